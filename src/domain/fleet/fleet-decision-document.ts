// The `statistics` member of a fleet's decision (docs/decision.md, "Fleet"): each runner's block model
// refitted from its study's per-pass rates, every candidate's best eligible point per runner with its
// rate and cost intervals, runner-against-runner comparisons, and the choice with its headline.
import { pyFixed } from '../core/format.js';
import { float, isJsonObject, type JsonObject, type JsonValue } from '../core/json.js';
import { changeText, rateText } from '../decision/headline.js';
import { TIE_RULES, type TieRule } from '../plan/decision-plan.js';
import type { BlockModel } from '../statistics/block-model.js';
import { fitRateModel, runToRunSd, serverRunKey } from '../decision/rate-model.js';
import { cellInterval, comparisonVerdict } from '../statistics/compare.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import {
  chooseFleetPoint,
  costInterval,
  independentComparison,
  rateOf,
  type DecisionComparison,
  type FleetChoiceRule,
  type FleetOutcome,
  type FleetPoint,
} from './fleet-decision.js';
import { numberOf, usdPerMillionTokens } from './prices.js';

export const FLEET_DECISION_METHOD =
  "each runner's randomized-block model of ln(generation rate) refitted from its study; runners are " +
  'independent: best points compared by t intervals with variance V_A + V_B (single-cell variance, ' +
  'pass-wide variance included) and Satterthwaite df; one runner: paired by pass; USD per million ' +
  'tokens = price / (rate x 60) x 1e6 with the rate interval mapped through it';

/** A complete runner whose study carries a decision. */
export interface StudiedRunner {
  label: string;
  runnerIndex: number;
  study: JsonObject;
  usdPerMinute: number | null;
}

/** What the fleet's legacy decision members become when the plan has a decision block. */
export interface FleetDecisionResult {
  statistics: JsonObject;
  choice: JsonObject | null;
  consideredPointCount: number;
  tiedPointCount: number;
  reason: string;
}

interface RunnerFit {
  runner: StudiedRunner;
  model: BlockModel | null;
  best: FleetPoint[];
  /** Each best point's study cell, for the cell's recorded medians. */
  cellOf: Map<FleetPoint, JsonObject>;
}

const obj = (v: JsonValue | undefined): JsonObject => (isJsonObject(v) ? v : {});
const arr = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const objects = (v: JsonValue | undefined): JsonObject[] => arr(v).filter(isJsonObject);
const fl = (v: number | null): JsonValue => (v === null ? null : float(v));
const pair = (v: readonly [number, number] | null): JsonValue =>
  v === null ? null : [float(v[0]), float(v[1])];
const cellRef = (p: FleetPoint): JsonObject => ({
  server_parallel: p.serverParallel,
  client_concurrency: p.clientConcurrency,
});
const keyOf = (id: unknown, p: unknown, c: unknown) => `${String(id)}|${String(p)}|${String(c)}`;

/** The plan's decision block as every runner's study embeds it (the plan is the same on every runner). */
export function decisionRule(plan: JsonObject): {
  confidence: number;
  indifferenceZone: number;
  tieRule: TieRule;
} {
  const d = obj(plan.decision);
  const rule = String(d.tie_rule);
  return {
    confidence: numberOf(d.confidence) ?? 0.95,
    indifferenceZone: (numberOf(d.indifference_zone_percent) ?? 0) / 100,
    tieRule: (TIE_RULES as readonly string[]).includes(rule) ? (rule as TieRule) : 'highest_estimate',
  };
}

/**
 * Refits a runner's block model exactly as its study's decision does (cells with a positive rate in
 * every pass, plan pass order) and picks each candidate's best eligible point: verdict not `fail`,
 * highest estimate; equal estimates go to the lower E2E p95, then fewer slots, then fewer clients.
 */
