// Reading and writing bundle files safely: no symlinks, no paths outside the bundle, atomic writes.
import { lstat, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../../domain/errors.js';
import { assertSafeRelativePath } from '../../domain/status.js';

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
  return new Uint8Array(await readFile(path));
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

/**
 * Writes via a temporary sibling and rename, so a failure never leaves a partial file looking
 * complete. Refuses to overwrite unless `overwrite`.
 */
export async function writeOutputAtomic(
  path: string,
  content: string | Uint8Array,
  overwrite = false,
): Promise<void> {
  if (!overwrite && (await exists(path)))
    throw new InputError('output already exists (pass --force to overwrite)', path);
  await mkdir(dirname(resolve(path)), { recursive: true });
  const tmp = `${path}.partial-${process.pid}`;
  try {
    const fh = await open(tmp, 'w');
    try {
      await fh.writeFile(content);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export async function writeFileEnsuringDir(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
