export const id = 438;
export const ids = [438];
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

/***/ 9749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   receiptCommand: () => (/* binding */ receiptCommand)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8551);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6675);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6657);
/* harmony import */ var _orchestrators_study_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8397);
// `receipt`: validates a study by re-derivation and renders its Markdown receipt.





const HELP = `Usage: paretopilot-capacity receipt <study.json | bundle-dir> -o|--output <receipt.md | -> [--force]

Validates the study by re-deriving every cell, gate and selection from its embedded sources,
then renders the Markdown receipt. Exit 0 on success, 1 when the study does not re-derive
to its stored values, 2 on bad usage or unreadable input. The output is written atomically, never
replaces an existing file without --force, and never replaces the study; its directory must exist. --output - prints the receipt on stdout.
`;
async function receiptCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_0__/* .runCommand */ .d)('receipt', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
            output: { type: 'string', short: 'o' },
            force: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout(HELP);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length !== 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e('expected exactly one study file');
        if (!values.output)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e('--output is required');
        const { file, input } = await (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .studyArgument */ .xw)(io.cwd, positionals[0]);
        const inputs = [input];
        await (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .checkCommandOutput */ .lq)(io.cwd, values.output, { force: values.force, inputs });
        const study = await (0,_orchestrators_study_io_js__WEBPACK_IMPORTED_MODULE_3__/* .readVerifiedStudy */ .Us)(file, io.cwd);
        await (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .emitCommandOutput */ .KT)(io, values.output, (0,_orchestrators_study_io_js__WEBPACK_IMPORTED_MODULE_3__/* .renderStudyReceipt */ .Wp)(study.validated), {
            force: values.force,
            inputs,
        });
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
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


/***/ })

};
