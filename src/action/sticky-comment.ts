// The sticky PR comment of a study or a fleet: one per key, created or updated, problems as warnings.
import { DEFAULT_API_URL, pullRequestFromEvent } from '../adapters/github/github-context.js';
import type { ActionInputs } from './inputs.js';
import type { ActionPorts } from './ports.js';
import { readEvent, runNumber } from './workflow-run.js';

/** Creates or updates the sticky PR comment for `key` and logs the outcome (problems as warnings). */
export async function postStickyComment(
  inputs: ActionInputs,
  ports: ActionPorts,
  key: string,
  body: string,
  bundleUrl: string | undefined,
): Promise<void> {
  const event = await readEvent(ports.env);
  const comment = await ports.upsertComment({
    key,
    body,
    mode: inputs.comment,
    pullRequest: ports.env.GITHUB_EVENT_NAME
      ? pullRequestFromEvent(ports.env.GITHUB_EVENT_NAME, event)
      : undefined,
    apiUrl: ports.env.GITHUB_API_URL ?? DEFAULT_API_URL,
    token: inputs.githubToken,
    bundleUrl,
    runNumber: runNumber(ports.env),
  });
  if (comment.outcome === 'forbidden' || comment.outcome === 'rate-limited' || comment.outcome === 'failed')
    ports.log.warning(`PR comment: ${comment.message}`);
  else ports.log.info(`PR comment: ${comment.outcome}`);
}
