// The artifact store port: what jobs upload per cell and what the final job downloads back.
import { lstat } from 'node:fs/promises';
import * as path from 'node:path';
import { assertValidArtifactName } from '../../domain/bundle/artifact-names.js';
import {
  ArtifactIntegrityError,
  ArtifactTooLargeError,
  ArtifactUploadError,
  UnsafeArtifactPathError,
} from '../errors.js';

export interface UploadOptions {
  /** Days the service keeps the artifact (1–90); the repository default when undefined. */
  readonly retentionDays?: number;
}

export interface UploadedArtifact {
  readonly id: number;
  readonly name: string;
  /** Size of the stored archive in bytes. */
  readonly size: number;
  /** SHA-256 of the stored archive, 64 lowercase hex digits, when the service reports one. */
  readonly digest?: string;
  /** How many upload attempts it took (1 when the first succeeded). */
  readonly attempts: number;
}

export interface StoredArtifact {
  readonly id: number;
  readonly name: string;
  readonly size: number;
  readonly digest?: string;
}

export interface DownloadedArtifact {
  readonly id: number;
  readonly name: string;
  /** Absolute directory the files were written to. */
  readonly path: string;
  /** Written files, relative to `path`, `/`-separated, sorted. */
  readonly files: readonly string[];
}

export interface ArtifactStore {
  /**
   * Uploads `files` (paths relative to `rootDir`, `/`-separated, regular files only) as one
   * artifact whose archive keeps those relative paths.
   */
  uploadDirectory(
    name: string,
    rootDir: string,
    files: readonly string[],
    options?: UploadOptions,
  ): Promise<UploadedArtifact>;
  /** This workflow run's artifacts (the latest of each name). */
  list(): Promise<StoredArtifact[]>;
  /**
   * Downloads an artifact by id or name into `destDir` after checking its size and digest; refuses
   * to overwrite existing files or to write outside `destDir`. The listed size is checked against
   * `limits.maxArchiveBytes` before anything is fetched, and the sum of the declared entry sizes
   * against `limits.maxExtractedBytes` before anything is written.
   */
  download(ref: number | string, destDir: string, options?: DownloadOptions): Promise<DownloadedArtifact>;
}

export interface DownloadLimits {
  /** Largest stored (compressed) artifact that is fetched at all. */
  readonly maxArchiveBytes: number;
  /** Largest sum of declared file sizes that is extracted. */
  readonly maxExtractedBytes: number;
  readonly maxEntries: number;
}

export interface DownloadOptions {
  readonly limits?: DownloadLimits;
}

/** Used when a caller names no limits: far below a 7 GB runner, far above any study artifact. */
export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  maxArchiveBytes: 1024 ** 3,
  maxExtractedBytes: 1024 ** 3,
  maxEntries: 10_000,
};

// Characters the artifact service rejects in archived file paths (NTFS limits), plus NUL.
const FORBIDDEN_PATH_CHARACTERS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '\u0000'];

/** Why `relPath` is not a safe `/`-separated relative path, or undefined when it is. */
export function relativePathProblem(relPath: string): string | undefined {
  if (relPath.length === 0) return 'is empty';
  const bad = FORBIDDEN_PATH_CHARACTERS.find((char) => relPath.includes(char));
  if (bad !== undefined) return `contains the forbidden character ${JSON.stringify(bad)}`;
  if (relPath.startsWith('/')) return 'is absolute';
  for (const segment of relPath.split('/')) {
    if (segment === '') return 'has an empty path segment';
    if (segment === '.' || segment === '..') return `has a ${JSON.stringify(segment)} path segment`;
  }
  return undefined;
}

export function assertSafeRelativePath(relPath: string, what: string): void {
  const problem = relativePathProblem(relPath);
  if (problem !== undefined)
    throw new UnsafeArtifactPathError(`${what} ${JSON.stringify(relPath)} ${problem}.`);
}

export interface ResolvedUpload {
  readonly rootDir: string;
  /** Absolute paths, in the order given. */
  readonly absoluteFiles: readonly string[];
  readonly relativeFiles: readonly string[];
}

