// What each cell directory of a bundle holds, read for the resume rule (domain/bundle/study-progress.ts):
// every file's SHA-256, the artifact.sha256 written when the cell ended, and its server evidence.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileSha256 } from '../cache/file-digest.js';
import { cellDirectory } from '../../domain/bundle/artifact-layout.js';
import { CELL_SUMS_FILE, SERVER_FILES } from '../../domain/bundle/bundle-layout.js';
import type { CapacityPlan } from '../../domain/plan/plan.js';
import {
  cellName,
  sharedMachineCells,
  studyCells,
  type CellObservation,
  type CellRef,
} from '../../domain/bundle/study-progress.js';

/** Stands for a directory entry that is not a regular file: it matches no digest. */
const NOT_A_FILE = 'not a regular file';

async function textOrNull(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

/** One observation per cell that has a directory, keyed by cellName. */
export async function observeCells(
  bundleDir: string,
  cells: readonly CellRef[],
): Promise<Map<string, CellObservation>> {
  const out = new Map<string, CellObservation>();
  for (const cell of cells) {
    const dir = join(bundleDir, cellDirectory(cell.kind, cell.label));
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
    if (entries === null) continue;
    const digests = new Map<string, string>();
    for (const e of entries) {
      if (e.name === CELL_SUMS_FILE) continue;
      digests.set(e.name, e.isFile() ? await fileSha256(join(dir, e.name)) : NOT_A_FILE);
    }
    out.set(cellName(cell), {
      digests,
      sums: entries.some((e) => e.name === CELL_SUMS_FILE && e.isFile())
        ? await textOrNull(join(dir, CELL_SUMS_FILE))
        : null,
      evidence: await textOrNull(join(dir, SERVER_FILES.evidence)),
    });
  }
  return out;
}

/** The bundle's cells measured while another study ran on the machine (status.json's `shared_machine`). */
export async function readSharedMachine(bundleDir: string, plan: CapacityPlan): Promise<string[]> {
  const evidence = await Promise.all(
    studyCells(plan).map(async (cell) => ({
      cell,
      text: await textOrNull(join(bundleDir, cellDirectory(cell.kind, cell.label), SERVER_FILES.evidence)),
    })),
  );
  return sharedMachineCells(evidence);
}
