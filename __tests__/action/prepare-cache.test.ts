// The action's prepare step with a cache port: a warm run restores the llama-server build (and
// the npm source tarball) into an empty cache directory and builds nothing.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import type { ActionPorts, CachePort } from '../../src/action/ports.js';
import { runAction } from '../../src/action/run-action.js';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { resolveBuildCacheKey } from '../../src/adapters/llama/ensure-llama-server.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../kits/build-fixtures.js';
import { GENERIC_VARIANT } from '../kits/build-fixtures.js';
import { createInMemoryStickyComments } from '../kits/fake-github-api.js';

/** A directory-backed stand-in for @actions/cache: key → copy of the paths. */
function dirCache(root: string): CachePort & { restored: string[]; saved: string[] } {
  const restored: string[] = [];
  const saved: string[] = [];
  return {
    restored,
    saved,
    async restore(paths, key) {
      const src = join(root, key);
      if (!existsSync(src)) return false;
      paths.forEach((p, i) => cpSync(join(src, String(i)), p, { recursive: true }));
      restored.push(key);
      return true;
    },
    async save(paths, key) {
      if (existsSync(join(root, key))) throw new Error(`cache entry ${key} already exists`);
      paths.forEach((p, i) => cpSync(p, join(root, key, String(i)), { recursive: true }));
      saved.push(key);
    },
  };
}

test(
  'prepare restores the build from the cache port and compiles nothing',
  async () => {
    const real = defaultCacheDir();
    // The tiny plan's one build (other examples' builds share the cache, so derive the key, don't guess it).
    const { key: buildKey } = await resolveBuildCacheKey({
      source: NODE_LLAMA_CPP_BUNDLE_SOURCE,
      variant: GENERIC_VARIANT,
    });
    expect(readdirSync(join(real, 'builds'))).toContain(buildKey);
    const store = mkdtempSync(join(tmpdir(), 'pp-cachestore-'));
    const cwd = mkdtempSync(join(tmpdir(), 'pp-ws-'));
    try {
      // What an earlier run saved: the build entry and the npm source tarball.
      mkdirSync(join(store, `paretopilot-capacity-build-${buildKey}`), { recursive: true });
      cpSync(join(real, 'builds', buildKey), join(store, `paretopilot-capacity-build-${buildKey}`, '0'), {
        recursive: true,
      });
      cpSync('examples/tiny', join(cwd, 'capacity'), { recursive: true });
      const cache = dirCache(store);
      const log: string[] = [];
      const ports: ActionPorts = {
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
        env: { ...process.env, GITHUB_RUN_ID: '7', GITHUB_RUN_ATTEMPT: '1' },
        cwd,
      };
      const cacheDir = join(cwd, 'cache');
      const result = await runAction(
        {
          command: 'prepare',
          plan: 'capacity/capacity.json',
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
        },
        ports,
      );
      expect(result.failures).toEqual([]);
      expect(cache.restored).toContain(`paretopilot-capacity-build-${buildKey}`);
      expect(log.join('\n')).toMatch(new RegExp(`build generic: cache hit \\(${buildKey}\\)`));
      expect(log.join('\n')).not.toMatch(/configure|compil/i);
      const prepared = JSON.parse(readFileSync(join(cwd, 'work', 'prepared.json'), 'utf8'));
      expect(prepared.builds.generic.fromCache).toBe(true);
      // The restored build was not saved again; the source tarball (a miss) was.
      expect(cache.saved.some((k) => k.startsWith('paretopilot-capacity-build-'))).toBe(false);
      expect(cache.saved.some((k) => k.startsWith('paretopilot-capacity-npm-'))).toBe(true);
    } finally {
      rmSync(store, { recursive: true, force: true });
      rmSync(cwd, { recursive: true, force: true });
    }
  },
  15 * 60_000,
);
