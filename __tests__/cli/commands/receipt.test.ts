// `receipt` as a command: renders the seed study's receipt, refuses to overwrite, and exits 1 on a
// study whose stored values no longer re-derive.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiptCommand } from '../../../src/cli/commands/receipt.js';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { SEED_RECEIPT_PATH, SEED_STUDY_PATH, seedStudy } from '../../kits/seed-study.js';

let dir: string;
let out: string[];
let err: string[];
const io = () => ({ stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s), cwd: dir });
const seedReceipt = readFileSync(SEED_RECEIPT_PATH, 'utf8');
/** The receipt without its "Reproduce and compare" section, which names the tool that renders it. */
const withoutReproduce = (md: string) => md.replace(/\n## Reproduce and compare\n[\s\S]*?\n(?=## )/, '\n');

function expectSeedReceipt(md: string): void {
  expect(withoutReproduce(md)).not.toBe(md);
  expect(withoutReproduce(md)).toBe(withoutReproduce(seedReceipt));
  expect(md).toContain(
    'paretopilot-capacity receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md',
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'receipt-cli-'));
  copyFileSync(SEED_STUDY_PATH, join(dir, 'capacity-study.json'));
  out = [];
  err = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('writes the seed receipt (with its own reproduce commands); - prints the same on stdout', async () => {
  expect(await receiptCommand(['capacity-study.json', '-o', 'r.md'], io())).toBe(0);
  const written = readFileSync(join(dir, 'r.md'), 'utf8');
  expectSeedReceipt(written);
  expect(err).toEqual([]);
  out = [];
  expect(await receiptCommand(['capacity-study.json', '--output', '-'], io())).toBe(0);
  expect(out.join('')).toBe(written);
});

test('an existing output is kept without --force and replaced with it', async () => {
  writeFileSync(join(dir, 'r.md'), 'keep me\n');
  expect(await receiptCommand(['capacity-study.json', '-o', 'r.md'], io())).toBe(2);
  expect(err.join('')).toContain('r.md');
  expect(readFileSync(join(dir, 'r.md'), 'utf8')).toBe('keep me\n');
  expect(await receiptCommand(['capacity-study.json', '-o', 'r.md', '--force'], io())).toBe(0);
  expectSeedReceipt(readFileSync(join(dir, 'r.md'), 'utf8'));
});

test('the study itself is never the output, even with --force', async () => {
  const before = readFileSync(join(dir, 'capacity-study.json'));
  expect(await receiptCommand(['capacity-study.json', '-o', './capacity-study.json', '--force'], io())).toBe(
    2,
  );
  expect(err.join('')).toContain('is the input capacity-study.json of this command');
  expect(readFileSync(join(dir, 'capacity-study.json'))).toEqual(before);
});

test('a stored value that does not re-derive: exit 1 naming its pointer, nothing written', async () => {
  const study = seedStudy();
  const cells = study.cells as JsonObject[];
  (cells[0] as JsonObject).client_concurrency = 999;
  writeFileSync(join(dir, 'edited.json'), canonicalJson(study));
  expect(await receiptCommand(['edited.json', '-o', 'r.md'], io())).toBe(1);
  expect(err.join('')).toContain('/cells/0');
  expect(() => readFileSync(join(dir, 'r.md'))).toThrow();
});

test('bad usage exits 2; --help exits 0', async () => {
  expect(await receiptCommand(['--help'], io())).toBe(0);
  expect(out.join('')).toMatch(/^Usage: paretopilot-capacity receipt <study\.json \| bundle-dir>/);
  expect(await receiptCommand(['capacity-study.json'], io())).toBe(2);
  expect(err.join('')).toContain('--output is required');
  expect(await receiptCommand(['-o', 'r.md'], io())).toBe(2);
  expect(err.join('')).toContain('expected exactly one study file');
  expect(await receiptCommand(['absent.json', '-o', 'r.md'], io())).toBe(2);
  expect(err.join('')).toContain('absent.json: file not found');
});
