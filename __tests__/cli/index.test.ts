// The CLI's executable entry, compiled from the sources and run as a process: in a workflow step its
// output holds no workflow command the runner would act on, and a reader that goes away early
// (`verify … | head -2`) ends the output quietly with the command's own exit code, and an output that
// cannot be written (a full disk) ends it with one line and exit 2.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildCli, type BuiltCli } from '../kits/built-cli.js';
import { runnerArgs, scratchFleet } from '../kits/fleet-kit.js';
import { REPO_ROOT, SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';
import { cli, seedCopy } from '../kits/seed-bundle.js';
import { COMMANDS } from '../../src/cli/main.js';

let built: BuiltCli;
let fleet: ReturnType<typeof scratchFleet>;
let fifoDir: string;
let fifos = 0;

beforeAll(async () => {
  built = buildCli();
  fleet = scratchFleet();
  fifoDir = mkdtempSync(join(tmpdir(), 'pp-closed-pipe-'));
  expect((await cli(['fleet', ...runnerArgs(fleet.dir), '--bundle', join(fleet.dir, 'fleet')])).code).toBe(0);
}, 180_000);
afterAll(() => {
  built?.dispose();
  fleet?.dispose();
  if (fifoDir) rmSync(fifoDir, { recursive: true, force: true });
});

/** The environment of the child: this one without the runner's marker unless a test sets it. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('GITHUB_ACTIONS' in extra)) delete env.GITHUB_ACTIONS;
  return env;
}

function runCli(args: string[], env = childEnv()) {
  const r = spawnSync(process.execPath, [built.index, ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * Runs the CLI with its stdout (and, with `both`, its stderr) on a pipe whose reading end is closed
 * before the CLI starts, so its first write already meets EPIPE: `| head -0` without the race.
 */
function runIntoClosedPipe(args: string[], both = false) {
  const fifo = join(fifoDir, `p${fifos++}`);
  const script = `mkfifo "$1" && exec 4<>"$1" 5>"$1" && exec 4<&- && shift && exec "$@" >&5 ${both ? '2>&5 ' : ''}5>&-`;
  const r = spawnSync('sh', ['-c', script, 'sh', fifo, process.execPath, built.index, ...args], {
    cwd: REPO_ROOT,
    env: childEnv(),
    encoding: 'utf8',
  });
  return { code: r.status, signal: r.signal, err: r.stderr };
}

describe('a reader that closes the pipe early', () => {
  const study = join(SEED_BUNDLE_DIR, 'capacity-study.json');
  let outputs = 0;
  const freshOutput = () => join(fifoDir, `out${outputs++}.md`);
  // Every command prints its help on stdout; these also print their work there.
  const working: [string, () => string[]][] = [
    ['verify (a bundle)', () => ['verify', SEED_BUNDLE_DIR]],
    ['verify-fleet', () => ['verify-fleet', join(fleet.dir, 'fleet')]],
    ['pins', () => ['pins', '--plan', '__tests__/fixtures/four-file-plans/tiny/capacity-run.json']],
    ['check', () => ['check', 'examples/tiny', '--offline', '--cache-dir', join(fifoDir, 'cache')]],
    ['fleet', () => ['fleet', ...runnerArgs(fleet.dir), '--output', freshOutput()]],
    ['receipt', () => ['receipt', study, '--output', freshOutput()]],
  ];
  test.each([
    ['--help', () => ['--help']],
    ['--version', () => ['--version']],
    ...Object.keys(COMMANDS).map((c): [string, () => string[]] => [`${c} --help`, () => [c, '--help']]),
    ...working,
  ])('%s ends quietly with the exit code it has when its output is read', (_name, args) => {
    const read = runCli(args());
    expect(read.out.length).toBeGreaterThan(0);
    const closed = runIntoClosedPipe(args());
    expect(closed.signal).toBeNull();
    expect(closed.err).not.toMatch(/EPIPE|Unhandled 'error' event|\n\s+at /);
    expect(closed.err).toBe(read.err);
    expect(closed.code).toBe(read.code);
  });

  test('stdout and stderr both closed: an input error still exits 2, not a crash', () => {
    expect(runCli(['verify', 'no/such/bundle']).code).toBe(2);
    const closed = runIntoClosedPipe(['verify', 'no/such/bundle'], true);
    expect(closed.signal).toBeNull();
    expect(closed.code).toBe(2);
  });
});

/** Runs the CLI with its stdout on /dev/full: every write fails with ENOSPC, as on a full disk. */
function runIntoFullDisk(args: string[]) {
  const fd = openSync('/dev/full', 'w');
  try {
    const r = spawnSync(process.execPath, [built.index, ...args], {
      cwd: REPO_ROOT,
      env: childEnv(),
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8',
    });
    return { code: r.status, signal: r.signal, err: r.stderr };
  } finally {
    closeSync(fd);
  }
}

const FULL_DISK_LINE =
  'paretopilot-capacity: cannot write to standard output: ENOSPC (no space left on the device)\n';
const fullDiskTest = existsSync('/dev/full') ? test.each : (test.skip.each as typeof test.each); // no /dev/full on this system: nothing to write into

describe('standard output on a full disk (`--help > /dev/full`)', () => {
  fullDiskTest([
    ['--help'],
    ['--version'],
    ['help', 'run'],
    ...Object.keys(COMMANDS).map((c) => [c, '--help']),
    ['verify', SEED_BUNDLE_DIR],
  ])('%s %s: one line on stderr and exit 2, no stack trace', (...args: string[]) => {
    const r = runIntoFullDisk(args);
    expect(r.signal).toBeNull();
    expect(r.err).toBe(FULL_DISK_LINE);
    expect(r.code).toBe(2);
  });
});

/**
 * Runs the CLI with its output on a pipe the reader closes after the first line (`… | head -1`),
 * stderr on that pipe too with `merged`. Resolves with the exit code, the signal and stderr.
 */
function runClosedAfterFirstLine(args: string[], merged: boolean) {
  const child = spawn(
    'sh',
    ['-c', merged ? 'exec "$@" 2>&1' : 'exec "$@"', 'sh', process.execPath, built.index, ...args],
    { cwd: REPO_ROOT, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let first = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    first += chunk.toString();
    if (first.includes('\n')) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; first: string; err: string }>(
    (done) => child.on('close', (code, signal) => done({ code, signal, first: first.split('\n')[0], err })),
  );
}

describe('every command, its output read only up to the first line', () => {
  const study = join(SEED_BUNDLE_DIR, 'capacity-study.json');
  const seedEvidence = join(REPO_ROOT, '__tests__', 'fixtures', 'reference', 'evidence-metrics.seed.json');
  const seedStudy = join(REPO_ROOT, '__tests__', 'fixtures', 'reference', 'capacity-study.seed.json');
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const bundleCopy = () => {
    const d = seedCopy(true);
    scratch.push(d);
    return d;
  };
  /** A real invocation per command that prints (on stdout, or with `merged` on stderr). */
  const invocations: Record<string, { args: () => string[]; merged?: boolean }> = {
    check: { args: () => ['check', 'examples/tiny', '--offline', '--cache-dir', join(fifoDir, 'cache')] },
    run: { args: () => ['run', '--plan', 'no/such/capacity-run.json'], merged: true },
    prepare: { args: () => ['prepare', '--plan', 'no/such/capacity-run.json'], merged: true },
    measure: {
      args: () => ['measure', '--plan', 'no/such/capacity-run.json', '--pass', 'all'],
      merged: true,
    },
    quality: { args: () => ['quality', '--plan', 'no/such/capacity-run.json'], merged: true },
    finalize: { args: () => ['finalize', bundleCopy()] },
    assemble: { args: () => ['assemble', SEED_BUNDLE_DIR, '-o', '-'] },
    verify: { args: () => ['verify', SEED_BUNDLE_DIR] },
    receipt: { args: () => ['receipt', study, '-o', '-'] },
    report: { args: () => ['report', study, '-o', '-'] },
    fleet: { args: () => ['fleet', ...runnerArgs(fleet.dir), '-o', '-'] },
    'verify-fleet': { args: () => ['verify-fleet', join(fleet.dir, 'fleet')] },
    demo: { args: () => ['demo', '--example', 'no-such-example'], merged: true },
    pins: { args: () => ['pins', '--plan', 'examples/tiny/capacity.json'] },
    'export-evidence': { args: () => ['export-evidence', study, '-o', '-', '--tool-version', '0.0.0-test'] },
    'verify-evidence': { args: () => ['verify-evidence', seedEvidence, '--source', seedStudy], merged: true },
  };
  // A command registered later gets at least a refused option (its message on stderr).
  const cases = Object.keys(COMMANDS).flatMap((c): [string, () => string[], boolean][] => {
    const real = invocations[c] ?? { args: () => [c, '--no-such-option'], merged: true };
    return [
      [`${c} --help`, () => [c, '--help'], false],
      [`${c} ${c in invocations ? 'at work' : '--no-such-option'}`, real.args, real.merged ?? false],
    ];
  });

  test.each(cases)('%s exits quietly with its own exit code', async (_name, args, merged) => {
    const read = runCli(args());
    expect((merged ? read.out + read.err : read.out).length).toBeGreaterThan(0);
    const closed = await runClosedAfterFirstLine(args(), merged);
    expect(closed.signal).toBeNull();
    expect(closed.err).not.toMatch(/EPIPE|Unhandled 'error' event|\n\s+at /);
    expect(closed.first).toBe((merged ? read.out + read.err : read.out).split('\n')[0]);
    expect(closed.code).toBe(read.code);
  });
});

/** The lines a runner would execute: after .NET whitespace (U+0085 included), outside stop-commands. */
function commandsTheRunnerWouldRun(output: string): string[] {
  const run: string[] = [];
  let resume: string | null = null;
  for (const raw of output.split(/\r\n|\n|\r/)) {
    const line = raw.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, '');
    if (resume !== null) {
      if (line === `::${resume}::`) resume = null;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) resume = stop[1];
    else if (line.startsWith('::') || line.includes('##[')) run.push(line);
  }
  return run;
}

test('in a workflow step, verify-fleet fences a stored study_sha256 that hides a command behind U+0085', () => {
  const bundle = mkdtempSync(join(tmpdir(), 'pp-fence-'));
  try {
    expect(spawnSync('cp', ['-R', `${join(fleet.dir, 'fleet')}/.`, bundle]).status).toBe(0);
    const fleetFile = join(bundle, 'capacity-fleet.json');
    const doc = JSON.parse(readFileSync(fleetFile, 'utf8')) as { runners: { study_sha256: unknown }[] };
    doc.runners[1].study_sha256 = 'x\n\u0085::add-mask::x';
    writeFileSync(fleetFile, `${JSON.stringify(doc, null, 2)}\n`);
    const digest = createHash('sha256').update(readFileSync(fleetFile)).digest('hex');
    const sums = join(bundle, 'SHA256SUMS');
    writeFileSync(
      sums,
      readFileSync(sums, 'utf8').replace(/^[0-9a-f]{64}(?= {2}\.\/capacity-fleet\.json$)/m, digest),
    );

    const r = runCli(['verify-fleet', bundle], childEnv({ GITHUB_ACTIONS: 'true' }));
    expect(r.code).toBe(1);
    expect(r.out).toContain('records study_sha256 x\n\u0085::add-mask::x');
    expect(r.out).not.toContain('checksums: 1 problem');
    expect(commandsTheRunnerWouldRun(r.out + r.err)).toEqual([]);
    // Outside a workflow step the same text is printed as it is.
    expect(runCli(['verify-fleet', bundle]).out).not.toContain('::stop-commands::');
  } finally {
    rmSync(bundle, { recursive: true, force: true });
  }
});
