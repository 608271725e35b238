// The A/A check, for real: examples/tiny with a twin of tiny-q8 (same build, model and server options,
// another id) measured by the real llama-server. The twins' comparison must be `identical` and must
// not call a winner; the plan asks for 99 % intervals so a false winner is a < 1 % event, not a flake.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { cli } from '../kits/seed-bundle.js';

let work: string;
let result: Awaited<ReturnType<typeof runStudy>>;

interface Comparison {
  a: string;
  b: string;
  factor: string;
  at: string;
  ratio: number;
  ci: [number, number] | null;
  verdict: string;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-aa-'));
  const plan = join(work, 'plan');
  cpSync('__tests__/fixtures/four-file-plans/tiny', plan, { recursive: true });
  const specPath = join(plan, 'capacity-run.json');
  const spec = JSON.parse(readFileSync(specPath, 'utf8'));
  spec.candidates['tiny-q8-twin'] = structuredClone(spec.candidates['tiny-q8']);
  // Ports apart from examples/tiny's: jest runs two suites at once, and other suites run tiny too.
  spec.base_port = 24000;
  writeFileSync(specPath, JSON.stringify(spec, null, 2));
  const planPath = join(plan, 'capacity-plan.json');
  const capacity = JSON.parse(readFileSync(planPath, 'utf8'));
  const q8 = capacity.candidates.find((c: { id: string }) => c.id === 'tiny-q8');
  capacity.candidates.push({ ...q8, id: 'tiny-q8-twin', label: 'Tiny Q8_0 (twin)' });
  capacity.decision = { ...capacity.decision, confidence: 0.99 };
  writeFileSync(planPath, JSON.stringify(capacity, null, 2));
  const pins = await cli(['pins', '--plan', specPath, '--write']);
  expect(pins.err).toBe('');
  result = await runStudy(
    specPath,
    process.cwd(),
    { workDir: join(work, 'study'), cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: () => undefined },
  );
}, 45 * 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the twins are identified as identical and are not told apart; the bundle verifies', async () => {
  expect(result.complete).toBe(true);
  const study = JSON.parse(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8'));
  const twins: Comparison[] = study.decision.comparisons.filter(
    (c: Comparison) => c.a === 'tiny-q8' && c.b === 'tiny-q8-twin',
  );
  expect(twins.length).toBeGreaterThan(0);
  for (const c of twins) {
    expect(c.factor).toBe('identical');
    expect(['better', 'worse']).not.toContain(c.verdict);
    expect(c.ci).not.toBeNull();
  }
  const quantization = study.decision.comparisons.find(
    (c: Comparison) => c.a === 'tiny-f16' && c.b === 'tiny-q8' && c.at === 'selected',
  );
  expect(quantization.factor).toBe('model');
  // A twin is never shown better than its twin: neither can be the best of the candidates.
  const standing = (id: string) =>
    study.decision.candidates.find((c: { candidate_id: string }) => c.candidate_id === id);
  for (const id of ['tiny-q8', 'tiny-q8-twin']) expect(standing(id).verdict).not.toBe('best');
  expect((await cli(['verify', result.bundleDir])).code).toBe(0);
  const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
  expect(receipt).toMatch(/^# .*\n\n> \*\*.*\*\*\n\n## Decision\n/);
  expect(receipt).toContain('identical (A/A)');
});
