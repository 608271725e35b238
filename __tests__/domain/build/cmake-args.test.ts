// CMake argv of the offline build and reading CMakeCache.txt back.
import { GENERIC_VARIANT, KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';
import { cmakeBuildArgs, cmakeCacheValue, cmakeConfigureArgs } from '../../../src/domain/build/cmake-args.js';

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
      cmakeConfigureArgs({
        sourceDir: '/s',
        buildDir: '/b',
        generator: 'Ninja',
        cCompiler: 'gcc',
        cxxCompiler: 'g++',
        variant: KLEIDIAI_VARIANT,
      }),
    ).toThrow('extracted KleidiAI source');
  });

  test('reads CMakeCache entries', () => {
    const cache =
      '# comment\nGGML_CPU_KLEIDIAI:BOOL=ON\nGGML_CPU_KLEIDIAI-ADVANCED:INTERNAL=1\nX:STRING=a=b\n';
    expect(cmakeCacheValue(cache, 'GGML_CPU_KLEIDIAI')).toBe('ON');
    expect(cmakeCacheValue(cache, 'X')).toBe('a=b');
    expect(cmakeCacheValue(cache, 'Y')).toBeUndefined();
  });
});
