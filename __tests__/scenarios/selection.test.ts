// Operating-point selection on derived bundles (spec §9.4, receipt §4.1–4.2, status §9.11): the 1 %
// tolerance band and its floor, the tie-breaker chain, and a candidate with no eligible cell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sample } from '../../src/domain/measurement/load-evaluation.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { cli } from '../kits/seed-bundle.js';
import { predict, rejectedBlock } from '../kits/scenario-oracle.js';
import {
  assembleAndRender,
  cellOf,
  cleanup,
  derivedBundle,
  envelopeSection,
  expectStudyToMatch,
  labelParts,
  MIB,
  OUTPUT_TOKENS,
  SHAPE,
} from '../kits/scenario-kit.js';

afterAll(cleanup);

const N = SHAPE.measuredRequests;
const T0 = 100;

/** One designed client level: wall time, E2E and TTFT of requests 1..N−1 (which set both p95s). */
interface Level {
  wall: number;
  e2eMs: number;
  ttftMs: number;
}

/**
 * Rewrites every sample of the designed levels (same design in both passes). Requests 1..N−1 share
 * one (start, end) pair, so equal designs give bit-equal percentiles; request N is shorter and ends
 * at T0 + wall, so the wall time alone sets the throughput.
 */
function designed(design: (candidate: string, p: number, c: number) => Level | undefined) {
  return (label: string, c: number, s: Sample): Sample => {
    const { candidate, p } = labelParts(label);
    const d = design(candidate, p, c);
    if (!d) return s;
    const last = s.index === N;
    const started = last ? T0 + d.wall - d.e2eMs / 2000 : T0;
    const finished = last ? T0 + d.wall : T0 + d.e2eMs / 1000;
    return {
      ...s,
      started_at_seconds: started,
      finished_at_seconds: finished,
      e2e_latency_ms: (finished - started) * 1000,
      ttft_ms: last ? d.ttftMs / 2 : d.ttftMs,
    };
  };
}

const tokens = N * OUTPUT_TOKENS;
/** The objective exactly as the rows compute it from the designed timestamps. */
const rate = (wall: number) => tokens / (T0 + wall - T0);

describe('the 1% tolerance band', () => {
  const BEST_WALL = 1.0;
  const best = rate(BEST_WALL);
  const floor = best * (1 - 1 / 100);
  // At the floor up to rounding (a hair below it, inside the 1e-12 relative allowance) …
  const AT_FLOOR_WALL = (BEST_WALL / 0.99) * (1 + 1e-13);
  // … and just below it (one part in a billion).
  const BELOW_WALL = (BEST_WALL / 0.99) * (1 + 1e-9);
  const design = (candidate: string, p: number, c: number): Level | undefined => {
    if (candidate === 'cand-1') {
      if (p === 2 && c === 2) return { wall: BEST_WALL, e2eMs: 500, ttftMs: 50 }; // fastest, slow E2E
      if (p === 2 && c === 1) return { wall: AT_FLOOR_WALL, e2eMs: 300, ttftMs: 50 };
      if (p === 1 && c === 2) return { wall: BELOW_WALL, e2eMs: 100, ttftMs: 50 }; // best E2E, out of band
      return { wall: 2.0, e2eMs: 200, ttftMs: 50 };
    }
    // cand-2: equal E2E everywhere, so the lower TTFT decides among the cells in the band.
    if (p === 1 && c === 1) return { wall: 2.0, e2eMs: 300, ttftMs: 10 };
    if (p === 1 && c === 2) return { wall: BEST_WALL, e2eMs: 300, ttftMs: 50 };
    if (p === 2 && c === 1) return { wall: BEST_WALL, e2eMs: 300, ttftMs: 40 };
    return { wall: 1.005, e2eMs: 300, ttftMs: 45 };
  };
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ editSample: designed(design) });
    run = await assembleAndRender(dir);
  });

  test('the design hits the intended side of the floor', () => {
    const at = rate(AT_FLOOR_WALL);
    const below = rate(BELOW_WALL);
    const allowance = (v: number) => Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(floor)), 1e-12);
    expect(at).toBeLessThan(floor);
    expect(Math.abs(at - floor)).toBeLessThanOrEqual(allowance(at));
    expect(below).toBeLessThan(floor);
    expect(Math.abs(below - floor)).toBeGreaterThan(allowance(below));
  });

  test('matches the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
  });

  test('a slower cell at the floor with lower E2E wins; a cell just below the floor is out', () => {
    expect(cellOf(run.study, 'cand-1', 2, 1).summary.generated_tokens_per_second_median).toBe(
      rate(AT_FLOOR_WALL),
    );
    expect(cellOf(run.study, 'cand-1', 1, 2).summary.generated_tokens_per_second_median).toBe(
      rate(BELOW_WALL),
    );
    const sel = run.study.selections[0];
    expect(sel).toMatchObject({
      eligible_cell_count: 4,
      within_tolerance_cell_count: 2,
      numeric_best_generated_tokens_per_second_median: best,
      objective_tolerance_percent: 1,
      selected_cell: {
        server_parallel: 2,
        client_concurrency: 1,
        generated_tokens_per_second_median: rate(AT_FLOOR_WALL),
      },
    });
    const ref = cellOf(run.study, 'cand-1', 1, 1).summary;
    expect(sel.comparison_to_reference_percent.generated_tokens_per_second_median).toBe(
      ((rate(AT_FLOOR_WALL) - ref.generated_tokens_per_second_median) /
        ref.generated_tokens_per_second_median) *
        100,
    );
    expect(run.receiptText).toContain(
      '**Envelope result:** P2 / C1 is the best observed passing point under the fixed objective.',
    );
  });

  test('with equal E2E p95 the lower TTFT p95 wins inside the band', () => {
    expect(run.study.selections[1]).toMatchObject({
      within_tolerance_cell_count: 3,
      selected_cell: { server_parallel: 2, client_concurrency: 1 },
    });
  });
});

