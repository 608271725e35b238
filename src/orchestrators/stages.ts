// The live study: prepare (builds, models, manifest), measure each pass with a fresh server per
// configuration, run the quality guard, then finalize the bundle. Each stage can run on its own
// (the action's steps) because prepare persists what later stages need in the work directory.
import { copyFile, chmod, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, hostname, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { childEnv } from '../adapters/process/child-env.js';
import { ensureLlamaServer, type BuiltServer } from '../adapters/llama/ensure-llama-server.js';
import { ensureLlamaSourceCheckout } from '../adapters/llama/source.js';
import { manifestBuild } from '../adapters/llama/build.js';
import { manifestToolchain } from '../adapters/llama/toolchain.js';
import { fetchModel } from '../adapters/models/fetch-model.js';
import { ensureFixtureModels } from '../adapters/models/fixture-models.js';
import { resolveMirrorDirs } from '../adapters/models/mirror.js';
import { launcherVersion } from '../adapters/server/launcher-probe.js';
import { EMULATION_TIMEOUT_FACTOR, launcherFor, type Launcher } from '../domain/build/launcher.js';
import { runLoadEvaluation, runQualitySuite } from '../adapters/load-client/index.js';
import { startServer, type ServerHandle, type StopResult } from '../adapters/server/llama-server.js';
import { isPortFree } from '../adapters/server/free-port.js';
import { writeOutputAtomic } from '../adapters/bundle/bundle-files.js';
import { CELL_KIND_FILES } from '../domain/bundle/artifact-layout.js';
import { buildServerArgv, deriveBinding } from '../domain/plan/server-argv.js';
import { STANDARD_FIXTURES } from '../domain/gguf/fixture-model.js';
import { InputError } from '../domain/core/errors.js';
import { commandDocument, sha256Hex } from '../domain/core/hashing.js';
import { canonicalJson, type JsonObject } from '../domain/core/json.js';
import { buildLoadEvaluation } from '../domain/measurement/load-evaluation.js';
import { buildQualityWrapper, buildRawEvaluation } from '../domain/measurement/quality.js';
import { canonicalPins } from '../domain/plan/run-spec.js';
import { performanceRuns, qualityRuns, type ScheduledRun } from '../domain/plan/schedule.js';
import { writeWorkflowJson, type FailedStage } from '../domain/bundle/status.js';
import { TOOL_NAME, TOOL_REPOSITORY, TOOL_VERSION, TOOL_WORKFLOW } from '../version.js';
import {
  directoryProblems,
  diskProblems,
  preflight,
  workDirProblems,
  type StudyContext,
} from './study-context.js';

export const PREPARED_FILE = 'prepared.json';
export const BUNDLE_DIR = 'bundle';

export class StageError extends Error {
  constructor(
    readonly stage: FailedStage,
    message: string,
    readonly cell?: string,
  ) {
    super(message);
    this.name = 'StageError';
  }
}

export interface StudyEvents {
  log(line: string): void;
  /** One line a person can follow (also used for grouping in the action). */
  progress(line: string): void;
  /** Called as soon as a configuration's artifacts are complete (or it failed): the action uploads them. */
  runFinished?(info: {
    kind: 'run' | 'quality';
    label: string;
    dir: string;
    files: string[];
    ok: boolean;
  }): Promise<void>;
}

export interface StudyOptions {
  workDir: string;
  cacheDir: string;
  /** Mirror directories from the command line (before the run spec's and PARETOPILOT_MIRROR_DIR). */
  mirrorDirs?: readonly string[];
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  signal?: AbortSignal;
}

interface PreparedCandidate {
  modelCachePath: string;
  modelSha256: string;
  modelSizeBytes: number;
  build: string;
  /** Where the model came from (fixture generator, local path, cache, mirror, download). */
  modelOrigin?: JsonObject;
}

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

const fmtDuration = (s: number) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);

function sourceRepository(ctx: StudyContext): string {
  return ctx.spec.source.kind === 'git'
    ? ctx.spec.source.repository
    : 'https://github.com/ggml-org/llama.cpp';
}

function gitRevision(dir: string): string | null {
  try {
    const out = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: childEnv(),
    })
      .toString()
      .trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

