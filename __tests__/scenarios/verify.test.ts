// `verify` on a finalized derived bundle and on tampered copies of it: a changed file, an unlisted
// file, and an edited study value with regenerated checksums.
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { float, JsonFloat, type JsonObject } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { finalizeBundle, writeSha256Sums } from '../../src/orchestrators/finalize.js';
import { cli } from '../kits/seed-bundle.js';
import { cleanup, derivedBundle, rewriteRun, tempDir } from '../kits/scenario-kit.js';

afterAll(cleanup);

let finalized: string;

beforeAll(async () => {
  // A bundle with a failing cell, so the tampered value below is a real gate outcome.
  finalized = derivedBundle({
    rssKib: (label) => (label === 'forward/cand-2/p2' ? 4096 * 1024 + 1 : 150_000),
  });
  const result = await finalizeBundle(finalized);
  expect(result.complete).toBe(true);
});

function copy(): string {
  const dir = tempDir('pp-verify-');
  cpSync(finalized, dir, { recursive: true });
  return dir;
}

test('a finalized derived bundle verifies', async () => {
  const v = await cli(['verify', finalized]);
  expect(v.out).toContain('result: OK');
  expect(v.code).toBe(0);
});

test('a file whose bytes no longer match SHA256SUMS: exit 1 naming the file', async () => {
  const dir = copy();
  // An extra line GNU time never prints: the peak RSS stays the same, the bytes do not.
  appendFileSync(join(dir, 'runs/reverse/cand-1/p1/server-time.txt'), '\tPage size (bytes): 4096\n');
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toMatch(
    /runs\/reverse\/cand-1\/p1\/server-time\.txt: sha256 [0-9a-f]{64} does not match SHA256SUMS/,
  );
});

test('a file added but not listed in SHA256SUMS: exit 1 naming the file', async () => {
  const dir = copy();
  writeFileSync(join(dir, 'notes.txt'), 'added after the run\n');
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toContain('notes.txt: present but not listed in SHA256SUMS');
});

test('an edited study value with regenerated SHA256SUMS: verify and receipt exit 1 naming the cell pointer', async () => {
  const dir = copy();
  const path = join(dir, 'capacity-study.json');
  const study = parseJson(readFileSync(path, 'utf8')) as JsonObject;
  const cells = study.cells as JsonObject[];
  const index = cells.findIndex(
    (c) => c.candidate_id === 'cand-2' && c.server_parallel === 2 && c.client_concurrency === 1,
  );
  const summary = cells[index].summary as JsonObject;
  expect(summary.capacity_gate_met).toBe(false);
  summary.server_peak_rss_mib_max = float((summary.server_peak_rss_mib_max as JsonFloat).value - 1);
  writeFileSync(path, canonicalJson(study));
  await writeSha256Sums(dir);
  const pointer = `/cells/${index}/summary/server_peak_rss_mib_max`;
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toContain('checksums: ');
  expect(v.out).toContain('all present and matching');
  expect(v.out).toContain(`${pointer}: stored `);
  const r = await cli(['receipt', path, '--output', join(tempDir('pp-verify-out-'), 'r.md')]);
  expect(r.code).toBe(1);
  expect(r.err).toContain(pointer);
});

test('a listed file that is missing: exit 1 naming the file', async () => {
  const dir = copy();
  rmSync(join(dir, 'quality/cand-1/p2/quality-evaluation.raw.json'));
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toContain('quality/cand-1/p2/quality-evaluation.raw.json: listed in SHA256SUMS but missing');
});

test('a re-measured load artifact with regenerated SHA256SUMS: exit 1 naming the artifact and the cell', async () => {
  const dir = copy();
  // Request 1 of forward cand-1 P1/C1 finishes 100 ms later (now the level's p95); the row is recomputed, so the file is valid.
  rewriteRun(dir, 'forward/cand-1/p1', 1, (s) =>
    s.index === 1
      ? {
          ...s,
          finished_at_seconds: s.finished_at_seconds + 0.1,
          e2e_latency_ms: (s.finished_at_seconds + 0.1 - s.started_at_seconds) * 1000,
        }
      : s,
  );
  await writeSha256Sums(dir);
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toContain('runs/forward/cand-1/p1/load-evaluation.json');
  expect(v.out).toMatch(/\/cells\/0\/pass_metrics\/0\/e2e_latency_ms_p95: stored /);
});

test('an input that no longer assembles, with SHA256SUMS forged to match: exit 1, not "unreadable"', async () => {
  const dir = copy();
  // A row value the samples do not give: assembly refuses the artifact.
  const path = join(dir, 'runs/forward/cand-1/p1/load-evaluation.json');
  const text = readFileSync(path, 'utf8');
  const edited = text.replace(
    /"request_count": (\d+)/,
    (_m, n: string) => `"request_count": ${Number(n) + 1}`,
  );
  expect(edited).not.toBe(text);
  writeFileSync(path, edited);
  await writeSha256Sums(dir);
  const v = await cli(['verify', dir]);
  expect(v.code).toBe(1);
  expect(v.out).toMatch(/assembly: FAILED: runs\/forward\/cand-1\/p1\/load-evaluation\.json/);
  expect(v.out).toMatch(/result: MISMATCH/);
});

test.each(['capacity-study.json', 'capacity-receipt.md', 'status.json'])(
  'a stored %s that is not UTF-8 (checksums forged): a named mismatch, exit 1',
  async (file) => {
    const dir = copy();
    appendFileSync(join(dir, file), Buffer.from([0xff]));
    await writeSha256Sums(dir);
    const v = await cli(['verify', dir]);
    expect(v.code).toBe(1);
    expect(v.err).not.toMatch(/internal error/);
    expect(v.out).toContain(`${file}: is not valid UTF-8`);
  },
);

test("the receipt's reproduce commands rebuild the derived study and receipt byte for byte", async () => {
  const dir = copy();
  const receipt = readFileSync(join(dir, 'capacity-receipt.md'), 'utf8');
  const blocks = [...receipt.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]);
  // The explicit form names every labelled input; run it as the CLI would see it.
  const explicit = blocks
    .find((b) => b.includes('--plan '))!
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .join(' ')
    .replace(/\\ /g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  expect(explicit.slice(0, 2)).toEqual(['paretopilot-capacity', 'assemble']);
  const a = await cli(explicit.slice(1), dir);
  expect(a.code).toBe(0);
  expect(readFileSync(join(dir, 'capacity-study.reproduced.json'), 'utf8')).toBe(
    readFileSync(join(dir, 'capacity-study.json'), 'utf8'),
  );
  const r = await cli(
    ['receipt', 'capacity-study.reproduced.json', '--output', 'capacity-receipt.reproduced.md'],
    dir,
  );
  expect(r.code).toBe(0);
  expect(readFileSync(join(dir, 'capacity-receipt.reproduced.md'), 'utf8')).toBe(receipt);
  // A second assemble to the same output is refused rather than overwriting it.
  const again = await cli(explicit.slice(1), dir);
  expect(again.code).toBe(2);
  expect(again.err).toContain('capacity-study.reproduced.json');
  expect(again.err).toContain('already exists');
});
