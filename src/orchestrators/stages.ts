// What every stage of the live study shares: the failure type, the events and options it runs with,
// and the work-directory layout (prepare persists there what measure and quality read back).
import { join, resolve } from 'node:path';
import type { Dispatcher } from 'undici';
import type { ModelToken } from '../adapters/models/model-request.js';
import type { FailedStage } from '../domain/bundle/status.js';
import { StageError, StudyInterrupted } from './errors.js';

export const PREPARED_FILE = 'prepared.json';
export const BUNDLE_DIR = 'bundle';
/** The work directory when none is given: one default for the CLI's commands and the action's input. */
export const DEFAULT_WORK_DIR = 'capacity-work';
/** Where `init` writes a plan and where the action and workflows look for one: the same path. */
export const DEFAULT_PLAN_FILE = 'capacity/capacity.json';

/** `interrupted by SIGINT` when the study was aborted by a signal; undefined otherwise. */
export function interruptionOf(signal: AbortSignal | undefined): string | undefined {
  return signal?.aborted && signal.reason instanceof StudyInterrupted ? signal.reason.message : undefined;
}

/**
 * What a stage that threw ends as: its StageError (or one for `stage` wrapping any other error),
 * and when a signal aborted the study, the interruption instead of whatever the abort broke.
 */
export function stageFailure(
  e: unknown,
  stage: FailedStage,
  signal: AbortSignal | undefined,
): { error: StageError; interrupted: string | undefined } {
  const interrupted = interruptionOf(signal);
  const cause = e instanceof StageError ? e : new StageError(stage, (e as Error).message);
  return { interrupted, error: interrupted ? new StageError(cause.stage, interrupted, cause.cell) : cause };
}

export interface StudyEvents {
  log(line: string): void;
  /** One line a person can follow (also used for grouping in the action). */
  progress(line: string): void;
  /** Called as soon as a configuration's artifacts are complete (or it failed): the action uploads them. */
  runFinished?(info: {
    kind: 'run' | 'quality';
    label: string;
    dir: string;
    files: string[];
    ok: boolean;
  }): Promise<void>;
}

export interface StudyOptions {
  workDir: string;
  cacheDir: string;
  /** Mirror directories from the command line (before the run spec's and PARETOPILOT_MIRROR_DIR). */
  mirrorDirs?: readonly string[];
  /** Bearer token for gated or private models and the https origins it may go to; never logged or recorded. */
  modelToken?: ModelToken;
  /** Each model download's overall deadline (default DEFAULT_DOWNLOAD_TIMEOUT_MS). */
  downloadTimeoutMs?: number;
  /** The HTTP client of model downloads (default: the proxy-aware one). */
  dispatcher?: Dispatcher;
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  signal?: AbortSignal;
}

export function workPaths(workDir: string) {
  const root = resolve(workDir);
  return { root, bundle: join(root, BUNDLE_DIR), prepared: join(root, PREPARED_FILE) };
}
