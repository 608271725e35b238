// The KleidiAI source archive, fetched once and verified, so configuring a KleidiAI build never
// downloads anything (FETCHCONTENT_SOURCE_DIR_KLEIDIAI_DOWNLOAD + FETCHCONTENT_FULLY_DISCONNECTED).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateKleidiaiSource, type KleidiaiSourceSpec } from '../../domain/build/kleidiai.js';
import { verifyFile } from '../models/verified-download.js';
import { fetchPinned, type PinnedOrigin } from '../models/mirror.js';
import { cachePath } from '../cache/cache-dir.js';
import { withDirLock } from '../cache/dir-lock.js';
import { fileDigest } from '../cache/file-digest.js';
import { runChecked } from '../process/run-process.js';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export interface KleidiaiSourceOptions {
  /** MD5 llama.cpp pins for the archive (its CMakeLists.txt): checked as well as the sha256. */
  expectedMd5?: string;
  /** Directories searched for the pinned archive (by name or sha256) before downloading. */
  mirrorDirs?: readonly string[];
  log?: (line: string) => void;
  signal?: AbortSignal;
}

const originFile = (root: string, sha256: string): string => join(root, `${sha256}.origin.json`);

/** A recorded origin file that says where the archive came from (anything else counts as unrecorded). */
function isRecordedOrigin(value: unknown): value is PinnedOrigin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.origin === 'mirror' && typeof v.mirror_file === 'string') ||
    (v.origin === 'download' && typeof v.url === 'string')
  );
}

/** Where the cached archive of `sha256` came from (mirror or download), when recorded. */
export async function kleidiaiArchiveOrigin(cacheDir: string, sha256: string): Promise<PinnedOrigin> {
  try {
    const value: unknown = JSON.parse(
      await readFile(originFile(cachePath(cacheDir, 'kleidiai'), sha256), 'utf8'),
    );
    if (isRecordedOrigin(value)) return value;
  } catch {
    // not recorded (archive placed by an older version)
  }
  return { origin: 'cache' };
}

/** Returns the extracted source directory `<cacheDir>/sources/kleidiai/<sha256>/`. */
export async function ensureKleidiaiSource(
  cacheDir: string,
  spec: KleidiaiSourceSpec,
  options: KleidiaiSourceOptions = {},
): Promise<string> {
  const { log, signal } = options;
  validateKleidiaiSource(spec, 'kleidiaiSource');
  const root = cachePath(cacheDir, 'kleidiai');
  const archive = join(root, `${spec.sha256}.tar.gz`);
  const dir = join(root, spec.sha256);
  const what = `KleidiAI ${spec.version} source archive`;
  await mkdir(root, { recursive: true });
  return withDirLock(
    join(root, `${spec.sha256}.lock`),
    async () => {
      if (await exists(archive)) await verifyFile(archive, spec.sha256, spec.sizeBytes, what);
      else {
        log?.(`fetching ${what} (${spec.url}, or a mirror file with its name or sha256)`);
        const origin = await fetchPinned({
          url: spec.url,
          sha256: spec.sha256,
          sizeBytes: spec.sizeBytes,
          dest: archive,
          what,
          mirrorDirs: options.mirrorDirs,
          log,
          signal,
        });
        await writeFile(originFile(root, spec.sha256), `${JSON.stringify(origin)}\n`);
      }
      if (options.expectedMd5) {
        const md5 = await fileDigest(archive, 'md5');
        if (md5 !== options.expectedMd5) {
          throw new Error(
            `${what} (${archive}) has MD5 ${md5} but the llama.cpp source pins MD5 ${options.expectedMd5}: the pinned sha256 names a different archive than llama.cpp expects`,
          );
        }
      }
      if (await exists(join(dir, 'CMakeLists.txt'))) return dir;
      const staging = join(root, `.extract-${randomBytes(4).toString('hex')}`);
      await mkdir(staging);
      try {
        await runChecked(
          'tar',
          ['-xzf', archive, '-C', staging, '--no-same-owner'],
          `extracting ${archive}`,
          { signal },
        );
        // GitHub archives hold one top-level directory (kleidiai-<version>/).
        const top = await readdir(staging);
        const inner = top.length === 1 ? join(staging, top[0]) : staging;
        if (!(await exists(join(inner, 'CMakeLists.txt')))) {
          throw new Error(`${what} (${archive}) has no CMakeLists.txt at its top level`);
        }
        await rm(dir, { recursive: true, force: true });
        await rename(inner, dir);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
      return dir;
    },
    { what: `the ${what}`, log, signal },
  );
}
