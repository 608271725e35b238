// The simultaneous family of cross-candidate cell differences: its Monte Carlo critical value against
// known quantiles, familywise coverage by simulation under unequal noise across levels (with and
// without runs shared by a candidate's levels), the max-of-cells bounds and the verdicts.
import { describe, expect, it } from '@jest/globals';
import { studentTQuantile } from '../../../src/domain/statistics/distributions.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import {
  crossCriticalValue,
  intervalVerdict,
  maxDifferenceBounds,
  type LogInterval,
} from '../../../src/domain/statistics/simultaneous.js';
import { fitStrataModel, strataDifferenceVariance } from '../../../src/domain/statistics/strata-model.js';

const SEED = 'a1'.repeat(32);

describe('crossCriticalValue', () => {
  it('is the two-sided t quantile for one pair, and the normal one with known variance', () => {
    const one = { groupOf: [0, 1], stratumOf: [0, 0], strata: [{ variance: 0.01, df: 5 }], passes: 2 };
    const c = crossCriticalValue(one, 0.95, 20000, new Rng(SEED))!;
    expect(c.pairs).toBe(1);
    expect(c.value).toBeCloseTo(studentTQuantile(0.975, 5), 1);
    expect(c.knownVariance).toBeCloseTo(1.96, 1);
  });

  it('grows with the family and is null without a cross-group pair', () => {
    const family = (k: number) => ({
      groupOf: Array.from({ length: 3 * k }, (_, x) => Math.floor(x / 3)),
      stratumOf: Array.from({ length: 3 * k }, (_, x) => x % 3),
      strata: [0.01, 0.04, 0.09].map((variance) => ({ variance, df: 20 })),
      passes: 4,
    });
    const values = [2, 4, 8].map((k) => crossCriticalValue(family(k), 0.95, 4000, new Rng(SEED))!.value);
    expect(values[0]).toBeLessThan(values[1]);
    expect(values[1]).toBeLessThan(values[2]);
    expect(crossCriticalValue({ ...family(1) }, 0.95, 100, new Rng(SEED))).toBeNull();
    expect(() => crossCriticalValue(family(2), 0.95, 0, new Rng(SEED))).toThrow('draws');
  });

  it('is deterministic for a seed', () => {
    const f = {
      groupOf: [0, 0, 1, 1],
      stratumOf: [0, 1, 0, 1],
      strata: [
        { variance: 0.01, df: 3 },
        { variance: 0.05, df: 3 },
      ],
      passes: 2,
    };
    expect(crossCriticalValue(f, 0.95, 500, new Rng(SEED))).toEqual(
      crossCriticalValue(f, 0.95, 500, new Rng(SEED)),
    );
  });
});

/**
 * Studies of k candidates × P{1,2} × C{1,2,4}: noise SD per level `sd[c]`, a pass-wide shift, and
 * (optionally) a run effect shared by the C levels of one (candidate, P) in a pass. Returns the share
 * of studies in which every cross-candidate interval held the true difference (all true means equal
 * within a level, different across levels).
 */
function familywiseCoverage(
  k: number,
  passes: number,
  runShare: number,
  studies: number,
  seed: string,
): number {
  const rng = new Rng(seed);
  const levels = [1, 2, 4];
  const sd = [0.04, 0.07, 0.12];
  const cells: { g: number; p: number; c: number }[] = [];
  for (let g = 0; g < k; g++) for (const p of [1, 2]) for (let c = 0; c < 3; c++) cells.push({ g, p, c });
  const truth = cells.map((x) => 3 + 0.3 * x.c + 0.1 * x.p);
  const runOf = cells.map((x) => x.g * 2 + (x.p - 1));
  let held = 0;
  for (let s = 0; s < studies; s++) {
    const y = cells.map((_x, i) => new Array<number>(passes).fill(truth[i]));
    for (let j = 0; j < passes; j++) {
      const shift = 0.05 * rng.normal();
      const run = Array.from({ length: 2 * k }, () => rng.normal());
      cells.forEach((x, i) => {
        const e = Math.sqrt(runShare) * run[runOf[i]] + Math.sqrt(1 - runShare) * rng.normal();
        y[i][j] += shift + sd[x.c] * e;
      });
    }
    const model = fitStrataModel(
      y,
      cells.map((x) => levels[x.c]),
      runOf,
    )!;
    const cv = crossCriticalValue(
      { groupOf: cells.map((x) => x.g), stratumOf: model.stratumOf, strata: model.strata, passes },
      0.95,
      400,
      rng,
    )!;
    let all = true;
    for (let a = 0; a < cells.length && all; a++)
      for (let b = 0; b < cells.length && all; b++) {
        if (cells[a].g === cells[b].g) continue;
        const v = strataDifferenceVariance(model, a, b)!;
        const se = Math.sqrt(v.variance / passes);
        const d = model.cellMeans[a] - model.cellMeans[b] - (truth[a] - truth[b]);
        if (Math.abs(d) > cv.value * se) all = false;
      }
    if (all) held++;
  }
  return held / studies;
}

