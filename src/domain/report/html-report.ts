// Self-contained HTML report of one capacity study: inline CSS and SVG only, no script, no external
// asset (a CSP forbids any fetch). Numbers use the receipt's formatting so both can be cross-checked.
// cohesive: one self-contained HTML page — its markup, inline CSS and SVG charts.
import { pyFixed } from '../core/format.js';
import { JsonFloat, toPlain, type JsonValue, type PlainJson } from '../core/json.js';
import { human, pct1, sf1 } from './receipt.js';
import { escapeHtml, table, tickStep, xy } from './html-kit.js';
import { DECISION_STYLE, decisionSection } from './html-decision.js';
import { OPEN_LOOP_STYLE, openLoopSection } from './html-open-loop.js';
import type { DecisionDocument } from '../decision/decision-document.js';
import { clientTimingStatement } from './receipt-client-timing.js';
import { isUnpublished, roleName, rolesFor, studyWording } from '../study/wording.js';
import {
  findCell,
  loadRowSamples,
  readStudyView,
  selectionFor,
  type StudyCandidate,
  type StudyCell,
  type StudyOpenLoop,
  type StudyView,
} from '../study/study-model.js';

export { escapeHtml };

export interface HtmlReportOptions {
  /** Version label of the tool that rendered the report (shown in the provenance table). */
  toolVersion: string;
  /** File name used in error messages (default capacity-study.json). */
  studyFile?: string;
  /**
   * The study's `decision` object as the validated study reads it (`ValidatedStudy.plain.decision`);
   * when present the report opens with the decision section. Without it the report is unchanged.
   */
  decision?: DecisionDocument;
  /** The study's rate envelope and searches (`openLoopOf(ValidatedStudy.plain)`); absent: unchanged. */
  openLoop?: StudyOpenLoop;
}

const h = escapeHtml;
const f1 = (x: number): string => pyFixed(x, 1);
const f2 = (x: number): string => pyFixed(x, 2);
const ms = (x: number | null): string => (x === null ? 'not measured' : `${f1(x)} ms`);
const status = (b: boolean): string => (b ? 'PASS' : 'FAIL');
const point = (p: number, c: number): string => `P${p} / C${c}`;

/** Identifier safe for an HTML id attribute (the candidate id is already restricted, but stay defensive). */
function anchor(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '_');
}

function isSelected(view: StudyView, cell: StudyCell): boolean {
  const sel = selectionFor(view, cell.candidateId).selectedCell;
  return (
    sel !== null &&
    sel.serverParallel === cell.serverParallel &&
    sel.clientConcurrency === cell.clientConcurrency
  );
}

function candidateGrid(view: StudyView, candidateId: string): StudyCell[][] {
  return view.serverParallelLevels.map((p) =>
    view.clientConcurrencyLevels.map((c) => findCell(view, candidateId, p, c)),
  );
}

// ---------------------------------------------------------------------------------------------
// Heat-map of the envelope: P rows × C columns, colour = gate result, lightness = tok/s.

