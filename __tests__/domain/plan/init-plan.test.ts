// init's pure rules: which models get a KleidiAI candidate, the grid and threads from the cores,
// neutral defaults, and a document the authored plan's schema accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildInitPlan,
  DEFAULT_LLAMA_CPP_COMMIT,
  gridForCores,
  kleidiaiApplies,
  memoryCeilingMib,
  modelNameOf,
  threadsForCores,
  type InitModel,
} from '../../../src/domain/plan/init-plan.js';
import { authoredPlanErrors } from '../../kits/authored-plan-schema.js';
import { REPO_ROOT } from '../../kits/fixture-paths.js';

const model = (
  quantization: string,
  fileName: string,
  sha: string,
  extra: Partial<InitModel> = {},
): InitModel => ({
  ref: fileName,
  source: { kind: 'path', path: fileName },
  fileName,
  sha256: sha.repeat(64),
  sizeBytes: 1_000_000,
  facts: { architecture: 'llama', quantization, quantizationSource: 'general.file_type' },
  ...extra,
});

test.each([
  ['Q4_0', 'arm64', true],
  ['Q8_0', 'arm64', true],
  ['F16', 'arm64', true],
  ['Q4_K_M', 'arm64', false],
  ['Q6_K', 'arm64', false],
  ['BF16', 'arm64', false],
  ['IQ4_NL', 'arm64', false],
  ['Q8_0', 'x64', false],
  ['Q4_0', 'x64', false],
])('%s on %s gets a KleidiAI candidate: %s', (quantization, arch, expected) => {
  expect(kleidiaiApplies(quantization, arch)).toBe(expected);
  const plan = buildInitPlan([model(quantization, 'm.gguf', 'a')], { cores: 4, arch });
  const doc = plan.document as { candidates: Record<string, unknown>; builds: Record<string, unknown> };
  expect(Object.keys(doc.candidates).sort()).toEqual(expected ? ['m-generic', 'm-kleidiai'] : ['m-generic']);
  expect(Object.keys(doc.builds).sort()).toEqual(expected ? ['generic', 'kleidiai'] : ['generic']);
  // A generic-only model says why.
  if (!expected)
    expect(plan.notes[0]).toMatch(
      arch === 'arm64' ? /accelerates Q4_0, Q8_0, F16 weights, not/ : /only on Arm/,
    );
});

test.each([
  [1, [1], [1, 2]],
  [2, [1, 2], [1, 2, 4]],
  [3, [1, 2], [1, 2, 4]],
  [4, [1, 2, 4], [1, 2, 4, 8]],
  [6, [1, 2, 4], [1, 2, 4, 8]],
  [16, [1, 2, 4, 8, 16], [1, 2, 4, 8, 16, 32]],
  [255, [1, 2, 4, 8, 16, 32, 64, 128], [1, 2, 4, 8, 16, 32, 64, 128, 256]],
  [256, [1, 2, 4, 8, 16, 32, 64, 128], [1, 2, 4, 8, 16, 32, 64, 128, 256]],
  [9999, [1, 2, 4, 8, 16, 32, 64, 128], [1, 2, 4, 8, 16, 32, 64, 128, 256]],
])('%d cores: P %j, C %j', (cores, p, c) => {
  expect(gridForCores(cores)).toEqual({ server_parallel: p, client_concurrency: c });
  expect(threadsForCores(cores)).toBe(cores);
});

test('a factorial for two models validates against the authored plan schema', () => {
  const plan = buildInitPlan(
    [
      model('Q8_0', 'Qwen2.5-1.5B-Instruct-Q8_0.gguf', 'a', {
        source: {
          kind: 'url',
          url: 'https://huggingface.co/o/r/resolve/' + 'c'.repeat(40) + '/q8.gguf',
          repository: 'o/r',
          revision: 'c'.repeat(40),
        },
        facts: {
          architecture: 'qwen2',
          name: 'Qwen2.5 1.5B Instruct',
          quantization: 'Q8_0',
          quantizationSource: 'general.file_type',
        },
      }),
      model('Q4_K_M', 'other.gguf', 'b'),
    ],
    { cores: 4, arch: 'arm64', title: 'My model on my runner' },
  );
  expect(authoredPlanErrors(plan.document)).toEqual([]);
  const doc = plan.document as Record<string, any>;
  expect(Object.keys(doc.candidates).sort()).toEqual([
    'other-generic',
    'qwen2.5-1.5b-instruct-q8_0-generic',
    'qwen2.5-1.5b-instruct-q8_0-kleidiai',
  ]);
  expect(doc.candidates['qwen2.5-1.5b-instruct-q8_0-kleidiai']).toMatchObject({
    build: 'kleidiai',
    model: 'qwen2.5-1.5b-instruct-q8_0',
  });
  expect(doc.candidates['other-generic'].server_args).toEqual([
    '--threads',
    '4',
    '--threads-batch',
    '4',
    '--n-gpu-layers',
    '0',
    '-lv',
    '4',
  ]);
  expect(doc.models['qwen2.5-1.5b-instruct-q8_0']).toMatchObject({
    repository: 'o/r',
    revision: 'c'.repeat(40),
    family: 'Qwen2.5 1.5B Instruct',
    size_bytes: 1_000_000,
  });
  expect(doc.llama_cpp).toEqual({
    kind: 'git',
    repository: 'https://github.com/ggml-org/llama.cpp',
    commit: DEFAULT_LLAMA_CPP_COMMIT,
  });
  expect(doc.title).toBe('My model on my runner');
  expect(doc.gates.reference).toBe('other-generic');
});

test('the same file given twice is taken once; names stay unique', () => {
  const plan = buildInitPlan(
    [model('F16', 'a.gguf', 'a'), model('F16', 'a.gguf', 'a'), model('F16', 'A.gguf', 'b')],
    { cores: 2, arch: 'x64' },
  );
  const doc = plan.document as { models: Record<string, unknown> };
  expect(Object.keys(doc.models)).toEqual(['a', 'a-2']);
  expect(plan.notes.some((n) => /taken once/.test(n))).toBe(true);
});

test('the default llama.cpp commit is the one the git-built examples pin', () => {
  const spec: unknown = JSON.parse(
    readFileSync(join(REPO_ROOT, 'examples', 'neoverse-qwen-factorial', 'capacity.json'), 'utf8'),
  );
  expect(spec).toMatchObject({ llama_cpp: { kind: 'git', commit: DEFAULT_LLAMA_CPP_COMMIT } });
});

test('the written wording is neutral: no receipt text, no published-study words', () => {
  const text = JSON.stringify(
    buildInitPlan([model('Q8_0', 'm.gguf', 'a')], { cores: 2, arch: 'arm64' }).document,
  );
  expect(text).not.toMatch(/canonical|frozen|v1\.1|Q8 and Q4/i);
  expect(text).not.toMatch(/"receipt"/);
});

test.each([
  ['Qwen2.5-1.5B-Instruct-Q8_0.gguf', 'qwen2.5-1.5b-instruct-q8_0'],
  ['my model (v2).GGUF', 'my-model-v2'],
  ['___.gguf', 'model'],
])('model name of %s is %s', (file, name) => {
  expect(modelNameOf(file)).toBe(name);
});

test('memory ceiling: 1.25 × the largest model + 1 GiB, rounded up to 256 MiB', () => {
  expect(memoryCeilingMib(1024 * 2 ** 20)).toBe(2304);
  expect(memoryCeilingMib(1)).toBe(1280);
});
