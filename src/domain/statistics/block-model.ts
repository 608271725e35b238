// The randomized-block model of docs/decision.md on the log scale: y[x][j] = μx + πj + e, fitted by
// two-way ANOVA without interaction, and the cell-mean variance with Satterthwaite (1946) degrees of
// freedom.
import { checkFinite } from './checks.js';

export interface BlockModel {
  /** N: cells (treatments). */
  cells: number;
  /** n: passes (blocks). */
  passes: number;
  grand: number;
  cellMeans: number[];
  passMeans: number[];
  /** Residual mean square Σ(y − ȳx − ȳj + ȳ)² / ((N − 1)(n − 1)); null with one cell (no df). */
  msE: number | null;
  /** (N − 1)(n − 1). */
  dfE: number;
  /** N·Σj(ȳj − ȳ)² / (n − 1). */
  msPass: number;
  /** √msE: the relative run-to-run SD of one measurement, pass-wide shifts removed. */
  residualSd: number | null;
  /** V = (MS_pass/N + (N − 1)·MS_e/N)/n: the variance of one cell mean, pass shifts included. */
  cellVariance: number | null;
  /** Satterthwaite degrees of freedom of V (dfE when both mean squares are 0). */
  cellDf: number | null;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

/** Fits the block model to an N × n table of log rates (row: cell, column: pass). */
export function fitBlockModel(y: readonly (readonly number[])[]): BlockModel {
  const N = y.length;
  if (N < 1) throw new RangeError('y must hold at least one cell');
  const n = y[0].length;
  if (n < 2) throw new RangeError(`y must hold at least two passes per cell (got ${n})`);
  y.forEach((row, x) => {
    if (row.length !== n) throw new RangeError(`y[${x}] must hold ${n} passes like y[0] (got ${row.length})`);
    checkFinite(`y[${x}]`, row);
  });
  const cellMeans = y.map(mean);
  const passMeans = Array.from({ length: n }, (_, j) => mean(y.map((row) => row[j])));
  const grand = mean(cellMeans);
  const msPass = (N * passMeans.reduce((s, m) => s + (m - grand) ** 2, 0)) / (n - 1);
  const dfE = (N - 1) * (n - 1);
  if (N === 1)
    return {
      cells: N,
      passes: n,
      grand,
      cellMeans,
      passMeans,
      msE: null,
      dfE,
      msPass,
      residualSd: null,
      cellVariance: null,
      cellDf: null,
    };
  let sse = 0;
  for (let x = 0; x < N; x++)
    for (let j = 0; j < n; j++) sse += (y[x][j] - cellMeans[x] - passMeans[j] + grand) ** 2;
  const msE = sse / dfE;
  const passPart = msPass / N;
  const residualPart = ((N - 1) * msE) / N;
  const cellVariance = (passPart + residualPart) / n;
  const denominator = passPart ** 2 / (n - 1) + residualPart ** 2 / dfE;
  const cellDf = denominator > 0 ? (passPart + residualPart) ** 2 / denominator : dfE;
  return {
    cells: N,
    passes: n,
    grand,
    cellMeans,
    passMeans,
    msE,
    dfE,
    msPass,
    residualSd: Math.sqrt(msE),
    cellVariance,
    cellDf,
  };
}
