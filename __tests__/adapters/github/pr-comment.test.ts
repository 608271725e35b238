import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PullRequestContext } from '../../../src/adapters/github/github-context.js';
import {
  upsertStickyComment,
  type CommentLogger,
  type StickyCommentOptions,
} from '../../../src/adapters/github/pr-comment.js';
import { stickyMarker } from '../../../src/adapters/github/sticky-comment-body.js';
import { startFakeGitHubApi, type FakeGitHubApi } from '../../kits/fake-github-api.js';

const TOKEN = 'ghs_FAKEtoken0123456789abcdefSECRET';
const REPO = 'octo/capacity-demo';
const PR: PullRequestContext = {
  owner: 'octo',
  repo: 'capacity-demo',
  number: 7,
  baseRepository: REPO,
  headRepository: REPO,
  isFork: false,
};
const KEY = 'capacity/capacity.json';
const MARKER = stickyMarker(KEY);

interface Recorder extends CommentLogger {
  readonly lines: Array<{ level: string; message: string }>;
}

function recorder(): Recorder {
  const lines: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, info: at('info'), notice: at('notice'), warning: at('warning'), debug: at('debug') };
}

let api: FakeGitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function options(overrides: Partial<StickyCommentOptions> = {}): StickyCommentOptions {
  return {
    key: KEY,
    body: '## Capacity receipt\n\nSelected: q4 p2 c4\n',
    mode: 'auto',
    pullRequest: PR,
    apiUrl: api!.url,
    token: TOKEN,
    ...overrides,
  };
}

// No retries by default, so one scripted failure is one failure; the retry test turns them back on.
function deps(logger: Recorder, masked: string[] = []) {
  return { logger, maskSecret: (s: string) => void masked.push(s), retry: { retries: 0 } };
}

const commentWrites = (a: FakeGitHubApi) =>
  a.requests.filter((r) => (r.method === 'POST' || r.method === 'PATCH') && r.url.includes('/comments'));

