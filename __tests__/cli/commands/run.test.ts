// What `run` and `demo` print at the end: the decision's headline for a plan that asks to choose.
import { readFileSync } from 'node:fs';
import { describeDecision } from '../../../src/cli/commands/run.js';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';

const read = (path: string): JsonObject => parseJson(readFileSync(path, 'utf8')) as JsonObject;

test('a study with a decision ends with its headline on one line', () => {
  const fixture = read('__tests__/fixtures/fleet-decision/tiny-a/capacity-study.json');
  const line = describeDecision(fixture);
  expect(line).toMatch(/^decision: .+ at P\d+ \/ C\d+: [\d.]+ tok\/s \[[\d.]+, [\d.]+\].*\.\n$/);
  expect(line.split('\n')).toHaveLength(2);
});

test('the published format has no decision, and nothing is printed for it', () => {
  expect(describeDecision(read('__tests__/fixtures/reference/seed-bundle/capacity-study.json'))).toBe('');
  expect(describeDecision({ decision: { choice: null } } as unknown as JsonObject)).toBe('');
});
