// The fleet section of the HTML report: a runner x candidate table with inline CSS bars for tok/s
// and $/Mtok, the decision and the runner facts. Self-contained (no script, no external asset);
// every string goes through the report's escapeHtml.
import { pyFixed } from '../core/format.js';
import { escapeHtml as h } from '../report/html-report.js';
import type { JsonValue, PlainJson } from '../core/json.js';
import { renderDecisionHtml } from './fleet-decision-render.js';
import { fleetBars, plainFleet, usd, type PlainObject } from './fleet-receipt.js';
import { fleetOpenLoopTable, OPEN_LOOP_FLEET_NOTE } from './fleet-open-loop.js';
import { table } from '../report/html-kit.js';

const f1 = (x: number): string => pyFixed(x, 1);
const f2 = (x: number): string => pyFixed(x, 2);
const pct = (x: number, max: number): string => (max > 0 ? pyFixed((x / max) * 100, 1) : '0.0');

export const FLEET_STYLE = `
section.fleet table { border-collapse: collapse; margin: 8px 0 14px; font-size: 14px; }
section.fleet th, section.fleet td { border: 1px solid #d0d7de; padding: 5px 9px; text-align: left; vertical-align: middle; }
section.fleet th { background: #f6f8fa; }
section.fleet td.num { text-align: right; white-space: nowrap; }
section.fleet tr.decided td { background: #fff8c5; }
section.fleet .ok { color: #1a7f37; font-weight: 600; }
section.fleet .bad { color: #cf222e; font-weight: 600; }
section.fleet .decision { border-left: 4px solid #1a7f37; background: #f0fff4; padding: 10px 14px; margin: 10px 0 16px; }
section.fleet .bar { position: relative; min-width: 180px; }
section.fleet table.fleet-grid td:nth-child(-n+4) { white-space: nowrap; }
section.fleet .bar span.fill { display: block; height: 16px; border-radius: 3px; }
section.fleet .bar span.tps { background: #1f77b4; }
section.fleet .bar span.cost { background: #ff7f0e; }
section.fleet .bar span.value { font-size: 12.5px; color: #1f2328; }
section.fleet .meta { color: #57606a; }
section.fleet .decision table td { background: #fff; }
section.fleet .decision table tr.decided td { background: #fff8c5; }
`;

/** The `<section id="fleet">` element; deterministic for a given capacity-fleet.json. */
export function renderFleetHtmlSection(fleetValue: JsonValue | PlainJson): string {
  const fleet = plainFleet(fleetValue);
  const out: string[] = [
    ...fleetDecisionPart(fleet),
    ...fleetGrid(fleet),
    ...fleetOpenLoopPart(fleet),
    ...fleetRunnersTable(fleet),
    '</section>',
  ];
  return out.join('\n') + '\n';
}

/** The section's opening: how many runners completed, the decision and its basis. */
function fleetDecisionPart(fleet: PlainObject): string[] {
  const decision = fleet.decision as PlainObject;
  const choice = decision.choice as PlainObject | null;
  const priced = fleet.prices !== null;
  const basis = decision.statistics
    ? `generated ${priced ? 'tokens per dollar' : 'tok/s'}, with intervals`
    : priced
      ? 'lowest USD per million generated tokens'
      : 'highest median generated tok/s';
  const out: string[] = [];
  out.push('<section class="fleet" id="fleet">');
  out.push('<h2>Fleet: the same plan on every runner</h2>');
  out.push(
    `<p class="meta">${fleet.complete_runner_count as number} of ${fleet.runner_count as number} runner(s) complete` +
      (fleet.status === 'complete' ? '' : ' · <span class="bad">fleet incomplete</span>') +
      ` · decision basis: ${basis}</p>`,
  );
  out.push('<div class="decision">');
  const statistics = decision.statistics as PlainObject | undefined;
  if (statistics) out.push(...renderDecisionHtml(statistics, priced));
  else if (choice) {
    const cost = choice.usd_per_million_tokens as number | null;
    out.push(
      `<p><strong>Decision: ${h(choice.runner as string)} · ${h(choice.candidate_id as string)} · P${choice.server_parallel as number} / C${choice.client_concurrency as number}</strong> — ` +
        `${f2(choice.generated_tokens_per_second_median as number)} tok/s${cost === null ? '' : ` · ${h(usd(cost))} per million tokens`}</p>`,
    );
  } else out.push('<p><strong>No recommendation.</strong></p>');
  if (!statistics) out.push(`<p>${h(decision.reason as string)}</p>`);
  out.push('</div>');
  return out;
}

