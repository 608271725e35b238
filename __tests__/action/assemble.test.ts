// The action's final job against in-memory artifacts: downloads one run attempt's cells, keeps each
// artifact in its own lane, checks each file's recorded sha256, assembles, reports, and marks
// missing or rejected cells as an incomplete study.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';
import { appendTo, nameOf, rehash, uploadLikeMeasureSteps } from '../kits/study-artifacts.js';

function inputs(over: Partial<ActionInputs> = {}): ActionInputs {
  return {
    command: 'assemble',
    plan: 'capacity/capacity.json',
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

function ports(store: MemoryArtifactStore, cwd: string, runAttempt = 1) {
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
    artifacts: store,
    cache: null,
    writeSummary: async (md) => {
      summaries.push(md);
      return { truncated: false };
    },
    upsertComment: comments.upsert,
    env: {
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: String(runAttempt),
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

    // The action's `verify` re-derives the assembled bundle and logs every line of the report.
    const verify = ports(store, cwd);
    const verified = await runAction(inputs({ command: 'verify' }), verify.p);
    expect(verified.failures).toEqual([]);
    expect(verify.log[0]).toMatch(/^info verify: .*work.*bundle$/);
    expect(verify.log).toContain('info result: OK — every file and every derived value matches');
    const receipt = join(verify.log[0].slice('info verify: '.length), 'capacity-receipt.md');
    writeFileSync(receipt, readFileSync(receipt, 'utf8').replace('# ', '#  '));
    const tampered = ports(store, cwd);
    const mismatch = await runAction(inputs({ command: 'verify' }), tampered.p);
    expect(mismatch.failures).toEqual(['bundle verification failed (see the log for every mismatch)']);
    expect(tampered.log.some((l) => /^info result: MISMATCH/.test(l))).toBe(true);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

test('assemble: a baseline study is compared through its checked selections; a malformed one is only a warning', async () => {
  const run = async (serverParallel: unknown) => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    const cwd = mkdtempSync(join(tmpdir(), 'pp-act-'));
    try {
      writeFileSync(
        join(cwd, 'base.json'),
        JSON.stringify({
          selections: [
            {
              candidate_id: 'cand-1',
              selected_cell: {
                server_parallel: serverParallel,
                client_concurrency: 1,
                generated_tokens_per_second_median: 1.0,
              },
            },
          ],
        }),
      );
      const { p, summaries, log } = ports(store, cwd);
      const result = await runAction(inputs({ baselineStudy: 'base.json' }), p);
      return { failures: result.failures, summary: summaries[0], log: log.join('\n') };
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  };
  const good = await run(1);
  expect(good.failures).toEqual([]);
  expect(good.summary).toContain('## Change vs baseline');
  expect(good.summary).toContain('| cand-1 | P1 / C1 · 1.00 tok/s | P');

  const bad = await run('1');
  expect(bad.failures).toEqual([]);
  expect(bad.summary).not.toContain('## Change vs baseline');
  expect(bad.log).toMatch(
    /warning baseline study base\.json could not be read \(.*\/selections\/0\/selected_cell\/server_parallel.*expected an integer, found a string/,
  );
});

test('assemble: a missing cell gives an incomplete status naming it and a diagnostics bundle', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, { skip: (key) => key === 'runs/reverse/cand-2/p2' });
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

/** Runs the assemble command in a fresh working directory and returns what it produced. */
async function assemble(store: MemoryArtifactStore, runAttempt = 1) {
  const cwd = mkdtempSync(join(tmpdir(), 'pp-act-'));
  try {
    const h = ports(store, cwd, runAttempt);
    const result = await runAction(inputs(), h.p);
    const name = h.out['bundle-artifact-name'];
    const bundle = store.contents(name)!;
    const status = JSON.parse(bundle.get('status.json')!.toString('utf8')) as Record<string, unknown>;
    return { ...h, result, name, bundle, status, logText: h.log.join('\n') };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

const CELL = 'runs/forward/cand-1/p1';

describe('one run attempt per study', () => {
  test("a rerun that stopped halfway is incomplete, never completed with the earlier attempt's cells", async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, { attempt: 1 });
    // Attempt 2 ran prepare and the forward pass, then stopped: its reverse pass and quality are missing.
    await uploadLikeMeasureSteps(store, {
      attempt: 2,
      skip: (key) => key.startsWith('runs/reverse/') || key.startsWith('quality/'),
    });
    const { result, status, bundle, logText } = await assemble(store, 2);
    expect(result.status).toBe('incomplete');
    expect([...(status.missing_cells as string[])].sort()).toEqual([
      'quality cand-1/p1',
      'quality cand-1/p2',
      'quality cand-2/p1',
      'quality cand-2/p2',
      'run reverse/cand-1/p1',
      'run reverse/cand-1/p2',
      'run reverse/cand-2/p1',
      'run reverse/cand-2/p2',
    ]);
    expect([...bundle.keys()].some((f) => f.startsWith('runs/reverse/') || f.startsWith('quality/'))).toBe(
      false,
    );
    expect(logText).toMatch(/info assembling the artifacts of run attempt 2/);
    expect(logText).toMatch(
      /info artifact capacity-run-reverse-cand-1-p1-a1 ignored: it belongs to attempt 1; the study uses attempt 2/,
    );
  });

  test('artifacts named with an attempt above GITHUB_RUN_ATTEMPT are ignored', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, { attempt: 1 });
    const original = store.contents(nameOf(CELL, 1))!.get(`${CELL}/server-time.txt`)!;
    // A consistent (re-hashed) but different cell and prepare claiming attempt 3 while attempt 1 runs.
    await uploadLikeMeasureSteps(store, {
      attempt: 3,
      skip: (key) => key !== CELL && key !== 'prepare',
      alter: (key, src, upload) => {
        if (key !== CELL) return;
        appendTo(join(src, CELL, 'server-time.txt'), 'forged\n');
        rehash(src, CELL, upload);
      },
    });
    const { result, bundle, logText } = await assemble(store, 1);
    expect(result.status).toBe('complete');
    expect(Buffer.compare(bundle.get(`${CELL}/server-time.txt`)!, original)).toBe(0);
    expect(logText).toMatch(
      /warning artifact capacity-run-forward-cand-1-p1-a3 ignored: attempt 3 is later than the running attempt 1/,
    );
    expect(logText).toMatch(/warning artifact capacity-prepare-a3 ignored/);
  });
});

describe('bounded downloads', () => {
  test('a cell artifact larger than the plan allows is refused before download', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key !== CELL) return;
        appendTo(join(src, CELL, 'server.stderr.log'), 'x'.repeat(24 * 1024 ** 2));
        rehash(src, CELL, upload);
      },
    });
    const { result, status, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(status.missing_cells).toEqual(['run forward/cand-1/p1']);
    expect(logText).toMatch(
      /error artifact capacity-run-forward-cand-1-p1-a1 \(run forward\/cand-1\/p1\): artifact "capacity-run-forward-cand-1-p1-a1" \(id \d+\) is \d+ bytes; at most \d+ are accepted, so it was not downloaded\./,
    );
  });
});

