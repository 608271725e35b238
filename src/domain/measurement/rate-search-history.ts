// A rate search's history file (`rate-search.json` of a run cell, docs/open-loop.md): every probe with
// its requests, its summary and cost, written after each probe and bound to the prepare run that made
// the cell (its manifest's SHA-256); read back strictly, each probe's summary recomputed from its
// requests, and replayed through the search state machine, so anything recomputed that differs from
// what is stored is refused.
// cohesive: the history's one shape, written and read back symmetrically.
import { fail } from '../core/errors.js';
import { checkNumber, Fields } from '../core/fields.js';
import { sha256Hex } from '../core/hashing.js';
import { float, toPlain, type JsonObject, type JsonValue } from '../core/json.js';
import { compactSortedJson } from '../core/json-writer.js';
import { arrivalSchedule } from '../load/arrivals.js';
import { summarizeProbe, type ProbeRecord, type ProbeTarget } from '../load/probe.js';
import {
  nextProbe,
  recordProbe,
  startSearch,
  type SearchConfig,
  type SearchState,
} from '../load/rate-search.js';
import type { OpenLoopPlan } from '../plan/open-loop-plan.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import { queueSampleProblem, type QueueSample } from './server-queue.js';

/** 2: each probe's requests (`records`) and the prepare run's manifest digest; 1 had neither. */
export const RATE_SEARCH_SCHEMA_VERSION = '2';
/** An error text kept per request, as the closed-loop samples keep theirs. */
const MAX_ERROR_CHARS = 512;
export type HistoryStatus = 'running' | 'converged' | 'budget' | 'below-min' | 'above-max';

/** Requests of one probe that missed a limit: never completed (failed or unsent), or over TTFT / E2E. */
export interface LimitMisses {
  incomplete: number;
  ttft: number;
  e2e: number;
}

export type { QueueSample } from './server-queue.js';

/**
 * One request of a probe as the history stores it, the way closed-loop samples are stored behind a
 * level: times in seconds from the probe's origin (`scheduled_at_seconds` is the arrival schedule's
 * offset itself), TTFT and E2E from the send, as the client measured them.
 */
export interface ProbeRequest {
  scheduled_at_seconds: number;
  /** Null when it was never sent (the probe stopped first, or too many were in flight). */
  sent_at_seconds: number | null;
  ttft_ms: number | null;
  e2e_latency_ms: number | null;
  generated_tokens: number;
  completed: boolean;
  error: string | null;
}

export interface SearchProbe {
  /** 0-based position in the search. */
  index: number;
  rate_rps: number;
  replicate: number;
  seed_hex: string;
  requests: number;
  sent: number;
  good: number;
  misses: LimitMisses;
  attainment: number;
  attainment_lower: number;
  attainment_upper: number;
  verdict: Verdict3;
  lag_ms_p50: number | null;
  lag_ms_p99: number | null;
  lag_bound_ms: number;
  valid: boolean;
  achieved_rate_rps: number | null;
  goodput_rps: number;
  goodput_tokens_per_second: number;
  stopped_early: boolean;
  /** Wall seconds the probe took, from its first scheduled instant to its last response. */
  seconds: number;
  /** The server's `/metrics` gauges during the probe; null when the server does not serve them. */
  queue: QueueSample | null;
  /** Every request of the probe, in schedule order: every field above but the queue derives from them. */
  records: ProbeRequest[];
}

export interface SearchHistory {
  /** SHA-256 of the manifest.json the work dir's `prepare` wrote: the run this search belongs to. */
  manifest_sha256: string;
  label: string;
  pass_id: string;
  candidate_id: string;
  server_parallel: number;
  /** Seconds each server start of this search took until healthy (a resumed search started again). */
  server_start_seconds: number[];
  probes: SearchProbe[];
  status: HistoryStatus;
  bracket_rps: [number | null, number | null];
}

