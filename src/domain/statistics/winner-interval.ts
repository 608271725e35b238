// Inference on the winner of an argmax after choosing it (Andrews, Kitagawa & McCloskey, "Inference on
// Winners", Quarterly Journal of Economics 139(1), 2024, 305–358; NBER working paper 25456, 2018),
// for X ~ N(μ, Σ) and s = argmax X, target μ_s. Conditional inference (the paper's section
// "Conditional Inference"): given the sufficient statistic Z = X − (Σ_·s/Σ_ss)·X_s and s winning, X_s
// is N(μ_s, Σ_ss) truncated to [L, U], L = max over Σ_js < Σ_ss of X_s − (X_s − X_j)·Σ_ss/(Σ_ss − Σ_js),
// U = min over Σ_js > Σ_ss of the same (a ρ_j = Σ_js/Σ_ss above 1 bounds X_s from above); inverting the
// truncated-normal CDF in μ gives the equal-tailed interval (quantiles α/2, 1 − α/2) and the
// median-unbiased estimate (quantile ½). Hybrid inference (section "Hybrid Inference"): the same
// inversion also conditioning on |X_s − μ_s| ≤ c_β·√Σ_ss, c_β the (1 − β) quantile of max_i |X_i − μ_i|/√Σ_ii
// (the level-β projection interval), at conditional level γ = (α − β)/(1 − β), β = α/10 by default: its
// coverage is ≥ 1 − α, and it never leaves the projection interval, so its length stays bounded when the
// winner barely wins (where the conditional interval grows without bound). L and U match LTILDE/UTILDE
// of the authors' replication code (J. Rowley, 2021); the hybrid steps match its HYBD parts.
// Known-variance theory. With an estimated Σ (finite df) the truncated normal is averaged over σ's
// fiducial law σ̂·√(df/W), W ~ χ²_df (8-point Gauss–Legendre on W's probability scale), its untruncated
// part integrated exactly, so that far from the truncation the interval is the ordinary t interval and
// the estimate is X_s; c_β is drawn from the multivariate t of one common variance estimate. That is an
// approximation, not the paper's theory; the coverage simulation of
// __tests__/domain/statistics/winner-interval.test.ts validates it (df = 3, 7, 20).
// When X_s wins by a hair (under ~0.01 σ) the equal-tailed hybrid interval closes onto the projection
// interval's lower end: a correct but odd-looking answer that has little probability.
// Numerics: the truncated-normal CDF through log tail ratios (ln Q(t)/Q(a) from the Mills ratio, so it
// stays exact 40 σ out), roots by Brent's method to 1e−10·σ inside a bracket (the CDF is monotone in μ).
import { checkConfidence, checkFinite, checkIndex } from './checks.js';
import {
  chiSquareQuantile,
  normalCdf,
  normalLogMillsRatio,
  studentTCdf,
  studentTQuantile,
} from './distributions.js';
import type { Rng } from './random.js';

// Builtins bound once: inside a test runner's vm context every global lookup (Math, Number, Infinity)
// costs ~0.3 µs, and the coverage simulation evaluates the truncated CDF millions of times.
const { abs, ceil, expm1, max, min, sign, sqrt } = Math;
const EPSILON = 2 ** -52;

export interface WinnerInput {
  /** Estimates X (e.g. log rates of the cells the choice selected among). */
  estimates: readonly number[];
  /** Covariance matrix Σ of the estimates (symmetric positive semi-definite, k×k, positive diagonal). */
  covariance: readonly (readonly number[])[];
  /** Index of the selected estimate: must be an argmax of `estimates`. */
  selected: number;
  /** Two-sided confidence, e.g. 0.95. */
  confidence: number;
  /** Degrees of freedom of the variance estimate (Infinity = known variance). */
  df: number;
  /** Projection level share β/α (default 0.1); 0 = purely conditional. */
  hybridShare?: number;
  /** Monte Carlo draws for c_β (at least 10/β of them), from the seeded `rng`. */
  draws: number;
  rng: Rng;
  /** c_β computed beforehand by `projectionCriticalValue` for this correlation and df (skips the draws). */
  projectionCritical?: number;
}

