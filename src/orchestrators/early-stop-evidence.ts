// What the measure stage knows before a cell's turn under the plan's early stop: the levels of the
// runs already in the bundle (earlier passes), read back from their load evaluations.
import { join } from 'node:path';
import { access } from 'node:fs/promises';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { validateLoadEvaluation } from '../domain/measurement/load-evaluation.js';
import type { MeasuredTurn } from '../domain/plan/early-stop-rule.js';
import type { ScheduledRun } from '../domain/plan/schedule.js';
import { LOAD_FILE } from '../domain/bundle/bundle-layout.js';
import { cellDirectory } from '../domain/bundle/artifact-layout.js';
import type { StudyContext } from './study-context.js';

/**
 * The measured levels of `earlier` runs found in the bundle. A run whose load evaluation is not there
 * (measured by another job) gives no evidence: the rule then skips less, never more.
 */
export async function earlierTurns(
  ctx: StudyContext,
  bundleDir: string,
  earlier: readonly ScheduledRun[],
): Promise<MeasuredTurn[]> {
  const turns: MeasuredTurn[] = [];
  for (const run of earlier) {
    const rel = `${cellDirectory('run', run.label)}/${LOAD_FILE}`;
    const path = join(bundleDir, rel);
    try {
      await access(path);
    } catch {
      continue;
    }
    const value = parseJsonInput({ path: rel, bytes: await readInputFile(path, rel) }).value;
    for (const row of validateLoadEvaluation(value, ctx.loadPlan, rel).rows)
      turns.push({
        passId: run.passId,
        candidateId: run.candidateId,
        serverParallel: run.serverParallel,
        clientConcurrency: row.concurrency,
        row,
      });
  }
  return turns;
}
