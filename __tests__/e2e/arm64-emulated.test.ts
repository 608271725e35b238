// End to end on aarch64 llama-server builds (cross-built here, native on an arm64 machine) with and
// without KleidiAI: the live `CPU_KLEIDIAI model buffer` marker must appear in every KleidiAI server
// log and in no generic one, and a study whose builds are swapped between the candidates must fail
// with the marker rule (spec §7) — on live logs. Needs the KleidiAI archive: from ../shared/vendor
// (or $PARETOPILOT_MIRROR_DIR), the build cache, or the network; otherwise the suite is skipped and
// says why.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir, cachePath } from '../../src/adapters/cache/cache-dir.js';
import { MIRROR_DIR_ENV, findInMirror } from '../../src/adapters/models/mirror.js';
import { BUILD_TARGETS } from '../../src/domain/build/build-target.js';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../src/domain/build/kleidiai.js';
import { toPlain } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { finalizeBundle } from '../../src/orchestrators/finalize.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { loadStudyContext } from '../../src/orchestrators/study-context.js';
import { measurePass } from '../../src/orchestrators/measure.js';
import { prepareStudy } from '../../src/orchestrators/prepare.js';
import { measureQuality } from '../../src/orchestrators/quality.js';
import { workPaths } from '../../src/orchestrators/stages.js';
import { cli } from '../kits/seed-bundle.js';
import { vendorMirrorDirs } from '../kits/vendor-mirror.js';

const SPEC = 'examples/arm64-emulated/capacity.json';
const MARKER = 'CPU_KLEIDIAI model buffer';
const mirrorDirs = vendorMirrorDirs();
const cacheDir = defaultCacheDir();
const target = BUILD_TARGETS['aarch64-linux-gnu'];

const KLEIDIAI_CANDIDATES = ['kleidiai-q8', 'kleidiai-q4'];
const GENERIC_CANDIDATES = ['generic-q8', 'generic-q4'];

/** The four-file form of examples/arm64-emulated reduced to generic-q8 and kleidiai-q4, 4 requests a level, re-pinned. */
async function swapPlan(dir: string): Promise<string> {
  cpSync('__tests__/fixtures/four-file-plans/arm64-emulated', dir, { recursive: true });
  const edit = (file: string, change: (v: any) => void) => {
    const path = join(dir, file);
    const v = JSON.parse(readFileSync(path, 'utf8'));
    change(v);
    writeFileSync(path, JSON.stringify(v, null, 2));
  };
  const keep = ['generic-q8', 'kleidiai-q4'];
  edit('capacity-run.json', (v) => {
    for (const id of Object.keys(v.candidates)) if (!keep.includes(id)) delete v.candidates[id];
  });
  edit('capacity-plan.json', (v) => {
    v.candidates = v.candidates.filter((c: { id: string }) => keep.includes(c.id));
    delete v.decision;
  });
  edit('load-plan.json', (v) => (v.measured_requests_per_level = 4));
  // Ports of its own: jest runs two suites at once, and a port just released may still be held.
  edit('capacity-run.json', (v) => (v.base_port = 23000));
  const pins = await cli(['pins', '--plan', join(dir, 'capacity-run.json'), '--write']);
  expect(pins.code).toBe(0);
  return join(dir, 'capacity-run.json');
}

const onPath = (tool: string): boolean => spawnSync('sh', ['-c', 'command -v "$0"', tool]).status === 0;

/** Why the suite cannot run here, or null. */
async function skipReason(): Promise<string | null> {
  const missing = [
    ...(process.arch === 'arm64'
      ? []
      : [`${target.toolPrefix}g++`, `${target.toolPrefix}nm`, target.emulator]),
  ].filter((t) => !onPath(t));
  if (missing.length)
    return `${missing.join(', ')} not installed (run 'node scripts/ensure-test-env.mjs' as root, or apt-get install ${target.packages.join(' ')})`;
  const k = KLEIDIAI_V1_24_0_SOURCE;
  if (existsSync(cachePath(cacheDir, 'kleidiai', `${k.sha256}.tar.gz`))) return null;
  if (await findInMirror(mirrorDirs, k.url, k.sha256)) return null;
  try {
    const response = await fetch(k.url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    if (response.ok) return null;
    return `the KleidiAI ${k.version} archive is not in a mirror (${mirrorDirs.join(', ') || `none: set ${MIRROR_DIR_ENV}`}) and ${k.url} answered HTTP ${response.status}`;
  } catch (error) {
    return `the KleidiAI ${k.version} archive is not in a mirror (${mirrorDirs.join(', ') || `none: set ${MIRROR_DIR_ENV}`}) and the network cannot reach ${k.url} (${(error as Error).message})`;
  }
}

const reason = await skipReason();
if (reason) console.warn(`SKIPPED arm64-emulated end-to-end suite: ${reason}`);
const suite = reason ? describe.skip : describe;

/** Every server stderr log under `dir`, by bundle-relative directory. */
function serverLogs(bundle: string): { dir: string; candidate: string; text: string }[] {
  const out: { dir: string; candidate: string; text: string }[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(bundle, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name === 'server.stderr.log') {
        const parts = child.split('/');
        // runs/<pass>/<candidate>/pN/… or quality/<candidate>/pN/…
        const candidate = parts[0] === 'runs' ? parts[2] : parts[1];
        out.push({
          dir: parts.slice(0, -1).join('/'),
          candidate,
          text: readFileSync(join(bundle, child), 'latin1'),
        });
      }
    }
  };
  for (const top of ['runs', 'quality']) if (existsSync(join(bundle, top))) walk(top);
  return out.sort((a, b) => (a.dir < b.dir ? -1 : 1));
}

