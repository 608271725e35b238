// Verified downloads: a pinned file (model or archive) fetched with retries and Range resume, and
// checked against its pinned size and SHA-256 before it takes its final name.
import { setTimeout as delay } from 'node:timers/promises';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Dispatcher } from 'undici';
import { fileSha256 } from '../llama/file-digest.js';
import { createModelDispatcher, requestModel, type ModelCredential } from './model-request.js';
import { SHA256_PATTERN } from '../../domain/core/hashing.js';
import { ModelFetchError } from '../errors.js';

export interface VerifiedDownload {
  url: string;
  sha256: string;
  sizeBytes: number;
  /** Final path; written atomically after verification. */
  dest: string;
  /** Name used in messages (model id, archive name); defaults to the URL. */
  what?: string;
  /** Retries after the first attempt for transient failures (default 4). */
  retries?: number;
  /** First backoff delay, doubled per retry (default 1000 ms). */
  backoffMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Without redirects of its own: `requestModel` follows them (default: createModelDispatcher). */
  dispatcher?: Dispatcher;
  /** Sent only to the URL's own origin, dropped on a redirect away from it. */
  credential?: ModelCredential;
}

export async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Checks a file's size and digest; throws a ModelFetchError naming what was expected. */
export async function verifyFile(
  path: string,
  sha256: string,
  sizeBytes: number,
  what: string,
): Promise<void> {
  const size = await sizeOf(path);
  if (size === undefined) throw new ModelFetchError(`${what}: ${path} does not exist`);
  if (size !== sizeBytes) {
    throw new ModelFetchError(`${what}: ${path} has ${size} bytes, expected ${sizeBytes} bytes`);
  }
  const actual = await fileSha256(path);
  if (actual !== sha256) {
    throw new ModelFetchError(`${what}: ${path} has SHA-256 ${actual}, expected ${sha256}`);
  }
}

export function validateDigestAndSize(sha256: string, sizeBytes: number, what: string): void {
  if (typeof sha256 !== 'string' || !SHA256_PATTERN.test(sha256)) {
    throw new ModelFetchError(
      `${what}: sha256 must be a lowercase SHA-256 digest, got ${JSON.stringify(sha256)}`,
    );
  }
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes <= 0) {
    throw new ModelFetchError(
      `${what}: sizeBytes must be a positive integer, got ${JSON.stringify(sizeBytes)}`,
    );
  }
}

