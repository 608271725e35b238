// A server whose parent died stops itself. A driver process starts a process group (a sleeper in
// its own session, like GNU time over llama-server) with its watchdog, then is killed with SIGKILL:
// no handler of ours runs, and still the group ends — unless the recorded start time says the pid
// now belongs to another process, which is then left alone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { alive, until } from '../../kits/fake-server-support.js';

let dir: string;
const children: ChildProcess[] = [];
const groups: number[] = [];

const DRIVER = `
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startWatchdog } from './watchdog.mjs';
const [mode] = process.argv.slice(2);
const group = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
const ticks = Number(readFileSync('/proc/' + group.pid + '/stat', 'utf8').split(') ')[1].split(' ')[19]);
const watchdog = startWatchdog(group.pid, mode === 'wrong-start' ? ticks + 1 : ticks);
if (mode === 'stop') watchdog.stop();
process.stdout.write(JSON.stringify({ group: group.pid }) + '\\n');
setInterval(() => {}, 60000);
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-watchdog-'));
  const source = readFileSync('src/adapters/server/watchdog.ts', 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  writeFileSync(join(dir, 'watchdog.mjs'), js);
  writeFileSync(join(dir, 'driver.mjs'), DRIVER);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const g of groups.splice(0)) {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Starts the driver and returns it with the group it guards. */
async function drive(mode: string): Promise<{ driver: ChildProcess; group: number }> {
  const driver = spawn(process.execPath, [join(dir, 'driver.mjs'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(driver);
  const line = await new Promise<string>((resolve) =>
    driver.stdout!.once('data', (b: Buffer) => resolve(String(b))),
  );
  const { group } = JSON.parse(line) as { group: number };
  groups.push(group);
  return { driver, group };
}

/** Watchdog processes guarding `group` (their argv names it). */
function watchdogsOf(group: number): number {
  let n = 0;
  for (const pid of readdirPids()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.includes('paretopilot-capacity-watchdog') && argv.includes(String(group))) n++;
    } catch {
      // gone meanwhile
    }
  }
  return n;
}

function readdirPids(): string[] {
  return readdirSync('/proc').filter((p) => /^[0-9]+$/.test(p));
}

describe('startWatchdog', () => {
  it('ends the group when its parent is killed with SIGKILL', async () => {
    const { driver, group } = await drive('guard');
    expect(await until(() => watchdogsOf(group) === 1, 5_000)).toBe(true);
    driver.kill('SIGKILL');
    expect(await until(() => !alive(group), 15_000)).toBe(true);
    expect(await until(() => watchdogsOf(group) === 0, 5_000)).toBe(true);
  }, 30_000);

  it('leaves a pid alone whose start time is not the recorded one', async () => {
    const { driver, group } = await drive('wrong-start');
    expect(await until(() => watchdogsOf(group) === 1, 5_000)).toBe(true);
    driver.kill('SIGKILL');
    expect(await until(() => watchdogsOf(group) === 0, 5_000)).toBe(true);
    expect(alive(group)).toBe(true);
  }, 30_000);

  it('stop(): the watchdog goes, the group is untouched', async () => {
    const { group } = await drive('stop');
    expect(await until(() => watchdogsOf(group) === 0, 5_000)).toBe(true);
    expect(alive(group)).toBe(true);
  }, 30_000);
});
