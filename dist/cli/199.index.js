export const id = 199;
export const ids = [199];
export const modules = {

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
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   _G: () => (/* binding */ VERDICT_WORDS),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   ly: () => (/* binding */ STATUS_WORDS),
/* harmony export */   u5: () => (/* binding */ percentChange)
/* harmony export */ });
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
// The decision's headline sentence: the chosen point with its interval, its difference from the
// runner-up with that interval, and how often it is best under resampling — or why nothing is chosen.

/** A comparison's verdict in words, for every renderer. */
const VERDICT_WORDS = {
    better: 'better',
    worse: 'worse',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
/** The choice's status in words, for every renderer. */
const STATUS_WORDS = {
    decided: 'decided',
    not_distinguishable: 'not distinguishable',
    indeterminate: 'INDETERMINATE',
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
function headline(f) {
    if (f.status === 'no_eligible_cell' || f.chosen === null)
        return 'No (candidate, P, C) point passes the gates: none is chosen.';
    const head = `${f.chosen.label} at ${where(f.chosen)}: ${rateText(f.chosen.estimate, f.chosen.ci)}`;
    const best = f.probabilityBest === null ? '' : `; best in ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFixed */ .mS)(f.probabilityBest * 100, 0)} % of resamples`;
    let middle;
    if (f.versus === null)
        middle = '; the only candidate with an eligible point';
    else {
        const other = `${f.versus.runnerUp.label} at its own best point (${where(f.versus.runnerUp)})`;
        const change = changeText(f.versus.ratio, f.versus.ci);
        if (f.versus.verdict === 'better')
            middle = `; ${change} over ${other}`;
        else if (f.versus.verdict === 'worse')
            middle = `; ${change} against ${other}`;
        else {
            const words = f.versus.verdict === 'no_detectable_difference'
                ? 'no detectable difference from'
                : 'not distinguishable from';
            middle = `; ${words} ${other}: ${change}`;
        }
    }
    const tie = f.status === 'not_distinguishable' || (f.versus !== null && f.versus.verdict !== 'better')
        ? `; chosen by the tie rule (${TIE_WORDS[f.tieRule]})`
        : '';
    const open = f.status === 'indeterminate' && f.openGates.length > 0 ? `; not settled: ${f.openGates.join('; ')}` : '';
    const prefix = f.status === 'indeterminate' ? 'INDETERMINATE — ' : '';
    return `${prefix}${head}${middle}${best}${tie}${open}.`;
}


/***/ }),

/***/ 9176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vs: () => (/* binding */ fitRateModel),
  p1: () => (/* binding */ runToRunSd),
  cI: () => (/* binding */ serverRunKey)
});

// EXTERNAL MODULE: ./src/domain/statistics/checks.ts
var checks = __webpack_require__(9797);
;// CONCATENATED MODULE: ./src/domain/statistics/block-model.ts
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
        (0,checks/* checkFinite */.ug)(`y[${x}]`, row);
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

;// CONCATENATED MODULE: ./src/domain/decision/rate-model.ts
// The generation-rate model a decision rests on, fitted one way for a study and for a fleet's refit of
// it: cells with a positive rate in every pass, ln(rate), and the C levels of one (candidate, P) as
// one server run — the split-plot strata of docs/decision.md.

function fitRateModel(cells, rates, serverRun) {
    const inModel = cells.filter((c) => rates(c).every((r) => r > 0 && Number.isFinite(r)));
    if (inModel.length === 0)
        return { inModel, model: null };
    const runKeys = inModel.map(serverRun);
    const model = fitBlockModel(inModel.map((c) => rates(c).map((r) => Math.log(r))), runKeys.map((k) => runKeys.indexOf(k)));
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
/* harmony export */   DJ: () => (/* binding */ lagBoundMs),
/* harmony export */   Kg: () => (/* binding */ isGood),
/* harmony export */   Re: () => (/* binding */ attainmentVerdict),
/* harmony export */   mi: () => (/* binding */ summarizeProbe),
/* harmony export */   qq: () => (/* binding */ targetOutOfReach)
/* harmony export */ });
/* unused harmony export checkTarget */
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
/* unused harmony exports plannedProbeSeconds, bisectionSteps, predictedProbes */
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
/**
 * Probes a converged search takes when each rate's replicates agree (a deterministic service): the
 * final lower end lo = start·2^f·2^(j/2^k) says the whole path. f ≥ 0: f + 1 passing doublings and
 * one failing; f < 0: −f failing halvings and one passing; then k bisections, of which popcount(j)
 * pass. A passing rate costs `replicates` probes, a failing one 1.
 */
function predictedProbes(startRate, tolerance, bracket, replicates) {
    positive('startRate', startRate);
    positive('bracket.lo', bracket.lo);
    const k = bisectionSteps(tolerance);
    const exponent = Math.log2(bracket.lo / startRate);
    const f = Math.floor(exponent + 1e-9);
    const j = Math.round((exponent - f) * 2 ** k);
    let bits = 0;
    for (let v = j; v > 0; v >>= 1)
        bits += v & 1;
    const passes = (f >= 0 ? f + 1 : 1) + bits;
    const fails = (f >= 0 ? 1 : -f) + (k - bits);
    return replicates * passes + fails;
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

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UO: () => (/* binding */ replaySearch),
/* harmony export */   a8: () => (/* binding */ parseSearchHistory),
/* harmony export */   cv: () => (/* binding */ limitMisses),
/* harmony export */   hz: () => (/* binding */ searchOutcome),
/* harmony export */   iz: () => (/* binding */ historyDocument),
/* harmony export */   vp: () => (/* binding */ probeTargetOf),
/* harmony export */   x: () => (/* binding */ probeSeedHex),
/* harmony export */   z2: () => (/* binding */ probeEntry)
/* harmony export */ });
/* unused harmony exports RATE_SEARCH_SCHEMA_VERSION, searchConfigOf */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2645);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8830);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8050);
/* harmony import */ var _load_probe_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6695);
/* harmony import */ var _statistics_binomial_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3253);
/* harmony import */ var _load_rate_search_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8428);
/* harmony import */ var _server_queue_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2017);
// A rate search's history file (`rate-search.json` of a run cell, docs/open-loop.md): every probe with
// its verdict and cost, written after each probe; read back strictly and replayed through the search
// state machine, so a recomputed verdict, rate or status that differs from the stored one is refused.








