// Measured quality evidence: raw evaluation + wrapper validation, outcome vectors and the quality
// gate (spec §8). The suite it is measured against lives in plan/evaluation-suite.ts.
import { fail } from '../core/errors.js';
import { pyStrip } from '../core/format.js';
import { argvSha256, commandContentSha256, contentSha256, sha256Hex } from '../core/hashing.js';
import { float, type JsonObject, type JsonValue } from '../core/json.js';
import { Fields } from '../core/fields.js';
import type { CapacityPlan } from '../plan/plan.js';
import { median, p95 } from '../core/stats.js';
import {
  MATCH_MODES,
  matchedAnswer,
  REQUEST_SEED,
  type EvaluationSuite,
  type MatchMode,
} from '../plan/evaluation-suite.js';

export interface Outcome {
  id: string;
  matched: boolean;
  matched_answer: string | null;
}

export function outcomesSha256(outcomes: readonly Outcome[]): string {
  return sha256Hex(
    outcomes.map((o) => `${o.id}\t${o.matched ? 'true' : 'false'}\t${o.matched_answer ?? ''}`).join('\n'),
  );
}

function outcomesEqual(a: readonly Outcome[], b: readonly Outcome[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (o, i) => o.id === b[i].id && o.matched === b[i].matched && o.matched_answer === b[i].matched_answer,
    )
  );
}

function close(a: number, b: number, rel: number): boolean {
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b)) || a === b;
}

export interface ValidatedQualityWrapper {
  label: string;
  candidateId: string;
  serverParallel: number;
  serverArgv: string[];
  requestBaseUrl: string;
  evaluationSha256: string;
  suiteId: string;
  suiteSha256: string;
  score: number;
  passed: number;
  total: number;
  outcomes: Outcome[];
  runId: string;
  runAttempt: number;
}

/** Validates the raw evaluation embedded in a wrapper, recomputing matches, score and latency. */
function validateRawEvaluation(
  f: Fields,
): Omit<
  ValidatedQualityWrapper,
  'label' | 'serverParallel' | 'serverArgv' | 'requestBaseUrl' | 'evaluationSha256' | 'runId' | 'runAttempt'
> {
  const file = f.file;
  f.exactKeys(['schema_version', 'candidate_id', 'synthetic', 'suite', 'quality', 'latency']);
  f.literal('schema_version', '1.0');
  if (f.boolean('synthetic')) fail('synthetic quality evaluations are not accepted', file, f.at('synthetic'));
  const candidateId = f.text('candidate_id', 128);
  const suite = f.object('suite');
  const { generationTokens, repetitions, caseCount } = checkSuite(suite, file);
  const { outcomes, passed, score } = checkQuality(f.object('quality'), file, caseCount);
  checkLatency(f.object('latency'), file, repetitions, generationTokens);
  return {
    candidateId,
    suiteId: suite.text('id', 128),
    suiteSha256: suite.digest('sha256'),
    score,
    passed,
    total: caseCount,
    outcomes,
  };
}

/** `/suite`: the request contract (no prompt cache, fixed seed, temperature 0) and the counts it sets. */
function checkSuite(
  suite: Fields,
  file: string,
): { generationTokens: number; repetitions: number; caseCount: number } {
  suite.exactKeys([
    'id',
    'license',
    'sha256',
    'quality_case_count',
    'performance_repetitions',
    'performance_warmups',
    'generation_tokens',
    'cache_prompt',
    'seed',
    'temperature',
  ]);
  if (suite.boolean('cache_prompt') !== false)
    fail('cache_prompt must be false', file, suite.at('cache_prompt'));
  if (suite.integer('seed', 0, 2 ** 31) !== REQUEST_SEED)
    fail(`seed must be ${REQUEST_SEED}`, file, suite.at('seed'));
  // Any number equal to 0 (`0`, `0.0`, `0e0`): the reference compares the value, not its spelling.
  if (suite.number('temperature', -Infinity, Infinity) !== 0)
    fail('temperature must be 0', file, suite.at('temperature'));
  const generationTokens = suite.integer('generation_tokens', 8, 512);
  const repetitions = suite.integer('performance_repetitions', 5, 50);
  suite.integer('performance_warmups', 1, 10);
  const caseCount = suite.integer('quality_case_count', 1, 100);
  return { generationTokens, repetitions, caseCount };
}

