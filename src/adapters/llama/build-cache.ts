// Content-addressed cache of built servers: `<cacheDir>/builds/<key>/` holds the binary, the build
// evidence and `build.json` (written last: an entry without it is incomplete). Every listed file's
// SHA-256 is re-checked on reuse.
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEvidence, BuildTimings } from './build.js';
import { fileSha256 } from '../cache/file-digest.js';
import { cachePath } from '../cache/cache-dir.js';
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

type Untrusted = { [key: string]: unknown };
const isObject = (v: unknown): v is Untrusted => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const strings = (v: Untrusted, keys: readonly string[]): boolean => keys.every((k) => isString(v[k]));
const stringOrNull = (v: unknown): boolean => v === null || isString(v);
const listed = (v: unknown, keys: readonly string[]): boolean =>
  Array.isArray(v) && v.every((item) => isObject(item) && strings(item, keys));

function isBuildEvidence(v: unknown): v is BuildEvidence {
  return (
    isObject(v) &&
    strings(v, [
      'label',
      'server_binary_sha256',
      'cmake_cache_sha256',
      'configure_log_sha256',
      'compile_log_sha256',
      'server_version',
    ]) &&
    typeof v.kleidiai_enabled === 'boolean' &&
    typeof v.kleidiai_symbol_count === 'number' &&
    (v.binary_architecture === undefined || isString(v.binary_architecture)) &&
    (v.binary_arch === undefined || isString(v.binary_arch)) &&
    listed(v.files, ['path', 'sha256'])
  );
}

function isToolchainVersions(v: unknown): v is ToolchainVersions {
  return (
    isObject(v) &&
    strings(v, ['gcc_version_sha256', 'gxx_version_sha256', 'cmake_version_sha256']) &&
    stringOrNull(v.ninja_version_sha256) &&
    stringOrNull(v.make_version_sha256) &&
    listed(v.files, ['tool', 'path', 'sha256'])
  );
}

function isPinnedArchive(v: unknown): boolean {
  if (!isObject(v) || !isString(v.sha256) || typeof v.size_bytes !== 'number' || !stringOrNull(v.md5))
    return false;
  if (v.origin === 'mirror') return isString(v.mirror_file);
  if (v.origin === 'download') return isString(v.url);
  return v.origin === 'cache';
}

/** build.json as this module writes it, for the key it is stored under; anything else is corrupt. */
function isBuildRecord(v: unknown, key: string): v is BuildRecord {
  return (
    isObject(v) &&
    v.schema === 1 &&
    v.cache_key === key &&
    isObject(v.key_document) &&
    isString(v.source_revision) &&
    isBuildEvidence(v.evidence) &&
    isToolchainVersions(v.toolchain) &&
    (v.inputs === undefined ||
      (isObject(v.inputs) &&
        (v.inputs.kleidiai_archive === undefined || isPinnedArchive(v.inputs.kleidiai_archive)))) &&
    isObject(v.timings) &&
    typeof v.timings.configure_seconds === 'number' &&
    typeof v.timings.compile_seconds === 'number' &&
    isString(v.built_at)
  );
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
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return { state: 'corrupt', reason: `${BUILD_RECORD_FILE} is not valid JSON` };
  }
  if (!isBuildRecord(record, key)) {
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
