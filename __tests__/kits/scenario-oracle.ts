// An independent model of the study math (spec §5.5, §6, §8.3–8.6, §9.3, §9.4), written from the
// spec for the scenario tests: it reads a bundle's raw files and predicts every row, quality check,
// cell and selection without using the code under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OracleSample {
  completed: boolean;
  ttft_ms: number | null;
  e2e_latency_ms: number;
  generated_tokens: number;
  started_at_seconds: number;
  finished_at_seconds: number;
}

export interface OracleRow {
  concurrency: number;
  request_count: number;
  completed_requests: number;
  failed_requests: number;
  completion_rate: number;
  error_rate: number;
  wall_time_seconds: number;
  requests_per_second: number;
  generated_tokens_per_second: number;
  ttft_ms_p50: number | null;
  ttft_ms_p95: number | null;
  e2e_latency_ms_p50: number | null;
  e2e_latency_ms_p95: number | null;
  slo_failures: string[];
  slo_met: boolean;
}

export interface OracleQualityCheck {
  candidate_id: string;
  server_parallel: number;
  score: number;
  passed: number;
  total: number;
  retention_vs_reference: number | null;
  outcomes_match_candidate_reference: boolean;
  gate_met: boolean;
  failure_reasons: string[];
}

export interface OracleSummary {
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

export interface OracleCell {
  candidate_id: string;
  server_parallel: number;
  client_concurrency: number;
  summary: OracleSummary;
}

export interface OracleSelection {
  candidate_id: string;
  selected_cell: { server_parallel: number; client_concurrency: number } | null;
  eligible_cell_count: number;
  within_tolerance_cell_count: number;
  numeric_best_generated_tokens_per_second_median: number | null;
  comparison_to_reference_percent: Record<string, number> | null;
}

export interface Oracle {
  plan: any;
  rows: Map<string, OracleRow[]>;
  rssMib: Map<string, number>;
  qualityChecks: OracleQualityCheck[];
  cells: OracleCell[];
  selections: OracleSelection[];
}

const readJson = (dir: string, rel: string): any => JSON.parse(readFileSync(join(dir, rel), 'utf8'));

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

function p95Of(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(1, Math.ceil(0.95 * s.length)) - 1];
}

function spreadOf(values: number[]): number {
  const m = medianOf(values)!;
  const hi = Math.max(...values);
  const lo = Math.min(...values);
  if (m === 0) {
    if (hi === lo) return 0;
    throw new Error('infinite spread');
  }
  return ((hi - lo) / m) * 100;
}

export function oracleRow(concurrency: number, samples: OracleSample[], slo: any): OracleRow {
  const done = samples.filter((s) => s.completed);
  const wall =
    Math.max(...samples.map((s) => s.finished_at_seconds)) -
    Math.min(...samples.map((s) => s.started_at_seconds));
  let tokens = 0;
  for (const s of samples) tokens += s.generated_tokens;
  const ttft = done.map((s) => s.ttft_ms as number);
  const e2e = done.map((s) => s.e2e_latency_ms);
  const rate = done.length / samples.length;
  const ttftP95 = p95Of(ttft);
  const e2eP95 = p95Of(e2e);
  const failures: string[] = [];
  if (rate < slo.min_completion_rate) failures.push('completion_rate_below_minimum');
  if (ttftP95 === null) failures.push('no_completed_request_ttft');
  else if (slo.max_ttft_ms_p95 !== null && ttftP95 > slo.max_ttft_ms_p95)
    failures.push('ttft_ms_p95_above_maximum');
  if (e2eP95 === null) failures.push('no_completed_request_e2e');
  else if (e2eP95 > slo.max_e2e_latency_ms_p95) failures.push('e2e_latency_ms_p95_above_maximum');
  return {
    concurrency,
    request_count: samples.length,
    completed_requests: done.length,
    failed_requests: samples.length - done.length,
    completion_rate: rate,
    error_rate: (samples.length - done.length) / samples.length,
    wall_time_seconds: wall,
    requests_per_second: done.length / wall,
    generated_tokens_per_second: tokens / wall,
    ttft_ms_p50: medianOf(ttft),
    ttft_ms_p95: ttftP95,
    e2e_latency_ms_p50: medianOf(e2e),
    e2e_latency_ms_p95: e2eP95,
    slo_failures: failures,
    slo_met: failures.length === 0,
  };
}

