export const id = 773;
export const ids = [773];
export const modules = {

/***/ 4773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pinsCommand: () => (/* binding */ pinsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_build_build_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6501);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
/* harmony import */ var _domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3447);
/* harmony import */ var _domain_plan_run_spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6811);
/* harmony import */ var _domain_plan_spec_against_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5609);
/* harmony import */ var _orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2006);
/* harmony import */ var _domain_decision_plan_comparisons_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4955);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8551);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6698);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6675);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6657);
// `pins`: prints (or writes into the plan) the hashes a capacity plan must pin for a run spec.












const HELP = `Usage: paretopilot-capacity pins --plan <capacity-run.json> [--write]

Prints the hashes a capacity plan must pin for this run spec: the load plan and quality suite
file hashes, each candidate's canonical server command and argv hashes, and the canonical
lock/release hashes. With --write, rewrites the capacity plan (canonical JSON) with them, in
place and atomically (the only command that replaces a file without --force: the flag asks for it).
`;
async function pinsCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .runCommand */ .d)('pins', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommandArgs */ .Q)(argv, { plan: { type: 'string' }, write: { type: 'boolean' } }, false);
        if (values.help) {
            io.stdout(HELP);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length || !values.plan)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('--plan <capacity-run.json> is required');
        const specAbs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.plan);
        const specFile = await (0,_orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__/* .loadJsonFile */ .Fk)(specAbs, values.plan);
        const spec = (0,_domain_plan_run_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunSpec */ ._x)(specFile.value, values.plan, { kleidiai: _domain_build_build_key_js__WEBPACK_IMPORTED_MODULE_1__/* .KLEIDIAI_V1_24_0_SOURCE */ .ng });
        const rel = (p) => ({ abs: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(specAbs), p), display: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(values.plan), p) });
        const planLoc = rel(spec.capacityPlanPath);
        const planFile = await (0,_orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__/* .loadJsonFile */ .Fk)(planLoc.abs, planLoc.display);
        const loadPlan = await (0,_orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__/* .loadJsonFile */ .Fk)(rel(spec.loadPlanPath).abs, rel(spec.loadPlanPath).display);
        const suite = await (0,_orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__/* .loadJsonFile */ .Fk)(rel(spec.evaluationSuitePath).abs, rel(spec.evaluationSuitePath).display);
        const plan = (0,_domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCapacityPlan */ .bO)(planFile.value, planFile.display);
        // The pins are computed per candidate of the plan from the run spec's entry of the same id.
        (0,_domain_plan_spec_against_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSameCandidates */ .l)(spec, plan, values.plan, planFile.display);
        const pins = (0,_domain_plan_run_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalPins */ .VG)(spec, plan);
        const result = {
            pins: {
                load_plan_sha256: loadPlan.sha256,
                evaluation_suite_sha256: suite.sha256,
                canonical_evidence_lock_sha256: pins.lockSha256,
                canonical_release_sha256: pins.releaseSha256,
            },
            candidates: pins.candidates.map((c) => ({
                id: c.id,
                canonical_server_command_sha256: c.canonical_server_command_sha256,
                canonical_server_argv_sha256: c.canonical_server_argv_sha256,
                argv: c.argv,
            })),
        };
        for (const warning of (0,_domain_decision_plan_comparisons_js__WEBPACK_IMPORTED_MODULE_7__/* .confoundedWarnings */ .H)(spec))
            io.stderr(`warning: ${warning}\n`);
        if (values.write) {
            const doc = planFile.value;
            doc.pins = { ...result.pins };
            for (const c of doc.candidates) {
                if (!(0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(c))
                    continue;
                const p = result.candidates.find((x) => x.id === c.id);
                if (p) {
                    c.canonical_server_command_sha256 = p.canonical_server_command_sha256;
                    c.canonical_server_argv_sha256 = p.canonical_server_argv_sha256;
                }
            }
            // --write is the explicit request to rewrite the plan in place; the other inputs stay untouched.
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .writeCommandOutput */ .kJ)(io.cwd, planLoc.display, (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(doc), {
                force: true,
                inputs: [values.plan, rel(spec.loadPlanPath).display, rel(spec.evaluationSuitePath).display].map((p) => (0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .inputFile */ .xm)(io.cwd, p)),
            });
            io.stdout(`updated ${planLoc.display}\n`);
        }
        else
            io.stdout((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(result));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_OK */ .Ij;
    });
}


/***/ }),

/***/ 6657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   co: () => (/* binding */ checkBundleOutput),
/* harmony export */   fK: () => (/* binding */ assertOutsideBundleOutput),
/* harmony export */   fs: () => (/* binding */ inputBundle),
/* harmony export */   kJ: () => (/* binding */ writeCommandOutput),
/* harmony export */   lq: () => (/* binding */ checkCommandOutput),
/* harmony export */   xm: () => (/* binding */ inputFile)
/* harmony export */ });
/* unused harmony export assertOutputSpareInputs */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);
// Every file a CLI command writes goes through writeCommandOutput (every directory through
// checkBundleOutput): outputs never replace or land inside what the command reads, and every writer
// shares one overwrite and directory rule (no overwrite without --force, a missing parent directory
// is an error).




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


/***/ })

};
