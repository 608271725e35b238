// The winner's interval after an argmax (winner-interval.ts): reference values computed apart (mpmath at
// 40–60 digits), the limits far from the truncation, the truncation set against brute force, coverage
// and bias by simulation with known and with estimated variance, and every input error.
import { describe, expect, it } from '@jest/globals';
import { normalCdf, normalQuantile } from '../../../src/domain/statistics/distributions.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import {
  projectionCriticalValue,
  selectionTruncation,
  truncatedNormalCdf,
  winnerInterval,
  type WinnerInput,
} from '../../../src/domain/statistics/winner-interval.js';
import {
  equicorrelated,
  scenarioSeed,
  simulateWinner,
  winnerScenarios,
  type WinnerCoverage,
} from '../../kits/winner-simulation.js';

const Z975 = 1.959963984540054;
const T975_DF7 = 2.36462425159278;
const seed = (c: string) => new Rng(c.repeat(64));

const input = (over: Partial<WinnerInput>): WinnerInput => ({
  estimates: [1, 0],
  covariance: equicorrelated(2, 0),
  selected: 0,
  confidence: 0.95,
  df: Infinity,
  draws: 20000,
  rng: seed('1'),
  ...over,
});

const expectClose = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

describe('winnerInterval with one estimate', () => {
  it('is the ordinary normal interval with known variance', () => {
    const r = winnerInterval(input({ estimates: [0.3], covariance: [[0.04]], selected: 0 }));
    expect(r.method).toBe('unselected');
    expect(r.truncation).toEqual([-Infinity, Infinity]);
    expect(r.estimate).toBe(0.3);
    expectClose(r.lower, 0.3 - Z975 * 0.2, 1e-12);
    expectClose(r.upper, 0.3 + Z975 * 0.2, 1e-12);
  });

  it('is the ordinary t interval with df = 7', () => {
    const r = winnerInterval(input({ estimates: [0.3], covariance: [[0.04]], df: 7 }));
    expectClose(r.lower, 0.3 - T975_DF7 * 0.2, 1e-9);
    expectClose(r.upper, 0.3 + T975_DF7 * 0.2, 1e-9);
  });
});

describe('winnerInterval far from the truncation (the winner 80 σ ahead)', () => {
  const far = { estimates: [5, -35, -40], covariance: equicorrelated(3, 0).map((r) => r.map((v) => v / 4)) };

  it('conditional: the unselected interval and estimate to 1e-6, normal and t', () => {
    for (const [df, q] of [
      [Infinity, Z975],
      [7, T975_DF7],
    ]) {
      const r = winnerInterval(input({ ...far, df, hybridShare: 0 }));
      expect(r.method).toBe('conditional');
      expect(r.truncation).toEqual([-35, Infinity]);
      expectClose(r.estimate, 5, 1e-6);
      expectClose(r.lower, 5 - q * 0.5, 1e-6);
      expectClose(r.upper, 5 + q * 0.5, 1e-6);
    }
  });

  it('hybrid: the normal truncated at ±c_β at level γ, a little wider than the unselected interval', () => {
    const r = winnerInterval(input({ ...far, projectionCritical: 3 }));
    const gamma = (0.05 - 0.005) / (1 - 0.005);
    const q3 = 0.0013498980316300946; // Q(3)
    const q = normalQuantile(q3 + (1 - gamma / 2) * (1 - 2 * q3));
    expect(r.method).toBe('hybrid');
    expectClose(r.estimate, 5, 1e-6);
    expectClose(r.lower, 5 - q * 0.5, 1e-6);
    expectClose(r.upper, 5 + q * 0.5, 1e-6);
    expect(r.upper - r.lower).toBeGreaterThan(2 * Z975 * 0.5);
    expect(r.upper - r.lower).toBeLessThan(1.02 * 2 * Z975 * 0.5);
  });
});

