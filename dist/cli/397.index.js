export const id = 397;
export const ids = [397];
export const modules = {

/***/ 8220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   p7: () => (/* binding */ markdownText)
/* harmony export */ });
// Escaping of plan- and artifact-derived text for the Markdown the tool publishes (receipt, job
// summary, PR comment, chart tables). Such text is data: it must never become markup, a mention, a
// link, a table cell boundary or the sticky-comment marker. One implementation, used everywhere.
/**
 * The receipt's own Markdown escape (capacity-receipt.md §2): backslash, then bar, then backtick.
 * It keeps tables and code spans intact but nothing else; `markdownText` builds on it.
 */
function esc(s) {
    return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, '\\`');
}
/** Control characters, line/paragraph separators and bidirectional overrides: shown as one space. */
const BREAKING = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;
const ZWSP = '\u200b';
/**
 * Inline text for a table cell, heading, list item or paragraph. On top of `esc`:
 * - line breaks and other control characters become a space (a newline would end a table row or
 *   start a new block);
 * - `&`, `<`, `>` become entities, so no HTML tag, entity or `<!-- … -->` comment (the sticky
 *   comment marker) can appear, and `<…>` autolinks cannot form;
 * - `[` and `]` are backslash-escaped, so neither `[text](url)` links nor `![alt](src)` images form;
 * - `@` before a name and `#` before a number get a zero-width space, so `@user`, `@org/team`,
 *   `#123` and `owner/repo#123` notify nobody, and bare `https://` / `www.` addresses are broken the same way;
 * - a block marker at the very start (`#`, `-`, `+`, `*`, `=`, `1.`) is backslash-escaped.
 * Plain text (letters, digits, spaces, `.,:;()/_-*`) is returned unchanged.
 */
function markdownText(s) {
    let t = esc(s.replace(BREAKING, ' '))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[[\]]/g, (m) => `\\${m}`)
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`)
        // `#12`, `owner/repo#12`; not the `&amp;#64;` of an escaped entity, which is text already.
        .replace(/(?<!&amp;)#(?=\p{N})/gu, `#${ZWSP}`)
        .replace(/:\/\//g, `:/${ZWSP}/`)
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 1)}${ZWSP}${m.slice(1)}`);
    if (/^(?:[#+=*-]|\d+[.)])/.test(t))
        t = /^\d/.test(t) ? t.replace(/^(\d+)/, '$1\\') : `\\${t}`;
    return t;
}
/** Characters a backtick code span cannot carry safely: its own delimiter, a table pipe, a line break, `<`. */
const CODE_UNSAFE = /[`|\\<\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/**
 * Data shown as code. Plain values keep the familiar backtick code span (where GitHub renders them
 * literally: no mention, link or HTML); a value that could close the span, split a table cell or
 * spell the comment marker is rendered as `<code>` with `markdownText` inside instead.
 */
function markdownCode(s) {
    return CODE_UNSAFE.test(s) ? `<code>${markdownText(s)}</code>` : `\`${s}\``;
}


/***/ }),

/***/ 8510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XP: () => (/* binding */ clientTimingStatement),
/* harmony export */   oH: () => (/* binding */ clientTimingNotice)
/* harmony export */ });
/* unused harmony export recordedClientTiming */
/* harmony import */ var _measurement_manifest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74);
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8220);
// The receipt's statement of the load client's own timing error: when the manifest records the
// prepare stage's self-check (host_evidence.client_timing), the receipt says how far the client's
// TTFT/E2E readings were from a scripted server's ground truth on that machine; otherwise it adds
// nothing, so receipts of studies without the check (the published seed receipt included) are unchanged.


const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
/** The self-check a study's manifest records, or null (absent or not the shape prepare writes). */
function recordedClientTiming(provenance) {
    if (!isObject(provenance) || !isObject(provenance.host_evidence))
        return null;
    const c = provenance.host_evidence.client_timing;
    if (!isObject(c))
        return null;
    if (typeof c.error === 'string' && c.error.trim() !== '')
        return { kind: 'failed', error: c.error.trim() };
    const s = c.schedule;
    if (!isObject(s) || !finite(s.first_token_ms) || !finite(s.gap_ms) || !finite(s.tokens))
        return null;
    if (!Array.isArray(c.levels) || c.levels.length === 0)
        return null;
    const levels = [];
    for (const l of c.levels) {
        if (!isObject(l) || !finite(l.concurrency))
            return null;
        const level = { concurrency: l.concurrency };
        for (const key of _measurement_manifest_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TIMING_FIGURES */ .F$) {
            const v = l[key];
            if (!finite(v))
                return null;
            level[key] = v;
        }
        levels.push(level);
    }
    return { kind: 'measured', firstTokenMs: s.first_token_ms, gapMs: s.gap_ms, tokens: s.tokens, levels };
}
const ms = (v) => `${v.toFixed(2)} ms`;
/**
 * The statement as plain text (a bold lead and a sentence), for the receipt and the HTML report to
 * escape in their own way; null without a self-check.
 */
function clientTimingStatement(provenance) {
    const t = recordedClientTiming(provenance);
    if (!t)
        return null;
    if (t.kind === 'failed')
        return {
            lead: 'Load client timing:',
            text: `the self-check before measuring failed (${t.error}), so the load client's own timing error on this runner is unknown.`,
        };
    const worst = (key) => Math.max(...t.levels.map((l) => l[key]));
    const levels = t.levels.map((l) => l.concurrency).join(', ');
    return {
        lead: 'Load client timing on this runner:',
        text: `before measuring, the load client timed a scripted server (first token after ${t.firstTokenMs} ms, then one token every ${t.gapMs} ms, ${t.tokens} tokens; ground truth on the same monotonic clock) at C = ${levels}. Its TTFT readings were off by at most ${ms(worst('ttft_error_ms_p50'))} at p50 and ${ms(worst('ttft_error_ms_p99'))} at p99, its E2E readings by at most ${ms(worst('e2e_error_ms_p50'))} and ${ms(worst('e2e_error_ms_p99'))}, and its clock started at most ${ms(worst('start_to_arrival_ms_p50'))} (p50) before a request reached the server. Latency differences below these are within the client's own error.`,
    };
}
/** Lines inserted after the receipt header (and the emulation notice); empty without a self-check. */
function clientTimingNotice(study) {
    const s = clientTimingStatement(study.provenance);
    return s ? ['', `> **${s.lead}** ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(s.text)}`] : [];
}


/***/ }),

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ openLoopSection),
/* harmony export */   GY: () => (/* binding */ bracketText),
/* harmony export */   Hd: () => (/* binding */ secondsText),
/* harmony export */   Jh: () => (/* binding */ bindingWords),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   o7: () => (/* binding */ statusWords),
/* harmony export */   xX: () => (/* binding */ arrivalWords)
/* harmony export */ });
/* unused harmony exports sustainableText, openLoopChoice */
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8220);
// The receipt's open-loop section (docs/open-loop.md, "In the study"): per candidate, one row per P
// of its rate envelope — the highest sustainable rate with its bracket, goodput there, the binding
// limit, probes and runner time, the passes and their spread, and how the search ended in words.
// A search that did not converge never shows a capacity figure. Nothing for a closed-loop study.


