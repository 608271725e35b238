// A generative model of whole counterbalanced studies with known truth, fed end to end through
// `deriveDecision` (issue 26): k candidates × P × C, mirrored passes, heteroscedastic noise in C,
// t(3) run effects, slow runs, a sine drift, requests sharing their run's speed — each switchable.
// cohesive: one generative model — its knobs, the study it draws, and the truth it implies.
import { float, type JsonObject } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import type { RunEvidenceFacts } from '../../src/domain/decision/cell-gates.js';
import { deriveDecision, type DecisionInputs } from '../../src/domain/decision/derive-decision.js';
import { aggregateRow, type Sample } from '../../src/domain/measurement/load-evaluation.js';
import { parseCapacityPlan, type CapacityPlan } from '../../src/domain/plan/plan.js';
import { runLabel } from '../../src/domain/plan/schedule.js';
import { Rng } from '../../src/domain/statistics/random.js';
import { manifestOf } from './decision-kit.js';
import { syntheticPlanBlocks } from './synthetic-plan.js';

/** The knobs of one scenario. Every noise SD is on the log scale (≈ relative SD). */
export interface StudyModel {
  /** Candidates k (ids c1 … ck); c1 is the one with the true effect. */
  candidates: number;
  serverLevels: readonly number[];
  clientLevels: readonly number[];
  /** Counterbalanced pairs (passes 2·pairs; pass 2i mirrors pass 2i − 1: candidates, P and C reversed). */
  pairs: number;
  /** c1's true rate over every other candidate's at every cell, minus 1 (the others are tied). */
  effect: number;
  /**
   * Run-to-run SD of one cell's rate (its run, level, tail and slow-run parts; pass shifts and drift
   * apart). With `heteroscedastic` this is the root mean square over the C levels.
   */
  rateSd: number;
  /** Share of the smallest level's run-to-run variance that the levels of one server run share. */
  runShare: number;
  /** SD of the pass-wide speed of the runner. */
  passSd: number;
  /** Run-to-run SD at C proportional to 1 + log2 C (C = 1, 2, 4 → 1 : 2 : 3). */
  heteroscedastic: boolean;
  /** Run and level effects t(3) (scaled to the stated SD) instead of normal. */
  heavyTails: boolean;
  /** 10 % of server runs 30 % slower (rate × 0.7 for every level of the run). */
  slowRuns: boolean;
  /**
   * A ±5 % sine over the positions of a pass; one random phase per counterbalanced pair, shared by its
   * two passes (the mirror cancels the sine's antisymmetric half; the symmetric half biases the pair).
   */
  drift: boolean;
  /**
   * Every request of a level scaled by the run's speed (the rate follows from the samples); when off
   * the requests are drawn at the candidate's speed alone and the speed multiplies the row's rate.
   */
  sharedSpeed: boolean;
  /** Measured requests per client level, tokens per request, gamma shape of the per-token time. */
  requests: number;
  tokens: number;
  tokenShape: number;
  /** The plan's confidence and indifference zone δ (fraction). */
  confidence: number;
  indifferenceZone: number;
}

export const BASE_MODEL: StudyModel = {
  candidates: 2,
  serverLevels: [1, 2],
  clientLevels: [1, 2, 4],
  pairs: 1,
  effect: 0,
  rateSd: 0.06,
  runShare: 0.5,
  passSd: 0.02,
  heteroscedastic: false,
  heavyTails: false,
  slowRuns: false,
  drift: false,
  sharedSpeed: true,
  requests: 32,
  tokens: 64,
  tokenShape: 25,
  confidence: 0.95,
  indifferenceZone: 0.05,
};

/** The noise floors of the issue: "quiet" ≈ 6 %, "noisy" ≈ 18 % run-to-run SD of one cell's rate. */
export const QUIET = 0.06;
export const NOISY = 0.18;

/** Every realism switch on. */
export const ALL_SWITCHES: Partial<StudyModel> = {
  heteroscedastic: true,
  heavyTails: true,
  slowRuns: true,
  drift: true,
  sharedSpeed: true,
};

