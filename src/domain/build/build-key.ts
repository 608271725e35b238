// What determines a llama-server build: pinned source, variant, offline cmake flags, toolchain and
// platform. The cache key is derived from exactly these inputs so the CLI and the GitHub action
// (through @actions/cache) agree on it.
// cohesive: a build's identity — sources, variants, targets and the key derived from them.
import { GIT_REVISION_PATTERN, SHA256_PATTERN, sha256Hex } from '../core/hashing.js';
import { BuildConfigurationError } from '../core/errors.js';

const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;
const LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/;
/** A CMake option name a variant may pass as `-D<name>=…`. */
export const CMAKE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface GitSourceSpec {
  kind: 'git';
  /** https://, http://, ssh:// or file:// URL of the llama.cpp repository. */
  repository: string;
  /** 40-hex commit, fetched shallowly and checked after checkout. */
  commit: string;
}

export interface NpmBundleSourceSpec {
  kind: 'npm-bundle';
  package: 'node-llama-cpp';
  version: string;
  /** Registry `dist.integrity` of the tarball (sha512 SRI). */
  integrity: string;
  /** Commit the bundle must check out. */
  expectedCommit: string;
}

export type SourceSpec = GitSourceSpec | NpmBundleSourceSpec;

export interface KleidiaiSourceSpec {
  version: string;
  url: string;
  sha256: string;
  sizeBytes: number;
  /** Optional: must equal the MD5 the llama.cpp source pins for this archive (checked before building). */
  md5?: string;
}

export interface BuildVariant {
  /** Path-safe name, e.g. `generic` or `kleidiai`; recorded as `build.label`. */
  label: string;
  kleidiai: boolean;
  /**
   * Target triple (a key of BUILD_TARGETS). Absent: a host build, keyed exactly as before targets
   * existed. Present: cross-compiled on a foreign host, compiled natively on a matching one.
   */
  target?: string;
  /** Extra `-D<name>=<value>` options (offline-critical options are reserved). */
  cmakeOptions?: Record<string, string>;
  /** Required when `kleidiai` is true: the pinned archive cmake would otherwise download. */
  kleidiaiSource?: KleidiaiSourceSpec;
}

/** The llama.cpp release that node-llama-cpp@3.21.1 bundles (reachable without GitHub). */
export const NODE_LLAMA_CPP_BUNDLE_SOURCE: NpmBundleSourceSpec = {
  kind: 'npm-bundle',
  package: 'node-llama-cpp',
  version: '3.21.1',
  integrity:
    'sha512-E3N0Ev2Va0wzydvXYFwM9Hvyo07PoWjt8T/9GMc43Cvt8YkV/NU/tYUgEMC1grTPv2o9PRjQi0G3Wb5P/awiMg==',
  expectedCommit: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
};

/** KleidiAI archive pinned by the seed study (`optimization_library` in the manifest). */
export const KLEIDIAI_V1_24_0_SOURCE: KleidiaiSourceSpec = {
  version: 'v1.24.0',
  url: 'https://github.com/ARM-software/kleidiai/releases/download/v1.24.0/kleidiai-v1.24.0-src.tar.gz',
  sha256: '9348b969e042d8890a54b01a463dbe71f5a4c074b5329e9c26a85ef3b68aa19b',
  sizeBytes: 2466038,
};

export const GENERIC_VARIANT: BuildVariant = { label: 'generic', kleidiai: false };
export const KLEIDIAI_VARIANT: BuildVariant = {
  label: 'kleidiai',
  kleidiai: true,
  kleidiaiSource: KLEIDIAI_V1_24_0_SOURCE,
};

/**
 * Flags under which configure + build open no network socket: the prebuilt web UI would otherwise
 * be downloaded on every build, and FetchContent may only use pre-fetched sources.
 */
export const OFFLINE_CMAKE_OPTIONS: Readonly<Record<string, string>> = {
  CMAKE_BUILD_TYPE: 'Release',
  BUILD_SHARED_LIBS: 'OFF',
  GGML_NATIVE: 'OFF',
  GGML_CCACHE: 'OFF',
  LLAMA_BUILD_TESTS: 'OFF',
  LLAMA_BUILD_EXAMPLES: 'OFF',
  LLAMA_BUILD_TOOLS: 'ON',
  LLAMA_BUILD_SERVER: 'ON',
  LLAMA_BUILD_APP: 'OFF',
  LLAMA_OPENSSL: 'OFF',
  LLAMA_USE_PREBUILT_UI: 'OFF',
  LLAMA_BUILD_UI: 'OFF',
  FETCHCONTENT_FULLY_DISCONNECTED: 'ON',
};

