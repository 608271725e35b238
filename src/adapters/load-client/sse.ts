// Server-sent events reader for llama-server's streamed completions (pure; no IO).
import { SseProtocolError } from '../errors.js';
/**
 * Incremental reader for llama-server Server-Sent-Event bodies (capacity-study spec §5.2).
 *
 * Framing follows the reference evaluator, not the full SSE specification:
 * - the body is split into lines on `\n` only (a `\r\n` ending loses its `\r` to trimming; a lone `\r`
 *   is not a line break);
 * - each line is decoded as strict UTF-8 and trimmed with Python `str.strip()` semantics;
 * - empty lines, `:` comments, `event:`/`id:`/`retry:` and every other non-`data:` line are skipped;
 * - the payload after `data:` is trimmed; `[DONE]` is skipped; anything else must be a JSON object.
 *
 * Two documented extensions, both invisible for streams the reference accepts:
 * - multi-line `data:` events: a payload that is not valid JSON on its own is joined with the following
 *   `data:` lines of the same event (with `\n`, as the SSE specification joins them) until the joined
 *   text parses; it is malformed only if the event ends (blank line) before that happens;
 * - truncation: an unterminated last line (no `\n` before the body ended) that does not decode or
 *   parse is reported by `finish()` as `'truncated'` instead of as a malformed stream.
 */

export const SSE_MAX_BODY_BYTES = 4 * 1024 * 1024;

const LF = 0x0a;
// Bounds the multi-line fallback so a malformed stream without blank lines cannot go quadratic.
const MAX_JOINED_DATA_LINES = 64;

