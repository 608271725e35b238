// Reads the run's files after the server ended: log tails for errors, evidence for the stop result.
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { countKleidiaiMarkers, extractSystemInfo } from '../../domain/measurement/server-log.js';
import { parsePeakRssKib } from '../../domain/measurement/time-report.js';

const TAIL_BYTES = 64 * 1024;

/** The last `lines` non-empty lines of a log file ([] when missing or empty). */
export function readLogTail(path: string, lines = 20): string[] {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return [];
  }
  try {
    const size = statSync(path).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    const all = buffer.toString('utf8').split(/\r?\n/);
    // A partial first line (cut by the byte window) is dropped unless it is the whole file.
    if (size > length) {
      all.shift();
    }
    return all.filter((line) => line.trim().length > 0).slice(-lines);
  } finally {
    closeSync(fd);
  }
}

export function readTextOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export interface ServerEvidence {
  peakRssKib: number | null;
  /** Why peakRssKib is null (missing or malformed report); null when it was read. */
  peakRssError: string | null;
  kleidiaiMarkerCount: number;
  systemInfo: string | null;
}

export function readServerEvidence(paths: {
  stdout: string;
  stderr: string;
  timeReport: string;
}): ServerEvidence {
  let peakRssKib: number | null = null;
  let peakRssError: string | null = null;
  const report = readTextOrNull(paths.timeReport);
  if (report === null) {
    peakRssError = `${paths.timeReport}: GNU time report missing`;
  } else {
    try {
      peakRssKib = parsePeakRssKib(report, paths.timeReport);
    } catch (error) {
      peakRssError = (error as Error).message;
    }
  }
  let stderrBytes: Buffer;
  try {
    stderrBytes = readFileSync(paths.stderr);
  } catch {
    stderrBytes = Buffer.alloc(0);
  }
  const systemInfo =
    extractSystemInfo(stderrBytes.toString('utf8')) ?? extractSystemInfo(readTextOrNull(paths.stdout) ?? '');
  return { peakRssKib, peakRssError, kleidiaiMarkerCount: countKleidiaiMarkers(stderrBytes), systemInfo };
}

// llama-server (cpp-httplib) and common runtimes phrase a failed bind in these ways.
const BIND_FAILURE = /couldn't bind|could not bind|address already in use|EADDRINUSE|failed to bind/i;

export function logSaysBindFailed(lines: readonly string[]): boolean {
  return lines.some((line) => BIND_FAILURE.test(line));
}
