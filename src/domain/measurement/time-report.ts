// Readers for the report written by GNU `time -v -o <file>` around a server (spec §6).
import { TimeReportError } from '../core/errors.js';

const PEAK_RSS_LINE = /^\s*Maximum resident set size \(kbytes\):\s*([0-9]+)\s*$/gm;

/** Peak RSS in KiB: exactly one matching line with a value > 0 (spec §6). */
export function parsePeakRssKib(text: string, fileLabel: string): number {
  const matches = [...text.matchAll(PEAK_RSS_LINE)];
  if (matches.length !== 1) {
    throw new TimeReportError(
      'GNU time output must contain exactly one maximum RSS value ' +
        `(found ${matches.length} "Maximum resident set size (kbytes):" lines)`,
      fileLabel,
    );
  }
  const digits = matches[0][1];
  const kib = Number(digits);
  if (!Number.isSafeInteger(kib) || kib <= 0) {
    throw new TimeReportError(`maximum resident set size must be an integer > 0, got ${digits}`, fileLabel);
  }
  return kib;
}

/** GNU time's "kbytes" are KiB; float division as in spec §6. */
export function peakRssMib(kib: number): number {
  return kib / 1024;
}

/** How the timed command ended, as GNU time recorded it. */
export type TimedCommandStatus =
  { exitCode: number; signalNumber: null } | { exitCode: null; signalNumber: number };

const SIGNAL_LINE = /^Command terminated by signal ([0-9]+)\s*$/m;
const NONZERO_LINE = /^Command exited with non-zero status ([0-9]+)\s*$/m;
// `-v` always ends with this line; without it the report is incomplete (time itself was killed).
const EXIT_STATUS_LINE = /^\s*Exit status:\s*[0-9]+\s*$/m;

/**
 * The timed command's own exit, read from the report rather than from time's exit code, because
 * time maps "killed by signal N" to exit code 128+N, which a real exit code could also be.
 * Returns null when the report is missing its final `Exit status:` line.
 */
export function parseTimedCommandStatus(text: string): TimedCommandStatus | null {
  if (!EXIT_STATUS_LINE.test(text)) {
    return null;
  }
  const signal = SIGNAL_LINE.exec(text);
  if (signal) {
    return { exitCode: null, signalNumber: Number(signal[1]) };
  }
  const nonZero = NONZERO_LINE.exec(text);
  return { exitCode: nonZero ? Number(nonZero[1]) : 0, signalNumber: null };
}
