import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JsonFloat, type JsonObject, type JsonValue } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { InputError } from '../../src/domain/core/errors.js';
import { validateDocument, type SchemaKind } from '../../src/domain/core/schema-validation.js';
import { SchemaError } from '../../src/domain/core/errors.js';
import { REFERENCE_DIR, SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';

const SEED = SEED_BUNDLE_DIR;
const SCHEMA_DIR = join(process.cwd(), 'schemas');

type SchemaDocument = { $id: string } & Record<string, unknown>;
type FileKind = Exclude<SchemaKind, 'quality-evaluation'>;

/** The schema files the validators are generated from, keyed by the document kind they describe. */
const { SCHEMA_FILES } = (await import(
  pathToFileURL(join(process.cwd(), 'scripts/generate-validators.mjs')).href
)) as { SCHEMA_FILES: Readonly<Record<FileKind, string>> };
const SCHEMAS = Object.fromEntries(
  Object.entries(SCHEMA_FILES).map(([kind, file]) => [
    kind,
    JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')),
  ]),
) as Readonly<Record<FileKind, SchemaDocument>>;
/** Schema reference of the raw quality evaluation: a definition of the wrapper schema. */
const SCHEMA_REFS = { 'quality-evaluation': `${SCHEMAS['quality-evidence'].$id}#/$defs/rawEvaluation` };

const RUNS = ['forward', 'reverse'].flatMap((pass) =>
  ['q8-generic', 'q4-kleidiai-tuned'].flatMap((c) => [1, 2, 4].map((p) => `runs/${pass}/${c}/p${p}`)),
);
const QUALITY = ['q8-generic', 'q4-kleidiai-tuned'].flatMap((c) =>
  [1, 2, 4].map((p) => `quality/${c}/p${p}`),
);

function load(rel: string): JsonObject {
  return parseJson(readFileSync(join(SEED, rel), 'utf8')) as JsonObject;
}

const cache = new Map<string, string>();
/** A fresh mutable copy of a seed document (parsed from cached text). */
function seed(rel: string): JsonObject {
  if (!cache.has(rel)) cache.set(rel, readFileSync(join(SEED, rel), 'utf8'));
  return parseJson(cache.get(rel)!) as JsonObject;
}

function thrown(kind: SchemaKind, value: JsonValue, file = 'doc.json'): SchemaError {
  try {
    validateDocument(kind, value, file);
  } catch (e) {
    expect(e).toBeInstanceOf(SchemaError);
    return e as SchemaError;
  }
  throw new Error(`expected ${file} to fail ${kind}`);
}

function obj(v: JsonValue): JsonObject {
  return v as JsonObject;
}

describe('schema files', () => {
  test('every schema file is exported, with a stable $id and the 2020-12 dialect', () => {
    const files = readdirSync(SCHEMA_DIR);
    expect(Object.keys(SCHEMAS)).toHaveLength(12);
    for (const kind of Object.keys(SCHEMAS)) expect(files).toContain(`${kind}.schema.json`);
    for (const [kind, schema] of Object.entries(SCHEMAS)) {
      const onDisk = JSON.parse(readFileSync(join(SCHEMA_DIR, `${kind}.schema.json`), 'utf8'));
      expect(schema).toEqual(onDisk);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^https:\/\/paretopilot\.dev\/schemas\/[a-z-]+-\d+\.\d+\.json$/);
      expect(typeof schema.description).toBe('string');
    }
    expect(SCHEMA_REFS['quality-evaluation']).toBe(
      'https://paretopilot.dev/schemas/quality-evidence-1.0.json#/$defs/rawEvaluation',
    );
  });

  test('every object schema that lists properties closes them (exact keys)', () => {
    const open: string[] = [];
    // Deliberately open: free-form host facts, the `contains` probe, and conditional or combined
    // subschemas that only add a rule to an object closed elsewhere.
    const allowedOpen = new Set([
      'manifest:/properties/host_evidence',
      'capacity-plan:/properties/candidates/contains',
      'capacity-study:/properties/plan/allOf/1',
      'load-evaluation:/if',
      'load-evaluation:/then',
      'load-evaluation:/else',
      'status:',
      'status:/if',
      'status:/else/if',
      // The authored plan: two closed forms chosen by if/then/else, and the open_loop block passed
      // through unchanged to the capacity plan, whose own reader judges it.
      'capacity:/properties/llama_cpp',
      'capacity:/properties/models/additionalProperties',
      'capacity:/properties/open_loop',
      'capacity-run:/properties/llama_cpp',
      'capacity-run:/properties/candidates/additionalProperties/properties/model',
    ]);
    const walk = (node: unknown, kind: string, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, kind, `${path}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const rec = node as Record<string, unknown>;
      if (rec.type === 'object' && !allowedOpen.has(`${kind}:${path}`)) {
        if (rec.additionalProperties === undefined) open.push(`${kind}:${path}`);
      }
      for (const [key, value] of Object.entries(rec)) {
        if (key === 'const' || key === 'enum') continue;
        walk(value, kind, `${path}/${key}`);
      }
    };
    for (const [kind, schema] of Object.entries(SCHEMAS)) walk(schema, kind, '');
    expect(open).toEqual([]);
  });
});

describe('seed documents validate', () => {
  test.each([
    ['capacity-plan', 'capacity-plan.json'],
    ['load-plan', 'load-plan.json'],
    ['evaluation-suite', 'evaluation-suite.json'],
    ['manifest', 'manifest.json'],
    ['capacity-study', 'capacity-study.json'],
    ['status', 'status.json'],
    ...RUNS.map((r) => ['server-command', `${r}/server-command.json`]),
    ...RUNS.map((r) => ['load-evaluation', `${r}/load-evaluation.json`]),
    ...QUALITY.map((q) => ['server-command', `${q}/server-command.json`]),
    ...QUALITY.map((q) => ['quality-evidence', `${q}/quality-evidence.json`]),
    ...QUALITY.map((q) => ['quality-evaluation', `${q}/quality-evaluation.raw.json`]),
  ] as [SchemaKind, string][])('%s: %s', (kind, rel) => {
    expect(() => validateDocument(kind, load(rel), rel)).not.toThrow();
  });

  test('the reference capacity and load plans validate too', () => {
    const ref = REFERENCE_DIR;
    validateDocument(
      'capacity-plan',
      parseJson(readFileSync(join(ref, 'capacity.arm64.json'), 'utf8')),
      'capacity.arm64.json',
    );
    validateDocument(
      'load-plan',
      parseJson(readFileSync(join(ref, 'load.arm64.json'), 'utf8')),
      'load.arm64.json',
    );
    validateDocument(
      'evaluation-suite',
      parseJson(readFileSync(join(ref, 'qwen-behavior-v2.json'), 'utf8')),
      'suite',
    );
  });
});

describe('generalized plans validate', () => {
  test('three candidates, other levels, no passes, a fractional tolerance', () => {
    const plan = seed('capacity-plan.json');
    const third = { ...obj((plan.candidates as JsonValue[])[1]), id: 'q4-generic', label: 'Q4 generic' };
    (plan.candidates as JsonValue[]).push(third);
    plan.server_parallel_levels = [1, 3, 8, 1024];
    plan.client_concurrency_levels = [1, 16];
    delete plan.passes;
    obj(plan.selection).objective_tolerance_percent = new JsonFloat(0.5);
    expect(() => validateDocument('capacity-plan', plan, 'capacity-plan.json')).not.toThrow();
  });

  test('load plan with other levels and long outputs; manifest with tool and host evidence', () => {
    const loadPlan = seed('load-plan.json');
    loadPlan.concurrency_levels = [1, 3, 16];
    loadPlan.output_tokens = 2048;
    expect(() => validateDocument('load-plan', loadPlan, 'load-plan.json')).not.toThrow();
    const manifest = seed('manifest.json');
    manifest.tool = { name: 'paretopilot-capacity', version: '0.1.0', repository: 'paretopilot/capacity' };
    manifest.host_evidence = { lscpu: { flags: ['asimd', 'sve2'] }, anything: null };
    obj(manifest.runner).architecture = 'x86_64';
    obj(manifest.source).workflow = 'local run';
    manifest.synthetic = true;
    expect(() => validateDocument('manifest', manifest, 'manifest.json')).not.toThrow();
  });

  test('load evaluation with the optional timing extras', () => {
    const evaluation = seed(`${RUNS[0]}/load-evaluation.json`);
    const row = obj((evaluation.rows as JsonValue[])[0]);
    Object.assign(row, {
      tpot_ms_p50: new JsonFloat(21.5),
      tpot_ms_p95: null,
      itl_ms_p50: new JsonFloat(20),
      itl_ms_p95: null,
    });
    Object.assign(obj((row.samples as JsonValue[])[0]), {
      tpot_ms: new JsonFloat(21.5),
      itl_ms_p50: null,
      itl_ms_p95: new JsonFloat(30.25),
      content_event_count: 64,
    });
    expect(() => validateDocument('load-evaluation', evaluation, 'load-evaluation.json')).not.toThrow();
  });

  test('a quality suite temperature written 0.0 (any value equal to 0, as the reference reads it)', () => {
    for (const temperature of [new JsonFloat(0), new JsonFloat(-0), 0]) {
      const wrapper = seed(`${QUALITY[0]}/quality-evidence.json`);
      obj(obj(wrapper.evaluation).suite).temperature = temperature;
      expect(() => validateDocument('quality-evidence', wrapper, 'quality-evidence.json')).not.toThrow();
    }
  });

  test('a 256-character label of emoji: maxLength counts characters, as the parser does', () => {
    const plan = seed('capacity-plan.json');
    obj((plan.candidates as JsonValue[])[0]).label = '\u{1F600}'.repeat(256);
    expect(() => validateDocument('capacity-plan', plan, 'p')).not.toThrow();
    obj((plan.candidates as JsonValue[])[0]).label = '\u{1F600}'.repeat(257);
    expect(thrown('capacity-plan', plan, 'p').messages).toEqual([
      '/candidates/0/label: must NOT have more than 256 characters',
    ]);
  });

  test('incomplete status', () => {
    const status: JsonObject = {
      canonical_outputs_modified: false,
      classification: 'incomplete',
      failed_stage: 'measure',
      failed_cells: ['forward/q8-generic/p4'],
      missing_cells: ['reverse/q8-generic/p4'],
      measurement_valid: false,
      reason: 'llama-server exited before becoming healthy',
      schema_version: '1.0',
      status: 'incomplete',
    };
    expect(() => validateDocument('status', status, 'status.json')).not.toThrow();
    status.measurement_valid = true;
    const error = thrown('status', status, 'status.json');
    expect(error.message).toBe('status.json: /measurement_valid: must be false');
  });
});

/** [name, kind, seed file, mutation, expected pointer, expected message fragment] */
const BAD: [string, SchemaKind, string, (doc: JsonObject) => void, string, string][] = [
  ['missing key', 'capacity-plan', 'capacity-plan.json', (d) => delete d.scope, '/scope', 'is required'],
  [
    'unknown key',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (d.extra = 1),
    '/extra',
    'is not an allowed key',
  ],
  [
    'unknown nested key',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj((d.candidates as JsonValue[])[0]).colour = 'red'),
    '/candidates/0/colour',
    'is not an allowed key',
  ],
  [
    'wrong type',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (d.per_slot_context_tokens = '2048'),
    '/per_slot_context_tokens',
    'must be number',
  ],
  [
    'float where int',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (d.per_slot_context_tokens = new JsonFloat(2048)),
    '/per_slot_context_tokens',
    'must be an integer written without a fraction or exponent',
  ],
  [
    'fractional int',
    'load-plan',
    'load-plan.json',
    (d) => (d.output_tokens = new JsonFloat(64.5)),
    '/output_tokens',
    'must be integer',
  ],
  [
    'float in an int array',
    'capacity-plan',
    'capacity-plan.json',
    (d) => ((d.server_parallel_levels as JsonValue[])[1] = new JsonFloat(2)),
    '/server_parallel_levels/1',
    'without a fraction',
  ],
  [
    'bad digest',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj(d.pins).load_plan_sha256 = 'B10F'.padEnd(64, '0')),
    '/pins/load_plan_sha256',
    'must match pattern "^[0-9a-f]{64}$"',
  ],
  [
    'path-unsafe id',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj((d.candidates as JsonValue[])[0]).id = '../q8'),
    '/candidates/0/id',
    'must match pattern',
  ],
  [
    'empty candidates',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (d.candidates = []),
    '/candidates',
    'must NOT have fewer than 1 items',
  ],
  [
    'two canonical references',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj((d.candidates as JsonValue[])[1]).role = 'canonical-reference'),
    '/candidates',
    'no more than 1 valid item(s)',
  ],
  [
    'unknown role',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj((d.candidates as JsonValue[])[1]).role = 'other'),
    '/candidates/1/role',
    'must be one of',
  ],
  [
    'level out of range',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (d.client_concurrency_levels = [1, 2, 2048]),
    '/client_concurrency_levels/2',
    'must be <= 1024',
  ],
  [
    'twenty-one passes (more than ten counterbalanced pairs)',
    'capacity-plan',
    'capacity-plan.json',
    (d) => {
      const passes = d.passes as JsonValue[];
      while (passes.length < 21) passes.push(passes[0]);
    },
    '/passes',
    'must NOT have more than 20 items',
  ],
  [
    'tolerance above 50',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj(d.selection).objective_tolerance_percent = new JsonFloat(60)),
    '/selection/objective_tolerance_percent',
    'must be <= 50',
  ],
  [
    'reordered tie breakers',
    'capacity-plan',
    'capacity-plan.json',
    (d) => (obj(d.selection).tie_breakers as JsonValue[]).reverse(),
    '/selection/tie_breakers',
    'must be ["e2e_latency_ms_p95_median"',
  ],
  [
    'boolean where int',
    'load-plan',
    'load-plan.json',
    (d) => (d.warmup_requests_per_level = true),
    '/warmup_requests_per_level',
    'must be number',
  ],
  [
    'duplicate prompts',
    'load-plan',
    'load-plan.json',
    (d) => (d.prompts = ['a', 'a']),
    '/prompts',
    'must NOT have duplicate items',
  ],
  [
    'wrong schema version',
    'load-plan',
    'load-plan.json',
    (d) => (d.schema_version = '2.0'),
    '/schema_version',
    'must be "1.0"',
  ],
  [
    'argv with whitespace',
    'server-command',
    `${RUNS[0]}/server-command.json`,
    (d) => ((d.argv as JsonValue[])[1] = ' --model'),
    '/argv/1',
    'must match pattern',
  ],
  [
    '1.1 artifact without execution order',
    'load-evaluation',
    `${RUNS[6]}/load-evaluation.json`,
    (d) => delete d.execution_order,
    '/execution_order',
    'is required',
  ],
  [
    '1.0 artifact with execution order',
    'load-evaluation',
    `${RUNS[0]}/load-evaluation.json`,
    (d) => (d.execution_order = [4, 2, 1]),
    '/execution_order',
    'is not allowed here',
  ],
  [
    'sample error of the wrong type',
    'load-evaluation',
    `${RUNS[0]}/load-evaluation.json`,
    (d) => (obj((obj((d.rows as JsonValue[])[2]).samples as JsonValue[])[5]).error = 5),
    '/rows/2/samples/5/error',
    'must match one of the allowed forms (must be null | must be string)',
  ],
  [
    'peak RSS in a row',
    'load-evaluation',
    `${RUNS[0]}/load-evaluation.json`,
    (d) => (obj((d.rows as JsonValue[])[0]).peak_rss_mib = new JsonFloat(1.5)),
    '/rows/0/peak_rss_mib',
    'must be null',
  ],
  [
    'bad base url',
    'quality-evidence',
    `${QUALITY[0]}/quality-evidence.json`,
    (d) => (d.request_base_url = 'http://127.0.0.1/'),
    '/request_base_url',
    'must match pattern',
  ],
  [
    'non-zero temperature',
    'quality-evidence',
    `${QUALITY[0]}/quality-evidence.json`,
    (d) => (obj(obj(d.evaluation).suite).temperature = new JsonFloat(0.5)),
    '/evaluation/suite/temperature',
    'must be 0',
  ],
  [
    'short revision',
    'manifest',
    'manifest.json',
    (d) => (obj(d.source).revision = 'db9ccaf'),
    '/source/revision',
    'must match pattern "^[0-9a-f]{40}$"',
  ],
  [
    'blank text',
    'manifest',
    'manifest.json',
    (d) => (obj(d.runner).cpu = '   '),
    '/runner/cpu',
    'must match pattern "\\S"',
  ],
  [
    'unsafe candidate key',
    'manifest',
    'manifest.json',
    (d) => (obj(d.candidates)['a b'] = obj(d.candidates)['q8-generic']),
    '/candidates/a b',
    'key must match pattern',
  ],
  [
    'tool with a shell metacharacter',
    'manifest',
    'manifest.json',
    (d) => (d.tool = { name: 'x', version: '1.0.0; rm', repository: 'a/b' }),
    '/tool/version',
    'must match pattern',
  ],
  [
    'study plan without passes',
    'capacity-study',
    'capacity-study.json',
    (d) => delete obj(d.plan).passes,
    '/plan/passes',
    'is required',
  ],
  [
    'study: unknown failure code',
    'capacity-study',
    'capacity-study.json',
    (d) => (obj(obj((d.cells as JsonValue[])[3]).summary).failure_reasons = ['forward:made_up']),
    '/cells/3/summary/failure_reasons/0',
    'must match pattern',
  ],
  [
    'study: embedded load evaluation is checked',
    'capacity-study',
    'capacity-study.json',
    (d) => delete obj(obj(obj(d.source_artifacts).load_evaluations)['forward/q8-generic/p1']).evaluation,
    '/source_artifacts/load_evaluations/forward~1q8-generic~1p1/evaluation',
    'is required',
  ],
  [
    'study: float count in an embedded artifact',
    'capacity-study',
    'capacity-study.json',
    (d) => {
      const evaluation = obj(
        obj(obj(obj(d.source_artifacts).load_evaluations)['reverse/q8-generic/p2']).evaluation,
      );
      obj((evaluation.rows as JsonValue[])[1]).request_count = new JsonFloat(8);
    },
    '/source_artifacts/load_evaluations/reverse~1q8-generic~1p2/evaluation/rows/1/request_count',
    'without a fraction',
  ],
  [
    'study: selection tolerance missing',
    'capacity-study',
    'capacity-study.json',
    (d) => delete obj((d.selections as JsonValue[])[0]).objective_tolerance_percent,
    '/selections/0/objective_tolerance_percent',
    'is required',
  ],
  [
    'status: complete without points',
    'status',
    'status.json',
    (d) => delete d.selected_operating_points,
    '/selected_operating_points',
    'is required',
  ],
  [
    'status: unknown status',
    'status',
    'status.json',
    (d) => (d.status = 'done'),
    '/status',
    'must be one of "complete", "incomplete"',
  ],
];

describe('bad documents fail with the pointer', () => {
  test.each(BAD)('%s', (_name, kind, rel, mutate, pointer, fragment) => {
    const doc = seed(rel);
    mutate(doc);
    const error = thrown(kind, doc, rel);
    expect(error).toBeInstanceOf(InputError);
    expect(error.file).toBe(rel);
    const line = error.messages.find((m) => m.startsWith(`${pointer}: `));
    expect({ messages: error.messages, found: line?.includes(fragment) }).toEqual({
      messages: error.messages,
      found: true,
    });
    expect(error.message.startsWith(`${rel}: `)).toBe(true);
    expect(error.message).toContain(`${pointer}: `);
  });

  test('the message lists every violation, at most ten, and the first pointer is exposed', () => {
    const plan = seed('capacity-plan.json');
    delete plan.scope;
    plan.classification = 'other';
    obj(plan.pins).load_plan_sha256 = 'x';
    const error = thrown('capacity-plan', plan, 'capacity-plan.json');
    expect(error.messages).toEqual([
      '/scope: is required',
      '/classification: must be "supplementary-capacity"',
      '/pins/load_plan_sha256: must match pattern "^[0-9a-f]{64}$"',
    ]);
    expect(error.pointer).toBe('/scope');
    expect(error.message).toBe(
      'capacity-plan.json: /scope: is required; /classification: must be "supplementary-capacity"; /pins/load_plan_sha256: must match pattern "^[0-9a-f]{64}$"',
    );

    const many = seed('load-plan.json');
    many.prompts = Array.from({ length: 14 }, () => 3);
    const manyError = thrown('load-plan', many, 'load-plan.json');
    expect(manyError.messages.length).toBeGreaterThan(10);
    expect(manyError.message).toMatch(/\(and \d+ more\)$/);
    expect(manyError.message.split('; ')).toHaveLength(10);
  });

  test('integral floats pass where a number is expected and fail only where an integer is', () => {
    const plan = seed('capacity-plan.json');
    obj(plan.capacity_gate).max_server_peak_rss_mib = new JsonFloat(4096);
    plan.per_slot_context_tokens = 2048;
    expect(() => validateDocument('capacity-plan', plan, 'p')).not.toThrow();
    obj(plan.capacity_gate).max_server_peak_rss_mib = 4096;
    expect(() => validateDocument('capacity-plan', plan, 'p')).not.toThrow();
    plan.per_slot_context_tokens = new JsonFloat(2048);
    expect(thrown('capacity-plan', plan, 'p').messages).toEqual([
      '/per_slot_context_tokens: must be an integer written without a fraction or exponent',
    ]);
  });

  test('a float token is judged per document, not remembered across calls', () => {
    const bad = seed('load-plan.json');
    bad.output_tokens = new JsonFloat(64);
    expect(() => validateDocument('load-plan', bad, 'a')).toThrow(SchemaError);
    expect(() => validateDocument('load-plan', seed('load-plan.json'), 'b')).not.toThrow();
  });
});
