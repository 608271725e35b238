import {
  concludeCompletionStream,
  pythonStrip,
  SseDataReader,
  StreamTracker,
} from '../../../src/adapters/load-client/sse.js';
import { SseProtocolError } from '../../../src/adapters/errors.js';
import type { SseFinish, StreamObservation } from '../../../src/adapters/load-client/sse.js';
import { completionEvents, sseEvent } from '../../kits/sse-server.js';

const encoder = new TextEncoder();

/** A llama-style stream with multi-byte UTF-8 content, a comment, an `event:` line and `[DONE]`. */
function recordedStream(lineEnding = '\n'): Uint8Array {
  const events = completionEvents({ tokens: 6, pieces: ['Hé', 'llo ', '日本', '🙂', ' ok', ''] });
  const text = [': keep-alive comment\n', 'event: message\n', ...events, 'data: [DONE]\n\n'].join('');
  return encoder.encode(text.replaceAll('\n', lineEnding));
}

interface Parsed {
  events: Array<{ line: number; event: Record<string, unknown> }>;
  finish: SseFinish;
}

function parseChunks(chunks: readonly Uint8Array[]): Parsed {
  const reader = new SseDataReader();
  const events: Parsed['events'] = [];
  const sink = (event: Record<string, unknown>, line: number): void => {
    events.push({ line, event });
  };
  for (const chunk of chunks) reader.push(chunk, sink);
  return { events, finish: reader.finish(sink) };
}

