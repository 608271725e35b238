// Renderings added to every complete bundle besides the study, receipt and status: the metrics
// export (every number with its JSON pointer into the study and the study's hash) and the
// self-contained HTML report.
import { buildEvidenceExport, serializeEvidenceExport } from '../domain/report/evidence-export.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { renderHtmlReport } from '../domain/report/html-report.js';
import { openLoopOf } from '../domain/study/study-model.js';
import type { BundleExtra } from './finalize.js';
import { TOOL_VERSION } from '../version.js';

export const EVIDENCE_FILE = 'evidence-metrics.json';
export const REPORT_FILE = 'capacity-report.html';

export function bundleExtras(): BundleExtra[] {
  return [
    (study, studyText, validated) => [
      {
        file: EVIDENCE_FILE,
        content: serializeEvidenceExport(
          buildEvidenceExport(study, {
            studySha256: sha256Hex(studyText),
            version: TOOL_VERSION,
            historical: false,
          }),
        ),
      },
      {
        file: REPORT_FILE,
        content: renderHtmlReport(study, {
          toolVersion: TOOL_VERSION,
          decision: validated.plain.decision,
          openLoop: openLoopOf(validated.plain),
        }),
      },
    ],
  ];
}
