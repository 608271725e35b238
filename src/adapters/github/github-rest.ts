import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';

const API_VERSION = '2022-11-28';
const USER_AGENT = 'paretopilot-capacity';
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_ERROR_DETAIL_CHARS = 300;

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

export interface GitHubResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly json: unknown;
}

/** A failed REST call. The message never contains the token. */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no response arrived. */
    readonly status: number | undefined,
    /** GitHub's `message` field (redacted), when the body had one. */
    readonly detail: string | undefined,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

export interface GitHubRestOptions {
  /** `GITHUB_API_URL`, e.g. https://api.github.com or https://ghe.example/api/v3. */
  readonly apiUrl: string;
  readonly token: string;
  /** Injected for tests or custom networking; otherwise a proxy-aware dispatcher owned (and closed) here. */
  readonly dispatcher?: Dispatcher;
  readonly timeoutMs?: number;
}

export interface GitHubRest {
  /** `pathOrUrl` is an API path (`/repos/...`) or an absolute URL on the API origin (pagination). */
  call(method: HttpMethod, pathOrUrl: string, body?: unknown): Promise<GitHubResponse>;
  /** Replace every occurrence of the token in text meant for logs. */
  redact(text: string): string;
  close(): Promise<void>;
}

export function createGitHubRest(options: GitHubRestOptions): GitHubRest {
  const base = new URL(options.apiUrl.replace(/\/+$/, '') + '/');
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new GitHubApiError(
      `GITHUB_API_URL must be an http(s) URL, got ${base.protocol}`,
      undefined,
      undefined,
    );
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ownDispatcher =
    options.dispatcher === undefined ? new EnvHttpProxyAgent({ connect: { timeout: timeoutMs } }) : undefined;
  const dispatcher: Dispatcher = options.dispatcher ?? (ownDispatcher as Dispatcher);
  const token = options.token;
  const redact = (text: string): string => (token === '' ? text : text.split(token).join('***'));

  const resolve = (pathOrUrl: string): URL => {
    const url = /^https?:\/\//i.test(pathOrUrl)
      ? new URL(pathOrUrl)
      : new URL(pathOrUrl.replace(/^\/+/, ''), base);
    // The token is only ever sent to the configured API origin.
    if (url.origin !== base.origin) {
      throw new GitHubApiError(
        `refusing to send the token to ${url.origin}, which is not the GITHUB_API_URL origin ${base.origin}`,
        undefined,
        undefined,
      );
    }
    return url;
  };

  return {
    redact,
    async call(method, pathOrUrl, body) {
      const url = resolve(pathOrUrl);
      const where = `${method} ${url.pathname}`;
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method,
          dispatcher,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${token}`,
            'user-agent': USER_AGENT,
            'x-github-api-version': API_VERSION,
            ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new GitHubApiError(redact(`${where} failed: ${describe(error)}`), undefined, undefined);
      }
      let text: string;
      try {
        text = await response.body.text();
      } catch (error) {
        throw new GitHubApiError(
          redact(`${where} failed while reading the response: ${describe(error)}`),
          response.statusCode,
          undefined,
        );
      }
      let json: unknown = undefined;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        const detail = errorDetail(json, text);
        const redactedDetail = detail === undefined ? undefined : redact(detail);
        throw new GitHubApiError(
          redact(`${where} returned HTTP ${response.statusCode}`) +
            (redactedDetail === undefined ? '' : `: ${redactedDetail}`),
          response.statusCode,
          redactedDetail,
        );
      }
      return { status: response.statusCode, headers: response.headers, json };
    },
    async close() {
      await ownDispatcher?.close();
    },
  };
}

/** GitHub's `message` plus any validation `errors[].message`, bounded in length. */
function errorDetail(json: unknown, text: string): string | undefined {
  let detail: string | undefined;
  if (typeof json === 'object' && json !== null) {
    const record = json as { message?: unknown; errors?: unknown };
    const parts: string[] = [];
    if (typeof record.message === 'string') parts.push(record.message);
    if (Array.isArray(record.errors)) {
      for (const item of record.errors) {
        const message = (item as { message?: unknown } | null)?.message;
        if (typeof message === 'string') parts.push(message);
      }
    }
    detail = parts.length > 0 ? parts.join('; ') : undefined;
  } else if (text.trim() !== '') {
    detail = text.trim();
  }
  if (detail === undefined) return undefined;
  return detail.length > MAX_ERROR_DETAIL_CHARS ? `${detail.slice(0, MAX_ERROR_DETAIL_CHARS)}…` : detail;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
