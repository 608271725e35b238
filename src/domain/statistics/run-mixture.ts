// One cell's latency as a mixture over server runs, on the log scale: ln L = μ + a + b, a ~ N(0, σa²)
// the run's speed shared by its requests, b the within-run deviation with the cell's own empirical
// distribution (the one-way random model of Searle, Casella & McCulloch, Variance Components, §3;
// the within-run part kept distribution-free as in a smoothed bootstrap, Silverman & Young 1987).
// The mixture's CDF is (1/n)·Σ Φ((x − μ − e_i)/σa) over the run-centred residuals e_i.
import { checkFinite } from './checks.js';
import { normalCdf } from './distributions.js';

export interface RunMixture {
  /** Runs with at least one value. */
  runs: number;
  /** Values over all runs. */
  n: number;
  /** μ̂: mean over runs of each run's mean log value (every run weighs alike: a random future run). */
  meanLog: number;
  /** ln values minus their run's mean, × √(m/(m − 1)) so their spread is the within-run spread; sorted. */
  residuals: number[];
  /** Pooled within-run variance of ln values (Σ(m − 1) df); 0 without a run of two values. */
  withinVariance: number;
  /** Var(μ̂) from the within-run part alone: s²_w·mean(1/m)/R. */
  meanWithinVariance: number;
  /** Σm²/Σm: the mean run size that the design effect of a share uses (Kish 1965, §5.4). */
  clusterSize: number;
}

const sum = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);

/** Fits the mixture to positive values grouped by run (empty runs are skipped); null with no value. */
export function fitRunMixture(runs: readonly (readonly number[])[]): RunMixture | null {
  const kept = runs.filter((r) => r.length > 0);
  kept.forEach((r, i) => {
    checkFinite(`runs[${i}]`, r);
    r.forEach((v, k) => {
      if (!(v > 0)) throw new RangeError(`runs[${i}][${k}] must be a positive number (got ${v})`);
    });
  });
  if (kept.length === 0) return null;
  const logs = kept.map((r) => r.map((v) => Math.log(v)));
  const means = logs.map((r) => sum(r) / r.length);
  const residuals: number[] = [];
  let ss = 0;
  let df = 0;
  logs.forEach((r, i) => {
    if (r.length < 2) return;
    const scale = Math.sqrt(r.length / (r.length - 1));
    for (const v of r) {
      residuals.push((v - means[i]) * scale);
      ss += (v - means[i]) ** 2;
    }
    df += r.length - 1;
  });
  residuals.sort((a, b) => a - b);
  const R = kept.length;
  const sizes = kept.map((r) => r.length);
  const withinVariance = df === 0 ? 0 : ss / df;
  return {
    runs: R,
    n: sum(sizes),
    meanLog: sum(means) / R,
    residuals,
    withinVariance,
    meanWithinVariance: (withinVariance * sum(sizes.map((m) => 1 / m))) / (R * R),
    clusterSize: sum(sizes.map((m) => m * m)) / sum(sizes),
  };
}

/** Nearest-rank q-quantile of sorted values (core/stats.ts `nearestRank`). */
function nearestRankSorted(sorted: readonly number[], q: number): number {
  return sorted[Math.min(Math.max(1, Math.ceil(q * sorted.length)), sorted.length) - 1];
}

/**
 * The q-quantile of a + b, a ~ N(0, runVariance), b the residuals (sorted): the nearest-rank residual
 * quantile when runVariance is 0, else the root of (1/n)·Σ Φ((x − e_i)/σ) = q (Newton steps kept in a
 * bisection bracket: the root lies between min e + σ·z_q and max e + σ·z_q).
 */
export function mixtureQuantile(
  residuals: readonly number[],
  runVariance: number,
  q: number,
  zq: number,
): number {
  if (residuals.length === 0) throw new RangeError('residuals must hold at least one value');
  if (!(runVariance > 0)) return nearestRankSorted(residuals, q);
  const s = Math.sqrt(runVariance);
  let lo = residuals[0] + s * zq;
  let hi = residuals[residuals.length - 1] + s * zq;
  let x = Math.min(Math.max(nearestRankSorted(residuals, q) + (s * zq) / 2, lo), hi);
  for (let i = 0; i < 100 && hi - lo > 1e-12 * (1 + Math.abs(x)); i++) {
    let cdf = 0;
    let density = 0;
    for (const e of residuals) {
      const u = (x - e) / s;
      cdf += normalCdf(u);
      density += Math.exp(-0.5 * u * u);
    }
    const err = cdf / residuals.length - q;
    if (err === 0) return x;
    if (err < 0) lo = x;
    else hi = x;
    const slope = density / (residuals.length * s * Math.sqrt(2 * Math.PI));
    let next = x - err / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-13 * (1 + Math.abs(x))) return next;
    x = next;
  }
  return x;
}

/**
 * Between-run variance of a run's share of values at or below t (log scale, relative to μ̂), a ~
 * N(0, runVariance): Var_a[G(t − a)] with G the residuals' empirical CDF, exactly —
 * E[G²] = (1/n²)·Σk (2k − 1)·Φ((t − e(k))/σ), since e(k) is the larger of 2k − 1 ordered pairs.
 */
export function runShareVariance(residuals: readonly number[], runVariance: number, t: number): number {
  if (!(runVariance > 0) || residuals.length === 0) return 0;
  const s = Math.sqrt(runVariance);
  const n = residuals.length;
  let first = 0;
  let second = 0;
  residuals.forEach((e, k) => {
    const p = normalCdf((t - e) / s);
    first += p;
    second += (2 * k + 1) * p;
  });
  const m = first / n;
  return Math.max(0, second / (n * n) - m * m);
}
