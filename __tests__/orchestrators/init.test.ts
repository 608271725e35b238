// init's downloads: a partial file in the cache is resumed with a Range request guarded by If-Range
// (the token still only on the Hub's own origin, over https), a partial file nothing vouches for is
// started over, the whole file is hashed, and a URL taken before is not fetched again while the Hub
// still names the same file.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initPlanFile, type InitRequest } from '../../src/orchestrators/init.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { cachePath } from '../../src/adapters/cache/cache-dir.js';
import { fetchModel, modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { withEnv } from '../kits/hermetic.js';
import { startFakeHub, type FakeHub } from '../kits/fake-hub.js';
import { trustingDispatcher } from '../kits/loopback-tls.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

const TOKEN = 'hf_orchestrator_secret_42';
const MODEL = tinyGguf({ architecture: 'llama', fileType: 2, paddingStrings: 3000 });
const SHA = createHash('sha256').update(MODEL).digest('hex');

let hub: FakeHub;
let dir: string;
let restoreEnv: () => void;
const dispatcher = trustingDispatcher();
beforeAll(async () => {
  hub = await startFakeHub({ 'org/repo': { 'q4_0.gguf': MODEL } }, { https: true });
});
afterAll(async () => {
  await hub.close();
  await dispatcher.close();
});
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
  token: { token: TOKEN, origins: [hub.endpoint] },
  tokenEnv: 'HF_TOKEN',
  backoffMs: 1,
  dispatcher,
});
const resolveUrl = () => `${hub.endpoint}/org/repo/resolve/${hub.commit}/q4_0.gguf`;
const cdnGets = () => hub.cdnRequests.filter((q) => q.method === 'GET');
const incoming = (suffix: string) =>
  cachePath(join(dir, 'cache'), 'models', 'incoming', `${sha256Hex(resolveUrl())}.${suffix}`);
/** The CDN's ETag of MODEL, as the first response of an interrupted download recorded it. */
const ETAG = `"${SHA}"`;

test('a partial file left in the cache is continued with a Range request under If-Range and verified whole', async () => {
  const partial = incoming('partial');
  mkdirSync(join(partial, '..'), { recursive: true });
  writeFileSync(partial, MODEL.subarray(0, 5000));
  writeFileSync(incoming('validator'), `${ETAG}\n`);
  const result = await initPlanFile(request());
  expect(cdnGets().map((q) => [q.range, q.ifRange])).toEqual([['bytes=5000-', ETAG]]);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
  expect(existsSync(partial)).toBe(false);
  expect(JSON.stringify(result.document)).toContain(SHA);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
  expect(hub.hubRequests.every((q) => q.authorization === `Bearer ${TOKEN}`)).toBe(true);
});

test('a partial file with no record of the version it came from is started over, not resumed', async () => {
  const partial = incoming('partial');
  mkdirSync(join(partial, '..'), { recursive: true });
  writeFileSync(partial, MODEL.subarray(0, 5000));
  await initPlanFile(request());
  expect(cdnGets().map((q) => q.range)).toEqual([undefined]);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
});

test("a download cut midway resumes where it stopped, under If-Range with the first response's ETag", async () => {
  const partial = incoming('partial');
  hub.cdnCuts.push({
    bytes: 3000,
    landed: () => (statSync(partial, { throwIfNoEntry: false })?.size ?? 0) >= 3000,
  });
  await initPlanFile(request());
  expect(cdnGets().map((q) => [q.range, q.ifRange])).toEqual([
    [undefined, undefined],
    ['bytes=3000-', ETAG],
  ]);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
});

test('a resumed partial file with other bytes is caught by the hash the Hub names, and fetched again', async () => {
  const partial = incoming('partial');
  mkdirSync(join(partial, '..'), { recursive: true });
  const wrong = Buffer.from(MODEL.subarray(0, 5000));
  wrong[4000] ^= 0xff;
  writeFileSync(partial, wrong);
  // The planted file even names the current ETag: the hash the Hub names still catches it.
  writeFileSync(incoming('validator'), `${ETAG}\n`);
  const result = await initPlanFile(request());
  expect(cdnGets().map((q) => q.range)).toEqual(['bytes=5000-', undefined]);
  expect((result.document as { models: Record<string, { sha256: string }> }).models.q4_0.sha256).toBe(SHA);
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA)).equals(Buffer.from(MODEL))).toBe(true);
});

test('a URL taken before is answered from the cache after the Hub confirms it: no second download', async () => {
  await initPlanFile(request('a.json'));
  const gets = cdnGets().length;
  expect(gets).toBe(1);
  const heads = hub.hubRequests.filter((q) => q.method === 'HEAD').length;
  await initPlanFile(request('b.json'));
  expect(cdnGets().length).toBe(gets);
  expect(hub.hubRequests.filter((q) => q.method === 'HEAD').length).toBe(heads + 1);
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
