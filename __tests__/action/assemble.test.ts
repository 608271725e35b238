// The action's final job against in-memory artifacts: downloads every cell, checks each file's
// recorded sha256, assembles, reports, and marks missing cells as an incomplete study.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MemoryArtifactStore } from '../../src/adapters/artifacts/memory-artifact-store.js';
import { runAction, type ActionPorts } from '../../src/action/run-action.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { artifactName } from '../../src/domain/artifact-names.js';
import { renderSha256Sums } from '../../src/domain/status.js';
import { sha256Hex } from '../../src/domain/hashing.js';
import { syntheticBundle } from '../../bench/synthetic-study.js';
import { createInMemoryStickyComments } from '../helpers/fake-github-api.js';

const SHAPE = { candidates: 2, serverLevels: [1, 2], clientLevels: [1, 2], measuredRequests: 4 };

function inputs(over: Partial<ActionInputs> = {}): ActionInputs {
  return {
    command: 'assemble',
    plan: 'capacity/run.json',
    workDir: 'work',
    pass: { kind: 'all' },
    artifactPrefix: 'capacity',
    artifactRetentionDays: 7,
    cache: false,
    githubToken: 'ghs_secret',
    comment: 'auto',
    failOn: ['incomplete', 'no-eligible-point'],
    baselineStudy: undefined,
    cacheDir: undefined,
    ...over,
  };
}

/** Uploads a synthetic bundle the way the measure steps do: one artifact per configuration. */
async function uploadLikeMeasureSteps(
  store: MemoryArtifactStore,
  skip: (path: string) => boolean = () => false,
) {
  const src = mkdtempSync(join(tmpdir(), 'pp-src-'));
  const { files } = syntheticBundle(SHAPE);
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(src, rel)), { recursive: true });
    writeFileSync(join(src, rel), text);
  }
  const groups = new Map<string, string[]>();
  for (const rel of files.keys()) {
    const m = /^(runs\/[^/]+\/[^/]+\/[^/]+|quality\/[^/]+\/[^/]+)\//.exec(rel);
    const key = m ? m[1] : 'prepare';
    groups.set(key, [...(groups.get(key) ?? []), rel]);
  }
  for (const [key, rels] of groups) {
    if (skip(key)) continue;
    const parts = key.split('/');
    const sumsName = key === 'prepare' ? 'prepare.sha256' : `${key}/artifact.sha256`;
    const base = key === 'prepare' ? '' : `${key}/`;
    writeFileSync(
      join(src, sumsName),
      renderSha256Sums(
        rels.map((r) => ({ path: r.slice(base.length), sha256: sha256Hex(readFileSync(join(src, r))) })),
      ),
    );
    const name =
      key === 'prepare'
        ? artifactName({ prefix: 'capacity', kind: 'prepare', runAttempt: 1 })
        : parts[0] === 'runs'
          ? artifactName({
              prefix: 'capacity',
              kind: 'run',
              pass: parts[1],
              candidate: parts[2],
              serverParallel: Number(parts[3].slice(1)),
              runAttempt: 1,
            })
          : artifactName({
              prefix: 'capacity',
              kind: 'quality',
              candidate: parts[1],
              serverParallel: Number(parts[2].slice(1)),
              runAttempt: 1,
            });
    await store.uploadDirectory(name, src, [...rels, sumsName]);
  }
  rmSync(src, { recursive: true, force: true });
}

function ports(store: MemoryArtifactStore, cwd: string) {
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
      startGroup: (n) => log.push(`group ${n}`),
      endGroup: () => log.push('endgroup'),
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
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.com',
    },
    cwd,
  };
  return { p, out, summaries, log, comments };
}

test('assemble: downloads, verifies, assembles, uploads the bundle and reports', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  const cwd = mkdtempSync(join(tmpdir(), 'pp-act-'));
  try {
    const { p, out, summaries, comments } = ports(store, cwd);
    const result = await runAction(inputs(), p);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('complete');
    expect(out.status).toBe('complete');
    expect(out['bundle-artifact-name']).toBe('capacity-bundle-a1');
    expect(JSON.parse(out['selected-points'])).toHaveProperty('cand-1');
    const bundle = store.contents('capacity-bundle-a1')!;
    for (const f of [
      'capacity-study.json',
      'capacity-receipt.md',
      'status.json',
      'SHA256SUMS',
      'evidence-metrics.json',
      'capacity-report.html',
    ])
      expect(bundle.has(f)).toBe(true);
    expect(summaries[0]).toMatch(/^# ParetoPilot Arm64 Capacity Receipt/);
    expect(summaries[0]).toMatch(/```mermaid/);
    expect(comments.calls).toHaveLength(1);
    expect(comments.calls[0].body).toBe(summaries[0]);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

test('assemble: a missing cell gives an incomplete status naming it and a diagnostics bundle', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, (key) => key === 'runs/reverse/cand-2/p2');
  const cwd = mkdtempSync(join(tmpdir(), 'pp-act-'));
  try {
    const { p, out, summaries } = ports(store, cwd);
    const result = await runAction(inputs(), p);
    expect(result.status).toBe('incomplete');
    expect(out.status).toBe('incomplete');
    expect(out['bundle-artifact-name']).toBe('capacity-diagnostics-a1');
    const status = JSON.parse(
      store.contents('capacity-diagnostics-a1')!.get('status.json')!.toString('utf8'),
    );
    expect(status).toMatchObject({
      status: 'incomplete',
      failed_stage: 'assemble',
      measurement_valid: false,
      missing_cells: ['run reverse/cand-2/p2'],
    });
    expect(summaries[0]).toMatch(/Capacity study incomplete[\s\S]*- run reverse\/cand-2\/p2/);
    expect(result.failures.join('\n')).toMatch(/study incomplete/);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

test('assemble: a downloaded file that does not match its recorded sha256 is rejected', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  // Re-upload one cell with a changed file but the old sha list.
  const name = artifactName({
    prefix: 'capacity',
    kind: 'run',
    pass: 'forward',
    candidate: 'cand-1',
    serverParallel: 1,
    runAttempt: 2,
  });
  const orig = store.contents(
    artifactName({
      prefix: 'capacity',
      kind: 'run',
      pass: 'forward',
      candidate: 'cand-1',
      serverParallel: 1,
      runAttempt: 1,
    }),
  )!;
  const dir = mkdtempSync(join(tmpdir(), 'pp-re-'));
  for (const [rel, bytes] of orig) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(
      join(dir, rel),
      rel.endsWith('server-time.txt') ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
    );
  }
  await store.uploadDirectory(name, dir, [...orig.keys()]);
  const cwd = mkdtempSync(join(tmpdir(), 'pp-act-'));
  try {
    const { p, log } = ports(store, cwd);
    const result = await runAction(inputs(), p);
    expect(result.status).toBe('incomplete');
    expect(log.join('\n')).toMatch(
      /error artifact run\/forward\/cand-1\/1: runs\/forward\/cand-1\/p1\/server-time\.txt sha256 [0-9a-f]{64} != recorded/,
    );
  } finally {
    rmSync(cwd, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});
