// Change of the selected operating points against a baseline study (e.g. the base branch's).
import { pyFixed } from '../core/format.js';
import { markdownText } from './markdown-escape.js';

interface PlainSelection {
  candidate_id: string;
  selected_cell: {
    server_parallel: number;
    client_concurrency: number;
    generated_tokens_per_second_median: number;
  } | null;
}

export interface BaselineDelta {
  /** True when any candidate's selected point (P, C) differs or appears/disappears. */
  selectionChanged: boolean;
  markdown: string;
}

// The baseline is a file the job did not produce: even its numbers are shown as data.
const point = (s: PlainSelection | undefined) =>
  s?.selected_cell
    ? markdownText(`P${s.selected_cell.server_parallel} / C${s.selected_cell.client_concurrency}`)
    : 'No eligible point';
const rate = (s: PlainSelection | undefined) =>
  s?.selected_cell ? `${pyFixed(s.selected_cell.generated_tokens_per_second_median, 2)} tok/s` : '—';

export function baselineDelta(
  current: { selections: PlainSelection[] },
  baseline: { selections: PlainSelection[] },
): BaselineDelta {
  const ids = [
    ...new Set([
      ...current.selections.map((s) => s.candidate_id),
      ...baseline.selections.map((s) => s.candidate_id),
    ]),
  ];
  let changed = false;
  const rows = ids.map((id) => {
    const now = current.selections.find((s) => s.candidate_id === id);
    const base = baseline.selections.find((s) => s.candidate_id === id);
    const samePoint = point(now) === point(base);
    if (!samePoint) changed = true;
    let delta = '—';
    if (
      now?.selected_cell &&
      base?.selected_cell &&
      base.selected_cell.generated_tokens_per_second_median !== 0
    ) {
      const pct =
        ((now.selected_cell.generated_tokens_per_second_median -
          base.selected_cell.generated_tokens_per_second_median) /
          base.selected_cell.generated_tokens_per_second_median) *
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
