// Load evaluation artifact (spec §5): row aggregation from samples, SLO codes, and the validator
// that recomputes every row. Extra ITL/TPOT fields are optional and recomputed when present.
// cohesive: the load evaluation artifact — its rows, SLO codes and the validator recomputing them.
import { fail } from '../core/errors.js';
import { float, JsonFloat, type JsonObject, type JsonValue } from '../core/json.js';
import { canonicalJson } from '../core/json-writer.js';
import { methodology, promptIndexFor, type LoadPlan } from '../plan/load-plan.js';
import { Fields, longerThan } from '../core/fields.js';
import { sloMapping, type Slo } from '../plan/plan.js';
import { median, p95 } from '../core/stats.js';

export interface Sample {
  index: number;
  prompt_index: number;
  prompt_sha256: string;
  completed: boolean;
  ttft_ms: number | null;
  e2e_latency_ms: number;
  generated_tokens: number;
  error: string | null;
  started_at_seconds: number;
  finished_at_seconds: number;
  tpot_ms?: number | null;
  itl_ms_p50?: number | null;
  itl_ms_p95?: number | null;
  content_event_count?: number;
}

export interface Row {
  candidate_id: string;
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
  samples: Sample[];
  extras: {
    tpot_ms_p50: number | null;
    tpot_ms_p95: number | null;
    itl_ms_p50: number | null;
    itl_ms_p95: number | null;
  } | null;
}

export const SAMPLE_KEYS = [
  'index',
  'prompt_index',
  'prompt_sha256',
  'completed',
  'ttft_ms',
  'e2e_latency_ms',
  'generated_tokens',
  'error',
  'started_at_seconds',
  'finished_at_seconds',
] as const;
export const SAMPLE_EXTRA_KEYS = ['tpot_ms', 'itl_ms_p50', 'itl_ms_p95', 'content_event_count'] as const;
export const ROW_KEYS = [
  'candidate_id',
  'concurrency',
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
  'peak_rss_mib',
  'slo_failures',
  'slo_met',
  'samples',
] as const;
export const ROW_EXTRA_KEYS = ['tpot_ms_p50', 'tpot_ms_p95', 'itl_ms_p50', 'itl_ms_p95'] as const;

/** SLO failure codes in spec order (§5.5); comparisons against maxima are strict. */
export function sloFailures(
  completionRate: number,
  ttftP95: number | null,
  e2eP95: number | null,
  slo: Slo,
): string[] {
  const out: string[] = [];
  if (completionRate < slo.min_completion_rate) out.push('completion_rate_below_minimum');
  if (ttftP95 === null) out.push('no_completed_request_ttft');
  else if (slo.max_ttft_ms_p95 !== null && ttftP95 > slo.max_ttft_ms_p95)
    out.push('ttft_ms_p95_above_maximum');
  if (e2eP95 === null) out.push('no_completed_request_e2e');
  else if (e2eP95 > slo.max_e2e_latency_ms_p95) out.push('e2e_latency_ms_p95_above_maximum');
  return out;
}

const ascending = (a: number, b: number): number => a - b;

function nonNull(values: (number | null | undefined)[]): number[] {
  return values.filter((v): v is number => typeof v === 'number');
}

