// The plan's optional `decision` block (docs/decision.md): confidence, counterbalanced pairs, whether
// to choose across candidates, the indifference zone, resamples and the tie rule — and the passes
// that k pairs derive (forward, reverse, forward-2, reverse-2, …).
import { fail } from '../core/errors.js';
import type { Fields } from '../core/fields.js';
import { float, type JsonObject } from '../core/json.js';

export const TIE_RULES = ['highest_estimate', 'lowest_e2e_p95', 'lowest_peak_rss'] as const;
export type TieRule = (typeof TIE_RULES)[number];

export const DECISION_KEYS = [
  'confidence',
  'pairs',
  'choose',
  'indifference_zone_percent',
  'resamples',
  'tie_rule',
] as const;

export const MAX_PAIRS = 10;

export interface DecisionPlan {
  confidence: number;
  pairs: number;
  choose: boolean;
  /** Relative difference in generation rate that matters, in percent (ranking-and-selection δ). */
  indifference_zone_percent: number;
  resamples: number;
  tie_rule: TieRule;
}

/** Reads `decision`; absent members take the documented defaults (the tolerance is the plan's). */
export function parseDecisionPlan(f: Fields, objectiveTolerancePercent: number): DecisionPlan {
  f.exactKeys([], DECISION_KEYS);
  const tieRule = f.has('tie_rule') ? f.text('tie_rule', 64) : 'highest_estimate';
  if (!(TIE_RULES as readonly string[]).includes(tieRule))
    fail(`must be one of ${TIE_RULES.join(', ')}`, f.file, f.at('tie_rule'));
  return {
    confidence: f.has('confidence') ? f.number('confidence', 0.8, 0.999) : 0.95,
    pairs: f.has('pairs') ? f.integer('pairs', 1, MAX_PAIRS) : 1,
    choose: f.has('choose') ? f.boolean('choose') : true,
    indifference_zone_percent: f.has('indifference_zone_percent')
      ? f.number('indifference_zone_percent', 0, 50)
      : objectiveTolerancePercent,
    resamples: f.has('resamples') ? f.integer('resamples', 200, 20000) : 2000,
    tie_rule: tieRule as TieRule,
  };
}

/** The normalized block as the study embeds it: every member written out. */
export function decisionMapping(d: DecisionPlan): JsonObject {
  return {
    confidence: float(d.confidence),
    pairs: d.pairs,
    choose: d.choose,
    indifference_zone_percent: float(d.indifference_zone_percent),
    resamples: d.resamples,
    tie_rule: d.tie_rule,
  };
}

/** Pass ids of pair i (1-based): the first pair keeps the published ids. */
export function pairPassIds(pair: number): [string, string] {
  return pair === 1 ? ['forward', 'reverse'] : [`forward-${pair}`, `reverse-${pair}`];
}
