// Assembly (spec §9): read every input file strictly, then derive the study (derive.ts) from them.
import { fail, InputError } from '../core/errors.js';
import { sha256Hex } from '../core/hashing.js';
import { decodeUtf8Strict } from '../core/json.js';
import { parseLoadPlan, type LoadPlan } from '../plan/load-plan.js';
import { parseCapacityPlan } from '../plan/plan.js';
import { performanceRuns, qualityRuns } from '../plan/schedule.js';
import { countKleidiaiMarkers } from '../measurement/server-log.js';
import { validateDocument } from '../core/schema-validation.js';
import { parsePeakRssKib, peakRssMib } from '../measurement/time-report.js';
import { parseJsonInput, type InputFile } from '../core/json-input.js';
import { deriveStudy, type AssemblyResult, type RunEvidence } from './derive.js';

export interface AssemblyInputs {
  plan: InputFile;
  loadPlan: InputFile;
  manifest: InputFile;
  loads: Map<string, InputFile>;
  rss: Map<string, InputFile>;
  serverLogs: Map<string, InputFile>;
  quality: Map<string, InputFile>;
  /** `rate-search.json` of each run cell, by run label (plans with `open_loop` only). */
  rateSearches?: Map<string, InputFile>;
}

function checkLabelSet(kind: string, given: Map<string, InputFile>, expected: string[]): void {
  const keys = [...given.keys()];
  const missing = expected.filter((l) => !given.has(l)).sort();
  const unknown = keys.filter((l) => !expected.includes(l)).sort();
  if (missing.length || unknown.length) {
    throw new InputError(
      `${kind} inputs do not match the plan's labels (missing: ${missing.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'})`,
    );
  }
}

function checkDistinctFiles(inputs: AssemblyInputs): void {
  const all = [
    inputs.plan,
    inputs.loadPlan,
    inputs.manifest,
    ...inputs.loads.values(),
    ...inputs.rss.values(),
    ...inputs.serverLogs.values(),
    ...inputs.quality.values(),
    ...(inputs.rateSearches?.values() ?? []),
  ];
  const seen = new Map<string, string>();
  for (const f of all) {
    const key = f.path.toLowerCase();
    const prior = seen.get(key);
    if (prior !== undefined) throw new InputError(`the same file is given twice (${prior} and ${f.path})`);
    seen.set(key, f.path);
  }
}

function readRss(input: InputFile): RunEvidence['rss'] {
  let text: string;
  try {
    text = decodeUtf8Strict(input.bytes);
  } catch {
    return fail('GNU time report is not valid UTF-8', input.path);
  }
  let kib: number;
  try {
    kib = parsePeakRssKib(text, input.path);
  } catch (e) {
    return fail((e as Error).message.replace(`${input.path}: `, ''), input.path);
  }
  return { mib: peakRssMib(kib), sha256: sha256Hex(input.bytes), path: input.path };
}

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Parsing JSON takes 10-20 times its size in memory, and assembly holds every parsed input at once,
 * so each JSON input is bounded before it is parsed (artifact sizes bound bytes on disk, not this):
 * plan, load plan and manifest are small documents; a load evaluation holds one sample per request
 * of its cell (about 0.5 KiB, at most 4 KiB with a 512-character error escaped); a quality file
 * holds at most 100 cases with their prompts and answers. All JSON inputs together stay within
 * MAX_JSON_INPUT_BYTES, which keeps the parsed study well inside a 7 GB runner.
 */
export const JSON_INPUT_BOUNDS: JsonInputBounds = {
  document: 4 * MiB,
  quality: 16 * MiB,
  loadEvaluation: 32 * MiB,
  total: 128 * MiB,
};

export interface JsonInputBounds {
  readonly document: number;
  readonly quality: number;
  readonly loadEvaluation: number;
  readonly total: number;
}

