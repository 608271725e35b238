// A model not pinned yet, taken in for a plan: a local file hashed in place, or a URL downloaded once
// (resumable with If-Range) into the content-addressed model cache that `prepare` reads, so the study
// does not fetch it again; its GGUF header read from the first bytes; a Hub revision resolved to its
// commit. A cache record of a URL is checked against the server's answer before it is used.
import { open, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Dispatcher } from 'undici';
import { readGgufFacts, type GgufByteSource, type GgufFacts } from '../../domain/gguf/gguf-header.js';
import { GIT_REVISION_PATTERN, sha256Hex } from '../../domain/core/hashing.js';
import { cachePath } from '../cache/cache-dir.js';
import { withDirLock } from '../cache/dir-lock.js';
import { fileSha256 } from '../cache/file-digest.js';
import { modelCachePath } from './fetch-model.js';
import { createModelDispatcher, declaredSize, requestModel, type ModelCredential } from './model-request.js';
import { fetchIntoPartial, sizeOf, validatorOf, withDeadline, withRetries } from './verified-download.js';
import { urlForDisplay } from '../../domain/plan/model-ref.js';
import { ModelFetchError } from '../errors.js';

export interface TakenModel {
  path: string;
  sha256: string;
  sizeBytes: number;
  facts: GgufFacts;
}

