// KleidiAI marker rule (spec §7) on derived bundles: an expected marker must be present in every
// performance log of that candidate, and a generic candidate's logs must not contain it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../src/domain/core/json.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { writeWorkflowJson } from '../../src/domain/bundle/status.js';
import { predict } from '../kits/scenario-oracle.js';
import { assembleAndRender, cleanup, derivedBundle, expectStudyToMatch } from '../kits/scenario-kit.js';

afterAll(cleanup);

const kleidiaiExpected = (id: string) => id === 'cand-2';

test('expected markers present (one or more) and generic logs clean: assembly records the counts', async () => {
  const dir = derivedBundle({
    kleidiaiExpected,
    kleidiaiMarkers: (label) => (label === 'reverse/cand-2/p2' ? 2 : label.includes('/cand-2/') ? 1 : 0),
  });
  const run = await assembleAndRender(dir);
  expect(run.assemble.code).toBe(0);
  expect(run.receipt!.code).toBe(0);
  expectStudyToMatch(run.study, predict(dir));
  expect(run.study.plan.candidates.map((c: any) => c.kleidiai_expected)).toEqual([false, true]);
  expect(run.study.provenance.candidates['cand-2'].build.kleidiai_enabled).toBe(true);
  const counts = Object.fromEntries(
    run.study.server_configurations.map((s: any) => [
      s.source_load_label,
      s.kleidiai_model_buffer_marker_count,
    ]),
  );
  expect(counts).toEqual({
    'forward/cand-1/p1': 0,
    'forward/cand-1/p2': 0,
    'forward/cand-2/p1': 1,
    'forward/cand-2/p2': 1,
    'reverse/cand-1/p1': 0,
    'reverse/cand-1/p2': 0,
    'reverse/cand-2/p1': 1,
    'reverse/cand-2/p2': 2,
  });
});

test('a KleidiAI-expected candidate whose log lacks the marker: exit 2 naming the candidate and file', async () => {
  const dir = derivedBundle({
    kleidiaiExpected,
    kleidiaiMarkers: (label) => (label.includes('/cand-2/') && label !== 'reverse/cand-2/p1' ? 1 : 0),
  });
  const run = await assembleAndRender(dir);
  expect(run.assemble.code).toBe(2);
  expect(run.assemble.err).toContain('runs/reverse/cand-2/p1/server.stderr.log');
  expect(run.assemble.err).toContain(
    'cand-2 capacity server did not record the KleidiAI model-buffer marker',
  );
  expect(run.study).toBeNull();
});

test('a generic candidate whose log has the marker: exit 2 naming the candidate and file', async () => {
  const dir = derivedBundle({ kleidiaiMarkers: (label) => (label === 'forward/cand-1/p2' ? 1 : 0) });
  const run = await assembleAndRender(dir);
  expect(run.assemble.code).toBe(2);
  expect(run.assemble.err).toContain('runs/forward/cand-1/p2/server.stderr.log');
  expect(run.assemble.err).toContain(
    'cand-1 capacity server unexpectedly recorded a KleidiAI model-buffer marker',
  );
});

test('a lower-case or partial marker does not count', async () => {
  const dir = derivedBundle({ kleidiaiExpected });
  const log = join(dir, 'runs/forward/cand-2/p1/server.stderr.log');
  writeFileSync(log, 'load_tensors: cpu_kleidiai model buffer size = 1 MiB\nCPU_KLEIDIAI model buf\n');
  const run = await assembleAndRender(dir);
  expect(run.assemble.code).toBe(2);
  expect(run.assemble.err).toContain('runs/forward/cand-2/p1/server.stderr.log');
});

test('a manifest whose kleidiai_enabled disagrees with the plan is rejected', async () => {
  const dir = derivedBundle({ kleidiaiExpected });
  const path = join(dir, 'manifest.json');
  const manifest = parseJson(readFileSync(path, 'utf8')) as JsonObject;
  (((manifest.candidates as JsonObject)['cand-2'] as JsonObject).build as JsonObject).kleidiai_enabled =
    false;
  writeFileSync(path, writeWorkflowJson(manifest));
  const run = await assembleAndRender(dir);
  expect(run.assemble.code).toBe(2);
  expect(run.assemble.err).toMatch(/manifest\.json.*kleidiai_enabled/);
});
