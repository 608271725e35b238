// End to end: the tiny open-loop example run as the CLI's `run` runs it, against the real llama-server
// (one candidate, P = 2, both passes), its rate envelope in the study, and `verify` byte for byte.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../../src/adapters/cache/cache-dir.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { toPlain } from '../../src/domain/core/json.js';
import { runStudy } from '../../src/orchestrators/run-study.js';
import { validateStudy } from '../../src/domain/study/validate.js';
import { VerificationMismatch } from '../../src/domain/core/errors.js';
import { cli } from '../kits/seed-bundle.js';

const SPEC = 'examples/tiny-open-loop/capacity.json';
const CELLS = ['runs/forward/tiny-f16/p2', 'runs/reverse/tiny-f16/p2'];
let work: string;
let bundle: string;
const progress: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pp-open-loop-'));
  const result = await runStudy(
    SPEC,
    process.cwd(),
    { workDir: work, cacheDir: defaultCacheDir() },
    { log: () => undefined, progress: (l) => progress.push(l) },
  );
  bundle = result.bundleDir;
}, 30 * 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const readJson = (rel: string): any => toPlain(parseJson(readFileSync(join(bundle, rel), 'utf8')));

test('the study runs and carries a rate envelope derived from both passes', () => {
  expect(readJson('status.json').status).toBe('complete');
  expect(progress.some((l) => /^forward\/tiny-f16\/p2 open-loop probe 1: /.test(l))).toBe(true);
  const study = readJson('capacity-study.json');
  expect(study.rate_envelope).toHaveLength(1);
  const [e] = study.rate_envelope;
  expect(e).toMatchObject({ candidate_id: 'tiny-f16', server_parallel: 2, arrival: 'poisson' });
  expect(e.passes.map((p: any) => p.pass_id)).toEqual(['forward', 'reverse']);
  for (const p of e.passes) {
    expect(p.probes).toBeGreaterThan(0);
    const [lo, hi] = p.bracket_rps;
    if (lo !== null && hi !== null) expect(lo).toBeLessThan(hi);
  }
  const [lo, hi] = e.bracket_rps;
  if (lo !== null && hi !== null) expect(lo).toBeLessThan(hi);
  expect(e.probes).toBe(e.passes[0].probes + e.passes[1].probes);
  expect(e.runner_seconds).toBeGreaterThan(0);
  expect(Object.keys(study.rate_searches).sort()).toEqual(['forward/tiny-f16/p2', 'reverse/tiny-f16/p2']);
});

test('every search history is listed in SHA256SUMS and holds the probes the envelope counts', () => {
  const sums = readFileSync(join(bundle, 'SHA256SUMS'), 'utf8');
  const study = readJson('capacity-study.json');
  for (const [i, cell] of CELLS.entries()) {
    expect(sums).toContain(`  ./${cell}/rate-search.json\n`);
    const history = readJson(`${cell}/rate-search.json`);
    expect(history.probes).toHaveLength(study.rate_envelope[0].passes[i].probes);
    expect(history.status).not.toBe('running');
  }
});

test('verify accepts the bundle byte for byte and refuses an edited history', async () => {
  const ok = await cli(['verify', bundle]);
  expect(ok.out).toMatch(/result: OK/);
  expect(ok.code).toBe(0);
  const copy = join(work, 'tampered');
  cpSync(bundle, copy, { recursive: true });
  const path = join(copy, CELLS[0], 'rate-search.json');
  const history = JSON.parse(readFileSync(path, 'utf8'));
  const probe = history.probes[0];
  probe.verdict = probe.verdict === 'pass' ? 'fail' : 'pass';
  writeFileSync(path, JSON.stringify(history));
  const bad = await cli(['verify', copy]);
  expect(bad.out).not.toMatch(/result: OK/);
  expect(bad.code).toBe(1);
});

test('validation re-derives the envelope: an edited rate in the study is named by its pointer', () => {
  const study = parseJson(readFileSync(join(bundle, 'capacity-study.json'), 'utf8'));
  expect(() => validateStudy(study)).not.toThrow();
  const edited = toPlain(study) as any;
  edited.rate_envelope[0].passes[0].probes += 1;
  let error: unknown;
  try {
    validateStudy(edited);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(VerificationMismatch);
  expect((error as Error).message).toContain('/rate_envelope/0/passes/0/probes');
});
