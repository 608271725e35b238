// Limits a study must fit before any build, download or measurement starts (docs/cli.md, "A plan that cannot run never starts work"): every
// port of the layout exists, the matrix and the request count stay within what one runner can
// measure, and the timeouts cannot cut off a request that would still meet the SLO.
import { fail } from '../core/errors.js';
import type { LoadPlan } from './load-plan.js';
import type { CapacityPlan } from './plan.js';
import type { EvaluationSuite } from './evaluation-suite.js';
import type { RunSpec } from './run-spec.js';
import { performanceRuns, qualityRuns } from './schedule.js';

export const RUN_BOUNDS = {
  /** Highest TCP port. */
  maxPort: 65535,
  /** Fresh llama-server starts (performance configurations plus quality servers). */
  maxServerConfigurations: 256,
  /** Warm-up, measured and quality requests over the whole study. */
  maxRequests: 100_000,
} as const;

export interface RunFiles {
  spec: string;
  plan: string;
  loadPlan: string;
}

/** Throws an InputError naming the file and field of the first limit the study exceeds. */
export function checkRunBounds(
  spec: RunSpec,
  plan: CapacityPlan,
  loadPlan: LoadPlan,
  suite: EvaluationSuite,
  files: RunFiles,
): void {
  const runs = performanceRuns(plan, spec.basePort);
  const quality = qualityRuns(plan, spec.basePort);
  const configurations = runs.length + quality.length;
  const shape = `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels + ${quality.length} quality servers`;
  if (configurations > RUN_BOUNDS.maxServerConfigurations)
    fail(
      `the plan needs ${configurations} server configurations (${shape}); at most ${RUN_BOUNDS.maxServerConfigurations} fit one study`,
      files.plan,
      '/candidates',
    );
  const maxPort = Math.max(...runs.map((r) => r.port), ...quality.map((q) => q.port));
  if (maxPort > RUN_BOUNDS.maxPort)
    fail(
      `the port layout (base_port ${spec.basePort} + 100 × server group + P, ${runs.length / plan.server_parallel_levels.length + plan.candidates.length} groups) reaches port ${maxPort}; every port must stay at most ${RUN_BOUNDS.maxPort}: lower base_port or measure fewer candidates`,
      files.spec,
      '/base_port',
    );
  const perLevel = loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level;
  const requests =
    runs.length * loadPlan.concurrency_levels.length * perLevel + quality.length * suite.quality_cases.length;
  if (requests > RUN_BOUNDS.maxRequests)
    fail(
      `the study would send ${requests} requests (${runs.length} configurations × ${loadPlan.concurrency_levels.length} client levels × ${perLevel} requests + ${quality.length} × ${suite.quality_cases.length} quality cases); at most ${RUN_BOUNDS.maxRequests} fit one study`,
      files.loadPlan,
      '/measured_requests_per_level',
    );
  const ttft = plan.load_slo.max_ttft_ms_p95;
  if (ttft !== null && loadPlan.timeout_seconds * 1000 < ttft)
    fail(
      `timeout_seconds ${loadPlan.timeout_seconds} would abandon a request still waiting for its first token inside the TTFT SLO (${ttft} ms)`,
      files.loadPlan,
      '/timeout_seconds',
    );
  const deadline = spec.timeouts.requestDeadlineSeconds;
  if (deadline !== null && deadline * 1000 < plan.load_slo.max_e2e_latency_ms_p95)
    fail(
      `request_deadline_seconds ${deadline} would cut off requests that still meet the E2E SLO (${plan.load_slo.max_e2e_latency_ms_p95} ms)`,
      files.spec,
      '/timeouts/request_deadline_seconds',
    );
}
