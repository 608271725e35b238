// The evaluation suite (§8.1): its bounds, the default match mode, and how each mode matches a reply.
import { readFileSync } from 'node:fs';
import { InputError } from '../../../src/domain/core/errors.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  answerMatches,
  matchedAnswer,
  MATCH_MODES,
  parseEvaluationSuite,
  QUALITY_MAX_TOKENS,
  QUALITY_SYSTEM_PROMPT,
  REQUEST_SEED,
} from '../../../src/domain/plan/evaluation-suite.js';

const FILE = '__tests__/fixtures/four-file-plans/tiny/evaluation-suite.json';
const doc = (): Record<string, any> => JSON.parse(readFileSync(FILE, 'utf8'));
const parse = (d: unknown) => parseEvaluationSuite(d as JsonValue, FILE);

test('the tiny example suite reads as declared', () => {
  const suite = parseEvaluationSuite(parseJson(readFileSync(FILE, 'utf8')), FILE);
  expect(suite.id).toBe('paretopilot-tiny-fixture-guard');
  expect(suite.quality_cases.map((c) => [c.id, c.match_mode, c.accepted_answers])).toEqual([
    ['silent-reply', 'normalized-text', ['…']],
    ['ready-word', 'trimmed-exact', ['READY']],
    ['json-status', 'json-exact', ['{"status": "ready"}']],
  ]);
  expect(suite.performance).toEqual({
    prompt: doc().performance.prompt,
    generation_tokens: 16,
    repetitions: 5,
    warmups: 1,
  });
});

test('the quality request contract is fixed', () => {
  expect(MATCH_MODES).toEqual(['trimmed-exact', 'json-exact', 'normalized-text']);
  expect(QUALITY_SYSTEM_PROMPT).toBe('Follow the user instruction exactly and answer concisely.');
  expect(QUALITY_MAX_TOKENS).toBe(32);
  expect(REQUEST_SEED).toBe(4242);
});

test('a case without match_mode is normalized-text and accepted answers are stripped', () => {
  const d = doc();
  delete d.quality_cases[1].match_mode;
  d.quality_cases[1].accepted_answers = ['  READY \n'];
  const c = parse(d).quality_cases[1];
  expect(c.match_mode).toBe('normalized-text');
  expect(c.accepted_answers).toEqual(['READY']);
});

test.each<[string, (d: Record<string, any>) => void, string, RegExp]>([
  [
    'a blank answer',
    (d) => (d.quality_cases[0].accepted_answers = [' ']),
    '/quality_cases/0/accepted_answers/0',
    /non-empty string/,
  ],
  [
    'a long answer',
    (d) => (d.quality_cases[2].accepted_answers = ['x'.repeat(257)]),
    '/quality_cases/2/accepted_answers/0',
    /at most 256/,
  ],
  [
    'no answer',
    (d) => (d.quality_cases[1].accepted_answers = []),
    '/quality_cases/1/accepted_answers',
    /1 to 20 accepted answers/,
  ],
  [
    '21 answers',
    (d) => (d.quality_cases[1].accepted_answers = Array.from({ length: 21 }, (_, i) => `a${i}`)),
    '/quality_cases/1/accepted_answers',
    /1 to 20/,
  ],
  [
    'an unknown match mode',
    (d) => (d.quality_cases[1].match_mode = 'regex'),
    '/quality_cases/1/match_mode',
    /match_mode must be one of trimmed-exact, json-exact, normalized-text/,
  ],
  ['no case', (d) => (d.quality_cases = []), '/quality_cases', /1 to 100 quality cases/],
  [
    'a repeated case id',
    (d) => (d.quality_cases[2].id = 'ready-word'),
    '/quality_cases',
    /ids must be unique/,
  ],
  ['too few repetitions', (d) => (d.performance.repetitions = 4), '/performance/repetitions', /./],
  [
    'too few generation tokens',
    (d) => (d.performance.generation_tokens = 7),
    '/performance/generation_tokens',
    /./,
  ],
  ['an unknown performance key', (d) => (d.performance.seed = 1), '/performance', /seed/],
])('%s is refused at its pointer', (_what, edit, pointer, message) => {
  const d = doc();
  edit(d);
  let error: unknown;
  try {
    parse(d);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InputError);
  expect((error as InputError).file).toBe(FILE);
  expect((error as InputError).pointer).toBe(pointer);
  expect((error as InputError).message).toMatch(message);
});

test.each<[string, string, (typeof MATCH_MODES)[number], boolean]>([
  [' READY\n', 'READY', 'trimmed-exact', true],
  ['ready', 'READY', 'trimmed-exact', false],
  ['READY.', 'READY', 'trimmed-exact', false],
  ['{"status":"ready"}', '{"status": "ready"}', 'json-exact', true],
  ['{ "b": 1, "a": [1, 2] }', '{"a":[1,2],"b":1}', 'json-exact', true],
  ['{"status":"Ready"}', '{"status": "ready"}', 'json-exact', false],
  ['status: ready', '{"status": "ready"}', 'json-exact', false],
  ['not json', 'not json', 'json-exact', false],
  ['Ready!', 'READY', 'normalized-text', true],
  ['R-E-A-D-Y', 'ready', 'normalized-text', true],
  ['READY NOW', 'ready', 'normalized-text', false],
  ['', '…', 'normalized-text', true],
  ['...', '…', 'normalized-text', true],
  ['x', '…', 'normalized-text', false],
])('%j against %j in %s matches: %s', (response, answer, mode, expected) => {
  expect(answerMatches(response, answer, mode)).toBe(expected);
});

test('matchedAnswer returns the first accepted answer that matches, in list order', () => {
  expect(matchedAnswer('Yes.', ['no', 'YES', 'yes'], 'normalized-text')).toBe('YES');
  expect(matchedAnswer('Yes.', ['no', 'YES', 'yes'], 'trimmed-exact')).toBeNull();
  expect(matchedAnswer('[1, 2]', ['[2,1]', '[1,2]'], 'json-exact')).toBe('[1,2]');
});
