// Runs a load evaluation: C concurrent streaming clients per level, samples kept in request order.
import { sha256Hex } from '../../domain/core/hashing.js';
import { median, p95 } from '../../domain/core/stats.js';
import type { Sample } from '../../domain/measurement/load-evaluation.js';
import { setMaxListeners } from 'node:events';
import { SseProtocolError, ExchangeAbortedError } from '../errors.js';
import { LoadClientConfigurationError, LoadEvaluationError } from '../errors.js';
import type { LoadPhase } from '../errors.js';
import { ConnectionCloser } from './http.js';
import { parseBaseUrl, requireInteger, requireSeconds, resolveTarget, truncateText } from './request.js';
import { streamCompletion } from './streamed-request.js';
import type { StreamedCompletion, StreamSettings } from './streamed-request.js';

/**
 * One measured request: the spec §5.4 keys plus the per-request latency extras, always present
 * here — tpot_ms = (e2e − ttft) / (generated_tokens − 1), null when failed or under 2 tokens;
 * itl_ms_p50/p95 over the gaps between content-bearing events, null with fewer than 2 events.
 */
export type LoadSample = Sample &
  Required<Pick<Sample, 'tpot_ms' | 'itl_ms_p50' | 'itl_ms_p95' | 'content_event_count'>>;

export interface LoadLevelResult {
  concurrency: number;
  /** In request-index order. */
  samples: LoadSample[];
}

export interface LoadEvaluationResult {
  /** In execution order. */
  levels: LoadLevelResult[];
}

export interface LoadProgressEvent {
  concurrency: number;
  phase: LoadPhase;
  requestIndex: number;
  /** Requests of this phase finished so far (this one included). */
  finishedRequests: number;
  totalRequests: number;
  /** The measured sample, or null for a warmup. */
  sample: LoadSample | null;
}

export interface LoadEvaluationOptions {
  /** `http(s)://host:port`; an optional path prefix is kept in front of `/completion`. */
  baseUrl: string;
  prompts: readonly string[];
  outputTokens: number;
  warmupRequests: number;
  measuredRequests: number;
  /** Client concurrency levels in the order they run (e.g. `[4, 2, 1]` for a reverse pass). */
  executionOrder: readonly number[];
  /** Connect timeout and idle-read timeout, like the reference's socket timeout. */
  timeoutSeconds: number;
  /** Optional total deadline per request; exceeding it is a failed sample. */
  requestDeadlineSeconds?: number;
  /** Monotonic clock in seconds, one origin for the whole evaluation; default `performance.now() / 1000`. */
  now?: () => number;
  signal?: AbortSignal;
  onProgress?: (event: LoadProgressEvent) => void;
}

const MAX_ERROR_CHARS = 512;

function defaultNow(): number {
  return performance.now() / 1000;
}

function interTokenGaps(contentTimes: readonly number[]): Float64Array {
  const gaps = new Float64Array(Math.max(0, contentTimes.length - 1));
  for (let i = 1; i < contentTimes.length; i++) gaps[i - 1] = (contentTimes[i] - contentTimes[i - 1]) * 1000;
  // Typed-array sort is numeric and avoids a comparator call per comparison.
  return gaps.sort();
}

interface ScheduledRequest {
  index: number;
  promptIndex: number;
  prompt: string;
  promptSha256: string;
}

function buildSample(request: ScheduledRequest, result: StreamedCompletion): LoadSample {
  const { startedAt, finishedAt, observation } = result;
  const e2e = (finishedAt - startedAt) * 1000;
  const firstContentAt = observation?.firstContentAt ?? null;
  const ttft = firstContentAt === null ? null : (firstContentAt - startedAt) * 1000;
  const gaps = interTokenGaps(observation?.contentTimes ?? []);
  const completed = result.kind === 'finished' && result.completed;
  const generated = result.kind === 'finished' ? result.predictedTokens : (observation?.observedTokens ?? 0);
  const error = result.error === null ? null : truncateText(result.error, MAX_ERROR_CHARS);
  return {
    index: request.index,
    prompt_index: request.promptIndex,
    prompt_sha256: request.promptSha256,
    completed,
    ttft_ms: ttft,
    e2e_latency_ms: e2e,
    generated_tokens: generated,
    error,
    started_at_seconds: startedAt,
    finished_at_seconds: finishedAt,
    tpot_ms: completed && ttft !== null && generated >= 2 ? (e2e - ttft) / (generated - 1) : null,
    itl_ms_p50: median(Array.from(gaps)),
    itl_ms_p95: p95(Array.from(gaps)),
    content_event_count: observation?.contentEventCount ?? 0,
  };
}

