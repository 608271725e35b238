// examples/neoverse-qwen-factorial: the published study's model and runner as a 2 x 2 factorial
// ({generic, KleidiAI} x {Q8_0, Q4_0}, identical server options), so each factor's effect is
// identified — checked without any network, beside the published (confounded) design.
import { confoundedWarnings, plannedComparisons } from '../../src/domain/decision/plan-comparisons.js';
import { loadStudyContext, type StudyContext } from '../../src/orchestrators/study-context.js';

let factorial: StudyContext;
let published: StudyContext;

beforeAll(async () => {
  // Validates the run spec, the plan (schema, decision block), load plan and suite pins and every argv pin.
  factorial = await loadStudyContext('examples/neoverse-qwen-factorial/capacity.json', process.cwd());
  published = await loadStudyContext('examples/neoverse-qwen/capacity-run.json', process.cwd());
});

test('the factorial serves the published Q8_0 and Q4_0 files and builds, with one set of server options', () => {
  const model = (ctx: StudyContext, id: string) => {
    const m = ctx.spec.candidates.find((c) => c.id === id)!.model;
    return m.kind === 'url' ? m.sha256 : null;
  };
  expect(model(factorial, 'q8-generic')).toBe(model(published, 'q8-generic'));
  expect(model(factorial, 'q4-kleidiai')).toBe(model(published, 'q4-kleidiai-tuned'));
  expect(factorial.spec.builds).toEqual(published.spec.builds);
  const args = new Set(factorial.spec.candidates.map((c) => JSON.stringify(c.serverArgs)));
  expect(args.size).toBe(1);
  expect(factorial.plan.decision).toMatchObject({ pairs: 2, choose: true });
  expect(factorial.plan.passes.map((p) => p.id)).toEqual(['forward', 'reverse', 'forward-2', 'reverse-2']);
});

test('every edge of the square identifies one factor; only the diagonals are confounded, and not reported', () => {
  const pairs = plannedComparisons(factorial.spec).map((p) => `${p.a}|${p.b}|${p.factor}|${p.detail}`);
  expect(pairs).toEqual([
    'q8-generic|q8-kleidiai|build|kleidiai',
    'q8-generic|q4-generic|model|quantization',
    'q8-generic|q4-kleidiai|confounded|build+model',
    'q8-kleidiai|q4-generic|confounded|build+model',
    'q8-kleidiai|q4-kleidiai|model|quantization',
    'q4-generic|q4-kleidiai|build|kleidiai',
  ]);
  expect(confoundedWarnings(factorial.spec)).toEqual([]);
});

test('the published design changes build, quantization and micro-batch at once, and prepare says so', () => {
  expect(plannedComparisons(published.spec)).toEqual([
    expect.objectContaining({ factor: 'confounded', detail: 'build+model+server_args' }),
  ]);
  expect(confoundedWarnings(published.spec)).toEqual([
    expect.stringMatching(/^candidates q8-generic and q4-kleidiai-tuned differ in more than one factor/),
  ]);
});
