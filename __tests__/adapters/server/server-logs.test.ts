// What the run's files say after the server ended: log tails, peak RSS, KleidiAI markers, bind failures.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  logSaysBindFailed,
  readLogTail,
  readServerEvidence,
  readTextOrNull,
} from '../../../src/adapters/server/server-logs.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-server-logs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('log tails', () => {
  it('keeps the last non-empty lines, [] for a missing file', () => {
    const log = join(dir, 'server.log');
    writeFileSync(log, 'one\r\n\ntwo\n   \nthree\n');
    expect(readLogTail(log)).toEqual(['one', 'two', 'three']);
    expect(readLogTail(log, 2)).toEqual(['two', 'three']);
    expect(readLogTail(join(dir, 'absent.log'))).toEqual([]);
    expect(readTextOrNull(join(dir, 'absent.log'))).toBeNull();
  });

  it('drops the line the 64 KiB window cuts in half', () => {
    const log = join(dir, 'big.log');
    writeFileSync(log, `${'x'.repeat(70 * 1024)}\nlast but one\nlast\n`);
    expect(readLogTail(log)).toEqual(['last but one', 'last']);
  });

  it('recognises the ways a failed bind is phrased', () => {
    expect(logSaysBindFailed(['main: loading model', "couldn't bind HTTP server socket"])).toBe(true);
    expect(logSaysBindFailed(['Error: listen EADDRINUSE: address already in use'])).toBe(true);
    expect(logSaysBindFailed(['main: server is listening on http://127.0.0.1:8080'])).toBe(false);
  });
});

describe('server evidence', () => {
  const paths = () => ({
    stdout: join(dir, 'server.stdout.log'),
    stderr: join(dir, 'server.stderr.log'),
    timeReport: join(dir, 'server-time.txt'),
  });

  it('reads the peak RSS, the KleidiAI markers of stderr and the system_info line', () => {
    const p = paths();
    writeFileSync(
      p.timeReport,
      '\tCommand being timed: "llama-server"\n\tMaximum resident set size (kbytes): 123456\n',
    );
    writeFileSync(
      p.stderr,
      'load_tensors: CPU_KLEIDIAI model buffer size = 1.0 MiB\nsystem_info: n_threads = 4 | CPU : NEON = 1 |\n' +
        'load_tensors: CPU_KLEIDIAI model buffer size = 2.0 MiB\n',
    );
    expect(readServerEvidence(p)).toEqual({
      peakRssKib: 123456,
      peakRssError: null,
      kleidiaiMarkerCount: 2,
      systemInfo: 'n_threads = 4 | CPU : NEON = 1 |',
    });
  });

  it('says why the peak RSS is missing, and falls back to stdout for system_info', () => {
    const p = paths();
    writeFileSync(p.stdout, 'system_info: n_threads = 2\n');
    expect(readServerEvidence(p)).toEqual({
      peakRssKib: null,
      peakRssError: `${p.timeReport}: GNU time report missing`,
      kleidiaiMarkerCount: 0,
      systemInfo: 'n_threads = 2',
    });
    writeFileSync(p.timeReport, 'Command exited with non-zero status 1\n');
    expect(readServerEvidence(p).peakRssError).toBe(
      `${p.timeReport}: GNU time output must contain exactly one maximum RSS value (found 0 "Maximum resident set size (kbytes):" lines)`,
    );
  });
});
