export const id = 6;
export const ids = [6];
export const modules = {

/***/ 7470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ DEFAULT_TIME_BINARY),
/* harmony export */   k: () => (/* binding */ assertGnuTime)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_child_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
// GNU time is required: only its `-v -o <file>` report carries the peak RSS the study records.



const DEFAULT_TIME_BINARY = '/usr/bin/time';
const verified = new Set();
/** Throws GnuTimeUnavailableError unless `<timeBinary> --version` identifies GNU time. */
async function assertGnuTime(timeBinary = DEFAULT_TIME_BINARY) {
    if (verified.has(timeBinary)) {
        return;
    }
    const output = await new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(timeBinary, ['--version'], { timeout: 10_000, encoding: 'utf8', env: (0,_process_child_env_js__WEBPACK_IMPORTED_MODULE_1__/* .childEnv */ .gf)() }, (error, stdout, stderr) => {
            const code = error?.code;
            if (code === 'ENOENT' || code === 'EACCES') {
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GnuTimeUnavailableError */ .se(`GNU time not found at ${timeBinary} (${code}); install it (Debian/Ubuntu package "time") ` +
                    'because its -v report is the source of the server peak RSS'));
                return;
            }
            // A non-zero exit is judged by the output below (BSD time rejects --version).
            resolve(`${stdout}\n${stderr}`);
        });
    });
    if (!/\bGNU\b/.test(output)) {
        const firstLine = output.trim().split('\n')[0] ?? '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GnuTimeUnavailableError */ .se(`${timeBinary} is not GNU time: "--version" printed ${JSON.stringify(firstLine.slice(0, 200))}, ` +
            'expected it to mention GNU (the -v report format is GNU-specific)');
    }
    verified.add(timeBinary);
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ toAuthoredError)
/* harmony export */ });
/* unused harmony export authoredPointer */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
/* harmony import */ var _authored_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7969);
// Problems of the documents derived from an authored plan, reported against the authored file: each
// JSON pointer of a derived run spec, capacity plan, load plan or suite mapped to the authored field
// it came from (docs/plans.md, "How derivation works").



const token = (t) => `/${(0,_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(t)}`;
const unescape = (t) => t.replace(/~1/g, '/').replace(/~0/g, '~');
/** Derived capacity-plan members → authored members (a prefix match; the rest of the pointer is kept). */
const PLAN_MEMBERS = [
    ['/server_parallel_levels', '/grid/server_parallel'],
    ['/client_concurrency_levels', '/grid/client_concurrency'],
    ['/passes', '/grid/candidate_order'],
    ['/quality_gate/minimum_score', '/gates/quality_floor'],
    ['/quality_gate/minimum_retention_vs_reference', '/gates/quality_retention'],
    ['/quality_gate/reference_candidate_id', '/gates/reference'],
    ['/quality_gate', '/gates'],
    ['/capacity_gate/max_server_peak_rss_mib', '/gates/max_server_peak_rss_mib'],
    ['/capacity_gate/max_throughput_relative_spread_percent', '/gates/max_throughput_relative_spread_percent'],
    ['/capacity_gate/max_e2e_relative_spread_percent', '/gates/max_e2e_relative_spread_percent'],
    ['/capacity_gate', '/gates'],
    ['/load_slo', '/slo'],
    ['/selection', '/selection'],
    ['/receipt/title', '/title'],
    ['/receipt', '/receipt'],
    ['/decision', '/decision'],
    ['/open_loop', '/open_loop'],
    ['/early_stop', '/early_stop'],
    ['/scope', '/scope'],
    ['/per_slot_context_tokens', '/per_slot_context_tokens'],
];
const LOAD_MEMBERS = [
    ['/concurrency_levels', '/grid/client_concurrency'],
    ['/slo', '/slo'],
    ['/schema_version', '/load'],
    ['', '/load'],
];
const SUITE_MEMBERS = [
    ['/quality_cases', '/quality/cases'],
    ['/schema_version', '/quality'],
    ['', '/quality'],
];
function byPrefix(pointer, members) {
    for (const [from, to] of members)
        if (pointer === from || pointer.startsWith(`${from}/`) || (from === '' && pointer !== ''))
            return to + pointer.slice(from.length);
    return undefined;
}
/** The authored pointer a derived document's pointer stands for ('' when it has no authored source). */
function authoredPointer(kind, pointer, mapping) {
    const parts = pointer.split('/').slice(1).map(unescape);
    if (kind === 'runSpec') {
        if (parts[0] === 'candidates' && parts.length >= 3 && parts[2] === 'model') {
            const model = mapping.candidateModels[parts[1]];
            if (model !== undefined)
                return token('models') + token(model) + parts.slice(3).map(token).join('');
        }
        if (['llama_cpp', 'builds', 'candidates', 'base_port', 'host', 'timeouts', 'mirror_dirs'].includes(parts[0]))
            return pointer;
        return '';
    }
    if (kind === 'plan') {
        if (parts[0] === 'candidates' && parts.length >= 2 && /^\d+$/.test(parts[1])) {
            const id = mapping.order[Number(parts[1])];
            const member = parts[2] === 'label' ? token('label') : '';
            return id === undefined ? '/candidates' : token('candidates') + token(id) + member;
        }
        if (parts[0] === 'candidates')
            return '/candidates';
        return byPrefix(pointer, PLAN_MEMBERS) ?? '';
    }
    if (kind === 'loadPlan')
        return byPrefix(pointer, LOAD_MEMBERS) ?? '/load';
    return byPrefix(pointer, SUITE_MEMBERS) ?? '/quality';
}
/**
 * `e` reported against the authored `file` when it names one of the documents derived from it
 * (any other error — a `quality_suite` file's own — is returned as it is).
 */
