// The workflow run's GitHub context from the runner environment: repository, event payload, pull request.
import { readFileSync } from 'node:fs';
import { GitHubContextError } from '../errors.js';

export const DEFAULT_API_URL = 'https://api.github.com';
export const DEFAULT_SERVER_URL = 'https://github.com';

/** Events whose payload carries `pull_request` with head and base repositories. */
const PULL_REQUEST_EVENTS = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
] as const;

export interface PullRequestContext {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** `owner/name` of the base repository (where comments are written). */
  readonly baseRepository: string;
  /** `owner/name` of the head repository; undefined when the fork was deleted. */
  readonly headRepository: string | undefined;
  /** Head repository differs from (or is missing next to) the base repository. */
  readonly isFork: boolean;
}

export interface GitHubContext {
  readonly apiUrl: string;
  readonly serverUrl: string;
  /** `owner/name`, undefined outside GitHub Actions. */
  readonly repository: string | undefined;
  readonly eventName: string | undefined;
  readonly runId: string | undefined;
  readonly runAttempt: string | undefined;
  readonly sha: string | undefined;
  readonly ref: string | undefined;
  readonly pullRequest: PullRequestContext | undefined;
}

const REPOSITORY_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/**
 * Read the workflow run context from the runner's environment. A missing event file is not an
 * error (local runs); an unreadable or malformed one is, naming GITHUB_EVENT_PATH.
 */
export function readGitHubContext(
  env: NodeJS.ProcessEnv = process.env,
  readText: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): GitHubContext {
  const value = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v === '' ? undefined : v;
  };
  const eventName = value('GITHUB_EVENT_NAME');
  const eventPath = value('GITHUB_EVENT_PATH');
  let payload: unknown = undefined;
  if (eventPath !== undefined) {
    let text: string;
    try {
      text = readText(eventPath);
    } catch (error) {
      throw new GitHubContextError(
        `GITHUB_EVENT_PATH ${JSON.stringify(eventPath)} could not be read: ${errorMessage(error)}`,
      );
    }
    try {
      payload = JSON.parse(text);
    } catch (error) {
      throw new GitHubContextError(
        `GITHUB_EVENT_PATH ${JSON.stringify(eventPath)} is not valid JSON: ${errorMessage(error)}`,
      );
    }
  }
  return {
    apiUrl: trimTrailingSlash(value('GITHUB_API_URL') ?? DEFAULT_API_URL),
    serverUrl: trimTrailingSlash(value('GITHUB_SERVER_URL') ?? DEFAULT_SERVER_URL),
    repository: value('GITHUB_REPOSITORY'),
    eventName,
    runId: value('GITHUB_RUN_ID'),
    runAttempt: value('GITHUB_RUN_ATTEMPT'),
    sha: value('GITHUB_SHA'),
    ref: value('GITHUB_REF'),
    pullRequest: eventName === undefined ? undefined : pullRequestFromEvent(eventName, payload),
  };
}

/**
 * The pull request an event is about, or undefined when the event is not a pull-request event or
 * its payload lacks the fields needed to comment safely.
 */
export function pullRequestFromEvent(eventName: string, payload: unknown): PullRequestContext | undefined {
  if (!(PULL_REQUEST_EVENTS as readonly string[]).includes(eventName)) return undefined;
  const pr = field(payload, 'pull_request');
  const number = field(pr, 'number');
  const baseRepository = field(field(field(pr, 'base'), 'repo'), 'full_name');
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return undefined;
  if (typeof baseRepository !== 'string' || !REPOSITORY_PATTERN.test(baseRepository)) return undefined;
  const headFullName = field(field(field(pr, 'head'), 'repo'), 'full_name');
  const headRepository = typeof headFullName === 'string' ? headFullName : undefined;
  const [owner, repo] = baseRepository.split('/') as [string, string];
  return {
    owner,
    repo,
    number,
    baseRepository,
    headRepository,
    // GitHub compares repositories case-insensitively; a deleted head repo can only have been a fork.
    isFork: headRepository === undefined || headRepository.toLowerCase() !== baseRepository.toLowerCase(),
  };
}

/** Link to the workflow run page, or undefined outside GitHub Actions. */
export function workflowRunUrl(context: GitHubContext): string | undefined {
  if (context.repository === undefined || context.runId === undefined) return undefined;
  return `${context.serverUrl}/${context.repository}/actions/runs/${encodeURIComponent(context.runId)}`;
}

/** Link that downloads one artifact of this run from the run page. */
export function artifactUrl(context: GitHubContext, artifactId: number | string): string | undefined {
  const run = workflowRunUrl(context);
  return run === undefined ? undefined : `${run}/artifacts/${encodeURIComponent(String(artifactId))}`;
}

function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return (value as Record<string, unknown>)[name];
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
