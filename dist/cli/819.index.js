export const id = 819;
export const ids = [819];
export const modules = {

/***/ 4216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  convertCommand: () => (/* binding */ convertCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/plan/authored-plan.ts + 1 modules
var authored_plan = __webpack_require__(7969);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(8070);
;// CONCATENATED MODULE: ./src/domain/plan/authored-convert.ts
// A four-file plan (run spec, capacity plan, load plan, evaluation suite) written as one authored
// plan (docs/plans.md), so nobody retypes an existing plan: each fact once, defaults left out, what
// the tool derives (roles, pins, classification, canonical evidence) dropped.






/** The schema URL an authored plan names when the caller gives none. */
const AUTHORED_SCHEMA_URL = 'https://raw.githubusercontent.com/paretopilot/capacity/main/schemas/capacity.schema.json';
const num = (v) => {
    if (v === undefined || v === null)
        return undefined;
    return new fields/* Field */.D0(v, '', '').num();
};
/** Sets `out[key] = value` unless the value is absent or equals the authored default. */
function setUnlessDefault(out, key, value, fallback) {
    if (value === undefined)
        return;
    if (fallback !== undefined) {
        const same = typeof fallback === 'number'
            ? num(value) === fallback
            : (0,json_writer/* compactSortedJson */.Dt)(value) === (0,json_writer/* compactSortedJson */.Dt)(fallback);
        if (same)
            return;
    }
    out[key] = value;
}
function lastSegment(source) {
    return source.split(/[?#]/)[0].split(/[\\/]/).pop() ?? '';
}
/** A run spec model in the authored form: the manifest identity left out where it is the default. */
function authoredModel(m) {
    if (m.fixture !== undefined)
        return { fixture: m.fixture };
    const source = typeof m.url === 'string' ? m.url : typeof m.path === 'string' ? m.path : '';
    const out = {};
    for (const key of ['url', 'path', 'sha256', 'size_bytes'])
        if (m[key] !== undefined)
            out[key] = m[key];
    const filename = typeof m.filename === 'string' ? m.filename : '';
    if (filename !== lastSegment(source))
        out.filename = m.filename;
    if (m.family !== filename.replace(/\.gguf$/, ''))
        out.family = m.family;
    for (const key of ['repository', 'revision'])
        if (m[key] !== undefined)
            out[key] = m[key];
    return out;
}
/** A name for a model under /models: the fixture id or the file name without `.gguf`, made unique. */
function modelName(m, taken) {
    const raw = typeof m.fixture === 'string'
        ? m.fixture
        : String(m.filename ?? 'model')
            .replace(/\.gguf$/, '')
            .replace(/[^A-Za-z0-9._-]/g, '-');
    const base = plan_plan/* SAFE_ID */.CE.test(raw) ? raw : `model-${raw}`.slice(0, 100);
    let name = base;
    for (let i = 2; taken.has(name); i++)
        name = `${base}-${i}`;
    return name;
}
/**
 * The authored plan of a four-file plan that loads cleanly (the caller checked it). Refuses what the
 * authored format cannot state: explicit passes other than the derived mirror, a canonical port.
 */
function convertToAuthored(input, schemaRef = AUTHORED_SCHEMA_URL) {
    const spec = new fields/* Field */.D0(input.spec.value, '', input.spec.file);
    const specValue = spec.object();
    const plan = new fields/* Field */.D0(input.plan.value, '', input.plan.file);
    const loadPlan = new fields/* Field */.D0(input.loadPlan.value, '', input.loadPlan.file);
    const suite = new fields/* Field */.D0(input.suite.value, '', input.suite.file);
    const planValue = plan.object();
    const planCandidates = plan.get('candidates').items();
    const order = planCandidates.map((c) => c.get('id').str());
    const serverLevels = plan.get('server_parallel_levels').ints();
    const clientLevels = plan.get('client_concurrency_levels').ints();
    if (planValue.passes !== undefined)
        refuseExplicitPasses(input, plan, order, serverLevels, clientLevels);
    const { models, candidates } = authoredCandidates(input, spec, planCandidates);
    const grid = { server_parallel: serverLevels, client_concurrency: clientLevels };
    if ((0,json_writer/* compactSortedJson */.Dt)(order) !== (0,json_writer/* compactSortedJson */.Dt)([...order].sort()))
        grid.candidate_order = order;
    const loadValue = loadPlan.object();
    const load = authoredLoad(loadValue, clientLevels);
    const slo = authoredSlo(plan);
    const gates = authoredGates(plan, order);
    const quality = authoredQuality(suite, loadValue);
    const receiptValue = (0,json/* isJsonObject */.OW)(planValue.receipt) ? planValue.receipt : {};
    const { title, ...receipt } = receiptValue;
    // The four files' canonical evidence (a release the published format names) is not carried over:
    // an authored plan describes itself, so its receipt reads neutrally (study/wording.ts). A plan that
    // wants the published context back sets receipt.canonical_release itself.
    const out = { $schema: schemaRef, format: authored_plan/* AUTHORED_PLAN_FORMAT */.Nz };
    if (title !== undefined)
        out.title = title;
    out.scope = planValue.scope;
    out.llama_cpp = specValue.llama_cpp;
    out.builds = specValue.builds;
    out.models = models;
    out.candidates = candidates;
    out.grid = grid;
    setUnlessDefault(out, 'per_slot_context_tokens', planValue.per_slot_context_tokens, authored_plan/* AUTHORED_DEFAULTS */.w4.perSlotContextTokens);
    if (Object.keys(load).length > 0)
        out.load = load;
    out.slo = slo;
    out.gates = gates;
    out.quality = quality;
    const selection = {};
    setUnlessDefault(selection, 'objective_tolerance_percent', plan.get('selection').object().objective_tolerance_percent, authored_plan/* AUTHORED_DEFAULTS */.w4.objectiveTolerancePercent);
    if (Object.keys(selection).length > 0)
        out.selection = selection;
    if (planValue.decision !== undefined)
        out.decision = planValue.decision;
    if (planValue.open_loop !== undefined)
        out.open_loop = planValue.open_loop;
    if (planValue.early_stop !== undefined)
        out.early_stop = planValue.early_stop;
    if (Object.keys(receipt).length > 0)
        out.receipt = receipt;
    for (const key of ['base_port', 'host', 'mirror_dirs', 'timeouts'])
        if (specValue[key] !== undefined)
            out[key] = specValue[key];
    return out;
}
/** Explicit passes are refused unless they are the mirror the authored format derives. */
function refuseExplicitPasses(input, plan, order, serverLevels, clientLevels) {
    const planValue = plan.object();
    const pairs = planValue.decision !== undefined ? (num(plan.get('decision').object().pairs) ?? 1) : 1;
    const derived = (0,plan_plan/* deriveMirroredPasses */.lo)(order, serverLevels, clientLevels, pairs).map((p) => ({
        id: p.id,
        candidate_order: p.candidate_order,
        server_parallel_order: p.server_parallel_order,
        client_concurrency_order: p.client_concurrency_order,
    }));
    if ((0,json_writer/* compactSortedJson */.Dt)(planValue.passes) !== (0,json_writer/* compactSortedJson */.Dt)(derived))
        (0,errors/* fail */.fJ)('explicit passes other than the mirror of the plan order cannot be written in the authored format (it derives them): remove /passes or keep this plan in four files', input.plan.file, '/passes');
}
/** `/models` (one entry per distinct model, named) and `/candidates` from the run spec's candidates. */
function authoredCandidates(input, spec, planCandidates) {
    const specCandidates = spec.get('candidates');
    const models = {};
    const modelKeys = new Map();
    const candidates = {};
    for (const c of planCandidates) {
        const id = c.get('id').str();
        const run = specCandidates.get(id);
        const runValue = run.object();
        if (runValue.canonical_port !== undefined)
            (0,errors/* fail */.fJ)('a canonical_port cannot be written in the authored format (the canonical command uses 18081 + the candidate index): remove it or keep this plan in four files', input.spec.file, run.get('canonical_port').pointer);
        const model = authoredModel(run.get('model').object());
        const key = (0,json_writer/* compactSortedJson */.Dt)(model);
        let name = modelKeys.get(key);
        if (name === undefined) {
            name = modelName(model, new Set(Object.keys(models)));
            modelKeys.set(key, name);
            models[name] = model;
        }
        const out = { build: run.get('build').str(), model: name };
        const args = run.get('server_args').raw();
        if (Array.isArray(args) && args.length > 0)
            out.server_args = args;
        setUnlessDefault(out, 'label', c.get('label').raw(), id);
        candidates[id] = out;
    }
    return { models, candidates };
}
/** `/load`: only what differs from the authored defaults. */
function authoredLoad(loadValue, clientLevels) {
    const load = {};
    setUnlessDefault(load, 'prompts', loadValue.prompts, [...authored_plan/* AUTHORED_DEFAULTS */.w4.prompts]);
    setUnlessDefault(load, 'output_tokens', loadValue.output_tokens, authored_plan/* AUTHORED_DEFAULTS */.w4.outputTokens);
    setUnlessDefault(load, 'warmup_requests_per_level', loadValue.warmup_requests_per_level, authored_plan/* AUTHORED_DEFAULTS */.w4.warmupRequestsPerLevel);
    setUnlessDefault(load, 'measured_requests_per_level', loadValue.measured_requests_per_level, (0,authored_plan/* defaultMeasuredRequests */.u0)(clientLevels));
    setUnlessDefault(load, 'timeout_seconds', loadValue.timeout_seconds, authored_plan/* AUTHORED_DEFAULTS */.w4.timeoutSeconds);
    return load;
}
/** `/slo` from the plan's load SLO. */
function authoredSlo(plan) {
    const sloValue = plan.get('load_slo').object();
    const slo = { max_e2e_latency_ms_p95: sloValue.max_e2e_latency_ms_p95 };
    if (sloValue.max_ttft_ms_p95 !== null)
        slo.max_ttft_ms_p95 = sloValue.max_ttft_ms_p95;
    setUnlessDefault(slo, 'min_completion_rate', sloValue.min_completion_rate, authored_plan/* AUTHORED_DEFAULTS */.w4.minCompletionRate);
    return slo;
}
/** `/gates` from the plan's quality and capacity gates. */
function authoredGates(plan, order) {
    const qg = plan.get('quality_gate').object();
    const cg = plan.get('capacity_gate').object();
    const gates = {
        max_server_peak_rss_mib: cg.max_server_peak_rss_mib,
        quality_floor: qg.minimum_score,
    };
    setUnlessDefault(gates, 'quality_retention', qg.minimum_retention_vs_reference, authored_plan/* AUTHORED_DEFAULTS */.w4.qualityRetention);
    setUnlessDefault(gates, 'max_throughput_relative_spread_percent', cg.max_throughput_relative_spread_percent, authored_plan/* AUTHORED_DEFAULTS */.w4.throughputSpreadPercent);
    setUnlessDefault(gates, 'max_e2e_relative_spread_percent', cg.max_e2e_relative_spread_percent, authored_plan/* AUTHORED_DEFAULTS */.w4.e2eSpreadPercent);
    setUnlessDefault(gates, 'reference', qg.reference_candidate_id, order[0]);
    return gates;
}
/** `/quality` from the evaluation suite: its cases, and its performance block where not default. */
function authoredQuality(suite, loadValue) {
    const suiteValue = suite.object();
    const quality = {};
    setUnlessDefault(quality, 'id', suiteValue.id, authored_plan/* AUTHORED_DEFAULTS */.w4.suiteId);
    setUnlessDefault(quality, 'license', suiteValue.license, authored_plan/* AUTHORED_DEFAULTS */.w4.suiteLicense);
    quality.cases = suiteValue.quality_cases;
    const perfValue = suite.get('performance').object();
    const performance = {};
    const firstPrompt = Array.isArray(loadValue.prompts) ? loadValue.prompts[0] : undefined;
    setUnlessDefault(performance, 'prompt', perfValue.prompt, firstPrompt);
    setUnlessDefault(performance, 'generation_tokens', perfValue.generation_tokens, authored_plan/* AUTHORED_DEFAULTS */.w4.performance.generationTokens);
    setUnlessDefault(performance, 'repetitions', perfValue.repetitions, authored_plan/* AUTHORED_DEFAULTS */.w4.performance.repetitions);
    setUnlessDefault(performance, 'warmups', perfValue.warmups, authored_plan/* AUTHORED_DEFAULTS */.w4.performance.warmups);
    if (Object.keys(performance).length > 0)
        quality.performance = performance;
    return quality;
}

// EXTERNAL MODULE: ./src/orchestrators/plan-documents.ts
var plan_documents = __webpack_require__(8653);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
;// CONCATENATED MODULE: ./src/orchestrators/convert.ts
// `convert`: a four-file plan (the run spec and the three documents it names) written as one
// authored plan (docs/plans.md), checked by deriving it again: the result must read cleanly.







/** The authored plan's text for the run spec at `specPath` (keys in the documented order). */
async function convertPlan(specPath, cwd, options = {}) {
    const given = await (0,plan_documents/* loadJsonFile */.Fk)((0,external_node_path_.resolve)(cwd, specPath), specPath);
    if ((0,authored_plan/* isAuthoredPlan */.sn)(given.value))
        throw new errors/* InputError */.dz('is already an authored plan; convert reads a run spec (capacity-run.json)', specPath, '');
    const ctx = await (0,study_context/* loadStudyContext */.bb)(specPath, cwd);
    const doc = (f) => ({
        value: f.value,
        file: f.display,
    });
    const authored = convertToAuthored({
        spec: doc(ctx.specFile),
        plan: doc(ctx.planFile),
        loadPlan: doc(ctx.loadPlanFile),
        suite: doc(ctx.suiteFile),
    }, options.schemaRef ?? AUTHORED_SCHEMA_URL);
    const [problem] = (0,authored_plan/* authoredPlanProblems */.S0)(authored, 'the converted plan');
    if (problem)
        throw problem;
    return {
        text: (0,json_writer/* writeJson */.GF)(authored, { sortKeys: false }),
        inputs: [ctx.specFile, ctx.planFile, ctx.loadPlanFile, ctx.suiteFile].map((f) => ({
            path: f.path,
            display: f.display,
        })),
    };
}

// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(6657);
;// CONCATENATED MODULE: ./src/cli/commands/convert.ts
// `convert`: writes the authored plan (one capacity.json) of a four-file plan.





const HELP = `Usage: paretopilot-capacity convert <capacity-run.json> [-o capacity.json] [--schema <ref>] [--force]

Writes the authored plan (docs/plans.md) of a four-file plan: the run spec and the capacity plan,
load plan and evaluation suite it names become one capacity.json that states each fact once. What
the tool derives (roles, pins, classification, canonical evidence) is left out, and so are values
equal to their defaults. The result derives the same study.

  -o, --output <file>  where to write it (default, or -: print it on stdout)
  --schema <ref>       the $schema value (default: the schema's URL on GitHub)
  --force              replace an existing output file
`;
async function convertCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('convert', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            output: { type: 'string', short: 'o' },
            schema: { type: 'string' },
            force: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length !== 1)
            throw new cli_errors/* UsageError */.e('give one run spec: convert <capacity-run.json>');
        const [spec] = positionals;
        const converted = await convertPlan(spec, io.cwd, { schemaRef: values.schema });
        // No output, or `-o -`, prints the plan: stdout then holds it alone.
        if (values.output === undefined || values.output === output/* STDOUT_OUTPUT */.wY)
            io.stdout(converted.text);
        else
            // Every file the conversion read is an input: --force never replaces one of them.
            await (0,output/* writeCommandOutput */.kJ)(io.cwd, values.output, converted.text, {
                force: values.force,
                inputs: converted.inputs.map((f) => ({ ...f, kind: 'file' })),
            });
        return exit_codes/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 6657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ emitCommandOutput),
/* harmony export */   co: () => (/* binding */ checkBundleOutput),
/* harmony export */   cr: () => (/* binding */ assertOutputSpareInputs),
/* harmony export */   fK: () => (/* binding */ assertOutsideBundleOutput),
/* harmony export */   fs: () => (/* binding */ inputBundle),
/* harmony export */   kJ: () => (/* binding */ writeCommandOutput),
/* harmony export */   lq: () => (/* binding */ checkCommandOutput),
/* harmony export */   wY: () => (/* binding */ STDOUT_OUTPUT),
/* harmony export */   xm: () => (/* binding */ inputFile),
/* harmony export */   xw: () => (/* binding */ studyArgument)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4256);
// Every file a CLI command writes goes through writeCommandOutput (every directory through
// checkBundleOutput): outputs never replace or land inside what the command reads, and every writer
// shares one overwrite and directory rule (no overwrite without --force, a missing parent directory
// is an error). `--output -` sends a single written file to stdout instead.





/** The `--output` value that means standard output (for commands that write a single file). */
const STDOUT_OUTPUT = '-';
const inputFile = (cwd, path) => ({
    path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path),
    display: path,
    kind: 'file',
});
const inputBundle = (cwd, path) => ({
    path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path),
    display: path,
    kind: 'bundle',
});
/**
 * A study argument: a capacity-study.json, or a bundle folder that holds one (as `verify` takes a
 * bundle). A folder is an input bundle, so nothing is written into what its assembly reads.
 */
