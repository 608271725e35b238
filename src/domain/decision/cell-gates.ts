// Per-cell evidence of the decision (docs/decision.md): every pass's generation rate, the requests of
// all passes pooled for latency bounds and SLO attainment, and the three-valued gates.
import { clopperPearson } from '../statistics/binomial.js';
import { quantileBounds } from '../statistics/quantile-bounds.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import type { Row } from '../measurement/load-evaluation.js';
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

/** One cell per plan cell, in study order, with its pooled evidence and gates. */
export function decisionCells(
  plan: CapacityPlan,
  runs: ReadonlyMap<string, RunEvidenceFacts>,
  qualityGateMet: (candidateId: string, p: number) => boolean,
  confidence: number,
): DecisionCell[] {
  return cellKeys(plan).map((key) => {
    const perPass = plan.passes.map((pass) => {
      const run = runs.get(runLabel(pass.id, key.candidateId, key.serverParallel))!;
      return { run, row: run.rows.find((r) => r.concurrency === key.clientConcurrency) };
    });
    // A pass the plan's early stop skipped has no row: the cell is not measured (no rate, so out of
    // the model and never eligible; its verdict stays indeterminate whatever the other passes say).
    const skipped = perPass.some((p) => p.row === undefined);
    const samples = perPass.flatMap((p) => p.row?.samples ?? []);
    const completed = samples.filter((s) => s.completed);
    const ttftValues = completed.map((s) => s.ttft_ms).filter((v): v is number => v !== null);
    const e2eValues = completed.map((s) => s.e2e_latency_ms);
    const slo = plan.load_slo;
    const ttft = latencyBound(ttftValues, confidence);
    const e2e = latencyBound(e2eValues, confidence);
    const attainment = {
      ttft:
        slo.max_ttft_ms_p95 === null
          ? null
          : attainmentOf(
              samples.filter((s) => s.completed && s.ttft_ms !== null && s.ttft_ms <= slo.max_ttft_ms_p95!)
                .length,
              samples.length,
              confidence,
            ),
      e2e: attainmentOf(
        samples.filter((s) => s.completed && s.e2e_latency_ms <= slo.max_e2e_latency_ms_p95).length,
        samples.length,
        confidence,
      ),
    };
    const rss = perPass.map((p) => p.run.peakRssMib);
    const gates: CellGates = {
      completion: completionGate(completed.length, samples.length, slo.min_completion_rate, confidence),
      ttft: slo.max_ttft_ms_p95 === null ? null : latencyGate(ttft, slo.max_ttft_ms_p95),
      e2e: latencyGate(e2e, slo.max_e2e_latency_ms_p95),
      memory: memoryGate(rss, plan.capacity_gate.max_server_peak_rss_mib),
      quality: qualityGateMet(key.candidateId, key.serverParallel) ? 'pass' : 'fail',
    };
    return {
      key,
      rates: perPass.map((p) => p.row?.generated_tokens_per_second ?? Number.NaN),
      rss,
      ttft,
      e2e,
      attainment,
      gates,
      verdict: skipped
        ? 'indeterminate'
        : combine(Object.values(gates).filter((g): g is Verdict3 => g !== null)),
    };
  });
}

function latencyBound(values: number[], confidence: number): LatencyBound {
  const b = quantileBounds(values, P95, confidence);
  return {
    estimate: b.estimate,
    lower: b.lower,
    upper: b.upper,
    requests: b.n,
    requests_needed: b.requestsNeeded,
  };
}

function attainmentOf(within: number, requests: number, confidence: number): Attainment {
  const lower = requests === 0 ? 0 : clopperPearson(within, requests, confidence, 'lower').lower;
  const upper = requests === 0 ? 1 : clopperPearson(within, requests, confidence, 'upper').upper;
  return { within, requests, fraction: requests === 0 ? 0 : within / requests, lower, upper };
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