export interface WinnerInterval {
  /** Median-unbiased estimate of μ_s (hybrid, or conditional with hybridShare 0; X_s when unselected). */
  estimate: number;
  /** Equal-tailed bounds; the conditional ones may be ±Infinity when X_s sits on a truncation point. */
  lower: number;
  upper: number;
  /** [L, U], the truncation of X_s by the selection event ([−∞, ∞] with one estimate). */
  truncation: [number, number];
  method: 'hybrid' | 'conditional' | 'unselected';
}

export const DEFAULT_HYBRID_SHARE = 0.1;
/** Root finding stops when the bracket is this many σ wide. */
const ROOT_TOLERANCE = 1e-10;
/** The conditional bracket grows to 2^this σ; a bound beyond it is reported as ±Infinity. */
const MAX_DOUBLINGS = 100;
/** |1 − ρ_j| below this: X_j − X_s does not move with X_s, so j bounds nothing. */
const RHO_TOLERANCE = 1e-12;
/** Relative tolerance of the symmetry and semi-definiteness checks. */
const MATRIX_TOLERANCE = 1e-9;
/** c_β rests on at least this many draws beyond it. */
const MIN_TAIL_DRAWS = 10;

/** The winner's interval and estimate: hybrid by default, conditional with hybridShare 0. */
export function winnerInterval(input: WinnerInput): WinnerInterval {
  checkWinnerInput(input);
  const { estimates, covariance, selected, confidence, df } = input;
  const alpha = 1 - confidence;
  const y = estimates[selected];
  const se = sqrt(covariance[selected][selected]);
  if (estimates.length === 1) {
    const half = studentTQuantile(1 - alpha / 2, df) * se;
    return {
      estimate: y,
      lower: y - half,
      upper: y + half,
      truncation: [-Infinity, Infinity],
      method: 'unselected',
    };
  }
  const truncation = selectionTruncation(estimates, covariance, selected);
  const [lo, hi] = truncation;
  const share = input.hybridShare ?? DEFAULT_HYBRID_SHARE;
  if (share === 0) {
    const cdf = winnerCdf(y, se, df, () => truncation);
    return equalTailed((p) => invertExpanding(cdf, p, y, se), alpha, truncation, 'conditional');
  }
  const beta = share * alpha;
  const c =
    input.projectionCritical ?? projectionCriticalValue(covariance, 1 - beta, df, input.draws, input.rng);
  const gamma = (alpha - beta) / (1 - beta);
  const reach = c * se;
  // Truncated to the selection event and to the projection interval around the hypothesised μ. At
  // μ = y − reach the CDF at y is 1, at μ = y + reach it is 0: every root lies in the projection interval.
  const cdf = winnerCdf(y, se, df, (mu) => [max(lo, mu - reach), min(hi, mu + reach)]);
  return equalTailed((p) => solveDecreasing(cdf, p, y - reach, y + reach, se), gamma, truncation, 'hybrid');
}

/** The median-unbiased estimate (μ at quantile ½) and the bounds at quantiles 1 − level/2 and level/2. */
function equalTailed(
  solve: (p: number) => number,
  level: number,
  truncation: [number, number],
  method: WinnerInterval['method'],
): WinnerInterval {
  return { estimate: solve(0.5), lower: solve(1 - level / 2), upper: solve(level / 2), truncation, method };
}

/**
 * μ ↦ P(X_s ≤ y | X_s in window(μ)). Known σ (df = ∞): the truncated normal. Estimated σ̂: the same
 * averaged over σ = σ̂·√(df/W), W ~ χ²_df (σ's fiducial law, the posterior under the prior 1/σ), with
 * the untruncated part integrated exactly: F_t((y − μ)/σ̂) + Σ w_i·[TN_i − Φ((y − μ)/σ_i)], so that far
 * from the truncation the result is the Student t CDF to rounding.
 */
function winnerCdf(
  y: number,
  se: number,
  df: number,
  window: (mu: number) => readonly [number, number],
): (mu: number) => number {
  if (df === Infinity)
    return (mu) => {
      const [lo, hi] = window(mu);
      return truncatedNormalCdf(y, mu, se, lo, hi);
    };
  const { scales, weights } = fiducialNodes(df);
  return (mu) => {
    const [lo, hi] = window(mu);
    let cdf = studentTCdf((y - mu) / se, df);
    for (let i = 0; i < scales.length; i++) {
      const sigma = se * scales[i];
      cdf += weights[i] * (truncatedNormalCdf(y, mu, sigma, lo, hi) - normalCdf((y - mu) / sigma));
    }
    return min(1, max(0, cdf));
  };
}

