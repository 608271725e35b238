import { describe, expect, it } from '@jest/globals';
import { pullRequestFromEvent } from '../../../src/adapters/github/github-context.js';

function prPayload(base: string, head: string | null, number: unknown = 12) {
  return {
    pull_request: {
      number,
      base: { repo: { full_name: base } },
      head: { repo: head === null ? null : { full_name: head } },
    },
  };
}

describe('pullRequestFromEvent', () => {
  it.each([
    [
      'pull_request',
      prPayload('octo/app', 'octo/app'),
      { number: 12, isFork: false, headRepository: 'octo/app' },
    ],
    [
      'pull_request',
      prPayload('octo/app', 'Octo/App'),
      { number: 12, isFork: false, headRepository: 'Octo/App' },
    ],
    [
      'pull_request',
      prPayload('octo/app', 'forker/app'),
      { number: 12, isFork: true, headRepository: 'forker/app' },
    ],
    ['pull_request', prPayload('octo/app', null), { number: 12, isFork: true, headRepository: undefined }],
    ['pull_request_target', prPayload('octo/app', 'forker/app', 3), { number: 3, isFork: true }],
  ])('%s → %j', (event, payload, expected) => {
    const pr = pullRequestFromEvent(event, payload);
    expect(pr).toMatchObject({ owner: 'octo', repo: 'app', baseRepository: 'octo/app', ...expected });
  });

  it.each([
    ['push', prPayload('octo/app', 'octo/app')],
    ['workflow_dispatch', {}],
    ['pull_request', {}],
    ['pull_request', prPayload('octo/app', 'octo/app', '12')],
    ['pull_request', prPayload('octo/app', 'octo/app', 0)],
    ['pull_request', prPayload('octo/app/../x', 'octo/app')],
    ['pull_request', null],
  ])('%s with %j is not a pull request', (event, payload) => {
    expect(pullRequestFromEvent(event, payload)).toBeUndefined();
  });
});
