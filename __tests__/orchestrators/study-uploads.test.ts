// The study jobs' uploads, round-tripped: the seed bundle uploaded as the prepare step and the finished
// cells would upload it is collected by the assemble job into the same study.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { assembleJob } from '../../src/orchestrators/assemble-job.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import {
  cellArtifactName,
  uploadCellArtifact,
  uploadPrepareArtifact,
} from '../../src/orchestrators/study-uploads.js';
import { seedCopy } from '../kits/seed-bundle.js';
import { nameOf } from '../kits/study-artifacts.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Cell folders of a bundle as (kind, label): `runs/<pass>/<candidate>/p<P>` and `quality/<candidate>/p<P>`. */
function cells(bundle: string): { kind: 'run' | 'quality'; label: string }[] {
  const out: { kind: 'run' | 'quality'; label: string }[] = [];
  for (const pass of readdirSync(join(bundle, 'runs')))
    for (const cand of readdirSync(join(bundle, 'runs', pass)))
      for (const p of readdirSync(join(bundle, 'runs', pass, cand)))
        out.push({ kind: 'run', label: `${pass}/${cand}/${p}` });
  for (const cand of readdirSync(join(bundle, 'quality')))
    for (const p of readdirSync(join(bundle, 'quality', cand)))
      out.push({ kind: 'quality', label: `${cand}/${p}` });
  return out;
}

describe('study uploads', () => {
  it('names each artifact the way the assemble job collects it', () => {
    const options = { store: new MemoryArtifactStore(), prefix: 'capacity', runAttempt: 2 };
    expect(cellArtifactName('run', 'forward/q8-generic/p4', options)).toBe(
      nameOf('runs/forward/q8-generic/p4', 2),
    );
    expect(cellArtifactName('quality', 'q8-generic/p1', options)).toBe(nameOf('quality/q8-generic/p1', 2));
  });

  it('uploads the prepare artifact and every cell so that the assemble job rebuilds the same study', async () => {
    const bundle = seedCopy();
    const work = mkdtempSync(join(tmpdir(), 'pp-study-uploads-'));
    dirs.push(bundle, work);
    const store = new MemoryArtifactStore();
    const options = { store, prefix: 'capacity', runAttempt: 1, retentionDays: 4 };
    const prepared = await uploadPrepareArtifact(bundle, options);
    expect(prepared.name).toBe(nameOf('prepare', 1));
    expect(prepared.files.some((f) => f.startsWith('runs/') || f.startsWith('quality/'))).toBe(false);
    expect(store.contents(prepared.name)!.has('prepare.sha256')).toBe(true);
    for (const { kind, label } of cells(bundle)) {
      const dir = join(bundle, kind === 'run' ? 'runs' : 'quality', label);
      const name = cellArtifactName(kind, label, options);
      const up = await uploadCellArtifact(name, bundle, { dir, files: readdirSync(dir).sort() }, options);
      expect(up.name).toBe(name);
      expect(store.retentionDays(name)).toBe(4);
    }
    const job = await assembleJob({
      store,
      prefix: 'capacity',
      currentAttempt: 1,
      workDir: work,
      log: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
    expect(job.problems).toEqual([]);
    expect(job.result.complete).toBe(true);
    // The collected bundle is the uploaded one: finalizing the source in place gives the same study.
    await finalizeBundle(bundle);
    expect(readFileSync(join(job.bundleDir, 'capacity-study.json'), 'utf8')).toBe(
      readFileSync(join(bundle, 'capacity-study.json'), 'utf8'),
    );
  });
});
