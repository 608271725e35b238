// The whole study in one call (the CLI's `run`): validate, prepare, both passes, quality, finalize.
import { withWorkDirLock } from '../adapters/process/work-dir-lock.js';
import { InputError } from '../domain/core/errors.js';
import type { JsonObject } from '../domain/core/json.js';
import { finalizeBundle, type BundleExtra, type FinalizeResult } from './finalize.js';
import { recordFailedStage } from './failed-stage.js';
import { loadStudyContext, type StudyContext } from './study-context.js';
import { measurePass } from './measure.js';
import { prepareStudy } from './prepare.js';
import { measureQuality } from './quality.js';
import { stageFailure, workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import { StageError } from './errors.js';
import { validateStudy } from './validate-study.js';

export interface RunStudyResult extends FinalizeResult {
  bundleDir: string;
  seconds: number;
}

export async function runStudy(
  specPath: string,
  cwd: string,
  options: StudyOptions,
  events: StudyEvents,
  extras: BundleExtra[] = [],
): Promise<RunStudyResult> {
  const t0 = performance.now();
  // Everything is validated before any work starts, first as `check` does (every problem at once),
  // then what only a run needs; these throw InputError (exit 2).
  const checked = await validateStudy(specPath, cwd, {
    cacheDir: options.cacheDir,
    offline: false,
    env: options.env,
    modelToken: options.modelToken,
  });
  for (const warning of checked.warnings) events.log(`warning: ${warning}`);
  const ctx = await loadStudyContext(specPath, cwd);
  // One command at a time per work dir: a second one would wipe the bundle this one writes.
  return withWorkDirLock(options.workDir, () => runLocked(ctx, t0, options, events, extras), events.log);
}

async function runLocked(
  ctx: StudyContext,
  t0: number,
  options: StudyOptions,
  events: StudyEvents,
  extras: BundleExtra[],
): Promise<RunStudyResult> {
  const bundleDir = workPaths(options.workDir).bundle;
  let stage: StageError['stage'] = 'prepare';
  try {
    const prepared = await prepareStudy(ctx, options, events);
    stage = 'measure';
    for (const pass of ctx.plan.passes) {
      events.progress(
        `pass ${pass.id}: candidates ${pass.candidate_order.join(' → ')}; P ${pass.server_parallel_order.join(' → ')}; C ${pass.client_concurrency_order.join(' → ')}`,
      );
      await measurePass(ctx, prepared, pass.id, options, events);
    }
    stage = 'quality';
    await measureQuality(ctx, prepared, options, events);
  } catch (e) {
    // A signal's abort unwinds the stage; the bundle then says it was interrupted, not why it broke.
    const { error: err, interrupted } = stageFailure(e, stage, options.signal);
    if (e instanceof InputError && !interrupted) throw e;
    if (err.stage === 'validate') throw new InputError(err.message);
    const result = await recordFailedStage(bundleDir, err);
    const detail = result ? ` (incomplete bundle with ${result.files.length} files at ${bundleDir})` : '';
    throw new StageError(err.stage, `${err.message}${detail}`, err.cell);
  }
  events.progress('assemble: re-deriving the study from the raw artifacts');
  const result = await finalizeBundle(bundleDir, extras);
  if (!result.complete) throw new StageError('assemble', String((result.status as JsonObject).reason));
  return { ...result, bundleDir, seconds: (performance.now() - t0) / 1000 };
}
