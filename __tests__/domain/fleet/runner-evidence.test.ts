// A runner's raw evidence re-checked against its study, on a finalized synthetic bundle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import {
  checkRunnerEvidence,
  isRunnerEvidencePath,
  renderEvidenceNote,
  runnerEvidenceFiles,
} from '../../../src/domain/fleet/runner-evidence.js';
import { finalizeBundle } from '../../../src/orchestrators/finalize.js';
import { cleanup, derivedBundle } from '../../kits/scenario-kit.js';

let study: JsonObject;
let files: Map<string, Uint8Array>;

beforeAll(async () => {
  const dir = derivedBundle();
  expect((await finalizeBundle(dir)).complete).toBe(true);
  study = parseJson(readFileSync(join(dir, 'capacity-study.json'), 'utf8')) as JsonObject;
  files = new Map(runnerEvidenceFiles(study).map((rel) => [rel, readFileSync(join(dir, rel))]));
});

afterAll(cleanup);

/** A deep copy keeping the JSON number types (a float stays a JsonFloat). */
const copyOf = (v: JsonObject) => parseJson(canonicalJson(v)) as JsonObject;
const configs = () => study.server_configurations as JsonObject[];
const edited = (rel: string, bytes: Uint8Array) => new Map([...files, [rel, bytes]]);

test('lists each server configuration time report and server log in study order', () => {
  const listed = runnerEvidenceFiles(study);
  expect(listed).toHaveLength(2 * configs().length);
  const label = String(configs()[0].source_load_label);
  expect(listed.slice(0, 2)).toEqual([`runs/${label}/server-time.txt`, `runs/${label}/server.stderr.log`]);
  expect(listed.every(isRunnerEvidencePath)).toBe(true);
  expect(runnerEvidenceFiles({})).toEqual([]);
  expect(runnerEvidenceFiles(null)).toEqual([]);
});

test.each([
  ['runs/forward/cand-1/p1/server-time.txt', true],
  ['runs/reverse/cand-2/p12/server.stderr.log', true],
  ['runs/forward/cand-1/p1/load-evaluation.json', false],
  ['runs/forward/cand-1/px/server-time.txt', false],
  ['runs/forward/p1/server-time.txt', false],
  ['x/runs/forward/cand-1/p1/server-time.txt', false],
])('isRunnerEvidencePath(%p) is %p', (rel, expected) => {
  expect(isRunnerEvidencePath(rel)).toBe(expected);
});

test('the bundle evidence re-derives', () => {
  expect(checkRunnerEvidence(study, files)).toBeNull();
});

test('a missing file, a changed file, and a study recording other numbers are each named', () => {
  const [time, log] = runnerEvidenceFiles(study);
  const without = new Map(files);
  without.delete(log);
  expect(checkRunnerEvidence(study, without)).toBe(`${log} is missing, but its study rests on it`);
  expect(checkRunnerEvidence(study, edited(time, new Uint8Array([0x0a])))).toMatch(
    new RegExp(`^${time} has sha256 [0-9a-f]{64}, but the study records rss_sha256 [0-9a-f]{64}$`),
  );
  expect(checkRunnerEvidence(study, edited(log, new Uint8Array([0x0a])))).toMatch(
    new RegExp(`^${log} has sha256 [0-9a-f]{64}, but the study records server_log_sha256 `),
  );
  const other = copyOf(study);
  const first = (other.server_configurations as JsonObject[])[0];
  first.server_peak_rss_mib = 1;
  expect(checkRunnerEvidence(other, files)).toMatch(
    new RegExp(`^${time} gives a peak RSS of [0-9.]+ MiB, but the study records server_peak_rss_mib 1$`),
  );
  const markers = copyOf(study);
  (markers.server_configurations as JsonObject[])[0].kleidiai_model_buffer_marker_count = 7;
  expect(checkRunnerEvidence(markers, files)).toMatch(
    new RegExp(`^${log} has \\d+ KleidiAI marker\\(s\\), but the study records 7$`),
  );
});

test('the receipt note says which runners were re-derived and which were not', () => {
  expect(renderEvidenceNote([])).toBe('');
  const note = renderEvidenceNote([
    { label: 'arm', dir: 'runners/arm', evidence: 'verified' },
    { label: 'x86', dir: 'runners/x86', evidence: 'not-carried' },
  ]);
  expect(note.startsWith('\n## What the fleet re-derives\n\n')).toBe(true);
  const bullets = note.split('\n').filter((l) => l.startsWith('- '));
  expect(bullets).toHaveLength(2);
  expect(bullets[0]).toBe(
    '- `arm`: peak RSS and KleidiAI marker counts re-read from the GNU time reports and server logs in `runners/arm/runs/`, each matching the sha256 its study records.',
  );
  expect(bullets[1]).toContain(
    '- `x86`: **peak RSS and KleidiAI marker counts are taken from its study, not re-derived**',
  );
});
