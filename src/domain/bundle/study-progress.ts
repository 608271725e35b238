// Which cells of a study are finished (docs/cli.md, "Resuming a study"): a cell is finished when the
// artifact.sha256 written as it ended still matches every file of its directory and its server
// evidence says it completed. The one rule `run`, `measure` and `quality` resume by.
import type { CapacityPlan } from '../plan/plan.js';
import { performanceRuns, qualityRuns } from '../plan/schedule.js';
import { InputError } from '../core/errors.js';
import { parseJsonFast } from '../core/json-reader.js';
import { isJsonObject } from '../core/json.js';
import { CELL_KIND_FILES, REQUIRED_CELL_FILES, cellDirectory, type CellKind } from './artifact-layout.js';
import { CELL_SUMS_FILE, RATE_SEARCH_FILE, SERVER_FILES } from './bundle-layout.js';
import { parseSha256Sums } from './sha256-sums.js';

export interface CellRef {
  kind: CellKind;
  label: string;
}

/** What a cell directory holds, as read from disk: every regular file's digest and its list. */
export interface CellObservation {
  /** File name (inside the cell directory) → SHA-256 of its bytes; the sums file itself excluded. */
  digests: ReadonlyMap<string, string>;
  /** The text of artifact.sha256, or null when the cell never wrote one. */
  sums: string | null;
  /** The text of server-evidence.json, or null when absent. */
  evidence: string | null;
}

export type CellState =
  | { state: 'finished' }
  /** Never started, cut off, or ended with a failure: measured (again) at its turn. */
  | { state: 'unfinished'; why: string }
  /** Finished once, changed since: never measured over, never counted (the study refuses to go on). */
  | { state: 'altered'; problems: string[] };

export interface StudyProgress {
  finished: CellRef[];
  unfinished: CellRef[];
  altered: { cell: CellRef; problems: string[] }[];
}

/** `run forward/tiny-f16/p1` or `quality tiny-f16/p1`: how messages and status.json name a cell. */
export function cellName(cell: CellRef): string {
  return `${cell.kind} ${cell.label}`;
}

/** Every cell of the plan in schedule order: the performance runs, then the quality cells. */
export function studyCells(plan: CapacityPlan): CellRef[] {
  return [
    ...performanceRuns(plan).map((r) => ({ kind: 'run' as const, label: r.label })),
    ...qualityRuns(plan).map((q) => ({ kind: 'quality' as const, label: q.label })),
  ];
}

/** The files a finished cell of this kind must hold (a run cell of an open-loop plan: its search too). */
export function requiredCellFiles(plan: CapacityPlan, kind: CellKind): readonly string[] {
  const base = REQUIRED_CELL_FILES[kind];
  return kind === 'run' && plan.open_loop !== undefined ? [...base, RATE_SEARCH_FILE] : base;
}

function evidenceStatus(text: string | null): string | undefined {
  const value = text === null ? undefined : parseJsonFast(text);
  return isJsonObject(value) && typeof value.status === 'string' ? value.status : undefined;
}

/**
 * status.json's `shared_machine` lines: each cell whose server evidence records other studies that
 * ran on the machine while it was measured (`machine_shared_with`), with those studies.
 */
export function sharedMachineCells(evidence: readonly { cell: CellRef; text: string | null }[]): string[] {
  const out: string[] = [];
  for (const { cell, text } of evidence) {
    const value = text === null ? undefined : parseJsonFast(text);
    const others =
      isJsonObject(value) && Array.isArray(value.machine_shared_with) ? value.machine_shared_with : [];
    const names = others.filter((o): o is string => typeof o === 'string');
    if (names.length) out.push(`${cellName(cell)} measured while ${names.join('; ')} also ran`);
  }
  return out;
}

/** The state of one cell from what its directory holds (undefined: no directory). */
export function cellState(
  plan: CapacityPlan,
  cell: CellRef,
  observed: CellObservation | undefined,
): CellState {
  if (observed === undefined) return { state: 'unfinished', why: 'not measured yet' };
  if (observed.sums === null)
    return { state: 'unfinished', why: `no ${CELL_SUMS_FILE} (cut off before it ended)` };
  const where = `${cellDirectory(cell.kind, cell.label)}/${CELL_SUMS_FILE}`;
  let listed: Map<string, string>;
  try {
    listed = parseSha256Sums(observed.sums, where);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { state: 'altered', problems: [e.message] };
  }
  const problems: string[] = [];
  for (const [file, sha] of listed) {
    const got = observed.digests.get(file);
    if (got === undefined) problems.push(`${file} is listed in ${CELL_SUMS_FILE} but missing`);
    else if (got !== sha) problems.push(`${file} has sha256 ${got}, ${CELL_SUMS_FILE} recorded ${sha}`);
  }
  for (const file of observed.digests.keys())
    if (!listed.has(file)) problems.push(`${file} appeared after the cell ended (not in ${CELL_SUMS_FILE})`);
  if (problems.length) return { state: 'altered', problems };
  // A list that checks out but records a failed (or foreign) cell: measured again.
  const status = evidenceStatus(listed.has(SERVER_FILES.evidence) ? observed.evidence : null);
  if (status !== 'complete')
    return { state: 'unfinished', why: `its server evidence says ${status ?? 'nothing'}` };
  const absent = requiredCellFiles(plan, cell.kind).filter((f) => !listed.has(f));
  if (absent.length) return { state: 'unfinished', why: `it lacks ${absent.join(', ')}` };
  const unknown = [...listed.keys()].filter((f) => !CELL_KIND_FILES[cell.kind].includes(f));
  if (unknown.length)
    return {
      state: 'altered',
      problems: unknown.map((f) => `${f} is not a file a ${cell.kind} cell writes`),
    };
  return { state: 'finished' };
}

/**
 * Every cell of the plan sorted into finished, unfinished and altered. `observations` is keyed by
 * cellName; a cell without an entry has no directory yet.
 */
export function studyProgress(
  plan: CapacityPlan,
  observations: ReadonlyMap<string, CellObservation>,
): StudyProgress {
  const out: StudyProgress = { finished: [], unfinished: [], altered: [] };
  for (const cell of studyCells(plan)) {
    const s = cellState(plan, cell, observations.get(cellName(cell)));
    if (s.state === 'finished') out.finished.push(cell);
    else if (s.state === 'unfinished') out.unfinished.push(cell);
    else out.altered.push({ cell, problems: s.problems });
  }
  return out;
}

/** The cells that have not all the files assembly reads (status.json's `missing_cells`), in plan order. */
export function missingCells(plan: CapacityPlan, present: ReadonlySet<string>): string[] {
  return studyCells(plan)
    .filter((cell) =>
      REQUIRED_CELL_FILES[cell.kind].some(
        (f) => !present.has(`${cellDirectory(cell.kind, cell.label)}/${f}`),
      ),
    )
    .map(cellName);
}
