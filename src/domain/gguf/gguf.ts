// A small GGUF (v2/v3) reader and writer, pure over byte arrays. The reader keeps each metadata
// value's encoded bytes so a key/value can be copied verbatim into another file.
// cohesive: the GGUF container format, read and written symmetrically.
import { GgufFormatError } from '../core/errors.js';

export enum GgufValueType {
  UINT8 = 0,
  INT8 = 1,
  UINT16 = 2,
  INT16 = 3,
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
  UINT64 = 10,
  INT64 = 11,
  FLOAT64 = 12,
}

/** ggml tensor types this module can size (the ones the fixtures and common models use). */
export enum GgmlType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  BF16 = 30,
}

/** [values per block, bytes per block] */
const BLOCK_LAYOUT: Record<number, [number, number]> = {
  [GgmlType.F32]: [1, 4],
  [GgmlType.F16]: [1, 2],
  [GgmlType.Q4_0]: [32, 18],
  [GgmlType.Q4_1]: [32, 20],
  [GgmlType.Q5_0]: [32, 22],
  [GgmlType.Q5_1]: [32, 24],
  [GgmlType.Q8_0]: [32, 34],
  [GgmlType.BF16]: [1, 2],
};

export interface GgufArray {
  itemType: GgufValueType;
  items: GgufValue[];
}

/** 64-bit integers are bigint; strings are decoded UTF-8 (the raw bytes stay in `raw`). */
export type GgufValue = number | bigint | boolean | string | GgufArray;

export interface GgufKv {
  key: string;
  type: GgufValueType;
  value: GgufValue;
  /** Encoded value bytes (after the type tag); when present the writer copies them verbatim. */
  raw?: Uint8Array;
}

export interface GgufTensorInfo {
  name: string;
  /** ggml order, innermost dimension first. */
  dims: number[];
  type: number;
  /** Offset of the tensor's data from the start of the data section. */
  offset: number;
  /** Byte size of the data (known types only). */
  byteSize: number;
}

export interface GgufFile {
  version: number;
  alignment: number;
  kvs: GgufKv[];
  tensors: GgufTensorInfo[];
  /** Absolute offset of the data section. */
  dataOffset: number;
}

export const GGUF_DEFAULT_ALIGNMENT = 32;
export const GGUF_MAGIC = 0x46554747; // "GGUF" read as little-endian u32
const MAGIC = GGUF_MAGIC;

/** The GGUF specification caps a metadata key at 2^16 − 1 bytes. */
export const GGUF_MAX_KEY_BYTES = 65535;
/** Far above any model's metadata (tens of keys; the tokenizer's are arrays): a count past it is not a model. */
export const GGUF_MAX_METADATA_COUNT = 65536;
/** The fewest bytes a key/value takes: an empty key's length (8), the type (4), a one-byte value. */
export const GGUF_MIN_KV_BYTES = 13;

/** Encoded size of each fixed-size value type (strings and arrays are sized by their contents). */
export const GGUF_VALUE_BYTES: Partial<Record<GgufValueType, number>> = {
  [GgufValueType.UINT8]: 1,
  [GgufValueType.INT8]: 1,
  [GgufValueType.UINT16]: 2,
  [GgufValueType.INT16]: 2,
  [GgufValueType.UINT32]: 4,
  [GgufValueType.INT32]: 4,
  [GgufValueType.FLOAT32]: 4,
  [GgufValueType.BOOL]: 1,
  [GgufValueType.UINT64]: 8,
  [GgufValueType.INT64]: 8,
  [GgufValueType.FLOAT64]: 8,
};

export function tensorByteSize(type: number, dims: readonly number[]): number {
  const layout = BLOCK_LAYOUT[type];
  if (!layout) throw new GgufFormatError(`tensor type ${type} is not supported`, 0);
  const count = dims.reduce((a, b) => a * b, 1);
  const [perBlock, blockBytes] = layout;
  if (dims.length === 0 || dims[0] % perBlock !== 0) {
    throw new GgufFormatError(
      `tensor of type ${GgmlType[type] ?? type} needs its first dimension divisible by ${perBlock}`,
      0,
    );
  }
  return (count / perBlock) * blockBytes;
}

