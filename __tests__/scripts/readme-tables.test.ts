// README's inputs and outputs tables are generated from action.yml and the reusable workflows:
// the script's --check fails on drift, and the README rows name exactly what the files declare.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FLEET_WORKFLOW,
  mapping,
  readText,
  readYaml,
  REUSABLE_WORKFLOW,
  ROOT,
} from '../kits/workflow-files.js';

const SCRIPT = join(ROOT, 'scripts', 'readme-tables.mjs');
const README = readText('README.md');

function runScript(args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The rows' first cells (the names) of one generated table of the README. */
function namesIn(readme: string, table: string): string[] {
  const start = readme.indexOf(`<!-- generated:${table} -->`);
  const end = readme.indexOf(`<!-- /generated:${table} -->`);
  expect([table, start >= 0 && end > start]).toEqual([table, true]);
  return [...readme.slice(start, end).matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

describe('scripts/readme-tables.mjs', () => {
  it('--check finds the README up to date', () => {
    const r = runScript(['--check']);
    expect([r.code, r.err]).toEqual([0, '']);
  });

  it('--check exits 1 naming the table that drifted, and a run puts it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-readme-'));
    try {
      const copy = join(dir, 'README.md');
      const stale = README.replace(/(\| `work-dir` \| string \| no \| )`capacity-work`/, '$1`old-dir`');
      expect(stale).not.toBe(README);
      writeFileSync(copy, stale);
      const check = runScript(['--check', '--readme', copy]);
      expect(check.code).toBe(1);
      expect(check.err).toMatch(/generated tables out of date: study-workflow-inputs/);
      expect(readFileSync(copy, 'utf8')).toBe(stale);
      expect(runScript(['--readme', copy]).code).toBe(0);
      expect(readFileSync(copy, 'utf8')).toBe(README);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a README without the markers, naming the missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-readme-'));
    try {
      const copy = join(dir, 'README.md');
      writeFileSync(copy, README.replace('<!-- /generated:action-outputs -->', ''));
      const r = runScript(['--check', '--readme', copy]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/<!-- generated:action-outputs --> … <!-- \/generated:action-outputs -->/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("README's tables list what the files declare", () => {
  const call = (file: string) =>
    mapping(mapping(readYaml(file)['on'], 'on')['workflow_call'], 'workflow_call');
  it.each([
    ['action-inputs', Object.keys(mapping(readYaml('action.yml')['inputs'], 'inputs'))],
    ['action-outputs', Object.keys(mapping(readYaml('action.yml')['outputs'], 'outputs'))],
    ...[
      ['study-workflow', REUSABLE_WORKFLOW],
      ['fleet-workflow', FLEET_WORKFLOW],
    ].flatMap(([name, file]): [string, string[]][] => [
      [
        `${name}-inputs`,
        [
          ...Object.keys(mapping(call(file)['inputs'], 'inputs')),
          ...Object.keys(mapping(call(file)['secrets'], 'secrets')),
        ],
      ],
      [`${name}-outputs`, Object.keys(mapping(call(file)['outputs'], 'outputs'))],
    ]),
  ])('%s', (table, declared) => {
    expect(namesIn(README, table)).toEqual(declared);
  });

  it('shows each default as the file declares it', () => {
    const inputs = mapping(call(REUSABLE_WORKFLOW)['inputs'], 'inputs');
    for (const [name, input] of Object.entries(inputs)) {
      const value = mapping(input, name)['default'];
      const row = new RegExp(`^\\| \`${name}\` \\| [a-z]+ \\| (yes|no) \\| ([^|]+) \\|`, 'm').exec(README);
      expect([name, row?.[2]]).toEqual([name, value === '' ? "`''`" : `\`${String(value)}\``]);
    }
  });
});
