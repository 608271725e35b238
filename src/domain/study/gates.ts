// Cells, capacity gates (§9.3) and operating-point selection (§9.4).
import { pyFixed } from '../core/format.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import type { Row } from '../measurement/load-evaluation.js';
import type { CapacityPlan } from '../plan/plan.js';
import { cellKeys, runLabel } from '../plan/schedule.js';
import { median, relativeSpreadPercent } from '../core/stats.js';
import { SKIPPED_REASON_CODE, SKIPPED_STATUS } from './early-stop.js';

export interface RunFacts {
  label: string;
  loadSha256: string;
  rows: Row[];
  peakRssMib: number;
}

export interface CellSummary {
  every_pass_slo_met: boolean;
  quality_gate_met: boolean;
  completion_rate_min: number;
  requests_per_second_median: number;
  generated_tokens_per_second_median: number;
  ttft_ms_p95_median: number | null;
  e2e_latency_ms_p95_median: number | null;
  server_peak_rss_mib_max: number;
  throughput_relative_spread_percent: number;
  ttft_relative_spread_percent: number | null;
  e2e_relative_spread_percent: number | null;
  capacity_gate_met: boolean;
  failure_reasons: string[];
}

export interface Cell {
  candidate_id: string;
  server_parallel: number;
  client_concurrency: number;
  summary: CellSummary;
}

const fl = (v: number | null): JsonValue => (v === null ? null : float(v));

function allOrNull(values: (number | null)[]): number[] | null {
  return values.every((v): v is number => v !== null) ? values : null;
}

/** Builds every cell with its per-pass metrics and gated summary. */
export function buildCells(
  plan: CapacityPlan,
  runs: Map<string, RunFacts>,
  qualityGateMet: (candidateId: string, p: number) => boolean,
): { cells: Cell[]; json: JsonObject[] } {
  const gate = plan.capacity_gate;
  const cells: Cell[] = [];
  const json: JsonObject[] = [];
  for (const key of cellKeys(plan)) {
    // A pass without the row skipped this cell (the plan's early stop, checked by the derivation).
    const all = plan.passes.map((pass) => {
      const run = runs.get(runLabel(pass.id, key.candidateId, key.serverParallel))!;
      const row = run.rows.find((r) => r.concurrency === key.clientConcurrency);
      return { pass, run, row };
    });
    const metrics = all.filter((m): m is typeof m & { row: Row } => m.row !== undefined);
    const skippedPasses = all.filter((m) => m.row === undefined).map((m) => m.pass.id);
    const where = `cell ${key.candidateId} P${key.serverParallel}/C${key.clientConcurrency}`;
    const tps = metrics.map((m) => m.row.generated_tokens_per_second);
    const ttft = allOrNull(metrics.map((m) => m.row.ttft_ms_p95));
    const e2e = allOrNull(metrics.map((m) => m.row.e2e_latency_ms_p95));
    const everyPass = skippedPasses.length === 0 && metrics.every((m) => m.row.slo_met);
    const quality = qualityGateMet(key.candidateId, key.serverParallel);
    const rssMax = Math.max(...metrics.map((m) => m.run.peakRssMib));
    const tpsSpread = relativeSpreadPercent(tps, `${where} throughput`);
    const e2eSpread = e2e ? relativeSpreadPercent(e2e, `${where} E2E p95`) : null;
    const reasons: string[] = skippedPasses.length > 0 ? [SKIPPED_REASON_CODE] : [];
    if (gate.require_every_pass_slo && !metrics.every((m) => m.row.slo_met))
      reasons.push('one_or_more_passes_failed_load_slo');
    if (rssMax > gate.max_server_peak_rss_mib) reasons.push('server_peak_rss_above_maximum');
    if (!quality) reasons.push('quality_gate_failed');
    if (tpsSpread > gate.max_throughput_relative_spread_percent)
      reasons.push('throughput_relative_spread_above_maximum');
    if (e2eSpread === null || e2eSpread > gate.max_e2e_relative_spread_percent)
      reasons.push('e2e_relative_spread_above_maximum');
    for (const m of metrics) {
      for (const code of m.row.slo_failures) {
        const qualified = `${m.pass.id}:${code}`;
        if (!reasons.includes(qualified)) reasons.push(qualified);
      }
    }
    const summary: CellSummary = {
      every_pass_slo_met: everyPass,
      quality_gate_met: quality,
      completion_rate_min: Math.min(...metrics.map((m) => m.row.completion_rate)),
      requests_per_second_median: median(metrics.map((m) => m.row.requests_per_second))!,
      generated_tokens_per_second_median: median(tps)!,
      ttft_ms_p95_median: ttft ? median(ttft) : null,
      e2e_latency_ms_p95_median: e2e ? median(e2e) : null,
      server_peak_rss_mib_max: rssMax,
      throughput_relative_spread_percent: tpsSpread,
      ttft_relative_spread_percent: ttft ? relativeSpreadPercent(ttft, `${where} TTFT p95`) : null,
      e2e_relative_spread_percent: e2eSpread,
      capacity_gate_met: reasons.length === 0,
      failure_reasons: reasons,
    };
    cells.push({
      candidate_id: key.candidateId,
      server_parallel: key.serverParallel,
      client_concurrency: key.clientConcurrency,
      summary,
    });
    json.push({
      candidate_id: key.candidateId,
      server_parallel: key.serverParallel,
      client_concurrency: key.clientConcurrency,
      pass_metrics: metrics.map(({ pass, run, row }) => ({
        pass_id: pass.id,
        source_load_label: run.label,
        source_load_sha256: run.loadSha256,
        request_count: row.request_count,
        completed_requests: row.completed_requests,
        completion_rate: float(row.completion_rate),
        requests_per_second: float(row.requests_per_second),
        generated_tokens_per_second: float(row.generated_tokens_per_second),
        ttft_ms_p95: fl(row.ttft_ms_p95),
        e2e_latency_ms_p95: fl(row.e2e_latency_ms_p95),
        slo_met: row.slo_met,
        slo_failures: [...row.slo_failures],
        server_peak_rss_mib: float(run.peakRssMib),
      })),
      summary: summaryJson(summary),
      ...(skippedPasses.length === 0 ? {} : { status: SKIPPED_STATUS, skipped_passes: skippedPasses }),
    });
  }
  return { cells, json };
}

