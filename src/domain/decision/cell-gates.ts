// Per-cell evidence of the decision (docs/decision.md): every pass's generation rate, the requests of
// all passes for latency bounds and SLO attainment — each pass's requests one server run, so the
// bounds take the run as the unit with the between-run variance pooled over the study —, and the
// three-valued gates.
import { float, type JsonObject } from '../core/json.js';
import { clopperPearson } from '../statistics/binomial.js';
import { runAttainmentBounds } from '../statistics/run-attainment.js';
import { runQuantileBounds } from '../statistics/run-quantile-bounds.js';
import { runVarianceOf, type RunVariance } from '../statistics/run-variance.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import type { Row, Sample } from '../measurement/load-evaluation.js';
import type { CapacityPlan } from '../plan/plan.js';
import { cellKeys, runLabel, type CellKey } from '../plan/schedule.js';

/** What one run contributed to the study (the subset of RunFacts the decision reads). */
export interface RunEvidenceFacts {
  rows: Row[];
  peakRssMib: number;
}

export interface LatencyBound {
  estimate: number | null;
  lower: number | null;
  upper: number | null;
  requests: number;
  requests_needed: number | null;
  /** Server runs (passes) with a completed request in this cell. */
  runs: number;
  /** The study's between-run SD of ln latency (σ̂a, pooled over cells); null when none is estimable. */
  run_sd_log: number | null;
  /** Its Satterthwaite degrees of freedom (0 when none). */
  run_df: number;
}

export interface Attainment {
  within: number;
  requests: number;
  fraction: number;
  lower: number;
  upper: number;
}

export interface CellGates {
  completion: Verdict3;
  ttft: Verdict3 | null;
  e2e: Verdict3;
  memory: Verdict3;
  quality: Verdict3;
}

export interface DecisionCell {
  key: CellKey;
  /** Generation rate of each pass, plan pass order. */
  rates: number[];
  /** Peak RSS (MiB) of the run of each pass. */
  rss: number[];
  ttft: LatencyBound;
  e2e: LatencyBound;
  attainment: { ttft: Attainment | null; e2e: Attainment };
  gates: CellGates;
  verdict: Verdict3;
}

const P95 = 0.95;
/** Latencies enter the log scale floored at 1 µs (a TTFT of 0 ms is below any clock's resolution). */
const FLOOR_MS = 1e-3;

/** One cell's measurements, pass by pass (plan pass order). */
interface CellEvidence {
  key: CellKey;
  perPass: { run: RunEvidenceFacts; row: Row | undefined }[];
  /** A pass the plan's early stop skipped has no row. */
  skipped: boolean;
  /** Samples of each pass (none for a skipped pass). */
  samples: Sample[][];
  ttft: number[][];
  e2e: number[][];
}

function cellEvidence(
  plan: CapacityPlan,
  runs: ReadonlyMap<string, RunEvidenceFacts>,
  key: CellKey,
): CellEvidence {
  const perPass = plan.passes.map((pass) => {
    const run = runs.get(runLabel(pass.id, key.candidateId, key.serverParallel))!;
    return { run, row: run.rows.find((r) => r.concurrency === key.clientConcurrency) };
  });
  const samples = perPass.map((p) => p.row?.samples ?? []);
  const completed = samples.map((s) => s.filter((x) => x.completed));
  return {
    key,
    perPass,
    skipped: perPass.some((p) => p.row === undefined),
    samples,
    ttft: completed.map((s) => s.map((x) => x.ttft_ms).filter((v): v is number => v !== null)),
    e2e: completed.map((s) => s.map((x) => x.e2e_latency_ms)),
  };
}

