// The randomized-block fit: a hand-worked table, the one-cell edge, and invalid tables.
import { describe, expect, it } from '@jest/globals';
import { fitBlockModel } from '../../../src/domain/statistics/block-model.js';

const close = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
};

describe('fitBlockModel', () => {
  // Residuals 0, 0 / −0.1, 0.1 / 0.1, −0.1: SSE 0.04 on (3 − 1)(2 − 1) = 2 df; pass means differ by 0.2.
  const y = [
    [1, 1.2],
    [2, 2.4],
    [0.5, 0.5],
  ];

  it('fits cell and pass means, the mean squares and the Satterthwaite df', () => {
    const m = fitBlockModel(y);
    expect([m.cells, m.passes, m.dfE]).toEqual([3, 2, 2]);
    m.cellMeans.forEach((v, i) => close(v, [1.1, 2.2, 0.5][i]));
    m.passMeans.forEach((v, i) => close(v, [3.5 / 3, 4.1 / 3][i]));
    close(m.grand, 3.8 / 3);
    close(m.msE, 0.02);
    close(m.residualSd, Math.sqrt(0.02));
    close(m.msPass, 0.06);
    // V = (0.06/3 + 2·0.02/3)/2; ν = (0.06/3 + 2·0.02/3)² / ((0.02)²/1 + (0.04/3)²/2).
    close(m.cellVariance, (0.02 + 0.04 / 3) / 2);
    close(m.cellDf, (0.02 + 0.04 / 3) ** 2 / (0.02 ** 2 + (0.04 / 3) ** 2 / 2));
  });

  it('is unchanged by a pass-wide shift except in MS_pass', () => {
    const a = fitBlockModel(y);
    const b = fitBlockModel(y.map((row) => [row[0], row[1] + 0.3]));
    close(b.msE, a.msE!);
    expect(b.msPass).toBeGreaterThan(a.msPass);
  });

  it('uses df_e for ν when both mean squares are 0', () => {
    const m = fitBlockModel([
      [1, 1, 1],
      [2, 2, 2],
    ]);
    expect([m.msE, m.msPass, m.cellVariance, m.cellDf, m.dfE]).toEqual([0, 0, 0, 2, 2]);
  });

  it('has no residual variance with one cell', () => {
    const m = fitBlockModel([[1, 1.4]]);
    expect(m).toMatchObject({
      cells: 1,
      dfE: 0,
      msE: null,
      residualSd: null,
      cellVariance: null,
      cellDf: null,
    });
    close(m.msPass, 0.08);
  });

  it.each([
    [[], /^y must hold at least one cell/],
    [[[1]], /^y must hold at least two passes per cell \(got 1\)/],
    [[[1, 2], [1]], /^y\[1\] must hold 2 passes like y\[0\] \(got 1\)/],
    [
      [
        [1, 2],
        [1, Infinity],
      ],
      /^y\[1\]\[1\] must be a finite number/,
    ],
  ])('rejects %j', (table, message) => expect(() => fitBlockModel(table)).toThrow(message));
});

describe('fitBlockModel with server runs (split-plot strata)', () => {
  // Four cells in two runs of two cells, three passes.
  const y = [
    [1.0, 1.1, 0.95],
    [1.5, 1.62, 1.41],
    [0.7, 0.66, 0.8],
    [0.9, 0.83, 1.02],
  ];
  const runOf = [0, 0, 1, 1];

  it('splits the residual into run and within-run strata that add up in a balanced design', () => {
    const m = fitBlockModel(y, runOf);
    const r = m.runs!;
    expect([r.groups, r.dfRun, r.dfWithin, r.h]).toEqual([2, 2, 4, 0.5]);
    close(2 * r.msRun * r.dfRun + r.msWithin! * r.dfWithin, m.msE! * m.dfE);
    close(r.betweenVariance, r.msRun + 0.5 * r.msWithin!);
    expect(r.betweenDf).toBeGreaterThan(0);
    expect(fitBlockModel(y).runs).toBeNull();
  });

  it('reduces to the independent model when every cell is its own run', () => {
    const m = fitBlockModel(y, [0, 1, 2, 3]);
    expect(m.runs!.msWithin).toBeNull();
    close(m.runs!.betweenVariance, m.msE!);
    expect(m.runs!.betweenDf).toBe(m.dfE);
  });

  it('rejects a run list of the wrong length', () =>
    expect(() => fitBlockModel(y, [0, 1])).toThrow(/^runOf must name a run for each of the 4 cells/));
});