/** `/quality`: every case re-matched, then passed, total and score recomputed. */
function checkQuality(
  q: Fields,
  file: string,
  caseCount: number,
): { outcomes: Outcome[]; passed: number; score: number } {
  q.exactKeys(['method', 'score', 'passed', 'total', 'cases']);
  q.literal('method', 'fixed exact-answer smoke evaluation');
  const cases = q.objects('cases');
  if (cases.length !== caseCount)
    fail(`must contain quality_case_count (${caseCount}) cases`, file, q.at('cases'));
  const outcomes = cases.map((c) => checkCase(c, file));
  const ids = outcomes.map((o) => o.id);
  if (new Set(ids).size !== ids.length) fail('case ids must be unique', file, q.at('cases'));
  const passed = outcomes.filter((o) => o.matched).length;
  if (q.integer('passed', 0, caseCount) !== passed) fail(`passed must be ${passed}`, file, q.at('passed'));
  if (q.integer('total', 1, 100) !== caseCount) fail(`total must be ${caseCount}`, file, q.at('total'));
  const score = q.number('score', 0, 1);
  if (Math.abs(score - passed / caseCount) > 1e-12)
    fail(`score must be ${passed}/${caseCount}`, file, q.at('score'));
  return { outcomes, passed, score };
}

/** One case: its match mode and accepted answers, its stored match as the rule gives it. */
function checkCase(c: Fields, file: string): Outcome {
  c.exactKeys(['id', 'prompt', 'accepted_answers', 'match_mode', 'response', 'matched', 'matched_answer']);
  const mode = c.text('match_mode') as MatchMode;
  if (!MATCH_MODES.includes(mode))
    fail(`match_mode must be one of ${MATCH_MODES.join(', ')}`, file, c.at('match_mode'));
  const answers = c.array('accepted_answers').map((a, i) => {
    if (typeof a !== 'string' || !pyStrip(a))
      fail('must be a non-empty string', file, `${c.at('accepted_answers')}/${i}`);
    return a;
  });
  const response = c.string('response', 1_000_000);
  const expected = matchedAnswer(response, answers, mode);
  const stored = c.raw('matched_answer');
  if (stored !== expected)
    fail(
      `matched_answer is ${JSON.stringify(stored)} but the ${mode} rule gives ${JSON.stringify(expected)}`,
      file,
      c.at('matched_answer'),
    );
  if (c.boolean('matched') !== (expected !== null))
    fail(`matched must be ${expected !== null}`, file, c.at('matched'));
  return {
    id: c.text('id', 128),
    matched: expected !== null,
    matched_answer: expected === null ? null : pyStrip(expected),
  };
}

/** `/latency`: each sample checked, the percentiles recomputed from them. */
function checkLatency(lat: Fields, file: string, repetitions: number, generationTokens: number): void {
  lat.exactKeys([
    'method',
    'ttft_ms_p50',
    'ttft_ms_p95',
    'e2e_latency_ms_p50',
    'e2e_latency_ms_p95',
    'samples',
  ]);
  lat.literal('method', 'single-client streamed HTTP requests');
  const samples = lat.objects('samples');
  if (samples.length !== repetitions)
    fail(`must contain performance_repetitions (${repetitions}) samples`, file, lat.at('samples'));
  const ttfts: number[] = [];
  const e2es: number[] = [];
  samples.forEach((s, i) => {
    s.exactKeys(['index', 'ttft_ms', 'e2e_latency_ms', 'event_count', 'predicted_tokens', 'content']);
    if (s.integer('index', 1, 1000) !== i + 1) fail(`index must be ${i + 1}`, file, s.at('index'));
    const e2e = s.number('e2e_latency_ms', 0, Number.MAX_VALUE, { exclusiveMin: true });
    const ttft = s.number('ttft_ms', 0, e2e);
    s.integer('event_count', 1, 1_000_000);
    if (s.integer('predicted_tokens', 0, 4096) !== generationTokens)
      fail(
        `predicted_tokens must equal generation_tokens ${generationTokens}`,
        file,
        s.at('predicted_tokens'),
      );
    if (!s.string('content', 1_000_000)) fail('content must be non-empty', file, s.at('content'));
    ttfts.push(ttft);
    e2es.push(e2e);
  });
  const expectLatency = (key: string, value: number | null) => {
    const stored = lat.number(key, 0, Number.MAX_VALUE);
    if (value === null || !close(stored, value, 1e-9))
      fail(`${key} does not match the samples (expected ${value})`, file, lat.at(key));
  };
  expectLatency('ttft_ms_p50', median(ttfts));
  expectLatency('ttft_ms_p95', p95(ttfts));
  expectLatency('e2e_latency_ms_p50', median(e2es));
  expectLatency('e2e_latency_ms_p95', p95(e2es));
}

