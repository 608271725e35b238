// A stage that failed leaves an incomplete bundle behind: status.json names the stage, its reason and
// the failed cell, every log written so far stays, and SHA256SUMS covers what is there.
import type { StageError } from './errors.js';
import { writeIncomplete, type FinalizeResult } from './finalize.js';

/**
 * Marks the bundle incomplete for a failed (or interrupted) stage. Best effort: the stage's own
 * error is what the caller reports, so a bundle that cannot be written gives null instead of a
 * second error.
 */
export async function recordFailedStage(
  bundleDir: string,
  error: StageError,
): Promise<FinalizeResult | null> {
  return writeIncomplete(bundleDir, error.stage, error.message, error.cell ? [error.cell] : []).catch(
    () => null,
  );
}
