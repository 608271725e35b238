// What `run` and `demo` print at the end: the decision's headline for a plan that asks to choose;
// and what `run` checks first: the plan as `check` sees it, every problem before any work.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { describeDecision } from '../../../src/cli/commands/run.js';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { cli } from '../../kits/seed-bundle.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

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

describe('run validates exactly as check does, before it touches anything', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pp-run-validate-'));
    for (const name of ['a', 'b', 'c'])
      writeFileSync(join(dir, `${name}.gguf`), tinyGguf({ fileType: 7, name }));
    const init = await cli(
      [
        'init',
        'a.gguf',
        'b.gguf',
        'c.gguf',
        '--arch',
        'x64',
        '--cores',
        '1',
        '--llama-cpp-source',
        'npm-bundle',
        '-o',
        'plan.json',
      ],
      dir,
    );
    expect(init.code).toBe(0);
    // Three mistakes `run` used to find one at a time, as a failed models stage: a wrong sha256, a
    // missing model and a model path that is a directory.
    const plan = JSON.parse(readFileSync(join(dir, 'plan.json'), 'utf8')) as { models: Record<string, any> };
    plan.models.a.sha256 = '0'.repeat(64);
    plan.models.b.path = 'gone.gguf';
    plan.models.c.path = 'folder';
    mkdirSync(join(dir, 'folder'));
    writeFileSync(join(dir, 'plan.json'), JSON.stringify(plan, null, 2));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const problemsOf = (text: string) => text.split('\n').filter((l) => /^(problem: | {2}fix: )/.test(l));

  test.each([['run'], ['prepare']])(
    '%s: exit 2 with every problem check lists, no work dir',
    async (command) => {
      const check = await cli(['check', '--plan', 'plan.json', '--cache-dir', 'cache'], dir);
      expect(check.code).toBe(2);
      const expected = problemsOf(check.out);
      expect(expected.filter((l) => l.startsWith('problem: '))).toEqual([
        expect.stringMatching(
          /^problem: plan\.json: \/models\/a\/sha256: is 0{64} but a\.gguf hashes to [0-9a-f]{64}$/,
        ),
        'problem: plan.json: /models/b/path: gone.gguf is not a file (it does not exist)',
        'problem: plan.json: /models/c/path: folder is not a file (it is a directory or a special file)',
      ]);
      const r = await cli(
        [command, '--plan', 'plan.json', '--work-dir', 'work', '--cache-dir', 'cache'],
        dir,
      );
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toBe(
        `${command}: plan.json: 3 problems; nothing was started (the same problems \`paretopilot-capacity check\` lists):`,
      );
      expect(problemsOf(r.err)).toEqual(expected);
      expect(r.err).not.toContain('stage models failed');
      expect(existsSync(join(dir, 'work'))).toBe(false);
    },
  );
});
