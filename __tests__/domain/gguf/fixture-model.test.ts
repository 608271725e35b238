// Fixture models from the real llama.cpp vocab: deterministic bytes, readable structure.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import {
  generateFixtureModel,
  quantizeQ4_0,
  STANDARD_FIXTURES,
  toHalf,
} from '../../../src/domain/gguf/fixture-model.js';
import { FixtureModelError } from '../../../src/domain/core/errors.js';
import { GgmlType, parseGguf } from '../../../src/domain/gguf/gguf.js';
import { getKv, tensorData } from '../../kits/gguf-readers.js';
import { defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';
import { ensureLlamaSourceCheckout } from '../../../src/adapters/llama/source.js';
import { ensureFixtureModels, VOCAB_GGUF_PATH } from '../../../src/adapters/models/fixture-models.js';

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
let checkoutDir: string;
let vocab: Uint8Array;

beforeAll(
  async () => {
    // The pinned checkout (npm bundle) provides the tokenizer; fetched once into the shared cache.
    const checkout = await ensureLlamaSourceCheckout({
      cacheDir: defaultCacheDir(),
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
    });
    checkoutDir = checkout.dir;
    vocab = await readFile(join(checkoutDir, VOCAB_GGUF_PATH));
  },
  10 * 60 * 1000,
);

test('same seed and params give the same bytes; another seed gives other bytes', () => {
  const a = generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: vocab });
  const b = generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: vocab });
  const c = generateFixtureModel({ seed: 2, variant: 'f16', vocabGguf: vocab });
  expect(sha256(a)).toBe(sha256(b));
  expect(sha256(c)).not.toBe(sha256(a));
  expect(c.length).toBe(a.length);
});

test('the F16 fixture is a llama GGUF with the vocab tokenizer copied verbatim', () => {
  const bytes = generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: vocab });
  const file = parseGguf(bytes);
  const source = parseGguf(vocab);
  expect(file.version).toBe(3);
  expect(file.tensors).toHaveLength(20);
  expect(getKv(file, 'general.architecture')?.value).toBe('llama');
  expect(getKv(file, 'general.file_type')?.value).toBe(1);
  expect(getKv(file, 'llama.embedding_length')?.value).toBe(64);
  expect(getKv(file, 'llama.block_count')?.value).toBe(2);
  const tokenizerKeys = source.kvs.filter((kv) => kv.key.startsWith('tokenizer.'));
  expect(tokenizerKeys).toHaveLength(10);
  for (const kv of tokenizerKeys) {
    expect(Buffer.from(getKv(file, kv.key)!.raw!).equals(Buffer.from(kv.raw!))).toBe(true);
  }
  const byName = new Map(file.tensors.map((t) => [t.name, t]));
  expect(byName.get('token_embd.weight')).toMatchObject({ dims: [64, 32000], type: GgmlType.F16 });
  expect(byName.get('blk.1.ffn_down.weight')).toMatchObject({ dims: [128, 64], type: GgmlType.F16 });
  expect(byName.get('output_norm.weight')).toMatchObject({ dims: [64], type: GgmlType.F32 });
  expect(byName.has('output.weight')).toBe(false);
  const parameters = file.tensors.reduce((n, t) => n + t.dims.reduce((a, b) => a * b, 1), 0);
  expect(parameters).toBe(2_130_240);
  const norm = new Float32Array(Uint8Array.from(tensorData(file, bytes, 'blk.0.attn_norm.weight')).buffer);
  expect(Array.from(norm)).toEqual(new Array(64).fill(1));
});

test('the Q8_0 fixture stores every matrix as Q8_0 blocks and is smaller', () => {
  const f16 = generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: vocab });
  const q8 = generateFixtureModel({ seed: 1, variant: 'q8_0', vocabGguf: vocab });
  const file = parseGguf(q8);
  expect(getKv(file, 'general.file_type')?.value).toBe(7);
  const types = new Set(file.tensors.filter((t) => t.dims.length === 2).map((t) => t.type));
  expect([...types]).toEqual([GgmlType.Q8_0]);
  expect(file.tensors.find((t) => t.name === 'token_embd.weight')?.byteSize).toBe((64 * 32000 * 34) / 32);
  expect(q8.length).toBeLessThan(f16.length * 0.7);
});

