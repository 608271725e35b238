// Taking in a model not pinned yet: a local file hashed in place, a URL downloaded once into the
// model cache (resumed under If-Range, checked against the Hub's X-Linked-Etag, answered from the
// cache the second time only while the server still names the same file), its GGUF facts read from
// the header, and a Hub revision resolved to its commit — all against loopback servers.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ModelFetchError } from '../../../src/adapters/errors.js';
import { cachePath } from '../../../src/adapters/cache/cache-dir.js';
import { modelCachePath } from '../../../src/adapters/models/fetch-model.js';
import {
  readModelFacts,
  resolveHubCommit,
  takeLocalModel,
  takeRemoteModel,
} from '../../../src/adapters/models/model-intake.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import { GgufFormatError } from '../../../src/domain/core/errors.js';
import { GgmlType } from '../../../src/domain/gguf/gguf.js';
import { startFakeHub } from '../../kits/fake-hub.js';
import { startModelServer, validatorHeaders, type ModelServer } from '../../kits/model-http-server.js';
import { trustingDispatcher } from '../../kits/loopback-tls.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

const MODEL = tinyGguf({ name: 'intake', fileType: 7, matrixType: GgmlType.Q8_0 });
const SHA = createHash('sha256').update(MODEL).digest('hex');
// general.* keys pushed past the first MiB: the header is read again, longer.
const PADDED = tinyGguf({ name: 'padded', fileType: 1, paddingStrings: 60_000 });
// Another version of the file behind the same URL.
const NEWER = tinyGguf({ name: 'intake v2', fileType: 7, matrixType: GgmlType.Q8_0 });
const NEWER_SHA = createHash('sha256').update(NEWER).digest('hex');

let dir: string;
let server: ModelServer;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-model-intake-'));
  server = await startModelServer({
    '/model.gguf': MODEL,
    '/junk.gguf': new TextEncoder().encode('not a gguf'),
  });
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('local files', () => {
  it('reads size, SHA-256 and the header facts, leaving the file where it is', async () => {
    writeFileSync(join(dir, 'm.gguf'), MODEL);
    const taken = await takeLocalModel(join(dir, 'm.gguf'));
    expect(taken).toEqual({
      path: join(dir, 'm.gguf'),
      sha256: SHA,
      sizeBytes: MODEL.length,
      facts: {
        architecture: 'llama',
        name: 'intake',
        quantization: 'Q8_0',
        quantizationSource: 'general.file_type',
      },
    });
  });

  it('reads more than the first MiB when the header needs it', async () => {
    expect(PADDED.length).toBeGreaterThan(1 << 20);
    writeFileSync(join(dir, 'p.gguf'), PADDED);
    const facts = await readModelFacts(join(dir, 'p.gguf'), PADDED.length);
    expect(facts).toMatchObject({ name: 'padded', quantization: 'F16' });
  });

  it('refuses a directory and a file that is not GGUF', async () => {
    await expect(takeLocalModel(dir)).rejects.toThrow(ModelFetchError);
    writeFileSync(join(dir, 'x.gguf'), 'not a gguf at all');
    await expect(takeLocalModel(join(dir, 'x.gguf'))).rejects.toThrow(GgufFormatError);
  });
});

