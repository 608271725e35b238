import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertVariantsPossible, buildCacheKey, cmakeBuildArgs, cmakeCacheValue, cmakeConfigureArgs, countKleidiaiSymbols, GENERIC_VARIANT, kleidiaiPinFromCmakeLists, KLEIDIAI_VARIANT, variantProblems, type BuildKeyInput } from '../../../src/domain/build/build-key.js';
import { BuildConfigurationError } from '../../../src/domain/core/errors.js';
import { defaultCacheDir } from '../../../src/adapters/llama/cache-dir.js';

const toolchain = {
  cCompiler: 'gcc',
  cxxCompiler: 'g++',
  gcc_version_sha256: 'a'.repeat(64),
  gxx_version_sha256: 'b'.repeat(64),
  cmake_version_sha256: 'c'.repeat(64),
  generator: 'Ninja' as const,
  generator_version_sha256: 'd'.repeat(64),
};
const base: BuildKeyInput = {
  sourceRevision: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
  variant: GENERIC_VARIANT,
  toolchain,
  os: 'linux',
  arch: 'x64',
};

describe('buildCacheKey', () => {
  test('is stable, path-safe and names os, arch and label', () => {
    const key = buildCacheKey(base);
    expect(key).toMatch(/^llama-server-linux-x64-generic-[0-9a-f]{64}$/);
    expect(buildCacheKey({ ...base, variant: { ...GENERIC_VARIANT } })).toBe(key);
    // arch spellings of process.arch and uname -m agree
    expect(buildCacheKey({ ...base, arch: 'x86_64' })).toBe(key);
    expect(buildCacheKey({ ...base, os: 'Linux' })).toBe(key);
  });

  test.each<[string, Partial<BuildKeyInput>]>([
    ['source revision', { sourceRevision: '67b9b0e7f6ce45d929a4411907d3c48ec719e81c' }],
    ['arch', { arch: 'arm64' }],
    ['os', { os: 'darwin' }],
    ['compiler version', { toolchain: { ...toolchain, gxx_version_sha256: 'e'.repeat(64) } }],
    ['cmake version', { toolchain: { ...toolchain, cmake_version_sha256: 'e'.repeat(64) } }],
    ['generator', { toolchain: { ...toolchain, generator: 'Unix Makefiles' } }],
    ['compiler executable', { toolchain: { ...toolchain, cCompiler: 'clang' } }],
    ['cmake option', { variant: { ...GENERIC_VARIANT, cmakeOptions: { GGML_OPENMP: 'OFF' } } }],
    ['label', { variant: { ...GENERIC_VARIANT, label: 'generic2' } }],
    ['kleidiai', { variant: KLEIDIAI_VARIANT, arch: 'x64' }],
  ])('changes with the %s', (_what, change) => {
    expect(buildCacheKey({ ...base, ...change })).not.toBe(buildCacheKey(base));
  });

  test('option order does not matter', () => {
    const a = buildCacheKey({ ...base, variant: { ...GENERIC_VARIANT, cmakeOptions: { A_X: '1', B_Y: '2' } } });
    const b = buildCacheKey({ ...base, variant: { ...GENERIC_VARIANT, cmakeOptions: { B_Y: '2', A_X: '1' } } });
    expect(a).toBe(b);
  });

  test('refuses malformed input', () => {
    expect(() => buildCacheKey({ ...base, sourceRevision: 'main' })).toThrow('40-hex');
    expect(() => buildCacheKey({ ...base, toolchain: { ...toolchain, gcc_version_sha256: 'x' } })).toThrow(
      'toolchain.gcc_version_sha256',
    );
    expect(() => buildCacheKey({ ...base, variant: { ...GENERIC_VARIANT, label: '../x' } })).toThrow('label must match');
  });
});

