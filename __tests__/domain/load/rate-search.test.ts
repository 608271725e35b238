// The search finds a known answer: against a simulated P-slot service with a fixed per-token time and constant arrivals, whose boundary is solved in closed form (and checked by exact simulation), it lands within tolerance in the predicted number of probes; the budget stop reports a valid bracket.
import { describe, expect, it } from '@jest/globals';
import { arrivalSchedule } from '../../../src/domain/load/arrivals.js';
import { summarizeProbe, targetOutOfReach, isGood } from '../../../src/domain/load/probe.js';
import type { ProbeRecord, ProbeTarget } from '../../../src/domain/load/probe.js';
import { bisectionSteps, nextProbe, recordProbe, startSearch } from '../../../src/domain/load/rate-search.js';
import { predictedProbes } from '../../kits/rate-search-kit.js';
import type { ProbeOutcome, SearchConfig, SearchState } from '../../../src/domain/load/rate-search.js';
import { clopperPearson } from '../../../src/domain/statistics/binomial.js';

// Service model: P slots, FCFS; a request takes PREFILL s to its first token, then TOKENS × PER_TOKEN s.
const P = 4;
const PREFILL = 0.05;
const TOKENS = 64;
const PER_TOKEN = 0.02;
const SERVICE = PREFILL + TOKENS * PER_TOKEN; // 1.33 s
const N = 200;
const TARGET: ProbeTarget = { limits: { ttftMs: 4000, e2eMs: 4000 }, attainment: 0.9, confidence: 0.95 };
const SEED = '5e'.repeat(32);

/** Exact simulation of one probe at `rate` (constant arrivals), stopping once the target is out of reach. */
function simulateProbe(rate: number): { records: ProbeRecord[]; durationSeconds: number } {
  const offsets = arrivalSchedule({ kind: 'constant', rate, count: N, seedHex: SEED });
  const free = new Array<number>(P).fill(0);
  const records: ProbeRecord[] = [];
  let good = 0;
  let end = 0;
  for (let i = 0; i < N; i++) {
    const t = offsets[i];
    if (targetOutOfReach(good, i, N - i, TARGET)) {
      records.push({ scheduledAt: t, sentAt: null, ttftMs: null, e2eMs: null, tokens: 0, completed: false });
      continue;
    }
    let slot = 0;
    for (let s = 1; s < P; s++) if (free[s] < free[slot]) slot = s;
    const start = Math.max(t, free[slot]);
    free[slot] = start + SERVICE;
    end = Math.max(end, free[slot]);
    const record = {
      scheduledAt: t,
      sentAt: t,
      ttftMs: (start - t + PREFILL) * 1000,
      e2eMs: (start + SERVICE - t) * 1000,
      tokens: TOKENS,
      completed: true,
    };
    if (isGood(record, TARGET.limits)) good++;
    records.push(record);
  }
  return { records, durationSeconds: end };
}

function probe(rate: number): ProbeOutcome {
  const { records, durationSeconds } = simulateProbe(rate);
  const summary = summarizeProbe(records, rate, TARGET);
  return { rate, verdict: summary.verdict, valid: summary.valid, durationSeconds };
}

/**
 * The boundary in closed form. Overloaded (λ > P/S), request i = qP + r starts at t_r + qS, so its
 * E2E is (q + 1)S − qP/λ: group q is good iff q(S − P/λ) ≤ y − S. A probe passes iff the good count
 * P(Q + 1) reaches k_min, the least k whose two-sided lower bound reaches the target; so with
 * q_min = ⌈k_min/P⌉ − 1 the highest passing rate is b_max = P / (S − (y − S)/q_min).
 */
function trueBoundary(): number {
  let kStar = N;
  while (kStar > 0 && clopperPearson(kStar - 1, N, TARGET.confidence, 'two-sided').lower >= TARGET.attainment)
    kStar--;
  const qStar = Math.ceil(kStar / P) - 1;
  const y = TARGET.limits.e2eMs / 1000;
  return P / (SERVICE - (y - SERVICE) / qStar);
}

function run(config: SearchConfig): SearchState {
  let state = startSearch(config);
  for (let step = 0; step < 1000; step++) {
    const next = nextProbe(state);
    if (next.kind === 'done') return state;
    state = recordProbe(state, probe(next.rate));
  }
  throw new Error('search did not end');
}

const CONFIG: SearchConfig = {
  startRate: 0.5,
  tolerance: 0.05,
  replicates: 2,
  budgetSeconds: 1e6,
  probeSeconds: 120,
  serverStartSeconds: 5,
  minRate: 0.01,
  maxRate: 1000,
};

