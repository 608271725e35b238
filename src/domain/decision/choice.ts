// The choice across candidates (docs/decision.md, "The choice"): each candidate's best eligible point,
// multiple comparisons with the best on the candidates' best points (bounds on M_i − max_{j≠i} M_j
// derived from the simultaneous cell family), the candidates shown to be within δ of the best, the
// tie rule among them, and the status of the answer: `best`, `equivalent`, `within_delta`,
// `unresolved` or `no_eligible_cell`.
import type { TieRule } from '../plan/decision-plan.js';
import { maxDifferenceBounds, type LogInterval } from '../statistics/simultaneous.js';
import type { DecisionCell } from './cell-gates.js';

export type ChoiceStatus = 'best' | 'equivalent' | 'within_delta' | 'unresolved' | 'no_eligible_cell';

/** What the comparison with the best says of one candidate. */
export type CandidateVerdict = 'best' | 'within_delta' | 'possible' | 'not_best' | 'no_eligible_cell';

/** A cell of the decision with its place in the rate model (null: no positive rate in some pass). */
export interface RankedCell {
  cell: DecisionCell;
  modelIndex: number | null;
  estimate: number | null;
}

export interface BestPoint {
  candidateId: string;
  ranked: RankedCell;
}

export const eligible = (r: RankedCell): boolean =>
  r.cell.verdict !== 'fail' && r.modelIndex !== null && r.estimate !== null;

/** Highest estimate; equal estimates go to the lower E2E p95, then fewer slots, then fewer clients. */
export function bestPointOf(candidateId: string, ranked: readonly RankedCell[]): BestPoint | null {
  let best: RankedCell | null = null;
  for (const r of ranked) {
    if (r.cell.key.candidateId !== candidateId || !eligible(r)) continue;
    if (best === null || better(r, best)) best = r;
  }
  return best === null ? null : { candidateId, ranked: best };
}

function better(a: RankedCell, b: RankedCell): boolean {
  if (a.estimate! !== b.estimate!) return a.estimate! > b.estimate!;
  const ea = a.cell.e2e.estimate ?? Infinity;
  const eb = b.cell.e2e.estimate ?? Infinity;
  if (ea !== eb) return ea < eb;
  if (a.cell.key.serverParallel !== b.cell.key.serverParallel)
    return a.cell.key.serverParallel < b.cell.key.serverParallel;
  return a.cell.key.clientConcurrency < b.cell.key.clientConcurrency;
}

export interface CandidateStanding {
  candidateId: string;
  best: BestPoint | null;
  /** Bounds (log scale) on M_i − max_{j≠i} M_j; null with no other eligible candidate or no model. */
  versusBest: LogInterval | null;
  verdict: CandidateVerdict;
}

export interface ChoiceOutcome {
  status: ChoiceStatus;
  chosen: BestPoint | null;
  runnerUp: BestPoint | null;
  /** Candidates shown to be within δ of the best (the set the tie rule chose from). */
  withinDelta: string[];
  standings: CandidateStanding[];
}

/** Model indexes of a candidate's eligible cells. */
export function eligibleCells(id: string, ranked: readonly RankedCell[]): number[] {
  return ranked.filter((r) => r.cell.key.candidateId === id && eligible(r)).map((r) => r.modelIndex!);
}

/**
 * Multiple comparisons with the best over candidates' best points. `interval(x, y)` is the
 * simultaneous interval of μx − μy for cells of different candidates; `h` = ln(1 + δ).
 */
export function standings(
  ids: readonly string[],
  ranked: readonly RankedCell[],
  interval: (x: number, y: number) => LogInterval | null,
  h: number,
): CandidateStanding[] {
  const cells = new Map(ids.map((id) => [id, eligibleCells(id, ranked)]));
  return ids.map((id) => {
    const best = bestPointOf(id, ranked);
    if (best === null) return { candidateId: id, best, versusBest: null, verdict: 'no_eligible_cell' };
    const others = ids.filter((o) => o !== id).flatMap((o) => cells.get(o)!);
    const versusBest = others.length === 0 ? null : maxDifferenceBounds(cells.get(id)!, others, interval);
    let verdict: CandidateVerdict = 'possible';
    // Within δ of the best outranks "not the best": a candidate that loses by less than δ is one the
    // tie rule may choose (its interval, printed beside, shows both).
    if (others.length === 0) verdict = 'best';
    else if (versusBest !== null) {
      if (versusBest[0] > 0) verdict = 'best';
      else if (h > 0 && versusBest[0] > -h) verdict = 'within_delta';
      else if (versusBest[1] < 0) verdict = 'not_best';
    }
    return { candidateId: id, best, versusBest, verdict };
  });
}

/**
 * The choice: among the candidates shown within δ of the best (verdict `best` or `within_delta`),
 * the tie rule picks; none shown → `unresolved` with the leader reported. `pairBounds(a, b)` bounds
 * M_a − M_b (simultaneous), for the equivalence of the chosen with every candidate still in the running.
 */
export function choose(
  table: readonly CandidateStanding[],
  pairBounds: (a: string, b: string) => LogInterval | null,
  tieRule: TieRule,
  h: number,
): ChoiceOutcome {
  const withPoints = table.filter((s) => s.best !== null);
  if (withPoints.length === 0)
    return {
      status: 'no_eligible_cell',
      chosen: null,
      runnerUp: null,
      withinDelta: [],
      standings: [...table],
    };
  const ordered = [...withPoints].sort((a, b) => (better(a.best!.ranked, b.best!.ranked) ? -1 : 1));
  const leader = ordered[0];
  const near = ordered.filter((s) => s.verdict === 'best' || s.verdict === 'within_delta');
  const chosen = near.length === 0 ? leader : pickByRule(near, tieRule);
  const runnerUp = chosen === leader ? (ordered[1] ?? null) : leader;
  let status: ChoiceStatus = 'unresolved';
  if (chosen.verdict === 'best') status = 'best';
  else if (near.length > 0) {
    // Still in the running: not shown below the best of the others.
    const running = withPoints.filter((s) => s !== chosen && (s.versusBest === null || s.versusBest[1] >= 0));
    const inside = (b: LogInterval | null) => b !== null && h > 0 && b[0] > -h && b[1] < h;
    status = running.every((s) => inside(pairBounds(chosen.candidateId, s.candidateId)))
      ? 'equivalent'
      : 'within_delta';
  }
  return {
    status,
    chosen: chosen.best,
    runnerUp: runnerUp?.best ?? null,
    withinDelta: near.map((s) => s.candidateId),
    standings: [...table],
  };
}

function pickByRule(near: readonly CandidateStanding[], rule: TieRule): CandidateStanding {
  if (rule === 'highest_estimate') return near[0];
  const key = (s: CandidateStanding): number =>
    rule === 'lowest_e2e_p95'
      ? (s.best!.ranked.cell.e2e.estimate ?? Infinity)
      : Math.max(...s.best!.ranked.cell.rss);
  return near.reduce((best, x) => (key(x) < key(best) ? x : best));
}
