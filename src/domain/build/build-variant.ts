// A build variant (label, KleidiAI, target, extra CMake options): how it is built on a host, and
// every check that it can be built offline before any download or compile.
import { BuildConfigurationError } from '../core/errors.js';
import { BUILD_TARGETS, buildTarget, normalizeArch, type BuildTarget } from './build-target.js';
import { validateKleidiaiSource, type KleidiaiSourceSpec } from './kleidiai.js';

const LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** A CMake option name a variant may pass as `-D<name>=…`. */
export const CMAKE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

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
