// The chosen point's generation rate (docs/decision.md, "The chosen rate"). The chosen cell is the
// one whose estimate came out highest — among every eligible cell when the choice is the leader, else
// among its candidate's eligible cells — so its plain interval under-covers and its estimate is biased
// up. The interval and estimate here condition on that selection: the hybrid interval on the winner of
// Andrews, Kitagawa & McCloskey (2024), on ln(rate) with the strata model's covariance of the cell
// means (each level's σ²/n on the diagonal, the pass-wide component shared by every cell).
import { DEFAULT_HYBRID_SHARE, winnerInterval } from '../statistics/winner-interval.js';
import { Rng } from '../statistics/random.js';
import type { TieRule } from '../plan/decision-plan.js';
import { eligible, type BestPoint, type RankedCell } from './choice.js';
import type { RateInference } from './rate-inference.js';

export interface ChosenRate {
  estimate: number;
  ci: [number, number] | null;
  method: string;
}

/** The cells the choice selected among (model indexes): all eligible ones, or the candidate's own. */
function selectionSet(ranked: readonly RankedCell[], chosen: BestPoint): number[] {
  const all = ranked.filter(eligible);
  const top = all.reduce((b, r) => (r.estimate! > b.estimate! ? r : b));
  const pool = top === chosen.ranked ? all : all.filter((r) => r.cell.key.candidateId === chosen.candidateId);
  return pool.map((r) => r.modelIndex!);
}

export function chosenRate(
  rates: RateInference,
  ranked: readonly RankedCell[],
  chosen: BestPoint,
  _tieRule: TieRule,
  seed: string,
): ChosenRate {
  const x = chosen.ranked.modelIndex!;
  const plain = rates.cellInterval(x);
  const model = rates.model;
  if (model === null || plain.ci === null)
    return { estimate: plain.estimate, ci: plain.ci, method: 'no interval: no residual degrees of freedom' };
  const set = selectionSet(ranked, chosen);
  const level = (i: number) => model.strata[model.stratumOf[i]];
  const covariance = set.map((a) =>
    set.map((b) => {
      const shared = Math.sqrt(level(a).passComponent * level(b).passComponent);
      return a === b ? level(a).cellVariance : shared;
    }),
  );
  const w = winnerInterval({
    estimates: set.map((i) => model.cellMeans[i]),
    covariance,
    selected: set.indexOf(x),
    confidence: rates.confidence,
    df: level(x).cellDf,
    // At least ten draws beyond the projection quantile (β = α/10): 2000 at 95 %, 10000 at 99 %.
    draws: Math.max(4000, Math.ceil(10 / (DEFAULT_HYBRID_SHARE * (1 - rates.confidence)))),
    rng: new Rng(seed),
  });
  const lower = Number.isFinite(w.lower) ? Math.exp(w.lower) : 0;
  const upper = Number.isFinite(w.upper) ? Math.exp(w.upper) : Infinity;
  const among =
    set.length === 1 ? 'the only eligible cell' : `selected as the highest of ${set.length} cells`;
  return {
    estimate: Math.exp(w.estimate),
    ci: Number.isFinite(upper) ? [lower, upper] : null,
    method:
      w.method === 'unselected'
        ? `${among}: plain interval`
        : `${among}: hybrid interval conditional on the selection (Andrews, Kitagawa & McCloskey 2024)`,
  };
}