/** The search the plan's block declares. The budget counts probe seconds; server starts are reported apart. */
export function searchConfigOf(o: OpenLoopPlan): SearchConfig {
  return {
    startRate: o.start_rate_rps,
    tolerance: o.tolerance,
    replicates: o.replicates,
    budgetSeconds: o.budget_seconds,
    // The tail after the last arrival: a request sent then is good only if it ends within the E2E limit.
    probeSeconds: o.limits.e2e_ms / 1000,
    requestsPerProbe: o.requests_per_probe,
    serverStartSeconds: 0,
    minRate: o.min_rate_rps,
    maxRate: o.max_rate_rps,
  };
}

export function probeTargetOf(o: OpenLoopPlan): ProbeTarget {
  return {
    limits: { ttftMs: o.limits.ttft_ms, e2eMs: o.limits.e2e_ms },
    attainment: o.attainment_target,
    confidence: o.confidence,
  };
}

/** Probe i of every search draws its arrivals from this seed: the same pattern for every candidate and P. */
export function probeSeedHex(seed: number, index: number): string {
  return sha256Hex(`paretopilot-open-loop-probe:${seed}:${index}`);
}

export function limitMisses(records: readonly ProbeRecord[], target: ProbeTarget): LimitMisses {
  const misses = { incomplete: 0, ttft: 0, e2e: 0 };
  for (const r of records) {
    if (!r.completed || r.sentAt === null || r.e2eMs === null) {
      misses.incomplete++;
      continue;
    }
    if (r.ttftMs === null || r.ttftMs > target.limits.ttftMs) misses.ttft++;
    if (r.e2eMs > target.limits.e2eMs) misses.e2e++;
  }
  return misses;
}

/** The arrival offsets of probe `index` at `rate`: the same pattern for every candidate and P. */
export function probeOffsets(o: OpenLoopPlan, rate: number, index: number): number[] {
  return arrivalSchedule({
    kind: o.arrival,
    rate,
    ...(o.burstiness === null ? {} : { burstiness: o.burstiness }),
    count: o.requests_per_probe,
    seedHex: probeSeedHex(o.seed, index),
  });
}

const recordOf = (r: ProbeRequest): ProbeRecord => ({
  scheduledAt: r.scheduled_at_seconds,
  sentAt: r.sent_at_seconds,
  ttftMs: r.ttft_ms,
  e2eMs: r.e2e_latency_ms,
  tokens: r.generated_tokens,
  completed: r.completed,
});

/**
 * A probe's entry, every figure computed from its requests: the one function the search writes
 * with and the reader recomputes with, so a stored figure its requests do not give is refused.
 */
export function probeEntry(
  position: { index: number; replicate: number; seedHex: string; rate: number },
  requests: readonly ProbeRequest[],
  target: ProbeTarget,
  queue: QueueSample | null,
): SearchProbe {
  const records = requests.map(recordOf);
  const summary = summarizeProbe(records, position.rate, target);
  return {
    index: position.index,
    rate_rps: summary.offeredRate,
    replicate: position.replicate,
    seed_hex: position.seedHex,
    requests: summary.requests,
    sent: summary.sent,
    good: summary.good,
    misses: limitMisses(records, target),
    attainment: summary.attainment,
    attainment_lower: summary.bounds.lower,
    attainment_upper: summary.bounds.upper,
    verdict: summary.verdict,
    lag_ms_p50: summary.lagMsP50,
    lag_ms_p99: summary.lagMsP99,
    lag_bound_ms: summary.lagBoundMs,
    valid: summary.valid,
    achieved_rate_rps: summary.achievedRate,
    goodput_rps: summary.goodputRequestsPerSecond,
    goodput_tokens_per_second: summary.goodputTokensPerSecond,
    stopped_early: summary.stoppedEarly,
    seconds: summary.windowSeconds,
    queue,
    records: requests.map((x) => ({ ...x })),
  };
}

/**
 * Replays probes through the search; returns the state after the last. Throws RangeError naming the
 * first probe the search would not have run (another rate or replicate, or past its end or budget).
 */
