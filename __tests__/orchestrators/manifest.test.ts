// The bundle's manifest.json for the tiny example: where the run came from (GitHub or a local run),
// each candidate's model and build, the canonical commands and the host evidence.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BuildEvidence } from '../../src/adapters/llama/build.js';
import type { BuiltServer } from '../../src/adapters/llama/ensure-llama-server.js';
import type { JsonObject } from '../../src/domain/core/json.js';
import { canonicalPins } from '../../src/domain/plan/run-spec.js';
import { StageError } from '../../src/orchestrators/errors.js';
import {
  buildManifest,
  type ManifestInputs,
  type PreparedCandidate,
} from '../../src/orchestrators/manifest.js';
import { loadStudyContext, type StudyContext } from '../../src/orchestrators/study-context.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';

const COMMIT = '80fb11ac73e66d89eae2c6a91d8a77428fa733ed';
const digest = (c: string) => c.repeat(64);

const evidence: BuildEvidence = {
  label: 'generic',
  server_binary_sha256: digest('a'),
  kleidiai_enabled: false,
  cmake_cache_sha256: digest('b'),
  configure_log_sha256: digest('c'),
  compile_log_sha256: digest('d'),
  kleidiai_symbol_count: 0,
  server_version: 'version: 1 (80fb11a)',
  files: [],
};
const built = (ninja: string | null): BuiltServer => ({
  binaryPath: '/cache/builds/k/bin/llama-server',
  cacheKey: `llama-server-linux-x64-generic-${digest('e')}`,
  entryDir: '/cache/builds/k',
  fromCache: true,
  sourceRevision: COMMIT,
  evidence,
  toolchain: {
    gcc_version_sha256: digest('1'),
    gxx_version_sha256: digest('2'),
    cmake_version_sha256: digest('3'),
    ninja_version_sha256: ninja,
    make_version_sha256: null,
    files: [],
  },
});
const model = (sha: string): PreparedCandidate => ({
  modelCachePath: `/cache/models/${sha}.gguf`,
  modelSha256: digest(sha),
  modelSizeBytes: 1234,
  build: 'generic',
  modelOrigin: { origin: 'fixture' },
});

let ctx: StudyContext;
let inputs: (env: NodeJS.ProcessEnv) => ManifestInputs;
beforeAll(async () => {
  ctx = await loadStudyContext('examples/tiny/capacity.json', REPO_ROOT);
  inputs = (env) => ({
    ctx,
    env,
    builds: { generic: built(digest('4')) },
    candidates: { 'tiny-f16': model('5'), 'tiny-q8': model('6') },
    pins: canonicalPins(ctx.spec, ctx.plan),
    launcherEvidence: undefined,
  });
});

describe('buildManifest', () => {
  it('records a GitHub run: repository, commit, workflow path, run id and attempt, runner image', async () => {
    const { manifest, runId, runAttempt } = await buildManifest(
      inputs({
        GITHUB_ACTIONS: 'true',
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_REPOSITORY: 'octo/capacity',
        GITHUB_SHA: digest('f').slice(0, 40),
        GITHUB_WORKFLOW_REF: 'octo/capacity/.github/workflows/capacity.yml@refs/heads/main',
        ImageOS: 'ubuntu24',
        ImageVersion: '20260101.1',
      }),
    );
    expect([runId, runAttempt]).toEqual(['42', 2]);
    expect(manifest.source).toMatchObject({
      repository: 'octo/capacity',
      revision: digest('f').slice(0, 40),
      workflow: '.github/workflows/capacity.yml',
      run_id: '42',
      run_attempt: 2,
    });
    const host = manifest.host_evidence as JsonObject;
    expect(host.runner_image).toBe('ubuntu24 20260101.1');
    expect('launcher' in host).toBe(false);
  });

  it('records each candidate’s model and build, the toolchain and the canonical commands', async () => {
    const { manifest } = await buildManifest(inputs({}));
    const candidates = manifest.candidates as Record<string, JsonObject>;
    expect(Object.keys(candidates).sort()).toEqual(['tiny-f16', 'tiny-q8']);
    expect(candidates['tiny-q8'].model).toMatchObject({ sha256: digest('6'), size_bytes: 1234 });
    expect(candidates['tiny-q8'].build).toEqual({
      label: 'generic',
      server_binary_sha256: digest('a'),
      kleidiai_enabled: false,
      cmake_cache_sha256: digest('b'),
      configure_log_sha256: digest('c'),
      compile_log_sha256: digest('d'),
    });
    expect(manifest.toolchain).toEqual({
      gcc_version_sha256: digest('1'),
      gxx_version_sha256: digest('2'),
      cmake_version_sha256: digest('3'),
      ninja_version_sha256: digest('4'),
    });
    const pins = canonicalPins(ctx.spec, ctx.plan);
    expect(manifest.canonical_commands).toEqual(
      Object.fromEntries(
        pins.candidates.map((c) => [c.id, { argv: c.argv, sha256: c.canonical_server_command_sha256 }]),
      ),
    );
    expect((manifest.runtime as JsonObject).revision).toBe(COMMIT);
  });

  it('names a local run as such, and keeps a nonsense attempt at 1', async () => {
    const { manifest, runId, runAttempt } = await buildManifest(inputs({ GITHUB_RUN_ATTEMPT: '0' }));
    expect(runId).toMatch(/^local-\d{8}T\d{6}$/);
    expect(runAttempt).toBe(1);
    expect(manifest.source).toMatchObject({ workflow: 'local CLI run', run_attempt: 1 });
    expect(String((manifest.source as JsonObject).repository)).toMatch(/^local:/);
  });

  it('requires ninja, whose version the manifest records', async () => {
    const call = buildManifest({ ...inputs({}), builds: { generic: built(null) } });
    await expect(call).rejects.toThrow(StageError);
    await expect(call).rejects.toThrow('ninja is required (install ninja-build)');
  });
});
