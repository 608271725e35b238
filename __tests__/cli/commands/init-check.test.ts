// Acceptance: `init` on a generated fixture GGUF writes a plan that `check` accepts as it stands.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../src/cli/main.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';
import { ensureLlamaSourceCheckout } from '../../../src/adapters/llama/source.js';
import { ensureFixtureModels } from '../../../src/adapters/models/fixture-models.js';
import { STANDARD_FIXTURES } from '../../../src/domain/gguf/fixture-model.js';
import { loadStudyContext } from '../../../src/orchestrators/study-context.js';
import { withEnv } from '../../kits/hermetic.js';

let dir: string;
let fixturePath: string;
let restoreEnv: () => void;
beforeAll(
  async () => {
    // The pinned npm bundle provides the tokenizer; fetched once into the shared cache.
    const cacheDir = defaultCacheDir();
    const checkout = await ensureLlamaSourceCheckout({ cacheDir, source: NODE_LLAMA_CPP_BUNDLE_SOURCE });
    const [q8] = await ensureFixtureModels(
      cacheDir,
      checkout.dir,
      STANDARD_FIXTURES.filter((f) => f.id === 'tiny-q8_0'),
    );
    fixturePath = q8.path;
  },
  10 * 60 * 1000,
);
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'init-check-'));
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    cwd: dir,
    env: { PARETOPILOT_CACHE_DIR: join(dir, 'cache') },
  });
  return { code, out, err };
}

test('init on a local fixture GGUF, then check --plan: no problems', async () => {
  copyFileSync(fixturePath, join(dir, 'tiny-q8_0.gguf'));
  const init = await cli(['init', 'tiny-q8_0.gguf', '--cores', '2']);
  expect(init.err).toBe(init.err.replace(/error/gi, ''));
  expect(init.code).toBe(0);
  const check = await cli(['check', '--plan', 'capacity/capacity.json', '--offline']);
  expect(check.out).toMatch(/capacity\.json: no problems/);
  expect(check.code).toBe(0);
});

test.each(['256', '9999'])(
  'init --cores %s writes a grid its own check accepts, and says where it stopped',
  async (cores) => {
    copyFileSync(fixturePath, join(dir, 'tiny-q8_0.gguf'));
    const init = await cli(['init', 'tiny-q8_0.gguf', '--cores', cores, '--arch', 'x64']);
    expect(init.code).toBe(0);
    expect(init.out).toContain(
      `the grid stops at 128 server slots and 256 clients, below the ${cores} cores given`,
    );
    const check = await cli(['check', '--plan', 'capacity/capacity.json', '--offline']);
    expect(check.out).toMatch(/capacity\.json: no problems/);
    expect(check.code).toBe(0);
  },
);

test('the plan init writes is read by the study context prepare and run use', async () => {
  copyFileSync(fixturePath, join(dir, 'tiny-q8_0.gguf'));
  expect((await cli(['init', 'tiny-q8_0.gguf', '--cores', '2', '--arch', 'arm64'])).code).toBe(0);
  const ctx = await loadStudyContext('capacity/capacity.json', dir);
  expect(ctx.spec.candidates.map((c) => c.id).sort()).toEqual(['tiny-q8_0-generic', 'tiny-q8_0-kleidiai']);
  expect(ctx.plan.server_parallel_levels).toEqual([1, 2]);
});
