// The action's fleet command against in-memory artifacts holding the three real local-profile
// bundles: one runner's bundle arrives damaged, one runner left only diagnostics, one left nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../../src/adapters/artifacts/memory-artifact-store.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { runAction, type ActionPorts } from '../../src/action/run-action.js';
import { FLEET_RUNNER_DOWNLOAD_LIMITS, RUNNER_DERIVED_BYTES } from '../../src/action/fleet-action.js';
import { STUDY_BOUND_BYTES } from '../../src/domain/bundle/artifact-layout.js';
import { verifyFleetBundle } from '../../src/orchestrators/verify-fleet-bundle.js';
import { parseJson, toPlain } from '../../src/domain/core/json.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';
import { FIXTURES, type Plain } from '../kits/fleet-kit.js';

const FILES = ['capacity-study.json', 'status.json', 'capacity-receipt.md', 'SHA256SUMS'];

function inputs(over: Partial<ActionInputs>): ActionInputs {
  return {
    command: 'fleet',
    plan: 'capacity/run.json',
    workDir: 'work',
    pass: { kind: 'all' },
    artifactPrefix: 'capacity',
    artifactRetentionDays: 7,
    cache: false,
    githubToken: 'ghs_secret',
    comment: 'auto',
    failOn: ['incomplete'],
    baselineStudy: undefined,
    cacheDir: undefined,
    ...over,
  };
}

function ports(store: MemoryArtifactStore, cwd: string, attempt = '1') {
  const out: Record<string, string> = {};
  const summaries: string[] = [];
  const log: string[] = [];
  const comments = createInMemoryStickyComments('created');
  const p: ActionPorts = {
    log: {
      info: (m) => log.push(`info ${m}`),
      notice: (m) => log.push(`notice ${m}`),
      warning: (m) => log.push(`warning ${m}`),
      error: (m) => log.push(`error ${m}`),
      startGroup: () => undefined,
      endGroup: () => undefined,
    },
    setOutput: (n, v) => (out[n] = v),
    setFailed: () => undefined,
    artifacts: store,
    cache: null,
    writeSummary: async (md) => {
      summaries.push(md);
      return { truncated: false };
    },
    upsertComment: comments.upsert,
    env: {
      GITHUB_RUN_ID: '7',
      GITHUB_RUN_ATTEMPT: attempt,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.com',
    },
    cwd,
  };
  return { p, out, summaries, log, comments };
}

let cwd: string;
beforeEach(() => (cwd = mkdtempSync(join(tmpdir(), 'pp-fleet-act-'))));
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

