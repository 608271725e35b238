// The quality wrapper reader on the published seed wrapper: the suite's temperature is read by value
// (any number equal to 0, as the reference compares it), never by its spelling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { InputError } from '../../../src/domain/core/errors.js';
import { contentSha256 } from '../../../src/domain/core/hashing.js';
import { isJsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { validateQualityWrapper } from '../../../src/domain/measurement/quality.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const FILE = 'quality/q8-generic/p1/quality-evidence.json';
const text = readFileSync(join(SEED_BUNDLE_DIR, FILE), 'utf8');
/** The seed wrapper with its suite temperature spelled `spelling`, its content hash updated to match. */
const withTemperature = (spelling: string): JsonValue => {
  expect(text.match(/"temperature": 0\b/g)).toHaveLength(1);
  const doc = parseJson(text.replace(/"temperature": 0\b/, `"temperature": ${spelling}`));
  if (!isJsonObject(doc) || !isJsonObject(doc.evaluation)) throw new Error(`${FILE}: not a wrapper`);
  doc.evaluation_content_sha256 = contentSha256(doc.evaluation);
  return doc;
};

test.each(['0', '0.0', '0e0', '-0.0', '0.000'])('temperature written %s is accepted', (spelling) => {
  const w = validateQualityWrapper(withTemperature(spelling), 'q8-generic/p1', FILE);
  expect(w.candidateId).toBe('q8-generic');
});

test.each([
  ['0.5', 'temperature must be 0'],
  ['1', 'temperature must be 0'],
  ['"0"', 'must be a finite number'],
  ['null', 'must be a finite number'],
])('temperature %s is refused at its pointer', (spelling, message) => {
  expect(() => validateQualityWrapper(withTemperature(spelling), 'q8-generic/p1', FILE)).toThrow(
    new InputError(message, FILE, '/evaluation/suite/temperature'),
  );
});