export function replaySearch(o: OpenLoopPlan, probes: readonly SearchProbe[]): SearchState {
  let state = startSearch(searchConfigOf(o));
  probes.forEach((p, i) => {
    const next = nextProbe(state);
    if (next.kind === 'done')
      throw new RangeError(`probe ${i}: the search had ended (${next.status}) before it`);
    if (next.rate !== p.rate_rps || next.replicate !== p.replicate)
      throw new RangeError(
        `probe ${i}: the search asked for ${next.rate} req/s replicate ${next.replicate}, the probe ran ${p.rate_rps} req/s replicate ${p.replicate}`,
      );
    state = recordProbe(state, {
      rate: p.rate_rps,
      verdict: p.verdict,
      valid: p.valid,
      durationSeconds: p.seconds,
    });
  });
  return state;
}

/** The status and bracket a state reports: `running` while the search still has a probe to run. */
export function searchOutcome(state: SearchState): Pick<SearchHistory, 'status' | 'bracket_rps'> {
  const next = nextProbe(state);
  if (next.kind === 'probe') return { status: 'running', bracket_rps: [state.lo, state.hi] };
  return { status: next.status, bracket_rps: [next.lo, next.hi] };
}

const num = (x: number | null) => (x === null ? null : float(x));

/** One probe as the history file holds it (floats kept as floats, so reading it back is exact). */
function probeDocument(p: SearchProbe): JsonObject {
  return {
    index: p.index,
    rate_rps: float(p.rate_rps),
    replicate: p.replicate,
    seed_hex: p.seed_hex,
    requests: p.requests,
    sent: p.sent,
    good: p.good,
    misses: { ...p.misses },
    attainment: float(p.attainment),
    attainment_lower: float(p.attainment_lower),
    attainment_upper: float(p.attainment_upper),
    verdict: p.verdict,
    lag_ms_p50: num(p.lag_ms_p50),
    lag_ms_p99: num(p.lag_ms_p99),
    lag_bound_ms: float(p.lag_bound_ms),
    valid: p.valid,
    achieved_rate_rps: num(p.achieved_rate_rps),
    goodput_rps: float(p.goodput_rps),
    goodput_tokens_per_second: float(p.goodput_tokens_per_second),
    stopped_early: p.stopped_early,
    seconds: float(p.seconds),
    queue:
      p.queue === null
        ? null
        : {
            requests_processing_max: num(p.queue.requests_processing_max),
            requests_processing_mean: num(p.queue.requests_processing_mean),
            requests_deferred_max: num(p.queue.requests_deferred_max),
            requests_deferred_mean: num(p.queue.requests_deferred_mean),
            samples: p.queue.samples,
          },
    records: p.records.map((x) => ({
      scheduled_at_seconds: float(x.scheduled_at_seconds),
      sent_at_seconds: num(x.sent_at_seconds),
      ttft_ms: num(x.ttft_ms),
      e2e_latency_ms: num(x.e2e_latency_ms),
      generated_tokens: x.generated_tokens,
      completed: x.completed,
      error: x.error,
    })),
  };
}

export function historyDocument(h: SearchHistory, o: OpenLoopPlan): JsonObject {
  return {
    schema_version: RATE_SEARCH_SCHEMA_VERSION,
    manifest_sha256: h.manifest_sha256,
    label: h.label,
    pass_id: h.pass_id,
    candidate_id: h.candidate_id,
    server_parallel: h.server_parallel,
    arrival: o.arrival,
    burstiness: num(o.burstiness),
    seed: o.seed,
    server_start_seconds: h.server_start_seconds.map(float),
    status: h.status,
    bracket_rps: h.bracket_rps.map(num),
    probes: h.probes.map(probeDocument),
  };
}

export interface ExpectedSearch {
  /** SHA-256 of the manifest.json of the prepare run the search must belong to. */
  manifestSha256: string;
  label: string;
  passId: string;
  candidateId: string;
  serverParallel: number;
}

const BIG = Number.MAX_VALUE;

const RECORD_KEYS = [
  'scheduled_at_seconds',
  'sent_at_seconds',
  'ttft_ms',
  'e2e_latency_ms',
  'generated_tokens',
  'completed',
  'error',
];

