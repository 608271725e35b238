// What the main step hands to the post step through the runner's saved state.
import { join } from 'node:path';

export const STATE_IS_POST = 'isPost';
export const STATE_SERVERS = 'serverStateFile';

/** The file where this job's steps record the llama-servers they start. */
export function serverStateFile(env: NodeJS.ProcessEnv): string {
  return join(env.RUNNER_TEMP ?? '/tmp', `paretopilot-capacity-servers-${env.GITHUB_JOB ?? 'job'}.json`);
}
