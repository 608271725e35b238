// verify-fleet: a fleet bundle's checksums, each runner study against the sha256 the fleet records,
// a full re-derivation compared byte for byte with its fleet document, receipt and HTML report, and
// each complete runner's receipt and status.json re-rendered from its study and compared byte for byte.
import {
  assertBundleDirectory,
  bundlePath,
  listBundleDirectory,
  readInputFile,
  readTextFile,
} from '../adapters/bundle/bundle-files.js';
import { checkSha256List } from '../adapters/bundle/checksums.js';
import { RECEIPT_FILE, STATUS_FILE, STUDY_FILE, SUMS_FILE } from '../domain/bundle/bundle-layout.js';
import { completeStatus, writeWorkflowJson } from '../domain/bundle/status.js';
import { InputError, VerificationMismatch } from '../domain/core/errors.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../domain/core/json.js';
import { runnerLabelProblem } from '../domain/fleet/fleet.js';
import { decodeUtf8Strict, parseJson } from '../domain/core/json-reader.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { diffJson } from '../domain/study/validate.js';
import {
  buildFleet,
  FLEET_FILE,
  FLEET_PRICES_FILE,
  FLEET_RECEIPT_FILE,
  FLEET_REPORT_FILE,
  REFUSED_FILE,
  runnerDir,
  withoutTrailingSlash,
  type FleetBuildResult,
  type RunnerSource,
} from './fleet-bundle.js';
import { receiptFor } from './study-io.js';

/**
 * Verifies a fleet bundle: SHA256SUMS, each runner study against its recorded sha256, then a full
 * re-derivation compared byte for byte with capacity-fleet.json, the receipt and the HTML report.
 * Returns the report lines and the problems found (empty = verified).
 */
export async function verifyFleetBundle(
  root: string,
  display = root,
): Promise<{ lines: string[]; problems: string[] }> {
  const lines: string[] = [];
  const problems: string[] = [];
  await assertBundleDirectory(root, display, 'fleet bundle directory');
  const files = await listBundleDirectory(root, display, 'a fleet bundle directory');
  const shown = (rel: string) => `${withoutTrailingSlash(display)}/${rel}`;
  if (!files.includes(FLEET_FILE))
    throw new InputError('file not found (not a fleet bundle)', shown(FLEET_FILE));
  if (files.includes(SUMS_FILE)) {
    const { listed, problems: bad } = await checkSha256List(root, SUMS_FILE);
    lines.push(
      bad.length
        ? `checksums: ${bad.length} problem(s)`
        : `checksums: ${listed} files listed, all present and matching`,
    );
    for (const b of bad) lines.push(`  ${b}`);
    problems.push(...bad);
  } else {
    lines.push(`checksums: ${SUMS_FILE} is missing, so file integrity is NOT verified`);
    problems.push(`${SUMS_FILE} missing`);
  }

  const storedBytes = await readInputFile(bundlePath(root, FLEET_FILE), shown(FLEET_FILE));
  // parseJsonInput refuses bytes that are not UTF-8 (naming the file), so decoding them again is safe.
  const stored = parseJsonInput({ path: shown(FLEET_FILE), bytes: storedBytes }).value;
  const storedText = decodeUtf8Strict(storedBytes);
  if (!isJsonObject(stored) || !Array.isArray(stored.runners))
    throw new InputError('expected a capacity-fleet document with a runners list', shown(FLEET_FILE));
  const runners: RunnerSource[] = [];
  for (const [i, entry] of (stored.runners as JsonValue[]).entries()) {
    // The runners' labels are read here, not first in the fleet's rebuild: a bad one names this file.
    if (!isJsonObject(entry))
      throw new InputError('expected a runner object', shown(FLEET_FILE), `/runners/${i}`);
    const labelProblem = runnerLabelProblem(entry.label);
    if (labelProblem !== undefined)
      throw new InputError(`runner label ${labelProblem}`, shown(FLEET_FILE), `/runners/${i}/label`);
    const label = String(entry.label);
    const dir = runnerDir(i);
    const studyRel = `${dir}/${STUDY_FILE}`;
    if (files.includes(studyRel)) {
      const got = sha256Hex(await readInputFile(bundlePath(root, studyRel), shown(studyRel)));
      if (got !== entry.study_sha256) {
        const msg = `runner ${JSON.stringify(label)}: ${studyRel} has sha256 ${got}, but ${FLEET_FILE} records study_sha256 ${String(entry.study_sha256)}`;
        lines.push(msg);
        problems.push(msg);
        lines.push(`result: MISMATCH (${problems.length} problem(s))`);
        return { lines, problems };
      }
    }
    const hasAny = files.some((f) => f.startsWith(`${dir}/`));
    const refusedRel = `${dir}/${REFUSED_FILE}`;
    const refused = files.includes(refusedRel)
      ? (await readTextFile(bundlePath(root, refusedRel), shown(refusedRel))).replace(/\n$/, '')
      : null;
    runners.push({
      label,
      path: hasAny ? bundlePath(root, dir) : null,
      display: shown(dir),
      artifactName: typeof entry.artifact_name === 'string' ? entry.artifact_name : null,
      refused,
    });
  }
  const min = stored.min_tokens_per_second;
  let rebuilt: FleetBuildResult;
  try {
    rebuilt = await buildFleet(
      {
        runners,
        pricesPath: files.includes(FLEET_PRICES_FILE) ? bundlePath(root, FLEET_PRICES_FILE) : undefined,
        minTokensPerSecond:
          min === null || min === undefined ? null : Number((min as { value?: number }).value ?? min),
      },
      root,
    );
  } catch (e) {
    if (e instanceof VerificationMismatch) {
      lines.push(`re-derivation: ${e.message}`);
      problems.push(e.message);
      lines.push(`result: MISMATCH (${problems.length} problem(s))`);
      return { lines, problems };
    }
    throw e;
  }
  lines.push(`re-derivation: ${runners.length} runner(s), each study re-derived and validated`);
  if (rebuilt.json === storedText) lines.push(`${FLEET_FILE}: byte-identical to the re-derivation`);
  else {
    const diffs = diffJson(parseJson(rebuilt.json), stored);
    lines.push(`${FLEET_FILE}: differs from the re-derivation in ${diffs.length} field(s)`);
    for (const d of diffs) lines.push(`    ${d}`);
    problems.push(`${FLEET_FILE}: differs`, ...diffs);
  }
  await checkRunnerRenderings(root, files, rebuilt, shown, lines, problems);
  for (const [name, expected] of [
    [FLEET_RECEIPT_FILE, rebuilt.receipt],
    [FLEET_REPORT_FILE, rebuilt.html],
  ] as const) {
    if (!files.includes(name)) continue;
    const text = await readTextFile(bundlePath(root, name), shown(name));
    if (text === expected) lines.push(`${name}: byte-identical to the re-rendering`);
    else {
      const a = text.split('\n');
      const b = expected.split('\n');
      const i = a.findIndex((line, k) => line !== b[k]);
      lines.push(`${name}: differs from the re-rendering (first at line ${i + 1})`);
      problems.push(`${name}: differs`);
    }
  }
  lines.push(
    problems.length
      ? `result: MISMATCH (${problems.length} problem(s))`
      : 'result: OK — every runner study and every fleet value re-derives',
  );
  return { lines, problems };
}

