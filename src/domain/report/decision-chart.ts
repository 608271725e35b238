// The decision's trade-off chart: generation rate against p95 E2E latency per cell, with intervals, SLO line and Pareto frontier.
import { pyFixed } from '../core/format.js';
import type { DecisionDocCell, DocCellRef } from '../decision/decision-document.js';
import { escapeHtml as h, tickStep, xy } from './html-kit.js';

export interface ChartCandidate {
  id: string;
  label: string;
}

export interface DecisionChartInput {
  cells: readonly DecisionDocCell[];
  /** Plan order: fixes each candidate's colour and marker. */
  candidates: readonly ChartCandidate[];
  /** The load SLO's p95 E2E limit, ms. */
  sloE2eMs: number;
  chosen: { candidateId: string; cell: DocCellRef } | null;
}

/** A point of the trade-off: lower latency and higher rate are better. */
export interface TradeOff {
  latency: number;
  rate: number;
}

/**
 * Indexes of the points no other point dominates (≥ rate and ≤ latency, strictly better in one),
 * ordered by latency then rate: the frontier's steps from left to right.
 */
export function paretoFrontier(points: readonly TradeOff[]): number[] {
  const dominated = (p: TradeOff, q: TradeOff): boolean =>
    q.rate >= p.rate && q.latency <= p.latency && (q.rate > p.rate || q.latency < p.latency);
  return points
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !points.some((q) => dominated(p, q)))
    .sort((a, b) => a.p.latency - b.p.latency || a.p.rate - b.p.rate || a.i - b.i)
    .map(({ i }) => i);
}

