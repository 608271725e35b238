// Arrival schedules pass a one-sample KS test against their declared law at fixed seeds; the KS p-value matches Marsaglia–Tsang–Wang's published values.
import { describe, expect, it } from '@jest/globals';
import { arrivalSchedule, interArrivalGaps } from '../../../src/domain/load/arrivals.js';
import { interArrivalCdf, ksPValue, ksStatistic, regularizedLowerGamma } from '../../kits/ks-test.js';
import type { ArrivalSpec } from '../../../src/domain/load/arrivals.js';
import { Rng } from '../../../src/domain/statistics/random.js';

const SEED = 'a3'.repeat(32);
const seedOf = (i: number): string => i.toString(16).padStart(64, '0');

describe('regularizedLowerGamma', () => {
  it('matches closed forms: P(1, x) = 1 − e^−x, P(½, x) = erf(√x), P(2, x) = 1 − (1 + x)e^−x', () => {
    for (const x of [0.01, 0.5, 1, 2.5, 10, 40]) {
      expect(regularizedLowerGamma(1, x)).toBeCloseTo(-Math.expm1(-x), 13);
      expect(regularizedLowerGamma(2, x)).toBeCloseTo(1 - (1 + x) * Math.exp(-x), 13);
    }
    // erf(1) and erf(√2) to 15 digits.
    expect(regularizedLowerGamma(0.5, 1)).toBeCloseTo(0.8427007929497149, 13);
    expect(regularizedLowerGamma(0.5, 2)).toBeCloseTo(0.9544997361036416, 13);
    expect(regularizedLowerGamma(3, 0)).toBe(0);
  });

  it('throws a RangeError naming the argument', () => {
    expect(() => regularizedLowerGamma(0, 1)).toThrow(/^a must/);
    expect(() => regularizedLowerGamma(1, -1)).toThrow(/^x must/);
  });
});

describe('ksPValue', () => {
  it('reproduces MTW 2003 (their example K(10, 0.274) = 0.6284796154565043) and the two-sided limit law', () => {
    expect(1 - ksPValue(0.274, 10)).toBeCloseTo(0.6284796154565043, 12);
    // n = 1: P(D ≥ d) = 2(1 − d) for d ≥ ½.
    expect(ksPValue(0.75, 1)).toBeCloseTo(0.5, 12);
    // Large n: the Kolmogorov limit, P(√n·D ≥ 1.3581) ≈ 0.05.
    expect(ksPValue(1.3581 / Math.sqrt(5000), 5000)).toBeCloseTo(0.05, 2);
    expect(ksPValue(0, 30)).toBe(1);
  });

  it('is uniform under the null: about 5 % of 400 uniform samples of 50 fall below 0.05', () => {
    const rng = new Rng(SEED);
    const uniform = {
      at: (x: number) => Math.min(1, Math.max(0, x)),
      leftOf: (x: number) => Math.min(1, Math.max(0, x)),
    };
    let rejected = 0;
    for (let t = 0; t < 400; t++) {
      const sample = Array.from({ length: 50 }, () => rng.uniform());
      if (ksPValue(ksStatistic(sample, uniform), 50) < 0.05) rejected++;
    }
    // Binomial(400, 0.05): mean 20, 99.9 % within [7, 36].
    expect(rejected).toBeGreaterThanOrEqual(7);
    expect(rejected).toBeLessThanOrEqual(36);
  });
});

