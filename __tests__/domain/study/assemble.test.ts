// Assembly from artifact files (spec §9) on the seed bundle's inputs: what it records, and how it
// refuses label sets, duplicate files, unreadable time reports and oversized JSON.
import { rmSync } from 'node:fs';
import { discoverBundle } from '../../../src/adapters/bundle/discover-bundle.js';
import { InputError } from '../../../src/domain/core/errors.js';
import type { InputFile } from '../../../src/domain/core/json-input.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import {
  assembleStudy,
  JSON_INPUT_BOUNDS,
  loadEvaluationBound,
  type AssemblyInputs,
} from '../../../src/domain/study/assemble.js';
import { validateStudy } from '../../../src/domain/study/validate.js';
import type { LoadPlan } from '../../../src/domain/plan/load-plan.js';
import { seedCopy } from '../../kits/seed-bundle.js';

let dir: string;
let inputs: AssemblyInputs;
beforeAll(async () => {
  dir = seedCopy();
  inputs = (await discoverBundle(dir)).inputs;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The inputs with `edit` applied to a copy of the named map. */
function withMap(key: 'loads' | 'rss' | 'serverLogs' | 'quality', edit: (m: Map<string, InputFile>) => void) {
  const map = new Map(inputs[key]);
  edit(map);
  return { ...inputs, [key]: map };
}

test('the seed assembles to a study that re-derives, recording each given file by its hash', () => {
  const { study, plan } = assembleStudy(inputs);
  expect(() => validateStudy(parseJson(canonicalJson(study)))).not.toThrow();
  const fp = study.input_fingerprints as Record<string, Record<string, string>>;
  expect(fp.capacity_plan_sha256).toBe(sha256Hex(inputs.plan.bytes));
  expect(fp.load_plan_sha256).toBe(sha256Hex(inputs.loadPlan.bytes));
  expect(fp.manifest_sha256).toBe(sha256Hex(inputs.manifest.bytes));
  expect(Object.keys(fp.rss_artifacts).sort()).toEqual([...inputs.rss.keys()].sort());
  for (const [label, file] of inputs.rss) expect(fp.rss_artifacts[label]).toBe(sha256Hex(file.bytes));
  for (const [label, file] of inputs.serverLogs) expect(fp.server_logs[label]).toBe(sha256Hex(file.bytes));
  expect(plan.candidates.map((c) => c.id)).toEqual(['q8-generic', 'q4-kleidiai-tuned']);
});

test('a load label missing and one unknown: one InputError naming both', () => {
  const [first] = [...inputs.loads.keys()].sort();
  const edited = withMap('loads', (m) => {
    const file = m.get(first)!;
    m.delete(first);
    m.set('forward/nobody/p9', file);
  });
  expect(() => assembleStudy(edited)).toThrow(InputError);
  expect(() => assembleStudy(edited)).toThrow(
    `load inputs do not match the plan's labels (missing: ${first}; unknown: forward/nobody/p9)`,
  );
  const noQuality = withMap('quality', (m) => m.clear());
  expect(() => assembleStudy(noQuality)).toThrow(
    /^quality inputs do not match the plan's labels \(missing: .+; unknown: -\)$/,
  );
});

test('the same file given twice (paths compared without case) is refused', () => {
  const [a, b] = [...inputs.rss.keys()];
  const edited = withMap('rss', (m) => m.set(b, { ...m.get(b)!, path: m.get(a)!.path.toUpperCase() }));
  expect(() => assembleStudy(edited)).toThrow(
    `the same file is given twice (${inputs.rss.get(a)!.path} and ${inputs.rss.get(a)!.path.toUpperCase()})`,
  );
});

test.each([
  ['not UTF-8', new Uint8Array([0xff, 0xfe, 0x0a]), 'GNU time report is not valid UTF-8'],
  [
    'without a peak RSS line',
    new TextEncoder().encode('Command exited with non-zero status 0\n'),
    'GNU time output must contain exactly one maximum RSS value (found 0 ',
  ],
])('a GNU time report %s: InputError naming the file', (_name, bytes, message) => {
  const [label] = [...inputs.rss.keys()];
  const path = inputs.rss.get(label)!.path;
  const edited = withMap('rss', (m) => m.set(label, { path, bytes }));
  expect(() => assembleStudy(edited)).toThrow(InputError);
  let thrown: unknown;
  try {
    assembleStudy(edited);
  } catch (e) {
    thrown = e;
  }
  const text = (thrown as Error).message;
  expect(text.startsWith(`${path}: `)).toBe(true);
  expect(text).toContain(message);
  expect(text).not.toContain(`${path}: ${path}`);
});

test('the documents and the total are bounded by the bounds given', () => {
  const small = { ...JSON_INPUT_BOUNDS, document: inputs.plan.bytes.length - 1 };
  expect(() => assembleStudy(inputs, small)).toThrow(
    `${inputs.plan.path}: is ${inputs.plan.bytes.length} bytes; a capacity plan is at most ${small.document} bytes under this plan`,
  );
  const total = { ...JSON_INPUT_BOUNDS, total: inputs.plan.bytes.length + 1 };
  expect(() => assembleStudy(inputs, total)).toThrow(
    `${inputs.loadPlan.path}: the study's JSON inputs exceed ${total.total} bytes together (reached at this file)`,
  );
});

test('loadEvaluationBound grows with prompts, levels and requests, capped by the bound given', () => {
  const plan = (levels: number[], prompts: string[], requests: number) =>
    ({
      concurrency_levels: levels,
      prompts,
      warmup_requests_per_level: 1,
      measured_requests_per_level: requests,
    }) as unknown as LoadPlan;
  // 64 KiB + (6·2 + 256) + 1 level × (4 KiB + 5 × 4 KiB)
  expect(loadEvaluationBound(plan([1], ['ab'], 4))).toBe(65536 + 268 + 24 * 1024);
  expect(loadEvaluationBound(plan([1, 2], ['ab'], 4))).toBe(65536 + 268 + 2 * 24 * 1024);
  expect(loadEvaluationBound(plan([1], ['ab'], 4), { ...JSON_INPUT_BOUNDS, loadEvaluation: 1000 })).toBe(
    1000,
  );
});
