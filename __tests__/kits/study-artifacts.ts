// Study artifacts the way the action's measure steps upload them, with hooks to forge or break them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ArtifactStore } from '../../src/adapters/artifacts/artifact-store.js';
import { artifactName } from '../../src/domain/bundle/artifact-names.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { renderSha256Sums } from '../../src/domain/bundle/sha256-sums.js';
import { syntheticBundle } from '../../bench/synthetic-study.js';

export const SHAPE = { candidates: 2, serverLevels: [1, 2], clientLevels: [1, 2], measuredRequests: 4 };

export interface UploadShape {
  /** Run attempt in every artifact name (default 1). */
  readonly attempt?: number;
  /** Groups (`prepare`, `runs/<pass>/<cand>/p<P>`, `quality/<cand>/p<P>`) not uploaded at all. */
  readonly skip?: (key: string) => boolean;
  /**
   * Runs after the group's files and sha256 list are written to `src`, before the upload: may
   * change files on disk and returns the list of relative paths to upload (default unchanged).
   */
  readonly alter?: (key: string, src: string, upload: string[]) => string[] | void;
  /** Artifact prefix (default `capacity`); a fleet runner i uses `<prefix>-r<i>`. */
  readonly prefix?: string;
  /** Seed of the synthetic measurements (default the bundle's own). */
  readonly seed?: number;
}

/** Uploads a synthetic bundle the way the measure steps do: one artifact per configuration. */
export async function uploadLikeMeasureSteps(store: ArtifactStore, shape: UploadShape = {}) {
  const attempt = shape.attempt ?? 1;
  const src = mkdtempSync(join(tmpdir(), 'pp-src-'));
  const { files } = syntheticBundle({ ...SHAPE, ...(shape.seed === undefined ? {} : { seed: shape.seed }) });
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(src, rel)), { recursive: true });
    writeFileSync(join(src, rel), text);
  }
  const groups = new Map<string, string[]>();
  for (const rel of files.keys()) {
    const m = /^(runs\/[^/]+\/[^/]+\/[^/]+|quality\/[^/]+\/[^/]+)\//.exec(rel);
    const key = m ? m[1] : 'prepare';
    groups.set(key, [...(groups.get(key) ?? []), rel]);
  }
  for (const [key, rels] of groups) {
    if (shape.skip?.(key)) continue;
    const sumsName = key === 'prepare' ? 'prepare.sha256' : `${key}/artifact.sha256`;
    const base = key === 'prepare' ? '' : `${key}/`;
    writeFileSync(
      join(src, sumsName),
      renderSha256Sums(
        rels.map((r) => ({ path: r.slice(base.length), sha256: sha256Hex(readFileSync(join(src, r))) })),
      ),
    );
    const upload = shape.alter?.(key, src, [...rels, sumsName]) ?? [...rels, sumsName];
    await store.uploadDirectory(nameOf(key, attempt, shape.prefix), src, upload);
  }
  rmSync(src, { recursive: true, force: true });
}

export function nameOf(key: string, runAttempt: number, prefix = 'capacity'): string {
  const parts = key.split('/');
  if (key === 'prepare') return artifactName({ prefix, kind: 'prepare', runAttempt });
  return parts[0] === 'runs'
    ? artifactName({
        prefix,
        kind: 'run',
        pass: parts[1],
        candidate: parts[2],
        serverParallel: Number(parts[3].slice(1)),
        runAttempt,
      })
    : artifactName({
        prefix,
        kind: 'quality',
        candidate: parts[1],
        serverParallel: Number(parts[2].slice(1)),
        runAttempt,
      });
}

/** Rewrites a cell's sha256 list after its files were changed, as a consistent forger would. */
export function rehash(src: string, key: string, upload: string[]): void {
  writeFileSync(
    join(src, key, 'artifact.sha256'),
    renderSha256Sums(
      upload
        .filter((r) => !r.endsWith('artifact.sha256'))
        .map((r) => ({ path: r.slice(key.length + 1), sha256: sha256Hex(readFileSync(join(src, r))) })),
    ),
  );
}
export const appendTo = (file: string, text: string) =>
  writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from(text)]));
