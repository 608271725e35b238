// Paired comparisons and cell intervals on the block model (docs/decision.md): Student t intervals
// on log rates (pass-paired SE √(2·MS_e/n) with df_e; the cell mean with Satterthwaite df), the
// minimum detectable effect at a power (normal-theory sizing with t quantiles, e.g. Cohen 1988 §2),
// and the three-way verdict against an indifference zone (the fleet's rules). With the
// model's run strata, cells of different server runs are compared on the between-run variance
// (split-plot, Cochran & Cox 1957 §7; Satterthwaite df) and cells of one run on the within-run MS.
import type { BlockModel } from './block-model.js';
import { checkConfidence, checkIndex } from './checks.js';
import { studentTQuantile } from './distributions.js';
import type { ComparisonVerdict } from './verdicts.js';

export interface PairedComparison {
  /** ȳa − ȳb. */
  logRatio: number;
  /** exp(ȳa − ȳb): the geometric-mean ratio a/b. */
  ratio: number;
  /** exp(d ± t(1 − α/2, df_e)·SE); null with df_e = 0. */
  ci: [number, number] | null;
  se: number | null;
  df: number;
}

export interface CellInterval {
  estimate: number;
  ci: [number, number] | null;
  df: number;
}

/**
 * The variance of one measurement's difference share (Var(d) = 2·variance/n) and its df for cells a
 * and b; a = b = null: two cells of different runs (what a comparison of candidates is).
 */
export function differenceVariance(
  model: BlockModel,
  a: number | null,
  b: number | null,
): { variance: number; df: number } | null {
  if (model.msE === null) return null;
  const runs = model.runs;
  if (runs === null || (a !== null && a === b)) return { variance: model.msE, df: model.dfE };
  if (a !== null && b !== null && runs.runOf[a] === runs.runOf[b] && runs.msWithin !== null)
    return { variance: runs.msWithin, df: runs.dfWithin };
  if (runs.groups < 2) return { variance: model.msE, df: model.dfE };
  return { variance: runs.betweenVariance, df: runs.betweenDf };
}

function checkPower(power: number): void {
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1) (got ${power})`);
}

/** Cell a against cell b, paired by pass: pass-wide shifts cancel. */
export function pairedComparison(
  model: BlockModel,
  a: number,
  b: number,
  confidence: number,
): PairedComparison {
  checkIndex('a', a, model.cells);
  checkIndex('b', b, model.cells);
  checkConfidence(confidence);
  const d = model.cellMeans[a] - model.cellMeans[b];
  const ratio = Math.exp(d);
  const v = differenceVariance(model, a, b);
  if (v === null) return { logRatio: d, ratio, ci: null, se: null, df: 0 };
  const se = Math.sqrt((2 * v.variance) / model.passes);
  const half = studentTQuantile(1 - (1 - confidence) / 2, v.df) * se;
  return { logRatio: d, ratio, ci: [Math.exp(d - half), Math.exp(d + half)], se, df: v.df };
}

/**
 * The smallest relative difference a comparison of two cells detects with `power`, had the study
 * `passes` passes at the observed noise: expm1((t(1 − α/2, ν) + t(power, ν))·√(2·MS_e/passes)),
 * ν = (N − 1)(passes − 1); with run strata, MS_e and ν are those of cells in different runs. Null
 * without residual df.
 */
export function minimumDetectableEffect(
  model: BlockModel,
  confidence: number,
  power = 0.8,
  passes = model.passes,
): number | null {
  checkConfidence(confidence);
  checkPower(power);
  if (!Number.isInteger(passes) || passes < 2)
    throw new RangeError(`passes must be an integer ≥ 2 (got ${passes})`);
  const v = differenceVariance(model, null, null);
  if (v === null) return null;
  // Every stratum's df is a multiple of (n − 1), so (Satterthwaite) df scale with (passes − 1).
  const df = (v.df * (passes - 1)) / (model.passes - 1);
  const se = Math.sqrt((2 * v.variance) / passes);
  return Math.expm1((studentTQuantile(1 - (1 - confidence) / 2, df) + studentTQuantile(power, df)) * se);
}

/**
 * docs/decision.md: h = max(indifference zone, mde); `better` when the ratio's interval is above 1
 * and |ln ratio| ≥ ln(1 + h), `worse` when it is below 1 and |ln ratio| ≥ ln(1 + h),
 * `no_detectable_difference` when it holds 1, else `indeterminate` (also without an interval).
 */
export function comparisonVerdict(
  ratio: number,
  ci: readonly [number, number] | null,
  indifferenceZone: number,
  mde: number | null,
): ComparisonVerdict {
  if (!(ratio > 0) || !Number.isFinite(ratio))
    throw new RangeError(`ratio must be a positive finite number (got ${ratio})`);
  if (!(indifferenceZone >= 0))
    throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
  if (mde !== null && !(mde >= 0)) throw new RangeError(`mde must be ≥ 0 or null (got ${mde})`);
  if (ci === null) return 'indeterminate';
  if (!(ci[0] <= ci[1])) throw new RangeError(`ci must be [lo, hi] with lo ≤ hi (got [${ci[0]}, ${ci[1]}])`);
  // On the log scale, so that "A is 3x B" and "B is a third of A" are the same size of difference.
  const size = Math.abs(Math.log(ratio));
  const h = Math.log1p(Math.max(indifferenceZone, mde ?? 0));
  if (ci[0] > 1 && size >= h) return 'better';
  if (ci[1] < 1 && size >= h) return 'worse';
  if (ci[0] <= 1 && ci[1] >= 1) return 'no_detectable_difference';
  return 'indeterminate';
}

/** The cell's rate exp(ȳx) with exp(ȳx ± t(1 − α/2, ν)·√V): pass-wide variance included. */
export function cellInterval(model: BlockModel, x: number, confidence: number): CellInterval {
  checkIndex('x', x, model.cells);
  checkConfidence(confidence);
  const m = model.cellMeans[x];
  const estimate = Math.exp(m);
  if (model.cellVariance === null || model.cellDf === null) return { estimate, ci: null, df: 0 };
  const half = studentTQuantile(1 - (1 - confidence) / 2, model.cellDf) * Math.sqrt(model.cellVariance);
  return { estimate, ci: [Math.exp(m - half), Math.exp(m + half)], df: model.cellDf };
}
