// Change of the selected operating points against a baseline study (e.g. the base branch's).
import { pyFixed } from '../core/format.js';
import { markdownText } from './markdown-escape.js';
import type { BaselineSelection } from '../study/study-model.js';

export interface BaselineDelta {
  /** True when any candidate's selected point (P, C) differs or appears/disappears. */
  selectionChanged: boolean;
  markdown: string;
}

// The baseline is a file the job did not produce: even its numbers are shown as data.
const point = (s: BaselineSelection | undefined) =>
  s?.selectedCell
    ? markdownText(`P${s.selectedCell.serverParallel} / C${s.selectedCell.clientConcurrency}`)
    : 'No eligible point';
const rate = (s: BaselineSelection | undefined) =>
  s?.selectedCell ? `${pyFixed(s.selectedCell.generatedTokensPerSecondMedian, 2)} tok/s` : '—';

/** Compares this run's selections with a baseline's (see `readStudySelections` for reading one). */
export function baselineDelta(
  current: readonly BaselineSelection[],
  baseline: readonly BaselineSelection[],
): BaselineDelta {
  const ids = [...new Set([...current.map((s) => s.candidateId), ...baseline.map((s) => s.candidateId)])];
  let changed = false;
  const rows = ids.map((id) => {
    const now = current.find((s) => s.candidateId === id);
    const base = baseline.find((s) => s.candidateId === id);
    const samePoint = point(now) === point(base);
    if (!samePoint) changed = true;
    let delta = '—';
    if (now?.selectedCell && base?.selectedCell && base.selectedCell.generatedTokensPerSecondMedian !== 0) {
      const pct =
        ((now.selectedCell.generatedTokensPerSecondMedian -
          base.selectedCell.generatedTokensPerSecondMedian) /
          base.selectedCell.generatedTokensPerSecondMedian) *
        100;
      delta = `${pct >= 0 ? '+' : '-'}${pyFixed(Math.abs(pct), 1)}%`;
    }
    return `| ${markdownText(id)} | ${point(base)} · ${rate(base)} | ${point(now)} · ${rate(now)} | ${delta} | ${samePoint ? 'unchanged' : '**changed**'} |`;
  });
  const markdown = [
    '## Change vs baseline',
    '',
    '| Candidate | Baseline point | This run | Rate change | Selection |',
    '| --- | --- | --- | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  return { selectionChanged: changed, markdown };
}
