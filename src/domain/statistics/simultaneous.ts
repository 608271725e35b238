// Simultaneous intervals for every difference between cells of different candidates, and the
// candidate-level statements derived from them (docs/decision.md, "The choice"):
// - the critical value c of max |T_xy| over all cross-candidate cell pairs (x, y), T_xy the studentized
//   error of ȳx − ȳy under the strata model, by seeded Monte Carlo of that model (a "max-t" family
//   in the sense of Hochberg & Tamhane 1987 §3.2; per-level variances each scaled by their own χ²),
//   so every interval of the family holds at once with probability ≥ confidence;
// - from those intervals, bounds on M_A − M_B (M = a candidate's best cell, a maximum, so the bounds
//   hold whichever cell the data made look best: max_x min_y L(x, y) ≤ M_A − M_B ≤ max_x min_y U(x, y))
//   and on M_i − max_{j≠i} M_j: multiple comparisons with the best (Hsu 1996 §4, the unconstrained
//   form), derived rather than computed from Hsu's one-sided constants because each candidate's "mean"
//   is itself a maximum over its cells;
// - verdicts with an indifference zone δ: `equivalent` when the whole interval lies inside ±δ (two
//   one-sided tests, Schuirmann 1987), else `better` / `worse` when it excludes 0, else
//   `no_detectable_difference`.
// Independent draws for cells of one server run make c conservative (they are positively correlated).
import { checkConfidence } from './checks.js';
import type { Rng } from './random.js';

export interface CrossFamily {
  /** Group (candidate) of every cell in the family. */
  groupOf: readonly number[];
  /** Stratum (level) of every cell. */
  stratumOf: readonly number[];
  /** σ² and df of one cell-pass measurement per stratum. */
  strata: readonly { variance: number; df: number }[];
  passes: number;
}

export interface CriticalValue {
  /** The confidence quantile of max |T| with the study's degrees of freedom. */
  value: number;
  /** The same quantile with known variances (df = ∞): the base of sizing at other pair counts. */
  knownVariance: number;
  /** Cross-group cell pairs in the family. */
  pairs: number;
  draws: number;
}

