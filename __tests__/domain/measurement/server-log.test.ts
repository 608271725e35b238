import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countKleidiaiMarkers, extractSystemInfo } from '../../../src/domain/measurement/server-log.js';
import { SEED_RUNS_DIR } from '../../kits/fixture-paths.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const MARKER = 'CPU_KLEIDIAI model buffer';
const SEED_RUNS = SEED_RUNS_DIR;

describe('countKleidiaiMarkers', () => {
  it.each([
    ['empty', '', 0],
    ['no marker (generic build)', 'load_tensors:   CPU_Mapped model buffer size =   1000.00 MiB\n', 0],
    ['one llama.cpp line', 'load_tensors:   CPU_KLEIDIAI model buffer size =   500.00 MiB\n', 1],
    ['two adjacent markers', `${MARKER}${MARKER}`, 2],
    ['marker at the very end', `xx${MARKER}`, 1],
    ['truncated marker', MARKER.slice(0, -1), 0],
    ['lower case', MARKER.toLowerCase(), 0],
    ['different case in one letter', 'CPU_KleidiAI model buffer', 0],
    ['two spaces inside', 'CPU_KLEIDIAI  model buffer', 0],
    ['three on separate lines', `${MARKER} a\nb ${MARKER}\n${MARKER}\n`, 3],
  ])('%s → %i', (_name, text, expected) => {
    expect(countKleidiaiMarkers(enc(text))).toBe(expected);
  });

  it('counts markers surrounded by invalid UTF-8 and NUL bytes', () => {
    const garbage = Uint8Array.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x80, 0x43]);
    const marker = enc(MARKER);
    const bytes = new Uint8Array(garbage.length * 3 + marker.length * 2);
    bytes.set(garbage, 0);
    bytes.set(marker, garbage.length);
    bytes.set(garbage, garbage.length + marker.length);
    bytes.set(marker, garbage.length * 2 + marker.length);
    bytes.set(garbage, garbage.length * 2 + marker.length * 2);
    expect(countKleidiaiMarkers(bytes)).toBe(2);
  });

  it('matches the seed: one marker in each q4 log, none in q8 logs', () => {
    const counts: Record<string, number> = {};
    for (const pass of readdirSync(SEED_RUNS)) {
      for (const candidate of readdirSync(join(SEED_RUNS, pass))) {
        for (const p of readdirSync(join(SEED_RUNS, pass, candidate))) {
          const bytes = readFileSync(join(SEED_RUNS, pass, candidate, p, 'server.stderr.log'));
          counts[`${pass}/${candidate}/${p}`] = countKleidiaiMarkers(bytes);
        }
      }
    }
    expect(Object.keys(counts)).toHaveLength(12);
    for (const [label, count] of Object.entries(counts)) {
      expect([label, count]).toEqual([label, label.includes('q4-kleidiai') ? 1 : 0]);
    }
  });
});

describe('extractSystemInfo', () => {
  const line =
    'n_threads = 4 (n_threads_batch = 4) / 4 | CPU : NEON = 1 | ARM_FMA = 1 | SVE = 1 | KLEIDIAI = 1 | REPACK = 1 |';

  it('returns the text after system_info: on its line', () => {
    const log = `build: 1 (80fb11a)\nsystem_info: ${line}\nmain: loading model\n`;
    expect(extractSystemInfo(log)).toBe(line);
  });

  it('accepts a log prefix before the key and CRLF endings', () => {
    expect(extractSystemInfo(`0.00.012.345 I system_info: ${line}\r\nnext\r\n`)).toBe(line);
  });

  it('takes the first of several lines', () => {
    expect(extractSystemInfo('system_info: first\nsystem_info: second\n')).toBe('first');
  });

  it('returns null when absent or only part of another word', () => {
    expect(extractSystemInfo('main: server is listening\n')).toBeNull();
    expect(extractSystemInfo('print_system_info: not it\n')).toBeNull();
    expect(extractSystemInfo('')).toBeNull();
  });
});
