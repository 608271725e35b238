// Orchestrator faults with a stand-in server in place of llama-server: a crash in the middle of a
// cell, a server that never becomes healthy and a signal in the middle of a cell end in an
// incomplete bundle naming the failed stage and configuration, keep the logs, and leave no process
// behind; a work dir another live command holds is refused.
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { jest } from '@jest/globals';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';
import { prepareStudy } from '../../src/orchestrators/prepare.js';
import { readProcessStat } from '../../src/adapters/process/process-tree.js';
import { cli } from '../kits/seed-bundle.js';
import { until } from '../kits/fake-server-support.js';

const SPEC = 'examples/tiny/capacity.json';
let work: string;
let bin: string;

/**
 * Children get an allow-listed environment (no FAKE_* variable reaches them), so the fault mode is
 * written into a wrapper that stands where llama-server was built.
 */
function installFakeServer(mode: string): void {
  const fake = resolve('__tests__/kits/fake-llama-server.mjs');
  writeFileSync(bin, `#!/bin/sh\nexec env FAKE_LLAMA_MODE='${mode}' '${process.execPath}' '${fake}' "$@"\n`);
  chmodSync(bin, 0o755);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-fault-'));
  const ctx = await loadStudyContext(SPEC, process.cwd());
  await prepareStudy(
    ctx,
    { workDir: work, cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: () => undefined },
  );
  bin = join(work, '.candidate-build', 'generic', 'bin', 'llama-server');
  installFakeServer('ok');
}, 45 * 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Processes whose working directory is this test's work dir (servers run there). */
function fakeServersRunning(): number {
  let n = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^[0-9]+$/.test(p))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) === work && Number(pid) !== process.pid) n++;
    } catch {
      // process ended or not ours to inspect
    }
  }
  return n;
}

test('a server crash in the middle of a cell: incomplete status, failed cell named, logs kept', async () => {
  installFakeServer('crash-after:3');
  const r = await cli(['measure', '--plan', SPEC, '--pass', '1', '--work-dir', work]);
  expect(r.code).toBe(1);
  expect(r.err).toMatch(/stage measure failed at forward\/tiny-f16\/p1/);
  const status = JSON.parse(readFileSync(join(work, 'bundle', 'status.json'), 'utf8'));
  expect(status).toMatchObject({
    status: 'incomplete',
    failed_stage: 'measure',
    failed_cells: ['forward/tiny-f16/p1'],
    measurement_valid: false,
  });
  expect(status.missing_cells).toContain('run forward/tiny-f16/p1');
  const dir = join(work, 'bundle', 'runs', 'forward', 'tiny-f16', 'p1');
  for (const f of ['server.stderr.log', 'server-time.txt', 'server-command.json', 'server-evidence.json'])
    expect(existsSync(join(dir, f))).toBe(true);
  expect(JSON.parse(readFileSync(join(dir, 'server-evidence.json'), 'utf8')).status).toBe('failed');
  expect(existsSync(join(work, 'bundle', 'SHA256SUMS'))).toBe(true);
  expect(fakeServersRunning()).toBe(0);
}, 120_000);

test('a server that never becomes healthy: clear error with the stage, no process left', async () => {
  installFakeServer('never-healthy');
  const spec = JSON.parse(readFileSync(SPEC, 'utf8'));
  expect(spec.timeouts.health_seconds).toBeGreaterThan(0);
  const r = await cli(['quality', '--plan', SPEC, '--work-dir', work]);
  expect(r.code).toBe(1);
  expect(r.err).toMatch(
    /stage quality failed at tiny-f16\/p1: server for tiny-f16\/p1 did not start: .*(healthy|health)/,
  );
  const status = JSON.parse(readFileSync(join(work, 'bundle', 'status.json'), 'utf8'));
  expect(status).toMatchObject({
    status: 'incomplete',
    failed_stage: 'quality',
    failed_cells: ['tiny-f16/p1'],
  });
  expect(fakeServersRunning()).toBe(0);
}, 180_000);

test('a work dir held by another live command is refused (exit 2) and left untouched', async () => {
  installFakeServer('ok');
  const other = spawn('sleep', ['60'], { stdio: 'ignore' });
  try {
    const pid = other.pid!;
    expect(await until(() => readProcessStat(pid) !== null, 5_000)).toBe(true);
    const lock = JSON.stringify({
      pid,
      start_ticks: readProcessStat(pid)!.startTicks,
      started_at: '2026-01-01T00:00:00.000Z',
      host: hostname(),
    });
    writeFileSync(join(work, '.lock'), lock);
    const before = readdirSync(join(work, 'bundle')).sort();
    const r = await cli(['measure', '--plan', SPEC, '--pass', '1', '--work-dir', work]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      `work dir ${work} is in use by pid ${pid} (started 2026-01-01T00:00:00.000Z); wait for it or use another --work-dir`,
    );
    expect(readdirSync(join(work, 'bundle')).sort()).toEqual(before);
    expect(readFileSync(join(work, '.lock'), 'utf8')).toBe(lock);
  } finally {
    other.kill('SIGKILL');
    rmSync(join(work, '.lock'), { force: true });
  }
}, 60_000);

test('SIGTERM in the middle of a cell: the stage unwinds, the bundle says so, exit 143', async () => {
  installFakeServer('stall-after:3');
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  try {
    const dir = join(work, 'bundle', 'runs', 'forward', 'tiny-f16', 'p1');
    rmSync(join(work, 'bundle', 'status.json'), { force: true });
    const running = cli(['measure', '--plan', SPEC, '--pass', '1', '--work-dir', work]);
    expect(await until(() => existsSync(join(dir, 'server.stderr.log')), 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500)); // the load client is now waiting on a stalled stream
    process.emit('SIGTERM', 'SIGTERM');
    const r = await running;
    expect(r.code).toBe(143);
    expect(exit).not.toHaveBeenCalled();
    expect(r.err).toContain('SIGTERM received: stopping servers and builds');
    expect(r.err).toMatch(/measure: stage measure interrupted by SIGTERM at forward\/tiny-f16\/p1/);
    const status = JSON.parse(readFileSync(join(work, 'bundle', 'status.json'), 'utf8'));
    expect(status).toMatchObject({
      status: 'incomplete',
      failed_stage: 'measure',
      failed_cells: ['forward/tiny-f16/p1'],
    });
    expect(status.reason).toMatch(/interrupted by SIGTERM/);
    expect(existsSync(join(work, 'bundle', 'SHA256SUMS'))).toBe(true);
    // Whole files only: the evidence says the cell failed, nothing is cut off or empty.
    expect(JSON.parse(readFileSync(join(dir, 'server-evidence.json'), 'utf8')).status).toBe('failed');
    for (const f of readdirSync(dir)) expect([f, readFileSync(join(dir, f)).length > 0]).toEqual([f, true]);
    expect(existsSync(join(work, '.lock'))).toBe(false);
    expect(await until(() => fakeServersRunning() === 0, 10_000)).toBe(true);
  } finally {
    exit.mockRestore();
  }
}, 120_000);
