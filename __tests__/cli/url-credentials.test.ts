// A model URL holding a user name and password (`http://user:pw@host/x.gguf`): refused by `check`
// (exit 2, naming the pointer) in an authored plan and in a four-file run spec, refused by `run`
// before anything is fetched or written, refused by `init` — and the password is printed nowhere.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../kits/seed-bundle.js';

const PASSWORD = 'pw-Zq81secret';
const URL_WITH_PASSWORD = `http://alice:${PASSWORD}@127.0.0.1:9/models/x.gguf`;
const PINNED = { sha256: 'a'.repeat(64), size_bytes: 4096 };

type Doc = Record<string, any>;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-url-credentials-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `root` that holds the password. */
function holding(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (f) =>
        readFileSync(f).includes(PASSWORD) &&
        !f.endsWith('capacity.json') &&
        !f.endsWith('capacity-run.json'),
    );
}

function authoredPlan(): string {
  const doc: Doc = JSON.parse(readFileSync('examples/tiny/capacity.json', 'utf8'));
  doc.models['tiny-q8_0'] = { url: URL_WITH_PASSWORD, ...PINNED };
  writeFileSync(join(dir, 'capacity.json'), JSON.stringify(doc, null, 2));
  return 'capacity.json';
}

test('check of an authored plan: exit 2 at /models/<name>/url, the password not shown', async () => {
  const plan = authoredPlan();
  const r = await cli(['check', plan, '--offline', '--json', '--cache-dir', join(dir, 'cache')], dir);
  expect(r.code).toBe(2);
  const problems = JSON.parse(r.out).problems as { pointer: string; message: string; fix: string }[];
  expect(problems).toContainEqual({
    file: 'capacity.json',
    pointer: '/models/tiny-q8_0/url',
    message: expect.stringMatching(/must not hold credentials \(user:password@\)/),
    fix: expect.stringMatching(/remove user:password@ from the URL/),
  });
  const text = await cli(['check', plan, '--cache-dir', join(dir, 'cache')], dir);
  expect(text.code).toBe(2);
  expect(`${r.out}${r.err}${text.out}${text.err}`).not.toContain(PASSWORD);
});

test('check of a four-file run spec: exit 2 at the candidate model url, nothing requested', async () => {
  cpSync('__tests__/fixtures/four-file-plans/tiny', join(dir, 'plan'), { recursive: true });
  const specPath = join(dir, 'plan', 'capacity-run.json');
  const spec: Doc = JSON.parse(readFileSync(specPath, 'utf8'));
  spec.candidates['tiny-q8'].model = { url: URL_WITH_PASSWORD, ...PINNED, family: 't', filename: 'x.gguf' };
  writeFileSync(specPath, JSON.stringify(spec, null, 2));
  const r = await cli(
    ['check', '--plan', 'plan/capacity-run.json', '--json', '--cache-dir', join(dir, 'cache')],
    dir,
  );
  expect(r.code).toBe(2);
  const problems = JSON.parse(r.out).problems as { file: string; pointer: string; message: string }[];
  expect(problems.map((p) => [p.file, p.pointer])).toContainEqual([
    'plan/capacity-run.json',
    '/candidates/tiny-q8/model/url',
  ]);
  expect(`${r.out}${r.err}`).not.toContain(PASSWORD);
});

test('run refuses the plan before any work: exit 2, the password in no output and no file', async () => {
  const plan = authoredPlan();
  const r = await cli(['run', '--plan', plan, '--work-dir', 'work', '--cache-dir', join(dir, 'cache')], dir);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/\/models\/tiny-q8_0\/url: must not hold credentials/);
  expect(`${r.out}${r.err}`).not.toContain(PASSWORD);
  expect(holding(dir)).toEqual([]);
});

test('init refuses it, naming the URL without its password', async () => {
  const r = await cli(['init', URL_WITH_PASSWORD, '--cache-dir', join(dir, 'cache')], dir);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/model http:\/\/127\.0\.0\.1:9\/models\/x\.gguf: a URL must not hold credentials/);
  expect(`${r.out}${r.err}`).not.toContain(PASSWORD);
  expect(`${r.out}${r.err}`).not.toContain('alice');
});
