import net from 'node:net';

/**
 * Scripted HTTP/1.1 server on 127.0.0.1:0 for load-client fault and timing tests.
 *
 * It speaks raw sockets so a script controls every byte and every gap: the status line, the headers,
 * each body write (each write leaves as one socket write, hence usually one TCP segment), the framing,
 * how the response ends, and whether the connection lies about keep-alive. All timestamps are
 * `performance.now() / 1000`, the load client's default clock, so tests compare them directly.
 */

export interface ScriptedWrite {
  /** Delay after the previous write (or after the headers for the first write). */
  delayMs: number;
  data: string | Uint8Array;
}

/** `chunked`: one HTTP chunk per write; `close-delimited`: raw bytes, end of body = socket close. */
export type BodyFraming = 'chunked' | 'close-delimited' | 'content-length';

/**
 * `finish`: complete the body (chunk terminator / close for close-delimited);
 * `destroy`: close the socket without completing the body (FIN); `reset`: abort with a TCP RST;
 * `hang`: send nothing more and keep the socket open.
 */
export type StreamEnding = 'finish' | 'destroy' | 'reset' | 'hang';

/**
 * `close`: `Connection: close`, socket closed after the response;
 * `keep-alive-then-close`: advertises keep-alive, then closes the socket right after the response
 * (what llama-server does after a stream);
 * `keep-alive-reset-on-reuse`: advertises keep-alive, keeps the socket open, and answers any further
 * request on it with a TCP reset — a client that reuses the socket fails deterministically.
 */
export type ConnectionBehaviour = 'close' | 'keep-alive-then-close' | 'keep-alive-reset-on-reuse';

export interface ResponseScript {
  /** Read the request and never send a single byte. */
  silent?: boolean;
  status?: number;
  /** Extra headers; they replace defaults with the same (lower-cased) name. */
  headers?: Record<string, string>;
  headerDelayMs?: number;
  framing?: BodyFraming;
  writes?: ScriptedWrite[];
  ending?: StreamEnding;
  connection?: ConnectionBehaviour;
}

export interface RecordedRequest {
  /** 1-based arrival order over the server's life. */
  sequence: number;
  /** 1-based accepted-connection number. */
  connectionId: number;
  method: string;
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  rawHead: string;
  body: Buffer;
  receivedAt: number;
  headersSentAt: number | null;
  /** Clock reading right before each scripted write. */
  writeTimes: number[];
  /** When the response was finished, destroyed or reset. */
  endedAt: number | null;
}

export interface ScriptedSseServer {
  baseUrl: string;
  port: number;
  requests: RecordedRequest[];
  readonly connectionCount: number;
  readonly activeRequests: number;
  readonly maxActiveRequests: number;
  close(): Promise<void>;
}

export type ScriptFor = (request: RecordedRequest) => ResponseScript;

const HEAD_END = Buffer.from('\r\n\r\n');

function clock(): number {
  return performance.now() / 1000;
}

function toBuffer(data: string | Uint8Array): Buffer {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
}

