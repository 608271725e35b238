// The capacity search per (candidate, P) as a pure state machine: doubling (or halving) from a start rate to a bracket, then geometric bisection to hi/lo − 1 ≤ tolerance, replicates at every passing rate, a runner-seconds budget (GuideLLM's double-then-bisect, made three-valued).
import type { Verdict3 } from '../statistics/verdicts.js';

export interface SearchConfig {
  /** First offered rate, requests per second. */
  startRate: number;
  /** Stop once hi/lo − 1 ≤ tolerance (e.g. 0.1). */
  tolerance: number;
  /** Probes per rate: a rate passes only when every replicate passes (the first non-pass ends it). */
  replicates: number;
  /** Runner seconds the search may spend: each probe costs its duration plus one server start. */
  budgetSeconds: number;
  /** Planned duration of one probe, used to decide whether the next one still fits the budget. */
  probeSeconds: number;
  /**
   * When set, a probe at rate λ is planned as requestsPerProbe / λ + probeSeconds (a fixed request
   * count takes longer at a lower rate; probeSeconds is then the tail after the last arrival).
   */
  requestsPerProbe?: number;
  serverStartSeconds: number;
  /** Halving stops below this rate, doubling above `maxRate`. */
  minRate: number;
  maxRate: number;
}

export interface ProbeOutcome {
  rate: number;
  verdict: Verdict3;
  /** False when the client fell behind its schedule (see probe.ts): the rate was not really offered. */
  valid: boolean;
  durationSeconds: number;
}

export type SearchStatus = 'running' | 'converged' | 'budget' | 'below-min' | 'above-max';

export interface SearchState {
  readonly config: SearchConfig;
  readonly phase: 'up' | 'down' | 'bisect' | 'done';
  readonly status: SearchStatus;
  /** Highest rate every replicate of which passed (null: none yet). */
  readonly lo: number | null;
  /** Lowest rate not shown to pass: a replicate failed, was indeterminate or invalid (null: none yet). */
  readonly hi: number | null;
  readonly candidate: number;
  readonly passesAtCandidate: number;
  readonly spentSeconds: number;
  readonly history: readonly ProbeOutcome[];
}

export type NextProbe =
  | { kind: 'probe'; rate: number; replicate: number }
  | { kind: 'done'; status: Exclude<SearchStatus, 'running'>; lo: number | null; hi: number | null };

function positive(name: string, value: number): void {
  if (!(value > 0) || !Number.isFinite(value))
    throw new RangeError(`${name} must be a positive finite number (got ${value})`);
}

export function startSearch(config: SearchConfig): SearchState {
  positive('startRate', config.startRate);
  positive('tolerance', config.tolerance);
  positive('budgetSeconds', config.budgetSeconds);
  positive('probeSeconds', config.probeSeconds);
  positive('minRate', config.minRate);
  positive('maxRate', config.maxRate);
  if (
    config.requestsPerProbe !== undefined &&
    !(Number.isInteger(config.requestsPerProbe) && config.requestsPerProbe >= 1)
  )
    throw new RangeError(`requestsPerProbe must be an integer >= 1 (got ${config.requestsPerProbe})`);
  if (!(config.serverStartSeconds >= 0) || !Number.isFinite(config.serverStartSeconds))
    throw new RangeError(
      `serverStartSeconds must be a finite number >= 0 (got ${config.serverStartSeconds})`,
    );
  if (!Number.isInteger(config.replicates) || config.replicates < 1 || config.replicates > 10)
    throw new RangeError(`replicates must be an integer in 1..10 (got ${config.replicates})`);
  if (!(config.minRate <= config.startRate && config.startRate <= config.maxRate))
    throw new RangeError(
      `startRate must lie in [minRate, maxRate] (got ${config.startRate} outside [${config.minRate}, ${config.maxRate}])`,
    );
  return {
    config,
    phase: 'up',
    status: 'running',
    lo: null,
    hi: null,
    candidate: config.startRate,
    passesAtCandidate: 0,
    spentSeconds: 0,
    history: [],
  };
}

