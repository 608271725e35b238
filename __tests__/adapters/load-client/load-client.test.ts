import { createHash } from 'node:crypto';
import net from 'node:net';
import { Client } from 'undici';
import { runLoadEvaluation } from '../../../src/adapters/load-client/load-client.js';
import type { LoadEvaluationOptions, LoadSample } from '../../../src/adapters/load-client/load-client.js';
import { LoadClientConfigurationError, LoadEvaluationError } from '../../../src/adapters/errors.js';
import {
  completionEvents,
  scheduleEvents,
  splitWrites,
  sseEvent,
  startScriptedSseServer,
} from '../../kits/sse-server.js';
import type { ResponseScript, ScriptedSseServer, ScriptFor } from '../../kits/sse-server.js';

const servers: ScriptedSseServer[] = [];

async function serve(script: ScriptFor): Promise<ScriptedSseServer> {
  const server = await startScriptedSseServer(script);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const okStream = (tokens: number, extra: Partial<ResponseScript> = {}): ResponseScript => ({
  writes: scheduleEvents(completionEvents({ tokens })),
  ...extra,
});

function options(baseUrl: string, overrides: Partial<LoadEvaluationOptions> = {}): LoadEvaluationOptions {
  return {
    baseUrl,
    prompts: ['alpha', 'beta', 'gamma'],
    outputTokens: 4,
    warmupRequests: 0,
    measuredRequests: 1,
    executionOrder: [1],
    timeoutSeconds: 5,
    ...overrides,
  };
}

async function single(
  server: ScriptedSseServer,
  overrides: Partial<LoadEvaluationOptions> = {},
): Promise<LoadSample> {
  const result = await runLoadEvaluation(options(server.baseUrl, overrides));
  return result.levels[0].samples[0];
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const SPEC_KEYS = [
  'index',
  'prompt_index',
  'prompt_sha256',
  'completed',
  'ttft_ms',
  'e2e_latency_ms',
  'generated_tokens',
  'error',
  'started_at_seconds',
  'finished_at_seconds',
];
const EXTRA_KEYS = ['tpot_ms', 'itl_ms_p50', 'itl_ms_p95', 'content_event_count'];

describe('request shape (spec §5.1)', () => {
  it('POSTs the exact compact body and headers to <base>/completion on a fresh connection', async () => {
    const server = await serve(() => okStream(4));
    await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 2, prompts: ['héllo "q"'] }));
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/completion');
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers.accept).toBe('text/event-stream');
    expect(first.headers.connection).toBe('close');
    expect(first.body.toString('utf8')).toBe(
      '{"prompt":"héllo \\"q\\"","n_predict":4,"ignore_eos":true,"seed":4242,"temperature":0,' +
        '"cache_prompt":false,"stream":true,"timings_per_token":false}',
    );
    expect(second.connectionId).not.toBe(first.connectionId);
  });

  it('keeps a base URL path prefix in front of /completion', async () => {
    const server = await serve(() => okStream(4));
    await runLoadEvaluation(options(`${server.baseUrl}/proxy/`));
    expect(server.requests[0].path).toBe('/proxy/completion');
  });
});

