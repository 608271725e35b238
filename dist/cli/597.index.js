export const id = 597;
export const ids = [597];
export const modules = {

/***/ 7199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ parseJsonInput)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _json_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2612);
// One input file's bytes parsed as a JSON document: strict UTF-8, strict JSON, SHA-256 of the same bytes.




const YAML_HINT = '; this looks like YAML, and plans are JSON (docs/plans.md; `yq -o=json` converts a YAML file, `paretopilot-capacity init` writes a plan)';
/** A YAML file given where JSON is read: its name says so, or it opens with a YAML key, `---` or a comment. */
function looksLikeYaml(text, path) {
    if (/\.ya?ml$/i.test(path))
        return true;
    const first = text.trimStart().split('\n', 1)[0];
    return /^(---|#|[$\w"'-][^:{}[\]]*:(\s|$))/.test(first);
}
/** Strict UTF-8 + strict JSON over one byte snapshot (file hash computed over the same bytes); reads no file. */
function parseJsonInput(file) {
    let text;
    try {
        text = (0,_json_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8Strict */ .h0)(file.bytes);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('is not valid UTF-8', file.path);
    }
    try {
        return { path: file.path, sha256: (0,_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(file.bytes), value: (0,_json_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJson */ .qF)(text) };
    }
    catch (e) {
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonSyntaxError */ .q3)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`invalid JSON: ${e.message}${looksLikeYaml(text, file.path) ? YAML_HINT : ''}`, file.path);
        throw e;
    }
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

/***/ 5395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ factorOf),
/* harmony export */   v8: () => (/* binding */ classifyPair)
/* harmony export */ });
/* unused harmony export serverOptions */
/** Options whose values name files or endpoints, not what the server computes. */
const PLACE_OPTIONS = new Set(['--model', '-m', '--port', '--host']);
/** The server options of a canonical argv: the binary and place-naming options removed. */
function serverOptions(argv) {
    const out = [];
    for (let i = 1; i < argv.length; i++) {
        if (PLACE_OPTIONS.has(argv[i])) {
            i++;
            continue;
        }
        out.push(argv[i]);
    }
    return out;
}
/** An option name (`-t`, `--threads`), not a value such as `-1` or `-0.5`. */
const isOptionName = (token) => /^--?[A-Za-z]/.test(token);
/** Option names whose presence or value differs between two option lists. */
function differingOptions(a, b) {
    const table = (xs) => {
        const m = new Map();
        for (let i = 0; i < xs.length; i++) {
            if (!isOptionName(xs[i]))
                continue;
            const value = i + 1 < xs.length && !isOptionName(xs[i + 1]) ? xs[i + 1] : '';
            m.set(xs[i], m.has(xs[i]) ? `${m.get(xs[i])}\u0000${value}` : value);
        }
        return m;
    };
    const ta = table(a);
    const tb = table(b);
    const names = [...new Set([...ta.keys(), ...tb.keys()])].sort();
    const differ = names.filter((n) => ta.get(n) !== tb.get(n));
    if (differ.length === 0 && a.join('\u0000') !== b.join('\u0000'))
        return ['(order)'];
    return differ;
}
/** The factor two candidates differ in, read from what each runs. */
function classifyPair(a, b) {
    const differences = [];
    if (a.build.identity !== b.build.identity) {
        const onlyKleidiai = a.build.kleidiai !== b.build.kleidiai && (a.build.rest === null || a.build.rest === b.build.rest);
        differences.push(onlyKleidiai
            ? { factor: 'build', detail: 'kleidiai' }
            : a.build.kleidiai !== b.build.kleidiai
                ? { factor: 'confounded', detail: 'kleidiai+build options' }
                : { factor: 'build', detail: 'build' });
    }
    if (a.model.identity !== b.model.identity)
        differences.push({
            factor: 'model',
            detail: a.model.family === b.model.family && a.model.revision === b.model.revision
                ? 'quantization'
                : 'model_family',
        });
    const options = differingOptions(a.options, b.options);
    if (options.length > 0)
        differences.push({ factor: 'server_args', detail: options.join(' ') });
    if (differences.length === 0)
        return { factor: 'identical', detail: null };
    if (differences.length === 1)
        return differences[0];
    return {
        factor: 'confounded',
        detail: differences.map((d) => (d.factor === 'confounded' ? d.detail : d.factor)).join('+'),
    };
}
/** The factor of two candidates of a study, from its manifest's build and model records and argv. */
function factorOf(a, b, argvA, argvB) {
    const normalize = (c, argv) => ({
        build: {
            identity: `${c.build.label}\u0000${c.build.binarySha256}`,
            kleidiai: c.build.kleidiai,
            rest: null,
        },
        model: { identity: c.model.sha256, family: c.model.family, revision: c.model.revision },
        options: serverOptions(argv),
    });
    return classifyPair(normalize(a, argvA), normalize(b, argvB));
}


/***/ }),

/***/ 4975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ STANDING_WORDS),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   _G: () => (/* binding */ VERDICT_WORDS),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   ly: () => (/* binding */ STATUS_WORDS),
/* harmony export */   u5: () => (/* binding */ percentChange)
/* harmony export */ });
/* unused harmony export TIE_WORDS */
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
// The decision's headline sentence: the chosen point with its selection-adjusted rate, what the
// comparison with the best says of it (best / equivalent / within δ / unresolved) with its
// simultaneous interval, and what would settle what is open — or why nothing is chosen.

/** A comparison's verdict in words, for every renderer. */
const VERDICT_WORDS = {
    better: 'better',
    worse: 'worse',
    equivalent: 'equivalent within ±δ',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
/** The choice's status in words, for every renderer. */
const STATUS_WORDS = {
    best: 'best',
    equivalent: 'equivalent',
    within_delta: 'within δ of the best',
    unresolved: 'UNRESOLVED',
    no_eligible_cell: 'no eligible point',
};
/** A candidate's standing against the best of the others, in words. */
const STANDING_WORDS = {
    best: 'the best',
    within_delta: 'within δ of the best',
    possible: 'may be the best',
    not_best: 'not the best',
    no_eligible_cell: 'no eligible point',
};
const TIE_WORDS = {
    highest_estimate: 'highest estimate',
    lowest_e2e_p95: 'lowest E2E p95',
    lowest_peak_rss: 'lowest peak memory',
};
const where = (p) => `P${p.serverParallel} / C${p.clientConcurrency}`;
function rateText(estimate, ci) {
    if (estimate === null)
        return 'no rate';
    const interval = ci === null ? ' [no interval]' : ` [${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(ci[0], 1)}, ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(ci[1], 1)}]`;
    return `${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(estimate, 1)} tok/s${interval}`;
}
function percentChange(ratio) {
    const x = (ratio - 1) * 100;
    const digits = (0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(Math.abs(x), 1);
    // A change that rounds to zero has no direction to show.
    if (digits === '0.0')
        return '0.0 %';
    return `${x < 0 ? '−' : '+'}${digits} %`;
}
function changeText(ratio, ci) {
    return `${percentChange(ratio)} ${ci === null ? '[no interval]' : `[${percentChange(ci[0])}, ${percentChange(ci[1])}]`}`;
}
const intervalText = (ci) => `[${percentChange(ci[0])}, ${percentChange(ci[1])}]`;
function pairsText(f) {
    if (f.pairsNeeded === null)
        return f.indifferenceZone > 0
            ? 'more than 1000 counterbalanced pairs would be needed at this noise'
            : 'with a zero indifference zone no number of pairs guarantees an answer';
    const beyond = f.beyondPlanMaximum ? ' (beyond this plan format’s maximum of 10)' : '';
    return `about ${f.pairsNeeded} counterbalanced pairs would resolve it with 80 % probability at this noise${beyond}`;
}
function standingText(f) {
    const level = `${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(f.confidence * 100, 0)} % simultaneous`;
    const delta = `δ = ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(f.indifferenceZone * 100, 1)} %`;
    const bound = f.versusBest === null ? '' : ` (against the best of the others: ${intervalText(f.versusBest)}, ${level})`;
    if (f.status === 'best' && f.versusBest === null)
        return '; the only candidate with an eligible point';
    if (f.status === 'best')
        return `; the best of ${f.candidates} candidates${bound}`;
    const tie = `chosen by the tie rule (${TIE_WORDS[f.tieRule]}) among ${f.withinDelta.join(', ')}`;
    if (f.status === 'equivalent')
        return `; equivalent within ${delta} to every candidate that could be best${bound}; ${tie}`;
    if (f.status === 'within_delta')
        return `; within ${delta} of the best${bound}; ${tie}`;
    return `; not shown within ${delta} of the best${bound}: ${pairsText(f)}`;
}
function headline(f) {
    if (f.status === 'no_eligible_cell' || f.chosen === null)
        return 'No (candidate, P, C) point passes the gates: none is chosen.';
    const prefix = f.status === 'unresolved' ? 'UNRESOLVED — ' : '';
    const head = `${f.chosen.label} at ${where(f.chosen)}: ${rateText(f.chosen.estimate, f.chosen.ci)}`;
    const open = f.openGates.length > 0 ? `; gates not settled: ${f.openGates.join('; ')}` : '';
    return `${prefix}${head}${standingText(f)}${open}.`;
}


/***/ }),

/***/ 8621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cI: () => (/* binding */ serverRunKey),
/* harmony export */   p1: () => (/* binding */ runToRunSd),
/* harmony export */   vs: () => (/* binding */ fitRateModel)
/* harmony export */ });
/* harmony import */ var _statistics_block_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4979);
// The generation-rate model a decision rests on, fitted one way for a study and for a fleet's refit of
// it: cells with a positive rate in every pass, ln(rate), and the C levels of one (candidate, P) as
// one server run — the split-plot strata of docs/decision.md.

function fitRateModel(cells, rates, serverRun) {
    const inModel = cells.filter((c) => rates(c).every((r) => r > 0 && Number.isFinite(r)));
    if (inModel.length === 0)
        return { inModel, model: null };
    const runKeys = inModel.map(serverRun);
    const model = (0,_statistics_block_model_js__WEBPACK_IMPORTED_MODULE_0__/* .fitBlockModel */ .m)(inModel.map((c) => rates(c).map((r) => Math.log(r))), runKeys.map((k) => runKeys.indexOf(k)));
    return { inModel, model };
}
/** The server run of a cell: its candidate and P (every C level of them is measured by one server). */
function serverRunKey(candidateId, serverParallel) {
    return `${String(candidateId)}\u0000${String(serverParallel)}`;
}
/** The run-to-run SD (log scale) of one measurement against a cell of another server run: the noise floor. */
function runToRunSd(model) {
    if (model === null || model.msE === null)
        return null;
    return model.runs === null ? model.residualSd : Math.sqrt(model.runs.betweenVariance);
}


/***/ }),

/***/ 6695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kg: () => (/* binding */ isGood),
/* harmony export */   mi: () => (/* binding */ summarizeProbe),
/* harmony export */   qq: () => (/* binding */ targetOutOfReach)
/* harmony export */ });
/* unused harmony exports lagBoundMs, checkTarget, attainmentVerdict */
/* harmony import */ var _core_stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8741);
/* harmony import */ var _statistics_binomial_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3253);
// One open-loop probe's summary: attainment of every per-request limit with exact Clopper–Pearson bounds (1934), goodput as DistServe defines it (Zhong et al. 2024), scheduling lag and a three-valued verdict with an early saturation stop.


/**
 * The stated lag bound: max(10 ms, 10 % of the mean inter-arrival 1/λ). Above it the client, not the
 * server, is shaping the arrivals, and an open-loop probe would silently become closed-loop.
 */
function lagBoundMs(offeredRate) {
    if (!(offeredRate > 0) || !Number.isFinite(offeredRate))
        throw new RangeError(`offeredRate must be a positive finite number (got ${offeredRate})`);
    return Math.max(10, 100 / offeredRate);
}
function checkTarget(target) {
    const { limits, attainment, confidence } = target;
    if (!(limits.ttftMs > 0))
        throw new RangeError(`limits.ttftMs must be a positive number (got ${limits.ttftMs})`);
    if (!(limits.e2eMs > 0))
        throw new RangeError(`limits.e2eMs must be a positive number (got ${limits.e2eMs})`);
    if (!(attainment > 0 && attainment < 1))
        throw new RangeError(`attainment must be in (0, 1) (got ${attainment})`);
    if (!(confidence > 0 && confidence < 1))
        throw new RangeError(`confidence must be in (0, 1) (got ${confidence})`);
}
/** Completed and within every limit; a failed or unsent request is not good. */
function isGood(record, limits) {
    return (record.completed &&
        record.sentAt !== null &&
        record.ttftMs !== null &&
        record.e2eMs !== null &&
        record.ttftMs <= limits.ttftMs &&
        record.e2eMs <= limits.e2eMs);
}
/** pass when the lower bound ≥ target, fail when the upper bound < target, else indeterminate. */
function attainmentVerdict(bounds, target) {
    if (bounds.lower >= target)
        return 'pass';
    if (bounds.upper < target)
        return 'fail';
    return 'indeterminate';
}
/**
 * Saturation stop: true once the verdict is already `fail` whatever the `remaining` requests do,
 * i.e. even if every one of them is good the upper bound stays below the target (the bound grows
 * with k, so k = good + remaining is the best case).
 */
function targetOutOfReach(good, decided, remaining, target) {
    const n = decided + remaining;
    if (n === 0)
        return false;
    const best = (0,_statistics_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .clopperPearson */ .m)(good + remaining, n, target.confidence, 'two-sided');
    return best.upper < target.attainment;
}
function summarizeProbe(records, offeredRate, target) {
    checkTarget(target);
    const bound = lagBoundMs(offeredRate);
    if (records.length === 0)
        throw new RangeError('records must hold at least one request');
    const good = records.filter((r) => isGood(r, target.limits));
    const sentTimes = records.flatMap((r) => (r.sentAt === null ? [] : [r.sentAt]));
    const lags = records.flatMap((r) => (r.sentAt === null ? [] : [(r.sentAt - r.scheduledAt) * 1000]));
    const first = records.reduce((m, r) => Math.min(m, r.scheduledAt), Infinity);
    const finishes = records.flatMap((r) => (r.sentAt === null ? [] : [r.sentAt + (r.e2eMs ?? 0) / 1000]));
    const last = finishes.reduce((m, t) => Math.max(m, t), first);
    const window = last - first;
    const span = sentTimes.length < 2
        ? 0
        : sentTimes.reduce((m, t) => Math.max(m, t), -Infinity) -
            sentTimes.reduce((m, t) => Math.min(m, t), Infinity);
    const bounds = (0,_statistics_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .clopperPearson */ .m)(good.length, records.length, target.confidence, 'two-sided');
    const lagP99 = (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestRank */ .p3)(lags, 0.99);
    return {
        offeredRate,
        achievedRate: span > 0 ? (sentTimes.length - 1) / span : null,
        requests: records.length,
        sent: sentTimes.length,
        good: good.length,
        attainment: good.length / records.length,
        bounds,
        verdict: attainmentVerdict(bounds, target.attainment),
        goodputRequestsPerSecond: window > 0 ? good.length / window : 0,
        goodputTokensPerSecond: window > 0 ? good.reduce((sum, r) => sum + r.tokens, 0) / window : 0,
        windowSeconds: window,
        lagMsP50: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestRank */ .p3)(lags, 0.5),
        lagMsP99: lagP99,
        lagBoundMs: bound,
        valid: lagP99 !== null && lagP99 <= bound,
        stoppedEarly: sentTimes.length < records.length,
    };
}


/***/ }),

/***/ 8428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ startSearch),
/* harmony export */   gW: () => (/* binding */ nextProbe),
/* harmony export */   m1: () => (/* binding */ recordProbe)
/* harmony export */ });
/* unused harmony exports plannedProbeSeconds, bisectionSteps */
function positive(name, value) {
    if (!(value > 0) || !Number.isFinite(value))
        throw new RangeError(`${name} must be a positive finite number (got ${value})`);
}
function startSearch(config) {
    positive('startRate', config.startRate);
    positive('tolerance', config.tolerance);
    positive('budgetSeconds', config.budgetSeconds);
    positive('probeSeconds', config.probeSeconds);
    positive('minRate', config.minRate);
    positive('maxRate', config.maxRate);
    if (config.requestsPerProbe !== undefined &&
        !(Number.isInteger(config.requestsPerProbe) && config.requestsPerProbe >= 1))
        throw new RangeError(`requestsPerProbe must be an integer >= 1 (got ${config.requestsPerProbe})`);
    if (!(config.serverStartSeconds >= 0) || !Number.isFinite(config.serverStartSeconds))
        throw new RangeError(`serverStartSeconds must be a finite number >= 0 (got ${config.serverStartSeconds})`);
    if (!Number.isInteger(config.replicates) || config.replicates < 1 || config.replicates > 10)
        throw new RangeError(`replicates must be an integer in 1..10 (got ${config.replicates})`);
    if (!(config.minRate <= config.startRate && config.startRate <= config.maxRate))
        throw new RangeError(`startRate must lie in [minRate, maxRate] (got ${config.startRate} outside [${config.minRate}, ${config.maxRate}])`);
    return {
        config,
        phase: 'up',
        status: 'running',
        lo: null,
        hi: null,
        candidate: config.startRate,
        passesAtCandidate: 0,
        spentSeconds: 0,
        history: [],
    };
}
/** Seconds the probe at `rate` is planned to take (the budget check before it). */
function plannedProbeSeconds(config, rate) {
    return config.requestsPerProbe === undefined
        ? config.probeSeconds
        : config.requestsPerProbe / rate + config.probeSeconds;
}
/** The next probe to run, or why the search ended and the bracket it reached. */
function nextProbe(state) {
    const { config } = state;
    if (state.status !== 'running')
        return { kind: 'done', status: state.status, lo: state.lo, hi: state.hi };
    if (state.spentSeconds + plannedProbeSeconds(config, state.candidate) + config.serverStartSeconds >
        config.budgetSeconds)
        return { kind: 'done', status: 'budget', lo: state.lo, hi: state.hi };
    return { kind: 'probe', rate: state.candidate, replicate: state.passesAtCandidate + 1 };
}
function done(state, status) {
    return { ...state, phase: 'done', status };
}
/** Moves to the geometric midpoint of [lo, hi], or ends when the bracket is within tolerance. */
function bisect(state, lo, hi) {
    const next = { ...state, phase: 'bisect', lo, hi, passesAtCandidate: 0 };
    if (hi / lo - 1 <= state.config.tolerance)
        return done(next, 'converged');
    return { ...next, candidate: Math.sqrt(lo * hi) };
}
/** Folds one probe's outcome into the state. A probe counts as passing only when valid and `pass`. */
function recordProbe(state, outcome) {
    if (state.status !== 'running')
        throw new RangeError('the search has ended: no probe to record');
    if (outcome.rate !== state.candidate)
        throw new RangeError(`rate must be the rate asked for (${state.candidate}), got ${outcome.rate}`);
    if (!(outcome.durationSeconds >= 0))
        throw new RangeError(`durationSeconds must be >= 0 (got ${outcome.durationSeconds})`);
    const { config } = state;
    const spent = {
        ...state,
        spentSeconds: state.spentSeconds + outcome.durationSeconds + config.serverStartSeconds,
        history: [...state.history, outcome],
    };
    const rate = state.candidate;
    if (outcome.valid && outcome.verdict === 'pass') {
        if (state.passesAtCandidate + 1 < config.replicates)
            return { ...spent, passesAtCandidate: state.passesAtCandidate + 1 };
        // Every replicate passed: the rate is the new lower end.
        if (state.phase === 'up') {
            const up = 2 * rate;
            if (up > config.maxRate)
                return done({ ...spent, lo: rate }, 'above-max');
            return { ...spent, lo: rate, candidate: up, passesAtCandidate: 0 };
        }
        return bisect(spent, rate, state.hi);
    }
    // Failed, indeterminate or invalid: the rate is not shown to pass, so it bounds from above.
    if (state.phase === 'bisect' || (state.phase === 'up' && state.lo !== null))
        return bisect(spent, state.lo, rate);
    const down = rate / 2;
    if (down < config.minRate)
        return done({ ...spent, hi: rate }, 'below-min');
    return { ...spent, phase: 'down', hi: rate, candidate: down, passesAtCandidate: 0 };
}
/** Bisection steps from a ratio-2 bracket to hi/lo − 1 ≤ tolerance: the smallest k with 2^(2^−k) − 1 ≤ tolerance. */
function bisectionSteps(tolerance) {
    positive('tolerance', tolerance);
    let ratio = 2;
    let k = 0;
    while (ratio - 1 > tolerance) {
        ratio = Math.sqrt(ratio);
        k++;
    }
    return k;
}


/***/ }),

/***/ 8198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ buildLoadEvaluation),
/* harmony export */   _G: () => (/* binding */ aggregateRow),
/* harmony export */   lC: () => (/* binding */ validateLoadEvaluation),
/* harmony export */   n5: () => (/* binding */ jsonValueEquals)
/* harmony export */ });
/* unused harmony exports SAMPLE_KEYS, SAMPLE_EXTRA_KEYS, ROW_KEYS, ROW_EXTRA_KEYS, sloFailures, sampleJson, rowJson, highestSloConcurrency */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8050);
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(468);
/* harmony import */ var _plan_load_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8410);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2645);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8070);
/* harmony import */ var _core_stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8741);
// Load evaluation artifact (spec §5): row aggregation from samples, SLO codes, and the validator
// that recomputes every row. Extra ITL/TPOT fields are optional and recomputed when present.
// cohesive: the load evaluation artifact — its rows, SLO codes and the validator recomputing them.







const SAMPLE_KEYS = [
    'index',
    'prompt_index',
    'prompt_sha256',
    'completed',
    'ttft_ms',
    'e2e_latency_ms',
    'generated_tokens',
    'error',
    'started_at_seconds',
    'finished_at_seconds',
];
const SAMPLE_EXTRA_KEYS = ['tpot_ms', 'itl_ms_p50', 'itl_ms_p95', 'content_event_count'];
const ROW_KEYS = [
    'candidate_id',
    'concurrency',
    'request_count',
    'completed_requests',
    'failed_requests',
    'completion_rate',
    'error_rate',
    'wall_time_seconds',
    'requests_per_second',
    'generated_tokens_per_second',
    'ttft_ms_p50',
    'ttft_ms_p95',
    'e2e_latency_ms_p50',
    'e2e_latency_ms_p95',
    'peak_rss_mib',
    'slo_failures',
    'slo_met',
    'samples',
];
const ROW_EXTRA_KEYS = ['tpot_ms_p50', 'tpot_ms_p95', 'itl_ms_p50', 'itl_ms_p95'];
/** SLO failure codes in spec order (§5.5); comparisons against maxima are strict. */
function sloFailures(completionRate, ttftP95, e2eP95, slo) {
    const out = [];
    if (completionRate < slo.min_completion_rate)
        out.push('completion_rate_below_minimum');
    if (ttftP95 === null)
        out.push('no_completed_request_ttft');
    else if (slo.max_ttft_ms_p95 !== null && ttftP95 > slo.max_ttft_ms_p95)
        out.push('ttft_ms_p95_above_maximum');
    if (e2eP95 === null)
        out.push('no_completed_request_e2e');
    else if (e2eP95 > slo.max_e2e_latency_ms_p95)
        out.push('e2e_latency_ms_p95_above_maximum');
    return out;
}
const ascending = (a, b) => a - b;
function nonNull(values) {
    return values.filter((v) => typeof v === 'number');
}
/** Aggregates one client level's measured samples (§5.5). */
function aggregateRow(candidateId, concurrency, samples, slo) {
    if (samples.length === 0)
        throw new RangeError(`concurrency ${concurrency}: no measured samples`);
    const completed = samples.filter((s) => s.completed);
    const wall = Math.max(...samples.map((s) => s.finished_at_seconds)) -
        Math.min(...samples.map((s) => s.started_at_seconds));
    if (!Number.isFinite(wall) || wall <= 0)
        throw new RangeError(`concurrency ${concurrency}: measured wall time must be positive`);
    const tokens = samples.reduce((sum, s) => sum + s.generated_tokens, 0);
    const completionRate = completed.length / samples.length;
    // Sorted once: median and p95 each sort a copy, which is linear for sorted input (same values).
    const ttfts = nonNull(completed.map((s) => s.ttft_ms)).sort(ascending);
    const e2es = completed.map((s) => s.e2e_latency_ms).sort(ascending);
    const ttftP95 = (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(ttfts);
    const e2eP95 = (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(e2es);
    const failures = sloFailures(completionRate, completed.length ? ttftP95 : null, completed.length ? e2eP95 : null, slo);
    const hasExtras = samples.every((s) => s.tpot_ms !== undefined);
    return {
        candidate_id: candidateId,
        concurrency,
        request_count: samples.length,
        completed_requests: completed.length,
        failed_requests: samples.length - completed.length,
        completion_rate: completionRate,
        error_rate: (samples.length - completed.length) / samples.length,
        wall_time_seconds: wall,
        requests_per_second: completed.length / wall,
        generated_tokens_per_second: tokens / wall,
        ttft_ms_p50: completed.length ? (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(ttfts) : null,
        ttft_ms_p95: completed.length ? ttftP95 : null,
        e2e_latency_ms_p50: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(e2es),
        e2e_latency_ms_p95: e2eP95,
        slo_failures: failures,
        slo_met: failures.length === 0,
        samples,
        extras: hasExtras
            ? {
                tpot_ms_p50: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(nonNull(completed.map((s) => s.tpot_ms))),
                tpot_ms_p95: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(nonNull(completed.map((s) => s.tpot_ms))),
                itl_ms_p50: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(nonNull(completed.map((s) => s.itl_ms_p50))),
                itl_ms_p95: (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(nonNull(completed.map((s) => s.itl_ms_p95))),
            }
            : null,
    };
}
const fl = (v) => (v === null ? null : (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(v));
function sampleJson(s) {
    const out = {
        index: s.index,
        prompt_index: s.prompt_index,
        prompt_sha256: s.prompt_sha256,
        completed: s.completed,
        ttft_ms: fl(s.ttft_ms),
        e2e_latency_ms: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(s.e2e_latency_ms),
        generated_tokens: s.generated_tokens,
        error: s.error,
        started_at_seconds: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(s.started_at_seconds),
        finished_at_seconds: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(s.finished_at_seconds),
    };
    if (s.tpot_ms !== undefined) {
        out.tpot_ms = fl(s.tpot_ms);
        out.itl_ms_p50 = fl(s.itl_ms_p50 ?? null);
        out.itl_ms_p95 = fl(s.itl_ms_p95 ?? null);
        out.content_event_count = s.content_event_count ?? 0;
    }
    return out;
}
function rowJson(r) {
    return rowFieldsJson(r, r.samples.map(sampleJson));
}
/** A row as stored; without `samples` when none are given (validation compares the samples it read). */
function rowFieldsJson(r, samples) {
    const out = {
        candidate_id: r.candidate_id,
        concurrency: r.concurrency,
        request_count: r.request_count,
        completed_requests: r.completed_requests,
        failed_requests: r.failed_requests,
        completion_rate: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(r.completion_rate),
        error_rate: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(r.error_rate),
        wall_time_seconds: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(r.wall_time_seconds),
        requests_per_second: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(r.requests_per_second),
        generated_tokens_per_second: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(r.generated_tokens_per_second),
        ttft_ms_p50: fl(r.ttft_ms_p50),
        ttft_ms_p95: fl(r.ttft_ms_p95),
        e2e_latency_ms_p50: fl(r.e2e_latency_ms_p50),
        e2e_latency_ms_p95: fl(r.e2e_latency_ms_p95),
        peak_rss_mib: null,
        slo_failures: [...r.slo_failures],
        slo_met: r.slo_met,
    };
    if (samples)
        out.samples = samples;
    if (r.extras) {
        for (const k of ROW_EXTRA_KEYS)
            out[k] = fl(r.extras[k]);
    }
    return out;
}
/** Builds a complete load-evaluation artifact (§5.6) from measured levels. */
function buildLoadEvaluation(args) {
    const skipped = [...(args.skippedLevels ?? [])].sort((a, b) => a - b);
    const ascending = args.plan.concurrency_levels.filter((l) => !skipped.includes(l));
    const rows = ascending.map((level) => {
        const found = args.levels.find((l) => l.concurrency === level);
        if (!found)
            throw new RangeError(`no measurements for concurrency ${level}`);
        return aggregateRow(args.candidateId, level, found.samples, args.plan.slo);
    });
    const defaultOrder = args.executionOrder.join(',') === args.plan.concurrency_levels.join(',');
    const doc = {
        schema_version: defaultOrder ? '1.0' : '1.1',
        candidate_id: args.candidateId,
        synthetic: false,
        methodology: (0,_plan_load_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .methodology */ .Qb)(args.plan),
        slo: (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .sloMapping */ .$_)(args.plan.slo),
        rows: rows.map(rowJson),
        highest_slo_concurrency: highestSloConcurrency(rows),
        evidence_binding: args.binding,
    };
    if (!defaultOrder)
        doc.execution_order = [...args.executionOrder];
    if (skipped.length > 0)
        doc.skipped_concurrency_levels = skipped;
    return doc;
}
function highestSloConcurrency(rows) {
    const met = rows.filter((r) => r.slo_met).map((r) => r.concurrency);
    return met.length ? Math.max(...met) : null;
}
/** Value equality of parsed JSON where 1 == 1.0 (Python semantics), everything else exact. */
function jsonValueEquals(a, b) {
    const num = (v) => v instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonFloat */ .Xg
        ? v.value
        : typeof v === 'number'
            ? v
            : typeof v === 'bigint'
                ? Number(v)
                : undefined;
    const na = num(a);
    const nb = num(b);
    if (na !== undefined || nb !== undefined)
        return na !== undefined && nb !== undefined && na === nb;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
        return a === b;
    if (Array.isArray(a) || Array.isArray(b)) {
        return (Array.isArray(a) &&
            Array.isArray(b) &&
            a.length === b.length &&
            a.every((x, i) => jsonValueEquals(x, b[i])));
    }
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return (ka.length === kb.length &&
        ka.every((k, i) => k === kb[i] && jsonValueEquals(a[k], b[k])));
}
function isClose(a, b, rel, abs) {
    return Math.abs(a - b) <= Math.max(rel * Math.max(Math.abs(a), Math.abs(b)), abs);
}
function parseSample(f, expectedIndex, plan, promptHashes) {
    f.exactKeys(SAMPLE_KEYS, SAMPLE_EXTRA_KEYS);
    const index = f.integer('index', 1, 1_000_000);
    if (index !== expectedIndex)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`index must be ${expectedIndex} (sequential)`, f.file, f.at('index'));
    const promptIndex = f.integer('prompt_index', 1, plan.prompts.length);
    if (promptIndex !== (0,_plan_load_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .promptIndexFor */ .EL)(index, plan.prompts.length))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`prompt_index must follow the round-robin schedule (${(0,_plan_load_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .promptIndexFor */ .EL)(index, plan.prompts.length)})`, f.file, f.at('prompt_index'));
    const promptSha = f.digest('prompt_sha256');
    if (promptSha !== promptHashes[promptIndex - 1])
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('prompt_sha256 does not match the scheduled prompt', f.file, f.at('prompt_sha256'));
    const completed = f.boolean('completed');
    const ttft = f.nullableNumber('ttft_ms', 0, Number.MAX_VALUE);
    const e2e = f.number('e2e_latency_ms', 0, Number.MAX_VALUE, { exclusiveMin: true });
    const tokens = f.integer('generated_tokens', 0, plan.output_tokens);
    const errorRaw = f.raw('error');
    const started = f.number('started_at_seconds', 0, Number.MAX_VALUE);
    const finished = f.number('finished_at_seconds', 0, Number.MAX_VALUE, { exclusiveMin: true });
    if (!(finished > started))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('finished_at_seconds must be after started_at_seconds', f.file, f.at('finished_at_seconds'));
    if (completed) {
        if (ttft === null)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('ttft_ms must not be null for a completed request', f.file, f.at('ttft_ms'));
        if (ttft > e2e)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('ttft_ms must not exceed e2e_latency_ms', f.file, f.at('ttft_ms'));
        if (tokens !== plan.output_tokens)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`generated_tokens must equal output_tokens ${plan.output_tokens} for a completed request`, f.file, f.at('generated_tokens'));
        if (errorRaw !== null)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('error must be null for a completed request', f.file, f.at('error'));
    }
    else {
        if (typeof errorRaw !== 'string' || !errorRaw.trim() || (0,_core_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .longerThan */ .bi)(errorRaw, 512))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('error must be a non-blank string of at most 512 characters for a failed request', f.file, f.at('error'));
    }
    if (!isClose(e2e, (finished - started) * 1000, 1e-6, 0.05))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('e2e_latency_ms does not match finished_at_seconds − started_at_seconds', f.file, f.at('e2e_latency_ms'));
    const sample = {
        index,
        prompt_index: promptIndex,
        prompt_sha256: promptSha,
        completed,
        ttft_ms: ttft,
        e2e_latency_ms: e2e,
        generated_tokens: tokens,
        error: errorRaw,
        started_at_seconds: started,
        finished_at_seconds: finished,
    };
    if (f.has('tpot_ms')) {
        f.exactKeys([...SAMPLE_KEYS, ...SAMPLE_EXTRA_KEYS]);
        sample.tpot_ms = f.nullableNumber('tpot_ms', 0, Number.MAX_VALUE);
        sample.itl_ms_p50 = f.nullableNumber('itl_ms_p50', 0, Number.MAX_VALUE);
        sample.itl_ms_p95 = f.nullableNumber('itl_ms_p95', 0, Number.MAX_VALUE);
        sample.content_event_count = f.integer('content_event_count', 0, 1_000_000);
    }
    else if (SAMPLE_EXTRA_KEYS.some((k) => f.has(k))) {
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('extra latency fields must be given together (tpot_ms, itl_ms_p50, itl_ms_p95, content_event_count)', f.file, f.pointer);
    }
    return sample;
}
/** `skipped_concurrency_levels`: ascending, distinct plan levels, never the lowest (nothing is below it). */
function skippedConcurrencyLevels(f, levels) {
    const at = f.at('skipped_concurrency_levels');
    const skipped = f.integers('skipped_concurrency_levels', 1, 1024);
    if (skipped.length === 0)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must not be empty (leave it out when no level was skipped)', f.file, at);
    for (let i = 0; i < skipped.length; i++) {
        if (!levels.includes(skipped[i]))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${skipped[i]} is not a concurrency level`, f.file, `${at}/${i}`);
        if (i > 0 && skipped[i] <= skipped[i - 1])
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be strictly ascending', f.file, at);
    }
    if (skipped[0] === levels[0])
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`the lowest level ${levels[0]} cannot be skipped (no lower level gives evidence)`, f.file, at);
    return skipped;
}
/**
 * Validates a load evaluation against the load plan and recomputes every row from its samples;
 * any stored field that differs from the recomputation is an error naming the row and field.
 */
function validateLoadEvaluation(value, plan, file) {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .Fields */ .C8.root(value, file);
    const schema = f.raw('schema_version');
    if (schema !== '1.0' && schema !== '1.1')
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('schema_version must be "1.0" or "1.1"', file, '/schema_version');
    const base = [
        'schema_version',
        'candidate_id',
        'synthetic',
        'methodology',
        'slo',
        'rows',
        'highest_slo_concurrency',
        'evidence_binding',
    ];
    f.exactKeys(schema === '1.1' ? [...base, 'execution_order'] : base, ['skipped_concurrency_levels']);
    const candidateId = f.text('candidate_id', 128);
    if (f.boolean('synthetic'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('synthetic load evaluations are not accepted as capacity evidence', file, '/synthetic');
    const expectedMethodology = (0,_plan_load_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .methodology */ .Qb)(plan);
    if (!jsonValueEquals(f.raw('methodology'), expectedMethodology))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('methodology does not match the load plan contract', file, '/methodology');
    if (!jsonValueEquals(f.raw('slo'), (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .sloMapping */ .$_)(plan.slo)))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('slo does not match the load plan SLO', file, '/slo');
    const ascending = plan.concurrency_levels;
    let executionOrder = [...ascending];
    if (schema === '1.1') {
        executionOrder = f.integers('execution_order', 1, 1024);
        if (executionOrder.length !== ascending.length || !ascending.every((l) => executionOrder.includes(l))) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('execution_order must be a permutation of the concurrency levels', file, '/execution_order');
        }
        if (executionOrder.join(',') === ascending.join(','))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('a schema 1.1 artifact must not use the default execution order', file, '/execution_order');
    }
    const skippedLevels = f.has('skipped_concurrency_levels')
        ? skippedConcurrencyLevels(f, plan.concurrency_levels)
        : [];
    const measuredLevels = plan.concurrency_levels.filter((l) => !skippedLevels.includes(l));
    const promptHashes = expectedMethodology.prompts.map((p) => p.sha256);
    const rowFields = f.objects('rows');
    if (rowFields.length !== measuredLevels.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`rows must contain one row per measured concurrency level (${measuredLevels.join(', ')})`, file, '/rows');
    const rows = rowFields.map((rf, i) => {
        rf.exactKeys(ROW_KEYS, ROW_EXTRA_KEYS);
        const concurrency = rf.integer('concurrency', 1, 1024);
        if (concurrency !== measuredLevels[i])
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`row concurrency must be ${measuredLevels[i]} (rows are stored in ascending level order)`, file, rf.at('concurrency'));
        if (rf.text('candidate_id', 128) !== candidateId)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('row candidate_id must equal the artifact candidate_id', file, rf.at('candidate_id'));
        const sampleFields = rf.objects('samples');
        if (sampleFields.length !== plan.measured_requests_per_level) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must contain ${plan.measured_requests_per_level} measured samples`, file, rf.at('samples'));
        }
        const samples = sampleFields.map((sf, j) => parseSample(sf, j + 1, plan, promptHashes));
        let row;
        try {
            row = aggregateRow(candidateId, concurrency, samples, plan.slo);
        }
        catch (e) {
            return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(e.message, file, rf.pointer);
        }
        const recomputed = rowFieldsJson(row, undefined);
        if (rf.raw('peak_rss_mib') !== null)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('peak_rss_mib must be null (peak RSS is attached per run)', file, rf.at('peak_rss_mib'));
        for (const key of Object.keys(recomputed)) {
            if (key === 'samples')
                continue;
            if (!rf.has(key))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`missing field ${key}`, file, rf.pointer);
            if (!jsonValueEquals(rf.raw(key), recomputed[key])) {
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${key} is ${(0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(rf.raw(key)).trim()} but recomputing from the samples gives ${(0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(recomputed[key]).trim()}`, file, rf.at(key));
            }
        }
        for (const key of ROW_EXTRA_KEYS)
            if (rf.has(key) && !(key in recomputed))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${key} requires per-sample extra fields`, file, rf.at(key));
        return row;
    });
    const highest = f.raw('highest_slo_concurrency');
    const expectedHighest = highestSloConcurrency(rows);
    if (!jsonValueEquals(highest, expectedHighest))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`highest_slo_concurrency must be ${expectedHighest}`, file, '/highest_slo_concurrency');
    const binding = f.object('evidence_binding');
    binding.exactKeys(['plan_sha256', 'request_base_url', 'server_configuration']);
    const planSha = binding.digest('plan_sha256');
    const url = binding.string('request_base_url');
    const sc = binding.object('server_configuration');
    return {
        candidateId,
        executionOrder,
        skippedLevels,
        rows,
        bindingServerConfiguration: sc,
        requestBaseUrl: url,
        planSha256: planSha,
    };
}


