// cohesive: the study read model. The one typed view of capacity-study.json that the receipt, the
// HTML report, the charts, the evidence export, the job summary and the CLI read: a checked
// camelCase view (every shape error names the file and JSON pointer), the schema-shaped document the
// receipt renders, and a checked reader of a baseline study's selections.
import type { DecisionDocument } from '../decision/decision-document.js';
import { InputError } from '../core/errors.js';
import { Field } from '../core/fields.js';
import { toPlain, type JsonObject, type JsonValue } from '../core/json.js';
import { sortedKeys } from '../core/json-writer.js';
import { validateStudy } from './validate.js';
import { WORDING_FIELDS, type ReceiptWording } from '../plan/plan.js';
import type { RateEnvelopeEntry } from './rate-envelope-document.js';
import type { SearchHistory } from '../measurement/rate-search-history.js';

export interface StudyCandidate {
  index: number;
  id: string;
  label: string;
  role: string;
}

export interface StudyPass {
  id: string;
  candidateOrder: string[];
  serverParallelOrder: number[];
  clientConcurrencyOrder: number[];
}

export interface StudyPassMetric {
  pointer: string;
  passId: string;
  sourceLoadLabel: string;
  completionRate: number;
  generatedTokensPerSecond: JsonValue;
  ttftMsP95: JsonValue;
  e2eLatencyMsP95: JsonValue;
  serverPeakRssMib: JsonValue;
  sloMet: boolean;
  sloFailures: string[];
}

export interface StudyCellSummary {
  capacityGateMet: boolean;
  everyPassSloMet: boolean;
  qualityGateMet: boolean;
  completionRateMin: number;
  generatedTokensPerSecondMedian: number;
  ttftMsP95Median: number | null;
  e2eLatencyMsP95Median: number | null;
  serverPeakRssMibMax: number;
  throughputRelativeSpreadPercent: number;
  e2eRelativeSpreadPercent: number | null;
  ttftRelativeSpreadPercent: number | null;
  failureReasons: string[];
}

export interface StudyCell {
  index: number;
  pointer: string;
  candidateId: string;
  serverParallel: number;
  clientConcurrency: number;
  passMetrics: StudyPassMetric[];
  summary: StudyCellSummary;
}

export interface SelectedCell {
  serverParallel: number;
  clientConcurrency: number;
  generatedTokensPerSecondMedian: number;
}

export interface StudySelection {
  index: number;
  pointer: string;
  candidateId: string;
  referenceCell: { serverParallel: number; clientConcurrency: number };
  /** The selected operating point and its median generated tokens per second; null when no cell is eligible. */
  selectedCell: SelectedCell | null;
  generationGainPercent: number | null;
  eligibleCellCount: number;
}

export interface StudyQualityCheck {
  index: number;
  pointer: string;
  candidateId: string;
  serverParallel: number;
  suiteId: string;
  passed: number;
  total: number;
  score: number;
  retentionVsReference: number | null;
  outcomesMatch: boolean;
  gateMet: boolean;
  failureReasons: string[];
  sourceLabel: string;
}

export interface StudyLoadContract {
  outputTokens: number;
  warmupRequestsPerLevel: number;
  measuredRequestsPerLevel: number;
  concurrencyLevels: number[];
  promptSchedule: string;
  promptCount: number;
  slo: { minCompletionRate: number; maxTtftMsP95: number | null; maxE2eLatencyMsP95: number };
}

export interface StudyProvenance {
  repository: string;
  revision: string;
  workflow: string;
  runId: string;
  runAttempt: number;
  generatedAtUtc: string;
  runnerOs: string;
  runnerArchitecture: string;
  runnerCpu: string;
  runnerCpuCount: number;
  runtimeName: string;
  runtimeRepository: string;
  runtimeRevision: string;
  canonicalRunId: string;
  canonicalReleaseTag: string;
}

export interface StudyFingerprints {
  capacityPlanSha256: string;
  capacityPlanContentSha256: string;
  loadPlanSha256: string;
  manifestSha256: string;
  loadArtifacts: [string, string][];
  rssArtifacts: [string, string][];
  serverLogs: [string, string][];
  qualityArtifacts: [string, string][];
}

