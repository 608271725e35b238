// End to end, opt-in: the emulated Arm64 open-loop example (examples/arm64-emulated-open-loop: the
// generic and KleidiAI aarch64 builds serving the Q8_0 fixture model at P = 1 under qemu-aarch64,
// a rate search per cell, servers started with --metrics) run as the CLI's `run` runs it, its rate
// envelope and queue samples in the study, the envelope in the receipt and the HTML report, and
// `verify` byte for byte. It takes minutes under emulation, so it is SKIPPED unless
// CAPACITY_E2E_ARM64_OPEN_LOOP=1 is set (CI time does not grow); it also needs what the arm64
// emulated suite needs (cross compiler, qemu-user, the KleidiAI archive or cached builds).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { toPlain } from '../../src/domain/core/json.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { cli } from '../kits/seed-bundle.js';
import { vendorMirrorDirs } from '../kits/vendor-mirror.js';

const ENV = 'CAPACITY_E2E_ARM64_OPEN_LOOP';
const SPEC = 'examples/arm64-emulated-open-loop/capacity.json';
const CANDIDATES = ['generic-q8', 'kleidiai-q8'];
const CELLS = ['forward', 'reverse'].flatMap((pass) => CANDIDATES.map((c) => `runs/${pass}/${c}/p1`));

const enabled = process.env[ENV] === '1';
if (!enabled)
  console.warn(`SKIPPED arm64 open-loop end-to-end suite: set ${ENV}=1 to run it (minutes under qemu)`);
const suite = enabled ? describe : describe.skip;

suite('arm64 emulated open-loop study', () => {
  let work: string;
  let bundle: string;
  const progress: string[] = [];
  const readJson = (rel: string): any => toPlain(parseJson(readFileSync(join(bundle, rel), 'utf8')));

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'pp-arm64-open-loop-'));
    const result = await runStudy(
      SPEC,
      process.cwd(),
      {
        workDir: work,
        cacheDir: defaultCacheDir(),
        mirrorDirs: vendorMirrorDirs(),
      },
      { log: () => undefined, progress: (l) => progress.push(l) },
    );
    bundle = result.bundleDir;
  }, 60 * 60_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the study completes with one envelope entry per candidate, both passes searched', () => {
    expect(readJson('status.json').status).toBe('complete');
    const study = readJson('capacity-study.json');
    expect(study.rate_envelope.map((e: any) => [e.candidate_id, e.server_parallel])).toEqual([
      ['generic-q8', 1],
      ['kleidiai-q8', 1],
    ]);
    for (const e of study.rate_envelope) {
      expect(e.passes.map((p: any) => p.pass_id)).toEqual(['forward', 'reverse']);
      for (const p of e.passes) expect(p.probes).toBeGreaterThan(0);
      const [lo, hi] = e.bracket_rps;
      if (lo !== null && hi !== null) expect(lo).toBeLessThan(hi);
    }
    expect(Object.keys(study.rate_searches).sort()).toEqual(CELLS.map((c) => c.slice('runs/'.length)).sort());
    expect(progress.some((l) => /^forward\/generic-q8\/p1 open-loop probe 1: /.test(l))).toBe(true);
  });

  test('every probe of every search sampled the server queue (--metrics), within the one slot', () => {
    for (const cell of CELLS) {
      const history = readJson(`${cell}/rate-search.json`);
      expect(history.status).not.toBe('running');
      for (const p of history.probes) {
        expect([cell, p.index, p.queue === null]).toEqual([cell, p.index, false]);
        expect(p.queue.samples).toBeGreaterThan(0);
        expect(p.queue.requests_processing_max).toBeLessThanOrEqual(1);
        expect(p.queue.requests_processing_mean).toBeLessThanOrEqual(p.queue.requests_processing_max);
        expect(p.queue.requests_deferred_mean).toBeLessThanOrEqual(p.queue.requests_deferred_max);
      }
    }
  });

  test('the KleidiAI marker is in every KleidiAI capacity server log and in no generic one', () => {
    for (const cell of CELLS) {
      const log = readFileSync(join(bundle, cell, 'server.stderr.log'), 'latin1');
      expect([cell, log.includes('CPU_KLEIDIAI model buffer')]).toEqual([cell, cell.includes('kleidiai')]);
    }
  });

  test('the receipt and the HTML report show the envelope and say the run was emulated', async () => {
    const receipt = readFileSync(join(bundle, 'capacity-receipt.md'), 'utf8');
    for (const id of CANDIDATES) {
      const label = readJson('capacity-study.json').plan.candidates.find((c: any) => c.id === id).label;
      expect(receipt).toContain(`## Open-loop capacity — ${label}`);
    }
    if (process.arch !== 'arm64') expect(receipt).toContain('> **Emulated run:**');
    // The HTML report as `run` writes it next to the receipt (capacity-report.html).
    const report = await cli(['report', join(bundle, 'capacity-study.json'), '-o', '-']);
    expect(report.code).toBe(0);
    const start = report.out.indexOf('<section id="open-loop">');
    expect(start).toBeGreaterThan(-1);
    const section = report.out.slice(start, report.out.indexOf('</section>', start));
    // One attainment-against-rate chart per candidate, under its label.
    expect(section.match(/<h3>[^<]*<\/h3>/g)).toEqual([
      '<h3>Q8_0 · generic build</h3>',
      '<h3>Q8_0 · KleidiAI build</h3>',
    ]);
    expect(section.split('<svg').length - 1).toBe(CANDIDATES.length);
  });

  test('verify accepts the bundle byte for byte', async () => {
    const ok = await cli(['verify', bundle]);
    expect(ok.err).toBe('');
    expect(ok.out).toMatch(/result: OK/);
    expect(ok.code).toBe(0);
  });
});
