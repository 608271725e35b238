// The work session around a command's stages: a server a dead earlier command left running (its
// record in <work-dir>/.servers.json) is stopped first — after its pid, start time and command
// line are proven — this command's servers are recorded there, and the space reserve is kept.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPACE_RESERVE_FILE } from '../../src/adapters/bundle/space-reserve.js';
import { defaultServerRegistry } from '../../src/adapters/server/process-registry.js';
import { listChildPids, readProcessStat } from '../../src/adapters/process/process-tree.js';
import { SERVER_STATE_FILE, withWorkSession } from '../../src/orchestrators/work-session.js';
import { alive, until } from '../kits/fake-server-support.js';

let work: string;
let leftover: ChildProcess | undefined;
const lines: string[] = [];
const events = { log: (l: string) => void lines.push(l), progress: (l: string) => void lines.push(l) };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'pp-session-'));
  lines.length = 0;
});
afterEach(() => {
  leftover?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** A process group like GNU time over a server (`timeout` over `sleep`), recorded as a dead command left it. */
async function recordedLeftover(): Promise<{ leader: number; server: number }> {
  leftover = spawn('timeout', ['300', 'sleep', '300'], { detached: true, stdio: 'ignore' });
  const leader = leftover.pid!;
  expect(await until(() => listChildPids(leader).length === 1, 5_000)).toBe(true);
  const server = listChildPids(leader)[0];
  const record = {
    serverPid: server,
    serverStartTicks: readProcessStat(server)!.startTicks,
    timePid: leader,
    timeStartTicks: readProcessStat(leader)!.startTicks,
    port: 19999,
    executable: 'sleep',
    startedAt: '2026-01-01T00:00:00.000Z',
  };
  writeFileSync(join(work, SERVER_STATE_FILE), JSON.stringify({ schema_version: '1.0', servers: [record] }));
  return { leader, server };
}

describe('withWorkSession', () => {
  it('stops what a dead command left, records its own servers there, keeps the reserve meanwhile', async () => {
    const { server } = await recordedLeftover();
    let during: { stateFile?: string; reserve: boolean } | undefined;
    const result = await withWorkSession(work, events, async () => {
      during = {
        stateFile: defaultServerRegistry.getStateFile(),
        reserve: statSync(join(work, SPACE_RESERVE_FILE)).size > 0,
      };
      return 'done';
    });
    expect(result).toBe('done');
    expect(alive(server)).toBe(false);
    expect(lines.join('\n')).toMatch(
      /stopped llama-server on port 19999 \(pid \d+\), left running by an earlier command/,
    );
    expect(during).toEqual({ stateFile: join(work, SERVER_STATE_FILE), reserve: true });
    // Afterwards: no record of running servers, no reserve, the registry back to memory only.
    expect(existsSync(join(work, SERVER_STATE_FILE))).toBe(false);
    expect(existsSync(join(work, SPACE_RESERVE_FILE))).toBe(false);
    expect(defaultServerRegistry.getStateFile()).toBeUndefined();
  }, 30_000);

  it('a recorded pid that is now another process is left alone', async () => {
    const { server } = await recordedLeftover();
    const text = readFileSync(join(work, SERVER_STATE_FILE), 'utf8').replace(
      /"executable":"sleep"/,
      '"executable":"llama-server"',
    );
    writeFileSync(join(work, SERVER_STATE_FILE), text);
    await withWorkSession(work, events, async () => undefined);
    expect(alive(server)).toBe(true);
    expect(lines.join('\n')).toMatch(
      /left llama-server on port 19999 .* alone: the process under that pid is not provably the one recorded/,
    );
  }, 30_000);

  it('a caller that records its servers elsewhere (the action) keeps its own record', async () => {
    const own = join(work, 'action-servers.json');
    defaultServerRegistry.setStateFile(own);
    try {
      await withWorkSession(work, events, async () => expect(defaultServerRegistry.getStateFile()).toBe(own));
      expect(defaultServerRegistry.getStateFile()).toBe(own);
    } finally {
      defaultServerRegistry.setStateFile(undefined);
    }
  });
});
