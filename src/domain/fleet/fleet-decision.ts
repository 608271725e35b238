// The fleet decision (docs/decision.md, "Fleet"): runners are independent studies, so one runner's
// point against another's is a Welch-type t comparison of ln(rate) with variance V_A + V_B (each
// study's single-cell block-model variance, pass-wide variance included) and Satterthwaite (1946)
// df; USD per million tokens is the rate interval mapped through price / (rate · 60) · 1e6.
import type { TieRule } from '../plan/decision-plan.js';
import type { BlockModel } from '../statistics/block-model.js';
import { checkConfidence, checkIndex } from '../statistics/checks.js';
import { comparisonVerdict, minimumDetectableEffect, pairedComparison } from '../statistics/compare.js';
import { studentTQuantile } from '../statistics/distributions.js';
import type { ComparisonVerdict, Verdict3 } from '../statistics/verdicts.js';
import { usdPerMillionTokens } from './prices.js';

/** A cell of one runner's block model. */
export interface ModelCell {
  model: BlockModel;
  index: number;
}

export interface RateComparison {
  /** exp(ȳa − ȳb): a's rate over b's. */
  ratio: number;
  ci: [number, number] | null;
  /** Degrees of freedom of the interval (0 without one). */
  df: number;
  /** The smallest relative difference this comparison detects with 80 % power; null without an interval. */
  mde: number | null;
  /** `independent`: different runners (V_A + V_B); `paired`: one runner, paired by pass (docs/decision.md). */
  pairing: 'independent' | 'paired';
}

const POWER = 0.8;

/**
 * Cell a of one study against cell b of another, independent studies: d = ȳa − ȳb, V = V_A + V_B,
 * ν = V² / (V_A²/ν_A + V_B²/ν_B), interval exp(d ± t(1 − α/2, ν)·√V), mde expm1((t(1 − α/2, ν) + t(0.8, ν))·√V).
 */
export function independentComparison(a: ModelCell, b: ModelCell, confidence: number): RateComparison {
  checkConfidence(confidence);
  checkIndex('a.index', a.index, a.model.cells);
  checkIndex('b.index', b.index, b.model.cells);
  const d = a.model.cellMeans[a.index] - b.model.cellMeans[b.index];
  const ratio = Math.exp(d);
  const { cellVariance: va, cellDf: dfa } = a.model;
  const { cellVariance: vb, cellDf: dfb } = b.model;
  if (va === null || vb === null || dfa === null || dfb === null)
    return { ratio, ci: null, df: 0, mde: null, pairing: 'independent' };
  const v = va + vb;
  const denominator = va ** 2 / dfa + vb ** 2 / dfb;
  // Both variances 0 (identical passes): no spread to weigh, the residual df of both studies remain.
  const df = denominator > 0 ? v ** 2 / denominator : a.model.dfE + b.model.dfE;
  const se = Math.sqrt(v);
  const t = studentTQuantile(1 - (1 - confidence) / 2, df);
  return {
    ratio,
    ci: [Math.exp(d - t * se), Math.exp(d + t * se)],
    df,
    mde: Math.expm1((t + studentTQuantile(POWER, df)) * se),
    pairing: 'independent',
  };
}

/** Two cells of one study: the study's own paired comparison and mde. */
export function pairedRateComparison(
  model: BlockModel,
  a: number,
  b: number,
  confidence: number,
): RateComparison {
  const c = pairedComparison(model, a, b, confidence);
  return {
    ratio: c.ratio,
    ci: c.ci,
    df: c.df,
    mde: minimumDetectableEffect(model, confidence, POWER),
    pairing: 'paired',
  };
}

export interface CostInterval {
  estimate: number;
  /** [cost at the rate's upper bound, cost at its lower bound]: the monotone map swaps the bounds. */
  ci: [number, number] | null;
}

/** USD per million generated tokens of a rate estimate and its interval. */
export function costInterval(
  usdPerMinute: number,
  rate: number,
  ci: readonly [number, number] | null,
): CostInterval {
  return {
    estimate: usdPerMillionTokens(usdPerMinute, rate),
    ci:
      ci === null
        ? null
        : [usdPerMillionTokens(usdPerMinute, ci[1]), usdPerMillionTokens(usdPerMinute, ci[0])],
  };
}

