// The facts a plan records, read from the start of a GGUF file only.
import { fileTypeName, readGgufHeader } from '../../../src/domain/gguf/gguf-header.js';
import { GgmlType } from '../../../src/domain/gguf/gguf.js';
import { GgufFormatError } from '../../../src/domain/core/errors.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

function facts(bytes: Uint8Array) {
  const read = readGgufHeader(bytes, bytes.length);
  if (read.kind !== 'facts') throw new Error('expected facts');
  return read.facts;
}

test('architecture, name and the file type come from the general.* keys', () => {
  expect(facts(tinyGguf({ architecture: 'qwen2', name: 'Qwen Tiny', fileType: 7 }))).toEqual({
    architecture: 'qwen2',
    name: 'Qwen Tiny',
    quantization: 'Q8_0',
    quantizationSource: 'general.file_type',
  });
});

test.each([
  [0, 'F32'],
  [1, 'F16'],
  [2, 'Q4_0'],
  [7, 'Q8_0'],
  [15, 'Q4_K_M'],
  [18, 'Q6_K'],
  [32, 'BF16'],
  [99, 'file type 99'],
])('llama_ftype %d is %s', (n, name) => {
  expect(fileTypeName(n)).toBe(name);
});

test('without general.file_type the weight matrices name the type (1-D norms stay F32)', () => {
  const read = facts(tinyGguf({ matrixType: GgmlType.Q4_0 }));
  expect(read.quantization).toBe('Q4_0');
  expect(read.quantizationSource).toBe('tensor types');
});

test('a prefix that ends inside the metadata asks for more bytes, then reads the facts', () => {
  const bytes = tinyGguf({ paddingStrings: 2000, fileType: 2 });
  expect(bytes.length).toBeGreaterThan(8192);
  const short = readGgufHeader(bytes.subarray(0, 4096), bytes.length);
  expect(short).toEqual({ kind: 'need-more', bytes: 8192 });
  let prefix = 4096;
  let read = short;
  while (read.kind === 'need-more') {
    prefix = read.bytes;
    read = readGgufHeader(bytes.subarray(0, prefix), bytes.length);
  }
  expect(read.kind === 'facts' && read.facts.quantization).toBe('Q4_0');
  expect(prefix).toBeLessThan(bytes.length * 2);
});

test('a file that is not GGUF fails on its first bytes, without asking for more', () => {
  const html = new TextEncoder().encode('<!doctype html><html>not a model</html>');
  expect(() => readGgufHeader(html, 1_000_000)).toThrow(GgufFormatError);
  expect(() => readGgufHeader(html, 1_000_000)).toThrow(/GGUF magic/);
});

test('a GGUF without general.architecture is refused by name', () => {
  const bytes = tinyGguf({ architecture: undefined, fileType: 1 });
  expect(() => readGgufHeader(bytes, bytes.length)).toThrow(/general\.architecture/);
});
