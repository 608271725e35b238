// Stage 1, prepare: models, builds, the work-directory layout, bundle inputs and the manifest; it
// persists what measure and quality need (prepared.json) so each stage can run as its own step.
import { confoundedWarnings } from '../domain/decision/plan-comparisons.js';
import { copyFile, chmod, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureLlamaServer, type BuiltServer } from '../adapters/llama/ensure-llama-server.js';
import { ensureLlamaSourceCheckout } from '../adapters/llama/source.js';
import { checkClientTiming } from '../adapters/load-client/self-check.js';
import type { ClientTimingLevel } from '../domain/measurement/manifest.js';
import { ensureFixtureModels } from '../adapters/models/fixture-models.js';
import { launcherVersion } from '../adapters/server/launcher-probe.js';
import { EMULATION_TIMEOUT_FACTOR, launcherFor, type Launcher } from '../domain/build/launcher.js';
import { STANDARD_FIXTURES } from '../domain/gguf/fixture-model.js';
import { fail, InputError } from '../domain/core/errors.js';
import { Fields } from '../domain/core/fields.js';
import type { JsonObject, JsonValue } from '../domain/core/json.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { canonicalPins } from '../domain/plan/run-spec.js';
import { writeWorkflowJson } from '../domain/bundle/status.js';
import { buildManifest, type PreparedCandidate } from './manifest.js';
import { checkPreparedInputs } from './prepared-inputs.js';
import { workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import { StageError } from './errors.js';
import { fetchCandidateModel, studyMirrorDirs } from './study-models.js';
import {
  directoryProblems,
  diskProblems,
  preflight,
  workDirProblems,
  type StudyContext,
} from './study-context.js';
import { BUNDLE_FILES, CANONICAL_DIR, CANONICAL_FILES } from '../domain/bundle/bundle-layout.js';

export interface PreparedStudy {
  schema_version: '1.0';
  spec_sha256: string;
  run_id: string;
  run_attempt: number;
  candidates: Record<string, PreparedCandidate>;
  builds: Record<
    string,
    {
      binaryCachePath: string;
      cacheKey: string;
      fromCache: boolean;
      /** Emulator argv the server starts under (foreign-architecture builds), else absent. */
      launcher?: string[];
    }
  >;
}

/** Reads prepared.json field by field: the later stages trust nothing they did not check. */
export function parsePreparedStudy(value: JsonValue, file: string): PreparedStudy {
  const f = Fields.root(value, file);
  f.exactKeys(['schema_version', 'spec_sha256', 'run_id', 'run_attempt', 'candidates', 'builds']);
  const candidates: Record<string, PreparedCandidate> = {};
  const cs = f.object('candidates');
  for (const key of Object.keys(cs.obj)) {
    const c = cs.object(key);
    c.exactKeys(['modelCachePath', 'modelSha256', 'modelSizeBytes', 'build'], ['modelOrigin']);
    candidates[key] = {
      modelCachePath: c.string('modelCachePath'),
      modelSha256: c.digest('modelSha256'),
      modelSizeBytes: c.integer('modelSizeBytes', 0, Number.MAX_SAFE_INTEGER),
      build: c.string('build'),
      ...(c.has('modelOrigin') ? { modelOrigin: c.object('modelOrigin').obj } : {}),
    };
  }
  const builds: PreparedStudy['builds'] = {};
  const bs = f.object('builds');
  for (const key of Object.keys(bs.obj)) {
    const b = bs.object(key);
    b.exactKeys(['binaryCachePath', 'cacheKey', 'fromCache'], ['launcher']);
    builds[key] = {
      binaryCachePath: b.string('binaryCachePath'),
      cacheKey: b.string('cacheKey'),
      fromCache: b.boolean('fromCache'),
      ...(b.has('launcher')
        ? {
            launcher: b.array('launcher').map((arg, i) => {
              if (typeof arg !== 'string') fail('must be a string', file, `${b.at('launcher')}/${i}`);
              return arg;
            }),
          }
        : {}),
    };
  }
  return {
    schema_version: f.literal('schema_version', '1.0') as '1.0',
    spec_sha256: f.digest('spec_sha256'),
    run_id: f.string('run_id'),
    run_attempt: f.integer('run_attempt', 1, Number.MAX_SAFE_INTEGER),
    candidates,
    builds,
  };
}

/** Every problem found before a study starts, one per line (they are often several, and long). */
export function preflightMessage(problems: readonly string[]): string {
  return `cannot start (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

/** Stage 1: models (verified first, so a wrong pin fails fast), builds, the work-directory layout, bundle inputs and the manifest. */
export async function prepareStudy(
  ctx: StudyContext,
  options: StudyOptions,
  events: StudyEvents,
): Promise<PreparedStudy> {
  const env = options.env ?? process.env;
  const paths = workPaths(options.workDir);
  const problems = [
    ...workDirProblems(ctx, paths),
    ...(await directoryProblems({ 'work directory': paths.root, 'cache directory': options.cacheDir })),
    ...(await preflight(ctx, { env })),
    ...(await diskProblems(ctx, options.cacheDir, options.workDir)),
  ];
  if (problems.length) throw new StageError('validate', preflightMessage(problems));
  await mkdir(options.cacheDir, { recursive: true });

  await rm(paths.bundle, { recursive: true, force: true });
  await mkdir(paths.bundle, { recursive: true });

  const mirrorDirs = studyMirrorDirs(ctx, options);
  if (mirrorDirs.length) events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
  for (const warning of confoundedWarnings(ctx.spec)) events.log(`warning: ${warning}`);
  // Models first: a wrong sha256 or an unreachable model fails in seconds, not after a build.
  const candidates = await prepareModels(ctx, options, mirrorDirs, events);

  const builds = await buildServers(ctx, options, mirrorDirs, events);

  const { launchers, launcherEvidence } = await resolveLaunchers(builds, events);

  await placeCandidateFiles(ctx, paths, builds, candidates);

  const pins = await writeBundleInputs(ctx, paths.bundle);

  const clientTiming = await selfCheckClient(ctx, options, events);

  const { manifest, runId, runAttempt } = await buildManifest({
    ctx,
    env,
    builds,
    candidates,
    pins,
    launcherEvidence,
    clientTiming,
  });
  await writeFile(join(paths.bundle, BUNDLE_FILES.manifest), writeWorkflowJson(manifest));

  const prepared: PreparedStudy = {
    schema_version: '1.0',
    spec_sha256: ctx.specFile.sha256,
    run_id: runId,
    run_attempt: runAttempt,
    candidates,
    builds: Object.fromEntries(
      Object.entries(builds).map(([l, b]) => [
        l,
        {
          binaryCachePath: b.binaryPath,
          cacheKey: b.cacheKey,
          fromCache: b.fromCache,
          ...(launchers[l] ? { launcher: launchers[l]!.argv } : {}),
        },
      ]),
    ),
  };
  await writeFile(paths.prepared, JSON.stringify(prepared, null, 2) + '\n');
  return prepared;
}

/** Builds (or restores from the cache) llama-server for every build variant a candidate uses. */
async function buildServers(
  ctx: StudyContext,
  options: StudyOptions,
  mirrorDirs: string[],
  events: StudyEvents,
): Promise<Record<string, BuiltServer>> {
  const builds: Record<string, BuiltServer> = {};
  for (const variant of ctx.spec.builds) {
    if (!ctx.spec.candidates.some((c) => c.build === variant.label)) continue;
    events.progress(
      `build ${variant.label}: llama-server from ${ctx.spec.source.kind} source (cached builds take no time)`,
    );
    try {
      builds[variant.label] = await ensureLlamaServer({
        cacheDir: options.cacheDir,
        source: ctx.spec.source,
        variant,
        mirrorDirs,
        log: events.log,
        signal: options.signal,
      });
    } catch (e) {
      throw new StageError('build', `build ${variant.label} failed: ${(e as Error).message}`);
    }
    events.log(
      `build ${variant.label}: ${builds[variant.label].fromCache ? 'from cache' : 'built'} ${builds[variant.label].cacheKey}`,
    );
  }
  return builds;
}

/** Foreign-architecture builds run under an emulator; its identity goes into the manifest. */
async function resolveLaunchers(
  builds: Record<string, BuiltServer>,
  events: StudyEvents,
): Promise<{ launchers: Record<string, Launcher | null>; launcherEvidence: JsonObject | undefined }> {
  const launchers: Record<string, Launcher | null> = {};
  let launcherEvidence: JsonObject | undefined;
  for (const [label, built] of Object.entries(builds)) {
    const arch = built.evidence.binary_arch ?? process.arch;
    try {
      launchers[label] = launcherFor(arch, process.arch);
    } catch (e) {
      throw new StageError('validate', `build ${label}: ${(e as Error).message}`);
    }
    const launcher = launchers[label];
    if (launcher && !launcherEvidence) {
      let version: string;
      try {
        version = await launcherVersion(launcher);
      } catch (e) {
        throw new StageError('validate', (e as Error).message);
      }
      launcherEvidence = {
        kind: 'user-mode emulator',
        emulator: launcher.emulator,
        version,
        argv: launcher.argv,
        emulated_cpu: launcher.emulatedCpu,
        sysroot: launcher.sysroot,
        host_architecture: launcher.hostArch,
        guest_architecture: launcher.guestArch,
        timeout_factor: EMULATION_TIMEOUT_FACTOR,
        note: 'Every server ran under this emulator: latency, throughput and RSS are emulation figures, not measurements of an Arm64 CPU.',
      };
      events.log(`servers of build ${label} (${arch}) run under ${launcher.argv.join(' ')} (${version})`);
    }
  }
  return { launchers, launcherEvidence };
}

/** Every candidate's model: a generated fixture, or a sha256-verified file (cache, mirror, download). */
async function prepareModels(
  ctx: StudyContext,
  options: StudyOptions,
  mirrorDirs: string[],
  events: StudyEvents,
): Promise<Record<string, PreparedCandidate>> {
  const candidates: Record<string, PreparedCandidate> = {};
  const needsFixtures = ctx.spec.candidates.some((c) => c.model.kind === 'fixture');
  let fixtures: Awaited<ReturnType<typeof ensureFixtureModels>> = [];
  if (needsFixtures) {
    const checkout = await ensureLlamaSourceCheckout({
      cacheDir: options.cacheDir,
      source: ctx.spec.source,
      log: events.log,
      signal: options.signal,
    });
    fixtures = await ensureFixtureModels(options.cacheDir, checkout.dir, STANDARD_FIXTURES);
  }
  for (const c of ctx.spec.candidates) {
    try {
      if (c.model.kind === 'fixture') {
        const id = c.model.fixture;
        // The run spec admits only STANDARD_FIXTURES (checked before any work), all generated above.
        const fx = fixtures.find((f) => f.id === id);
        if (!fx) throw new Error(`fixture ${id} was not generated`);
        candidates[c.id] = {
          modelCachePath: fx.path,
          modelSha256: fx.sha256,
          modelSizeBytes: fx.sizeBytes,
          build: c.build,
          modelOrigin: { origin: 'fixture' },
        };
      } else {
        const got = await fetchCandidateModel(ctx, c, options, mirrorDirs, events);
        candidates[c.id] = {
          modelCachePath: got.path,
          modelSha256: c.model.sha256,
          modelSizeBytes: c.model.sizeBytes,
          build: c.build,
          modelOrigin: { ...got.origin },
        };
      }
    } catch (e) {
      if (e instanceof InputError || e instanceof StageError) throw e;
      throw new StageError('models', `model for ${c.id}: ${(e as Error).message}`);
    }
    events.log(`model ${c.id}: ${candidates[c.id].modelSha256}`);
  }
  return candidates;
}

/** The relative paths the canonical commands name, inside the work directory; build evidence in the bundle. */
async function placeCandidateFiles(
  ctx: StudyContext,
  paths: ReturnType<typeof workPaths>,
  builds: Record<string, BuiltServer>,
  candidates: Record<string, PreparedCandidate>,
): Promise<void> {
  for (const [label, built] of Object.entries(builds)) {
    const dir = join(paths.root, '.candidate-build', label, 'bin');
    await mkdir(dir, { recursive: true });
    await copyFile(built.binaryPath, join(dir, 'llama-server'));
    await chmod(join(dir, 'llama-server'), 0o755);
    const evidenceDir = join(paths.bundle, 'build', label);
    await mkdir(evidenceDir, { recursive: true });
    for (const f of built.evidence.files) {
      if (f.path.startsWith('evidence/'))
        await copyFile(
          join(built.entryDir, f.path),
          join(evidenceDir, f.path.slice('evidence/'.length).replace(/\//g, '-')),
        );
    }
  }
  await mkdir(join(paths.root, '.candidate-models'), { recursive: true });
  for (const c of ctx.spec.candidates) {
    const link = join(paths.root, '.candidate-models', c.filename);
    await rm(link, { force: true });
    await symlink(candidates[c.id].modelCachePath, link);
  }
}

/** The plan, load plan, suite and run spec as given, and the canonical pins they resolve to. */
async function writeBundleInputs(
  ctx: StudyContext,
  bundleDir: string,
): Promise<ReturnType<typeof canonicalPins>> {
  await writeFile(join(bundleDir, BUNDLE_FILES.plan), ctx.planFile.bytes);
  await writeFile(join(bundleDir, BUNDLE_FILES.loadPlan), ctx.loadPlanFile.bytes);
  await writeFile(join(bundleDir, BUNDLE_FILES.evaluationSuite), ctx.suiteFile.bytes);
  await writeFile(join(bundleDir, BUNDLE_FILES.runSpec), ctx.specFile.bytes);
  // An authored plan is kept as given; the four documents above are what it derived.
  if (ctx.authoredFile) await writeFile(join(bundleDir, BUNDLE_FILES.authoredPlan), ctx.authoredFile.bytes);
  const pins = canonicalPins(ctx.spec, ctx.plan);
  await mkdir(join(bundleDir, CANONICAL_DIR), { recursive: true });
  await writeFile(join(bundleDir, CANONICAL_DIR, CANONICAL_FILES.lock), canonicalJson(pins.docs.lock));
  await writeFile(join(bundleDir, CANONICAL_DIR, CANONICAL_FILES.release), canonicalJson(pins.docs.release));
  return pins;
}

/**
 * The load client's own timing error on this machine, measured before any server runs (see
 * adapters/load-client/self-check.ts) at the plan's client concurrencies. The receipt states it next
 * to the latencies. A failed check is recorded as such, never silently left out.
 */
async function selfCheckClient(
  ctx: StudyContext,
  options: StudyOptions,
  events: StudyEvents,
): Promise<JsonObject> {
  const levels = ctx.plan.client_concurrency_levels;
  try {
    const check = await checkClientTiming(levels, { signal: options.signal });
    const worst = (key: keyof ClientTimingLevel): number => Math.max(...check.levels.map((l) => l[key]));
    events.log(
      `load client self-check (C ${levels.join(', ')}): |TTFT error| p50 ≤ ${worst('ttft_error_ms_p50')} ms, p99 ≤ ${worst('ttft_error_ms_p99')} ms; |E2E error| p50 ≤ ${worst('e2e_error_ms_p50')} ms, p99 ≤ ${worst('e2e_error_ms_p99')} ms`,
    );
    return check;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    events.log(`load client self-check failed: ${message}`);
    return { error: message.slice(0, 512) };
  }
}

export async function readPrepared(ctx: StudyContext, workDir: string): Promise<PreparedStudy> {
  const paths = workPaths(workDir);
  let value: JsonValue;
  try {
    value = JSON.parse(await readFile(paths.prepared, 'utf8'));
  } catch {
    throw new StageError(
      'prepare',
      `${paths.prepared} is missing or unreadable: run the prepare stage first`,
    );
  }
  let prepared: PreparedStudy;
  try {
    prepared = parsePreparedStudy(value, paths.prepared);
  } catch (e) {
    throw new StageError(
      'prepare',
      `${e instanceof Error ? e.message : String(e)} (prepare again to rewrite it)`,
    );
  }
  if (prepared.spec_sha256 !== ctx.specFile.sha256)
    throw new StageError('prepare', `${paths.prepared} was prepared for a different run spec; prepare again`);
  await checkPreparedInputs(ctx, paths.bundle);
  return prepared;
}

/** The emulator argv a candidate's server starts under, or undefined when it runs natively. */
export function launcherOf(prepared: PreparedStudy, candidateId: string): string[] | undefined {
  const build = prepared.candidates[candidateId]?.build;
  return build === undefined ? undefined : prepared.builds[build]?.launcher;
}