/** Gauss–Legendre on [−1, 1], 8 points (A&S table 25.4): the positive nodes and their weights. */
const LEGENDRE_NODES = [0.18343464249564978, 0.525532409916329, 0.7966664774136267, 0.9602898564975362];
const LEGENDRE_WEIGHTS = [0.36268378337836166, 0.3137066458778869, 0.22238103445337443, 0.10122853629037706];

/** fiducialNodes by df: eight χ² quantiles are costly, and a study asks for one df again and again. */
const nodeMemo = new Map<number, { scales: number[]; weights: number[] }>();

/**
 * σ/σ̂ = √(df/W) at W's quantiles u_i = (1 ± x_i)/2, x_i the Gauss–Legendre nodes, with weights w_i/2:
 * the quadrature of E[g(W)] = ∫₀¹ g(W(u)) du over W's probability scale.
 */
function fiducialNodes(df: number): { scales: number[]; weights: number[] } {
  let nodes = nodeMemo.get(df);
  if (nodes === undefined) {
    const u = LEGENDRE_NODES.flatMap((x) => [(1 - x) / 2, (1 + x) / 2]);
    nodes = {
      scales: u.map((p) => sqrt(df / chiSquareQuantile(p, df))),
      weights: LEGENDRE_WEIGHTS.flatMap((w) => [w / 2, w / 2]),
    };
    if (nodeMemo.size >= 16) nodeMemo.clear();
    nodeMemo.set(df, nodes);
  }
  return nodes;
}

/**
 * [L, U]: the values X_s can take, Z fixed, with s still the argmax. X_j = Z_j + ρ_j·X_s, so X_s ≥ X_j
 * is (1 − ρ_j)·X_s ≥ Z_j: a lower bound where ρ_j < 1, an upper bound where ρ_j > 1, none at ρ_j = 1.
 * Written through the gap X_s − X_j ≥ 0 so that L ≤ X_s ≤ U holds exactly in floating point.
 */
export function selectionTruncation(
  estimates: readonly number[],
  covariance: readonly (readonly number[])[],
  selected: number,
): [number, number] {
  const vs = covariance[selected][selected];
  const xs = estimates[selected];
  let lo = -Infinity;
  let hi = Infinity;
  estimates.forEach((xj, j) => {
    const slack = vs - covariance[j][selected]; // Σ_ss·(1 − ρ_j)
    if (j === selected || abs(slack) <= RHO_TOLERANCE * vs) return;
    const bound = xs - ((xs - xj) * vs) / slack;
    if (slack > 0) lo = max(lo, bound);
    else hi = min(hi, bound);
  });
  return [lo, hi];
}

/**
 * ln(Q(b)/Q(a)) for standardized finite a ≤ b (b = +∞ gives −∞), with d = b − a taken from unstandardized
 * values so that nothing cancels.
 */
function logTailRatio(a: number, b: number, d: number): number {
  return normalLogMillsRatio(b) - normalLogMillsRatio(a) - (d * (a + b)) / 2;
}

/** P(a ≤ T ≤ t | a ≤ T ≤ b) = (Q(a) − Q(t))/(Q(a) − Q(b)): exact when the whole window is in the upper tail. */
function upperTailShare(a: number, t: number, b: number, dt: number, db: number): number {
  return expm1(logTailRatio(a, t, dt)) / expm1(logTailRatio(a, b, db));
}

/**
 * P(X ≤ x | lo ≤ X ≤ hi) for X ~ N(μ, σ²): computed in whichever tail holds the window, so that it stays
 * accurate when the window lies 40 σ from μ. An empty or one-point window puts all mass on lo.
 */
export function truncatedNormalCdf(x: number, mu: number, sigma: number, lo: number, hi: number): number {
  if (!(lo < hi)) return x < lo ? 0 : 1;
  if (x <= lo) return 0;
  if (x >= hi) return 1;
  const t = (x - mu) / sigma;
  const a = (lo - mu) / sigma;
  const b = (hi - mu) / sigma;
  const width = (hi - lo) / sigma;
  let share: number;
  if (a + b >= 0) share = upperTailShare(a, t, b, (x - lo) / sigma, width);
  else if (a + b < 0)
    share = 1 - upperTailShare(-b, -t, -a, (hi - x) / sigma, width); // the lower tail, mirrored
  else return normalCdf(t); // a + b is NaN: no truncation at all
  return min(1, max(0, share));
}

