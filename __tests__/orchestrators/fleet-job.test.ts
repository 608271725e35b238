// fleetJob against in-memory artifacts: each runner assembled from its own prefix, a runner with no
// artifacts recorded as incomplete, the fleet bundle uploaded, and a failed upload returned, not thrown.
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { FLEET_FILE } from '../../src/orchestrators/fleet-bundle.js';
import { fleetJob, fleetJobPaths, runnerArtifactPrefix } from '../../src/orchestrators/fleet-job.js';
import { uploadLikeMeasureSteps } from '../kits/study-artifacts.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function options(store: MemoryArtifactStore, lines: string[]) {
  const workDir = mkdtempSync(join(tmpdir(), 'pp-fleet-job-'));
  dirs.push(workDir);
  return {
    store,
    prefix: 'capacity',
    currentAttempt: 1,
    workDir,
    runners: ['arm-a', 'arm-b'],
    minTokensPerSecond: null,
    retentionDays: 3,
    log: {
      info: () => undefined,
      warning: (m: string) => lines.push(`warning ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    },
    cwd: workDir,
  };
}

describe('fleetJob', () => {
  it('assembles each runner from its own prefix, records a runner without artifacts, uploads the fleet', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, { prefix: runnerArtifactPrefix('capacity', 0) });
    const lines: string[] = [];
    const opts = options(store, lines);
    const job = await fleetJob(opts);
    expect(job.bundleDir).toBe(fleetJobPaths(opts.workDir).bundle);
    expect(existsSync(join(job.bundleDir, FLEET_FILE))).toBe(true);
    const runners = job.result.fleet.runners as { label: string; status: string }[];
    expect(runners.map((r) => [r.label, r.status])).toEqual([
      ['arm-a', 'complete'],
      ['arm-b', 'incomplete'],
    ]);
    expect(lines.some((l) => l.startsWith('warning runner arm-b: incomplete'))).toBe(true);
    expect(job.uploaded?.name).toBe('capacity-fleet-bundle-a1');
    expect(store.retentionDays('capacity-fleet-bundle-a1')).toBe(3);
    // Of each runner's assembled bundle only what the fleet reads is kept, and no staging is left.
    expect(existsSync(join(fleetJobPaths(opts.workDir).incoming, 'r0-download'))).toBe(false);
  });

  it('logs and returns a failed upload instead of throwing', async () => {
    const store = new MemoryArtifactStore();
    await uploadLikeMeasureSteps(store, { prefix: runnerArtifactPrefix('capacity', 0) });
    await uploadLikeMeasureSteps(store, { prefix: runnerArtifactPrefix('capacity', 1) });
    store.failNextUploads(10, 'service down');
    const lines: string[] = [];
    const job = await fleetJob(options(store, lines));
    expect(job.uploaded).toBeNull();
    expect(job.uploadFailure).toMatch(
      /^fleet bundle upload failed, so no fleet bundle artifact is reported: .*service down/,
    );
    expect(lines).toContain(`error ${job.uploadFailure}`);
  });
});
