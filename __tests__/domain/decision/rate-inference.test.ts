// The decision's rate inference: which cells enter the model, cell intervals per level, and which
// pairs are simultaneous (different candidates) or per pair (one candidate).
import { describe, expect, it } from '@jest/globals';
import type { DecisionCell } from '../../../src/domain/decision/cell-gates.js';
import { inferRates } from '../../../src/domain/decision/rate-inference.js';
import { studentTQuantile } from '../../../src/domain/statistics/distributions.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { rankedCell } from '../../kits/decision-kit.js';

function cell(candidateId: string, p: number, c: number, rates: number[]): DecisionCell {
  const r = rankedCell({ candidateId, p, c, estimate: 1 }).cell;
  return { ...r, rates };
}

const cells = [
  cell('a', 1, 1, [100, 110]),
  cell('a', 1, 2, [150, 160]),
  cell('b', 1, 1, [90, 95]),
  cell('b', 1, 2, [140, 120]),
  cell('c', 1, 1, [80, 84]),
  cell('c', 1, 2, [0, 130]), // a zero rate in one pass: out of the model
];
const ids = ['a', 'b', 'c'];

describe('inferRates', () => {
  const r = inferRates(cells, (id) => ids.indexOf(id), 0.95, 500, new Rng('e5'.repeat(32)));

  it('keeps cells with a positive rate in every pass, fits one level per C', () => {
    expect(r.inModel).toHaveLength(5);
    expect(r.model!.strata.map((s) => [s.level, s.cells.length])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('gives each cell the t interval of its level, geometric mean as estimate', () => {
    const i = r.cellInterval(0);
    expect(i.estimate).toBeCloseTo(Math.sqrt(100 * 110), 9);
    const s = r.model!.strata[0];
    const half = studentTQuantile(0.975, s.cellDf) * Math.sqrt(s.cellVariance);
    expect(Math.log(i.ci![1] / i.estimate)).toBeCloseTo(half, 12);
  });

  it('uses the family’s critical value across candidates and the pair’s own t within one', () => {
    const cross = r.pair(0, 2)!;
    expect(cross.simultaneous).toBe(true);
    expect((cross.interval[1] - cross.difference) / cross.se).toBeCloseTo(r.critical!.value, 12);
    expect(cross.difference).toBeCloseTo(Math.log(Math.sqrt(100 * 110) / Math.sqrt(90 * 95)), 12);
    // a at C1 and C2: one server run; with one pair of runs measuring both levels per candidate
    // (a and b), the within-run table has 1 df.
    const within = r.pair(0, 1);
    expect(within?.simultaneous ?? false).toBe(false);
  });

  it('has no model, no family and plain estimates with a single cell', () => {
    const one = inferRates([cells[0]], () => 0, 0.95, 100, new Rng('e5'.repeat(32)));
    expect(one.model).toBeNull();
    expect(one.critical).toBeNull();
    expect(one.cellInterval(0)).toMatchObject({ ci: null, df: null });
    expect(one.cellInterval(0).estimate).toBeCloseTo(Math.sqrt(100 * 110), 9);
    expect(one.pair(0, 0)).toBeNull();
  });
});
