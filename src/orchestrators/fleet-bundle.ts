// Fleet bundles: read each runner's study bundle (checksums first), derive capacity-fleet.json,
// write the fleet bundle, and verify one by re-deriving it byte for byte. Shared by the CLI
// (`fleet`, `verify-fleet`) and the action's `fleet` command; verifying is verify-fleet-bundle.ts.
import { lstat, mkdir, rm } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import {
  bundlePath,
  listBundleDirectory,
  readInputFile,
  readTextFile,
  writeFileEnsuringDir,
} from '../adapters/bundle/bundle-files.js';
import { RECEIPT_FILE, STATUS_FILE, STUDY_FILE, SUMS_FILE } from '../domain/bundle/bundle-layout.js';
import { JSON_INPUT_BOUNDS } from '../domain/study/assemble.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { InputError } from '../domain/core/errors.js';
import { deriveFleet, refusedRunner, type FleetRunnerInput } from '../domain/fleet/fleet.js';
import { RunnerRefusedError } from '../domain/core/errors.js';
import { renderFleetHtmlPage } from '../domain/fleet/fleet-html.js';
import { renderFleetReceipt } from '../domain/fleet/fleet-receipt.js';
import { parsePriceTable, type PriceTable } from '../domain/fleet/prices.js';
import { sha256Hex } from '../domain/core/hashing.js';
import type { JsonObject, JsonValue } from '../domain/core/json.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { parseSha256Sums } from '../domain/bundle/sha256-sums.js';
import { writeSha256List } from '../adapters/bundle/checksums.js';
import {
  checkRunnerEvidence,
  isRunnerEvidencePath,
  renderEvidenceNote,
  runnerEvidenceFiles,
  type RunnerEvidence,
} from '../domain/fleet/runner-evidence.js';

export const FLEET_FILE = 'capacity-fleet.json';
export const FLEET_RECEIPT_FILE = 'capacity-fleet-receipt.md';
export const FLEET_REPORT_FILE = 'capacity-fleet-report.html';
export const FLEET_PRICES_FILE = 'prices.json';
/** Each runner's evidence inside the fleet bundle: runners/r<index>/ in input order. */
export const runnerDir = (index: number) => `runners/r${index}`;
/** Written into a refused runner's directory: why the fleet did not use its bundle. */
export const REFUSED_FILE = 'refused.txt';
/** Files of a runner bundle the fleet keeps (the study binds everything else by hash). */
const KEPT_FILES = [STUDY_FILE, STATUS_FILE, RECEIPT_FILE] as const;
/**
 * True for every file of a runner bundle the fleet reads (the study, status, receipt, sums, and each
 * run cell's time report and server log); the rest of a runner bundle may be dropped.
 */
export const isRunnerFileRead = (rel: string): boolean =>
  (KEPT_FILES as readonly string[]).includes(rel) || rel === SUMS_FILE || isRunnerEvidencePath(rel);

export interface RunnerSource {
  readonly label: string;
  /** A runner bundle directory or a capacity-study.json; null when the runner left no bundle. */
  readonly path: string | null;
  /** Artifact name the bundle came from (default: the bundle directory's name). */
  readonly artifactName?: string | null;
  /** Set when the bundle failed its checks: the runner is recorded as incomplete with this reason. */
  readonly refused?: string | null;
  /** How messages name `path` (default: `path` as given). */
  readonly display?: string;
}

interface LoadedRunner {
  input: FleetRunnerInput;
  /** For a runner with a study: whether its raw time reports and server logs came with it (and re-derived). */
  evidence: RunnerEvidence | null;
  /** Bytes to copy into the fleet bundle, by file name. */
  files: Map<string, Uint8Array>;
}

/** `dir/` as `dir`, so files below it are shown as `dir/file`. */
export const withoutTrailingSlash = (path: string) => path.replace(/(?<=.)\/+$/, '');

async function readPrices(path: string, display: string): Promise<{ table: PriceTable; bytes: Uint8Array }> {
  const bytes = await readInputFile(path, display);
  const parsed = parseJsonInput({ path: display, bytes });
  return { table: parsePriceTable(parsed.value, display, parsed.sha256), bytes };
}

