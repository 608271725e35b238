export const id = 878;
export const ids = [878];
export const modules = {

/***/ 3853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ writeSha256List),
/* harmony export */   kr: () => (/* binding */ checkSha256List),
/* harmony export */   wv: () => (/* binding */ writeSha256ListSync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8830);
/* harmony import */ var _domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1019);
/* harmony import */ var _bundle_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1427);
// Writing and checking a directory's SHA-256 list on disk: every writer and checker of SHA256SUMS,
// artifact.sha256 and prepare.sha256 goes through here, so the format and the problem texts agree.
// Lists are written whole or not at all (temporary file, fsync, rename).






/** Hashes `files` (relative to `dir`) and writes their list to `dir/listFile`; returns `files`. */
async function writeSha256List(dir, files, listFile) {
    const entries = await Promise.all(files.map(async (path) => ({ path, sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) })));
    await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, listFile), (0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSha256Sums */ .iX)(entries), listFile);
    return [...files];
}
/** writeSha256List for a process that must exit now (a second signal). */
function writeSha256ListSync(dir, files, listFile) {
    const entries = files.map((path) => ({ path, sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) }));
    (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomicSync */ .Q3)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, listFile), (0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSha256Sums */ .iX)(entries), listFile);
    return [...files];
}
/**
 * Checks `dir/listFile` against every file of `dir` (read safely: no symlinks, bounded size).
 * Throws InputError when the list itself is unreadable or malformed; otherwise returns how many
 * files it lists and the problems found (empty = every file listed, present and matching).
 */
async function checkSha256List(dir, listFile) {
    const listed = (0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSha256Sums */ .Lm)(await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextFile */ .Gu)((0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .bundlePath */ .EU)(dir, listFile), listFile), listFile);
    const problems = await (0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256ListProblems */ .a1)(listFile, listed, await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .listBundleFiles */ ._C)(dir), async (f) => (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readInputFile */ .jH)((0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_5__/* .bundlePath */ .EU)(dir, f), f)));
    return { listed: listed.size, problems };
}


/***/ }),

/***/ 7887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ completeStatus),
/* harmony export */   R3: () => (/* binding */ writeWorkflowJson),
/* harmony export */   bs: () => (/* binding */ incompleteStatus)
/* harmony export */ });
/* harmony import */ var _core_json_writer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(468);

/**
 * status.json of a complete bundle; the reason names Arm64 when the study's runner is one. `shared`
 * lists the cells measured while another study ran on the same machine (their server evidence says
 * so): the status then says the numbers include that load.
 */
function completeStatus(study, shared = []) {
    const selections = study.selections;
    const runner = study.provenance.runner;
    const architecture = runner.architecture;
    const arm = architecture === undefined || /^(arm64|aarch64)$/i.test(architecture);
    return {
        canonical_outputs_modified: false,
        classification: 'supplementary-capacity',
        eligible_cell_counts: Object.fromEntries(selections.map((s) => [s.candidate_id, s.eligible_cell_count])),
        measurement_valid: true,
        reason: `counterbalanced ${arm ? 'Arm64 ' : ''}capacity evidence assembled and recomputed; eligibility and performance-gate outcomes are reported per cell${shared.length ? `; ${shared.length} cell(s) were measured while another study shared this machine, so their numbers include its load (shared_machine)` : ''}`,
        schema_version: '1.0',
        selected_operating_points: Object.fromEntries(selections.map((s) => {
            const cell = s.selected_cell;
            return [
                s.candidate_id,
                cell
                    ? { client_concurrency: cell.client_concurrency, server_parallel: cell.server_parallel }
                    : null,
            ];
        })),
        ...(shared.length ? { shared_machine: [...shared] } : {}),
        status: 'complete',
    };
}
function incompleteStatus(args) {
    const out = {
        canonical_outputs_modified: false,
        classification: 'incomplete',
        failed_stage: args.failedStage,
        measurement_valid: false,
        reason: args.reason,
        schema_version: '1.0',
        status: 'incomplete',
    };
    if (args.failedCells?.length)
        out.failed_cells = [...args.failedCells];
    if (args.missingCells?.length)
        out.missing_cells = [...args.missingCells];
    if (args.sharedMachine?.length)
        out.shared_machine = [...args.sharedMachine];
    return out;
}
/** Workflow-written JSON uses ASCII escaping (§0.4 exceptions). */
function writeWorkflowJson(value) {
    return (0,_core_json_writer_js__WEBPACK_IMPORTED_MODULE_0__/* .writeJson */ .GF)(value, { asciiOnly: true });
}


