// What the simulation checks in a decision object, read in ONE place (`readDecision`, by
// schema_version) so that a change of field names touches only it; and the scoring of one study's
// printed numbers against the generative model's truth (issue 26's acceptance list).
import { cellName, type StudyModel, type StudyTruth } from './study-simulation.js';

export type Interval = [number, number];

export interface CheckedCell {
  candidateId: string;
  p: number;
  c: number;
  rate: { estimate: number | null; ci: Interval | null };
  e2eP95: { estimate: number | null; lower: number | null; upper: number | null };
}

export type CheckedVerdict = 'better' | 'worse' | 'equivalent' | 'no_detectable_difference' | 'indeterminate';

export interface CheckedComparison {
  a: string;
  b: string;
  at: string;
  aCell: { p: number; c: number };
  bCell: { p: number; c: number };
  ratio: number;
  ci: Interval | null;
  verdict: CheckedVerdict;
  /** The verdict answers the question (a difference either way, or equivalence within δ). */
  resolved: boolean;
  pairsNeeded: number | null;
  /** The interval bounds the candidates' best against best (true best cells), not these two cells. */
  ofBest: boolean;
}

export interface CheckedChoice {
  status: string;
  candidateId: string | null;
  cell: { p: number; c: number } | null;
  /** The choice says the chosen candidate is better than every other. */
  winnerClaimed: boolean;
  /** The choice is an answer (a winner, or every remaining candidate within δ), not "unresolved". */
  resolved: boolean;
  /** The headline's rate and interval (the chosen cell's). */
  rate: { estimate: number; ci: Interval | null } | null;
  pairsNeeded: number | null;
  /** Stated probability that the chosen candidate is best (schema 1 only). */
  probabilityBest: number | null;
}

/**
 * Multiple comparisons with the best: the interval of a candidate's best rate over the best of the
 * others (a ratio; null = unbounded on that side), simultaneous over the candidates.
 */
export interface CheckedMcb {
  candidateId: string;
  lower: number | null;
  upper: number | null;
}

export interface CheckedDecision {
  schemaVersion: string;
  confidence: number;
  /** The power the printed pairs_needed promises. */
  power: number;
  /** What the comparison intervals' level is about: each row, or the whole family at once. */
  comparisonLevel: 'per_row' | 'familywise';
  minimumDetectableEffect: number | null;
  /** The printed relative run-to-run SD of one cell's rate. */
  noiseFloor: number | null;
  cells: CheckedCell[];
  comparisons: CheckedComparison[];
  choice: CheckedChoice | null;
  /** Null when the decision prints no MCB intervals (schema 1). */
  mcb: CheckedMcb[] | null;
}

type Loose = { [key: string]: any };

const interval = (v: unknown): Interval | null =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number'
    ? [v[0], v[1]]
    : null;
const cellRef = (v: Loose | null): { p: number; c: number } | null =>
  v === null || v === undefined ? null : { p: v.server_parallel, c: v.client_concurrency };

/** docs/decision.md: "the smallest number of pairs at which … detected with 80 % power". */
const SCHEMA_1_POWER = 0.8;

/**
 * The checked facts of a decision object (plain JSON). Schema "1" is today's; a new schema adds a
 * branch here and nothing else changes.
 */
export function readDecision(json: unknown): CheckedDecision {
  const d = json as Loose;
  switch (d.schema_version) {
    case '1':
      return readSchema1(d);
    case '2':
      return readSchema2(d);
    default:
      throw new Error(
        `decision schema_version ${JSON.stringify(d.schema_version)}: add its reader to readDecision`,
      );
  }
}