/** One stored request, strictly: at its scheduled offset, and a request never sent has nothing else. */
function readRecord(x: Fields, offset: number): ProbeRequest {
  x.exactKeys(RECORD_KEYS);
  const record: ProbeRequest = {
    scheduled_at_seconds: x.number('scheduled_at_seconds', 0, BIG),
    sent_at_seconds: x.nullableNumber('sent_at_seconds', 0, BIG),
    ttft_ms: x.nullableNumber('ttft_ms', 0, BIG),
    e2e_latency_ms: x.nullableNumber('e2e_latency_ms', 0, BIG),
    generated_tokens: x.integer('generated_tokens', 0, 1_000_000_000),
    completed: x.boolean('completed'),
    error: x.raw('error') === null ? null : x.string('error', MAX_ERROR_CHARS),
  };
  if (record.scheduled_at_seconds !== offset)
    fail(`must be ${offset} (the probe's seeded arrival schedule)`, x.file, x.at('scheduled_at_seconds'));
  const { sent_at_seconds: sent, ttft_ms: ttft, e2e_latency_ms: e2e } = record;
  if (sent === null && (ttft !== null || e2e !== null || record.completed || record.generated_tokens > 0))
    fail('a request never sent has no TTFT, E2E, tokens or completion', x.file, x.pointer);
  if (record.completed && e2e === null)
    fail('a completed request needs its E2E latency', x.file, x.at('e2e_latency_ms'));
  return record;
}

function readQueue(p: Fields, serverParallel: number): QueueSample | null {
  if (p.raw('queue') === null) return null;
  const q = p.object('queue');
  q.exactKeys([
    'requests_processing_max',
    'requests_processing_mean',
    'requests_deferred_max',
    'requests_deferred_mean',
    'samples',
  ]);
  const queue = {
    requests_processing_max: q.nullableNumber('requests_processing_max', 0, BIG),
    requests_processing_mean: q.nullableNumber('requests_processing_mean', 0, BIG),
    requests_deferred_max: q.nullableNumber('requests_deferred_max', 0, BIG),
    requests_deferred_mean: q.nullableNumber('requests_deferred_mean', 0, BIG),
    samples: q.integer('samples', 0, 1_000_000),
  };
  // The queue gauges are observations (nothing recomputes them); they must at least be consistent.
  const problem = queueSampleProblem(queue, serverParallel);
  if (problem !== null) fail(problem, p.file, p.at('queue'));
  return queue;
}

const PROBE_KEYS = [
  'index',
  'rate_rps',
  'replicate',
  'seed_hex',
  'requests',
  'sent',
  'good',
  'misses',
  'attainment',
  'attainment_lower',
  'attainment_upper',
  'verdict',
  'lag_ms_p50',
  'lag_ms_p99',
  'lag_bound_ms',
  'valid',
  'achieved_rate_rps',
  'goodput_rps',
  'goodput_tokens_per_second',
  'stopped_early',
  'seconds',
  'queue',
  'records',
];

/**
 * One probe, read strictly: its requests are checked one by one, then every figure of its summary is
 * recomputed from them and the plan (probeEntry) and must be exactly what is stored.
 */
function readProbe(p: Fields, o: OpenLoopPlan, index: number, serverParallel: number): SearchProbe {
  p.exactKeys(PROBE_KEYS);
  if (p.integer('index', 0, 1_000_000) !== index)
    fail(`must be ${index} (probes in order)`, p.file, p.at('index'));
  const rate = p.number('rate_rps', 0, BIG, { exclusiveMin: true });
  const replicate = p.integer('replicate', 1, 10);
  const queue = readQueue(p, serverParallel);
  const stored = p.objects('records');
  if (stored.length !== o.requests_per_probe)
    fail(
      `must hold the plan's ${o.requests_per_probe} requests (requests_per_probe), not ${stored.length}`,
      p.file,
      p.at('records'),
    );
  const offsets = probeOffsets(o, rate, index);
  const requests = stored.map((x, i) => readRecord(x, offsets[i]));
  const probe = probeEntry(
    { index, replicate, seedHex: probeSeedHex(o.seed, index), rate },
    requests,
    probeTargetOf(o),
    queue,
  );
  const expected = probeDocument(probe);
  for (const key of PROBE_KEYS) {
    if (key === 'records' || key === 'queue') continue;
    // Compared as values: a study read back through its plain view keeps 1.0 as 1.
    const got = compactSortedJson(toPlain(p.raw(key)));
    const want = compactSortedJson(toPlain(expected[key]));
    const shown = got.length > 200 ? `${got.slice(0, 200)}…` : got;
    if (got !== want)
      fail(`is ${shown}, but the probe's requests and the plan give ${want}`, p.file, p.at(key));
  }
  return probe;
}

