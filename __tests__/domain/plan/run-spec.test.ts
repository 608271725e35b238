// The run spec: defaults, every independent problem reported at once, and the canonical command,
// lock and release documents whose hashes the capacity plan pins.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError } from '../../../src/domain/core/errors.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import {
  binaryPathFor,
  canonicalArgv,
  canonicalDocuments,
  canonicalPins,
  collectRunSpecProblems,
  modelPathFor,
  parseRunSpec,
} from '../../../src/domain/plan/run-spec.js';

const DIR = '__tests__/fixtures/four-file-plans/tiny';
const FILE = `${DIR}/capacity-run.json`;
const defaults = { kleidiai: KLEIDIAI_V1_24_0_SOURCE };
const specDoc = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));
const plan = () => parseCapacityPlan(parseJson(readFileSync(`${DIR}/capacity-plan.json`, 'utf8')));
const parse = (v: unknown) => parseRunSpec(v as JsonValue, FILE, defaults);

test('the tiny example reads with its declared values and the documented defaults', () => {
  const spec = parse(specDoc());
  expect(spec.capacityPlanPath).toBe('capacity-plan.json');
  expect(spec.loadPlanPath).toBe('load-plan.json');
  expect(spec.evaluationSuitePath).toBe('evaluation-suite.json');
  expect(spec.source).toMatchObject({ kind: 'npm-bundle', version: '3.21.1' });
  expect(spec.builds.map((b) => [b.label, b.kleidiai])).toEqual([['generic', false]]);
  expect(spec.candidates.map((c) => [c.id, c.build])).toEqual([
    ['tiny-f16', 'generic'],
    ['tiny-q8', 'generic'],
  ]);
  expect(spec.canonicalEvidence).toEqual({ runId: 'local-example', releaseTag: 'examples-tiny' });
  expect(spec.basePort).toBe(19000);
  expect(spec.host).toBe('127.0.0.1');
  expect(spec.mirrorDirs).toEqual([]);
  expect(spec.timeouts).toEqual({
    healthSeconds: 60,
    requestDeadlineSeconds: 60,
    pauseBetweenRunsSeconds: 0,
  });
});

test('omitted optional sections take their defaults', () => {
  const doc = specDoc();
  delete doc.canonical_evidence;
  delete doc.base_port;
  delete doc.timeouts;
  doc.host = 'localhost';
  doc.mirror_dirs = ['../mirror'];
  const spec = parse(doc);
  expect(spec.canonicalEvidence).toEqual({ runId: 'local', releaseTag: 'unreleased' });
  expect(spec.basePort).toBe(19000);
  expect(spec.host).toBe('localhost');
  expect(spec.mirrorDirs).toEqual(['../mirror']);
  expect(spec.timeouts).toEqual({
    healthSeconds: 120,
    requestDeadlineSeconds: null,
    pauseBetweenRunsSeconds: 0,
  });
});

test.each<[string, (d: Record<string, any>) => void, RegExp]>([
  [
    'an absolute plan path',
    (d) => (d.capacity_plan = '/etc/plan.json'),
    /\/capacity_plan: must be a relative path/,
  ],
  [
    'a path leaving the folder',
    (d) => (d.load_plan = '../load.json'),
    /\/load_plan: must be a relative path/,
  ],
  ['a base port below 1024', (d) => (d.base_port = 80), /\/base_port: /],
  ['a health timeout of 0', (d) => (d.timeouts.health_seconds = 0), /\/timeouts\/health_seconds: /],
  ['an unknown timeout', (d) => (d.timeouts.idle_seconds = 1), /\/timeouts/],
  ['no build', (d) => (d.builds = {}), /\/builds: must declare at least one build/],
  ['an unknown top-level key', (d) => (d.extra = 1), /extra/],
  ['another schema version', (d) => (d.schema_version = '2.0'), /\/schema_version: /],
])('%s is refused naming the file and pointer', (_what, edit, message) => {
  const doc = specDoc();
  edit(doc);
  let error: unknown;
  try {
    parse(doc);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InputError);
  expect((error as InputError).message).toMatch(message);
  expect((error as InputError).file).toBe(FILE);
});

test('builds that differ in more than kleidiai are refused as an unfair comparison', () => {
  const doc = specDoc();
  doc.builds.other = { kleidiai: true, cmake_options: { CMAKE_C_FLAGS: '-O1' } };
  expect(() => parse(doc)).toThrow(/build other must use the same target and cmake_options as build generic/);
});