const SLOW_SHARE = 0.1;
const SLOW_FACTOR = 0.7;
const DRIFT_AMPLITUDE = 0.05;
/** Seconds per token at one active stream, and the prefill before the first token. */
const BASE_TOKEN_SECONDS = 0.02;
const PREFILL_SECONDS = 0.08;
/** Each extra active stream slows every stream by this share (batching: throughput still rises). */
const BATCH_SLOWDOWN = 0.3;
const OPEN_SLO = { min_completion_rate: 0, max_ttft_ms_p95: null, max_e2e_latency_ms_p95: 1e12 };

export const candidateIds = (m: Pick<StudyModel, 'candidates'>): string[] =>
  Array.from({ length: m.candidates }, (_, i) => `c${i + 1}`);

/** A cell's key as the checks name it. */
export const cellName = (candidateId: string, p: number, c: number): string => `${candidateId}/P${p}/C${c}`;

/** The SD of the run-to-run noise at client level c (before the run/level split). */
export function levelSd(m: StudyModel, c: number): number {
  if (!m.heteroscedastic) return m.rateSd;
  const weight = (x: number) => 1 + Math.log2(x);
  const rms = Math.sqrt(m.clientLevels.reduce((s, x) => s + weight(x) ** 2, 0) / m.clientLevels.length);
  return (m.rateSd * weight(c)) / rms;
}

/** SD of the part of a level's noise its server run shares, and of the part its own. */
export function noiseSplit(m: StudyModel, c: number): { run: number; level: number } {
  const smallest = Math.min(...m.clientLevels.map((x) => levelSd(m, x)));
  const run = Math.sqrt(m.runShare) * smallest;
  return { run, level: Math.sqrt(Math.max(0, levelSd(m, c) ** 2 - run * run)) };
}

/** A unit-variance draw: standard normal or t(3)/√3. */
function unitDraw(rng: Rng, heavy: boolean): number {
  const z = rng.normal();
  if (!heavy) return z;
  return z / Math.sqrt(rng.chiSquare(3) / 3) / Math.sqrt(3);
}

/** The shape of one level's requests: how many, tokens each, gamma shape of the per-token time. */
export interface LevelShape {
  requests: number;
  tokens: number;
  tokenShape: number;
}

/** How much slower each stream runs with min(P, C) streams active (throughput still rises). */
export const batchSlowdown = (p: number, c: number): number => 1 + BATCH_SLOWDOWN * (Math.min(p, c) - 1);

/**
 * One client level of one server run: `c` closed-loop clients over `p` slots (FIFO), every duration
 * multiplied by `slowdown`, from time `start`. Returns the samples as the load client records them.
 */
export function closedLoopLevel(
  shape: LevelShape,
  p: number,
  c: number,
  slowdown: number,
  rng: Rng,
  start = 0,
): Sample[] {
  const clientFree = new Array<number>(c).fill(start);
  const slotFree = new Array<number>(p).fill(start);
  const samples: Sample[] = [];
  for (let i = 0; i < shape.requests; i++) {
    const client = argMin(clientFree);
    const sent = clientFree[client];
    const slot = argMin(slotFree);
    const begin = Math.max(sent, slotFree[slot]);
    const perToken = (BASE_TOKEN_SECONDS * rng.gamma(shape.tokenShape)) / shape.tokenShape;
    const ttft = begin - sent + PREFILL_SECONDS * slowdown;
    const finish = begin + (PREFILL_SECONDS + shape.tokens * perToken) * slowdown;
    clientFree[client] = finish;
    slotFree[slot] = finish;
    samples.push({
      index: i + 1,
      prompt_index: 1,
      prompt_sha256: '0'.repeat(64),
      completed: true,
      ttft_ms: ttft * 1000,
      e2e_latency_ms: (finish - sent) * 1000,
      generated_tokens: shape.tokens,
      error: null,
      started_at_seconds: sent,
      finished_at_seconds: finish,
    });
  }
  return samples;
}

function argMin(v: readonly number[]): number {
  let k = 0;
  for (let i = 1; i < v.length; i++) if (v[i] < v[k]) k = i;
  return k;
}

/** One level of a run at `speed` (every duration divided by it). */
export const simulateLevel = (m: StudyModel, p: number, c: number, speed: number, rng: Rng): Sample[] =>
  closedLoopLevel(m, p, c, batchSlowdown(p, c) / speed, rng);

const candidateSpeed = (m: StudyModel, candidateIndex: number): number =>
  candidateIndex === 0 ? 1 + m.effect : 1;

