// The exclusive lock on a work directory: `<work-dir>/.lock`, created with `wx`, naming its owner's
// pid and process start time, so a lock left by a dead (or pid-reused) owner is taken over.
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { InputError } from '../../domain/core/errors.js';
import { isProcessAlive, readProcessStat } from './process-tree.js';

export const WORK_DIR_LOCK_FILE = '.lock';

interface LockOwner {
  pid: number;
  /** Start time of the owner in clock ticks since boot (/proc/<pid>/stat); null where unknown. */
  start_ticks: number | null;
  /** When the owner process started, for people reading the message. */
  started_at: string;
  host: string;
}

export interface WorkDirLock {
  path: string;
  /** Removes the lock if it is still ours; never throws. */
  release(): void;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    start_ticks: readProcessStat(process.pid)?.startTicks ?? null,
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    host: hostname(),
  };
}

function parseOwner(text: string): LockOwner | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.pid !== 'number' || !Number.isSafeInteger(o.pid) || o.pid <= 0) return undefined;
  return {
    pid: o.pid,
    start_ticks: typeof o.start_ticks === 'number' ? o.start_ticks : null,
    started_at: typeof o.started_at === 'string' ? o.started_at : '?',
    host: typeof o.host === 'string' ? o.host : '',
  };
}

async function readOwner(path: string): Promise<LockOwner | undefined> {
  try {
    return parseOwner(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Owner alive on this host (same pid and start time), or on another host (cannot be checked). */
function ownerLive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  return isProcessAlive(owner.pid, owner.start_ticks);
}

/** A lock file that names no owner is being written right now, unless it is older than this. */
const UNREADABLE_GRACE_MS = 10_000;

async function isAbandoned(path: string): Promise<boolean> {
  const owner = await readOwner(path);
  if (owner) return !ownerLive(owner);
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > UNREADABLE_GRACE_MS;
}

function inUse(workDir: string, owner: LockOwner | undefined): InputError {
  const who = owner
    ? `pid ${owner.pid}${owner.host !== hostname() ? ` on ${owner.host}` : ''} (started ${owner.started_at})`
    : 'another process';
  return new InputError(`work dir ${workDir} is in use by ${who}; wait for it or use another --work-dir`);
}

const NO_LOCK: WorkDirLock = { path: '', release: () => undefined };

/**
 * Takes `<workDir>/.lock` for this process, or throws InputError (exit 2) naming the live owner.
 * An abandoned lock is moved aside and checked again after the move, so two processes that both
 * found it abandoned cannot remove each other's fresh lock. A work dir that cannot hold a lock (a
 * file, no permission) is left to the command's own checks, which refuse it with their message;
 * folders created only for the lock are removed again on release, so a refused command leaves
 * nothing behind.
 */
export async function acquireWorkDirLock(
  workDir: string,
  log: (line: string) => void = () => undefined,
): Promise<WorkDirLock> {
  let created: string | undefined;
  try {
    created = await mkdir(workDir, { recursive: true });
  } catch {
    return NO_LOCK;
  }
  const path = join(workDir, WORK_DIR_LOCK_FILE);
  const me = currentOwner();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fh = await open(path, 'wx');
      try {
        await fh.writeFile(`${JSON.stringify(me)}\n`);
      } finally {
        await fh.close();
      }
      return lockHandle(path, me, created);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        if (created) removeEmptyDirs(workDir, created);
        return NO_LOCK;
      }
    }
    if (!(await isAbandoned(path))) throw inUse(workDir, await readOwner(path));
    const tomb = `${path}.stale-${randomBytes(4).toString('hex')}`;
    try {
      await rename(path, tomb);
    } catch {
      continue; // someone else moved it first
    }
    if (!(await isAbandoned(tomb))) {
      // Between our check and the move another process took the lock: give it back.
      const owner = await readOwner(tomb);
      await link(tomb, path).catch(() => undefined);
      await rm(tomb, { force: true });
      throw inUse(workDir, owner);
    }
    const gone = await readOwner(tomb);
    await rm(tomb, { force: true });
    log(
      `took over the lock of ${workDir} left by pid ${gone?.pid ?? '?'} (started ${gone?.started_at ?? '?'}), which is no longer running`,
    );
  }
  throw inUse(workDir, await readOwner(path));
}

/** rmdir from `dir` up to `top` while each is empty (a folder with content stays). */
function removeEmptyDirs(dir: string, top: string): void {
  for (let d = dir; ; d = dirname(d)) {
    try {
      rmdirSync(d);
    } catch {
      return;
    }
    if (d === top || dirname(d) === d) return;
  }
}

function lockHandle(path: string, me: LockOwner, created: string | undefined): WorkDirLock {
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      const owner = parseOwner(readFileSync(path, 'utf8'));
      if (owner?.pid === me.pid && owner.start_ticks === me.start_ticks) unlinkSync(path);
    } catch {
      // already gone
    }
    // A work dir made only for the lock (the command was refused before it wrote) goes too.
    if (created) removeEmptyDirs(dirname(path), created);
  };
  // Also released when the process exits without unwinding (process.exit on a second signal).
  process.on('exit', release);
  return { path, release };
}

/** Runs `fn` holding the work dir's lock; released however `fn` ends. */
export async function withWorkDirLock<T>(
  workDir: string,
  fn: () => Promise<T>,
  log?: (line: string) => void,
): Promise<T> {
  const lock = await acquireWorkDirLock(workDir, log);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
