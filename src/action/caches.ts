// The action's build, model and npm-tarball caches: where they live, their restore and their save.
// The default directory belongs to one job (under RUNNER_TEMP, emptied by the runner), and only
// entries this job put there are saved: an entry found already present may have been planted by
// code an earlier job ran as the same user (a pull request's build on a non-ephemeral runner).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildEntryDir } from '../adapters/llama/build-cache.js';
import { cachePath } from '../adapters/cache/cache-dir.js';
import { resolveBuildCacheKey } from '../adapters/llama/ensure-llama-server.js';
import { modelCachePath } from '../adapters/models/fetch-model.js';
import { InputError } from '../domain/core/errors.js';
import { sha256Hex } from '../domain/core/hashing.js';
import type { StudyContext } from '../orchestrators/study-context.js';
import type { ActionInputs } from './inputs.js';
import type { ActionPorts } from './ports.js';

/** What restoreCaches found: each build variant's key and whether it hit; whether each model hit. */
export interface RestoredCaches {
  builds: Map<string, { key: string; restored: boolean }>;
  models: Map<string, boolean>;
  /** Entry paths that were in the cache directory before this job restored or built anything. */
  preexisting?: ReadonlySet<string>;
  /** Whether the npm source tarballs were restored. */
  npmRestored?: boolean;
  /** Only the model entries were looked at (the `models` step): nothing else is saved. */
  modelsOnly?: boolean;
}

/**
 * The name of a cache entry: `paretopilot-capacity-<kind>-<content key>`, plus `-<cache-key-suffix>`
 * when that input is set (a new suffix starts a fresh set of entries without changing the plan).
 */
export function cacheEntryKey(kind: 'build' | 'model' | 'npm', contentKey: string, suffix?: string): string {
  return `paretopilot-capacity-${kind}-${contentKey}${suffix ? `-${suffix}` : ''}`;
}

const pathSafe = (v: string | undefined, fallback: string) =>
  v !== undefined && v !== '' ? v.replace(/[^A-Za-z0-9._-]/g, '_') : fallback;

/**
 * The `cache-dir` input when set; otherwise a directory of this job under RUNNER_TEMP, never a
 * directory that outlives the job (RUNNER_TOOL_CACHE survives between jobs on a persistent runner).
 */
export function cacheDirFor(inputs: ActionInputs, env: NodeJS.ProcessEnv, cwd: string): string {
  if (inputs.cacheDir) return resolve(cwd, inputs.cacheDir);
  const temp = env.RUNNER_TEMP;
  if (temp === undefined || temp === '')
    throw new InputError('RUNNER_TEMP is not set: set the cache-dir input to choose a cache directory');
  const job = [env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT, env.GITHUB_JOB].map((v) => pathSafe(v, 'x'));
  return join(temp, `paretopilot-capacity-cache-${job.join('-')}`);
}

/** The model files and npm tarballs a plan caches (its builds' keys are resolved by restoreCaches). */
function fileEntries(ctx: StudyContext, cacheDir: string, suffix: string | undefined) {
  const models = ctx.spec.candidates.flatMap((c) =>
    c.model.kind === 'fixture'
      ? []
      : [
          {
            key: cacheEntryKey('model', c.model.sha256, suffix),
            sha256: c.model.sha256,
            path: modelCachePath(cacheDir, c.model.sha256),
          },
        ],
  );
  const npm =
    ctx.spec.source.kind === 'npm-bundle'
      ? {
          path: cachePath(cacheDir, 'npmTarballs'),
          key: cacheEntryKey('npm', sha256Hex(ctx.spec.source.integrity).slice(0, 32), suffix),
        }
      : undefined;
  return { models, npm };
}

/**
 * Restores the cache entries of the plan's builds, models and npm tarballs (`modelsOnly`: of its
 * models alone, for the `models` step). A model file already in the cache directory (the `models`
 * step of this job put it there, and saved it) is neither restored nor saved again.
 */
export async function restoreCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
  keySuffix?: string,
  modelsOnly = false,
): Promise<RestoredCaches> {
  const builds = new Map<string, { key: string; restored: boolean }>();
  const models = new Map<string, boolean>();
  if (!ports.cache) return { builds, models, modelsOnly };
  const cache = ports.cache;
  const buildEntries: { label: string; key: string; path: string }[] = [];
  for (const variant of modelsOnly ? [] : ctx.spec.builds) {
    const { key } = await resolveBuildCacheKey({ source: ctx.spec.source, variant, env: ports.env });
    buildEntries.push({ label: variant.label, key, path: buildEntryDir(cacheDir, key) });
  }
  const all = fileEntries(ctx, cacheDir, keySuffix);
  const entries = modelsOnly ? { models: all.models, npm: undefined } : all;
  const preexisting = new Set(
    [...buildEntries, ...entries.models, ...(entries.npm ? [entries.npm] : [])]
      .map((e) => e.path)
      .filter((p) => existsSync(p)),
  );
  for (const { label, key, path } of buildEntries) {
    const restored = await cache.restore([path], cacheEntryKey('build', key, keySuffix)).catch((e) => {
      ports.log.warning(`build cache restore failed (${(e as Error).message}); building instead`);
      return false;
    });
    ports.log.info(`build ${label}: cache ${restored ? 'hit' : 'miss'} (${key})`);
    builds.set(label, { key, restored });
  }
  for (const { key, sha256, path } of entries.models) {
    const restored = preexisting.has(path) || (await cache.restore([path], key).catch(() => false));
    models.set(sha256, restored);
  }
  const npmRestored = entries.npm
    ? await cache.restore([entries.npm.path], entries.npm.key).catch(() => false)
    : false;
  return { builds, models, preexisting, npmRestored, modelsOnly };
}

export async function saveCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
  restored: RestoredCaches,
  keySuffix?: string,
): Promise<void> {
  if (!ports.cache) return;
  const cache = ports.cache;
  const save = async (path: string, key: string, restoredHere: boolean) => {
    if (restoredHere) return;
    // Not built by this job: saving it would publish whatever wrote it into the branch's cache scope.
    if (restored.preexisting?.has(path)) {
      ports.log.info(`cache ${key} not saved: ${path} was in the cache directory before this job`);
      return;
    }
    try {
      await cache.save([path], key);
      ports.log.info(`saved cache ${key}`);
    } catch (e) {
      ports.log.info(`cache ${key} not saved: ${(e as Error).message}`);
    }
  };
  for (const [, b] of restored.builds)
    await save(buildEntryDir(cacheDir, b.key), cacheEntryKey('build', b.key, keySuffix), b.restored);
  const entries = fileEntries(ctx, cacheDir, keySuffix);
  for (const { key, sha256, path } of entries.models)
    await save(path, key, restored.models.get(sha256) === true);
  if (entries.npm && !restored.modelsOnly)
    await save(entries.npm.path, entries.npm.key, restored.npmRestored === true);
}