describe('winnerInterval reference values', () => {
  it('truncated normal CDF 40 σ out and in the middle', () => {
    const rel = (a: number, b: number) => expectClose(a / b, 1, 1e-9);
    rel(truncatedNormalCdf(40.01, 0, 1, 40, 40.02), 0.5987108870278293);
    rel(truncatedNormalCdf(-40.01, 0, 1, -40.02, -40), 0.4012891129721707);
    rel(truncatedNormalCdf(40.001, 0, 1, 40, Infinity), 0.039235030436375655);
    rel(truncatedNormalCdf(0.3, 0.5, 1, -1, 2), 0.40851682014190754);
    rel(truncatedNormalCdf(0.3, 0.5, 1, -Infinity, Infinity), normalCdf(-0.2));
    expect(truncatedNormalCdf(41, 0, 1, 40, Infinity)).toBe(1);
    expect(truncatedNormalCdf(39, 0, 1, 40, Infinity)).toBe(0);
  });

  it('conditional and hybrid intervals for X = (1, 0), Σ = I', () => {
    const c = winnerInterval(input({ hybridShare: 0 }));
    expect(c.truncation).toEqual([0, Infinity]);
    expectClose(c.lower, -2.932572688361671, 1e-8);
    expectClose(c.estimate, 0.6862755247497181, 1e-8);
    expectClose(c.upper, 2.932672391124521, 1e-8);
    const h = winnerInterval(input({ projectionCritical: 3 }));
    expectClose(h.lower, -1.8777814506376687, 1e-8);
    expectClose(h.estimate, 0.6893088663755453, 1e-8);
    expectClose(h.upper, 2.977304004701015, 1e-8);
  });

  it('a hybrid interval never leaves the projection interval, even on a tie', () => {
    for (const second of [1, 0.999999, 0.9, -2]) {
      const r = winnerInterval(input({ estimates: [1, second], projectionCritical: 3 }));
      expect(r.lower).toBeGreaterThanOrEqual(1 - 3 - 1e-9);
      expect(r.upper).toBeLessThanOrEqual(1 + 3 + 1e-9);
      expect(r.lower).toBeLessThanOrEqual(r.estimate + 1e-9); // on a tie all three meet at 1 − 3
      expect(r.estimate).toBeLessThanOrEqual(r.upper + 1e-9);
    }
  });

  it('moves with a shift and scales with the units, the Monte Carlo c_β included', () => {
    const x = [0.2, 0.15, -0.1, 0.05];
    const cov = equicorrelated(4, 0.3).map((r) => r.map((v) => v * 0.01));
    const a = winnerInterval(input({ estimates: x, covariance: cov, rng: seed('2') }));
    const b = winnerInterval(
      input({
        estimates: x.map((v) => 10 * v + 3),
        covariance: cov.map((r) => r.map((v) => 100 * v)),
        rng: seed('2'),
      }),
    );
    for (const key of ['estimate', 'lower', 'upper'] as const) expectClose(b[key], 10 * a[key] + 3, 1e-8);
    expect(winnerInterval(input({ estimates: x, covariance: cov, rng: seed('2') }))).toEqual(a);
  });
});