/** A runner's best eligible point of one candidate, as the fleet decision sees it. */
export interface FleetPoint {
  runner: string;
  runnerIndex: number;
  candidateId: string;
  candidateIndex: number;
  serverParallel: number;
  clientConcurrency: number;
  cell: ModelCell;
  /** The runner's price; null for an unpriced fleet. */
  usdPerMinute: number | null;
  e2eP95: number | null;
  peakRssMib: number;
  verdict: Verdict3;
}

export interface DecisionComparison extends RateComparison {
  /** The ratio on the decision's metric: tokens per dollar a / b when priced, else the rate ratio. */
  metricRatio: number;
  metricCi: [number, number] | null;
  verdict: ComparisonVerdict;
}

export const rateOf = (p: FleetPoint): number => Math.exp(p.cell.model.cellMeans[p.cell.index]);

/**
 * a against b on the decision's metric. Priced: tokens per dollar, i.e. the rate ratio times the
 * price ratio b/a (= cost of b over cost of a; prices are exact, so the interval scales and h is the
 * rate comparison's). The verdict is the study's rule with h = max(indifference zone, mde).
 */
export function compareForDecision(
  a: FleetPoint,
  b: FleetPoint,
  confidence: number,
  indifferenceZone: number,
): DecisionComparison {
  const rate =
    a.runnerIndex === b.runnerIndex
      ? pairedRateComparison(a.cell.model, a.cell.index, b.cell.index, confidence)
      : independentComparison(a.cell, b.cell, confidence);
  const scale = a.usdPerMinute === null || b.usdPerMinute === null ? 1 : b.usdPerMinute / a.usdPerMinute;
  const metricRatio = rate.ratio * scale;
  const metricCi: [number, number] | null =
    rate.ci === null ? null : [rate.ci[0] * scale, rate.ci[1] * scale];
  return {
    ...rate,
    metricRatio,
    metricCi,
    verdict: comparisonVerdict(metricRatio, metricCi, indifferenceZone, rate.mde),
  };
}

export type FleetChoiceStatus = 'decided' | 'not_distinguishable' | 'no_eligible_point';

export interface FleetOutcome {
  status: FleetChoiceStatus;
  chosen: FleetPoint | null;
  runnerUp: FleetPoint | null;
  /** The chosen point against the runner-up (chosen / runner-up). */
  versus: DecisionComparison | null;
  /** Points the leader is not shown better than, the leader first. */
  tied: FleetPoint[];
}

export interface FleetChoiceRule {
  confidence: number;
  indifferenceZone: number;
  tieRule: TieRule;
}

/** Higher is better: tokens per dollar when priced, else the rate. */
const objective = (p: FleetPoint): number =>
  p.usdPerMinute === null ? rateOf(p) : rateOf(p) / p.usdPerMinute;

/**
 * Leader = best objective (ties: runner, then candidate order). Points the leader is not `better`
 * than are tied with it and the plan's tie rule picks among them (`highest_estimate`: the leader,
 * i.e. the cheaper or faster point estimate). Runner-up: the leader when another point is chosen,
 * else the first tied point, else the next point.
 */
export function chooseFleetPoint(points: readonly FleetPoint[], rule: FleetChoiceRule): FleetOutcome {
  if (points.length === 0)
    return { status: 'no_eligible_point', chosen: null, runnerUp: null, versus: null, tied: [] };
  const ordered = [...points].sort(
    (a, b) =>
      objective(b) - objective(a) || a.runnerIndex - b.runnerIndex || a.candidateIndex - b.candidateIndex,
  );
  const compare = (a: FleetPoint, b: FleetPoint) =>
    compareForDecision(a, b, rule.confidence, rule.indifferenceZone);
  const leader = ordered[0];
  const tied = [leader, ...ordered.slice(1).filter((x) => compare(leader, x).verdict !== 'better')];
  const chosen = tied.length === 1 ? leader : pickByRule(tied, rule.tieRule);
  const runnerUp = chosen !== leader ? leader : (tied[1] ?? ordered[1] ?? null);
  return {
    status: tied.length === 1 ? 'decided' : 'not_distinguishable',
    chosen,
    runnerUp,
    versus: runnerUp === null ? null : compare(chosen, runnerUp),
    tied,
  };
}

function pickByRule(tied: readonly FleetPoint[], rule: TieRule): FleetPoint {
  if (rule === 'highest_estimate') return tied[0];
  const key = (p: FleetPoint): number => (rule === 'lowest_e2e_p95' ? (p.e2eP95 ?? Infinity) : p.peakRssMib);
  return tied.reduce((best, x) => (key(x) < key(best) ? x : best));
}
