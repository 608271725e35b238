// The decision's comparisons of candidates (docs/decision.md, "Comparison verdicts"): every pair at
// their best points (bounds over the maxima from the simultaneous family) and at the chosen cell's
// P/C, each with its verdict, minimum detectable effect and the pairs an undecided row needs; and the
// context every part of the decision shares.
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import type { DecisionPlan } from '../plan/decision-plan.js';
import { MAX_PAIRS } from '../plan/decision-plan.js';
import type { CapacityPlan } from '../plan/plan.js';
import type { Manifest } from '../measurement/manifest.js';
import {
  intervalVerdict,
  maxDifferenceBounds,
  type LogInterval,
  type PairVerdict,
} from '../statistics/simultaneous.js';
import { minimumDetectableEffect, pairsNeeded } from '../statistics/sizing.js';
import type { DecisionCell, RunEvidenceFacts } from './cell-gates.js';
import { bestPointOf, eligibleCells, type BestPoint, type ChoiceOutcome, type RankedCell } from './choice.js';
import { factorOf } from './factors.js';
import type { RateInference } from './rate-inference.js';

/** Power the sizing of pairs and the minimum detectable effect are stated at. */
export const SIZING_POWER = 0.8;
/** The largest pair count the sizing searches (a larger need is reported as null). */
export const SIZING_LIMIT = 1000;

export interface DecisionInputs {
  plan: CapacityPlan;
  decision: DecisionPlan;
  runs: ReadonlyMap<string, RunEvidenceFacts>;
  qualityGateMet: (candidateId: string, p: number) => boolean;
  manifest: Manifest;
  /** Content hash of the normalized plan and the load artifacts' file hashes (plan order). */
  seedMaterial: { planContentSha256: string; loadSha256: string[] };
}

/** What every part of the decision reads. */
export interface Context {
  inputs: DecisionInputs;
  rates: RateInference;
  ranked: RankedCell[];
  /** ln(1 + δ). */
  h: number;
  seed: string;
}

export interface Comparison {
  a: string;
  b: string;
  at: string;
  aCell: RankedCell;
  bCell: RankedCell;
  ratio: number;
  ci: [number, number] | null;
  verdict: PairVerdict | null;
  mde: number | null;
  pairsNeeded: number | null;
}

const fl = (v: number | null): JsonValue => (v === null ? null : float(v));
export const cellRef = (c: DecisionCell): JsonObject => ({
  server_parallel: c.key.serverParallel,
  client_concurrency: c.key.clientConcurrency,
});
export const expInterval = (i: LogInterval | null): [number, number] | null =>
  i === null ? null : [Math.exp(i[0]), Math.exp(i[1])];
export const intervalJson = (ci: [number, number] | null): JsonValue =>
  ci === null ? null : [float(ci[0]), float(ci[1])];

export function bestPoints(ctx: Context): BestPoint[] {
  return ctx.inputs.plan.candidates
    .map((c) => bestPointOf(c.id, ctx.ranked))
    .filter((b): b is BestPoint => b !== null);
}

const eligibleOf = (ctx: Context, id: string) => eligibleCells(id, ctx.ranked);

/** Simultaneous bounds on M_a − M_b (best eligible points). */
export function candidateBounds(ctx: Context, a: string, b: string): LogInterval | null {
  return maxDifferenceBounds(
    eligibleOf(ctx, a),
    eligibleOf(ctx, b),
    (x, y) => ctx.rates.pair(x, y)?.interval ?? null,
  );
}