describe('upsertStickyComment against a loopback GitHub API', () => {
  it('creates the comment with the hidden marker on first run and masks the token', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const log = recorder();
    const masked: string[] = [];
    const result = await upsertStickyComment(options(), deps(log, masked));

    expect(result.outcome).toBe('created');
    expect(masked).toEqual([TOKEN]);
    const comments = api.comments(REPO, 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toBe(`${MARKER}\n## Capacity receipt\n\nSelected: q4 p2 c4\n`);
    expect(result.commentId).toBe(comments[0]!.id);
    expect(result.commentUrl).toContain(`#issuecomment-${comments[0]!.id}`);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /graphql',
      'GET /repos/octo/capacity-demo/issues/7/comments?per_page=100',
      'POST /repos/octo/capacity-demo/issues/7/comments',
    ]);
    expect(api.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('updates its own comment in place, and does not write when the body is unchanged', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const [id] = api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\nold receipt` }]);
    const log = recorder();

    const updated = await upsertStickyComment(options(), deps(log));
    expect(updated.outcome).toBe('updated');
    expect(updated.commentId).toBe(id);
    expect(api.comments(REPO, 7)).toEqual([
      { id, login: 'github-actions[bot]', body: `${MARKER}\n## Capacity receipt\n\nSelected: q4 p2 c4\n` },
    ]);

    const before = api.requests.length;
    const again = await upsertStickyComment(options(), deps(log));
    expect(again.outcome).toBe('unchanged');
    expect(again.commentId).toBe(id);
    expect(api.requests.slice(before).map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /graphql',
      'GET /repos/octo/capacity-demo/issues/7/comments',
    ]);
  });

  it('records its run number, and never replaces the comment of a newer run', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const log = recorder();
    const newer = await upsertStickyComment(
      options({ runNumber: 12, body: 'receipt of run 12\n' }),
      deps(log),
    );
    expect(newer.outcome).toBe('created');
    const [comment] = api.comments(REPO, 7);
    expect(comment!.body).toBe(`${MARKER}\n<!-- paretopilot-capacity-run:12 -->\nreceipt of run 12\n`);

    // Run 11 reports late (its study was slower): the newer receipt stays.
    const older = await upsertStickyComment(
      options({ runNumber: 11, body: 'receipt of run 11\n' }),
      deps(log),
    );
    expect(older.outcome).toBe('skipped-newer');
    expect(older.commentId).toBe(comment!.id);
    expect(api.comments(REPO, 7)).toEqual([comment]);
    expect(log.lines).toContainEqual({
      level: 'notice',
      message: expect.stringContaining('was written by run 12, newer than this run (11)'),
    });

    // A re-run of run 12, or a later run, replaces it.
    const rerun = await upsertStickyComment(
      options({ runNumber: 12, body: 'receipt of run 12, attempt 2\n' }),
      deps(log),
    );
    expect(rerun.outcome).toBe('updated');
    const later = await upsertStickyComment(
      options({ runNumber: 13, body: 'receipt of run 13\n' }),
      deps(log),
    );
    expect(later.outcome).toBe('updated');
    expect(api.comments(REPO, 7)[0]!.body).toBe(
      `${MARKER}\n<!-- paretopilot-capacity-run:13 -->\nreceipt of run 13\n`,
    );
  });

  it('follows Link rel="next" through more than 100 comments to find its own', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, prefix: '/api/v3' });
    const noise = Array.from({ length: 230 }, (_, i) => ({ login: `user${i % 7}`, body: `comment ${i}` }));
    api.seed(REPO, 7, noise);
    const [ours] = api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\nold` }]);
    api.seed(REPO, 7, [{ login: 'someone', body: 'after' }]);

    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('updated');
    expect(result.commentId).toBe(ours);
    const gets = api.requests.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(gets).toEqual([
      '/api/v3/repos/octo/capacity-demo/issues/7/comments?per_page=100',
      '/api/v3/repos/octo/capacity-demo/issues/7/comments?per_page=100&page=2',
      '/api/v3/repos/octo/capacity-demo/issues/7/comments?per_page=100&page=3',
    ]);
    expect(api.comments(REPO, 7)).toHaveLength(232);
  });

  it('reads every page and creates when no page holds its comment', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    api.seed(
      REPO,
      7,
      Array.from({ length: 201 }, (_, i) => ({ login: 'someone', body: `c${i}` })),
    );
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('created');
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
    expect(api.comments(REPO, 7)).toHaveLength(202);
  });

  it("ignores another author's comment carrying the same marker", async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const [foreign] = api.seed(REPO, 7, [{ login: 'mallory', body: `${MARKER}\nfake receipt` }]);
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('created');
    const comments = api.comments(REPO, 7);
    expect(comments).toHaveLength(2);
    expect(comments.find((c) => c.id === foreign)!.body).toBe(`${MARKER}\nfake receipt`);
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('never patches a comment whose marker is not its exact first line, even its own', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const quoted = [
      `> ${MARKER}\nquoted by the bot in another comment`,
      `Some text ${MARKER}\nmarker inside a line`,
      `intro\n${MARKER}\nmarker on a later line`,
      `${MARKER} trailing\nmarker line with more text`,
    ];
    const seeded = api.seed(
      REPO,
      7,
      quoted.map((body) => ({ login: 'github-actions[bot]', body })),
    );
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('created');
    expect(seeded).not.toContain(result.commentId);
    const comments = api.comments(REPO, 7);
    expect(comments.slice(0, 4).map((c) => c.body)).toEqual(quoted);
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('updates a comment stored with CRLF line ends after its exact marker line', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const [id] = api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\r\nold\r\n` }]);
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('updated');
    expect(result.commentId).toBe(id);
  });

  it("matches a personal access token's own user, never the Actions bot's comment", async () => {
    // GraphQL viewer names the PAT's user; GET /user would too, but installation tokens cannot call it.
    api = await startFakeGitHubApi({ token: TOKEN, botLogin: 'octocat' });
    const [botComment, own] = api.seed(REPO, 7, [
      { login: 'github-actions[bot]', body: `${MARKER}\nwritten by another workflow` },
      { login: 'octocat', body: `${MARKER}\nours` },
    ]);
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('updated');
    expect(result.commentId).toBe(own);
    expect(api.comments(REPO, 7).find((c) => c.id === botComment)!.body).toBe(
      `${MARKER}\nwritten by another workflow`,
    );
  });

  it("matches an app installation token's bot, learned from GraphQL viewer", async () => {
    api = await startFakeGitHubApi({ token: TOKEN, botLogin: 'capacity-app[bot]' });
    const [actionsBot, app] = api.seed(REPO, 7, [
      { login: 'github-actions[bot]', body: `${MARKER}\nnot this token's` },
      { login: 'capacity-app[bot]', body: `${MARKER}\nours` },
    ]);
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('updated');
    expect(result.commentId).toBe(app);
    expect(api.comments(REPO, 7).find((c) => c.id === actionsBot)!.body).toBe(`${MARKER}\nnot this token's`);
    // No REST /user call: it fails for installation tokens.
    expect(api.requests.some((r) => r.url === '/user')).toBe(false);
  });

  it('accepts a bot viewer login given without the [bot] suffix only for Bot authors', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, viewerLogin: 'github-actions' });
    const [bot] = api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\nold` }]);
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('updated');
    expect(result.commentId).toBe(bot);
  });

  it('writes nothing when the token identity cannot be learned', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, viewerLogin: null });
    api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\nold` }]);
    const log = recorder();
    const result = await upsertStickyComment(options(), deps(log));
    expect(result.outcome).toBe('failed');
    expect(result.message).toContain("the token's own login could not be learned");
    expect(result.message).toContain('Resource not accessible by integration');
    expect(commentWrites(api)).toHaveLength(0);
    expect(log.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([result.message]);
  });

  it('reports a primary rate-limit 403 as a rate limit, not a missing permission', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    api.respondNext(
      'GET',
      /\/comments$/,
      403,
      { message: 'API rate limit exceeded for installation ID 1.' },
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' },
    );
    const log = recorder();
    const result = await upsertStickyComment(options(), deps(log));
    expect(result.outcome).toBe('rate-limited');
    expect(result.message).toContain('rate limit');
    expect(result.message).toContain('2030-01-01T00:00:00.000Z');
    expect(result.message).not.toContain('pull-requests: write');
    expect(log.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([result.message]);
  });

  it('reports a secondary rate-limit 403 as a rate limit', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    api.respondNext('POST', /\/comments$/, 403, {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('rate-limited');
    expect(result.message).not.toContain('pull-requests: write');
  });

  it('reports a GraphQL rate limit (HTTP 200 with errors) on the identity query as a rate limit', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    api.seed(REPO, 7, [{ login: 'github-actions[bot]', body: `${MARKER}\nold` }]);
    api.respondNext(
      'POST',
      /\/graphql$/,
      200,
      {
        data: null,
        errors: [{ type: 'RATE_LIMIT', message: 'API rate limit already exceeded for installation ID 1.' }],
      },
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' },
    );
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('rate-limited');
    expect(result.message).toContain('GraphQL request returned errors: API rate limit already exceeded');
    expect(result.message).toContain('2030-01-01T00:00:00.000Z');
    expect(result.message).not.toContain("the token's own login could not be learned");
    expect(commentWrites(api)).toHaveLength(0);
  });

  it("retries a server error with Octokit's retry plugin", async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    api.respondNext('GET', /\/comments$/, 502, { message: 'Bad gateway' });
    const result = await upsertStickyComment(options(), {
      ...deps(recorder()),
      retry: { retries: 2, retryAfterBaseValue: 1 },
    });
    expect(result.outcome).toBe('created');
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('skips fork pull requests in auto mode with a notice and no API call', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const log = recorder();
    const fork = { ...PR, headRepository: 'forker/capacity-demo', isFork: true };
    const result = await upsertStickyComment(options({ pullRequest: fork }), deps(log));
    expect(result.outcome).toBe('skipped-fork');
    expect(log.lines).toEqual([{ level: 'notice', message: result.message }]);
    expect(result.message).toContain('forker/capacity-demo');
    expect(api.requests).toHaveLength(0);
  });

  it('honours mode never and non-PR runs without calling the API', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    expect((await upsertStickyComment(options({ mode: 'never' }), deps(recorder()))).outcome).toBe(
      'skipped-mode',
    );
    expect((await upsertStickyComment(options({ pullRequest: undefined }), deps(recorder()))).outcome).toBe(
      'skipped-not-pr',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('turns a 403 into a forbidden outcome with a warning instead of throwing', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, readOnly: true });
    const log = recorder();
    const fork = { ...PR, headRepository: 'forker/capacity-demo', isFork: true };
    const result = await upsertStickyComment(options({ mode: 'always', pullRequest: fork }), deps(log));
    expect(result.outcome).toBe('forbidden');
    expect(result.message).toContain('HTTP 403');
    expect(result.message).toContain('Resource not accessible by integration');
    expect(log.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([result.message]);
  });

  it('truncates bodies over the limit with a visible note and the bundle link', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const lines = Array.from({ length: 4000 }, (_, i) => `| row ${i} | ${'x'.repeat(20)} |`);
    const body = lines.join('\n');
    expect(body.length).toBeGreaterThan(65_536);
    const result = await upsertStickyComment(
      options({ body, bundleUrl: 'https://github.test/octo/capacity-demo/actions/runs/1/artifacts/9' }),
      deps(recorder()),
    );
    expect(result.outcome).toBe('created');
    expect(result.truncated).toBe(true);
    const stored = api.comments(REPO, 7)[0]!.body;
    expect(stored.length).toBeLessThanOrEqual(65_536);
    expect(stored.startsWith(`${MARKER}\n| row 0 |`)).toBe(true);
    expect(stored).toContain("> This comment was truncated to fit GitHub's comment size limit.");
    expect(stored).toContain('(https://github.test/octo/capacity-demo/actions/runs/1/artifacts/9)');
  });

  it('uses the injected truncation function', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    const seen: number[] = [];
    const truncate = (markdown: string, max: number) => {
      seen.push(max);
      return markdown.slice(0, 10);
    };
    const result = await upsertStickyComment(options({ body: 'y'.repeat(70_000) }), {
      ...deps(recorder()),
      truncate,
    });
    expect(result.outcome).toBe('created');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeLessThan(65_536);
    expect(api.comments(REPO, 7)[0]!.body.startsWith(`${MARKER}\n${'y'.repeat(10)}\n\n> [!NOTE]`)).toBe(true);
  });

  it('retries a 422 too-long once with a harder truncation', async () => {
    // GitHub counted more than we did: the first attempt (≤ 65,536) is still rejected.
    api = await startFakeGitHubApi({ token: TOKEN, maxBodyChars: 40_000 });
    const log = recorder();
    const body = Array.from({ length: 3000 }, (_, i) => `line ${i} ${'z'.repeat(20)}`).join('\n');
    const result = await upsertStickyComment(options({ body }), deps(log));
    expect(result.outcome).toBe('created');
    expect(result.truncated).toBe(true);
    const posts = commentWrites(api);
    expect(posts).toHaveLength(2);
    expect((JSON.parse(posts[0]!.body) as { body: string }).body.length).toBeGreaterThan(40_000);
    const stored = api.comments(REPO, 7)[0]!.body;
    expect(stored.length).toBeLessThanOrEqual(32_768);
    expect(stored.length).toBeGreaterThan(30_000);
    expect(
      stored.endsWith(
        "comment size limit. The full receipt is in this workflow run's study bundle artifact.",
      ),
    ).toBe(true);
  });

  it('warns and reports failed when the retry is rejected too', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, maxBodyChars: 1_000 });
    const log = recorder();
    const body = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n');
    expect(body.length).toBeLessThan(65_536);
    const result = await upsertStickyComment(options({ body }), deps(log));
    expect(result.outcome).toBe('failed');
    expect(result.message).toContain('body is too long');
    expect(commentWrites(api)).toHaveLength(2);
    expect(api.comments(REPO, 7)).toHaveLength(0);
    expect(log.lines.filter((l) => l.level === 'warning')).toHaveLength(1);
  });

  it('reports a failed outcome, never a throw, when the API is unreachable', async () => {
    const closed = await startFakeGitHubApi({ token: TOKEN });
    const url = closed.url;
    await closed.close();
    const log = recorder();
    const result = await upsertStickyComment(
      { key: KEY, body: 'x', mode: 'auto', pullRequest: PR, apiUrl: url, token: TOKEN },
      { ...deps(log), timeoutMs: 5_000 },
    );
    expect(result.outcome).toBe('failed');
    expect(result.message).toContain('POST /graphql failed');
    expect(log.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([result.message]);
  });

  it('refuses to follow a pagination link to another origin', async () => {
    api = await startFakeGitHubApi({ token: TOKEN });
    // A page whose Link points at a foreign host: the token must not travel there.
    api.respondNext('GET', /\/comments$/, 200, [], {
      link: '<https://elsewhere.invalid/comments?page=2>; rel="next"',
    });
    const result = await upsertStickyComment(options(), deps(recorder()));
    expect(result.outcome).toBe('failed');
    expect(result.message).toContain('refusing to send the token to https://elsewhere.invalid');
    expect(api.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(api.comments(REPO, 7)).toHaveLength(0);
  });

  it('never lets the token reach logs, messages or stdout/stderr', async () => {
    api = await startFakeGitHubApi({ token: TOKEN, echoAuthorizationInErrors: true, readOnly: true });
    const log = recorder();
    const written: string[] = [];
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const results = [];
    try {
      results.push(await upsertStickyComment(options({ mode: 'always' }), deps(log)));
      api.respondNext('GET', /\/comments$/, 500, { message: `upstream saw Bearer ${TOKEN}` });
      results.push(await upsertStickyComment(options(), deps(log)));
      // Port 1 on loopback refuses the connection; the error names the URL path, which holds the token.
      results.push(await upsertStickyComment(options({ apiUrl: `http://127.0.0.1:1/${TOKEN}` }), deps(log)));
      results.push(await upsertStickyComment(options({ apiUrl: `ftp://${TOKEN}.example` }), deps(log)));
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(results.map((r) => r.outcome)).toEqual(['forbidden', 'failed', 'failed', 'failed']);
    // The servers really did put the token in their error text, so redaction is what keeps it out.
    expect(results[0]!.message).toContain('token ***');
    expect(results[1]!.message).toContain('upstream saw Bearer ***');
    const everything = [
      ...log.lines.map((l) => l.message),
      ...results.map((r) => r.message),
      ...written,
    ].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(log.lines.length).toBeGreaterThanOrEqual(4);
  });
});
