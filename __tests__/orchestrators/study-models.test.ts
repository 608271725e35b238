// The models step on its own: every model URL of a plan fetched into the model cache (each file
// once, fixtures and builds left to prepare), the token only where it may go, and a failure named as
// the models stage's, for the candidate.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { fetchStudyModels } from '../../src/orchestrators/study-models.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';
import { withEnv } from '../kits/hermetic.js';
import { startModelServer, type ModelServer } from '../kits/model-http-server.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

const MODEL = tinyGguf({ name: 'study models', fileType: 7 });
const SHA = createHash('sha256').update(MODEL).digest('hex');

let server: ModelServer;
let dir: string;
let restoreEnv: () => void;
beforeEach(async () => {
  restoreEnv = withEnv({});
  server = await startModelServer({ '/m.gguf': MODEL });
  dir = mkdtempSync(join(tmpdir(), 'pp-study-models-'));
});
afterEach(async () => {
  restoreEnv();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** examples/tiny with its q8 model at `url`, and its f16 model at the same file's URL or a fixture. */
async function context(url = server.url('/m.gguf'), f16 = true) {
  const doc = JSON.parse(readFileSync('examples/tiny/capacity.json', 'utf8'));
  doc.models['tiny-q8_0'] = { url, sha256: SHA, size_bytes: MODEL.length };
  if (f16) doc.models['tiny-f16'] = { url: server.url('/m.gguf'), sha256: SHA, size_bytes: MODEL.length };
  writeFileSync(join(dir, 'capacity.json'), JSON.stringify(doc, null, 2));
  return loadStudyContext('capacity.json', dir);
}

test('fetches each model URL once into the cache, builds nothing, and sends no token over http', async () => {
  const log: string[] = [];
  await fetchStudyModels(
    await context(),
    {
      workDir: join(dir, 'work'),
      cacheDir: join(dir, 'cache'),
      modelToken: { token: 'hf_never_sent', origins: ['https://huggingface.co'] },
    },
    { log: (l) => log.push(l), progress: () => undefined },
  );
  expect(readFileSync(modelCachePath(join(dir, 'cache'), SHA))).toEqual(Buffer.from(MODEL));
  expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  expect(existsSync(join(dir, 'cache', 'builds'))).toBe(false);
  expect(log.filter((l) => /^model tiny-\S+: fetched/.test(l))).toHaveLength(1);
  expect(log.join('\n')).not.toContain('hf_never_sent');
});

test('a model that cannot be fetched fails the models stage, naming the candidate', async () => {
  const error = await fetchStudyModels(
    await context(server.url('/missing.gguf'), false),
    { workDir: join(dir, 'work'), cacheDir: join(dir, 'cache') },
    { log: () => undefined, progress: () => undefined },
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StageError);
  expect((error as StageError).stage).toBe('models');
  expect((error as Error).message).toMatch(/^model for tiny-q8: .*HTTP 404/);
});
