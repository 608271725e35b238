// The archive extractor on crafted archives: hostile names, links, lying sizes and zip bombs.
import { randomBytes } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  existsSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { UnsafeArtifactPathError, ZipFormatError, ZipLimitError } from '../../../src/adapters/errors.js';
import { extractZip, type ZipLimits } from '../../../src/adapters/artifacts/zip-extract.js';
import { makeZip } from '../../kits/zip-fixture.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zip-extract-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS: ZipLimits = { maxExtractedBytes: 64 * 1024 ** 2, maxEntries: 100 };

async function extract(zip: Buffer, limits: ZipLimits = LIMITS) {
  const archive = path.join(dir, 'a.zip');
  writeFileSync(archive, zip);
  return extractZip(archive, path.join(dir, 'dest'), limits);
}
const destFiles = () =>
  existsSync(path.join(dir, 'dest')) ? readdirSync(path.join(dir, 'dest'), { recursive: true }) : [];

test('stored and deflated entries and directories are extracted byte-exactly', async () => {
  const binary = randomBytes(70_000);
  const text = 'ü'.repeat(5000);
  const out = await extract(
    makeZip([
      { name: 'runs/', data: '' },
      { name: 'runs/forward/load-evaluation.json', data: text, deflate: true },
      { name: 'runs/forward/blob.bin', data: binary },
      { name: 'empty.txt', data: '', deflate: true },
    ]),
  );
  expect(out.directories).toEqual(['runs']);
  expect(out.files).toEqual(['runs/forward/load-evaluation.json', 'runs/forward/blob.bin', 'empty.txt']);
  expect(out.bytes).toBe(Buffer.byteLength(text) + binary.length);
  const dest = path.join(dir, 'dest');
  expect(readFileSync(path.join(dest, 'runs/forward/load-evaluation.json'), 'utf8')).toBe(text);
  expect(Buffer.compare(readFileSync(path.join(dest, 'runs/forward/blob.bin')), binary)).toBe(0);
  expect(readFileSync(path.join(dest, 'empty.txt')).length).toBe(0);
});

test.each([
  ['../evil.txt', /has a "\.\." path segment/],
  ['a/../../evil.txt', /has a "\.\." path segment/],
  ['/etc/passwd', /is absolute/],
  ['a\\..\\evil.txt', /forbidden character "\\\\"/],
  ['a\u0000b', /forbidden character "\\u0000"/],
  ['C:evil', /forbidden character ":"/],
  ['a//b', /empty path segment/],
  ['./a', /has a "\." path segment/],
])('entry %j is refused and nothing is written', async (name, message) => {
  const error = await extract(
    makeZip([
      { name: 'ok.txt', data: 'fine' },
      { name, data: 'x' },
    ]),
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnsafeArtifactPathError);
  expect((error as Error).message).toMatch(message);
  expect(destFiles()).toEqual([]);
  expect(existsSync(path.join(dir, 'evil.txt'))).toBe(false);
});

test('symbolic links and device entries are refused', async () => {
  await expect(extract(makeZip([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]))).rejects.toThrow(
    /"link" is a symbolic link/,
  );
  await expect(extract(makeZip([{ name: 'fifo', data: '', mode: 0o010644 }]))).rejects.toThrow(
    /not a regular file or directory/,
  );
});

test('a local header naming a different path is refused', async () => {
  await expect(extract(makeZip([{ name: 'safe.txt', localName: '../x.txt', data: 'x' }]))).rejects.toThrow(
    /has a different local file name/,
  );
});

test('duplicate entries are refused', async () => {
  await expect(
    extract(
      makeZip([
        { name: 'a', data: '1' },
        { name: 'a', data: '2' },
      ]),
    ),
  ).rejects.toThrow(/appears twice/);
});

test.each([
  [{ name: 'a', data: 'hello', crc: 1 }, /fails its CRC-32 check/],
  [{ name: 'a', data: 'hello', flags: 0x0801 }, /is encrypted|size mismatch/],
  [{ name: 'a', data: 'hello', flags: 0x0801, deflate: true }, /is encrypted/],
  [{ name: 'a', data: 'hello', method: 12 }, /unsupported compression method 12/],
  [{ name: 'a', data: 'hello world', deflate: true, declaredSize: 5 }, /too many bytes|expected 5/],
  [{ name: 'a', data: 'hello', declaredSize: 4 }, /size mismatch for stored file: 5 != 4/],
])('%j is refused and leaves no file behind', async (entry, message) => {
  const error = await extract(makeZip([entry])).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ZipFormatError);
  expect((error as Error).message).toMatch(message);
  expect(destFiles()).toEqual([]);
});

test('declared sizes above the limit are refused before any entry is inflated', async () => {
  // Four entries declaring 256 MiB each in a 1 KiB archive: summed from the central directory only.
  const huge = 256 * 1024 ** 2;
  const zip = makeZip(
    ['a', 'b', 'c', 'd'].map((name) => ({ name, data: 'tiny', deflate: true, declaredSize: huge })),
  );
  expect(zip.length).toBeLessThan(1024);
  const before = process.memoryUsage().arrayBuffers;
  const error = await extract(zip, { maxExtractedBytes: 8 * 1024 ** 2, maxEntries: 10 }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipLimitError);
  expect((error as Error).message).toMatch(
    /declares more than 8388608 bytes of content \(268435456 bytes up to entry "a"\)/,
  );
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 ** 2);
  expect(destFiles()).toEqual([]);
  await expect(
    extract(makeZip([{ name: 'a' }, { name: 'b' }]), { maxExtractedBytes: 10, maxEntries: 1 }),
  ).rejects.toThrow(/has 2 entries; at most 1/);
});

test('a zip bomb inflating past its declared size is stopped at the declaration, in constant memory', async () => {
  // 200 MiB of zeros deflate to ~200 KiB; the entry declares 1 MiB, within the limit.
  const bomb = deflateRawSync(Buffer.alloc(200 * 1024 ** 2));
  const crafted = makeZip([
    { name: 'ok.txt', data: 'fine' },
    { name: 'bomb', compressed: bomb, declaredSize: 1024 ** 2 },
  ]);
  expect(crafted.length).toBeLessThan(1024 ** 2);
  const before = process.memoryUsage().arrayBuffers;
  const error = await extract(crafted).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ZipFormatError);
  expect((error as Error).message).toMatch(/"bomb": too many bytes in the stream/);
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 ** 2);
  // The entry written before the bomb is removed again: a rejected archive leaves nothing.
  expect(destFiles()).toEqual([]);
});

test('existing files in the destination are never overwritten', async () => {
  const dest = path.join(dir, 'dest');
  mkdirSync(path.join(dest, 'runs'), { recursive: true });
  writeFileSync(path.join(dest, 'runs', 'a.txt'), 'keep me');
  await expect(extract(makeZip([{ name: 'runs/a.txt', data: 'new' }]))).rejects.toThrow(
    /Refusing to overwrite existing/,
  );
  expect(readFileSync(path.join(dest, 'runs', 'a.txt'), 'utf8')).toBe('keep me');
});

test('non-zip bytes and truncation are refused', async () => {
  await expect(extract(Buffer.from('not a zip at all, just text'))).rejects.toThrow(ZipFormatError);
  const zip = makeZip([{ name: 'a', data: 'x'.repeat(100) }]);
  await expect(extract(zip.subarray(40))).rejects.toThrow(ZipFormatError);
});
