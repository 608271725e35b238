// A study is an append-only record (docs/cli.md, "Resuming a study"): a work dir that holds a bundle
// of the same plan is continued where it stopped, one of another plan is refused, and a fresh study
// asked for moves the old bundle aside under a printed name. Nothing here deletes a file.
import { readdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { observeCells } from '../adapters/bundle/cell-observations.js';
import { InputError } from '../domain/core/errors.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { BUNDLE_FILES, CELL_ROOTS } from '../domain/bundle/bundle-layout.js';
import { cellName, studyCells, studyProgress, type StudyProgress } from '../domain/bundle/study-progress.js';
import type { CapacityPlan } from '../domain/plan/plan.js';
import { readPrepared, type PreparedStudy } from './prepare.js';
import { BUNDLE_DIR, workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import type { LoadedFile, StudyContext } from './study-context.js';

/** Cells of one stage: measured by this command, and kept because they had ended before. */
export interface CellCounts {
  measured: number;
  kept: number;
}

export interface OpenedStudy {
  /** The prepared state to measure with, or null when prepare has to run (first or again). */
  prepared: PreparedStudy | null;
  progress: StudyProgress;
  /** Where an earlier bundle was moved (a fresh study over one), else undefined. */
  movedAside?: string;
}

/** Reads which cells of the bundle are finished, by the one rule of domain/bundle/study-progress.ts. */
export async function readStudyProgress(bundleDir: string, plan: CapacityPlan): Promise<StudyProgress> {
  return studyProgress(plan, await observeCells(bundleDir, studyCells(plan)));
}

/** The bundle's cells changed since they ended: never measured over, refused with the way out. */
export function assertNoAlteredCells(progress: StudyProgress, bundleDir: string): void {
  if (progress.altered.length === 0) return;
  const lines = progress.altered.flatMap((a) => a.problems.map((p) => `  - ${cellName(a.cell)}: ${p}`));
  throw new InputError(
    `${bundleDir}: ${progress.altered.length} measured cell(s) changed since they ended:\n${lines.join('\n')}\n` +
      'restore them, or run again with --fresh to move this bundle aside and start a new study',
  );
}

/** `bundle.<UTC time>` (and `-2`, `-3`… if taken): where a fresh study puts the bundle it replaces. */
async function asideName(root: string, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  for (let i = 1; ; i++) {
    const candidate = join(root, `${BUNDLE_DIR}.${stamp}${i > 1 ? `-${i}` : ''}`);
    if ((await stat(candidate).catch(() => null)) === null) return candidate;
  }
}

/** Which inputs of the study in the bundle differ from the plan given now (empty: the same plan). */
async function changedInputs(ctx: StudyContext, bundleDir: string): Promise<string[]> {
  const pairs: [LoadedFile | undefined, string][] = [
    [ctx.authoredFile, BUNDLE_FILES.authoredPlan],
    [ctx.specFile, BUNDLE_FILES.runSpec],
    [ctx.planFile, BUNDLE_FILES.plan],
    [ctx.loadPlanFile, BUNDLE_FILES.loadPlan],
    [ctx.suiteFile, BUNDLE_FILES.evaluationSuite],
  ];
  const changed: string[] = [];
  for (const [file, name] of pairs) {
    const recorded = await readFile(join(bundleDir, name)).catch(() => null);
    if (file === undefined && recorded === null) continue;
    if (file === undefined)
      changed.push(`${name} (the study was authored as ${name}; no authored plan was given now)`);
    else if (recorded === null) changed.push(`${name} (absent from the study)`);
    else if (sha256Hex(recorded) !== file.sha256)
      changed.push(`${name} (${file.display} differs from the study's copy)`);
  }
  return changed;
}

async function holdsCells(bundleDir: string): Promise<boolean> {
  for (const root of Object.values(CELL_ROOTS)) {
    const entries = await readdir(join(bundleDir, root)).catch(() => []);
    if (entries.length > 0) return true;
  }
  return false;
}

/** The prepared state when it is usable as is: prepared.json valid for this plan, its server copies there. */
async function usablePrepared(ctx: StudyContext, workDir: string): Promise<PreparedStudy | null> {
  let prepared: PreparedStudy;
  try {
    prepared = await readPrepared(ctx, workDir);
  } catch {
    return null;
  }
  const root = workPaths(workDir).root;
  const needed = [
    ...Object.keys(prepared.builds).map((b) => join(root, '.candidate-build', b, 'bin', 'llama-server')),
    ...ctx.spec.candidates.map((c) => join(root, '.candidate-models', c.filename)),
  ];
  for (const path of needed) if ((await stat(path).catch(() => null)) === null) return null;
  return prepared;
}

/**
 * Opens the work dir's study before anything runs: a fresh one (no bundle, or `fresh`: the old
 * bundle moved aside), or the one already there when its plan is the plan given now (its finished
 * cells verified by their checksums and kept). Refuses (InputError, exit 2) a bundle of another
 * plan, a bundle whose measured cells changed, and a study whose prepared state is gone while
 * cells are measured (a new prepare would rebind them to another manifest).
 */
export async function openStudy(
  ctx: StudyContext,
  options: StudyOptions,
  events: StudyEvents,
): Promise<OpenedStudy> {
  const paths = workPaths(options.workDir);
  const fresh = (movedAside?: string): OpenedStudy => ({
    prepared: null,
    progress: { finished: [], unfinished: studyCells(ctx.plan), altered: [] },
    movedAside,
  });
  const entries = await readdir(paths.bundle).catch(() => null);
  if (entries === null || entries.length === 0) return fresh();
  if (options.fresh) {
    const aside = await asideName(paths.root, new Date());
    await rename(paths.bundle, aside);
    events.progress(`fresh study: the earlier bundle was moved aside to ${aside} (nothing was deleted)`);
    return fresh(aside);
  }
  const hasPlan = entries.includes(BUNDLE_FILES.plan);
  if (!hasPlan && !(await holdsCells(paths.bundle))) return fresh();
  const refuse = (why: string) =>
    new InputError(
      `${paths.bundle} holds ${why}; run again with --fresh to move it aside and start a new study, or choose another --work-dir`,
    );
  if (!hasPlan) throw refuse('measured cells but no plan (it is not a study this tool can continue)');
  const changed = await changedInputs(ctx, paths.bundle);
  if (changed.length) throw refuse(`a study of another plan: ${changed.join('; ')}`);
  const progress = await readStudyProgress(paths.bundle, ctx.plan);
  assertNoAlteredCells(progress, paths.bundle);
  const prepared = await usablePrepared(ctx, options.workDir);
  if (prepared === null && progress.finished.length > 0)
    throw refuse(
      `${progress.finished.length} measured cell(s) but its prepared state (${paths.prepared} or the server and model copies next to it) is gone`,
    );
  return { prepared, progress };
}

/** One line saying how much of the study is already there (cells verified by their checksums). */
export function describeResume(progress: StudyProgress): string {
  const total = progress.finished.length + progress.unfinished.length + progress.altered.length;
  return `resuming the study in the work dir: ${progress.finished.length} of ${total} cells already measured (checksums verified); measuring the other ${total - progress.finished.length}`;
}