describe('samples, levels and the client pool (spec §5.3–5.4)', () => {
  it('produces completed samples with every key, round-robin prompts and prompt hashes', async () => {
    const server = await serve(() => ({ writes: scheduleEvents(completionEvents({ tokens: 4 }), 2, 3) }));
    const result = await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 5 }));
    const samples = result.levels[0].samples;
    expect(samples.map((s) => s.index)).toEqual([1, 2, 3, 4, 5]);
    expect(samples.map((s) => s.prompt_index)).toEqual([1, 2, 3, 1, 2]);
    expect(samples.map((s) => s.prompt_sha256)).toEqual(
      ['alpha', 'beta', 'gamma', 'alpha', 'beta'].map(sha256),
    );
    expect(server.requests.map((r) => JSON.parse(r.body.toString()).prompt)).toEqual([
      'alpha',
      'beta',
      'gamma',
      'alpha',
      'beta',
    ]);
    for (const sample of samples) {
      expect(Object.keys(sample)).toEqual([...SPEC_KEYS, ...EXTRA_KEYS]);
      expect(sample.completed).toBe(true);
      expect(sample.error).toBeNull();
      expect(sample.generated_tokens).toBe(4);
      expect(sample.content_event_count).toBe(4);
      expect(sample.started_at_seconds).toBeGreaterThanOrEqual(0);
      expect(sample.finished_at_seconds).toBeGreaterThan(sample.started_at_seconds);
      expect(sample.e2e_latency_ms).toBe((sample.finished_at_seconds - sample.started_at_seconds) * 1000);
      const ttft = sample.ttft_ms as number;
      expect(ttft).toBeGreaterThanOrEqual(2);
      expect(ttft).toBeLessThanOrEqual(sample.e2e_latency_ms);
      expect(sample.tpot_ms).toBeCloseTo((sample.e2e_latency_ms - ttft) / 3, 9);
      // Content events are written 3 ms apart: gaps are real arrival times, not one reading per chunk.
      expect(sample.itl_ms_p50).toBeGreaterThanOrEqual(1);
      expect(sample.itl_ms_p95).toBeGreaterThanOrEqual(sample.itl_ms_p50 as number);
    }
  });

  it('runs levels in execution order, warmups before measured, at most C in flight, dispatched in index order', async () => {
    const server = await serve(() => ({ writes: scheduleEvents(completionEvents({ tokens: 4 }), 40, 2) }));
    let inFlightAtLevel4 = 0;
    const progress: string[] = [];
    const result = await runLoadEvaluation(
      options(server.baseUrl, {
        warmupRequests: 2,
        measuredRequests: 8,
        executionOrder: [4, 1],
        onProgress: (event) => {
          progress.push(
            `${event.concurrency}:${event.phase}:${event.finishedRequests}/${event.totalRequests}`,
          );
          if (event.concurrency === 4)
            inFlightAtLevel4 = Math.max(inFlightAtLevel4, server.maxActiveRequests);
        },
      }),
    );
    expect(result.levels.map((level) => level.concurrency)).toEqual([4, 1]);
    expect(server.requests).toHaveLength(20);
    expect(inFlightAtLevel4).toBe(4);
    expect(server.maxActiveRequests).toBe(4);
    expect(progress.slice(0, 2)).toEqual(['4:warmup:1/2', '4:warmup:2/2']);
    expect(progress[10]).toBe('1:warmup:1/2');
    expect(progress.filter((p) => p.includes('measured'))).toHaveLength(16);
    for (const level of result.levels) {
      const starts = level.samples.map((s) => s.started_at_seconds);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      expect(level.samples.every((s) => s.completed)).toBe(true);
    }
    // Closed loop at C=4: request 5 starts only after one of requests 1-4 finished.
    const four = result.levels[0].samples;
    const firstFinish = Math.min(...four.slice(0, 4).map((s) => s.finished_at_seconds));
    expect(four[4].started_at_seconds).toBeGreaterThanOrEqual(firstFinish);
    // C=1 runs strictly one at a time.
    const one = result.levels[1].samples;
    for (let i = 1; i < one.length; i++) {
      expect(one[i].started_at_seconds).toBeGreaterThanOrEqual(one[i - 1].finished_at_seconds);
    }
  });

  it('records a short generation as a failed sample with the spec message', async () => {
    const server = await serve(() => ({ writes: scheduleEvents(completionEvents({ tokens: 3 })) }));
    const sample = await single(server);
    expect(sample).toMatchObject({
      completed: false,
      generated_tokens: 3,
      error: 'server generated 3 tokens; expected exactly 4',
      tpot_ms: null,
    });
    expect(sample.ttft_ms).not.toBeNull();
  });

  it('accepts an injected clock and rejects one that runs backwards', async () => {
    const server = await serve(() => okStream(4));
    const offset = 5000;
    const sample = await single(server, { now: () => performance.now() / 1000 + offset });
    expect(sample.started_at_seconds).toBeGreaterThan(offset);
    let t = 100;
    await expect(single(server, { now: () => (t -= 1) })).rejects.toThrow(
      /concurrency 1 measured request 1: the clock must be finite, non-negative and advancing/,
    );
  });
});

