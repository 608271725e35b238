// The run spec: how to realize a capacity plan on a machine — where llama.cpp comes from, which
// build variants exist, each candidate's model and server flags. It derives the canonical
// commands the capacity plan pins, so a plan can be checked before anything is built.
import {
  BUILD_TARGETS,
  buildTarget,
  CMAKE_NAME_PATTERN,
  MD5_HEX_PATTERN,
  TOOLCHAIN_OPTIONS,
  type BuildVariant,
  type KleidiaiSourceSpec,
  type SourceSpec,
} from '../build/build-key.js';
import { fail } from '../core/errors.js';
import { argvSha256, commandContentSha256, contentSha256, GIT_REVISION_PATTERN } from '../core/hashing.js';
import { compactSortedJson, type JsonObject, type JsonValue } from '../core/json.js';
import { Fields } from '../core/fields.js';
import { STANDARD_FIXTURES } from '../gguf/fixture-model.js';
import { SAFE_ID, type CapacityPlan } from './plan.js';

export const RUN_SPEC_SCHEMA_VERSION = '1.0';
const FORBIDDEN_SERVER_ARGS = ['--model', '-m', '-c', '-np', '--host', '--port'];
/** May appear once in server_args to fix their position in the canonical argv (values checked against the plan). */
const PLACED_SERVER_ARGS = ['--ctx-size', '--parallel'];

export type ModelSource =
  | { kind: 'fixture'; fixture: string }
  | { kind: 'url'; url: string; sha256: string; sizeBytes: number }
  | { kind: 'path'; path: string; sha256: string; sizeBytes: number };

export interface CandidateRun {
  id: string;
  build: string;
  model: ModelSource;
  /** Model identity recorded in the manifest. */
  family: string;
  repository: string;
  revision: string | null;
  filename: string;
  serverArgs: string[];
  /** Port written into the canonical command (documentation value; default 18081 + plan index). */
  canonicalPort?: number;
}

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

function stringArray(f: Fields, key: string): string[] {
  return f.array(key).map((v, i) => {
    if (typeof v !== 'string' || !v.trim() || v !== v.trim())
      fail('must be a non-blank string without surrounding whitespace', f.file, `${f.at(key)}/${i}`);
    return v;
  });
}

