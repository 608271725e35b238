export const id = 344;
export const ids = [344,878];
export const modules = {

/***/ 6149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ observeCells),
/* harmony export */   t: () => (/* binding */ readSharedMachine)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_file_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7328);
/* harmony import */ var _domain_bundle_artifact_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2754);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4256);
/* harmony import */ var _domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1326);
// What each cell directory of a bundle holds, read for the resume rule (domain/bundle/study-progress.ts):
// every file's SHA-256, the artifact.sha256 written when the cell ended, and its server evidence.






/** Stands for a directory entry that is not a regular file: it matches no digest. */
const NOT_A_FILE = 'not a regular file';
async function textOrNull(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => null);
}
/** One observation per cell that has a directory, keyed by cellName. */
async function observeCells(bundleDir, cells) {
    const out = new Map();
    for (const cell of cells) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(bundleDir, (0,_domain_bundle_artifact_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .cellDirectory */ .M7)(cell.kind, cell.label));
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => null);
        if (entries === null)
            continue;
        const digests = new Map();
        for (const e of entries) {
            if (e.name === _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .CELL_SUMS_FILE */ .hu)
                continue;
            digests.set(e.name, e.isFile() ? await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_2__/* .fileSha256 */ .s)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name)) : NOT_A_FILE);
        }
        out.set((0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .cellName */ .I4)(cell), {
            digests,
            sums: entries.some((e) => e.name === _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .CELL_SUMS_FILE */ .hu && e.isFile())
                ? await textOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .CELL_SUMS_FILE */ .hu))
                : null,
            evidence: await textOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_FILES */ .Sv.evidence)),
        });
    }
    return out;
}
/** The bundle's cells measured while another study ran on the machine (status.json's `shared_machine`). */
async function readSharedMachine(bundleDir, plan) {
    const evidence = await Promise.all((0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .studyCells */ .xr)(plan).map(async (cell) => ({
        cell,
        text: await textOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(bundleDir, (0,_domain_bundle_artifact_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .cellDirectory */ .M7)(cell.kind, cell.label), _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_FILES */ .Sv.evidence)),
    })));
    return (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .sharedMachineCells */ .Sb)(evidence);
}


/***/ }),

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

/***/ 2403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ readBundlePlan),
/* harmony export */   g: () => (/* binding */ discoverBundle)
/* harmony export */ });
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7199);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
/* harmony import */ var _domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8070);
/* harmony import */ var _domain_plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3857);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4256);
/* harmony import */ var _bundle_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1427);






async function input(root, rel) {
    return { path: rel, bytes: await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readInputFile */ .jH)((0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_4__/* .bundlePath */ .EU)(root, rel), rel) };
}
async function readPlanInput(root) {
    const file = await input(root, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .PLAN_FILE */ .VI);
    return { file, plan: (0,_domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCapacityPlan */ .bO)((0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonInput */ .o)(file).value, file.path) };
}
async function readBundlePlan(root) {
    return (await readPlanInput(root)).plan;
}
/** Discovers the assembly inputs of a bundle; unknown run/quality folders are errors. */
async function discoverBundle(root) {
    const { file: planFile, plan } = await readPlanInput(root);
    const runs = (0,_domain_plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__/* .performanceRuns */ .HO)(plan);
    const quality = (0,_domain_plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__/* .qualityRuns */ .OE)(plan);
    const files = await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_4__/* .listBundleFiles */ ._C)(root);
    const knownRuns = new Set(runs.map((r) => r.label));
    const knownQuality = new Set(quality.map((q) => q.label));
    const unknown = new Set();
    for (const f of files) {
        const m = /^runs\/([^/]+\/[^/]+\/[^/]+)\//.exec(f) ?? /^runs\/(.*)$/.exec(f);
        if (f.startsWith('runs/') && (!m || !knownRuns.has(m[1])))
            unknown.add(f.split('/').slice(0, 4).join('/'));
        const q = /^quality\/([^/]+\/[^/]+)\//.exec(f) ?? /^quality\/(.*)$/.exec(f);
        if (f.startsWith('quality/') && (!q || !knownQuality.has(q[1])))
            unknown.add(f.split('/').slice(0, 3).join('/'));
    }
    if (unknown.size) {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`bundle contains folders for labels the plan does not declare: ${[...unknown].sort().join(', ')}`);
    }
    const map = async (labels, path) => new Map(await Promise.all(labels.map(async (l) => [l, await input(root, path(l))])));
    const runLabels = runs.map((r) => r.label);
    return {
        plan,
        inputs: {
            plan: planFile,
            loadPlan: await input(root, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLE_FILES */ .HJ.loadPlan),
            manifest: await input(root, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLE_FILES */ .HJ.manifest),
            loads: await map(runLabels, (l) => (0,_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .runFile */ .y6)(l, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .LOAD_FILE */ .uS)),
            rss: await map(runLabels, (l) => (0,_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .runFile */ .y6)(l, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .SERVER_FILES */ .Sv.time)),
            serverLogs: await map(runLabels, (l) => (0,_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .runFile */ .y6)(l, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .SERVER_FILES */ .Sv.stderr)),
            quality: await map(quality.map((q) => q.label), (l) => (0,_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .qualityFile */ .c1)(l, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .QUALITY_FILES */ .mN.evidence)),
            ...(plan.open_loop === undefined
                ? {}
                : { rateSearches: await map(runLabels, (l) => (0,_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .runFile */ .y6)(l, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .RATE_SEARCH_FILE */ .Hg)) }),
        },
    };
}


