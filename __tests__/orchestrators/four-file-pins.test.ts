// The four-file format, made sturdier: a run spec may name its schema, and the load plan and suite
// pins match the file's bytes or its content, so a formatter cannot break them (the study then uses
// the canonical bytes, which hash to the pin).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSha256, sha256Hex } from '../../src/domain/core/hashing.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { validateDocument } from '../../src/domain/core/schema-validation.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';

const TINY = '__tests__/fixtures/four-file-plans/tiny';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-four-file-'));
  cpSync(TINY, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (name: string, change: (doc: Record<string, any>) => void, indent = 2) => {
  const doc = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  change(doc);
  writeFileSync(join(dir, name), JSON.stringify(doc, null, indent));
};

test('a run spec may carry $schema', async () => {
  edit('capacity-run.json', (s) => (s.$schema = '../../schemas/capacity-run.schema.json'));
  const ctx = await loadStudyContext(join(dir, 'capacity-run.json'), '/');
  expect(ctx.spec.candidates.map((c) => c.id)).toEqual(['tiny-f16', 'tiny-q8']);
});

test('content-hash pins survive re-indenting: the study uses the canonical bytes', async () => {
  const content = (name: string) => contentSha256(parseJson(readFileSync(join(dir, name), 'utf8')));
  edit('capacity-plan.json', (p) => {
    p.pins.load_plan_sha256 = content('load-plan.json');
    p.pins.evaluation_suite_sha256 = content('evaluation-suite.json');
  });
  const pins = JSON.parse(readFileSync(join(dir, 'capacity-plan.json'), 'utf8')).pins;
  // The file as written is not canonical: only its content matches the pin.
  expect(sha256Hex(readFileSync(join(dir, 'load-plan.json')))).not.toBe(pins.load_plan_sha256);
  await loadStudyContext(join(dir, 'capacity-run.json'), '/');
  // What a formatter does: other indentation and line endings, every token kept as written.
  const reformat = (name: string) => {
    const text = readFileSync(join(dir, name), 'utf8');
    writeFileSync(join(dir, name), text.replace(/^( +)/gm, '$1$1\t').replace(/\n/g, '\r\n'));
  };
  reformat('load-plan.json');
  reformat('evaluation-suite.json');
  expect(sha256Hex(readFileSync(join(dir, 'load-plan.json')))).not.toBe(pins.load_plan_sha256);
  const ctx = await loadStudyContext(join(dir, 'capacity-run.json'), '/');
  expect(ctx.loadPlanFile.sha256).toBe(pins.load_plan_sha256);
  expect(sha256Hex(ctx.loadPlanFile.bytes)).toBe(pins.load_plan_sha256);
  expect(ctx.suiteFile.sha256).toBe(pins.evaluation_suite_sha256);
});

test('a load plan whose content changed is refused, naming both hashes', async () => {
  edit('load-plan.json', (l) => (l.output_tokens = 65));
  await expect(loadStudyContext(join(dir, 'capacity-run.json'), '/')).rejects.toThrow(
    /\/pins\/load_plan_sha256: pins\.load_plan_sha256 is [0-9a-f]{64} but .*load-plan\.json hashes to [0-9a-f]{64} \(its content to [0-9a-f]{64}\)/,
  );
});

test.each([
  'examples/neoverse-qwen/capacity-run.json',
  `${TINY}/capacity-run.json`,
  '__tests__/fixtures/four-file-plans/arm64-emulated/capacity-run.json',
  '__tests__/fixtures/four-file-plans/neoverse-qwen-factorial/capacity-run.json',
])('%s matches the published run spec schema', (path) => {
  expect(() => validateDocument('capacity-run', parseJson(readFileSync(path, 'utf8')), path)).not.toThrow();
});

test('the run spec schema refuses a key typo with its pointer', () => {
  const spec = parseJson(readFileSync(`${TINY}/capacity-run.json`, 'utf8')) as Record<string, any>;
  spec.base_prot = 19000;
  expect(() => validateDocument('capacity-run', spec, 'r.json')).toThrow(
    'r.json: /base_prot: is not an allowed key',
  );
});