describe('takeRemoteModel', () => {
  const cacheDir = () => join(dir, 'cache');

  it('downloads once into the model cache, then answers from it once the server confirms the file', async () => {
    const log: string[] = [];
    const first = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir(), log: (l) => log.push(l) });
    expect(first.path).toBe(modelCachePath(cacheDir(), SHA));
    expect(readFileSync(first.path)).toEqual(Buffer.from(MODEL));
    expect([first.sha256, first.sizeBytes, first.facts.quantization]).toEqual([SHA, MODEL.length, 'Q8_0']);
    const seen = server.requests.length;
    const again = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir(), log: (l) => log.push(l) });
    expect(again).toEqual(first);
    expect(server.requests.slice(seen).map((r) => r.method)).toEqual(['HEAD']);
    expect(log.at(-1)).toContain('already in the model cache');
  });

  it('treats its cache record as a hint: a URL whose file changed is downloaded again', async () => {
    const first = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    expect(first.sha256).toBe(SHA);
    server.files['/model.gguf'] = NEWER;
    const again = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    expect([again.sha256, again.facts.name]).toEqual([NEWER_SHA, 'intake v2']);
    expect(readFileSync(again.path)).toEqual(Buffer.from(NEWER));
  });

  it('downloads again from a server that names no validator: nothing confirms the record', async () => {
    const plain = await startModelServer({ '/model.gguf': MODEL }, { validator: 'none' });
    try {
      await takeRemoteModel({ url: plain.url(), cacheDir: cacheDir() });
      await takeRemoteModel({ url: plain.url(), cacheDir: cacheDir() });
      expect(plain.requests.map((r) => r.method)).toEqual(['HEAD', 'GET', 'HEAD', 'GET']);
    } finally {
      await plain.close();
    }
  });

  it('downloads again when the cached file lost its bytes', async () => {
    const first = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    writeFileSync(first.path, Buffer.alloc(MODEL.length));
    const seen = server.requests.length;
    const again = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    expect(again.sha256).toBe(SHA);
    expect(server.requests.slice(seen).map((r) => r.method)).toContain('GET');
  });

  const plant = (url: string, bytes: Uint8Array, validator?: string) => {
    const incoming = cachePath(cacheDir(), 'models', 'incoming');
    mkdirSync(incoming, { recursive: true });
    writeFileSync(join(incoming, `${sha256Hex(url)}.partial`), bytes);
    if (validator !== undefined)
      writeFileSync(join(incoming, `${sha256Hex(url)}.validator`), `${validator}\n`);
  };
  /** The validator the kit's server sends for `body` (its ETag). */
  const etagOf = (body: Uint8Array) => validatorHeaders(body, 'etag').etag!;

  it('resumes a partial download with a Range request under If-Range, the validator it came with', async () => {
    const etag = etagOf(MODEL);
    plant(server.url(), MODEL.subarray(0, 40), etag);
    const log: string[] = [];
    const taken = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir(), log: (l) => log.push(l) });
    expect(taken.sha256).toBe(SHA);
    expect(server.requests.filter((r) => r.method === 'GET').map((r) => [r.range, r.ifRange])).toEqual([
      ['bytes=40-', etag],
    ]);
    expect(log.join('\n')).toContain('resuming at byte 40');
  });

  it('never splices a planted partial file (no record of its version) onto the real file', async () => {
    // Bytes past the header changed: a splice would still read as GGUF, under another digest.
    const planted = Buffer.from(MODEL.subarray(0, MODEL.length - 16));
    planted[planted.length - 1] ^= 0xff;
    plant(server.url(), planted);
    const taken = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    expect(taken.sha256).toBe(SHA);
    expect(server.requests.filter((r) => r.method === 'GET').map((r) => r.range)).toEqual([undefined]);
  });

  it('starts over when the file changed on the server since the partial file was begun', async () => {
    plant(server.url(), MODEL.subarray(0, MODEL.length - 16), etagOf(MODEL));
    server.files['/model.gguf'] = NEWER;
    const taken = await takeRemoteModel({ url: server.url(), cacheDir: cacheDir() });
    expect(taken.sha256).toBe(NEWER_SHA);
    expect(server.requests.filter((r) => r.method === 'GET').map((r) => r.range)).toEqual([undefined]);
  });

  it('retries a server error and gives up naming the attempts', async () => {
    server.faults.push({ kind: 'status', status: 503 });
    const log: string[] = [];
    const taken = await takeRemoteModel({
      url: server.url(),
      cacheDir: cacheDir(),
      backoffMs: 1,
      log: (l) => log.push(l),
    });
    expect(taken.sha256).toBe(SHA);
    expect(log.join('\n')).toMatch(/HTTP 503; retrying in 1 ms/);
    for (let i = 0; i < 3; i++) server.faults.push({ kind: 'status', status: 500 });
    await expect(
      takeRemoteModel({ url: server.url('/other.gguf'), cacheDir: cacheDir(), retries: 2, backoffMs: 1 }),
    ).rejects.toThrow(/HTTP 500 \(gave up after 3 attempts\)/);
  });

  it('refuses a missing file at once, and a download that is not GGUF leaves nothing behind', async () => {
    await expect(takeRemoteModel({ url: server.url('/none.gguf'), cacheDir: cacheDir() })).rejects.toThrow(
      /HTTP 404/,
    );
    await expect(takeRemoteModel({ url: server.url('/junk.gguf'), cacheDir: cacheDir() })).rejects.toThrow(
      GgufFormatError,
    );
    const partial = cachePath(
      cacheDir(),
      'models',
      'incoming',
      `${sha256Hex(server.url('/junk.gguf'))}.partial`,
    );
    expect(existsSync(partial)).toBe(false);
  });

  it("starts over when a resumed file does not hash to the Hub's X-Linked-Etag", async () => {
    const hub = await startFakeHub({ 'org/repo': { 'm.gguf': MODEL } });
    try {
      const url = `${hub.endpoint}/org/repo/resolve/${hub.commit}/m.gguf`;
      // Planted with the CDN's current ETag: the resume happens, the Hub's hash catches it.
      plant(url, Buffer.alloc(40, 7), `"${SHA}"`);
      const log: string[] = [];
      const taken = await takeRemoteModel({ url, cacheDir: cacheDir(), log: (l) => log.push(l) });
      expect(taken.sha256).toBe(SHA);
      expect(log.join('\n')).toContain(`differs from the ${SHA} the server names; downloading it again`);
    } finally {
      await hub.close();
    }
  });
});

describe('resolveHubCommit', () => {
  it('answers the commit a revision names, sending the token only when given', async () => {
    const hub = await startFakeHub({ 'org/repo': { 'm.gguf': MODEL } }, { https: true });
    const dispatcher = trustingDispatcher();
    try {
      const api = `${hub.endpoint}/api/models/org/repo/revision/main`;
      expect(await resolveHubCommit(api, { dispatcher })).toBe(hub.commit);
      hub.requiredToken = 'hf_intake';
      await expect(resolveHubCommit(api, { dispatcher })).rejects.toThrow(/returned HTTP 401/);
      const credential = { token: 'hf_intake', origin: hub.endpoint };
      expect(await resolveHubCommit(api, { credential, dispatcher })).toBe(hub.commit);
      expect(hub.hubRequests.at(-1)?.authorization).toBe('Bearer hf_intake');
      await expect(
        resolveHubCommit(`${hub.endpoint}/api/models/org/repo/revision/nope`, { credential, dispatcher }),
      ).rejects.toThrow(/returned HTTP 404/);
    } finally {
      await hub.close();
      await dispatcher.close();
    }
  });

  it('refuses an answer that is not JSON or names no commit', async () => {
    const plain = await startModelServer({
      '/text': new TextEncoder().encode('hello'),
      '/short': new TextEncoder().encode('{"sha":"abc"}'),
    });
    try {
      await expect(resolveHubCommit(plain.url('/text'), {})).rejects.toThrow(/did not answer JSON/);
      await expect(resolveHubCommit(plain.url('/short'), {})).rejects.toThrow(/named no 40-digit commit sha/);
    } finally {
      await plain.close();
    }
  });
});
