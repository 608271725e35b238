// status.json (§9.11): what a bundle says about itself (complete or which stage failed); the JSON
// style workflow-written files use. SHA-256 lists live in sha256-sums.ts.
import type { JsonObject } from '../core/json.js';
import { writeJson } from '../core/json-writer.js';

export type FailedStage =
  'validate' | 'prepare' | 'build' | 'models' | 'measure' | 'quality' | 'download' | 'assemble' | 'receipt';

/**
 * status.json of a complete bundle; the reason names Arm64 when the study's runner is one. `shared`
 * lists the cells measured while another study ran on the same machine (their server evidence says
 * so): the status then says the numbers include that load.
 */
export function completeStatus(study: JsonObject, shared: readonly string[] = []): JsonObject {
  const selections = study.selections as JsonObject[];
  const runner = (study.provenance as JsonObject).runner as JsonObject;
  const architecture = runner.architecture as string | undefined;
  const arm = architecture === undefined || /^(arm64|aarch64)$/i.test(architecture);
  return {
    canonical_outputs_modified: false,
    classification: 'supplementary-capacity',
    eligible_cell_counts: Object.fromEntries(
      selections.map((s) => [s.candidate_id as string, s.eligible_cell_count]),
    ),
    measurement_valid: true,
    reason: `counterbalanced ${arm ? 'Arm64 ' : ''}capacity evidence assembled and recomputed; eligibility and performance-gate outcomes are reported per cell${shared.length ? `; ${shared.length} cell(s) were measured while another study shared this machine, so their numbers include its load (shared_machine)` : ''}`,
    schema_version: '1.0',
    selected_operating_points: Object.fromEntries(
      selections.map((s) => {
        const cell = s.selected_cell as JsonObject | null;
        return [
          s.candidate_id as string,
          cell
            ? { client_concurrency: cell.client_concurrency, server_parallel: cell.server_parallel }
            : null,
        ];
      }),
    ),
    ...(shared.length ? { shared_machine: [...shared] } : {}),
    status: 'complete',
  };
}

export function incompleteStatus(args: {
  failedStage: FailedStage;
  reason: string;
  failedCells?: string[];
  missingCells?: string[];
  sharedMachine?: string[];
}): JsonObject {
  const out: JsonObject = {
    canonical_outputs_modified: false,
    classification: 'incomplete',
    failed_stage: args.failedStage,
    measurement_valid: false,
    reason: args.reason,
    schema_version: '1.0',
    status: 'incomplete',
  };
  if (args.failedCells?.length) out.failed_cells = [...args.failedCells];
  if (args.missingCells?.length) out.missing_cells = [...args.missingCells];
  if (args.sharedMachine?.length) out.shared_machine = [...args.sharedMachine];
  return out;
}

/** Workflow-written JSON uses ASCII escaping (§0.4 exceptions). */
export function writeWorkflowJson(value: JsonObject): string {
  return writeJson(value, { asciiOnly: true });
}
