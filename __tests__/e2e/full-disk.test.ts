// A disk that fills in the middle of a study (a small tmpfs as the work dir, filled once the third
// cell's server runs): the study stops with a readable status.json that names ENOSPC, the stage and
// the cell, and a SHA256SUMS that checks out — no 0-byte file stands for a measurement. Once space
// is back, finalize keeps that first cause, and the same run finishes the study.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSha256List } from '../../src/adapters/bundle/checksums.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { cli } from '../kits/seed-bundle.js';
import { fillDisk, mountTmpfs, type SmallDisk } from '../kits/small-disk.js';
import { smallTinyPlan } from '../kits/small-study.js';

let dir: string;
let disk: SmallDisk | undefined;
let plan: string;
let runCells: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-full-disk-'));
  ({ plan, runCells } = await smallTinyPlan(dir, 29800));
  // Room for the study's estimate (12 configurations × 16 MiB) and the server copy, no more.
  disk = mountTmpfs('224m');
});

afterAll(() => {
  disk?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under `root` (relative) with its size. */
function sizes(root: string): [string, number][] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => [
      join(e.parentPath, e.name).slice(root.length + 1),
      statSync(join(e.parentPath, e.name)).size,
    ]);
}

describe('a disk that fills mid-run', () => {
  it(
    'ends in a readable status naming ENOSPC, the stage and the cell; finalize and run go on once space is back',
    async () => {
      if (disk === undefined) {
        console.warn(
          'skipped: mounting a tmpfs is not permitted here (needs root on Linux), so no disk can be filled',
        );
        return;
      }
      const work = join(disk.dir, 'work');
      const bundle = join(work, 'bundle');
      const third = runCells[2];
      let filled = false;
      const progress = (line: string): void => {
        // The third cell's first level starts: its server runs; the disk fills before it writes a result.
        if (!filled && line.startsWith(`cell 3/`)) {
          filled = true;
          fillDisk(disk!.dir);
        }
      };
      const failed = runStudy(
        plan,
        process.cwd(),
        { workDir: work, cacheDir: defaultCacheDir() },
        { log: () => undefined, progress },
      );
      await expect(failed).rejects.toBeInstanceOf(StageError);
      await expect(failed).rejects.toThrow(/ENOSPC/);
      expect(filled).toBe(true);
      const status = JSON.parse(readFileSync(join(bundle, 'status.json'), 'utf8'));
      expect(status).toMatchObject({ status: 'incomplete', failed_stage: 'measure', failed_cells: [third] });
      expect(status.reason).toMatch(/ENOSPC/);
      expect((await checkSha256List(bundle, 'SHA256SUMS')).problems).toEqual([]);
      // A server that logs nothing to stdout leaves an empty log in a finished cell; the cut-off cell
      // keeps no empty file, and the records at the root are whole.
      expect(sizes(join(bundle, 'runs', third)).filter(([, size]) => size === 0)).toEqual([]);
      for (const f of ['status.json', 'SHA256SUMS'])
        expect(statSync(join(bundle, f)).size).toBeGreaterThan(0);

      // Space is back: finalize keeps the real first cause, and the same run completes the study.
      rmSync(join(disk.dir, 'filler.bin'));
      const finalized = await cli(['finalize', bundle]);
      expect(finalized.code).toBe(1);
      expect(JSON.parse(readFileSync(join(bundle, 'status.json'), 'utf8'))).toMatchObject({
        failed_stage: 'measure',
        reason: status.reason,
      });
      const done = await runStudy(
        plan,
        process.cwd(),
        { workDir: work, cacheDir: defaultCacheDir() },
        { log: () => undefined, progress: () => undefined },
      );
      expect(done.complete).toBe(true);
      expect(done.cells).toEqual({ measured: runCells.length + 4 - 2, kept: 2 });
    },
    15 * 60_000,
  );
});
