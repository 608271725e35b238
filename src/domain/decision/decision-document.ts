// The `decision` object in the schema's own shape (docs/decision.md), as the receipt, the HTML report
// and the fleet read it from a validated study (plain numbers; the study read model does the one cast).
import type { Factor } from './factors.js';
import type { CandidateVerdict, ChoiceStatus } from './choice.js';
import type { PairVerdict } from '../statistics/simultaneous.js';
import type { Verdict3 } from '../statistics/verdicts.js';
import type { TieRule } from '../plan/decision-plan.js';

export interface DocCellRef {
  server_parallel: number;
  client_concurrency: number;
}

export interface DocBound {
  estimate: number | null;
  lower: number | null;
  upper: number | null;
  requests: number;
  requests_needed: number | null;
  /** Server runs (passes) with a completed request in the cell. */
  runs: number;
  /** The study's between-run SD of ln latency (pooled over cells); null when none is estimable. */
  run_sd_log: number | null;
  /** Satterthwaite degrees of freedom of that variance (0 when none). */
  run_df: number;
}

export interface DocAttainment {
  within: number;
  requests: number;
  fraction: number;
  lower: number;
  upper: number;
}

export interface DecisionDocCell extends DocCellRef {
  candidate_id: string;
  generated_tokens_per_second: { estimate: number | null; ci: [number, number] | null; df: number | null };
  ttft_ms_p95: DocBound;
  e2e_latency_ms_p95: DocBound;
  attainment: { ttft: DocAttainment | null; e2e: DocAttainment | null };
  gates: { completion: Verdict3; ttft: Verdict3 | null; e2e: Verdict3; memory: Verdict3; quality: Verdict3 };
  verdict: Verdict3;
}

export interface DecisionDocComparison {
  a: string;
  b: string;
  factor: Factor;
  factor_detail: string | null;
  metric: 'generated_tokens_per_second';
  at: string;
  a_cell: DocCellRef;
  b_cell: DocCellRef;
  ratio: number;
  /** Simultaneous interval of the ratio a/b (the family of every cross-candidate cell pair). */
  ci: [number, number] | null;
  confidence: number;
  verdict: PairVerdict | null;
  minimum_detectable_effect: number | null;
  pairs_needed: number | null;
  beyond_plan_maximum: boolean;
}

export interface DecisionDocCandidate {
  candidate_id: string;
  cell: DocCellRef | null;
  estimate: number | null;
  /** Bounds on this candidate's best point / the best of the others' (ratio), simultaneous. */
  versus_best_of_others: [number, number] | null;
  verdict: CandidateVerdict;
}

export interface DecisionDocChoice {
  status: ChoiceStatus;
  candidate_id: string | null;
  cell: DocCellRef | null;
  cell_verdict: Verdict3 | null;
  /** The chosen cell's rate with an interval that accounts for the choice. */
  rate: { estimate: number; ci: [number, number] | null; method: string } | null;
  versus_best_of_others: [number, number] | null;
  runner_up: { candidate_id: string; cell: DocCellRef } | null;
  tie_rule: TieRule;
  within_delta: string[];
  pairs_needed: number | null;
  beyond_plan_maximum: boolean;
  headline: string;
}

export interface DecisionDocLevel {
  client_concurrency: number;
  cells: number;
  df: number;
  sd_log: number;
  noise_floor: number;
  minimum_detectable_effect: number | null;
  pooled: boolean;
}

export interface DecisionDocument {
  schema_version: '2';
  confidence: number;
  indifference_zone: number;
  pairs: number;
  passes: number;
  /** Monte Carlo draws of the simultaneous critical value. */
  resamples: number;
  seed: string;
  method: string;
  noise: {
    cells: number;
    /** Server runs (candidate, P) the cells were measured by in each pass. */
    server_runs: number;
    /** One noise level per client concurrency. */
    levels: DecisionDocLevel[];
    pass_shift: number[];
    reason: string | null;
  };
  /** The noisiest level's noise floor and minimum detectable effect. */
  noise_floor: number | null;
  minimum_detectable_effect: number | null;
  simultaneous: {
    family: 'cross_candidate_cell_pairs';
    pairs: number;
    critical_value: number;
    known_variance_critical_value: number;
    draws: number;
  } | null;
  cells: DecisionDocCell[];
  comparisons: DecisionDocComparison[];
  candidates: DecisionDocCandidate[];
  choice: DecisionDocChoice | null;
  grid_edge: {
    candidate_id: string;
    cell: DocCellRef;
    edges: ('server_parallel' | 'client_concurrency')[];
    next_levels: { server_parallel: number | null; client_concurrency: number | null };
  }[];
}
