// Exact binomial bounds on a proportion: Clopper & Pearson 1934, through the beta quantile (the
// edges k = 0 and k = n in closed form: (α)^(1/n) and 1 − (α)^(1/n)); for clustered samples the same
// bounds at an effective sample size (Korn & Graubard 1998, Survey Methodology 24(2):193–201).
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
  return betaBounds(k, n, confidence, side);
}

/**
 * Clopper–Pearson bounds of an observed share at an effective sample size nEff (real, > 0): the
 * beta-quantile form with x = share·nEff successes, as Korn & Graubard do for survey data (n/deff).
 * With an integer nEff and share·nEff it equals `clopperPearson`.
 */
export function effectiveClopperPearson(
  share: number,
  nEff: number,
  confidence: number,
  side: Side,
): ProportionBounds {
  if (!(nEff > 0) || !Number.isFinite(nEff))
    throw new RangeError(`nEff must be a positive number (got ${nEff})`);
  if (!(share >= 0 && share <= 1)) throw new RangeError(`share must be in [0, 1] (got ${share})`);
  return betaBounds(share * nEff, nEff, confidence, side);
}

function betaBounds(k: number, n: number, confidence: number, side: Side): ProportionBounds {
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
