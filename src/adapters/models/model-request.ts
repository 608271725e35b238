// One request for a model file (or the Hub's API) with its redirects followed here, not by undici,
// so the optional token goes only where it belongs: `Authorization: Bearer …` on requests to the
// model URL's own origin, and never again once a redirect leaves it (Hugging Face sends files to a
// CDN with a signed URL). The token is never put in a message: errors name the URL the caller gave.
import { EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { ModelFetchError } from '../errors.js';

/** A bearer token for one origin (scheme, host and port), e.g. https://huggingface.co. */
export interface ModelCredential {
  token: string;
  origin: string;
}

/** The variable a model token is read from unless --token-env names another (Hugging Face's own). */
export const DEFAULT_TOKEN_ENV = 'HF_TOKEN';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** A credential for `url`'s origin, or undefined when there is no token. */
export function credentialFor(url: string, token: string | undefined): ModelCredential | undefined {
  if (token === undefined || token === '') return undefined;
  return { token, origin: new URL(url).origin };
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
  headersTimeout?: number;
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
  const what = request.what ?? start.href;
  let url = start;
  // Once a redirect leaves the credential's origin, the token is dropped for good.
  let credential = request.credential?.origin === start.origin ? request.credential : undefined;
  const redirects: Dispatcher.ResponseData['headers'][] = [];
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = {
      'accept-encoding': 'identity',
      'user-agent': 'paretopilot-capacity',
      ...request.headers,
    };
    if (credential && url.origin === credential.origin) headers.authorization = `Bearer ${credential.token}`;
    let response: Dispatcher.ResponseData;
    try {
      response = await dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        signal: request.signal,
        ...(request.headersTimeout !== undefined ? { headersTimeout: request.headersTimeout } : {}),
      });
    } catch (error) {
      const hopNote = hop > 0 ? ` (after ${hop} redirect${hop === 1 ? '' : 's'})` : '';
      throw new ModelFetchError(
        `${what}: request to ${start.href}${hopNote} failed: ${(error as Error).message}`,
        true,
        { cause: error },
      );
    }
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode) || location === undefined) return { response, url, redirects };
    await response.body.dump();
    redirects.push(response.headers);
    if (hop >= MAX_REDIRECTS)
      throw new ModelFetchError(`${what}: ${start.href} redirected more than ${MAX_REDIRECTS} times`);
    let next: URL;
    try {
      next = new URL(Array.isArray(location) ? location[0] : location, url);
    } catch {
      throw new ModelFetchError(`${what}: ${start.href} redirected to an invalid location`);
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:')
      throw new ModelFetchError(`${what}: ${start.href} redirected to a ${next.protocol} URL`);
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
