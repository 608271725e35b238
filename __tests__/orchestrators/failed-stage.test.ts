// recordFailedStage: the one way a failed stage marks its bundle incomplete (the CLI's run and stage
// commands and the action's steps all call it), and that it never throws over the stage's own error.
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSha256List } from '../../src/adapters/bundle/checksums.js';
import { RECEIPT_FILE, STATUS_FILE, STUDY_FILE, SUMS_FILE } from '../../src/domain/bundle/bundle-layout.js';
import { incompleteStatus, writeWorkflowJson } from '../../src/domain/bundle/status.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { recordFailedStage } from '../../src/orchestrators/failed-stage.js';
import { writeIncomplete } from '../../src/orchestrators/finalize.js';
import { seedCopy } from '../kits/seed-bundle.js';

const CELL_LOG = 'runs/forward/q8-generic/p1/server.stderr.log';
const CELL_RESULT = 'runs/forward/q8-generic/p1/load-evaluation.json';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The seed bundle with its published study and receipt, and one cell that never finished. */
function interruptedBundle(): string {
  const dir = seedCopy(true);
  dirs.push(dir);
  rmSync(join(dir, CELL_RESULT));
  return dir;
}

describe('recordFailedStage', () => {
  it('writes the status naming the stage, reason and cell, keeps the logs, and checksums the rest', async () => {
    const dir = interruptedBundle();
    const log = readFileSync(join(dir, CELL_LOG));
    const result = await recordFailedStage(
      dir,
      new StageError('measure', 'server exited', 'forward/q8-generic/p1'),
    );
    expect(result).not.toBeNull();
    expect(result!.complete).toBe(false);
    expect(result!.missingCells).toHaveLength(1);
    expect(result!.missingCells[0]).toMatch(/^run /);
    expect(readFileSync(join(dir, STATUS_FILE), 'utf8')).toBe(
      writeWorkflowJson(
        incompleteStatus({
          failedStage: 'measure',
          reason: 'server exited',
          failedCells: ['forward/q8-generic/p1'],
          missingCells: result!.missingCells,
        }),
      ),
    );
    expect(existsSync(join(dir, STUDY_FILE))).toBe(false);
    expect(existsSync(join(dir, RECEIPT_FILE))).toBe(false);
    expect(readFileSync(join(dir, CELL_LOG))).toEqual(log);
    expect(result!.files).toContain(CELL_LOG);
    expect((await checkSha256List(dir, SUMS_FILE)).problems).toEqual([]);
  });

  it('writes the same bytes as an incomplete bundle written by hand; no cell means no failed cells', async () => {
    const [a, b] = [interruptedBundle(), interruptedBundle()];
    await recordFailedStage(a, new StageError('quality', 'interrupted by SIGINT'));
    await writeIncomplete(b, 'quality', 'interrupted by SIGINT', []);
    for (const f of [STATUS_FILE, SUMS_FILE])
      expect(readFileSync(join(a, f), 'utf8')).toBe(readFileSync(join(b, f), 'utf8'));
  });

  it('gives null instead of throwing when the bundle cannot be written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pp-failed-stage-'));
    dirs.push(root);
    const notADir = join(root, 'file');
    writeFileSync(notADir, 'x');
    await expect(recordFailedStage(notADir, new StageError('prepare', 'build failed'))).resolves.toBeNull();
  });
});