export interface StudyView {
  /** The parsed document, for pointer lookups. */
  document: JsonObject;
  file: string;
  classification: string;
  scope: string;
  boundaryCaveat: string;
  /** The plan's optional receipt wording (`plan.receipt`). */
  wording: ReceiptWording | undefined;
  canonicalOutputsModified: boolean;
  candidates: StudyCandidate[];
  serverParallelLevels: number[];
  clientConcurrencyLevels: number[];
  perSlotContextTokens: number;
  passes: StudyPass[];
  capacityGate: {
    maxServerPeakRssMib: number;
    maxThroughputRelativeSpreadPercent: number;
    maxE2eRelativeSpreadPercent: number;
  };
  loadContract: StudyLoadContract;
  cells: StudyCell[];
  selections: StudySelection[];
  qualityChecks: StudyQualityCheck[];
  provenance: StudyProvenance;
  fingerprints: StudyFingerprints;
}

function readPassMetric(f: Field): StudyPassMetric {
  return {
    pointer: f.pointer,
    passId: f.get('pass_id').str(),
    sourceLoadLabel: f.get('source_load_label').str(),
    completionRate: f.get('completion_rate').num(),
    generatedTokensPerSecond: checkedNumber(f.get('generated_tokens_per_second')),
    ttftMsP95: checkedNumberOrNull(f.get('ttft_ms_p95')),
    e2eLatencyMsP95: checkedNumberOrNull(f.get('e2e_latency_ms_p95')),
    serverPeakRssMib: checkedNumber(f.get('server_peak_rss_mib')),
    sloMet: f.get('slo_met').bool(),
    sloFailures: f.get('slo_failures').strings(),
  };
}

function checkedNumber(f: Field): JsonValue {
  f.num();
  return f.raw();
}

function checkedNumberOrNull(f: Field): JsonValue {
  f.numOrNull();
  return f.raw();
}

function readCell(f: Field, index: number): StudyCell {
  const s = f.get('summary');
  return {
    index,
    pointer: f.pointer,
    candidateId: f.get('candidate_id').str(),
    serverParallel: f.get('server_parallel').int(),
    clientConcurrency: f.get('client_concurrency').int(),
    passMetrics: f.get('pass_metrics').items().map(readPassMetric),
    summary: {
      capacityGateMet: s.get('capacity_gate_met').bool(),
      everyPassSloMet: s.get('every_pass_slo_met').bool(),
      qualityGateMet: s.get('quality_gate_met').bool(),
      completionRateMin: s.get('completion_rate_min').num(),
      generatedTokensPerSecondMedian: s.get('generated_tokens_per_second_median').num(),
      ttftMsP95Median: s.get('ttft_ms_p95_median').numOrNull(),
      e2eLatencyMsP95Median: s.get('e2e_latency_ms_p95_median').numOrNull(),
      serverPeakRssMibMax: s.get('server_peak_rss_mib_max').num(),
      throughputRelativeSpreadPercent: s.get('throughput_relative_spread_percent').num(),
      e2eRelativeSpreadPercent: s.get('e2e_relative_spread_percent').numOrNull(),
      ttftRelativeSpreadPercent: s.get('ttft_relative_spread_percent').numOrNull(),
      failureReasons: s.get('failure_reasons').strings(),
    },
  };
}

function readSelectedCell(selected: Field): SelectedCell | null {
  return selected.value === null
    ? null
    : {
        serverParallel: selected.get('server_parallel').int(),
        clientConcurrency: selected.get('client_concurrency').int(),
        generatedTokensPerSecondMedian: selected.get('generated_tokens_per_second_median').num(),
      };
}

function readSelection(f: Field, index: number): StudySelection {
  const comparison = f.get('comparison_to_reference_percent');
  return {
    index,
    pointer: f.pointer,
    candidateId: f.get('candidate_id').str(),
    referenceCell: {
      serverParallel: f.get('reference_cell').get('server_parallel').int(),
      clientConcurrency: f.get('reference_cell').get('client_concurrency').int(),
    },
    selectedCell: readSelectedCell(f.get('selected_cell')),
    generationGainPercent:
      comparison.value === null ? null : comparison.get('generated_tokens_per_second_median').num(),
    eligibleCellCount: f.get('eligible_cell_count').int(),
  };
}

