// Discovers a bundle's assembly inputs from its plan (the layout itself: domain/bundle/bundle-layout.ts).
import type { AssemblyInputs } from '../../domain/study/assemble.js';
import { parseJsonInput, type InputFile } from '../../domain/core/json-input.js';
import { InputError } from '../../domain/core/errors.js';
import { parseCapacityPlan, type CapacityPlan } from '../../domain/plan/plan.js';
import { performanceRuns, qualityRuns } from '../../domain/plan/schedule.js';
import {
  BUNDLE_FILES,
  LOAD_FILE,
  PLAN_FILE,
  QUALITY_FILES,
  RATE_SEARCH_FILE,
  SERVER_FILES,
  qualityFile,
  runFile,
} from '../../domain/bundle/bundle-layout.js';
import { bundlePath, listBundleFiles, readInputFile } from './bundle-files.js';

async function input(root: string, rel: string): Promise<InputFile> {
  return { path: rel, bytes: await readInputFile(bundlePath(root, rel), rel) };
}

async function readPlanInput(root: string): Promise<{ file: InputFile; plan: CapacityPlan }> {
  const file = await input(root, PLAN_FILE);
  return { file, plan: parseCapacityPlan(parseJsonInput(file).value, file.path) };
}

export async function readBundlePlan(root: string): Promise<CapacityPlan> {
  return (await readPlanInput(root)).plan;
}

/** Discovers the assembly inputs of a bundle; unknown run/quality folders are errors. */
export async function discoverBundle(root: string): Promise<{ plan: CapacityPlan; inputs: AssemblyInputs }> {
  const { file: planFile, plan } = await readPlanInput(root);
  const runs = performanceRuns(plan);
  const quality = qualityRuns(plan);
  const files = await listBundleFiles(root);
  const knownRuns = new Set(runs.map((r) => r.label));
  const knownQuality = new Set(quality.map((q) => q.label));
  const unknown = new Set<string>();
  for (const f of files) {
    const m = /^runs\/([^/]+\/[^/]+\/[^/]+)\//.exec(f) ?? /^runs\/(.*)$/.exec(f);
    if (f.startsWith('runs/') && (!m || !knownRuns.has(m[1])))
      unknown.add(f.split('/').slice(0, 4).join('/'));
    const q = /^quality\/([^/]+\/[^/]+)\//.exec(f) ?? /^quality\/(.*)$/.exec(f);
    if (f.startsWith('quality/') && (!q || !knownQuality.has(q[1])))
      unknown.add(f.split('/').slice(0, 3).join('/'));
  }
  if (unknown.size) {
    throw new InputError(
      `bundle contains folders for labels the plan does not declare: ${[...unknown].sort().join(', ')}`,
    );
  }
  const map = async (labels: string[], path: (l: string) => string) =>
    new Map(await Promise.all(labels.map(async (l) => [l, await input(root, path(l))] as const)));
  const runLabels = runs.map((r) => r.label);
  return {
    plan,
    inputs: {
      plan: planFile,
      loadPlan: await input(root, BUNDLE_FILES.loadPlan),
      manifest: await input(root, BUNDLE_FILES.manifest),
      loads: await map(runLabels, (l) => runFile(l, LOAD_FILE)),
      rss: await map(runLabels, (l) => runFile(l, SERVER_FILES.time)),
      serverLogs: await map(runLabels, (l) => runFile(l, SERVER_FILES.stderr)),
      quality: await map(
        quality.map((q) => q.label),
        (l) => qualityFile(l, QUALITY_FILES.evidence),
      ),
      ...(plan.open_loop === undefined
        ? {}
        : { rateSearches: await map(runLabels, (l) => runFile(l, RATE_SEARCH_FILE)) }),
    },
  };
}
