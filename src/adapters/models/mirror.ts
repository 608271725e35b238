// A local mirror for pinned downloads: before fetching a pinned archive or model over the network,
// look in mirror directories for a file with the pinned name or digest, and verify it exactly as a
// download would be verified (size and SHA-256; callers add their own pins such as llama.cpp's MD5).
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { downloadVerified, verifyFile, type VerifiedDownload } from './verified-download.js';
import { urlForDisplay } from '../../domain/plan/model-ref.js';
import { ModelFetchError } from '../errors.js';

/** Environment variable naming mirror directories (separated like PATH). */
export const MIRROR_DIR_ENV = 'PARETOPILOT_MIRROR_DIR';

/** Where a pinned file came from, as recorded in the manifest. */
export type PinnedOrigin =
  { origin: 'mirror'; mirror_file: string } | { origin: 'download'; url: string } | { origin: 'cache' };

/**
 * Mirror directories in precedence order: explicit ones (CLI, run spec) first, then the
 * environment variable. Relative paths resolve against `cwd`; duplicates are dropped.
 */
export function resolveMirrorDirs(
  explicit: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): string[] {
  const fromEnv = (env[MIRROR_DIR_ENV] ?? '').split(delimiter).filter((d) => d.trim() !== '');
  const out: string[] = [];
  for (const dir of [...explicit, ...fromEnv]) {
    const abs = isAbsolute(dir) ? dir : resolve(cwd, dir);
    if (!out.includes(abs)) out.push(abs);
  }
  return out;
}

/** File names a pinned file may have in a mirror: the URL's last segment, the digest, digest + extension. */
export function mirrorNames(url: string | undefined, sha256: string): string[] {
  const names: string[] = [];
  if (url) {
    let last = '';
    try {
      last = decodeURIComponent(basename(new URL(url).pathname));
    } catch {
      last = '';
    }
    if (/^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(last)) names.push(last);
    const ext = /(\.tar\.gz|\.tgz|\.gguf|\.zip|\.tar\.xz)$/i.exec(last)?.[1];
    if (ext) names.push(`${sha256}${ext}`);
  }
  names.push(sha256);
  return [...new Set(names)];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The first mirror file with a pinned name, or undefined. Missing mirror directories are skipped. */
export async function findInMirror(
  dirs: readonly string[],
  url: string | undefined,
  sha256: string,
): Promise<string | undefined> {
  for (const dir of dirs) {
    for (const name of mirrorNames(url, sha256)) {
      const path = join(dir, name);
      if (await isFile(path)) return path;
    }
  }
  return undefined;
}

export interface PinnedFetch extends VerifiedDownload {
  mirrorDirs?: readonly string[];
}

/**
 * Places the pinned file at `dest`: copied from a mirror when one holds it, else downloaded. Either
 * way it is verified (size, SHA-256) before it is moved into place. A mirror file with the pinned
 * name but other bytes is an error, not a reason to fall back silently.
 */
export async function fetchPinned(options: PinnedFetch): Promise<PinnedOrigin> {
  const what = options.what ?? urlForDisplay(options.url);
  const found = await findInMirror(options.mirrorDirs ?? [], options.url, options.sha256);
  if (found) {
    options.log?.(`${what}: using mirror file ${found}`);
    await mkdir(dirname(options.dest), { recursive: true });
    const staging = `${options.dest}.${randomBytes(4).toString('hex')}.mirror`;
    try {
      await copyFile(found, staging);
      await verifyFile(staging, options.sha256, options.sizeBytes, `${what} (mirror file ${found})`);
      await rename(staging, options.dest);
    } catch (error) {
      if (error instanceof ModelFetchError) throw error;
      throw new ModelFetchError(`${what}: could not copy mirror file ${found}: ${(error as Error).message}`);
    } finally {
      await rm(staging, { force: true });
    }
    return { origin: 'mirror', mirror_file: basename(found) };
  }
  try {
    await downloadVerified(options);
  } catch (error) {
    const dirs = options.mirrorDirs ?? [];
    if (error instanceof ModelFetchError && dirs.length > 0) {
      error.message += ` (no mirror holds it: looked for ${mirrorNames(options.url, options.sha256).join(', ')} in ${dirs.join(', ')})`;
    }
    throw error;
  }
  return { origin: 'download', url: urlForDisplay(options.url) };
}
