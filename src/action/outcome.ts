// The one place the action turns a thrown error into a failure: bad input, a failed stage, the
// environment (file system, artifact service), or internal.
import {
  ArtifactDownloadError,
  ArtifactServiceError,
  ArtifactUploadError,
} from '../adapters/artifacts/artifact-store.js';
import { InputError, UserError } from '../domain/core/errors.js';
import { StageError } from '../orchestrators/stages.js';
import { ConfigurationError } from './inputs.js';
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

/** What an errno code means, for the codes a step can meet on a runner's disk. */
const ERRNO_MEANINGS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EEXIST: 'something already exists at that path',
  ENOTDIR: 'a component of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'file name too long',
  ELOOP: 'too many levels of symbolic links',
  ENOTEMPTY: 'directory not empty',
  EBUSY: 'resource busy',
  EXDEV: 'cross-device link',
};

/** Directories the runner sets, named when a failing path lies under one of them. */
const RUNNER_DIR_VARIABLES = ['RUNNER_TEMP', 'RUNNER_TOOL_CACHE'] as const;

/** A Node errno error that carries a path, as one line naming the path, the code and the operation. */
function fileSystemFailure(e: unknown, env: NodeJS.ProcessEnv): string | undefined {
  // Duck-typed: errors of Node's own modules may come from another realm than this module's Error.
  if (typeof e !== 'object' || e === null) return undefined;
  const err = e as NodeJS.ErrnoException & { dest?: unknown };
  if (typeof err.code !== 'string' || typeof err.path !== 'string') return undefined;
  const op = typeof err.syscall === 'string' ? err.syscall : 'access';
  const dest = typeof err.dest === 'string' ? ` -> ${err.dest}` : '';
  const meaning = ERRNO_MEANINGS[err.code];
  const under = RUNNER_DIR_VARIABLES.filter((name) => {
    const dir = env[name];
    return (
      dir !== undefined &&
      dir !== '' &&
      (err.path === dir || err.path?.startsWith(`${dir.replace(/\/+$/, '')}/`))
    );
  })
    .map((name) => `${name} is ${JSON.stringify(env[name])}`)
    .join(', ');
  return (
    `file system: ${op} ${err.path}${dest} failed: ${err.code}${meaning ? ` (${meaning})` : ''}` +
    (under ? `; ${under}` : '')
  );
}

/** The line the CLI's `verify` prints for a bundle it cannot read (the action logs the same). */
export function unreadableBundle(e: unknown): string {
  if (e instanceof UserError) return e.message;
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string' && err.path)
    return `${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}`;
  return `internal error: ${err instanceof Error ? err.message : String(e)}`;
}