/** Checks an upload request (name, retention, every file) before anything is sent. */
export async function resolveUpload(
  name: string,
  rootDir: string,
  files: readonly string[],
  options: UploadOptions = {},
): Promise<ResolvedUpload> {
  assertValidArtifactName(name);
  const retention = options.retentionDays;
  if (retention !== undefined && !(Number.isInteger(retention) && retention >= 1 && retention <= 90)) {
    throw new ArtifactUploadError(
      `Artifact ${JSON.stringify(name)}: retentionDays must be an integer from 1 to 90, got ${String(retention)}.`,
      name,
      0,
    );
  }
  if (files.length === 0) {
    throw new ArtifactUploadError(`Artifact ${JSON.stringify(name)}: no files to upload.`, name, 0);
  }
  const root = path.resolve(rootDir);
  const rootStat = await lstat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new ArtifactUploadError(
      `Artifact ${JSON.stringify(name)}: root directory ${root} does not exist or is not a directory.`,
      name,
      0,
    );
  }
  const seen = new Set<string>();
  const absoluteFiles: string[] = [];
  for (const rel of files) {
    assertSafeRelativePath(rel, `Artifact ${JSON.stringify(name)}: file`);
    if (seen.has(rel)) {
      throw new UnsafeArtifactPathError(
        `Artifact ${JSON.stringify(name)}: file ${JSON.stringify(rel)} is listed twice.`,
      );
    }
    seen.add(rel);
    const abs = path.join(root, ...rel.split('/'));
    // Links are refused: the archiver would follow them to content outside rootDir.
    await assertRealDirectories(root, rel.split('/').slice(0, -1), name);
    const stat = await lstat(abs).catch(() => undefined);
    if (stat === undefined) {
      throw new ArtifactUploadError(`Artifact ${JSON.stringify(name)}: file ${abs} does not exist.`, name, 0);
    }
    if (!stat.isFile()) {
      throw new UnsafeArtifactPathError(
        `Artifact ${JSON.stringify(name)}: ${abs} is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}; ` +
          'only regular files are uploaded.',
      );
    }
    absoluteFiles.push(abs);
  }
  return { rootDir: root, absoluteFiles, relativeFiles: [...files] };
}

async function assertRealDirectories(root: string, segments: readonly string[], name: string): Promise<void> {
  let dir = root;
  for (const segment of segments) {
    dir = path.join(dir, segment);
    const stat = await lstat(dir).catch(() => undefined);
    if (stat !== undefined && !stat.isDirectory()) {
      throw new UnsafeArtifactPathError(
        `Artifact ${JSON.stringify(name)}: ${dir} is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a directory'}.`,
      );
    }
  }
}

/** `sha256:<hex>` or `<hex>` → lowercase hex; undefined when absent or not a SHA-256. */
export function normalizeDigest(digest: string | undefined): string | undefined {
  if (digest === undefined) return undefined;
  const hex = digest.replace(/^sha256:/i, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : undefined;
}

/** Throws unless nothing (file, directory or link) exists at `target`. */
export async function assertNothingAt(target: string, entry: string): Promise<void> {
  if ((await lstat(target).catch(() => undefined)) !== undefined) {
    throw new UnsafeArtifactPathError(
      `Refusing to overwrite existing ${target} with archive entry ${JSON.stringify(entry)}.`,
    );
  }
}

/** Throws when a directory on the way from `dest` down `segments` is a link or not a directory. */
export async function assertNoLinkedParents(dest: string, segments: readonly string[]): Promise<void> {
  let dir = dest;
  for (const segment of segments) {
    dir = path.join(dir, segment);
    const stat = await lstat(dir).catch(() => undefined);
    if (stat === undefined) return; // created fresh below, so nothing deeper exists yet
    if (!stat.isDirectory()) {
      throw new UnsafeArtifactPathError(
        `Refusing to write through ${dir}: it is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a directory'}.`,
      );
    }
  }
}

/** Refuses an artifact whose listed size exceeds the limit, before anything is fetched. */
export function assertArchiveWithinLimit(
  label: string,
  ref: number | string,
  size: number,
  limits: DownloadLimits,
): void {
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new ArtifactIntegrityError(
      `The service reports an invalid size ${String(size)} for ${label}.`,
      ref,
    );
  }
  if (size > limits.maxArchiveBytes) {
    throw new ArtifactTooLargeError(
      `${label} is ${size} bytes; at most ${limits.maxArchiveBytes} are accepted, so it was not downloaded.`,
      ref,
    );
  }
}
