// convertPlan: a four-file plan read relative to the working directory and written as its authored
// plan, in the documented key order, which derives cleanly; an authored plan or a broken run spec is
// refused naming the file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { InputError } from '../../src/domain/core/errors.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { AUTHORED_SCHEMA_URL } from '../../src/domain/plan/authored-convert.js';
import { authoredPlanProblems } from '../../src/domain/plan/authored-plan.js';
import { convertPlan } from '../../src/orchestrators/convert.js';

const FOUR = resolve('__tests__/fixtures/four-file-plans');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-convert-plan-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('convertPlan', () => {
  it.each(['tiny', 'arm64-emulated'])('writes the committed %s example from its four files', async (name) => {
    const { text } = await convertPlan('capacity-run.json', join(FOUR, name), {
      schemaRef: '../../schemas/capacity.schema.json',
    });
    expect(canonicalJson(parseJson(text))).toBe(
      canonicalJson(parseJson(readFileSync(`examples/${name}/capacity.json`, 'utf8'))),
    );
    // Keys in the documented order: what a reader looks for first, the build before the grid.
    const keys = Object.keys(JSON.parse(text));
    expect(keys.slice(0, 2)).toEqual(['$schema', 'format']);
    expect(keys.indexOf('llama_cpp')).toBeLessThan(keys.indexOf('candidates'));
    expect(keys.indexOf('candidates')).toBeLessThan(keys.indexOf('grid'));
    expect(authoredPlanProblems(parseJson(text), 'capacity.json')).toEqual([]);
  });

  it('names the published schema unless told otherwise', async () => {
    const { text } = await convertPlan(join(FOUR, 'tiny', 'capacity-run.json'), dir);
    expect(JSON.parse(text).$schema).toBe(AUTHORED_SCHEMA_URL);
  });

  it('refuses an authored plan, naming it', async () => {
    const e = await convertPlan('examples/tiny/capacity.json', process.cwd()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toBe(
      'examples/tiny/capacity.json: /: is already an authored plan; convert reads a run spec (capacity-run.json)',
    );
  });

  it('refuses a run spec that does not load, naming its file', async () => {
    writeFileSync(
      join(dir, 'capacity-run.json'),
      JSON.stringify({ schema_version: '1.0', capacity_plan: 'x.json' }),
    );
    const e = await convertPlan('capacity-run.json', dir).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).file).toBe('capacity-run.json');
  });
});
