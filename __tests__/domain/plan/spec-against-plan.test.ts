// A run spec against the capacity plan it realizes: same candidates, the expected KleidiAI setting,
// a P1 canonical command, and plan pins equal to the command the spec produces.
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { parseRunSpec } from '../../../src/domain/plan/run-spec.js';
import { checkSameCandidates, checkSpecAgainstPlan } from '../../../src/domain/plan/spec-against-plan.js';

const DIR = '__tests__/fixtures/four-file-plans/tiny';
const SPEC = 'capacity-run.json';
const PLAN = 'capacity-plan.json';
const read = (f: string): Record<string, any> => parseJson(readFileSync(`${DIR}/${f}`, 'utf8')) as any;

function check(
  editSpec: (d: Record<string, any>) => void = () => {},
  editPlan: (d: Record<string, any>) => void = () => {},
) {
  const specDoc = read(SPEC);
  editSpec(specDoc);
  const planDoc = read(PLAN);
  editPlan(planDoc);
  const spec = parseRunSpec(specDoc as any, SPEC, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
  const plan = parseCapacityPlan(planDoc as any, PLAN);
  return () => checkSpecAgainstPlan(spec, plan, SPEC, PLAN);
}

function refusal(f: () => void): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

test('the tiny example spec realizes its plan', () => {
  expect(check()).not.toThrow();
});

test('a plan candidate the spec lacks is refused at the plan candidate id', () => {
  const e = refusal(check((d) => delete d.candidates['tiny-q8']));
  expect(e.file).toBe(PLAN);
  expect(e.pointer).toBe('/candidates/1/id');
  expect(e.message).toMatch(
    /candidate "tiny-q8" is not among the candidates of the run spec capacity-run\.json \[tiny-f16\]/,
  );
});

test('a spec candidate the plan lacks is refused at the spec candidate', () => {
  const e = refusal(() =>
    checkSameCandidates(
      { candidates: [{ id: 'tiny-f16' }, { id: 'tiny-q8' }, { id: 'extra' }] },
      parseCapacityPlan(read(PLAN) as any, PLAN),
      SPEC,
      PLAN,
    ),
  );
  expect(e.file).toBe(SPEC);
  expect(e.pointer).toBe('/candidates/extra');
  expect(e.message).toMatch(
    /not among the candidates of the capacity plan capacity-plan\.json \[tiny-f16, tiny-q8\]/,
  );
});

test('a build whose KleidiAI setting the plan does not expect is refused', () => {
  const e = refusal(check(undefined, (d) => (d.candidates[0].kleidiai_expected = true)));
  expect(e.file).toBe(SPEC);
  expect(e.pointer).toBe('/candidates/tiny-f16/build');
  expect(e.message).toMatch(/expects kleidiai true but its build generic has kleidiai false/);
});

test.each<[string, string[], RegExp]>([
  ['--ctx-size', ['--ctx-size', '256'], /--ctx-size 256 must equal the plan's per_slot_context_tokens 512/],
  ['--parallel', ['--parallel', '2'], /--parallel 2 must be 1/],
])('a canonical command with another %s than P1 is refused', (_option, args, message) => {
  const e = refusal(check((d) => d.candidates['tiny-q8'].server_args.push(...args)));
  expect(e.pointer).toBe('/candidates/tiny-q8/server_args');
  expect(e.message).toMatch(message);
});

test('a changed server argument no longer matches the plan pins, and the message prints the right ones', () => {
  const e = refusal(check((d) => (d.candidates['tiny-q8'].server_args[1] = '2')));
  expect(e.file).toBe(PLAN);
  expect(e.pointer).toBe('/candidates/1');
  expect(e.message).toMatch(
    /candidate tiny-q8: the plan pins do not match the command this run spec produces/,
  );
  expect(e.message).toMatch(
    /expected canonical_server_command_sha256 [0-9a-f]{64} and canonical_server_argv_sha256 [0-9a-f]{64}/,
  );
});
