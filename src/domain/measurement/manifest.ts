// Provenance manifest (§9.8), generalized for local and x86 runs and an optional tool identity.
import { argvSha256, commandContentSha256, GIT_REVISION_PATTERN } from '../core/hashing.js';
import { fail } from '../core/errors.js';
import { isJsonObject, type JsonValue } from '../core/json.js';
import { Fields } from '../core/fields.js';
import type { CapacityPlan } from '../plan/plan.js';

/** The manifest's file name at a bundle's root. */
export const MANIFEST_FILE = 'manifest.json';

export interface Manifest {
  runId: string;
  runAttempt: number;
  canonicalArgv: Map<string, string[]>;
  canonicalSha256: Map<string, string>;
  /** What each candidate runs: the facts a comparison's factor is read from. */
  candidateFacts: Map<string, CandidateFacts>;
  tool: { name: string; version: string; repository: string } | null;
}

export interface CandidateFacts {
  build: { label: string; kleidiai: boolean; binarySha256: string };
  model: { family: string; revision: string; filename: string; sha256: string };
}

export function parseManifest(value: JsonValue, plan: CapacityPlan, file: string = MANIFEST_FILE): Manifest {
  const f = Fields.root(value, file);
  f.exactKeys(
    [
      'schema_version',
      'classification',
      'synthetic',
      'source',
      'runner',
      'runtime',
      'optimization_library',
      'toolchain',
      'candidates',
      'canonical_commands',
      'canonical_evidence',
    ],
    ['tool', 'host_evidence'],
  );
  f.literal('schema_version', '1.1');
  f.literal('classification', 'supplementary-capacity');
  if (f.boolean('synthetic') !== false)
    fail('synthetic manifests are not accepted as capacity evidence', file, '/synthetic');
  const { runId, runAttempt } = parseProvenance(f, file);
  const ids = plan.candidates.map((c) => c.id);
  const candidates = f.object('candidates');
  keyedByCandidates(candidates, 'candidates', ids, file);
  const candidateFacts = parseCandidateFacts(candidates, plan, file);
  const commands = f.object('canonical_commands');
  keyedByCandidates(commands, 'canonical_commands', ids, file);
  const { canonicalArgv, canonicalSha256 } = parseCanonicalCommands(commands, plan, file);
  checkCanonicalEvidence(f, plan, file);
  const tool = parseTool(f);
  checkHostEvidence(f, file);
  return { runId, runAttempt, canonicalArgv, canonicalSha256, candidateFacts, tool };
}

function readRevision(file: string, o: Fields, key: string): string {
  const v = o.text(key, 40);
  if (!GIT_REVISION_PATTERN.test(v)) fail('must be a 40-character lowercase git revision', file, o.at(key));
  return v;
}

/** Source, runner, runtime, optimization library and toolchain: checked; the run's id and attempt kept. */
function parseProvenance(f: Fields, file: string): { runId: string; runAttempt: number } {
  const source = f.object('source');
  source.exactKeys(['repository', 'revision', 'workflow', 'run_id', 'run_attempt', 'generated_at_utc']);
  source.text('repository');
  readRevision(file, source, 'revision');
  source.text('workflow');
  const runId = source.text('run_id', 128);
  const runAttempt = source.integer('run_attempt', 1, 1_000_000);
  source.text('generated_at_utc');
  const runner = f.object('runner');
  runner.exactKeys(['os', 'architecture', 'cpu', 'cpu_count']);
  runner.text('os');
  runner.text('architecture', 64);
  runner.text('cpu');
  runner.integer('cpu_count', 1, 4096);
  const runtime = f.object('runtime');
  runtime.exactKeys(['name', 'repository', 'revision']);
  runtime.literal('name', 'llama.cpp');
  runtime.text('repository');
  readRevision(file, runtime, 'revision');
  const lib = f.object('optimization_library');
  lib.exactKeys(['name', 'repository', 'version', 'source_archive_sha256', 'size_bytes']);
  lib.literal('name', 'KleidiAI');
  lib.text('repository');
  lib.text('version', 128);
  lib.digest('source_archive_sha256');
  lib.integer('size_bytes', 1, 1e10);
  const tc = f.object('toolchain');
  tc.exactKeys(['gcc_version_sha256', 'gxx_version_sha256', 'cmake_version_sha256', 'ninja_version_sha256']);
  for (const k of Object.keys(tc.obj)) tc.digest(k);
  return { runId, runAttempt };
}