function fitRunner(runner: StudiedRunner): RunnerFit {
  const plan = obj(runner.study.plan);
  const passIds = objects(plan.passes).map((p) => p.id);
  const verdicts = new Map(
    objects(obj(runner.study.decision).cells).map((c) => [
      keyOf(c.candidate_id, c.server_parallel, c.client_concurrency),
      c,
    ]),
  );
  const measured = objects(runner.study.cells).map((cell) => {
    const metrics = objects(cell.pass_metrics);
    const perPass = passIds.map((id) => metrics.find((m) => m.pass_id === id));
    const rates = perPass.map((m) => numberOf(m?.generated_tokens_per_second) ?? NaN);
    const rss = perPass.map((m) => numberOf(m?.server_peak_rss_mib) ?? Infinity);
    return { cell, rates, rss };
  });
  // Fitted exactly as the runner's study fits it.
  const { inModel, model } = fitRateModel(
    measured,
    (m) => m.rates,
    (m) => serverRunKey(m.cell.candidate_id, m.cell.server_parallel),
  );
  const best: FleetPoint[] = [];
  const cellOf = new Map<FleetPoint, JsonObject>();
  objects(plan.candidates).forEach((cand, candidateIndex) => {
    let top: FleetPoint | null = null;
    let topCell: JsonObject | null = null;
    inModel.forEach((m, index) => {
      if (m.cell.candidate_id !== cand.id || model === null) return;
      const d = obj(
        verdicts.get(keyOf(m.cell.candidate_id, m.cell.server_parallel, m.cell.client_concurrency)),
      );
      const verdict: Verdict3 | null =
        d.verdict === 'pass' || d.verdict === 'indeterminate' ? d.verdict : null;
      if (verdict === null) return;
      const point: FleetPoint = {
        runner: runner.label,
        runnerIndex: runner.runnerIndex,
        candidateId: String(cand.id),
        candidateIndex,
        serverParallel: Number(numberOf(m.cell.server_parallel)),
        clientConcurrency: Number(numberOf(m.cell.client_concurrency)),
        cell: { model, index },
        usdPerMinute: runner.usdPerMinute,
        e2eP95: numberOf(obj(d.e2e_latency_ms_p95).estimate),
        peakRssMib: Math.max(...m.rss),
        verdict,
      };
      if (top === null || beats(point, top)) {
        top = point;
        topCell = m.cell;
      }
    });
    if (top !== null && topCell !== null) {
      best.push(top);
      cellOf.set(top, topCell);
    }
  });
  return { runner, model, best, cellOf };
}

function beats(a: FleetPoint, b: FleetPoint): boolean {
  if (rateOf(a) !== rateOf(b)) return rateOf(a) > rateOf(b);
  const ea = a.e2eP95 ?? Infinity;
  const eb = b.e2eP95 ?? Infinity;
  if (ea !== eb) return ea < eb;
  if (a.serverParallel !== b.serverParallel) return a.serverParallel < b.serverParallel;
  return a.clientConcurrency < b.clientConcurrency;
}

const TIE_WORDS: Record<TieRule, string> = {
  highest_estimate: 'highest estimate',
  lowest_e2e_p95: 'lowest E2E p95',
  lowest_peak_rss: 'lowest peak memory',
};

/** The tie rule as the fleet applies it: `highest_estimate` is the cheaper point estimate when priced. */
export function tieRuleText(rule: TieRule, priced: boolean): string {
  if (rule !== 'highest_estimate') return TIE_WORDS[rule];
  return priced ? 'the cheaper point estimate' : 'the higher rate estimate';
}

/** Dollar amounts: 4 decimals below one dollar per Mtok would otherwise hide the difference. */
export function usdText(x: number): string {
  return x >= 1 ? `$${pyFixed(x, 2)}` : `$${pyFixed(x, 4)}`;
}

const where = (p: FleetPoint) =>
  `${p.runner} · ${p.candidateId} at P${p.serverParallel} / C${p.clientConcurrency}`;

function pointText(p: FleetPoint, confidence: number): string {
  const rate = cellInterval(p.cell.model, p.cell.index, confidence);
  let text = `${where(p)}: ${rateText(rate.estimate, rate.ci)}`;
  if (p.usdPerMinute !== null) {
    const cost = costInterval(p.usdPerMinute, rate.estimate, rate.ci);
    const ci = cost.ci === null ? ' [no interval]' : ` [${usdText(cost.ci[0])}, ${usdText(cost.ci[1])}]`;
    text += `, ${usdText(cost.estimate)}${ci} per million tokens`;
  }
  return text;
}

const VERDICT_WORDS: Record<string, string> = {
  better: 'faster',
  worse: 'slower',
  no_detectable_difference: 'no detectable difference',
  indeterminate: 'not distinguishable',
};