/***/ }),

/***/ 51:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ countKleidiaiMarkers),
/* harmony export */   R: () => (/* binding */ extractSystemInfo)
/* harmony export */ });
// Evidence read from llama-server's raw log bytes (spec §7) and its startup banner.
const KLEIDIAI_MARKER = new TextEncoder().encode('CPU_KLEIDIAI model buffer');
/** Non-overlapping, case-sensitive occurrences of `CPU_KLEIDIAI model buffer` in raw bytes. */
function countKleidiaiMarkers(bytes) {
    const marker = KLEIDIAI_MARKER;
    const last = bytes.length - marker.length;
    let count = 0;
    let i = 0;
    while (i <= last) {
        let j = 0;
        while (j < marker.length && bytes[i + j] === marker[j]) {
            j += 1;
        }
        if (j === marker.length) {
            count += 1;
            i += marker.length;
        }
        else {
            i += 1;
        }
    }
    return count;
}
const SYSTEM_INFO_LINE = /(?:^|[^A-Za-z0-9_])system_info:[ \t]*([^\r\n]*)/m;
/**
 * The text after `system_info:` on llama-server's first such line (e.g.
 * `n_threads = 4 (n_threads_batch = 4) / 4 | CPU : NEON = 1 | ... | KLEIDIAI = 1 |`), trimmed;
 * null when the log has none.
 */
function extractSystemInfo(text) {
    const match = SYSTEM_INFO_LINE.exec(text);
    if (!match) {
        return null;
    }
    return match[1].trim();
}


/***/ }),

/***/ 9345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qt: () => (/* binding */ peakRssMib),
/* harmony export */   sA: () => (/* binding */ parseTimedCommandStatus),
/* harmony export */   xQ: () => (/* binding */ parsePeakRssKib)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
// Readers for the report written by GNU `time -v -o <file>` around a server (spec §6).

const PEAK_RSS_LINE = /^\s*Maximum resident set size \(kbytes\):\s*([0-9]+)\s*$/gm;
/** Peak RSS in KiB: exactly one matching line with a value > 0 (spec §6). */
function parsePeakRssKib(text, fileLabel) {
    const matches = [...text.matchAll(PEAK_RSS_LINE)];
    if (matches.length !== 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TimeReportError */ .Oe('GNU time output must contain exactly one maximum RSS value ' +
            `(found ${matches.length} "Maximum resident set size (kbytes):" lines)`, fileLabel);
    }
    const digits = matches[0][1];
    const kib = Number(digits);
    if (!Number.isSafeInteger(kib) || kib <= 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TimeReportError */ .Oe(`maximum resident set size must be an integer > 0, got ${digits}`, fileLabel);
    }
    return kib;
}
/** GNU time's "kbytes" are KiB; float division as in spec §6. */
function peakRssMib(kib) {
    return kib / 1024;
}
const SIGNAL_LINE = /^Command terminated by signal ([0-9]+)\s*$/m;
const NONZERO_LINE = /^Command exited with non-zero status ([0-9]+)\s*$/m;
// `-v` always ends with this line; without it the report is incomplete (time itself was killed).
const EXIT_STATUS_LINE = /^\s*Exit status:\s*[0-9]+\s*$/m;
/**
 * The timed command's own exit, read from the report rather than from time's exit code, because
 * time maps "killed by signal N" to exit code 128+N, which a real exit code could also be.
 * Returns null when the report is missing its final `Exit status:` line.
 */
