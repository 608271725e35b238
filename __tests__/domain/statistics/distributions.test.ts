// Known values and identities for the quantiles and tail probabilities of the statistics room.
import { describe, expect, it } from '@jest/globals';
import {
  betaQuantile,
  binomialCdf,
  chiSquareQuantile,
  lnGamma,
  normalCdf,
  normalLogMillsRatio,
  normalQuantile,
  normalUpperTail,
  regularizedIncompleteBeta,
  regularizedLowerGamma,
  studentTCdf,
  studentTQuantile,
} from '../../../src/domain/statistics/distributions.js';

const close = (actual: number, expected: number, rel = 1e-10) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(Math.abs(expected), 1e-300));

describe('normalQuantile', () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.8, 0.8416212335729143],
    [1e-10, -6.361340902404056],
    [0.025, -1.959963984540054],
    [1e-300, -37.0470962993612],
  ])('z(%p) = %p', (p, z) => close(normalQuantile(p), z, 1e-14));

  it('is 0 at ½ and odd about it', () => {
    expect(normalQuantile(0.5)).toBe(0);
    close(normalQuantile(0.3), -normalQuantile(0.7), 1e-15);
  });

  it.each([0, 1, -0.1, 1.5, NaN])('rejects p = %p naming p', (p) =>
    expect(() => normalQuantile(p)).toThrow(/^p must be in \(0, 1\)/),
  );
});

describe('studentTQuantile', () => {
  it.each([
    [0.975, 1, 12.706204736],
    [0.975, 7, 2.364624252],
    [0.975, 30, 2.042272456],
    [0.8, 10, 0.879057828],
  ])('t(%p, %p) = %p (table, 9 decimals truncated)', (p, df, t) =>
    expect(Math.abs(studentTQuantile(p, df) - t)).toBeLessThanOrEqual(1e-9),
  );

  it.each([
    [0.995, 2, 9.924843200918287],
    [0.9, 1.5, 2.1963984175655376],
    [0.975, 3.4567, 2.9573111652482766],
    [0.8, 2, 1.0606601717798214],
    [0.975, 0.5, 164.55767348048818],
    [0.51, 2, 0.028289929799333573],
    [0.975, 1000, 1.9623390808264083],
    [0.975, 1e6, 1.959966356814107],
  ])('t(%p, %p) = %p (fractional and large df)', (p, df, t) => close(studentTQuantile(p, df), t, 1e-10));

  it('is odd about ½, reaches the normal for infinite df and matches closed forms', () => {
    expect(studentTQuantile(0.5, 3)).toBe(0);
    close(studentTQuantile(0.1, 4.5), -studentTQuantile(0.9, 4.5), 1e-14);
    close(studentTQuantile(0.975, Infinity), 1.959963984540054, 1e-14);
    // df = 2: t = (2p − 1)·√(2 / (4p(1 − p))).
    const p = 0.9;
    close(studentTQuantile(p, 2), (2 * p - 1) * Math.sqrt(2 / (4 * p * (1 - p))), 1e-13);
    // df = 1 is the Cauchy: tan(π(p − ½)).
    close(studentTQuantile(0.9, 1), Math.tan(Math.PI * 0.4), 1e-13);
  });

  it.each([
    [0, 3, /^p must be/],
    [1, 3, /^p must be/],
    [0.9, 0, /^df must be a positive number/],
    [0.9, -2, /^df must be a positive number/],
    [0.9, NaN, /^df must be a positive number/],
  ])('rejects (p %p, df %p)', (p, df, message) => expect(() => studentTQuantile(p, df)).toThrow(message));
});

