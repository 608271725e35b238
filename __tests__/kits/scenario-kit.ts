// Derived bundles for the scenario tests: a small synthetic bundle with edited samples, RSS, logs or
// quality answers, written to a temp dir and run through the real CLI commands.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { syntheticBundle, type SyntheticOptions } from '../../bench/synthetic-study.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { float, toPlain, type JsonObject } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import {
  aggregateRow,
  highestSloConcurrency,
  rowJson,
  type Sample,
} from '../../src/domain/measurement/load-evaluation.js';
import { parseLoadPlan } from '../../src/domain/plan/load-plan.js';
import { cli } from './seed-bundle.js';
import type { Oracle, OracleCell } from './scenario-oracle.js';

export const SHAPE = { candidates: 2, serverLevels: [1, 2], clientLevels: [1, 2], measuredRequests: 4 };
export const OUTPUT_TOKENS = 64;
export const MIB = 1024;

const made: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory this module created (call from afterAll). */
export function cleanup(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function writeFiles(dir: string, files: Map<string, string>): void {
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

/** Writes a synthetic bundle of the small shape (plus overrides) to a fresh temp dir. */
export function derivedBundle(options: Partial<SyntheticOptions> = {}): string {
  const { files } = syntheticBundle({ ...SHAPE, ...options });
  const dir = tempDir('pp-scenario-');
  writeFiles(dir, files);
  return dir;
}

export interface StudyRun {
  assemble: { code: number; out: string; err: string };
  receipt?: { code: number; out: string; err: string };
  study: any;
  receiptText: string;
  studyPath: string;
}

/** `assemble <dir> --output …` then `receipt <study> --output …`, both through the CLI. */
export async function assembleAndRender(dir: string): Promise<StudyRun> {
  const out = tempDir('pp-scenario-out-');
  const studyPath = join(out, 'capacity-study.json');
  const receiptPath = join(out, 'capacity-receipt.md');
  const assemble = await cli(['assemble', dir, '--output', studyPath]);
  if (assemble.code !== 0) return { assemble, study: null, receiptText: '', studyPath };
  const receipt = await cli(['receipt', studyPath, '--output', receiptPath]);
  return {
    assemble,
    receipt,
    study: JSON.parse(readFileSync(studyPath, 'utf8')),
    receiptText: receipt.code === 0 ? readFileSync(receiptPath, 'utf8') : '',
    studyPath,
  };
}

/**
 * Re-predeclares the load SLO of a written synthetic bundle: load plan, capacity plan (SLO and the
 * load-plan pin), and every load evaluation (SLO, binding pin, rows recomputed from the samples).
 */
export function replaceSlo(
  dir: string,
  slo: { min_completion_rate: number; max_ttft_ms_p95: number | null; max_e2e_latency_ms_p95: number },
): void {
  const mapping: JsonObject = {
    min_completion_rate: float(slo.min_completion_rate),
    max_ttft_ms_p95: slo.max_ttft_ms_p95 === null ? null : float(slo.max_ttft_ms_p95),
    max_e2e_latency_ms_p95: float(slo.max_e2e_latency_ms_p95),
  };
  const read = (rel: string) => parseJson(readFileSync(join(dir, rel), 'utf8')) as JsonObject;
  const loadPlan = read('load-plan.json');
  loadPlan.slo = mapping;
  const loadPlanText = canonicalJson(loadPlan);
  writeFileSync(join(dir, 'load-plan.json'), loadPlanText);
  const pin = sha256Hex(loadPlanText);
  const plan = read('capacity-plan.json');
  plan.load_slo = mapping;
  (plan.pins as JsonObject).load_plan_sha256 = pin;
  writeFileSync(join(dir, 'capacity-plan.json'), canonicalJson(plan));
  const parsedSlo = parseLoadPlan(parseJson(loadPlanText)).slo;
  const ids = (plan.candidates as JsonObject[]).map((c) => c.id as string);
  for (const pass of ['forward', 'reverse'])
    for (const id of ids)
      for (const p of plan.server_parallel_levels as number[]) {
        const rel = `runs/${pass}/${id}/p${p}/load-evaluation.json`;
        const doc = read(rel);
        doc.slo = mapping;
        (doc.evidence_binding as JsonObject).plan_sha256 = pin;
        const rows = (doc.rows as JsonObject[]).map((r) =>
          aggregateRow(id, r.concurrency as number, toPlain(r.samples) as unknown as Sample[], parsedSlo),
        );
        doc.rows = rows.map(rowJson);
        doc.highest_slo_concurrency = highestSloConcurrency(rows);
        writeFileSync(join(dir, rel), canonicalJson(doc));
      }
}

/** Edits the samples of one level of a written run and rewrites the artifact with recomputed rows. */
export function rewriteRun(
  dir: string,
  label: string,
  concurrency: number,
  edit: (s: Sample) => Sample,
): void {
  const path = join(dir, 'runs', label, 'load-evaluation.json');
  const doc = parseJson(readFileSync(path, 'utf8')) as JsonObject;
  const slo = parseLoadPlan(parseJson(readFileSync(join(dir, 'load-plan.json'), 'utf8'))).slo;
  const rows = (doc.rows as JsonObject[]).map((r) => {
    const samples = (toPlain(r.samples) as unknown as Sample[]).map((s) =>
      r.concurrency === concurrency ? edit(s) : s,
    );
    return aggregateRow(doc.candidate_id as string, r.concurrency as number, samples, slo);
  });
  doc.rows = rows.map(rowJson);
  doc.highest_slo_concurrency = highestSloConcurrency(rows);
  writeFileSync(path, canonicalJson(doc));
}

export const labelParts = (label: string) => {
  const [pass, candidate, p] = label.split('/');
  return { pass, candidate, p: Number(p.slice(1)) };
};

/** Moves a sample to a new start and duration, keeping e2e consistent with the timestamps. */
export function retime(s: Sample, startedAt: number, durationMs: number, ttftMs = s.ttft_ms): Sample {
  const finished = startedAt + durationMs / 1000;
  return {
    ...s,
    started_at_seconds: startedAt,
    finished_at_seconds: finished,
    e2e_latency_ms: (finished - startedAt) * 1000,
    ttft_ms: ttftMs,
  };
}

/** A failed request (§5.2): completed false, error text, partial tokens, TTFT kept only if content came. */
export function failRequest(s: Sample, tokens: number, error: string, keepTtft = tokens > 0): Sample {
  return { ...s, completed: false, error, generated_tokens: tokens, ttft_ms: keepTtft ? s.ttft_ms : null };
}

export function cellOf(study: any, candidate: string, p: number, c: number): any {
  return study.cells.find(
    (x: any) => x.candidate_id === candidate && x.server_parallel === p && x.client_concurrency === c,
  );
}

export function oracleCell(o: Oracle, candidate: string, p: number, c: number): OracleCell {
  return o.cells.find(
    (x) => x.candidate_id === candidate && x.server_parallel === p && x.client_concurrency === c,
  )!;
}

export function rowOf(study: any, label: string, concurrency: number): any {
  return study.source_artifacts.load_evaluations[label].evaluation.rows.find(
    (r: any) => r.concurrency === concurrency,
  );
}

/** The Markdown between `## Capacity envelope — <label>` and the next `## ` heading. */
export function envelopeSection(receipt: string, label: string): string {
  const start = receipt.indexOf(`## Capacity envelope — ${label}\n`);
  if (start < 0) return '';
  const next = receipt.indexOf('\n## ', start + 3);
  return receipt.slice(start, next < 0 ? undefined : next);
}

const ROW_FIELDS = [
  'request_count',
  'completed_requests',
  'failed_requests',
  'completion_rate',
  'error_rate',
  'wall_time_seconds',
  'requests_per_second',
  'generated_tokens_per_second',
  'ttft_ms_p50',
  'ttft_ms_p95',
  'e2e_latency_ms_p50',
  'e2e_latency_ms_p95',
  'slo_failures',
  'slo_met',
] as const;

/**
 * Requires the study to equal the independent prediction: every embedded row, quality check,
 * cell summary and selection (numbers compared exactly).
 */
export function expectStudyToMatch(study: any, o: Oracle): void {
  for (const [label, rows] of o.rows) {
    for (const r of rows) {
      const got = rowOf(study, label, r.concurrency);
      for (const f of ROW_FIELDS)
        expect([label, r.concurrency, f, got[f]]).toEqual([label, r.concurrency, f, r[f]]);
    }
  }
  expect(
    study.server_configurations.map((s: any) => [s.source_load_label, s.server_peak_rss_mib]).sort(),
  ).toEqual([...o.rssMib].sort());
  expect(
    study.quality_checks.map((q: any) => ({
      candidate_id: q.candidate_id,
      server_parallel: q.server_parallel,
      score: q.score,
      passed: q.passed,
      total: q.total,
      retention_vs_reference: q.retention_vs_reference,
      outcomes_match_candidate_reference: q.outcomes_match_candidate_reference,
      gate_met: q.gate_met,
      failure_reasons: q.failure_reasons,
    })),
  ).toEqual(o.qualityChecks);
  expect(
    study.cells.map((c: any) => ({
      candidate_id: c.candidate_id,
      server_parallel: c.server_parallel,
      client_concurrency: c.client_concurrency,
      summary: c.summary,
    })),
  ).toEqual(o.cells);
  expect(
    study.selections.map((s: any) => ({
      candidate_id: s.candidate_id,
      selected_cell:
        s.selected_cell === null
          ? null
          : {
              server_parallel: s.selected_cell.server_parallel,
              client_concurrency: s.selected_cell.client_concurrency,
            },
      eligible_cell_count: s.eligible_cell_count,
      within_tolerance_cell_count: s.within_tolerance_cell_count,
      numeric_best_generated_tokens_per_second_median: s.numeric_best_generated_tokens_per_second_median,
      comparison_to_reference_percent: s.comparison_to_reference_percent,
    })),
  ).toEqual(o.selections);
  for (const s of study.selections) {
    if (s.selected_cell === null) continue;
    const cell = cellOf(
      study,
      s.candidate_id,
      s.selected_cell.server_parallel,
      s.selected_cell.client_concurrency,
    );
    expect(s.selected_cell.generated_tokens_per_second_median).toBe(
      cell.summary.generated_tokens_per_second_median,
    );
  }
}