async function runnerFacts(): Promise<{ os: string; architecture: string; cpu: string; cpu_count: number }> {
  let os = `${process.platform}`;
  try {
    const rel = await readFile('/etc/os-release', 'utf8');
    os = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(rel)?.[1] ?? os;
  } catch {
    // not Linux; keep the platform name
  }
  let cpu = cpus()[0]?.model?.trim() || '';
  try {
    const lscpu = execFileSync('lscpu', [], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: childEnv({ ...process.env, LC_ALL: 'C' }),
    }).toString();
    cpu = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1].trim() || cpu;
  } catch {
    // lscpu missing: keep the os.cpus() model
  }
  const architecture = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'arm64' : process.arch;
  return { os, architecture, cpu: cpu || `${architecture} CPU`, cpu_count: cpus().length };
}

export function workPaths(workDir: string) {
  const root = resolve(workDir);
  return { root, bundle: join(root, BUNDLE_DIR), prepared: join(root, PREPARED_FILE) };
}

/** Stage 1: builds, models, the work-directory layout, bundle inputs and the manifest. */
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
  if (problems.length) throw new StageError('validate', `cannot start: ${problems.join('; ')}`);
  await mkdir(options.cacheDir, { recursive: true });

  await rm(paths.bundle, { recursive: true, force: true });
  await mkdir(paths.bundle, { recursive: true });

  const specDir = resolve(ctx.specPath, '..');
  const mirrorDirs = [
    ...resolveMirrorDirs(options.mirrorDirs ?? [], {}, process.cwd()),
    ...resolveMirrorDirs(ctx.spec.mirrorDirs, env, specDir),
  ].filter((d, i, all) => all.indexOf(d) === i);
  if (mirrorDirs.length) events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
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

  // Foreign-architecture builds run under an emulator; its identity goes into the manifest.
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
        const fx = fixtures.find((f) => f.id === (c.model as { fixture: string }).fixture);
        if (!fx)
          throw new InputError(
            `unknown fixture ${(c.model as { fixture: string }).fixture} (known: ${STANDARD_FIXTURES.map((f) => f.id).join(', ')})`,
            ctx.spec.candidates.length ? 'run spec' : undefined,
          );
        candidates[c.id] = {
          modelCachePath: fx.path,
          modelSha256: fx.sha256,
          modelSizeBytes: fx.sizeBytes,
          build: c.build,
          modelOrigin: { origin: 'fixture' },
        };
      } else {
        const m = c.model;
        const got = await fetchModel({
          ...(m.kind === 'url' ? { url: m.url } : { path: resolve(resolve(ctx.specPath, '..'), m.path) }),
          sha256: m.sha256,
          sizeBytes: m.sizeBytes,
          cacheDir: options.cacheDir,
          mirrorDirs,
          log: events.log,
          signal: options.signal,
        });
        candidates[c.id] = {
          modelCachePath: got.path,
          modelSha256: m.sha256,
          modelSizeBytes: m.sizeBytes,
          build: c.build,
          modelOrigin: { ...got.origin },
        };
      }
    } catch (e) {
      if (e instanceof InputError) throw e;
      throw new StageError('models', `model for ${c.id}: ${(e as Error).message}`);
    }
    events.log(`model ${c.id}: ${candidates[c.id].modelSha256}`);
  }

  // The relative paths the canonical commands name, inside the work directory.
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

  await writeFile(join(paths.bundle, 'capacity-plan.json'), ctx.planFile.bytes);
  await writeFile(join(paths.bundle, 'load-plan.json'), ctx.loadPlanFile.bytes);
  await writeFile(join(paths.bundle, 'evaluation-suite.json'), ctx.suiteFile.bytes);
  await writeFile(join(paths.bundle, 'capacity-run.json'), ctx.specFile.bytes);
  const pins = canonicalPins(ctx.spec, ctx.plan);
  await mkdir(join(paths.bundle, 'canonical'), { recursive: true });
  await writeFile(join(paths.bundle, 'canonical', 'lock.json'), canonicalJson(pins.docs.lock));
  await writeFile(join(paths.bundle, 'canonical', 'release.json'), canonicalJson(pins.docs.release));

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
    },
  };
  await writeFile(join(paths.bundle, 'manifest.json'), writeWorkflowJson(manifest));

  const prepared: PreparedStudy = {
    schema_version: '1.0',
    spec_sha256: ctx.specFile.sha256,
    run_id: runId,
    run_attempt: (manifest.source as JsonObject).run_attempt as number,
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

export async function readPrepared(ctx: StudyContext, workDir: string): Promise<PreparedStudy> {
  const paths = workPaths(workDir);
  let prepared: PreparedStudy;
  try {
    prepared = JSON.parse(await readFile(paths.prepared, 'utf8')) as PreparedStudy;
  } catch {
    throw new StageError(
      'prepare',
      `${paths.prepared} is missing or unreadable: run the prepare stage first`,
    );
  }
  if (prepared.spec_sha256 !== ctx.specFile.sha256)
    throw new StageError('prepare', `${paths.prepared} was prepared for a different run spec; prepare again`);
  return prepared;
}

interface PortAllocator {
  portFor(nominal: number): Promise<number>;
}

function portAllocator(): PortAllocator {
  const used = new Set<number>();
  return {
    async portFor(nominal) {
      // Ports only isolate processes; a busy nominal port moves up by 1000 until one is free.
      for (let p = nominal; p < 65535; p += 1000) {
        if (!used.has(p) && (await isPortFree(p))) {
          used.add(p);
          return p;
        }
      }
      throw new StageError('measure', `no free loopback port near ${nominal}`);
    },
  };
}

async function writeRunEvidence(
  dir: string,
  result: StopResult | null,
  handle: ServerHandle | null,
  extra: JsonObject,
): Promise<void> {
  const evidence: JsonObject = {
    ...extra,
    healthy_after_ms: handle ? handle.healthyAfterMs : null,
    stopped_with: result?.stoppedWith ?? null,
    exit_code: result?.exitCode ?? null,
    unexpected_exit: result?.unexpectedExit ?? null,
    peak_rss_kib: result?.peakRssKib ?? null,
    kleidiai_model_buffer_marker_count: result?.kleidiaiMarkerCount ?? null,
    system_info: result?.systemInfo ?? null,
  };
  await writeFile(join(dir, 'server-evidence.json'), canonicalJson(evidence));
}

/** The emulator argv a candidate's server starts under, or undefined when it runs natively. */
function launcherOf(prepared: PreparedStudy, candidateId: string): string[] | undefined {
  const build = prepared.candidates[candidateId]?.build;
  return build === undefined ? undefined : prepared.builds[build]?.launcher;
}

/** Infrastructure deadlines (health, total request time) grow under emulation; plan values do not. */
function deadlineFactor(launcher: string[] | undefined): number {
  return launcher && launcher.length > 0 ? EMULATION_TIMEOUT_FACTOR : 1;
}

async function runConfiguration<T>(args: {
  ctx: StudyContext;
  options: StudyOptions;
  launcher?: string[];
  kind: 'run' | 'quality';
  label: string;
  dir: string;
  argv: string[];
  port: number;
  events: StudyEvents;
  body: (handle: ServerHandle, commandSha256: string) => Promise<T>;
}): Promise<T> {
  const { dir, argv, events } = args;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const commandBytes = writeWorkflowJson(commandDocument(argv));
  await writeFile(join(dir, 'server-command.json'), commandBytes);
  let handle: ServerHandle | null = null;
  let stop: StopResult | null = null;
  let ok = false;
  try {
    try {
      handle = await startServer({
        argv,
        port: args.port,
        logDir: dir,
        cwd: workPaths(args.options.workDir).root,
        launcher: args.launcher,
        healthDeadlineMs: args.ctx.spec.timeouts.healthSeconds * 1000 * deadlineFactor(args.launcher),
      });
    } catch (e) {
      throw new StageError(
        args.kind === 'run' ? 'measure' : 'quality',
        `server for ${args.label} did not start: ${(e as Error).message}`,
        args.label,
      );
    }
    let result: T;
    try {
      result = await args.body(handle, sha256Hex(commandBytes));
    } finally {
      stop = await handle.stop();
    }
    if (stop.unexpectedExit)
      throw new StageError(
        args.kind === 'run' ? 'measure' : 'quality',
        `server for ${args.label} exited during measurement (exit ${stop.exitCode ?? stop.signal})`,
        args.label,
      );
    ok = true;
    return result;
  } catch (e) {
    if (e instanceof StageError) throw e;
    throw new StageError(
      args.kind === 'run' ? 'measure' : 'quality',
      `${args.label}: ${(e as Error).message}`,
      args.label,
    );
  } finally {
    await writeRunEvidence(dir, stop, handle, { label: args.label, status: ok ? 'complete' : 'failed' });
    const present: string[] = [];
    for (const f of CELL_KIND_FILES[args.kind]) {
      try {
        await readFile(join(dir, f));
        present.push(f);
      } catch {
        // not produced by this configuration
      }
    }
    await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
  }
}

/** Stage 2: one pass of the counterbalanced matrix, in schedule order, a fresh server per run. */
export async function measurePass(
  ctx: StudyContext,
  prepared: PreparedStudy,
  passId: string,
  options: StudyOptions,
  events: StudyEvents,
): Promise<void> {
  const runs = performanceRuns(ctx.plan, ctx.spec.basePort).filter((r) => r.passId === passId);
  if (runs.length === 0)
    throw new StageError(
      'measure',
      `pass ${passId} is not in the plan (passes: ${ctx.plan.passes.map((p) => p.id).join(', ')})`,
    );
  const all = performanceRuns(ctx.plan, ctx.spec.basePort).map((r) => r.label);
  const levels = ctx.plan.client_concurrency_levels.length;
  const totalCells = all.length * levels;
  const now = options.now ?? (() => performance.now() / 1000);
  const started = now();
  const ports = portAllocator();
  const paths = workPaths(options.workDir);
  const canonical = canonicalPins(ctx.spec, ctx.plan);
  let doneHere = 0;
  const cellsHere = runs.length * levels;
  for (const run of runs) {
    const cellBase = all.indexOf(run.label) * levels;
    const argv = canonical.candidates.find((c) => c.id === run.candidateId)!.argv;
    await measureRun(
      ctx,
      run,
      argv,
      await ports.portFor(run.port),
      paths.bundle,
      options,
      events,
      launcherOf(prepared, run.candidateId),
      (levelIndex, level) => {
        const elapsed = now() - started;
        const eta =
          doneHere > 0 ? ` · ETA ${fmtDuration((elapsed / doneHere) * (cellsHere - doneHere))}` : '';
        events.progress(
          `cell ${cellBase + levelIndex + 1}/${totalCells} ${run.passId} ${run.candidateId} P${run.serverParallel} C${level} · ${fmtDuration(elapsed)} elapsed${eta}`,
        );
        doneHere++;
      },
    );
    if (ctx.spec.timeouts.pauseBetweenRunsSeconds > 0)
      await new Promise((r) => setTimeout(r, ctx.spec.timeouts.pauseBetweenRunsSeconds * 1000));
  }
}

async function measureRun(
  ctx: StudyContext,
  run: ScheduledRun,
  canonicalArgv: string[],
  port: number,
  bundleDir: string,
  options: StudyOptions,
  events: StudyEvents,
  launcher: string[] | undefined,
  onLevel: (levelIndex: number, level: number) => void,
): Promise<void> {
  const argv = buildServerArgv(canonicalArgv, run.serverParallel, ctx.plan.per_slot_context_tokens, port);
  const dir = join(bundleDir, 'runs', run.passId, run.candidateId, `p${run.serverParallel}`);
  const requestDeadline = ctx.spec.timeouts.requestDeadlineSeconds;
  await runConfiguration({
    ctx,
    options,
    launcher,
    kind: 'run',
    label: run.label,
    dir,
    argv,
    port,
    events,
    body: async (handle, commandSha) => {
      const levelsSeen = new Set<number>();
      const result = await runLoadEvaluation({
        baseUrl: handle.baseUrl,
        prompts: ctx.loadPlan.prompts,
        outputTokens: ctx.loadPlan.output_tokens,
        warmupRequests: ctx.loadPlan.warmup_requests_per_level,
        measuredRequests: ctx.loadPlan.measured_requests_per_level,
        executionOrder: run.clientOrder,
        timeoutSeconds: ctx.loadPlan.timeout_seconds,
        requestDeadlineSeconds:
          requestDeadline === null ? undefined : requestDeadline * deadlineFactor(launcher),
        signal: options.signal,
        onProgress: (e) => {
          if (!levelsSeen.has(e.concurrency)) {
            levelsSeen.add(e.concurrency);
            onLevel(run.clientOrder.indexOf(e.concurrency), e.concurrency);
          }
        },
      });
      const ctxPtr = { file: `${run.label}/server-command.json`, pointer: '/argv' };
      const doc = buildLoadEvaluation({
        candidateId: run.candidateId,
        plan: ctx.loadPlan,
        executionOrder: run.clientOrder,
        levels: result.levels,
        binding: {
          plan_sha256: ctx.loadPlanFile.sha256,
          request_base_url: `http://127.0.0.1:${port}`,
          server_configuration: deriveBinding(argv, commandSha, argv, commandSha, ctxPtr),
        },
      });
      await writeFile(join(dir, 'load-evaluation.json'), canonicalJson(doc));
    },
  });
}

/** Stage 3: the quality guard, one fresh server per candidate and server level, after both passes. */
export async function measureQuality(
  ctx: StudyContext,
  prepared: PreparedStudy,
  options: StudyOptions,
  events: StudyEvents,
): Promise<void> {
  const paths = workPaths(options.workDir);
  const canonical = canonicalPins(ctx.spec, ctx.plan);
  const ports = portAllocator();
  const qs = qualityRuns(ctx.plan, ctx.spec.basePort);
  for (const [i, q] of qs.entries()) {
    events.progress(
      `quality ${i + 1}/${qs.length} ${q.candidateId} P${q.serverParallel} · ${ctx.suite.quality_cases.length} cases`,
    );
    const port = await ports.portFor(q.port);
    const argv = buildServerArgv(
      canonical.candidates.find((c) => c.id === q.candidateId)!.argv,
      q.serverParallel,
      ctx.plan.per_slot_context_tokens,
      port,
    );
    const dir = join(paths.bundle, 'quality', q.candidateId, `p${q.serverParallel}`);
    const launcher = launcherOf(prepared, q.candidateId);
    const requestDeadline = ctx.spec.timeouts.requestDeadlineSeconds;
    await runConfiguration({
      ctx,
      options,
      launcher,
      kind: 'quality',
      label: q.label,
      dir,
      argv,
      port,
      events,
      body: async (handle, commandSha) => {
        const result = await runQualitySuite({
          baseUrl: handle.baseUrl,
          cases: ctx.suite.quality_cases.map((c) => ({ id: c.id, prompt: c.prompt })),
          performance: {
            prompt: ctx.suite.performance.prompt,
            generationTokens: ctx.suite.performance.generation_tokens,
            repetitions: ctx.suite.performance.repetitions,
            warmups: ctx.suite.performance.warmups,
          },
          timeoutSeconds: ctx.loadPlan.timeout_seconds,
          requestDeadlineSeconds:
            requestDeadline === null ? undefined : requestDeadline * deadlineFactor(launcher),
          signal: options.signal,
        });
        const raw = buildRawEvaluation({
          candidateId: q.candidateId,
          suite: ctx.suite,
          suiteSha256: ctx.suiteFile.sha256,
          responses: result.responses,
          latency: result.latencySamples,
        });
        const rawText = canonicalJson(raw);
        await writeFile(join(dir, 'quality-evaluation.raw.json'), rawText);
        const wrapper = buildQualityWrapper({
          candidateId: q.candidateId,
          serverParallel: q.serverParallel,
          runId: prepared.run_id,
          runAttempt: prepared.run_attempt,
          requestBaseUrl: `http://127.0.0.1:${port}`,
          evaluation: raw,
          evaluationFileSha256: sha256Hex(rawText),
          serverCommandFileSha256: commandSha,
          serverArgv: argv,
        });
        await writeOutputAtomic(join(dir, 'quality-evidence.json'), canonicalJson(wrapper), true);
      },
    });
  }
}
