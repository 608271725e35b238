// KleidiAI source facts: the pin llama.cpp's CMake declares and the symbols that show it was linked.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';
import { countKleidiaiSymbols, kleidiaiPinFromCmakeLists } from '../../../src/domain/build/kleidiai.js';
import { defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';

describe('KleidiAI source facts', () => {
  test('reads the KleidiAI pin of the pinned llama.cpp checkout', async () => {
    const text = await readFile(
      join(
        defaultCacheDir(),
        'sources/llama.cpp/80fb11ac73e66d89eae2c6a91d8a77428fa733ed/ggml/src/ggml-cpu/CMakeLists.txt',
      ),
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
    expect(
      kleidiaiPinFromCmakeLists('FetchContent_Declare(KleidiAI_Download\n URL ${KLEIDIAI_DOWNLOAD_URL})')
        ?.fetchContentName,
    ).toBe('KleidiAI_Download');
    expect(kleidiaiPinFromCmakeLists('project(x)')).toBeUndefined();
  });

  test('counts KleidiAI symbols', () => {
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
