// Evidence-metrics export (evidence-export.md §2): the selected operating points of a capacity study
// as pointer-addressed, re-verifiable metrics. Also the typed read-only study view the report
// renderers share, so every renderer reads cells by searching `study.cells`, never by index maths.
import { InputError } from '../core/errors.js';
import {
  escapePointerToken,
  isJsonObject,
  JsonFloat,
  writeJson,
  type JsonObject,
  type JsonValue,
} from '../core/json.js';
import { numberWord } from './receipt.js';
import { roundForUnit } from './evidence-verify.js';

// ---------------------------------------------------------------------------------------------
// Study view

/** One JSON location with the pointer it was read from, so shape errors name the exact field. */
class Field {
  constructor(
    readonly value: JsonValue | undefined,
    readonly pointer: string,
    readonly file: string,
  ) {}

  private fail(expected: string): never {
    const found =
      this.value === undefined
        ? 'nothing (missing)'
        : this.value === null
          ? 'null'
          : Array.isArray(this.value)
            ? 'an array'
            : this.value instanceof JsonFloat ||
                typeof this.value === 'number' ||
                typeof this.value === 'bigint'
              ? 'a number'
              : typeof this.value === 'object'
                ? 'an object'
                : `a ${typeof this.value}`;
    throw new InputError(`expected ${expected}, found ${found}`, this.file, this.pointer);
  }

  get(key: string | number): Field {
    const pointer = `${this.pointer}/${typeof key === 'number' ? key : escapePointerToken(key)}`;
    if (typeof key === 'number') {
      const items = this.arrayValue();
      return new Field(items[key], pointer, this.file);
    }
    const obj = this.object();
    return new Field(
      Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined,
      pointer,
      this.file,
    );
  }

  object(): JsonObject {
    if (!isJsonObject(this.value)) this.fail('an object');
    return this.value;
  }

  private arrayValue(): JsonValue[] {
    if (!Array.isArray(this.value)) this.fail('an array');
    return this.value;
  }

  items(): Field[] {
    return this.arrayValue().map((v, i) => new Field(v, `${this.pointer}/${i}`, this.file));
  }

  entries(): [string, Field][] {
    const obj = this.object();
    return Object.keys(obj).map((k) => [k, this.get(k)]);
  }

  str(): string {
    if (typeof this.value !== 'string') this.fail('a string');
    return this.value;
  }

  bool(): boolean {
    if (typeof this.value !== 'boolean') this.fail('a boolean');
    return this.value;
  }

  num(): number {
    const v = this.value;
    if (v instanceof JsonFloat) return v.value;
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') return Number(v);
    return this.fail('a number');
  }

  numOrNull(): number | null {
    return this.value === null ? null : this.num();
  }

  int(): number {
    const v = this.value;
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail('an integer');
    return v as number;
  }

  strings(): string[] {
    return this.items().map((f) => f.str());
  }

  ints(): number[] {
    return this.items().map((f) => f.int());
  }

  /** The value with its lexical number type kept (int stays int, float stays float). */
  raw(): JsonValue {
    if (this.value === undefined) this.fail('a value');
    return this.value as JsonValue;
  }
}

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

