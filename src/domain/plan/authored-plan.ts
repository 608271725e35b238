// The authored plan (docs/plans.md): one capacity.json that states each fact of a study once,
// checked against schemas/capacity.schema.json, and the four documents a study runs from (run spec,
// capacity plan, load plan, evaluation suite) derived from it with the pins the tool computes.
// cohesive: the authored format's one reader, its problems, and each document derived from it.
import type { KleidiaiSourceSpec } from '../build/kleidiai.js';
import { InputError, SchemaError } from '../core/errors.js';
import { Field } from '../core/fields.js';
import { contentSha256 } from '../core/hashing.js';
import { escapePointerToken, float, isJsonObject, type JsonObject, type JsonValue } from '../core/json.js';
import { validateDocument } from '../core/schema-validation.js';
import { suggestedKey } from './authored-keys.js';
import {
  ALTERNATIVE_ROLE,
  parseCapacityPlan,
  REFERENCE_ROLE,
  SELECTION_OBJECTIVE,
  TIE_BREAKERS,
} from './plan.js';
import { canonicalPins, parseRunSpec } from './run-spec.js';

/** The value of the `format` key that marks an authored plan. */
export const AUTHORED_PLAN_FORMAT = 'paretopilot-capacity/plan-2';

/** File names the derived run spec gives its documents (and the bundle stores them under). */
export const DERIVED_FILE_NAMES = {
  runSpec: 'capacity-run.json',
  plan: 'capacity-plan.json',
  loadPlan: 'load-plan.json',
  suite: 'evaluation-suite.json',
} as const;

export type DerivedKind = keyof typeof DERIVED_FILE_NAMES;

/** The neutral values of what only the published study sets by hand. */
export const DERIVED_CANONICAL_EVIDENCE = { run_id: 'local', release_tag: 'unreleased' } as const;

export const AUTHORED_DEFAULTS = {
  perSlotContextTokens: 2048,
  outputTokens: 64,
  warmupRequestsPerLevel: 2,
  minMeasuredRequestsPerLevel: 32,
  timeoutSeconds: 60,
  minCompletionRate: 1,
  throughputSpreadPercent: 25,
  e2eSpreadPercent: 35,
  qualityRetention: 0.95,
  objectiveTolerancePercent: 1,
  suiteId: 'quality-suite',
  suiteLicense: 'unspecified',
  performance: { generationTokens: 64, repetitions: 5, warmups: 1 },
  prompts: [
    'Explain in two concise sentences why measured latency and memory evidence should be reviewed together.',
    'Summarize this deployment note: the service must keep tail latency within its declared limit.',
    'Describe how a reproducible benchmark helps an honest deployment decision.',
  ],
} as const;

const ZERO_SHA256 = '0'.repeat(64);
/** The most measured requests per level a plan allows (the schema's maximum too). */
export const MAX_MEASURED_REQUESTS = 256;

/** Whether `value` is an authored plan (it has the `format` marker key; its value is checked later). */
export function isAuthoredPlan(value: JsonValue): boolean {
  return isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, 'format');
}

/** The label a derived document's problems name until they are mapped back to the authored file. */
export function derivedLabel(authoredFile: string, kind: DerivedKind): string {
  return `${authoredFile} (derived ${DERIVED_FILE_NAMES[kind]})`;
}

const at = (...tokens: string[]) => tokens.map((t) => `/${escapePointerToken(t)}`).join('');