function toAuthoredError(e, file, mapping) {
    const kinds = Object.keys(_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .DERIVED_FILE_NAMES */ .ck);
    const kind = kinds.find((k) => e.file === (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, k));
    if (kind === undefined || (kind === 'suite' && !mapping.inlineSuite))
        return e;
    const label = (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, kind);
    const text = (m) => m.split(label).join(file);
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar)
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, e.errors.map((x) => ({ pointer: authoredPointer(kind, x.pointer, mapping), message: text(x.message) })));
    const pointer = e.pointer ?? '';
    const prefix = `${label}${e.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `;
    const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(text(message), file, authoredPointer(kind, pointer, mapping));
}


/***/ }),

/***/ 5609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkSpecAgainstPlan),
/* harmony export */   l: () => (/* binding */ checkSameCandidates)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _run_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6811);
// A run spec checked against the capacity plan it realizes: the same candidates on both sides, each
// build's KleidiAI setting as the plan expects, and the plan's pins equal to the commands the run
// spec produces.



/**
 * Refuses a candidate that only one of the run spec (`file`) and the capacity plan (`planFile`)
 * names, at the place it is named (ids are SAFE_ID, so they need no pointer escaping).
 */
function checkSameCandidates(spec, plan, file, planFile) {
    const specIds = spec.candidates.map((c) => c.id);
    const planIds = plan.candidates.map((c) => c.id);
    const same = 'the run spec and the capacity plan must name the same candidates';
    for (const [i, id] of planIds.entries())
        if (!specIds.includes(id))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the run spec ${file} [${specIds.join(', ')}]: ${same}`, planFile, `/candidates/${i}/id`);
    for (const id of specIds)
        if (!planIds.includes(id))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the capacity plan ${planFile} [${planIds.join(', ')}]: ${same}`, file, `/candidates/${id}`);
}
/** Checks that spec and plan describe the same candidates and that the plan pins match. */
function checkSpecAgainstPlan(spec, plan, file, planFile) {
    checkSameCandidates(spec, plan, file, planFile);
    for (const c of plan.candidates) {
        const build = spec.builds.find((b) => b.label === spec.candidates.find((x) => x.id === c.id).build);
        if (build.kleidiai !== c.kleidiai_expected) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${c.id} expects kleidiai ${c.kleidiai_expected} but its build ${build.label} has kleidiai ${build.kleidiai}`, file, `/candidates/${c.id}/build`);
        }
        const run = spec.candidates.find((x) => x.id === c.id);
        const valueOf = (option) => run.serverArgs[run.serverArgs.indexOf(option) + 1];
        if (run.serverArgs.includes('--ctx-size') &&
            valueOf('--ctx-size') !== String(plan.per_slot_context_tokens))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`server_args --ctx-size ${valueOf('--ctx-size')} must equal the plan's per_slot_context_tokens ${plan.per_slot_context_tokens} (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        if (run.serverArgs.includes('--parallel') && valueOf('--parallel') !== '1')
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`server_args --parallel ${valueOf('--parallel')} must be 1 (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        const argv = (0,_run_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalArgv */ .TA)(spec, plan, c.id);
        const cmd = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .commandContentSha256 */ .u)(argv);
        const av = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .argvSha256 */ .em)(argv);
        if (cmd !== c.canonical_server_command_sha256 || av !== c.canonical_server_argv_sha256) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${c.id}: the plan pins do not match the command this run spec produces (${JSON.stringify(argv.join(' '))}); expected canonical_server_command_sha256 ${cmd} and canonical_server_argv_sha256 ${av} (run 'paretopilot-capacity pins' to print them)`, planFile, `/candidates/${plan.candidates.indexOf(c)}`);
        }
    }
}