/** Deterministic PRNG so the property test is reproducible. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function splitAt(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    chunks.push(bytes.slice(start, offset));
    start = offset;
  }
  return chunks;
}

describe('SseDataReader chunk boundaries', () => {
  for (const ending of ['\n', '\r\n']) {
    const label = JSON.stringify(ending);
    const bytes = recordedStream(ending);
    const whole = parseChunks([bytes]);

    it(`parses the recorded stream with ${label} line endings`, () => {
      expect(whole.finish).toBe('complete');
      expect(whole.events).toHaveLength(7);
      expect(whole.events.map(({ event }) => event.content)).toEqual([
        'Hé',
        'llo ',
        '日本',
        '🙂',
        ' ok',
        '',
        '',
      ]);
      expect(whole.events[6].event.timings).toMatchObject({ predicted_n: 6 });
    });

    it(`gives the same result for a split at every byte position (${label})`, () => {
      for (let offset = 1; offset < bytes.length; offset++) {
        expect(parseChunks(splitAt(bytes, [offset]))).toEqual(whole);
      }
    });

    it(`gives the same result one byte at a time and for random multi-splits (${label})`, () => {
      const single = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
      expect(parseChunks(splitAt(bytes, single))).toEqual(whole);
      const random = lcg(4242);
      for (let trial = 0; trial < 200; trial++) {
        const cuts = new Set<number>();
        const count = 1 + Math.floor(random() * 12);
        for (let i = 0; i < count; i++) cuts.add(1 + Math.floor(random() * (bytes.length - 1)));
        expect(
          parseChunks(
            splitAt(
              bytes,
              [...cuts].sort((a, b) => a - b),
            ),
          ),
        ).toEqual(whole);
      }
    });
  }

  it('splits inside a four-byte UTF-8 character without corrupting it', () => {
    const bytes = encoder.encode(sseEvent({ content: '🙂' }));
    const emoji = bytes.indexOf(0xf0);
    for (let k = 1; k <= 3; k++) {
      expect(parseChunks(splitAt(bytes, [emoji + k])).events[0].event.content).toBe('🙂');
    }
  });
});

describe('SseDataReader line rules', () => {
  const parse = (text: string): Parsed => parseChunks([encoder.encode(text)]);

  it('skips comments, event/id/retry lines, blank lines and [DONE]', () => {
    const parsed = parse(
      ':comment\nevent: token\nid: 7\nretry: 10\n\n\ndata: {"content":"a"}\n\ndata:[DONE]\ndata:  {"content":"b"}  \n',
    );
    expect(parsed.events.map(({ event }) => event.content)).toEqual(['a', 'b']);
    expect(parsed.events.map(({ line }) => line)).toEqual([7, 10]);
  });

  it('reads several complete JSON data lines of one event as separate events, like the reference', () => {
    const parsed = parse('data: {"content":"a"}\ndata: {"content":"b"}\n\n');
    expect(parsed.events.map(({ event }) => event.content)).toEqual(['a', 'b']);
  });

  it('joins a JSON object spread over several data lines of one event with newlines', () => {
    const parsed = parse('data: {"content":\ndata: "x",\ndata: "stop": false}\n\n');
    expect(parsed.events).toEqual([{ line: 1, event: { content: 'x', stop: false } }]);
  });

  it('rejects a payload that is not JSON once its event ends, naming the line', () => {
    expect(() => parse('data: {"content":"a"}\n\ndata: {oops\n\n')).toThrow(
      new SseProtocolError('data payload is not a valid JSON object', 3),
    );
  });

  it('rejects JSON that is not an object', () => {
    expect(() => parse('data: [1,2]\n\n')).toThrow('SSE line 1: data payload must be a JSON object');
    expect(() => parse('data: "text"\n\n')).toThrow(SseProtocolError);
  });

  it('rejects invalid UTF-8 on a complete line', () => {
    const bytes = new Uint8Array([
      ...encoder.encode('data: {"content":"'),
      0xff,
      ...encoder.encode('"}\n\n'),
    ]);
    expect(() => parseChunks([bytes])).toThrow('SSE line 1: line is not valid UTF-8');
  });

  it('reports an unterminated last line that does not parse as truncation, not as malformed', () => {
    expect(parse('data: {"content":"a"}\n\ndata: {"conte').finish).toBe('truncated');
    const cutInsideChar = encoder.encode('data: {"content":"🙂"}').subarray(0, 21);
    expect(parseChunks([cutInsideChar]).finish).toBe('truncated');
    // A complete JSON object without the final newline is still an event.
    const lastLine = parse('data: {"content":"a"}');
    expect(lastLine.finish).toBe('complete');
    expect(lastLine.events).toHaveLength(1);
  });

  it('enforces the body cap on the running byte total', () => {
    const reader = new SseDataReader(64);
    reader.push(encoder.encode('data: {"content":"a"}\n\n'), () => {});
    expect(() => reader.push(new Uint8Array(64), () => {})).toThrow('response body exceeds 64 bytes');
  });

  it('stops reading once the sink returns false', () => {
    const reader = new SseDataReader();
    const seen: unknown[] = [];
    reader.push(encoder.encode('data: {"n":1}\n\ndata: {"n":2}\n\ndata: {"n":3}\n\n'), (event) => {
      seen.push(event.n);
      return event.n !== 2;
    });
    reader.push(encoder.encode('data: {"n":4}\n\n'), (event) => {
      seen.push(event.n);
    });
    expect(seen).toEqual([1, 2]);
    expect(reader.stopped).toBe(true);
  });

  it('trims with Python str.strip semantics', () => {
    expect(pythonStrip('\u001f\u0085 x \t\r')).toBe('x');
    expect(pythonStrip('\ufeffx')).toBe('\ufeffx');
    // A BOM-prefixed line is not a data line for the reference either.
    expect(parse('\ufeffdata: {"content":"a"}\n').events).toEqual([]);
  });
});

describe('StreamTracker and concludeCompletionStream', () => {
  function track(text: string, mode: 'completion' | 'chat' = 'completion', clockStart = 10) {
    let tick = clockStart;
    const tracker = new StreamTracker({ now: () => (tick += 0.001), mode, keepContent: true });
    const keepReading = tracker.push(encoder.encode(text));
    const finish = keepReading ? tracker.finish() : 'complete';
    return { observation: tracker.observation, finish, keepReading };
  }
  const conclude = (o: Readonly<StreamObservation>, f: SseFinish, expected: number) =>
    concludeCompletionStream(o, f, expected);

  it('times the first non-empty content, counts events, tokens and content events', () => {
    const stream = sseEvent({ content: '', tokens: [5] }) + completionEvents({ tokens: 3 }).join('');
    const { observation, finish } = track(stream.replace('"tokens":[5]', '"tokens":[]'));
    expect(observation.eventCount).toBe(5);
    expect(observation.contentEventCount).toBe(3);
    expect(observation.contentTimes).toHaveLength(3);
    expect(observation.firstContentAt).toBe(observation.contentTimes[0]);
    expect(observation.observedTokens).toBe(3);
    expect(observation.content).toBe('t1 t2 t3 ');
    expect(conclude(observation, finish, 3)).toEqual({
      kind: 'finished',
      predictedTokens: 3,
      completed: true,
      error: null,
    });
    expect(conclude(observation, finish, 4)).toEqual({
      kind: 'finished',
      predictedTokens: 3,
      completed: false,
      error: 'server generated 3 tokens; expected exactly 4',
    });
  });

  it('ignores a role-only chat chunk for TTFT in chat mode', () => {
    const stream =
      sseEvent({ choices: [{ index: 0, delta: { role: 'assistant', content: null } }] }) +
      sseEvent({ choices: [{ index: 0, delta: { content: 'Hi' } }] }) +
      sseEvent({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) +
      'data: [DONE]\n\n';
    const { observation } = track(stream, 'chat');
    expect(observation.eventCount).toBe(3);
    expect(observation.contentEventCount).toBe(1);
    expect(observation.content).toBe('Hi');
    // Clock ticks once per content event: the role chunk did not read the clock.
    expect(observation.firstContentAt).toBeCloseTo(10.001, 9);
  });

  it('stops at an in-band error event and reports it readably', () => {
    const stream =
      completionEvents({ tokens: 2 }).slice(0, 2).join('') +
      sseEvent({ error: { code: 500, message: 'Invalid UTF-8 in token', type: 'server_error' } }) +
      sseEvent({ content: 'after' });
    const { observation, keepReading } = track(stream);
    expect(keepReading).toBe(false);
    expect(observation.contentEventCount).toBe(2);
    expect(conclude(observation, 'complete', 2)).toEqual({
      kind: 'failed',
      error: 'server error event: Invalid UTF-8 in token (code 500, type server_error)',
    });
  });

  it('treats a stream that ends before any stop event as truncated', () => {
    const { observation, finish } = track(completionEvents({ tokens: 4 }).slice(0, 2).join(''));
    expect(conclude(observation, finish, 4)).toEqual({
      kind: 'failed',
      error: 'stream ended before final timings event (2 content events received)',
    });
  });

  it.each([
    ['no events at all', ': only a comment\n\n', 'stream contained no data events'],
    [
      'no content-bearing event',
      sseEvent({ content: '', stop: true, timings: { predicted_n: 0 } }),
      'no event with non-empty content',
    ],
    [
      'stop event without timings',
      sseEvent({ content: 'a', tokens: [1] }) + sseEvent({ content: '', stop: true }),
      'final event has no "timings" object',
    ],
    [
      'non-integer predicted_n',
      sseEvent({ content: 'a' }) + sseEvent({ content: '', stop: true, timings: { predicted_n: 1.5 } }),
      'timings.predicted_n" must be an integer >= 0',
    ],
    [
      'tokens disagreeing with predicted_n',
      sseEvent({ content: 'a', tokens: [1, 2] }) +
        sseEvent({ content: '', stop: true, timings: { predicted_n: 1 } }),
      'hold 2 tokens but timings.predicted_n is 1',
    ],
    [
      'more tokens than requested',
      completionEvents({ tokens: 3 }).join(''),
      'server generated 3 tokens, more than the requested 2',
    ],
  ])('is fatal for %s', (_label, stream, message) => {
    const { observation, finish } = track(stream);
    expect(() => conclude(observation, finish, 2)).toThrow(message);
  });

  it.each([
    ['a non-string content', sseEvent({ content: 5 }), '"content" must be a string'],
    ['a null content', sseEvent({ content: null }), '"content" must be a string'],
    [
      'non-integer tokens',
      sseEvent({ content: 'a', tokens: [1.5] }),
      '"tokens" must be an array of integers',
    ],
  ])('is fatal for %s while reading', (_label, stream, message) => {
    expect(() => track(stream)).toThrow(message);
  });
});