describe('failures that become samples (spec §5.2)', () => {
  it('records HTTP 500 with its body, an empty error body, and a body cut at 4096 bytes', async () => {
    const bodies = ['  {"error":"slot unavailable"}\n', '', 'x'.repeat(5000)];
    const server = await serve((request) => ({
      status: 500,
      framing: 'content-length',
      writes: [{ delayMs: 0, data: bodies[request.sequence - 1] }],
    }));
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 3 }))).levels[0]
      .samples;
    expect(samples[0]).toMatchObject({
      completed: false,
      error: 'HTTP 500: {"error":"slot unavailable"}',
      ttft_ms: null,
      generated_tokens: 0,
      tpot_ms: null,
      itl_ms_p50: null,
      content_event_count: 0,
    });
    expect(samples[1].error).toBe('HTTP 500');
    // The error text itself is capped at 512 characters.
    expect(samples[2].error).toBe(`HTTP 500: ${'x'.repeat(502)}`);
  });

  it('records an idle server (connected, no bytes) as a timeout after timeoutSeconds', async () => {
    const server = await serve(() => ({ silent: true }));
    const sample = await single(server, { timeoutSeconds: 0.3 });
    expect(sample.completed).toBe(false);
    expect(sample.error).toBe('network error: HeadersTimeoutError: Headers Timeout Error');
    expect(sample.ttft_ms).toBeNull();
    expect(sample.e2e_latency_ms).toBeGreaterThanOrEqual(290);
    expect(sample.e2e_latency_ms).toBeLessThan(2000);
  });

  it('records a stream that stalls mid-body as an idle-read timeout, keeping TTFT and tokens so far', async () => {
    const server = await serve(() => ({
      writes: scheduleEvents(completionEvents({ tokens: 8 }).slice(0, 3)),
      ending: 'hang',
    }));
    const sample = await single(server, { timeoutSeconds: 0.25, outputTokens: 8 });
    expect(sample).toMatchObject({
      completed: false,
      error: 'network error: BodyTimeoutError: Body Timeout Error',
      generated_tokens: 3,
      content_event_count: 3,
      tpot_ms: null,
    });
    expect(sample.ttft_ms).not.toBeNull();
    expect(sample.e2e_latency_ms).toBeGreaterThanOrEqual(240);
  });

  it('records a stalled stream against the total per-request deadline', async () => {
    // Events keep trickling (no idle timeout) but the whole request outlives the deadline.
    const events = completionEvents({ tokens: 50 });
    const server = await serve(() => ({ writes: scheduleEvents(events, 0, 20) }));
    const sample = await single(server, { outputTokens: 50, timeoutSeconds: 5, requestDeadlineSeconds: 0.2 });
    expect(sample.completed).toBe(false);
    expect(sample.error).toBe(
      'network error: RequestDeadlineExceeded: request exceeded the total deadline of 0.2 s',
    );
    expect(sample.e2e_latency_ms).toBeGreaterThanOrEqual(195);
    expect(sample.e2e_latency_ms).toBeLessThan(1000);
    expect(sample.generated_tokens).toBeGreaterThan(0);
    expect(sample.generated_tokens).toBeLessThan(50);
  });

  it('records a connection dropped mid-stream as a network error', async () => {
    const server = await serve(() => ({
      writes: scheduleEvents(completionEvents({ tokens: 4 }).slice(0, 2)),
      ending: 'destroy',
    }));
    const sample = await single(server);
    expect(sample.completed).toBe(false);
    // undici reports the missing chunk terminator as a parser error (or a socket error, by timing).
    expect(sample.error).toMatch(/^network error: (HTTPParserError|SocketError): /);
    expect(sample.generated_tokens).toBe(2);
    expect(sample.ttft_ms).not.toBeNull();
  });

  it('records a connection reset mid-stream as a network error', async () => {
    const server = await serve(() => ({
      writes: scheduleEvents(completionEvents({ tokens: 4 }).slice(0, 1)),
      ending: 'reset',
    }));
    const sample = await single(server);
    expect(sample.error).toMatch(/^network error: /);
    expect(sample.generated_tokens).toBe(1);
  });

  it('records a clean close before the final timings event as a truncated stream', async () => {
    const events = completionEvents({ tokens: 4 });
    const server = await serve((request) => ({
      framing: 'close-delimited',
      // First request ends between events, the second in the middle of an event line.
      writes: scheduleEvents(
        request.sequence === 1 ? events.slice(0, 2) : [...events.slice(0, 2), events[2].slice(0, 12)],
      ),
    }));
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 2 }))).levels[0]
      .samples;
    for (const sample of samples) {
      expect(sample).toMatchObject({
        completed: false,
        error: 'stream ended before final timings event (2 content events received)',
        generated_tokens: 2,
        content_event_count: 2,
      });
    }
  });

  it('records an in-band error event as a failed sample and carries on with the next request', async () => {
    const server = await serve((request) =>
      request.sequence === 1
        ? {
            writes: scheduleEvents([
              ...completionEvents({ tokens: 4 }).slice(0, 2),
              sseEvent({ error: { code: 500, message: 'Invalid UTF-8 token', type: 'server_error' } }),
            ]),
            ending: 'hang',
          }
        : okStream(4),
    );
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 2 }))).levels[0]
      .samples;
    expect(samples[0]).toMatchObject({
      completed: false,
      error: 'server error event: Invalid UTF-8 token (code 500, type server_error)',
      generated_tokens: 2,
    });
    expect(samples[0].e2e_latency_ms).toBeLessThan(1000);
    expect(samples[1].completed).toBe(true);
  });

  it('records a refused connection as a network error', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const result = await runLoadEvaluation(options(`http://127.0.0.1:${port}`));
    expect(result.levels[0].samples[0].error).toMatch(
      /^network error: ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:/,
    );
  });
});

