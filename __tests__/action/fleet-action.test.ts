// The action's fleet command against in-memory artifacts: each runner's study is assembled from its
// own cell artifacts (one runner complete, one missing a cell, one with nothing), while bundle
// artifacts that any job of the run could have uploaded decide nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { listBundleFiles } from '../../src/adapters/bundle/bundle-files.js';
import { receiptFor } from '../../src/orchestrators/study-io.js';
import { verifyFleetBundle } from '../../src/orchestrators/verify-fleet-bundle.js';
import { toPlain } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';
import { FIXTURES, type Plain } from '../kits/fleet-kit.js';
import { uploadLikeMeasureSteps } from '../kits/study-artifacts.js';

const FILES = ['capacity-study.json', 'status.json', 'capacity-receipt.md', 'SHA256SUMS'];

function inputs(over: Partial<ActionInputs>): ActionInputs {
  return {
    command: 'fleet',
    plan: 'capacity/capacity.json',
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

/** A copy of a real runner bundle with its receipt replaced and SHA256SUMS rewritten to match. */
async function uploadForgedBundle(store: MemoryArtifactStore, name: string, label: string): Promise<void> {
  const forged = mkdtempSync(join(tmpdir(), 'pp-forged-'));
  for (const f of FILES) writeFileSync(join(forged, f), readFileSync(join(FIXTURES, label, f)));
  const receipt =
    '# ParetoPilot Arm64 Capacity Receipt\n\n| cell | gate |\n| --- | --- |\n| all | everything PASS, 9999 tok/s |\n';
  writeFileSync(join(forged, 'capacity-receipt.md'), receipt);
  writeFileSync(
    join(forged, 'SHA256SUMS'),
    readFileSync(join(forged, 'SHA256SUMS'), 'utf8').replace(
      /^[0-9a-f]{64}(?= {2}\.\/capacity-receipt\.md$)/m,
      createHash('sha256').update(receipt).digest('hex'),
    ),
  );
  await store.uploadDirectory(name, forged, FILES);
  rmSync(forged, { recursive: true, force: true });
}

/** Writes an uploaded fleet bundle to disk, for verify-fleet. */
function materialize(bundle: ReadonlyMap<string, Buffer>, dir: string): string {
  for (const [rel, bytes] of bundle) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), bytes);
  }
  return dir;
}

