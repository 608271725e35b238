// The noise model per client concurrency: per-level variances recovered from simulated tables, the
// within-run variance of two levels of one server run, the pooled fallback of a single-cell level,
// and the variance of every kind of difference.
import { describe, expect, it } from '@jest/globals';
import { Rng } from '../../../src/domain/statistics/random.js';
import { fitStrataModel, strataDifferenceVariance } from '../../../src/domain/statistics/strata-model.js';

/** k candidates × P{1,2} × C{1,2,4}; run effect shared by a run's levels; per-level extra noise. */
function table(k: number, passes: number, runSd: number, levelSd: number[], rng: Rng) {
  const cells: { g: number; p: number; c: number }[] = [];
  for (let g = 0; g < k; g++) for (const p of [1, 2]) for (let c = 0; c < 3; c++) cells.push({ g, p, c });
  const runOf = cells.map((x) => x.g * 2 + x.p - 1);
  const y = cells.map(() => new Array<number>(passes).fill(0));
  for (let j = 0; j < passes; j++) {
    const shift = 0.1 * rng.normal();
    const run = Array.from({ length: 2 * k }, () => runSd * rng.normal());
    cells.forEach((x, i) => (y[i][j] = 3 + x.c + shift + run[runOf[i]] + levelSd[x.c] * rng.normal()));
  }
  return { y, levels: cells.map((x) => [1, 2, 4][x.c]), runOf };
}

describe('fitStrataModel', () => {
  it('recovers each level’s run-to-run variance, pass shifts removed (unequal across levels)', () => {
    const rng = new Rng('d4'.repeat(32));
    const { y, levels, runOf } = table(20, 10, 0.03, [0.02, 0.05, 0.1], rng);
    const m = fitStrataModel(y, levels, runOf)!;
    expect(m.strata.map((s) => s.level)).toEqual([1, 2, 4]);
    const truth = [0.02, 0.05, 0.1].map((v) => v * v + 0.03 * 0.03);
    m.strata.forEach((s, i) => {
      expect(s.pooled).toBe(false);
      expect(s.df).toBe((40 - 1) * 9);
      expect(s.variance / truth[i]).toBeGreaterThan(0.85);
      expect(s.variance / truth[i]).toBeLessThan(1.15);
    });
    // Two levels of one run: the run effect cancels, Var = σ²_a + σ²_b of the level noise alone.
    const a = 0;
    const b = 2; // C1 and C4 of candidate 0, P1
    const within = strataDifferenceVariance(m, a, b)!;
    expect(within.variance / (0.02 ** 2 + 0.1 ** 2)).toBeGreaterThan(0.85);
    expect(within.variance / (0.02 ** 2 + 0.1 ** 2)).toBeLessThan(1.15);
    // Different runs, different levels: the sum of the levels' variances, Welch–Satterthwaite df.
    const across = strataDifferenceVariance(m, 0, 8)!;
    expect(across.variance).toBeCloseTo(m.strata[0].variance + m.strata[2].variance, 12);
    expect(across.df).toBeGreaterThan(Math.min(m.strata[0].df, m.strata[2].df));
    expect(across.df).toBeLessThanOrEqual(m.strata[0].df + m.strata[2].df);
    // Different runs, one level: 2σ² on that level's df.
    expect(strataDifferenceVariance(m, 1, 7)).toEqual({
      variance: 2 * m.strata[1].variance,
      df: m.strata[1].df,
    });
  });

  it('a level with one cell borrows the pooled fit and says so', () => {
    const y = [
      [1, 1.1],
      [2, 2.05],
      [3, 3.2],
    ];
    const m = fitStrataModel(y, [1, 1, 2], [0, 1, 0])!;
    expect(m.strata.map((s) => [s.level, s.cells, s.pooled])).toEqual([
      [1, [0, 1], false],
      [2, [2], true],
    ]);
    expect(m.strata[1].df).toBeGreaterThan(0);
  });

  it('is null without residual degrees of freedom, and refuses mismatched labels', () => {
    expect(fitStrataModel([[1, 2]], [1], [0])).toBeNull();
    expect(() =>
      fitStrataModel(
        [
          [1, 2],
          [3, 4],
        ],
        [1],
        [0, 1],
      ),
    ).toThrow('levelOf and runOf');
  });

  it('has no within-run variance when fewer than two runs measured both levels', () => {
    const y = [
      [1, 1.1],
      [2, 2.1],
      [1.5, 1.4],
    ];
    const m = fitStrataModel(y, [1, 2, 1], [0, 0, 1])!;
    expect(strataDifferenceVariance(m, 0, 1)).toBeNull();
  });
});