/** Validates one `quality-evidence.json` wrapper (§8.4) and its embedded raw evaluation. */
export function validateQualityWrapper(
  value: JsonValue,
  label: string,
  file: string,
): ValidatedQualityWrapper {
  const f = Fields.root(value, file);
  f.exactKeys([
    'schema_version',
    'classification',
    'pass_id',
    'candidate_id',
    'server_parallel',
    'run_id',
    'run_attempt',
    'request_base_url',
    'evaluation_sha256',
    'evaluation_content_sha256',
    'server_command_sha256',
    'server_command_content_sha256',
    'server_argv_sha256',
    'server_argv',
    'evaluation',
  ]);
  f.literal('schema_version', '1.0');
  f.literal('classification', 'capacity-quality-binding');
  f.literal('pass_id', 'quality');
  const argv = f.array('server_argv') as string[];
  if (!argv.every((a) => typeof a === 'string'))
    fail('server_argv must contain strings', file, '/server_argv');
  if (f.digest('server_argv_sha256') !== argvSha256(argv))
    fail('server_argv_sha256 does not match server_argv', file, '/server_argv_sha256');
  if (f.digest('server_command_content_sha256') !== commandContentSha256(argv))
    fail('server_command_content_sha256 does not match server_argv', file, '/server_command_content_sha256');
  f.digest('server_command_sha256');
  const evaluation = f.object('evaluation');
  if (f.digest('evaluation_content_sha256') !== contentSha256(evaluation.obj))
    fail(
      'evaluation_content_sha256 does not match the embedded evaluation',
      file,
      '/evaluation_content_sha256',
    );
  const raw = validateRawEvaluation(evaluation);
  const candidateId = f.text('candidate_id', 128);
  if (candidateId !== raw.candidateId)
    fail('candidate_id must equal the evaluation candidate_id', file, '/candidate_id');
  const runAttempt = f.integer('run_attempt', 1, 1_000_000);
  return {
    ...raw,
    label,
    candidateId,
    serverParallel: f.integer('server_parallel', 1, 1024),
    serverArgv: argv,
    requestBaseUrl: f.string('request_base_url'),
    evaluationSha256: f.digest('evaluation_sha256'),
    runId: f.text('run_id', 128),
    runAttempt,
  };
}

/** `study.quality_checks` (§8.5), plan candidate order × P ascending. */
export function qualityChecks(
  plan: CapacityPlan,
  wrappers: Map<string, ValidatedQualityWrapper & { inputSha256: string; contentSha256: string }>,
): JsonObject[] {
  const refId = plan.quality_gate.reference_candidate_id;
  const get = (c: string, p: number) => wrappers.get(`${c}/p${p}`)!;
  const firstLevel = plan.server_parallel_levels[0];
  return plan.candidates.flatMap((c) =>
    plan.server_parallel_levels.map((p) => {
      const w = get(c.id, p);
      const refScore = get(refId, p).score;
      const retention = refScore > 0 ? w.score / refScore : null;
      const stable = outcomesEqual(w.outcomes, get(c.id, firstLevel).outcomes);
      const reasons: string[] = [];
      if (w.score < plan.quality_gate.minimum_score) reasons.push('quality_score_below_minimum');
      if (
        c.id !== refId &&
        (retention === null || retention < plan.quality_gate.minimum_retention_vs_reference)
      ) {
        reasons.push('quality_retention_below_minimum');
      }
      if (plan.quality_gate.require_identical_outcomes_across_parallel && !stable)
        reasons.push('quality_outcomes_changed_across_parallel_levels');
      return {
        candidate_id: c.id,
        server_parallel: p,
        suite_id: w.suiteId,
        suite_sha256: w.suiteSha256,
        score: float(w.score),
        passed: w.passed,
        total: w.total,
        retention_vs_reference: retention === null ? null : float(retention),
        outcomes_match_candidate_reference: stable,
        outcomes_sha256: outcomesSha256(w.outcomes),
        gate_met: reasons.length === 0,
        failure_reasons: reasons,
        source_label: w.label,
        input_sha256: w.inputSha256,
        source_content_sha256: w.contentSha256,
        evaluation_sha256: w.evaluationSha256,
      };
    }),
  );
}

