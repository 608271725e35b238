// What every CLI command gets and returns: text sinks, a cwd, and an exit code.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError, VerificationMismatch } from '../domain/core/errors.js';

export interface CommandIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Release label of the running tool (commands that record it; `--tool-version` may override). */
  toolVersion?: string;
}

export type Command = (argv: string[], io: CommandIo) => Promise<number>;

export const EXIT_OK = 0;
export const EXIT_MISMATCH = 1;
export const EXIT_USAGE = 2;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** node:util parseArgs with usage errors instead of TypeErrors. */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(
  argv: string[],
  options: T,
  allowPositionals = true,
) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Maps thrown errors to exit codes and one readable message (never a stack trace). */
export async function runCommand(name: string, io: CommandIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`${name}: ${e.message}\nRun 'paretopilot-capacity ${name} --help' for usage.\n`);
      return EXIT_USAGE;
    }
    if (e instanceof InputError) {
      io.stderr(`${name}: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof VerificationMismatch) {
      io.stderr(`${name}: ${e.message}\n`);
      return EXIT_MISMATCH;
    }
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === 'string' && err.path) {
      io.stderr(`${name}: ${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`${name}: internal error: ${err instanceof Error ? err.message : String(e)}\n`);
    if (io.env?.PARETOPILOT_DEBUG && err instanceof Error) io.stderr(`${err.stack}\n`);
    return EXIT_MISMATCH;
  }
}
