// Every file a CLI command writes goes through writeCommandOutput: outputs never replace or land
// inside what the command reads, and every writer shares one overwrite and directory rule
// (atomic write, no overwrite without --force, a missing parent directory is an error).
import { lstat, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkOutputTarget, writeOutputAtomic } from '../adapters/bundle/bundle-files.js';
import { InputError } from '../domain/core/errors.js';

/** Something a command reads: one file, or a bundle directory (everything below it). */
export interface CommandInput {
  /** Absolute path. */
  path: string;
  /** The path as the user gave it. */
  display: string;
  kind: 'file' | 'bundle';
}

export const inputFile = (cwd: string, path: string): CommandInput => ({
  path: resolve(cwd, path),
  display: path,
  kind: 'file',
});

export const inputBundle = (cwd: string, path: string): CommandInput => ({
  path: resolve(cwd, path),
  display: path,
  kind: 'bundle',
});

// Folders whose contents a bundle's assembly discovers: a new file there changes the bundle.
const DISCOVERED_FOLDERS = ['runs', 'quality'];

async function realOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch {
    return null;
  }
}

function inside(root: string, path: string): string | null {
  const rel = relative(root, path);
  if (rel === '') return '';
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel;
}

/**
 * Refuses an output that is one of the inputs (same real path after symlinks, or the same file
 * through a hard link) or that would replace or add to what an input bundle's assembly reads. A
 * new file inside a bundle's top level stays allowed: the receipt's own reproduce commands write
 * `capacity-study.reproduced.json` next to the bundle's files.
 */
export async function assertOutputSpareInputs(
  outputAbs: string,
  display: string,
  inputs: readonly CommandInput[],
): Promise<void> {
  const parentReal = await realOrNull(dirname(outputAbs));
  if (parentReal === null) return; // writeOutputAtomic names the missing directory
  const existing = await lstat(outputAbs).catch(() => null);
  const real = (existing && (await realOrNull(outputAbs))) || join(parentReal, basename(outputAbs));
  const target = existing ? await stat(outputAbs).catch(() => null) : null;
  for (const input of inputs) {
    const inputReal = (await realOrNull(input.path)) ?? resolve(input.path);
    if (input.kind === 'file') {
      const st = await stat(input.path).catch(() => null);
      const sameInode = target && st && target.dev === st.dev && target.ino === st.ino;
      if (real === inputReal || sameInode)
        throw new InputError(
          `is ${sameInode && real !== inputReal ? 'a hard link to ' : ''}the input ${input.display} of this command; choose another output`,
          display,
        );
      continue;
    }
    const rel = inside(inputReal, real);
    if (rel === null) continue;
    if (rel === '') throw new InputError(`is the input bundle ${input.display} itself`, display);
    if (existing)
      throw new InputError(
        `would replace ${rel.split(sep).join('/')} of the input bundle ${input.display}; outputs never replace bundle files, --force or not`,
        display,
      );
    if (DISCOVERED_FOLDERS.includes(rel.split(sep)[0]))
      throw new InputError(
        `lies in the ${rel.split(sep)[0]}/ folder of the input bundle ${input.display}, whose files the bundle's assembly reads`,
        display,
      );
  }
}

/** Every check writeCommandOutput makes, without writing: run it before any expensive work. */
export async function checkCommandOutput(
  cwd: string,
  output: string,
  options: { force?: boolean; inputs: readonly CommandInput[] },
): Promise<void> {
  if (output === '') throw new InputError('--output must not be empty');
  const abs = resolve(cwd, output);
  await assertOutputSpareInputs(abs, output, options.inputs);
  await checkOutputTarget(abs, options.force ?? false, output);
}

/** The one way a CLI command writes a file (checked again at write time). */
export async function writeCommandOutput(
  cwd: string,
  output: string,
  content: string | Uint8Array,
  options: { force?: boolean; inputs: readonly CommandInput[] },
): Promise<void> {
  if (output === '') throw new InputError('--output must not be empty');
  const abs = resolve(cwd, output);
  await assertOutputSpareInputs(abs, output, options.inputs);
  // writeOutputAtomic checks the target itself (the last step of checkCommandOutput).
  await writeOutputAtomic(abs, content, options.force ?? false, output);
}
