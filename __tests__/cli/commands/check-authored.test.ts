// `check` of an authored plan: a table of mistakes in a copy of examples/tiny/capacity.json, each
// reported against the authored file with its JSON pointer and a fix — the plan's own mistakes all
// in one run — and the problems only the derived documents show mapped back to the authored field.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../../kits/seed-bundle.js';

// Test documents are edited freely; the check under test reads them back field by field.
type Doc = Record<string, any>;
const TINY = 'examples/tiny/capacity.json';
const URL_MODEL = () => ({
  url: 'https://models.invalid/resolve/0123/model-q8_0.gguf',
  sha256: 'a'.repeat(64),
  size_bytes: 4096,
});

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

async function checkAuthored(mutate: (d: Doc, dir: string) => void, name = 'capacity.json') {
  const dir = mkdtempSync(join(tmpdir(), 'pp-check-authored-'));
  dirs.push(dir);
  const doc: Doc = JSON.parse(readFileSync(TINY, 'utf8'));
  mutate(doc, dir);
  writeFileSync(join(dir, name), JSON.stringify(doc, null, 2));
  const r = await cli(['check', name, '--offline', '--json', '--cache-dir', join(dir, 'cache')], dir);
  const report = r.out ? JSON.parse(r.out) : undefined;
  return { ...r, report };
}

type Mistake = [string, (d: Doc) => void, { pointer: string; message: RegExp; fix: RegExp }];

const MISTAKES: Mistake[] = [
  [
    'a sha256 one digit short',
    (d) => void (d.models['tiny-q8_0'] = { ...URL_MODEL(), sha256: 'a'.repeat(63) }),
    { pointer: '/models/tiny-q8_0/sha256', message: /pattern/, fix: /64 lowercase hex digits/ },
  ],
  [
    'a sha256 in upper case',
    (d) => void (d.models['tiny-f16'] = { ...URL_MODEL(), sha256: 'A'.repeat(64) }),
    { pointer: '/models/tiny-f16/sha256', message: /pattern/, fix: /sha256sum/ },
  ],
  [
    'a model without size_bytes',
    (d) => {
      const { size_bytes: _drop, ...model } = URL_MODEL();
      d.models.sized = model;
    },
    { pointer: '/models/sized/size_bytes', message: /is required/, fix: /stat -c %s/ },
  ],
  [
    'a key typo',
    (d) => void (d.gates.max_server_peak_rss_mb = 512),
    {
      pointer: '/gates/max_server_peak_rss_mb',
      message: /is not an allowed key \(did you mean "max_server_peak_rss_mib"\?\)/,
      fix: /rename the key to max_server_peak_rss_mib/,
    },
  ],
  [
    'server levels not ascending',
    (d) => void (d.grid.server_parallel = [2, 1]),
    { pointer: '/grid/server_parallel', message: /strictly ascending/, fix: /ascending order/ },
  ],
  [
    'a candidate naming an unknown build',
    (d) => void (d.candidates['tiny-q8'].build = 'generik'),
    {
      pointer: '/candidates/tiny-q8/build',
      message: /"generik" is not declared under \/builds/,
      fix: /builds/,
    },
  ],
  [
    'a candidate naming an unknown model',
    (d) => void (d.candidates['tiny-f16'].model = 'tiny-f32'),
    {
      pointer: '/candidates/tiny-f16/model',
      message: /"tiny-f32" is not declared under \/models/,
      fix: /models/,
    },
  ],
];

describe('an authored plan mistake is reported against the authored file (exit 2)', () => {
  test.each(MISTAKES)('%s', async (_name, mutate, expected) => {
    const r = await checkAuthored(mutate);
    expect(r.code).toBe(2);
    expect(r.report.problems).toEqual(
      expect.arrayContaining([
        {
          file: 'capacity.json',
          pointer: expected.pointer,
          message: expect.stringMatching(expected.message),
          fix: expect.stringMatching(expected.fix),
        },
      ]),
    );
  });

  test('every mistake at once: one check reports them all', async () => {
    const r = await checkAuthored((d) => {
      for (const [, mutate] of MISTAKES) mutate(d);
    });
    expect(r.code).toBe(2);
    const found = r.report.problems.map((p: { file: string; pointer: string }) => `${p.file} ${p.pointer}`);
    for (const [, , expected] of MISTAKES) expect(found).toContain(`capacity.json ${expected.pointer}`);
  });
});

describe('problems only the derived documents show name the authored field', () => {
  test.each([
    [
      'a server argument the study sets',
      (d: Doc) => void d.candidates['tiny-f16'].server_args.push('--port', '9000'),
      '/candidates/tiny-f16/server_args',
      /--port is set by the study itself/,
    ],
    [
      'a TTFT limit above the end-to-end limit',
      (d: Doc) => void (d.slo.max_ttft_ms_p95 = 5000),
      '/slo/max_ttft_ms_p95',
      /at most max_e2e_latency_ms_p95/,
    ],
    [
      'builds that differ beyond kleidiai',
      (d: Doc) => {
        d.builds.kleidiai = { kleidiai: true, cmake_options: { GGML_LTO: 'ON' } };
        d.candidates['tiny-q8'].build = 'kleidiai';
      },
      '/builds/kleidiai',
      /may differ only in kleidiai/,
    ],
    [
      'measured requests not divisible by a client level',
      (d: Doc) => {
        d.grid.client_concurrency = [1, 3];
        d.load = { ...d.load, measured_requests_per_level: 32 };
      },
      '/load/measured_requests_per_level',
      /divisible by every concurrency level/,
    ],
  ])('%s', async (_name, mutate, pointer, message) => {
    const r = await checkAuthored(mutate);
    expect(r.code).toBe(2);
    expect(r.report.problems).toEqual([
      { file: 'capacity.json', pointer, message: expect.stringMatching(message), fix: expect.any(String) },
    ]);
  });
});

