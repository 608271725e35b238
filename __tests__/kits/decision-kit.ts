// Hand-built inputs for the decision room's tests: a small capacity plan with a decision block (from
// the published plan, reshaped), per-run evidence rows with their samples, a manifest's candidate facts,
// and ranked cells for the choice and grid-edge rules — all pure data, no files but the published plan.
import { readFileSync } from 'node:fs';
import type { JsonObject, JsonValue } from '../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../src/domain/core/json-reader.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import type { DecisionInputs } from '../../src/domain/decision/derive-decision.js';
import type { DecisionCell, RunEvidenceFacts } from '../../src/domain/decision/cell-gates.js';
import type { RankedCell } from '../../src/domain/decision/choice.js';
import type { Row, Sample } from '../../src/domain/measurement/load-evaluation.js';
import type { CandidateFacts, Manifest } from '../../src/domain/measurement/manifest.js';
import { parseCapacityPlan, type CapacityPlan } from '../../src/domain/plan/plan.js';
import { cellKeys, runLabel, type CellKey } from '../../src/domain/plan/schedule.js';
import type { Verdict3 } from '../../src/domain/statistics/verdicts.js';
import { REFERENCE_FILES } from './fixture-paths.js';

/** The published plan as a mutable JSON object (fresh each call). */
export function publishedPlanDocument(): JsonObject {
  return parseJson(decodeUtf8Strict(readFileSync(REFERENCE_FILES.capacityPlan))) as JsonObject;
}

export interface PlanShape {
  candidates?: string[];
  serverLevels?: number[];
  clientLevels?: number[];
  /** The `decision` block; `null` leaves it out. Default `{}` (every default). */
  decision?: JsonObject | null;
  maxTtftMs?: number | null;
  maxE2eMs?: number;
  minCompletionRate?: number;
  rssCeilingMib?: number;
}

/** A plan document in the published shape with derived passes (no `passes` member). */
export function planDocument(shape: PlanShape = {}): JsonObject {
  const doc = publishedPlanDocument() as { [key: string]: any };
  const ids = shape.candidates ?? ['a', 'b'];
  const [first, second] = doc.candidates;
  doc.candidates = ids.map((id, i) => ({ ...(i === 0 ? first : second), id, label: `Label ${id}` }));
  doc.server_parallel_levels = shape.serverLevels ?? [1, 2];
  doc.client_concurrency_levels = shape.clientLevels ?? [1, 2];
  delete doc.passes;
  doc.quality_gate.reference_candidate_id = ids[0];
  if (shape.maxTtftMs !== undefined) doc.load_slo.max_ttft_ms_p95 = shape.maxTtftMs;
  if (shape.maxE2eMs !== undefined) doc.load_slo.max_e2e_latency_ms_p95 = shape.maxE2eMs;
  if (shape.minCompletionRate !== undefined) doc.load_slo.min_completion_rate = shape.minCompletionRate;
  if (shape.rssCeilingMib !== undefined) doc.capacity_gate.max_server_peak_rss_mib = shape.rssCeilingMib;
  const decision = shape.decision === undefined ? {} : shape.decision;
  if (decision !== null) doc.decision = decision;
  return doc as JsonObject;
}

export function decisionPlan(shape: PlanShape = {}): CapacityPlan {
  return parseCapacityPlan(planDocument(shape) as JsonValue);
}

export interface SampleSpec {
  e2e: number;
  ttft?: number | null;
  completed?: boolean;
}

export function sample(index: number, s: SampleSpec): Sample {
  const completed = s.completed ?? true;
  return {
    index,
    prompt_index: 1,
    prompt_sha256: '0'.repeat(64),
    completed,
    ttft_ms: s.ttft === undefined ? s.e2e / 10 : s.ttft,
    e2e_latency_ms: s.e2e,
    generated_tokens: completed ? 16 : 0,
    error: completed ? null : 'timeout',
    started_at_seconds: index,
    finished_at_seconds: index + s.e2e / 1000,
  };
}

/** A load row with only what the decision reads filled in meaningfully. */
export function row(candidateId: string, concurrency: number, rate: number, samples: Sample[]): Row {
  const completed = samples.filter((s) => s.completed).length;
  return {
    candidate_id: candidateId,
    concurrency,
    request_count: samples.length,
    completed_requests: completed,
    failed_requests: samples.length - completed,
    completion_rate: samples.length === 0 ? 0 : completed / samples.length,
    error_rate: samples.length === 0 ? 0 : 1 - completed / samples.length,
    wall_time_seconds: 1,
    requests_per_second: 1,
    generated_tokens_per_second: rate,
    ttft_ms_p50: null,
    ttft_ms_p95: null,
    e2e_latency_ms_p50: null,
    e2e_latency_ms_p95: null,
    slo_failures: [],
    slo_met: true,
    samples,
    extras: null,
  };
}

export interface CellMeasurement {
  rate: number;
  samples: Sample[];
}

/** `count` completed requests with E2E latencies 100, 101, … ms (TTFT a tenth of that). */
export function steadySamples(count: number, e2eBase = 100): Sample[] {
  return Array.from({ length: count }, (_, i) => sample(i + 1, { e2e: e2eBase + i }));
}

/**
 * Run evidence for every scheduled run of `plan`: `measure(cell, passIndex)` gives each cell's
 * rate and samples in that pass; `rss(label)` the run's peak RSS (default 100 MiB).
 */
