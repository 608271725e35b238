// The three-valued gates of a cell (latency, completion, memory, their combination) and the pooled
// per-cell evidence decisionCells builds from a plan and its runs.
import { describe, expect, it } from '@jest/globals';
import {
  combine,
  completionGate,
  decisionCells,
  latencyGate,
  memoryGate,
  type LatencyBound,
} from '../../../src/domain/decision/cell-gates.js';
import type { CellKey } from '../../../src/domain/plan/schedule.js';
import { clopperPearson } from '../../../src/domain/statistics/binomial.js';
import { quantileBounds } from '../../../src/domain/statistics/quantile-bounds.js';
import type { Verdict3 } from '../../../src/domain/statistics/verdicts.js';
import { decisionPlan, runsOf, sample, steadySamples } from '../../kits/decision-kit.js';

const bound = (lower: number | null, upper: number | null, requests = 100): LatencyBound => ({
  estimate: 1,
  lower,
  upper,
  requests,
  requests_needed: upper === null ? 59 : null,
  runs: 2,
  run_sd_log: 0,
  run_df: 1,
});

describe('latencyGate', () => {
  it.each<[string, Verdict3, LatencyBound, number]>([
    ['upper bound below the limit', 'pass', bound(10, 90), 100],
    ['upper bound exactly at the limit', 'pass', bound(10, 100), 100],
    ['upper bound just above, lower below', 'indeterminate', bound(10, 100.001), 100],
    ['lower bound exactly at the limit', 'indeterminate', bound(100, 200), 100],
    ['lower bound above the limit', 'fail', bound(100.5, 200), 100],
    ['no upper bound, lower below', 'indeterminate', bound(10, null), 100],
    ['no upper bound, lower above', 'fail', bound(150, null), 100],
    ['no bound at all', 'indeterminate', bound(null, null), 100],
    ['no completed request', 'fail', bound(null, null, 0), 100],
  ])('%s → %s', (_, expected, b, limit) => {
    expect(latencyGate(b, limit)).toBe(expected);
  });
});

describe('completionGate', () => {
  it.each<[string, Verdict3, number, number, number]>([
    ['minimum 1.0, every request completed', 'pass', 100, 100, 1],
    ['minimum 1.0, one failed request of 1000', 'fail', 999, 1000, 1],
    ['minimum 1.0, a single request that completed', 'pass', 1, 1, 1],
    ['no request at all', 'fail', 0, 0, 0.5],
    ['no request at all, minimum 1.0', 'fail', 0, 0, 1],
    // CP one-sided lower bound of 100/100 at 95 %: 0.05^(1/100) = 0.9705 < 0.99, upper 1.
    ['minimum 0.99, 100 of 100', 'indeterminate', 100, 100, 0.99],
    // 97/100: the one-sided upper bound is above 0.99 (P(Bin(100, .99) ≤ 97) ≈ 0.079 > 0.05).
    ['minimum 0.99, 97 of 100', 'indeterminate', 97, 100, 0.99],
    // 96/100: P(Bin(100, .99) ≤ 96) ≈ 0.018 < 0.05, so the upper bound is below 0.99.
    ['minimum 0.99, 96 of 100', 'fail', 96, 100, 0.99],
    ['minimum 0.9, 100 of 100', 'pass', 100, 100, 0.9],
    ['minimum 0, nothing completed', 'pass', 0, 10, 0],
  ])('%s → %s', (_, expected, completed, requests, minimum) => {
    expect(completionGate(completed, requests, minimum, 0.95)).toBe(expected);
  });

  it('passes 100 of 100 against 0.97 (lower bound 0.9705 reaches it) but not against 0.971', () => {
    expect(0.05 ** (1 / 100)).toBeGreaterThan(0.97);
    expect(0.05 ** (1 / 100)).toBeLessThan(0.971);
    expect(completionGate(100, 100, 0.97, 0.95)).toBe('pass');
    expect(completionGate(100, 100, 0.971, 0.95)).toBe('indeterminate');
  });
});

describe('memoryGate', () => {
  it.each<[string, Verdict3, number[], number]>([
    ['every pass below', 'pass', [100, 200], 512],
    ['every pass exactly at the ceiling', 'pass', [512, 512], 512],
    ['one pass above', 'indeterminate', [100, 513], 512],
    ['every pass above', 'fail', [600, 513], 512],
    ['four passes, one above', 'indeterminate', [1, 2, 3, 600], 512],
  ])('%s → %s', (_, expected, rss, ceiling) => {
    expect(memoryGate(rss, ceiling)).toBe(expected);
  });
});

