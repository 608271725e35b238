// The build cache key: stable across spellings, changed by everything that determines a build.
import { buildCacheKey, type BuildKeyInput } from '../../../src/domain/build/build-key.js';
import { GENERIC_VARIANT, KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';

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
    const a = buildCacheKey({
      ...base,
      variant: { ...GENERIC_VARIANT, cmakeOptions: { A_X: '1', B_Y: '2' } },
    });
    const b = buildCacheKey({
      ...base,
      variant: { ...GENERIC_VARIANT, cmakeOptions: { B_Y: '2', A_X: '1' } },
    });
    expect(a).toBe(b);
  });

  test('refuses malformed input', () => {
    expect(() => buildCacheKey({ ...base, sourceRevision: 'main' })).toThrow('40-hex');
    expect(() => buildCacheKey({ ...base, toolchain: { ...toolchain, gcc_version_sha256: 'x' } })).toThrow(
      'toolchain.gcc_version_sha256',
    );
    expect(() => buildCacheKey({ ...base, variant: { ...GENERIC_VARIANT, label: '../x' } })).toThrow(
      'label must match',
    );
  });
});
