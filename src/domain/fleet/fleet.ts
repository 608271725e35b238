// Fleet study: one complete capacity study per runner, compared under the plan's own selection
// rule. Every value of capacity-fleet.json is derived from the runners' studies (each re-derived
// and validated first), the optional price table and the optional throughput floor, so the same
// inputs always give the same bytes.
// cohesive: the one derivation of capacity-fleet.json, from input checks to the document, in named steps.
import { fail, InputError, VerificationMismatch } from '../core/errors.js';
import { sha256Hex } from '../core/hashing.js';
import { float, isJsonObject, type JsonObject, type JsonValue } from '../core/json.js';
import { validateDocument } from '../core/schema-validation.js';
import { validateStudy } from '../study/validate.js';
import { deriveFleetDecision, type StudiedRunner } from './fleet-decision-document.js';
import { machineFacts } from './machine-facts.js';
import { numberOf, priceFor, usdPerMillionTokens, type PriceTable } from './prices.js';
import { RunnerRefusedError } from '../core/errors.js';
import { openLoopPrices } from './fleet-open-loop.js';

export const FLEET_SCHEMA_VERSION = '1.0';
export const FLEET_CLASSIFICATION = 'capacity-fleet';
export const MAX_FLEET_RUNNERS = 64;

/** One runner's evidence as handed to the derivation. */
export interface FleetRunnerInput {
  /** Runner label as given to `runs-on` (e.g. `ubuntu-24.04-arm`). */
  readonly label: string;
  /** Name of the artifact the runner's bundle came from; null when nothing was uploaded. */
  readonly artifactName: string | null;
  /** The runner's capacity-study.json, or null when the runner produced none. */
  readonly study: { readonly path: string; readonly bytes: Uint8Array } | null;
  /** The parsed study (same bytes); required when `study` is given. */
  readonly studyValue: JsonValue | null;
  /** The runner's parsed status.json, when its bundle has one. */
  readonly status: JsonValue | null;
  /** Bundle-relative name of the runner's own Markdown receipt, when its bundle has one. */
  readonly receiptFile: string | null;
  /** Why the fleet refused this runner's bundle (it failed its checks); the runner is then incomplete. */
  readonly refused?: string | null;
}

export interface FleetInputs {
  readonly runners: readonly FleetRunnerInput[];
  readonly prices: PriceTable | null;
  /** Optional floor: points below it are not considered for the fleet decision. */
  readonly minTokensPerSecond: number | null;
  /**
   * Without it, a runner whose study does not re-derive fails the whole derivation. With it, that
   * runner is recorded as refused (incomplete, stage `fleet-verification`), exactly as if it had been
   * given with `refused` set, and the callback is told; the other runners are kept.
   */
  readonly onRefused?: (refusal: RunnerRefusedError) => void;
}

/** The input of a runner the fleet refused: nothing of its bundle is used, only the reason. */
export function refusedRunner(
  runner: Pick<FleetRunnerInput, 'label' | 'artifactName'>,
  reason: string,
): FleetRunnerInput {
  return {
    label: runner.label,
    artifactName: runner.artifactName,
    study: null,
    studyValue: null,
    status: null,
    receiptFile: null,
    refused: reason,
  };
}

/** Re-derives and validates a runner's study; a study that does not is refused. */
function checkRunnerStudy(value: JsonValue, label: string, path: string): void {
  try {
    validateStudy(value, path);
  } catch (e) {
    if (e instanceof VerificationMismatch || e instanceof InputError)
      throw new RunnerRefusedError(
        label,
        `its study is refused: ${e.message}`,
        e instanceof VerificationMismatch ? e.mismatches : [e.message],
      );
    throw e;
  }
}

const RUNNER_LABEL = /^[A-Za-z0-9][A-Za-z0-9._:+-]{0,127}$/;

