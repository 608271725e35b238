// Builds the real llama-server (npm-bundle source, generic variant) into the default cache and
// proves the second request is served from the content-addressed cache without compiling.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { GENERIC_VARIANT } from '../../kits/build-fixtures.js';
import { defaultCacheDir, cachePath } from '../../../src/adapters/cache/cache-dir.js';
import { ensureLlamaServer } from '../../../src/adapters/llama/ensure-llama-server.js';
import { fileSha256 } from '../../../src/adapters/cache/file-digest.js';

const run = promisify(execFile);
const BUILD_TIMEOUT_MS = 90 * 60 * 1000;

test(
  'builds llama-server once from the pinned npm bundle, then serves it from the cache',
  async () => {
    const cacheDir = defaultCacheDir();
    const firstLines: string[] = [];
    const first = await ensureLlamaServer({
      cacheDir,
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
      variant: GENERIC_VARIANT,
      log: (line) => {
        firstLines.push(line);
        process.stderr.write(`${line}\n`);
      },
    });

    expect(first.sourceRevision).toBe(NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit);
    expect(first.cacheKey).toMatch(/^llama-server-linux-x64-generic-[0-9a-f]{64}$/);
    expect((await stat(first.binaryPath)).mode & 0o111).not.toBe(0);
    const version = await run(first.binaryPath, ['--version']);
    expect(`${version.stdout}${version.stderr}`).toContain('commit 80fb11a');
    expect(first.evidence.server_version).toContain('commit 80fb11a');

    // Every evidence digest is the digest of the cached file.
    expect(first.evidence.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'bin/llama-server',
        'evidence/CMakeCache.txt',
        'evidence/configure.log',
        'evidence/compile.log',
        'evidence/ldd.txt',
        'evidence/kleidiai-symbols.txt',
        'evidence/toolchain/gcc-version.txt',
      ]),
    );
    for (const file of first.evidence.files) {
      expect(await fileSha256(join(first.entryDir, file.path))).toBe(file.sha256);
    }
    const digestOf = (path: string): string => first.evidence.files.find((f) => f.path === path)!.sha256;
    expect(first.evidence.server_binary_sha256).toBe(await fileSha256(first.binaryPath));
    expect(first.evidence.cmake_cache_sha256).toBe(digestOf('evidence/CMakeCache.txt'));
    expect(first.evidence.configure_log_sha256).toBe(digestOf('evidence/configure.log'));
    expect(first.evidence.compile_log_sha256).toBe(digestOf('evidence/compile.log'));
    expect(first.evidence.kleidiai_enabled).toBe(false);
    expect(first.evidence.kleidiai_symbol_count).toBe(0);
    expect(first.evidence.label).toBe('generic');
    const cmakeCache = await readFile(join(first.entryDir, 'evidence/CMakeCache.txt'), 'utf8');
    expect(cmakeCache).toMatch(/^GGML_CPU_KLEIDIAI:BOOL=OFF$/m);
    expect(cmakeCache).toMatch(/^LLAMA_USE_PREBUILT_UI:BOOL=OFF$/m);
    expect(first.toolchain.gcc_version_sha256).toBe(digestOf('evidence/toolchain/gcc-version.txt'));
    expect(await readFile(join(first.entryDir, 'evidence/ldd.txt'), 'utf8')).toContain('libc.so');

    // The build tree is gone once the binary and evidence are cached.
    const tmp = await readdir(cachePath(cacheDir, 'tmp')).catch(() => [] as string[]);
    expect(tmp.filter((name) => name.startsWith(`build-${first.cacheKey}`))).toEqual([]);

    const secondLines: string[] = [];
    const second = await ensureLlamaServer({
      cacheDir,
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
      variant: GENERIC_VARIANT,
      log: (line) => secondLines.push(line),
    });
    expect(second.fromCache).toBe(true);
    expect(second.cacheKey).toBe(first.cacheKey);
    expect(second.evidence).toEqual(first.evidence);
    expect(secondLines.filter((line) => /configure|compiling|\[\d+\/\d+\]/.test(line))).toEqual([]);
  },
  BUILD_TIMEOUT_MS,
);
