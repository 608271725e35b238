// Acceptance, end to end: `init` on two generated fixture GGUF files, then `run --plan` with the
// tiny example's llama.cpp source and a small load (ports from 26000), then `verify` on the bundle.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../kits/build-fixtures.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { ensureLlamaSourceCheckout } from '../../src/adapters/llama/source.js';
import { ensureFixtureModels } from '../../src/adapters/models/fixture-models.js';
import { STANDARD_FIXTURES } from '../../src/domain/gguf/fixture-model.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';

const cacheDir = defaultCacheDir();
let dir: string;
const outputs: Record<string, { code: number; out: string; err: string }> = {};

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  return { code, out, err };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'init-run-'));
  const checkout = await ensureLlamaSourceCheckout({ cacheDir, source: NODE_LLAMA_CPP_BUNDLE_SOURCE });
  const fixtures = await ensureFixtureModels(
    cacheDir,
    checkout.dir,
    STANDARD_FIXTURES.filter((f) => f.id === 'tiny-f16' || f.id === 'tiny-q8_0'),
  );
  for (const f of fixtures) copyFileSync(f.path, join(dir, `${f.id}.gguf`));
  outputs.init = await cli(['init', 'tiny-f16.gguf', 'tiny-q8_0.gguf', '--cores', '1', '--arch', 'x64']);
  // The tiny example's settings: its npm-bundled llama.cpp (built once into the shared cache),
  // small contexts and a short load, on this test's own ports.
  const plan = JSON.parse(readFileSync(join(dir, 'capacity', 'capacity.json'), 'utf8'));
  const tiny = JSON.parse(readFileSync(join(REPO_ROOT, 'examples', 'tiny', 'capacity.json'), 'utf8'));
  Object.assign(plan, {
    llama_cpp: tiny.llama_cpp,
    base_port: 26000,
    per_slot_context_tokens: 512,
    load: { output_tokens: 16, measured_requests_per_level: 8, timeout_seconds: 30 },
  });
  writeFileSync(join(dir, 'capacity', 'capacity.json'), `${JSON.stringify(plan, null, 2)}\n`);
  outputs.run = await cli([
    'run',
    '--plan',
    'capacity/capacity.json',
    '--work-dir',
    'work',
    '--cache-dir',
    cacheDir,
  ]);
  outputs.verify = await cli(['verify', join(dir, 'work', 'bundle')]);
}, 45 * 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('init writes two generic candidates on a one-core grid', () => {
  expect(outputs.init.code).toBe(0);
  const plan = JSON.parse(readFileSync(join(dir, 'capacity', 'capacity.json'), 'utf8'));
  expect(Object.keys(plan.candidates).sort()).toEqual(['tiny-f16-generic', 'tiny-q8_0-generic']);
  expect(plan.grid).toEqual({ server_parallel: [1], client_concurrency: [1, 2] });
});

test('run completes the study from the written plan, and verify accepts its bundle', () => {
  expect(outputs.run.err).not.toMatch(/stage .* failed/);
  expect(outputs.run.code).toBe(0);
  expect(outputs.run.out).toMatch(/study complete/);
  const status = JSON.parse(readFileSync(join(dir, 'work', 'bundle', 'status.json'), 'utf8'));
  expect(status.status).toBe('complete');
  expect(outputs.verify.code).toBe(0);
});