/** Why `label` cannot name a fleet runner, or undefined when it can. */
export function runnerLabelProblem(label: unknown): string | undefined {
  if (typeof label !== 'string') return `must be a string, got ${label === null ? 'null' : typeof label}`;
  if (!RUNNER_LABEL.test(label))
    return `${JSON.stringify(label)} must be 1-128 characters of A-Z a-z 0-9 . _ : + - starting with a letter or digit`;
  return undefined;
}

const asFloat = (v: JsonValue | undefined): JsonValue => {
  const n = numberOf(v);
  return n === null ? null : float(n);
};

function obj(v: JsonValue | undefined): JsonObject {
  return isJsonObject(v) ? v : {};
}

interface Point {
  runnerIndex: number;
  runner: string;
  candidateIndex: number;
  candidateId: string;
  p: number;
  c: number;
  tps: number;
  e2e: number;
  ttft: number;
  rss: number;
  cost: number | null;
}

function candidateEntries(
  study: JsonObject,
  usdPerMinute: number | null,
  minTps: number | null,
  runnerIndex: number,
  runner: string,
  points: Point[],
  excluded: JsonObject[],
): JsonValue[] {
  const plan = obj(study.plan);
  const candidates = (plan.candidates as JsonObject[]) ?? [];
  const selections = (study.selections as JsonObject[]) ?? [];
  const cells = (study.cells as JsonObject[]) ?? [];
  return candidates.map((cand, candidateIndex) => {
    const id = cand.id as string;
    const selIndex = selections.findIndex((s) => s.candidate_id === id);
    const sel = obj(selections[selIndex]);
    const own = cells.filter((c) => c.candidate_id === id);
    const reasons = new Map<string, number>();
    for (const cell of own)
      for (const r of (obj(cell.summary).failure_reasons as string[]) ?? [])
        reasons.set(r, (reasons.get(r) ?? 0) + 1);
    const rejected: JsonObject = {};
    for (const k of [...reasons.keys()].sort()) rejected[k] = reasons.get(k)!;
    const base: JsonObject = {
      candidate_id: id,
      label: cand.label ?? id,
      role: cand.role ?? null,
      cell_count: own.length,
      eligible_cell_count: sel.eligible_cell_count ?? 0,
      rejected_cell_reasons: rejected,
      source_pointer: `/selections/${selIndex}`,
      ...openLoopMember(study, id, usdPerMinute),
    };
    const selected = sel.selected_cell;
    if (!isJsonObject(selected)) {
      excluded.push({ runner, candidate_id: id, reason: 'no-eligible-point' });
      return { ...base, gate_status: 'no-eligible-point', selected: null };
    }
    const p = Number(numberOf(selected.server_parallel));
    const c = Number(numberOf(selected.client_concurrency));
    const cellIndex = cells.findIndex(
      (x) =>
        x.candidate_id === id && numberOf(x.server_parallel) === p && numberOf(x.client_concurrency) === c,
    );
    const summary = obj(cells[cellIndex]?.summary);
    const tps = numberOf(summary.generated_tokens_per_second_median) as number;
    const e2e = numberOf(summary.e2e_latency_ms_p95_median);
    const ttft = numberOf(summary.ttft_ms_p95_median);
    const rss = numberOf(summary.server_peak_rss_mib_max);
    const cost = usdPerMinute === null ? null : usdPerMillionTokens(usdPerMinute, tps);
    const meetsMin = minTps === null ? null : tps >= minTps;
    if (meetsMin === false)
      excluded.push({ runner, candidate_id: id, reason: 'below-min-tokens-per-second' });
    else
      points.push({
        runnerIndex,
        runner,
        candidateIndex,
        candidateId: id,
        p,
        c,
        tps,
        // A selected cell always has both passes' latencies (it met the SLO); keep the order total anyway.
        e2e: e2e ?? Number.POSITIVE_INFINITY,
        ttft: ttft ?? Number.POSITIVE_INFINITY,
        rss: rss ?? Number.POSITIVE_INFINITY,
        cost,
      });
    return {
      ...base,
      gate_status: 'selected',
      selected: {
        server_parallel: p,
        client_concurrency: c,
        generated_tokens_per_second_median: asFloat(summary.generated_tokens_per_second_median),
        ttft_ms_p95_median: asFloat(summary.ttft_ms_p95_median),
        e2e_latency_ms_p95_median: asFloat(summary.e2e_latency_ms_p95_median),
        server_peak_rss_mib_max: asFloat(summary.server_peak_rss_mib_max),
        usd_per_million_tokens: cost === null ? null : float(cost),
        meets_min_tokens_per_second: meetsMin,
        source_pointer: `/cells/${cellIndex}/summary`,
      },
    };
  });
}

