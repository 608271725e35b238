// The study's `decision` object (docs/decision.md): the strata model of the generation rate (one noise
// level per client concurrency), per-cell intervals and gates, simultaneous comparisons of candidates
// with equivalence verdicts, multiple comparisons with the best, the choice with a selection-adjusted
// rate, the pairs an unresolved answer needs, and the grid edge.
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import { canonicalJson } from '../core/json-writer.js';
import { sha256Hex } from '../core/hashing.js';
import { MAX_PAIRS } from '../plan/decision-plan.js';
import type { CapacityPlan } from '../plan/plan.js';
import { Rng } from '../statistics/random.js';
import { intervalVerdict } from '../statistics/simultaneous.js';
import { minimumDetectableEffect, pairsNeeded } from '../statistics/sizing.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import { decisionCells, latencyBoundJson, type DecisionCell, type LatencyBound } from './cell-gates.js';
import {
  bestPoints,
  candidateBounds,
  cellRef,
  comparisonJson,
  comparisonsOf,
  expInterval,
  intervalJson,
  SIZING_LIMIT,
  SIZING_POWER,
  type Context,
  type DecisionInputs,
} from './candidate-comparisons.js';
import { choose, standings, type ChoiceOutcome, type RankedCell } from './choice.js';
import { gridEdges } from './grid-edge.js';
import { headline } from './headline.js';
import { inferRates, type RateInference } from './rate-inference.js';
import { chosenRate, type ChosenRate } from './chosen-rate.js';

export type { DecisionInputs } from './candidate-comparisons.js';

export const DECISION_METHOD =
  'randomized-block model of ln(generation rate) over cells x passes, one noise level per client concurrency ' +
  '(Welch-Satterthwaite df across levels); simultaneous max-t intervals over every cross-candidate cell pair ' +
  '(seeded Monte Carlo critical value); candidates compared on their best points with bounds derived from that ' +
  'family (multiple comparisons with the best, equivalence within the indifference zone); selection-adjusted ' +
  'interval of the chosen rate; Clopper-Pearson attainment bounds at the effective sample size of runs; p95 bounds ' +
  'with server runs as the unit (between-run variance pooled over cells, widened to the order-statistic bound of the ' +
  'pooled requests)';

const fl = (v: number | null): JsonValue => (v === null ? null : float(v));

export function decisionSeed(material: DecisionInputs['seedMaterial']): string {
  return sha256Hex(
    canonicalJson({ plan_content_sha256: material.planContentSha256, load_sha256: [...material.loadSha256] }),
  );
}

export function deriveDecision(inputs: DecisionInputs): JsonObject {
  const { plan, decision } = inputs;
  const confidence = decision.confidence;
  const iz = decision.indifference_zone_percent / 100;
  const ids = plan.candidates.map((c) => c.id);
  const cells = decisionCells(plan, inputs.runs, inputs.qualityGateMet, confidence);
  const seed = decisionSeed(inputs.seedMaterial);
  const rng = new Rng(seed);
  const rates = inferRates(cells, (id) => ids.indexOf(id), confidence, decision.resamples, rng);
  const ranked: RankedCell[] = cells.map((cell) => {
    const i = rates.inModel.indexOf(cell);
    return { cell, modelIndex: i < 0 ? null : i, estimate: i < 0 ? null : rates.cellInterval(i).estimate };
  });
  const ctx: Context = { inputs, rates, ranked, h: Math.log1p(iz), seed };
  const crossInterval = (x: number, y: number) => rates.pair(x, y)?.interval ?? null;
  const table = standings(ids, ranked, crossInterval, ctx.h);
  const outcome = decision.choose
    ? choose(table, (a, b) => candidateBounds(ctx, a, b), decision.tie_rule, ctx.h)
    : null;
  const comparisons = comparisonsOf(ctx, outcome);
  const levels = noiseLevels(ctx);
  const worst = (key: 'noise_floor' | 'minimum_detectable_effect') =>
    levels.reduce<number | null>(
      (m, l) => (l[key] === null ? m : Math.max(m ?? -Infinity, l[key] as number)),
      null,
    );
  return {
    schema_version: '2',
    confidence: float(confidence),
    indifference_zone: float(iz),
    pairs: decision.pairs,
    passes: plan.passes.length,
    resamples: decision.resamples,
    seed,
    method: DECISION_METHOD,
    noise: noiseJson(ctx, levels),
    noise_floor: fl(worst('noise_floor')),
    minimum_detectable_effect: fl(worst('minimum_detectable_effect')),
    simultaneous:
      rates.critical === null
        ? null
        : {
            family: 'cross_candidate_cell_pairs',
            pairs: rates.critical.pairs,
            critical_value: float(rates.critical.value),
            known_variance_critical_value: float(rates.critical.knownVariance),
            draws: rates.critical.draws,
          },
    cells: ranked.map((r) => cellJson(r, rates)),
    comparisons: comparisons.map((c) => comparisonJson(c, inputs.manifest, confidence)),
    candidates: table.map((s) => ({
      candidate_id: s.candidateId,
      cell: s.best === null ? null : cellRef(s.best.ranked.cell),
      estimate: fl(s.best?.ranked.estimate ?? null),
      versus_best_of_others: intervalJson(expInterval(s.versusBest)),
      verdict: s.verdict,
    })),
    choice: outcome === null ? null : choiceJson(ctx, outcome),
    grid_edge: gridEdges(plan, ranked, bestPoints(ctx), (a, b) => gridVerdict(ctx, a, b)),
  };
}