export function validateUrl(url: string, what: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ModelFetchError(`${what}: ${JSON.stringify(url)} is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ModelFetchError(`${what}: only http(s) URLs can be fetched, got ${parsed.protocol}`);
  }
  return parsed;
}

// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  try {
    await delay(ms, undefined, { signal });
  } catch {
    throw new ModelFetchError('download aborted');
  }
};

/**
 * One GET (redirects followed, the token only for the URL's own origin) that appends to `partial`
 * from its current size with a Range request, or starts it over; throws ModelFetchError.
 */
export async function fetchIntoPartial(
  dispatcher: Dispatcher,
  url: URL,
  partial: string,
  sizeBytes: number,
  what: string,
  signal?: AbortSignal,
  credential?: ModelCredential,
): Promise<void> {
  let offset = (await sizeOf(partial)) ?? 0;
  if (offset > sizeBytes) {
    await rm(partial, { force: true });
    offset = 0;
  }
  if (offset === sizeBytes) return;
  const headers: Record<string, string> = {};
  if (offset > 0) headers.range = `bytes=${offset}-`;
  const { response } = await requestModel(dispatcher, url, {
    method: 'GET',
    headers,
    credential,
    signal,
    what,
  });
  const status = response.statusCode;
  if (status === 416 && offset > 0) {
    // Our partial file is not a prefix the server recognises: start over.
    await response.body.dump();
    await rm(partial, { force: true });
    throw new ModelFetchError(`${what}: ${url.href} refused the resume range at byte ${offset}`, true);
  }
  if (status !== 200 && status !== 206) {
    await response.body.dump();
    const retryable = status === 408 || status === 429 || status >= 500;
    throw new ModelFetchError(`${what}: GET ${url.href} returned HTTP ${status}`, retryable);
  }
  let append = offset > 0;
  if (status === 206) {
    const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(response.headers['content-range'] ?? ''));
    if (!range || Number(range[1]) !== offset) {
      await response.body.dump();
      await rm(partial, { force: true });
      throw new ModelFetchError(
        `${what}: ${url.href} answered a resume with an unexpected Content-Range`,
        true,
      );
    }
    if (range[3] !== '*' && Number(range[3]) !== sizeBytes) {
      await response.body.dump();
      throw new ModelFetchError(`${what}: ${url.href} serves ${range[3]} bytes, expected ${sizeBytes} bytes`);
    }
  } else {
    append = false;
    const length = response.headers['content-length'];
    if (length !== undefined && Number(length) !== sizeBytes) {
      await response.body.dump();
      throw new ModelFetchError(`${what}: ${url.href} serves ${length} bytes, expected ${sizeBytes} bytes`);
    }
  }
  if (!append) await truncate(partial, 0).catch(() => undefined);
  let received = append ? offset : 0;
  const sink = createWriteStream(partial, { flags: append ? 'a' : 'w' });
  try {
    await pipeline(
      response.body,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          received += chunk.length;
          if (received > sizeBytes) {
            throw new ModelFetchError(`${what}: ${url.href} sent more than the expected ${sizeBytes} bytes`);
          }
          yield chunk;
        }
      },
      sink,
    );
  } catch (error) {
    if (error instanceof ModelFetchError) {
      await rm(partial, { force: true });
      throw error;
    }
    throw new ModelFetchError(
      `${what}: download from ${url.href} was interrupted at byte ${received}: ${(error as Error).message}`,
      true,
    );
  }
  if (received < sizeBytes) {
    throw new ModelFetchError(`${what}: ${url.href} ended after ${received} of ${sizeBytes} bytes`, true);
  }
}

/** How a transient failure is retried: attempts after the first, the first backoff (doubled). */
export interface RetryOptions {
  retries?: number;
  backoffMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

/**
 * Runs `body`, retrying a retryable `ModelFetchError` with exponential backoff (capped at 30 s) until
 * the retries are spent or `signal` aborts; the last error then says how many attempts were made.
 */
export async function withRetries<T>(options: RetryOptions, body: () => Promise<T>): Promise<T> {
  const retries = options.retries ?? 4;
  const backoffMs = options.backoffMs ?? 1000;
  for (let attempt = 0; ; attempt++) {
    try {
      return await body();
    } catch (error) {
      const retryable = error instanceof ModelFetchError && error.retryable && !options.signal?.aborted;
      if (!retryable || attempt >= retries) {
        if (retryable) throw new ModelFetchError(`${error.message} (gave up after ${attempt + 1} attempts)`);
        throw error;
      }
      const wait = Math.min(backoffMs * 2 ** attempt, 30_000);
      options.log?.(`${error.message}; retrying in ${wait} ms (attempt ${attempt + 2} of ${retries + 1})`);
      await sleep(wait, options.signal);
    }
  }
}

/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
export async function downloadVerified(options: VerifiedDownload): Promise<void> {
  const what = options.what ?? options.url;
  validateDigestAndSize(options.sha256, options.sizeBytes, what);
  const url = validateUrl(options.url, what);
  const partial = `${options.dest}.partial`;
  await mkdir(dirname(options.dest), { recursive: true });
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    await withRetries(options, () =>
      fetchIntoPartial(dispatcher, url, partial, options.sizeBytes, what, options.signal, options.credential),
    );
    try {
      await verifyFile(partial, options.sha256, options.sizeBytes, `${what} (downloaded from ${url.href})`);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, options.dest);
  } finally {
    await owned?.close();
  }
}
