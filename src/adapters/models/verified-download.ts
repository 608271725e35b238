// Verified downloads: a pinned file (model or archive) fetched with retries and Range resume, and
// checked against its pinned size and SHA-256 before it takes its final name; every download ends
// by an overall deadline, retries included.
import { setTimeout as delay } from 'node:timers/promises';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Dispatcher } from 'undici';
import { fileSha256 } from '../cache/file-digest.js';
import { createModelDispatcher, requestModel, type ModelCredential } from './model-request.js';
import { SHA256_PATTERN } from '../../domain/core/hashing.js';
import { urlForDisplay } from '../../domain/plan/model-ref.js';
import { ModelFetchError } from '../errors.js';

/** How long one download may take in all, retries and waits included, unless the user sets it. */
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 3_600_000;

/** A download deadline as the user gives it (whole seconds, 1 to 999999) in ms; undefined when malformed. */
export function parseDownloadTimeout(seconds: string): number | undefined {
  return /^[1-9][0-9]{0,5}$/.test(seconds) ? Number(seconds) * 1000 : undefined;
}

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
  /** The overall deadline of this download (default DEFAULT_DOWNLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
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
    throw new ModelFetchError(`${what}: ${JSON.stringify(urlForDisplay(url))} is not a valid URL`);
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

/** How one GET into a partial file is made (see fetchIntoPartial). */
export interface PartialFetch {
  sizeBytes: number;
  what: string;
  signal?: AbortSignal;
  credential?: ModelCredential;
  /**
   * Where the first response's validator (a strong ETag, else Last-Modified) is kept: a resume then
   * sends it as If-Range, so a file that changed on the server is sent whole instead of being spliced
   * onto the old bytes, and a partial file without one is started over. Unset: the partial file's
   * bytes are trusted as a prefix (a pinned download checks its SHA-256 at the end).
   */
  validatorFile?: string;
}

/** A response's validator for If-Range: a strong ETag, else Last-Modified (weak ETags may not be used). */
export function validatorOf(headers: Dispatcher.ResponseData['headers']): string | undefined {
  const one = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const etag = one('etag');
  if (etag !== undefined && /^"[^"]*"$/.test(etag)) return etag;
  const modified = one('last-modified');
  return modified !== undefined && /^[\x20-\x7e]+$/.test(modified) ? modified : undefined;
}

/** The offset a partial file resumes from, and the If-Range validator that goes with it. */
async function resumePoint(
  partial: string,
  fetch: PartialFetch,
): Promise<{ offset: number; ifRange?: string }> {
  const offset = (await sizeOf(partial)) ?? 0;
  if (offset === 0 || fetch.validatorFile === undefined) return { offset };
  const validator = (await readFile(fetch.validatorFile, 'utf8').catch(() => '')).trim();
  if (validator !== '' && /^[\x20-\x7e]+$/.test(validator)) return { offset, ifRange: validator };
  // Nothing says which version of the file these bytes came from: they are not resumed.
  await rm(partial, { force: true });
  return { offset: 0 };
}

/**
 * One GET (redirects followed, the token only where it may go) that appends to `partial` from its
 * current size with a Range request, or starts it over; throws ModelFetchError.
 */
