// The one place the action turns a thrown error into a failure: bad input, a failed stage, the
// environment (file system, artifact service), or internal.
import { ArtifactDownloadError, ArtifactServiceError, ArtifactUploadError } from '../adapters/errors.js';
import { fileErrorLine, fileSystemFailure } from '../adapters/file-errors.js';
import { StageError } from '../orchestrators/errors.js';
import { ConfigurationError } from './errors.js';
import { InputError, UserError } from '../domain/core/errors.js';
import type { ActionLog } from './ports.js';

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

/**
 * The step's failure text for an error that reached the entry point. Bad input, the artifact service
 * and the file system each get their own line naming what to look at; "internal error" is kept for
 * everything else, which is a bug.
 */
export function stepFailure(e: unknown, env: NodeJS.ProcessEnv = process.env): string {
  if (e instanceof InputError) return e.message;
  if (
    e instanceof ArtifactServiceError ||
    e instanceof ArtifactUploadError ||
    e instanceof ArtifactDownloadError
  )
    return e.message;
  const missing = missingCommandFile(e, env);
  if (missing !== undefined) return missing;
  const fs = fileSystemFailure(e, env);
  if (fs !== undefined) return fs;
  return `internal error: ${e instanceof Error ? e.message : String(e)}`;
}

/** Files the runner hands a step for workflow commands; @actions/core refuses one that is missing. */
const COMMAND_FILE_VARIABLES = ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_ENV', 'GITHUB_PATH'] as const;

function missingCommandFile(e: unknown, env: NodeJS.ProcessEnv): string | undefined {
  const message = (e as { message?: unknown } | null)?.message;
  const match = typeof message === 'string' ? /^Missing file at path: (.*)$/s.exec(message) : null;
  if (!match) return undefined;
  const file = match[1];
  const variable = COMMAND_FILE_VARIABLES.find((name) => env[name] === file);
  const what = variable
    ? `${variable} is ${JSON.stringify(file)}`
    : `the workflow command file ${JSON.stringify(file)}`;
  return `${what}, which does not exist; expected the path of an existing file (the Actions runner sets it)`;
}

/** The line the action's `verify` logs for a bundle it cannot read (the CLI prints the same). */
export function unreadableBundle(e: unknown): string {
  if (e instanceof UserError) return e.message;
  return fileErrorLine(e) ?? `internal error: ${e instanceof Error ? e.message : String(e)}`;
}
