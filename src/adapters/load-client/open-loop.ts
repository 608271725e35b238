// Open-loop load: each streamed request leaves at its scheduled instant (a timer loop on the monotonic clock, coarse sleep then a yielding spin), never waiting for earlier responses; records scheduled, sent and lag per request.
import { setMaxListeners } from 'node:events';
import { setImmediate as yieldTurn, setTimeout as sleep } from 'node:timers/promises';
import {
  ExchangeAbortedError,
  LoadClientConfigurationError,
  LoadEvaluationError,
  SseProtocolError,
} from '../errors.js';
import { ConnectionCloser } from './http.js';
import { parseBaseUrl, requireInteger, requireSeconds, resolveTarget, truncateText } from './request.js';
import { streamCompletion } from './streamed-request.js';
import type { StreamedCompletion, StreamSettings } from './streamed-request.js';

/** At most this many requests in one open-loop run. */
export const MAX_OPEN_LOOP_REQUESTS = 100_000;
/** The first instant is this far after the call, so the first send is not late by the set-up itself. */
const LEAD_IN_SECONDS = 0.02;
/** Sleep on a timer until this close to the instant, then spin on `setImmediate` (I/O keeps running). */
const SPIN_SECONDS = 0.002;
const MAX_ERROR_CHARS = 512;

/** One request of an open-loop run. Clock readings in seconds on the run's clock. */
export interface OpenLoopRecord {
  /** 1-based, in schedule order. */
  index: number;
  scheduledAt: number;
  /** When the timer loop handed the request to the exchange; null when never sent. */
  dispatchedAt: number | null;
  /** When its bytes left (after the loopback connect; the connect attempt for a refused connection). */
  sentAt: number | null;
  /** sentAt − scheduledAt in ms. */
  lagMs: number | null;
  /** Measured from `sentAt`, like the closed-loop client (the lag is reported apart and bounds validity). */
  ttftMs: number | null;
  e2eMs: number | null;
  tokens: number;
  completed: boolean;
  error: string | null;
}

export interface OpenLoopOptions {
  baseUrl: string;
  prompts: readonly string[];
  outputTokens: number;
  /** Send offsets in seconds from the run's origin, non-decreasing (e.g. `arrivalSchedule`). */
  offsets: readonly number[];
  /** No request is sent more than this many seconds after the origin; later ones stay unsent. */
  maxDurationSeconds: number;
  /** Requests in flight beyond this are not sent (recorded as such) rather than queued behind others. */
  maxInFlight?: number;
  timeoutSeconds: number;
  requestDeadlineSeconds?: number;
  /** Monotonic clock in seconds; default `performance.now() / 1000`. */
  now?: () => number;
  signal?: AbortSignal;
  /** Called as each request finishes; true stops sending (e.g. the probe's target is out of reach). */
  shouldStop?: (finished: OpenLoopRecord, records: readonly OpenLoopRecord[]) => boolean;
}

export interface OpenLoopResult {
  origin: number;
  records: OpenLoopRecord[];
  /** Requests never sent: stopped, past the duration, or over the in-flight limit. */
  unsent: number;
}

function validate(options: OpenLoopOptions): void {
  parseBaseUrl(options.baseUrl);
  if (!Array.isArray(options.prompts) || options.prompts.length === 0)
    throw new LoadClientConfigurationError('prompts', 'expected at least one prompt');
  requireInteger('outputTokens', options.outputTokens, 1);
  const offsets = options.offsets;
  if (!Array.isArray(offsets) || offsets.length === 0 || offsets.length > MAX_OPEN_LOOP_REQUESTS)
    throw new LoadClientConfigurationError('offsets', `expected 1..${MAX_OPEN_LOOP_REQUESTS} send offsets`);
  offsets.forEach((t, i) => {
    if (!Number.isFinite(t) || t < 0 || (i > 0 && t < offsets[i - 1]))
      throw new LoadClientConfigurationError(
        `offsets[${i}]`,
        `expected a finite, non-decreasing number >= 0, got ${t}`,
      );
  });
  requireSeconds('maxDurationSeconds', options.maxDurationSeconds);
  requireSeconds('timeoutSeconds', options.timeoutSeconds);
  if (options.requestDeadlineSeconds !== undefined)
    requireSeconds('requestDeadlineSeconds', options.requestDeadlineSeconds);
  if (options.maxInFlight !== undefined) requireInteger('maxInFlight', options.maxInFlight, 1);
}

