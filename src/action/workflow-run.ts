// Facts of the workflow run the action reads from its environment: attempt, run number, run URL, event payload.
import { readFile } from 'node:fs/promises';

/**
 * The run attempt (GITHUB_RUN_ATTEMPT; 1 when unset). A value that is not a plain positive integer
 * is a ConfigurationError naming the variable; readInputs checks it first, so a step stops before
 * any work, and every later caller sees the same rule.
 */
export { readRunAttempt as attemptNumber } from './inputs.js';

export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}

export async function readEvent(env: NodeJS.ProcessEnv): Promise<unknown> {
  if (!env.GITHUB_EVENT_PATH) return undefined;
  try {
    return JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
  } catch {
    return undefined;
  }
}

/** GITHUB_RUN_NUMBER as a positive integer; undefined when unset or not a plain number. */
export function runNumber(env: NodeJS.ProcessEnv): number | undefined {
  const v = env.GITHUB_RUN_NUMBER;
  return v !== undefined && /^[1-9][0-9]{0,14}$/.test(v) ? Number(v) : undefined;
}
