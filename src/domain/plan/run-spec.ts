// The run spec: how to realize a capacity plan on a machine — where llama.cpp comes from, which
// build variants exist, each candidate's model and server flags. It derives the canonical
// commands the capacity plan pins, so a plan can be checked before anything is built.
import type { SourceSpec } from '../build/build-source.js';
import type { BuildVariant } from '../build/build-variant.js';
import type { KleidiaiSourceSpec } from '../build/kleidiai.js';
import { fail, InputError } from '../core/errors.js';
import { argvSha256, commandContentSha256, contentSha256 } from '../core/hashing.js';
import type { JsonObject, JsonValue } from '../core/json.js';
import { compactSortedJson } from '../core/json-writer.js';
import { Fields } from '../core/fields.js';
import type { CapacityPlan } from './plan.js';
import {
  attempt,
  parseBuild,
  parseCandidate,
  parseSource,
  stringArray,
  type CandidateRun,
  type ProblemSink,
} from './run-spec-sections.js';

export type { CandidateRun, ModelSource } from './run-spec-sections.js';

export const RUN_SPEC_SCHEMA_VERSION = '1.0';

export interface RunSpec {
  capacityPlanPath: string;
  loadPlanPath: string;
  evaluationSuitePath: string;
  source: SourceSpec;
  kleidiai: KleidiaiSourceSpec;
  builds: BuildVariant[];
  candidates: CandidateRun[];
  canonicalEvidence: { runId: string; releaseTag: string };
  basePort: number;
  host: string;
  /** Directories (relative to the run spec's folder, or absolute) searched for pinned files before downloading. */
  mirrorDirs: string[];
  timeouts: { healthSeconds: number; requestDeadlineSeconds: number | null; pauseBetweenRunsSeconds: number };
}

function relativePath(f: Fields, key: string): string {
  const p = f.text(key, 1024);
  if (p.startsWith('/') || p.split(/[\\/]/).includes('..') || p.includes('\0'))
    fail('must be a relative path inside the plan folder', f.file, f.at(key));
  return p;
}

/** The run spec as every stage reads it: the first problem is thrown, naming its file and pointer. */
export function parseRunSpec(
  value: JsonValue,
  file: string,
  defaults: { kleidiai: KleidiaiSourceSpec },
): RunSpec {
  return readRunSpec(value, file, defaults, undefined).spec!;
}

export interface RunSpecReading {
  /** The run spec, when it has no problem. */
  spec?: RunSpec;
  /** Every problem found, each naming its file and JSON pointer. */
  problems: InputError[];
  /** The builds and candidates that read cleanly (checked further even when others are wrong). */
  builds: BuildVariant[];
  candidates: CandidateRun[];
}

/** Reads a run spec and reports every independent problem instead of stopping at the first (`check`). */
export function collectRunSpecProblems(
  value: JsonValue,
  file: string,
  defaults: { kleidiai: KleidiaiSourceSpec },
): RunSpecReading {
  const problems: InputError[] = [];
  const reading = attempt(problems, () => readRunSpec(value, file, defaults, problems));
  return { ...(reading ?? { builds: [], candidates: [] }), problems };
}

