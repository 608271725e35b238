// finalizeBundle: a bundle with every cell becomes complete (study, receipt, status, extras, sums),
// a missing cell or rejected artifact becomes an incomplete checksummed bundle, and a folder that is
// no bundle is refused before anything changes.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { checkSha256List } from '../../src/adapters/bundle/checksums.js';
import { join } from 'node:path';
import { InputError } from '../../src/domain/core/errors.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import {
  finalizeBundle,
  missingCells,
  writeIncomplete,
  writeIncompleteSync,
} from '../../src/orchestrators/finalize.js';
import { cli } from '../kits/seed-bundle.js';
import { fillDisk, mountTmpfs } from '../kits/small-disk.js';
import { cleanup, derivedBundle, tempDir } from '../kits/scenario-kit.js';

afterAll(cleanup);

function copyOfDerived(): string {
  const dir = tempDir('pp-finalize-');
  cpSync(derivedBundle(), dir, { recursive: true });
  return dir;
}

describe('finalizeBundle', () => {
  it('writes the study, receipt, status, the extras and a SHA256SUMS that lists them all', async () => {
    const dir = copyOfDerived();
    const extra = () => [{ file: 'extra.txt', content: 'rendered\n' }];
    const result = await finalizeBundle(dir, [extra]);
    expect(result.complete).toBe(true);
    expect(result.missingCells).toEqual([]);
    expect(result.status.status).toBe('complete');
    for (const f of ['capacity-study.json', 'capacity-receipt.md', 'status.json', 'extra.txt'])
      expect(result.files).toContain(f);
    expect(readFileSync(join(dir, 'capacity-receipt.md'), 'utf8')).toBe(result.receipt);
    const sums = readFileSync(join(dir, 'SHA256SUMS'), 'utf8');
    expect(sums.trim().split('\n')).toHaveLength(result.files.length);
    expect(sums).toContain('  ./extra.txt\n');
    // Finalizing again rewrites the same bytes.
    const study = readFileSync(join(dir, 'capacity-study.json'));
    await finalizeBundle(dir, [extra]);
    expect(readFileSync(join(dir, 'capacity-study.json')).equals(study)).toBe(true);
    expect(readFileSync(join(dir, 'SHA256SUMS'), 'utf8')).toBe(sums);
  });

  it('turns a missing cell into an incomplete bundle naming it, with no study or receipt', async () => {
    const dir = copyOfDerived();
    rmSync(join(dir, 'runs/forward/cand-1/p1/load-evaluation.json'));
    expect(await missingCells(dir)).toEqual(['run forward/cand-1/p1']);
    const result = await finalizeBundle(dir);
    expect(result.complete).toBe(false);
    expect(result.status).toMatchObject({ status: 'incomplete', failed_stage: 'assemble' });
    expect(result.missingCells).toEqual(['run forward/cand-1/p1']);
    expect(existsSync(join(dir, 'capacity-study.json'))).toBe(false);
    expect(parseJson(readFileSync(join(dir, 'status.json'), 'utf8'))).toMatchObject({ status: 'incomplete' });
  });

  it('turns an artifact assembly rejects into an incomplete bundle with the reason', async () => {
    const dir = copyOfDerived();
    writeFileSync(join(dir, 'runs/forward/cand-1/p1/load-evaluation.json'), '{"not": "a load evaluation"}');
    const result = await finalizeBundle(dir);
    expect(result.complete).toBe(false);
    expect(String(result.status.reason)).toMatch(/^assembly rejected the artifacts: .*load-evaluation\.json/);
  });

  it('refuses a folder without a plan, or with a link where an output goes, leaving it unchanged', async () => {
    const empty = tempDir('pp-finalize-empty-');
    await expect(finalizeBundle(empty, [], 'empty')).rejects.toThrow('empty: not a capacity bundle');
    const dir = copyOfDerived();
    symlinkSync('/etc/hostname', join(dir, 'status.json'));
    await expect(finalizeBundle(dir)).rejects.toThrow(InputError);
    expect(existsSync(join(dir, 'capacity-plan.json'))).toBe(true);
  });

  it('keeps the cause an earlier stage recorded when cells are still missing (not "assemble")', async () => {
    const dir = copyOfDerived();
    rmSync(join(dir, 'runs/forward/cand-1/p1/load-evaluation.json'));
    const cause =
      'could not write forward/cand-1/p1/load-evaluation.json: ENOSPC: no space left on device, write';
    await writeIncomplete(dir, 'measure', cause, ['forward/cand-1/p1']);
    const result = await finalizeBundle(dir);
    expect(result.status).toMatchObject({
      failed_stage: 'measure',
      reason: cause,
      failed_cells: ['forward/cand-1/p1'],
      missing_cells: ['run forward/cand-1/p1'],
    });
  });
});

describe('writeIncompleteSync', () => {
  it('writes the same record as writeIncomplete, synchronously, without leftovers of cut-off writes', async () => {
    const dir = copyOfDerived();
    rmSync(join(dir, 'runs/forward/cand-1/p1/load-evaluation.json'));
    writeFileSync(join(dir, '.status.json.partial-123-abcdef01'), '{"half');
    expect(writeIncompleteSync(dir, 'measure', 'interrupted by SIGINT', ['forward/cand-1/p1'])).toBe(true);
    const syncStatus = readFileSync(join(dir, 'status.json'), 'utf8');
    expect(existsSync(join(dir, '.status.json.partial-123-abcdef01'))).toBe(false);
    expect((await checkSha256List(dir, 'SHA256SUMS')).problems).toEqual([]);
    await writeIncomplete(dir, 'measure', 'interrupted by SIGINT', ['forward/cand-1/p1']);
    expect(readFileSync(join(dir, 'status.json'), 'utf8')).toBe(syncStatus);
    expect(writeIncompleteSync(tempDir('pp-not-a-bundle-'), 'measure', 'x')).toBe(false);
  });
});

describe('finalize on a full disk', () => {
  it('says ENOSPC and the path in one line, leaves status.json whole, and keeps the first cause once space is back', async () => {
    const disk = mountTmpfs('4m');
    if (disk === undefined) {
      console.warn('skipped: mounting a tmpfs is not permitted here (needs root on Linux)');
      return;
    }
    try {
      const dir = join(disk.dir, 'bundle');
      cpSync(derivedBundle(), dir, { recursive: true });
      rmSync(join(dir, 'runs/forward/cand-1/p1/load-evaluation.json'));
      await writeIncomplete(dir, 'measure', 'interrupted by SIGTERM', ['forward/cand-1/p1']);
      const before = readFileSync(join(dir, 'status.json'), 'utf8');
      fillDisk(disk.dir);
      const r = await cli(['finalize', dir]);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^finalize: .*status\.json.*ENOSPC/);
      expect(r.err).not.toMatch(/internal error/);
      expect(readFileSync(join(dir, 'status.json'), 'utf8')).toBe(before);
      rmSync(join(disk.dir, 'filler.bin'));
      const again = await cli(['finalize', dir]);
      expect(again.code).toBe(1);
      expect(JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8'))).toMatchObject({
        failed_stage: 'measure',
        reason: 'interrupted by SIGTERM',
      });
    } finally {
      disk.dispose();
    }
  });
});
