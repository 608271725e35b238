// What a Node file-system error (an errno code with a path) says to a user, in one line: the short
// form a command prints, and the long form that fails an action step (path, operation, meaning).

/** `<path>: file not found` (or Node's own message), or undefined for an error that names no path. */
export function fileErrorLine(e: unknown): string | undefined {
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string' && err.path)
    return `${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}`;
  return undefined;
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

/** `ENOSPC (no space left on the device)`: an errno code with what it means, when known. */
export function errnoText(code: string): string {
  return ERRNO_MEANINGS[code] ? `${code} (${ERRNO_MEANINGS[code]})` : code;
}

/** Directories the runner sets, named when a failing path lies under one of them. */
const RUNNER_DIR_VARIABLES = ['RUNNER_TEMP', 'RUNNER_TOOL_CACHE'] as const;

/** A Node errno error that carries a path, as one line naming the path, the code and the operation. */
export function fileSystemFailure(e: unknown, env: NodeJS.ProcessEnv): string | undefined {
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