function readQualityCheck(f: Field, index: number): StudyQualityCheck {
  return {
    index,
    pointer: f.pointer,
    candidateId: f.get('candidate_id').str(),
    serverParallel: f.get('server_parallel').int(),
    suiteId: f.get('suite_id').str(),
    passed: f.get('passed').int(),
    total: f.get('total').int(),
    score: f.get('score').num(),
    retentionVsReference: f.get('retention_vs_reference').numOrNull(),
    outcomesMatch: f.get('outcomes_match_candidate_reference').bool(),
    gateMet: f.get('gate_met').bool(),
    failureReasons: f.get('failure_reasons').strings(),
    sourceLabel: f.get('source_label').str(),
  };
}

function readWording(f: Field): ReceiptWording | undefined {
  if (f.value === undefined) return undefined;
  f.object();
  const wording: ReceiptWording = {};
  for (const key of WORDING_FIELDS) {
    const text = f.get(key);
    if (text.value !== undefined) wording[key] = text.str();
  }
  return wording;
}

/**
 * A fingerprint map as [label, sha256] pairs in the written study's key order (code-point sorted),
 * so a study in memory (keys in run order) and its file give the same list.
 */
function labelledHashes(f: Field): [string, string][] {
  return sortedKeys(f.object()).map((label) => [label, f.get(label).str()]);
}

/** Reads the parts of a capacity study the export and the reports use; throws InputError naming the field. */
export function readStudyView(document: JsonValue, file = 'capacity-study.json'): StudyView {
  const root = new Field(document, '', file);
  const doc = root.object();
  const plan = root.get('plan');
  const gate = plan.get('capacity_gate');
  const contract = root.get('load_contract');
  const methodology = contract.get('methodology');
  const slo = contract.get('slo');
  const prov = root.get('provenance');
  const fp = root.get('input_fingerprints');
  const view: StudyView = {
    document: doc,
    file,
    classification: root.get('classification').str(),
    scope: plan.get('scope').str(),
    boundaryCaveat: root.get('boundary_caveat').str(),
    wording: readWording(plan.get('receipt')),
    canonicalOutputsModified: root.get('canonical_outputs_modified').bool(),
    candidates: plan
      .get('candidates')
      .items()
      .map((c, index) => ({
        index,
        id: c.get('id').str(),
        label: c.get('label').str(),
        role: c.get('role').str(),
      })),
    serverParallelLevels: plan.get('server_parallel_levels').ints(),
    clientConcurrencyLevels: plan.get('client_concurrency_levels').ints(),
    perSlotContextTokens: plan.get('per_slot_context_tokens').int(),
    passes: plan
      .get('passes')
      .items()
      .map((p) => ({
        id: p.get('id').str(),
        candidateOrder: p.get('candidate_order').strings(),
        serverParallelOrder: p.get('server_parallel_order').ints(),
        clientConcurrencyOrder: p.get('client_concurrency_order').ints(),
      })),
    capacityGate: {
      maxServerPeakRssMib: gate.get('max_server_peak_rss_mib').num(),
      maxThroughputRelativeSpreadPercent: gate.get('max_throughput_relative_spread_percent').num(),
      maxE2eRelativeSpreadPercent: gate.get('max_e2e_relative_spread_percent').num(),
    },
    loadContract: {
      outputTokens: methodology.get('output_tokens').int(),
      warmupRequestsPerLevel: methodology.get('warmup_requests_per_level').int(),
      measuredRequestsPerLevel: methodology.get('measured_requests_per_level').int(),
      concurrencyLevels: methodology.get('concurrency_levels').ints(),
      promptSchedule: methodology.get('prompt_schedule').str(),
      promptCount: methodology.get('prompts').items().length,
      slo: {
        minCompletionRate: slo.get('min_completion_rate').num(),
        maxTtftMsP95: slo.get('max_ttft_ms_p95').numOrNull(),
        maxE2eLatencyMsP95: slo.get('max_e2e_latency_ms_p95').num(),
      },
    },
    cells: root.get('cells').items().map(readCell),
    selections: root.get('selections').items().map(readSelection),
    qualityChecks: root.get('quality_checks').items().map(readQualityCheck),
    provenance: {
      repository: prov.get('source').get('repository').str(),
      revision: prov.get('source').get('revision').str(),
      workflow: prov.get('source').get('workflow').str(),
      runId: prov.get('source').get('run_id').str(),
      runAttempt: prov.get('source').get('run_attempt').int(),
      generatedAtUtc: prov.get('source').get('generated_at_utc').str(),
      runnerOs: prov.get('runner').get('os').str(),
      runnerArchitecture: prov.get('runner').get('architecture').str(),
      runnerCpu: prov.get('runner').get('cpu').str(),
      runnerCpuCount: prov.get('runner').get('cpu_count').int(),
      runtimeName: prov.get('runtime').get('name').str(),
      runtimeRepository: prov.get('runtime').get('repository').str(),
      runtimeRevision: prov.get('runtime').get('revision').str(),
      canonicalRunId: prov.get('canonical_evidence').get('run_id').str(),
      canonicalReleaseTag: prov.get('canonical_evidence').get('release_tag').str(),
    },
    fingerprints: {
      capacityPlanSha256: fp.get('capacity_plan_sha256').str(),
      capacityPlanContentSha256: fp.get('capacity_plan_content_sha256').str(),
      loadPlanSha256: fp.get('load_plan_sha256').str(),
      manifestSha256: fp.get('manifest_sha256').str(),
      loadArtifacts: labelledHashes(fp.get('load_artifacts')),
      rssArtifacts: labelledHashes(fp.get('rss_artifacts')),
      serverLogs: labelledHashes(fp.get('server_logs')),
      qualityArtifacts: labelledHashes(fp.get('quality_artifacts')),
    },
  };
  return view;
}

