// `fleet` and `verify-fleet` on two demo studies of one machine whose plan has a decision block
// (__tests__/fixtures/fleet-decision): the bundles are accepted, the fleet reports no detectable
// difference between the two runners, and its bundle re-derives byte for byte.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../../kits/seed-bundle.js';

const FIXTURE = join(process.cwd(), '__tests__', 'fixtures', 'fleet-decision');

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-fleet-decision-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('two runners of one machine: no detectable difference, chosen by the stated rule, and the bundle verifies', async () => {
  const bundle = join(dir, 'fleet');
  const run = await cli([
    'fleet',
    `tiny-a=${join(FIXTURE, 'tiny-a')}`,
    `tiny-b=${join(FIXTURE, 'tiny-b')}`,
    '--bundle',
    bundle,
  ]);
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  expect(run.out).toContain('No detectable difference between');
  expect(run.out).toMatch(/against the other runners on tiny-(f16|q8): tiny-[ab]: no detectable difference/);
  const receipt = readFileSync(join(bundle, 'capacity-fleet-receipt.md'), 'utf8');
  expect(receipt).toContain('chosen by the tie rule (the higher rate estimate)');
  // Both studies' raw evidence is not carried here: the receipt says so instead of claiming it.
  expect(receipt).toContain('are taken from its study, not re-derived');
  const verify = await cli(['verify-fleet', bundle]);
  expect(verify.out).toContain('result: OK');
  expect(verify.code).toBe(0);
});