/***/ }),

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ loadJsonFile),
/* harmony export */   Pc: () => (/* binding */ deriveAuthoredFiles),
/* harmony export */   kh: () => (/* binding */ bundleDerivation),
/* harmony export */   n7: () => (/* binding */ pinnedForm)
/* harmony export */ });
/* unused harmony export canonicalFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4256);
/* harmony import */ var _domain_build_kleidiai_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9227);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8830);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7199);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(468);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8050);
/* harmony import */ var _domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9412);
/* harmony import */ var _domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7969);
/* harmony import */ var _domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7313);
// The plan documents a study is read from, as files: one input file read and parsed, and the four
// documents an authored plan (docs/plans.md) derives, each as the canonical JSON bytes a stage, the
// bundle and a verifier all read alike.












async function loadJsonFile(path, display) {
    const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)(path, display);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** A document held in memory as its canonical JSON bytes, parsed back as a file of them would be. */
function canonicalFile(doc, path, display) {
    const bytes = (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalJsonBytes */ .qJ)(doc);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** The `quality_suite` file an authored plan names, relative to its folder (inside it). */
async function namedSuite(authored, relativePath) {
    if (relativePath.startsWith('/') ||
        relativePath.split(/[\\/]/).includes('..') ||
        relativePath.includes('\0'))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('must be a relative path inside the plan folder', authored.display, '/quality_suite');
    const suite = await loadJsonFile((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.path), relativePath), (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.display), relativePath));
    (0,_domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_8__/* .validateDocument */ .m)('evaluation-suite', suite.value, suite.display);
    return suite;
}
/**
 * The four documents an authored plan derives, or every problem found on the way, each against the
 * authored file and its JSON pointer (a `quality_suite` file's own problems name that file).
 * `suiteOverride` replaces the `quality_suite` file (a bundle holds the suite as recorded).
 */
async function deriveAuthoredFiles(authored, kleidiai, suiteOverride) {
    const file = authored.display;
    const problems = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .authoredPlanProblems */ .S0)(authored.value, file);
    if (problems.length > 0)
        return { problems };
    const mapping = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .authoredMappingOf */ .w2)(authored.value);
    let suiteFile;
    try {
        const named = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__/* .isJsonObject */ .OW)(authored.value) ? authored.value.quality_suite : undefined;
        if (typeof named === 'string')
            suiteFile = suiteOverride ?? (await namedSuite(authored, named));
        const docs = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .deriveAuthoredDocuments */ .oU)(authored.value, file, { kleidiai, suite: suiteFile?.value });
        const derived = (kind, doc) => canonicalFile(doc, authored.path, (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .derivedLabel */ ._4)(file, kind));
        return {
            files: {
                spec: derived('runSpec', docs.runSpec),
                plan: derived('plan', docs.plan),
                loadPlan: derived('loadPlan', docs.loadPlan),
                // A suite file keeps its own name: its problems are that file's.
                suite: suiteFile
                    ? canonicalFile(docs.suite, suiteFile.path, suiteFile.display)
                    : derived('suite', docs.suite),
                mapping,
            },
            problems: [],
        };
    }
    catch (e) {
        if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz))
            throw e;
        return { problems: [(0,_domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_10__/* .toAuthoredError */ .S)(e, file, mapping)] };
    }
}
/**
 * The form of a pinned document a study uses: the file as read when its bytes match `pin`, its
 * canonical JSON when its content does (a reformatted file keeps its pin; the bundle then holds the
 * canonical bytes, which hash to the pin), else the file as read (the cross-check refuses it).
 */
function pinnedForm(file, pin) {
    if (file.sha256 === pin || !(0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__/* .isJsonObject */ .OW)(file.value))
        return file;
    const canonical = canonicalFile(file.value, file.path, file.display);
    return canonical.sha256 === pin ? canonical : file;
}
/**
 * A bundle prepared from an authored plan holds it next to the four documents it derived: they must
 * be exactly what it derives (a bundle whose plan files were edited or swapped afterwards is
 * refused). Null for a bundle without an authored plan. `finalize` runs it before it calls a bundle
 * complete, and `verify` again.
 */
