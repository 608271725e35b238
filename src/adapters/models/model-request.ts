// One request for a model file (or the Hub's API) with its redirects followed here, not by undici,
// so the optional token goes only where it belongs: `Authorization: Bearer …` over https to an origin
// the token is meant for (the Hub's, or one the user named), and never again once a redirect leaves
// it (Hugging Face sends files to a CDN with a signed URL). The token is never put in a message:
// errors name the URL the caller gave, without any user:password it held. A refused connection or an
// unknown host is a definite answer (not retried), and a silent connection ends after an idle bound.
import { EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { urlForDisplay } from '../../domain/plan/model-ref.js';
import { ModelFetchError } from '../errors.js';

/** A bearer token for one origin (scheme, host and port), e.g. https://huggingface.co. */
export interface ModelCredential {
  token: string;
  origin: string;
}

/** A model token and the origins it may be sent to: the Hub's and those the user named (https only). */
export interface ModelToken {
  token: string;
  origins: readonly string[];
}

/** The variable a model token is read from unless --token-env names another (Hugging Face's own). */
export const DEFAULT_TOKEN_ENV = 'HF_TOKEN';

/** The Hub's address; HF_ENDPOINT overrides it as it does for Hugging Face's own tools. */
export const DEFAULT_HUB_ENDPOINT = 'https://huggingface.co';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** How long a model request may wait for headers, or between two body chunks, before it fails. */
export const IDLE_TIMEOUT_MS = 30_000;

/**
 * Network errors that answer the question for good: nothing listens there (connection refused), or
 * the name does not resolve. Retrying them only makes a person wait; a timeout or reset is retried.
 */
const DEFINITE_NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);

/** The Hub's endpoint: HF_ENDPOINT when set, else https://huggingface.co. */
export function hubEndpoint(env: NodeJS.ProcessEnv): string {
  return env.HF_ENDPOINT || DEFAULT_HUB_ENDPOINT;
}

/**
 * An origin a user names for the token (`--token-origin`, the action's `token-origins`): an https
 * URL with nothing but scheme, host and port. Returns its origin, or why it is refused.
 */
export function parseTokenOrigin(text: string): { origin: string } | { problem: string } {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url) return { problem: `${JSON.stringify(text)} is not a URL; expected https://host[:port]` };
  if (url.protocol !== 'https:')
    return { problem: `${urlForDisplay(text)} is not https: a token is never sent over plain http` };
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return { problem: `${urlForDisplay(text)} must be an origin only, e.g. https://models.example.com:8443` };
  return { origin: url.origin };
}

/**
 * The origins a token goes to: the Hub's (HF_ENDPOINT when set) when it is https, and every origin
 * the user named (already checked by parseTokenOrigin).
 */
export function tokenOrigins(hub: string, named: readonly string[]): string[] {
  const hubUrl = URL.canParse(hub) ? new URL(hub) : undefined;
  const origins = hubUrl?.protocol === 'https:' ? [hubUrl.origin] : [];
  for (const origin of named) if (!origins.includes(origin)) origins.push(origin);
  return origins;
}

/**
 * The token (undefined when unset or empty) with the origins it may go to: the Hub's (from `env`'s
 * HF_ENDPOINT) and the `named` ones, each checked by parseTokenOrigin — `refuse` turns a problem
 * into the caller's own error (a usage error, an action input error).
 */
export function modelTokenFor(
  token: string | undefined,
  env: NodeJS.ProcessEnv,
  named: readonly string[],
  refuse: (problem: string) => never,
): ModelToken | undefined {
  const origins = named.map((text) => {
    const parsed = parseTokenOrigin(text);
    return 'problem' in parsed ? refuse(parsed.problem) : parsed.origin;
  });
  if (token === undefined || token === '') return undefined;
  return { token, origins: tokenOrigins(hubEndpoint(env), origins) };
}

/** A credential for `url`'s origin when the token may go there (https, an origin it names), else undefined. */
export function credentialFor(url: string, token: ModelToken | undefined): ModelCredential | undefined {
  if (token === undefined || token.token === '' || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || !token.origins.includes(parsed.origin)) return undefined;
  return { token: token.token, origin: parsed.origin };
}