export function parseRunSpec(
  value: JsonValue,
  file: string,
  defaults: { kleidiai: KleidiaiSourceSpec },
): RunSpec {
  const f = Fields.root(value, file);
  f.exactKeys(
    ['schema_version', 'capacity_plan', 'load_plan', 'evaluation_suite', 'llama_cpp', 'builds', 'candidates'],
    ['canonical_evidence', 'base_port', 'host', 'timeouts', 'mirror_dirs'],
  );
  f.literal('schema_version', RUN_SPEC_SCHEMA_VERSION);
  const src = f.object('llama_cpp');
  let source: SourceSpec;
  const kind = src.text('kind');
  if (kind === 'git') {
    src.exactKeys(['kind', 'repository', 'commit'], ['kleidiai']);
    const commit = src.text('commit', 40);
    if (!GIT_REVISION_PATTERN.test(commit))
      fail('must be a 40-character lowercase commit', file, src.at('commit'));
    source = { kind: 'git', repository: src.text('repository'), commit };
  } else if (kind === 'npm-bundle') {
    src.exactKeys(['kind', 'package', 'version', 'integrity', 'expected_commit'], ['kleidiai']);
    src.literal('package', 'node-llama-cpp');
    const commit = src.text('expected_commit', 40);
    if (!GIT_REVISION_PATTERN.test(commit))
      fail('must be a 40-character lowercase commit', file, src.at('expected_commit'));
    const integrity = src.text('integrity');
    if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(integrity))
      fail('must be a sha512 SRI string (sha512-…)', file, src.at('integrity'));
    source = {
      kind: 'npm-bundle',
      package: 'node-llama-cpp',
      version: src.text('version', 64),
      integrity,
      expectedCommit: commit,
    };
  } else {
    return fail('kind must be "git" or "npm-bundle"', file, src.at('kind'));
  }
  let kleidiai = defaults.kleidiai;
  if (src.has('kleidiai')) {
    const k = src.object('kleidiai');
    k.exactKeys(['version', 'url', 'sha256', 'size_bytes'], ['md5']);
    kleidiai = {
      version: k.text('version', 64),
      url: k.text('url'),
      sha256: k.digest('sha256'),
      sizeBytes: k.integer('size_bytes', 1, 1e10),
    };
    if (k.has('md5')) {
      const md5 = k.text('md5', 32);
      if (!MD5_HEX_PATTERN.test(md5)) fail('must be a lowercase MD5 digest (32 hex)', file, k.at('md5'));
      kleidiai.md5 = md5;
    }
  }

  const buildsF = f.object('builds');
  const builds: BuildVariant[] = Object.keys(buildsF.obj).map((label) => {
    if (!SAFE_ID.test(label)) fail('build labels must be path-safe ids', file, buildsF.at(label));
    const b = buildsF.object(label);
    b.exactKeys(['kleidiai'], ['cmake_options', 'target']);
    const cmakeOptions: Record<string, string> = {};
    if (b.has('cmake_options')) {
      const o = b.object('cmake_options');
      for (const k of Object.keys(o.obj)) {
        if (!CMAKE_NAME_PATTERN.test(k)) fail('cmake option names must be identifiers', file, o.at(k));
        cmakeOptions[k] = o.string(k, 1024);
      }
    }
    let target: string | undefined;
    if (b.has('target')) {
      target = b.text('target', 64);
      if (!buildTarget(target))
        fail(`must be one of ${Object.keys(BUILD_TARGETS).join(', ')}`, file, b.at('target'));
      if (!cmakeOptions.GGML_CPU_ARM_ARCH?.trim())
        fail(
          `a ${target} build must set cmake_options.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm): GGML_NATIVE is OFF, so the instruction set must be explicit`,
          file,
          b.at('cmake_options'),
        );
    }
    for (const reserved of TOOLCHAIN_OPTIONS)
      if (reserved in cmakeOptions)
        fail(
          `${reserved} is set by the build (use "target" to cross-compile)`,
          file,
          `${b.at('cmake_options')}/${reserved}`,
        );
    const isK = b.boolean('kleidiai');
    return {
      label,
      kleidiai: isK,
      cmakeOptions,
      ...(target !== undefined ? { target } : {}),
      ...(isK ? { kleidiaiSource: kleidiai } : {}),
    };
  });
  if (builds.length === 0) fail('must declare at least one build', file, '/builds');
  // A fair comparison: every build differs only in GGML_CPU_KLEIDIAI (same target, same flags).
  const flagsOf = (b: BuildVariant) =>
    compactSortedJson({ target: b.target ?? null, options: b.cmakeOptions ?? {} });
  const firstFlags = flagsOf(builds[0]);
  for (const b of builds.slice(1)) {
    if (flagsOf(b) !== firstFlags) {
      fail(
        `build ${b.label} must use the same target and cmake_options as build ${builds[0].label}: builds of one study may differ only in kleidiai, so the comparison measures KleidiAI and nothing else`,
        file,
        buildsF.at(b.label),
      );
    }
  }

  const candF = f.object('candidates');
  const candidates: CandidateRun[] = Object.keys(candF.obj).map((id) => {
    const c = candF.object(id);
    c.exactKeys(['build', 'model', 'server_args'], ['canonical_port']);
    const build = c.text('build', 128);
    if (!builds.some((b) => b.label === build))
      fail(`build ${JSON.stringify(build)} is not declared under /builds`, file, c.at('build'));
    const m = c.object('model');
    let model: ModelSource;
    let identity: { family: string; repository: string; revision: string | null; filename: string };
    if (m.has('fixture')) {
      m.exactKeys(['fixture']);
      const fixture = m.text('fixture', 128);
      if (!SAFE_ID.test(fixture)) fail('must be a fixture id', file, m.at('fixture'));
      // Fixtures are generated during prepare; an unknown name must be refused before any work.
      if (!STANDARD_FIXTURES.some((f) => f.id === fixture))
        fail(
          `unknown fixture ${JSON.stringify(fixture)} (known: ${STANDARD_FIXTURES.map((f) => f.id).join(', ')})`,
          file,
          m.at('fixture'),
        );
      model = { kind: 'fixture', fixture };
      identity = {
        family: 'paretopilot tiny llama fixture',
        repository: `generated:${fixture}`,
        revision: null,
        filename: `${fixture}.gguf`,
      };
    } else {
      m.exactKeys(['sha256', 'size_bytes', 'family', 'filename'], ['url', 'path', 'repository', 'revision']);
      const sha256 = m.digest('sha256');
      const sizeBytes = m.integer('size_bytes', 1, 1e12);
      const filename = m.text('filename', 255);
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/.test(filename))
        fail('must be a plain .gguf file name', file, m.at('filename'));
      if (m.has('url') === m.has('path')) fail('give exactly one of url or path', file, m.pointer);
      model = m.has('url')
        ? { kind: 'url', url: m.text('url'), sha256, sizeBytes }
        : { kind: 'path', path: m.text('path', 4096), sha256, sizeBytes };
      const revision = m.has('revision') ? m.text('revision', 40) : null;
      if (revision !== null && !GIT_REVISION_PATTERN.test(revision))
        fail('must be a 40-character lowercase revision', file, m.at('revision'));
      identity = {
        family: m.text('family'),
        repository: m.has('repository') ? m.text('repository') : model.kind === 'url' ? model.url : 'local',
        revision,
        filename,
      };
    }
    const serverArgs = stringArray(c, 'server_args');
    for (const a of serverArgs) {
      if (FORBIDDEN_SERVER_ARGS.includes(a))
        fail(`${a} is set by the study itself; remove it from server_args`, file, c.at('server_args'));
    }
    for (const option of PLACED_SERVER_ARGS) {
      const at = serverArgs.flatMap((a, i) => (a === option ? [i] : []));
      if (at.length > 1) fail(`${option} may appear at most once`, file, c.at('server_args'));
      if (at.length === 1 && !/^[0-9]+$/.test(serverArgs[at[0] + 1] ?? ''))
        fail(`${option} must be followed by a decimal value`, file, c.at('server_args'));
    }
    const canonicalPort = c.has('canonical_port') ? c.integer('canonical_port', 1024, 65535) : undefined;
    return {
      id,
      build,
      model,
      ...identity,
      serverArgs,
      ...(canonicalPort !== undefined ? { canonicalPort } : {}),
    };
  });

  let canonicalEvidence = { runId: 'local', releaseTag: 'unreleased' };
  if (f.has('canonical_evidence')) {
    const ce = f.object('canonical_evidence');
    ce.exactKeys(['run_id', 'release_tag']);
    canonicalEvidence = { runId: ce.text('run_id', 128), releaseTag: ce.text('release_tag', 128) };
  }
  let timeouts = {
    healthSeconds: 120,
    requestDeadlineSeconds: null as number | null,
    pauseBetweenRunsSeconds: 0,
  };
  if (f.has('timeouts')) {
    const t = f.object('timeouts');
    t.exactKeys([], ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']);
    timeouts = {
      healthSeconds: t.has('health_seconds') ? t.number('health_seconds', 1, 3600) : 120,
      requestDeadlineSeconds: t.has('request_deadline_seconds')
        ? t.number('request_deadline_seconds', 1, 3600)
        : null,
      pauseBetweenRunsSeconds: t.has('pause_between_runs_seconds')
        ? t.number('pause_between_runs_seconds', 0, 600)
        : 0,
    };
  }
  return {
    capacityPlanPath: relativePath(f, 'capacity_plan'),
    loadPlanPath: relativePath(f, 'load_plan'),
    evaluationSuitePath: relativePath(f, 'evaluation_suite'),
    source,
    kleidiai,
    builds,
    candidates,
    canonicalEvidence,
    basePort: f.has('base_port') ? f.integer('base_port', 1024, 60000) : 19000,
    host: f.has('host') ? f.text('host', 64) : '127.0.0.1',
    timeouts,
    mirrorDirs: f.has('mirror_dirs') ? stringArray(f, 'mirror_dirs') : [],
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
