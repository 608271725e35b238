// Reading back what the GGUF writer and the fixture generator wrote: a metadata value, a tensor's
// bytes, a half-precision number.
import { GgufFormatError } from '../../src/domain/core/errors.js';
import type { GgufFile, GgufKv } from '../../src/domain/gguf/gguf.js';

export function getKv(file: GgufFile, key: string): GgufKv | undefined {
  return file.kvs.find((kv) => kv.key === key);
}

/** The bytes of one tensor (a view into `bytes`). */
export function tensorData(file: GgufFile, bytes: Uint8Array, name: string): Uint8Array {
  const t = file.tensors.find((x) => x.name === name);
  if (!t) throw new GgufFormatError(`no tensor named ${JSON.stringify(name)}`, 0);
  const start = file.dataOffset + t.offset;
  return bytes.subarray(start, start + t.byteSize);
}

/** Number from IEEE half bits. */
export function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 0x1f) return mant ? NaN : sign * Infinity;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}
