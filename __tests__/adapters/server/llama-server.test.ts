import { chmodSync, existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { isPortFree } from '../../../src/adapters/server/free-port.js';
import { findFreePort } from '../../kits/free-port.js';
import { assertGnuTime } from '../../../src/adapters/server/gnu-time.js';
import {
  type ServerHandle,
  startServer,
  type StartServerOptions,
} from '../../../src/adapters/server/llama-server.js';
import {
  GnuTimeUnavailableError,
  PortInUseError,
  ServerExitedBeforeHealthyError,
  ServerHealthTimeoutError,
  ServerOptionsError,
} from '../../../src/adapters/errors.js';
import {
  alive,
  closeServer,
  fakeArgv,
  fakePidFromLog,
  killIfAlive,
  makeTempDir,
  occupyPort,
  RecordingRegistry,
} from '../../kits/fake-server-support.js';

const SHORT_STOP = { sigintMs: 400, sigtermMs: 400, sigkillMs: 5_000 };

let registry: RecordingRegistry;
let temp: { dir: string; cleanup: () => void };
let runCount = 0;
const started: ServerHandle[] = [];

beforeEach(() => {
  registry = new RecordingRegistry();
  temp = makeTempDir('server-lifecycle');
});

afterEach(async () => {
  // Safety net only: every test stops its own servers and asserts that it did.
  for (const handle of started.splice(0)) {
    await handle.stop().catch(() => undefined);
    killIfAlive(handle.pid);
  }
  registry.killAllNow();
  temp.cleanup();
});

async function options(
  extra: string[],
  overrides: Partial<StartServerOptions> = {},
): Promise<StartServerOptions> {
  const port = await findFreePort();
  runCount += 1;
  return {
    argv: fakeArgv(port, ...extra),
    port,
    logDir: join(temp.dir, `run-${runCount}`),
    registry,
    stopTimeouts: SHORT_STOP,
    healthDeadlineMs: 10_000,
    ...overrides,
  };
}

async function start(opts: StartServerOptions): Promise<ServerHandle> {
  const handle = await startServer(opts);
  started.push(handle);
  return handle;
}

async function httpStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

function cmdline(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
}

describe('startServer / stop on a healthy server', () => {
  it('waits for /health, reports the run, and stops it with SIGINT leaving nothing behind', async () => {
    const opts = await options([
      '--healthy-after-ms',
      '300',
      '--alloc-mib',
      '64',
      '--kleidiai-markers',
      '2',
      '--system-info',
      'n_threads = 2 | CPU : SSE3 = 1 | KLEIDIAI = 0 |',
    ]);
    const handle = await start(opts);

    expect(handle.port).toBe(opts.port);
    expect(handle.baseUrl).toBe(`http://127.0.0.1:${opts.port}`);
    expect(handle.healthyAfterMs).toBeGreaterThanOrEqual(300);
    expect(handle.pid).not.toBe(handle.timePid);
    expect(handle.pid).toBe(fakePidFromLog(handle.logs.stderr));
    expect(cmdline(handle.pid)).toContain('fake-server.mjs');
    expect(cmdline(handle.timePid)).toMatch(/^\/usr\/bin\/time -v -o /);
    expect(handle.logs.stdout).toBe(join(opts.logDir, 'server.stdout.log'));
    expect(handle.logs.timeReport).toBe(join(opts.logDir, 'server-time.txt'));
    expect(await httpStatus(`${handle.baseUrl}/health`)).toBe(200);
    expect(handle.crashed()).toBe(false);
    expect(registry.list().map((r) => [r.serverPid, r.timePid, r.port])).toEqual([
      [handle.pid, handle.timePid, opts.port],
    ]);

    const result = await handle.stop();
    expect(result).toMatchObject({
      exitCode: 0,
      signal: null,
      stoppedWith: 'SIGINT',
      unexpectedExit: false,
      kleidiaiMarkerCount: 2,
      systemInfo: 'n_threads = 2 | CPU : SSE3 = 1 | KLEIDIAI = 0 |',
      peakRssError: null,
      timeReportPath: handle.logs.timeReport,
    });
    // 64 MiB were touched, so the report must show more than that.
    expect(result.peakRssKib).toBeGreaterThan(64 * 1024);
    expect(readFileSync(handle.logs.timeReport, 'utf8')).toMatch(/Exit status: 0/);
    expect(readFileSync(handle.logs.stderr, 'utf8')).toContain('fake: got SIGINT');
    expect(alive(handle.pid)).toBe(false);
    expect(alive(handle.timePid)).toBe(false);
    expect(registry.size).toBe(0);
    expect(await handle.stop()).toBe(result);
    expect(await handle.exited).toEqual({ exitCode: 0, signal: null });
    expect(await isPortFree(opts.port)).toBe(true);
  });

  it('escalates to SIGTERM when the server ignores SIGINT, and still gets the RSS report', async () => {
    const handle = await start(await options(['--ignore-sigint']));
    const t0 = Date.now();
    const result = await handle.stop();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(SHORT_STOP.sigintMs);
    expect(result).toMatchObject({
      stoppedWith: 'SIGTERM',
      signal: 'SIGTERM',
      exitCode: null,
      peakRssError: null,
    });
    expect(result.peakRssKib).toBeGreaterThan(0);
    expect(readFileSync(handle.logs.stderr, 'utf8')).toContain('fake: got SIGINT');
    expect(alive(handle.pid)).toBe(false);
    expect(alive(handle.timePid)).toBe(false);
  });

  it('escalates to SIGKILL when the server ignores SIGINT and SIGTERM', async () => {
    const handle = await start(await options(['--ignore-sigint', '--ignore-sigterm']));
    const result = await handle.stop();
    expect(result).toMatchObject({ stoppedWith: 'SIGKILL', signal: 'SIGKILL', exitCode: null });
    expect(result.peakRssKib).toBeGreaterThan(0);
    expect(readFileSync(handle.logs.stderr, 'utf8')).toContain('fake: ignoring SIGTERM');
    expect(readFileSync(handle.logs.timeReport, 'utf8')).toMatch(/^Command terminated by signal 9$/m);
    expect(alive(handle.pid)).toBe(false);
    expect(registry.size).toBe(0);
  });

  it('makes a crash after health detectable and reports it at stop()', async () => {
    const handle = await start(await options(['--crash-after-health-ms', '150', '--exit-code', '3']));
    expect(handle.crashed()).toBe(false);
    expect(await handle.exited).toEqual({ exitCode: 3, signal: null });
    expect(handle.crashed()).toBe(true);
    const result = await handle.stop();
    expect(result).toMatchObject({ stoppedWith: 'exited', unexpectedExit: true, exitCode: 3, signal: null });
    expect(result.peakRssKib).toBeGreaterThan(0);
    expect(registry.size).toBe(0);
  });

  it('reports a missing GNU time report as a null RSS with a reason', async () => {
    const handle = await start(await options([]));
    // GNU time opened the file at start; unlinking it means the final report lands nowhere.
    unlinkSync(handle.logs.timeReport);
    const result = await handle.stop();
    expect(result.peakRssKib).toBeNull();
    expect(result.peakRssError).toBe(`${handle.logs.timeReport}: GNU time report missing`);
    expect(result.stoppedWith).toBe('SIGINT');
    expect(alive(handle.pid)).toBe(false);
  });
});

describe('start failures stop the process and explain why', () => {
  it('never healthy: times out after the deadline and stops the server', async () => {
    const opts = await options(['--never-healthy'], { healthDeadlineMs: 1500 });
    const t0 = Date.now();
    const error = await startServer(opts).catch((e: unknown) => e);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1500);
    expect(error).toBeInstanceOf(ServerHealthTimeoutError);
    expect((error as Error).message).toContain(
      `http://127.0.0.1:${opts.port}/health did not answer 200 within 1500 ms`,
    );
    expect((error as Error).message).toContain('last probe: HTTP 503');
    expect((error as Error).message).toContain('stopped with SIGINT');
    const pid = fakePidFromLog(join(opts.logDir, 'server.stderr.log'));
    expect(registry.seenPids).toContain(pid);
    expect(registry.seenPids.size).toBe(2);
    for (const seen of registry.seenPids) {
      expect(alive(seen)).toBe(false);
    }
    expect(registry.size).toBe(0);
    expect(readFileSync(join(opts.logDir, 'server-time.txt'), 'utf8')).toMatch(/Maximum resident set size/);
  });

  it('a stop from the registry while waiting for health aborts the start', async () => {
    const opts = await options(['--never-healthy']);
    const starting = startServer(opts).catch((e: unknown) => e);
    for (let i = 0; i < 200 && registry.list()[0]?.serverPid == null; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(registry.size).toBe(1);
    await registry.stopAll();
    const error = await starting;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `start of ${process.execPath} on port ${opts.port} was aborted: the server was stopped`,
    );
    expect(registry.size).toBe(0);
    for (const seen of registry.seenPids) {
      expect(alive(seen)).toBe(false);
    }
  });

  it('never listening: times out with the connection error as the last probe', async () => {
    const opts = await options(['--no-listen'], { healthDeadlineMs: 300 });
    const error = await startServer(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerHealthTimeoutError);
    expect((error as Error).message).toContain('last probe: ECONNREFUSED');
    // The server may be stopped before it printed anything, so its pid comes from the registry.
    expect(registry.seenPids.size).toBe(2);
    for (const seen of registry.seenPids) {
      expect(alive(seen)).toBe(false);
    }
    expect(registry.size).toBe(0);
  });

  it('crash before health: carries the exit code and the last 20 log lines', async () => {
    const opts = await options([
      '--stderr-lines',
      '30',
      '--crash-before-health-ms',
      '100',
      '--exit-code',
      '7',
      '--no-listen',
    ]);
    const error = await startServer(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerExitedBeforeHealthyError);
    expect(error).not.toBeInstanceOf(PortInUseError);
    const e = error as ServerExitedBeforeHealthyError;
    expect(e.exit).toEqual({ exitCode: 7, signal: null });
    expect(e.logTail).toHaveLength(20);
    expect(e.logTail[0]).toBe('fake log line 12');
    expect(e.logTail.at(-1)).toMatch(/^fake: crashing now/);
    expect(e.message).toContain('exit code 7');
    expect(e.message).toContain('fake log line 30');
    expect(e.message).not.toContain('fake log line 11\n');
    expect(e.message).toContain(join(opts.logDir, 'server.stderr.log'));
    expect(registry.size).toBe(0);
  });

  it('crash before health by a signal: names the signal', async () => {
    const opts = await options([
      '--crash-before-health-ms',
      '50',
      '--crash-signal',
      'SIGKILL',
      '--never-healthy',
    ]);
    const error = (await startServer(opts).catch((e: unknown) => e)) as ServerExitedBeforeHealthyError;
    expect(error).toBeInstanceOf(ServerExitedBeforeHealthyError);
    expect(error.exit).toEqual({ exitCode: null, signal: 'SIGKILL' });
    expect(error.message).toContain('signal SIGKILL');
  });

  it('port taken: refuses to spawn when a real listener holds the port', async () => {
    const { port, server } = await occupyPort();
    try {
      const opts = await options([]);
      const error = await startServer({ ...opts, argv: fakeArgv(port), port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as PortInUseError).port).toBe(port);
      expect((error as Error).message).toContain(`port 127.0.0.1:${port} is already in use`);
      expect(existsSync(join(opts.logDir, 'server.stderr.log'))).toBe(false);
      expect(registry.size).toBe(0);
    } finally {
      await closeServer(server);
    }
  });

  it("port taken: recognises the server's own bind failure when the pre-check is off", async () => {
    const { port, server } = await occupyPort();
    try {
      const opts = await options([]);
      const error = await startServer({ ...opts, argv: fakeArgv(port), port, checkPortFree: false }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PortInUseError);
      const e = error as PortInUseError;
      expect(e.exit).toEqual({ exitCode: 1, signal: null });
      expect(e.message).toContain(`could not bind 127.0.0.1:${port}`);
      expect(e.logTail.join('\n')).toContain("couldn't bind HTTP server socket");
    } finally {
      await closeServer(server);
    }
  });
});

