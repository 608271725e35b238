// Everything a study needs before it starts: the run spec, the plans it names, and the checks that
// must pass before any build, download or measurement (fail early, name the file and field).
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { KLEIDIAI_V1_24_0_SOURCE, variantProblems } from '../domain/build-key.js';
import { InputError } from '../domain/errors.js';
import type { JsonValue } from '../domain/json.js';
import { readJsonFile } from '../domain/assemble.js';
import { parseLoadPlan, type LoadPlan } from '../domain/load-plan.js';
import { parseCapacityPlan, sloEquals, type CapacityPlan } from '../domain/plan.js';
import { parseEvaluationSuite, type EvaluationSuite } from '../domain/quality.js';
import { validateDocument } from '../domain/schema-validation.js';
import { canonicalPins, checkSpecAgainstPlan, parseRunSpec, type RunSpec } from '../domain/run-spec.js';

export interface LoadedFile {
  path: string;
  display: string;
  bytes: Uint8Array;
  sha256: string;
  value: JsonValue;
}

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
}

export async function loadJsonFile(path: string, display: string): Promise<LoadedFile> {
  const bytes = await readInputFile(path, display);
  return { ...readJsonFile({ path: display, bytes }), path, display, bytes };
}

/** Reads and cross-checks the run spec, capacity plan, load plan and suite. */
export async function loadStudyContext(specPath: string, cwd: string): Promise<StudyContext> {
  const absSpec = resolve(cwd, specPath);
  const specFile = await loadJsonFile(absSpec, specPath);
  const spec = parseRunSpec(specFile.value, specPath, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
  const rel = (p: string) => join(dirname(specPath), p);
  const planFile = await loadJsonFile(
    join(dirname(absSpec), spec.capacityPlanPath),
    rel(spec.capacityPlanPath),
  );
  validateDocument('capacity-plan', planFile.value, planFile.display);
  const plan = parseCapacityPlan(planFile.value, planFile.display);
  const loadPlanFile = await loadJsonFile(join(dirname(absSpec), spec.loadPlanPath), rel(spec.loadPlanPath));
  validateDocument('load-plan', loadPlanFile.value, loadPlanFile.display);
  const loadPlan = parseLoadPlan(loadPlanFile.value, loadPlanFile.display);
  const suiteFile = await loadJsonFile(
    join(dirname(absSpec), spec.evaluationSuitePath),
    rel(spec.evaluationSuitePath),
  );
  validateDocument('evaluation-suite', suiteFile.value, suiteFile.display);
  const suite = parseEvaluationSuite(suiteFile.value, suiteFile.display);

  if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256) {
    throw new InputError(
      `pins.load_plan_sha256 is ${plan.pins.load_plan_sha256} but ${loadPlanFile.display} hashes to ${loadPlanFile.sha256}`,
      planFile.display,
      '/pins/load_plan_sha256',
    );
  }
  if (suiteFile.sha256 !== plan.pins.evaluation_suite_sha256) {
    throw new InputError(
      `pins.evaluation_suite_sha256 is ${plan.pins.evaluation_suite_sha256} but ${suiteFile.display} hashes to ${suiteFile.sha256}`,
      planFile.display,
      '/pins/evaluation_suite_sha256',
    );
  }
  if (!sloEquals(loadPlan.slo, plan.load_slo))
    throw new InputError(
      'load plan SLO does not match the predeclared capacity SLO (/load_slo)',
      loadPlanFile.display,
      '/slo',
    );
  if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(',')) {
    throw new InputError(
      `concurrency_levels must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`,
      loadPlanFile.display,
      '/concurrency_levels',
    );
  }
  checkSpecAgainstPlan(spec, plan, specPath, planFile.display);
  const pins = canonicalPins(spec, plan);
  if (pins.lockSha256 !== plan.pins.canonical_evidence_lock_sha256) {
    throw new InputError(
      `must be ${pins.lockSha256} (the canonical command lock this run spec produces; run 'paretopilot-capacity pins')`,
      planFile.display,
      '/pins/canonical_evidence_lock_sha256',
    );
  }
  if (pins.releaseSha256 !== plan.pins.canonical_release_sha256) {
    throw new InputError(
      `must be ${pins.releaseSha256} (the release identity this run spec produces; run 'paretopilot-capacity pins')`,
      planFile.display,
      '/pins/canonical_release_sha256',
    );
  }
  return { specPath: absSpec, spec, specFile, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile };
}

export interface PreflightOptions {
  arch?: string;
  env?: NodeJS.ProcessEnv;
  /** Skip tool checks for what is already cached (the action's measure steps). */
  needBuildTools?: boolean;
}

async function onPath(command: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (command.startsWith('/')) {
    try {
      await readFile(command);
      return true;
    } catch {
      return false;
    }
  }
  for (const dir of (env.PATH ?? '').split(':').filter(Boolean)) {
    try {
      await readFile(join(dir, command));
      return true;
    } catch {
      // keep looking
    }
  }
  return false;
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
  const tools: [string, string][] = [['/usr/bin/time', 'GNU time (Debian/Ubuntu package "time")']];
  if (options.needBuildTools !== false) {
    tools.push(
      ['cmake', 'cmake'],
      ['git', 'git'],
      ['ninja', 'ninja-build'],
      [env.CXX ?? 'c++', 'a C++ compiler (g++)'],
    );
    if (ctx.spec.source.kind === 'npm-bundle') tools.push(['npm', 'npm']);
  }
  for (const [tool, pkg] of tools)
    if (!(await onPath(tool, env)))
      problems.push(`${tool} is required but was not found on PATH (install ${pkg})`);
  return problems;
}
