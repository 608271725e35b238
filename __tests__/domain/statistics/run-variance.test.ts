// The between-run variance of ln latency pooled over a study's cells: the one-way variance of run
// means about their cell's mean (pass shifts included) less s²/m, its Satterthwaite df, and which
// cells enter the table.
import { describe, expect, it } from '@jest/globals';
import { pooledRunVariance, runVarianceOf } from '../../../src/domain/statistics/run-variance.js';

const close = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

describe('pooledRunVariance', () => {
  const cell = (...means: number[]) => means.map((m) => ({ meanLog: m, varianceLog: 0.04, requests: 16 }));

  it('is the one-way variance of run means about their cell mean, less s²/m, on Satterthwaite df', () => {
    // Cells × passes: deviations ±0.1 and ±0.2 about the cell means, no pass-wide shift.
    const v = pooledRunVariance([cell(1.1, 0.9), cell(2.2, 1.8)]);
    // One-way: (0.1² + 0.1² + 0.2² + 0.2²)/(2 cells × 1 df) = 0.05; within 0.04/16 = 0.0025.
    close(v.runMean, 0.05, 1e-15);
    close(v.between, 0.0475, 1e-15);
    // MS_pass = 2·(0.15² + 0.15²) = 0.09, MS_e = 0.01 (1 df each): V = MS_pass/2 + MS_e/2 = 0.045 + 0.005.
    close(v.df, 0.05 ** 2 / (0.045 ** 2 + 0.005 ** 2), 1e-12);
    expect(v.cells).toBe(2);
  });

  it('clips at 0 when the runs differ less than their requests do, and says when nothing pools', () => {
    const v = pooledRunVariance([cell(1, 1), cell(2, 2)]);
    expect(v.between).toBe(0);
    expect(v.runMean).toBe(0);
    expect(v.df).toBe(2);
    expect(pooledRunVariance([])).toEqual({ between: 0, runMean: 0, df: 0, cells: 0 });
  });

  it('keeps out of the table the cells without two values in every pass', () => {
    const v = runVarianceOf([
      [
        [100, 110],
        [90, 99],
      ],
      [[100, 101], [5]],
      [[], [1, 2]],
    ]);
    expect(v.cells).toBe(1);
    expect(() =>
      runVarianceOf([
        [
          [0, 1],
          [1, 2],
        ],
      ]),
    ).toThrow(/^values must be positive \(got 0\)/);
    expect(() => pooledRunVariance([cell(1, 2), cell(1)])).toThrow(/^table\[1\] must hold 2 passes/);
  });
});
