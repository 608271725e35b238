// The whole study in one call (the CLI's `run`): validate, open the work dir's study (resume it or
// start a fresh one), prepare, both passes, quality, finalize.
import { withWorkDirLock } from '../adapters/process/work-dir-lock.js';
import { InputError } from '../domain/core/errors.js';
import type { JsonObject } from '../domain/core/json.js';
import { finalizeBundle, type BundleExtra, type FinalizeResult } from './finalize.js';
import { recordFailedStage } from './failed-stage.js';
import { loadStudyContext, type StudyContext } from './study-context.js';
import { measurePass } from './measure.js';
import { assertReadyToStart, prepareStudy } from './prepare.js';
import { measureQuality } from './quality.js';
import { stageFailure, workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import { StageError } from './errors.js';
import { describeResume, openStudy, type CellCounts } from './study-record.js';
import { withWorkSession } from './work-session.js';

export interface RunStudyResult extends FinalizeResult {
  bundleDir: string;
  seconds: number;
  /** Cells this run measured, and cells an earlier run of the same study had measured already. */
  cells: CellCounts;
  /** Where an earlier bundle was moved (`fresh`), else undefined. */
  movedAside?: string;
}

export async function runStudy(
  specPath: string,
  cwd: string,
  options: StudyOptions,
  events: StudyEvents,
  extras: BundleExtra[] = [],
): Promise<RunStudyResult> {
  const t0 = performance.now();
  // Everything is validated before any work starts; these throw InputError (exit 2).
  const ctx = await loadStudyContext(specPath, cwd);
  // One command at a time per work dir: a second one would write into the bundle this one writes.
  return withWorkDirLock(
    options.workDir,
    () => withWorkSession(options.workDir, events, () => runLocked(ctx, t0, options, events, extras)),
    events.log,
  );
}

/** Adds one stage's counts to the study's. */
function add(total: CellCounts, part: CellCounts): void {
  total.measured += part.measured;
  total.kept += part.kept;
}

async function runLocked(
  ctx: StudyContext,
  t0: number,
  options: StudyOptions,
  events: StudyEvents,
  extras: BundleExtra[],
): Promise<RunStudyResult> {
  const bundleDir = workPaths(options.workDir).bundle;
  // Refusals (another plan, changed cells) come before anything is written: the bundle stays as is.
  const opened = await openStudy(ctx, options, events);
  if (opened.progress.finished.length > 0) events.progress(describeResume(opened.progress));
  const cells: CellCounts = { measured: 0, kept: 0 };
  const position = options.position ?? { stage: 'prepare' };
  position.stage = 'prepare';
  const staged = { ...options, position };
  try {
    // A resumed study checks the machine as a new start would (tools, folders, disk).
    if (opened.prepared) await assertReadyToStart(ctx, staged);
    const prepared = opened.prepared ?? (await prepareStudy(ctx, staged, events));
    position.stage = 'measure';
    for (const pass of ctx.plan.passes) {
      events.progress(
        `pass ${pass.id}: candidates ${pass.candidate_order.join(' → ')}; P ${pass.server_parallel_order.join(' → ')}; C ${pass.client_concurrency_order.join(' → ')}`,
      );
      add(cells, await measurePass(ctx, prepared, pass.id, staged, events));
    }
    position.stage = 'quality';
    add(cells, await measureQuality(ctx, prepared, staged, events));
  } catch (e) {
    // A signal's abort unwinds the stage; the bundle then says it was interrupted, not why it broke.
    const { error: err, interrupted } = stageFailure(e, position.stage, options.signal);
    if (e instanceof InputError && !interrupted) throw e;
    if (err.stage === 'validate') throw new InputError(err.message);
    const result = await recordFailedStage(bundleDir, err);
    const detail = result ? ` (incomplete bundle with ${result.files.length} files at ${bundleDir})` : '';
    throw new StageError(err.stage, `${err.message}${detail}`, err.cell);
  }
  position.stage = 'assemble';
  events.progress(`cells: ${cells.measured} measured now, ${cells.kept} already there (kept)`);
  events.progress('assemble: re-deriving the study from the raw artifacts');
  const result = await finalizeBundle(bundleDir, extras);
  if (!result.complete) throw new StageError('assemble', String((result.status as JsonObject).reason));
  return {
    ...result,
    bundleDir,
    seconds: (performance.now() - t0) / 1000,
    cells,
    movedAside: opened.movedAside,
  };
}
