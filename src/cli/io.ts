// What every CLI command gets and returns: text sinks, a cwd, and an exit code (exit-codes.ts).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Dispatcher } from 'undici';
import { UserError } from '../domain/core/errors.js';
import { StageError } from '../orchestrators/errors.js';
import { fileErrorLine } from '../adapters/file-errors.js';
import { closestName } from '../domain/core/closest-name.js';
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

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** " (did you mean --plan?)" for a flag close to one of the command's (`-O` → `-o`), else "". */
function meant(given: string, options: OptionsConfig): string {
  if (/^-[^-]$/.test(given)) {
    const short = Object.values(options).find((o) => o.short?.toLowerCase() === given[1].toLowerCase());
    return short ? ` (did you mean -${short.short}?)` : '';
  }
  const close = closestName(given.replace(/^-+/, ''), Object.keys(options));
  return close === undefined ? '' : ` (did you mean --${close}?)`;
}

/**
 * Every way a command line can be wrong for `options`, answered in our words (Node's parser text is
 * never shown): an unknown flag with the flag it most likely meant, a flag without its value, a
 * value that is the next flag, a value given to a switch, an argument where none is taken.
 */
function commandLineProblem(
  argv: string[],
  options: OptionsConfig,
  allowPositionals: boolean,
): string | undefined {
  const end = argv.indexOf('--');
  for (const arg of end < 0 ? argv : argv.slice(0, end)) {
    // `-plan`: a long flag written with one dash reads as a group of short flags; say what it meant.
    const single = /^-([A-Za-z][A-Za-z-]+)(=.*)?$/.exec(arg);
    if (single && ![...single[1]].every((c) => Object.values(options).some((o) => o.short === c)))
      return `unknown option ${arg.split('=')[0]}${meant(single[1], options)}`;
  }
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  for (const t of tokens) {
    if (t.kind === 'positional') {
      if (!allowPositionals)
        return `unexpected argument ${JSON.stringify(t.value)}: this command takes only options`;
      continue;
    }
    if (t.kind !== 'option') continue;
    const option = options[t.name];
    if (option === undefined) return `unknown option ${t.rawName}${meant(t.rawName, options)}`;
    const flag = t.rawName;
    if (option.type === 'boolean' && t.inlineValue)
      return `${flag} takes no value (got ${flag}=${t.value ?? ''})`;
    if (option.type !== 'string') continue;
    if (t.value === undefined) return `${flag} needs a value`;
    if (!t.inlineValue && t.value.length > 1 && t.value.startsWith('-'))
      return `${flag} needs a value, and ${JSON.stringify(t.value)} looks like an option: write ${flag}=${t.value} if that is the value`;
  }
  return undefined;
}

/** node:util parseArgs (every command has -h/--help) with our usage errors instead of its TypeErrors. */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(
  argv: string[],
  options: T,
  allowPositionals = true,
) {
  const all = { ...options, help: { type: 'boolean', short: 'h' } } as const;
  const problem = commandLineProblem(argv, all, allowPositionals);
  if (problem !== undefined) throw new UsageError(problem);
  try {
    return parseArgs({ args: argv, options: all, allowPositionals, strict: true });
  } catch (e) {
    // Unreachable while commandLineProblem knows every rule of the parser; its text stays out.
    throw new UsageError(`cannot read the command line (${(e as { code?: string }).code ?? 'parse error'})`);
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