export const CANDIDATE_COLOURS = ['#1f77b4', '#d9480f', '#2b8a3e', '#7048e8', '#c2255c', '#0c8599'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const;
type Marker = (typeof MARKERS)[number];

const f1 = (x: number): string => pyFixed(x, 1);

/** Marker shape centred on (x, y), about 12 px across. */
function marker(shape: Marker, x: number, y: number, attrs: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="${xy(x)}" cy="${xy(y)}" r="6" ${attrs}/>`;
    case 'square':
      return `<rect x="${xy(x - 5.5)}" y="${xy(y - 5.5)}" width="11" height="11" ${attrs}/>`;
    case 'triangle':
      return `<path d="M${xy(x)} ${xy(y - 7)}L${xy(x + 6.5)} ${xy(y + 5)}L${xy(x - 6.5)} ${xy(y + 5)}Z" ${attrs}/>`;
    case 'diamond':
      return `<path d="M${xy(x)} ${xy(y - 7)}L${xy(x + 7)} ${xy(y)}L${xy(x)} ${xy(y + 7)}L${xy(x - 7)} ${xy(y)}Z" ${attrs}/>`;
  }
}

export interface Plotted {
  cell: DecisionDocCell;
  rate: number;
  latency: number;
  candidateIndex: number;
}

/** Cells with both a rate and an E2E p95 estimate (the others have no place on the chart). */
export function plottedCells(input: DecisionChartInput): Plotted[] {
  const out: Plotted[] = [];
  for (const cell of input.cells) {
    const rate = cell.generated_tokens_per_second.estimate;
    const latency = cell.e2e_latency_ms_p95.estimate;
    if (rate === null || latency === null) continue;
    const k = input.candidates.findIndex((c) => c.id === cell.candidate_id);
    out.push({ cell, rate, latency, candidateIndex: k < 0 ? input.candidates.length : k });
  }
  return out;
}

/** The hover text of one cell: "label P/C: rate [lo, hi] tok/s, p95 E2E x ms". */
export function pointTooltip(label: string, cell: DecisionDocCell): string {
  const g = cell.generated_tokens_per_second;
  const e = cell.e2e_latency_ms_p95;
  const rate = g.estimate === null ? 'no rate' : f1(g.estimate);
  const ci = g.ci === null ? ' [no interval]' : ` [${f1(g.ci[0])}, ${f1(g.ci[1])}]`;
  const bounds = `${e.lower === null ? 'no bound' : f1(e.lower)} – ${e.upper === null ? `no bound, needs ${e.requests_needed ?? '?'} requests` : f1(e.upper)}`;
  return (
    `${label} P${cell.server_parallel}/C${cell.client_concurrency}: ${rate}${ci} tok/s, ` +
    `p95 E2E ${e.estimate === null ? 'not measured' : `${f1(e.estimate)} ms`} (bounds ${bounds}); verdict ${cell.verdict}`
  );
}

const W = 800;
const LEFT = 72;
const RIGHT = 24;
const TOP = 28;
const PLOT_H = 340;
const PLOT_W = W - LEFT - RIGHT;
const LEGEND_TOP = TOP + PLOT_H + 62;
const LEGEND_ROW = 22;

interface Axes {
  sx: (v: number) => number;
  sy: (v: number) => number;
  xMax: number;
  yMax: number;
  xStep: number;
  yStep: number;
}

/** An SLO this many times beyond the slowest point is named at the edge, not drawn to scale. */
const SLO_SCALE_LIMIT = 3;

/** Whether the SLO line fits the chart without squeezing every point against the axis. */
export function sloOnChart(points: readonly Plotted[], slo: number): boolean {
  const xs = points.flatMap((p) => [p.latency, p.cell.e2e_latency_ms_p95.upper ?? 0]);
  return slo <= SLO_SCALE_LIMIT * Math.max(...xs, 1);
}

function axes(points: readonly Plotted[], slo: number): Axes {
  const xs = points.flatMap((p) => [p.latency, p.cell.e2e_latency_ms_p95.upper ?? 0]);
  const ys = points.flatMap((p) => [p.rate, p.cell.generated_tokens_per_second.ci?.[1] ?? 0]);
  const xRaw = Math.max(sloOnChart(points, slo) ? slo : 0, ...xs, 1) * 1.06;
  const yRaw = Math.max(...ys, 1) * 1.06;
  const xStep = tickStep(xRaw);
  const yStep = tickStep(yRaw);
  const xMax = Math.ceil(xRaw / xStep) * xStep;
  const yMax = Math.ceil(yRaw / yStep) * yStep;
  return {
    sx: (v) => LEFT + (Math.min(v, xMax) / xMax) * PLOT_W,
    sy: (v) => TOP + PLOT_H - (Math.min(v, yMax) / yMax) * PLOT_H,
    xMax,
    yMax,
    xStep,
    yStep,
  };
}

/** Decimals that print every multiple of `step` exactly (steps are 1, 2, 2.5 or 5 × 10^k). */
function decimals(step: number): number {
  let d = 0;
  while (d < 6 && Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) > 1e-9) d++;
  return d;
}

function axisMarkup(a: Axes): string[] {
  const out: string[] = [];
  const bottom = TOP + PLOT_H;
  const { xStep, yStep } = a;
  for (let i = 0; i * xStep <= a.xMax + 1e-9; i++) {
    const x = xy(a.sx(i * xStep));
    out.push(
      `<line class="grid" x1="${x}" y1="${TOP}" x2="${x}" y2="${bottom}" stroke="#e4e8ec" stroke-width="1"/>`,
    );
    out.push(
      `<text class="tick" x="${x}" y="${bottom + 16}" text-anchor="middle">${pyFixed(i * xStep, decimals(xStep))}</text>`,
    );
  }
  for (let i = 0; i * yStep <= a.yMax + 1e-9; i++) {
    const y = a.sy(i * yStep);
    out.push(
      `<line class="grid" x1="${LEFT}" y1="${xy(y)}" x2="${LEFT + PLOT_W}" y2="${xy(y)}" stroke="#e4e8ec" stroke-width="1"/>`,
    );
    out.push(
      `<text class="tick" x="${LEFT - 8}" y="${xy(y + 4)}" text-anchor="end">${pyFixed(i * yStep, decimals(yStep))}</text>`,
    );
  }
  out.push(
    `<rect class="frame" x="${LEFT}" y="${TOP}" width="${PLOT_W}" height="${PLOT_H}" fill="none" stroke="#8c959f" stroke-width="1"/>`,
  );
  out.push(
    `<text class="axis-title" x="${xy(LEFT + PLOT_W / 2)}" y="${bottom + 36}" text-anchor="middle">p95 E2E latency, ms (bar: one-sided lower and upper bounds)</text>`,
  );
  const mid = xy(TOP + PLOT_H / 2);
  out.push(
    `<text class="axis-title" x="16" y="${mid}" text-anchor="middle" transform="rotate(-90 16 ${mid})">generated tok/s (bar: interval)</text>`,
  );
  return out;
}

/** Horizontal bar lower..upper; a missing bound is a dashed open end to the plot edge with a "no bound" mark. */
function latencyBar(p: Plotted, a: Axes, colour: string): string[] {
  const e = p.cell.e2e_latency_ms_p95;
  const y = a.sy(p.rate);
  const from = e.lower ?? p.latency;
  const to = e.upper ?? p.latency;
  const out = [
    `<line class="bar e2e-bar" x1="${xy(a.sx(from))}" y1="${xy(y)}" x2="${xy(a.sx(to))}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5"/>`,
  ];
  if (e.upper === null) {
    const edge = LEFT + PLOT_W;
    out.push(
      `<line class="bar open no-bound upper" x1="${xy(a.sx(p.latency))}" y1="${xy(y)}" x2="${edge}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`,
    );
    out.push(
      `<path class="no-bound-mark" d="M${xy(edge - 7)} ${xy(y - 4)}L${edge} ${xy(y)}L${xy(edge - 7)} ${xy(y + 4)}" fill="none" stroke="${colour}" stroke-width="1.5"/>`,
    );
  }
  if (e.lower === null) {
    out.push(
      `<line class="bar open no-bound lower" x1="${LEFT}" y1="${xy(y)}" x2="${xy(a.sx(p.latency))}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`,
    );
  }
  return out;
}

