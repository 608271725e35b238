// Clopper–Pearson bounds: known values, the closed-form edges, sides and invalid inputs; the same bounds at
// an effective sample size.
import { describe, expect, it } from '@jest/globals';
import { clopperPearson, effectiveClopperPearson } from '../../../src/domain/statistics/binomial.js';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-10 * Math.max(expected, 1e-12));

describe('clopperPearson', () => {
  it.each([
    [5, 10, 'two-sided', 0.18708602844739855, 0.8129139715526015],
    [0, 10, 'two-sided', 0, 0.30849710781876083],
    [10, 10, 'two-sided', 0.6915028921812392, 1],
    [0, 10, 'upper', 0, 0.2588655508930523],
    [3, 20, 'lower', 0.04216940788577861, 1],
    [3, 20, 'upper', 0, 0.3436638043142818],
    [95, 100, 'lower', 0.8977466223567255, 1],
  ] as const)('k %p of n %p, %s at 95 %%: [%p, %p]', (k, n, side, lower, upper) => {
    const b = clopperPearson(k, n, 0.95, side);
    close(b.lower, lower);
    close(b.upper, upper);
  });

  it('gives exact edges: 0 and 1 where no bound exists, α^(1/n) where k = n', () => {
    expect(clopperPearson(0, 7, 0.9, 'lower')).toEqual({ lower: 0, upper: 1 });
    expect(clopperPearson(7, 7, 0.9, 'upper')).toEqual({ lower: 0, upper: 1 });
    close(clopperPearson(7, 7, 0.9, 'lower').lower, 0.1 ** (1 / 7));
    close(clopperPearson(1, 1, 0.95, 'lower').lower, 0.05);
  });

  it('nests the one-sided bounds inside the two-sided ones at the same confidence', () => {
    const two = clopperPearson(4, 30, 0.95, 'two-sided');
    expect(clopperPearson(4, 30, 0.95, 'lower').lower).toBeGreaterThan(two.lower);
    expect(clopperPearson(4, 30, 0.95, 'upper').upper).toBeLessThan(two.upper);
  });

  it.each([
    [1, 0, 0.95, 'two-sided', /^n must be a positive integer/],
    [-1, 5, 0.95, 'two-sided', /^k must be an integer in \[0, n = 5\]/],
    [6, 5, 0.95, 'two-sided', /^k must be an integer/],
    [1.5, 5, 0.95, 'two-sided', /^k must be an integer/],
    [1, 5, 1, 'two-sided', /^confidence must be in \(0, 1\)/],
    [1, 5, 0.95, 'both', /^side must be/],
  ])('rejects (k %p, n %p, confidence %p, side %p)', (k, n, c, side, message) =>
    expect(() => clopperPearson(k, n, c, side as 'lower')).toThrow(message),
  );
});

describe('effectiveClopperPearson', () => {
  it('equals Clopper–Pearson at integer counts', () => {
    for (const [k, n] of [
      [0, 10],
      [3, 20],
      [95, 100],
      [7, 7],
    ])
      for (const side of ['lower', 'upper', 'two-sided'] as const)
        expect(effectiveClopperPearson(k / n, n, 0.95, side)).toEqual(clopperPearson(k, n, 0.95, side));
    expect(() => effectiveClopperPearson(0.5, 0, 0.95, 'lower')).toThrow(/^nEff must be a positive number/);
  });
});
