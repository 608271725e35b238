// One streamed HTTP/1.1 exchange with llama-server on its own connection, timed at the socket.
import net from 'node:net';
import tls from 'node:tls';
import type { ConnectTarget } from './request.js';
import { ExchangeAbortedError, HttpExchangeError } from '../errors.js';
import { ResponseDecoder } from './http-response.js';

/**
 * One HTTP/1.1 exchange on a dedicated connection (capacity-study spec §5.1: a new connection per
 * request), written directly on `node:net` for timing fidelity.
 *
 * llama-server advertises keep-alive but closes the socket after a streamed response; a pooled
 * connection would then fail the next request with a client-side reset. Each exchange therefore opens
 * its own socket, sends `Connection: close`, and closes the socket when the response is complete.
 *
 * Timing: the start is read right before the request bytes are written (see `exchange`); the clock is
 * then read in the socket's data path — once per chunk, as the bytes come off the
 * socket and before any parsing — and that reading is what every event completed by the chunk is
 * stamped with. Parsing (HTTP framing, SSE, JSON) runs later in the same loop turn, in one shared
 * `setImmediate` for all connections, so at high concurrency a stream's timestamps do not queue
 * behind other streams' parsing, and new connections are opened and written without waiting for it.
 */

/** Receives the response; called from the deferred parse, in order. */
export interface ResponseSink {
  onResponseStart(statusCode: number): void;
  /**
   * One piece of decoded body. `at` is the clock reading taken when the bytes came off the socket.
   * Return false to stop reading: the connection is dropped and the exchange ends as `stopped`.
   */
  onResponseData(chunk: Buffer, at: number): boolean;
}

export interface ExchangeRequest {
  target: ConnectTarget;
  path: string;
  /** Lower-case names; `host` and `content-length` are added. */
  headers: Readonly<Record<string, string>>;
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

/** Keeps every closing socket so callers can wait for all of them to be released. */
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

// ---------------------------------------------------------------------------------------------
// One shared deferred-parse queue: the socket callbacks only stamp and enqueue.

let parseQueue: Array<() => void> = [];
let parseScheduled = false;
// Parsing yields back to the event loop after this much work, so bytes that arrive meanwhile are
// stamped within a fraction of a millisecond even when many streams have data in the same turn.
const PARSE_SLICE_MS = 0.25;

function runParseQueue(): void {
  parseScheduled = false;
  const tasks = parseQueue;
  parseQueue = [];
  const until = performance.now() + PARSE_SLICE_MS;
  let done = 0;
  while (done < tasks.length) {
    tasks[done++]();
    if (done < tasks.length && performance.now() > until) break;
  }
  if (done < tasks.length) {
    // The rest go first in the next slice, ahead of connections that became ready since.
    parseQueue = done === 0 ? tasks : tasks.slice(done).concat(parseQueue);
    if (!parseScheduled) {
      parseScheduled = true;
      setImmediate(runParseQueue);
    }
  }
}

function deferParse(task: () => void): void {
  parseQueue.push(task);
  if (!parseScheduled) {
    parseScheduled = true;
    setImmediate(runParseQueue);
  }
}

/** Serialises the request head and body into one buffer (one socket write). */
function requestBytes(request: ExchangeRequest): Buffer {
  const body = Buffer.from(request.body, 'utf8');
  let head = `POST ${request.path} HTTP/1.1\r\nhost: ${request.target.hostHeader}\r\n`;
  for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
  head += `content-length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Bytes off the socket with the clock reading taken as they arrived. */
interface Arrival {
  chunk: Buffer;
  at: number;
}

/** How the socket ended (timeout, error, end or close), with the clock reading of that event. */
interface SocketEnding {
  at: number;
  /** null: the server ended the stream cleanly. */
  error: Error | null;
}

/**
 * One exchange's life: the socket callbacks only stamp and queue (arrivals, then the ending); the
 * deferred parse decodes them in order; `#finish` settles the promise once and releases the socket.
 */
class Exchange {
  readonly #request: ExchangeRequest;
  readonly #sink: ResponseSink;
  readonly #resolve: (outcome: ExchangeOutcome) => void;
  readonly #reject: (error: Error) => void;
  readonly #decoder: ResponseDecoder;
  #socket: net.Socket | undefined;
  #settled = false;
  #deadline: NodeJS.Timeout | undefined;
  #sent = false;
  /** Until the request is sent (a refused or timed-out connection), the connection attempt. */
  #startedAt = 0;
  /** Arrivals waiting for the deferred parse, and whether that parse is queued. */
  #arrivals: Arrival[] = [];
  #parseQueued = false;
  #ending: SocketEnding | null = null;

  constructor(
    request: ExchangeRequest,
    sink: ResponseSink,
    resolve: (outcome: ExchangeOutcome) => void,
    reject: (error: Error) => void,
  ) {
    this.#request = request;
    this.#sink = sink;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#decoder = new ResponseDecoder({
      start: (status) => this.#start(status),
      data: (piece, at) => this.#deliver(piece, at),
      end: (at) => this.#complete(at),
      settled: () => this.#settled,
    });
  }

