// A deterministic synthetic bundle of any size, built with the same domain builders a live run
// uses — for the assembly benchmark and for tests that need studies the seed does not cover.
import type { AssemblyInputs } from '../src/domain/study/assemble.js';
import type { InputFile } from '../src/domain/core/json-input.js';
import { buildServerArgv, deriveBinding } from '../src/domain/plan/server-argv.js';
import {
  argvSha256,
  commandContentSha256,
  commandDocument,
  promptSha256,
  sha256Hex,
} from '../src/domain/core/hashing.js';
import { float, type JsonObject } from '../src/domain/core/json.js';
import { canonicalJson } from '../src/domain/core/json-writer.js';
import { aggregateRow, buildLoadEvaluation, type Sample } from '../src/domain/measurement/load-evaluation.js';
import { skipEvidence, type MeasuredTurn } from '../src/domain/plan/early-stop-rule.js';
import { parseLoadPlan } from '../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../src/domain/plan/plan.js';
import { buildQualityWrapper, buildRawEvaluation } from '../src/domain/measurement/quality.js';
import { parseEvaluationSuite } from '../src/domain/plan/evaluation-suite.js';
import { performanceRuns, qualityRuns } from '../src/domain/plan/schedule.js';
import { writeWorkflowJson } from '../src/domain/bundle/status.js';
import { parseJson } from '../src/domain/core/json-reader.js';
import { syntheticPlanBlocks } from '../__tests__/kits/synthetic-plan.js';

export interface SyntheticOptions {
  candidates: number;
  serverLevels: number[];
  clientLevels: number[];
  measuredRequests: number;
  outputTokens?: number;
  seed?: number;
  /** Override one sample (by run label, concurrency and index); return the sample to keep. */
  editSample?: (label: string, concurrency: number, s: Sample) => Sample;
  rssKib?: (label: string) => number;
  kleidiaiMarkers?: (label: string) => number;
  /** Plan `kleidiai_expected` (and manifest `build.kleidiai_enabled`) per candidate; default false. */
  kleidiaiExpected?: (candidateId: string) => boolean;
  /** Quality responses per candidate / P (default: all correct). */
  response?: (candidateId: string, p: number, caseIndex: number) => string;
  /** The plan's optional decision block (docs/decision.md); absent: the published format. */
  decision?: JsonObject;
  /** The plan's optional early_stop block: levels are then skipped as the measure stage would. */
  earlyStop?: JsonObject;
  /** The plan's optional open_loop block (the rate-search histories are the caller's to add). */
  openLoop?: JsonObject;
  /** The SLO's E2E p95 limit in ms (default 60000, which every synthetic level meets). */
  maxE2eMs?: number;
}

function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

const bytes = (s: string) => new TextEncoder().encode(s);

