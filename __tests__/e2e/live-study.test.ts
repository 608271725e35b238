// End to end against the real llama-server built from the pinned source (built into the cache
// when absent) and the generated fixture models: the README's main job, in a temp work dir.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { toPlain } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { cli } from '../kits/seed-bundle.js';
import { markdownText } from '../../src/domain/report/markdown-escape.js';

const SPEC = 'examples/tiny/capacity.json';
let work: string;
let result: Awaited<ReturnType<typeof runStudy>>;
const progress: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-live-'));
  result = await runStudy(
    SPEC,
    process.cwd(),
    { workDir: work, cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: (l) => progress.push(l) },
  );
}, 45 * 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the bundle has the spec layout and a complete status', () => {
  const b = result.bundleDir;
  for (const f of [
    'capacity.json',
    'capacity-run.json',
    'capacity-plan.json',
    'load-plan.json',
    'evaluation-suite.json',
    'manifest.json',
    'capacity-study.json',
    'capacity-receipt.md',
    'status.json',
    'SHA256SUMS',
  ]) {
    expect(existsSync(join(b, f))).toBe(true);
  }
  for (const pass of ['forward', 'reverse'])
    for (const c of ['tiny-f16', 'tiny-q8'])
      for (const p of [1, 2])
        for (const f of [
          'server-command.json',
          'server.stdout.log',
          'server.stderr.log',
          'server-time.txt',
          'load-evaluation.json',
        ]) {
          expect(existsSync(join(b, 'runs', pass, c, `p${p}`, f))).toBe(true);
        }
  const status = JSON.parse(readFileSync(join(b, 'status.json'), 'utf8'));
  expect(status.status).toBe('complete');
  expect(status.measurement_valid).toBe(true);
});

test('every measured request completed, RSS was recorded, no KleidiAI marker on this machine', () => {
  const study = toPlain(
    parseJson(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8')),
  ) as any;
  expect(study.server_configurations).toHaveLength(8);
  for (const sc of study.server_configurations) {
    expect(sc.server_peak_rss_mib).toBeGreaterThan(0);
    if (process.arch !== 'arm64') expect(sc.kleidiai_model_buffer_marker_count).toBe(0);
  }
  expect(study.cells).toHaveLength(8);
  for (const cell of study.cells) {
    for (const m of cell.pass_metrics) {
      expect(m.completed_requests).toBe(m.request_count);
      expect(m.generated_tokens_per_second).toBeGreaterThan(0);
    }
  }
  expect(study.quality_checks).toHaveLength(4);
  // Progress lines a person can follow.
  expect(progress.some((l) => /^cell 1\/16 forward tiny-f16 P1 C1 · /.test(l))).toBe(true);
  expect(progress.some((l) => /^cell 16\/16 reverse tiny-f16 P1 C1 · .* · ETA /.test(l))).toBe(true);
});

test('the receipt shows measured numbers and verify accepts the bundle', async () => {
  const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
  expect(receipt).toMatch(/## Capacity envelope — Tiny F16\n/);
  expect(receipt).toMatch(/\*\*(PASS|FAIL) · [0-9]+\.[0-9]{2} tok\/s\*\*<br>E2E p95 [0-9]+\.[0-9] ms/);
  // The load client's own timing error on this machine, measured in prepare, stated next to the numbers.
  expect(receipt).toMatch(
    /> \*\*Load client timing on this runner:\*\* .* at C = 1, 2\. Its TTFT readings were off by at most [0-9]+\.[0-9]{2} ms at p50/,
  );
  const r = await cli(['verify', result.bundleDir]);
  expect(r.out).toMatch(/result: OK/);
  expect(r.code).toBe(0);
});

test('the study carries the decision the plan asks for, and the receipt opens with it', () => {
  const study = toPlain(
    parseJson(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8')),
  ) as any;
  const d = study.decision;
  expect(d.cells).toHaveLength(8);
  for (const c of d.cells) {
    const { estimate, ci } = c.generated_tokens_per_second;
    expect(ci[0]).toBeLessThan(estimate);
    expect(ci[1]).toBeGreaterThan(estimate);
    // 32 measured requests a level and pass: 64 pooled, enough for a distribution-free p95 bound.
    expect(c.e2e_latency_ms_p95.requests).toBe(64);
    expect(c.e2e_latency_ms_p95.upper).not.toBeNull();
  }
  expect(d.comparisons[0]).toMatchObject({ a: 'tiny-f16', b: 'tiny-q8', factor: 'model', at: 'selected' });
  expect(d.noise_floor).toBeGreaterThan(0);
  expect(['best', 'equivalent', 'within_delta', 'unresolved', 'no_eligible_cell']).toContain(d.choice.status);
  const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
  expect(receipt.split('\n').slice(4, 7)).toEqual([
    '## Decision',
    '',
    `**${markdownText(d.choice.headline)}**`,
  ]);
});
