import * as core from '@actions/core';
import type { Dispatcher } from 'undici';
import type { PullRequestContext } from './github-context.js';
import { createGitHubRest, GitHubApiError, type GitHubRest } from './github-rest.js';
import { nextPageUrl } from './link-header.js';
import {
  fitCommentBody,
  GITHUB_COMMENT_MAX_CHARS,
  stickyMarker,
  truncateAtLine,
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
  | 'forbidden'
  | 'failed';

/** Whose comment counts as "ours": a fixed login, or whoever the token authenticates as (`GET /user`). */
export type CommentAuthor =
  { readonly kind: 'login'; readonly login: string } | { readonly kind: 'token-user' };

/** The login GITHUB_TOKEN writes comments as. */
export const DEFAULT_COMMENT_LOGIN = 'github-actions[bot]';

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
  /** Defaults to `{ kind: 'login', login: 'github-actions[bot]' }`. */
  readonly author?: CommentAuthor;
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
  info: (m) => core.info(m),
  notice: (m) => core.notice(m),
  warning: (m) => core.warning(m),
  debug: (m) => core.debug(m),
};

interface ExistingComment {
  readonly id: number;
  readonly body: string;
  readonly url: string | undefined;
}

/**
 * Create or update this study's single pull-request comment. Never throws: every failure becomes
 * an outcome with a message, logged as a warning, because reporting must not fail a measured run.
 */
export const upsertStickyComment: UpsertStickyComment = async (options, deps = {}) => {
  const logger = deps.logger ?? coreLogger;
  const token = options.token;
  let rest: GitHubRest | undefined;
  const redact = (text: string): string =>
    token === undefined || token === '' ? text : text.split(token).join('***');
  const finish = (
    outcome: StickyCommentOutcome,
    message: string,
    extra: Partial<StickyCommentResult> = {},
  ): StickyCommentResult => {
    const safe = redact(message);
    if (outcome === 'forbidden' || outcome === 'failed') logger.warning(safe);
    else if (outcome === 'skipped-fork') logger.notice(safe);
    else if (outcome === 'skipped-mode') logger.debug(safe);
    else logger.info(safe);
    return { truncated: false, ...extra, outcome, message: safe };
  };

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
    const fitted = fitCommentBody(marker, options.body, maxChars, truncate, options.bundleUrl);

    rest = createGitHubRest({
      apiUrl: options.apiUrl,
      token,
      dispatcher: deps.dispatcher,
      timeoutMs: deps.timeoutMs,
    });
    const api = rest;
    const login = await resolveAuthorLogin(api, options.author, logger);
    const issuePath = `/repos/${encodeURIComponent(pr.owner)}/${encodeURIComponent(pr.repo)}/issues`;
    const existing = await findStickyComment(
      api,
      `${issuePath}/${pr.number}/comments?per_page=${PER_PAGE}&page=1`,
      marker,
      login,
      deps.maxPages ?? DEFAULT_MAX_PAGES,
    );

    const write = async (body: string): Promise<{ id: number | undefined; url: string | undefined }> => {
      const response =
        existing === undefined
          ? await api.call('POST', `${issuePath}/${pr.number}/comments`, { body })
          : await api.call('PATCH', `${issuePath}/comments/${existing.id}`, { body });
      return commentRef(response.json);
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
      if (!(error instanceof GitHubApiError) || error.status !== 422) throw error;
      // GitHub may count the limit differently from us (or reject for another reason): retry once, shorter.
      const harderLimit = Math.floor(Math.min(maxChars, fitted.body.length) / 2);
      const harder = fitCommentBody(marker, options.body, harderLimit, truncate, options.bundleUrl);
      if (harder.body === fitted.body) throw error;
      logger.debug(redact(`GitHub rejected the comment (${error.message}); retrying with a shorter body.`));
      if (existing !== undefined && existing.body === harder.body) {
        return finish('unchanged', `The pull request comment on #${pr.number} is already up to date.`, {
          commentId: existing.id,
          commentUrl: existing.url,
          truncated: true,
        });
      }
      return done(await write(harder.body), true);
    }
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 403) {
      return finish(
        'forbidden',
        `Pull request comment not written: the token may not write comments here (${error.message}). ` +
          `Grant 'pull-requests: write' to the job, or set comment: never.`,
      );
    }
    return finish('failed', `Pull request comment not written: ${describe(error)}`);
  } finally {
    try {
      await rest?.close();
    } catch (error) {
      logger.debug(redact(`Closing the GitHub API connection failed: ${describe(error)}`));
    }
  }
};

async function resolveAuthorLogin(
  api: GitHubRest,
  author: CommentAuthor | undefined,
  logger: CommentLogger,
): Promise<string> {
  if (author === undefined) return DEFAULT_COMMENT_LOGIN;
  if (author.kind === 'login') return author.login;
  try {
    const response = await api.call('GET', '/user');
    const login = (response.json as { login?: unknown } | undefined)?.login;
    if (typeof login === 'string' && login !== '') return login;
    logger.debug(`GET /user returned no login; matching comments by ${DEFAULT_COMMENT_LOGIN}.`);
  } catch (error) {
    // Installation tokens (GITHUB_TOKEN) cannot call GET /user; they comment as the Actions bot.
    logger.debug(
      api.redact(`GET /user failed (${describe(error)}); matching comments by ${DEFAULT_COMMENT_LOGIN}.`),
    );
  }
  return DEFAULT_COMMENT_LOGIN;
}

/** First comment (oldest first) written by `login` that carries `marker`; follows `Link: rel="next"`. */
async function findStickyComment(
  api: GitHubRest,
  firstPage: string,
  marker: string,
  login: string,
  maxPages: number,
): Promise<ExistingComment | undefined> {
  const wanted = login.toLowerCase();
  let next: string | undefined = firstPage;
  for (let page = 0; next !== undefined && page < maxPages; page += 1) {
    const response = await api.call('GET', next);
    if (!Array.isArray(response.json)) {
      throw new GitHubApiError(
        `GET comments returned a non-array body (page ${page + 1})`,
        response.status,
        undefined,
      );
    }
    for (const item of response.json as unknown[]) {
      const comment = item as {
        id?: unknown;
        body?: unknown;
        html_url?: unknown;
        user?: { login?: unknown } | null;
      };
      const author = comment.user?.login;
      if (
        typeof comment.id === 'number' &&
        typeof comment.body === 'string' &&
        typeof author === 'string' &&
        author.toLowerCase() === wanted &&
        comment.body.includes(marker)
      ) {
        return {
          id: comment.id,
          body: comment.body,
          url: typeof comment.html_url === 'string' ? comment.html_url : undefined,
        };
      }
    }
    next = nextPageUrl(response.headers['link']);
  }
  if (next !== undefined) {
    throw new GitHubApiError(
      `more than ${maxPages} pages of comments; gave up looking for the sticky comment`,
      undefined,
      undefined,
    );
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