/** `open_loop` of a candidate entry, only for a study with a rate envelope (else the bytes are unchanged). */
function openLoopMember(study: JsonObject, id: string, usdPerMinute: number | null): JsonObject {
  const prices = openLoopPrices(study, id, usdPerMinute);
  return prices === undefined ? {} : { open_loop: prices };
}

/** The plan's tie-breakers, lower is better: E2E p95, TTFT p95, RSS, P, C; then input order. */
function tieOrder(a: Point, b: Point): number {
  return (
    a.e2e - b.e2e ||
    a.ttft - b.ttft ||
    a.rss - b.rss ||
    a.p - b.p ||
    a.c - b.c ||
    a.runnerIndex - b.runnerIndex ||
    a.candidateIndex - b.candidateIndex
  );
}

const within = (v: number, bound: number): boolean =>
  Math.abs(v - bound) <= Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(bound)), 1e-12);

function decide(
  points: Point[],
  byCost: boolean,
  tolerancePercent: number,
  minTps: number | null,
): JsonObject {
  const basis = byCost ? 'lowest-usd-per-million-tokens' : 'highest-generated-tokens-per-second';
  if (points.length === 0) {
    return {
      basis,
      choice: null,
      considered_point_count: 0,
      within_tolerance_point_count: 0,
      reason:
        'No runner produced an operating point that cleared every gate of the plan' +
        (minTps === null ? '' : ` at or above ${minTps} generated tokens/s`) +
        ', so the fleet has no recommendation.',
    };
  }
  let band: Point[];
  if (byCost) {
    const best = Math.min(...points.map((x) => x.cost as number));
    const ceiling = best * (1 + tolerancePercent / 100);
    band = points.filter((x) => (x.cost as number) <= ceiling || within(x.cost as number, ceiling));
  } else {
    const best = Math.max(...points.map((x) => x.tps));
    const floor = best * (1 - tolerancePercent / 100);
    band = points.filter((x) => x.tps >= floor || within(x.tps, floor));
  }
  const chosen = [...band].sort(tieOrder)[0];
  const tol = tolerancePercent.toFixed(1);
  const objective = byCost
    ? `the lowest cost per million generated tokens (within ${tol}% of the cheapest)`
    : `the highest median generated tokens/s (within ${tol}% of the fastest)`;
  const reason =
    `Among ${points.length} operating point(s) that cleared every gate of the plan` +
    (minTps === null ? '' : ` and reached at least ${minTps} generated tokens/s`) +
    `, ${band.length} had ${objective}; ` +
    (band.length > 1
      ? "the plan's lower-is-better tie-breakers (E2E p95, TTFT p95, peak RSS, server slots, clients) chose this one."
      : 'this is the only one.');
  return {
    basis,
    choice: {
      runner: chosen.runner,
      candidate_id: chosen.candidateId,
      server_parallel: chosen.p,
      client_concurrency: chosen.c,
      generated_tokens_per_second_median: float(chosen.tps),
      usd_per_million_tokens: chosen.cost === null ? null : float(chosen.cost),
    },
    considered_point_count: points.length,
    within_tolerance_point_count: band.length,
    reason,
  };
}

