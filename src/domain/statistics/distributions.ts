// Quantiles and tail probabilities: the normal quantile by Wichura's AS 241 (1988, ~1e-16), the normal
// tail through its Mills ratio (erf series below 2, the Laplace continued fraction above, A&S 26.2.14),
// ln Γ by Lanczos (g = 7), the regularized incomplete beta by the Lentz continued fraction (Numerical
// Recipes §6.4), its inverse by Halley steps inside a bisection bracket, Student t (real df) through
// the beta, and the binomial CDF through I_{1−p}(n − k, k + 1).

// Builtins of the hot paths (ln Γ, the incomplete beta, the normal tail) bound once: inside a test
// runner's vm context every global lookup (Math, Number) costs ~0.3 µs, and the winner's interval
// simulation evaluates these millions of times.
const { abs, exp, log, log1p, sqrt, SQRT2, PI } = Math;

const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];
const HALF_LN_TWO_PI = 0.9189385332046728;

function checkProbability(name: string, p: number, open = true): void {
  const ok = open ? p > 0 && p < 1 : p >= 0 && p <= 1;
  if (!ok) throw new RangeError(`${name} must be in ${open ? '(0, 1)' : '[0, 1]'} (got ${p})`);
}

function checkPositive(name: string, v: number): void {
  if (!(v > 0)) throw new RangeError(`${name} must be a positive number (got ${v})`);
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms; shifted below ½ by ln Γ(x) = ln Γ(x + 1) − ln x). */
export function lnGamma(x: number): number {
  checkPositive('x', x);
  if (x < 0.5) return lnGamma(x + 1) - log(x);
  const z = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return HALF_LN_TWO_PI + (z + 0.5) * log(t) - t + log(sum);
}

function lnBeta(a: number, b: number): number {
  return lnGamma(a) + lnGamma(b) - lnGamma(a + b);
}

// AS 241 (PPND16) coefficients, lowest power first, rounded to the nearest double.
const AS241_A = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const AS241_B = [
  1.0, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
];
const AS241_C = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const AS241_D = [
  1.0, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008, 0.015198666563616457,
  0.0005475938084995345, 1.0507500716444169e-9,
];
const AS241_E = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487, 0.026532189526576124,
  0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const AS241_F = [
  1.0, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];

function horner(coefficients: readonly number[], r: number): number {
  let v = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) v = v * r + coefficients[i];
  return v;
}

/** Standard normal quantile Φ⁻¹(p), p in (0, 1) (Wichura 1988, algorithm AS 241 PPND16). */
export function normalQuantile(p: number): number {
  checkProbability('p', p);
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * horner(AS241_A, r)) / horner(AS241_B, r);
  }
  const r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  const x =
    r <= 5
      ? horner(AS241_C, r - 1.6) / horner(AS241_D, r - 1.6)
      : horner(AS241_E, r - 5) / horner(AS241_F, r - 5);
  return q < 0 ? -x : x;
}

/** Continued fraction of the incomplete beta, modified Lentz (Numerical Recipes §6.4, betacf). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const TINY = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 20000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (abs(del - 1) < 1e-16) return h;
  }
  throw new RangeError(`incomplete beta: no convergence at x = ${x}, a = ${a}, b = ${b}`);
}

/** I_x(a, b), the regularized incomplete beta function, x in [0, 1], a, b > 0. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  checkProbability('x', x, false);
  checkPositive('a', a);
  checkPositive('b', b);
  if (x === 0) return 0;
  if (x === 1) return 1;
  const front = exp(a * log(x) + b * log1p(-x) - lnBeta(a, b));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Starting point of the beta inverse (Numerical Recipes §6.4, invbetai). */
function betaQuantileGuess(p: number, a: number, b: number): number {
  if (a >= 1 && b >= 1) {
    const pp = p < 0.5 ? p : 1 - p;
    const t = Math.sqrt(-2 * Math.log(pp));
    let x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) x = -x;
    const al = (x * x - 3) / 6;
    const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
    const w = (x * Math.sqrt(al + h)) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
    return a / (a + b * Math.exp(2 * w));
  }
  const t = Math.exp(a * Math.log(a / (a + b))) / a;
  const u = Math.exp(b * Math.log(b / (a + b))) / b;
  const w = t + u;
  if (p < t / w) return Math.exp(Math.log(a * w * p) / a);
  return 1 - Math.exp(Math.log(b * w * (1 - p)) / b);
}