/** The cell of (candidate, P, C), found by searching `study.cells` (plans may have any number of levels). */
export function findCell(
  view: StudyView,
  candidateId: string,
  serverParallel: number,
  clientConcurrency: number,
): StudyCell {
  const matches = view.cells.filter(
    (c) =>
      c.candidateId === candidateId &&
      c.serverParallel === serverParallel &&
      c.clientConcurrency === clientConcurrency,
  );
  if (matches.length !== 1) {
    throw new InputError(
      `expected exactly one cell for ${candidateId} P${serverParallel} / C${clientConcurrency}, found ${matches.length}`,
      view.file,
      '/cells',
    );
  }
  return matches[0];
}

export function findQualityCheck(
  view: StudyView,
  candidateId: string,
  serverParallel: number,
): StudyQualityCheck {
  const matches = view.qualityChecks.filter(
    (q) => q.candidateId === candidateId && q.serverParallel === serverParallel,
  );
  if (matches.length !== 1) {
    throw new InputError(
      `expected exactly one quality check for ${candidateId} P${serverParallel}, found ${matches.length}`,
      view.file,
      '/quality_checks',
    );
  }
  return matches[0];
}

export function selectionFor(view: StudyView, candidateId: string): StudySelection {
  const matches = view.selections.filter((s) => s.candidateId === candidateId);
  if (matches.length !== 1) {
    throw new InputError(
      `expected exactly one selection for ${candidateId}, found ${matches.length}`,
      view.file,
      '/selections',
    );
  }
  return matches[0];
}

/** One measured request of an embedded load evaluation (not the load client's own sample type). */
export interface StudySample {
  index: number;
  completed: boolean;
  ttftMs: number | null;
  e2eLatencyMs: number;
}

