// `verify` as a command: a finalized bundle verifies, a tampered one does not, an incomplete one says
// which stage failed (exit 1), bad usage exits 2.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyCommand } from '../../../src/cli/commands/verify.js';
import { finalizeBundle } from '../../../src/orchestrators/finalize.js';
import { StageError } from '../../../src/orchestrators/errors.js';
import { recordFailedStage } from '../../../src/orchestrators/failed-stage.js';
import { cleanup, derivedBundle, tempDir } from '../../kits/scenario-kit.js';

let finalized: string;
let out: string[];
let err: string[];
const io = (cwd: string) => ({
  stdout: (s: string) => out.push(s),
  stderr: (s: string) => err.push(s),
  cwd,
});

beforeAll(async () => {
  finalized = derivedBundle();
  expect((await finalizeBundle(finalized)).complete).toBe(true);
});

beforeEach(() => {
  out = [];
  err = [];
});

afterAll(cleanup);

test('a finalized bundle, named relative to the working directory, verifies with exit 0', async () => {
  const parent = join(finalized, '..');
  const name = finalized.slice(parent.length + 1);
  expect(await verifyCommand([name], io(parent))).toBe(0);
  expect(out.join('')).toContain('result: OK');
  expect(err).toEqual([]);
});

test('a file added after finalizing: exit 1 naming it', async () => {
  const dir = tempDir('pp-verify-cmd-');
  cpSync(finalized, dir, { recursive: true });
  writeFileSync(join(dir, 'extra.txt'), 'not listed\n');
  expect(await verifyCommand([dir], io(dir))).toBe(1);
  expect(out.join('')).toContain('extra.txt: present but not listed in SHA256SUMS');
  expect(out.join('')).not.toContain('result: OK');
});

test('an incomplete bundle: exit 1, "incomplete: stage X failed", no MISMATCH', async () => {
  const dir = tempDir('pp-verify-incomplete-');
  cpSync(finalized, dir, { recursive: true });
  rmSync(join(dir, 'quality'), { recursive: true });
  await recordFailedStage(dir, new StageError('quality', 'interrupted by SIGINT'));
  expect(await verifyCommand([dir], io(dir))).toBe(1);
  const text = out.join('');
  expect(text).toMatch(/^incomplete: stage quality failed: .*interrupted by SIGINT/m);
  expect(text).toMatch(/^result: INCOMPLETE \(stage quality failed; every file matches SHA256SUMS\)$/m);
  expect(text).not.toContain('MISMATCH');
});

test('--help prints the usage and exits 0', async () => {
  expect(await verifyCommand(['--help'], io(finalized))).toBe(0);
  expect(out.join('')).toMatch(/^Usage: paretopilot-capacity verify <bundle-dir>\n/);
});

test.each([[[]], [['a', 'b']]])('%j bundle arguments: exit 2 with a usage error', async (...args) => {
  expect(await verifyCommand(args[0], io(finalized))).toBe(2);
  expect(err.join('')).toContain('expected exactly one bundle directory');
});

test('a directory that does not exist or is empty: exit 2, not a crash', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'pp-verify-empty-'));
  try {
    expect(await verifyCommand([join(empty, 'absent')], io(empty))).toBe(2);
    expect(err.join('')).toBe(`verify: ${join(empty, 'absent')}: bundle directory not found\n`);
    err = [];
    expect(await verifyCommand([empty], io(empty))).toBe(2);
    expect(err.join('')).toBe(
      `verify: ${empty}: not a capacity bundle: it has neither SHA256SUMS nor capacity-plan.json\n`,
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
