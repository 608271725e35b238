// A cell's latency as a mixture over runs: residuals centred per run, the mixture's quantile, and the
// between-run variance of a run's share below a point.
import { describe, expect, it } from '@jest/globals';
import { normalCdf, normalQuantile } from '../../../src/domain/statistics/distributions.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import {
  fitRunMixture,
  mixtureQuantile,
  runShareVariance,
} from '../../../src/domain/statistics/run-mixture.js';

const close = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
const seed = (k: number) => k.toString(16).padStart(64, '0');

describe('the run mixture', () => {
  it('centres each run and rescales its residuals to the within-run spread', () => {
    const m = fitRunMixture([[Math.E, Math.E ** 3], [Math.E ** 5], []])!;
    expect(m.runs).toBe(2);
    expect(m.n).toBe(3);
    close(m.meanLog, (2 + 5) / 2, 1e-15);
    // Run 1: ln values 1, 3 → residuals ∓1 × √2; run 2 has a single value (no residual).
    expect(m.residuals.map((e) => e / Math.SQRT2)).toEqual([-1, 1]);
    close(m.withinVariance, 2, 1e-15);
    close(m.meanWithinVariance, (2 * (1 / 2 + 1)) / 4, 1e-15);
    expect(fitRunMixture([[], []])).toBeNull();
    expect(() => fitRunMixture([[1, -1]])).toThrow(/^runs\[0\]\[1\] must be a positive number/);
  });

  it('has the quantile of the normal convolution: z·√(s² + σa²) for normal residuals', () => {
    const rng = new Rng(seed(1));
    const res = Array.from({ length: 4000 }, () => 0.1 * rng.normal()).sort((a, b) => a - b);
    const z = normalQuantile(0.95);
    // The empirical residual SD stands in for 0.1 (sampling error ~1 %).
    const s = Math.sqrt(res.reduce((t, e) => t + e * e, 0) / res.length);
    close(mixtureQuantile(res, 0.2 ** 2, 0.95, z), z * Math.sqrt(s * s + 0.04), 0.004);
    expect(mixtureQuantile(res, 0, 0.95, z)).toBe(res[Math.ceil(0.95 * 4000) - 1]);
  });

  it('computes Var_a[G(t − a)] exactly as the O(n²) double sum does', () => {
    const res = [-0.3, -0.1, 0, 0.05, 0.2, 0.4];
    const s2 = 0.02;
    for (const t of [-0.2, 0.1, 0.5]) {
      let mean = 0;
      let square = 0;
      for (const a of res) mean += normalCdf((t - a) / Math.sqrt(s2)) / res.length;
      for (const a of res)
        for (const b of res) square += normalCdf((t - Math.max(a, b)) / Math.sqrt(s2)) / res.length ** 2;
      close(runShareVariance(res, s2, t), square - mean * mean, 1e-15);
    }
    expect(runShareVariance(res, 0, 0)).toBe(0);
  });
});
