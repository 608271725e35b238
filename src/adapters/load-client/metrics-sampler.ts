// Samples llama-server's `/metrics` (Prometheus text, served with `--metrics`) a few times a second
// while a probe runs: one GET at a time, each bounded by a timeout; a failed reading is counted and
// named, never thrown, so the probe's own measurement does not depend on it.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseQueueGauges, type QueueReading } from '../../domain/measurement/server-queue.js';
import { parseBaseUrl, requireSeconds } from './request.js';

export interface MetricsSamplerOptions {
  baseUrl: string;
  /** Seconds from the start of one reading to the start of the next. */
  intervalSeconds: number;
  /** Seconds one GET may take (the next reading waits for it); default the interval, at least 2 s. */
  timeoutSeconds?: number;
  signal?: AbortSignal;
}

export interface MetricsSampling {
  readings: QueueReading[];
  /** Readings that failed (connection, HTTP status or a gauge missing), and the last reason. */
  failures: number;
  lastError: string | null;
}

export interface MetricsSampler {
  /** Ends the sampling (an unfinished GET is abandoned) and returns what it read. */
  stop(): Promise<MetricsSampling>;
}

/** Starts sampling at once; the first reading is taken before the call's promise chain continues. */
export function startMetricsSampler(options: MetricsSamplerOptions): MetricsSampler {
  parseBaseUrl(options.baseUrl);
  const intervalMs = requireSeconds('intervalSeconds', options.intervalSeconds);
  const timeoutMs = requireSeconds(
    'timeoutSeconds',
    options.timeoutSeconds ?? Math.max(options.intervalSeconds, 2),
  );
  const url = `${options.baseUrl.replace(/\/+$/, '')}/metrics`;
  const stopper = new AbortController();
  const onAbort = () => stopper.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const result: MetricsSampling = { readings: [], failures: 0, lastError: null };

  const readOnce = async (): Promise<void> => {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.any([stopper.signal, AbortSignal.timeout(timeoutMs)]),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      result.readings.push(parseQueueGauges(text));
    } catch (error) {
      if (stopper.signal.aborted) return;
      result.failures++;
      result.lastError = (error as Error).message;
    }
  };

  const loop = (async () => {
    while (!stopper.signal.aborted) {
      const started = performance.now();
      await readOnce();
      const wait = intervalMs - (performance.now() - started);
      if (stopper.signal.aborted) break;
      await sleep(Math.max(0, wait), undefined, { signal: stopper.signal }).catch(() => undefined);
    }
  })();

  return {
    async stop() {
      stopper.abort();
      options.signal?.removeEventListener('abort', onAbort);
      await loop;
      return result;
    },
  };
}
