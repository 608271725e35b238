// Whether a schedule follows its declared law: the inter-arrival CDF of a spec (the Gamma CDF by the
// incomplete gamma, Numerical Recipes §6.2) and the one-sample Kolmogorov–Smirnov test (exact p by
// Marsaglia, Tsang & Wang 2003; Stephens 1970 above n = 1000).
import { lnGamma } from '../../src/domain/statistics/distributions.js';
import type { ArrivalSpec } from '../../src/domain/load/arrivals.js';

// The regularized lower incomplete gamma P(a, x): its series below x < a + 1, the Lentz continued
// fraction above (Numerical Recipes §6.2) — the Gamma CDF the KS test of bursty schedules needs.
/** P(a, x) = γ(a, x)/Γ(a), the regularized lower incomplete gamma (the Gamma(a, 1) CDF), a > 0, x ≥ 0. */
export function regularizedLowerGamma(a: number, x: number): number {
  if (!(a > 0) || !Number.isFinite(a)) throw new RangeError(`a must be a positive finite number (got ${a})`);
  if (!(x >= 0) || !Number.isFinite(x)) throw new RangeError(`x must be a finite number >= 0 (got ${x})`);
  if (x === 0) return 0;
  const front = Math.exp(a * Math.log(x) - x - lnGamma(a));
  if (x < a + 1) {
    // Series: γ(a, x) = e^{−x} x^a Σ x^n / (a (a + 1) … (a + n)).
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) return Math.min(1, front * sum);
    }
    throw new RangeError(`incomplete gamma: no convergence at a = ${a}, x = ${x}`);
  }
  // Continued fraction for Γ(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) return Math.max(0, 1 - front * h);
  }
  throw new RangeError(`incomplete gamma: no convergence at a = ${a}, x = ${x}`);
}

/** A CDF and its left limit F(x−) (equal to F for a continuous law; the degenerate law jumps at 1/λ). */
export interface Cdf {
  at(x: number): number;
  leftOf(x: number): number;
}

/** The declared inter-arrival law of a spec: Exp(λ), Gamma(b, 1/(λb)) or the point mass at 1/λ. */
export function interArrivalCdf(spec: Pick<ArrivalSpec, 'kind' | 'rate' | 'burstiness'>): Cdf {
  const burstiness = spec.burstiness ?? 1;
  const rate = spec.rate;
  if (spec.kind === 'constant') {
    const c = 1 / rate;
    return { at: (x) => (x >= c ? 1 : 0), leftOf: (x) => (x > c ? 1 : 0) };
  }
  const at =
    spec.kind === 'poisson'
      ? (x: number): number => (x <= 0 ? 0 : -Math.expm1(-rate * x))
      : (x: number): number => (x <= 0 ? 0 : regularizedLowerGamma(burstiness, x * rate * burstiness));
  return { at, leftOf: at };
}

/**
 * D_n = sup |F_n − F| of a sample against a CDF, ties handled (F_n jumps once per distinct value).
 * The Kolmogorov p-value below is exact for a continuous F and conservative for a discontinuous one.
 */
export function ksStatistic(sample: readonly number[], cdf: Cdf): number {
  if (sample.length === 0) throw new RangeError('sample must hold at least one value');
  sample.forEach((x, i) => {
    if (!Number.isFinite(x)) throw new RangeError(`sample[${i}] must be a finite number (got ${x})`);
  });
  const sorted = Float64Array.from(sample).sort();
  const n = sorted.length;
  let d = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && sorted[j + 1] === sorted[i]) j++;
    const x = sorted[i];
    d = Math.max(d, (j + 1) / n - cdf.at(x), cdf.leftOf(x) - i / n);
    i = j + 1;
  }
  return d;
}

type Matrix = Float64Array;

function multiply(a: Matrix, b: Matrix, m: number): Matrix {
  const c = new Float64Array(m * m);
  for (let i = 0; i < m; i++)
    for (let k = 0; k < m; k++) {
      const aik = a[i * m + k];
      if (aik === 0) continue;
      for (let j = 0; j < m; j++) c[i * m + j] += aik * b[k * m + j];
    }
  return c;
}

/** H^n with a base-10 exponent kept apart, so entries never overflow (MTW's mPower). */
function power(h: Matrix, m: number, n: number): { v: Matrix; e: number } {
  if (n === 1) return { v: h, e: 0 };
  const half = power(h, m, Math.floor(n / 2));
  let v = multiply(half.v, half.v, m);
  let e = 2 * half.e;
  if (n % 2 === 1) v = multiply(h, v, m);
  const centre = Math.floor(m / 2);
  if (v[centre * m + centre] > 1e140) {
    for (let i = 0; i < v.length; i++) v[i] *= 1e-140;
    e += 140;
  }
  return { v, e };
}

/** P(D_n < d) by Marsaglia, Tsang & Wang (2003), "Evaluating Kolmogorov's distribution", JSS 8(18). */
function kolmogorovCdfExact(n: number, d: number): number {
  const s = d * d * n;
  // MTW's own shortcut for the far right tail (7 digits there).
  if (s > 7.24 || (s > 3.76 && n > 99))
    return 1 - 2 * Math.exp(-(2.000071 + 0.331 / Math.sqrt(n) + 1.409 / n) * s);
  const k = Math.floor(n * d) + 1;
  const m = 2 * k - 1;
  const h = k - n * d;
  const H = new Float64Array(m * m);
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) H[i * m + j] = i - j + 1 < 0 ? 0 : 1;
  for (let i = 0; i < m; i++) {
    H[i * m] -= h ** (i + 1);
    H[(m - 1) * m + i] -= h ** (m - i);
  }
  H[(m - 1) * m] += 2 * h - 1 > 0 ? (2 * h - 1) ** m : 0;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) if (i - j + 1 > 0) for (let g = 1; g <= i - j + 1; g++) H[i * m + j] /= g;
  const { v, e } = power(H, m, n);
  let q = v[(k - 1) * m + (k - 1)];
  let exponent = e;
  for (let i = 1; i <= n; i++) {
    q = (q * i) / n;
    if (q < 1e-140) {
      q *= 1e140;
      exponent -= 140;
    }
  }
  return q * 10 ** exponent;
}

/** Kolmogorov's limit law with Stephens' (1970) small-sample scaling λ = (√n + 0.12 + 0.11/√n)·d. */
function kolmogorovCdfAsymptotic(n: number, d: number): number {
  const root = Math.sqrt(n);
  const lambda = (root + 0.12 + 0.11 / root) * d;
  if (lambda < 0.2) return 0;
  let sum = 0;
  for (let j = 1; j <= 100; j++) {
    const term = Math.exp(-2 * j * j * lambda * lambda);
    sum += (j % 2 === 1 ? 1 : -1) * term;
    if (term < 1e-17) break;
  }
  return 1 - 2 * sum;
}

/** The p-value P(D_n ≥ d) of the one-sample KS test (exact MTW up to n = 1000, Stephens above). */
export function ksPValue(d: number, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer (got ${n})`);
  if (!(d >= 0 && d <= 1)) throw new RangeError(`d must be in [0, 1] (got ${d})`);
  if (d === 0) return 1;
  const cdf = n <= 1000 ? kolmogorovCdfExact(n, d) : kolmogorovCdfAsymptotic(n, d);
  return Math.min(1, Math.max(0, 1 - cdf));
}
