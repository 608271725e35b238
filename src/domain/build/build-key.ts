// The cache key of a llama-server build, derived from exactly what determines the build (pinned
// source revision, variant, offline CMake options, toolchain and platform), so the CLI and the
// GitHub action (through @actions/cache) agree on it.
import { GIT_REVISION_PATTERN, SHA256_PATTERN, sha256Hex } from '../core/hashing.js';
import { BuildConfigurationError } from '../core/errors.js';
import { binaryArch, buildMode, validateVariant, type BuildVariant } from './build-variant.js';
import { effectiveCmakeOptions, type CmakeGenerator } from './cmake-args.js';

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
