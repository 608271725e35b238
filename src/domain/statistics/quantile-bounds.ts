// Distribution-free one-sided bounds on a quantile from order statistics (the binomial argument of
// Thompson 1936; David & Nagaraja, Order Statistics, §7.1), and the sample size that gives one.
import { checkConfidence, checkFinite } from './checks.js';
import { binomialCdf, regularizedIncompleteBeta } from './distributions.js';

/** A probability equal to the confidence up to rounding counts as reaching it. */
const TIE = 1e-12;

export interface QuantileBounds {
  /** Nearest-rank estimate (core/stats.ts `nearestRank`); null for no values. */
  estimate: number | null;
  /** x(l), the largest order statistic with P(Bin(n, q) ≥ l) ≥ confidence; null when none. */
  lower: number | null;
  /** x(r), the smallest order statistic with P(Bin(n, q) ≤ r − 1) ≥ confidence; null when none. */
  upper: number | null;
  n: number;
  /** When the upper bound does not exist: the smallest n that gives one, ceil(ln(1 − c)/ln q). */
  requestsNeeded: number | null;
}

/** Smallest n with 1 − qⁿ ≥ confidence: the sample whose maximum is a one-sided upper bound. */
export function requestsForUpperBound(q: number, confidence: number): number {
  let m = Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(q)));
  while (m > 1 && -Math.expm1((m - 1) * Math.log(q)) >= confidence - TIE) m--;
  while (-Math.expm1(m * Math.log(q)) < confidence - TIE) m++;
  return m;
}

/** Smallest integer in [lo, hi] where `ok` holds (`ok` monotone false → true), or null. */
function firstTrue(lo: number, hi: number, ok: (i: number) => boolean): number | null {
  if (lo > hi || !ok(hi)) return null;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The order-statistic ranks (1-based) of both bounds for n values; they depend on n, q and c only. */
interface BoundRanks {
  upper: number | null;
  lower: number | null;
}

// Ranks are a pure function of (n, q, confidence): a study asks the same few many times (every cell
// of one plan has the same number of requests), so they are computed once per key.
const RANKS = new Map<string, BoundRanks>();

function boundRanks(n: number, q: number, confidence: number): BoundRanks {
  const key = `${n}|${q}|${confidence}`;
  const known = RANKS.get(key);
  if (known !== undefined) return known;
  // Upper: P(x(r) ≥ ξq) = P(Bin(n, q) ≤ r − 1), increasing in r.
  const upper = firstTrue(1, n, (i) => binomialCdf(i - 1, n, q) >= confidence - TIE);
  // Lower: P(x(l) ≤ ξq) = P(Bin(n, q) ≥ l) = I_q(l, n − l + 1), decreasing in l; the largest l
  // that holds is one less than the first l that fails.
  const holds = (l: number) => regularizedIncompleteBeta(q, l, n - l + 1) >= confidence - TIE;
  let lower: number | null = null;
  if (n >= 1 && holds(1)) lower = (firstTrue(1, n, (i) => !holds(i)) ?? n + 1) - 1;
  const ranks = { upper, lower };
  if (RANKS.size < 4096) RANKS.set(key, ranks);
  return ranks;
}

/** One-sided order-statistic bounds on the q-quantile of `values` at `confidence` (docs/decision.md). */
export function quantileBounds(values: readonly number[], q: number, confidence: number): QuantileBounds {
  if (!(q > 0 && q < 1)) throw new RangeError(`q must be in (0, 1) (got ${q})`);
  checkConfidence(confidence);
  checkFinite('values', values);
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const { upper: r, lower: l } = boundRanks(n, q, confidence);
  return {
    // core/stats.ts nearestRank on the sorted copy: the element at max(1, ceil(q × n)).
    estimate: n === 0 ? null : sorted[Math.min(Math.max(1, Math.ceil(q * n)), n) - 1],
    lower: l === null ? null : sorted[l - 1],
    upper: r === null ? null : sorted[r - 1],
    n,
    requestsNeeded: r === null ? requestsForUpperBound(q, confidence) : null,
  };
}
