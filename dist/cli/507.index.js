export const id = 507;
export const ids = [507];
export const modules = {

/***/ 528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pinsCommand: () => (/* binding */ pinsCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/domain/core/json-edit.ts
// Sets string values of a JSON text in place: every byte outside the edited values stays as the
// user wrote it (indentation, key order, numbers), so a rewritten file differs only where it must.

/** A scanner of the text's structure (the text is already known to be valid JSON). */
function scan(text, file) {
    let i = 0;
    const fail = (what) => {
        throw new errors/* InputError */.dz(`cannot edit in place: ${what} at offset ${i}`, file);
    };
    const ws = () => {
        while (i < text.length && ' \t\n\r'.includes(text[i]))
            i++;
    };
    const string = () => {
        const start = i++;
        while (i < text.length && text[i] !== '"')
            i += text[i] === '\\' ? 2 : 1;
        if (i >= text.length)
            fail('an unterminated string');
        i++;
        const key = JSON.parse(text.slice(start, i));
        return typeof key === 'string' ? key : fail('a string expected');
    };
    const value = () => {
        ws();
        const start = i;
        const c = text[i];
        if (c === '{') {
            i++;
            const members = [];
            ws();
            if (text[i] === '}')
                i++;
            else
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('a key expected');
                    const keyStart = i;
                    const key = string();
                    ws();
                    if (text[i++] !== ':')
                        fail('":" expected');
                    members.push({ key, keyStart, value: value() });
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i++] === '}')
                        break;
                    else
                        fail('"," or "}" expected');
                }
            return { start, end: i, members };
        }
        if (c === '[') {
            i++;
            const items = [];
            ws();
            if (text[i] === ']')
                i++;
            else
                for (;;) {
                    items.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i++] === ']')
                        break;
                    else
                        fail('"," or "]" expected');
                }
            return { start, end: i, items };
        }
        if (c === '"')
            string();
        else {
            while (i < text.length && !' \t\n\r,]}'.includes(text[i]))
                i++;
            if (i === start)
                fail('a value expected');
        }
        return { start, end: i };
    };
    return value();
}
const pointer = (path, depth) => `/${path.slice(0, depth + 1).join('/')}`;
/** Sets `edit` from `path[from]` on, a key of `added` (what a rescan after the earlier edits would find). */
function addKeys(added, edit, from, file) {
    let map = added;
    for (let depth = from; depth < edit.path.length; depth++) {
        const step = edit.path[depth];
        // An object added by an earlier edit has no items; a missing key cannot open an array.
        if (typeof step === 'number')
            throw new errors/* InputError */.dz(`cannot edit in place: no array item there`, file, pointer(edit.path, depth));
        if (depth === edit.path.length - 1) {
            map.set(step, edit.value);
            return;
        }
        const next = map.get(step);
        if (typeof next === 'string') {
            if (typeof edit.path[depth + 1] === 'number')
                throw new errors/* InputError */.dz(`cannot edit in place: no array item there`, file, pointer(edit.path, depth + 1));
            throw new errors/* InputError */.dz(`cannot edit in place: not an object`, file, pointer(edit.path, depth));
        }
        if (next !== undefined) {
            map = next;
            continue;
        }
        if (edit.path.slice(depth + 1).some((x) => typeof x === 'number'))
            throw new RangeError('an array index below a missing key');
        const created = new Map();
        map.set(step, created);
        map = created;
    }
}
/** Folds one edit into the overlay, walking the scanned tree as the edits before it left it. */
function applyOne(root, overlay, edit, file) {
    let node = root;
    for (const [depth, step] of edit.path.entries()) {
        const here = pointer(edit.path, depth);
        // A value already replaced by a string has no members or items any more.
        const open = overlay.replaced.has(node) ? { start: node.start, end: node.end } : node;
        if (typeof step === 'number') {
            const item = open.items?.[step];
            if (item === undefined)
                throw new errors/* InputError */.dz(`cannot edit in place: no array item there`, file, here);
            node = item;
            continue;
        }
        if (open.members === undefined)
            throw new errors/* InputError */.dz(`cannot edit in place: not an object`, file, here.replace(/\/[^/]*$/, '') || '/');
        const member = open.members.find((m) => m.key === step);
        if (member) {
            node = member.value;
            continue;
        }
        // A missing key: added after the object's last member when the text is written.
        const added = overlay.added.get(node) ?? new Map();
        addKeys(added, edit, depth, file);
        overlay.added.set(node, added);
        return;
    }
    overlay.replaced.set(node, edit.value);
}
/** The whitespace that opens the line holding `offset`. */
function lineIndent(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart))[0];
}
/** An added value written at `indent` with `unit` steps. */
function render(value, indent, unit) {
    if (typeof value === 'string')
        return JSON.stringify(value);
    const inner = indent + unit;
    const members = [...value].map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner, unit)}`);
    return `{\n${members.join(',\n')}\n${indent}}`;
}
/** The splices of the overlay in text order: a replaced value whole, added keys after the last member. */
function splices(text, node, overlay, out) {
    const replaced = overlay.replaced.get(node);
    if (replaced !== undefined) {
        out.push({ start: node.start, end: node.end, text: JSON.stringify(replaced) });
        return out;
    }
    for (const m of node.members ?? [])
        splices(text, m.value, overlay, out);
    for (const item of node.items ?? [])
        splices(text, item, overlay, out);
    const added = overlay.added.get(node);
    if (added === undefined)
        return out;
    // Indented like the object's members (its own line's indent plus one unit when it has none).
    const objectIndent = lineIndent(text, node.start);
    const last = node.members.at(-1);
    const memberIndent = last ? lineIndent(text, last.keyStart) : `${objectIndent}  `;
    const unit = memberIndent.startsWith(objectIndent) && memberIndent.length > objectIndent.length
        ? memberIndent.slice(objectIndent.length)
        : '  ';
    const members = [...added].map(([k, v]) => `${memberIndent}${JSON.stringify(k)}: ${render(v, memberIndent, unit)}`);
    if (last)
        out.push({ start: last.value.end, end: last.value.end, text: `,\n${members.join(',\n')}` });
    else
        out.push({ start: node.start, end: node.end, text: `{\n${members.join(',\n')}\n${objectIndent}}` });
    return out;
}
/**
 * `text` with every edit applied in order; values not named keep their bytes. The text is scanned
 * once and written once, so a plan of a thousand candidates costs no more per edit than a small one.
 */
function setJsonStrings(text, edits, file = 'JSON') {
    const root = scan(text, file);
    const overlay = { replaced: new Map(), added: new Map() };
    for (const edit of edits)
        applyOne(root, overlay, edit, file);
    let out = '';
    let at = 0;
    for (const s of splices(text, root, overlay, [])) {
        out += text.slice(at, s.start) + s.text;
        at = s.end;
    }
    return out + text.slice(at);
}

// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(8070);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/spec-against-plan.ts
var spec_against_plan = __webpack_require__(5609);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
// EXTERNAL MODULE: ./src/domain/plan/authored-plan.ts + 1 modules
var authored_plan = __webpack_require__(7969);
// EXTERNAL MODULE: ./src/domain/plan/check-report.ts
var check_report = __webpack_require__(6225);
// EXTERNAL MODULE: ./src/domain/decision/plan-comparisons.ts
var plan_comparisons = __webpack_require__(4955);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(6657);
;// CONCATENATED MODULE: ./src/cli/commands/pins.ts
// `pins`: prints (or writes into the plan) the hashes a capacity plan must pin for a run spec.

















const HELP = `Usage: paretopilot-capacity pins --plan <capacity-run.json | capacity.json> [--write]

