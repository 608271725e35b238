export const id = 932;
export const ids = [932];
export const modules = {

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


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

/***/ 8881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   assembleCommand: () => (/* binding */ assembleCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2403);
/* harmony import */ var _domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(676);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(468);
/* harmony import */ var _domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2612);
/* harmony import */ var _domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6225);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8551);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6675);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6657);
// `assemble`: builds capacity-study.json from a bundle's raw artifacts or from files named one by one.











const HELP = `Usage:
  paretopilot-capacity assemble <bundle-dir> -o|--output <study.json | -> [--force]
  paretopilot-capacity assemble --capacity-plan <capacity-plan.json> --load-plan <file>
      --manifest <file> --load LABEL=PATH... --rss LABEL=PATH... --server-log LABEL=PATH...
      --quality LABEL=PATH... -o|--output <study.json | -> [--force]

Assembles capacity-study.json from a bundle laid out as runs/<pass>/<candidate>/p<P>/… and
quality/<candidate>/p<P>/…, or from explicitly labelled inputs. Every row, cell, gate and
selection is recomputed. Exit 0 on success, 2 on bad usage or bad input.
The output is written atomically and never replaces an existing file without --force; it may
not be one of the inputs, replace a file of the input bundle, or lie in its runs/ or quality/
folders (even with --force). Its directory must exist. \`--output -\` prints the study on stdout.
\`--plan\` names the run spec in every other command, so the capacity plan is \`--capacity-plan\` here;
the old \`--plan <capacity-plan.json>\` still works (receipts print it), and a run spec given to
it is refused with this explanation.
`;
async function labelled(values, flag, cwd) {
    const out = new Map();
    for (const v of values ?? []) {
        const eq = v.indexOf('=');
        if (eq <= 0 || eq === v.length - 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`--${flag} expects LABEL=PATH, got ${JSON.stringify(v)}`);
        const label = v.slice(0, eq);
        const path = v.slice(eq + 1);
        if (out.has(label))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`--${flag} label ${label} is given twice`);
        out.set(label, { path, bytes: await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path), path) });
    }
    return out;
}
/** `--plan` given a run spec: the option was renamed because --plan means the run spec elsewhere. */
function refuseRunSpec(file, display) {
    const value = (0,_domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonFast */ .Q7)(new TextDecoder().decode(file.bytes));
    if (value === undefined || (0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_6__/* .recognizeDocument */ .g2)(value) !== 'run-spec')
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`--plan ${display} is a run spec (capacity-run.json), but assemble takes the capacity plan: its option was renamed --capacity-plan, since --plan names the run spec in every other command and in the action. Pass --capacity-plan <the capacity_plan file this run spec names>`);
}
async function assembleCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .runCommand */ .d)('assemble', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommandArgs */ .Q)(argv, {
            output: { type: 'string', short: 'o' },
            force: { type: 'boolean' },
            'capacity-plan': { type: 'string' },
            // The old name of --capacity-plan, kept for the reproduce commands receipts print.
            plan: { type: 'string' },
            'load-plan': { type: 'string' },
            manifest: { type: 'string' },
            load: { type: 'string', multiple: true },
            rss: { type: 'string', multiple: true },
            'server-log': { type: 'string', multiple: true },
            quality: { type: 'string', multiple: true },
        });
        if (values.help) {
            io.stdout(HELP);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
        }
        if (values.plan !== undefined && values['capacity-plan'] !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e('give the capacity plan once: --capacity-plan (--plan is its old name)');
        const capacityPlan = values['capacity-plan'] ?? values.plan;
        if (!values.output)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e('--output is required');
        const explicit = capacityPlan ||
            values['load-plan'] ||
            values.manifest ||
            values.load ||
            values.rss ||
            values['server-log'] ||
            values.quality;
        let inputs;
        const read = [];
        if (positionals.length === 1 && !explicit) {
            await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assertBundleDirectory */ .m7)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, positionals[0]), positionals[0]);
            read.push((0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .inputBundle */ .fs)(io.cwd, positionals[0]));
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .checkCommandOutput */ .lq)(io.cwd, values.output, { force: values.force, inputs: read });
            inputs = (await (0,_adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverBundle */ .g)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, positionals[0]))).inputs;
        }
        else if (positionals.length === 0 && explicit) {
            if (!capacityPlan)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e('--capacity-plan is required with labelled inputs');
            for (const flag of ['load-plan', 'manifest'])
                if (!values[flag])
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`--${flag} is required with labelled inputs`);
            const given = [capacityPlan, values['load-plan'], values.manifest];
            for (const list of [values.load, values.rss, values['server-log'], values.quality])
                for (const v of list ?? [])
                    if (v.indexOf('=') > 0)
                        given.push(v.slice(v.indexOf('=') + 1));
            read.push(...given.map((p) => (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .inputFile */ .xm)(io.cwd, p)));
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .checkCommandOutput */ .lq)(io.cwd, values.output, { force: values.force, inputs: read });
            const one = async (p) => ({
                path: p,
                bytes: await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, p), p),
            });
            const plan = await one(capacityPlan);
            if (values.plan !== undefined)
                refuseRunSpec(plan, values.plan);
            inputs = {
                plan,
                loadPlan: await one(values['load-plan']),
                manifest: await one(values.manifest),
                loads: await labelled(values.load, 'load', io.cwd),
                rss: await labelled(values.rss, 'rss', io.cwd),
                serverLogs: await labelled(values['server-log'], 'server-log', io.cwd),
                quality: await labelled(values.quality, 'quality', io.cwd),
            };
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e('give either one bundle directory or the labelled input flags');
        }
        const { study } = (0,_domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_3__/* .assembleStudy */ .mZ)(inputs);
        await (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .emitCommandOutput */ .KT)(io, values.output, (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(study), {
            force: values.force,
            inputs: read,
        });
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
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