describe('rate search against a simulated P-slot service', () => {
  const boundary = trueBoundary();

  it('has an exact boundary: the simulation passes just below b_max and fails just above', () => {
    expect(boundary).toBeGreaterThan(P / SERVICE);
    expect(probe(boundary * (1 - 1e-9)).verdict).toBe('pass');
    expect(probe(boundary * (1 + 1e-6)).verdict).not.toBe('pass');
  });

  it.each([0.5, 1.7, 20, 0.05])(
    'from start %p req/s lands within tolerance in the predicted probes',
    (startRate) => {
      const state = run({ ...CONFIG, startRate });
      expect(state.status).toBe('converged');
      const { lo, hi } = state;
      expect(lo).not.toBeNull();
      expect(hi).not.toBeNull();
      expect(lo!).toBeLessThanOrEqual(boundary);
      expect(hi!).toBeGreaterThan(boundary);
      expect(hi! / lo! - 1).toBeLessThanOrEqual(CONFIG.tolerance);
      expect(state.history).toHaveLength(
        predictedProbes(startRate, CONFIG.tolerance, { lo: lo!, hi: hi! }, 2),
      );
    },
  );

  it('prints the numbers of the acceptance case (start 0.5 req/s, tolerance 5 %, 2 replicates)', () => {
    const state = run(CONFIG);
    expect(bisectionSteps(0.05)).toBe(4);
    // b* = 3.1417 req/s: 0.5, 1, 2 pass (2 probes each), 4 fails (1), then 4 bisections of which
    // lo = 2·2^(10/16) says 2 pass (2 each) and 2 fail: 6 + 1 + 4 + 2 = 13 probes.
    expect(boundary).toBeCloseTo(3.141711, 6);
    expect(state.lo).toBeCloseTo(2 * 2 ** (10 / 16), 12);
    expect(state.hi).toBeCloseTo(2 * 2 ** (11 / 16), 12);
    expect(state.history).toHaveLength(13);
    expect(predictedProbes(0.5, 0.05, { lo: state.lo!, hi: state.hi! }, 2)).toBe(13);
  });

  it('stops when the budget is spent and reports a bracket whose ends are what they claim', () => {
    const state = run({ ...CONFIG, budgetSeconds: 1700 });
    const next = nextProbe(state);
    expect(next).toMatchObject({ kind: 'done', status: 'budget' });
    expect(state.spentSeconds + CONFIG.probeSeconds + CONFIG.serverStartSeconds).toBeGreaterThan(1700);
    expect(state.lo).not.toBeNull();
    expect(probe(state.lo!).verdict).toBe('pass');
    expect(state.hi).not.toBeNull();
    expect(probe(state.hi!).verdict).not.toBe('pass');
    expect(state.hi! / state.lo! - 1).toBeGreaterThan(CONFIG.tolerance);
    expect(state.hi!).toBeGreaterThan(boundary);
    expect(state.lo!).toBeLessThanOrEqual(boundary);
  });
});

describe('rate search rules', () => {
  const outcome = (rate: number, verdict: ProbeOutcome['verdict'], valid = true): ProbeOutcome => ({
    rate,
    verdict,
    valid,
    durationSeconds: 10,
  });

  it('needs every replicate to pass; an indeterminate or invalid probe bounds from above', () => {
    let s = startSearch({ ...CONFIG, startRate: 1 });
    s = recordProbe(s, outcome(1, 'pass'));
    expect(nextProbe(s)).toEqual({ kind: 'probe', rate: 1, replicate: 2 });
    s = recordProbe(s, outcome(1, 'pass'));
    expect(s.lo).toBe(1);
    s = recordProbe(s, outcome(2, 'pass'));
    s = recordProbe(s, outcome(2, 'indeterminate'));
    expect([s.lo, s.hi, s.phase]).toEqual([1, 2, 'bisect']);
    expect(s.candidate).toBeCloseTo(Math.SQRT2, 15);
    s = recordProbe(s, outcome(s.candidate, 'pass', false));
    expect(s.hi).toBeCloseTo(Math.SQRT2, 15);
  });

  it('ends at the rate limits and refuses a probe it did not ask for', () => {
    let s = startSearch({ ...CONFIG, startRate: 1, minRate: 0.5, maxRate: 3, replicates: 1 });
    s = recordProbe(s, outcome(1, 'pass'));
    s = recordProbe(s, outcome(2, 'pass'));
    expect([s.status, s.lo, s.hi]).toEqual(['above-max', 2, null]);
    expect(() => recordProbe(s, outcome(4, 'pass'))).toThrow(/search has ended/);
    let d = startSearch({ ...CONFIG, startRate: 1, minRate: 0.5, replicates: 1 });
    expect(() => recordProbe(d, outcome(3, 'pass'))).toThrow(/^rate must/);
    d = recordProbe(d, outcome(1, 'fail'));
    d = recordProbe(d, outcome(0.5, 'fail'));
    expect([d.status, d.lo, d.hi]).toEqual(['below-min', null, 0.5]);
  });

  it.each([
    [{ startRate: 0 }, /^startRate/],
    [{ tolerance: -1 }, /^tolerance/],
    [{ replicates: 0 }, /^replicates/],
    [{ budgetSeconds: 0 }, /^budgetSeconds/],
    [{ serverStartSeconds: -1 }, /^serverStartSeconds/],
    [{ startRate: 2000 }, /^startRate must lie/],
  ] as const)('throws a RangeError naming the field for %j', (override, message) => {
    expect(() => startSearch({ ...CONFIG, ...override })).toThrow(message);
  });
});