const pct = (x) => `${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(x * 100, 1)}%`;
/** A rate in req/s with about three significant figures. */
function rateText(x) {
    return (0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(x, x >= 10 ? 1 : x >= 1 ? 2 : 3);
}
function secondsText(s) {
    return s < 90 ? `${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(s, 0)} s` : `${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(s / 60, 1)} min`;
}
function arrivalWords(e) {
    if (e.arrival === 'gamma')
        return `gamma arrivals (burstiness ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.burstiness ?? 1, 2)})`;
    return e.arrival === 'poisson' ? 'Poisson arrivals' : 'evenly spaced (constant) arrivals';
}
function bracketText(b) {
    const [lo, hi] = b;
    if (lo === null && hi === null)
        return 'open';
    if (lo === null)
        return `below ${rateText(hi)} req/s`;
    if (hi === null)
        return `${rateText(lo)} req/s and up (no rate failed)`;
    return `${rateText(lo)} – ${rateText(hi)} req/s`;
}
function bindingWords(e) {
    switch (e.binding_limit) {
        case 'e2e':
            return `E2E ≤ ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.limits.e2e_ms, 0)} ms`;
        case 'ttft':
            return `TTFT ≤ ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.limits.ttft_ms, 0)} ms`;
        case 'completion':
            return 'completion (failed or unsent requests)';
        case 'none':
            return 'none missed (the probe above was indeterminate or invalid)';
        default:
            return 'not reached (no rate failed)';
    }
}
/** The headline figure: a capacity only when every pass converged. */
function sustainableText(e) {
    if (e.status === 'converged' && e.max_rate_rps !== null)
        return `**${rateText(e.max_rate_rps)} req/s**`;
    return 'not established';
}
/** How the search ended, in words; never a capacity unless converged. */
function statusWords(e, tolerancePercent) {
    const lo = e.bracket_rps[0];
    const tol = tolerancePercent === undefined ? '' : ` (tolerance ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(tolerancePercent, 0)}%)`;
    let text;
    switch (e.status) {
        case 'converged':
            text = `Converged: the boundary lies in the bracket${tol}`;
            break;
        case 'budget':
            text =
                'Budget spent before the search converged: not a capacity' +
                    (lo === null ? ', no rate was sustained yet' : `; at least ${rateText(lo)} req/s was sustained`);
            break;
        case 'below-min':
            text = "Below the plan's minimum rate: no offered rate met the target";
            break;
        case 'above-max':
            text = `Above the plan's maximum rate: every rate probed was sustained, the capacity lies higher`;
            break;
    }
    if (e.spread_gate === 'fail')
        text += '; the passes disagree beyond the spread gate';
    return text;
}
function passesText(e) {
    const each = e.passes
        .map((p) => `${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(p.pass_id)} ${p.max_rate_rps === null ? 'none' : rateText(p.max_rate_rps)}`)
        .join(', ');
    const spread = e.pass_spread_percent === null
        ? 'spread not measured'
        : `spread ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.pass_spread_percent, 1)}% / ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.max_pass_spread_percent, 1)}%`;
    return `${each}<br>${spread}: ${e.spread_gate.toUpperCase()}`;
}
function goodputText(e) {
    if (e.goodput_rps === null || e.goodput_tokens_per_second === null)
        return '—';
    const a = e.attainment_at_max_rate;
    const att = a === null ? '' : `<br>attainment ${pct(a.fraction)} (${pct(a.lower)}–${pct(a.upper)})`;
    return `${rateText(e.goodput_rps)} req/s · ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(e.goodput_tokens_per_second, 1)} tok/s${att}`;
}
/**
 * The candidate's open-loop operating point: the P with the most goodput (generated tokens/s at its
 * highest sustainable rate) among searches that converged in every pass and passed the spread gate;
 * ties go to the fewer slots. Undefined when no search qualifies (nothing is chosen on a bracket).
 */
function openLoopChoice(entries) {
    let best;
    for (const e of entries) {
        if (e.status !== 'converged' || e.spread_gate !== 'pass' || e.goodput_tokens_per_second === null)
            continue;
        const better = best === undefined ||
            e.goodput_tokens_per_second > best.goodput_tokens_per_second ||
            (e.goodput_tokens_per_second === best.goodput_tokens_per_second &&
                e.server_parallel < best.server_parallel);
        if (better)
            best = e;
    }
    return best;
}
function choiceLine(entries) {
    const best = openLoopChoice(entries);
    if (best === undefined)
        return '**Most goodput under the limits:** none chosen — no P has a search that converged in every pass and passed the spread gate.';
    return (`**Most goodput under the limits:** P${best.server_parallel} — ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(best.goodput_tokens_per_second, 1)} tok/s ` +
        `(${rateText(best.goodput_rps)} req/s good) at ${rateText(best.max_rate_rps)} req/s offered, ` +
        'among the P whose search converged in every pass and passed the spread gate.');
}
function candidateSection(candidate, entries) {
    const first = entries[0];
    const lines = [
        '',
        `## Open-loop capacity — ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(candidate.label)}`,
        '',
        `Requests arrive on a schedule (${arrivalWords(first)}), whatever the server does. A rate is sustainable when, ` +
            `in every replicate, the lower bound of the exact ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(first.confidence * 100, 0)}% interval of the share ` +
            `of requests within TTFT ≤ ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(first.limits.ttft_ms, 0)} ms and E2E ≤ ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(first.limits.e2e_ms, 0)} ms ` +
            `is at least ${pct(first.attainment_target)}. The highest sustainable rate is the lowest that every pass demonstrated.`,
        '',
        '| Server slots | Highest sustainable rate | Bracket | Goodput there | Binding limit | Probes | Runner time | Passes | Status |',
        '| ---: | ---: | --- | --- | --- | ---: | ---: | --- | --- |',
    ];
    for (const e of entries)
        lines.push(`| P${e.server_parallel} | ${sustainableText(e)} | ${bracketText(e.bracket_rps)} | ${goodputText(e)} | ` +
            `${bindingWords(e)} | ${e.probes} (${e.invalid_probes} invalid) | ${secondsText(e.runner_seconds)} | ` +
            `${passesText(e)} | ${statusWords(e)} |`);
    lines.push('', choiceLine(entries));
    return lines;
}
function openLoopSection(study) {
    const envelope = study.rate_envelope;
    if (envelope === undefined)
        return [];
    return study.plan.candidates.flatMap((c) => {
        const entries = envelope.filter((e) => e.candidate_id === c.id);
        return entries.length === 0 ? [] : candidateSection(c, entries);
    });
}


/***/ }),

/***/ 1610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eh: () => (/* binding */ human),
  i0: () => (/* binding */ numberWord),
  lf: () => (/* binding */ pct1),
  pB: () => (/* binding */ renderReceipt),
  TS: () => (/* binding */ sf1)
});

// UNUSED EXPORTS: CLI_COMMAND, receiptWording, shortDecimal

// EXTERNAL MODULE: ./src/domain/report/receipt-client-timing.ts
var receipt_client_timing = __webpack_require__(8510);
// EXTERNAL MODULE: ./src/domain/report/markdown-escape.ts
var markdown_escape = __webpack_require__(8220);
;// CONCATENATED MODULE: ./src/domain/report/receipt-emulation.ts
// The receipt's emulation notice: when the manifest records that the servers ran under a user-mode
// emulator (host_evidence.launcher), the receipt says so plainly; otherwise it adds nothing, so
// receipts of native runs (the published seed receipt included) are unchanged.

const receipt_emulation_text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
/** The launcher a study's manifest records, or null (absent or not the shape the prepare stage writes). */
function recordedLauncher(provenance) {
    if (provenance === null || typeof provenance !== 'object')
        return null;
    const host = provenance.host_evidence;
    if (host === null || typeof host !== 'object')
        return null;
    const l = host.launcher;
    if (l === null || typeof l !== 'object')
        return null;
    const r = l;
    const emulator = receipt_emulation_text(r.emulator);
    if (!emulator)
        return null;
    return {
        emulator,
        version: receipt_emulation_text(r.version) ?? 'version not recorded',
        emulatedCpu: receipt_emulation_text(r.emulated_cpu) ?? 'not recorded',
        host: receipt_emulation_text(r.host_architecture) ?? 'another architecture',
        guest: receipt_emulation_text(r.guest_architecture) ?? 'a foreign architecture',
    };
}
/** Lines inserted after the receipt header; empty for native runs. */
function emulationNotice(study) {
    const l = recordedLauncher(study.provenance);
    if (!l)
        return [];
    return [
        '',
        `> **Emulated run:** every llama-server in this study was built for ${(0,markdown_escape/* markdownText */.p7)(l.guest)} and ran under the user-mode emulator ${(0,markdown_escape/* markdownCode */.D9)(l.emulator)} (${(0,markdown_escape/* markdownText */.p7)(l.version)}; emulated CPU ${(0,markdown_escape/* markdownCode */.D9)(l.emulatedCpu)}) on a host of architecture ${(0,markdown_escape/* markdownText */.p7)(l.host)}. Every throughput, latency and memory figure below comes from emulation and says nothing about the speed of an Arm64 CPU; only the build, symbol and KleidiAI marker evidence is the real thing.`,
    ];
}

// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(4975);
;// CONCATENATED MODULE: ./src/domain/report/receipt-decision.ts
// The receipt's "Decision" section (docs/decision.md) for studies whose plan asks for one: the
// headline, each candidate's best point with its interval, gates and standing against the best of the
// others, the simultaneous comparisons with their factor and verdict, the noise of every concurrency
// level, and what would settle what is still open.



