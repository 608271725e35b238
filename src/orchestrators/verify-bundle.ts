// Verifies a capacity bundle: SHA256SUMS, re-assembly from the raw artifacts, byte-compare of the
// study, receipt and status, and the side files the study binds by hash. Returns a report.
import {
  assertBundleDirectory,
  bundlePath,
  exists,
  listBundleFiles,
  readInputFile,
} from '../adapters/bundle/bundle-files.js';
import { checkSha256List } from '../adapters/bundle/checksums.js';
import { discoverBundle } from '../adapters/bundle/discover-bundle.js';
import {
  qualityFile,
  RECEIPT_FILE,
  runFile,
  PLAN_FILE,
  STATUS_FILE,
  STUDY_FILE,
  SUMS_FILE,
} from '../domain/bundle/bundle-layout.js';
import { assembleStudy } from '../domain/study/assemble.js';
import { InputError } from '../domain/core/errors.js';
import { sha256Hex } from '../domain/core/hashing.js';
import type { JsonObject, JsonValue } from '../domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../domain/core/json-reader.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { JsonSyntaxError } from '../domain/core/errors.js';
import { completeStatus, writeWorkflowJson } from '../domain/bundle/status.js';
import { diffJson } from '../domain/study/validate.js';
import { receiptFor } from './study-io.js';
import { bundleDerivation } from './plan-documents.js';

/** What a verification found: every problem (empty when ok). Each line was also passed to `say`. */
export interface BundleVerification {
  problems: string[];
  ok: boolean;
}

const FINGERPRINT_FILES: Record<string, string> = {
  load_artifacts: 'load-evaluation.json',
  rss_artifacts: 'server-time.txt',
  server_logs: 'server.stderr.log',
};

/** Maps a study diff pointer to the bundle file whose fingerprint it records, if any. */
function fingerprintFile(pointer: string, study: JsonObject): string | null {
  let m =
    /^\/input_fingerprints\/(load_artifacts|rss_artifacts|server_logs|quality_artifacts)\/([^:]+):/.exec(
      pointer,
    );
  if (m) {
    const label = m[2].replace(/~1/g, '/').replace(/~0/g, '~');
    return m[1] === 'quality_artifacts'
      ? qualityFile(label, 'quality-evidence.json')
      : runFile(label, FINGERPRINT_FILES[m[1]]);
  }
  m = /^\/server_configurations\/([0-9]+)\/(rss_sha256|server_log_sha256):/.exec(pointer);
  if (m) {
    const label =
      ((study.server_configurations as JsonObject[])[Number(m[1])]?.source_load_label as string) ?? '?';
    return runFile(label, m[2] === 'rss_sha256' ? 'server-time.txt' : 'server.stderr.log');
  }
  return null;
}

function withoutReproduce(text: string): string {
  return text.replace(/^## Reproduce and compare$[\s\S]*?(?=^## Boundary$)/m, '');
}

/** Compares the bundle's capacity-study.json with the re-assembly, field by field when it differs. */
async function compareStoredStudy(
  root: string,
  study: JsonObject,
  reassembled: string,
  say: (line: string) => void,
  problems: string[],
): Promise<void> {
  const storedText = textOrNull(await readInputFile(bundlePath(root, STUDY_FILE), STUDY_FILE));
  if (storedText === reassembled) return say(`${STUDY_FILE}: byte-identical to the re-assembly`);
  const stored = storedText === null ? null : jsonOrNull(storedText);
  if (stored === null) {
    const what = storedText === null ? 'valid UTF-8' : 'valid JSON';
    say(`${STUDY_FILE}: is not ${what}, so it cannot be the re-assembly`);
    problems.push(`${STUDY_FILE}: not ${what}`);
    return;
  }
  const diffs = diffJson(parseJson(reassembled), stored, '', [], 10_000);
  const byFile = new Map<string, number>();
  const other: string[] = [];
  for (const d of diffs) {
    const f = fingerprintFile(d, study);
    if (f) byFile.set(f, (byFile.get(f) ?? 0) + 1);
    else other.push(d);
  }
  say(`${STUDY_FILE}: differs from the re-assembly in ${diffs.length} field(s)`);
  if (byFile.size) {
    say(`  fingerprints of ${byFile.size} file(s) differ from the hashes recorded in the study:`);
    for (const [f, n] of [...byFile].sort()) {
      const actual = sha256Hex(await readInputFile(bundlePath(root, f), f));
      say(`    ${f}  (now ${actual}; ${n} recorded field(s) differ)`);
      problems.push(`${f}: fingerprint differs from the study`);
    }
  }
  if (other.length) {
    say(`  ${other.length} other field(s) differ:`);
    for (const d of other.slice(0, 200)) say(`    ${d}`);
    if (other.length > 200) say(`    … and ${other.length - 200} more`);
    problems.push(...other);
  } else {
    say(
      '  every derived value (cells, selections, quality checks, server configurations, plan, provenance) matches',
    );
  }
  if (!byFile.size && !other.length) problems.push(`${STUDY_FILE}: differs only in formatting`);
}

/** The bytes as text, or null when they are not valid UTF-8 (a stored file that cannot match). */
function textOrNull(bytes: Uint8Array): string | null {
  try {
    return decodeUtf8Strict(bytes);
  } catch {
    return null;
  }
}

function jsonOrNull(text: string): JsonValue | null {
  try {
    return parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) return null;
    throw e;
  }
}

