// Tiny llama-architecture GGUF models with seeded random weights and the real SentencePiece
// tokenizer of llama.cpp's `models/ggml-vocab-llama-spm.gguf`: small enough to generate in a test,
// real enough for llama-server to load and stream exactly n_predict tokens at temperature 0.
import { GgmlType, GgufValueType, parseGguf, writeGguf, type GgufKv, type GgufTensorInput } from './gguf.js';
import { GgufFormatError } from '../core/errors.js';
import { FixtureModelError } from '../core/errors.js';

// Module-scope copies: global lookups are slow inside vm contexts (the test runner), and the
// generator calls these millions of times.
const { imul, fround, abs, round, sign, max, min, sqrt } = Math;

export type FixtureVariant = 'f16' | 'q8_0' | 'q4_0';

export interface FixtureModelParams {
  seed: number;
  /**
   * Weight storage of every matrix: F16, Q8_0 blocks (32 values: f16 scale + 32 int8) or Q4_0
   * blocks (32 values: f16 scale + 16 bytes of 4-bit values) — the two KleidiAI repacks.
   */
  variant: FixtureVariant;
  /** Bytes of `ggml-vocab-llama-spm.gguf` (its `tokenizer.*` key/values are copied verbatim). */
  vocabGguf: Uint8Array;
  embeddingLength?: number;
  blockCount?: number;
  feedForwardLength?: number;
  headCount?: number;
  contextLength?: number;
  /** A separate random `output.weight` instead of tying it to the embedding. */
  untiedOutput?: boolean;
  name?: string;
}

/** xoshiro128** — integer-only, so the same seed gives the same bytes on every platform. */
export function seededUniform(seed: number): () => number {
  let s0 = 0x9e3779b9 ^ (seed >>> 0);
  let s1 = 0x243f6a88 ^ imul(seed >>> 0, 0x85ebca6b);
  let s2 = 0xb7e15162;
  let s3 = 0xdeadbeef ^ ((seed / 0x100000000) >>> 0);
  const next = (): number => {
    const result = imul(rotl(imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  // Warm up so nearby seeds diverge.
  for (let i = 0; i < 16; i++) next();
  return () => next() / 0x100000000;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Approximately normal(0, std): Irwin–Hall sum of four uniforms (no transcendental functions). */
function normalSampler(uniform: () => number, std: number): () => number {
  const scale = std * sqrt(3);
  return () => (uniform() + uniform() + uniform() + uniform() - 2) * scale;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half from a number (round to nearest even, via float32 bits). */
export function toHalf(value: number): number {
  f32[0] = value;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  let e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >>> shift;
    const rem = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    if (rem > mid || (rem === mid && half & 1)) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >>> 13);
  const rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && half & 1)) half++;
  e = half >>> 10;
  return sign | (e >= 0x1f ? 0x7c00 : half);
}

function encodeF32(values: Float32Array): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return out;
}

function encodeF16(values: Float32Array): Uint8Array {
  const out = new Uint8Array(values.length * 2);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => view.setUint16(i * 2, toHalf(v), true));
  return out;
}

/** ggml's reference Q8_0: per 32 values, d = max|x| / 127 (stored f16), q = round(x / d). */
export function quantizeQ8_0(values: Float32Array): Uint8Array {
  if (values.length % 32 !== 0)
    throw new FixtureModelError(`Q8_0 needs a multiple of 32 values, got ${values.length}`);
  const blocks = values.length / 32;
  const out = new Uint8Array(blocks * 34);
  const view = new DataView(out.buffer);
  for (let b = 0; b < blocks; b++) {
    let amax = 0;
    for (let j = 0; j < 32; j++) amax = max(amax, abs(values[b * 32 + j]));
    const d = fround(amax / 127);
    const id = d !== 0 ? fround(1 / d) : 0;
    view.setUint16(b * 34, toHalf(d), true);
    for (let j = 0; j < 32; j++) {
      const x = fround(values[b * 32 + j] * id);
      // roundf: halves away from zero
      const q = sign(x) * round(abs(x));
      view.setInt8(b * 34 + 2 + j, max(-128, min(127, q)));
    }
  }
  return out;
}

/**
 * ggml's reference Q4_0 (quantize_row_q4_0_ref): per 32 values, d = (the value of largest
 * magnitude) / -8 (stored f16), q = min(15, trunc(x / d + 8.5)); value j and j + 16 share byte j
 * (low and high nibble).
 */