/** One row per runner and candidate, with bars scaled to the largest rate and cost. */
function fleetGrid(fleet: PlainObject): string[] {
  const choice = (fleet.decision as PlainObject).choice as PlainObject | null;
  const priced = fleet.prices !== null;
  const bars = fleetBars(fleet);
  const maxTps = Math.max(0, ...bars.map((b) => b.tps));
  const maxCost = Math.max(0, ...bars.map((b) => b.cost ?? 0));
  const out: string[] = [];
  const head = [
    'Runner',
    'Candidate',
    'Gates',
    'Point',
    'Generated tok/s',
    'TTFT p95',
    'E2E p95',
    'Peak RSS',
  ];
  if (priced) head.push('USD / M tokens');
  out.push('<table class="fleet-grid">');
  out.push(`<thead><tr>${head.map((x) => `<th>${x}</th>`).join('')}</tr></thead>`);
  out.push('<tbody>');
  for (const r of fleet.runners as PlainObject[]) {
    const label = h(r.label as string);
    if (r.status !== 'complete') {
      out.push(
        `<tr data-runner="${label}"><td>${label}</td><td>—</td><td class="bad">INCOMPLETE</td>` +
          `<td colspan="${head.length - 3}">${h(`${r.failed_stage ? `stage ${r.failed_stage as string}: ` : ''}${r.incomplete_reason as string}`)}</td></tr>`,
      );
      continue;
    }
    for (const c of r.candidates as PlainObject[])
      out.push(candidateGridRow(r, c, { choice, priced, width: head.length, maxTps, maxCost }));
  }
  out.push('</tbody></table>');
  return out;
}

/** One complete runner's candidate: its selected point, or why none was eligible. */
function candidateGridRow(
  r: PlainObject,
  c: PlainObject,
  scale: { choice: PlainObject | null; priced: boolean; width: number; maxTps: number; maxCost: number },
): string {
  const { choice, priced, width, maxTps, maxCost } = scale;
  const label = h(r.label as string);
  const s = c.selected as PlainObject | null;
  const id = h(c.candidate_id as string);
  if (!s) {
    return (
      `<tr data-runner="${label}"><td>${label}</td><td>${id}</td><td class="bad">FAIL · 0 of ${c.cell_count as number} eligible</td>` +
      `<td colspan="${width - 3}">rejected: ${
        Object.keys(c.rejected_cell_reasons as PlainObject)
          .map(h)
          .join(', ') || '—'
      }</td></tr>`
    );
  }
  const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
  const tps = s.generated_tokens_per_second_median as number;
  const cells = [
    `<td>${decided ? '★ ' : ''}${label}</td>`,
    `<td>${id}</td>`,
    `<td class="ok">PASS · ${c.eligible_cell_count as number} of ${c.cell_count as number} eligible</td>`,
    `<td>P${s.server_parallel as number} / C${s.client_concurrency as number}</td>`,
    `<td class="bar"><span class="fill tps" style="width:${pct(tps, maxTps)}%"></span><span class="value">${f2(tps)}${s.meets_min_tokens_per_second === false ? ' (below floor)' : ''}</span></td>`,
    `<td class="num">${s.ttft_ms_p95_median === null ? 'not measured' : `${f1(s.ttft_ms_p95_median as number)} ms`}</td>`,
    `<td class="num">${s.e2e_latency_ms_p95_median === null ? 'not measured' : `${f1(s.e2e_latency_ms_p95_median as number)} ms`}</td>`,
    `<td class="num">${s.server_peak_rss_mib_max === null ? 'not measured' : `${f1(s.server_peak_rss_mib_max as number)} MiB`}</td>`,
  ];
  if (priced) {
    const cost = s.usd_per_million_tokens as number;
    cells.push(
      `<td class="bar"><span class="fill cost" style="width:${pct(cost, maxCost)}%"></span><span class="value">${h(usd(cost))}</span></td>`,
    );
  }
  return `<tr data-runner="${label}"${decided ? ' class="decided"' : ''}>${cells.join('')}</tr>`;
}

