// A rate search's history file (`rate-search.json` of a run cell, docs/open-loop.md): every probe with
// its verdict and cost, written after each probe; read back strictly and replayed through the search
// state machine, so a recomputed verdict, rate or status that differs from the stored one is refused.
import { fail } from '../core/errors.js';
import { checkNumber, Fields } from '../core/fields.js';
import { sha256Hex } from '../core/hashing.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import {
  attainmentVerdict,
  lagBoundMs,
  type ProbeRecord,
  type ProbeSummary,
  type ProbeTarget,
} from '../load/probe.js';
import { clopperPearson } from '../statistics/binomial.js';
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

export const RATE_SEARCH_SCHEMA_VERSION = '1';
const VERDICTS: readonly Verdict3[] = ['pass', 'fail', 'indeterminate'];
export type HistoryStatus = 'running' | 'converged' | 'budget' | 'below-min' | 'above-max';

/** Requests of one probe that missed a limit: never completed (failed or unsent), or over TTFT / E2E. */
export interface LimitMisses {
  incomplete: number;
  ttft: number;
  e2e: number;
}

export type { QueueSample } from './server-queue.js';

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
}

export interface SearchHistory {
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

export function probeEntry(
  position: { index: number; replicate: number; seedHex: string },
  summary: ProbeSummary,
  misses: LimitMisses,
  seconds: number,
  queue: QueueSample | null,
): SearchProbe {
  return {
    index: position.index,
    rate_rps: summary.offeredRate,
    replicate: position.replicate,
    seed_hex: position.seedHex,
    requests: summary.requests,
    sent: summary.sent,
    good: summary.good,
    misses,
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
    seconds,
    queue,
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

export function historyDocument(h: SearchHistory, o: OpenLoopPlan): JsonObject {
  return {
    schema_version: RATE_SEARCH_SCHEMA_VERSION,
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
    probes: h.probes.map((p) => ({
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
    })),
  };
}

export interface ExpectedSearch {
  label: string;
  passId: string;
  candidateId: string;
  serverParallel: number;
}

const BIG = Number.MAX_VALUE;

function readProbe(p: Fields, o: OpenLoopPlan, index: number, serverParallel: number): SearchProbe {
  p.exactKeys([
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
  ]);
  if (p.integer('index', 0, 1_000_000) !== index)
    fail(`must be ${index} (probes in order)`, p.file, p.at('index'));
  const requests = p.integer('requests', 1, 1_000_000);
  const m = p.object('misses');
  m.exactKeys(['incomplete', 'ttft', 'e2e']);
  const verdict = p.text('verdict', 16) as Verdict3;
  if (!VERDICTS.includes(verdict)) fail(`must be one of ${VERDICTS.join(', ')}`, p.file, p.at('verdict'));
  const q = p.raw('queue') === null ? null : p.object('queue');
  q?.exactKeys([
    'requests_processing_max',
    'requests_processing_mean',
    'requests_deferred_max',
    'requests_deferred_mean',
    'samples',
  ]);
  const probe: SearchProbe = {
    index,
    rate_rps: p.number('rate_rps', 0, BIG, { exclusiveMin: true }),
    replicate: p.integer('replicate', 1, 10),
    seed_hex: p.digest('seed_hex'),
    requests,
    sent: p.integer('sent', 0, requests),
    good: p.integer('good', 0, requests),
    misses: {
      incomplete: m.integer('incomplete', 0, requests),
      ttft: m.integer('ttft', 0, requests),
      e2e: m.integer('e2e', 0, requests),
    },
    attainment: p.number('attainment', 0, 1),
    attainment_lower: p.number('attainment_lower', 0, 1),
    attainment_upper: p.number('attainment_upper', 0, 1),
    verdict,
    lag_ms_p50: p.nullableNumber('lag_ms_p50', -BIG, BIG),
    lag_ms_p99: p.nullableNumber('lag_ms_p99', -BIG, BIG),
    lag_bound_ms: p.number('lag_bound_ms', 0, BIG),
    valid: p.boolean('valid'),
    achieved_rate_rps: p.nullableNumber('achieved_rate_rps', 0, BIG),
    goodput_rps: p.number('goodput_rps', 0, BIG),
    goodput_tokens_per_second: p.number('goodput_tokens_per_second', 0, BIG),
    stopped_early: p.boolean('stopped_early'),
    seconds: p.number('seconds', 0, BIG),
    queue:
      q === null
        ? null
        : {
            requests_processing_max: q.nullableNumber('requests_processing_max', 0, BIG),
            requests_processing_mean: q.nullableNumber('requests_processing_mean', 0, BIG),
            requests_deferred_max: q.nullableNumber('requests_deferred_max', 0, BIG),
            requests_deferred_mean: q.nullableNumber('requests_deferred_mean', 0, BIG),
            samples: q.integer('samples', 0, 1_000_000),
          },
  };
  // What follows from the counts and the plan is recomputed, never trusted.
  const target = probeTargetOf(o);
  const bounds = clopperPearson(probe.good, requests, target.confidence, 'two-sided');
  const recomputed: [string, unknown, unknown][] = [
    ['seed_hex', probe.seed_hex, probeSeedHex(o.seed, index)],
    ['requests', requests, o.requests_per_probe],
    ['attainment', probe.attainment, probe.good / requests],
    ['attainment_lower', probe.attainment_lower, bounds.lower],
    ['attainment_upper', probe.attainment_upper, bounds.upper],
    ['verdict', verdict, attainmentVerdict(bounds, target.attainment)],
    ['lag_bound_ms', probe.lag_bound_ms, lagBoundMs(probe.rate_rps)],
    ['valid', probe.valid, probe.lag_ms_p99 !== null && probe.lag_ms_p99 <= lagBoundMs(probe.rate_rps)],
  ];
  for (const [key, stored, expected] of recomputed)
    if (stored !== expected)
      fail(
        `is ${String(stored)}, but the probe's own counts and the plan give ${String(expected)}`,
        p.file,
        p.at(key),
      );
  // The queue gauges are observations (nothing recomputes them); they must at least be consistent.
  const queueProblem = probe.queue === null ? null : queueSampleProblem(probe.queue, serverParallel);
  if (queueProblem !== null) fail(queueProblem, p.file, p.at('queue'));
  if (probe.good + probe.misses.incomplete > requests)
    fail('good and incomplete requests exceed the requests', p.file, p.at('misses'));
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