/** Little-endian cursor over GGUF bytes; every read is bounds-checked (GgufFormatError). */
export class GgufReader {
  private readonly view: DataView;
  private readonly decoder = new TextDecoder('utf-8');
  pos = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  need(n: number, what: string): void {
    if (n < 0 || this.pos + n > this.bytes.length) {
      throw new GgufFormatError(
        `file ends inside ${what} (needs ${n} bytes, ${this.bytes.length - this.pos} left)`,
        this.pos,
      );
    }
  }

  u8(): number {
    this.need(1, 'a u8');
    return this.view.getUint8(this.pos++);
  }
  u32(): number {
    this.need(4, 'a u32');
    const v = this.view.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }
  u64(): bigint {
    this.need(8, 'a u64');
    const v = this.view.getBigUint64(this.pos, true);
    this.pos += 8;
    return v;
  }
  /** A u64 that must fit comfortably in a JS number (counts, lengths, offsets). */
  count(what: string, max: number): number {
    const at = this.pos;
    const v = this.u64();
    if (v > BigInt(Math.floor(max)))
      throw new GgufFormatError(`${what} ${v} is larger than the file allows`, at);
    return Number(v);
  }
  string(what: string, maxBytes = Infinity): string {
    const at = this.pos;
    const len = this.count(`${what} length`, this.bytes.length - this.pos);
    if (len > maxBytes) throw new GgufFormatError(`${what} is ${len} bytes long, more than ${maxBytes}`, at);
    this.need(len, what);
    const s = this.decoder.decode(this.bytes.subarray(this.pos, this.pos + len));
    this.pos += len;
    return s;
  }

  value(type: number, depth: number): GgufValue {
    const v = this.view;
    const at = this.pos;
    switch (type) {
      case GgufValueType.UINT8:
        return this.u8();
      case GgufValueType.INT8:
        this.need(1, 'an i8');
        return v.getInt8(this.pos++);
      case GgufValueType.UINT16:
        this.need(2, 'a u16');
        this.pos += 2;
        return v.getUint16(at, true);
      case GgufValueType.INT16:
        this.need(2, 'an i16');
        this.pos += 2;
        return v.getInt16(at, true);
      case GgufValueType.UINT32:
        return this.u32();
      case GgufValueType.INT32:
        this.need(4, 'an i32');
        this.pos += 4;
        return v.getInt32(at, true);
      case GgufValueType.FLOAT32:
        this.need(4, 'an f32');
        this.pos += 4;
        return v.getFloat32(at, true);
      case GgufValueType.BOOL: {
        const b = this.u8();
        if (b > 1) throw new GgufFormatError(`bool value ${b} is not 0 or 1`, at);
        return b === 1;
      }
      case GgufValueType.STRING:
        return this.string('a string value');
      case GgufValueType.UINT64:
        return this.u64();
      case GgufValueType.INT64:
        this.need(8, 'an i64');
        this.pos += 8;
        return v.getBigInt64(at, true);
      case GgufValueType.FLOAT64:
        this.need(8, 'an f64');
        this.pos += 8;
        return v.getFloat64(at, true);
      case GgufValueType.ARRAY: {
        if (depth > 0) throw new GgufFormatError('nested arrays are not supported', at);
        const itemType = this.u32();
        const n = this.count('array length', this.bytes.length - this.pos);
        const items: GgufValue[] = [];
        for (let i = 0; i < n; i++) items.push(this.value(itemType, depth + 1));
        return { itemType, items };
      }
      default:
        throw new GgufFormatError(`unknown value type ${type}`, at);
    }
  }
}