/** Measured samples of one client level of one embedded load evaluation (spec §9.5). */
export function loadRowSamples(view: StudyView, runLabel: string, concurrency: number): StudySample[] {
  const evaluations = new Field(view.document, '', view.file).get('source_artifacts').get('load_evaluations');
  const run = evaluations.get(runLabel);
  const rows = run.get('evaluation').get('rows').items();
  const row = rows.find((r) => r.get('concurrency').int() === concurrency);
  if (row === undefined) {
    throw new InputError(
      `no row for client concurrency ${concurrency}`,
      view.file,
      `${run.pointer}/evaluation/rows`,
    );
  }
  return row
    .get('samples')
    .items()
    .map((s) => ({
      index: s.get('index').int(),
      completed: s.get('completed').bool(),
      ttftMs: s.get('ttft_ms').numOrNull(),
      e2eLatencyMs: s.get('e2e_latency_ms').num(),
    }));
}

/** Per-case outcomes (1 matched, 0 not) of the embedded quality evaluation, in suite order. */
export function qualityOutcomes(view: StudyView, qualityLabel: string): number[] {
  const wrapper = new Field(view.document, '', view.file)
    .get('source_artifacts')
    .get('quality_wrappers')
    .get(qualityLabel)
    .get('wrapper');
  return wrapper
    .get('evaluation')
    .get('quality')
    .get('cases')
    .items()
    .map((c) => (c.get('matched').bool() ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// The schema-shaped document (what the receipt renders)

export interface DocumentCandidate {
  id: string;
  label: string;
  role: string;
}

export interface DocumentPass {
  id: string;
  candidate_order: string[];
  server_parallel_order: number[];
  client_concurrency_order: number[];
}

export interface DocumentCellSummary {
  capacity_gate_met: boolean;
  every_pass_slo_met: boolean;
  quality_gate_met: boolean;
  completion_rate_min: number;
  generated_tokens_per_second_median: number;
  e2e_latency_ms_p95_median: number | null;
  ttft_ms_p95_median: number | null;
  server_peak_rss_mib_max: number;
  throughput_relative_spread_percent: number;
  e2e_relative_spread_percent: number | null;
  failure_reasons: string[];
}

export interface DocumentCell {
  candidate_id: string;
  server_parallel: number;
  client_concurrency: number;
  summary: DocumentCellSummary;
  /** Present when the plan's early stop skipped the cell in some pass (docs/spec-extensions.md). */
  status?: 'SKIPPED';
  skipped_passes?: string[];
}

/** What the open-loop renderers read: the envelope and every search history, plan order. */
export interface StudyOpenLoop {
  envelope: RateEnvelopeEntry[];
  searches: SearchHistory[];
}

/** The open-loop members of a validated study's plain document; undefined for a closed-loop study. */
export function openLoopOf(study: StudyDocument): StudyOpenLoop | undefined {
  if (study.rate_envelope === undefined) return undefined;
  return {
    envelope: study.rate_envelope,
    searches: Object.values(study.rate_searches ?? {}).map((s) => s.history),
  };
}

/** The study's `early_stop` block: every skipped (pass, cell) with its reason and the seconds saved. */
export interface DocumentEarlyStop {
  margin_percent: number;
  min_failed_passes: number;
  estimated_runner_seconds_saved: number;
  skipped_cells: {
    pass_id: string;
    candidate_id: string;
    server_parallel: number;
    client_concurrency: number;
    status: 'SKIPPED';
    reason: string;
    estimated_runner_seconds_saved: number;
  }[];
}

export interface DocumentSelection {
  candidate_id: string;
  selected_cell: {
    server_parallel: number;
    client_concurrency: number;
    generated_tokens_per_second_median: number;
  } | null;
  comparison_to_reference_percent: { generated_tokens_per_second_median: number } | null;
}

export interface DocumentQualityCheck {
  candidate_id: string;
  server_parallel: number;
  passed: number;
  total: number;
  retention_vs_reference: number | null;
  outcomes_match_candidate_reference: boolean;
  gate_met: boolean;
}

export interface ToolIdentity {
  name: string;
  version: string;
  repository: string;
}

/**
 * The study document in the schema's own shape (snake_case), as far as the receipt reads it; a full
 * study document is assignable. Numbers are plain JavaScript numbers (`toPlain` of the lossless parse).
 */
export interface StudyDocument {
  classification: string;
  boundary_caveat: string;
  plan: {
    scope: string;
    candidates: DocumentCandidate[];
    server_parallel_levels: number[];
    client_concurrency_levels: number[];
    per_slot_context_tokens: number;
    passes: DocumentPass[];
    capacity_gate: {
      max_server_peak_rss_mib: number;
      max_throughput_relative_spread_percent: number;
      max_e2e_relative_spread_percent: number;
    };
    selection: { objective_tolerance_percent: number };
    receipt?: ReceiptWording;
    decision?: { choose: boolean };
  };
  load_contract: {
    methodology: {
      output_tokens: number;
      warmup_requests_per_level: number;
      measured_requests_per_level: number;
    };
    slo: { min_completion_rate: number };
  };
  cells: DocumentCell[];
  selections: DocumentSelection[];
  quality_checks: DocumentQualityCheck[];
  /** Present for plans with a decision block (docs/decision.md). */
  decision?: DecisionDocument;
  /** Present for plans with an early_stop block. */
  early_stop?: DocumentEarlyStop;
  /** Present for plans with an open_loop block (docs/open-loop.md, "In the study"). */
  rate_envelope?: RateEnvelopeEntry[];
  rate_searches?: Record<string, { input_sha256: string; history: SearchHistory }>;
  provenance: {
    source: { repository: string; revision: string; run_id: string; run_attempt: number };
    runner: { os: string; architecture: string; cpu: string; cpu_count: number };
    runtime: { name: string; revision: string };
    canonical_evidence: { run_id: string; release_tag: string };
    tool?: ToolIdentity;
  };
  input_fingerprints: {
    capacity_plan_sha256: string;
    load_plan_sha256: string;
    manifest_sha256: string;
    load_artifacts: Record<string, string>;
    rss_artifacts: Record<string, string>;
    server_logs: Record<string, string>;
    quality_artifacts: Record<string, string>;
  };
}

// ---------------------------------------------------------------------------------------------
// Validated study: the one entry for a whole study document

/** A study that passed schema validation and full re-derivation, with its typed views. */
export interface ValidatedStudy {
  readonly file: string;
  /** The parsed (lossless) document. */
  readonly document: JsonObject;
  /** The checked camelCase view (built on first use). */
  readonly view: StudyView;
  /** The schema-shaped document without `source_artifacts` (built on first use). */
  readonly plain: StudyDocument;
}

/**
 * Validates a study by schema and full re-derivation (InputError when it cannot be re-derived,
 * VerificationMismatch when a stored value differs) and returns its typed views. The views are built
 * lazily, so a caller that only renders the receipt never pays for the camelCase view.
 */
export function readValidatedStudy(value: JsonValue, file = 'capacity-study.json'): ValidatedStudy {
  validateStudy(value, file);
  const document = new Field(value, '', file).object();
  let view: StudyView | undefined;
  let plain: StudyDocument | undefined;
  return {
    file,
    document,
    get view(): StudyView {
      return (view ??= readStudyView(document, file));
    },
    get plain(): StudyDocument {
      if (plain === undefined) {
        // The receipt never reads the embedded sources; skip copying them.
        const { source_artifacts: _sources, ...shown } = document;
        // The one cast of a parsed document in src: validateStudy has just checked this document
        // against capacity-study.schema.json and re-derived every value it records.
        plain = toPlain(shown) as unknown as StudyDocument;
      }
      return plain;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Baseline selections

/** What a comparison with a baseline study reads of each selection. */
export type BaselineSelection = Pick<StudySelection, 'candidateId' | 'selectedCell'>;

/**
 * The selections of a study this job did not produce (a baseline), checked field by field. Only
 * `/selections` is read and nothing is re-derived, so a baseline written by an older version still
 * compares; a malformed one throws InputError naming the field.
 */
export function readStudySelections(value: JsonValue, file: string): BaselineSelection[] {
  return new Field(value, '', file)
    .get('selections')
    .items()
    .map((f) => ({
      candidateId: f.get('candidate_id').str(),
      selectedCell: readSelectedCell(f.get('selected_cell')),
    }));
}
