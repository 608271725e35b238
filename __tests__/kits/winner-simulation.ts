// Coverage of the winner's interval by simulation against known truth: k equicorrelated normal
// estimates, the argmax chosen, its true mean the target; the hybrid and conditional intervals of
// winner-interval.ts against the naive interval that ignores the choice. Shared by the tests and the bench.
import { studentTQuantile } from '../../src/domain/statistics/distributions.js';
import { Rng } from '../../src/domain/statistics/random.js';
import { projectionCriticalValue, winnerInterval } from '../../src/domain/statistics/winner-interval.js';

export interface WinnerScenario {
  /** Number of estimates the winner is chosen among. */
  k: number;
  /** Correlation of every pair of estimates. */
  rho: number;
  /** How many standard deviations the first mean is ahead of the other k − 1 (0: all equal). */
  lead: number;
  /** Degrees of freedom of the variance estimate (σ̂² = σ²·χ²_df/df); Infinity = known variance. */
  df: number;
}

export interface MethodSummary {
  /** Share of studies whose interval holds the chosen estimate's true mean. */
  coverage: number;
  /** Mean and median of estimate − true mean, in true standard deviations. */
  meanBias: number;
  medianBias: number;
  /** Median interval length in true standard deviations (infinite lengths counted as such). */
  medianLength: number;
}

export interface WinnerCoverage {
  scenario: WinnerScenario;
  studies: number;
  hybrid: MethodSummary;
  conditional: MethodSummary;
  naive: MethodSummary;
}

/** Draws for the projection critical value of a scenario (computed once: it depends only on the design). */
const PROJECTION_DRAWS = 20000;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
};

function summarize(hits: number, errors: number[], lengths: number[]): MethodSummary {
  return {
    coverage: hits / errors.length,
    meanBias: errors.reduce((a, b) => a + b, 0) / errors.length,
    medianBias: median(errors),
    medianLength: median(lengths),
  };
}

/** Equicorrelated unit-variance covariance: (1 − ρ)·I + ρ·11ᵀ. */
export function equicorrelated(k: number, rho: number): number[][] {
  return Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 1 : rho)));
}

interface Tally {
  hits: number;
  errors: number[];
  lengths: number[];
}

const newTally = (): Tally => ({ hits: 0, errors: [], lengths: [] });

function record(t: Tally, truth: number, r: { estimate: number; lower: number; upper: number }): void {
  if (r.lower <= truth && truth <= r.upper) t.hits++;
  t.errors.push(r.estimate - truth);
  t.lengths.push(r.upper - r.lower);
}

/** `studies` simulated studies of one scenario at `confidence`, from a 64-hex seed. */
export function simulateWinner(
  s: WinnerScenario,
  studies: number,
  seedHex: string,
  confidence = 0.95,
): WinnerCoverage {
  const rng = new Rng(seedHex);
  const truthCov = equicorrelated(s.k, s.rho);
  const means = Array.from({ length: s.k }, (_, i) => (i === 0 ? s.lead : 0));
  const alpha = 1 - confidence;
  const critical = projectionCriticalValue(truthCov, 1 - alpha / 10, s.df, PROJECTION_DRAWS, rng);
  const tq = studentTQuantile(1 - alpha / 2, s.df);
  const [hybrid, conditional, naive] = [newTally(), newTally(), newTally()];
  for (let n = 0; n < studies; n++) {
    const common = rng.normal();
    const x = means.map((m) => m + Math.sqrt(s.rho) * common + Math.sqrt(1 - s.rho) * rng.normal());
    const scale = Number.isFinite(s.df) ? rng.chiSquare(s.df) / s.df : 1;
    const covariance = truthCov.map((row) => row.map((v) => v * scale));
    const selected = x.indexOf(Math.max(...x));
    const truth = means[selected];
    const input = { estimates: x, covariance, selected, confidence, df: s.df, draws: 0, rng };
    record(hybrid, truth, winnerInterval({ ...input, projectionCritical: critical }));
    record(conditional, truth, winnerInterval({ ...input, hybridShare: 0 }));
    const half = tq * Math.sqrt(scale);
    record(naive, truth, { estimate: x[selected], lower: x[selected] - half, upper: x[selected] + half });
  }
  const done = (t: Tally) => summarize(t.hits, t.errors, t.lengths);
  return { scenario: s, studies, hybrid: done(hybrid), conditional: done(conditional), naive: done(naive) };
}

/** The scenarios of the coverage table: known variance, then estimated with df = 3, 7, 20. */
export function winnerScenarios(): WinnerScenario[] {
  const rows: WinnerScenario[] = [];
  for (const k of [2, 4, 8])
    for (const rho of [0, 0.5]) for (const lead of [0, 1]) rows.push({ k, rho, lead, df: Infinity });
  for (const df of [3, 7, 20]) for (const k of [2, 4, 8]) rows.push({ k, rho: 0, lead: 0, df });
  return rows;
}

/** The seed of scenario number i of a table (each row its own studies). */
export const scenarioSeed = (i: number): string => (0x26000 + i).toString(16).padStart(64, '0');

const pct = (v: number) => `${(100 * v).toFixed(1)} %`;
const sd = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '∞');

/** The Markdown table of every scenario (`studies` each), for `npm run bench`. */
export function winnerCoverageTable(studies = 2000): string {
  const lines = [
    `Winner's interval after argmax: ${studies} studies a row, 95 %; bias and length in true SDs (median length)`,
    '| k | ρ | means | df | hybrid coverage | conditional coverage | naive coverage | hybrid mean bias | hybrid median bias | conditional median bias | naive mean bias | hybrid length | conditional length | naive length |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  winnerScenarios().forEach((s, i) => {
    const r = simulateWinner(s, studies, scenarioSeed(i));
    const means = s.lead ? `one ahead by ${s.lead} SD` : 'all equal';
    lines.push(
      `| ${s.k} | ${s.rho} | ${means} | ${Number.isFinite(s.df) ? s.df : '∞'} | ${pct(r.hybrid.coverage)} | ${pct(r.conditional.coverage)} | ${pct(r.naive.coverage)} | ${sd(r.hybrid.meanBias)} | ${sd(r.hybrid.medianBias)} | ${sd(r.conditional.medianBias)} | ${sd(r.naive.meanBias)} | ${sd(r.hybrid.medianLength)} | ${sd(r.conditional.medianLength)} | ${sd(r.naive.medianLength)} |`,
    );
  });
  return lines.join('\n');
}