async function bundleDerivation(root) {
    const name = _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.authoredPlan;
    if (!(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, name))))
        return null;
    const read = async (rel) => {
        const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), rel);
        return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: rel, bytes }), path: (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), display: rel, bytes };
    };
    let derived;
    try {
        derived = await deriveAuthoredFiles(await read(name), _domain_build_kleidiai_js__WEBPACK_IMPORTED_MODULE_3__/* .KLEIDIAI_V1_24_0_SOURCE */ .ng, await read(_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.evaluationSuite));
    }
    catch (e) {
        if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz))
            throw e;
        derived = { problems: [e] };
    }
    if (!derived.files) {
        const why = derived.problems[0]?.message;
        return { summary: `${name}: does not derive a study: ${why}`, problems: [`${name}: ${why}`] };
    }
    const pairs = [
        [derived.files.spec, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.runSpec],
        [derived.files.plan, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.plan],
        [derived.files.loadPlan, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.loadPlan],
        [derived.files.suite, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.evaluationSuite],
    ];
    const differ = [];
    for (const [file, rel] of pairs) {
        const stored = (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel)))
            ? (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), rel))
            : undefined;
        if (stored !== file.sha256)
            differ.push(rel);
    }
    if (differ.length === 0)
        return { summary: `${name}: the bundle's plan documents are what it derives`, problems: [] };
    return {
        summary: `${name}: derives other plan documents than the bundle holds: ${differ.join(', ')}`,
        problems: differ.map((rel) => `${rel}: is not what ${name} derives`),
    };
}


/***/ }),

/***/ 2006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HD: () => (/* binding */ crossCheckProblems),
  YF: () => (/* binding */ directoryProblems),
  U7: () => (/* binding */ diskProblems),
  Fk: () => (/* reexport */ plan_documents/* loadJsonFile */.Fk),
  bb: () => (/* binding */ loadStudyContext),
  Mz: () => (/* binding */ preflight),
  uk: () => (/* binding */ readAuthoredStudy),
  xv: () => (/* binding */ workDirProblems)
});

// UNUSED EXPORTS: DISK_ESTIMATE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/server/gnu-time.ts
var gnu_time = __webpack_require__(7470);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/domain/build/build-variant.ts
var build_variant = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/plan/authored-plan.ts + 1 modules
var authored_plan = __webpack_require__(7969);
// EXTERNAL MODULE: ./src/domain/plan/authored-pointers.ts
var authored_pointers = __webpack_require__(7313);
// EXTERNAL MODULE: ./src/domain/plan/check-report.ts
var check_report = __webpack_require__(6225);
// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(8070);
// EXTERNAL MODULE: ./src/domain/plan/evaluation-suite.ts
var evaluation_suite = __webpack_require__(8847);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/spec-against-plan.ts
var spec_against_plan = __webpack_require__(5609);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var schedule = __webpack_require__(3857);
;// CONCATENATED MODULE: ./src/domain/plan/run-bounds.ts
// Limits a study must fit before any build, download or measurement starts (docs/cli.md, "A plan that cannot run never starts work"): every
// port of the layout exists, the matrix and the request count stay within what one runner can
// measure, and the timeouts cannot cut off a request that would still meet the SLO.


const RUN_BOUNDS = {
    /** Highest TCP port. */
    maxPort: 65535,
    /** Fresh llama-server starts (performance configurations plus quality servers). */
    maxServerConfigurations: 256,
    /** Warm-up, measured and quality requests over the whole study. */
    maxRequests: 100_000,
};
/** Throws an InputError naming the file and field of the first limit the study exceeds. */
function checkRunBounds(spec, plan, loadPlan, suite, files) {
    const runs = (0,schedule/* performanceRuns */.HO)(plan, spec.basePort);
    const quality = (0,schedule/* qualityRuns */.OE)(plan, spec.basePort);
    const configurations = runs.length + quality.length;
    const shape = `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels + ${quality.length} quality servers`;
    if (configurations > RUN_BOUNDS.maxServerConfigurations)
        (0,errors/* fail */.fJ)(`the plan needs ${configurations} server configurations (${shape}); at most ${RUN_BOUNDS.maxServerConfigurations} fit one study`, files.plan, '/candidates');
    const maxPort = Math.max(...runs.map((r) => r.port), ...quality.map((q) => q.port));
    if (maxPort > RUN_BOUNDS.maxPort)
        (0,errors/* fail */.fJ)(`the port layout (base_port ${spec.basePort} + 100 × server group + P, ${runs.length / plan.server_parallel_levels.length + plan.candidates.length} groups) reaches port ${maxPort}; every port must stay at most ${RUN_BOUNDS.maxPort}: lower base_port or measure fewer candidates`, files.spec, '/base_port');
    const perLevel = loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level;
    const requests = runs.length * loadPlan.concurrency_levels.length * perLevel + quality.length * suite.quality_cases.length;
    if (requests > RUN_BOUNDS.maxRequests)
        (0,errors/* fail */.fJ)(`the study would send ${requests} requests (${runs.length} configurations × ${loadPlan.concurrency_levels.length} client levels × ${perLevel} requests + ${quality.length} × ${suite.quality_cases.length} quality cases); at most ${RUN_BOUNDS.maxRequests} fit one study`, files.loadPlan, '/measured_requests_per_level');
    const ttft = plan.load_slo.max_ttft_ms_p95;
    if (ttft !== null && loadPlan.timeout_seconds * 1000 < ttft)
        (0,errors/* fail */.fJ)(`timeout_seconds ${loadPlan.timeout_seconds} would abandon a request still waiting for its first token inside the TTFT SLO (${ttft} ms)`, files.loadPlan, '/timeout_seconds');
    const deadline = spec.timeouts.requestDeadlineSeconds;
    if (deadline !== null && deadline * 1000 < plan.load_slo.max_e2e_latency_ms_p95)
        (0,errors/* fail */.fJ)(`request_deadline_seconds ${deadline} would cut off requests that still meet the E2E SLO (${plan.load_slo.max_e2e_latency_ms_p95} ms)`, files.spec, '/timeouts/request_deadline_seconds');
}

