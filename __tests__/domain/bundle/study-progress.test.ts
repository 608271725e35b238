// The resume rule: which cells of a study are finished, unfinished (measured again) or altered
// (refused), from what their directories hold — table-driven over hand-made observations.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import { parseJsonInput } from '../../../src/domain/core/json-input.js';
import { parseCapacityPlan, type CapacityPlan } from '../../../src/domain/plan/plan.js';
import type { OpenLoopPlan } from '../../../src/domain/plan/open-loop-plan.js';
import { renderSha256Sums } from '../../../src/domain/bundle/sha256-sums.js';
import {
  cellName,
  cellState,
  missingCells,
  sharedMachineCells,
  studyCells,
  studyProgress,
  type CellObservation,
  type CellRef,
} from '../../../src/domain/bundle/study-progress.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const plan: CapacityPlan = parseCapacityPlan(
  parseJsonInput({
    path: 'capacity-plan.json',
    bytes: new Uint8Array(readFileSync(join(SEED_BUNDLE_DIR, 'capacity-plan.json'))),
  }).value,
  'capacity-plan.json',
);
const RUN: CellRef = { kind: 'run', label: 'forward/q8-generic/p1' };
const QUALITY: CellRef = { kind: 'quality', label: 'q8-generic/p1' };

const evidence = (status: string) => JSON.stringify({ label: RUN.label, status });

/** A cell's files as they were when it ended, with the artifact.sha256 it wrote then. */
function ended(files: Record<string, string>, listed: string[] = Object.keys(files)): CellObservation {
  const digests = new Map(Object.entries(files).map(([f, text]) => [f, sha256Hex(text)]));
  return {
    digests,
    sums: renderSha256Sums(listed.map((path) => ({ path, sha256: digests.get(path) ?? sha256Hex(path) }))),
    evidence: files['server-evidence.json'] ?? null,
  };
}

const RUN_FILES = {
  'server-command.json': '{"argv":[]}',
  'server.stdout.log': 'out',
  'server.stderr.log': 'err',
  'server-time.txt': 'Maximum resident set size (kbytes): 1',
  'server-evidence.json': evidence('complete'),
  'load-evaluation.json': '{}',
};

function changed(o: CellObservation, file: string, digest: string | undefined): CellObservation {
  const digests = new Map(o.digests);
  if (digest === undefined) digests.delete(file);
  else digests.set(file, digest);
  return { ...o, digests };
}

describe('cellState', () => {
  const finished = ended(RUN_FILES);
  const { 'load-evaluation.json': _measured, ...withoutResult } = RUN_FILES;
  const { 'server-evidence.json': _evidence, ...withoutEvidence } = RUN_FILES;
  it.each<[string, CellObservation | undefined, string, RegExp | undefined]>([
    ['no directory', undefined, 'unfinished', /not measured yet/],
    ['no artifact.sha256 (cut off)', { ...finished, sums: null }, 'unfinished', /cut off/],
    ['every listed file as it ended, evidence complete', finished, 'finished', undefined],
    [
      'a cell that ended with a failure',
      ended({ ...RUN_FILES, 'server-evidence.json': evidence('failed') }),
      'unfinished',
      /says failed/,
    ],
    ['a list without the server evidence', ended(withoutEvidence), 'unfinished', /says nothing/],
    ['a list without the load evaluation', ended(withoutResult), 'unfinished', /lacks load-evaluation\.json/],
    [
      'a listed file changed since',
      changed(finished, 'server.stderr.log', sha256Hex('edited')),
      'altered',
      /server\.stderr\.log has sha256/,
    ],
    [
      'a listed file gone',
      changed(finished, 'load-evaluation.json', undefined),
      'altered',
      /listed in artifact\.sha256 but missing/,
    ],
    [
      'a file added after the end',
      changed(finished, 'notes.txt', sha256Hex('x')),
      'altered',
      /notes\.txt appeared/,
    ],
    ['an unreadable list', { ...finished, sums: 'not a list\n' }, 'altered', /line 1/],
    [
      'a list naming a file no run cell writes',
      ended({ ...RUN_FILES, 'quality-evidence.json': '{}' }),
      'altered',
      /not a file a run cell writes/,
    ],
  ])('%s → %s', (_what, observed, state, detail) => {
    const s = cellState(plan, RUN, observed);
    expect(s.state).toBe(state);
    if (detail) expect(JSON.stringify(s)).toMatch(detail);
  });

  it('a run cell of an open-loop plan is finished only with its rate search', () => {
    const openLoop = { ...plan, open_loop: {} as unknown as OpenLoopPlan };
    expect(cellState(openLoop, RUN, finished)).toMatchObject({
      state: 'unfinished',
      why: /rate-search\.json/,
    });
    expect(cellState(openLoop, RUN, ended({ ...RUN_FILES, 'rate-search.json': '{}' })).state).toBe(
      'finished',
    );
  });

  it('a quality cell needs its quality evidence', () => {
    const files = {
      'server-command.json': '{}',
      'server-evidence.json': evidence('complete'),
      'quality-evidence.json': '{}',
    };
    expect(cellState(plan, QUALITY, ended(files)).state).toBe('finished');
    const { 'quality-evidence.json': _q, ...without } = files;
    expect(cellState(plan, QUALITY, ended(without)).state).toBe('unfinished');
  });
});

describe('studyProgress', () => {
  it('sorts every cell of the plan, in schedule order, by its directory', () => {
    const cells = studyCells(plan);
    expect(cells).toHaveLength(12 + 6);
    expect(cells[0]).toEqual(RUN);
    expect(cells.at(-1)?.kind).toBe('quality');
    const altered = cells[3];
    const observations = new Map<string, CellObservation>([
      [cellName(cells[0]), ended(RUN_FILES)],
      [cellName(cells[1]), ended(RUN_FILES)],
      [cellName(cells[2]), { ...ended(RUN_FILES), sums: null }],
      [cellName(altered), changed(ended(RUN_FILES), 'server.stdout.log', undefined)],
    ]);
    const progress = studyProgress(plan, observations);
    expect(progress.finished).toEqual([cells[0], cells[1]]);
    expect(progress.altered.map((a) => a.cell)).toEqual([altered]);
    expect(progress.unfinished).toEqual(cells.filter((_, i) => i >= 2 && i !== 3));
  });
});

describe('missingCells', () => {
  it('names every cell without the files assembly reads, as status.json does', () => {
    const present = new Set(
      studyCells(plan).flatMap((c) =>
        c.kind === 'run'
          ? ['load-evaluation.json', 'server-time.txt', 'server.stderr.log'].map(
              (f) => `runs/${c.label}/${f}`,
            )
          : [`quality/${c.label}/quality-evidence.json`],
      ),
    );
    expect(missingCells(plan, present)).toEqual([]);
    present.delete('runs/reverse/q8-generic/p1/server-time.txt');
    present.delete('quality/q8-generic/p2/quality-evidence.json');
    expect(missingCells(plan, present)).toEqual(['run reverse/q8-generic/p1', 'quality q8-generic/p2']);
  });
});

describe('sharedMachineCells', () => {
  it('lists the cells whose evidence records another study, and only those', () => {
    const shared = JSON.stringify({
      status: 'complete',
      machine_shared_with: ['pid 7: run in /w (since t)'],
    });
    expect(
      sharedMachineCells([
        { cell: RUN, text: shared },
        { cell: QUALITY, text: evidence('complete') },
        { cell: { kind: 'run', label: 'x/y/p2' }, text: null },
      ]),
    ).toEqual(['run forward/q8-generic/p1 measured while pid 7: run in /w (since t) also ran']);
  });
});
