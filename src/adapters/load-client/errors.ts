// Typed failures of the load and quality clients; each message names the request it concerns.

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
export class LoadClientConfigurationError extends Error {
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