const FACTOR_WORDS = {
    build: 'build',
    model: 'model',
    server_args: 'server options',
    confounded: 'CONFOUNDED',
    identical: 'identical (A/A)',
};
const gate = (g) => (g === null ? 'not gated' : g.toUpperCase());
const pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
/** A confidence level as a percentage without a trailing `.0` (0.95 → `95`). */
const level = (c) => (0,format/* pyFixed */.mS)(c * 100, 1).replace(/\.0$/, '');
function boundText(b) {
    if (b.estimate === null)
        return 'no completed request';
    const upper = b.upper === null
        ? `no upper bound (needs ${b.requests_needed ?? '?'} requests, has ${b.requests})`
        : `≤ ${(0,format/* pyFixed */.mS)(b.upper, 1)}`;
    return `${(0,format/* pyFixed */.mS)(b.estimate, 1)} ms (${upper})`;
}
function label(study, id) {
    return (0,markdown_escape/* markdownText */.p7)(study.plan.candidates.find((c) => c.id === id)?.label ?? id);
}
function cellOf(d, id, p, c) {
    return d.cells.find((x) => x.candidate_id === id && x.server_parallel === p && x.client_concurrency === c);
}
function bestPoints(study, d) {
    const lines = [
        `| Candidate | Best eligible point | Generation rate [${level(d.confidence)} % CI] | TTFT p95 | E2E p95 | Gates (completion · TTFT · E2E · memory · quality) | Against the best of the others [${level(d.confidence)} % simultaneous] |`,
        '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ];
    for (const candidate of study.plan.candidates) {
        const standing = d.candidates.find((c) => c.candidate_id === candidate.id);
        const ref = standing?.cell ?? null;
        const cell = ref ? cellOf(d, candidate.id, ref.server_parallel, ref.client_concurrency) : undefined;
        if (standing === undefined || cell === undefined) {
            lines.push(`| ${label(study, candidate.id)} | No eligible point | — | — | — | — | — |`);
            continue;
        }
        const g = cell.gates;
        const versus = standing.versus_best_of_others === null
            ? headline/* STANDING_WORDS */.Dg[standing.verdict]
            : `${headline/* STANDING_WORDS */.Dg[standing.verdict]}: ${(0,headline/* changeText */.k0)(1, standing.versus_best_of_others).replace(/^0\.0 % /, '')}`;
        lines.push(`| ${label(study, candidate.id)} | P${cell.server_parallel} / C${cell.client_concurrency} | ` +
            `${(0,headline/* rateText */.cf)(cell.generated_tokens_per_second.estimate, cell.generated_tokens_per_second.ci)} | ` +
            `${boundText(cell.ttft_ms_p95)} | ${boundText(cell.e2e_latency_ms_p95)} | ` +
            `${[g.completion, g.ttft, g.e2e, g.memory, g.quality].map(gate).join(' · ')} | ${versus} |`);
    }
    return lines;
}
function comparisons(study, d) {
    if (d.comparisons.length === 0)
        return [];
    const lines = [
        '',
        `| A vs B | Factor | At | A / B − 1 [${level(d.confidence)} % simultaneous] | Verdict | Detectable (80 % power) | Pairs to resolve |`,
        '| --- | --- | --- | ---: | --- | ---: | ---: |',
    ];
    for (const c of d.comparisons) {
        const at = c.at === 'selected'
            ? `each at its best (P${c.a_cell.server_parallel} / C${c.a_cell.client_concurrency} vs P${c.b_cell.server_parallel} / C${c.b_cell.client_concurrency})`
            : c.at.replace('/', ' / ');
        const factor = FACTOR_WORDS[c.factor] + (c.factor_detail ? ` (${(0,markdown_escape/* markdownText */.p7)(c.factor_detail)})` : '');
        lines.push(`| ${label(study, c.a)} vs ${label(study, c.b)} | ${factor} | ${at} | ${(0,headline/* changeText */.k0)(c.ratio, c.ci)} | ` +
            `${c.verdict === null ? 'no interval' : headline/* VERDICT_WORDS */._G[c.verdict]} | ${c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect)} | ${pairsCell(c.pairs_needed, c.beyond_plan_maximum)} |`);
    }
    const family = d.simultaneous;
    if (family !== null)
        lines.push('', `Every interval of this table holds at once with ${level(d.confidence)} % confidence: they are simultaneous over all ${family.pairs} pairs of cells of different candidates (critical value ${(0,format/* pyFixed */.mS)(family.critical_value, 2)}, ${family.draws} Monte Carlo draws), so a "better" row is a familywise claim. A candidate's best point is a maximum over its cells: its rows bound the best against the best, whichever cell the data made look best. "Equivalent" means the whole interval lies within ±${pct(d.indifference_zone)} (the indifference zone).`);
    if (d.comparisons.some((c) => c.factor === 'confounded'))
        lines.push('', 'A CONFOUNDED pair differs in more than one factor (build, model, server options): its difference is measured, but it cannot be credited to any one of them.');
    return lines;
}
function pairsCell(pairs, beyond) {
    if (pairs === null)
        return '—';
    return beyond ? `${pairs} (beyond the plan's maximum)` : String(pairs);
}
function noise(d) {
    if (d.noise.levels.length === 0)
        return [
            '',
            `**Noise of this runner:** not measurable (${(0,markdown_escape/* markdownText */.p7)(d.noise.reason ?? 'no residual degrees of freedom')}).`,
        ];
    const levels = d.noise.levels.map((l) => `C ${l.client_concurrency}: ${pct(l.noise_floor)} (${l.cells} cells, ${(0,format/* pyFixed */.mS)(l.df, 1)} df${l.pooled ? ', pooled over all levels' : ''}; detects ${l.minimum_detectable_effect === null ? '—' : pct(l.minimum_detectable_effect)})`);
    return [
        '',
        `**Noise of this runner, per client concurrency:** one measurement of one configuration varies between counterbalanced passes by ${levels.join('; ')}. ` +
            `Pass-wide shifts ${d.noise.pass_shift.map((s) => (0,headline/* changeText */.k0)(1 + s, null).replace(' [no interval]', '')).join(', ')}. ` +
            `"Detects" is the smallest difference between two cells of that level that a simultaneous interval excludes with 80 % power.`,
    ];
}
function openItems(study, d) {
    const lines = [];
    const needs = d.cells
        .map((c) => c.e2e_latency_ms_p95.requests_needed ?? c.ttft_ms_p95.requests_needed)
        .filter((n) => n !== null);
    if (needs.length > 0) {
        const most = Math.max(...needs);
        lines.push(`- ${needs.length} of ${d.cells.length} cells have too few requests for a distribution-free bound on their p95 (${most} are needed per cell, over all passes): their latency gates are INDETERMINATE.`);
    }
    const choice = d.choice;
    if (choice !== null && choice.status === 'unresolved')
        lines.push(choice.pairs_needed === null
            ? `- The choice is unresolved and no pair count up to 1000 resolves it at this noise${d.indifference_zone > 0 ? '' : ' (the indifference zone is zero: no study can show a candidate within it)'}.`
            : `- The choice is unresolved: about ${choice.pairs_needed} counterbalanced pairs in all (decision.pairs; this study ran ${d.pairs}) would show the chosen point within ${pct(d.indifference_zone)} of the best with 80 % probability at this noise${choice.beyond_plan_maximum ? " — beyond this plan format's maximum of 10 pairs" : ''}.`);
    const unresolved = d.comparisons.filter((c) => c.pairs_needed !== null);
    if (unresolved.length > 0) {
        const most = Math.max(...unresolved.map((c) => c.pairs_needed));
        lines.push(`- ${unresolved.length} comparison(s) show no detectable difference; up to ${most} counterbalanced pair(s) in all would settle each one (better, worse, or equivalent within ±${pct(d.indifference_zone)}) with 80 % probability at this noise.`);
    }
    for (const e of d.grid_edge) {
        const next = [
            e.next_levels.server_parallel === null ? null : `P ${e.next_levels.server_parallel}`,
            e.next_levels.client_concurrency === null ? null : `C ${e.next_levels.client_concurrency}`,
        ].filter((x) => x !== null);
        lines.push(`- The best point of ${label(study, e.candidate_id)} (P${e.cell.server_parallel} / C${e.cell.client_concurrency}) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add ${next.join(' and ')}.`);
    }
    return lines.length === 0 ? [] : ['', '**What would settle what is open:**', '', ...lines];
}
/** The section, or nothing for a study without a decision. */
function decisionSection(study) {
    const d = study.decision;
    if (d === undefined)
        return [];
    const choice = d.choice;
    const lines = ['## Decision', ''];
    if (choice !== null) {
        lines.push(`**${(0,markdown_escape/* markdownText */.p7)(choice.headline)}**`, '');
        const runner = choice.runner_up === null ? 'none' : label(study, choice.runner_up.candidate_id);
        const rate = choice.rate === null ? '' : ` · chosen rate: ${(0,markdown_escape/* markdownText */.p7)(choice.rate.method)}`;
        lines.push(`Status: **${headline/* STATUS_WORDS */.ly[choice.status]}** · runner-up: ${runner}${rate}.`, '');
    }
    lines.push(...bestPoints(study, d), ...comparisons(study, d), ...noise(d), ...openItems(study, d));
    lines.push('', `Intervals are ${level(d.confidence)} % confidence intervals for this runner (${(0,markdown_escape/* markdownText */.p7)(d.method)}); gate bounds are one-sided at the same level. "No detectable difference" means the interval includes no difference and is wider than the indifference zone; "equivalent" means it lies inside the zone; UNRESOLVED and INDETERMINATE say what would settle them above (docs/decision.md).`, '');
    return lines;
}

;// CONCATENATED MODULE: ./src/domain/report/receipt-envelope-decision.ts
/** The published failure codes that are no gate of the decision (it carries the spread in its intervals). */
const SPREAD_CODES = new Set([
    'throughput_relative_spread_above_maximum',
    'e2e_relative_spread_above_maximum',
]);
function decisionCellOf(study, cell) {
    return study.decision?.cells.find((c) => c.candidate_id === cell.candidate_id &&
        c.server_parallel === cell.server_parallel &&
        c.client_concurrency === cell.client_concurrency);
}
const upper = (v) => v.toUpperCase();
/**
 * The headline verdict of a grid cell and, where the published rule says otherwise, the published
 * verdict with its reasons in words (`human` turns a failure code into words).
 */
function decisionGridVerdict(decided, cell, human) {
    const verdict = upper(decided.verdict);
    const published = cell.summary.capacity_gate_met ? 'PASS' : 'FAIL';
    if (published === verdict)
        return { verdict, note: '' };
    const reasons = cell.summary.failure_reasons.map((code) => SPREAD_CODES.has(code)
        ? `${human(code)} (a two-pass spread check; the decision's intervals carry it)`
        : human(code));
    const why = published === 'PASS'
        ? 'every pass met the SLO point estimates; the decision needs bounds'
        : reasons.join('; ');
    return { verdict, note: `<br>published rule: ${published} — ${why}` };
}
/** The decision's column of the published selection's gate table, row by row. */
function decisionGateColumn(decided) {
    if (decided === undefined)
        return new Array(6).fill('not in the decision');
    const g = decided.gates;
    const latency = [g.ttft === null ? null : `TTFT ${upper(g.ttft)}`, `E2E ${upper(g.e2e)}`].filter((x) => x !== null);
    const spread = 'not a gate (the intervals carry the spread)';
    return [
        `${latency.join(' · ')} (p95 bounds over both passes)`,
        upper(g.quality),
        upper(g.memory),
        upper(g.completion),
        spread,
        spread,
    ];
}
/** " (published rule)" where a decision block gives the study a second, interval-based answer. */
function ruleWords(study) {
    return study.decision === undefined ? '' : ' (published rule)';
}
/** Where the decision's answer for this candidate is, in one line under its envelope. */
function decisionEnvelopeNote(study, candidateId) {
    const standing = study.decision?.candidates.find((c) => c.candidate_id === candidateId);
    const best = standing?.cell == null
        ? 'has no eligible point'
        : `has its best point at P${standing.cell.server_parallel} / C${standing.cell.client_concurrency}`;
    return (`**Decision:** in the decision (its section above), this candidate ${best}. Grid verdicts above are the decision's ` +
        `(bounds over every pass); where the published rule — every pass's point estimate within the SLO and a pass-to-pass ` +
        `spread cap — says otherwise, its verdict and reason stand beside the decision's.`);
}

;// CONCATENATED MODULE: ./src/domain/report/receipt-early-stop.ts
// The receipt's account of the closed-loop early stop (docs/spec-extensions.md): a skipped cell in
// the envelope grid, and one section listing every skipped (pass, cell) with its reason and the
// runner seconds saved. Nothing when the plan has no early stop, so other receipts are unchanged.


const SKIPPED_SENTENCE = "Skipped by the plan's early stop in some pass (not measured, never eligible)";
/** The envelope grid's text for a cell the early stop skipped in some pass. */
function skippedGridCell(cell) {
    return `**SKIPPED** · early stop<br>not measured in ${(cell.skipped_passes ?? []).join(', ')}`;
}
const seconds = (s) => (s < 90 ? `${(0,format/* pyFixed */.mS)(s, 0)} s` : `${(0,format/* pyFixed */.mS)(s / 60, 1)} min`);
function earlyStopSection(study) {
    const e = study.early_stop;
    if (e === undefined)
        return [];
    const n = e.skipped_cells.length;
    const lines = [
        '',
        '## Early stop',
        '',
        `**Early stop:** ${n} cell ${n === 1 ? 'measurement' : 'measurements'} skipped (a higher C once ${e.min_failed_passes} passes ` +
            `failed the SLO by more than ${(0,format/* pyFixed */.mS)(e.margin_percent, 1)}% at a lower C of the same candidate and P); ` +
            `about ${seconds(e.estimated_runner_seconds_saved)} of runner time saved (each skip: the mean measured ` +
            'time of that cell in the passes that ran it, warmups included). A skipped measurement is not a failure; a cell missing one is never eligible.',
    ];
    if (n === 0)
        return lines;
    lines.push('', '| Pass | Candidate | Point | Why | Saved |', '| --- | --- | --- | --- | ---: |');
    for (const s of e.skipped_cells)
        lines.push(`| ${(0,markdown_escape/* markdownText */.p7)(s.pass_id)} | ${(0,markdown_escape/* markdownText */.p7)(s.candidate_id)} | P${s.server_parallel} / C${s.client_concurrency} | ` +
            `${(0,markdown_escape/* markdownText */.p7)(s.reason)} | ${seconds(s.estimated_runner_seconds_saved)} |`);
    return lines;
}

// EXTERNAL MODULE: ./src/domain/report/receipt-open-loop.ts
var receipt_open_loop = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/domain/report/receipt-extensions.ts



function extensionSections(study) {
    return [...earlyStopSection(study), ...(0,receipt_open_loop/* openLoopSection */.C3)(study)];
}

// EXTERNAL MODULE: ./src/domain/study/wording.ts
var study_wording = __webpack_require__(7462);
;// CONCATENATED MODULE: ./src/domain/report/receipt.ts
// Markdown receipt of one validated capacity study (capacity-receipt.md). Pure: the study in, text out.
// cohesive: the published receipt section by section (spec capacity-receipt.md), one renderer each.








/** The command-line program the reproduce block invokes. */
const CLI_COMMAND = 'paretopilot-capacity';
// ---------------------------------------------------------------------------------------------
// Formatting helpers (receipt §2)
const f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
/** Sign always shown; −0.0 counts as negative, as in Python. */
function sf1(x) {
    const negative = x < 0 || Object.is(x, -0);
    return (negative ? '-' : '+') + f1(Math.abs(x));
}
/** Multiplies in binary floating point first, then formats. */
function pct1(x) {
    return f1(x * 100) + '%';
}
function ms(x) {
    return x === null || x === undefined ? 'not measured' : `${f1(x)} ms`;
}
const receipt_status = (b) => (b ? 'PASS' : 'FAIL');
const yesno = (b) => (b ? 'Yes' : 'No');
const point = (p, c) => `P${p} / C${c}`;
const UNQUALIFIED_SENTENCES = {
    one_or_more_passes_failed_load_slo: 'At least one pass missed the load SLO',
    server_peak_rss_above_maximum: 'Peak memory exceeded the service budget',
    quality_gate_failed: 'The task-specific quality guard failed',
    throughput_relative_spread_above_maximum: 'Generation rate varied too much between passes',
    e2e_relative_spread_above_maximum: 'Observed-p95 end-to-end latency varied too much between passes',
    skipped_by_early_stop: SKIPPED_SENTENCE,
};
const PASS_PHRASES = {
    completion_rate_below_minimum: 'completion rate was below the minimum',
    no_completed_request_ttft: 'no completed request produced TTFT evidence',
    ttft_ms_p95_above_maximum: 'observed-p95 TTFT exceeded the limit',
    no_completed_request_e2e: 'no completed request produced E2E evidence',
    e2e_latency_ms_p95_above_maximum: 'observed-p95 E2E exceeded the limit',
};
const own = (table, key) => Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
/** Failure code → sentence (receipt §4.3), with Python `capitalize()` semantics. */
function human(code) {
    const sentence = own(UNQUALIFIED_SENTENCES, code);
    if (sentence !== undefined)
        return sentence;
    const colon = code.indexOf(':');
    if (colon >= 0) {
        const phrase = own(PASS_PHRASES, code.slice(colon + 1));
        if (phrase !== undefined)
            return `${(0,format/* pyCapitalize */.Os)(code.slice(0, colon))} pass: ${phrase}`;
    }
    return (0,format/* pyCapitalize */.Os)(code.replace(/_/g, ' '));
}
const NUMBER_WORDS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
];
/** `one`..`twenty` as words, anything else as digits. */
function numberWord(n) {
    return Number.isInteger(n) && n >= 1 && n <= 20 ? NUMBER_WORDS[n] : String(n);
}
function counted(n, singular, plural) {
    return `${numberWord(n)} ${n === 1 ? singular : plural}`;
}
/** Integral → `1`; otherwise the shortest decimal that round-trips, never exponent notation. */
function shortDecimal(x) {
    if (Number.isInteger(x))
        return String(x);
    const s = String(x);
    return s.includes('e') ? x.toFixed(20).replace(/0+$/, '') : s;
}
// Values reach the command block from the study, so anything outside a conservative set is quoted.
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;
function shellArg(s) {
    return SHELL_SAFE.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function shellQuotedWord(s) {
    return SHELL_SAFE.test(s.replace(/#/g, '')) ? `"${s}"` : `'${s.replace(/'/g, `'\\''`)}'`;
}
// ---------------------------------------------------------------------------------------------
// Sections
function findCell(study, candidateId, p, c) {
    return study.cells.find((cell) => cell.candidate_id === candidateId && cell.server_parallel === p && cell.client_concurrency === c);
}
const ascending = (levels) => [...levels].sort((a, b) => a - b);
/** The context sentences of this study (plan wording, else derived from the study's facts). */
function receiptWording(study) {
    return (0,study_wording/* studyWording */.Eo)((0,study_wording/* wordingFacts */.qT)(study.plan, study.provenance));
}
function header(study, wording) {
    const lines = [
        `# ${(0,markdown_escape/* markdownText */.p7)(wording.title)}`,
        '',
        `> **${(0,markdown_escape/* markdownText */.p7)(wording.banner)}**`,
        '',
        ...decisionSection(study),
        (0,markdown_escape/* markdownText */.p7)(wording.question),
        '',
        `**Scope:** ${(0,markdown_escape/* markdownText */.p7)(study.plan.scope)}`,
        '',
        '`P` = llama-server slots · `C` = simultaneous clients · `TTFT` = time to first token · `E2E` = end-to-end latency · `RSS` = peak resident memory · `SLO` = the predeclared service-level limit.',
        '',
        `**Decision boundary:** ${(0,markdown_escape/* markdownText */.p7)(wording.decisionBoundary)}`,
        '',
        '## Selected operating points',
        '',
        '| Candidate | Role | Selected point | Median generation rate | Generation rate vs P1/C1 |',
        '| --- | --- | --- | ---: | ---: |',
    ];
    for (const selection of study.selections) {
        const candidate = study.plan.candidates.find((c) => c.id === selection.candidate_id);
        const label = (0,markdown_escape/* markdownText */.p7)(candidate ? candidate.label : selection.candidate_id);
        const roleText = candidate ? (0,markdown_escape/* markdownText */.p7)((0,study_wording/* roleName */.S3)(candidate.role, wording.roles)) : 'Not applicable';
        const selected = selection.selected_cell;
        if (selected === null || selected === undefined) {
            lines.push(`| ${label} | ${roleText} | No eligible point | Not applicable | Not applicable |`);
            continue;
        }
        const comparison = selection.comparison_to_reference_percent;
        const change = comparison ? `${sf1(comparison.generated_tokens_per_second_median)}%` : 'Not applicable';
        lines.push(`| ${label} | ${roleText} | ${point(selected.server_parallel, selected.client_concurrency)} | ` +
            `${f2(selected.generated_tokens_per_second_median)} tok/s | ${change} |`);
    }
    const tolerance = shortDecimal(study.plan.selection.objective_tolerance_percent);
    lines.push('', `Selection maximizes the median generated-token rate only among cells where both counterbalanced passes meet the load SLO and stability limits, the quality gate passes, and peak server RSS stays within the predeclared limit. Points within the ${tolerance}% objective tolerance use lower observed-p95 E2E, lower observed-p95 TTFT, lower RSS, fewer server slots, then fewer clients.`);
    return lines;
}
function gridCell(study, cell) {
    if (cell === undefined)
        return 'Not measured';
    if (cell.status === 'SKIPPED')
        return skippedGridCell(cell);
    const s = cell.summary;
    const decided = decisionCellOf(study, cell);
    const { verdict, note } = decided === undefined
        ? { verdict: receipt_status(s.capacity_gate_met), note: '' }
        : decisionGridVerdict(decided, cell, human);
    return (`**${verdict} · ${f2(s.generated_tokens_per_second_median)} tok/s**` +
        `<br>E2E p95 ${ms(s.e2e_latency_ms_p95_median)}<br>TTFT p95 ${ms(s.ttft_ms_p95_median)}${note}`);
}
function envelope(study, candidate) {
    const { plan } = study;
    const clientLevels = ascending(plan.client_concurrency_levels);
    const lines = [
        '',
        `## Capacity envelope — ${(0,markdown_escape/* markdownText */.p7)(candidate.label)}`,
        '',
        `| Server slots |${clientLevels.map((c) => ` C${c} |`).join('')}`,
        `| ---: |${clientLevels.map(() => ' --- |').join('')}`,
    ];
    for (const p of ascending(plan.server_parallel_levels)) {
        const cells = clientLevels.map((c) => gridCell(study, findCell(study, candidate.id, p, c)));
        lines.push(`| P${p} | ${cells.join(' | ')} |`);
    }
    const selected = study.selections.find((s) => s.candidate_id === candidate.id)?.selected_cell ?? null;
    const selectedCell = selected === null
        ? undefined
        : findCell(study, candidate.id, selected.server_parallel, selected.client_concurrency);
    if (selected === null || selectedCell === undefined) {
        lines.push('', `**Envelope result${ruleWords(study)}:** no observed point cleared every predeclared gate.`);
    }
    else {
        const s = selectedCell.summary;
        const gate = plan.capacity_gate;
        const minCompletion = study.load_contract.slo.min_completion_rate;
        const e2eSpread = s.e2e_relative_spread_percent;
        const e2eSpreadText = e2eSpread === null ? 'not measured' : `${f1(e2eSpread)}%`;
        const rows = [
            `| Both counterbalanced passes meet load SLO | ${yesno(s.every_pass_slo_met)} | ${receipt_status(s.every_pass_slo_met)} |`,
            `| Quality floor and retention | ${yesno(s.quality_gate_met)} | ${receipt_status(s.quality_gate_met)} |`,
            `| Peak server RSS | ${f1(s.server_peak_rss_mib_max)} MiB / ${f1(gate.max_server_peak_rss_mib)} MiB | ` +
                `${receipt_status(s.server_peak_rss_mib_max <= gate.max_server_peak_rss_mib)} |`,
            `| Completion rate, worst pass | ${pct1(s.completion_rate_min)} | ${receipt_status(s.completion_rate_min >= minCompletion)} |`,
            `| Generation-rate spread | ${f1(s.throughput_relative_spread_percent)}% / ` +
                `${f1(gate.max_throughput_relative_spread_percent)}% | ` +
                `${receipt_status(s.throughput_relative_spread_percent <= gate.max_throughput_relative_spread_percent)} |`,
            `| Observed-p95 E2E spread | ${e2eSpreadText} / ${f1(gate.max_e2e_relative_spread_percent)}% | ` +
                `${receipt_status(e2eSpread !== null && e2eSpread <= gate.max_e2e_relative_spread_percent)} |`,
        ];
        const decided = study.decision === undefined ? null : decisionGateColumn(decisionCellOf(study, selectedCell));
        lines.push('', `**Envelope result${ruleWords(study)}:** ${point(selected.server_parallel, selected.client_concurrency)} is the best observed passing point under the fixed objective.`, '', decided === null ? '| Gate | Observed | Result |' : '| Gate | Observed | Published rule | Decision |', decided === null ? '| --- | ---: | --- |' : '| --- | ---: | --- | --- |', ...(decided === null ? rows : rows.map((r, i) => `${r} ${decided[i]} |`)));
    }
    if (study.decision !== undefined)
        lines.push('', decisionEnvelopeNote(study, candidate.id));
    lines.push('', '### Rejected points', '');
    const failing = study.cells.filter((cell) => cell.candidate_id === candidate.id && !cell.summary.capacity_gate_met);
    if (failing.length === 0) {
        lines.push('No point was rejected.');
    }
    else {
        lines.push('| Point | Exact gate failures |', '| --- | --- |');
        for (const cell of failing) {
            const reasons = cell.summary.failure_reasons.map((code) => `${human(code)} (\`${(0,markdown_escape/* esc */.UQ)(code)}\`)`);
            lines.push(`| ${point(cell.server_parallel, cell.client_concurrency)} | ${reasons.join('<br>')} |`);
        }
    }
    return lines;
}
function qualityGuard(study) {
    const lines = [
        '',
        '## Quality guard',
        '',
        '| Candidate | Server slots | Score | Reference retention | Outcome stability | Result |',
        '| --- | ---: | ---: | ---: | --- | --- |',
    ];
    for (const check of study.quality_checks) {
        const candidate = study.plan.candidates.find((c) => c.id === check.candidate_id);
        const label = (0,markdown_escape/* markdownText */.p7)(candidate ? candidate.label : check.candidate_id);
        const retention = check.retention_vs_reference === null ? 'Not applicable' : pct1(check.retention_vs_reference);
        const stability = check.outcomes_match_candidate_reference ? 'Matched' : 'Changed';
        lines.push(`| ${label} | ${check.server_parallel} | ${check.passed}/${check.total} | ${retention} | ${stability} | ${receipt_status(check.gate_met)} |`);
    }
    return lines;
}
function passDescription(pass) {
    return (`\`${pass.id}\` (${pass.candidate_order.join(' → ')}; ` +
        `${pass.server_parallel_order.map((p) => `P${p}`).join(' → ')}; ` +
        `${pass.client_concurrency_order.map((c) => `C${c}`).join(' → ')})`);
}
function methodology(study, wording) {
    const { plan } = study;
    const contract = study.load_contract.methodology;
    const qualityServers = study.quality_checks.length;
    const qualityTotal = qualityServers > 0 ? study.quality_checks[0].total : 0;
    const servers = (0,format/* pyCapitalize */.Os)(counted(qualityServers, 'additional fresh server runs', 'additional fresh servers run'));
    const outputTokens = `${contract.output_tokens} ${contract.output_tokens === 1 ? 'output token' : 'output tokens'}`;
    return [
        '',
        '## Methodology',
        '',
        `- Server slots: \`${plan.server_parallel_levels.join(', ')}\`.`,
        `- Simultaneous clients: \`${plan.client_concurrency_levels.join(', ')}\`.`,
        `- Context is held at \`${plan.per_slot_context_tokens}\` tokens per server slot; total context therefore scales with \`--parallel\`.`,
        `- Two mirrored forward/reverse passes: ${plan.passes.map(passDescription).join('; ')}.`,
        `- Every load artifact uses the checksummed fixed prompt plan, ${outputTokens}, prompt caching disabled, ` +
            `${counted(contract.warmup_requests_per_level, 'warmup', 'warmups')}, and ` +
            `${counted(contract.measured_requests_per_level, 'measured request', 'measured requests')} at each client level.`,
        `- Performance servers are restarted between configurations. GNU \`time -v\` captures peak RSS for each load-only ${plan.client_concurrency_levels.join('/')}-client sweep.`,
        `- ${servers} the sequential ${qualityTotal}-case deployment guard after the performance matrix, one per candidate and slot level.`,
        `- ${(0,markdown_escape/* markdownText */.p7)(wording.commandsSentence)} Only \`--parallel\`, formula-bound \`--ctx-size\`, and the local port may differ.`,
        '- KleidiAI-enabled runs require the observed `CPU_KLEIDIAI model buffer` marker; generic runs must not contain it. This is not a microkernel trace.',
    ];
}
function provenance(study, wording) {
    const { source, runner, runtime, canonical_evidence: canonical } = study.provenance;
    const fp = study.input_fingerprints;
    const artifactCount = [fp.load_artifacts, fp.rss_artifacts, fp.server_logs, fp.quality_artifacts].reduce((sum, map) => sum + Object.keys(map ?? {}).length, 0);
    return [
        '',
        '## Provenance and fingerprints',
        '',
        '| Field | Value |',
        '| --- | --- |',
        `| Classification | ${(0,markdown_escape/* markdownCode */.D9)(study.classification)} |`,
        `| Source repository | ${(0,markdown_escape/* markdownCode */.D9)(source.repository)} |`,
        `| Source revision | ${(0,markdown_escape/* markdownCode */.D9)(source.revision)} |`,
        `| Workflow run | ${(0,markdown_escape/* markdownCode */.D9)(source.run_id)} attempt \`${source.run_attempt}\` |`,
        `| Runner | ${(0,markdown_escape/* markdownCode */.D9)(runner.os)} · ${(0,markdown_escape/* markdownCode */.D9)(runner.architecture)} · ${(0,markdown_escape/* markdownCode */.D9)(runner.cpu)} · \`${runner.cpu_count}\` CPUs |`,
        `| Runtime | ${(0,markdown_escape/* markdownCode */.D9)(runtime.name)} at ${(0,markdown_escape/* markdownCode */.D9)(runtime.revision)} |`,
        ...(wording.published
            ? [
                `| Frozen canonical run | ${(0,markdown_escape/* markdownCode */.D9)(canonical.run_id)} · ${(0,markdown_escape/* markdownCode */.D9)(canonical.release_tag)} |`,
            ]
            : []),
        `| Capacity plan SHA-256 | \`${fp.capacity_plan_sha256}\` |`,
        `| Load plan SHA-256 | \`${fp.load_plan_sha256}\` |`,
        `| Capacity manifest SHA-256 | \`${fp.manifest_sha256}\` |`,
        `| Capacity source artifacts | \`${artifactCount}\` files |`,
        ...(wording.published ? ['| Canonical outputs modified | **No** |'] : []),
    ];
}
/** Every labelled assembly input in run order, then quality order (capacity-study.md §4.1). */
function explicitAssemble(study) {
    const { plan } = study;
    const lines = [
        `${CLI_COMMAND} assemble \\`,
        '  --plan capacity-plan.json \\',
        '  --load-plan load-plan.json \\',
        '  --manifest manifest.json \\',
    ];
    for (const pass of plan.passes) {
        for (const candidateId of pass.candidate_order) {
            for (const p of pass.server_parallel_order) {
                const label = `${pass.id}/${candidateId}/p${p}`;
                const dir = `runs/${label}`;
                lines.push(`  --load ${shellArg(`${label}=${dir}/load-evaluation.json`)} \\`, `  --rss ${shellArg(`${label}=${dir}/server-time.txt`)} \\`, `  --server-log ${shellArg(`${label}=${dir}/server.stderr.log`)} \\`);
            }
        }
    }
    for (const candidate of plan.candidates) {
        for (const p of ascending(plan.server_parallel_levels)) {
            const label = `${candidate.id}/p${p}`;
            lines.push(`  --quality ${shellArg(`${label}=quality/${label}/quality-evidence.json`)} \\`);
        }
    }
    lines.push('  --output capacity-study.reproduced.json');
    return lines;
}
function reproduce(study, options, wording) {
    const recorded = study.provenance.tool;
    const tool = recorded
        ? recorded
        : { name: options.toolName, version: options.toolVersion, repository: options.toolRepository };
    return [
        '',
        '## Reproduce and compare',
        '',
        `Run from ${wording.bundleName}. This first verifies every archived file, installs the exact ${(0,markdown_escape/* markdownText */.p7)(tool.name)} release that produced the bundle, and then requires byte-for-byte matches for both derived outputs.`,
        '',
        '<details>',
        '<summary>Show exact commands</summary>',
        '',
        '```bash',
        'sha256sum --check SHA256SUMS',
        `npm install --global ${shellQuotedWord(`github:${tool.repository}#v${tool.version}`)}`,
        `${CLI_COMMAND} assemble . --output capacity-study.reproduced.json`,
        `${CLI_COMMAND} receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md`,
        'cmp --silent capacity-study.json capacity-study.reproduced.json',
        'cmp --silent capacity-receipt.md capacity-receipt.reproduced.md',
        '```',
        '',
        // A second block so that pasting everything never runs `assemble` twice into the same output.
        '```bash',
        '# or, naming every input explicitly:',
        ...explicitAssemble(study),
        '```',
        '',
        '</details>',
    ];
}
function boundary(study, wording) {
    const lines = ['', '## Boundary', '', (0,markdown_escape/* markdownText */.p7)(study.boundary_caveat)];
    return wording.published ? [...lines, '', '**Canonical outputs modified: No**'] : lines;
}
/** Renders `capacity-receipt.md` for a study that has already passed validation. */
function renderReceipt(study, options) {
    const wording = receiptWording(study);
    const lines = [
        ...header(study, wording),
        ...emulationNotice(study),
        ...(0,receipt_client_timing/* clientTimingNotice */.oH)(study),
        ...study.plan.candidates.flatMap((candidate) => envelope(study, candidate)),
        ...extensionSections(study),
        ...qualityGuard(study),
        ...methodology(study, wording),
        ...provenance(study, wording),
        ...reproduce(study, options, wording),
        ...boundary(study, wording),
    ];
    let text = lines.join('\n');
    let end = text.length;
    while (end > 0 && (0,format/* isPyWhitespace */.lr)(text[end - 1]))
        end--;
    text = text.slice(0, end);
    return text + '\n';
}


/***/ }),

/***/ 2499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ selectionFor),
/* harmony export */   GP: () => (/* binding */ loadRowSamples),
/* harmony export */   H8: () => (/* binding */ qualityOutcomes),
/* harmony export */   Sl: () => (/* binding */ openLoopOf),
/* harmony export */   jw: () => (/* binding */ readStudyView),
/* harmony export */   ps: () => (/* binding */ findQualityCheck),
/* harmony export */   qB: () => (/* binding */ readValidatedStudy),
/* harmony export */   u3: () => (/* binding */ findCell)
/* harmony export */ });
/* unused harmony export readStudySelections */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2645);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8050);
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(468);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(630);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8070);






