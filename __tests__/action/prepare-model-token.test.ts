// The action's models step with the model token (the workflows' model-token secret, read from HF_TOKEN
// into the inputs): a plan whose models sit behind a loopback https Hub that refuses requests without
// `Bearer <token>` has its models fetched, the token going to the Hub's origin only; then prepare,
// holding no token, builds and finds them in the cache without a request. The token is written to
// no file and no log line.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { resolveBuildCacheKey } from '../../src/adapters/llama/ensure-llama-server.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../kits/build-fixtures.js';
import { GENERIC_VARIANT } from '../kits/build-fixtures.js';
import { GgmlType } from '../../src/domain/gguf/gguf.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';
import { startFakeHub, type FakeHub } from '../kits/fake-hub.js';
import { trustingDispatcher } from '../kits/loopback-tls.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

const TOKEN = 'hf_secretModelToken0123456789';
const REPO = 'acme/private-tiny';

/** Every regular file under `dir` (symlinks are not followed: they point into the cache). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let hub: FakeHub;
let root: string;
const modelDispatcher = trustingDispatcher();
const models = {
  'tiny-f16.gguf': tinyGguf({ name: 'private tiny f16', fileType: 1 }),
  'tiny-q8_0.gguf': tinyGguf({ name: 'private tiny q8_0', fileType: 7, matrixType: GgmlType.Q8_0 }),
};

beforeAll(async () => {
  hub = await startFakeHub({ [REPO]: models }, { https: true });
  hub.requiredToken = TOKEN;
  root = mkdtempSync(join(tmpdir(), 'pp-model-token-'));
  // The tiny example with its models behind the Hub.
  const cwd = join(root, 'ws');
  cpSync('examples/tiny', join(cwd, 'capacity'), { recursive: true });
  const planPath = join(cwd, 'capacity', 'capacity.json');
  const plan = JSON.parse(readFileSync(planPath, 'utf8'));
  plan.models = Object.fromEntries(
    Object.entries(models).map(([file, bytes]) => [
      file.replace(/\.gguf$/, ''),
      {
        url: `${hub.endpoint}/${REPO}/resolve/${hub.commit}/${file}`,
        sha256: sha256(bytes),
        size_bytes: bytes.length,
      },
    ]),
  );
  writeFileSync(planPath, JSON.stringify(plan, null, 2) + '\n');
});

afterAll(async () => {
  await hub.close();
  await modelDispatcher.close();
  rmSync(root, { recursive: true, force: true });
});

const inputsFor = (command: 'models' | 'prepare', workDir: string, cacheDir: string): ActionInputs => ({
  command,
  plan: 'capacity/capacity.json',
  workDir,
  pass: { kind: 'all' },
  artifactPrefix: 'capacity',
  artifactRetentionDays: 1,
  cache: false,
  githubToken: undefined,
  comment: 'never',
  failOn: ['incomplete'],
  baselineStudy: undefined,
  cacheDir,
});
const withToken = { token: TOKEN, origins: [] as string[] };

function portsFor(log: string[], runId: string, artifacts = new MemoryArtifactStore()): ActionPorts {
  return {
    log: {
      info: (m) => log.push(m),
      notice: (m) => log.push(m),
      warning: (m) => log.push(`warning ${m}`),
      error: (m) => log.push(`error ${m}`),
      startGroup: (m) => log.push(m),
      endGroup: () => undefined,
    },
    setOutput: (name, value) => log.push(`output ${name}=${value}`),
    artifacts,
    cache: { restore: async () => false, save: async () => undefined },
    writeSummary: async () => ({ truncated: false }),
    upsertComment: createInMemoryStickyComments().upsert,
    // The step's HF_TOKEN is read into the inputs and withheld from the environment (step.ts).
    env: { ...process.env, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: '1', HF_TOKEN: undefined },
    cwd: join(root, 'ws'),
    modelDispatcher,
  };
}

test(
  'the models step fetches behind the token, prepare (no token) builds from the cache, the token recorded nowhere',
  async () => {
    // The tiny example's build, warm in the shared cache, copied into a cache of this test's own (so
    // the downloaded models land there, not in the shared one).
    const { key } = await resolveBuildCacheKey({
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
      variant: GENERIC_VARIANT,
    });
    const cacheDir = join(root, 'cache');
    mkdirSync(join(cacheDir, 'builds'), { recursive: true });
    cpSync(join(defaultCacheDir(), 'builds', key), join(cacheDir, 'builds', key), { recursive: true });
    const cwd = join(root, 'ws');
    const log: string[] = [];
    const artifacts = new MemoryArtifactStore();
    const ports = portsFor(log, '7', artifacts);

    // The models step holds the token, for the Hub's origin (its HF_ENDPOINT, over https).
    const token = { ...withToken, origins: [hub.endpoint] };
    const fetched = await runAction({ ...inputsFor('models', 'work', cacheDir), modelToken: token }, ports);
    expect(fetched.failures).toEqual([]);
    const asked = hub.hubRequests.length + hub.cdnRequests.length;
    // Prepare holds none, and builds: the models are in the cache, and nobody is asked again.
    const result = await runAction(inputsFor('prepare', 'work', cacheDir), ports);
    expect(result.failures).toEqual([]);
    expect(hub.hubRequests.length + hub.cdnRequests.length).toBe(asked);
    expect(log.filter((line) => line.startsWith('warning HF_TOKEN is set on the prepare step'))).toEqual([]);

    // Prepared: both models verified from the download, under their SHA-256 in this cache.
    const prepared = JSON.parse(readFileSync(join(cwd, 'work', 'prepared.json'), 'utf8'));
    for (const [file, bytes] of Object.entries(models)) {
      const id = file === 'tiny-f16.gguf' ? 'tiny-f16' : 'tiny-q8';
      expect(prepared.candidates[id].modelSha256).toBe(sha256(bytes));
      expect(readFileSync(prepared.candidates[id].modelCachePath)).toEqual(Buffer.from(bytes));
    }

    // The token went to the Hub (which refuses requests without it), never to the CDN's origin.
    const resolves = hub.hubRequests.filter((r) => r.path.includes('/resolve/'));
    expect(resolves.length).toBeGreaterThanOrEqual(2);
    expect(resolves.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(hub.cdnRequests.length).toBeGreaterThan(0);
    expect(hub.cdnRequests.every((r) => r.authorization === undefined)).toBe(true);

    // No file of the work directory (bundle included) and no uploaded file holds the token.
    const written = filesUnder(join(cwd, 'work'));
    expect(written.some((p) => p.endsWith('manifest.json'))).toBe(true);
    const holding = written.filter((p) => readFileSync(p).includes(TOKEN));
    expect(holding).toEqual([]);
    const [upload] = artifacts.uploadCalls.filter((c) => c.ok);
    expect(upload).toBeDefined();
    const uploaded = [...(artifacts.contents(upload.name) ?? new Map<string, Buffer>()).entries()];
    expect(uploaded.length).toBeGreaterThan(0);
    expect(uploaded.filter(([, bytes]) => bytes.includes(TOKEN)).map(([p]) => p)).toEqual([]);
    // Nor does the model cache's bookkeeping, nor any log line.
    const cached = filesUnder(join(cacheDir, 'models')).filter((p) => statSync(p).size < 1 << 20);
    expect(cached.filter((p) => readFileSync(p).includes(TOKEN))).toEqual([]);
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(TOKEN))).toEqual([]);
  },
  10 * 60_000,
);

test('without the token the Hub refuses the model and the models step fails naming the candidate', async () => {
  const before = hub.hubRequests.length;
  // A fresh cache: the models the first test downloaded must not answer this one.
  const result = await runAction(
    inputsFor('models', 'work-no-token', join(root, 'cache-no-token')),
    portsFor([], '8'),
  );
  expect(result.status).toBe('failed');
  expect(result.failures).toEqual([
    expect.stringMatching(/stage models failed: model for tiny-f16: .*HTTP 401/),
  ]);
  const sent = hub.hubRequests.slice(before);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((r) => r.authorization === undefined)).toBe(true);
});

test("a token for the Hub's default origin is not sent to a Hub elsewhere the plan names", async () => {
  const before = hub.hubRequests.length;
  const token = { ...withToken, origins: ['https://huggingface.co'] };
  const result = await runAction(
    { ...inputsFor('models', 'work-other', join(root, 'cache-other')), modelToken: token },
    portsFor([], '9'),
  );
  expect(result.failures).toEqual([expect.stringMatching(/HTTP 401/)]);
  expect(hub.hubRequests.slice(before).every((r) => r.authorization === undefined)).toBe(true);
});

test('a token given to prepare itself still works, with a warning that the build can read it', async () => {
  const log: string[] = [];
  const token = { ...withToken, origins: [hub.endpoint] };
  // The plan is not there: the warning comes first, before anything else happens.
  await runAction(
    { ...inputsFor('prepare', 'w', join(root, 'c')), plan: 'missing.json', modelToken: token },
    portsFor(log, '10'),
  );
  expect(
    log.some((l) => /^warning HF_TOKEN is set on the prepare step.*`command: models` step/.test(l)),
  ).toBe(true);
  expect(log.filter((l) => l.includes(TOKEN))).toEqual([]);
});