function parseHead(rawHead: string): { method: string; path: string; headers: Record<string, string> } {
  const [requestLine, ...lines] = rawHead.split('\r\n');
  const [method = '', path = ''] = requestLine.split(' ');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { method, path, headers };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export async function startScriptedSseServer(scriptFor: ScriptFor): Promise<ScriptedSseServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let connectionCount = 0;
  let active = 0;
  let maxActive = 0;

  const later = (socket: net.Socket, delayMs: number, action: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!socket.destroyed) action();
    }, delayMs);
    timers.add(timer);
  };

  const serve = (
    socket: net.Socket,
    record: RecordedRequest,
    script: ResponseScript,
    onDone: () => void,
  ): void => {
    active++;
    maxActive = Math.max(maxActive, active);
    let done = false;
    const complete = (): void => {
      if (done) return;
      done = true;
      active--;
      record.endedAt ??= clock();
      onDone();
    };
    socket.once('close', complete);
    if (script.silent) return;

    const status = script.status ?? 200;
    const framing = script.framing ?? 'chunked';
    const behaviour = script.connection ?? 'close';
    const writes = script.writes ?? [];
    const ending = script.ending ?? 'finish';
    const headers: Record<string, string> = {
      'content-type': status === 200 ? 'text/event-stream' : 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    };
    if (behaviour === 'close' || framing === 'close-delimited') {
      headers.connection = 'close';
    } else {
      headers.connection = 'keep-alive';
      headers['keep-alive'] = 'timeout=5, max=100';
    }
    if (framing === 'chunked') headers['transfer-encoding'] = 'chunked';
    if (framing === 'content-length') {
      headers['content-length'] = String(writes.reduce((sum, write) => sum + toBuffer(write.data).length, 0));
    }
    for (const [name, value] of Object.entries(script.headers ?? {})) headers[name.toLowerCase()] = value;
    const head =
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Status'}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';

    const end = (): void => {
      if (ending === 'hang') return;
      if (ending === 'reset') {
        record.endedAt = clock();
        socket.resetAndDestroy();
        return;
      }
      if (ending === 'destroy') {
        record.endedAt = clock();
        socket.destroy();
        return;
      }
      if (framing === 'chunked') socket.write('0\r\n\r\n');
      if (framing === 'close-delimited' || behaviour === 'close') {
        record.endedAt = clock();
        socket.end();
        return;
      }
      if (behaviour === 'keep-alive-then-close') {
        record.endedAt = clock();
        setImmediate(() => socket.end());
        return;
      }
      complete();
    };

    const writeAt = (i: number): void => {
      if (i >= writes.length) {
        end();
        return;
      }
      later(socket, writes[i].delayMs, () => {
        const data = toBuffer(writes[i].data);
        record.writeTimes.push(clock());
        if (data.length > 0) {
          socket.write(
            framing === 'chunked'
              ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
              : data,
          );
        }
        writeAt(i + 1);
      });
    };

    later(socket, script.headerDelayMs ?? 0, () => {
      record.headersSentAt = clock();
      socket.write(head);
      writeAt(0);
    });
  };

  const server = net.createServer((socket) => {
    connectionCount++;
    const connectionId = connectionCount;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    let buffered = Buffer.alloc(0);
    let busy = false;
    let resetOnReuse = false;

    const pump = (): void => {
      if (busy || socket.destroyed) return;
      const headEnd = buffered.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const rawHead = buffered.subarray(0, headEnd).toString('latin1');
      const { method, path, headers } = parseHead(rawHead);
      const length = Number.parseInt(headers['content-length'] ?? '0', 10) || 0;
      const bodyStart = headEnd + HEAD_END.length;
      if (buffered.length < bodyStart + length) return;
      if (resetOnReuse) {
        socket.resetAndDestroy();
        return;
      }
      const body = Buffer.from(buffered.subarray(bodyStart, bodyStart + length));
      buffered = buffered.subarray(bodyStart + length);
      const record: RecordedRequest = {
        sequence: requests.length + 1,
        connectionId,
        method,
        path,
        headers,
        rawHead,
        body,
        receivedAt: clock(),
        headersSentAt: null,
        writeTimes: [],
        endedAt: null,
      };
      requests.push(record);
      const script = scriptFor(record);
      busy = true;
      serve(socket, record, script, () => {
        busy = false;
        if (script.connection === 'keep-alive-reset-on-reuse') resetOnReuse = true;
        pump();
      });
    };

    socket.on('data', (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      pump();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address() as net.AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    get connectionCount() {
      return connectionCount;
    },
    get activeRequests() {
      return active;
    },
    get maxActiveRequests() {
      return maxActive;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One SSE event as llama-server frames it. */
export function sseEvent(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

export interface CompletionStreamOptions {
  tokens: number;
  /** Token texts, cycled; default `t1 `, `t2 `, … */
  pieces?: readonly string[];
  /** Value of the final `timings.predicted_n` (default: `tokens`). */
  predictedN?: number;
  /** Omit the `tokens` arrays (the reference then counts no observed tokens). */
  withoutTokenArrays?: boolean;
  stopType?: string;
}

/** Events of a `/completion` stream: one per token, then the final `stop` event with timings. */
export function completionEvents(options: CompletionStreamOptions): string[] {
  const events: string[] = [];
  for (let i = 1; i <= options.tokens; i++) {
    const content = options.pieces ? options.pieces[(i - 1) % options.pieces.length] : `t${i} `;
    const event: Record<string, unknown> = { index: 0, content };
    if (!options.withoutTokenArrays) event.tokens = [1000 + i];
    event.stop = false;
    event.tokens_predicted = i;
    events.push(sseEvent(event));
  }
  const predicted = options.predictedN ?? options.tokens;
  events.push(
    sseEvent({
      index: 0,
      content: '',
      tokens: [],
      stop: true,
      stop_type: options.stopType ?? 'limit',
      tokens_predicted: predicted,
      timings: {
        prompt_n: 4,
        prompt_ms: 1.5,
        predicted_n: predicted,
        predicted_ms: 10.25,
        predicted_per_second: 100.5,
      },
    }),
  );
  return events;
}

/** Writes one event per write: the first after `firstDelayMs`, the rest `gapMs` apart. */
export function scheduleEvents(events: readonly string[], firstDelayMs = 0, gapMs = 0): ScriptedWrite[] {
  return events.map((data, i) => ({ delayMs: i === 0 ? firstDelayMs : gapMs, data }));
}

/** Splits a byte stream into writes at the given byte offsets (ascending, exclusive of 0 and length). */
export function splitWrites(bytes: Uint8Array, offsets: readonly number[], delayMs = 0): ScriptedWrite[] {
  const writes: ScriptedWrite[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    writes.push({ delayMs, data: bytes.subarray(start, offset) });
    start = offset;
  }
  return writes;
}