/** Reads a history strictly against the plan and its cell, replays it, and checks the stored outcome. */
export function parseSearchHistory(
  value: JsonValue,
  file: string,
  o: OpenLoopPlan,
  expected: ExpectedSearch,
): { history: SearchHistory; state: SearchState } {
  const f = Fields.root(value, file);
  f.exactKeys([
    'schema_version',
    'manifest_sha256',
    'label',
    'pass_id',
    'candidate_id',
    'server_parallel',
    'arrival',
    'burstiness',
    'seed',
    'server_start_seconds',
    'status',
    'bracket_rps',
    'probes',
  ]);
  f.literal('schema_version', RATE_SEARCH_SCHEMA_VERSION);
  // A history made under another prepare run (another bundle's, or planted) is not this study's.
  if (f.digest('manifest_sha256') !== expected.manifestSha256)
    fail(
      `must be ${expected.manifestSha256}, the SHA-256 of the manifest.json of the prepare run this cell belongs to`,
      file,
      f.at('manifest_sha256'),
    );
  const same: [string, unknown][] = [
    ['label', expected.label],
    ['pass_id', expected.passId],
    ['candidate_id', expected.candidateId],
    ['server_parallel', expected.serverParallel],
    ['arrival', o.arrival],
    ['seed', o.seed],
  ];
  for (const [key, want] of same) {
    const got = typeof want === 'number' ? f.integer(key, 0, 2 ** 32) : f.text(key, 512);
    if (got !== want) fail(`must be ${JSON.stringify(want)} (the plan's, for this cell)`, file, f.at(key));
  }
  const burstiness = f.nullableNumber('burstiness', 0, BIG);
  if (burstiness !== o.burstiness)
    fail(`must be ${String(o.burstiness)} (the plan's, for this cell)`, file, f.at('burstiness'));
  const starts = f
    .array('server_start_seconds')
    .map((v, i) => checkNumber(v, 0, BIG, file, `${f.at('server_start_seconds')}/${i}`));
  const probes = f.objects('probes').map((p, i) => readProbe(p, o, i, expected.serverParallel));
  let state: SearchState;
  try {
    state = replaySearch(o, probes);
  } catch (e) {
    return fail(`do not follow the plan's search: ${(e as Error).message}`, file, f.at('probes'));
  }
  const outcome = searchOutcome(state);
  const status = f.text('status', 16);
  if (status !== outcome.status)
    fail(`is ${status}, but replaying the probes gives ${outcome.status}`, file, f.at('status'));
  const bracket = f.array('bracket_rps');
  const stored = bracket.map((v, i) =>
    v === null ? null : checkNumber(v, 0, BIG, file, `${f.at('bracket_rps')}/${i}`),
  );
  if (stored.length !== 2 || stored[0] !== outcome.bracket_rps[0] || stored[1] !== outcome.bracket_rps[1])
    fail(`must be [${outcome.bracket_rps.join(', ')}] (replaying the probes)`, file, f.at('bracket_rps'));
  return {
    history: {
      manifest_sha256: expected.manifestSha256,
      label: expected.label,
      pass_id: expected.passId,
      candidate_id: expected.candidateId,
      server_parallel: expected.serverParallel,
      server_start_seconds: starts,
      probes,
      status: outcome.status,
      bracket_rps: outcome.bracket_rps,
    },
    state,
  };
}
