// The fleet decision with intervals in the fleet receipt (Markdown) and the fleet HTML section: the
// headline, each runner's best points with rate and cost intervals, runner-against-runner
// comparisons, each runner's noise, and what the words mean. Every string is escaped.
import { pyFixed } from '../core/format.js';
import type { PlainJson } from '../core/json.js';
import { changeText } from '../decision/headline.js';
import { escapeHtml as h } from '../report/html-report.js';
import { markdownText } from '../report/markdown-escape.js';
import { usdText } from './fleet-decision-document.js';

type Plain = { [key: string]: PlainJson };

const STATUS_WORDS: Record<string, string> = {
  decided: 'decided',
  not_distinguishable: 'not distinguishable — chosen by the tie rule',
  no_eligible_point: 'no eligible point',
};

const VERDICT_WORDS: Record<string, string> = {
  better: 'better',
  worse: 'worse',
  no_detectable_difference: 'no detectable difference',
  indeterminate: 'INDETERMINATE',
};

const pct = (x: number) => `${pyFixed(x * 100, 1)} %`;
const interval = (ci: PlainJson): [number, number] | null =>
  Array.isArray(ci) && ci.length === 2 ? [ci[0] as number, ci[1] as number] : null;
const cell = (c: Plain) => `P${c.server_parallel as number} / C${c.client_concurrency as number}`;

function rateCell(r: Plain): string {
  const ci = interval(r.ci);
  const est = pyFixed(r.estimate as number, 1);
  return ci === null ? `${est} [no interval]` : `${est} [${pyFixed(ci[0], 1)}, ${pyFixed(ci[1], 1)}]`;
}

function costCell(c: Plain | null): string {
  if (c === null) return '—';
  const ci = interval(c.ci);
  const est = usdText(c.estimate as number);
  return ci === null ? `${est} [no interval]` : `${est} [${usdText(ci[0])}, ${usdText(ci[1])}]`;
}

interface Tables {
  points: { head: string[]; rows: string[][]; chosen: boolean[] };
  comparisons: { head: string[]; rows: string[][] };
  noise: string[];
  meaning: string;
}

/** The rows both renderers show; `esc` escapes what comes from the studies (labels, ids). */
function tables(s: Plain, priced: boolean, esc: (x: string) => string): Tables {
  const choice = s.choice as Plain;
  const level = pyFixed((s.confidence as number) * 100, 0);
  const pointHead = ['Runner', 'Candidate', 'Best eligible point', 'Gates', `tok/s [${level} % CI]`];
  if (priced) pointHead.push(`$/M tokens [${level} % CI]`);
  const points = (s.points as Plain[]).map((p) => {
    const row = [
      esc(p.runner as string),
      esc(p.candidate_id as string),
      cell(p.cell as Plain),
      p.verdict === 'pass' ? 'PASS' : 'INDETERMINATE',
      rateCell(p.generated_tokens_per_second as Plain) +
        (p.meets_min_tokens_per_second === false ? ' (below floor)' : ''),
    ];
    if (priced) row.push(costCell(p.usd_per_million_tokens as Plain | null));
    return row;
  });
  const chosen = (s.points as Plain[]).map(
    (p) =>
      p.runner === choice.runner &&
      p.candidate_id === choice.candidate_id &&
      choice.cell !== null &&
      cell(p.cell as Plain) === cell(choice.cell as Plain),
  );
  const comparisons = (s.comparisons as Plain[]).map((c) => [
    esc(c.candidate_id as string),
    `${esc(c.runner_a as string)} (${cell(c.a_cell as Plain)}) vs ${esc(c.runner_b as string)} (${cell(c.b_cell as Plain)})`,
    changeText(c.ratio as number, interval(c.ci)),
    c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect as number),
    VERDICT_WORDS[c.verdict as string] ?? String(c.verdict),
  ]);
  const noise = (s.runners as Plain[]).map((r) =>
    r.noise_floor === null
      ? `${esc(r.runner as string)}: no run-to-run noise estimate (one cell with a rate in every pass)`
      : `${esc(r.runner as string)}: one measurement varies by ${pct(r.noise_floor as number)} between passes ` +
        `(${r.cells as number} cells, ${pyFixed(r.df as number, 1)} df between server runs); one cell's rate, pass-wide shifts included, ` +
        `has a log-scale SD of ${pyFixed(Math.sqrt(r.cell_variance_log as number), 3)}`,
  );
  const meaning =
    `Intervals are ${level} % confidence intervals. Runners are independent studies, so a point on one ` +
    `runner against a point on another has the variance of both (each study's single-cell variance, ` +
    `pass-wide shifts included); two points of one runner are paired by pass. A winner is called only ` +
    `when the interval excludes no difference and the difference is at least the larger of the ` +
    `${pct(s.indifference_zone as number)} indifference zone and what that comparison can detect; ` +
    `otherwise the points cannot be told apart and the plan's tie rule chooses (${s.tie_rule_applied as string}). ` +
    (priced
      ? 'The choice compares generated tokens per dollar (rate / price; prices are exact, so the interval is the rate interval scaled).'
      : 'The choice compares generated tokens per second.');
  return {
    points: { head: pointHead, rows: points, chosen },
    comparisons: {
      head: ['Candidate', 'Runner A vs runner B (best points)', 'A / B − 1 [CI]', 'Detectable', 'Verdict'],
      rows: comparisons,
    },
    noise,
    meaning,
  };
}

