// The pull request a workflow event is about (read from its payload), and the default API URL.
export const DEFAULT_API_URL = 'https://api.github.com';

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

const REPOSITORY_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

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

function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return (value as Record<string, unknown>)[name];
}