/** The tiny plan with its inline suite moved to suite.json (written as `write` gives it). */
const withSuiteFile =
  (write: (suite: Doc) => string = (suite) => JSON.stringify(suite, null, 2)) =>
  (d: Doc, dir: string) => {
    const { cases, ...rest } = d.quality;
    const suite = { schema_version: '1.0', id: rest.id, license: rest.license, quality_cases: cases };
    const performance = {
      prompt: rest.performance.prompt,
      generation_tokens: rest.performance.generation_tokens,
      repetitions: 5,
      warmups: 1,
    };
    writeFileSync(join(dir, 'suite.json'), write({ ...suite, performance }));
    delete d.quality;
    d.quality_suite = 'suite.json';
  };

describe('a quality_suite file', () => {
  test('is read from the plan folder and judged as the file it is', async () => {
    expect((await checkAuthored(withSuiteFile())).code).toBe(0);
    const bad = await checkAuthored(
      withSuiteFile((suite) => JSON.stringify({ ...suite, quality_cases: [{ id: 'x', prompt: 'p' }] })),
    );
    expect(bad.code).toBe(2);
    expect(bad.report.problems).toEqual([
      expect.objectContaining({ file: 'suite.json', pointer: '/quality_cases/0/accepted_answers' }),
    ]);
  });

  test('reformatting it changes no pin', async () => {
    const pins = async (indent: number) => {
      const dir = mkdtempSync(join(tmpdir(), 'pp-suite-pins-'));
      dirs.push(dir);
      const doc: Doc = JSON.parse(readFileSync(TINY, 'utf8'));
      withSuiteFile((suite) => JSON.stringify(suite, null, indent))(doc, dir);
      writeFileSync(join(dir, 'capacity.json'), JSON.stringify(doc));
      const r = await cli(['pins', '--plan', 'capacity.json'], dir);
      expect(r.code).toBe(0);
      return JSON.parse(r.out).pins;
    };
    expect(await pins(7)).toEqual(await pins(0));
  });

  test('and an inline quality block exclude each other', async () => {
    const r = await checkAuthored((d) => (d.quality_suite = 'suite.json'));
    expect(r.code).toBe(2);
    expect(r.report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/quality_suite', message: expect.stringMatching(/not both/) }),
      ]),
    );
  });
});

describe('check and run read a plan the same way: one problem, one message', () => {
  test.each([
    [
      'both quality and quality_suite',
      (d: Doc) => (d.quality_suite = 'suite.json'),
      '/quality_suite',
      'give either an inline quality block or a quality_suite file, not both',
    ],
    [
      'a model with both url and path',
      (d: Doc) => (d.models['tiny-f16'] = { ...URL_MODEL(), path: 'model-q8_0.gguf' }),
      '/models/tiny-f16',
      'give exactly one of url or path',
    ],
  ])('%s', async (_name, mutate, pointer, message) => {
    const checked = await checkAuthored(mutate);
    expect(checked.code).toBe(2);
    expect(checked.report.problems.map((p: Doc) => [p.pointer, p.message])).toEqual([[pointer, message]]);
    const dir = dirs[dirs.length - 1];
    const run = await cli(['run', '--plan', 'capacity.json', '--work-dir', 'work'], dir);
    expect(run.code).toBe(2);
    expect(run.err).toBe(`run: capacity.json: ${pointer}: ${message}\n`);
  });
});

test('a 10 MB unknown key is reported cut short, without a suggestion that would compare all of it', async () => {
  const key = `x${'y'.repeat(10 * 2 ** 20)}`;
  const r = await checkAuthored((d) => void (d.gates[key] = 1));
  expect(r.code).toBe(2);
  const shown = `/gates/x${'y'.repeat(63)}… (a key of ${key.length} characters)`;
  expect(r.report.problems).toEqual([
    expect.objectContaining({ pointer: shown, message: 'is not an allowed key' }),
  ]);
  expect(r.out.length).toBeLessThan(4096);
});

describe('check of authored plans that read cleanly', () => {
  test('a comparison that changes build and model at once is a warning, not a problem', async () => {
    const r = await checkAuthored((d) => {
      d.builds.kleidiai = { kleidiai: true };
      d.candidates['tiny-q8'].build = 'kleidiai';
    });
    expect(r.report.problems).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.warnings.join('\n')).toMatch(/tiny-f16 and tiny-q8 differ in more than one factor/);
  });

  test('a capacity plan passed as the plan is named for what it is', async () => {
    const r = await cli(['check', '__tests__/fixtures/four-file-plans/tiny/capacity-plan.json', '--offline']);
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'this is a capacity plan (capacity-plan.json), not the run spec (capacity-run.json) or an authored plan (capacity.json)',
    );
    expect(r.out).toContain('or an authored plan (capacity.json)');
  });

  test('a load plan passed to a stage is refused with what it is', async () => {
    const r = await cli(['prepare', '--plan', '__tests__/fixtures/four-file-plans/tiny/load-plan.json']);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'this is a load plan (load-plan.json), not the run spec (capacity-run.json) or an authored plan',
    );
  });
});