describe('state file', () => {
  it('lists the running server with both pids and is emptied after stop', async () => {
    const stateFile = join(temp.dir, 'state', 'servers.json');
    registry.setStateFile(stateFile);
    const handle = await start(await options([]));
    const during = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(during.schema_version).toBe('1.0');
    expect(during.servers).toHaveLength(1);
    expect(during.servers[0]).toMatchObject({
      serverPid: handle.pid,
      timePid: handle.timePid,
      port: handle.port,
    });
    expect(during.servers[0].serverStartTicks).toEqual(expect.any(Number));
    await handle.stop();
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).servers).toEqual([]);
  });
});

describe('options and GNU time checks', () => {
  it.each([
    ['empty argv', { argv: [] }, /non-empty array/],
    [
      '--port mismatch',
      { argv: [process.execPath, '--port', '1234'], port: 4321 },
      /--port 1234 but .* port 4321/,
    ],
    ['non-loopback host', { argv: [process.execPath, '--host', '0.0.0.0'] }, /only 127\.0\.0\.1/],
    [
      'missing binary',
      { argv: ['./no/such/llama-server'] },
      /no\/such\/llama-server .* missing or not executable/,
    ],
    ['bad port', { argv: [process.execPath], port: 70000 }, /1\.\.65535, got 70000/],
  ])('rejects %s before spawning', async (_name, patch, message) => {
    const opts = { ...(await options([])), ...patch } as StartServerOptions;
    await expect(startServer(opts)).rejects.toThrow(ServerOptionsError);
    await expect(startServer(opts)).rejects.toThrow(message);
    expect(registry.size).toBe(0);
  });

  it('accepts the GNU time installed here', async () => {
    await expect(assertGnuTime('/usr/bin/time')).resolves.toBeUndefined();
  });

  it('rejects a missing time binary', async () => {
    await expect(assertGnuTime(join(temp.dir, 'missing-time'))).rejects.toThrow(GnuTimeUnavailableError);
    await expect(assertGnuTime(join(temp.dir, 'missing-time'))).rejects.toThrow(
      /GNU time not found .*ENOENT/,
    );
  });

  it('rejects a time that is not GNU time, quoting what it printed', async () => {
    const bsdTime = join(temp.dir, 'bsd-time');
    writeFileSync(bsdTime, '#!/bin/sh\necho "usage: time [-lp] utility" >&2\nexit 1\n');
    chmodSync(bsdTime, 0o755);
    const opts = { ...(await options([])), timeBinary: bsdTime };
    await expect(startServer(opts)).rejects.toThrow(GnuTimeUnavailableError);
    await expect(startServer(opts)).rejects.toThrow(
      /is not GNU time: "--version" printed "usage: time \[-lp\] utility"/,
    );
  });
});

describe('free ports', () => {
  it('findFreePort returns a bindable loopback port; isPortFree sees a listener', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
    const held = await occupyPort(port);
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await closeServer(held.server);
    }
  });
});