function readSchema1(d: Loose): CheckedDecision {
  const cells: CheckedCell[] = (d.cells as Loose[]).map((x) => ({
    candidateId: x.candidate_id,
    p: x.server_parallel,
    c: x.client_concurrency,
    rate: {
      estimate: x.generated_tokens_per_second.estimate,
      ci: interval(x.generated_tokens_per_second.ci),
    },
    e2eP95: {
      estimate: x.e2e_latency_ms_p95.estimate,
      lower: x.e2e_latency_ms_p95.lower,
      upper: x.e2e_latency_ms_p95.upper,
    },
  }));
  const comparisons: CheckedComparison[] = (d.comparisons as Loose[]).map((x) => ({
    a: x.a,
    b: x.b,
    at: x.at,
    aCell: cellRef(x.a_cell)!,
    bCell: cellRef(x.b_cell)!,
    ratio: x.ratio,
    ci: interval(x.ci),
    verdict: x.verdict,
    resolved: x.verdict === 'better' || x.verdict === 'worse',
    pairsNeeded: x.pairs_needed,
    ofBest: false,
  }));
  const c = d.choice as Loose | null;
  const cell = c === null ? null : cellRef(c.cell);
  // Schema 1's headline prints the chosen cell's own interval.
  const chosen =
    cell === null
      ? undefined
      : cells.find((x) => x.candidateId === c!.candidate_id && x.p === cell.p && x.c === cell.c);
  const choice: CheckedChoice | null =
    c === null
      ? null
      : {
          status: c.status,
          candidateId: c.candidate_id,
          cell,
          winnerClaimed: c.status === 'decided',
          resolved: c.status === 'decided',
          rate:
            chosen === undefined || chosen.rate.estimate === null
              ? null
              : { estimate: chosen.rate.estimate, ci: chosen.rate.ci },
          pairsNeeded: null,
          probabilityBest: c.probability_best,
        };
  return {
    schemaVersion: '1',
    confidence: d.confidence,
    power: SCHEMA_1_POWER,
    comparisonLevel: 'per_row',
    minimumDetectableEffect: d.minimum_detectable_effect,
    noiseFloor: d.noise_floor,
    cells,
    comparisons,
    choice,
    mcb: null,
  };
}

/** docs/decision.md, schema "2": simultaneous rows, MCB bounds, the choice's own selection-adjusted rate. */
function readSchema2(d: Loose): CheckedDecision {
  const cells = readSchema1({ ...d, comparisons: [], choice: null }).cells;
  const comparisons: CheckedComparison[] = (d.comparisons as Loose[]).map((x) => ({
    a: x.a,
    b: x.b,
    at: x.at,
    aCell: cellRef(x.a_cell)!,
    bCell: cellRef(x.b_cell)!,
    ratio: x.ratio,
    ci: interval(x.ci),
    verdict: x.verdict ?? 'no_detectable_difference',
    resolved: x.verdict === 'better' || x.verdict === 'worse' || x.verdict === 'equivalent',
    pairsNeeded: x.pairs_needed,
    ofBest: x.at === 'selected',
  }));
  const c = d.choice as Loose | null;
  const choice: CheckedChoice | null =
    c === null
      ? null
      : {
          status: c.status,
          candidateId: c.candidate_id,
          cell: cellRef(c.cell),
          winnerClaimed: c.status === 'best' && c.versus_best_of_others !== null,
          resolved: c.status === 'best' || c.status === 'equivalent' || c.status === 'within_delta',
          rate: c.rate === null ? null : { estimate: c.rate.estimate, ci: interval(c.rate.ci) },
          pairsNeeded: c.pairs_needed,
          probabilityBest: null,
        };
  const mcb: CheckedMcb[] = (d.candidates as Loose[])
    .filter((x) => x.versus_best_of_others !== null)
    .map((x) => ({
      candidateId: x.candidate_id,
      lower: x.versus_best_of_others[0],
      upper: x.versus_best_of_others[1],
    }));
  return {
    schemaVersion: '2',
    confidence: d.confidence,
    power: 0.8,
    comparisonLevel: 'familywise',
    minimumDetectableEffect: d.minimum_detectable_effect,
    noiseFloor: d.noise_floor,
    cells,
    comparisons,
    choice,
    mcb,
  };
}

/** Counts over studies; every rate of the table is a ratio of two of these. */
export interface Tally {
  studies: number;
  cellIntervals: number;
  cellCovered: number;
  /** Per client level: [intervals, covered]. */
  cellByC: Map<number, [number, number]>;
  comparisonIntervals: number;
  comparisonCovered: number;
  /** Per the higher client level of the two cells: [intervals, covered]. */
  comparisonByC: Map<number, [number, number]>;
  /** Studies whose comparison intervals all hold their true ratios. */
  comparisonsAllCovered: number;
  studiesWithComparisons: number;
  headlineIntervals: number;
  headlineCovered: number;
  /** Studies with MCB intervals, and of them those whose intervals all hold. */
  mcbStudies: number;
  mcbAllCovered: number;
  /** Studies with at least one comparison row claiming what the truth contradicts. */
  falseRowStudies: number;
  /** Studies whose choice claims a winner that is not the unique truly best candidate. */
  falseWinnerStudies: number;
  /** Either of the two above. */
  falseAnyStudies: number;
  winnerClaims: number;
  resolved: number;
  /** The chosen candidate is the truly best one (counted only when one candidate is truly best). */
  correctSelections: number;
  selections: number;
  probabilityBestSum: number;
  probabilityBestCount: number;
  /** Every printed mde and noise floor (summarized by their medians: heavy tails make means useless). */
  mdes: number[];
  noiseFloors: number[];
  /** p95 rows: cells with an upper bound, of them covering, of them below 0.97 × truth. */
  p95Cells: number;
  p95Bounded: number;
  p95Covered: number;
  p95FalsePass: number;
  /** Bounded cells by whether requests queue for a slot (C > P: 1, else 0): [bounded, covering]. */
  p95ByQueue: Map<number, [number, number]>;
  /** pairs_needed: rows checked by a second study, achieved, and printed beyond the plan's maximum. */
  sizingChecked: number;
  sizingAchieved: number;
  sizingBeyondPlan: number;
  sizingPrinted: number;
  sizingMissing: number;
  /** The printed power and the comparison intervals' level (one value per schema: the last seen). */
  power: number;
  comparisonLevel: CheckedDecision['comparisonLevel'];
}