/** What a build target needs: cross tools, the CMake system description, the emulator to run it. */
export interface BuildTarget {
  triple: string;
  /** Normalised architecture of the binaries it produces (see normalizeArch). */
  arch: string;
  cmakeSystemName: string;
  cmakeSystemProcessor: string;
  /** Prefix of the cross tools (`<prefix>gcc`, `<prefix>g++`, `<prefix>nm`, `<prefix>readelf`). */
  toolPrefix: string;
  /** Library root handed to the emulator (`-L`). */
  sysroot: string;
  /** User-mode emulator that runs its binaries on a foreign host. */
  emulator: string;
  /** `-cpu` model: `max` is the only qemu 7.2 model with dotprod, i8mm, SVE and SME. */
  emulatedCpu: string;
  /** Debian/Ubuntu packages providing the cross tools and the emulator. */
  packages: readonly string[];
}

export const BUILD_TARGETS: Readonly<Record<string, BuildTarget>> = {
  'aarch64-linux-gnu': {
    triple: 'aarch64-linux-gnu',
    arch: 'arm64',
    cmakeSystemName: 'Linux',
    cmakeSystemProcessor: 'aarch64',
    toolPrefix: 'aarch64-linux-gnu-',
    sysroot: '/usr/aarch64-linux-gnu',
    emulator: 'qemu-aarch64',
    emulatedCpu: 'max',
    packages: ['g++-aarch64-linux-gnu', 'binutils-aarch64-linux-gnu', 'qemu-user'],
  },
};

/** ELF e_machine values of the architectures builds run on. */
export const ELF_MACHINES: Readonly<Record<string, number>> = { x64: 62, arm64: 183 };

/** The target of a triple, or undefined when it is not a key of BUILD_TARGETS. */
export function buildTarget(triple: string): BuildTarget | undefined {
  return Object.prototype.hasOwnProperty.call(BUILD_TARGETS, triple) ? BUILD_TARGETS[triple] : undefined;
}

/** The target a variant declares, or undefined for a host build; throws on an unknown triple. */
export function variantTarget(variant: BuildVariant): BuildTarget | undefined {
  if (variant.target === undefined) return undefined;
  const target = buildTarget(variant.target);
  if (!target) {
    throw new BuildConfigurationError(
      `build variant '${variant.label}'.target must be one of ${Object.keys(BUILD_TARGETS).join(', ')}, got ${JSON.stringify(variant.target)}`,
    );
  }
  return target;
}

export type BuildMode =
  | { kind: 'host' }
  | { kind: 'native'; target: BuildTarget }
  | { kind: 'cross'; target: BuildTarget; hostArch: string };

/** How a variant is built on `hostArch`: as a host build, natively for its target, or cross-compiled. */
export function buildMode(variant: BuildVariant, hostArch: string): BuildMode {
  const target = variantTarget(variant);
  if (!target) return { kind: 'host' };
  const host = normalizeArch(hostArch);
  return host === target.arch ? { kind: 'native', target } : { kind: 'cross', target, hostArch: host };
}

/** Architecture the built binary runs on. */
export function binaryArch(variant: BuildVariant, hostArch: string): string {
  return variantTarget(variant)?.arch ?? normalizeArch(hostArch);
}

/** The `-D` options a cross build adds (CMake's system description of the target). */
export function crossCmakeOptions(target: BuildTarget): Record<string, string> {
  return {
    CMAKE_SYSTEM_NAME: target.cmakeSystemName,
    CMAKE_SYSTEM_PROCESSOR: target.cmakeSystemProcessor,
  };
}

/** Compilers of a cross build (the host's CC/CXX do not apply to the target). */
export function crossCompilers(target: BuildTarget): { cc: string; cxx: string } {
  return { cc: `${target.toolPrefix}gcc`, cxx: `${target.toolPrefix}g++` };
}

