import { randomBytes } from 'node:crypto';
import { UnsafeArtifactPathError } from '../../src/adapters/artifacts/artifact-store.js';
import { ZipFormatError, readZip } from '../../src/adapters/artifacts/zip-reader.js';
import { makeZip } from './zip-fixture.js';

describe('readZip', () => {
  test('reads stored and deflated entries and directories byte-exactly', () => {
    const binary = randomBytes(70_000);
    const text = 'ü'.repeat(5000);
    const contents = readZip(
      makeZip([
        { name: 'runs/', data: '' },
        { name: 'runs/forward/load-evaluation.json', data: text, deflate: true },
        { name: 'runs/forward/blob.bin', data: binary },
        { name: 'empty.txt', data: '', deflate: true },
      ]),
    );
    expect(contents.directories).toEqual(['runs']);
    expect(contents.files.map((f) => f.path)).toEqual([
      'runs/forward/load-evaluation.json',
      'runs/forward/blob.bin',
      'empty.txt',
    ]);
    expect(Buffer.from(contents.files[0].data).toString('utf8')).toBe(text);
    expect(Buffer.compare(Buffer.from(contents.files[1].data), binary)).toBe(0);
    expect(contents.files[2].data.length).toBe(0);
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
  ])('entry %j is refused', (name, message) => {
    const zip = makeZip([{ name, data: 'x' }]);
    expect(() => readZip(zip)).toThrow(UnsafeArtifactPathError);
    expect(() => readZip(zip)).toThrow(message);
  });

  test('symbolic links and device entries are refused', () => {
    expect(() => readZip(makeZip([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]))).toThrow(
      /is a symbolic link/,
    );
    expect(() => readZip(makeZip([{ name: 'fifo', data: '', mode: 0o010644 }]))).toThrow(
      /not a regular file or directory/,
    );
  });

  test('a local header naming a different path is refused', () => {
    expect(() => readZip(makeZip([{ name: 'safe.txt', localName: '../x.txt', data: 'x' }]))).toThrow(
      /has a different local file name/,
    );
  });

  test('duplicate entries are refused', () => {
    expect(() =>
      readZip(
        makeZip([
          { name: 'a', data: '1' },
          { name: 'a', data: '2' },
        ]),
      ),
    ).toThrow(/appears twice/);
  });

  test.each([
    [{ name: 'a', data: 'hello', crc: 1 }, /fails its CRC-32 check/],
    [{ name: 'a', data: 'hello', flags: 0x0801 }, /is encrypted/],
    [{ name: 'a', data: 'hello', method: 12 }, /unsupported compression method 12/],
    [{ name: 'a', data: 'hello world', deflate: true, declaredSize: 5 }, /does not inflate to 5 bytes/],
    [{ name: 'a', data: 'hello', declaredSize: 4 }, /is 5 bytes, expected 4/],
  ])('%j is refused', (entry, message) => {
    expect(() => readZip(makeZip([entry]))).toThrow(ZipFormatError);
    expect(() => readZip(makeZip([entry]))).toThrow(message);
  });

  test('archives that expand beyond the limit are refused before inflating everything', () => {
    const zip = makeZip([
      { name: 'a', data: Buffer.alloc(600_000), deflate: true },
      { name: 'b', data: Buffer.alloc(600_000), deflate: true },
    ]);
    expect(zip.length).toBeLessThan(5000);
    expect(() => readZip(zip, { maxTotalBytes: 1_000_000, maxEntries: 10 })).toThrow(
      /expands to more than 1000000 bytes/,
    );
    expect(() => readZip(zip, { maxTotalBytes: 2_000_000, maxEntries: 1 })).toThrow(
      /has 2 entries; at most 1/,
    );
  });

  test('non-zip bytes, truncation and ZIP64 markers are refused', () => {
    expect(() => readZip(Buffer.from('not a zip at all, just text'))).toThrow(
      /no end-of-central-directory record/,
    );
    const zip = makeZip([{ name: 'a', data: 'x'.repeat(100) }]);
    expect(() => readZip(zip.subarray(40))).toThrow(ZipFormatError);
    expect(() => readZip(makeZip([{ name: 'a', data: 'x' }], { entryCount: 0xffff }))).toThrow(/ZIP64/);
  });
});
