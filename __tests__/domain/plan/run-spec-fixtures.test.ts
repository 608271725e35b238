// A candidate's fixture model must be one the generator knows: refused with the run spec's file
// and JSON pointer, before prepare starts building or generating anything.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError } from '../../../src/domain/core/errors.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseRunSpec } from '../../../src/domain/plan/run-spec.js';

const FILE = '__tests__/fixtures/four-file-plans/tiny/capacity-run.json';
const base = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));

test('an unknown fixture names the file, the pointer and the known fixtures', () => {
  const spec = base();
  spec.candidates['tiny-q8'].model.fixture = 'tiny-q3';
  const parse = () => parseRunSpec(spec as JsonValue, FILE, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
  expect(parse).toThrow(InputError);
  expect(parse).toThrow(`${FILE}: /candidates/tiny-q8/model/fixture: unknown fixture "tiny-q3"`);
  expect(parse).toThrow(/known: tiny-f16, tiny-q8_0/);
});
