// The HTML report's decision section (docs/decision.md): headline and status, the trade-off chart, grid-edge notes, comparisons, noise and per-cell evidence.
import { pyFixed } from '../core/format.js';
import type {
  DecisionDocCell,
  DecisionDocChoice,
  DecisionDocument,
  DocAttainment,
  DocBound,
  DocCellRef,
} from '../decision/decision-document.js';
import { changeText, percentChange, STATUS_WORDS, VERDICT_WORDS } from '../decision/headline.js';
import { decisionChart, type ChartCandidate } from './decision-chart.js';
import { escapeHtml as h, table } from './html-kit.js';

export interface DecisionSectionInput {
  decision: DecisionDocument;
  /** Plan order. */
  candidates: readonly ChartCandidate[];
  /** Pass ids in plan order (labels of the pass shifts). */
  passIds: readonly string[];
  sloE2eMs: number;
}

const f1 = (x: number): string => pyFixed(x, 1);
const pct = (x: number): string => `${pyFixed(x * 100, 1)} %`;
const at = (c: DocCellRef): string => `P${c.server_parallel} / C${c.client_concurrency}`;

type Verdict3 = DecisionDocCell['verdict'];

const verdictClass = (v: string): string => `verdict verdict-${v.replace(/[^a-z_]/g, '_')}`;

function verdict3(v: Verdict3 | null): string {
  if (v === null) return '<span class="verdict verdict-none">—</span>';
  return `<span class="${verdictClass(v)}">${h(v.toUpperCase())}</span>`;
}

function labelFor(input: DecisionSectionInput): (id: string) => string {
  const labels = new Map(input.candidates.map((c) => [c.id, c.label]));
  return (id) => labels.get(id) ?? id;
}

function choiceBlock(choice: DecisionDocChoice | null, label: (id: string) => string): string {
  if (choice === null)
    return '<p class="decision-headline">The plan asks for no choice across candidates (<code>decision.choose</code> is false): the evidence below compares them.</p>';
  const facts: string[] = [];
  if (choice.candidate_id !== null && choice.cell !== null)
    facts.push(`<li><strong>Chosen:</strong> ${h(label(choice.candidate_id))} at ${at(choice.cell)}</li>`);
  if (choice.rate !== null)
    facts.push(
      `<li><strong>Chosen rate:</strong> ${h(rateCell(choice.rate))} tok/s <span class="meta">(${h(choice.rate.method)})</span></li>`,
    );
  if (choice.versus_best_of_others !== null)
    facts.push(
      `<li><strong>Against the best of the others:</strong> ${h(changeText(1, choice.versus_best_of_others).replace(/^0\.0 % /, ''))} (simultaneous)</li>`,
    );
  if (choice.pairs_needed !== null)
    facts.push(
      `<li><strong>Pairs to resolve:</strong> about ${choice.pairs_needed}${choice.beyond_plan_maximum ? " (beyond this plan format's maximum of 10)" : ''}</li>`,
    );
  facts.push(
    `<li><strong>Runner-up:</strong> ${choice.runner_up === null ? 'none' : `${h(label(choice.runner_up.candidate_id))} at ${at(choice.runner_up.cell)}`}</li>`,
  );
  if (choice.within_delta.length > 1)
    facts.push(
      `<li><strong>Within δ of the best:</strong> ${choice.within_delta.map((id) => h(label(id))).join(', ')} — tie rule <code>${h(choice.tie_rule)}</code></li>`,
    );
  return (
    `<p class="decision-headline"><span class="badge status-${h(choice.status)}">${h(STATUS_WORDS[choice.status] ?? choice.status)}</span> ${h(choice.headline)}</p>\n` +
    `<ul class="decision-facts">\n${facts.join('\n')}\n</ul>`
  );
}

function gridEdgeNotes(decision: DecisionDocument, label: (id: string) => string): string {
  if (decision.grid_edge.length === 0) return '';
  const items = decision.grid_edge.map((g) => {
    const add = [
      g.next_levels.server_parallel === null ? null : `P=${g.next_levels.server_parallel}`,
      g.next_levels.client_concurrency === null ? null : `C=${g.next_levels.client_concurrency}`,
    ].filter((x) => x !== null);
    const edges = g.edges.map((e) => (e === 'server_parallel' ? 'highest P' : 'highest C')).join(' and ');
    return `<li>${h(label(g.candidate_id))}: best point ${at(g.cell)} sits at the ${edges} of the grid — the optimum may lie outside the grid: add ${h(add.join(' / '))}.</li>`;
  });
  return `<div class="grid-edge"><strong>Grid edge.</strong>\n<ul>\n${items.join('\n')}\n</ul></div>`;
}