function statusLine(s: Plain, esc: (x: string) => string): string {
  const choice = s.choice as Plain;
  const up = choice.runner_up as Plain | null;
  const status = STATUS_WORDS[choice.status as string] ?? String(choice.status);
  return (
    `Status: ${status}` +
    (up === null ? '' : ` · runner-up: ${esc(up.runner as string)} · ${esc(up.candidate_id as string)}`) +
    (choice.runner === null
      ? ''
      : ` · ${(choice.tied as Plain[]).length} point(s) cannot be told apart from the leader`)
  );
}

/** The Markdown block under "## Decision" (the headline first). */
export function renderDecisionMarkdown(s: Plain, priced: boolean): string[] {
  const t = tables(s, priced, markdownText);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const out = [
    `**${markdownText((s.choice as Plain).headline as string)}**`,
    '',
    statusLine(s, markdownText),
    '',
  ];
  out.push(row(t.points.head));
  out.push(row(t.points.head.map((_, i) => (i >= 4 ? '---:' : '---'))));
  t.points.rows.forEach((r, i) =>
    out.push(row(r.map((c, j) => (j === 0 && t.points.chosen[i] ? `⭐ ${c}` : c)))),
  );
  out.push('');
  if (t.comparisons.rows.length) {
    out.push(row(t.comparisons.head));
    out.push(row(t.comparisons.head.map((_, i) => (i >= 2 && i <= 3 ? '---:' : '---'))));
    for (const r of t.comparisons.rows) out.push(row(r));
    out.push('');
  }
  out.push(`**Noise of each runner:** ${t.noise.join('; ')}.`, '');
  out.push(t.meaning, '');
  out.push(
    'The runner × candidate table below keeps the per-candidate selection of the published format for comparison.',
    '',
  );
  return out;
}

/** The HTML block inside the fleet section's decision box (the headline first). */
export function renderDecisionHtml(s: Plain, priced: boolean): string[] {
  const t = tables(s, priced, h);
  const out = [
    `<p><strong>${h((s.choice as Plain).headline as string)}</strong></p>`,
    `<p>${statusLine(s, h)}</p>`,
  ];
  const num = (i: number, from: number) => (i >= from ? ' class="num"' : '');
  out.push('<table class="fleet-intervals">');
  out.push(`<thead><tr>${t.points.head.map((x) => `<th>${h(x)}</th>`).join('')}</tr></thead><tbody>`);
  t.points.rows.forEach((r, i) =>
    out.push(
      `<tr${t.points.chosen[i] ? ' class="decided"' : ''}>${r.map((c, j) => `<td${num(j, 4)}>${j === 0 && t.points.chosen[i] ? '★ ' : ''}${c}</td>`).join('')}</tr>`,
    ),
  );
  out.push('</tbody></table>');
  if (t.comparisons.rows.length) {
    out.push('<table class="fleet-comparisons">');
    out.push(`<thead><tr>${t.comparisons.head.map((x) => `<th>${h(x)}</th>`).join('')}</tr></thead><tbody>`);
    for (const r of t.comparisons.rows)
      out.push(
        `<tr>${r.map((c, j) => `<td${j === 2 || j === 3 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`,
      );
    out.push('</tbody></table>');
  }
  out.push(`<p class="meta">Noise of each runner: ${t.noise.join('; ')}.</p>`);
  out.push(`<p class="meta">${h(t.meaning)}</p>`);
  return out;
}
