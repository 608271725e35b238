// The toolchain identity of a build: each tool's `--version` output, saved verbatim and hashed
// (manifest `toolchain.{gcc,gxx,cmake,ninja}_version_sha256`).
import { sha256Hex } from '../../domain/core/hashing.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolchainIdentity } from '../../domain/build/build-key.js';
import type { CmakeGenerator } from '../../domain/build/cmake-args.js';
import { runProcess } from '../process/run-process.js';
import { ProcessError } from '../errors.js';

export interface ToolchainVersions {
  gcc_version_sha256: string;
  gxx_version_sha256: string;
  cmake_version_sha256: string;
  /** null when ninja is not installed (the build then uses Make). */
  ninja_version_sha256: string | null;
  make_version_sha256: string | null;
  /** Saved files, relative to the directory given to saveToolchainOutputs. */
  files: { tool: string; path: string; sha256: string }[];
}

export interface ToolchainProbe {
  identity: ToolchainIdentity;
  versions: ToolchainVersions;
  /** Raw `--version` outputs by file name (e.g. `gcc-version.txt`). */
  outputs: Record<string, Buffer>;
}

async function versionOutput(command: string, required: boolean): Promise<Buffer | null> {
  try {
    const result = await runProcess(command, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
    if (result.code === 0) return result.stdout;
    if (!required) return null;
    throw new ProcessError(
      `${command} --version failed with exit code ${result.code}: ${result.stderr.toString().trim()}`,
    );
  } catch (error) {
    if (!required) return null;
    throw new ProcessError(
      `the build needs ${command} (${(error as Error).message}); install it (Debian/Ubuntu: ${/^aarch64-linux-gnu-/.test(command) ? 'g++-aarch64-linux-gnu binutils-aarch64-linux-gnu' : 'build-essential cmake ninja-build'})`,
    );
  }
}

/** Compilers from CC / CXX when set (a single executable name or path), else gcc / g++. */
export function compilersFromEnv(env: NodeJS.ProcessEnv = process.env): { cc: string; cxx: string } {
  const pick = (value: string | undefined, fallback: string): string =>
    value !== undefined && value.trim() !== '' && !/\s/.test(value.trim()) ? value.trim() : fallback;
  return { cc: pick(env.CC, 'gcc'), cxx: pick(env.CXX, 'g++') };
}

/**
 * Runs every tool's `--version` (no files written). `compilers` overrides CC/CXX (a cross build's
 * target compilers).
 */
export async function probeToolchain(
  env: NodeJS.ProcessEnv = process.env,
  compilers?: { cc: string; cxx: string },
): Promise<ToolchainProbe> {
  const { cc, cxx } = compilers ?? compilersFromEnv(env);
  const [gcc, gxx, cmake, ninja, make] = await Promise.all([
    versionOutput(cc, true),
    versionOutput(cxx, true),
    versionOutput('cmake', true),
    versionOutput('ninja', false),
    versionOutput('make', false),
  ]);
  if (!ninja && !make)
    throw new ProcessError('the build needs ninja or make on PATH (Debian/Ubuntu: ninja-build)');
  const outputs: Record<string, Buffer> = {
    'gcc-version.txt': gcc!,
    'gxx-version.txt': gxx!,
    'cmake-version.txt': cmake!,
  };
  if (ninja) outputs['ninja-version.txt'] = ninja;
  if (make) outputs['make-version.txt'] = make;
  const generator: CmakeGenerator = ninja ? 'Ninja' : 'Unix Makefiles';
  const versions: ToolchainVersions = {
    gcc_version_sha256: sha256Hex(gcc!),
    gxx_version_sha256: sha256Hex(gxx!),
    cmake_version_sha256: sha256Hex(cmake!),
    ninja_version_sha256: ninja ? sha256Hex(ninja) : null,
    make_version_sha256: make ? sha256Hex(make) : null,
    files: Object.entries(outputs).map(([path, data]) => ({
      tool: path.replace(/-version\.txt$/, ''),
      path,
      sha256: sha256Hex(data),
    })),
  };
  return {
    identity: {
      cCompiler: cc,
      cxxCompiler: cxx,
      gcc_version_sha256: versions.gcc_version_sha256,
      gxx_version_sha256: versions.gxx_version_sha256,
      cmake_version_sha256: versions.cmake_version_sha256,
      generator,
      generator_version_sha256: (ninja ? versions.ninja_version_sha256 : versions.make_version_sha256)!,
    },
    versions,
    outputs,
  };
}

export async function saveToolchainOutputs(dir: string, probe: ToolchainProbe): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, data] of Object.entries(probe.outputs)) await writeFile(join(dir, name), data);
}

/** Manifest `toolchain` (capacity-study.md §9.8); the study requires ninja's version. */
export function manifestToolchain(versions: ToolchainVersions): {
  gcc_version_sha256: string;
  gxx_version_sha256: string;
  cmake_version_sha256: string;
  ninja_version_sha256: string;
} {
  if (versions.ninja_version_sha256 === null) {
    throw new ProcessError(
      'the manifest records ninja --version, but ninja is not installed (Debian/Ubuntu: ninja-build)',
    );
  }
  return {
    gcc_version_sha256: versions.gcc_version_sha256,
    gxx_version_sha256: versions.gxx_version_sha256,
    cmake_version_sha256: versions.cmake_version_sha256,
    ninja_version_sha256: versions.ninja_version_sha256,
  };
}
