// Facts of the workflow run the action reads from its environment: attempt, run URL, event payload.
import { readFile } from 'node:fs/promises';

export function attemptNumber(env: NodeJS.ProcessEnv): number {
  const n = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

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
