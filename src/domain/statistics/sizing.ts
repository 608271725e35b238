// How large a difference a study can detect, and how many counterbalanced pairs would resolve what
// it could not (docs/decision.md, "Sizing"):
// - power of "the simultaneous interval excludes 0" at a true log difference Δ: P(T' > c) for the
//   non-central t T' (df ν, non-centrality Δ/SE), by the normal approximation of Abramowitz & Stegun
//   26.7.10 / Johnson & Welch (1940): P(T' ≤ t) ≈ Φ((t(1 − 1/(4ν)) − λ)/√(1 + t²/(2ν))); the minimum
//   detectable effect solves it for λ at the stated power;
// - the critical value at another pair count from the known-variance one: c_∞ = z_{1−γ} read as a
//   normal quantile, c_ν = t_{1−γ}(ν) (the family's max-t quantile moves with ν like one t quantile);
// - pairs needed: the smallest k whose interval half-width c_ν·√(v·χ²_ν/ν / 2k) is ≤ the target with
//   probability `power` over the variance estimate of the k-pair study, at the observed variance v — the sizing rule of Stein's (1945) two-stage
//   procedure, which Rinott (1978) and Nelson & Matejcik (1995) use for selection.
import { chiSquareQuantile, normalCdf, normalQuantile, studentTQuantile } from './distributions.js';

/** The family's critical value at ν degrees of freedom from its known-variance value. */
export function criticalValueAtDf(knownVariance: number, df: number): number {
  if (!Number.isFinite(df) || df > 1e6) return knownVariance;
  const gamma = 1 - normalCdf(knownVariance);
  if (!(gamma > 0)) return knownVariance;
  return studentTQuantile(1 - gamma, df);
}

/** The non-centrality λ = Δ/SE at which P(T' > c) = power (A&S 26.7.10 solved for λ). */
export function detectableNoncentrality(critical: number, df: number, power: number): number {
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1) (got ${power})`);
  const z = normalQuantile(power);
  if (!Number.isFinite(df)) return critical + z;
  return critical * (1 - 1 / (4 * df)) + z * Math.sqrt(1 + (critical * critical) / (2 * df));
}

/** The smallest relative difference (ratio − 1) detected with `power` by an interval with this SE. */
export function minimumDetectableEffect(se: number, critical: number, df: number, power = 0.8): number {
  return Math.expm1(detectableNoncentrality(critical, df, power) * se);
}

export interface PairsNeededInput {
  /** Var of one pass's difference (the comparison's σ²_a + σ²_b, or within-run variance). */
  variance: number;
  /** Its degrees of freedom in this study, and this study's passes (df scale with passes − 1). */
  df: number;
  passes: number;
  /** The family's known-variance critical value. */
  knownCritical: number;
  /** The half-width (log scale) the interval must reach. */
  target: number;
  /** Probability of reaching it over the next study's variance estimate. */
  power: number;
  /** Largest pair count searched. */
  limit: number;
}

/** Smallest k ≤ limit at which the half-width reaches `target` with probability `power`, else null. */
export function pairsNeeded(i: PairsNeededInput): number | null {
  if (!(i.target > 0) || !(i.variance >= 0) || !(i.df > 0)) return null;
  if (i.variance === 0) return 1;
  const halfWidth = (k: number) => {
    const df = (i.df * (2 * k - 1)) / (i.passes - 1);
    const c = criticalValueAtDf(i.knownCritical, df);
    return c * Math.sqrt((i.variance * chiSquareQuantile(i.power, df)) / df / (2 * k));
  };
  if (halfWidth(i.limit) > i.target) return null;
  let lo = 1;
  let hi = i.limit;
  if (halfWidth(lo) <= i.target) return lo;
  // The half-width falls with k: bisect the first k that reaches the target.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (halfWidth(mid) <= i.target) hi = mid;
    else lo = mid;
  }
  return hi;
}
