// The CLI's study session: refused next to another study unless it shares; SIGHUP interrupts like
// SIGINT (exit 129); and a process that must end before the command recorded its outcome leaves a
// status.json naming the stage, the cell and the first cause, with SHA256SUMS over the bundle.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSha256List } from '../../src/adapters/bundle/checksums.js';
import { MACHINE_LOCK_ENV } from '../../src/adapters/process/machine-lock.js';
import { readProcessStat } from '../../src/adapters/process/process-tree.js';
import { openStudySession, type StudySession } from '../../src/cli/study-session.js';
import { withEnv } from '../kits/hermetic.js';
import { seedCopy } from '../kits/seed-bundle.js';
import { until } from '../kits/fake-server-support.js';

let dir: string;
let restoreEnv: () => void;
let other: ChildProcess | undefined;
let session: StudySession | undefined;
const err: string[] = [];
const io = () => ({ stdout: () => undefined, stderr: (s: string) => void err.push(s), cwd: dir });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-session-'));
  restoreEnv = withEnv({ [MACHINE_LOCK_ENV]: join(dir, 'register') });
  err.length = 0;
});
afterEach(() => {
  session?.close();
  session = undefined;
  other?.kill('SIGKILL');
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

async function registerOtherStudy(): Promise<number> {
  other = spawn('sleep', ['60'], { stdio: 'ignore' });
  const pid = other.pid!;
  expect(await until(() => readProcessStat(pid) !== null, 5_000)).toBe(true);
  mkdirSync(join(dir, 'register'), { recursive: true });
  const entry = {
    pid,
    start_ticks: readProcessStat(pid)!.startTicks,
    host: hostname(),
    work_dir: '/w',
    command: 'run',
  };
  writeFileSync(join(dir, 'register', `${pid}.json`), JSON.stringify(entry));
  return pid;
}

describe('openStudySession', () => {
  it('refuses next to another study and installs nothing; with share it warns and runs', async () => {
    const pid = await registerOtherStudy();
    const before = process.listenerCount('SIGHUP');
    expect(() => openStudySession(io(), 'run', join(dir, 'work'), false)).toThrow(/another study is running/);
    expect(process.listenerCount('SIGHUP')).toBe(before);
    session = openStudySession(io(), 'run', join(dir, 'work'), true);
    expect(err.join('')).toMatch(
      new RegExp(`sharing this machine with another study.*pid ${pid}: run in /w`, 's'),
    );
    expect(session.options.machine.othersNow()).toHaveLength(1);
  });

  it('SIGHUP interrupts the study (exit 129), and the last record names stage, cell and first cause', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    try {
      // A bundle mid-measurement: the seed bundle without the study, one cell cut off.
      const work = join(dir, 'work');
      mkdirSync(work);
      renameSync(seedCopy(), join(work, 'bundle'));
      rmSync(join(work, 'bundle', 'runs', 'reverse', 'q8-generic', 'p1', 'load-evaluation.json'));
      session = openStudySession(io(), 'run', work, false);
      session.options.position.stage = 'measure';
      session.options.position.cell = 'reverse/q8-generic/p1';
      process.emit('SIGHUP', 'SIGHUP');
      expect(session.options.signal.aborted).toBe(true);
      expect(session.exitCode()).toBe(129);
      expect(err.join('')).toMatch(/SIGHUP received: stopping servers/);
      // The process ends before the command could record anything (a second signal): the exit
      // handler this session put first writes the record synchronously.
      const onExit = process.listeners('exit')[0] as (code: number) => void;
      onExit(129);
      const status = JSON.parse(readFileSync(join(work, 'bundle', 'status.json'), 'utf8'));
      expect(status).toMatchObject({
        status: 'incomplete',
        failed_stage: 'measure',
        failed_cells: ['reverse/q8-generic/p1'],
        missing_cells: ['run reverse/q8-generic/p1'],
        reason: 'interrupted by SIGHUP',
      });
      expect((await checkSha256List(join(work, 'bundle'), 'SHA256SUMS')).problems).toEqual([]);
    } finally {
      exit.mockRestore();
    }
  });

  it('a command that settled (or was refused before any stage) leaves no record on exit', () => {
    const work = join(dir, 'work');
    mkdirSync(join(work, 'bundle'), { recursive: true });
    session = openStudySession(io(), 'run', work, false);
    const onExit = process.listeners('exit')[0] as (code: number) => void;
    onExit(2);
    session.options.position.stage = 'measure';
    session.settle();
    onExit(1);
    expect(() => readFileSync(join(work, 'bundle', 'status.json'))).toThrow(/ENOENT/);
  });
});
