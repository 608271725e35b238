// The HTML report's open-loop section (docs/open-loop.md): per candidate, an inline SVG of every
// probe's attainment against its offered rate (log axis), one colour per P, one marker per pass,
// the exact interval as a bar, the attainment target as a line and each converged P's highest
// sustainable rate as a tick; then the envelope table the receipt prints. Absent: nothing.
import { pyFixed } from '../core/format.js';
import type { SearchHistory, SearchProbe } from '../measurement/rate-search-history.js';
import type { RateEnvelopeEntry } from '../study/rate-envelope-document.js';
import type { StudyOpenLoop } from '../study/study-model.js';
import { CANDIDATE_COLOURS } from './decision-chart.js';
import { escapeHtml as h, table, xy } from './html-kit.js';
import {
  arrivalWords,
  bindingWords,
  bracketText,
  rateText,
  secondsText,
  statusWords,
} from './receipt-open-loop.js';

export interface OpenLoopSectionInput {
  openLoop: StudyOpenLoop;
  candidates: readonly { id: string; label: string }[];
  /** Plan pass order: fixes each pass's marker. */
  passIds: readonly string[];
}

export const OPEN_LOOP_STYLE = `
.open-loop-chart { max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
.open-loop-chart .tick { fill: #57606a; }
.open-loop-chart .axis-label { fill: #24292f; font-weight: 600; }
table.open-loop td { vertical-align: top; }
`;

const W = 800;
const LEFT = 64;
const TOP = 44;
const PLOT_W = 560;
const PLOT_H = 260;
const LEGEND_X = LEFT + PLOT_W + 20;

const pct = (x: number): string => `${pyFixed(x * 100, 1)}%`;

interface RateAxis {
  lo: number;
  hi: number;
  sx: (rate: number) => number;
  sy: (attainment: number) => number;
}

/** A base-2 log axis over the probed rates (the search doubles and halves), padded by a quarter octave. */
export function rateAxis(rates: readonly number[]): RateAxis {
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const lo = Math.log2(min) - 0.25;
  const hi = Math.max(Math.log2(max) + 0.25, lo + 1);
  return {
    lo,
    hi,
    sx: (r) => LEFT + ((Math.log2(r) - lo) / (hi - lo)) * PLOT_W,
    sy: (a) => TOP + (1 - a) * PLOT_H,
  };
}

