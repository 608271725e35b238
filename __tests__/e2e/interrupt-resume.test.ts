// Never lose a measurement, for real: `run` (the CLI process, the real llama-server, examples/tiny
// made small) is interrupted at a known cell by SIGINT, SIGTERM, SIGHUP and a double SIGINT, one
// study each. Then no process of the study is left (CLI, GNU time, server, watchdog; the port is
// free), status.json names the stage, the cell and the signal, and the same `run` completes the
// study measuring only the remaining cells (it says how many), the earlier cells byte for byte.
// Every wait is for a condition (a file appearing, a process ending), never a fixed time.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSha256List } from '../../src/adapters/bundle/checksums.js';
import { isPortFree } from '../../src/adapters/server/free-port.js';
import { buildCli, type BuiltCli } from '../kits/built-cli.js';
import { alive, until } from '../kits/fake-server-support.js';
import { smallTinyPlan } from '../kits/small-study.js';
import { cli as inProcessCli } from '../kits/seed-bundle.js';

let dir: string;
let built: BuiltCli;
let plan: string;
let runCells: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-interrupt-'));
  ({ plan, runCells } = await smallTinyPlan(dir, 29500));
  built = buildCli();
}, 10 * 60_000);

afterAll(() => {
  built?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Processes that belong to the study in `work`: servers and GNU time run there; watchdogs name the group. */
function studyProcesses(work: string, groups: number[]): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc').filter((p) => /^[0-9]+$/.test(p))) {
    const pid = Number(name);
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(work)) out.push(pid);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.includes('paretopilot-capacity-watchdog') && groups.some((g) => argv.includes(String(g))))
        out.push(pid);
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return out;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI's `run`; `interrupt` is called once the condition holds and may signal the process. */
function run(
  work: string,
  interrupt?: { when: () => boolean; then: (pid: number, stderr: () => string) => Promise<void> },
): Promise<Run> {
  const child = spawn(process.execPath, [built.index, 'run', '--plan', plan, '--work-dir', work], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (b: Buffer) => (stdout += String(b)));
  child.stderr!.on('data', (b: Buffer) => (stderr += String(b)));
  const exited = new Promise<Run>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  if (interrupt) {
    void until(interrupt.when, 10 * 60_000).then((ready) => {
      if (ready && child.exitCode === null) void interrupt.then(child.pid!, () => stderr);
    });
  }
  return exited;
}

/** Every file of a cell directory with its bytes. */
function cellBytes(bundle: string, label: string): Map<string, Buffer> {
  const cell = join(bundle, 'runs', label);
  return new Map(readdirSync(cell).map((f) => [f, readFileSync(join(cell, f))]));
}

const portOf = (bundle: string, label: string): number => {
  const argv = JSON.parse(readFileSync(join(bundle, 'runs', label, 'server-command.json'), 'utf8'))
    .argv as string[];
  return Number(argv[argv.indexOf('--port') + 1]);
};

describe.each([
  ['SIGINT', ['SIGINT'], 130],
  ['SIGTERM', ['SIGTERM'], 143],
  ['SIGHUP', ['SIGHUP'], 129],
  ['a double SIGINT', ['SIGINT', 'SIGINT'], 130],
] as const)('run interrupted by %s at its third cell', (_name, signals, exitCode) => {
  it(
    'leaves no process, names the cell, and the same run measures only the rest',
    async () => {
      const work = join(dir, signals.join('-') + (signals.length > 1 ? '-twice' : ''));
      const bundle = join(work, 'bundle');
      const third = runCells[2];
      let groups: number[] = [];
      let before: number[] = [];
      // The third cell's server is running: the first two have ended (their artifact.sha256 is there).
      const interrupted = await run(work, {
        when: () =>
          existsSync(join(bundle, 'runs', runCells[1], 'artifact.sha256')) &&
          existsSync(join(bundle, 'runs', third, 'server.stderr.log')),
        then: async (pid, stderr) => {
          // The server is registered a moment after its log opens: wait for it, not for a time.
          await until(() => studyProcesses(work, []).length > 0, 20_000);
          groups = studyProcesses(work, []);
          before = [pid, ...studyProcesses(work, groups)];
          process.kill(pid, signals[0]);
          // A second signal sent before the first was handled would merge with it (signals are not
          // queued): it goes once the CLI said it received the first.
          if (signals.length > 1 && (await until(() => stderr().includes('received: stopping'), 20_000)))
            try {
              process.kill(pid, signals[1]);
            } catch {
              // it had already finished unwinding: the outcome is checked all the same
            }
        },
      });
      // A second SIGINT that lands after the first one's unwind removed the handlers ends the CLI by
      // SIGINT itself, which a shell reports as the same 130.
      if (signals.length > 1 && interrupted.code === null) expect(interrupted.signal).toBe('SIGINT');
      else expect(interrupted.code).toBe(exitCode);
      expect(interrupted.stderr).toContain(`${signals[0]} received: stopping servers and builds`);
      expect(before.length).toBeGreaterThan(1);
      // No process of the study survives, and the interrupted cell's port no longer listens.
      expect(await until(() => before.every((p) => !alive(p)), 20_000)).toBe(true);
      expect(await until(() => studyProcesses(work, groups).length === 0, 20_000)).toBe(true);
      expect(await portFreed(portOf(bundle, third), 20_000)).toBe(true);

      // The cell the signal cut is the first one that had not ended, whatever the machine's speed.
      const finished = runCells.filter((l) => existsSync(join(bundle, 'runs', l, 'artifact.sha256')));
      const cut = runCells.find((l) => !finished.includes(l))!;
      expect(finished.length).toBeGreaterThanOrEqual(2);
      const status = JSON.parse(readFileSync(join(bundle, 'status.json'), 'utf8'));
      expect(status).toMatchObject({
        status: 'incomplete',
        failed_stage: 'measure',
        failed_cells: [cut],
        reason: expect.stringContaining(`interrupted by ${signals[0]}`),
      });
      expect((await checkSha256List(bundle, 'SHA256SUMS')).problems).toEqual([]);
      const kept = new Map(finished.map((l) => [l, cellBytes(bundle, l)]));

      // The same command again: it resumes, measures only what is left, and says how many.
      const resumed = await run(work);
      expect(resumed.code).toBe(0);
      const total = runCells.length + 4;
      expect(resumed.stderr).toContain(
        `resuming the study in the work dir: ${finished.length} of ${total} cells already measured (checksums verified); measuring the other ${total - finished.length}`,
      );
      expect(resumed.stdout).toContain(
        `cells:   ${total - finished.length} measured now, ${finished.length} already there`,
      );
      for (const [label, files] of kept) expect(cellBytes(bundle, label)).toEqual(files);
      const verified = await inProcessCli(['verify', bundle]);
      expect(verified.out).toMatch(/result: OK/);
    },
    10 * 60_000,
  );
});

/** Polls the port until nothing listens on it (or `ms` passed). */
async function portFreed(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await isPortFree(port)) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}
