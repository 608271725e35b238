// The study's `decision` object (docs/decision.md): the block model of the generation rate over
// cells × passes, per-cell intervals and gates, paired comparisons with their factor, the noise floor
// and minimum detectable effect, the choice with its probability of being best, and the grid edge.
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import { canonicalJson } from '../core/json-writer.js';
import { sha256Hex } from '../core/hashing.js';
import type { DecisionPlan } from '../plan/decision-plan.js';
import type { CapacityPlan } from '../plan/plan.js';
import type { Manifest } from '../measurement/manifest.js';
import type { BlockModel } from '../statistics/block-model.js';
import { fitRateModel, runToRunSd, serverRunKey } from './rate-model.js';
import {
  cellInterval,
  comparisonVerdict,
  minimumDetectableEffect,
  pairedComparison,
  pairsNeeded,
} from '../statistics/compare.js';
import { Rng } from '../statistics/random.js';
import { probabilityBest } from '../statistics/select.js';
import type { ComparisonVerdict } from '../statistics/verdicts.js';
import {
  decisionCells,
  latencyBoundJson,
  type DecisionCell,
  type LatencyBound,
  type RunEvidenceFacts,
} from './cell-gates.js';
import { bestPointOf, chooseAcross, eligible, type BestPoint, type RankedCell } from './choice.js';
import { factorOf } from './factors.js';
import { gridEdges } from './grid-edge.js';
import { headline, type HeadlineFacts, type HeadlinePoint } from './headline.js';

export const DECISION_METHOD =
  'split-plot randomized-block model of ln(generation rate) over cells x passes, server runs as whole plots ' +
  '(t intervals with Satterthwaite df); parametric bootstrap for the probability of being best; ' +
  'Clopper-Pearson attainment bounds at the effective sample size of runs; p95 bounds with server runs as the unit ' +
  '(between-run variance pooled over cells, widened to the order-statistic bound of the pooled requests)';

export interface DecisionInputs {
  plan: CapacityPlan;
  decision: DecisionPlan;
  runs: ReadonlyMap<string, RunEvidenceFacts>;
  qualityGateMet: (candidateId: string, p: number) => boolean;
  manifest: Manifest;
  /** Content hash of the normalized plan and the load artifacts' file hashes (plan order). */
  seedMaterial: { planContentSha256: string; loadSha256: string[] };
}

export interface Comparison {
  a: string;
  b: string;
  at: string;
  aCell: RankedCell;
  bCell: RankedCell;
  ratio: number;
  ci: [number, number] | null;
  verdict: ComparisonVerdict;
  pairsNeeded: number | null;
}

const fl = (v: number | null): JsonValue => (v === null ? null : float(v));
const cellRef = (c: DecisionCell): JsonObject => ({
  server_parallel: c.key.serverParallel,
  client_concurrency: c.key.clientConcurrency,
});

export function decisionSeed(material: DecisionInputs['seedMaterial']): string {
  return sha256Hex(
    canonicalJson({ plan_content_sha256: material.planContentSha256, load_sha256: [...material.loadSha256] }),
  );
}