/***/ }),

/***/ 2754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M7: () => (/* binding */ cellDirectory),
/* harmony export */   nv: () => (/* binding */ REQUIRED_CELL_FILES),
/* harmony export */   wt: () => (/* binding */ CELL_KIND_FILES)
/* harmony export */ });
/* unused harmony exports CELL_FILES, PREPARE_ROOT_FILES, REQUIRED_PREPARE_FILES, prepareEntryProblem, cellEntryProblem, BYTES_PER_TOKEN, BYTES_PER_REQUEST, FIXED_CELL_BYTES, PREPARE_BOUND_BYTES, MAX_CELL_BYTES, STUDY_BOUND_BYTES, PREPARE_BOUND, maxSearchRequests, cellBound */
/* harmony import */ var _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4256);


/** Every file a configuration may leave in its cell directory, in upload order. */
const CELL_FILES = [
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.command,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.stdout,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.stderr,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.time,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.evidence,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .LOAD_FILE */ .uS,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_SEARCH_FILE */ .Hg,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .QUALITY_FILES */ .mN.raw,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .QUALITY_FILES */ .mN.evidence,
];
/** Files of each cell kind (a run cell never carries quality files and the reverse). */
const CELL_KIND_FILES = {
    run: CELL_FILES.filter((f) => !f.startsWith('quality-')),
    quality: CELL_FILES.filter((f) => f !== _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .LOAD_FILE */ .uS && f !== _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_SEARCH_FILE */ .Hg),
};
/** Files assembly reads from each cell: a cell without all of them is missing. */
const REQUIRED_CELL_FILES = {
    run: [_bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .LOAD_FILE */ .uS, _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.time, _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_FILES */ .Sv.stderr],
    quality: [_bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .QUALITY_FILES */ .mN.evidence],
};
/** The bundle directory of a cell, e.g. `runs/forward/q8-generic/p2`. */
function cellDirectory(kind, label) {
    return `${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .CELL_ROOTS */ .t9[kind]}/${label}`;
}
/** Top-level files the prepare step writes; the plan is what every later check is derived from. */
const PREPARE_ROOT_FILES = [
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.plan,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.runSpec,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.evaluationSuite,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.loadPlan,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.manifest,
    _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.authoredPlan,
];
/** Top-level files assembly reads from the prepare artifact (not the run spec, nor an authored plan). */
const REQUIRED_PREPARE_FILES = PREPARE_ROOT_FILES.filter((f) => f !== _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.runSpec && f !== _bundle_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_FILES */ .HJ.authoredPlan);
/**
 * Why `rel` (a safe relative path) may not come from the prepare artifact, or undefined when it
 * may: a top-level input, `canonical/<file>` or `build/<variant>/<file>` — never a cell directory
 * or a file the assemble job itself writes.
 */
function prepareEntryProblem(rel) {
    const segments = rel.split('/');
    if (segments.length === 1 && PREPARE_ROOT_FILES.includes(rel))
        return undefined;
    if (segments.length === 2 && segments[0] === 'canonical')
        return undefined;
    if (segments.length === 3 && segments[0] === 'build')
        return undefined;
    return `is not a file the prepare step writes (${PREPARE_ROOT_FILES.join(', ')}, canonical/<file>, build/<variant>/<file>)`;
}
/** Why `name` (relative to the cell directory) may not come from a `kind` cell artifact. */
function cellEntryProblem(kind, name) {
    if (CELL_KIND_FILES[kind].includes(name))
        return undefined;
    return `is not a file a ${kind} configuration writes (${CELL_KIND_FILES[kind].join(', ')})`;
}
const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * Bytes one generated token may cost across a cell's files. Measured with the tiny example study
 * on the real llama-server at `-lv 4`: a run cell of 20 requests × 64 tokens is about 100 KB in
 * all, its server log about 80 KB (≈ 60 B per token). 2 KiB per token leaves a thirtyfold margin.
 */