export interface StudySelection {
  index: number;
  pointer: string;
  candidateId: string;
  referenceCell: { serverParallel: number; clientConcurrency: number };
  selectedCell: { serverParallel: number; clientConcurrency: number } | null;
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

function readSelection(f: Field, index: number): StudySelection {
  const selected = f.get('selected_cell');
  const comparison = f.get('comparison_to_reference_percent');
  return {
    index,
    pointer: f.pointer,
    candidateId: f.get('candidate_id').str(),
    referenceCell: {
      serverParallel: f.get('reference_cell').get('server_parallel').int(),
      clientConcurrency: f.get('reference_cell').get('client_concurrency').int(),
    },
    selectedCell:
      selected.value === null
        ? null
        : {
            serverParallel: selected.get('server_parallel').int(),
            clientConcurrency: selected.get('client_concurrency').int(),
          },
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

function labelledHashes(f: Field): [string, string][] {
  return f.entries().map(([label, v]) => [label, v.str()]);
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

export interface LoadSample {
  index: number;
  completed: boolean;
  ttftMs: number | null;
  e2eLatencyMs: number;
}

/** Measured samples of one client level of one embedded load evaluation (spec §9.5). */
export function loadRowSamples(view: StudyView, runLabel: string, concurrency: number): LoadSample[] {
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
function qualityOutcomes(view: StudyView, qualityLabel: string): number[] {
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
// Export document (evidence-export.md §1.4 key order)

export interface EvidenceSource {
  id: string;
  sha256: string;
  description?: string;
}

export interface EvidenceMetric {
  id: string;
  label: string;
  value: JsonValue;
  unit: string;
  estimator: string;
  samples: number;
  cohort: string;
  cache_state: string;
  timing_boundary: string;
  concurrency: number;
  active_cap: number;
  conditions: string;
  source_sha256: string;
  source_pointer: string;
  raw_values: JsonValue[] | null;
  caveats: string[];
}

export interface EvidenceDocument {
  schema_version: 1;
  version: string;
  historical: boolean;
  evidence_sources: EvidenceSource[];
  metrics: EvidenceMetric[];
  limitations: string[];
}

export interface EvidenceExportOptions {
  /** SHA-256 of the exact capacity-study.json bytes the metrics point into. */
  studySha256: string;
  /** Release label of the tool making the export. */
  version: string;
  /** True when re-exporting an archived bundle rather than a run measured by this workflow. */
  historical: boolean;
  /** SHA-256 of the rendered receipt, listed as a second (unreferenced) source when given. */
  receiptSha256?: string;
  /** File name used in error messages (default capacity-study.json). */
  studyFile?: string;
}

const SHA256 = /^[0-9a-f]{64}$/;

function capitalized(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function point(p: number, c: number): string {
  return `P${p} / C${c}`;
}

/** A measured value rounded per its unit, kept a float so `4096.0` does not print as an int. */
function rounded(unit: string, x: number): JsonFloat {
  return new JsonFloat(roundForUnit(unit, x));
}

/** Nearest-rank p95 of n values is the maximum exactly when ceil(0.95 n) == n. */
function p95IsMaximum(n: number): boolean {
  return Math.max(1, Math.ceil(0.95 * n)) === n;
}

/** Sentences of the boundary caveat (split after a full stop followed by a capital letter). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function metric(m: EvidenceMetric): EvidenceMetric {
  // Literal construction keeps the §1.4 key order regardless of how the caller built `m`.
  return {
    id: m.id,
    label: m.label,
    value: m.value,
    unit: m.unit,
    estimator: m.estimator,
    samples: m.samples,
    cohort: m.cohort,
    cache_state: m.cache_state,
    timing_boundary: m.timing_boundary,
    concurrency: m.concurrency,
    active_cap: m.active_cap,
    conditions: m.conditions,
    source_sha256: m.source_sha256,
    source_pointer: m.source_pointer,
    raw_values: m.raw_values,
    caveats: m.caveats,
  };
}

function requireNumber(value: JsonValue, what: string, view: StudyView, pointer: string): number {
  if (value instanceof JsonFloat) return value.value;
  if (typeof value === 'number') return value;
  throw new InputError(
    `${what} must be a number for the selected point, found ${value === null ? 'null' : typeof value}`,
    view.file,
    pointer,
  );
}

/** Builds the export document for a study (pure; the caller hashes the file bytes). */
export function buildEvidenceExport(study: JsonValue, options: EvidenceExportOptions): EvidenceDocument {
  if (!SHA256.test(options.studySha256)) throw new InputError('studySha256 must be 64 lowercase hex digits');
  if (options.version.trim() === '') throw new InputError('version must be a non-empty release label');
  const view = readStudyView(study, options.studyFile);
  const lc = view.loadContract;
  const sha = options.studySha256;
  const passCount = view.passes.length;
  const n = lc.measuredRequestsPerLevel;
  const clientLevels = lc.concurrencyLevels.join('/');
  const cacheState = `prompt caching disabled (cache_prompt=false); ${lc.warmupRequestsPerLevel} warmups per client level`;
  const conditions =
    `${capitalized(numberWord(passCount))} mirrored pass${passCount === 1 ? '' : 'es'}; ` +
    `${n} measured requests of ${lc.outputTokens} output tokens per client level and pass; ` +
    `fixed ${lc.promptSchedule} prompts; fresh server per configuration.`;
  const p95Caveat = p95IsMaximum(n)
    ? `Observed p95 of ${n} requests equals the per-pass maximum.`
    : `Nearest-rank p95 over ${n} requests per pass (no interpolation).`;
  const rateBoundary =
    'generated tokens of all measured requests / (last measured response end - first measured request start), per pass';

  const metrics: EvidenceMetric[] = [];
  const unselected: string[] = [];
  const outcomeSentences: string[] = [];

  for (const candidate of view.candidates) {
    const selection = selectionFor(view, candidate.id);
    const own = view.cells.filter((c) => c.candidateId === candidate.id);
    const passing = own.filter((c) => c.summary.capacityGateMet);
    const rejected = own
      .filter((c) => !c.summary.capacityGateMet)
      .map((c) => point(c.serverParallel, c.clientConcurrency));
    const sel = selection.selectedCell;
    outcomeSentences.push(
      `${candidate.label}: ${passing.length} of ${own.length} observed points passed every predeclared gate` +
        (sel ? `; ${point(sel.serverParallel, sel.clientConcurrency)} selected` : '; no point selected') +
        (rejected.length > 0 ? `; rejected ${rejected.join(', ')}.` : '; none rejected.'),
    );
    if (sel === null) {
      unselected.push(candidate.label);
      continue;
    }
    const cell = findCell(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
    const P = cell.serverParallel;
    const C = cell.clientConcurrency;
    const common = {
      cohort: `capacity-${candidate.id}-p${P}-c${C}`,
      cache_state: cacheState,
      concurrency: C,
      active_cap: P,
      conditions,
      source_sha256: sha,
    };
    const where = `${candidate.label}, ${point(P, C)}`;
    const summaryPointer = (key: string): string => `${cell.pointer}/summary/${key}`;
    const perPass = (pick: (m: StudyPassMetric) => JsonValue, field: string): JsonValue[] =>
      cell.passMetrics.map((m) => {
        const v = pick(m);
        requireNumber(v, field, view, `${m.pointer}/${field}`);
        return v;
      });

    const rate = cell.summary.generatedTokensPerSecondMedian;
    metrics.push(
      metric({
        id: `${candidate.id}_generation_rate`,
        label: `${where}: median generation rate`,
        value: rounded('tok/s', rate),
        unit: 'tok/s',
        estimator: `median of ${passCount} mirrored pass rates`,
        samples: passCount,
        ...common,
        timing_boundary: rateBoundary,
        source_pointer: summaryPointer('generated_tokens_per_second_median'),
        raw_values: perPass((m) => m.generatedTokensPerSecond, 'generated_tokens_per_second'),
        caveats: [],
      }),
    );

    const ttft = cell.summary.ttftMsP95Median;
    const e2e = cell.summary.e2eLatencyMsP95Median;
    const p95Estimator = `median of ${passCount} per-pass nearest-rank p95 values (n=${n})`;
    metrics.push(
      metric({
        id: `${candidate.id}_ttft_p95`,
        label: `${where}: observed-p95 TTFT`,
        value: rounded(
          'ms',
          requireNumber(ttft, 'ttft_ms_p95_median', view, summaryPointer('ttft_ms_p95_median')),
        ),
        unit: 'ms',
        estimator: p95Estimator,
        samples: passCount,
        ...common,
        timing_boundary: 'client request start to first SSE event with nonempty content',
        source_pointer: summaryPointer('ttft_ms_p95_median'),
        raw_values: perPass((m) => m.ttftMsP95, 'ttft_ms_p95'),
        caveats: [p95Caveat],
      }),
    );
    metrics.push(
      metric({
        id: `${candidate.id}_e2e_p95`,
        label: `${where}: observed-p95 end-to-end latency`,
        value: rounded(
          'ms',
          requireNumber(e2e, 'e2e_latency_ms_p95_median', view, summaryPointer('e2e_latency_ms_p95_median')),
        ),
        unit: 'ms',
        estimator: p95Estimator,
        samples: passCount,
        ...common,
        timing_boundary: 'client request start to end of the streamed response body',
        source_pointer: summaryPointer('e2e_latency_ms_p95_median'),
        raw_values: perPass((m) => m.e2eLatencyMsP95, 'e2e_latency_ms_p95'),
        caveats: [p95Caveat],
      }),
    );
    metrics.push(
      metric({
        id: `${candidate.id}_peak_rss`,
        label: `${where}: peak server RSS`,
        value: rounded('MiB', cell.summary.serverPeakRssMibMax),
        unit: 'MiB',
        estimator: `maximum of ${passCount} server-process peaks (GNU time -v)`,
        samples: passCount,
        ...common,
        timing_boundary: `whole server process lifetime: model load, warmups and the ${clientLevels}-client sweep`,
        source_pointer: summaryPointer('server_peak_rss_mib_max'),
        raw_values: perPass((m) => m.serverPeakRssMib, 'server_peak_rss_mib'),
        caveats: [
          `Process-wide peak shared by the ${numberWord(lc.concurrencyLevels.length)} client levels of that server process.`,
        ],
      }),
    );

    const ref = selection.referenceCell;
    const refCell = findCell(view, candidate.id, ref.serverParallel, ref.clientConcurrency);
    const gain = selection.generationGainPercent;
    const gainPointer = `${selection.pointer}/comparison_to_reference_percent/generated_tokens_per_second_median`;
    const refName = `P${ref.serverParallel}/C${ref.clientConcurrency}`;
    metrics.push(
      metric({
        id: `${candidate.id}_generation_gain_vs_${refName.replace('/', '').toLowerCase()}`,
        label: `${where}: generation rate vs ${refName}`,
        value: rounded('%', requireNumber(gain, 'comparison_to_reference_percent', view, gainPointer)),
        unit: '%',
        estimator: `relative change of medians vs own ${refName} cell`,
        samples: 2,
        ...common,
        timing_boundary: rateBoundary,
        source_pointer: gainPointer,
        raw_values: [
          cell.summary.generatedTokensPerSecondMedian,
          refCell.summary.generatedTokensPerSecondMedian,
        ].map((x) => new JsonFloat(x)),
        caveats: [`Relative to the candidate's own ${refName} cell, which need not pass the gates itself.`],
      }),
    );

    const quality = findQualityCheck(view, candidate.id, P);
    const outcomes = qualityOutcomes(view, quality.sourceLabel);
    if (outcomes.length !== quality.total) {
      throw new InputError(
        `quality check total ${quality.total} does not match the ${outcomes.length} embedded cases of ${quality.sourceLabel}`,
        view.file,
        quality.pointer,
      );
    }
    metrics.push(
      metric({
        id: `${candidate.id}_quality_passed`,
        label: `${candidate.label}, P${P}: quality cases passed`,
        value: quality.passed,
        unit: `passed / ${quality.total}`,
        estimator: 'count of matched cases',
        samples: quality.total,
        cohort: `capacity-${candidate.id}-quality-p${P}`,
        cache_state: 'fresh quality server; one sequential pass over the suite',
        timing_boundary: 'sequential chat completions, exact-answer checks',
        concurrency: 1,
        active_cap: P,
        conditions: `${quality.total} fixed cases of suite ${quality.suiteId}; one client; fresh server per candidate and slot level.`,
        source_sha256: sha,
        source_pointer: `${quality.pointer}/passed`,
        raw_values: outcomes,
        caveats: ['Exact-answer smoke suite; not a broad quality ranking.'],
      }),
    );
  }

  const limitations = [...sentences(view.boundaryCaveat)];
  limitations.push(
    p95IsMaximum(n)
      ? `${capitalized(numberWord(n))} measured requests per level make p95 an observed maximum, not a stable tail estimate.`
      : `${capitalized(numberWord(n))} measured requests per level give a nearest-rank p95, not a stable tail estimate.`,
  );
  limitations.push(
    `Fixed closed-loop client concurrency (${listWords(lc.concurrencyLevels.map(String))} clients); not an open-loop arrival-rate test.`,
  );
  const p = view.provenance;
  limitations.push(
    `One ${p.runnerArchitecture} runner (${p.runnerOs}, ${p.runnerCpu}, ${p.runnerCpuCount} CPUs).`,
  );
  limitations.push(...outcomeSentences);
  if (unselected.length > 0) {
    limitations.push(
      `No observed point cleared every predeclared gate for ${listWords(unselected)}, so no selected-point metrics are exported for ${unselected.length === 1 ? 'it' : 'them'}.`,
    );
  }

  const sources: EvidenceSource[] = [
    {
      id: 'capacity-study',
      sha256: sha,
      description: `capacity-study.json from run ${p.runId} attempt ${p.runAttempt}`,
    },
  ];
  if (options.receiptSha256 !== undefined) {
    if (!SHA256.test(options.receiptSha256))
      throw new InputError('receiptSha256 must be 64 lowercase hex digits');
    sources.push({
      id: 'capacity-receipt',
      sha256: options.receiptSha256,
      description: 'capacity-receipt.md rendered from that study',
    });
  }

  return {
    schema_version: 1,
    version: options.version,
    historical: options.historical,
    evidence_sources: sources,
    metrics,
    limitations,
  };
}

/** §1.4 key order (insertion order, not sorted), two-space indent, trailing newline, non-ASCII raw. */
export function serializeEvidenceExport(doc: EvidenceDocument): string {
  return writeJson(doc as unknown as JsonValue, { indent: 2, sortKeys: false });
}