/** A grid-edge neighbour of the same candidate: its own (per-pair) interval decides `worse`. */
function gridVerdict(ctx: Context, a: RankedCell, b: RankedCell): ComparisonVerdict {
  const p = ctx.rates.pair(a.modelIndex!, b.modelIndex!);
  return p === null ? 'no_detectable_difference' : intervalVerdict(p.interval, 0);
}

interface LevelNoise {
  client_concurrency: number;
  cells: number;
  df: number;
  sd_log: number;
  noise_floor: number;
  minimum_detectable_effect: number | null;
  pooled: boolean;
}

function noiseLevels(ctx: Context): LevelNoise[] {
  const m = ctx.rates.model;
  if (m === null) return [];
  const c = ctx.rates.critical;
  return m.strata.map((s) => ({
    client_concurrency: s.level,
    cells: s.cells.length,
    df: s.df,
    sd_log: Math.sqrt(s.variance),
    noise_floor: Math.expm1(Math.sqrt(s.variance)),
    minimum_detectable_effect:
      c === null
        ? null
        : minimumDetectableEffect(Math.sqrt((2 * s.variance) / m.passes), c.value, s.df, SIZING_POWER),
    pooled: s.pooled,
  }));
}

function noiseJson(ctx: Context, levels: readonly LevelNoise[]): JsonObject {
  const m = ctx.rates.model;
  const n = ctx.rates.inModel.length;
  return {
    cells: n,
    server_runs: m === null ? n : new Set(m.runOf).size,
    levels: levels.map((l) => ({
      client_concurrency: l.client_concurrency,
      cells: l.cells,
      df: float(l.df),
      sd_log: float(l.sd_log),
      noise_floor: float(l.noise_floor),
      minimum_detectable_effect: fl(l.minimum_detectable_effect),
      pooled: l.pooled,
    })),
    pass_shift: m === null ? [] : m.passShift.map((v) => float(v)),
    reason:
      n === 0
        ? 'no cell with a rate in every pass: there is no run-to-run noise to estimate'
        : m === null
          ? 'one cell with a rate in every pass: the run-to-run noise cannot be separated from the cells'
          : null,
  };
}

function cellJson(r: RankedCell, rates: RateInference): JsonObject {
  const c = r.cell;
  const interval = r.modelIndex === null ? null : rates.cellInterval(r.modelIndex);
  const att = (a: DecisionCell['attainment']['e2e'] | null): JsonValue =>
    a === null
      ? null
      : {
          within: a.within,
          requests: a.requests,
          fraction: float(a.fraction),
          lower: float(a.lower),
          upper: float(a.upper),
        };
  return {
    candidate_id: c.key.candidateId,
    server_parallel: c.key.serverParallel,
    client_concurrency: c.key.clientConcurrency,
    generated_tokens_per_second: {
      estimate: fl(interval?.estimate ?? null),
      ci: intervalJson(interval?.ci ?? null),
      df: fl(interval?.df ?? null),
    },
    ttft_ms_p95: latencyBoundJson(c.ttft),
    e2e_latency_ms_p95: latencyBoundJson(c.e2e),
    attainment: { ttft: att(c.attainment.ttft), e2e: att(c.attainment.e2e) },
    gates: { ...c.gates },
    verdict: c.verdict,
  };
}

