// Runs the quality suite against a llama-server and records each answer and its latency.
import type { QualityLatencySample } from '../../domain/measurement/quality.js';
import { pythonStrip, SSE_MAX_BODY_BYTES } from './sse.js';
import { LoadClientConfigurationError, QualitySuiteError } from '../errors.js';
import type { QualityPhase } from '../errors.js';
import { ConnectionCloser, describeNetworkError, exchange } from './http.js';
import { ExchangeAbortedError } from '../errors.js';
import type { ResponseSink } from './http.js';
import {
  chatRequestBody,
  JSON_REQUEST_HEADERS,
  parseBaseUrl,
  requireInteger,
  requireSeconds,
  resolveTarget,
  truncateText,
} from './request.js';
import type { ConnectTarget } from './request.js';
import { streamCompletion } from './streamed-request.js';
import type { StreamSettings } from './streamed-request.js';

export interface QualityCaseRequest {
  id: string;
  prompt: string;
}

/** The suite's `performance` block (§8.1). */
export interface QualityPerformanceRequest {
  prompt: string;
  generationTokens: number;
  repetitions: number;
  warmups: number;
}

export interface QualitySuiteOptions {
  baseUrl: string;
  cases: readonly QualityCaseRequest[];
  performance: QualityPerformanceRequest;
  /** Connect timeout and idle-read timeout per request. */
  timeoutSeconds: number;
  /** Optional total deadline per request; exceeding it is fatal like any network error. */
  requestDeadlineSeconds?: number;
  /** Monotonic clock in seconds; default `performance.now() / 1000`. */
  now?: () => number;
  signal?: AbortSignal;
  onProgress?: (event: QualityProgressEvent) => void;
}

export interface QualityProgressEvent {
  phase: QualityPhase;
  /** 1-based index within the phase. */
  requestIndex: number;
  totalRequests: number;
  caseId: string | null;
}

export interface QualityCaseResponse {
  id: string;
  response: string;
}

export type { QualityLatencySample };

export interface QualitySuiteResult {
  /** In case order. */
  responses: QualityCaseResponse[];
  /** Measured repetitions only, index 1..repetitions. */
  latencySamples: QualityLatencySample[];
}

const MAX_MESSAGE_CHARS = 512;

function defaultNow(): number {
  return performance.now() / 1000;
}

