// The fleet receipt (Markdown for the job summary and the sticky PR comment): runner x candidate
// table, the decision with its reason, Mermaid charts of tok/s and $/Mtok, links to each runner's
// own receipt. Every study- or plan-derived string goes through the receipt's escaping helper.
import { InputError } from '../core/errors.js';
import { pyFixed } from '../core/format.js';
import { toPlain, type JsonValue, type PlainJson } from '../core/json.js';
import { markdownCode, markdownText } from '../report/markdown-escape.js';
import { mermaidText, niceCeil } from '../report/mermaid.js';
import { usdText } from './fleet-decision-document.js';
import { renderDecisionMarkdown } from './fleet-decision-render.js';
import { fleetOpenLoopSection } from './fleet-open-loop.js';

export type PlainObject = { [key: string]: PlainJson };

const f1 = (x: number): string => pyFixed(x, 1);
const f2 = (x: number): string => pyFixed(x, 2);

/** Dollar amounts: 4 significant decimals below one cent per Mtok would hide the difference. */
export const usd = usdText;

export function plainFleet(fleet: JsonValue | PlainJson): PlainObject {
  const plain = toPlain(fleet as JsonValue);
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain))
    throw new InputError('capacity-fleet.json: expected a JSON object');
  return plain;
}

export interface FleetBar {
  runner: string;
  candidate: string;
  tps: number;
  cost: number | null;
  decided: boolean;
}

/** Selected points in runner, then plan-candidate order (what both charts show). */
export function fleetBars(fleet: PlainObject): FleetBar[] {
  const choice = (fleet.decision as PlainObject).choice as PlainObject | null;
  const bars: FleetBar[] = [];
  for (const r of fleet.runners as PlainObject[]) {
    for (const c of r.candidates as PlainObject[]) {
      const s = c.selected as PlainObject | null;
      if (!s) continue;
      bars.push({
        runner: r.label as string,
        candidate: c.candidate_id as string,
        tps: s.generated_tokens_per_second_median as number,
        cost: s.usd_per_million_tokens as number | null,
        decided: choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id,
      });
    }
  }
  return bars;
}

function chart(
  title: string,
  axis: string,
  bars: FleetBar[],
  value: (b: FleetBar) => number,
  digits: number,
): string[] {
  const max = Math.max(...bars.map(value));
  return [
    '```mermaid',
    'xychart-beta',
    `    title "${mermaidText(title)}"`,
    `    x-axis [${bars.map((b) => `"${mermaidText(`${b.runner} · ${b.candidate}`)}"`).join(', ')}]`,
    `    y-axis "${mermaidText(axis)}" 0 --> ${niceCeil(max * 1.1)}`,
    `    bar [${bars.map((b) => pyFixed(value(b), digits)).join(', ')}]`,
    '```',
  ];
}

function machineLine(m: PlainObject | null): string {
  if (!m) return 'not recorded';
  const cores =
    m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
      ? `${m.available_parallelism} of ${m.cpu_count} CPUs usable`
      : `${m.cpu_count} CPUs`;
  const mem =
    m.memory_total_mib === null ? 'memory not recorded' : `${f1((m.memory_total_mib as number) / 1024)} GiB`;
  const image = m.runner_image === null ? '' : ` · image ${m.runner_image as string}`;
  return markdownText(
    `${m.cpu as string} · ${cores} · ${mem} · ${m.architecture as string} · ${m.os as string}${image}`,
  );
}

/** Renders the fleet receipt. Deterministic: the same capacity-fleet.json gives the same bytes. */
export function renderFleetReceipt(fleetValue: JsonValue | PlainJson): string {
  const fleet = plainFleet(fleetValue);
  const runners = fleet.runners as PlainObject[];
  const priced = fleet.prices !== null;
  const out: string[] = [
    ...receiptHead(fleet),
    ...decisionSection(fleet),
    ...runnerCandidateTable(fleet),
    ...fleetOpenLoopSection(runners, priced),
    ...chartsSection(fleet),
    ...runnersSection(runners),
    ...boundarySection(),
  ];
  return out.join('\n') + '\n';
}