// EXTERNAL MODULE: ./src/orchestrators/plan-documents.ts
var plan_documents = __webpack_require__(8653);
;// CONCATENATED MODULE: ./src/orchestrators/study-context.ts
// Everything a study needs before it starts: the run spec, the plans it names, and the checks that
// must pass before any build, download or measurement (fail early, name the file and field).






















/**
 * Reads and cross-checks the run spec, capacity plan, load plan and suite — or derives them from an
 * authored plan (told apart by content) and checks them the same way.
 */
async function loadStudyContext(specPath, cwd) {
    const absSpec = (0,external_node_path_.resolve)(cwd, specPath);
    const specFile = await (0,plan_documents/* loadJsonFile */.Fk)(absSpec, specPath);
    if ((0,authored_plan/* isAuthoredPlan */.sn)(specFile.value)) {
        const study = await readAuthoredStudy(specFile);
        if (study.problems.length > 0 || !study.context)
            throw study.problems[0];
        return study.context;
    }
    const misplaced = (0,check_report/* misplacedDocument */.gP)(specFile.value, 'run-spec', specPath);
    if (misplaced)
        throw new errors/* InputError */.dz(`${misplaced.message}; ${misplaced.fix}`, specPath, '');
    const spec = (0,run_spec/* parseRunSpec */._x)(specFile.value, specPath, { kleidiai: kleidiai/* KLEIDIAI_V1_24_0_SOURCE */.ng });
    const rel = (p) => (0,external_node_path_.join)((0,external_node_path_.dirname)(specPath), p);
    const planFile = await (0,plan_documents/* loadJsonFile */.Fk)((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.capacityPlanPath), rel(spec.capacityPlanPath));
    (0,schema_validation/* validateDocument */.m)('capacity-plan', planFile.value, planFile.display);
    const plan = (0,plan_plan/* parseCapacityPlan */.bO)(planFile.value, planFile.display);
    const loadPlanFile = (0,plan_documents/* pinnedForm */.n7)(await (0,plan_documents/* loadJsonFile */.Fk)((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.loadPlanPath), rel(spec.loadPlanPath)), plan.pins.load_plan_sha256);
    (0,schema_validation/* validateDocument */.m)('load-plan', loadPlanFile.value, loadPlanFile.display);
    const loadPlan = (0,load_plan/* parseLoadPlan */.l9)(loadPlanFile.value, loadPlanFile.display);
    const suiteFile = (0,plan_documents/* pinnedForm */.n7)(await (0,plan_documents/* loadJsonFile */.Fk)((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.evaluationSuitePath), rel(spec.evaluationSuitePath)), plan.pins.evaluation_suite_sha256);
    (0,schema_validation/* validateDocument */.m)('evaluation-suite', suiteFile.value, suiteFile.display);
    const suite = (0,evaluation_suite/* parseEvaluationSuite */.WX)(suiteFile.value, suiteFile.display);
    const [problem] = crossCheckProblems({
        specPath,
        spec,
        plan,
        planFile,
        loadPlan,
        loadPlanFile,
        suite,
        suiteFile,
    });
    if (problem)
        throw problem;
    return { specPath: absSpec, spec, specFile, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile };
}
/**
 * An authored plan's study: its derived documents parsed and cross-checked as a run spec's are, each
 * independent problem reported against the authored file and pointer (`check` lists them all).
 */
