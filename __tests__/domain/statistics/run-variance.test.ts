// The between-run variance of ln latency pooled over a study's cells: the one-way variance of run
// means about their cell's mean (pass shifts included) less s²/m, its Satterthwaite df, and which
// cells enter the table.
import { describe, expect, it } from '@jest/globals';
import { runVarianceOf } from '../../../src/domain/statistics/run-variance.js';

const close = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
/** Two requests at ln values mean ± 0.2: their mean is `mean`, their variance 0.08, s²/m = 0.04. */
const run = (mean: number) => [Math.exp(mean - 0.2), Math.exp(mean + 0.2)];

describe('runVarianceOf', () => {
  it('is the one-way variance of run means about their cell mean, less s²/m, on Satterthwaite df', () => {
    // Cells × passes: run means ±0.1 and ±0.2 about the cell means, no pass-wide shift.
    const v = runVarianceOf([
      [run(1.1), run(0.9)],
      [run(2.2), run(1.8)],
    ]);
    // One-way: (0.1² + 0.1² + 0.2² + 0.2²)/(2 cells × 1 df) = 0.05; less s²/m = 0.04.
    close(v.runMean, 0.05, 1e-12);
    close(v.between, 0.01, 1e-12);
    // MS_pass = 2·(0.15² + 0.15²) = 0.09, MS_e = 0.01 (1 df each): V = MS_pass/2 + MS_e/2 = 0.045 + 0.005.
    close(v.df, 0.05 ** 2 / (0.045 ** 2 + 0.005 ** 2), 1e-9);
    expect(v.cells).toBe(2);
  });

  it('includes a pass-wide shift: a future run meets one too', () => {
    // Every cell's second pass 0.2 slower: all of it is pass shift (MS_e = 0), on MS_pass's 1 df.
    const v = runVarianceOf([
      [run(1), run(1.2)],
      [run(2), run(2.2)],
      [run(3), run(3.2)],
    ]);
    close(v.runMean, 0.02, 1e-12);
    close(v.df, 1, 1e-9);
  });

  it('clips at 0 when the runs differ less than their requests do, and says when nothing pools', () => {
    const v = runVarianceOf([
      [run(1), run(1)],
      [run(2), run(2)],
    ]);
    expect(v.between).toBe(0);
    close(v.runMean, 0, 1e-15);
    expect(runVarianceOf([])).toEqual({ between: 0, runMean: 0, df: 0, cells: 0 });
    expect(runVarianceOf([[run(1)], [run(2)]])).toEqual({ between: 0, runMean: 0, df: 0, cells: 2 });
  });

  it('keeps out of the table the cells without two values in every pass', () => {
    const v = runVarianceOf([[run(1), run(1.1)], [run(1), [5]], [[], run(1)], [run(1)]]);
    expect(v.cells).toBe(1);
    expect(() => runVarianceOf([[[0, 1], run(1)]])).toThrow(/^values must be positive and finite \(got 0\)/);
    expect(() => runVarianceOf([[[Infinity, 1], run(1)]])).toThrow(/^values must be positive and finite/);
  });
});
