// The KleidiAI archive is fetched once, verified (sha256, size, and llama.cpp's MD5 pin) and unpacked.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureKleidiaiSource } from '../../../src/adapters/llama/kleidiai-source.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';

let root: string;
let archive: Buffer;
let server: ModelServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-kleidiai-'));
  await mkdir(join(root, 'src', 'kleidiai-v9.9.9'), { recursive: true });
  await writeFile(join(root, 'src', 'kleidiai-v9.9.9', 'CMakeLists.txt'), 'project(kleidiai)\n');
  execFileSync('tar', ['-czf', join(root, 'k.tar.gz'), '-C', join(root, 'src'), 'kleidiai-v9.9.9']);
  archive = await readFile(join(root, 'k.tar.gz'));
  server = await startModelServer({ '/k.tar.gz': archive });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const digest = (algo: string, b: Uint8Array): string => createHash(algo).update(b).digest('hex');

test('downloads once, checks the MD5 llama.cpp pins, and unpacks the single top-level directory', async () => {
  const cacheDir = join(root, 'cache-ok');
  const spec = {
    version: 'v9.9.9',
    url: server.url('/k.tar.gz'),
    sha256: digest('sha256', archive),
    sizeBytes: archive.length,
  };
  const dir = await ensureKleidiaiSource(cacheDir, spec, { expectedMd5: digest('md5', archive) });
  expect(dir).toBe(join(cacheDir, 'sources/kleidiai', spec.sha256));
  expect(await readFile(join(dir, 'CMakeLists.txt'), 'utf8')).toBe('project(kleidiai)\n');
  const before = server.requests.length;
  expect(await ensureKleidiaiSource(cacheDir, spec)).toBe(dir);
  expect(server.requests.length).toBe(before);
});

test('an archive whose MD5 differs from the llama.cpp pin is refused', async () => {
  const spec = {
    version: 'v9.9.9',
    url: server.url('/k.tar.gz'),
    sha256: digest('sha256', archive),
    sizeBytes: archive.length,
  };
  await expect(
    ensureKleidiaiSource(join(root, 'cache-md5'), spec, { expectedMd5: '0'.repeat(32) }),
  ).rejects.toThrow(`but the llama.cpp source pins MD5 ${'0'.repeat(32)}`);
});

test('a wrong pinned sha256 fails the download', async () => {
  const spec = {
    version: 'v9.9.9',
    url: server.url('/k.tar.gz'),
    sha256: '1'.repeat(64),
    sizeBytes: archive.length,
  };
  await expect(ensureKleidiaiSource(join(root, 'cache-sha'), spec)).rejects.toThrow(
    `expected ${'1'.repeat(64)}`,
  );
});
