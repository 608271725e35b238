// The floors an SLO is measured against and the workflow's timeout the estimate is held to; the
// warnings themselves, on real plans, are in __tests__/orchestrators/check-warnings.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { ASSUMED_SECONDS_PER_REQUEST, type StudyEstimate } from '../../../src/domain/plan/check-report.js';
import {
  HOSTED_JOB_LIMIT_MINUTES,
  SLO_FLOOR,
  sloFloors,
  WORKFLOW_TIMEOUT_MINUTES,
  workflowTimeoutWarning,
} from '../../../src/domain/plan/plan-warnings.js';
import { REPO_ROOT } from '../../kits/fixture-paths.js';

describe('sloFloors', () => {
  it('for small models: the request, each prompt token and each generated token at their floor rates', () => {
    const f = sloFloors([5e6], ['x'.repeat(80), 'y'.repeat(800)], 64);
    expect(f.promptTokens).toBe(10); // the shortest prompt, at 8 characters a token
    expect(f.tokenMs).toBe(SLO_FLOOR.generatedTokenMs);
    expect(f.ttftMs).toBeCloseTo(1 + 10 * 0.1 + 1, 10);
    expect(f.e2eMs).toBeCloseTo(f.ttftMs + 63 * 1, 10);
  });

  it('for a large model: every forward pass reads every weight at least once', () => {
    // 5 GB at 500 GB/s: 10 ms a pass; a 4096-character prompt is 512 tokens, one prefill pass.
    const f = sloFloors([5e9, 8e9], ['z'.repeat(4096)], 10);
    expect(f.tokenMs).toBeCloseTo(10, 10);
    expect(f.prefillMs).toBeCloseTo(Math.max(512 * 0.1, 10), 10);
    expect(f.e2eMs).toBeCloseTo(1 + 51.2 + 10 + 9 * 10, 10);
  });

  it('fixture models (no size) still get the per-token floors', () => {
    expect(sloFloors([0], ['a'], 1)).toEqual({
      promptTokens: 1,
      tokenMs: 1,
      prefillMs: 0.1,
      ttftMs: 2.1,
      e2eMs: 2.1,
    });
  });
});

describe('workflowTimeoutWarning', () => {
  const estimate = (minutes: number): StudyEstimate => ({
    serverConfigurations: 1,
    performanceServers: 1,
    qualityServers: 0,
    requests: 1,
    upperBoundSeconds: minutes * 600,
    assumedSeconds: minutes * 60,
    inputs: [],
  });

  it('is silent up to the default timeout, even when the upper bound from the timeouts exceeds it', () => {
    expect(workflowTimeoutWarning(estimate(WORKFLOW_TIMEOUT_MINUTES))).toBeUndefined();
  });

  it('names the estimate, the default, the input to raise and a value for it', () => {
    const w = workflowTimeoutWarning(estimate(328));
    expect(w).toContain(`about 328 min at an assumed ${ASSUMED_SECONDS_PER_REQUEST} s a request`);
    expect(w).toContain('exceeds the 240 min the reusable workflow gives its measured job by default');
    expect(w).toContain('timeout-minutes input (e.g. timeout-minutes: 420)');
    expect(w).toContain(`GitHub-hosted runners cap at ${HOSTED_JOB_LIMIT_MINUTES} min`);
  });

  it('leaves the hosted cap out when the raised value fits under it', () => {
    const w = workflowTimeoutWarning(estimate(250));
    expect(w).toContain('timeout-minutes: 330');
    expect(w).not.toContain('GitHub-hosted runners cap');
  });

  it('holds the default the reusable workflows declare', () => {
    for (const name of ['capacity-study.yml', 'capacity-fleet.yml']) {
      const workflow = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', name), 'utf8')) as {
        on: Record<string, { inputs?: Record<string, { default?: unknown }> } | null>;
        jobs: Record<string, { 'timeout-minutes'?: unknown }>;
      };
      // Every trigger that takes the input (workflow_call, and workflow_dispatch where there is one).
      const defaults = Object.values(workflow.on)
        .map((trigger) => trigger?.inputs?.['timeout-minutes']?.default)
        .filter((d) => d !== undefined);
      expect([name, defaults.length > 0, new Set(defaults)]).toEqual([
        name,
        true,
        new Set([WORKFLOW_TIMEOUT_MINUTES]),
      ]);
      const jobTimeouts = Object.values(workflow.jobs)
        .map((j) => j['timeout-minutes'])
        .filter((t) => typeof t === 'string' && t.includes('inputs.timeout-minutes'));
      expect([name, jobTimeouts]).toEqual([
        name,
        [`\${{ inputs.timeout-minutes || ${WORKFLOW_TIMEOUT_MINUTES} }}`],
      ]);
    }
  });
});
