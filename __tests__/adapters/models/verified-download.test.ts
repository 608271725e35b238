// Verified downloads from a loopback server: a file takes its final name only with the pinned size
// and SHA-256; a cut transfer is retried; a wrong digest or a 404 is named and leaves nothing; a
// resume guarded by If-Range takes the whole file when it changed on the server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { ModelFetchError } from '../../../src/adapters/errors.js';
import {
  downloadVerified,
  fetchIntoPartial,
  sizeOf,
  validateDigestAndSize,
  validateUrl,
  verifyFile,
} from '../../../src/adapters/models/verified-download.js';
import { startModelServer, validatorHeaders, type ModelServer } from '../../kits/model-http-server.js';

const BODY = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 256));
const SHA = createHash('sha256').update(BODY).digest('hex');
let server: ModelServer;
let dir: string;
// A direct agent: the test talks to loopback whatever proxy the environment names.
const dispatcher = new Agent();

beforeAll(async () => {
  server = await startModelServer({ '/model.gguf': BODY });
  dir = mkdtempSync(join(tmpdir(), 'pp-verified-download-'));
});
afterAll(async () => {
  await server.close();
  await dispatcher.close();
  rmSync(dir, { recursive: true, force: true });
});

const options = (dest: string) => ({
  url: server.url('/model.gguf'),
  sha256: SHA,
  sizeBytes: BODY.length,
  dest: join(dir, dest),
  what: 'model tiny',
  backoffMs: 1,
  dispatcher,
});

describe('pins and files', () => {
  it('refuses a malformed digest, size or URL, naming what it was for', () => {
    expect(() => validateDigestAndSize('ABC', 1, 'model m')).toThrow(
      'model m: sha256 must be a lowercase SHA-256 digest, got "ABC"',
    );
    expect(() => validateDigestAndSize(SHA, 0, 'model m')).toThrow(
      'model m: sizeBytes must be a positive integer, got 0',
    );
    expect(() => validateUrl('not a url', 'model m')).toThrow('model m: "not a url" is not a valid URL');
    expect(() => validateUrl('ftp://host/x', 'model m')).toThrow(
      'model m: only http(s) URLs can be fetched, got ftp:',
    );
    expect(validateUrl('https://host/x', 'model m').hostname).toBe('host');
  });

  it('checks a file by size, then digest', async () => {
    const path = join(dir, 'local.bin');
    writeFileSync(path, BODY);
    expect(await sizeOf(path)).toBe(BODY.length);
    expect(await sizeOf(join(dir, 'absent'))).toBeUndefined();
    await expect(verifyFile(path, SHA, BODY.length, 'm')).resolves.toBeUndefined();
    await expect(verifyFile(path, SHA, BODY.length + 1, 'm')).rejects.toThrow(
      `m: ${path} has ${BODY.length} bytes, expected ${BODY.length + 1} bytes`,
    );
    await expect(verifyFile(path, '0'.repeat(64), BODY.length, 'm')).rejects.toThrow(
      `m: ${path} has SHA-256 ${SHA}, expected ${'0'.repeat(64)}`,
    );
    await expect(verifyFile(join(dir, 'absent'), SHA, 1, 'm')).rejects.toThrow('does not exist');
  });
});

describe('downloadVerified', () => {
  it('downloads to the final name, retrying a transfer that was cut', async () => {
    const first = server.requests.length;
    server.faults.push({ kind: 'cut', afterBytes: 30_000 });
    const lines: string[] = [];
    await downloadVerified({ ...options('resumed.gguf'), log: (l) => lines.push(l) });
    expect(readFileSync(join(dir, 'resumed.gguf')).equals(BODY)).toBe(true);
    expect(existsSync(join(dir, 'resumed.gguf.partial'))).toBe(false);
    // The retry resumes with Range when the cut left bytes on disk (fetch-model.test.ts pins that down).
    expect(server.requests.length - first).toBeGreaterThanOrEqual(2);
    expect(server.requests[first].range).toBeUndefined();
    expect(
      lines.some((l) =>
        /^model tiny: download from .* was interrupted at byte \d+.*; retrying in 1 ms/.test(l),
      ),
    ).toBe(true);
  });

  it('refuses bytes with another digest and leaves no file behind', async () => {
    const wrong = '1'.repeat(64);
    const call = downloadVerified({ ...options('wrong.gguf'), sha256: wrong });
    await expect(call).rejects.toThrow(ModelFetchError);
    await expect(call).rejects.toThrow(`has SHA-256 ${SHA}, expected ${wrong}`);
    expect(existsSync(join(dir, 'wrong.gguf'))).toBe(false);
    expect(existsSync(join(dir, 'wrong.gguf.partial'))).toBe(false);
  });

  it('does not retry a missing file', async () => {
    const first = server.requests.length;
    await expect(
      downloadVerified({ ...options('missing.gguf'), url: server.url('/absent.gguf'), retries: 3 }),
    ).rejects.toThrow(/404/);
    expect(server.requests.length - first).toBe(1);
  });
});

describe('fetchIntoPartial with a validator file (init resumes this way)', () => {
  const NEWER = Buffer.from(BODY.map((b) => b ^ 0x55));
  const dated = (body: Buffer) => validatorHeaders(body, 'last-modified')['last-modified']!;

  it.each([
    ['resumes under If-Range while the file is the same version', BODY],
    ['takes the whole file when it changed since the partial file began, recording its validator', NEWER],
  ])('%s', async (_name, served) => {
    const server = await startModelServer({ '/m': served }, { validator: 'last-modified' });
    const name = served === BODY ? 'same' : 'changed';
    try {
      const partial = join(dir, `${name}.partial`);
      writeFileSync(partial, BODY.subarray(0, 1000));
      writeFileSync(join(dir, `${name}.validator`), `${dated(BODY)}\n`);
      await fetchIntoPartial(dispatcher, new URL(server.url('/m')), partial, {
        sizeBytes: served.length,
        what: name,
        validatorFile: join(dir, `${name}.validator`),
      });
      expect(readFileSync(partial).equals(served)).toBe(true);
      expect(server.requests.map((r) => [r.range, r.ifRange])).toEqual([['bytes=1000-', dated(BODY)]]);
      expect(readFileSync(join(dir, `${name}.validator`), 'utf8').trim()).toBe(dated(served));
    } finally {
      await server.close();
    }
  });
});
