// What a plan needs to know about a GGUF model, read from the start of the file only: the metadata
// key/values up to general.architecture, general.name and general.file_type (the llama_ftype of
// llama.cpp's llama.h), and the tensor types only when a file names no file type. The file is read
// through a byte source in bounded chunks: every count and length is checked against the bytes left
// and the format's limits before anything is read or decoded, so a hostile header costs a few reads
// and fails naming its byte offset, and text printed from it carries no control character.
import { GgufFormatError } from '../core/errors.js';
import {
  GGUF_MAGIC,
  GGUF_MAX_KEY_BYTES,
  GGUF_MAX_METADATA_COUNT,
  GGUF_MIN_KV_BYTES,
  GGUF_VALUE_BYTES,
  GgmlType,
  GgufValueType,
} from './gguf.js';

export interface GgufFacts {
  architecture: string;
  /** general.name, when the file has one. */
  name?: string;
  /** Quantization name as llama.cpp prints it (Q4_0, Q8_0, F16, Q4_K_M, …). */
  quantization: string;
  /** Where the quantization was read: general.file_type, or the most common tensor type by bytes. */
  quantizationSource: 'general.file_type' | 'tensor types';
}

/** The bytes of a file, as an adapter reads them (a file handle's positioned reads, a buffer). */
export interface GgufByteSource {
  /** The file's size in bytes. */
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer only where the file ends). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** Bytes asked of the source at a time: a header's general.* keys usually fit in the first read. */
export const GGUF_READ_CHUNK_BYTES = 64 * 1024;
/**
 * How far into a file the facts are looked for. The largest real headers (a 256k-token vocabulary
 * with its merges, scores and types) are around 20 MiB; past this the file is not one init reads.
 */
export const GGUF_MAX_HEADER_BYTES = 64 * 1024 * 1024;
/** general.architecture and general.name are short names; longer ones are refused, not printed. */
export const GGUF_MAX_FACT_BYTES = 4096;
/** ggml's GGML_MAX_DIMS. */
const MAX_TENSOR_DIMS = 4;
/** The fewest bytes a tensor info takes: name length (8), dimension count (4), type (4), offset (8). */
const MIN_TENSOR_INFO_BYTES = 24;

/** llama_ftype (llama.h) → name; numbers llama.cpp has retired are absent. */
const FILE_TYPES: Record<number, string> = {
  0: 'F32',
  1: 'F16',
  2: 'Q4_0',
  3: 'Q4_1',
  7: 'Q8_0',
  8: 'Q5_0',
  9: 'Q5_1',
  10: 'Q2_K',
  11: 'Q3_K_S',
  12: 'Q3_K_M',
  13: 'Q3_K_L',
  14: 'Q4_K_S',
  15: 'Q4_K_M',
  16: 'Q5_K_S',
  17: 'Q5_K_M',
  18: 'Q6_K',
  19: 'IQ2_XXS',
  20: 'IQ2_XS',
  21: 'Q2_K_S',
  22: 'IQ3_XS',
  23: 'IQ3_XXS',
  24: 'IQ1_S',
  25: 'IQ4_NL',
  26: 'IQ3_S',
  27: 'IQ3_M',
  28: 'IQ2_S',
  29: 'IQ2_M',
  30: 'IQ4_XS',
  31: 'IQ1_M',
  32: 'BF16',
  36: 'TQ1_0',
  37: 'TQ2_0',
  38: 'MXFP4_MOE',
};

/** ggml_type (ggml.h) → name, for files without general.file_type. */
const TENSOR_TYPES: Record<number, string> = {
  [GgmlType.F32]: 'F32',
  [GgmlType.F16]: 'F16',
  [GgmlType.Q4_0]: 'Q4_0',
  [GgmlType.Q4_1]: 'Q4_1',
  [GgmlType.Q5_0]: 'Q5_0',
  [GgmlType.Q5_1]: 'Q5_1',
  [GgmlType.Q8_0]: 'Q8_0',
  10: 'Q2_K',
  11: 'Q3_K',
  12: 'Q4_K',
  13: 'Q5_K',
  14: 'Q6_K',
  [GgmlType.BF16]: 'BF16',
};

/** The name of a llama_ftype number (unknown ones are named by number). */
export function fileTypeName(fileType: number): string {
  return FILE_TYPES[fileType] ?? `file type ${fileType}`;
}

/** Little-endian reads over a byte source, one bounded chunk at a time; every read is bounds-checked. */
class HeaderCursor {
  private chunk: Uint8Array = new Uint8Array(0);
  private view = new DataView(this.chunk.buffer);
  private chunkAt = 0;
  private readonly decoder = new TextDecoder('utf-8');
  pos = 0;

  constructor(private readonly source: GgufByteSource) {}

  private get left(): number {
    return this.source.size - this.pos;
  }

  /** Fails at pos when `n` more bytes run past the file or the header limit. */
  private within(n: number, what: string): void {
    if (n > this.left)
      throw new GgufFormatError(`file ends inside ${what} (needs ${n} bytes, ${this.left} left)`, this.pos);
    if (this.pos + n > GGUF_MAX_HEADER_BYTES)
      throw new GgufFormatError(
        `${what} lies past the first ${GGUF_MAX_HEADER_BYTES} bytes, where no model's header ends`,
        this.pos,
      );
  }

