// GNU time is required: only its `-v -o <file>` report carries the peak RSS the study records.
import { execFile } from 'node:child_process';
import { childEnv } from '../process/child-env.js';
import { GnuTimeUnavailableError } from '../errors.js';

export const DEFAULT_TIME_BINARY = '/usr/bin/time';

const verified = new Set<string>();

/** Throws GnuTimeUnavailableError unless `<timeBinary> --version` identifies GNU time. */
export async function assertGnuTime(timeBinary: string = DEFAULT_TIME_BINARY): Promise<void> {
  if (verified.has(timeBinary)) {
    return;
  }
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      timeBinary,
      ['--version'],
      { timeout: 10_000, encoding: 'utf8', env: childEnv() },
      (error, stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (code === 'ENOENT' || code === 'EACCES') {
          reject(
            new GnuTimeUnavailableError(
              `GNU time not found at ${timeBinary} (${code}); install it (Debian/Ubuntu package "time") ` +
                'because its -v report is the source of the server peak RSS',
            ),
          );
          return;
        }
        // A non-zero exit is judged by the output below (BSD time rejects --version).
        resolve(`${stdout}\n${stderr}`);
      },
    );
  });
  if (!/\bGNU\b/.test(output)) {
    const firstLine = output.trim().split('\n')[0] ?? '';
    throw new GnuTimeUnavailableError(
      `${timeBinary} is not GNU time: "--version" printed ${JSON.stringify(firstLine.slice(0, 200))}, ` +
        'expected it to mention GNU (the -v report format is GNU-specific)',
    );
  }
  verified.add(timeBinary);
}
