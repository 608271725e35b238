// The plan a study command reads: `--plan`, else capacity/capacity.json — the file `init` writes and
// the action reads by default — when it exists; otherwise an error saying how to name one.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_PLAN_FILE } from '../orchestrators/stages.js';
import { UsageError } from './errors.js';

/** `given`, or the default plan path when it exists (relative to `cwd`). */
export async function planArgument(given: string | undefined, cwd: string): Promise<string> {
  if (given !== undefined) return given;
  if (await stat(resolve(cwd, DEFAULT_PLAN_FILE)).catch(() => undefined)) return DEFAULT_PLAN_FILE;
  throw new UsageError(
    `no --plan given, and the default plan ${DEFAULT_PLAN_FILE} does not exist here: pass --plan <capacity.json | capacity-run.json>, or write one with paretopilot-capacity init <model>`,
  );
}
