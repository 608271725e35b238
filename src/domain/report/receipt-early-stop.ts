// The receipt's account of the closed-loop early stop (docs/spec-extensions.md): a skipped cell in
// the envelope grid, and one section listing every skipped (pass, cell) with its reason and the
// runner seconds saved. Nothing when the plan has no early stop, so other receipts are unchanged.
import { pyFixed } from '../core/format.js';
import { markdownText } from './markdown-escape.js';
import type { DocumentCell, StudyDocument } from '../study/study-model.js';

export const SKIPPED_SENTENCE =
  "Skipped by the plan's early stop in some pass (not measured, never eligible)";

/** The envelope grid's text for a cell the early stop skipped in some pass. */
export function skippedGridCell(cell: DocumentCell): string {
  return `**SKIPPED** · early stop<br>not measured in ${(cell.skipped_passes ?? []).join(', ')}`;
}

const seconds = (s: number): string => (s < 90 ? `${pyFixed(s, 0)} s` : `${pyFixed(s / 60, 1)} min`);

export function earlyStopSection(study: StudyDocument): string[] {
  const e = study.early_stop;
  if (e === undefined) return [];
  const n = e.skipped_cells.length;
  const lines = [
    '',
    '## Early stop',
    '',
    `**Early stop:** ${n} cell ${n === 1 ? 'measurement' : 'measurements'} skipped (a higher C once ${e.min_failed_passes} passes ` +
      `failed the SLO by more than ${pyFixed(e.margin_percent, 1)}% at a lower C of the same candidate and P); ` +
      `about ${seconds(e.estimated_runner_seconds_saved)} of runner time saved (each skip: the mean measured ` +
      'time of that cell in the passes that ran it, warmups included). A skipped measurement is not a failure; a cell missing one is never eligible.',
  ];
  if (n === 0) return lines;
  lines.push('', '| Pass | Candidate | Point | Why | Saved |', '| --- | --- | --- | --- | ---: |');
  for (const s of e.skipped_cells)
    lines.push(
      `| ${markdownText(s.pass_id)} | ${markdownText(s.candidate_id)} | P${s.server_parallel} / C${s.client_concurrency} | ` +
        `${markdownText(s.reason)} | ${seconds(s.estimated_runner_seconds_saved)} |`,
    );
  return lines;
}
