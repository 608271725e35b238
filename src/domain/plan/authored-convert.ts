// A four-file plan (run spec, capacity plan, load plan, evaluation suite) written as one authored
// plan (docs/plans.md), so nobody retypes an existing plan: each fact once, defaults left out, what
// the tool derives (roles, pins, classification, canonical evidence) dropped.
import { fail } from '../core/errors.js';
import { Field } from '../core/fields.js';
import { compactSortedJson } from '../core/json-writer.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../core/json.js';
import { AUTHORED_DEFAULTS, AUTHORED_PLAN_FORMAT, defaultMeasuredRequests } from './authored-plan.js';
import { deriveMirroredPasses, SAFE_ID } from './plan.js';

/** The schema URL an authored plan names when the caller gives none. */
export const AUTHORED_SCHEMA_URL =
  'https://raw.githubusercontent.com/paretopilot/capacity/main/schemas/capacity.schema.json';

export interface FourFilePlan {
  spec: { value: JsonValue; file: string };
  plan: { value: JsonValue; file: string };
  loadPlan: { value: JsonValue; file: string };
  suite: { value: JsonValue; file: string };
}

const num = (v: JsonValue | undefined): number | undefined => {
  if (v === undefined || v === null) return undefined;
  return new Field(v, '', '').num();
};

/** Sets `out[key] = value` unless the value is absent or equals the authored default. */
function setUnlessDefault(out: JsonObject, key: string, value: JsonValue | undefined, fallback?: JsonValue) {
  if (value === undefined) return;
  if (fallback !== undefined) {
    const same =
      typeof fallback === 'number'
        ? num(value) === fallback
        : compactSortedJson(value) === compactSortedJson(fallback);
    if (same) return;
  }
  out[key] = value;
}

