import { runQualitySuite } from '../../../src/adapters/load-client/quality-client.js';
import type { QualitySuiteOptions } from '../../../src/adapters/load-client/quality-client.js';
import { QualitySuiteError } from '../../../src/adapters/errors.js';
import { completionEvents, scheduleEvents, startScriptedSseServer } from '../../kits/sse-server.js';
import type { RecordedRequest, ResponseScript, ScriptedSseServer, ScriptFor } from '../../kits/sse-server.js';

const servers: ScriptedSseServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function chatReply(content: unknown, extraChoices = 0): ResponseScript {
  const choice = { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' };
  const body = JSON.stringify({
    id: 'x',
    object: 'chat.completion',
    choices: [choice, ...Array(extraChoices).fill(choice)],
  });
  return { framing: 'content-length', writes: [{ delayMs: 0, data: body }] };
}

/** Answers chat requests with `answers[prompt]` and streams `/completion` with `tokens` tokens. */
function llamaLike(answers: Record<string, unknown>, tokens = 8): ScriptFor {
  return (request: RecordedRequest) => {
    const body = JSON.parse(request.body.toString('utf8'));
    if (request.path === '/v1/chat/completions') return chatReply(answers[body.messages[1].content]);
    return { writes: scheduleEvents(completionEvents({ tokens, pieces: ['a', 'b'] }), 3, 1) };
  };
}

async function serve(script: ScriptFor): Promise<ScriptedSseServer> {
  const server = await startScriptedSseServer(script);
  servers.push(server);
  return server;
}

function options(baseUrl: string, overrides: Partial<QualitySuiteOptions> = {}): QualitySuiteOptions {
  return {
    baseUrl,
    cases: [
      { id: 'word', prompt: 'Say WORD' },
      { id: 'json', prompt: 'Give JSON' },
    ],
    performance: { prompt: 'Write a paragraph.', generationTokens: 8, repetitions: 3, warmups: 1 },
    timeoutSeconds: 5,
    ...overrides,
  };
}

describe('runQualitySuite (spec §8.2)', () => {
  it('sends the exact chat body, then warmups and repetitions, and returns responses and samples', async () => {
    const server = await serve(llamaLike({ 'Say WORD': 'WORD', 'Give JSON': '{"a": 1}' }));
    const result = await runQualitySuite(options(server.baseUrl));

    expect(result.responses).toEqual([
      { id: 'word', response: 'WORD' },
      { id: 'json', response: '{"a": 1}' },
    ]);
    const chat = server.requests[0];
    expect(chat.method).toBe('POST');
    expect(chat.path).toBe('/v1/chat/completions');
    expect(chat.headers['content-type']).toBe('application/json');
    expect(chat.headers.accept).toBe('application/json');
    expect(chat.body.toString('utf8')).toBe(
      '{"messages":[{"role":"system","content":"Follow the user instruction exactly and answer concisely."},' +
        '{"role":"user","content":"Say WORD"}],"max_tokens":32,"seed":4242,"temperature":0,"stream":false}',
    );
    // 2 cases + 1 warmup + 3 repetitions, strictly sequential.
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1/chat/completions',
      '/completion',
      '/completion',
      '/completion',
      '/completion',
    ]);
    expect(server.maxActiveRequests).toBe(1);
    expect(server.requests[2].body.toString('utf8')).toBe(
      '{"prompt":"Write a paragraph.","n_predict":8,"ignore_eos":true,"seed":4242,"temperature":0,' +
        '"cache_prompt":false,"stream":true,"timings_per_token":false}',
    );

    expect(result.latencySamples.map((s) => s.index)).toEqual([1, 2, 3]);
    for (const sample of result.latencySamples) {
      expect(Object.keys(sample)).toEqual([
        'index',
        'ttft_ms',
        'e2e_latency_ms',
        'event_count',
        'predicted_tokens',
        'content',
      ]);
      expect(sample.event_count).toBe(9);
      expect(sample.predicted_tokens).toBe(8);
      expect(sample.content).toBe('abababab');
      expect(sample.ttft_ms).toBeGreaterThanOrEqual(3);
      expect(sample.ttft_ms).toBeLessThanOrEqual(sample.e2e_latency_ms);
    }
  });

  it.each([
    [
      'an HTTP error',
      () => ({ status: 500, framing: 'content-length', writes: [{ delayMs: 0, data: 'boom' }] }),
      'quality case json: HTTP 500: boom',
    ],
    [
      'a non-string content',
      () => chatReply(null),
      'quality case json: response "choices[0].message.content" must be a string',
    ],
    [
      'two choices',
      () => chatReply('x', 1),
      'quality case json: response "choices" must be an array with exactly one element',
    ],
    [
      'a body that is not JSON',
      () => ({ framing: 'content-length', writes: [{ delayMs: 0, data: 'not json' }] }),
      'quality case json: response body is not valid JSON',
    ],
    [
      'a dropped connection',
      () => ({ writes: [{ delayMs: 0, data: '{"cho' }], ending: 'destroy' }),
      'quality case json: network error: ',
    ],
  ] as Array<[string, () => ResponseScript, string]>)(
    'is fatal, naming the case, for %s',
    async (_label, reply, message) => {
      const server = await serve((request) => (request.sequence === 2 ? reply() : chatReply('ok')));
      const error = await runQualitySuite(options(server.baseUrl)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QualitySuiteError);
      expect((error as Error).message.startsWith(message)).toBe(true);
      expect(error).toMatchObject({ phase: 'case', caseId: 'json', requestIndex: 2 });
    },
  );

  it('is fatal when a chat request times out', async () => {
    const server = await serve(() => ({ silent: true }));
    await expect(runQualitySuite(options(server.baseUrl, { timeoutSeconds: 0.2 }))).rejects.toThrow(
      'quality case word: network error: HeadersTimeoutError: Headers Timeout Error',
    );
  });

  it('is fatal when a performance repetition generates the wrong number of tokens', async () => {
    const server = await serve(llamaLike({ 'Say WORD': 'W', 'Give JSON': '{}' }, 6));
    await expect(runQualitySuite(options(server.baseUrl))).rejects.toMatchObject({
      message: 'quality performance warmup 1: server generated 6 tokens; expected exactly 8',
      phase: 'performance-warmup',
      caseId: null,
      requestIndex: 1,
    });
  });

  it('is fatal when a performance repetition stream fails', async () => {
    const answers = { 'Say WORD': 'W', 'Give JSON': '{}' };
    const base = llamaLike(answers);
    const server = await serve((request) =>
      request.sequence === 5 ? { status: 503, framing: 'content-length', writes: [] } : base(request),
    );
    await expect(runQualitySuite(options(server.baseUrl))).rejects.toMatchObject({
      message: 'quality performance repetition 2: HTTP 503',
      phase: 'performance-repetition',
      requestIndex: 2,
    });
  });
});
