// run and prepare validate through check: the same problems, all of them, in check's words; a plan
// with warnings only goes ahead and hands its warnings back.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { problemLines } from '../../src/domain/plan/check-report.js';
import { checkStudy } from '../../src/orchestrators/check.js';
import { PlanProblems } from '../../src/orchestrators/errors.js';
import { validateStudy } from '../../src/orchestrators/validate-study.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-validate-'));
  cpSync(join(REPO_ROOT, 'examples', 'tiny'), join(dir, 'tiny'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = () => ({ cacheDir: join(dir, 'cache'), offline: true });

test('a plan with problems is refused with every problem check finds, in check’s words', async () => {
  const file = join(dir, 'tiny', 'capacity.json');
  const plan = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  plan.grid.server_parallel = [2, 1];
  plan.gates.reference = 'nobody';
  writeFileSync(join(dir, 'tiny', 'broken.json'), JSON.stringify(plan));
  const report = await checkStudy('tiny/broken.json', dir, options());
  expect(report.problems.length).toBeGreaterThanOrEqual(2);
  const refused = await validateStudy('tiny/broken.json', dir, options()).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(PlanProblems);
  const error = refused as PlanProblems;
  expect(error.problems).toEqual(report.problems);
  expect(error.exitCode).toBe(2);
  expect(error.message).toBe(
    [
      `tiny/broken.json: ${report.problems.length} problems; nothing was started (the same problems \`paretopilot-capacity check\` lists):`,
      ...report.problems.flatMap(problemLines),
    ].join('\n'),
  );
});

test('a plan with warnings only passes and returns them', async () => {
  const file = join(dir, 'tiny', 'capacity.json');
  const plan = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  plan.slo = { max_ttft_ms_p95: 1, max_e2e_latency_ms_p95: 2 };
  writeFileSync(join(dir, 'tiny', 'seconds.json'), JSON.stringify(plan));
  const report = await validateStudy('tiny/seconds.json', dir, options());
  expect(report.problems).toEqual([]);
  expect(report.warnings.filter((w) => w.startsWith('slo '))).toHaveLength(2);
});