describe('arrivalSchedule', () => {
  const specs: ArrivalSpec[] = [
    { kind: 'poisson', rate: 50, count: 2000, seedHex: SEED },
    { kind: 'gamma', rate: 10, burstiness: 0.5, count: 2000, seedHex: SEED },
    { kind: 'gamma', rate: 200, burstiness: 4, count: 2000, seedHex: SEED },
    { kind: 'gamma', rate: 3, burstiness: 1, count: 500, seedHex: SEED },
  ];

  it.each(specs)(
    '$kind at $rate req/s (burstiness $burstiness): inter-arrivals pass KS against the declared law at α = 0.001',
    (spec) => {
      const gaps = interArrivalGaps(spec);
      const p = ksPValue(ksStatistic(gaps, interArrivalCdf(spec)), gaps.length);
      expect(p).toBeGreaterThan(0.001);
      const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
      // Mean 1/λ within 5 standard errors (the SE of a Gamma(b) mean is 1/(λ√(b·n))).
      const se = 1 / (spec.rate * Math.sqrt((spec.burstiness ?? 1) * gaps.length));
      expect(Math.abs(mean - 1 / spec.rate)).toBeLessThan(5 * se);
    },
  );

  it('rejects the wrong law: Gamma(burstiness 4) gaps fail KS against the exponential', () => {
    const gaps = interArrivalGaps({ kind: 'gamma', rate: 20, burstiness: 4, count: 500, seedHex: SEED });
    const p = ksPValue(ksStatistic(gaps, interArrivalCdf({ kind: 'poisson', rate: 20 })), gaps.length);
    expect(p).toBeLessThan(1e-6);
  });

  it('keeps the KS level across seeds: at most a few of 50 Poisson schedules reject at 0.05', () => {
    let rejected = 0;
    for (let i = 1; i <= 50; i++) {
      const spec: ArrivalSpec = { kind: 'poisson', rate: 7, count: 200, seedHex: seedOf(i) };
      if (ksPValue(ksStatistic(interArrivalGaps(spec), interArrivalCdf(spec)), 200) < 0.05) rejected++;
    }
    expect(rejected).toBeLessThanOrEqual(8);
  });

  it('is a pure function of the spec: same seed, same offsets; cumulative gaps; constant is exact', () => {
    const spec: ArrivalSpec = { kind: 'gamma', rate: 5, burstiness: 0.25, count: 100, seedHex: SEED };
    expect(arrivalSchedule(spec)).toEqual(arrivalSchedule({ ...spec }));
    expect(arrivalSchedule({ ...spec, seedHex: seedOf(9) })).not.toEqual(arrivalSchedule(spec));
    const gaps = interArrivalGaps(spec);
    const offsets = arrivalSchedule(spec);
    expect(offsets[0]).toBe(gaps[0]);
    expect(offsets[99]).toBeCloseTo(
      gaps.reduce((s, g) => s + g, 0),
      12,
    );
    const constant = arrivalSchedule({ kind: 'constant', rate: 4, count: 3, seedHex: SEED });
    expect(constant).toEqual([0.25, 0.5, 0.75]);
    const constantCdf = interArrivalCdf({ kind: 'constant', rate: 4 });
    expect(
      ksStatistic(interArrivalGaps({ kind: 'constant', rate: 4, count: 10, seedHex: SEED }), constantCdf),
    ).toBe(0);
  });

  it.each([
    [{ kind: 'uniform' }, /^kind must/],
    [{ rate: 0 }, /^rate must/],
    [{ rate: Number.POSITIVE_INFINITY }, /^rate must/],
    [{ count: 0 }, /^count must/],
    [{ count: 1.5 }, /^count must/],
    [{ seedHex: 'abc' }, /^seedHex must/],
    [{ kind: 'gamma', burstiness: 0 }, /^burstiness must/],
    [{ kind: 'poisson', burstiness: 2 }, /^burstiness applies/],
  ] as const)('throws a RangeError naming the field for %o', (override, message) => {
    const spec = { kind: 'poisson', rate: 1, count: 10, seedHex: SEED, ...override } as ArrivalSpec;
    expect(() => arrivalSchedule(spec)).toThrow(RangeError);
    expect(() => arrivalSchedule(spec)).toThrow(message);
  });

  it('rejects bad KS inputs by name', () => {
    expect(() => ksStatistic([], interArrivalCdf({ kind: 'poisson', rate: 1 }))).toThrow(/^sample must/);
    expect(() => ksStatistic([Number.NaN], interArrivalCdf({ kind: 'poisson', rate: 1 }))).toThrow(
      /^sample\[0\]/,
    );
    expect(() => ksPValue(0.1, 0)).toThrow(/^n must/);
    expect(() => ksPValue(1.5, 3)).toThrow(/^d must/);
  });
});
