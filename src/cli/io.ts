// What every CLI command gets and returns: text sinks, a cwd, and an exit code (exit-codes.ts).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Dispatcher } from 'undici';
import { UserError } from '../domain/core/errors.js';
import { StageError } from '../orchestrators/errors.js';
import { fileErrorLine } from '../adapters/file-errors.js';
import { UsageError } from './errors.js';
import { EXIT_INTERNAL, EXIT_MISMATCH, EXIT_USAGE } from './exit-codes.js';

export interface CommandIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Release label of the running tool (commands that record it; `--tool-version` may override). */
  toolVersion?: string;
  /** The HTTP client of model requests (default: the proxy-aware one; tests pass one trusting a loopback certificate). */
  dispatcher?: Dispatcher;
}

export type Command = (argv: string[], io: CommandIo) => Promise<number>;

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

/**
 * The one place a command's thrown error becomes an exit code and one readable message (never a
 * stack trace): a failed stage → 1, a usage problem → 2 with a pointer to --help (only then: the
 * command line is what is wrong), a plan or machine refused at validation → 2, any other user
 * error → its exitCode, a file system error naming a path → 2,
 * anything else → internal error, 70 (the exit map is exit-codes.ts).
 */
export async function runCommand(name: string, io: CommandIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof StageError && e.stage !== 'validate') {
      io.stderr(`${name}: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
      return EXIT_MISMATCH;
    }
    if (e instanceof UsageError) {
      io.stderr(`${name}: ${e.message}\nRun 'paretopilot-capacity ${name} --help' for usage.\n`);
      return EXIT_USAGE;
    }
    if (e instanceof StageError) {
      io.stderr(`${name}: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UserError) {
      io.stderr(`${name}: ${e.message}\n`);
      return e.exitCode;
    }
    const fileError = fileErrorLine(e);
    if (fileError !== undefined) {
      io.stderr(`${name}: ${fileError}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`${name}: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (io.env?.PARETOPILOT_DEBUG && e instanceof Error) io.stderr(`${e.stack}\n`);
    return EXIT_INTERNAL;
  }
}
