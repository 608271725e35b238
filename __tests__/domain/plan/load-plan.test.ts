// The load plan (§3): its bounds, and the methodology contract every load artifact repeats (§3.2).
import { readFileSync } from 'node:fs';
import { InputError } from '../../../src/domain/core/errors.js';
import { promptSha256 } from '../../../src/domain/core/hashing.js';
import { JsonFloat, toPlain, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  loadContract,
  methodology,
  parseLoadPlan,
  promptIndexFor,
} from '../../../src/domain/plan/load-plan.js';

const FILE = '__tests__/fixtures/four-file-plans/tiny/load-plan.json';
const doc = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));
const parse = (d: unknown) => parseLoadPlan(d as JsonValue, FILE);

test('the tiny example load plan reads as declared', () => {
  const plan = parseLoadPlan(parseJson(readFileSync(FILE, 'utf8')), FILE);
  expect(plan).toEqual({
    prompts: doc().prompts,
    output_tokens: 64,
    warmup_requests_per_level: 2,
    measured_requests_per_level: 32,
    concurrency_levels: [1, 2],
    timeout_seconds: 30,
    slo: { min_completion_rate: 1, max_ttft_ms_p95: 1000, max_e2e_latency_ms_p95: 3000 },
  });
});

test.each<[string, (d: Record<string, any>) => void, string, RegExp]>([
  ['a blank prompt', (d) => (d.prompts[1] = '  \n'), '/prompts/1', /must be a non-empty string/],
  ['a non-string prompt', (d) => (d.prompts[0] = 7), '/prompts/0', /must be a non-empty string/],
  ['an over-long prompt', (d) => (d.prompts[2] = 'x'.repeat(8193)), '/prompts/2', /at most 8192 characters/],
  ['no prompt', (d) => (d.prompts = []), '/prompts', /must contain 1 to 16 prompts/],
  ['17 prompts', (d) => (d.prompts = Array.from({ length: 17 }, (_, i) => `p${i}`)), '/prompts', /1 to 16/],
  ['repeated prompts', (d) => (d.prompts = ['a', 'b', 'a']), '/prompts', /prompts must be distinct/],
  ['no concurrency level', (d) => (d.concurrency_levels = []), '/concurrency_levels', /must not be empty/],
  ['unsorted levels', (d) => (d.concurrency_levels = [2, 1]), '/concurrency_levels', /strictly increasing/],
  ['repeated levels', (d) => (d.concurrency_levels = [1, 1]), '/concurrency_levels', /strictly increasing/],
  [
    'measured requests not divisible by a level',
    (d) => ((d.concurrency_levels = [1, 3]), (d.measured_requests_per_level = 32)),
    '/measured_requests_per_level',
    /divisible by every concurrency level \(not by 3\)/,
  ],
  [
    'fewer measured requests than the top level',
    (d) => ((d.concurrency_levels = [1, 64]), (d.measured_requests_per_level = 32)),
    '/measured_requests_per_level',
    /./,
  ],
  ['a zero timeout', (d) => (d.timeout_seconds = 0), '/timeout_seconds', /./],
  ['a warmup above 32', (d) => (d.warmup_requests_per_level = 33), '/warmup_requests_per_level', /./],
  ['an unknown key', (d) => (d.seed = 1), '', /seed/],
  ['another schema version', (d) => (d.schema_version = '1.1'), '/schema_version', /./],
])('%s is refused at its pointer', (_what, edit, pointer, message) => {
  const d = doc();
  edit(d);
  let error: unknown;
  try {
    parse(d);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InputError);
  const e = error as InputError;
  expect(e.file).toBe(FILE);
  if (pointer) expect(e.pointer).toBe(pointer);
  expect(e.message).toMatch(message);
});

test('sixteen distinct prompts and the bound values are accepted', () => {
  const d = doc();
  d.prompts = Array.from({ length: 16 }, (_, i) => `prompt ${i}`);
  d.prompts[0] = 'x'.repeat(8192);
  d.concurrency_levels = [1, 2, 4];
  d.measured_requests_per_level = 4;
  d.warmup_requests_per_level = 0;
  const plan = parse(d);
  expect(plan.prompts).toHaveLength(16);
  expect(plan.measured_requests_per_level).toBe(4);
  expect(plan.warmup_requests_per_level).toBe(0);
});

test('the methodology numbers and hashes each prompt and names the schedule', () => {
  const plan = parse(doc());
  const m = methodology(plan);
  expect(m).toEqual({
    concurrency_levels: [1, 2],
    prompts: plan.prompts.map((text, i) => ({ index: i + 1, text, sha256: promptSha256(text) })),
    output_tokens: 64,
    warmup_requests_per_level: 2,
    measured_requests_per_level: 32,
    prompt_schedule: 'round-robin',
    client_scheduler: 'bounded thread pool',
  });
  expect((m.prompts as { sha256: string }[])[0].sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(m.concurrency_levels).not.toBe(plan.concurrency_levels);
});

test('the load contract carries the plan hash, the methodology and the SLO mapping', () => {
  const plan = parse(doc());
  const contract = loadContract(plan, 'c'.repeat(64));
  expect(contract.load_plan_sha256).toBe('c'.repeat(64));
  expect(contract.methodology).toEqual(methodology(plan));
  // The SLO bounds are floats in the published form, so they round-trip as 1.0, 1000.0, 3000.0.
  expect(Object.values(contract.slo as object).every((v) => v instanceof JsonFloat)).toBe(true);
  expect(toPlain(contract.slo as JsonValue)).toEqual({
    min_completion_rate: 1,
    max_ttft_ms_p95: 1000,
    max_e2e_latency_ms_p95: 3000,
  });
});

test.each([
  [1, 3, 1],
  [3, 3, 3],
  [4, 3, 1],
  [8, 3, 2],
  [5, 1, 1],
])('request %i of %i prompts uses prompt %i (round robin)', (index, count, expected) => {
  expect(promptIndexFor(index, count)).toBe(expected);
});
