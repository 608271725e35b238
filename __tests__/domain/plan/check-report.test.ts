// What check reports: problems with their fixes, which document a file is, and the study estimate.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError, SchemaError } from '../../../src/domain/core/errors.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  estimateStudy,
  fixFor,
  minutes,
  misplacedDocument,
  problemsOf,
  recognizeDocument,
} from '../../../src/domain/plan/check-report.js';
import { parseEvaluationSuite } from '../../../src/domain/plan/evaluation-suite.js';
import { deriveAuthoredDocuments } from '../../../src/domain/plan/authored-plan.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { collectRunSpecProblems, parseRunSpec } from '../../../src/domain/plan/run-spec.js';

const read = (name: string): JsonValue =>
  parseJson(readFileSync(`__tests__/fixtures/four-file-plans/tiny/${name}`, 'utf8'));
const DEFAULTS = { kleidiai: KLEIDIAI_V1_24_0_SOURCE };

test('each plan document is recognized by its keys', () => {
  expect(recognizeDocument(read('capacity-run.json'))).toBe('run-spec');
  expect(recognizeDocument(read('capacity-plan.json'))).toBe('capacity-plan');
  expect(recognizeDocument(read('load-plan.json'))).toBe('load-plan');
  expect(recognizeDocument(read('evaluation-suite.json'))).toBe('evaluation-suite');
  expect(recognizeDocument({ schema_version: '1.0' })).toBeUndefined();
  expect(misplacedDocument(read('capacity-run.json'), 'run-spec', 'x.json')).toBeUndefined();
  expect(misplacedDocument(read('capacity-plan.json'), 'run-spec', 'x.json')).toEqual({
    file: 'x.json',
    pointer: '',
    message:
      'this is a capacity plan (capacity-plan.json), not the run spec (capacity-run.json) or an authored plan (capacity.json)',
    fix: 'pass the run spec (capacity-run.json) that names it, or an authored plan (capacity.json): `--plan <capacity-run.json | capacity.json>`',
  });
});

test('an InputError becomes its file, pointer and bare message; a schema error each of its errors', () => {
  expect(
    problemsOf(new InputError('must be a lowercase SHA-256 digest', 'r.json', '/a/sha256'), 'f'),
  ).toEqual([
    {
      file: 'r.json',
      pointer: '/a/sha256',
      message: 'must be a lowercase SHA-256 digest',
      fix: 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`',
    },
  ]);
  expect(problemsOf(new InputError('file not found', 'gone.json'), 'f')[0]).toMatchObject({
    file: 'gone.json',
    pointer: '',
    message: 'file not found',
  });
  expect(problemsOf(new InputError('no file at all'), 'fallback.json')[0].file).toBe('fallback.json');
  const schema = new SchemaError('p.json', [
    { pointer: '/x', message: 'is required' },
    { pointer: '/y', message: 'is not an allowed key' },
  ]);
  expect(problemsOf(schema, 'f').map((p) => [p.pointer, p.message])).toEqual([
    ['/x', 'is required'],
    ['/y', 'is not an allowed key'],
  ]);
});

test.each([
  ['missing fields: size_bytes', '/candidates/a/model', /stat -c %s/],
  ['unknown fields: timeout', '', /spelling/],
  ['must be strictly ascending', '/server_parallel_levels', /ascending order/],
  ['must be strictly increasing', '/concurrency_levels', /ascending order/],
  [
    "must be 1f (… run 'paretopilot-capacity pins')",
    '/pins/canonical_release_sha256',
    /pins --plan .* --write/,
  ],
  ['build "x" is not declared under /builds', '/candidates/a/build', /declared under \/builds/],
  ['something else', '/z', /docs\/plan-files\.md describes every file/],
])('fix for %j', (message, pointer, fix) => {
  expect(fixFor(message, pointer)).toMatch(fix);
});

test('a run spec with several mistakes reports each, and keeps the candidates that read cleanly', () => {
  const spec = read('capacity-run.json') as Record<string, JsonValue> & {
    candidates: Record<string, JsonValue>;
  };
  const broken = {
    ...spec,
    timeout: 1,
    candidates: {
      ...spec.candidates,
      bad: { build: 'nope', model: { fixture: 'tiny-f16' }, server_args: [] },
    },
  };
  const reading = collectRunSpecProblems(broken, 'r.json', DEFAULTS);
  expect(reading.spec).toBeUndefined();
  expect(reading.problems.map((p) => p.message)).toEqual([
    'r.json: /: unknown fields: timeout',
    'r.json: /candidates/bad/build: build "nope" is not declared under /builds',
  ]);
  expect(reading.candidates.map((c) => c.id)).toEqual(['tiny-f16', 'tiny-q8']);
  // Every stage still stops at the first problem.
  expect(() => parseRunSpec(broken, 'r.json', DEFAULTS)).toThrow('r.json: /: unknown fields: timeout');
  expect(collectRunSpecProblems(spec, 'r.json', DEFAULTS).spec).toEqual(
    parseRunSpec(spec, 'r.json', DEFAULTS),
  );
});

test('the estimate of examples/tiny, from its grid, requests and timeouts', () => {
  const e = estimateStudy(
    parseRunSpec(read('capacity-run.json'), 'r', DEFAULTS),
    parseCapacityPlan(read('capacity-plan.json'), 'p'),
    parseLoadPlan(read('load-plan.json'), 'l'),
    parseEvaluationSuite(read('evaluation-suite.json'), 's'),
  );
  // 2 passes × 2 candidates × P {1, 2} = 8 servers, + 2 × 2 quality servers.
  expect([e.performanceServers, e.qualityServers, e.serverConfigurations]).toEqual([8, 4, 12]);
  // 8 × C {1, 2} × (2 + 32) + 4 × 3 cases.
  expect(e.requests).toBe(556);
  // 12 × 60 s start + 8 × (34 + 17 waves) × 30 s + 4 × 3 × 30 s.
  expect(e.upperBoundSeconds).toBe(720 + 8 * 51 * 30 + 360);
  expect(minutes(e.upperBoundSeconds)).toBe(222);
  expect(e.assumedSeconds).toBe((8 * 51 + 12) * 2);
  expect(e.inputs[2]).toBe('request timeout 30 s, server start up to 60 s, pause 0 s between servers');
});

test('the estimate of an open_loop plan adds each search budget (and one probe overrun to the bound)', () => {
  const derived = deriveAuthoredDocuments(
    parseJson(readFileSync('examples/tiny-open-loop/capacity.json', 'utf8')),
    'capacity.json',
    { kleidiai: KLEIDIAI_V1_24_0_SOURCE },
  );
  const spec = parseRunSpec(derived.runSpec, 'r', DEFAULTS);
  const plan = parseCapacityPlan(derived.plan, 'p');
  const loadPlan = parseLoadPlan(derived.loadPlan, 'l');
  const suite = parseEvaluationSuite(derived.suite, 's');
  const withSearch = estimateStudy(spec, plan, loadPlan, suite);
  const { open_loop: _, ...closed } = plan;
  const without = estimateStudy(spec, closed, loadPlan, suite);
  // 2 passes × 1 candidate × P {2} = 2 searches of at most 40 s each, + a 30 s overrun each.
  expect(withSearch.assumedSeconds - without.assumedSeconds).toBe(2 * 40);
  expect(withSearch.upperBoundSeconds - without.upperBoundSeconds).toBe(2 * (40 + 30));
  expect(withSearch.inputs.at(-1)).toContain('open_loop.budget_seconds');
});