/** The title, how many runners completed, the plan digest and its scope. */
function receiptHead(fleet: PlainObject): string[] {
  const plan = fleet.plan as PlainObject | null;
  const out: string[] = [];
  out.push('# Capacity fleet receipt', '');
  out.push(
    `**${fleet.complete_runner_count as number} of ${fleet.runner_count as number} runner(s) complete** · ` +
      (fleet.status === 'complete'
        ? 'every runner finished its study'
        : '**fleet incomplete**: see the runners marked INCOMPLETE') +
      (plan ? ` · plan \`${(plan.capacity_plan_content_sha256 as string).slice(0, 12)}\`` : ''),
    '',
  );
  if (plan && typeof plan.scope === 'string') out.push(`**Scope:** ${markdownText(plan.scope)}`, '');
  return out;
}

/** The decision: the statistics section, or the cheapest / fastest point, and its basis. */
function decisionSection(fleet: PlainObject): string[] {
  const decision = fleet.decision as PlainObject;
  const choice = decision.choice as PlainObject | null;
  const priced = fleet.prices !== null;
  const out: string[] = [];
  out.push('## Decision', '');
  const statistics = decision.statistics as PlainObject | undefined;
  if (statistics) out.push(...renderDecisionMarkdown(statistics, priced));
  else if (choice) {
    const cost = choice.usd_per_million_tokens as number | null;
    out.push(
      `**${markdownText(choice.runner as string)} · ${markdownText(choice.candidate_id as string)} · P${choice.server_parallel as number} / C${choice.client_concurrency as number}** — ` +
        `${f2(choice.generated_tokens_per_second_median as number)} tok/s` +
        (cost === null ? '' : ` · ${usd(cost)} per million generated tokens`),
      '',
    );
  } else out.push('**No recommendation.**', '');
  if (!statistics) out.push(markdownText(decision.reason as string), '');
  const table = priced
    ? `the user's price table (sha256 \`${((fleet.prices as PlainObject).sha256 as string).slice(0, 12)}\`)`
    : '';
  if (statistics)
    out.push(
      priced
        ? `Basis: generated tokens per dollar; USD per million tokens = usd_per_minute / (rate × 60) × 1e6 at each point's rate estimate and interval bounds, from ${table}.`
        : 'Basis: generated tokens/s (no price table was given).',
    );
  else
    out.push(
      priced
        ? `Basis: lowest cost per million generated tokens = \`${fleet.cost_formula as string}\`, from ${table}.`
        : 'Basis: highest median generated tokens/s (no price table was given).',
    );
  if (fleet.min_tokens_per_second !== null)
    out.push(
      '',
      `Throughput floor: at least ${shortNumber(fleet.min_tokens_per_second as number)} generated tokens/s.`,
    );
  out.push('');
  return out;
}

/** One row per runner and candidate: gate status and the selected point's figures. */
function runnerCandidateTable(fleet: PlainObject): string[] {
  const runners = fleet.runners as PlainObject[];
  const choice = (fleet.decision as PlainObject).choice as PlainObject | null;
  const priced = fleet.prices !== null;
  const out: string[] = [];
  out.push('## Runner × candidate', '');
  const head = [
    'Runner',
    'Candidate',
    'Gate status',
    'Selected point',
    'tok/s (median)',
    'TTFT p95',
    'E2E p95',
    'Peak RSS',
  ];
  if (priced) head.push('$/M tokens');
  out.push(`| ${head.join(' | ')} |`);
  out.push(`| ${head.map((_, i) => (i >= 4 ? '---:' : '---')).join(' | ')} |`);
  for (const r of runners) {
    const label = markdownText(r.label as string);
    if (r.status !== 'complete') {
      const cells = [
        label,
        '—',
        `**INCOMPLETE**${r.failed_stage ? ` (${markdownText(r.failed_stage as string)})` : ''}`,
        markdownText(r.incomplete_reason as string),
      ];
      while (cells.length < head.length) cells.push('—');
      out.push(`| ${cells.join(' | ')} |`);
      continue;
    }
    for (const c of r.candidates as PlainObject[])
      out.push(`| ${candidateRow(r, c, { choice, priced, width: head.length }).join(' | ')} |`);
  }
  out.push('');
  return out;
}