function keyedByCandidates(o: Fields, what: string, ids: readonly string[], file: string): void {
  const keys = Object.keys(o.obj);
  const missing = ids.filter((id) => !keys.includes(id)).sort();
  const unknown = keys.filter((k) => !ids.includes(k)).sort();
  if (missing.length || unknown.length) {
    fail(
      `${what} must be keyed by the plan candidate ids (missing: ${missing.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'})`,
      file,
      o.pointer,
    );
  }
}

/** `/candidates`: each candidate's model and build, its KleidiAI flag as the plan expects. */
function parseCandidateFacts(
  candidates: Fields,
  plan: CapacityPlan,
  file: string,
): Map<string, CandidateFacts> {
  const candidateFacts = new Map<string, CandidateFacts>();
  for (const c of plan.candidates) {
    const entry = candidates.object(c.id);
    entry.exactKeys(['model', 'build']);
    const model = entry.object('model');
    model.exactKeys(['family', 'repository', 'revision', 'filename', 'sha256', 'size_bytes']);
    const family = model.text('family');
    model.text('repository');
    const modelRevision = readRevision(file, model, 'revision');
    const filename = model.text('filename');
    const modelSha = model.digest('sha256');
    model.integer('size_bytes', 1, 1e12);
    const build = entry.object('build');
    build.exactKeys([
      'label',
      'server_binary_sha256',
      'kleidiai_enabled',
      'cmake_cache_sha256',
      'configure_log_sha256',
      'compile_log_sha256',
    ]);
    const label = build.text('label', 128);
    for (const k of [
      'server_binary_sha256',
      'cmake_cache_sha256',
      'configure_log_sha256',
      'compile_log_sha256',
    ])
      build.digest(k);
    if (build.boolean('kleidiai_enabled') !== c.kleidiai_expected) {
      fail(
        `kleidiai_enabled must equal the plan's kleidiai_expected (${c.kleidiai_expected}) for ${c.id}`,
        file,
        build.at('kleidiai_enabled'),
      );
    }
    candidateFacts.set(c.id, {
      build: { label, kleidiai: c.kleidiai_expected, binarySha256: build.digest('server_binary_sha256') },
      model: { family, revision: modelRevision, filename, sha256: modelSha },
    });
  }
  return candidateFacts;
}

/** `/canonical_commands`: each argv and its hashes, as the plan pins them. */
function parseCanonicalCommands(
  commands: Fields,
  plan: CapacityPlan,
  file: string,
): Pick<Manifest, 'canonicalArgv' | 'canonicalSha256'> {
  const canonicalArgv = new Map<string, string[]>();
  const canonicalSha256 = new Map<string, string>();
  for (const c of plan.candidates) {
    const entry = commands.object(c.id);
    entry.exactKeys(['argv', 'sha256']);
    const argv = entry.array('argv');
    if (!argv.every((a): a is string => typeof a === 'string'))
      fail('argv must contain strings', file, entry.at('argv'));
    const sha = entry.digest('sha256');
    if (sha !== c.canonical_server_command_sha256)
      fail(
        `sha256 must equal the plan's canonical_server_command_sha256 for ${c.id}`,
        file,
        entry.at('sha256'),
      );
    if (commandContentSha256(argv) !== sha)
      fail('sha256 must equal the command content hash of argv', file, entry.at('sha256'));
    if (argvSha256(argv) !== c.canonical_server_argv_sha256)
      fail(
        `argv hash must equal the plan's canonical_server_argv_sha256 for ${c.id}`,
        file,
        entry.at('argv'),
      );
    canonicalArgv.set(c.id, argv);
    canonicalSha256.set(c.id, sha);
  }
  return { canonicalArgv, canonicalSha256 };
}