/***/ }),

/***/ 7702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nd: () => (/* binding */ buildQualityWrapper),
/* harmony export */   PB: () => (/* binding */ buildRawEvaluation),
/* harmony export */   Pm: () => (/* binding */ validateQualityWrapper),
/* harmony export */   RZ: () => (/* binding */ qualityChecks)
/* harmony export */ });
/* unused harmony export outcomesSha256 */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6883);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8050);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2645);
/* harmony import */ var _core_stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8741);
/* harmony import */ var _plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8847);
// Measured quality evidence: raw evaluation + wrapper validation, outcome vectors and the quality
// gate (spec §8). The suite it is measured against lives in plan/evaluation-suite.ts.







function outcomesSha256(outcomes) {
    return (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(outcomes.map((o) => `${o.id}\t${o.matched ? 'true' : 'false'}\t${o.matched_answer ?? ''}`).join('\n'));
}
function outcomesEqual(a, b) {
    return (a.length === b.length &&
        a.every((o, i) => o.id === b[i].id && o.matched === b[i].matched && o.matched_answer === b[i].matched_answer));
}
function close(a, b, rel) {
    return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b)) || a === b;
}
/** Validates the raw evaluation embedded in a wrapper, recomputing matches, score and latency. */
function validateRawEvaluation(f) {
    const file = f.file;
    f.exactKeys(['schema_version', 'candidate_id', 'synthetic', 'suite', 'quality', 'latency']);
    f.literal('schema_version', '1.0');
    if (f.boolean('synthetic'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('synthetic quality evaluations are not accepted', file, f.at('synthetic'));
    const candidateId = f.text('candidate_id', 128);
    const suite = f.object('suite');
    const { generationTokens, repetitions, caseCount } = checkSuite(suite, file);
    const { outcomes, passed, score } = checkQuality(f.object('quality'), file, caseCount);
    checkLatency(f.object('latency'), file, repetitions, generationTokens);
    return {
        candidateId,
        suiteId: suite.text('id', 128),
        suiteSha256: suite.digest('sha256'),
        score,
        passed,
        total: caseCount,
        outcomes,
    };
}
/** `/suite`: the request contract (no prompt cache, fixed seed, temperature 0) and the counts it sets. */
function checkSuite(suite, file) {
    suite.exactKeys([
        'id',
        'license',
        'sha256',
        'quality_case_count',
        'performance_repetitions',
        'performance_warmups',
        'generation_tokens',
        'cache_prompt',
        'seed',
        'temperature',
    ]);
    if (suite.boolean('cache_prompt') !== false)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('cache_prompt must be false', file, suite.at('cache_prompt'));
    if (suite.integer('seed', 0, 2 ** 31) !== _plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUEST_SEED */ .Uq)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`seed must be ${_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUEST_SEED */ .Uq}`, file, suite.at('seed'));
    // Any number equal to 0 (`0`, `0.0`, `0e0`): the reference compares the value, not its spelling.
    if (suite.number('temperature', -Infinity, Infinity) !== 0)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('temperature must be 0', file, suite.at('temperature'));
    const generationTokens = suite.integer('generation_tokens', 8, 512);
    const repetitions = suite.integer('performance_repetitions', 5, 50);
    suite.integer('performance_warmups', 1, 10);
    const caseCount = suite.integer('quality_case_count', 1, 100);
    return { generationTokens, repetitions, caseCount };
}
/** `/quality`: every case re-matched, then passed, total and score recomputed. */
function checkQuality(q, file, caseCount) {
    q.exactKeys(['method', 'score', 'passed', 'total', 'cases']);
    q.literal('method', 'fixed exact-answer smoke evaluation');
    const cases = q.objects('cases');
    if (cases.length !== caseCount)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must contain quality_case_count (${caseCount}) cases`, file, q.at('cases'));
    const outcomes = cases.map((c) => checkCase(c, file));
    const ids = outcomes.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('case ids must be unique', file, q.at('cases'));
    const passed = outcomes.filter((o) => o.matched).length;
    if (q.integer('passed', 0, caseCount) !== passed)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`passed must be ${passed}`, file, q.at('passed'));
    if (q.integer('total', 1, 100) !== caseCount)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`total must be ${caseCount}`, file, q.at('total'));
    const score = q.number('score', 0, 1);
    if (Math.abs(score - passed / caseCount) > 1e-12)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`score must be ${passed}/${caseCount}`, file, q.at('score'));
    return { outcomes, passed, score };
}
/** One case: its match mode and accepted answers, its stored match as the rule gives it. */
function checkCase(c, file) {
    c.exactKeys(['id', 'prompt', 'accepted_answers', 'match_mode', 'response', 'matched', 'matched_answer']);
    const mode = c.text('match_mode');
    if (!_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .MATCH_MODES */ .j5.includes(mode))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`match_mode must be one of ${_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .MATCH_MODES */ .j5.join(', ')}`, file, c.at('match_mode'));
    const answers = c.array('accepted_answers').map((a, i) => {
        if (typeof a !== 'string' || !(0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(a))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a non-empty string', file, `${c.at('accepted_answers')}/${i}`);
        return a;
    });
    const response = c.string('response', 1_000_000);
    const expected = (0,_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .matchedAnswer */ .v9)(response, answers, mode);
    const stored = c.raw('matched_answer');
    if (stored !== expected)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`matched_answer is ${JSON.stringify(stored)} but the ${mode} rule gives ${JSON.stringify(expected)}`, file, c.at('matched_answer'));
    if (c.boolean('matched') !== (expected !== null))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`matched must be ${expected !== null}`, file, c.at('matched'));
    return {
        id: c.text('id', 128),
        matched: expected !== null,
        matched_answer: expected === null ? null : (0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(expected),
    };
}
/** `/latency`: each sample checked, the percentiles recomputed from them. */
function checkLatency(lat, file, repetitions, generationTokens) {
    lat.exactKeys([
        'method',
        'ttft_ms_p50',
        'ttft_ms_p95',
        'e2e_latency_ms_p50',
        'e2e_latency_ms_p95',
        'samples',
    ]);
    lat.literal('method', 'single-client streamed HTTP requests');
    const samples = lat.objects('samples');
    if (samples.length !== repetitions)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must contain performance_repetitions (${repetitions}) samples`, file, lat.at('samples'));
    const ttfts = [];
    const e2es = [];
    samples.forEach((s, i) => {
        s.exactKeys(['index', 'ttft_ms', 'e2e_latency_ms', 'event_count', 'predicted_tokens', 'content']);
        if (s.integer('index', 1, 1000) !== i + 1)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`index must be ${i + 1}`, file, s.at('index'));
        const e2e = s.number('e2e_latency_ms', 0, Number.MAX_VALUE, { exclusiveMin: true });
        const ttft = s.number('ttft_ms', 0, e2e);
        s.integer('event_count', 1, 1_000_000);
        if (s.integer('predicted_tokens', 0, 4096) !== generationTokens)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`predicted_tokens must equal generation_tokens ${generationTokens}`, file, s.at('predicted_tokens'));
        if (!s.string('content', 1_000_000))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('content must be non-empty', file, s.at('content'));
        ttfts.push(ttft);
        e2es.push(e2e);
    });
    const expectLatency = (key, value) => {
        const stored = lat.number(key, 0, Number.MAX_VALUE);
        if (value === null || !close(stored, value, 1e-9))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${key} does not match the samples (expected ${value})`, file, lat.at(key));
    };
    expectLatency('ttft_ms_p50', (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(ttfts));
    expectLatency('ttft_ms_p95', (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(ttfts));
    expectLatency('e2e_latency_ms_p50', (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(e2es));
    expectLatency('e2e_latency_ms_p95', (0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(e2es));
}
/** Validates one `quality-evidence.json` wrapper (§8.4) and its embedded raw evaluation. */
function validateQualityWrapper(value, label, file) {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .Fields */ .C8.root(value, file);
    f.exactKeys([
        'schema_version',
        'classification',
        'pass_id',
        'candidate_id',
        'server_parallel',
        'run_id',
        'run_attempt',
        'request_base_url',
        'evaluation_sha256',
        'evaluation_content_sha256',
        'server_command_sha256',
        'server_command_content_sha256',
        'server_argv_sha256',
        'server_argv',
        'evaluation',
    ]);
    f.literal('schema_version', '1.0');
    f.literal('classification', 'capacity-quality-binding');
    f.literal('pass_id', 'quality');
    const argv = f.array('server_argv');
    if (!argv.every((a) => typeof a === 'string'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('server_argv must contain strings', file, '/server_argv');
    if (f.digest('server_argv_sha256') !== (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .argvSha256 */ .em)(argv))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('server_argv_sha256 does not match server_argv', file, '/server_argv_sha256');
    if (f.digest('server_command_content_sha256') !== (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .commandContentSha256 */ .u)(argv))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('server_command_content_sha256 does not match server_argv', file, '/server_command_content_sha256');
    f.digest('server_command_sha256');
    const evaluation = f.object('evaluation');
    if (f.digest('evaluation_content_sha256') !== (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .contentSha256 */ .F8)(evaluation.obj))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('evaluation_content_sha256 does not match the embedded evaluation', file, '/evaluation_content_sha256');
    const raw = validateRawEvaluation(evaluation);
    const candidateId = f.text('candidate_id', 128);
    if (candidateId !== raw.candidateId)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('candidate_id must equal the evaluation candidate_id', file, '/candidate_id');
    const runAttempt = f.integer('run_attempt', 1, 1_000_000);
    return {
        ...raw,
        label,
        candidateId,
        serverParallel: f.integer('server_parallel', 1, 1024),
        serverArgv: argv,
        requestBaseUrl: f.string('request_base_url'),
        evaluationSha256: f.digest('evaluation_sha256'),
        runId: f.text('run_id', 128),
        runAttempt,
    };
}
/** `study.quality_checks` (§8.5), plan candidate order × P ascending. */
function qualityChecks(plan, wrappers) {
    const refId = plan.quality_gate.reference_candidate_id;
    const get = (c, p) => wrappers.get(`${c}/p${p}`);
    const firstLevel = plan.server_parallel_levels[0];
    return plan.candidates.flatMap((c) => plan.server_parallel_levels.map((p) => {
        const w = get(c.id, p);
        const refScore = get(refId, p).score;
        const retention = refScore > 0 ? w.score / refScore : null;
        const stable = outcomesEqual(w.outcomes, get(c.id, firstLevel).outcomes);
        const reasons = [];
        if (w.score < plan.quality_gate.minimum_score)
            reasons.push('quality_score_below_minimum');
        if (c.id !== refId &&
            (retention === null || retention < plan.quality_gate.minimum_retention_vs_reference)) {
            reasons.push('quality_retention_below_minimum');
        }
        if (plan.quality_gate.require_identical_outcomes_across_parallel && !stable)
            reasons.push('quality_outcomes_changed_across_parallel_levels');
        return {
            candidate_id: c.id,
            server_parallel: p,
            suite_id: w.suiteId,
            suite_sha256: w.suiteSha256,
            score: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(w.score),
            passed: w.passed,
            total: w.total,
            retention_vs_reference: retention === null ? null : (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(retention),
            outcomes_match_candidate_reference: stable,
            outcomes_sha256: outcomesSha256(w.outcomes),
            gate_met: reasons.length === 0,
            failure_reasons: reasons,
            source_label: w.label,
            input_sha256: w.inputSha256,
            source_content_sha256: w.contentSha256,
            evaluation_sha256: w.evaluationSha256,
        };
    }));
}
/** Raw quality evaluation (§8.4) from the suite, the responses and the latency samples. */
function buildRawEvaluation(args) {
    const cases = args.suite.quality_cases.map((c, i) => {
        const r = args.responses[i];
        if (!r || r.id !== c.id)
            throw new RangeError(`quality response ${i + 1} must answer case ${c.id}`);
        const matched = (0,_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .matchedAnswer */ .v9)(r.response, c.accepted_answers, c.match_mode);
        return {
            id: c.id,
            prompt: c.prompt,
            accepted_answers: [...c.accepted_answers],
            match_mode: c.match_mode,
            response: r.response,
            matched: matched !== null,
            matched_answer: matched,
        };
    });
    const passed = cases.filter((c) => c.matched).length;
    const ttfts = args.latency.map((s) => s.ttft_ms);
    const e2es = args.latency.map((s) => s.e2e_latency_ms);
    const fl = (v) => (v === null ? null : (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(v));
    return {
        schema_version: '1.0',
        candidate_id: args.candidateId,
        synthetic: false,
        suite: {
            id: args.suite.id,
            license: args.suite.license,
            sha256: args.suiteSha256,
            quality_case_count: cases.length,
            performance_repetitions: args.suite.performance.repetitions,
            performance_warmups: args.suite.performance.warmups,
            generation_tokens: args.suite.performance.generation_tokens,
            cache_prompt: false,
            seed: _plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .REQUEST_SEED */ .Uq,
            temperature: 0,
        },
        quality: {
            method: 'fixed exact-answer smoke evaluation',
            score: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(passed / cases.length),
            passed,
            total: cases.length,
            cases,
        },
        latency: {
            method: 'single-client streamed HTTP requests',
            ttft_ms_p50: fl((0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(ttfts)),
            ttft_ms_p95: fl((0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(ttfts)),
            e2e_latency_ms_p50: fl((0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .median */ .JZ)(e2es)),
            e2e_latency_ms_p95: fl((0,_core_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .p95 */ .f3)(e2es)),
            samples: args.latency.map((s) => ({
                ...s,
                ttft_ms: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(s.ttft_ms),
                e2e_latency_ms: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .float */ .fV)(s.e2e_latency_ms),
            })),
        },
    };
}
/** The wrapper binding a raw evaluation to its quality server (§8.4). */
function buildQualityWrapper(args) {
    return {
        schema_version: '1.0',
        classification: 'capacity-quality-binding',
        pass_id: 'quality',
        candidate_id: args.candidateId,
        server_parallel: args.serverParallel,
        run_id: args.runId,
        run_attempt: args.runAttempt,
        request_base_url: args.requestBaseUrl,
        evaluation_sha256: args.evaluationFileSha256,
        evaluation_content_sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .contentSha256 */ .F8)(args.evaluation),
        server_command_sha256: args.serverCommandFileSha256,
        server_command_content_sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .commandContentSha256 */ .u)(args.serverArgv),
        server_argv_sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .argvSha256 */ .em)(args.serverArgv),
        server_argv: [...args.serverArgv],
        evaluation: args.evaluation,
    };
}


/***/ }),

/***/ 8011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iz: () => (/* binding */ historyDocument),
  a8: () => (/* binding */ parseSearchHistory),
  z2: () => (/* binding */ probeEntry),
  d7: () => (/* binding */ probeOffsets),
  x: () => (/* binding */ probeSeedHex),
  vp: () => (/* binding */ probeTargetOf),
  UO: () => (/* binding */ replaySearch),
  hz: () => (/* binding */ searchOutcome)
});

// UNUSED EXPORTS: RATE_SEARCH_SCHEMA_VERSION, limitMisses, searchConfigOf

// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/statistics/random.ts
var random = __webpack_require__(8771);
;// CONCATENATED MODULE: ./src/domain/load/arrivals.ts
// Open-loop arrival schedules (Poisson, vLLM-style Gamma with a burstiness factor, constant) from the
// seeded generator; the test that a schedule follows its law is in __tests__/kits/ks-test.ts.

const ARRIVAL_KINDS = ['poisson', 'gamma', 'constant'];
/** At most this many arrivals in one schedule (a probe is bounded in count as well as in time). */
const MAX_ARRIVALS = 1_000_000;
function checkSpec(spec) {
    if (!ARRIVAL_KINDS.includes(spec.kind))
        throw new RangeError(`kind must be one of ${ARRIVAL_KINDS.join(', ')} (got ${JSON.stringify(spec.kind)})`);
    if (!(spec.rate > 0) || !Number.isFinite(spec.rate))
        throw new RangeError(`rate must be a positive finite number of requests per second (got ${spec.rate})`);
    if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_ARRIVALS)
        throw new RangeError(`count must be an integer in 1..${MAX_ARRIVALS} (got ${spec.count})`);
    if (!/^[0-9a-fA-F]{64}$/.test(spec.seedHex))
        throw new RangeError(`seedHex must be 64 hexadecimal digits (got ${JSON.stringify(spec.seedHex)})`);
    const burstiness = spec.burstiness ?? 1;
    if (spec.burstiness !== undefined && spec.kind !== 'gamma')
        throw new RangeError(`burstiness applies to kind gamma only (got kind ${spec.kind})`);
    if (!(burstiness > 0) || !Number.isFinite(burstiness))
        throw new RangeError(`burstiness must be a positive finite number (got ${burstiness})`);
    return burstiness;
}
/** The `count` inter-arrival gaps in seconds: gap i separates arrival i − 1 (or time 0) from arrival i. */
function interArrivalGaps(spec) {
    const burstiness = checkSpec(spec);
    const mean = 1 / spec.rate;
    if (spec.kind === 'constant')
        return new Array(spec.count).fill(mean);
    const rng = new random/* Rng */.K(spec.seedHex);
    const gaps = new Array(spec.count);
    for (let i = 0; i < spec.count; i++) {
        // Exponential by inversion of the open-interval uniform; Gamma(b) scaled by 1/(λ·b).
        gaps[i] =
            spec.kind === 'poisson' ? -Math.log(rng.uniform()) * mean : rng.gamma(burstiness) * (mean / burstiness);
    }
    return gaps;
}
/**
 * Send offsets in seconds from the schedule's origin: the arrival times of the renewal process that
 * starts at 0 (offset i = gap 0 + … + gap i, so the first request also waits one drawn gap).
 */
function arrivalSchedule(spec) {
    const gaps = interArrivalGaps(spec);
    const offsets = new Array(gaps.length);
    let t = 0;
    for (let i = 0; i < gaps.length; i++)
        offsets[i] = t += gaps[i];
    return offsets;
}

// EXTERNAL MODULE: ./src/domain/load/probe.ts
var probe = __webpack_require__(6695);
// EXTERNAL MODULE: ./src/domain/load/rate-search.ts
var rate_search = __webpack_require__(8428);
// EXTERNAL MODULE: ./src/domain/measurement/server-queue.ts
var server_queue = __webpack_require__(2017);
;// CONCATENATED MODULE: ./src/domain/measurement/rate-search-history.ts
// A rate search's history file (`rate-search.json` of a run cell, docs/open-loop.md): every probe with
// its requests, its summary and cost, written after each probe and bound to the prepare run that made
// the cell (its manifest's SHA-256); read back strictly, each probe's summary recomputed from its
// requests, and replayed through the search state machine, so anything recomputed that differs from
// what is stored is refused.
// cohesive: the history's one shape, written and read back symmetrically.









/** 2: each probe's requests (`records`) and the prepare run's manifest digest; 1 had neither. */
const RATE_SEARCH_SCHEMA_VERSION = '2';
/** An error text kept per request, as the closed-loop samples keep theirs. */
const MAX_ERROR_CHARS = 512;
/** The search the plan's block declares. The budget counts probe seconds; server starts are reported apart. */
function searchConfigOf(o) {
    return {
        startRate: o.start_rate_rps,
        tolerance: o.tolerance,
        replicates: o.replicates,
        budgetSeconds: o.budget_seconds,
        // The tail after the last arrival: a request sent then is good only if it ends within the E2E limit.
        probeSeconds: o.limits.e2e_ms / 1000,
        requestsPerProbe: o.requests_per_probe,
        serverStartSeconds: 0,
        minRate: o.min_rate_rps,
        maxRate: o.max_rate_rps,
    };
}
function probeTargetOf(o) {
    return {
        limits: { ttftMs: o.limits.ttft_ms, e2eMs: o.limits.e2e_ms },
        attainment: o.attainment_target,
        confidence: o.confidence,
    };
}
/** Probe i of every search draws its arrivals from this seed: the same pattern for every candidate and P. */
function probeSeedHex(seed, index) {
    return (0,hashing/* sha256Hex */.fg)(`paretopilot-open-loop-probe:${seed}:${index}`);
}
function limitMisses(records, target) {
    const misses = { incomplete: 0, ttft: 0, e2e: 0 };
    for (const r of records) {
        if (!r.completed || r.sentAt === null || r.e2eMs === null) {
            misses.incomplete++;
            continue;
        }
        if (r.ttftMs === null || r.ttftMs > target.limits.ttftMs)
            misses.ttft++;
        if (r.e2eMs > target.limits.e2eMs)
            misses.e2e++;
    }
    return misses;
}
/** The arrival offsets of probe `index` at `rate`: the same pattern for every candidate and P. */
function probeOffsets(o, rate, index) {
    return arrivalSchedule({
        kind: o.arrival,
        rate,
        ...(o.burstiness === null ? {} : { burstiness: o.burstiness }),
        count: o.requests_per_probe,
        seedHex: probeSeedHex(o.seed, index),
    });
}
const recordOf = (r) => ({
    scheduledAt: r.scheduled_at_seconds,
    sentAt: r.sent_at_seconds,
    ttftMs: r.ttft_ms,
    e2eMs: r.e2e_latency_ms,
    tokens: r.generated_tokens,
    completed: r.completed,
});
/**
 * A probe's entry, every figure computed from its requests: the one function the search writes
 * with and the reader recomputes with, so a stored figure its requests do not give is refused.
 */
function probeEntry(position, requests, target, queue) {
    const records = requests.map(recordOf);
    const summary = (0,probe/* summarizeProbe */.mi)(records, position.rate, target);
    return {
        index: position.index,
        rate_rps: summary.offeredRate,
        replicate: position.replicate,
        seed_hex: position.seedHex,
        requests: summary.requests,
        sent: summary.sent,
        good: summary.good,
        misses: limitMisses(records, target),
        attainment: summary.attainment,
        attainment_lower: summary.bounds.lower,
        attainment_upper: summary.bounds.upper,
        verdict: summary.verdict,
        lag_ms_p50: summary.lagMsP50,
        lag_ms_p99: summary.lagMsP99,
        lag_bound_ms: summary.lagBoundMs,
        valid: summary.valid,
        achieved_rate_rps: summary.achievedRate,
        goodput_rps: summary.goodputRequestsPerSecond,
        goodput_tokens_per_second: summary.goodputTokensPerSecond,
        stopped_early: summary.stoppedEarly,
        seconds: summary.windowSeconds,
        queue,
        records: requests.map((x) => ({ ...x })),
    };
}
/**
 * Replays probes through the search; returns the state after the last. Throws RangeError naming the
 * first probe the search would not have run (another rate or replicate, or past its end or budget).
 */
function replaySearch(o, probes) {
    let state = (0,rate_search/* startSearch */.Dy)(searchConfigOf(o));
    probes.forEach((p, i) => {
        const next = (0,rate_search/* nextProbe */.gW)(state);
        if (next.kind === 'done')
            throw new RangeError(`probe ${i}: the search had ended (${next.status}) before it`);
        if (next.rate !== p.rate_rps || next.replicate !== p.replicate)
            throw new RangeError(`probe ${i}: the search asked for ${next.rate} req/s replicate ${next.replicate}, the probe ran ${p.rate_rps} req/s replicate ${p.replicate}`);
        state = (0,rate_search/* recordProbe */.m1)(state, {
            rate: p.rate_rps,
            verdict: p.verdict,
            valid: p.valid,
            durationSeconds: p.seconds,
        });
    });
    return state;
}
/** The status and bracket a state reports: `running` while the search still has a probe to run. */
function searchOutcome(state) {
    const next = (0,rate_search/* nextProbe */.gW)(state);
    if (next.kind === 'probe')
        return { status: 'running', bracket_rps: [state.lo, state.hi] };
    return { status: next.status, bracket_rps: [next.lo, next.hi] };
}
const num = (x) => (x === null ? null : (0,json/* float */.fV)(x));
/** One probe as the history file holds it (floats kept as floats, so reading it back is exact). */
function probeDocument(p) {
    return {
        index: p.index,
        rate_rps: (0,json/* float */.fV)(p.rate_rps),
        replicate: p.replicate,
        seed_hex: p.seed_hex,
        requests: p.requests,
        sent: p.sent,
        good: p.good,
        misses: { ...p.misses },
        attainment: (0,json/* float */.fV)(p.attainment),
        attainment_lower: (0,json/* float */.fV)(p.attainment_lower),
        attainment_upper: (0,json/* float */.fV)(p.attainment_upper),
        verdict: p.verdict,
        lag_ms_p50: num(p.lag_ms_p50),
        lag_ms_p99: num(p.lag_ms_p99),
        lag_bound_ms: (0,json/* float */.fV)(p.lag_bound_ms),
        valid: p.valid,
        achieved_rate_rps: num(p.achieved_rate_rps),
        goodput_rps: (0,json/* float */.fV)(p.goodput_rps),
        goodput_tokens_per_second: (0,json/* float */.fV)(p.goodput_tokens_per_second),
        stopped_early: p.stopped_early,
        seconds: (0,json/* float */.fV)(p.seconds),
        queue: p.queue === null
            ? null
            : {
                requests_processing_max: num(p.queue.requests_processing_max),
                requests_processing_mean: num(p.queue.requests_processing_mean),
                requests_deferred_max: num(p.queue.requests_deferred_max),
                requests_deferred_mean: num(p.queue.requests_deferred_mean),
                samples: p.queue.samples,
            },
        records: p.records.map((x) => ({
            scheduled_at_seconds: (0,json/* float */.fV)(x.scheduled_at_seconds),
            sent_at_seconds: num(x.sent_at_seconds),
            ttft_ms: num(x.ttft_ms),
            e2e_latency_ms: num(x.e2e_latency_ms),
            generated_tokens: x.generated_tokens,
            completed: x.completed,
            error: x.error,
        })),
    };
}
function historyDocument(h, o) {
    return {
        schema_version: RATE_SEARCH_SCHEMA_VERSION,
        manifest_sha256: h.manifest_sha256,
        label: h.label,
        pass_id: h.pass_id,
        candidate_id: h.candidate_id,
        server_parallel: h.server_parallel,
        arrival: o.arrival,
        burstiness: num(o.burstiness),
        seed: o.seed,
        server_start_seconds: h.server_start_seconds.map(json/* float */.fV),
        status: h.status,
        bracket_rps: h.bracket_rps.map(num),
        probes: h.probes.map(probeDocument),
    };
}
const BIG = Number.MAX_VALUE;
const RECORD_KEYS = [
    'scheduled_at_seconds',
    'sent_at_seconds',
    'ttft_ms',
    'e2e_latency_ms',
    'generated_tokens',
    'completed',
    'error',
];
/** One stored request, strictly: at its scheduled offset, and a request never sent has nothing else. */
function readRecord(x, offset) {
    x.exactKeys(RECORD_KEYS);
    const record = {
        scheduled_at_seconds: x.number('scheduled_at_seconds', 0, BIG),
        sent_at_seconds: x.nullableNumber('sent_at_seconds', 0, BIG),
        ttft_ms: x.nullableNumber('ttft_ms', 0, BIG),
        e2e_latency_ms: x.nullableNumber('e2e_latency_ms', 0, BIG),
        generated_tokens: x.integer('generated_tokens', 0, 1_000_000_000),
        completed: x.boolean('completed'),
        error: x.raw('error') === null ? null : x.string('error', MAX_ERROR_CHARS),
    };
    if (record.scheduled_at_seconds !== offset)
        (0,errors/* fail */.fJ)(`must be ${offset} (the probe's seeded arrival schedule)`, x.file, x.at('scheduled_at_seconds'));
    const { sent_at_seconds: sent, ttft_ms: ttft, e2e_latency_ms: e2e } = record;
    if (sent === null && (ttft !== null || e2e !== null || record.completed || record.generated_tokens > 0))
        (0,errors/* fail */.fJ)('a request never sent has no TTFT, E2E, tokens or completion', x.file, x.pointer);
    if (record.completed && e2e === null)
        (0,errors/* fail */.fJ)('a completed request needs its E2E latency', x.file, x.at('e2e_latency_ms'));
    return record;
}
function readQueue(p, serverParallel) {
    if (p.raw('queue') === null)
        return null;
    const q = p.object('queue');
    q.exactKeys([
        'requests_processing_max',
        'requests_processing_mean',
        'requests_deferred_max',
        'requests_deferred_mean',
        'samples',
    ]);
    const queue = {
        requests_processing_max: q.nullableNumber('requests_processing_max', 0, BIG),
        requests_processing_mean: q.nullableNumber('requests_processing_mean', 0, BIG),
        requests_deferred_max: q.nullableNumber('requests_deferred_max', 0, BIG),
        requests_deferred_mean: q.nullableNumber('requests_deferred_mean', 0, BIG),
        samples: q.integer('samples', 0, 1_000_000),
    };
    // The queue gauges are observations (nothing recomputes them); they must at least be consistent.
    const problem = (0,server_queue/* queueSampleProblem */.By)(queue, serverParallel);
    if (problem !== null)
        (0,errors/* fail */.fJ)(problem, p.file, p.at('queue'));
    return queue;
}
const PROBE_KEYS = [
    'index',
    'rate_rps',
    'replicate',
    'seed_hex',
    'requests',
    'sent',
    'good',
    'misses',
    'attainment',
    'attainment_lower',
    'attainment_upper',
    'verdict',
    'lag_ms_p50',
    'lag_ms_p99',
    'lag_bound_ms',
    'valid',
    'achieved_rate_rps',
    'goodput_rps',
    'goodput_tokens_per_second',
    'stopped_early',
    'seconds',
    'queue',
    'records',
];
/**
 * One probe, read strictly: its requests are checked one by one, then every figure of its summary is
 * recomputed from them and the plan (probeEntry) and must be exactly what is stored.
 */
function readProbe(p, o, index, serverParallel) {
    p.exactKeys(PROBE_KEYS);
    if (p.integer('index', 0, 1_000_000) !== index)
        (0,errors/* fail */.fJ)(`must be ${index} (probes in order)`, p.file, p.at('index'));
    const rate = p.number('rate_rps', 0, BIG, { exclusiveMin: true });
    const replicate = p.integer('replicate', 1, 10);
    const queue = readQueue(p, serverParallel);
    const stored = p.objects('records');
    if (stored.length !== o.requests_per_probe)
        (0,errors/* fail */.fJ)(`must hold the plan's ${o.requests_per_probe} requests (requests_per_probe), not ${stored.length}`, p.file, p.at('records'));
    const offsets = probeOffsets(o, rate, index);
    const requests = stored.map((x, i) => readRecord(x, offsets[i]));
    const probe = probeEntry({ index, replicate, seedHex: probeSeedHex(o.seed, index), rate }, requests, probeTargetOf(o), queue);
    const expected = probeDocument(probe);
    for (const key of PROBE_KEYS) {
        if (key === 'records' || key === 'queue')
            continue;
        // Compared as values: a study read back through its plain view keeps 1.0 as 1.
        const got = (0,json_writer/* compactSortedJson */.Dt)((0,json/* toPlain */.Ul)(p.raw(key)));
        const want = (0,json_writer/* compactSortedJson */.Dt)((0,json/* toPlain */.Ul)(expected[key]));
        const shown = got.length > 200 ? `${got.slice(0, 200)}…` : got;
        if (got !== want)
            (0,errors/* fail */.fJ)(`is ${shown}, but the probe's requests and the plan give ${want}`, p.file, p.at(key));
    }
    return probe;
}
/** Reads a history strictly against the plan and its cell, replays it, and checks the stored outcome. */
function parseSearchHistory(value, file, o, expected) {
    const f = fields/* Fields */.C8.root(value, file);
    f.exactKeys([
        'schema_version',
        'manifest_sha256',
        'label',
        'pass_id',
        'candidate_id',
        'server_parallel',
        'arrival',
        'burstiness',
        'seed',
        'server_start_seconds',
        'status',
        'bracket_rps',
        'probes',
    ]);
    f.literal('schema_version', RATE_SEARCH_SCHEMA_VERSION);
    // A history made under another prepare run (another bundle's, or planted) is not this study's.
    if (f.digest('manifest_sha256') !== expected.manifestSha256)
        (0,errors/* fail */.fJ)(`must be ${expected.manifestSha256}, the SHA-256 of the manifest.json of the prepare run this cell belongs to`, file, f.at('manifest_sha256'));
    const same = [
        ['label', expected.label],
        ['pass_id', expected.passId],
        ['candidate_id', expected.candidateId],
        ['server_parallel', expected.serverParallel],
        ['arrival', o.arrival],
        ['seed', o.seed],
    ];
    for (const [key, want] of same) {
        const got = typeof want === 'number' ? f.integer(key, 0, 2 ** 32) : f.text(key, 512);
        if (got !== want)
            (0,errors/* fail */.fJ)(`must be ${JSON.stringify(want)} (the plan's, for this cell)`, file, f.at(key));
    }
    const burstiness = f.nullableNumber('burstiness', 0, BIG);
    if (burstiness !== o.burstiness)
        (0,errors/* fail */.fJ)(`must be ${String(o.burstiness)} (the plan's, for this cell)`, file, f.at('burstiness'));
    const starts = f
        .array('server_start_seconds')
        .map((v, i) => (0,fields/* checkNumber */.ws)(v, 0, BIG, file, `${f.at('server_start_seconds')}/${i}`));
    const probes = f.objects('probes').map((p, i) => readProbe(p, o, i, expected.serverParallel));
    let state;
    try {
        state = replaySearch(o, probes);
    }
    catch (e) {
        return (0,errors/* fail */.fJ)(`do not follow the plan's search: ${e.message}`, file, f.at('probes'));
    }
    const outcome = searchOutcome(state);
    const status = f.text('status', 16);
    if (status !== outcome.status)
        (0,errors/* fail */.fJ)(`is ${status}, but replaying the probes gives ${outcome.status}`, file, f.at('status'));
    const bracket = f.array('bracket_rps');
    const stored = bracket.map((v, i) => v === null ? null : (0,fields/* checkNumber */.ws)(v, 0, BIG, file, `${f.at('bracket_rps')}/${i}`));
    if (stored.length !== 2 || stored[0] !== outcome.bracket_rps[0] || stored[1] !== outcome.bracket_rps[1])
        (0,errors/* fail */.fJ)(`must be [${outcome.bracket_rps.join(', ')}] (replaying the probes)`, file, f.at('bracket_rps'));
    return {
        history: {
            manifest_sha256: expected.manifestSha256,
            label: expected.label,
            pass_id: expected.passId,
            candidate_id: expected.candidateId,
            server_parallel: expected.serverParallel,
            server_start_seconds: starts,
            probes,
            status: outcome.status,
            bracket_rps: outcome.bracket_rps,
        },
        state,
    };
}


/***/ }),

