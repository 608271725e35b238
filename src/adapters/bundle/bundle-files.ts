// Reading and writing bundle files safely: no symlinks, no paths outside the bundle, atomic writes.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../../domain/core/errors.js';
import { decodeUtf8Strict } from '../../domain/core/json-reader.js';
import { assertSafeRelativePath } from '../../domain/bundle/sha256-sums.js';

export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/** Reads a regular file (not a symlink), naming it in every error. */
export async function readInputFile(path: string, display = path): Promise<Uint8Array> {
  let st;
  try {
    st = await lstat(path);
  } catch {
    throw new InputError('file not found', display);
  }
  if (st.isSymbolicLink()) throw new InputError('must be a regular file, not a symbolic link', display);
  if (!st.isFile()) throw new InputError('must be a regular file', display);
  if (st.size > MAX_INPUT_BYTES) throw new InputError(`is larger than ${MAX_INPUT_BYTES} bytes`, display);
  try {
    return new Uint8Array(await readFile(path));
  } catch (e) {
    throw new InputError(
      `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      display,
    );
  }
}

/** Reads a regular file as strict UTF-8 text, naming it when it is not. */
export async function readTextFile(path: string, display = path): Promise<string> {
  const bytes = await readInputFile(path, display);
  try {
    return decodeUtf8Strict(bytes);
  } catch {
    throw new InputError('is not valid UTF-8', display);
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Resolves a bundle-relative path, refusing anything that escapes the bundle root. */
export function bundlePath(root: string, rel: string): string {
  assertSafeRelativePath(rel, 'bundle path');
  const abs = resolve(root, rel);
  const r = relative(resolve(root), abs);
  if (r.startsWith('..') || r.includes(`..${sep}`)) throw new InputError(`path ${rel} escapes the bundle`);
  return abs;
}

/** Every regular file under root as sorted bundle-relative paths; symlinks are errors. */
export async function listBundleFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const e of entries) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isSymbolicLink()) throw new InputError('bundles must not contain symbolic links', rel);
      if (e.isDirectory()) await walk(join(dir, e.name), rel);
      else if (e.isFile()) out.push(assertSafeRelativePath(rel, 'bundle file name'));
      else throw new InputError('bundles may contain only regular files and directories', rel);
    }
  };
  await walk(root, '');
  return out.sort();
}

/** Checks that a directory given as a bundle exists and is a directory, naming it as given. */
export async function assertBundleDirectory(
  path: string,
  display = path,
  what = 'bundle directory',
): Promise<void> {
  let st;
  try {
    st = await stat(path);
  } catch {
    throw new InputError(`${what} not found`, display);
  }
  if (!st.isDirectory()) throw new InputError(`is not a directory (expected a ${what})`, display);
}

/**
 * Every file of a bundle directory (listBundleFiles), with a file system refusal (not a directory,
 * no permission) turned into bad input naming the directory as given, or the entry below it.
 */
export async function listBundleDirectory(dir: string, display: string, expected: string): Promise<string[]> {
  try {
    return await listBundleFiles(dir);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code !== 'string') throw e;
    const rel = typeof err.path === 'string' ? relative(dir, err.path).split(sep).join('/') : '';
    const where = rel && !rel.startsWith('..') ? `${display}/${rel}` : display;
    if (err.code === 'ENOTDIR') throw new InputError(`is not a directory (expected ${expected})`, where);
    throw new InputError(
      `cannot read: ${err.code}${err.code === 'EACCES' ? ' (permission denied)' : ''}`,
      where,
    );
  }
}

/**
 * The one writer of every output file: writes a temporary sibling (created exclusively), syncs it
 * and renames it over the target, so a failure never leaves a partial file looking complete.
 * Refuses to overwrite unless `overwrite`, refuses a directory target, and never creates missing
 * parent directories (a typo in a path should not grow a directory tree): the error names the
 * missing directory. `display` is the path as the user gave it.
 */
export async function checkOutputTarget(path: string, overwrite: boolean, display = path): Promise<void> {
  // resolve() drops a trailing slash, which would turn `out/new/` into a file named `out/new`.
  if ([path, display].some((p) => ['/', sep, '/.', `${sep}.`].some((end) => p.endsWith(end))))
    throw new InputError(
      'names a directory (it ends with a slash); give a file path for the output',
      display,
    );
  const abs = resolve(path);
  const parentShown = dirname(display) === '' ? '.' : dirname(display);
  let parentStat;
  try {
    parentStat = await stat(dirname(abs));
  } catch {
    throw new InputError(`directory ${parentShown} does not exist (create it first)`, display);
  }
  if (!parentStat.isDirectory()) throw new InputError(`${parentShown} is not a directory`, display);
  let target;
  try {
    target = await lstat(abs);
  } catch {
    target = null;
  }
  if (target?.isDirectory()) throw new InputError('is a directory; give a file path for the output', display);
  if (target && !target.isFile() && !target.isSymbolicLink())
    throw new InputError('exists and is not a regular file', display);
  if (target && !overwrite)
    throw new InputError('output already exists (pass --force to overwrite)', display);
}

export async function writeOutputAtomic(
  path: string,
  content: string | Uint8Array,
  overwrite = false,
  display = path,
): Promise<void> {
  await checkOutputTarget(path, overwrite, display);
  const abs = resolve(path);
  const parent = dirname(abs);
  const tmp = join(parent, `.${basename(abs)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const fh = await open(tmp, 'wx');
    try {
      await fh.writeFile(content);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, abs);
  } catch (e) {
    await rm(tmp, { force: true });
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code === 'string')
      throw new InputError(
        `cannot write: ${err.code}${err.code === 'EACCES' ? ' (permission denied)' : ''}`,
        display,
      );
    throw e;
  }
}

/** Why a path may not be written through: the component at fault and what is wrong with it. */
export interface PathLinkProblem {
  /** e.g. `/work/capacity is a symbolic link`. */
  why: string;
  /** The path itself exists and is not the directory `kind: 'directory'` asked for. */
  notADirectory: boolean;
}

/**
 * The first reason `target` may not be written through, or null: it is, or passes through, a
 * symbolic link, or passes through something that is not a directory; with `kind: 'directory'` the
 * path itself, when it exists, must be a directory. Components inside `base` are checked from `base`
 * down (the folder the user works in is theirs), paths outside it from the root. Components that do
 * not exist yet are fine: they will be created as real directories.
 */
export async function pathLinkProblem(
  base: string,
  target: string,
  kind: 'directory' | 'any' = 'any',
): Promise<PathLinkProblem | null> {
  const abs = resolve(base, target);
  const rel = relative(resolve(base), abs);
  const inside = rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  const start = inside ? resolve(base) : abs.slice(0, abs.indexOf(sep) + 1) || sep;
  const parts = (inside ? rel : relative(start, abs)).split(sep).filter((p) => p !== '');
  let current = start;
  for (const [i, part] of parts.entries()) {
    current = join(current, part);
    const last = i === parts.length - 1;
    let st;
    try {
      st = await lstat(current);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    if (st.isSymbolicLink()) return { why: `${current} is a symbolic link`, notADirectory: false };
    if (!last && !st.isDirectory()) return { why: `${current} is not a directory`, notADirectory: false };
    if (last && kind === 'directory' && !st.isDirectory())
      return { why: `${current} exists and is not a directory`, notADirectory: true };
  }
  return null;
}

/**
 * Every check before an output whose folder may not exist yet is written (init's
 * capacity/capacity.json): neither the file nor any folder on its way is a symbolic link (it is never
 * written through one, --force or not), and an existing file is a regular file that `overwrite`
 * allows replacing. `base` is the working directory (pathLinkProblem).
 */
export async function checkOutputPath(
  base: string,
  path: string,
  overwrite: boolean,
  display = path,
): Promise<void> {
  const abs = resolve(base, path);
  const link = await pathLinkProblem(base, abs);
  if (link !== null)
    throw new InputError(`${link.why}; an output is never written through one (give the real path)`, display);
  const target = await lstat(abs).catch(() => null);
  if (target?.isDirectory()) throw new InputError('is a directory; give a file path for the output', display);
  if (target && !target.isFile()) throw new InputError('exists and is not a regular file', display);
  if (target && !overwrite)
    throw new InputError('already exists: pass --force to replace it, or -o to write another file', display);
}

/**
 * Writes an output whose missing folders are created first (checkOutputPath before and after they
 * are made), then through writeOutputAtomic like every other output.
 */
export async function writeOutputCreatingFolders(
  base: string,
  path: string,
  content: string | Uint8Array,
  overwrite: boolean,
  display = path,
): Promise<void> {
  const abs = resolve(base, path);
  await checkOutputPath(base, abs, overwrite, display);
  await mkdir(dirname(abs), { recursive: true });
  // A folder swapped for a link while the models were read is refused here, not written through.
  await checkOutputPath(base, abs, overwrite, display);
  await writeOutputAtomic(abs, content, overwrite, display);
}

/**
 * Writes `path` through a temporary file in the same folder and a rename, so an exit or a full disk
 * at any moment leaves either the whole new file or none (never a 0-byte or partial one). A failure
 * names the file (`display`) and keeps the system error as its cause and code.
 */
export async function writeFileAtomic(
  path: string,
  content: string | Uint8Array,
  display: string = path,
): Promise<void> {
  const abs = resolve(path);
  const tmp = join(
    dirname(abs),
    `.${basename(abs)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await writeFile(tmp, content, { flag: 'wx' });
    await rename(tmp, abs);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    const err = e as NodeJS.ErrnoException;
    throw Object.assign(new Error(`could not write ${display}: ${err.message}`, { cause: e }), {
      code: err.code,
    });
  }
}

export async function writeFileEnsuringDir(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
