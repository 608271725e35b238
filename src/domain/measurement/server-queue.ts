// Server-side queueing during an open-loop probe: llama-server's `/metrics` gauges (served only with
// `--metrics`), read from the Prometheus text format and summarized per probe as max and mean. They
// are observations, not derived from the probe's requests, so a history can only check them for
// consistency (docs/open-loop.md).

/** Slots busy with a request (at most the server's slot count). */
export const REQUESTS_PROCESSING = 'llamacpp:requests_processing';
/** Requests the server accepted but could not yet give a slot. */
export const REQUESTS_DEFERRED = 'llamacpp:requests_deferred';
/** The server option that makes llama-server answer `/metrics`. */
export const METRICS_SERVER_OPTION = '--metrics';

/** One reading of both gauges. */
export interface QueueReading {
  processing: number;
  deferred: number;
}

/** What the `/metrics` gauges showed during a probe; max and mean are null when no reading succeeded. */
export interface QueueSample {
  requests_processing_max: number | null;
  requests_processing_mean: number | null;
  requests_deferred_max: number | null;
  requests_deferred_mean: number | null;
  samples: number;
}

/**
 * The two gauges of a Prometheus text exposition. Throws RangeError naming a gauge that is missing
 * or not a finite number ≥ 0 (labels, if any, are ignored; the first sample of a name counts).
 */
export function parseQueueGauges(text: string): QueueReading {
  const values = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{[^}]*\})?\s+(\S+)/.exec(line);
    if (m && !values.has(m[1])) values.set(m[1], m[2]);
  }
  const gauge = (name: string): number => {
    const text = values.get(name);
    if (text === undefined) throw new RangeError(`${name}: not in the /metrics response`);
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`${name}: expected a finite number >= 0, got ${JSON.stringify(text)}`);
    return value;
  };
  return { processing: gauge(REQUESTS_PROCESSING), deferred: gauge(REQUESTS_DEFERRED) };
}

/** Max and mean of each gauge over the readings of one probe. */
export function summarizeQueue(readings: readonly QueueReading[]): QueueSample {
  if (readings.length === 0)
    return {
      requests_processing_max: null,
      requests_processing_mean: null,
      requests_deferred_max: null,
      requests_deferred_mean: null,
      samples: 0,
    };
  const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const processing = readings.map((r) => r.processing);
  const deferred = readings.map((r) => r.deferred);
  return {
    requests_processing_max: max(processing),
    requests_processing_mean: mean(processing),
    requests_deferred_max: max(deferred),
    requests_deferred_mean: mean(deferred),
    samples: readings.length,
  };
}

/**
 * Why a stored queue sample cannot be what a server of `serverParallel` slots showed, or null: the
 * readings are either all there or all absent, a mean is never above its max, and no more slots
 * are busy than the server has.
 */
export function queueSampleProblem(q: QueueSample, serverParallel: number): string | null {
  const values = [
    q.requests_processing_max,
    q.requests_processing_mean,
    q.requests_deferred_max,
    q.requests_deferred_mean,
  ];
  if (q.samples === 0)
    return values.every((v) => v === null) ? null : 'with 0 samples, every max and mean must be null';
  if (values.some((v) => v === null)) return `with ${q.samples} samples, no max or mean may be null`;
  if (q.requests_processing_mean! > q.requests_processing_max!)
    return 'requests_processing_mean is above requests_processing_max';
  if (q.requests_deferred_mean! > q.requests_deferred_max!)
    return 'requests_deferred_mean is above requests_deferred_max';
  if (q.requests_processing_max! > serverParallel)
    return `requests_processing_max ${q.requests_processing_max} is above the server's ${serverParallel} slot(s)`;
  return null;
}
