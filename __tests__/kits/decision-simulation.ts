// Synthetic counterbalanced studies with known truth, for validating the statistics room by
// simulation (coverage, false-winner rate): the generator of the statistics tests and bench.
import { aggregateRow, type Sample } from '../../src/domain/measurement/load-evaluation.js';
import { fitBlockModel, type BlockModel } from '../../src/domain/statistics/block-model.js';
import {
  cellInterval,
  comparisonVerdict,
  minimumDetectableEffect,
  pairedComparison,
} from '../../src/domain/statistics/compare.js';
import { quantileBounds } from '../../src/domain/statistics/quantile-bounds.js';
import { Rng } from '../../src/domain/statistics/random.js';
import { batchSlowdown, closedLoopLevel } from './study-simulation.js';

/** The generating model of one synthetic study (2 candidates × P{1,2} × C{1,2}). */
export interface StudyScenario {
  name: string;
  /** Passes (forward, reverse, forward-2, …). */
  passes: number;
  /** Candidate B's per-token time is A's / (1 + effect): the true ratio B/A is 1 + effect. */
  effect: number;
  /** Log-SD of the multiplicative noise of one server run (one candidate and P in one pass). */
  runSd: number;
  /** Log-SD of the pass-wide machine speed. */
  passSd: number;
  /** Relative speed change per run position within a pass (linear drift; −0.005 = −0.5 %). */
  driftPerRun: number;
  /** Measured requests per client level (the load plan's measured_requests_per_level). */
  requests: number;
  /** Generated tokens of every request. */
  tokens: number;
  /** Gamma shape of a request's per-token time (CV = 1/√shape). */
  tokenShape: number;
}

export const DEFAULT_SCENARIO: Omit<StudyScenario, 'name' | 'passes' | 'effect'> = {
  runSd: 0.05,
  passSd: 0.05,
  driftPerRun: -0.005,
  requests: 16,
  tokens: 64,
  tokenShape: 25,
};

const CANDIDATES = ['A', 'B'] as const;
const LEVELS = [1, 2] as const;

/** Cell index of (candidate, P, C): candidate-major, then P, then C (all ascending). */
export const cellIndex = (candidate: number, p: number, c: number): number =>
  candidate * 4 + (p - 1) * 2 + (c - 1);
export const CELL_COUNT = 8;
/** The server run of every cell: one run per (candidate, P) in each pass measures both C levels. */
export const RUN_OF: readonly number[] = Array.from({ length: 8 }, (_, x) => Math.floor(x / 2));
/** The cell the comparison is made at: P2/C2 (the highest-rate cell of the grid). */
export const COMPARED_P = 2;
export const COMPARED_C = 2;

/**
 * One client level of one run: `c` closed-loop clients over `p` server slots (FIFO), `requests`
 * requests, speed multiplier `speed`. Returns the samples as the load client records them.
 */
export function simulateLevel(
  s: StudyScenario,
  candidate: number,
  p: number,
  c: number,
  speed: number,
  rng: Rng,
  start = 0,
): Sample[] {
  const slowdown = batchSlowdown(p, c) / speed / (candidate === 1 ? 1 + s.effect : 1);
  return closedLoopLevel(s, p, c, slowdown, rng, start);
}

const SLO = { min_completion_rate: 0, max_ttft_ms_p95: null, max_e2e_latency_ms_p95: 1e9 };

/** The product's rate of one cell-pass (load-evaluation row aggregation: tokens / measured window). */
export function cellRate(samples: Sample[], candidate: number, c: number): number {
  return aggregateRow(CANDIDATES[candidate], c, samples, SLO).generated_tokens_per_second;
}

export interface SyntheticStudy {
  /** ln(rate) per cell and pass. */
  y: number[][];
  /** Every E2E latency (ms) of the compared cell of candidate A, pooled over passes. */
  e2eA: number[];
}

/** Runs one study in the counterbalanced order: pass 2i mirrors pass 2i − 1 (candidates, P and C). */
export function simulateStudy(s: StudyScenario, rng: Rng): SyntheticStudy {
  const y = Array.from({ length: CELL_COUNT }, () => new Array<number>(s.passes).fill(0));
  const e2eA: number[] = [];
  for (let j = 0; j < s.passes; j++) {
    const reverse = j % 2 === 1;
    const order = <T>(v: readonly T[]): T[] => (reverse ? [...v].reverse() : [...v]);
    const passSpeed = Math.exp(s.passSd * rng.normal());
    let position = 0;
    for (const candidate of order([0, 1]))
      for (const p of order(LEVELS)) {
        const speed = passSpeed * Math.exp(s.runSd * rng.normal()) * (1 + s.driftPerRun * position++);
        for (const c of order(LEVELS)) {
          const samples = simulateLevel(s, candidate, p, c, speed, rng);
          y[cellIndex(candidate, p, c)][j] = Math.log(cellRate(samples, candidate, c));
          if (candidate === 0 && p === COMPARED_P && c === COMPARED_C)
            for (const sample of samples) e2eA.push(sample.e2e_latency_ms);
        }
      }
  }
  return { y, e2eA };
}