/** The stored checksum list: every listed file present and matching, none unlisted. */
async function checkChecksums(root: string, say: (line: string) => void, problems: string[]): Promise<void> {
  // Present but not a regular file (a directory, say) is unreadable input, never "missing".
  if (await exists(bundlePath(root, SUMS_FILE))) {
    const { listed, problems: bad } = await checkSha256List(root, SUMS_FILE);
    say(
      bad.length
        ? `checksums: ${bad.length} problem(s)`
        : `checksums: ${listed} files listed in ${SUMS_FILE}, all present and matching, none unlisted`,
    );
    for (const b of bad) say(`  ${b}`);
    problems.push(...bad);
  } else {
    say(`checksums: ${SUMS_FILE} is missing, so file integrity is NOT verified`);
    problems.push(`${SUMS_FILE} missing`);
  }
}

/** The stored receipt against the one re-rendered from the re-assembled study (when the bundle has one). */
async function compareStoredReceipt(
  root: string,
  study: JsonObject,
  say: (line: string) => void,
  problems: string[],
): Promise<void> {
  if (!(await exists(bundlePath(root, RECEIPT_FILE)))) return;
  const stored = textOrNull(await readInputFile(bundlePath(root, RECEIPT_FILE), RECEIPT_FILE));
  const rendered = receiptFor(study, 're-assembled study');
  if (stored === rendered) say(`${RECEIPT_FILE}: byte-identical to the re-rendered receipt`);
  else if (stored === null) {
    say(`${RECEIPT_FILE}: is not valid UTF-8, so it cannot be the re-rendered receipt`);
    problems.push(`${RECEIPT_FILE}: not valid UTF-8`);
  } else if (withoutReproduce(stored) === withoutReproduce(rendered)) {
    say(
      `${RECEIPT_FILE}: differs only inside "## Reproduce and compare" (rendered by another tool or version)`,
    );
    problems.push(`${RECEIPT_FILE}: reproduce section differs`);
  } else {
    const a = stored.split('\n');
    const b = rendered.split('\n');
    const i = a.findIndex((line, k) => line !== b[k]);
    say(`${RECEIPT_FILE}: differs from the re-rendered receipt (first at line ${i + 1})`);
    say(`    stored:   ${a[i] ?? '<end of file>'}`);
    say(`    rendered: ${b[i] ?? '<end of file>'}`);
    problems.push(`${RECEIPT_FILE}: differs`);
  }
}

/** The stored status against the one the re-assembled selections imply (when the bundle has one). */
async function compareStoredStatus(
  root: string,
  study: JsonObject,
  say: (line: string) => void,
  problems: string[],
): Promise<void> {
  if (!(await exists(bundlePath(root, STATUS_FILE)))) return;
  const stored = textOrNull(await readInputFile(bundlePath(root, STATUS_FILE), STATUS_FILE));
  const expected = writeWorkflowJson(completeStatus(study));
  if (stored === expected) say(`${STATUS_FILE}: matches the re-assembled selections`);
  else {
    const value = stored === null ? null : jsonOrNull(stored);
    say(
      value === null
        ? `${STATUS_FILE}: is not valid ${stored === null ? 'UTF-8' : 'JSON'}, so it cannot be the status implied by the re-assembly`
        : `${STATUS_FILE}: differs from the status implied by the re-assembly`,
    );
    if (value !== null) for (const d of diffJson(parseJson(expected), value)) say(`    ${d}`);
    problems.push(`${STATUS_FILE}: differs`);
  }
}

