// Final stage: assemble, gate, render, and checksum a bundle — or, when measurement was incomplete,
// write an incomplete status naming the failed stage and the missing cells, still checksummed.
import { readFileSync, rmSync } from 'node:fs';
import { lstat, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  isPartialFile,
  listBundleFiles,
  listRegularFilesSync,
  writeFileAtomic,
  writeFileAtomicSync,
} from '../adapters/bundle/bundle-files.js';
import { discoverBundle, readBundlePlan } from '../adapters/bundle/discover-bundle.js';
import { withSpaceReserve, withSpaceReserveSync } from '../adapters/bundle/space-reserve.js';
import { readSharedMachine } from '../adapters/bundle/cell-observations.js';
import {
  PLAN_FILE,
  RECEIPT_FILE,
  STATUS_FILE,
  STUDY_FILE,
  SUMS_FILE,
} from '../domain/bundle/bundle-layout.js';
import { assembleStudy } from '../domain/study/assemble.js';
import { missingCells as missingCellsOf } from '../domain/bundle/study-progress.js';
import { InputError } from '../domain/core/errors.js';
import { isJsonObject, type JsonObject } from '../domain/core/json.js';
import { parseJsonFast } from '../domain/core/json-reader.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { parseCapacityPlan } from '../domain/plan/plan.js';
import {
  completeStatus,
  incompleteStatus,
  writeWorkflowJson,
  type FailedStage,
} from '../domain/bundle/status.js';
import { writeSha256List, writeSha256ListSync } from '../adapters/bundle/checksums.js';
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
  return missingCellsOf(plan, new Set(await listRegularFiles(bundleDir)));
}

async function listRegularFiles(bundleDir: string): Promise<string[]> {
  try {
    return await listBundleFiles(bundleDir);
  } catch {
    return listRegularFilesSync(bundleDir);
  }
}

/** SHA256SUMS over every file but itself; temporary files of writes cut off by a kill go first. */
export async function writeSha256Sums(bundleDir: string): Promise<string[]> {
  await removePartialFiles(bundleDir);
  const files = (await listBundleFiles(bundleDir)).filter((f) => f !== SUMS_FILE);
  return writeSha256List(bundleDir, files, SUMS_FILE);
}

/**
 * status.json and SHA256SUMS of an incomplete bundle, each written whole; on a full disk the work
 * dir's space reserve is given back first. The study and receipt of an earlier finalize go.
 */
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
  return withSpaceReserve(dirname(bundleDir), async () => {
    await writeFileAtomic(join(bundleDir, STATUS_FILE), writeWorkflowJson(status), STATUS_FILE);
    const files = await writeSha256Sums(bundleDir);
    return { status, complete: false, missingCells: missing, files };
  });
}

/**
 * writeIncomplete for a process that must exit now (a second signal, an exit mid-stage): the same
 * status.json and SHA256SUMS, read and written synchronously. Never throws; false when it could not.
 */
export function writeIncompleteSync(
  bundleDir: string,
  stage: FailedStage,
  reason: string,
  failedCells: string[] = [],
): boolean {
  try {
    const rel = PLAN_FILE;
    const plan = parseCapacityPlan(
      parseJsonInput({ path: rel, bytes: new Uint8Array(readFileSync(join(bundleDir, rel))) }).value,
      rel,
    );
    const missing = missingCellsOf(plan, new Set(listRegularFilesSync(bundleDir)));
    const status = incompleteStatus({ failedStage: stage, reason, failedCells, missingCells: missing });
    rmSync(join(bundleDir, STUDY_FILE), { force: true });
    rmSync(join(bundleDir, RECEIPT_FILE), { force: true });
    withSpaceReserveSync(dirname(bundleDir), () => {
      writeFileAtomicSync(join(bundleDir, STATUS_FILE), writeWorkflowJson(status), STATUS_FILE);
      for (const f of listRegularFilesSync(bundleDir))
        if (isPartialFile(f)) rmSync(join(bundleDir, f), { force: true });
      const files = listRegularFilesSync(bundleDir).filter((f) => f !== SUMS_FILE);
      writeSha256ListSync(bundleDir, files, SUMS_FILE);
    });
    return true;
  } catch {
    return false;
  }
}

async function removePartialFiles(bundleDir: string): Promise<void> {
  for (const f of await listRegularFiles(bundleDir))
    if (isPartialFile(f)) await rm(join(bundleDir, f), { force: true });
}

/**
 * The cause an earlier stage recorded in status.json, kept when finalize finds cells missing: a
 * study that stopped on a full disk (or a signal) says so, not "assemble".
 */
async function earlierFailure(
  bundleDir: string,
): Promise<{ stage: FailedStage; reason: string; cells: string[] } | undefined> {
  const text = await readFile(join(bundleDir, STATUS_FILE), 'utf8').catch(() => null);
  const value = text === null ? undefined : parseJsonFast(text);
  if (!isJsonObject(value) || value.status !== 'incomplete') return undefined;
  const stage = value.failed_stage;
  if (typeof stage !== 'string' || stage === 'assemble' || typeof value.reason !== 'string') return undefined;
  const cells = Array.isArray(value.failed_cells)
    ? value.failed_cells.filter((c): c is string => typeof c === 'string')
    : [];
  return { stage: stage as FailedStage, reason: value.reason, cells };
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
  const missing = await missingCells(bundleDir);
  if (missing.length) {
    const earlier = await earlierFailure(bundleDir);
    const unfinished = `measurement did not finish: ${missing.length} configuration(s) have no complete artifacts`;
    if (earlier) return writeIncomplete(bundleDir, earlier.stage, earlier.reason, earlier.cells);
    return writeIncomplete(bundleDir, 'assemble', unfinished, []);
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
  await writeFileAtomic(join(bundleDir, STUDY_FILE), studyText, STUDY_FILE);
  // Validated once: the receipt and the extras read the same checked views.
  const validated = readValidatedStudy(study, STUDY_FILE);
  const receipt = renderStudyReceipt(validated);
  await writeFileAtomic(join(bundleDir, RECEIPT_FILE), receipt, RECEIPT_FILE);
  const status = completeStatus(study, await readSharedMachine(bundleDir, await readBundlePlan(bundleDir)));
  await writeFileAtomic(join(bundleDir, STATUS_FILE), writeWorkflowJson(status), STATUS_FILE);
  for (const extra of extras)
    for (const out of extra(study, studyText, validated))
      await writeFileAtomic(join(bundleDir, out.file), out.content, out.file);
  const files = await writeSha256Sums(bundleDir);
  return { status, complete: true, study, receipt, missingCells: [], files };
}
