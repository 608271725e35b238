// What a Node file-system error (an errno code with a path) says to a user, in one line: the short
// form a command prints, and the long form that fails an action step (path, operation, meaning).

import { constants as fsConstants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

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

/** `EROFS (read-only file system)`: an errno code with what it means, when known. */
export function errnoText(code: string): string {
  const meaning = ERRNO_MEANINGS[code];
  return meaning ? `${code} (${meaning})` : code;
}

/**
 * Why `dir` cannot be created or written, or undefined when it can: the nearest folder that exists
 * on its path is asked for write access, so a read-only mount says EROFS (Node's recursive mkdir
 * would say ENOENT).
 */
export async function unwritableDirectory(dir: string): Promise<string | undefined> {
  let at = resolve(dir);
  for (;;) {
    const st = await stat(at).catch(() => null);
    if (st !== null) {
      if (!st.isDirectory()) return `${at} is not a directory`;
      try {
        await access(at, fsConstants.W_OK);
        return undefined;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        return `${at === resolve(dir) ? at : `${at} (where ${dir} would be created)`} cannot be written: ${errnoText(code ?? 'EACCES')}`;
      }
    }
    if (dirname(at) === at) return undefined;
    at = dirname(at);
  }
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
