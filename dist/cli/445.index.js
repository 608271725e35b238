export const id = 445;
export const ids = [445];
export const modules = {

/***/ 4445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ serializeEvidenceExport),
/* harmony export */   m: () => (/* binding */ buildEvidenceExport)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8050);
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(468);
/* harmony import */ var _receipt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1610);
/* harmony import */ var _evidence_verify_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7758);
/* harmony import */ var _study_study_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2499);
/* harmony import */ var _study_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7462);
// Evidence-metrics export (evidence-export.md §2): the selected operating points of a capacity study
// as pointer-addressed, re-verifiable metrics, built from the study read model.








function capitalized(s) {
    return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}
function point(p, c) {
    return `P${p} / C${c}`;
}
/** A measured value rounded per its unit, kept a float so `4096.0` does not print as an int. */
function rounded(unit, x) {
    return new _core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonFloat */ .Xg((0,_evidence_verify_js__WEBPACK_IMPORTED_MODULE_4__/* .roundForUnit */ .ew)(unit, x));
}
/** Nearest-rank p95 of n values is the maximum exactly when ceil(0.95 n) == n. */
function p95IsMaximum(n) {
    return Math.max(1, Math.ceil(0.95 * n)) === n;
}
/** Sentences of the boundary caveat (split after a full stop followed by a capital letter). */
function sentences(text) {
    return text
        .split(/(?<=[.!?])\s+(?=[A-Z])/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
function metric(m) {
    // Literal construction keeps the §1.4 key order regardless of how the caller built `m`.
    return {
        id: m.id,
        label: m.label,
        value: m.value,
        unit: m.unit,
        estimator: m.estimator,
        samples: m.samples,
        cohort: m.cohort,
        cache_state: m.cache_state,
        timing_boundary: m.timing_boundary,
        concurrency: m.concurrency,
        active_cap: m.active_cap,
        conditions: m.conditions,
        source_sha256: m.source_sha256,
        source_pointer: m.source_pointer,
        raw_values: m.raw_values,
        caveats: m.caveats,
    };
}
function requireNumber(value, what, view, pointer) {
    if (value instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonFloat */ .Xg)
        return value.value;
    if (typeof value === 'number')
        return value;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${what} must be a number for the selected point, found ${value === null ? 'null' : typeof value}`, view.file, pointer);
}
/** Builds the export document for a study (pure; the caller hashes the file bytes). */
function buildEvidenceExport(study, options) {
    if (!_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_PATTERN */ .jU.test(options.studySha256))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('studySha256 must be 64 lowercase hex digits');
    if (options.version.trim() === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('version must be a non-empty release label');
    const view = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .readStudyView */ .jw)(study, options.studyFile);
    const ctx = exportContext(view, options.studySha256);
    const metrics = [];
    const unselected = [];
    const outcomeSentences = [];
    for (const candidate of view.candidates) {
        const selection = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .selectionFor */ .CU)(view, candidate.id);
        outcomeSentences.push(outcomeSentence(view, candidate, selection));
        const sel = selection.selectedCell;
        if (sel === null) {
            unselected.push(candidate.label);
            continue;
        }
        const cell = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .findCell */ .u3)(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
        metrics.push(...selectedPointMetrics(ctx, candidate, cell), gainMetric(ctx, candidate, selection, cell), qualityMetric(ctx, candidate, cell.serverParallel));
    }
    const limitations = exportLimitations(ctx, outcomeSentences, unselected);
    return {
        schema_version: 1,
        version: options.version,
        historical: options.historical,
        evidence_sources: exportSources(view, options),
        metrics,
        limitations,
    };
}
function exportContext(view, sha) {
    const lc = view.loadContract;
    const passCount = view.passes.length;
    const n = lc.measuredRequestsPerLevel;
    const clientLevels = lc.concurrencyLevels.join('/');
    const cacheState = `prompt caching disabled (cache_prompt=false); ${lc.warmupRequestsPerLevel} warmups per client level`;
    const conditions = `${capitalized((0,_receipt_js__WEBPACK_IMPORTED_MODULE_3__/* .numberWord */ .i0)(passCount))} mirrored pass${passCount === 1 ? '' : 'es'}; ` +
        `${n} measured requests of ${lc.outputTokens} output tokens per client level and pass; ` +
        `fixed ${lc.promptSchedule} prompts; fresh server per configuration.`;
    const p95Caveat = p95IsMaximum(n)
        ? `Observed p95 of ${n} requests equals the per-pass maximum.`
        : `Nearest-rank p95 over ${n} requests per pass (no interpolation).`;
    const rateBoundary = 'generated tokens of all measured requests / (last measured response end - first measured request start), per pass';
    return { view, sha, passCount, n, clientLevels, cacheState, conditions, p95Caveat, rateBoundary };
}
/** One candidate's line of the limitations: how many points passed, which was selected, which failed. */
function outcomeSentence(view, candidate, selection) {
    const own = view.cells.filter((c) => c.candidateId === candidate.id);
    const passing = own.filter((c) => c.summary.capacityGateMet);
    const rejected = own
        .filter((c) => !c.summary.capacityGateMet)
        .map((c) => point(c.serverParallel, c.clientConcurrency));
    const sel = selection.selectedCell;
    return (`${candidate.label}: ${passing.length} of ${own.length} observed points passed every predeclared gate` +
        (sel ? `; ${point(sel.serverParallel, sel.clientConcurrency)} selected` : '; no point selected') +
        (rejected.length > 0 ? `; rejected ${rejected.join(', ')}.` : '; none rejected.'));
}
/** The fields every metric of a selected point shares: its cohort, cache state and conditions. */
function commonFields(ctx, candidate, cell) {
    const P = cell.serverParallel;
    const C = cell.clientConcurrency;
    return {
        cohort: `capacity-${candidate.id}-p${P}-c${C}`,
        cache_state: ctx.cacheState,
        concurrency: C,
        active_cap: P,
        conditions: ctx.conditions,
        source_sha256: ctx.sha,
    };
}
/** The selected point's rate, observed-p95 TTFT and E2E, and peak RSS. */
function selectedPointMetrics(ctx, candidate, cell) {
    const { view, passCount, n, clientLevels, p95Caveat, rateBoundary } = ctx;
    const lc = view.loadContract;
    const metrics = [];
    const P = cell.serverParallel;
    const C = cell.clientConcurrency;
    const common = commonFields(ctx, candidate, cell);
    const where = `${candidate.label}, ${point(P, C)}`;
    const summaryPointer = (key) => `${cell.pointer}/summary/${key}`;
    const perPass = (pick, field) => cell.passMetrics.map((m) => {
        const v = pick(m);
        requireNumber(v, field, view, `${m.pointer}/${field}`);
        return v;
    });
    const rate = cell.summary.generatedTokensPerSecondMedian;
    metrics.push(metric({
        id: `${candidate.id}_generation_rate`,
        label: `${where}: median generation rate`,
        value: rounded('tok/s', rate),
        unit: 'tok/s',
        estimator: `median of ${passCount} mirrored pass rates`,
        samples: passCount,
        ...common,
        timing_boundary: rateBoundary,
        source_pointer: summaryPointer('generated_tokens_per_second_median'),
        raw_values: perPass((m) => m.generatedTokensPerSecond, 'generated_tokens_per_second'),
        caveats: [],
    }));
    const ttft = cell.summary.ttftMsP95Median;
    const e2e = cell.summary.e2eLatencyMsP95Median;
    const p95Estimator = `median of ${passCount} per-pass nearest-rank p95 values (n=${n})`;
    metrics.push(metric({
        id: `${candidate.id}_ttft_p95`,
        label: `${where}: observed-p95 TTFT`,
        value: rounded('ms', requireNumber(ttft, 'ttft_ms_p95_median', view, summaryPointer('ttft_ms_p95_median'))),
        unit: 'ms',
        estimator: p95Estimator,
        samples: passCount,
        ...common,
        timing_boundary: 'client request start to first SSE event with nonempty content',
        source_pointer: summaryPointer('ttft_ms_p95_median'),
        raw_values: perPass((m) => m.ttftMsP95, 'ttft_ms_p95'),
        caveats: [p95Caveat],
    }));
    metrics.push(metric({
        id: `${candidate.id}_e2e_p95`,
        label: `${where}: observed-p95 end-to-end latency`,
        value: rounded('ms', requireNumber(e2e, 'e2e_latency_ms_p95_median', view, summaryPointer('e2e_latency_ms_p95_median'))),
        unit: 'ms',
        estimator: p95Estimator,
        samples: passCount,
        ...common,
        timing_boundary: 'client request start to end of the streamed response body',
        source_pointer: summaryPointer('e2e_latency_ms_p95_median'),
        raw_values: perPass((m) => m.e2eLatencyMsP95, 'e2e_latency_ms_p95'),
        caveats: [p95Caveat],
    }));
    metrics.push(metric({
        id: `${candidate.id}_peak_rss`,
        label: `${where}: peak server RSS`,
        value: rounded('MiB', cell.summary.serverPeakRssMibMax),
        unit: 'MiB',
        estimator: `maximum of ${passCount} server-process peaks (GNU time -v)`,
        samples: passCount,
        ...common,
        timing_boundary: `whole server process lifetime: model load, warmups and the ${clientLevels}-client sweep`,
        source_pointer: summaryPointer('server_peak_rss_mib_max'),
        raw_values: perPass((m) => m.serverPeakRssMib, 'server_peak_rss_mib'),
        caveats: [
            `Process-wide peak shared by the ${(0,_receipt_js__WEBPACK_IMPORTED_MODULE_3__/* .numberWord */ .i0)(lc.concurrencyLevels.length)} client levels of that server process.`,
        ],
    }));
    return metrics;
}
/** The selected point's generation rate relative to the candidate's own reference cell. */
function gainMetric(ctx, candidate, selection, cell) {
    const { view, rateBoundary } = ctx;
    const common = commonFields(ctx, candidate, cell);
    const where = `${candidate.label}, ${point(cell.serverParallel, cell.clientConcurrency)}`;
    const ref = selection.referenceCell;
    const refCell = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .findCell */ .u3)(view, candidate.id, ref.serverParallel, ref.clientConcurrency);
    const gain = selection.generationGainPercent;
    const gainPointer = `${selection.pointer}/comparison_to_reference_percent/generated_tokens_per_second_median`;
    const refName = `P${ref.serverParallel}/C${ref.clientConcurrency}`;
    return metric({
        id: `${candidate.id}_generation_gain_vs_${refName.replace('/', '').toLowerCase()}`,
        label: `${where}: generation rate vs ${refName}`,
        value: rounded('%', requireNumber(gain, 'comparison_to_reference_percent', view, gainPointer)),
        unit: '%',
        estimator: `relative change of medians vs own ${refName} cell`,
        samples: 2,
        ...common,
        timing_boundary: rateBoundary,
        source_pointer: gainPointer,
        raw_values: [
            cell.summary.generatedTokensPerSecondMedian,
            refCell.summary.generatedTokensPerSecondMedian,
        ].map((x) => new _core_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonFloat */ .Xg(x)),
        caveats: [`Relative to the candidate's own ${refName} cell, which need not pass the gates itself.`],
    });
}
/** The quality cases passed at the selected point's slot level, with every embedded outcome. */
function qualityMetric(ctx, candidate, P) {
    const { view, sha } = ctx;
    const quality = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .findQualityCheck */ .ps)(view, candidate.id, P);
    const outcomes = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_5__/* .qualityOutcomes */ .H8)(view, quality.sourceLabel);
    if (outcomes.length !== quality.total) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`quality check total ${quality.total} does not match the ${outcomes.length} embedded cases of ${quality.sourceLabel}`, view.file, quality.pointer);
    }
    return metric({
        id: `${candidate.id}_quality_passed`,
        label: `${candidate.label}, P${P}: quality cases passed`,
        value: quality.passed,
        unit: `passed / ${quality.total}`,
        estimator: 'count of matched cases',
        samples: quality.total,
        cohort: `capacity-${candidate.id}-quality-p${P}`,
        cache_state: 'fresh quality server; one sequential pass over the suite',
        timing_boundary: 'sequential chat completions, exact-answer checks',
        concurrency: 1,
        active_cap: P,
        conditions: `${quality.total} fixed cases of suite ${quality.suiteId}; one client; fresh server per candidate and slot level.`,
        source_sha256: sha,
        source_pointer: `${quality.pointer}/passed`,
        raw_values: outcomes,
        caveats: ['Exact-answer smoke suite; not a broad quality ranking.'],
    });
}
function exportLimitations(ctx, outcomeSentences, unselected) {
    const { view, n } = ctx;
    const lc = view.loadContract;
    const limitations = [...sentences(view.boundaryCaveat)];
    limitations.push(p95IsMaximum(n)
        ? `${capitalized((0,_receipt_js__WEBPACK_IMPORTED_MODULE_3__/* .numberWord */ .i0)(n))} measured requests per level make p95 an observed maximum, not a stable tail estimate.`
        : `${capitalized((0,_receipt_js__WEBPACK_IMPORTED_MODULE_3__/* .numberWord */ .i0)(n))} measured requests per level give a nearest-rank p95, not a stable tail estimate.`);
    limitations.push(`Fixed closed-loop client concurrency (${(0,_study_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .joinAnd */ .MO)(lc.concurrencyLevels.map(String))} clients); not an open-loop arrival-rate test.`);
    const p = view.provenance;
    limitations.push(`One ${p.runnerArchitecture} runner (${p.runnerOs}, ${p.runnerCpu}, ${p.runnerCpuCount} CPUs).`);
    limitations.push(...outcomeSentences);
    if (unselected.length > 0) {
        limitations.push(`No observed point cleared every predeclared gate for ${(0,_study_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .joinAnd */ .MO)(unselected)}, so no selected-point metrics are exported for ${unselected.length === 1 ? 'it' : 'them'}.`);
    }
    return limitations;
}
function exportSources(view, options) {
    const p = view.provenance;
    const sha = options.studySha256;
    const sources = [
        {
            id: 'capacity-study',
            sha256: sha,
            description: `capacity-study.json from run ${p.runId} attempt ${p.runAttempt}`,
        },
    ];
    if (options.receiptSha256 !== undefined) {
        if (!_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_PATTERN */ .jU.test(options.receiptSha256))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('receiptSha256 must be 64 lowercase hex digits');
        sources.push({
            id: 'capacity-receipt',
            sha256: options.receiptSha256,
            description: 'capacity-receipt.md rendered from that study',
        });
    }
    return sources;
}
/** §1.4 key order (insertion order, not sorted), two-space indent, trailing newline, non-ASCII raw. */
function serializeEvidenceExport(doc) {
    return (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJson */ .GF)(doc, { indent: 2, sortKeys: false });
}


