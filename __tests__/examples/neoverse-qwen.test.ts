// examples/neoverse-qwen is the published study's design, ready for a GitHub ubuntu-24.04-arm runner:
// every pin must equal the published manifest and plan, checked here without any network.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hubResolveUrl } from '../../src/domain/plan/model-ref.js';
import { buildMode, variantProblems } from '../../src/domain/build/build-variant.js';
import { kleidiaiPinFromCmakeLists } from '../../src/domain/build/kleidiai.js';
import { argvSha256, commandContentSha256, sha256Hex } from '../../src/domain/core/hashing.js';
import { canonicalArgv } from '../../src/domain/plan/run-spec.js';
import { loadStudyContext, type StudyContext } from '../../src/orchestrators/study-context.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { ensureLlamaSourceCheckout } from '../../src/adapters/llama/source.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../kits/build-fixtures.js';

const REF = '__tests__/fixtures/reference';
interface PublishedManifest {
  runtime: { repository: string; revision: string };
  optimization_library: { version: string; source_archive_sha256: string; size_bytes: number };
  candidates: Record<
    string,
    { model: { family: string; repository: string; revision: string; filename: string; sha256: string; size_bytes: number } }
  >;
  canonical_commands: Record<string, { argv: string[]; sha256: string }>;
}
let ctx: StudyContext;
let manifest: PublishedManifest;
let published: {
  candidates: { id: string; canonical_server_command_sha256: string; canonical_server_argv_sha256: string }[];
  pins: Record<string, string>;
} & Record<string, unknown>;

beforeAll(async () => {
  // Validates the run spec, the plan (schema), load plan and suite (schemas, pins) and every argv pin.
  ctx = await loadStudyContext('examples/neoverse-qwen/capacity-run.json', process.cwd());
  manifest = JSON.parse(await readFile(join(REF, 'seed-bundle/manifest.json'), 'utf8')) as PublishedManifest;
  published = JSON.parse(await readFile(join(REF, 'capacity.arm64.json'), 'utf8')) as typeof published;
});

test('llama.cpp comes from git at the commit of the published manifest; evidence names the published release', () => {
  expect(ctx.spec.canonicalEvidence).toEqual({ runId: '30055662526', releaseTag: 'v1.1.0' });
  expect(ctx.spec.source).toEqual({
    kind: 'git',
    repository: manifest.runtime.repository,
    commit: manifest.runtime.revision,
  });
});

test('KleidiAI is the real release archive with the published sha256 and size and llama.cpp MD5', async () => {
  const lib = manifest.optimization_library;
  expect(ctx.spec.kleidiai).toEqual({
    version: lib.version,
    url: `https://github.com/ARM-software/kleidiai/releases/download/${lib.version}/kleidiai-${lib.version}-src.tar.gz`,
    sha256: lib.source_archive_sha256,
    sizeBytes: lib.size_bytes,
    md5: '2f02ebe29573d45813e671eb304f2a00',
  });
  // The MD5 is the one llama.cpp pins for this KleidiAI version (read from the cached pinned checkout).
  const checkout = await ensureLlamaSourceCheckout({ cacheDir: defaultCacheDir(), source: NODE_LLAMA_CPP_BUNDLE_SOURCE });
  const pin = kleidiaiPinFromCmakeLists(await readFile(join(checkout.dir, 'ggml/src/ggml-cpu/CMakeLists.txt'), 'utf8'));
  expect(pin?.version).toBe(lib.version);
  expect(pin?.md5).toBe(ctx.spec.kleidiai.md5);
  expect(pin?.url).toBe(ctx.spec.kleidiai.url);
}, 600_000);

test('the two Qwen2.5 models are pinned exactly as the published manifest records them', () => {
  for (const c of ctx.spec.candidates) {
    const m = manifest.candidates[c.id].model;
    expect(c.model).toEqual({
      kind: 'url',
      url: hubResolveUrl('https://huggingface.co', m.repository, m.revision, m.filename),
      sha256: m.sha256,
      sizeBytes: m.size_bytes,
    });
    expect({ family: c.family, repository: c.repository, revision: c.revision, filename: c.filename }).toEqual({
      family: m.family,
      repository: m.repository,
      revision: m.revision,
      filename: m.filename,
    });
  }
  expect(ctx.spec.candidates.map((c) => c.id).sort()).toEqual(Object.keys(manifest.candidates).sort());
});

test('the derived canonical commands are the published canonical commands, byte for byte', () => {
  for (const c of ctx.plan.candidates) {
    const argv = canonicalArgv(ctx.spec, ctx.plan, c.id);
    expect(argv).toEqual(manifest.canonical_commands[c.id].argv);
    expect(commandContentSha256(argv)).toBe(manifest.canonical_commands[c.id].sha256);
    const pub = published.candidates.find((p) => p.id === c.id)!;
    expect(c.canonical_server_command_sha256).toBe(pub.canonical_server_command_sha256);
    expect(argvSha256(argv)).toBe(pub.canonical_server_argv_sha256);
  }
});

test('the plan is the published design: same candidates, P {1,2,4} x C {1,2,4}, passes, gates, SLO and suite', async () => {
  expect(ctx.plan.server_parallel_levels).toEqual([1, 2, 4]);
  expect(ctx.plan.client_concurrency_levels).toEqual([1, 2, 4]);
  const mine = JSON.parse(await readFile('examples/neoverse-qwen/capacity-plan.json', 'utf8')) as typeof published;
  // Only the lock/release pins differ: they hash this project's canonical documents.
  const strip = (p: typeof published) => ({
    ...p,
    pins: { load_plan_sha256: p.pins.load_plan_sha256, evaluation_suite_sha256: p.pins.evaluation_suite_sha256 },
  });
  expect(strip(mine)).toEqual(strip(published));
  expect(sha256Hex(ctx.loadPlanFile.bytes)).toBe(published.pins.load_plan_sha256);
  expect(sha256Hex(ctx.suiteFile.bytes)).toBe(published.pins.evaluation_suite_sha256);
});

test('both builds differ only in KleidiAI and build natively on an arm64 runner', () => {
  const [generic, kleidiai] = ['generic', 'kleidiai'].map((l) => ctx.spec.builds.find((b) => b.label === l)!);
  expect(generic.kleidiai).toBe(false);
  expect(kleidiai.kleidiai).toBe(true);
  expect(kleidiai.cmakeOptions).toEqual(generic.cmakeOptions);
  expect(kleidiai.target).toBe(generic.target);
  expect(buildMode(kleidiai, 'arm64').kind).toBe('native');
  expect(
    variantProblems(
      ctx.spec.candidates.map((c) => ({ ...ctx.spec.builds.find((b) => b.label === c.build)!, candidateId: c.id })),
      'arm64',
    ),
  ).toEqual([]);
});
