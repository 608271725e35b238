// The sticky pull-request comment: find ours by marker line and author, then create or update it.
import * as core from '@actions/core';
import type { Dispatcher } from 'undici';
import {
  classifyGitHubError,
  createGitHubClient,
  type GitHubClient,
  type GitHubOctokit,
} from './github-client.js';
import type { PullRequestContext } from './github-context.js';
import { inertLogText } from './inert-log.js';
import {
  fitCommentBody,
  GITHUB_COMMENT_MAX_CHARS,
  mayReplaceComment,
  recordedRunNumber,
  runOrderLine,
  stickyMarker,
  truncateAtLine,
  type FittedBody,
  type TruncateMarkdown,
} from './sticky-comment-body.js';

/** `auto`: same-repository pull requests only; `always`: forks too (their token is usually read-only). */
export type StickyCommentMode = 'auto' | 'always' | 'never';

export type StickyCommentOutcome =
  | 'created'
  | 'updated'
  | 'unchanged'
  | 'skipped-fork'
  | 'skipped-not-pr'
  | 'skipped-mode'
  | 'skipped-newer'
  | 'forbidden'
  | 'rate-limited'
  | 'failed';

export interface StickyCommentOptions {
  /** Plan path or study id; sanitized into the hidden marker. */
  readonly key: string;
  /** Markdown without the marker. */
  readonly body: string;
  readonly mode: StickyCommentMode;
  readonly pullRequest: PullRequestContext | undefined;
  /** `GITHUB_API_URL`. */
  readonly apiUrl: string;
  readonly token: string | undefined;
  /** Where the full receipt lives; linked from the truncation note. */
  readonly bundleUrl?: string;
  /** GITHUB_RUN_NUMBER of the writing run: recorded in the comment, and a newer run's is never replaced. */
  readonly runNumber?: number;
}

