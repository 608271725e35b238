// `-o` and `--output -`: every command with --output takes the short form, and one written file can
// go to stdout (the document alone there); where several files are written, `-` is refused.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, SEED_BUNDLE } from '../kits/seed-bundle.js';
import { SEED_STUDY_PATH } from '../kits/seed-study.js';
import { runnerArgs, scratchFleet } from '../kits/fleet-kit.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-stdout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('--output - prints the one written file on stdout, and nothing else there', () => {
  it.each([
    ['receipt', SEED_STUDY_PATH, [], /^# /],
    ['assemble', SEED_BUNDLE, [], /^\{\n {2}"/],
    ['report', SEED_STUDY_PATH, ['--format', 'mermaid'], /^[\s\S]*```mermaid/],
    ['export-evidence', SEED_STUDY_PATH, ['--tool-version', '0.0.0-test'], /^\{\n/],
  ])('%s: the document, no "wrote" line', async (command, input, extra, shape) => {
    const r = await cli([command, input, '-o', '-', ...extra], dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(shape);
    expect(r.out).not.toMatch(/^wrote /m);
    // The same command with a file path writes it and says so.
    const file = join(dir, `${command}.out`);
    const written = await cli([command, input, '-o', file, ...extra], dir);
    expect(written.code).toBe(0);
    expect(written.out).toMatch(/^wrote /);
    expect(readFileSync(file, 'utf8')).toBe(r.out);
    expect(existsSync(join(dir, '-'))).toBe(false);
  });
});

describe('fleet', () => {
  let fleet: ReturnType<typeof scratchFleet>;
  beforeEach(() => {
    fleet = scratchFleet();
  });
  afterEach(() => fleet.dispose());

  it('prints capacity-fleet.json on stdout with -o - and its summary on stderr', async () => {
    const r = await cli(['fleet', ...runnerArgs(fleet.dir), '-o', '-'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\{\n/);
    expect(r.err).toMatch(/^fleet: \d of \d runner\(s\) complete\n/);
  });

  it('refuses - when it writes several files, naming them, and writes nothing', async () => {
    const bundle = join(dir, 'fleet-bundle');
    const r = await cli(['fleet', ...runnerArgs(fleet.dir), '-o', '-', '--bundle', bundle], dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /- \(stdout\) can take only one output, and this fleet writes 2 \(--output -, --bundle .*fleet-bundle\)/,
    );
    expect(existsSync(bundle)).toBe(false);
  });
});
