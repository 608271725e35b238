// The rows of issue 26's simulation table: scenarios of the generative model, each run for a number of
// studies through `deriveDecision` and scored against its truth; a printed pairs_needed is checked by
// a second study with that many pairs. Shared by the bench (≥ 1000 studies a row) and the fast tests.
import { toPlain } from '../../src/domain/core/json.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { MAX_PAIRS } from '../../src/domain/plan/decision-plan.js';
import type { CapacityPlan } from '../../src/domain/plan/plan.js';
import { Rng } from '../../src/domain/statistics/random.js';
import {
  emptyTally,
  readDecision,
  scoreStudy,
  sizingAchieved,
  sizingTargets,
  type CheckedDecision,
  type Tally,
} from './decision-checks.js';
import {
  ALL_SWITCHES,
  BASE_MODEL,
  NOISY,
  QUIET,
  simulateDecision,
  studyPlan,
  studyTruth,
  type StudyModel,
  type StudyTruth,
} from './study-simulation.js';

export interface SimulationRow {
  /** Which table the row belongs to. */
  table: 'decision' | 'switches' | 'p95';
  label: string;
  model: StudyModel;
  /** Check every printed pairs_needed with a second study. */
  sizing: boolean;
  /** Runs of the Monte Carlo truth of each cell's E2E p95 (0: no p95 columns). */
  p95Runs: number;
}

export interface RowResult {
  row: SimulationRow;
  tally: Tally;
  rates: RowRates;
}

const plans = new Map<string, CapacityPlan>();

function planOf(m: StudyModel): CapacityPlan {
  const key = JSON.stringify([
    m.candidates,
    m.serverLevels,
    m.clientLevels,
    m.pairs,
    m.confidence,
    m.indifferenceZone,
  ]);
  let plan = plans.get(key);
  if (plan === undefined) {
    plan = studyPlan(m);
    plans.set(key, plan);
  }
  return plan;
}

function decide(m: StudyModel, rng: Rng, key: string): CheckedDecision {
  return readDecision(toPlain(simulateDecision(m, planOf(m), rng, key)));
}

/**
 * Checks a study's printed pairs_needed by one second study: a target drawn at random among those the
 * plan allows, run with its pair count, and every target printing that count scored against it.
 */
function checkSizing(
  t: Tally,
  d: CheckedDecision,
  m: StudyModel,
  truth: StudyTruth,
  rng: Rng,
  key: string,
): void {
  const targets = sizingTargets(d);
  t.sizingPrinted += targets.length;
  const allowed = targets.filter((x) => x.pairs <= MAX_PAIRS);
  t.sizingBeyondPlan += targets.length - allowed.length;
  if (allowed.length === 0) return;
  const pairs = allowed[Math.floor(rng.uniform() * allowed.length)].pairs;
  const second = decide({ ...m, pairs }, rng, `${key}/sizing`);
  for (const target of allowed.filter((x) => x.pairs === pairs)) {
    const ok = sizingAchieved(target, second, truth, m.indifferenceZone);
    if (ok === null) t.sizingMissing++;
    else {
      t.sizingChecked++;
      if (ok) t.sizingAchieved++;
    }
  }
}

/** Runs `studies` studies of one row (seeded by its label: the same row gives the same figures). */
export function runRow(row: SimulationRow, studies: number): RowResult {
  const m = row.model;
  const truth = studyTruth(m, row.p95Runs);
  const seed = sha256Hex(`study-simulation/${row.table}/${row.label}`);
  const rng = new Rng(seed);
  const sizingRng = new Rng(sha256Hex(`${seed}/sizing`));
  const tally = emptyTally();
  for (let i = 0; i < studies; i++) {
    const key = `${seed}/${i}`;
    const d = decide(m, rng, key);
    scoreStudy(tally, d, truth, m);
    if (row.sizing) checkSizing(tally, d, m, truth, sizingRng, key);
  }
  return { row, tally, rates: rowRates(tally, Math.max(...m.clientLevels)) };
}

const model = (over: Partial<StudyModel>): StudyModel => ({ ...BASE_MODEL, ...over });
const noiseName = (sd: number) =>
  sd === QUIET ? 'quiet' : sd === NOISY ? 'noisy' : `${Math.round(sd * 100)} %`;
const effectName = (e: number) => (e === 0 ? 'A/A' : `+${Math.round(e * 100)} %`);

/**
 * The acceptance list: every switch on, k = 2, 4, 8, true effects 0 / +5 / +10 / +20 %, quiet and
 * noisy, 1 pair (2 and 4 pairs for k = 2 and 4, A/A and +10 %, quiet); pairs_needed checked by second studies.
 */
export function decisionRows(): SimulationRow[] {
  const rows: SimulationRow[] = [];
  const add = (k: number, effect: number, rateSd: number, pairs: number) =>
    rows.push({
      table: 'decision',
      label: `k = ${k}, ${effectName(effect)}, ${noiseName(rateSd)}, ${pairs} pair${pairs > 1 ? 's' : ''}`,
      model: model({ ...ALL_SWITCHES, candidates: k, effect, rateSd, pairs }),
      sizing: true,
      p95Runs: 0,
    });
  for (const rateSd of [QUIET, NOISY])
    for (const k of [2, 4, 8]) for (const effect of [0, 0.05, 0.1, 0.2]) add(k, effect, rateSd, 1);
  for (const k of [2, 4])
    for (const effect of [0, 0.1]) for (const pairs of [2, 4]) add(k, effect, QUIET, pairs);
  return rows;
}

