// Every file a CLI command writes goes through writeCommandOutput (every directory through
// checkBundleOutput): outputs never replace or land inside what the command reads, and every writer
// shares one overwrite and directory rule (no overwrite without --force, a missing parent directory
// is an error). `--output -` sends a single written file to stdout instead.
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkOutputTarget, writeOutputAtomic } from '../adapters/bundle/bundle-files.js';
import { InputError } from '../domain/core/errors.js';
import { STUDY_FILE } from '../domain/bundle/bundle-layout.js';
import type { CommandIo } from './io.js';

/** The `--output` value that means standard output (for commands that write a single file). */
export const STDOUT_OUTPUT = '-';

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

/**
 * A study argument: a capacity-study.json, or a bundle folder that holds one (as `verify` takes a
 * bundle). A folder is an input bundle, so nothing is written into what its assembly reads.
 */
export async function studyArgument(
  cwd: string,
  given: string,
): Promise<{ file: string; input: CommandInput }> {
  if (!(await stat(resolve(cwd, given)).catch(() => null))?.isDirectory())
    return { file: given, input: inputFile(cwd, given) };
  const file = join(given, STUDY_FILE);
  if (!(await stat(resolve(cwd, file)).catch(() => null))?.isFile())
    throw new InputError(
      `is a folder without ${STUDY_FILE}: give a study file, or a bundle folder that holds one (an incomplete bundle has none; verify says why)`,
      given,
    );
  return { file, input: inputBundle(cwd, given) };
}

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
  if (output === STDOUT_OUTPUT) return;
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

/**
 * Writes a command's one output file, or prints it on stdout for `--output -`; then says where it
 * went (`wrote <path>`, on stdout) only when it went to a file, so stdout holds nothing but the
 * document when it is the output.
 */
export async function emitCommandOutput(
  io: CommandIo,
  output: string,
  content: string,
  options: { force?: boolean; inputs: readonly CommandInput[]; wrote?: string },
): Promise<void> {
  if (output === STDOUT_OUTPUT) {
    io.stdout(content);
    return;
  }
  await writeCommandOutput(io.cwd, output, content, options);
  io.stdout(`${options.wrote ?? `wrote ${output}`}\n`);
}

/** Absolute and real forms of a path that may not exist yet (its parent resolved when it does not). */
async function pathForms(abs: string): Promise<string[]> {
  const real =
    (await realOrNull(abs)) ??
    ((parent) => (parent === null ? abs : join(parent, basename(abs))))(await realOrNull(dirname(abs)));
  return real === abs ? [abs] : [abs, real];
}

const within = (root: string, path: string): boolean => inside(root, path) !== null;

/**
 * Every check before a command replaces a whole directory with its output (a fleet bundle): the
 * directory is not the working directory and neither is nor holds any input (file or bundle), it
 * does not lie inside an input bundle, its parent exists, an existing one is a real directory (not
 * a symbolic link or a file), and a non-empty one needs --force. `option` names the flag in
 * messages. Nothing is created or removed.
 */
export async function checkBundleOutput(
  cwd: string,
  dir: string,
  options: { force?: boolean; inputs: readonly CommandInput[]; option?: string },
): Promise<void> {
  const option = options.option ?? '--bundle';
  if (dir === '') throw new InputError(`${option} must not be empty`);
  const abs = resolve(cwd, dir);
  const parentShown = dirname(dir) === '' ? '.' : dirname(dir);
  const parent = await stat(dirname(abs)).catch(() => null);
  if (parent === null) throw new InputError(`directory ${parentShown} does not exist (create it first)`, dir);
  if (!parent.isDirectory()) throw new InputError(`${parentShown} is not a directory`, dir);
  const target = await lstat(abs).catch(() => null);
  if (target?.isSymbolicLink())
    throw new InputError('is a symbolic link; give a real directory for the bundle', dir);
  if (target && !target.isDirectory())
    throw new InputError('exists and is not a directory; give a directory path for the bundle', dir);

  const forms = await pathForms(abs);
  for (const input of options.inputs) {
    const inputForms = await pathForms(input.path);
    if (forms.some((f) => inputForms.includes(f)))
      throw new InputError(
        `is the input ${input.kind === 'bundle' ? 'bundle ' : ''}${input.display} of this command; choose another directory`,
        dir,
      );
    if (forms.some((f) => inputForms.some((i) => within(f, i))))
      throw new InputError(
        `contains the input ${input.display} of this command, and the bundle replaces everything in it (--force or not); choose another directory`,
        dir,
      );
    if (input.kind === 'bundle' && forms.some((f) => inputForms.some((i) => within(i, f))))
      throw new InputError(
        `lies inside the input bundle ${input.display}; choose a directory outside it`,
        dir,
      );
  }
  const cwdForms = await pathForms(resolve(cwd));
  if (forms.some((f) => cwdForms.some((c) => within(f, c))))
    throw new InputError(
      `is the working directory${forms.some((f) => cwdForms.includes(f)) ? '' : ' or holds it'}; the bundle replaces everything in it, so choose a new directory`,
      dir,
    );
  if (target && !options.force) {
    const entries = await readdir(abs).catch((e: NodeJS.ErrnoException) => {
      throw new InputError(
        `cannot read: ${e.code ?? e.message}${e.code === 'EACCES' ? ' (permission denied)' : ''}`,
        dir,
      );
    });
    if (entries.length)
      throw new InputError('bundle directory is not empty (pass --force to replace it)', dir);
  }
}

/**
 * Refuses a file output that is the directory output or lies inside it: the directory is replaced
 * as a whole, so the file would be lost (or block the directory).
 */
export async function assertOutsideBundleOutput(
  cwd: string,
  output: string,
  bundle: { dir: string; option?: string },
): Promise<void> {
  const dirForms = await pathForms(resolve(cwd, bundle.dir));
  const outForms = await pathForms(resolve(cwd, output));
  const rels = dirForms.flatMap((d) => outForms.map((o) => inside(d, o))).filter((r) => r !== null);
  if (rels.length === 0) return;
  const option = bundle.option ?? '--bundle';
  throw new InputError(
    rels.includes('')
      ? `is also the ${option} directory ${bundle.dir}; give the file and the directory different paths`
      : `lies inside the ${option} directory ${bundle.dir}, which is replaced as a whole; write it elsewhere`,
    output,
  );
}