export function deriveDecision(inputs: DecisionInputs): JsonObject {
  const { plan, decision } = inputs;
  const confidence = decision.confidence;
  const iz = decision.indifference_zone_percent / 100;
  const cells = decisionCells(plan, inputs.runs, inputs.qualityGateMet, confidence);
  const fitted = fitRateModel(
    cells,
    (c) => c.rates,
    (c) => serverRunKey(c.key.candidateId, c.key.serverParallel),
  );
  const inModel = fitted.inModel;
  const model = fitted.model ?? emptyModel(plan.passes.length);
  const ranked: RankedCell[] = cells.map((cell) => {
    const i = inModel.indexOf(cell);
    return { cell, modelIndex: i < 0 ? null : i, estimate: i < 0 ? null : Math.exp(model.cellMeans[i]) };
  });
  const mde = minimumDetectableEffect(model, confidence);
  // The verdict alone serves the choice and the grid edge; the pairs an unresolved comparison needs
  // (a search over pair counts) are worked out only for the comparisons the study reports.
  const compare = (a: RankedCell, b: RankedCell, at: string, reported = false): Comparison => {
    const c = pairedComparison(model, a.modelIndex!, b.modelIndex!, confidence);
    const verdict = comparisonVerdict(c.ratio, c.ci, iz, mde);
    const unresolved = verdict === 'indeterminate' || verdict === 'no_detectable_difference';
    return {
      a: a.cell.key.candidateId,
      b: b.cell.key.candidateId,
      at,
      aCell: a,
      bCell: b,
      ratio: c.ratio,
      ci: c.ci,
      verdict,
      pairsNeeded: reported && unresolved ? pairsNeeded(model, c.ratio, confidence, iz) : null,
    };
  };

  const ids = plan.candidates.map((c) => c.id);
  const best = new Map<string, BestPoint | null>(ids.map((id) => [id, bestPointOf(id, ranked)]));
  const bestPoints = ids
    .map((id) => best.get(id))
    .filter((b): b is BestPoint => b !== null && b !== undefined);
  const outcome = decision.choose
    ? chooseAcross(bestPoints, (l, x) => compare(l.ranked, x.ranked, 'selected').verdict, decision.tie_rule)
    : null;

  const comparisons: Comparison[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const a = best.get(ids[i]);
      const b = best.get(ids[j]);
      if (a && b) comparisons.push(compare(a.ranked, b.ranked, 'selected', true));
      const chosen = outcome?.chosen?.ranked.cell.key;
      if (chosen) {
        const at = (id: string) =>
          ranked.find(
            (r) =>
              r.cell.key.candidateId === id &&
              r.cell.key.serverParallel === chosen.serverParallel &&
              r.cell.key.clientConcurrency === chosen.clientConcurrency,
          );
        const ra = at(ids[i]);
        const rb = at(ids[j]);
        // Skipped when both best points already sit at the chosen P/C (the same comparison twice).
        const same = a?.ranked === ra && b?.ranked === rb;
        if (ra?.modelIndex != null && rb?.modelIndex != null && !same)
          comparisons.push(compare(ra, rb, `P${chosen.serverParallel}/C${chosen.clientConcurrency}`, true));
      }
    }
  }

  const seed = decisionSeed(inputs.seedMaterial);
  const choice = outcome === null ? null : choiceJson(outcome, model, ranked, inputs, seed, comparisons);
  return {
    schema_version: '1',
    confidence: float(confidence),
    indifference_zone: float(iz),
    pairs: decision.pairs,
    passes: plan.passes.length,
    resamples: decision.resamples,
    seed,
    method: DECISION_METHOD,
    noise: noiseJson(model),
    noise_floor: fl(runToRunSd(model) === null ? null : Math.expm1(runToRunSd(model)!)),
    minimum_detectable_effect: fl(mde),
    cells: ranked.map((r) => cellJson(r, model, confidence)),
    comparisons: comparisons.map((c) => comparisonJson(c, inputs, confidence)),
    choice,
    grid_edge: gridEdges(plan, ranked, bestPoints, (a, b) => compare(a, b, 'grid').verdict),
  };
}

/** No cell has a positive rate in every pass (every request failed somewhere): nothing to fit. */
function emptyModel(passes: number): BlockModel {
  return {
    cells: 0,
    passes,
    grand: 0,
    cellMeans: [],
    passMeans: [],
    msE: null,
    dfE: 0,
    msPass: 0,
    residualSd: null,
    cellVariance: null,
    cellDf: null,
    runs: null,
  };
}

function noiseJson(model: BlockModel): JsonObject {
  const runs = model.runs;
  return {
    cells: model.cells,
    server_runs: runs === null ? model.cells : runs.groups,
    df: model.msE === null ? 0 : float(runs === null ? model.dfE : runs.betweenDf),
    residual_sd_log: fl(runToRunSd(model)),
    within_run_sd_log: fl(runs === null || runs.msWithin === null ? null : Math.sqrt(runs.msWithin)),
    pass_shift: model.passMeans.map((m) => float(Math.expm1(m - model.grand))),
    reason:
      model.cells === 0
        ? 'no cell with a rate in every pass: there is no run-to-run noise to estimate'
        : model.dfE === 0
          ? 'one cell with a rate in every pass: the run-to-run noise cannot be separated from the cells'
          : null,
  };
}

