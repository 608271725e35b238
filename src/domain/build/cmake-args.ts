// CMake argv of an offline llama-server build: the fixed offline options, a variant's effective
// `-D` options, configure and build arguments, and reading CMakeCache.txt back.
import { BuildConfigurationError } from '../core/errors.js';
import { crossCmakeOptions, type BuildTarget } from './build-target.js';
import type { BuildVariant } from './build-variant.js';

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

/** Value of `NAME:TYPE=value` in a CMakeCache.txt, or undefined when the entry is absent. */
export function cmakeCacheValue(cacheText: string, name: string): string | undefined {
  for (const line of cacheText.split('\n')) {
    const match = /^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$/.exec(line.replace(/\r$/, ''));
    if (match && match[1] === name) return match[2];
  }
  return undefined;
}
