// openStudy: the work dir's study is resumed when the plan is the same (finished cells kept, their
// checksums verified), refused when the plan or a measured cell changed or its prepared state is
// gone, and moved aside — never deleted — for a fresh study.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSha256List } from '../../src/adapters/bundle/checksums.js';
import { InputError } from '../../src/domain/core/errors.js';
import { loadStudyContext, type StudyContext } from '../../src/orchestrators/study-context.js';
import { describeResume, openStudy } from '../../src/orchestrators/study-record.js';

const PLAN = 'examples/tiny/capacity.json';
const CELL = 'runs/forward/tiny-f16/p1';
let ctx: StudyContext;
let work: string;
const progress: string[] = [];
const events = { log: () => undefined, progress: (l: string) => void progress.push(l) };
const open = (fresh = false) =>
  openStudy(ctx, { workDir: work, cacheDir: join(work, 'cache'), fresh }, events);

/** What a prepare and one finished cell leave in the work dir. */
async function preparedStudyWithOneCell(): Promise<void> {
  const bundle = join(work, 'bundle');
  mkdirSync(bundle, { recursive: true });
  writeFileSync(join(bundle, 'capacity.json'), ctx.authoredFile!.bytes);
  writeFileSync(join(bundle, 'capacity-run.json'), ctx.specFile.bytes);
  writeFileSync(join(bundle, 'capacity-plan.json'), ctx.planFile.bytes);
  writeFileSync(join(bundle, 'load-plan.json'), ctx.loadPlanFile.bytes);
  writeFileSync(join(bundle, 'evaluation-suite.json'), ctx.suiteFile.bytes);
  const candidates = Object.fromEntries(
    ctx.spec.candidates.map((c) => [
      c.id,
      {
        modelCachePath: `/cache/${c.filename}`,
        modelSha256: 'a'.repeat(64),
        modelSizeBytes: 1,
        build: c.build,
      },
    ]),
  );
  const builds = { generic: { binaryCachePath: '/cache/llama-server', cacheKey: 'k', fromCache: true } };
  writeFileSync(
    join(work, 'prepared.json'),
    JSON.stringify({
      schema_version: '1.0',
      spec_sha256: ctx.specFile.sha256,
      run_id: 'local-1',
      run_attempt: 1,
      candidates,
      builds,
    }),
  );
  mkdirSync(join(work, '.candidate-build', 'generic', 'bin'), { recursive: true });
  writeFileSync(join(work, '.candidate-build', 'generic', 'bin', 'llama-server'), '');
  mkdirSync(join(work, '.candidate-models'), { recursive: true });
  for (const c of ctx.spec.candidates) writeFileSync(join(work, '.candidate-models', c.filename), '');
  const cell = join(bundle, CELL);
  mkdirSync(cell, { recursive: true });
  const files = {
    'server-command.json': '{}',
    'server.stderr.log': 'log\n',
    'server-time.txt': 'time\n',
    'load-evaluation.json': '{}',
    'server-evidence.json': '{"status":"complete"}',
  };
  for (const [f, text] of Object.entries(files)) writeFileSync(join(cell, f), text);
  await writeSha256List(cell, Object.keys(files), 'artifact.sha256');
}

/** Every file under `dir` with its bytes, to show nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out[join(e.parentPath, e.name)] = readFileSync(join(e.parentPath, e.name), 'utf8');
  return out;
}

beforeEach(async () => {
  ctx = await loadStudyContext(PLAN, process.cwd());
  work = mkdtempSync(join(tmpdir(), 'pp-record-'));
  progress.length = 0;
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('openStudy', () => {
  it('a work dir without a bundle starts a fresh study: prepare runs, every cell to measure', async () => {
    const opened = await open();
    expect(opened.prepared).toBeNull();
    expect(opened.progress.finished).toEqual([]);
    expect(opened.progress.unfinished).toHaveLength(12);
  });

  it('the same plan resumes: prepared state reused, the finished cell kept and counted', async () => {
    await preparedStudyWithOneCell();
    const opened = await open();
    expect(opened.prepared?.run_id).toBe('local-1');
    expect(opened.progress.finished).toEqual([{ kind: 'run', label: 'forward/tiny-f16/p1' }]);
    expect(opened.progress.unfinished).toHaveLength(11);
    expect(describeResume(opened.progress)).toBe(
      'resuming the study in the work dir: 1 of 12 cells already measured (checksums verified); measuring the other 11',
    );
  });

  it('another plan is refused with the way out, and the bundle is left exactly as it was', async () => {
    await preparedStudyWithOneCell();
    writeFileSync(join(work, 'bundle', 'capacity.json'), '{"an":"older plan"}\n');
    const before = snapshot(work);
    const refused = open();
    await expect(refused).rejects.toBeInstanceOf(InputError);
    await expect(open()).rejects.toThrow(/holds a study of another plan: capacity\.json .*--fresh/);
    expect(snapshot(work)).toEqual(before);
  });

  it('a measured cell changed since it ended is refused, naming the file', async () => {
    await preparedStudyWithOneCell();
    writeFileSync(join(work, 'bundle', CELL, 'server.stderr.log'), 'edited\n');
    await expect(open()).rejects.toThrow(
      /run forward\/tiny-f16\/p1: server\.stderr\.log has sha256 .*--fresh/s,
    );
  });

  it('measured cells whose prepared state is gone are refused, not re-prepared under another manifest', async () => {
    await preparedStudyWithOneCell();
    rmSync(join(work, '.candidate-build'), { recursive: true });
    await expect(open()).rejects.toThrow(/1 measured cell\(s\) but its prepared state .* is gone/);
  });

  it('fresh moves the bundle aside under a name it prints; nothing is deleted', async () => {
    await preparedStudyWithOneCell();
    const before = snapshot(join(work, 'bundle'));
    const opened = await open(true);
    expect(opened.prepared).toBeNull();
    expect(opened.movedAside).toMatch(/\/bundle\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(progress).toEqual([
      `fresh study: the earlier bundle was moved aside to ${opened.movedAside} (nothing was deleted)`,
    ]);
    const moved = snapshot(opened.movedAside!);
    expect(Object.values(moved)).toEqual(Object.values(before));
    expect(readdirSync(work)).not.toContain('bundle');
  });

  it('a bundle with cells but no plan is not continued', async () => {
    mkdirSync(join(work, 'bundle', CELL), { recursive: true });
    writeFileSync(join(work, 'bundle', CELL, 'server.stderr.log'), 'x');
    await expect(open()).rejects.toThrow(/measured cells but no plan/);
  });

  it('a bundle a prepare left without cells (cut off) is prepared again', async () => {
    mkdirSync(join(work, 'bundle'), { recursive: true });
    writeFileSync(join(work, 'bundle', 'status.json'), '{}');
    expect((await open()).prepared).toBeNull();
  });
});