function readPassMetric(f) {
    return {
        pointer: f.pointer,
        passId: f.get('pass_id').str(),
        sourceLoadLabel: f.get('source_load_label').str(),
        completionRate: f.get('completion_rate').num(),
        generatedTokensPerSecond: checkedNumber(f.get('generated_tokens_per_second')),
        ttftMsP95: checkedNumberOrNull(f.get('ttft_ms_p95')),
        e2eLatencyMsP95: checkedNumberOrNull(f.get('e2e_latency_ms_p95')),
        serverPeakRssMib: checkedNumber(f.get('server_peak_rss_mib')),
        sloMet: f.get('slo_met').bool(),
        sloFailures: f.get('slo_failures').strings(),
    };
}
function checkedNumber(f) {
    f.num();
    return f.raw();
}
function checkedNumberOrNull(f) {
    f.numOrNull();
    return f.raw();
}
function readCell(f, index) {
    const s = f.get('summary');
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        serverParallel: f.get('server_parallel').int(),
        clientConcurrency: f.get('client_concurrency').int(),
        passMetrics: f.get('pass_metrics').items().map(readPassMetric),
        summary: {
            capacityGateMet: s.get('capacity_gate_met').bool(),
            everyPassSloMet: s.get('every_pass_slo_met').bool(),
            qualityGateMet: s.get('quality_gate_met').bool(),
            completionRateMin: s.get('completion_rate_min').num(),
            generatedTokensPerSecondMedian: s.get('generated_tokens_per_second_median').num(),
            ttftMsP95Median: s.get('ttft_ms_p95_median').numOrNull(),
            e2eLatencyMsP95Median: s.get('e2e_latency_ms_p95_median').numOrNull(),
            serverPeakRssMibMax: s.get('server_peak_rss_mib_max').num(),
            throughputRelativeSpreadPercent: s.get('throughput_relative_spread_percent').num(),
            e2eRelativeSpreadPercent: s.get('e2e_relative_spread_percent').numOrNull(),
            ttftRelativeSpreadPercent: s.get('ttft_relative_spread_percent').numOrNull(),
            failureReasons: s.get('failure_reasons').strings(),
        },
    };
}
function readSelectedCell(selected) {
    return selected.value === null
        ? null
        : {
            serverParallel: selected.get('server_parallel').int(),
            clientConcurrency: selected.get('client_concurrency').int(),
            generatedTokensPerSecondMedian: selected.get('generated_tokens_per_second_median').num(),
        };
}
function readSelection(f, index) {
    const comparison = f.get('comparison_to_reference_percent');
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        referenceCell: {
            serverParallel: f.get('reference_cell').get('server_parallel').int(),
            clientConcurrency: f.get('reference_cell').get('client_concurrency').int(),
        },
        selectedCell: readSelectedCell(f.get('selected_cell')),
        generationGainPercent: comparison.value === null ? null : comparison.get('generated_tokens_per_second_median').num(),
        eligibleCellCount: f.get('eligible_cell_count').int(),
    };
}
function readQualityCheck(f, index) {
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        serverParallel: f.get('server_parallel').int(),
        suiteId: f.get('suite_id').str(),
        passed: f.get('passed').int(),
        total: f.get('total').int(),
        score: f.get('score').num(),
        retentionVsReference: f.get('retention_vs_reference').numOrNull(),
        outcomesMatch: f.get('outcomes_match_candidate_reference').bool(),
        gateMet: f.get('gate_met').bool(),
        failureReasons: f.get('failure_reasons').strings(),
        sourceLabel: f.get('source_label').str(),
    };
}
function readWording(f) {
    if (f.value === undefined)
        return undefined;
    f.object();
    const wording = {};
    for (const key of _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .WORDING_FIELDS */ .po) {
        const text = f.get(key);
        if (text.value !== undefined)
            wording[key] = text.str();
    }
    return wording;
}
/**
 * A fingerprint map as [label, sha256] pairs in the written study's key order (code-point sorted),
 * so a study in memory (keys in run order) and its file give the same list.
 */