describe('artifacts stay in their lane', () => {
  test('a file that does not match its recorded sha256 fails the cell', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src) => {
        if (key === CELL) appendTo(join(src, CELL, 'server-time.txt'), 'x');
      },
    });
    const { result, status, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(status.missing_cells).toEqual(['run forward/cand-1/p1']);
    expect([...bundle.keys()].some((f) => f.startsWith(`${CELL}/`))).toBe(false);
    expect(logText).toMatch(
      /error artifact capacity-run-forward-cand-1-p1-a1 \(run forward\/cand-1\/p1\): runs\/forward\/cand-1\/p1\/server-time\.txt sha256 [0-9a-f]{64} != recorded [0-9a-f]{64}/,
    );
  });

  test("a run artifact can never replace the prepare artifact's capacity-plan.json", async () => {
    const store = new MemoryArtifactStore();
    let plan: Buffer | undefined;
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key === 'prepare') plan = readFileSync(join(src, 'capacity-plan.json'));
        if (key !== CELL) return;
        writeFileSync(join(src, 'capacity-plan.json'), '{"forged": true}\n');
        return [...upload, 'capacity-plan.json'];
      },
    });
    const { result, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(Buffer.compare(bundle.get('capacity-plan.json')!, plan!)).toBe(0);
    expect(logText).toMatch(
      /error artifact capacity-run-forward-cand-1-p1-a1 \(run forward\/cand-1\/p1\): carries files outside runs\/forward\/cand-1\/p1\/, which it may not write: capacity-plan\.json/,
    );
  });

  test("a run artifact can never write another cell's files", async () => {
    const store = new MemoryArtifactStore();
    const other = 'runs/forward/cand-2/p1/server-time.txt';
    let genuine: Buffer | undefined;
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key === 'runs/forward/cand-2/p1') genuine = readFileSync(join(src, other));
        if (key !== CELL) return;
        return [...upload, other];
      },
    });
    const { result, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(Buffer.compare(bundle.get(other)!, genuine!)).toBe(0);
    expect(logText).toMatch(
      /carries files outside runs\/forward\/cand-1\/p1\/, which it may not write: runs\/forward\/cand-2\/p1\/server-time\.txt/,
    );
  });

  test('files the sha256 list does not name are never copied and fail the cell', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key !== CELL) return;
        writeFileSync(join(src, CELL, 'server.stdout.log'), 'unlisted\n');
        return [...upload, `${CELL}/server.stdout.log`];
      },
    });
    const { result, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(bundle.has(`${CELL}/server.stdout.log`)).toBe(false);
    expect(logText).toMatch(/files not in its sha256 list: runs\/forward\/cand-1\/p1\/server\.stdout\.log/);
  });

  test('an empty sha256 list fails the cell', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src) => {
        if (key === CELL) writeFileSync(join(src, CELL, 'artifact.sha256'), '');
      },
    });
    const { result, status, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(status.missing_cells).toEqual(['run forward/cand-1/p1']);
    expect([...bundle.keys()].some((f) => f.startsWith(`${CELL}/`))).toBe(false);
    expect(logText).toMatch(/its sha256 list runs\/forward\/cand-1\/p1\/artifact\.sha256 is empty/);
  });

  test('a list that leaves out a required file fails the cell even when the file is present', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key !== CELL) return;
        const sums = join(src, CELL, 'artifact.sha256');
        writeFileSync(
          sums,
          readFileSync(sums, 'utf8')
            .split('\n')
            .filter((l) => !l.endsWith('/server-time.txt'))
            .join('\n'),
        );
        return upload;
      },
    });
    const { result, status, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(status.missing_cells).toEqual(['run forward/cand-1/p1']);
    expect(logText).toMatch(/files not in its sha256 list: runs\/forward\/cand-1\/p1\/server-time\.txt/);
  });

  test('a failed configuration keeps its verified logs in the diagnostics bundle and is reported', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key !== CELL) return;
        const sums = join(src, CELL, 'artifact.sha256');
        writeFileSync(
          sums,
          readFileSync(sums, 'utf8')
            .split('\n')
            .filter((l) => !l.endsWith('/load-evaluation.json'))
            .join('\n'),
        );
        return upload.filter((r) => !r.endsWith('load-evaluation.json'));
      },
    });
    const { result, status, bundle, logText } = await assemble(store);
    expect(result.status).toBe('incomplete');
    expect(status.missing_cells).toEqual(['run forward/cand-1/p1']);
    expect(bundle.has(`${CELL}/server.stderr.log`)).toBe(true);
    expect(logText).toMatch(
      /\(run forward\/cand-1\/p1\): incomplete, its sha256 list lacks load-evaluation\.json/,
    );
  });
});
