import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../kits/free-port.js';
import { killLeftoverServers, ProcessRegistry } from '../../../src/adapters/server/process-registry.js';
import { ServerStateFileError } from '../../../src/adapters/errors.js';
import { readProcessStat, waitForProcessGone } from '../../../src/adapters/process/process-tree.js';
import { parsePeakRssKib } from '../../../src/domain/measurement/time-report.js';
import { runDriver, transpileServerAdapter, writeDriver } from '../../kits/child-driver-support.js';
import { alive, FAKE_SERVER, killIfAlive, makeTempDir, until } from '../../kits/fake-server-support.js';

let temp: { dir: string; cleanup: () => void };
let driver: string;
const toKill: number[] = [];

beforeAll(() => {
  temp = makeTempDir('server-registry');
  transpileServerAdapter(join(temp.dir, 'build'));
  driver = writeDriver(join(temp.dir, 'build'));
});

afterEach(() => {
  // Safety net: a failed assertion must not leave a server running.
  for (const pid of toKill.splice(0)) {
    killIfAlive(pid);
  }
});

afterAll(() => temp.cleanup());

async function runCase(name: string, withCleanup: boolean) {
  const stateFile = join(temp.dir, name, 'state.json');
  const logDir = join(temp.dir, name, 'logs');
  const run = await runDriver(driver, { stateFile, logDir, port: await findFreePort(), withCleanup });
  toKill.push(run.pids.pid, run.pids.timePid, run.child.pid as number);
  return { ...run, stateFile, logDir };
}

describe('installSignalCleanup in a separate process', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s to our process stops the server gracefully, then exits %i', async (signal, code) => {
    const run = await runCase(`cleanup-${signal}`, true);
    expect(alive(run.pids.pid)).toBe(true);
    expect(JSON.parse(readFileSync(run.stateFile, 'utf8')).servers[0].serverPid).toBe(run.pids.pid);

    run.child.kill(signal);
    expect(await run.exit).toEqual({ code, signal: null });
    expect(alive(run.pids.pid)).toBe(false);
    expect(alive(run.pids.timePid)).toBe(false);
    // The server got SIGINT (not a kill), and GNU time finished its report.
    expect(readFileSync(join(run.logDir, 'server.stderr.log'), 'utf8')).toContain('fake: got SIGINT');
    const report = readFileSync(join(run.logDir, 'server-time.txt'), 'utf8');
    expect(parsePeakRssKib(report, 'server-time.txt')).toBeGreaterThan(16 * 1024);
    expect(JSON.parse(readFileSync(run.stateFile, 'utf8')).servers).toEqual([]);
  });
});

