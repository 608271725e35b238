// Pinned downloads (models, the KleidiAI archive) go through HTTP(S)_PROXY unless NO_PROXY names the
// host: a loopback proxy records what it was asked for, nothing leaves the machine.
import { afterEach, beforeAll, afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchModel } from '../../../src/adapters/models/fetch-model.js';
import { ModelFetchError } from '../../../src/adapters/errors.js';
import { ensureKleidiaiSource } from '../../../src/adapters/llama/kleidiai-source.js';
import { startForwardProxy, type ForwardProxy } from '../../kits/forward-proxy.js';
import { startModelServer, type ModelServer } from '../../kits/model-http-server.js';

const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));

function setProxyEnv(values: Record<string, string>): void {
  for (const name of PROXY_VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
}

const model = randomBytes(64 * 1024 + 7);
const modelSha = createHash('sha256').update(model).digest('hex');

// A small KleidiAI-shaped archive: one top-level folder with a CMakeLists.txt.
const work = mkdtempSync(join(tmpdir(), 'proxy-archive-'));
mkdirSync(join(work, 'kleidiai-v0.0.1'));
writeFileSync(join(work, 'kleidiai-v0.0.1', 'CMakeLists.txt'), 'project(kleidiai)\n');
execFileSync('tar', ['-czf', join(work, 'archive.tar.gz'), '-C', work, 'kleidiai-v0.0.1']);
const archive = readFileSync(join(work, 'archive.tar.gz'));
const archiveSha = createHash('sha256').update(archive).digest('hex');

let server: ModelServer;
let proxy: ForwardProxy;
const caches: string[] = [];
const newCache = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-cache-'));
  caches.push(dir);
  return dir;
};

beforeAll(async () => {
  server = await startModelServer({ '/model.gguf': model, '/kleidiai.tar.gz': archive });
  proxy = await startForwardProxy();
});
afterAll(async () => {
  await server.close();
  await proxy.close();
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  setProxyEnv(
    Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)) as Record<string, string>,
  );
  for (const dir of caches.splice(0)) rmSync(dir, { recursive: true, force: true });
  proxy.seen.length = 0;
  server.requests.length = 0;
});

const origin = (): string => new URL(server.url('/')).host;

describe('downloads honour the proxy environment', () => {
  it('fetches a model through HTTP_PROXY (a CONNECT tunnel to the model host)', async () => {
    setProxyEnv({ HTTP_PROXY: proxy.url, NO_PROXY: 'example.invalid' });
    const got = await fetchModel({
      url: server.url('/model.gguf'),
      sha256: modelSha,
      sizeBytes: model.length,
      cacheDir: newCache(),
      retries: 0,
    });
    expect(readFileSync(got.path).equals(model)).toBe(true);
    expect(proxy.seen).toEqual([`CONNECT ${origin()}`]);
    expect(server.requests.map((r) => r.path)).toEqual(['/model.gguf']);
  });

  it('reads the lower-case variables too', async () => {
    setProxyEnv({ http_proxy: proxy.url });
    await fetchModel({
      url: server.url('/model.gguf'),
      sha256: modelSha,
      sizeBytes: model.length,
      cacheDir: newCache(),
      retries: 0,
    });
    expect(proxy.seen).toEqual([`CONNECT ${origin()}`]);
  });

  it('goes direct for a host NO_PROXY names', async () => {
    setProxyEnv({ HTTP_PROXY: proxy.url, NO_PROXY: 'example.invalid,127.0.0.1' });
    const got = await fetchModel({
      url: server.url('/model.gguf'),
      sha256: modelSha,
      sizeBytes: model.length,
      cacheDir: newCache(),
      retries: 0,
    });
    expect(readFileSync(got.path).equals(model)).toBe(true);
    expect(proxy.seen).toEqual([]);
    expect(server.requests.map((r) => r.path)).toEqual(['/model.gguf']);
  });

  it('goes direct with no proxy variable set', async () => {
    setProxyEnv({});
    await fetchModel({
      url: server.url('/model.gguf'),
      sha256: modelSha,
      sizeBytes: model.length,
      cacheDir: newCache(),
      retries: 0,
    });
    expect(proxy.seen).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('sends an https download to HTTPS_PROXY, and says which URL failed when the proxy refuses', async () => {
    const refusing = await startForwardProxy({ refuseConnect: true });
    try {
      setProxyEnv({ HTTPS_PROXY: refusing.url });
      const attempt = fetchModel({
        url: 'https://models.example.invalid/org/model.gguf',
        sha256: modelSha,
        sizeBytes: model.length,
        cacheDir: newCache(),
        retries: 0,
      });
      await expect(attempt).rejects.toThrow(ModelFetchError);
      await expect(attempt).rejects.toThrow(/https:\/\/models\.example\.invalid\/org\/model\.gguf/);
      expect(refusing.seen).toEqual(['CONNECT models.example.invalid:443']);
    } finally {
      await refusing.close();
    }
  });

  it('fetches the KleidiAI source archive through the proxy and extracts it', async () => {
    setProxyEnv({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url });
    const dir = await ensureKleidiaiSource(newCache(), {
      version: 'v0.0.1',
      url: server.url('/kleidiai.tar.gz'),
      sha256: archiveSha,
      sizeBytes: archive.length,
    });
    expect(readFileSync(join(dir, 'CMakeLists.txt'), 'utf8')).toBe('project(kleidiai)\n');
    expect(proxy.seen).toEqual([`CONNECT ${origin()}`]);
  });
});