describe('assertVariantsPossible', () => {
  test('refuses KleidiAI on x86_64 before any work, naming the candidate, the reason and the fix', () => {
    const call = (): void =>
      assertVariantsPossible(
        [
          { ...GENERIC_VARIANT, candidateId: 'q8-generic' },
          { ...KLEIDIAI_VARIANT, candidateId: 'q4-kleidiai-tuned' },
        ],
        'x86_64',
      );
    expect(call).toThrow(BuildConfigurationError);
    expect(call).toThrow(/candidate 'q4-kleidiai-tuned' \(build variant 'kleidiai'\)/);
    expect(call).toThrow(/only on AArch64\/arm64 targets and this machine is x86_64/);
    expect(call).toThrow(/arm64 runner .* or set kleidiai to false/);
    expect(variantProblems([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'x64')).toHaveLength(1);
  });

  test('allows KleidiAI on arm64 and generic builds everywhere', () => {
    expect(() => assertVariantsPossible([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'arm64')).not.toThrow();
    expect(() => assertVariantsPossible([GENERIC_VARIANT, KLEIDIAI_VARIANT], 'aarch64')).not.toThrow();
    expect(() => assertVariantsPossible([GENERIC_VARIANT], 'x64')).not.toThrow();
  });

  test('a KleidiAI variant needs a pinned archive; reserved options are refused', () => {
    expect(() => assertVariantsPossible([{ label: 'k', kleidiai: true }], 'arm64')).toThrow('declares no kleidiaiSource');
    expect(() =>
      assertVariantsPossible([{ ...GENERIC_VARIANT, cmakeOptions: { LLAMA_USE_PREBUILT_UI: 'ON' } }], 'x64'),
    ).toThrow('may not set LLAMA_USE_PREBUILT_UI');
    expect(() =>
      assertVariantsPossible([{ ...GENERIC_VARIANT, cmakeOptions: { FETCHCONTENT_SOURCE_DIR_X: '/x' } }], 'x64'),
    ).toThrow('may not set FETCHCONTENT_SOURCE_DIR_X');
    expect(() => assertVariantsPossible([{ ...GENERIC_VARIANT, cmakeOptions: { 'A B': '1' } }], 'x64')).toThrow(
      'invalid option name',
    );
  });
});

describe('cmake argv', () => {
  test('configure uses the offline flags and the chosen generator and compilers', () => {
    const args = cmakeConfigureArgs({
      sourceDir: '/src',
      buildDir: '/b',
      generator: 'Ninja',
      cCompiler: 'gcc',
      cxxCompiler: 'g++',
      variant: GENERIC_VARIANT,
    });
    expect(args.slice(0, 6)).toEqual(['-S', '/src', '-B', '/b', '-G', 'Ninja']);
    for (const flag of [
      '-DLLAMA_USE_PREBUILT_UI=OFF',
      '-DLLAMA_BUILD_TOOLS=ON',
      '-DLLAMA_BUILD_SERVER=ON',
      '-DGGML_NATIVE=OFF',
      '-DBUILD_SHARED_LIBS=OFF',
      '-DCMAKE_BUILD_TYPE=Release',
      '-DGGML_CPU_KLEIDIAI=OFF',
      '-DCMAKE_C_COMPILER=gcc',
      '-DCMAKE_CXX_COMPILER=g++',
      '-DFETCHCONTENT_FULLY_DISCONNECTED=ON',
    ]) {
      expect(args).toContain(flag);
    }
    expect(cmakeBuildArgs('/b', 2)).toEqual(['--build', '/b', '--target', 'llama-server', '-j', '2']);
  });

  test('a KleidiAI configure points FetchContent at the pre-fetched source', () => {
    const args = cmakeConfigureArgs({
      sourceDir: '/src',
      buildDir: '/b',
      generator: 'Unix Makefiles',
      cCompiler: 'gcc',
      cxxCompiler: 'g++',
      variant: KLEIDIAI_VARIANT,
      kleidiaiSourceDir: '/k',
      kleidiaiFetchContentName: 'KleidiAI_Download',
    });
    expect(args).toContain('-DGGML_CPU_KLEIDIAI=ON');
    expect(args).toContain('-DFETCHCONTENT_SOURCE_DIR_KLEIDIAI_DOWNLOAD=/k');
    expect(() =>
      cmakeConfigureArgs({ sourceDir: '/s', buildDir: '/b', generator: 'Ninja', cCompiler: 'gcc', cxxCompiler: 'g++', variant: KLEIDIAI_VARIANT }),
    ).toThrow('extracted KleidiAI source');
  });

  test('reads the KleidiAI pin of the pinned llama.cpp checkout', async () => {
    const text = await readFile(
      join(defaultCacheDir(), 'sources/llama.cpp/80fb11ac73e66d89eae2c6a91d8a77428fa733ed/ggml/src/ggml-cpu/CMakeLists.txt'),
      'utf8',
    ).catch(() => undefined);
    const pin = kleidiaiPinFromCmakeLists(
      text ??
        'set(KLEIDIAI_COMMIT_TAG "v1.24.0")\nset(KLEIDIAI_DOWNLOAD_URL "https://github.com/ARM-software/kleidiai/releases/download/${KLEIDIAI_COMMIT_TAG}/kleidiai-${KLEIDIAI_COMMIT_TAG}-src.tar.gz")\nset(KLEIDIAI_RELEASE_ARCHIVE_MD5  "2f02ebe29573d45813e671eb304f2a00")\nFetchContent_Declare(kleidiai URL x)',
    );
    expect(pin).toEqual({
      fetchContentName: 'kleidiai',
      version: 'v1.24.0',
      url: KLEIDIAI_VARIANT.kleidiaiSource!.url,
      md5: '2f02ebe29573d45813e671eb304f2a00',
    });
    expect(kleidiaiPinFromCmakeLists('FetchContent_Declare(KleidiAI_Download\n URL ${KLEIDIAI_DOWNLOAD_URL})')?.fetchContentName).toBe(
      'KleidiAI_Download',
    );
    expect(kleidiaiPinFromCmakeLists('project(x)')).toBeUndefined();
  });

  test('reads CMakeCache entries and counts KleidiAI symbols', () => {
    const cache = '# comment\nGGML_CPU_KLEIDIAI:BOOL=ON\nGGML_CPU_KLEIDIAI-ADVANCED:INTERNAL=1\nX:STRING=a=b\n';
    expect(cmakeCacheValue(cache, 'GGML_CPU_KLEIDIAI')).toBe('ON');
    expect(cmakeCacheValue(cache, 'X')).toBe('a=b');
    expect(cmakeCacheValue(cache, 'Y')).toBeUndefined();
    const nm = [
      '0000000000401000 T main',
      '0000000000402000 T kai_run_matmul_clamp_f32_qai8dxp1x8_qsi4c32p4x8_1x4x32_neon_dotprod',
      '0000000000403000 t _ZN4ggml3cpu8kleidiai11tensor_traitsE',
      '0000000000404000 T ggml_backend_cpu_kleidiai_buffer_type',
      '0000000000405000 T kai_run_matmul_clamp_f32_qai8dxp1x8_qsi4c32p4x8_1x4x32_neon_dotprod',
      '0000000000406000 T bakai_ok',
    ].join('\n');
    expect(countKleidiaiSymbols(nm).total).toBe(3);
  });
});