describe('killLeftoverServers', () => {
  it('stops a server whose owner was SIGKILLed, using only the state file', async () => {
    const run = await runCase('leftover', true);
    // SIGKILL cannot be handled: this is the leak the post step exists for.
    run.child.kill('SIGKILL');
    expect(await run.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(alive(run.pids.pid)).toBe(true);

    const report = await killLeftoverServers(run.stateFile, { sigintMs: 3_000 });
    expect(report.stateFileFound).toBe(true);
    expect(report.results.map((r) => [r.record.serverPid, r.outcome])).toEqual([[run.pids.pid, 'SIGINT']]);
    expect(alive(run.pids.pid)).toBe(false);
    expect(await waitForProcessGone(run.pids.timePid, 3_000)).toBe(true);
    expect(JSON.parse(readFileSync(run.stateFile, 'utf8')).servers).toEqual([]);
    // GNU time outlived its owner and still wrote the report once the server exited.
    const timeReport = readFileSync(join(run.logDir, 'server-time.txt'), 'utf8');
    expect(parsePeakRssKib(timeReport, 'server-time.txt')).toBeGreaterThan(0);
  });

  it('never signals a pid that now belongs to another process', async () => {
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = bystander.pid as number;
    toKill.push(pid);
    const realTicks = readProcessStat(pid)?.startTicks as number;
    expect(realTicks).toBeGreaterThan(0);
    const stateFile = join(temp.dir, 'reused', 'state.json');
    new ProcessRegistry({ stateFile }).register(
      {
        serverPid: pid,
        serverStartTicks: realTicks - 1,
        timePid: pid,
        timeStartTicks: realTicks - 1,
        port: 1,
        executable: 'llama-server',
        startedAt: new Date(0).toISOString(),
      },
      async () => undefined,
    );
    const report = await killLeftoverServers(stateFile, { sigintMs: 100, sigtermMs: 100, sigkillMs: 100 });
    expect(report.results.map((r) => r.outcome)).toEqual(['gone']);
    expect(alive(pid)).toBe(true);
    bystander.kill('SIGKILL');
  });

  it('never signals a live pid whose start time was not recorded', async () => {
    // Detached: a process-group leader, like GNU time; the old code SIGKILLed its group.
    const asTime = spawn('sleep', ['30'], { stdio: 'ignore', detached: true });
    const asServer = spawn('sleep', ['30'], { stdio: 'ignore' });
    toKill.push(asTime.pid as number, asServer.pid as number);
    const stateFile = join(temp.dir, 'unknown-ticks', 'state.json');
    new ProcessRegistry({ stateFile }).register(
      {
        serverPid: asServer.pid as number,
        serverStartTicks: null,
        timePid: asTime.pid as number,
        timeStartTicks: null,
        port: 1,
        executable: 'sleep',
        startedAt: new Date(0).toISOString(),
      },
      async () => undefined,
    );
    const report = await killLeftoverServers(stateFile, { sigintMs: 100, sigtermMs: 100, sigkillMs: 100 });
    expect(report.results.map((r) => r.outcome)).toEqual(['unverified']);
    expect(alive(asTime.pid as number)).toBe(true);
    expect(alive(asServer.pid as number)).toBe(true);
  });

  it('never signals a pid whose start time matches but whose command is not the recorded server', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore', detached: true });
    const pid = other.pid as number;
    toKill.push(pid);
    const ticks = readProcessStat(pid)?.startTicks as number;
    const stateFile = join(temp.dir, 'other-command', 'state.json');
    new ProcessRegistry({ stateFile }).register(
      {
        serverPid: pid,
        serverStartTicks: ticks,
        timePid: pid,
        timeStartTicks: ticks,
        port: 1,
        executable: '/opt/llama/bin/llama-server',
        startedAt: new Date(0).toISOString(),
      },
      async () => undefined,
    );
    const report = await killLeftoverServers(stateFile, { sigintMs: 100, sigtermMs: 100, sigkillMs: 100 });
    expect(report.results.map((r) => r.outcome)).toEqual(['unverified']);
    expect(alive(pid)).toBe(true);
  });

  it('stops a leftover server that runs under a launcher (argv[0] is the emulator, not the binary)', async () => {
    // Like `qemu-aarch64 -cpu max -L <sysroot> llama-server …`: the process image is the launcher
    // (here node), and the recorded executable appears later in its command line.
    const port = await findFreePort();
    const server = spawn(process.execPath, [FAKE_SERVER, '--host', '127.0.0.1', '--port', String(port)], {
      stdio: 'ignore',
      detached: true,
    });
    const pid = server.pid as number;
    toKill.push(pid);
    await until(() => readProcessStat(pid) !== null, 5_000);
    const stateFile = join(temp.dir, 'launcher', 'state.json');
    new ProcessRegistry({ stateFile }).register(
      {
        serverPid: pid,
        serverStartTicks: readProcessStat(pid)?.startTicks as number,
        // GNU time is already gone: only the server's own record can identify it.
        timePid: pid + 1_000_000,
        timeStartTicks: null,
        port,
        executable: FAKE_SERVER,
        startedAt: new Date(0).toISOString(),
      },
      async () => undefined,
    );
    const report = await killLeftoverServers(stateFile, {
      sigintMs: 3_000,
      sigtermMs: 1_000,
      sigkillMs: 1_000,
    });
    expect(report.results.map((r) => r.outcome)).toEqual(['SIGINT']);
    expect(await until(() => !alive(pid), 5_000)).toBe(true);
  });

  it('treats a missing state file as nothing to do', async () => {
    const report = await killLeftoverServers(join(temp.dir, 'absent.json'));
    expect(report).toEqual({ stateFile: join(temp.dir, 'absent.json'), stateFileFound: false, results: [] });
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['no servers array', '{"schema_version":"1.0"}', /"servers" array/],
    ['bad pid', '{"servers":[{"timePid":"12","serverPid":null}]}', /servers\[0\] must have timePid/],
  ])('rejects a state file that is %s, naming it', async (_name, text, message) => {
    const file = join(temp.dir, `bad-${_name.replace(/\W/g, '-')}.json`);
    writeFileSync(file, text);
    await expect(killLeftoverServers(file)).rejects.toThrow(ServerStateFileError);
    await expect(killLeftoverServers(file)).rejects.toThrow(new RegExp(`^${file}: `));
    await expect(killLeftoverServers(file)).rejects.toThrow(message);
  });
});

