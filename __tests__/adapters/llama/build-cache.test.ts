// The build cache without compiling: key resolution, hits served from a stored entry, corrupt
// entries detected, impossible variants refused before any work, and the cross-process lock.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildKeyDocument } from '../../../src/domain/build/build-key.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { GENERIC_VARIANT, KLEIDIAI_VARIANT } from '../../kits/build-fixtures.js';
import { BuildConfigurationError } from '../../../src/domain/core/errors.js';
import {
  BUILD_RECORD_FILE,
  buildEntryDir,
  lookupBuild,
  publishBuild,
  type BuildRecord,
} from '../../../src/adapters/llama/build-cache.js';
import { defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';
import { withDirLock } from '../../../src/adapters/cache/dir-lock.js';
import { ensureLlamaServer, resolveBuildCacheKey } from '../../../src/adapters/llama/ensure-llama-server.js';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'build-cache-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const sha = (data: string): string => createHash('sha256').update(data).digest('hex');

async function storeFakeBuild(key: string, keyDocument: Record<string, unknown>): Promise<BuildRecord> {
  const staging = join(cacheDir, 'builds', '.staging-test');
  const files: Record<string, string> = {
    'bin/llama-server': '#!/bin/sh\necho fake\n',
    'evidence/CMakeCache.txt': 'GGML_CPU_KLEIDIAI:BOOL=OFF\n',
    'evidence/configure.log': 'configure\n',
    'evidence/compile.log': 'compile\n',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(staging, path, '..'), { recursive: true });
    await writeFile(join(staging, path), content);
  }
  await chmod(join(staging, 'bin/llama-server'), 0o755);
  const record: BuildRecord = {
    schema: 1,
    cache_key: key,
    key_document: keyDocument,
    source_revision: NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit,
    evidence: {
      label: 'generic',
      server_binary_sha256: sha(files['bin/llama-server']),
      kleidiai_enabled: false,
      cmake_cache_sha256: sha(files['evidence/CMakeCache.txt']),
      configure_log_sha256: sha(files['evidence/configure.log']),
      compile_log_sha256: sha(files['evidence/compile.log']),
      kleidiai_symbol_count: 0,
      server_version: 'version: 0.4.0-dev (build 1, commit 80fb11a)',
      files: Object.entries(files)
        .map(([path, content]) => ({ path, sha256: sha(content) }))
        .sort((a, b) => a.path.localeCompare(b.path)),
    },
    toolchain: {
      gcc_version_sha256: 'a'.repeat(64),
      gxx_version_sha256: 'b'.repeat(64),
      cmake_version_sha256: 'c'.repeat(64),
      ninja_version_sha256: 'd'.repeat(64),
      make_version_sha256: null,
      files: [],
    },
    timings: { configure_seconds: 1, compile_seconds: 2 },
    built_at: '2026-01-01T00:00:00.000Z',
  };
  await publishBuild(staging, cacheDir, record);
  return record;
}

test('a stored entry under the resolved key is served without any source or compile', async () => {
  const { key, keyInput } = await resolveBuildCacheKey({
    source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
    variant: GENERIC_VARIANT,
  });
  const record = await storeFakeBuild(key, buildKeyDocument(keyInput));
  const lines: string[] = [];
  const built = await ensureLlamaServer({
    cacheDir,
    source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
    variant: GENERIC_VARIANT,
    log: (l) => lines.push(l),
  });
  expect(built).toMatchObject({
    fromCache: true,
    cacheKey: key,
    binaryPath: join(buildEntryDir(cacheDir, key), 'bin/llama-server'),
    sourceRevision: NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit,
  });
  expect(built.evidence).toEqual(record.evidence);
  expect((await readdir(cacheDir)).sort()).toEqual(['builds']);
  expect(lines).toEqual([`llama-server 'generic' from cache ${key}`]);
});

test('a modified cached file makes the entry corrupt, naming the file', async () => {
  const key = 'llama-server-linux-x64-generic-' + '0'.repeat(64);
  await storeFakeBuild(key, {});
  expect((await lookupBuild(cacheDir, key)).state).toBe('hit');
  await writeFile(join(buildEntryDir(cacheDir, key), 'evidence/compile.log'), 'tampered\n');
  const found = await lookupBuild(cacheDir, key);
  expect(found).toEqual({
    state: 'corrupt',
    reason: expect.stringContaining('evidence/compile.log has SHA-256'),
  });
  await rm(join(buildEntryDir(cacheDir, key), 'bin/llama-server'));
  expect(await lookupBuild(cacheDir, key)).toEqual({
    state: 'corrupt',
    reason: 'bin/llama-server is missing',
  });
  expect(await lookupBuild(cacheDir, 'llama-server-other')).toEqual({ state: 'miss' });
  expect(() => buildEntryDir(cacheDir, '../x')).toThrow('not path-safe');
});

