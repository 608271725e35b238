// What each study artifact may contain and how large it may be. The assemble job holds the write
// token and trusts no size, name or list an artifact declares: it checks every download against
// this layout (each artifact confined to its own lane) and these bounds (derived from the plan).
import type { LoadPlan } from '../plan/load-plan.js';
import type { EvaluationSuite } from '../plan/evaluation-suite.js';
import type { OpenLoopPlan } from '../plan/open-loop-plan.js';
import { bisectionSteps } from '../load/rate-search.js';

import {
  BUNDLE_FILES,
  CELL_ROOTS,
  LOAD_FILE,
  QUALITY_FILES,
  RATE_SEARCH_FILE,
  SERVER_FILES,
} from './bundle-layout.js';

export type CellKind = 'run' | 'quality';

/** Every file a configuration may leave in its cell directory, in upload order. */
export const CELL_FILES: readonly string[] = [
  SERVER_FILES.command,
  SERVER_FILES.stdout,
  SERVER_FILES.stderr,
  SERVER_FILES.time,
  SERVER_FILES.evidence,
  LOAD_FILE,
  RATE_SEARCH_FILE,
  QUALITY_FILES.raw,
  QUALITY_FILES.evidence,
];

/** Files of each cell kind (a run cell never carries quality files and the reverse). */
export const CELL_KIND_FILES: Readonly<Record<CellKind, readonly string[]>> = {
  run: CELL_FILES.filter((f) => !f.startsWith('quality-')),
  quality: CELL_FILES.filter((f) => f !== LOAD_FILE && f !== RATE_SEARCH_FILE),
};

/** Files assembly reads from each cell: a cell without all of them is missing. */
export const REQUIRED_CELL_FILES: Readonly<Record<CellKind, readonly string[]>> = {
  run: [LOAD_FILE, SERVER_FILES.time, SERVER_FILES.stderr],
  quality: [QUALITY_FILES.evidence],
};

/** The bundle directory of a cell, e.g. `runs/forward/q8-generic/p2`. */
export function cellDirectory(kind: CellKind, label: string): string {
  return `${CELL_ROOTS[kind]}/${label}`;
}

/** Top-level files the prepare step writes; the plan is what every later check is derived from. */
export const PREPARE_ROOT_FILES: readonly string[] = [
  BUNDLE_FILES.plan,
  BUNDLE_FILES.runSpec,
  BUNDLE_FILES.evaluationSuite,
  BUNDLE_FILES.loadPlan,
  BUNDLE_FILES.manifest,
];
/** Top-level files assembly reads from the prepare artifact (the run spec is not one of them). */
export const REQUIRED_PREPARE_FILES: readonly string[] = PREPARE_ROOT_FILES.filter(
  (f) => f !== BUNDLE_FILES.runSpec,
);

/**
 * Why `rel` (a safe relative path) may not come from the prepare artifact, or undefined when it
 * may: a top-level input, `canonical/<file>` or `build/<variant>/<file>` — never a cell directory
 * or a file the assemble job itself writes.
 */
export function prepareEntryProblem(rel: string): string | undefined {
  const segments = rel.split('/');
  if (segments.length === 1 && PREPARE_ROOT_FILES.includes(rel)) return undefined;
  if (segments.length === 2 && segments[0] === 'canonical') return undefined;
  if (segments.length === 3 && segments[0] === 'build') return undefined;
  return `is not a file the prepare step writes (${PREPARE_ROOT_FILES.join(', ')}, canonical/<file>, build/<variant>/<file>)`;
}

/** Why `name` (relative to the cell directory) may not come from a `kind` cell artifact. */
export function cellEntryProblem(kind: CellKind, name: string): string | undefined {
  if (CELL_KIND_FILES[kind].includes(name)) return undefined;
  return `is not a file a ${kind} configuration writes (${CELL_KIND_FILES[kind].join(', ')})`;
}

