// The assemble job's download stage: builds a bundle from one run attempt's artifacts, treating
// every artifact as hostile input. Only the prepare artifact of the chosen attempt names the study
// (its plan gives the expected cells and their size bounds); each cell artifact may only fill its
// own cell directory, with exactly the files its sha256 list names, verified, never overwriting.
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  relativePathProblem,
  type ArtifactStore,
  type DownloadLimits,
  type StoredArtifact,
} from '../adapters/artifacts/artifact-store.js';
import { readBundlePlan } from '../adapters/bundle/discover-bundle.js';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import {
  PREPARE_BOUND,
  REQUIRED_CELL_FILES,
  REQUIRED_PREPARE_FILES,
  STUDY_BOUND_BYTES,
  cellBound,
  cellDirectory,
  cellEntryProblem,
  prepareEntryProblem,
  type ArtifactBound,
  type CellKind,
} from '../domain/bundle/artifact-layout.js';
import { selectStudyAttempt } from '../domain/bundle/artifact-names.js';
import { decodeUtf8Strict } from '../domain/core/json-reader.js';
import { parseLoadPlan } from '../domain/plan/load-plan.js';
import { parseEvaluationSuite } from '../domain/plan/evaluation-suite.js';
import { performanceRuns, qualityRuns } from '../domain/plan/schedule.js';
import { parseSha256Sums } from '../domain/bundle/sha256-sums.js';
import { StageError } from './errors.js';
import { BUNDLE_FILES, CELL_SUMS_FILE, PREPARE_SUMS_FILE } from '../domain/bundle/bundle-layout.js';
import { fileSha256 } from '../adapters/cache/file-digest.js';

export interface CollectOptions {
  readonly store: ArtifactStore;
  readonly prefix: string;
  /** `GITHUB_RUN_ATTEMPT` of the running assemble job. */
  readonly currentAttempt: number;
  /** Empty directory the bundle is built in. */
  readonly bundleDir: string;
  /** Scratch directory for downloads; removed afterwards. */
  readonly stagingDir: string;
  readonly log: { info(m: string): void; warning(m: string): void };
  /** Sum of all extracted artifacts (default STUDY_BOUND_BYTES). */
  readonly studyBoundBytes?: number;
}

export interface CollectResult {
  /** The run attempt the bundle was built from. */
  readonly attempt: number;
  /** One line per rejected or incomplete artifact; each makes the study incomplete. */
  readonly problems: string[];
}

interface Lane {
  /** `prepare` or `run forward/q8/p2` — how messages name the artifact's place in the study. */
  readonly what: string;
  /** Directory inside the bundle the artifact fills ('' for the prepare artifact). */
  readonly dir: string;
  readonly sumsFile: string;
  readonly bound: ArtifactBound;
  entryProblem(rel: string): string | undefined;
  readonly required: readonly string[];
}

class Budget {
  private left: number;
  constructor(readonly total: number) {
    this.left = total;
  }
  /** Limits for the next download: its own bound, never more than the study has left. */
  limits(bound: ArtifactBound): DownloadLimits {
    const framing = bound.maxArchiveBytes - bound.maxExtractedBytes;
    return {
      maxEntries: bound.maxEntries,
      maxExtractedBytes: Math.min(bound.maxExtractedBytes, this.left),
      maxArchiveBytes: Math.min(bound.maxArchiveBytes, this.left + framing),
    };
  }
  spend(bytes: number): void {
    this.left = Math.max(0, this.left - bytes);
  }
}

/**
 * Downloads the study of one run attempt into `bundleDir`. Throws a StageError('download') when no
 * usable prepare artifact exists; every cell problem is returned instead (the cell is then missing).
 */
export async function collectStudyArtifacts(options: CollectOptions): Promise<CollectResult> {
  const { store, bundleDir, log } = options;
  const selection = selectStudyAttempt(await store.list(), {
    prefix: options.prefix,
    currentAttempt: options.currentAttempt,
  });
  for (const i of selection.ignored) {
    const later = /later than the running attempt/.test(i.reason);
    (later ? log.warning : log.info)(`artifact ${i.name} ignored: ${i.reason}`);
  }
  if (selection.attempt === undefined || selection.prepare === undefined) {
    throw new StageError(
      'download',
      `no ${options.prefix}-prepare artifact of attempt ${options.currentAttempt} or earlier in this run: the prepare step did not finish`,
    );
  }
  const attempt = selection.attempt;
  log.info(`assembling the artifacts of run attempt ${attempt}`);
  const budget = new Budget(options.studyBoundBytes ?? STUDY_BOUND_BYTES);
  const problems: string[] = [];
  await rm(options.stagingDir, { recursive: true, force: true });
  try {
    const prepareLane: Lane = {
      what: 'prepare',
      dir: '',
      sumsFile: PREPARE_SUMS_FILE,
      bound: PREPARE_BOUND,
      entryProblem: prepareEntryProblem,
      required: REQUIRED_PREPARE_FILES,
    };
    const prepareProblems = await collectOne(options, selection.prepare, prepareLane, budget);
    if (prepareProblems.length) {
      throw new StageError(
        'download',
        `the prepare artifact ${selection.prepare.name} is rejected: ${prepareProblems.join('; ')}`,
      );
    }
    // The plan of this attempt's prepare artifact names every expected cell and its size bound.
    const plan = await readBundlePlan(bundleDir);
    const loadPlan = parseLoadPlan(await readJson(bundleDir, BUNDLE_FILES.loadPlan), BUNDLE_FILES.loadPlan);
    const suite = parseEvaluationSuite(
      await readJson(bundleDir, BUNDLE_FILES.evaluationSuite),
      BUNDLE_FILES.evaluationSuite,
    );
    const expected = new Map<string, CellKind>([
      ...performanceRuns(plan).map((r) => [`run ${r.label}`, 'run'] as const),
      ...qualityRuns(plan).map((q) => [`quality ${q.label}`, 'quality'] as const),
    ]);
    const bounds = {
      run: cellBound('run', loadPlan, suite, plan.open_loop),
      quality: cellBound('quality', loadPlan, suite),
    };
    for (const cell of selection.cells) {
      const what = `${cell.kind} ${cell.label}`;
      if (expected.get(what) !== cell.kind) {
        log.warning(`artifact ${cell.artifact.name} ignored: the plan has no ${what}`);
        continue;
      }
      const dir = cellDirectory(cell.kind, cell.label);
      const lane: Lane = {
        what,
        dir,
        sumsFile: `${dir}/${CELL_SUMS_FILE}`,
        bound: bounds[cell.kind],
        entryProblem: (name) => cellEntryProblem(cell.kind, name),
        required: REQUIRED_CELL_FILES[cell.kind],
      };
      problems.push(...(await collectOne(options, cell.artifact, lane, budget)));
    }
  } finally {
    await rm(options.stagingDir, { recursive: true, force: true });
  }
  return { attempt, problems };
}

