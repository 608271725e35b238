// The derivation of a study (spec §9) from inputs already read, in named steps: the plan inputs
// agree with each other, each run's evidence checks out and becomes a server configuration, each
// quality wrapper checks out against its runs, then cells, selections and the study document.
// cohesive: the one derivation of spec §9, whose steps share its inputs and run in a fixed order.
import {
  checkCanonicalEquivalence,
  checkEndpoint,
  decimalValue,
  deriveBinding,
  normalizeBaseUrl,
  optionIndex,
} from '../plan/server-argv.js';
import { fail, InputError } from '../core/errors.js';
import { buildCells, selectOperatingPoints, type RunFacts } from './gates.js';
import { argvSha256, commandContentSha256, contentSha256 } from '../core/hashing.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import {
  jsonValueEquals,
  validateLoadEvaluation,
  type ValidatedLoadEvaluation,
} from '../measurement/load-evaluation.js';
import { loadContract, type LoadPlan } from '../plan/load-plan.js';
import { parseManifest, type Manifest } from '../measurement/manifest.js';
import { planMapping, sloEquals, type CapacityPlan } from '../plan/plan.js';
import {
  qualityChecks,
  validateQualityWrapper,
  type ValidatedQualityWrapper,
} from '../measurement/quality.js';
import { performanceRuns, qualityRuns, planOrderedRuns, type ScheduledRun } from '../plan/schedule.js';
import { validateDocument, type SchemaKind } from '../core/schema-validation.js';
import { boundaryCaveat, wordingFacts } from './wording.js';
import { deriveDecision } from '../decision/derive-decision.js';
import type { ParsedFile } from '../core/json-input.js';
import { deriveEarlyStop, type RunLevels } from './early-stop.js';
import { deriveOpenLoop } from './rate-envelope.js';

export interface RunEvidence {
  load: ParsedFile;
  rss: { mib: number; sha256: string; path: string };
  log: { markers: number; sha256: string; path: string };
}

/** Everything the derivation needs, already read: from files (assembly) or from a study (validation). */
export interface DerivationInputs {
  /** The capacity plan, already schema-checked and parsed by the caller, and its file's SHA-256. */
  plan: { plan: CapacityPlan; sha256: string };
  loadPlan: { plan: LoadPlan; sha256: string; path: string };
  manifest: ParsedFile;
  runs: Map<string, RunEvidence>;
  quality: Map<string, ParsedFile>;
  /** Rate search histories by run label (plans with `open_loop` only). */
  rateSearches?: Map<string, ParsedFile>;
  /** True when every document above already passed its own schema (as part of a validated study). */
  embeddedSchemasChecked?: boolean;
}

type SchemaCheck = (kind: SchemaKind, value: JsonValue, file: string) => void;

/** What assembly and validation both produce: the study document and the plan it was derived from. */
export interface AssemblyResult {
  study: JsonObject;
  plan: CapacityPlan;
}

/** The pure derivation shared by assembly and study validation. */
export function deriveStudy(inputs: DerivationInputs): AssemblyResult {
  const checkSchema: SchemaCheck = inputs.embeddedSchemasChecked ? () => undefined : validateDocument;
  const { plan, manifest } = checkPlanInputs(inputs, checkSchema);
  const runs = deriveRuns(inputs, plan, manifest, checkSchema);
  const quality = deriveQuality(inputs, plan, manifest, runs.loadArgvByRun, checkSchema);
  return { study: studyDocument(inputs, plan, manifest, runs, quality), plan };
}

/** The capacity plan, its load plan (pin, SLO, levels) and the manifest agree with each other. */
function checkPlanInputs(
  inputs: DerivationInputs,
  checkSchema: SchemaCheck,
): { plan: CapacityPlan; manifest: Manifest } {
  const plan = inputs.plan.plan;
  const loadPlan = inputs.loadPlan.plan;
  const loadPlanFile = inputs.loadPlan;
  if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256) {
    fail(
      `load plan SHA-256 ${loadPlanFile.sha256} does not match the capacity plan pin ${plan.pins.load_plan_sha256}`,
      loadPlanFile.path,
    );
  }
  if (!sloEquals(loadPlan.slo, plan.load_slo))
    fail(
      'load plan SLO does not match the predeclared capacity SLO (capacity plan /load_slo)',
      loadPlanFile.path,
      '/slo',
    );
  if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(',')) {
    fail(
      `concurrency_levels [${loadPlan.concurrency_levels.join(', ')}] must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`,
      loadPlanFile.path,
      '/concurrency_levels',
    );
  }
  const manifestFile = inputs.manifest;
  checkSchema('manifest', manifestFile.value, manifestFile.path);
  const manifest = parseManifest(manifestFile.value, plan, manifestFile.path);
  return { plan, manifest };
}