/** Aggregates one client level's measured samples (§5.5). */
export function aggregateRow(candidateId: string, concurrency: number, samples: Sample[], slo: Slo): Row {
  if (samples.length === 0) throw new RangeError(`concurrency ${concurrency}: no measured samples`);
  const completed = samples.filter((s) => s.completed);
  const wall =
    Math.max(...samples.map((s) => s.finished_at_seconds)) -
    Math.min(...samples.map((s) => s.started_at_seconds));
  if (!Number.isFinite(wall) || wall <= 0)
    throw new RangeError(`concurrency ${concurrency}: measured wall time must be positive`);
  const tokens = samples.reduce((sum, s) => sum + s.generated_tokens, 0);
  const completionRate = completed.length / samples.length;
  // Sorted once: median and p95 each sort a copy, which is linear for sorted input (same values).
  const ttfts = nonNull(completed.map((s) => s.ttft_ms)).sort(ascending);
  const e2es = completed.map((s) => s.e2e_latency_ms).sort(ascending);
  const ttftP95 = p95(ttfts);
  const e2eP95 = p95(e2es);
  const failures = sloFailures(
    completionRate,
    completed.length ? ttftP95 : null,
    completed.length ? e2eP95 : null,
    slo,
  );
  const hasExtras = samples.every((s) => s.tpot_ms !== undefined);
  return {
    candidate_id: candidateId,
    concurrency,
    request_count: samples.length,
    completed_requests: completed.length,
    failed_requests: samples.length - completed.length,
    completion_rate: completionRate,
    error_rate: (samples.length - completed.length) / samples.length,
    wall_time_seconds: wall,
    requests_per_second: completed.length / wall,
    generated_tokens_per_second: tokens / wall,
    ttft_ms_p50: completed.length ? median(ttfts) : null,
    ttft_ms_p95: completed.length ? ttftP95 : null,
    e2e_latency_ms_p50: median(e2es),
    e2e_latency_ms_p95: e2eP95,
    slo_failures: failures,
    slo_met: failures.length === 0,
    samples,
    extras: hasExtras
      ? {
          tpot_ms_p50: median(nonNull(completed.map((s) => s.tpot_ms))),
          tpot_ms_p95: p95(nonNull(completed.map((s) => s.tpot_ms))),
          itl_ms_p50: median(nonNull(completed.map((s) => s.itl_ms_p50))),
          itl_ms_p95: p95(nonNull(completed.map((s) => s.itl_ms_p95))),
        }
      : null,
  };
}

const fl = (v: number | null): JsonValue => (v === null ? null : float(v));

export function sampleJson(s: Sample): JsonObject {
  const out: JsonObject = {
    index: s.index,
    prompt_index: s.prompt_index,
    prompt_sha256: s.prompt_sha256,
    completed: s.completed,
    ttft_ms: fl(s.ttft_ms),
    e2e_latency_ms: float(s.e2e_latency_ms),
    generated_tokens: s.generated_tokens,
    error: s.error,
    started_at_seconds: float(s.started_at_seconds),
    finished_at_seconds: float(s.finished_at_seconds),
  };
  if (s.tpot_ms !== undefined) {
    out.tpot_ms = fl(s.tpot_ms);
    out.itl_ms_p50 = fl(s.itl_ms_p50 ?? null);
    out.itl_ms_p95 = fl(s.itl_ms_p95 ?? null);
    out.content_event_count = s.content_event_count ?? 0;
  }
  return out;
}

export function rowJson(r: Row): JsonObject {
  return rowFieldsJson(r, r.samples.map(sampleJson));
}

/** A row as stored; without `samples` when none are given (validation compares the samples it read). */
function rowFieldsJson(r: Row, samples: JsonObject[] | undefined): JsonObject {
  const out: JsonObject = {
    candidate_id: r.candidate_id,
    concurrency: r.concurrency,
    request_count: r.request_count,
    completed_requests: r.completed_requests,
    failed_requests: r.failed_requests,
    completion_rate: float(r.completion_rate),
    error_rate: float(r.error_rate),
    wall_time_seconds: float(r.wall_time_seconds),
    requests_per_second: float(r.requests_per_second),
    generated_tokens_per_second: float(r.generated_tokens_per_second),
    ttft_ms_p50: fl(r.ttft_ms_p50),
    ttft_ms_p95: fl(r.ttft_ms_p95),
    e2e_latency_ms_p50: fl(r.e2e_latency_ms_p50),
    e2e_latency_ms_p95: fl(r.e2e_latency_ms_p95),
    peak_rss_mib: null,
    slo_failures: [...r.slo_failures],
    slo_met: r.slo_met,
  };
  if (samples) out.samples = samples;
  if (r.extras) {
    for (const k of ROW_EXTRA_KEYS) out[k] = fl(r.extras[k]);
  }
  return out;
}

