// Writing and checking a directory's SHA-256 list on disk: every writer and checker of SHA256SUMS,
// artifact.sha256 and prepare.sha256 goes through here, so the format and the problem texts agree.
// Lists are written whole or not at all (temporary file, fsync, rename).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256Hex } from '../../domain/core/hashing.js';
import { parseSha256Sums, renderSha256Sums, sha256ListProblems } from '../../domain/bundle/sha256-sums.js';
import {
  bundlePath,
  listBundleFiles,
  readInputFile,
  readTextFile,
  writeFileAtomic,
  writeFileAtomicSync,
} from './bundle-files.js';

/** Hashes `files` (relative to `dir`) and writes their list to `dir/listFile`; returns `files`. */
export async function writeSha256List(
  dir: string,
  files: readonly string[],
  listFile: string,
): Promise<string[]> {
  const entries = await Promise.all(
    files.map(async (path) => ({ path, sha256: sha256Hex(await readFile(join(dir, path))) })),
  );
  await writeFileAtomic(join(dir, listFile), renderSha256Sums(entries), listFile);
  return [...files];
}

/** writeSha256List for a process that must exit now (a second signal). */
export function writeSha256ListSync(dir: string, files: readonly string[], listFile: string): string[] {
  const entries = files.map((path) => ({ path, sha256: sha256Hex(readFileSync(join(dir, path))) }));
  writeFileAtomicSync(join(dir, listFile), renderSha256Sums(entries), listFile);
  return [...files];
}

/**
 * Checks `dir/listFile` against every file of `dir` (read safely: no symlinks, bounded size).
 * Throws InputError when the list itself is unreadable or malformed; otherwise returns how many
 * files it lists and the problems found (empty = every file listed, present and matching).
 */
export async function checkSha256List(
  dir: string,
  listFile: string,
): Promise<{ listed: number; problems: string[] }> {
  const listed = parseSha256Sums(await readTextFile(bundlePath(dir, listFile), listFile), listFile);
  const problems = await sha256ListProblems(listFile, listed, await listBundleFiles(dir), async (f) =>
    sha256Hex(await readInputFile(bundlePath(dir, f), f)),
  );
  return { listed: listed.size, problems };
}
