// ArtifactStore kept in memory: reads and writes real files, stores bytes in a map. For tests.
import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { assertValidArtifactName } from '../../src/domain/bundle/artifact-names.js';
import {
  DEFAULT_DOWNLOAD_LIMITS,
  assertArchiveWithinLimit,
  resolveUpload,
  assertNoLinkedParents,
  assertNothingAt,
  assertSafeRelativePath,
  type ArtifactStore,
  type DownloadOptions,
  type DownloadedArtifact,
  type StoredArtifact,
  type UploadOptions,
  type UploadedArtifact,
} from '../../src/adapters/artifacts/artifact-store.js';
import {
  ArtifactIntegrityError,
  ArtifactNotFoundError,
  ArtifactTooLargeError,
  ArtifactUploadError,
  UnsafeArtifactPathError,
} from '../../src/adapters/errors.js';

interface FileToWrite {
  /** Safe relative path (see relativePathProblem). */
  readonly path: string;
  readonly data: Uint8Array;
}

/**
 * Writes files under `destDir` without following links or overwriting anything; every path is
 * checked before the first byte is written. Returns the absolute destination directory.
 */
async function writeFilesSafely(destDir: string, files: readonly FileToWrite[]): Promise<string> {
  await mkdir(destDir, { recursive: true });
  const dest = await realpath(destDir);
  const seen = new Set<string>();
  for (const rel of files.map((f) => f.path)) {
    assertSafeRelativePath(rel, 'Archive entry');
  }
  for (const file of files) {
    if (seen.has(file.path))
      throw new UnsafeArtifactPathError(`Archive entry ${JSON.stringify(file.path)} appears twice.`);
    seen.add(file.path);
    const segments = file.path.split('/');
    await assertNoLinkedParents(dest, segments.slice(0, -1));
    await assertNothingAt(path.join(dest, ...segments), file.path);
  }
  for (const file of files) {
    const segments = file.path.split('/');
    await assertNoLinkedParents(dest, segments.slice(0, -1));
    await mkdir(path.join(dest, ...segments.slice(0, -1)), { recursive: true });
    // 'wx' fails on an existing name, link or not, so nothing outside dest is ever written.
    await writeFile(path.join(dest, ...segments), file.data, { flag: 'wx', mode: 0o644 });
  }
  return dest;
}

interface MemoryArtifact {
  readonly id: number;
  readonly name: string;
  readonly files: ReadonlyMap<string, Buffer>;
  readonly retentionDays?: number;
  size: number;
  digest: string;
}

export class MemoryArtifactStore implements ArtifactStore {
  private readonly artifacts = new Map<string, MemoryArtifact>();
  private nextId = 1;
  private failuresLeft = 0;
  private failureMessage = 'injected upload failure';
  /** Every upload call in order, including failed ones. */
  readonly uploadCalls: { name: string; files: string[]; retentionDays?: number; ok: boolean }[] = [];

  /** Makes the next `count` uploads fail with an ArtifactUploadError. */
  failNextUploads(count: number, message = 'injected upload failure'): void {
    this.failuresLeft = count;
    this.failureMessage = message;
  }

  /** Alters the stored bytes of `name` without updating its digest, as a damaged download would be. */
  corrupt(name: string): void {
    const artifact = this.artifacts.get(name);
    if (artifact === undefined) throw new Error(`no artifact ${name} to corrupt`);
    const [first] = artifact.files.values();
    if (first !== undefined && first.length > 0) first[0] ^= 0xff;
    else artifact.size += 1;
  }

  /** Stored files of `name` (relative path → bytes), or undefined. */
  contents(name: string): ReadonlyMap<string, Buffer> | undefined {
    return this.artifacts.get(name)?.files;
  }

  retentionDays(name: string): number | undefined {
    return this.artifacts.get(name)?.retentionDays;
  }

  async uploadDirectory(
    name: string,
    rootDir: string,
    files: readonly string[],
    options: UploadOptions = {},
  ): Promise<UploadedArtifact> {
    const call = { name, files: [...files], retentionDays: options.retentionDays, ok: false };
    this.uploadCalls.push(call);
    const upload = await resolveUpload(name, rootDir, files, options);
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new ArtifactUploadError(
        `Uploading artifact ${JSON.stringify(name)} failed: ${this.failureMessage}`,
        name,
        1,
      );
    }
    if (this.artifacts.has(name)) {
      throw new ArtifactUploadError(
        `Uploading artifact ${JSON.stringify(name)} failed: an artifact with this name already exists in this run.`,
        name,
        1,
      );
    }
    const stored = new Map<string, Buffer>();
    for (let i = 0; i < upload.relativeFiles.length; i++) {
      stored.set(upload.relativeFiles[i], await readFile(upload.absoluteFiles[i]));
    }
    const { size, digest } = measure(stored);
    const artifact: MemoryArtifact = {
      id: this.nextId++,
      name,
      files: stored,
      size,
      digest,
      retentionDays: options.retentionDays,
    };
    this.artifacts.set(name, artifact);
    call.ok = true;
    return { id: artifact.id, name, size, digest, attempts: 1 };
  }

  async list(): Promise<StoredArtifact[]> {
    return [...this.artifacts.values()]
      .map(({ id, name, size, digest }) => ({ id, name, size, digest }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  async download(
    ref: number | string,
    destDir: string,
    options: DownloadOptions = {},
  ): Promise<DownloadedArtifact> {
    const limits = options.limits ?? DEFAULT_DOWNLOAD_LIMITS;
    if (typeof ref === 'string') assertValidArtifactName(ref);
    const artifact = [...this.artifacts.values()].find((a) =>
      typeof ref === 'string' ? a.name === ref : a.id === ref,
    );
    if (artifact === undefined) {
      throw new ArtifactNotFoundError(
        `No artifact ${typeof ref === 'string' ? `named ${JSON.stringify(ref)}` : `with id ${ref}`} in this workflow run.`,
        ref,
      );
    }
    const label = `artifact ${JSON.stringify(artifact.name)} (id ${artifact.id})`;
    assertArchiveWithinLimit(label, ref, artifact.size, limits);
    const actual = measure(artifact.files);
    if (actual.digest !== artifact.digest || actual.size !== artifact.size) {
      throw new ArtifactIntegrityError(
        `Digest mismatch for artifact ${JSON.stringify(artifact.name)} (id ${artifact.id}): expected sha256:${artifact.digest}, got sha256:${actual.digest}.`,
        ref,
      );
    }
    const files = [...artifact.files].map(([path, data]) => ({ path, data }));
    if (files.length > limits.maxEntries) {
      throw new ArtifactTooLargeError(
        `Archive of ${label} is rejected: archive has ${files.length} entries; at most ${limits.maxEntries} are allowed`,
        ref,
      );
    }
    if (actual.size > limits.maxExtractedBytes) {
      throw new ArtifactTooLargeError(
        `Archive of ${label} is rejected: archive declares more than ${limits.maxExtractedBytes} bytes of content (${actual.size} bytes); nothing was extracted`,
        ref,
      );
    }
    const written = await writeFilesSafely(destDir, files);
    return { id: artifact.id, name: artifact.name, path: written, files: files.map((f) => f.path).sort() };
  }
}

// Digest over path, length and bytes of each file in path order, so any change shows.
function measure(files: ReadonlyMap<string, Buffer>): { size: number; digest: string } {
  const hash = createHash('sha256');
  let size = 0;
  for (const path of [...files.keys()].sort()) {
    const data = files.get(path) as Buffer;
    hash.update(`${path}\0${data.length}\0`).update(data);
    size += data.length;
  }
  return { size, digest: hash.digest('hex') };
}
