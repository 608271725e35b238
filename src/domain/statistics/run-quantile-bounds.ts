// One-sided bounds on a latency quantile with the server run as the unit (docs/decision.md, "Latency,
// attainment and gates"): the cell's runs as a mixture (run-mixture.ts) with the study's pooled
// between-run variance (run-variance.ts), the quantile estimated as μ̂ + Q(σ̂a²), and its bound
// μ̂ + Q ± z·√S with S = σ̂a²/R + G²·Var(V̂) + B — the run means' spread, the variance estimate's
// uncertainty through the bound's slope G = dU/dV̂ (solved for, as Natrella's 1963 one-sided tolerance
// factor is: exact in the limit of no within-run spread), and the within-run part B read off the
// distribution-free order-statistic bound of the residuals (quantile-bounds.ts). The result never
// claims more than the requests alone support: it is widened to the order-statistic bound of the
// pooled requests, and exists only where that bound does.
import { checkConfidence } from './checks.js';
import { normalQuantile } from './distributions.js';
import { quantileBounds, type QuantileBounds } from './quantile-bounds.js';
import { fitRunMixture, mixtureQuantile, type RunMixture } from './run-mixture.js';
import type { RunVariance } from './run-variance.js';

export interface RunQuantileBounds extends QuantileBounds {
  /** Runs with at least one value. */
  runs: number;
}

/** ln-scale bounds of the run-aware construction alone; null where it has none. */
export interface RunLogBounds {
  upper: number | null;
  lower: number | null;
}

/** Bounds on the q-quantile of the values of a cell's runs, each run one list (docs/decision.md). */
export function runQuantileBounds(
  runs: readonly (readonly number[])[],
  q: number,
  confidence: number,
  variance: RunVariance,
): RunQuantileBounds {
  const iid = quantileBounds(runs.flat(), q, confidence);
  const mixture = fitRunMixture(runs);
  const out = { ...iid, runs: mixture?.runs ?? 0 };
  if (mixture === null || iid.upper === null) return out;
  const log = runLogBounds(mixture, variance, q, confidence);
  return {
    ...out,
    upper: log.upper === null ? null : Math.max(iid.upper, Math.exp(log.upper)),
    lower: iid.lower === null || log.lower === null ? null : Math.min(iid.lower, Math.exp(log.lower)),
  };
}

/** The run-aware bounds on ln of the q-quantile (no order-statistic floor); null sides have none. */
function runLogBounds(
  mixture: RunMixture,
  variance: RunVariance,
  q: number,
  confidence: number,
): RunLogBounds {
  checkConfidence(confidence);
  const res = mixture.residuals;
  if (variance.df <= 0 || res.length === 0) return { upper: null, lower: null };
  const z = normalQuantile(confidence);
  const zq = normalQuantile(q);
  const a2 = variance.between;
  const V = variance.runMean;
  const Q = mixtureQuantile(res, a2, q, zq);
  // Slope of the quantile in the variance: a secant over ± one standard error of V̂ (from 0 at most).
  const step = V * Math.sqrt(2 / variance.df);
  const from = Math.max(0, a2 - step);
  const slope =
    step > 0
      ? (mixtureQuantile(res, a2 + step, q, zq) - (from === a2 ? Q : mixtureQuantile(res, from, q, zq))) /
        (a2 + step - from)
      : 0;
  const resid = quantileBounds(res, q, confidence);
  const within = (edge: number | null): number | null => {
    if (edge === null) return null;
    const d = Math.abs(edge - resid.estimate!) / z;
    const w = mixture.meanWithinVariance;
    return Math.max(w, d * d + w - mixture.withinVariance / mixture.n);
  };
  const side = (sign: 1 | -1, b: number | null): number | null => {
    if (b === null) return null;
    const half = runHalfWidth(sign, {
      z,
      slope,
      runs: mixture.runs,
      between: a2,
      runMean: V,
      df: variance.df,
      within: b,
    });
    return half === null ? null : mixture.meanLog + Q + sign * half;
  };
  return { upper: side(1, within(resid.upper)), lower: side(-1, within(resid.lower)) };
}

interface HalfWidthTerms {
  z: number;
  /** dQ/dσa² of the mixture quantile. */
  slope: number;
  runs: number;
  between: number;
  runMean: number;
  df: number;
  /** B: the within-run part of the variance of μ̂ + Q̂. */
  within: number;
}

/**
 * z·√S at the bound's slope G: S(G) = σ̂a²/R + 2G²V̂²/ν + B, G = slope ± z·(1/R + 2G²V̂/ν)/(2√S) (dU/dV̂
 * with the run terms scaling like V̂, as kσ̂ does in Natrella's factor k = (z_p + √(z_p² − ab))/a).
 * Null when no G solves it (ν ≲ z²/2: too few runs in the study to bound the run-to-run spread).
 */
function runHalfWidth(sign: 1 | -1, t: HalfWidthTerms): number | null {
  const S = (G: number) => t.between / t.runs + (2 * G * G * t.runMean * t.runMean) / t.df + t.within;
  if (t.runMean === 0) return t.z * Math.sqrt(S(0));
  const gap = (G: number) => {
    const s = S(G);
    const pull = s > 0 ? (t.z * (1 / t.runs + (2 * G * G * t.runMean) / t.df)) / (2 * Math.sqrt(s)) : 0;
    return sign * (G - t.slope) - pull;
  };
  // gap(slope) ≤ 0; walk outwards until it turns positive, then bisect.
  let near = t.slope;
  let width = Math.abs(t.slope) + 1 / Math.sqrt(t.runMean);
  let far = t.slope + sign * width;
  for (let i = 0; gap(far) <= 0; i++) {
    if (i === 60) return null;
    near = far;
    width *= 2;
    far = t.slope + sign * width;
  }
  for (let i = 0; i < 200 && Math.abs(far - near) > 1e-12 * (1 + Math.abs(far)); i++) {
    const mid = (near + far) / 2;
    if (gap(mid) <= 0) near = mid;
    else far = mid;
  }
  return t.z * Math.sqrt(S(far));
}
