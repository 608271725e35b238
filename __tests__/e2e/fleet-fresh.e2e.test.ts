// One study produced for real now, on this machine's llama-server, joins the three committed
// local-profile studies in a fleet: the fleet reads a bundle exactly as `run` leaves it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { cli } from '../kits/seed-bundle.js';
import { PRICES, readPlain, runnerArgs, scratchFleet, writeJson, type Plain } from '../kits/fleet-kit.js';

let work: string;
let bundleDir: string;
let s: ReturnType<typeof scratchFleet>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-fleet-fresh-'));
  s = scratchFleet();
  // The plan the committed studies ran (examples/tiny as it was then): a fleet compares one plan.
  const result = await runStudy(
    '__tests__/fixtures/fleet-local/plan/capacity-run.json',
    process.cwd(),
    { workDir: work, cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: () => undefined },
  );
  bundleDir = result.bundleDir;
}, 30 * 60_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  s.dispose();
});

test('a fresh real study and the three committed ones make a verified four-runner fleet', async () => {
  const prices = readPlain(PRICES);
  const pricesPath = join(s.dir, 'prices.json');
  writeJson(pricesPath, { ...prices, 'local-fresh': { usd_per_minute: 0.006 } });
  const out = join(s.dir, 'fleet');
  const r = await cli([
    'fleet',
    ...runnerArgs(s.dir),
    `local-fresh=${bundleDir}`,
    '--artifact',
    'local-fresh=capacity-r3-bundle-a1',
    '--prices',
    pricesPath,
    '--bundle',
    out,
  ]);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const fleet = readPlain(join(out, 'capacity-fleet.json'));
  expect(fleet.status).toBe('complete');
  const fresh = fleet.runners.find((x: Plain) => x.label === 'local-fresh');
  expect(fresh.artifact_name).toBe('capacity-r3-bundle-a1');
  expect(fresh.machine.available_parallelism).toBeGreaterThanOrEqual(1);
  expect(fresh.machine.memory_total_mib).toBeGreaterThan(0);
  expect(fresh.receipt_file).toBe('runners/r3/capacity-receipt.md');
  const study = readPlain(join(bundleDir, 'capacity-study.json'));
  expect(fresh.candidates.map((c: Plain) => c.eligible_cell_count)).toEqual(
    study.selections.map((x: Plain) => x.eligible_cell_count),
  );
  const v = await cli(['verify-fleet', out]);
  expect(v.out).toContain('result: OK');
  expect(v.code).toBe(0);
});
