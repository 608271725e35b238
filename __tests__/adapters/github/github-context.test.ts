import { describe, expect, it } from '@jest/globals';
import {
  artifactUrl,
  pullRequestFromEvent,
  readGitHubContext,
  workflowRunUrl,
} from '../../../src/adapters/github/github-context.js';
import { GitHubContextError } from '../../../src/adapters/errors.js';

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

describe('readGitHubContext', () => {
  it('reads the runner environment and the event file', () => {
    const files: Record<string, string> = {
      '/ev.json': JSON.stringify(prPayload('octo/app', 'forker/app', 5)),
    };
    const context = readGitHubContext(
      {
        GITHUB_API_URL: 'https://ghe.test/api/v3/',
        GITHUB_SERVER_URL: 'https://ghe.test',
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: '/ev.json',
        GITHUB_RUN_ID: '99',
        GITHUB_RUN_ATTEMPT: '2',
      },
      (path) => files[path]!,
    );
    expect(context.apiUrl).toBe('https://ghe.test/api/v3');
    expect(context.pullRequest).toMatchObject({ number: 5, isFork: true });
    expect(context.runAttempt).toBe('2');
    expect(workflowRunUrl(context)).toBe('https://ghe.test/octo/app/actions/runs/99');
    expect(artifactUrl(context, 1234)).toBe('https://ghe.test/octo/app/actions/runs/99/artifacts/1234');
  });

  it('defaults to github.com outside Actions and has no pull request', () => {
    const context = readGitHubContext({}, () => {
      throw new Error('must not read');
    });
    expect(context.apiUrl).toBe('https://api.github.com');
    expect(context.pullRequest).toBeUndefined();
    expect(workflowRunUrl(context)).toBeUndefined();
  });

  it('names GITHUB_EVENT_PATH when the event file is malformed or missing', () => {
    const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: '/bad.json' };
    expect(() => readGitHubContext(env, () => '{nope')).toThrow(GitHubContextError);
    expect(() => readGitHubContext(env, () => '{nope')).toThrow(
      /GITHUB_EVENT_PATH "\/bad.json" is not valid JSON/,
    );
    expect(() =>
      readGitHubContext(env, () => {
        throw new Error('ENOENT');
      }),
    ).toThrow(/GITHUB_EVENT_PATH "\/bad.json" could not be read: ENOENT/);
  });
});