test('collectRunSpecProblems reports every independent problem and keeps what read cleanly', () => {
  const doc = specDoc();
  doc.base_port = 5;
  doc.capacity_plan = '/abs.json';
  doc.timeouts.health_seconds = -1;
  const reading = collectRunSpecProblems(doc as JsonValue, FILE, defaults);
  expect(reading.spec).toBeUndefined();
  expect(reading.problems.map((p) => p.pointer).sort()).toEqual(
    ['/base_port', '/capacity_plan', '/timeouts/health_seconds'].sort(),
  );
  expect(reading.builds.map((b) => b.label)).toEqual(['generic']);
  expect(reading.candidates.map((c) => c.id)).toEqual(['tiny-f16', 'tiny-q8']);
});

test('collectRunSpecProblems on a clean spec returns it with no problem', () => {
  const reading = collectRunSpecProblems(specDoc() as JsonValue, FILE, defaults);
  expect(reading.problems).toEqual([]);
  expect(reading.spec).toEqual(parse(specDoc()));
});

test('collectRunSpecProblems on a non-object reports one problem instead of throwing', () => {
  const reading = collectRunSpecProblems([] as JsonValue, FILE, defaults);
  expect(reading.spec).toBeUndefined();
  expect(reading.problems.length).toBeGreaterThan(0);
  expect(reading.problems[0].file).toBe(FILE);
});

test('the canonical argv appends ctx-size and parallel after server_args and numbers ports per candidate', () => {
  const spec = parse(specDoc());
  const args = spec.candidates[1].serverArgs;
  expect(canonicalArgv(spec, plan(), 'tiny-q8')).toEqual([
    binaryPathFor('generic'),
    '--model',
    modelPathFor(spec.candidates[1].filename),
    ...args,
    '--ctx-size',
    '512',
    '--parallel',
    '1',
    '--host',
    '127.0.0.1',
    '--port',
    '18082',
  ]);
  expect(binaryPathFor('generic')).toBe('./.candidate-build/generic/bin/llama-server');
  expect(modelPathFor('m.gguf')).toBe('./.candidate-models/m.gguf');
});

test('server_args that place --ctx-size and --parallel keep them where they are', () => {
  const doc = specDoc();
  doc.candidates['tiny-f16'].server_args = ['--parallel', '1', '--ctx-size', '512', '--threads', '1'];
  const spec = parse(doc);
  const argv = canonicalArgv(spec, plan(), 'tiny-f16');
  expect(argv.slice(3, 9)).toEqual(['--parallel', '1', '--ctx-size', '512', '--threads', '1']);
  expect(argv.filter((a) => a === '--ctx-size')).toHaveLength(1);
  expect(argv.filter((a) => a === '--parallel')).toHaveLength(1);
  expect(argv.slice(-4)).toEqual(['--host', '127.0.0.1', '--port', '18081']);
});

test('canonical documents name the source, builds and fixture models', () => {
  const { lock, release } = canonicalDocuments(parse(specDoc()), plan());
  expect(Object.keys(lock.canonical_commands as object)).toEqual(['tiny-f16', 'tiny-q8']);
  expect(release).toEqual({
    schema_version: '1.0',
    llama_cpp: {
      kind: 'npm-bundle',
      version: '3.21.1',
      integrity: specDoc().llama_cpp.integrity,
      expected_commit: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
    },
    builds: { generic: { kleidiai: false, cmake_options: {} } },
    models: { 'tiny-f16': { fixture: 'tiny-f16' }, 'tiny-q8': { fixture: 'tiny-q8_0' } },
  });
});

test('canonical pins equal the hashes the tiny capacity plan pins', () => {
  const p = plan();
  const pins = canonicalPins(parse(specDoc()), p);
  expect(pins.lockSha256).toBe(p.pins.canonical_evidence_lock_sha256);
  expect(pins.releaseSha256).toBe(p.pins.canonical_release_sha256);
  expect(
    pins.candidates.map((c) => [c.id, c.canonical_server_command_sha256, c.canonical_server_argv_sha256]),
  ).toEqual(
    p.candidates.map((c) => [c.id, c.canonical_server_command_sha256, c.canonical_server_argv_sha256]),
  );
});

test('a changed server argument changes the pinned hashes', () => {
  const doc = specDoc();
  doc.candidates['tiny-q8'].server_args[1] = '2';
  const p = plan();
  const pins = canonicalPins(parse(doc), p);
  expect(pins.lockSha256).not.toBe(p.pins.canonical_evidence_lock_sha256);
  expect(pins.candidates[1].canonical_server_argv_sha256).not.toBe(
    p.candidates[1].canonical_server_argv_sha256,
  );
  expect(pins.candidates[0].canonical_server_argv_sha256).toBe(p.candidates[0].canonical_server_argv_sha256);
});
