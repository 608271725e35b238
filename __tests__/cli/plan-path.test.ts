// The plan a study command reads without --plan: capacity/capacity.json when it exists, else an
// error naming the default and how to get one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { UsageError } from '../../src/cli/errors.js';
import { planArgument } from '../../src/cli/plan-path.js';
import { parse } from 'yaml';
import { DEFAULT_PLAN_FILE } from '../../src/orchestrators/stages.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-plan-path-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('--plan wins, whether or not the default exists', async () => {
  expect(await planArgument('other.json', dir)).toBe('other.json');
});

test('without --plan and without the default file: an error that names both ways out', async () => {
  const e = await planArgument(undefined, dir).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(UsageError);
  expect((e as Error).message).toBe(
    'no --plan given, and the default plan capacity/capacity.json does not exist here: pass --plan <capacity.json | capacity-run.json>, or write one with paretopilot-capacity init <model>',
  );
});

test('without --plan: the file init writes and the action reads', async () => {
  const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: { plan: { default: string } };
  };
  expect(DEFAULT_PLAN_FILE).toBe(action.inputs.plan.default);
  mkdirSync(join(dir, 'capacity'));
  writeFileSync(join(dir, DEFAULT_PLAN_FILE), '{}');
  expect(await planArgument(undefined, dir)).toBe(DEFAULT_PLAN_FILE);
});