const BYTES_PER_TOKEN = 2 * KiB;
/** Per request: one load-evaluation sample (≈ 350 B) and the request's log lines, with margin. */
const BYTES_PER_REQUEST = 16 * KiB;
/** Per cell, whatever the load: server start-up log, `time -v` report, command and evidence JSON. */
const FIXED_CELL_BYTES = 16 * MiB;
/** Prepare artifact: plan files, pins and build logs (a clean llama-server build logs < 1 MiB). */
const PREPARE_BOUND_BYTES = 64 * MiB;
/** No single cell is accepted above this, whatever its plan says. */
const MAX_CELL_BYTES = 256 * MiB;
/**
 * All artifacts of a study together. Assembly holds every input in memory once (plus parsed JSON),
 * so 1 GiB of input stays well inside the 7 GB of a standard GitHub runner.
 */
const STUDY_BOUND_BYTES = 1024 * MiB;
/** Token budget of one quality answer (the quality client asks for at most 32 tokens), with margin. */
const QUALITY_ANSWER_TOKENS = 256;
/** Zip framing per entry (local + central header, name twice) and deflate's worst-case growth. */
function archiveBound(extracted, entries) {
    return extracted + Math.ceil(extracted / 64) + entries * 1024 + 64 * KiB;
}
function bound(extracted, entries) {
    const capped = Math.min(extracted, MAX_CELL_BYTES);
    return { maxExtractedBytes: capped, maxArchiveBytes: archiveBound(capped, entries), maxEntries: entries };
}
const PREPARE_BOUND = bound(PREPARE_BOUND_BYTES, 1000);
/**
 * The most requests a run cell's rate search can send: every rate of the doubling (or halving)
 * between the bounds, one more, and every bisection step, each at most `replicates` probes.
 */
function maxSearchRequests(o) {
    const rates = Math.ceil(Math.log2(o.max_rate_rps / o.min_rate_rps)) + 2 + bisectionSteps(o.tolerance);
    return rates * o.replicates * o.requests_per_probe;
}
/**
 * The largest legitimate artifact of a cell under this plan: requests × output tokens × a
 * generous bytes-per-token, plus per-request and fixed log allowances (capped at MAX_CELL_BYTES).
 * A run cell of an open_loop plan also holds its rate search's requests.
 */
function cellBound(kind, loadPlan, suite, openLoop) {
    const entries = CELL_KIND_FILES[kind].length + 1;
    if (kind === 'run') {
        const requests = loadPlan.concurrency_levels.length *
            (loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level) +
            (openLoop === undefined ? 0 : maxSearchRequests(openLoop));
        const promptBytes = Math.max(0, ...loadPlan.prompts.map((p) => p.length * 4));
        const perRequest = BYTES_PER_REQUEST + promptBytes + loadPlan.output_tokens * BYTES_PER_TOKEN;
        return bound(FIXED_CELL_BYTES + requests * perRequest, entries);
    }
    const perf = suite.performance;
    const caseBytes = suite.quality_cases.reduce((sum, c) => sum + BYTES_PER_REQUEST + c.prompt.length * 4 + QUALITY_ANSWER_TOKENS * BYTES_PER_TOKEN, 0);
    const perfBytes = (perf.warmups + perf.repetitions) *
        (BYTES_PER_REQUEST + perf.prompt.length * 4 + perf.generation_tokens * BYTES_PER_TOKEN);
    return bound(FIXED_CELL_BYTES + caseBytes + perfBytes, entries);
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

/***/ 1326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ cellName),
/* harmony export */   Sb: () => (/* binding */ sharedMachineCells),
/* harmony export */   Z4: () => (/* binding */ studyProgress),
/* harmony export */   o3: () => (/* binding */ missingCells),
/* harmony export */   xr: () => (/* binding */ studyCells)
/* harmony export */ });
/* unused harmony exports requiredCellFiles, cellState */
/* harmony import */ var _plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3857);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2612);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8050);
/* harmony import */ var _artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2754);
/* harmony import */ var _bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4256);
/* harmony import */ var _sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1019);