describe('selectionTruncation', () => {
  it('bounds from below where ρ_j < 1 and from above where ρ_j > 1', () => {
    expect(selectionTruncation([2, 1], equicorrelated(2, 0), 0)).toEqual([1, Infinity]);
    expect(
      selectionTruncation(
        [2, 1],
        [
          [1, 0.5],
          [0.5, 1],
        ],
        0,
      ),
    ).toEqual([0, Infinity]); // 2 − 1/(1 − ½)
    // ρ = 1.5: X_1 = Z_1 + 1.5·X_0 with Z_1 = −2, so X_0 ≥ X_1 ⇔ X_0 ≤ 4.
    expect(
      selectionTruncation(
        [2, 1],
        [
          [1, 1.5],
          [1.5, 4],
        ],
        0,
      ),
    ).toEqual([-Infinity, 4]);
  });

  it('is exactly the set of X_s (Z fixed) that keep s the argmax, for random Σ', () => {
    const rng = seed('3');
    let uppers = 0;
    for (let n = 0; n < 300; n++) {
      const k = 2 + (n % 5);
      const a = Array.from({ length: k }, () => Array.from({ length: k }, () => rng.normal()));
      const cov = a.map((ri) => a.map((rj) => ri.reduce((s, v, m) => s + v * rj[m], 0)));
      const x = Array.from({ length: k }, () => rng.normal());
      const s = x.indexOf(Math.max(...x));
      const [lo, hi] = selectionTruncation(x, cov, s);
      if (hi < Infinity) uppers++;
      const rho = cov.map((row) => row[s] / cov[s][s]);
      const wins = (xs: number) => {
        const moved = x.map((v, j) => v - rho[j] * x[s] + rho[j] * xs);
        return moved.every((v) => v <= moved[s] + 1e-12);
      };
      expect(wins(x[s])).toBe(true);
      const step = 1e-6 * (1 + Math.abs(x[s]));
      if (lo > -Infinity) expect([wins(lo + step), wins(lo - step)]).toEqual([true, false]);
      else expect(wins(x[s] - 1e6)).toBe(true);
      if (hi < Infinity) expect([wins(hi - step), wins(hi + step)]).toEqual([true, false]);
      else expect(wins(x[s] + 1e6)).toBe(true);
    }
    expect(uppers).toBeGreaterThan(10);
  });
});

describe('projectionCriticalValue', () => {
  it('matches the exact c of independent estimates, (1 − 2Q(c))⁴ = 0.995, within Monte Carlo error', () => {
    expectClose(
      projectionCriticalValue(equicorrelated(4, 0), 0.995, Infinity, 40000, seed('4')),
      3.2266808511751,
      0.05,
    );
  });

  it('is the |t| quantile for one estimate with df = 5', () => {
    expectClose(projectionCriticalValue([[2]], 0.99, 5, 40000, seed('5')), 4.032142983555228, 0.12);
  });
});

/** The rows of the shared table with their seeds, so the tests and the bench report the same studies. */
const rows = (keep: (s: ReturnType<typeof winnerScenarios>[number]) => boolean): WinnerCoverage[] =>
  winnerScenarios()
    .map((s, i) => [s, i] as const)
    .filter(([s]) => keep(s))
    .map(([s, i]) => simulateWinner(s, 2000, scenarioSeed(i)));

/** Every bound a row breaks, named (an empty list passes). */
function outside(r: WinnerCoverage, checks: [string, number, number, number][]): string[] {
  const { k, rho, lead, df } = r.scenario;
  return checks
    .filter(([, v, lo, hi]) => !(v >= lo && v <= hi))
    .map(([name, v, lo, hi]) => `k=${k} ρ=${rho} lead=${lead} df=${df}: ${name} ${v} not in [${lo}, ${hi}]`);
}

