// The fixed blocks of a synthetic capacity plan (gates and selection as the published plan words
// them), shared by the bench's synthetic bundle and the decision's study simulation.
import { float, type JsonObject } from '../../src/domain/core/json.js';

/** `quality_gate`, `capacity_gate` and `selection` of a synthetic plan whose reference is `referenceId`. */
export function syntheticPlanBlocks(referenceId: string): JsonObject {
  return {
    quality_gate: {
      minimum_score: float(0.5),
      minimum_retention_vs_reference: float(0.9),
      reference_candidate_id: referenceId,
      require_identical_outcomes_across_parallel: true,
    },
    capacity_gate: {
      max_server_peak_rss_mib: float(4096),
      require_every_pass_slo: true,
      max_throughput_relative_spread_percent: float(15),
      max_e2e_relative_spread_percent: float(20),
    },
    selection: {
      objective: 'generated_tokens_per_second_median',
      direction: 'max',
      objective_tolerance_percent: float(1),
      tie_breakers: [
        'e2e_latency_ms_p95_median',
        'ttft_ms_p95_median',
        'server_peak_rss_mib_max',
        'server_parallel',
        'client_concurrency',
      ],
    },
  };
}