/** One measured performance repetition, with exactly the §8.4 `latency.samples` keys. */
export interface QualityLatencySample {
  index: number;
  ttft_ms: number;
  e2e_latency_ms: number;
  /** All parsed data events, the final timings event included (64 tokens → 65 with llama-server). */
  event_count: number;
  predicted_tokens: number;
  content: string;
}

/** Raw quality evaluation (§8.4) from the suite, the responses and the latency samples. */
export function buildRawEvaluation(args: {
  candidateId: string;
  suite: EvaluationSuite;
  suiteSha256: string;
  responses: { id: string; response: string }[];
  latency: QualityLatencySample[];
}): JsonObject {
  const cases = args.suite.quality_cases.map((c, i) => {
    const r = args.responses[i];
    if (!r || r.id !== c.id) throw new RangeError(`quality response ${i + 1} must answer case ${c.id}`);
    const matched = matchedAnswer(r.response, c.accepted_answers, c.match_mode);
    return {
      id: c.id,
      prompt: c.prompt,
      accepted_answers: [...c.accepted_answers],
      match_mode: c.match_mode,
      response: r.response,
      matched: matched !== null,
      matched_answer: matched,
    };
  });
  const passed = cases.filter((c) => c.matched).length;
  const ttfts = args.latency.map((s) => s.ttft_ms);
  const e2es = args.latency.map((s) => s.e2e_latency_ms);
  const fl = (v: number | null) => (v === null ? null : float(v));
  return {
    schema_version: '1.0',
    candidate_id: args.candidateId,
    synthetic: false,
    suite: {
      id: args.suite.id,
      license: args.suite.license,
      sha256: args.suiteSha256,
      quality_case_count: cases.length,
      performance_repetitions: args.suite.performance.repetitions,
      performance_warmups: args.suite.performance.warmups,
      generation_tokens: args.suite.performance.generation_tokens,
      cache_prompt: false,
      seed: REQUEST_SEED,
      temperature: 0,
    },
    quality: {
      method: 'fixed exact-answer smoke evaluation',
      score: float(passed / cases.length),
      passed,
      total: cases.length,
      cases,
    },
    latency: {
      method: 'single-client streamed HTTP requests',
      ttft_ms_p50: fl(median(ttfts)),
      ttft_ms_p95: fl(p95(ttfts)),
      e2e_latency_ms_p50: fl(median(e2es)),
      e2e_latency_ms_p95: fl(p95(e2es)),
      samples: args.latency.map((s) => ({
        ...s,
        ttft_ms: float(s.ttft_ms),
        e2e_latency_ms: float(s.e2e_latency_ms),
      })),
    },
  };
}

/** The wrapper binding a raw evaluation to its quality server (§8.4). */
export function buildQualityWrapper(args: {
  candidateId: string;
  serverParallel: number;
  runId: string;
  runAttempt: number;
  requestBaseUrl: string;
  evaluation: JsonObject;
  evaluationFileSha256: string;
  serverCommandFileSha256: string;
  serverArgv: string[];
}): JsonObject {
  return {
    schema_version: '1.0',
    classification: 'capacity-quality-binding',
    pass_id: 'quality',
    candidate_id: args.candidateId,
    server_parallel: args.serverParallel,
    run_id: args.runId,
    run_attempt: args.runAttempt,
    request_base_url: args.requestBaseUrl,
    evaluation_sha256: args.evaluationFileSha256,
    evaluation_content_sha256: contentSha256(args.evaluation),
    server_command_sha256: args.serverCommandFileSha256,
    server_command_content_sha256: commandContentSha256(args.serverArgv),
    server_argv_sha256: argvSha256(args.serverArgv),
    server_argv: [...args.serverArgv],
    evaluation: args.evaluation,
  };
}
