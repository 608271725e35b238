// A realistic `decision` object over the seed study's 18 cells (docs/decision.md shape), for the report tests.
import type { DecisionDocCell, DecisionDocument } from '../../src/domain/decision/decision-document.js';
import { SEED_STUDY_BYTES } from './seed-study.js';

interface SeedCell {
  candidate_id: string;
  server_parallel: number;
  client_concurrency: number;
  summary: {
    generated_tokens_per_second_median: number;
    e2e_latency_ms_p95_median: number;
    ttft_ms_p95_median: number;
  };
}

const SLO_E2E = 6500;
const SLO_TTFT = 2000;

function cellOf(s: SeedCell): DecisionDocCell {
  const rate = s.summary.generated_tokens_per_second_median;
  const e2e = s.summary.e2e_latency_ms_p95_median;
  const ttft = s.summary.ttft_ms_p95_median;
  // One slot serves requests one after another: fewer pooled requests, so no upper bound on its p95.
  const few = s.server_parallel === 1;
  const requests = few ? 32 : 64;
  const e2eGate = e2e * 1.08 <= SLO_E2E ? 'pass' : e2e * 0.94 > SLO_E2E ? 'fail' : 'indeterminate';
  const ttftGate = ttft <= SLO_TTFT ? (few ? 'indeterminate' : 'pass') : 'fail';
  const gates = {
    completion: 'pass',
    ttft: ttftGate,
    e2e: few && e2eGate === 'pass' ? 'indeterminate' : e2eGate,
    memory: 'pass',
    quality: 'pass',
  } as const;
  const all = Object.values(gates);
  const within = (limit: number, p95: number) => (p95 <= limit ? requests - 1 : Math.floor(requests * 0.8));
  return {
    candidate_id: s.candidate_id,
    server_parallel: s.server_parallel,
    client_concurrency: s.client_concurrency,
    generated_tokens_per_second: { estimate: rate, ci: [rate * 0.962, rate * 1.039], df: 17 },
    ttft_ms_p95: {
      estimate: ttft,
      lower: ttft * 0.9,
      upper: few ? null : ttft * 1.12,
      requests,
      requests_needed: few ? 59 : null,
      runs: 2,
      run_sd_log: 0.05,
      run_df: 8,
    },
    e2e_latency_ms_p95: {
      estimate: e2e,
      lower: e2e * 0.94,
      upper: few ? null : e2e * 1.08,
      requests,
      requests_needed: few ? 59 : null,
      runs: 2,
      run_sd_log: 0.05,
      run_df: 8,
    },
    attainment: {
      ttft: { within: within(SLO_TTFT, ttft), requests, fraction: 0.9, lower: 0.85, upper: 0.99 },
      e2e: { within: within(SLO_E2E, e2e), requests, fraction: 0.95, lower: 0.88, upper: 0.999 },
    },
    gates,
    verdict: all.includes('fail') ? 'fail' : all.includes('indeterminate') ? 'indeterminate' : 'pass',
  };
}

/** The seed study's cells with made-up but coherent intervals, bounds and gates; q4 P4/C4 is chosen. */
export function decisionFixture(): DecisionDocument {
  const study = JSON.parse(Buffer.from(SEED_STUDY_BYTES).toString('utf8')) as { cells: SeedCell[] };
  const q4 = { server_parallel: 4, client_concurrency: 4 };
  return {
    schema_version: '2',
    confidence: 0.95,
    indifference_zone: 0.01,
    pairs: 1,
    passes: 2,
    resamples: 2000,
    seed: 'a3f1c2'.padEnd(64, '0'),
    method: 'randomized-block model of ln(generation rate) over cells x passes',
    noise: {
      cells: 18,
      server_runs: 6,
      levels: [
        {
          client_concurrency: 1,
          cells: 6,
          df: 5,
          sd_log: 0.0152,
          noise_floor: 0.0153,
          minimum_detectable_effect: 0.0701,
          pooled: false,
        },
        {
          client_concurrency: 2,
          cells: 6,
          df: 5,
          sd_log: 0.0183,
          noise_floor: 0.0185,
          minimum_detectable_effect: 0.0853,
          pooled: false,
        },
        {
          client_concurrency: 4,
          cells: 6,
          df: 5,
          sd_log: 0.0213,
          noise_floor: 0.0215,
          minimum_detectable_effect: 0.1002,
          pooled: false,
        },
      ],
      pass_shift: [0.0061, -0.0061],
      reason: null,
    },
    noise_floor: 0.0215,
    minimum_detectable_effect: 0.1002,
    simultaneous: {
      family: 'cross_candidate_cell_pairs',
      pairs: 108,
      critical_value: 4.12,
      known_variance_critical_value: 3.02,
      draws: 2000,
    },
    cells: study.cells.map(cellOf),
    comparisons: [
      {
        a: 'q8-generic',
        b: 'q4-kleidiai-tuned',
        factor: 'confounded',
        factor_detail: 'model, server_args',
        metric: 'generated_tokens_per_second',
        at: 'selected',
        a_cell: q4,
        b_cell: q4,
        ratio: 0.9368,
        ci: [0.8962, 0.9793],
        confidence: 0.95,
        verdict: 'worse',
        minimum_detectable_effect: 0.0612,
        pairs_needed: null,
        beyond_plan_maximum: false,
      },
      {
        a: 'q8-generic',
        b: 'q4-kleidiai-tuned',
        factor: 'confounded',
        factor_detail: 'model, server_args',
        metric: 'generated_tokens_per_second',
        at: 'P4/C4',
        a_cell: q4,
        b_cell: q4,
        ratio: 0.9368,
        ci: [0.8962, 0.9793],
        confidence: 0.95,
        verdict: 'no_detectable_difference',
        minimum_detectable_effect: 0.0612,
        pairs_needed: 3,
        beyond_plan_maximum: false,
      },
    ],
    candidates: [
      {
        candidate_id: 'q8-generic',
        cell: q4,
        estimate: 85.0,
        versus_best_of_others: [0.8962, 0.9793],
        verdict: 'not_best',
      },
      {
        candidate_id: 'q4-kleidiai-tuned',
        cell: q4,
        estimate: 90.7,
        versus_best_of_others: [1.0211, 1.1158],
        verdict: 'best',
      },
    ],
    choice: {
      status: 'best',
      candidate_id: 'q4-kleidiai-tuned',
      cell: q4,
      cell_verdict: 'pass',
      rate: { estimate: 90.2, ci: [86.1, 94.2], method: 'selection-adjusted (hybrid conditional interval)' },
      versus_best_of_others: [1.0211, 1.1158],
      runner_up: { candidate_id: 'q8-generic', cell: q4 },
      tie_rule: 'highest_estimate',
      within_delta: ['q4-kleidiai-tuned'],
      pairs_needed: null,
      beyond_plan_maximum: false,
      headline:
        'Q4 with KleidiAI and 512-token micro-batch at P4 / C4: 90.2 tok/s [86.1, 94.2]; the best of 2 candidates (against the best of the others: [+2.1 %, +11.6 %], 95 % simultaneous).',
    },
    grid_edge: [
      {
        candidate_id: 'q4-kleidiai-tuned',
        cell: q4,
        edges: ['server_parallel', 'client_concurrency'],
        next_levels: { server_parallel: 8, client_concurrency: 8 },
      },
    ],
  };
}