  /** Where bytes [pos, pos + n) start in the chunk, or -1 when it does not hold them. */
  private held(n: number): number {
    const from = this.pos - this.chunkAt;
    return from >= 0 && from + n <= this.chunk.length ? from : -1;
  }

  /**
   * Reads the chunk that starts at pos (never past the file or the header limit, so a held byte is
   * always within both) and returns 0, where bytes [pos, pos + n) now start.
   */
  private async fill(n: number, what: string): Promise<number> {
    this.within(n, what);
    const length = Math.min(this.left, GGUF_MAX_HEADER_BYTES - this.pos, Math.max(n, GGUF_READ_CHUNK_BYTES));
    this.chunk = await this.source.read(this.pos, length);
    this.chunkAt = this.pos;
    this.view = new DataView(this.chunk.buffer, this.chunk.byteOffset, this.chunk.length);
    if (this.chunk.length < n)
      throw new GgufFormatError(`the file ended early: ${this.chunk.length} of ${n} bytes read`, this.pos);
    return 0;
  }

  private async need(n: number, what: string): Promise<number> {
    const from = this.held(n);
    return from >= 0 ? from : this.fill(n, what);
  }

  async u32(what: string): Promise<number> {
    const from = await this.need(4, what); // before reading this.view: a fill replaces it
    const v = this.view.getUint32(from, true);
    this.pos += 4;
    return v;
  }

  /** A u64 count or length, refused (at its own offset) above `max`. */
  async count(what: string, max: number, why: string): Promise<number> {
    const at = this.pos;
    const from = await this.need(8, what);
    const v = this.view.getBigUint64(from, true);
    this.pos += 8;
    if (v > BigInt(Math.max(0, Math.floor(max)))) throw new GgufFormatError(`${what} ${v} ${why}`, at);
    return Number(v);
  }

  /** Moves past `n` bytes without reading them (bounded by the file and the header limit). */
  skip(n: number, what: string): void {
    this.within(n, what);
    this.pos += n;
  }

  /** A string's length, checked against the bytes left and `maxBytes`. */
  private async length(what: string, maxBytes: number): Promise<number> {
    const at = this.pos;
    const len = await this.count(`${what} length`, this.left - 8, 'runs past the end of the file');
    if (len > maxBytes) throw new GgufFormatError(`${what} is ${len} bytes long, more than ${maxBytes}`, at);
    return len;
  }

  async string(what: string, maxBytes: number): Promise<string> {
    const len = await this.length(what, maxBytes);
    const from = await this.need(len, what);
    this.pos += len;
    return this.decoder.decode(this.chunk.subarray(from, from + len));
  }

  async skipString(what: string): Promise<void> {
    this.skip(await this.length(what, Infinity), what);
  }

  /**
   * Moves past `n` strings (a vocabulary: hundreds of thousands), reading each one's length from the
   * chunk in hand and waiting on the source only when a length lies past it.
   */
  private async skipStrings(n: number, what: string): Promise<void> {
    for (let i = 0; i < n; i++) {
      let from = this.held(8);
      if (from < 0) from = await this.fill(8, what);
      const len = this.view.getUint32(from + 4, true) * 2 ** 32 + this.view.getUint32(from, true);
      if (len > this.left - 8) {
        const exact = this.view.getBigUint64(from, true);
        throw new GgufFormatError(
          `${what}: item ${i}'s length ${exact} runs past the end of the file`,
          this.pos,
        );
      }
      this.pos += 8;
      this.skip(len, what);
    }
  }

  /** Moves past one value of `type` (arrays of fixed-size items in one step). */
  async skipValue(type: number, what: string): Promise<void> {
    const at = this.pos;
    const fixed = GGUF_VALUE_BYTES[type as GgufValueType];
    if (fixed !== undefined) return this.skip(fixed, what);
    if (type === GgufValueType.STRING) return this.skipString(what);
    if (type !== GgufValueType.ARRAY) throw new GgufFormatError(`${what} has unknown value type ${type}`, at);
    const itemType = await this.u32(`${what}'s item type`);
    const itemBytes = GGUF_VALUE_BYTES[itemType as GgufValueType];
    if (itemBytes === undefined && itemType !== GgufValueType.STRING)
      throw new GgufFormatError(
        `${what} is an array of ${itemType === GgufValueType.ARRAY ? 'arrays' : `unknown value type ${itemType}`}`,
        at,
      );
    const n = await this.count(
      `${what}'s length`,
      (this.left - 8) / (itemBytes ?? 8),
      'runs past the end of the file',
    );
    if (itemBytes !== undefined) return this.skip(n * itemBytes, what);
    return this.skipStrings(n, what);
  }
}

