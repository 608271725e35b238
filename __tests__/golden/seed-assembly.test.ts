import { readFileSync } from 'node:fs';
import { assembleStudy, type AssemblyInputs } from '../../src/domain/study/assemble.js';
import type { InputFile } from '../../src/domain/core/json-input.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { performanceRuns, qualityRuns } from '../../src/domain/plan/schedule.js';
import { parseCapacityPlan } from '../../src/domain/plan/plan.js';
import { renderHtmlReport } from '../../src/domain/report/html-report.js';
import { SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';

const SEED = SEED_BUNDLE_DIR;
const file = (rel: string): InputFile => ({ path: rel, bytes: readFileSync(`${SEED}/${rel}`) });

/** The seed bundle's artifacts, labelled as the plan schedules them. */
function seedInputs(): AssemblyInputs {
  const plan = parseCapacityPlan(parseJson(readFileSync(`${SEED}/capacity-plan.json`, 'utf8')));
  const runs = performanceRuns(plan);
  return {
    plan: file('capacity-plan.json'),
    loadPlan: file('load-plan.json'),
    manifest: file('manifest.json'),
    loads: new Map(runs.map((r) => [r.label, file(`runs/${r.label}/load-evaluation.json`)])),
    rss: new Map(runs.map((r) => [r.label, file(`runs/${r.label}/server-time.txt`)])),
    serverLogs: new Map(runs.map((r) => [r.label, file(`runs/${r.label}/server.stderr.log`)])),
    quality: new Map(
      qualityRuns(plan).map((q) => [q.label, file(`quality/${q.label}/quality-evidence.json`)]),
    ),
  };
}

test('seed assembly equals the published study except the 48 reconstructed-file hashes', () => {
  const { study } = assembleStudy(seedInputs());
  const published = parseJson(readFileSync(`${SEED}/capacity-study.json`, 'utf8')) as any;
  const ours = parseJson(canonicalJson(study)) as any;
  // Restore the recorded hashes of the reconstructed files, then the whole document must match.
  for (const key of ['rss_artifacts', 'server_logs']) {
    expect(Object.keys(ours.input_fingerprints[key])).toEqual(Object.keys(published.input_fingerprints[key]));
    ours.input_fingerprints[key] = published.input_fingerprints[key];
  }
  ours.server_configurations.forEach((c: any, i: number) => {
    c.rss_sha256 = published.server_configurations[i].rss_sha256;
    c.server_log_sha256 = published.server_configurations[i].server_log_sha256;
  });
  expect(canonicalJson(ours)).toBe(readFileSync(`${SEED}/capacity-study.json`, 'utf8'));
});

test('the published seed study validates by re-derivation (§10)', async () => {
  const { validateStudy } = await import('../../src/domain/study/validate.js');
  const text = readFileSync(`${SEED}/capacity-study.json`, 'utf8');
  expect(() => validateStudy(parseJson(text))).not.toThrow();
  const tampered = parseJson(text) as any;
  tampered.cells[8].summary.generated_tokens_per_second_median = 85;
  tampered.selections[0].eligible_cell_count = 5;
  expect(() => validateStudy(tampered)).toThrow(
    /\/cells\/8\/summary\/generated_tokens_per_second_median[\s\S]*\/selections\/0\/eligible_cell_count/,
  );
});

test('the HTML report of the assembled study equals that of its written study file', () => {
  // finalize renders the report from the study in memory; `report` renders it from the file.
  const { study } = assembleStudy(seedInputs());
  const options = { toolVersion: '0.0.0-test' };
  const fromFile = renderHtmlReport(parseJson(canonicalJson(study)), options);
  expect(renderHtmlReport(study, options)).toBe(fromFile);
});
