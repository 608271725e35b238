// What `check` (and so `run`) warns about in a plan that is valid but unlikely to give what its
// author meant: an SLO below what the fastest request at the plan's lengths can take (a limit
// written in seconds), and a study estimated past the time the reusable workflow gives its job.
import type { StudyEstimate } from './check-report.js';
import { ASSUMED_SECONDS_PER_REQUEST, minutes } from './check-report.js';
import type { LoadPlan } from './load-plan.js';
import type { RunSpec } from './run-spec.js';

/**
 * The reusable workflows' default `timeout-minutes` for the measured job
 * (.github/workflows/capacity-study.yml and capacity-fleet.yml; a test keeps the three equal).
 */
export const WORKFLOW_TIMEOUT_MINUTES = 240;
/** GitHub-hosted runners end any job at 6 hours, whatever `timeout-minutes` says. */
export const HOSTED_JOB_LIMIT_MINUTES = 360;

/**
 * The least one request can take, each term below what a CPU serving a real language model needs
 * (the generated ~5 MB test fixtures are faster: about 1.3 ms to the first token, 0.1 ms a token):
 * the loopback request itself; each prompt token; each generated token — or, for a large model,
 * one read of every weight per forward pass (one per generated token, one per `ubatchTokens`
 * prompt tokens) at more than any CPU socket's memory bandwidth.
 */
export const SLO_FLOOR = {
  requestMs: 1,
  promptTokenMs: 0.1,
  generatedTokenMs: 1,
  weightBytesPerSecond: 500e9,
  ubatchTokens: 512,
  /** Characters per token no tokenizer exceeds on ordinary text: a lower bound on prompt tokens. */
  charsPerToken: 8,
} as const;

export interface SloFloors {
  /** Lower bound on the shortest prompt's tokens. */
  promptTokens: number;
  /** One generated token on the smallest model. */
  tokenMs: number;
  prefillMs: number;
  ttftMs: number;
  e2eMs: number;
}

/** Floors (ms) of TTFT and end-to-end latency for the plan's shortest prompt on its smallest model. */
export function sloFloors(
  modelBytes: readonly number[],
  prompts: readonly string[],
  outputTokens: number,
): SloFloors {
  const f = SLO_FLOOR;
  const weightsMs = ((modelBytes.length ? Math.min(...modelBytes) : 0) / f.weightBytesPerSecond) * 1000;
  const tokenMs = Math.max(f.generatedTokenMs, weightsMs);
  const promptTokens = Math.max(1, Math.ceil(Math.min(...prompts.map((p) => p.length)) / f.charsPerToken));
  const prefillMs = Math.max(
    promptTokens * f.promptTokenMs,
    Math.ceil(promptTokens / f.ubatchTokens) * weightsMs,
  );
  const ttftMs = f.requestMs + prefillMs + tokenMs;
  return {
    promptTokens,
    tokenMs,
    prefillMs,
    ttftMs,
    e2eMs: ttftMs + Math.max(0, outputTokens - 1) * tokenMs,
  };
}

const ms = (x: number) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));

/** One warning per SLO limit below its floor, with the floor's terms and the likely unit mistake. */
export function sloWarnings(spec: RunSpec, loadPlan: LoadPlan): string[] {
  const bytes = spec.candidates.map((c) => (c.model.kind === 'fixture' ? 0 : c.model.sizeBytes));
  const fl = sloFloors(bytes, loadPlan.prompts, loadPlan.output_tokens);
  const first = `${SLO_FLOOR.requestMs} ms for the request, ${ms(fl.prefillMs)} ms for ${fl.promptTokens}+ prompt tokens, ${ms(fl.tokenMs)} ms for the first token`;
  const limits: [string, number | null, number, string][] = [
    ['max_ttft_ms_p95', loadPlan.slo.max_ttft_ms_p95, fl.ttftMs, first],
    [
      'max_e2e_latency_ms_p95',
      loadPlan.slo.max_e2e_latency_ms_p95,
      fl.e2eMs,
      `${first}, then ${loadPlan.output_tokens - 1} more tokens at ${ms(fl.tokenMs)} ms`,
    ],
  ];
  return limits.flatMap(([key, limit, floor, terms]) =>
    limit === null || limit >= floor
      ? []
      : [
          `slo ${key} is ${limit} ms, less than the ${ms(floor)} ms one request of this plan takes at the least (${terms}): no cell of a real model would meet it${limit * 1000 >= floor ? `; if ${limit} is in seconds, write ${limit * 1000} (SLO limits are in milliseconds)` : ''}`,
        ],
  );
}

/** A warning when the estimated run time exceeds what the reusable workflow gives its measured job. */
export function workflowTimeoutWarning(estimate: StudyEstimate): string | undefined {
  const need = minutes(estimate.assumedSeconds);
  if (need <= WORKFLOW_TIMEOUT_MINUTES) return undefined;
  const raise = Math.ceil((need * 1.25) / 30) * 30;
  return `the estimate (about ${need} min at an assumed ${ASSUMED_SECONDS_PER_REQUEST} s a request, builds and downloads not included) exceeds the ${WORKFLOW_TIMEOUT_MINUTES} min the reusable workflow gives its measured job by default: on GitHub, pass its timeout-minutes input (e.g. timeout-minutes: ${raise})${raise > HOSTED_JOB_LIMIT_MINUTES ? `, which GitHub-hosted runners cap at ${HOSTED_JOB_LIMIT_MINUTES} min: use a self-hosted runner or split the study (fewer candidates or levels per plan)` : ''}, or shrink the grid or the requests per level`;
}