describe('familywise coverage under unequal noise across levels (3x at C = 4)', () => {
  it.each([
    [2, 2, 0],
    [4, 2, 0],
    [4, 4, 0],
  ])(
    'k = %i, %i passes, independent cells: every interval holds in 91–99.5 %% of 200 studies',
    (k, n, share) => {
      const rate = familywiseCoverage(k, n, share, 200, SEED);
      expect(rate).toBeGreaterThanOrEqual(0.91);
      expect(rate).toBeLessThanOrEqual(0.995);
    },
  );

  it('cells of one run sharing its speed keep the family at or above its level', () => {
    expect(familywiseCoverage(4, 2, 0.6, 200, 'b2'.repeat(32))).toBeGreaterThanOrEqual(0.93);
  });
});

describe('maxDifferenceBounds', () => {
  const table: Record<string, LogInterval> = {
    '0,2': [0.1, 0.3],
    '0,3': [-0.2, 0.0],
    '1,2': [0.2, 0.5],
    '1,3': [0.05, 0.25],
  };
  const interval = (x: number, y: number) => table[`${x},${y}`] ?? null;
  it('is [max_x min_y lower, max_x min_y upper]', () => {
    // x = 0: min lower −0.2, min upper 0.0; x = 1: min lower 0.05, min upper 0.25.
    expect(maxDifferenceBounds([0, 1], [2, 3], interval)).toEqual([0.05, 0.25]);
    expect(maxDifferenceBounds([0], [2, 3], interval)).toEqual([-0.2, 0]);
  });
  it('is null for an empty side or a missing interval', () => {
    expect(maxDifferenceBounds([], [2], interval)).toBeNull();
    expect(maxDifferenceBounds([0], [], interval)).toBeNull();
    expect(maxDifferenceBounds([0], [9], interval)).toBeNull();
  });
  it('holds the true difference of maxima whenever every pair interval holds its own', () => {
    const rng = new Rng(SEED);
    for (let t = 0; t < 200; t++) {
      const mu = Array.from({ length: 6 }, () => rng.normal());
      const est = mu.map((m) => m + 0.3 * rng.normal());
      const w = 1.2; // every |error difference| ≤ 1.2 is checked below
      const pairOk = (x: number, y: number) => Math.abs(est[x] - est[y] - (mu[x] - mu[y])) <= w;
      const A = [0, 1, 2];
      const B = [3, 4, 5];
      if (!A.every((x) => B.every((y) => pairOk(x, y)))) continue;
      const b = maxDifferenceBounds(A, B, (x, y) => [est[x] - est[y] - w, est[x] - est[y] + w])!;
      const truth = Math.max(...A.map((x) => mu[x])) - Math.max(...B.map((y) => mu[y]));
      expect(truth).toBeGreaterThanOrEqual(b[0] - 1e-12);
      expect(truth).toBeLessThanOrEqual(b[1] + 1e-12);
    }
  });
});

describe('intervalVerdict', () => {
  const ln = Math.log1p;
  it.each([
    [[ln(0.01), ln(0.03)], 0.05, 'equivalent'],
    [[ln(-0.04), ln(0.04)], 0.05, 'equivalent'],
    [[ln(0.01), ln(0.2)], 0.05, 'better'],
    [[ln(-0.3), ln(-0.01)], 0.05, 'worse'],
    [[ln(-0.1), ln(0.2)], 0.05, 'no_detectable_difference'],
    [[ln(0.01), ln(0.03)], 0, 'better'],
    [[ln(-0.04), ln(0.04)], 0, 'no_detectable_difference'],
  ] as [LogInterval, number, string][])('%j with δ = %d is %s', (interval, delta, verdict) => {
    expect(intervalVerdict(interval, delta)).toBe(verdict);
  });
  it('refuses a negative zone', () => {
    expect(() => intervalVerdict([0, 1], -0.1)).toThrow('indifferenceZone');
  });
});
