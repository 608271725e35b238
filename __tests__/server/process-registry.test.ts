import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../src/adapters/server/free-port.js';
import {
  killLeftoverServers,
  ProcessRegistry,
  ServerStateFileError,
} from '../../src/adapters/server/process-registry.js';
import { readProcessStat, waitForProcessGone } from '../../src/adapters/server/process-tree.js';
import { parsePeakRssKib } from '../../src/domain/time-report.js';
import { runDriver, transpileServerAdapter, writeDriver } from './child-driver-support.js';
import { alive, killIfAlive, makeTempDir } from './fake-server-support.js';

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
