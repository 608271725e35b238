// The work dir is wiped and rewritten by assemble; a symlink in its path (committed by a pull
// request, or left in the workspace) would aim those writes at another directory. Every existing
// component is checked with lstat, so neither the dir itself nor any parent may be a link.
import { lstat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigurationError, INPUT_NAMES } from './inputs.js';

/**
 * Absolute path of `path` (relative to `cwd`, or absolute), refused with a ConfigurationError naming
 * `input` when it is, or passes through, a symbolic link. Components inside `cwd` are checked from
 * `cwd` down (the workspace itself is the runner's); paths outside it are checked from the root.
 * Components that do not exist yet are fine: they will be created as real directories.
 */
export async function resolveWithoutSymlinks(cwd: string, path: string, input: string): Promise<string> {
  const target = resolve(cwd, path);
  const base = resolve(cwd);
  const rel = relative(base, target);
  const inside = rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  const start = inside ? base : target.slice(0, target.indexOf(sep) + 1) || sep;
  const parts = (inside ? rel : relative(start, target)).split(sep).filter((p) => p !== '');
  let current = start;
  for (const part of parts) {
    current = join(current, part);
    let isLink: boolean;
    try {
      isLink = (await lstat(current)).isSymbolicLink();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return target;
      throw e;
    }
    if (isLink) {
      throw new ConfigurationError(
        input,
        `Input '${input}' is ${JSON.stringify(path)}, but ${current} is a symbolic link; ` +
          `allowed values: a path whose every existing component is a real directory or file.`,
      );
    }
  }
  return target;
}

/** The action's work dir, confined as above. */
export function resolveWorkDir(cwd: string, workDir: string): Promise<string> {
  return resolveWithoutSymlinks(cwd, workDir, INPUT_NAMES.workDir);
}