export interface ArtifactBound {
  /** Largest stored (zip) size accepted, checked against the artifact list before downloading. */
  readonly maxArchiveBytes: number;
  /** Largest sum of declared entry sizes accepted, checked before anything is inflated. */
  readonly maxExtractedBytes: number;
  readonly maxEntries: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Bytes one generated token may cost across a cell's files. Measured with the tiny example study
 * on the real llama-server at `-lv 4`: a run cell of 20 requests × 64 tokens is about 100 KB in
 * all, its server log about 80 KB (≈ 60 B per token). 2 KiB per token leaves a thirtyfold margin.
 */
export const BYTES_PER_TOKEN = 2 * KiB;
/** Per request: one load-evaluation sample (≈ 350 B) and the request's log lines, with margin. */
export const BYTES_PER_REQUEST = 16 * KiB;
/** Per cell, whatever the load: server start-up log, `time -v` report, command and evidence JSON. */
export const FIXED_CELL_BYTES = 16 * MiB;
/** Prepare artifact: plan files, pins and build logs (a clean llama-server build logs < 1 MiB). */
export const PREPARE_BOUND_BYTES = 64 * MiB;
/** No single cell is accepted above this, whatever its plan says. */
export const MAX_CELL_BYTES = 256 * MiB;
/**
 * All artifacts of a study together. Assembly holds every input in memory once (plus parsed JSON),
 * so 1 GiB of input stays well inside the 7 GB of a standard GitHub runner.
 */
export const STUDY_BOUND_BYTES = 1024 * MiB;
/** Token budget of one quality answer (the quality client asks for at most 32 tokens), with margin. */
const QUALITY_ANSWER_TOKENS = 256;

/** Zip framing per entry (local + central header, name twice) and deflate's worst-case growth. */
function archiveBound(extracted: number, entries: number): number {
  return extracted + Math.ceil(extracted / 64) + entries * 1024 + 64 * KiB;
}

function bound(extracted: number, entries: number): ArtifactBound {
  const capped = Math.min(extracted, MAX_CELL_BYTES);
  return { maxExtractedBytes: capped, maxArchiveBytes: archiveBound(capped, entries), maxEntries: entries };
}

export const PREPARE_BOUND: ArtifactBound = bound(PREPARE_BOUND_BYTES, 1000);

/**
 * The most requests a run cell's rate search can send: every rate of the doubling (or halving)
 * between the bounds, one more, and every bisection step, each at most `replicates` probes.
 */
export function maxSearchRequests(o: OpenLoopPlan): number {
  const rates = Math.ceil(Math.log2(o.max_rate_rps / o.min_rate_rps)) + 2 + bisectionSteps(o.tolerance);
  return rates * o.replicates * o.requests_per_probe;
}

/**
 * The largest legitimate artifact of a cell under this plan: requests × output tokens × a
 * generous bytes-per-token, plus per-request and fixed log allowances (capped at MAX_CELL_BYTES).
 * A run cell of an open_loop plan also holds its rate search's requests.
 */
export function cellBound(
  kind: CellKind,
  loadPlan: LoadPlan,
  suite: EvaluationSuite,
  openLoop?: OpenLoopPlan,
): ArtifactBound {
  const entries = CELL_KIND_FILES[kind].length + 1;
  if (kind === 'run') {
    const requests =
      loadPlan.concurrency_levels.length *
        (loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level) +
      (openLoop === undefined ? 0 : maxSearchRequests(openLoop));
    const promptBytes = Math.max(0, ...loadPlan.prompts.map((p) => p.length * 4));
    const perRequest = BYTES_PER_REQUEST + promptBytes + loadPlan.output_tokens * BYTES_PER_TOKEN;
    return bound(FIXED_CELL_BYTES + requests * perRequest, entries);
  }
  const perf = suite.performance;
  const caseBytes = suite.quality_cases.reduce(
    (sum, c) => sum + BYTES_PER_REQUEST + c.prompt.length * 4 + QUALITY_ANSWER_TOKENS * BYTES_PER_TOKEN,
    0,
  );
  const perfBytes =
    (perf.warmups + perf.repetitions) *
    (BYTES_PER_REQUEST + perf.prompt.length * 4 + perf.generation_tokens * BYTES_PER_TOKEN);
  return bound(FIXED_CELL_BYTES + caseBytes + perfBytes, entries);
}
