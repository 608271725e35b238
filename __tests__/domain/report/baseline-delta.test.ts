// The change of each candidate's selected operating point against a baseline study.
import { readFileSync } from 'node:fs';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { baselineDelta } from '../../../src/domain/report/baseline-delta.js';
import { readStudySelections, type BaselineSelection } from '../../../src/domain/study/study-model.js';

const at = (candidateId: string, p: number, c: number, rate: number): BaselineSelection => ({
  candidateId,
  selectedCell: { serverParallel: p, clientConcurrency: c, generatedTokensPerSecondMedian: rate },
});
const none = (candidateId: string): BaselineSelection => ({ candidateId, selectedCell: null });
const rows = (markdown: string) => markdown.split('\n').slice(4, -1);

test('the seed study against itself: every point unchanged, +0.0%', () => {
  const seed = readStudySelections(
    parseJson(readFileSync('__tests__/fixtures/reference/capacity-study.seed.json', 'utf8')),
    'capacity-study.seed.json',
  );
  const d = baselineDelta(seed, seed);
  expect(d.selectionChanged).toBe(false);
  expect(rows(d.markdown)).toEqual([
    '| q8-generic | P4 / C4 · 84.94 tok/s | P4 / C4 · 84.94 tok/s | +0.0% | unchanged |',
    '| q4-kleidiai-tuned | P4 / C4 · 90.67 tok/s | P4 / C4 · 90.67 tok/s | +0.0% | unchanged |',
  ]);
});

test('the table has its heading and header, and ends with a blank line', () => {
  const { markdown } = baselineDelta([at('a', 1, 1, 1)], [at('a', 1, 1, 1)]);
  expect(markdown.split('\n').slice(0, 4)).toEqual([
    '## Change vs baseline',
    '',
    '| Candidate | Baseline point | This run | Rate change | Selection |',
    '| --- | --- | --- | ---: | --- |',
  ]);
  expect(markdown.endsWith('|\n')).toBe(true);
});

test('a moved point is changed; the rate change is signed and rounded to one decimal', () => {
  const d = baselineDelta([at('a', 2, 4, 90), at('b', 1, 1, 45.5)], [at('a', 1, 4, 100), at('b', 1, 1, 40)]);
  expect(d.selectionChanged).toBe(true);
  expect(rows(d.markdown)).toEqual([
    '| a | P1 / C4 · 100.00 tok/s | P2 / C4 · 90.00 tok/s | -10.0% | **changed** |',
    '| b | P1 / C1 · 40.00 tok/s | P1 / C1 · 45.50 tok/s | +13.8% | unchanged |',
  ]);
});

test('a rate-only change keeps the selection unchanged', () => {
  expect(baselineDelta([at('a', 1, 1, 11)], [at('a', 1, 1, 10)]).selectionChanged).toBe(false);
});

test('candidates that appear, disappear or lose their point are changed, without a rate change', () => {
  const d = baselineDelta([at('new', 1, 1, 5), none('lost')], [at('lost', 2, 2, 5), at('gone', 1, 2, 3)]);
  expect(d.selectionChanged).toBe(true);
  expect(rows(d.markdown)).toEqual([
    '| new | No eligible point · — | P1 / C1 · 5.00 tok/s | — | **changed** |',
    '| lost | P2 / C2 · 5.00 tok/s | No eligible point · — | — | **changed** |',
    '| gone | P1 / C2 · 3.00 tok/s | No eligible point · — | — | **changed** |',
  ]);
});

test('a zero baseline rate gives no percentage rather than Infinity', () => {
  const [row] = rows(baselineDelta([at('a', 1, 1, 5)], [at('a', 1, 1, 0)]).markdown);
  expect(row).toBe('| a | P1 / C1 · 0.00 tok/s | P1 / C1 · 5.00 tok/s | — | unchanged |');
});

test('two runs with no eligible point on either side are unchanged', () => {
  expect(baselineDelta([none('a')], [none('a')]).selectionChanged).toBe(false);
});

test('a candidate id from the baseline is escaped as data', () => {
  const [row] = rows(baselineDelta([], [at('x|<b>@y', 1, 1, 1)]).markdown);
  expect(row.startsWith('| x\\|&lt;b&gt;@\u200by |')).toBe(true);
});
