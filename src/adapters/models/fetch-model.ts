// Models for a study: a local file verified in place, or a pinned download (mirror first) cached
// under its digest.
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Dispatcher } from 'undici';
import { withDirLock } from '../cache/dir-lock.js';
import { cachePath } from '../cache/cache-dir.js';
import { fetchPinned, type PinnedOrigin } from './mirror.js';
import { SHA256_PATTERN } from '../../domain/core/hashing.js';
import { urlForDisplay } from '../../domain/plan/model-ref.js';
import { sizeOf, validateDigestAndSize, validateUrl, verifyFile } from './verified-download.js';
import type { ModelCredential } from './model-request.js';
import { ModelFetchError } from '../errors.js';

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
  /** A bearer token for the URL's own origin (a gated or private model). */
  credential?: ModelCredential;
  /** The download's overall deadline (default DEFAULT_DOWNLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
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
  const what = `model ${options.name ?? (options.url !== undefined ? urlForDisplay(options.url) : undefined) ?? options.path ?? '(unnamed)'}`;
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
      options.log?.(`fetching ${what} from ${urlForDisplay(options.url!)} (${options.sizeBytes} bytes)`);
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
        credential: options.credential,
        timeoutMs: options.timeoutMs,
      });
      return { path: dest, fromCache: false, origin };
    },
    { what: `the download of ${what}`, log: options.log, signal: options.signal },
  );
}