/** The p-quantile of Beta(a, b): x with I_x(a, b) = p (Halley steps, kept inside a shrinking bracket). */
export function betaQuantile(p: number, a: number, b: number): number {
  checkProbability('p', p, false);
  checkPositive('a', a);
  checkPositive('b', b);
  if (p === 0) return 0;
  if (p === 1) return 1;
  const lnB = lnBeta(a, b);
  let lo = 0;
  let hi = 1;
  let x = Math.min(Math.max(betaQuantileGuess(p, a, b), Number.MIN_VALUE), 1 - Number.EPSILON / 2);
  for (let i = 0; i < 200; i++) {
    const err = regularizedIncompleteBeta(x, a, b) - p;
    if (err === 0) return x;
    if (err < 0) lo = x;
    else hi = x;
    const density = Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log1p(-x) - lnB);
    const u = err / density;
    const halley = u / (1 - 0.5 * Math.min(1, u * ((a - 1) / x - (b - 1) / (1 - x))));
    let next = x - halley;
    if (!(next > lo && next < hi) || !Number.isFinite(next)) next = hi - lo > 0 ? (lo + hi) / 2 : x;
    if (Math.abs(next - x) <= 4 * Number.EPSILON * x || next === x) return next;
    x = next;
  }
  return x;
}

/** Student t quantile for real df > 0 (df = Infinity gives the normal quantile). */
export function studentTQuantile(p: number, df: number): number {
  checkProbability('p', p);
  checkPositive('df', df);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  if (df > 1e4) {
    // Cornish–Fisher expansion in 1/df (Abramowitz & Stegun 26.7.5); the next term is below 1e-11 at df = 1e4 even for p = 1 − 1e-12.
    const z = normalQuantile(p);
    const z2 = z * z;
    return (
      z +
      (z * (z2 + 1)) / (4 * df) +
      (z * ((5 * z2 + 16) * z2 + 3)) / (96 * df * df) +
      (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / (384 * df * df * df)
    );
  }
  // t² = df·y/(1 − y) = df·(1 − x)/x with y = 1 − x: I_y(½, df/2) = 2p − 1 and I_x(df/2, ½) = 2(1 − p).
  // Each form is used where its variable is ≤ ½, so neither 1 − x nor 1 − y cancels.
  const fromX = (x: number) => Math.sqrt((df * (1 - x)) / x);
  const fromY = (y: number) => Math.sqrt((df * y) / (1 - y));
  if (p >= 0.75) {
    const x = betaQuantile(2 * (1 - p), df / 2, 0.5);
    return x <= 0.5 ? fromX(x) : fromY(betaQuantile(2 * p - 1, 0.5, df / 2));
  }
  const y = betaQuantile(2 * p - 1, 0.5, df / 2);
  return y <= 0.5 ? fromY(y) : fromX(betaQuantile(2 * (1 - p), df / 2, 0.5));
}

/** P(X ≤ k) for X ~ Binomial(n, p): n a non-negative integer, p in [0, 1], any real k (floored). */
export function binomialCdf(k: number, n: number, p: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer (got ${n})`);
  checkProbability('p', p, false);
  if (Number.isNaN(k)) throw new RangeError('k must be a number (got NaN)');
  const j = Math.floor(k);
  if (j < 0) return 0;
  if (j >= n) return 1;
  if (p === 0) return 1;
  if (p === 1) return 0;
  return regularizedIncompleteBeta(1 - p, n - j, j + 1);
}

/** Below this the Mills ratio comes from erf's series; from here on its continued fraction needs ≤ ~110 terms. */
const MILLS_FRACTION_FROM = 2;

/** Q(x) = 1 − Φ(x) for 0 ≤ x < 2 by erf's everywhere-positive series (A&S 7.1.6), ~1e-15 relative. */
function upperTailBySeries(x: number): number {
  const z = x / SQRT2;
  const z2 = 2 * z * z;
  let term = z;
  let sum = z;
  for (let n = 1; term > 1e-17 * sum; n++) {
    term *= z2 / (2 * n + 1);
    sum += term;
  }
  const erf = (2 / sqrt(PI)) * exp(-z * z) * sum;
  return 0.5 - 0.5 * erf;
}

/** ln R(x) for x ≥ 2, R(x) = 1/(x + 1/(x + 2/(x + 3/(x + …)))) by modified Lentz (A&S 26.2.14). */
function logMillsByFraction(x: number): number {
  if (x > 1e8) return -log(x); // R(x) = (1 − x⁻² + …)/x: the correction is below one ulp
  const TINY = 1e-300;
  let f = x;
  let c = f;
  let d = 0;
  for (let j = 1; j <= 1000; j++) {
    d = x + j * d;
    if (abs(d) < TINY) d = TINY;
    d = 1 / d;
    c = x + j / c;
    if (abs(c) < TINY) c = TINY;
    const delta = c * d;
    f *= delta;
    if (abs(delta - 1) <= 1e-16) return -log(f);
  }
  throw new RangeError(`Mills ratio: no convergence at x = ${x}`);
}

/**
 * ln R(x), R(x) = Q(x)/φ(x) the Mills ratio of the standard normal (Q = 1 − Φ), for any real x: the
 * tail without underflow, ln Q(x) = ln R(x) − x²/2 − ln √(2π), even at x = 40 where Q is 1e−350.
 */
export function normalLogMillsRatio(x: number): number {
  if (x >= MILLS_FRACTION_FROM) return logMillsByFraction(x);
  if (x >= 0) return log(upperTailBySeries(x)) + 0.5 * x * x + HALF_LN_TWO_PI;
  // Q(x) = 1 − Q(−x) for x < 0 (−∞ gives +∞).
  if (x < 0) return log1p(-normalUpperTail(-x)) + 0.5 * x * x + HALF_LN_TWO_PI;
  throw new RangeError('x must be a number (got NaN)');
}

/** Q(x) = 1 − Φ(x) = P(N(0, 1) > x), relative accuracy ~1e-15 in the far upper tail (0 below 1e−308). */
export function normalUpperTail(x: number): number {
  if (x < 0) return 1 - normalUpperTail(-x);
  return exp(normalLogMillsRatio(x) - 0.5 * x * x - HALF_LN_TWO_PI); // +∞: exp(−∞) = 0
}

/** Φ(x), the standard normal CDF (accurate in relative terms in the lower tail). */
export function normalCdf(x: number): number {
  return normalUpperTail(-x);
}

/** P(a, x), the regularized lower incomplete gamma, a > 0, x ≥ 0: its series below a + 1, Lentz's continued fraction of Q above (Numerical Recipes §6.2). */
export function regularizedLowerGamma(a: number, x: number): number {
  checkPositive('a', a);
  if (!(x >= 0)) throw new RangeError(`x must be a non-negative number (got ${x})`);
  if (x === 0) return 0;
  if (x === Infinity) return 1;
  const front = exp(-x + a * log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= 100000 && abs(term) > abs(sum) * 1e-17; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return front * sum;
  }
  const TINY = 1e-300;
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= 100000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (abs(del - 1) < 1e-16) return 1 - front * h;
  }
  throw new RangeError(`incomplete gamma: no convergence at a = ${a}, x = ${x}`);
}

/** The p-quantile of χ²(df), df > 0 real: P(df/2, x/2) = p, by bisection to the last bit (for tables, not hot loops). */
export function chiSquareQuantile(p: number, df: number): number {
  checkProbability('p', p);
  checkPositive('df', df);
  let lo = 0;
  let hi = df + 10 * sqrt(2 * df) + 10;
  while (regularizedLowerGamma(df / 2, hi / 2) < p) [lo, hi] = [hi, 2 * hi];
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) return mid;
    if (regularizedLowerGamma(df / 2, mid / 2) < p) lo = mid;
    else hi = mid;
  }
}

/** Student t CDF for real df > 0 (df = Infinity: the normal), through I_{df/(df + t²)}(df/2, ½). */
export function studentTCdf(t: number, df: number): number {
  checkPositive('df', df);
  if (Number.isNaN(t)) throw new RangeError('t must be a number (got NaN)');
  if (df === Infinity) return normalCdf(t);
  if (t === Infinity || t === -Infinity) return t > 0 ? 1 : 0;
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}