function sortedCompact(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedCompact).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedCompact((v as any)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

function canonicalOrNull(text: string): string | null {
  try {
    return sortedCompact(JSON.parse(text.trim()));
  } catch {
    return null;
  }
}

/** §8.3 for the answers the scenarios use. */
export function matchedAnswer(response: string, accepted: string[], mode: string): string | null {
  for (const a of accepted) {
    if (mode === 'trimmed-exact' && response.trim() === a.trim()) return a;
    if (mode === 'json-exact') {
      const r = canonicalOrNull(response);
      if (r !== null && r === canonicalOrNull(a)) return a;
    }
    if (mode === 'normalized-text') {
      const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
      if (norm(response) === norm(a)) return a;
    }
  }
  return null;
}

export function rssMibFromReport(text: string): number {
  const m = [...text.matchAll(/^\s*Maximum resident set size \(kbytes\):\s*([0-9]+)\s*$/gm)];
  if (m.length !== 1) throw new Error('expected one RSS line');
  return Number(m[0][1]) / 1024;
}

const runLabelOf = (pass: string, c: string, p: number) => `${pass}/${c}/p${p}`;

/** Predicts the whole study outcome of a bundle directory from its raw files. */
export function predict(dir: string): Oracle {
  const plan = readJson(dir, 'capacity-plan.json');
  const slo = readJson(dir, 'load-plan.json').slo;
  const ids: string[] = plan.candidates.map((c: any) => c.id);
  const P: number[] = plan.server_parallel_levels;
  const C: number[] = plan.client_concurrency_levels;
  // A plan without passes gets the mirrored forward/reverse pair.
  const passes: string[] = plan.passes ? plan.passes.map((p: any) => p.id) : ['forward', 'reverse'];
  const rows = new Map<string, OracleRow[]>();
  const rssMib = new Map<string, number>();
  for (const pass of passes)
    for (const id of ids)
      for (const p of P) {
        const label = runLabelOf(pass, id, p);
        const ev = readJson(dir, `runs/${label}/load-evaluation.json`);
        rows.set(
          label,
          ev.rows.map((r: any) => oracleRow(r.concurrency, r.samples, slo)),
        );
        rssMib.set(label, rssMibFromReport(readFileSync(join(dir, `runs/${label}/server-time.txt`), 'utf8')));
      }

  // Quality (§8.5, §8.6): outcome vectors from the raw responses.
  const qg = plan.quality_gate;
  const outcome = (id: string, p: number) => {
    const cases = readJson(dir, `quality/${id}/p${p}/quality-evidence.json`).evaluation.quality.cases;
    return cases.map((c: any) => {
      const m = matchedAnswer(c.response, c.accepted_answers, c.match_mode ?? 'normalized-text');
      return { id: c.id.trim(), matched: m !== null, answer: m === null ? null : m.trim() };
    });
  };
  const scoreOf = (v: { matched: boolean }[]) => v.filter((x) => x.matched).length / v.length;
  const qualityChecks: OracleQualityCheck[] = [];
  for (const id of ids)
    for (const p of P) {
      const v = outcome(id, p);
      const score = scoreOf(v);
      const ref = scoreOf(outcome(qg.reference_candidate_id, p));
      const retention = ref > 0 ? score / ref : null;
      const stable = JSON.stringify(v) === JSON.stringify(outcome(id, P[0]));
      const reasons: string[] = [];
      if (score < qg.minimum_score) reasons.push('quality_score_below_minimum');
      if (
        id !== qg.reference_candidate_id &&
        (retention === null || retention < qg.minimum_retention_vs_reference)
      )
        reasons.push('quality_retention_below_minimum');
      if (!stable) reasons.push('quality_outcomes_changed_across_parallel_levels');
      qualityChecks.push({
        candidate_id: id,
        server_parallel: p,
        score,
        passed: v.filter((x: any) => x.matched).length,
        total: v.length,
        retention_vs_reference: retention,
        outcomes_match_candidate_reference: stable,
        gate_met: reasons.length === 0,
        failure_reasons: reasons,
      });
    }

  // Cells (§9.3).
  const gate = plan.capacity_gate;
  const cells: OracleCell[] = [];
  for (const id of ids)
    for (const p of P)
      for (const c of C) {
        const per = passes.map((pass) => ({
          pass,
          row: rows.get(runLabelOf(pass, id, p))!.find((r) => r.concurrency === c)!,
          rss: rssMib.get(runLabelOf(pass, id, p))!,
        }));
        const tps = per.map((x) => x.row.generated_tokens_per_second);
        const ttft = per.map((x) => x.row.ttft_ms_p95);
        const e2e = per.map((x) => x.row.e2e_latency_ms_p95);
        const allNum = (v: (number | null)[]): v is number[] => v.every((x) => x !== null);
        const everyPass = per.every((x) => x.row.slo_met);
        const quality = qualityChecks.find((q) => q.candidate_id === id && q.server_parallel === p)!.gate_met;
        const rssMax = Math.max(...per.map((x) => x.rss));
        const tpsSpread = spreadOf(tps);
        const e2eSpread = allNum(e2e) ? spreadOf(e2e) : null;
        const reasons: string[] = [];
        if (!everyPass) reasons.push('one_or_more_passes_failed_load_slo');
        if (rssMax > gate.max_server_peak_rss_mib) reasons.push('server_peak_rss_above_maximum');
        if (!quality) reasons.push('quality_gate_failed');
        if (tpsSpread > gate.max_throughput_relative_spread_percent)
          reasons.push('throughput_relative_spread_above_maximum');
        if (e2eSpread === null || e2eSpread > gate.max_e2e_relative_spread_percent)
          reasons.push('e2e_relative_spread_above_maximum');
        for (const x of per)
          for (const code of x.row.slo_failures) {
            const q = `${x.pass}:${code}`;
            if (!reasons.includes(q)) reasons.push(q);
          }
        cells.push({
          candidate_id: id,
          server_parallel: p,
          client_concurrency: c,
          summary: {
            every_pass_slo_met: everyPass,
            quality_gate_met: quality,
            completion_rate_min: Math.min(...per.map((x) => x.row.completion_rate)),
            requests_per_second_median: medianOf(per.map((x) => x.row.requests_per_second))!,
            generated_tokens_per_second_median: medianOf(tps)!,
            ttft_ms_p95_median: allNum(ttft) ? medianOf(ttft) : null,
            e2e_latency_ms_p95_median: allNum(e2e) ? medianOf(e2e) : null,
            server_peak_rss_mib_max: rssMax,
            throughput_relative_spread_percent: tpsSpread,
            ttft_relative_spread_percent: allNum(ttft) ? spreadOf(ttft) : null,
            e2e_relative_spread_percent: e2eSpread,
            capacity_gate_met: reasons.length === 0,
            failure_reasons: reasons,
          },
        });
      }

  // Selections (§9.4).
  const tolerance = plan.selection.objective_tolerance_percent;
  const selections: OracleSelection[] = ids.map((id) => {
    const own = cells.filter((c) => c.candidate_id === id);
    const eligible = own.filter((c) => c.summary.capacity_gate_met);
    if (!eligible.length)
      return {
        candidate_id: id,
        selected_cell: null,
        eligible_cell_count: 0,
        within_tolerance_cell_count: 0,
        numeric_best_generated_tokens_per_second_median: null,
        comparison_to_reference_percent: null,
      };
    const objective = (c: OracleCell) => c.summary.generated_tokens_per_second_median;
    const best = Math.max(...eligible.map(objective));
    const floor = best * (1 - tolerance / 100);
    const within = eligible.filter((c) => {
      const v = objective(c);
      return (
        v >= floor || Math.abs(v - floor) <= Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(floor)), 1e-12)
      );
    });
    const key = (c: OracleCell) => [
      c.summary.e2e_latency_ms_p95_median as number,
      c.summary.ttft_ms_p95_median as number,
      c.summary.server_peak_rss_mib_max,
      c.server_parallel,
      c.client_concurrency,
    ];
    let chosen = within[0];
    for (const c of within.slice(1)) {
      const a = key(c);
      const b = key(chosen);
      const i = a.findIndex((x, k) => x !== b[k]);
      if (i >= 0 && a[i] < b[i]) chosen = c;
    }
    const reference = own.find((c) => c.server_parallel === P[0] && c.client_concurrency === C[0])!;
    const comparison: Record<string, number> = {};
    for (const f of [
      'generated_tokens_per_second_median',
      'e2e_latency_ms_p95_median',
      'ttft_ms_p95_median',
      'server_peak_rss_mib_max',
    ] as const) {
      const s = chosen.summary[f] as number;
      const r = reference.summary[f] as number;
      comparison[f] = ((s - r) / r) * 100;
    }
    return {
      candidate_id: id,
      selected_cell: {
        server_parallel: chosen.server_parallel,
        client_concurrency: chosen.client_concurrency,
      },
      eligible_cell_count: eligible.length,
      within_tolerance_cell_count: within.length,
      numeric_best_generated_tokens_per_second_median: best,
      comparison_to_reference_percent: comparison,
    };
  });
  return { plan, rows, rssMib, qualityChecks, cells, selections };
}

