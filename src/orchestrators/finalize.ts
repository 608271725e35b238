// Final stage: assemble, gate, render, and checksum a bundle — or, when measurement was incomplete,
// write an incomplete status naming the failed stage and the missing cells, still checksummed.
import { lstat, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listBundleFiles, exists } from '../adapters/bundle/bundle-files.js';
import { discoverBundle, readBundlePlan } from '../adapters/bundle/discover-bundle.js';
import {
  PLAN_FILE,
  RECEIPT_FILE,
  runFile,
  qualityFile,
  STATUS_FILE,
  STUDY_FILE,
  SUMS_FILE,
} from '../domain/bundle/bundle-layout.js';
import { assembleStudy } from '../domain/study/assemble.js';
import { REQUIRED_CELL_FILES } from '../domain/bundle/artifact-layout.js';
import { InputError } from '../domain/core/errors.js';
import type { JsonObject } from '../domain/core/json.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { performanceRuns, qualityRuns } from '../domain/plan/schedule.js';
import {
  completeStatus,
  incompleteStatus,
  writeWorkflowJson,
  type FailedStage,
} from '../domain/bundle/status.js';
import { writeSha256List } from '../adapters/bundle/checksums.js';
import { renderStudyReceipt } from './study-io.js';
import { bundleDerivation } from './plan-documents.js';
import { readValidatedStudy, type ValidatedStudy } from '../domain/study/study-model.js';

/** Extra renderings a caller may add to a complete bundle (evidence export, HTML report). */
export type BundleExtra = (
  study: JsonObject,
  studyBytes: string,
  validated: ValidatedStudy,
) => { file: string; content: string }[];

export interface FinalizeResult {
  status: JsonObject;
  complete: boolean;
  study?: JsonObject;
  receipt?: string;
  missingCells: string[];
  files: string[];
}

/** Labels whose measurement artifacts are absent (cells that never finished). */
export async function missingCells(bundleDir: string): Promise<string[]> {
  let plan;
  try {
    plan = await readBundlePlan(bundleDir);
  } catch {
    return [];
  }
  const missing: string[] = [];
  for (const r of performanceRuns(plan)) {
    for (const f of REQUIRED_CELL_FILES.run) {
      if (!(await exists(join(bundleDir, runFile(r.label, f))))) {
        missing.push(`run ${r.label}`);
        break;
      }
    }
  }
  for (const q of qualityRuns(plan)) {
    for (const f of REQUIRED_CELL_FILES.quality) {
      if (!(await exists(join(bundleDir, qualityFile(q.label, f))))) {
        missing.push(`quality ${q.label}`);
        break;
      }
    }
  }
  return missing;
}

export async function writeSha256Sums(bundleDir: string): Promise<string[]> {
  await rm(join(bundleDir, SUMS_FILE), { force: true });
  const files = (await listBundleFiles(bundleDir)).filter((f) => f !== SUMS_FILE);
  return writeSha256List(bundleDir, files, SUMS_FILE);
}

export async function writeIncomplete(
  bundleDir: string,
  stage: FailedStage,
  reason: string,
  failedCells: string[] = [],
): Promise<FinalizeResult> {
  const missing = await missingCells(bundleDir);
  const status = incompleteStatus({ failedStage: stage, reason, failedCells, missingCells: missing });
  await rm(join(bundleDir, STUDY_FILE), { force: true });
  await rm(join(bundleDir, RECEIPT_FILE), { force: true });
  await writeFile(join(bundleDir, STATUS_FILE), writeWorkflowJson(status));
  const files = await writeSha256Sums(bundleDir);
  return { status, complete: false, missingCells: missing, files };
}

/** The files finalize removes and rewrites. */
const FINALIZE_OUTPUTS = [STUDY_FILE, RECEIPT_FILE, STATUS_FILE, SUMS_FILE] as const;

/**
 * Everything that would stop finalize, checked before it removes a file: the folder holds only
 * regular files and directories, it is a capacity bundle (it has the plan), and what finalize
 * replaces is a regular file where present. A folder that fails is left exactly as it was.
 */
async function assertFinalizable(bundleDir: string, shownAs: string): Promise<void> {
  await listBundleFiles(bundleDir);
  const plan = await lstat(join(bundleDir, PLAN_FILE)).catch(() => null);
  if (plan === null) throw new InputError(`not a capacity bundle: it has no ${PLAN_FILE}`, shownAs);
  for (const f of FINALIZE_OUTPUTS) {
    const st = await lstat(join(bundleDir, f)).catch(() => null);
    if (st !== null && !st.isFile())
      throw new InputError(`${f} is not a regular file, so finalize cannot replace it`, shownAs);
  }
}

/**
 * Assembles and renders a bundle; any assembly problem becomes an incomplete, checksummed bundle.
 * A folder that is no bundle, or holds links or special files, is refused before anything changes.
 */
export async function finalizeBundle(
  bundleDir: string,
  extras: BundleExtra[] = [],
  shownAs: string = bundleDir,
): Promise<FinalizeResult> {
  await assertFinalizable(bundleDir, shownAs);
  for (const f of FINALIZE_OUTPUTS) await rm(join(bundleDir, f), { force: true });
  const missing = await missingCells(bundleDir);
  if (missing.length) {
    return writeIncomplete(
      bundleDir,
      'assemble',
      `measurement did not finish: ${missing.length} configuration(s) have no complete artifacts`,
      [],
    );
  }
  // A plan document that its authored plan does not derive (another plan's, swapped in an artifact)
  // would publish a study of a plan nobody wrote: never a complete bundle.
  const derivation = await bundleDerivation(bundleDir);
  if (derivation !== null && derivation.problems.length > 0)
    return writeIncomplete(bundleDir, 'assemble', derivation.summary);
  let study: JsonObject;
  try {
    const { inputs } = await discoverBundle(bundleDir);
    study = assembleStudy(inputs).study;
  } catch (e) {
    if (e instanceof InputError)
      return writeIncomplete(bundleDir, 'assemble', `assembly rejected the artifacts: ${e.message}`);
    throw e;
  }
  const studyText = canonicalJson(study);
  await writeFile(join(bundleDir, STUDY_FILE), studyText);
  // Validated once: the receipt and the extras read the same checked views.
  const validated = readValidatedStudy(study, STUDY_FILE);
  const receipt = renderStudyReceipt(validated);
  await writeFile(join(bundleDir, RECEIPT_FILE), receipt);
  const status = completeStatus(study);
  await writeFile(join(bundleDir, STATUS_FILE), writeWorkflowJson(status));
  for (const extra of extras)
    for (const out of extra(study, studyText, validated))
      await writeFile(join(bundleDir, out.file), out.content);
  const files = await writeSha256Sums(bundleDir);
  return { status, complete: true, study, receipt, missingCells: [], files };
}