const RATE_SEARCH_SCHEMA_VERSION = '1';
const VERDICTS = ['pass', 'fail', 'indeterminate'];
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
    return (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(`paretopilot-open-loop-probe:${seed}:${index}`);
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
function probeEntry(position, summary, misses, seconds, queue) {
    return {
        index: position.index,
        rate_rps: summary.offeredRate,
        replicate: position.replicate,
        seed_hex: position.seedHex,
        requests: summary.requests,
        sent: summary.sent,
        good: summary.good,
        misses,
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
        seconds,
        queue,
    };
}
/**
 * Replays probes through the search; returns the state after the last. Throws RangeError naming the
 * first probe the search would not have run (another rate or replicate, or past its end or budget).
 */
function replaySearch(o, probes) {
    let state = (0,_load_rate_search_js__WEBPACK_IMPORTED_MODULE_3__/* .startSearch */ .Dy)(searchConfigOf(o));
    probes.forEach((p, i) => {
        const next = (0,_load_rate_search_js__WEBPACK_IMPORTED_MODULE_3__/* .nextProbe */ .gW)(state);
        if (next.kind === 'done')
            throw new RangeError(`probe ${i}: the search had ended (${next.status}) before it`);
        if (next.rate !== p.rate_rps || next.replicate !== p.replicate)
            throw new RangeError(`probe ${i}: the search asked for ${next.rate} req/s replicate ${next.replicate}, the probe ran ${p.rate_rps} req/s replicate ${p.replicate}`);
        state = (0,_load_rate_search_js__WEBPACK_IMPORTED_MODULE_3__/* .recordProbe */ .m1)(state, {
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
    const next = (0,_load_rate_search_js__WEBPACK_IMPORTED_MODULE_3__/* .nextProbe */ .gW)(state);
    if (next.kind === 'probe')
        return { status: 'running', bracket_rps: [state.lo, state.hi] };
    return { status: next.status, bracket_rps: [next.lo, next.hi] };
}
const num = (x) => (x === null ? null : (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(x));
function historyDocument(h, o) {
    return {
        schema_version: RATE_SEARCH_SCHEMA_VERSION,
        label: h.label,
        pass_id: h.pass_id,
        candidate_id: h.candidate_id,
        server_parallel: h.server_parallel,
        arrival: o.arrival,
        burstiness: num(o.burstiness),
        seed: o.seed,
        server_start_seconds: h.server_start_seconds.map(_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV),
        status: h.status,
        bracket_rps: h.bracket_rps.map(num),
        probes: h.probes.map((p) => ({
            index: p.index,
            rate_rps: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.rate_rps),
            replicate: p.replicate,
            seed_hex: p.seed_hex,
            requests: p.requests,
            sent: p.sent,
            good: p.good,
            misses: { ...p.misses },
            attainment: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.attainment),
            attainment_lower: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.attainment_lower),
            attainment_upper: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.attainment_upper),
            verdict: p.verdict,
            lag_ms_p50: num(p.lag_ms_p50),
            lag_ms_p99: num(p.lag_ms_p99),
            lag_bound_ms: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.lag_bound_ms),
            valid: p.valid,
            achieved_rate_rps: num(p.achieved_rate_rps),
            goodput_rps: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.goodput_rps),
            goodput_tokens_per_second: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.goodput_tokens_per_second),
            stopped_early: p.stopped_early,
            seconds: (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__/* .float */ .fV)(p.seconds),
            queue: p.queue === null
                ? null
                : {
                    requests_processing_max: num(p.queue.requests_processing_max),
                    requests_processing_mean: num(p.queue.requests_processing_mean),
                    requests_deferred_max: num(p.queue.requests_deferred_max),
                    requests_deferred_mean: num(p.queue.requests_deferred_mean),
                    samples: p.queue.samples,
                },
        })),
    };
}
const BIG = Number.MAX_VALUE;
function readProbe(p, o, index, serverParallel) {
    p.exactKeys([
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
    ]);
    if (p.integer('index', 0, 1_000_000) !== index)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be ${index} (probes in order)`, p.file, p.at('index'));
    const requests = p.integer('requests', 1, 1_000_000);
    const m = p.object('misses');
    m.exactKeys(['incomplete', 'ttft', 'e2e']);
    const verdict = p.text('verdict', 16);
    if (!VERDICTS.includes(verdict))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be one of ${VERDICTS.join(', ')}`, p.file, p.at('verdict'));
    const q = p.raw('queue') === null ? null : p.object('queue');
    q?.exactKeys([
        'requests_processing_max',
        'requests_processing_mean',
        'requests_deferred_max',
        'requests_deferred_mean',
        'samples',
    ]);
    const probe = {
        index,
        rate_rps: p.number('rate_rps', 0, BIG, { exclusiveMin: true }),
        replicate: p.integer('replicate', 1, 10),
        seed_hex: p.digest('seed_hex'),
        requests,
        sent: p.integer('sent', 0, requests),
        good: p.integer('good', 0, requests),
        misses: {
            incomplete: m.integer('incomplete', 0, requests),
            ttft: m.integer('ttft', 0, requests),
            e2e: m.integer('e2e', 0, requests),
        },
        attainment: p.number('attainment', 0, 1),
        attainment_lower: p.number('attainment_lower', 0, 1),
        attainment_upper: p.number('attainment_upper', 0, 1),
        verdict,
        lag_ms_p50: p.nullableNumber('lag_ms_p50', -BIG, BIG),
        lag_ms_p99: p.nullableNumber('lag_ms_p99', -BIG, BIG),
        lag_bound_ms: p.number('lag_bound_ms', 0, BIG),
        valid: p.boolean('valid'),
        achieved_rate_rps: p.nullableNumber('achieved_rate_rps', 0, BIG),
        goodput_rps: p.number('goodput_rps', 0, BIG),
        goodput_tokens_per_second: p.number('goodput_tokens_per_second', 0, BIG),
        stopped_early: p.boolean('stopped_early'),
        seconds: p.number('seconds', 0, BIG),
        queue: q === null
            ? null
            : {
                requests_processing_max: q.nullableNumber('requests_processing_max', 0, BIG),
                requests_processing_mean: q.nullableNumber('requests_processing_mean', 0, BIG),
                requests_deferred_max: q.nullableNumber('requests_deferred_max', 0, BIG),
                requests_deferred_mean: q.nullableNumber('requests_deferred_mean', 0, BIG),
                samples: q.integer('samples', 0, 1_000_000),
            },
    };
    // What follows from the counts and the plan is recomputed, never trusted.
    const target = probeTargetOf(o);
    const bounds = (0,_statistics_binomial_js__WEBPACK_IMPORTED_MODULE_5__/* .clopperPearson */ .m)(probe.good, requests, target.confidence, 'two-sided');
    const recomputed = [
        ['seed_hex', probe.seed_hex, probeSeedHex(o.seed, index)],
        ['requests', requests, o.requests_per_probe],
        ['attainment', probe.attainment, probe.good / requests],
        ['attainment_lower', probe.attainment_lower, bounds.lower],
        ['attainment_upper', probe.attainment_upper, bounds.upper],
        ['verdict', verdict, (0,_load_probe_js__WEBPACK_IMPORTED_MODULE_6__/* .attainmentVerdict */ .Re)(bounds, target.attainment)],
        ['lag_bound_ms', probe.lag_bound_ms, (0,_load_probe_js__WEBPACK_IMPORTED_MODULE_6__/* .lagBoundMs */ .DJ)(probe.rate_rps)],
        ['valid', probe.valid, probe.lag_ms_p99 !== null && probe.lag_ms_p99 <= (0,_load_probe_js__WEBPACK_IMPORTED_MODULE_6__/* .lagBoundMs */ .DJ)(probe.rate_rps)],
    ];
    for (const [key, stored, expected] of recomputed)
        if (stored !== expected)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`is ${String(stored)}, but the probe's own counts and the plan give ${String(expected)}`, p.file, p.at(key));
    // The queue gauges are observations (nothing recomputes them); they must at least be consistent.
    const queueProblem = probe.queue === null ? null : (0,_server_queue_js__WEBPACK_IMPORTED_MODULE_7__/* .queueSampleProblem */ .By)(probe.queue, serverParallel);
    if (queueProblem !== null)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(queueProblem, p.file, p.at('queue'));
    if (probe.good + probe.misses.incomplete > requests)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('good and incomplete requests exceed the requests', p.file, p.at('misses'));
    return probe;
}
/** Reads a history strictly against the plan and its cell, replays it, and checks the stored outcome. */
function parseSearchHistory(value, file, o, expected) {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .Fields */ .C8.root(value, file);
    f.exactKeys([
        'schema_version',
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
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be ${JSON.stringify(want)} (the plan's, for this cell)`, file, f.at(key));
    }
    const burstiness = f.nullableNumber('burstiness', 0, BIG);
    if (burstiness !== o.burstiness)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be ${String(o.burstiness)} (the plan's, for this cell)`, file, f.at('burstiness'));
    const starts = f
        .array('server_start_seconds')
        .map((v, i) => (0,_core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .checkNumber */ .ws)(v, 0, BIG, file, `${f.at('server_start_seconds')}/${i}`));
    const probes = f.objects('probes').map((p, i) => readProbe(p, o, i, expected.serverParallel));
    let state;
    try {
        state = replaySearch(o, probes);
    }
    catch (e) {
        return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`do not follow the plan's search: ${e.message}`, file, f.at('probes'));
    }
    const outcome = searchOutcome(state);
    const status = f.text('status', 16);
    if (status !== outcome.status)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`is ${status}, but replaying the probes gives ${outcome.status}`, file, f.at('status'));
    const bracket = f.array('bracket_rps');
    const stored = bracket.map((v, i) => v === null ? null : (0,_core_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .checkNumber */ .ws)(v, 0, BIG, file, `${f.at('bracket_rps')}/${i}`));
    if (stored.length !== 2 || stored[0] !== outcome.bracket_rps[0] || stored[1] !== outcome.bracket_rps[1])
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be [${outcome.bracket_rps.join(', ')}] (replaying the probes)`, file, f.at('bracket_rps'));
    return {
        history: {
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
/* harmony export */   m: () => (/* binding */ clopperPearson)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9797);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);
// Exact binomial bounds on a proportion: Clopper & Pearson 1934, through the beta quantile (the
// edges k = 0 and k = n in closed form: (α)^(1/n) and 1 − (α)^(1/n)).


/**
 * Clopper–Pearson bounds for k successes in n trials. `lower` / `upper`: one-sided at `confidence`
 * (the other end is 0 or 1); `two-sided`: (1 − confidence)/2 in each tail.
 */
function clopperPearson(k, n, confidence, side) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`n must be a positive integer (got ${n})`);
    if (!Number.isInteger(k) || k < 0 || k > n)
        throw new RangeError(`k must be an integer in [0, n = ${n}] (got ${k})`);
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

/***/ 3005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ comparisonVerdict),
/* harmony export */   SQ: () => (/* binding */ cellInterval),
/* harmony export */   V5: () => (/* binding */ pairsNeeded),
/* harmony export */   nv: () => (/* binding */ minimumDetectableEffect),
/* harmony export */   rh: () => (/* binding */ pairedComparison)
/* harmony export */ });
/* unused harmony export differenceVariance */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9797);
/* harmony import */ var _distributions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(545);


/**
 * The variance of one measurement's difference share (Var(d) = 2·variance/n) and its df for cells a
 * and b; a = b = null: two cells of different runs (what a comparison of candidates is).
 */
function differenceVariance(model, a, b) {
    if (model.msE === null)
        return null;
    const runs = model.runs;
    if (runs === null || (a !== null && a === b))
        return { variance: model.msE, df: model.dfE };
    if (a !== null && b !== null && runs.runOf[a] === runs.runOf[b] && runs.msWithin !== null)
        return { variance: runs.msWithin, df: runs.dfWithin };
    if (runs.groups < 2)
        return { variance: model.msE, df: model.dfE };
    return { variance: runs.betweenVariance, df: runs.betweenDf };
}
function checkPower(power) {
    if (!(power > 0 && power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${power})`);
}
/** Cell a against cell b, paired by pass: pass-wide shifts cancel. */
function pairedComparison(model, a, b, confidence) {
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkIndex */ .JM)('a', a, model.cells);
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkIndex */ .JM)('b', b, model.cells);
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConfidence */ .p3)(confidence);
    const d = model.cellMeans[a] - model.cellMeans[b];
    const ratio = Math.exp(d);
    const v = differenceVariance(model, a, b);
    if (v === null)
        return { logRatio: d, ratio, ci: null, se: null, df: 0 };
    const se = Math.sqrt((2 * v.variance) / model.passes);
    const half = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .studentTQuantile */ .$J)(1 - (1 - confidence) / 2, v.df) * se;
    return { logRatio: d, ratio, ci: [Math.exp(d - half), Math.exp(d + half)], se, df: v.df };
}
/**
 * The smallest relative difference a comparison of two cells detects with `power`, had the study
 * `passes` passes at the observed noise: expm1((t(1 − α/2, ν) + t(power, ν))·√(2·MS_e/passes)),
 * ν = (N − 1)(passes − 1); with run strata, MS_e and ν are those of cells in different runs. Null
 * without residual df.
 */
