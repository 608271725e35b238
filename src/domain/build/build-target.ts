// Build targets: the architectures builds run on, the cross tools and emulator of each foreign
// target, and the CMake options and compilers of a cross build.

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

/** Normalises `process.arch` / `uname -m` spellings. */
export function normalizeArch(arch: string): string {
  const a = arch.toLowerCase();
  if (a === 'x86_64' || a === 'amd64' || a === 'x64') return 'x64';
  if (a === 'aarch64' || a === 'arm64') return 'arm64';
  return a;
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