async function readAuthoredStudy(authored) {
    const derived = await (0,plan_documents/* deriveAuthoredFiles */.Pc)(authored, kleidiai/* KLEIDIAI_V1_24_0_SOURCE */.ng);
    if (!derived.files)
        return { problems: derived.problems };
    const files = derived.files;
    const problems = [];
    const mapped = (mapping) => (e) => {
        if (!(e instanceof errors/* InputError */.dz))
            throw e;
        problems.push((0,authored_pointers/* toAuthoredError */.S)(e, authored.display, mapping));
        return undefined;
    };
    const onProblem = mapped(files.mapping);
    const read = (body) => {
        try {
            return body();
        }
        catch (e) {
            return onProblem(e);
        }
    };
    const spec = read(() => {
        const parsed = (0,run_spec/* parseRunSpec */._x)(files.spec.value, files.spec.display, { kleidiai: kleidiai/* KLEIDIAI_V1_24_0_SOURCE */.ng });
        // Canonical JSON sorts the candidates' keys; the run order is the plan's, as a run spec's keys give it.
        const rank = new Map(files.mapping.order.map((id, i) => [id, i]));
        const at = (id) => rank.get(id) ?? rank.size;
        return { ...parsed, candidates: [...parsed.candidates].sort((a, b) => at(a.id) - at(b.id)) };
    });
    const plan = read(() => {
        (0,schema_validation/* validateDocument */.m)('capacity-plan', files.plan.value, files.plan.display);
        return (0,plan_plan/* parseCapacityPlan */.bO)(files.plan.value, files.plan.display);
    });
    const loadPlan = read(() => {
        (0,schema_validation/* validateDocument */.m)('load-plan', files.loadPlan.value, files.loadPlan.display);
        return (0,load_plan/* parseLoadPlan */.l9)(files.loadPlan.value, files.loadPlan.display);
    });
    const suite = read(() => {
        (0,schema_validation/* validateDocument */.m)('evaluation-suite', files.suite.value, files.suite.display);
        return (0,evaluation_suite/* parseEvaluationSuite */.WX)(files.suite.value, files.suite.display);
    });
    if (!spec || !plan || !loadPlan || !suite)
        return { files, problems };
    const parts = {
        specPath: files.spec.display,
        spec,
        plan,
        planFile: files.plan,
        loadPlan,
        loadPlanFile: files.loadPlan,
        suite,
        suiteFile: files.suite,
    };
    for (const e of crossCheckProblems(parts))
        onProblem(e);
    return {
        context: { ...parts, specPath: authored.path, specFile: files.spec, authoredFile: authored },
        files,
        problems,
    };
}
/**
 * The checks across the documents — run bounds, pinned hashes, SLO and levels, candidates and
 * commands — each on its own; every stage throws the first, `check` reports them all.
 */