function validateOptions(options: LoadEvaluationOptions): void {
  parseBaseUrl(options.baseUrl);
  if (!Array.isArray(options.prompts) || options.prompts.length === 0) {
    throw new LoadClientConfigurationError('prompts', 'expected at least one prompt');
  }
  options.prompts.forEach((prompt, i) => {
    if (typeof prompt !== 'string' || prompt.trim().length === 0) {
      throw new LoadClientConfigurationError(`prompts[${i}]`, 'expected a non-blank string');
    }
  });
  requireInteger('outputTokens', options.outputTokens, 1);
  requireInteger('warmupRequests', options.warmupRequests, 0);
  requireInteger('measuredRequests', options.measuredRequests, 1);
  if (!Array.isArray(options.executionOrder) || options.executionOrder.length === 0) {
    throw new LoadClientConfigurationError('executionOrder', 'expected at least one concurrency level');
  }
  options.executionOrder.forEach((level, i) => requireInteger(`executionOrder[${i}]`, level, 1));
  if (new Set(options.executionOrder).size !== options.executionOrder.length) {
    throw new LoadClientConfigurationError('executionOrder', 'concurrency levels must be distinct');
  }
  requireSeconds('timeoutSeconds', options.timeoutSeconds);
  if (options.requestDeadlineSeconds !== undefined) {
    requireSeconds('requestDeadlineSeconds', options.requestDeadlineSeconds);
  }
}

/**
 * Closed-loop bounded pool: at most `concurrency` requests in flight, dispatched in index order, the
 * next one starting as soon as any finishes. The first failure aborts the requests still in flight.
 */
