import { buildCacheKey, buildKeyDocument, type BuildKeyInput } from '../../../src/domain/build/build-key.js';
import { BUILD_TARGETS } from '../../../src/domain/build/build-target.js';
import { buildMode, variantProblems, type BuildVariant } from '../../../src/domain/build/build-variant.js';
import { GENERIC_VARIANT, KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';
import { cmakeConfigureArgs } from '../../../src/domain/build/cmake-args.js';

// The toolchain of the development machines (sha256 of each tool's `--version` under LC_ALL=C):
// the x86_64 generic build of examples/tiny is cached and restored in CI under the key below.
const DEBIAN12_TOOLCHAIN = {
  cCompiler: 'gcc',
  cxxCompiler: 'g++',
  gcc_version_sha256: '8c59c3b7b9051484db9a6b6576edf12a3aca7381a06a174a2d4dbfd6ce08681f',
  gxx_version_sha256: '8854612eaf6fea7cbba6da95264f0cc26bf09d0a9b8bbc09e20e16cde2ef31eb',
  cmake_version_sha256: 'f4a9d760d2f9fe05719f20377b3562eb9c97c65aac742714d3f095d6aa4086a9',
  generator: 'Ninja' as const,
  generator_version_sha256: '4f9416d650bd28343244b868dfebdb11e70d7b32423536cb87b8c31fde62f993',
};
const TINY: BuildKeyInput = {
  sourceRevision: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
  // examples/tiny/capacity.json: builds.generic = { kleidiai: false } (cmake_options parsed as {})
  variant: { label: 'generic', kleidiai: false, cmakeOptions: {} },
  toolchain: DEBIAN12_TOOLCHAIN,
  os: 'linux',
  arch: 'x64',
};
const ARM = { GGML_CPU_ARM_ARCH: 'armv8.6-a+dotprod+i8mm', CMAKE_C_FLAGS: '-fno-tree-vectorize' };
const crossGeneric: BuildVariant = {
  label: 'generic',
  kleidiai: false,
  target: 'aarch64-linux-gnu',
  cmakeOptions: ARM,
};
const crossKleidiai: BuildVariant = { ...KLEIDIAI_VARIANT, target: 'aarch64-linux-gnu', cmakeOptions: ARM };
const crossToolchain = {
  ...DEBIAN12_TOOLCHAIN,
  cCompiler: 'aarch64-linux-gnu-gcc',
  cxxCompiler: 'aarch64-linux-gnu-g++',
};

describe('build targets and the content address', () => {
  test('a build without a target keeps the content address it had before targets existed', () => {
    expect(buildCacheKey(TINY)).toBe(
      'llama-server-linux-x64-generic-37051adbc285c6531bfba3dae4f0a2cc7adaf2d24ed5fc174267337b80ae6a22',
    );
    expect(JSON.stringify(buildKeyDocument(TINY))).not.toContain('target');
  });

  test('a cross build is keyed by the target architecture, its mode and the cross options', () => {
    const input: BuildKeyInput = { ...TINY, variant: crossGeneric, toolchain: crossToolchain };
    const doc = buildKeyDocument(input) as {
      arch: string;
      variant: { target: unknown; cmake_options: Record<string, string> };
    };
    expect(doc.arch).toBe('arm64');
    expect(doc.variant.target).toEqual({ triple: 'aarch64-linux-gnu', mode: 'cross', host_arch: 'x64' });
    expect(doc.variant.cmake_options).toMatchObject({
      CMAKE_SYSTEM_NAME: 'Linux',
      CMAKE_SYSTEM_PROCESSOR: 'aarch64',
      GGML_NATIVE: 'OFF',
      GGML_CPU_ARM_ARCH: 'armv8.6-a+dotprod+i8mm',
      CMAKE_C_FLAGS: '-fno-tree-vectorize',
      GGML_CPU_KLEIDIAI: 'OFF',
    });
    const key = buildCacheKey(input);
    expect(key).toMatch(/^llama-server-linux-arm64-generic-[0-9a-f]{64}$/);
    // every flag is part of the address
    for (const change of [{ GGML_CPU_ARM_ARCH: 'armv8.2-a+dotprod' }, { CMAKE_C_FLAGS: '' }]) {
      expect(
        buildCacheKey({ ...input, variant: { ...crossGeneric, cmakeOptions: { ...ARM, ...change } } }),
      ).not.toBe(key);
    }
    expect(buildCacheKey({ ...input, variant: crossKleidiai })).not.toBe(
      buildCacheKey({ ...input, variant: { ...crossKleidiai, label: 'generic', kleidiai: false } }),
    );
  });

  test('on an arm64 host the same variant builds natively, without the cross options', () => {
    const native = buildKeyDocument({ ...TINY, variant: crossGeneric, arch: 'aarch64' }) as {
      arch: string;
      variant: { target: unknown; cmake_options: Record<string, string> };
    };
    expect(native.arch).toBe('arm64');
    expect(native.variant.target).toEqual({ triple: 'aarch64-linux-gnu', mode: 'native' });
    expect(native.variant.cmake_options.CMAKE_SYSTEM_NAME).toBeUndefined();
    expect(buildMode(crossGeneric, 'arm64').kind).toBe('native');
    expect(buildMode(crossGeneric, 'x64').kind).toBe('cross');
    expect(buildMode(GENERIC_VARIANT, 'x64').kind).toBe('host');
  });

  test('configure of a cross build names the target compilers and system', () => {
    const args = cmakeConfigureArgs({
      sourceDir: '/src',
      buildDir: '/b',
      generator: 'Ninja',
      cCompiler: 'aarch64-linux-gnu-gcc',
      cxxCompiler: 'aarch64-linux-gnu-g++',
      variant: crossKleidiai,
      kleidiaiSourceDir: '/k',
      crossTarget: BUILD_TARGETS['aarch64-linux-gnu'],
    });
    for (const flag of [
      '-DCMAKE_C_COMPILER=aarch64-linux-gnu-gcc',
      '-DCMAKE_CXX_COMPILER=aarch64-linux-gnu-g++',
      '-DCMAKE_SYSTEM_NAME=Linux',
      '-DCMAKE_SYSTEM_PROCESSOR=aarch64',
      '-DGGML_NATIVE=OFF',
      '-DGGML_CPU_ARM_ARCH=armv8.6-a+dotprod+i8mm',
      '-DCMAKE_C_FLAGS=-fno-tree-vectorize',
      '-DGGML_CPU_KLEIDIAI=ON',
      '-DFETCHCONTENT_SOURCE_DIR_KLEIDIAI=/k',
    ])
      expect(args).toContain(flag);
  });

  test('KleidiAI is possible on x86_64 only as an aarch64 target; targets need an explicit arch', () => {
    expect(variantProblems([crossKleidiai], 'x64')).toEqual([]);
    expect(variantProblems([KLEIDIAI_VARIANT], 'x64').join()).toContain(
      "cross-build with target 'aarch64-linux-gnu'",
    );
    expect(variantProblems([{ ...crossGeneric, cmakeOptions: {} }], 'x64').join()).toContain(
      'GGML_CPU_ARM_ARCH',
    );
    expect(variantProblems([{ ...crossGeneric, target: 'riscv64-linux-gnu' }], 'x64').join()).toContain(
      'target must be one of aarch64-linux-gnu',
    );
    expect(
      variantProblems(
        [{ ...crossGeneric, cmakeOptions: { ...ARM, CMAKE_SYSTEM_NAME: 'Linux' } }],
        'x64',
      ).join(),
    ).toContain('may not set CMAKE_SYSTEM_NAME');
  });
});