/** Reads the GGUF facts from the start of `path` through one handle, a bounded chunk at a time. */
export async function readModelFacts(path: string, sizeBytes: number): Promise<GgufFacts> {
  const handle = await open(path, 'r');
  try {
    const source: GgufByteSource = {
      size: sizeBytes,
      read: async (offset, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await readGgufFacts(source);
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
  /** The overall deadline of the HEAD and the download (default DEFAULT_DOWNLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** What the server says of the file now: its size, its SHA-256 when the Hub names it, its validator. */
interface RemoteFacts {
  sizeBytes: number;
  sha256?: string;
  /** A strong ETag or Last-Modified: the version of the file a cache record or a partial file must match. */
  validator?: string;
}

/** What a HEAD tells about the file: its size, and its SHA-256 when the Hub names it (X-Linked-Etag). */
async function remoteFacts(dispatcher: Dispatcher, url: URL, options: RemoteIntake): Promise<RemoteFacts> {
  const shown = urlForDisplay(url.href);
  const { response, redirects } = await requestModel(dispatcher, url, {
    method: 'HEAD',
    credential: options.credential,
    signal: options.signal,
  });
  await response.body.dump();
  const status = response.statusCode;
  if (status < 200 || status >= 300) {
    const retryable = status === 408 || status === 429 || status >= 500;
    throw new ModelFetchError(`HEAD ${shown} returned HTTP ${status}`, retryable);
  }
  const size = declaredSize(response.headers) ?? redirects.map(declaredSize).find((s) => s !== undefined);
  if (size === undefined || size <= 0 || !Number.isSafeInteger(size))
    throw new ModelFetchError(`${shown} does not declare its size (no Content-Length)`);
  const etag = [...redirects, response.headers]
    .map((h) => /^"?([0-9a-f]{64})"?$/.exec(String(h['x-linked-etag'] ?? ''))?.[1])
    .find((e) => e !== undefined);
  const validator = validatorOf(response.headers);
  return { sizeBytes: size, ...(etag ? { sha256: etag } : {}), ...(validator ? { validator } : {}) };
}

/** The files of one URL's intake in the cache's incoming folder. */
interface IntakeFiles {
  partial: string;
  /** The validator of the response the partial file's bytes came from. */
  validator: string;
  /** `<sha256> <size> <validator>` of the model the URL gave last time. */
  record: string;
}

/**
 * The model a URL gave before, when its record still describes what the server says now (the same
 * size, and the same SHA-256 the Hub names or the same validator) and the cached file still has
 * those bytes. A record is a hint: it never answers without the server's word.
 */
async function takenBefore(
  files: IntakeFiles,
  cacheDir: string,
  now: RemoteFacts,
): Promise<TakenModel | undefined> {
  const text = (await readFile(files.record, 'utf8').catch(() => '')).trim();
  const previous = /^([0-9a-f]{64}) ([0-9]+)(?: (.+))?$/.exec(text);
  if (!previous) return undefined;
  const [, sha256, size, validator] = previous;
  if (Number(size) !== now.sizeBytes) return undefined;
  const same =
    now.sha256 !== undefined ? now.sha256 === sha256 : validator !== undefined && validator === now.validator;
  if (!same) return undefined;
  const path = modelCachePath(cacheDir, sha256);
  if ((await sizeOf(path)) !== Number(size) || (await fileSha256(path)) !== sha256) return undefined;
  return { path, sha256, sizeBytes: Number(size), facts: await readModelFacts(path, Number(size)) };
}

/**
 * Downloads `url` once into the model cache (a partial file left by an interrupted run is resumed
 * with a Range request guarded by If-Range), hashes it, reads its header and stores it under its
 * SHA-256, where `prepare` finds it. The server is asked first every time: a URL taken before is
 * answered from the cache only while the server still names the same file, whose bytes are hashed
 * again.
 */
export async function takeRemoteModel(options: RemoteIntake): Promise<TakenModel> {
  const url = new URL(options.url);
  const shown = urlForDisplay(url.href);
  const key = sha256Hex(url.href);
  const incoming = (name: string) => cachePath(options.cacheDir, 'models', 'incoming', name);
  const files: IntakeFiles = {
    partial: incoming(`${key}.partial`),
    validator: incoming(`${key}.validator`),
    record: incoming(`${key}.taken`),
  };
  await mkdir(incoming(''), { recursive: true });
  // One download of a URL at a time: a second init waits, then finds the first one's record.
  return withDirLock(
    incoming(`${key}.lock`),
    () =>
      withDeadline(options.timeoutMs, shown, options.signal, (signal) =>
        intake(url, files, { ...options, signal }),
      ),
    { what: `the download of ${shown}`, log: options.log, signal: options.signal },
  );
}

async function intake(url: URL, files: IntakeFiles, options: RemoteIntake): Promise<TakenModel> {
  const shown = urlForDisplay(url.href);
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    const declared = await withRetries(options, () => remoteFacts(dispatcher, url, options));
    const before = await takenBefore(files, options.cacheDir, declared);
    if (before) {
      options.log?.(`${shown}: already in the model cache (${before.path}), unchanged on the server`);
      return before;
    }
    const { sizeBytes } = declared;
    // A partial file is resumed only when it came from the version of the file the server has now.
    const saved = (await readFile(files.validator, 'utf8').catch(() => '')).trim();
    if (declared.validator === undefined || saved !== declared.validator)
      await rm(files.partial, { force: true });
    const resumeAt = (await sizeOf(files.partial)) ?? 0;
    options.log?.(
      `downloading ${shown} (${sizeBytes} bytes${resumeAt > 0 && resumeAt < sizeBytes ? `, resuming at byte ${resumeAt}` : ''})`,
    );
    const download = () =>
      withRetries(options, () =>
        fetchIntoPartial(dispatcher, url, files.partial, {
          sizeBytes,
          what: shown,
          signal: options.signal,
          credential: options.credential,
          validatorFile: files.validator,
        }),
      );
    await download();
    let sha256 = await fileSha256(files.partial);
    if (declared.sha256 !== undefined && sha256 !== declared.sha256) {
      // A resumed partial file held other bytes: start over once, from byte 0.
      options.log?.(
        `${shown}: SHA-256 ${sha256} differs from the ${declared.sha256} the server names; downloading it again`,
      );
      await rm(files.partial, { force: true });
      await download();
      sha256 = await fileSha256(files.partial);
      if (sha256 !== declared.sha256) {
        await rm(files.partial, { force: true });
        throw new ModelFetchError(`${shown} has SHA-256 ${sha256}, but the server names ${declared.sha256}`);
      }
    }
    let facts: GgufFacts;
    try {
      facts = await readModelFacts(files.partial, sizeBytes);
    } catch (error) {
      await rm(files.partial, { force: true });
      throw error;
    }
    const path = modelCachePath(options.cacheDir, sha256);
    await mkdir(dirname(path), { recursive: true });
    await rename(files.partial, path);
    const validator = (await readFile(files.validator, 'utf8').catch(() => '')).trim();
    await writeFile(files.record, `${sha256} ${sizeBytes}${validator ? ` ${validator}` : ''}\n`);
    await rm(files.validator, { force: true });
    return { path, sha256, sizeBytes, facts };
  } finally {
    await owned?.close();
  }
}

export interface HubRevisionRequest {
  credential?: ModelCredential;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
  /** The overall deadline of the request (default DEFAULT_DOWNLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** The commit a Hub revision names: `GET /api/models/{repo}/revision/{rev}` answers `{ "sha": … }`. */
export async function resolveHubCommit(apiUrl: string, options: HubRevisionRequest): Promise<string> {
  const shown = urlForDisplay(apiUrl);
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    return await withDeadline(options.timeoutMs, shown, options.signal, async (signal) => {
      const { response } = await requestModel(dispatcher, new URL(apiUrl), {
        method: 'GET',
        headers: { accept: 'application/json' },
        credential: options.credential,
        signal,
      });
      const text = await response.body.text();
      if (response.statusCode !== 200)
        throw new ModelFetchError(`GET ${shown} returned HTTP ${response.statusCode}`);
      let sha: unknown;
      try {
        const doc: unknown = JSON.parse(text);
        sha = typeof doc === 'object' && doc !== null && 'sha' in doc ? doc.sha : undefined;
      } catch {
        throw new ModelFetchError(`GET ${shown} did not answer JSON`);
      }
      if (typeof sha !== 'string' || !GIT_REVISION_PATTERN.test(sha))
        throw new ModelFetchError(`GET ${shown} named no 40-digit commit sha`);
      return sha;
    });
  } finally {
    await owned?.close();
  }
}