describe('combine', () => {
  it.each<[Verdict3[], Verdict3]>([
    [['pass', 'pass', 'pass'], 'pass'],
    [['pass', 'indeterminate', 'pass'], 'indeterminate'],
    [['indeterminate', 'fail', 'pass'], 'fail'],
    [['fail'], 'fail'],
    [[], 'pass'],
  ])('%j → %s', (verdicts, expected) => {
    expect(combine(verdicts)).toBe(expected);
  });
});

describe('decisionCells', () => {
  const plan = decisionPlan({
    candidates: ['a', 'b'],
    serverLevels: [1],
    clientLevels: [1, 2],
    maxTtftMs: 400,
    maxE2eMs: 500,
  });

  it('builds one cell per plan cell in study order, with every pass rate and RSS', () => {
    const runs = runsOf(
      plan,
      (k, j) => ({ rate: 10 * (j + 1) + k.clientConcurrency, samples: steadySamples(40) }),
      (j, id) => (id === 'a' ? 100 + j : 200 + j),
    );
    const cells = decisionCells(plan, runs, () => true, 0.95);
    expect(cells.map((c) => [c.key.candidateId, c.key.serverParallel, c.key.clientConcurrency])).toEqual([
      ['a', 1, 1],
      ['a', 1, 2],
      ['b', 1, 1],
      ['b', 1, 2],
    ]);
    expect(cells[1].rates).toEqual([12, 22]);
    expect(cells[2].rss).toEqual([200, 201]);
  });

  it('pools the requests of every pass: 40 per pass give the 80 of a p95 bound', () => {
    const runs = runsOf(plan, () => ({ rate: 10, samples: steadySamples(40) }));
    const [cell] = decisionCells(plan, runs, () => true, 0.95);
    // 40 requests alone have no distribution-free upper bound on p95 (59 are needed); 80 do.
    expect(cell.e2e.requests).toBe(80);
    expect(cell.e2e.upper).not.toBeNull();
    expect(cell.e2e.requests_needed).toBeNull();
    expect(cell.attainment.e2e.requests).toBe(80);
    expect(cell.gates.e2e).toBe('pass');
    expect(cell.verdict).toBe('pass');
  });

  it('takes the run as the unit: passes that disagree widen the p95 bounds and attainment past the pooled ones', () => {
    // Each cell's second pass runs slower or faster by its own factor (no pass-wide shift).
    const factor = [1.3, 1 / 1.3, 1.2, 1 / 1.2];
    const index = (k: CellKey) => (k.candidateId === 'a' ? 0 : 2) + k.clientConcurrency - 1;
    const runs = runsOf(plan, (k, j) => ({
      rate: 10,
      samples: steadySamples(40).map((x) => {
        const e2e = x.e2e_latency_ms * (j === 1 ? factor[index(k)] : 1);
        return sample(x.index, { e2e });
      }),
    }));
    const cells = decisionCells(plan, runs, () => true, 0.95);
    const [cell] = cells;
    const values = runs
      .get('forward/a/p1')!
      .rows[0].samples.concat(runs.get('reverse/a/p1')!.rows[0].samples)
      .map((x) => x.e2e_latency_ms);
    const pooled = quantileBounds(values, 0.95, 0.95);
    // σ̂a from the four cells' run means: ±ln(1.3)/2 and ±ln(1.2)/2 about their cell means, less s²/m.
    const oneWay = (2 * (Math.log(1.3) / 2) ** 2 + 2 * (Math.log(1.2) / 2) ** 2) / 2;
    expect(cell.e2e.run_sd_log!).toBeGreaterThan(0.9 * Math.sqrt(oneWay));
    expect(cell.e2e.run_sd_log!).toBeLessThan(Math.sqrt(oneWay));
    expect(cell.e2e.runs).toBe(2);
    expect(cell.e2e.run_df).toBeGreaterThan(2);
    expect(cells.every((c) => c.e2e.run_sd_log === cell.e2e.run_sd_log)).toBe(true);
    expect(cell.e2e.estimate).toBe(pooled.estimate);
    expect(cell.e2e.upper!).toBeGreaterThan(1.2 * pooled.upper!);
    expect(cell.e2e.lower!).toBeLessThan(pooled.lower!);
    // A limit the pooled requests would pass is INDETERMINATE once the runs count.
    expect(latencyGate({ ...cell.e2e, upper: pooled.upper }, 1.01 * pooled.upper!)).toBe('pass');
    expect(latencyGate(cell.e2e, 1.01 * pooled.upper!)).toBe('indeterminate');
    // Attainment at a 140 ms limit: Clopper–Pearson at the smaller effective sample of two runs.
    const tight = decisionCells(
      { ...plan, load_slo: { ...plan.load_slo, max_e2e_latency_ms_p95: 140 } },
      runs,
      () => true,
      0.95,
    );
    const att = tight[0].attainment.e2e;
    expect(att.within).toBe(values.filter((v) => v <= 140).length);
    expect(att.lower).toBeLessThan(clopperPearson(att.within, 80, 0.95, 'lower').lower);
    expect(att.upper).toBeGreaterThan(clopperPearson(att.within, 80, 0.95, 'upper').upper);
  });

  it('has no bound and an INDETERMINATE latency gate with too few requests over all passes', () => {
    const runs = runsOf(plan, () => ({ rate: 10, samples: steadySamples(20) }));
    const [cell] = decisionCells(plan, runs, () => true, 0.95);
    expect(cell.e2e.requests).toBe(40);
    expect(cell.e2e.upper).toBeNull();
    expect(cell.e2e.requests_needed).toBe(59);
    expect(cell.gates.e2e).toBe('indeterminate');
    expect(cell.verdict).toBe('indeterminate');
  });

  it('counts failed requests as not within the limit and fails the count-rule completion gate', () => {
    const runs = runsOf(plan, (_k, j) => ({
      rate: 10,
      samples: [
        ...steadySamples(38),
        sample(39, { e2e: 5000, completed: false, ttft: null }),
        // Completed, but over the 500 ms E2E limit.
        sample(40, { e2e: j === 0 ? 600 : 100 }),
      ],
    }));
    const [cell] = decisionCells(plan, runs, () => true, 0.95);
    expect(cell.attainment.e2e).toMatchObject({ within: 77, requests: 80 });
    expect(cell.attainment.e2e.fraction).toBeCloseTo(77 / 80, 12);
    expect(cell.attainment.e2e.lower).toBeLessThan(77 / 80);
    expect(cell.attainment.e2e.upper).toBeGreaterThan(77 / 80);
    // The failed request's latency is not part of the p95 (only completed requests are).
    expect(cell.e2e.requests).toBe(78);
    expect(cell.gates.completion).toBe('fail');
    expect(cell.verdict).toBe('fail');
  });

  it('reads the quality gate per (candidate, P) and the memory gate against the plan ceiling', () => {
    const runs = runsOf(
      plan,
      () => ({ rate: 10, samples: steadySamples(40) }),
      (j, id) => (id === 'b' && j === 1 ? 1e6 : 100),
    );
    const cells = decisionCells(plan, runs, (id) => id === 'a', 0.95);
    expect(cells.map((c) => c.gates.quality)).toEqual(['pass', 'pass', 'fail', 'fail']);
    expect(cells.map((c) => c.gates.memory)).toEqual(['pass', 'pass', 'indeterminate', 'indeterminate']);
  });

  it('has no TTFT gate and no TTFT attainment when the plan sets no TTFT limit', () => {
    const noTtft = decisionPlan({ serverLevels: [1], clientLevels: [1], maxTtftMs: null });
    const runs = runsOf(noTtft, () => ({ rate: 10, samples: steadySamples(40) }));
    const [cell] = decisionCells(noTtft, runs, () => true, 0.95);
    expect(cell.gates.ttft).toBeNull();
    expect(cell.attainment.ttft).toBeNull();
    // The TTFT p95 is still reported.
    expect(cell.ttft.requests).toBe(80);
    expect(cell.verdict).toBe('pass');
  });

  it('with a TTFT limit, a request with no TTFT is not within it', () => {
    const withTtft = decisionPlan({ serverLevels: [1], clientLevels: [1], maxTtftMs: 50 });
    const runs = runsOf(withTtft, () => ({
      rate: 10,
      samples: [...steadySamples(39), sample(40, { e2e: 100, ttft: null })],
    }));
    const [cell] = decisionCells(withTtft, runs, () => true, 0.95);
    expect(cell.attainment.ttft).toMatchObject({ within: 78, requests: 80 });
    expect(cell.ttft.requests).toBe(78);
  });
});