/**
 * The μ in [lo, hi] where a non-increasing h crosses p (the nearer end when it does not), by Brent's
 * method (Brent 1973, ch. 4, "zeroin": inverse quadratic steps kept inside the bracket, bisection as
 * the fallback) to 1e−10·σ.
 */
function solveDecreasing(
  h: (mu: number) => number,
  p: number,
  lo: number,
  hi: number,
  sigma: number,
): number {
  let a = lo;
  let b = hi;
  let fa = h(a) - p;
  let fb = h(b) - p;
  if (fa <= 0) return a;
  if (fb >= 0) return b;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < 200; iteration++) {
    if (sign(fb) === sign(fc)) {
      [c, fc] = [a, fa];
      d = e = b - a;
    }
    if (abs(fc) < abs(fb)) {
      [a, fa, b, fb, c, fc] = [b, fb, c, fc, b, fb];
    }
    const tol = 2 * EPSILON * abs(b) + 0.5 * ROOT_TOLERANCE * sigma;
    const half = 0.5 * (c - b);
    if (abs(half) <= tol || fb === 0) return b;
    if (abs(e) >= tol && abs(fa) > abs(fb)) {
      const [p2, q2] = interpolationStep(a, b, c, fa, fb, fc, half);
      if (2 * p2 < min(3 * half * q2 - abs(tol * q2), abs(e * q2))) {
        e = d;
        d = p2 / q2;
      } else d = e = half;
    } else d = e = half;
    [a, fa] = [b, fb];
    b += abs(d) > tol ? d : sign(half) * tol;
    fb = h(b) - p;
  }
  return b;
}

/** Brent's step p/q (p ≥ 0): secant when a = c, inverse quadratic interpolation otherwise. */
function interpolationStep(
  a: number,
  b: number,
  c: number,
  fa: number,
  fb: number,
  fc: number,
  half: number,
): [number, number] {
  const s = fb / fa;
  let p: number;
  let q: number;
  if (a === c) {
    p = 2 * half * s;
    q = 1 - s;
  } else {
    const r = fb / fc;
    const t = fa / fc;
    p = s * (2 * half * t * (t - r) - (b - a) * (r - 1));
    q = (t - 1) * (r - 1) * (s - 1);
  }
  return p > 0 ? [p, -q] : [-p, q];
}

/** As `solveDecreasing`, with the bracket grown from y by doubling steps of σ; ±Infinity past 2^100 σ. */
function invertExpanding(h: (mu: number) => number, p: number, y: number, sigma: number): number {
  let below = y - sigma;
  let above = y + sigma;
  for (let i = 0, step = 2 * sigma; h(below) < p; i++, step *= 2) {
    if (i === MAX_DOUBLINGS) return -Infinity;
    above = below;
    below = y - step;
  }
  for (let i = 0, step = 2 * sigma; h(above) > p; i++, step *= 2) {
    if (i === MAX_DOUBLINGS) return Infinity;
    below = above;
    above = y + step;
  }
  return solveDecreasing(h, p, below, above, sigma);
}

/**
 * Lower-triangular F with F·Fᵀ = Σ (zero columns where Σ is singular); throws a RangeError naming the row
 * where Σ fails to be positive semi-definite.
 */
function choleskyFactor(covariance: readonly (readonly number[])[]): number[][] {
  const k = covariance.length;
  const f = covariance.map(() => new Array<number>(k).fill(0));
  for (let j = 0; j < k; j++) {
    const scale = covariance[j][j];
    let pivot = covariance[j][j];
    for (let m = 0; m < j; m++) pivot -= f[j][m] * f[j][m];
    if (pivot < -MATRIX_TOLERANCE * scale)
      throw new RangeError(`covariance must be positive semi-definite (it fails at row ${j})`);
    const root = pivot > MATRIX_TOLERANCE * scale ? sqrt(pivot) : 0;
    f[j][j] = root;
    for (let i = j + 1; i < k; i++) {
      let r = covariance[i][j];
      for (let m = 0; m < j; m++) r -= f[i][m] * f[j][m];
      if (root > 0) f[i][j] = r / root;
      else if (abs(r) > MATRIX_TOLERANCE * sqrt(scale * covariance[i][i]))
        throw new RangeError(`covariance must be positive semi-definite (it fails at row ${i})`);
    }
  }
  return f;
}

