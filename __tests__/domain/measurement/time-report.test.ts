import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parsePeakRssKib,
  parseTimedCommandStatus,
  peakRssMib,
} from '../../../src/domain/measurement/time-report.js';
import { TimeReportError } from '../../../src/domain/core/errors.js';
import { SEED_RUNS_DIR } from '../../kits/fixture-paths.js';

const SEED_RUNS = SEED_RUNS_DIR;

function report(rssLine: string, extra = ''): string {
  return [
    extra,
    '\tCommand being timed: "./llama-server --port 19001"',
    '\tUser time (seconds): 1.25',
    '\tAverage resident set size (kbytes): 0',
    rssLine,
    '\tPage size (bytes): 4096',
    '\tExit status: 0',
    '',
  ].join('\n');
}

describe('parsePeakRssKib', () => {
  it.each([
    ['tab-indented GNU line', '\tMaximum resident set size (kbytes): 3530824', 3530824],
    ['trailing spaces', '\tMaximum resident set size (kbytes): 27648   ', 27648],
    ['CRLF line end', '\tMaximum resident set size (kbytes): 1024\r', 1024],
    ['no indentation, no space after colon', 'Maximum resident set size (kbytes):7', 7],
  ])('reads %s', (_name, line, expected) => {
    expect(parsePeakRssKib(report(line), 'server-time.txt')).toBe(expected);
  });

  it('converts KiB to MiB by float division (seed reverse/q8-generic/p4)', () => {
    expect(peakRssMib(3530824)).toBe(3448.0703125);
  });

  it('reads every seed report and matches the value written in it', () => {
    const found: number[] = [];
    for (const pass of readdirSync(SEED_RUNS)) {
      for (const candidate of readdirSync(join(SEED_RUNS, pass))) {
        for (const p of readdirSync(join(SEED_RUNS, pass, candidate))) {
          const file = join(SEED_RUNS, pass, candidate, p, 'server-time.txt');
          const text = readFileSync(file, 'utf8');
          const digits = /Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1];
          expect(parsePeakRssKib(text, file)).toBe(Number(digits));
          found.push(Number(digits));
        }
      }
    }
    expect(found).toHaveLength(12);
    expect(found).toContain(3530824);
  });

  it.each([
    ['zero', report('\tMaximum resident set size (kbytes): 0'), /must be an integer > 0, got 0/],
    [
      'missing',
      report('\tMinimum resident set size (kbytes): 12'),
      /exactly one maximum RSS value \(found 0/,
    ],
    [
      'two matches',
      report('\tMaximum resident set size (kbytes): 12', '\tMaximum resident set size (kbytes): 13'),
      /exactly one maximum RSS value \(found 2/,
    ],
    ['negative', report('\tMaximum resident set size (kbytes): -5'), /found 0/],
    ['decimal', report('\tMaximum resident set size (kbytes): 12.5'), /found 0/],
    ['text after the value', report('\tMaximum resident set size (kbytes): 12 kB'), /found 0/],
    ['empty file', '', /found 0/],
  ])('rejects %s, naming the file', (_name, text, message) => {
    expect(() => parsePeakRssKib(text, 'runs/forward/q8/p1/server-time.txt')).toThrow(TimeReportError);
    expect(() => parsePeakRssKib(text, 'runs/forward/q8/p1/server-time.txt')).toThrow(message);
    expect(() => parsePeakRssKib(text, 'runs/forward/q8/p1/server-time.txt')).toThrow(
      /^runs\/forward\/q8\/p1\/server-time\.txt: /,
    );
  });
});

describe('parsePeakRssKib messages', () => {
  it('prefixes the file label exactly once', () => {
    expect(() =>
      parsePeakRssKib(report('\tMaximum resident set size (kbytes): 0'), 'a/server-time.txt'),
    ).toThrow(new Error('a/server-time.txt: maximum resident set size must be an integer > 0, got 0'));
    expect(() => parsePeakRssKib('', 'a/server-time.txt')).toThrow(
      new Error(
        'a/server-time.txt: GNU time output must contain exactly one maximum RSS value ' +
          '(found 0 "Maximum resident set size (kbytes):" lines)',
      ),
    );
  });
});

describe('parseTimedCommandStatus', () => {
  it('reads a normal exit as code 0', () => {
    expect(parseTimedCommandStatus(report('\tMaximum resident set size (kbytes): 5'))).toEqual({
      exitCode: 0,
      signalNumber: null,
    });
  });

  it('reads a non-zero exit', () => {
    const text = report('\tMaximum resident set size (kbytes): 5', 'Command exited with non-zero status 3');
    expect(parseTimedCommandStatus(text)).toEqual({ exitCode: 3, signalNumber: null });
  });

  it('reads a signal', () => {
    const text = report('\tMaximum resident set size (kbytes): 5', 'Command terminated by signal 9');
    expect(parseTimedCommandStatus(text)).toEqual({ exitCode: null, signalNumber: 9 });
  });

  it('returns null for an incomplete report', () => {
    expect(parseTimedCommandStatus('\tCommand being timed: "x"\n')).toBeNull();
    expect(parseTimedCommandStatus('')).toBeNull();
  });
});
