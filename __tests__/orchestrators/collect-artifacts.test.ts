// The assemble job's download stage against hostile artifacts, in memory and through the real client.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { MemoryArtifactStore } from '../kits/memory-artifact-store.js';
import type { ArtifactStore } from '../../src/adapters/artifacts/artifact-store.js';
import { collectStudyArtifacts } from '../../src/orchestrators/collect-artifacts.js';
import { StageError } from '../../src/orchestrators/errors.js';
import { nameOf, uploadLikeMeasureSteps } from '../kits/study-artifacts.js';
import { githubHarness } from '../kits/store-fixture.js';
import { makeZip } from '../kits/zip-fixture.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collect-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function collect(store: ArtifactStore, over: { studyBoundBytes?: number; currentAttempt?: number } = {}) {
  const logs: string[] = [];
  const bundleDir = join(dir, 'bundle');
  mkdirSync(bundleDir, { recursive: true });
  const run = collectStudyArtifacts({
    store,
    prefix: 'capacity',
    currentAttempt: over.currentAttempt ?? 1,
    bundleDir,
    stagingDir: join(dir, 'download'),
    log: { info: (m) => logs.push(`info ${m}`), warning: (m) => logs.push(`warning ${m}`) },
    studyBoundBytes: over.studyBoundBytes,
  });
  return { run, logs, bundleDir };
}

test('a clean study is collected whole, without the sha256 lists, and the scratch space is removed', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  const { run, bundleDir } = collect(store);
  expect(await run).toEqual({ attempt: 1, problems: [] });
  expect(existsSync(join(bundleDir, 'capacity-plan.json'))).toBe(true);
  expect(existsSync(join(bundleDir, 'runs/reverse/cand-2/p2/load-evaluation.json'))).toBe(true);
  expect(existsSync(join(bundleDir, 'quality/cand-1/p2/quality-evidence.json'))).toBe(true);
  expect(existsSync(join(bundleDir, 'prepare.sha256'))).toBe(false);
  expect(existsSync(join(bundleDir, 'runs/reverse/cand-2/p2/artifact.sha256'))).toBe(false);
  expect(existsSync(join(dir, 'download'))).toBe(false);
});

test('the study bound caps the sum of all artifacts: cells past it are refused', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  const sizes = await store.list();
  const prepare = sizes.find((a) => a.name === 'capacity-prepare-a1')!.size;
  const cell = sizes.find((a) => a.name === nameOf('runs/forward/cand-1/p1', 1))!.size;
  // Room for the prepare artifact and about two cells.
  const { run } = collect(store, { studyBoundBytes: prepare + 2.5 * cell });
  const { problems } = await run;
  expect(problems.length).toBeGreaterThan(5);
  expect(
    problems.every((p) => /declares more than \d+ bytes of content|at most \d+ are accepted/.test(p)),
  ).toBe(true);
});

test('nothing already in the bundle is ever overwritten (wx)', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store);
  const { run, bundleDir } = collect(store);
  const target = join(bundleDir, 'runs/forward/cand-1/p1/server-time.txt');
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, 'already here');
  const { problems } = await run;
  expect(problems).toEqual([
    expect.stringMatching(
      /^artifact capacity-run-forward-cand-1-p1-a1 \(run forward\/cand-1\/p1\): refusing to overwrite runs\/forward\/cand-1\/p1\/server-time\.txt/,
    ),
  ]);
  expect(readFileSync(target, 'utf8')).toBe('already here');
});

test('a prepare artifact carrying a cell file or an assemble output is rejected as a whole', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, {
    alter: (key, src, upload) => {
      if (key !== 'prepare') return;
      writeFileSync(join(src, 'status.json'), '{"status":"complete"}');
      return [...upload, 'status.json'];
    },
  });
  const error = await collect(store).run.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StageError);
  expect((error as StageError).stage).toBe('download');
  expect((error as Error).message).toMatch(
    /the prepare artifact capacity-prepare-a1 is rejected: .*files not in its sha256 list: status\.json/,
  );
});

test('no prepare artifact of this or an earlier attempt is a download-stage failure', async () => {
  const store = new MemoryArtifactStore();
  await uploadLikeMeasureSteps(store, { attempt: 2 });
  const { run, logs } = collect(store, { currentAttempt: 1 });
  await expect(run).rejects.toThrow(/no capacity-prepare artifact of attempt 1 or earlier in this run/);
  expect(logs).toContain(
    'warning artifact capacity-prepare-a2 ignored: attempt 2 is later than the running attempt 1',
  );
});

test('through the real client: link entries and zip bombs fail only their own cell', async () => {
  const h = await githubHarness();
  try {
    const LINK = 'runs/forward/cand-1/p1';
    const BOMB = 'quality/cand-2/p2';
    await uploadLikeMeasureSteps(h.store, { skip: (key) => key === LINK || key === BOMB });
    h.service.seed(
      nameOf(LINK, 1),
      makeZip([
        { name: `${LINK}/artifact.sha256`, data: '' },
        { name: `${LINK}/server.stderr.log`, data: '/etc/passwd', mode: 0o120777 },
      ]),
    );
    h.service.seed(
      nameOf(BOMB, 1),
      makeZip([
        {
          name: `${BOMB}/quality-evidence.json`,
          compressed: deflateRawSync(Buffer.alloc(64 * 1024 ** 2)),
          declaredSize: 1000,
        },
      ]),
    );
    const { run, bundleDir } = collect(h.store);
    const { problems } = await run;
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(
      /^artifact capacity-run-forward-cand-1-p1-a1 \(run forward\/cand-1\/p1\): Archive of artifact .* is rejected: Archive entry "runs\/forward\/cand-1\/p1\/server\.stderr\.log" is a symbolic link\./,
    );
    expect(problems[0]).toMatch(
      /^artifact capacity-quality-cand-2-p2-a1 \(quality cand-2\/p2\): Archive of artifact .* is rejected: entry "quality\/cand-2\/p2\/quality-evidence\.json": too many bytes in the stream/,
    );
    expect(existsSync(join(bundleDir, LINK))).toBe(false);
    expect(existsSync(join(bundleDir, BOMB))).toBe(false);
    expect(existsSync(join(bundleDir, 'runs/forward/cand-2/p1/load-evaluation.json'))).toBe(true);
  } finally {
    await h.close();
  }
});