describe('coverage of μ_selected by simulation, known Σ (2000 studies a row)', () => {
  it.each([2, 4, 8])(
    'k = %p: hybrid and conditional cover 93–97 %, median-unbiased; naive is biased',
    (k) => {
      const problems = rows((s) => s.k === k && s.df === Infinity).flatMap((r) => {
        const naiveBias = r.naive.meanBias;
        const checks: [string, number, number, number][] = [
          ['hybrid coverage', r.hybrid.coverage, 0.93, 0.97],
          ['conditional coverage', r.conditional.coverage, 0.93, 0.97],
          ['hybrid |median bias|', Math.abs(r.hybrid.medianBias), 0, Math.min(0.12, naiveBias / 2)],
          ['naive mean bias', naiveBias, 0.15, Infinity],
        ];
        if (r.scenario.lead === 0) {
          checks.push([
            'hybrid |mean bias|',
            Math.abs(r.hybrid.meanBias),
            0,
            k === 2 ? naiveBias : naiveBias / 3,
          ]);
          // Naive coverage is exactly 95 % for two independent equal means (0.975² − 0.025²); it falls from k = 4.
          if (k > 2) checks.push(['naive coverage', r.naive.coverage, 0, r.hybrid.coverage - 0.025]);
          if (k > 2 && r.scenario.rho === 0) checks.push(['naive coverage', r.naive.coverage, 0, 0.93]);
        }
        return outside(r, checks);
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('coverage with an estimated variance (σ̂² = σ²·χ²_df/df, all means equal, ρ = 0; 2000 studies)', () => {
  const estimated = winnerScenarios()
    .map((s, i) => [s, i] as const)
    .filter(([s]) => s.df < Infinity);
  it.each(estimated.map(([s, i]) => [s.df, s.k, i]))(
    'df = %p, k = %p: hybrid and conditional cover 92–98 % with a small median bias',
    (_df, _k, i) => {
      const r = simulateWinner(winnerScenarios()[i], 2000, scenarioSeed(i));
      expect(
        outside(r, [
          ['hybrid coverage', r.hybrid.coverage, 0.92, 0.98],
          ['conditional coverage', r.conditional.coverage, 0.92, 0.98],
          ['hybrid |median bias|', Math.abs(r.hybrid.medianBias), 0, 0.2],
        ]),
      ).toEqual([]);
    },
  );
});

describe('winnerInterval input errors', () => {
  it.each<[string, Partial<WinnerInput>, RegExp]>([
    ['no estimates', { estimates: [], covariance: [] }, /^estimates must hold at least one value/],
    ['a NaN estimate', { estimates: [1, NaN] }, /^estimates\[1\] must be a finite number/],
    ['too few rows', { estimates: [1, 0, -1] }, /^covariance must be 3×3 like estimates \(got 2 rows\)/],
    ['a short row', { covariance: [[1, 0], [0]] }, /^covariance\[1\] must have 2 entries \(got 1\)/],
    [
      'a zero variance',
      {
        covariance: [
          [1, 0],
          [0, 0],
        ],
      },
      /^covariance\[1\]\[1\] must be a positive variance/,
    ],
    [
      'an asymmetric matrix',
      {
        covariance: [
          [1, 0.5],
          [0.4, 1],
        ],
      },
      /^covariance must be symmetric: covariance\[0\]\[1\] = 0.5/,
    ],
    [
      'a non-PSD matrix',
      {
        covariance: [
          [1, 2],
          [2, 1],
        ],
      },
      /^covariance must be positive semi-definite \(it fails at row 1\)/,
    ],
    [
      'a non-PSD matrix with a singular pivot',
      {
        estimates: [1, 0, 0],
        covariance: [
          [1, 1, 0],
          [1, 1, 1],
          [0, 1, 1],
        ],
      },
      /^covariance must be positive semi-definite \(it fails at row 2\)/,
    ],
    [
      'selected out of range',
      { selected: 2 },
      /^selected must be an integer cell index in \[0, 2\) \(got 2\)/,
    ],
    [
      'selected not the argmax',
      { selected: 1 },
      /^selected \(1\) must index the largest estimate: estimates\[0\] = 1 > estimates\[1\] = 0/,
    ],
    ['confidence 1', { confidence: 1 }, /^confidence must be in \(0, 1\) \(got 1\)/],
    ['confidence 0', { confidence: 0 }, /^confidence must be in \(0, 1\)/],
    ['df 0', { df: 0 }, /^df must be a positive number or Infinity \(got 0\)/],
    ['df NaN', { df: NaN }, /^df must be a positive number or Infinity/],
    ['hybridShare 1', { hybridShare: 1 }, /^hybridShare must be in \[0, 1\) \(got 1\)/],
    ['too few draws for β', { draws: 100 }, /^draws must be an integer ≥ 2000, so that 10 draws lie beyond/],
    [
      'a bad critical value',
      { projectionCritical: 0 },
      /^projectionCritical must be a positive finite number/,
    ],
  ])('rejects %s', (_, over, message) => expect(() => winnerInterval(input(over))).toThrow(message));

  it('accepts a semi-definite Σ (two estimates that move together) and an exact tie', () => {
    const r = winnerInterval(
      input({
        estimates: [1, 1],
        covariance: [
          [1, 1],
          [1, 1],
        ],
      }),
    );
    expect(r.truncation).toEqual([-Infinity, Infinity]);
    expect(Number.isFinite(r.lower) && Number.isFinite(r.upper)).toBe(true);
  });
});
