// The Markdown posted as job summary and sticky PR comment. Everything that comes from the plan,
// the artifacts or their error messages is escaped as data (markdown-escape.ts): a hostile label or
// file name can neither format the comment, mention anyone, link anywhere nor forge its marker.
import { markdownCode, markdownText } from '../../domain/report/markdown-escape.js';

/** A complete study: the receipt (already escaped by its renderer), the baseline comparison, the charts. */
export function studySummaryBody(receipt: string, baselineDelta: string, charts: string): string {
  return `${receipt}${baselineDelta ? `\n${baselineDelta}` : ''}\n## Capacity charts\n\n${charts}\n`;
}

export interface IncompleteSummary {
  readonly failedStage: string;
  readonly reason: string;
  readonly missingCells: readonly string[];
  readonly problems: readonly string[];
  /** Name of the uploaded diagnostics bundle; empty when its upload failed. */
  readonly artifactName: string;
}

/** An incomplete study: which stage failed, why, what is missing, and where the diagnostics are. */
export function incompleteSummaryBody(s: IncompleteSummary): string {
  return [
    '# Capacity study incomplete',
    '',
    `**Failed stage:** ${markdownCode(s.failedStage)}`,
    '',
    `**Reason:** ${markdownText(s.reason)}`,
    '',
    ...(s.missingCells.length
      ? ['**Missing configurations:**', '', ...s.missingCells.map((c) => `- ${markdownText(c)}`), '']
      : []),
    ...(s.problems.length
      ? ['**Artifact problems:**', '', ...s.problems.map((p) => `- ${markdownText(p)}`), '']
      : []),
    s.artifactName
      ? `The diagnostics bundle ${markdownCode(s.artifactName)} keeps every log and measurement that finished.`
      : 'No diagnostics bundle was uploaded (the upload failed; see the log).',
    '',
  ].join('\n');
}