/***/ 2017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   By: () => (/* binding */ queueSampleProblem),
/* harmony export */   D$: () => (/* binding */ summarizeQueue),
/* harmony export */   T6: () => (/* binding */ parseQueueGauges),
/* harmony export */   sp: () => (/* binding */ METRICS_SERVER_OPTION)
/* harmony export */ });
/* unused harmony exports REQUESTS_PROCESSING, REQUESTS_DEFERRED */
// Server-side queueing during an open-loop probe: llama-server's `/metrics` gauges (served only with
// `--metrics`), read from the Prometheus text format and summarized per probe as max and mean. They
// are observations, not derived from the probe's requests, so a history can only check them for
// consistency (docs/open-loop.md).
/** Slots busy with a request (at most the server's slot count). */
const REQUESTS_PROCESSING = 'llamacpp:requests_processing';
/** Requests the server accepted but could not yet give a slot. */
const REQUESTS_DEFERRED = 'llamacpp:requests_deferred';
/** The server option that makes llama-server answer `/metrics`. */
const METRICS_SERVER_OPTION = '--metrics';
/**
 * The two gauges of a Prometheus text exposition. Throws RangeError naming a gauge that is missing
 * or not a finite number ≥ 0 (labels, if any, are ignored; the first sample of a name counts).
 */
function parseQueueGauges(text) {
    const values = new Map();
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const m = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{[^}]*\})?\s+(\S+)/.exec(line);
        if (m && !values.has(m[1]))
            values.set(m[1], m[2]);
    }
    const gauge = (name) => {
        const text = values.get(name);
        if (text === undefined)
            throw new RangeError(`${name}: not in the /metrics response`);
        const value = Number(text);
        if (!Number.isFinite(value) || value < 0)
            throw new RangeError(`${name}: expected a finite number >= 0, got ${JSON.stringify(text)}`);
        return value;
    };
    return { processing: gauge(REQUESTS_PROCESSING), deferred: gauge(REQUESTS_DEFERRED) };
}
/** Max and mean of each gauge over the readings of one probe. */
function summarizeQueue(readings) {
    if (readings.length === 0)
        return {
            requests_processing_max: null,
            requests_processing_mean: null,
            requests_deferred_max: null,
            requests_deferred_mean: null,
            samples: 0,
        };
    const max = (xs) => xs.reduce((a, b) => Math.max(a, b), 0);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const processing = readings.map((r) => r.processing);
    const deferred = readings.map((r) => r.deferred);
    return {
        requests_processing_max: max(processing),
        requests_processing_mean: mean(processing),
        requests_deferred_max: max(deferred),
        requests_deferred_mean: mean(deferred),
        samples: readings.length,
    };
}
/**
 * Why a stored queue sample cannot be what a server of `serverParallel` slots showed, or null: the
 * readings are either all there or all absent, a mean is never above its max, and no more slots
 * are busy than the server has.
 */
function queueSampleProblem(q, serverParallel) {
    const values = [
        q.requests_processing_max,
        q.requests_processing_mean,
        q.requests_deferred_max,
        q.requests_deferred_mean,
    ];
    if (q.samples === 0)
        return values.every((v) => v === null) ? null : 'with 0 samples, every max and mean must be null';
    if (values.some((v) => v === null))
        return `with ${q.samples} samples, no max or mean may be null`;
    if (q.requests_processing_mean > q.requests_processing_max)
        return 'requests_processing_mean is above requests_processing_max';
    if (q.requests_deferred_mean > q.requests_deferred_max)
        return 'requests_deferred_mean is above requests_deferred_max';
    if (q.requests_processing_max > serverParallel)
        return `requests_processing_max ${q.requests_processing_max} is above the server's ${serverParallel} slot(s)`;
    return null;
}


/***/ }),

/***/ 689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PG: () => (/* binding */ skipEvidence),
/* harmony export */   ZW: () => (/* binding */ replayEarlyStop),
/* harmony export */   p9: () => (/* binding */ MIN_FAILED_PASSES)
/* harmony export */ });
/* unused harmony export failureByMargin */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3857);

/** Passes that must each have failed by the margin at a lower C before a higher C is skipped. */
const MIN_FAILED_PASSES = 2;
/**
 * The limit a measured level missed by more than the margin, E2E checked first; null when none
 * did. A p95 that is null (no completed request) is not a margin failure: there is nothing to scale.
 */
function failureByMargin(row, slo, marginPercent) {
    const factor = 1 + marginPercent / 100;
    const e2e = row.e2e_latency_ms_p95;
    if (e2e !== null && e2e > slo.max_e2e_latency_ms_p95 * factor)
        return { limit: 'e2e_latency_ms_p95', value_ms: e2e, limit_ms: slo.max_e2e_latency_ms_p95 };
    const ttft = row.ttft_ms_p95;
    if (ttft !== null && slo.max_ttft_ms_p95 !== null && ttft > slo.max_ttft_ms_p95 * factor)
        return { limit: 'ttft_ms_p95', value_ms: ttft, limit_ms: slo.max_ttft_ms_p95 };
    return null;
}
/**
 * Why the level `level` of `run` may be skipped, from `history` (only levels measured before its
 * turn): at least MIN_FAILED_PASSES passes, this one included, each measured a lower C of the same
 * (candidate, P) that failed by the margin. Null when the plan has no early stop or the evidence
 * is not there.
 */
function skipEvidence(plan, run, level, history) {
    const early = plan.early_stop;
    if (early === undefined)
        return null;
    const byPass = new Map();
    for (const h of history) {
        if (h.candidateId !== run.candidateId || h.serverParallel !== run.serverParallel)
            continue;
        if (h.clientConcurrency >= level || byPass.has(h.passId))
            continue;
        const failure = failureByMargin(h.row, plan.load_slo, early.margin_percent);
        if (failure)
            byPass.set(h.passId, { pass_id: h.passId, client_concurrency: h.clientConcurrency, ...failure });
    }
    return byPass.size >= MIN_FAILED_PASSES ? [...byPass.values()] : null;
}
/**
 * Walks the schedule: every level `rowsOf(label)` lacks must have been skippable at its turn.
 * Returns the skipped cells with their evidence and estimated saving, or the first unjustified one.
 */
function replayEarlyStop(plan, rowsOf, requests) {
    const history = [];
    const pending = [];
    for (const run of (0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .performanceRuns */ .HO)(plan)) {
        const rows = rowsOf(run.label);
        for (const level of run.clientOrder) {
            const row = rows.get(level);
            const key = {
                passId: run.passId,
                candidateId: run.candidateId,
                serverParallel: run.serverParallel,
                clientConcurrency: level,
            };
            if (row !== undefined) {
                history.push({ ...key, row });
                continue;
            }
            const evidence = skipEvidence(plan, run, level, history);
            if (evidence === null)
                return { unjustified: { label: run.label, clientConcurrency: level } };
            pending.push({ ...key, evidence });
        }
    }
    const scale = (requests.warmup + requests.measured) / requests.measured;
    const skipped = pending.map((s) => {
        const walls = history
            .filter((h) => h.candidateId === s.candidateId &&
            h.serverParallel === s.serverParallel &&
            h.clientConcurrency === s.clientConcurrency)
            .map((h) => h.row.wall_time_seconds);
        // Every cell is measured in the first pass (it has one pass of evidence only), so walls is never empty.
        const mean = walls.reduce((a, b) => a + b, 0) / Math.max(walls.length, 1);
        return { ...s, estimatedSecondsSaved: mean * scale };
    });
    return { skipped };
}


/***/ }),

/***/ 8847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ QUALITY_SYSTEM_PROMPT),
/* harmony export */   Uq: () => (/* binding */ REQUEST_SEED),
/* harmony export */   WX: () => (/* binding */ parseEvaluationSuite),
/* harmony export */   j5: () => (/* binding */ MATCH_MODES),
/* harmony export */   m5: () => (/* binding */ QUALITY_MAX_TOKENS),
/* harmony export */   v9: () => (/* binding */ matchedAnswer)
/* harmony export */ });
/* unused harmony export answerMatches */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6883);
/* harmony import */ var _core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2612);
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(468);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2645);
// The evaluation suite a plan pins (spec §8.1): its cases and match modes, and the quality request
// contract every quality server is asked with (system prompt, max tokens, seed).





const MATCH_MODES = ['trimmed-exact', 'json-exact', 'normalized-text'];
const QUALITY_SYSTEM_PROMPT = 'Follow the user instruction exactly and answer concisely.';
const QUALITY_MAX_TOKENS = 32;
const REQUEST_SEED = 4242;
function parseEvaluationSuite(value, file = 'evaluation-suite.json') {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .Fields */ .C8.root(value, file);
    f.exactKeys(['schema_version', 'id', 'license', 'quality_cases', 'performance']);
    f.literal('schema_version', '1.0');
    const cases = f.objects('quality_cases').map((c) => {
        c.exactKeys(['id', 'prompt', 'accepted_answers'], ['match_mode']);
        const answers = c.array('accepted_answers').map((a, i) => {
            if (typeof a !== 'string' || !(0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(a))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a non-empty string', file, `${c.at('accepted_answers')}/${i}`);
            if ((0,_core_fields_js__WEBPACK_IMPORTED_MODULE_3__/* .longerThan */ .bi)(a, 256))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must contain at most 256 characters', file, `${c.at('accepted_answers')}/${i}`);
            return (0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(a);
        });
        if (answers.length < 1 || answers.length > 20)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must contain 1 to 20 accepted answers', file, c.at('accepted_answers'));
        const mode = c.has('match_mode') ? c.text('match_mode') : 'normalized-text';
        if (!MATCH_MODES.includes(mode))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`match_mode must be one of ${MATCH_MODES.join(', ')}`, file, c.at('match_mode'));
        return {
            id: c.text('id', 128),
            prompt: c.text('prompt', 4096),
            accepted_answers: answers,
            match_mode: mode,
        };
    });
    if (cases.length < 1 || cases.length > 100)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must contain 1 to 100 quality cases', file, '/quality_cases');
    const ids = cases.map((c) => c.id);
    if (new Set(ids).size !== ids.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('quality case ids must be unique', file, '/quality_cases');
    const perf = f.object('performance');
    perf.exactKeys(['prompt', 'generation_tokens', 'repetitions', 'warmups']);
    return {
        id: f.text('id', 128),
        license: f.text('license', 256),
        quality_cases: cases,
        performance: {
            prompt: perf.text('prompt', 32768),
            generation_tokens: perf.integer('generation_tokens', 8, 512),
            repetitions: perf.integer('repetitions', 5, 50),
            warmups: perf.integer('warmups', 1, 10),
        },
    };
}
/** json-exact canonical text, or null when the text is not strict JSON. */
function canonicalJsonText(text) {
    try {
        return (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .compactSortedJson */ .Dt)((0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .qF)((0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(text), { anyTopLevel: true }));
    }
    catch {
        return null;
    }
}
function normalizedText(text) {
    // Full case mapping up then down approximates Unicode case folding for the ASCII result kept.
    return text
        .toUpperCase()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
}
function answerMatches(response, answer, mode) {
    switch (mode) {
        case 'trimmed-exact':
            return (0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(response) === (0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(answer);
        case 'json-exact': {
            const r = canonicalJsonText(response);
            return r !== null && r === canonicalJsonText(answer);
        }
        case 'normalized-text':
            return normalizedText(response) === normalizedText(answer);
    }
}
/** First accepted answer (list order) that matches, or null. */
function matchedAnswer(response, answers, mode) {
    return answers.find((a) => answerMatches(response, a, mode)) ?? null;
}


/***/ }),

/***/ 8410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ promptIndexFor),
/* harmony export */   Qb: () => (/* binding */ methodology),
/* harmony export */   l9: () => (/* binding */ parseLoadPlan),
/* harmony export */   lF: () => (/* binding */ loadContract)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6883);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2645);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8070);
// Load plan (spec §3) and the methodology contract every load artifact repeats (§3.2).





function parseLoadPlan(value, file = 'load-plan.json') {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .Fields */ .C8.root(value, file);
    f.exactKeys([
        'schema_version',
        'prompts',
        'output_tokens',
        'warmup_requests_per_level',
        'measured_requests_per_level',
        'concurrency_levels',
        'timeout_seconds',
        'slo',
    ]);
    f.literal('schema_version', '1.0');
    const prompts = f.array('prompts').map((p, i) => {
        if (typeof p !== 'string' || !(0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrip */ .m0)(p))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a non-empty string', file, `/prompts/${i}`);
        if ((0,_core_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .longerThan */ .bi)(p, 8192))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must contain at most 8192 characters', file, `/prompts/${i}`);
        return p;
    });
    if (prompts.length < 1 || prompts.length > 16)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must contain 1 to 16 prompts', file, '/prompts');
    if (new Set(prompts).size !== prompts.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('prompts must be distinct', file, '/prompts');
    const levels = f.integers('concurrency_levels', 1, 1024);
    if (levels.length === 0)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must not be empty', file, '/concurrency_levels');
    for (let i = 1; i < levels.length; i++) {
        if (levels[i] <= levels[i - 1])
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be strictly increasing', file, '/concurrency_levels');
    }
    const maxLevel = levels[levels.length - 1];
    const measured = f.integer('measured_requests_per_level', maxLevel, 256);
    for (const level of levels) {
        if (measured % level !== 0)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be divisible by every concurrency level (not by ${level})`, file, '/measured_requests_per_level');
    }
    return {
        prompts,
        output_tokens: f.integer('output_tokens', 1, 4096),
        warmup_requests_per_level: f.integer('warmup_requests_per_level', 0, 32),
        measured_requests_per_level: measured,
        concurrency_levels: levels,
        timeout_seconds: f.number('timeout_seconds', 0, 3600, { exclusiveMin: true }),
        slo: (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSlo */ .sh)(f.object('slo')),
    };
}
/** The methodology object of spec §3.2 (what every load artifact must carry verbatim). */
function methodology(plan) {
    return {
        concurrency_levels: [...plan.concurrency_levels],
        prompts: plan.prompts.map((text, i) => ({ index: i + 1, text, sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .promptSha256 */ .Mn)(text) })),
        output_tokens: plan.output_tokens,
        warmup_requests_per_level: plan.warmup_requests_per_level,
        measured_requests_per_level: plan.measured_requests_per_level,
        prompt_schedule: 'round-robin',
        client_scheduler: 'bounded thread pool',
    };
}
function loadContract(plan, loadPlanSha256) {
    return { load_plan_sha256: loadPlanSha256, methodology: methodology(plan), slo: (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .sloMapping */ .$_)(plan.slo) };
}
/** Round-robin prompt index (1-based) of measured or warmup request `index` (1-based). */
function promptIndexFor(index, promptCount) {
    return ((index - 1) % promptCount) + 1;
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P5: () => (/* binding */ decimalValue),
/* harmony export */   T_: () => (/* binding */ deriveBinding),
/* harmony export */   g2: () => (/* binding */ buildServerArgv),
/* harmony export */   j$: () => (/* binding */ checkCanonicalEquivalence),
/* harmony export */   mU: () => (/* binding */ optionIndex),
/* harmony export */   q9: () => (/* binding */ checkEndpoint),
/* harmony export */   qT: () => (/* binding */ normalizeBaseUrl)
/* harmony export */ });
/* unused harmony exports CAPACITY_VARIABLE_OPTIONS, BINDING_OPTIONS */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
// Server argv rules: the builder, the canonical-equivalence check (§4.3), the evidence binding
// derivation (§5.6) and request base URL normalization.

const CAPACITY_VARIABLE_OPTIONS = ['--ctx-size', '--parallel', '--port'];
const BINDING_OPTIONS = ['--host', '--port'];
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];
const WILDCARD_HOSTS = ['0.0.0.0', '::'];
/** Index of the single occurrence of `option`, requiring a following value. */
function optionIndex(argv, option, ctx, valueMayStartWithDashes = true) {
    const found = argv.flatMap((a, i) => (a === option ? [i] : []));
    if (found.length !== 1)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${option} must occur exactly once (found ${found.length})`, ctx.file, ctx.pointer);
    const i = found[0];
    if (i + 1 >= argv.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${option} must be followed by a value`, ctx.file, ctx.pointer);
    if (!valueMayStartWithDashes && argv[i + 1].startsWith('--'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${option} value must not start with --`, ctx.file, ctx.pointer);
    return i;
}
function decimalValue(argv, option, ctx) {
    const v = argv[optionIndex(argv, option, ctx) + 1];
    if (!/^[0-9]+$/.test(v))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${option} value ${JSON.stringify(v)} must be a decimal integer`, ctx.file, ctx.pointer);
    return Number(v);
}
/** Replaces the values of `--ctx-size`, `--parallel` and `--port` in a canonical argv (§4.2). */
function buildServerArgv(canonical, serverParallel, perSlotContext, port) {
    const ctx = { file: 'canonical command', pointer: '/argv' };
    const argv = [...canonical];
    argv[optionIndex(argv, '--ctx-size', ctx) + 1] = String(serverParallel * perSlotContext);
    argv[optionIndex(argv, '--parallel', ctx) + 1] = String(serverParallel);
    argv[optionIndex(argv, '--port', ctx) + 1] = String(port);
    return argv;
}
/**
 * §4.3: a capacity argv may differ from the canonical argv only in the values of --ctx-size,
 * --parallel and --port. Returns `differing_options` in the fixed order.
 */
function checkCanonicalEquivalence(cap, can, serverParallel, perSlotContext, ctx) {
    if (cap.length !== can.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`argv has ${cap.length} items but the canonical command has ${can.length}`, ctx.file, ctx.pointer);
    const canCtx = { file: ctx.file, pointer: `${ctx.pointer} (canonical command)` };
    const valueIndexes = new Set();
    for (const option of CAPACITY_VARIABLE_OPTIONS) {
        const i = optionIndex(cap, option, ctx);
        const j = optionIndex(can, option, canCtx);
        if (i !== j)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`${option} must be at the same position as in the canonical command (${i} vs ${j})`, ctx.file, ctx.pointer);
        valueIndexes.add(i + 1);
    }
    for (let i = 0; i < cap.length; i++) {
        if (cap[i] !== can[i] && !valueIndexes.has(i)) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`argv differs materially from the canonical command at index ${i} (${JSON.stringify(cap[i])} vs ${JSON.stringify(can[i])}); only --ctx-size, --parallel and --port values may differ`, ctx.file, ctx.pointer);
        }
    }
    const p = decimalValue(cap, '--parallel', ctx);
    if (p !== serverParallel)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`--parallel is ${p} but the run's server_parallel is ${serverParallel}`, ctx.file, ctx.pointer);
    const c = decimalValue(cap, '--ctx-size', ctx);
    if (c !== serverParallel * perSlotContext) {
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`--ctx-size is ${c} but must be ${serverParallel} × ${perSlotContext} = ${serverParallel * perSlotContext}`, ctx.file, ctx.pointer);
    }
    if (decimalValue(can, '--parallel', canCtx) !== 1)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('canonical command --parallel must be 1', ctx.file, canCtx.pointer);
    if (decimalValue(can, '--ctx-size', canCtx) !== perSlotContext) {
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`canonical command --ctx-size must equal per_slot_context_tokens ${perSlotContext}`, ctx.file, canCtx.pointer);
    }
    decimalValue(cap, '--port', ctx);
    return CAPACITY_VARIABLE_OPTIONS.filter((o) => {
        const i = optionIndex(cap, o, ctx) + 1;
        return cap[i] !== can[i];
    });
}
/** §5.6 `server_configuration` of an evidence binding, derived from a load and a canonical command. */
function deriveBinding(loadArgv, loadSha256, canonicalArgv, canonicalSha256, ctx) {
    if (loadArgv.length !== canonicalArgv.length)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('load and canonical argv must have equal lengths', ctx.file, ctx.pointer);
    const read = (argv, which) => {
        const c = { file: ctx.file, pointer: `${ctx.pointer} (${which})` };
        const value = (o) => argv[optionIndex(argv, o, c, false) + 1];
        const parallel = decimalValue(argv, '--parallel', c);
        if (parallel < 1 || parallel > 1024)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('--parallel must be from 1 to 1024', c.file, c.pointer);
        const port = decimalValue(argv, '--port', c);
        if (port < 1 || port > 65535)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('--port must be from 1 to 65535', c.file, c.pointer);
        return { runtime: argv[0], model: value('--model'), parallel, host: value('--host'), port };
    };
    const l = read(loadArgv, 'load');
    const c = read(canonicalArgv, 'canonical');
    if (l.parallel !== c.parallel)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('load and canonical --parallel must be equal', ctx.file, ctx.pointer);
    const differing = new Set();
    for (let i = 0; i < loadArgv.length; i++) {
        if (loadArgv[i] === canonicalArgv[i])
            continue;
        const prev = i > 0 && loadArgv[i - 1] === canonicalArgv[i - 1] ? loadArgv[i - 1] : undefined;
        if (prev !== '--host' && prev !== '--port')
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`load argv differs from the canonical argv at index ${i} beyond --host/--port`, ctx.file, ctx.pointer);
        differing.add(prev);
    }
    return {
        load_server_command_sha256: loadSha256,
        canonical_server_command_sha256: canonicalSha256,
        load_server_argv: [...loadArgv],
        canonical_server_argv: [...canonicalArgv],
        load_runtime_path: l.runtime,
        canonical_runtime_path: c.runtime,
        load_model_path: l.model,
        canonical_model_path: c.model,
        load_parallel: l.parallel,
        canonical_parallel: c.parallel,
        load_host: l.host,
        canonical_host: c.host,
        load_port: l.port,
        canonical_port: c.port,
        allowed_binding_options: [...BINDING_OPTIONS],
        differing_binding_options: BINDING_OPTIONS.filter((o) => differing.has(o)),
        argv_equivalent_except_binding: true,
    };
}
/** Normalized origin `scheme://host:port` (§5.6); throws when the URL is not an acceptable base. */
function normalizeBaseUrl(raw, ctx) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`request_base_url ${JSON.stringify(raw)} is not a URL`, ctx.file, ctx.pointer);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url scheme must be http or https', ctx.file, ctx.pointer);
    if (url.username || url.password)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url must not contain user info', ctx.file, ctx.pointer);
    if (!url.hostname)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url must have a host', ctx.file, ctx.pointer);
    if (url.pathname !== '/' && url.pathname !== '')
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url path must be empty', ctx.file, ctx.pointer);
    if (url.search || url.hash || raw.includes('?') || raw.includes('#'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url must not have a query or fragment', ctx.file, ctx.pointer);
    // URL drops default ports; an explicit port is required by the contract.
    const explicitPort = /^[a-z]+:\/\/(?:\[[^\]]+\]|[^/:]+):([0-9]+)(?:\/)?$/i.exec(raw);
    if (!explicitPort)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url must have an explicit port', ctx.file, ctx.pointer);
    const port = Number(explicitPort[1]);
    if (port < 1 || port > 65535)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('request_base_url port must be from 1 to 65535', ctx.file, ctx.pointer);
    const host = url.hostname.toLowerCase();
    return `${url.protocol}//${host}:${port}`;
}
function bareHost(host) {
    return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
/** The request URL must reach the server's --host/--port (loopback names allowed for loopback/wildcard servers). */
function checkEndpoint(baseUrl, argv, ctx) {
    const m = /^https?:\/\/(.+):([0-9]+)$/.exec(baseUrl);
    if (!m)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`request_base_url ${baseUrl} is not normalized`, ctx.file, ctx.pointer);
    const urlHost = bareHost(m[1]).toLowerCase();
    const port = Number(m[2]);
    const serverPort = decimalValue(argv, '--port', ctx);
    if (port !== serverPort)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`request_base_url port ${port} does not match server --port ${serverPort}`, ctx.file, ctx.pointer);
    const serverHost = argv[optionIndex(argv, '--host', ctx) + 1].toLowerCase();
    if (urlHost === bareHost(serverHost))
        return;
    const serverIsLocal = LOOPBACK_HOSTS.includes(bareHost(serverHost)) || WILDCARD_HOSTS.includes(bareHost(serverHost));
    if (LOOPBACK_HOSTS.includes(urlHost) && serverIsLocal)
        return;
    (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`request_base_url host ${urlHost} does not reach server --host ${serverHost}`, ctx.file, ctx.pointer);
}


