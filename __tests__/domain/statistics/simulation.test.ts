// Validation by simulation (docs/decision.md "Validation"): synthetic counterbalanced studies with a
// known truth, run through the statistics exactly as the product uses them; fixed seeds.
import { describe, expect, it } from '@jest/globals';
import { clopperPearson } from '../../../src/domain/statistics/binomial.js';
import { normalQuantile } from '../../../src/domain/statistics/distributions.js';
import { quantileBounds } from '../../../src/domain/statistics/quantile-bounds.js';
import { Rng } from '../../../src/domain/statistics/random.js';
import { DEFAULT_SCENARIO, runScenario } from '../../kits/decision-simulation.js';

const STUDIES = 300;
const seed = (k: number) => k.toString(16).padStart(64, '0');
/** A false-winner rate seen in m studies is consistent with ≤ 5 % when ≤ 5 % + 3 binomial SE. */
const FALSE_WINNER_LIMIT = 0.05 + 3 * Math.sqrt((0.05 * 0.95) / STUDIES);

describe('paired comparisons and cell intervals over synthetic studies', () => {
  it.each([
    [2, 0],
    [2, 0.1],
    [4, 0],
    [4, 0.1],
  ])(
    'n = %p passes, true effect %p: 95 %% intervals cover in 92–98 %%, A/A calls a winner ≤ 5 %%',
    (passes, effect) => {
      const r = runScenario(
        { ...DEFAULT_SCENARIO, name: 'sim', passes, effect },
        STUDIES,
        seed(100 + passes * 10 + effect * 10),
      );
      expect(r.comparisonCoverage).toBeGreaterThanOrEqual(0.92);
      expect(r.comparisonCoverage).toBeLessThanOrEqual(0.98);
      expect(r.cellCoverage).toBeGreaterThanOrEqual(0.92);
      expect(r.cellCoverage).toBeLessThanOrEqual(0.98);
      if (effect === 0) expect(r.winnerRate).toBeLessThanOrEqual(FALSE_WINNER_LIMIT);
    },
  );

  it('needs the run strata when run noise dominates: independent residuals under-cover, split-plot does not', () => {
    const s = {
      ...DEFAULT_SCENARIO,
      name: 'run-dominant',
      passes: 2,
      effect: 0,
      runSd: 0.08,
      tokenShape: 400,
    };
    const independent = runScenario(s, STUDIES, seed(7), 0.95, 0.01, undefined, false);
    const split = runScenario(s, STUDIES, seed(7), 0.95, 0.01, undefined, true);
    expect(independent.comparisonCoverage).toBeLessThan(0.92);
    expect(split.comparisonCoverage).toBeGreaterThanOrEqual(0.92);
    expect(split.comparisonCoverage).toBeLessThanOrEqual(0.98);
    expect(split.winnerRate).toBeLessThanOrEqual(FALSE_WINNER_LIMIT);
  });
});

describe('distribution-free p95 bounds and Clopper–Pearson bounds', () => {
  it('bounds the true p95 of iid lognormal samples (n = 64) from above in ≥ 95 % of 500 trials, less slack', () => {
    const rng = new Rng(seed(11));
    const truth = Math.exp(0.5 * normalQuantile(0.95));
    const trials = 500;
    let upper = 0;
    let lower = 0;
    for (let t = 0; t < trials; t++) {
      const values = Array.from({ length: 64 }, () => Math.exp(0.5 * rng.normal()));
      const b = quantileBounds(values, 0.95, 0.95);
      if (b.upper! >= truth) upper++;
      if (b.lower! <= truth) lower++;
    }
    const slack = 3 * Math.sqrt((0.95 * 0.05) / trials);
    expect(upper / trials).toBeGreaterThanOrEqual(0.95 - slack);
    expect(lower / trials).toBeGreaterThanOrEqual(0.95 - slack);
  });

  it('covers with at least the nominal probability, exactly (sum over k) and by simulation', () => {
    for (const n of [10, 37, 100])
      for (const p of [0.02, 0.3, 0.5, 0.9, 0.99]) {
        let pmf = (1 - p) ** n;
        let lowerOk = 0;
        let upperOk = 0;
        for (let k = 0; k <= n; k++) {
          if (clopperPearson(k, n, 0.95, 'lower').lower <= p) lowerOk += pmf;
          if (clopperPearson(k, n, 0.95, 'upper').upper >= p) upperOk += pmf;
          pmf *= ((n - k) / (k + 1)) * (p / (1 - p));
        }
        expect(lowerOk).toBeGreaterThanOrEqual(0.95 - 1e-12);
        expect(upperOk).toBeGreaterThanOrEqual(0.95 - 1e-12);
      }
    const rng = new Rng(seed(12));
    const trials = 500;
    let covered = 0;
    for (let t = 0; t < trials; t++) {
      let k = 0;
      for (let i = 0; i < 40; i++) if (rng.uniform() < 0.85) k++;
      const b = clopperPearson(k, 40, 0.95, 'two-sided');
      if (b.lower <= 0.85 && 0.85 <= b.upper) covered++;
    }
    expect(covered / trials).toBeGreaterThanOrEqual(0.95 - 3 * Math.sqrt((0.95 * 0.05) / trials));
  });
});
