// Every JSON input of an assembly is bounded before it is parsed: parsing costs 10-20 times the
// bytes in memory, so an artifact that is small on disk but large as JSON must be refused unread.
import { rmSync } from 'node:fs';
import { discoverBundle } from '../../../src/adapters/bundle/discover-bundle.js';
import {
  assembleStudy,
  JSON_INPUT_BOUNDS,
  loadEvaluationBound,
  type AssemblyInputs,
} from '../../../src/domain/study/assemble.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import { seedCopy } from '../../kits/seed-bundle.js';

let dir: string;
let inputs: AssemblyInputs;
beforeAll(async () => {
  dir = seedCopy();
  inputs = (await discoverBundle(dir)).inputs;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The inputs with one file's bytes replaced by `bytes`. */
function withBytes(
  pick: (i: AssemblyInputs) => Map<string, { path: string; bytes: Uint8Array }>,
  label: string,
  bytes: Uint8Array,
): AssemblyInputs {
  const copy = { ...inputs, loads: new Map(inputs.loads), quality: new Map(inputs.quality) };
  const map = pick(copy);
  const file = map.get(label)!;
  map.set(label, { path: file.path, bytes });
  return copy;
}

/** The file's own JSON followed by `extra` bytes of whitespace: still valid JSON, just large. */
function padded(bytes: Uint8Array, extra: number): Uint8Array {
  const out = new Uint8Array(bytes.length + extra);
  out.set(bytes);
  out.fill(0x20, bytes.length);
  return out;
}

test('the seed assembles within every bound', () => {
  expect(() => assembleStudy(inputs)).not.toThrow();
});

test('a load evaluation above its plan-derived bound is refused before parsing, naming the file', () => {
  const loadPlan = parseLoadPlan(parseJson(decodeUtf8Strict(inputs.loadPlan.bytes)), inputs.loadPlan.path);
  const bound = loadEvaluationBound(loadPlan);
  // 3 client levels × 12 requests: a few hundred KiB at most, far below the per-file cap.
  expect(bound).toBeLessThan(512 * 1024);
  expect(bound).toBeLessThan(JSON_INPUT_BOUNDS.loadEvaluation);
  const label = [...inputs.loads.keys()][0];
  const original = inputs.loads.get(label)!;
  const big = withBytes((i) => i.loads, label, padded(original.bytes, bound - original.bytes.length + 1));
  expect(() => assembleStudy(big)).toThrow(InputError);
  expect(() => assembleStudy(big)).toThrow(
    `${original.path}: is ${bound + 1} bytes; a load evaluation is at most ${bound} bytes under this plan`,
  );
  // One byte less is accepted: the bound is exact, not a round number near it.
  const fits = withBytes((i) => i.loads, label, padded(original.bytes, bound - original.bytes.length));
  expect(() => assembleStudy(fits)).not.toThrow();
});

test('a quality file above its cap is refused, naming the file', () => {
  const label = [...inputs.quality.keys()][0];
  const original = inputs.quality.get(label)!;
  const bounds = { ...JSON_INPUT_BOUNDS, quality: original.bytes.length + 10 };
  const big = withBytes((i) => i.quality, label, padded(original.bytes, 11));
  expect(() => assembleStudy(big, bounds)).toThrow(
    `${original.path}: is ${original.bytes.length + 11} bytes; a quality evaluation is at most ${original.bytes.length + 10} bytes`,
  );
});

test('all JSON inputs together stay within the total, named at the file that crosses it', () => {
  const sizes = [
    inputs.plan,
    inputs.loadPlan,
    inputs.manifest,
    ...inputs.loads.values(),
    ...inputs.quality.values(),
  ].map((f) => f.bytes.length);
  const total = sizes.reduce((a, b) => a + b, 0);
  expect(() => assembleStudy(inputs, { ...JSON_INPUT_BOUNDS, total })).not.toThrow();
  expect(() => assembleStudy(inputs, { ...JSON_INPUT_BOUNDS, total: total - 1 })).toThrow(
    /: the study's JSON inputs exceed \d+ bytes together \(reached at this file\)$/,
  );
});

test('a plan document above the document cap is refused before anything is parsed', () => {
  const bounds = { ...JSON_INPUT_BOUNDS, document: inputs.plan.bytes.length - 1 };
  expect(() => assembleStudy(inputs, bounds)).toThrow(
    `${inputs.plan.path}: is ${inputs.plan.bytes.length} bytes; a capacity plan is at most`,
  );
});
