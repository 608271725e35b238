// Verified downloads: models (and pinned archives) are fetched with retries and Range resume,
// checked against their pinned size and SHA-256 before use, and cached under their digest.
import { setTimeout as delay } from 'node:timers/promises';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EnvHttpProxyAgent, interceptors, type Dispatcher } from 'undici';
import { withDirLock } from '../llama/dir-lock.js';
import { cachePath } from '../llama/cache-dir.js';
import { fileSha256 } from '../llama/file-digest.js';
import { fetchPinned, type PinnedOrigin } from './mirror.js';
import { SHA256_PATTERN } from '../../domain/core/hashing.js';

export class ModelFetchError extends Error {
  constructor(
    message: string,
    /** false when retrying cannot help (404, wrong size or digest). */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ModelFetchError';
  }
}

/** `https://huggingface.co/<owner>/<repo>/resolve/<revision>/<file>` for a pinned file. */
export function huggingFaceResolveUrl(repository: string, revision: string, file: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(repository)) {
    throw new ModelFetchError(
      `Hugging Face repository must look like owner/name, got ${JSON.stringify(repository)}`,
    );
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(revision)) {
    throw new ModelFetchError(
      `Hugging Face revision must be a commit or branch name, got ${JSON.stringify(revision)}`,
    );
  }
  const parts = file.split('/');
  if (
    file === '' ||
    file.includes('\\') ||
    file.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new ModelFetchError(
      `Hugging Face file name must be a relative path without '..', got ${JSON.stringify(file)}`,
    );
  }
  return `https://huggingface.co/${repository}/resolve/${revision}/${parts.map(encodeURIComponent).join('/')}`;
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
  dispatcher?: Dispatcher;
}

async function sizeOf(path: string): Promise<number | undefined> {
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

function validateDigestAndSize(sha256: string, sizeBytes: number, what: string): void {
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

function validateUrl(url: string, what: string): URL {
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

/** One GET that appends to `partial` from its current size; throws ModelFetchError. */
async function fetchOnce(
  dispatcher: Dispatcher,
  url: URL,
  partial: string,
  sizeBytes: number,
  what: string,
  signal?: AbortSignal,
): Promise<void> {
  let offset = (await sizeOf(partial)) ?? 0;
  if (offset > sizeBytes) {
    await rm(partial, { force: true });
    offset = 0;
  }
  if (offset === sizeBytes) return;
  const headers: Record<string, string> = {
    'accept-encoding': 'identity',
    'user-agent': 'paretopilot-capacity',
  };
  if (offset > 0) headers.range = `bytes=${offset}-`;
  let response: Dispatcher.ResponseData;
  try {
    response = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers,
      signal,
    });
  } catch (error) {
    throw new ModelFetchError(`${what}: request to ${url.href} failed: ${(error as Error).message}`, true);
  }
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

/**
 * The dispatcher every pinned download uses: HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) from
 * the environment, as the GitHub REST client does, since self-hosted runners often sit behind a
 * proxy; redirects followed (release assets and Hugging Face files redirect to a CDN).
 */
export function createDownloadDispatcher(): Dispatcher {
  return new EnvHttpProxyAgent().compose(interceptors.redirect({ maxRedirections: 5 }));
}

/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
export async function downloadVerified(options: VerifiedDownload): Promise<void> {
  const what = options.what ?? options.url;
  validateDigestAndSize(options.sha256, options.sizeBytes, what);
  const url = validateUrl(options.url, what);
  const retries = options.retries ?? 4;
  const backoffMs = options.backoffMs ?? 1000;
  const partial = `${options.dest}.partial`;
  await mkdir(dirname(options.dest), { recursive: true });
  const owned = options.dispatcher ? undefined : createDownloadDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await fetchOnce(dispatcher, url, partial, options.sizeBytes, what, options.signal);
        break;
      } catch (error) {
        const retryable = error instanceof ModelFetchError && error.retryable && !options.signal?.aborted;
        if (!retryable || attempt >= retries) {
          if (retryable) {
            throw new ModelFetchError(`${(error as Error).message} (gave up after ${attempt + 1} attempts)`);
          }
          throw error;
        }
        const delay = Math.min(backoffMs * 2 ** attempt, 30_000);
        options.log?.(
          `${(error as Error).message}; retrying in ${delay} ms (attempt ${attempt + 2} of ${retries + 1})`,
        );
        await sleep(delay, options.signal);
      }
    }
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

export interface FetchModelOptions {
  /** http(s) URL (e.g. a Hugging Face `resolve/<revision>/<file>` URL) … */
  url?: string;
  /** … or a local file, verified in place. */
  path?: string;
  sha256: string;
  sizeBytes: number;
  cacheDir: string;
  /** Name used in messages (e.g. the candidate id); defaults to the URL or path. */
  name?: string;
  retries?: number;
  backoffMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
  dispatcher?: Dispatcher;
  /** Searched (by the URL's file name or the sha256) before downloading. */
  mirrorDirs?: readonly string[];
}

/** Where a fetched model came from, as recorded in the manifest. */
export type ModelOrigin = PinnedOrigin | { origin: 'path' };

/** Content-addressed location of a model in the cache. */
export function modelCachePath(cacheDir: string, sha256: string): string {
  if (!SHA256_PATTERN.test(sha256))
    throw new ModelFetchError(`model sha256 must be a lowercase SHA-256 digest, got ${sha256}`);
  return cachePath(cacheDir, 'models', `${sha256}.gguf`);
}

/** Returns a verified model file: a local path as given, or a cached download named by its digest. */
export async function fetchModel(
  options: FetchModelOptions,
): Promise<{ path: string; fromCache: boolean; origin: ModelOrigin }> {
  const what = `model ${options.name ?? options.url ?? options.path ?? '(unnamed)'}`;
  if ((options.url === undefined) === (options.path === undefined)) {
    throw new ModelFetchError(`${what}: give exactly one of url or path`);
  }
  validateDigestAndSize(options.sha256, options.sizeBytes, what);
  if (options.path !== undefined) {
    await verifyFile(options.path, options.sha256, options.sizeBytes, what);
    return { path: options.path, fromCache: false, origin: { origin: 'path' } };
  }
  validateUrl(options.url!, what);
  const dest = modelCachePath(options.cacheDir, options.sha256);
  const cached = async (): Promise<boolean> => {
    if ((await sizeOf(dest)) === undefined) return false;
    try {
      await verifyFile(dest, options.sha256, options.sizeBytes, what);
      return true;
    } catch (error) {
      options.log?.(`${(error as Error).message}; fetching it again`);
      await rm(dest, { force: true });
      return false;
    }
  };
  if (await cached()) return { path: dest, fromCache: true, origin: { origin: 'cache' } };
  await mkdir(dirname(dest), { recursive: true });
  return withDirLock(
    join(dirname(dest), `${options.sha256}.lock`),
    async () => {
      if (await cached()) return { path: dest, fromCache: true, origin: { origin: 'cache' as const } };
      options.log?.(`fetching ${what} from ${options.url} (${options.sizeBytes} bytes)`);
      const origin = await fetchPinned({
        url: options.url!,
        sha256: options.sha256,
        sizeBytes: options.sizeBytes,
        dest,
        what,
        retries: options.retries,
        backoffMs: options.backoffMs,
        log: options.log,
        signal: options.signal,
        dispatcher: options.dispatcher,
        mirrorDirs: options.mirrorDirs,
      });
      return { path: dest, fromCache: false, origin };
    },
    { what: `the download of ${what}`, log: options.log, signal: options.signal },
  );
}