describe('regularizedIncompleteBeta', () => {
  it.each([
    [0.4, 2.5, 3.5, 0.4869041915261176],
    [0.3, 0.5, 0.5, 0.36901011956554536],
    [0.45, 30, 40, 0.6447480085585666],
    [0.3, 2, 3, 0.3483],
    [1e-5, 3, 4, 1.9999550003599994e-14],
  ])('I_%p(%p, %p) = %p', (x, a, b, v) => close(regularizedIncompleteBeta(x, a, b), v, 1e-12));

  it('satisfies I_x(a, 1) = xᵃ, I_x(1, b) = 1 − (1 − x)ᵇ, symmetry and I_½(a, a) = ½', () => {
    for (const x of [0.01, 0.3, 0.77, 0.999]) {
      close(regularizedIncompleteBeta(x, 3.3, 1), x ** 3.3, 1e-13);
      close(regularizedIncompleteBeta(x, 1, 2.2), 1 - (1 - x) ** 2.2, 1e-13);
      // 1 − I cancels: compare absolutely.
      const mirrored = 1 - regularizedIncompleteBeta(1 - x, 7.5, 4);
      expect(Math.abs(regularizedIncompleteBeta(x, 4, 7.5) - mirrored)).toBeLessThan(1e-15);
    }
    for (const a of [0.2, 1, 17, 400]) close(regularizedIncompleteBeta(0.5, a, a), 0.5, 1e-12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });

  it.each([
    [-0.1, 1, 1, /^x must be in \[0, 1\]/],
    [1.1, 1, 1, /^x must be in \[0, 1\]/],
    [0.5, 0, 1, /^a must be a positive number/],
    [0.5, 1, -1, /^b must be a positive number/],
  ])('rejects (x %p, a %p, b %p)', (x, a, b, message) =>
    expect(() => regularizedIncompleteBeta(x, a, b)).toThrow(message),
  );
});

describe('betaQuantile', () => {
  it.each([
    [0.3, 2, 5, 0.18180347131894917],
    [0.7, 0.3, 0.4, 0.7445209648091035],
    [0.05, 1, 10, 0.005116196891823701],
  ])('Beta⁻¹(%p; %p, %p) = %p', (p, a, b, x) => close(betaQuantile(p, a, b), x, 1e-12));

  it('inverts the incomplete beta over a grid of shapes', () => {
    for (const [a, b] of [
      [0.2, 0.7],
      [0.5, 15],
      [3, 8],
      [50, 1],
      [200, 300],
      [1, 1],
    ])
      for (const p of [1e-8, 0.025, 0.5, 0.8, 0.975, 1 - 1e-6])
        close(regularizedIncompleteBeta(betaQuantile(p, a, b), a, b), p, 1e-9);
    expect(betaQuantile(0, 2, 3)).toBe(0);
    expect(betaQuantile(1, 2, 3)).toBe(1);
  });

  it('rejects a probability outside [0, 1]', () =>
    expect(() => betaQuantile(1.2, 1, 1)).toThrow(/^p must be in \[0, 1\]/));
});

describe('binomialCdf', () => {
  it.each([
    [3, 10, 0.3, 0.6496107184000002],
    [55, 64, 0.95, 0.004439304154676831],
    [12, 40, 0.25, 0.8208657576539586],
    [0, 5, 0.5, 0.03125],
  ])('P(Bin(%p… k = %p) ≤ k)', (k, n, p, v) => close(binomialCdf(k, n, p), v, 1e-12));

  it('matches the direct sum and its edges', () => {
    const n = 17;
    const p = 0.37;
    let pmf = (1 - p) ** n;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sum += pmf;
      close(binomialCdf(k, n, p), sum, 1e-12);
      pmf *= ((n - k) / (k + 1)) * (p / (1 - p));
    }
    expect(binomialCdf(-1, 5, 0.3)).toBe(0);
    expect(binomialCdf(5, 5, 0.3)).toBe(1);
    expect(binomialCdf(2.7, 5, 0.3)).toBe(binomialCdf(2, 5, 0.3));
    expect(binomialCdf(2, 5, 0)).toBe(1);
    expect(binomialCdf(2, 5, 1)).toBe(0);
    expect(binomialCdf(0, 0, 0.5)).toBe(1);
  });

  it.each([
    [1, -1, 0.5, /^n must be a non-negative integer/],
    [1, 2.5, 0.5, /^n must be a non-negative integer/],
    [1, 5, 1.5, /^p must be in \[0, 1\]/],
    [NaN, 5, 0.5, /^k must be a number/],
  ])('rejects (k %p, n %p, p %p)', (k, n, p, message) => expect(() => binomialCdf(k, n, p)).toThrow(message));
});

