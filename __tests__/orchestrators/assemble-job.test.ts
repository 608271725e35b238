// assembleJob against in-memory artifacts: the bundle uploaded under the bundle name when complete,
// under the diagnostics name when a cell is missing, and a failed upload reported, never thrown.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { assembleJob, type AssembleJobOptions } from '../../src/orchestrators/assemble-job.js';
import { uploadLikeMeasureSteps } from '../kits/study-artifacts.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function options(store: MemoryArtifactStore, lines: string[], over: Partial<AssembleJobOptions> = {}) {
  const workDir = mkdtempSync(join(tmpdir(), 'pp-assemble-job-'));
  dirs.push(workDir);
  return {
    store,
    prefix: 'capacity',
    currentAttempt: 1,
    workDir,
    log: {
      info: () => undefined,
      warning: (m: string) => lines.push(`warning ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    },
    retentionDays: 5,
    ...over,
  };
}

describe('assembleJob', () => {
  it('assembles a complete study and uploads it as the bundle', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    const lines: string[] = [];
    const opts = options(store, lines);
    const job = await assembleJob(opts);
    expect(job.result.complete).toBe(true);
    expect(job.problems).toEqual([]);
    expect(job.bundleDir).toBe(join(opts.workDir, 'bundle'));
    expect(job.uploaded?.name).toBe('capacity-bundle-a1');
    expect(job.uploadFailure).toBeUndefined();
    expect(store.contents('capacity-bundle-a1')!.has('capacity-study.json')).toBe(true);
    expect(store.retentionDays('capacity-bundle-a1')).toBe(5);
    expect(lines).toEqual([]);
  });

  it('uploads an incomplete study as diagnostics; a study job that did not succeed downgrades it', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    const job = await assembleJob(options(store, [], { studyResult: 'failure' }));
    expect(job.result.complete).toBe(false);
    expect(job.result.status.failed_stage).toBe('measure');
    expect(job.uploaded?.name).toBe('capacity-diagnostics-a1');
  });

  it('logs and returns a failed upload instead of throwing, and names no artifact', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store);
    store.failNextUploads(10, 'service down');
    const lines: string[] = [];
    const job = await assembleJob(options(store, lines));
    expect(job.result.complete).toBe(true);
    expect(job.uploaded).toBeNull();
    expect(job.uploadFailure).toMatch(
      /^bundle upload failed, so no bundle artifact is reported: .*service down/,
    );
    expect(lines).toEqual([`error ${job.uploadFailure}`]);
  });
});