/** Options the build sets itself: the compilers and, for a cross build, the target system. */
export const TOOLCHAIN_OPTIONS = [
  'CMAKE_SYSTEM_NAME',
  'CMAKE_SYSTEM_PROCESSOR',
  'CMAKE_C_COMPILER',
  'CMAKE_CXX_COMPILER',
] as const;

/** Options a variant may not set: they keep the build offline or are owned by `kleidiai`. */
const RESERVED_OPTIONS: ReadonlySet<string> = new Set([
  ...TOOLCHAIN_OPTIONS,
  'LLAMA_USE_PREBUILT_UI',
  'LLAMA_BUILD_UI',
  'LLAMA_BUILD_TOOLS',
  'LLAMA_BUILD_SERVER',
  'GGML_CPU_KLEIDIAI',
]);

export function validateSourceSpec(source: SourceSpec, context = 'llama.cpp source'): void {
  if (source === null || typeof source !== 'object')
    throw new BuildConfigurationError(`${context} must be an object`);
  if (source.kind === 'git') {
    if (typeof source.repository !== 'string' || !/^(https?|ssh|file):\/\/[^\s]+$/.test(source.repository)) {
      throw new BuildConfigurationError(
        `${context}.repository must be an https://, http://, ssh:// or file:// URL, got ${JSON.stringify(source.repository)}`,
      );
    }
    if (typeof source.commit !== 'string' || !GIT_REVISION_PATTERN.test(source.commit)) {
      throw new BuildConfigurationError(
        `${context}.commit must be a 40-hex lowercase commit, got ${JSON.stringify(source.commit)}`,
      );
    }
    return;
  }
  if (source.kind === 'npm-bundle') {
    if (source.package !== 'node-llama-cpp') {
      throw new BuildConfigurationError(
        `${context}.package must be 'node-llama-cpp', got ${JSON.stringify(source.package)}`,
      );
    }
    if (typeof source.version !== 'string' || !/^\d+\.\d+\.\d+$/.test(source.version)) {
      throw new BuildConfigurationError(
        `${context}.version must be an exact version like 3.21.1, got ${JSON.stringify(source.version)}`,
      );
    }
    if (typeof source.integrity !== 'string' || !SRI_SHA512_PATTERN.test(source.integrity)) {
      throw new BuildConfigurationError(
        `${context}.integrity must be a sha512 SRI string (npm view <pkg>@<version> dist.integrity), got ${JSON.stringify(source.integrity)}`,
      );
    }
    if (typeof source.expectedCommit !== 'string' || !GIT_REVISION_PATTERN.test(source.expectedCommit)) {
      throw new BuildConfigurationError(
        `${context}.expectedCommit must be a 40-hex lowercase commit, got ${JSON.stringify(source.expectedCommit)}`,
      );
    }
    return;
  }
  throw new BuildConfigurationError(
    `${context}.kind must be 'git' or 'npm-bundle', got ${JSON.stringify((source as { kind?: unknown }).kind)}`,
  );
}

/** The commit a source spec pins: the build's source identity. */
export function sourceRevision(source: SourceSpec): string {
  return source.kind === 'git' ? source.commit : source.expectedCommit;
}

export function validateKleidiaiSource(spec: KleidiaiSourceSpec, context: string): void {
  if (typeof spec.version !== 'string' || spec.version.trim() === '') {
    throw new BuildConfigurationError(`${context}.version must be a non-empty string`);
  }
  if (typeof spec.url !== 'string' || !/^https?:\/\/[^\s]+$/.test(spec.url)) {
    throw new BuildConfigurationError(
      `${context}.url must be an http(s) URL, got ${JSON.stringify(spec.url)}`,
    );
  }
  if (typeof spec.sha256 !== 'string' || !SHA256_PATTERN.test(spec.sha256)) {
    throw new BuildConfigurationError(`${context}.sha256 must be a lowercase SHA-256 digest`);
  }
  if (!Number.isSafeInteger(spec.sizeBytes) || spec.sizeBytes <= 0) {
    throw new BuildConfigurationError(`${context}.sizeBytes must be a positive integer`);
  }
  if (spec.md5 !== undefined && (typeof spec.md5 !== 'string' || !MD5_HEX_PATTERN.test(spec.md5))) {
    throw new BuildConfigurationError(`${context}.md5 must be a lowercase MD5 digest`);
  }
}