/***/ }),

/***/ 7758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jm: () => (/* binding */ verifyEvidence),
/* harmony export */   ew: () => (/* binding */ roundForUnit)
/* harmony export */ });
/* unused harmony exports decimalsForUnit, estimatorRule */
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6883);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8050);
/* harmony import */ var _core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2612);
/* harmony import */ var _core_stats_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8741);
// Re-verifies an evidence-metrics export (evidence-export.md §1.7) against the source documents it
// points into: hashes, pointers, declared rounding per unit, and estimators over raw_values.
// cohesive: one verifier, a named check per part of a metric (fields, value, raw_values, source).





// ---------------------------------------------------------------------------------------------
// Rounding rules by unit: seed convention (s 3 dp, tok/s 2 dp, counts integral), receipt
// convention for the units the seed lacks (ms, MiB, % 1 dp); Python half-even on exact ties.
const UNIT_DECIMALS = new Map([
    ['s', 3],
    ['tok/s', 2],
    ['ms', 1],
    ['MiB', 1],
    ['%', 1],
]);
const COUNT_UNIT = /^passed \/ ([1-9][0-9]*)$/;
/** Decimals a unit is rounded to, or undefined for a unit without a declared rule. */
function decimalsForUnit(unit) {
    if (COUNT_UNIT.test(unit))
        return 0;
    return UNIT_DECIMALS.get(unit);
}
/** Python `round(x, d)` for the unit's declared decimals (the double nearest the formatted text). */
function roundForUnit(unit, x) {
    const d = decimalsForUnit(unit);
    if (d === undefined)
        throw new RangeError(`unit ${JSON.stringify(unit)} has no declared rounding`);
    return Number((0,_core_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFixed */ .mS)(x, d));
}
const mean = (raw) => raw.reduce((a, b) => a + b, 0) / raw.length;
/** Matches the estimator text's leading words; null when the text names no reproducible rule. */
function estimatorRule(estimator, rawCount) {
    const e = estimator.trim().toLowerCase();
    if (/^median\b/.test(e))
        return { name: 'median', apply: (raw) => (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_3__/* .median */ .JZ)(raw) };
    if (/^maximum\b/.test(e))
        return { name: 'max', apply: (raw) => Math.max(...raw) };
    if (/^minimum\b/.test(e))
        return { name: 'min', apply: (raw) => Math.min(...raw) };
    if (/^range\b/.test(e))
        return { name: 'range', apply: (raw) => [Math.min(...raw), Math.max(...raw)] };
    if (/^(arithmetic )?mean\b/.test(e))
        return { name: 'mean', apply: mean };
    if (/^relative change\b/.test(e)) {
        return { name: 'relative change', apply: (raw) => ((raw[0] - raw[1]) / raw[1]) * 100 };
    }
    if (/^count\b/.test(e))
        return { name: 'count', apply: (raw) => raw.reduce((a, b) => a + b, 0) };
    // A single observation is its own estimate whatever formula produced it.
    if (rawCount === 1)
        return { name: 'single observation', apply: (raw) => raw[0] };
    return null;
}
const METRIC_KEYS = [
    'id',
    'label',
    'value',
    'unit',
    'estimator',
    'samples',
    'cohort',
    'cache_state',
    'timing_boundary',
    'concurrency',
    'active_cap',
    'conditions',
    'source_sha256',
    'source_pointer',
    'raw_values',
    'caveats',
];
const TOP_KEYS = ['schema_version', 'version', 'historical', 'evidence_sources', 'metrics', 'limitations'];
const POINTER = /^(\/([^~/]|~[01])*)*$/;
/** Shortest round-trip text, the way both Python and the export print doubles. */
function num(x) {
    return String(x);
}
function show(v) {
    if (v === undefined)
        return 'nothing';
    if (typeof v === 'number')
        return num(v);
    if (Array.isArray(v))
        return `[${v.map((x) => show(x)).join(', ')}]`;
    return JSON.stringify(v);
}
function isNumber(v) {
    return typeof v === 'number' && Number.isFinite(v);
}
function sameNumber(a, b) {
    // Raw-value estimators repeat the source's own arithmetic; allow only representation noise.
    return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
}
function parseSource(file) {
    const sha256 = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(file.bytes);
    try {
        return {
            name: file.name,
            sha256,
            document: (0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .qF)((0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8Strict */ .h0)(file.bytes), { anyTopLevel: true }),
            parseError: null,
        };
    }
    catch (e) {
        return { name: file.name, sha256, document: null, parseError: e.message };
    }
}
/** Checks an export document (already parsed) against the supplied source files. Pure. */
function verifyEvidence(evidence, sourceFiles, options = {}) {
    const requireSources = options.requireSources ?? true;
    const problems = [];
    let metricsChecked = 0;
    if (!(0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .OW)(evidence)) {
        return {
            ok: false,
            problems: ['evidence: top-level value must be an object'],
            metricsChecked,
            metricsWithSource: 0,
        };
    }
    const doc = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .toPlain */ .Ul)(evidence);
    checkTopLevel(evidence, doc, problems);
    const declared = declaredSources(doc, problems);
    const sources = sourceFiles.map(parseSource);
    for (const s of sources) {
        if (!declared.has(s.sha256))
            problems.push(`source ${s.name}: sha256 ${s.sha256} matches no evidence_sources entry`);
    }
    const bySha = new Map(sources.map((s) => [s.sha256, s]));
    if (!Array.isArray(doc.metrics)) {
        problems.push('evidence: metrics must be an array');
        return { ok: false, problems, metricsChecked, metricsWithSource: 0 };
    }
    const rawMetrics = evidence.metrics;
    const ctx = {
        declared,
        sources,
        bySha,
        requireSources,
        seen: new Set(),
        problems,
        metricsWithSource: 0,
    };
    doc.metrics.forEach((m, i) => {
        metricsChecked++;
        checkMetric(m, rawMetrics[i], i, ctx);
    });
    return { ok: problems.length === 0, problems, metricsChecked, metricsWithSource: ctx.metricsWithSource };
}
/** The top-level keys and their types. */
function checkTopLevel(evidence, doc, problems) {
    for (const key of TOP_KEYS)
        if (!(key in doc))
            problems.push(`evidence: missing top-level key ${key}`);
    for (const key of Object.keys(doc))
        if (!TOP_KEYS.includes(key))
            problems.push(`evidence: unknown top-level key ${key}`);
    if (!(evidence.schema_version === 1))
        problems.push(`evidence: schema_version must be the integer 1, found ${show(doc.schema_version)}`);
    if (typeof doc.version !== 'string' || doc.version === '')
        problems.push('evidence: version must be a non-empty string');
    if (typeof doc.historical !== 'boolean')
        problems.push('evidence: historical must be a boolean');
    if (!Array.isArray(doc.limitations) || !doc.limitations.every((l) => typeof l === 'string')) {
        problems.push('evidence: limitations must be an array of strings');
    }
}
/** `evidence_sources`, checked, as a map from each declared digest to its source id. */
function declaredSources(doc, problems) {
    const declared = new Map();
    if (!Array.isArray(doc.evidence_sources))
        problems.push('evidence: evidence_sources must be an array');
    else {
        doc.evidence_sources.forEach((s, i) => {
            const where = `evidence source ${i}`;
            if (!s || typeof s !== 'object' || Array.isArray(s))
                return problems.push(`${where}: must be an object`);
            const id = s.id;
            const sha = s.sha256;
            if (typeof id !== 'string' || id === '')
                problems.push(`${where}: id must be a non-empty string`);
            if (typeof sha !== 'string' || !_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_PATTERN */ .jU.test(sha))
                problems.push(`${where}: sha256 must be 64 lowercase hex digits`);
            else
                declared.set(sha, typeof id === 'string' ? id : `#${i}`);
            for (const k of Object.keys(s))
                if (!['id', 'sha256', 'description'].includes(k))
                    problems.push(`${where}: unknown key ${k}`);
            if ('description' in s && typeof s.description !== 'string')
                problems.push(`${where}: description must be a string`);
        });
    }
    return declared;
}
/** One metric: its keys and types, its value against raw_values, then against its source. */
function checkMetric(m, rawMetricValue, i, ctx) {
    const { seen, problems } = ctx;
    const id = m && typeof m === 'object' && !Array.isArray(m) && typeof m.id === 'string' ? m.id : `#${i}`;
    const fail = (message) => {
        problems.push(`metric ${id}: ${message}`);
    };
    if (!m || typeof m !== 'object' || Array.isArray(m))
        return fail('must be an object');
    if (seen.has(id))
        fail('duplicate id');
    seen.add(id);
    checkMetricFields(m, rawMetricValue, fail);
    const unit = typeof m.unit === 'string' ? m.unit : '';
    const estimator = typeof m.estimator === 'string' ? m.estimator : '';
    const mv = metricValue(m, estimator, unit, fail);
    if (mv === null)
        return;
    const { value, decimals } = mv;
    const reproduced = reproduceValue(m, estimator, mv, fail);
    if (decimals === 0 && COUNT_UNIT.test(unit) && isNumber(value)) {
        const total = Number(COUNT_UNIT.exec(unit)[1]);
        if (value > total)
            fail(`count ${value} exceeds the unit's total ${total}`);
    }
    checkMetricSource(m, mv, reproduced, ctx, fail);
}
/** Every key present and known; strings, non-negative integers and caveats typed as declared. */
function checkMetricFields(m, rawMetric, fail) {
    for (const key of METRIC_KEYS)
        if (!(key in m))
            fail(`missing key ${key}`);
    for (const key of Object.keys(m))
        if (!METRIC_KEYS.includes(key))
            fail(`unknown key ${key}`);
    for (const key of [
        'label',
        'unit',
        'estimator',
        'cohort',
        'cache_state',
        'timing_boundary',
        'conditions',
    ]) {
        if (key in m && typeof m[key] !== 'string')
            fail(`${key} must be a string`);
    }
    for (const key of ['samples', 'concurrency', 'active_cap']) {
        const v = rawMetric[key];
        if (key in m && !(typeof v === 'number' && Number.isInteger(v) && v >= 0))
            fail(`${key} must be a non-negative integer`);
    }
    if (!Array.isArray(m.caveats) || !m.caveats.every((c) => typeof c === 'string'))
        fail('caveats must be an array of strings');
}
/** The value's shape for its estimator and the unit's rounding; null when the value is unusable. */
function metricValue(m, estimator, unit, fail) {
    const decimals = decimalsForUnit(unit);
    if (decimals === undefined)
        fail(`unit ${JSON.stringify(unit)} has no declared rounding`);
    const value = m.value;
    const isRange = /^range\b/i.test(estimator.trim());
    if (isRange) {
        if (!(Array.isArray(value) && value.length === 2 && value.every(isNumber))) {
            fail(`value must be a [low, high] pair for a range estimator, found ${show(value)}`);
            return null;
        }
    }
    else if (!isNumber(value)) {
        fail(`value must be a number, found ${show(value)}`);
        return null;
    }
    if (decimals === 0 && !(isNumber(value) && Number.isInteger(value)))
        fail(`value ${show(value)} must be an integer count`);
    const roundText = (x) => (decimals === undefined ? num(x) : (0,_core_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFixed */ .mS)(x, decimals));
    const roundNum = (x) => Number(roundText(x));
    const valueMatches = (estimate) => Array.isArray(estimate)
        ? Array.isArray(value) && value[0] === roundNum(estimate[0]) && value[1] === roundNum(estimate[1])
        : value === roundNum(estimate);
    const showRounded = (estimate) => Array.isArray(estimate) ? `[${roundText(estimate[0])}, ${roundText(estimate[1])}]` : roundText(estimate);
    const showEstimate = (estimate) => Array.isArray(estimate) ? `[${num(estimate[0])}, ${num(estimate[1])}]` : num(estimate);
    return { value, isRange, decimals, roundText, valueMatches, showRounded, showEstimate };
}
/** Internal consistency: raw_values reproduce value under the declared estimator and rounding. */
function reproduceValue(m, estimator, mv, fail) {
    const { value, isRange, decimals, valueMatches, showRounded, showEstimate } = mv;
    let estimate = null;
    let rule = null;
    const raw = m.raw_values;
    if (raw !== null) {
        if (!Array.isArray(raw) || !raw.every(isNumber))
            fail('raw_values must be null or an array of numbers');
        else if (raw.length === 0)
            fail('raw_values must not be empty (use null)');
        else {
            if (m.samples !== raw.length)
                fail(`samples ${show(m.samples)} != raw_values length ${raw.length}`);
            rule = estimatorRule(estimator, raw.length);
            if (rule === null)
                fail(`estimator ${JSON.stringify(estimator)} has no rule to reproduce value from raw_values`);
            else if (rule.name === 'relative change' && raw.length !== 2)
                fail('relative change needs exactly 2 raw_values [value, reference]');
            else if (rule.name === 'count' && !raw.every((r) => r === 0 || r === 1))
                fail('count raw_values must be 0/1 outcomes');
            else {
                estimate = rule.apply(raw);
                if (Array.isArray(estimate) !== isRange)
                    fail(`estimator ${rule.name} does not give the value's shape`);
                else if (decimals !== undefined && !valueMatches(estimate)) {
                    fail(`value ${show(value)} != round(${rule.name}(raw_values) = ${showEstimate(estimate)}, ${decimals}) = ${showRounded(estimate)}`);
                }
            }
        }
    }
    return { estimate, rule };
}
/** Source: hash, pointer, pointed value. */
function checkMetricSource(m, mv, { estimate, rule }, ctx, fail) {
    const { declared, sources, bySha, requireSources } = ctx;
    const { value, isRange, decimals, roundText, valueMatches, showRounded, showEstimate } = mv;
    const sha = m.source_sha256;
    const pointer = m.source_pointer;
    if (typeof sha !== 'string' || !_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_PATTERN */ .jU.test(sha))
        return fail('source_sha256 must be 64 lowercase hex digits');
    if (!declared.has(sha))
        fail(`source_sha256 ${sha} is not listed in evidence_sources`);
    if (typeof pointer !== 'string' || !POINTER.test(pointer))
        return fail(`source_pointer ${show(pointer)} is not an RFC 6901 JSON pointer`);
    const source = bySha.get(sha);
    if (source === undefined) {
        if (requireSources) {
            const given = sources.length === 0
                ? 'no source files given'
                : `given: ${sources.map((s) => `${s.name} sha256 ${s.sha256}`).join(', ')}`;
            fail(`no source file matches source_sha256 ${sha} (source ${declared.get(sha) ?? 'unlisted'}; ${given})`);
        }
        return;
    }
    ctx.metricsWithSource++;
    if (source.document === null)
        return fail(`source ${source.name} is not valid JSON: ${source.parseError}`);
    const pointedRaw = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .resolvePointer */ .cj)(source.document, pointer);
    if (pointedRaw === undefined)
        return fail(`source_pointer ${pointer} does not resolve in ${source.name}`);
    const pointed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .toPlain */ .Ul)(pointedRaw);
    if (isRange) {
        if (!(Array.isArray(pointed) && pointed.length === 2 && pointed.every(isNumber))) {
            return fail(`source_pointer ${pointer} resolves to ${describe(pointedRaw)}, expected a [low, high] pair of numbers`);
        }
        const pair = [pointed[0], pointed[1]];
        if (!valueMatches(pair))
            fail(`value ${show(value)} != round(${showEstimate(pair)}, ${decimals}) = ${showRounded(pair)}`);
        if (Array.isArray(estimate) && !(sameNumber(estimate[0], pair[0]) && sameNumber(estimate[1], pair[1]))) {
            fail(`raw_values give ${rule?.name} ${showEstimate(estimate)} but ${pointer} holds ${showEstimate(pair)}`);
        }
        return;
    }
    if (!isNumber(pointed))
        return fail(`source_pointer ${pointer} resolves to ${describe(pointedRaw)}, expected a number`);
    if (decimals !== undefined && !valueMatches(pointed)) {
        fail(`value ${show(value)} != round(${num(pointed)}, ${decimals}) = ${roundText(pointed)}`);
    }
    if (typeof estimate === 'number' && !sameNumber(estimate, pointed)) {
        fail(`raw_values give ${rule?.name} ${num(estimate)} but ${pointer} holds ${num(pointed)}`);
    }
}
function describe(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'an array';
    if (v instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonFloat */ .Xg || typeof v === 'number' || typeof v === 'bigint')
        return 'a number';
    if (typeof v === 'object')
        return 'an object';
    return `a ${typeof v}`;
}


/***/ })

};
