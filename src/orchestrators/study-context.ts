// Everything a study needs before it starts: the run spec, the plans it names, and the checks that
// must pass before any build, download or measurement (fail early, name the file and field).
import { access, stat, statfs } from 'node:fs/promises';
import { constants } from 'node:fs';
import { dirname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { assertGnuTime, DEFAULT_TIME_BINARY } from '../adapters/server/gnu-time.js';
import { modelCachePath } from '../adapters/models/fetch-model.js';
import { buildMode, variantProblems } from '../domain/build/build-variant.js';
import { KLEIDIAI_V1_24_0_SOURCE } from '../domain/build/kleidiai.js';
import { InputError } from '../domain/core/errors.js';
import { contentSha256 } from '../domain/core/hashing.js';
import { isAuthoredPlan } from '../domain/plan/authored-plan.js';
import { toAuthoredError, type AuthoredMapping } from '../domain/plan/authored-pointers.js';
import { misplacedDocument } from '../domain/plan/check-report.js';
import { parseLoadPlan, type LoadPlan } from '../domain/plan/load-plan.js';
import { parseCapacityPlan, sloEquals, type CapacityPlan } from '../domain/plan/plan.js';
import { parseEvaluationSuite, type EvaluationSuite } from '../domain/plan/evaluation-suite.js';
import { validateDocument } from '../domain/core/schema-validation.js';
import { canonicalPins, parseRunSpec, type RunSpec } from '../domain/plan/run-spec.js';
import { checkSpecAgainstPlan } from '../domain/plan/spec-against-plan.js';
import { checkRunBounds } from '../domain/plan/run-bounds.js';
import { performanceRuns, qualityRuns } from '../domain/plan/schedule.js';
import {
  deriveAuthoredFiles,
  loadJsonFile,
  pinnedForm,
  type AuthoredFiles,
  type LoadedFile,
} from './plan-documents.js';

export { loadJsonFile, type LoadedFile } from './plan-documents.js';

export interface StudyContext {
  specPath: string;
  spec: RunSpec;
  specFile: LoadedFile;
  plan: CapacityPlan;
  planFile: LoadedFile;
  loadPlan: LoadPlan;
  loadPlanFile: LoadedFile;
  suite: EvaluationSuite;
  suiteFile: LoadedFile;
  /** The authored plan (docs/plans.md) the four documents were derived from, when one was given. */
  authoredFile?: LoadedFile;
}

/**
 * Reads and cross-checks the run spec, capacity plan, load plan and suite — or derives them from an
 * authored plan (told apart by content) and checks them the same way.
 */
export async function loadStudyContext(specPath: string, cwd: string): Promise<StudyContext> {
  const absSpec = resolve(cwd, specPath);
  const specFile = await loadJsonFile(absSpec, specPath);
  if (isAuthoredPlan(specFile.value)) {
    const study = await readAuthoredStudy(specFile);
    if (study.problems.length > 0 || !study.context) throw study.problems[0];
    return study.context;
  }
  const misplaced = misplacedDocument(specFile.value, 'run-spec', specPath);
  if (misplaced) throw new InputError(`${misplaced.message}; ${misplaced.fix}`, specPath, '');
  const spec = parseRunSpec(specFile.value, specPath, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
  const rel = (p: string) => join(dirname(specPath), p);
  const planFile = await loadJsonFile(
    join(dirname(absSpec), spec.capacityPlanPath),
    rel(spec.capacityPlanPath),
  );
  validateDocument('capacity-plan', planFile.value, planFile.display);
  const plan = parseCapacityPlan(planFile.value, planFile.display);
  const loadPlanFile = pinnedForm(
    await loadJsonFile(join(dirname(absSpec), spec.loadPlanPath), rel(spec.loadPlanPath)),
    plan.pins.load_plan_sha256,
  );
  validateDocument('load-plan', loadPlanFile.value, loadPlanFile.display);
  const loadPlan = parseLoadPlan(loadPlanFile.value, loadPlanFile.display);
  const suiteFile = pinnedForm(
    await loadJsonFile(join(dirname(absSpec), spec.evaluationSuitePath), rel(spec.evaluationSuitePath)),
    plan.pins.evaluation_suite_sha256,
  );
  validateDocument('evaluation-suite', suiteFile.value, suiteFile.display);
  const suite = parseEvaluationSuite(suiteFile.value, suiteFile.display);

  const [problem] = crossCheckProblems({
    specPath,
    spec,
    plan,
    planFile,
    loadPlan,
    loadPlanFile,
    suite,
    suiteFile,
  });
  if (problem) throw problem;
  return { specPath: absSpec, spec, specFile, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile };
}

/**
 * An authored plan's study: its derived documents parsed and cross-checked as a run spec's are, each
 * independent problem reported against the authored file and pointer (`check` lists them all).
 */
export async function readAuthoredStudy(
  authored: LoadedFile,
): Promise<{ context?: StudyContext; files?: AuthoredFiles; problems: InputError[] }> {
  const derived = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE);
  if (!derived.files) return { problems: derived.problems };
  const files = derived.files;
  const problems: InputError[] = [];
  const mapped = (mapping: AuthoredMapping) => (e: unknown) => {
    if (!(e instanceof InputError)) throw e;
    problems.push(toAuthoredError(e, authored.display, mapping));
    return undefined;
  };
  const onProblem = mapped(files.mapping);
  const read = <T>(body: () => T): T | undefined => {
    try {
      return body();
    } catch (e) {
      return onProblem(e);
    }
  };
  const spec = read(() => {
    const parsed = parseRunSpec(files.spec.value, files.spec.display, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
    // Canonical JSON sorts the candidates' keys; the run order is the plan's, as a run spec's keys give it.
    const rank = new Map(files.mapping.order.map((id, i) => [id, i]));
    const at = (id: string) => rank.get(id) ?? rank.size;
    return { ...parsed, candidates: [...parsed.candidates].sort((a, b) => at(a.id) - at(b.id)) };
  });
  const plan = read(() => {
    validateDocument('capacity-plan', files.plan.value, files.plan.display);
    return parseCapacityPlan(files.plan.value, files.plan.display);
  });
  const loadPlan = read(() => {
    validateDocument('load-plan', files.loadPlan.value, files.loadPlan.display);
    return parseLoadPlan(files.loadPlan.value, files.loadPlan.display);
  });
  const suite = read(() => {
    validateDocument('evaluation-suite', files.suite.value, files.suite.display);
    return parseEvaluationSuite(files.suite.value, files.suite.display);
  });
  if (!spec || !plan || !loadPlan || !suite) return { files, problems };
  const parts: StudyParts = {
    specPath: files.spec.display,
    spec,
    plan,
    planFile: files.plan,
    loadPlan,
    loadPlanFile: files.loadPlan,
    suite,
    suiteFile: files.suite,
  };
  for (const e of crossCheckProblems(parts)) onProblem(e);
  return {
    context: { ...parts, specPath: authored.path, specFile: files.spec, authoredFile: authored },
    files,
    problems,
  };
}

/** The four documents of a study, each read and valid on its own (`specPath` as the user named it). */
export type StudyParts = Omit<StudyContext, 'specFile'>;

/**
 * The checks across the documents — run bounds, pinned hashes, SLO and levels, candidates and
 * commands — each on its own; every stage throws the first, `check` reports them all.
 */
export function crossCheckProblems(parts: StudyParts): InputError[] {
  const { spec, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile } = parts;
  const problems: InputError[] = [];
  const check = (body: () => void): boolean => {
    try {
      body();
      return true;
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      problems.push(e);
      return false;
    }
  };
  const refuse = (message: string, file: string, pointer: string) => {
    problems.push(new InputError(message, file, pointer));
  };
  // Before any pin or cross-check: a plan this machine cannot run is refused first.
  check(() =>
    checkRunBounds(spec, plan, loadPlan, suite, {
      spec: parts.specPath,
      plan: planFile.display,
      loadPlan: loadPlanFile.display,
    }),
  );
  if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256)
    refuse(
      `pins.load_plan_sha256 is ${plan.pins.load_plan_sha256} but ${loadPlanFile.display} hashes to ${loadPlanFile.sha256} (its content to ${contentSha256(loadPlanFile.value)})`,
      planFile.display,
      '/pins/load_plan_sha256',
    );
  if (suiteFile.sha256 !== plan.pins.evaluation_suite_sha256)
    refuse(
      `pins.evaluation_suite_sha256 is ${plan.pins.evaluation_suite_sha256} but ${suiteFile.display} hashes to ${suiteFile.sha256} (its content to ${contentSha256(suiteFile.value)})`,
      planFile.display,
      '/pins/evaluation_suite_sha256',
    );
  if (!sloEquals(loadPlan.slo, plan.load_slo))
    refuse(
      'load plan SLO does not match the predeclared capacity SLO (/load_slo)',
      loadPlanFile.display,
      '/slo',
    );
  if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(','))
    refuse(
      `concurrency_levels must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`,
      loadPlanFile.display,
      '/concurrency_levels',
    );
  // The canonical pins exist only for a run spec that names the plan's candidates.
  if (!check(() => checkSpecAgainstPlan(spec, plan, parts.specPath, planFile.display))) return problems;
  const pins = canonicalPins(spec, plan);
  if (pins.lockSha256 !== plan.pins.canonical_evidence_lock_sha256)
    refuse(
      `must be ${pins.lockSha256} (the canonical command lock this run spec produces; run 'paretopilot-capacity pins')`,
      planFile.display,
      '/pins/canonical_evidence_lock_sha256',
    );
  if (pins.releaseSha256 !== plan.pins.canonical_release_sha256)
    refuse(
      `must be ${pins.releaseSha256} (the release identity this run spec produces; run 'paretopilot-capacity pins')`,
      planFile.display,
      '/pins/canonical_release_sha256',
    );
  return problems;
}

