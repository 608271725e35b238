// What each study artifact may contain and the size bounds derived from the plan.
import { readFileSync } from 'node:fs';
import {
  CELL_KIND_FILES,
  FIXED_CELL_BYTES,
  MAX_CELL_BYTES,
  PREPARE_BOUND,
  STUDY_BOUND_BYTES,
  cellBound,
  maxSearchRequests,
  cellDirectory,
  cellEntryProblem,
  prepareEntryProblem,
} from '../../../src/domain/bundle/artifact-layout.js';
import { parseLoadPlan, type LoadPlan } from '../../../src/domain/plan/load-plan.js';
import { parseEvaluationSuite } from '../../../src/domain/plan/evaluation-suite.js';
import { openLoopPlan } from '../../kits/rate-search-kit.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/reference/${name}`, import.meta.url), 'utf8'));
const loadPlan = parseLoadPlan(fixture('load.arm64.json'));
const suite = parseEvaluationSuite(fixture('qwen-behavior-v2.json'));
const MiB = 1024 ** 2;

test.each([
  ['capacity-plan.json', undefined],
  ['manifest.json', undefined],
  ['canonical/lock.json', undefined],
  ['build/kleidiai/build.log', undefined],
  ['capacity-study.json', /is not a file the prepare step writes/],
  ['status.json', /is not a file the prepare step writes/],
  ['runs/forward/q8/p1/load-evaluation.json', /is not a file the prepare step writes/],
  ['quality/q8/p1/quality-evidence.json', /is not a file the prepare step writes/],
  ['build/kleidiai/deeper/x.log', /is not a file the prepare step writes/],
])('prepare entry %j', (rel, problem) => {
  const got = prepareEntryProblem(rel);
  if (problem === undefined) expect(got).toBeUndefined();
  else expect(got).toMatch(problem);
});

test('cell entries are the files of their kind, by plain name', () => {
  expect(cellEntryProblem('run', 'load-evaluation.json')).toBeUndefined();
  expect(cellEntryProblem('quality', 'quality-evidence.json')).toBeUndefined();
  expect(cellEntryProblem('run', 'quality-evidence.json')).toMatch(
    /is not a file a run configuration writes/,
  );
  expect(cellEntryProblem('quality', 'load-evaluation.json')).toMatch(
    /is not a file a quality configuration/,
  );
  expect(cellEntryProblem('run', 'capacity-plan.json')).toMatch(/is not a file a run configuration writes/);
  expect(CELL_KIND_FILES.run).toContain('server.stderr.log');
  expect(cellDirectory('run', 'forward/q8/p2')).toBe('runs/forward/q8/p2');
  expect(cellDirectory('quality', 'q8/p2')).toBe('quality/q8/p2');
});

test('the reference plan gives small per-cell bounds that all fit the study bound', () => {
  const run = cellBound('run', loadPlan, suite);
  const quality = cellBound('quality', loadPlan, suite);
  // 3 levels × (4 warm-up + 8 measured) requests × 64 tokens: ~5 MiB of allowance over the fixed 16 MiB.
  expect(run.maxExtractedBytes).toBeGreaterThan(FIXED_CELL_BYTES);
  expect(run.maxExtractedBytes).toBeLessThan(24 * MiB);
  expect(quality.maxExtractedBytes).toBeLessThan(40 * MiB);
  expect(run.maxArchiveBytes).toBeGreaterThan(run.maxExtractedBytes);
  expect(run.maxArchiveBytes).toBeLessThan(run.maxExtractedBytes * 1.05);
  // The published study: 12 run and 6 quality cells, all at their bounds, plus prepare.
  expect(
    12 * run.maxExtractedBytes + 6 * quality.maxExtractedBytes + PREPARE_BOUND.maxExtractedBytes,
  ).toBeLessThan(STUDY_BOUND_BYTES);
});

test('bounds grow with requests and output tokens, and are capped per cell', () => {
  const small = cellBound('run', loadPlan, suite).maxExtractedBytes;
  const more: LoadPlan = { ...loadPlan, output_tokens: loadPlan.output_tokens * 4 };
  expect(cellBound('run', more, suite).maxExtractedBytes).toBeGreaterThan(small);
  const huge: LoadPlan = {
    ...loadPlan,
    output_tokens: 4096,
    measured_requests_per_level: 256,
    concurrency_levels: [1, 2, 4, 8, 16, 32],
  };
  expect(cellBound('run', huge, suite).maxExtractedBytes).toBe(MAX_CELL_BYTES);
});

test('a run cell of an open_loop plan may also hold every request its rate search can send', () => {
  // 0.25 → 64 req/s is 8 doublings; 10 % tolerance is 3 bisections; 2 replicates of 12 requests.
  const o = openLoopPlan();
  expect(maxSearchRequests(o)).toBe((8 + 2 + 3) * 2 * 12);
  const without = cellBound('run', loadPlan, suite).maxExtractedBytes;
  expect(cellBound('run', loadPlan, suite, o).maxExtractedBytes).toBeGreaterThan(without);
  expect(cellBound('quality', loadPlan, suite, o)).toEqual(cellBound('quality', loadPlan, suite));
});
