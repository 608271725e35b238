// Order-statistic bounds on p95: which order statistic, when none exists, and the sample that would give one.
import { describe, expect, it } from '@jest/globals';
import { nearestRank } from '../../../src/domain/core/stats.js';
import { quantileBounds, requestsForUpperBound } from '../../../src/domain/statistics/quantile-bounds.js';

const ranks = (n: number) => Array.from({ length: n }, (_, i) => n - i); // values 1..n, reversed

describe('quantileBounds', () => {
  // Expected order statistics (1-based) from P(Bin(n, .95) ≤ r − 1) ≥ .95 and P(Bin(n, .95) ≥ l) ≥ .95.
  it.each([
    [20, 17, null, 59],
    [58, 52, null, 59],
    [59, 53, 59, null],
    [64, 58, 64, null],
    [100, 91, 99, null],
    [200, 185, 196, null],
    [1000, 938, 962, null],
  ])('n = %p: lower x(%p), upper x(%p), requests needed %p', (n, l, r, needed) => {
    const b = quantileBounds(ranks(n), 0.95, 0.95);
    expect(b).toEqual({
      estimate: nearestRank(ranks(n), 0.95),
      lower: l,
      upper: r,
      n,
      requestsNeeded: needed,
    });
  });

  it('reads the values, not their order, and brackets the estimate', () => {
    const values = [5, 1, 9, 3, 7, 2, 8, 6, 4, 10].map((v) => v * 1.5);
    const b = quantileBounds(values, 0.5, 0.9);
    expect(b.estimate).toBe(7.5);
    expect(b.lower!).toBeLessThanOrEqual(b.estimate!);
    expect(b.upper!).toBeGreaterThanOrEqual(b.estimate!);
  });

  it('has no bound and no estimate without values', () => {
    expect(quantileBounds([], 0.95, 0.95)).toEqual({
      estimate: null,
      lower: null,
      upper: null,
      n: 0,
      requestsNeeded: 59,
    });
  });

  it('sizes the sample whose maximum is an upper bound: ceil(ln(1 − c)/ln q)', () => {
    expect(requestsForUpperBound(0.95, 0.95)).toBe(59);
    expect(requestsForUpperBound(0.99, 0.95)).toBe(299);
    expect(requestsForUpperBound(0.5, 0.75)).toBe(2); // 1 − ½² = ¾ exactly
    expect(requestsForUpperBound(0.95, 0.999)).toBe(135);
  });

  it.each([
    [[1, 2], 1, 0.95, /^q must be in \(0, 1\)/],
    [[1, 2], 0.95, 0, /^confidence must be in \(0, 1\)/],
    [[1, NaN], 0.95, 0.95, /^values\[1\] must be a finite number/],
  ])('rejects (%p, q %p, confidence %p)', (values, q, c, message) =>
    expect(() => quantileBounds(values, q, c)).toThrow(message),
  );
});