/** The plan a scenario runs: its candidates, grid, pairs, confidence and δ; latency gates never bind. */
export function studyPlan(m: StudyModel): CapacityPlan {
  const ids = candidateIds(m);
  const doc: JsonObject = {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    scope: 'Simulated study: the decision checked against a generative model with known truth.',
    candidates: ids.map((id, i) => ({
      id,
      label: `Candidate ${i + 1}`,
      role: i === 0 ? 'canonical-reference' : 'resource-alternative',
      kleidiai_expected: false,
      canonical_server_command_sha256: sha256Hex(`command/${id}`),
      canonical_server_argv_sha256: sha256Hex(`argv/${id}`),
    })),
    server_parallel_levels: [...m.serverLevels],
    client_concurrency_levels: [...m.clientLevels],
    per_slot_context_tokens: 2048,
    ...syntheticPlanBlocks(ids[0]),
    load_slo: { min_completion_rate: float(1), max_ttft_ms_p95: null, max_e2e_latency_ms_p95: float(1e12) },
    decision: {
      pairs: m.pairs,
      confidence: float(m.confidence),
      indifference_zone_percent: float(100 * m.indifferenceZone),
    },
    pins: {
      load_plan_sha256: sha256Hex('load'),
      evaluation_suite_sha256: sha256Hex('suite'),
      canonical_evidence_lock_sha256: sha256Hex('lock'),
      canonical_release_sha256: sha256Hex('release'),
    },
  };
  return parseCapacityPlan(parseJson(canonicalJson(doc)));
}

/** Run-level log speed of one server run: its shared effect and whether it is a slow run. */
function runEffect(m: StudyModel, rng: Rng): number {
  const shared = noiseSplit(m, m.clientLevels[0]).run * unitDraw(rng, m.heavyTails);
  const slow = m.slowRuns && rng.uniform() < SLOW_SHARE ? Math.log(SLOW_FACTOR) : 0;
  return shared + slow;
}

/** One study's run evidence, keyed by `runLabel`, measured in the plan's pass orders. */
export function simulateRuns(m: StudyModel, plan: CapacityPlan, rng: Rng): Map<string, RunEvidenceFacts> {
  const ids = candidateIds(m);
  const perPass = ids.length * m.serverLevels.length * m.clientLevels.length;
  const runs = new Map<string, RunEvidenceFacts>();
  let phase = 0;
  for (const [j, pass] of plan.passes.entries()) {
    if (j % 2 === 0) phase = 2 * Math.PI * rng.uniform();
    const passShift = m.passSd * rng.normal();
    let position = 0;
    for (const id of pass.candidate_order)
      for (const p of pass.server_parallel_order) {
        const run = runEffect(m, rng);
        const rows = new Map<number, ReturnType<typeof aggregateRow>>();
        for (const c of pass.client_concurrency_order) {
          const t = (position++ + 0.5) / perPass;
          const drift = m.drift ? Math.log1p(DRIFT_AMPLITUDE * Math.sin(2 * Math.PI * t + phase)) : 0;
          const noise = passShift + run + noiseSplit(m, c).level * unitDraw(rng, m.heavyTails) + drift;
          const own = candidateSpeed(m, ids.indexOf(id));
          const speed = m.sharedSpeed ? own * Math.exp(noise) : own;
          const row = aggregateRow(id, c, simulateLevel(m, p, c, speed, rng), OPEN_SLO);
          if (!m.sharedSpeed) row.generated_tokens_per_second *= Math.exp(noise);
          rows.set(c, row);
        }
        const ordered = m.clientLevels.map((c) => rows.get(c)!);
        runs.set(runLabel(pass.id, id, p), { rows: ordered, peakRssMib: 100 });
      }
  }
  return runs;
}

/** Complete decision inputs of one simulated study; `studyKey` varies the decision's seed material. */
export function studyInputs(m: StudyModel, plan: CapacityPlan, rng: Rng, studyKey: string): DecisionInputs {
  const runs = simulateRuns(m, plan, rng);
  const labels = plan.passes.flatMap((pass) =>
    plan.candidates.flatMap((c) => plan.server_parallel_levels.map((p) => runLabel(pass.id, c.id, p))),
  );
  return {
    plan,
    decision: plan.decision!,
    runs,
    qualityGateMet: () => true,
    manifest: manifestOf(plan),
    seedMaterial: {
      planContentSha256: sha256Hex(`plan/${studyKey}`),
      loadSha256: labels.map((l) => sha256Hex(`${studyKey}/${l}`)),
    },
  };
}

