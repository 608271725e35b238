// The cross-process cache lock: one holder at a time, a dead owner's lock taken over, a live one
// waited on and given up on with its owner named, an abort while waiting refused.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { LockTimeoutError } from '../../../src/adapters/errors.js';
import { withDirLock } from '../../../src/adapters/cache/dir-lock.js';

let dir: string;
let lock: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-dir-lock-'));
  lock = join(dir, 'entry.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A lock directory left by `pid` on `host`, as the owner writes it. */
function heldBy(pid: number, host = hostname()): void {
  mkdirSync(lock);
  writeFileSync(join(lock, 'owner.json'), JSON.stringify({ pid, host, started_at: '2026-01-01T00:00:00Z' }));
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('withDirLock', () => {
  it('runs one holder at a time and releases the lock after it, also when it throws', async () => {
    const order: string[] = [];
    let second: Promise<void> | undefined;
    await withDirLock(
      lock,
      async () => {
        order.push('first in');
        // Asked for while the first holds the lock: it waits until the first is done.
        second = withDirLock(lock, async () => void order.push('second'), { what: 'build x', pollMs: 10 });
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('first out');
      },
      { what: 'build x' },
    );
    await second;
    expect(order).toEqual(['first in', 'first out', 'second']);
    await expect(
      withDirLock(lock, () => Promise.reject(new Error('build failed')), { what: 'build x' }),
    ).rejects.toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose owner on this host is gone', async () => {
    heldBy(deadPid());
    const lines: string[] = [];
    expect(await withDirLock(lock, async () => 'built', { what: 'build x', log: (l) => lines.push(l) })).toBe(
      'built',
    );
    expect(lines).toEqual(['took over the abandoned lock for build x']);
  });

  it('waits for a live owner, then gives up naming it', async () => {
    heldBy(process.pid, 'another-host');
    const lines: string[] = [];
    const call = withDirLock(lock, async () => 'never', {
      what: 'build x',
      pollMs: 5,
      maxWaitMs: 20,
      log: (l) => lines.push(l),
    });
    await expect(call).rejects.toThrow(LockTimeoutError);
    await expect(call).rejects.toThrow(
      `gave up waiting for build x: ${lock} is held by pid ${process.pid} on another-host; remove it if that process is gone`,
    );
    expect(lines).toEqual([`waiting for build x held by pid ${process.pid} (${lock})`]);
    expect(existsSync(lock)).toBe(true);
  });

  it('stops waiting when aborted', async () => {
    heldBy(process.pid);
    const controller = new AbortController();
    const call = withDirLock(lock, async () => 'never', {
      what: 'build x',
      pollMs: 1000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toThrow('aborted while waiting for a cache lock');
  });
});