function validateOptions(options: QualitySuiteOptions): void {
  parseBaseUrl(options.baseUrl);
  if (!Array.isArray(options.cases) || options.cases.length === 0) {
    throw new LoadClientConfigurationError('cases', 'expected at least one quality case');
  }
  options.cases.forEach((item, i) => {
    if (typeof item.id !== 'string' || item.id.length === 0) {
      throw new LoadClientConfigurationError(`cases[${i}].id`, 'expected a non-empty string');
    }
    if (typeof item.prompt !== 'string') {
      throw new LoadClientConfigurationError(`cases[${i}].prompt`, 'expected a string');
    }
  });
  const performanceBlock = options.performance;
  if (typeof performanceBlock?.prompt !== 'string' || performanceBlock.prompt.length === 0) {
    throw new LoadClientConfigurationError('performance.prompt', 'expected a non-empty string');
  }
  requireInteger('performance.generationTokens', performanceBlock.generationTokens, 1);
  requireInteger('performance.repetitions', performanceBlock.repetitions, 1);
  requireInteger('performance.warmups', performanceBlock.warmups, 0);
  requireSeconds('timeoutSeconds', options.timeoutSeconds);
  if (options.requestDeadlineSeconds !== undefined) {
    requireSeconds('requestDeadlineSeconds', options.requestDeadlineSeconds);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** §8.2: a JSON object whose `choices` holds exactly one element with a string `message.content`. */
function readChatResponse(bodyText: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    throw new Error('response body is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw new Error('response body must be a JSON object');
  const choices = parsed.choices;
  if (!Array.isArray(choices) || choices.length !== 1) {
    throw new Error('response "choices" must be an array with exactly one element');
  }
  const choice: unknown = choices[0];
  if (
    !isPlainObject(choice) ||
    !isPlainObject(choice.message) ||
    typeof choice.message.content !== 'string'
  ) {
    throw new Error('response "choices[0].message.content" must be a string');
  }
  return choice.message.content;
}

interface Context {
  target: ConnectTarget;
  timeoutMs: number;
  deadlineMs: number | null;
  now: () => number;
  closer: ConnectionCloser;
  signal?: AbortSignal;
}

/** Sends one chat request; returns the response text or throws a plain Error describing the failure. */
async function askCase(prompt: string, context: Context): Promise<string> {
  let status: number | null = null;
  const parts: Buffer[] = [];
  let bytes = 0;
  const sink: ResponseSink = {
    onResponseStart(statusCode) {
      status = statusCode;
    },
    onResponseData(chunk) {
      bytes += chunk.length;
      if (bytes > SSE_MAX_BODY_BYTES) throw new Error(`response body exceeds ${SSE_MAX_BODY_BYTES} bytes`);
      parts.push(chunk);
      return true;
    },
  };
  const outcome = await exchange(
    {
      target: context.target,
      path: `${context.target.pathPrefix}/v1/chat/completions`,
      headers: JSON_REQUEST_HEADERS,
      body: chatRequestBody(prompt),
      timeoutMs: context.timeoutMs,
      deadlineMs: context.deadlineMs,
      now: context.now,
      signal: context.signal,
    },
    sink,
    context.closer,
  );
  const httpStatus: number | null = status;
  if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
    const text = pythonStrip(new TextDecoder('utf-8').decode(Buffer.concat(parts).subarray(0, 4096)));
    throw new Error(text.length > 0 ? `HTTP ${httpStatus}: ${text}` : `HTTP ${httpStatus}`);
  }
  if (outcome.kind === 'network-error') throw new Error(describeNetworkError(outcome.error));
  if (outcome.kind === 'deadline') {
    throw new Error(
      `network error: RequestDeadlineExceeded: request exceeded the total deadline of ${(context.deadlineMs ?? 0) / 1000} s`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    throw new Error('response body is not valid UTF-8');
  }
  return readChatResponse(text);
}

/**
 * Runs the quality requests of one quality run (capacity-study spec §8.2), sequentially: every case's
 * chat request, then the performance warmups and repetitions as streamed `/completion` requests.
 * Any failure throws `QualitySuiteError` naming the case or repetition.
 */
export async function runQualitySuite(options: QualitySuiteOptions): Promise<QualitySuiteResult> {
  validateOptions(options);
  const context: Context = {
    target: await resolveTarget(parseBaseUrl(options.baseUrl)),
    timeoutMs: options.timeoutSeconds * 1000,
    deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
    now: options.now ?? defaultNow,
    closer: new ConnectionCloser(),
    signal: options.signal,
  };
  const fail = (
    phase: QualityPhase,
    caseId: string | null,
    index: number,
    error: unknown,
  ): QualitySuiteError => {
    const subject =
      phase === 'case'
        ? `quality case ${caseId}`
        : `quality performance ${phase === 'performance-warmup' ? 'warmup' : 'repetition'} ${index}`;
    const reason =
      error instanceof ExchangeAbortedError
        ? 'aborted'
        : error instanceof Error
          ? error.message
          : String(error);
    return new QualitySuiteError(
      `${subject}: ${truncateText(reason, MAX_MESSAGE_CHARS)}`,
      phase,
      caseId,
      index,
      {
        cause: error,
      },
    );
  };

  try {
    const responses: QualityCaseResponse[] = [];
    for (const [i, item] of options.cases.entries()) {
      try {
        responses.push({ id: item.id, response: await askCase(item.prompt, context) });
      } catch (error) {
        throw fail('case', item.id, i + 1, error);
      }
      options.onProgress?.({
        phase: 'case',
        requestIndex: i + 1,
        totalRequests: options.cases.length,
        caseId: item.id,
      });
    }

    const { prompt, generationTokens, warmups, repetitions } = options.performance;
    const settings: StreamSettings = { ...context, keepContent: true };
    const latencySamples: QualityLatencySample[] = [];
    const phases: Array<[QualityPhase, number]> = [
      ['performance-warmup', warmups],
      ['performance-repetition', repetitions],
    ];
    for (const [phase, total] of phases) {
      for (let index = 1; index <= total; index++) {
        let sample: QualityLatencySample;
        try {
          const result = await streamCompletion(prompt, generationTokens, settings);
          if (result.kind === 'failed') throw new Error(result.error);
          if (!result.completed) throw new Error(result.error ?? 'not completed');
          const { startedAt, finishedAt, observation } = result;
          sample = {
            index,
            // A finished stream always has content (concludeCompletionStream guarantees it).
            ttft_ms: ((observation.firstContentAt as number) - startedAt) * 1000,
            e2e_latency_ms: (finishedAt - startedAt) * 1000,
            event_count: observation.eventCount,
            predicted_tokens: result.predictedTokens,
            content: observation.content,
          };
        } catch (error) {
          throw fail(phase, null, index, error);
        }
        if (phase === 'performance-repetition') latencySamples.push(sample);
        options.onProgress?.({ phase, requestIndex: index, totalRequests: total, caseId: null });
      }
    }
    return { responses, latencySamples };
  } finally {
    await context.closer.drain();
  }
}
