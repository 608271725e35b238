// The work dir is wiped and rewritten by assemble; a symlink in its path (committed by a pull
// request, or left in the workspace) would aim those writes at another directory. Every existing
// component is checked with lstat, so neither the dir itself nor any parent may be a link; a file
// where a directory must be is refused the same way, naming the input, before anything is written.
import { resolve } from 'node:path';
import { pathLinkProblem } from '../adapters/bundle/bundle-files.js';
import { INPUT_NAMES } from './inputs.js';
import { ConfigurationError } from './errors.js';

/** What the last component of a checked path must be when it exists. */
export type PathKind = 'directory' | 'any';

/**
 * Absolute path of `path` (relative to `cwd`, or absolute), refused with a ConfigurationError naming
 * `input` when it is, or passes through, a symbolic link, or passes through something that is not
 * a directory (then nothing could be created below it). With `kind: 'directory'` the path itself,
 * when it exists, must be a directory too. Components inside `cwd` are checked from `cwd` down (the
 * workspace itself is the runner's); paths outside it are checked from the root. Components that do
 * not exist yet are fine: they will be created as real directories.
 */
export async function resolveWithoutSymlinks(
  cwd: string,
  path: string,
  input: string,
  kind: PathKind = 'any',
): Promise<string> {
  const target = resolve(cwd, path);
  const found = await pathLinkProblem(cwd, target, kind);
  if (found === null) return target;
  throw new ConfigurationError(
    input,
    `Input '${input}' is ${JSON.stringify(path)}, but ${found.why}; allowed values: ${
      found.notADirectory
        ? 'a directory, or a path where one can be created'
        : 'a path whose every existing component is a real directory or file'
    }.`,
  );
}

/** The action's work dir, confined as above; when it exists it must be a directory. */
export function resolveWorkDir(cwd: string, workDir: string): Promise<string> {
  return resolveWithoutSymlinks(cwd, workDir, INPUT_NAMES.workDir, 'directory');
}
