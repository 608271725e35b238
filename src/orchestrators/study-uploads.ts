// What the study's jobs upload as they go: the prepare artifact (the bundle's inputs with their
// prepare.sha256) and each finished cell (its files with their artifact.sha256), under the names the
// assemble job collects.
import { relative } from 'node:path';
import type { ArtifactStore, UploadedArtifact } from '../adapters/artifacts/artifact-store.js';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { writeSha256List } from '../adapters/bundle/checksums.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import { CELL_SUMS_FILE, PREPARE_SUMS_FILE } from '../domain/bundle/bundle-layout.js';

export interface StudyUploadOptions {
  readonly store: ArtifactStore;
  readonly prefix: string;
  readonly runAttempt: number;
  readonly retentionDays?: number;
}

/** Uploads every bundle file outside `runs/` and `quality/` with its prepare.sha256; returns the name and how many files. */
export async function uploadPrepareArtifact(
  bundleDir: string,
  options: StudyUploadOptions,
): Promise<{ name: string; files: string[] }> {
  const files = (await listBundleFiles(bundleDir)).filter(
    (f) => !f.startsWith('runs/') && !f.startsWith('quality/'),
  );
  const name = artifactName({ prefix: options.prefix, kind: 'prepare', runAttempt: options.runAttempt });
  await writeSha256List(bundleDir, files, PREPARE_SUMS_FILE);
  await options.store.uploadDirectory(name, bundleDir, [...files, PREPARE_SUMS_FILE], {
    retentionDays: options.retentionDays,
  });
  return { name, files };
}

/** The artifact name of a finished cell, from its label (`<pass>/<candidate>/p<P>` or `<candidate>/p<P>`). */
export function cellArtifactName(
  kind: 'run' | 'quality',
  label: string,
  options: StudyUploadOptions,
): string {
  const [passOrCandidate, ...rest] = label.split('/');
  const { prefix, runAttempt } = options;
  return artifactName(
    kind === 'run'
      ? {
          prefix,
          kind: 'run',
          pass: passOrCandidate,
          candidate: rest[0],
          serverParallel: Number(rest[1].slice(1)),
          runAttempt,
        }
      : {
          prefix,
          kind: 'quality',
          candidate: passOrCandidate,
          serverParallel: Number(rest[0].slice(1)),
          runAttempt,
        },
  );
}

/** Writes the cell's artifact.sha256 and uploads its files (paths kept relative to the bundle). */
export async function uploadCellArtifact(
  name: string,
  bundleDir: string,
  cell: { dir: string; files: string[] },
  options: StudyUploadOptions,
): Promise<UploadedArtifact> {
  const files = [...(await writeSha256List(cell.dir, cell.files, CELL_SUMS_FILE)), CELL_SUMS_FILE];
  const relDir = relative(bundleDir, cell.dir).split('\\').join('/');
  return options.store.uploadDirectory(
    name,
    bundleDir,
    files.map((f) => `${relDir}/${f}`),
    { retentionDays: options.retentionDays },
  );
}