export interface PreflightOptions {
  arch?: string;
  env?: NodeJS.ProcessEnv;
  /** Skip tool checks for what is already cached (the action's measure steps). */
  needBuildTools?: boolean;
  /** The GNU time every server runs under (default /usr/bin/time). */
  timeBinary?: string;
}

const GNU_TIME_PACKAGE = 'GNU time (Debian/Ubuntu package "time")';

/** What keeps `path` from being the GNU time a cell runs under, or undefined when it is. */
async function gnuTimeProblem(path: string): Promise<string | undefined> {
  const install = `install ${GNU_TIME_PACKAGE}`;
  let info;
  try {
    info = await stat(path);
  } catch {
    return `${path} is required but does not exist (${install})`;
  }
  if (!info.isFile())
    return `${path} exists but is not a regular file (${info.isDirectory() ? 'a directory' : 'a device, socket or pipe'}); it must be GNU time (${install})`;
  try {
    await access(path, constants.X_OK);
  } catch {
    return `${path} exists but is not executable; it must be GNU time (${install})`;
  }
  try {
    await assertGnuTime(path); // runs `<path> --version`: only GNU time writes the -v report the RSS comes from
  } catch (e) {
    return `${(e as Error).message} (${install})`;
  }
  return undefined;
}

/** A readable regular file (the same answer reading it would give, without reading megabytes). */
async function readableFile(path: string): Promise<boolean> {
  try {
    if (!(await stat(path)).isFile()) return false;
    await access(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

async function onPath(command: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (command.startsWith('/')) return readableFile(command);
  for (const dir of (env.PATH ?? '').split(':').filter(Boolean))
    if (await readableFile(join(dir, command))) return true;
  return false;
}

function crossTargetOf(variant: Parameters<typeof buildMode>[0], arch: string) {
  try {
    const mode = buildMode(variant, arch);
    return mode.kind === 'cross' ? mode.target : undefined;
  } catch {
    return undefined; // an unknown target is reported by variantProblems
  }
}

/** Everything that can be checked before work starts: impossible variants, tools, disk. */
export async function preflight(ctx: StudyContext, options: PreflightOptions = {}): Promise<string[]> {
  const env = options.env ?? process.env;
  const arch = options.arch ?? process.arch;
  const problems = variantProblems(
    ctx.spec.candidates.map((c) => ({
      ...ctx.spec.builds.find((b) => b.label === c.build)!,
      candidateId: c.id,
    })),
    arch,
  );
  const timeProblem = await gnuTimeProblem(options.timeBinary ?? DEFAULT_TIME_BINARY);
  if (timeProblem) problems.push(timeProblem);
  const tools: [string, string][] = [];
  if (options.needBuildTools !== false) {
    tools.push(
      ['cmake', 'cmake'],
      ['git', 'git'],
      ['ninja', 'ninja-build'],
      [env.CXX ?? 'c++', 'a C++ compiler (g++)'],
    );
    if (ctx.spec.source.kind === 'npm-bundle') tools.push(['npm', 'npm']);
  }
  // Foreign-target builds need the target's cross tools to build and its emulator to run.
  const crossTargets = new Map<string, NonNullable<ReturnType<typeof crossTargetOf>>>();
  for (const b of ctx.spec.builds) {
    const target = crossTargetOf(b, arch);
    if (target && ctx.spec.candidates.some((c) => c.build === b.label))
      crossTargets.set(target.triple, target);
  }
  for (const target of crossTargets.values()) {
    const pkgs = target.packages.join(' ');
    if (options.needBuildTools !== false)
      for (const tool of ['gcc', 'g++', 'nm', 'readelf'])
        tools.push([`${target.toolPrefix}${tool}`, `${target.triple} cross tools: ${pkgs}`]);
    tools.push([target.emulator, `the ${target.triple} emulator: ${pkgs}`]);
    tools.push([`${target.sysroot}/lib/libc.so.6`, `the ${target.triple} libraries: ${pkgs}`]);
  }
  for (const [tool, pkg] of tools)
    if (!(await onPath(tool, env)))
      problems.push(`${tool} is required but was not found on PATH (install ${pkg})`);
  return problems;
}

/** Free space a study needs (docs/cli.md): conservative, checked before any build or download. */
export const DISK_ESTIMATE = {
  /** One llama.cpp build tree plus the source checkout, in the cache directory. */
  buildBytes: 1.5 * 2 ** 30,
  /** Logs, load evaluations and evidence of one server configuration, in the work directory. */
  perConfigurationBytes: 16 * 2 ** 20,
} as const;

async function existingAncestor(path: string): Promise<string> {
  let dir = resolve(path);
  for (;;) {
    try {
      if ((await stat(dir)).isDirectory()) return dir;
    } catch {
      // keep walking up
    }
    const up = dirname(dir);
    if (up === dir) return dir;
    dir = up;
  }
}

/** Compares statfs free space of the cache and work directories with DISK_ESTIMATE. */
export async function diskProblems(ctx: StudyContext, cacheDir: string, workDir: string): Promise<string[]> {
  // Only downloads take cache space: a local path is used in place, a cached model is already there.
  let modelBytes = 0;
  const counted = new Set<string>();
  for (const c of ctx.spec.candidates) {
    if (c.model.kind !== 'url' || counted.has(c.model.sha256)) continue;
    counted.add(c.model.sha256);
    const cached = await stat(modelCachePath(cacheDir, c.model.sha256)).catch(() => null);
    if (cached?.size !== c.model.sizeBytes) modelBytes += c.model.sizeBytes;
  }
  const configurations =
    performanceRuns(ctx.plan, ctx.spec.basePort).length + qualityRuns(ctx.plan, ctx.spec.basePort).length;
  const needs = [
    {
      what: `the cache directory ${cacheDir}`,
      dir: await existingAncestor(cacheDir),
      bytes: DISK_ESTIMATE.buildBytes + modelBytes,
      why: `a build (${(DISK_ESTIMATE.buildBytes / 2 ** 30).toFixed(1)} GiB) and the models to download (${(modelBytes / 2 ** 30).toFixed(1)} GiB)`,
    },
    {
      what: `the work directory ${workDir}`,
      dir: await existingAncestor(workDir),
      bytes: configurations * DISK_ESTIMATE.perConfigurationBytes,
      why: `${configurations} server configurations × ${DISK_ESTIMATE.perConfigurationBytes / 2 ** 20} MiB of evidence`,
    },
  ];
  const problems: string[] = [];
  const devices = await Promise.all(needs.map(async (n) => (await stat(n.dir)).dev));
  for (const [i, n] of needs.entries()) {
    const fs = await statfs(n.dir);
    const free = fs.bavail * fs.bsize;
    // Both on one file system: each must fit next to the other.
    const shared = needs.reduce((sum, m, j) => sum + (devices[j] === devices[i] ? m.bytes : 0), 0);
    if (free < shared)
      problems.push(
        `only ${(free / 2 ** 30).toFixed(2)} GiB free for ${n.what}; the study needs about ${(shared / 2 ** 30).toFixed(2)} GiB there (${n.why}${shared > n.bytes ? ', sharing its file system with the other directory' : ''})`,
      );
  }
  return problems;
}

function within(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}

/** The work and cache directories are created when missing, but an existing non-directory is an error. */
export async function directoryProblems(dirs: Record<string, string>): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, path] of Object.entries(dirs)) {
    const st = await stat(path).catch(() => null);
    if (st && !st.isDirectory()) problems.push(`the ${what} ${path} exists and is not a directory`);
  }
  return problems;
}

/** prepare wipes <work-dir>/bundle and rewrites prepared.json: neither may hold an input. */
export function workDirProblems(ctx: StudyContext, paths: { bundle: string; prepared: string }): string[] {
  // An authored plan's derived documents live in memory at its own path: each file is checked once.
  const files = [ctx.authoredFile ?? ctx.specFile, ctx.planFile, ctx.loadPlanFile, ctx.suiteFile];
  const inputs = files.filter((f, i) => files.findIndex((g) => resolve(g.path) === resolve(f.path)) === i);
  const problems: string[] = [];
  for (const f of inputs) {
    if (within(paths.bundle, resolve(f.path)) || resolve(f.path) === paths.prepared)
      problems.push(
        `${f.display} lies inside the work directory's ${within(paths.bundle, resolve(f.path)) ? 'bundle folder' : 'prepared.json'}, which the study writes (or a fresh one moves aside); copy the plan files elsewhere or choose another --work-dir`,
      );
  }
  return problems;
}