function parseTimedCommandStatus(text) {
    if (!EXIT_STATUS_LINE.test(text)) {
        return null;
    }
    const signal = SIGNAL_LINE.exec(text);
    if (signal) {
        return { exitCode: null, signalNumber: Number(signal[1]) };
    }
    const nonZero = NONZERO_LINE.exec(text);
    return { exitCode: nonZero ? Number(nonZero[1]) : 0, signalNumber: null };
}


/***/ }),

/***/ 676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eg: () => (/* binding */ JSON_INPUT_BOUNDS),
/* harmony export */   mZ: () => (/* binding */ assembleStudy)
/* harmony export */ });
/* unused harmony export loadEvaluationBound */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _core_json_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2612);
/* harmony import */ var _plan_load_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8410);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8070);
/* harmony import */ var _plan_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3857);
/* harmony import */ var _measurement_server_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51);
/* harmony import */ var _core_schema_validation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9412);
/* harmony import */ var _measurement_time_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9345);
/* harmony import */ var _core_json_input_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7199);
/* harmony import */ var _derive_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9575);
// Assembly (spec §9): read every input file strictly, then derive the study (derive.ts) from them.











function checkLabelSet(kind, given, expected) {
    const keys = [...given.keys()];
    const missing = expected.filter((l) => !given.has(l)).sort();
    const unknown = keys.filter((l) => !expected.includes(l)).sort();
    if (missing.length || unknown.length) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${kind} inputs do not match the plan's labels (missing: ${missing.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'})`);
    }
}
function checkDistinctFiles(inputs) {
    const all = [
        inputs.plan,
        inputs.loadPlan,
        inputs.manifest,
        ...inputs.loads.values(),
        ...inputs.rss.values(),
        ...inputs.serverLogs.values(),
        ...inputs.quality.values(),
        ...(inputs.rateSearches?.values() ?? []),
    ];
    const seen = new Map();
    for (const f of all) {
        const key = f.path.toLowerCase();
        const prior = seen.get(key);
        if (prior !== undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`the same file is given twice (${prior} and ${f.path})`);
        seen.set(key, f.path);
    }
}
function readRss(input) {
    let text;
    try {
        text = (0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8Strict */ .h0)(input.bytes);
    }
    catch {
        return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('GNU time report is not valid UTF-8', input.path);
    }
    let kib;
    try {
        kib = (0,_measurement_time_report_js__WEBPACK_IMPORTED_MODULE_7__/* .parsePeakRssKib */ .xQ)(text, input.path);
    }
    catch (e) {
        return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(e.message.replace(`${input.path}: `, ''), input.path);
    }
    return { mib: (0,_measurement_time_report_js__WEBPACK_IMPORTED_MODULE_7__/* .peakRssMib */ .qt)(kib), sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(input.bytes), path: input.path };
}
const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * Parsing JSON takes 10-20 times its size in memory, and assembly holds every parsed input at once,
 * so each JSON input is bounded before it is parsed (artifact sizes bound bytes on disk, not this):
 * plan, load plan and manifest are small documents; a load evaluation holds one sample per request
 * of its cell (about 0.5 KiB, at most 4 KiB with a 512-character error escaped); a quality file
 * holds at most 100 cases with their prompts and answers. All JSON inputs together stay within
 * MAX_JSON_INPUT_BYTES, which keeps the parsed study well inside a 7 GB runner.
 */
const JSON_INPUT_BOUNDS = {
    document: 4 * MiB,
    quality: 16 * MiB,
    loadEvaluation: 32 * MiB,
    total: 128 * MiB,
};
/** The largest load-evaluation.json a cell of this load plan can legitimately write. */
function loadEvaluationBound(loadPlan, bounds = JSON_INPUT_BOUNDS) {
    const prompts = loadPlan.prompts.reduce((sum, p) => sum + 6 * p.length + 256, 0);
    const perLevel = 4 * KiB + (loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level) * 4 * KiB;
    return Math.min(bounds.loadEvaluation, 64 * KiB + prompts + loadPlan.concurrency_levels.length * perLevel);
}
/** Refuses a JSON input above `limit` bytes, or one that would take the total above its bound. */
function checkJsonSize(file, limit, what, budget) {
    if (file.bytes.length > limit)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`is ${file.bytes.length} bytes; a ${what} is at most ${limit} bytes under this plan`, file.path);
    budget.used += file.bytes.length;
    if (budget.used > budget.total)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`the study's JSON inputs exceed ${budget.total} bytes together (reached at this file)`, file.path);
}
/** Assembles `capacity-study.json` from artifact files (§9). Throws InputError on any violation. */
function assembleStudy(inputs, bounds = JSON_INPUT_BOUNDS) {
    checkDistinctFiles(inputs);
    const budget = { used: 0, total: bounds.total };
    for (const [file, what] of [
        [inputs.plan, 'capacity plan'],
        [inputs.loadPlan, 'load plan'],
        [inputs.manifest, 'manifest'],
    ])
        checkJsonSize(file, bounds.document, what, budget);
    const planFile = (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(inputs.plan);
    (0,_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_6__/* .validateDocument */ .m)('capacity-plan', planFile.value, inputs.plan.path);
    const plan = (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCapacityPlan */ .bO)(planFile.value, inputs.plan.path);
    const loadPlanFile = (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(inputs.loadPlan);
    (0,_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_6__/* .validateDocument */ .m)('load-plan', loadPlanFile.value, inputs.loadPlan.path);
    const loadPlan = (0,_plan_load_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLoadPlan */ .l9)(loadPlanFile.value, inputs.loadPlan.path);
    const runLabels = (0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .performanceRuns */ .HO)(plan).map((r) => r.label);
    checkLabelSet('load', inputs.loads, runLabels);
    checkLabelSet('rss', inputs.rss, runLabels);
    checkLabelSet('server-log', inputs.serverLogs, runLabels);
    checkLabelSet('quality', inputs.quality, (0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .qualityRuns */ .OE)(plan).map((q) => q.label));
    const loadBound = loadEvaluationBound(loadPlan, bounds);
    for (const label of runLabels)
        checkJsonSize(inputs.loads.get(label), loadBound, 'load evaluation', budget);
    for (const file of inputs.quality.values())
        checkJsonSize(file, bounds.quality, 'quality evaluation', budget);
    const manifestFile = (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(inputs.manifest);
    const runs = new Map();
    for (const label of runLabels) {
        const log = inputs.serverLogs.get(label);
        runs.set(label, {
            load: (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(inputs.loads.get(label)),
            rss: readRss(inputs.rss.get(label)),
            log: { markers: (0,_measurement_server_log_js__WEBPACK_IMPORTED_MODULE_5__/* .countKleidiaiMarkers */ .$)(log.bytes), sha256: (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(log.bytes), path: log.path },
        });
    }
    const quality = new Map([...inputs.quality].map(([label, f]) => [label, (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(f)]));
    const searches = inputs.rateSearches ?? new Map();
    if (plan.open_loop !== undefined)
        checkLabelSet('rate-search', searches, runLabels);
    for (const file of searches.values())
        checkJsonSize(file, bounds.document, 'rate search history', budget);
    const rateSearches = new Map([...searches].map(([label, f]) => [label, (0,_core_json_input_js__WEBPACK_IMPORTED_MODULE_8__/* .parseJsonInput */ .o)(f)]));
    return (0,_derive_js__WEBPACK_IMPORTED_MODULE_9__/* .deriveStudy */ .h)({
        plan: { plan, sha256: planFile.sha256 },
        loadPlan: { plan: loadPlan, sha256: loadPlanFile.sha256, path: inputs.loadPlan.path },
        manifest: manifestFile,
        runs,
        quality,
        rateSearches,
    });
}


/***/ })

};
