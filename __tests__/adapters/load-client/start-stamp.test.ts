import net from 'node:net';
import { ConnectionCloser, exchange } from '../../../src/adapters/load-client/http.js';
import { runLoadEvaluation } from '../../../src/adapters/load-client/load-client.js';
import type { LoadEvaluationOptions } from '../../../src/adapters/load-client/load-client.js';
import {
  parseBaseUrl,
  resolveTarget,
  STREAM_REQUEST_HEADERS,
} from '../../../src/adapters/load-client/request.js';
import { completionEvents, scheduleEvents, startScriptedSseServer } from '../../kits/sse-server.js';

// Where the start stamp sits (not timed: the delays are far larger than any scheduling noise, and
// each assertion compares against an event the test itself caused).

const clock = (): number => performance.now() / 1000;

function busyWait(ms: number): number {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Keep the event loop blocked, like a client busy with other streams.
  }
  return clock();
}

const CHUNKED_HEAD =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n';
const chunk = (text: string): string => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

/**
 * A server that lets each connection wait `delayMs` before it reads the request (as if its accept
 * loop were busy), then answers at once with four tokens.
 */
async function slowReader(delayMs: number): Promise<{
  baseUrl: string;
  connectedAt: number[];
  readAt: number[];
  close: () => Promise<void>;
}> {
  const connectedAt: number[] = [];
  const readAt: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    connectedAt.push(clock());
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    setTimeout(() => {
      let buffered = '';
      socket.on('data', (data: Buffer) => {
        buffered += data.toString('latin1');
        const headEnd = buffered.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(buffered)?.[1] ?? -1);
        if (headEnd < 0 || buffered.length < headEnd + 4 + length) return;
        readAt.push(clock());
        socket.end(CHUNKED_HEAD + completionEvents({ tokens: 4 }).map(chunk).join('') + '0\r\n\r\n');
      });
      socket.resume();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    connectedAt,
    readAt,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const base = (baseUrl: string, overrides: Partial<LoadEvaluationOptions> = {}): LoadEvaluationOptions => ({
  baseUrl,
  prompts: ['alpha'],
  outputTokens: 4,
  warmupRequests: 0,
  measuredRequests: 1,
  executionOrder: [1],
  timeoutSeconds: 5,
  ...overrides,
});

describe('start timestamp placement', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('counts a server that is slow to take up the connection in TTFT and E2E', async () => {
    const server = await slowReader(150);
    closers.push(server.close);
    const sample = (await runLoadEvaluation(base(server.baseUrl))).levels[0].samples[0];
    expect(sample.completed).toBe(true);
    // The server took the request up 150 ms after the clock started, and that wait is inside TTFT.
    expect(server.readAt[0] - server.connectedAt[0]).toBeGreaterThanOrEqual(0.14);
    expect(server.readAt[0] - sample.started_at_seconds).toBeGreaterThanOrEqual(0.14);
    expect(sample.ttft_ms).toBeGreaterThanOrEqual(140);
    expect(sample.e2e_latency_ms).toBeGreaterThanOrEqual(140);
  });

  it('does not count client-side queueing before the request is sent', async () => {
    const server = await startScriptedSseServer(() => ({
      writes: scheduleEvents(completionEvents({ tokens: 4 })),
    }));
    closers.push(() => server.close());
    // The evaluation is asked for, then this event loop stays busy for 400 ms before it can send.
    const running = runLoadEvaluation(base(server.baseUrl));
    const unblockedAt = busyWait(400);
    const sample = (await running).levels[0].samples[0];
    expect(sample.completed).toBe(true);
    expect(sample.started_at_seconds).toBeGreaterThanOrEqual(unblockedAt);
    // Well under the 400 ms of queueing, with room for a loaded machine's scheduler.
    expect(sample.ttft_ms).toBeLessThan(250);
    expect(server.requests[0].receivedAt).toBeGreaterThanOrEqual(sample.started_at_seconds);
  });

  it('stamps an exchange when its bytes are written, not when it was opened', async () => {
    // The connection is opened, then the loop is held for 150 ms before the connect callback can run:
    // a client that read the clock when it opened the connection would count those 150 ms.
    const server = await startScriptedSseServer(() => ({
      writes: scheduleEvents(completionEvents({ tokens: 4 })),
    }));
    closers.push(() => server.close());
    const closer = new ConnectionCloser();
    const target = await resolveTarget(parseBaseUrl(server.baseUrl));
    const askedAt = clock();
    const pending = exchange(
      {
        target,
        path: '/completion',
        headers: STREAM_REQUEST_HEADERS,
        body: '{}',
        timeoutMs: 5000,
        deadlineMs: null,
        now: clock,
      },
      { onResponseStart: () => {}, onResponseData: () => true },
      closer,
    );
    const unblockedAt = busyWait(150);
    const outcome = await pending;
    await closer.drain();
    expect(outcome.kind).toBe('ended');
    expect(outcome.startedAt).toBeGreaterThanOrEqual(unblockedAt);
    expect(outcome.startedAt - askedAt).toBeGreaterThanOrEqual(0.14);
    expect(server.requests[0].receivedAt).toBeGreaterThanOrEqual(outcome.startedAt);
  });

  it('does not count the wait for a free client slot at C = 2 while the loop is saturated', async () => {
    // Request 1 streams slowly; request 2 holds the other slot. When request 2 finishes, its progress
    // callback blocks the loop for 300 ms: request 3 is queued behind that work and must not carry it.
    const server = await startScriptedSseServer((request) => ({
      writes: scheduleEvents(completionEvents({ tokens: 4 }), request.sequence === 1 ? 600 : 0, 0),
    }));
    closers.push(() => server.close());
    let blockedUntil = 0;
    const result = await runLoadEvaluation(
      base(server.baseUrl, {
        measuredRequests: 3,
        executionOrder: [2],
        onProgress: (event) => {
          if (event.requestIndex === 2) blockedUntil = busyWait(300);
        },
      }),
    );
    const [, , third] = result.levels[0].samples;
    expect(third.completed).toBe(true);
    expect(third.started_at_seconds).toBeGreaterThanOrEqual(blockedUntil);
    expect(third.ttft_ms).toBeLessThan(200);
  });
});