suite('arm64 emulated study (generic vs KleidiAI)', () => {
  let work: string;
  let result: Awaited<ReturnType<typeof runStudy>>;
  const progress: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'pp-arm64-'));
    result = await runStudy(
      SPEC,
      process.cwd(),
      { workDir: join(work, 'study'), cacheDir, mirrorDirs },
      { log: () => undefined, progress: (l) => progress.push(l) },
    );
  }, 90 * 60_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the study completes and verify accepts its bundle; the receipt says the numbers come from emulation', async () => {
    expect(result.complete).toBe(true);
    const verify = await cli(['verify', result.bundleDir]);
    expect(verify.err).toBe('');
    expect(verify.code).toBe(0);
    const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
    if (process.arch !== 'arm64')
      expect(receipt).toContain('> **Emulated run:** every llama-server in this study');
    else expect(receipt).not.toContain('Emulated run');
  });

  test('the manifest records the launcher, both builds and where the KleidiAI archive came from', () => {
    const manifest = JSON.parse(readFileSync(join(result.bundleDir, 'manifest.json'), 'utf8'));
    const builds = manifest.host_evidence.builds;
    expect(builds.kleidiai.kleidiai_symbol_count).toBeGreaterThan(0);
    expect(builds.generic.kleidiai_symbol_count).toBe(0);
    for (const b of [builds.generic, builds.kleidiai])
      expect(b.binary_architecture).toBe('ELF 64-bit LSB, AArch64 (e_machine 183)');
    expect(builds.kleidiai.cache_key).toMatch(/^llama-server-linux-arm64-kleidiai-[0-9a-f]{64}$/);
    if (builds.kleidiai.kleidiai_archive)
      expect(['mirror', 'download', 'cache']).toContain(builds.kleidiai.kleidiai_archive.origin);
    expect(manifest.host_evidence.models['kleidiai-q4']).toEqual({ origin: 'fixture' });
    expect(manifest.candidates['kleidiai-q4'].build.kleidiai_enabled).toBe(true);
    expect(manifest.candidates['generic-q8'].build.kleidiai_enabled).toBe(false);
    if (process.arch !== 'arm64') {
      expect(manifest.host_evidence.launcher).toMatchObject({
        emulator: 'qemu-aarch64',
        argv: ['qemu-aarch64', '-cpu', 'max', '-L', '/usr/aarch64-linux-gnu'],
        emulated_cpu: 'max',
        guest_architecture: 'arm64',
      });
      expect(manifest.host_evidence.launcher.version).toMatch(/^qemu-aarch64 version \d+\.\d+/);
    }
  });

  test('every KleidiAI server log has the CPU_KLEIDIAI model-buffer marker; no generic log has it', () => {
    const logs = serverLogs(result.bundleDir);
    // 2 passes x 2 server levels + 2 quality servers, per candidate of the 2 x 2 factorial
    for (const id of KLEIDIAI_CANDIDATES.concat(GENERIC_CANDIDATES))
      expect(logs.filter((l) => l.candidate === id)).toHaveLength(6);
    for (const log of logs) {
      if (KLEIDIAI_CANDIDATES.includes(log.candidate)) {
        expect([log.dir, log.text.includes(MARKER)]).toEqual([log.dir, true]);
        expect([log.dir, /KLEIDIAI = 1/.test(log.text)]).toEqual([log.dir, true]);
      } else expect([log.dir, log.text.includes(MARKER)]).toEqual([log.dir, false]);
    }
  });

  test("the study's own KleidiAI evidence agrees: marker counts per configuration match kleidiai_expected", () => {
    const study = toPlain(
      parseJson(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8')),
    ) as any;
    expect(study.server_configurations).toHaveLength(16);
    for (const sc of study.server_configurations) {
      if (KLEIDIAI_CANDIDATES.includes(sc.candidate_id))
        expect(sc.kleidiai_model_buffer_marker_count).toBeGreaterThanOrEqual(1);
      else expect(sc.kleidiai_model_buffer_marker_count).toBe(0);
    }
    expect(study.cells).toHaveLength(16);
    for (const cell of study.cells)
      for (const m of cell.pass_metrics) expect(m.completed_requests).toBe(m.request_count);
  });

  test('the factorial reports the KleidiAI effect on Q4_0 and on Q8_0 with intervals, and its headline names the choice', () => {
    const study = toPlain(
      parseJson(readFileSync(join(result.bundleDir, 'capacity-study.json'), 'utf8')),
    ) as any;
    const d = study.decision;
    const effect = (a: string, b: string) =>
      d.comparisons.find((c: any) => c.a === a && c.b === b && c.at === 'selected');
    for (const [a, b] of [
      ['generic-q8', 'kleidiai-q8'],
      ['generic-q4', 'kleidiai-q4'],
    ]) {
      const c = effect(a, b);
      expect(c).toMatchObject({ factor: 'build', factor_detail: 'kleidiai' });
      expect(c.ci[0]).toBeLessThan(c.ratio);
      expect(c.ci[1]).toBeGreaterThan(c.ratio);
    }
    expect(effect('generic-q8', 'generic-q4')).toMatchObject({
      factor: 'model',
      factor_detail: 'quantization',
    });
    expect(effect('kleidiai-q8', 'kleidiai-q4')).toMatchObject({
      factor: 'model',
      factor_detail: 'quantization',
    });
    expect(effect('generic-q8', 'kleidiai-q4').factor).toBe('confounded');
    const chosen = study.plan.candidates.find((c: any) => c.id === d.choice.candidate_id);
    expect(d.choice.headline).toContain(
      `${chosen.label} at P${d.choice.cell.server_parallel} / C${d.choice.cell.client_concurrency}`,
    );
    const receipt = readFileSync(join(result.bundleDir, 'capacity-receipt.md'), 'utf8');
    expect(receipt).toMatch(/^# .*\n\n> \*\*.*\*\*\n\n## Decision\n\n\*\*/);
  });

  test(
    'with the builds swapped between the candidates, the study fails with the marker rule on live logs',
    async () => {
      // Two of the factorial's candidates, a few requests and no decision: the marker rules are what
      // is checked here, so the swapped study and its unswapped twin stay short under emulation.
      const spec = await swapPlan(join(work, 'swap-plan'));
      const original = await runStudy(
        spec,
        process.cwd(),
        { workDir: join(work, 'swap-original'), cacheDir, mirrorDirs },
        { log: () => undefined, progress: () => undefined },
      );
      expect(original.complete).toBe(true);
      const swapWork = join(work, 'swapped');
      const ctx = await loadStudyContext(spec, process.cwd());
      const options = { workDir: swapWork, cacheDir, mirrorDirs };
      const events = { log: () => undefined, progress: () => undefined };
      const prepared = await prepareStudy(ctx, options, events);
      // The generic candidate now runs the KleidiAI binary and vice versa (a mixed-up artifact).
      const bin = (label: string) =>
        join(workPaths(swapWork).root, '.candidate-build', label, 'bin', 'llama-server');
      await rename(bin('generic'), `${bin('generic')}.tmp`);
      await rename(bin('kleidiai'), bin('generic'));
      await rename(`${bin('generic')}.tmp`, bin('kleidiai'));
      for (const pass of ctx.plan.passes) await measurePass(ctx, prepared, pass.id, options, events);
      await measureQuality(ctx, prepared, options, events);

      const bundle = workPaths(swapWork).bundle;
      const logs = serverLogs(bundle);
      for (const log of logs)
        expect([log.dir, log.text.includes(MARKER)]).toEqual([log.dir, log.candidate === 'generic-q8']);

      const swapped = await finalizeBundle(bundle);
      expect(swapped.complete).toBe(false);
      expect(String(swapped.status.reason)).toMatch(
        /generic-q8 capacity server unexpectedly recorded a KleidiAI model-buffer marker|kleidiai-q4 capacity server did not record the KleidiAI model-buffer marker/,
      );

      // Each rule on its own: put one candidate's correct runs back, the other candidate's swapped runs fail.
      const withOriginal = (name: string, candidate: string): string => {
        const dir = join(work, name);
        cpSync(bundle, dir, { recursive: true });
        for (const pass of ctx.plan.passes) {
          const rel = join('runs', pass.id, candidate);
          rmSync(join(dir, rel), { recursive: true, force: true });
          cpSync(join(original.bundleDir, rel), join(dir, rel), { recursive: true });
        }
        return dir;
      };
      const missing = await finalizeBundle(withOriginal('generic-restored', 'generic-q8'));
      expect(missing.complete).toBe(false);
      expect(String(missing.status.reason)).toContain(
        'kleidiai-q4 capacity server did not record the KleidiAI model-buffer marker (CPU_KLEIDIAI model buffer)',
      );
      const unexpected = await finalizeBundle(withOriginal('kleidiai-restored', 'kleidiai-q4'));
      expect(unexpected.complete).toBe(false);
      expect(String(unexpected.status.reason)).toContain(
        'generic-q8 capacity server unexpectedly recorded a KleidiAI model-buffer marker',
      );
      console.log(
        `swapped builds: ${swapped.status.reason}\n${missing.status.reason}\n${unexpected.status.reason}`,
      );
    },
    60 * 60_000,
  );
});
