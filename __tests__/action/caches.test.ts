// The action's cache directory and cache saves: a build entry planted where an earlier job (a pull
// request's build on a persistent runner) could write is never run and never saved.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import { cacheDirFor, cacheEntryKey, restoreCaches, saveCaches } from '../../src/action/caches.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { ActionPorts, CachePort } from '../../src/action/ports.js';
import { BUILD_RECORD_FILE, buildEntryDir, lookupBuild } from '../../src/adapters/llama/build-cache.js';
import { buildKeyDocument } from '../../src/domain/build/build-key.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../kits/build-fixtures.js';
import { GENERIC_VARIANT } from '../kits/build-fixtures.js';
import { resolveBuildCacheKey } from '../../src/adapters/llama/ensure-llama-server.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

const inputs = (cacheDir: string | undefined): ActionInputs => ({
  command: 'prepare',
  plan: 'examples/tiny/capacity.json',
  workDir: 'work',
  pass: { kind: 'all' },
  artifactPrefix: 'capacity',
  artifactRetentionDays: 1,
  cache: true,
  githubToken: undefined,
  comment: 'never',
  failOn: ['incomplete'],
  baselineStudy: undefined,
  cacheDir,
});

const sha = (data: string): string => createHash('sha256').update(data).digest('hex');

/** What code running as the runner's user can write: a complete, self-consistent entry for `key`. */
async function plantBuild(cacheDir: string, key: string): Promise<string> {
  const { keyInput } = await resolveBuildCacheKey({
    source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
    variant: GENERIC_VARIANT,
  });
  const dir = buildEntryDir(cacheDir, key);
  const binary = '#!/bin/sh\necho planted\n';
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'bin/llama-server'), binary, { mode: 0o755 });
  const record = {
    schema: 1,
    cache_key: key,
    key_document: buildKeyDocument(keyInput),
    source_revision: NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit,
    evidence: {
      label: 'generic',
      server_binary_sha256: sha(binary),
      kleidiai_enabled: false,
      cmake_cache_sha256: sha(''),
      configure_log_sha256: sha(''),
      compile_log_sha256: sha(''),
      kleidiai_symbol_count: 0,
      server_version: 'version: planted',
      files: [{ path: 'bin/llama-server', sha256: sha(binary) }],
    },
    toolchain: {
      gcc_version_sha256: 'a'.repeat(64),
      gxx_version_sha256: 'b'.repeat(64),
      cmake_version_sha256: 'c'.repeat(64),
      ninja_version_sha256: null,
      make_version_sha256: null,
      files: [],
    },
    timings: { configure_seconds: 1, compile_seconds: 1 },
    built_at: '2026-01-01T00:00:00.000Z',
  };
  writeFileSync(join(dir, BUILD_RECORD_FILE), JSON.stringify(record));
  return dir;
}

/** A cache scope that holds nothing and records what is saved into it. */
function emptyScope(): CachePort & { saved: string[] } {
  const saved: string[] = [];
  return {
    saved,
    restore: async () => false,
    save: async (_paths, key) => void saved.push(key),
  };
}

function ports(cache: CachePort, env: NodeJS.ProcessEnv, log: string[]): ActionPorts {
  return {
    log: {
      info: (m) => log.push(m),
      notice: (m) => log.push(m),
      warning: (m) => log.push(`warning ${m}`),
      error: (m) => log.push(`error ${m}`),
      startGroup: () => undefined,
      endGroup: () => undefined,
    },
    setOutput: () => undefined,
    artifacts: new MemoryArtifactStore(),
    cache,
    writeSummary: async () => ({ truncated: false }),
    upsertComment: createInMemoryStickyComments().upsert,
    env,
    cwd: process.cwd(),
  };
}

const genericKey = async () =>
  (await resolveBuildCacheKey({ source: NODE_LLAMA_CPP_BUNDLE_SOURCE, variant: GENERIC_VARIANT })).key;

