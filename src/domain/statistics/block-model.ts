// The randomized-block model of docs/decision.md on the log scale: y[x][j] = μx + πj + e, fitted by
// two-way ANOVA without interaction, the cell-mean variance with Satterthwaite (1946) degrees of
// freedom, and — when cells share a server run — the split-plot strata (Cochran & Cox 1957 §7).
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
  /** Split-plot strata when cells share server runs (null without `runOf`); see `fitBlockModel`. */
  runs: RunStrata | null;
}

/**
 * Cells measured by one server run (one candidate and P in a pass) share that run's noise u, so
 * e = u + v. Two strata: within runs (v only) and between runs (u + v) — Cochran & Cox 1957 §7.
 */
export interface RunStrata {
  /** Run group of every cell (cells of one group are measured by the same server run in each pass). */
  runOf: number[];
  groups: number;
  /** Interaction MS of the run means (scale of one run mean): E = σu² + h·σv², df (G − 1)(n − 1). */
  msRun: number;
  dfRun: number;
  /** Interaction MS of cells inside their runs: E = σv², df Σ(C_g − 1)(n − 1); null when 0 df. */
  msWithin: number | null;
  dfWithin: number;
  /** h = mean over groups of 1/C_g. */
  h: number;
  /** σu² + σv² estimated by msRun + (1 − h)·msWithin: the variance of one measurement of a cell
   *  against a cell of another run; Satterthwaite df. */
  betweenVariance: number;
  betweenDf: number;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

/**
 * Fits the block model to an N × n table of log rates (row: cell, column: pass). `runOf[x]`
 * (optional) names the server run of cell x; with it the model also carries the split-plot strata
 * that comparisons across runs need (e is then not independent between cells of one run).
 */
export function fitBlockModel(y: readonly (readonly number[])[], runOf?: readonly number[]): BlockModel {
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
      runs: null,
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
    runs: runOf === undefined ? null : runStrata(y, cellMeans, runOf),
  };
}

/** Satterthwaite df of Σ cᵢ·MSᵢ (parts given as cᵢ·MSᵢ with their df); `fallback` when all are 0. */
export function satterthwaite(parts: readonly (readonly [number, number])[], fallback: number): number {
  const total = parts.reduce((s, [v]) => s + v, 0);
  const denominator = parts.reduce((s, [v, df]) => (df > 0 ? s + (v * v) / df : s), 0);
  return denominator > 0 ? (total * total) / denominator : fallback;
}

function runStrata(
  y: readonly (readonly number[])[],
  cellMeans: number[],
  runOf: readonly number[],
): RunStrata {
  const N = y.length;
  const n = y[0].length;
  if (runOf.length !== N)
    throw new RangeError(`runOf must name a run for each of the ${N} cells (got ${runOf.length})`);
  const ids = [...new Set(runOf)];
  const members = ids.map((id) => runOf.flatMap((g, x) => (g === id ? [x] : [])));
  const G = ids.length;
  // Run means w[g][j] and the within-run interaction of each group's cells × passes table.
  const w = members.map((cells) => Array.from({ length: n }, (_, j) => mean(cells.map((x) => y[x][j]))));
  let ssWithin = 0;
  members.forEach((cells, g) => {
    const wg = mean(w[g]);
    for (const x of cells)
      for (let j = 0; j < n; j++) ssWithin += (y[x][j] - w[g][j] - cellMeans[x] + wg) ** 2;
  });
  const dfWithin = members.reduce((s, cells) => s + (cells.length - 1) * (n - 1), 0);
  const dfRun = (G - 1) * (n - 1);
  const runMeans = w.map(mean);
  const passMeans = Array.from({ length: n }, (_, j) => mean(w.map((row) => row[j])));
  const grand = mean(runMeans);
  let ssRun = 0;
  for (let g = 0; g < G; g++)
    for (let j = 0; j < n; j++) ssRun += (w[g][j] - runMeans[g] - passMeans[j] + grand) ** 2;
  const h = mean(members.map((cells) => 1 / cells.length));
  const msRun = dfRun > 0 ? ssRun / dfRun : 0;
  const msWithin = dfWithin > 0 ? ssWithin / dfWithin : null;
  const withinPart = (1 - h) * (msWithin ?? 0);
  return {
    runOf: [...runOf],
    groups: G,
    msRun,
    dfRun,
    msWithin,
    dfWithin,
    h,
    betweenVariance: msRun + withinPart,
    betweenDf: satterthwaite(
      [
        [msRun, dfRun],
        [withinPart, dfWithin],
      ],
      dfRun + dfWithin,
    ),
  };
}