/** Builds a complete load-evaluation artifact (§5.6) from measured levels. */
export function buildLoadEvaluation(args: {
  candidateId: string;
  plan: LoadPlan;
  executionOrder: number[];
  levels: { concurrency: number; samples: Sample[] }[];
  binding: JsonObject;
  /** Levels the plan's early stop skipped (docs/spec-extensions.md): no row, listed instead. */
  skippedLevels?: readonly number[];
}): JsonObject {
  const skipped = [...(args.skippedLevels ?? [])].sort((a, b) => a - b);
  const ascending = args.plan.concurrency_levels.filter((l) => !skipped.includes(l));
  const rows = ascending.map((level) => {
    const found = args.levels.find((l) => l.concurrency === level);
    if (!found) throw new RangeError(`no measurements for concurrency ${level}`);
    return aggregateRow(args.candidateId, level, found.samples, args.plan.slo);
  });
  const defaultOrder = args.executionOrder.join(',') === args.plan.concurrency_levels.join(',');
  const doc: JsonObject = {
    schema_version: defaultOrder ? '1.0' : '1.1',
    candidate_id: args.candidateId,
    synthetic: false,
    methodology: methodology(args.plan),
    slo: sloMapping(args.plan.slo),
    rows: rows.map(rowJson),
    highest_slo_concurrency: highestSloConcurrency(rows),
    evidence_binding: args.binding,
  };
  if (!defaultOrder) doc.execution_order = [...args.executionOrder];
  if (skipped.length > 0) doc.skipped_concurrency_levels = skipped;
  return doc;
}

export function highestSloConcurrency(rows: { concurrency: number; slo_met: boolean }[]): number | null {
  const met = rows.filter((r) => r.slo_met).map((r) => r.concurrency);
  return met.length ? Math.max(...met) : null;
}

/** Value equality of parsed JSON where 1 == 1.0 (Python semantics), everything else exact. */
export function jsonValueEquals(a: JsonValue, b: JsonValue): boolean {
  const num = (v: JsonValue): number | undefined =>
    v instanceof JsonFloat
      ? v.value
      : typeof v === 'number'
        ? v
        : typeof v === 'bigint'
          ? Number(v)
          : undefined;
  const na = num(a);
  const nb = num(b);
  if (na !== undefined || nb !== undefined) return na !== undefined && nb !== undefined && na === nb;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => jsonValueEquals(x, b[i]))
    );
  }
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length &&
    ka.every((k, i) => k === kb[i] && jsonValueEquals((a as JsonObject)[k], (b as JsonObject)[k]))
  );
}

function isClose(a: number, b: number, rel: number, abs: number): boolean {
  return Math.abs(a - b) <= Math.max(rel * Math.max(Math.abs(a), Math.abs(b)), abs);
}

