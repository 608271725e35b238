// examples/tiny made smaller for tests that run it several times on the real llama-server: one
// client level, one warm-up and eight measured requests a level, and ports of the caller's own.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performanceRuns } from '../../src/domain/plan/schedule.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';

/** Writes the plan under `dir` (its own folder `plan/`); returns its path and the run cells in schedule order. */
export async function smallTinyPlan(
  dir: string,
  basePort: number,
): Promise<{ plan: string; runCells: string[] }> {
  const folder = join(dir, 'plan');
  cpSync('examples/tiny', folder, { recursive: true });
  const plan = join(folder, 'capacity.json');
  const authored = JSON.parse(readFileSync(plan, 'utf8'));
  authored.base_port = basePort;
  authored.grid = { server_parallel: [1, 2], client_concurrency: [1] };
  authored.load = { ...authored.load, warmup_requests_per_level: 1, measured_requests_per_level: 8 };
  writeFileSync(plan, JSON.stringify(authored, null, 2));
  const ctx = await loadStudyContext(plan, process.cwd());
  return { plan, runCells: performanceRuns(ctx.plan).map((r) => r.label) };
}
