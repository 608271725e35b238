// The fleet holds every runner's parsed study at once, so study bytes are bounded before parsing:
// a runner over the per-study bound, or one that would take the fleet over its total, is refused.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { RunnerRefusedError } from '../../src/domain/core/errors.js';
import { buildFleet, FLEET_STUDY_BOUNDS } from '../../src/orchestrators/fleet-bundle.js';
import { JSON_INPUT_BOUNDS } from '../../src/domain/study/assemble.js';
import { FIXTURES, PROFILES } from '../kits/fleet-kit.js';

const runners = PROFILES.map((label) => ({ label, path: join(FIXTURES, label) }));
const sizes = PROFILES.map((label) => statSync(join(FIXTURES, label, 'capacity-study.json')).size);

test('the default bounds leave room for the largest study assembly accepts', () => {
  expect(FLEET_STUDY_BOUNDS.runner).toBeGreaterThan(JSON_INPUT_BOUNDS.total);
  expect(FLEET_STUDY_BOUNDS.total).toBeGreaterThanOrEqual(2 * FLEET_STUDY_BOUNDS.runner);
});

test('a runner study above the per-study bound is refused before it is parsed', async () => {
  const studyBounds = { runner: Math.min(...sizes) - 1, total: 1e9 };
  await expect(buildFleet({ runners, studyBounds }, process.cwd())).rejects.toThrow(RunnerRefusedError);
  await expect(buildFleet({ runners, studyBounds }, process.cwd())).rejects.toThrow(
    `runner "local-cpu0": ${join(FIXTURES, 'local-cpu0')}/capacity-study.json: is ${sizes[0]} bytes; a runner study is at most ${studyBounds.runner} bytes`,
  );
  // In the action's mode every runner is refused and recorded; none is parsed or compared.
  const result = await buildFleet({ runners, studyBounds, refuseBadRunners: true }, process.cwd());
  expect(result.refusals.map((r) => r.label)).toEqual([...PROFILES]);
  expect(result.fleet.complete_runner_count).toBe(0);
});

test('the runner that would take the fleet over its total is refused; the ones before it are kept', async () => {
  const studyBounds = { runner: 1e9, total: sizes[0] + sizes[1] };
  const result = await buildFleet({ runners, studyBounds, refuseBadRunners: true }, process.cwd());
  expect(result.refusals.map((r) => r.label)).toEqual(['local-cpu0-1']);
  expect(result.refusals[0].reason).toMatch(/would take the fleet's studies above \d+ bytes together$/);
  expect(result.fleet.complete_runner_count).toBe(2);
  // Within the total, all three are compared.
  const all = await buildFleet(
    { runners, studyBounds: { runner: 1e9, total: sizes[0] + sizes[1] + sizes[2] } },
    process.cwd(),
  );
  expect(all.fleet.complete_runner_count).toBe(3);
});
