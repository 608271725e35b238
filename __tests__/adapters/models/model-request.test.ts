// A pinned model download (what prepare runs) with a token: sent only over https to an origin the
// token is for (the Hub's, or one the user named), dropped at the redirect to the CDN and never
// re-added, resumed with Range, verified whole; never sent over plain http or to the origin a plan
// happens to name. A refused connection fails at once; a silent host ends at the download deadline.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchModel, modelCachePath } from '../../../src/adapters/models/fetch-model.js';
import {
  credentialFor,
  parseTokenOrigin,
  tokenOrigins,
  type ModelToken,
} from '../../../src/adapters/models/model-request.js';
import { childEnv } from '../../../src/adapters/process/child-env.js';
import { findFreePort } from '../../kits/free-port.js';
import { withEnv } from '../../kits/hermetic.js';
import { startFakeHub, type FakeHub } from '../../kits/fake-hub.js';
import { trustingDispatcher } from '../../kits/loopback-tls.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

const TOKEN = 'hf_prepare_secret_7';
const MODEL = tinyGguf({ fileType: 7, paddingStrings: 2000 });
const SHA = createHash('sha256').update(MODEL).digest('hex');
let hub: FakeHub;
let plainHub: FakeHub;
let dir: string;
let restoreEnv: () => void;
const dispatcher = trustingDispatcher();
beforeAll(async () => {
  hub = await startFakeHub({ 'org/gated': { 'm.gguf': MODEL } }, { https: true });
  plainHub = await startFakeHub({ 'org/gated': { 'm.gguf': MODEL } });
});
afterAll(async () => {
  await hub.close();
  await plainHub.close();
  await dispatcher.close();
});
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'model-request-'));
  for (const h of [hub, plainHub]) {
    h.hubRequests.length = 0;
    h.cdnRequests.length = 0;
    h.requiredToken = TOKEN;
  }
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});
const url = (h = hub) => `${h.endpoint}/org/gated/resolve/${h.commit}/m.gguf`;
/** The token as the CLI reads it with the fake Hub as HF_ENDPOINT. */
const tokenFor = (endpoint: string, named: string[] = []): ModelToken => ({
  token: TOKEN,
  origins: tokenOrigins(endpoint, named),
});

test('the token goes to the Hub over https, not to the CDN it redirects to; a partial file is resumed', async () => {
  const dest = modelCachePath(dir, SHA);
  mkdirSync(join(dest, '..'), { recursive: true });
  writeFileSync(`${dest}.partial`, MODEL.subarray(0, 4000));
  const got = await fetchModel({
    url: url(),
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    credential: credentialFor(url(), tokenFor(hub.endpoint)),
    backoffMs: 1,
    dispatcher,
  });
  expect(readFileSync(got.path).equals(Buffer.from(MODEL))).toBe(true);
  expect(hub.hubRequests.map((q) => q.authorization)).toEqual([`Bearer ${TOKEN}`]);
  expect(hub.cdnRequests.map((q) => [q.authorization, q.range])).toEqual([[undefined, 'bytes=4000-']]);
});

test('without the token the gated file fails naming the URL, and the message holds no token', async () => {
  await expect(
    fetchModel({ url: url(), sha256: SHA, sizeBytes: MODEL.length, cacheDir: dir, retries: 0, dispatcher }),
  ).rejects.toThrow(/returned HTTP 401/);
  hub.requiredToken = 'other';
  const error = await fetchModel({
    url: url(),
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    retries: 0,
    credential: credentialFor(url(), tokenFor(hub.endpoint)),
    dispatcher,
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
    credential: credentialFor(cdnFile, tokenFor(hub.endpoint)),
    dispatcher,
  });
  expect(hub.cdnRequests.length).toBeGreaterThan(0);
  expect(hub.cdnRequests.every((q) => q.authorization === undefined)).toBe(true);
});

test('the token goes to an origin the plan names only when the user named it too', () => {
  const plan = 'https://models.example.net:8443/org/m.gguf';
  expect(credentialFor(plan, tokenFor('https://huggingface.co'))).toBeUndefined();
  expect(
    credentialFor(plan, tokenFor('https://huggingface.co', ['https://models.example.net:8443'])),
  ).toEqual({ token: TOKEN, origin: 'https://models.example.net:8443' });
  expect(
    credentialFor('https://huggingface.co/o/r/resolve/main/m.gguf', tokenFor('https://huggingface.co')),
  ).toEqual({ token: TOKEN, origin: 'https://huggingface.co' });
  // Another port, scheme or host is another origin.
  expect(
    credentialFor('https://huggingface.co:444/m.gguf', tokenFor('https://huggingface.co')),
  ).toBeUndefined();
  expect(
    credentialFor('https://huggingface.co.evil.example/m.gguf', tokenFor('https://huggingface.co')),
  ).toBeUndefined();
});

test('plain http never gets a token: not the Hub behind an http HF_ENDPOINT, not a named origin', async () => {
  expect(tokenOrigins('http://127.0.0.1:9', [])).toEqual([]);
  expect(parseTokenOrigin('http://models.example.net')).toEqual({
    problem: 'http://models.example.net is not https: a token is never sent over plain http',
  });
  expect(parseTokenOrigin('https://models.example.net/path')).toHaveProperty('problem');
  expect(parseTokenOrigin('https://u:p@models.example.net')).toEqual({
    problem: 'https://models.example.net/ must be an origin only, e.g. https://models.example.com:8443',
  });
  expect(credentialFor(url(plainHub), { token: TOKEN, origins: [plainHub.endpoint] })).toBeUndefined();
  // Even a credential made by hand for an http origin is not attached by the request itself.
  plainHub.requiredToken = undefined;
  await fetchModel({
    url: url(plainHub),
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    credential: { token: TOKEN, origin: plainHub.endpoint },
  });
  expect(plainHub.hubRequests.length).toBeGreaterThan(0);
  expect(plainHub.hubRequests.every((q) => q.authorization === undefined)).toBe(true);
});

test('a refused connection is a definite answer: one attempt, no retries', async () => {
  const log: string[] = [];
  const error = await fetchModel({
    url: `http://127.0.0.1:${await findFreePort()}/m.gguf`,
    sha256: SHA,
    sizeBytes: MODEL.length,
    cacheDir: dir,
    log: (line) => log.push(line),
  }).catch((e: Error) => e);
  expect(String(error)).toMatch(/ECONNREFUSED/);
  expect(String(error)).not.toMatch(/gave up after/);
  expect(log.filter((line) => /retrying/.test(line))).toEqual([]);
});

test('a host that accepts and never answers ends at the download deadline, named', async () => {
  const sockets = new Set<Socket>();
  const silent: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = silent.address() as { port: number };
    const error = await fetchModel({
      url: `http://127.0.0.1:${port}/m.gguf`,
      sha256: SHA,
      sizeBytes: MODEL.length,
      cacheDir: dir,
      timeoutMs: 1000,
    }).catch((e: Error) => e);
    expect(String(error)).toMatch(/not done within the download deadline of 1 s \(--download-timeout/);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test('children never see the token variable', () => {
  const env = childEnv({ PATH: '/bin', HF_TOKEN: TOKEN, HUGGING_FACE_HUB_TOKEN: TOKEN, MY_HUB_KEY: TOKEN });
  expect(env).toEqual({ PATH: '/bin' });
});