  /** Connects and wires the socket, the abort signal and the deadline. */
  open(payload: Buffer, closer: ConnectionCloser): void {
    const { now, target } = this.#request;
    this.#startedAt = now();
    const options = { host: target.address, port: target.port, noDelay: true };
    const socket: net.Socket = target.secure
      ? tls.connect({ ...options, servername: target.servername ?? undefined })
      : net.connect(options);
    this.#socket = socket;
    socket.setTimeout(this.#request.timeoutMs);
    closer.track(new Promise<void>((done) => socket.once('close', () => done())));
    socket.once(target.secure ? 'secureConnect' : 'connect', () => this.#send(socket, payload));
    socket.on('data', (chunk: Buffer) => this.#arrive(chunk, now()));
    socket.on('timeout', () => {
      const at = now();
      // Bytes that already arrived are parsed first; the timeout ends the exchange after them.
      if (!this.#ended()) this.#end(at, this.#timeoutError());
    });
    socket.on('error', (error: Error) => {
      const at = now();
      if (!this.#ended()) this.#end(at, error);
    });
    socket.on('end', () => {
      const at = now();
      if (!this.#ended()) this.#end(at, null);
    });
    socket.on('close', () => {
      const at = now();
      if (!this.#ended()) this.#end(at, new HttpExchangeError('SocketError', 'other side closed'));
    });
    this.#request.signal?.addEventListener('abort', this.#onAbort, { once: true });
    this.#armDeadline();
  }

  #send(socket: net.Socket, payload: Buffer): void {
    if (this.#settled) return;
    // The clock starts when the request leaves: read right before its bytes are written, in the
    // same synchronous step. Whatever kept this event loop busy until now is not the server's time.
    this.#startedAt = this.#request.now();
    // The deadline counts from the same reading as the latency it bounds, so a request that
    // exceeded it never reports an E2E below it (a slow connect is bounded by the socket timeout).
    this.#armDeadline();
    this.#sent = true;
    socket.write(payload);
  }

  /** (Re)starts the total deadline from now: first at the connection attempt, again at the send. */
  #armDeadline(): void {
    const limitMs = this.#request.deadlineMs;
    if (limitMs === null || this.#settled) return;
    if (this.#deadline !== undefined) clearTimeout(this.#deadline);
    this.#deadline = setTimeout(() => {
      const at = this.#request.now();
      this.#finish(() => this.#resolve({ kind: 'deadline', startedAt: this.#startedAt, at }));
    }, limitMs);
  }

  #timeoutError(): HttpExchangeError {
    if (!this.#sent) return new HttpExchangeError('ConnectTimeoutError', 'Connect Timeout Error');
    if (!this.#decoder.inBody) return new HttpExchangeError('HeadersTimeoutError', 'Headers Timeout Error');
    return new HttpExchangeError('BodyTimeoutError', 'Body Timeout Error');
  }

  /** True once nothing more from the socket counts: settled, or its ending already queued. */
  #ended(): boolean {
    return this.#settled || this.#ending !== null;
  }

  #arrive(chunk: Buffer, at: number): void {
    if (this.#ended()) return;
    this.#arrivals.push({ chunk, at });
    this.#enqueue();
  }

  #end(at: number, error: Error | null): void {
    this.#ending = { at, error };
    this.#enqueue();
  }

  #enqueue(): void {
    if (this.#parseQueued) return;
    this.#parseQueued = true;
    deferParse(this.#parseArrivals);
  }

  /** The deferred parse: decodes every queued arrival in order, then the socket's ending if any. */
  readonly #parseArrivals = (): void => {
    this.#parseQueued = false;
    const arrivals = this.#arrivals;
    this.#arrivals = [];
    try {
      for (let i = 0; i < arrivals.length && !this.#settled; i++) {
        const { chunk, at } = arrivals[i];
        this.#decoder.decode(chunk, at);
      }
    } catch (error) {
      if (error instanceof HttpExchangeError) this.#fail(error, arrivals[arrivals.length - 1].at);
      else this.#finish(() => this.#reject(asError(error)));
      return;
    }
    if (this.#settled || this.#ending === null) return;
    const { at, error } = this.#ending;
    if (error !== null) this.#fail(error, at);
    else if (this.#decoder.endsAtClose) this.#complete(at);
    else this.#fail(new HttpExchangeError('SocketError', 'other side closed'), at);
  };

  #start(status: number): boolean {
    try {
      this.#sink.onResponseStart(status);
    } catch (error) {
      this.#finish(() => this.#reject(asError(error)));
      return false;
    }
    return true;
  }

  /** Hands one decoded piece to the sink; false once the exchange is over. */
  #deliver(piece: Buffer, at: number): boolean {
    if (piece.length === 0) return true;
    let keepReading: boolean;
    try {
      keepReading = this.#sink.onResponseData(piece, at);
    } catch (error) {
      this.#finish(() => this.#reject(asError(error)));
      return false;
    }
    if (!keepReading) {
      this.#finish(() => this.#resolve({ kind: 'stopped', startedAt: this.#startedAt, at }));
      return false;
    }
    return true;
  }

  #complete(at: number): void {
    this.#finish(() => this.#resolve({ kind: 'ended', startedAt: this.#startedAt, at }));
  }

  #fail(error: Error, at: number): void {
    this.#finish(() => this.#resolve({ kind: 'network-error', startedAt: this.#startedAt, at, error }));
  }

  readonly #onAbort = (): void =>
    this.#finish(() => this.#reject(new ExchangeAbortedError('request aborted')));

  /** Settles once: clears the deadline, detaches the signal, drops the connection. */
  #finish(settle: () => void): void {
    if (this.#settled) return;
    this.#settled = true;
    if (this.#deadline !== undefined) clearTimeout(this.#deadline);
    this.#request.signal?.removeEventListener('abort', this.#onAbort);
    this.#socket?.destroy();
    settle();
  }
}

/**
 * Sends one request and resolves when the body has been fully consumed, the sink stopped reading,
 * the network failed or the deadline passed. Rejects when the signal aborts, when the sink throws
 * (its error is passed through unchanged) or on a client-side fault.
 *
 * `startedAt` is read when the request leaves: on the connected socket, immediately before the request
 * bytes are written in the same synchronous step. A server that is slow to accept, read or answer
 * counts (the kernel completes the TCP handshake on its own, so an application's accept backlog shows
 * up after the send); work that kept this client's event loop busy before the send does not. A
 * connection that fails before the send keeps the reading taken right before connecting. The total
 * deadline restarts from the same reading, so a `deadline` outcome always spans at least the deadline.
 */
export function exchange(
  request: ExchangeRequest,
  sink: ResponseSink,
  closer: ConnectionCloser,
): Promise<ExchangeOutcome> {
  if (request.signal?.aborted)
    return Promise.reject(new ExchangeAbortedError('request aborted before it started'));
  let payload: Buffer;
  try {
    payload = requestBytes(request);
  } catch (error) {
    return Promise.reject(asError(error));
  }
  // Inside the executor, so a connect that throws synchronously rejects the promise.
  return new Promise<ExchangeOutcome>((resolve, reject) =>
    new Exchange(request, sink, resolve, reject).open(payload, closer),
  );
}