export function quantizeQ4_0(values: Float32Array): Uint8Array {
  if (values.length % 32 !== 0)
    throw new FixtureModelError(`Q4_0 needs a multiple of 32 values, got ${values.length}`);
  const blocks = values.length / 32;
  const out = new Uint8Array(blocks * 18);
  const view = new DataView(out.buffer);
  for (let b = 0; b < blocks; b++) {
    let amax = 0;
    let vmax = 0;
    for (let j = 0; j < 32; j++) {
      const v = values[b * 32 + j];
      if (amax < abs(v)) {
        amax = abs(v);
        vmax = v;
      }
    }
    const d = fround(vmax / -8);
    const id = d !== 0 ? fround(1 / d) : 0;
    view.setUint16(b * 18, toHalf(d), true);
    for (let j = 0; j < 16; j++) {
      const x0 = fround(values[b * 32 + j] * id);
      const x1 = fround(values[b * 32 + 16 + j] * id);
      // (int8_t) truncates toward zero; the sums are never negative here
      const q0 = min(15, Math.trunc(fround(x0 + 8.5)));
      const q1 = min(15, Math.trunc(fround(x1 + 8.5)));
      out[b * 18 + 2 + j] = q0 | (q1 << 4);
    }
  }
  return out;
}

/** Exact `tokenizer.*` key/values of the vocab file, raw bytes included. */
export function tokenizerKvs(vocabGguf: Uint8Array): GgufKv[] {
  let parsed;
  try {
    parsed = parseGguf(vocabGguf);
  } catch (error) {
    if (error instanceof GgufFormatError)
      throw new FixtureModelError(`vocab GGUF is unreadable: ${error.message}`);
    throw error;
  }
  const kvs = parsed.kvs.filter((kv) => kv.key.startsWith('tokenizer.'));
  const model = kvs.find((kv) => kv.key === 'tokenizer.ggml.model');
  const tokens = kvs.find((kv) => kv.key === 'tokenizer.ggml.tokens');
  if (!model || !tokens || typeof tokens.value !== 'object' || !('items' in tokens.value)) {
    throw new FixtureModelError('vocab GGUF has no tokenizer.ggml.model / tokenizer.ggml.tokens');
  }
  return kvs;
}

interface Shape {
  embd: number;
  blocks: number;
  ff: number;
  heads: number;
  ctx: number;
}

function shapeOf(params: FixtureModelParams): Shape {
  const shape: Shape = {
    embd: params.embeddingLength ?? 64,
    blocks: params.blockCount ?? 2,
    ff: params.feedForwardLength ?? 128,
    heads: params.headCount ?? 4,
    ctx: params.contextLength ?? 4096,
  };
  for (const [name, v] of Object.entries(shape)) {
    if (!Number.isSafeInteger(v) || v <= 0)
      throw new FixtureModelError(`fixture ${name} must be a positive integer, got ${v}`);
  }
  if (shape.embd % 32 !== 0 || shape.ff % 32 !== 0) {
    throw new FixtureModelError(
      `fixture embeddingLength and feedForwardLength must be multiples of 32 (Q8_0 / Q4_0 blocks)`,
    );
  }
  if (shape.embd % shape.heads !== 0 || (shape.embd / shape.heads) % 2 !== 0) {
    throw new FixtureModelError(
      `fixture embeddingLength ${shape.embd} must split into ${shape.heads} heads of even size`,
    );
  }
  if (shape.blocks > 64 || shape.embd > 4096 || shape.ff > 16384) {
    throw new FixtureModelError('fixture is limited to 64 blocks, embedding 4096 and feed-forward 16384');
  }
  return shape;
}

/** File type codes of `general.file_type` (llama_ftype). */
const FILE_TYPE: Record<FixtureVariant, number> = { f16: 1, q8_0: 7, q4_0: 2 };
const MATRIX_TYPE: Record<FixtureVariant, GgmlType> = {
  f16: GgmlType.F16,
  q8_0: GgmlType.Q8_0,
  q4_0: GgmlType.Q4_0,
};