export async function fetchIntoPartial(
  dispatcher: Dispatcher,
  url: URL,
  partial: string,
  fetch: PartialFetch,
): Promise<void> {
  const { sizeBytes, what } = fetch;
  const shown = urlForDisplay(url.href);
  let { offset, ifRange } = await resumePoint(partial, fetch);
  if (offset > sizeBytes) {
    await rm(partial, { force: true });
    offset = 0;
    ifRange = undefined;
  }
  if (offset === sizeBytes) return;
  const headers: Record<string, string> = {};
  if (offset > 0) headers.range = `bytes=${offset}-`;
  if (offset > 0 && ifRange !== undefined) headers['if-range'] = ifRange;
  const { response } = await requestModel(dispatcher, url, {
    method: 'GET',
    headers,
    credential: fetch.credential,
    signal: fetch.signal,
    what,
  });
  const status = response.statusCode;
  if (status === 416 && offset > 0) {
    // Our partial file is not a prefix the server recognises: start over.
    await response.body.dump();
    await rm(partial, { force: true });
    throw new ModelFetchError(`${what}: ${shown} refused the resume range at byte ${offset}`, true);
  }
  if (status !== 200 && status !== 206) {
    await response.body.dump();
    const retryable = status === 408 || status === 429 || status >= 500;
    throw new ModelFetchError(`${what}: GET ${shown} returned HTTP ${status}`, retryable);
  }
  let append = offset > 0;
  if (status === 206) {
    const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(response.headers['content-range'] ?? ''));
    if (!range || Number(range[1]) !== offset) {
      await response.body.dump();
      await rm(partial, { force: true });
      throw new ModelFetchError(`${what}: ${shown} answered a resume with an unexpected Content-Range`, true);
    }
    if (range[3] !== '*' && Number(range[3]) !== sizeBytes) {
      await response.body.dump();
      throw new ModelFetchError(`${what}: ${shown} serves ${range[3]} bytes, expected ${sizeBytes} bytes`);
    }
  } else {
    append = false;
    const length = response.headers['content-length'];
    if (length !== undefined && Number(length) !== sizeBytes) {
      await response.body.dump();
      throw new ModelFetchError(`${what}: ${shown} serves ${length} bytes, expected ${sizeBytes} bytes`);
    }
    if (fetch.validatorFile !== undefined) {
      // The whole file starts here: its validator is what a later resume must match.
      const validator = validatorOf(response.headers);
      if (validator === undefined) await rm(fetch.validatorFile, { force: true });
      else await writeFile(fetch.validatorFile, `${validator}\n`);
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
            throw new ModelFetchError(`${what}: ${shown} sent more than the expected ${sizeBytes} bytes`);
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
      `${what}: download from ${shown} was interrupted at byte ${received}: ${(error as Error).message}`,
      true,
    );
  }
  if (received < sizeBytes) {
    throw new ModelFetchError(`${what}: ${shown} ended after ${received} of ${sizeBytes} bytes`, true);
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

/**
 * Runs `body` with a signal that aborts at `timeoutMs` (or when `signal` does); a body ended by the
 * deadline fails with a message naming it, so a silent or crawling host cannot hold a step for long.
 */
export async function withDeadline<T>(
  timeoutMs: number | undefined,
  what: string,
  signal: AbortSignal | undefined,
  body: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const ms = timeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS;
  const timer = AbortSignal.timeout(ms);
  try {
    return await body(signal ? AbortSignal.any([timer, signal]) : timer);
  } catch (error) {
    if (!timer.aborted || signal?.aborted) throw error;
    throw new ModelFetchError(
      `${what}: not done within the download deadline of ${ms / 1000} s (--download-timeout, the action's download-timeout)`,
      false,
      { cause: error },
    );
  }
}

/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
export async function downloadVerified(options: VerifiedDownload): Promise<void> {
  const what = options.what ?? urlForDisplay(options.url);
  validateDigestAndSize(options.sha256, options.sizeBytes, what);
  const url = validateUrl(options.url, what);
  const partial = `${options.dest}.partial`;
  await mkdir(dirname(options.dest), { recursive: true });
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    await withDeadline(options.timeoutMs, what, options.signal, (signal) =>
      withRetries({ ...options, signal }, () =>
        fetchIntoPartial(dispatcher, url, partial, {
          sizeBytes: options.sizeBytes,
          what,
          signal,
          credential: options.credential,
        }),
      ),
    );
    try {
      await verifyFile(
        partial,
        options.sha256,
        options.sizeBytes,
        `${what} (downloaded from ${urlForDisplay(url.href)})`,
      );
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, options.dest);
  } finally {
    await owned?.close();
  }
}