interface DerivedRuns {
  facts: Map<string, RunFacts>;
  configs: Map<string, JsonObject>;
  loadArgvByRun: Map<string, string[]>;
  loadEvaluations: JsonObject;
  fp: { load: JsonObject; rss: JsonObject; logs: JsonObject };
  /** The study's `early_stop` block; undefined when the plan has none. */
  earlyStop: JsonObject | undefined;
}

/** A run's load command as its evidence binds it, checked against the plan and the manifest. */
interface RunBinding {
  loadArgv: string[];
  loadSha: string;
  canonical: string[];
  differing: JsonValue;
  baseUrl: string;
  scPtr: { file: string; pointer: string };
}

/** Each performance run: its load evaluation, binding, RSS and log checked; its server configuration. */
function deriveRuns(
  inputs: DerivationInputs,
  plan: CapacityPlan,
  manifest: Manifest,
  checkSchema: SchemaCheck,
): DerivedRuns {
  const loadPlan = inputs.loadPlan.plan;
  const runs = performanceRuns(plan);
  const facts = new Map<string, RunFacts>();
  const configs = new Map<string, JsonObject>();
  const loadArgvByRun = new Map<string, string[]>();
  const loadEvaluations: JsonObject = {};
  const identities = new Set<string>();
  const levels = new Map<string, RunLevels>();
  const fp = {
    load: {} as JsonObject,
    rss: {} as JsonObject,
    logs: {} as JsonObject,
  };

  for (const run of runs) {
    const evidence = inputs.runs.get(run.label)!;
    const parsed = evidence.load;
    const file = parsed.path;
    checkSchema('load-evaluation', parsed.value, file);
    const ev = validateLoadEvaluation(parsed.value, loadPlan, file);
    const candidate = plan.candidates.find((c) => c.id === run.candidateId)!;
    const binding = checkRunBinding(run, ev, { plan, manifest, file, identities });
    const { loadArgv } = binding;
    const { rssMib, markers } = checkRunResources(evidence, candidate);
    const rssSha = evidence.rss.sha256;
    const logSha = evidence.log.sha256;
    fp.load[run.label] = parsed.sha256;
    fp.rss[run.label] = rssSha;
    fp.logs[run.label] = logSha;
    facts.set(run.label, { label: run.label, loadSha256: parsed.sha256, rows: ev.rows, peakRssMib: rssMib });
    loadArgvByRun.set(run.label, loadArgv);
    levels.set(run.label, { rows: ev.rows, skippedLevels: ev.skippedLevels, file });
    const loadContentSha = contentSha256(parsed.value);
    loadEvaluations[run.label] = {
      input_sha256: parsed.sha256,
      content_sha256: loadContentSha,
      evaluation: parsed.value,
    };
    configs.set(
      run.label,
      runConfiguration(
        run,
        binding,
        { plan, manifest, loadSha256: parsed.sha256, loadContentSha },
        {
          rssMib,
          rssSha,
          logSha,
          markers,
        },
      ),
    );
  }
  const earlyStop = deriveEarlyStop(plan, loadPlan, levels).json;
  return { facts, configs, loadArgvByRun, loadEvaluations, fp, earlyStop };
}

