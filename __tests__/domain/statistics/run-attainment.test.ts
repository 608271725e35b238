// Attainment bounds at the effective sample size of runs: Clopper–Pearson itself without a run effect,
// wider with one.
import { describe, expect, it } from '@jest/globals';
import { clopperPearson } from '../../../src/domain/statistics/binomial.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { runAttainmentBounds } from '../../../src/domain/statistics/run-attainment.js';

const seed = (k: number) => k.toString(16).padStart(64, '0');

describe('runAttainmentBounds', () => {
  it('is Clopper–Pearson on the pooled requests without a run effect, wider with one', () => {
    const rng = new Rng(seed(3));
    const runs = [0, 1].map(() => Array.from({ length: 64 }, () => Math.exp(0.2 * rng.normal())));
    const within = runs.flat().filter((v) => v <= 1.3).length;
    const plain = runAttainmentBounds(runs, 1.3, [64, 64], within, 0.95, {
      between: 0,
      runMean: 0,
      df: 8,
      cells: 4,
    });
    expect(plain).toEqual({
      lower: clopperPearson(within, 128, 0.95, 'lower').lower,
      upper: clopperPearson(within, 128, 0.95, 'upper').upper,
      effectiveRequests: 128,
    });
    const clustered = runAttainmentBounds(runs, 1.3, [64, 64], within, 0.95, {
      between: 0.01,
      runMean: 0.011,
      df: 8,
      cells: 4,
    });
    expect(clustered.effectiveRequests).toBeLessThan(128);
    expect(clustered.lower).toBeLessThan(plain.lower);
    expect(clustered.upper).toBeGreaterThanOrEqual(plain.upper);
  });
});

describe('runAttainmentBounds at the edges', () => {
  const v = { between: 0.01, runMean: 0.011, df: 8, cells: 4 };

  it('has the whole range without a request', () => {
    expect(runAttainmentBounds([[], []], 1, [0, 0], 0, 0.95, v)).toEqual({
      lower: 0,
      upper: 1,
      effectiveRequests: 0,
    });
  });

  it('counts failed requests as not within: fewer completed than requested lowers both bounds', () => {
    const runs = [
      Array.from({ length: 30 }, (_, i) => 1 + i / 100),
      Array.from({ length: 30 }, (_, i) => 1.1 + i / 100),
    ];
    const all = runAttainmentBounds(runs, 1.25, [30, 30], 50, 0.95, v);
    const withFailures = runAttainmentBounds(runs, 1.25, [40, 40], 50, 0.95, v);
    expect(withFailures.upper).toBeLessThan(all.upper);
    expect(withFailures.lower).toBeLessThan(all.lower);
    expect(withFailures.effectiveRequests).toBeLessThanOrEqual(80);
  });
});
