// The sections of a run spec (its llama.cpp source, each build, each candidate), read one by one so
// `check` can report every problem of a run spec at once while every stage stops at the first.
import type { SourceSpec } from '../build/build-source.js';
import { BUILD_TARGETS, buildTarget } from '../build/build-target.js';
import { CMAKE_NAME_PATTERN, TOOLCHAIN_OPTIONS, type BuildVariant } from '../build/build-variant.js';
import { MD5_HEX_PATTERN, type KleidiaiSourceSpec } from '../build/kleidiai.js';
import { fail, InputError } from '../core/errors.js';
import { GIT_REVISION_PATTERN } from '../core/hashing.js';
import { Fields } from '../core/fields.js';
import { STANDARD_FIXTURES } from '../gguf/fixture-model.js';
import { urlHasCredentials } from './model-ref.js';
import { SAFE_ID } from './plan.js';

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

export function stringArray(f: Fields, key: string): string[] {
  return f.array(key).map((v, i) => {
    if (typeof v !== 'string' || !v.trim() || v !== v.trim())
      fail('must be a non-blank string without surrounding whitespace', f.file, `${f.at(key)}/${i}`);
    return v;
  });
}

/** Where parse problems go: undefined throws the first (every stage), a list collects them (`check`). */
export type ProblemSink = InputError[] | undefined;

/** Runs one independent read; with a sink, a bad-input problem is recorded and the read yields undefined. */
export function attempt<T>(sink: ProblemSink, read: () => T): T | undefined {
  if (!sink) return read();
  try {
    return read();
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    sink.push(e);
    return undefined;
  }
}

export function parseSource(
  src: Fields,
  file: string,
  defaults: { kleidiai: KleidiaiSourceSpec },
): { source: SourceSpec; kleidiai: KleidiaiSourceSpec } {
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
      url: downloadUrl(k, 'url'),
      sha256: k.digest('sha256'),
      sizeBytes: k.integer('size_bytes', 1, 1e10),
    };
    if (k.has('md5')) {
      const md5 = k.text('md5', 32);
      if (!MD5_HEX_PATTERN.test(md5)) fail('must be a lowercase MD5 digest (32 hex)', file, k.at('md5'));
      kleidiai.md5 = md5;
    }
  }
  return { source, kleidiai };
}

/**
 * A download URL: one holding `user:password@` is refused (the message does not repeat it), since
 * logs, the manifest and status.json name a model by its URL; a token belongs in the environment.
 */
function downloadUrl(f: Fields, key: string): string {
  const url = f.text(key);
  if (urlHasCredentials(url))
    fail(
      'must not hold credentials (user:password@): put a token in the environment (HF_TOKEN or --token-env) instead',
      f.file,
      f.at(key),
    );
  return url;
}

export function parseBuild(
  buildsF: Fields,
  label: string,
  file: string,
  kleidiai: KleidiaiSourceSpec,
): BuildVariant {
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
}

/** One candidate; with a sink, each independent field is checked even when another one is wrong. */
export function parseCandidate(
  candF: Fields,
  id: string,
  file: string,
  buildLabels: readonly string[] | undefined,
  sink: ProblemSink,
): CandidateRun | undefined {
  const before = sink?.length ?? 0;
  const c = candF.object(id);
  attempt(sink, () => c.exactKeys(['build', 'model', 'server_args'], ['canonical_port']));
  const build = attempt(sink, () => {
    const label = c.text('build', 128);
    if (buildLabels && !buildLabels.includes(label))
      fail(`build ${JSON.stringify(label)} is not declared under /builds`, file, c.at('build'));
    return label;
  });
  // A field missing from an object is reported once, by its exactKeys; its own read is skipped.
  const read = <T>(f: Fields, key: string, r: () => T): T | undefined =>
    sink && !f.has(key) ? undefined : attempt(sink, r);
  const model = read(c, 'model', () => {
    const m = c.object('model');
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
      return {
        model: { kind: 'fixture', fixture } as ModelSource,
        family: 'paretopilot tiny llama fixture',
        repository: `generated:${fixture}`,
        revision: null as string | null,
        filename: `${fixture}.gguf`,
      };
    }
    attempt(sink, () =>
      m.exactKeys(['sha256', 'size_bytes', 'family', 'filename'], ['url', 'path', 'repository', 'revision']),
    );
    const sha256 = read(m, 'sha256', () => m.digest('sha256')) ?? '';
    const sizeBytes = read(m, 'size_bytes', () => m.integer('size_bytes', 1, 1e12)) ?? 0;
    const filename =
      read(m, 'filename', () => {
        const name = m.text('filename', 255);
        if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/.test(name))
          fail('must be a plain .gguf file name', file, m.at('filename'));
        return name;
      }) ?? '';
    const source = attempt(sink, (): ModelSource => {
      if (m.has('url') === m.has('path')) fail('give exactly one of url or path', file, m.pointer);
      return m.has('url')
        ? { kind: 'url', url: downloadUrl(m, 'url'), sha256, sizeBytes }
        : { kind: 'path', path: m.text('path', 4096), sha256, sizeBytes };
    });
    const revision =
      attempt(sink, () => {
        const r = m.has('revision') ? m.text('revision', 40) : null;
        if (r !== null && !GIT_REVISION_PATTERN.test(r))
          fail('must be a 40-character lowercase revision', file, m.at('revision'));
        return r;
      }) ?? null;
    const family = read(m, 'family', () => m.text('family')) ?? '';
    const repository =
      attempt(sink, () =>
        m.has('repository') ? m.text('repository') : source?.kind === 'url' ? source.url : 'local',
      ) ?? '';
    if (!source) return undefined;
    return { model: source, family, repository, revision, filename };
  });
  const serverArgs = read(c, 'server_args', () => {
    const args = stringArray(c, 'server_args');
    for (const a of args) {
      if (FORBIDDEN_SERVER_ARGS.includes(a))
        fail(`${a} is set by the study itself; remove it from server_args`, file, c.at('server_args'));
    }
    for (const option of PLACED_SERVER_ARGS) {
      const at = args.flatMap((a, i) => (a === option ? [i] : []));
      if (at.length > 1) fail(`${option} may appear at most once`, file, c.at('server_args'));
      if (at.length === 1 && !/^[0-9]+$/.test(args[at[0] + 1] ?? ''))
        fail(`${option} must be followed by a decimal value`, file, c.at('server_args'));
    }
    return args;
  });
  const canonicalPort = attempt(sink, () =>
    c.has('canonical_port') ? c.integer('canonical_port', 1024, 65535) : undefined,
  );
  if ((sink?.length ?? 0) > before || build === undefined || !model || !serverArgs) return undefined;
  return {
    id,
    build,
    ...model,
    serverArgs,
    ...(canonicalPort !== undefined ? { canonicalPort } : {}),
  };
}
