// Statistics of spec §5.5 / §9.3: ordinary median, nearest-rank p95 (no interpolation), relative spread.
import { describe, expect, it } from '@jest/globals';
import { median, nearestRank, p95, relativeSpreadPercent } from '../../../src/domain/core/stats.js';

describe('summary statistics', () => {
  it('takes the median of odd and even counts without sorting the input in place', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('picks the nearest-rank element, never interpolating', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(p95(twenty)).toBe(19); // ceil(0.95 × 20) = 19
    expect(p95([...twenty, 21])).toBe(20); // ceil(0.95 × 21) = 20
    expect(p95([7])).toBe(7);
    expect(nearestRank([3, 1, 2], 0)).toBe(1); // rank is at least 1
    expect(nearestRank([3, 1, 2], 1)).toBe(3);
    expect(p95([])).toBeNull();
  });

  it('computes (max − min) / median × 100, and says when it is undefined', () => {
    expect(relativeSpreadPercent([90, 100, 110], 'tokens/s')).toBeCloseTo(20, 12);
    expect(relativeSpreadPercent([0, 0], 'rss')).toBe(0);
    expect(() => relativeSpreadPercent([0, 0, 1], 'rss')).toThrow(
      'rss: relative spread is infinite (median 0, values differ)',
    );
    expect(() => relativeSpreadPercent([], 'rss')).toThrow('rss: no values for a relative spread');
  });
});