/**
 * c with P(max_i |X_i − μ_i|/√Σ_ii ≤ c) = level for X ~ N(μ, Σ), each ratio divided by √(χ²_df/df)
 * when df is finite (one variance estimate common to all): the ⌈level·draws⌉-th smallest of `draws`
 * Monte Carlo maxima. Depends on Σ only through its correlation, so one value serves every study
 * of one design.
 */
export function projectionCriticalValue(
  covariance: readonly (readonly number[])[],
  level: number,
  df: number,
  draws: number,
  rng: Rng,
): number {
  checkConfidence(level, 'level');
  if (!Number.isInteger(draws) || draws < 1)
    throw new RangeError(`draws must be a positive integer (got ${draws})`);
  const factor = choleskyFactor(covariance);
  const k = covariance.length;
  const sd = covariance.map((row, i) => sqrt(row[i]));
  const z = new Float64Array(k);
  const maxima = new Float64Array(draws);
  const studentized = Number.isFinite(df);
  for (let d = 0; d < draws; d++) {
    for (let i = 0; i < k; i++) z[i] = rng.normal();
    let m = 0;
    for (let i = 0; i < k; i++) {
      let v = 0;
      for (let j = 0; j <= i; j++) v += factor[i][j] * z[j];
      m = max(m, abs(v) / sd[i]);
    }
    maxima[d] = studentized ? m / sqrt(rng.chiSquare(df) / df) : m;
  }
  maxima.sort();
  return maxima[ceil(level * draws) - 1];
}

function checkCovariance(covariance: readonly (readonly number[])[], k: number): void {
  if (covariance.length !== k)
    throw new RangeError(`covariance must be ${k}×${k} like estimates (got ${covariance.length} rows)`);
  covariance.forEach((row, i) => {
    if (row.length !== k) throw new RangeError(`covariance[${i}] must have ${k} entries (got ${row.length})`);
    checkFinite(`covariance[${i}]`, row);
    if (!(row[i] > 0))
      throw new RangeError(`covariance[${i}][${i}] must be a positive variance (got ${row[i]})`);
  });
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++)
      if (
        abs(covariance[i][j] - covariance[j][i]) >
        MATRIX_TOLERANCE * sqrt(covariance[i][i] * covariance[j][j])
      )
        throw new RangeError(
          `covariance must be symmetric: covariance[${i}][${j}] = ${covariance[i][j]} but covariance[${j}][${i}] = ${covariance[j][i]}`,
        );
  choleskyFactor(covariance);
}

function checkWinnerInput(input: WinnerInput): void {
  const { estimates, selected, df } = input;
  if (estimates.length === 0) throw new RangeError('estimates must hold at least one value');
  checkFinite('estimates', estimates);
  checkCovariance(input.covariance, estimates.length);
  checkIndex('selected', selected, estimates.length);
  const above = estimates.findIndex((v) => v > estimates[selected]);
  if (above >= 0)
    throw new RangeError(
      `selected (${selected}) must index the largest estimate: estimates[${above}] = ${estimates[above]} > estimates[${selected}] = ${estimates[selected]}`,
    );
  checkConfidence(input.confidence);
  if (!(df > 0)) throw new RangeError(`df must be a positive number or Infinity (got ${df})`);
  const share = input.hybridShare ?? DEFAULT_HYBRID_SHARE;
  if (!(share >= 0 && share < 1)) throw new RangeError(`hybridShare must be in [0, 1) (got ${share})`);
  const critical = input.projectionCritical;
  if (critical !== undefined && !(critical > 0 && Number.isFinite(critical)))
    throw new RangeError(`projectionCritical must be a positive finite number (got ${critical})`);
  if (estimates.length === 1 || share === 0 || critical !== undefined) return;
  const needed = ceil(MIN_TAIL_DRAWS / (share * (1 - input.confidence)));
  if (!Number.isInteger(input.draws) || input.draws < needed)
    throw new RangeError(
      `draws must be an integer ≥ ${needed}, so that ${MIN_TAIL_DRAWS} draws lie beyond the projection quantile (got ${input.draws})`,
    );
}
