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
