// Building blocks shared by the HTML report's sections: escaping, SVG coordinates, axis ticks, tables.

/** Escapes text for element content and double-quoted attribute values. */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** SVG coordinates with one decimal: deterministic and compact. */
export const xy = (x: number): string => (Math.round(x * 10) / 10).toString();

/** Smallest 1/2/2.5/5 × 10^k step giving at most eight intervals up to max. */
export function tickStep(max: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(max / 8));
  for (const step of [1, 2, 2.5, 5, 10])
    if (Math.ceil(max / (step * magnitude)) <= 8) return step * magnitude;
  return 10 * magnitude;
}

/** A table of already-escaped cells; numeric columns are right-aligned. */
export function table(
  headers: string[],
  rows: string[][],
  className = '',
  numericColumns: number[] = [],
): string {
  const th = headers
    .map((x, i) => `<th${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${r.map((x, i) => `<td${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table${className ? ` class="${className}"` : ''}>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}
