// Mermaid `xychart-beta` charts for the job summary and PR comment: per candidate, generated tok/s vs
// client concurrency with one line per server-slot level, plus a compact pass/fail table (xychart
// cannot colour single points, and it draws no legend, so the table doubles as the legend).
import { pyFixed } from '../core/format.js';
import type { JsonValue, PlainJson } from '../core/json.js';
import { markdownText } from './markdown-escape.js';
import { findCell, readStudyView, selectionFor, type StudyView } from '../study/study-model.js';

/** Line colours and the matching emoji the table uses as a legend (red left out: it reads as "fail"). */
const PALETTE: readonly { hex: string; swatch: string; name: string }[] = [
  { hex: '#1f77b4', swatch: '🔵', name: 'blue' },
  { hex: '#ff7f0e', swatch: '🟠', name: 'orange' },
  { hex: '#2ca02c', swatch: '🟢', name: 'green' },
  { hex: '#9467bd', swatch: '🟣', name: 'purple' },
  { hex: '#8c564b', swatch: '🟤', name: 'brown' },
  { hex: '#222222', swatch: '⚫', name: 'black' },
  { hex: '#bcbd22', swatch: '🟡', name: 'yellow' },
];

/**
 * Text inside a quoted Mermaid string (a chart title, shown only inside the chart; the table below
 * it carries the exact label): no quotes, backticks (they would close the fence) or line breaks. GitHub does not link mentions inside a code fence, but the source is also shown when a
 * chart fails to render, so `@name` gets the same zero-width space as in Markdown text. Mermaid
 * reads `%%{…}%%` anywhere in a chart's source as a directive (the chart's own configuration, which a
 * label could then override), so a run of `%` signs becomes one.
 */
export function mermaidText(s: string): string {
  return (
    s
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/["`]/g, "'")
      .replace(/%{2,}/g, '%')
      .replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b')
      // Angle quotes stand in for < and >: no tag reaches the chart renderer and no
      // `<!-- … -->` (the sticky comment marker) appears in the comment source.
      .replace(/</g, '\u2039')
      .replace(/>/g, '\u203a')
      .trim()
  );
}

/** Smallest 1/2/5 × 10^k step at or above x: keeps the y-axis top a round number. */
export function niceCeil(x: number): number {
  if (!(x > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(x));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= x) return step * magnitude;
  }
  return 10 * magnitude;
}

function candidateChart(view: StudyView, candidateId: string, label: string): string {
  const selected = selectionFor(view, candidateId).selectedCell;
  const grid = view.serverParallelLevels.map((p) =>
    view.clientConcurrencyLevels.map((c) => findCell(view, candidateId, p, c)),
  );
  const maxRate = Math.max(...grid.flat().map((cell) => cell.summary.generatedTokensPerSecondMedian));
  const palette = view.serverParallelLevels.map((_, i) => PALETTE[i % PALETTE.length]);
  const lines: string[] = [];
  lines.push(`#### ${markdownText(label)}: generated tok/s by simultaneous clients`, '');
  lines.push('```mermaid');
  lines.push(
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette.map((p) => p.hex).join(', ')}"}}}}%%`,
  );
  lines.push('xychart-beta');
  lines.push(`    title "${mermaidText(label)}"`);
  lines.push(
    `    x-axis "Simultaneous clients" [${view.clientConcurrencyLevels.map((c) => `"C${c}"`).join(', ')}]`,
  );
  lines.push(`    y-axis "Generated tok/s (median of passes)" 0 --> ${niceCeil(maxRate * 1.1)}`);
  view.serverParallelLevels.forEach((p, i) => {
    const values = grid[i].map((cell) => pyFixed(cell.summary.generatedTokensPerSecondMedian, 2));
    lines.push(`    line "P${p}" [${values.join(', ')}]`);
  });
  lines.push('```', '');
  lines.push(`| Line | Server slots | ${view.clientConcurrencyLevels.map((c) => `C${c}`).join(' | ')} |`);
  lines.push(`| --- | ---: | ${view.clientConcurrencyLevels.map(() => '---').join(' | ')} |`);
  view.serverParallelLevels.forEach((p, i) => {
    const cells = grid[i].map((cell) => {
      const mark = cell.summary.capacityGateMet ? '✅' : '❌';
      const text = `${mark} ${pyFixed(cell.summary.generatedTokensPerSecondMedian, 2)}`;
      const isSelected =
        selected !== null &&
        selected.serverParallel === cell.serverParallel &&
        selected.clientConcurrency === cell.clientConcurrency;
      return isSelected ? `**${text}** ⭐` : text;
    });
    lines.push(`| ${palette[i].swatch} ${palette[i].name} | P${p} | ${cells.join(' | ')} |`);
  });
  lines.push('');
  lines.push(
    selected === null
      ? '✅ passed every gate · ❌ rejected · no observed point cleared every gate'
      : `✅ passed every gate · ❌ rejected · ⭐ selected P${selected.serverParallel} / C${selected.clientConcurrency}`,
  );
  return lines.join('\n');
}

/** One chart + pass/fail table per plan candidate, in plan order; Markdown ready for a summary or comment. */
export function renderMermaidCharts(study: JsonValue | PlainJson): string {
  const view = readStudyView(study);
  return view.candidates.map((c) => candidateChart(view, c.id, c.label)).join('\n\n') + '\n';
}
