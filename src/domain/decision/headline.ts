// The decision's headline sentence: the chosen point with its selection-adjusted rate, what the
// comparison with the best says of it (best / equivalent / within δ / unresolved) with its
// simultaneous interval, and what would settle what is open — or why nothing is chosen.
import { pyFixed } from '../core/format.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import type { CandidateVerdict, ChoiceStatus } from './choice.js';
import type { TieRule } from '../plan/decision-plan.js';

export interface HeadlinePoint {
  label: string;
  serverParallel: number;
  clientConcurrency: number;
  estimate: number | null;
  ci: [number, number] | null;
}

export interface HeadlineFacts {
  status: ChoiceStatus;
  chosen: HeadlinePoint | null;
  /** Candidates with an eligible point. */
  candidates: number;
  /** Bounds on the chosen best point / the best of the others' (ratio), simultaneous. */
  versusBest: [number, number] | null;
  indifferenceZone: number;
  confidence: number;
  /** Labels of the candidates shown within δ of the best. */
  withinDelta: string[];
  tieRule: TieRule;
  pairsNeeded: number | null;
  beyondPlanMaximum: boolean;
  /** Gates of the chosen cell that are not settled, with what would settle them. */
  openGates: string[];
}

/** A comparison's verdict in words, for every renderer. */
export const VERDICT_WORDS: Record<ComparisonVerdict, string> = {
  better: 'better',
  worse: 'worse',
  equivalent: 'equivalent within ±δ',
  no_detectable_difference: 'no detectable difference',
  indeterminate: 'INDETERMINATE',
};

/** The choice's status in words, for every renderer. */
export const STATUS_WORDS: Record<ChoiceStatus, string> = {
  best: 'best',
  equivalent: 'equivalent',
  within_delta: 'within δ of the best',
  unresolved: 'UNRESOLVED',
  no_eligible_cell: 'no eligible point',
};

/** A candidate's standing against the best of the others, in words. */
export const STANDING_WORDS: Record<CandidateVerdict, string> = {
  best: 'the best',
  within_delta: 'within δ of the best',
  possible: 'may be the best',
  not_best: 'not the best',
  no_eligible_cell: 'no eligible point',
};

export const TIE_WORDS: Record<TieRule, string> = {
  highest_estimate: 'highest estimate',
  lowest_e2e_p95: 'lowest E2E p95',
  lowest_peak_rss: 'lowest peak memory',
};

const where = (p: HeadlinePoint) => `P${p.serverParallel} / C${p.clientConcurrency}`;

export function rateText(estimate: number | null, ci: [number, number] | null): string {
  if (estimate === null) return 'no rate';
  const interval = ci === null ? ' [no interval]' : ` [${pyFixed(ci[0], 1)}, ${pyFixed(ci[1], 1)}]`;
  return `${pyFixed(estimate, 1)} tok/s${interval}`;
}

export function percentChange(ratio: number): string {
  const x = (ratio - 1) * 100;
  const digits = pyFixed(Math.abs(x), 1);
  // A change that rounds to zero has no direction to show.
  if (digits === '0.0') return '0.0 %';
  return `${x < 0 ? '−' : '+'}${digits} %`;
}

export function changeText(ratio: number, ci: [number, number] | null): string {
  return `${percentChange(ratio)} ${ci === null ? '[no interval]' : `[${percentChange(ci[0])}, ${percentChange(ci[1])}]`}`;
}

const intervalText = (ci: [number, number]) => `[${percentChange(ci[0])}, ${percentChange(ci[1])}]`;

function pairsText(f: HeadlineFacts): string {
  if (f.pairsNeeded === null)
    return f.indifferenceZone > 0
      ? 'more than 1000 counterbalanced pairs would be needed at this noise'
      : 'with a zero indifference zone no number of pairs guarantees an answer';
  const beyond = f.beyondPlanMaximum ? ' (beyond this plan format’s maximum of 10)' : '';
  return `about ${f.pairsNeeded} counterbalanced pairs would resolve it with 80 % probability at this noise${beyond}`;
}

function standingText(f: HeadlineFacts): string {
  const level = `${pyFixed(f.confidence * 100, 0)} % simultaneous`;
  const delta = `δ = ${pyFixed(f.indifferenceZone * 100, 1)} %`;
  const bound =
    f.versusBest === null ? '' : ` (against the best of the others: ${intervalText(f.versusBest)}, ${level})`;
  if (f.status === 'best' && f.versusBest === null) return '; the only candidate with an eligible point';
  if (f.status === 'best') return `; the best of ${f.candidates} candidates${bound}`;
  const tie = `chosen by the tie rule (${TIE_WORDS[f.tieRule]}) among ${f.withinDelta.join(', ')}`;
  if (f.status === 'equivalent')
    return `; equivalent within ${delta} to every candidate that could be best${bound}; ${tie}`;
  if (f.status === 'within_delta') return `; within ${delta} of the best${bound}; ${tie}`;
  return `; not shown within ${delta} of the best${bound}: ${pairsText(f)}`;
}

export function headline(f: HeadlineFacts): string {
  if (f.status === 'no_eligible_cell' || f.chosen === null)
    return 'No (candidate, P, C) point passes the gates: none is chosen.';
  const prefix = f.status === 'unresolved' ? 'UNRESOLVED — ' : '';
  const head = `${f.chosen.label} at ${where(f.chosen)}: ${rateText(f.chosen.estimate, f.chosen.ci)}`;
  const open = f.openGates.length > 0 ? `; gates not settled: ${f.openGates.join('; ')}` : '';
  return `${prefix}${head}${standingText(f)}${open}.`;
}
