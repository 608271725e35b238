import {
  GgmlType,
  GgufValueType,
  parseGguf,
  tensorByteSize,
  writeGguf,
  type GgufKv,
} from '../../../src/domain/gguf/gguf.js';
import { getKv, tensorData } from '../../kits/gguf-readers.js';
import { GgufFormatError } from '../../../src/domain/core/errors.js';
import { quantizeQ8_0, seededUniform, toHalf } from '../../../src/domain/gguf/fixture-model.js';
import { fromHalf } from '../../kits/gguf-readers.js';

const kvs: GgufKv[] = [
  { key: 'general.architecture', type: GgufValueType.STRING, value: 'llama' },
  { key: 'a.u8', type: GgufValueType.UINT8, value: 200 },
  { key: 'a.i8', type: GgufValueType.INT8, value: -5 },
  { key: 'a.u16', type: GgufValueType.UINT16, value: 65535 },
  { key: 'a.i16', type: GgufValueType.INT16, value: -300 },
  { key: 'a.u32', type: GgufValueType.UINT32, value: 4096 },
  { key: 'a.i32', type: GgufValueType.INT32, value: -70000 },
  { key: 'a.f32', type: GgufValueType.FLOAT32, value: 0.5 },
  { key: 'a.bool', type: GgufValueType.BOOL, value: true },
  { key: 'a.u64', type: GgufValueType.UINT64, value: 2n ** 40n },
  { key: 'a.i64', type: GgufValueType.INT64, value: -(2n ** 40n) },
  { key: 'a.f64', type: GgufValueType.FLOAT64, value: 1e-300 },
  {
    key: 'a.strings',
    type: GgufValueType.ARRAY,
    value: { itemType: GgufValueType.STRING, items: ['<s>', 'é', ''] },
  },
  {
    key: 'a.floats',
    type: GgufValueType.ARRAY,
    value: { itemType: GgufValueType.FLOAT32, items: [1, -2.5] },
  },
];

function sample(): Uint8Array {
  return writeGguf({
    kvs,
    tensors: [
      { name: 'norm', dims: [3], type: GgmlType.F32, data: new Uint8Array(12).fill(7) },
      { name: 'matrix', dims: [32, 2], type: GgmlType.Q8_0, data: new Uint8Array(68).fill(9) },
      { name: 'half', dims: [5], type: GgmlType.F16, data: new Uint8Array(10).fill(1) },
    ],
  });
}

test('round-trips metadata of every value type and tensor data', () => {
  const bytes = sample();
  const file = parseGguf(bytes);
  expect(file.version).toBe(3);
  expect(file.alignment).toBe(32);
  expect(file.kvs.map(({ key, type, value }) => ({ key, type, value }))).toEqual(kvs);
  expect(file.tensors.map((t) => [t.name, t.dims, t.type, t.offset, t.byteSize])).toEqual([
    ['norm', [3], GgmlType.F32, 0, 12],
    ['matrix', [32, 2], GgmlType.Q8_0, 32, 68],
    ['half', [5], GgmlType.F16, 128, 10],
  ]);
  expect(file.dataOffset % 32).toBe(0);
  expect(Array.from(tensorData(file, bytes, 'matrix'))).toEqual(new Array(68).fill(9));
  expect(bytes.length).toBe(file.dataOffset + 160);
  expect(getKv(file, 'a.u32')?.value).toBe(4096);
});

test('raw value bytes are copied verbatim (even when the decoded value says otherwise)', () => {
  const file = parseGguf(sample());
  const copied = file.kvs.map((kv) => (kv.key === 'a.u32' ? { ...kv, value: 1 } : kv));
  const again = parseGguf(writeGguf({ kvs: copied, tensors: [] }));
  expect(getKv(again, 'a.u32')?.value).toBe(4096);
  expect(Buffer.from(getKv(again, 'a.strings')!.raw!)).toEqual(Buffer.from(getKv(file, 'a.strings')!.raw!));
});

