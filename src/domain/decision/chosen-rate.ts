// The chosen point's generation rate (docs/decision.md, "The chosen rate"): its interval must account
// for the choice, since the chosen cell is the one whose estimate came out highest.
import type { TieRule } from '../plan/decision-plan.js';
import type { BestPoint, RankedCell } from './choice.js';
import type { RateInference } from './rate-inference.js';

export interface ChosenRate {
  estimate: number;
  ci: [number, number] | null;
  method: string;
}

export function chosenRate(
  rates: RateInference,
  _ranked: readonly RankedCell[],
  chosen: BestPoint,
  _tieRule: TieRule,
  _seed: string,
): ChosenRate {
  const i = rates.cellInterval(chosen.ranked.modelIndex!);
  return { estimate: i.estimate, ci: i.ci, method: 'unadjusted' };
}