/***/ }),

/***/ 3253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ effectiveClopperPearson),
/* harmony export */   m: () => (/* binding */ clopperPearson)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9797);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);
// Exact binomial bounds on a proportion: Clopper & Pearson 1934, through the beta quantile (the
// edges k = 0 and k = n in closed form: (α)^(1/n) and 1 − (α)^(1/n)); for clustered samples the same
// bounds at an effective sample size (Korn & Graubard 1998, Survey Methodology 24(2):193–201).


/**
 * Clopper–Pearson bounds for k successes in n trials. `lower` / `upper`: one-sided at `confidence`
 * (the other end is 0 or 1); `two-sided`: (1 − confidence)/2 in each tail.
 */
function clopperPearson(k, n, confidence, side) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`n must be a positive integer (got ${n})`);
    if (!Number.isInteger(k) || k < 0 || k > n)
        throw new RangeError(`k must be an integer in [0, n = ${n}] (got ${k})`);
    return betaBounds(k, n, confidence, side);
}
/**
 * Clopper–Pearson bounds of an observed share at an effective sample size nEff (real, > 0): the
 * beta-quantile form with x = share·nEff successes, as Korn & Graubard do for survey data (n/deff).
 * With an integer nEff and share·nEff it equals `clopperPearson`.
 */
function effectiveClopperPearson(share, nEff, confidence, side) {
    if (!(nEff > 0) || !Number.isFinite(nEff))
        throw new RangeError(`nEff must be a positive number (got ${nEff})`);
    if (!(share >= 0 && share <= 1))
        throw new RangeError(`share must be in [0, 1] (got ${share})`);
    return betaBounds(share * nEff, nEff, confidence, side);
}
function betaBounds(k, n, confidence, side) {
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConfidence */ .p3)(confidence);
    if (side !== 'lower' && side !== 'upper' && side !== 'two-sided')
        throw new RangeError(`side must be 'lower', 'upper' or 'two-sided' (got ${JSON.stringify(side)})`);
    const alpha = side === 'two-sided' ? (1 - confidence) / 2 : 1 - confidence;
    const rootAlpha = Math.log(alpha) / n; // ln of α^(1/n)
    const lower = k === 0 ? 0 : k === n ? Math.exp(rootAlpha) : (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .betaQuantile */ .O9)(alpha, k, n - k + 1);
    const upper = k === n ? 1 : k === 0 ? -Math.expm1(rootAlpha) : (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .betaQuantile */ .O9)(1 - alpha, k + 1, n - k);
    if (side === 'lower')
        return { lower, upper: 1 };
    if (side === 'upper')
        return { lower: 0, upper };
    return { lower, upper };
}


/***/ }),

/***/ 4979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ satterthwaite),
/* harmony export */   m: () => (/* binding */ fitBlockModel)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9797);
// The randomized-block model of docs/decision.md on the log scale: y[x][j] = μx + πj + e, fitted by
// two-way ANOVA without interaction, the cell-mean variance with Satterthwaite (1946) degrees of
// freedom, and — when cells share a server run — the split-plot strata (Cochran & Cox 1957 §7).

const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length;
/**
 * Fits the block model to an N × n table of log rates (row: cell, column: pass). `runOf[x]`
 * (optional) names the server run of cell x; with it the model also carries the split-plot strata
 * that comparisons across runs need (e is then not independent between cells of one run).
 */
function fitBlockModel(y, runOf) {
    const N = y.length;
    if (N < 1)
        throw new RangeError('y must hold at least one cell');
    const n = y[0].length;
    if (n < 2)
        throw new RangeError(`y must hold at least two passes per cell (got ${n})`);
    y.forEach((row, x) => {
        if (row.length !== n)
            throw new RangeError(`y[${x}] must hold ${n} passes like y[0] (got ${row.length})`);
        (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkFinite */ .ug)(`y[${x}]`, row);
    });
    const cellMeans = y.map(mean);
    const passMeans = Array.from({ length: n }, (_, j) => mean(y.map((row) => row[j])));
    const grand = mean(cellMeans);
    const msPass = (N * passMeans.reduce((s, m) => s + (m - grand) ** 2, 0)) / (n - 1);
    const dfE = (N - 1) * (n - 1);
    if (N === 1)
        return {
            cells: N,
            passes: n,
            grand,
            cellMeans,
            passMeans,
            msE: null,
            dfE,
            msPass,
            residualSd: null,
            cellVariance: null,
            cellDf: null,
            runs: null,
        };
    let sse = 0;
    for (let x = 0; x < N; x++)
        for (let j = 0; j < n; j++)
            sse += (y[x][j] - cellMeans[x] - passMeans[j] + grand) ** 2;
    const msE = sse / dfE;
    const passPart = msPass / N;
    const residualPart = ((N - 1) * msE) / N;
    const cellVariance = (passPart + residualPart) / n;
    const denominator = passPart ** 2 / (n - 1) + residualPart ** 2 / dfE;
    const cellDf = denominator > 0 ? (passPart + residualPart) ** 2 / denominator : dfE;
    return {
        cells: N,
        passes: n,
        grand,
        cellMeans,
        passMeans,
        msE,
        dfE,
        msPass,
        residualSd: Math.sqrt(msE),
        cellVariance,
        cellDf,
        runs: runOf === undefined ? null : runStrata(y, cellMeans, runOf),
    };
}
/** Satterthwaite df of Σ cᵢ·MSᵢ (parts given as cᵢ·MSᵢ with their df); `fallback` when all are 0. */
function satterthwaite(parts, fallback) {
    const total = parts.reduce((s, [v]) => s + v, 0);
    const denominator = parts.reduce((s, [v, df]) => (df > 0 ? s + (v * v) / df : s), 0);
    return denominator > 0 ? (total * total) / denominator : fallback;
}
function runStrata(y, cellMeans, runOf) {
    const N = y.length;
    const n = y[0].length;
    if (runOf.length !== N)
        throw new RangeError(`runOf must name a run for each of the ${N} cells (got ${runOf.length})`);
    const ids = [...new Set(runOf)];
    const members = ids.map((id) => runOf.flatMap((g, x) => (g === id ? [x] : [])));
    const G = ids.length;
    // Run means w[g][j] and the within-run interaction of each group's cells × passes table.
    const w = members.map((cells) => Array.from({ length: n }, (_, j) => mean(cells.map((x) => y[x][j]))));
    let ssWithin = 0;
    members.forEach((cells, g) => {
        const wg = mean(w[g]);
        for (const x of cells)
            for (let j = 0; j < n; j++)
                ssWithin += (y[x][j] - w[g][j] - cellMeans[x] + wg) ** 2;
    });
    const dfWithin = members.reduce((s, cells) => s + (cells.length - 1) * (n - 1), 0);
    const dfRun = (G - 1) * (n - 1);
    const runMeans = w.map(mean);
    const passMeans = Array.from({ length: n }, (_, j) => mean(w.map((row) => row[j])));
    const grand = mean(runMeans);
    let ssRun = 0;
    for (let g = 0; g < G; g++)
        for (let j = 0; j < n; j++)
            ssRun += (w[g][j] - runMeans[g] - passMeans[j] + grand) ** 2;
    const h = mean(members.map((cells) => 1 / cells.length));
    const msRun = dfRun > 0 ? ssRun / dfRun : 0;
    const msWithin = dfWithin > 0 ? ssWithin / dfWithin : null;
    const withinPart = (1 - h) * (msWithin ?? 0);
    return {
        runOf: [...runOf],
        groups: G,
        msRun,
        dfRun,
        msWithin,
        dfWithin,
        h,
        betweenVariance: msRun + withinPart,
        betweenDf: satterthwaite([
            [msRun, dfRun],
            [withinPart, dfWithin],
        ], dfRun + dfWithin),
    };
}


/***/ }),

/***/ 9797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ checkIndex),
/* harmony export */   p3: () => (/* binding */ checkConfidence),
/* harmony export */   ug: () => (/* binding */ checkFinite)
/* harmony export */ });
// Argument checks shared by the statistics room: each throws a RangeError naming the argument.
function checkConfidence(confidence, name = 'confidence') {
    if (!(confidence > 0 && confidence < 1))
        throw new RangeError(`${name} must be in (0, 1) (got ${confidence})`);
}
function checkIndex(name, index, size) {
    if (!Number.isInteger(index) || index < 0 || index >= size)
        throw new RangeError(`${name} must be an integer cell index in [0, ${size}) (got ${index})`);
}
function checkFinite(name, values) {
    values.forEach((v, i) => {
        if (!Number.isFinite(v))
            throw new RangeError(`${name}[${i}] must be a finite number (got ${v})`);
    });
}


/***/ }),

/***/ 545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ studentTQuantile),
/* harmony export */   AC: () => (/* binding */ normalLogMillsRatio),
/* harmony export */   HU: () => (/* binding */ binomialCdf),
/* harmony export */   Jt: () => (/* binding */ studentTCdf),
/* harmony export */   O9: () => (/* binding */ betaQuantile),
/* harmony export */   Vt: () => (/* binding */ regularizedIncompleteBeta),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   pV: () => (/* binding */ chiSquareQuantile),
/* harmony export */   vr: () => (/* binding */ normalCdf)
/* harmony export */ });
/* unused harmony exports lnGamma, normalUpperTail, regularizedLowerGamma */
// Quantiles and tail probabilities: the normal quantile by Wichura's AS 241 (1988, ~1e-16), the normal
// tail through its Mills ratio (erf series below 2, the Laplace continued fraction above, A&S 26.2.14),
// ln Γ by Lanczos (g = 7), the regularized incomplete beta by the Lentz continued fraction (Numerical
// Recipes §6.4), its inverse by Halley steps inside a bisection bracket, Student t (real df) through
// the beta, and the binomial CDF through I_{1−p}(n − k, k + 1).
// Builtins of the hot paths (ln Γ, the incomplete beta, the normal tail) bound once: inside a test
// runner's vm context every global lookup (Math, Number) costs ~0.3 µs, and the winner's interval
// simulation evaluates these millions of times.
const { abs, exp, log, log1p, sqrt, SQRT2, PI } = Math;
const LANCZOS = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];
const HALF_LN_TWO_PI = 0.9189385332046728;
function checkProbability(name, p, open = true) {
    const ok = open ? p > 0 && p < 1 : p >= 0 && p <= 1;
    if (!ok)
        throw new RangeError(`${name} must be in ${open ? '(0, 1)' : '[0, 1]'} (got ${p})`);
}
function checkPositive(name, v) {
    if (!(v > 0))
        throw new RangeError(`${name} must be a positive number (got ${v})`);
}
/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms; shifted below ½ by ln Γ(x) = ln Γ(x + 1) − ln x). */
function lnGamma(x) {
    checkPositive('x', x);
    if (x < 0.5)
        return lnGamma(x + 1) - log(x);
    const z = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < LANCZOS.length; i++)
        sum += LANCZOS[i] / (z + i);
    const t = z + 7.5;
    return HALF_LN_TWO_PI + (z + 0.5) * log(t) - t + log(sum);
}
function lnBeta(a, b) {
    return lnGamma(a) + lnGamma(b) - lnGamma(a + b);
}
// AS 241 (PPND16) coefficients, lowest power first, rounded to the nearest double.
const AS241_A = [
    3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
    67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const AS241_B = [
    1.0, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
    28729.085735721943, 5226.495278852854,
];
const AS241_C = [
    1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
    0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const AS241_D = [
    1.0, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008, 0.015198666563616457,
    0.0005475938084995345, 1.0507500716444169e-9,
];
const AS241_E = [
    6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487, 0.026532189526576124,
    0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const AS241_F = [
    1.0, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
    1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];
function horner(coefficients, r) {
    let v = 0;
    for (let i = coefficients.length - 1; i >= 0; i--)
        v = v * r + coefficients[i];
    return v;
}
/** Standard normal quantile Φ⁻¹(p), p in (0, 1) (Wichura 1988, algorithm AS 241 PPND16). */
function normalQuantile(p) {
    checkProbability('p', p);
    const q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        return (q * horner(AS241_A, r)) / horner(AS241_B, r);
    }
    const r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
    const x = r <= 5
        ? horner(AS241_C, r - 1.6) / horner(AS241_D, r - 1.6)
        : horner(AS241_E, r - 5) / horner(AS241_F, r - 5);
    return q < 0 ? -x : x;
}
/** Continued fraction of the incomplete beta, modified Lentz (Numerical Recipes §6.4, betacf). */
function betaContinuedFraction(x, a, b) {
    const TINY = 1e-300;
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 20000; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (abs(del - 1) < 1e-16)
            return h;
    }
    throw new RangeError(`incomplete beta: no convergence at x = ${x}, a = ${a}, b = ${b}`);
}
/** I_x(a, b), the regularized incomplete beta function, x in [0, 1], a, b > 0. */
function regularizedIncompleteBeta(x, a, b) {
    checkProbability('x', x, false);
    checkPositive('a', a);
    checkPositive('b', b);
    if (x === 0)
        return 0;
    if (x === 1)
        return 1;
    const front = exp(a * log(x) + b * log1p(-x) - lnBeta(a, b));
    if (x < (a + 1) / (a + b + 2))
        return (front * betaContinuedFraction(x, a, b)) / a;
    return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}
/** Starting point of the beta inverse (Numerical Recipes §6.4, invbetai). */
function betaQuantileGuess(p, a, b) {
    if (a >= 1 && b >= 1) {
        const pp = p < 0.5 ? p : 1 - p;
        const t = Math.sqrt(-2 * Math.log(pp));
        let x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
        if (p < 0.5)
            x = -x;
        const al = (x * x - 3) / 6;
        const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
        const w = (x * Math.sqrt(al + h)) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
        return a / (a + b * Math.exp(2 * w));
    }
    const t = Math.exp(a * Math.log(a / (a + b))) / a;
    const u = Math.exp(b * Math.log(b / (a + b))) / b;
    const w = t + u;
    if (p < t / w)
        return Math.exp(Math.log(a * w * p) / a);
    return 1 - Math.exp(Math.log(b * w * (1 - p)) / b);
}
/** The p-quantile of Beta(a, b): x with I_x(a, b) = p (Halley steps, kept inside a shrinking bracket). */
function betaQuantile(p, a, b) {
    checkProbability('p', p, false);
    checkPositive('a', a);
    checkPositive('b', b);
    if (p === 0)
        return 0;
    if (p === 1)
        return 1;
    const lnB = lnBeta(a, b);
    let lo = 0;
    let hi = 1;
    let x = Math.min(Math.max(betaQuantileGuess(p, a, b), Number.MIN_VALUE), 1 - Number.EPSILON / 2);
    for (let i = 0; i < 200; i++) {
        const err = regularizedIncompleteBeta(x, a, b) - p;
        if (err === 0)
            return x;
        if (err < 0)
            lo = x;
        else
            hi = x;
        const density = Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log1p(-x) - lnB);
        const u = err / density;
        const halley = u / (1 - 0.5 * Math.min(1, u * ((a - 1) / x - (b - 1) / (1 - x))));
        let next = x - halley;
        if (!(next > lo && next < hi) || !Number.isFinite(next))
            next = hi - lo > 0 ? (lo + hi) / 2 : x;
        if (Math.abs(next - x) <= 4 * Number.EPSILON * x || next === x)
            return next;
        x = next;
    }
    return x;
}
/** Student t quantile for real df > 0 (df = Infinity gives the normal quantile). */
function studentTQuantile(p, df) {
    checkProbability('p', p);
    checkPositive('df', df);
    if (p === 0.5)
        return 0;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    if (df > 1e4) {
        // Cornish–Fisher expansion in 1/df (Abramowitz & Stegun 26.7.5); the next term is below 1e-11 at df = 1e4 even for p = 1 − 1e-12.
        const z = normalQuantile(p);
        const z2 = z * z;
        return (z +
            (z * (z2 + 1)) / (4 * df) +
            (z * ((5 * z2 + 16) * z2 + 3)) / (96 * df * df) +
            (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / (384 * df * df * df));
    }
    // t² = df·y/(1 − y) = df·(1 − x)/x with y = 1 − x: I_y(½, df/2) = 2p − 1 and I_x(df/2, ½) = 2(1 − p).
    // Each form is used where its variable is ≤ ½, so neither 1 − x nor 1 − y cancels.
    const fromX = (x) => Math.sqrt((df * (1 - x)) / x);
    const fromY = (y) => Math.sqrt((df * y) / (1 - y));
    if (p >= 0.75) {
        const x = betaQuantile(2 * (1 - p), df / 2, 0.5);
        return x <= 0.5 ? fromX(x) : fromY(betaQuantile(2 * p - 1, 0.5, df / 2));
    }
    const y = betaQuantile(2 * p - 1, 0.5, df / 2);
    return y <= 0.5 ? fromY(y) : fromX(betaQuantile(2 * (1 - p), df / 2, 0.5));
}
/** P(X ≤ k) for X ~ Binomial(n, p): n a non-negative integer, p in [0, 1], any real k (floored). */
function binomialCdf(k, n, p) {
    if (!Number.isInteger(n) || n < 0)
        throw new RangeError(`n must be a non-negative integer (got ${n})`);
    checkProbability('p', p, false);
    if (Number.isNaN(k))
        throw new RangeError('k must be a number (got NaN)');
    const j = Math.floor(k);
    if (j < 0)
        return 0;
    if (j >= n)
        return 1;
    if (p === 0)
        return 1;
    if (p === 1)
        return 0;
    return regularizedIncompleteBeta(1 - p, n - j, j + 1);
}
/** Below this the Mills ratio comes from erf's series; from here on its continued fraction needs ≤ ~110 terms. */
const MILLS_FRACTION_FROM = 2;
/** Q(x) = 1 − Φ(x) for 0 ≤ x < 2 by erf's everywhere-positive series (A&S 7.1.6), ~1e-15 relative. */
function upperTailBySeries(x) {
    const z = x / SQRT2;
    const z2 = 2 * z * z;
    let term = z;
    let sum = z;
    for (let n = 1; term > 1e-17 * sum; n++) {
        term *= z2 / (2 * n + 1);
        sum += term;
    }
    const erf = (2 / sqrt(PI)) * exp(-z * z) * sum;
    return 0.5 - 0.5 * erf;
}
/** ln R(x) for x ≥ 2, R(x) = 1/(x + 1/(x + 2/(x + 3/(x + …)))) by modified Lentz (A&S 26.2.14). */
function logMillsByFraction(x) {
    if (x > 1e8)
        return -log(x); // R(x) = (1 − x⁻² + …)/x: the correction is below one ulp
    const TINY = 1e-300;
    let f = x;
    let c = f;
    let d = 0;
    for (let j = 1; j <= 1000; j++) {
        d = x + j * d;
        if (abs(d) < TINY)
            d = TINY;
        d = 1 / d;
        c = x + j / c;
        if (abs(c) < TINY)
            c = TINY;
        const delta = c * d;
        f *= delta;
        if (abs(delta - 1) <= 1e-16)
            return -log(f);
    }
    throw new RangeError(`Mills ratio: no convergence at x = ${x}`);
}
/**
 * ln R(x), R(x) = Q(x)/φ(x) the Mills ratio of the standard normal (Q = 1 − Φ), for any real x: the
 * tail without underflow, ln Q(x) = ln R(x) − x²/2 − ln √(2π), even at x = 40 where Q is 1e−350.
 */
function normalLogMillsRatio(x) {
    if (x >= MILLS_FRACTION_FROM)
        return logMillsByFraction(x);
    if (x >= 0)
        return log(upperTailBySeries(x)) + 0.5 * x * x + HALF_LN_TWO_PI;
    // Q(x) = 1 − Q(−x) for x < 0 (−∞ gives +∞).
    if (x < 0)
        return log1p(-normalUpperTail(-x)) + 0.5 * x * x + HALF_LN_TWO_PI;
    throw new RangeError('x must be a number (got NaN)');
}
/** Q(x) = 1 − Φ(x) = P(N(0, 1) > x), relative accuracy ~1e-15 in the far upper tail (0 below 1e−308). */
function normalUpperTail(x) {
    if (x < 0)
        return 1 - normalUpperTail(-x);
    return exp(normalLogMillsRatio(x) - 0.5 * x * x - HALF_LN_TWO_PI); // +∞: exp(−∞) = 0
}
/** Φ(x), the standard normal CDF (accurate in relative terms in the lower tail). */
function normalCdf(x) {
    return normalUpperTail(-x);
}
/** P(a, x), the regularized lower incomplete gamma, a > 0, x ≥ 0: its series below a + 1, Lentz's continued fraction of Q above (Numerical Recipes §6.2). */
function regularizedLowerGamma(a, x) {
    checkPositive('a', a);
    if (!(x >= 0))
        throw new RangeError(`x must be a non-negative number (got ${x})`);
    if (x === 0)
        return 0;
    if (x === Infinity)
        return 1;
    const front = exp(-x + a * log(x) - lnGamma(a));
    if (x < a + 1) {
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n <= 100000 && abs(term) > abs(sum) * 1e-17; n++) {
            term *= x / (a + n);
            sum += term;
        }
        return front * sum;
    }
    const TINY = 1e-300;
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i <= 100000; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (abs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (abs(del - 1) < 1e-16)
            return 1 - front * h;
    }
    throw new RangeError(`incomplete gamma: no convergence at a = ${a}, x = ${x}`);
}
/** The p-quantile of χ²(df), df > 0 real: P(df/2, x/2) = p, by bisection to the last bit (for tables, not hot loops). */
function chiSquareQuantile(p, df) {
    checkProbability('p', p);
    checkPositive('df', df);
    let lo = 0;
    let hi = df + 10 * sqrt(2 * df) + 10;
    while (regularizedLowerGamma(df / 2, hi / 2) < p)
        [lo, hi] = [hi, 2 * hi];
    for (;;) {
        const mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi)
            return mid;
        if (regularizedLowerGamma(df / 2, mid / 2) < p)
            lo = mid;
        else
            hi = mid;
    }
}
/** Student t CDF for real df > 0 (df = Infinity: the normal), through I_{df/(df + t²)}(df/2, ½). */
function studentTCdf(t, df) {
    checkPositive('df', df);
    if (Number.isNaN(t))
        throw new RangeError('t must be a number (got NaN)');
    if (df === Infinity)
        return normalCdf(t);
    if (t === Infinity || t === -Infinity)
        return t > 0 ? 1 : 0;
    const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
    return t > 0 ? 1 - tail : tail;
}


/***/ }),

/***/ 8771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ Rng)
/* harmony export */ });
// The one seeded generator of the statistics room: xoshiro128** (Blackman & Vigna 2018) seeded by
// splitmix32 from a 64-hex seed; normals by Marsaglia's polar method (1964), Gamma and chi-square by
// Marsaglia & Tsang 2000 (shape < 1 by the boost Gamma(a) = Gamma(a + 1)·U^(1/a)). Only +, −, ×, ÷,
// Math.sqrt/log/exp, Math.imul and >>> are used, so a seed gives the same sequence on every Node.
const TWO_POW_26 = 67108864;
const TWO_POW_52 = 4503599627370496;
/** splitmix32 step (the 32-bit variant of Steele, Lea & Flood 2014): a well-mixed word per call. */
function splitmix32(state) {
    state.s = (state.s + 0x9e3779b9) >>> 0;
    let z = state.s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
}
function rotl(x, k) {
    return ((x << k) | (x >>> (32 - k))) >>> 0;
}
class Rng {
    s = new Uint32Array(4);
    spare = null;
    /** `seedHex`: 64 hexadecimal digits (a SHA-256), case-insensitive. */
    constructor(seedHex) {
        if (!/^[0-9a-fA-F]{64}$/.test(seedHex))
            throw new RangeError(`seedHex must be 64 hexadecimal digits (got ${JSON.stringify(seedHex)})`);
        const mix = { s: 0 };
        const words = [];
        for (let i = 0; i < 8; i++)
            words.push(parseInt(seedHex.slice(8 * i, 8 * i + 8), 16) >>> 0);
        // Every seed word enters the state through the mixer: s[i] depends on words i and i + 4.
        for (let i = 0; i < 4; i++) {
            mix.s = (mix.s ^ words[i]) >>> 0;
            const a = splitmix32(mix);
            mix.s = (mix.s ^ words[i + 4]) >>> 0;
            this.s[i] = (a ^ splitmix32(mix)) >>> 0;
        }
        if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0)
            this.s[0] = 1;
    }
    /** The next 32-bit word (xoshiro128**). */
    nextUint32() {
        const s = this.s;
        const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
        const t = (s[1] << 9) >>> 0;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 11);
        return result;
    }
    /** Uniform on the open interval (0, 1), 52 random bits: (k + ½) / 2⁵². */
    uniform() {
        const hi = this.nextUint32() >>> 6;
        const lo = this.nextUint32() >>> 6;
        return (hi * TWO_POW_26 + lo + 0.5) / TWO_POW_52;
    }
    /** Standard normal (Marsaglia polar method; the second value of each pair is kept for the next call). */
    normal() {
        if (this.spare !== null) {
            const z = this.spare;
            this.spare = null;
            return z;
        }
        for (;;) {
            const u = 2 * this.uniform() - 1;
            const v = 2 * this.uniform() - 1;
            const s = u * u + v * v;
            if (s >= 1 || s === 0)
                continue;
            const f = Math.sqrt((-2 * Math.log(s)) / s);
            this.spare = v * f;
            return u * f;
        }
    }
    /** Gamma(shape, 1) (Marsaglia & Tsang 2000; shape < 1 boosted through shape + 1). */
    gamma(shape) {
        if (!(shape > 0) || !Number.isFinite(shape))
            throw new RangeError(`shape must be a positive finite number (got ${shape})`);
        if (shape < 1) {
            const boosted = this.gamma(shape + 1);
            return boosted * Math.exp(Math.log(this.uniform()) / shape);
        }
        const d = shape - 1 / 3;
        const c = 1 / Math.sqrt(9 * d);
        for (;;) {
            const x = this.normal();
            const t = 1 + c * x;
            if (t <= 0)
                continue;
            const v = t * t * t;
            const u = this.uniform();
            const x2 = x * x;
            if (u < 1 - 0.0331 * x2 * x2)
                return d * v;
            if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v)))
                return d * v;
        }
    }
    /** Chi-square with `df` degrees of freedom (df > 0, not necessarily an integer): 2·Gamma(df/2). */
    chiSquare(df) {
        if (!(df > 0) || !Number.isFinite(df))
            throw new RangeError(`df must be a positive finite number (got ${df})`);
        return 2 * this.gamma(df / 2);
    }
}


/***/ }),

/***/ 9575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ deriveStudy)
});

// EXTERNAL MODULE: ./src/domain/plan/server-argv.ts
var server_argv = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var core_json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var schedule = __webpack_require__(3857);
// EXTERNAL MODULE: ./src/domain/core/stats.ts
var stats = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/domain/plan/early-stop-rule.ts
var early_stop_rule = __webpack_require__(689);
;// CONCATENATED MODULE: ./src/domain/study/early-stop.ts
// The study's `early_stop` (docs/spec-extensions.md, "Closed-loop early stop"): every level a run
// left out is checked against the rule replayed over the evidence measured before its turn, and
// recorded as SKIPPED with the reason and the runner seconds it saved.




const SKIPPED_STATUS = 'SKIPPED';
const SKIPPED_REASON_CODE = 'skipped_by_early_stop';
const LIMIT_WORDS = { e2e_latency_ms_p95: 'E2E p95', ttft_ms_p95: 'TTFT p95' };
/** The sentence a skipped cell carries: which passes failed where, by how much. */
function skipReason(cell, marginPercent) {
    const parts = cell.evidence.map((e) => `${e.pass_id} C${e.client_concurrency} ${LIMIT_WORDS[e.limit]} ${(0,format/* pyFixed */.mS)(e.value_ms, 0)} ms > ${(0,format/* pyFixed */.mS)(e.limit_ms, 0)} ms + ${(0,format/* pyFixed */.mS)(marginPercent, 1)}%`);
    return `failed the SLO by the margin at a lower C in ${cell.evidence.length} passes: ${parts.join('; ')}`;
}
/**
 * Checks every skipped level and derives the study block; undefined when the plan has no early stop
 * (and then no run may have skipped a level). Throws InputError naming the run file at fault.
 */
function deriveEarlyStop(plan, loadPlan, runs) {
    const early = plan.early_stop;
    if (early === undefined) {
        for (const run of runs.values())
            if (run.skippedLevels.length > 0)
                (0,errors/* fail */.fJ)("skipped_concurrency_levels requires the capacity plan's early_stop block (absent: every level is measured)", run.file, '/skipped_concurrency_levels');
        return { json: undefined, skipped: [] };
    }
    const replay = (0,early_stop_rule/* replayEarlyStop */.ZW)(plan, (label) => new Map((runs.get(label)?.rows ?? []).map((r) => [r.concurrency, r])), { warmup: loadPlan.warmup_requests_per_level, measured: loadPlan.measured_requests_per_level });
    if ('unjustified' in replay) {
        const { label, clientConcurrency } = replay.unjustified;
        return (0,errors/* fail */.fJ)(`C${clientConcurrency} was skipped, but before its turn fewer than ${early_stop_rule/* MIN_FAILED_PASSES */.p9} passes had failed the SLO by ${(0,format/* pyFixed */.mS)(early.margin_percent, 1)}% at a lower C of this candidate and P`, runs.get(label).file, '/skipped_concurrency_levels');
    }
    const skipped = replay.skipped;
    const total = skipped.reduce((a, s) => a + s.estimatedSecondsSaved, 0);
    return {
        skipped,
        json: {
            margin_percent: (0,core_json/* float */.fV)(early.margin_percent),
            min_failed_passes: early_stop_rule/* MIN_FAILED_PASSES */.p9,
            skipped_cells: skipped.map((s) => ({
                pass_id: s.passId,
                candidate_id: s.candidateId,
                server_parallel: s.serverParallel,
                client_concurrency: s.clientConcurrency,
                status: SKIPPED_STATUS,
                reason: skipReason(s, early.margin_percent),
                evidence: s.evidence.map((e) => ({
                    pass_id: e.pass_id,
                    client_concurrency: e.client_concurrency,
                    limit: e.limit,
                    value_ms: (0,core_json/* float */.fV)(e.value_ms),
                    limit_ms: (0,core_json/* float */.fV)(e.limit_ms),
                })),
                estimated_runner_seconds_saved: (0,core_json/* float */.fV)(s.estimatedSecondsSaved),
            })),
            estimated_runner_seconds_saved: (0,core_json/* float */.fV)(total),
        },
    };
}

;// CONCATENATED MODULE: ./src/domain/study/gates.ts
// Cells, capacity gates (§9.3) and operating-point selection (§9.4).