test('without cache-dir a build planted in RUNNER_TOOL_CACHE by an earlier job is not found', async () => {
  const toolCache = tempDir('pp-toolcache-');
  const env = {
    RUNNER_TOOL_CACHE: toolCache,
    RUNNER_TEMP: tempDir('pp-runnertemp-'),
    GITHUB_RUN_ID: '9',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'study',
  };
  const key = await genericKey();
  // The directory earlier versions chose: it survives between jobs on a non-ephemeral runner.
  const planted = join(toolCache, 'paretopilot-capacity');
  await plantBuild(planted, key);
  expect((await lookupBuild(planted, key)).state).toBe('hit');

  const cacheDir = cacheDirFor(inputs(undefined), env, process.cwd());
  expect(cacheDir.startsWith(`${env.RUNNER_TEMP}/`)).toBe(true);
  expect(cacheDir.startsWith(toolCache)).toBe(false);
  expect((await lookupBuild(cacheDir, key)).state).toBe('miss');
  // Stable across the job's steps (prepare builds, measure runs), distinct for another job.
  expect(cacheDirFor(inputs(undefined), env, '/elsewhere')).toBe(cacheDir);
  expect(cacheDirFor(inputs(undefined), { ...env, GITHUB_JOB: 'other' }, process.cwd())).not.toBe(cacheDir);
});

test('without cache-dir and RUNNER_TEMP the action names the input to set', () => {
  expect(() => cacheDirFor(inputs(undefined), { RUNNER_TOOL_CACHE: '/opt/hostedtoolcache' }, '/')).toThrow(
    'RUNNER_TEMP is not set: set the cache-dir input to choose a cache directory',
  );
  expect(cacheDirFor(inputs('cache'), {}, '/ws')).toBe('/ws/cache');
});

test('a build entry already in the cache directory before the job is not saved to the cache scope', async () => {
  const cacheDir = tempDir('pp-cachedir-');
  const key = await genericKey();
  await plantBuild(cacheDir, key);
  const ctx = await loadStudyContext('examples/tiny/capacity.json', process.cwd());
  const scope = emptyScope();
  const log: string[] = [];
  const p = ports(scope, { ...process.env }, log);
  const restored = await restoreCaches(ctx, p, cacheDir);
  // prepare would now find the entry (a local hit, not a restore) and run it; the job did not build it.
  await saveCaches(ctx, p, cacheDir, restored);
  expect(scope.saved).not.toContain(`paretopilot-capacity-build-${key}`);
  expect(log.join('\n')).toContain(
    `cache paretopilot-capacity-build-${key} not saved: ${buildEntryDir(cacheDir, key)} was in the cache directory before this job`,
  );
  // The npm source tarballs were not there before the job: this job fetched them, so they are saved.
  expect(scope.saved.some((k) => k.startsWith('paretopilot-capacity-npm-'))).toBe(true);
});

test('a build entry this job built is saved to the cache scope', async () => {
  const cacheDir = tempDir('pp-cachedir-');
  const key = await genericKey();
  const ctx = await loadStudyContext('examples/tiny/capacity.json', process.cwd());
  const scope = emptyScope();
  const p = ports(scope, { ...process.env }, []);
  const restored = await restoreCaches(ctx, p, cacheDir);
  // What prepare's build leaves (the entry's content does not matter to the save).
  await plantBuild(cacheDir, key);
  expect(existsSync(buildEntryDir(cacheDir, key))).toBe(true);
  await saveCaches(ctx, p, cacheDir, restored);
  expect(scope.saved).toContain(`paretopilot-capacity-build-${key}`);
});

test('cache-key-suffix names every restored and saved entry; without it the names are as before', async () => {
  const cacheDir = tempDir('pp-cachedir-');
  const key = await genericKey();
  const ctx = await loadStudyContext(
    '__tests__/fixtures/four-file-plans/tiny/capacity-run.json',
    process.cwd(),
  );
  const scope = emptyScope();
  const p = ports(scope, { ...process.env }, []);
  const restored = await restoreCaches(ctx, p, cacheDir, 'arm-v2');
  await plantBuild(cacheDir, key);
  await saveCaches(ctx, p, cacheDir, restored, 'arm-v2');
  expect(scope.saved).toContain(`paretopilot-capacity-build-${key}-arm-v2`);
  expect(scope.saved.length).toBeGreaterThan(1);
  expect(scope.saved.every((k) => k.endsWith('-arm-v2'))).toBe(true);
  expect(cacheEntryKey('build', key)).toBe(`paretopilot-capacity-build-${key}`);
});