export function runsOf(
  plan: CapacityPlan,
  measure: (cell: CellKey, passIndex: number) => CellMeasurement,
  rss: (passIndex: number, candidateId: string, p: number) => number = () => 100,
): Map<string, RunEvidenceFacts> {
  const runs = new Map<string, RunEvidenceFacts>();
  plan.passes.forEach((pass, j) => {
    for (const c of plan.candidates)
      for (const p of plan.server_parallel_levels) {
        const rows = plan.client_concurrency_levels.map((cc) => {
          const m = measure({ candidateId: c.id, serverParallel: p, clientConcurrency: cc }, j);
          return row(c.id, cc, m.rate, m.samples);
        });
        runs.set(runLabel(pass.id, c.id, p), { rows, peakRssMib: rss(j, c.id, p) });
      }
  });
  return runs;
}

export function candidateFacts(
  over: {
    buildLabel?: string;
    kleidiai?: boolean;
    binarySha256?: string;
    family?: string;
    revision?: string;
    modelSha256?: string;
  } = {},
): CandidateFacts {
  return {
    build: {
      label: over.buildLabel ?? 'generic',
      kleidiai: over.kleidiai ?? false,
      binarySha256: over.binarySha256 ?? 'b'.repeat(64),
    },
    model: {
      family: over.family ?? 'family',
      revision: over.revision ?? 'r'.repeat(40),
      filename: 'model.gguf',
      sha256: over.modelSha256 ?? 'm'.repeat(64),
    },
  };
}

export function canonicalArgv(id: string, extra: string[] = []): string[] {
  return [
    './bin/llama-server',
    '--model',
    `./models/${id}.gguf`,
    '--threads',
    '4',
    ...extra,
    '--host',
    '127.0.0.1',
    '--port',
    '18080',
  ];
}

/** A manifest with the given facts and argv per candidate (defaults: identical twins). */
export function manifestOf(
  plan: CapacityPlan,
  facts: (id: string) => CandidateFacts = () => candidateFacts(),
  argv: (id: string) => string[] = (id) => canonicalArgv(id),
): Manifest {
  const ids = plan.candidates.map((c) => c.id);
  return {
    runId: '1',
    runAttempt: 1,
    canonicalArgv: new Map(ids.map((id) => [id, argv(id)])),
    canonicalSha256: new Map(ids.map((id) => [id, 'c'.repeat(64)])),
    candidateFacts: new Map(ids.map((id) => [id, facts(id)])),
    tool: null,
  };
}

/** Every plan cell of `plan`, in study order. */
export const cellsOf = (plan: CapacityPlan): CellKey[] => cellKeys(plan);

export interface RankedSpec {
  candidateId: string;
  p: number;
  c: number;
  estimate: number | null;
  modelIndex?: number | null;
  verdict?: Verdict3;
  e2e?: number | null;
  rss?: number[];
}

/** A ranked cell for the choice and grid-edge rules (only what they read is meaningful). */
export function rankedCell(s: RankedSpec): RankedCell {
  const bound = {
    estimate: s.e2e === undefined ? 100 : s.e2e,
    lower: null,
    upper: null,
    requests: 0,
    requests_needed: null,
    runs: 0,
    run_sd_log: null,
    run_df: 0,
  };
  const cell: DecisionCell = {
    key: { candidateId: s.candidateId, serverParallel: s.p, clientConcurrency: s.c },
    rates: [],
    rss: s.rss ?? [100, 100],
    ttft: bound,
    e2e: bound,
    attainment: { ttft: null, e2e: { within: 0, requests: 0, fraction: 0, lower: 0, upper: 1 } },
    gates: { completion: 'pass', ttft: null, e2e: 'pass', memory: 'pass', quality: 'pass' },
    verdict: s.verdict ?? 'pass',
  };
  return {
    cell,
    modelIndex: s.modelIndex === undefined ? (s.estimate === null ? null : 0) : s.modelIndex,
    estimate: s.estimate,
  };
}

/** A seeded standard-normal stream (mulberry32 + Box–Muller) for synthetic run-to-run noise. */
export function normalStream(seed: number): () => number {
  let s = seed >>> 0;
  const uniform = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** A synthetic study of the decision: true rates, log-normal run-to-run noise, gates by hook. */
export interface Synthetic {
  shape?: PlanShape;
  /** True rate of a cell (default 100 · P · C^0.5, identical for every candidate). */
  truth?: (k: CellKey) => number;
  /** Relative run-to-run SD of one measurement (default 2 %). */
  noise?: number;
  noiseSeed?: number;
  rss?: (passIndex: number, candidateId: string, p: number) => number;
  quality?: (candidateId: string, p: number) => boolean;
  loadSalt?: string;
}

/** Decision inputs for a synthetic study: every cell measured with 40 steady requests per pass. */
export function decisionInputs(s: Synthetic = {}): DecisionInputs {
  const plan = decisionPlan(s.shape ?? {});
  const normal = normalStream(s.noiseSeed ?? 1);
  const truth = s.truth ?? ((k: CellKey) => 100 * k.serverParallel * Math.sqrt(k.clientConcurrency));
  const noise = s.noise ?? 0.02;
  const runs = runsOf(
    plan,
    (k) => ({ rate: truth(k) * Math.exp(noise * normal()), samples: steadySamples(40) }),
    s.rss,
  );
  const labels = [...runs.keys()];
  return {
    plan,
    decision: plan.decision!,
    runs,
    qualityGateMet: s.quality ?? (() => true),
    manifest: manifestOf(plan),
    seedMaterial: {
      planContentSha256: 'a'.repeat(64),
      loadSha256: labels.map((l) => sha256Hex(`${s.loadSalt ?? ''}${l}`)),
    },
  };
}
