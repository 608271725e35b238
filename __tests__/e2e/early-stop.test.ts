// The closed-loop early stop, for real: examples/tiny with two mirrored pairs and an SLO no server
// can meet (E2E p95 ≤ 1 ms). The first pair measures every level (the mirror runs high C first, so
// it never has two passes of evidence); the second pair measures only C1 and skips C2 and C4 as
// SKIPPED, never eligible, with the seconds saved; the bundle verifies byte for byte.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { cli } from '../kits/seed-bundle.js';

let work: string;
let result: Awaited<ReturnType<typeof runStudy>>;
const progress: string[] = [];

const rewrite = (path: string, edit: (doc: any) => void) => {
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  edit(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-early-'));
  const plan = join(work, 'plan');
  cpSync('examples/tiny', plan, { recursive: true });
  const slo = { min_completion_rate: 1.0, max_ttft_ms_p95: 1.0, max_e2e_latency_ms_p95: 1.0 };
  // Ports of this suite only (other suites run examples/tiny at the same time).
  // One authored file states it all: ports of this suite only, C levels 1/2/4, an SLO nothing meets.
  rewrite(join(plan, 'capacity.json'), (authored) => {
    authored.base_port = 28000;
    authored.grid = { server_parallel: [1], client_concurrency: [1, 2, 4] };
    authored.load = { ...authored.load, warmup_requests_per_level: 1, measured_requests_per_level: 8 };
    authored.slo = slo;
    authored.decision = { ...authored.decision, pairs: 2 };
    authored.early_stop = { margin_percent: 20 };
  });
  const specPath = join(plan, 'capacity.json');
  result = await runStudy(
    specPath,
    process.cwd(),
    { workDir: join(work, 'study'), cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: (l) => progress.push(l) },
  );
}, 45 * 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the second pair skips every C above the lowest; the first pair measures everything', () => {
  expect(result.complete).toBe(true);
  const study = JSON.parse(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8'));
  const skipped = study.early_stop.skipped_cells.map(
    (s: any) => `${s.pass_id}/${s.candidate_id}/C${s.client_concurrency}`,
  );
  expect([...skipped].sort()).toEqual(
    ['forward-2', 'reverse-2']
      .flatMap((pass) => ['tiny-f16', 'tiny-q8'].flatMap((c) => [2, 4].map((l) => `${pass}/${c}/C${l}`)))
      .sort(),
  );
  for (const s of study.early_stop.skipped_cells) {
    expect(s.status).toBe('SKIPPED');
    expect(s.estimated_runner_seconds_saved).toBeGreaterThan(0);
    expect(s.evidence.map((e: any) => e.pass_id)).toEqual(expect.arrayContaining(['forward', 'reverse']));
  }
  for (const pass of ['forward', 'reverse']) {
    const ev = study.source_artifacts.load_evaluations[`${pass}/tiny-f16/p1`].evaluation;
    expect(ev.rows.map((r: any) => r.concurrency)).toEqual([1, 2, 4]);
    expect(ev.skipped_concurrency_levels).toBeUndefined();
  }
  const second = study.source_artifacts.load_evaluations['forward-2/tiny-f16/p1'].evaluation;
  expect(second.rows.map((r: any) => r.concurrency)).toEqual([1]);
  expect(second.skipped_concurrency_levels).toEqual([2, 4]);
  const cell = study.cells.find((c: any) => c.candidate_id === 'tiny-q8' && c.client_concurrency === 4);
  expect(cell.status).toBe('SKIPPED');
  expect(cell.summary.capacity_gate_met).toBe(false);
  expect(study.selections.every((s: any) => s.selected_cell === null)).toBe(true);
  expect(progress.some((l) => /forward-2\/tiny-f16\/p1 C2 skipped \(early stop\)/.test(l))).toBe(true);
});

test('the receipt reports the skips and the bundle verifies', async () => {
  const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
  expect(receipt).toContain('## Early stop');
  expect(receipt).toContain('**Early stop:** 8 cell measurements skipped');
  expect((await cli(['verify', result.bundleDir])).code).toBe(0);
});
