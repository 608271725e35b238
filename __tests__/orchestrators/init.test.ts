// init's downloads: a partial file in the cache is resumed with a Range request (the token still
// only on the Hub's own origin), the whole file is hashed, and a URL taken before is not fetched again.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initPlanFile, type InitRequest } from '../../src/orchestrators/init.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { cachePath } from '../../src/adapters/llama/cache-dir.js';
import { fetchModel, modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { withEnv } from '../kits/hermetic.js';
import { startFakeHub, type FakeHub } from '../kits/fake-hub.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

const TOKEN = 'hf_orchestrator_secret_42';
const MODEL = tinyGguf({ architecture: 'llama', fileType: 2, paddingStrings: 3000 });
const SHA = createHash('sha256').update(MODEL).digest('hex');

let hub: FakeHub;
let dir: string;
let restoreEnv: () => void;
beforeAll(async () => {
  hub = await startFakeHub({ 'org/repo': { 'q4_0.gguf': MODEL } });
});
afterAll(() => hub.close());
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'init-orch-'));
  hub.hubRequests.length = 0;
  hub.cdnRequests.length = 0;
  hub.cdnCuts.length = 0;
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

const request = (output = 'capacity.json'): InitRequest => ({
  refs: ['hf:org/repo/q4_0.gguf'],
  output: join(dir, output),
  cwd: dir,
  force: false,
  cores: 2,
  arch: 'arm64',
  cacheDir: join(dir, 'cache'),
  hubEndpoint: hub.endpoint,
  token: TOKEN,
  tokenEnv: 'HF_TOKEN',
  backoffMs: 1,
});
const resolveUrl = () => `${hub.endpoint}/org/repo/resolve/${hub.commit}/q4_0.gguf`;
const cdnGets = () => hub.cdnRequests.filter((q) => q.method === 'GET');

test('a partial file left in the cache is continued with a Range request and verified whole', async () => {
  const partial = cachePath(join(dir, 'cache'), 'models', 'incoming', `${sha256Hex(resolveUrl())}.partial`);
  mkdirSync(join(partial, '..'), { recursive: true });
  writeFileSync(partial, MODEL.subarray(0, 5000));
  const result = await initPlanFile(request());
  expect(cdnGets().map((q) => q.range)).toEqual(['bytes=5000-']);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
  expect(existsSync(partial)).toBe(false);
  expect(JSON.stringify(result.document)).toContain(SHA);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
  expect(hub.hubRequests.every((q) => q.authorization === `Bearer ${TOKEN}`)).toBe(true);
});

test('a download cut midway resumes where it stopped', async () => {
  hub.cdnCuts.push(3000);
  await initPlanFile(request());
  expect(cdnGets().map((q) => q.range)).toEqual([undefined, 'bytes=3000-']);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
});

test('a resumed partial file with other bytes is caught by the hash the Hub names, and fetched again', async () => {
  const partial = cachePath(join(dir, 'cache'), 'models', 'incoming', `${sha256Hex(resolveUrl())}.partial`);
  mkdirSync(join(partial, '..'), { recursive: true });
  const wrong = Buffer.from(MODEL.subarray(0, 5000));
  wrong[4000] ^= 0xff;
  writeFileSync(partial, wrong);
  const result = await initPlanFile(request());
  expect(cdnGets().map((q) => q.range)).toEqual(['bytes=5000-', undefined]);
  expect((result.document as { models: Record<string, { sha256: string }> }).models.q4_0.sha256).toBe(SHA);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
});

test('a URL taken before is answered from the cache: no second download', async () => {
  await initPlanFile(request('a.json'));
  const gets = cdnGets().length;
  expect(gets).toBe(1);
  await initPlanFile(request('b.json'));
  expect(cdnGets().length).toBe(gets);
  expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(readFileSync(join(dir, 'b.json'), 'utf8'));
});

test('two inits of the same URL at once download it once', async () => {
  await Promise.all([initPlanFile(request('a.json')), initPlanFile(request('b.json'))]);
  expect(cdnGets()).toHaveLength(1);
  expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(readFileSync(join(dir, 'b.json'), 'utf8'));
});

test('prepare finds the file init downloaded: no request, served from the cache', async () => {
  const result = await initPlanFile(request());
  const pinned = (
    result.document as { models: Record<string, { url: string; sha256: string; size_bytes: number }> }
  ).models.q4_0;
  const requests = hub.hubRequests.length + hub.cdnRequests.length;
  const got = await fetchModel({
    url: pinned.url,
    sha256: pinned.sha256,
    sizeBytes: pinned.size_bytes,
    cacheDir: join(dir, 'cache'),
  });
  expect(got.fromCache).toBe(true);
  expect(hub.hubRequests.length + hub.cdnRequests.length).toBe(requests);
});
