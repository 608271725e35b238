// What a failed GitHub API call tells the user: rate limit (wait), missing permission, a rejected
// request with GitHub's own words, no answer at all, or not an API failure; always redacted.
import { describe, expect, it } from '@jest/globals';
import { GitHubClientError } from '../../../src/adapters/errors.js';
import { classifyGitHubError } from '../../../src/adapters/github/github-client.js';

const redact = (text: string) => text.replace(/ghs_[A-Za-z0-9]+/g, '***');
const request = { method: 'POST', url: 'https://api.github.com/repos/o/r/issues/7/comments?per_page=100' };

/** The shape Octokit's RequestError has. */
function httpError(status: number, headers: Record<string, unknown> = {}, data: unknown = undefined) {
  return Object.assign(new Error(`HTTP ${status}`), { status, request, response: { headers, data } });
}

describe('classifyGitHubError', () => {
  it('reads a 403 with no requests left, or a 429, as a rate limit with when it lifts', () => {
    expect(
      classifyGitHubError(
        httpError(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' }),
        redact,
      ),
    ).toEqual({
      kind: 'rate-limited',
      status: 403,
      message:
        'POST /repos/o/r/issues/7/comments returned HTTP 403: HTTP 403 (rate limited; the limit resets at 2026-01-01T00:00:00.000Z)',
    });
    expect(classifyGitHubError(httpError(429, { 'retry-after': '60' }), redact).message).toBe(
      'POST /repos/o/r/issues/7/comments returned HTTP 429: HTTP 429 (rate limited; GitHub asks to retry after 60 s)',
    );
    const secondary = httpError(403, {}, { message: 'You have exceeded a secondary rate limit' });
    expect(classifyGitHubError(secondary, redact).kind).toBe('rate-limited');
  });

  it('reads 401 and other 403s as missing permission, and 4xx with GitHub’s message as rejected', () => {
    const forbidden = httpError(403, {}, { message: 'Resource not accessible by integration' });
    expect(classifyGitHubError(forbidden, redact)).toEqual({
      kind: 'forbidden',
      status: 403,
      message: 'POST /repos/o/r/issues/7/comments returned HTTP 403: Resource not accessible by integration',
    });
    expect(classifyGitHubError(httpError(401), redact).kind).toBe('forbidden');
    const invalid = httpError(
      422,
      {},
      { message: 'Validation Failed', errors: [{ message: 'body is too long' }] },
    );
    expect(classifyGitHubError(invalid, redact)).toEqual({
      kind: 'rejected',
      status: 422,
      message: 'POST /repos/o/r/issues/7/comments returned HTTP 422: Validation Failed; body is too long',
    });
    const long = httpError(422, {}, { message: 'x'.repeat(400) });
    expect(classifyGitHubError(long, redact).message).toMatch(/: x{300}…$/);
  });

  it('reads a request without an answer, or the origin guard, as unreachable', () => {
    const network = Object.assign(new Error('fetch failed'), { request, code: 'ECONNRESET' });
    expect(classifyGitHubError(network, redact)).toEqual({
      kind: 'unreachable',
      status: undefined,
      message: 'POST /repos/o/r/issues/7/comments failed: fetch failed (ECONNRESET)',
    });
    const guard = new GitHubClientError('refusing to send the token to https://evil.example');
    expect(classifyGitHubError(guard, redact).kind).toBe('unreachable');
  });

  it('reads GraphQL errors by their type, and anything else as not an API failure, redacted', () => {
    // As Octokit's GraphqlResponseError carries them: the request, the headers, the errors.
    const graphql = Object.assign(new Error('graphql'), {
      request: { method: 'POST', url: 'https://api.github.com/graphql' },
      errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }],
      headers: { 'retry-after': '5' },
    });
    expect(classifyGitHubError(graphql, redact)).toEqual({
      kind: 'rate-limited',
      status: undefined,
      message:
        'GraphQL request returned errors: API rate limit exceeded (rate limited; GitHub asks to retry after 5 s)',
    });
    expect(classifyGitHubError(new Error('token ghs_abc123 was refused'), redact)).toEqual({
      kind: 'other',
      status: undefined,
      message: 'token *** was refused',
    });
  });
});
