// The facts a plan records, read from the start of a GGUF file only, a bounded chunk at a time: a
// hostile header (huge counts, huge lengths, a sparse file of zeros) fails on its first bytes naming
// its offset, and text printed from a model file carries no escape sequence or control character.
import {
  fileTypeName,
  GGUF_MAX_HEADER_BYTES,
  GGUF_READ_CHUNK_BYTES,
  printableText,
  readGgufFacts,
} from '../../../src/domain/gguf/gguf-header.js';
import { GgmlType, GgufValueType, writeGguf } from '../../../src/domain/gguf/gguf.js';
import { GgufFormatError } from '../../../src/domain/core/errors.js';
import { bytesSource, ggufPreamble, tinyGguf } from '../../kits/tiny-gguf.js';

const facts = (bytes: Uint8Array) => readGgufFacts(bytesSource(bytes));

/** The error a source's header read fails with (and the source, to look at its reads). */
async function refusal(head: Uint8Array, size = head.length) {
  const source = bytesSource(head, size);
  const error = await readGgufFacts(source).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GgufFormatError);
  return { error: error as GgufFormatError, log: source.log };
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const u64 = (v: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, v, true);
  return b;
};

test('architecture, name and the file type come from the general.* keys', async () => {
  expect(await facts(tinyGguf({ architecture: 'qwen2', name: 'Qwen Tiny', fileType: 7 }))).toEqual({
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

test('without general.file_type the weight matrices name the type (1-D norms stay F32)', async () => {
  const read = await facts(tinyGguf({ matrixType: GgmlType.Q4_0 }));
  expect(read.quantization).toBe('Q4_0');
  expect(read.quantizationSource).toBe('tensor types');
});

test('metadata past the first chunk is skipped chunk by chunk, never read whole', async () => {
  const bytes = tinyGguf({ paddingStrings: 60_000, fileType: 2 });
  expect(bytes.length).toBeGreaterThan(16 * GGUF_READ_CHUNK_BYTES);
  const source = bytesSource(bytes);
  expect((await readGgufFacts(source)).quantization).toBe('Q4_0');
  expect(Math.max(...source.log.reads.map((r) => r.length))).toBe(GGUF_READ_CHUNK_BYTES);
  // Chunks follow one another (a value across a chunk's end starts the next one): about the file once.
  expect(source.log.bytes).toBeLessThan(bytes.length * 1.01);
});

test('a file that is not GGUF fails on its first bytes', async () => {
  const html = new TextEncoder().encode('<!doctype html><html>not a model</html>');
  const { error, log } = await refusal(html, 1_000_000);
  expect(error.message).toMatch(/GGUF magic/);
  expect(log.bytes).toBeLessThanOrEqual(GGUF_READ_CHUNK_BYTES);
});

test('a GGUF without general.architecture is refused by name', async () => {
  await expect(facts(tinyGguf({ architecture: undefined, fileType: 1 }))).rejects.toThrow(
    /general\.architecture/,
  );
});

describe('a hostile header fails on its first bytes, naming the offset', () => {
  test('a metadata count of 2^32 − 1 in a 512 MiB sparse file', async () => {
    const { error, log } = await refusal(ggufPreamble(0n, 2n ** 32n - 1n), 512 * 2 ** 20);
    expect(error.message).toBe('GGUF: metadata count 4294967295 is more than the file holds (at byte 16)');
    expect(log.reads).toHaveLength(1);
  });

  test('a metadata count past any model, in a file large enough to hold it', async () => {
    const { error, log } = await refusal(ggufPreamble(0n, 100_000n), 512 * 2 ** 20);
    expect(error.message).toBe('GGUF: metadata count 100000 is more than 65536 (at byte 16)');
    expect(log.reads).toHaveLength(1);
  });

  test('a metadata count above what the file could hold', async () => {
    const { error } = await refusal(ggufPreamble(0n, 1000n), 4096);
    expect(error.message).toBe('GGUF: metadata count 1000 is more than the file holds (at byte 16)');
  });

  test('a key 600 MB long', async () => {
    const head = concat(ggufPreamble(0n, 1n), u64(600_000_000n));
    const { error, log } = await refusal(head, 700_000_000);
    expect(error.message).toBe('GGUF: a metadata key is 600000000 bytes long, more than 65535 (at byte 24)');
    expect(log.bytes).toBeLessThanOrEqual(GGUF_READ_CHUNK_BYTES);
  });

  test('a string length past the end of the file', async () => {
    const head = concat(ggufPreamble(0n, 1n), u64(5000n));
    const { error } = await refusal(head, 1024);
    expect(error.message).toBe('GGUF: a metadata key length 5000 runs past the end of the file (at byte 24)');
  });

  test('an array longer than the file', async () => {
    const key = new TextEncoder().encode('tokenizer.ggml.tokens');
    const type = new Uint8Array(8);
    new DataView(type.buffer).setUint32(0, GgufValueType.ARRAY, true);
    new DataView(type.buffer).setUint32(4, GgufValueType.STRING, true);
    const head = concat(ggufPreamble(0n, 1n), u64(BigInt(key.length)), key, type, u64(2n ** 40n));
    const { error } = await refusal(head, 1 << 20);
    expect(error.message).toMatch(
      /^GGUF: the value of tokenizer\.ggml\.tokens's length 1099511627776 runs past the end of the file \(at byte 61\)$/,
    );
  });

  test('a value that would take the header past 64 MiB stops there, unread', async () => {
    // A 64 MiB u8 array in a 256 MiB sparse file: refused at its start, not skipped through.
    const key = new TextEncoder().encode('blob');
    const type = new Uint8Array(8);
    new DataView(type.buffer).setUint32(0, GgufValueType.ARRAY, true);
    new DataView(type.buffer).setUint32(4, GgufValueType.UINT8, true);
    const head = concat(ggufPreamble(0n, 1n), u64(4n), key, type, u64(BigInt(GGUF_MAX_HEADER_BYTES)));
    const { error, log } = await refusal(head, 4 * GGUF_MAX_HEADER_BYTES);
    expect(error.message).toBe(
      "GGUF: the value of blob lies past the first 67108864 bytes, where no model's header ends (at byte 52)",
    );
    expect(log.bytes).toBeLessThanOrEqual(GGUF_READ_CHUNK_BYTES);
  });

  test('a tensor with more than four dimensions', async () => {
    const bytes = writeGguf({
      kvs: [{ key: 'general.architecture', type: GgufValueType.STRING, value: 'llama' }],
      tensors: [{ name: 't', dims: [32], type: GgmlType.F32, data: new Uint8Array(128) }],
    });
    // Patch the tensor's dimension count (right after its name) to 9.
    const at = bytes.findIndex((_, i) => bytes[i] === 0x74 && bytes[i - 8] === 1 && i > 24) + 1;
    new DataView(bytes.buffer).setUint32(at, 9, true);
    const { error } = await refusal(bytes);
    expect(error.message).toBe(`GGUF: a tensor has 9 dimensions (at most 4) (at byte ${at})`);
  });
});

describe('text from a model file is printable', () => {
  test.each([
    ['llama\u001b[31mRED\u001b[0m', 'llamaRED'],
    ['x\u001b]0;owned title\u0007y', 'xy'],
    ['x\u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\', 'xlink'],
    ['a\u0007b\u0000c\u007fd\u009b2Je', 'a b c de'],
    ['two\nlines\r\tand\u2028more', 'two lines and more'],
    ['\u202eevil\u202c', 'evil'],
    ['Qwen2.5 1.5B Instruct', 'Qwen2.5 1.5B Instruct'],
  ])('%j → %j', (raw, shown) => {
    expect(printableText(raw)).toBe(shown);
  });

  test('general.architecture and general.name are read as printable text', async () => {
    const read = await facts(
      tinyGguf({
        architecture: 'qwen2\u001b[2J\u001b[H',
        name: 'Tiny\u001b]0;pwned\u0007 Qwen',
        fileType: 7,
      }),
    );
    expect(read).toMatchObject({ architecture: 'qwen2', name: 'Tiny Qwen' });
  });

  test('a general.name longer than 4096 bytes is refused, not printed', async () => {
    await expect(facts(tinyGguf({ name: 'n'.repeat(5000), fileType: 7 }))).rejects.toThrow(
      /general\.name is 5000 bytes long, more than 4096/,
    );
  });
});
