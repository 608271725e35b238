// One streamed HTTP/1.1 exchange with llama-server on its own connection, timed at the socket.
// cohesive: one HTTP/1.1 exchange — connect, send, decode chunked/SSE bytes, stamp, close.
import net from 'node:net';
import tls from 'node:tls';
import type { ConnectTarget } from './request.js';
import { ExchangeAbortedError, HttpExchangeError } from '../errors.js';

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

// ---------------------------------------------------------------------------------------------
// HTTP/1.1 response decoding.

const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE_BYTES = 4096;
const CR = 0x0d;
const LF = 0x0a;
const HEAD_END = Buffer.from('\r\n\r\n');

type Framing = 'chunked' | 'length' | 'close' | 'none';
type ChunkState = 'size' | 'data' | 'data-end' | 'trailer';

interface ParsedHead {
  status: number;
  framing: Framing;
  contentLength: number;
}

function parserError(message: string): HttpExchangeError {
  return new HttpExchangeError('HTTPParserError', message);
}

function parseHead(text: string): ParsedHead {
  const lines = text.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0]);
  if (!match) throw parserError(`invalid status line ${JSON.stringify(lines[0].slice(0, 80))}`);
  const status = Number(match[1]);
  let chunked = false;
  let contentLength: number | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon <= 0) throw parserError(`invalid header line ${JSON.stringify(line.slice(0, 80))}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'transfer-encoding') {
      const codings = value.toLowerCase().split(',');
      chunked = codings[codings.length - 1].trim() === 'chunked';
    } else if (name === 'content-length') {
      if (!/^\d{1,15}$/.test(value) || (contentLength !== null && contentLength !== Number(value))) {
        throw parserError(`invalid content-length ${JSON.stringify(value)}`);
      }
      contentLength = Number(value);
    }
  }
  let framing: Framing;
  if (status === 204 || status === 304) framing = 'none';
  else if (chunked) framing = 'chunked';
  else if (contentLength !== null) framing = contentLength === 0 ? 'none' : 'length';
  else framing = 'close';
  return { status, framing, contentLength: contentLength ?? 0 };
}

/** Serialises the request head and body into one buffer (one socket write). */
function requestBytes(request: ExchangeRequest): Buffer {
  const body = Buffer.from(request.body, 'utf8');
  let head = `POST ${request.path} HTTP/1.1\r\nhost: ${request.target.hostHeader}\r\n`;
  for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
  head += `content-length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
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
  const { signal, now, target } = request;
  if (signal?.aborted) return Promise.reject(new ExchangeAbortedError('request aborted before it started'));
  let payload: Buffer;
  try {
    payload = requestBytes(request);
  } catch (error) {
    return Promise.reject(asError(error));
  }
  return new Promise<ExchangeOutcome>((resolve, reject) => {
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    let phase: 'connecting' | 'head' | 'body' | 'done' = 'connecting';
    // Arrivals waiting for the deferred parse: chunks with their clock readings, then the ending.
    let queue: Array<{ chunk: Buffer; at: number }> = [];
    let queued = false;
    let ending: { at: number; error: Error | null } | null = null;
    // Decoder state.
    let head: Buffer | null = null;
    let framing: Framing = 'close';
    let remaining = 0;
    let chunkState: ChunkState = 'size';
    let lineCarry = '';

    const onAbort = (): void => finish(() => reject(new ExchangeAbortedError('request aborted')));
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      phase = 'done';
      if (deadline !== undefined) clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      settle();
    };
    /** (Re)starts the total deadline from now: first at the connection attempt, again at the send. */
    const armDeadline = (): void => {
      const limitMs = request.deadlineMs;
      if (limitMs === null || settled) return;
      if (deadline !== undefined) clearTimeout(deadline);
      deadline = setTimeout(() => {
        const at = now();
        finish(() => resolve({ kind: 'deadline', startedAt, at }));
      }, limitMs);
    };
    const fail = (error: Error, at: number): void =>
      finish(() => resolve({ kind: 'network-error', startedAt, at, error }));

    /** Hands one decoded piece to the sink; false once the exchange is over. */
    const deliver = (piece: Buffer, at: number): boolean => {
      if (piece.length === 0) return true;
      let keepReading: boolean;
      try {
        keepReading = sink.onResponseData(piece, at);
      } catch (error) {
        finish(() => reject(asError(error)));
        return false;
      }
      if (!keepReading) {
        finish(() => resolve({ kind: 'stopped', startedAt, at }));
        return false;
      }
      return true;
    };
    const complete = (at: number): void => finish(() => resolve({ kind: 'ended', startedAt, at }));

    const decodeChunked = (data: Buffer, start: number, at: number): void => {
      let pos = start;
      while (pos < data.length && !settled) {
        if (chunkState === 'data') {
          const take = Math.min(remaining, data.length - pos);
          if (!deliver(data.subarray(pos, pos + take), at)) return;
          pos += take;
          remaining -= take;
          if (remaining === 0) chunkState = 'data-end';
          continue;
        }
        const newline = data.indexOf(LF, pos);
        const end = newline < 0 ? data.length : newline;
        lineCarry += data.toString('latin1', pos, end);
        if (lineCarry.length > MAX_CHUNK_LINE_BYTES) throw parserError('chunk line too long');
        if (newline < 0) return;
        pos = newline + 1;
        const line = lineCarry.charCodeAt(lineCarry.length - 1) === CR ? lineCarry.slice(0, -1) : lineCarry;
        lineCarry = '';
        if (chunkState === 'data-end') {
          if (line.length !== 0) throw parserError('missing CRLF after chunk data');
          chunkState = 'size';
        } else if (chunkState === 'size') {
          const sizeText = line.split(';', 1)[0].trim();
          if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) {
            throw parserError(`invalid chunk size ${JSON.stringify(sizeText.slice(0, 20))}`);
          }
          remaining = Number.parseInt(sizeText, 16);
          chunkState = remaining === 0 ? 'trailer' : 'data';
        } else if (line.length === 0) {
          complete(at);
          return;
        }
      }
    };

    const decodeBody = (data: Buffer, start: number, at: number): void => {
      if (framing === 'chunked') {
        decodeChunked(data, start, at);
      } else if (framing === 'length') {
        const take = Math.min(remaining, data.length - start);
        if (!deliver(data.subarray(start, start + take), at)) return;
        remaining -= take;
        if (remaining === 0) complete(at);
      } else if (framing === 'close') {
        deliver(start === 0 ? data : data.subarray(start), at);
      }
    };

    /** Buffers head bytes until the head is complete, then hands the rest of the chunk to the body. */
    const decodeHead = (data: Buffer, at: number): void => {
      head = head === null ? data : Buffer.concat([head, data]);
      for (;;) {
        const endIndex = head.indexOf(HEAD_END);
        if (endIndex < 0) {
          if (head.length > MAX_HEAD_BYTES) throw parserError('response head exceeds 65536 bytes');
          return;
        }
        const parsed = parseHead(head.toString('latin1', 0, endIndex));
        const rest = head.subarray(endIndex + HEAD_END.length);
        if (parsed.status >= 100 && parsed.status < 200) {
          // An interim response (100 Continue, 103 Early Hints): the real head follows.
          head = rest;
          continue;
        }
        head = null;
        phase = 'body';
        framing = parsed.framing;
        remaining = parsed.contentLength;
        try {
          sink.onResponseStart(parsed.status);
        } catch (error) {
          finish(() => reject(asError(error)));
          return;
        }
        if (framing === 'none') {
          complete(at);
          return;
        }
        if (rest.length > 0) decodeBody(rest, 0, at);
        return;
      }
    };

    const parseArrivals = (): void => {
      queued = false;
      const arrivals = queue;
      queue = [];
      try {
        for (let i = 0; i < arrivals.length && !settled; i++) {
          const { chunk, at } = arrivals[i];
          if (phase === 'head') decodeHead(chunk, at);
          else decodeBody(chunk, 0, at);
        }
      } catch (error) {
        if (error instanceof HttpExchangeError) fail(error, arrivals[arrivals.length - 1].at);
        else finish(() => reject(asError(error)));
        return;
      }
      if (settled || ending === null) return;
      const { at, error } = ending;
      if (error !== null) fail(error, at);
      else if (phase === 'body' && framing === 'close') complete(at);
      else fail(new HttpExchangeError('SocketError', 'other side closed'), at);
    };
    const enqueue = (): void => {
      if (queued) return;
      queued = true;
      deferParse(parseArrivals);
    };

    // Until the request is sent (a refused or timed-out connection), the start is the connection attempt.
    let startedAt = now();
    const options = { host: target.address, port: target.port, noDelay: true };
    const socket: net.Socket = target.secure
      ? tls.connect({ ...options, servername: target.servername ?? undefined })
      : net.connect(options);
    socket.setTimeout(request.timeoutMs);
    closer.track(new Promise<void>((done) => socket.once('close', () => done())));
    socket.once(target.secure ? 'secureConnect' : 'connect', () => {
      if (settled) return;
      // The clock starts when the request leaves: read right before its bytes are written, in the
      // same synchronous step. Whatever kept this event loop busy until now is not the server's time.
      startedAt = now();
      // The deadline counts from the same reading as the latency it bounds, so a request that
      // exceeded it never reports an E2E below it (a slow connect is bounded by the socket timeout).
      armDeadline();
      phase = 'head';
      socket.write(payload);
    });
    socket.on('data', (chunk: Buffer) => {
      const at = now();
      if (settled || ending !== null) return;
      queue.push({ chunk, at });
      enqueue();
    });
    socket.on('timeout', () => {
      const at = now();
      if (settled || ending !== null) return;
      // Bytes that already arrived are parsed first; the timeout ends the exchange after them.
      ending = {
        at,
        error:
          phase === 'connecting'
            ? new HttpExchangeError('ConnectTimeoutError', 'Connect Timeout Error')
            : phase === 'head'
              ? new HttpExchangeError('HeadersTimeoutError', 'Headers Timeout Error')
              : new HttpExchangeError('BodyTimeoutError', 'Body Timeout Error'),
      };
      enqueue();
    });
    socket.on('error', (error: Error) => {
      const at = now();
      if (settled || ending !== null) return;
      ending = { at, error };
      enqueue();
    });
    socket.on('end', () => {
      const at = now();
      if (settled || ending !== null) return;
      ending = { at, error: null };
      enqueue();
    });
    socket.on('close', () => {
      const at = now();
      if (settled || ending !== null) return;
      ending = { at, error: new HttpExchangeError('SocketError', 'other side closed') };
      enqueue();
    });

    signal?.addEventListener('abort', onAbort, { once: true });
    armDeadline();
  });
}
