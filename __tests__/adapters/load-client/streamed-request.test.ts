// One streamed /completion request against a scripted SSE server: a full stream, an HTTP error, a
// short stream, a dropped connection and the total deadline, each as the sample-to-be it becomes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ConnectionCloser } from '../../../src/adapters/load-client/http.js';
import {
  completionRequestBody,
  parseBaseUrl,
  resolveTarget,
} from '../../../src/adapters/load-client/request.js';
import { streamCompletion, type StreamSettings } from '../../../src/adapters/load-client/streamed-request.js';
import {
  completionEvents,
  scheduleEvents,
  startScriptedSseServer,
  type ResponseScript,
  type ScriptedSseServer,
} from '../../kits/sse-server.js';

let script: ResponseScript = {};
let server: ScriptedSseServer;
const closer = new ConnectionCloser();

beforeAll(async () => {
  server = await startScriptedSseServer(() => script);
});
afterEach(() => closer.drain());
afterAll(() => server.close());

async function settings(over: Partial<StreamSettings> = {}): Promise<StreamSettings> {
  return {
    target: await resolveTarget(parseBaseUrl(server.baseUrl)),
    timeoutMs: 5_000,
    deadlineMs: null,
    now: () => performance.now() / 1000,
    closer,
    ...over,
  };
}

describe('streamCompletion', () => {
  it('sends the §5.1 body to /completion and reads a full stream as finished', async () => {
    script = { writes: scheduleEvents(completionEvents({ tokens: 4 })) };
    const result = await streamCompletion('hello', 4, await settings({ keepContent: true }));
    expect(result).toMatchObject({ kind: 'finished', predictedTokens: 4, completed: true, error: null });
    expect(result.finishedAt).toBeGreaterThanOrEqual(result.startedAt);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/completion');
    expect(request.body.toString('utf8')).toBe(completionRequestBody('hello', 4));
  });

  it('turns an HTTP error status into a failed request quoting the body', async () => {
    script = { status: 503, framing: 'content-length', writes: [{ delayMs: 0, data: '  Loading model \n' }] };
    expect(await streamCompletion('hello', 4, await settings())).toMatchObject({
      kind: 'failed',
      httpStatus: 503,
      observation: null,
      error: 'HTTP 503: Loading model',
    });
  });

  it('reports a stream that ends before its final event, and a connection dropped mid-stream', async () => {
    script = { writes: scheduleEvents(completionEvents({ tokens: 4 }).slice(0, 2)) };
    const short = await streamCompletion('hello', 4, await settings());
    expect(short.kind).toBe('failed');
    expect(short.error).toBe('stream ended before final timings event (2 content events received)');
    script = { writes: scheduleEvents(completionEvents({ tokens: 4 }).slice(0, 2)), ending: 'destroy' };
    const dropped = await streamCompletion('hello', 4, await settings());
    expect(dropped).toMatchObject({ kind: 'failed', httpStatus: 200 });
    expect(dropped.error).toMatch(/^network error: /);
  });

  it('ends a request that outlives the total deadline with the deadline named', async () => {
    script = { writes: scheduleEvents(completionEvents({ tokens: 1 }).slice(0, 1)), ending: 'hang' };
    expect(await streamCompletion('hello', 4, await settings({ deadlineMs: 50 }))).toMatchObject({
      kind: 'failed',
      error: 'network error: RequestDeadlineExceeded: request exceeded the total deadline of 0.05 s',
    });
  });
});
