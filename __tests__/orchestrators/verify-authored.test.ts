// A bundle prepared from an authored plan holds it next to the four documents it derived; verify
// derives them again and refuses a bundle whose plan documents are not that derivation.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../src/domain/build/kleidiai.js';
import { BUNDLE_FILES } from '../../src/domain/bundle/bundle-layout.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { isJsonObject } from '../../src/domain/core/json.js';
import { deriveAuthoredFiles, loadJsonFile } from '../../src/orchestrators/plan-documents.js';
import { verifyBundle } from '../../src/orchestrators/verify-bundle.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-verify-authored-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function bundleOfTiny(): Promise<void> {
  const authored = await loadJsonFile(resolve('examples/tiny/capacity.json'), 'capacity.json');
  const { files } = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE);
  if (!files) throw new Error('examples/tiny/capacity.json does not derive');
  writeFileSync(join(dir, BUNDLE_FILES.authoredPlan), authored.bytes);
  writeFileSync(join(dir, BUNDLE_FILES.runSpec), files.spec.bytes);
  writeFileSync(join(dir, BUNDLE_FILES.plan), files.plan.bytes);
  writeFileSync(join(dir, BUNDLE_FILES.loadPlan), files.loadPlan.bytes);
  writeFileSync(join(dir, BUNDLE_FILES.evaluationSuite), files.suite.bytes);
}

const derivationProblems = (problems: string[]) => problems.filter((p) => p.includes('is not what'));

test('the derived documents as prepare writes them are accepted', async () => {
  await bundleOfTiny();
  const lines: string[] = [];
  const report = await verifyBundle(dir, (l) => lines.push(l));
  expect(derivationProblems(report.problems)).toEqual([]);
  expect(lines).toContain("capacity.json: the bundle's plan documents are what it derives");
});

test('an edited load plan is refused, naming it', async () => {
  await bundleOfTiny();
  const edited = await loadJsonFile(join(dir, BUNDLE_FILES.loadPlan), BUNDLE_FILES.loadPlan);
  if (!isJsonObject(edited.value)) throw new Error('not an object');
  edited.value.output_tokens = 65;
  writeFileSync(join(dir, BUNDLE_FILES.loadPlan), canonicalJson(edited.value));
  const report = await verifyBundle(dir);
  expect(report.ok).toBe(false);
  expect(derivationProblems(report.problems)).toEqual(['load-plan.json: is not what capacity.json derives']);
});