function incompleteReason(input: FleetRunnerInput): { stage: string | null; reason: string } {
  if (input.refused) return { stage: 'fleet-verification', reason: input.refused };
  const status = input.status;
  if (isJsonObject(status) && status.status === 'incomplete') {
    return {
      stage: typeof status.failed_stage === 'string' ? status.failed_stage : null,
      reason:
        typeof status.reason === 'string' && status.reason.trim()
          ? status.reason
          : 'the study did not finish',
    };
  }
  if (input.artifactName === null && status === null)
    return { stage: null, reason: 'no bundle artifact was found for this runner' };
  return { stage: null, reason: 'the runner bundle has no capacity-study.json' };
}

/** Runners seen so far and the plan the first complete one ran: every other must have run the same. */
interface FleetPlan {
  hash: string | null;
  from: string;
  plan: JsonObject | null;
}

/**
 * Derives capacity-fleet.json. A runner's study that does not re-derive throws RunnerRefusedError,
 * unless `onRefused` is given (then that runner is recorded as refused).
 */
export function deriveFleet(inputs: FleetInputs): JsonObject {
  const { runners, prices, minTokensPerSecond: minTps } = inputs;
  const price = checkedPrices(inputs);

  const seenPlan: FleetPlan = { hash: null, from: '', plan: null };
  const points: Point[] = [];
  const excluded: JsonObject[] = [];
  const out: JsonObject[] = [];
  const studied: StudiedRunner[] = [];
  runners.forEach((given, runnerIndex) => {
    const usd = prices ? (price.get(given.label) as number) : null;
    let r = given;
    if (r.study !== null && !r.refused) {
      try {
        checkRunnerStudy(r.studyValue as JsonValue, r.label, r.study.path);
      } catch (e) {
        if (!(e instanceof RunnerRefusedError) || !inputs.onRefused) throw e;
        inputs.onRefused(e);
        r = refusedRunner(r, e.reason);
      }
    }
    if (r.study === null || r.refused) {
      excluded.push({ runner: r.label, candidate_id: null, reason: 'runner-incomplete' });
      out.push(incompleteRunner(r, usd));
      return;
    }
    const study = r.studyValue as JsonObject;
    requireSamePlan(seenPlan, study, r.label, r.study.path);
    studied.push({ label: r.label, runnerIndex, study, usdPerMinute: usd });
    out.push({
      label: r.label,
      status: 'complete',
      failed_stage: null,
      incomplete_reason: null,
      artifact_name: r.artifactName,
      study_sha256: sha256Hex(r.study.bytes),
      receipt_file: r.receiptFile,
      usd_per_minute: usd === null ? null : float(usd),
      machine: machineFacts(study),
      candidates: candidateEntries(study, usd, minTps, runnerIndex, r.label, points, excluded),
    });
  });

  const p = seenPlan.plan;
  const tolerance = p ? (numberOf(obj(p.selection).objective_tolerance_percent) ?? 1) : 1;
  const decision = fleetDecision(p, { points, studied, priced: prices !== null, tolerance, minTps });
  const complete = out.filter((r) => r.status === 'complete').length;
  const fleet: JsonObject = {
    schema_version: FLEET_SCHEMA_VERSION,
    classification: FLEET_CLASSIFICATION,
    status: complete === runners.length ? 'complete' : 'incomplete',
    runner_count: runners.length,
    complete_runner_count: complete,
    plan: planSummary(p, seenPlan.hash, tolerance),
    min_tokens_per_second: minTps === null ? null : float(minTps),
    prices: prices ? { sha256: prices.sha256, source: 'user price table (USD per runner-minute)' } : null,
    cost_formula: 'usd_per_minute / (generated_tokens_per_second_median * 60) * 1e6',
    runners: out,
    excluded,
    decision,
  };
  validateDocument('capacity-fleet', fleet, 'capacity-fleet.json');
  return fleet;
}

