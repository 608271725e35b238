// How large a difference a study can detect, and how many counterbalanced pairs would resolve what
// it could not (docs/decision.md, "Sizing"):
// - power of "the simultaneous interval excludes 0" at a true log difference Δ: P(T' > c) for the
//   non-central t T' (df ν, non-centrality Δ/SE), by the normal approximation of Abramowitz & Stegun
//   26.7.10 / Johnson & Welch (1940): P(T' ≤ t) ≈ Φ((t(1 − 1/(4ν)) − λ)/√(1 + t²/(2ν))); the minimum
//   detectable effect solves it for λ at the stated power;
// - the critical value at another pair count from the known-variance one: c_∞ = z_{1−γ} read as a
//   normal quantile, c_ν = t_{1−γ}(ν) (the family's max-t quantile moves with ν like one t quantile);
// - pairs needed: the smallest k whose interval half-width c_ν·√(v·χ²_ν/ν / 2k) is ≤ the target with
//   probability `power` over the variance estimate of the k-pair study (χ² quantile by Wilson &
//   Hilferty 1931), at the observed variance v — the sizing rule of Stein's (1945) two-stage
//   procedure, which Rinott (1978) and Nelson & Matejcik (1995) use for selection.
import { normalQuantile, studentTQuantile } from './distributions.js';

/** Φ(x) by the complementary error function (W. J. Cody's rational Chebyshev form via erfc, ~1e-14). */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) throw new RangeError('x must be a number (got NaN)');
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** erfc by the continued fraction for |x| ≥ 2 and the Taylor series of erf below (both to ~1e-15). */
function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    // erf x = 2/√π Σ (−1)^n x^(2n+1) / (n!(2n+1))
    let term = x;
    let sum = x;
    for (let n = 1; n < 60; n++) {
      term *= (-x * x) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  // Lentz's continued fraction: erfc x = exp(−x²)/√π · 1/(x + 1/2/(x + 1/(x + 3/2/(x + …))))
  let f = x;
  let C = x;
  let D = 0;
  for (let n = 1; n < 200; n++) {
    const a = n / 2;
    D = x + a * D;
    D = D === 0 ? 1e-300 : 1 / D;
    C = x + a / C;
    const delta = C * D;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** The p-quantile of χ²(ν) by Wilson–Hilferty. */
export function chiSquareQuantile(p: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`df must be positive (got ${df})`);
  const z = normalQuantile(p);
  const k = 2 / (9 * df);
  return df * Math.max(0, 1 - k + z * Math.sqrt(k)) ** 3;
}

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

/** P(T' > c) at non-centrality λ (the same approximation). */
export function powerAt(critical: number, df: number, noncentrality: number): number {
  if (!Number.isFinite(df)) return 1 - normalCdf(critical - noncentrality);
  return (
    1 -
    normalCdf(
      (critical * (1 - 1 / (4 * df)) - noncentrality) / Math.sqrt(1 + (critical * critical) / (2 * df)),
    )
  );
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
