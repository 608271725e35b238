// One study assembled from one run attempt's artifacts: a complete bundle from every cell, and the
// downgrades to incomplete (a study job that did not succeed, nothing to collect) with their reasons.
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import {
  assembleFromArtifacts,
  type AssembleFromArtifactsOptions,
} from '../../src/orchestrators/assemble-artifacts.js';
import { uploadLikeMeasureSteps } from '../kits/study-artifacts.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function options(store: MemoryArtifactStore, over: Partial<AssembleFromArtifactsOptions> = {}) {
  const work = mkdtempSync(join(tmpdir(), 'pp-assemble-artifacts-'));
  dirs.push(work);
  return {
    store,
    prefix: 'capacity',
    currentAttempt: 1,
    bundleDir: join(work, 'bundle'),
    stagingDir: join(work, 'staging'),
    log: { info: () => undefined, warning: () => undefined },
    ...over,
  };
}

describe('assembleFromArtifacts', () => {
  it('rebuilds the bundle directory from the artifacts into a complete study', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    const opts = options(store);
    mkdirSync(opts.bundleDir, { recursive: true });
    writeFileSync(join(opts.bundleDir, 'left-over.txt'), 'from an earlier try');
    const { result, problems } = await assembleFromArtifacts(opts);
    expect(problems).toEqual([]);
    expect(result.complete).toBe(true);
    expect(existsSync(join(opts.bundleDir, 'capacity-study.json'))).toBe(true);
    expect(existsSync(join(opts.bundleDir, 'left-over.txt'))).toBe(false);
  });

  it.each(['failure', 'cancelled'] as const)(
    'makes a study whose job ended in %s incomplete at the measure stage',
    async (studyResult) => {
      const store = new MemoryArtifactStore();
      await uploadLikeMeasureSteps(store);
      const { result } = await assembleFromArtifacts(options(store, { studyResult }));
      expect(result.complete).toBe(false);
      expect(result.status.failed_stage).toBe('measure');
      expect(result.status.reason).toContain(`the study job's result is ${studyResult}, not success`);
    },
  );

  it('records an empty store as an incomplete study, not a thrown error', async () => {
    const { result } = await assembleFromArtifacts(options(new MemoryArtifactStore()));
    expect(result.complete).toBe(false);
    expect(result.status.failed_stage).toBe('download');
    expect(result.status.reason).toBe(
      'no capacity-prepare artifact of attempt 1 or earlier in this run: the prepare step did not finish',
    );
  });
});