export function validateVariant(variant: BuildVariant, context = `build variant`): void {
  if (variant === null || typeof variant !== 'object')
    throw new BuildConfigurationError(`${context} must be an object`);
  if (typeof variant.label !== 'string' || !LABEL_PATTERN.test(variant.label)) {
    throw new BuildConfigurationError(
      `${context}.label must match ${LABEL_PATTERN.source} (lowercase, path-safe), got ${JSON.stringify(variant.label)}`,
    );
  }
  const where = `${context} '${variant.label}'`;
  if (typeof variant.kleidiai !== 'boolean')
    throw new BuildConfigurationError(`${where}.kleidiai must be a boolean`);
  for (const [name, value] of Object.entries(variant.cmakeOptions ?? {})) {
    if (!CMAKE_NAME_PATTERN.test(name)) {
      throw new BuildConfigurationError(
        `${where}.cmakeOptions has an invalid option name ${JSON.stringify(name)}`,
      );
    }
    if (RESERVED_OPTIONS.has(name) || name.startsWith('FETCHCONTENT_')) {
      throw new BuildConfigurationError(
        `${where}.cmakeOptions may not set ${name}: it is fixed by the offline build (use 'kleidiai' for GGML_CPU_KLEIDIAI)`,
      );
    }
    if (typeof value !== 'string' || /[\0\r\n]/.test(value)) {
      throw new BuildConfigurationError(`${where}.cmakeOptions.${name} must be a single-line string`);
    }
  }
  if (variant.target !== undefined) {
    if (typeof variant.target !== 'string')
      throw new BuildConfigurationError(`${where}.target must be a string`);
    const target = variantTarget(variant)!;
    if (target.arch === 'arm64' && !variant.cmakeOptions?.GGML_CPU_ARM_ARCH?.trim()) {
      throw new BuildConfigurationError(
        `${where} targets ${target.triple} but sets no cmakeOptions.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm); with GGML_NATIVE=OFF the target's instruction set must be explicit`,
      );
    }
  }
  if (variant.kleidiai) {
    if (!variant.kleidiaiSource) {
      throw new BuildConfigurationError(
        `${where} enables KleidiAI but declares no kleidiaiSource {version, url, sha256, sizeBytes}; the archive must be pinned so configure stays offline`,
      );
    }
    validateKleidiaiSource(variant.kleidiaiSource, `${where}.kleidiaiSource`);
  }
}

/** Normalises `process.arch` / `uname -m` spellings. */
export function normalizeArch(arch: string): string {
  const a = arch.toLowerCase();
  if (a === 'x86_64' || a === 'amd64' || a === 'x64') return 'x64';
  if (a === 'aarch64' || a === 'arm64') return 'arm64';
  return a;
}

export type PlannedVariant = BuildVariant & { candidateId?: string };

