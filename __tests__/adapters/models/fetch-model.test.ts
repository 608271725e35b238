import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchModel, modelCachePath } from '../../../src/adapters/models/fetch-model.js';
import { ModelFetchError } from '../../../src/adapters/errors.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';

const body = randomBytes(256 * 1024 + 123);
const digest = createHash('sha256').update(body).digest('hex');
let server: ModelServer;
let cacheDir: string;

beforeAll(async () => {
  server = await startModelServer({ '/model.gguf': body, '/other.gguf': Buffer.from('other') });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'model-fetch-'));
  server.requests.length = 0;
  server.faults.length = 0;
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const fast = { retries: 3, backoffMs: 5 };

test('downloads, verifies and caches a model under its sha256', async () => {
  const first = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(first).toEqual({
    path: modelCachePath(cacheDir, digest),
    fromCache: false,
    origin: { origin: 'download', url: server.url() },
  });
  expect(first.path.endsWith(`${digest}.gguf`)).toBe(true);
  expect(Buffer.compare(await readFile(first.path), body)).toBe(0);
  const second = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(second.fromCache).toBe(true);
  expect(second.origin).toEqual({ origin: 'cache' });
  expect(server.requests).toHaveLength(1);
});

test('retries a 500 and succeeds', async () => {
  server.faults.push({ kind: 'status', status: 500 }, { kind: 'status', status: 503 });
  const lines: string[] = [];
  const result = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    log: (l) => lines.push(l),
    ...fast,
  });
  expect(result.fromCache).toBe(false);
  expect(server.requests).toHaveLength(3);
  expect(lines.filter((l) => l.includes('retrying'))).toHaveLength(2);
});

test('resumes with a Range request after the connection is cut mid-body', async () => {
  const partial = `${modelCachePath(cacheDir, digest)}.partial`;
  const landed = () => existsSync(partial) && statSync(partial).size >= 100_000;
  server.faults.push({ kind: 'cut', afterBytes: 100_000, landed });
  const result = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(Buffer.compare(await readFile(result.path), body)).toBe(0);
  expect(server.requests).toHaveLength(2);
  expect(server.requests[0].range).toBeUndefined();
  const resumedAt = Number(/^bytes=(\d+)-$/.exec(server.requests[1].range ?? '')?.[1]);
  expect(resumedAt).toBeGreaterThan(0);
  expect(resumedAt).toBeLessThanOrEqual(100_000);
});

test('starts over when the server ignores the Range header', async () => {
  const partial = `${modelCachePath(cacheDir, digest)}.partial`;
  await fetchModel({ url: server.url(), sha256: digest, sizeBytes: body.length, cacheDir, ...fast }).then(
    (r) => rm(r.path),
  );
  await writeFile(partial, body.subarray(0, 5000));
  server.requests.length = 0;
  server.faults.push({ kind: 'ignore-range' });
  const result = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(server.requests[0].range).toBe('bytes=5000-');
  expect(Buffer.compare(await readFile(result.path), body)).toBe(0);
});

test('follows redirects (Hugging Face resolve URLs redirect to a CDN)', async () => {
  server.faults.push({ kind: 'redirect', location: server.url('/model.gguf') });
  const result = await fetchModel({
    url: server.url('/resolve'),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(Buffer.compare(await readFile(result.path), body)).toBe(0);
  expect(server.requests.map((r) => r.path)).toEqual(['/resolve', '/model.gguf']);
});

test('a wrong sha256 fails naming the expected and actual digests, and caches nothing', async () => {
  const wrong = '0'.repeat(64);
  const error = await fetchModel({
    url: server.url(),
    sha256: wrong,
    sizeBytes: body.length,
    cacheDir,
    name: 'q8-generic',
    ...fast,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ModelFetchError);
  expect((error as Error).message).toContain('model q8-generic');
  expect((error as Error).message).toContain(`expected ${wrong}`);
  expect((error as Error).message).toContain(digest);
  expect(
    (await readdir(join(cacheDir, 'models'))).filter((n) => n.endsWith('.gguf') || n.endsWith('.partial')),
  ).toEqual([]);
});

test('a wrong size fails before downloading the body, without retries', async () => {
  const error = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length + 1,
    cacheDir,
    ...fast,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ModelFetchError);
  expect((error as Error).message).toContain(
    `serves ${body.length} bytes, expected ${body.length + 1} bytes`,
  );
  expect(server.requests).toHaveLength(1);
});

test('a 404 fails at once, naming the URL', async () => {
  const error = await fetchModel({
    url: server.url('/missing.gguf'),
    sha256: digest,
    sizeBytes: 10,
    cacheDir,
    ...fast,
  }).catch((e: unknown) => e);
  expect((error as Error).message).toContain(`GET ${server.url('/missing.gguf')} returned HTTP 404`);
  expect(server.requests).toHaveLength(1);
});

test('gives up after the configured retries', async () => {
  server.faults.push(...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 502 })));
  const error = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    retries: 2,
    backoffMs: 1,
  }).catch((e: unknown) => e);
  expect((error as Error).message).toContain('HTTP 502');
  expect((error as Error).message).toContain('gave up after 3 attempts');
  expect(server.requests).toHaveLength(3);
});

test('a corrupted cached file is fetched again', async () => {
  const { path } = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  const damaged = Buffer.from(body);
  damaged[10] ^= 0xff;
  await writeFile(path, damaged);
  const again = await fetchModel({
    url: server.url(),
    sha256: digest,
    sizeBytes: body.length,
    cacheDir,
    ...fast,
  });
  expect(again.fromCache).toBe(false);
  expect(Buffer.compare(await readFile(path), body)).toBe(0);
});

test('local paths are verified in place', async () => {
  const local = join(cacheDir, 'local.gguf');
  await writeFile(local, body);
  expect(await fetchModel({ path: local, sha256: digest, sizeBytes: body.length, cacheDir })).toEqual({
    path: local,
    fromCache: false,
    origin: { origin: 'path' },
  });
  await expect(fetchModel({ path: local, sha256: digest, sizeBytes: 1, cacheDir })).rejects.toThrow(
    `has ${body.length} bytes, expected 1 bytes`,
  );
  await expect(
    fetchModel({ path: join(cacheDir, 'nope.gguf'), sha256: digest, sizeBytes: 1, cacheDir }),
  ).rejects.toThrow('does not exist');
});

test('rejects bad requests before any I/O', async () => {
  await expect(fetchModel({ sha256: digest, sizeBytes: 1, cacheDir })).rejects.toThrow(
    'exactly one of url or path',
  );
  await expect(fetchModel({ url: server.url(), sha256: 'ABC', sizeBytes: 1, cacheDir })).rejects.toThrow(
    'lowercase SHA-256',
  );
  await expect(fetchModel({ url: server.url(), sha256: digest, sizeBytes: 0, cacheDir })).rejects.toThrow(
    'sizeBytes must be a positive integer',
  );
  await expect(
    fetchModel({ url: 'ftp://127.0.0.1/x', sha256: digest, sizeBytes: 1, cacheDir }),
  ).rejects.toThrow('only http(s) URLs');
  expect(server.requests).toHaveLength(0);
});
