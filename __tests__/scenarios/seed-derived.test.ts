// Bundles derived from the golden seed: samples edited, rows recomputed, the real CLI run on the
// result, and every cell and selection compared with the independent model.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Sample } from '../../src/domain/measurement/load-evaluation.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { cli, seedCopy, SEED_BUNDLE } from '../kits/seed-bundle.js';
import { predict, rejectedBlock } from '../kits/scenario-oracle.js';
import {
  assembleAndRender,
  cellOf,
  cleanup,
  envelopeSection,
  expectStudyToMatch,
  rewriteRun,
  rowOf,
} from '../kits/scenario-kit.js';

const copies: string[] = [];
afterAll(() => {
  for (const d of copies) rmSync(d, { recursive: true, force: true });
  cleanup();
});

test('the independent model reproduces the published seed study', () => {
  const o = predict(SEED_BUNDLE);
  const seed = JSON.parse(readFileSync(join(SEED_BUNDLE, 'capacity-study.json'), 'utf8'));
  expectStudyToMatch(seed, o);
});

describe('seed with a failed request and a TTFT over the limit', () => {
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = seedCopy();
    copies.push(dir);
    // q8 P4/C4 forward: request 3 drops after 31 tokens (the seed's selected q8 point).
    rewriteRun(dir, 'forward/q8-generic/p4', 4, (s) =>
      s.index === 3
        ? { ...s, completed: false, generated_tokens: 31, error: 'network error: TimeoutError: timed out' }
        : s,
    );
    // q4 P2/C2 reverse: request 1's first token arrives at 2000.5 ms (limit 2000 ms).
    rewriteRun(dir, 'reverse/q4-kleidiai-tuned/p2', 2, (s) =>
      s.index === 1 ? { ...s, ttft_ms: 2000.5 } : s,
    );
    run = await assembleAndRender(dir);
  });

  test('assembles, renders and matches the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
  });

  test('the edited rows carry the failure, and the cells fail with the expected reasons', () => {
    const row = rowOf(run.study, 'forward/q8-generic/p4', 4);
    expect(row).toMatchObject({ completed_requests: 7, failed_requests: 1, completion_rate: 0.875 });
    const samples = row.samples as Sample[];
    const wall =
      Math.max(...samples.map((s) => s.finished_at_seconds)) -
      Math.min(...samples.map((s) => s.started_at_seconds));
    expect(row.generated_tokens_per_second).toBe((7 * 64 + 31) / wall);
    expect(cellOf(run.study, 'q8-generic', 4, 4).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'forward:completion_rate_below_minimum',
    ]);
    expect(cellOf(run.study, 'q4-kleidiai-tuned', 2, 2).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'reverse:ttft_ms_p95_above_maximum',
    ]);
  });

  test('q8 moves off P4/C4; q4 keeps it; the receipt lists the new rejections', () => {
    expect(run.study.selections[0].selected_cell).toMatchObject({
      server_parallel: 2,
      client_concurrency: 2,
    });
    expect(run.study.selections[0].eligible_cell_count).toBe(5);
    expect(run.study.selections[1].selected_cell).toMatchObject({
      server_parallel: 4,
      client_concurrency: 4,
    });
    expect(run.receiptText).toContain(
      '| Q8 generic reference | Canonical latency choice | P2 / C2 | 38.85 tok/s |',
    );
    const o = predict(dir);
    const q8 = envelopeSection(run.receiptText, 'Q8 generic reference');
    expect(q8).toContain(rejectedBlock(o.cells, 'q8-generic'));
    expect(q8).toContain(
      '| P4 / C4 | At least one pass missed the load SLO (`one_or_more_passes_failed_load_slo`)<br>' +
        'Forward pass: completion rate was below the minimum (`forward:completion_rate_below_minimum`) |',
    );
  });

  test('finalized, the derived bundle verifies', async () => {
    const result = await finalizeBundle(dir);
    expect(result.status.selected_operating_points).toEqual({
      'q8-generic': { client_concurrency: 2, server_parallel: 2 },
      'q4-kleidiai-tuned': { client_concurrency: 4, server_parallel: 4 },
    });
    const v = await cli(['verify', dir]);
    expect(v.code).toBe(0);
  });
});