function fleetOpenLoopPart(fleet: PlainObject): string[] {
  const priced = fleet.prices !== null;
  const out: string[] = [];
  const openLoop = fleetOpenLoopTable(fleet.runners as PlainObject[], priced);
  if (openLoop !== null)
    out.push(
      '<h3>Open-loop capacity</h3>',
      `<p>${h(OPEN_LOOP_FLEET_NOTE)}</p>`,
      table(
        openLoop.head.map(h),
        openLoop.rows.map((r) => r.map(h)),
        'fleet-open-loop',
      ),
    );
  return out;
}

/** One row per runner: its machine, price, study artifact and own receipt. */
function fleetRunnersTable(fleet: PlainObject): string[] {
  const out: string[] = [];
  out.push('<h3>Runners</h3>');
  out.push(
    '<table class="fleet-runners"><thead><tr><th>Runner</th><th>CPU</th><th>CPUs</th><th>Memory</th><th>Arch · OS</th><th>Price</th><th>Study artifact</th><th>Own receipt</th></tr></thead><tbody>',
  );
  for (const r of fleet.runners as PlainObject[]) {
    const m = r.machine as PlainObject | null;
    const cpus = !m
      ? '—'
      : m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
        ? `${m.available_parallelism as number} of ${m.cpu_count as number}`
        : String(m.cpu_count);
    out.push(
      `<tr><td>${h(r.label as string)}</td><td>${m ? h(String(m.cpu)) : '—'}</td><td class="num">${cpus}</td>` +
        `<td class="num">${m && m.memory_total_mib !== null ? `${f1((m.memory_total_mib as number) / 1024)} GiB` : '—'}</td>` +
        `<td>${m ? h(`${String(m.architecture)} · ${String(m.os)}${m.runner_image ? ` · ${String(m.runner_image)}` : ''}`) : '—'}</td>` +
        `<td class="num">${r.usd_per_minute === null ? '—' : h(`$${String(r.usd_per_minute)}/min`)}</td>` +
        `<td>${r.artifact_name === null ? 'none' : `<code>${h(r.artifact_name as string)}</code>`}${r.study_sha256 ? `<br><code>${h((r.study_sha256 as string).slice(0, 16))}…</code>` : ''}</td>` +
        `<td>${r.receipt_file === null ? '—' : `<a href="${h(encodeURI(r.receipt_file as string))}">capacity-receipt.md</a>`}</td></tr>`,
    );
  }
  out.push('</tbody></table>');
  return out;
}

/** A standalone page holding only the fleet section (the fleet bundle's capacity-fleet-report.html). */
export function renderFleetHtmlPage(fleetValue: JsonValue | PlainJson): string {
  return (
    [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<link rel="icon" href="data:,">',
      '<title>Capacity fleet report</title>',
      `<style>body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; } main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; } h2 { font-size: 21px; border-bottom: 1px solid #d0d7de; padding-bottom: 6px; } code { font: 12.5px ui-monospace, monospace; background: #f3f5f7; padding: 1px 4px; border-radius: 4px; }${FLEET_STYLE}</style>`,
      '</head>',
      '<body>',
      '<main>',
      '<h1>ParetoPilot capacity fleet report</h1>',
      renderFleetHtmlSection(fleetValue).trimEnd(),
      '</main>',
      '</body>',
      '</html>',
    ].join('\n') + '\n'
  );
}