test('Q4_0 blocks follow ggml quantize_row_q4_0_ref: d = signed max / -8, nibbles j and j+16 share a byte', () => {
  // Block of 32: the value of largest magnitude is -4 (d = 0.5), the rest chosen to hit edge cases.
  const values = new Float32Array(32);
  values[0] = -4; // -4 / 0.5 = -8 -> trunc(-8 + 8.5) = 0
  values[1] = 3.9; // 7.8 + 8.5 = 16.3 -> 16 -> clamped to 15
  values[2] = 0.26; // 0.52 + 8.5 -> 9
  values[16] = 1; // 2 + 8.5 -> 10, high nibble of byte 0
  values[17] = -0.24; // -0.48 + 8.5 = 8.02 -> 8, high nibble of byte 1
  const block = quantizeQ4_0(values);
  expect(block.length).toBe(18);
  expect(new DataView(block.buffer).getUint16(0, true)).toBe(toHalf(0.5));
  expect(block[2]).toBe(0 | (10 << 4));
  expect(block[3]).toBe(15 | (8 << 4));
  expect(block[4]).toBe(9 | (8 << 4)); // zeros map to 8
  expect(block[17]).toBe(8 | (8 << 4));
  // an all-zero block has d = 0 and every value at the zero point 8
  expect(Array.from(quantizeQ4_0(new Float32Array(32)).subarray(2))).toEqual(new Array(16).fill(0x88));
  expect(() => quantizeQ4_0(new Float32Array(31))).toThrow('Q4_0 needs a multiple of 32 values, got 31');
});

test('the Q4_0 fixture stores every matrix as Q4_0 blocks (file type 2) and is the smallest', () => {
  const q8 = generateFixtureModel({ seed: 1, variant: 'q8_0', vocabGguf: vocab });
  const q4 = generateFixtureModel({ seed: 1, variant: 'q4_0', vocabGguf: vocab });
  const file = parseGguf(q4);
  expect(getKv(file, 'general.file_type')?.value).toBe(2);
  const types = new Set(file.tensors.filter((t) => t.dims.length === 2).map((t) => t.type));
  expect([...types]).toEqual([GgmlType.Q4_0]);
  expect(file.tensors.find((t) => t.name === 'token_embd.weight')?.byteSize).toBe((64 * 32000 * 18) / 32);
  expect(q4.length).toBeLessThan(q8.length * 0.75);
  expect(sha256(generateFixtureModel({ seed: 1, variant: 'q4_0', vocabGguf: vocab }))).toBe(sha256(q4));
});

test('shape parameters and the untied output are honoured', () => {
  const bytes = generateFixtureModel({
    seed: 3,
    variant: 'f16',
    vocabGguf: vocab,
    embeddingLength: 128,
    blockCount: 4,
    untiedOutput: true,
  });
  const file = parseGguf(bytes);
  expect(file.tensors).toHaveLength(2 + 4 * 9 + 1);
  expect(file.tensors.find((t) => t.name === 'output.weight')?.dims).toEqual([128, 32000]);
  expect(getKv(file, 'llama.rope.dimension_count')?.value).toBe(32);
});

test('invalid parameters are refused with the parameter named', () => {
  expect(() => generateFixtureModel({ seed: -1, variant: 'f16', vocabGguf: vocab })).toThrow('seed');
  expect(() => generateFixtureModel({ seed: 1, variant: 'q4' as 'f16', vocabGguf: vocab })).toThrow(
    "variant must be 'f16'",
  );
  expect(() =>
    generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: vocab, embeddingLength: 48 }),
  ).toThrow('multiples of 32');
  expect(() => generateFixtureModel({ seed: 1, variant: 'f16', vocabGguf: new Uint8Array(8) })).toThrow(
    FixtureModelError,
  );
});

test('ensureFixtureModels writes the standard fixtures into the content-addressed store once', async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'model-fixtures-'));
  try {
    const first = await ensureFixtureModels(cacheDir, checkoutDir);
    expect(first.map((f) => f.id)).toEqual(STANDARD_FIXTURES.map((f) => f.id));
    for (const f of first) {
      const bytes = await readFile(f.path);
      expect(sha256(bytes)).toBe(f.sha256);
      expect(bytes.length).toBe(f.sizeBytes);
      expect(f.path).toBe(join(cacheDir, 'models', `${f.sha256}.gguf`));
    }
    expect(new Set(first.map((f) => f.sha256)).size).toBe(first.length);
    const second = await ensureFixtureModels(cacheDir, checkoutDir);
    expect(second).toEqual(first);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}, 60_000);