function labelledHashes(f) {
    return (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .sortedKeys */ .Mf)(f.object()).map((label) => [label, f.get(label).str()]);
}
/** Reads the parts of a capacity study the export and the reports use; throws InputError naming the field. */
function readStudyView(document, file = 'capacity-study.json') {
    const root = new _core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .Field */ .D0(document, '', file);
    const doc = root.object();
    const plan = root.get('plan');
    const gate = plan.get('capacity_gate');
    const contract = root.get('load_contract');
    const methodology = contract.get('methodology');
    const slo = contract.get('slo');
    const prov = root.get('provenance');
    const fp = root.get('input_fingerprints');
    const view = {
        document: doc,
        file,
        classification: root.get('classification').str(),
        scope: plan.get('scope').str(),
        boundaryCaveat: root.get('boundary_caveat').str(),
        wording: readWording(plan.get('receipt')),
        canonicalOutputsModified: root.get('canonical_outputs_modified').bool(),
        candidates: plan
            .get('candidates')
            .items()
            .map((c, index) => ({
            index,
            id: c.get('id').str(),
            label: c.get('label').str(),
            role: c.get('role').str(),
        })),
        serverParallelLevels: plan.get('server_parallel_levels').ints(),
        clientConcurrencyLevels: plan.get('client_concurrency_levels').ints(),
        perSlotContextTokens: plan.get('per_slot_context_tokens').int(),
        passes: plan
            .get('passes')
            .items()
            .map((p) => ({
            id: p.get('id').str(),
            candidateOrder: p.get('candidate_order').strings(),
            serverParallelOrder: p.get('server_parallel_order').ints(),
            clientConcurrencyOrder: p.get('client_concurrency_order').ints(),
        })),
        capacityGate: {
            maxServerPeakRssMib: gate.get('max_server_peak_rss_mib').num(),
            maxThroughputRelativeSpreadPercent: gate.get('max_throughput_relative_spread_percent').num(),
            maxE2eRelativeSpreadPercent: gate.get('max_e2e_relative_spread_percent').num(),
        },
        loadContract: {
            outputTokens: methodology.get('output_tokens').int(),
            warmupRequestsPerLevel: methodology.get('warmup_requests_per_level').int(),
            measuredRequestsPerLevel: methodology.get('measured_requests_per_level').int(),
            concurrencyLevels: methodology.get('concurrency_levels').ints(),
            promptSchedule: methodology.get('prompt_schedule').str(),
            promptCount: methodology.get('prompts').items().length,
            slo: {
                minCompletionRate: slo.get('min_completion_rate').num(),
                maxTtftMsP95: slo.get('max_ttft_ms_p95').numOrNull(),
                maxE2eLatencyMsP95: slo.get('max_e2e_latency_ms_p95').num(),
            },
        },
        cells: root.get('cells').items().map(readCell),
        selections: root.get('selections').items().map(readSelection),
        qualityChecks: root.get('quality_checks').items().map(readQualityCheck),
        provenance: {
            repository: prov.get('source').get('repository').str(),
            revision: prov.get('source').get('revision').str(),
            workflow: prov.get('source').get('workflow').str(),
            runId: prov.get('source').get('run_id').str(),
            runAttempt: prov.get('source').get('run_attempt').int(),
            generatedAtUtc: prov.get('source').get('generated_at_utc').str(),
            runnerOs: prov.get('runner').get('os').str(),
            runnerArchitecture: prov.get('runner').get('architecture').str(),
            runnerCpu: prov.get('runner').get('cpu').str(),
            runnerCpuCount: prov.get('runner').get('cpu_count').int(),
            runtimeName: prov.get('runtime').get('name').str(),
            runtimeRepository: prov.get('runtime').get('repository').str(),
            runtimeRevision: prov.get('runtime').get('revision').str(),
            canonicalRunId: prov.get('canonical_evidence').get('run_id').str(),
            canonicalReleaseTag: prov.get('canonical_evidence').get('release_tag').str(),
        },
        fingerprints: {
            capacityPlanSha256: fp.get('capacity_plan_sha256').str(),
            capacityPlanContentSha256: fp.get('capacity_plan_content_sha256').str(),
            loadPlanSha256: fp.get('load_plan_sha256').str(),
            manifestSha256: fp.get('manifest_sha256').str(),
            loadArtifacts: labelledHashes(fp.get('load_artifacts')),
            rssArtifacts: labelledHashes(fp.get('rss_artifacts')),
            serverLogs: labelledHashes(fp.get('server_logs')),
            qualityArtifacts: labelledHashes(fp.get('quality_artifacts')),
        },
    };
    return view;
}
/** The cell of (candidate, P, C), found by searching `study.cells` (plans may have any number of levels). */
function findCell(view, candidateId, serverParallel, clientConcurrency) {
    const matches = view.cells.filter((c) => c.candidateId === candidateId &&
        c.serverParallel === serverParallel &&
        c.clientConcurrency === clientConcurrency);
    if (matches.length !== 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected exactly one cell for ${candidateId} P${serverParallel} / C${clientConcurrency}, found ${matches.length}`, view.file, '/cells');
    }
    return matches[0];
}
function findQualityCheck(view, candidateId, serverParallel) {
    const matches = view.qualityChecks.filter((q) => q.candidateId === candidateId && q.serverParallel === serverParallel);
    if (matches.length !== 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected exactly one quality check for ${candidateId} P${serverParallel}, found ${matches.length}`, view.file, '/quality_checks');
    }
    return matches[0];
}
function selectionFor(view, candidateId) {
    const matches = view.selections.filter((s) => s.candidateId === candidateId);
    if (matches.length !== 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected exactly one selection for ${candidateId}, found ${matches.length}`, view.file, '/selections');
    }
    return matches[0];
}
/** Measured samples of one client level of one embedded load evaluation (spec §9.5). */
function loadRowSamples(view, runLabel, concurrency) {
    const evaluations = new _core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .Field */ .D0(view.document, '', view.file).get('source_artifacts').get('load_evaluations');
    const run = evaluations.get(runLabel);
    const rows = run.get('evaluation').get('rows').items();
    const row = rows.find((r) => r.get('concurrency').int() === concurrency);
    if (row === undefined) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`no row for client concurrency ${concurrency}`, view.file, `${run.pointer}/evaluation/rows`);
    }
    return row
        .get('samples')
        .items()
        .map((s) => ({
        index: s.get('index').int(),
        completed: s.get('completed').bool(),
        ttftMs: s.get('ttft_ms').numOrNull(),
        e2eLatencyMs: s.get('e2e_latency_ms').num(),
    }));
}
/** Per-case outcomes (1 matched, 0 not) of the embedded quality evaluation, in suite order. */
function qualityOutcomes(view, qualityLabel) {
    const wrapper = new _core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .Field */ .D0(view.document, '', view.file)
        .get('source_artifacts')
        .get('quality_wrappers')
        .get(qualityLabel)
        .get('wrapper');
    return wrapper
        .get('evaluation')
        .get('quality')
        .get('cases')
        .items()
        .map((c) => (c.get('matched').bool() ? 1 : 0));
}
/** The open-loop members of a validated study's plain document; undefined for a closed-loop study. */
function openLoopOf(study) {
    if (study.rate_envelope === undefined)
        return undefined;
    return {
        envelope: study.rate_envelope,
        searches: Object.values(study.rate_searches ?? {}).map((s) => s.history),
    };
}
/**
 * Validates a study by schema and full re-derivation (InputError when it cannot be re-derived,
 * VerificationMismatch when a stored value differs) and returns its typed views. The views are built
 * lazily, so a caller that only renders the receipt never pays for the camelCase view.
 */
function readValidatedStudy(value, file = 'capacity-study.json') {
    (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .validateStudy */ .c3)(value, file);
    const document = new _core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .Field */ .D0(value, '', file).object();
    let view;
    let plain;
    return {
        file,
        document,
        get view() {
            return (view ??= readStudyView(document, file));
        },
        get plain() {
            if (plain === undefined) {
                // The receipt never reads the embedded sources; skip copying them.
                const { source_artifacts: _sources, ...shown } = document;
                // The one cast of a parsed document in src: validateStudy has just checked this document
                // against capacity-study.schema.json and re-derived every value it records.
                plain = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_5__/* .toPlain */ .Ul)(shown);
            }
            return plain;
        },
    };
}
/**
 * The selections of a study this job did not produce (a baseline), checked field by field. Only
 * `/selections` is read and nothing is re-derived, so a baseline written by an older version still
 * compares; a malformed one throws InputError naming the field.
 */
function readStudySelections(value, file) {
    return new Field(value, '', file)
        .get('selections')
        .items()
        .map((f) => ({
        candidateId: f.get('candidate_id').str(),
        selectedCell: readSelectedCell(f.get('selected_cell')),
    }));
}


/***/ }),

/***/ 630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c3: () => (/* binding */ validateStudy),
/* harmony export */   gH: () => (/* binding */ diffJson)
/* harmony export */ });
/* unused harmony export rederiveStudy */
/* harmony import */ var _derive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9575);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8050);
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(468);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2645);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8070);
/* harmony import */ var _plan_schedule_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3857);
/* harmony import */ var _core_schema_validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9412);
/* harmony import */ var _bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4256);









function leafEqual(a, b) {
    if (a === b)
        return typeof a !== 'number' || Number.isInteger(a) === Number.isInteger(b);
    if (a instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonFloat */ .Xg && b instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonFloat */ .Xg)
        return Object.is(a.value, b.value);
    return false;
}
/** Lists JSON pointers where two documents differ (numbers compared by value and lexical type). */
function diffJson(a, b, pointer = '', out = [], limit = 200) {
    if (out.length >= limit)
        return out;
    // The same parsed node on both sides (embedded sources are passed through): nothing can differ.
    if (a === b && a !== undefined)
        return out;
    if (a === undefined || b === undefined) {
        if (a !== b)
            out.push(`${pointer || '/'}: ${a === undefined ? 'missing in recomputed' : 'missing in stored'}`);
        return out;
    }
    const aObj = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .isJsonObject */ .OW)(a);
    const bObj = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .isJsonObject */ .OW)(b);
    if (aObj && bObj) {
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
        for (const k of keys)
            diffJson(a[k], b[k], `${pointer}/${(0,_core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .escapePointerToken */ .uC)(k)}`, out, limit);
        return out;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        for (let i = 0; i < Math.max(a.length, b.length); i++)
            diffJson(a[i], b[i], `${pointer}/${i}`, out, limit);
        return out;
    }
    if (leafEqual(a, b))
        return out;
    const ta = (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(a).trim();
    const tb = (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(b).trim();
    if (ta !== tb)
        out.push(`${pointer || '/'}: stored ${tb.length > 80 ? tb.slice(0, 77) + '...' : tb}, recomputed ${ta.length > 80 ? ta.slice(0, 77) + '...' : ta}`);
    return out;
}
function loadPlanFromContract(contract) {
    contract.exactKeys(['load_plan_sha256', 'methodology', 'slo']);
    const m = contract.object('methodology');
    m.exactKeys([
        'concurrency_levels',
        'prompts',
        'output_tokens',
        'warmup_requests_per_level',
        'measured_requests_per_level',
        'prompt_schedule',
        'client_scheduler',
    ]);
    const prompts = m.objects('prompts').map((p) => {
        p.exactKeys(['index', 'text', 'sha256']);
        return p.string('text', 8192);
    });
    return {
        prompts,
        output_tokens: m.integer('output_tokens', 1, 4096),
        warmup_requests_per_level: m.integer('warmup_requests_per_level', 0, 32),
        measured_requests_per_level: m.integer('measured_requests_per_level', 1, 256),
        concurrency_levels: m.integers('concurrency_levels', 1, 1024),
        // Not part of the contract; bound only through the load plan hash.
        timeout_seconds: 1,
        slo: (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSlo */ .sh)(contract.object('slo')),
    };
}
/** Re-derives a study from its own content; returns the recomputed document. */
function rederiveStudy(value, file = _bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_6__/* .STUDY_FILE */ .Dx) {
    (0,_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .validateDocument */ .m)('capacity-study', value, file);
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .Fields */ .C8.root(value, file);
    f.exactKeys([
        'boundary_caveat',
        'canonical_outputs_modified',
        'cells',
        'classification',
        'input_fingerprints',
        'load_contract',
        'plan',
        'provenance',
        'quality_checks',
        'schema_version',
        'selections',
        'server_configurations',
        'source_artifacts',
        'synthetic',
    ], ['decision', 'early_stop', 'rate_envelope', 'rate_searches']);
    const plan = (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCapacityPlan */ .bO)(f.raw('plan'), `${file}#/plan`);
    const fp = f.object('input_fingerprints');
    const contract = f.object('load_contract');
    const sa = f.object('source_artifacts');
    sa.exactKeys(['load_evaluations', 'quality_wrappers']);
    const loads = sa.object('load_evaluations');
    const wrappers = sa.object('quality_wrappers');
    const configs = f.objects('server_configurations');
    const mapOf = (key) => fp.object(key);
    const runs = new Map();
    for (const run of (0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .performanceRuns */ .HO)(plan)) {
        if (!loads.has(run.label))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`missing embedded load evaluation ${run.label}`, file, loads.at(run.label));
        const entry = loads.object(run.label);
        entry.exactKeys(['input_sha256', 'content_sha256', 'evaluation']);
        const config = configs.find((c) => c.obj.source_load_label === run.label);
        if (!config)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`missing server configuration for ${run.label}`, file, '/server_configurations');
        const rssMib = config.number('server_peak_rss_mib', 0, Number.MAX_VALUE, { exclusiveMin: true });
        const markers = config.integer('kleidiai_model_buffer_marker_count', 0, 1_000_000);
        const digestIn = (key) => {
            const m = mapOf(key);
            if (!m.has(run.label))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`missing fingerprint for ${run.label}`, file, m.at(run.label));
            return m.digest(run.label);
        };
        runs.set(run.label, {
            load: {
                path: `${file}#${entry.at('evaluation')}`,
                sha256: entry.digest('input_sha256'),
                value: entry.raw('evaluation'),
            },
            rss: { mib: rssMib, sha256: digestIn('rss_artifacts'), path: `${file}#${config.pointer}` },
            log: { markers, sha256: digestIn('server_logs'), path: `${file}#${config.pointer}` },
        });
    }
    const quality = new Map();
    for (const q of (0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .qualityRuns */ .OE)(plan)) {
        if (!wrappers.has(q.label))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`missing embedded quality wrapper ${q.label}`, file, wrappers.at(q.label));
        const entry = wrappers.object(q.label);
        entry.exactKeys(['input_sha256', 'content_sha256', 'wrapper']);
        quality.set(q.label, {
            path: `${file}#${entry.at('wrapper')}`,
            sha256: entry.digest('input_sha256'),
            value: entry.raw('wrapper'),
        });
    }
    const rateSearches = new Map();
    if (f.has('rate_searches')) {
        const searches = f.object('rate_searches');
        for (const label of Object.keys(searches.obj)) {
            const entry = searches.object(label);
            entry.exactKeys(['input_sha256', 'history']);
            rateSearches.set(label, {
                path: `${file}#${entry.at('history')}`,
                sha256: entry.digest('input_sha256'),
                value: entry.raw('history'),
            });
        }
    }
    const inputs = {
        plan: { plan, sha256: fp.digest('capacity_plan_sha256') },
        loadPlan: {
            plan: loadPlanFromContract(contract),
            sha256: contract.digest('load_plan_sha256'),
            path: `${file}#/load_contract`,
        },
        manifest: {
            path: `${file}#/provenance`,
            sha256: fp.digest('manifest_sha256'),
            value: f.raw('provenance'),
        },
        runs,
        quality,
        rateSearches,
        // The study schema applies the plan, manifest, load-evaluation and quality-evidence schemas
        // to the embedded documents (whole-schema references), so re-running them would repeat work.
        embeddedSchemasChecked: true,
    };
    return (0,_derive_js__WEBPACK_IMPORTED_MODULE_0__/* .deriveStudy */ .h)(inputs).study;
}
/**
 * §10: throws InputError when the study cannot be re-derived and VerificationMismatch (listing
 * every differing pointer) when a recomputed value differs from the stored one.
 */