/** `run forward/tiny-f16/p1` or `quality tiny-f16/p1`: how messages and status.json name a cell. */
function cellName(cell) {
    return `${cell.kind} ${cell.label}`;
}
/** Every cell of the plan in schedule order: the performance runs, then the quality cells. */
function studyCells(plan) {
    return [
        ...(0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__/* .performanceRuns */ .HO)(plan).map((r) => ({ kind: 'run', label: r.label })),
        ...(0,_plan_schedule_js__WEBPACK_IMPORTED_MODULE_5__/* .qualityRuns */ .OE)(plan).map((q) => ({ kind: 'quality', label: q.label })),
    ];
}
/** The files a finished cell of this kind must hold (a run cell of an open-loop plan: its search too). */
function requiredCellFiles(plan, kind) {
    const base = _artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUIRED_CELL_FILES */ .nv[kind];
    return kind === 'run' && plan.open_loop !== undefined ? [...base, _bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .RATE_SEARCH_FILE */ .Hg] : base;
}
function evidenceStatus(text) {
    const value = text === null ? undefined : (0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFast */ .Q7)(text);
    return (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .OW)(value) && typeof value.status === 'string' ? value.status : undefined;
}
/**
 * status.json's `shared_machine` lines: each cell whose server evidence records other studies that
 * ran on the machine while it was measured (`machine_shared_with`), with those studies.
 */
function sharedMachineCells(evidence) {
    const out = [];
    for (const { cell, text } of evidence) {
        const value = text === null ? undefined : (0,_core_json_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFast */ .Q7)(text);
        const others = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .OW)(value) && Array.isArray(value.machine_shared_with) ? value.machine_shared_with : [];
        const names = others.filter((o) => typeof o === 'string');
        if (names.length)
            out.push(`${cellName(cell)} measured while ${names.join('; ')} also ran`);
    }
    return out;
}
/** The state of one cell from what its directory holds (undefined: no directory). */
function cellState(plan, cell, observed) {
    if (observed === undefined)
        return { state: 'unfinished', why: 'not measured yet' };
    if (observed.sums === null)
        return { state: 'unfinished', why: `no ${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_SUMS_FILE */ .hu} (cut off before it ended)` };
    const where = `${(0,_artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .cellDirectory */ .M7)(cell.kind, cell.label)}/${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_SUMS_FILE */ .hu}`;
    let listed;
    try {
        listed = (0,_sha256_sums_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSha256Sums */ .Lm)(observed.sums, where);
    }
    catch (e) {
        if (!(e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
            throw e;
        return { state: 'altered', problems: [e.message] };
    }
    const problems = [];
    for (const [file, sha] of listed) {
        const got = observed.digests.get(file);
        if (got === undefined)
            problems.push(`${file} is listed in ${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_SUMS_FILE */ .hu} but missing`);
        else if (got !== sha)
            problems.push(`${file} has sha256 ${got}, ${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_SUMS_FILE */ .hu} recorded ${sha}`);
    }
    for (const file of observed.digests.keys())
        if (!listed.has(file))
            problems.push(`${file} appeared after the cell ended (not in ${_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .CELL_SUMS_FILE */ .hu})`);
    if (problems.length)
        return { state: 'altered', problems };
    // A list that checks out but records a failed (or foreign) cell: measured again.
    const status = evidenceStatus(listed.has(_bundle_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .SERVER_FILES */ .Sv.evidence) ? observed.evidence : null);
    if (status !== 'complete')
        return { state: 'unfinished', why: `its server evidence says ${status ?? 'nothing'}` };
    const absent = requiredCellFiles(plan, cell.kind).filter((f) => !listed.has(f));
    if (absent.length)
        return { state: 'unfinished', why: `it lacks ${absent.join(', ')}` };
    const unknown = [...listed.keys()].filter((f) => !_artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .CELL_KIND_FILES */ .wt[cell.kind].includes(f));
    if (unknown.length)
        return {
            state: 'altered',
            problems: unknown.map((f) => `${f} is not a file a ${cell.kind} cell writes`),
        };
    return { state: 'finished' };
}
/**
 * Every cell of the plan sorted into finished, unfinished and altered. `observations` is keyed by
 * cellName; a cell without an entry has no directory yet.
 */
function studyProgress(plan, observations) {
    const out = { finished: [], unfinished: [], altered: [] };
    for (const cell of studyCells(plan)) {
        const s = cellState(plan, cell, observations.get(cellName(cell)));
        if (s.state === 'finished')
            out.finished.push(cell);
        else if (s.state === 'unfinished')
            out.unfinished.push(cell);
        else
            out.altered.push({ cell, problems: s.problems });
    }
    return out;
}
/** The cells that have not all the files assembly reads (status.json's `missing_cells`), in plan order. */
function missingCells(plan, present) {
    return studyCells(plan)
        .filter((cell) => _artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUIRED_CELL_FILES */ .nv[cell.kind].some((f) => !present.has(`${(0,_artifact_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .cellDirectory */ .M7)(cell.kind, cell.label)}/${f}`)))
        .map(cellName);
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