function rateBar(p: Plotted, a: Axes, colour: string): string[] {
  const ci = p.cell.generated_tokens_per_second.ci;
  if (ci === null) return [];
  const x = xy(a.sx(p.latency));
  return [
    `<line class="bar rate-bar" x1="${x}" y1="${xy(a.sy(ci[0]))}" x2="${x}" y2="${xy(a.sy(ci[1]))}" stroke="${colour}" stroke-width="1.5"/>`,
  ];
}

function sameCell(p: Plotted, chosen: DecisionChartInput['chosen']): boolean {
  return (
    chosen !== null &&
    p.cell.candidate_id === chosen.candidateId &&
    p.cell.server_parallel === chosen.cell.server_parallel &&
    p.cell.client_concurrency === chosen.cell.client_concurrency
  );
}

function pointMarkup(p: Plotted, a: Axes, input: DecisionChartInput, label: string): string[] {
  const failed = p.cell.verdict === 'fail';
  const colour = failed ? '#8c959f' : CANDIDATE_COLOURS[p.candidateIndex % CANDIDATE_COLOURS.length];
  const shape = MARKERS[p.candidateIndex % MARKERS.length];
  const chosen = sameCell(p, input.chosen);
  const x = a.sx(p.latency);
  const y = a.sy(p.rate);
  const out = [
    `<g class="decision-point verdict-${h(p.cell.verdict)}${chosen ? ' chosen' : ''}" data-candidate="${h(p.cell.candidate_id)}" data-p="${p.cell.server_parallel}" data-c="${p.cell.client_concurrency}" data-verdict="${h(p.cell.verdict)}">`,
    `<title>${h(pointTooltip(label, p.cell))}</title>`,
    ...rateBar(p, a, colour),
    ...latencyBar(p, a, colour),
    marker(
      shape,
      x,
      y,
      failed
        ? `class="marker hollow" fill="#ffffff" stroke="${colour}" stroke-width="1.8"`
        : `class="marker" fill="${colour}" stroke="#ffffff" stroke-width="1"`,
    ),
  ];
  if (chosen)
    out.push(
      `<circle class="chosen-ring" cx="${xy(x)}" cy="${xy(y)}" r="12" fill="none" stroke="#111111" stroke-width="2.5"/>`,
    );
  out.push('</g>');
  return out;
}