const fl = (v) => (v === null ? null : (0,core_json/* float */.fV)(v));
function allOrNull(values) {
    return values.every((v) => v !== null) ? values : null;
}
/** Builds every cell with its per-pass metrics and gated summary. */
function buildCells(plan, runs, qualityGateMet) {
    const gate = plan.capacity_gate;
    const cells = [];
    const json = [];
    for (const key of (0,schedule/* cellKeys */.Jo)(plan)) {
        // A pass without the row skipped this cell (the plan's early stop, checked by the derivation).
        const all = plan.passes.map((pass) => {
            const run = runs.get((0,schedule/* runLabel */.Az)(pass.id, key.candidateId, key.serverParallel));
            const row = run.rows.find((r) => r.concurrency === key.clientConcurrency);
            return { pass, run, row };
        });
        const metrics = all.filter((m) => m.row !== undefined);
        const skippedPasses = all.filter((m) => m.row === undefined).map((m) => m.pass.id);
        const where = `cell ${key.candidateId} P${key.serverParallel}/C${key.clientConcurrency}`;
        const tps = metrics.map((m) => m.row.generated_tokens_per_second);
        const ttft = allOrNull(metrics.map((m) => m.row.ttft_ms_p95));
        const e2e = allOrNull(metrics.map((m) => m.row.e2e_latency_ms_p95));
        const everyPass = skippedPasses.length === 0 && metrics.every((m) => m.row.slo_met);
        const quality = qualityGateMet(key.candidateId, key.serverParallel);
        const rssMax = Math.max(...metrics.map((m) => m.run.peakRssMib));
        const tpsSpread = (0,stats/* relativeSpreadPercent */.L0)(tps, `${where} throughput`);
        const e2eSpread = e2e ? (0,stats/* relativeSpreadPercent */.L0)(e2e, `${where} E2E p95`) : null;
        const reasons = skippedPasses.length > 0 ? [SKIPPED_REASON_CODE] : [];
        if (gate.require_every_pass_slo && !metrics.every((m) => m.row.slo_met))
            reasons.push('one_or_more_passes_failed_load_slo');
        if (rssMax > gate.max_server_peak_rss_mib)
            reasons.push('server_peak_rss_above_maximum');
        if (!quality)
            reasons.push('quality_gate_failed');
        if (tpsSpread > gate.max_throughput_relative_spread_percent)
            reasons.push('throughput_relative_spread_above_maximum');
        if (e2eSpread === null || e2eSpread > gate.max_e2e_relative_spread_percent)
            reasons.push('e2e_relative_spread_above_maximum');
        for (const m of metrics) {
            for (const code of m.row.slo_failures) {
                const qualified = `${m.pass.id}:${code}`;
                if (!reasons.includes(qualified))
                    reasons.push(qualified);
            }
        }
        const summary = {
            every_pass_slo_met: everyPass,
            quality_gate_met: quality,
            completion_rate_min: Math.min(...metrics.map((m) => m.row.completion_rate)),
            requests_per_second_median: (0,stats/* median */.JZ)(metrics.map((m) => m.row.requests_per_second)),
            generated_tokens_per_second_median: (0,stats/* median */.JZ)(tps),
            ttft_ms_p95_median: ttft ? (0,stats/* median */.JZ)(ttft) : null,
            e2e_latency_ms_p95_median: e2e ? (0,stats/* median */.JZ)(e2e) : null,
            server_peak_rss_mib_max: rssMax,
            throughput_relative_spread_percent: tpsSpread,
            ttft_relative_spread_percent: ttft ? (0,stats/* relativeSpreadPercent */.L0)(ttft, `${where} TTFT p95`) : null,
            e2e_relative_spread_percent: e2eSpread,
            capacity_gate_met: reasons.length === 0,
            failure_reasons: reasons,
        };
        cells.push({
            candidate_id: key.candidateId,
            server_parallel: key.serverParallel,
            client_concurrency: key.clientConcurrency,
            summary,
        });
        json.push({
            candidate_id: key.candidateId,
            server_parallel: key.serverParallel,
            client_concurrency: key.clientConcurrency,
            pass_metrics: metrics.map(({ pass, run, row }) => ({
                pass_id: pass.id,
                source_load_label: run.label,
                source_load_sha256: run.loadSha256,
                request_count: row.request_count,
                completed_requests: row.completed_requests,
                completion_rate: (0,core_json/* float */.fV)(row.completion_rate),
                requests_per_second: (0,core_json/* float */.fV)(row.requests_per_second),
                generated_tokens_per_second: (0,core_json/* float */.fV)(row.generated_tokens_per_second),
                ttft_ms_p95: fl(row.ttft_ms_p95),
                e2e_latency_ms_p95: fl(row.e2e_latency_ms_p95),
                slo_met: row.slo_met,
                slo_failures: [...row.slo_failures],
                server_peak_rss_mib: (0,core_json/* float */.fV)(run.peakRssMib),
            })),
            summary: summaryJson(summary),
            ...(skippedPasses.length === 0 ? {} : { status: SKIPPED_STATUS, skipped_passes: skippedPasses }),
        });
    }
    return { cells, json };
}
function summaryJson(s) {
    return {
        every_pass_slo_met: s.every_pass_slo_met,
        quality_gate_met: s.quality_gate_met,
        completion_rate_min: (0,core_json/* float */.fV)(s.completion_rate_min),
        requests_per_second_median: (0,core_json/* float */.fV)(s.requests_per_second_median),
        generated_tokens_per_second_median: (0,core_json/* float */.fV)(s.generated_tokens_per_second_median),
        ttft_ms_p95_median: fl(s.ttft_ms_p95_median),
        e2e_latency_ms_p95_median: fl(s.e2e_latency_ms_p95_median),
        server_peak_rss_mib_max: (0,core_json/* float */.fV)(s.server_peak_rss_mib_max),
        throughput_relative_spread_percent: (0,core_json/* float */.fV)(s.throughput_relative_spread_percent),
        ttft_relative_spread_percent: fl(s.ttft_relative_spread_percent),
        e2e_relative_spread_percent: fl(s.e2e_relative_spread_percent),
        capacity_gate_met: s.capacity_gate_met,
        failure_reasons: [...s.failure_reasons],
    };
}
function selectionBasis(tolerancePercent) {
    return ('Find the best median generated tokens/s among cells where both counterbalanced passes meet the load SLO, quality, RSS, and spread gates; ' +
        `treat cells within ${(0,format/* pyFixed */.mS)(tolerancePercent, 1)}% of that best as equivalent, then apply the fixed lower-is-better tie-breakers.`);
}
const COMPARED = [
    'generated_tokens_per_second_median',
    'e2e_latency_ms_p95_median',
    'ttft_ms_p95_median',
    'server_peak_rss_mib_max',
];
function lexCompare(a, b) {
    for (let i = 0; i < a.length; i++) {
        // Null tie-breaker values cannot occur for eligible cells (E2E spread gate requires them).
        const x = a[i] ?? Infinity;
        const y = b[i] ?? Infinity;
        if (x !== y)
            return x < y ? -1 : 1;
    }
    return 0;
}
/** Selects one operating point per candidate (§9.4). Throws when a comparison is undefined. */
function selectOperatingPoints(plan, cells) {
    const tolerance = plan.selection.objective_tolerance_percent;
    const firstP = plan.server_parallel_levels[0];
    const firstC = plan.client_concurrency_levels[0];
    return plan.candidates.map((c) => {
        const own = cells.filter((cell) => cell.candidate_id === c.id);
        const eligible = own.filter((cell) => cell.summary.capacity_gate_met);
        const reference = own.find((cell) => cell.server_parallel === firstP && cell.client_concurrency === firstC);
        const base = {
            candidate_id: c.id,
            reference_cell: { server_parallel: firstP, client_concurrency: firstC },
            objective_tolerance_percent: (0,core_json/* float */.fV)(tolerance),
            selection_basis: selectionBasis(tolerance),
        };
        if (eligible.length === 0) {
            return {
                ...base,
                selected_cell: null,
                comparison_to_reference_percent: null,
                eligible_cell_count: 0,
                numeric_best_generated_tokens_per_second_median: null,
                within_tolerance_cell_count: 0,
            };
        }
        const best = Math.max(...eligible.map((cell) => cell.summary.generated_tokens_per_second_median));
        const floor = best * (1 - tolerance / 100);
        const within = eligible.filter((cell) => {
            const v = cell.summary.generated_tokens_per_second_median;
            return (v >= floor || Math.abs(v - floor) <= Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(floor)), 1e-12));
        });
        const key = (cell) => [
            cell.summary.e2e_latency_ms_p95_median,
            cell.summary.ttft_ms_p95_median,
            cell.summary.server_peak_rss_mib_max,
            cell.server_parallel,
            cell.client_concurrency,
        ];
        const selected = [...within].sort((a, b) => lexCompare(key(a), key(b)))[0];
        const comparison = {};
        for (const field of COMPARED) {
            const s = selected.summary[field];
            const r = reference.summary[field];
            if (s === null || r === null) {
                throw new RangeError(`candidate ${c.id}: cannot compare ${field} with the P${firstP}/C${firstC} reference cell (value missing)`);
            }
            if (r === 0)
                throw new RangeError(`candidate ${c.id}: cannot compare ${field} with a zero reference value`);
            comparison[field] = (0,core_json/* float */.fV)(((s - r) / r) * 100);
        }
        return {
            ...base,
            selected_cell: {
                server_parallel: selected.server_parallel,
                client_concurrency: selected.client_concurrency,
                generated_tokens_per_second_median: (0,core_json/* float */.fV)(selected.summary.generated_tokens_per_second_median),
            },
            comparison_to_reference_percent: comparison,
            eligible_cell_count: eligible.length,
            numeric_best_generated_tokens_per_second_median: (0,core_json/* float */.fV)(best),
            within_tolerance_cell_count: within.length,
        };
    });
}

// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/measurement/load-evaluation.ts
var load_evaluation = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/measurement/manifest.ts
var measurement_manifest = __webpack_require__(74);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(8070);
// EXTERNAL MODULE: ./src/domain/measurement/quality.ts
var measurement_quality = __webpack_require__(7702);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/study/wording.ts
var wording = __webpack_require__(7462);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/plan/decision-plan.ts
var decision_plan = __webpack_require__(3108);
// EXTERNAL MODULE: ./src/domain/statistics/random.ts
var random = __webpack_require__(8771);
// EXTERNAL MODULE: ./src/domain/statistics/checks.ts
var checks = __webpack_require__(9797);
;// CONCATENATED MODULE: ./src/domain/statistics/simultaneous.ts
// Simultaneous intervals for every difference between cells of different candidates, and the
// candidate-level statements derived from them (docs/decision.md, "The choice"):
// - the critical value c of max |T_xy| over all cross-candidate cell pairs (x, y), T_xy the studentized
//   error of ȳx − ȳy under the strata model, by seeded Monte Carlo of that model (a "max-t" family
//   in the sense of Hochberg & Tamhane 1987 §3.2; per-level variances each scaled by their own χ²),
//   so every interval of the family holds at once with probability ≥ confidence;
// - from those intervals, bounds on M_A − M_B (M = a candidate's best cell, a maximum, so the bounds
//   hold whichever cell the data made look best: max_x min_y L(x, y) ≤ M_A − M_B ≤ max_x min_y U(x, y))
//   and on M_i − max_{j≠i} M_j: multiple comparisons with the best (Hsu 1996 §4, the unconstrained
//   form), derived rather than computed from Hsu's one-sided constants because each candidate's "mean"
//   is itself a maximum over its cells;
// - verdicts with an indifference zone δ: `equivalent` when the whole interval lies inside ±δ (two
//   one-sided tests, Schuirmann 1987), else `better` / `worse` when it excludes 0, else
//   `no_detectable_difference`.
// Independent draws for cells of one server run make c conservative (they are positively correlated).

