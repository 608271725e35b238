// The plan's optional `open_loop` block (docs/open-loop.md): the arrival process, the attainment
// target and per-request limits, the rate search's bounds, tolerance, replicates and budget, the seed.
import { fail } from '../core/errors.js';
import type { Fields } from '../core/fields.js';
import { float, type JsonObject } from '../core/json.js';

export const OPEN_LOOP_ARRIVALS = ['poisson', 'gamma', 'constant'] as const;
export type OpenLoopArrival = (typeof OPEN_LOOP_ARRIVALS)[number];

export const OPEN_LOOP_KEYS = [
  'arrival',
  'burstiness',
  'attainment_target',
  'confidence',
  'limits',
  'min_rate_rps',
  'max_rate_rps',
  'start_rate_rps',
  'tolerance',
  'replicates',
  'requests_per_probe',
  'budget_seconds',
  'seed',
  'max_pass_spread_percent',
] as const;

/** Largest accepted rate and probe size: far above what one runner can serve, below the client's bounds. */
export const MAX_RATE_RPS = 10_000;
export const MAX_REQUESTS_PER_PROBE = 10_000;
export const MAX_SEED = 2 ** 32 - 1;

export interface OpenLoopPlan {
  arrival: OpenLoopArrival;
  /** Gamma shape b (vLLM's `--burstiness`); null unless `arrival` is gamma. */
  burstiness: number | null;
  attainment_target: number;
  confidence: number;
  limits: { ttft_ms: number; e2e_ms: number };
  min_rate_rps: number;
  max_rate_rps: number;
  start_rate_rps: number;
  tolerance: number;
  replicates: number;
  requests_per_probe: number;
  /** Probe seconds one (candidate, P) search of one pass may spend. */
  budget_seconds: number;
  seed: number;
  max_pass_spread_percent: number;
}

/** What the rest of the plan lends the block's defaults. */
export interface OpenLoopDefaults {
  /** The load SLO's p95 limits: the per-request limits unless `limits` sets them. */
  ttftMs: number | null;
  e2eMs: number;
  /** capacity_gate.max_throughput_relative_spread_percent. */
  spreadPercent: number;
}

/** Reads `open_loop`; absent members take the documented defaults. */
export function parseOpenLoopPlan(f: Fields, defaults: OpenLoopDefaults): OpenLoopPlan {
  f.exactKeys(['arrival', 'min_rate_rps', 'max_rate_rps', 'budget_seconds'], OPEN_LOOP_KEYS);
  const arrival = f.text('arrival', 32);
  if (!(OPEN_LOOP_ARRIVALS as readonly string[]).includes(arrival))
    fail(`must be one of ${OPEN_LOOP_ARRIVALS.join(', ')}`, f.file, f.at('arrival'));
  let burstiness: number | null = null;
  if (arrival === 'gamma') {
    if (!f.has('burstiness'))
      fail('is required when arrival is gamma (the Gamma shape; 1 is Poisson)', f.file, f.at('burstiness'));
    burstiness = f.number('burstiness', 0.01, 100);
  } else if (f.has('burstiness'))
    fail(`applies only to arrival gamma (arrival is ${arrival})`, f.file, f.at('burstiness'));

  const limits = f.has('limits') ? f.object('limits') : null;
  limits?.exactKeys([], ['ttft_ms', 'e2e_ms']);
  const e2eMs = limits?.has('e2e_ms')
    ? limits.number('e2e_ms', 0, Number.MAX_VALUE, { exclusiveMin: true })
    : defaults.e2eMs;
  const ttftMs = limits?.has('ttft_ms')
    ? limits.number('ttft_ms', 0, Number.MAX_VALUE, { exclusiveMin: true })
    : (defaults.ttftMs ?? e2eMs);
  if (limits?.has('ttft_ms') && ttftMs > e2eMs)
    fail(`must be at most the E2E limit (${e2eMs} ms)`, f.file, limits.at('ttft_ms'));

  const rate = (key: string) => f.number(key, 0, MAX_RATE_RPS, { exclusiveMin: true });
  const minRate = rate('min_rate_rps');
  const maxRate = rate('max_rate_rps');
  if (maxRate < minRate) fail(`must be at least min_rate_rps (${minRate})`, f.file, f.at('max_rate_rps'));
  const startRate = f.has('start_rate_rps') ? rate('start_rate_rps') : minRate;
  if (startRate < minRate || startRate > maxRate)
    fail(
      `must lie in [min_rate_rps, max_rate_rps] = [${minRate}, ${maxRate}]`,
      f.file,
      f.at('start_rate_rps'),
    );

  return {
    arrival: arrival as OpenLoopArrival,
    burstiness,
    attainment_target: f.has('attainment_target') ? f.number('attainment_target', 0.5, 0.999) : 0.95,
    confidence: f.has('confidence') ? f.number('confidence', 0.5, 0.999) : 0.95,
    limits: { ttft_ms: ttftMs, e2e_ms: e2eMs },
    min_rate_rps: minRate,
    max_rate_rps: maxRate,
    start_rate_rps: startRate,
    tolerance: f.has('tolerance') ? f.number('tolerance', 0.001, 1) : 0.1,
    replicates: f.has('replicates') ? f.integer('replicates', 1, 10) : 2,
    requests_per_probe: f.has('requests_per_probe')
      ? f.integer('requests_per_probe', 1, MAX_REQUESTS_PER_PROBE)
      : 100,
    budget_seconds: f.number('budget_seconds', 0, 7 * 24 * 3600, { exclusiveMin: true }),
    seed: f.has('seed') ? f.integer('seed', 0, MAX_SEED) : 0,
    max_pass_spread_percent: f.has('max_pass_spread_percent')
      ? f.number('max_pass_spread_percent', 0, 100)
      : defaults.spreadPercent,
  };
}

/** The normalized block as the study embeds it: every member written out. */
export function openLoopMapping(o: OpenLoopPlan): JsonObject {
  return {
    arrival: o.arrival,
    ...(o.burstiness === null ? {} : { burstiness: float(o.burstiness) }),
    attainment_target: float(o.attainment_target),
    confidence: float(o.confidence),
    limits: { ttft_ms: float(o.limits.ttft_ms), e2e_ms: float(o.limits.e2e_ms) },
    min_rate_rps: float(o.min_rate_rps),
    max_rate_rps: float(o.max_rate_rps),
    start_rate_rps: float(o.start_rate_rps),
    tolerance: float(o.tolerance),
    replicates: o.replicates,
    requests_per_probe: o.requests_per_probe,
    budget_seconds: float(o.budget_seconds),
    seed: o.seed,
    max_pass_spread_percent: float(o.max_pass_spread_percent),
  };
}