/**
 * Re-renders each complete runner's receipt and status.json from its study (the way finalize
 * writes them) and compares bytes: a runner file nothing derived is a mismatch, and so is a
 * receipt beside a runner that has no study to render it from.
 */
async function checkRunnerRenderings(
  root: string,
  files: readonly string[],
  rebuilt: FleetBuildResult,
  shown: (rel: string) => string,
  lines: string[],
  problems: string[],
): Promise<void> {
  let checked = 0;
  for (const [i, runner] of (rebuilt.fleet.runners as JsonObject[]).entries()) {
    const dir = runnerDir(i);
    const receiptRel = `${dir}/${RECEIPT_FILE}`;
    const statusRel = `${dir}/${STATUS_FILE}`;
    const expected = new Map<string, string>();
    if (runner.status === 'complete') {
      const studyRel = `${dir}/${STUDY_FILE}`;
      const study = parseJsonInput({
        path: shown(studyRel),
        bytes: await readInputFile(bundlePath(root, studyRel), shown(studyRel)),
      }).value;
      // The re-derivation above already validated it; a complete runner always has an object here.
      if (!isJsonObject(study)) continue;
      expected.set(receiptRel, receiptFor(study, shown(studyRel)));
      expected.set(statusRel, writeWorkflowJson(completeStatus(study)));
    } else if (files.includes(receiptRel)) {
      const msg = `${receiptRel}: runner ${JSON.stringify(String(runner.label))} has no study, so nothing can have rendered its receipt`;
      lines.push(msg);
      problems.push(msg);
    }
    for (const [rel, text] of expected) {
      if (!files.includes(rel)) continue;
      checked += 1;
      if ((await readTextFile(bundlePath(root, rel), shown(rel))) === text) continue;
      const msg = `${rel}: differs from the one re-rendered from ${dir}/${STUDY_FILE}`;
      lines.push(msg);
      problems.push(msg);
    }
  }
  lines.push(`runner files: ${checked} receipt(s) and status file(s) re-rendered from their studies`);
}
