// The models step on its own: every model URL of a plan fetched into the model cache (each file
// once, fixtures and builds left to prepare), the token only where it may go, and a failure named as
// the models stage's, for the candidate.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { fetchCandidateModel, fetchStudyModels } from '../../src/orchestrators/study-models.js';
import { InputError } from '../../src/domain/core/errors.js';
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

test.each([
  [
    'a directory',
    (p: string) => mkdirSync(p),
    /path m\.gguf is not a file \(it is a directory or a special file\); point path at the model file/,
  ],
  ['missing', () => undefined, /path m\.gguf is not a file \(it does not exist\)/],
  [
    'another file',
    (p: string) => writeFileSync(p, Buffer.alloc(MODEL.length)),
    /sha256 is [0-9a-f]{64} but m\.gguf hashes to [0-9a-f]{64}; set sha256 to/,
  ],
])(
  "a local model that is %s is a plan mistake (exit 2 with check's fix), not a failed stage",
  async (_what, make, message) => {
    const doc = JSON.parse(readFileSync('examples/tiny/capacity.json', 'utf8'));
    doc.models['tiny-q8_0'] = { path: 'm.gguf', sha256: SHA, size_bytes: MODEL.length };
    writeFileSync(join(dir, 'capacity.json'), JSON.stringify(doc, null, 2));
    make(join(dir, 'm.gguf'));
    const ctx = await loadStudyContext('capacity.json', dir);
    const candidate = ctx.spec.candidates.find((c) => c.model.kind === 'path')!;
    const failed = fetchCandidateModel(
      ctx,
      candidate,
      { workDir: join(dir, 'work'), cacheDir: join(dir, 'cache') },
      [],
      {
        log: () => undefined,
        progress: () => undefined,
      },
    );
    await expect(failed).rejects.toBeInstanceOf(InputError);
    await expect(failed).rejects.toThrow(new RegExp(`model for ${candidate.id}: ${message.source}`));
  },
);
