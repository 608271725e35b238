// Which artifacts make up a study: one run attempt, chosen by its prepare artifact.
import { selectStudyAttempt } from '../../../src/domain/bundle/artifact-names.js';

const names = (list: string[]) => list.map((name) => ({ name }));
const select = (list: string[], currentAttempt: number) =>
  selectStudyAttempt(names(list), { prefix: 'capacity', currentAttempt });

test.each<[string, string[], number, number | undefined, string[]]>([
  [
    'the newest prepare at or below the running attempt wins, with only its cells',
    [
      'capacity-prepare-a1',
      'capacity-prepare-a2',
      'capacity-run-forward-q8-p1-a1',
      'capacity-run-forward-q8-p1-a2',
    ],
    2,
    2,
    ['capacity-run-forward-q8-p1-a2'],
  ],
  [
    'a cell of an older attempt is never mixed in, even when the newer attempt lacks it',
    ['capacity-prepare-a1', 'capacity-prepare-a2', 'capacity-quality-q8-p1-a1'],
    2,
    2,
    [],
  ],
  [
    'a later attempt than the running one is ignored, prepare and cells alike',
    [
      'capacity-prepare-a1',
      'capacity-prepare-a3',
      'capacity-run-forward-q8-p1-a1',
      'capacity-run-forward-q8-p1-a3',
    ],
    2,
    1,
    ['capacity-run-forward-q8-p1-a1'],
  ],
  [
    'a rerun without a new prepare keeps the attempt of the last prepare',
    ['capacity-prepare-a1', 'capacity-run-forward-q8-p1-a1', 'capacity-run-forward-q8-p1-a2'],
    2,
    1,
    ['capacity-run-forward-q8-p1-a1'],
  ],
  ['no prepare: no attempt and no cells', ['capacity-run-forward-q8-p1-a1'], 1, undefined, []],
])('%s', (_what, list, current, attempt, cells) => {
  const selection = select(list, current);
  expect(selection.attempt).toBe(attempt);
  expect(selection.prepare?.name).toBe(attempt === undefined ? undefined : `capacity-prepare-a${attempt}`);
  expect(selection.cells.map((c) => c.artifact.name)).toEqual(cells);
  const kept = [...cells, ...(selection.prepare ? [selection.prepare.name] : [])];
  expect(selection.ignored.map((i) => i.name).sort()).toEqual(list.filter((n) => !kept.includes(n)).sort());
});

test('cells carry their kind and schedule label; other names are skipped silently, odd ones with a reason', () => {
  const selection = select(
    [
      'capacity-prepare-a1',
      'capacity-run-forward-q8-generic-p2-a1',
      'capacity-quality-q4-kleidiai-p4-a1',
      'capacity-bundle-a1',
      'other-prepare-a1',
      'unrelated',
      'capacity-run-forward-q8-generic-p2',
      'capacity-prepare-q8-a1',
    ],
    1,
  );
  expect(selection.cells.map(({ kind, label }) => ({ kind, label }))).toEqual([
    { kind: 'run', label: 'forward/q8-generic/p2' },
    { kind: 'quality', label: 'q4-kleidiai/p4' },
  ]);
  expect(selection.ignored).toEqual([
    { name: 'capacity-run-forward-q8-generic-p2', reason: 'its name carries no run attempt' },
    { name: 'capacity-prepare-q8-a1', reason: 'a per-candidate prepare artifact is not part of a study' },
  ]);
});

test('the reasons say which attempt was used and why', () => {
  const { ignored } = select(
    ['capacity-prepare-a2', 'capacity-prepare-a5', 'capacity-run-forward-q8-p1-a1'],
    2,
  );
  expect(ignored).toEqual([
    { name: 'capacity-prepare-a5', reason: 'attempt 5 is later than the running attempt 2' },
    {
      name: 'capacity-run-forward-q8-p1-a1',
      reason: 'it belongs to attempt 1; the study uses attempt 2, the newest with a prepare artifact',
    },
  ]);
});