test('fleet: each runner is assembled from its own cell artifacts; bundle artifacts a study job uploaded decide nothing', async () => {
  const store = new MemoryArtifactStore();
  // r0: every cell. r1: one run cell never arrived. r2 ("ubuntu-latest"): nothing at all.
  await uploadLikeMeasureSteps(store, { prefix: 'capacity-r0' });
  await uploadLikeMeasureSteps(store, {
    prefix: 'capacity-r1',
    seed: 11,
    skip: (key) => key === 'runs/reverse/cand-2/p2',
  });
  // Any job of the run can upload these: an unsuffixed r0 bundle with an "everything PASS" receipt
  // (once ranked as attempt 1, winning by name order), and a complete-looking r1 bundle for attempt 1.
  await uploadForgedBundle(store, 'capacity-r0-bundle', 'local-cpu0');
  await uploadForgedBundle(store, 'capacity-r1-bundle-a1', 'local-cpu1');
  await uploadForgedBundle(store, 'capacity-r2-bundle-a1', 'local-cpu0-1');

  const { p, out, summaries, comments } = ports(store, cwd);
  const result = await runAction(inputs({ runners: ['arm-a', 'arm-b', 'ubuntu-latest'] }), p);
  expect(result.status).toBe('incomplete');
  expect(result.failures).toEqual([
    'fleet incomplete: arm-b, ubuntu-latest did not produce a verified study',
  ]);
  expect(out['bundle-artifact-name']).toBe('capacity-fleet-bundle-a1');

  const bundle = store.contents('capacity-fleet-bundle-a1')!;
  const fleet = toPlain(parseJson(bundle.get('capacity-fleet.json')!.toString('utf8'))) as Plain;
  expect(fleet.runners.map((r: Plain) => [r.label, r.status, r.artifact_name, r.failed_stage])).toEqual([
    ['arm-a', 'complete', 'capacity-r0', null],
    ['arm-b', 'incomplete', 'capacity-r1', 'assemble'],
    ['ubuntu-latest', 'incomplete', 'capacity-r2', 'download'],
  ]);
  expect(fleet.runners[1].incomplete_reason).toMatch(/measurement did not finish/);
  // r0's receipt is the one rendered from the study assembled here, never the uploaded one.
  const receipt = bundle.get('runners/r0/capacity-receipt.md')!.toString('utf8');
  expect(receipt).not.toContain('everything PASS');
  expect(receipt).toBe(receiptFor(parseJson(bundle.get('runners/r0/capacity-study.json')!.toString('utf8'))));
  expect(bundle.has('runners/r1/capacity-receipt.md')).toBe(false);
  for (const body of [summaries[0], comments.calls[0].body]) expect(body).not.toContain('everything PASS');
  expect(comments.calls).toHaveLength(1);
  expect(comments.calls[0].key).toBe('fleet:capacity/capacity.json');

  // Of each runner, the study, its status and receipt, and its raw time reports and server logs
  // are kept; the fleet re-derives RSS from them and says so.
  const r0 = [...bundle.keys()].filter((k) => k.startsWith('runners/r0/')).map((k) => k.slice(11));
  expect(r0.filter((f) => !f.startsWith('runs/')).sort()).toEqual([
    'capacity-receipt.md',
    'capacity-study.json',
    'status.json',
  ]);
  expect(
    r0.filter((f) => f.startsWith('runs/')).every((f) => /\/(server-time\.txt|server\.stderr\.log)$/.test(f)),
  ).toBe(true);
  expect(r0.filter((f) => f.endsWith('server-time.txt'))).toHaveLength(8);
  expect(summaries[0]).toContain(
    '`arm-a`: peak RSS and KleidiAI marker counts re-read from the GNU time reports',
  );
  expect(await listBundleFiles(join(cwd, 'work', 'fleet', 'incoming', 'r0'))).toEqual(
    [...r0, 'SHA256SUMS'].filter((f, i, a) => a.indexOf(f) === i).sort(),
  );

  // The uploaded fleet bundle verifies on its own.
  expect((await verifyFleetBundle(materialize(bundle, join(cwd, 'copy')))).problems).toEqual([]);
});

test('fleet: a bad price table is a configuration error naming the input and the runner', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, { prefix: 'capacity-r0' });
  const { p } = ports(store, cwd);
  await expect(
    runAction(inputs({ runners: ['arm-a'], prices: '{"arm-a": {"usd_per_minute": -1}}' }), p),
  ).rejects.toThrow(/Input 'prices': .*usd_per_minute of runner "arm-a" must be greater than 0/);
});

test('fleet: a study matrix that did not succeed makes the fleet at most incomplete, saying why', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, { prefix: 'capacity-r0' });
  const { p, out, comments } = ports(store, cwd);
  const result = await runAction(inputs({ runners: ['arm-a'], studyResult: 'failure' }), p);
  expect(result.status).toBe('incomplete');
  expect(out.status).toBe('incomplete');
  expect(result.failures).toEqual([
    "fleet incomplete: the study matrix's result is failure, not success: at least one runner's study job did not finish cleanly, and GitHub does not say which",
  ]);
  expect(comments.calls).toHaveLength(1);
  expect(comments.calls[0].body).toContain("**Not complete:** the study matrix's result is failure");
});

test('fleet: a cancelled runner study is recorded as cancelled: nothing downloaded, no comment, no failure', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, { prefix: 'capacity-r0' });
  const before = (await store.list()).map((a) => a.name);
  store.download = () => Promise.reject(new Error('a cancelled fleet downloads nothing'));
  const { p, out, summaries, comments, log } = ports(store, cwd);
  const result = await runAction(inputs({ runners: ['arm-a', 'arm-b'], studyResult: 'cancelled' }), p);
  expect(result).toEqual({ status: 'cancelled', failures: [] });
  expect(out).toMatchObject({ status: 'cancelled', 'bundle-artifact-name': '', decision: 'null' });
  expect(comments.calls).toHaveLength(0);
  expect(summaries).toHaveLength(1);
  expect(summaries[0]).toMatch(/^# Capacity fleet study cancelled/);
  expect(summaries[0]).not.toMatch(/incomplete/i);
  expect((await store.list()).map((a) => a.name)).toEqual(before);
  expect(log.some((l) => l.startsWith('notice ') && l.includes('cancelled'))).toBe(true);
});
