// The study's `early_stop` (docs/spec-extensions.md, "Closed-loop early stop"): every level a run
// left out is checked against the rule replayed over the evidence measured before its turn, and
// recorded as SKIPPED with the reason and the runner seconds it saved.
import { fail } from '../core/errors.js';
import { float, type JsonObject } from '../core/json.js';
import type { Row } from '../measurement/load-evaluation.js';
import type { LoadPlan } from '../plan/load-plan.js';
import type { CapacityPlan } from '../plan/plan.js';
import { MIN_FAILED_PASSES, replayEarlyStop, type SkippedCell } from '../plan/early-stop-rule.js';
import { pyFixed } from '../core/format.js';

export const SKIPPED_STATUS = 'SKIPPED';
export const SKIPPED_REASON_CODE = 'skipped_by_early_stop';

/** A run's measured rows and the levels it skipped, with the file they were read from. */
export interface RunLevels {
  rows: readonly Row[];
  skippedLevels: readonly number[];
  file: string;
}

const LIMIT_WORDS = { e2e_latency_ms_p95: 'E2E p95', ttft_ms_p95: 'TTFT p95' } as const;

/** The sentence a skipped cell carries: which passes failed where, by how much. */
export function skipReason(cell: SkippedCell, marginPercent: number): string {
  const parts = cell.evidence.map(
    (e) =>
      `${e.pass_id} C${e.client_concurrency} ${LIMIT_WORDS[e.limit]} ${pyFixed(e.value_ms, 0)} ms > ${pyFixed(e.limit_ms, 0)} ms + ${pyFixed(marginPercent, 1)}%`,
  );
  return `failed the SLO by the margin at a lower C in ${cell.evidence.length} passes: ${parts.join('; ')}`;
}

/**
 * Checks every skipped level and derives the study block; undefined when the plan has no early stop
 * (and then no run may have skipped a level). Throws InputError naming the run file at fault.
 */
export function deriveEarlyStop(
  plan: CapacityPlan,
  loadPlan: LoadPlan,
  runs: ReadonlyMap<string, RunLevels>,
): { json: JsonObject | undefined; skipped: SkippedCell[] } {
  const early = plan.early_stop;
  if (early === undefined) {
    for (const run of runs.values())
      if (run.skippedLevels.length > 0)
        fail(
          "skipped_concurrency_levels requires the capacity plan's early_stop block (absent: every level is measured)",
          run.file,
          '/skipped_concurrency_levels',
        );
    return { json: undefined, skipped: [] };
  }
  const replay = replayEarlyStop(
    plan,
    (label) => new Map((runs.get(label)?.rows ?? []).map((r) => [r.concurrency, r])),
    { warmup: loadPlan.warmup_requests_per_level, measured: loadPlan.measured_requests_per_level },
  );
  if ('unjustified' in replay) {
    const { label, clientConcurrency } = replay.unjustified;
    return fail(
      `C${clientConcurrency} was skipped, but before its turn fewer than ${MIN_FAILED_PASSES} passes had failed the SLO by ${pyFixed(early.margin_percent, 1)}% at a lower C of this candidate and P`,
      runs.get(label)!.file,
      '/skipped_concurrency_levels',
    );
  }
  const skipped = replay.skipped;
  const total = skipped.reduce((a, s) => a + s.estimatedSecondsSaved, 0);
  return {
    skipped,
    json: {
      margin_percent: float(early.margin_percent),
      min_failed_passes: MIN_FAILED_PASSES,
      skipped_cells: skipped.map((s) => ({
        pass_id: s.passId,
        candidate_id: s.candidateId,
        server_parallel: s.serverParallel,
        client_concurrency: s.clientConcurrency,
        status: SKIPPED_STATUS,
        reason: skipReason(s, early.margin_percent),
        evidence: s.evidence.map((e) => ({
          pass_id: e.pass_id,
          client_concurrency: e.client_concurrency,
          limit: e.limit,
          value_ms: float(e.value_ms),
          limit_ms: float(e.limit_ms),
        })),
        estimated_runner_seconds_saved: float(s.estimatedSecondsSaved),
      })),
      estimated_runner_seconds_saved: float(total),
    },
  };
}