/** A runner that left no bundle, or whose bundle was refused: only the reason is kept. */
function absentRunner(label: string, artifactName: string | null, refused: string | null): LoadedRunner {
  const files = new Map<string, Uint8Array>();
  if (refused) files.set(REFUSED_FILE, new TextEncoder().encode(`${refused}\n`));
  return {
    evidence: null,
    input: refused
      ? refusedRunner({ label, artifactName }, refused)
      : {
          label,
          artifactName,
          study: null,
          studyValue: null,
          status: null,
          receiptFile: null,
          refused: null,
        },
    files,
  };
}

/**
 * Parsing JSON takes 10-20 times its size in memory and the fleet holds every runner's parsed study
 * at once, so study bytes are bounded before parsing: one study holds its assembly's JSON inputs (at
 * most JSON_INPUT_BOUNDS.total) plus what is derived from them, and all studies of a fleet together
 * stay within twice that. A runner over either bound is refused; the others are kept.
 */
export const FLEET_STUDY_BOUNDS: FleetStudyBounds = {
  runner: JSON_INPUT_BOUNDS.total + JSON_INPUT_BOUNDS.total / 4,
  total: 2 * (JSON_INPUT_BOUNDS.total + JSON_INPUT_BOUNDS.total / 4),
};

export interface FleetStudyBounds {
  readonly runner: number;
  readonly total: number;
}

/** Where a runner's files were read from, and what its checksum list records (when it has one). */
interface RunnerFiles {
  dir: string;
  /** Every file of a bundle directory (empty for a lone study file). */
  listed: string[];
  sums: Map<string, string> | null;
  /** The source is a lone `capacity-study.json`, not a bundle directory. */
  isFile: boolean;
}

/** Reads the kept files of a runner's bundle (or its lone study) into `files`, checked against SHA256SUMS. */
async function readRunnerFiles(
  source: RunnerSource & { path: string },
  shown: string,
  files: Map<string, Uint8Array>,
): Promise<RunnerFiles> {
  const what = `runner ${JSON.stringify(source.label)}`;
  let st;
  try {
    st = await lstat(source.path);
  } catch {
    throw new InputError(
      `${what}: ${shown} does not exist (declare a runner without a bundle with --missing)`,
    );
  }
  if (st.isFile()) {
    files.set(STUDY_FILE, await readInputFile(source.path, shown));
    return { dir: dirname(source.path), listed: [], sums: null, isFile: true };
  }
  if (!st.isDirectory())
    throw new InputError(`${what}: ${shown} must be a bundle directory or a capacity-study.json`);
  const dir = source.path;
  const listed = await listBundleDirectory(dir, shown, 'a runner bundle directory');
  const names = KEPT_FILES.filter((f) => listed.includes(f));
  if (!listed.includes(SUMS_FILE)) {
    for (const name of names) files.set(name, await readInputFile(bundlePath(dir, name), `${shown}/${name}`));
    return { dir, listed, sums: null, isFile: false };
  }
  const sumsShown = `${shown}/${SUMS_FILE}`;
  const sums = parseSha256Sums(await readTextFile(bundlePath(dir, SUMS_FILE), sumsShown), sumsShown);
  for (const name of names) {
    const bytes = await readInputFile(bundlePath(dir, name), `${shown}/${name}`);
    const recorded = sums.get(name);
    if (recorded === undefined)
      throw new RunnerRefusedError(source.label, `${name} is not listed in its bundle's ${SUMS_FILE}`);
    const actual = sha256Hex(bytes);
    if (actual !== recorded)
      throw new RunnerRefusedError(
        source.label,
        `${name} has sha256 ${actual}, but its bundle's ${SUMS_FILE} records ${recorded}: the file was changed after the study was assembled`,
        [`${source.path}/${name}`],
      );
    files.set(name, bytes);
  }
  return { dir, listed, sums, isFile: false };
}

/** Counts a runner's study against the per-runner and the fleet-wide byte bounds, refusing it over either. */
function chargeStudyBudget(
  label: string,
  studyPath: string,
  size: number,
  budget: { used: number; bounds: FleetStudyBounds },
): void {
  if (size > budget.bounds.runner)
    throw new RunnerRefusedError(
      label,
      `${studyPath}: is ${size} bytes; a runner study is at most ${budget.bounds.runner} bytes`,
    );
  if (budget.used + size > budget.bounds.total)
    throw new RunnerRefusedError(
      label,
      `${studyPath}: its ${size} bytes would take the fleet's studies above ${budget.bounds.total} bytes together`,
    );
  budget.used += size;
}

