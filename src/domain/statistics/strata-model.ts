// The generation-rate noise model of a study's decision (docs/decision.md, "Noise per concurrency
// level"): one randomized-block fit per client-concurrency level (a stratum), because a real runner is
// noisier at higher concurrency and one pooled variance under-covers the noisy levels and over-covers
// the quiet ones. Within a stratum every cell is its own server run (a run measures one cell per C), so
// the stratum's residual mean square estimates the whole run-to-run variance of one cell-pass at that
// level, pass-wide shifts removed (two-way ANOVA without interaction; Cochran & Cox 1957 §4). Cells of
// different strata measured by different runs are independent given the pass: their difference's
// variance is the sum of the two strata's, with Welch–Satterthwaite degrees of freedom (Satterthwaite
// 1946). Cells of one server run (same candidate and P, different C) share the run's speed: their
// difference's variance comes from the difference tables of every run that measured both levels.
// A level with a single cell borrows the fit of all cells (the pooled split-plot model) and says so.
import { fitBlockModel, satterthwaite, type BlockModel } from './block-model.js';
import { checkIndex } from './checks.js';

export interface Stratum {
  /** The stratum's key (the client concurrency C). */
  level: number;
  /** Model indexes of its cells. */
  cells: number[];
  /** σ²: the variance of one cell-pass measurement at this level, pass-wide shifts removed. */
  variance: number;
  df: number;
  /** V: the variance of one cell mean at this level, pass-wide shifts included (Satterthwaite df). */
  cellVariance: number;
  cellDf: number;
  /** The pass-wide variance component of one cell mean, max(0, (MS_pass − MS_e)/N)/n. */
  passComponent: number;
  /** True when the level has fewer than two cells and borrows the pooled fit. */
  pooled: boolean;
}

export interface StrataModel {
  cells: number;
  passes: number;
  cellMeans: number[];
  /** Stratum index of every cell. */
  stratumOf: number[];
  /** Server run of every cell (cells of one run share its speed in every pass). */
  runOf: number[];
  strata: Stratum[];
  /** expm1(ȳj − ȳ) of all cells: the pass-wide speed shifts, reported. */
  passShift: number[];
  /** The pooled split-plot fit of every cell (what a single-cell level borrows). */
  pooled: BlockModel;
  /** Var(e_a − e_b) of two levels measured by one server run, keyed `low:high` stratum index. */
  withinRun: Map<string, { variance: number; df: number }>;
}

/** The variance of one pass's difference of two cells and its degrees of freedom. */
export interface DifferenceVariance {
  variance: number;
  df: number;
}

/**
 * Fits the strata to an N × n table of log rates. `levelOf[x]` is cell x's stratum key (its C),
 * `runOf[x]` its server run. Null when the table cannot separate noise from cells (one cell, or no
 * residual degrees of freedom anywhere).
 */
export function fitStrataModel(
  y: readonly (readonly number[])[],
  levelOf: readonly number[],
  runOf: readonly number[],
): StrataModel | null {
  const N = y.length;
  if (levelOf.length !== N || runOf.length !== N)
    throw new RangeError(`levelOf and runOf must name a level and a run for each of the ${N} cells`);
  if (N < 2) return null;
  const pooled = fitBlockModel(y, [...runOf]);
  if (pooled.msE === null || pooled.dfE === 0) return null;
  const levels = [...new Set(levelOf)].sort((a, b) => a - b);
  const stratumOf = levelOf.map((l) => levels.indexOf(l));
  const n = y[0].length;
  const pooledVariance =
    pooled.runs !== null && pooled.runs.groups >= 2 ? pooled.runs.betweenVariance : pooled.msE;
  const pooledDf = pooled.runs !== null && pooled.runs.groups >= 2 ? pooled.runs.betweenDf : pooled.dfE;
  const strata = levels.map((level, s): Stratum => {
    const cells = stratumOf.flatMap((t, x) => (t === s ? [x] : []));
    if (cells.length < 2)
      return {
        level,
        cells,
        variance: pooledVariance,
        df: pooledDf,
        cellVariance: pooled.cellVariance!,
        cellDf: pooled.cellDf!,
        passComponent: Math.max(0, (pooled.msPass - pooled.msE!) / N) / n,
        pooled: true,
      };
    const fit = fitBlockModel(cells.map((x) => y[x]));
    return {
      level,
      cells,
      variance: fit.msE!,
      df: fit.dfE,
      cellVariance: fit.cellVariance!,
      cellDf: fit.cellDf!,
      passComponent: Math.max(0, (fit.msPass - fit.msE!) / cells.length) / n,
      pooled: false,
    };
  });
  return {
    cells: N,
    passes: n,
    cellMeans: pooled.cellMeans,
    stratumOf,
    runOf: [...runOf],
    strata,
    passShift: pooled.passMeans.map((m) => Math.expm1(m - pooled.grand)),
    pooled,
    withinRun: withinRunVariances(y, stratumOf, runOf),
  };
}

const pairKey = (s: number, t: number) => (s < t ? `${s}:${t}` : `${t}:${s}`);

/** For every two levels measured by ≥ 2 common runs: the block fit of the runs' difference tables. */
function withinRunVariances(
  y: readonly (readonly number[])[],
  stratumOf: readonly number[],
  runOf: readonly number[],
): Map<string, DifferenceVariance> {
  const byRun = new Map<number, Map<number, number>>();
  runOf.forEach((r, x) => {
    if (!byRun.has(r)) byRun.set(r, new Map());
    byRun.get(r)!.set(stratumOf[x], x);
  });
  const tables = new Map<string, number[][]>();
  for (const members of byRun.values()) {
    const strata = [...members.keys()].sort((a, b) => a - b);
    for (let i = 0; i < strata.length; i++)
      for (let j = i + 1; j < strata.length; j++) {
        const a = members.get(strata[i])!;
        const b = members.get(strata[j])!;
        const key = pairKey(strata[i], strata[j]);
        if (!tables.has(key)) tables.set(key, []);
        tables.get(key)!.push(y[a].map((v, k) => v - y[b][k]));
      }
  }
  const out = new Map<string, DifferenceVariance>();
  for (const [key, rows] of tables) {
    if (rows.length < 2) continue;
    const fit = fitBlockModel(rows);
    if (fit.msE !== null && fit.dfE > 0) out.set(key, { variance: fit.msE, df: fit.dfE });
  }
  return out;
}

/**
 * Var(y_a,j − y_b,j) of one pass and its df: the within-run table for cells of one run (null when
 * fewer than two runs measured both levels), else the sum of the two strata's variances.
 */
export function strataDifferenceVariance(
  model: StrataModel,
  a: number,
  b: number,
): DifferenceVariance | null {
  checkIndex('a', a, model.cells);
  checkIndex('b', b, model.cells);
  const sa = model.stratumOf[a];
  const sb = model.stratumOf[b];
  if (a !== b && model.runOf[a] === model.runOf[b]) return model.withinRun.get(pairKey(sa, sb)) ?? null;
  const A = model.strata[sa];
  const B = model.strata[sb];
  if (sa === sb) return { variance: 2 * A.variance, df: A.df };
  return {
    variance: A.variance + B.variance,
    df: satterthwaite(
      [
        [A.variance, A.df],
        [B.variance, B.df],
      ],
      A.df + B.df,
    ),
  };
}