export function emptyTally(): Tally {
  return {
    studies: 0,
    cellIntervals: 0,
    cellCovered: 0,
    cellByC: new Map(),
    comparisonIntervals: 0,
    comparisonCovered: 0,
    comparisonByC: new Map(),
    comparisonsAllCovered: 0,
    studiesWithComparisons: 0,
    headlineIntervals: 0,
    headlineCovered: 0,
    mcbStudies: 0,
    mcbAllCovered: 0,
    falseRowStudies: 0,
    falseWinnerStudies: 0,
    falseAnyStudies: 0,
    winnerClaims: 0,
    resolved: 0,
    correctSelections: 0,
    selections: 0,
    probabilityBestSum: 0,
    probabilityBestCount: 0,
    mdes: [],
    noiseFloors: [],
    p95Cells: 0,
    p95Bounded: 0,
    p95Covered: 0,
    p95FalsePass: 0,
    p95ByQueue: new Map(),
    sizingChecked: 0,
    sizingAchieved: 0,
    sizingBeyondPlan: 0,
    sizingPrinted: 0,
    sizingMissing: 0,
    power: NaN,
    comparisonLevel: 'per_row',
  };
}

const holds = (ci: Interval, truth: number): boolean => ci[0] <= truth && truth <= ci[1];

function count(byLevel: Map<number, [number, number]>, level: number, ok: boolean): void {
  const entry = byLevel.get(level) ?? [0, 0];
  entry[0]++;
  if (ok) entry[1]++;
  byLevel.set(level, entry);
}

/** The one truly best candidate, or null when several tie for best. */
export function trulyBest(truth: StudyTruth): string | null {
  const rates = [...truth.bestRate.entries()].sort((x, y) => y[1] - x[1]);
  return rates.length > 1 && rates[0][1] === rates[1][1] ? null : rates[0][0];
}

/**
 * Does a comparison's verdict contradict the truth? Candidates' true rates differ by the same factor
 * at every cell, so a verdict is read as a claim about the candidates: `better`/`worse` against their
 * true order (ties included), `equivalent` when they differ by more than δ.
 */
export function falseClaim(x: CheckedComparison, truth: StudyTruth, delta: number): boolean {
  const ratio = truth.bestRate.get(x.a)! / truth.bestRate.get(x.b)!;
  if (x.verdict === 'better') return !(ratio > 1);
  if (x.verdict === 'worse') return !(ratio < 1);
  if (x.verdict === 'equivalent') return Math.abs(Math.log(ratio)) > Math.log1p(delta);
  return false;
}

/** Is a choice's answer right: a claimed winner truly best, any other answer within δ of the best? */
export function choiceCorrect(choice: CheckedChoice, truth: StudyTruth, delta: number): boolean {
  if (choice.candidateId === null) return false;
  if (choice.winnerClaimed) return choice.candidateId === trulyBest(truth);
  const top = Math.max(...truth.bestRate.values());
  return truth.bestRate.get(choice.candidateId)! * (1 + delta) >= top;
}

function scoreCells(t: Tally, d: CheckedDecision, truth: StudyTruth): void {
  for (const x of d.cells) {
    const name = cellName(x.candidateId, x.p, x.c);
    if (x.rate.ci !== null) {
      const ok = holds(x.rate.ci, truth.rate.get(name)!);
      t.cellIntervals++;
      if (ok) t.cellCovered++;
      count(t.cellByC, x.c, ok);
    }
    if (truth.e2eP95 === null) continue;
    const p95 = truth.e2eP95.get(name)!;
    t.p95Cells++;
    if (x.e2eP95.upper === null) continue;
    t.p95Bounded++;
    if (x.e2eP95.upper >= p95) t.p95Covered++;
    count(t.p95ByQueue, x.c > x.p ? 1 : 0, x.e2eP95.upper >= p95);
    if (x.e2eP95.upper <= 0.97 * p95) t.p95FalsePass++;
  }
}

