// The p95 bounds with runs as the unit at their limits: no run effect (the order-statistic bound), no
// within-run spread (Natrella's tolerance factor), too few degrees of freedom (no bound).
import { describe, expect, it } from '@jest/globals';
import { normalQuantile } from '../../../src/domain/statistics/distributions.js';
import { quantileBounds } from '../../../src/domain/statistics/quantile-bounds.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { runQuantileBounds } from '../../../src/domain/statistics/run-quantile-bounds.js';
import type { RunVariance } from '../../../src/domain/statistics/run-variance.js';

const close = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
const seed = (k: number) => k.toString(16).padStart(64, '0');

describe('runQuantileBounds', () => {
  const none: RunVariance = { between: 0, runMean: 0, df: 8, cells: 8 };

  it('is the order-statistic bound of the pooled requests, or within 1 % of it, when the runs are identical', () => {
    const run = Array.from({ length: 40 }, (_, i) => 100 + i);
    const b = runQuantileBounds([run, run], 0.95, 0.95, none);
    const iid = quantileBounds([...run, ...run], 0.95, 0.95);
    expect({ ...b, upper: 0, lower: 0 }).toEqual({ ...iid, upper: 0, lower: 0, runs: 2 });
    // Never below the pooled bound; the within-run part read off the residuals may add a little.
    expect(b.upper!).toBeGreaterThanOrEqual(iid.upper!);
    expect(b.upper!).toBeLessThanOrEqual(1.01 * iid.upper!);
    expect(b.lower!).toBeLessThanOrEqual(iid.lower!);
    expect(b.lower!).toBeGreaterThanOrEqual(0.99 * iid.lower!);
  });

  it('keeps requests_needed where the pooled requests have no bound, and counts runs with a value', () => {
    const b = runQuantileBounds([[1, 2, 3], [], [4]], 0.95, 0.95, none);
    expect(b.upper).toBeNull();
    expect(b.requestsNeeded).toBe(59);
    expect(b.runs).toBe(2);
  });

  it('meets Natrella’s one-sided tolerance factor (within 3 %) when the runs have no within-run spread', () => {
    // Two runs of identical requests, ln means ±0.1: μ̂ = 0, the bound is μ̂ + k·σ̂a with
    // k = (z_p + √(z_p² − ab))/a, a = 1 − z²/(2ν), b = z_p² − z²/R (Natrella 1963).
    const sd = 0.1;
    const runs = [Array(40).fill(Math.exp(sd)), Array(40).fill(Math.exp(-sd))];
    const v: RunVariance = { between: sd * sd, runMean: sd * sd, df: 8, cells: 8 };
    const z = normalQuantile(0.95);
    const a = 1 - (z * z) / 16;
    const b = z * z - (z * z) / 2;
    const k = (z + Math.sqrt(z * z - a * b)) / a;
    const bounds = runQuantileBounds(runs, 0.95, 0.95, v);
    // Both lie outside the pooled order statistics (e^±0.1), so neither is the floor. The slope dQ/dσa²
    // is a secant over ± one SE of V̂, the factor's exact derivative in the limit ν → ∞.
    close(Math.log(bounds.upper!) / (k * sd), 1, 0.03);
    const lowerK = (z - Math.sqrt(z * z - a * b)) / a;
    close(Math.log(bounds.lower!) / (lowerK * sd), 1, 0.03);
  });

  it('widens the pooled bound by the run variance and has none on too few degrees of freedom', () => {
    const rng = new Rng(seed(2));
    const runs = [0, 1].map((r) => Array.from({ length: 40 }, () => Math.exp(0.1 * r + 0.2 * rng.normal())));
    const iid = quantileBounds(runs.flat(), 0.95, 0.95);
    const v = (between: number, df: number): RunVariance => ({
      between,
      runMean: between + 0.001,
      df,
      cells: 4,
    });
    const wide = runQuantileBounds(runs, 0.95, 0.95, v(0.01, 8));
    expect(wide.upper!).toBeGreaterThan(iid.upper! * 1.05);
    expect(wide.lower!).toBeLessThanOrEqual(iid.lower!);
    expect(runQuantileBounds(runs, 0.95, 0.95, v(0.04, 8)).upper!).toBeGreaterThan(wide.upper!);
    // ν below z²/2 ≈ 1.35: the spread of runs cannot be bounded.
    const none = runQuantileBounds(runs, 0.95, 0.95, v(0.01, 1));
    expect(none.upper).toBeNull();
    expect(none.requestsNeeded).toBeNull();
    expect(runQuantileBounds(runs, 0.95, 0.95, { ...v(0.01, 8), df: 0 }).upper).toBeNull();
  });
});
