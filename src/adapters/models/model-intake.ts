// A model not pinned yet, taken in for a plan: a local file hashed in place, or a URL downloaded once
// (resumable) into the content-addressed model cache that `prepare` reads, so the study does not
// fetch it again; its GGUF header read from the first bytes; a Hub revision resolved to its commit.
import { open, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Dispatcher } from 'undici';
import { readGgufHeader, type GgufFacts } from '../../domain/gguf/gguf-header.js';
import { GIT_REVISION_PATTERN, sha256Hex } from '../../domain/core/hashing.js';
import { GgufFormatError } from '../../domain/core/errors.js';
import { cachePath } from '../llama/cache-dir.js';
import { withDirLock } from '../llama/dir-lock.js';
import { fileSha256 } from '../llama/file-digest.js';
import { modelCachePath } from './fetch-model.js';
import { createModelDispatcher, declaredSize, requestModel, type ModelCredential } from './model-request.js';
import { fetchIntoPartial, sizeOf, withRetries } from './verified-download.js';
import { ModelFetchError } from '../errors.js';

export interface TakenModel {
  path: string;
  sha256: string;
  sizeBytes: number;
  facts: GgufFacts;
}

/** Reads the GGUF facts from the start of `path`, reading more only while the header needs it. */
export async function readModelFacts(path: string, sizeBytes: number): Promise<GgufFacts> {
  const handle = await open(path, 'r');
  try {
    let want = Math.min(sizeBytes, 1 << 20);
    for (;;) {
      const buffer = Buffer.alloc(want);
      const { bytesRead } = await handle.read(buffer, 0, want, 0);
      const read = readGgufHeader(buffer.subarray(0, bytesRead), sizeBytes);
      if (read.kind === 'facts') return read.facts;
      if (read.bytes <= bytesRead)
        throw new GgufFormatError('the header runs past the end of the file', bytesRead);
      want = read.bytes;
    }
  } finally {
    await handle.close();
  }
}

/** A local file: size, SHA-256 and header facts; the file stays where it is. */
export async function takeLocalModel(path: string): Promise<TakenModel> {
  const info = await stat(path);
  if (!info.isFile()) throw new ModelFetchError(`${path} is not a file`);
  const facts = await readModelFacts(path, info.size);
  return { path, sha256: await fileSha256(path), sizeBytes: info.size, facts };
}