async function studyArgument(cwd, given) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given)).catch(() => null))?.isDirectory())
        return { file: given, input: inputFile(cwd, given) };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .STUDY_FILE */ .Dx);
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file)).catch(() => null))?.isFile())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is a folder without ${_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .STUDY_FILE */ .Dx}: give a study file, or a bundle folder that holds one (an incomplete bundle has none; verify says why)`, given);
    return { file, input: inputBundle(cwd, given) };
}
// Folders whose contents a bundle's assembly discovers: a new file there changes the bundle.
const DISCOVERED_FOLDERS = ['runs', 'quality'];
async function realOrNull(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path);
    }
    catch {
        return null;
    }
}
function inside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return '';
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return null;
    return rel;
}
/**
 * Refuses an output that is one of the inputs (same real path after symlinks, or the same file
 * through a hard link) or that would replace or add to what an input bundle's assembly reads. A
 * new file inside a bundle's top level stays allowed: the receipt's own reproduce commands write
 * `capacity-study.reproduced.json` next to the bundle's files.
 */
async function assertOutputSpareInputs(outputAbs, display, inputs) {
    const parentReal = await realOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(outputAbs));
    if (parentReal === null)
        return; // writeOutputAtomic names the missing directory
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(outputAbs).catch(() => null);
    const real = (existing && (await realOrNull(outputAbs))) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parentReal, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(outputAbs));
    const target = existing ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(outputAbs).catch(() => null) : null;
    for (const input of inputs) {
        const inputReal = (await realOrNull(input.path)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(input.path);
        if (input.kind === 'file') {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(input.path).catch(() => null);
            const sameInode = target && st && target.dev === st.dev && target.ino === st.ino;
            if (real === inputReal || sameInode)
                throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is ${sameInode && real !== inputReal ? 'a hard link to ' : ''}the input ${input.display} of this command; choose another output`, display);
            continue;
        }
        const rel = inside(inputReal, real);
        if (rel === null)
            continue;
        if (rel === '')
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the input bundle ${input.display} itself`, display);
        if (existing)
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`would replace ${rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/')} of the input bundle ${input.display}; outputs never replace bundle files, --force or not`, display);
        if (DISCOVERED_FOLDERS.includes(rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)[0]))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`lies in the ${rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)[0]}/ folder of the input bundle ${input.display}, whose files the bundle's assembly reads`, display);
    }
}
/** Every check writeCommandOutput makes, without writing: run it before any expensive work. */
async function checkCommandOutput(cwd, output, options) {
    if (output === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--output must not be empty');
    if (output === STDOUT_OUTPUT)
        return;
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output);
    await assertOutputSpareInputs(abs, output, options.inputs);
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .checkOutputTarget */ .Bj)(abs, options.force ?? false, output);
}
/** The one way a CLI command writes a file (checked again at write time). */
async function writeCommandOutput(cwd, output, content, options) {
    if (output === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--output must not be empty');
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output);
    await assertOutputSpareInputs(abs, output, options.inputs);
    // writeOutputAtomic checks the target itself (the last step of checkCommandOutput).
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputAtomic */ .Yp)(abs, content, options.force ?? false, output);
}
/**
 * Writes a command's one output file, or prints it on stdout for `--output -`; then says where it
 * went (`wrote <path>`, on stdout) only when it went to a file, so stdout holds nothing but the
 * document when it is the output.
 */
