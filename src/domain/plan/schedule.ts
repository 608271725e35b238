// The counterbalanced schedule (spec §4.1): run order, labels and ports.
import type { CapacityPlan } from './plan.js';

/** One scheduled performance run (not the run spec file: that is `RunSpec` in run-spec.ts). */
export interface ScheduledRun {
  /** 1-based position in execution order. */
  ordinal: number;
  passId: string;
  passIndex: number;
  candidateId: string;
  serverParallel: number;
  /** Client levels in the order this run executes them. */
  clientOrder: number[];
  label: string;
  port: number;
}

export interface ScheduledQualityRun {
  candidateId: string;
  serverParallel: number;
  label: string;
  port: number;
}

export function runLabel(passId: string, candidateId: string, serverParallel: number): string {
  return `${passId}/${candidateId}/p${serverParallel}`;
}

export function qualityLabel(candidateId: string, serverParallel: number): string {
  return `${candidateId}/p${serverParallel}`;
}

/** Port rule of the reference workflow: basePort + 100 × group + P (groups: runs, then quality). */
export function portFor(basePort: number, group: number, serverParallel: number): number {
  return basePort + 100 * group + serverParallel;
}

/** Performance runs in execution order: pass → that pass's candidate order → its P order. */
export function performanceRuns(plan: CapacityPlan, basePort = 19000): ScheduledRun[] {
  const runs: ScheduledRun[] = [];
  let group = 0;
  plan.passes.forEach((pass, passIndex) => {
    for (const candidateId of pass.candidate_order) {
      for (const p of pass.server_parallel_order) {
        runs.push({
          ordinal: runs.length + 1,
          passId: pass.id,
          passIndex,
          candidateId,
          serverParallel: p,
          clientOrder: [...pass.client_concurrency_order],
          label: runLabel(pass.id, candidateId, p),
          port: portFor(basePort, group, p),
        });
      }
      group++;
    }
  });
  return runs;
}

/** Quality runs after both passes: plan candidate order × P ascending. */
export function qualityRuns(plan: CapacityPlan, basePort = 19000): ScheduledQualityRun[] {
  const firstGroup = plan.passes.length * plan.candidates.length;
  return plan.candidates.flatMap((c, k) =>
    plan.server_parallel_levels.map((p) => ({
      candidateId: c.id,
      serverParallel: p,
      label: qualityLabel(c.id, p),
      port: portFor(basePort, firstGroup + k, p),
    })),
  );
}

/** Order of `server_configurations` (§9.2): plan pass index, plan candidate index, P ascending. */
export function planOrderedRuns(
  plan: CapacityPlan,
): { passId: string; candidateId: string; serverParallel: number; label: string }[] {
  return plan.passes.flatMap((pass) =>
    plan.candidates.flatMap((c) =>
      plan.server_parallel_levels.map((p) => ({
        passId: pass.id,
        candidateId: c.id,
        serverParallel: p,
        label: runLabel(pass.id, c.id, p),
      })),
    ),
  );
}

export interface CellKey {
  candidateId: string;
  serverParallel: number;
  clientConcurrency: number;
}

/** Cells in study order: plan candidate order × P ascending × C ascending. */
export function cellKeys(plan: CapacityPlan): CellKey[] {
  return plan.candidates.flatMap((c) =>
    plan.server_parallel_levels.flatMap((p) =>
      plan.client_concurrency_levels.map((cc) => ({
        candidateId: c.id,
        serverParallel: p,
        clientConcurrency: cc,
      })),
    ),
  );
}
