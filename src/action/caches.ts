// The action's build, model and npm-tarball caches: where they live, their restore and their save.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildEntryDir } from '../adapters/llama/build-cache.js';
import { cachePath } from '../adapters/llama/cache-dir.js';
import { resolveBuildCacheKey } from '../adapters/llama/ensure-llama-server.js';
import { modelCachePath } from '../adapters/models/fetch-model.js';
import { sha256Hex } from '../domain/core/hashing.js';
import type { StudyContext } from '../orchestrators/study-context.js';
import type { ActionInputs } from './inputs.js';
import type { ActionPorts } from './run-action.js';

/** What restoreCaches found: each build variant's key and whether it hit; whether each model hit. */
export interface RestoredCaches {
  builds: Map<string, { key: string; restored: boolean }>;
  models: Map<string, boolean>;
}

export function cacheDirFor(inputs: ActionInputs, env: NodeJS.ProcessEnv, cwd: string): string {
  if (inputs.cacheDir) return resolve(cwd, inputs.cacheDir);
  return join(env.RUNNER_TOOL_CACHE ?? join(env.HOME ?? homedir(), '.cache'), 'paretopilot-capacity');
}

export async function restoreCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
): Promise<RestoredCaches> {
  const builds = new Map<string, { key: string; restored: boolean }>();
  const models = new Map<string, boolean>();
  if (!ports.cache) return { builds, models };
  for (const variant of ctx.spec.builds) {
    const { key } = await resolveBuildCacheKey({ source: ctx.spec.source, variant, env: ports.env });
    const restored = await ports.cache
      .restore([buildEntryDir(cacheDir, key)], `paretopilot-capacity-build-${key}`)
      .catch((e) => {
        ports.log.warning(`build cache restore failed (${(e as Error).message}); building instead`);
        return false;
      });
    ports.log.info(`build ${variant.label}: cache ${restored ? 'hit' : 'miss'} (${key})`);
    builds.set(variant.label, { key, restored });
  }
  for (const c of ctx.spec.candidates) {
    if (c.model.kind === 'fixture') continue;
    const restored = await ports.cache
      .restore([modelCachePath(cacheDir, c.model.sha256)], `paretopilot-capacity-model-${c.model.sha256}`)
      .catch(() => false);
    models.set(c.model.sha256, restored);
  }
  if (ctx.spec.source.kind === 'npm-bundle') {
    await ports.cache
      .restore(
        [cachePath(cacheDir, 'npmTarballs')],
        `paretopilot-capacity-npm-${sha256Hex(ctx.spec.source.integrity).slice(0, 32)}`,
      )
      .catch(() => false);
  }
  return { builds, models };
}

export async function saveCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
  restored: RestoredCaches,
): Promise<void> {
  if (!ports.cache) return;
  const save = async (paths: string[], key: string) => {
    try {
      await ports.cache!.save(paths, key);
      ports.log.info(`saved cache ${key}`);
    } catch (e) {
      ports.log.info(`cache ${key} not saved: ${(e as Error).message}`);
    }
  };
  for (const [, b] of restored.builds)
    if (!b.restored) await save([buildEntryDir(cacheDir, b.key)], `paretopilot-capacity-build-${b.key}`);
  for (const c of ctx.spec.candidates) {
    if (c.model.kind !== 'fixture' && !restored.models.get(c.model.sha256))
      await save([modelCachePath(cacheDir, c.model.sha256)], `paretopilot-capacity-model-${c.model.sha256}`);
  }
  if (ctx.spec.source.kind === 'npm-bundle')
    await save(
      [cachePath(cacheDir, 'npmTarballs')],
      `paretopilot-capacity-npm-${sha256Hex(ctx.spec.source.integrity).slice(0, 32)}`,
    );
}