/** Returns at or just after `instant`: never sleeps past it (the timer wakes early, the spin finishes). */
async function waitUntil(instant: number, now: () => number, signal: AbortSignal): Promise<void> {
  for (;;) {
    const remaining = instant - now();
    if (remaining <= 0 || signal.aborted) return;
    if (remaining > SPIN_SECONDS) {
      // An abort ends the wait at once; the caller sees `signal.aborted` and stops.
      await sleep((remaining - SPIN_SECONDS) * 1000, undefined, { signal }).catch(() => undefined);
    } else await yieldTurn();
  }
}

function fill(record: OpenLoopRecord, result: StreamedCompletion): void {
  const { startedAt, finishedAt, observation } = result;
  record.sentAt = startedAt;
  record.lagMs = (startedAt - record.scheduledAt) * 1000;
  record.e2eMs = (finishedAt - startedAt) * 1000;
  const first = observation?.firstContentAt ?? null;
  record.ttftMs = first === null ? null : (first - startedAt) * 1000;
  record.completed = result.kind === 'finished' && result.completed;
  record.tokens = result.kind === 'finished' ? result.predictedTokens : (observation?.observedTokens ?? 0);
  record.error = result.error === null ? null : truncateText(result.error, MAX_ERROR_CHARS);
}

function fatal(error: unknown, index: number | null): LoadEvaluationError {
  if (error instanceof ExchangeAbortedError)
    return new LoadEvaluationError(
      index === null ? 'open-loop run aborted' : `open-loop request ${index} aborted`,
      'aborted',
      null,
      'measured',
      index,
      {
        cause: error,
      },
    );
  const kind = error instanceof SseProtocolError ? 'stream' : 'client';
  const message = error instanceof Error ? error.message : String(error);
  return new LoadEvaluationError(`open-loop request ${index}: ${message}`, kind, null, 'measured', index, {
    cause: error,
  });
}

/**
 * Runs one open-loop schedule against `/completion` (the same §5.1 request and stream reading as the
 * closed-loop client). Failed requests are records; a broken stream, a client fault or the caller's
 * abort throws `LoadEvaluationError` after aborting what is in flight.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  validate(options);
  const target = await resolveTarget(parseBaseUrl(options.baseUrl));
  const now = options.now ?? ((): number => performance.now() / 1000);
  const closer = new ConnectionCloser();
  const controller = new AbortController();
  setMaxListeners(Math.max(10, (options.maxInFlight ?? 1024) + 1), controller.signal);
  const onOuterAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const settings: StreamSettings = {
    target,
    timeoutMs: options.timeoutSeconds * 1000,
    deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
    now,
    closer,
    signal: controller.signal,
  };
  const maxInFlight = options.maxInFlight ?? 1024;
  const origin = now() + LEAD_IN_SECONDS;
  const records: OpenLoopRecord[] = options.offsets.map((offset, i) => ({
    index: i + 1,
    scheduledAt: origin + offset,
    dispatchedAt: null,
    sentAt: null,
    lagMs: null,
    ttftMs: null,
    e2eMs: null,
    tokens: 0,
    completed: false,
    error: null,
  }));
  const inFlight = new Set<Promise<void>>();
  let stop = false;
  let failure: LoadEvaluationError | null = null;
  const send = (record: OpenLoopRecord): void => {
    const prompt = options.prompts[(record.index - 1) % options.prompts.length];
    record.dispatchedAt = now();
    const done = streamCompletion(prompt, options.outputTokens, settings).then(
      (result) => {
        fill(record, result);
        if (options.shouldStop?.(record, records)) stop = true;
      },
      (error: unknown) => {
        failure ??= fatal(error, record.index);
        controller.abort();
      },
    );
    const tracked = done.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  try {
    for (const record of records) {
      if (stop || failure !== null || controller.signal.aborted) break;
      if (options.offsets[record.index - 1] > options.maxDurationSeconds) break;
      await waitUntil(record.scheduledAt, now, controller.signal);
      if (stop || failure !== null || controller.signal.aborted) break;
      if (inFlight.size >= maxInFlight) record.error = `not sent: ${maxInFlight} requests already in flight`;
      else send(record);
    }
    await Promise.all(inFlight);
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
    controller.abort();
    await closer.drain();
  }
  const failed = failure as LoadEvaluationError | null;
  if (failed !== null) throw failed;
  if (options.signal?.aborted) throw fatal(new ExchangeAbortedError('open-loop run aborted'), null);
  for (const record of records)
    if (record.dispatchedAt === null && record.error === null)
      record.error = 'not sent: the run stopped before its instant';
  return { origin, records, unsent: records.filter((r) => r.dispatchedAt === null).length };
}
