// The peak-RSS source rule (spec §6) on derived bundles: exactly one positive
// "Maximum resident set size (kbytes)" line per performance run, KiB / 1024 as MiB.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleAndRender, cleanup, derivedBundle } from '../kits/scenario-kit.js';

afterAll(cleanup);

const REPORT = 'runs/reverse/cand-2/p1/server-time.txt';

async function withReport(text: string) {
  const dir = derivedBundle();
  writeFileSync(join(dir, REPORT), text);
  return assembleAndRender(dir);
}

const rssOf = (study: any, label: string) =>
  study.server_configurations.find((s: any) => s.source_load_label === label).server_peak_rss_mib;

test('CRLF line endings and surrounding blanks still give one value', async () => {
  const run = await withReport(
    '\tCommand being timed: "x"\r\n   Maximum resident set size (kbytes):   3530824  \r\n',
  );
  expect(run.assemble.code).toBe(0);
  expect(rssOf(run.study, 'reverse/cand-2/p1')).toBe(3530824 / 1024);
});

test.each([
  ['two values', '\tMaximum resident set size (kbytes): 1000\n\tMaximum resident set size (kbytes): 2000\n'],
  ['no value', '\tAverage resident set size (kbytes): 0\n'],
  ['a zero value', '\tMaximum resident set size (kbytes): 0\n'],
  ['trailing text after the value', '\tMaximum resident set size (kbytes): 1000 KiB\n'],
])('%s: assembly exits 2 naming the report', async (_name, text) => {
  const run = await withReport(text);
  expect(run.assemble.code).toBe(2);
  expect(run.assemble.err).toContain(REPORT);
});