/**
 * The truth each cell's interval targets: exp(E ln rate) with no run, pass or drift effect — the
 * geometric mean of the product's rate over the request-level randomness alone (by simulation).
 */
export function trueCellRates(s: StudyScenario, replications: number, rng: Rng): number[] {
  const truth = new Array<number>(CELL_COUNT).fill(0);
  for (const p of LEVELS)
    for (const c of LEVELS) {
      let sum = 0;
      for (let i = 0; i < replications; i++)
        sum += Math.log(cellRate(simulateLevel(s, 0, p, c, 1, rng), 0, c));
      const a = Math.exp(sum / replications);
      truth[cellIndex(0, p, c)] = a;
      truth[cellIndex(1, p, c)] = a * (1 + s.effect); // B's durations are A's scaled: the rate scales exactly
    }
  return truth;
}

export interface ScenarioSummary {
  scenario: string;
  method: 'split-plot' | 'independent';
  studies: number;
  /** Share of 95 % ratio intervals (B/A at P2/C2) that hold the true ratio 1 + effect. */
  comparisonCoverage: number;
  /** Share of studies whose verdict is `better` or `worse`. */
  winnerRate: number;
  /** Mean width hi − lo of the ratio interval. */
  comparisonWidth: number;
  /** Mean minimum detectable effect. */
  meanMde: number;
  /** Share of cell intervals (all 8 cells of every study) that hold the cell's true rate. */
  cellCoverage: number;
  /** Mean relative width (hi − lo)/truth of the cell intervals. */
  cellWidth: number;
  /** Share of studies with an upper bound on A's P2/C2 E2E p95 (requests pooled over passes). */
  p95BoundShare: number;
  /** Of those, the share whose one-sided upper bound is ≥ the true p95 (NaN when none has a bound). */
  p95UpperCoverage: number;
}

/** Runs `studies` synthetic studies of one scenario and applies the product's statistics to each. */
export function runScenario(
  s: StudyScenario,
  studies: number,
  seedHex: string,
  confidence = 0.95,
  indifferenceZone = 0.01,
  trueE2eP95?: number,
  /** Give the model the run of every cell (split-plot strata) or not (independent residuals). */
  splitPlot = true,
  /** Replications of the request-level model behind each cell's true rate. */
  truthReplications = 2000,
): ScenarioSummary {
  const rng = new Rng(seedHex);
  const truth = trueCellRates(s, truthReplications, rng);
  const trueRatio = 1 + s.effect;
  const b = cellIndex(1, COMPARED_P, COMPARED_C);
  const a = cellIndex(0, COMPARED_P, COMPARED_C);
  let covered = 0;
  let winners = 0;
  let width = 0;
  let mdeSum = 0;
  let cellCovered = 0;
  let cellWidth = 0;
  let p95Covered = 0;
  let p95Bounded = 0;
  for (let k = 0; k < studies; k++) {
    const study = simulateStudy(s, rng);
    const model: BlockModel = fitBlockModel(study.y, splitPlot ? RUN_OF : undefined);
    const cmp = pairedComparison(model, b, a, confidence);
    const ci = cmp.ci!;
    if (ci[0] <= trueRatio && trueRatio <= ci[1]) covered++;
    width += ci[1] - ci[0];
    const mde = minimumDetectableEffect(model, confidence);
    mdeSum += mde!;
    const verdict = comparisonVerdict(cmp.ratio, ci, indifferenceZone, mde);
    if (verdict === 'better' || verdict === 'worse') winners++;
    for (let x = 0; x < CELL_COUNT; x++) {
      const cell = cellInterval(model, x, confidence).ci!;
      if (cell[0] <= truth[x] && truth[x] <= cell[1]) cellCovered++;
      cellWidth += (cell[1] - cell[0]) / truth[x];
    }
    if (trueE2eP95 !== undefined) {
      const upper = quantileBounds(study.e2eA, 0.95, confidence).upper;
      if (upper !== null) p95Bounded++;
      if (upper !== null && upper >= trueE2eP95) p95Covered++;
    }
  }
  return {
    scenario: s.name,
    method: splitPlot ? 'split-plot' : 'independent',
    studies,
    comparisonCoverage: covered / studies,
    winnerRate: winners / studies,
    comparisonWidth: width / studies,
    meanMde: mdeSum / studies,
    cellCoverage: cellCovered / (studies * CELL_COUNT),
    cellWidth: cellWidth / (studies * CELL_COUNT),
    p95BoundShare: trueE2eP95 === undefined ? NaN : p95Bounded / studies,
    p95UpperCoverage: p95Bounded ? p95Covered / p95Bounded : NaN,
  };
}

/**
 * The true p95 of A's P2/C2 E2E latency over everything that varies between studies (run, pass and
 * drift noise included): the nearest-rank p95 of a very large pooled sample.
 */
export function trueE2eP95(s: StudyScenario, studies: number, rng: Rng): number {
  const all: number[] = [];
  for (let k = 0; k < studies; k++) all.push(...simulateStudy({ ...s, passes: 2 }, rng).e2eA);
  all.sort((x, y) => x - y);
  return all[Math.ceil(0.95 * all.length) - 1];
}
