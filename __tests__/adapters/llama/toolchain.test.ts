import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compilersFromEnv,
  probeToolchain,
  saveToolchainOutputs,
} from '../../../src/adapters/llama/toolchain.js';

test('saves each tool --version output and returns the file hashes', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'build-toolchain-'));
  try {
    const probe = await probeToolchain();
    await saveToolchainOutputs(dir, probe);
    const versions = probe.versions;
    const hashOf = async (name: string): Promise<string> =>
      createHash('sha256')
        .update(await readFile(join(dir, name)))
        .digest('hex');
    expect(versions.gcc_version_sha256).toBe(await hashOf('gcc-version.txt'));
    expect(versions.gxx_version_sha256).toBe(await hashOf('gxx-version.txt'));
    expect(versions.cmake_version_sha256).toBe(await hashOf('cmake-version.txt'));
    expect(await readFile(join(dir, 'cmake-version.txt'), 'utf8')).toMatch(/^cmake version \d+\.\d+/);
    expect(await readFile(join(dir, 'gcc-version.txt'), 'utf8')).toMatch(/gcc/i);
    if (versions.ninja_version_sha256 !== null) {
      expect(versions.ninja_version_sha256).toBe(await hashOf('ninja-version.txt'));
    }
    expect(versions.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['gcc-version.txt', 'gxx-version.txt']),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('CC/CXX select the compilers; anything but one executable name falls back', () => {
  expect(compilersFromEnv({})).toEqual({ cc: 'gcc', cxx: 'g++' });
  expect(compilersFromEnv({ CC: 'gcc-13', CXX: '/usr/bin/g++-13' })).toEqual({
    cc: 'gcc-13',
    cxx: '/usr/bin/g++-13',
  });
  expect(compilersFromEnv({ CC: 'ccache gcc', CXX: '' })).toEqual({ cc: 'gcc', cxx: 'g++' });
});

test('a missing compiler is reported with what to install', async () => {
  await expect(probeToolchain({ ...process.env, CC: 'no-such-cc-xyz' })).rejects.toThrow(
    /no-such-cc-xyz .*install it/,
  );
});
