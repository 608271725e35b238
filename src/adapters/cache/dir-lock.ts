// A cross-process lock on a cache entry: `mkdir` is atomic, the owner's pid + host are written
// inside so a lock left by a dead process on this host is taken over instead of waited on forever.
import { setTimeout as delay } from 'node:timers/promises';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { LockTimeoutError } from '../errors.js';

export interface DirLockOptions {
  /** What is being protected, for messages (e.g. `build llama-server-…`). */
  what: string;
  signal?: AbortSignal;
  log?: (line: string) => void;
  pollMs?: number;
  maxWaitMs?: number;
}

interface Owner {
  pid: number;
  host: string;
  started_at: string;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isOwner(value: unknown): value is Owner {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pid' in value &&
    typeof value.pid === 'number' &&
    'host' in value &&
    typeof value.host === 'string' &&
    'started_at' in value &&
    typeof value.started_at === 'string'
  );
}

/** The lock's owner; undefined while owner.json is not (fully) written or does not describe one. */
async function readOwner(lockDir: string): Promise<Owner | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(join(lockDir, 'owner.json'), 'utf8'));
  } catch {
    return undefined;
  }
  return isOwner(value) ? value : undefined;
}

async function isStale(lockDir: string): Promise<boolean> {
  const owner = await readOwner(lockDir);
  if (owner) return owner.host === hostname() && !processAlive(owner.pid);
  // Owner file not written yet: only stale if the directory is old.
  try {
    const info = await stat(lockDir);
    return Date.now() - info.mtimeMs > 60_000;
  } catch {
    return false;
  }
}

// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
  try {
    await delay(ms, undefined, { signal });
  } catch {
    throw new LockTimeoutError('aborted while waiting for a cache lock');
  }
};

export async function withDirLock<T>(
  lockDir: string,
  fn: () => Promise<T>,
  options: DirLockOptions,
): Promise<T> {
  const pollMs = options.pollMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 2 * 60 * 60 * 1000;
  const started = Date.now();
  let announced = false;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isStale(lockDir)) {
      const tomb = `${lockDir}.stale-${randomBytes(4).toString('hex')}`;
      try {
        await rename(lockDir, tomb);
        await rm(tomb, { recursive: true, force: true });
        options.log?.(`took over the abandoned lock for ${options.what}`);
      } catch {
        // another waiter took it over first
      }
      continue;
    }
    if (Date.now() - started > maxWaitMs) {
      const owner = await readOwner(lockDir);
      throw new LockTimeoutError(
        `gave up waiting for ${options.what}: ${lockDir} is held by pid ${owner?.pid ?? '?'} on ${owner?.host ?? '?'}; remove it if that process is gone`,
      );
    }
    if (!announced) {
      const owner = await readOwner(lockDir);
      options.log?.(`waiting for ${options.what} held by pid ${owner?.pid ?? '?'} (${lockDir})`);
      announced = true;
    }
    await sleep(pollMs, options.signal);
  }
  try {
    const owner: Owner = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
    await writeFile(join(lockDir, 'owner.json'), JSON.stringify(owner));
    return await fn();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