describe('lnGamma', () => {
  it('matches factorials, Γ(½) = √π and rejects x ≤ 0', () => {
    close(lnGamma(1), 0 + 1e-300, 1);
    close(lnGamma(11), Math.log(3628800), 1e-14);
    close(lnGamma(0.5), Math.log(Math.sqrt(Math.PI)), 1e-14);
    close(lnGamma(0.01), 4.599479878042022, 1e-13);
    expect(() => lnGamma(0)).toThrow(/^x must be a positive number/);
  });
});

// References: mpmath at 40 digits (normal tail, Mills ratio) and scipy.special / scipy.stats (gamma, χ², t).
describe('normal tail through the Mills ratio', () => {
  it.each([
    [-5, 13.41893824655306, 0.9999997133484281],
    [-0.3, 0.48252837161619155, 0.6179114221889527],
    [0, 0.22579135264472744, 0.5],
    [1, -0.42208311180459074, 0.15865525393145705],
    [1.9999, -0.8642084783526716, 0.022755531584767185],
    [2, -0.8642458004773592, 0.02275013194817921],
    [5, -1.646059860784053, 2.866515718791939e-7],
    [10, -2.312346617307798, 7.619853024160525e-24],
    [38, -3.6382774856154576, 2.88542835e-316],
  ])('ln R(%p) = %p, Q = %p', (x, lnR, q) => {
    close(normalLogMillsRatio(x), lnR, 1e-13);
    close(normalUpperTail(x), q, x > 37 ? 1e-6 : 1e-13); // 1e−316 is subnormal: few bits left
    close(normalCdf(-x), q, x > 37 ? 1e-6 : 1e-13);
  });

  it('stays finite where Q underflows and handles the infinities', () => {
    close(normalLogMillsRatio(40), -3.6895034805491154, 1e-13);
    close(normalLogMillsRatio(1000), -6.907756278979637, 1e-13);
    expect(normalUpperTail(Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalLogMillsRatio(-Infinity)).toBe(Infinity);
    expect(() => normalLogMillsRatio(NaN)).toThrow(/^x must be a number/);
  });
});

describe('regularizedLowerGamma, chiSquareQuantile, studentTCdf', () => {
  it.each([
    [1.5, 0.1, 0.02241070223835061],
    [1.5, 3, 0.8883897749052874],
    [10, 5, 0.03182805730620481],
    [10, 20, 0.9950045876916924],
    [0.5, 1e-8, 0.00011283791633342464],
    [3.5, 1.0, 0.04015963126989843],
  ])('P(%p, %p) = %p', (a, x, p) => close(regularizedLowerGamma(a, x), p, 1e-13));

  it.each([
    [0.5, 3, 2.3659738843753377],
    [0.0199, 7, 1.561603268472149],
    [0.99, 3, 11.344866730144373],
    [0.0001, 20, 4.395162716449103],
    [0.5, 1.3, 0.7224479953305966],
  ])('χ² quantile(%p, df %p) = %p', (p, df, x) => close(chiSquareQuantile(p, df), x, 1e-12));

  it.each([
    [2, 3, 0.9303370157205785],
    [-2, 3, 0.06966298427942152],
    [0.1, 7, 0.5384259701976037],
    [40, 3, 0.9999828096596054],
    [-1e3, 2.5, 2.274746394830745e-8],
  ])('F_t(%p; df %p) = %p', (t, df, p) => close(studentTCdf(t, df), p, 1e-12));

  it('inverts each other and rejects bad arguments by name', () => {
    close(studentTCdf(studentTQuantile(0.975, 4.5), 4.5), 0.975, 1e-12);
    expect(studentTCdf(1.3, Infinity)).toBe(normalCdf(1.3));
    expect(regularizedLowerGamma(2, 0)).toBe(0);
    expect(regularizedLowerGamma(2, Infinity)).toBe(1);
    expect(() => regularizedLowerGamma(0, 1)).toThrow(/^a must be a positive number/);
    expect(() => regularizedLowerGamma(1, -1)).toThrow(/^x must be a non-negative number/);
    expect(() => chiSquareQuantile(1, 3)).toThrow(/^p must be in \(0, 1\)/);
    expect(() => studentTCdf(NaN, 3)).toThrow(/^t must be a number/);
  });
});