/** Python `str.isspace()` code points; JavaScript `trim()` differs on U+001C–U+001F, U+0085 and U+FEFF. */
function isPythonSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** `str.strip()` as the reference applies it to lines and payloads. */
export function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPythonSpace(text.charCodeAt(start))) start++;
  while (end > start && isPythonSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Receives each parsed `data:` object in stream order; return `false` to stop reading the stream. */
export type SseEventSink = (event: Record<string, unknown>, lineNumber: number) => boolean | void;

export type SseFinish = 'complete' | 'truncated';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Splits raw body bytes into parsed `data:` JSON objects; survives any chunk boundary. */
export class SseDataReader {
  readonly #maxBytes: number;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  #carry: Uint8Array[] = [];
  #carryLength = 0;
  #bytes = 0;
  #line = 0;
  #pending: { text: string; line: number; lines: number } | null = null;
  #stopped = false;

  constructor(maxBytes: number = SSE_MAX_BODY_BYTES) {
    this.#maxBytes = maxBytes;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  get bytesRead(): number {
    return this.#bytes;
  }

  /** Feeds one body chunk; throws `SseProtocolError` on a malformed stream or a body over the cap. */
  push(chunk: Uint8Array, sink: SseEventSink): void {
    if (this.#stopped) return;
    this.#bytes += chunk.length;
    if (this.#bytes > this.#maxBytes) {
      throw new SseProtocolError(`response body exceeds ${this.#maxBytes} bytes`, null);
    }
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(LF, start);
      if (newline < 0) break;
      let lineBytes: Uint8Array;
      if (this.#carryLength > 0) {
        this.#carry.push(chunk.subarray(start, newline));
        this.#carryLength += newline - start;
        lineBytes = this.#takeCarry();
      } else {
        lineBytes = chunk.subarray(start, newline);
      }
      start = newline + 1;
      this.#line++;
      this.#acceptLine(this.#decodeLine(lineBytes), sink);
      if (this.#stopped) return;
    }
    if (start < chunk.length) {
      // Copy: the caller may reuse the chunk's memory after push returns.
      this.#carry.push(chunk.slice(start));
      this.#carryLength += chunk.length - start;
    }
  }

  /** Signals the end of the body; flushes an unterminated last line. */
  finish(sink: SseEventSink): SseFinish {
    if (this.#stopped) return 'complete';
    if (this.#carryLength > 0) {
      const tail = this.#takeCarry();
      this.#line++;
      let text: string;
      try {
        text = this.#decoder.decode(tail);
      } catch {
        return 'truncated';
      }
      const outcome = this.#acceptLine(text, sink, true);
      if (outcome === 'unparsed') return 'truncated';
    }
    if (this.#pending !== null) {
      throw new SseProtocolError('data payload is not a valid JSON object', this.#pending.line);
    }
    return 'complete';
  }

  #takeCarry(): Uint8Array {
    const parts = this.#carry;
    const joined = new Uint8Array(this.#carryLength);
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    this.#carry = [];
    this.#carryLength = 0;
    return joined;
  }

  #decodeLine(bytes: Uint8Array): string {
    try {
      return this.#decoder.decode(bytes);
    } catch {
      throw new SseProtocolError('line is not valid UTF-8', this.#line);
    }
  }

  /** Returns 'unparsed' only for an unterminated tail whose payload did not parse. */
  #acceptLine(raw: string, sink: SseEventSink, unterminated = false): 'ok' | 'unparsed' {
    const line = pythonStrip(raw);
    if (line.length === 0) {
      // A blank line ends an SSE event: a half-joined multi-line payload can no longer complete.
      if (this.#pending !== null) {
        throw new SseProtocolError('data payload is not a valid JSON object', this.#pending.line);
      }
      return 'ok';
    }
    if (!line.startsWith('data:')) return 'ok';
    const payload = pythonStrip(line.slice(5));
    if (this.#pending === null && payload === '[DONE]') return 'ok';
    const text = this.#pending === null ? payload : `${this.#pending.text}\n${payload}`;
    const firstLine = this.#pending === null ? this.#line : this.#pending.line;
    const parsed = tryParseJson(text);
    if (!parsed.ok) {
      if (unterminated) return 'unparsed';
      const lines = this.#pending === null ? 1 : this.#pending.lines + 1;
      if (lines > MAX_JOINED_DATA_LINES) {
        throw new SseProtocolError('data payload is not a valid JSON object', firstLine);
      }
      this.#pending = { text, line: firstLine, lines };
      return 'ok';
    }
    this.#pending = null;
    if (!isPlainObject(parsed.value)) {
      throw new SseProtocolError('data payload must be a JSON object', firstLine);
    }
    if (sink(parsed.value, firstLine) === false) this.#stopped = true;
    return 'ok';
  }
}

/** Which field carries generated text: llama `/completion` events or OpenAI-style chat chunks. */
export type StreamContentMode = 'completion' | 'chat';

/** What one event contributes to a stream (§5.2). */
export interface StreamEventFields {
  content: string;
  /** Length of the `tokens` array, or 0 when absent/null. */
  tokenCount: number;
  stop: boolean;
  /** Readable text of an in-band `{"error": …}` event, else null. */
  error: string | null;
}

function describeInBandError(error: unknown): string {
  if (typeof error === 'string') return `server error event: ${error}`;
  if (isPlainObject(error)) {
    const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
    const details: string[] = [];
    if (typeof error.code === 'number' || typeof error.code === 'string') details.push(`code ${error.code}`);
    if (typeof error.type === 'string') details.push(`type ${error.type}`);
    return `server error event: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
  }
  return `server error event: ${JSON.stringify(error)}`;
}

function chatDeltaContent(event: Record<string, unknown>, lineNumber: number): string {
  const choices = event.choices;
  if (!Array.isArray(choices) || choices.length === 0) return '';
  const first: unknown = choices[0];
  if (!isPlainObject(first) || !isPlainObject(first.delta)) return '';
  const content = first.delta.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') {
    throw new SseProtocolError('"choices[0].delta.content" must be a string or null', lineNumber);
  }
  return content;
}

/** Validates one event's fields; throws `SseProtocolError` for the §5.2 fatal cases. */
export function readStreamEvent(
  event: Record<string, unknown>,
  lineNumber: number,
  mode: StreamContentMode = 'completion',
): StreamEventFields {
  if (event.error !== undefined && event.error !== null) {
    return { content: '', tokenCount: 0, stop: true, error: describeInBandError(event.error) };
  }
  let content: string;
  if (mode === 'chat') {
    content = chatDeltaContent(event, lineNumber);
  } else {
    const value = event.content === undefined ? '' : event.content;
    if (typeof value !== 'string') throw new SseProtocolError('"content" must be a string', lineNumber);
    content = value;
  }
  let tokenCount = 0;
  const tokens = event.tokens;
  if (tokens !== undefined && tokens !== null) {
    if (
      !Array.isArray(tokens) ||
      !tokens.every((token) => typeof token === 'number' && Number.isInteger(token))
    ) {
      throw new SseProtocolError('"tokens" must be an array of integers', lineNumber);
    }
    tokenCount = tokens.length;
  }
  return { content, tokenCount, stop: event.stop === true, error: null };
}

/**
 * Everything the client observed on one stream. Clock readings are the arrival time of the chunk
 * that completed the event when the caller passes one, else a reading taken right after the event parsed.
 */
export interface StreamObservation {
  eventCount: number;
  contentEventCount: number;
  /** Clock reading (seconds) for the first event with non-empty content. */
  firstContentAt: number | null;
  /** Clock readings (seconds) for each content-bearing event, in order. */
  contentTimes: number[];
  observedTokens: number;
  finalEvent: Record<string, unknown> | null;
  finalEventLine: number | null;
  sawStop: boolean;
  inBandError: string | null;
  /** Concatenated content (only when `keepContent`). */
  content: string;
}

export interface StreamTrackerOptions {
  now: () => number;
  mode?: StreamContentMode;
  keepContent?: boolean;
  maxBytes?: number;
}

/** Feeds body bytes through `SseDataReader` and records timing and counts per §5.2. */
export class StreamTracker {
  readonly #reader: SseDataReader;
  readonly #now: () => number;
  readonly #mode: StreamContentMode;
  readonly #keepContent: boolean;
  readonly #observation: StreamObservation = {
    eventCount: 0,
    contentEventCount: 0,
    firstContentAt: null,
    contentTimes: [],
    observedTokens: 0,
    finalEvent: null,
    finalEventLine: null,
    sawStop: false,
    inBandError: null,
    content: '',
  };
  readonly #sink: SseEventSink = (event, lineNumber) => this.#onEvent(event, lineNumber);
  /** Arrival time of the chunk being parsed, or null to read the clock per event. */
  #at: number | null = null;

  constructor(options: StreamTrackerOptions) {
    this.#reader = new SseDataReader(options.maxBytes);
    this.#now = options.now;
    this.#mode = options.mode ?? 'completion';
    this.#keepContent = options.keepContent ?? false;
  }

  get observation(): Readonly<StreamObservation> {
    return this.#observation;
  }

  /**
   * Feeds one body chunk; returns false once an in-band error event ended the stream. `at` is the
   * clock reading taken when the chunk came off the socket: every event the chunk completes is
   * stamped with it (without it, the clock is read as each content event is parsed).
   */
  push(chunk: Uint8Array, at?: number): boolean {
    this.#at = at ?? null;
    try {
      this.#reader.push(chunk, this.#sink);
    } finally {
      this.#at = null;
    }
    return !this.#reader.stopped;
  }

  /** Ends the body; `at` stamps an unterminated last event, like `push`. */
  finish(at?: number): SseFinish {
    this.#at = at ?? null;
    try {
      return this.#reader.finish(this.#sink);
    } finally {
      this.#at = null;
    }
  }

  #onEvent(event: Record<string, unknown>, lineNumber: number): boolean {
    const fields = readStreamEvent(event, lineNumber, this.#mode);
    const observation = this.#observation;
    if (fields.error !== null) {
      observation.inBandError = fields.error;
      return false;
    }
    observation.eventCount++;
    observation.finalEvent = event;
    observation.finalEventLine = lineNumber;
    observation.observedTokens += fields.tokenCount;
    if (fields.stop) observation.sawStop = true;
    if (fields.content.length > 0) {
      const at = this.#at ?? this.#now();
      if (observation.firstContentAt === null) observation.firstContentAt = at;
      observation.contentTimes.push(at);
      observation.contentEventCount++;
      if (this.#keepContent) observation.content += fields.content;
    }
    return true;
  }
}

/** How a fully read (or deliberately stopped) `/completion` stream ends up, per §5.2. */
export type StreamConclusion =
  | { kind: 'finished'; predictedTokens: number; completed: boolean; error: string | null }
  | { kind: 'failed'; error: string };

/**
 * Applies the §5.2 end-of-stream rules; throws `SseProtocolError` for every fatal case.
 * A stream that ended (cleanly or mid-line) after content but before any `stop: true` event and
 * without final timings is a truncation: a failed request, like a dropped connection.
 */
export function concludeCompletionStream(
  observation: Readonly<StreamObservation>,
  finish: SseFinish,
  expectedTokens: number,
): StreamConclusion {
  if (observation.inBandError !== null) return { kind: 'failed', error: observation.inBandError };
  const truncated = `stream ended before final timings event (${observation.contentEventCount} content events received)`;
  if (finish === 'truncated') return { kind: 'failed', error: truncated };
  if (observation.eventCount === 0) throw new SseProtocolError('stream contained no data events', null);
  if (observation.contentEventCount === 0) {
    throw new SseProtocolError('stream contained no event with non-empty content', null);
  }
  const final = observation.finalEvent as Record<string, unknown>;
  const timings = final.timings;
  if (!isPlainObject(timings)) {
    if (!observation.sawStop) return { kind: 'failed', error: truncated };
    throw new SseProtocolError('final event has no "timings" object', observation.finalEventLine);
  }
  const predicted = timings.predicted_n;
  if (typeof predicted !== 'number' || !Number.isInteger(predicted) || predicted < 0) {
    throw new SseProtocolError(
      'final event "timings.predicted_n" must be an integer >= 0',
      observation.finalEventLine,
    );
  }
  if (observation.observedTokens > 0 && observation.observedTokens !== predicted) {
    throw new SseProtocolError(
      `"tokens" arrays hold ${observation.observedTokens} tokens but timings.predicted_n is ${predicted}`,
      observation.finalEventLine,
    );
  }
  if (predicted > expectedTokens) {
    throw new SseProtocolError(
      `server generated ${predicted} tokens, more than the requested ${expectedTokens}`,
      observation.finalEventLine,
    );
  }
  const completed = predicted === expectedTokens;
  return {
    kind: 'finished',
    predictedTokens: predicted,
    completed,
    error: completed ? null : `server generated ${predicted} tokens; expected exactly ${expectedTokens}`,
  };
}