describe('ProcessRegistry', () => {
  const rec = (timePid: number) => ({
    serverPid: null,
    serverStartTicks: null,
    timePid,
    timeStartTicks: 1,
    port: timePid,
    executable: 'llama-server',
    startedAt: '',
  });
  const listed = (file: string): number[] =>
    (JSON.parse(readFileSync(file, 'utf8')) as { servers: Array<{ timePid: number }> }).servers
      .map((s) => s.timePid)
      .sort();

  it('keeps the servers an earlier step left when a later step writes the common state file', () => {
    const stateFile = join(temp.dir, 'runner-temp', 'state.json');
    // Step 1 (its own process) leaves a server behind in the file.
    const step1 = new ProcessRegistry({ stateFile });
    step1.register(rec(201), async () => undefined);
    step1.register(rec(202), async () => undefined);
    step1.unregister(202);
    // Step 2 starts: pointing its registry at the file must not forget step 1's server.
    const step2 = new ProcessRegistry();
    step2.setStateFile(stateFile);
    expect(listed(stateFile)).toEqual([201]);
    step2.register(rec(301), async () => undefined);
    expect(listed(stateFile)).toEqual([201, 301]);
    step2.update(301, { port: 9 });
    step2.unregister(301);
    expect(listed(stateFile)).toEqual([201]);
    expect(step2.list()).toEqual([]);
  });

  it('replaces a stale line that names its own pid and rewrites an unreadable file', () => {
    const stateFile = join(temp.dir, 'stale', 'state.json');
    new ProcessRegistry({ stateFile }).register({ ...rec(401), port: 1 }, async () => undefined);
    const again = new ProcessRegistry({ stateFile });
    again.register({ ...rec(401), port: 2 }, async () => undefined);
    const servers = (JSON.parse(readFileSync(stateFile, 'utf8')) as { servers: Array<{ port: number }> })
      .servers;
    expect(servers.map((s) => s.port)).toEqual([2]);
    writeFileSync(stateFile, '{ not json');
    again.register(rec(402), async () => undefined);
    expect(listed(stateFile)).toEqual([401, 402]);
  });

  it('stopAll calls every stop function even when one fails', async () => {
    const registry = new ProcessRegistry();
    const calls: number[] = [];
    const record = (timePid: number) => ({
      serverPid: null,
      serverStartTicks: null,
      timePid,
      timeStartTicks: null,
      port: timePid,
      executable: 'x',
      startedAt: '',
    });
    registry.register(record(101), async () => {
      calls.push(101);
      throw new Error('stop failed');
    });
    registry.register(record(102), async () => calls.push(102));
    await expect(registry.stopAll()).resolves.toBeUndefined();
    expect(calls.sort()).toEqual([101, 102]);
    registry.unregister(101);
    expect(registry.list().map((r) => r.timePid)).toEqual([102]);
  });
});
