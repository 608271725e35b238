// Content-addressed cache of built servers: `<cacheDir>/builds/<key>/` holds the binary, the build
// evidence and `build.json` (written last: an entry without it is incomplete). Every listed file's
// SHA-256 is re-checked on reuse.
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEvidence, BuildTimings } from './build.js';
import { fileSha256 } from './file-digest.js';
import { cachePath } from './cache-dir.js';
import type { ToolchainVersions } from './toolchain.js';
import type { PinnedOrigin } from '../models/mirror.js';

export const BUILD_RECORD_FILE = 'build.json';

export interface BuildRecord {
  schema: 1;
  cache_key: string;
  key_document: Record<string, unknown>;
  source_revision: string;
  evidence: BuildEvidence;
  toolchain: ToolchainVersions;
  /** Provenance of pinned inputs fetched for the build (the KleidiAI archive: mirror or download). */
  inputs?: {
    kleidiai_archive?: { sha256: string; size_bytes: number; md5: string | null } & PinnedOrigin;
  };
  timings: BuildTimings;
  built_at: string;
}

export function buildEntryDir(cacheDir: string, key: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(key))
    throw new Error(`build cache key ${JSON.stringify(key)} is not path-safe`);
  return cachePath(cacheDir, 'builds', key);
}

export type CacheLookup =
  { state: 'hit'; record: BuildRecord } | { state: 'miss' } | { state: 'corrupt'; reason: string };

/** Reads and verifies a cached build (every file's digest, the key it was stored under). */
export async function lookupBuild(cacheDir: string, key: string): Promise<CacheLookup> {
  const dir = buildEntryDir(cacheDir, key);
  let text: string;
  try {
    text = await readFile(join(dir, BUILD_RECORD_FILE), 'utf8');
  } catch {
    return { state: 'miss' };
  }
  let record: BuildRecord;
  try {
    record = JSON.parse(text) as BuildRecord;
  } catch {
    return { state: 'corrupt', reason: `${BUILD_RECORD_FILE} is not valid JSON` };
  }
  if (record.schema !== 1 || record.cache_key !== key || !Array.isArray(record.evidence?.files)) {
    return { state: 'corrupt', reason: `${BUILD_RECORD_FILE} does not describe ${key}` };
  }
  for (const file of record.evidence.files) {
    let actual: string;
    try {
      actual = await fileSha256(join(dir, file.path));
    } catch {
      return { state: 'corrupt', reason: `${file.path} is missing` };
    }
    if (actual !== file.sha256)
      return { state: 'corrupt', reason: `${file.path} has SHA-256 ${actual}, expected ${file.sha256}` };
  }
  return { state: 'hit', record };
}

/** Writes build.json into the staged entry and moves it into place atomically. */
export async function publishBuild(
  stagingDir: string,
  cacheDir: string,
  record: BuildRecord,
): Promise<string> {
  await writeFile(join(stagingDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  const dir = buildEntryDir(cacheDir, record.cache_key);
  try {
    await stat(dir);
    await rm(dir, { recursive: true, force: true });
  } catch {
    // not present
  }
  await rename(stagingDir, dir);
  return dir;
}
