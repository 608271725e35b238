// Measure and quality run against the plan, load plan and suite prepare copied into the bundle: a
// file edited since (even with its pins rewritten) is refused before any server starts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FILES } from '../domain/bundle/bundle-layout.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { StageError } from './errors.js';
import type { LoadedFile, StudyContext } from './study-context.js';

/** Throws a StageError naming the first input whose bytes differ from prepare's copy in the bundle. */
export async function checkPreparedInputs(ctx: StudyContext, bundleDir: string): Promise<void> {
  const inputs: [LoadedFile, string][] = [
    [ctx.planFile, BUNDLE_FILES.plan],
    [ctx.loadPlanFile, BUNDLE_FILES.loadPlan],
    [ctx.suiteFile, BUNDLE_FILES.evaluationSuite],
  ];
  for (const [file, name] of inputs) {
    const copy = join(bundleDir, name);
    let copySha: string;
    try {
      copySha = sha256Hex(await readFile(copy));
    } catch {
      throw new StageError('prepare', `${copy} is missing: prepare again`);
    }
    if (copySha !== file.sha256)
      throw new StageError(
        'prepare',
        `${file.display} changed since prepare (sha256 ${file.sha256}, prepared ${copySha} in ${copy}); ` +
          'measurements must use the plan that was prepared: prepare again',
      );
  }
}
