// The load evaluation artifact (spec §5): SLO codes, row aggregation, and the validator that
// recomputes every row, on a seed run's artifact and edited copies of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../src/domain/core/errors.js';
import { float, type JsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import {
  aggregateRow,
  buildLoadEvaluation,
  highestSloConcurrency,
  jsonValueEquals,
  sloFailures,
  validateLoadEvaluation,
  type Sample,
} from '../../../src/domain/measurement/load-evaluation.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import type { Slo } from '../../../src/domain/plan/plan.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const read = (rel: string) => parseJson(readFileSync(join(SEED_BUNDLE_DIR, rel), 'utf8'));
const loadPlan = parseLoadPlan(read('load-plan.json'), 'load-plan.json');
const ARTIFACT = 'runs/forward/q8-generic/p1/load-evaluation.json';
const artifact = () => read(ARTIFACT) as JsonObject;
const SLO: Slo = { min_completion_rate: 0.9, max_ttft_ms_p95: 500, max_e2e_latency_ms_p95: 2000 };

function sample(index: number, startedAt: number, ms: number, ttft: number | null = 100): Sample {
  return {
    index,
    prompt_index: 1,
    prompt_sha256: 'a'.repeat(64),
    completed: ttft !== null,
    ttft_ms: ttft,
    e2e_latency_ms: ms,
    generated_tokens: ttft === null ? 0 : 64,
    error: ttft === null ? 'stream closed' : null,
    started_at_seconds: startedAt,
    finished_at_seconds: startedAt + ms / 1000,
  };
}

test.each<[string, [number, number | null, number | null, Slo], string[]]>([
  ['all met', [1, 400, 1500, SLO], []],
  ['maxima are strict', [0.9, 500, 2000, SLO], []],
  [
    'every limit missed',
    [0.5, 501, 2001, SLO],
    ['completion_rate_below_minimum', 'ttft_ms_p95_above_maximum', 'e2e_latency_ms_p95_above_maximum'],
  ],
  [
    'nothing completed',
    [0, null, null, SLO],
    ['completion_rate_below_minimum', 'no_completed_request_ttft', 'no_completed_request_e2e'],
  ],
  ['no TTFT limit', [1, 1e9, 10, { ...SLO, max_ttft_ms_p95: null }], []],
])('sloFailures: %s', (_name, args, expected) => {
  expect(sloFailures(...args)).toEqual(expected);
});

test('aggregateRow counts, rates and percentiles over the completed samples only', () => {
  const samples = [sample(1, 10, 1000), sample(2, 10.5, 1500, 300), sample(3, 11, 500, null)];
  const row = aggregateRow('c', 2, samples, SLO);
  expect(row).toMatchObject({
    candidate_id: 'c',
    concurrency: 2,
    request_count: 3,
    completed_requests: 2,
    failed_requests: 1,
    wall_time_seconds: 2,
    requests_per_second: 1,
    generated_tokens_per_second: 64,
    ttft_ms_p50: 200,
    e2e_latency_ms_p50: 1250,
    slo_failures: ['completion_rate_below_minimum'],
    slo_met: false,
    extras: null,
  });
  expect(row.completion_rate).toBeCloseTo(2 / 3, 12);
  expect(row.error_rate).toBeCloseTo(1 / 3, 12);
  expect(() => aggregateRow('c', 4, [], SLO)).toThrow('concurrency 4: no measured samples');
  const instant = { ...sample(1, 10, 1), finished_at_seconds: 10 };
  expect(() => aggregateRow('c', 4, [instant], SLO)).toThrow(
    'concurrency 4: measured wall time must be positive',
  );
});

test('highestSloConcurrency is the highest level meeting the SLO, null when none does', () => {
  expect(
    highestSloConcurrency([
      { concurrency: 1, slo_met: true },
      { concurrency: 4, slo_met: true },
      { concurrency: 2, slo_met: false },
    ]),
  ).toBe(4);
  expect(highestSloConcurrency([{ concurrency: 1, slo_met: false }])).toBeNull();
});

test.each<[JsonValue, JsonValue, boolean]>([
  [1, float(1), true],
  [float(1.5), float(1.5), true],
  [1, 2, false],
  [1, '1', false],
  [null, 0, false],
  [{ a: [1, { b: null }] }, { a: [float(1), { b: null }] }, true],
  [{ a: 1 }, { a: 1, b: 2 }, false],
  [[1, 2], [2, 1], false],
])('jsonValueEquals(%j, %j) is %p', (a, b, expected) => {
  expect(jsonValueEquals(a, b)).toBe(expected);
});

test('a seed artifact validates, and rebuilding it from the validated rows gives it back', () => {
  const value = artifact();
  const v = validateLoadEvaluation(value, loadPlan, ARTIFACT);
  expect(v.candidateId).toBe('q8-generic');
  expect(v.rows.map((r) => r.concurrency)).toEqual(loadPlan.concurrency_levels);
  expect(v.executionOrder).toEqual(loadPlan.concurrency_levels);
  expect(v.skippedLevels).toEqual([]);
  const rebuilt = buildLoadEvaluation({
    candidateId: v.candidateId,
    plan: loadPlan,
    executionOrder: v.executionOrder,
    levels: v.rows.map((r) => ({ concurrency: r.concurrency, samples: r.samples })),
    binding: value.evidence_binding as JsonObject,
  });
  expect(rebuilt.schema_version).toBe('1.0');
  expect(jsonValueEquals(rebuilt, value)).toBe(true);
  // A non-default order is schema 1.1 and lists it.
  const reversed = [...v.executionOrder].reverse();
  const other = buildLoadEvaluation({
    candidateId: v.candidateId,
    plan: loadPlan,
    executionOrder: reversed,
    levels: v.rows.map((r) => ({ concurrency: r.concurrency, samples: r.samples })),
    binding: value.evidence_binding as JsonObject,
  });
  expect(other.schema_version).toBe('1.1');
  expect(other.execution_order).toEqual(reversed);
  expect(validateLoadEvaluation(parseJson(canonicalJson(other)), loadPlan, 'x.json').executionOrder).toEqual(
    reversed,
  );
});

type Edit = (doc: any) => void;
test.each<[string, Edit, string]>([
  [
    'a stored row value',
    (d) => (d.rows[0].completed_requests += 1),
    `${ARTIFACT}: /rows/0/completed_requests: completed_requests is `,
  ],
  [
    'a synthetic artifact',
    (d) => (d.synthetic = true),
    `${ARTIFACT}: /synthetic: synthetic load evaluations are not accepted`,
  ],
  [
    'an unknown schema',
    (d) => (d.schema_version = '2.0'),
    `${ARTIFACT}: /schema_version: schema_version must be "1.0" or "1.1"`,
  ],
  [
    'a sample out of sequence',
    (d) => (d.rows[0].samples[1].index = 7),
    `${ARTIFACT}: /rows/0/samples/1/index: index must be 2 (sequential)`,
  ],
  [
    'a wrong highest level',
    (d) => (d.highest_slo_concurrency = 999),
    `${ARTIFACT}: /highest_slo_concurrency: highest_slo_concurrency must be `,
  ],
  [
    'a missing row',
    (d) => d.rows.pop(),
    `${ARTIFACT}: /rows: rows must contain one row per measured concurrency level`,
  ],
  [
    'a non-null peak RSS',
    (d) => (d.rows[0].peak_rss_mib = 1),
    `${ARTIFACT}: /rows/0/peak_rss_mib: peak_rss_mib must be null`,
  ],
])('%s: InputError naming the pointer', (_name, edit, message) => {
  const doc = artifact();
  edit(doc);
  const value = parseJson(canonicalJson(doc));
  expect(() => validateLoadEvaluation(value, loadPlan, ARTIFACT)).toThrow(InputError);
  expect(() => validateLoadEvaluation(value, loadPlan, ARTIFACT)).toThrow(message);
});