export function parseGguf(bytes: Uint8Array): GgufFile {
  const r = new GgufReader(bytes);
  if (bytes.length < 4 || r.u32() !== MAGIC) throw new GgufFormatError('missing the GGUF magic', 0);
  const versionAt = r.pos;
  const version = r.u32();
  if (version !== 2 && version !== 3)
    throw new GgufFormatError(`version ${version} is not supported (2 or 3)`, versionAt);
  // Every tensor info and key/value takes at least 8 bytes: bounds the counts by the file size.
  const tensorCount = r.count('tensor count', bytes.length / 8);
  const kvCount = r.count(
    'metadata count',
    Math.min(bytes.length / GGUF_MIN_KV_BYTES, GGUF_MAX_METADATA_COUNT),
  );
  const kvs: GgufKv[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < kvCount; i++) {
    const keyAt = r.pos;
    const key = r.string('a metadata key', GGUF_MAX_KEY_BYTES);
    if (seen.has(key)) throw new GgufFormatError(`duplicate metadata key ${JSON.stringify(key)}`, keyAt);
    seen.add(key);
    const type = r.u32();
    const start = r.pos;
    const value = r.value(type, 0);
    kvs.push({ key, type, value, raw: bytes.slice(start, r.pos) });
  }
  const alignmentKv = kvs.find((kv) => kv.key === 'general.alignment');
  let alignment = GGUF_DEFAULT_ALIGNMENT;
  if (alignmentKv) {
    if (
      alignmentKv.type !== GgufValueType.UINT32 ||
      typeof alignmentKv.value !== 'number' ||
      alignmentKv.value <= 0 ||
      alignmentKv.value % 8 !== 0
    ) {
      throw new GgufFormatError('general.alignment must be a u32 multiple of 8', 0);
    }
    alignment = alignmentKv.value;
  }
  const tensors: GgufTensorInfo[] = [];
  const names = new Set<string>();
  for (let i = 0; i < tensorCount; i++) {
    const at = r.pos;
    const name = r.string('a tensor name');
    if (names.has(name)) throw new GgufFormatError(`duplicate tensor ${JSON.stringify(name)}`, at);
    names.add(name);
    const nDims = r.u32();
    if (nDims < 1 || nDims > 4)
      throw new GgufFormatError(`tensor ${name} has ${nDims} dimensions (1..4)`, at);
    const dims: number[] = [];
    for (let d = 0; d < nDims; d++) dims.push(r.count(`tensor ${name} dimension`, 2 ** 40));
    const type = r.u32();
    const offset = r.count(`tensor ${name} offset`, 2 ** 50);
    if (offset % alignment !== 0)
      throw new GgufFormatError(`tensor ${name} offset ${offset} is not aligned to ${alignment}`, at);
    const byteSize = BLOCK_LAYOUT[type] ? tensorByteSize(type, dims) : 0;
    tensors.push({ name, dims, type, offset, byteSize });
  }
  const dataOffset = Math.ceil(r.pos / alignment) * alignment;
  for (const t of tensors) {
    if (dataOffset + t.offset + t.byteSize > bytes.length) {
      throw new GgufFormatError(`tensor ${t.name} data runs past the end of the file`, dataOffset + t.offset);
    }
  }
  return { version, alignment, kvs, tensors, dataOffset };
}

/** Growable little-endian byte buffer. */
class Writer {
  private buf = new Uint8Array(1 << 16);
  private view = new DataView(this.buf.buffer);
  private readonly encoder = new TextEncoder();
  length = 0;

