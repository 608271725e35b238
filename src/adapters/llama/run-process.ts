// Runs a child process with an argv array (never a shell), optionally teeing its combined output
// to a log file in arrival order. The child gets its own process group so an abort stops the
// whole tree (cmake → ninja → compilers).
import { spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { childEnv } from '../process/child-env.js';

export class ProcessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessError';
  }
}

export interface RunOptions {
  cwd?: string;
  /** Base environment (default process.env); the child gets only its allow-listed part (childEnv). */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Append stdout and stderr, interleaved as they arrive, to this file. */
  logFile?: string;
  /** Called with each complete output line (stdout and stderr). */
  onLine?: (line: string) => void;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

function lineSplitter(onLine: ((line: string) => void) | undefined): (chunk: Buffer | null) => void {
  let pending = '';
  return (chunk) => {
    if (!onLine) return;
    if (chunk === null) {
      if (pending !== '') onLine(pending);
      pending = '';
      return;
    }
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.replace(/\r$/, ''));
  };
}

export async function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  if (options.signal?.aborted)
    throw new ProcessError(`${command} was not started: the operation was aborted`);
  let log: WriteStream | undefined;
  if (options.logFile) {
    log = createWriteStream(options.logFile, { flags: 'a' });
    await new Promise<void>((resolve, reject) => {
      log!.once('open', () => resolve());
      log!.once('error', reject);
    });
  }
  try {
    return await new Promise<RunResult>((resolve, reject) => {
      const child = spawn(command, [...args], {
        cwd: options.cwd,
        env: childEnv(options.env ?? process.env),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      const splitOut = lineSplitter(options.onLine);
      const splitErr = lineSplitter(options.onLine);
      const onAbort = (): void => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => {
        out.push(chunk);
        log?.write(chunk);
        splitOut(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err.push(chunk);
        log?.write(chunk);
        splitErr(chunk);
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        options.signal?.removeEventListener('abort', onAbort);
        reject(
          new ProcessError(
            error.code === 'ENOENT'
              ? `${command} was not found on PATH`
              : `${command} could not start: ${error.message}`,
          ),
        );
      });
      child.once('close', (code, signal) => {
        options.signal?.removeEventListener('abort', onAbort);
        splitOut(null);
        splitErr(null);
        if (options.signal?.aborted) {
          reject(new ProcessError(`${command} was aborted`));
          return;
        }
        resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
      });
    });
  } finally {
    if (log) await new Promise<void>((resolve) => log!.end(() => resolve()));
  }
}

/** Runs and throws a ProcessError (with the output tail) unless the exit code is 0. */
export async function runChecked(
  command: string,
  args: readonly string[],
  what: string,
  options: RunOptions = {},
): Promise<RunResult> {
  const result = await runProcess(command, args, options);
  if (result.code !== 0) {
    const tail = Buffer.concat([result.stdout, result.stderr])
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(-25)
      .join('\n');
    const status = result.code === null ? `signal ${result.signal}` : `exit code ${result.code}`;
    const logHint = options.logFile ? ` (full log: ${options.logFile})` : '';
    throw new ProcessError(`${what} failed with ${status}${logHint}:\n${tail}`);
  }
  return result;
}