function summaryJson(s: CellSummary): JsonObject {
  return {
    every_pass_slo_met: s.every_pass_slo_met,
    quality_gate_met: s.quality_gate_met,
    completion_rate_min: float(s.completion_rate_min),
    requests_per_second_median: float(s.requests_per_second_median),
    generated_tokens_per_second_median: float(s.generated_tokens_per_second_median),
    ttft_ms_p95_median: fl(s.ttft_ms_p95_median),
    e2e_latency_ms_p95_median: fl(s.e2e_latency_ms_p95_median),
    server_peak_rss_mib_max: float(s.server_peak_rss_mib_max),
    throughput_relative_spread_percent: float(s.throughput_relative_spread_percent),
    ttft_relative_spread_percent: fl(s.ttft_relative_spread_percent),
    e2e_relative_spread_percent: fl(s.e2e_relative_spread_percent),
    capacity_gate_met: s.capacity_gate_met,
    failure_reasons: [...s.failure_reasons],
  };
}

export function selectionBasis(tolerancePercent: number): string {
  return (
    'Find the best median generated tokens/s among cells where both counterbalanced passes meet the load SLO, quality, RSS, and spread gates; ' +
    `treat cells within ${pyFixed(tolerancePercent, 1)}% of that best as equivalent, then apply the fixed lower-is-better tie-breakers.`
  );
}

const COMPARED = [
  'generated_tokens_per_second_median',
  'e2e_latency_ms_p95_median',
  'ttft_ms_p95_median',
  'server_peak_rss_mib_max',
] as const;

function lexCompare(a: (number | null)[], b: (number | null)[]): number {
  for (let i = 0; i < a.length; i++) {
    // Null tie-breaker values cannot occur for eligible cells (E2E spread gate requires them).
    const x = a[i] ?? Infinity;
    const y = b[i] ?? Infinity;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Selects one operating point per candidate (§9.4). Throws when a comparison is undefined. */
export function selectOperatingPoints(plan: CapacityPlan, cells: Cell[]): JsonObject[] {
  const tolerance = plan.selection.objective_tolerance_percent;
  const firstP = plan.server_parallel_levels[0];
  const firstC = plan.client_concurrency_levels[0];
  return plan.candidates.map((c) => {
    const own = cells.filter((cell) => cell.candidate_id === c.id);
    const eligible = own.filter((cell) => cell.summary.capacity_gate_met);
    const reference = own.find(
      (cell) => cell.server_parallel === firstP && cell.client_concurrency === firstC,
    )!;
    const base = {
      candidate_id: c.id,
      reference_cell: { server_parallel: firstP, client_concurrency: firstC },
      objective_tolerance_percent: float(tolerance),
      selection_basis: selectionBasis(tolerance),
    };
    if (eligible.length === 0) {
      return {
        ...base,
        selected_cell: null,
        comparison_to_reference_percent: null,
        eligible_cell_count: 0,
        numeric_best_generated_tokens_per_second_median: null,
        within_tolerance_cell_count: 0,
      };
    }
    const best = Math.max(...eligible.map((cell) => cell.summary.generated_tokens_per_second_median));
    const floor = best * (1 - tolerance / 100);
    const within = eligible.filter((cell) => {
      const v = cell.summary.generated_tokens_per_second_median;
      return (
        v >= floor || Math.abs(v - floor) <= Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(floor)), 1e-12)
      );
    });
    const key = (cell: Cell) => [
      cell.summary.e2e_latency_ms_p95_median,
      cell.summary.ttft_ms_p95_median,
      cell.summary.server_peak_rss_mib_max,
      cell.server_parallel,
      cell.client_concurrency,
    ];
    const selected = [...within].sort((a, b) => lexCompare(key(a), key(b)))[0];
    const comparison: JsonObject = {};
    for (const field of COMPARED) {
      const s = selected.summary[field];
      const r = reference.summary[field];
      if (s === null || r === null) {
        throw new RangeError(
          `candidate ${c.id}: cannot compare ${field} with the P${firstP}/C${firstC} reference cell (value missing)`,
        );
      }
      if (r === 0)
        throw new RangeError(`candidate ${c.id}: cannot compare ${field} with a zero reference value`);
      comparison[field] = float(((s - r) / r) * 100);
    }
    return {
      ...base,
      selected_cell: {
        server_parallel: selected.server_parallel,
        client_concurrency: selected.client_concurrency,
        generated_tokens_per_second_median: float(selected.summary.generated_tokens_per_second_median),
      },
      comparison_to_reference_percent: comparison,
      eligible_cell_count: eligible.length,
      numeric_best_generated_tokens_per_second_median: float(best),
      within_tolerance_cell_count: within.length,
    };
  });
}
