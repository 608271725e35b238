// One study assembled from one run attempt's artifacts: collect (hostile input, checked), finalize,
// and downgrade to incomplete for rejected artifacts or a study job that did not succeed. The
// assemble job runs it for its study and the fleet job for each runner, so both derive the same.
import { mkdir, rm } from 'node:fs/promises';
import { InputError } from '../domain/core/errors.js';
import { collectStudyArtifacts, type CollectOptions } from './collect-artifacts.js';
import { finalizeBundle, writeIncomplete, type BundleExtra, type FinalizeResult } from './finalize.js';
import { StageError } from './errors.js';

/** A job result as GitHub reports it (`needs.<job>.result`). */
export type JobResult = 'success' | 'failure' | 'cancelled' | 'skipped';

/** What collecting takes (the bundle directory is emptied and rebuilt here), plus the finalize extras. */
export interface AssembleFromArtifactsOptions extends Pick<
  CollectOptions,
  'store' | 'prefix' | 'currentAttempt' | 'bundleDir' | 'stagingDir' | 'log'
> {
  readonly extras?: BundleExtra[];
  /**
   * The result of the job that measured the study, when known. Anything but `success` makes the
   * study at most incomplete: a job that failed after its last upload (a post step, a timeout)
   * left cells that look whole but were not measured by a job that finished cleanly.
   */
  readonly studyResult?: JobResult;
}

export interface AssembledStudy {
  readonly result: FinalizeResult;
  /** Rejected artifacts, one line each (not logged here). */
  readonly problems: string[];
}

export async function assembleFromArtifacts(options: AssembleFromArtifactsOptions): Promise<AssembledStudy> {
  const { bundleDir } = options;
  await rm(bundleDir, { recursive: true, force: true });
  await mkdir(bundleDir, { recursive: true });
  const problems: string[] = [];
  let result: FinalizeResult;
  try {
    const collected = await collectStudyArtifacts({
      store: options.store,
      prefix: options.prefix,
      currentAttempt: options.currentAttempt,
      bundleDir,
      stagingDir: options.stagingDir,
      log: options.log,
    });
    problems.push(...collected.problems);
    result = await finalizeBundle(bundleDir, options.extras ?? []);
    // A rejected artifact never leaves a bundle that calls itself complete.
    if (result.complete && problems.length)
      result = await writeIncomplete(
        bundleDir,
        'download',
        `${problems.length} artifact(s) rejected: ${problems[0]}`,
      );
  } catch (e) {
    if (!(e instanceof StageError) && !(e instanceof InputError)) throw e;
    result = await writeIncomplete(
      bundleDir,
      e instanceof StageError ? e.stage : 'download',
      (e as Error).message,
    );
  }
  const job = options.studyResult;
  if (result.complete && job !== undefined && job !== 'success')
    result = await writeIncomplete(
      bundleDir,
      'measure',
      `the study job's result is ${job}, not success: every cell arrived, but a study whose job did ` +
        'not finish cleanly (a failed step after the last upload, a timeout) is not reported as complete',
    );
  return { result, problems };
}
