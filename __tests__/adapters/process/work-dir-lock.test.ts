// The work dir's lock: one holder at a time, a live owner is named, a dead or pid-reused one is
// taken over with a notice, and the lock goes away with its holder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireWorkDirLock, withWorkDirLock } from '../../../src/adapters/process/work-dir-lock.js';
import { readProcessStat } from '../../../src/adapters/process/process-tree.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { until } from '../../kits/fake-server-support.js';

let dir: string;
let sleeper: ChildProcess | undefined;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-lock-'))));
afterEach(() => {
  sleeper?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function writeLock(owner: object): void {
  writeFileSync(
    join(dir, '.lock'),
    JSON.stringify({ host: hostname(), started_at: '2026-01-01T00:00:00.000Z', ...owner }),
  );
}

test('a second holder is refused with exit 2, naming the live owner; release frees it', async () => {
  const lock = await acquireWorkDirLock(dir);
  expect(JSON.parse(readFileSync(join(dir, '.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
  const refused = await acquireWorkDirLock(dir).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(InputError);
  expect((refused as InputError).exitCode).toBe(2);
  expect((refused as Error).message).toMatch(
    new RegExp(
      `^work dir ${dir} is in use by pid ${process.pid} \\(started [0-9T:.Z-]+\\); wait for it or use another --work-dir$`,
    ),
  );
  lock.release();
  expect(existsSync(join(dir, '.lock'))).toBe(false);
  await withWorkDirLock(dir, async () => expect(existsSync(join(dir, '.lock'))).toBe(true));
  expect(existsSync(join(dir, '.lock'))).toBe(false);
});

test('a live process of another command holds the lock', async () => {
  sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
  const pid = sleeper.pid!;
  expect(await until(() => readProcessStat(pid) !== null, 5_000)).toBe(true);
  writeLock({ pid, start_ticks: readProcessStat(pid)!.startTicks });
  await expect(acquireWorkDirLock(dir)).rejects.toThrow(
    `is in use by pid ${pid} (started 2026-01-01T00:00:00.000Z)`,
  );
});

test.each([
  ['a dead owner', () => ({ pid: 2 ** 22 + 12345, start_ticks: 1 })],
  ['a reused pid (same pid, other start time)', () => ({ pid: process.pid, start_ticks: 1 })],
])('the lock of %s is taken over with a notice', async (_what, owner) => {
  const { pid } = owner();
  writeLock(owner());
  const notices: string[] = [];
  const lock = await acquireWorkDirLock(dir, (l) => notices.push(l));
  expect(notices).toEqual([
    expect.stringMatching(new RegExp(`took over the lock of ${dir} left by pid ${pid} `)),
  ]);
  expect(JSON.parse(readFileSync(join(dir, '.lock'), 'utf8')).pid).toBe(process.pid);
  lock.release();
  expect(existsSync(join(dir, '.lock'))).toBe(false);
});

test('a lock taken over by someone else is not removed by the previous holder', async () => {
  const lock = await acquireWorkDirLock(dir);
  writeLock({ pid: 1, start_ticks: readProcessStat(1)?.startTicks ?? null });
  lock.release();
  expect(existsSync(join(dir, '.lock'))).toBe(true);
});

test('a work dir made only for the lock is removed on release; one that cannot hold a lock is left to the command', async () => {
  const fresh = join(dir, 'a', 'work');
  (await acquireWorkDirLock(fresh)).release();
  expect(existsSync(join(dir, 'a'))).toBe(false);
  writeFileSync(join(dir, 'file'), 'x');
  const none = await acquireWorkDirLock(join(dir, 'file'));
  none.release();
  expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('x');
});
