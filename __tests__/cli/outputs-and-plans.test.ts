// One overwrite rule for every writer, and plans that cannot run refused before any work.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { cli } from '../kits/seed-bundle.js';
import { SEED_RECEIPT_PATH, SEED_STUDY_PATH } from '../kits/seed-study.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-out-'));
  cpSync(SEED_STUDY_PATH, join(dir, 'study.json'));
  cpSync(SEED_RECEIPT_PATH, join(dir, 'receipt.md'));
  cpSync('__tests__/fixtures/four-file-plans/tiny', join(dir, 'plan'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const editJson = (rel: string, edit: (v: any) => void): void => {
  const v = parseJson(readFileSync(join(dir, rel), 'utf8')) as any;
  edit(v);
  writeFileSync(join(dir, rel), canonicalJson(v));
};

describe.each([
  ['receipt', ['receipt', 'study.json'], /^# /],
  ['report', ['report', 'study.json'], /^<!DOCTYPE html>/],
  ['report --format mermaid', ['report', 'study.json', '--format', 'mermaid'], /mermaid/],
  ['export-evidence', ['export-evidence', 'study.json'], /"schema_version"/],
])('%s obeys the overwrite rule', (_name, args, content) => {
  test('refuses an existing output without --force, replaces it atomically with --force', async () => {
    writeFileSync(join(dir, 'out.txt'), 'keep');
    let r = await cli([...args, '--output', 'out.txt'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/out\.txt: output already exists \(pass --force to overwrite\)/);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('keep');
    r = await cli([...args, '--output', 'out.txt', '--force'], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toMatch(content);
    // No temporary sibling is left behind.
    expect(readdirSync(dir).sort()).toEqual(['out.txt', 'plan', 'receipt.md', 'study.json']);
  });
  test('a missing parent directory is an error naming it; nothing is created', async () => {
    const r = await cli([...args, '--output', 'a/b/out.txt'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/a\/b\/out\.txt: directory a\/b does not exist \(create it first\)/);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });
});

test('assemble writes a new file inside its bundle (the receipt reproduce flow) but never replaces one', async () => {
  const bundle = join(dir, 'bundle');
  cpSync('__tests__/fixtures/reference/seed-bundle', bundle, { recursive: true });
  rmSync(join(bundle, 'README.md'));
  let r = await cli(['assemble', '.', '--output', 'capacity-study.reproduced.json'], bundle);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const published = readFileSync(join(bundle, 'capacity-study.json'));
  r = await cli(['assemble', '.', '--output', 'capacity-study.json', '--force'], bundle);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/capacity-study\.json: would replace capacity-study\.json of the input bundle \./);
  expect(readFileSync(join(bundle, 'capacity-study.json'))).toEqual(published);
});

test('pins --write rewrites the plan in place (the flag is the consent) and nothing else', async () => {
  // Both candidates, so they still differ in one factor only (no confounded-pair warning).
  editJson('plan/capacity-run.json', (s) => {
    for (const id of ['tiny-f16', 'tiny-q8']) s.candidates[id].server_args[1] = '2';
  });
  const before = readFileSync(join(dir, 'plan/capacity-plan.json'), 'utf8');
  const r = await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(readFileSync(join(dir, 'plan/capacity-plan.json'), 'utf8')).not.toBe(before);
  expect(r.out).toBe('updated plan/capacity-plan.json\n');
  expect(readdirSync(join(dir, 'plan')).sort()).toEqual([
    'capacity-plan.json',
    'capacity-run.json',
    'evaluation-suite.json',
    'load-plan.json',
  ]);
});

test('pins --write changes only the pin values: indentation, key order and numbers stay as written', async () => {
  editJson('plan/capacity-run.json', (s) => {
    for (const id of ['tiny-f16', 'tiny-q8']) s.candidates[id].server_args[1] = '2';
  });
  // A hand-written plan: 4-space indentation, keys out of order, unusual spacing.
  const plan = JSON.parse(readFileSync(join(dir, 'plan/capacity-plan.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const reordered = Object.fromEntries(Object.entries(plan).reverse());
  const text = JSON.stringify(reordered, null, 4).replace(
    /"schema_version": "([^"]+)"/,
    '"schema_version":   "$1"',
  );
  writeFileSync(join(dir, 'plan/capacity-plan.json'), `${text}\n`);
  const r = await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir);
  expect([r.code, r.err]).toEqual([0, '']);
  const after = readFileSync(join(dir, 'plan/capacity-plan.json'), 'utf8');
  expect(after).not.toBe(`${text}\n`);
  const hashesHidden = (t: string) => t.replace(/"[0-9a-f]{64}"/g, '"<sha256>"');
  expect(hashesHidden(after)).toBe(hashesHidden(`${text}\n`));
  expect(after).toContain('"schema_version":   "');
  // The plan the tool reads back runs: a second --write finds nothing to change.
  const again = await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir);
  expect([again.code, again.out]).toEqual([0, 'plan/capacity-plan.json: pins already up to date\n']);
  expect(readFileSync(join(dir, 'plan/capacity-plan.json'), 'utf8')).toBe(after);
});

describe('a plan that cannot run never starts work', () => {
  const PREPARE = [
    'prepare',
    '--plan',
    'plan/capacity-run.json',
    '--work-dir',
    'work',
    '--cache-dir',
    'cache',
  ];

  test('1000 candidates with matching pins are refused before any tool check, build or download', async () => {
    editJson('plan/capacity-run.json', (s) => {
      const alt = s.candidates['tiny-q8'];
      for (let i = 0; i < 998; i++) s.candidates[`alt-${i}`] = alt;
    });
    editJson('plan/capacity-plan.json', (p) => {
      const alt = p.candidates[1];
      for (let i = 0; i < 998; i++) p.candidates.push({ ...alt, id: `alt-${i}`, label: `alt ${i}` });
    });
    const pins = await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir);
    expect(pins.code).toBe(0);
    const r = await cli(PREPARE, dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /plan\/capacity-plan\.json: \/candidates: the plan needs 6000 server configurations \(2 passes × 1000 candidates × 2 server levels \+ 2000 quality servers\); at most 256 fit one study/,
    );
    expect(existsSync(join(dir, 'work'))).toBe(false);
    expect(existsSync(join(dir, 'cache'))).toBe(false);
  });

  test('models larger than the free disk space are refused before any build', async () => {
    editJson('plan/capacity-run.json', (s) => {
      s.candidates['tiny-q8'].model = {
        url: 'https://models.invalid/huge.gguf',
        sha256: 'a'.repeat(64),
        size_bytes: 1e12,
        family: 'huge',
        filename: 'huge.gguf',
      };
    });
    expect((await cli(['pins', '--plan', 'plan/capacity-run.json', '--write'], dir)).code).toBe(0);
    const r = await cli(PREPARE, dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /GiB free for the cache directory .*cache; the study needs about 93\d\.\d+ GiB there \(a build \(1\.5 GiB\) and the models to download \(931\.3 GiB\)/,
    );
    expect(existsSync(join(dir, 'work'))).toBe(false);
    expect(existsSync(join(dir, 'cache'))).toBe(false);
    // The same model already in the cache (a sparse file of the declared size) needs no space.
    const cached = modelCachePath(join(dir, 'cache'), 'a'.repeat(64));
    mkdirSync(dirname(cached), { recursive: true });
    writeFileSync(cached, '');
    truncateSync(cached, 1e12);
    const again = await cli(PREPARE, dir);
    expect(again.code).toBe(2);
    // Every problem on a line of its own, and no pointer to --help: the command line was fine. The
    // validation's warnings come first: the sparse stand-in in the cache has no GGUF header.
    expect(again.err).toMatch(
      /^( {2}warning: .+\n)*prepare: cannot start \(\d+ problems?\):\n( {2}- .+\n)+$/,
    );
    expect(again.err).toContain(
      '  warning: tiny-q8: its cached copy is not a GGUF model llama-server can load',
    );
    expect(again.err).toMatch(/\n {2}- cmake is required but was not found on PATH/);
    expect(again.err).not.toMatch(/--help|; /);
    expect(again.err).not.toMatch(/free for the cache directory/);
    expect(existsSync(join(dir, 'work'))).toBe(false);
  });
});