/** The chosen runner against every other runner on the chosen candidate (at most three named). */
function runnersText(
  chosen: FleetPoint,
  points: readonly FleetPoint[],
  confidence: number,
  iz: number,
): string {
  const others = points.filter((p) => p.candidateId === chosen.candidateId && p.runner !== chosen.runner);
  if (others.length === 0) return '';
  const named = others.slice(0, 3).map((o) => {
    const c = independentComparison(chosen.cell, o.cell, confidence);
    const verdict = comparisonVerdict(c.ratio, c.ci, iz, c.mde);
    return `${o.runner}: ${VERDICT_WORDS[verdict]}, ${changeText(c.ratio, c.ci)} tok/s`;
  });
  const more = others.length > 3 ? ` and ${others.length - 3} more runner(s) in the comparison table` : '';
  return `; ${chosen.runner} against the other runners on ${chosen.candidateId}: ${named.join('; ')}${more}`;
}

/** The fleet's headline: the chosen point with its intervals and how it stands against the runner-up. */
export function fleetHeadline(
  outcome: FleetOutcome,
  points: readonly FleetPoint[],
  rule: FleetChoiceRule,
  priced: boolean,
  floor: number | null = null,
): string {
  const { confidence, tieRule } = rule;
  const { chosen, runnerUp, versus } = outcome;
  if (outcome.status === 'no_eligible_point' || chosen === null)
    return (
      'No runner has a (candidate, P, C) point that passes the gates' +
      (floor === null ? '' : ` at or above ${floor} generated tokens/s`) +
      ': the fleet chooses none.'
    );
  const metric = priced ? 'tokens per dollar' : 'tok/s';
  const open =
    runnersText(chosen, points, confidence, rule.indifferenceZone) +
    (chosen.verdict === 'indeterminate' ? '; its gates are not all settled in its study' : '');
  if (runnerUp === null || versus === null)
    return `${pointText(chosen, confidence)}; the only eligible point in the fleet${open}.`;
  const change = `${changeText(versus.metricRatio, versus.metricCi)} ${metric}`;
  if (outcome.status === 'decided')
    return `${pointText(chosen, confidence)}; ${change} over ${where(runnerUp)}${open}.`;
  const words = versus.verdict === 'indeterminate' ? 'Not distinguishable' : 'No detectable difference';
  const others = outcome.tied.length > 2 ? ` (${outcome.tied.length} points cannot be told apart)` : '';
  return (
    `${words} between ${where(chosen)} and ${where(runnerUp)}: ${change}${others}; ` +
    `chosen by the tie rule (${tieRuleText(tieRule, priced)}): ${pointText(chosen, confidence)}${open}.`
  );
}

function versusJson(v: DecisionComparison, priced: boolean): JsonObject {
  return {
    metric: priced ? 'generated_tokens_per_usd' : 'generated_tokens_per_second',
    pairing: v.pairing,
    ratio: float(v.metricRatio),
    ci: pair(v.metricCi),
    df: fl(v.df),
    minimum_detectable_effect: fl(v.mde),
    verdict: v.verdict,
  };
}

function pointJson(p: FleetPoint, confidence: number, minTps: number | null): JsonObject {
  const rate = cellInterval(p.cell.model, p.cell.index, confidence);
  const cost = p.usdPerMinute === null ? null : costInterval(p.usdPerMinute, rate.estimate, rate.ci);
  return {
    runner: p.runner,
    candidate_id: p.candidateId,
    cell: cellRef(p),
    verdict: p.verdict,
    generated_tokens_per_second: { estimate: float(rate.estimate), ci: pair(rate.ci), df: fl(rate.df) },
    usd_per_million_tokens: cost === null ? null : { estimate: float(cost.estimate), ci: pair(cost.ci) },
    meets_min_tokens_per_second: minTps === null ? null : rate.estimate >= minTps,
  };
}

function runnerJson(f: RunnerFit): JsonObject {
  const m = f.model;
  return {
    runner: f.runner.label,
    cells: m?.cells ?? 0,
    df: m === null || m.msE === null ? 0 : float(m.runs === null ? m.dfE : m.runs.betweenDf),
    residual_sd_log: fl(runToRunSd(m)),
    noise_floor: fl(runToRunSd(m) === null ? null : Math.expm1(runToRunSd(m)!)),
    cell_variance_log: fl(m?.cellVariance ?? null),
    cell_df: fl(m?.cellDf ?? null),
  };
}