test('a build.json that does not describe a build is corrupt, not trusted', async () => {
  const key = 'llama-server-linux-x64-generic-' + '1'.repeat(64);
  await storeFakeBuild(key, {});
  const recordFile = join(buildEntryDir(cacheDir, key), BUILD_RECORD_FILE);
  const stored = JSON.parse(await readFile(recordFile, 'utf8'));
  for (const broken of [
    { ...stored, timings: undefined },
    { ...stored, evidence: { ...stored.evidence, files: [{ path: 7 }] } },
    { ...stored, toolchain: { ...stored.toolchain, make_version_sha256: 1 } },
    { ...stored, inputs: { kleidiai_archive: { sha256: 'x', size_bytes: 1, md5: null, origin: 'ftp' } } },
  ]) {
    await writeFile(recordFile, JSON.stringify(broken));
    expect(await lookupBuild(cacheDir, key)).toEqual({
      state: 'corrupt',
      reason: `${BUILD_RECORD_FILE} does not describe ${key}`,
    });
  }
});

test('a KleidiAI variant on x86_64 fails before any file is written', async () => {
  const error = await ensureLlamaServer({
    cacheDir,
    source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
    variant: KLEIDIAI_VARIANT,
    arch: 'x64',
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildConfigurationError);
  expect((error as Error).message).toContain("build variant 'kleidiai' enables KleidiAI");
  expect(await readdir(cacheDir)).toEqual([]);
});

describe('defaultCacheDir', () => {
  test('PARETOPILOT_CACHE_DIR, then XDG_CACHE_HOME, then ~/.cache', () => {
    expect(defaultCacheDir({ PARETOPILOT_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x' }, '/home/u')).toBe('/c');
    expect(defaultCacheDir({ PARETOPILOT_CACHE_DIR: '', XDG_CACHE_HOME: '/x' }, '/home/u')).toBe(
      '/x/paretopilot-capacity',
    );
    expect(defaultCacheDir({}, '/home/u')).toBe('/home/u/.cache/paretopilot-capacity');
  });
});

describe('withDirLock', () => {
  test('serialises holders of the same lock', async () => {
    const lock = join(cacheDir, 'x.lock');
    const events: string[] = [];
    const hold = (name: string): Promise<void> =>
      withDirLock(
        lock,
        async () => {
          events.push(`${name}+`);
          await new Promise((r) => setTimeout(r, 50));
          events.push(`${name}-`);
        },
        { what: name, pollMs: 10 },
      );
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toHaveLength(4);
    expect(events[0].slice(0, 1)).toBe(events[1].slice(0, 1));
    expect(events[2].slice(0, 1)).toBe(events[3].slice(0, 1));
    expect(await readdir(cacheDir)).toEqual([]);
  });

  test('takes over a lock whose owner process is gone', async () => {
    const lock = join(cacheDir, 'y.lock');
    const dead = spawnSync('true').pid!;
    await mkdir(lock);
    await writeFile(
      join(lock, 'owner.json'),
      JSON.stringify({ pid: dead, host: hostname(), started_at: 'x' }),
    );
    const lines: string[] = [];
    const value = await withDirLock(lock, async () => 42, {
      what: 'y',
      pollMs: 10,
      log: (l) => lines.push(l),
    });
    expect(value).toBe(42);
    expect(lines).toEqual(['took over the abandoned lock for y']);
  });

  test('an old lock whose owner.json describes no owner is taken over, not waited on', async () => {
    const lock = join(cacheDir, 'w.lock');
    await mkdir(lock);
    await writeFile(join(lock, 'owner.json'), JSON.stringify({ pid: 'not a number' }));
    const old = new Date(Date.now() - 120_000);
    await utimes(lock, old, old);
    const lines: string[] = [];
    const value = await withDirLock(lock, async () => 7, {
      what: 'w',
      pollMs: 10,
      maxWaitMs: 2_000,
      log: (l) => lines.push(l),
    });
    expect(value).toBe(7);
    expect(lines).toEqual(['took over the abandoned lock for w']);
  });

  test('gives up after the maximum wait, naming the holder', async () => {
    const lock = join(cacheDir, 'z.lock');
    await mkdir(lock);
    await writeFile(
      join(lock, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: hostname(), started_at: 'x' }),
    );
    await expect(withDirLock(lock, async () => 1, { what: 'z', pollMs: 10, maxWaitMs: 50 })).rejects.toThrow(
      `held by pid ${process.pid}`,
    );
  });
});
