// Exact binomial bounds on a proportion: Clopper & Pearson 1934, through the beta quantile (the
// edges k = 0 and k = n in closed form: (α)^(1/n) and 1 − (α)^(1/n)).
import { checkConfidence } from './checks.js';
import { betaQuantile } from './distributions.js';
import type { Side } from './verdicts.js';

export interface ProportionBounds {
  lower: number;
  upper: number;
}

/**
 * Clopper–Pearson bounds for k successes in n trials. `lower` / `upper`: one-sided at `confidence`
 * (the other end is 0 or 1); `two-sided`: (1 − confidence)/2 in each tail.
 */
export function clopperPearson(k: number, n: number, confidence: number, side: Side): ProportionBounds {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer (got ${n})`);
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new RangeError(`k must be an integer in [0, n = ${n}] (got ${k})`);
  checkConfidence(confidence);
  if (side !== 'lower' && side !== 'upper' && side !== 'two-sided')
    throw new RangeError(`side must be 'lower', 'upper' or 'two-sided' (got ${JSON.stringify(side)})`);
  const alpha = side === 'two-sided' ? (1 - confidence) / 2 : 1 - confidence;
  const rootAlpha = Math.log(alpha) / n; // ln of α^(1/n)
  const lower = k === 0 ? 0 : k === n ? Math.exp(rootAlpha) : betaQuantile(alpha, k, n - k + 1);
  const upper = k === n ? 1 : k === 0 ? -Math.expm1(rootAlpha) : betaQuantile(1 - alpha, k + 1, n - k);
  if (side === 'lower') return { lower, upper: 1 };
  if (side === 'upper') return { lower: 0, upper };
  return { lower, upper };
}