/** Every candidate's best points, runner against runner (runner order, a before b), on the rate. */
function comparisonsJson(fits: readonly RunnerFit[], confidence: number, iz: number): JsonObject[] {
  const out: JsonObject[] = [];
  const candidates = objects(obj(fits[0]?.runner.study.plan).candidates).map((c) => String(c.id));
  for (const id of candidates)
    for (let i = 0; i < fits.length; i++)
      for (let j = i + 1; j < fits.length; j++) {
        const a = fits[i].best.find((p) => p.candidateId === id);
        const b = fits[j].best.find((p) => p.candidateId === id);
        if (!a || !b) continue;
        const c = independentComparison(a.cell, b.cell, confidence);
        out.push({
          runner_a: a.runner,
          runner_b: b.runner,
          candidate_id: id,
          a_cell: cellRef(a),
          b_cell: cellRef(b),
          metric: 'generated_tokens_per_second',
          pairing: c.pairing,
          ratio: float(c.ratio),
          ci: pair(c.ci),
          df: fl(c.df),
          minimum_detectable_effect: fl(c.mde),
          confidence: float(confidence),
          verdict: comparisonVerdict(c.ratio, c.ci, iz, c.mde),
        });
      }
  return out;
}

/**
 * The fleet decision of a plan with a decision block, over the complete runners (in fleet order).
 * Points below `minTps` (on the rate estimate) are listed but not considered.
 */
export function deriveFleetDecision(
  runners: readonly StudiedRunner[],
  minTps: number | null,
  priced: boolean,
): FleetDecisionResult {
  const fits = runners.map(fitRunner);
  const plan = obj(runners[0]?.study.plan);
  const { confidence, indifferenceZone, tieRule } = decisionRule(plan);
  const all = fits.flatMap((f) => f.best);
  const considered = all.filter((p) => minTps === null || rateOf(p) >= minTps);
  const outcome = chooseFleetPoint(considered, { confidence, indifferenceZone, tieRule });
  const headline = fleetHeadline(outcome, all, { confidence, indifferenceZone, tieRule }, priced, minTps);
  const { chosen, runnerUp } = outcome;
  const statistics: JsonObject = {
    schema_version: '1',
    method: FLEET_DECISION_METHOD,
    confidence: float(confidence),
    indifference_zone: float(indifferenceZone),
    metric: priced ? 'generated_tokens_per_usd' : 'generated_tokens_per_second',
    tie_rule: tieRule,
    tie_rule_applied: tieRuleText(tieRule, priced),
    runners: fits.map(runnerJson),
    points: all.map((p) => pointJson(p, confidence, minTps)),
    comparisons: comparisonsJson(fits, confidence, indifferenceZone),
    choice: {
      status: outcome.status,
      runner: chosen?.runner ?? null,
      candidate_id: chosen?.candidateId ?? null,
      cell: chosen ? cellRef(chosen) : null,
      cell_verdict: chosen?.verdict ?? null,
      runner_up: runnerUp
        ? { runner: runnerUp.runner, candidate_id: runnerUp.candidateId, cell: cellRef(runnerUp) }
        : null,
      versus: outcome.versus ? versusJson(outcome.versus, priced) : null,
      tied: outcome.tied.map((p) => ({ runner: p.runner, candidate_id: p.candidateId })),
      headline,
    },
  };
  let choice: JsonObject | null = null;
  if (chosen !== null) {
    const summary = obj(
      fits[runners.findIndex((r) => r.label === chosen.runner)].cellOf.get(chosen)?.summary,
    );
    const median = numberOf(summary.generated_tokens_per_second_median) as number;
    choice = {
      runner: chosen.runner,
      candidate_id: chosen.candidateId,
      server_parallel: chosen.serverParallel,
      client_concurrency: chosen.clientConcurrency,
      generated_tokens_per_second_median: float(median),
      usd_per_million_tokens:
        chosen.usdPerMinute === null ? null : float(usdPerMillionTokens(chosen.usdPerMinute, median)),
    };
  }
  const level = pyFixed(confidence * 100, 0);
  const reason =
    `${headline} The fleet compares every runner's best eligible point of each candidate on ` +
    `${priced ? 'generated tokens per dollar' : 'generated tokens/s'} with ${level} % intervals; points the ` +
    `leader is not shown better than by at least the larger of the indifference zone ` +
    `(${pyFixed(indifferenceZone * 100, 1)} %) and that comparison's minimum detectable effect cannot be ` +
    `told apart, and the plan's tie rule (${tieRuleText(tieRule, priced)}) chooses among them.`;
  return {
    statistics,
    choice,
    consideredPointCount: considered.length,
    tiedPointCount: outcome.tied.length,
    reason,
  };
}