function minimumDetectableEffect(model, confidence, power = 0.8, passes = model.passes) {
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConfidence */ .p3)(confidence);
    checkPower(power);
    if (!Number.isInteger(passes) || passes < 2)
        throw new RangeError(`passes must be an integer ≥ 2 (got ${passes})`);
    const v = differenceVariance(model, null, null);
    if (v === null)
        return null;
    // Every stratum's df is a multiple of (n − 1), so (Satterthwaite) df scale with (passes − 1).
    const df = (v.df * (passes - 1)) / (model.passes - 1);
    const se = Math.sqrt((2 * v.variance) / passes);
    return Math.expm1(((0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .studentTQuantile */ .$J)(1 - (1 - confidence) / 2, df) + (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .studentTQuantile */ .$J)(power, df)) * se);
}
/**
 * docs/decision.md: h = max(indifference zone, mde); `better` when the ratio's interval is above 1
 * and |ln ratio| ≥ ln(1 + h), `worse` when it is below 1 and |ln ratio| ≥ ln(1 + h),
 * `no_detectable_difference` when it holds 1, else `indeterminate` (also without an interval).
 */
function comparisonVerdict(ratio, ci, indifferenceZone, mde) {
    if (!(ratio > 0) || !Number.isFinite(ratio))
        throw new RangeError(`ratio must be a positive finite number (got ${ratio})`);
    if (!(indifferenceZone >= 0))
        throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
    if (mde !== null && !(mde >= 0))
        throw new RangeError(`mde must be ≥ 0 or null (got ${mde})`);
    if (ci === null)
        return 'indeterminate';
    if (!(ci[0] <= ci[1]))
        throw new RangeError(`ci must be [lo, hi] with lo ≤ hi (got [${ci[0]}, ${ci[1]}])`);
    // On the log scale, so that "A is 3x B" and "B is a third of A" are the same size of difference.
    const size = Math.abs(Math.log(ratio));
    const h = Math.log1p(Math.max(indifferenceZone, mde ?? 0));
    if (ci[0] > 1 && size >= h)
        return 'better';
    if (ci[1] < 1 && size >= h)
        return 'worse';
    if (ci[0] <= 1 && ci[1] >= 1)
        return 'no_detectable_difference';
    return 'indeterminate';
}
/**
 * The smallest number of counterbalanced pairs k (passes 2k) whose mde is ≤ |ratio − 1| at the
 * observed noise; null when |ratio − 1| is inside the indifference zone, without residual df, or
 * when more than `maxPairs` would be needed.
 */
