// Run-spec rules for cross-built targets, fair build pairs, placed --ctx-size/--parallel and mirrors.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { canonicalArgv, canonicalDocuments, parseRunSpec } from '../../../src/domain/plan/run-spec.js';
import { checkSpecAgainstPlan } from '../../../src/domain/plan/spec-against-plan.js';

const FILE = '__tests__/fixtures/four-file-plans/arm64-emulated/capacity-run.json';
const base = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));
const parse = (v: unknown) => parseRunSpec(v as JsonValue, FILE, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });

test('the emulated example declares two aarch64 builds that differ only in KleidiAI', () => {
  const spec = parse(base());
  expect(spec.builds).toEqual([
    {
      label: 'generic',
      kleidiai: false,
      target: 'aarch64-linux-gnu',
      cmakeOptions: { GGML_CPU_ARM_ARCH: 'armv8.6-a+dotprod+i8mm', CMAKE_C_FLAGS: '-fno-tree-vectorize' },
    },
    {
      label: 'kleidiai',
      kleidiai: true,
      target: 'aarch64-linux-gnu',
      cmakeOptions: { GGML_CPU_ARM_ARCH: 'armv8.6-a+dotprod+i8mm', CMAKE_C_FLAGS: '-fno-tree-vectorize' },
      kleidiaiSource: { ...KLEIDIAI_V1_24_0_SOURCE, md5: '2f02ebe29573d45813e671eb304f2a00' },
    },
  ]);
  expect(spec.mirrorDirs).toEqual([]);
  // The target is part of the pinned release identity; host builds' documents are unchanged.
  const plan = parseCapacityPlan(
    parseJson(readFileSync('__tests__/fixtures/four-file-plans/arm64-emulated/capacity-plan.json', 'utf8')),
  );
  const release = canonicalDocuments(spec, plan).release as { builds: Record<string, { target?: string }> };
  expect(release.builds.generic.target).toBe('aarch64-linux-gnu');
});

test.each<[string, (s: Record<string, any>) => void, string]>([
  [
    'an unknown target',
    (s) => (s.builds.generic.target = 'riscv64-linux-gnu'),
    '/builds/generic/target: must be one of aarch64-linux-gnu',
  ],
  [
    'a target without an explicit Arm architecture',
    (s) => {
      delete s.builds.generic.cmake_options.GGML_CPU_ARM_ARCH;
      delete s.builds.kleidiai.cmake_options.GGML_CPU_ARM_ARCH;
    },
    'must set cmake_options.GGML_CPU_ARM_ARCH',
  ],
  [
    'builds with different flags',
    (s) => (s.builds.kleidiai.cmake_options.CMAKE_C_FLAGS = '-O3'),
    '/builds/kleidiai: build kleidiai must use the same target and cmake_options as build generic',
  ],
  [
    'builds with different targets',
    (s) => delete s.builds.kleidiai.target,
    'must use the same target and cmake_options',
  ],
  [
    'a hand-made cross setup',
    (s) => (s.builds.generic.cmake_options.CMAKE_SYSTEM_NAME = 'Linux'),
    'CMAKE_SYSTEM_NAME is set by the build (use "target" to cross-compile)',
  ],
  [
    'a malformed KleidiAI MD5',
    (s) => (s.llama_cpp.kleidiai.md5 = 'ABC'),
    '/llama_cpp/kleidiai/md5: must be a lowercase MD5',
  ],
  [
    'a --ctx-size without a value',
    (s) => s.candidates['generic-q8'].server_args.push('--ctx-size'),
    '--ctx-size must be followed by a decimal value',
  ],
  [
    'a short -c',
    (s) => s.candidates['generic-q8'].server_args.push('-c', '512'),
    '-c is set by the study itself',
  ],
])('refuses %s', (_what, change, message) => {
  const s = base();
  change(s);
  expect(() => parse(s)).toThrow(message);
});

test('--ctx-size and --parallel may be placed in server_args (values checked against the plan); canonical_port names the port', () => {
  const plan = parseCapacityPlan(
    parseJson(readFileSync('__tests__/fixtures/four-file-plans/arm64-emulated/capacity-plan.json', 'utf8')),
  );
  const s = base();
  const args: string[] = s.candidates['generic-q8'].server_args;
  args.splice(2, 0, '--ctx-size', '512', '--parallel', '1');
  s.candidates['generic-q8'].canonical_port = 18090;
  const spec = parse(s);
  const argv = canonicalArgv(spec, plan, 'generic-q8');
  expect(argv.slice(3, 9)).toEqual(['--threads', '1', '--ctx-size', '512', '--parallel', '1']);
  expect(argv.filter((a) => a === '--ctx-size')).toHaveLength(1);
  expect(argv.slice(-4)).toEqual(['--host', '127.0.0.1', '--port', '18090']);
  // the pins of the example plan name the default layout, so they no longer match
  expect(() => checkSpecAgainstPlan(spec, plan, FILE, 'plan.json')).toThrow('the plan pins do not match');
  args[3] = '1024';
  expect(() => checkSpecAgainstPlan(parse(s), plan, FILE, 'plan.json')).toThrow(
    "--ctx-size 1024 must equal the plan's per_slot_context_tokens 512",
  );
  args[3] = '512';
  args[5] = '2';
  expect(() => checkSpecAgainstPlan(parse(s), plan, FILE, 'plan.json')).toThrow('--parallel 2 must be 1');
});

test('mirror_dirs is a list of directories', () => {
  const s = base();
  s.mirror_dirs = ['../vendor', '/srv/mirror'];
  expect(parse(s).mirrorDirs).toEqual(['../vendor', '/srv/mirror']);
  s.mirror_dirs = [''];
  expect(() => parse(s)).toThrow('/mirror_dirs/0');
});