export function syntheticBundle(o: SyntheticOptions): { inputs: AssemblyInputs; files: Map<string, string> } {
  const rand = prng(o.seed ?? 7);
  const outputTokens = o.outputTokens ?? 64;
  const ids = Array.from({ length: o.candidates }, (_, i) => `cand-${i + 1}`);
  const kleidiai = (id: string) => o.kleidiaiExpected?.(id) ?? false;
  const files = new Map<string, string>();
  const perSlot = 512;
  const canonical = (i: number) => [
    `./.candidate-build/generic/bin/llama-server`,
    '--model',
    `./.candidate-models/model-${i + 1}.gguf`,
    '--threads',
    '4',
    '--ctx-size',
    String(perSlot),
    '--parallel',
    '1',
    '--host',
    '127.0.0.1',
    '--port',
    String(18081 + i),
  ];
  const loadPlanDoc: JsonObject = {
    schema_version: '1.0',
    prompts: ['alpha prompt', 'beta prompt', 'gamma prompt'],
    output_tokens: outputTokens,
    warmup_requests_per_level: 1,
    measured_requests_per_level: o.measuredRequests,
    concurrency_levels: o.clientLevels,
    timeout_seconds: float(60),
    slo: {
      min_completion_rate: float(1),
      max_ttft_ms_p95: float(Math.min(5000, o.maxE2eMs ?? 60000)),
      max_e2e_latency_ms_p95: float(o.maxE2eMs ?? 60000),
    },
  };
  const loadPlanText = canonicalJson(loadPlanDoc);
  const suiteDoc: JsonObject = {
    schema_version: '1.0',
    id: 'synthetic-suite',
    license: 'CC0-1.0',
    quality_cases: [
      { id: 'a', prompt: 'Say A', accepted_answers: ['A'], match_mode: 'trimmed-exact' },
      { id: 'b', prompt: 'Say {"k":1}', accepted_answers: ['{"k":1}'], match_mode: 'json-exact' },
      { id: 'c', prompt: 'Say Hello', accepted_answers: ['hello'], match_mode: 'normalized-text' },
    ],
    performance: { prompt: 'perf', generation_tokens: 8, repetitions: 5, warmups: 1 },
  };
  const suiteText = canonicalJson(suiteDoc);
  const lock = sha256Hex('synthetic lock');
  const release = sha256Hex('synthetic release');
  const planDoc: JsonObject = {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    scope: 'Synthetic study for benchmarks and rule tests.',
    candidates: ids.map((id, i) => ({
      id,
      label: `Candidate ${i + 1}`,
      role: i === 0 ? 'canonical-reference' : 'resource-alternative',
      kleidiai_expected: kleidiai(id),
      canonical_server_command_sha256: commandContentSha256(canonical(i)),
      canonical_server_argv_sha256: argvSha256(canonical(i)),
    })),
    server_parallel_levels: o.serverLevels,
    client_concurrency_levels: o.clientLevels,
    per_slot_context_tokens: perSlot,
    ...syntheticPlanBlocks(ids[0]),
    load_slo: loadPlanDoc.slo,
    ...(o.decision === undefined ? {} : { decision: o.decision }),
    ...(o.earlyStop === undefined ? {} : { early_stop: o.earlyStop }),
    ...(o.openLoop === undefined ? {} : { open_loop: o.openLoop }),
    pins: {
      load_plan_sha256: sha256Hex(loadPlanText),
      evaluation_suite_sha256: sha256Hex(suiteText),
      canonical_evidence_lock_sha256: lock,
      canonical_release_sha256: release,
    },
  };
  const planText = canonicalJson(planDoc);
  const plan = parseCapacityPlan(parseJson(planText));
  const loadPlan = parseLoadPlan(parseJson(loadPlanText));
  const suite = parseEvaluationSuite(parseJson(suiteText));
  const digest = (s: string) => sha256Hex(s);
  const manifestDoc: JsonObject = {
    schema_version: '1.1',
    classification: 'supplementary-capacity',
    synthetic: false,
    source: {
      repository: 'example/synthetic',
      revision: 'a'.repeat(40),
      workflow: 'synthetic',
      run_id: '1',
      run_attempt: 1,
      generated_at_utc: '2026-01-01T00:00:00Z',
    },
    runner: { os: 'Synthetic', architecture: 'arm64', cpu: 'Synthetic CPU', cpu_count: 4 },
    runtime: {
      name: 'llama.cpp',
      repository: 'https://github.com/ggml-org/llama.cpp',
      revision: 'b'.repeat(40),
    },
    optimization_library: {
      name: 'KleidiAI',
      repository: 'https://github.com/ARM-software/kleidiai',
      version: 'v1.24.0',
      source_archive_sha256: digest('k'),
      size_bytes: 1,
    },
    toolchain: {
      gcc_version_sha256: digest('gcc'),
      gxx_version_sha256: digest('g++'),
      cmake_version_sha256: digest('cmake'),
      ninja_version_sha256: digest('ninja'),
    },
    candidates: Object.fromEntries(
      ids.map((id, i) => [
        id,
        {
          model: {
            family: 'synthetic',
            repository: 'synthetic',
            revision: 'c'.repeat(40),
            filename: `model-${i + 1}.gguf`,
            sha256: digest(id),
            size_bytes: 1000,
          },
          build: {
            label: 'generic',
            server_binary_sha256: digest('bin'),
            kleidiai_enabled: kleidiai(id),
            cmake_cache_sha256: digest('cc'),
            configure_log_sha256: digest('cl'),
            compile_log_sha256: digest('bl'),
          },
        },
      ]),
    ),
    canonical_commands: Object.fromEntries(
      ids.map((id, i) => [id, { argv: canonical(i), sha256: commandContentSha256(canonical(i)) }]),
    ),
    canonical_evidence: {
      lock_sha256: lock,
      release_sha256: release,
      run_id: 'synthetic',
      release_tag: 'v0',
    },
  };
  const manifestText = writeWorkflowJson(manifestDoc);
  files.set('capacity-plan.json', planText);
  files.set('load-plan.json', loadPlanText);
  files.set('evaluation-suite.json', suiteText);
  files.set('manifest.json', manifestText);

  const promptHashes = loadPlan.prompts.map(promptSha256);
  const loads = new Map<string, InputFile>();
  const rss = new Map<string, InputFile>();
  const logs = new Map<string, InputFile>();
  const history: MeasuredTurn[] = [];
  for (const run of performanceRuns(plan)) {
    const k = ids.indexOf(run.candidateId);
    const argv = buildServerArgv(canonical(k), run.serverParallel, perSlot, run.port);
    const cmdText = writeWorkflowJson(commandDocument(argv));
    const cmdSha = sha256Hex(cmdText);
    let clock = 100 + rand() * 10;
    const skippedLevels: number[] = [];
    const levels = run.clientOrder.map((c) => {
      // Decided at the level's turn, as the measure stage does (samples are drawn either way, so
      // the generator's stream, and every other level, stay the same).
      if (skipEvidence(plan, run, c, history) !== null) skippedLevels.push(c);
      const samples: Sample[] = [];
      const slotFree = Array.from({ length: c }, () => clock);
      for (let i = 1; i <= loadPlan.measured_requests_per_level; i++) {
        const slot = slotFree.indexOf(Math.min(...slotFree));
        const started = slotFree[slot];
        const e2e =
          (200 +
            40 * Math.min(c, run.serverParallel) +
            rand() * 20 +
            (c > run.serverParallel ? 150 * (c / run.serverParallel) : 0)) /
          (1 + 0.1 * k);
        const ttft = e2e * (0.1 + rand() * 0.05);
        const finished = started + e2e / 1000;
        slotFree[slot] = finished;
        let s: Sample = {
          index: i,
          prompt_index: ((i - 1) % 3) + 1,
          prompt_sha256: promptHashes[(i - 1) % 3],
          completed: true,
          ttft_ms: ttft,
          e2e_latency_ms: (finished - started) * 1000,
          generated_tokens: outputTokens,
          error: null,
          started_at_seconds: started,
          finished_at_seconds: finished,
        };
        if (o.editSample) s = o.editSample(run.label, c, s);
        samples.push(s);
      }
      clock = Math.max(...slotFree) + 0.5;
      if (!skippedLevels.includes(c)) {
        const row = aggregateRow(run.candidateId, c, samples, loadPlan.slo);
        const { passId, candidateId, serverParallel } = run;
        history.push({ passId, candidateId, serverParallel, clientConcurrency: c, row });
      }
      return { concurrency: c, samples };
    });
    const doc = buildLoadEvaluation({
      candidateId: run.candidateId,
      plan: loadPlan,
      executionOrder: run.clientOrder,
      levels: levels.filter((l) => !skippedLevels.includes(l.concurrency)),
      skippedLevels,
      binding: {
        plan_sha256: sha256Hex(loadPlanText),
        request_base_url: `http://127.0.0.1:${run.port}`,
        server_configuration: deriveBinding(argv, cmdSha, argv, cmdSha, { file: run.label, pointer: '' }),
      },
    });
    const text = canonicalJson(doc);
    const base = `runs/${run.label}`;
    files.set(`${base}/load-evaluation.json`, text);
    files.set(`${base}/server-command.json`, cmdText);
    const kib = o.rssKib ? o.rssKib(run.label) : 100_000 + Math.floor(rand() * 50_000);
    const timeText = `\tCommand being timed: "${argv.join(' ')}"\n\tMaximum resident set size (kbytes): ${kib}\n\tExit status: 0\n`;
    // A KleidiAI build records one marker unless a test says otherwise.
    const markers = o.kleidiaiMarkers ? o.kleidiaiMarkers(run.label) : kleidiai(run.candidateId) ? 1 : 0;
    const logText = `load_tensors: ${'CPU_KLEIDIAI model buffer size = 1 MiB\n'.repeat(markers)}CPU_Mapped model buffer size = 10 MiB\n`;
    files.set(`${base}/server-time.txt`, timeText);
    files.set(`${base}/server.stderr.log`, logText);
    loads.set(run.label, { path: `${base}/load-evaluation.json`, bytes: bytes(text) });
    rss.set(run.label, { path: `${base}/server-time.txt`, bytes: bytes(timeText) });
    logs.set(run.label, { path: `${base}/server.stderr.log`, bytes: bytes(logText) });
  }
  const quality = new Map<string, InputFile>();
  const answers = ['A', '{"k": 1}', 'Hello!'];
  for (const q of qualityRuns(plan)) {
    const k = ids.indexOf(q.candidateId);
    const argv = buildServerArgv(canonical(k), q.serverParallel, perSlot, q.port);
    const cmdText = writeWorkflowJson(commandDocument(argv));
    const raw = buildRawEvaluation({
      candidateId: q.candidateId,
      suite,
      suiteSha256: sha256Hex(suiteText),
      responses: suite.quality_cases.map((c, i) => ({
        id: c.id,
        response: o.response ? o.response(q.candidateId, q.serverParallel, i) : answers[i],
      })),
      latency: Array.from({ length: 5 }, (_, i) => ({
        index: i + 1,
        ttft_ms: 10 + i,
        e2e_latency_ms: 50 + i,
        event_count: 9,
        predicted_tokens: 8,
        content: 'x',
      })),
    });
    const rawText = canonicalJson(raw);
    const wrapper = buildQualityWrapper({
      candidateId: q.candidateId,
      serverParallel: q.serverParallel,
      runId: '1',
      runAttempt: 1,
      requestBaseUrl: `http://127.0.0.1:${q.port}`,
      evaluation: raw,
      evaluationFileSha256: sha256Hex(rawText),
      serverCommandFileSha256: sha256Hex(cmdText),
      serverArgv: argv,
    });
    const text = canonicalJson(wrapper);
    const base = `quality/${q.label}`;
    files.set(`${base}/quality-evidence.json`, text);
    files.set(`${base}/quality-evaluation.raw.json`, rawText);
    files.set(`${base}/server-command.json`, cmdText);
    quality.set(q.label, { path: `${base}/quality-evidence.json`, bytes: bytes(text) });
  }
  return {
    inputs: {
      plan: { path: 'capacity-plan.json', bytes: bytes(planText) },
      loadPlan: { path: 'load-plan.json', bytes: bytes(loadPlanText) },
      manifest: { path: 'manifest.json', bytes: bytes(manifestText) },
      loads,
      rss,
      serverLogs: logs,
      quality,
    },
    files,
  };
}
