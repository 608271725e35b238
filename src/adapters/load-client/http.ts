import { Client } from 'undici';
import type { Dispatcher } from 'undici';

/**
 * One HTTP exchange on a dedicated connection (capacity-study spec §5.1: a new connection per request).
 *
 * llama-server advertises keep-alive but closes the socket after a streamed response; a pooled
 * connection would then fail the next request with a client-side reset. Each exchange therefore owns
 * a fresh undici `Client`, sends `Connection: close`, and closes that client when it is done.
 */

/** Receives the response as it arrives; both callbacks run synchronously on the socket read. */
export interface ResponseSink {
  onResponseStart(statusCode: number): void;
  /** Return false to stop reading: the connection is dropped and the exchange ends as `stopped`. */
  onResponseData(chunk: Buffer): boolean;
}

export interface ExchangeRequest {
  /** `scheme://host:port` */
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Connect timeout and idle-read timeout (headers wait and each gap between body chunks). */
  timeoutMs: number;
  /** Total per-request deadline, or null for none. */
  deadlineMs: number | null;
  now: () => number;
  signal?: AbortSignal;
}

/** Every `at` and `startedAt` is a clock reading in seconds taken synchronously at the event. */
export type ExchangeOutcome =
  | { kind: 'ended'; startedAt: number; at: number }
  | { kind: 'stopped'; startedAt: number; at: number }
  | { kind: 'network-error'; startedAt: number; at: number; error: Error }
  | { kind: 'deadline'; startedAt: number; at: number };

/** Thrown when the caller's signal aborted the exchange. */
export class ExchangeAbortedError extends Error {
  override readonly name = 'ExchangeAbortedError';
}

/** Keeps every closing client so callers can wait for all sockets to be released. */
export class ConnectionCloser {
  readonly #pending = new Set<Promise<void>>();

  track(closing: Promise<unknown>): void {
    const settled = closing.then(
      () => undefined,
      () => undefined,
    );
    this.#pending.add(settled);
    void settled.then(() => this.#pending.delete(settled));
  }

  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}

// undici programming errors are bugs in this client, never a server or network fault.
const CLIENT_FAULT_CODES = new Set([
  'UND_ERR_INVALID_ARG',
  'UND_ERR_NOT_SUPPORTED',
  'UND_ERR_INVALID_RETURN_VALUE',
]);

function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** `network error: <type>: <message>` (§5.2); Node system errors are typed by their code. */
export function describeNetworkError(error: Error): string {
  const code = errorCode(error);
  const type = error.name === 'Error' && code !== undefined ? code : error.name;
  const message = error.message.length > 0 ? error.message : (code ?? 'no message');
  return `network error: ${type}: ${message}`;
}

/**
 * Sends one request and resolves when the body has been fully consumed, the sink stopped reading,
 * the network failed or the deadline passed. Rejects when the signal aborts, when the sink throws
 * (its error is passed through unchanged) or on a client-side fault.
 */
export function exchange(
  request: ExchangeRequest,
  sink: ResponseSink,
  closer: ConnectionCloser,
): Promise<ExchangeOutcome> {
  const { signal, now } = request;
  if (signal?.aborted) return Promise.reject(new ExchangeAbortedError('request aborted before it started'));
  return new Promise<ExchangeOutcome>((resolve, reject) => {
    const client = new Client(request.origin, {
      connectTimeout: request.timeoutMs,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
      pipelining: 1,
    });
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      finish(false, () => reject(new ExchangeAbortedError('request aborted')));
    };
    const finish = (graceful: boolean, settle: () => void): void => {
      if (settled) return;
      settled = true;
      if (deadline !== undefined) clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      settle();
      closer.track(graceful ? client.close() : client.destroy());
    };

    const handler: Dispatcher.DispatchHandler = {
      // Its presence selects undici's controller-style handler API (onResponseStart/Data/End/Error).
      onRequestStart() {},
      onResponseStart(_controller, statusCode) {
        if (settled || statusCode < 200) return;
        try {
          sink.onResponseStart(statusCode);
        } catch (error) {
          finish(false, () => reject(asError(error)));
        }
      },
      onResponseData(_controller, chunk) {
        if (settled) return;
        let keepReading: boolean;
        try {
          keepReading = sink.onResponseData(chunk);
        } catch (error) {
          finish(false, () => reject(asError(error)));
          return;
        }
        if (!keepReading) {
          const at = now();
          finish(false, () => resolve({ kind: 'stopped', startedAt, at }));
        }
      },
      onResponseEnd() {
        const at = now();
        finish(true, () => resolve({ kind: 'ended', startedAt, at }));
      },
      onResponseError(_controller, error) {
        const at = now();
        const code = errorCode(error);
        if (code !== undefined && CLIENT_FAULT_CODES.has(code)) {
          finish(false, () => reject(error));
          return;
        }
        finish(false, () => resolve({ kind: 'network-error', startedAt, at, error }));
      },
    };

    signal?.addEventListener('abort', onAbort, { once: true });
    if (request.deadlineMs !== null) {
      deadline = setTimeout(() => {
        const at = now();
        finish(false, () => resolve({ kind: 'deadline', startedAt, at }));
      }, request.deadlineMs);
    }
    // §5.2: `started` is read immediately before the request is opened (before connecting).
    const startedAt = now();
    try {
      client.dispatch(
        {
          path: request.path,
          method: 'POST',
          headers: request.headers,
          body: request.body,
          reset: true,
          blocking: true,
        },
        handler,
      );
    } catch (error) {
      finish(false, () => reject(asError(error)));
    }
  });
}