function scoreComparisons(t: Tally, d: CheckedDecision, truth: StudyTruth, delta: number): boolean {
  let all = true;
  let anyFalse = false;
  for (const x of d.comparisons) {
    if (x.ci !== null) {
      const ratio = x.ofBest
        ? truth.bestRate.get(x.a)! / truth.bestRate.get(x.b)!
        : truth.rate.get(cellName(x.a, x.aCell.p, x.aCell.c))! /
          truth.rate.get(cellName(x.b, x.bCell.p, x.bCell.c))!;
      const ok = holds(x.ci, ratio);
      t.comparisonIntervals++;
      if (ok) t.comparisonCovered++;
      count(t.comparisonByC, Math.max(x.aCell.c, x.bCell.c), ok);
      all &&= ok;
    }
    if (falseClaim(x, truth, delta)) anyFalse = true;
  }
  if (d.comparisons.length > 0) {
    t.studiesWithComparisons++;
    if (all) t.comparisonsAllCovered++;
  }
  if (anyFalse) t.falseRowStudies++;
  return anyFalse;
}

function scoreMcb(t: Tally, mcb: CheckedMcb[], truth: StudyTruth): void {
  t.mcbStudies++;
  const all = mcb.every((x) => {
    const others = [...truth.bestRate.entries()].filter(([id]) => id !== x.candidateId).map(([, r]) => r);
    const ratio = truth.bestRate.get(x.candidateId)! / Math.max(...others);
    return (x.lower === null || x.lower <= ratio) && (x.upper === null || ratio <= x.upper);
  });
  if (all) t.mcbAllCovered++;
}

/** Adds one study's decision, scored against the truth of its model. */
export function scoreStudy(t: Tally, d: CheckedDecision, truth: StudyTruth, m: StudyModel): void {
  t.studies++;
  t.power = d.power;
  t.comparisonLevel = d.comparisonLevel;
  scoreCells(t, d, truth);
  const falseRow = scoreComparisons(t, d, truth, m.indifferenceZone);
  if (d.mcb !== null) scoreMcb(t, d.mcb, truth);
  if (d.minimumDetectableEffect !== null) t.mdes.push(d.minimumDetectableEffect);
  if (d.noiseFloor !== null) t.noiseFloors.push(d.noiseFloor);
  const choice = d.choice;
  let falseWinner = false;
  if (choice !== null) {
    const best = trulyBest(truth);
    if (choice.winnerClaimed) t.winnerClaims++;
    if (choice.resolved) t.resolved++;
    falseWinner = choice.winnerClaimed && choice.candidateId !== best;
    if (best !== null) {
      t.selections++;
      if (choice.candidateId === best) t.correctSelections++;
    }
    if (choice.rate?.ci && choice.cell !== null && choice.candidateId !== null) {
      t.headlineIntervals++;
      if (holds(choice.rate.ci, truth.rate.get(cellName(choice.candidateId, choice.cell.p, choice.cell.c))!))
        t.headlineCovered++;
    }
    if (choice.probabilityBest !== null) {
      t.probabilityBestSum += choice.probabilityBest;
      t.probabilityBestCount++;
    }
  }
  if (falseWinner) t.falseWinnerStudies++;
  if (falseRow || falseWinner) t.falseAnyStudies++;
}

/** A printed pairs_needed to check by a second study with that many pairs. */
export interface SizingTarget {
  pairs: number;
  /** A comparison row (matched by a, b and at) or the choice. */
  row: { a: string; b: string; at: string } | 'choice';
}

/** The pairs_needed a decision prints (rows and the choice). */
export function sizingTargets(d: CheckedDecision): SizingTarget[] {
  const out: SizingTarget[] = d.comparisons
    .filter((x) => x.pairsNeeded !== null)
    .map((x) => ({ pairs: x.pairsNeeded!, row: { a: x.a, b: x.b, at: x.at } }));
  if (d.choice?.pairsNeeded != null) out.push({ pairs: d.choice.pairsNeeded, row: 'choice' });
  return out;
}

/**
 * Did the second study (run with the printed pairs) give the answer the sizing promised: the row
 * (or the choice) resolved and not contradicted by the truth. Null: the row is not in that study.
 */
export function sizingAchieved(
  target: SizingTarget,
  second: CheckedDecision,
  truth: StudyTruth,
  delta: number,
): boolean | null {
  if (target.row === 'choice') {
    const c = second.choice;
    return c !== null && c.resolved && choiceCorrect(c, truth, delta);
  }
  const { a, b, at } = target.row;
  const x = second.comparisons.find((r) => r.a === a && r.b === b && r.at === at);
  if (x === undefined) return null;
  return x.resolved && !falseClaim(x, truth, delta);
}