function pairsNeeded(model, ratio, confidence, indifferenceZone, power = 0.8, maxPairs = 100) {
    if (!(ratio > 0) || !Number.isFinite(ratio))
        throw new RangeError(`ratio must be a positive finite number (got ${ratio})`);
    if (!(indifferenceZone >= 0))
        throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
    if (!Number.isInteger(maxPairs) || maxPairs < 1)
        throw new RangeError(`maxPairs must be a positive integer (got ${maxPairs})`);
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConfidence */ .p3)(confidence);
    checkPower(power);
    const effect = Math.abs(Math.log(ratio));
    if (effect < Math.log1p(indifferenceZone) || model.msE === null || model.cells < 2)
        return null;
    for (let k = 1; k <= maxPairs; k++) {
        const mde = minimumDetectableEffect(model, confidence, power, 2 * k);
        if (mde !== null && Math.log1p(mde) <= effect)
            return k;
    }
    return null;
}
/** The cell's rate exp(ȳx) with exp(ȳx ± t(1 − α/2, ν)·√V): pass-wide variance included. */
function cellInterval(model, x, confidence) {
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkIndex */ .JM)('x', x, model.cells);
    (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .checkConfidence */ .p3)(confidence);
    const m = model.cellMeans[x];
    const estimate = Math.exp(m);
    if (model.cellVariance === null || model.cellDf === null)
        return { estimate, ci: null, df: 0 };
    const half = (0,_distributions_js__WEBPACK_IMPORTED_MODULE_1__/* .studentTQuantile */ .$J)(1 - (1 - confidence) / 2, model.cellDf) * Math.sqrt(model.cellVariance);
    return { estimate, ci: [Math.exp(m - half), Math.exp(m + half)], df: model.cellDf };
}


