// status.json (§9.11) and SHA256SUMS — the two files that summarize a bundle.
import { fail } from '../core/errors.js';
import { writeJson, type JsonObject } from '../core/json.js';

export type FailedStage =
  'validate' | 'prepare' | 'build' | 'models' | 'measure' | 'quality' | 'download' | 'assemble' | 'receipt';

export function completeStatus(study: JsonObject, architecture?: string): JsonObject {
  const selections = study.selections as JsonObject[];
  const arm = architecture === undefined || /^(arm64|aarch64)$/i.test(architecture);
  return {
    canonical_outputs_modified: false,
    classification: 'supplementary-capacity',
    eligible_cell_counts: Object.fromEntries(
      selections.map((s) => [s.candidate_id as string, s.eligible_cell_count]),
    ),
    measurement_valid: true,
    reason: `counterbalanced ${arm ? 'Arm64 ' : ''}capacity evidence assembled and recomputed; eligibility and performance-gate outcomes are reported per cell`,
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
    status: 'complete',
  };
}

export function incompleteStatus(args: {
  failedStage: FailedStage;
  reason: string;
  failedCells?: string[];
  missingCells?: string[];
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
  return out;
}

/** Workflow-written JSON uses ASCII escaping (§0.4 exceptions). */
export function writeWorkflowJson(value: JsonObject): string {
  return writeJson(value, { asciiOnly: true });
}

/** A bundle-relative path that is safe to write, list and extract. */
export function assertSafeRelativePath(rel: string, what = 'path'): string {
  // eslint-disable-next-line no-control-regex
  if (!rel || rel.startsWith('/') || rel.includes('\\') || /[\u0000-\u001f\u007f]/.test(rel))
    fail(`unsafe ${what} ${JSON.stringify(rel)}`);
  const parts = rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) fail(`unsafe ${what} ${JSON.stringify(rel)}`);
  return rel;
}

export function renderSha256Sums(entries: { path: string; sha256: string }[]): string {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sorted.map((e) => `${e.sha256}  ./${assertSafeRelativePath(e.path)}\n`).join('');
}

export function parseSha256Sums(text: string, file = 'SHA256SUMS'): Map<string, string> {
  const out = new Map<string, string>();
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) fail(`line ${i + 1} is not "<sha256>  <path>"`, file);
    const rel = assertSafeRelativePath(m[2].replace(/^\.\//, ''), `path on line ${i + 1}`);
    if (out.has(rel)) fail(`line ${i + 1} lists ${rel} twice`, file);
    out.set(rel, m[1]);
  });
  return out;
}