Prints the hashes a capacity plan must pin for this run spec: the load plan and quality suite
file hashes, each candidate's canonical server command and argv hashes, and the canonical
lock/release hashes. With --write, sets them in the capacity plan in place and atomically (the
only command that replaces a file without --force: the flag asks for it): only the pin values
change; the file's indentation, key order and every other byte stay as they are.
For an authored plan (capacity.json) prints the pins the tool derives for it; there is nothing to write.
`;
async function pinsCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('pins', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, { plan: { type: 'string' }, write: { type: 'boolean' } }, false);
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length || !values.plan)
            throw new cli_errors/* UsageError */.e('--plan <capacity-run.json> is required');
        const specAbs = (0,external_node_path_.resolve)(io.cwd, values.plan);
        const specFile = await (0,study_context/* loadJsonFile */.Fk)(specAbs, values.plan);
        const wrong = (0,check_report/* wrongDocument */.Zf)(specFile.value, ['run-spec', 'authored'], values.plan, 'pins');
        if (wrong)
            throw wrong;
        if ((0,authored_plan/* isAuthoredPlan */.sn)(specFile.value)) {
            // An authored plan's pins are derived, never written: print what its derived plan pins.
            if (values.write)
                throw new cli_errors/* UsageError */.e(`${values.plan} is an authored plan: its pins are derived by the tool, so there is nothing to --write`);
            const ctx = await (0,study_context/* loadStudyContext */.bb)(values.plan, io.cwd);
            const derived = (0,run_spec/* canonicalPins */.VG)(ctx.spec, ctx.plan);
            for (const warning of (0,plan_comparisons/* confoundedWarnings */.H)(ctx.spec))
                io.stderr(`warning: ${warning}\n`);
            io.stdout((0,json_writer/* canonicalJson */.dj)({
                pins: { ...ctx.plan.pins },
                candidates: derived.candidates.map((c) => ({ ...c, argv: [...c.argv] })),
            }));
            return exit_codes/* EXIT_OK */.Ij;
        }
        const spec = (0,run_spec/* parseRunSpec */._x)(specFile.value, values.plan, { kleidiai: kleidiai/* KLEIDIAI_V1_24_0_SOURCE */.ng });
        const rel = (p) => ({ abs: (0,external_node_path_.join)((0,external_node_path_.dirname)(specAbs), p), display: (0,external_node_path_.join)((0,external_node_path_.dirname)(values.plan), p) });
        const planLoc = rel(spec.capacityPlanPath);
        const planFile = await (0,study_context/* loadJsonFile */.Fk)(planLoc.abs, planLoc.display);
        const loadPlan = await (0,study_context/* loadJsonFile */.Fk)(rel(spec.loadPlanPath).abs, rel(spec.loadPlanPath).display);
        const suite = await (0,study_context/* loadJsonFile */.Fk)(rel(spec.evaluationSuitePath).abs, rel(spec.evaluationSuitePath).display);
        const plan = (0,plan_plan/* parseCapacityPlan */.bO)(planFile.value, planFile.display);
        // The pins are computed per candidate of the plan from the run spec's entry of the same id.
        (0,spec_against_plan/* checkSameCandidates */.l)(spec, plan, values.plan, planFile.display);
        const pins = (0,run_spec/* canonicalPins */.VG)(spec, plan);
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
        for (const warning of (0,plan_comparisons/* confoundedWarnings */.H)(spec))
            io.stderr(`warning: ${warning}\n`);
        if (values.write) {
            const edits = Object.entries(result.pins).map(([key, value]) => ({
                path: ['pins', key],
                value,
            }));
            const listed = (0,json/* isJsonObject */.OW)(planFile.value) ? planFile.value.candidates : undefined;
            for (const [i, c] of (Array.isArray(listed) ? listed : []).entries()) {
                const p = (0,json/* isJsonObject */.OW)(c) ? result.candidates.find((x) => x.id === c.id) : undefined;
                if (!p)
                    continue;
                edits.push({
                    path: ['candidates', i, 'canonical_server_command_sha256'],
                    value: p.canonical_server_command_sha256,
                }, { path: ['candidates', i, 'canonical_server_argv_sha256'], value: p.canonical_server_argv_sha256 });
            }
            const before = (0,json_reader/* decodeUtf8Strict */.h0)(planFile.bytes);
            const after = setJsonStrings(before, edits, planLoc.display);
            if (after === before) {
                io.stdout(`${planLoc.display}: pins already up to date\n`);
                return exit_codes/* EXIT_OK */.Ij;
            }
            // --write is the explicit request to rewrite the plan in place; the other inputs stay untouched.
            await (0,output/* writeCommandOutput */.kJ)(io.cwd, planLoc.display, after, {
                force: true,
                inputs: [values.plan, rel(spec.loadPlanPath).display, rel(spec.evaluationSuitePath).display].map((p) => (0,output/* inputFile */.xm)(io.cwd, p)),
            });
            io.stdout(`updated ${planLoc.display}\n`);
        }
        else
            io.stdout((0,json_writer/* canonicalJson */.dj)(result));
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

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ confoundedWarnings)
/* harmony export */ });
/* unused harmony export plannedComparisons */
/* harmony import */ var _factors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5395);

function factorsOf(spec, c) {
    const build = spec.builds.find((b) => b.label === c.build);
    const model = c.model.kind === 'fixture' ? `fixture:${c.model.fixture}` : `sha256:${c.model.sha256}`;
    return {
        build: {
            identity: c.build,
            kleidiai: build?.kleidiai ?? false,
            rest: JSON.stringify({
                target: build?.target ?? null,
                cmake: sortedEntries(build?.cmakeOptions ?? {}),
            }),
        },
        model: { identity: model, family: c.family, revision: c.revision },
        options: c.serverArgs,
    };
}
function sortedEntries(o) {
    return Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
/** Every pair of candidates (run spec order, a before b) with the factor it identifies. */
function plannedComparisons(spec) {
    const ids = spec.candidates.map((c) => c.id);
    // Candidates that run the same thing share a class, and each pair of classes is classified once:
    // the pairs grow with the square of the candidates, the work with the square of what differs.
    const classes = new Map();
    const factors = [];
    const classOf = spec.candidates.map((c) => {
        const f = factorsOf(spec, c);
        const key = JSON.stringify(f);
        if (!classes.has(key))
            classes.set(key, factors.push(f) - 1);
        return classes.get(key);
    });
    const classified = new Map();
    const classify = (x, y) => {
        const key = x * factors.length + y;
        if (!classified.has(key))
            classified.set(key, (0,_factors_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyPair */ .v8)(factors[x], factors[y]));
        return classified.get(key);
    };
    const out = [];
    for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++)
            out.push({ a: ids[i], b: ids[j], ...classify(classOf[i], classOf[j]) });
    return out;
}
/**
 * One line per confounded pair that no factorial design explains (empty when every pair is clean). A
 * confounded pair whose two candidates are joined through a third by two single-factor pairs is a
 * diagonal of a factorial: each of its factors is identified by those pairs, so it is not reported.
 */
function confoundedWarnings(spec) {
    const pairs = plannedComparisons(spec);
    // The single-factor pairs by both orders of their ids, so each look-up is one set probe.
    const key = (x, y) => JSON.stringify([x, y]);
    const singles = new Set(pairs
        .filter((p) => p.factor !== 'confounded' && p.factor !== 'identical')
        .flatMap((p) => [key(p.a, p.b), key(p.b, p.a)]));
    const single = (x, y) => singles.has(key(x, y));
    const ids = spec.candidates.map((c) => c.id);
    return pairs
        .filter((c) => c.factor === 'confounded')
        .filter((c) => !ids.some((m) => m !== c.a && m !== c.b && single(c.a, m) && single(m, c.b)))
        .map((c) => `candidates ${c.a} and ${c.b} differ in more than one factor (${c.detail}): their comparison is confounded ` +
        'and credits no single factor; make them differ in one of build, model or server_args to identify its effect');
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