/** The staircase of the best rate reachable within a latency, through the frontier's points. */
function frontierPath(points: readonly Plotted[], a: Axes): string {
  const order = paretoFrontier(points.map((p) => ({ latency: p.latency, rate: p.rate })));
  if (order.length === 0) return '';
  const steps = order.map((i) => points[i]);
  let d = `M${xy(a.sx(steps[0].latency))} ${xy(a.sy(steps[0].rate))}`;
  for (const s of steps.slice(1)) d += `H${xy(a.sx(s.latency))}V${xy(a.sy(s.rate))}`;
  const cells = steps.map(
    (s) => `${s.cell.candidate_id}:P${s.cell.server_parallel}/C${s.cell.client_concurrency}`,
  );
  return `<path class="frontier" d="${d}" fill="none" stroke="#343a40" stroke-width="1.6" stroke-opacity=".7" data-cells="${h(cells.join(' '))}"/>`;
}

/** One legend entry per candidate drawn, wrapped into rows below the x axis. */
function legendMarkup(
  input: DecisionChartInput,
  shown: readonly Plotted[],
): { markup: string[]; rows: number } {
  const out: string[] = [];
  const present = new Set(shown.map((p) => p.candidateIndex));
  let x = LEFT;
  let row = 0;
  input.candidates.forEach((c, k) => {
    if (!present.has(k)) return;
    const width = 34 + c.label.length * 6.8;
    if (x > LEFT && x + width > W - RIGHT) {
      row++;
      x = LEFT;
    }
    const y = LEGEND_TOP + row * LEGEND_ROW;
    const colour = CANDIDATE_COLOURS[k % CANDIDATE_COLOURS.length];
    out.push(`<g class="legend-entry" data-candidate="${h(c.id)}">`);
    out.push(
      marker(MARKERS[k % MARKERS.length], x + 6, y, `fill="${colour}" stroke="#ffffff" stroke-width="1"`),
    );
    out.push(`<text class="legend-label" x="${xy(x + 18)}" y="${y + 4}">${h(c.label)}</text>`);
    out.push('</g>');
    x += width;
  });
  return { markup: out, rows: out.length === 0 ? 0 : row + 1 };
}

/** The chart as inline SVG (800 units wide), accessible as one image with a text alternative. */
export function decisionChart(input: DecisionChartInput): string {
  const points = plottedCells(input);
  const a = axes(points, input.sloE2eMs);
  const labelOf = (id: string): string => input.candidates.find((c) => c.id === id)?.label ?? id;
  const aria =
    `Generation rate vs p95 E2E latency: ${points.length} cells of ${input.candidates.length} candidates, ` +
    `SLO p95 E2E ≤ ${f1(input.sloE2eMs)} ms`;
  const legend = legendMarkup(input, points);
  const height = LEGEND_TOP - 12 + legend.rows * LEGEND_ROW;
  const out: string[] = [
    `<svg class="decision-chart" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-label="${h(aria)}">`,
    `<title>Generation rate vs p95 E2E latency</title>`,
    ...axisMarkup(a),
  ];
  if (sloOnChart(points, input.sloE2eMs)) {
    const slo = xy(a.sx(input.sloE2eMs));
    out.push(
      `<line class="slo-limit" x1="${slo}" y1="${TOP}" x2="${slo}" y2="${TOP + PLOT_H}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="6 4" data-ms="${h(f1(input.sloE2eMs))}"/>`,
    );
    out.push(
      `<text class="slo-label" x="${slo}" y="${TOP - 8}" text-anchor="middle">SLO ≤ ${h(f1(input.sloE2eMs))} ms</text>`,
    );
  } else {
    // Far beyond every point: drawing it to scale would press all points against the axis.
    out.push(
      `<text class="slo-label slo-off-chart" x="${xy(LEFT + PLOT_W)}" y="${TOP - 8}" text-anchor="end" data-ms="${h(f1(input.sloE2eMs))}">SLO ≤ ${h(f1(input.sloE2eMs))} ms, beyond the chart →</text>`,
    );
  }
  const frontier = frontierPath(
    points.filter((p) => p.cell.verdict !== 'fail'),
    a,
  );
  if (frontier) out.push(frontier);
  // Failed cells first, so the eligible ones are drawn on top of them.
  const order = [...points].sort(
    (p, q) => Number(q.cell.verdict === 'fail') - Number(p.cell.verdict === 'fail'),
  );
  for (const p of order) out.push(...pointMarkup(p, a, input, labelOf(p.cell.candidate_id)));
  out.push(...legend.markup);
  out.push('</svg>');
  return out.join('\n');
}
