// `convert` writes the authored plan of a four-file plan (what the committed examples are), refuses
// what it cannot convert and never replaces a file unasked; `pins` prints an authored plan's pins.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { deriveAuthoredDocuments } from '../../../src/domain/plan/authored-plan.js';
import { cli } from '../../kits/seed-bundle.js';

const FOUR = '__tests__/fixtures/four-file-plans';
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-convert-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test.each(['tiny', 'arm64-emulated', 'neoverse-qwen-factorial'])(
  'convert of the four-file %s plan is the committed example',
  async (name) => {
    const r = await cli([
      'convert',
      `${FOUR}/${name}/capacity-run.json`,
      '--schema',
      '../../schemas/capacity.schema.json',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(canonicalJson(parseJson(r.out))).toBe(
      canonicalJson(parseJson(readFileSync(`examples/${name}/capacity.json`, 'utf8'))),
    );
    // The output starts with the keys a reader looks for first.
    expect(Object.keys(JSON.parse(r.out)).slice(0, 2)).toEqual(['$schema', 'format']);
  },
);

test('-o writes the file, and refuses to replace it without --force', async () => {
  const out = join(dir, 'capacity.json');
  const first = await cli(['convert', `${FOUR}/tiny/capacity-run.json`, '-o', out]);
  expect(first.code).toBe(0);
  expect(JSON.parse(readFileSync(out, 'utf8')).$schema).toMatch(
    /^https:\/\/.*\/schemas\/capacity\.schema\.json$/,
  );
  const again = await cli(['convert', `${FOUR}/tiny/capacity-run.json`, '-o', out]);
  expect(again.code).toBe(2);
  expect((await cli(['convert', `${FOUR}/tiny/capacity-run.json`, '-o', out, '--force'])).code).toBe(0);
});

test.each(['capacity-plan.json', 'load-plan.json', 'evaluation-suite.json', 'capacity-run.json'])(
  '-o %s --force is refused: an output never replaces a file the conversion read',
  async (name) => {
    for (const f of ['capacity-run.json', 'capacity-plan.json', 'load-plan.json', 'evaluation-suite.json'])
      writeFileSync(join(dir, f), readFileSync(join(FOUR, 'tiny', f)));
    const before = readFileSync(join(dir, name), 'utf8');
    const r = await cli(['convert', 'capacity-run.json', '-o', name, '--force'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`convert: ${name}: is the input ${name} of this command; choose another output\n`);
    expect(readFileSync(join(dir, name), 'utf8')).toBe(before);
  },
);

test('an authored plan is not converted again, and a bad run spec is refused with its pointer', async () => {
  const authored = await cli(['convert', 'examples/tiny/capacity.json']);
  expect(authored.code).toBe(2);
  expect(authored.err).toContain('examples/tiny/capacity.json: /: is already an authored plan');
  writeFileSync(join(dir, 'bad.json'), JSON.stringify({ schema_version: '1.0', capacity_plan: 'x.json' }));
  const bad = await cli(['convert', join(dir, 'bad.json'), '-o', join(dir, 'out.json')]);
  expect(bad.code).toBe(2);
  expect(existsSync(join(dir, 'out.json'))).toBe(false);
});

test('pins of an authored plan prints the derived pins; --write is refused', async () => {
  const r = await cli(['pins', '--plan', 'examples/tiny/capacity.json']);
  expect(r.code).toBe(0);
  const derived = deriveAuthoredDocuments(
    parseJson(readFileSync('examples/tiny/capacity.json', 'utf8')),
    'capacity.json',
    { kleidiai: KLEIDIAI_V1_24_0_SOURCE },
  );
  expect(JSON.parse(r.out).pins).toEqual(JSON.parse(canonicalJson(derived.plan.pins)));
  const write = await cli(['pins', '--plan', 'examples/tiny/capacity.json', '--write']);
  expect(write.code).toBe(2);
  expect(write.err).toContain('its pins are derived by the tool');
});