function validateStudy(value, file = _bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_6__/* .STUDY_FILE */ .Dx) {
    let recomputed;
    try {
        recomputed = rederiveStudy(value, file);
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`study does not validate: ${e.message}`);
        throw e;
    }
    const diffs = diffJson(recomputed, value);
    if (diffs.length) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VerificationMismatch */ .O9(`${file}: ${diffs.length} stored value(s) differ from the recomputation:\n  ${diffs.join('\n  ')}`, diffs);
    }
}


/***/ }),

/***/ 8397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Us: () => (/* binding */ readVerifiedStudy),
/* harmony export */   Wp: () => (/* binding */ renderStudyReceipt),
/* harmony export */   oU: () => (/* binding */ receiptFor)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7199);
/* harmony import */ var _domain_report_receipt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1610);
/* harmony import */ var _domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2499);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4256);
/* harmony import */ var _domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6225);
// Shared by the CLI and the action: the one way to read a study, and its receipt rendering.
// Every command that renders or exports a study (receipt, report, export-evidence) reads it through
// readVerifiedStudy, so each re-derives every cell, gate and selection before rendering anything.








/**
 * Reads a study file (a regular file, strict UTF-8 JSON) and validates it by full re-derivation:
 * InputError (exit 2) when it cannot be re-derived, VerificationMismatch (exit 1) when a stored
 * value differs from the recomputation.
 */
async function readVerifiedStudy(path, cwd) {
    const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path), path);
    const { sha256, value } = (0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonInput */ .o)({ path, bytes });
    // A plan given for a study is named as what it is, not as a study missing every field.
    const wrong = (0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_6__/* .wrongDocument */ .Zf)(value, ['study'], path);
    if (wrong)
        throw wrong;
    return { bytes, sha256, validated: (0,_domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_4__/* .readValidatedStudy */ .qB)(value, path) };
}
/** Renders the receipt of a validated study. */
function renderStudyReceipt(study) {
    return (0,_domain_report_receipt_js__WEBPACK_IMPORTED_MODULE_3__/* .renderReceipt */ .pB)(study.plain, {
        toolName: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_NAME */ .lH,
        toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr,
        toolRepository: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_REPOSITORY */ .Kq,
    });
}
/** Validates a study by full re-derivation and renders its receipt. */
function receiptFor(study, file = _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .STUDY_FILE */ .Dx) {
    return renderStudyReceipt((0,_domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_4__/* .readValidatedStudy */ .qB)(study, file));
}


/***/ })

};
