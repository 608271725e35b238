export const id = 729;
export const ids = [729];
export const modules = {

/***/ 9735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   sG: () => (/* binding */ tickStep),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   xy: () => (/* binding */ xy)
/* harmony export */ });
// Building blocks shared by the HTML report's sections: escaping, SVG coordinates, axis ticks, tables.
/** Escapes text for element content and double-quoted attribute values. */
function escapeHtml(s) {
    return s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/** SVG coordinates with one decimal: deterministic and compact. */
const xy = (x) => (Math.round(x * 10) / 10).toString();
/** Smallest 1/2/2.5/5 × 10^k step giving at most eight intervals up to max. */
function tickStep(max) {
    const magnitude = 10 ** Math.floor(Math.log10(max / 8));
    for (const step of [1, 2, 2.5, 5, 10])
        if (Math.ceil(max / (step * magnitude)) <= 8)
            return step * magnitude;
    return 10 * magnitude;
}
/** A table of already-escaped cells; numeric columns are right-aligned. */
function table(headers, rows, className = '', numericColumns = []) {
    const th = headers
        .map((x, i) => `<th${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</th>`)
        .join('');
    const body = rows
        .map((r) => `<tr>${r.map((x, i) => `<td${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</td>`).join('')}</tr>`)
        .join('\n');
    return `<table${className ? ` class="${className}"` : ''}>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}


/***/ }),

/***/ 729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* reexport */ html_kit/* escapeHtml */.ZD),
  w: () => (/* binding */ renderHtmlReport)
});

// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/report/receipt.ts + 5 modules
var receipt = __webpack_require__(1610);
// EXTERNAL MODULE: ./src/domain/report/html-kit.ts
var html_kit = __webpack_require__(9735);
// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(4975);
;// CONCATENATED MODULE: ./src/domain/report/decision-chart.ts
// The decision's trade-off chart: generation rate against p95 E2E latency per cell, with intervals, SLO line and Pareto frontier.


/**
 * Indexes of the points no other point dominates (≥ rate and ≤ latency, strictly better in one),
 * ordered by latency then rate: the frontier's steps from left to right.
 */
function paretoFrontier(points) {
    const dominated = (p, q) => q.rate >= p.rate && q.latency <= p.latency && (q.rate > p.rate || q.latency < p.latency);
    return points
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => !points.some((q) => dominated(p, q)))
        .sort((a, b) => a.p.latency - b.p.latency || a.p.rate - b.p.rate || a.i - b.i)
        .map(({ i }) => i);
}
const CANDIDATE_COLOURS = ['#1f77b4', '#d9480f', '#2b8a3e', '#7048e8', '#c2255c', '#0c8599'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond'];
const f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
/** Marker shape centred on (x, y), about 12 px across. */
function marker(shape, x, y, attrs) {
    switch (shape) {
        case 'circle':
            return `<circle cx="${(0,html_kit.xy)(x)}" cy="${(0,html_kit.xy)(y)}" r="6" ${attrs}/>`;
        case 'square':
            return `<rect x="${(0,html_kit.xy)(x - 5.5)}" y="${(0,html_kit.xy)(y - 5.5)}" width="11" height="11" ${attrs}/>`;
        case 'triangle':
            return `<path d="M${(0,html_kit.xy)(x)} ${(0,html_kit.xy)(y - 7)}L${(0,html_kit.xy)(x + 6.5)} ${(0,html_kit.xy)(y + 5)}L${(0,html_kit.xy)(x - 6.5)} ${(0,html_kit.xy)(y + 5)}Z" ${attrs}/>`;
        case 'diamond':
            return `<path d="M${(0,html_kit.xy)(x)} ${(0,html_kit.xy)(y - 7)}L${(0,html_kit.xy)(x + 7)} ${(0,html_kit.xy)(y)}L${(0,html_kit.xy)(x)} ${(0,html_kit.xy)(y + 7)}L${(0,html_kit.xy)(x - 7)} ${(0,html_kit.xy)(y)}Z" ${attrs}/>`;
    }
}
/** Cells with both a rate and an E2E p95 estimate (the others have no place on the chart). */
function plottedCells(input) {
    const out = [];
    for (const cell of input.cells) {
        const rate = cell.generated_tokens_per_second.estimate;
        const latency = cell.e2e_latency_ms_p95.estimate;
        if (rate === null || latency === null)
            continue;
        const k = input.candidates.findIndex((c) => c.id === cell.candidate_id);
        out.push({ cell, rate, latency, candidateIndex: k < 0 ? input.candidates.length : k });
    }
    return out;
}
/** The hover text of one cell: "label P/C: rate [lo, hi] tok/s, p95 E2E x ms". */
function pointTooltip(label, cell) {
    const g = cell.generated_tokens_per_second;
    const e = cell.e2e_latency_ms_p95;
    const rate = g.estimate === null ? 'no rate' : f1(g.estimate);
    const ci = g.ci === null ? ' [no interval]' : ` [${f1(g.ci[0])}, ${f1(g.ci[1])}]`;
    const bounds = `${e.lower === null ? 'no bound' : f1(e.lower)} – ${e.upper === null ? `no bound, needs ${e.requests_needed ?? '?'} requests` : f1(e.upper)}`;
    return (`${label} P${cell.server_parallel}/C${cell.client_concurrency}: ${rate}${ci} tok/s, ` +
        `p95 E2E ${e.estimate === null ? 'not measured' : `${f1(e.estimate)} ms`} (bounds ${bounds}); verdict ${cell.verdict}`);
}
const W = 800;
const LEFT = 72;
const RIGHT = 24;
const TOP = 28;
const PLOT_H = 340;
const PLOT_W = W - LEFT - RIGHT;
const LEGEND_TOP = TOP + PLOT_H + 62;
const LEGEND_ROW = 22;
/** An SLO this many times beyond the slowest point is named at the edge, not drawn to scale. */
const SLO_SCALE_LIMIT = 3;
/** Whether the SLO line fits the chart without squeezing every point against the axis. */
function sloOnChart(points, slo) {
    const xs = points.flatMap((p) => [p.latency, p.cell.e2e_latency_ms_p95.upper ?? 0]);
    return slo <= SLO_SCALE_LIMIT * Math.max(...xs, 1);
}
function axes(points, slo) {
    const xs = points.flatMap((p) => [p.latency, p.cell.e2e_latency_ms_p95.upper ?? 0]);
    const ys = points.flatMap((p) => [p.rate, p.cell.generated_tokens_per_second.ci?.[1] ?? 0]);
    const xRaw = Math.max(sloOnChart(points, slo) ? slo : 0, ...xs, 1) * 1.06;
    const yRaw = Math.max(...ys, 1) * 1.06;
    const xStep = (0,html_kit/* tickStep */.sG)(xRaw);
    const yStep = (0,html_kit/* tickStep */.sG)(yRaw);
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
function decimals(step) {
    let d = 0;
    while (d < 6 && Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) > 1e-9)
        d++;
    return d;
}
function axisMarkup(a) {
    const out = [];
    const bottom = TOP + PLOT_H;
    const { xStep, yStep } = a;
    for (let i = 0; i * xStep <= a.xMax + 1e-9; i++) {
        const x = (0,html_kit.xy)(a.sx(i * xStep));
        out.push(`<line class="grid" x1="${x}" y1="${TOP}" x2="${x}" y2="${bottom}" stroke="#e4e8ec" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${x}" y="${bottom + 16}" text-anchor="middle">${(0,format/* pyFixed */.mS)(i * xStep, decimals(xStep))}</text>`);
    }
    for (let i = 0; i * yStep <= a.yMax + 1e-9; i++) {
        const y = a.sy(i * yStep);
        out.push(`<line class="grid" x1="${LEFT}" y1="${(0,html_kit.xy)(y)}" x2="${LEFT + PLOT_W}" y2="${(0,html_kit.xy)(y)}" stroke="#e4e8ec" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${LEFT - 8}" y="${(0,html_kit.xy)(y + 4)}" text-anchor="end">${(0,format/* pyFixed */.mS)(i * yStep, decimals(yStep))}</text>`);
    }
    out.push(`<rect class="frame" x="${LEFT}" y="${TOP}" width="${PLOT_W}" height="${PLOT_H}" fill="none" stroke="#8c959f" stroke-width="1"/>`);
    out.push(`<text class="axis-title" x="${(0,html_kit.xy)(LEFT + PLOT_W / 2)}" y="${bottom + 36}" text-anchor="middle">p95 E2E latency, ms (bar: one-sided lower and upper bounds)</text>`);
    const mid = (0,html_kit.xy)(TOP + PLOT_H / 2);
    out.push(`<text class="axis-title" x="16" y="${mid}" text-anchor="middle" transform="rotate(-90 16 ${mid})">generated tok/s (bar: interval)</text>`);
    return out;
}
/** Horizontal bar lower..upper; a missing bound is a dashed open end to the plot edge with a "no bound" mark. */
function latencyBar(p, a, colour) {
    const e = p.cell.e2e_latency_ms_p95;
    const y = a.sy(p.rate);
    const from = e.lower ?? p.latency;
    const to = e.upper ?? p.latency;
    const out = [
        `<line class="bar e2e-bar" x1="${(0,html_kit.xy)(a.sx(from))}" y1="${(0,html_kit.xy)(y)}" x2="${(0,html_kit.xy)(a.sx(to))}" y2="${(0,html_kit.xy)(y)}" stroke="${colour}" stroke-width="1.5"/>`,
    ];
    if (e.upper === null) {
        const edge = LEFT + PLOT_W;
        out.push(`<line class="bar open no-bound upper" x1="${(0,html_kit.xy)(a.sx(p.latency))}" y1="${(0,html_kit.xy)(y)}" x2="${edge}" y2="${(0,html_kit.xy)(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`);
        out.push(`<path class="no-bound-mark" d="M${(0,html_kit.xy)(edge - 7)} ${(0,html_kit.xy)(y - 4)}L${edge} ${(0,html_kit.xy)(y)}L${(0,html_kit.xy)(edge - 7)} ${(0,html_kit.xy)(y + 4)}" fill="none" stroke="${colour}" stroke-width="1.5"/>`);
    }
    if (e.lower === null) {
        out.push(`<line class="bar open no-bound lower" x1="${LEFT}" y1="${(0,html_kit.xy)(y)}" x2="${(0,html_kit.xy)(a.sx(p.latency))}" y2="${(0,html_kit.xy)(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`);
    }
    return out;
}
function rateBar(p, a, colour) {
    const ci = p.cell.generated_tokens_per_second.ci;
    if (ci === null)
        return [];
    const x = (0,html_kit.xy)(a.sx(p.latency));
    return [
        `<line class="bar rate-bar" x1="${x}" y1="${(0,html_kit.xy)(a.sy(ci[0]))}" x2="${x}" y2="${(0,html_kit.xy)(a.sy(ci[1]))}" stroke="${colour}" stroke-width="1.5"/>`,
    ];
}
function sameCell(p, chosen) {
    return (chosen !== null &&
        p.cell.candidate_id === chosen.candidateId &&
        p.cell.server_parallel === chosen.cell.server_parallel &&
        p.cell.client_concurrency === chosen.cell.client_concurrency);
}
function pointMarkup(p, a, input, label) {
    const failed = p.cell.verdict === 'fail';
    const colour = failed ? '#8c959f' : CANDIDATE_COLOURS[p.candidateIndex % CANDIDATE_COLOURS.length];
    const shape = MARKERS[p.candidateIndex % MARKERS.length];
    const chosen = sameCell(p, input.chosen);
    const x = a.sx(p.latency);
    const y = a.sy(p.rate);
    const out = [
        `<g class="decision-point verdict-${(0,html_kit/* escapeHtml */.ZD)(p.cell.verdict)}${chosen ? ' chosen' : ''}" data-candidate="${(0,html_kit/* escapeHtml */.ZD)(p.cell.candidate_id)}" data-p="${p.cell.server_parallel}" data-c="${p.cell.client_concurrency}" data-verdict="${(0,html_kit/* escapeHtml */.ZD)(p.cell.verdict)}">`,
        `<title>${(0,html_kit/* escapeHtml */.ZD)(pointTooltip(label, p.cell))}</title>`,
        ...rateBar(p, a, colour),
        ...latencyBar(p, a, colour),
        marker(shape, x, y, failed
            ? `class="marker hollow" fill="#ffffff" stroke="${colour}" stroke-width="1.8"`
            : `class="marker" fill="${colour}" stroke="#ffffff" stroke-width="1"`),
    ];
    if (chosen)
        out.push(`<circle class="chosen-ring" cx="${(0,html_kit.xy)(x)}" cy="${(0,html_kit.xy)(y)}" r="12" fill="none" stroke="#111111" stroke-width="2.5"/>`);
    out.push('</g>');
    return out;
}
/** The staircase of the best rate reachable within a latency, through the frontier's points. */
function frontierPath(points, a) {
    const order = paretoFrontier(points.map((p) => ({ latency: p.latency, rate: p.rate })));
    if (order.length === 0)
        return '';
    const steps = order.map((i) => points[i]);
    let d = `M${(0,html_kit.xy)(a.sx(steps[0].latency))} ${(0,html_kit.xy)(a.sy(steps[0].rate))}`;
    for (const s of steps.slice(1))
        d += `H${(0,html_kit.xy)(a.sx(s.latency))}V${(0,html_kit.xy)(a.sy(s.rate))}`;
    const cells = steps.map((s) => `${s.cell.candidate_id}:P${s.cell.server_parallel}/C${s.cell.client_concurrency}`);
    return `<path class="frontier" d="${d}" fill="none" stroke="#343a40" stroke-width="1.6" stroke-opacity=".7" data-cells="${(0,html_kit/* escapeHtml */.ZD)(cells.join(' '))}"/>`;
}
/** One legend entry per candidate drawn, wrapped into rows below the x axis. */
function legendMarkup(input, shown) {
    const out = [];
    const present = new Set(shown.map((p) => p.candidateIndex));
    let x = LEFT;
    let row = 0;
    input.candidates.forEach((c, k) => {
        if (!present.has(k))
            return;
        const width = 34 + c.label.length * 6.8;
        if (x > LEFT && x + width > W - RIGHT) {
            row++;
            x = LEFT;
        }
        const y = LEGEND_TOP + row * LEGEND_ROW;
        const colour = CANDIDATE_COLOURS[k % CANDIDATE_COLOURS.length];
        out.push(`<g class="legend-entry" data-candidate="${(0,html_kit/* escapeHtml */.ZD)(c.id)}">`);
        out.push(marker(MARKERS[k % MARKERS.length], x + 6, y, `fill="${colour}" stroke="#ffffff" stroke-width="1"`));
        out.push(`<text class="legend-label" x="${(0,html_kit.xy)(x + 18)}" y="${y + 4}">${(0,html_kit/* escapeHtml */.ZD)(c.label)}</text>`);
        out.push('</g>');
        x += width;
    });
    return { markup: out, rows: out.length === 0 ? 0 : row + 1 };
}
/** The chart as inline SVG (800 units wide), accessible as one image with a text alternative. */
function decisionChart(input) {
    const points = plottedCells(input);
    const a = axes(points, input.sloE2eMs);
    const labelOf = (id) => input.candidates.find((c) => c.id === id)?.label ?? id;
    const aria = `Generation rate vs p95 E2E latency: ${points.length} cells of ${input.candidates.length} candidates, ` +
        `SLO p95 E2E ≤ ${f1(input.sloE2eMs)} ms`;
    const legend = legendMarkup(input, points);
    const height = LEGEND_TOP - 12 + legend.rows * LEGEND_ROW;
    const out = [
        `<svg class="decision-chart" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-label="${(0,html_kit/* escapeHtml */.ZD)(aria)}">`,
        `<title>Generation rate vs p95 E2E latency</title>`,
        ...axisMarkup(a),
    ];
    if (sloOnChart(points, input.sloE2eMs)) {
        const slo = (0,html_kit.xy)(a.sx(input.sloE2eMs));
        out.push(`<line class="slo-limit" x1="${slo}" y1="${TOP}" x2="${slo}" y2="${TOP + PLOT_H}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="6 4" data-ms="${(0,html_kit/* escapeHtml */.ZD)(f1(input.sloE2eMs))}"/>`);
        out.push(`<text class="slo-label" x="${slo}" y="${TOP - 8}" text-anchor="middle">SLO ≤ ${(0,html_kit/* escapeHtml */.ZD)(f1(input.sloE2eMs))} ms</text>`);
    }
    else {
        // Far beyond every point: drawing it to scale would press all points against the axis.
        out.push(`<text class="slo-label slo-off-chart" x="${(0,html_kit.xy)(LEFT + PLOT_W)}" y="${TOP - 8}" text-anchor="end" data-ms="${(0,html_kit/* escapeHtml */.ZD)(f1(input.sloE2eMs))}">SLO ≤ ${(0,html_kit/* escapeHtml */.ZD)(f1(input.sloE2eMs))} ms, beyond the chart →</text>`);
    }
    const frontier = frontierPath(points.filter((p) => p.cell.verdict !== 'fail'), a);
    if (frontier)
        out.push(frontier);
    // Failed cells first, so the eligible ones are drawn on top of them.
    const order = [...points].sort((p, q) => Number(q.cell.verdict === 'fail') - Number(p.cell.verdict === 'fail'));
    for (const p of order)
        out.push(...pointMarkup(p, a, input, labelOf(p.cell.candidate_id)));
    out.push(...legend.markup);
    out.push('</svg>');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/domain/report/html-decision.ts
// The HTML report's decision section (docs/decision.md): headline and status, the trade-off chart, grid-edge notes, comparisons, noise and per-cell evidence.




const html_decision_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
const at = (c) => `P${c.server_parallel} / C${c.client_concurrency}`;
const verdictClass = (v) => `verdict verdict-${v.replace(/[^a-z_]/g, '_')}`;
function verdict3(v) {
    if (v === null)
        return '<span class="verdict verdict-none">—</span>';
    return `<span class="${verdictClass(v)}">${(0,html_kit/* escapeHtml */.ZD)(v.toUpperCase())}</span>`;
}
function labelFor(input) {
    const labels = new Map(input.candidates.map((c) => [c.id, c.label]));
    return (id) => labels.get(id) ?? id;
}
function choiceBlock(choice, label) {
    if (choice === null)
        return '<p class="decision-headline">The plan asks for no choice across candidates (<code>decision.choose</code> is false): the evidence below compares them.</p>';
    const facts = [];
    if (choice.candidate_id !== null && choice.cell !== null)
        facts.push(`<li><strong>Chosen:</strong> ${(0,html_kit/* escapeHtml */.ZD)(label(choice.candidate_id))} at ${at(choice.cell)}</li>`);
    if (choice.rate !== null)
        facts.push(`<li><strong>Chosen rate:</strong> ${(0,html_kit/* escapeHtml */.ZD)(rateCell(choice.rate))} tok/s <span class="meta">(${(0,html_kit/* escapeHtml */.ZD)(choice.rate.method)})</span></li>`);
    if (choice.versus_best_of_others !== null)
        facts.push(`<li><strong>Against the best of the others:</strong> ${(0,html_kit/* escapeHtml */.ZD)((0,headline/* changeText */.k0)(1, choice.versus_best_of_others).replace(/^0\.0 % /, ''))} (simultaneous)</li>`);
    if (choice.pairs_needed !== null)
        facts.push(`<li><strong>Pairs to resolve:</strong> about ${choice.pairs_needed}${choice.beyond_plan_maximum ? " (beyond this plan format's maximum of 10)" : ''}</li>`);
    facts.push(`<li><strong>Runner-up:</strong> ${choice.runner_up === null ? 'none' : `${(0,html_kit/* escapeHtml */.ZD)(label(choice.runner_up.candidate_id))} at ${at(choice.runner_up.cell)}`}</li>`);
    if (choice.within_delta.length > 1)
        facts.push(`<li><strong>Within δ of the best:</strong> ${choice.within_delta.map((id) => (0,html_kit/* escapeHtml */.ZD)(label(id))).join(', ')} — tie rule <code>${(0,html_kit/* escapeHtml */.ZD)(choice.tie_rule)}</code></li>`);
    return (`<p class="decision-headline"><span class="badge status-${(0,html_kit/* escapeHtml */.ZD)(choice.status)}">${(0,html_kit/* escapeHtml */.ZD)(headline/* STATUS_WORDS */.ly[choice.status] ?? choice.status)}</span> ${(0,html_kit/* escapeHtml */.ZD)(choice.headline)}</p>\n` +
        `<ul class="decision-facts">\n${facts.join('\n')}\n</ul>`);
}
function gridEdgeNotes(decision, label) {
    if (decision.grid_edge.length === 0)
        return '';
    const items = decision.grid_edge.map((g) => {
        const add = [
            g.next_levels.server_parallel === null ? null : `P=${g.next_levels.server_parallel}`,
            g.next_levels.client_concurrency === null ? null : `C=${g.next_levels.client_concurrency}`,
        ].filter((x) => x !== null);
        const edges = g.edges.map((e) => (e === 'server_parallel' ? 'highest P' : 'highest C')).join(' and ');
        return `<li>${(0,html_kit/* escapeHtml */.ZD)(label(g.candidate_id))}: best point ${at(g.cell)} sits at the ${edges} of the grid — the optimum may lie outside the grid: add ${(0,html_kit/* escapeHtml */.ZD)(add.join(' / '))}.</li>`;
    });
    return `<div class="grid-edge"><strong>Grid edge.</strong>\n<ul>\n${items.join('\n')}\n</ul></div>`;
}
function comparisonsTable(decision, label) {
    if (decision.comparisons.length === 0)
        return '<p>The study records no comparison.</p>';
    const rows = decision.comparisons.map((c) => [
        `${(0,html_kit/* escapeHtml */.ZD)(label(c.a))} <span class="meta">${at(c.a_cell)}</span><br>vs ${(0,html_kit/* escapeHtml */.ZD)(label(c.b))} <span class="meta">${at(c.b_cell)}</span>`,
        `${(0,html_kit/* escapeHtml */.ZD)(c.factor)}${c.factor_detail === null ? '' : ` <span class="meta">(${(0,html_kit/* escapeHtml */.ZD)(c.factor_detail)})</span>`}`,
        (0,html_kit/* escapeHtml */.ZD)(c.at),
        (0,html_kit/* escapeHtml */.ZD)((0,headline/* changeText */.k0)(c.ratio, c.ci)),
        c.verdict === null
            ? '<span class="verdict verdict-none">no interval</span>'
            : `<span class="${verdictClass(c.verdict)}">${(0,html_kit/* escapeHtml */.ZD)(headline/* VERDICT_WORDS */._G[c.verdict] ?? c.verdict)}</span>`,
        c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect),
        c.pairs_needed === null
            ? '—'
            : `${c.pairs_needed}${c.beyond_plan_maximum ? ' (beyond the plan maximum)' : ''}`,
    ]);
    const family = decision.simultaneous;
    const note = family === null
        ? ''
        : `\n<p class="meta">Intervals simultaneous at ${pct(decision.confidence)} over all ${family.pairs} cross-candidate cell pairs (critical value ${(0,format/* pyFixed */.mS)(family.critical_value, 2)}); equivalent = inside ±${pct(decision.indifference_zone)}.</p>`;
    return ((0,html_kit/* table */.tp)([
        'Comparison (a vs b)',
        'Factor',
        'At',
        'Rate a / b (simultaneous)',
        'Verdict',
        'Detectable (80 % power)',
        'Pairs needed',
    ], rows, 'decision-comparisons', [3, 5, 6]) + note);
}
function noiseTable(decision, passIds) {
    const n = decision.noise;
    const shifts = n.pass_shift
        .map((s, i) => `${(0,html_kit/* escapeHtml */.ZD)(passIds[i] ?? `pass ${i + 1}`)} ${(0,headline/* percentChange */.u5)(1 + s)}`)
        .join(', ');
    const rows = [
        ...n.levels.map((l) => [
            `Noise floor at C ${l.client_concurrency} (relative run-to-run SD, pass shifts removed)`,
            `${pct(l.noise_floor)} <span class="meta">(${l.cells} cells, ${(0,format/* pyFixed */.mS)(l.df, 1)} df${l.pooled ? ', pooled' : ''}; detects ${l.minimum_detectable_effect === null ? '—' : pct(l.minimum_detectable_effect)} at 80 % power)</span>`,
        ]),
        ['Indifference zone', pct(decision.indifference_zone)],
        ['Cells', `${n.cells} cells in ${n.server_runs} server runs × ${decision.passes} passes`],
        ['Pass shifts', shifts === '' ? '—' : shifts],
    ];
    if (n.reason !== null)
        rows.push(['Why no interval', (0,html_kit/* escapeHtml */.ZD)(n.reason)]);
    const method = `<p class="meta decision-method"><strong>Method:</strong> ${(0,html_kit/* escapeHtml */.ZD)(decision.method)}; confidence ${pct(decision.confidence)}, ` +
        `${decision.pairs} counterbalanced pair(s), ${decision.resamples} Monte Carlo draws, seed <code>${(0,html_kit/* escapeHtml */.ZD)(decision.seed)}</code>.</p>`;
    return `${(0,html_kit/* table */.tp)(['Noise', 'Value'], rows, 'decision-noise')}\n${method}`;
}
/** "812.3 [790.1, 901.0]" (unit in the header); a missing bound is "—" with what sample would give one. */
function boundText(b) {
    if (b.estimate === null)
        return 'not measured';
    const text = `${html_decision_f1(b.estimate)} [${b.lower === null ? '—' : html_decision_f1(b.lower)}, ${b.upper === null ? '—' : html_decision_f1(b.upper)}]`;
    if (b.lower !== null && b.upper !== null)
        return text;
    return `${text}<br><span class="no-bound">needs ${b.requests_needed ?? '?'} requests</span>`;
}
function rateCell(g) {
    if (g.estimate === null)
        return 'no rate';
    return `${html_decision_f1(g.estimate)} ${g.ci === null ? '[no interval]' : `[${html_decision_f1(g.ci[0])}, ${html_decision_f1(g.ci[1])}]`}`;
}
function attainmentText(name, a) {
    if (a === null)
        return '';
    return `${name} ${a.within}/${a.requests} (≥ ${pct(a.lower)})`;
}
function cellRow(c, label, chosen, chosenId) {
    const g = c.gates;
    const isChosen = chosen !== null &&
        c.candidate_id === chosenId &&
        c.server_parallel === chosen.server_parallel &&
        c.client_concurrency === chosen.client_concurrency;
    // Under the verdict, the gates that did not pass (a null TTFT gate: no TTFT limit).
    const named = [
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
        (0,html_kit/* escapeHtml */.ZD)(label(c.candidate_id)),
        `${at(c)}${isChosen ? ' <span class="star">★</span>' : ''}`,
        rateCell(c.generated_tokens_per_second),
        boundText(c.ttft_ms_p95),
        boundText(c.e2e_latency_ms_p95),
        within === '' ? '—' : within,
        `${verdict3(c.verdict)}${gates}`,
    ];
}
function cellsTable(decision, label) {
    const choice = decision.choice;
    const rows = decision.cells.map((c) => cellRow(c, label, choice?.cell ?? null, choice?.candidate_id ?? null));
    const cells = (0,html_kit/* table */.tp)([
        'Candidate',
        'Point',
        'Generation rate, tok/s [interval]',
        'TTFT p95, ms [bounds]',
        'E2E p95, ms [bounds]',
        'Within SLO (lower bound)',
        'Verdict (gates not passed)',
    ], rows, 'decision-cells', [2, 3, 4]);
    // Wide on a narrow screen: it scrolls by itself instead of widening the page.
    return `<div class="table-scroll">\n${cells}\n</div>`;
}
/** The section, placed right after the report's header. */
function decisionSection(input) {
    const d = input.decision;
    const label = labelFor(input);
    const c = d.choice;
    const chart = decisionChart({
        cells: d.cells,
        candidates: input.candidates,
        sloE2eMs: input.sloE2eMs,
        chosen: c !== null && c.candidate_id !== null && c.cell !== null
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
const DECISION_STYLE = `
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

// EXTERNAL MODULE: ./src/domain/report/receipt-open-loop.ts
var receipt_open_loop = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/domain/report/html-open-loop.ts
// The HTML report's open-loop section (docs/open-loop.md): per candidate, an inline SVG of every
// probe's attainment against its offered rate (log axis), one colour per P, one marker per pass,
// the exact interval as a bar, the attainment target as a line and each converged P's highest
// sustainable rate as a tick; then the envelope table the receipt prints. Absent: nothing.




const OPEN_LOOP_STYLE = `
.open-loop-chart { max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
.open-loop-chart .tick { fill: #57606a; }
.open-loop-chart .axis-label { fill: #24292f; font-weight: 600; }
table.open-loop td { vertical-align: top; }
`;
const html_open_loop_W = 800;
const html_open_loop_LEFT = 64;
const html_open_loop_TOP = 44;
const html_open_loop_PLOT_W = 560;
const html_open_loop_PLOT_H = 260;
const LEGEND_X = html_open_loop_LEFT + html_open_loop_PLOT_W + 20;
const html_open_loop_pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)}%`;
/** A base-2 log axis over the probed rates (the search doubles and halves), padded by a quarter octave. */
function rateAxis(rates) {
    const min = Math.min(...rates);
    const max = Math.max(...rates);
    const lo = Math.log2(min) - 0.25;
    const hi = Math.max(Math.log2(max) + 0.25, lo + 1);
    return {
        lo,
        hi,
        sx: (r) => html_open_loop_LEFT + ((Math.log2(r) - lo) / (hi - lo)) * html_open_loop_PLOT_W,
        sy: (a) => html_open_loop_TOP + (1 - a) * html_open_loop_PLOT_H,
    };
}
function html_open_loop_axisMarkup(a, target) {
    const out = [
        `<rect x="${html_open_loop_LEFT}" y="${html_open_loop_TOP}" width="${html_open_loop_PLOT_W}" height="${html_open_loop_PLOT_H}" fill="#fff" stroke="#d0d7de"/>`,
    ];
    for (const y of [0, 0.25, 0.5, 0.75, 1]) {
        const py = (0,html_kit.xy)(a.sy(y));
        out.push(`<line x1="${html_open_loop_LEFT}" y1="${py}" x2="${html_open_loop_LEFT + html_open_loop_PLOT_W}" y2="${py}" stroke="#eaeef2"/>`);
        out.push(`<text class="tick" x="${html_open_loop_LEFT - 6}" y="${py}" dy="4" text-anchor="end">${(0,format/* pyFixed */.mS)(y * 100, 0)}%</text>`);
    }
    for (let k = Math.ceil(a.lo); k <= Math.floor(a.hi); k++) {
        const px = (0,html_kit.xy)(a.sx(2 ** k));
        out.push(`<line x1="${px}" y1="${html_open_loop_TOP}" x2="${px}" y2="${html_open_loop_TOP + html_open_loop_PLOT_H}" stroke="#eaeef2"/>`);
        out.push(`<text class="tick" x="${px}" y="${html_open_loop_TOP + html_open_loop_PLOT_H + 16}" text-anchor="middle">${(0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* rateText */.cf)(2 ** k))}</text>`);
    }
    const ty = (0,html_kit.xy)(a.sy(target));
    out.push(`<line class="target-line" x1="${html_open_loop_LEFT}" y1="${ty}" x2="${html_open_loop_LEFT + html_open_loop_PLOT_W}" y2="${ty}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="6 4"/>`, `<text class="target-label" x="${html_open_loop_LEFT + html_open_loop_PLOT_W - 4}" y="${ty}" dy="-6" text-anchor="end" fill="#c92a2a">target ${(0,html_kit/* escapeHtml */.ZD)(html_open_loop_pct(target))}</text>`, `<text class="axis-label" x="${html_open_loop_LEFT + html_open_loop_PLOT_W / 2}" y="${html_open_loop_TOP + html_open_loop_PLOT_H + 36}" text-anchor="middle">offered rate (req/s, log scale)</text>`, `<text class="axis-label" x="16" y="${html_open_loop_TOP + html_open_loop_PLOT_H / 2}" text-anchor="middle" transform="rotate(-90 16 ${html_open_loop_TOP + html_open_loop_PLOT_H / 2})">attainment</text>`);
    return out;
}
/** Filled for the first pass, hollow for the second, then square shapes; dashed when invalid. */
function probeMarker(x, y, colour, passIndex, valid, tip) {
    const fill = passIndex % 2 === 0 ? colour : '#fff';
    const dash = valid ? '' : ' stroke-dasharray="2 2"';
    const attrs = `fill="${fill}" stroke="${colour}" stroke-width="1.8"${dash}`;
    const shape = passIndex < 2
        ? `<circle cx="${(0,html_kit.xy)(x)}" cy="${(0,html_kit.xy)(y)}" r="4.5" ${attrs}/>`
        : `<rect x="${(0,html_kit.xy)(x - 4)}" y="${(0,html_kit.xy)(y - 4)}" width="8" height="8" ${attrs}/>`;
    return `<g class="probe"><title>${(0,html_kit/* escapeHtml */.ZD)(tip)}</title>${shape}</g>`;
}
function probeTip(search, p) {
    return (`P${search.server_parallel} ${search.pass_id} probe ${p.index + 1}: ${(0,receipt_open_loop/* rateText */.cf)(p.rate_rps)} req/s offered, ` +
        `attainment ${html_open_loop_pct(p.attainment)} [${html_open_loop_pct(p.attainment_lower)}, ${html_open_loop_pct(p.attainment_upper)}] (${p.good}/${p.requests}), ` +
        `${p.verdict}${p.valid ? '' : ', invalid (client lag above its bound)'}`);
}
/** One candidate's chart; null when its searches have no probe. */
function attainmentChart(candidateLabel, entries, searches, passIds) {
    const probes = searches.flatMap((s) => s.probes.map((p) => ({ s, p })));
    if (probes.length === 0 || entries.length === 0)
        return null;
    const a = rateAxis(probes.map(({ p }) => p.rate_rps));
    const target = entries[0].attainment_target;
    const levels = entries.map((e) => e.server_parallel);
    const colourOf = (p) => CANDIDATE_COLOURS[Math.max(levels.indexOf(p), 0) % CANDIDATE_COLOURS.length];
    const height = html_open_loop_TOP + html_open_loop_PLOT_H + 48;
    const aria = `Attainment vs offered rate for ${candidateLabel}: ${probes.length} probes over ${levels.length} server-slot levels, target ${html_open_loop_pct(target)}`;
    const out = [
        `<svg class="open-loop-chart" width="${html_open_loop_W}" height="${height}" viewBox="0 0 ${html_open_loop_W} ${height}" role="img" aria-label="${(0,html_kit/* escapeHtml */.ZD)(aria)}">`,
        `<title>${(0,html_kit/* escapeHtml */.ZD)(`Attainment vs offered rate — ${candidateLabel}`)}</title>`,
        ...html_open_loop_axisMarkup(a, target),
    ];
    entries.forEach((e, i) => {
        if (e.status !== 'converged' || e.max_rate_rps === null)
            return;
        const x = (0,html_kit.xy)(a.sx(e.max_rate_rps));
        // Labels alternate between two rows, so P levels with close rates stay readable.
        out.push(`<line class="sustainable" x1="${x}" y1="${html_open_loop_TOP}" x2="${x}" y2="${html_open_loop_TOP + html_open_loop_PLOT_H}" stroke="${colourOf(e.server_parallel)}" stroke-width="1" stroke-dasharray="2 3"/>`, `<text x="${x}" y="${html_open_loop_TOP - 8 - 14 * (i % 2)}" text-anchor="middle" fill="${colourOf(e.server_parallel)}">P${e.server_parallel} ${(0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* rateText */.cf)(e.max_rate_rps))}</text>`);
    });
    for (const { s, p } of probes) {
        const k = Math.max(passIds.indexOf(s.pass_id), 0);
        // P levels, passes and replicates probe the same rates: a small offset keeps their bars apart.
        const slot = Math.max(levels.indexOf(s.server_parallel), 0) * passIds.length + k;
        const slots = levels.length * passIds.length;
        const x = a.sx(p.rate_rps) + (slot - (slots - 1) / 2) * 4 + (p.replicate - 1) * 1.5;
        const colour = colourOf(s.server_parallel);
        out.push(`<line class="interval" x1="${(0,html_kit.xy)(x)}" y1="${(0,html_kit.xy)(a.sy(p.attainment_lower))}" x2="${(0,html_kit.xy)(x)}" y2="${(0,html_kit.xy)(a.sy(p.attainment_upper))}" stroke="${colour}" stroke-width="1.2" opacity="0.7"/>`, probeMarker(x, a.sy(p.attainment), colour, k, p.valid, probeTip(s, p)));
    }
    let ly = html_open_loop_TOP + 6;
    for (const e of entries) {
        out.push(`<rect x="${LEGEND_X}" y="${ly}" width="12" height="12" fill="${colourOf(e.server_parallel)}"/>`, `<text x="${LEGEND_X + 18}" y="${ly + 10}">P${e.server_parallel}</text>`);
        ly += 20;
    }
    passIds.forEach((id, k) => {
        out.push(probeMarker(LEGEND_X + 6, ly + 6, '#57606a', k, true, `${id} pass`));
        out.push(`<text x="${LEGEND_X + 18}" y="${ly + 10}">${(0,html_kit/* escapeHtml */.ZD)(id)}</text>`);
        ly += 20;
    });
    out.push(`<text x="${LEGEND_X}" y="${ly + 10}" class="tick">bar: exact interval</text>`, `<text x="${LEGEND_X}" y="${ly + 26}" class="tick">dashed: invalid probe</text>`, '</svg>');
    return out.join('\n');
}
function envelopeTable(entries) {
    const rows = entries.map((e) => [
        `P${e.server_parallel}`,
        e.status === 'converged' && e.max_rate_rps !== null
            ? `<strong>${(0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* rateText */.cf)(e.max_rate_rps))} req/s</strong>`
            : 'not established',
        (0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* bracketText */.GY)(e.bracket_rps)),
        e.goodput_rps === null || e.goodput_tokens_per_second === null
            ? '—'
            : (0,html_kit/* escapeHtml */.ZD)(`${(0,receipt_open_loop/* rateText */.cf)(e.goodput_rps)} req/s · ${(0,format/* pyFixed */.mS)(e.goodput_tokens_per_second, 1)} tok/s`),
        (0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* bindingWords */.Jh)(e)),
        (0,html_kit/* escapeHtml */.ZD)(`${e.probes} (${e.invalid_probes} invalid)`),
        (0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* secondsText */.Hd)(e.runner_seconds)),
        (0,html_kit/* escapeHtml */.ZD)(e.passes
            .map((p) => `${p.pass_id} ${p.max_rate_rps === null ? 'none' : (0,receipt_open_loop/* rateText */.cf)(p.max_rate_rps)}`)
            .join(', ') +
            (e.pass_spread_percent === null ? '' : ` · spread ${(0,format/* pyFixed */.mS)(e.pass_spread_percent, 1)}%`) +
            ` · ${e.spread_gate}`),
        (0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* statusWords */.o7)(e)),
    ]);
    return (0,html_kit/* table */.tp)([
        'Server slots',
        'Highest sustainable rate',
        'Bracket',
        'Goodput there',
        'Binding limit',
        'Probes',
        'Runner time',
        'Passes',
        'Status',
    ], rows, 'open-loop', [0, 1, 5, 6]);
}
function openLoopSection(input) {
    const { envelope, searches } = input.openLoop;
    const out = ['<section id="open-loop">', '<h2>Open-loop capacity</h2>'];
    if (envelope.length > 0) {
        const e = envelope[0];
        out.push(`<p>Requests arrive on a schedule (${(0,html_kit/* escapeHtml */.ZD)((0,receipt_open_loop/* arrivalWords */.xX)(e))}). A rate is sustainable when the lower bound of the exact ` +
            `${(0,html_kit/* escapeHtml */.ZD)((0,format/* pyFixed */.mS)(e.confidence * 100, 0))}% interval of the share of requests within TTFT ≤ ${(0,html_kit/* escapeHtml */.ZD)((0,format/* pyFixed */.mS)(e.limits.ttft_ms, 0))} ms ` +
            `and E2E ≤ ${(0,html_kit/* escapeHtml */.ZD)((0,format/* pyFixed */.mS)(e.limits.e2e_ms, 0))} ms is at least the target in every replicate of every pass.</p>`);
    }
    for (const c of input.candidates) {
        const entries = envelope.filter((e) => e.candidate_id === c.id);
        if (entries.length === 0)
            continue;
        out.push(`<h3>${(0,html_kit/* escapeHtml */.ZD)(c.label)}</h3>`);
        const chart = attainmentChart(c.label, entries, searches.filter((s) => s.candidate_id === c.id), input.passIds);
        if (chart)
            out.push(chart);
        out.push(envelopeTable(entries));
    }
    out.push('</section>');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/domain/report/receipt-client-timing.ts
var receipt_client_timing = __webpack_require__(8510);
// EXTERNAL MODULE: ./src/domain/study/wording.ts
var study_wording = __webpack_require__(7462);
// EXTERNAL MODULE: ./src/domain/study/study-model.ts
var study_model = __webpack_require__(2499);
;// CONCATENATED MODULE: ./src/domain/report/html-report.ts
// Self-contained HTML report of one capacity study: inline CSS and SVG only, no script, no external
// asset (a CSP forbids any fetch). Numbers use the receipt's formatting so both can be cross-checked.
// cohesive: one self-contained HTML page — its markup, inline CSS and SVG charts.










const h = html_kit/* escapeHtml */.ZD;
const html_report_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
const ms = (x) => (x === null ? 'not measured' : `${html_report_f1(x)} ms`);
const html_report_status = (b) => (b ? 'PASS' : 'FAIL');
const point = (p, c) => `P${p} / C${c}`;
/** Identifier safe for an HTML id attribute (the candidate id is already restricted, but stay defensive). */
function html_report_anchor(s) {
    return s.replace(/[^A-Za-z0-9_-]/g, '_');
}
function isSelected(view, cell) {
    const sel = (0,study_model/* selectionFor */.CU)(view, cell.candidateId).selectedCell;
    return (sel !== null &&
        sel.serverParallel === cell.serverParallel &&
        sel.clientConcurrency === cell.clientConcurrency);
}
function candidateGrid(view, candidateId) {
    return view.serverParallelLevels.map((p) => view.clientConcurrencyLevels.map((c) => (0,study_model/* findCell */.u3)(view, candidateId, p, c)));
}
// ---------------------------------------------------------------------------------------------
// Heat-map of the envelope: P rows × C columns, colour = gate result, lightness = tok/s.
function heatMap(view, candidate) {
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
    const titleId = `heatmap-title-${html_report_anchor(candidate.id)}`;
    const out = [];
    out.push(`<svg class="heatmap" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}">`);
    out.push(`<title id="${titleId}">${h(`Capacity envelope of ${candidate.label}: server slots by simultaneous clients`)}</title>`);
    out.push(`<text class="axis-title" x="${left}" y="16">simultaneous clients →</text>`);
    out.push(`<text class="axis-title" x="8" y="${top - 8}">slots ↓</text>`);
    view.clientConcurrencyLevels.forEach((c, j) => {
        out.push(`<text class="axis-label" x="${(0,html_kit.xy)(left + j * colW + (colW - gap) / 2)}" y="${top - 8}" text-anchor="middle">C${c}</text>`);
    });
    grid.forEach((row, i) => {
        const y = top + i * rowH;
        out.push(`<text class="axis-label" x="${left - 14}" y="${(0,html_kit.xy)(y + (rowH - gap) / 2 + 5)}" text-anchor="end">P${view.serverParallelLevels[i]}</text>`);
        row.forEach((cell, j) => {
            const x = left + j * colW;
            const s = cell.summary;
            const pass = s.capacityGateMet;
            const share = maxRate > minRate ? (s.generatedTokensPerSecondMedian - minRate) / (maxRate - minRate) : 1;
            // Darker = faster, within the pass (green) or fail (red) hue; text stays dark on every shade.
            const fill = pass ? `hsl(140, 50%, ${(0,html_kit.xy)(90 - 22 * share)}%)` : `hsl(8, 80%, ${(0,html_kit.xy)(94 - 12 * share)}%)`;
            const selected = isSelected(view, cell);
            const reasons = s.failureReasons.map(receipt/* human */.eh);
            const tooltip = `${point(cell.serverParallel, cell.clientConcurrency)}: ${html_report_status(pass)}` +
                (reasons.length ? ` (${reasons.join('; ')})` : '');
            out.push(`<g class="cell ${pass ? 'pass' : 'fail'}${selected ? ' selected' : ''}" data-candidate="${h(cell.candidateId)}" data-p="${cell.serverParallel}" data-c="${cell.clientConcurrency}" data-status="${html_report_status(pass)}">`);
            out.push(`<title>${h(tooltip)}</title>`);
            out.push(`<rect class="cell-bg" x="${x}" y="${y}" width="${colW - gap}" height="${rowH - gap}" rx="6" fill="${fill}" stroke="${pass ? '#2b8a3e' : '#c92a2a'}" stroke-width="1.5"/>`);
            if (selected) {
                out.push(`<rect class="selected-outline" x="${x - 3}" y="${y - 3}" width="${colW - gap + 6}" height="${rowH - gap + 6}" rx="8" fill="none" stroke="#111111" stroke-width="4"/>`);
                out.push(`<text class="cell-flag" x="${x + colW - gap - 8}" y="${y + 20}" text-anchor="end">★ selected</text>`);
            }
            out.push(`<text class="cell-status" x="${x + 10}" y="${y + 20}">${html_report_status(pass)}</text>`);
            out.push(`<text class="cell-rate" x="${x + 10}" y="${y + 44}">${f2(s.generatedTokensPerSecondMedian)} tok/s</text>`);
            out.push(`<text class="cell-e2e" x="${x + 10}" y="${y + 64}">E2E p95 ${ms(s.e2eLatencyMsP95Median)}</text>`);
            out.push(`<text class="cell-ttft" x="${x + 10}" y="${y + 82}">TTFT p95 ${ms(s.ttftMsP95Median)}</text>`);
            out.push('</g>');
        });
    });
    out.push('</svg>');
    return out.join('\n');
}
function stripPlot(view, candidate, kind) {
    const grid = candidateGrid(view, candidate.id);
    const limit = kind === 'ttft' ? view.loadContract.slo.maxTtftMsP95 : view.loadContract.slo.maxE2eLatencyMsP95;
    const rows = [];
    for (const cell of grid.flat()) {
        cell.passMetrics.forEach((pm, passIndex) => {
            const samples = (0,study_model/* loadRowSamples */.GP)(view, pm.sourceLoadLabel, cell.clientConcurrency);
            const values = samples
                .map((s) => ({
                v: kind === 'ttft' ? s.ttftMs : s.e2eLatencyMs,
                completed: s.completed,
                index: s.index,
            }))
                .filter((s) => s.v !== null);
            const stored = kind === 'ttft' ? pm.ttftMsP95 : pm.e2eLatencyMsP95;
            rows.push({ cell, passIndex, values, p95: stored === null ? null : toNumber(stored) });
        });
    }
    const maxValue = Math.max(limit ?? 0, ...rows.flatMap((r) => r.values.map((v) => v.v)), 1);
    const step = (0,html_kit/* tickStep */.sG)(maxValue * 1.04);
    const axisMax = Math.ceil((maxValue * 1.04) / step) * step;
    const labelW = 190;
    const plotW = 620;
    const rightW = 130;
    const rowH = 18;
    const top = 40;
    const width = labelW + plotW + rightW;
    const height = top + rows.length * rowH + 30;
    const sx = (v) => labelW + (v / axisMax) * plotW;
    const name = kind === 'ttft' ? 'TTFT' : 'E2E latency';
    const titleId = `strip-${kind}-${html_report_anchor(candidate.id)}`;
    const out = [];
    out.push(`<svg class="strip ${kind}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}" data-metric="${kind}">`);
    out.push(`<title id="${titleId}">${h(`${name} of every measured request, ${candidate.label}`)}</title>`);
    // Alternate bands group the passes of one cell.
    let band = 0;
    for (let i = 0; i < rows.length; i++) {
        if (i > 0 && rows[i].cell !== rows[i - 1].cell)
            band++;
        if (band % 2 === 0) {
            out.push(`<rect class="band" x="0" y="${top + i * rowH}" width="${width}" height="${rowH}" fill="#f3f5f7"/>`);
        }
    }
    for (let t = 0; t <= axisMax + 1e-9; t += step) {
        const x = (0,html_kit.xy)(sx(t));
        out.push(`<line class="grid" x1="${x}" y1="${top}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#d0d7de" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${x}" y="${top + rows.length * rowH + 16}" text-anchor="middle">${Math.round(t)}</text>`);
    }
    out.push(`<text class="axis-title" x="${labelW}" y="14">${h(name)} per request, ms</text>`);
    if (limit !== null) {
        const x = (0,html_kit.xy)(sx(limit));
        out.push(`<line class="slo-limit" x1="${x}" y1="${top - 4}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="5 3"/>`);
        out.push(`<text class="slo-label" x="${x}" y="${top - 8}" text-anchor="middle">SLO p95 ≤ ${h(html_report_f1(limit))}</text>`);
    }
    rows.forEach((r, i) => {
        const cy = top + i * rowH + rowH / 2;
        const pm = r.cell.passMetrics[r.passIndex];
        const over = r.p95 !== null && limit !== null && r.p95 > limit;
        out.push(`<g class="strip-row" data-p="${r.cell.serverParallel}" data-c="${r.cell.clientConcurrency}" data-pass="${h(pm.passId)}" data-n="${r.values.length}">`);
        out.push(`<text class="row-label" x="${labelW - 10}" y="${(0,html_kit.xy)(cy + 4)}" text-anchor="end">${h(`${point(r.cell.serverParallel, r.cell.clientConcurrency)} · ${pm.passId}`)}</text>`);
        for (const v of r.values) {
            out.push(`<circle class="sample pass-${r.passIndex % PASS_COLOURS.length}${v.completed ? '' : ' failed'}" cx="${(0,html_kit.xy)(sx(v.v))}" cy="${(0,html_kit.xy)(cy)}" r="3.5"><title>${h(`request ${v.index}: ${html_report_f1(v.v)} ms${v.completed ? '' : ' (failed)'}`)}</title></circle>`);
        }
        if (r.p95 !== null) {
            const x = (0,html_kit.xy)(sx(r.p95));
            out.push(`<line class="p95-mark" x1="${x}" y1="${(0,html_kit.xy)(cy - 7)}" x2="${x}" y2="${(0,html_kit.xy)(cy + 7)}" stroke="#111111" stroke-width="2"/>`);
        }
        out.push(`<text class="p95-label${over ? ' over' : ''}" x="${labelW + plotW + 10}" y="${(0,html_kit.xy)(cy + 4)}">p95 ${h(ms(r.p95))}</text>`);
        out.push('</g>');
    });
    out.push('</svg>');
    return out.join('\n');
}
function toNumber(v) {
    if (v instanceof json/* JsonFloat */.Xg)
        return v.value;
    if (typeof v === 'number')
        return v;
    throw new TypeError('expected a number');
}
// ---------------------------------------------------------------------------------------------
// Tables
/** Whether the study names a published release (its wording keeps the published context). */
const publishedOf = (view) => !(0,study_wording/* isUnpublished */.e_)({ releaseTag: view.provenance.canonicalReleaseTag, wording: view.wording });
function selectedPointsTable(view) {
    const roles = (0,study_wording/* rolesFor */.ZI)(publishedOf(view));
    const rows = view.candidates.map((c) => {
        const sel = (0,study_model/* selectionFor */.CU)(view, c.id);
        if (sel.selectedCell === null) {
            return [
                h(c.label),
                h((0,study_wording/* roleName */.S3)(c.role, roles)),
                'No eligible point',
                'Not applicable',
                'Not applicable',
            ];
        }
        const cell = (0,study_model/* findCell */.u3)(view, c.id, sel.selectedCell.serverParallel, sel.selectedCell.clientConcurrency);
        return [
            h(c.label),
            h((0,study_wording/* roleName */.S3)(c.role, roles)),
            point(cell.serverParallel, cell.clientConcurrency),
            `${f2(cell.summary.generatedTokensPerSecondMedian)} tok/s`,
            sel.generationGainPercent === null ? 'Not applicable' : `${(0,receipt/* sf1 */.TS)(sel.generationGainPercent)}%`,
        ];
    });
    const ref = view.selections[0]?.referenceCell;
    const refName = ref ? `P${ref.serverParallel}/C${ref.clientConcurrency}` : 'reference';
    return (0,html_kit/* table */.tp)(['Candidate', 'Role', 'Selected point', 'Median generation rate', `Generation rate vs ${h(refName)}`], rows, 'selected-points', [3, 4]);
}
function selectedGateTable(view, candidate) {
    const sel = (0,study_model/* selectionFor */.CU)(view, candidate.id).selectedCell;
    if (sel === null)
        return '<p class="envelope-result"><strong>Envelope result:</strong> no observed point cleared every predeclared gate.</p>';
    const cell = (0,study_model/* findCell */.u3)(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
    const s = cell.summary;
    const g = view.capacityGate;
    const minCompletion = view.loadContract.slo.minCompletionRate;
    const yes = (b) => (b ? 'Yes' : 'No');
    const result = (b) => `<span class="${b ? 'ok' : 'bad'}">${html_report_status(b)}</span>`;
    const rows = [
        ['Both counterbalanced passes meet load SLO', yes(s.everyPassSloMet), result(s.everyPassSloMet)],
        ['Quality floor and retention', yes(s.qualityGateMet), result(s.qualityGateMet)],
        [
            'Peak server RSS',
            `${html_report_f1(s.serverPeakRssMibMax)} MiB / ${html_report_f1(g.maxServerPeakRssMib)} MiB`,
            result(s.serverPeakRssMibMax <= g.maxServerPeakRssMib),
        ],
        ['Completion rate, worst pass', (0,receipt/* pct1 */.lf)(s.completionRateMin), result(s.completionRateMin >= minCompletion)],
        [
            'Generation-rate spread',
            `${html_report_f1(s.throughputRelativeSpreadPercent)}% / ${html_report_f1(g.maxThroughputRelativeSpreadPercent)}%`,
            result(s.throughputRelativeSpreadPercent <= g.maxThroughputRelativeSpreadPercent),
        ],
        [
            'Observed-p95 E2E spread',
            s.e2eRelativeSpreadPercent === null
                ? 'not measured'
                : `${html_report_f1(s.e2eRelativeSpreadPercent)}% / ${html_report_f1(g.maxE2eRelativeSpreadPercent)}%`,
            result(s.e2eRelativeSpreadPercent !== null && s.e2eRelativeSpreadPercent <= g.maxE2eRelativeSpreadPercent),
        ],
    ];
    return (`<p class="envelope-result"><strong>Envelope result:</strong> ${point(sel.serverParallel, sel.clientConcurrency)} is the best observed passing point under the fixed objective.</p>\n` +
        (0,html_kit/* table */.tp)(['Gate', 'Observed', 'Result'], rows, 'gate-summary', [1]));
}
function gateTable(view, candidate) {
    const rows = candidateGrid(view, candidate.id)
        .flat()
        .map((cell) => {
        const s = cell.summary;
        const reasons = s.failureReasons.length === 0
            ? '—'
            : `<ul class="reasons">${s.failureReasons.map((code) => `<li>${h((0,receipt/* human */.eh)(code))} <code>${h(code)}</code></li>`).join('')}</ul>`;
        return [
            point(cell.serverParallel, cell.clientConcurrency) +
                (isSelected(view, cell) ? ' <span class="star">★</span>' : ''),
            `<span class="${s.capacityGateMet ? 'ok' : 'bad'}">${html_report_status(s.capacityGateMet)}</span>`,
            `${f2(s.generatedTokensPerSecondMedian)} tok/s`,
            ms(s.e2eLatencyMsP95Median),
            ms(s.ttftMsP95Median),
            `${html_report_f1(s.serverPeakRssMibMax)} MiB`,
            `${html_report_f1(s.throughputRelativeSpreadPercent)}%`,
            s.e2eRelativeSpreadPercent === null ? 'not measured' : `${html_report_f1(s.e2eRelativeSpreadPercent)}%`,
            reasons,
        ];
    });
    return (0,html_kit/* table */.tp)([
        'Point',
        'Result',
        'Generation rate',
        'E2E p95',
        'TTFT p95',
        'Peak RSS',
        'Rate spread',
        'E2E spread',
        'Gate failures',
    ], rows, 'gates', [2, 3, 4, 5, 6, 7]);
}
function qualityTable(view) {
    const labels = new Map(view.candidates.map((c) => [c.id, c.label]));
    const rows = view.qualityChecks.map((q) => [
        h(labels.get(q.candidateId) ?? q.candidateId),
        String(q.serverParallel),
        `${q.passed}/${q.total}`,
        q.retentionVsReference === null ? 'Not applicable' : (0,receipt/* pct1 */.lf)(q.retentionVsReference),
        q.outcomesMatch ? 'Matched' : 'Changed',
        `<span class="${q.gateMet ? 'ok' : 'bad'}">${html_report_status(q.gateMet)}</span>`,
        q.failureReasons.length === 0 ? '—' : q.failureReasons.map((c) => `<code>${h(c)}</code>`).join(' '),
    ]);
    return (0,html_kit/* table */.tp)([
        'Candidate',
        'Server slots',
        'Score',
        'Reference retention',
        'Outcome stability',
        'Result',
        'Failure codes',
    ], rows, 'quality', [1, 2, 3]);
}
function methodology(view) {
    const lc = view.loadContract;
    const passes = view.passes
        .map((p) => `<code>${h(p.id)}</code> (${h(p.candidateOrder.join(' → '))}; ${p.serverParallelOrder.map((x) => `P${x}`).join(' → ')}; ${p.clientConcurrencyOrder.map((x) => `C${x}`).join(' → ')})`)
        .join('; ');
    const slo = lc.slo;
    const items = [
        `Server slots: <code>${view.serverParallelLevels.join(', ')}</code>; simultaneous clients: <code>${view.clientConcurrencyLevels.join(', ')}</code>.`,
        `Context is held at <code>${view.perSlotContextTokens}</code> tokens per server slot.`,
        `Mirrored passes: ${passes}.`,
        `Each client level: ${lc.warmupRequestsPerLevel} warmups, then ${lc.measuredRequestsPerLevel} measured requests of ${lc.outputTokens} output tokens, ${h(lc.promptSchedule)} over ${lc.promptCount} fixed prompts, prompt caching disabled.`,
        `Load SLO per pass: completion rate ≥ ${(0,receipt/* pct1 */.lf)(slo.minCompletionRate)}, observed-p95 TTFT ≤ ${slo.maxTtftMsP95 === null ? 'no limit' : `${html_report_f1(slo.maxTtftMsP95)} ms`}, observed-p95 E2E ≤ ${html_report_f1(slo.maxE2eLatencyMsP95)} ms.`,
        `Capacity gate: peak RSS ≤ ${html_report_f1(view.capacityGate.maxServerPeakRssMib)} MiB, generation-rate spread ≤ ${html_report_f1(view.capacityGate.maxThroughputRelativeSpreadPercent)}%, observed-p95 E2E spread ≤ ${html_report_f1(view.capacityGate.maxE2eRelativeSpreadPercent)}%, quality gate met.`,
    ];
    return `<ul class="methodology">\n${items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`;
}
function provenance(view, toolVersion) {
    const p = view.provenance;
    const fp = view.fingerprints;
    const code = (s) => `<code>${h(String(s))}</code>`;
    const artifactCount = fp.loadArtifacts.length + fp.rssArtifacts.length + fp.serverLogs.length + fp.qualityArtifacts.length;
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
    const groups = [
        ['load evaluation', fp.loadArtifacts],
        ['peak RSS report', fp.rssArtifacts],
        ['server log', fp.serverLogs],
        ['quality evidence', fp.qualityArtifacts],
    ];
    const fingerprintRows = groups.flatMap(([kind, entries]) => entries.map(([label, sha]) => [h(kind), code(label), code(sha)]));
    return ((0,html_kit/* table */.tp)(['Field', 'Value'], rows, 'provenance') +
        `\n<details class="fingerprints">\n<summary>Input fingerprints (${artifactCount} files)</summary>\n` +
        (0,html_kit/* table */.tp)(['Kind', 'Label', 'SHA-256'], fingerprintRows, 'fingerprints') +
        '\n</details>');
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
function renderHtmlReport(study, options) {
    const view = (0,study_model/* readStudyView */.jw)(study, options.studyFile);
    const out = reportHead(view, options);
    if (options.decision) {
        out.push(decisionSection({
            decision: options.decision,
            candidates: view.candidates,
            passIds: view.passes.map((pass) => pass.id),
            sloE2eMs: view.loadContract.slo.maxE2eLatencyMsP95,
        }));
    }
    out.push('<section id="selected-points">');
    out.push('<h2>Selected operating points</h2>');
    out.push(selectedPointsTable(view));
    out.push('</section>');
    for (const candidate of view.candidates)
        out.push(...candidateSection(view, candidate));
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
    out.push(`<section class="boundary" id="boundary"><strong>Boundary.</strong> ${h(view.boundaryCaveat)}</section>`);
    out.push('</main>');
    out.push('</body>');
    out.push('</html>');
    return out.join('\n') + '\n';
}
/** The document head and the page's header: title, banner, question, scope, provenance line, legend. */
function reportHead(view, options) {
    const p = view.provenance;
    // The same context sentences as the receipt (plan wording, else derived from the study's facts).
    const wording = (0,study_wording/* studyWording */.Eo)({
        architecture: p.runnerArchitecture,
        releaseTag: p.canonicalReleaseTag,
        candidateLabels: view.candidates.map((c) => c.label),
        wording: view.wording,
        // A decision with a choice is a plan that asked to choose (decision.choose), as the receipt reads it.
        ...(options.decision?.choice ? { decides: true } : {}),
    });
    const out = [];
    out.push('<!DOCTYPE html>');
    out.push('<html lang="en">');
    out.push('<head>');
    out.push('<meta charset="utf-8">');
    // Defence in depth: even a stray reference could not leave the page.
    out.push(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
    out.push('<link rel="icon" href="data:,">');
    out.push(`<title>${h(`Capacity report · run ${p.runId} attempt ${p.runAttempt}`)}</title>`);
    out.push(`<style>${STYLE}${options.decision ? DECISION_STYLE : ''}${options.openLoop ? OPEN_LOOP_STYLE : ''}</style>`);
    out.push('</head>');
    out.push('<body>');
    out.push('<main>');
    out.push('<header>');
    out.push(`<h1>${h(view.wording?.title ?? `ParetoPilot ${wording.architecture} capacity report`)}</h1>`);
    out.push(`<p class="banner">${h(wording.banner)}</p>`);
    out.push(publishedOf(view)
        ? `<p class="meta">${h(view.classification)} · canonical outputs modified: ${view.canonicalOutputsModified ? 'yes' : 'no'}</p>`
        : `<p class="meta">${h(view.classification)}</p>`);
    out.push(`<p class="question">${h(wording.question)}</p>`);
    out.push(`<p><strong>Scope:</strong> ${h(view.scope)}</p>`);
    out.push(`<p class="decision-boundary"><strong>Decision boundary:</strong> ${h(wording.decisionBoundary)}</p>`);
    const timing = (0,receipt_client_timing/* clientTimingStatement */.XP)((0,json/* toPlain */.Ul)(view.document.provenance ?? null));
    if (timing)
        out.push(`<p class="client-timing"><strong>${h(timing.lead)}</strong> ${h(timing.text)}</p>`);
    out.push(`<p class="meta">${h(p.repository)} at <code>${h(p.revision.slice(0, 12))}</code> · run <code>${h(p.runId)}</code> attempt ${p.runAttempt} · ${h(p.runnerOs)} ${h(p.runnerArchitecture)} (${h(p.runnerCpu)}, ${p.runnerCpuCount} CPUs)</p>`);
    out.push('<p class="legend"><span><span class="swatch" style="background:hsl(140, 50%, 75%)"></span>passed every gate</span>' +
        '<span><span class="swatch" style="background:hsl(8, 80%, 86%)"></span>rejected</span>' +
        '<span>darker = higher generated tok/s</span><span>★ black outline = selected point</span>' +
        '<span>P = llama-server slots · C = simultaneous clients</span></p>');
    out.push('</header>');
    return out;
}
/** One candidate's envelope: heat map, gates per point, and the latency of every measured request. */
function candidateSection(view, candidate) {
    const out = [];
    out.push(`<section class="candidate" id="candidate-${html_report_anchor(candidate.id)}" data-candidate="${h(candidate.id)}">`);
    out.push(`<h2>Capacity envelope — ${h(candidate.label)}</h2>`);
    out.push('<div class="envelope">');
    out.push(heatMap(view, candidate));
    out.push(`<div class="envelope-gates">${selectedGateTable(view, candidate)}</div>`);
    out.push('</div>');
    out.push('<h3>Gate results per point</h3>');
    out.push(gateTable(view, candidate));
    out.push('<h3>Latency of every measured request</h3>');
    out.push('<p class="legend">' +
        view.passes
            .map((pass, i) => `<span><span class="swatch" style="background:${PASS_COLOURS[i % PASS_COLOURS.length]}"></span>${h(pass.id)} pass</span>`)
            .join('') +
        '<span>hollow red = failed request</span><span>black tick = the pass’s observed p95</span><span>dashed red = SLO limit</span></p>');
    out.push(stripPlot(view, candidate, 'ttft'));
    out.push(stripPlot(view, candidate, 'e2e'));
    out.push('</section>');
    return out;
}


/***/ })

};