test('fleet: downloads each runner bundle by its prefix, refuses a damaged one, marks missing runners, reports', async () => {
  const store = new MemoryArtifactStore();
  // r0: a complete bundle (attempt 1 diagnostics superseded by an attempt 2 bundle).
  await store.uploadDirectory('capacity-r0-diagnostics-a1', join(FIXTURES, 'local-cpu0'), ['status.json']);
  await store.uploadDirectory('capacity-r0-bundle-a2', join(FIXTURES, 'local-cpu0'), FILES);
  // r1: its study was changed after assembly (SHA256SUMS no longer matches).
  const damaged = mkdtempSync(join(tmpdir(), 'pp-damaged-'));
  for (const f of FILES) writeFileSync(join(damaged, f), readFileSync(join(FIXTURES, 'local-cpu1', f)));
  writeFileSync(
    join(damaged, 'capacity-study.json'),
    readFileSync(join(damaged, 'capacity-study.json'), 'utf8').replace(
      '"synthetic": false',
      '"synthetic": false ',
    ),
  );
  await store.uploadDirectory('capacity-r1-bundle-a1', damaged, FILES);
  rmSync(damaged, { recursive: true, force: true });
  // r2: complete. r3 ("ubuntu-latest"): nothing uploaded at all.
  await store.uploadDirectory('capacity-r2-bundle-a1', join(FIXTURES, 'local-cpu0-1'), FILES);
  // Someone else's artifact with a similar name is ignored.
  await store.uploadDirectory('capacity-r20-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);

  // The fleet job runs in attempt 2, so r0's attempt 2 bundle is its latest.
  const { p, out, summaries, comments, log } = ports(store, cwd, '2');
  const result = await runAction(
    inputs({
      runners: ['local-cpu0', 'local-cpu1', 'local-cpu0-1', 'ubuntu-latest'],
      prices: JSON.stringify({
        'local-cpu0': { usd_per_minute: 0.004 },
        'local-cpu1': { usd_per_minute: 0.004 },
        'local-cpu0-1': { usd_per_minute: 0.008 },
        'ubuntu-latest': { usd_per_minute: 0.008 },
      }),
    }),
    p,
  );
  expect(result.status).toBe('incomplete');
  expect(result.failures.some((f) => f.includes('runner "local-cpu1": capacity-study.json has sha256'))).toBe(
    true,
  );
  expect(result.failures.some((f) => f.startsWith('fleet incomplete: local-cpu1, ubuntu-latest'))).toBe(true);
  expect(log.some((l) => l.startsWith('warning runner ubuntu-latest: no capacity-r3-bundle'))).toBe(true);
  expect(out.status).toBe('incomplete');
  expect(out['bundle-artifact-name']).toBe('capacity-fleet-bundle-a2');
  const decision = JSON.parse(out.decision);
  expect(['local-cpu0', 'local-cpu0-1']).toContain(decision.runner);

  const bundle = store.contents('capacity-fleet-bundle-a2')!;
  const fleet = toPlain(parseJson(bundle.get('capacity-fleet.json')!.toString('utf8'))) as Plain;
  expect(fleet.runners.map((r: Plain) => [r.label, r.status, r.artifact_name])).toEqual([
    ['local-cpu0', 'complete', 'capacity-r0-bundle-a2'],
    ['local-cpu1', 'incomplete', 'capacity-r1-bundle-a1'],
    ['local-cpu0-1', 'complete', 'capacity-r2-bundle-a1'],
    ['ubuntu-latest', 'incomplete', null],
  ]);
  expect(fleet.runners[1]).toMatchObject({ failed_stage: 'fleet-verification' });
  expect(fleet.runners[1].incomplete_reason).toMatch(
    /capacity-study.json has sha256 [0-9a-f]{64}, but its bundle's SHA256SUMS records/,
  );
  expect(bundle.has('runners/r1/refused.txt')).toBe(true);
  expect(bundle.has('runners/r1/capacity-study.json')).toBe(false);

  // The uploaded fleet bundle verifies on its own.
  const copy = join(cwd, 'copy');
  for (const [rel, bytes] of bundle) {
    const target = join(copy, rel);
    (await import('node:fs')).mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, bytes);
  }
  const verified = await verifyFleetBundle(copy);
  expect(verified.problems).toEqual([]);

  expect(summaries).toHaveLength(1);
  expect(summaries[0]).toContain('# Capacity fleet receipt');
  expect(summaries[0]).toContain('| local-cpu1 | — | **INCOMPLETE** (fleet-verification) |');
  expect(summaries[0]).toContain('(https://github.com/o/r/actions/runs/7#artifacts)');
  expect(comments.calls).toHaveLength(1);
  expect(comments.calls[0].key).toBe('fleet:capacity/run.json');
  expect(comments.calls[0].body).toBe(summaries[0]);
});