/** The run's binding: label, order, pins, the load command bound to itself and canonical, endpoint. */
function checkRunBinding(
  run: ScheduledRun,
  ev: ValidatedLoadEvaluation,
  context: { plan: CapacityPlan; manifest: Manifest; file: string; identities: Set<string> },
): RunBinding {
  const { plan, manifest, file, identities } = context;
  if (ev.candidateId !== run.candidateId)
    fail(
      `candidate_id ${ev.candidateId} does not match the label's candidate ${run.candidateId}`,
      file,
      '/candidate_id',
    );
  if (ev.executionOrder.join(',') !== run.clientOrder.join(',')) {
    fail(
      `execution order [${ev.executionOrder.join(', ')}] does not match pass ${run.passId} client_concurrency_order [${run.clientOrder.join(', ')}]`,
      file,
      '/execution_order',
    );
  }
  if (ev.planSha256 !== plan.pins.load_plan_sha256)
    fail(
      'evidence_binding.plan_sha256 does not match the capacity plan pin',
      file,
      '/evidence_binding/plan_sha256',
    );
  const sc = ev.bindingServerConfiguration;
  const scPtr = { file, pointer: '/evidence_binding/server_configuration/load_server_argv' };
  const loadArgv = sc.array('load_server_argv') as string[];
  const canonArgvInBinding = sc.array('canonical_server_argv') as string[];
  const loadSha = sc.digest('load_server_command_sha256');
  const recomputedBinding = deriveBinding(
    loadArgv,
    loadSha,
    canonArgvInBinding,
    sc.digest('canonical_server_command_sha256'),
    scPtr,
  );
  if (!jsonValueEquals(sc.obj, recomputedBinding))
    fail(
      'server_configuration does not match the values derived from its argv',
      file,
      '/evidence_binding/server_configuration',
    );
  if (sc.integer('load_parallel', 1, 1024) !== run.serverParallel)
    fail(
      `load_parallel must be ${run.serverParallel} (from the label)`,
      file,
      '/evidence_binding/server_configuration/load_parallel',
    );
  if (
    !jsonValueEquals(loadArgv, canonArgvInBinding) ||
    loadSha !== sc.digest('canonical_server_command_sha256')
  ) {
    fail(
      'capacity runs must bind the load command to itself (load argv/hash must equal canonical argv/hash)',
      file,
      '/evidence_binding/server_configuration',
    );
  }
  const canonical = manifest.canonicalArgv.get(run.candidateId)!;
  const differing = checkCanonicalEquivalence(
    loadArgv,
    canonical,
    run.serverParallel,
    plan.per_slot_context_tokens,
    scPtr,
  );
  const baseUrl = normalizeBaseUrl(ev.requestBaseUrl, {
    file,
    pointer: '/evidence_binding/request_base_url',
  });
  if (baseUrl !== ev.requestBaseUrl)
    fail(`request_base_url must be normalized (${baseUrl})`, file, '/evidence_binding/request_base_url');
  checkEndpoint(baseUrl, loadArgv, { file, pointer: '/evidence_binding/request_base_url' });
  const identity = `${run.candidateId}\u0000${baseUrl}\u0000${loadSha}`;
  if (identities.has(identity))
    fail(`run identity (candidate, request_base_url, load command hash) repeats another run's`, file);
  identities.add(identity);
  return { loadArgv, loadSha, canonical, differing, baseUrl, scPtr };
}

/** Peak RSS positive, and the KleidiAI marker present exactly when the candidate expects it. */
function checkRunResources(
  evidence: RunEvidence,
  candidate: CapacityPlan['candidates'][number],
): { rssMib: number; markers: number } {
  const rssMib = evidence.rss.mib;
  if (!(rssMib > 0)) fail('peak RSS must be positive', evidence.rss.path);
  const markers = evidence.log.markers;
  if (candidate.kleidiai_expected && markers < 1)
    fail(
      `${candidate.id} capacity server did not record the KleidiAI model-buffer marker (CPU_KLEIDIAI model buffer)`,
      evidence.log.path,
    );
  if (!candidate.kleidiai_expected && markers > 0)
    fail(
      `${candidate.id} capacity server unexpectedly recorded a KleidiAI model-buffer marker (${markers} found)`,
      evidence.log.path,
    );
  return { rssMib, markers };
}

