// One study assembled from one run attempt's artifacts: a complete bundle from every cell, and the
// downgrades to incomplete (a study job that did not succeed, nothing to collect) with their reasons.
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import {
  assembleFromArtifacts,
  type AssembleFromArtifactsOptions,
} from '../../src/orchestrators/assemble-artifacts.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { renderSha256Sums } from '../../src/domain/bundle/sha256-sums.js';
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

  it("never calls a bundle complete when the prepare artifact's capacity.json derives other plan documents", async () => {
    const store = new MemoryArtifactStore();
    // The prepare artifact carries another plan's capacity.json (the tiny example), listed in its
    // sha256 list: every cell and checksum is whole, only the derivation tells.
    await uploadLikeMeasureSteps(store, {
      alter: (key, src, upload) => {
        if (key !== 'prepare') return;
        copyFileSync('examples/tiny/capacity.json', join(src, 'capacity.json'));
        const listed = upload.filter((rel) => rel !== 'prepare.sha256').concat('capacity.json');
        writeFileSync(
          join(src, 'prepare.sha256'),
          renderSha256Sums(
            listed.map((rel) => ({ path: rel, sha256: sha256Hex(readFileSync(join(src, rel))) })),
          ),
        );
        return [...upload, 'capacity.json'];
      },
    });
    const opts = options(store);
    const { result, problems } = await assembleFromArtifacts(opts);
    expect(problems).toEqual([]);
    expect(result.complete).toBe(false);
    expect(result.status.failed_stage).toBe('assemble');
    expect(result.status.reason).toMatch(
      /^capacity\.json: derives other plan documents than the bundle holds: capacity-run\.json, capacity-plan\.json/,
    );
    expect(existsSync(join(opts.bundleDir, 'capacity-study.json'))).toBe(false);
  });

  it('records an empty store as an incomplete study, not a thrown error', async () => {
    const { result } = await assembleFromArtifacts(options(new MemoryArtifactStore()));
    expect(result.complete).toBe(false);
    expect(result.status.failed_stage).toBe('download');
    expect(result.status.reason).toBe(
      'no capacity-prepare artifact of attempt 1 or earlier in this run: the prepare step did not finish',
    );
  });
});
