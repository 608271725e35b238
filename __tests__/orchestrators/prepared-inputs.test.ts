// measure and quality refuse a plan, load plan or suite edited since prepare copied it into the bundle.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPrepared } from '../../src/orchestrators/prepare.js';
import { loadStudyContext, type StudyContext } from '../../src/orchestrators/study-context.js';
import { makeTempDir } from '../kits/fake-server-support.js';

const EXAMPLE = '__tests__/fixtures/four-file-plans/tiny';
let temp: { dir: string; cleanup: () => void };
let ctx: StudyContext;

beforeEach(async () => {
  temp = makeTempDir('prepared-inputs');
  ctx = await loadStudyContext(`${EXAMPLE}/capacity-run.json`, process.cwd());
  // What prepare leaves behind: prepared.json for this run spec and the inputs it copied.
  mkdirSync(join(temp.dir, 'bundle'), { recursive: true });
  for (const name of ['capacity-plan.json', 'load-plan.json', 'evaluation-suite.json', 'capacity-run.json'])
    copyFileSync(join(EXAMPLE, name), join(temp.dir, 'bundle', name));
  const prepared = {
    schema_version: '1.0',
    spec_sha256: ctx.specFile.sha256,
    run_id: 'local-1',
    run_attempt: 1,
    candidates: {},
    builds: {},
  };
  writeFileSync(join(temp.dir, 'prepared.json'), JSON.stringify(prepared));
});
afterEach(() => temp.cleanup());

it.each(['capacity-plan.json', 'load-plan.json', 'evaluation-suite.json'])(
  'refuses when %s differs from the prepared copy, naming it and saying to prepare again',
  async (name) => {
    // The prepared copy is an older version of the file the run spec now points at.
    writeFileSync(join(temp.dir, 'bundle', name), '{"older": true}\n');
    const refused = readPrepared(ctx, temp.dir);
    await expect(refused).rejects.toThrow(`${EXAMPLE}/${name} changed since prepare`);
    await expect(readPrepared(ctx, temp.dir)).rejects.toThrow(/prepare again/);
  },
);
