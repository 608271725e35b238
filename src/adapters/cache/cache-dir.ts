// Where pinned sources, builds, models and fixtures are cached between runs.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const explicit = env.PARETOPILOT_CACHE_DIR;
  if (explicit !== undefined && explicit !== '') return explicit;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && xdg !== '') return join(xdg, 'paretopilot-capacity');
  return join(home, '.cache', 'paretopilot-capacity');
}

/** Layout of the cache directory (one place, so tests and the action agree). */
export const CACHE_LAYOUT = {
  npmTarballs: 'sources/npm',
  checkouts: 'sources/llama.cpp',
  kleidiai: 'sources/kleidiai',
  builds: 'builds',
  models: 'models',
  fixtures: 'fixtures',
  tmp: 'tmp',
} as const;

export function cachePath(cacheDir: string, area: keyof typeof CACHE_LAYOUT, ...parts: string[]): string {
  return join(cacheDir, CACHE_LAYOUT[area], ...parts);
}