function axisMarkup(a: RateAxis, target: number): string[] {
  const out = [
    `<rect x="${LEFT}" y="${TOP}" width="${PLOT_W}" height="${PLOT_H}" fill="#fff" stroke="#d0d7de"/>`,
  ];
  for (const y of [0, 0.25, 0.5, 0.75, 1]) {
    const py = xy(a.sy(y));
    out.push(`<line x1="${LEFT}" y1="${py}" x2="${LEFT + PLOT_W}" y2="${py}" stroke="#eaeef2"/>`);
    out.push(
      `<text class="tick" x="${LEFT - 6}" y="${py}" dy="4" text-anchor="end">${pyFixed(y * 100, 0)}%</text>`,
    );
  }
  for (let k = Math.ceil(a.lo); k <= Math.floor(a.hi); k++) {
    const px = xy(a.sx(2 ** k));
    out.push(`<line x1="${px}" y1="${TOP}" x2="${px}" y2="${TOP + PLOT_H}" stroke="#eaeef2"/>`);
    out.push(
      `<text class="tick" x="${px}" y="${TOP + PLOT_H + 16}" text-anchor="middle">${h(rateText(2 ** k))}</text>`,
    );
  }
  const ty = xy(a.sy(target));
  out.push(
    `<line class="target-line" x1="${LEFT}" y1="${ty}" x2="${LEFT + PLOT_W}" y2="${ty}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    `<text class="target-label" x="${LEFT + PLOT_W - 4}" y="${ty}" dy="-6" text-anchor="end" fill="#c92a2a">target ${h(pct(target))}</text>`,
    `<text class="axis-label" x="${LEFT + PLOT_W / 2}" y="${TOP + PLOT_H + 36}" text-anchor="middle">offered rate (req/s, log scale)</text>`,
    `<text class="axis-label" x="16" y="${TOP + PLOT_H / 2}" text-anchor="middle" transform="rotate(-90 16 ${TOP + PLOT_H / 2})">attainment</text>`,
  );
  return out;
}

/** Filled for the first pass, hollow for the second, then square shapes; dashed when invalid. */
function probeMarker(
  x: number,
  y: number,
  colour: string,
  passIndex: number,
  valid: boolean,
  tip: string,
): string {
  const fill = passIndex % 2 === 0 ? colour : '#fff';
  const dash = valid ? '' : ' stroke-dasharray="2 2"';
  const attrs = `fill="${fill}" stroke="${colour}" stroke-width="1.8"${dash}`;
  const shape =
    passIndex < 2
      ? `<circle cx="${xy(x)}" cy="${xy(y)}" r="4.5" ${attrs}/>`
      : `<rect x="${xy(x - 4)}" y="${xy(y - 4)}" width="8" height="8" ${attrs}/>`;
  return `<g class="probe"><title>${h(tip)}</title>${shape}</g>`;
}

function probeTip(search: SearchHistory, p: SearchProbe): string {
  return (
    `P${search.server_parallel} ${search.pass_id} probe ${p.index + 1}: ${rateText(p.rate_rps)} req/s offered, ` +
    `attainment ${pct(p.attainment)} [${pct(p.attainment_lower)}, ${pct(p.attainment_upper)}] (${p.good}/${p.requests}), ` +
    `${p.verdict}${p.valid ? '' : ', invalid (client lag above its bound)'}`
  );
}

/** One candidate's chart; null when its searches have no probe. */
export function attainmentChart(
  candidateLabel: string,
  entries: readonly RateEnvelopeEntry[],
  searches: readonly SearchHistory[],
  passIds: readonly string[],
): string | null {
  const probes = searches.flatMap((s) => s.probes.map((p) => ({ s, p })));
  if (probes.length === 0 || entries.length === 0) return null;
  const a = rateAxis(probes.map(({ p }) => p.rate_rps));
  const target = entries[0].attainment_target;
  const levels = entries.map((e) => e.server_parallel);
  const colourOf = (p: number) =>
    CANDIDATE_COLOURS[Math.max(levels.indexOf(p), 0) % CANDIDATE_COLOURS.length];
  const height = TOP + PLOT_H + 48;
  const aria = `Attainment vs offered rate for ${candidateLabel}: ${probes.length} probes over ${levels.length} server-slot levels, target ${pct(target)}`;
  const out = [
    `<svg class="open-loop-chart" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-label="${h(aria)}">`,
    `<title>${h(`Attainment vs offered rate — ${candidateLabel}`)}</title>`,
    ...axisMarkup(a, target),
  ];
  entries.forEach((e, i) => {
    if (e.status !== 'converged' || e.max_rate_rps === null) return;
    const x = xy(a.sx(e.max_rate_rps));
    // Labels alternate between two rows, so P levels with close rates stay readable.
    out.push(
      `<line class="sustainable" x1="${x}" y1="${TOP}" x2="${x}" y2="${TOP + PLOT_H}" stroke="${colourOf(e.server_parallel)}" stroke-width="1" stroke-dasharray="2 3"/>`,
      `<text x="${x}" y="${TOP - 8 - 14 * (i % 2)}" text-anchor="middle" fill="${colourOf(e.server_parallel)}">P${e.server_parallel} ${h(rateText(e.max_rate_rps))}</text>`,
    );
  });
  for (const { s, p } of probes) {
    const k = Math.max(passIds.indexOf(s.pass_id), 0);
    // P levels, passes and replicates probe the same rates: a small offset keeps their bars apart.
    const slot = Math.max(levels.indexOf(s.server_parallel), 0) * passIds.length + k;
    const slots = levels.length * passIds.length;
    const x = a.sx(p.rate_rps) + (slot - (slots - 1) / 2) * 4 + (p.replicate - 1) * 1.5;
    const colour = colourOf(s.server_parallel);
    out.push(
      `<line class="interval" x1="${xy(x)}" y1="${xy(a.sy(p.attainment_lower))}" x2="${xy(x)}" y2="${xy(a.sy(p.attainment_upper))}" stroke="${colour}" stroke-width="1.2" opacity="0.7"/>`,
      probeMarker(x, a.sy(p.attainment), colour, k, p.valid, probeTip(s, p)),
    );
  }
  let ly = TOP + 6;
  for (const e of entries) {
    out.push(
      `<rect x="${LEGEND_X}" y="${ly}" width="12" height="12" fill="${colourOf(e.server_parallel)}"/>`,
      `<text x="${LEGEND_X + 18}" y="${ly + 10}">P${e.server_parallel}</text>`,
    );
    ly += 20;
  }
  passIds.forEach((id, k) => {
    out.push(probeMarker(LEGEND_X + 6, ly + 6, '#57606a', k, true, `${id} pass`));
    out.push(`<text x="${LEGEND_X + 18}" y="${ly + 10}">${h(id)}</text>`);
    ly += 20;
  });
  out.push(
    `<text x="${LEGEND_X}" y="${ly + 10}" class="tick">bar: exact interval</text>`,
    `<text x="${LEGEND_X}" y="${ly + 26}" class="tick">dashed: invalid probe</text>`,
    '</svg>',
  );
  return out.join('\n');
}

function envelopeTable(entries: readonly RateEnvelopeEntry[]): string {
  const rows = entries.map((e) => [
    `P${e.server_parallel}`,
    e.status === 'converged' && e.max_rate_rps !== null
      ? `<strong>${h(rateText(e.max_rate_rps))} req/s</strong>`
      : 'not established',
    h(bracketText(e.bracket_rps)),
    e.goodput_rps === null || e.goodput_tokens_per_second === null
      ? '—'
      : h(`${rateText(e.goodput_rps)} req/s · ${pyFixed(e.goodput_tokens_per_second, 1)} tok/s`),
    h(bindingWords(e)),
    h(`${e.probes} (${e.invalid_probes} invalid)`),
    h(secondsText(e.runner_seconds)),
    h(
      e.passes
        .map((p) => `${p.pass_id} ${p.max_rate_rps === null ? 'none' : rateText(p.max_rate_rps)}`)
        .join(', ') +
        (e.pass_spread_percent === null ? '' : ` · spread ${pyFixed(e.pass_spread_percent, 1)}%`) +
        ` · ${e.spread_gate}`,
    ),
    h(statusWords(e)),
  ]);
  return table(
    [
      'Server slots',
      'Highest sustainable rate',
      'Bracket',
      'Goodput there',
      'Binding limit',
      'Probes',
      'Runner time',
      'Passes',
      'Status',
    ],
    rows,
    'open-loop',
    [0, 1, 5, 6],
  );
}

export function openLoopSection(input: OpenLoopSectionInput): string {
  const { envelope, searches } = input.openLoop;
  const out = ['<section id="open-loop">', '<h2>Open-loop capacity</h2>'];
  if (envelope.length > 0) {
    const e = envelope[0];
    out.push(
      `<p>Requests arrive on a schedule (${h(arrivalWords(e))}). A rate is sustainable when the lower bound of the exact ` +
        `${h(pyFixed(e.confidence * 100, 0))}% interval of the share of requests within TTFT ≤ ${h(pyFixed(e.limits.ttft_ms, 0))} ms ` +
        `and E2E ≤ ${h(pyFixed(e.limits.e2e_ms, 0))} ms is at least the target in every replicate of every pass.</p>`,
    );
  }
  for (const c of input.candidates) {
    const entries = envelope.filter((e) => e.candidate_id === c.id);
    if (entries.length === 0) continue;
    out.push(`<h3>${h(c.label)}</h3>`);
    const chart = attainmentChart(
      c.label,
      entries,
      searches.filter((s) => s.candidate_id === c.id),
      input.passIds,
    );
    if (chart) out.push(chart);
    out.push(envelopeTable(entries));
  }
  out.push('</section>');
  return out.join('\n');
}
