// Search histories made without a server: each probe's requests follow a fixed true boundary (every
// request good below it, none above), so histories recompute and replay exactly through the search;
// and the number of probes such a search takes, read off where it ended.
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { bisectionSteps, nextProbe, recordProbe, startSearch } from '../../src/domain/load/rate-search.js';
import {
  probeEntry,
  probeOffsets,
  probeSeedHex,
  probeTargetOf,
  searchConfigOf,
  searchOutcome,
  type ProbeRequest,
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

/** The manifest digest a kit history is bound to, unless its cell names another. */
export const KIT_MANIFEST_SHA256 = sha256Hex('rate-search-kit manifest.json');

/**
 * The history of a search whose rates at or below `boundary` are all good, above it all missed E2E:
 * each probe's requests follow its seeded schedule, sent 0.5 ms late, 100 ms long when good and 1 s
 * past the E2E limit when not, and every figure is computed from them as the search computes it.
 */
export function simulatedHistory(
  o: OpenLoopPlan,
  boundary: number,
  cell: {
    label: string;
    pass_id: string;
    candidate_id: string;
    server_parallel: number;
    manifest_sha256?: string;
  },
  queue: QueueSample | null = null,
): SearchHistory {
  const target = probeTargetOf(o);
  let state = startSearch(searchConfigOf(o));
  const probes: SearchProbe[] = [];
  for (let next = nextProbe(state); next.kind === 'probe'; next = nextProbe(state)) {
    const index = probes.length;
    const good = next.rate <= boundary;
    const requests: ProbeRequest[] = probeOffsets(o, next.rate, index).map((t) => ({
      scheduled_at_seconds: t,
      sent_at_seconds: t + 0.0005,
      ttft_ms: 50,
      e2e_latency_ms: good ? 100 : o.limits.e2e_ms + 1000,
      generated_tokens: 16,
      completed: true,
      error: null,
    }));
    const seedHex = probeSeedHex(o.seed, index);
    const probe = probeEntry(
      { index, replicate: next.replicate, seedHex, rate: next.rate },
      requests,
      target,
      queue,
    );
    probes.push(probe);
    state = recordProbe(state, {
      rate: next.rate,
      verdict: probe.verdict,
      valid: probe.valid,
      durationSeconds: probe.seconds,
    });
  }
  const { manifest_sha256 = KIT_MANIFEST_SHA256, ...where } = cell;
  return { manifest_sha256, ...where, server_start_seconds: [1.5], probes, ...searchOutcome(state) };
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