function parseSample(f: Fields, expectedIndex: number, plan: LoadPlan, promptHashes: string[]): Sample {
  f.exactKeys(SAMPLE_KEYS, SAMPLE_EXTRA_KEYS);
  const index = f.integer('index', 1, 1_000_000);
  if (index !== expectedIndex) fail(`index must be ${expectedIndex} (sequential)`, f.file, f.at('index'));
  const promptIndex = f.integer('prompt_index', 1, plan.prompts.length);
  if (promptIndex !== promptIndexFor(index, plan.prompts.length))
    fail(
      `prompt_index must follow the round-robin schedule (${promptIndexFor(index, plan.prompts.length)})`,
      f.file,
      f.at('prompt_index'),
    );
  const promptSha = f.digest('prompt_sha256');
  if (promptSha !== promptHashes[promptIndex - 1])
    fail('prompt_sha256 does not match the scheduled prompt', f.file, f.at('prompt_sha256'));
  const completed = f.boolean('completed');
  const ttft = f.nullableNumber('ttft_ms', 0, Number.MAX_VALUE);
  const e2e = f.number('e2e_latency_ms', 0, Number.MAX_VALUE, { exclusiveMin: true });
  const tokens = f.integer('generated_tokens', 0, plan.output_tokens);
  const errorRaw = f.raw('error');
  const started = f.number('started_at_seconds', 0, Number.MAX_VALUE);
  const finished = f.number('finished_at_seconds', 0, Number.MAX_VALUE, { exclusiveMin: true });
  if (!(finished > started))
    fail('finished_at_seconds must be after started_at_seconds', f.file, f.at('finished_at_seconds'));
  if (completed) {
    if (ttft === null) fail('ttft_ms must not be null for a completed request', f.file, f.at('ttft_ms'));
    if (ttft > e2e) fail('ttft_ms must not exceed e2e_latency_ms', f.file, f.at('ttft_ms'));
    if (tokens !== plan.output_tokens)
      fail(
        `generated_tokens must equal output_tokens ${plan.output_tokens} for a completed request`,
        f.file,
        f.at('generated_tokens'),
      );
    if (errorRaw !== null) fail('error must be null for a completed request', f.file, f.at('error'));
  } else {
    if (typeof errorRaw !== 'string' || !errorRaw.trim() || longerThan(errorRaw, 512))
      fail(
        'error must be a non-blank string of at most 512 characters for a failed request',
        f.file,
        f.at('error'),
      );
  }
  if (!isClose(e2e, (finished - started) * 1000, 1e-6, 0.05))
    fail(
      'e2e_latency_ms does not match finished_at_seconds − started_at_seconds',
      f.file,
      f.at('e2e_latency_ms'),
    );
  const sample: Sample = {
    index,
    prompt_index: promptIndex,
    prompt_sha256: promptSha,
    completed,
    ttft_ms: ttft,
    e2e_latency_ms: e2e,
    generated_tokens: tokens,
    error: errorRaw as string | null,
    started_at_seconds: started,
    finished_at_seconds: finished,
  };
  if (f.has('tpot_ms')) {
    f.exactKeys([...SAMPLE_KEYS, ...SAMPLE_EXTRA_KEYS]);
    sample.tpot_ms = f.nullableNumber('tpot_ms', 0, Number.MAX_VALUE);
    sample.itl_ms_p50 = f.nullableNumber('itl_ms_p50', 0, Number.MAX_VALUE);
    sample.itl_ms_p95 = f.nullableNumber('itl_ms_p95', 0, Number.MAX_VALUE);
    sample.content_event_count = f.integer('content_event_count', 0, 1_000_000);
  } else if (SAMPLE_EXTRA_KEYS.some((k) => f.has(k))) {
    fail(
      'extra latency fields must be given together (tpot_ms, itl_ms_p50, itl_ms_p95, content_event_count)',
      f.file,
      f.pointer,
    );
  }
  return sample;
}

export interface ValidatedLoadEvaluation {
  candidateId: string;
  executionOrder: number[];
  /** Levels skipped by the plan's early stop (ascending); whether each was justified is the study's check. */
  skippedLevels: number[];
  rows: Row[];
  bindingServerConfiguration: Fields;
  requestBaseUrl: string;
  planSha256: string;
}

/** `skipped_concurrency_levels`: ascending, distinct plan levels, never the lowest (nothing is below it). */
function skippedConcurrencyLevels(f: Fields, levels: readonly number[]): number[] {
  const at = f.at('skipped_concurrency_levels');
  const skipped = f.integers('skipped_concurrency_levels', 1, 1024);
  if (skipped.length === 0) fail('must not be empty (leave it out when no level was skipped)', f.file, at);
  for (let i = 0; i < skipped.length; i++) {
    if (!levels.includes(skipped[i])) fail(`${skipped[i]} is not a concurrency level`, f.file, `${at}/${i}`);
    if (i > 0 && skipped[i] <= skipped[i - 1]) fail('must be strictly ascending', f.file, at);
  }
  if (skipped[0] === levels[0])
    fail(`the lowest level ${levels[0]} cannot be skipped (no lower level gives evidence)`, f.file, at);
  return skipped;
}

/**
 * Validates a load evaluation against the load plan and recomputes every row from its samples;
 * any stored field that differs from the recomputation is an error naming the row and field.
 */
