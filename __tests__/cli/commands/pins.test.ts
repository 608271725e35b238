// `pins` as a command: prints the pins a four-file plan must carry, writes only the stale pin
// values in place, and prints (never writes) the derived pins of an authored plan.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinsCommand } from '../../../src/cli/commands/pins.js';
import { REPO_ROOT } from '../../kits/fixture-paths.js';

const TINY = join(REPO_ROOT, '__tests__', 'fixtures', 'four-file-plans', 'tiny');
let dir: string;
let out: string[];
let err: string[];
const io = () => ({ stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s), cwd: dir });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const read = (name: string) => readFileSync(join(dir, 'plan', name), 'utf8');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pins-cli-'));
  cpSync(TINY, join(dir, 'plan'), { recursive: true });
  out = [];
  err = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('prints the pins the up-to-date plan holds, with the file hashes of its inputs', async () => {
  expect(await pinsCommand(['--plan', 'plan/capacity-run.json'], io())).toBe(0);
  const printed = JSON.parse(out.join(''));
  const plan = JSON.parse(read('capacity-plan.json'));
  expect(printed.pins).toEqual(plan.pins);
  expect(printed.pins.load_plan_sha256).toBe(sha256(readFileSync(join(dir, 'plan', 'load-plan.json'))));
  expect(printed.pins.evaluation_suite_sha256).toBe(
    sha256(readFileSync(join(dir, 'plan', 'evaluation-suite.json'))),
  );
  expect(printed.candidates.map((c: { id: string }) => c.id)).toEqual(['tiny-f16', 'tiny-q8']);
  for (const c of printed.candidates) {
    const listed = plan.candidates.find((p: { id: string }) => p.id === c.id);
    expect(c.canonical_server_argv_sha256).toBe(listed.canonical_server_argv_sha256);
    expect(c.canonical_server_command_sha256).toBe(listed.canonical_server_command_sha256);
    expect(c.argv).toEqual(expect.arrayContaining(['--threads', '1', '-lv', '4']));
  }
  expect(err).toEqual([]);
});

test('--write on an up-to-date plan changes nothing', async () => {
  const before = read('capacity-plan.json');
  expect(await pinsCommand(['--plan', 'plan/capacity-run.json', '--write'], io())).toBe(0);
  expect(out.join('')).toBe('plan/capacity-plan.json: pins already up to date\n');
  expect(read('capacity-plan.json')).toBe(before);
});

test('--write replaces only the stale pin values, keeping every other byte', async () => {
  const original = read('capacity-plan.json');
  const plan = JSON.parse(original);
  const stale = [plan.pins.load_plan_sha256, plan.candidates[1].canonical_server_argv_sha256];
  let edited = original;
  for (const s of stale) edited = edited.replace(s, '0'.repeat(64));
  expect(edited).not.toBe(original);
  writeFileSync(join(dir, 'plan', 'capacity-plan.json'), edited);
  expect(await pinsCommand(['--plan', 'plan/capacity-run.json', '--write'], io())).toBe(0);
  expect(out.join('')).toBe('updated plan/capacity-plan.json\n');
  expect(read('capacity-plan.json')).toBe(original);
});

test('an authored plan prints its derived pins and refuses --write', async () => {
  cpSync(join(REPO_ROOT, 'examples', 'tiny', 'capacity.json'), join(dir, 'capacity.json'));
  expect(await pinsCommand(['--plan', 'capacity.json'], io())).toBe(0);
  const printed = JSON.parse(out.join(''));
  expect(Object.keys(printed.pins)).toEqual(
    expect.arrayContaining(['canonical_evidence_lock_sha256', 'canonical_release_sha256']),
  );
  expect(printed.candidates.length).toBeGreaterThan(0);
  for (const c of printed.candidates) expect(c.canonical_server_argv_sha256).toMatch(/^[0-9a-f]{64}$/);
  const before = readFileSync(join(dir, 'capacity.json'), 'utf8');
  expect(await pinsCommand(['--plan', 'capacity.json', '--write'], io())).toBe(2);
  expect(err.join('')).toContain('capacity.json is an authored plan');
  expect(readFileSync(join(dir, 'capacity.json'), 'utf8')).toBe(before);
});

test('bad usage exits 2; --help exits 0', async () => {
  expect(await pinsCommand(['--help'], io())).toBe(0);
  expect(out.join('')).toMatch(/^Usage: paretopilot-capacity pins --plan/);
  expect(await pinsCommand([], io())).toBe(2);
  expect(err.join('')).toContain('--plan <capacity-run.json> is required');
  err = [];
  expect(await pinsCommand(['--plan', 'plan/nope.json'], io())).toBe(2);
  expect(err.join('')).toContain('plan/nope.json');
});
