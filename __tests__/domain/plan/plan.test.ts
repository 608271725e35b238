// The capacity plan (§2): derived mirrored passes, the fixed gates and selection, receipt wording,
// and the normalized mapping a study embeds as `plan`.
import { readFileSync } from 'node:fs';
import { InputError } from '../../../src/domain/core/errors.js';
import { Fields } from '../../../src/domain/core/fields.js';
import type { JsonObject, JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { compactSortedJson } from '../../../src/domain/core/json-writer.js';
import {
  deriveMirroredPasses,
  parseCapacityPlan,
  parseSlo,
  planMapping,
  sloEquals,
  sloMapping,
  TIE_BREAKERS,
} from '../../../src/domain/plan/plan.js';

const FILE = '__tests__/fixtures/four-file-plans/tiny/capacity-plan.json';
const doc = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));
const parse = (d: unknown) => parseCapacityPlan(d as JsonValue, FILE);

function refusal(d: Record<string, any>): InputError {
  try {
    parse(d);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

test('deriveMirroredPasses repeats one forward/reverse pair per requested pair', () => {
  expect(deriveMirroredPasses(['a', 'b'], [1, 2], [1, 4], 2)).toEqual([
    {
      id: 'forward',
      candidate_order: ['a', 'b'],
      server_parallel_order: [1, 2],
      client_concurrency_order: [1, 4],
    },
    {
      id: 'reverse',
      candidate_order: ['b', 'a'],
      server_parallel_order: [2, 1],
      client_concurrency_order: [4, 1],
    },
    {
      id: 'forward-2',
      candidate_order: ['a', 'b'],
      server_parallel_order: [1, 2],
      client_concurrency_order: [1, 4],
    },
    {
      id: 'reverse-2',
      candidate_order: ['b', 'a'],
      server_parallel_order: [2, 1],
      client_concurrency_order: [4, 1],
    },
  ]);
  const ids = ['a', 'b'];
  const [forward] = deriveMirroredPasses(ids, [1], [1]);
  expect(forward.candidate_order).not.toBe(ids);
});

test('the tiny plan without passes derives one mirrored pair per decision pair', () => {
  const plan = parse(doc());
  expect(plan.passes.map((p) => p.id)).toEqual(['forward', 'reverse']);
  expect(plan.passes[1].candidate_order).toEqual(['tiny-q8', 'tiny-f16']);
  expect(plan.passes[1].server_parallel_order).toEqual([2, 1]);
  expect(plan.candidates.map((c) => c.role)).toEqual(['canonical-reference', 'resource-alternative']);
  expect(plan.selection.tie_breakers).toEqual([...TIE_BREAKERS]);
});

test('written passes must be exact mirrors', () => {
  const d = doc();
  d.passes = [
    {
      id: 'ab',
      candidate_order: ['tiny-f16', 'tiny-q8'],
      server_parallel_order: [1, 2],
      client_concurrency_order: [1, 2],
    },
    {
      id: 'ba',
      candidate_order: ['tiny-q8', 'tiny-f16'],
      server_parallel_order: [1, 2],
      client_concurrency_order: [2, 1],
    },
  ];
  const e = refusal(d);
  expect(e.pointer).toBe('/passes/1/server_parallel_order');
  expect(e.message).toMatch(/must be the reverse of \/passes\/0\/server_parallel_order/);
  d.passes[1].server_parallel_order = [2, 1];
  expect(parse(d).passes.map((p) => p.id)).toEqual(['ab', 'ba']);
});

test.each<[string, (d: Record<string, any>) => void, string, RegExp]>([
  ['no candidate', (d) => (d.candidates = []), '/candidates', /at least one candidate/],
  ['an unsafe candidate id', (d) => (d.candidates[1].id = '../x'), '/candidates/1/id', /path-safe id/],
  [
    'an unknown role',
    (d) => (d.candidates[1].role = 'challenger'),
    '/candidates/1/role',
    /role is not supported/,
  ],
  [
    'two references',
    (d) => (d.candidates[1].role = 'canonical-reference'),
    '/candidates',
    /exactly one canonical-reference \(found 2\)/,
  ],
  ['repeated candidate ids', (d) => (d.candidates[1].id = 'tiny-f16'), '/candidates', /unique ids/],
  ['unsorted server levels', (d) => (d.server_parallel_levels = [2, 1]), '/server_parallel_levels', /./],
  ['a tiny per-slot context', (d) => (d.per_slot_context_tokens = 64), '/per_slot_context_tokens', /./],
  [
    'a quality gate naming another reference',
    (d) => (d.quality_gate.reference_candidate_id = 'tiny-q8'),
    '/quality_gate/reference_candidate_id',
    /must name the canonical-reference candidate "tiny-f16"/,
  ],
  [
    'quality not required identical across P',
    (d) => (d.quality_gate.require_identical_outcomes_across_parallel = false),
    '/quality_gate/require_identical_outcomes_across_parallel',
    /must be true/,
  ],
  [
    'a capacity gate not requiring every pass SLO',
    (d) => (d.capacity_gate.require_every_pass_slo = false),
    '/capacity_gate/require_every_pass_slo',
    /must be true/,
  ],
  [
    'another objective',
    (d) => (d.selection.objective = 'ttft'),
    '/selection/objective',
    /fixed capacity objective generated_tokens_per_second_median/,
  ],
  [
    'direction min',
    (d) => (d.selection.direction = 'min'),
    '/selection/direction',
    /direction must be 'max'/,
  ],
  [
    'reordered tie breakers',
    (d) => d.selection.tie_breakers.reverse(),
    '/selection/tie_breakers',
    /in that order/,
  ],
  [
    'a TTFT bound above the e2e bound',
    (d) => (d.load_slo.max_ttft_ms_p95 = 4000),
    '/load_slo/max_ttft_ms_p95',
    /at most max_e2e_latency_ms_p95/,
  ],
  ['an empty receipt section', (d) => (d.receipt = {}), '/receipt', /must set at least one of title, banner/],
  ['a too-long receipt title', (d) => (d.receipt = { title: 'x'.repeat(201) }), '/receipt/title', /./],
  ['another schema version', (d) => (d.schema_version = '1.0'), '/schema_version', /./],
  ['a single written pass', (d) => (d.passes = [{}]), '/passes', /exactly two mirrored passes/],
])('%s is refused at its pointer', (_what, edit, pointer, message) => {
  const d = doc();
  edit(d);
  const e = refusal(d);
  expect(e.file).toBe(FILE);
  expect(e.pointer).toBe(pointer);
  expect(e.message).toMatch(message);
});

test('receipt wording is kept trimmed', () => {
  const d = doc();
  d.receipt = { title: '  A title  ' };
  expect(parse(d).receipt).toEqual({ title: 'A title' });
});

test('parseSlo accepts a null TTFT bound and the SLO maps to floats', () => {
  const f = Fields.root(
    parseJson('{"min_completion_rate": 0.5, "max_ttft_ms_p95": null, "max_e2e_latency_ms_p95": 100}'),
    'slo.json',
  );
  const slo = parseSlo(f);
  expect(slo).toEqual({ min_completion_rate: 0.5, max_ttft_ms_p95: null, max_e2e_latency_ms_p95: 100 });
  expect(compactSortedJson(sloMapping(slo))).toBe(
    '{"max_e2e_latency_ms_p95":100.0,"max_ttft_ms_p95":null,"min_completion_rate":0.5}',
  );
  expect(sloEquals(slo, { ...slo })).toBe(true);
  expect(sloEquals(slo, { ...slo, max_ttft_ms_p95: 50 })).toBe(false);
  expect(sloEquals(slo, { ...slo, min_completion_rate: 1 })).toBe(false);
});

test('the seed study plan maps back to exactly the plan the study embeds', () => {
  const study = parseJson(
    readFileSync('__tests__/fixtures/reference/capacity-study.seed.json', 'utf8'),
  ) as JsonObject;
  const embedded = study.plan as JsonObject;
  const plan = parseCapacityPlan(embedded, 'capacity-study.seed.json');
  expect(compactSortedJson(planMapping(plan))).toBe(compactSortedJson(embedded));
});

test('the mapping writes derived passes and optional sections only when present', () => {
  const d = doc();
  d.receipt = { banner: 'B' };
  const mapped = planMapping(parse(d));
  expect((mapped.passes as JsonObject[]).map((p) => p.id)).toEqual(['forward', 'reverse']);
  expect(mapped.receipt).toEqual({ banner: 'B' });
  expect('early_stop' in mapped).toBe(false);
  expect('open_loop' in mapped).toBe(false);
});