/** The fleet's inputs checked (runner count, labels, floor); each runner's price when a table is given. */
function checkedPrices(inputs: FleetInputs): Map<string, number> {
  const { runners, prices, minTokensPerSecond: minTps } = inputs;
  if (runners.length === 0) fail('a fleet needs at least one runner');
  if (runners.length > MAX_FLEET_RUNNERS)
    fail(`a fleet has at most ${MAX_FLEET_RUNNERS} runners, got ${runners.length}`);
  if (minTps !== null && !(Number.isFinite(minTps) && minTps > 0))
    fail(`the minimum tokens/s target must be a number greater than 0, got ${minTps}`);
  const seen = new Set<string>();
  for (const r of runners) {
    const problem = runnerLabelProblem(r.label);
    if (problem) fail(`runner label ${problem}`);
    if (seen.has(r.label)) fail(`runner ${JSON.stringify(r.label)} is listed twice`);
    seen.add(r.label);
  }
  // Every runner needs a price when a table is given, complete or not: a fleet is priced as a whole.
  const price = new Map<string, number>();
  if (prices) for (const r of runners) price.set(r.label, priceFor(prices, r.label));
  return price;
}

/** The entry of a runner without a study that re-derives: why, and nothing measured. */
function incompleteRunner(r: FleetRunnerInput, usd: number | null): JsonObject {
  const why = incompleteReason(r);
  return {
    label: r.label,
    status: 'incomplete',
    failed_stage: why.stage,
    incomplete_reason: why.reason,
    artifact_name: r.artifactName,
    study_sha256: null,
    receipt_file: r.receiptFile,
    usd_per_minute: usd === null ? null : float(usd),
    machine: null,
    candidates: [],
  };
}

/** The first complete runner's plan is the fleet's; a runner that ran another plan is refused. */
function requireSamePlan(seen: FleetPlan, study: JsonObject, label: string, path: string): void {
  const hash = obj(study.input_fingerprints).capacity_plan_content_sha256 as string;
  if (seen.hash === null) {
    seen.hash = hash;
    seen.from = label;
    seen.plan = obj(study.plan);
  } else if (hash !== seen.hash) {
    fail(
      `runner ${JSON.stringify(label)} ran a different capacity plan (content sha256 ${hash}) than runner ` +
        `${JSON.stringify(seen.from)} (${seen.hash}); a fleet compares the same plan on every runner`,
      path,
      '/input_fingerprints/capacity_plan_content_sha256',
    );
  }
}

/** The fleet's decision: the cheapest or fastest point, or with intervals when the plan decides. */
function fleetDecision(
  p: JsonObject | null,
  args: {
    points: Point[];
    studied: StudiedRunner[];
    priced: boolean;
    tolerance: number;
    minTps: number | null;
  },
): JsonObject {
  const { points, studied, priced, tolerance, minTps } = args;
  const decision: JsonObject = p
    ? decide(points, priced, tolerance, minTps)
    : {
        basis: priced ? 'lowest-usd-per-million-tokens' : 'highest-generated-tokens-per-second',
        choice: null,
        considered_point_count: 0,
        within_tolerance_point_count: 0,
        reason: 'No runner finished its study, so the fleet has no recommendation.',
      };
  // A plan with a decision block: the fleet decides with intervals (docs/decision.md, "Fleet").
  if (p && isJsonObject(p.decision)) {
    const d = deriveFleetDecision(studied, minTps, priced);
    decision.choice = d.choice;
    decision.considered_point_count = d.consideredPointCount;
    decision.within_tolerance_point_count = d.tiedPointCount;
    decision.reason = d.reason;
    decision.statistics = d.statistics;
  }
  return decision;
}

/** What the fleet records of the plan every runner ran. */
function planSummary(p: JsonObject | null, planHash: string | null, tolerance: number): JsonObject | null {
  return p
    ? {
        capacity_plan_content_sha256: planHash,
        scope: p.scope ?? null,
        candidates: ((p.candidates as JsonObject[]) ?? []).map((c) => ({
          id: c.id,
          label: c.label,
          role: c.role,
        })),
        objective_tolerance_percent: float(tolerance),
        tie_breakers: obj(p.selection).tie_breakers ?? [],
      }
    : null;
}
