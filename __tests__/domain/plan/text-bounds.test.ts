// Every length bound on plan text counts characters (code points), as the reference's `len` and the
// schemas' maxLength do: a bound of emoji is accepted by both the parser and the schema, one more is
// refused by both, at the same pointer.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { validateDocument, type SchemaKind } from '../../../src/domain/core/schema-validation.js';
import { parseEvaluationSuite } from '../../../src/domain/plan/evaluation-suite.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';

const read = (f: string): any =>
  parseJson(readFileSync(`__tests__/fixtures/four-file-plans/tiny/${f}`, 'utf8'));
const EMOJI = '\u{1F600}';

const CASES: [string, string, SchemaKind, (v: JsonValue, f: string) => unknown, string, number][] = [
  ['a candidate label', 'capacity-plan.json', 'capacity-plan', parseCapacityPlan, '/candidates/0/label', 256],
  ['a load-plan prompt', 'load-plan.json', 'load-plan', parseLoadPlan, '/prompts/0', 8192],
  [
    'an accepted answer',
    'evaluation-suite.json',
    'evaluation-suite',
    parseEvaluationSuite,
    '/quality_cases/0/accepted_answers/0',
    256,
  ],
];

const at = (doc: any, pointer: string): { parent: any; key: string } => {
  const parts = pointer.split('/').slice(1);
  const key = parts.pop()!;
  return { parent: parts.reduce((v, p) => v[p], doc), key };
};

test.each(CASES)('%s of emoji: the bound in characters', (_name, file, kind, parse, pointer, max) => {
  const doc = read(file);
  const { parent, key } = at(doc, pointer);
  parent[key] = EMOJI.repeat(max);
  expect(() => parse(doc, file)).not.toThrow();
  expect(() => validateDocument(kind, doc, file)).not.toThrow();
  parent[key] = EMOJI.repeat(max + 1);
  expect(() => parse(doc, file)).toThrow(`${pointer}: must contain at most ${max} characters`);
  expect(() => validateDocument(kind, doc, file)).toThrow(`must NOT have more than ${max} characters`);
});