/***/ }),

/***/ 545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ studentTQuantile),
/* harmony export */   HU: () => (/* binding */ binomialCdf),
/* harmony export */   O9: () => (/* binding */ betaQuantile),
/* harmony export */   Vt: () => (/* binding */ regularizedIncompleteBeta)
/* harmony export */ });
/* unused harmony exports lnGamma, normalQuantile */
// Quantiles and tail probabilities: the normal quantile by Wichura's AS 241 (1988, ~1e-16), ln Γ by
// Lanczos (g = 7), the regularized incomplete beta by the Lentz continued fraction (Numerical Recipes
// §6.4), its inverse by Halley steps inside a bisection bracket, Student t (real df) through the
// beta, and the binomial CDF through I_{1−p}(n − k, k + 1).
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
        return lnGamma(x + 1) - Math.log(x);
    const z = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < LANCZOS.length; i++)
        sum += LANCZOS[i] / (z + i);
    const t = z + 7.5;
    return HALF_LN_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
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
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 20000; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < 1e-16)
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
    const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - lnBeta(a, b));
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

/***/ 6199:
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
// EXTERNAL MODULE: ./src/domain/decision/rate-model.ts + 1 modules
var rate_model = __webpack_require__(9176);
// EXTERNAL MODULE: ./src/domain/statistics/compare.ts
var statistics_compare = __webpack_require__(3005);
// EXTERNAL MODULE: ./src/domain/statistics/random.ts
var random = __webpack_require__(8771);
// EXTERNAL MODULE: ./src/domain/statistics/checks.ts
var checks = __webpack_require__(9797);
;// CONCATENATED MODULE: ./src/domain/statistics/select.ts

/** Shares of `resamples` replicates; ties (measure zero) go to the lower group and cell index. */
function probabilityBest(model, groups, resamples, rng) {
    if (!Number.isInteger(resamples) || resamples < 1)
        throw new RangeError(`resamples must be a positive integer (got ${resamples})`);
    groups.forEach((g, i) => g.forEach((x) => (0,checks/* checkIndex */.JM)(`groups[${i}]`, x, model.cells)));
    const groupWins = new Array(groups.length).fill(0);
    const cellWins = new Array(model.cells).fill(0);
    const { cellMeans, msE, dfE, passes } = model;
    const draw = new Float64Array(model.cells);
    const runs = model.runs;
    const noisy = msE !== null && msE > 0;
    const replicates = noisy ? resamples : 1;
    const runIds = runs ? [...new Set(runs.runOf)] : [];
    const runShift = new Map();
    for (let rep = 0; rep < replicates; rep++) {
        if (noisy && runs === null) {
            const sd = Math.sqrt((msE * dfE) / rng.chiSquare(dfE) / passes);
            for (const g of groups)
                for (const x of g)
                    draw[x] = cellMeans[x] + sd * rng.normal();
        }
        else if (noisy && runs !== null) {
            const within = runs.msWithin === null ? 0 : (runs.msWithin * runs.dfWithin) / rng.chiSquare(runs.dfWithin);
            const runScale = runs.dfRun > 0 ? (runs.msRun * runs.dfRun) / rng.chiSquare(runs.dfRun) : 0;
            const sdRun = Math.sqrt(Math.max(0, runScale - runs.h * within) / passes);
            const sdWithin = Math.sqrt(within / passes);
            for (const id of runIds)
                runShift.set(id, sdRun * rng.normal());
            for (const g of groups)
                for (const x of g)
                    draw[x] = cellMeans[x] + runShift.get(runs.runOf[x]) + sdWithin * rng.normal();
        }
        else
            for (const g of groups)
                for (const x of g)
                    draw[x] = cellMeans[x];
        let bestGroup = -1;
        let bestCell = -1;
        for (let i = 0; i < groups.length; i++)
            for (const x of groups[i])
                if (bestCell < 0 || draw[x] > draw[bestCell]) {
                    bestCell = x;
                    bestGroup = i;
                }
        if (bestGroup >= 0) {
            groupWins[bestGroup]++;
            cellWins[bestCell]++;
        }
    }
    return { group: groupWins.map((w) => w / replicates), cell: cellWins.map((w) => w / replicates) };
}

// EXTERNAL MODULE: ./src/domain/statistics/binomial.ts
var binomial = __webpack_require__(3253);
// EXTERNAL MODULE: ./src/domain/statistics/distributions.ts
var distributions = __webpack_require__(545);
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

;// CONCATENATED MODULE: ./src/domain/decision/cell-gates.ts
// Per-cell evidence of the decision (docs/decision.md): every pass's generation rate, the requests of
// all passes pooled for latency bounds and SLO attainment, and the three-valued gates.



