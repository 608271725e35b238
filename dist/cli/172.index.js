export const id = 172;
export const ids = [172];
export const modules = {

/***/ 6172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VERIFY_EVIDENCE_USAGE: () => (/* binding */ VERIFY_EVIDENCE_USAGE),
/* harmony export */   verifyEvidenceCommand: () => (/* binding */ verifyEvidenceCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5847);
/* harmony import */ var _domain_report_evidence_verify_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7758);
/* harmony import */ var _domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2612);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8551);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6675);
// `verify-evidence`: checks an evidence-metrics export against the source files it points into.








const VERIFY_EVIDENCE_USAGE = `Usage: paretopilot-capacity verify-evidence <evidence.json> --source <file>... [options]

Checks every metric of an evidence-metrics export: its source file's SHA-256, that its JSON pointer
resolves, that value equals the pointed value under the unit's declared rounding, that raw_values
reproduce the value under the declared estimator, and that samples equals the raw_values count.

Options:
  --source <file>...  Source documents the metrics point into (repeatable; several may follow one flag).
  -h, --help          Show this help.

Exit codes: 0 every metric verified, 1 at least one mismatch (each printed with its metric id),
2 bad usage or unreadable input.
`;
/** `--source a b --source c` → [a, b, c]: values may follow one flag until the next option. */
function expandSourceLists(argv) {
    const out = [];
    let inSources = false;
    for (const arg of argv) {
        if (arg === '--source') {
            inSources = true;
            continue;
        }
        if (arg.startsWith('-'))
            inSources = false;
        if (inSources)
            out.push('--source', arg);
        else
            out.push(arg);
    }
    return out;
}
async function verifyEvidenceCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .runCommand */ .d)('verify-evidence', io, () => verifyEvidenceBody(argv, io));
}
async function verifyEvidenceBody(argv, io) {
    const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Q)(expandSourceLists(argv), {
        source: { type: 'string', multiple: true },
    });
    if (values.help) {
        io.stdout(VERIFY_EVIDENCE_USAGE);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
    }
    const sources = values.source ?? [];
    if (positionals.length !== 1 || sources.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('expected one evidence file and at least one --source <file>');
    const read = async (path, what) => {
        try {
            return await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, path), path);
        }
        catch (e) {
            if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz))
                throw e;
            io.stderr(`verify-evidence: cannot read ${what} ${e.message}\n`);
            return null;
        }
    };
    const evidenceBytes = await read(positionals[0], 'evidence');
    if (evidenceBytes === null)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_USAGE */ .Ri;
    let evidence;
    try {
        evidence = (0,_domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJson */ .qF)((0,_domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeUtf8Strict */ .h0)(evidenceBytes));
    }
    catch (e) {
        io.stderr(`verify-evidence: ${positionals[0]}: not a valid JSON document: ${e.message}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_USAGE */ .Ri;
    }
    const files = [];
    for (const path of sources) {
        const bytes = await read(path, 'source');
        if (bytes === null)
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_USAGE */ .Ri;
        files.push({ name: path, bytes });
    }
    const result = (0,_domain_report_evidence_verify_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyEvidence */ .Jm)(evidence, files);
    if (!result.ok) {
        io.stderr(`verify-evidence: ${result.problems.length} problem(s) in ${positionals[0]}:\n${result.problems.join('\n')}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_MISMATCH */ .O1;
    }
    io.stdout(`verified ${result.metricsChecked} metrics in ${positionals[0]} against ${files.length} source file(s)\n`);
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 8741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   L0: () => (/* binding */ relativeSpreadPercent),
/* harmony export */   f3: () => (/* binding */ p95),
/* harmony export */   p3: () => (/* binding */ nearestRank)
/* harmony export */ });
// Statistics exactly as spec §5.5 / §9.3: p50 = median, p95 = nearest rank, relative spread.
function sortedCopy(values) {
    return [...values].sort((a, b) => a - b);
}
/** Ordinary median; even n → (a + b) / 2 of the two middle values. Null for no values. */
function median(values) {
    if (values.length === 0)
        return null;
    const s = sortedCopy(values);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
/** Nearest-rank percentile, no interpolation: element at max(1, ceil(q × n)), 1-based. */
function nearestRank(values, q) {
    if (values.length === 0)
        return null;
    const s = sortedCopy(values);
    const rank = Math.max(1, Math.ceil(q * s.length));
    return s[Math.min(rank, s.length) - 1];
}
function p95(values) {
    return nearestRank(values, 0.95);
}
/** (max − min) / median × 100, evaluated in that order; throws when undefined (median 0, max ≠ min). */
function relativeSpreadPercent(values, what) {
    const m = median(values);
    if (m === null)
        throw new RangeError(`${what}: no values for a relative spread`);
    const max = Math.max(...values);
    const min = Math.min(...values);
    if (m === 0) {
        if (max === min)
            return 0;
        throw new RangeError(`${what}: relative spread is infinite (median 0, values differ)`);
    }
    return ((max - min) / m) * 100;
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
