// A server that ended on its own is reported as such, and a health wait names its last real probe.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../kits/free-port.js';
import { startServer, type ServerHandle } from '../../../src/adapters/server/llama-server.js';
import { ServerHealthTimeoutError } from '../../../src/adapters/errors.js';
import { alive, fakeArgv, makeTempDir, RecordingRegistry, until } from '../../kits/fake-server-support.js';

const SHORT_STOP = { sigintMs: 400, sigtermMs: 2_000, sigkillMs: 5_000 };

let registry: RecordingRegistry;
let temp: { dir: string; cleanup: () => void };
const started: ServerHandle[] = [];

beforeEach(() => {
  registry = new RecordingRegistry();
  temp = makeTempDir('server-exit-truth');
});

afterEach(async () => {
  for (const handle of started.splice(0)) await handle.stop().catch(() => undefined);
  registry.killAllNow();
  temp.cleanup();
});

it('a server that crashed before stop() is an unexpected exit with its own status, not a SIGINT stop', async () => {
  // GNU time lingers a second after its command ends, so stop() comes after the server died but
  // before time has reported: the window in which a mid-stream crash used to pass as a clean stop.
  const slowTime = join(temp.dir, 'slow-time');
  writeFileSync(slowTime, '#!/bin/sh\n/usr/bin/time "$@"\nrc=$?\nsleep 1\nexit $rc\n');
  chmodSync(slowTime, 0o755);
  const port = await findFreePort();
  const handle = await startServer({
    argv: fakeArgv(port, '--crash-after-health-ms', '100', '--exit-code', '139'),
    port,
    logDir: join(temp.dir, 'run'),
    registry,
    stopTimeouts: SHORT_STOP,
    healthDeadlineMs: 10_000,
    timeBinary: slowTime,
  });
  started.push(handle);
  expect(await until(() => !alive(handle.pid), 5_000)).toBe(true);
  const result = await handle.stop();
  expect(result.unexpectedExit).toBe(true);
  expect(result.stoppedWith).toBe('exited');
  expect(result.exitCode).toBe(139);
  expect(handle.crashed()).toBe(true);
});

it('a server that accepts connections but never answers: the last probe is the timeout', async () => {
  // Refuses connections for a moment (not listening yet), then listens and never answers.
  const silent = join(temp.dir, 'silent-server.mjs');
  writeFileSync(
    silent,
    "import { createServer } from 'node:net';\n" +
      'const port = Number(process.argv[process.argv.indexOf("--port") + 1]);\n' +
      'const held = [];\n' +
      'setTimeout(() => createServer((s) => held.push(s)).listen(port, "127.0.0.1"), 300);\n',
  );
  const port = await findFreePort();
  const error = await startServer({
    argv: [process.execPath, silent, '--host', '127.0.0.1', '--port', String(port)],
    port,
    logDir: join(temp.dir, 'silent'),
    registry,
    stopTimeouts: SHORT_STOP,
    healthDeadlineMs: 2_500,
    healthRequestTimeoutMs: 500,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ServerHealthTimeoutError);
  expect((error as Error).message).toContain('last probe: no response within 500 ms');
  expect((error as Error).message).not.toContain('ECONNREFUSED');
});
