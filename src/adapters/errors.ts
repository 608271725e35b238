// Every error an adapter throws: typed failures of the processes, builds, downloads, load and quality
// clients, servers, artifacts and GitHub; each message names the request, file or run it concerns.
import { InputError } from '../domain/core/errors.js';

export type LoadPhase = 'warmup' | 'measured';

/** Why an evaluation stopped without a result. */
export type LoadEvaluationFailure =
  /** The server's stream broke a §5.2 rule (malformed SSE/JSON, contradictory counts, body over 4 MiB). */
  | 'stream'
  /** A warmup request did not return a completed result. */
  | 'warmup-incomplete'
  /** The caller's signal aborted the evaluation. */
  | 'aborted'
  /** The client itself failed (bad clock, undici usage fault, progress callback threw). */
  | 'client';

/** Fatal for one load evaluation: no artifact may be written from it. */
export class LoadEvaluationError extends Error {
  override readonly name = 'LoadEvaluationError';
  constructor(
    message: string,
    readonly failure: LoadEvaluationFailure,
    readonly concurrency: number | null,
    readonly phase: LoadPhase | null,
    readonly requestIndex: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Invalid options passed to a client; names the option and what was expected. */
export class LoadClientConfigurationError extends InputError {
  override readonly name = 'LoadClientConfigurationError';
  constructor(
    readonly field: string,
    expected: string,
  ) {
    super(`${field}: ${expected}`);
  }
}

export type QualityPhase = 'case' | 'performance-warmup' | 'performance-repetition';

/** Fatal for one quality run (§8.2: any HTTP or network error is fatal). */
export class QualitySuiteError extends Error {
  override readonly name = 'QualitySuiteError';
  constructor(
    message: string,
    readonly phase: QualityPhase,
    /** Case id for `case`, else null. */
    readonly caseId: string | null,
    /** 1-based request index within the phase. */
    readonly requestIndex: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class ServerLifecycleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** `/usr/bin/time` is missing or is not GNU time (its `-v` report is the RSS evidence). */
export class GnuTimeUnavailableError extends ServerLifecycleError {}

/** Bad start options (argv, port, directories) detected before anything was spawned. */
export class ServerOptionsError extends ServerLifecycleError {}

/** How the server process ended, as far as it could be told. */
export interface ServerExit {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
}

/** The server process ended before `/health` answered 200. */
export class ServerExitedBeforeHealthyError extends ServerLifecycleError {
  constructor(
    message: string,
    readonly exit: ServerExit,
    readonly logTail: readonly string[],
  ) {
    super(message);
  }
}

/** The port was already taken (checked before spawning, or the server's log says bind failed). */
export class PortInUseError extends ServerExitedBeforeHealthyError {
  constructor(
    message: string,
    readonly port: number,
    exit: ServerExit,
    logTail: readonly string[],
  ) {
    super(message, exit, logTail);
  }
}

/** `/health` never answered 200 before the deadline; the server has been stopped. */
export class ServerHealthTimeoutError extends ServerLifecycleError {
  constructor(
    message: string,
    readonly deadlineMs: number,
    readonly logTail: readonly string[],
  ) {
    super(message);
  }
}

export class LlamaSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlamaSourceError';
  }
}

export class LockTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockTimeoutError';
  }
}

export class LlamaBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlamaBuildError';
  }
}

export class LauncherUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LauncherUnavailableError';
  }
}

export class ServerStateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerStateFileError';
  }
}

export class ProcessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessError';
  }
}

export class SummaryBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SummaryBudgetError';
  }
}

export class TruncationLimitError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'TruncationLimitError';
  }
}

export class ModelFetchError extends Error {
  constructor(
    message: string,
    /** false when retrying cannot help (404, wrong size or digest). */
    readonly retryable = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ModelFetchError';
  }
}

/** A stream that violates §5.2: fatal for the whole evaluation. */
export class SseProtocolError extends Error {
  override readonly name = 'SseProtocolError';
  constructor(
    message: string,
    readonly lineNumber: number | null,
  ) {
    super(lineNumber === null ? message : `SSE line ${lineNumber}: ${message}`);
  }
}

/** Thrown when the caller's signal aborted the exchange. */
export class ExchangeAbortedError extends Error {
  override readonly name = 'ExchangeAbortedError';
}

/**
 * A transport or protocol failure of the exchange; `name` types it in the sample's error text
 * (`network error: <name>: <message>`), with the same names and messages undici uses.
 */
export class HttpExchangeError extends Error {
  constructor(
    override readonly name:
      'ConnectTimeoutError' | 'HeadersTimeoutError' | 'BodyTimeoutError' | 'HTTPParserError' | 'SocketError',
    message: string,
  ) {
    super(message);
  }
}

/** A request the client refused to send (bad API URL, foreign origin). The message never holds the token. */
export class GitHubClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitHubClientError';
  }
}

export class ArtifactUploadError extends Error {
  constructor(
    message: string,
    readonly artifactName: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ArtifactUploadError';
  }
}

export class ArtifactDownloadError extends Error {
  constructor(
    message: string,
    readonly artifactRef: number | string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ArtifactDownloadError';
  }
}

/** The downloaded bytes are not the ones that were uploaded (size or SHA-256 differ). */
export class ArtifactIntegrityError extends ArtifactDownloadError {
  constructor(message: string, artifactRef: number | string) {
    super(message, artifactRef);
    this.name = 'ArtifactIntegrityError';
  }
}

/** The artifact is larger than the caller allows; refused before it is fetched or extracted. */
export class ArtifactTooLargeError extends ArtifactDownloadError {
  constructor(message: string, artifactRef: number | string) {
    super(message, artifactRef);
    this.name = 'ArtifactTooLargeError';
  }
}

export class ArtifactNotFoundError extends ArtifactDownloadError {
  constructor(message: string, artifactRef: number | string) {
    super(message, artifactRef);
    this.name = 'ArtifactNotFoundError';
  }
}

/** An archive entry or an upload path that could escape its directory or is not a plain file. */
export class UnsafeArtifactPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeArtifactPathError';
  }
}

/** Where to look when the artifact service cannot be used at all. */
export const ARTIFACT_SERVICE_HINT =
  '(check ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL; they are set by the Actions runner)';

/**
 * The artifact service could not be used: its URL or token is missing or malformed, it refused the
 * token, or it could not be reached. One line, never carrying the token.
 */
export class ArtifactServiceError extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`artifact service: ${what} ${ARTIFACT_SERVICE_HINT}`, options);
    this.name = 'ArtifactServiceError';
  }
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

/** Declared entry sizes above the limits: refused before anything is inflated or written. */
export class ZipLimitError extends ZipFormatError {
  constructor(message: string) {
    super(message);
    this.name = 'ZipLimitError';
  }
}
