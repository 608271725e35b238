// ArtifactStore on the Actions artifact service through @actions/artifact; a service that cannot be
// used is reported naming the runner variables to check, and no error carries the runtime token.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  DefaultArtifactClient,
  FilesNotFoundError,
  GHESNotSupportedError,
  UsageError,
  type Artifact,
  type ArtifactClient,
} from '@actions/artifact';
import { assertValidArtifactName } from '../../domain/bundle/artifact-names.js';
import {
  DEFAULT_DOWNLOAD_LIMITS,
  assertArchiveWithinLimit,
  normalizeDigest,
  resolveUpload,
  type ArtifactStore,
  type DownloadOptions,
  type DownloadedArtifact,
  type StoredArtifact,
  type UploadOptions,
  type UploadedArtifact,
} from './artifact-store.js';
import {
  ArtifactServiceError,
  ArtifactDownloadError,
  ArtifactIntegrityError,
  ArtifactNotFoundError,
  ArtifactTooLargeError,
  ArtifactUploadError,
  UnsafeArtifactPathError,
  ZipLimitError,
} from '../errors.js';
import { extractZip } from './zip-extract.js';
import { fileSha256 } from '../cache/file-digest.js';

export interface UploadRetryEvent {
  readonly name: string;
  /** The attempt that just failed, 1-based. */
  readonly attempt: number;
  readonly attempts: number;
  readonly delayMs: number;
  readonly error: Error;
}

export interface GitHubArtifactStoreOptions {
  /** Defaults to `new DefaultArtifactClient()`. */
  readonly client?: ArtifactClient;
  /** Whole-upload attempts, each a fresh CreateArtifact + blob upload + FinalizeArtifact (default 3). */
  readonly uploadAttempts?: number;
  /** Wait before the second attempt; doubled for each later one (default 10 s). */
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly onRetry?: (event: UploadRetryEvent) => void;
  /** zlib level 0–9 for the archive (default: the client's, 6). */
  readonly compressionLevel?: number;
  /** Where the archive is held while it is checked (default RUNNER_TEMP, else the OS temp dir). */
  readonly tempDir?: string;
}