/** Every pair of candidates at their best points, and at the chosen cell's P/C when both measured it. */
export function comparisonsOf(ctx: Context, outcome: ChoiceOutcome | null): Comparison[] {
  const ids = ctx.inputs.plan.candidates.map((c) => c.id);
  const best = new Map(ids.map((id) => [id, bestPointOf(id, ctx.ranked)]));
  const chosen = outcome?.chosen?.ranked.cell.key;
  const at = (id: string) =>
    ctx.ranked.find(
      (r) =>
        chosen !== undefined &&
        r.cell.key.candidateId === id &&
        r.cell.key.serverParallel === chosen.serverParallel &&
        r.cell.key.clientConcurrency === chosen.clientConcurrency,
    );
  const out: Comparison[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = best.get(ids[i]);
      const b = best.get(ids[j]);
      if (a && b) out.push(selectedComparison(ctx, a, b));
      const ra = at(ids[i]);
      const rb = at(ids[j]);
      const same = a?.ranked === ra && b?.ranked === rb;
      if (chosen && ra?.modelIndex != null && rb?.modelIndex != null && !same)
        out.push(cellComparison(ctx, ra, rb, `P${chosen.serverParallel}/C${chosen.clientConcurrency}`));
    }
  return out;
}

function selectedComparison(ctx: Context, a: BestPoint, b: BestPoint): Comparison {
  const bounds = candidateBounds(ctx, a.candidateId, b.candidateId);
  const pair = ctx.rates.pair(a.ranked.modelIndex!, b.ranked.modelIndex!);
  return finishComparison(ctx, a.candidateId, b.candidateId, 'selected', a.ranked, b.ranked, bounds, pair);
}

function cellComparison(ctx: Context, a: RankedCell, b: RankedCell, at: string): Comparison {
  const pair = ctx.rates.pair(a.modelIndex!, b.modelIndex!);
  return finishComparison(
    ctx,
    a.cell.key.candidateId,
    b.cell.key.candidateId,
    at,
    a,
    b,
    pair?.interval ?? null,
    pair,
  );
}

function finishComparison(
  ctx: Context,
  a: string,
  b: string,
  at: string,
  aCell: RankedCell,
  bCell: RankedCell,
  bounds: LogInterval | null,
  pair: ReturnType<RateInference['pair']>,
): Comparison {
  const critical = ctx.rates.critical;
  const verdict = bounds === null ? null : intervalVerdict(bounds, Math.expm1(ctx.h));
  const sized = pair !== null && critical !== null;
  return {
    a,
    b,
    at,
    aCell,
    bCell,
    ratio: aCell.estimate! / bCell.estimate!,
    ci: expInterval(bounds),
    verdict,
    mde: sized ? minimumDetectableEffect(pair.se, critical.value, pair.df, SIZING_POWER) : null,
    // Half-width δ/2 guarantees an answer: inside ±δ (equivalent) or clear of 0 (better / worse).
    pairsNeeded:
      sized && verdict === 'no_detectable_difference'
        ? pairsNeeded({
            variance: pair.variance,
            df: pair.df,
            passes: ctx.rates.model!.passes,
            knownCritical: critical.knownVariance,
            target: ctx.h / 2,
            power: SIZING_POWER,
            limit: SIZING_LIMIT,
          })
        : null,
  };
}

export function comparisonJson(c: Comparison, manifest: Manifest, confidence: number): JsonObject {
  const facts = manifest.candidateFacts;
  const f = factorOf(
    facts.get(c.a)!,
    facts.get(c.b)!,
    manifest.canonicalArgv.get(c.a)!,
    manifest.canonicalArgv.get(c.b)!,
  );
  return {
    a: c.a,
    b: c.b,
    factor: f.factor,
    factor_detail: f.detail,
    metric: 'generated_tokens_per_second',
    at: c.at,
    a_cell: cellRef(c.aCell.cell),
    b_cell: cellRef(c.bCell.cell),
    ratio: float(c.ratio),
    ci: intervalJson(c.ci),
    confidence: float(confidence),
    verdict: c.verdict,
    minimum_detectable_effect: fl(c.mde),
    pairs_needed: c.pairsNeeded,
    beyond_plan_maximum: c.pairsNeeded !== null && c.pairsNeeded > MAX_PAIRS,
  };
}
