// Shared fixtures for the server lifecycle tests: the fake server's argv, temp dirs, pid checks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ProcessRegistry, type ServerProcessRecord } from '../../src/adapters/server/process-registry.js';
import { isProcessAlive } from '../../src/adapters/process/process-tree.js';

export const FAKE_SERVER = resolve('__tests__/kits/fake-server.mjs');

/** argv whose argv[0] is node itself, imitating `llama-server … --host 127.0.0.1 --port N`. */
export function fakeArgv(port: number, ...extra: string[]): string[] {
  return [process.execPath, FAKE_SERVER, '--host', '127.0.0.1', '--port', String(port), ...extra];
}

export function makeTempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The pid the fake server printed as its first stderr line. */
export function fakePidFromLog(stderrPath: string): number {
  const match = /^fake: pid (\d+)$/m.exec(readFileSync(stderrPath, 'utf8'));
  if (!match) {
    throw new Error(`${stderrPath}: no "fake: pid" line`);
  }
  return Number(match[1]);
}

/** Alive and not a zombie (an orphan the container's init has not reaped yet counts as gone). */
export function alive(pid: number): boolean {
  return isProcessAlive(pid);
}

/** Polls `condition` every 50 ms for up to `ms`; its last answer. */
export async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return condition();
}

/** Kills a pid we spawned if a failed assertion left it running. */
export function killIfAlive(pid: number | null | undefined): void {
  if (pid !== null && pid !== undefined && alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** A real listener occupying 127.0.0.1:<port> (port 0: any free one). */
export async function occupyPort(port = 0): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => res());
  });
  const address = server.address();
  if (address === null || typeof address !== 'object') {
    throw new Error('listener has no address');
  }
  return { port: address.port, server };
}

export async function closeServer(server: Server): Promise<void> {
  await new Promise<void>((res) => server.close(() => res()));
}

/** A registry that remembers every pid it was told about, so tests can check each one is gone. */
export class RecordingRegistry extends ProcessRegistry {
  readonly seenPids = new Set<number>();

  override register(record: ServerProcessRecord, stop: () => Promise<unknown>): void {
    this.seenPids.add(record.timePid);
    super.register(record, stop);
  }

  override update(timePid: number, patch: Partial<Omit<ServerProcessRecord, 'timePid'>>): void {
    if (typeof patch.serverPid === 'number') {
      this.seenPids.add(patch.serverPid);
    }
    super.update(timePid, patch);
  }
}