function quantileOf(v: Float64Array, p: number): number {
  const sorted = Float64Array.from(v).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Per (group, stratum): the largest and smallest draw. */
function extremes(f: CrossFamily, z: Float64Array, groups: number, strata: number) {
  const hi = new Float64Array(groups * strata).fill(-Infinity);
  const lo = new Float64Array(groups * strata).fill(Infinity);
  for (let x = 0; x < z.length; x++) {
    const k = f.groupOf[x] * strata + f.stratumOf[x];
    if (z[x] > hi[k]) hi[k] = z[x];
    if (z[x] < lo[k]) lo[k] = z[x];
  }
  return { hi, lo };
}

/** max over g ≠ h of hi[g][s] − lo[h][t], from the two largest highs and two smallest lows. */
function crossMax(
  hi: Float64Array,
  lo: Float64Array,
  groups: number,
  strata: number,
  s: number,
  t: number,
): number {
  let h1 = -1;
  let h2 = -1;
  let l1 = -1;
  let l2 = -1;
  for (let g = 0; g < groups; g++) {
    const a = hi[g * strata + s];
    if (a > -Infinity) {
      if (h1 < 0 || a > hi[h1 * strata + s]) [h1, h2] = [g, h1];
      else if (h2 < 0 || a > hi[h2 * strata + s]) h2 = g;
    }
    const b = lo[g * strata + t];
    if (b < Infinity) {
      if (l1 < 0 || b < lo[l1 * strata + t]) [l1, l2] = [g, l1];
      else if (l2 < 0 || b < lo[l2 * strata + t]) l2 = g;
    }
  }
  if (h1 < 0 || l1 < 0) return -Infinity;
  if (h1 !== l1) return hi[h1 * strata + s] - lo[l1 * strata + t];
  const a = h2 < 0 || l1 < 0 ? -Infinity : hi[h2 * strata + s] - lo[l1 * strata + t];
  const b = l2 < 0 ? -Infinity : hi[h1 * strata + s] - lo[l2 * strata + t];
  return Math.max(a, b);
}

function countCrossPairs(f: CrossFamily): number {
  const sizes = new Map<number, number>();
  for (const g of f.groupOf) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const total = f.groupOf.length;
  let same = 0;
  for (const k of sizes.values()) same += (k * (k - 1)) / 2;
  return (total * (total - 1)) / 2 - same;
}

/**
 * The Monte Carlo critical value of the family (null without a cross-group pair). Each draw: per
 * stratum a variance ratio χ²(df)/df, per cell Z ~ N(0, σ²_s/n); the statistic is the largest
 * |Zx − Zy| / √((r_sx σ²_sx + r_sy σ²_sy)/n) over cross-group pairs.
 */
export function crossCriticalValue(
  f: CrossFamily,
  confidence: number,
  draws: number,
  rng: Rng,
): CriticalValue | null {
  checkConfidence(confidence);
  if (!Number.isInteger(draws) || draws < 1)
    throw new RangeError(`draws must be a positive integer (got ${draws})`);
  const pairs = countCrossPairs(f);
  if (pairs === 0) return null;
  const groups = Math.max(...f.groupOf) + 1;
  const S = f.strata.length;
  const studentized = new Float64Array(draws);
  const known = new Float64Array(draws);
  const z = new Float64Array(f.groupOf.length);
  const ratio = new Float64Array(S);
  const sd = f.strata.map((s) => Math.sqrt(s.variance / f.passes));
  for (let d = 0; d < draws; d++) {
    for (let s = 0; s < S; s++)
      ratio[s] = f.strata[s].df > 0 ? rng.chiSquare(f.strata[s].df) / f.strata[s].df : 1;
    for (let x = 0; x < z.length; x++) z[x] = sd[f.stratumOf[x]] * rng.normal();
    const { hi, lo } = extremes(f, z, groups, S);
    let maxT = 0;
    let maxZ = 0;
    for (let s = 0; s < S; s++)
      for (let t = 0; t < S; t++) {
        const m = crossMax(hi, lo, groups, S, s, t);
        if (m === -Infinity) continue;
        const v = f.strata[s].variance + f.strata[t].variance;
        if (v <= 0) continue;
        const denomKnown = Math.sqrt(v / f.passes);
        const denom = Math.sqrt(
          (ratio[s] * f.strata[s].variance + ratio[t] * f.strata[t].variance) / f.passes,
        );
        maxT = Math.max(maxT, m / denom);
        maxZ = Math.max(maxZ, m / denomKnown);
      }
    studentized[d] = maxT;
    known[d] = maxZ;
  }
  return {
    value: quantileOf(studentized, confidence),
    knownVariance: quantileOf(known, confidence),
    pairs,
    draws,
  };
}

/** An interval of a log difference: [d − c·se, d + c·se]. */
export type LogInterval = [number, number];

/**
 * Bounds on max over A − max over B from simultaneous cell-pair intervals `interval(x, y)` of
 * μx − μy: [max_x min_y lower, max_x min_y upper]. Null when a side has no cell.
 */
export function maxDifferenceBounds(
  a: readonly number[],
  b: readonly number[],
  interval: (x: number, y: number) => LogInterval | null,
): LogInterval | null {
  if (a.length === 0 || b.length === 0) return null;
  let lower = -Infinity;
  let upper = -Infinity;
  for (const x of a) {
    let minL = Infinity;
    let minU = Infinity;
    for (const y of b) {
      const i = interval(x, y);
      if (i === null) return null;
      minL = Math.min(minL, i[0]);
      minU = Math.min(minU, i[1]);
    }
    lower = Math.max(lower, minL);
    upper = Math.max(upper, minU);
  }
  return [lower, upper];
}

export type PairVerdict = 'better' | 'worse' | 'equivalent' | 'no_detectable_difference';

/** The verdict of an interval of ln(a/b) against an indifference zone δ (relative, e.g. 0.05). */
export function intervalVerdict(interval: LogInterval, indifferenceZone: number): PairVerdict {
  if (!(indifferenceZone >= 0))
    throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
  const h = Math.log1p(indifferenceZone);
  if (h > 0 && interval[0] > -h && interval[1] < h) return 'equivalent';
  if (interval[0] > 0) return 'better';
  if (interval[1] < 0) return 'worse';
  return 'no_detectable_difference';
}