function lastSegment(source: string): string {
  return source.split(/[?#]/)[0].split(/[\\/]/).pop() ?? '';
}

/** A run spec model in the authored form: the manifest identity left out where it is the default. */
function authoredModel(m: JsonObject): JsonObject {
  if (m.fixture !== undefined) return { fixture: m.fixture };
  const source = typeof m.url === 'string' ? m.url : typeof m.path === 'string' ? m.path : '';
  const out: JsonObject = {};
  for (const key of ['url', 'path', 'sha256', 'size_bytes']) if (m[key] !== undefined) out[key] = m[key];
  const filename = typeof m.filename === 'string' ? m.filename : '';
  if (filename !== lastSegment(source)) out.filename = m.filename;
  if (m.family !== filename.replace(/\.gguf$/, '')) out.family = m.family;
  for (const key of ['repository', 'revision']) if (m[key] !== undefined) out[key] = m[key];
  return out;
}

/** A name for a model under /models: the fixture id or the file name without `.gguf`, made unique. */
function modelName(m: JsonObject, taken: ReadonlySet<string>): string {
  const raw =
    typeof m.fixture === 'string'
      ? m.fixture
      : String(m.filename ?? 'model')
          .replace(/\.gguf$/, '')
          .replace(/[^A-Za-z0-9._-]/g, '-');
  const base = SAFE_ID.test(raw) ? raw : `model-${raw}`.slice(0, 100);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
  return name;
}

/**
 * The authored plan of a four-file plan that loads cleanly (the caller checked it). Refuses what the
 * authored format cannot state: explicit passes other than the derived mirror, a canonical port.
 */
export function convertToAuthored(input: FourFilePlan, schemaRef = AUTHORED_SCHEMA_URL): JsonObject {
  const spec = new Field(input.spec.value, '', input.spec.file);
  const specValue = spec.object();
  const plan = new Field(input.plan.value, '', input.plan.file);
  const loadPlan = new Field(input.loadPlan.value, '', input.loadPlan.file);
  const suite = new Field(input.suite.value, '', input.suite.file);
  const planValue = plan.object();
  const planCandidates = plan.get('candidates').items();
  const order = planCandidates.map((c) => c.get('id').str());
  const serverLevels = plan.get('server_parallel_levels').ints();
  const clientLevels = plan.get('client_concurrency_levels').ints();

  if (planValue.passes !== undefined) refuseExplicitPasses(input, plan, order, serverLevels, clientLevels);
  const { models, candidates } = authoredCandidates(input, spec, planCandidates);

  const grid: JsonObject = { server_parallel: serverLevels, client_concurrency: clientLevels };
  if (compactSortedJson(order) !== compactSortedJson([...order].sort())) grid.candidate_order = order;

  const loadValue = loadPlan.object();
  const load = authoredLoad(loadValue, clientLevels);
  const slo = authoredSlo(plan);
  const gates = authoredGates(plan, order);
  const quality = authoredQuality(suite, loadValue);

  const receiptValue = isJsonObject(planValue.receipt) ? planValue.receipt : {};
  const { title, ...receipt } = receiptValue;
  // The four files' canonical evidence (a release the published format names) is not carried over:
  // an authored plan describes itself, so its receipt reads neutrally (study/wording.ts). A plan that
  // wants the published context back sets receipt.canonical_release itself.
  const out: JsonObject = { $schema: schemaRef, format: AUTHORED_PLAN_FORMAT };
  if (title !== undefined) out.title = title;
  out.scope = planValue.scope;
  out.llama_cpp = specValue.llama_cpp;
  out.builds = specValue.builds;
  out.models = models;
  out.candidates = candidates;
  out.grid = grid;
  setUnlessDefault(
    out,
    'per_slot_context_tokens',
    planValue.per_slot_context_tokens,
    AUTHORED_DEFAULTS.perSlotContextTokens,
  );
  if (Object.keys(load).length > 0) out.load = load;
  out.slo = slo;
  out.gates = gates;
  out.quality = quality;
  const selection: JsonObject = {};
  setUnlessDefault(
    selection,
    'objective_tolerance_percent',
    plan.get('selection').object().objective_tolerance_percent,
    AUTHORED_DEFAULTS.objectiveTolerancePercent,
  );
  if (Object.keys(selection).length > 0) out.selection = selection;
  if (planValue.decision !== undefined) out.decision = planValue.decision;
  if (planValue.open_loop !== undefined) out.open_loop = planValue.open_loop;
  if (planValue.early_stop !== undefined) out.early_stop = planValue.early_stop;
  if (Object.keys(receipt).length > 0) out.receipt = receipt;
  for (const key of ['base_port', 'host', 'mirror_dirs', 'timeouts'])
    if (specValue[key] !== undefined) out[key] = specValue[key];
  return out;
}

/** Explicit passes are refused unless they are the mirror the authored format derives. */
function refuseExplicitPasses(
  input: FourFilePlan,
  plan: Field,
  order: string[],
  serverLevels: number[],
  clientLevels: number[],
): void {
  const planValue = plan.object();
  const pairs = planValue.decision !== undefined ? (num(plan.get('decision').object().pairs) ?? 1) : 1;
  const derived = deriveMirroredPasses(order, serverLevels, clientLevels, pairs).map((p) => ({
    id: p.id,
    candidate_order: p.candidate_order,
    server_parallel_order: p.server_parallel_order,
    client_concurrency_order: p.client_concurrency_order,
  }));
  if (compactSortedJson(planValue.passes) !== compactSortedJson(derived))
    fail(
      'explicit passes other than the mirror of the plan order cannot be written in the authored format (it derives them): remove /passes or keep this plan in four files',
      input.plan.file,
      '/passes',
    );
}

/** `/models` (one entry per distinct model, named) and `/candidates` from the run spec's candidates. */
function authoredCandidates(
  input: FourFilePlan,
  spec: Field,
  planCandidates: Field[],
): { models: JsonObject; candidates: JsonObject } {
  const specCandidates = spec.get('candidates');
  const models: JsonObject = {};
  const modelKeys = new Map<string, string>();
  const candidates: JsonObject = {};
  for (const c of planCandidates) {
    const id = c.get('id').str();
    const run = specCandidates.get(id);
    const runValue = run.object();
    if (runValue.canonical_port !== undefined)
      fail(
        'a canonical_port cannot be written in the authored format (the canonical command uses 18081 + the candidate index): remove it or keep this plan in four files',
        input.spec.file,
        run.get('canonical_port').pointer,
      );
    const model = authoredModel(run.get('model').object());
    const key = compactSortedJson(model);
    let name = modelKeys.get(key);
    if (name === undefined) {
      name = modelName(model, new Set(Object.keys(models)));
      modelKeys.set(key, name);
      models[name] = model;
    }
    const out: JsonObject = { build: run.get('build').str(), model: name };
    const args = run.get('server_args').raw();
    if (Array.isArray(args) && args.length > 0) out.server_args = args;
    setUnlessDefault(out, 'label', c.get('label').raw(), id);
    candidates[id] = out;
  }
  return { models, candidates };
}

/** `/load`: only what differs from the authored defaults. */
function authoredLoad(loadValue: JsonObject, clientLevels: number[]): JsonObject {
  const load: JsonObject = {};
  setUnlessDefault(load, 'prompts', loadValue.prompts, [...AUTHORED_DEFAULTS.prompts]);
  setUnlessDefault(load, 'output_tokens', loadValue.output_tokens, AUTHORED_DEFAULTS.outputTokens);
  setUnlessDefault(
    load,
    'warmup_requests_per_level',
    loadValue.warmup_requests_per_level,
    AUTHORED_DEFAULTS.warmupRequestsPerLevel,
  );
  setUnlessDefault(
    load,
    'measured_requests_per_level',
    loadValue.measured_requests_per_level,
    defaultMeasuredRequests(clientLevels),
  );
  setUnlessDefault(load, 'timeout_seconds', loadValue.timeout_seconds, AUTHORED_DEFAULTS.timeoutSeconds);
  return load;
}

/** `/slo` from the plan's load SLO. */
function authoredSlo(plan: Field): JsonObject {
  const sloValue = plan.get('load_slo').object();
  const slo: JsonObject = { max_e2e_latency_ms_p95: sloValue.max_e2e_latency_ms_p95 };
  if (sloValue.max_ttft_ms_p95 !== null) slo.max_ttft_ms_p95 = sloValue.max_ttft_ms_p95;
  setUnlessDefault(
    slo,
    'min_completion_rate',
    sloValue.min_completion_rate,
    AUTHORED_DEFAULTS.minCompletionRate,
  );
  return slo;
}

/** `/gates` from the plan's quality and capacity gates. */
function authoredGates(plan: Field, order: string[]): JsonObject {
  const qg = plan.get('quality_gate').object();
  const cg = plan.get('capacity_gate').object();
  const gates: JsonObject = {
    max_server_peak_rss_mib: cg.max_server_peak_rss_mib,
    quality_floor: qg.minimum_score,
  };
  setUnlessDefault(
    gates,
    'quality_retention',
    qg.minimum_retention_vs_reference,
    AUTHORED_DEFAULTS.qualityRetention,
  );
  setUnlessDefault(
    gates,
    'max_throughput_relative_spread_percent',
    cg.max_throughput_relative_spread_percent,
    AUTHORED_DEFAULTS.throughputSpreadPercent,
  );
  setUnlessDefault(
    gates,
    'max_e2e_relative_spread_percent',
    cg.max_e2e_relative_spread_percent,
    AUTHORED_DEFAULTS.e2eSpreadPercent,
  );
  setUnlessDefault(gates, 'reference', qg.reference_candidate_id, order[0]);
  return gates;
}

/** `/quality` from the evaluation suite: its cases, and its performance block where not default. */
function authoredQuality(suite: Field, loadValue: JsonObject): JsonObject {
  const suiteValue = suite.object();
  const quality: JsonObject = {};
  setUnlessDefault(quality, 'id', suiteValue.id, AUTHORED_DEFAULTS.suiteId);
  setUnlessDefault(quality, 'license', suiteValue.license, AUTHORED_DEFAULTS.suiteLicense);
  quality.cases = suiteValue.quality_cases;
  const perfValue = suite.get('performance').object();
  const performance: JsonObject = {};
  const firstPrompt = Array.isArray(loadValue.prompts) ? loadValue.prompts[0] : undefined;
  setUnlessDefault(performance, 'prompt', perfValue.prompt, firstPrompt);
  setUnlessDefault(
    performance,
    'generation_tokens',
    perfValue.generation_tokens,
    AUTHORED_DEFAULTS.performance.generationTokens,
  );
  setUnlessDefault(
    performance,
    'repetitions',
    perfValue.repetitions,
    AUTHORED_DEFAULTS.performance.repetitions,
  );
  setUnlessDefault(performance, 'warmups', perfValue.warmups, AUTHORED_DEFAULTS.performance.warmups);
  if (Object.keys(performance).length > 0) quality.performance = performance;
  return quality;
}
