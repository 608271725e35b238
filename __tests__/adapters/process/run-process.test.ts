// Aborting a build ends its whole process tree: a fake long-running "build" (a shell that starts
// children, some ignoring SIGTERM, one keeping the output pipe open, one in a process group of its own) must be gone
// entirely after an abort or after stopLiveProcessGroups (what the CLI's SIGINT/SIGTERM handler runs).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  liveProcessGroupIds,
  runProcess,
  stopLiveProcessGroups,
} from '../../../src/adapters/process/run-process.js';
import { ProcessError } from '../../../src/adapters/errors.js';
import { alive, until } from '../../kits/fake-server-support.js';

const FAKE_BUILD = `#!/bin/bash
# Like cmake -> ninja -> compilers: children that outlive a plain SIGTERM to the leader.
pids="$1"
bash -c 'echo $$ >> "$0"; exec sleep 300' "$pids" &
bash -c 'echo $$ >> "$0"; trap "" TERM; exec sleep 300' "$pids" &
bash -c 'echo $$ >> "$0"; trap "" TERM; exec sleep 300 >/dev/null 2>&1 </dev/null' "$pids" &
# Like a compiler ninja starts in a process group of its own, ignoring SIGTERM too.
setsid bash -c 'echo $$ >> "$0"; trap "" TERM; exec sleep 300 >/dev/null 2>&1 </dev/null' "$pids" &
echo $$ > "$pids.leader"
echo $$ >> "$pids"
echo building
wait
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-pgroup-'));
  writeFileSync(join(dir, 'build.sh'), FAKE_BUILD, { mode: 0o755 });
});
afterEach(() => {
  // Never leave a sleeper behind, even when an assertion failed.
  for (const pid of pidsOf())
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  rmSync(dir, { recursive: true, force: true });
});

function pidsOf(): number[] {
  try {
    return readFileSync(join(dir, 'pids'), 'utf8').trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

test('an abort ends every process of the build group, also those ignoring SIGTERM', async () => {
  const controller = new AbortController();
  const run = runProcess('bash', [join(dir, 'build.sh'), join(dir, 'pids')], {
    signal: controller.signal,
    killGraceMs: 300,
  });
  run.catch(() => undefined);
  expect(await until(() => pidsOf().length === 5, 10_000)).toBe(true);
  expect(pidsOf().every(alive)).toBe(true);
  controller.abort();
  await expect(run).rejects.toThrow(ProcessError);
  await expect(run).rejects.toThrow(/bash was aborted/);
  expect(await until(() => !pidsOf().some(alive), 5000)).toBe(true);
  expect(liveProcessGroupIds()).toEqual([]);
}, 30_000);

test('stopLiveProcessGroups (the CLI signal path) ends a build started without an abort signal', async () => {
  const run = runProcess('bash', [join(dir, 'build.sh'), join(dir, 'pids')]);
  run.catch(() => undefined);
  expect(await until(() => pidsOf().length === 5, 10_000)).toBe(true);
  expect(liveProcessGroupIds()).toHaveLength(1);
  await stopLiveProcessGroups(300);
  await expect(run).rejects.toThrow(/bash was aborted/);
  expect(await until(() => !pidsOf().some(alive), 5000)).toBe(true);
  expect(liveProcessGroupIds()).toEqual([]);
}, 30_000);

test('a build that ends by itself leaves no group registered', async () => {
  const r = await runProcess('bash', ['-c', 'echo done']);
  expect(r.code).toBe(0);
  expect(r.stdout.toString()).toBe('done\n');
  expect(liveProcessGroupIds()).toEqual([]);
});

test('SIGTERM to the CLI during a build ends the build tree before the CLI exits', async () => {
  const { installStudySignals } = await import('../../../src/cli/study-session.js');
  const controller = new AbortController();
  let exitCode: number | null = null;
  let aliveAtExit: number[] = [];
  const exited = new Promise<void>((resolve) => {
    const uninstall = installStudySignals(
      controller,
      (code) => {
        exitCode = code;
        aliveAtExit = pidsOf().filter(alive);
        uninstall();
        resolve();
      },
      300,
      undefined,
      0, // exit as soon as the build tree is gone, without waiting for the command to unwind
    );
  });
  const run = runProcess('bash', [join(dir, 'build.sh'), join(dir, 'pids')], {
    signal: controller.signal,
    killGraceMs: 300,
  });
  run.catch(() => undefined);
  expect(await until(() => pidsOf().length === 5, 10_000)).toBe(true);
  process.emit('SIGTERM', 'SIGTERM');
  await exited;
  expect(exitCode).toBe(143);
  // The leader is gone when the CLI exits; orphans that ignored SIGTERM get SIGKILL right after.
  const leader = Number(readFileSync(join(dir, 'pids.leader'), 'utf8'));
  expect(aliveAtExit).not.toContain(leader);
  expect(await until(() => !pidsOf().some(alive), 5000)).toBe(true);
  await expect(run).rejects.toThrow(/aborted/);
}, 30_000);