/** The largest load-evaluation.json a cell of this load plan can legitimately write. */
export function loadEvaluationBound(loadPlan: LoadPlan, bounds = JSON_INPUT_BOUNDS): number {
  const prompts = loadPlan.prompts.reduce((sum, p) => sum + 6 * p.length + 256, 0);
  const perLevel =
    4 * KiB + (loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level) * 4 * KiB;
  return Math.min(bounds.loadEvaluation, 64 * KiB + prompts + loadPlan.concurrency_levels.length * perLevel);
}

/** Refuses a JSON input above `limit` bytes, or one that would take the total above its bound. */
function checkJsonSize(
  file: InputFile,
  limit: number,
  what: string,
  budget: { used: number; total: number },
): void {
  if (file.bytes.length > limit)
    fail(`is ${file.bytes.length} bytes; a ${what} is at most ${limit} bytes under this plan`, file.path);
  budget.used += file.bytes.length;
  if (budget.used > budget.total)
    fail(`the study's JSON inputs exceed ${budget.total} bytes together (reached at this file)`, file.path);
}

/** Assembles `capacity-study.json` from artifact files (§9). Throws InputError on any violation. */
export function assembleStudy(
  inputs: AssemblyInputs,
  bounds: JsonInputBounds = JSON_INPUT_BOUNDS,
): AssemblyResult {
  checkDistinctFiles(inputs);
  const budget = { used: 0, total: bounds.total };
  for (const [file, what] of [
    [inputs.plan, 'capacity plan'],
    [inputs.loadPlan, 'load plan'],
    [inputs.manifest, 'manifest'],
  ] as const)
    checkJsonSize(file, bounds.document, what, budget);
  const planFile = parseJsonInput(inputs.plan);
  validateDocument('capacity-plan', planFile.value, inputs.plan.path);
  const plan = parseCapacityPlan(planFile.value, inputs.plan.path);
  const loadPlanFile = parseJsonInput(inputs.loadPlan);
  validateDocument('load-plan', loadPlanFile.value, inputs.loadPlan.path);
  const loadPlan = parseLoadPlan(loadPlanFile.value, inputs.loadPlan.path);
  const runLabels = performanceRuns(plan).map((r) => r.label);
  checkLabelSet('load', inputs.loads, runLabels);
  checkLabelSet('rss', inputs.rss, runLabels);
  checkLabelSet('server-log', inputs.serverLogs, runLabels);
  checkLabelSet(
    'quality',
    inputs.quality,
    qualityRuns(plan).map((q) => q.label),
  );
  const loadBound = loadEvaluationBound(loadPlan, bounds);
  for (const label of runLabels)
    checkJsonSize(inputs.loads.get(label)!, loadBound, 'load evaluation', budget);
  for (const file of inputs.quality.values())
    checkJsonSize(file, bounds.quality, 'quality evaluation', budget);
  const manifestFile = parseJsonInput(inputs.manifest);
  const runs = new Map<string, RunEvidence>();
  for (const label of runLabels) {
    const log = inputs.serverLogs.get(label)!;
    runs.set(label, {
      load: parseJsonInput(inputs.loads.get(label)!),
      rss: readRss(inputs.rss.get(label)!),
      log: { markers: countKleidiaiMarkers(log.bytes), sha256: sha256Hex(log.bytes), path: log.path },
    });
  }
  const quality = new Map([...inputs.quality].map(([label, f]) => [label, parseJsonInput(f)]));
  const searches = inputs.rateSearches ?? new Map<string, InputFile>();
  if (plan.open_loop !== undefined) checkLabelSet('rate-search', searches, runLabels);
  for (const file of searches.values()) checkJsonSize(file, bounds.document, 'rate search history', budget);
  const rateSearches = new Map([...searches].map(([label, f]) => [label, parseJsonInput(f)]));
  return deriveStudy({
    plan: { plan, sha256: planFile.sha256 },
    loadPlan: { plan: loadPlan, sha256: loadPlanFile.sha256, path: inputs.loadPlan.path },
    manifest: manifestFile,
    runs,
    quality,
    rateSearches,
  });
}