  private reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  bytes(b: Uint8Array): void {
    this.reserve(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  u8(v: number): void {
    this.reserve(1);
    this.view.setUint8(this.length, v);
    this.length += 1;
  }
  u32(v: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, v, true);
    this.length += 4;
  }
  u64(v: number | bigint): void {
    this.reserve(8);
    this.view.setBigUint64(this.length, BigInt(v), true);
    this.length += 8;
  }
  string(s: string): void {
    const b = this.encoder.encode(s);
    this.u64(b.length);
    this.bytes(b);
  }
  pad(alignment: number): void {
    const target = Math.ceil(this.length / alignment) * alignment;
    this.reserve(target - this.length);
    this.buf.fill(0, this.length, target);
    this.length = target;
  }
  value(type: GgufValueType, value: GgufValue, key: string): void {
    const fail = (): never => {
      throw new GgufFormatError(
        `metadata ${key}: value ${String(value)} does not fit type ${GgufValueType[type] ?? type}`,
        this.length,
      );
    };
    const int = (min: number, max: number): number => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail();
      return value as number;
    };
    const at = (n: number): number => {
      this.reserve(n);
      const p = this.length;
      this.length += n;
      return p;
    };
    switch (type) {
      case GgufValueType.UINT8:
        this.view.setUint8(at(1), int(0, 0xff));
        return;
      case GgufValueType.INT8:
        this.view.setInt8(at(1), int(-0x80, 0x7f));
        return;
      case GgufValueType.UINT16:
        this.view.setUint16(at(2), int(0, 0xffff), true);
        return;
      case GgufValueType.INT16:
        this.view.setInt16(at(2), int(-0x8000, 0x7fff), true);
        return;
      case GgufValueType.UINT32:
        this.view.setUint32(at(4), int(0, 0xffffffff), true);
        return;
      case GgufValueType.INT32:
        this.view.setInt32(at(4), int(-0x80000000, 0x7fffffff), true);
        return;
      case GgufValueType.FLOAT32:
        if (typeof value !== 'number') fail();
        this.view.setFloat32(at(4), value as number, true);
        return;
      case GgufValueType.FLOAT64:
        if (typeof value !== 'number') fail();
        this.view.setFloat64(at(8), value as number, true);
        return;
      case GgufValueType.BOOL:
        if (typeof value !== 'boolean') fail();
        this.u8(value ? 1 : 0);
        return;
      case GgufValueType.STRING:
        if (typeof value !== 'string') fail();
        this.string(value as string);
        return;
      case GgufValueType.UINT64:
        if (typeof value !== 'bigint' && typeof value !== 'number') fail();
        if (BigInt(value as number | bigint) < 0n) fail();
        this.view.setBigUint64(at(8), BigInt(value as number | bigint), true);
        return;
      case GgufValueType.INT64:
        if (typeof value !== 'bigint' && typeof value !== 'number') fail();
        this.view.setBigInt64(at(8), BigInt(value as number | bigint), true);
        return;
      case GgufValueType.ARRAY: {
        if (typeof value !== 'object' || value === null || !('items' in value)) fail();
        const arr = value as GgufArray;
        if (arr.itemType === GgufValueType.ARRAY)
          throw new GgufFormatError(`metadata ${key}: nested arrays are not supported`, this.length);
        this.u32(arr.itemType);
        this.u64(arr.items.length);
        for (const item of arr.items) this.value(arr.itemType, item, key);
        return;
      }
      default:
        fail();
    }
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

export interface GgufTensorInput {
  name: string;
  dims: number[];
  type: number;
  data: Uint8Array;
}

export interface GgufDocument {
  kvs: GgufKv[];
  tensors: GgufTensorInput[];
  /** Defaults to general.alignment when present, else 32. */
  alignment?: number;
}

/** Serialises a GGUF v3 file: header, key/values (raw bytes copied when given), tensor infos, data. */
export function writeGguf(doc: GgufDocument): Uint8Array {
  const alignmentKv = doc.kvs.find((kv) => kv.key === 'general.alignment');
  const alignment =
    doc.alignment ?? (typeof alignmentKv?.value === 'number' ? alignmentKv.value : GGUF_DEFAULT_ALIGNMENT);
  const keys = new Set<string>();
  for (const kv of doc.kvs) {
    if (keys.has(kv.key)) throw new GgufFormatError(`duplicate metadata key ${JSON.stringify(kv.key)}`, 0);
    keys.add(kv.key);
  }
  const w = new Writer();
  w.u32(MAGIC);
  w.u32(3);
  w.u64(doc.tensors.length);
  w.u64(doc.kvs.length);
  for (const kv of doc.kvs) {
    w.string(kv.key);
    w.u32(kv.type);
    if (kv.raw) w.bytes(kv.raw);
    else w.value(kv.type, kv.value, kv.key);
  }
  let offset = 0;
  const offsets: number[] = [];
  for (const t of doc.tensors) {
    const size = tensorByteSize(t.type, t.dims);
    if (t.data.length !== size) {
      throw new GgufFormatError(
        `tensor ${t.name} has ${t.data.length} data bytes, expected ${size} for dims [${t.dims.join(', ')}]`,
        0,
      );
    }
    offsets.push(offset);
    offset += Math.ceil(size / alignment) * alignment;
  }
  doc.tensors.forEach((t, i) => {
    w.string(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(t.type);
    w.u64(offsets[i]);
  });
  w.pad(alignment);
  for (const t of doc.tensors) {
    w.bytes(t.data);
    w.pad(alignment);
  }
  return w.result();
}