function cellJson(r: RankedCell, model: BlockModel, confidence: number): JsonObject {
  const c = r.cell;
  const interval = r.modelIndex === null ? null : cellInterval(model, r.modelIndex, confidence);
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
      ci: interval?.ci ? [float(interval.ci[0]), float(interval.ci[1])] : null,
      df: interval ? fl(interval.df) : null,
    },
    ttft_ms_p95: latencyBoundJson(c.ttft),
    e2e_latency_ms_p95: latencyBoundJson(c.e2e),
    attainment: { ttft: att(c.attainment.ttft), e2e: att(c.attainment.e2e) },
    gates: { ...c.gates },
    verdict: c.verdict,
  };
}

function comparisonJson(c: Comparison, inputs: DecisionInputs, confidence: number): JsonObject {
  const facts = inputs.manifest.candidateFacts;
  const f = factorOf(
    facts.get(c.a)!,
    facts.get(c.b)!,
    inputs.manifest.canonicalArgv.get(c.a)!,
    inputs.manifest.canonicalArgv.get(c.b)!,
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
    ci: c.ci === null ? null : [float(c.ci[0]), float(c.ci[1])],
    confidence: float(confidence),
    verdict: c.verdict,
    pairs_needed: c.pairsNeeded,
  };
}

function choiceJson(
  outcome: ReturnType<typeof chooseAcross>,
  model: BlockModel,
  ranked: readonly RankedCell[],
  inputs: DecisionInputs,
  seed: string,
  comparisons: readonly Comparison[],
): JsonObject {
  const { plan, decision } = inputs;
  const ids = plan.candidates.map((c) => c.id);
  const label = (id: string) => plan.candidates.find((c) => c.id === id)!.label;
  const point = (b: BestPoint): HeadlinePoint => {
    const interval = cellInterval(model, b.ranked.modelIndex!, decision.confidence);
    return {
      label: label(b.candidateId),
      serverParallel: b.ranked.cell.key.serverParallel,
      clientConcurrency: b.ranked.cell.key.clientConcurrency,
      estimate: interval.estimate,
      ci: interval.ci,
    };
  };
  const chosen = outcome.chosen;
  if (chosen === null)
    return {
      status: outcome.status,
      candidate_id: null,
      cell: null,
      probability_best: null,
      probability_best_cell: null,
      runner_up: null,
      tie_rule: decision.tie_rule,
      tied: [],
      headline: headline({
        status: outcome.status,
        chosen: null,
        versus: null,
        probabilityBest: null,
        tieRule: decision.tie_rule,
        openGates: [],
      }),
    };
  const groups = ids.map((id) =>
    ranked.filter((r) => r.cell.key.candidateId === id && eligible(r)).map((r) => r.modelIndex!),
  );
  const p = probabilityBest(model, groups, decision.resamples, new Rng(seed));
  const probability = p.group[ids.indexOf(chosen.candidateId)];
  const runnerUp = outcome.runnerUp;
  let versus: HeadlineFacts['versus'] = null;
  if (runnerUp !== null) {
    const c = comparisons.find(
      (x) =>
        x.at === 'selected' &&
        ((x.a === chosen.candidateId && x.b === runnerUp.candidateId) ||
          (x.b === chosen.candidateId && x.a === runnerUp.candidateId)),
    )!;
    const flip = c.a !== chosen.candidateId;
    versus = {
      runnerUp: point(runnerUp),
      ratio: flip ? 1 / c.ratio : c.ratio,
      ci: c.ci === null ? null : flip ? [1 / c.ci[1], 1 / c.ci[0]] : c.ci,
      verdict: flip ? mirrored(c.verdict) : c.verdict,
    };
  }
  return {
    status: outcome.status,
    candidate_id: chosen.candidateId,
    cell: cellRef(chosen.ranked.cell),
    probability_best: float(probability),
    probability_best_cell: float(p.cell[chosen.ranked.modelIndex!]),
    runner_up:
      runnerUp === null ? null : { candidate_id: runnerUp.candidateId, cell: cellRef(runnerUp.ranked.cell) },
    tie_rule: decision.tie_rule,
    tied: outcome.tied.map((t) => t.candidateId),
    headline: headline({
      status: outcome.status,
      chosen: point(chosen),
      versus,
      probabilityBest: probability,
      tieRule: decision.tie_rule,
      openGates: openGates(chosen.ranked.cell, plan),
    }),
  };
}

function mirrored(v: ComparisonVerdict): ComparisonVerdict {
  return v === 'better' ? 'worse' : v === 'worse' ? 'better' : v;
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