function quantileOf(v, p) {
    const sorted = Float64Array.from(v).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
/** Per (group, stratum): the largest and smallest draw. */
function extremes(f, z, groups, strata) {
    const hi = new Float64Array(groups * strata).fill(-Infinity);
    const lo = new Float64Array(groups * strata).fill(Infinity);
    for (let x = 0; x < z.length; x++) {
        const k = f.groupOf[x] * strata + f.stratumOf[x];
        if (z[x] > hi[k])
            hi[k] = z[x];
        if (z[x] < lo[k])
            lo[k] = z[x];
    }
    return { hi, lo };
}
/** max over g ≠ h of hi[g][s] − lo[h][t], from the two largest highs and two smallest lows. */
function crossMax(hi, lo, groups, strata, s, t) {
    let h1 = -1;
    let h2 = -1;
    let l1 = -1;
    let l2 = -1;
    for (let g = 0; g < groups; g++) {
        const a = hi[g * strata + s];
        if (a > -Infinity) {
            if (h1 < 0 || a > hi[h1 * strata + s])
                [h1, h2] = [g, h1];
            else if (h2 < 0 || a > hi[h2 * strata + s])
                h2 = g;
        }
        const b = lo[g * strata + t];
        if (b < Infinity) {
            if (l1 < 0 || b < lo[l1 * strata + t])
                [l1, l2] = [g, l1];
            else if (l2 < 0 || b < lo[l2 * strata + t])
                l2 = g;
        }
    }
    if (h1 < 0 || l1 < 0)
        return -Infinity;
    if (h1 !== l1)
        return hi[h1 * strata + s] - lo[l1 * strata + t];
    const a = h2 < 0 || l1 < 0 ? -Infinity : hi[h2 * strata + s] - lo[l1 * strata + t];
    const b = l2 < 0 ? -Infinity : hi[h1 * strata + s] - lo[l2 * strata + t];
    return Math.max(a, b);
}
function countCrossPairs(f) {
    const sizes = new Map();
    for (const g of f.groupOf)
        sizes.set(g, (sizes.get(g) ?? 0) + 1);
    const total = f.groupOf.length;
    let same = 0;
    for (const k of sizes.values())
        same += (k * (k - 1)) / 2;
    return (total * (total - 1)) / 2 - same;
}
/**
 * The Monte Carlo critical value of the family (null without a cross-group pair). Each draw: per
 * stratum a variance ratio χ²(df)/df, per cell Z ~ N(0, σ²_s/n); the statistic is the largest
 * |Zx − Zy| / √((r_sx σ²_sx + r_sy σ²_sy)/n) over cross-group pairs.
 */
function crossCriticalValue(f, confidence, draws, rng) {
    (0,checks/* checkConfidence */.p3)(confidence);
    if (!Number.isInteger(draws) || draws < 1)
        throw new RangeError(`draws must be a positive integer (got ${draws})`);
    const pairs = countCrossPairs(f);
    if (pairs === 0)
        return null;
    const groups = Math.max(...f.groupOf) + 1;
    const S = f.strata.length;
    const studentized = new Float64Array(draws);
    const known = new Float64Array(draws);
    const z = new Float64Array(f.groupOf.length);
    const ratio = new Float64Array(S);
    const sd = f.strata.map((s) => Math.sqrt(s.variance / f.passes));
    for (let d = 0; d < draws; d++) {
        for (let s = 0; s < S; s++)
            ratio[s] = f.strata[s].df > 0 ? rng.chiSquare(f.strata[s].df) / f.strata[s].df : 1;
        for (let x = 0; x < z.length; x++)
            z[x] = sd[f.stratumOf[x]] * rng.normal();
        const { hi, lo } = extremes(f, z, groups, S);
        let maxT = 0;
        let maxZ = 0;
        for (let s = 0; s < S; s++)
            for (let t = 0; t < S; t++) {
                const m = crossMax(hi, lo, groups, S, s, t);
                if (m === -Infinity)
                    continue;
                const v = f.strata[s].variance + f.strata[t].variance;
                if (v <= 0)
                    continue;
                const denomKnown = Math.sqrt(v / f.passes);
                const denom = Math.sqrt((ratio[s] * f.strata[s].variance + ratio[t] * f.strata[t].variance) / f.passes);
                maxT = Math.max(maxT, m / denom);
                maxZ = Math.max(maxZ, m / denomKnown);
            }
        studentized[d] = maxT;
        known[d] = maxZ;
    }
    return {
        value: quantileOf(studentized, confidence),
        knownVariance: quantileOf(known, confidence),
        pairs,
        draws,
    };
}
/**
 * Bounds on max over A − max over B from simultaneous cell-pair intervals `interval(x, y)` of
 * μx − μy: [max_x min_y lower, max_x min_y upper]. Null when a side has no cell.
 */
function maxDifferenceBounds(a, b, interval) {
    if (a.length === 0 || b.length === 0)
        return null;
    let lower = -Infinity;
    let upper = -Infinity;
    for (const x of a) {
        let minL = Infinity;
        let minU = Infinity;
        for (const y of b) {
            const i = interval(x, y);
            if (i === null)
                return null;
            minL = Math.min(minL, i[0]);
            minU = Math.min(minU, i[1]);
        }
        lower = Math.max(lower, minL);
        upper = Math.max(upper, minU);
    }
    return [lower, upper];
}
/** The verdict of an interval of ln(a/b) against an indifference zone δ (relative, e.g. 0.05). */
function intervalVerdict(interval, indifferenceZone) {
    if (!(indifferenceZone >= 0))
        throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
    const h = Math.log1p(indifferenceZone);
    if (h > 0 && interval[0] > -h && interval[1] < h)
        return 'equivalent';
    if (interval[0] > 0)
        return 'better';
    if (interval[1] < 0)
        return 'worse';
    return 'no_detectable_difference';
}

// EXTERNAL MODULE: ./src/domain/statistics/distributions.ts
var distributions = __webpack_require__(545);
;// CONCATENATED MODULE: ./src/domain/statistics/sizing.ts
// How large a difference a study can detect, and how many counterbalanced pairs would resolve what
// it could not (docs/decision.md, "Sizing"):
// - power of "the simultaneous interval excludes 0" at a true log difference Δ: P(T' > c) for the
//   non-central t T' (df ν, non-centrality Δ/SE), by the normal approximation of Abramowitz & Stegun
//   26.7.10 / Johnson & Welch (1940): P(T' ≤ t) ≈ Φ((t(1 − 1/(4ν)) − λ)/√(1 + t²/(2ν))); the minimum
//   detectable effect solves it for λ at the stated power;
// - the critical value at another pair count from the known-variance one: c_∞ = z_{1−γ} read as a
//   normal quantile, c_ν = t_{1−γ}(ν) (the family's max-t quantile moves with ν like one t quantile);
// - pairs needed: the smallest k whose interval half-width c_ν·√(v·χ²_ν/ν / 2k) is ≤ the target with
//   probability `power` over the variance estimate of the k-pair study, at the observed variance v — the sizing rule of Stein's (1945) two-stage
//   procedure, which Rinott (1978) and Nelson & Matejcik (1995) use for selection.

/** The family's critical value at ν degrees of freedom from its known-variance value. */
function criticalValueAtDf(knownVariance, df) {
    if (!Number.isFinite(df) || df > 1e6)
        return knownVariance;
    const gamma = 1 - (0,distributions/* normalCdf */.vr)(knownVariance);
    if (!(gamma > 0))
        return knownVariance;
    return (0,distributions/* studentTQuantile */.$J)(1 - gamma, df);
}
/** The non-centrality λ = Δ/SE at which P(T' > c) = power (A&S 26.7.10 solved for λ). */
function detectableNoncentrality(critical, df, power) {
    if (!(power > 0 && power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${power})`);
    const z = (0,distributions/* normalQuantile */.Zl)(power);
    if (!Number.isFinite(df))
        return critical + z;
    return critical * (1 - 1 / (4 * df)) + z * Math.sqrt(1 + (critical * critical) / (2 * df));
}
/** The smallest relative difference (ratio − 1) detected with `power` by an interval with this SE. */
function minimumDetectableEffect(se, critical, df, power = 0.8) {
    return Math.expm1(detectableNoncentrality(critical, df, power) * se);
}
/** Smallest k ≤ limit at which the half-width reaches `target` with probability `power`, else null. */
function pairsNeeded(i) {
    if (!(i.target > 0) || !(i.variance >= 0) || !(i.df > 0))
        return null;
    if (i.variance === 0)
        return 1;
    const halfWidth = (k) => {
        const df = (i.df * (2 * k - 1)) / (i.passes - 1);
        const c = criticalValueAtDf(i.knownCritical, df);
        return c * Math.sqrt((i.variance * (0,distributions/* chiSquareQuantile */.pV)(i.power, df)) / df / (2 * k));
    };
    if (halfWidth(i.limit) > i.target)
        return null;
    let lo = 1;
    let hi = i.limit;
    if (halfWidth(lo) <= i.target)
        return lo;
    // The half-width falls with k: bisect the first k that reaches the target.
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (halfWidth(mid) <= i.target)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

// EXTERNAL MODULE: ./src/domain/statistics/binomial.ts
var binomial = __webpack_require__(3253);
;// CONCATENATED MODULE: ./src/domain/statistics/run-mixture.ts
// One cell's latency as a mixture over server runs, on the log scale: ln L = μ + a + b, a ~ N(0, σa²)
// the run's speed shared by its requests, b the within-run deviation with the cell's own empirical
// distribution (the one-way random model of Searle, Casella & McCulloch, Variance Components, §3;
// the within-run part kept distribution-free as in a smoothed bootstrap, Silverman & Young 1987).
// The mixture's CDF is (1/n)·Σ Φ((x − μ − e_i)/σa) over the run-centred residuals e_i.


const sum = (v) => v.reduce((s, x) => s + x, 0);
/** Fits the mixture to positive values grouped by run (empty runs are skipped); null with no value. */
function fitRunMixture(runs) {
    const kept = runs.filter((r) => r.length > 0);
    kept.forEach((r, i) => {
        (0,checks/* checkFinite */.ug)(`runs[${i}]`, r);
        r.forEach((v, k) => {
            if (!(v > 0))
                throw new RangeError(`runs[${i}][${k}] must be a positive number (got ${v})`);
        });
    });
    if (kept.length === 0)
        return null;
    const logs = kept.map((r) => r.map((v) => Math.log(v)));
    const means = logs.map((r) => sum(r) / r.length);
    const residuals = [];
    let ss = 0;
    let df = 0;
    logs.forEach((r, i) => {
        if (r.length < 2)
            return;
        const scale = Math.sqrt(r.length / (r.length - 1));
        for (const v of r) {
            residuals.push((v - means[i]) * scale);
            ss += (v - means[i]) ** 2;
        }
        df += r.length - 1;
    });
    residuals.sort((a, b) => a - b);
    const R = kept.length;
    const sizes = kept.map((r) => r.length);
    const withinVariance = df === 0 ? 0 : ss / df;
    return {
        runs: R,
        n: sum(sizes),
        meanLog: sum(means) / R,
        residuals,
        withinVariance,
        meanWithinVariance: (withinVariance * sum(sizes.map((m) => 1 / m))) / (R * R),
        clusterSize: sum(sizes.map((m) => m * m)) / sum(sizes),
    };
}
/** Nearest-rank q-quantile of sorted values (core/stats.ts `nearestRank`). */
function nearestRankSorted(sorted, q) {
    return sorted[Math.min(Math.max(1, Math.ceil(q * sorted.length)), sorted.length) - 1];
}
/**
 * The q-quantile of a + b, a ~ N(0, runVariance), b the residuals (sorted): the nearest-rank residual
 * quantile when runVariance is 0, else the root of (1/n)·Σ Φ((x − e_i)/σ) = q (Newton steps kept in a
 * bisection bracket: the root lies between min e + σ·z_q and max e + σ·z_q).
 */
function mixtureQuantile(residuals, runVariance, q, zq) {
    if (residuals.length === 0)
        throw new RangeError('residuals must hold at least one value');
    if (!(runVariance > 0))
        return nearestRankSorted(residuals, q);
    const s = Math.sqrt(runVariance);
    let lo = residuals[0] + s * zq;
    let hi = residuals[residuals.length - 1] + s * zq;
    let x = Math.min(Math.max(nearestRankSorted(residuals, q) + (s * zq) / 2, lo), hi);
    for (let i = 0; i < 100 && hi - lo > 1e-12 * (1 + Math.abs(x)); i++) {
        let cdf = 0;
        let density = 0;
        for (const e of residuals) {
            const u = (x - e) / s;
            cdf += (0,distributions/* normalCdf */.vr)(u);
            density += Math.exp(-0.5 * u * u);
        }
        const err = cdf / residuals.length - q;
        if (err === 0)
            return x;
        if (err < 0)
            lo = x;
        else
            hi = x;
        const slope = density / (residuals.length * s * Math.sqrt(2 * Math.PI));
        let next = x - err / slope;
        if (!(next > lo && next < hi))
            next = (lo + hi) / 2;
        if (Math.abs(next - x) <= 1e-13 * (1 + Math.abs(x)))
            return next;
        x = next;
    }
    return x;
}
/**
 * Between-run variance of a run's share of values at or below t (log scale, relative to μ̂), a ~
 * N(0, runVariance): Var_a[G(t − a)] with G the residuals' empirical CDF, exactly —
 * E[G²] = (1/n²)·Σk (2k − 1)·Φ((t − e(k))/σ), since e(k) is the larger of 2k − 1 ordered pairs.
 */
function runShareVariance(residuals, runVariance, t) {
    if (!(runVariance > 0) || residuals.length === 0)
        return 0;
    const s = Math.sqrt(runVariance);
    const n = residuals.length;
    let first = 0;
    let second = 0;
    residuals.forEach((e, k) => {
        const p = (0,distributions/* normalCdf */.vr)((t - e) / s);
        first += p;
        second += (2 * k + 1) * p;
    });
    const m = first / n;
    return Math.max(0, second / (n * n) - m * m);
}

;// CONCATENATED MODULE: ./src/domain/statistics/run-attainment.ts
// Bounds on the share of a cell's requests within a latency limit when requests of one run share its
// speed: Clopper–Pearson at Kish's effective sample size n/deff, deff = 1 + (m̄ − 1)·ρ (Kish, Survey
// Sampling, 1965, §8.2), with the degrees-of-freedom correction of Korn & Graubard (1998). ρ is the
// intra-run correlation of "within the limit", read off the cell's run mixture (run-mixture.ts) at the
// study's pooled between-run variance (run-variance.ts): Var_run[P(within | run)] / (p(1 − p)).



/**
 * `runs`: completed latencies of each run; `requestsPerRun`: every request of each run (failed ones
 * too, same order); `within`: requests within `limit` over all runs. One-sided bounds at `confidence`.
 */
function runAttainmentBounds(runs, limit, requestsPerRun, within, confidence, variance) {
    const requests = requestsPerRun.reduce((s, m) => s + m, 0);
    if (requests === 0)
        return { lower: 0, upper: 1, effectiveRequests: 0 };
    const exact = () => ({
        lower: (0,binomial/* clopperPearson */.m)(within, requests, confidence, 'lower').lower,
        upper: (0,binomial/* clopperPearson */.m)(within, requests, confidence, 'upper').upper,
        effectiveRequests: requests,
    });
    const mixture = fitRunMixture(runs);
    if (mixture === null || !(variance.between > 0) || !(limit > 0) || variance.df <= 0)
        return exact();
    const t = Math.log(limit) - mixture.meanLog;
    const s = Math.sqrt(variance.between);
    const p = mixture.residuals.reduce((sum, e) => sum + (0,distributions/* normalCdf */.vr)((t - e) / s), 0) / mixture.residuals.length;
    const total = p * (1 - p);
    const between = runShareVariance(mixture.residuals, variance.between, t);
    if (!(total > 0) || !(between > 0))
        return exact();
    const rho = Math.min(1, between / total);
    const m = requestsPerRun.reduce((sum, k) => sum + k * k, 0) / requests;
    if (m <= 1)
        return exact();
    const deff = 1 + (m - 1) * rho;
    // Satterthwaite df of Var(p̂) = [p(1 − p)(1 − ρ) + m·ρ·p(1 − p)]/n: the run part on the study's df.
    const runShare = (m * rho) / deff;
    const df = 1 / ((runShare * runShare) / variance.df + (1 - runShare) ** 2 / Math.max(1, requests - 1));
    const c = requests > 1 ? (0,distributions/* studentTQuantile */.$J)(confidence, requests - 1) / (0,distributions/* studentTQuantile */.$J)(confidence, df) : 1;
    const nEff = Math.min(requests, (requests / deff) * c * c);
    const share = within / requests;
    return {
        lower: (0,binomial/* effectiveClopperPearson */.f)(share, nEff, confidence, 'lower').lower,
        upper: (0,binomial/* effectiveClopperPearson */.f)(share, nEff, confidence, 'upper').upper,
        effectiveRequests: nEff,
    };
}

;// CONCATENATED MODULE: ./src/domain/statistics/quantile-bounds.ts
// Distribution-free one-sided bounds on a quantile from order statistics (the binomial argument of
// Thompson 1936; David & Nagaraja, Order Statistics, §7.1), and the sample size that gives one.


/** A probability equal to the confidence up to rounding counts as reaching it. */
const TIE = 1e-12;
/** Smallest n with 1 − qⁿ ≥ confidence: the sample whose maximum is a one-sided upper bound. */
function requestsForUpperBound(q, confidence) {
    let m = Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(q)));
    while (m > 1 && -Math.expm1((m - 1) * Math.log(q)) >= confidence - TIE)
        m--;
    while (-Math.expm1(m * Math.log(q)) < confidence - TIE)
        m++;
    return m;
}
/** Smallest integer in [lo, hi] where `ok` holds (`ok` monotone false → true), or null. */
function firstTrue(lo, hi, ok) {
    if (lo > hi || !ok(hi))
        return null;
    while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}
// Ranks are a pure function of (n, q, confidence): a study asks the same few many times (every cell
// of one plan has the same number of requests), so they are computed once per key.
const RANKS = new Map();
function boundRanks(n, q, confidence) {
    const key = `${n}|${q}|${confidence}`;
    const known = RANKS.get(key);
    if (known !== undefined)
        return known;
    // Upper: P(x(r) ≥ ξq) = P(Bin(n, q) ≤ r − 1), increasing in r.
    const upper = firstTrue(1, n, (i) => (0,distributions/* binomialCdf */.HU)(i - 1, n, q) >= confidence - TIE);
    // Lower: P(x(l) ≤ ξq) = P(Bin(n, q) ≥ l) = I_q(l, n − l + 1), decreasing in l; the largest l
    // that holds is one less than the first l that fails.
    const holds = (l) => (0,distributions/* regularizedIncompleteBeta */.Vt)(q, l, n - l + 1) >= confidence - TIE;
    let lower = null;
    if (n >= 1 && holds(1))
        lower = (firstTrue(1, n, (i) => !holds(i)) ?? n + 1) - 1;
    const ranks = { upper, lower };
    if (RANKS.size < 4096)
        RANKS.set(key, ranks);
    return ranks;
}
/** One-sided order-statistic bounds on the q-quantile of `values` at `confidence` (docs/decision.md). */
function quantileBounds(values, q, confidence) {
    if (!(q > 0 && q < 1))
        throw new RangeError(`q must be in (0, 1) (got ${q})`);
    (0,checks/* checkConfidence */.p3)(confidence);
    (0,checks/* checkFinite */.ug)('values', values);
    const n = values.length;
    const sorted = [...values].sort((a, b) => a - b);
    const { upper: r, lower: l } = boundRanks(n, q, confidence);
    return {
        // core/stats.ts nearestRank on the sorted copy: the element at max(1, ceil(q × n)).
        estimate: n === 0 ? null : sorted[Math.min(Math.max(1, Math.ceil(q * n)), n) - 1],
        lower: l === null ? null : sorted[l - 1],
        upper: r === null ? null : sorted[r - 1],
        n,
        requestsNeeded: r === null ? requestsForUpperBound(q, confidence) : null,
    };
}

;// CONCATENATED MODULE: ./src/domain/statistics/run-quantile-bounds.ts
// One-sided bounds on a latency quantile with the server run as the unit (docs/decision.md, "Latency,
// attainment and gates"): the cell's runs as a mixture (run-mixture.ts) with the study's pooled
// between-run variance (run-variance.ts), the quantile estimated as μ̂ + Q(σ̂a²), and its bound
// μ̂ + Q ± z·√S with S = σ̂a²/R + G²·Var(V̂) + B — the run means' spread, the variance estimate's
// uncertainty through the bound's slope G = dU/dV̂ (solved for, as Natrella's 1963 one-sided tolerance
// factor is: exact in the limit of no within-run spread), and the within-run part B read off the
// distribution-free order-statistic bound of the residuals (quantile-bounds.ts). The result never
// claims more than the requests alone support: it is widened to the order-statistic bound of the
// pooled requests, and exists only where that bound does.




/** Bounds on the q-quantile of the values of a cell's runs, each run one list (docs/decision.md). */
function runQuantileBounds(runs, q, confidence, variance) {
    const iid = quantileBounds(runs.flat(), q, confidence);
    const mixture = fitRunMixture(runs);
    const out = { ...iid, runs: mixture?.runs ?? 0 };
    if (mixture === null || iid.upper === null)
        return out;
    const log = runLogBounds(mixture, variance, q, confidence);
    return {
        ...out,
        upper: log.upper === null ? null : Math.max(iid.upper, Math.exp(log.upper)),
        lower: iid.lower === null || log.lower === null ? null : Math.min(iid.lower, Math.exp(log.lower)),
    };
}
/** The run-aware bounds on ln of the q-quantile (no order-statistic floor); null sides have none. */
function runLogBounds(mixture, variance, q, confidence) {
    (0,checks/* checkConfidence */.p3)(confidence);
    const res = mixture.residuals;
    if (variance.df <= 0 || res.length === 0)
        return { upper: null, lower: null };
    const z = (0,distributions/* normalQuantile */.Zl)(confidence);
    const zq = (0,distributions/* normalQuantile */.Zl)(q);
    const a2 = variance.between;
    const V = variance.runMean;
    const Q = mixtureQuantile(res, a2, q, zq);
    // Slope of the quantile in the variance: a secant over ± one standard error of V̂ (from 0 at most).
    const step = V * Math.sqrt(2 / variance.df);
    const from = Math.max(0, a2 - step);
    const slope = step > 0
        ? (mixtureQuantile(res, a2 + step, q, zq) - (from === a2 ? Q : mixtureQuantile(res, from, q, zq))) /
            (a2 + step - from)
        : 0;
    const resid = quantileBounds(res, q, confidence);
    const within = (edge) => {
        if (edge === null)
            return null;
        const d = Math.abs(edge - resid.estimate) / z;
        const w = mixture.meanWithinVariance;
        return Math.max(w, d * d + w - mixture.withinVariance / mixture.n);
    };
    const side = (sign, b) => {
        if (b === null)
            return null;
        const half = runHalfWidth(sign, {
            z,
            slope,
            runs: mixture.runs,
            between: a2,
            runMean: V,
            df: variance.df,
            within: b,
        });
        return half === null ? null : mixture.meanLog + Q + sign * half;
    };
    return { upper: side(1, within(resid.upper)), lower: side(-1, within(resid.lower)) };
}
/**
 * z·√S at the bound's slope G: S(G) = σ̂a²/R + 2G²V̂²/ν + B, G = slope ± z·(1/R + 2G²V̂/ν)/(2√S) (dU/dV̂
 * with the run terms scaling like V̂, as kσ̂ does in Natrella's factor k = (z_p + √(z_p² − ab))/a).
 * Null when no G solves it (ν ≲ z²/2: too few runs in the study to bound the run-to-run spread).
 */
function runHalfWidth(sign, t) {
    const S = (G) => t.between / t.runs + (2 * G * G * t.runMean * t.runMean) / t.df + t.within;
    if (t.runMean === 0)
        return t.z * Math.sqrt(S(0));
    const gap = (G) => {
        const s = S(G);
        const pull = s > 0 ? (t.z * (1 / t.runs + (2 * G * G * t.runMean) / t.df)) / (2 * Math.sqrt(s)) : 0;
        return sign * (G - t.slope) - pull;
    };
    // gap(slope) ≤ 0; walk outwards until it turns positive, then bisect.
    let near = t.slope;
    let width = Math.abs(t.slope) + 1 / Math.sqrt(t.runMean);
    let far = t.slope + sign * width;
    for (let i = 0; gap(far) <= 0; i++) {
        if (i === 60)
            return null;
        near = far;
        width *= 2;
        far = t.slope + sign * width;
    }
    for (let i = 0; i < 200 && Math.abs(far - near) > 1e-12 * (1 + Math.abs(far)); i++) {
        const mid = (near + far) / 2;
        if (gap(mid) <= 0)
            near = mid;
        else
            far = mid;
    }
    return t.z * Math.sqrt(S(far));
}

;// CONCATENATED MODULE: ./src/domain/statistics/run-variance.ts
// The between-run variance of log latency, pooled over every cell of a study: a two-way cells × passes
// ANOVA of each cell-pass's mean log latency (Montgomery, Design and Analysis of Experiments, §4.1),
// the one-way variance of a run mean about its cell mean (MS_pass + (N − 1)·MS_e)/N with Satterthwaite
// (1946) degrees of freedom — pass-wide shifts included, since a future run meets one too —, minus the
// within-run part s²/m of a mean of m requests (the method of moments of a one-way random model,
// Searle, Casella & McCulloch, Variance Components, §3.5).
const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length;
/**
 * The ANOVA of a cells × passes table (every row the same passes, each with at least two requests).
 * With one cell it is the cell's own variance over passes.
 */
function pooledRunVariance(table) {
    const N = table.length;
    const n = N === 0 ? 0 : table[0].length;
    if (N === 0 || n < 2)
        return { between: 0, runMean: 0, df: 0, cells: N };
    const y = table.map((row) => row.map((r) => r.meanLog));
    const cellMeans = y.map(mean);
    const passMeans = Array.from({ length: n }, (_, j) => mean(y.map((row) => row[j])));
    const grand = mean(cellMeans);
    const msPass = (N * passMeans.reduce((s, m) => s + (m - grand) ** 2, 0)) / (n - 1);
    let sse = 0;
    for (let x = 0; x < N; x++)
        for (let j = 0; j < n; j++)
            sse += (y[x][j] - cellMeans[x] - passMeans[j] + grand) ** 2;
    const dfE = (N - 1) * (n - 1);
    const passPart = msPass / N;
    const residualPart = dfE === 0 ? 0 : sse / dfE / (N / (N - 1));
    const runMean = passPart + residualPart;
    const denominator = passPart ** 2 / (n - 1) + (dfE === 0 ? 0 : residualPart ** 2 / dfE);
    const df = denominator > 0 ? runMean ** 2 / denominator : N * (n - 1);
    const within = mean(table.flatMap((row) => row.map((r) => r.varianceLog / r.requests)));
    return { between: Math.max(0, runMean - within), runMean, df, cells: N };
}
/**
 * The study's between-run variance from raw values: `cells[x][j]` the values (positive, finite) of
 * cell x in pass j. Cells with fewer than two values in some pass, or without every pass, stay out of
 * the table.
 */
function runVarianceOf(cells) {
    const passes = Math.max(0, ...cells.map((c) => c.length));
    const table = [];
    for (const runs of cells) {
        if (runs.length !== passes || runs.some((r) => r.length < 2))
            continue;
        table.push(runs.map((r) => {
            const logs = r.map((v) => {
                if (!(v > 0) || !Number.isFinite(v))
                    throw new RangeError(`values must be positive and finite (got ${v})`);
                return Math.log(v);
            });
            const meanLog = mean(logs);
            const varianceLog = logs.reduce((s, x) => s + (x - meanLog) ** 2, 0) / (logs.length - 1);
            return { meanLog, varianceLog, requests: r.length };
        }));
    }
    return pooledRunVariance(table);
}

;// CONCATENATED MODULE: ./src/domain/decision/cell-gates.ts
// Per-cell evidence of the decision (docs/decision.md): every pass's generation rate, the requests of
// all passes for latency bounds and SLO attainment — each pass's requests one server run, so the
// bounds take the run as the unit with the between-run variance pooled over the study —, and the
// three-valued gates.






const P95 = 0.95;
/** Latencies enter the log scale floored at 1 µs (a TTFT of 0 ms is below any clock's resolution). */
const FLOOR_MS = 1e-3;
function cellEvidence(plan, runs, key) {
    const perPass = plan.passes.map((pass) => {
        const run = runs.get((0,schedule/* runLabel */.Az)(pass.id, key.candidateId, key.serverParallel));
        return { run, row: run.rows.find((r) => r.concurrency === key.clientConcurrency) };
    });
    const samples = perPass.map((p) => p.row?.samples ?? []);
    const completed = samples.map((s) => s.filter((x) => x.completed));
    return {
        key,
        perPass,
        skipped: perPass.some((p) => p.row === undefined),
        samples,
        ttft: completed.map((s) => s.map((x) => x.ttft_ms).filter((v) => v !== null)),
        e2e: completed.map((s) => s.map((x) => x.e2e_latency_ms)),
    };
}
/** One cell per plan cell, in study order, with its evidence and gates. */
function decisionCells(plan, runs, qualityGateMet, confidence) {
    const evidence = (0,schedule/* cellKeys */.Jo)(plan).map((key) => cellEvidence(plan, runs, key));
    const variance = {
        ttft: studyRunVariance(evidence.map((e) => e.ttft)),
        e2e: studyRunVariance(evidence.map((e) => e.e2e)),
    };
    const slo = plan.load_slo;
    return evidence.map((cell) => {
        const { key, samples } = cell;
        const requestsPerRun = samples.map((s) => s.length);
        const completed = samples.flat().filter((s) => s.completed);
        const requests = requestsPerRun.reduce((s, m) => s + m, 0);
        const ttft = latencyBound(cell.ttft, confidence, variance.ttft);
        const e2e = latencyBound(cell.e2e, confidence, variance.e2e);
        const attainment = {
            ttft: slo.max_ttft_ms_p95 === null
                ? null
                : attainmentOf(cell.ttft, slo.max_ttft_ms_p95, requestsPerRun, confidence, variance.ttft),
            e2e: attainmentOf(cell.e2e, slo.max_e2e_latency_ms_p95, requestsPerRun, confidence, variance.e2e),
        };
        const rss = cell.perPass.map((p) => p.run.peakRssMib);
        const gates = {
            completion: completionGate(completed.length, requests, slo.min_completion_rate, confidence),
            ttft: slo.max_ttft_ms_p95 === null ? null : latencyGate(ttft, slo.max_ttft_ms_p95),
            e2e: latencyGate(e2e, slo.max_e2e_latency_ms_p95),
            memory: memoryGate(rss, plan.capacity_gate.max_server_peak_rss_mib),
            quality: qualityGateMet(key.candidateId, key.serverParallel) ? 'pass' : 'fail',
        };
        return {
            key,
            rates: cell.perPass.map((p) => p.row?.generated_tokens_per_second ?? Number.NaN),
            rss,
            ttft,
            e2e,
            attainment,
            gates,
            // A skipped pass leaves the cell unmeasured (no rate, so out of the model and never eligible;
            // its verdict stays indeterminate whatever the other passes say).
            verdict: cell.skipped
                ? 'indeterminate'
                : combine(Object.values(gates).filter((g) => g !== null)),
        };
    });
}
const onLogScale = (runs) => runs.map((r) => r.map((v) => Math.max(v, FLOOR_MS)));
const studyRunVariance = (cells) => runVarianceOf(cells.map(onLogScale));
function latencyBound(runs, confidence, variance) {
    const b = runQuantileBounds(onLogScale(runs), P95, confidence, variance);
    return {
        estimate: b.estimate,
        lower: b.lower,
        upper: b.upper,
        requests: b.n,
        requests_needed: b.requestsNeeded,
        runs: b.runs,
        run_sd_log: variance.df > 0 ? Math.sqrt(variance.between) : null,
        run_df: variance.df,
    };
}
/** The bound as the decision document writes it (`ttft_ms_p95`, `e2e_latency_ms_p95`). */
function latencyBoundJson(b) {
    const fl = (v) => (v === null ? null : (0,core_json/* float */.fV)(v));
    return {
        estimate: fl(b.estimate),
        lower: fl(b.lower),
        upper: fl(b.upper),
        requests: b.requests,
        requests_needed: b.requests_needed,
        runs: b.runs,
        run_sd_log: fl(b.run_sd_log),
        run_df: (0,core_json/* float */.fV)(b.run_df),
    };
}
/** Requests within `limit` (failed ones are not) with run-aware one-sided bounds on their share. */
function attainmentOf(runs, limit, requestsPerRun, confidence, variance) {
    const requests = requestsPerRun.reduce((s, m) => s + m, 0);
    const within = runs.flat().filter((v) => v <= limit).length;
    const b = runAttainmentBounds(onLogScale(runs), limit, requestsPerRun, within, confidence, variance);
    return {
        within,
        requests,
        fraction: requests === 0 ? 0 : within / requests,
        lower: b.lower,
        upper: b.upper,
    };
}
/** p95 ≤ limit: pass when the upper bound is within it, fail when the lower bound exceeds it. */
function latencyGate(bound, limit) {
    if (bound.requests === 0)
        return 'fail';
    if (bound.upper !== null && bound.upper <= limit)
        return 'pass';
    if (bound.lower !== null && bound.lower > limit)
        return 'fail';
    return 'indeterminate';
}
/** A minimum of 1.0 is a count rule (no failed request); a lower one a one-sided exact test. */
function completionGate(completed, requests, minimum, confidence) {
    if (requests === 0)
        return 'fail';
    if (minimum >= 1)
        return completed === requests ? 'pass' : 'fail';
    if ((0,binomial/* clopperPearson */.m)(completed, requests, confidence, 'lower').lower >= minimum)
        return 'pass';
    if ((0,binomial/* clopperPearson */.m)(completed, requests, confidence, 'upper').upper < minimum)
        return 'fail';
    return 'indeterminate';
}
/** Every pass within the ceiling passes, every pass above fails; a ceiling between them is open. */
function memoryGate(rss, ceiling) {
    if (rss.every((r) => r <= ceiling))
        return 'pass';
    if (rss.every((r) => r > ceiling))
        return 'fail';
    return 'indeterminate';
}
function combine(verdicts) {
    if (verdicts.includes('fail'))
        return 'fail';
    if (verdicts.includes('indeterminate'))
        return 'indeterminate';
    return 'pass';
}

;// CONCATENATED MODULE: ./src/domain/decision/choice.ts

const eligible = (r) => r.cell.verdict !== 'fail' && r.modelIndex !== null && r.estimate !== null;
/** Highest estimate; equal estimates go to the lower E2E p95, then fewer slots, then fewer clients. */
function bestPointOf(candidateId, ranked) {
    let best = null;
    for (const r of ranked) {
        if (r.cell.key.candidateId !== candidateId || !eligible(r))
            continue;
        if (best === null || better(r, best))
            best = r;
    }
    return best === null ? null : { candidateId, ranked: best };
}
function better(a, b) {
    if (a.estimate !== b.estimate)
        return a.estimate > b.estimate;
    const ea = a.cell.e2e.estimate ?? Infinity;
    const eb = b.cell.e2e.estimate ?? Infinity;
    if (ea !== eb)
        return ea < eb;
    if (a.cell.key.serverParallel !== b.cell.key.serverParallel)
        return a.cell.key.serverParallel < b.cell.key.serverParallel;
    return a.cell.key.clientConcurrency < b.cell.key.clientConcurrency;
}
/** Model indexes of a candidate's eligible cells. */
function eligibleCells(id, ranked) {
    return ranked.filter((r) => r.cell.key.candidateId === id && eligible(r)).map((r) => r.modelIndex);
}
/**
 * Multiple comparisons with the best over candidates' best points. `interval(x, y)` is the
 * simultaneous interval of μx − μy for cells of different candidates; `h` = ln(1 + δ).
 */
function standings(ids, ranked, interval, h) {
    const cells = new Map(ids.map((id) => [id, eligibleCells(id, ranked)]));
    return ids.map((id) => {
        const best = bestPointOf(id, ranked);
        if (best === null)
            return { candidateId: id, best, versusBest: null, verdict: 'no_eligible_cell' };
        const others = ids.filter((o) => o !== id).flatMap((o) => cells.get(o));
        const versusBest = others.length === 0 ? null : maxDifferenceBounds(cells.get(id), others, interval);
        let verdict = 'possible';
        // Within δ of the best outranks "not the best": a candidate that loses by less than δ is one the
        // tie rule may choose (its interval, printed beside, shows both).
        if (others.length === 0)
            verdict = 'best';
        else if (versusBest !== null) {
            if (versusBest[0] > 0)
                verdict = 'best';
            else if (h > 0 && versusBest[0] > -h)
                verdict = 'within_delta';
            else if (versusBest[1] < 0)
                verdict = 'not_best';
        }
        return { candidateId: id, best, versusBest, verdict };
    });
}
/**
 * The choice: among the candidates shown within δ of the best (verdict `best` or `within_delta`),
 * the tie rule picks; none shown → `unresolved` with the leader reported. `pairBounds(a, b)` bounds
 * M_a − M_b (simultaneous), for the equivalence of the chosen with every candidate still in the running.
 */
function choose(table, pairBounds, tieRule, h) {
    const withPoints = table.filter((s) => s.best !== null);
    if (withPoints.length === 0)
        return {
            status: 'no_eligible_cell',
            chosen: null,
            runnerUp: null,
            withinDelta: [],
            standings: [...table],
        };
    const ordered = [...withPoints].sort((a, b) => (better(a.best.ranked, b.best.ranked) ? -1 : 1));
    const leader = ordered[0];
    const near = ordered.filter((s) => s.verdict === 'best' || s.verdict === 'within_delta');
    const chosen = near.length === 0 ? leader : pickByRule(near, tieRule);
    const runnerUp = chosen === leader ? (ordered[1] ?? null) : leader;
    let status = 'unresolved';
    if (chosen.verdict === 'best')
        status = 'best';
    else if (near.length > 0) {
        // Still in the running: not shown below the best of the others.
        const running = withPoints.filter((s) => s !== chosen && (s.versusBest === null || s.versusBest[1] >= 0));
        const inside = (b) => b !== null && h > 0 && b[0] > -h && b[1] < h;
        status = running.every((s) => inside(pairBounds(chosen.candidateId, s.candidateId)))
            ? 'equivalent'
            : 'within_delta';
    }
    return {
        status,
        chosen: chosen.best,
        runnerUp: runnerUp?.best ?? null,
        withinDelta: near.map((s) => s.candidateId),
        standings: [...table],
    };
}
function pickByRule(near, rule) {
    if (rule === 'highest_estimate')
        return near[0];
    const key = (s) => rule === 'lowest_e2e_p95'
        ? (s.best.ranked.cell.e2e.estimate ?? Infinity)
        : Math.max(...s.best.ranked.cell.rss);
    return near.reduce((best, x) => (key(x) < key(best) ? x : best));
}

// EXTERNAL MODULE: ./src/domain/decision/factors.ts
var factors = __webpack_require__(5395);
;// CONCATENATED MODULE: ./src/domain/decision/candidate-comparisons.ts
// The decision's comparisons of candidates (docs/decision.md, "Comparison verdicts"): every pair at
// their best points (bounds over the maxima from the simultaneous family) and at the chosen cell's
// P/C, each with its verdict, minimum detectable effect and the pairs an undecided row needs; and the
// context every part of the decision shares.






/** Power the sizing of pairs and the minimum detectable effect are stated at. */
const SIZING_POWER = 0.8;
/** The largest pair count the sizing searches (a larger need is reported as null). */
const SIZING_LIMIT = 1000;
const candidate_comparisons_fl = (v) => (v === null ? null : (0,core_json/* float */.fV)(v));
const cellRef = (c) => ({
    server_parallel: c.key.serverParallel,
    client_concurrency: c.key.clientConcurrency,
});
const expInterval = (i) => i === null ? null : [Math.exp(i[0]), Math.exp(i[1])];
const intervalJson = (ci) => ci === null ? null : [(0,core_json/* float */.fV)(ci[0]), (0,core_json/* float */.fV)(ci[1])];
function bestPoints(ctx) {
    return ctx.inputs.plan.candidates
        .map((c) => bestPointOf(c.id, ctx.ranked))
        .filter((b) => b !== null);
}
const eligibleOf = (ctx, id) => eligibleCells(id, ctx.ranked);
/** Simultaneous bounds on M_a − M_b (best eligible points). */
function candidateBounds(ctx, a, b) {
    return maxDifferenceBounds(eligibleOf(ctx, a), eligibleOf(ctx, b), (x, y) => ctx.rates.pair(x, y)?.interval ?? null);
}
/** Every pair of candidates at their best points, and at the chosen cell's P/C when both measured it. */
function comparisonsOf(ctx, outcome) {
    const ids = ctx.inputs.plan.candidates.map((c) => c.id);
    const best = new Map(ids.map((id) => [id, bestPointOf(id, ctx.ranked)]));
    const chosen = outcome?.chosen?.ranked.cell.key;
    const at = (id) => ctx.ranked.find((r) => chosen !== undefined &&
        r.cell.key.candidateId === id &&
        r.cell.key.serverParallel === chosen.serverParallel &&
        r.cell.key.clientConcurrency === chosen.clientConcurrency);
    const out = [];
    for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++) {
            const a = best.get(ids[i]);
            const b = best.get(ids[j]);
            if (a && b)
                out.push(selectedComparison(ctx, a, b));
            const ra = at(ids[i]);
            const rb = at(ids[j]);
            const same = a?.ranked === ra && b?.ranked === rb;
            if (chosen && ra?.modelIndex != null && rb?.modelIndex != null && !same)
                out.push(cellComparison(ctx, ra, rb, `P${chosen.serverParallel}/C${chosen.clientConcurrency}`));
        }
    return out;
}
function selectedComparison(ctx, a, b) {
    const bounds = candidateBounds(ctx, a.candidateId, b.candidateId);
    const pair = ctx.rates.pair(a.ranked.modelIndex, b.ranked.modelIndex);
    return finishComparison(ctx, a.candidateId, b.candidateId, 'selected', a.ranked, b.ranked, bounds, pair);
}
function cellComparison(ctx, a, b, at) {
    const pair = ctx.rates.pair(a.modelIndex, b.modelIndex);
    return finishComparison(ctx, a.cell.key.candidateId, b.cell.key.candidateId, at, a, b, pair?.interval ?? null, pair);
}
function finishComparison(ctx, a, b, at, aCell, bCell, bounds, pair) {
    const critical = ctx.rates.critical;
    const verdict = bounds === null ? null : intervalVerdict(bounds, Math.expm1(ctx.h));
    const sized = pair !== null && critical !== null;
    return {
        a,
        b,
        at,
        aCell,
        bCell,
        ratio: aCell.estimate / bCell.estimate,
        ci: expInterval(bounds),
        verdict,
        mde: sized ? minimumDetectableEffect(pair.se, critical.value, pair.df, SIZING_POWER) : null,
        // Half-width δ/2 guarantees an answer: inside ±δ (equivalent) or clear of 0 (better / worse).
        pairsNeeded: sized && verdict === 'no_detectable_difference'
            ? pairsNeeded({
                variance: pair.variance,
                df: pair.df,
                passes: ctx.rates.model.passes,
                knownCritical: critical.knownVariance,
                target: ctx.h / 2,
                power: SIZING_POWER,
                limit: SIZING_LIMIT,
            })
            : null,
    };
}
function comparisonJson(c, manifest, confidence) {
    const facts = manifest.candidateFacts;
    const f = (0,factors/* factorOf */.Jt)(facts.get(c.a), facts.get(c.b), manifest.canonicalArgv.get(c.a), manifest.canonicalArgv.get(c.b));
    return {
        a: c.a,
        b: c.b,
        factor: f.factor,
        factor_detail: f.detail,
        metric: 'generated_tokens_per_second',
        at: c.at,
        a_cell: cellRef(c.aCell.cell),
        b_cell: cellRef(c.bCell.cell),
        ratio: (0,core_json/* float */.fV)(c.ratio),
        ci: intervalJson(c.ci),
        confidence: (0,core_json/* float */.fV)(confidence),
        verdict: c.verdict,
        minimum_detectable_effect: candidate_comparisons_fl(c.mde),
        pairs_needed: c.pairsNeeded,
        beyond_plan_maximum: c.pairsNeeded !== null && c.pairsNeeded > decision_plan/* MAX_PAIRS */.BL,
    };
}

;// CONCATENATED MODULE: ./src/domain/decision/grid-edge.ts
/** The highest P or C a plan may declare. */
const MAX_LEVEL = 1024;
function gridEdges(plan, ranked, bestPoints, verdict) {
    const sLevels = plan.server_parallel_levels;
    const cLevels = plan.client_concurrency_levels;
    const find = (id, p, c) => ranked.find((r) => r.cell.key.candidateId === id &&
        r.cell.key.serverParallel === p &&
        r.cell.key.clientConcurrency === c);
    const out = [];
    for (const b of bestPoints) {
        const { candidateId, serverParallel: p, clientConcurrency: c } = b.ranked.cell.key;
        const rising = (below) => below !== undefined &&
            below.modelIndex !== null &&
            below.estimate !== null &&
            b.ranked.estimate > below.estimate &&
            verdict(b.ranked, below) !== 'worse';
        const edges = [];
        const next = { server_parallel: null, client_concurrency: null };
        if (sLevels.length > 1 &&
            p === sLevels[sLevels.length - 1] &&
            rising(find(candidateId, sLevels[sLevels.length - 2], c))) {
            edges.push('server_parallel');
            next.server_parallel = 2 * p <= MAX_LEVEL ? 2 * p : null;
        }
        if (cLevels.length > 1 &&
            c === cLevels[cLevels.length - 1] &&
            rising(find(candidateId, p, cLevels[cLevels.length - 2]))) {
            edges.push('client_concurrency');
            next.client_concurrency = 2 * c <= MAX_LEVEL ? 2 * c : null;
        }
        if (edges.length > 0)
            out.push({
                candidate_id: candidateId,
                cell: { server_parallel: p, client_concurrency: c },
                edges,
                next_levels: next,
            });
    }
    return out;
}

// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/domain/statistics/block-model.ts
var block_model = __webpack_require__(4979);
;// CONCATENATED MODULE: ./src/domain/statistics/strata-model.ts
// The generation-rate noise model of a study's decision (docs/decision.md, "Noise per concurrency
// level"): one randomized-block fit per client-concurrency level (a stratum), because a real runner is
// noisier at higher concurrency and one pooled variance under-covers the noisy levels and over-covers
// the quiet ones. Within a stratum every cell is its own server run (a run measures one cell per C), so
// the stratum's residual mean square estimates the whole run-to-run variance of one cell-pass at that
// level, pass-wide shifts removed (two-way ANOVA without interaction; Cochran & Cox 1957 §4). Cells of
// different strata measured by different runs are independent given the pass: their difference's
// variance is the sum of the two strata's, with Welch–Satterthwaite degrees of freedom (Satterthwaite
// 1946). Cells of one server run (same candidate and P, different C) share the run's speed: their
// difference's variance comes from the difference tables of every run that measured both levels.
// A level with a single cell borrows the fit of all cells (the pooled split-plot model) and says so.


/**
 * Fits the strata to an N × n table of log rates. `levelOf[x]` is cell x's stratum key (its C),
 * `runOf[x]` its server run. Null when the table cannot separate noise from cells (one cell, or no
 * residual degrees of freedom anywhere).
 */
function fitStrataModel(y, levelOf, runOf) {
    const N = y.length;
    if (levelOf.length !== N || runOf.length !== N)
        throw new RangeError(`levelOf and runOf must name a level and a run for each of the ${N} cells`);
    if (N < 2)
        return null;
    const pooled = (0,block_model/* fitBlockModel */.m)(y, [...runOf]);
    if (pooled.msE === null || pooled.dfE === 0)
        return null;
    const levels = [...new Set(levelOf)].sort((a, b) => a - b);
    const stratumOf = levelOf.map((l) => levels.indexOf(l));
    const n = y[0].length;
    const pooledVariance = pooled.runs !== null && pooled.runs.groups >= 2 ? pooled.runs.betweenVariance : pooled.msE;
    const pooledDf = pooled.runs !== null && pooled.runs.groups >= 2 ? pooled.runs.betweenDf : pooled.dfE;
    const strata = levels.map((level, s) => {
        const cells = stratumOf.flatMap((t, x) => (t === s ? [x] : []));
        if (cells.length < 2)
            return {
                level,
                cells,
                variance: pooledVariance,
                df: pooledDf,
                cellVariance: pooled.cellVariance,
                cellDf: pooled.cellDf,
                passComponent: Math.max(0, (pooled.msPass - pooled.msE) / N) / n,
                pooled: true,
            };
        const fit = (0,block_model/* fitBlockModel */.m)(cells.map((x) => y[x]));
        return {
            level,
            cells,
            variance: fit.msE,
            df: fit.dfE,
            cellVariance: fit.cellVariance,
            cellDf: fit.cellDf,
            passComponent: Math.max(0, (fit.msPass - fit.msE) / cells.length) / n,
            pooled: false,
        };
    });
    return {
        cells: N,
        passes: n,
        cellMeans: pooled.cellMeans,
        stratumOf,
        runOf: [...runOf],
        strata,
        passShift: pooled.passMeans.map((m) => Math.expm1(m - pooled.grand)),
        pooled,
        withinRun: withinRunVariances(y, stratumOf, runOf),
    };
}
const pairKey = (s, t) => (s < t ? `${s}:${t}` : `${t}:${s}`);
/** For every two levels measured by ≥ 2 common runs: the block fit of the runs' difference tables. */
function withinRunVariances(y, stratumOf, runOf) {
    const byRun = new Map();
    runOf.forEach((r, x) => {
        if (!byRun.has(r))
            byRun.set(r, new Map());
        byRun.get(r).set(stratumOf[x], x);
    });
    const tables = new Map();
    for (const members of byRun.values()) {
        const strata = [...members.keys()].sort((a, b) => a - b);
        for (let i = 0; i < strata.length; i++)
            for (let j = i + 1; j < strata.length; j++) {
                const a = members.get(strata[i]);
                const b = members.get(strata[j]);
                const key = pairKey(strata[i], strata[j]);
                if (!tables.has(key))
                    tables.set(key, []);
                tables.get(key).push(y[a].map((v, k) => v - y[b][k]));
            }
    }
    const out = new Map();
    for (const [key, rows] of tables) {
        if (rows.length < 2)
            continue;
        const fit = (0,block_model/* fitBlockModel */.m)(rows);
        if (fit.msE !== null && fit.dfE > 0)
            out.set(key, { variance: fit.msE, df: fit.dfE });
    }
    return out;
}
/**
 * Var(y_a,j − y_b,j) of one pass and its df: the within-run table for cells of one run (null when
 * fewer than two runs measured both levels), else the sum of the two strata's variances.
 */
function strataDifferenceVariance(model, a, b) {
    (0,checks/* checkIndex */.JM)('a', a, model.cells);
    (0,checks/* checkIndex */.JM)('b', b, model.cells);
    const sa = model.stratumOf[a];
    const sb = model.stratumOf[b];
    if (a !== b && model.runOf[a] === model.runOf[b])
        return model.withinRun.get(pairKey(sa, sb)) ?? null;
    const A = model.strata[sa];
    const B = model.strata[sb];
    if (sa === sb)
        return { variance: 2 * A.variance, df: A.df };
    return {
        variance: A.variance + B.variance,
        df: (0,block_model/* satterthwaite */.G)([
            [A.variance, A.df],
            [B.variance, B.df],
        ], A.df + B.df),
    };
}

// EXTERNAL MODULE: ./src/domain/decision/rate-model.ts
var rate_model = __webpack_require__(8621);
;// CONCATENATED MODULE: ./src/domain/decision/rate-inference.ts
// Everything the decision says about generation rates, on one fitted model (docs/decision.md): the
// strata model of ln(rate) (one noise level per client concurrency), every cell's interval, and the
// simultaneous family of cross-candidate cell differences with its Monte Carlo critical value.




/** Fits the model and the family. `candidateIndex` orders candidates (the family's groups). */
function inferRates(cells, candidateIndex, confidence, draws, rng) {
    const inModel = cells.filter((c) => c.rates.every((r) => r > 0 && Number.isFinite(r)));
    const runKeys = inModel.map((c) => (0,rate_model/* serverRunKey */.cI)(c.key.candidateId, c.key.serverParallel));
    const model = inModel.length < 2
        ? null
        : fitStrataModel(inModel.map((c) => c.rates.map((r) => Math.log(r))), inModel.map((c) => c.key.clientConcurrency), runKeys.map((k) => runKeys.indexOf(k)));
    const groupOf = inModel.map((c) => candidateIndex(c.key.candidateId));
    const critical = model === null
        ? null
        : crossCriticalValue({ groupOf, stratumOf: model.stratumOf, strata: model.strata, passes: model.passes }, confidence, draws, rng);
    const twoSided = 1 - (1 - confidence) / 2;
    return {
        inModel,
        model,
        critical,
        confidence,
        cellInterval(x) {
            const mean = model === null ? Math.log(geometricMean(inModel[x].rates)) : model.cellMeans[x];
            const estimate = Math.exp(mean);
            if (model === null)
                return { estimate, ci: null, df: null };
            const s = model.strata[model.stratumOf[x]];
            const half = (0,distributions/* studentTQuantile */.$J)(twoSided, s.cellDf) * Math.sqrt(s.cellVariance);
            return { estimate, ci: [Math.exp(mean - half), Math.exp(mean + half)], df: s.cellDf };
        },
        pair(x, y) {
            if (model === null)
                return null;
            const v = strataDifferenceVariance(model, x, y);
            if (v === null || !(v.df > 0))
                return null;
            const difference = model.cellMeans[x] - model.cellMeans[y];
            const se = Math.sqrt(v.variance / model.passes);
            const simultaneous = groupOf[x] !== groupOf[y] && critical !== null;
            const c = simultaneous ? critical.value : (0,distributions/* studentTQuantile */.$J)(twoSided, v.df);
            return {
                difference,
                se,
                df: v.df,
                variance: v.variance,
                interval: [difference - c * se, difference + c * se],
                simultaneous,
            };
        },
    };
}
function geometricMean(v) {
    return Math.exp(v.reduce((s, r) => s + Math.log(r), 0) / v.length);
}

;// CONCATENATED MODULE: ./src/domain/statistics/winner-interval.ts
// Inference on the winner of an argmax after choosing it (Andrews, Kitagawa & McCloskey, "Inference on
// Winners", Quarterly Journal of Economics 139(1), 2024, 305–358; NBER working paper 25456, 2018),
// for X ~ N(μ, Σ) and s = argmax X, target μ_s. Conditional inference (the paper's section
// "Conditional Inference"): given the sufficient statistic Z = X − (Σ_·s/Σ_ss)·X_s and s winning, X_s
// is N(μ_s, Σ_ss) truncated to [L, U], L = max over Σ_js < Σ_ss of X_s − (X_s − X_j)·Σ_ss/(Σ_ss − Σ_js),
// U = min over Σ_js > Σ_ss of the same (a ρ_j = Σ_js/Σ_ss above 1 bounds X_s from above); inverting the
// truncated-normal CDF in μ gives the equal-tailed interval (quantiles α/2, 1 − α/2) and the
// median-unbiased estimate (quantile ½). Hybrid inference (section "Hybrid Inference"): the same
// inversion also conditioning on |X_s − μ_s| ≤ c_β·√Σ_ss, c_β the (1 − β) quantile of max_i |X_i − μ_i|/√Σ_ii
// (the level-β projection interval), at conditional level γ = (α − β)/(1 − β), β = α/10 by default: its
// coverage is ≥ 1 − α, and it never leaves the projection interval, so its length stays bounded when the
// winner barely wins (where the conditional interval grows without bound). L and U match LTILDE/UTILDE
// of the authors' replication code (J. Rowley, 2021); the hybrid steps match its HYBD parts.
// Known-variance theory. With an estimated Σ (finite df) the truncated normal is averaged over σ's
// fiducial law σ̂·√(df/W), W ~ χ²_df (8-point Gauss–Legendre on W's probability scale), its untruncated
// part integrated exactly, so that far from the truncation the interval is the ordinary t interval and
// the estimate is X_s; c_β is drawn from the multivariate t of one common variance estimate. That is an
// approximation, not the paper's theory; the coverage simulation of
// __tests__/domain/statistics/winner-interval.test.ts validates it (df = 3, 7, 20).
// When X_s wins by a hair (under ~0.01 σ) the equal-tailed hybrid interval closes onto the projection
// interval's lower end: a correct but odd-looking answer that has little probability.
// Numerics: the truncated-normal CDF through log tail ratios (ln Q(t)/Q(a) from the Mills ratio, so it
// stays exact 40 σ out), roots by Brent's method to 1e−10·σ inside a bracket (the CDF is monotone in μ).


// Builtins bound once: inside a test runner's vm context every global lookup (Math, Number, Infinity)
// costs ~0.3 µs, and the coverage simulation evaluates the truncated CDF millions of times.
const { abs, ceil, expm1, max, min, sign, sqrt } = Math;
const EPSILON = 2 ** -52;
const DEFAULT_HYBRID_SHARE = 0.1;
/** Root finding stops when the bracket is this many σ wide. */
const ROOT_TOLERANCE = 1e-10;
/** The conditional bracket grows to 2^this σ; a bound beyond it is reported as ±Infinity. */
const MAX_DOUBLINGS = 100;
/** |1 − ρ_j| below this: X_j − X_s does not move with X_s, so j bounds nothing. */
const RHO_TOLERANCE = 1e-12;
/** Relative tolerance of the symmetry and semi-definiteness checks. */
const MATRIX_TOLERANCE = 1e-9;
/** c_β rests on at least this many draws beyond it. */
const MIN_TAIL_DRAWS = 10;
/** The winner's interval and estimate: hybrid by default, conditional with hybridShare 0. */
function winnerInterval(input) {
    checkWinnerInput(input);
    const { estimates, covariance, selected, confidence, df } = input;
    const alpha = 1 - confidence;
    const y = estimates[selected];
    const se = sqrt(covariance[selected][selected]);
    if (estimates.length === 1) {
        const half = (0,distributions/* studentTQuantile */.$J)(1 - alpha / 2, df) * se;
        return {
            estimate: y,
            lower: y - half,
            upper: y + half,
            truncation: [-Infinity, Infinity],
            method: 'unselected',
        };
    }
    const truncation = selectionTruncation(estimates, covariance, selected);
    const [lo, hi] = truncation;
    const share = input.hybridShare ?? DEFAULT_HYBRID_SHARE;
    if (share === 0) {
        const cdf = winnerCdf(y, se, df, () => truncation);
        return equalTailed((p) => invertExpanding(cdf, p, y, se), alpha, truncation, 'conditional');
    }
    const beta = share * alpha;
    const c = input.projectionCritical ?? projectionCriticalValue(covariance, 1 - beta, df, input.draws, input.rng);
    const gamma = (alpha - beta) / (1 - beta);
    const reach = c * se;
    // Truncated to the selection event and to the projection interval around the hypothesised μ. At
    // μ = y − reach the CDF at y is 1, at μ = y + reach it is 0: every root lies in the projection interval.
    const cdf = winnerCdf(y, se, df, (mu) => [max(lo, mu - reach), min(hi, mu + reach)]);
    return equalTailed((p) => solveDecreasing(cdf, p, y - reach, y + reach, se), gamma, truncation, 'hybrid');
}
/** The median-unbiased estimate (μ at quantile ½) and the bounds at quantiles 1 − level/2 and level/2. */
function equalTailed(solve, level, truncation, method) {
    return { estimate: solve(0.5), lower: solve(1 - level / 2), upper: solve(level / 2), truncation, method };
}
/**
 * μ ↦ P(X_s ≤ y | X_s in window(μ)). Known σ (df = ∞): the truncated normal. Estimated σ̂: the same
 * averaged over σ = σ̂·√(df/W), W ~ χ²_df (σ's fiducial law, the posterior under the prior 1/σ), with
 * the untruncated part integrated exactly: F_t((y − μ)/σ̂) + Σ w_i·[TN_i − Φ((y − μ)/σ_i)], so that far
 * from the truncation the result is the Student t CDF to rounding.
 */
function winnerCdf(y, se, df, window) {
    if (df === Infinity)
        return (mu) => {
            const [lo, hi] = window(mu);
            return truncatedNormalCdf(y, mu, se, lo, hi);
        };
    const { scales, weights } = fiducialNodes(df);
    return (mu) => {
        const [lo, hi] = window(mu);
        let cdf = (0,distributions/* studentTCdf */.Jt)((y - mu) / se, df);
        for (let i = 0; i < scales.length; i++) {
            const sigma = se * scales[i];
            cdf += weights[i] * (truncatedNormalCdf(y, mu, sigma, lo, hi) - (0,distributions/* normalCdf */.vr)((y - mu) / sigma));
        }
        return min(1, max(0, cdf));
    };
}
/** Gauss–Legendre on [−1, 1], 8 points (A&S table 25.4): the positive nodes and their weights. */
const LEGENDRE_NODES = [0.18343464249564978, 0.525532409916329, 0.7966664774136267, 0.9602898564975362];
const LEGENDRE_WEIGHTS = [0.36268378337836166, 0.3137066458778869, 0.22238103445337443, 0.10122853629037706];
/** fiducialNodes by df: eight χ² quantiles are costly, and a study asks for one df again and again. */
const nodeMemo = new Map();
/**
 * σ/σ̂ = √(df/W) at W's quantiles u_i = (1 ± x_i)/2, x_i the Gauss–Legendre nodes, with weights w_i/2:
 * the quadrature of E[g(W)] = ∫₀¹ g(W(u)) du over W's probability scale.
 */
function fiducialNodes(df) {
    let nodes = nodeMemo.get(df);
    if (nodes === undefined) {
        const u = LEGENDRE_NODES.flatMap((x) => [(1 - x) / 2, (1 + x) / 2]);
        nodes = {
            scales: u.map((p) => sqrt(df / (0,distributions/* chiSquareQuantile */.pV)(p, df))),
            weights: LEGENDRE_WEIGHTS.flatMap((w) => [w / 2, w / 2]),
        };
        if (nodeMemo.size >= 16)
            nodeMemo.clear();
        nodeMemo.set(df, nodes);
    }
    return nodes;
}
/**
 * [L, U]: the values X_s can take, Z fixed, with s still the argmax. X_j = Z_j + ρ_j·X_s, so X_s ≥ X_j
 * is (1 − ρ_j)·X_s ≥ Z_j: a lower bound where ρ_j < 1, an upper bound where ρ_j > 1, none at ρ_j = 1.
 * Written through the gap X_s − X_j ≥ 0 so that L ≤ X_s ≤ U holds exactly in floating point.
 */
function selectionTruncation(estimates, covariance, selected) {
    const vs = covariance[selected][selected];
    const xs = estimates[selected];
    let lo = -Infinity;
    let hi = Infinity;
    estimates.forEach((xj, j) => {
        const slack = vs - covariance[j][selected]; // Σ_ss·(1 − ρ_j)
        if (j === selected || abs(slack) <= RHO_TOLERANCE * vs)
            return;
        const bound = xs - ((xs - xj) * vs) / slack;
        if (slack > 0)
            lo = max(lo, bound);
        else
            hi = min(hi, bound);
    });
    return [lo, hi];
}
/**
 * ln(Q(b)/Q(a)) for standardized finite a ≤ b (b = +∞ gives −∞), with d = b − a taken from unstandardized
 * values so that nothing cancels.
 */
function logTailRatio(a, b, d) {
    return (0,distributions/* normalLogMillsRatio */.AC)(b) - (0,distributions/* normalLogMillsRatio */.AC)(a) - (d * (a + b)) / 2;
}
/** P(a ≤ T ≤ t | a ≤ T ≤ b) = (Q(a) − Q(t))/(Q(a) − Q(b)): exact when the whole window is in the upper tail. */
function upperTailShare(a, t, b, dt, db) {
    return expm1(logTailRatio(a, t, dt)) / expm1(logTailRatio(a, b, db));
}
/**
 * P(X ≤ x | lo ≤ X ≤ hi) for X ~ N(μ, σ²): computed in whichever tail holds the window, so that it stays
 * accurate when the window lies 40 σ from μ. An empty or one-point window puts all mass on lo.
 */
function truncatedNormalCdf(x, mu, sigma, lo, hi) {
    if (!(lo < hi))
        return x < lo ? 0 : 1;
    if (x <= lo)
        return 0;
    if (x >= hi)
        return 1;
    const t = (x - mu) / sigma;
    const a = (lo - mu) / sigma;
    const b = (hi - mu) / sigma;
    const width = (hi - lo) / sigma;
    let share;
    if (a + b >= 0)
        share = upperTailShare(a, t, b, (x - lo) / sigma, width);
    else if (a + b < 0)
        share = 1 - upperTailShare(-b, -t, -a, (hi - x) / sigma, width); // the lower tail, mirrored
    else
        return (0,distributions/* normalCdf */.vr)(t); // a + b is NaN: no truncation at all
    return min(1, max(0, share));
}
/**
 * The μ in [lo, hi] where a non-increasing h crosses p (the nearer end when it does not), by Brent's
 * method (Brent 1973, ch. 4, "zeroin": inverse quadratic steps kept inside the bracket, bisection as
 * the fallback) to 1e−10·σ.
 */
function solveDecreasing(h, p, lo, hi, sigma) {
    let a = lo;
    let b = hi;
    let fa = h(a) - p;
    let fb = h(b) - p;
    if (fa <= 0)
        return a;
    if (fb >= 0)
        return b;
    let c = a;
    let fc = fa;
    let d = b - a;
    let e = d;
    for (let iteration = 0; iteration < 200; iteration++) {
        if (sign(fb) === sign(fc)) {
            [c, fc] = [a, fa];
            d = e = b - a;
        }
        if (abs(fc) < abs(fb)) {
            [a, fa, b, fb, c, fc] = [b, fb, c, fc, b, fb];
        }
        const tol = 2 * EPSILON * abs(b) + 0.5 * ROOT_TOLERANCE * sigma;
        const half = 0.5 * (c - b);
        if (abs(half) <= tol || fb === 0)
            return b;
        if (abs(e) >= tol && abs(fa) > abs(fb)) {
            const [p2, q2] = interpolationStep(a, b, c, fa, fb, fc, half);
            if (2 * p2 < min(3 * half * q2 - abs(tol * q2), abs(e * q2))) {
                e = d;
                d = p2 / q2;
            }
            else
                d = e = half;
        }
        else
            d = e = half;
        [a, fa] = [b, fb];
        b += abs(d) > tol ? d : sign(half) * tol;
        fb = h(b) - p;
    }
    return b;
}
/** Brent's step p/q (p ≥ 0): secant when a = c, inverse quadratic interpolation otherwise. */
function interpolationStep(a, b, c, fa, fb, fc, half) {
    const s = fb / fa;
    let p;
    let q;
    if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
    }
    else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * half * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
    }
    return p > 0 ? [p, -q] : [-p, q];
}
/** As `solveDecreasing`, with the bracket grown from y by doubling steps of σ; ±Infinity past 2^100 σ. */
function invertExpanding(h, p, y, sigma) {
    let below = y - sigma;
    let above = y + sigma;
    for (let i = 0, step = 2 * sigma; h(below) < p; i++, step *= 2) {
        if (i === MAX_DOUBLINGS)
            return -Infinity;
        above = below;
        below = y - step;
    }
    for (let i = 0, step = 2 * sigma; h(above) > p; i++, step *= 2) {
        if (i === MAX_DOUBLINGS)
            return Infinity;
        below = above;
        above = y + step;
    }
    return solveDecreasing(h, p, below, above, sigma);
}
/**
 * Lower-triangular F with F·Fᵀ = Σ (zero columns where Σ is singular); throws a RangeError naming the row
 * where Σ fails to be positive semi-definite.
 */
function choleskyFactor(covariance) {
    const k = covariance.length;
    const f = covariance.map(() => new Array(k).fill(0));
    for (let j = 0; j < k; j++) {
        const scale = covariance[j][j];
        let pivot = covariance[j][j];
        for (let m = 0; m < j; m++)
            pivot -= f[j][m] * f[j][m];
        if (pivot < -MATRIX_TOLERANCE * scale)
            throw new RangeError(`covariance must be positive semi-definite (it fails at row ${j})`);
        const root = pivot > MATRIX_TOLERANCE * scale ? sqrt(pivot) : 0;
        f[j][j] = root;
        for (let i = j + 1; i < k; i++) {
            let r = covariance[i][j];
            for (let m = 0; m < j; m++)
                r -= f[i][m] * f[j][m];
            if (root > 0)
                f[i][j] = r / root;
            else if (abs(r) > MATRIX_TOLERANCE * sqrt(scale * covariance[i][i]))
                throw new RangeError(`covariance must be positive semi-definite (it fails at row ${i})`);
        }
    }
    return f;
}
/**
 * c with P(max_i |X_i − μ_i|/√Σ_ii ≤ c) = level for X ~ N(μ, Σ), each ratio divided by √(χ²_df/df)
 * when df is finite (one variance estimate common to all): the ⌈level·draws⌉-th smallest of `draws`
 * Monte Carlo maxima. Depends on Σ only through its correlation, so one value serves every study
 * of one design.
 */
function projectionCriticalValue(covariance, level, df, draws, rng) {
    (0,checks/* checkConfidence */.p3)(level, 'level');
    if (!Number.isInteger(draws) || draws < 1)
        throw new RangeError(`draws must be a positive integer (got ${draws})`);
    const factor = choleskyFactor(covariance);
    const k = covariance.length;
    const sd = covariance.map((row, i) => sqrt(row[i]));
    const z = new Float64Array(k);
    const maxima = new Float64Array(draws);
    const studentized = Number.isFinite(df);
    for (let d = 0; d < draws; d++) {
        for (let i = 0; i < k; i++)
            z[i] = rng.normal();
        let m = 0;
        for (let i = 0; i < k; i++) {
            let v = 0;
            for (let j = 0; j <= i; j++)
                v += factor[i][j] * z[j];
            m = max(m, abs(v) / sd[i]);
        }
        maxima[d] = studentized ? m / sqrt(rng.chiSquare(df) / df) : m;
    }
    maxima.sort();
    return maxima[ceil(level * draws) - 1];
}
function checkCovariance(covariance, k) {
    if (covariance.length !== k)
        throw new RangeError(`covariance must be ${k}×${k} like estimates (got ${covariance.length} rows)`);
    covariance.forEach((row, i) => {
        if (row.length !== k)
            throw new RangeError(`covariance[${i}] must have ${k} entries (got ${row.length})`);
        (0,checks/* checkFinite */.ug)(`covariance[${i}]`, row);
        if (!(row[i] > 0))
            throw new RangeError(`covariance[${i}][${i}] must be a positive variance (got ${row[i]})`);
    });
    for (let i = 0; i < k; i++)
        for (let j = i + 1; j < k; j++)
            if (abs(covariance[i][j] - covariance[j][i]) >
                MATRIX_TOLERANCE * sqrt(covariance[i][i] * covariance[j][j]))
                throw new RangeError(`covariance must be symmetric: covariance[${i}][${j}] = ${covariance[i][j]} but covariance[${j}][${i}] = ${covariance[j][i]}`);
    choleskyFactor(covariance);
}
function checkWinnerInput(input) {
    const { estimates, selected, df } = input;
    if (estimates.length === 0)
        throw new RangeError('estimates must hold at least one value');
    (0,checks/* checkFinite */.ug)('estimates', estimates);
    checkCovariance(input.covariance, estimates.length);
    (0,checks/* checkIndex */.JM)('selected', selected, estimates.length);
    const above = estimates.findIndex((v) => v > estimates[selected]);
    if (above >= 0)
        throw new RangeError(`selected (${selected}) must index the largest estimate: estimates[${above}] = ${estimates[above]} > estimates[${selected}] = ${estimates[selected]}`);
    (0,checks/* checkConfidence */.p3)(input.confidence);
    if (!(df > 0))
        throw new RangeError(`df must be a positive number or Infinity (got ${df})`);
    const share = input.hybridShare ?? DEFAULT_HYBRID_SHARE;
    if (!(share >= 0 && share < 1))
        throw new RangeError(`hybridShare must be in [0, 1) (got ${share})`);
    const critical = input.projectionCritical;
    if (critical !== undefined && !(critical > 0 && Number.isFinite(critical)))
        throw new RangeError(`projectionCritical must be a positive finite number (got ${critical})`);
    if (estimates.length === 1 || share === 0 || critical !== undefined)
        return;
    const needed = ceil(MIN_TAIL_DRAWS / (share * (1 - input.confidence)));
    if (!Number.isInteger(input.draws) || input.draws < needed)
        throw new RangeError(`draws must be an integer ≥ ${needed}, so that ${MIN_TAIL_DRAWS} draws lie beyond the projection quantile (got ${input.draws})`);
}

;// CONCATENATED MODULE: ./src/domain/decision/chosen-rate.ts
// The chosen point's generation rate (docs/decision.md, "The chosen rate"). The chosen cell is the
// one whose estimate came out highest — among every eligible cell when the choice is the leader, else
// among its candidate's eligible cells — so its plain interval under-covers and its estimate is biased
// up. The interval and estimate here condition on that selection: the hybrid interval on the winner of
// Andrews, Kitagawa & McCloskey (2024), on ln(rate) with the strata model's covariance of the cell
// means (each level's σ²/n on the diagonal, the pass-wide component shared by every cell).



/** The cells the choice selected among (model indexes): all eligible ones, or the candidate's own. */
function selectionSet(ranked, chosen) {
    const all = ranked.filter(eligible);
    const top = all.reduce((b, r) => (r.estimate > b.estimate ? r : b));
    const pool = top === chosen.ranked ? all : all.filter((r) => r.cell.key.candidateId === chosen.candidateId);
    return pool.map((r) => r.modelIndex);
}
function chosenRate(rates, ranked, chosen, _tieRule, seed) {
    const x = chosen.ranked.modelIndex;
    const plain = rates.cellInterval(x);
    const model = rates.model;
    if (model === null || plain.ci === null)
        return { estimate: plain.estimate, ci: plain.ci, method: 'no interval: no residual degrees of freedom' };
    const set = selectionSet(ranked, chosen);
    const level = (i) => model.strata[model.stratumOf[i]];
    const covariance = set.map((a) => set.map((b) => {
        const shared = Math.sqrt(level(a).passComponent * level(b).passComponent);
        return a === b ? level(a).cellVariance : shared;
    }));
    const w = winnerInterval({
        estimates: set.map((i) => model.cellMeans[i]),
        covariance,
        selected: set.indexOf(x),
        confidence: rates.confidence,
        df: level(x).cellDf,
        // At least ten draws beyond the projection quantile (β = α/10): 2000 at 95 %, 10000 at 99 %.
        draws: Math.max(4000, Math.ceil(10 / (DEFAULT_HYBRID_SHARE * (1 - rates.confidence)))),
        rng: new random/* Rng */.K(seed),
    });
    const lower = Number.isFinite(w.lower) ? Math.exp(w.lower) : 0;
    const upper = Number.isFinite(w.upper) ? Math.exp(w.upper) : Infinity;
    const among = set.length === 1 ? 'the only eligible cell' : `selected as the highest of ${set.length} cells`;
    return {
        estimate: Math.exp(w.estimate),
        ci: Number.isFinite(upper) ? [lower, upper] : null,
        method: w.method === 'unselected'
            ? `${among}: plain interval`
            : `${among}: hybrid interval conditional on the selection (Andrews, Kitagawa & McCloskey 2024)`,
    };
}

;// CONCATENATED MODULE: ./src/domain/decision/derive-decision.ts
// The study's `decision` object (docs/decision.md): the strata model of the generation rate (one noise
// level per client concurrency), per-cell intervals and gates, simultaneous comparisons of candidates
// with equivalence verdicts, multiple comparisons with the best, the choice with a selection-adjusted
// rate, the pairs an unresolved answer needs, and the grid edge.














const DECISION_METHOD = 'randomized-block model of ln(generation rate) over cells x passes, one noise level per client concurrency ' +
    '(Welch-Satterthwaite df across levels); simultaneous max-t intervals over every cross-candidate cell pair ' +
    '(seeded Monte Carlo critical value); candidates compared on their best points with bounds derived from that ' +
    'family (multiple comparisons with the best, equivalence within the indifference zone); selection-adjusted ' +
    'interval of the chosen rate; Clopper-Pearson attainment bounds at the effective sample size of runs; p95 bounds ' +
    'with server runs as the unit (between-run variance pooled over cells, widened to the order-statistic bound of the ' +
    'pooled requests)';
const derive_decision_fl = (v) => (v === null ? null : (0,core_json/* float */.fV)(v));
function decisionSeed(material) {
    return (0,hashing/* sha256Hex */.fg)((0,json_writer/* canonicalJson */.dj)({ plan_content_sha256: material.planContentSha256, load_sha256: [...material.loadSha256] }));
}
function deriveDecision(inputs) {
    const { plan, decision } = inputs;
    const confidence = decision.confidence;
    const iz = decision.indifference_zone_percent / 100;
    const ids = plan.candidates.map((c) => c.id);
    const cells = decisionCells(plan, inputs.runs, inputs.qualityGateMet, confidence);
    const seed = decisionSeed(inputs.seedMaterial);
    const rng = new random/* Rng */.K(seed);
    const rates = inferRates(cells, (id) => ids.indexOf(id), confidence, decision.resamples, rng);
    const ranked = cells.map((cell) => {
        const i = rates.inModel.indexOf(cell);
        return { cell, modelIndex: i < 0 ? null : i, estimate: i < 0 ? null : rates.cellInterval(i).estimate };
    });
    const ctx = { inputs, rates, ranked, h: Math.log1p(iz), seed };
    const crossInterval = (x, y) => rates.pair(x, y)?.interval ?? null;
    const table = standings(ids, ranked, crossInterval, ctx.h);
    const outcome = decision.choose
        ? choose(table, (a, b) => candidateBounds(ctx, a, b), decision.tie_rule, ctx.h)
        : null;
    const comparisons = comparisonsOf(ctx, outcome);
    const levels = noiseLevels(ctx);
    const worst = (key) => levels.reduce((m, l) => (l[key] === null ? m : Math.max(m ?? -Infinity, l[key])), null);
    return {
        schema_version: '2',
        confidence: (0,core_json/* float */.fV)(confidence),
        indifference_zone: (0,core_json/* float */.fV)(iz),
        pairs: decision.pairs,
        passes: plan.passes.length,
        resamples: decision.resamples,
        seed,
        method: DECISION_METHOD,
        noise: noiseJson(ctx, levels),
        noise_floor: derive_decision_fl(worst('noise_floor')),
        minimum_detectable_effect: derive_decision_fl(worst('minimum_detectable_effect')),
        simultaneous: rates.critical === null
            ? null
            : {
                family: 'cross_candidate_cell_pairs',
                pairs: rates.critical.pairs,
                critical_value: (0,core_json/* float */.fV)(rates.critical.value),
                known_variance_critical_value: (0,core_json/* float */.fV)(rates.critical.knownVariance),
                draws: rates.critical.draws,
            },
        cells: ranked.map((r) => cellJson(r, rates)),
        comparisons: comparisons.map((c) => comparisonJson(c, inputs.manifest, confidence)),
        candidates: table.map((s) => ({
            candidate_id: s.candidateId,
            cell: s.best === null ? null : cellRef(s.best.ranked.cell),
            estimate: derive_decision_fl(s.best?.ranked.estimate ?? null),
            versus_best_of_others: intervalJson(expInterval(s.versusBest)),
            verdict: s.verdict,
        })),
        choice: outcome === null ? null : choiceJson(ctx, outcome),
        grid_edge: gridEdges(plan, ranked, bestPoints(ctx), (a, b) => gridVerdict(ctx, a, b)),
    };
}
/** A grid-edge neighbour of the same candidate: its own (per-pair) interval decides `worse`. */
function gridVerdict(ctx, a, b) {
    const p = ctx.rates.pair(a.modelIndex, b.modelIndex);
    return p === null ? 'no_detectable_difference' : intervalVerdict(p.interval, 0);
}
function noiseLevels(ctx) {
    const m = ctx.rates.model;
    if (m === null)
        return [];
    const c = ctx.rates.critical;
    return m.strata.map((s) => ({
        client_concurrency: s.level,
        cells: s.cells.length,
        df: s.df,
        sd_log: Math.sqrt(s.variance),
        noise_floor: Math.expm1(Math.sqrt(s.variance)),
        minimum_detectable_effect: c === null
            ? null
            : minimumDetectableEffect(Math.sqrt((2 * s.variance) / m.passes), c.value, s.df, SIZING_POWER),
        pooled: s.pooled,
    }));
}
function noiseJson(ctx, levels) {
    const m = ctx.rates.model;
    const n = ctx.rates.inModel.length;
    return {
        cells: n,
        server_runs: m === null ? n : new Set(m.runOf).size,
        levels: levels.map((l) => ({
            client_concurrency: l.client_concurrency,
            cells: l.cells,
            df: (0,core_json/* float */.fV)(l.df),
            sd_log: (0,core_json/* float */.fV)(l.sd_log),
            noise_floor: (0,core_json/* float */.fV)(l.noise_floor),
            minimum_detectable_effect: derive_decision_fl(l.minimum_detectable_effect),
            pooled: l.pooled,
        })),
        pass_shift: m === null ? [] : m.passShift.map((v) => (0,core_json/* float */.fV)(v)),
        reason: n === 0
            ? 'no cell with a rate in every pass: there is no run-to-run noise to estimate'
            : m === null
                ? 'one cell with a rate in every pass: the run-to-run noise cannot be separated from the cells'
                : null,
    };
}
function cellJson(r, rates) {
    const c = r.cell;
    const interval = r.modelIndex === null ? null : rates.cellInterval(r.modelIndex);
    const att = (a) => a === null
        ? null
        : {
            within: a.within,
            requests: a.requests,
            fraction: (0,core_json/* float */.fV)(a.fraction),
            lower: (0,core_json/* float */.fV)(a.lower),
            upper: (0,core_json/* float */.fV)(a.upper),
        };
    return {
        candidate_id: c.key.candidateId,
        server_parallel: c.key.serverParallel,
        client_concurrency: c.key.clientConcurrency,
        generated_tokens_per_second: {
            estimate: derive_decision_fl(interval?.estimate ?? null),
            ci: intervalJson(interval?.ci ?? null),
            df: derive_decision_fl(interval?.df ?? null),
        },
        ttft_ms_p95: latencyBoundJson(c.ttft),
        e2e_latency_ms_p95: latencyBoundJson(c.e2e),
        attainment: { ttft: att(c.attainment.ttft), e2e: att(c.attainment.e2e) },
        gates: { ...c.gates },
        verdict: c.verdict,
    };
}
/** Pairs at which the chosen point's bound against the best of the others would reach −δ. */
function choicePairsNeeded(ctx, outcome) {
    const critical = ctx.rates.critical;
    if (outcome.status !== 'unresolved' || critical === null || outcome.chosen === null)
        return null;
    const c = outcome.chosen.ranked.modelIndex;
    const pairs = bestPoints(ctx)
        .filter((b) => b.candidateId !== outcome.chosen.candidateId)
        .map((b) => ctx.rates.pair(c, b.ranked.modelIndex))
        .filter((p) => p !== null);
    if (pairs.length === 0)
        return null;
    const worst = pairs.reduce((w, p) => (p.variance > w.variance ? p : w));
    return pairsNeeded({
        variance: worst.variance,
        df: worst.df,
        passes: ctx.rates.model.passes,
        knownCritical: critical.knownVariance,
        target: ctx.h,
        power: SIZING_POWER,
        limit: SIZING_LIMIT,
    });
}
function choiceJson(ctx, outcome) {
    const { plan, decision } = ctx.inputs;
    const label = (id) => plan.candidates.find((c) => c.id === id).label;
    const chosen = outcome.chosen;
    const standing = outcome.standings.find((s) => s.candidateId === chosen?.candidateId) ?? null;
    const rate = chosen === null ? null : chosenRate(ctx.rates, ctx.ranked, chosen, decision.tie_rule, ctx.seed);
    const needed = choicePairsNeeded(ctx, outcome);
    const versus = expInterval(standing?.versusBest ?? null);
    return {
        status: outcome.status,
        candidate_id: chosen?.candidateId ?? null,
        cell: chosen === null ? null : cellRef(chosen.ranked.cell),
        cell_verdict: chosen === null ? null : chosen.ranked.cell.verdict,
        rate: rate === null
            ? null
            : { estimate: (0,core_json/* float */.fV)(rate.estimate), ci: intervalJson(rate.ci), method: rate.method },
        versus_best_of_others: intervalJson(versus),
        runner_up: outcome.runnerUp === null
            ? null
            : { candidate_id: outcome.runnerUp.candidateId, cell: cellRef(outcome.runnerUp.ranked.cell) },
        tie_rule: decision.tie_rule,
        within_delta: outcome.withinDelta,
        pairs_needed: needed,
        beyond_plan_maximum: needed !== null && needed > decision_plan/* MAX_PAIRS */.BL,
        headline: (0,headline/* headline */.Pl)({
            status: outcome.status,
            chosen: chosen === null
                ? null
                : {
                    label: label(chosen.candidateId),
                    serverParallel: chosen.ranked.cell.key.serverParallel,
                    clientConcurrency: chosen.ranked.cell.key.clientConcurrency,
                    estimate: rate?.estimate ?? null,
                    ci: rate?.ci ?? null,
                },
            candidates: outcome.standings.filter((s) => s.best !== null).length,
            versusBest: versus,
            indifferenceZone: Math.expm1(ctx.h),
            confidence: decision.confidence,
            withinDelta: outcome.withinDelta.map(label),
            tieRule: decision.tie_rule,
            pairsNeeded: needed,
            beyondPlanMaximum: needed !== null && needed > decision_plan/* MAX_PAIRS */.BL,
            openGates: chosen === null ? [] : openGates(chosen.ranked.cell, plan),
        }),
    };
}
/** What would settle each indeterminate gate of a cell, in words. */
function openGates(cell, plan) {
    const out = [];
    const latency = (name, b, limit) => {
        if (b.requests_needed !== null)
            out.push(`a ${name} p95 bound needs at least ${b.requests_needed} requests (this point has ${b.requests})`);
        else
            out.push(`the ${name} p95 interval straddles the ${limit === null ? '' : `${limit} ms `}limit`);
    };
    if (cell.gates.ttft === 'indeterminate')
        latency('TTFT', cell.ttft, plan.load_slo.max_ttft_ms_p95);
    if (cell.gates.e2e === 'indeterminate')
        latency('E2E', cell.e2e, plan.load_slo.max_e2e_latency_ms_p95);
    if (cell.gates.memory === 'indeterminate')
        out.push('peak memory is above the ceiling in some passes only');
    if (cell.gates.completion === 'indeterminate')
        out.push('the completion rate is not established against its minimum');
    return out;
}

// EXTERNAL MODULE: ./src/domain/measurement/rate-search-history.ts + 1 modules
var rate_search_history = __webpack_require__(8011);
;// CONCATENATED MODULE: ./src/domain/study/rate-envelope.ts
// The study's `rate_envelope[]` (docs/open-loop.md, "In the study"), derived from the replayed search
// histories: per (candidate, P) the rate every pass sustained, the bracket, goodput and the spread gate.






const num = (x) => (x === null ? null : (0,core_json/* float */.fV)(x));
const rate_envelope_sum = (xs) => xs.reduce((a, b) => a + b, 0);
/** Which status an entry reports when its passes ended differently: the least sustained first. */
const STATUS_PRECEDENCE = ['below-min', 'budget', 'above-max'];
function passStatus(h, file) {
    if (h.status === 'running')
        (0,errors/* fail */.fJ)(`the rate search of ${h.label} did not end (${h.probes.length} probe(s)): rerun its pass`, file);
    return h.status;
}
/** The limit most requests missed at each pass's hi (the lowest rate not shown to pass). */
function bindingLimit(histories) {
    const at = histories.flatMap((h) => {
        const hi = h.bracket_rps[1];
        return hi === null ? [] : h.probes.filter((p) => p.rate_rps === hi);
    });
    if (at.length === 0)
        return null;
    const counts = [
        ['completion', rate_envelope_sum(at.map((p) => p.misses.incomplete))],
        ['e2e', rate_envelope_sum(at.map((p) => p.misses.e2e))],
        ['ttft', rate_envelope_sum(at.map((p) => p.misses.ttft))],
    ];
    const [limit, most] = counts.reduce((best, c) => (c[1] > best[1] ? c : best));
    return most === 0 ? 'none' : limit;
}
function spreadGate(los, his, limit) {
    if (los.some((l) => l === null))
        return { spread: null, gate: 'indeterminate' };
    const values = los;
    const spread = (0,stats/* relativeSpreadPercent */.L0)(values, 'rate envelope passes');
    if (spread <= limit)
        return { spread, gate: 'pass' };
    // Above the limit: a real difference only when some pass's hi lies below another pass's lo.
    const disjoint = his.some((hi) => hi !== null && values.some((lo) => hi < lo));
    return { spread, gate: (disjoint ? 'fail' : 'indeterminate') };
}
/** One entry per (candidate, P), candidates in plan order and P ascending; passes in plan order. */
function deriveRateEnvelope(plan, o, histories, file) {
    const runs = (0,schedule/* performanceRuns */.HO)(plan);
    const entries = [];
    for (const candidate of plan.candidates) {
        for (const p of plan.server_parallel_levels) {
            const cellHistories = plan.passes.map((pass) => {
                const run = runs.find((r) => r.passId === pass.id && r.candidateId === candidate.id && r.serverParallel === p);
                return histories.get(run.label);
            });
            const statuses = cellHistories.map((h) => passStatus(h, file));
            const los = cellHistories.map((h) => h.bracket_rps[0]);
            const his = cellHistories.map((h) => h.bracket_rps[1]);
            const maxRate = los.some((l) => l === null) ? null : Math.min(...los);
            const bracketHi = his.some((h) => h === null) ? null : Math.max(...his);
            // Goodput and attainment at the envelope's rate come from the pass that set it.
            const setter = maxRate === null ? null : cellHistories[los.indexOf(maxRate)];
            const atMax = setter?.probes.filter((q) => q.rate_rps === maxRate && q.valid && q.verdict === 'pass') ?? [];
            const good = rate_envelope_sum(atMax.map((q) => q.good));
            const requests = rate_envelope_sum(atMax.map((q) => q.requests));
            const bounds = requests > 0 ? (0,binomial/* clopperPearson */.m)(good, requests, o.confidence, 'two-sided') : null;
            const { spread, gate } = spreadGate(los, his, o.max_pass_spread_percent);
            const runnerSeconds = (h) => rate_envelope_sum(h.probes.map((q) => q.seconds)) + rate_envelope_sum(h.server_start_seconds);
            const invalid = (h) => h.probes.filter((q) => !q.valid).length;
            entries.push({
                candidate_id: candidate.id,
                server_parallel: p,
                arrival: o.arrival,
                burstiness: num(o.burstiness),
                attainment_target: (0,core_json/* float */.fV)(o.attainment_target),
                confidence: (0,core_json/* float */.fV)(o.confidence),
                limits: { ttft_ms: (0,core_json/* float */.fV)(o.limits.ttft_ms), e2e_ms: (0,core_json/* float */.fV)(o.limits.e2e_ms) },
                status: statuses.every((s) => s === 'converged')
                    ? 'converged'
                    : STATUS_PRECEDENCE.find((s) => statuses.includes(s)),
                max_rate_rps: num(maxRate),
                bracket_rps: [num(maxRate === null ? null : maxRate), num(bracketHi)],
                goodput_rps: atMax.length ? (0,core_json/* float */.fV)(Math.min(...atMax.map((q) => q.goodput_rps))) : null,
                goodput_tokens_per_second: atMax.length
                    ? (0,core_json/* float */.fV)(Math.min(...atMax.map((q) => q.goodput_tokens_per_second)))
                    : null,
                attainment_at_max_rate: bounds === null
                    ? null
                    : {
                        good,
                        requests,
                        fraction: (0,core_json/* float */.fV)(good / requests),
                        lower: (0,core_json/* float */.fV)(bounds.lower),
                        upper: (0,core_json/* float */.fV)(bounds.upper),
                    },
                binding_limit: bindingLimit(cellHistories),
                probes: rate_envelope_sum(cellHistories.map((h) => h.probes.length)),
                invalid_probes: rate_envelope_sum(cellHistories.map(invalid)),
                runner_seconds: (0,core_json/* float */.fV)(rate_envelope_sum(cellHistories.map(runnerSeconds))),
                passes: cellHistories.map((h, i) => ({
                    pass_id: h.pass_id,
                    status: statuses[i],
                    max_rate_rps: num(h.bracket_rps[0]),
                    bracket_rps: h.bracket_rps.map(num),
                    probes: h.probes.length,
                    invalid_probes: invalid(h),
                    runner_seconds: (0,core_json/* float */.fV)(runnerSeconds(h)),
                })),
                pass_spread_percent: num(spread),
                max_pass_spread_percent: (0,core_json/* float */.fV)(o.max_pass_spread_percent),
                spread_gate: gate,
                search_seed: o.seed,
            });
        }
    }
    return entries;
}
/**
 * The study's `rate_searches` (each history as read, with its file's SHA-256) and `rate_envelope`,
 * or nothing for a plan without `open_loop` (which then may not bring histories either).
 */
function deriveOpenLoop(plan, files, file, 
/** The study's manifest.json SHA-256: every history must belong to the prepare run that wrote it. */
manifestSha256) {
    const o = plan.open_loop;
    if (o === undefined) {
        if (files !== undefined && files.size > 0)
            (0,errors/* fail */.fJ)(`rate search histories are given, but the plan has no open_loop block`, [...files.values()][0].path);
        return undefined;
    }
    const histories = new Map();
    const rate_searches = {};
    for (const run of (0,schedule/* performanceRuns */.HO)(plan)) {
        const input = files?.get(run.label);
        if (input === undefined)
            (0,errors/* fail */.fJ)(`the rate search history of ${run.label} is missing (the plan has an open_loop block)`, file);
        const { history } = (0,rate_search_history/* parseSearchHistory */.a8)(input.value, input.path, o, {
            manifestSha256,
            label: run.label,
            passId: run.passId,
            candidateId: run.candidateId,
            serverParallel: run.serverParallel,
        });
        histories.set(run.label, history);
        rate_searches[run.label] = { input_sha256: input.sha256, history: input.value };
    }
    return { rate_searches, rate_envelope: deriveRateEnvelope(plan, o, histories, file) };
}

;// CONCATENATED MODULE: ./src/domain/study/derive.ts
// The derivation of a study (spec §9) from inputs already read, in named steps: the plan inputs
// agree with each other, each run's evidence checks out and becomes a server configuration, each
// quality wrapper checks out against its runs, then cells, selections and the study document.
// cohesive: the one derivation of spec §9, whose steps share its inputs and run in a fixed order.
















/** The pure derivation shared by assembly and study validation. */
function deriveStudy(inputs) {
    const checkSchema = inputs.embeddedSchemasChecked ? () => undefined : schema_validation/* validateDocument */.m;
    const { plan, manifest } = checkPlanInputs(inputs, checkSchema);
    const runs = deriveRuns(inputs, plan, manifest, checkSchema);
    const quality = deriveQuality(inputs, plan, manifest, runs.loadArgvByRun, checkSchema);
    return { study: studyDocument(inputs, plan, manifest, runs, quality), plan };
}
/** The capacity plan, its load plan (pin, SLO, levels) and the manifest agree with each other. */
function checkPlanInputs(inputs, checkSchema) {
    const plan = inputs.plan.plan;
    const loadPlan = inputs.loadPlan.plan;
    const loadPlanFile = inputs.loadPlan;
    if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256) {
        (0,errors/* fail */.fJ)(`load plan SHA-256 ${loadPlanFile.sha256} does not match the capacity plan pin ${plan.pins.load_plan_sha256}`, loadPlanFile.path);
    }
    if (!(0,plan_plan/* sloEquals */.QY)(loadPlan.slo, plan.load_slo))
        (0,errors/* fail */.fJ)('load plan SLO does not match the predeclared capacity SLO (capacity plan /load_slo)', loadPlanFile.path, '/slo');
    if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(',')) {
        (0,errors/* fail */.fJ)(`concurrency_levels [${loadPlan.concurrency_levels.join(', ')}] must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`, loadPlanFile.path, '/concurrency_levels');
    }
    const manifestFile = inputs.manifest;
    checkSchema('manifest', manifestFile.value, manifestFile.path);
    const manifest = (0,measurement_manifest/* parseManifest */.Ng)(manifestFile.value, plan, manifestFile.path);
    return { plan, manifest };
}
/** Each performance run: its load evaluation, binding, RSS and log checked; its server configuration. */
function deriveRuns(inputs, plan, manifest, checkSchema) {
    const loadPlan = inputs.loadPlan.plan;
    const runs = (0,schedule/* performanceRuns */.HO)(plan);
    const facts = new Map();
    const configs = new Map();
    const loadArgvByRun = new Map();
    const loadEvaluations = {};
    const identities = new Set();
    const levels = new Map();
    const fp = {
        load: {},
        rss: {},
        logs: {},
    };
    for (const run of runs) {
        const evidence = inputs.runs.get(run.label);
        const parsed = evidence.load;
        const file = parsed.path;
        checkSchema('load-evaluation', parsed.value, file);
        const ev = (0,load_evaluation/* validateLoadEvaluation */.lC)(parsed.value, loadPlan, file);
        const candidate = plan.candidates.find((c) => c.id === run.candidateId);
        const binding = checkRunBinding(run, ev, { plan, manifest, file, identities });
        const { loadArgv } = binding;
        const { rssMib, markers } = checkRunResources(evidence, candidate);
        const rssSha = evidence.rss.sha256;
        const logSha = evidence.log.sha256;
        fp.load[run.label] = parsed.sha256;
        fp.rss[run.label] = rssSha;
        fp.logs[run.label] = logSha;
        facts.set(run.label, { label: run.label, loadSha256: parsed.sha256, rows: ev.rows, peakRssMib: rssMib });
        loadArgvByRun.set(run.label, loadArgv);
        levels.set(run.label, { rows: ev.rows, skippedLevels: ev.skippedLevels, file });
        const loadContentSha = (0,hashing/* contentSha256 */.F8)(parsed.value);
        loadEvaluations[run.label] = {
            input_sha256: parsed.sha256,
            content_sha256: loadContentSha,
            evaluation: parsed.value,
        };
        configs.set(run.label, runConfiguration(run, binding, { plan, manifest, loadSha256: parsed.sha256, loadContentSha }, {
            rssMib,
            rssSha,
            logSha,
            markers,
        }));
    }
    const earlyStop = deriveEarlyStop(plan, loadPlan, levels).json;
    return { facts, configs, loadArgvByRun, loadEvaluations, fp, earlyStop };
}
/** The run's binding: label, order, pins, the load command bound to itself and canonical, endpoint. */
function checkRunBinding(run, ev, context) {
    const { plan, manifest, file, identities } = context;
    if (ev.candidateId !== run.candidateId)
        (0,errors/* fail */.fJ)(`candidate_id ${ev.candidateId} does not match the label's candidate ${run.candidateId}`, file, '/candidate_id');
    if (ev.executionOrder.join(',') !== run.clientOrder.join(',')) {
        (0,errors/* fail */.fJ)(`execution order [${ev.executionOrder.join(', ')}] does not match pass ${run.passId} client_concurrency_order [${run.clientOrder.join(', ')}]`, file, '/execution_order');
    }
    if (ev.planSha256 !== plan.pins.load_plan_sha256)
        (0,errors/* fail */.fJ)('evidence_binding.plan_sha256 does not match the capacity plan pin', file, '/evidence_binding/plan_sha256');
    const sc = ev.bindingServerConfiguration;
    const scPtr = { file, pointer: '/evidence_binding/server_configuration/load_server_argv' };
    const loadArgv = sc.array('load_server_argv');
    const canonArgvInBinding = sc.array('canonical_server_argv');
    const loadSha = sc.digest('load_server_command_sha256');
    const recomputedBinding = (0,server_argv/* deriveBinding */.T_)(loadArgv, loadSha, canonArgvInBinding, sc.digest('canonical_server_command_sha256'), scPtr);
    if (!(0,load_evaluation/* jsonValueEquals */.n5)(sc.obj, recomputedBinding))
        (0,errors/* fail */.fJ)('server_configuration does not match the values derived from its argv', file, '/evidence_binding/server_configuration');
    if (sc.integer('load_parallel', 1, 1024) !== run.serverParallel)
        (0,errors/* fail */.fJ)(`load_parallel must be ${run.serverParallel} (from the label)`, file, '/evidence_binding/server_configuration/load_parallel');
    if (!(0,load_evaluation/* jsonValueEquals */.n5)(loadArgv, canonArgvInBinding) ||
        loadSha !== sc.digest('canonical_server_command_sha256')) {
        (0,errors/* fail */.fJ)('capacity runs must bind the load command to itself (load argv/hash must equal canonical argv/hash)', file, '/evidence_binding/server_configuration');
    }
    const canonical = manifest.canonicalArgv.get(run.candidateId);
    const differing = (0,server_argv/* checkCanonicalEquivalence */.j$)(loadArgv, canonical, run.serverParallel, plan.per_slot_context_tokens, scPtr);
    const baseUrl = (0,server_argv/* normalizeBaseUrl */.qT)(ev.requestBaseUrl, {
        file,
        pointer: '/evidence_binding/request_base_url',
    });
    if (baseUrl !== ev.requestBaseUrl)
        (0,errors/* fail */.fJ)(`request_base_url must be normalized (${baseUrl})`, file, '/evidence_binding/request_base_url');
    (0,server_argv/* checkEndpoint */.q9)(baseUrl, loadArgv, { file, pointer: '/evidence_binding/request_base_url' });
    const identity = `${run.candidateId}\u0000${baseUrl}\u0000${loadSha}`;
    if (identities.has(identity))
        (0,errors/* fail */.fJ)(`run identity (candidate, request_base_url, load command hash) repeats another run's`, file);
    identities.add(identity);
    return { loadArgv, loadSha, canonical, differing, baseUrl, scPtr };
}
/** Peak RSS positive, and the KleidiAI marker present exactly when the candidate expects it. */
function checkRunResources(evidence, candidate) {
    const rssMib = evidence.rss.mib;
    if (!(rssMib > 0))
        (0,errors/* fail */.fJ)('peak RSS must be positive', evidence.rss.path);
    const markers = evidence.log.markers;
    if (candidate.kleidiai_expected && markers < 1)
        (0,errors/* fail */.fJ)(`${candidate.id} capacity server did not record the KleidiAI model-buffer marker (CPU_KLEIDIAI model buffer)`, evidence.log.path);
    if (!candidate.kleidiai_expected && markers > 0)
        (0,errors/* fail */.fJ)(`${candidate.id} capacity server unexpectedly recorded a KleidiAI model-buffer marker (${markers} found)`, evidence.log.path);
    return { rssMib, markers };
}
/** The study's server configuration of one run. */
function runConfiguration(run, binding, sources, resources) {
    const { loadArgv, loadSha, canonical, differing, baseUrl, scPtr } = binding;
    const { plan, manifest } = sources;
    const { rssMib, rssSha, logSha, markers } = resources;
    return {
        pass_id: run.passId,
        candidate_id: run.candidateId,
        server_parallel: run.serverParallel,
        source_load_label: run.label,
        load_evaluation_sha256: sources.loadSha256,
        load_evaluation_content_sha256: sources.loadContentSha,
        total_context_tokens: (0,server_argv/* decimalValue */.P5)(loadArgv, '--ctx-size', scPtr),
        per_slot_context_tokens: plan.per_slot_context_tokens,
        request_base_url: baseUrl,
        load_command_sha256: loadSha,
        load_command_content_sha256: (0,hashing/* commandContentSha256 */.u)(loadArgv),
        load_argv_sha256: (0,hashing/* argvSha256 */.em)(loadArgv),
        canonical_command_sha256: manifest.canonicalSha256.get(run.candidateId),
        canonical_argv_sha256: (0,hashing/* argvSha256 */.em)(canonical),
        load_argv: [...loadArgv],
        canonical_argv: [...canonical],
        differing_options: differing,
        server_peak_rss_mib: (0,core_json/* float */.fV)(rssMib),
        rss_sha256: rssSha,
        server_log_sha256: logSha,
        kleidiai_model_buffer_marker_count: markers,
    };
}
/** Each quality wrapper: bound to the plan, the manifest's run, and the load argv of both passes. */
function deriveQuality(inputs, plan, manifest, loadArgvByRun, checkSchema) {
    const qRuns = (0,schedule/* qualityRuns */.OE)(plan);
    const fp = { quality: {} };
    const wrappers = new Map();
    const qualityWrappers = {};
    for (const q of qRuns) {
        const parsed = inputs.quality.get(q.label);
        const file = parsed.path;
        checkSchema('quality-evidence', parsed.value, file);
        const w = (0,measurement_quality/* validateQualityWrapper */.Pm)(parsed.value, q.label, file);
        if (w.candidateId !== q.candidateId)
            (0,errors/* fail */.fJ)(`candidate_id ${w.candidateId} does not match the label's candidate ${q.candidateId}`, file, '/candidate_id');
        if (w.serverParallel !== q.serverParallel)
            (0,errors/* fail */.fJ)(`server_parallel ${w.serverParallel} does not match the label's P${q.serverParallel}`, file, '/server_parallel');
        const ptr = { file, pointer: '/server_argv' };
        if ((0,server_argv/* decimalValue */.P5)(w.serverArgv, '--parallel', ptr) !== w.serverParallel)
            (0,errors/* fail */.fJ)('server_parallel must equal the argv --parallel value', file, '/server_parallel');
        if (w.suiteSha256 !== plan.pins.evaluation_suite_sha256)
            (0,errors/* fail */.fJ)('evaluation suite SHA-256 does not match the capacity plan pin evaluation_suite_sha256', file, '/evaluation/suite/sha256');
        if (w.runId !== manifest.runId)
            (0,errors/* fail */.fJ)(`run_id ${w.runId} does not match the manifest source.run_id ${manifest.runId}`, file, '/run_id');
        if (w.runAttempt !== manifest.runAttempt)
            (0,errors/* fail */.fJ)(`run_attempt ${w.runAttempt} does not match the manifest source.run_attempt ${manifest.runAttempt}`, file, '/run_attempt');
        const baseUrl = (0,server_argv/* normalizeBaseUrl */.qT)(w.requestBaseUrl, { file, pointer: '/request_base_url' });
        if (baseUrl !== w.requestBaseUrl)
            (0,errors/* fail */.fJ)(`request_base_url must be normalized (${baseUrl})`, file, '/request_base_url');
        (0,server_argv/* checkEndpoint */.q9)(baseUrl, w.serverArgv, ptr);
        (0,server_argv/* checkCanonicalEquivalence */.j$)(w.serverArgv, manifest.canonicalArgv.get(q.candidateId), q.serverParallel, plan.per_slot_context_tokens, ptr);
        const portValue = (0,server_argv/* optionIndex */.mU)(w.serverArgv, '--port', ptr) + 1;
        for (const pass of plan.passes) {
            const loadArgv = loadArgvByRun.get(`${pass.id}/${q.candidateId}/p${q.serverParallel}`);
            const loadPort = (0,server_argv/* optionIndex */.mU)(loadArgv, '--port', ptr) + 1;
            if (loadPort !== portValue ||
                loadArgv.length !== w.serverArgv.length ||
                loadArgv.some((a, i) => i !== portValue && a !== w.serverArgv[i])) {
                (0,errors/* fail */.fJ)(`quality server argv must equal the ${pass.id} pass load argv for ${q.candidateId} P${q.serverParallel} except the --port value`, file, '/server_argv');
            }
        }
        fp.quality[q.label] = parsed.sha256;
        const contentSha = (0,hashing/* contentSha256 */.F8)(parsed.value);
        wrappers.set(q.label, { ...w, inputSha256: parsed.sha256, contentSha256: contentSha });
        qualityWrappers[q.label] = {
            input_sha256: parsed.sha256,
            content_sha256: contentSha,
            wrapper: parsed.value,
        };
    }
    return { wrappers, qualityWrappers, fp };
}
/** Quality checks, cells and selections, and the study document with its fingerprints. */
function studyDocument(inputs, plan, manifest, runs, quality) {
    const loadPlanFile = inputs.loadPlan;
    const loadPlan = loadPlanFile.plan;
    const manifestFile = inputs.manifest;
    const { facts, configs, loadEvaluations, fp } = runs;
    const { wrappers, qualityWrappers } = quality;
    const checks = (0,measurement_quality/* qualityChecks */.RZ)(plan, wrappers);
    const gateMet = (c, p) => checks.find((q) => q.candidate_id === c && q.server_parallel === p).gate_met;
    let cells;
    let selections;
    try {
        cells = buildCells(plan, facts, gateMet);
        selections = selectOperatingPoints(plan, cells.cells);
    }
    catch (e) {
        if (e instanceof RangeError)
            throw new errors/* InputError */.dz(e.message);
        throw e;
    }
    const planContentSha256 = (0,hashing/* contentSha256 */.F8)((0,plan_plan/* planMapping */.Cy)(plan));
    const decision = plan.decision === undefined
        ? undefined
        : deriveDecision({
            plan,
            decision: plan.decision,
            runs: facts,
            qualityGateMet: gateMet,
            manifest,
            seedMaterial: {
                planContentSha256,
                loadSha256: (0,schedule/* planOrderedRuns */.TV)(plan).map((r) => fp.load[r.label]),
            },
        });
    const openLoop = deriveOpenLoop(plan, inputs.rateSearches, 'capacity-plan.json', inputs.manifest.sha256);
    const study = {
        boundary_caveat: (0,wording/* boundaryCaveat */.RN)((0,wording/* wordingFacts */.qT)(plan, manifestFile.value)),
        canonical_outputs_modified: false,
        cells: cells.json,
        classification: 'supplementary-capacity',
        ...(decision === undefined ? {} : { decision }),
        ...(runs.earlyStop === undefined ? {} : { early_stop: runs.earlyStop }),
        input_fingerprints: {
            capacity_plan_sha256: inputs.plan.sha256,
            capacity_plan_content_sha256: planContentSha256,
            load_plan_sha256: loadPlanFile.sha256,
            manifest_sha256: manifestFile.sha256,
            manifest_content_sha256: (0,hashing/* contentSha256 */.F8)(manifestFile.value),
            load_artifacts: fp.load,
            rss_artifacts: fp.rss,
            server_logs: fp.logs,
            quality_artifacts: quality.fp.quality,
        },
        load_contract: (0,load_plan/* loadContract */.lF)(loadPlan, loadPlanFile.sha256),
        plan: (0,plan_plan/* planMapping */.Cy)(plan),
        provenance: manifestFile.value,
        quality_checks: checks,
        ...(openLoop === undefined ? {} : openLoop),
        schema_version: '1.1',
        selections,
        server_configurations: (0,schedule/* planOrderedRuns */.TV)(plan).map((r) => configs.get(r.label)),
        source_artifacts: { load_evaluations: loadEvaluations, quality_wrappers: qualityWrappers },
        synthetic: false,
    };
    return study;
}


/***/ }),