function crossCheckProblems(parts) {
    const { spec, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile } = parts;
    const problems = [];
    const check = (body) => {
        try {
            body();
            return true;
        }
        catch (e) {
            if (!(e instanceof errors/* InputError */.dz))
                throw e;
            problems.push(e);
            return false;
        }
    };
    const refuse = (message, file, pointer) => {
        problems.push(new errors/* InputError */.dz(message, file, pointer));
    };
    // Before any pin or cross-check: a plan this machine cannot run is refused first.
    check(() => checkRunBounds(spec, plan, loadPlan, suite, {
        spec: parts.specPath,
        plan: planFile.display,
        loadPlan: loadPlanFile.display,
    }));
    if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256)
        refuse(`pins.load_plan_sha256 is ${plan.pins.load_plan_sha256} but ${loadPlanFile.display} hashes to ${loadPlanFile.sha256} (its content to ${(0,hashing/* contentSha256 */.F8)(loadPlanFile.value)})`, planFile.display, '/pins/load_plan_sha256');
    if (suiteFile.sha256 !== plan.pins.evaluation_suite_sha256)
        refuse(`pins.evaluation_suite_sha256 is ${plan.pins.evaluation_suite_sha256} but ${suiteFile.display} hashes to ${suiteFile.sha256} (its content to ${(0,hashing/* contentSha256 */.F8)(suiteFile.value)})`, planFile.display, '/pins/evaluation_suite_sha256');
    if (!(0,plan_plan/* sloEquals */.QY)(loadPlan.slo, plan.load_slo))
        refuse('load plan SLO does not match the predeclared capacity SLO (/load_slo)', loadPlanFile.display, '/slo');
    if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(','))
        refuse(`concurrency_levels must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`, loadPlanFile.display, '/concurrency_levels');
    // The canonical pins exist only for a run spec that names the plan's candidates.
    if (!check(() => (0,spec_against_plan/* checkSpecAgainstPlan */.W)(spec, plan, parts.specPath, planFile.display)))
        return problems;
    const pins = (0,run_spec/* canonicalPins */.VG)(spec, plan);
    if (pins.lockSha256 !== plan.pins.canonical_evidence_lock_sha256)
        refuse(`must be ${pins.lockSha256} (the canonical command lock this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_evidence_lock_sha256');
    if (pins.releaseSha256 !== plan.pins.canonical_release_sha256)
        refuse(`must be ${pins.releaseSha256} (the release identity this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_release_sha256');
    return problems;
}
const GNU_TIME_PACKAGE = 'GNU time (Debian/Ubuntu package "time")';
/** What keeps `path` from being the GNU time a cell runs under, or undefined when it is. */
async function gnuTimeProblem(path) {
    const install = `install ${GNU_TIME_PACKAGE}`;
    let info;
    try {
        info = await (0,promises_.stat)(path);
    }
    catch {
        return `${path} is required but does not exist (${install})`;
    }
    if (!info.isFile())
        return `${path} exists but is not a regular file (${info.isDirectory() ? 'a directory' : 'a device, socket or pipe'}); it must be GNU time (${install})`;
    try {
        await (0,promises_.access)(path, external_node_fs_.constants.X_OK);
    }
    catch {
        return `${path} exists but is not executable; it must be GNU time (${install})`;
    }
    try {
        await (0,gnu_time/* assertGnuTime */.k)(path); // runs `<path> --version`: only GNU time writes the -v report the RSS comes from
    }
    catch (e) {
        return `${e.message} (${install})`;
    }
    return undefined;
}
/** A readable regular file (the same answer reading it would give, without reading megabytes). */
async function readableFile(path) {
    try {
        if (!(await (0,promises_.stat)(path)).isFile())
            return false;
        await (0,promises_.access)(path, external_node_fs_.constants.R_OK);
        return true;
    }
    catch {
        return false;
    }
}
async function onPath(command, env) {
    if (command.startsWith('/'))
        return readableFile(command);
    for (const dir of (env.PATH ?? '').split(':').filter(Boolean))
        if (await readableFile((0,external_node_path_.join)(dir, command)))
            return true;
    return false;
}
function crossTargetOf(variant, arch) {
    try {
        const mode = (0,build_variant/* buildMode */.yQ)(variant, arch);
        return mode.kind === 'cross' ? mode.target : undefined;
    }
    catch {
        return undefined; // an unknown target is reported by variantProblems
    }
}
/** Everything that can be checked before work starts: impossible variants, tools, disk. */
async function preflight(ctx, options = {}) {
    const env = options.env ?? process.env;
    const arch = options.arch ?? process.arch;
    const problems = (0,build_variant/* variantProblems */.up)(ctx.spec.candidates.map((c) => ({
        ...ctx.spec.builds.find((b) => b.label === c.build),
        candidateId: c.id,
    })), arch);
    const timeProblem = await gnuTimeProblem(options.timeBinary ?? gnu_time/* DEFAULT_TIME_BINARY */.C);
    if (timeProblem)
        problems.push(timeProblem);
    const tools = [];
    if (options.needBuildTools !== false) {
        tools.push(['cmake', 'cmake'], ['git', 'git'], ['ninja', 'ninja-build'], [env.CXX ?? 'c++', 'a C++ compiler (g++)']);
        if (ctx.spec.source.kind === 'npm-bundle')
            tools.push(['npm', 'npm']);
    }
    // Foreign-target builds need the target's cross tools to build and its emulator to run.
    const crossTargets = new Map();
    for (const b of ctx.spec.builds) {
        const target = crossTargetOf(b, arch);
        if (target && ctx.spec.candidates.some((c) => c.build === b.label))
            crossTargets.set(target.triple, target);
    }
    for (const target of crossTargets.values()) {
        const pkgs = target.packages.join(' ');
        if (options.needBuildTools !== false)
            for (const tool of ['gcc', 'g++', 'nm', 'readelf'])
                tools.push([`${target.toolPrefix}${tool}`, `${target.triple} cross tools: ${pkgs}`]);
        tools.push([target.emulator, `the ${target.triple} emulator: ${pkgs}`]);
        tools.push([`${target.sysroot}/lib/libc.so.6`, `the ${target.triple} libraries: ${pkgs}`]);
    }
    for (const [tool, pkg] of tools)
        if (!(await onPath(tool, env)))
            problems.push(`${tool} is required but was not found on PATH (install ${pkg})`);
    return problems;
}
/** Free space a study needs (docs/cli.md): conservative, checked before any build or download. */
const DISK_ESTIMATE = {
    /** One llama.cpp build tree plus the source checkout, in the cache directory. */
    buildBytes: 1.5 * 2 ** 30,
    /** Logs, load evaluations and evidence of one server configuration, in the work directory. */
    perConfigurationBytes: 16 * 2 ** 20,
};
async function existingAncestor(path) {
    let dir = (0,external_node_path_.resolve)(path);
    for (;;) {
        try {
            if ((await (0,promises_.stat)(dir)).isDirectory())
                return dir;
        }
        catch {
            // keep walking up
        }
        const up = (0,external_node_path_.dirname)(dir);
        if (up === dir)
            return dir;
        dir = up;
    }
}
/** Compares statfs free space of the cache and work directories with DISK_ESTIMATE. */
async function diskProblems(ctx, cacheDir, workDir) {
    // Only downloads take cache space: a local path is used in place, a cached model is already there.
    let modelBytes = 0;
    const counted = new Set();
    for (const c of ctx.spec.candidates) {
        if (c.model.kind !== 'url' || counted.has(c.model.sha256))
            continue;
        counted.add(c.model.sha256);
        const cached = await (0,promises_.stat)((0,fetch_model/* modelCachePath */.X)(cacheDir, c.model.sha256)).catch(() => null);
        if (cached?.size !== c.model.sizeBytes)
            modelBytes += c.model.sizeBytes;
    }
    const configurations = (0,schedule/* performanceRuns */.HO)(ctx.plan, ctx.spec.basePort).length + (0,schedule/* qualityRuns */.OE)(ctx.plan, ctx.spec.basePort).length;
    const needs = [
        {
            what: `the cache directory ${cacheDir}`,
            dir: await existingAncestor(cacheDir),
            bytes: DISK_ESTIMATE.buildBytes + modelBytes,
            why: `a build (${(DISK_ESTIMATE.buildBytes / 2 ** 30).toFixed(1)} GiB) and the models to download (${(modelBytes / 2 ** 30).toFixed(1)} GiB)`,
        },
        {
            what: `the work directory ${workDir}`,
            dir: await existingAncestor(workDir),
            bytes: configurations * DISK_ESTIMATE.perConfigurationBytes,
            why: `${configurations} server configurations × ${DISK_ESTIMATE.perConfigurationBytes / 2 ** 20} MiB of evidence`,
        },
    ];
    const problems = [];
    const devices = await Promise.all(needs.map(async (n) => (await (0,promises_.stat)(n.dir)).dev));
    for (const [i, n] of needs.entries()) {
        const fs = await (0,promises_.statfs)(n.dir);
        const free = fs.bavail * fs.bsize;
        // Both on one file system: each must fit next to the other.
        const shared = needs.reduce((sum, m, j) => sum + (devices[j] === devices[i] ? m.bytes : 0), 0);
        if (free < shared)
            problems.push(`only ${(free / 2 ** 30).toFixed(2)} GiB free for ${n.what}; the study needs about ${(shared / 2 ** 30).toFixed(2)} GiB there (${n.why}${shared > n.bytes ? ', sharing its file system with the other directory' : ''})`);
    }
    return problems;
}
function within(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || !(rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel));
}
/** The work and cache directories are created when missing, but an existing non-directory is an error. */
async function directoryProblems(dirs) {
    const problems = [];
    for (const [what, path] of Object.entries(dirs)) {
        const st = await (0,promises_.stat)(path).catch(() => null);
        if (st && !st.isDirectory())
            problems.push(`the ${what} ${path} exists and is not a directory`);
    }
    return problems;
}
/** prepare wipes <work-dir>/bundle and rewrites prepared.json: neither may hold an input. */
function workDirProblems(ctx, paths) {
    // An authored plan's derived documents live in memory at its own path: each file is checked once.
    const files = [ctx.authoredFile ?? ctx.specFile, ctx.planFile, ctx.loadPlanFile, ctx.suiteFile];
    const inputs = files.filter((f, i) => files.findIndex((g) => (0,external_node_path_.resolve)(g.path) === (0,external_node_path_.resolve)(f.path)) === i);
    const problems = [];
    for (const f of inputs) {
        if (within(paths.bundle, (0,external_node_path_.resolve)(f.path)) || (0,external_node_path_.resolve)(f.path) === paths.prepared)
            problems.push(`${f.display} lies inside the work directory's ${within(paths.bundle, (0,external_node_path_.resolve)(f.path)) ? 'bundle folder' : 'prepared.json'}, which the study writes (or a fresh one moves aside); copy the plan files elsewhere or choose another --work-dir`);
    }
    return problems;
}


/***/ })

};