/* eslint-disable no-control-regex -- these patterns exist to find the escape sequences */
/** CSI (ESC [ … final byte, or the 8-bit CSI) and OSC (ESC ] … BEL or ESC \) sequences, then any other ESC + one character. */
const ESCAPE_SEQUENCES = [
  /\u001b\[[0-?]*[ -/]*[@-~]/g,
  /\u009b[0-?]*[ -/]*[@-~]/g,
  /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g,
  /\u001b[\s\S]?/g,
];
/* eslint-enable no-control-regex */

/** Text from a model file as it may be printed: escape sequences removed, other controls made spaces. */
export function printableText(text: string): string {
  return (
    ESCAPE_SEQUENCES.reduce((t, pattern) => t.replace(pattern, ''), text)
      // C0, DEL and C1 controls, line and paragraph separators, bidirectional overrides.
      .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

type Found = { architecture?: string; name?: string; fileType?: number };

/** The key/values, until the three facts are found (all of them when a file names no file type). */
async function readMetadata(r: HeaderCursor, kvCount: number): Promise<Found> {
  const found: Found = {};
  for (let i = 0; i < kvCount; i++) {
    const key = await r.string('a metadata key', GGUF_MAX_KEY_BYTES);
    const typeAt = r.pos;
    const type = await r.u32(`the type of ${key}`);
    const want = (t: GgufValueType[], what: string) => {
      if (!t.includes(type)) throw new GgufFormatError(`${key} must be ${what}`, typeAt);
    };
    if (key === 'general.architecture' || key === 'general.name') {
      want([GgufValueType.STRING], 'a string');
      const text = printableText(await r.string(key, GGUF_MAX_FACT_BYTES));
      if (key === 'general.name') found.name = text;
      else found.architecture = text;
    } else if (key === 'general.file_type') {
      want([GgufValueType.UINT32, GgufValueType.INT32], 'a u32');
      found.fileType = await r.u32(key);
    } else await r.skipValue(type, `the value of ${key}`);
    if (found.architecture !== undefined && found.name !== undefined && found.fileType !== undefined)
      return found;
  }
  return found;
}

/** The most common weight-matrix type by elements, from the tensor infos that follow the metadata. */
async function readTensorTypes(r: HeaderCursor, tensorCount: number): Promise<number | undefined> {
  const bytesByType = new Map<number, number>();
  for (let i = 0; i < tensorCount; i++) {
    await r.skipString('a tensor name');
    const dimsAt = r.pos;
    const nDims = await r.u32('a tensor dimension count');
    if (nDims > MAX_TENSOR_DIMS)
      throw new GgufFormatError(`a tensor has ${nDims} dimensions (at most ${MAX_TENSOR_DIMS})`, dimsAt);
    let elements = 1;
    for (let d = 0; d < nDims; d++)
      elements *= await r.count('a tensor dimension', 2 ** 40, 'is larger than any tensor');
    const type = await r.u32('a tensor type');
    r.skip(8, 'a tensor offset');
    // 1-D tensors (norms, biases) stay F32 in quantized files: the weight matrices name the type.
    if (nDims >= 2) bytesByType.set(type, (bytesByType.get(type) ?? 0) + elements);
  }
  return [...bytesByType.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

/**
 * Reads the facts from the start of a GGUF file. Anything that is not a GGUF header, or that breaks
 * one of its bounds, throws GgufFormatError naming the byte offset.
 */
export async function readGgufFacts(source: GgufByteSource): Promise<GgufFacts> {
  const r = new HeaderCursor(source);
  if (source.size < 4 || (await r.u32('the magic')) !== GGUF_MAGIC)
    throw new GgufFormatError('missing the GGUF magic', 0);
  const versionAt = r.pos;
  const version = await r.u32('the version');
  if (version !== 2 && version !== 3)
    throw new GgufFormatError(`version ${version} is not supported (2 or 3)`, versionAt);
  const left = () => source.size - r.pos;
  const tensorCount = await r.count(
    'tensor count',
    left() / MIN_TENSOR_INFO_BYTES,
    'is more than the file holds',
  );
  const kvAt = r.pos;
  const kvCount = await r.count('metadata count', left() / GGUF_MIN_KV_BYTES, 'is more than the file holds');
  if (kvCount > GGUF_MAX_METADATA_COUNT)
    throw new GgufFormatError(`metadata count ${kvCount} is more than ${GGUF_MAX_METADATA_COUNT}`, kvAt);
  const found = await readMetadata(r, kvCount);
  if (found.architecture === undefined)
    throw new GgufFormatError('the metadata has no general.architecture', r.pos);
  const base = {
    architecture: found.architecture,
    ...(found.name !== undefined ? { name: found.name } : {}),
  };
  if (found.fileType !== undefined)
    return { ...base, quantization: fileTypeName(found.fileType), quantizationSource: 'general.file_type' };
  // No file type: every key/value was read, so the tensor infos follow.
  const top = await readTensorTypes(r, tensorCount);
  if (top === undefined)
    throw new GgufFormatError('the file names no general.file_type and holds no weight matrix', r.pos);
  return {
    ...base,
    quantization: TENSOR_TYPES[top] ?? `tensor type ${top}`,
    quantizationSource: 'tensor types',
  };
}
