// The choice across candidates (docs/decision.md, "The choice"): each candidate's best eligible point,
// leader and runner-up, the tie rule for points that cannot be told apart, and the status.
import type { TieRule } from '../plan/decision-plan.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import type { DecisionCell } from './cell-gates.js';

export type ChoiceStatus = 'decided' | 'not_distinguishable' | 'indeterminate' | 'no_eligible_cell';

/** A cell of the decision with its place in the block model (null: no positive rate in some pass). */
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

export interface ChoiceOutcome {
  status: ChoiceStatus;
  chosen: BestPoint | null;
  runnerUp: BestPoint | null;
  /** Candidates whose best point cannot be told apart from the leader's (the leader first). */
  tied: BestPoint[];
}

/**
 * Leader = highest best point. `verdictVsLeader(x)` is the leader-vs-x comparison verdict; points the
 * leader does not beat are tied with it and the tie rule picks among them.
 */
export function chooseAcross(
  bestPoints: readonly BestPoint[],
  verdictVsLeader: (leader: BestPoint, other: BestPoint) => ComparisonVerdict,
  tieRule: TieRule,
): ChoiceOutcome {
  if (bestPoints.length === 0) return { status: 'no_eligible_cell', chosen: null, runnerUp: null, tied: [] };
  const ordered = [...bestPoints].sort((a, b) => (better(a.ranked, b.ranked) ? -1 : 1));
  const leader = ordered[0];
  const tied = [leader, ...ordered.slice(1).filter((x) => verdictVsLeader(leader, x) !== 'better')];
  const chosen = tied.length === 1 ? leader : pickByRule(tied, tieRule);
  const runnerUp = chosen === leader ? (ordered[1] ?? null) : leader;
  let status: ChoiceStatus = tied.length === 1 ? 'decided' : 'not_distinguishable';
  if (chosen.ranked.cell.verdict === 'indeterminate') status = 'indeterminate';
  return { status, chosen, runnerUp, tied };
}

function pickByRule(tied: readonly BestPoint[], rule: TieRule): BestPoint {
  if (rule === 'highest_estimate') return tied[0];
  const key = (b: BestPoint): number =>
    rule === 'lowest_e2e_p95' ? (b.ranked.cell.e2e.estimate ?? Infinity) : Math.max(...b.ranked.cell.rss);
  return tied.reduce((best, x) => (key(x) < key(best) ? x : best));
}