describe('timing fidelity against the server schedule', () => {
  it('measures a slow first token within a few ms of the server send time', async () => {
    const server = await serve(() => ({ writes: scheduleEvents(completionEvents({ tokens: 4 }), 120, 5) }));
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 5 }))).levels[0]
      .samples;
    const ttftErrors: number[] = [];
    const e2eErrors: number[] = [];
    samples.forEach((sample, i) => {
      const request = server.requests[i];
      const firstContentAt = sample.started_at_seconds + (sample.ttft_ms as number) / 1000;
      // Never early: the clock is read after the bytes were written.
      expect(sample.ttft_ms).toBeGreaterThanOrEqual(120);
      expect(firstContentAt).toBeGreaterThanOrEqual(request.writeTimes[0]);
      expect(sample.finished_at_seconds).toBeGreaterThanOrEqual(request.endedAt as number);
      ttftErrors.push((firstContentAt - request.writeTimes[0]) * 1000);
      e2eErrors.push((sample.finished_at_seconds - (request.endedAt as number)) * 1000);
    });
    // Median over five requests, so one scheduler hiccup on a busy machine does not decide the test.
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
    expect(median(ttftErrors)).toBeLessThan(5);
    expect(median(e2eErrors)).toBeLessThan(5);
  });

  it('does not count an empty first event as the first token', async () => {
    const server = await serve(() => ({
      writes: [
        { delayMs: 0, data: sseEvent({ content: '', tokens: [] }) },
        ...scheduleEvents(completionEvents({ tokens: 4 }), 80, 1),
      ],
    }));
    const sample = await single(server);
    expect(sample.ttft_ms).toBeGreaterThanOrEqual(80);
  });
});

describe('stream framing through real sockets', () => {
  it('parses a stream split at arbitrary byte positions, with \\r\\n, comments and [DONE]', async () => {
    const text = [
      ': ping\r\n\r\n',
      'event: completion\r\n',
      ...completionEvents({ tokens: 4, pieces: ['日', 'é', '🙂', 'z'] }),
      'data: [DONE]\r\n\r\n',
    ]
      .join('')
      .replaceAll(/(?<!\r)\n/g, '\r\n');
    const bytes = Buffer.from(text, 'utf8');
    const offsets = Array.from({ length: 40 }, (_, i) => Math.floor(((i + 1) * bytes.length) / 41));
    const server = await serve(() => ({ writes: splitWrites(bytes, [...new Set(offsets)], 1) }));
    const sample = await single(server);
    expect(sample).toMatchObject({ completed: true, generated_tokens: 4, content_event_count: 4 });
  });

  it('survives keep-alive advertised but the socket closed after each stream', async () => {
    const server = await serve(() => okStream(4, { connection: 'keep-alive-then-close' }));
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 3 }))).levels[0]
      .samples;
    expect(samples.map((s) => s.completed)).toEqual([true, true, true]);
    expect(server.connectionCount).toBe(3);
  });

  it('never reuses a kept-alive socket (a reusing client fails against the same server)', async () => {
    const server = await serve(() => okStream(4, { connection: 'keep-alive-reset-on-reuse' }));
    const samples = (await runLoadEvaluation(options(server.baseUrl, { measuredRequests: 3 }))).levels[0]
      .samples;
    expect(samples.map((s) => s.completed)).toEqual([true, true, true]);
    expect(new Set(server.requests.map((r) => r.connectionId)).size).toBe(3);

    // Control: one shared keep-alive client reuses the socket and is reset by the trap.
    const shared = new Client(server.baseUrl);
    try {
      const send = async (): Promise<void> => {
        const response = await shared.request({ path: '/completion', method: 'POST', body: '{}' });
        await response.body.text();
      };
      await send();
      await expect(send()).rejects.toThrow();
    } finally {
      await shared.destroy();
    }
  });
});

