// The GitHub API client: the Octokit that @actions/github builds (REST methods, pagination) with
// @octokit/plugin-retry, the same pair @actions/artifact uses. Two additions of ours: every request
// goes through a fetch that only talks to the GITHUB_API_URL origin (a pagination `Link` elsewhere
// never receives the token) and gives up after a timeout; and errors are classified so a rate limit
// is never reported as a missing permission.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { EnvHttpProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';
import { GitHubClientError } from '../errors.js';

const API_VERSION = '2022-11-28';
const USER_AGENT = 'paretopilot-capacity';
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_ERROR_DETAIL_CHARS = 300;

export type GitHubOctokit = ReturnType<typeof getOctokit>;

export interface GitHubClientOptions {
  /** `GITHUB_API_URL`, e.g. https://api.github.com or https://ghe.example/api/v3. */
  readonly apiUrl: string;
  readonly token: string;
  /** Injected for tests or custom networking; otherwise a proxy-aware dispatcher owned (and closed) here. */
  readonly dispatcher?: Dispatcher;
  readonly timeoutMs?: number;
  /** @octokit/plugin-retry settings (retries of 5xx, 429 and network errors). */
  readonly retry?: { readonly retries?: number; readonly retryAfterBaseValue?: number };
}

export interface GitHubClient {
  readonly octokit: GitHubOctokit;
  close(): Promise<void>;
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const token = options.token;
  const redact = (text: string): string => (token === '' ? text : text.split(token).join('***'));
  let base: URL;
  try {
    base = new URL(options.apiUrl.replace(/\/+$/, '') + '/');
  } catch {
    throw new GitHubClientError(redact(`GITHUB_API_URL ${JSON.stringify(options.apiUrl)} is not a URL`));
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new GitHubClientError(`GITHUB_API_URL must be an http(s) URL, got ${base.protocol}`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ownDispatcher =
    options.dispatcher === undefined ? new EnvHttpProxyAgent({ connect: { timeout: timeoutMs } }) : undefined;
  const dispatcher: Dispatcher = options.dispatcher ?? (ownDispatcher as Dispatcher);

  const guardedFetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    // Octokit adds the token to every request, including `Link` targets and GHES GraphQL URLs.
    if (url.origin !== base.origin) {
      throw new GitHubClientError(
        `refusing to send the token to ${url.origin}, which is not the GITHUB_API_URL origin ${base.origin}`,
      );
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return (await undiciFetch(url, {
      ...(init as object),
      dispatcher,
      signal,
    } as Parameters<typeof undiciFetch>[1])) as unknown as Response;
  };

  const octokit = getOctokit(
    token,
    {
      baseUrl: base.href.replace(/\/$/, ''),
      userAgent: USER_AGENT,
      request: { fetch: guardedFetch },
      retry: options.retry ?? {},
      // Octokit logs deprecations and retries to the console; our callers report instead.
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    },
    retry,
  );
  octokit.hook.before('request', (request) => {
    request.headers['x-github-api-version'] = API_VERSION;
  });
  return {
    octokit,
    async close() {
      await ownDispatcher?.close();
    },
  };
}

/** `other`: not an API call's failure (our own checks); its message is kept as it is. */
export type GitHubErrorKind = 'rate-limited' | 'forbidden' | 'rejected' | 'unreachable' | 'other';

export interface ClassifiedGitHubError {
  readonly kind: GitHubErrorKind;
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined;
  /** One line naming the request and what went wrong; redacted. */
  readonly message: string;
}

interface RequestErrorShape {
  status?: unknown;
  message?: unknown;
  request?: { method?: unknown; url?: unknown };
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

/**
 * Sorts a thrown value into what the user can act on. A 403 or 429 with `x-ratelimit-remaining: 0`,
 * a `retry-after` header or GitHub's "secondary rate limit" / "rate limit exceeded" text is a rate
 * limit (wait and re-run), not a missing permission.
 */
export function classifyGitHubError(error: unknown, redact: (text: string) => string): ClassifiedGitHubError {
  if (error instanceof GitHubClientError) {
    return { kind: 'unreachable', status: undefined, message: redact(error.message) };
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as RequestErrorShape;
  if (e.request === undefined && e.response === undefined && e.status === undefined) {
    return { kind: 'other', status: undefined, message: redact(describe(error)) };
  }
  const method = typeof e.request?.method === 'string' ? e.request.method : undefined;
  const path = typeof e.request?.url === 'string' ? pathOf(e.request.url) : undefined;
  const where = method && path ? `${method} ${path}` : 'GitHub API request';
  const response = e.response;
  const cause = (error as { cause?: unknown }).cause;
  const graphqlErrors = (error as { errors?: unknown }).errors;
  if (Array.isArray(graphqlErrors) && e.status === undefined) {
    // GraphQL answers HTTP 200 with `errors` (a rate limit too): no status, headers on the error,
    // and `response` holds the GraphQL body rather than an HTTP response.
    return classifyGraphqlErrors(
      graphqlErrors,
      (error as { headers?: Record<string, unknown> }).headers,
      redact,
    );
  }
  if (response === undefined) {
    // No HTTP answer: a network failure, a timeout, or our own origin guard (as the fetch error cause).
    const text = cause instanceof GitHubClientError ? cause.message : describe(error);
    return { kind: 'unreachable', status: undefined, message: redact(`${where} failed: ${text}`) };
  }
  const status = typeof e.status === 'number' ? e.status : undefined;
  const headers = response.headers ?? {};
  const detail = errorDetail(response.data) ?? (typeof e.message === 'string' ? e.message : undefined);
  const text = redact(`${where} returned HTTP ${status ?? '?'}${detail ? `: ${clip(detail)}` : ''}`);
  const rateLimited =
    status === 429 ||
    (status === 403 &&
      (String(headers['x-ratelimit-remaining'] ?? '') === '0' ||
        headers['retry-after'] !== undefined ||
        /secondary rate limit|rate limit exceeded|abuse detection/i.test(detail ?? '')));
  if (rateLimited)
    return { kind: 'rate-limited', status, message: `${text} (rate limited${whenText(headers)})` };
  if (status === 403 || status === 401) return { kind: 'forbidden', status, message: text };
  return { kind: 'rejected', status, message: text };
}

/** When GitHub says the limit lifts, from `retry-after` or `x-ratelimit-reset`. */
function whenText(headers: Record<string, unknown>): string {
  const reset = Number(headers['x-ratelimit-reset']);
  const retryAfter = headers['retry-after'];
  if (retryAfter !== undefined) return `; GitHub asks to retry after ${String(retryAfter)} s`;
  if (Number.isFinite(reset) && reset > 0)
    return `; the limit resets at ${new Date(reset * 1000).toISOString()}`;
  return '';
}

/** A GraphQL answer's `errors`: `RATE_LIMITED`/`RATE_LIMIT` (or such text) is a rate limit. */
function classifyGraphqlErrors(
  errors: unknown[],
  headers: Record<string, unknown> = {},
  redact: (text: string) => string,
): ClassifiedGitHubError {
  const items = errors.map((x) =>
    typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {},
  );
  const types = items.map((x) => (typeof x.type === 'string' ? x.type : ''));
  const detail = items
    .map((x) => (typeof x.message === 'string' ? x.message : ''))
    .filter((m) => m !== '')
    .join('; ');
  const text = redact(`GraphQL request returned errors${detail ? `: ${clip(detail)}` : ''}`);
  if (types.some((t) => t === 'RATE_LIMITED' || t === 'RATE_LIMIT') || /rate limit/i.test(detail))
    return { kind: 'rate-limited', status: undefined, message: `${text} (rate limited${whenText(headers)})` };
  if (types.includes('FORBIDDEN')) return { kind: 'forbidden', status: undefined, message: text };
  return { kind: 'rejected', status: undefined, message: text };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** GitHub's `message` plus any validation `errors[].message`. */
function errorDetail(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() === '' ? undefined : data.trim();
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof record.message === 'string') parts.push(record.message);
  if (Array.isArray(record.errors)) {
    for (const item of record.errors) {
      const message = (item as { message?: unknown } | null)?.message;
      if (typeof message === 'string') parts.push(message);
    }
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function clip(text: string): string {
  return text.length > MAX_ERROR_DETAIL_CHARS ? `${text.slice(0, MAX_ERROR_DETAIL_CHARS)}…` : text;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
