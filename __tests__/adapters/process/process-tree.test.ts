// The /proc readers that identify and wait for processes: a real child is found, identified by its
// start time, signalled and waited for; pids that are gone or invalid read as gone.
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  isProcessAlive,
  listChildPids,
  readProcessStat,
  sendSignal,
  waitForProcessGone,
} from '../../../src/adapters/process/process-tree.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

function sleeper(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

function exitedPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString(),
  );
}

describe('process tree', () => {
  it('reads a live child: its parent, state and start time', () => {
    const pid = sleeper();
    const stat = readProcessStat(pid);
    expect(stat).not.toBeNull();
    expect(stat!.ppid).toBe(process.pid);
    expect(stat!.startTicks).toBeGreaterThan(0);
    expect(listChildPids(process.pid)).toContain(pid);
    expect(isProcessAlive(pid)).toBe(true);
    expect(isProcessAlive(pid, stat!.startTicks)).toBe(true);
    // The same pid with another start time is another process: the one we knew is gone.
    expect(isProcessAlive(pid, stat!.startTicks + 1)).toBe(false);
  });

  it('signals a child and waits until it is gone', async () => {
    const pid = sleeper();
    expect(sendSignal(pid, 'SIGTERM')).toBe(true);
    expect(await waitForProcessGone(pid, 5_000)).toBe(true);
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('gives up waiting for a process that stays, and reads exited or invalid pids as gone', async () => {
    expect(await waitForProcessGone(sleeper(), 30)).toBe(false);
    const gone = exitedPid();
    expect(readProcessStat(gone)).toBeNull();
    expect(isProcessAlive(gone)).toBe(false);
    expect(sendSignal(gone, 'SIGTERM')).toBe(false);
    expect(isProcessAlive(0)).toBe(false);
    expect(isProcessAlive(-1)).toBe(false);
  });
});