export interface RemoteIntake {
  url: string;
  cacheDir: string;
  credential?: ModelCredential;
  dispatcher?: Dispatcher;
  retries?: number;
  backoffMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

/** What a HEAD tells about the file: its size, and its SHA-256 when the Hub names it (X-Linked-Etag). */
async function remoteFacts(
  dispatcher: Dispatcher,
  url: URL,
  options: RemoteIntake,
): Promise<{ sizeBytes: number; sha256?: string }> {
  const { response, redirects } = await requestModel(dispatcher, url, {
    method: 'HEAD',
    credential: options.credential,
    signal: options.signal,
  });
  await response.body.dump();
  const status = response.statusCode;
  if (status < 200 || status >= 300) {
    const retryable = status === 408 || status === 429 || status >= 500;
    throw new ModelFetchError(`HEAD ${url.href} returned HTTP ${status}`, retryable);
  }
  const size = declaredSize(response.headers) ?? redirects.map(declaredSize).find((s) => s !== undefined);
  if (size === undefined || size <= 0 || !Number.isSafeInteger(size))
    throw new ModelFetchError(`${url.href} does not declare its size (no Content-Length)`);
  const etag = [...redirects, response.headers]
    .map((h) => /^"?([0-9a-f]{64})"?$/.exec(String(h['x-linked-etag'] ?? ''))?.[1])
    .find((e) => e !== undefined);
  return { sizeBytes: size, ...(etag ? { sha256: etag } : {}) };
}

/**
 * Downloads `url` once into the model cache (a partial file left by an interrupted run is resumed
 * with a Range request), hashes it, reads its header and stores it under its SHA-256, where `prepare`
 * finds it. A URL taken before is answered from the cache after its bytes are hashed again.
 */
/** The model a URL gave before (its record in the cache), when the cached file still has its bytes. */
async function takenBefore(record: string, cacheDir: string): Promise<TakenModel | undefined> {
  const previous = /^([0-9a-f]{64}) ([0-9]+)$/.exec((await readFile(record, 'utf8').catch(() => '')).trim());
  if (!previous) return undefined;
  const [, sha256, size] = previous;
  const path = modelCachePath(cacheDir, sha256);
  if ((await sizeOf(path)) !== Number(size) || (await fileSha256(path)) !== sha256) return undefined;
  return { path, sha256, sizeBytes: Number(size), facts: await readModelFacts(path, Number(size)) };
}

export async function takeRemoteModel(options: RemoteIntake): Promise<TakenModel> {
  const url = new URL(options.url);
  const key = sha256Hex(url.href);
  const incoming = (name: string) => cachePath(options.cacheDir, 'models', 'incoming', name);
  const record = incoming(`${key}.taken`);
  const before = await takenBefore(record, options.cacheDir);
  if (before) {
    options.log?.(`${url.href}: already in the model cache (${before.path})`);
    return before;
  }
  await mkdir(incoming(''), { recursive: true });
  // One download of a URL at a time: a second init waits, then finds the first one's record.
  return withDirLock(
    incoming(`${key}.lock`),
    async () =>
      (await takenBefore(record, options.cacheDir)) ??
      download(url, incoming(`${key}.partial`), record, options),
    { what: `the download of ${url.href}`, log: options.log, signal: options.signal },
  );
}

async function download(
  url: URL,
  partial: string,
  record: string,
  options: RemoteIntake,
): Promise<TakenModel> {
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    const declared = await withRetries(options, () => remoteFacts(dispatcher, url, options));
    const { sizeBytes } = declared;
    const resumeAt = (await sizeOf(partial)) ?? 0;
    options.log?.(
      `downloading ${url.href} (${sizeBytes} bytes${resumeAt > 0 && resumeAt < sizeBytes ? `, resuming at byte ${resumeAt}` : ''})`,
    );
    const download = () =>
      withRetries(options, () =>
        fetchIntoPartial(dispatcher, url, partial, sizeBytes, url.href, options.signal, options.credential),
      );
    await download();
    let sha256 = await fileSha256(partial);
    if (declared.sha256 !== undefined && sha256 !== declared.sha256) {
      // A resumed partial file held other bytes: start over once, from byte 0.
      options.log?.(
        `${url.href}: SHA-256 ${sha256} differs from the ${declared.sha256} the server names; downloading it again`,
      );
      await rm(partial, { force: true });
      await download();
      sha256 = await fileSha256(partial);
      if (sha256 !== declared.sha256) {
        await rm(partial, { force: true });
        throw new ModelFetchError(
          `${url.href} has SHA-256 ${sha256}, but the server names ${declared.sha256}`,
        );
      }
    }
    let facts: GgufFacts;
    try {
      facts = await readModelFacts(partial, sizeBytes);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const path = modelCachePath(options.cacheDir, sha256);
    await mkdir(dirname(path), { recursive: true });
    await rename(partial, path);
    await writeFile(record, `${sha256} ${sizeBytes}\n`);
    return { path, sha256, sizeBytes, facts };
  } finally {
    await owned?.close();
  }
}

export interface HubRevisionRequest {
  credential?: ModelCredential;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
}

/** The commit a Hub revision names: `GET /api/models/{repo}/revision/{rev}` answers `{ "sha": … }`. */
export async function resolveHubCommit(apiUrl: string, options: HubRevisionRequest): Promise<string> {
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    const { response } = await requestModel(dispatcher, new URL(apiUrl), {
      method: 'GET',
      headers: { accept: 'application/json' },
      credential: options.credential,
      signal: options.signal,
    });
    const text = await response.body.text();
    if (response.statusCode !== 200)
      throw new ModelFetchError(`GET ${apiUrl} returned HTTP ${response.statusCode}`);
    let sha: unknown;
    try {
      const doc: unknown = JSON.parse(text);
      sha = typeof doc === 'object' && doc !== null && 'sha' in doc ? doc.sha : undefined;
    } catch {
      throw new ModelFetchError(`GET ${apiUrl} did not answer JSON`);
    }
    if (typeof sha !== 'string' || !GIT_REVISION_PATTERN.test(sha))
      throw new ModelFetchError(`GET ${apiUrl} named no 40-digit commit sha`);
    return sha;
  } finally {
    await owned?.close();
  }
}