/** Unreadable JSON from a runner is that runner's failure, not the fleet's. */
function parseRunnerJson(label: string, path: string, bytes: Uint8Array): JsonValue {
  try {
    return parseJsonInput({ path, bytes }).value;
  } catch (e) {
    if (e instanceof InputError) throw new RunnerRefusedError(label, e.message);
    throw e;
  }
}

/** Reads the raw evidence a runner carried (into `files`) and checks it re-derives its study. */
async function readRunnerEvidence(
  label: string,
  studyValue: JsonValue,
  read: RunnerFiles,
  shown: string,
  files: Map<string, Uint8Array>,
): Promise<RunnerEvidence> {
  const { dir, listed, sums } = read;
  const wanted = runnerEvidenceFiles(studyValue);
  const present = wanted.filter((rel) => listed.includes(rel));
  if (!present.length) return 'not-carried';
  const carried = new Map<string, Uint8Array>();
  for (const rel of present) {
    const bytes = await readInputFile(bundlePath(dir, rel), `${shown}/${rel}`);
    const recorded = sums?.get(rel);
    if (sums && recorded !== sha256Hex(bytes))
      throw new RunnerRefusedError(
        label,
        recorded === undefined
          ? `${rel} is not listed in its bundle's ${SUMS_FILE}`
          : `${rel} does not match its bundle's ${SUMS_FILE}: the file was changed after the study was assembled`,
      );
    carried.set(rel, bytes);
    files.set(rel, bytes);
  }
  // Carried evidence must be whole and must give the study's numbers; otherwise it is refused.
  const problem = checkRunnerEvidence(studyValue, carried);
  if (problem)
    throw new RunnerRefusedError(label, `its raw evidence does not re-derive its study: ${problem}`);
  return 'verified';
}

/**
 * Reads one runner's bundle. When the bundle carries SHA256SUMS, every kept file must match its
 * recorded sha256 (a tampered study is refused before anything is derived from it).
 */
async function loadRunner(
  source: RunnerSource,
  receiptInFleet: string,
  budget: { used: number; bounds: FleetStudyBounds },
): Promise<LoadedRunner> {
  const files = new Map<string, Uint8Array>();
  if (source.path === null || source.refused)
    return absentRunner(source.label, source.artifactName ?? null, source.refused ?? null);
  const shown = withoutTrailingSlash(source.display ?? source.path);
  const read = await readRunnerFiles({ ...source, path: source.path }, shown, files);

  const studyBytes = files.get(STUDY_FILE) ?? null;
  const studyPath = read.isFile ? source.path : `${source.path}/${STUDY_FILE}`;
  const statusBytes = files.get(STATUS_FILE) ?? null;
  if (studyBytes !== null) chargeStudyBudget(source.label, studyPath, studyBytes.length, budget);
  const status = statusBytes
    ? parseRunnerJson(source.label, `${source.path}/${STATUS_FILE}`, statusBytes)
    : null;
  const studyValue = studyBytes ? parseRunnerJson(source.label, studyPath, studyBytes) : null;
  const evidence =
    studyValue === null ? null : await readRunnerEvidence(source.label, studyValue, read, shown, files);
  return {
    evidence,
    input: {
      label: source.label,
      artifactName: source.artifactName === undefined ? basename(resolve(read.dir)) : source.artifactName,
      study: studyBytes ? { path: studyPath, bytes: studyBytes } : null,
      studyValue,
      status,
      receiptFile: files.has(RECEIPT_FILE) ? receiptInFleet : null,
    },
    files,
  };
}

export interface FleetBuildOptions {
  runners: readonly RunnerSource[];
  pricesPath?: string;
  minTokensPerSecond?: number | null;
  /**
   * Keep going past a runner whose bundle or study fails its checks: it is recorded as refused
   * (its reason in the fleet and in runners/r<i>/refused.txt) and listed in the result's
   * `refusals`. Without it the first such runner fails the build.
   */
  refuseBadRunners?: boolean;
  /** Study size bounds (default FLEET_STUDY_BOUNDS). */
  studyBounds?: FleetStudyBounds;
}

export interface FleetBuildResult {
  fleet: JsonObject;
  json: string;
  receipt: string;
  html: string;
  /** Every file of the fleet bundle except SHA256SUMS, by bundle-relative path. */
  files: Map<string, Uint8Array | string>;
  /** Runners refused during this build (only with `refuseBadRunners`), in the order found. */
  refusals: RunnerRefusedError[];
}

