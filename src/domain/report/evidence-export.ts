// Evidence-metrics export (evidence-export.md §2): the selected operating points of a capacity study
// as pointer-addressed, re-verifiable metrics, built from the study read model.
import { InputError } from '../core/errors.js';
import { SHA256_PATTERN } from '../core/hashing.js';
import { JsonFloat, type JsonValue } from '../core/json.js';
import { writeJson } from '../core/json-writer.js';
import { numberWord } from './receipt.js';
import { roundForUnit } from './evidence-verify.js';
import {
  findCell,
  findQualityCheck,
  qualityOutcomes,
  readStudyView,
  selectionFor,
  type StudyCandidate,
  type StudyCell,
  type StudyPassMetric,
  type StudySelection,
  type StudyView,
} from '../study/study-model.js';
import { joinAnd } from '../study/wording.js';

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

function capitalized(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
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

/** What every metric of one study shares: its view, source digest and the wording of its conditions. */
interface ExportContext {
  view: StudyView;
  sha: string;
  passCount: number;
  n: number;
  clientLevels: string;
  cacheState: string;
  conditions: string;
  p95Caveat: string;
  rateBoundary: string;
}

/** Builds the export document for a study (pure; the caller hashes the file bytes). */
export function buildEvidenceExport(study: JsonValue, options: EvidenceExportOptions): EvidenceDocument {
  if (!SHA256_PATTERN.test(options.studySha256))
    throw new InputError('studySha256 must be 64 lowercase hex digits');
  if (options.version.trim() === '') throw new InputError('version must be a non-empty release label');
  const view = readStudyView(study, options.studyFile);
  const ctx = exportContext(view, options.studySha256);

  const metrics: EvidenceMetric[] = [];
  const unselected: string[] = [];
  const outcomeSentences: string[] = [];

  for (const candidate of view.candidates) {
    const selection = selectionFor(view, candidate.id);
    outcomeSentences.push(outcomeSentence(view, candidate, selection));
    const sel = selection.selectedCell;
    if (sel === null) {
      unselected.push(candidate.label);
      continue;
    }
    const cell = findCell(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
    metrics.push(
      ...selectedPointMetrics(ctx, candidate, cell),
      gainMetric(ctx, candidate, selection, cell),
      qualityMetric(ctx, candidate, cell.serverParallel),
    );
  }

  const limitations = exportLimitations(ctx, outcomeSentences, unselected);
  return {
    schema_version: 1,
    version: options.version,
    historical: options.historical,
    evidence_sources: exportSources(view, options),
    metrics,
    limitations,
  };
}

function exportContext(view: StudyView, sha: string): ExportContext {
  const lc = view.loadContract;
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

  return { view, sha, passCount, n, clientLevels, cacheState, conditions, p95Caveat, rateBoundary };
}

/** One candidate's line of the limitations: how many points passed, which was selected, which failed. */
function outcomeSentence(view: StudyView, candidate: StudyCandidate, selection: StudySelection): string {
  const own = view.cells.filter((c) => c.candidateId === candidate.id);
  const passing = own.filter((c) => c.summary.capacityGateMet);
  const rejected = own
    .filter((c) => !c.summary.capacityGateMet)
    .map((c) => point(c.serverParallel, c.clientConcurrency));
  const sel = selection.selectedCell;
  return (
    `${candidate.label}: ${passing.length} of ${own.length} observed points passed every predeclared gate` +
    (sel ? `; ${point(sel.serverParallel, sel.clientConcurrency)} selected` : '; no point selected') +
    (rejected.length > 0 ? `; rejected ${rejected.join(', ')}.` : '; none rejected.')
  );
}

/** The fields every metric of a selected point shares: its cohort, cache state and conditions. */
function commonFields(ctx: ExportContext, candidate: StudyCandidate, cell: StudyCell) {
  const P = cell.serverParallel;
  const C = cell.clientConcurrency;
  return {
    cohort: `capacity-${candidate.id}-p${P}-c${C}`,
    cache_state: ctx.cacheState,
    concurrency: C,
    active_cap: P,
    conditions: ctx.conditions,
    source_sha256: ctx.sha,
  };
}

/** The selected point's rate, observed-p95 TTFT and E2E, and peak RSS. */
function selectedPointMetrics(
  ctx: ExportContext,
  candidate: StudyCandidate,
  cell: StudyCell,
): EvidenceMetric[] {
  const { view, passCount, n, clientLevels, p95Caveat, rateBoundary } = ctx;
  const lc = view.loadContract;
  const metrics: EvidenceMetric[] = [];
  const P = cell.serverParallel;
  const C = cell.clientConcurrency;
  const common = commonFields(ctx, candidate, cell);
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

  return metrics;
}

/** The selected point's generation rate relative to the candidate's own reference cell. */
function gainMetric(
  ctx: ExportContext,
  candidate: StudyCandidate,
  selection: StudySelection,
  cell: StudyCell,
): EvidenceMetric {
  const { view, rateBoundary } = ctx;
  const common = commonFields(ctx, candidate, cell);
  const where = `${candidate.label}, ${point(cell.serverParallel, cell.clientConcurrency)}`;
  const ref = selection.referenceCell;
  const refCell = findCell(view, candidate.id, ref.serverParallel, ref.clientConcurrency);
  const gain = selection.generationGainPercent;
  const gainPointer = `${selection.pointer}/comparison_to_reference_percent/generated_tokens_per_second_median`;
  const refName = `P${ref.serverParallel}/C${ref.clientConcurrency}`;
  return metric({
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
  });
}

/** The quality cases passed at the selected point's slot level, with every embedded outcome. */
function qualityMetric(ctx: ExportContext, candidate: StudyCandidate, P: number): EvidenceMetric {
  const { view, sha } = ctx;
  const quality = findQualityCheck(view, candidate.id, P);
  const outcomes = qualityOutcomes(view, quality.sourceLabel);
  if (outcomes.length !== quality.total) {
    throw new InputError(
      `quality check total ${quality.total} does not match the ${outcomes.length} embedded cases of ${quality.sourceLabel}`,
      view.file,
      quality.pointer,
    );
  }
  return metric({
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
  });
}

function exportLimitations(ctx: ExportContext, outcomeSentences: string[], unselected: string[]): string[] {
  const { view, n } = ctx;
  const lc = view.loadContract;
  const limitations = [...sentences(view.boundaryCaveat)];
  limitations.push(
    p95IsMaximum(n)
      ? `${capitalized(numberWord(n))} measured requests per level make p95 an observed maximum, not a stable tail estimate.`
      : `${capitalized(numberWord(n))} measured requests per level give a nearest-rank p95, not a stable tail estimate.`,
  );
  limitations.push(
    `Fixed closed-loop client concurrency (${joinAnd(lc.concurrencyLevels.map(String))} clients); not an open-loop arrival-rate test.`,
  );
  const p = view.provenance;
  limitations.push(
    `One ${p.runnerArchitecture} runner (${p.runnerOs}, ${p.runnerCpu}, ${p.runnerCpuCount} CPUs).`,
  );
  limitations.push(...outcomeSentences);
  if (unselected.length > 0) {
    limitations.push(
      `No observed point cleared every predeclared gate for ${joinAnd(unselected)}, so no selected-point metrics are exported for ${unselected.length === 1 ? 'it' : 'them'}.`,
    );
  }
  return limitations;
}

function exportSources(view: StudyView, options: EvidenceExportOptions): EvidenceSource[] {
  const p = view.provenance;
  const sha = options.studySha256;
  const sources: EvidenceSource[] = [
    {
      id: 'capacity-study',
      sha256: sha,
      description: `capacity-study.json from run ${p.runId} attempt ${p.runAttempt}`,
    },
  ];
  if (options.receiptSha256 !== undefined) {
    if (!SHA256_PATTERN.test(options.receiptSha256))
      throw new InputError('receiptSha256 must be 64 lowercase hex digits');
    sources.push({
      id: 'capacity-receipt',
      sha256: options.receiptSha256,
      description: 'capacity-receipt.md rendered from that study',
    });
  }
  return sources;
}

/** §1.4 key order (insertion order, not sorted), two-space indent, trailing newline, non-ASCII raw. */
export function serializeEvidenceExport(doc: EvidenceDocument): string {
  return writeJson(doc as unknown as JsonValue, { indent: 2, sortKeys: false });
}
