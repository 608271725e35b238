// The probability of being best: shares add up, follow the separation, and degenerate without noise.
import { describe, expect, it } from '@jest/globals';
import { fitBlockModel } from '../../../src/domain/statistics/block-model.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { probabilityBest } from '../../../src/domain/statistics/select.js';

const SEED = '5'.repeat(64);
const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);

describe('probabilityBest', () => {
  // Four cells, residual SD ≈ 0.05: cell 3 leads cell 1 by about 2 SE of a difference.
  const model = fitBlockModel([
    [1.0, 1.05],
    [1.2, 1.22],
    [0.6, 0.7],
    [1.3, 1.28],
  ]);
  const groups = [
    [0, 1],
    [2, 3],
  ];

  it('gives shares of the replicates that add up to 1, per candidate and per cell', () => {
    const p = probabilityBest(model, groups, 2000, new Rng(SEED));
    expect(sum(p.group)).toBeCloseTo(1, 12);
    expect(sum(p.cell)).toBeCloseTo(1, 12);
    expect(p.group[1]).toBeGreaterThan(0.75);
    expect(p.group[1]).toBeLessThan(1);
    expect(p.cell[2]).toBe(0);
    expect(p.group[0]).toBeCloseTo(p.cell[0] + p.cell[1], 12);
  });

  it('is reproducible from the seed', () => {
    expect(probabilityBest(model, groups, 500, new Rng(SEED))).toEqual(
      probabilityBest(model, groups, 500, new Rng(SEED)),
    );
  });

  it('is the estimate itself without residual noise, and a candidate without cells never wins', () => {
    const one = fitBlockModel([[1, 2]]);
    expect(probabilityBest(one, [[0], []], 300, new Rng(SEED))).toEqual({ group: [1, 0], cell: [1] });
    const exact = fitBlockModel([
      [1, 1],
      [2, 2],
    ]);
    expect(probabilityBest(exact, [[0], [1]], 300, new Rng(SEED))).toEqual({ group: [0, 1], cell: [0, 1] });
  });

  it('rejects a bad cell index and a bad resample count', () => {
    expect(() => probabilityBest(model, [[0, 4]], 10, new Rng(SEED))).toThrow(
      /^groups\[0\] must be an integer cell index in \[0, 4\)/,
    );
    expect(() => probabilityBest(model, groups, 0, new Rng(SEED))).toThrow(
      /^resamples must be a positive integer/,
    );
  });

  it('draws a shared shift per server run when the model has run strata', () => {
    const runModel = fitBlockModel(
      [
        [1.0, 1.05],
        [1.2, 1.22],
        [0.6, 0.7],
        [1.3, 1.28],
      ],
      [0, 0, 1, 1],
    );
    const p = probabilityBest(runModel, groups, 1000, new Rng(SEED));
    expect(sum(p.group)).toBeCloseTo(1, 12);
    expect(p.group[1]).toBeGreaterThan(0.5);
    expect(probabilityBest(runModel, groups, 200, new Rng(SEED))).toEqual(
      probabilityBest(runModel, groups, 200, new Rng(SEED)),
    );
  });
});