async function readJson(bundleDir: string, rel: string) {
  return parseJsonInput({ path: rel, bytes: await readInputFile(join(bundleDir, rel), rel) }).value;
}

/**
 * Downloads one artifact to scratch space, checks it against its lane and its own sha256 list, and
 * copies the listed files into the bundle. Returns the problems; nothing is copied when the
 * artifact is unsafe or does not match its list. A verified list that lacks required files still
 * has its files kept (the logs of a failed configuration), but the cell is reported.
 */
async function collectOne(
  options: CollectOptions,
  artifact: StoredArtifact,
  lane: Lane,
  budget: Budget,
): Promise<string[]> {
  const staging = join(options.stagingDir, String(artifact.id));
  try {
    return await collectInto(options, artifact, lane, budget, staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function collectInto(
  options: CollectOptions,
  artifact: StoredArtifact,
  lane: Lane,
  budget: Budget,
  staging: string,
): Promise<string[]> {
  const label = `artifact ${artifact.name} (${lane.what})`;
  let files: readonly string[];
  try {
    ({ files } = await options.store.download(artifact.id, staging, { limits: budget.limits(lane.bound) }));
  } catch (e) {
    return [`${label}: ${(e as Error).message}`];
  }
  const problems: string[] = [];
  const prefix = lane.dir ? `${lane.dir}/` : '';
  const outside = files.filter((f) => !f.startsWith(prefix));
  if (outside.length)
    problems.push(
      `${label}: carries files outside ${lane.dir}/, which it may not write: ${outside.join(', ')}`,
    );
  if (!files.includes(lane.sumsFile)) {
    problems.push(`${label}: has no sha256 list ${lane.sumsFile}`);
    return problems;
  }
  let listed: Map<string, string>;
  try {
    listed = parseSha256Sums(decodeUtf8Strict(await readFile(join(staging, lane.sumsFile))), lane.sumsFile);
  } catch (e) {
    return [...problems, `${label}: ${(e as Error).message}`];
  }
  if (listed.size === 0) problems.push(`${label}: its sha256 list ${lane.sumsFile} is empty`);
  for (const name of listed.keys()) {
    const problem = relativePathProblem(name) ?? lane.entryProblem(name);
    if (problem !== undefined)
      problems.push(`${label}: ${lane.sumsFile} lists ${JSON.stringify(name)}, which ${problem}`);
  }
  const listedPaths = new Set([...listed.keys()].map((n) => prefix + n));
  const unlisted = files.filter((f) => f.startsWith(prefix) && f !== lane.sumsFile && !listedPaths.has(f));
  if (unlisted.length) problems.push(`${label}: files not in its sha256 list: ${unlisted.join(', ')}`);
  if (problems.length) return problems;

  let bytes = 0;
  for (const [name, sha] of listed) {
    const rel = prefix + name;
    const path = join(staging, rel);
    const st = await lstat(path).catch(() => undefined);
    if (!st?.isFile()) {
      problems.push(`${label}: ${rel} is listed but missing`);
      continue;
    }
    bytes += st.size;
    const got = await fileSha256(path);
    if (got !== sha) problems.push(`${label}: ${rel} sha256 ${got} != recorded ${sha}`);
  }
  budget.spend(bytes);
  if (problems.length) return problems;

  const missing = lane.required.filter((f) => !listed.has(f));
  if (missing.length) problems.push(`${label}: incomplete, its sha256 list lacks ${missing.join(', ')}`);
  for (const name of listed.keys()) {
    const rel = prefix + name;
    const target = join(options.bundleDir, rel);
    await mkdir(join(target, '..'), { recursive: true });
    try {
      // COPYFILE_EXCL is the 'wx' of copies: an existing file (or link) is never replaced.
      await copyFile(join(staging, rel), target, constants.COPYFILE_EXCL);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      problems.push(`${label}: refusing to overwrite ${rel}, which is already in the bundle`);
    }
  }
  return problems;
}