export interface CommentLogger {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export interface StickyCommentDeps {
  readonly logger?: CommentLogger;
  /** Registers the token with the log masker; `core.setSecret` by default. */
  readonly maskSecret?: (secret: string) => void;
  /** Markdown truncation; a line-boundary cut by default. */
  readonly truncate?: TruncateMarkdown;
  readonly dispatcher?: Dispatcher;
  readonly maxBodyChars?: number;
  readonly timeoutMs?: number;
  /** Upper bound on comment pages read (100 comments each). */
  readonly maxPages?: number;
  /** @octokit/plugin-retry settings; tests shorten the back-off. */
  readonly retry?: { readonly retries?: number; readonly retryAfterBaseValue?: number };
}

export interface StickyCommentResult {
  readonly outcome: StickyCommentOutcome;
  /** One line for logs and summaries; never contains the token. */
  readonly message: string;
  readonly commentId?: number;
  readonly commentUrl?: string;
  readonly truncated: boolean;
}

/** Signature orchestrators depend on, so tests can pass an in-memory stand-in. */
export type UpsertStickyComment = (
  options: StickyCommentOptions,
  deps?: StickyCommentDeps,
) => Promise<StickyCommentResult>;

const DEFAULT_MAX_PAGES = 100;
const PER_PAGE = 100;

const coreLogger: CommentLogger = {
  info: (m) => core.info(inertLogText(m)),
  notice: (m) => core.notice(m),
  warning: (m) => core.warning(m),
  debug: (m) => core.debug(m),
};

interface ExistingComment {
  readonly id: number;
  readonly body: string;
  readonly url: string | undefined;
}

/** Logs an outcome's message (token redacted) at its level and returns the result. */
type FinishComment = (
  outcome: StickyCommentOutcome,
  message: string,
  extra?: Partial<StickyCommentResult>,
) => StickyCommentResult;

function commentFinisher(logger: CommentLogger, redact: (text: string) => string): FinishComment {
  return (outcome, message, extra = {}) => {
    const safe = redact(message);
    if (outcome === 'forbidden' || outcome === 'rate-limited' || outcome === 'failed') logger.warning(safe);
    else if (outcome === 'skipped-fork' || outcome === 'skipped-newer') logger.notice(safe);
    else if (outcome === 'skipped-mode') logger.debug(safe);
    else logger.info(safe);
    return { truncated: false, ...extra, outcome, message: safe };
  };
}

/** What the write of one comment needs once the client is open and the body fitted. */
interface CommentWrite {
  readonly octokit: GitHubOctokit;
  readonly options: StickyCommentOptions;
  readonly deps: StickyCommentDeps;
  readonly pr: PullRequestContext;
  readonly marker: string;
  readonly header: string;
  readonly maxChars: number;
  readonly truncate: TruncateMarkdown;
  readonly fitted: FittedBody;
  readonly logger: CommentLogger;
  readonly redact: (text: string) => string;
  readonly finish: FinishComment;
}

/** Finds this study's comment and creates, updates or leaves it; one shorter retry after a 422. */
async function writeStickyComment(w: CommentWrite): Promise<StickyCommentResult> {
  const { octokit, options, pr, fitted, finish } = w;
  const login = await tokenLogin(octokit, w.redact);
  const repo = { owner: pr.owner, repo: pr.repo };
  const existing = await findStickyComment(
    octokit,
    { ...repo, issue_number: pr.number },
    w.marker,
    login,
    w.deps.maxPages ?? DEFAULT_MAX_PAGES,
  );

  const write = async (body: string): Promise<{ id: number | undefined; url: string | undefined }> => {
    const response =
      existing === undefined
        ? await octokit.rest.issues.createComment({ ...repo, issue_number: pr.number, body })
        : await octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
    return commentRef(response.data);
  };
  const done = (ref: { id: number | undefined; url: string | undefined }, truncated: boolean) =>
    existing === undefined
      ? finish('created', `Created the pull request comment on #${pr.number}${where(ref.url)}.`, {
          commentId: ref.id,
          commentUrl: ref.url,
          truncated,
        })
      : finish(
          'updated',
          `Updated the pull request comment on #${pr.number}${where(ref.url ?? existing.url)}.`,
          {
            commentId: ref.id ?? existing.id,
            commentUrl: ref.url ?? existing.url,
            truncated,
          },
        );

  if (existing !== undefined && !mayReplaceComment(existing.body, options.runNumber)) {
    return finish(
      'skipped-newer',
      `The pull request comment on #${pr.number} was written by run ${String(recordedRunNumber(existing.body))}, ` +
        `newer than this run (${options.runNumber === undefined ? 'no run number' : options.runNumber}); it is left as it is.`,
      { commentId: existing.id, commentUrl: existing.url },
    );
  }
  if (existing !== undefined && existing.body === fitted.body) {
    return finish('unchanged', `The pull request comment on #${pr.number} is already up to date.`, {
      commentId: existing.id,
      commentUrl: existing.url,
      truncated: fitted.truncated,
    });
  }

  try {
    return done(await write(fitted.body), fitted.truncated);
  } catch (error) {
    if ((error as { status?: unknown }).status !== 422) throw error;
    // GitHub may count the limit differently from us (or reject for another reason): retry once, shorter.
    const harderLimit = Math.floor(Math.min(w.maxChars, fitted.body.length) / 2);
    const harder = fitCommentBody(w.header, options.body, harderLimit, w.truncate, options.bundleUrl);
    if (harder.body === fitted.body) throw error;
    w.logger.debug(
      w.redact(
        `GitHub rejected the comment (${classifyGitHubError(error, w.redact).message}); retrying with a shorter body.`,
      ),
    );
    if (existing !== undefined && existing.body === harder.body) {
      return finish('unchanged', `The pull request comment on #${pr.number} is already up to date.`, {
        commentId: existing.id,
        commentUrl: existing.url,
        truncated: true,
      });
    }
    return done(await write(harder.body), true);
  }
}

/** A failed write as an outcome: rate limit and missing permission get their own advice. */
function failedComment(
  error: unknown,
  redact: (text: string) => string,
  finish: FinishComment,
): StickyCommentResult {
  const failure = classifyGitHubError(error, redact);
  if (failure.kind === 'rate-limited') {
    return finish(
      'rate-limited',
      `Pull request comment not written: GitHub's API rate limit was hit (${failure.message}). ` +
        `Re-run the job later; the receipt is in the job summary and the study bundle.`,
    );
  }
  if (failure.kind === 'forbidden') {
    return finish(
      'forbidden',
      `Pull request comment not written: the token may not write comments here (${failure.message}). ` +
        `Grant 'pull-requests: write' to the job, or set comment: never.`,
    );
  }
  return finish('failed', `Pull request comment not written: ${failure.message}`);
}

/**
 * Create or update this study's single pull-request comment. Never throws: every failure becomes
 * an outcome with a message, logged as a warning, because reporting must not fail a measured run.
 */
export const upsertStickyComment: UpsertStickyComment = async (options, deps = {}) => {
  const logger = deps.logger ?? coreLogger;
  const token = options.token;
  let client: GitHubClient | undefined;
  const redact = (text: string): string =>
    token === undefined || token === '' ? text : text.split(token).join('***');
  const finish = commentFinisher(logger, redact);

  try {
    if (token !== undefined && token !== '') (deps.maskSecret ?? core.setSecret)(token);
    if (options.mode === 'never')
      return finish('skipped-mode', 'Pull request comment skipped: comment mode is never.');
    const pr = options.pullRequest;
    if (pr === undefined) {
      return finish('skipped-not-pr', 'Pull request comment skipped: this run is not for a pull request.');
    }
    if (pr.isFork && options.mode === 'auto') {
      return finish(
        'skipped-fork',
        `Pull request comment skipped: #${pr.number} comes from ${pr.headRepository ?? 'a deleted fork'}, ` +
          `and fork runs get a read-only token. The receipt is in the job summary and the study bundle.`,
      );
    }
    if (token === undefined || token === '') {
      return finish('failed', 'Pull request comment not written: the github-token input is empty.');
    }

    const maxChars = deps.maxBodyChars ?? GITHUB_COMMENT_MAX_CHARS;
    const truncate = deps.truncate ?? truncateAtLine;
    const marker = stickyMarker(options.key);
    const header = options.runNumber === undefined ? marker : `${marker}\n${runOrderLine(options.runNumber)}`;
    const fitted = fitCommentBody(header, options.body, maxChars, truncate, options.bundleUrl);

    client = createGitHubClient({
      apiUrl: options.apiUrl,
      token,
      dispatcher: deps.dispatcher,
      timeoutMs: deps.timeoutMs,
      retry: deps.retry,
    });
    return await writeStickyComment({
      octokit: client.octokit,
      options,
      deps,
      pr,
      marker,
      header,
      maxChars,
      truncate,
      fitted,
      logger,
      redact,
      finish,
    });
  } catch (error) {
    return failedComment(error, redact, finish);
  } finally {
    try {
      await client?.close();
    } catch (error) {
      logger.debug(redact(`Closing the GitHub API connection failed: ${describe(error)}`));
    }
  }
};

/**
 * The login the token writes comments as. GraphQL `viewer` answers for every token kind — a PAT
 * (its user), an app installation token and GITHUB_TOKEN (the app's bot, e.g. `github-actions[bot]`)
 * — where REST `GET /user` refuses installation tokens.
 */
async function tokenLogin(octokit: GitHubOctokit, redact: (text: string) => string): Promise<string> {
  let login: unknown;
  try {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    login = answer?.viewer?.login;
  } catch (error) {
    const failure = classifyGitHubError(error, redact);
    // A rate limit stays a rate limit; anything else is named for what it blocks.
    if (failure.kind === 'rate-limited') throw error;
    throw new Error(`${NO_IDENTITY} (${failure.message})`);
  }
  if (typeof login !== 'string' || login === '')
    throw new Error(`${NO_IDENTITY} (GraphQL viewer returned no login)`);
  return login;
}

const NO_IDENTITY =
  "the token's own login could not be learned, so its comment cannot be told apart from anyone " +
  "else's and nothing was written";

/**
 * True when REST `user` is the token's identity. GraphQL names a bot `app[bot]` in `viewer` but some
 * API versions drop the suffix; `[` is not allowed in user logins, so `x[bot]` can only be app x's bot.
 */
export function isTokenAuthor(
  viewerLogin: string,
  user: { login?: unknown; type?: unknown } | null | undefined,
): boolean {
  if (typeof user?.login !== 'string') return false;
  const author = user.login.toLowerCase();
  const viewer = viewerLogin.toLowerCase();
  if (author === viewer) return true;
  return user.type === 'Bot' && author === `${viewer.replace(/\[bot\]$/, '')}[bot]`;
}

/** True when the comment's first line is exactly the marker (GitHub may store `\r\n` line ends). */
export function startsWithMarkerLine(body: string, marker: string): boolean {
  const firstLine = body.split('\n', 1)[0] ?? '';
  return firstLine.replace(/\r$/, '') === marker;
}

/** First comment (oldest first) by the token's own identity whose first line is the marker. */
async function findStickyComment(
  octokit: GitHubOctokit,
  issue: { owner: string; repo: string; issue_number: number },
  marker: string,
  login: string,
  maxPages: number,
): Promise<ExistingComment | undefined> {
  let pages = 0;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...issue,
    per_page: PER_PAGE,
  })) {
    pages += 1;
    if (pages > maxPages) {
      throw new Error(`more than ${maxPages} pages of comments; gave up looking for the sticky comment`);
    }
    if (!Array.isArray(page.data)) throw new Error(`GET comments returned a non-array body (page ${pages})`);
    for (const comment of page.data) {
      if (
        typeof comment.id === 'number' &&
        typeof comment.body === 'string' &&
        isTokenAuthor(login, comment.user) &&
        startsWithMarkerLine(comment.body, marker)
      ) {
        return {
          id: comment.id,
          body: comment.body,
          url: typeof comment.html_url === 'string' ? comment.html_url : undefined,
        };
      }
    }
  }
  return undefined;
}

function commentRef(json: unknown): { id: number | undefined; url: string | undefined } {
  const record = (typeof json === 'object' && json !== null ? json : {}) as {
    id?: unknown;
    html_url?: unknown;
  };
  return {
    id: typeof record.id === 'number' ? record.id : undefined,
    url: typeof record.html_url === 'string' ? record.html_url : undefined,
  };
}

function where(url: string | undefined): string {
  return url === undefined ? '' : ` (${url})`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
