// The assemble job in one call: assemble the study from one run attempt's cell artifacts (rejected
// artifacts and a study job that did not succeed downgrade it to incomplete), then upload the bundle
// — named as the bundle when complete, as diagnostics when not. Reporting is the caller's.
import { join } from 'node:path';
import type { ArtifactStore } from '../adapters/artifacts/artifact-store.js';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import { assembleFromArtifacts, type AssembledStudy, type JobResult } from './assemble-artifacts.js';
import type { BundleExtra } from './finalize.js';
import { workPaths } from './stages.js';

export interface AssembleJobOptions {
  readonly store: ArtifactStore;
  readonly prefix: string;
  readonly currentAttempt: number;
  /** Its bundle folder is emptied and rebuilt; the artifacts are staged in its `download` folder. */
  readonly workDir: string;
  readonly log: { info(m: string): void; warning(m: string): void; error(m: string): void };
  readonly extras?: BundleExtra[];
  readonly studyResult?: JobResult;
  readonly retentionDays?: number;
}

export interface AssembledJob extends AssembledStudy {
  readonly bundleDir: string;
  /** The artifact this job uploaded; null when the upload failed (`uploadFailure` says why). */
  readonly uploaded: { readonly name: string; readonly id: number } | null;
  readonly uploadFailure?: string;
}

/** Assembles and uploads; every rejected artifact and a failed upload is logged as an error here. */
export async function assembleJob(options: AssembleJobOptions): Promise<AssembledJob> {
  const { log } = options;
  const bundleDir = workPaths(options.workDir).bundle;
  const { result, problems } = await assembleFromArtifacts({
    store: options.store,
    prefix: options.prefix,
    currentAttempt: options.currentAttempt,
    bundleDir,
    stagingDir: join(options.workDir, 'download'),
    log: { info: (m) => log.info(m), warning: (m) => log.warning(m) },
    extras: options.extras,
    studyResult: options.studyResult,
  });
  for (const p of problems) log.error(p);
  // Rejected artifacts already turned the result incomplete above.
  const name = artifactName({
    prefix: options.prefix,
    kind: result.complete ? 'bundle' : 'diagnostics',
    runAttempt: options.currentAttempt,
  });
  try {
    const files = await listBundleFiles(bundleDir);
    const up = await options.store.uploadDirectory(name, bundleDir, files, {
      retentionDays: options.retentionDays,
    });
    return { result, problems, bundleDir, uploaded: { name, id: up.id } };
  } catch (e) {
    // An artifact of that name may exist, but this job did not write it (any job of the run can
    // upload one first): it is never reported as the bundle.
    const uploadFailure = `bundle upload failed, so no bundle artifact is reported: ${(e as Error).message}`;
    log.error(uploadFailure);
    return { result, problems, bundleDir, uploaded: null, uploadFailure };
  }
}
