// The machine-wide register of studies: a second study is refused naming the first, runs with
// --share-machine and sees it, entries of dead studies are cleared, and release removes ours.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acquireMachineLock,
  MACHINE_LOCK_ENV,
  machineLockDir,
} from '../../../src/adapters/process/machine-lock.js';
import { readProcessStat } from '../../../src/adapters/process/process-tree.js';
import { until } from '../../kits/fake-server-support.js';

let dir: string;
let other: ChildProcess | undefined;
const env = () => ({ [MACHINE_LOCK_ENV]: dir });
const logs: string[] = [];
const acquire = (share: boolean) =>
  acquireMachineLock({ workDir: '/w/mine', command: 'run', share, env: env(), log: (l) => logs.push(l) });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-machine-'));
  logs.length = 0;
});
afterEach(() => {
  other?.kill('SIGKILL');
  other = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Registers a live process (a sleeper) as a study, as its own command would have. */
async function otherStudy(): Promise<number> {
  other = spawn('sleep', ['60'], { stdio: 'ignore' });
  const pid = other.pid!;
  expect(await until(() => readProcessStat(pid) !== null, 5_000)).toBe(true);
  writeFileSync(
    join(dir, `${pid}.json`),
    JSON.stringify({
      pid,
      start_ticks: readProcessStat(pid)!.startTicks,
      host: hostname(),
      work_dir: '/w/other',
      command: 'measure',
      started_at: '2026-01-01T00:00:00Z',
    }),
  );
  return pid;
}

describe('acquireMachineLock', () => {
  it('alone on the machine: registers, sees nobody, and release removes the entry', () => {
    const lock = acquire(false);
    expect(readdirSync(dir)).toEqual([`${process.pid}.json`]);
    expect(lock.othersAtStart).toEqual([]);
    expect(lock.othersNow()).toEqual([]);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a second study, naming the first and the way to share, and leaves no entry', async () => {
    const pid = await otherStudy();
    expect(() => acquire(false)).toThrow(
      new RegExp(
        `another study is running on this machine.*\\n  - pid ${pid}: measure in /w/other .*--share-machine`,
        's',
      ),
    );
    expect(existsSync(join(dir, `${process.pid}.json`))).toBe(false);
  });

  it('with share: runs, and sees the other study at start and while it lives', async () => {
    const pid = await otherStudy();
    const lock = acquire(true);
    expect(lock.othersAtStart).toEqual([`pid ${pid}: measure in /w/other (since 2026-01-01T00:00:00Z)`]);
    other!.kill('SIGKILL');
    expect(await until(() => lock.othersNow().length === 0, 5_000)).toBe(true);
    // The dead study's entry is cleared by whoever looks next.
    expect(readdirSync(dir)).toEqual([`${process.pid}.json`]);
    lock.release();
  });

  it('an entry of a study that ended without removing it is no reason to refuse', () => {
    writeFileSync(
      join(dir, '999999.json'),
      JSON.stringify({ pid: 999999, start_ticks: 1, host: hostname() }),
    );
    const lock = acquire(false);
    expect(lock.othersAtStart).toEqual([]);
    expect(existsSync(join(dir, '999999.json'))).toBe(false);
    lock.release();
  });

  it('a register that cannot be written does not stop the study; it says so', () => {
    writeFileSync(join(dir, 'file'), '');
    const lock = acquireMachineLock({
      workDir: '/w',
      command: 'run',
      share: false,
      env: { [MACHINE_LOCK_ENV]: join(dir, 'file', 'below') },
      log: (l) => logs.push(l),
    });
    expect(logs.join('\n')).toMatch(/cannot register this study/);
    lock.release();
  });

  it('lives in the temp folder unless the variable names another', () => {
    expect(machineLockDir({})).toBe(join(tmpdir(), 'paretopilot-capacity-studies'));
    expect(machineLockDir({ [MACHINE_LOCK_ENV]: '/x' })).toBe('/x');
  });
});
