// Which factor each pair of a run spec's candidates identifies, and which confounded pairs are
// reported, on the factorial example's run spec and subsets and variations of it.
import { confoundedWarnings, plannedComparisons } from '../../../src/domain/decision/plan-comparisons.js';
import type { RunSpec } from '../../../src/domain/plan/run-spec.js';
import { loadStudyContext } from '../../../src/orchestrators/study-context.js';

let spec: RunSpec;

beforeAll(async () => {
  spec = (await loadStudyContext('examples/neoverse-qwen-factorial/capacity.json', process.cwd())).spec;
});

const only = (ids: string[]): RunSpec => ({
  ...spec,
  candidates: ids.map((id) => spec.candidates.find((c) => c.id === id)!),
});
const pairs = (s: RunSpec) => plannedComparisons(s).map((p) => `${p.a}|${p.b}|${p.factor}|${p.detail}`);

test('one pair per two candidates, in run spec order', () => {
  const s = only(['q4-kleidiai', 'q8-generic', 'q4-generic']);
  expect(pairs(s)).toEqual([
    'q4-kleidiai|q8-generic|confounded|build+model',
    'q4-kleidiai|q4-generic|build|kleidiai',
    'q8-generic|q4-generic|model|quantization',
  ]);
  expect(plannedComparisons(only(['q8-generic']))).toEqual([]);
});

test('a confounded pair alone is reported, naming both candidates and the factors', () => {
  expect(confoundedWarnings(only(['q8-generic', 'q4-kleidiai']))).toEqual([
    'candidates q8-generic and q4-kleidiai differ in more than one factor (build+model): their comparison is confounded ' +
      'and credits no single factor; make them differ in one of build, model or server_args to identify its effect',
  ]);
});

test('a confounded pair joined through a third candidate by two single-factor pairs is not reported', () => {
  expect(confoundedWarnings(only(['q8-generic', 'q4-kleidiai', 'q8-kleidiai']))).toEqual([]);
  expect(confoundedWarnings(only(['q8-generic', 'q4-kleidiai', 'q4-generic']))).toEqual([]);
});

test('server options alone are a factor; options with a build change confound', () => {
  const base = spec.candidates.find((c) => c.id === 'q8-generic')!;
  const tuned = { ...base, id: 'q8-generic-ub', serverArgs: [...base.serverArgs, '--ubatch-size', '64'] };
  const s = { ...spec, candidates: [base, tuned] };
  expect(plannedComparisons(s)).toEqual([
    expect.objectContaining({ a: 'q8-generic', b: 'q8-generic-ub', factor: 'server_args' }),
  ]);
  expect(confoundedWarnings(s)).toEqual([]);
  const kleidiai = spec.candidates.find((c) => c.id === 'q8-kleidiai')!;
  const both = { ...kleidiai, id: 'q8-kleidiai-ub', serverArgs: tuned.serverArgs };
  const confounded = { ...spec, candidates: [base, both] };
  expect(plannedComparisons(confounded)).toEqual([
    expect.objectContaining({ factor: 'confounded', detail: 'build+server_args' }),
  ]);
  expect(confoundedWarnings(confounded)).toHaveLength(1);
});

test('two candidates running the same thing are identical and never reported, nor a join', () => {
  const base = spec.candidates.find((c) => c.id === 'q8-generic')!;
  const twin = { ...base, id: 'q8-twin' };
  const s = { ...spec, candidates: [base, twin, spec.candidates.find((c) => c.id === 'q4-kleidiai')!] };
  expect(plannedComparisons(s)[0]).toMatchObject({ a: 'q8-generic', b: 'q8-twin', factor: 'identical' });
  // q8-twin joins nothing by single-factor pairs, so both diagonals to q4-kleidiai are reported.
  expect(confoundedWarnings(s)).toHaveLength(2);
});
