// Pinned downloads consult a local mirror first (by file name or sha256) and verify what they find
// exactly as a download; the origin is reported so the manifest can say where a file came from.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureKleidiaiSource, kleidiaiArchiveOrigin } from '../../../src/adapters/llama/kleidiai-source.js';
import { fetchModel } from '../../../src/adapters/models/fetch-model.js';
import {
  fetchPinned,
  findInMirror,
  MIRROR_DIR_ENV,
  mirrorNames,
  resolveMirrorDirs,
} from '../../../src/adapters/models/mirror.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';

let root: string;
let server: ModelServer;
let archive: Buffer;
const model = Buffer.from('GGUF fixture bytes for the mirror test\n'.repeat(50));
const sha = (b: Uint8Array, algo = 'sha256'): string => createHash(algo).update(b).digest('hex');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mirror-'));
  await mkdir(join(root, 'src', 'kleidiai-v9.9.9'), { recursive: true });
  await writeFile(join(root, 'src', 'kleidiai-v9.9.9', 'CMakeLists.txt'), 'project(kleidiai)\n');
  execFileSync('tar', ['-czf', join(root, 'k.tar.gz'), '-C', join(root, 'src'), 'kleidiai-v9.9.9']);
  archive = await readFile(join(root, 'k.tar.gz'));
  server = await startModelServer({ '/m.gguf': model });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

test('mirror directories: explicit ones first, then the environment variable, resolved and de-duplicated', () => {
  expect(resolveMirrorDirs(['a', '/abs'], { [MIRROR_DIR_ENV]: `/e1:/abs::b` }, '/work')).toEqual([
    '/work/a',
    '/abs',
    '/e1',
    '/work/b',
  ]);
  expect(resolveMirrorDirs([], {}, '/w')).toEqual([]);
});

test('a pinned file may be mirrored under its URL file name, its sha256 with the extension, or its sha256', () => {
  const d = 'f'.repeat(64);
  expect(mirrorNames('https://h/x/kleidiai-v1.24.0-src.tar.gz', d)).toEqual([
    'kleidiai-v1.24.0-src.tar.gz',
    `${d}.tar.gz`,
    d,
  ]);
  // a URL whose last segment is not a plain file name is only found by digest
  expect(mirrorNames('https://h/a/..%2Fetc', d)).toEqual([d]);
});

test('a mirror file is copied, verified and reported; the network is not used', async () => {
  const mirror = join(root, 'mirror1');
  await mkdir(mirror, { recursive: true });
  await writeFile(join(mirror, 'm.gguf'), model);
  const before = server.requests.length;
  const dest = join(root, 'out1', 'model.gguf');
  const origin = await fetchPinned({
    url: server.url('/m.gguf'),
    sha256: sha(model),
    sizeBytes: model.length,
    dest,
    mirrorDirs: [join(root, 'missing-dir'), mirror],
  });
  expect(origin).toEqual({ origin: 'mirror', mirror_file: 'm.gguf' });
  expect(sha(await readFile(dest))).toBe(sha(model));
  expect(server.requests.length).toBe(before);
  expect(await findInMirror([mirror], 'https://elsewhere/other-name.gguf', sha(model))).toBeUndefined();
  await writeFile(join(mirror, sha(model)), model);
  expect(await findInMirror([mirror], 'https://elsewhere/other-name.gguf', sha(model))).toBe(
    join(mirror, sha(model)),
  );
});

test('a mirror file with the pinned name but other bytes is refused, not silently replaced by a download', async () => {
  const mirror = join(root, 'mirror-bad');
  await mkdir(mirror, { recursive: true });
  await writeFile(join(mirror, 'm.gguf'), Buffer.concat([model.subarray(1), Buffer.from('X')]));
  const before = server.requests.length;
  await expect(
    fetchPinned({
      url: server.url('/m.gguf'),
      sha256: sha(model),
      sizeBytes: model.length,
      dest: join(root, 'out-bad', 'model.gguf'),
      mirrorDirs: [mirror],
    }),
  ).rejects.toThrow(/mirror file .*m\.gguf\).* has SHA-256 [0-9a-f]{64}, expected/);
  await writeFile(join(mirror, 'm.gguf'), model.subarray(1));
  await expect(
    fetchPinned({
      url: server.url('/m.gguf'),
      sha256: sha(model),
      sizeBytes: model.length,
      dest: join(root, 'out-bad', 'model.gguf'),
      mirrorDirs: [mirror],
    }),
  ).rejects.toThrow(`has ${model.length - 1} bytes, expected ${model.length} bytes`);
  expect(server.requests.length).toBe(before);
});

test('without a mirror copy the file is downloaded; a failed download names the mirrors searched', async () => {
  const empty = join(root, 'mirror-empty');
  await mkdir(empty, { recursive: true });
  const got = await fetchModel({
    url: server.url('/m.gguf'),
    sha256: sha(model),
    sizeBytes: model.length,
    cacheDir: join(root, 'cache-dl'),
    mirrorDirs: [empty],
  });
  expect(got.origin).toEqual({ origin: 'download', url: server.url('/m.gguf') });
  const again = await fetchModel({
    url: server.url('/m.gguf'),
    sha256: sha(model),
    sizeBytes: model.length,
    cacheDir: join(root, 'cache-dl'),
  });
  expect(again.origin).toEqual({ origin: 'cache' });
  await expect(
    fetchPinned({
      url: server.url('/absent.gguf'),
      sha256: sha(model),
      sizeBytes: model.length,
      dest: join(root, 'out-404', 'x.gguf'),
      mirrorDirs: [empty],
      retries: 0,
    }),
  ).rejects.toThrow(
    `HTTP 404 (no mirror holds it: looked for absent.gguf, ${sha(model)}.gguf, ${sha(model)} in ${empty})`,
  );
});

test('the KleidiAI archive comes from the mirror, passes the sha256, size and llama.cpp MD5 pins, and its origin is recorded', async () => {
  const mirror = join(root, 'vendor');
  await mkdir(mirror, { recursive: true });
  await writeFile(join(mirror, 'kleidiai-v9.9.9-src.tar.gz'), archive);
  const cacheDir = join(root, 'cache-k');
  const spec = {
    version: 'v9.9.9',
    // unreachable on purpose: the mirror must serve it
    url: 'http://127.0.0.1:9/kleidiai-v9.9.9-src.tar.gz',
    sha256: sha(archive),
    sizeBytes: archive.length,
  };
  const dir = await ensureKleidiaiSource(cacheDir, spec, {
    expectedMd5: sha(archive, 'md5'),
    mirrorDirs: [mirror],
  });
  expect(await readFile(join(dir, 'CMakeLists.txt'), 'utf8')).toBe('project(kleidiai)\n');
  expect(await kleidiaiArchiveOrigin(cacheDir, spec.sha256)).toEqual({
    origin: 'mirror',
    mirror_file: 'kleidiai-v9.9.9-src.tar.gz',
  });
  expect(await kleidiaiArchiveOrigin(join(root, 'nothing'), spec.sha256)).toEqual({ origin: 'cache' });
  await expect(
    ensureKleidiaiSource(join(root, 'cache-k-md5'), spec, {
      expectedMd5: '0'.repeat(32),
      mirrorDirs: [mirror],
    }),
  ).rejects.toThrow(`pins MD5 ${'0'.repeat(32)}`);
});