/** Pairs at which the chosen point's bound against the best of the others would reach −δ. */
function choicePairsNeeded(ctx: Context, outcome: ChoiceOutcome): number | null {
  const critical = ctx.rates.critical;
  if (outcome.status !== 'unresolved' || critical === null || outcome.chosen === null) return null;
  const c = outcome.chosen.ranked.modelIndex!;
  const pairs = bestPoints(ctx)
    .filter((b) => b.candidateId !== outcome.chosen!.candidateId)
    .map((b) => ctx.rates.pair(c, b.ranked.modelIndex!))
    .filter((p) => p !== null);
  if (pairs.length === 0) return null;
  const worst = pairs.reduce((w, p) => (p.variance > w.variance ? p : w));
  return pairsNeeded({
    variance: worst.variance,
    df: worst.df,
    passes: ctx.rates.model!.passes,
    knownCritical: critical.knownVariance,
    target: ctx.h,
    power: SIZING_POWER,
    limit: SIZING_LIMIT,
  });
}

function choiceJson(ctx: Context, outcome: ChoiceOutcome): JsonObject {
  const { plan, decision } = ctx.inputs;
  const label = (id: string) => plan.candidates.find((c) => c.id === id)!.label;
  const chosen = outcome.chosen;
  const standing = outcome.standings.find((s) => s.candidateId === chosen?.candidateId) ?? null;
  const rate: ChosenRate | null =
    chosen === null ? null : chosenRate(ctx.rates, ctx.ranked, chosen, decision.tie_rule, ctx.seed);
  const needed = choicePairsNeeded(ctx, outcome);
  const versus = expInterval(standing?.versusBest ?? null);
  return {
    status: outcome.status,
    candidate_id: chosen?.candidateId ?? null,
    cell: chosen === null ? null : cellRef(chosen.ranked.cell),
    cell_verdict: chosen === null ? null : chosen.ranked.cell.verdict,
    rate:
      rate === null
        ? null
        : { estimate: float(rate.estimate), ci: intervalJson(rate.ci), method: rate.method },
    versus_best_of_others: intervalJson(versus),
    runner_up:
      outcome.runnerUp === null
        ? null
        : { candidate_id: outcome.runnerUp.candidateId, cell: cellRef(outcome.runnerUp.ranked.cell) },
    tie_rule: decision.tie_rule,
    within_delta: outcome.withinDelta,
    pairs_needed: needed,
    beyond_plan_maximum: needed !== null && needed > MAX_PAIRS,
    headline: headline({
      status: outcome.status,
      chosen:
        chosen === null
          ? null
          : {
              label: label(chosen.candidateId),
              serverParallel: chosen.ranked.cell.key.serverParallel,
              clientConcurrency: chosen.ranked.cell.key.clientConcurrency,
              estimate: rate?.estimate ?? null,
              ci: rate?.ci ?? null,
            },
      candidates: outcome.standings.filter((s) => s.best !== null).length,
      versusBest: versus,
      indifferenceZone: Math.expm1(ctx.h),
      confidence: decision.confidence,
      withinDelta: outcome.withinDelta.map(label),
      tieRule: decision.tie_rule,
      pairsNeeded: needed,
      beyondPlanMaximum: needed !== null && needed > MAX_PAIRS,
      openGates: chosen === null ? [] : openGates(chosen.ranked.cell, plan),
    }),
  };
}

/** What would settle each indeterminate gate of a cell, in words. */
export function openGates(cell: DecisionCell, plan: CapacityPlan): string[] {
  const out: string[] = [];
  const latency = (name: string, b: LatencyBound, limit: number | null) => {
    if (b.requests_needed !== null)
      out.push(
        `a ${name} p95 bound needs at least ${b.requests_needed} requests (this point has ${b.requests})`,
      );
    else out.push(`the ${name} p95 interval straddles the ${limit === null ? '' : `${limit} ms `}limit`);
  };
  if (cell.gates.ttft === 'indeterminate') latency('TTFT', cell.ttft, plan.load_slo.max_ttft_ms_p95);
  if (cell.gates.e2e === 'indeterminate') latency('E2E', cell.e2e, plan.load_slo.max_e2e_latency_ms_p95);
  if (cell.gates.memory === 'indeterminate') out.push('peak memory is above the ceiling in some passes only');
  if (cell.gates.completion === 'indeterminate')
    out.push('the completion rate is not established against its minimum');
  return out;
}