async function emitCommandOutput(io, output, content, options) {
    if (output === STDOUT_OUTPUT) {
        io.stdout(content);
        return;
    }
    await writeCommandOutput(io.cwd, output, content, options);
    io.stdout(`${options.wrote ?? `wrote ${output}`}\n`);
}
/** Absolute and real forms of a path that may not exist yet (its parent resolved when it does not). */
async function pathForms(abs) {
    const real = (await realOrNull(abs)) ??
        ((parent) => (parent === null ? abs : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs))))(await realOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)));
    return real === abs ? [abs] : [abs, real];
}
const within = (root, path) => inside(root, path) !== null;
/**
 * Every check before a command replaces a whole directory with its output (a fleet bundle): the
 * directory is not the working directory and neither is nor holds any input (file or bundle), it
 * does not lie inside an input bundle, its parent exists, an existing one is a real directory (not
 * a symbolic link or a file), and a non-empty one needs --force. `option` names the flag in
 * messages. Nothing is created or removed.
 */
async function checkBundleOutput(cwd, dir, options) {
    const option = options.option ?? '--bundle';
    if (dir === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${option} must not be empty`);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, dir);
    const parentShown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === '' ? '.' : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    const parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)).catch(() => null);
    if (parent === null)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`directory ${parentShown} does not exist (create it first)`, dir);
    if (!parent.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${parentShown} is not a directory`, dir);
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(abs).catch(() => null);
    if (target?.isSymbolicLink())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('is a symbolic link; give a real directory for the bundle', dir);
    if (target && !target.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('exists and is not a directory; give a directory path for the bundle', dir);
    const forms = await pathForms(abs);
    for (const input of options.inputs) {
        const inputForms = await pathForms(input.path);
        if (forms.some((f) => inputForms.includes(f)))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the input ${input.kind === 'bundle' ? 'bundle ' : ''}${input.display} of this command; choose another directory`, dir);
        if (forms.some((f) => inputForms.some((i) => within(f, i))))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`contains the input ${input.display} of this command, and the bundle replaces everything in it (--force or not); choose another directory`, dir);
        if (input.kind === 'bundle' && forms.some((f) => inputForms.some((i) => within(i, f))))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`lies inside the input bundle ${input.display}; choose a directory outside it`, dir);
    }
    const cwdForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd));
    if (forms.some((f) => cwdForms.some((c) => within(f, c))))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the working directory${forms.some((f) => cwdForms.includes(f)) ? '' : ' or holds it'}; the bundle replaces everything in it, so choose a new directory`, dir);
    if (target && !options.force) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(abs).catch((e) => {
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`cannot read: ${e.code ?? e.message}${e.code === 'EACCES' ? ' (permission denied)' : ''}`, dir);
        });
        if (entries.length)
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('bundle directory is not empty (pass --force to replace it)', dir);
    }
}
/**
 * Refuses a file output that is the directory output or lies inside it: the directory is replaced
 * as a whole, so the file would be lost (or block the directory).
 */
async function assertOutsideBundleOutput(cwd, output, bundle) {
    const dirForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, bundle.dir));
    const outForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output));
    const rels = dirForms.flatMap((d) => outForms.map((o) => inside(d, o))).filter((r) => r !== null);
    if (rels.length === 0)
        return;
    const option = bundle.option ?? '--bundle';
    throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(rels.includes('')
        ? `is also the ${option} directory ${bundle.dir}; give the file and the directory different paths`
        : `lies inside the ${option} directory ${bundle.dir}, which is replaced as a whole; write it elsewhere`, output);
}


/***/ }),

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


/***/ })

};
