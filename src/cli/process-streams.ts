// The CLI's stdout and stderr writers: a reader that goes away (`verify … | head -2`) ends the
// output quietly, and the command still ends with its own exit code.
import { inertLogText } from '../adapters/github/inert-log.js';

/** Errors that mean the reading end of the stream has closed: nothing more can be shown. */
const READER_GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/**
 * A writer for `stream` that stops writing once its reader has gone. The listener also covers
 * writes made straight to the stream (a command's progress lines); any other error still throws.
 */
export function pipeSafeWriter(
  stream: NodeJS.WritableStream,
  shown: (s: string) => string = (s) => s,
): (s: string) => void {
  let gone = false;
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (typeof e.code === 'string' && READER_GONE.has(e.code)) gone = true;
    else throw e;
  });
  return (s) => {
    if (!gone) stream.write(shown(s));
  };
}

/** In a workflow step the runner reads this output for workflow commands: text from bundles and plans must stay data there. */
export const shownFor = (env: NodeJS.ProcessEnv): ((s: string) => string) =>
  env.GITHUB_ACTIONS === 'true' ? inertLogText : (s) => s;