export function generateFixtureModel(params: FixtureModelParams): Uint8Array {
  if (!Number.isSafeInteger(params.seed) || params.seed < 0) {
    throw new FixtureModelError(`fixture seed must be a non-negative integer, got ${params.seed}`);
  }
  if (!Object.prototype.hasOwnProperty.call(MATRIX_TYPE, params.variant)) {
    throw new FixtureModelError(
      `fixture variant must be 'f16', 'q8_0' or 'q4_0', got ${JSON.stringify(params.variant)}`,
    );
  }
  const shape = shapeOf(params);
  const tokenizer = tokenizerKvs(params.vocabGguf);
  const tokens = tokenizer.find((kv) => kv.key === 'tokenizer.ggml.tokens')!.value as { items: unknown[] };
  const vocabSize = tokens.items.length;

  const uniform = seededUniform(params.seed);
  const matrixType = MATRIX_TYPE[params.variant];
  const tensors: GgufTensorInput[] = [];
  const random = (n: number, std: number): Float32Array => {
    const sample = normalSampler(uniform, std);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = sample();
    return out;
  };
  const matrix = (name: string, dims: number[], std: number): void => {
    const values = random(dims[0] * dims[1], std);
    const data =
      matrixType === GgmlType.Q8_0
        ? quantizeQ8_0(values)
        : matrixType === GgmlType.Q4_0
          ? quantizeQ4_0(values)
          : encodeF16(values);
    tensors.push({ name, dims, type: matrixType, data });
  };
  const norm = (name: string): void => {
    tensors.push({
      name,
      dims: [shape.embd],
      type: GgmlType.F32,
      data: encodeF32(new Float32Array(shape.embd).fill(1)),
    });
  };

  matrix('token_embd.weight', [shape.embd, vocabSize], 1);
  for (let i = 0; i < shape.blocks; i++) {
    norm(`blk.${i}.attn_norm.weight`);
    for (const part of ['attn_q', 'attn_k', 'attn_v', 'attn_output'])
      matrix(`blk.${i}.${part}.weight`, [shape.embd, shape.embd], 0.02);
    norm(`blk.${i}.ffn_norm.weight`);
    matrix(`blk.${i}.ffn_gate.weight`, [shape.embd, shape.ff], 0.02);
    matrix(`blk.${i}.ffn_up.weight`, [shape.embd, shape.ff], 0.02);
    matrix(`blk.${i}.ffn_down.weight`, [shape.ff, shape.embd], 0.02);
  }
  norm('output_norm.weight');
  if (params.untiedOutput) matrix('output.weight', [shape.embd, vocabSize], 0.02);

  const u32kv = (key: string, value: number): GgufKv => ({ key, type: GgufValueType.UINT32, value });
  const name =
    params.name ?? `paretopilot-fixture-${params.variant}-e${shape.embd}-b${shape.blocks}-s${params.seed}`;
  const kvs: GgufKv[] = [
    { key: 'general.architecture', type: GgufValueType.STRING, value: 'llama' },
    { key: 'general.name', type: GgufValueType.STRING, value: name },
    u32kv('general.file_type', FILE_TYPE[params.variant]),
    u32kv('llama.context_length', shape.ctx),
    u32kv('llama.embedding_length', shape.embd),
    u32kv('llama.block_count', shape.blocks),
    u32kv('llama.feed_forward_length', shape.ff),
    u32kv('llama.attention.head_count', shape.heads),
    u32kv('llama.attention.head_count_kv', shape.heads),
    u32kv('llama.rope.dimension_count', shape.embd / shape.heads),
    { key: 'llama.attention.layer_norm_rms_epsilon', type: GgufValueType.FLOAT32, value: 1e-5 },
    ...tokenizer,
  ];
  return writeGguf({ kvs, tensors, alignment: 32 });
}

export interface FixtureSpec {
  /** File-name stem, e.g. `tiny-f16`. */
  id: string;
  params: Omit<FixtureModelParams, 'vocabGguf'>;
  /** What the fixture is for. */
  purpose: string;
}

/** The fixtures the tests and the local demo use: two real candidates plus a fault fixture. */
export const STANDARD_FIXTURES: readonly FixtureSpec[] = [
  { id: 'tiny-f16', params: { seed: 1, variant: 'f16' }, purpose: 'F16 candidate (embedding 64, 2 blocks)' },
  {
    id: 'tiny-q8_0',
    params: { seed: 1, variant: 'q8_0' },
    purpose: 'Q8_0 candidate (same shape, quantized matrices)',
  },
  {
    id: 'tiny-q4_0',
    params: { seed: 1, variant: 'q4_0' },
    purpose: 'Q4_0 candidate (same shape; the weight type KleidiAI repacks in the published study)',
  },
  {
    id: 'tiny-f16-untied',
    params: { seed: 2, variant: 'f16', untiedOutput: true },
    purpose: 'separate output.weight: can end a stream with an in-band server error',
  },
];