/** Side files the study binds by hash but assembly does not read; each present one must match. */
async function checkBoundSideFiles(
  root: string,
  files: readonly string[],
  study: JsonObject,
  say: (line: string) => void,
  problems: string[],
): Promise<void> {
  const sideChecks: { file: string; expected: string; what: string }[] = [];
  for (const c of study.server_configurations as JsonObject[]) {
    sideChecks.push({
      file: runFile(c.source_load_label as string, 'server-command.json'),
      expected: c.load_command_sha256 as string,
      what: 'load_command_sha256',
    });
  }
  const wrappers = (study.source_artifacts as JsonObject).quality_wrappers as JsonObject;
  for (const [label, entry] of Object.entries(wrappers)) {
    const w = (entry as JsonObject).wrapper as JsonObject;
    sideChecks.push({
      file: qualityFile(label, 'server-command.json'),
      expected: w.server_command_sha256 as string,
      what: 'server_command_sha256',
    });
    sideChecks.push({
      file: qualityFile(label, 'quality-evaluation.raw.json'),
      expected: w.evaluation_sha256 as string,
      what: 'evaluation_sha256',
    });
  }
  sideChecks.push({
    file: 'evaluation-suite.json',
    expected: ((study.plan as JsonObject).pins as JsonObject).evaluation_suite_sha256 as string,
    what: 'pins.evaluation_suite_sha256',
  });
  let sideOk = 0;
  for (const s of sideChecks) {
    if (!files.includes(s.file)) continue;
    const got = sha256Hex(await readInputFile(bundlePath(root, s.file), s.file));
    if (got === s.expected) sideOk++;
    else {
      say(`  ${s.file}: sha256 ${got} does not match the recorded ${s.what} ${s.expected}`);
      problems.push(`${s.file}: differs from ${s.what}`);
    }
  }
  say(`bound side files: ${sideOk} present and matching their recorded hashes`);
}

/**
 * Verifies the bundle at `root` (`shownAs` names it in the header and in errors). A mismatch is a
 * report with ok=false; a bundle that cannot be read at all throws InputError (exit 2 in the CLI).
 */
export async function verifyBundle(
  root: string,
  say: (line: string) => void = () => {},
  shownAs: string = root,
): Promise<BundleVerification> {
  await assertBundleDirectory(root, shownAs);
  const problems: string[] = [];
  say(`verify: ${shownAs}`);

  const files = await listBundleFiles(root);
  // Neither a checksum list nor a plan: this is no bundle at all (unreadable input, exit 2).
  if (!(await exists(bundlePath(root, SUMS_FILE))) && !(await exists(bundlePath(root, PLAN_FILE))))
    throw new InputError(`not a capacity bundle: it has neither ${SUMS_FILE} nor ${PLAN_FILE}`, shownAs);
  await checkChecksums(root, say, problems);

  const derivation = await bundleDerivation(root);
  if (derivation) {
    say(derivation.summary);
    problems.push(...derivation.problems);
  }

  let study: JsonObject;
  let inputCount: number;
  try {
    const { inputs } = await discoverBundle(root);
    inputCount = 3 + inputs.loads.size + inputs.rss.size + inputs.serverLogs.size + inputs.quality.size;
    study = assembleStudy(inputs).study;
  } catch (e) {
    // The bundle was readable (its listing and checksums were checked above): inputs that do not
    // assemble are a mismatch like any other, whether or not SHA256SUMS was forged to match them.
    if (e instanceof InputError) {
      say(`assembly: FAILED: ${e.message}`);
      say(`result: MISMATCH (${problems.length + 1} problem(s))`);
      return { problems: [...problems, `assembly: ${e.message}`], ok: false };
    }
    throw e;
  }
  say(`assembly: re-assembled from ${inputCount} input files`);
  const reassembled = canonicalJson(study);

  if (await exists(bundlePath(root, STUDY_FILE)))
    await compareStoredStudy(root, study, reassembled, say, problems);
  else say(`${STUDY_FILE}: not in the bundle (nothing to compare)`);

  await compareStoredReceipt(root, study, say, problems);
  await compareStoredStatus(root, study, say, problems);
  await checkBoundSideFiles(root, files, study, say, problems);
  say(
    problems.length
      ? `result: MISMATCH (${problems.length} problem(s))`
      : 'result: OK — every file and every derived value matches',
  );
  return { problems, ok: problems.length === 0 };
}