/** Problems that make a variant impossible on `arch`; empty when every variant can be built. */
export function variantProblems(variants: readonly PlannedVariant[], arch: string): string[] {
  const problems: string[] = [];
  const normalized = normalizeArch(arch);
  for (const v of variants) {
    const who = v.candidateId
      ? `candidate '${v.candidateId}' (build variant '${v.label}')`
      : `build variant '${v.label}'`;
    let targetArch: string | undefined;
    try {
      targetArch = variantTarget(v)?.arch;
    } catch {
      // reported by validateVariant below
    }
    if (v.kleidiai && normalized !== 'arm64' && targetArch !== 'arm64') {
      problems.push(
        `${who} enables KleidiAI (GGML_CPU_KLEIDIAI=ON), but llama.cpp supports KleidiAI only on AArch64/arm64 targets ` +
          `and this machine is ${arch}; run the study on an arm64 runner (e.g. ubuntu-24.04-arm), cross-build with target 'aarch64-linux-gnu', or set kleidiai to false for this variant`,
      );
    }
    try {
      validateVariant(v, v.candidateId ? `candidate '${v.candidateId}' build variant` : 'build variant');
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** Fails before any download or compile when a variant cannot be built on `arch`. */
export function assertVariantsPossible(variants: readonly PlannedVariant[], arch: string): void {
  const problems = variantProblems(variants, arch);
  if (problems.length > 0) throw new BuildConfigurationError(problems.join('; '));
}

export type CmakeGenerator = 'Ninja' | 'Unix Makefiles';

export interface ConfigureArgsInput {
  sourceDir: string;
  buildDir: string;
  generator: CmakeGenerator;
  cCompiler: string;
  cxxCompiler: string;
  variant: BuildVariant;
  /** Extracted KleidiAI archive; required when the variant enables KleidiAI. */
  kleidiaiSourceDir?: string;
  /** FetchContent name llama.cpp declares for KleidiAI (see kleidiaiPinFromCmakeLists). */
  kleidiaiFetchContentName?: string;
  /** Set for a cross build: adds the target's CMake system description. */
  crossTarget?: BuildTarget;
}

/** Effective `-D` options of a variant, in the order they are passed (sorted by name). */
export function effectiveCmakeOptions(
  variant: BuildVariant,
  crossTarget?: BuildTarget,
): Record<string, string> {
  const merged: Record<string, string> = {
    ...OFFLINE_CMAKE_OPTIONS,
    ...(variant.cmakeOptions ?? {}),
    ...(crossTarget ? crossCmakeOptions(crossTarget) : {}),
  };
  merged.GGML_CPU_KLEIDIAI = variant.kleidiai ? 'ON' : 'OFF';
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(merged).sort()) sorted[name] = merged[name];
  return sorted;
}

/** argv (after `cmake`) of the configure step. */
export function cmakeConfigureArgs(input: ConfigureArgsInput): string[] {
  const args = ['-S', input.sourceDir, '-B', input.buildDir, '-G', input.generator];
  args.push(`-DCMAKE_C_COMPILER=${input.cCompiler}`, `-DCMAKE_CXX_COMPILER=${input.cxxCompiler}`);
  for (const [name, value] of Object.entries(effectiveCmakeOptions(input.variant, input.crossTarget)))
    args.push(`-D${name}=${value}`);
  if (input.variant.kleidiai) {
    if (!input.kleidiaiSourceDir) {
      throw new BuildConfigurationError(
        `build variant '${input.variant.label}' needs the extracted KleidiAI source`,
      );
    }
    const name = (input.kleidiaiFetchContentName ?? 'kleidiai').toUpperCase();
    args.push(`-DFETCHCONTENT_SOURCE_DIR_${name}=${input.kleidiaiSourceDir}`);
  }
  return args;
}

/** argv (after `cmake`) of the compile step: only the server target. */
export function cmakeBuildArgs(buildDir: string, jobs: number): string[] {
  return ['--build', buildDir, '--target', 'llama-server', '-j', String(Math.max(1, Math.floor(jobs)))];
}

export interface ToolchainIdentity {
  /** Compiler executables passed to cmake (e.g. `gcc`, `g++`). */
  cCompiler: string;
  cxxCompiler: string;
  gcc_version_sha256: string;
  gxx_version_sha256: string;
  cmake_version_sha256: string;
  generator: CmakeGenerator;
  /** `ninja --version` or `make --version` hash, whichever drives the build. */
  generator_version_sha256: string;
}

export interface BuildKeyInput {
  /** 40-hex commit the source checks out. */
  sourceRevision: string;
  variant: BuildVariant;
  toolchain: ToolchainIdentity;
  /** e.g. `linux` (process.platform). */
  os: string;
  /** Host architecture, e.g. `arm64`, `x64`, `aarch64` — normalised. */
  arch: string;
}

/** Bumped whenever the build recipe or the cached layout changes. */
export const BUILD_RECIPE_VERSION = 1;

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The canonical document the key hashes (also stored next to the cached build). */
export function buildKeyDocument(input: BuildKeyInput): Record<string, unknown> {
  if (!GIT_REVISION_PATTERN.test(input.sourceRevision)) {
    throw new BuildConfigurationError(
      `source revision must be a 40-hex commit, got ${JSON.stringify(input.sourceRevision)}`,
    );
  }
  validateVariant(input.variant);
  const t = input.toolchain;
  for (const [name, digest] of Object.entries({
    gcc_version_sha256: t.gcc_version_sha256,
    gxx_version_sha256: t.gxx_version_sha256,
    cmake_version_sha256: t.cmake_version_sha256,
    generator_version_sha256: t.generator_version_sha256,
  })) {
    if (!SHA256_PATTERN.test(digest))
      throw new BuildConfigurationError(`toolchain.${name} must be a SHA-256 digest`);
  }
  // A host build's document is unchanged by targets (undefined keys are dropped), so its key is too.
  const mode = buildMode(input.variant, input.arch);
  const crossTarget = mode.kind === 'cross' ? mode.target : undefined;
  return {
    recipe: BUILD_RECIPE_VERSION,
    source_revision: input.sourceRevision,
    variant: {
      label: input.variant.label,
      kleidiai: input.variant.kleidiai,
      cmake_options: effectiveCmakeOptions(input.variant, crossTarget),
      kleidiai_source_sha256: input.variant.kleidiai ? input.variant.kleidiaiSource?.sha256 : undefined,
      target:
        mode.kind === 'host'
          ? undefined
          : {
              triple: mode.target.triple,
              mode: mode.kind,
              host_arch: mode.kind === 'cross' ? mode.hostArch : undefined,
            },
    },
    toolchain: {
      c_compiler: t.cCompiler,
      cxx_compiler: t.cxxCompiler,
      gcc_version_sha256: t.gcc_version_sha256,
      gxx_version_sha256: t.gxx_version_sha256,
      cmake_version_sha256: t.cmake_version_sha256,
      generator: t.generator,
      generator_version_sha256: t.generator_version_sha256,
    },
    os: input.os.toLowerCase(),
    arch: binaryArch(input.variant, input.arch),
  };
}

/**
 * Content-addressed key of a build, usable as an @actions/cache key and as a directory name:
 * `llama-server-<os>-<arch>-<label>-<sha256 of the key document>`.
 */
export function buildCacheKey(input: BuildKeyInput): string {
  const doc = buildKeyDocument(input);
  const digest = sha256Hex(sortedJson(doc));
  const os = String(doc.os).replace(/[^a-z0-9]/g, '');
  const arch = String(doc.arch).replace(/[^a-z0-9]/g, '');
  return `llama-server-${os}-${arch}-${input.variant.label}-${digest}`;
}

/** Value of `NAME:TYPE=value` in a CMakeCache.txt, or undefined when the entry is absent. */
export function cmakeCacheValue(cacheText: string, name: string): string | undefined {
  for (const line of cacheText.split('\n')) {
    const match = /^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$/.exec(line.replace(/\r$/, ''));
    if (match && match[1] === name) return match[2];
  }
  return undefined;
}

/** Counts KleidiAI symbols in `nm` output (KleidiAI micro-kernels are named `kai_*`). */
export function countKleidiaiSymbols(nmOutput: string): { total: number; names: string[] } {
  const names = new Set<string>();
  for (const line of nmOutput.split('\n')) {
    const name = line.trim().split(/\s+/).pop() ?? '';
    if (/kleidiai/i.test(name) || /(^|_)kai_/.test(name)) names.add(name);
  }
  const sorted = [...names].sort();
  return { total: sorted.length, names: sorted };
}

export interface KleidiaiPin {
  /** FetchContent name (its upper-case form names FETCHCONTENT_SOURCE_DIR_<NAME>). */
  fetchContentName: string;
  /** `KLEIDIAI_COMMIT_TAG`, e.g. `v1.24.0`. */
  version?: string;
  url?: string;
  md5?: string;
}

/**
 * What llama.cpp's ggml-cpu CMakeLists.txt pins for KleidiAI; older releases call the content
 * `KleidiAI_Download`, newer ones `kleidiai`, so the override variable is derived, not assumed.
 */
export function kleidiaiPinFromCmakeLists(text: string): KleidiaiPin | undefined {
  const declare = /FetchContent_Declare\(\s*([A-Za-z0-9_]*kleidiai[A-Za-z0-9_]*)/i.exec(text);
  if (!declare) return undefined;
  const version = /set\(\s*KLEIDIAI_COMMIT_TAG\s+"([^"]+)"\s*\)/.exec(text)?.[1];
  const rawUrl = /set\(\s*KLEIDIAI_DOWNLOAD_URL\s+"([^"]+)"\s*\)/.exec(text)?.[1];
  const md5 = /set\(\s*KLEIDIAI_(?:RELEASE_)?ARCHIVE_MD5\s+"([0-9a-fA-F]{32})"\s*\)/
    .exec(text)?.[1]
    ?.toLowerCase();
  const url = rawUrl && version ? rawUrl.split('${KLEIDIAI_COMMIT_TAG}').join(version) : rawUrl;
  return { fetchContentName: declare[1], version, url, md5 };
}