/** One simulated study through the product: the decision object `deriveDecision` writes. */
export function simulateDecision(m: StudyModel, plan: CapacityPlan, rng: Rng, studyKey: string): JsonObject {
  return deriveDecision(studyInputs(m, plan, rng, studyKey));
}

/** What the scenario's studies estimate: every cell's true rate and E2E p95. */
export interface StudyTruth {
  /** exp(E ln rate) over run-level and request-level randomness, no drift (by cell name). */
  rate: Map<string, number>;
  /** Each candidate's highest true rate over its cells. */
  bestRate: Map<string, number>;
  /** Nearest-rank p95 of the E2E latency of a cell's requests pooled over many runs (by cell name). */
  e2eP95: Map<string, number> | null;
}

const truthCache = new Map<string, number>();

/** exp(E ln rate) of one level at speed 1 over the request-level randomness alone (cached). */
function baseRate(m: StudyModel, p: number, c: number): number {
  const key = JSON.stringify(['rate', p, c, m.requests, m.tokens, m.tokenShape]);
  const hit = truthCache.get(key);
  if (hit !== undefined) return hit;
  const rng = new Rng(sha256Hex(key));
  const replications = 4000;
  let sum = 0;
  for (let i = 0; i < replications; i++)
    sum += Math.log(
      aggregateRow('c', c, simulateLevel(m, p, c, 1, rng), OPEN_SLO).generated_tokens_per_second,
    );
  const value = Math.exp(sum / replications);
  truthCache.set(key, value);
  return value;
}

/**
 * E2E p95 of one level's requests over the run-level mixture (pass shift, run and level effects,
 * slow runs; no drift) at the candidate speed 1, by simulation of `runs` runs (cached).
 */
function baseE2eP95(m: StudyModel, p: number, c: number, runs: number): number {
  const key = JSON.stringify([
    'e2e',
    p,
    c,
    runs,
    m.requests,
    m.tokens,
    m.tokenShape,
    m.sharedSpeed,
    m.sharedSpeed ? [m.passSd, noiseSplit(m, c), m.heavyTails, m.slowRuns] : null,
  ]);
  const hit = truthCache.get(key);
  if (hit !== undefined) return hit;
  const rng = new Rng(sha256Hex(key));
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const noise =
      m.passSd * rng.normal() + runEffect(m, rng) + noiseSplit(m, c).level * unitDraw(rng, m.heavyTails);
    const speed = m.sharedSpeed ? Math.exp(noise) : 1;
    for (const s of simulateLevel(m, p, c, speed, rng)) all.push(s.e2e_latency_ms);
  }
  all.sort((x, y) => x - y);
  const value = all[Math.ceil(0.95 * all.length) - 1];
  truthCache.set(key, value);
  return value;
}

/**
 * The truth of a scenario. The rate is a closed form of the speed (every duration divides by it), so
 * exp(E ln rate) = exp(E ln speed) · exp(E ln rate at speed 1): the run part analytically (the run and
 * level effects are symmetric, slow runs shift by 10 % · ln 0.7), the request part by simulation.
 * Latencies scale by 1/speed too, so c1's p95 is the others' divided by 1 + effect.
 */
export function studyTruth(m: StudyModel, e2eRuns = 0): StudyTruth {
  const slowShift = m.slowRuns ? SLOW_SHARE * Math.log(SLOW_FACTOR) : 0;
  const rate = new Map<string, number>();
  const bestRate = new Map<string, number>();
  const e2e = e2eRuns > 0 ? new Map<string, number>() : null;
  candidateIds(m).forEach((id, i) => {
    const own = candidateSpeed(m, i);
    let best = 0;
    for (const p of m.serverLevels)
      for (const c of m.clientLevels) {
        const r = baseRate(m, p, c) * Math.exp(slowShift) * own;
        rate.set(cellName(id, p, c), r);
        best = Math.max(best, r);
        if (e2e) e2e.set(cellName(id, p, c), baseE2eP95(m, p, c, e2eRuns) / own);
      }
    bestRate.set(id, best);
  });
  return { rate, bestRate, e2eP95: e2e };
}