describe('fatal errors (spec §5.2, §5.3)', () => {
  it('names the level and request for a malformed stream', async () => {
    const server = await serve((request) =>
      request.sequence === 2
        ? { writes: [{ delayMs: 0, data: 'data: {"content": oops}\n\n' }] }
        : okStream(4),
    );
    const error = await runLoadEvaluation(
      options(server.baseUrl, { measuredRequests: 3, executionOrder: [2] }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadEvaluationError);
    expect(error).toMatchObject({
      message: 'concurrency 2 measured request 2: SSE line 1: data payload is not a valid JSON object',
      failure: 'stream',
      concurrency: 2,
      phase: 'measured',
      requestIndex: 2,
    });
  });

  it('fails the evaluation when a warmup does not complete', async () => {
    const server = await serve((request) =>
      request.sequence === 2 ? { status: 503, framing: 'content-length', writes: [] } : okStream(4),
    );
    await expect(
      runLoadEvaluation(options(server.baseUrl, { warmupRequests: 2, executionOrder: [1] })),
    ).rejects.toMatchObject({
      message: 'concurrency 1 warmup request 2 did not complete: HTTP 503',
      failure: 'warmup-incomplete',
      phase: 'warmup',
      requestIndex: 2,
    });
  });

  it('is fatal for a body over 4 MiB', async () => {
    const big = `: ${'p'.repeat(1024 * 1024)}\n`;
    const server = await serve(() => ({
      writes: Array.from({ length: 5 }, () => ({ delayMs: 0, data: big })),
      ending: 'hang',
    }));
    await expect(single(server)).rejects.toThrow(
      'concurrency 1 measured request 1: response body exceeds 4194304 bytes',
    );
  });

  it('is fatal when the final event has more tokens than requested or no content at all', async () => {
    const server = await serve(() => okStream(5));
    await expect(single(server)).rejects.toMatchObject({ failure: 'stream' });
    const empty = await serve(() => ({
      writes: [{ delayMs: 0, data: sseEvent({ content: '', stop: true, timings: { predicted_n: 0 } }) }],
    }));
    await expect(single(empty)).rejects.toThrow('stream contained no event with non-empty content');
  });

  it('aborts in-flight requests when the signal fires', async () => {
    const server = await serve(() => ({ writes: scheduleEvents(completionEvents({ tokens: 4 }), 2000) }));
    const controller = new AbortController();
    const running = runLoadEvaluation(
      options(server.baseUrl, { measuredRequests: 4, executionOrder: [2], signal: controller.signal }),
    );
    for (let i = 0; i < 500 && server.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(running).rejects.toMatchObject({ failure: 'aborted', concurrency: 2 });
    expect(server.requests.length).toBe(2);
  });

  it.each([
    [{ baseUrl: 'ftp://127.0.0.1:1' }, 'baseUrl: expected scheme http or https'],
    [{ prompts: [] }, 'prompts: expected at least one prompt'],
    [{ outputTokens: 1.5 }, 'outputTokens: expected an integer >= 1'],
    [{ executionOrder: [1, 1] }, 'executionOrder: concurrency levels must be distinct'],
    [{ timeoutSeconds: 0 }, 'timeoutSeconds: expected a finite number of seconds > 0'],
  ])('rejects bad options %j', async (override, message) => {
    const error = await runLoadEvaluation(options('http://127.0.0.1:9', override)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadClientConfigurationError);
    expect((error as Error).message.startsWith(message)).toBe(true);
  });
});