describe('later tie-breakers: RSS, then fewer slots, then fewer clients', () => {
  // Every cell except P1/C1 has the same rate, E2E and TTFT; P1/C1 is slower and out of the band.
  const design = (_candidate: string, p: number, c: number): Level =>
    p === 1 && c === 1 ? { wall: 2.0, e2eMs: 300, ttftMs: 30 } : { wall: 1.0, e2eMs: 300, ttftMs: 30 };
  // cand-1: P2 runs use less memory; cand-2: every run uses the same memory.
  const rssKib = (label: string) => {
    const { candidate, p } = labelParts(label);
    return candidate === 'cand-1' && p === 1 ? 300 * MIB : 250 * MIB;
  };
  test('lower RSS wins, then the smaller P beats the smaller C', async () => {
    const dir = derivedBundle({ editSample: designed(design), rssKib });
    const run = await assembleAndRender(dir);
    expect(run.assemble.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
    // cand-1: P2/C1 and P2/C2 tie on RSS 250 < 300; C1 < C2.
    expect(run.study.selections[0].selected_cell).toMatchObject({
      server_parallel: 2,
      client_concurrency: 1,
    });
    expect(run.study.selections[0].within_tolerance_cell_count).toBe(3);
    // cand-2: everything ties up to P; P1/C2 beats P2/C1.
    expect(run.study.selections[1].selected_cell).toMatchObject({
      server_parallel: 1,
      client_concurrency: 2,
    });
  });
});

describe('a candidate with no eligible cell', () => {
  // cand-2 misses case a at every P: retention 2/3 < 0.9 rejects all four of its cells.
  const response = (candidate: string, _p: number, i: number) =>
    candidate === 'cand-2' && i === 0 ? 'B' : ['A', '{"k": 1}', 'Hello!'][i];
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ response });
    run = await assembleAndRender(dir);
  });

  test('selection is null with zero counts, and matches the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
    expect(run.study.selections[1]).toEqual({
      candidate_id: 'cand-2',
      reference_cell: { server_parallel: 1, client_concurrency: 1 },
      selected_cell: null,
      comparison_to_reference_percent: null,
      eligible_cell_count: 0,
      numeric_best_generated_tokens_per_second_median: null,
      objective_tolerance_percent: 1,
      within_tolerance_cell_count: 0,
      selection_basis:
        'Find the best median generated tokens/s among cells where both counterbalanced passes meet the load SLO, quality, RSS, and spread gates; treat cells within 1.0% of that best as equivalent, then apply the fixed lower-is-better tie-breakers.',
    });
  });

  test('the receipt says so in the table and the envelope, and lists all four rejections', () => {
    expect(run.receiptText).toContain(
      '| Candidate 2 | Measured resource alternative | No eligible point | Not applicable | Not applicable |',
    );
    const section = envelopeSection(run.receiptText, 'Candidate 2');
    expect(section).toContain(
      '\n\n**Envelope result:** no observed point cleared every predeclared gate.\n\n### Rejected points\n',
    );
    expect(section).not.toContain('| Gate | Observed | Result |');
    expect(section).toContain(rejectedBlock(predict(dir).cells, 'cand-2'));
    for (const point of ['P1 / C1', 'P1 / C2', 'P2 / C1', 'P2 / C2'])
      expect(section).toContain(
        `| ${point} | The task-specific quality guard failed (\`quality_gate_failed\`) |`,
      );
    expect(run.receiptText).toContain('| Candidate 2 | 1 | 2/3 | 66.7% | Matched | FAIL |');
  });

  test('status.json records a null operating point and zero eligible cells; verify accepts the bundle', async () => {
    const result = await finalizeBundle(dir);
    expect(result.complete).toBe(true);
    const status = JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8'));
    const selected1 = run.study.selections[0].selected_cell;
    expect(status.selected_operating_points).toEqual({
      'cand-1': {
        client_concurrency: selected1.client_concurrency,
        server_parallel: selected1.server_parallel,
      },
      'cand-2': null,
    });
    expect(status.eligible_cell_counts).toEqual({ 'cand-1': 4, 'cand-2': 0 });
    expect(status).toMatchObject({ status: 'complete', measurement_valid: true });
    // The study finalize wrote equals the one the CLI assembled.
    expect(readFileSync(join(dir, 'capacity-study.json'), 'utf8')).toBe(readFileSync(run.studyPath, 'utf8'));
    const verify = await cli(['verify', dir]);
    expect(verify.code).toBe(0);
  });
});