function comparisonsTable(decision: DecisionDocument, label: (id: string) => string): string {
  if (decision.comparisons.length === 0) return '<p>The study records no comparison.</p>';
  const rows = decision.comparisons.map((c) => [
    `${h(label(c.a))} <span class="meta">${at(c.a_cell)}</span><br>vs ${h(label(c.b))} <span class="meta">${at(c.b_cell)}</span>`,
    `${h(c.factor)}${c.factor_detail === null ? '' : ` <span class="meta">(${h(c.factor_detail)})</span>`}`,
    h(c.at),
    h(changeText(c.ratio, c.ci)),
    c.verdict === null
      ? '<span class="verdict verdict-none">no interval</span>'
      : `<span class="${verdictClass(c.verdict)}">${h(VERDICT_WORDS[c.verdict] ?? c.verdict)}</span>`,
    c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect),
    c.pairs_needed === null
      ? '—'
      : `${c.pairs_needed}${c.beyond_plan_maximum ? ' (beyond the plan maximum)' : ''}`,
  ]);
  const family = decision.simultaneous;
  const note =
    family === null
      ? ''
      : `\n<p class="meta">Intervals simultaneous at ${pct(decision.confidence)} over all ${family.pairs} cross-candidate cell pairs (critical value ${pyFixed(family.critical_value, 2)}); equivalent = inside ±${pct(decision.indifference_zone)}.</p>`;
  return (
    table(
      [
        'Comparison (a vs b)',
        'Factor',
        'At',
        'Rate a / b (simultaneous)',
        'Verdict',
        'Detectable (80 % power)',
        'Pairs needed',
      ],
      rows,
      'decision-comparisons',
      [3, 5, 6],
    ) + note
  );
}

function noiseTable(decision: DecisionDocument, passIds: readonly string[]): string {
  const n = decision.noise;
  const shifts = n.pass_shift
    .map((s, i) => `${h(passIds[i] ?? `pass ${i + 1}`)} ${percentChange(1 + s)}`)
    .join(', ');
  const rows = [
    ...n.levels.map((l) => [
      `Noise floor at C ${l.client_concurrency} (relative run-to-run SD, pass shifts removed)`,
      `${pct(l.noise_floor)} <span class="meta">(${l.cells} cells, ${pyFixed(l.df, 1)} df${l.pooled ? ', pooled' : ''}; detects ${l.minimum_detectable_effect === null ? '—' : pct(l.minimum_detectable_effect)} at 80 % power)</span>`,
    ]),
    ['Indifference zone', pct(decision.indifference_zone)],
    ['Cells', `${n.cells} cells in ${n.server_runs} server runs × ${decision.passes} passes`],
    ['Pass shifts', shifts === '' ? '—' : shifts],
  ];
  if (n.reason !== null) rows.push(['Why no interval', h(n.reason)]);
  const method =
    `<p class="meta decision-method"><strong>Method:</strong> ${h(decision.method)}; confidence ${pct(decision.confidence)}, ` +
    `${decision.pairs} counterbalanced pair(s), ${decision.resamples} Monte Carlo draws, seed <code>${h(decision.seed)}</code>.</p>`;
  return `${table(['Noise', 'Value'], rows, 'decision-noise')}\n${method}`;
}

/** "812.3 [790.1, 901.0]" (unit in the header); a missing bound is "—" with what sample would give one. */
function boundText(b: DocBound): string {
  if (b.estimate === null) return 'not measured';
  const text = `${f1(b.estimate)} [${b.lower === null ? '—' : f1(b.lower)}, ${b.upper === null ? '—' : f1(b.upper)}]`;
  if (b.lower !== null && b.upper !== null) return text;
  return `${text}<br><span class="no-bound">needs ${b.requests_needed ?? '?'} requests</span>`;
}

function rateCell(g: { estimate: number | null; ci: [number, number] | null }): string {
  if (g.estimate === null) return 'no rate';
  return `${f1(g.estimate)} ${g.ci === null ? '[no interval]' : `[${f1(g.ci[0])}, ${f1(g.ci[1])}]`}`;
}

function attainmentText(name: string, a: DocAttainment | null): string {
  if (a === null) return '';
  return `${name} ${a.within}/${a.requests} (≥ ${pct(a.lower)})`;
}