/** The cells of one complete runner's candidate, padded to the table's width when nothing was selected. */
function candidateRow(
  r: PlainObject,
  c: PlainObject,
  { choice, priced, width }: { choice: PlainObject | null; priced: boolean; width: number },
): string[] {
  const label = markdownText(r.label as string);
  const s = c.selected as PlainObject | null;
  const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
  if (!s) {
    const reasons = Object.keys(c.rejected_cell_reasons as PlainObject);
    const cells = [
      label,
      markdownText(c.candidate_id as string),
      `FAIL · 0 of ${c.cell_count as number} cells eligible`,
      reasons.length ? `rejected: ${reasons.map(markdownText).join(', ')}` : '—',
    ];
    while (cells.length < width) cells.push('—');
    return cells;
  }
  const below = s.meets_min_tokens_per_second === false ? ' (below floor)' : '';
  const cells = [
    label,
    markdownText(c.candidate_id as string),
    `PASS · ${c.eligible_cell_count as number} of ${c.cell_count as number} cells eligible`,
    `${decided ? '⭐ ' : ''}P${s.server_parallel as number} / C${s.client_concurrency as number}`,
    `${f2(s.generated_tokens_per_second_median as number)}${below}`,
    s.ttft_ms_p95_median === null ? 'not measured' : `${f1(s.ttft_ms_p95_median as number)} ms`,
    s.e2e_latency_ms_p95_median === null ? 'not measured' : `${f1(s.e2e_latency_ms_p95_median as number)} ms`,
    s.server_peak_rss_mib_max === null ? 'not measured' : `${f1(s.server_peak_rss_mib_max as number)} MiB`,
  ];
  if (priced) cells.push(usd(s.usd_per_million_tokens as number));
  return cells;
}

/** Bar charts of the selected points' rates (and costs, when priced). */
function chartsSection(fleet: PlainObject): string[] {
  const priced = fleet.prices !== null;
  const out: string[] = [];
  const bars = fleetBars(fleet);
  if (bars.length) {
    out.push('## Charts', '');
    out.push(
      ...chart('Generated tok/s at each selected point', 'tok/s (median of passes)', bars, (b) => b.tps, 2),
      '',
    );
    if (priced)
      out.push(
        ...chart(
          'USD per million generated tokens at each selected point',
          'USD / M tokens',
          bars,
          (b) => b.cost as number,
          4,
        ),
        '',
      );
  }
  return out;
}

/** One row per runner: its hardware, price, study and own receipt. */
function runnersSection(runners: PlainObject[]): string[] {
  const out: string[] = [];
  out.push('## Runners', '');
  out.push('| Runner | Hardware (from its manifest) | Price | Study | Own receipt |');
  out.push('| --- | --- | ---: | --- | --- |');
  for (const r of runners) {
    const art = r.artifact_name === null ? 'no artifact' : markdownCode(r.artifact_name as string);
    const sha = r.study_sha256 === null ? '' : ` sha256 \`${(r.study_sha256 as string).slice(0, 12)}\``;
    const receipt =
      r.receipt_file === null ? '—' : `[capacity-receipt.md](${encodeURI(r.receipt_file as string)})`;
    const price = r.usd_per_minute === null ? '—' : `$${shortNumber(r.usd_per_minute as number)}/min`;
    out.push(
      `| ${markdownText(r.label as string)} | ${machineLine(r.machine as PlainObject | null)} | ${price} | ${art}${sha} | ${receipt} |`,
    );
  }
  out.push('');
  return out;
}

function boundarySection(): string[] {
  const out: string[] = [];
  out.push('## Boundary', '');
  out.push(
    'Each runner ran the complete counterbalanced study on its own machine; passes are never split across ' +
      'machines. Runners are compared only through their selected points, each of which cleared every gate of the ' +
      "same plan on its own runner. Prices are the user's inputs, not measurements, and cover runner minutes only. " +
      `Re-derive with \`paretopilot-capacity verify-fleet <fleet bundle>\`.`,
  );
  return out;
}

function shortNumber(x: number): string {
  const s = String(x);
  return s.includes('e') ? x.toFixed(12).replace(/0+$/, '') : s;
}
