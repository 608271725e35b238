// One streamed completion request: its server-sent events become TTFT, E2E, tokens and content.
import { concludeCompletionStream, pythonStrip, StreamTracker } from './sse.js';
import type { StreamObservation } from './sse.js';
import { describeNetworkError, exchange } from './http.js';
import type { ConnectionCloser, ExchangeOutcome, ResponseSink } from './http.js';
import { completionRequestBody, STREAM_REQUEST_HEADERS } from './request.js';
import type { ConnectTarget } from './request.js';

/** §5.2: at most this many bytes of an HTTP error body go into the error text. */
const HTTP_ERROR_BODY_BYTES = 4096;

export interface StreamSettings {
  target: ConnectTarget;
  timeoutMs: number;
  deadlineMs: number | null;
  now: () => number;
  closer: ConnectionCloser;
  signal?: AbortSignal;
  keepContent?: boolean;
}

/** One streamed `/completion` request, before it becomes a sample. Clock readings in seconds. */
export type StreamedCompletion =
  | {
      kind: 'finished';
      startedAt: number;
      finishedAt: number;
      observation: Readonly<StreamObservation>;
      predictedTokens: number;
      completed: boolean;
      /** Null when completed, else the §5.2 token-count message. */
      error: string | null;
    }
  | {
      kind: 'failed';
      startedAt: number;
      finishedAt: number;
      /** What arrived before the failure (null for an HTTP error status). */
      observation: Readonly<StreamObservation> | null;
      httpStatus: number | null;
      error: string;
    };

function httpErrorText(status: number, parts: Uint8Array[]): string {
  const bytes = Buffer.concat(parts);
  const text = pythonStrip(new TextDecoder('utf-8').decode(bytes));
  return text.length > 0 ? `HTTP ${status}: ${text}` : `HTTP ${status}`;
}

function deadlineText(deadlineMs: number): string {
  return `network error: RequestDeadlineExceeded: request exceeded the total deadline of ${deadlineMs / 1000} s`;
}

/**
 * Sends one §5.1 request and reads its stream. Resolves with a finished or failed request; rejects
 * with `SseProtocolError` for a fatal stream, `ExchangeAbortedError` on abort, or a client fault.
 */
export async function streamCompletion(
  prompt: string,
  nPredict: number,
  settings: StreamSettings,
): Promise<StreamedCompletion> {
  const tracker = new StreamTracker({ now: settings.now, keepContent: settings.keepContent ?? false });
  let status: number | null = null;
  const errorBody: Uint8Array[] = [];
  let errorBodyBytes = 0;
  const sink: ResponseSink = {
    onResponseStart(statusCode) {
      status = statusCode;
    },
    onResponseData(chunk, at) {
      if (status !== null && status >= 200 && status < 300) return tracker.push(chunk, at);
      const take = Math.min(chunk.length, HTTP_ERROR_BODY_BYTES - errorBodyBytes);
      errorBody.push(chunk.subarray(0, take));
      errorBodyBytes += take;
      return errorBodyBytes < HTTP_ERROR_BODY_BYTES;
    },
  };
  const outcome: ExchangeOutcome = await exchange(
    {
      target: settings.target,
      path: `${settings.target.pathPrefix}/completion`,
      headers: STREAM_REQUEST_HEADERS,
      body: completionRequestBody(prompt, nPredict),
      timeoutMs: settings.timeoutMs,
      deadlineMs: settings.deadlineMs,
      now: settings.now,
      signal: settings.signal,
    },
    sink,
    settings.closer,
  );
  const { startedAt, at: finishedAt } = outcome;
  const httpStatus: number | null = status;
  if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
    return {
      kind: 'failed',
      startedAt,
      finishedAt,
      observation: null,
      httpStatus,
      error: httpErrorText(httpStatus, errorBody),
    };
  }
  const observation = tracker.observation;
  if (outcome.kind === 'network-error' || outcome.kind === 'deadline') {
    const error =
      outcome.kind === 'deadline'
        ? deadlineText(settings.deadlineMs ?? 0)
        : describeNetworkError(outcome.error);
    return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error };
  }
  const conclusion = concludeCompletionStream(
    observation,
    outcome.kind === 'ended' ? tracker.finish(finishedAt) : 'complete',
    nPredict,
  );
  if (conclusion.kind === 'failed') {
    return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error: conclusion.error };
  }
  return {
    kind: 'finished',
    startedAt,
    finishedAt,
    observation,
    predictedTokens: conclusion.predictedTokens,
    completed: conclusion.completed,
    error: conclusion.error,
  };
}