/** Reads every runner, derives the fleet and renders its outputs (nothing is written). */
export async function buildFleet(options: FleetBuildOptions, cwd: string): Promise<FleetBuildResult> {
  const refusals: RunnerRefusedError[] = [];
  const loaded: LoadedRunner[] = [];
  const budget = { used: 0, bounds: options.studyBounds ?? FLEET_STUDY_BOUNDS };
  for (const [i, r] of options.runners.entries()) {
    try {
      loaded.push(
        await loadRunner(
          {
            ...r,
            path: r.path === null ? null : resolve(cwd, r.path),
            display: r.display ?? r.path ?? undefined,
          },
          `${runnerDir(i)}/${RECEIPT_FILE}`,
          budget,
        ),
      );
    } catch (e) {
      // Unreadable bundle content (bad text, a malformed SHA256SUMS) is that runner's failure too.
      const refusal =
        e instanceof InputError && options.refuseBadRunners ? new RunnerRefusedError(r.label, e.message) : e;
      if (!(options.refuseBadRunners && refusal instanceof RunnerRefusedError)) throw e;
      refusals.push(refusal);
      loaded.push(absentRunner(r.label, r.artifactName ?? null, refusal.reason));
    }
  }
  const prices = options.pricesPath
    ? await readPrices(resolve(cwd, options.pricesPath), options.pricesPath)
    : null;
  const fleet = deriveFleet({
    runners: loaded.map((l) => l.input),
    prices: prices?.table ?? null,
    minTokensPerSecond: options.minTokensPerSecond ?? null,
    onRefused: options.refuseBadRunners
      ? (refusal) => {
          refusals.push(refusal);
          const i = loaded.findIndex((l) => l.input.label === refusal.label);
          loaded[i] = absentRunner(refusal.label, loaded[i].input.artifactName, refusal.reason);
        }
      : undefined,
  });
  const json = canonicalJson(fleet);
  const complete = (fleet.runners as JsonObject[]).map((r) => r.status === 'complete');
  const receipt =
    renderFleetReceipt(fleet) +
    renderEvidenceNote(
      loaded.flatMap((l, i) =>
        complete[i] && l.evidence ? [{ label: l.input.label, dir: runnerDir(i), evidence: l.evidence }] : [],
      ),
    );
  const html = renderFleetHtmlPage(fleet);
  const files = new Map<string, Uint8Array | string>();
  files.set(FLEET_FILE, json);
  files.set(FLEET_RECEIPT_FILE, receipt);
  files.set(FLEET_REPORT_FILE, html);
  if (prices) files.set(FLEET_PRICES_FILE, prices.bytes);
  loaded.forEach((l, i) => {
    for (const [name, bytes] of l.files) files.set(`${runnerDir(i)}/${name}`, bytes);
  });
  return { fleet, json, receipt, html, files, refusals };
}

/**
 * Writes a fleet bundle (its files plus SHA256SUMS) into a new or empty directory, or replaces a
 * non-empty one with `overwrite`. Its parent must exist (it is never created), and an existing
 * `dir` must be a real directory, never a symbolic link or a file. Callers that take the directory
 * from a user check it against their inputs first (the CLI's checkBundleOutput).
 */
export async function writeFleetBundle(
  dir: string,
  result: FleetBuildResult,
  overwrite = false,
  display = dir,
): Promise<void> {
  const present = await lstat(dir).catch(() => null);
  if (present?.isSymbolicLink())
    throw new InputError('is a symbolic link; give a real directory for the bundle', display);
  if (present && !present.isDirectory())
    throw new InputError('exists and is not a directory; give a directory path for the bundle', display);
  if (present) {
    const listed = await listBundleDirectory(dir, display, 'a bundle directory');
    if (listed.length && !overwrite)
      throw new InputError('bundle directory is not empty (pass --force to replace it)', display);
    await rm(dir, { recursive: true, force: true });
  }
  try {
    await mkdir(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new InputError(`directory ${dirname(display) || '.'} does not exist (create it first)`, display);
    if (typeof code === 'string') throw new InputError(`cannot create: ${code}`, display);
    throw e;
  }
  const written: string[] = [];
  for (const [rel, content] of [...result.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    await writeFileEnsuringDir(bundlePath(dir, rel), bytes);
    written.push(rel);
  }
  await writeSha256List(dir, written, SUMS_FILE);
}