function cellRow(
  c: DecisionDocCell,
  label: (id: string) => string,
  chosen: DocCellRef | null,
  chosenId: string | null,
): string[] {
  const g = c.gates;
  const isChosen =
    chosen !== null &&
    c.candidate_id === chosenId &&
    c.server_parallel === chosen.server_parallel &&
    c.client_concurrency === chosen.client_concurrency;
  // Under the verdict, the gates that did not pass (a null TTFT gate: no TTFT limit).
  const named: [string, Verdict3 | null][] = [
    ['completion', g.completion],
    ['TTFT', g.ttft],
    ['E2E', g.e2e],
    ['memory', g.memory],
    ['quality', g.quality],
  ];
  const open = named.filter(([, v]) => v !== null && v !== 'pass');
  const gates = open.map(([name, v]) => `<br><span class="gate">${name} ${verdict3(v)}</span>`).join('');
  const within = [attainmentText('E2E', c.attainment.e2e), attainmentText('TTFT', c.attainment.ttft)]
    .filter((x) => x !== '')
    .map((x) => `<span class="gate">${x}</span>`)
    .join('<br>');
  return [
    h(label(c.candidate_id)),
    `${at(c)}${isChosen ? ' <span class="star">★</span>' : ''}`,
    rateCell(c.generated_tokens_per_second),
    boundText(c.ttft_ms_p95),
    boundText(c.e2e_latency_ms_p95),
    within === '' ? '—' : within,
    `${verdict3(c.verdict)}${gates}`,
  ];
}

function cellsTable(decision: DecisionDocument, label: (id: string) => string): string {
  const choice = decision.choice;
  const rows = decision.cells.map((c) =>
    cellRow(c, label, choice?.cell ?? null, choice?.candidate_id ?? null),
  );
  const cells = table(
    [
      'Candidate',
      'Point',
      'Generation rate, tok/s [interval]',
      'TTFT p95, ms [bounds]',
      'E2E p95, ms [bounds]',
      'Within SLO (lower bound)',
      'Verdict (gates not passed)',
    ],
    rows,
    'decision-cells',
    [2, 3, 4],
  );
  // Wide on a narrow screen: it scrolls by itself instead of widening the page.
  return `<div class="table-scroll">\n${cells}\n</div>`;
}

/** The section, placed right after the report's header. */
export function decisionSection(input: DecisionSectionInput): string {
  const d = input.decision;
  const label = labelFor(input);
  const c = d.choice;
  const chart = decisionChart({
    cells: d.cells,
    candidates: input.candidates,
    sloE2eMs: input.sloE2eMs,
    chosen:
      c !== null && c.candidate_id !== null && c.cell !== null
        ? { candidateId: c.candidate_id, cell: c.cell }
        : null,
  });
  const out = [
    '<section id="decision">',
    '<h2>Decision</h2>',
    choiceBlock(d.choice, label),
    '<h3>Generation rate vs p95 E2E latency</h3>',
    chart,
    '<p class="legend decision-legend"><span>bars: vertical = rate interval, horizontal = p95 bounds</span><span>dashed arrow = no upper bound (too few requests)</span>' +
      '<span>hollow grey = fails a gate</span><span>black ring = chosen cell</span><span>step line = Pareto frontier of the cells that fail no gate</span><span>dashed red = SLO</span></p>',
    gridEdgeNotes(d, label),
    '<h3>Comparisons</h3>',
    comparisonsTable(d, label),
    '<h3>Noise</h3>',
    noiseTable(d, input.passIds),
    '<h3>Every cell</h3>',
    cellsTable(d, label),
    '</section>',
  ];
  return out.filter((x) => x !== '').join('\n');
}

/** Styles of the section, added to the page only when the study has a decision. */
export const DECISION_STYLE = `
.decision-headline { font-size: 18px; font-weight: 600; margin: 10px 0; }
.badge { display: inline-block; font-size: 13px; font-weight: 700; letter-spacing: .03em; padding: 2px 9px; border-radius: 12px; margin-right: 6px; vertical-align: 2px; border: 1px solid; }
.badge.status-decided { background: #dafbe1; color: #1a5e2a; border-color: #2b8a3e; }
.badge.status-not_distinguishable { background: #ddf4ff; color: #0a3069; border-color: #218bff; }
.badge.status-indeterminate { background: #fff8c5; color: #7d4e00; border-color: #d4a72c; }
.badge.status-no_eligible_cell { background: #ffebe9; color: #a11d1d; border-color: #cf222e; }
ul.decision-facts { margin: 4px 0 10px; padding-left: 20px; }
.verdict { font-weight: 600; }
.verdict-pass, .verdict-better { color: #1a7f37; }
.verdict-fail, .verdict-worse { color: #cf222e; }
.verdict-indeterminate { color: #9a6700; }
.no-bound { color: #9a6700; }
.grid-edge { margin: 10px 0; padding: 8px 14px; border-left: 4px solid #d4a72c; background: #fff8c5; }
.grid-edge ul { margin: 4px 0; padding-left: 20px; }
table.decision-cells td:nth-child(n+2) { white-space: nowrap; }
table.decision-cells { font-size: 13px; }
.table-scroll { overflow-x: auto; max-width: 100%; }
.decision-legend { row-gap: 2px; margin-top: 0; }
.gate { white-space: nowrap; }
svg.decision-chart .legend-label { font-size: 12.5px; }
`;
