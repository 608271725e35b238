// The CLI's stdout and stderr writers: a reader that goes away (`verify … | head -2`) ends the
// output quietly, and the command still ends with its own exit code; an output that cannot be
// written (`--help > /dev/full`) ends it with one line and exit 2, never a stack trace.
import { inertLogText } from '../adapters/github/inert-log.js';
import { errnoText } from '../adapters/file-errors.js';
import { EXIT_USAGE } from './exit-codes.js';

/** Errors that mean the reading end of the stream has closed: nothing more can be shown. */
const READER_GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/**
 * A writer for `stream` that stops writing once its reader has gone or a write failed. The listener
 * also covers writes made straight to the stream (a command's progress lines). Any failure other
 * than a reader gone is passed to `failed` once (without one, it is thrown as before).
 */
export function pipeSafeWriter(
  stream: NodeJS.WritableStream,
  shown: (s: string) => string = (s) => s,
  failed?: (e: NodeJS.ErrnoException) => void,
): (s: string) => void {
  let gone = false;
  stream.on('error', (e: NodeJS.ErrnoException) => {
    const wasGone = gone;
    gone = true;
    if (typeof e.code === 'string' && READER_GONE.has(e.code)) return;
    if (!failed) throw e;
    if (!wasGone) failed(e);
  });
  return (s) => {
    if (!gone) stream.write(shown(s));
  };
}

/** In a workflow step the runner reads this output for workflow commands: text from bundles and plans must stay data there. */
export const shownFor = (env: NodeJS.ProcessEnv): ((s: string) => string) =>
  env.GITHUB_ACTIONS === 'true' ? inertLogText : (s) => s;

export interface ProcessStreams {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** The exit code to end with: the command's, or 2 when its output could not be written. */
  exitCode(commandCode: number): number;
}

/**
 * The process's two streams as the CLI writes them. Standard output that fails (a full disk, a
 * closed device) is said once on stderr and makes the exit code 2, even when the failure is
 * reported after the command returned; a failing stderr has nobody left to tell and is dropped.
 */
export function processStreams(
  env: NodeJS.ProcessEnv,
  setExitCode: (code: number) => void,
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): ProcessStreams {
  const shown = shownFor(env);
  let failure: number | undefined;
  const stderr = pipeSafeWriter(err, shown, () => undefined);
  const stdout = pipeSafeWriter(out, shown, (e) => {
    failure = EXIT_USAGE;
    stderr(`paretopilot-capacity: cannot write to standard output: ${errnoText(e.code ?? e.message)}\n`);
    setExitCode(failure);
  });
  return { stdout, stderr, exitCode: (code) => failure ?? code };
}