const P95 = 0.95;
/** One cell per plan cell, in study order, with its pooled evidence and gates. */
function decisionCells(plan, runs, qualityGateMet, confidence) {
    return (0,schedule/* cellKeys */.Jo)(plan).map((key) => {
        const perPass = plan.passes.map((pass) => {
            const run = runs.get((0,schedule/* runLabel */.Az)(pass.id, key.candidateId, key.serverParallel));
            return { run, row: run.rows.find((r) => r.concurrency === key.clientConcurrency) };
        });
        // A pass the plan's early stop skipped has no row: the cell is not measured (no rate, so out of
        // the model and never eligible; its verdict stays indeterminate whatever the other passes say).
        const skipped = perPass.some((p) => p.row === undefined);
        const samples = perPass.flatMap((p) => p.row?.samples ?? []);
        const completed = samples.filter((s) => s.completed);
        const ttftValues = completed.map((s) => s.ttft_ms).filter((v) => v !== null);
        const e2eValues = completed.map((s) => s.e2e_latency_ms);
        const slo = plan.load_slo;
        const ttft = latencyBound(ttftValues, confidence);
        const e2e = latencyBound(e2eValues, confidence);
        const attainment = {
            ttft: slo.max_ttft_ms_p95 === null
                ? null
                : attainmentOf(samples.filter((s) => s.completed && s.ttft_ms !== null && s.ttft_ms <= slo.max_ttft_ms_p95)
                    .length, samples.length, confidence),
            e2e: attainmentOf(samples.filter((s) => s.completed && s.e2e_latency_ms <= slo.max_e2e_latency_ms_p95).length, samples.length, confidence),
        };
        const rss = perPass.map((p) => p.run.peakRssMib);
        const gates = {
            completion: completionGate(completed.length, samples.length, slo.min_completion_rate, confidence),
            ttft: slo.max_ttft_ms_p95 === null ? null : latencyGate(ttft, slo.max_ttft_ms_p95),
            e2e: latencyGate(e2e, slo.max_e2e_latency_ms_p95),
            memory: memoryGate(rss, plan.capacity_gate.max_server_peak_rss_mib),
            quality: qualityGateMet(key.candidateId, key.serverParallel) ? 'pass' : 'fail',
        };
        return {
            key,
            rates: perPass.map((p) => p.row?.generated_tokens_per_second ?? Number.NaN),
            rss,
            ttft,
            e2e,
            attainment,
            gates,
            verdict: skipped
                ? 'indeterminate'
                : combine(Object.values(gates).filter((g) => g !== null)),
        };
    });
}
function latencyBound(values, confidence) {
    const b = quantileBounds(values, P95, confidence);
    return {
        estimate: b.estimate,
        lower: b.lower,
        upper: b.upper,
        requests: b.n,
        requests_needed: b.requestsNeeded,
    };
}
function attainmentOf(within, requests, confidence) {
    const lower = requests === 0 ? 0 : (0,binomial/* clopperPearson */.m)(within, requests, confidence, 'lower').lower;
    const upper = requests === 0 ? 1 : (0,binomial/* clopperPearson */.m)(within, requests, confidence, 'upper').upper;
    return { within, requests, fraction: requests === 0 ? 0 : within / requests, lower, upper };
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
/**
 * Leader = highest best point. `verdictVsLeader(x)` is the leader-vs-x comparison verdict; points the
 * leader does not beat are tied with it and the tie rule picks among them.
 */
function chooseAcross(bestPoints, verdictVsLeader, tieRule) {
    if (bestPoints.length === 0)
        return { status: 'no_eligible_cell', chosen: null, runnerUp: null, tied: [] };
    const ordered = [...bestPoints].sort((a, b) => (better(a.ranked, b.ranked) ? -1 : 1));
    const leader = ordered[0];
    const tied = [leader, ...ordered.slice(1).filter((x) => verdictVsLeader(leader, x) !== 'better')];
    const chosen = tied.length === 1 ? leader : pickByRule(tied, tieRule);
    const runnerUp = chosen === leader ? (ordered[1] ?? null) : leader;
    let status = tied.length === 1 ? 'decided' : 'not_distinguishable';
    if (chosen.ranked.cell.verdict === 'indeterminate')
        status = 'indeterminate';
    return { status, chosen, runnerUp, tied };
}
function pickByRule(tied, rule) {
    if (rule === 'highest_estimate')
        return tied[0];
    const key = (b) => rule === 'lowest_e2e_p95' ? (b.ranked.cell.e2e.estimate ?? Infinity) : Math.max(...b.ranked.cell.rss);
    return tied.reduce((best, x) => (key(x) < key(best) ? x : best));
}

// EXTERNAL MODULE: ./src/domain/decision/factors.ts
var factors = __webpack_require__(5395);
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
;// CONCATENATED MODULE: ./src/domain/decision/derive-decision.ts
// The study's `decision` object (docs/decision.md): the block model of the generation rate over
// cells × passes, per-cell intervals and gates, paired comparisons with their factor, the noise floor
// and minimum detectable effect, the choice with its probability of being best, and the grid edge.












const DECISION_METHOD = 'split-plot randomized-block model of ln(generation rate) over cells x passes, server runs as whole plots ' +
    '(t intervals with Satterthwaite df); parametric bootstrap for the probability of being best; ' +
    'Clopper-Pearson attainment bounds; distribution-free order-statistic bounds on p95';
const derive_decision_fl = (v) => (v === null ? null : (0,core_json/* float */.fV)(v));
const cellRef = (c) => ({
    server_parallel: c.key.serverParallel,
    client_concurrency: c.key.clientConcurrency,
});
function decisionSeed(material) {
    return (0,hashing/* sha256Hex */.fg)((0,json_writer/* canonicalJson */.dj)({ plan_content_sha256: material.planContentSha256, load_sha256: [...material.loadSha256] }));
}
function deriveDecision(inputs) {
    const { plan, decision } = inputs;
    const confidence = decision.confidence;
    const iz = decision.indifference_zone_percent / 100;
    const cells = decisionCells(plan, inputs.runs, inputs.qualityGateMet, confidence);
    const fitted = (0,rate_model/* fitRateModel */.vs)(cells, (c) => c.rates, (c) => (0,rate_model/* serverRunKey */.cI)(c.key.candidateId, c.key.serverParallel));
    const inModel = fitted.inModel;
    const model = fitted.model ?? emptyModel(plan.passes.length);
    const ranked = cells.map((cell) => {
        const i = inModel.indexOf(cell);
        return { cell, modelIndex: i < 0 ? null : i, estimate: i < 0 ? null : Math.exp(model.cellMeans[i]) };
    });
    const mde = (0,statistics_compare/* minimumDetectableEffect */.nv)(model, confidence);
    // The verdict alone serves the choice and the grid edge; the pairs an unresolved comparison needs
    // (a search over pair counts) are worked out only for the comparisons the study reports.
    const compare = (a, b, at, reported = false) => {
        const c = (0,statistics_compare/* pairedComparison */.rh)(model, a.modelIndex, b.modelIndex, confidence);
        const verdict = (0,statistics_compare/* comparisonVerdict */.LF)(c.ratio, c.ci, iz, mde);
        const unresolved = verdict === 'indeterminate' || verdict === 'no_detectable_difference';
        return {
            a: a.cell.key.candidateId,
            b: b.cell.key.candidateId,
            at,
            aCell: a,
            bCell: b,
            ratio: c.ratio,
            ci: c.ci,
            verdict,
            pairsNeeded: reported && unresolved ? (0,statistics_compare/* pairsNeeded */.V5)(model, c.ratio, confidence, iz) : null,
        };
    };
    const ids = plan.candidates.map((c) => c.id);
    const best = new Map(ids.map((id) => [id, bestPointOf(id, ranked)]));
    const bestPoints = ids
        .map((id) => best.get(id))
        .filter((b) => b !== null && b !== undefined);
    const outcome = decision.choose
        ? chooseAcross(bestPoints, (l, x) => compare(l.ranked, x.ranked, 'selected').verdict, decision.tie_rule)
        : null;
    const comparisons = [];
    for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
            const a = best.get(ids[i]);
            const b = best.get(ids[j]);
            if (a && b)
                comparisons.push(compare(a.ranked, b.ranked, 'selected', true));
            const chosen = outcome?.chosen?.ranked.cell.key;
            if (chosen) {
                const at = (id) => ranked.find((r) => r.cell.key.candidateId === id &&
                    r.cell.key.serverParallel === chosen.serverParallel &&
                    r.cell.key.clientConcurrency === chosen.clientConcurrency);
                const ra = at(ids[i]);
                const rb = at(ids[j]);
                // Skipped when both best points already sit at the chosen P/C (the same comparison twice).
                const same = a?.ranked === ra && b?.ranked === rb;
                if (ra?.modelIndex != null && rb?.modelIndex != null && !same)
                    comparisons.push(compare(ra, rb, `P${chosen.serverParallel}/C${chosen.clientConcurrency}`, true));
            }
        }
    }
    const seed = decisionSeed(inputs.seedMaterial);
    const choice = outcome === null ? null : choiceJson(outcome, model, ranked, inputs, seed, comparisons);
    return {
        schema_version: '1',
        confidence: (0,core_json/* float */.fV)(confidence),
        indifference_zone: (0,core_json/* float */.fV)(iz),
        pairs: decision.pairs,
        passes: plan.passes.length,
        resamples: decision.resamples,
        seed,
        method: DECISION_METHOD,
        noise: noiseJson(model),
        noise_floor: derive_decision_fl((0,rate_model/* runToRunSd */.p1)(model) === null ? null : Math.expm1((0,rate_model/* runToRunSd */.p1)(model))),
        minimum_detectable_effect: derive_decision_fl(mde),
        cells: ranked.map((r) => cellJson(r, model, confidence)),
        comparisons: comparisons.map((c) => comparisonJson(c, inputs, confidence)),
        choice,
        grid_edge: gridEdges(plan, ranked, bestPoints, (a, b) => compare(a, b, 'grid').verdict),
    };
}
/** No cell has a positive rate in every pass (every request failed somewhere): nothing to fit. */
function emptyModel(passes) {
    return {
        cells: 0,
        passes,
        grand: 0,
        cellMeans: [],
        passMeans: [],
        msE: null,
        dfE: 0,
        msPass: 0,
        residualSd: null,
        cellVariance: null,
        cellDf: null,
        runs: null,
    };
}
function noiseJson(model) {
    const runs = model.runs;
    return {
        cells: model.cells,
        server_runs: runs === null ? model.cells : runs.groups,
        df: model.msE === null ? 0 : (0,core_json/* float */.fV)(runs === null ? model.dfE : runs.betweenDf),
        residual_sd_log: derive_decision_fl((0,rate_model/* runToRunSd */.p1)(model)),
        within_run_sd_log: derive_decision_fl(runs === null || runs.msWithin === null ? null : Math.sqrt(runs.msWithin)),
        pass_shift: model.passMeans.map((m) => (0,core_json/* float */.fV)(Math.expm1(m - model.grand))),
        reason: model.cells === 0
            ? 'no cell with a rate in every pass: there is no run-to-run noise to estimate'
            : model.dfE === 0
                ? 'one cell with a rate in every pass: the run-to-run noise cannot be separated from the cells'
                : null,
    };
}
function boundJson(b) {
    return {
        estimate: derive_decision_fl(b.estimate),
        lower: derive_decision_fl(b.lower),
        upper: derive_decision_fl(b.upper),
        requests: b.requests,
        requests_needed: b.requests_needed,
    };
}
function cellJson(r, model, confidence) {
    const c = r.cell;
    const interval = r.modelIndex === null ? null : (0,statistics_compare/* cellInterval */.SQ)(model, r.modelIndex, confidence);
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
            ci: interval?.ci ? [(0,core_json/* float */.fV)(interval.ci[0]), (0,core_json/* float */.fV)(interval.ci[1])] : null,
            df: interval ? derive_decision_fl(interval.df) : null,
        },
        ttft_ms_p95: boundJson(c.ttft),
        e2e_latency_ms_p95: boundJson(c.e2e),
        attainment: { ttft: att(c.attainment.ttft), e2e: att(c.attainment.e2e) },
        gates: { ...c.gates },
        verdict: c.verdict,
    };
}
function comparisonJson(c, inputs, confidence) {
    const facts = inputs.manifest.candidateFacts;
    const f = (0,factors/* factorOf */.Jt)(facts.get(c.a), facts.get(c.b), inputs.manifest.canonicalArgv.get(c.a), inputs.manifest.canonicalArgv.get(c.b));
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
        ci: c.ci === null ? null : [(0,core_json/* float */.fV)(c.ci[0]), (0,core_json/* float */.fV)(c.ci[1])],
        confidence: (0,core_json/* float */.fV)(confidence),
        verdict: c.verdict,
        pairs_needed: c.pairsNeeded,
    };
}
function choiceJson(outcome, model, ranked, inputs, seed, comparisons) {
    const { plan, decision } = inputs;
    const ids = plan.candidates.map((c) => c.id);
    const label = (id) => plan.candidates.find((c) => c.id === id).label;
    const point = (b) => {
        const interval = (0,statistics_compare/* cellInterval */.SQ)(model, b.ranked.modelIndex, decision.confidence);
        return {
            label: label(b.candidateId),
            serverParallel: b.ranked.cell.key.serverParallel,
            clientConcurrency: b.ranked.cell.key.clientConcurrency,
            estimate: interval.estimate,
            ci: interval.ci,
        };
    };
    const chosen = outcome.chosen;
    if (chosen === null)
        return {
            status: outcome.status,
            candidate_id: null,
            cell: null,
            probability_best: null,
            probability_best_cell: null,
            runner_up: null,
            tie_rule: decision.tie_rule,
            tied: [],
            headline: (0,headline/* headline */.Pl)({
                status: outcome.status,
                chosen: null,
                versus: null,
                probabilityBest: null,
                tieRule: decision.tie_rule,
                openGates: [],
            }),
        };
    const groups = ids.map((id) => ranked.filter((r) => r.cell.key.candidateId === id && eligible(r)).map((r) => r.modelIndex));
    const p = probabilityBest(model, groups, decision.resamples, new random/* Rng */.K(seed));
    const probability = p.group[ids.indexOf(chosen.candidateId)];
    const runnerUp = outcome.runnerUp;
    let versus = null;
    if (runnerUp !== null) {
        const c = comparisons.find((x) => x.at === 'selected' &&
            ((x.a === chosen.candidateId && x.b === runnerUp.candidateId) ||
                (x.b === chosen.candidateId && x.a === runnerUp.candidateId)));
        const flip = c.a !== chosen.candidateId;
        versus = {
            runnerUp: point(runnerUp),
            ratio: flip ? 1 / c.ratio : c.ratio,
            ci: c.ci === null ? null : flip ? [1 / c.ci[1], 1 / c.ci[0]] : c.ci,
            verdict: flip ? mirrored(c.verdict) : c.verdict,
        };
    }
    return {
        status: outcome.status,
        candidate_id: chosen.candidateId,
        cell: cellRef(chosen.ranked.cell),
        probability_best: (0,core_json/* float */.fV)(probability),
        probability_best_cell: (0,core_json/* float */.fV)(p.cell[chosen.ranked.modelIndex]),
        runner_up: runnerUp === null ? null : { candidate_id: runnerUp.candidateId, cell: cellRef(runnerUp.ranked.cell) },
        tie_rule: decision.tie_rule,
        tied: outcome.tied.map((t) => t.candidateId),
        headline: (0,headline/* headline */.Pl)({
            status: outcome.status,
            chosen: point(chosen),
            versus,
            probabilityBest: probability,
            tieRule: decision.tie_rule,
            openGates: openGates(chosen.ranked.cell, plan),
        }),
    };
}
function mirrored(v) {
    return v === 'better' ? 'worse' : v === 'worse' ? 'better' : v;
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

// EXTERNAL MODULE: ./src/domain/measurement/rate-search-history.ts
var rate_search_history = __webpack_require__(3455);
;// CONCATENATED MODULE: ./src/domain/study/rate-envelope.ts
// The study's `rate_envelope[]` (docs/open-loop.md, "In the study"), derived from the replayed search
// histories: per (candidate, P) the rate every pass sustained, the bracket, goodput and the spread gate.






const num = (x) => (x === null ? null : (0,core_json/* float */.fV)(x));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
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
        ['completion', sum(at.map((p) => p.misses.incomplete))],
        ['e2e', sum(at.map((p) => p.misses.e2e))],
        ['ttft', sum(at.map((p) => p.misses.ttft))],
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
            const good = sum(atMax.map((q) => q.good));
            const requests = sum(atMax.map((q) => q.requests));
            const bounds = requests > 0 ? (0,binomial/* clopperPearson */.m)(good, requests, o.confidence, 'two-sided') : null;
            const { spread, gate } = spreadGate(los, his, o.max_pass_spread_percent);
            const runnerSeconds = (h) => sum(h.probes.map((q) => q.seconds)) + sum(h.server_start_seconds);
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
                probes: sum(cellHistories.map((h) => h.probes.length)),
                invalid_probes: sum(cellHistories.map(invalid)),
                runner_seconds: (0,core_json/* float */.fV)(sum(cellHistories.map(runnerSeconds))),
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
function deriveOpenLoop(plan, files, file) {
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
    const openLoop = deriveOpenLoop(plan, inputs.rateSearches, 'capacity-plan.json');
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