/** `/canonical_evidence`: its digests equal the plan's pins. */
function checkCanonicalEvidence(f: Fields, plan: CapacityPlan, file: string): void {
  const ev = f.object('canonical_evidence');
  ev.exactKeys(['lock_sha256', 'release_sha256', 'run_id', 'release_tag']);
  if (ev.digest('lock_sha256') !== plan.pins.canonical_evidence_lock_sha256)
    fail(
      'lock_sha256 must equal the plan pin canonical_evidence_lock_sha256',
      file,
      '/canonical_evidence/lock_sha256',
    );
  if (ev.digest('release_sha256') !== plan.pins.canonical_release_sha256)
    fail(
      'release_sha256 must equal the plan pin canonical_release_sha256',
      file,
      '/canonical_evidence/release_sha256',
    );
  ev.text('run_id', 128);
  ev.text('release_tag', 128);
}

function parseTool(f: Fields): Manifest['tool'] {
  let tool: Manifest['tool'] = null;
  if (f.has('tool')) {
    const t = f.object('tool');
    t.exactKeys(['name', 'version', 'repository']);
    tool = { name: t.text('name'), version: t.text('version'), repository: t.text('repository') };
  }
  return tool;
}

/** `/host_evidence`, when present: the launcher and the client's timing self-check. */
function checkHostEvidence(f: Fields, file: string): void {
  if (f.has('host_evidence') && !isJsonObject(f.raw('host_evidence')))
    fail('host_evidence must be an object', file, '/host_evidence');
  if (f.has('host_evidence')) {
    const host = f.object('host_evidence');
    // The receipt's emulation notice reads the launcher: when present it must say what ran the servers.
    if (host.has('launcher')) {
      const launcher = host.object('launcher');
      for (const key of ['emulator', 'version', 'emulated_cpu', 'host_architecture', 'guest_architecture'])
        launcher.text(key, 512);
      const argv = launcher.array('argv');
      if (argv.length === 0 || !argv.every((a) => typeof a === 'string' && a !== ''))
        fail('argv must be a non-empty array of strings', file, launcher.at('argv'));
    }
    // The receipt states the load client's self-check: when present it must be what prepare writes.
    if (host.has('client_timing')) checkClientTiming(host.object('client_timing'));
  }
}

/** The error figures of one self-check level, in milliseconds (errors ≥ 0; start→arrival signed). */
export const CLIENT_TIMING_ERRORS = [
  'ttft_error_ms_p50',
  'ttft_error_ms_p99',
  'e2e_error_ms_p50',
  'e2e_error_ms_p99',
] as const;
export const CLIENT_TIMING_OFFSETS = ['start_to_arrival_ms_p50', 'start_to_arrival_ms_p99'] as const;
export const CLIENT_TIMING_FIGURES = [...CLIENT_TIMING_ERRORS, ...CLIENT_TIMING_OFFSETS] as const;
export type ClientTimingFigure = (typeof CLIENT_TIMING_FIGURES)[number];

/** One level of host_evidence.client_timing. */
export type ClientTimingLevel = { concurrency: number; requests: number } & Record<
  ClientTimingFigure,
  number
>;

/** host_evidence.client_timing as the prepare stage writes it when the self-check ran. */
export type ClientTimingCheck = {
  method: 'scripted-stream';
  clock: 'CLOCK_MONOTONIC';
  schedule: { first_token_ms: number; gap_ms: number; tokens: number };
  levels: ClientTimingLevel[];
};

/** host_evidence.client_timing: the prepare stage's self-check of the load client, or its failure. */
function checkClientTiming(t: Fields): void {
  if (t.has('error')) {
    t.exactKeys(['error']);
    t.text('error', 512);
    return;
  }
  t.exactKeys(['method', 'clock', 'schedule', 'levels']);
  t.literal('method', 'scripted-stream');
  t.literal('clock', 'CLOCK_MONOTONIC');
  const s = t.object('schedule');
  s.exactKeys(['first_token_ms', 'gap_ms', 'tokens']);
  s.number('first_token_ms', 0, 1e6);
  s.number('gap_ms', 0, 1e6);
  s.integer('tokens', 1, 1e6);
  const levels = t.objects('levels');
  if (levels.length === 0) fail('must list at least one level', t.file, t.at('levels'));
  for (const l of levels) {
    l.exactKeys(['concurrency', 'requests', ...CLIENT_TIMING_FIGURES]);
    l.integer('concurrency', 1, 1e6);
    l.integer('requests', 1, 1e9);
    for (const key of CLIENT_TIMING_ERRORS) l.number(key, 0, 1e9);
    for (const key of CLIENT_TIMING_OFFSETS) l.number(key, -1e9, 1e9);
  }
}
