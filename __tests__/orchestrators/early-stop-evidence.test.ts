// The measure stage's evidence before a cell's turn: the levels of earlier runs read back from the
// load evaluations in the bundle (a synthetic two-pair study written to disk); a run not there gives
// none, and an unreadable one is refused naming its file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { syntheticBundle } from '../../bench/synthetic-study.js';
import { InputError } from '../../src/domain/core/errors.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { parseLoadPlan } from '../../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../../src/domain/plan/plan.js';
import { performanceRuns } from '../../src/domain/plan/schedule.js';
import { earlierTurns } from '../../src/orchestrators/early-stop-evidence.js';
import type { StudyContext } from '../../src/orchestrators/study-context.js';

const { files } = syntheticBundle({
  candidates: 1,
  serverLevels: [1, 2],
  clientLevels: [1, 2, 4],
  measuredRequests: 4,
  maxE2eMs: 300,
  decision: { pairs: 2 },
  earlyStop: { margin_percent: 20 },
});
const runs = performanceRuns(parseCapacityPlan(parseJson(files.get('capacity-plan.json')!)));
// earlierTurns reads only the context's load plan.
const ctx = { loadPlan: parseLoadPlan(parseJson(files.get('load-plan.json')!)) } as Pick<
  StudyContext,
  'loadPlan'
> as StudyContext;

let bundle: string;
beforeEach(() => {
  bundle = mkdtempSync(join(tmpdir(), 'pp-early-stop-evidence-'));
});
afterEach(() => rmSync(bundle, { recursive: true, force: true }));

function write(label: string, text?: string): void {
  const rel = `runs/${label}/load-evaluation.json`;
  const path = join(bundle, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text ?? files.get(rel)!);
}

describe('earlierTurns', () => {
  it('gives one turn per measured level of each earlier run in the bundle', async () => {
    const earlier = runs.filter((r) => r.passId === 'forward' || r.passId === 'reverse');
    for (const r of earlier) write(r.label);
    const turns = await earlierTurns(ctx, bundle, earlier);
    expect(
      turns.map((t) => `${t.passId}/${t.candidateId}/P${t.serverParallel}/C${t.clientConcurrency}`),
    ).toEqual(
      earlier.flatMap((r) =>
        [...r.clientOrder]
          .sort((a, b) => a - b)
          .map((c) => `${r.passId}/${r.candidateId}/P${r.serverParallel}/C${c}`),
      ),
    );
    // The row is the evaluation's own: P1 C2 of the forward pass is well above the 300 ms E2E limit.
    const c2 = turns.find(
      (t) => t.passId === 'forward' && t.serverParallel === 1 && t.clientConcurrency === 2,
    )!;
    expect(c2.row.e2e_latency_ms_p95).toBeGreaterThan(300 * 1.2);
    expect(c2.row.wall_time_seconds).toBeGreaterThan(0);
  });

  it('skips a run whose load evaluation another job holds', async () => {
    const [first, second] = runs;
    write(second.label);
    const turns = await earlierTurns(ctx, bundle, [first, second]);
    expect(new Set(turns.map((t) => `${t.passId}/P${t.serverParallel}`))).toEqual(
      new Set([`${second.passId}/P${second.serverParallel}`]),
    );
    expect(await earlierTurns(ctx, bundle, [first])).toEqual([]);
  });

  it('refuses an unreadable load evaluation naming its bundle path', async () => {
    const [first] = runs;
    write(first.label, '{"rows": [');
    const error = await earlierTurns(ctx, bundle, [first]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toContain(`runs/${first.label}/load-evaluation.json`);
  });
});