/** The study's server configuration of one run. */
function runConfiguration(
  run: ScheduledRun,
  binding: RunBinding,
  sources: { plan: CapacityPlan; manifest: Manifest; loadSha256: string; loadContentSha: string },
  resources: { rssMib: number; rssSha: string; logSha: string; markers: number },
): JsonObject {
  const { loadArgv, loadSha, canonical, differing, baseUrl, scPtr } = binding;
  const { plan, manifest } = sources;
  const { rssMib, rssSha, logSha, markers } = resources;
  return {
    pass_id: run.passId,
    candidate_id: run.candidateId,
    server_parallel: run.serverParallel,
    source_load_label: run.label,
    load_evaluation_sha256: sources.loadSha256,
    load_evaluation_content_sha256: sources.loadContentSha,
    total_context_tokens: decimalValue(loadArgv, '--ctx-size', scPtr),
    per_slot_context_tokens: plan.per_slot_context_tokens,
    request_base_url: baseUrl,
    load_command_sha256: loadSha,
    load_command_content_sha256: commandContentSha256(loadArgv),
    load_argv_sha256: argvSha256(loadArgv),
    canonical_command_sha256: manifest.canonicalSha256.get(run.candidateId)!,
    canonical_argv_sha256: argvSha256(canonical),
    load_argv: [...loadArgv],
    canonical_argv: [...canonical],
    differing_options: differing,
    server_peak_rss_mib: float(rssMib),
    rss_sha256: rssSha,
    server_log_sha256: logSha,
    kleidiai_model_buffer_marker_count: markers,
  };
}

interface DerivedQuality {
  wrappers: Map<string, ValidatedQualityWrapper & { inputSha256: string; contentSha256: string }>;
  qualityWrappers: JsonObject;
  fp: { quality: JsonObject };
}

/** Each quality wrapper: bound to the plan, the manifest's run, and the load argv of both passes. */
function deriveQuality(
  inputs: DerivationInputs,
  plan: CapacityPlan,
  manifest: Manifest,
  loadArgvByRun: Map<string, string[]>,
  checkSchema: SchemaCheck,
): DerivedQuality {
  const qRuns = qualityRuns(plan);
  const fp = { quality: {} as JsonObject };
  const wrappers = new Map<
    string,
    ValidatedQualityWrapper & { inputSha256: string; contentSha256: string }
  >();
  const qualityWrappers: JsonObject = {};
  for (const q of qRuns) {
    const parsed = inputs.quality.get(q.label)!;
    const file = parsed.path;
    checkSchema('quality-evidence', parsed.value, file);
    const w = validateQualityWrapper(parsed.value, q.label, file);
    if (w.candidateId !== q.candidateId)
      fail(
        `candidate_id ${w.candidateId} does not match the label's candidate ${q.candidateId}`,
        file,
        '/candidate_id',
      );
    if (w.serverParallel !== q.serverParallel)
      fail(
        `server_parallel ${w.serverParallel} does not match the label's P${q.serverParallel}`,
        file,
        '/server_parallel',
      );
    const ptr = { file, pointer: '/server_argv' };
    if (decimalValue(w.serverArgv, '--parallel', ptr) !== w.serverParallel)
      fail('server_parallel must equal the argv --parallel value', file, '/server_parallel');
    if (w.suiteSha256 !== plan.pins.evaluation_suite_sha256)
      fail(
        'evaluation suite SHA-256 does not match the capacity plan pin evaluation_suite_sha256',
        file,
        '/evaluation/suite/sha256',
      );
    if (w.runId !== manifest.runId)
      fail(`run_id ${w.runId} does not match the manifest source.run_id ${manifest.runId}`, file, '/run_id');
    if (w.runAttempt !== manifest.runAttempt)
      fail(
        `run_attempt ${w.runAttempt} does not match the manifest source.run_attempt ${manifest.runAttempt}`,
        file,
        '/run_attempt',
      );
    const baseUrl = normalizeBaseUrl(w.requestBaseUrl, { file, pointer: '/request_base_url' });
    if (baseUrl !== w.requestBaseUrl)
      fail(`request_base_url must be normalized (${baseUrl})`, file, '/request_base_url');
    checkEndpoint(baseUrl, w.serverArgv, ptr);
    checkCanonicalEquivalence(
      w.serverArgv,
      manifest.canonicalArgv.get(q.candidateId)!,
      q.serverParallel,
      plan.per_slot_context_tokens,
      ptr,
    );
    const portValue = optionIndex(w.serverArgv, '--port', ptr) + 1;
    for (const pass of plan.passes) {
      const loadArgv = loadArgvByRun.get(`${pass.id}/${q.candidateId}/p${q.serverParallel}`)!;
      const loadPort = optionIndex(loadArgv, '--port', ptr) + 1;
      if (
        loadPort !== portValue ||
        loadArgv.length !== w.serverArgv.length ||
        loadArgv.some((a, i) => i !== portValue && a !== w.serverArgv[i])
      ) {
        fail(
          `quality server argv must equal the ${pass.id} pass load argv for ${q.candidateId} P${q.serverParallel} except the --port value`,
          file,
          '/server_argv',
        );
      }
    }
    fp.quality[q.label] = parsed.sha256;
    const contentSha = contentSha256(parsed.value);
    wrappers.set(q.label, { ...w, inputSha256: parsed.sha256, contentSha256: contentSha });
    qualityWrappers[q.label] = {
      input_sha256: parsed.sha256,
      content_sha256: contentSha,
      wrapper: parsed.value,
    };
  }
  return { wrappers, qualityWrappers, fp };
}