// Receipt sentences (receipt spec §4.3), written out here rather than taken from the renderer.
const SENTENCES: Record<string, string> = {
  one_or_more_passes_failed_load_slo: 'At least one pass missed the load SLO',
  server_peak_rss_above_maximum: 'Peak memory exceeded the service budget',
  quality_gate_failed: 'The task-specific quality guard failed',
  throughput_relative_spread_above_maximum: 'Generation rate varied too much between passes',
  e2e_relative_spread_above_maximum: 'Observed-p95 end-to-end latency varied too much between passes',
};
const PHRASES: Record<string, string> = {
  completion_rate_below_minimum: 'completion rate was below the minimum',
  no_completed_request_ttft: 'no completed request produced TTFT evidence',
  ttft_ms_p95_above_maximum: 'observed-p95 TTFT exceeded the limit',
  no_completed_request_e2e: 'no completed request produced E2E evidence',
  e2e_latency_ms_p95_above_maximum: 'observed-p95 E2E exceeded the limit',
};

export function sentence(code: string): string {
  if (code in SENTENCES) return SENTENCES[code];
  const [pass, reason] = code.split(':');
  return `${pass[0].toUpperCase()}${pass.slice(1).toLowerCase()} pass: ${PHRASES[reason]}`;
}

/** The receipt's "Rejected points" block for one candidate, from predicted cells. */
export function rejectedBlock(cells: OracleCell[], candidateId: string): string {
  const failing = cells.filter((c) => c.candidate_id === candidateId && !c.summary.capacity_gate_met);
  if (!failing.length) return '### Rejected points\n\nNo point was rejected.';
  return [
    '### Rejected points',
    '',
    '| Point | Exact gate failures |',
    '| --- | --- |',
    ...failing.map(
      (c) =>
        `| P${c.server_parallel} / C${c.client_concurrency} | ${c.summary.failure_reasons
          .map((r) => `${sentence(r)} (\`${r}\`)`)
          .join('<br>')} |`,
    ),
  ].join('\n');
}