/***/ 7462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ studyWording),
/* harmony export */   MO: () => (/* binding */ joinAnd),
/* harmony export */   RN: () => (/* binding */ boundaryCaveat),
/* harmony export */   S3: () => (/* binding */ roleName),
/* harmony export */   ZI: () => (/* binding */ rolesFor),
/* harmony export */   e_: () => (/* binding */ isUnpublished),
/* harmony export */   qT: () => (/* binding */ wordingFacts)
/* harmony export */ });
/* unused harmony exports architectureName, releaseName, candidateShortNames */
/* harmony import */ var _plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7969);
// The context sentences of a study's receipt, HTML report and boundary caveat, derived from facts of
// that study (host architecture from the manifest, the frozen canonical release it names, the
// candidates' labels) or taken from the plan's optional `receipt` fields. The published reference
// plan sets none of those fields; its facts (arm64, release tag v1.1.0, labels "Q8 …" / "Q4 …")
// give exactly the published wording. A plan that names no published release (an authored plan:
// its canonical evidence is the derived `unreleased` marker) and no `receipt.canonical_release` gets
// neutral wording: none of the published study's context (canonical, frozen, supplementary).

/** A study whose plan names no published release (authored plans) and no canonical_release wording. */
function isUnpublished(facts) {
    return (facts.releaseTag === _plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .DERIVED_CANONICAL_EVIDENCE */ .dK.release_tag &&
        facts.wording?.canonical_release === undefined);
}
/** `arm64`/`aarch64` → `Arm64`, `x86_64`/`amd64`/`x64` → `x86_64`; anything else as recorded. */
function architectureName(architecture) {
    const a = architecture.trim();
    if (/^(arm64|aarch64)$/i.test(a))
        return 'Arm64';
    if (/^(x86_64|x86-64|amd64|x64)$/i.test(a))
        return 'x86_64';
    return a;
}
/** A release tag as people name it: `v1.1.0` → `v1.1` (a zero patch level is dropped). */
function releaseName(tag) {
    const t = tag.trim();
    const m = /^(v?\d+\.\d+)\.0$/.exec(t);
    return m ? m[1] : t;
}
/** The quantization a label names, as written in it (`Q8`, `Q4_K_M`, `IQ3_XS`, `F16`, `BF16`, `F32`). */
const QUANTIZATION = /(?<![A-Za-z0-9])(?:I?Q\d+(?:_[A-Za-z0-9]+)*|BF16|F16|F32)(?![A-Za-z0-9])/i;
/**
 * Short names for the candidates: the quantization each label names when every label names one and
 * they all differ (the reference plan: `Q8`, `Q4`); otherwise the full labels.
 */
