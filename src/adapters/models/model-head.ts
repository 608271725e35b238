// A pinned model URL asked for its status and size without downloading it: one HEAD request (a range
// request where HEAD is refused) with the downloads' proxy settings and redirect rule (a token only
// for the URL's own origin), bounded in time.
import type { Dispatcher } from 'undici';
import { validateUrl } from './verified-download.js';
import { ModelFetchError } from '../errors.js';
import {
  createModelDispatcher,
  declaredSize,
  networkErrorCode,
  requestModel,
  type ModelCredential,
} from './model-request.js';
import { urlForDisplay } from '../../domain/plan/model-ref.js';

export type UrlProbe =
  /** The server answered 2xx; `sizeBytes` is its Content-Length, when it sent one. */
  | { kind: 'ok'; status: number; sizeBytes: number | undefined }
  /** The server answered with an error status (404: no such file). */
  | { kind: 'http-error'; status: number }
  /** No answer (offline, DNS, refused, timed out): nothing is known about the file. */
  | { kind: 'unreachable'; reason: string };

export interface ProbeOptions {
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
  /** For a gated or private model: sent only over https to the credential's origin. */
  credential?: ModelCredential;
}

/** HEAD `url` (redirects followed); never throws for a network that is absent or refuses. */
export async function probeModelUrl(url: string, options: ProbeOptions = {}): Promise<UrlProbe> {
  const parsed = validateUrl(url, urlForDisplay(url));
  const owned = options.dispatcher ? undefined : createModelDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // One deadline for the whole probe (HEAD, then a GET where HEAD is refused).
  const deadline = AbortSignal.timeout(timeoutMs);
  const signals = [deadline, ...(options.signal ? [options.signal] : [])];
  const ask = async (method: 'HEAD' | 'GET') =>
    (
      await requestModel(dispatcher, parsed, {
        method,
        // A GET asks for a range: its Content-Range names the size, and the body is dropped unread.
        headers: method === 'GET' ? { range: 'bytes=0-' } : {},
        credential: options.credential,
        signal: AbortSignal.any(signals),
        headersTimeout: timeoutMs,
      })
    ).response;
  try {
    let response = await ask('HEAD');
    await response.body.dump();
    // Some servers refuse HEAD: a range request tells the same.
    if (response.statusCode === 405 || response.statusCode === 501) {
      response = await ask('GET');
      await response.body.dump({ limit: 64 * 1024 }); // reads at most this much, then closes quietly
    }
    if (response.statusCode >= 200 && response.statusCode < 300)
      return { kind: 'ok', status: response.statusCode, sizeBytes: declaredSize(response.headers) };
    return { kind: 'http-error', status: response.statusCode };
  } catch (thrown) {
    if (deadline.aborted && !options.signal?.aborted)
      return { kind: 'unreachable', reason: `no answer within ${timeoutMs / 1000} s` };
    // requestModel wraps the network's error; its code (ECONNREFUSED, …) is what a person reads.
    const error = thrown instanceof ModelFetchError && thrown.cause !== undefined ? thrown.cause : thrown;
    return { kind: 'unreachable', reason: networkErrorCode(error) ?? (error as Error).message };
  } finally {
    await owned?.close();
  }
}
