// Small GGUF files for header tests: the general.* keys a plan reads, one weight matrix, a norm.
import { GgmlType, GgufValueType, writeGguf, type GgufKv } from '../../src/domain/gguf/gguf.js';
import type { GgufByteSource } from '../../src/domain/gguf/gguf-header.js';

export interface TinyGgufOptions {
  architecture?: string;
  name?: string;
  /** llama_ftype number; omitted: the file names no file type. */
  fileType?: number;
  /** Type of the weight matrix (default F16). */
  matrixType?: GgmlType;
  /** A big metadata array placed before the general.* keys, to push them past a short prefix. */
  paddingStrings?: number;
}

const BYTES_PER_32: Partial<Record<GgmlType, number>> = {
  [GgmlType.F16]: 64,
  [GgmlType.F32]: 128,
  [GgmlType.Q8_0]: 34,
  [GgmlType.Q4_0]: 18,
};

export function tinyGguf(options: TinyGgufOptions = {}): Uint8Array {
  const kvs: GgufKv[] = [];
  if (options.paddingStrings)
    kvs.push({
      key: 'tokenizer.ggml.tokens',
      type: GgufValueType.ARRAY,
      value: {
        itemType: GgufValueType.STRING,
        items: Array.from({ length: options.paddingStrings }, (_, i) => `token-${i}`),
      },
    });
  if (options.architecture !== undefined || !('architecture' in options))
    kvs.push({
      key: 'general.architecture',
      type: GgufValueType.STRING,
      value: options.architecture ?? 'llama',
    });
  if (options.name !== undefined)
    kvs.push({ key: 'general.name', type: GgufValueType.STRING, value: options.name });
  if (options.fileType !== undefined)
    kvs.push({ key: 'general.file_type', type: GgufValueType.UINT32, value: options.fileType });
  const matrixType = options.matrixType ?? GgmlType.F16;
  const rows = 4;
  return writeGguf({
    kvs,
    tensors: [
      { name: 'blk.0.attn_norm.weight', dims: [32], type: GgmlType.F32, data: new Uint8Array(128) },
      {
        name: 'blk.0.attn_q.weight',
        dims: [32, rows],
        type: matrixType,
        data: new Uint8Array(rows * (BYTES_PER_32[matrixType] ?? 64)),
      },
    ],
  });
}

/** Reads a header test asks of a byte source: offset and length of each, and the bytes handed out. */
export interface ReadLog {
  reads: { offset: number; length: number }[];
  bytes: number;
}

/**
 * A byte source over `head` followed by zeros up to `size` (default: just `head`) — a sparse file of
 * any size without the disk — logging every read.
 */
export function bytesSource(head: Uint8Array, size = head.length): GgufByteSource & { log: ReadLog } {
  const log: ReadLog = { reads: [], bytes: 0 };
  return {
    size,
    log,
    read: async (offset, length) => {
      const n = Math.max(0, Math.min(length, size - offset));
      log.reads.push({ offset, length });
      log.bytes += n;
      const out = new Uint8Array(n);
      if (offset < head.length) out.set(head.subarray(offset, Math.min(head.length, offset + n)));
      return out;
    },
  };
}

/** The first bytes of a GGUF v3 header: magic, version, tensor count, metadata count. */
export function ggufPreamble(tensorCount: bigint, kvCount: bigint): Uint8Array {
  const bytes = new Uint8Array(24);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46554747, true);
  view.setUint32(4, 3, true);
  view.setBigUint64(8, tensorCount, true);
  view.setBigUint64(16, kvCount, true);
  return bytes;
}