/** The network error code (ECONNREFUSED, ENOTFOUND, …) of a failed request, looked up its causes. */
export function networkErrorCode(error: unknown): string | undefined {
  let fallback: string | undefined;
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (!code.startsWith('UND_ERR_')) return code;
      fallback ??= code;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return fallback;
}

/**
 * The dispatcher model requests use: HTTPS_PROXY / HTTP_PROXY / NO_PROXY from the environment, and no
 * redirect interceptor, since `requestModel` follows redirects itself.
 */
export function createModelDispatcher(): Dispatcher {
  return new EnvHttpProxyAgent();
}

export interface ModelRequest {
  method: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  credential?: ModelCredential;
  signal?: AbortSignal;
  /** Idle bounds of this request (default IDLE_TIMEOUT_MS each). */
  headersTimeout?: number;
  bodyTimeout?: number;
  /** Name used in messages; defaults to the URL. */
  what?: string;
}

export interface ModelResponse {
  /** The final response, its body unread. */
  response: Dispatcher.ResponseData;
  /** The URL that answered it. */
  url: URL;
  /** Headers of the redirects on the way, in order (the Hub names a file's size and hash there). */
  redirects: Dispatcher.ResponseData['headers'][];
}

export async function requestModel(
  dispatcher: Dispatcher,
  start: URL,
  request: ModelRequest,
): Promise<ModelResponse> {
  const shown = urlForDisplay(start.href);
  const what = request.what ?? shown;
  let url = start;
  // Only over https, and once a redirect leaves the credential's origin, the token is dropped for good.
  let credential =
    start.protocol === 'https:' && request.credential?.origin === start.origin
      ? request.credential
      : undefined;
  const redirects: Dispatcher.ResponseData['headers'][] = [];
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = {
      'accept-encoding': 'identity',
      'user-agent': 'paretopilot-capacity',
      ...request.headers,
    };
    if (credential && url.protocol === 'https:' && url.origin === credential.origin)
      headers.authorization = `Bearer ${credential.token}`;
    let response: Dispatcher.ResponseData;
    try {
      response = await dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        signal: request.signal,
        headersTimeout: request.headersTimeout ?? IDLE_TIMEOUT_MS,
        bodyTimeout: request.bodyTimeout ?? IDLE_TIMEOUT_MS,
      });
    } catch (error) {
      const hopNote = hop > 0 ? ` (after ${hop} redirect${hop === 1 ? '' : 's'})` : '';
      const code = networkErrorCode(error);
      const definite = code !== undefined && DEFINITE_NETWORK_ERRORS.has(code);
      const detail = (error as Error).message || code || String(error);
      throw new ModelFetchError(
        `${what}: request to ${shown}${hopNote} failed: ${detail}${definite && code && !detail.includes(code) ? ` (${code})` : ''}`,
        !definite,
        { cause: error },
      );
    }
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode) || location === undefined) return { response, url, redirects };
    await response.body.dump();
    redirects.push(response.headers);
    if (hop >= MAX_REDIRECTS)
      throw new ModelFetchError(`${what}: ${shown} redirected more than ${MAX_REDIRECTS} times`);
    let next: URL;
    try {
      next = new URL(Array.isArray(location) ? location[0] : location, url);
    } catch {
      throw new ModelFetchError(`${what}: ${shown} redirected to an invalid location`);
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:')
      throw new ModelFetchError(`${what}: ${shown} redirected to a ${next.protocol} URL`);
    if (credential && next.origin !== credential.origin) credential = undefined;
    url = next;
  }
}

/** The size a response declares: Content-Range's total, Hugging Face's X-Linked-Size, Content-Length. */
export function declaredSize(headers: Dispatcher.ResponseData['headers']): number | undefined {
  const one = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const range = /^bytes \d+-\d+\/(\d+)$/.exec(one('content-range') ?? '');
  if (range) return Number(range[1]);
  for (const name of ['x-linked-size', 'content-length']) {
    const text = one(name);
    if (typeof text === 'string' && /^[0-9]+$/.test(text)) return Number(text);
  }
  return undefined;
}
