// The one place the action turns a thrown error into a failure: bad input, a failed stage, or internal.
import { InputError, UserError } from '../domain/core/errors.js';
import { StageError } from '../orchestrators/stages.js';
import { ConfigurationError } from './inputs.js';
import type { ActionLog } from './run-action.js';

/**
 * What a command records for an error it threw, or undefined when the error must reach the step's
 * entry point: a configuration problem (the inputs, not the command) and internal errors. A
 * verification mismatch inside a command can only come from re-deriving a study this job just
 * assembled, so it is internal too.
 */
export function commandFailure(e: unknown, log: Pick<ActionLog, 'error'>): string | undefined {
  if (e instanceof StageError) return `stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}`;
  if (e instanceof InputError && !(e instanceof ConfigurationError)) {
    log.error(e.message, e.file ? { file: e.file } : undefined);
    return e.message;
  }
  return undefined;
}

/** The step's failure text for an error that reached the entry point. */
export function stepFailure(e: unknown): string {
  if (e instanceof InputError) return e.message;
  return `internal error: ${e instanceof Error ? e.message : String(e)}`;
}

/** The line the CLI's `verify` prints for a bundle it cannot read (the action logs the same). */
export function unreadableBundle(e: unknown): string {
  if (e instanceof UserError) return e.message;
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string' && err.path)
    return `${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}`;
  return `internal error: ${err instanceof Error ? err.message : String(e)}`;
}