const objectAt = (value: JsonValue, key: string): JsonObject | undefined => {
  const v = isJsonObject(value) ? value[key] : undefined;
  return isJsonObject(v) ? v : undefined;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Default measured requests per level: the smallest multiple of every level that is at least 32. */
export function defaultMeasuredRequests(levels: readonly number[]): number {
  const lcm = levels.reduce((m, l) => (m / gcd(m, l)) * l, 1);
  return lcm * Math.max(1, Math.ceil(AUTHORED_DEFAULTS.minMeasuredRequestsPerLevel / lcm));
}

/** The forward pass's run order: `grid.candidate_order`, else the candidate ids sorted. */
function runOrder(value: JsonValue): string[] {
  const candidates = Object.keys(objectAt(value, 'candidates') ?? {});
  const order = objectAt(value, 'grid')?.candidate_order;
  if (Array.isArray(order)) return order.filter((id): id is string => typeof id === 'string');
  return [...candidates].sort();
}

/**
 * Every problem of an authored plan on its own, each naming `file` and a JSON pointer into it: the
 * schema (shape, types, patterns, key typos) and the references between its parts (a candidate's
 * build and model, the run order, the reference candidate, ascending levels).
 */
export function authoredPlanProblems(value: JsonValue, file: string): InputError[] {
  const problems: InputError[] = [];
  // The schema's `not` (quality and quality_suite exclude each other) fails as "must NOT be valid" at
  // the root; the check below says it in words, so `check` and `run` show that one message.
  const bothSuites = isJsonObject(value) && value.quality !== undefined && value.quality_suite !== undefined;
  try {
    validateDocument('capacity', value, file);
  } catch (e) {
    if (!(e instanceof SchemaError)) throw e;
    // A misspelt key is answered with the key it most likely meant.
    const errors = e.errors
      .filter((x) => !(bothSuites && x.pointer === '' && x.message === 'must NOT be valid'))
      .map((x) => {
        const meant = x.message === 'is not an allowed key' ? suggestedKey(x.pointer) : undefined;
        return meant ? { ...x, message: `${x.message} (did you mean "${meant}"?)` } : x;
      });
    if (errors.length > 0) problems.push(new SchemaError(file, errors));
  }
  if (!isJsonObject(value)) return problems;
  const problem = (message: string, pointer: string) => problems.push(new InputError(message, file, pointer));
  const builds = Object.keys(objectAt(value, 'builds') ?? {});
  const models = Object.keys(objectAt(value, 'models') ?? {});
  const candidates = objectAt(value, 'candidates') ?? {};
  const ids = Object.keys(candidates);
  for (const id of ids) {
    const c = candidates[id];
    if (!isJsonObject(c)) continue;
    for (const [key, declared, under] of [
      ['build', builds, 'builds'],
      ['model', models, 'models'],
    ] as const) {
      const name = c[key];
      if (typeof name === 'string' && !declared.includes(name))
        problem(
          `${key} ${JSON.stringify(name)} is not declared under /${under} (declared: ${declared.join(', ') || 'none'})`,
          at('candidates', id, key),
        );
    }
  }
  const grid = objectAt(value, 'grid');
  for (const key of ['server_parallel', 'client_concurrency']) {
    const levels = grid?.[key];
    if (!Array.isArray(levels) || !levels.every((l) => typeof l === 'number')) continue;
    if (levels.some((l, i) => i > 0 && l <= (levels[i - 1] as number)))
      problem(`must be strictly ascending (found [${levels.join(', ')}])`, at('grid', key));
  }
  const order = grid?.candidate_order;
  if (Array.isArray(order)) {
    const missing = ids.filter((id) => !order.includes(id));
    const unknown = order.filter((id) => typeof id === 'string' && !ids.includes(id));
    if (missing.length || unknown.length)
      problem(
        `must list every candidate id once${missing.length ? `; missing ${missing.join(', ')}` : ''}${unknown.length ? `; not a candidate: ${unknown.join(', ')}` : ''}`,
        at('grid', 'candidate_order'),
      );
  }
  const reference = objectAt(value, 'gates')?.reference;
  if (typeof reference === 'string' && !ids.includes(reference))
    problem(
      `candidate ${JSON.stringify(reference)} is not declared under /candidates (declared: ${ids.join(', ')})`,
      at('gates', 'reference'),
    );
  if (value.quality !== undefined && value.quality_suite !== undefined)
    problem('give either an inline quality block or a quality_suite file, not both', at('quality_suite'));
  const load = objectAt(value, 'load');
  const clientLevels = grid?.client_concurrency;
  if (
    load?.measured_requests_per_level === undefined &&
    Array.isArray(clientLevels) &&
    clientLevels.length > 0 &&
    clientLevels.every((l) => typeof l === 'number' && Number.isInteger(l) && l > 0) &&
    defaultMeasuredRequests(clientLevels as number[]) > MAX_MEASURED_REQUESTS
  )
    problem(
      `the default (${defaultMeasuredRequests(clientLevels as number[])}, the smallest multiple of every client concurrency that is at least 32) exceeds ${MAX_MEASURED_REQUESTS}: set load.measured_requests_per_level, or choose client concurrencies with a smaller common multiple`,
      at('load', 'measured_requests_per_level'),
    );
  return problems;
}

export interface DerivedDocuments {
  runSpec: JsonObject;
  plan: JsonObject;
  loadPlan: JsonObject;
  suite: JsonObject;
  /** Candidate id → the model name under /models it serves (maps derived pointers back). */
  candidateModels: Record<string, string>;
  /** Candidate ids in run order (the derived plan's candidate array). */
  order: string[];
  /** The suite came from `quality` (its pointers map back), not from a `quality_suite` file. */
  inlineSuite: boolean;
}

/** A member of an object that may itself be absent (absent members read as undefined). */
function child(f: Field, key: string): Field {
  return f.value === undefined
    ? new Field(undefined, `${f.pointer}/${escapePointerToken(key)}`, f.file)
    : f.get(key);
}

const numberOr = (f: Field, fallback: number) => float(f.value === undefined ? fallback : f.num());
const rawOr = (f: Field, fallback: JsonValue) => (f.value === undefined ? fallback : f.raw());

/** A model as the run spec reads it, the manifest's identity filled in from the pinned file. */
function runSpecModel(m: Field): JsonObject {
  const o = m.object();
  if (o.fixture !== undefined) return { fixture: m.get('fixture').str() };
  const source = o.url !== undefined ? m.get('url').str() : m.get('path').str();
  const lastSegment = source.split(/[?#]/)[0].split(/[\\/]/).pop() ?? '';
  const filename = o.filename !== undefined ? m.get('filename').str() : lastSegment;
  const out: JsonObject = {
    // Both keys when both are given: the run spec's reader refuses that, in the one message it has.
    ...(o.url !== undefined ? { url: source } : {}),
    ...(o.path !== undefined ? { path: m.get('path').str() } : {}),
    sha256: m.get('sha256').str(),
    size_bytes: m.get('size_bytes').raw(),
    filename,
    family: o.family !== undefined ? m.get('family').str() : filename.replace(/\.gguf$/, '') || filename,
  };
  for (const key of ['repository', 'revision']) if (o[key] !== undefined) out[key] = m.get(key).str();
  return out;
}

/**
 * The four documents of an authored plan that has no problem (`authoredPlanProblems`), as JSON
 * values with their pins computed (content hashes; the canonical command pins as `pins` computes
 * them). `suite` is the parsed `quality_suite` file when the plan names one. A problem only the
 * derived documents show is thrown naming `derivedLabel(file, kind)`.
 */
export function deriveAuthoredDocuments(
  value: JsonValue,
  file: string,
  options: { kleidiai: KleidiaiSourceSpec; suite?: JsonValue },
): DerivedDocuments {
  const root = new Field(value, '', file);
  const order = runOrder(value);
  const candidates = child(root, 'candidates');
  const candidateModels = Object.fromEntries(order.map((id) => [id, candidates.get(id).get('model').str()]));

  const runSpec = derivedRunSpec(root, order, candidateModels);
  const sloDoc = derivedSlo(root);
  const loadPlan = derivedLoadPlan(root, sloDoc);
  const { suite, inlineSuite } = derivedSuite(root, file, options.suite);
  const { plan, planCandidates, pinsDoc } = derivedPlan(root, order, { loadPlan, suite, sloDoc });
  // The command pins are what the derived run spec produces; both are read exactly as a stage reads them.
  const spec = parseRunSpec(runSpec, derivedLabel(file, 'runSpec'), { kleidiai: options.kleidiai });
  const pins = canonicalPins(spec, parseCapacityPlan(withoutOpenLoop(plan), derivedLabel(file, 'plan')));
  pins.candidates.forEach((p, i) => {
    planCandidates[i].canonical_server_command_sha256 = p.canonical_server_command_sha256;
    planCandidates[i].canonical_server_argv_sha256 = p.canonical_server_argv_sha256;
  });
  pinsDoc.canonical_evidence_lock_sha256 = pins.lockSha256;
  pinsDoc.canonical_release_sha256 = pins.releaseSha256;
  return { runSpec, plan, loadPlan, suite, candidateModels, order, inlineSuite };
}

/** The run spec: builds and llama.cpp as authored, each candidate's build, model and server args. */
function derivedRunSpec(root: Field, order: string[], candidateModels: Record<string, string>): JsonObject {
  const candidates = child(root, 'candidates');
  const models = child(root, 'models');
  const builds = child(root, 'builds');
  const runSpec: JsonObject = {
    schema_version: '1.0',
    capacity_plan: DERIVED_FILE_NAMES.plan,
    load_plan: DERIVED_FILE_NAMES.loadPlan,
    evaluation_suite: DERIVED_FILE_NAMES.suite,
    llama_cpp: child(root, 'llama_cpp').raw(),
    builds: builds.raw(),
    candidates: Object.fromEntries(
      order.map((id) => {
        const c = candidates.get(id);
        return [
          id,
          {
            build: c.get('build').str(),
            model: runSpecModel(models.get(candidateModels[id])),
            server_args: rawOr(child(c, 'server_args'), []),
          },
        ];
      }),
    ),
    canonical_evidence: { ...DERIVED_CANONICAL_EVIDENCE },
  };
  for (const key of ['base_port', 'host', 'mirror_dirs', 'timeouts'])
    if (root.get(key).value !== undefined) runSpec[key] = root.get(key).raw();
  return runSpec;
}

/** The load SLO, shared by the load plan and the capacity plan. */
function derivedSlo(root: Field): JsonObject {
  const slo = child(root, 'slo');
  const ttft = child(slo, 'max_ttft_ms_p95');
  return {
    min_completion_rate: numberOr(child(slo, 'min_completion_rate'), AUTHORED_DEFAULTS.minCompletionRate),
    max_ttft_ms_p95: ttft.value === undefined || ttft.value === null ? null : float(ttft.num()),
    max_e2e_latency_ms_p95: float(slo.get('max_e2e_latency_ms_p95').num()),
  };
}

/** The load plan: prompts, token and request counts (defaults where not authored), the SLO. */
function derivedLoadPlan(root: Field, sloDoc: JsonObject): JsonObject {
  const grid = child(root, 'grid');
  const clientLevels = grid.get('client_concurrency').ints();
  const load = child(root, 'load');
  const prompts = child(load, 'prompts');
  return {
    schema_version: '1.0',
    prompts: rawOr(prompts, [...AUTHORED_DEFAULTS.prompts]),
    output_tokens: rawOr(child(load, 'output_tokens'), AUTHORED_DEFAULTS.outputTokens),
    warmup_requests_per_level: rawOr(
      child(load, 'warmup_requests_per_level'),
      AUTHORED_DEFAULTS.warmupRequestsPerLevel,
    ),
    measured_requests_per_level: rawOr(
      child(load, 'measured_requests_per_level'),
      defaultMeasuredRequests(clientLevels),
    ),
    concurrency_levels: [...clientLevels],
    timeout_seconds: numberOr(child(load, 'timeout_seconds'), AUTHORED_DEFAULTS.timeoutSeconds),
    slo: { ...sloDoc },
  };
}

/** The evaluation suite: written inline under `quality`, or the parsed file the plan names. */
function derivedSuite(
  root: Field,
  file: string,
  given: JsonValue | undefined,
): { suite: JsonObject; inlineSuite: boolean } {
  const prompts = child(child(root, 'load'), 'prompts');
  const quality = child(root, 'quality');
  const inlineSuite = quality.value !== undefined;
  let suite: JsonObject;
  if (inlineSuite) {
    const perf = child(quality, 'performance');
    const firstPrompt = prompts.value === undefined ? AUTHORED_DEFAULTS.prompts[0] : prompts.get(0).str();
    suite = {
      schema_version: '1.0',
      id: rawOr(child(quality, 'id'), AUTHORED_DEFAULTS.suiteId),
      license: rawOr(child(quality, 'license'), AUTHORED_DEFAULTS.suiteLicense),
      quality_cases: quality.get('cases').raw(),
      performance: {
        prompt: rawOr(child(perf, 'prompt'), firstPrompt),
        generation_tokens: rawOr(
          child(perf, 'generation_tokens'),
          AUTHORED_DEFAULTS.performance.generationTokens,
        ),
        repetitions: rawOr(child(perf, 'repetitions'), AUTHORED_DEFAULTS.performance.repetitions),
        warmups: rawOr(child(perf, 'warmups'), AUTHORED_DEFAULTS.performance.warmups),
      },
    };
  } else {
    suite = new Field(given, '', derivedLabel(file, 'suite')).object();
  }
  return { suite, inlineSuite };
}

/** The capacity plan, its command and evidence pins still zero (the caller computes them). */
function derivedPlan(
  root: Field,
  order: string[],
  docs: { loadPlan: JsonObject; suite: JsonObject; sloDoc: JsonObject },
): { plan: JsonObject; planCandidates: JsonObject[]; pinsDoc: JsonObject } {
  const { loadPlan, suite, sloDoc } = docs;
  const candidates = child(root, 'candidates');
  const builds = child(root, 'builds');
  const grid = child(root, 'grid');
  const clientLevels = grid.get('client_concurrency').ints();
  const gates = child(root, 'gates');
  const reference =
    child(gates, 'reference').value === undefined ? order[0] : child(gates, 'reference').str();
  const title = child(root, 'title');
  const wording = child(root, 'receipt');
  const receipt: JsonObject = {
    ...(title.value !== undefined ? { title: title.str() } : {}),
    ...(wording.value !== undefined ? wording.object() : {}),
  };
  const decision = child(root, 'decision');
  const planCandidates: JsonObject[] = order.map((id) => {
    const c = candidates.get(id);
    return {
      id,
      label: rawOr(child(c, 'label'), id),
      role: id === reference ? REFERENCE_ROLE : ALTERNATIVE_ROLE,
      kleidiai_expected: builds.get(c.get('build').str()).get('kleidiai').bool(),
      canonical_server_command_sha256: ZERO_SHA256,
      canonical_server_argv_sha256: ZERO_SHA256,
    };
  });
  const pinsDoc: JsonObject = {
    load_plan_sha256: contentSha256(loadPlan),
    evaluation_suite_sha256: contentSha256(suite),
    canonical_evidence_lock_sha256: ZERO_SHA256,
    canonical_release_sha256: ZERO_SHA256,
  };
  const plan: JsonObject = {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    scope: rawOr(child(root, 'scope'), `Capacity study of ${order.join(', ')} on the machine that runs it.`),
    candidates: planCandidates,
    server_parallel_levels: [...grid.get('server_parallel').ints()],
    client_concurrency_levels: [...clientLevels],
    per_slot_context_tokens: rawOr(
      child(root, 'per_slot_context_tokens'),
      AUTHORED_DEFAULTS.perSlotContextTokens,
    ),
    quality_gate: {
      minimum_score: float(gates.get('quality_floor').num()),
      minimum_retention_vs_reference: numberOr(
        child(gates, 'quality_retention'),
        AUTHORED_DEFAULTS.qualityRetention,
      ),
      reference_candidate_id: reference,
      require_identical_outcomes_across_parallel: true,
    },
    capacity_gate: {
      max_server_peak_rss_mib: float(gates.get('max_server_peak_rss_mib').num()),
      require_every_pass_slo: true,
      max_throughput_relative_spread_percent: numberOr(
        child(gates, 'max_throughput_relative_spread_percent'),
        AUTHORED_DEFAULTS.throughputSpreadPercent,
      ),
      max_e2e_relative_spread_percent: numberOr(
        child(gates, 'max_e2e_relative_spread_percent'),
        AUTHORED_DEFAULTS.e2eSpreadPercent,
      ),
    },
    load_slo: { ...sloDoc },
    selection: {
      objective: SELECTION_OBJECTIVE,
      direction: 'max',
      objective_tolerance_percent: numberOr(
        child(child(root, 'selection'), 'objective_tolerance_percent'),
        AUTHORED_DEFAULTS.objectiveTolerancePercent,
      ),
      tie_breakers: [...TIE_BREAKERS],
    },
    ...(Object.keys(receipt).length > 0 ? { receipt } : {}),
    ...(decision.value !== undefined ? { decision: decisionDocument(decision) } : {}),
    ...(child(root, 'open_loop').value !== undefined ? { open_loop: child(root, 'open_loop').raw() } : {}),
    ...(child(root, 'early_stop').value !== undefined ? { early_stop: child(root, 'early_stop').raw() } : {}),
    pins: pinsDoc,
  };
  return { plan, planCandidates, pinsDoc };
}

/** The pins do not depend on `open_loop`, which the capacity plan's own reader judges. */
function withoutOpenLoop(plan: JsonObject): JsonObject {
  const { open_loop: _ignored, ...rest } = plan;
  return rest;
}

/** The decision block with its fractional members written as floats (as the study embeds them). */
function decisionDocument(d: Field): JsonObject {
  const out: JsonObject = { ...d.object() };
  for (const key of ['confidence', 'indifference_zone_percent'])
    if (out[key] !== undefined) out[key] = float(d.get(key).num());
  return out;
}

/** What maps a derived document's pointers back to the authored plan (see authored-pointers.ts). */
export function authoredMappingOf(
  value: JsonValue,
): Pick<DerivedDocuments, 'candidateModels' | 'order' | 'inlineSuite'> {
  const candidates = objectAt(value, 'candidates') ?? {};
  const candidateModels: Record<string, string> = {};
  for (const [id, c] of Object.entries(candidates))
    if (isJsonObject(c) && typeof c.model === 'string') candidateModels[id] = c.model;
  return {
    candidateModels,
    order: runOrder(value),
    inlineSuite: !(isJsonObject(value) && typeof value.quality_suite === 'string'),
  };
}
