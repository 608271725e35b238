// verify-fleet through the CLI on real fleet bundles: every per-runner file the fleet carries must
// re-derive from that runner's study, and the raw time reports and server logs it carries must be
// the ones the study fingerprints, so content nothing derived never verifies.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { cli, seedCopy } from '../kits/seed-bundle.js';
import { runnerArgs, scratchFleet } from '../kits/fleet-kit.js';

let s: ReturnType<typeof scratchFleet>;
beforeEach(() => (s = scratchFleet()));
afterEach(() => s.dispose());

/** Replaces a fleet bundle file and rewrites its SHA256SUMS line, as a consistent forger would. */
function forge(bundle: string, rel: string, content: string): void {
  writeFileSync(join(bundle, rel), content);
  const sums = join(bundle, 'SHA256SUMS');
  const escaped = rel.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const text = readFileSync(sums, 'utf8');
  const next = text.replace(
    new RegExp(`^[0-9a-f]{64}(?=  (\\./)?${escaped}$)`, 'm'),
    createHash('sha256').update(content).digest('hex'),
  );
  expect(next).not.toBe(text);
  writeFileSync(sums, next);
}

test('a runner receipt or status.json replaced together with SHA256SUMS does not verify', async () => {
  const bundle = join(s.dir, 'fleet');
  expect((await cli(['fleet', ...runnerArgs(s.dir), '--bundle', bundle])).code).toBe(0);
  const ok = await cli(['verify-fleet', bundle]);
  expect(ok.code).toBe(0);
  expect(ok.out).toContain('runner files: 6 receipt(s) and status file(s) re-rendered from their studies');

  const receipt = join(bundle, 'runners', 'r0', 'capacity-receipt.md');
  forge(
    bundle,
    'runners/r0/capacity-receipt.md',
    readFileSync(receipt, 'utf8').replace(/\n## /, '\n| tiny-q8 | PASS 9999 tok/s |\n\n## '),
  );
  const status = readFileSync(join(bundle, 'runners', 'r1', 'status.json'), 'utf8');
  forge(bundle, 'runners/r1/status.json', status.replace('"complete"', '"complete" '));
  const v = await cli(['verify-fleet', bundle]);
  expect(v.code).toBe(1);
  expect(v.out).toContain('checksums: ');
  expect(v.out).toContain(
    'runners/r0/capacity-receipt.md: differs from the one re-rendered from runners/r0/capacity-study.json',
  );
  expect(v.out).toContain(
    'runners/r1/status.json: differs from the one re-rendered from runners/r1/capacity-study.json',
  );
  expect(v.out).toMatch(/result: MISMATCH/);
});

test('a bad runner label in capacity-fleet.json is named with the file and its pointer', async () => {
  const bundle = join(s.dir, 'fleet');
  expect((await cli(['fleet', ...runnerArgs(s.dir), '--bundle', bundle])).code).toBe(0);
  const fleet = JSON.parse(readFileSync(join(bundle, 'capacity-fleet.json'), 'utf8'));
  fleet.runners[1].label = 'bad label/..';
  forge(bundle, 'capacity-fleet.json', JSON.stringify(fleet));
  const v = await cli(['verify-fleet', bundle]);
  expect(v.code).toBe(2);
  expect(v.err).toContain(
    `${bundle}/capacity-fleet.json: /runners/1/label: runner label "bad label/.." must be 1-128 characters`,
  );
});

test('a fleet says plainly which runners RSS it did not re-derive from raw evidence', async () => {
  const bundle = join(s.dir, 'fleet');
  expect((await cli(['fleet', ...runnerArgs(s.dir), '--bundle', bundle])).code).toBe(0);
  const receipt = readFileSync(join(bundle, 'capacity-fleet-receipt.md'), 'utf8');
  expect(receipt).toContain('## What the fleet re-derives');
  expect(receipt).toContain(
    '- `local-cpu0`: **peak RSS and KleidiAI marker counts are taken from its study, not re-derived**',
  );
});

describe('a runner bundle with its raw time reports and server logs', () => {
  let runner: string;
  let bundle: string;
  let timeReport: string;
  beforeEach(async () => {
    // The seed bundle assembled by finalize: a study whose fingerprints are its own files'.
    runner = seedCopy();
    expect((await finalizeBundle(runner)).complete).toBe(true);
    bundle = join(s.dir, 'fleet');
    const r = await cli(['fleet', `seed-arm=${runner}`, '--bundle', bundle]);
    expect([r.code, r.err]).toEqual([0, '']);
    const cell = join('runs', 'forward');
    const candidate = readdirSync(join(bundle, 'runners', 'r0', cell))[0];
    timeReport = `runners/r0/${cell}/${candidate}/p1/server-time.txt`;
  });
  afterEach(() => rmSync(runner, { recursive: true, force: true }));

  test('are carried into the fleet bundle, re-read, and verify', async () => {
    expect(readFileSync(join(bundle, timeReport))).toEqual(
      readFileSync(join(runner, timeReport.slice('runners/r0/'.length))),
    );
    const receipt = readFileSync(join(bundle, 'capacity-fleet-receipt.md'), 'utf8');
    expect(receipt).toContain(
      '- `seed-arm`: peak RSS and KleidiAI marker counts re-read from the GNU time reports and server logs in `runners/r0/runs/`',
    );
    expect((await cli(['verify-fleet', bundle])).code).toBe(0);
  });

  test('an RSS changed in a carried time report, with SHA256SUMS rewritten, does not verify', async () => {
    const text = readFileSync(join(bundle, timeReport), 'utf8');
    forge(
      bundle,
      timeReport,
      text.replace(
        /Maximum resident set size \(kbytes\): [0-9]+/,
        'Maximum resident set size (kbytes): 1536',
      ),
    );
    const v = await cli(['verify-fleet', bundle]);
    expect(v.code).toBe(1);
    expect(v.out).toContain(
      `its raw evidence does not re-derive its study: ${timeReport.slice(11)} has sha256`,
    );
  });

  test('a runner whose time report no longer matches its study is refused when the fleet is built', async () => {
    const rel = timeReport.slice('runners/r0/'.length);
    const text = readFileSync(join(runner, rel), 'utf8');
    // Changed together with the runner's SHA256SUMS: only the study's own fingerprint can tell.
    forge(
      runner,
      rel,
      text.replace(
        /Maximum resident set size \(kbytes\): [0-9]+/,
        'Maximum resident set size (kbytes): 1536',
      ),
    );
    const r = await cli(['fleet', `seed-arm=${runner}`, '--bundle', join(s.dir, 'again')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `runner "seed-arm": its raw evidence does not re-derive its study: ${rel} has sha256`,
    );
  });
});
