// Paired comparisons, the minimum detectable effect, verdicts, pairs needed and cell intervals.
import { describe, expect, it } from '@jest/globals';
import { fitBlockModel } from '../../../src/domain/statistics/block-model.js';
import {
  cellInterval,
  comparisonVerdict,
  minimumDetectableEffect,
  pairedComparison,
} from '../../../src/domain/statistics/compare.js';
import { studentTQuantile } from '../../../src/domain/statistics/distributions.js';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

// msE 0.02 on 2 df, n = 2 (see block-model.test.ts); t(.975, 2) and t(.8, 2) from tables.
const model = fitBlockModel([
  [1, 1.2],
  [2, 2.4],
  [0.5, 0.5],
]);
const T975_2 = 4.302652729911275;
const T80_2 = 1.0606601717798214;

describe('pairedComparison', () => {
  it('is exp(d ± t(.975, df_e)·√(2·MS_e/n)) for the ratio a/b', () => {
    const c = pairedComparison(model, 1, 0, 0.95);
    const se = Math.sqrt(0.02);
    close(c.logRatio, 1.1);
    close(c.ratio, Math.exp(1.1));
    close(c.se!, se);
    close(c.ci![0], Math.exp(1.1 - T975_2 * se));
    close(c.ci![1], Math.exp(1.1 + T975_2 * se));
    expect(c.df).toBe(2);
  });

  it('has no interval with one cell', () => {
    const one = fitBlockModel([[1, 2]]);
    expect(pairedComparison(one, 0, 0, 0.95)).toEqual({ logRatio: 0, ratio: 1, ci: null, se: null, df: 0 });
  });

  it.each([
    [3, 0, 0.95, /^a must be an integer cell index in \[0, 3\)/],
    [0, -1, 0.95, /^b must be an integer cell index/],
    [0, 1, 1.2, /^confidence must be in \(0, 1\)/],
  ])('rejects (a %p, b %p, confidence %p)', (a, b, c, message) =>
    expect(() => pairedComparison(model, a, b, c)).toThrow(message),
  );
});

describe('minimumDetectableEffect', () => {
  it('is expm1((t(1 − α/2) + t(power))·SE) at the study passes and at more passes', () => {
    close(minimumDetectableEffect(model, 0.95)!, Math.expm1((T975_2 + T80_2) * Math.sqrt(0.02)));
    // 6 passes: df (3 − 1)(6 − 1) = 10, SE √(2·0.02/6).
    close(
      minimumDetectableEffect(model, 0.95, 0.8, 6)!,
      Math.expm1((2.2281388519649385 + 0.8790578285505889) * Math.sqrt(0.04 / 6)),
    );
    expect(minimumDetectableEffect(fitBlockModel([[1, 2]]), 0.95)).toBeNull();
    expect(() => minimumDetectableEffect(model, 0.95, 1)).toThrow(/^power must be in \(0, 1\)/);
    expect(() => minimumDetectableEffect(model, 0.95, 0.8, 1)).toThrow(/^passes must be an integer ≥ 2/);
  });
});

describe('comparisonVerdict', () => {
  it.each([
    [1.1, [1.05, 1.15], 0.01, 0.05, 'better'],
    [1.04, [1.01, 1.07], 0.01, 0.05, 'indeterminate'], // shows, below the mde
    [1.005, [1.001, 1.009], 0.01, 0.002, 'indeterminate'], // shows, inside the zone
    [0.9, [0.85, 0.95], 0.01, 0.05, 'worse'],
    [0.96, [0.93, 0.99], 0.01, 0.05, 'indeterminate'],
    [1.02, [0.97, 1.07], 0.01, 0.05, 'no_detectable_difference'],
    [1.0, [1.0, 1.0], 0.01, 0, 'no_detectable_difference'],
    [1.2, null, 0.01, null, 'indeterminate'],
    [1.05, [1.02, 1.08], 0.05, null, 'better'],
    // Log-symmetric sizes: a third of the rate is as large a difference as three times it.
    [0.311, [0.196, 0.493], 0.05, 0.897, 'worse'],
    [1 / 0.311, [1 / 0.493, 1 / 0.196], 0.05, 0.897, 'better'],
    [0.6, [0.45, 0.8], 0.05, 0.897, 'indeterminate'], // ln 0.6 is inside ln 1.897
  ] as const)('ratio %p, ci %j, zone %p, mde %p → %s', (ratio, ci, zone, mde, verdict) =>
    expect(comparisonVerdict(ratio, ci as [number, number] | null, zone, mde)).toBe(verdict),
  );

  it.each([
    [0, [1, 1], 0.01, 0.1, /^ratio must be a positive finite number/],
    [1, [1.1, 1], 0.01, 0.1, /^ci must be \[lo, hi\] with lo ≤ hi/],
    [1, [1, 1], -0.01, 0.1, /^indifferenceZone must be ≥ 0/],
    [1, [1, 1], 0.01, -1, /^mde must be ≥ 0 or null/],
  ])('rejects ratio %p, ci %j, zone %p, mde %p', (ratio, ci, zone, mde, message) =>
    expect(() => comparisonVerdict(ratio, ci as [number, number], zone, mde)).toThrow(message),
  );
});

describe('cellInterval', () => {
  it('is exp(ȳx ± t(.975, ν)·√V) with the Satterthwaite df', () => {
    const c = cellInterval(model, 0, 0.95);
    close(c.estimate, Math.exp(1.1));
    close(c.df, model.cellDf!);
    expect(c.ci![0]).toBeLessThan(c.estimate);
    close(Math.log(c.ci![1]) - 1.1, 1.1 - Math.log(c.ci![0]));
    // ν ≈ 2.27: between t(.975, 2) = 4.30 and t(.975, 3) = 3.18.
    const half = (Math.log(c.ci![1]) - Math.log(c.ci![0])) / 2 / Math.sqrt(model.cellVariance!);
    expect(half).toBeGreaterThan(3.18);
    expect(half).toBeLessThan(4.31);
    expect(cellInterval(fitBlockModel([[1, 2]]), 0, 0.95)).toEqual({
      estimate: Math.exp(1.5),
      ci: null,
      df: 0,
    });
    expect(() => cellInterval(model, 5, 0.95)).toThrow(/^x must be an integer cell index/);
  });
});

describe('comparisons with server runs', () => {
  const runModel = fitBlockModel(
    [
      [1.0, 1.1, 0.95],
      [1.5, 1.62, 1.41],
      [0.7, 0.66, 0.8],
      [0.9, 0.83, 1.02],
    ],
    [0, 0, 1, 1],
  );
  const runs = runModel.runs!;

  it('uses the within-run MS inside a run and the between-run variance across runs', () => {
    const inside = pairedComparison(runModel, 1, 0, 0.95);
    close(inside.se!, Math.sqrt((2 * runs.msWithin!) / 3));
    expect(inside.df).toBe(runs.dfWithin);
    const across = pairedComparison(runModel, 2, 0, 0.95);
    close(across.se!, Math.sqrt((2 * runs.betweenVariance) / 3));
    close(across.df, runs.betweenDf);
  });

  it('sizes the mde on the between-run variance, its df scaled with the passes', () => {
    const t = (p: number, df: number) => studentTQuantile(p, df);
    const df = (runs.betweenDf * 5) / 2;
    close(
      minimumDetectableEffect(runModel, 0.95, 0.8, 6)!,
      Math.expm1((t(0.975, df) + t(0.8, df)) * Math.sqrt((2 * runs.betweenVariance) / 6)),
    );
  });
});
