// The closed-loop early-stop rule (docs/spec-extensions.md, "Closed-loop early stop"): which cells
// of the counterbalanced schedule may be skipped, from the evidence measured before each cell's
// turn, and the runner seconds a skip saved, estimated from the same cell measured in other passes.
import type { CapacityPlan, Slo } from './plan.js';
import { performanceRuns, type ScheduledRun } from './schedule.js';

/** Passes that must each have failed by the margin at a lower C before a higher C is skipped. */
export const MIN_FAILED_PASSES = 2;

export type MarginLimit = 'e2e_latency_ms_p95' | 'ttft_ms_p95';

/** What the rule reads of a measured level (a load-evaluation row has these fields). */
export interface LevelLatency {
  ttft_ms_p95: number | null;
  e2e_latency_ms_p95: number | null;
  wall_time_seconds: number;
}

export interface MarginFailure {
  limit: MarginLimit;
  value_ms: number;
  limit_ms: number;
}

/** One measured level, in execution order. */
export interface MeasuredTurn {
  passId: string;
  candidateId: string;
  serverParallel: number;
  clientConcurrency: number;
  row: LevelLatency;
}

export interface SkipEvidence extends MarginFailure {
  pass_id: string;
  client_concurrency: number;
}

export interface SkippedCell {
  passId: string;
  candidateId: string;
  serverParallel: number;
  clientConcurrency: number;
  /** The first failing lower level of each pass that failed by the margin, in execution order. */
  evidence: SkipEvidence[];
  /** Mean timed wall time of the cell in the passes that measured it, scaled by (warmup + measured) / measured. */
  estimatedSecondsSaved: number;
}

/**
 * The limit a measured level missed by more than the margin, E2E checked first; null when none
 * did. A p95 that is null (no completed request) is not a margin failure: there is nothing to scale.
 */
export function failureByMargin(row: LevelLatency, slo: Slo, marginPercent: number): MarginFailure | null {
  const factor = 1 + marginPercent / 100;
  const e2e = row.e2e_latency_ms_p95;
  if (e2e !== null && e2e > slo.max_e2e_latency_ms_p95 * factor)
    return { limit: 'e2e_latency_ms_p95', value_ms: e2e, limit_ms: slo.max_e2e_latency_ms_p95 };
  const ttft = row.ttft_ms_p95;
  if (ttft !== null && slo.max_ttft_ms_p95 !== null && ttft > slo.max_ttft_ms_p95 * factor)
    return { limit: 'ttft_ms_p95', value_ms: ttft, limit_ms: slo.max_ttft_ms_p95 };
  return null;
}

/**
 * Why the level `level` of `run` may be skipped, from `history` (only levels measured before its
 * turn): at least MIN_FAILED_PASSES passes, this one included, each measured a lower C of the same
 * (candidate, P) that failed by the margin. Null when the plan has no early stop or the evidence
 * is not there.
 */
export function skipEvidence(
  plan: CapacityPlan,
  run: Pick<ScheduledRun, 'candidateId' | 'serverParallel'>,
  level: number,
  history: readonly MeasuredTurn[],
): SkipEvidence[] | null {
  const early = plan.early_stop;
  if (early === undefined) return null;
  const byPass = new Map<string, SkipEvidence>();
  for (const h of history) {
    if (h.candidateId !== run.candidateId || h.serverParallel !== run.serverParallel) continue;
    if (h.clientConcurrency >= level || byPass.has(h.passId)) continue;
    const failure = failureByMargin(h.row, plan.load_slo, early.margin_percent);
    if (failure)
      byPass.set(h.passId, { pass_id: h.passId, client_concurrency: h.clientConcurrency, ...failure });
  }
  return byPass.size >= MIN_FAILED_PASSES ? [...byPass.values()] : null;
}

/** Thrown (as a RangeError the caller turns into an input error) when a missing level has no justification. */
export interface UnjustifiedSkip {
  label: string;
  clientConcurrency: number;
}

/**
 * Walks the schedule: every level `rowsOf(label)` lacks must have been skippable at its turn.
 * Returns the skipped cells with their evidence and estimated saving, or the first unjustified one.
 */
export function replayEarlyStop(
  plan: CapacityPlan,
  rowsOf: (label: string) => ReadonlyMap<number, LevelLatency>,
  requests: { warmup: number; measured: number },
): { skipped: SkippedCell[] } | { unjustified: UnjustifiedSkip } {
  const history: MeasuredTurn[] = [];
  const pending: Omit<SkippedCell, 'estimatedSecondsSaved'>[] = [];
  for (const run of performanceRuns(plan)) {
    const rows = rowsOf(run.label);
    for (const level of run.clientOrder) {
      const row = rows.get(level);
      const key = {
        passId: run.passId,
        candidateId: run.candidateId,
        serverParallel: run.serverParallel,
        clientConcurrency: level,
      };
      if (row !== undefined) {
        history.push({ ...key, row });
        continue;
      }
      const evidence = skipEvidence(plan, run, level, history);
      if (evidence === null) return { unjustified: { label: run.label, clientConcurrency: level } };
      pending.push({ ...key, evidence });
    }
  }
  const scale = (requests.warmup + requests.measured) / requests.measured;
  const skipped = pending.map((s) => {
    const walls = history
      .filter(
        (h) =>
          h.candidateId === s.candidateId &&
          h.serverParallel === s.serverParallel &&
          h.clientConcurrency === s.clientConcurrency,
      )
      .map((h) => h.row.wall_time_seconds);
    // Every cell is measured in the first pass (it has one pass of evidence only), so walls is never empty.
    const mean = walls.reduce((a, b) => a + b, 0) / Math.max(walls.length, 1);
    return { ...s, estimatedSecondsSaved: mean * scale };
  });
  return { skipped };
}