async function runClosedLoop<T>(
  count: number,
  concurrency: number,
  outer: AbortSignal | undefined,
  run: (index: number, signal: AbortSignal) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  const controller = new AbortController();
  // Every in-flight request listens on this signal; more than 10 is expected, not a leak.
  setMaxListeners(concurrency + 1, controller.signal);
  const onOuterAbort = (): void => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let next = 1;
  let failed = false;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (!failed && next <= count) {
      // The next request opens as soon as a slot is free. Streams complete in the client's deferred
      // parse, so this runs after the parse of the whole loop turn, never between the socket reads
      // that stamp other streams; the request's own clock starts only when its bytes are sent.
      const index = next++;
      try {
        results[index - 1] = await run(index, controller.signal);
      } catch (error) {
        if (!failed) {
          failed = true;
          failure = error;
          controller.abort();
        }
        return;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
  if (failed) throw failure;
  return results;
}

function requestLabel(concurrency: number, phase: LoadPhase, index: number): string {
  return `concurrency ${concurrency} ${phase} request ${index}`;
}

/** What every request of one evaluation shares. */
interface EvaluationContext {
  options: LoadEvaluationOptions;
  schedule: (index: number) => ScheduledRequest;
  baseSettings: Omit<StreamSettings, 'signal'>;
}

/** Streams one request; a thrown exchange or a clock that does not advance becomes `LoadEvaluationError`. */
async function sendRequest(
  ctx: EvaluationContext,
  concurrency: number,
  phase: LoadPhase,
  request: ScheduledRequest,
  signal: AbortSignal,
): Promise<StreamedCompletion> {
  const label = requestLabel(concurrency, phase, request.index);
  let result: StreamedCompletion;
  try {
    result = await streamCompletion(request.prompt, ctx.options.outputTokens, {
      ...ctx.baseSettings,
      signal,
    });
  } catch (error) {
    if (error instanceof ExchangeAbortedError) {
      throw new LoadEvaluationError(
        `load evaluation aborted during ${label}`,
        'aborted',
        concurrency,
        phase,
        request.index,
        {
          cause: error,
        },
      );
    }
    const kind = error instanceof SseProtocolError ? 'stream' : 'client';
    const message = error instanceof Error ? error.message : String(error);
    throw new LoadEvaluationError(`${label}: ${message}`, kind, concurrency, phase, request.index, {
      cause: error,
    });
  }
  const { startedAt, finishedAt } = result;
  if (
    !Number.isFinite(startedAt) ||
    startedAt < 0 ||
    !Number.isFinite(finishedAt) ||
    !(finishedAt > startedAt)
  ) {
    throw new LoadEvaluationError(
      `${label}: the clock must be finite, non-negative and advancing (started ${startedAt}, finished ${finishedAt})`,
      'client',
      concurrency,
      phase,
      request.index,
    );
  }
  return result;
}

/** Calls the progress callback; its failure becomes `LoadEvaluationError` naming the request. */
function reportProgress(options: LoadEvaluationOptions, event: LoadProgressEvent): void {
  try {
    options.onProgress?.(event);
  } catch (error) {
    const label = requestLabel(event.concurrency, event.phase, event.requestIndex);
    throw new LoadEvaluationError(
      `${label}: progress callback failed`,
      'client',
      event.concurrency,
      event.phase,
      event.requestIndex,
      {
        cause: error,
      },
    );
  }
}

/** The warmups of one level; each must complete. */
async function runWarmups(ctx: EvaluationContext, concurrency: number): Promise<void> {
  const { options } = ctx;
  let warmupsDone = 0;
  await runClosedLoop(options.warmupRequests, concurrency, options.signal, async (index, signal) => {
    const result = await sendRequest(ctx, concurrency, 'warmup', ctx.schedule(index), signal);
    if (result.kind !== 'finished' || !result.completed) {
      const reason = result.error ?? 'not completed';
      throw new LoadEvaluationError(
        `concurrency ${concurrency} warmup request ${index} did not complete: ${truncateText(reason, MAX_ERROR_CHARS)}`,
        'warmup-incomplete',
        concurrency,
        'warmup',
        index,
      );
    }
    warmupsDone++;
    reportProgress(options, {
      concurrency,
      phase: 'warmup',
      requestIndex: index,
      finishedRequests: warmupsDone,
      totalRequests: options.warmupRequests,
      sample: null,
    });
  });
}

/** The measured requests of one level, as samples in request-index order. */
async function runMeasured(ctx: EvaluationContext, concurrency: number): Promise<LoadSample[]> {
  const { options } = ctx;
  let measuredDone = 0;
  return runClosedLoop(options.measuredRequests, concurrency, options.signal, async (index, signal) => {
    const request = ctx.schedule(index);
    const sample = buildSample(request, await sendRequest(ctx, concurrency, 'measured', request, signal));
    measuredDone++;
    reportProgress(options, {
      concurrency,
      phase: 'measured',
      requestIndex: index,
      finishedRequests: measuredDone,
      totalRequests: options.measuredRequests,
      sample,
    });
    return sample;
  });
}

/**
 * Runs one load evaluation (capacity-study spec §5): for each level in `executionOrder`, the warmups
 * (each must complete) and then the measured requests through a fresh closed-loop pool of C clients.
 * Failed requests become samples; anything else throws `LoadEvaluationError`.
 */
export async function runLoadEvaluation(options: LoadEvaluationOptions): Promise<LoadEvaluationResult> {
  validateOptions(options);
  const target = await resolveTarget(parseBaseUrl(options.baseUrl));
  const now = options.now ?? defaultNow;
  const closer = new ConnectionCloser();
  const promptHashes = options.prompts.map((prompt) => sha256Hex(prompt));
  const schedule = (index: number): ScheduledRequest => {
    const promptIndex = ((index - 1) % options.prompts.length) + 1;
    return {
      index,
      promptIndex,
      prompt: options.prompts[promptIndex - 1],
      promptSha256: promptHashes[promptIndex - 1],
    };
  };
  const baseSettings: Omit<StreamSettings, 'signal'> = {
    target,
    timeoutMs: options.timeoutSeconds * 1000,
    deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
    now,
    closer,
  };
  const ctx: EvaluationContext = { options, schedule, baseSettings };

  const levels: LoadLevelResult[] = [];
  try {
    for (const concurrency of options.executionOrder) {
      if (options.signal?.aborted) {
        throw new LoadEvaluationError(
          `load evaluation aborted before concurrency ${concurrency}`,
          'aborted',
          concurrency,
          null,
          null,
        );
      }
      await runWarmups(ctx, concurrency);
      const samples = await runMeasured(ctx, concurrency);
      levels.push({ concurrency, samples });
      // Release this level's sockets before the next level starts.
      await closer.drain();
    }
  } finally {
    await closer.drain();
  }
  return { levels };
}