function readRunSpec(
  value: JsonValue,
  file: string,
  defaults: { kleidiai: KleidiaiSourceSpec },
  sink: ProblemSink,
): Omit<RunSpecReading, 'problems'> {
  const before = sink?.length ?? 0;
  const f = Fields.root(value, file);
  attempt(sink, () =>
    f.exactKeys(
      [
        'schema_version',
        'capacity_plan',
        'load_plan',
        'evaluation_suite',
        'llama_cpp',
        'builds',
        'candidates',
      ],
      ['$schema', 'canonical_evidence', 'base_port', 'host', 'timeouts', 'mirror_dirs'],
    ),
  );
  const read = <T>(key: string, r: () => T): T | undefined =>
    sink && !f.has(key) ? undefined : attempt(sink, r);
  read('schema_version', () => f.literal('schema_version', RUN_SPEC_SCHEMA_VERSION));
  // Editors find the schema through `$schema` (schemas/capacity-run.schema.json); the tool ignores it.
  attempt(sink, () => f.has('$schema') && f.string('$schema'));
  const src = read('llama_cpp', () => parseSource(f.object('llama_cpp'), file, defaults));
  const kleidiai = src?.kleidiai ?? defaults.kleidiai;

  const buildsF = read('builds', () => f.object('builds'));
  const builds: BuildVariant[] = [];
  for (const label of Object.keys(buildsF?.obj ?? {})) {
    const b = attempt(sink, () => parseBuild(buildsF!, label, file, kleidiai));
    if (b) builds.push(b);
  }
  if (buildsF)
    attempt(sink, () => builds.length === 0 && fail('must declare at least one build', file, '/builds'));
  // A fair comparison: every build differs only in GGML_CPU_KLEIDIAI (same target, same flags).
  const flagsOf = (b: BuildVariant) =>
    compactSortedJson({ target: b.target ?? null, options: b.cmakeOptions ?? {} });
  for (const b of builds.slice(1)) {
    attempt(sink, () => {
      if (flagsOf(b) !== flagsOf(builds[0]))
        fail(
          `build ${b.label} must use the same target and cmake_options as build ${builds[0].label}: builds of one study may differ only in kleidiai, so the comparison measures KleidiAI and nothing else`,
          file,
          buildsF!.at(b.label),
        );
    });
  }

  const candF = read('candidates', () => f.object('candidates'));
  const candidates: CandidateRun[] = [];
  const buildLabels = buildsF ? Object.keys(buildsF.obj) : undefined;
  for (const id of Object.keys(candF?.obj ?? {})) {
    const c = attempt(sink, () => parseCandidate(candF!, id, file, buildLabels, sink));
    if (c) candidates.push(c);
  }

  const canonicalEvidence = attempt(sink, () => {
    if (!f.has('canonical_evidence')) return { runId: 'local', releaseTag: 'unreleased' };
    const ce = f.object('canonical_evidence');
    ce.exactKeys(['run_id', 'release_tag']);
    return { runId: ce.text('run_id', 128), releaseTag: ce.text('release_tag', 128) };
  });
  const timeouts = attempt(sink, () => {
    if (!f.has('timeouts'))
      return {
        healthSeconds: 120,
        requestDeadlineSeconds: null as number | null,
        pauseBetweenRunsSeconds: 0,
      };
    const t = f.object('timeouts');
    t.exactKeys([], ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']);
    return {
      healthSeconds: t.has('health_seconds') ? t.number('health_seconds', 1, 3600) : 120,
      requestDeadlineSeconds: t.has('request_deadline_seconds')
        ? t.number('request_deadline_seconds', 1, 3600)
        : null,
      pauseBetweenRunsSeconds: t.has('pause_between_runs_seconds')
        ? t.number('pause_between_runs_seconds', 0, 600)
        : 0,
    };
  });
  const capacityPlanPath = read('capacity_plan', () => relativePath(f, 'capacity_plan'));
  const loadPlanPath = read('load_plan', () => relativePath(f, 'load_plan'));
  const evaluationSuitePath = read('evaluation_suite', () => relativePath(f, 'evaluation_suite'));
  const basePort = attempt(sink, () => (f.has('base_port') ? f.integer('base_port', 1024, 60000) : 19000));
  const host = attempt(sink, () => (f.has('host') ? f.text('host', 64) : '127.0.0.1'));
  const mirrorDirs = attempt(sink, () => (f.has('mirror_dirs') ? stringArray(f, 'mirror_dirs') : []));
  if ((sink?.length ?? 0) > before) return { builds, candidates };
  return {
    spec: {
      capacityPlanPath: capacityPlanPath!,
      loadPlanPath: loadPlanPath!,
      evaluationSuitePath: evaluationSuitePath!,
      source: src!.source,
      kleidiai,
      builds,
      candidates,
      canonicalEvidence: canonicalEvidence!,
      basePort: basePort!,
      host: host!,
      timeouts: timeouts!,
      mirrorDirs: mirrorDirs!,
    },
    builds,
    candidates,
  };
}

export const binaryPathFor = (build: string) => `./.candidate-build/${build}/bin/llama-server`;
export const modelPathFor = (filename: string) => `./.candidate-models/${filename}`;

/**
 * Canonical (P1) argv of candidate k; the port is a fixed documentation value, like the reference's
 * 18081. `--ctx-size` and `--parallel` go where server_args place them, else after server_args.
 */
export function canonicalArgv(spec: RunSpec, plan: CapacityPlan, candidateId: string): string[] {
  const k = plan.candidates.findIndex((c) => c.id === candidateId);
  const c = spec.candidates.find((x) => x.id === candidateId)!;
  const placed = (option: string) => c.serverArgs.includes(option);
  return [
    binaryPathFor(c.build),
    '--model',
    modelPathFor(c.filename),
    ...c.serverArgs,
    ...(placed('--ctx-size') ? [] : ['--ctx-size', String(plan.per_slot_context_tokens)]),
    ...(placed('--parallel') ? [] : ['--parallel', '1']),
    '--host',
    spec.host,
    '--port',
    String(c.canonicalPort ?? 18081 + k),
  ];
}

/** The frozen-command lock and release documents whose hashes the plan pins (written to canonical/). */
export function canonicalDocuments(
  spec: RunSpec,
  plan: CapacityPlan,
): { lock: JsonObject; release: JsonObject } {
  const lock: JsonObject = {
    schema_version: '1.0',
    canonical_commands: Object.fromEntries(
      plan.candidates.map((c) => [c.id, { argv: canonicalArgv(spec, plan, c.id) }]),
    ),
  };
  const release: JsonObject = {
    schema_version: '1.0',
    llama_cpp:
      spec.source.kind === 'git'
        ? { kind: 'git', repository: spec.source.repository, commit: spec.source.commit }
        : {
            kind: 'npm-bundle',
            version: spec.source.version,
            integrity: spec.source.integrity,
            expected_commit: spec.source.expectedCommit,
          },
    builds: Object.fromEntries(
      spec.builds.map((b) => [
        b.label,
        {
          kleidiai: b.kleidiai,
          cmake_options: { ...(b.cmakeOptions ?? {}) },
          ...(b.target !== undefined ? { target: b.target } : {}),
        },
      ]),
    ),
    models: Object.fromEntries(
      spec.candidates.map((c): [string, JsonObject] => [
        c.id,
        c.model.kind === 'fixture'
          ? { fixture: c.model.fixture }
          : { sha256: c.model.sha256, size_bytes: c.model.sizeBytes },
      ]),
    ),
  };
  return { lock, release };
}

export function canonicalPins(spec: RunSpec, plan: CapacityPlan) {
  const docs = canonicalDocuments(spec, plan);
  return {
    lockSha256: contentSha256(docs.lock),
    releaseSha256: contentSha256(docs.release),
    candidates: plan.candidates.map((c) => {
      const argv = canonicalArgv(spec, plan, c.id);
      return {
        id: c.id,
        canonical_server_command_sha256: commandContentSha256(argv),
        canonical_server_argv_sha256: argvSha256(argv),
        argv,
      };
    }),
    docs,
  };
}
