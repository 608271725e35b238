// The decision's headline sentence: the chosen point with its interval, its difference from the
// runner-up with that interval, and how often it is best under resampling — or why nothing is chosen.
import { pyFixed } from '../core/format.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import type { ChoiceStatus } from './choice.js';
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
  /** The chosen point against the runner-up (ratio chosen / runner-up). */
  versus: {
    runnerUp: HeadlinePoint;
    ratio: number;
    ci: [number, number] | null;
    verdict: ComparisonVerdict;
  } | null;
  probabilityBest: number | null;
  tieRule: TieRule;
  /** Gates of the chosen cell that are not settled, with what would settle them. */
  openGates: string[];
}

/** A comparison's verdict in words, for every renderer. */
export const VERDICT_WORDS: Record<ComparisonVerdict, string> = {
  better: 'better',
  worse: 'worse',
  no_detectable_difference: 'no detectable difference',
  indeterminate: 'INDETERMINATE',
};

/** The choice's status in words, for every renderer. */
export const STATUS_WORDS: Record<ChoiceStatus, string> = {
  decided: 'decided',
  not_distinguishable: 'not distinguishable',
  indeterminate: 'INDETERMINATE',
  no_eligible_cell: 'no eligible point',
};

const TIE_WORDS: Record<TieRule, string> = {
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

export function headline(f: HeadlineFacts): string {
  if (f.status === 'no_eligible_cell' || f.chosen === null)
    return 'No (candidate, P, C) point passes the gates: none is chosen.';
  const head = `${f.chosen.label} at ${where(f.chosen)}: ${rateText(f.chosen.estimate, f.chosen.ci)}`;
  const best =
    f.probabilityBest === null ? '' : `; best in ${pyFixed(f.probabilityBest * 100, 0)} % of resamples`;
  let middle: string;
  if (f.versus === null) middle = '; the only candidate with an eligible point';
  else {
    const other = `${f.versus.runnerUp.label} at its own best point (${where(f.versus.runnerUp)})`;
    const change = changeText(f.versus.ratio, f.versus.ci);
    if (f.versus.verdict === 'better') middle = `; ${change} over ${other}`;
    else if (f.versus.verdict === 'worse') middle = `; ${change} against ${other}`;
    else {
      const words =
        f.versus.verdict === 'no_detectable_difference'
          ? 'no detectable difference from'
          : 'not distinguishable from';
      middle = `; ${words} ${other}: ${change}`;
    }
  }
  const tie =
    f.status === 'not_distinguishable' || (f.versus !== null && f.versus.verdict !== 'better')
      ? `; chosen by the tie rule (${TIE_WORDS[f.tieRule]})`
      : '';
  const open =
    f.status === 'indeterminate' && f.openGates.length > 0 ? `; not settled: ${f.openGates.join('; ')}` : '';
  const prefix = f.status === 'indeterminate' ? 'INDETERMINATE — ' : '';
  return `${prefix}${head}${middle}${best}${tie}${open}.`;
}