function candidateShortNames(labels) {
    const quantizations = labels.map((l) => QUANTIZATION.exec(l)?.[0]);
    const all = quantizations.every((q) => q !== undefined);
    return all && new Set(quantizations).size === labels.length ? quantizations : [...labels];
}
/** A candidate role as the reports name it (plain text: each renderer escapes it for its format). */
function roleName(role, roles = PUBLISHED_ROLES) {
    if (role === 'canonical-reference')
        return roles.reference;
    if (role === 'resource-alternative')
        return roles.alternative;
    return role;
}
const PUBLISHED_ROLES = {
    reference: 'Canonical latency choice',
    alternative: 'Measured resource alternative',
};
const NEUTRAL_ROLES = { reference: 'Quality reference', alternative: 'Alternative' };
/** The role names of a study in the published context, or neutral ones. */
const rolesFor = (published) => published ? PUBLISHED_ROLES : NEUTRAL_ROLES;
/** `A`, `A and B`, `A, B and C`. */
function joinAnd(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
function decisionBoundary(labels) {
    if (labels.length === 1) {
        return `this receipt measures a single model candidate (${labels[0]}) and compares it with no other. Use its row here to select a serving point.`;
    }
    return `this receipt does not choose between ${joinAnd(candidateShortNames(labels))}. Choose the model candidate first, then use its row here to select a serving point.`;
}
function studyWording(facts) {
    const w = facts.wording ?? {};
    const architecture = architectureName(facts.architecture);
    const canonicalRelease = w.canonical_release ?? releaseName(facts.releaseTag);
    const published = !isUnpublished(facts);
    const n = facts.candidateLabels.length;
    return {
        architecture,
        canonicalRelease,
        title: w.title ?? `ParetoPilot ${architecture} Capacity Receipt`,
        banner: w.banner ??
            (facts.decides
                ? `CAPACITY DECISION · ${n} CANDIDATES · ${architecture}`
                : published
                    ? `SUPPLEMENTARY EVIDENCE · CANONICAL ${canonicalRelease} UNCHANGED`
                    : `CAPACITY STUDY · ${n} ${n === 1 ? 'CANDIDATE' : 'CANDIDATES'} · ${architecture}`),
        question: w.question ??
            (facts.decides
                ? `Which candidate, server-slot count and client concurrency give the most generated tokens per second on this ${architecture} runner within the predeclared SLO, memory ceiling and quality floor — and how sure is that answer?`
                : published
                    ? `This receipt asks a separate deployment question: after the frozen ${canonicalRelease} candidate decision, which observed server-slot and client-concurrency point best satisfies the predeclared capacity gates?`
                    : `Which server-slot count and client concurrency give ${n === 1 ? 'this candidate' : 'each candidate'} the most generated tokens per second on this ${architecture} runner within the predeclared SLO, memory ceiling and quality floor?`),
        decisionBoundary: w.decision_boundary ??
            (facts.decides
                ? 'the decision above chooses across the candidates with the intervals it states; the envelopes below keep the per-candidate selection of the published format for comparison.'
                : decisionBoundary(facts.candidateLabels)),
        published,
        roles: rolesFor(published),
        commandsSentence: published
            ? `Capacity commands are compared with the frozen ${canonicalRelease} deployment commands.`
            : "Each server's command is compared with the command the plan pins for its candidate.",
        bundleName: published ? 'the extracted supplementary capacity bundle' : 'the extracted study bundle',
    };
}
/** The study's `boundary_caveat`: the plan's text, or the limits derived from the facts. */
function boundaryCaveat(facts) {
    const w = facts.wording ?? {};
    if (w.boundary_caveat !== undefined)
        return w.boundary_caveat;
    const { architecture, canonicalRelease, published } = studyWording(facts);
    const marker = 'The KleidiAI log marker establishes only that llama.cpp reported a CPU_KLEIDIAI model buffer; it is not kernel-level acceleration proof.';
    const canonical = published
        ? `, or a replacement for the frozen canonical ${canonicalRelease} recommendation`
        : '';
    if (facts.openLoopArrival !== undefined)
        return (`This is a bounded study on one ${architecture} runner with the models and server options its plan names: ` +
            `fixed client concurrency, and a search of ${facts.openLoopArrival} arrival rates within a runner-time budget. ` +
            `It is not a production-capacity guarantee, a cost or energy claim${canonical}. ${marker}`);
    if (!published)
        return (`This is a bounded fixed-concurrency study on one ${architecture} runner with the models and server options its plan names. ` +
            `It is not an open-loop production-capacity benchmark or a cost or energy claim. ${marker}`);
    return (`This is a bounded fixed-concurrency study on one native ${architecture} runner. ` +
        'It is not an open-loop production-capacity benchmark, a cost or energy claim, or a replacement ' +
        `for the frozen canonical ${canonicalRelease} recommendation. ` +
        marker);
}
function field(value, ...path) {
    let v = value;
    for (const key of path) {
        if (typeof v !== 'object' || v === null || Array.isArray(v))
            return '';
        v = v[key];
    }
    return typeof v === 'string' ? v : '';
}
/**
 * The facts of a plan (parsed, or the study's plan mapping) and a manifest (the study's
 * `provenance`); both are validated before any wording is derived from them.
 */
function wordingFacts(plan, manifest) {
    return {
        architecture: field(manifest, 'runner', 'architecture'),
        releaseTag: field(manifest, 'canonical_evidence', 'release_tag'),
        candidateLabels: plan.candidates.map((c) => c.label),
        wording: plan.receipt,
        ...(plan.decision?.choose ? { decides: true } : {}),
        ...(plan.open_loop ? { openLoopArrival: plan.open_loop.arrival } : {}),
    };
}


/***/ })

};