test('rejects malformed files with the offending offset', () => {
  const bytes = sample();
  expect(() => parseGguf(bytes.subarray(0, 3))).toThrow(GgufFormatError);
  const badMagic = Uint8Array.from(bytes);
  badMagic[0] = 0x58;
  expect(() => parseGguf(badMagic)).toThrow('missing the GGUF magic');
  const badVersion = Uint8Array.from(bytes);
  badVersion[4] = 9;
  expect(() => parseGguf(badVersion)).toThrow('version 9 is not supported');
  expect(() => parseGguf(bytes.subarray(0, 200))).toThrow(/file ends inside|runs past the end/);
  const hugeCount = Uint8Array.from(bytes);
  new DataView(hugeCount.buffer).setBigUint64(16, 2n ** 60n, true);
  expect(() => parseGguf(hugeCount)).toThrow('metadata count');
});

test('a metadata key longer than the specification allows (2^16 − 1 bytes) is refused at its offset', () => {
  const long = writeGguf({
    kvs: [{ key: 'k'.repeat(70_000), type: GgufValueType.UINT8, value: 1 }],
    tensors: [],
  });
  expect(() => parseGguf(long)).toThrow(
    'GGUF: a metadata key is 70000 bytes long, more than 65535 (at byte 24)',
  );
});

test('the writer refuses inconsistent documents', () => {
  expect(() => writeGguf({ kvs: [kvs[0], kvs[0]], tensors: [] })).toThrow('duplicate metadata key');
  expect(() =>
    writeGguf({
      kvs: [],
      tensors: [{ name: 't', dims: [32], type: GgmlType.Q8_0, data: new Uint8Array(33) }],
    }),
  ).toThrow('has 33 data bytes, expected 34');
  expect(() =>
    writeGguf({ kvs: [{ key: 'x', type: GgufValueType.UINT8, value: 300 }], tensors: [] }),
  ).toThrow('does not fit type UINT8');
  expect(() => tensorByteSize(GgmlType.Q8_0, [31])).toThrow('divisible by 32');
});

test('half conversion rounds to nearest even and covers subnormals and overflow', () => {
  expect(toHalf(1)).toBe(0x3c00);
  expect(toHalf(-2)).toBe(0xc000);
  expect(toHalf(65504)).toBe(0x7bff);
  expect(toHalf(1e6)).toBe(0x7c00);
  expect(toHalf(2 ** -24)).toBe(0x0001);
  expect(toHalf(2 ** -26)).toBe(0x0000);
  expect(toHalf(1 + 2 ** -11)).toBe(0x3c00); // tie → even
  expect(toHalf(1 + 3 * 2 ** -11)).toBe(0x3c02); // tie → even (up)
  for (const h of [0x0001, 0x03ff, 0x0400, 0x3555, 0x7bff, 0xbc00]) expect(toHalf(fromHalf(h))).toBe(h);
});

test('Q8_0 blocks hold an f16 scale and 32 rounded int8 values', () => {
  const values = new Float32Array(32).map((_, i) => (i - 16) / 16);
  const block = quantizeQ8_0(values);
  const view = new DataView(block.buffer);
  expect(block.length).toBe(34);
  const d = fromHalf(view.getUint16(0, true));
  expect(d).toBeCloseTo(1 / 127, 5);
  expect(view.getInt8(2)).toBe(-127);
  expect(view.getInt8(2 + 16)).toBe(0);
  expect(view.getInt8(2 + 24)).toBe(64); // 0.5 * 127 = 63.5 → away from zero
  for (let j = 0; j < 32; j++) expect(Math.abs(view.getInt8(2 + j) * d - values[j])).toBeLessThan(0.005);
});

test('the seeded generator is reproducible and seed-sensitive', () => {
  const a = seededUniform(7);
  const b = seededUniform(7);
  const c = seededUniform(8);
  const xs = Array.from({ length: 1000 }, () => a());
  expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
  expect(Array.from({ length: 1000 }, () => c())).not.toEqual(xs);
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...xs)).toBeLessThan(1);
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  expect(mean).toBeGreaterThan(0.45);
  expect(mean).toBeLessThan(0.55);
});
