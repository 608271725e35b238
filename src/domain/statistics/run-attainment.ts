// Bounds on the share of a cell's requests within a latency limit when requests of one run share its
// speed: Clopper–Pearson at Kish's effective sample size n/deff, deff = 1 + (m̄ − 1)·ρ (Kish, Survey
// Sampling, 1965, §8.2), with the degrees-of-freedom correction of Korn & Graubard (1998). ρ is the
// intra-run correlation of "within the limit", read off the cell's run mixture (run-mixture.ts) at the
// study's pooled between-run variance (run-variance.ts): Var_run[P(within | run)] / (p(1 − p)).
import { clopperPearson, effectiveClopperPearson } from './binomial.js';
import { normalCdf, studentTQuantile } from './distributions.js';
import { fitRunMixture, runShareVariance } from './run-mixture.js';
import type { RunVariance } from './run-variance.js';

export interface RunAttainmentBounds {
  lower: number;
  upper: number;
  /** n/deff after the df correction (= requests when the runs add nothing). */
  effectiveRequests: number;
}

/**
 * `runs`: completed latencies of each run; `requestsPerRun`: every request of each run (failed ones
 * too, same order); `within`: requests within `limit` over all runs. One-sided bounds at `confidence`.
 */
export function runAttainmentBounds(
  runs: readonly (readonly number[])[],
  limit: number,
  requestsPerRun: readonly number[],
  within: number,
  confidence: number,
  variance: RunVariance,
): RunAttainmentBounds {
  const requests = requestsPerRun.reduce((s, m) => s + m, 0);
  if (requests === 0) return { lower: 0, upper: 1, effectiveRequests: 0 };
  const exact = (): RunAttainmentBounds => ({
    lower: clopperPearson(within, requests, confidence, 'lower').lower,
    upper: clopperPearson(within, requests, confidence, 'upper').upper,
    effectiveRequests: requests,
  });
  const mixture = fitRunMixture(runs);
  if (mixture === null || !(variance.between > 0) || !(limit > 0) || variance.df <= 0) return exact();
  const t = Math.log(limit) - mixture.meanLog;
  const s = Math.sqrt(variance.between);
  const p = mixture.residuals.reduce((sum, e) => sum + normalCdf((t - e) / s), 0) / mixture.residuals.length;
  const total = p * (1 - p);
  const between = runShareVariance(mixture.residuals, variance.between, t);
  if (!(total > 0) || !(between > 0)) return exact();
  const rho = Math.min(1, between / total);
  const m = requestsPerRun.reduce((sum, k) => sum + k * k, 0) / requests;
  if (m <= 1) return exact();
  const deff = 1 + (m - 1) * rho;
  // Satterthwaite df of Var(p̂) = [p(1 − p)(1 − ρ) + m·ρ·p(1 − p)]/n: the run part on the study's df.
  const runShare = (m * rho) / deff;
  const df = 1 / ((runShare * runShare) / variance.df + (1 - runShare) ** 2 / Math.max(1, requests - 1));
  const c = requests > 1 ? studentTQuantile(confidence, requests - 1) / studentTQuantile(confidence, df) : 1;
  const nEff = Math.min(requests, (requests / deff) * c * c);
  const share = within / requests;
  return {
    lower: effectiveClopperPearson(share, nEff, confidence, 'lower').lower,
    upper: effectiveClopperPearson(share, nEff, confidence, 'upper').upper,
    effectiveRequests: nEff,
  };
}
