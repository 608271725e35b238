// The bundle's manifest.json (capacity-study.md §9.8): where the run came from, the runner, the
// pinned runtime and library, each candidate's model and build, canonical commands, host evidence.
import { availableParallelism, hostname, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { BuiltServer } from '../adapters/llama/ensure-llama-server.js';
import { manifestBuild } from '../adapters/llama/build.js';
import { manifestToolchain } from '../adapters/llama/toolchain.js';
import type { JsonObject } from '../domain/core/json.js';
import type { canonicalPins } from '../domain/plan/run-spec.js';
import { TOOL_NAME, TOOL_REPOSITORY, TOOL_VERSION, TOOL_WORKFLOW } from '../version.js';
import { gitRevision, runnerFacts, sourceRepository } from './host-facts.js';
import { StageError } from './errors.js';
import type { StudyContext } from './study-context.js';

/** One candidate's model and build as prepare left them (recorded in the manifest, kept in prepared.json). */
export interface PreparedCandidate {
  modelCachePath: string;
  modelSha256: string;
  modelSizeBytes: number;
  build: string;
  /** Where the model came from (fixture generator, local path, cache, mirror, download). */
  modelOrigin?: JsonObject;
}

export interface ManifestInputs {
  ctx: StudyContext;
  env: NodeJS.ProcessEnv;
  builds: Record<string, BuiltServer>;
  candidates: Record<string, PreparedCandidate>;
  pins: ReturnType<typeof canonicalPins>;
  /** The emulator the servers run under (foreign-architecture builds), else undefined. */
  launcherEvidence: JsonObject | undefined;
  /** The load client's timing self-check on this machine (or the reason it failed). */
  clientTiming?: JsonObject;
}

/** The manifest, with the run id and attempt it records (prepare persists both for later stages). */
export async function buildManifest({
  ctx,
  env,
  builds,
  candidates,
  pins,
  launcherEvidence,
  clientTiming,
}: ManifestInputs): Promise<{ manifest: JsonObject; runId: string; runAttempt: number }> {
  const runId =
    env.GITHUB_RUN_ID ?? `local-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
  const runAttempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  const anyBuild = Object.values(builds)[0];
  const tc = anyBuild.toolchain;
  if (!tc.ninja_version_sha256) throw new StageError('validate', 'ninja is required (install ninja-build)');
  const manifest: JsonObject = {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    synthetic: false,
    source: {
      repository: env.GITHUB_REPOSITORY ?? `local:${hostname()}`,
      revision: env.GITHUB_SHA ?? gitRevision(resolve(ctx.specPath, '..')) ?? '0'.repeat(40),
      workflow:
        env.GITHUB_ACTIONS === 'true'
          ? (env.GITHUB_WORKFLOW_REF?.replace(/^[^/]+\/[^/]+\//, '').replace(/@.*$/, '') ?? TOOL_WORKFLOW)
          : 'local CLI run',
      run_id: runId,
      run_attempt: Number.isInteger(runAttempt) && runAttempt >= 1 ? runAttempt : 1,
      generated_at_utc: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    runner: await runnerFacts(),
    runtime: { name: 'llama.cpp', repository: sourceRepository(ctx), revision: anyBuild.sourceRevision },
    optimization_library: {
      name: 'KleidiAI',
      repository: 'https://github.com/ARM-software/kleidiai',
      version: ctx.spec.kleidiai.version,
      source_archive_sha256: ctx.spec.kleidiai.sha256,
      size_bytes: ctx.spec.kleidiai.sizeBytes,
    },
    toolchain: manifestToolchain(tc),
    candidates: Object.fromEntries(
      ctx.plan.candidates.map((pc) => {
        const c = ctx.spec.candidates.find((x) => x.id === pc.id)!;
        const b = builds[c.build];
        return [
          c.id,
          {
            model: {
              family: c.family,
              repository: c.repository,
              revision: c.revision ?? b.sourceRevision,
              filename: c.filename,
              sha256: candidates[c.id].modelSha256,
              size_bytes: candidates[c.id].modelSizeBytes,
            },
            build: { ...manifestBuild(b.evidence) },
          },
        ];
      }),
    ),
    canonical_commands: Object.fromEntries(
      pins.candidates.map((c) => [c.id, { argv: c.argv, sha256: c.canonical_server_command_sha256 }]),
    ),
    canonical_evidence: {
      lock_sha256: pins.lockSha256,
      release_sha256: pins.releaseSha256,
      run_id: ctx.spec.canonicalEvidence.runId,
      release_tag: ctx.spec.canonicalEvidence.releaseTag,
    },
    tool: { name: TOOL_NAME, version: TOOL_VERSION, repository: TOOL_REPOSITORY },
    host_evidence: {
      // Fleet comparisons read these: CPUs this process may use (affinity-aware), RAM, runner image.
      available_parallelism: availableParallelism(),
      memory_total_bytes: totalmem(),
      runner_image: env.ImageOS && env.ImageVersion ? `${env.ImageOS} ${env.ImageVersion}` : null,
      builds: Object.fromEntries(
        Object.entries(builds).map(([label, b]) => [
          label,
          {
            cache_key: b.cacheKey,
            server_version: b.evidence.server_version,
            kleidiai_symbol_count: b.evidence.kleidiai_symbol_count,
            ...(b.evidence.binary_architecture
              ? { binary_architecture: b.evidence.binary_architecture }
              : {}),
            ...(b.inputs?.kleidiai_archive ? { kleidiai_archive: { ...b.inputs.kleidiai_archive } } : {}),
          },
        ]),
      ),
      models: Object.fromEntries(
        ctx.spec.candidates.map((c) => [c.id, candidates[c.id].modelOrigin ?? { origin: 'unknown' }]),
      ),
      ...(launcherEvidence ? { launcher: launcherEvidence } : {}),
      ...(clientTiming ? { client_timing: clientTiming } : {}),
    },
  };
  return { manifest, runId, runAttempt: (manifest.source as JsonObject).run_attempt as number };
}