export class GitHubArtifactStore implements ArtifactStore {
  private readonly client: ArtifactClient;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: GitHubArtifactStoreOptions = {}) {
    this.client = options.client ?? new DefaultArtifactClient();
    this.attempts = options.uploadAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 10_000;
    if (!Number.isInteger(this.attempts) || this.attempts < 1) {
      throw new RangeError(
        `uploadAttempts must be a positive integer, got ${String(options.uploadAttempts)}`,
      );
    }
    if (!Number.isFinite(this.retryDelayMs) || this.retryDelayMs < 0) {
      throw new RangeError(`retryDelayMs must be a non-negative number, got ${String(options.retryDelayMs)}`);
    }
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async uploadDirectory(
    name: string,
    rootDir: string,
    files: readonly string[],
    options: UploadOptions = {},
  ): Promise<UploadedArtifact> {
    const upload = await resolveUpload(name, rootDir, files, options);
    let lastError: Error | undefined;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      try {
        const response = await this.client.uploadArtifact(name, [...upload.absoluteFiles], upload.rootDir, {
          retentionDays: options.retentionDays,
          compressionLevel: this.options.compressionLevel,
        });
        if (response.id === undefined || response.size === undefined) {
          throw new Error('the service returned no artifact id or size');
        }
        return {
          id: response.id,
          name,
          size: response.size,
          digest: normalizeDigest(response.digest),
          attempts: attempt,
        };
      } catch (error) {
        lastError = redacted(error);
        if (!isRetryable(lastError) || attempt === this.attempts) break;
        const delayMs = this.retryDelayMs * 2 ** (attempt - 1);
        this.options.onRetry?.({ name, attempt, attempts: this.attempts, delayMs, error: lastError });
        await this.sleep(delayMs);
      }
    }
    const error = lastError as Error;
    const tried = isRetryable(error) ? `after ${this.attempts} attempt(s)` : '(not retryable)';
    if (isServiceAccessProblem(error))
      throw new ArtifactServiceError(
        `uploading artifact ${JSON.stringify(name)} failed ${tried}: ${firstLine(error.message)}`,
        { cause: error },
      );
    throw new ArtifactUploadError(
      `Uploading artifact ${JSON.stringify(name)} (${files.length} file(s) from ${upload.rootDir}) failed ${tried}: ${error.message}`,
      name,
      isRetryable(error) ? this.attempts : 1,
      { cause: error },
    );
  }

  async list(): Promise<StoredArtifact[]> {
    const { artifacts } = await this.listArtifacts({ latest: true });
    return artifacts.map(toStored).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /** Every failure to list is the service's: nothing of the caller's is involved yet. */
  private async listArtifacts(options?: { latest?: boolean }): Promise<{ artifacts: Artifact[] }> {
    try {
      return await this.client.listArtifacts(options);
    } catch (error) {
      const e = redacted(error);
      throw new ArtifactServiceError(`listing this run's artifacts failed: ${firstLine(e.message)}`, {
        cause: e,
      });
    }
  }

  // Verify before write: @actions/artifact's own extraction (downloadArtifact without skipDecompress)
  // streams the blob through unzip-stream into the destination and only reports `digestMismatch`
  // after every file is written; it follows local headers, caps no size and overwrites existing
  // files. So the archive is fetched unextracted (streamed to a temp file by the client), its size
  // and SHA-256 are checked, and only then is it extracted by yauzl under the caller's limits.
  async download(
    ref: number | string,
    destDir: string,
    options: DownloadOptions = {},
  ): Promise<DownloadedArtifact> {
    const limits = options.limits ?? DEFAULT_DOWNLOAD_LIMITS;
    const artifact = await this.find(ref);
    const label = `artifact ${JSON.stringify(artifact.name)} (id ${artifact.id})`;
    const digest = normalizeDigest(artifact.digest);
    if (digest === undefined) {
      throw new ArtifactIntegrityError(
        `The service reports no SHA-256 digest for ${label}; refusing an unverifiable download.`,
        ref,
      );
    }
    assertArchiveWithinLimit(label, ref, artifact.size, limits);
    const staging = await mkdtemp(
      path.join(this.options.tempDir ?? process.env.RUNNER_TEMP ?? tmpdir(), 'artifact-'),
    );
    try {
      let mismatch: boolean | undefined;
      // The client streams the blob to disk (constant memory) but takes no byte cap: a blob larger
      // than its listed size costs scratch disk until the size check below rejects it.
      try {
        ({ digestMismatch: mismatch } = await this.client.downloadArtifact(artifact.id, {
          path: staging,
          skipDecompress: true,
          expectedHash: `sha256:${digest}`,
        }));
      } catch (error) {
        const e = redacted(error);
        if (isServiceAccessProblem(e))
          throw new ArtifactServiceError(`downloading ${label} failed: ${firstLine(e.message)}`, {
            cause: e,
          });
        throw new ArtifactDownloadError(`Downloading ${label} failed: ${e.message}`, ref, { cause: e });
      }
      const entries = await readdir(staging);
      if (entries.length !== 1) {
        throw new ArtifactDownloadError(
          `Downloading ${label} produced ${entries.length} files instead of one archive.`,
          ref,
        );
      }
      const archivePath = path.join(staging, entries[0]);
      const { size } = await stat(archivePath);
      if (size !== artifact.size) {
        throw new ArtifactIntegrityError(
          `Size mismatch for ${label}: the service reports ${artifact.size} bytes, downloaded ${size}.`,
          ref,
        );
      }
      const actual = await fileSha256(archivePath);
      if (mismatch === true || actual !== digest) {
        throw new ArtifactIntegrityError(
          `Digest mismatch for ${label}: expected sha256:${digest}, got sha256:${actual}.`,
          ref,
        );
      }
      let contents;
      try {
        contents = await extractZip(archivePath, destDir, limits);
      } catch (error) {
        const message = `Archive of ${label} is rejected: ${redacted(error).message}`;
        if (error instanceof UnsafeArtifactPathError) throw new UnsafeArtifactPathError(message);
        if (error instanceof ZipLimitError) throw new ArtifactTooLargeError(message, ref);
        throw new ArtifactDownloadError(message, ref, { cause: error });
      }
      return {
        id: artifact.id,
        name: artifact.name,
        path: path.resolve(destDir),
        files: [...contents.files].sort(),
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  private async find(ref: number | string): Promise<StoredArtifact> {
    if (typeof ref === 'string') {
      assertValidArtifactName(ref);
      try {
        return toStored((await this.client.getArtifact(ref)).artifact);
      } catch (error) {
        const e = redacted(error);
        if (e.name === 'ArtifactNotFoundError') {
          throw new ArtifactNotFoundError(
            `No artifact named ${JSON.stringify(ref)} in this workflow run.`,
            ref,
          );
        }
        if (isServiceAccessProblem(e))
          throw new ArtifactServiceError(
            `looking up artifact ${JSON.stringify(ref)} failed: ${firstLine(e.message)}`,
            { cause: e },
          );
        throw new ArtifactDownloadError(
          `Looking up artifact ${JSON.stringify(ref)} failed: ${e.message}`,
          ref,
          { cause: e },
        );
      }
    }
    if (!Number.isSafeInteger(ref) || ref < 1) {
      throw new ArtifactNotFoundError(`Artifact id must be a positive integer, got ${String(ref)}.`, ref);
    }
    // Every artifact of the run, not only the latest per name: an older id is still addressable.
    const { artifacts } = await this.listArtifacts();
    const found = artifacts.map(toStored).find((a) => a.id === ref);
    if (found === undefined)
      throw new ArtifactNotFoundError(`No artifact with id ${ref} in this workflow run.`, ref);
    return found;
  }
}

function toStored(artifact: Artifact): StoredArtifact {
  const digest = normalizeDigest(artifact.digest);
  return {
    id: artifact.id,
    name: artifact.name,
    size: artifact.size,
    ...(digest === undefined ? {} : { digest }),
  };
}

// Missing files, GHES, an exhausted quota and answers the client itself calls final (a 4xx such as
// 409 "already exists") do not heal on retry; network errors, 5xx and storage failures may.
function isRetryable(error: Error): boolean {
  return !(
    isServiceMisconfigured(error) ||
    error instanceof FilesNotFoundError ||
    error instanceof GHESNotSupportedError ||
    error instanceof UsageError ||
    /Received non-retryable error|artifact name is not valid|path for one of the files in artifact is not valid/i.test(
      error.message,
    )
  );
}

// The client reads ACTIONS_RUNTIME_TOKEN (a JWT whose claims name the run) and ACTIONS_RESULTS_URL on
// every call: a missing or malformed one fails the same way on every attempt.
function isServiceMisconfigured(error: Error): boolean {
  return (
    error.name === 'InvalidTokenError' ||
    (error as NodeJS.ErrnoException).code === 'ERR_INVALID_URL' ||
    /ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|JWT token is invalid|^Invalid URL$/.test(error.message)
  );
}

/** The service could not be used at all: misconfigured, unreachable, or it refused the token. */
function isServiceAccessProblem(error: Error): boolean {
  return (
    isServiceMisconfigured(error) ||
    /Unable to make request: E[A-Z]+|Failed request: \((401|403)\)/.test(error.message)
  );
}

/** The first line of a message (the client appends a paragraph about self-hosted runners). */
function firstLine(message: string): string {
  return message.split(/\r?\n/, 1)[0].trim();
}

const REDACTED = '***';

/**
 * `error` as an Error whose message holds no trace of the current ACTIONS_RUNTIME_TOKEN (a service
 * or proxy may echo the Authorization header back in a status line or body). Library errors are
 * copied, never mutated; the copy keeps the class, name and code the retry rules read.
 */
function redacted(error: unknown): Error {
  // Duck-typed: errors of Node's own modules (a bad URL) may come from another realm's Error.
  const errorLike =
    typeof error === 'object' && error !== null && typeof (error as Error).message === 'string';
  const e = errorLike ? (error as Error) : new Error(String(error));
  const token = process.env.ACTIONS_RUNTIME_TOKEN;
  if (!token || !(e.message.includes(token) || e.stack?.includes(token))) return e;
  const clean = (text: string) => text.split(token).join(REDACTED);
  const copy = Object.create(Object.getPrototypeOf(e) as object) as Error;
  Object.defineProperties(copy, {
    message: { value: clean(e.message), writable: true, configurable: true },
    name: { value: e.name, writable: true, configurable: true },
    stack: { value: clean(e.stack ?? ''), writable: true, configurable: true },
  });
  const code = (e as NodeJS.ErrnoException).code;
  if (typeof code === 'string') (copy as NodeJS.ErrnoException).code = clean(code);
  return copy;
}
