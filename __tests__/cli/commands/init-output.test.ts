// Where `init` writes its plan: through the one atomic writer, never through a symbolic link (the
// plan file or a folder on its way, --force or not), replacing only a regular file, and never over
// one of its own inputs.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withEnv } from '../../kits/hermetic.js';
import { runInit } from '../../kits/init-run.js';
import { tinyGguf } from '../../kits/tiny-gguf.js';

const MODEL = tinyGguf({ architecture: 'qwen2', name: 'Tiny Qwen', fileType: 7 });

let dir: string;
let elsewhere: string;
let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = withEnv({});
  dir = mkdtempSync(join(tmpdir(), 'init-output-'));
  elsewhere = mkdtempSync(join(tmpdir(), 'init-output-elsewhere-'));
  writeFileSync(join(dir, 'model.gguf'), MODEL);
});
afterEach(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
  rmSync(elsewhere, { recursive: true, force: true });
});

const init = (args: string[]) => runInit(dir, args);

test('a symlinked plan file is refused even with --force: its target keeps its bytes', async () => {
  mkdirSync(join(dir, 'capacity'));
  writeFileSync(join(elsewhere, 'precious.txt'), 'keep me');
  symlinkSync(join(elsewhere, 'precious.txt'), join(dir, 'capacity', 'capacity.json'));
  const r = await init(['model.gguf', '--force']);
  expect(r.code).toBe(2);
  expect(r.err).toContain(
    `${join(dir, 'capacity', 'capacity.json')} is a symbolic link; an output is never written through one`,
  );
  expect(readFileSync(join(elsewhere, 'precious.txt'), 'utf8')).toBe('keep me');
  expect(lstatSync(join(dir, 'capacity', 'capacity.json')).isSymbolicLink()).toBe(true);
});

test('a symlinked capacity/ folder is refused: nothing is written through it', async () => {
  symlinkSync(elsewhere, join(dir, 'capacity'));
  const r = await init(['model.gguf']);
  expect(r.code).toBe(2);
  expect(r.err).toContain(`${join(dir, 'capacity')} is a symbolic link`);
  expect(readlinkSync(join(dir, 'capacity'))).toBe(elsewhere);
  expect(() => lstatSync(join(elsewhere, 'capacity.json'))).toThrow();
});

test('--force replaces a regular plan file, and the missing folder is created', async () => {
  expect((await init(['model.gguf', '-o', 'plans/new/capacity.json'])).code).toBe(0);
  writeFileSync(join(dir, 'plans/new/capacity.json'), 'old');
  expect((await init(['model.gguf', '-o', 'plans/new/capacity.json'])).code).toBe(2);
  expect((await init(['model.gguf', '-o', 'plans/new/capacity.json', '--force'])).code).toBe(0);
  expect(JSON.parse(readFileSync(join(dir, 'plans/new/capacity.json'), 'utf8')).format).toBe(
    'paretopilot-capacity/plan-2',
  );
});

test('a plan is never written over one of the models it reads, --force or not', async () => {
  const r = await init(['model.gguf', '-o', 'model.gguf', '--force']);
  expect(r.code).toBe(2);
  expect(r.err).toBe('init: model.gguf: is the input model.gguf of this command; choose another output\n');
  expect(Buffer.compare(readFileSync(join(dir, 'model.gguf')), Buffer.from(MODEL))).toBe(0);
});
