// The study's `rate_envelope[]` in the schema's own shape (docs/open-loop.md, "In the study"): per
// (candidate, P) the highest offered rate shown to meet the attainment target, as renderers read it.
import type { ArrivalKind } from '../load/arrivals.js';
import type { Verdict3 } from '../statistics/verdicts.js';

/** How one pass's search ended (rate-search.ts); `running` never reaches a finalized study. */
export type EnvelopeStatus = 'converged' | 'budget' | 'below-min' | 'above-max';

/** The per-request limit most often missed at the lowest rate not shown to pass. */
export type BindingLimit = 'ttft' | 'e2e' | 'completion' | 'none';

export interface EnvelopeAttainment {
  /** Good requests over requests, pooled over the replicates at `max_rate_rps` in the pass that set it. */
  good: number;
  requests: number;
  fraction: number;
  /** Two-sided exact Clopper–Pearson interval at `confidence`. */
  lower: number;
  upper: number;
}

export interface EnvelopePass {
  pass_id: string;
  status: EnvelopeStatus;
  /** The pass's lo: the highest rate every replicate of which passed (null: none did). */
  max_rate_rps: number | null;
  /** [lo, hi]: hi is the lowest rate not shown to pass (null: none failed, the search hit max). */
  bracket_rps: [number | null, number | null];
  probes: number;
  invalid_probes: number;
  /** Probe seconds plus the server start(s) of this pass's search. */
  runner_seconds: number;
}

export interface RateEnvelopeEntry {
  candidate_id: string;
  server_parallel: number;
  arrival: ArrivalKind;
  /** Gamma shape b (1 = Poisson); null for poisson and constant. */
  burstiness: number | null;
  attainment_target: number;
  confidence: number;
  limits: { ttft_ms: number; e2e_ms: number };
  /** converged when every pass converged, else the first of below-min, budget, above-max a pass has. */
  status: EnvelopeStatus;
  /** The lowest of the passes' max rates: every pass demonstrated it (null when a pass found none). */
  max_rate_rps: number | null;
  /** [lowest pass lo, highest pass hi]: the boundary lies inside in every pass (null ends: open). */
  bracket_rps: [number | null, number | null];
  /** Goodput at `max_rate_rps` (the lowest over its replicates in the pass that set it); null with it. */
  goodput_rps: number | null;
  goodput_tokens_per_second: number | null;
  attainment_at_max_rate: EnvelopeAttainment | null;
  binding_limit: BindingLimit | null;
  probes: number;
  invalid_probes: number;
  runner_seconds: number;
  passes: EnvelopePass[];
  /** (max − min) / median × 100 of the passes' max rates; null when a pass has none. */
  pass_spread_percent: number | null;
  max_pass_spread_percent: number;
  /** pass: spread within the limit; fail: above it and the pass brackets are disjoint; else indeterminate. */
  spread_gate: Verdict3;
  /** The plan's seed: probe i of every search draws its arrivals from SHA-256 of `paretopilot-open-loop-probe:<seed>:<i>`. */
  search_seed: number;
}
