// What the assemble step publishes: job summary, sticky PR comment, outputs, fail-on; or a cancelled study's.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RECEIPT_FILE, STUDY_FILE } from '../domain/bundle/bundle-layout.js';
import { incompleteSummaryBody, studySummaryBody } from '../adapters/summary/summary-body.js';
import type { JsonObject } from '../domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../domain/core/json-reader.js';
import { baselineDelta } from '../domain/report/baseline-delta.js';
import { renderMermaidCharts } from '../domain/report/mermaid.js';
import { readStudySelections, readStudyView } from '../domain/study/study-model.js';
import type { FinalizeResult } from '../orchestrators/finalize.js';
import { INPUT_NAMES, type ActionInputs } from './inputs.js';
import { OUTPUT_NAMES, type ActionPorts } from './ports.js';
import { runUrl } from './workflow-run.js';
import { postStickyComment } from './sticky-comment.js';
import { resolveWithoutSymlinks } from './work-dir.js';

/** What the assemble step produced, as far as reporting needs it. */
export interface Assembly {
  result: FinalizeResult;
  /** Rejected artifacts, each already logged. */
  problems: string[];
  /** The uploaded bundle (or diagnostics) artifact. */
  name: string;
  artifactId: string;
  bundleDir: string;
}

/** What a cancelled study or fleet says in the log and the job summary. */
const CANCELLED = {
  study: { whose: 'The study job', title: 'Capacity study cancelled', none: 'no study was assembled' },
  fleet: {
    whose: "A runner's study job",
    title: 'Capacity fleet study cancelled',
    none: 'no fleet was compared',
  },
} as const;

/**
 * The study job (or, for a fleet, a runner's study job) was cancelled — usually superseded by a newer run of the same plan and ref while it
 * waited for the concurrency group. That is not a failed study: nothing is assembled, the sticky
 * comment (which may hold a good receipt) is left alone, and no fail-on condition applies.
 */
export async function recordCancelled(
  ports: ActionPorts,
  kind: 'study' | 'fleet' = 'study',
): Promise<'cancelled'> {
  const what = CANCELLED[kind];
  const why =
    `${what.whose} of this run was cancelled (superseded by a newer run, or cancelled by hand), ` +
    `so ${what.none}. The pull request comment is left as it was; the newer run reports its own ${kind}.`;
  ports.log.notice(why);
  try {
    await ports.writeSummary(`# ${what.title}\n\n${why}\n`, { name: '', url: runUrl(ports.env) });
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  ports.setOutput(OUTPUT_NAMES.status, 'cancelled');
  ports.setOutput(OUTPUT_NAMES.bundleArtifactName, '');
  ports.setOutput(OUTPUT_NAMES.bundleArtifactId, '');
  return 'cancelled';
}

/** Writes the job summary and the sticky comment, sets the outputs, and adds the fail-on failures. */
export async function reportAssembly(
  inputs: ActionInputs,
  ports: ActionPorts,
  { result, problems, name, artifactId, bundleDir }: Assembly,
  failures: string[],
): Promise<void> {
  const complete = result.complete;
  const url = runUrl(ports.env);
  let body: string;
  let selectionChanged = false;
  if (complete && result.study) {
    const charts = renderMermaidCharts(result.study);
    let delta = '';
    if (inputs.baselineStudy) {
      try {
        const base = readStudySelections(
          parseJson(
            decodeUtf8Strict(
              await readFile(
                await resolveWithoutSymlinks(ports.cwd, inputs.baselineStudy, INPUT_NAMES.baselineStudy),
              ),
            ),
          ),
          inputs.baselineStudy,
        );
        const d = baselineDelta(readStudyView(result.study).selections, base);
        selectionChanged = d.selectionChanged;
        delta = d.markdown;
      } catch (e) {
        ports.log.warning(
          `baseline study ${inputs.baselineStudy} could not be read (${(e as Error).message}); no comparison shown`,
        );
      }
    }
    body = studySummaryBody(result.receipt ?? '', delta, charts);
  } else {
    body = incompleteSummaryBody({
      failedStage: String(result.status.failed_stage),
      reason: String(result.status.reason),
      missingCells: result.missingCells,
      problems,
      artifactName: name,
    });
  }
  try {
    const s = await ports.writeSummary(body, { name, url });
    if (s.truncated)
      ports.log.notice(
        'the receipt was truncated in the job summary; the full receipt is in the bundle artifact',
      );
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  await postStickyComment(inputs, ports, inputs.plan, body, url);

  ports.setOutput(OUTPUT_NAMES.status, complete ? 'complete' : 'incomplete');
  ports.setOutput(OUTPUT_NAMES.bundleArtifactName, name);
  ports.setOutput(OUTPUT_NAMES.bundleArtifactId, artifactId);
  if (complete) {
    ports.setOutput(OUTPUT_NAMES.studyPath, join(bundleDir, STUDY_FILE));
    ports.setOutput(OUTPUT_NAMES.receiptPath, join(bundleDir, RECEIPT_FILE));
    ports.setOutput(
      OUTPUT_NAMES.selectedPoints,
      JSON.stringify((result.status as JsonObject).selected_operating_points),
    );
  }
  if (inputs.failOn.includes('incomplete') && !complete)
    failures.push(
      `study incomplete (stage ${String(result.status.failed_stage)}): ${String(result.status.reason)}`,
    );
  if (complete && inputs.failOn.includes('no-eligible-point')) {
    const none = Object.entries((result.status as JsonObject).selected_operating_points as JsonObject)
      .filter(([, v]) => v === null)
      .map(([k]) => k);
    if (none.length) failures.push(`no eligible operating point for ${none.join(', ')}`);
  }
  if (selectionChanged && inputs.failOn.includes('selection-changed'))
    failures.push('the selected operating point changed against the baseline study');
}