/** One switch at a time (k = 4, quiet, A/A, 1 pair; two of them at 2 pairs): which realism breaks what. */
export function switchRows(): SimulationRow[] {
  const switches: [string, Partial<StudyModel>][] = [
    ['none (normal, homoscedastic, shared speed)', {}],
    ['heteroscedastic C (3× at C = 4)', { heteroscedastic: true }],
    ['t(3) run effects', { heavyTails: true }],
    ['10 % slow runs', { slowRuns: true }],
    ['±5 % sine drift', { drift: true }],
    ['all', ALL_SWITCHES],
  ];
  const row = (name: string, over: Partial<StudyModel>, pairs: number): SimulationRow => ({
    table: 'switches',
    label: `${name}, ${pairs} pair${pairs > 1 ? 's' : ''}`,
    model: model({ ...over, candidates: 4, pairs }),
    sizing: false,
    p95Runs: 0,
  });
  // More pairs: do they cure what heteroscedastic C and drift break?
  return [
    ...switches.map(([name, over]) => row(name, over, 1)),
    row(switches[1][0], switches[1][1], 2),
    row(switches[4][0], switches[4][1], 2),
  ];
}

/**
 * p95 upper bounds: requests share their run's speed (latency run SD 5 / 10 / 20 %), k = 2, 1 and 2
 * pairs (64 and 128 pooled requests a cell); the control draws every request independently.
 */
export function p95Rows(): SimulationRow[] {
  const row = (rateSd: number, pairs: number, sharedSpeed: boolean): SimulationRow => ({
    table: 'p95',
    label: `latency run SD ${Math.round(rateSd * 100)} %, ${pairs} pair${pairs > 1 ? 's' : ''}${sharedSpeed ? '' : ', independent requests (control)'}`,
    model: model({ rateSd, pairs, sharedSpeed }),
    sizing: false,
    p95Runs: 10000,
  });
  return [
    ...[0.05, 0.1, 0.2].flatMap((sd) => [1, 2].map((pairs) => row(sd, pairs, true))),
    row(0.1, 1, false),
    row(0.1, 2, false),
  ];
}

const share = (k: number, n: number): number => (n === 0 ? NaN : k / n);
const median = (values: readonly number[]): number => {
  if (values.length === 0) return NaN;
  const v = [...values].sort((a, b) => a - b);
  const h = Math.floor(v.length / 2);
  return v.length % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
};
const level = (byLevel: Map<number, [number, number]>, c: number): number => {
  const entry = byLevel.get(c);
  return entry === undefined ? NaN : share(entry[1], entry[0]);
};

/** The rates of one row (NaN where nothing was counted). */
export interface RowRates {
  studies: number;
  /** Medians of the printed noise floor and mde. */
  noiseFloor: number;
  mde: number;
  cellCoverage: number;
  /** Cell intervals at the highest client level. */
  cellCoverageTopC: number;
  comparisonCoverage: number;
  /** Comparison rows whose higher client level is the grid's highest. */
  comparisonCoverageTopC: number;
  /** Studies whose comparison intervals all cover at once. */
  simultaneousCoverage: number;
  /** The coverage the comparisons' stated level is about (per row, or simultaneous when familywise). */
  statedComparisonCoverage: number;
  headlineCoverage: number;
  /** Studies whose MCB intervals all hold (NaN: none printed). */
  mcbCoverage: number;
  falseRow: number;
  falseWinner: number;
  familywiseFalse: number;
  probabilityBest: number;
  correctSelection: number;
  resolved: number;
  sizingAchieved: number;
  sizingChecked: number;
  sizingBeyondPlan: number;
  power: number;
  p95Bounded: number;
  p95Coverage: number;
  /** Cells whose requests never queue for a slot (C ≤ P), and cells where they do. */
  p95CoverageNoQueue: number;
  p95CoverageQueued: number;
  p95FalsePass: number;
}

export function rowRates(t: Tally, topC: number): RowRates {
  const simultaneous = share(t.comparisonsAllCovered, t.studiesWithComparisons);
  const perRow = share(t.comparisonCovered, t.comparisonIntervals);
  return {
    studies: t.studies,
    noiseFloor: median(t.noiseFloors),
    mde: median(t.mdes),
    cellCoverage: share(t.cellCovered, t.cellIntervals),
    cellCoverageTopC: level(t.cellByC, topC),
    comparisonCoverage: perRow,
    comparisonCoverageTopC: level(t.comparisonByC, topC),
    simultaneousCoverage: simultaneous,
    statedComparisonCoverage: t.comparisonLevel === 'familywise' ? simultaneous : perRow,
    headlineCoverage: share(t.headlineCovered, t.headlineIntervals),
    mcbCoverage: share(t.mcbAllCovered, t.mcbStudies),
    falseRow: share(t.falseRowStudies, t.studies),
    falseWinner: share(t.falseWinnerStudies, t.studies),
    familywiseFalse: share(t.falseAnyStudies, t.studies),
    probabilityBest: share(t.probabilityBestSum, t.probabilityBestCount),
    correctSelection: share(t.correctSelections, t.selections),
    resolved: share(t.resolved, t.studies),
    sizingAchieved: share(t.sizingAchieved, t.sizingChecked),
    sizingChecked: t.sizingChecked,
    sizingBeyondPlan: share(t.sizingBeyondPlan, t.sizingPrinted),
    power: t.power,
    p95Bounded: share(t.p95Bounded, t.p95Cells),
    p95Coverage: share(t.p95Covered, t.p95Bounded),
    p95CoverageNoQueue: level(t.p95ByQueue, 0),
    p95CoverageQueued: level(t.p95ByQueue, 1),
    p95FalsePass: share(t.p95FalsePass, t.p95Bounded),
  };
}
