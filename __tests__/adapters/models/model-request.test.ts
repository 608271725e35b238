// A pinned model download (what prepare runs) with a token: sent to the model URL's own origin,
// dropped at the redirect to the CDN and never re-added, resumed with Range, verified whole; and the
// token's variable is never part of a child process's environment.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchModel, modelCachePath } from '../../../src/adapters/models/fetch-model.js';
import { credentialFor } from '../../../src/adapters/models/model-request.js';
import { childEnv } from '../../../src/adapters/process/child-env.js';
import { withEnv } from '../../kits/hermetic.js';
import { startFakeHub, type FakeHub } from '../../kits/fake-hub.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

const TOKEN = 'hf_prepare_secret_7';
const MODEL = tinyGguf({ fileType: 7, paddingStrings: 2000 });
const SHA = createHash('sha256').update(MODEL).digest('hex');
let hub: FakeHub;
let dir: string;
let restoreEnv: () => void;
beforeAll(async () => {
  hub = await startFakeHub({ 'org/gated': { 'm.gguf': MODEL } });
});
afterAll(() => hub.close());
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'model-request-'));
  hub.hubRequests.length = 0;
  hub.cdnRequests.length = 0;
  hub.requiredToken = TOKEN;
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});
const url = () => `${hub.endpoint}/org/gated/resolve/${hub.commit}/m.gguf`;

test('the token goes to the Hub, not to the CDN it redirects to; a partial file is resumed', async () => {
  const dest = modelCachePath(dir, SHA);
  mkdirSync(join(dest, '..'), { recursive: true });
  writeFileSync(`${dest}.partial`, MODEL.subarray(0, 4000));
  const got = await fetchModel({
    url: url(),
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    credential: credentialFor(url(), TOKEN),
    backoffMs: 1,
  });
  expect(readFileSync(got.path).equals(Buffer.from(MODEL))).toBe(true);
  expect(hub.hubRequests.map((q) => q.authorization)).toEqual([`Bearer ${TOKEN}`]);
  expect(hub.cdnRequests.map((q) => [q.authorization, q.range])).toEqual([[undefined, 'bytes=4000-']]);
});

test('without the token the gated file fails naming the URL, and the message holds no token', async () => {
  await expect(
    fetchModel({ url: url(), sha256: SHA, sizeBytes: MODEL.length, cacheDir: dir, retries: 0 }),
  ).rejects.toThrow(/returned HTTP 401/);
  hub.requiredToken = 'other';
  const error = await fetchModel({
    url: url(),
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    retries: 0,
    credential: credentialFor(url(), TOKEN),
  }).catch((e: Error) => e);
  expect(String(error)).toMatch(/HTTP 401/);
  expect(String(error)).not.toContain(TOKEN);
});

test('a token for one host is not sent to a model URL on another', async () => {
  hub.requiredToken = undefined;
  const cdnFile = `${hub.cdnOrigin}/blobs/org--gated/m.gguf?signature=x`;
  await fetchModel({
    url: cdnFile,
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    credential: credentialFor(url(), TOKEN),
  });
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
});

test('children never see the token variable', () => {
  const env = childEnv({ PATH: '/bin', HF_TOKEN: TOKEN, HUGGING_FACE_HUB_TOKEN: TOKEN, MY_HUB_KEY: TOKEN });
  expect(env).toEqual({ PATH: '/bin' });
});
