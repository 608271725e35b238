// The runner's own environment, checked before any library reads it: @actions/github parses the
// event file and the API URL when it is loaded, and a bad one would crash the step without a word.
import { readFileSync, statSync } from 'node:fs';
import { InputError } from '../domain/core/errors.js';

const SET_BY_RUNNER = 'the Actions runner sets it; a workflow or another step must not change it';

/** Throws an InputError naming the variable when the event file, a command file, RUNNER_TEMP or the API URL is unusable. */
export function checkRunnerEnvironment(env: NodeJS.ProcessEnv): void {
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    const st = statSync(eventPath, { throwIfNoEntry: false });
    // A missing file is tolerated (the event is then unknown, and no pull request is commented).
    if (st !== undefined) {
      if (!st.isFile())
        throw new InputError(`GITHUB_EVENT_PATH ${eventPath} is not a regular file (${SET_BY_RUNNER})`);
      try {
        JSON.parse(readFileSync(eventPath, 'utf8'));
      } catch (e) {
        throw new InputError(
          `GITHUB_EVENT_PATH ${eventPath} is not a JSON event payload: ${(e as Error).message} (${SET_BY_RUNNER})`,
        );
      }
    }
  }
  // The runner creates these before the step starts; a missing one would fail the step only at the
  // end, after the work, when an output, state or summary is written.
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'] as const) {
    const path = env[name];
    if (!path) continue;
    const st = statSync(path, { throwIfNoEntry: false });
    if (st === undefined || !st.isFile())
      throw new InputError(
        `${name} ${path} ${st === undefined ? 'does not exist' : 'is not a regular file'} (${SET_BY_RUNNER})`,
      );
  }
  const temp = env.RUNNER_TEMP;
  if (temp) {
    const st = statSync(temp, { throwIfNoEntry: false });
    if (st !== undefined && !st.isDirectory())
      throw new InputError(`RUNNER_TEMP ${temp} is not a directory (${SET_BY_RUNNER})`);
  }
  const apiUrl = env.GITHUB_API_URL;
  if (apiUrl !== undefined && apiUrl !== '') {
    let protocol = '';
    try {
      protocol = new URL(apiUrl).protocol;
    } catch {
      // named below
    }
    if (protocol !== 'https:' && protocol !== 'http:')
      throw new InputError(
        `GITHUB_API_URL ${JSON.stringify(apiUrl)} is not an http(s) URL (${SET_BY_RUNNER})`,
      );
  }
}