function heatMap(view: StudyView, candidate: StudyCandidate): string {
  const grid = candidateGrid(view, candidate.id);
  const colW = 190;
  const rowH = 100;
  const left = 70;
  const top = 44;
  const gap = 8;
  const width = left + view.clientConcurrencyLevels.length * colW + 10;
  const height = top + view.serverParallelLevels.length * rowH + 10;
  const rates = grid.flat().map((c) => c.summary.generatedTokensPerSecondMedian);
  const maxRate = Math.max(...rates);
  const minRate = Math.min(...rates);
  const titleId = `heatmap-title-${anchor(candidate.id)}`;
  const out: string[] = [];
  out.push(
    `<svg class="heatmap" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}">`,
  );
  out.push(
    `<title id="${titleId}">${h(`Capacity envelope of ${candidate.label}: server slots by simultaneous clients`)}</title>`,
  );
  out.push(`<text class="axis-title" x="${left}" y="16">simultaneous clients →</text>`);
  out.push(`<text class="axis-title" x="8" y="${top - 8}">slots ↓</text>`);
  view.clientConcurrencyLevels.forEach((c, j) => {
    out.push(
      `<text class="axis-label" x="${xy(left + j * colW + (colW - gap) / 2)}" y="${top - 8}" text-anchor="middle">C${c}</text>`,
    );
  });
  grid.forEach((row, i) => {
    const y = top + i * rowH;
    out.push(
      `<text class="axis-label" x="${left - 14}" y="${xy(y + (rowH - gap) / 2 + 5)}" text-anchor="end">P${view.serverParallelLevels[i]}</text>`,
    );
    row.forEach((cell, j) => {
      const x = left + j * colW;
      const s = cell.summary;
      const pass = s.capacityGateMet;
      const share =
        maxRate > minRate ? (s.generatedTokensPerSecondMedian - minRate) / (maxRate - minRate) : 1;
      // Darker = faster, within the pass (green) or fail (red) hue; text stays dark on every shade.
      const fill = pass ? `hsl(140, 50%, ${xy(90 - 22 * share)}%)` : `hsl(8, 80%, ${xy(94 - 12 * share)}%)`;
      const selected = isSelected(view, cell);
      const reasons = s.failureReasons.map(human);
      const tooltip =
        `${point(cell.serverParallel, cell.clientConcurrency)}: ${status(pass)}` +
        (reasons.length ? ` (${reasons.join('; ')})` : '');
      out.push(
        `<g class="cell ${pass ? 'pass' : 'fail'}${selected ? ' selected' : ''}" data-candidate="${h(cell.candidateId)}" data-p="${cell.serverParallel}" data-c="${cell.clientConcurrency}" data-status="${status(pass)}">`,
      );
      out.push(`<title>${h(tooltip)}</title>`);
      out.push(
        `<rect class="cell-bg" x="${x}" y="${y}" width="${colW - gap}" height="${rowH - gap}" rx="6" fill="${fill}" stroke="${pass ? '#2b8a3e' : '#c92a2a'}" stroke-width="1.5"/>`,
      );
      if (selected) {
        out.push(
          `<rect class="selected-outline" x="${x - 3}" y="${y - 3}" width="${colW - gap + 6}" height="${rowH - gap + 6}" rx="8" fill="none" stroke="#111111" stroke-width="4"/>`,
        );
        out.push(
          `<text class="cell-flag" x="${x + colW - gap - 8}" y="${y + 20}" text-anchor="end">★ selected</text>`,
        );
      }
      out.push(`<text class="cell-status" x="${x + 10}" y="${y + 20}">${status(pass)}</text>`);
      out.push(
        `<text class="cell-rate" x="${x + 10}" y="${y + 44}">${f2(s.generatedTokensPerSecondMedian)} tok/s</text>`,
      );
      out.push(
        `<text class="cell-e2e" x="${x + 10}" y="${y + 64}">E2E p95 ${ms(s.e2eLatencyMsP95Median)}</text>`,
      );
      out.push(
        `<text class="cell-ttft" x="${x + 10}" y="${y + 82}">TTFT p95 ${ms(s.ttftMsP95Median)}</text>`,
      );
      out.push('</g>');
    });
  });
  out.push('</svg>');
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Strip plots of every measured request's TTFT / E2E, one row per (cell, pass).

type LatencyKind = 'ttft' | 'e2e';

function stripPlot(view: StudyView, candidate: StudyCandidate, kind: LatencyKind): string {
  const grid = candidateGrid(view, candidate.id);
  const limit =
    kind === 'ttft' ? view.loadContract.slo.maxTtftMsP95 : view.loadContract.slo.maxE2eLatencyMsP95;
  const rows: {
    cell: StudyCell;
    passIndex: number;
    values: { v: number; completed: boolean; index: number }[];
    p95: number | null;
  }[] = [];
  for (const cell of grid.flat()) {
    cell.passMetrics.forEach((pm, passIndex) => {
      const samples = loadRowSamples(view, pm.sourceLoadLabel, cell.clientConcurrency);
      const values = samples
        .map((s) => ({
          v: kind === 'ttft' ? s.ttftMs : s.e2eLatencyMs,
          completed: s.completed,
          index: s.index,
        }))
        .filter((s): s is { v: number; completed: boolean; index: number } => s.v !== null);
      const stored = kind === 'ttft' ? pm.ttftMsP95 : pm.e2eLatencyMsP95;
      rows.push({ cell, passIndex, values, p95: stored === null ? null : toNumber(stored) });
    });
  }
  const maxValue = Math.max(limit ?? 0, ...rows.flatMap((r) => r.values.map((v) => v.v)), 1);
  const step = tickStep(maxValue * 1.04);
  const axisMax = Math.ceil((maxValue * 1.04) / step) * step;
  const labelW = 190;
  const plotW = 620;
  const rightW = 130;
  const rowH = 18;
  const top = 40;
  const width = labelW + plotW + rightW;
  const height = top + rows.length * rowH + 30;
  const sx = (v: number): number => labelW + (v / axisMax) * plotW;
  const name = kind === 'ttft' ? 'TTFT' : 'E2E latency';
  const titleId = `strip-${kind}-${anchor(candidate.id)}`;
  const out: string[] = [];
  out.push(
    `<svg class="strip ${kind}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}" data-metric="${kind}">`,
  );
  out.push(`<title id="${titleId}">${h(`${name} of every measured request, ${candidate.label}`)}</title>`);
  // Alternate bands group the passes of one cell.
  let band = 0;
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && rows[i].cell !== rows[i - 1].cell) band++;
    if (band % 2 === 0) {
      out.push(
        `<rect class="band" x="0" y="${top + i * rowH}" width="${width}" height="${rowH}" fill="#f3f5f7"/>`,
      );
    }
  }
  for (let t = 0; t <= axisMax + 1e-9; t += step) {
    const x = xy(sx(t));
    out.push(
      `<line class="grid" x1="${x}" y1="${top}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#d0d7de" stroke-width="1"/>`,
    );
    out.push(
      `<text class="tick" x="${x}" y="${top + rows.length * rowH + 16}" text-anchor="middle">${Math.round(t)}</text>`,
    );
  }
  out.push(`<text class="axis-title" x="${labelW}" y="14">${h(name)} per request, ms</text>`);
  if (limit !== null) {
    const x = xy(sx(limit));
    out.push(
      `<line class="slo-limit" x1="${x}" y1="${top - 4}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="5 3"/>`,
    );
    out.push(
      `<text class="slo-label" x="${x}" y="${top - 8}" text-anchor="middle">SLO p95 ≤ ${h(f1(limit))}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const cy = top + i * rowH + rowH / 2;
    const pm = r.cell.passMetrics[r.passIndex];
    const over = r.p95 !== null && limit !== null && r.p95 > limit;
    out.push(
      `<g class="strip-row" data-p="${r.cell.serverParallel}" data-c="${r.cell.clientConcurrency}" data-pass="${h(pm.passId)}" data-n="${r.values.length}">`,
    );
    out.push(
      `<text class="row-label" x="${labelW - 10}" y="${xy(cy + 4)}" text-anchor="end">${h(`${point(r.cell.serverParallel, r.cell.clientConcurrency)} · ${pm.passId}`)}</text>`,
    );
    for (const v of r.values) {
      out.push(
        `<circle class="sample pass-${r.passIndex % PASS_COLOURS.length}${v.completed ? '' : ' failed'}" cx="${xy(sx(v.v))}" cy="${xy(cy)}" r="3.5"><title>${h(`request ${v.index}: ${f1(v.v)} ms${v.completed ? '' : ' (failed)'}`)}</title></circle>`,
      );
    }
    if (r.p95 !== null) {
      const x = xy(sx(r.p95));
      out.push(
        `<line class="p95-mark" x1="${x}" y1="${xy(cy - 7)}" x2="${x}" y2="${xy(cy + 7)}" stroke="#111111" stroke-width="2"/>`,
      );
    }
    out.push(
      `<text class="p95-label${over ? ' over' : ''}" x="${labelW + plotW + 10}" y="${xy(cy + 4)}">p95 ${h(ms(r.p95))}</text>`,
    );
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('\n');
}

function toNumber(v: JsonValue): number {
  if (v instanceof JsonFloat) return v.value;
  if (typeof v === 'number') return v;
  throw new TypeError('expected a number');
}

// ---------------------------------------------------------------------------------------------
// Tables

/** Whether the study names a published release (its wording keeps the published context). */
const publishedOf = (view: StudyView) =>
  !isUnpublished({ releaseTag: view.provenance.canonicalReleaseTag, wording: view.wording });

function selectedPointsTable(view: StudyView): string {
  const roles = rolesFor(publishedOf(view));
  const rows = view.candidates.map((c) => {
    const sel = selectionFor(view, c.id);
    if (sel.selectedCell === null) {
      return [
        h(c.label),
        h(roleName(c.role, roles)),
        'No eligible point',
        'Not applicable',
        'Not applicable',
      ];
    }
    const cell = findCell(view, c.id, sel.selectedCell.serverParallel, sel.selectedCell.clientConcurrency);
    return [
      h(c.label),
      h(roleName(c.role, roles)),
      point(cell.serverParallel, cell.clientConcurrency),
      `${f2(cell.summary.generatedTokensPerSecondMedian)} tok/s`,
      sel.generationGainPercent === null ? 'Not applicable' : `${sf1(sel.generationGainPercent)}%`,
    ];
  });
  const ref = view.selections[0]?.referenceCell;
  const refName = ref ? `P${ref.serverParallel}/C${ref.clientConcurrency}` : 'reference';
  return table(
    ['Candidate', 'Role', 'Selected point', 'Median generation rate', `Generation rate vs ${h(refName)}`],
    rows,
    'selected-points',
    [3, 4],
  );
}

function selectedGateTable(view: StudyView, candidate: StudyCandidate): string {
  const sel = selectionFor(view, candidate.id).selectedCell;
  if (sel === null)
    return '<p class="envelope-result"><strong>Envelope result:</strong> no observed point cleared every predeclared gate.</p>';
  const cell = findCell(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
  const s = cell.summary;
  const g = view.capacityGate;
  const minCompletion = view.loadContract.slo.minCompletionRate;
  const yes = (b: boolean): string => (b ? 'Yes' : 'No');
  const result = (b: boolean): string => `<span class="${b ? 'ok' : 'bad'}">${status(b)}</span>`;
  const rows = [
    ['Both counterbalanced passes meet load SLO', yes(s.everyPassSloMet), result(s.everyPassSloMet)],
    ['Quality floor and retention', yes(s.qualityGateMet), result(s.qualityGateMet)],
    [
      'Peak server RSS',
      `${f1(s.serverPeakRssMibMax)} MiB / ${f1(g.maxServerPeakRssMib)} MiB`,
      result(s.serverPeakRssMibMax <= g.maxServerPeakRssMib),
    ],
    ['Completion rate, worst pass', pct1(s.completionRateMin), result(s.completionRateMin >= minCompletion)],
    [
      'Generation-rate spread',
      `${f1(s.throughputRelativeSpreadPercent)}% / ${f1(g.maxThroughputRelativeSpreadPercent)}%`,
      result(s.throughputRelativeSpreadPercent <= g.maxThroughputRelativeSpreadPercent),
    ],
    [
      'Observed-p95 E2E spread',
      s.e2eRelativeSpreadPercent === null
        ? 'not measured'
        : `${f1(s.e2eRelativeSpreadPercent)}% / ${f1(g.maxE2eRelativeSpreadPercent)}%`,
      result(
        s.e2eRelativeSpreadPercent !== null && s.e2eRelativeSpreadPercent <= g.maxE2eRelativeSpreadPercent,
      ),
    ],
  ];
  return (
    `<p class="envelope-result"><strong>Envelope result:</strong> ${point(sel.serverParallel, sel.clientConcurrency)} is the best observed passing point under the fixed objective.</p>\n` +
    table(['Gate', 'Observed', 'Result'], rows, 'gate-summary', [1])
  );
}

function gateTable(view: StudyView, candidate: StudyCandidate): string {
  const rows = candidateGrid(view, candidate.id)
    .flat()
    .map((cell) => {
      const s = cell.summary;
      const reasons =
        s.failureReasons.length === 0
          ? '—'
          : `<ul class="reasons">${s.failureReasons.map((code) => `<li>${h(human(code))} <code>${h(code)}</code></li>`).join('')}</ul>`;
      return [
        point(cell.serverParallel, cell.clientConcurrency) +
          (isSelected(view, cell) ? ' <span class="star">★</span>' : ''),
        `<span class="${s.capacityGateMet ? 'ok' : 'bad'}">${status(s.capacityGateMet)}</span>`,
        `${f2(s.generatedTokensPerSecondMedian)} tok/s`,
        ms(s.e2eLatencyMsP95Median),
        ms(s.ttftMsP95Median),
        `${f1(s.serverPeakRssMibMax)} MiB`,
        `${f1(s.throughputRelativeSpreadPercent)}%`,
        s.e2eRelativeSpreadPercent === null ? 'not measured' : `${f1(s.e2eRelativeSpreadPercent)}%`,
        reasons,
      ];
    });
  return table(
    [
      'Point',
      'Result',
      'Generation rate',
      'E2E p95',
      'TTFT p95',
      'Peak RSS',
      'Rate spread',
      'E2E spread',
      'Gate failures',
    ],
    rows,
    'gates',
    [2, 3, 4, 5, 6, 7],
  );
}

function qualityTable(view: StudyView): string {
  const labels = new Map(view.candidates.map((c) => [c.id, c.label]));
  const rows = view.qualityChecks.map((q) => [
    h(labels.get(q.candidateId) ?? q.candidateId),
    String(q.serverParallel),
    `${q.passed}/${q.total}`,
    q.retentionVsReference === null ? 'Not applicable' : pct1(q.retentionVsReference),
    q.outcomesMatch ? 'Matched' : 'Changed',
    `<span class="${q.gateMet ? 'ok' : 'bad'}">${status(q.gateMet)}</span>`,
    q.failureReasons.length === 0 ? '—' : q.failureReasons.map((c) => `<code>${h(c)}</code>`).join(' '),
  ]);
  return table(
    [
      'Candidate',
      'Server slots',
      'Score',
      'Reference retention',
      'Outcome stability',
      'Result',
      'Failure codes',
    ],
    rows,
    'quality',
    [1, 2, 3],
  );
}

function methodology(view: StudyView): string {
  const lc = view.loadContract;
  const passes = view.passes
    .map(
      (p) =>
        `<code>${h(p.id)}</code> (${h(p.candidateOrder.join(' → '))}; ${p.serverParallelOrder.map((x) => `P${x}`).join(' → ')}; ${p.clientConcurrencyOrder.map((x) => `C${x}`).join(' → ')})`,
    )
    .join('; ');
  const slo = lc.slo;
  const items = [
    `Server slots: <code>${view.serverParallelLevels.join(', ')}</code>; simultaneous clients: <code>${view.clientConcurrencyLevels.join(', ')}</code>.`,
    `Context is held at <code>${view.perSlotContextTokens}</code> tokens per server slot.`,
    `Mirrored passes: ${passes}.`,
    `Each client level: ${lc.warmupRequestsPerLevel} warmups, then ${lc.measuredRequestsPerLevel} measured requests of ${lc.outputTokens} output tokens, ${h(lc.promptSchedule)} over ${lc.promptCount} fixed prompts, prompt caching disabled.`,
    `Load SLO per pass: completion rate ≥ ${pct1(slo.minCompletionRate)}, observed-p95 TTFT ≤ ${slo.maxTtftMsP95 === null ? 'no limit' : `${f1(slo.maxTtftMsP95)} ms`}, observed-p95 E2E ≤ ${f1(slo.maxE2eLatencyMsP95)} ms.`,
    `Capacity gate: peak RSS ≤ ${f1(view.capacityGate.maxServerPeakRssMib)} MiB, generation-rate spread ≤ ${f1(view.capacityGate.maxThroughputRelativeSpreadPercent)}%, observed-p95 E2E spread ≤ ${f1(view.capacityGate.maxE2eRelativeSpreadPercent)}%, quality gate met.`,
  ];
  return `<ul class="methodology">\n${items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`;
}

function provenance(view: StudyView, toolVersion: string): string {
  const p = view.provenance;
  const fp = view.fingerprints;
  const code = (s: string | number): string => `<code>${h(String(s))}</code>`;
  const artifactCount =
    fp.loadArtifacts.length + fp.rssArtifacts.length + fp.serverLogs.length + fp.qualityArtifacts.length;
  const rows = [
    ['Classification', code(view.classification)],
    ['Source repository', code(p.repository)],
    ['Source revision', code(p.revision)],
    ['Workflow', code(p.workflow)],
    ['Workflow run', `${code(p.runId)} attempt ${code(p.runAttempt)}`],
    ['Generated at (UTC)', code(p.generatedAtUtc)],
    [
      'Runner',
      `${code(p.runnerOs)} · ${code(p.runnerArchitecture)} · ${code(p.runnerCpu)} · ${code(p.runnerCpuCount)} CPUs`,
    ],
    ['Runtime', `${code(p.runtimeName)} at ${code(p.runtimeRevision)}`],
    ['Runtime repository', code(p.runtimeRepository)],
    ...(publishedOf(view)
      ? [['Frozen canonical run', `${code(p.canonicalRunId)} · ${code(p.canonicalReleaseTag)}`]]
      : []),
    ['Capacity plan SHA-256', code(fp.capacityPlanSha256)],
    ['Capacity plan content SHA-256', code(fp.capacityPlanContentSha256)],
    ['Load plan SHA-256', code(fp.loadPlanSha256)],
    ['Capacity manifest SHA-256', code(fp.manifestSha256)],
    ['Capacity source artifacts', `${code(artifactCount)} files`],
    ['Report rendered by', `paretopilot-capacity ${code(toolVersion)}`],
  ];
  const groups: [string, [string, string][]][] = [
    ['load evaluation', fp.loadArtifacts],
    ['peak RSS report', fp.rssArtifacts],
    ['server log', fp.serverLogs],
    ['quality evidence', fp.qualityArtifacts],
  ];
  const fingerprintRows = groups.flatMap(([kind, entries]) =>
    entries.map(([label, sha]) => [h(kind), code(label), code(sha)]),
  );
  return (
    table(['Field', 'Value'], rows, 'provenance') +
    `\n<details class="fingerprints">\n<summary>Input fingerprints (${artifactCount} files)</summary>\n` +
    table(['Kind', 'Label', 'SHA-256'], fingerprintRows, 'fingerprints') +
    '\n</details>'
  );
}

/** Dot colours of the passes, in plan pass order. */
const PASS_COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd'];

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2328; background: #ffffff; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 28px; margin: 0 0 6px; }
h2 { font-size: 21px; margin: 36px 0 10px; padding-bottom: 6px; border-bottom: 1px solid #d0d7de; }
h3 { font-size: 16px; margin: 22px 0 8px; }
p { margin: 8px 0; }
code { font: 12.5px/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f3f5f7; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
.banner { display: inline-block; font-weight: 600; background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 4px 10px; }
.meta { color: #57606a; }
table { border-collapse: collapse; margin: 8px 0 14px; font-size: 14px; }
th, td { border: 1px solid #d0d7de; padding: 5px 9px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
td.num, th.num { text-align: right; }
td.num { white-space: nowrap; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.star { color: #111111; }
ul.reasons { margin: 0; padding-left: 18px; }
.legend { display: flex; gap: 18px; flex-wrap: wrap; font-size: 13.5px; color: #424a53; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: -2px; margin-right: 5px; border: 1px solid #8c959f; }
svg { max-width: 100%; height: auto; display: block; margin: 6px 0 10px; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: #1f2328; }
svg .axis-title { font-size: 12px; fill: #57606a; }
svg .axis-label { font-size: 15px; font-weight: 600; }
svg .cell-status { font-size: 13px; font-weight: 700; letter-spacing: .04em; }
svg .cell.pass .cell-status { fill: #1a5e2a; }
svg .cell.fail .cell-status { fill: #a11d1d; }
svg .cell-rate { font-size: 18px; font-weight: 700; }
svg .cell-e2e, svg .cell-ttft { font-size: 12.5px; }
svg .cell-flag { font-size: 12px; font-weight: 700; }
svg .tick { font-size: 11px; fill: #57606a; }
svg .row-label { font-size: 11.5px; }
svg .p95-label { font-size: 11.5px; }
svg .p95-label.over { fill: #cf222e; font-weight: 700; }
svg .slo-label { font-size: 11px; fill: #c92a2a; }
${PASS_COLOURS.map((c, i) => `svg .sample.pass-${i} { fill: ${c}; fill-opacity: .75; }`).join('\n')}
svg .sample.failed { fill: #ffffff; stroke: #cf222e; stroke-width: 1.5; }
.envelope { display: flex; flex-wrap: wrap; gap: 8px 28px; align-items: flex-start; }
.envelope-gates { flex: 1 1 420px; }
.envelope-gates td:first-child { min-width: 190px; }
.envelope-gates table { font-size: 13.5px; }
table.gates { width: 100%; }
table.gates td { white-space: nowrap; }
table.gates td:last-child { white-space: normal; width: 48%; }
ul.reasons code { font-size: 11.5px; }
.boundary { margin-top: 36px; padding: 12px 16px; border-left: 4px solid #8c959f; background: #f6f8fa; }
`;

/** Renders the report; deterministic (no clock, no randomness), all study text HTML-escaped. */
export function renderHtmlReport(study: JsonValue | PlainJson, options: HtmlReportOptions): string {
  const view = readStudyView(study, options.studyFile);
  const out: string[] = reportHead(view, options);
  if (options.decision) {
    out.push(
      decisionSection({
        decision: options.decision,
        candidates: view.candidates,
        passIds: view.passes.map((pass) => pass.id),
        sloE2eMs: view.loadContract.slo.maxE2eLatencyMsP95,
      }),
    );
  }

  out.push('<section id="selected-points">');
  out.push('<h2>Selected operating points</h2>');
  out.push(selectedPointsTable(view));
  out.push('</section>');

  for (const candidate of view.candidates) out.push(...candidateSection(view, candidate));
  if (options.openLoop) {
    const passIds = view.passes.map((pass) => pass.id);
    out.push(openLoopSection({ openLoop: options.openLoop, candidates: view.candidates, passIds }));
  }

  out.push('<section id="quality">');
  out.push('<h2>Quality guard</h2>');
  out.push(qualityTable(view));
  out.push('</section>');

  out.push('<section id="methodology">');
  out.push('<h2>Methodology</h2>');
  out.push(methodology(view));
  out.push('</section>');

  out.push('<section id="provenance">');
  out.push('<h2>Provenance and fingerprints</h2>');
  out.push(provenance(view, options.toolVersion));
  out.push('</section>');

  out.push(
    `<section class="boundary" id="boundary"><strong>Boundary.</strong> ${h(view.boundaryCaveat)}</section>`,
  );
  out.push('</main>');
  out.push('</body>');
  out.push('</html>');
  return out.join('\n') + '\n';
}

/** The document head and the page's header: title, banner, question, scope, provenance line, legend. */
function reportHead(view: StudyView, options: HtmlReportOptions): string[] {
  const p = view.provenance;
  // The same context sentences as the receipt (plan wording, else derived from the study's facts).
  const wording = studyWording({
    architecture: p.runnerArchitecture,
    releaseTag: p.canonicalReleaseTag,
    candidateLabels: view.candidates.map((c) => c.label),
    wording: view.wording,
    // A decision with a choice is a plan that asked to choose (decision.choose), as the receipt reads it.
    ...(options.decision?.choice ? { decides: true } : {}),
  });
  const out: string[] = [];
  out.push('<!DOCTYPE html>');
  out.push('<html lang="en">');
  out.push('<head>');
  out.push('<meta charset="utf-8">');
  // Defence in depth: even a stray reference could not leave the page.
  out.push(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
  );
  out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  out.push('<link rel="icon" href="data:,">');
  out.push(`<title>${h(`Capacity report · run ${p.runId} attempt ${p.runAttempt}`)}</title>`);
  out.push(
    `<style>${STYLE}${options.decision ? DECISION_STYLE : ''}${options.openLoop ? OPEN_LOOP_STYLE : ''}</style>`,
  );
  out.push('</head>');
  out.push('<body>');
  out.push('<main>');
  out.push('<header>');
  out.push(`<h1>${h(view.wording?.title ?? `ParetoPilot ${wording.architecture} capacity report`)}</h1>`);
  out.push(`<p class="banner">${h(wording.banner)}</p>`);
  out.push(
    publishedOf(view)
      ? `<p class="meta">${h(view.classification)} · canonical outputs modified: ${view.canonicalOutputsModified ? 'yes' : 'no'}</p>`
      : `<p class="meta">${h(view.classification)}</p>`,
  );
  out.push(`<p class="question">${h(wording.question)}</p>`);
  out.push(`<p><strong>Scope:</strong> ${h(view.scope)}</p>`);
  out.push(
    `<p class="decision-boundary"><strong>Decision boundary:</strong> ${h(wording.decisionBoundary)}</p>`,
  );
  const timing = clientTimingStatement(toPlain(view.document.provenance ?? null));
  if (timing) out.push(`<p class="client-timing"><strong>${h(timing.lead)}</strong> ${h(timing.text)}</p>`);
  out.push(
    `<p class="meta">${h(p.repository)} at <code>${h(p.revision.slice(0, 12))}</code> · run <code>${h(p.runId)}</code> attempt ${p.runAttempt} · ${h(p.runnerOs)} ${h(p.runnerArchitecture)} (${h(p.runnerCpu)}, ${p.runnerCpuCount} CPUs)</p>`,
  );
  out.push(
    '<p class="legend"><span><span class="swatch" style="background:hsl(140, 50%, 75%)"></span>passed every gate</span>' +
      '<span><span class="swatch" style="background:hsl(8, 80%, 86%)"></span>rejected</span>' +
      '<span>darker = higher generated tok/s</span><span>★ black outline = selected point</span>' +
      '<span>P = llama-server slots · C = simultaneous clients</span></p>',
  );
  out.push('</header>');
  return out;
}

/** One candidate's envelope: heat map, gates per point, and the latency of every measured request. */
function candidateSection(view: StudyView, candidate: StudyCandidate): string[] {
  const out: string[] = [];
  out.push(
    `<section class="candidate" id="candidate-${anchor(candidate.id)}" data-candidate="${h(candidate.id)}">`,
  );
  out.push(`<h2>Capacity envelope — ${h(candidate.label)}</h2>`);
  out.push('<div class="envelope">');
  out.push(heatMap(view, candidate));
  out.push(`<div class="envelope-gates">${selectedGateTable(view, candidate)}</div>`);
  out.push('</div>');
  out.push('<h3>Gate results per point</h3>');
  out.push(gateTable(view, candidate));
  out.push('<h3>Latency of every measured request</h3>');
  out.push(
    '<p class="legend">' +
      view.passes
        .map(
          (pass, i) =>
            `<span><span class="swatch" style="background:${PASS_COLOURS[i % PASS_COLOURS.length]}"></span>${h(pass.id)} pass</span>`,
        )
        .join('') +
      '<span>hollow red = failed request</span><span>black tick = the pass’s observed p95</span><span>dashed red = SLO limit</span></p>',
  );
  out.push(stripPlot(view, candidate, 'ttft'));
  out.push(stripPlot(view, candidate, 'e2e'));
  out.push('</section>');
  return out;
}
