import net from 'node:net';
import { ConnectionCloser, describeNetworkError, exchange } from '../../../src/adapters/load-client/http.js';
import type { ExchangeOutcome } from '../../../src/adapters/load-client/http.js';
import {
  parseBaseUrl,
  resolveTarget,
  STREAM_REQUEST_HEADERS,
} from '../../../src/adapters/load-client/request.js';

// The HTTP/1.1 response decoder of the streaming exchange, fed raw bytes split at every boundary.

interface RawServer {
  baseUrl: string;
  requests: string[];
  close(): Promise<void>;
}

/** Answers each request with `pieces`, one socket write each (1 ms apart), then `ending`. */
async function rawServer(pieces: readonly string[], ending: 'end' | 'hang' = 'end'): Promise<RawServer> {
  const requests: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    let text = '';
    let answered = false;
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/.exec(text)?.[1] ?? -1);
      if (answered || headEnd < 0 || text.length < headEnd + 4 + length) return;
      answered = true;
      requests.push(text);
      let i = 0;
      const next = (): void => {
        if (socket.destroyed) return;
        if (i < pieces.length) {
          socket.write(Buffer.from(pieces[i++], 'latin1'));
          setTimeout(next, 1);
        } else if (ending === 'end') socket.end();
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const servers: RawServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function run(
  pieces: readonly string[],
  options: {
    ending?: 'end' | 'hang';
    timeoutMs?: number;
    deadlineMs?: number;
    stopAfter?: number;
    /** Keeps this event loop busy for so many ms right after the request is issued. */
    blockAfterIssueMs?: number;
  } = {},
): Promise<{
  status: number | null;
  body: string;
  stamps: number[];
  outcome: ExchangeOutcome;
  request: string;
}> {
  const server = await rawServer(pieces, options.ending);
  servers.push(server);
  let status: number | null = null;
  let body = '';
  const stamps: number[] = [];
  const closer = new ConnectionCloser();
  const pending = exchange(
    {
      target: await resolveTarget(parseBaseUrl(`${server.baseUrl}/prefix`)),
      path: '/prefix/completion',
      headers: STREAM_REQUEST_HEADERS,
      body: '{"prompt":"é"}',
      timeoutMs: options.timeoutMs ?? 5000,
      deadlineMs: options.deadlineMs ?? null,
      now: () => performance.now() / 1000,
    },
    {
      onResponseStart: (code) => {
        status = code;
      },
      onResponseData: (chunk, at) => {
        body += chunk.toString('latin1');
        stamps.push(at);
        return options.stopAfter === undefined || body.length < options.stopAfter;
      },
    },
    closer,
  );
  if (options.blockAfterIssueMs !== undefined) {
    const until = performance.now() + options.blockAfterIssueMs;
    while (performance.now() < until);
  }
  const outcome = await pending;
  await closer.drain();
  return { status, body, stamps, outcome, request: server.requests[0] ?? '' };
}

const chunked = (...parts: string[]): string =>
  parts.map((part) => `${part.length.toString(16)}\r\n${part}\r\n`).join('') + '0\r\n\r\n';
const HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n';

/** Splits `text` into single-byte writes. */
function bytewise(text: string): string[] {
  return Array.from(text);
}

describe('streaming exchange on node:net', () => {
  it('writes one request with host, the given headers and a byte content-length', async () => {
    const { request } = await run([HEAD + chunked('x')]);
    const port = /host: 127\.0\.0\.1:(\d+)/.exec(request)?.[1];
    expect(request).toBe(
      `POST /prefix/completion HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
        'accept: text/event-stream\r\nconnection: close\r\ncontent-length: 15\r\n\r\n{"prompt":"Ã©"}',
    );
  });

  it('decodes a head and chunked body split at every byte, with extensions and trailers', async () => {
    const text =
      HEAD.replace('\r\n\r\n', '\r\nX-Long: ' + 'v'.repeat(300) + '\r\n\r\n') +
      '3;ext=1\r\nabc\r\n' +
      'A\r\n0123456789\r\n' +
      '0\r\nX-Trailer: yes\r\n\r\n';
    const { status, body, outcome } = await run(bytewise(text));
    expect(status).toBe(200);
    expect(body).toBe('abc0123456789');
    expect(outcome.kind).toBe('ended');
  });

  it('skips an interim 100 Continue head and reads the final one', async () => {
    const { status, body, outcome } = await run(['HTTP/1.1 100 Continue\r\n\r\n' + HEAD + chunked('ok')]);
    expect(status).toBe(200);
    expect(body).toBe('ok');
    expect(outcome.kind).toBe('ended');
  });

  it('ends a content-length body at its last byte, without waiting for the close', async () => {
    const { status, body, outcome } = await run(
      ['HTTP/1.1 503 Service Unavailable\r\nContent-Length: 8\r\n\r\nbusy', ' now'],
      { ending: 'hang' },
    );
    expect(status).toBe(503);
    expect(body).toBe('busy now');
    expect(outcome.kind).toBe('ended');
  });

  it('ends a close-delimited body at the close', async () => {
    const { body, outcome } = await run(['HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nraw ', 'bytes']);
    expect(body).toBe('raw bytes');
    expect(outcome.kind).toBe('ended');
  });

  it('stamps each piece with the arrival of its bytes, in order', async () => {
    const { stamps } = await run([HEAD, '1\r\na\r\n', '1\r\nb\r\n', '0\r\n\r\n']);
    expect(stamps).toHaveLength(2);
    expect(stamps[1]).toBeGreaterThan(stamps[0]);
  });

  it.each([
    [
      'a malformed status line',
      ['HTTP/2 OK\r\n\r\n'],
      /^network error: HTTPParserError: invalid status line/,
    ],
    [
      'a malformed chunk size',
      [HEAD + 'zz\r\nabc\r\n'],
      /^network error: HTTPParserError: invalid chunk size "zz"/,
    ],
    [
      'a missing CRLF after chunk data',
      [HEAD + '2\r\nabX\r\n'],
      /^network error: HTTPParserError: missing CRLF/,
    ],
    ['a close inside a chunked body', [HEAD + '5\r\nab'], /^network error: SocketError: other side closed$/],
    ['a close before any head', [], /^network error: SocketError: other side closed$/],
    [
      'conflicting content-length headers',
      ['HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nab'],
      /^network error: HTTPParserError: invalid content-length "3"/,
    ],
  ])('reports %s as a typed network error', async (_label, pieces, message) => {
    const { outcome } = await run(pieces);
    expect(outcome.kind).toBe('network-error');
    if (outcome.kind === 'network-error') expect(describeNetworkError(outcome.error)).toMatch(message);
  });

  it('reports a head that never ends as a headers timeout, and a stalled body as a body timeout', async () => {
    const head = await run(['HTTP/1.1 200 OK\r\n'], { ending: 'hang', timeoutMs: 150 });
    expect(head.outcome.kind === 'network-error' && describeNetworkError(head.outcome.error)).toBe(
      'network error: HeadersTimeoutError: Headers Timeout Error',
    );
    const body = await run([HEAD + '1\r\na\r\n'], { ending: 'hang', timeoutMs: 150 });
    expect(body.body).toBe('a');
    expect(body.outcome.kind === 'network-error' && describeNetworkError(body.outcome.error)).toBe(
      'network error: BodyTimeoutError: Body Timeout Error',
    );
  });

  it('counts the total deadline from the send, like the latency it bounds', async () => {
    // The connect callback (and so the send) runs only after 80 ms of a busy loop; a deadline armed
    // at the call would fire 80 ms early and report a span shorter than the deadline.
    const { outcome } = await run([HEAD + '1\r\na\r\n'], {
      ending: 'hang',
      deadlineMs: 150,
      blockAfterIssueMs: 80,
    });
    expect(outcome.kind).toBe('deadline');
    expect((outcome.at - outcome.startedAt) * 1000).toBeGreaterThanOrEqual(148);
    expect((outcome.at - outcome.startedAt) * 1000).toBeLessThan(1000);
  });

  it('stops reading when the sink says so', async () => {
    const { body, outcome } = await run([HEAD + '2\r\nab\r\n', '2\r\ncd\r\n'], {
      ending: 'hang',
      stopAfter: 2,
    });
    expect(body).toBe('ab');
    expect(outcome.kind).toBe('stopped');
  });
});