/** One cell per plan cell, in study order, with its evidence and gates. */
export function decisionCells(
  plan: CapacityPlan,
  runs: ReadonlyMap<string, RunEvidenceFacts>,
  qualityGateMet: (candidateId: string, p: number) => boolean,
  confidence: number,
): DecisionCell[] {
  const evidence = cellKeys(plan).map((key) => cellEvidence(plan, runs, key));
  const variance = {
    ttft: studyRunVariance(evidence.map((e) => e.ttft)),
    e2e: studyRunVariance(evidence.map((e) => e.e2e)),
  };
  const slo = plan.load_slo;
  return evidence.map((cell) => {
    const { key, samples } = cell;
    const requestsPerRun = samples.map((s) => s.length);
    const completed = samples.flat().filter((s) => s.completed);
    const requests = requestsPerRun.reduce((s, m) => s + m, 0);
    const ttft = latencyBound(cell.ttft, confidence, variance.ttft);
    const e2e = latencyBound(cell.e2e, confidence, variance.e2e);
    const attainment = {
      ttft:
        slo.max_ttft_ms_p95 === null
          ? null
          : attainmentOf(cell.ttft, slo.max_ttft_ms_p95, requestsPerRun, confidence, variance.ttft),
      e2e: attainmentOf(cell.e2e, slo.max_e2e_latency_ms_p95, requestsPerRun, confidence, variance.e2e),
    };
    const rss = cell.perPass.map((p) => p.run.peakRssMib);
    const gates: CellGates = {
      completion: completionGate(completed.length, requests, slo.min_completion_rate, confidence),
      ttft: slo.max_ttft_ms_p95 === null ? null : latencyGate(ttft, slo.max_ttft_ms_p95),
      e2e: latencyGate(e2e, slo.max_e2e_latency_ms_p95),
      memory: memoryGate(rss, plan.capacity_gate.max_server_peak_rss_mib),
      quality: qualityGateMet(key.candidateId, key.serverParallel) ? 'pass' : 'fail',
    };
    return {
      key,
      rates: cell.perPass.map((p) => p.row?.generated_tokens_per_second ?? Number.NaN),
      rss,
      ttft,
      e2e,
      attainment,
      gates,
      // A skipped pass leaves the cell unmeasured (no rate, so out of the model and never eligible;
      // its verdict stays indeterminate whatever the other passes say).
      verdict: cell.skipped
        ? 'indeterminate'
        : combine(Object.values(gates).filter((g): g is Verdict3 => g !== null)),
    };
  });
}

const onLogScale = (runs: readonly (readonly number[])[]) =>
  runs.map((r) => r.map((v) => Math.max(v, FLOOR_MS)));
const studyRunVariance = (cells: readonly (readonly (readonly number[])[])[]) =>
  runVarianceOf(cells.map(onLogScale));

function latencyBound(runs: number[][], confidence: number, variance: RunVariance): LatencyBound {
  const b = runQuantileBounds(onLogScale(runs), P95, confidence, variance);
  return {
    estimate: b.estimate,
    lower: b.lower,
    upper: b.upper,
    requests: b.n,
    requests_needed: b.requestsNeeded,
    runs: b.runs,
    run_sd_log: variance.df > 0 ? Math.sqrt(variance.between) : null,
    run_df: variance.df,
  };
}

/** The bound as the decision document writes it (`ttft_ms_p95`, `e2e_latency_ms_p95`). */
export function latencyBoundJson(b: LatencyBound): JsonObject {
  const fl = (v: number | null) => (v === null ? null : float(v));
  return {
    estimate: fl(b.estimate),
    lower: fl(b.lower),
    upper: fl(b.upper),
    requests: b.requests,
    requests_needed: b.requests_needed,
    runs: b.runs,
    run_sd_log: fl(b.run_sd_log),
    run_df: float(b.run_df),
  };
}

/** Requests within `limit` (failed ones are not) with run-aware one-sided bounds on their share. */
function attainmentOf(
  runs: number[][],
  limit: number,
  requestsPerRun: number[],
  confidence: number,
  variance: RunVariance,
): Attainment {
  const requests = requestsPerRun.reduce((s, m) => s + m, 0);
  const within = runs.flat().filter((v) => v <= limit).length;
  const b = runAttainmentBounds(onLogScale(runs), limit, requestsPerRun, within, confidence, variance);
  return {
    within,
    requests,
    fraction: requests === 0 ? 0 : within / requests,
    lower: b.lower,
    upper: b.upper,
  };
}

/** p95 ≤ limit: pass when the upper bound is within it, fail when the lower bound exceeds it. */
export function latencyGate(bound: LatencyBound, limit: number): Verdict3 {
  if (bound.requests === 0) return 'fail';
  if (bound.upper !== null && bound.upper <= limit) return 'pass';
  if (bound.lower !== null && bound.lower > limit) return 'fail';
  return 'indeterminate';
}

/** A minimum of 1.0 is a count rule (no failed request); a lower one a one-sided exact test. */
export function completionGate(
  completed: number,
  requests: number,
  minimum: number,
  confidence: number,
): Verdict3 {
  if (requests === 0) return 'fail';
  if (minimum >= 1) return completed === requests ? 'pass' : 'fail';
  if (clopperPearson(completed, requests, confidence, 'lower').lower >= minimum) return 'pass';
  if (clopperPearson(completed, requests, confidence, 'upper').upper < minimum) return 'fail';
  return 'indeterminate';
}

/** Every pass within the ceiling passes, every pass above fails; a ceiling between them is open. */
export function memoryGate(rss: readonly number[], ceiling: number): Verdict3 {
  if (rss.every((r) => r <= ceiling)) return 'pass';
  if (rss.every((r) => r > ceiling)) return 'fail';
  return 'indeterminate';
}

export function combine(verdicts: readonly Verdict3[]): Verdict3 {
  if (verdicts.includes('fail')) return 'fail';
  if (verdicts.includes('indeterminate')) return 'indeterminate';
  return 'pass';
}