export function validateLoadEvaluation(
  value: JsonValue,
  plan: LoadPlan,
  file: string,
): ValidatedLoadEvaluation {
  const f = Fields.root(value, file);
  const schema = f.raw('schema_version');
  if (schema !== '1.0' && schema !== '1.1')
    fail('schema_version must be "1.0" or "1.1"', file, '/schema_version');
  const base = [
    'schema_version',
    'candidate_id',
    'synthetic',
    'methodology',
    'slo',
    'rows',
    'highest_slo_concurrency',
    'evidence_binding',
  ];
  f.exactKeys(schema === '1.1' ? [...base, 'execution_order'] : base, ['skipped_concurrency_levels']);
  const candidateId = f.text('candidate_id', 128);
  if (f.boolean('synthetic'))
    fail('synthetic load evaluations are not accepted as capacity evidence', file, '/synthetic');
  const expectedMethodology = methodology(plan);
  if (!jsonValueEquals(f.raw('methodology'), expectedMethodology))
    fail('methodology does not match the load plan contract', file, '/methodology');
  if (!jsonValueEquals(f.raw('slo'), sloMapping(plan.slo)))
    fail('slo does not match the load plan SLO', file, '/slo');
  const ascending = plan.concurrency_levels;
  let executionOrder = [...ascending];
  if (schema === '1.1') {
    executionOrder = f.integers('execution_order', 1, 1024);
    if (executionOrder.length !== ascending.length || !ascending.every((l) => executionOrder.includes(l))) {
      fail('execution_order must be a permutation of the concurrency levels', file, '/execution_order');
    }
    if (executionOrder.join(',') === ascending.join(','))
      fail('a schema 1.1 artifact must not use the default execution order', file, '/execution_order');
  }
  const skippedLevels = f.has('skipped_concurrency_levels')
    ? skippedConcurrencyLevels(f, plan.concurrency_levels)
    : [];
  const measuredLevels = plan.concurrency_levels.filter((l) => !skippedLevels.includes(l));
  const promptHashes = (expectedMethodology.prompts as JsonObject[]).map((p) => p.sha256 as string);
  const rowFields = f.objects('rows');
  if (rowFields.length !== measuredLevels.length)
    fail(
      `rows must contain one row per measured concurrency level (${measuredLevels.join(', ')})`,
      file,
      '/rows',
    );
  const rows = rowFields.map((rf, i) => {
    rf.exactKeys(ROW_KEYS, ROW_EXTRA_KEYS);
    const concurrency = rf.integer('concurrency', 1, 1024);
    if (concurrency !== measuredLevels[i])
      fail(
        `row concurrency must be ${measuredLevels[i]} (rows are stored in ascending level order)`,
        file,
        rf.at('concurrency'),
      );
    if (rf.text('candidate_id', 128) !== candidateId)
      fail('row candidate_id must equal the artifact candidate_id', file, rf.at('candidate_id'));
    const sampleFields = rf.objects('samples');
    if (sampleFields.length !== plan.measured_requests_per_level) {
      fail(`must contain ${plan.measured_requests_per_level} measured samples`, file, rf.at('samples'));
    }
    const samples = sampleFields.map((sf, j) => parseSample(sf, j + 1, plan, promptHashes));
    let row: Row;
    try {
      row = aggregateRow(candidateId, concurrency, samples, plan.slo);
    } catch (e) {
      return fail((e as Error).message, file, rf.pointer);
    }
    const recomputed = rowFieldsJson(row, undefined);
    if (rf.raw('peak_rss_mib') !== null)
      fail('peak_rss_mib must be null (peak RSS is attached per run)', file, rf.at('peak_rss_mib'));
    for (const key of Object.keys(recomputed)) {
      if (key === 'samples') continue;
      if (!rf.has(key)) fail(`missing field ${key}`, file, rf.pointer);
      if (!jsonValueEquals(rf.raw(key), recomputed[key])) {
        fail(
          `${key} is ${canonicalJson(rf.raw(key)).trim()} but recomputing from the samples gives ${canonicalJson(recomputed[key]).trim()}`,
          file,
          rf.at(key),
        );
      }
    }
    for (const key of ROW_EXTRA_KEYS)
      if (rf.has(key) && !(key in recomputed))
        fail(`${key} requires per-sample extra fields`, file, rf.at(key));
    return row;
  });
  const highest = f.raw('highest_slo_concurrency');
  const expectedHighest = highestSloConcurrency(rows);
  if (!jsonValueEquals(highest, expectedHighest))
    fail(`highest_slo_concurrency must be ${expectedHighest}`, file, '/highest_slo_concurrency');
  const binding = f.object('evidence_binding');
  binding.exactKeys(['plan_sha256', 'request_base_url', 'server_configuration']);
  const planSha = binding.digest('plan_sha256');
  const url = binding.string('request_base_url');
  const sc = binding.object('server_configuration');
  return {
    candidateId,
    executionOrder,
    skippedLevels,
    rows,
    bindingServerConfiguration: sc,
    requestBaseUrl: url,
    planSha256: planSha,
  };
}