test('fleet: a study forged together with its SHA256SUMS is refused by re-derivation; the others are kept', async () => {
  const store = new MemoryArtifactStore();
  await store.uploadDirectory('capacity-r0-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);
  // r1 and r2: a doubled rate, with SHA256SUMS rewritten to match, so only re-derivation can tell.
  for (const [index, label] of [
    [1, 'local-cpu1'],
    [2, 'local-cpu0-1'],
  ] as const) {
    const forged = mkdtempSync(join(tmpdir(), 'pp-forged-'));
    for (const f of FILES) writeFileSync(join(forged, f), readFileSync(join(FIXTURES, label, f)));
    const text = readFileSync(join(forged, 'capacity-study.json'), 'utf8');
    const rate = /"generated_tokens_per_second_median": ([0-9.]+)/.exec(text)![1];
    const edited = text.replace(
      `"generated_tokens_per_second_median": ${rate}`,
      `"generated_tokens_per_second_median": ${Number(rate) * 2}`,
    );
    expect(edited).not.toBe(text);
    writeFileSync(join(forged, 'capacity-study.json'), edited);
    const sums = readFileSync(join(forged, 'SHA256SUMS'), 'utf8').replace(
      /^[0-9a-f]{64}(?= {2}\.\/capacity-study\.json$)/m,
      createHash('sha256').update(edited).digest('hex'),
    );
    writeFileSync(join(forged, 'SHA256SUMS'), sums);
    await store.uploadDirectory(`capacity-r${index}-bundle-a1`, forged, FILES);
    rmSync(forged, { recursive: true, force: true });
  }
  const { p, log } = ports(store, cwd);
  const result = await runAction(inputs({ runners: ['local-cpu0', 'local-cpu1', 'local-cpu0-1'] }), p);
  expect(result.status).toBe('incomplete');
  // Each forged runner is reported once, in runner order.
  const refusals = result.failures.filter((f) => f.includes('its study is refused'));
  expect(refusals.map((f) => f.slice(0, f.indexOf(':')))).toEqual([
    'runner "local-cpu1"',
    'runner "local-cpu0-1"',
  ]);
  expect(log.filter((l) => l.includes('its study is refused'))).toHaveLength(2);

  const bundle = store.contents('capacity-fleet-bundle-a1')!;
  const fleet = toPlain(parseJson(bundle.get('capacity-fleet.json')!.toString('utf8'))) as Plain;
  expect(fleet.runners.map((r: Plain) => [r.label, r.status, r.failed_stage])).toEqual([
    ['local-cpu0', 'complete', null],
    ['local-cpu1', 'incomplete', 'fleet-verification'],
    ['local-cpu0-1', 'incomplete', 'fleet-verification'],
  ]);
  expect(fleet.runners[1].incomplete_reason).toMatch(
    /^its study is refused: .*differ from the recomputation/,
  );
  expect(fleet.runners[1].receipt_file).toBeNull();
  expect(bundle.get('runners/r1/refused.txt')!.toString('utf8')).toBe(
    `${fleet.runners[1].incomplete_reason}\n`,
  );
  for (const gone of [
    'runners/r1/capacity-study.json',
    'runners/r1/capacity-receipt.md',
    'runners/r2/status.json',
  ])
    expect(bundle.has(gone)).toBe(false);
  expect(fleet.decision.choice.runner).toBe('local-cpu0');

  // The fleet bundle re-derives byte for byte from what it holds.
  const copy = join(cwd, 'copy');
  for (const [rel, bytes] of bundle) {
    mkdirSync(join(copy, rel, '..'), { recursive: true });
    writeFileSync(join(copy, rel), bytes);
  }
  expect((await verifyFleetBundle(copy)).problems).toEqual([]);
});

test('fleet: a bad price table is a configuration error naming the input and the runner', async () => {
  const store = new MemoryArtifactStore();
  await store.uploadDirectory('capacity-r0-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);
  const { p } = ports(store, cwd);
  await expect(
    runAction(inputs({ runners: ['local-cpu0'], prices: '{"local-cpu0": {"usd_per_minute": -1}}' }), p),
  ).rejects.toThrow(/Input 'prices': .*usd_per_minute of runner "local-cpu0" must be greater than 0/);
});

test('fleet: an artifact of a later attempt than the running one is ignored and logged', async () => {
  const store = new MemoryArtifactStore();
  await store.uploadDirectory('capacity-r0-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);
  // Named for attempt 9 while attempt 1 runs: not made by this workflow's jobs so far.
  await store.uploadDirectory('capacity-r0-bundle-a9', join(FIXTURES, 'local-cpu1'), FILES);
  const { p, log } = ports(store, cwd, '1');
  const result = await runAction(inputs({ runners: ['local-cpu0'] }), p);
  expect(result).toEqual({ status: 'complete', failures: [] });
  const bundle = store.contents('capacity-fleet-bundle-a1')!;
  const fleet = toPlain(parseJson(bundle.get('capacity-fleet.json')!.toString('utf8'))) as Plain;
  expect(fleet.runners[0].artifact_name).toBe('capacity-r0-bundle-a1');
  expect(log).toContain(
    'warning runner local-cpu0: artifact capacity-r0-bundle-a9 ignored: attempt 9 is later than the running attempt 1',
  );
});

test('fleet: runner bundles are downloaded under an explicit bound, and only the files the fleet reads are kept', async () => {
  const store = new MemoryArtifactStore();
  const src = mkdtempSync(join(tmpdir(), 'pp-full-'));
  for (const f of FILES) writeFileSync(join(src, f), readFileSync(join(FIXTURES, 'local-cpu0', f)));
  mkdirSync(join(src, 'runs', 'forward'), { recursive: true });
  writeFileSync(join(src, 'runs', 'forward', 'server.stderr.log'), 'raw evidence the fleet never reads\n');
  await store.uploadDirectory('capacity-r0-bundle-a1', src, [...FILES, 'runs/forward/server.stderr.log']);
  rmSync(src, { recursive: true, force: true });
  const seen: unknown[] = [];
  const download = store.download.bind(store);
  store.download = (ref, dest, options) => {
    seen.push(options?.limits);
    return download(ref, dest, options);
  };
  const { p } = ports(store, cwd);
  expect((await runAction(inputs({ runners: ['local-cpu0'] }), p)).status).toBe('complete');
  expect(seen).toEqual([FLEET_RUNNER_DOWNLOAD_LIMITS]);
  expect(FLEET_RUNNER_DOWNLOAD_LIMITS.maxExtractedBytes).toBe(STUDY_BOUND_BYTES + RUNNER_DERIVED_BYTES);
  expect(readdirSync(join(cwd, 'work', 'fleet', 'incoming', 'capacity-r0-bundle-a1')).sort()).toEqual(
    [...FILES].sort(),
  );
});

test('fleet: a runner bundle whose SHA256SUMS is not UTF-8 refuses that runner only, naming the file', async () => {
  const store = new MemoryArtifactStore();
  await store.uploadDirectory('capacity-r0-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);
  const bad = mkdtempSync(join(tmpdir(), 'pp-bad-sums-'));
  for (const f of FILES) writeFileSync(join(bad, f), readFileSync(join(FIXTURES, 'local-cpu1', f)));
  writeFileSync(join(bad, 'SHA256SUMS'), Buffer.from([0x66, 0xff, 0xfe, 0x0a]));
  await store.uploadDirectory('capacity-r1-bundle-a1', bad, FILES);
  rmSync(bad, { recursive: true, force: true });
  const { p } = ports(store, cwd);
  const result = await runAction(inputs({ runners: ['local-cpu0', 'local-cpu1'] }), p);
  expect(result.status).toBe('incomplete');
  expect(result.failures[0]).toBe(
    'runner "local-cpu1": capacity-r1-bundle-a1/SHA256SUMS: is not valid UTF-8',
  );
  const bundle = store.contents('capacity-fleet-bundle-a1')!;
  const fleet = toPlain(parseJson(bundle.get('capacity-fleet.json')!.toString('utf8'))) as Plain;
  expect(fleet.runners.map((r: Plain) => [r.label, r.status])).toEqual([
    ['local-cpu0', 'complete'],
    ['local-cpu1', 'incomplete'],
  ]);
});

test('fleet: a cancelled runner study is recorded as cancelled: nothing downloaded, no comment, no failure', async () => {
  const store = new MemoryArtifactStore();
  await store.uploadDirectory('capacity-r0-bundle-a1', join(FIXTURES, 'local-cpu0'), FILES);
  store.download = () => Promise.reject(new Error('a cancelled fleet downloads nothing'));
  const { p, out, summaries, comments, log } = ports(store, cwd);
  const result = await runAction(
    inputs({ runners: ['local-cpu0', 'local-cpu1'], studyResult: 'cancelled' }),
    p,
  );
  expect(result).toEqual({ status: 'cancelled', failures: [] });
  expect(out).toMatchObject({ status: 'cancelled', 'bundle-artifact-name': '', decision: 'null' });
  expect(comments.calls).toHaveLength(0);
  expect(summaries).toHaveLength(1);
  expect(summaries[0]).toMatch(/^# Capacity fleet study cancelled/);
  expect(summaries[0]).not.toMatch(/incomplete/i);
  expect((await store.list()).map((a) => a.name)).toEqual(['capacity-r0-bundle-a1']);
  expect(log.some((l) => l.startsWith('notice ') && l.includes('cancelled'))).toBe(true);

  // Only `cancelled` skips the fleet: a failed runner study is compared, and fails fail-on.
  const again = ports(new MemoryArtifactStore(), cwd);
  const failed = await runAction(inputs({ runners: ['local-cpu0'], studyResult: 'failure' }), again.p);
  expect(failed.status).toBe('incomplete');
  expect(failed.failures.join('\n')).toMatch(/fleet incomplete: local-cpu0/);
  expect(again.comments.calls).toHaveLength(1);
});
