// Sizing: Φ, the χ² quantile, the critical value at another df, the non-central power approximation
// against simulation, and the pairs that reach a half-width with the stated probability.
import { describe, expect, it } from '@jest/globals';
import { Rng } from '../../../src/domain/statistics/random.js';
import { chiSquareQuantile, studentTQuantile as tq } from '../../../src/domain/statistics/distributions.js';
import {
  criticalValueAtDf,
  detectableNoncentrality,
  minimumDetectableEffect,
  pairsNeeded,
} from '../../../src/domain/statistics/sizing.js';

describe('criticalValueAtDf', () => {
  it('reads a known-variance value as a normal quantile and moves it to the t of that df', () => {
    expect(criticalValueAtDf(1.959963984540054, 5)).toBeCloseTo(tq(0.975, 5), 8);
    expect(criticalValueAtDf(2.5, Infinity)).toBe(2.5);
    expect(criticalValueAtDf(2.5, 10)).toBeGreaterThan(2.5);
  });
});

describe('power of "the interval excludes 0" (non-central t approximation)', () => {
  it.each([
    [1.96, 1000],
    [2.571, 5],
    [2.8, 12],
  ])('at the detectable non-centrality for c = %d, df = %d the simulated power is 80 ± 3 %%', (c, df) => {
    const lambda = detectableNoncentrality(c, df, 0.8);
    const rng = new Rng('c3'.repeat(32));
    let hits = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const t = (lambda + rng.normal()) / Math.sqrt(rng.chiSquare(df) / df);
      if (t > c) hits++;
    }
    expect(Math.abs(hits / n - 0.8)).toBeLessThan(0.03);
  });

  it('gives the minimum detectable effect on the ratio scale', () => {
    expect(minimumDetectableEffect(0.05, 1.96, Infinity, 0.8)).toBeCloseTo(
      Math.expm1((1.96 + 0.8416) * 0.05),
      3,
    );
  });
});

describe('pairsNeeded', () => {
  const base = {
    variance: 0.02,
    df: 6,
    passes: 2,
    knownCritical: 1.96,
    target: Math.log1p(0.05),
    power: 0.8,
    limit: 1000,
  };

  it('is the smallest k whose half-width reaches the target with the stated probability', () => {
    const k = pairsNeeded(base)!;
    const half = (pairs: number) => {
      const df = (base.df * (2 * pairs - 1)) / (base.passes - 1);
      return (
        criticalValueAtDf(base.knownCritical, df) *
        Math.sqrt((base.variance * chiSquareQuantile(0.8, df)) / df / (2 * pairs))
      );
    };
    expect(half(k)).toBeLessThanOrEqual(base.target);
    expect(half(k - 1)).toBeGreaterThan(base.target);
    // 10 % noise floor (2σ² = 0.02), δ = 5 %: Nelson–Matejcik's one-sided rule (g = 1.645) gives 12
    // pairs; the two-sided family (1.96) with an 80 % chance of reaching the width needs
    // 1.96² · 0.02 · (χ²₀.₈/ν ≈ 1.08) / (2 · ln(1.05)²) ≈ 17.5, so 18.
    expect(k).toBe(18);
  });

  it('grows with the noise and shrinks with the zone', () => {
    expect(pairsNeeded({ ...base, variance: 0.08 })!).toBeGreaterThan(pairsNeeded(base)!);
    expect(pairsNeeded({ ...base, target: Math.log1p(0.1) })!).toBeLessThan(pairsNeeded(base)!);
  });

  it('is null beyond the limit, for a zero target or without df, and 1 without noise', () => {
    expect(pairsNeeded({ ...base, limit: 3 })).toBeNull();
    expect(pairsNeeded({ ...base, target: 0 })).toBeNull();
    expect(pairsNeeded({ ...base, df: 0 })).toBeNull();
    expect(pairsNeeded({ ...base, variance: 0 })).toBe(1);
  });
});