/** Seconds the probe at `rate` is planned to take (the budget check before it). */
export function plannedProbeSeconds(config: SearchConfig, rate: number): number {
  return config.requestsPerProbe === undefined
    ? config.probeSeconds
    : config.requestsPerProbe / rate + config.probeSeconds;
}

/** The next probe to run, or why the search ended and the bracket it reached. */
export function nextProbe(state: SearchState): NextProbe {
  const { config } = state;
  if (state.status !== 'running') return { kind: 'done', status: state.status, lo: state.lo, hi: state.hi };
  if (
    state.spentSeconds + plannedProbeSeconds(config, state.candidate) + config.serverStartSeconds >
    config.budgetSeconds
  )
    return { kind: 'done', status: 'budget', lo: state.lo, hi: state.hi };
  return { kind: 'probe', rate: state.candidate, replicate: state.passesAtCandidate + 1 };
}

function done(state: SearchState, status: Exclude<SearchStatus, 'running'>): SearchState {
  return { ...state, phase: 'done', status };
}

/** Moves to the geometric midpoint of [lo, hi], or ends when the bracket is within tolerance. */
function bisect(state: SearchState, lo: number, hi: number): SearchState {
  const next = { ...state, phase: 'bisect' as const, lo, hi, passesAtCandidate: 0 };
  if (hi / lo - 1 <= state.config.tolerance) return done(next, 'converged');
  return { ...next, candidate: Math.sqrt(lo * hi) };
}

/** Folds one probe's outcome into the state. A probe counts as passing only when valid and `pass`. */
export function recordProbe(state: SearchState, outcome: ProbeOutcome): SearchState {
  if (state.status !== 'running') throw new RangeError('the search has ended: no probe to record');
  if (outcome.rate !== state.candidate)
    throw new RangeError(`rate must be the rate asked for (${state.candidate}), got ${outcome.rate}`);
  if (!(outcome.durationSeconds >= 0))
    throw new RangeError(`durationSeconds must be >= 0 (got ${outcome.durationSeconds})`);
  const { config } = state;
  const spent: SearchState = {
    ...state,
    spentSeconds: state.spentSeconds + outcome.durationSeconds + config.serverStartSeconds,
    history: [...state.history, outcome],
  };
  const rate = state.candidate;
  if (outcome.valid && outcome.verdict === 'pass') {
    if (state.passesAtCandidate + 1 < config.replicates)
      return { ...spent, passesAtCandidate: state.passesAtCandidate + 1 };
    // Every replicate passed: the rate is the new lower end.
    if (state.phase === 'up') {
      const up = 2 * rate;
      if (up > config.maxRate) return done({ ...spent, lo: rate }, 'above-max');
      return { ...spent, lo: rate, candidate: up, passesAtCandidate: 0 };
    }
    return bisect(spent, rate, state.hi!);
  }
  // Failed, indeterminate or invalid: the rate is not shown to pass, so it bounds from above.
  if (state.phase === 'bisect' || (state.phase === 'up' && state.lo !== null))
    return bisect(spent, state.lo!, rate);
  const down = rate / 2;
  if (down < config.minRate) return done({ ...spent, hi: rate }, 'below-min');
  return { ...spent, phase: 'down', hi: rate, candidate: down, passesAtCandidate: 0 };
}

/** Bisection steps from a ratio-2 bracket to hi/lo − 1 ≤ tolerance: the smallest k with 2^(2^−k) − 1 ≤ tolerance. */
export function bisectionSteps(tolerance: number): number {
  positive('tolerance', tolerance);
  let ratio = 2;
  let k = 0;
  while (ratio - 1 > tolerance) {
    ratio = Math.sqrt(ratio);
    k++;
  }
  return k;
}