/** Quality checks, cells and selections, and the study document with its fingerprints. */
function studyDocument(
  inputs: DerivationInputs,
  plan: CapacityPlan,
  manifest: Manifest,
  runs: DerivedRuns,
  quality: DerivedQuality,
): JsonObject {
  const loadPlanFile = inputs.loadPlan;
  const loadPlan = loadPlanFile.plan;
  const manifestFile = inputs.manifest;
  const { facts, configs, loadEvaluations, fp } = runs;
  const { wrappers, qualityWrappers } = quality;
  const checks = qualityChecks(plan, wrappers);
  const gateMet = (c: string, p: number) =>
    checks.find((q) => q.candidate_id === c && q.server_parallel === p)!.gate_met as boolean;
  let cells;
  let selections;
  try {
    cells = buildCells(plan, facts, gateMet);
    selections = selectOperatingPoints(plan, cells.cells);
  } catch (e) {
    if (e instanceof RangeError) throw new InputError(e.message);
    throw e;
  }

  const planContentSha256 = contentSha256(planMapping(plan));
  const decision =
    plan.decision === undefined
      ? undefined
      : deriveDecision({
          plan,
          decision: plan.decision,
          runs: facts,
          qualityGateMet: gateMet,
          manifest,
          seedMaterial: {
            planContentSha256,
            loadSha256: planOrderedRuns(plan).map((r) => fp.load[r.label] as string),
          },
        });
  const openLoop = deriveOpenLoop(plan, inputs.rateSearches, 'capacity-plan.json', inputs.manifest.sha256);
  const study: JsonObject = {
    boundary_caveat: boundaryCaveat(wordingFacts(plan, manifestFile.value)),
    canonical_outputs_modified: false,
    cells: cells.json,
    classification: 'supplementary-capacity',
    ...(decision === undefined ? {} : { decision }),
    ...(runs.earlyStop === undefined ? {} : { early_stop: runs.earlyStop }),
    input_fingerprints: {
      capacity_plan_sha256: inputs.plan.sha256,
      capacity_plan_content_sha256: planContentSha256,
      load_plan_sha256: loadPlanFile.sha256,
      manifest_sha256: manifestFile.sha256,
      manifest_content_sha256: contentSha256(manifestFile.value),
      load_artifacts: fp.load,
      rss_artifacts: fp.rss,
      server_logs: fp.logs,
      quality_artifacts: quality.fp.quality,
    },
    load_contract: loadContract(loadPlan, loadPlanFile.sha256),
    plan: planMapping(plan),
    provenance: manifestFile.value,
    quality_checks: checks,
    ...(openLoop === undefined ? {} : openLoop),
    schema_version: '1.1',
    selections,
    server_configurations: planOrderedRuns(plan).map((r) => configs.get(r.label)!),
    source_artifacts: { load_evaluations: loadEvaluations, quality_wrappers: qualityWrappers },
    synthetic: false,
  };
  return study;
}
