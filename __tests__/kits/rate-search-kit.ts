// Search histories made without a server: each probe's outcome follows a fixed true boundary
// (every request good below it, none above), so histories replay exactly through the search; and the
// number of probes such a search takes, read off where it ended.
import { clopperPearson } from '../../src/domain/statistics/binomial.js';
import { attainmentVerdict, lagBoundMs } from '../../src/domain/load/probe.js';
import { bisectionSteps, nextProbe, recordProbe, startSearch } from '../../src/domain/load/rate-search.js';
import {
  probeSeedHex,
  searchConfigOf,
  searchOutcome,
  type SearchHistory,
  type SearchProbe,
} from '../../src/domain/measurement/rate-search-history.js';
import type { OpenLoopPlan } from '../../src/domain/plan/open-loop-plan.js';
import type { QueueSample } from '../../src/domain/measurement/server-queue.js';

export function openLoopPlan(over: Partial<OpenLoopPlan> = {}): OpenLoopPlan {
  return {
    arrival: 'poisson',
    burstiness: null,
    attainment_target: 0.75,
    confidence: 0.8,
    limits: { ttft_ms: 2000, e2e_ms: 4000 },
    min_rate_rps: 0.25,
    max_rate_rps: 64,
    start_rate_rps: 1,
    tolerance: 0.1,
    replicates: 2,
    requests_per_probe: 12,
    budget_seconds: 1000,
    seed: 3,
    max_pass_spread_percent: 10,
    ...over,
  };
}

/** The history of a search whose rates at or below `boundary` are all good, above it all missed E2E. */
export function simulatedHistory(
  o: OpenLoopPlan,
  boundary: number,
  cell: { label: string; pass_id: string; candidate_id: string; server_parallel: number },
  secondsPerProbe = 5,
  queue: QueueSample | null = null,
): SearchHistory {
  let state = startSearch(searchConfigOf(o));
  const probes: SearchProbe[] = [];
  for (let next = nextProbe(state); next.kind === 'probe'; next = nextProbe(state)) {
    const n = o.requests_per_probe;
    const good = next.rate <= boundary ? n : 0;
    const bounds = clopperPearson(good, n, o.confidence, 'two-sided');
    const verdict = attainmentVerdict(bounds, o.attainment_target);
    const lagP99 = 1;
    probes.push({
      index: probes.length,
      rate_rps: next.rate,
      replicate: next.replicate,
      seed_hex: probeSeedHex(o.seed, probes.length),
      requests: n,
      sent: n,
      good,
      misses: { incomplete: 0, ttft: 0, e2e: n - good },
      attainment: good / n,
      attainment_lower: bounds.lower,
      attainment_upper: bounds.upper,
      verdict,
      lag_ms_p50: 0.5,
      lag_ms_p99: lagP99,
      lag_bound_ms: lagBoundMs(next.rate),
      valid: lagP99 <= lagBoundMs(next.rate),
      achieved_rate_rps: next.rate,
      goodput_rps: (good / n) * next.rate,
      goodput_tokens_per_second: (good / n) * next.rate * 16,
      stopped_early: false,
      seconds: secondsPerProbe,
      queue,
    });
    state = recordProbe(state, { rate: next.rate, verdict, valid: true, durationSeconds: secondsPerProbe });
  }
  return { ...cell, server_start_seconds: [1.5], probes, ...searchOutcome(state) };
}

/**
 * Probes a converged search takes when each rate's replicates agree (a deterministic service): the
 * final lower end lo = start·2^f·2^(j/2^k) says the whole path. f ≥ 0: f + 1 passing doublings and
 * one failing; f < 0: −f failing halvings and one passing; then k bisections, of which popcount(j)
 * pass. A passing rate costs `replicates` probes, a failing one 1.
 */
export function predictedProbes(
  startRate: number,
  tolerance: number,
  bracket: { lo: number; hi: number },
  replicates: number,
): number {
  const k = bisectionSteps(tolerance);
  const exponent = Math.log2(bracket.lo / startRate);
  const f = Math.floor(exponent + 1e-9);
  const j = Math.round((exponent - f) * 2 ** k);
  let bits = 0;
  for (let v = j; v > 0; v >>= 1) bits += v & 1;
  const passes = (f >= 0 ? f + 1 : 1) + bits;
  const fails = (f >= 0 ? 1 : -f) + (k - bits);
  return replicates * passes + fails;
}
