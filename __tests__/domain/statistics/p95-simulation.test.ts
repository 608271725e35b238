// Validation by simulation of the p95 and attainment bounds (docs/decision.md, "Validation: p95 bounds
// with runs as the unit"): requests of a run share its speed, the truth is the p95 of the mixture over
// runs. The run-aware bound must cover and keep false PASSes rare; the pooled-request bound it
// replaces does neither once the runs differ. Fixed seeds; the bench prints the full table.
import { describe, expect, it } from '@jest/globals';
import { p95Row, type P95Scenario, type RunEffect } from '../../kits/p95-simulation.js';

const STUDIES = 200;
const seed = (k: number) => (0x7000 + k).toString(16).padStart(64, '0');
const gamma = { kind: 'gamma', cv: 0.2 } as const;
// Lognormal requests under a normal run effect have an exact truth (ln latency is normal).
const lognormal = { kind: 'lognormal', cv: 0.1 } as const;
const normal = (sd: number): RunEffect => ({ kind: 'normal', sd });

describe('p95 bounds with runs as the unit', () => {
  it.each<[string, P95Scenario]>([
    ['run SD 5 %, R 2 × m 64', { run: normal(0.05), within: lognormal, runs: 2, requests: 64 }],
    ['run SD 10 %, R 2 × m 32', { run: normal(0.1), within: lognormal, runs: 2, requests: 32 }],
    ['run SD 10 %, gamma requests, R 4 × m 32', { run: normal(0.1), within: gamma, runs: 4, requests: 32 }],
    ['run SD 20 %, R 2 × m 64', { run: normal(0.2), within: lognormal, runs: 2, requests: 64 }],
    ['run SD 20 %, R 4 × m 16', { run: normal(0.2), within: lognormal, runs: 4, requests: 16 }],
    ['run SD 20 %, R 8 × m 32', { run: normal(0.2), within: lognormal, runs: 8, requests: 32 }],
    [
      't(3) runs SD 10 %, gamma requests, R 2 × m 64',
      { run: { kind: 't3', sd: 0.1 }, within: gamma, runs: 2, requests: 64 },
    ],
  ])(
    '%s: upper bound covers ≥ 93 %%, false PASS 3 %% above the limit ≤ 5 %%; pooled requests do not',
    (_, s) => {
      const row = p95Row(s, STUDIES, seed(s.runs * 100 + s.requests));
      expect(row.withBound).toBe(2 * STUDIES);
      expect(row.runCoverage).toBeGreaterThanOrEqual(0.93);
      expect(row.runFalsePass).toBeLessThanOrEqual(0.05);
      expect(row.runLowerCoverage).toBeGreaterThanOrEqual(0.93);
      // The bound it replaces (requests pooled as if independent) fails the same check.
      expect(row.pooledCoverage < 0.93 || row.pooledFalsePass > 0.05).toBe(true);
      // Attainment at a limit equal to the true p95 (truth 0.95): both one-sided bounds cover.
      expect(row.attainmentRun.lower).toBeGreaterThanOrEqual(0.93);
      expect(row.attainmentRun.upper).toBeGreaterThanOrEqual(0.93);
    },
  );

  it('costs little without a run effect: covers at least as often, no more than 3 % wider than the pooled bound', () => {
    const row = p95Row({ run: { kind: 'none' }, within: lognormal, runs: 2, requests: 64 }, STUDIES, seed(1));
    expect(row.pooledCoverage).toBeGreaterThanOrEqual(0.93);
    expect(row.runCoverage).toBeGreaterThanOrEqual(row.pooledCoverage);
    expect(row.runWidth / row.pooledWidth).toBeLessThanOrEqual(1.03);
    expect(row.runFalsePass).toBe(0);
  });

  it('has no bound where the pooled requests have none (2 × 16 < 59), as before', () => {
    const row = p95Row({ run: normal(0.1), within: gamma, runs: 2, requests: 16 }, 20, seed(2));
    expect(row.withBound).toBe(0);
  });

  it('keeps false PASSes rare when 10 % of runs are 1.4× slower (not a normal run effect)', () => {
    const slow: P95Scenario = {
      run: { kind: 'slow', sd: 0.05, share: 0.1, factor: 1.4 },
      within: gamma,
      runs: 4,
      requests: 32,
    };
    const row = p95Row(slow, STUDIES, seed(3));
    // Coverage falls short of 93 % here (docs/decision.md reports the row), far above the pooled bound's.
    expect(row.runCoverage).toBeGreaterThan(row.pooledCoverage + 0.2);
    expect(row.runFalsePass).toBeLessThanOrEqual(0.05);
  });
});
