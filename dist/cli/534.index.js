export const id = 534;
export const ids = [534];
export const modules = {

/***/ 1427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ checkOutputPath),
/* harmony export */   AK: () => (/* binding */ writeFileEnsuringDir),
/* harmony export */   Bj: () => (/* binding */ checkOutputTarget),
/* harmony export */   EU: () => (/* binding */ bundlePath),
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   Q3: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Sq: () => (/* binding */ listBundleDirectory),
/* harmony export */   UG: () => (/* binding */ writeOutputCreatingFolders),
/* harmony export */   Yp: () => (/* binding */ writeOutputAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   _C: () => (/* binding */ listBundleFiles),
/* harmony export */   jH: () => (/* binding */ readInputFile),
/* harmony export */   m7: () => (/* binding */ assertBundleDirectory),
/* harmony export */   t0: () => (/* binding */ listRegularFilesSync),
/* harmony export */   t2: () => (/* binding */ exists),
/* harmony export */   wn: () => (/* binding */ isPartialFile)
/* harmony export */ });
/* unused harmony exports MAX_INPUT_BYTES, pathLinkProblem */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2612);
/* harmony import */ var _domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1019);
// Reading and writing bundle files safely: no symlinks, no paths outside the bundle, atomic writes.







const MAX_INPUT_BYTES = 256 * 1024 * 1024;
/** Reads a regular file (not a symlink), naming it in every error. */
async function readInputFile(path, display = path) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    }
    catch {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('file not found', display);
    }
    if (st.isSymbolicLink())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('must be a regular file, not a symbolic link', display);
    if (!st.isFile())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('must be a regular file', display);
    if (st.size > MAX_INPUT_BYTES)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`is larger than ${MAX_INPUT_BYTES} bytes`, display);
    try {
        return new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path));
    }
    catch (e) {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot read: ${e.code ?? e.message}`, display);
    }
}
/** Reads a regular file as strict UTF-8 text, naming it when it is not. */
async function readTextFile(path, display = path) {
    const bytes = await readInputFile(path, display);
    try {
        return (0,_domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8Strict */ .h0)(bytes);
    }
    catch {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('is not valid UTF-8', display);
    }
}
async function exists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Resolves a bundle-relative path, refusing anything that escapes the bundle root. */
function bundlePath(root, rel) {
    (0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_6__/* .assertSafeRelativePath */ .Dt)(rel, 'bundle path');
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, rel);
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root), abs);
    if (r.startsWith('..') || r.includes(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`path ${rel} escapes the bundle`);
    return abs;
}
/** Every regular file under root as sorted bundle-relative paths; symlinks are errors. */
async function listBundleFiles(root) {
    const out = [];
    const walk = async (dir, prefix) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true });
        for (const e of entries) {
            const rel = prefix ? `${prefix}/${e.name}` : e.name;
            if (e.isSymbolicLink())
                throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('bundles must not contain symbolic links', rel);
            if (e.isDirectory())
                await walk((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, e.name), rel);
            else if (e.isFile())
                out.push((0,_domain_bundle_sha256_sums_js__WEBPACK_IMPORTED_MODULE_6__/* .assertSafeRelativePath */ .Dt)(rel, 'bundle file name'));
            else
                throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('bundles may contain only regular files and directories', rel);
        }
    };
    await walk(root, '');
    return out.sort();
}
/** Checks that a directory given as a bundle exists and is a directory, naming it as given. */
async function assertBundleDirectory(path, display = path, what = 'bundle directory') {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    }
    catch {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what} not found`, display);
    }
    if (!st.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`is not a directory (expected a ${what})`, display);
}
/**
 * Every file of a bundle directory (listBundleFiles), with a file system refusal (not a directory,
 * no permission) turned into bad input naming the directory as given, or the entry below it.
 */
async function listBundleDirectory(dir, display, expected) {
    try {
        return await listBundleFiles(dir);
    }
    catch (e) {
        const err = e;
        if (typeof err.code !== 'string')
            throw e;
        const rel = typeof err.path === 'string' ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(dir, err.path).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/') : '';
        const where = rel && !rel.startsWith('..') ? `${display}/${rel}` : display;
        if (err.code === 'ENOTDIR')
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`is not a directory (expected ${expected})`, where);
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot read: ${err.code}${err.code === 'EACCES' ? ' (permission denied)' : ''}`, where);
    }
}
/**
 * The one writer of every output file: writes a temporary sibling (created exclusively), syncs it
 * and renames it over the target, so a failure never leaves a partial file looking complete.
 * Refuses to overwrite unless `overwrite`, refuses a directory target, and never creates missing
 * parent directories (a typo in a path should not grow a directory tree): the error names the
 * missing directory. `display` is the path as the user gave it.
 */
async function checkOutputTarget(path, overwrite, display = path) {
    // resolve() drops a trailing slash, which would turn `out/new/` into a file named `out/new`.
    if ([path, display].some((p) => ['/', node_path__WEBPACK_IMPORTED_MODULE_3__.sep, '/.', `${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}.`].some((end) => p.endsWith(end))))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('names a directory (it ends with a slash); give a file path for the output', display);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path);
    const parentShown = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(display) === '' ? '.' : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(display);
    let parentStat;
    try {
        parentStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(abs));
    }
    catch {
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`directory ${parentShown} does not exist (create it first)`, display);
    }
    if (!parentStat.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${parentShown} is not a directory`, display);
    let target;
    try {
        target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs);
    }
    catch {
        target = null;
    }
    if (target?.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('is a directory; give a file path for the output', display);
    if (target && !target.isFile() && !target.isSymbolicLink())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('exists and is not a regular file', display);
    if (target && !overwrite)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('output already exists (pass --force to overwrite)', display);
}
async function writeOutputAtomic(path, content, overwrite = false, display = path) {
    await checkOutputTarget(path, overwrite, display);
    try {
        await writeFileAtomic(path, content, display);
    }
    catch (e) {
        const code = e.code;
        if (typeof code === 'string')
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`cannot write: ${code}${code === 'EACCES' ? ' (permission denied)' : ''}`, display);
        throw e;
    }
}
/**
 * The first reason `target` may not be written through, or null: it is, or passes through, a
 * symbolic link, or passes through something that is not a directory; with `kind: 'directory'` the
 * path itself, when it exists, must be a directory. Components inside `base` are checked from `base`
 * down (the folder the user works in is theirs), paths outside it from the root. Components that do
 * not exist yet are fine: they will be created as real directories.
 */
async function pathLinkProblem(base, target, kind = 'any') {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, target);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base), abs);
    const inside = rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel));
    const start = inside ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base) : abs.slice(0, abs.indexOf(node_path__WEBPACK_IMPORTED_MODULE_3__.sep) + 1) || node_path__WEBPACK_IMPORTED_MODULE_3__.sep;
    const parts = (inside ? rel : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(start, abs)).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).filter((p) => p !== '');
    let current = start;
    for (const [i, part] of parts.entries()) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(current, part);
        const last = i === parts.length - 1;
        let st;
        try {
            st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return null;
            throw e;
        }
        if (st.isSymbolicLink())
            return { why: `${current} is a symbolic link`, notADirectory: false };
        if (!last && !st.isDirectory())
            return { why: `${current} is not a directory`, notADirectory: false };
        if (last && kind === 'directory' && !st.isDirectory())
            return { why: `${current} exists and is not a directory`, notADirectory: true };
    }
    return null;
}
/**
 * Every check before an output whose folder may not exist yet is written (init's
 * capacity/capacity.json): neither the file nor any folder on its way is a symbolic link (it is never
 * written through one, --force or not), and an existing file is a regular file that `overwrite`
 * allows replacing. `base` is the working directory (pathLinkProblem).
 */
async function checkOutputPath(base, path, overwrite, display = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const link = await pathLinkProblem(base, abs);
    if (link !== null)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${link.why}; an output is never written through one (give the real path)`, display);
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs).catch(() => null);
    if (target?.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('is a directory; give a file path for the output', display);
    if (target && !target.isFile())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('exists and is not a regular file', display);
    if (target && !overwrite)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('already exists: pass --force to replace it, or -o to write another file', display);
}
/**
 * Writes an output whose missing folders are created first (checkOutputPath before and after they
 * are made), then through writeOutputAtomic like every other output.
 */
async function writeOutputCreatingFolders(base, path, content, overwrite, display = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    await checkOutputPath(base, abs, overwrite, display);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(abs), { recursive: true });
    // A folder swapped for a link while the models were read is refused here, not written through.
    await checkOutputPath(base, abs, overwrite, display);
    await writeOutputAtomic(abs, content, overwrite, display);
}
/** The temporary sibling an atomic write fills before its rename. */
function partialPath(abs) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(abs), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(abs)}.partial-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`);
}
/** A temporary file of an atomic write that a kill cut off (bundle-relative or bare name). */
function isPartialFile(rel) {
    return /(^|\/)\.[^/]+\.partial-[0-9]+-[0-9a-f]{8}$/.test(rel);
}
/** A failed write as an error naming the file (`display`) and the full path, errno code kept. */
function writeFailure(e, display, abs) {
    const err = e;
    return Object.assign(new Error(`could not write ${display}: ${err.message}`, { cause: e }), {
        code: err.code,
        path: abs,
        syscall: err.syscall,
    });
}
/**
 * Writes `path` through a temporary file in the same folder, synced, and a rename, so an exit, a
 * crash or a full disk at any moment leaves either the whole new file or the old one (never a
 * 0-byte or partial one). A failure names the file (`display`) and keeps the errno code and path.
 */
async function writeFileAtomic(path, content, display = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path);
    const tmp = partialPath(abs);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'wx');
        try {
            await fh.writeFile(content);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, abs);
    }
    catch (e) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        throw writeFailure(e, display, abs);
    }
}
/** writeFileAtomic for the moments nothing may wait (a process that must exit now). */
function writeFileAtomicSync(path, content, display = path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path);
    const tmp = partialPath(abs);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(tmp, 'wx');
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeFileSync)(fd, content);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.renameSync)(tmp, abs);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(tmp, { force: true });
        throw writeFailure(e, display, abs);
    }
}
/** Every regular file under root as sorted bundle-relative paths, read synchronously; links skipped. */
function listRegularFilesSync(root) {
    const out = [];
    const walk = (dir, prefix) => {
        for (const e of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir, { withFileTypes: true })) {
            const rel = prefix ? `${prefix}/${e.name}` : e.name;
            if (e.isDirectory())
                walk((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, e.name), rel);
            else if (e.isFile())
                out.push(rel);
        }
    };
    walk(root, '');
    return out.sort();
}
async function writeFileEnsuringDir(path, content) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, content);
}


/***/ }),

/***/ 6675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
// The CLI's own error: a command line it cannot run (exit 2, with a pointer to --help).

/** A command line the command cannot run: answered with a pointer to `--help` (exit 2). */
class UsageError extends _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs),
/* harmony export */   d: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
/* harmony import */ var _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(982);
/* harmony import */ var _adapters_file_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8846);
/* harmony import */ var _domain_core_closest_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6675);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8551);
// What every CLI command gets and returns: text sinks, a cwd, and an exit code (exit-codes.ts).







/** " (did you mean --plan?)" for a flag close to one of the command's (`-O` → `-o`), else "". */
function meant(given, options) {
    if (/^-[^-]$/.test(given)) {
        const short = Object.values(options).find((o) => o.short?.toLowerCase() === given[1].toLowerCase());
        return short ? ` (did you mean -${short.short}?)` : '';
    }
    const close = (0,_domain_core_closest_name_js__WEBPACK_IMPORTED_MODULE_5__/* .closestName */ .N)(given.replace(/^-+/, ''), Object.keys(options));
    return close === undefined ? '' : ` (did you mean --${close}?)`;
}
/**
 * Every way a command line can be wrong for `options`, answered in our words (Node's parser text is
 * never shown): an unknown flag with the flag it most likely meant, a flag without its value, a
 * value that is the next flag, a value given to a switch, an argument where none is taken.
 */
function commandLineProblem(argv, options, allowPositionals) {
    const end = argv.indexOf('--');
    for (const arg of end < 0 ? argv : argv.slice(0, end)) {
        // `-plan`: a long flag written with one dash reads as a group of short flags; say what it meant.
        const single = /^-([A-Za-z][A-Za-z-]+)(=.*)?$/.exec(arg);
        if (single && ![...single[1]].every((c) => Object.values(options).some((o) => o.short === c)))
            return `unknown option ${arg.split('=')[0]}${meant(single[1], options)}`;
    }
    const { tokens } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
    for (const t of tokens) {
        if (t.kind === 'positional') {
            if (!allowPositionals)
                return `unexpected argument ${JSON.stringify(t.value)}: this command takes only options`;
            continue;
        }
        if (t.kind !== 'option')
            continue;
        const option = options[t.name];
        if (option === undefined)
            return `unknown option ${t.rawName}${meant(t.rawName, options)}`;
        const flag = t.rawName;
        if (option.type === 'boolean' && t.inlineValue)
            return `${flag} takes no value (got ${flag}=${t.value ?? ''})`;
        if (option.type !== 'string')
            continue;
        if (t.value === undefined)
            return `${flag} needs a value`;
        if (!t.inlineValue && t.value.length > 1 && t.value.startsWith('-'))
            return `${flag} needs a value, and ${JSON.stringify(t.value)} looks like an option: write ${flag}=${t.value} if that is the value`;
    }
    return undefined;
}
/** node:util parseArgs (every command has -h/--help) with our usage errors instead of its TypeErrors. */
function parseCommandArgs(argv, options, allowPositionals = true) {
    const all = { ...options, help: { type: 'boolean', short: 'h' } };
    const problem = commandLineProblem(argv, all, allowPositionals);
    if (problem !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(problem);
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options: all, allowPositionals, strict: true });
    }
    catch (e) {
        // Unreachable while commandLineProblem knows every rule of the parser; its text stays out.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`cannot read the command line (${e.code ?? 'parse error'})`);
    }
}
/**
 * The one place a command's thrown error becomes an exit code and one readable message (never a
 * stack trace): a failed stage → 1, a usage problem → 2 with a pointer to --help (only then: the
 * command line is what is wrong), a plan or machine refused at validation → 2, any other user
 * error → its exitCode, a file system error naming a path → 2,
 * anything else → internal error, 70 (the exit map is exit-codes.ts).
 */
async function runCommand(name, io, body) {
    try {
        return await body();
    }
    catch (e) {
        if (e instanceof _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Zu && e.stage !== 'validate') {
            io.stderr(`${name}: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_MISMATCH */ .O1;
        }
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e) {
            io.stderr(`${name}: ${e.message}\nRun 'paretopilot-capacity ${name} --help' for usage.\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_USAGE */ .Ri;
        }
        if (e instanceof _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Zu) {
            io.stderr(`${name}: ${e.message}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_USAGE */ .Ri;
        }
        if (e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo) {
            io.stderr(`${name}: ${e.message}\n`);
            return e.exitCode;
        }
        const fileError = (0,_adapters_file_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .fileErrorLine */ .Zy)(e);
        if (fileError !== undefined) {
            io.stderr(`${name}: ${fileError}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_USAGE */ .Ri;
        }
        io.stderr(`${name}: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
        if (io.env?.PARETOPILOT_DEBUG && e instanceof Error)
            io.stderr(`${e.stack}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_INTERNAL */ .vE;
    }
}


/***/ }),

/***/ 4256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ CANONICAL_DIR),
/* harmony export */   A$: () => (/* binding */ SUMS_FILE),
/* harmony export */   C5: () => (/* binding */ STATUS_FILE),
/* harmony export */   Dx: () => (/* binding */ STUDY_FILE),
/* harmony export */   HJ: () => (/* binding */ BUNDLE_FILES),
/* harmony export */   Hg: () => (/* binding */ RATE_SEARCH_FILE),
/* harmony export */   R0: () => (/* binding */ CANONICAL_FILES),
/* harmony export */   Sv: () => (/* binding */ SERVER_FILES),
/* harmony export */   VI: () => (/* binding */ PLAN_FILE),
/* harmony export */   aH: () => (/* binding */ RECEIPT_FILE),
/* harmony export */   c1: () => (/* binding */ qualityFile),
/* harmony export */   hu: () => (/* binding */ CELL_SUMS_FILE),
/* harmony export */   mN: () => (/* binding */ QUALITY_FILES),
/* harmony export */   t9: () => (/* binding */ CELL_ROOTS),
/* harmony export */   uS: () => (/* binding */ LOAD_FILE),
/* harmony export */   y6: () => (/* binding */ runFile)
/* harmony export */ });
/* unused harmony export PREPARE_SUMS_FILE */
/* harmony import */ var _measurement_manifest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74);
// The bundle layout (spec §1), named once: the files at a bundle's root, the files of each run and
// quality cell, the sha256 lists the measuring steps write, and the paths of cells inside a bundle.

/** Files at the root of a bundle. */
const BUNDLE_FILES = {
    study: 'capacity-study.json',
    receipt: 'capacity-receipt.md',
    status: 'status.json',
    sums: 'SHA256SUMS',
    plan: 'capacity-plan.json',
    runSpec: 'capacity-run.json',
    loadPlan: 'load-plan.json',
    evaluationSuite: 'evaluation-suite.json',
    /** The authored plan (docs/plans.md) the four plan documents were derived from, when one was given. */
    authoredPlan: 'capacity.json',
    manifest: _measurement_manifest_js__WEBPACK_IMPORTED_MODULE_0__/* .MANIFEST_FILE */ .h1,
};
const STUDY_FILE = BUNDLE_FILES.study;
const RECEIPT_FILE = BUNDLE_FILES.receipt;
const STATUS_FILE = BUNDLE_FILES.status;
const SUMS_FILE = BUNDLE_FILES.sums;
const PLAN_FILE = BUNDLE_FILES.plan;
/** The canonical pins prepare writes (`canonical/<file>`). */
const CANONICAL_DIR = 'canonical';
const CANONICAL_FILES = { lock: 'lock.json', release: 'release.json' };
/** Files every configuration's cell may hold (a fresh server under `time -v`). */
const SERVER_FILES = {
    command: 'server-command.json',
    stdout: 'server.stdout.log',
    stderr: 'server.stderr.log',
    time: 'server-time.txt',
    evidence: 'server-evidence.json',
};
/** The measured file of a run cell. */
const LOAD_FILE = 'load-evaluation.json';
/** A run cell's open-loop rate search history (plans with `open_loop` only), rewritten after each probe. */
const RATE_SEARCH_FILE = 'rate-search.json';
/** The measured files of a quality cell. */
const QUALITY_FILES = {
    raw: 'quality-evaluation.raw.json',
    evidence: 'quality-evidence.json',
};
/** The sha256 list a measure step writes into a cell directory, covering that cell's files. */
const CELL_SUMS_FILE = 'artifact.sha256';
/** The sha256 list at the root of the prepare artifact, covering the plan and build evidence. */
const PREPARE_SUMS_FILE = 'prepare.sha256';
/** The folders that hold run cells (`runs/<pass>/<candidate>/p<P>`) and quality cells (`quality/<candidate>/p<P>`). */
const CELL_ROOTS = { run: 'runs', quality: 'quality' };
const runFile = (label, name) => `${CELL_ROOTS.run}/${label}/${name}`;
const qualityFile = (label, name) => `${CELL_ROOTS.quality}/${label}/${name}`;


/***/ }),

/***/ 1019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ assertSafeRelativePath),
/* harmony export */   Lm: () => (/* binding */ parseSha256Sums),
/* harmony export */   a1: () => (/* binding */ sha256ListProblems),
/* harmony export */   iX: () => (/* binding */ renderSha256Sums)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _bundle_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4256);
// SHA-256 lists (SHA256SUMS, a cell's artifact.sha256, prepare.sha256): the one text format, its
// parser, the bundle-relative path rule every listed name obeys, and the problems a check reports.


/** A bundle-relative path that is safe to write, list and extract; `file` names the list it came from. */
function assertSafeRelativePath(rel, what = 'path', file) {
    // eslint-disable-next-line no-control-regex
    if (!rel || rel.startsWith('/') || rel.includes('\\') || /[\u0000-\u001f\u007f]/.test(rel))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`unsafe ${what} ${JSON.stringify(rel)}`, file);
    const parts = rel.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`unsafe ${what} ${JSON.stringify(rel)}`, file);
    return rel;
}
function renderSha256Sums(entries) {
    const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return sorted.map((e) => `${e.sha256}  ./${assertSafeRelativePath(e.path)}\n`).join('');
}
function parseSha256Sums(text, file = _bundle_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMS_FILE */ .A$) {
    const out = new Map();
    text.split('\n').forEach((line, i) => {
        if (line === '')
            return;
        const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
        if (!m)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`line ${i + 1} is not "<sha256>  <path>"`, file);
        const rel = assertSafeRelativePath(m[2].replace(/^\.\//, ''), `path on line ${i + 1}`, file);
        if (out.has(rel))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`line ${i + 1} lists ${rel} twice`, file);
        out.set(rel, m[1]);
    });
    return out;
}
/**
 * What is wrong between a list and the files present: unlisted files, listed files that are
 * missing, and digests that differ. `digest` is asked only for files both listed and present.
 */
async function sha256ListProblems(listFile, listed, present, digest) {
    const files = present.filter((f) => f !== listFile);
    const bad = [];
    for (const f of files)
        if (!listed.has(f))
            bad.push(`${f}: present but not listed in ${listFile}`);
    for (const [f, sha] of listed) {
        if (!files.includes(f))
            bad.push(`${f}: listed in ${listFile} but missing`);
        else {
            const got = await digest(f);
            if (got !== sha)
                bad.push(`${f}: sha256 ${got} does not match ${listFile} (${sha})`);
        }
    }
    return bad;
}


/***/ }),

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   Dt: () => (/* binding */ LauncherError),
/* harmony export */   JQ: () => (/* binding */ RunnerRefusedError),
/* harmony export */   LG: () => (/* binding */ ElfHeaderError),
/* harmony export */   O9: () => (/* binding */ VerificationMismatch),
/* harmony export */   Oe: () => (/* binding */ TimeReportError),
/* harmony export */   T6: () => (/* binding */ BuildConfigurationError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   lj: () => (/* binding */ ModelRefError),
/* harmony export */   q3: () => (/* binding */ JsonSyntaxError),
/* harmony export */   vS: () => (/* binding */ FixtureModelError),
/* harmony export */   yo: () => (/* binding */ UserError),
/* harmony export */   zg: () => (/* binding */ GgufFormatError)
/* harmony export */ });
/* unused harmony export ArtifactNameError */
// Every error the domain throws. Those a user can act on extend UserError and carry their exit code
// (bad input → 2, a mismatch → 1); any other error that reaches the CLI is internal (exit 70).
/** An error a user can act on; `exitCode` is what the CLI exits with. */
class UserError extends Error {
}
/** Bad input: names the file, the JSON pointer or field, and what was expected. */
class InputError extends UserError {
    file;
    pointer;
    exitCode = 2;
    constructor(message, file, pointer) {
        super(file ? `${file}${pointer !== undefined ? `: ${pointer || '/'}` : ''}: ${message}` : message);
        this.file = file;
        this.pointer = pointer;
        this.name = 'InputError';
    }
}
/** A recomputation or checksum did not match what was recorded. */
class VerificationMismatch extends UserError {
    mismatches;
    exitCode = 1;
    constructor(message, mismatches = []) {
        super(message);
        this.mismatches = mismatches;
        this.name = 'VerificationMismatch';
    }
}
function fail(message, file, pointer) {
    throw new InputError(message, file, pointer);
}
class FixtureModelError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FixtureModelError';
    }
}
class GgufFormatError extends Error {
    offset;
    constructor(message, offset) {
        super(`GGUF: ${message} (at byte ${offset})`);
        this.offset = offset;
        this.name = 'GgufFormatError';
    }
}
class ArtifactNameError extends InputError {
    constructor(message) {
        super(message);
        this.name = 'ArtifactNameError';
    }
}
class LauncherError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LauncherError';
    }
}
class ElfHeaderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ElfHeaderError';
    }
}
/** A build spec that cannot be built (run-spec input): exit 2 like any bad input. */
class BuildConfigurationError extends InputError {
    constructor(message) {
        super(message);
        this.name = 'BuildConfigurationError';
    }
}
/** A runner's bundle or study failed verification; names the runner so callers can isolate it. */
class RunnerRefusedError extends VerificationMismatch {
    label;
    reason;
    constructor(label, 
    /** Why, without the runner's name: what a refused runner's `incomplete_reason` says. */
    reason, mismatches = []) {
        super(`runner ${JSON.stringify(label)}: ${reason}`, mismatches);
        this.label = label;
        this.reason = reason;
        this.name = 'RunnerRefusedError';
    }
}
/** How many schema errors one message lists. */
const MAX_LISTED_ERRORS = 10;
/** A document does not match its schema; `messages` holds every `pointer: message`, in ajv order. */
class SchemaError extends InputError {
    errors;
    file;
    pointer;
    constructor(file, errors) {
        if (errors.length === 0)
            errors = [{ pointer: '', message: 'does not match the schema' }];
        const listed = errors.slice(0, MAX_LISTED_ERRORS);
        const more = errors.length > listed.length ? ` (and ${errors.length - listed.length} more)` : '';
        const [first, ...rest] = listed;
        const tail = rest.map((e) => `; ${e.pointer || '/'}: ${e.message}`).join('');
        super(`${first.message}${tail}${more}`, file, first.pointer);
        this.errors = errors;
        this.name = 'SchemaError';
        this.file = file;
        this.pointer = first.pointer;
    }
    get messages() {
        return this.errors.map((e) => `${e.pointer || '/'}: ${e.message}`);
    }
}
class JsonSyntaxError extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
        this.name = 'JsonSyntaxError';
    }
}
/** A malformed GNU time report; the message starts with the file label. */
class TimeReportError extends InputError {
    constructor(message, fileLabel) {
        super(message, fileLabel);
        this.name = 'TimeReportError';
    }
}
/** A model reference `init` cannot use: malformed, unreachable, not a GGUF file; names the reference. */
class ModelRefError extends InputError {
    ref;
    constructor(ref, message) {
        super(`model ${ref}: ${message}`);
        this.ref = ref;
        this.name = 'ModelRefError';
    }
}


/***/ }),

/***/ 2645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ Fields),
/* harmony export */   D0: () => (/* binding */ Field),
/* harmony export */   bi: () => (/* binding */ longerThan),
/* harmony export */   ws: () => (/* binding */ checkNumber)
/* harmony export */ });
/* unused harmony export checkInteger */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6883);
/* harmony import */ var _hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
// Checked readers over parsed JSON that name the file and JSON pointer of every mismatch: Fields
// validates input documents field by field with bounds, Field reads values out of a study.




/**
 * Field reader over a lossless object that reports file + JSON pointer on every mismatch ("must be
 * an integer from 1 to 64"). For input documents (plan, run spec, load plan, evidence), whose
 * every field is validated with its bounds.
 */
class Fields {
    obj;
    file;
    // Pointers are built only when an error names them: most reads never need one.
    cachedPointer;
    parent;
    parentKey = '';
    parentIndex = -1;
    constructor(obj, file, pointer) {
        this.obj = obj;
        this.file = file;
        this.cachedPointer = pointer;
    }
    /** A reader for `obj` found at `parent`'s key (and array index, when given). */
    static child(obj, parent, key, index = -1) {
        const f = new Fields(obj, parent.file);
        f.parent = parent;
        f.parentKey = key;
        f.parentIndex = index;
        return f;
    }
    get pointer() {
        if (this.cachedPointer === undefined) {
            if (this.parent === undefined)
                return '';
            const at = this.parent.at(this.parentKey);
            this.cachedPointer = this.parentIndex >= 0 ? `${at}/${this.parentIndex}` : at;
        }
        return this.cachedPointer;
    }
    static root(value, file) {
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(value))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('expected a JSON object', file, '');
        return new Fields(value, file, '');
    }
    at(key) {
        if (key.indexOf('~') === -1 && key.indexOf('/') === -1)
            return `${this.pointer}/${key}`;
        return `${this.pointer}/${(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(key)}`;
    }
    exactKeys(required, optional = []) {
        const present = Object.keys(this.obj);
        if (this.onlyKnownKeys(present, required, optional))
            return;
        const missing = required.filter((k) => !present.includes(k)).sort();
        const unknown = present.filter((k) => !required.includes(k) && !optional.includes(k)).sort();
        if (missing.length || unknown.length) {
            const parts = [];
            if (missing.length)
                parts.push(`missing fields: ${missing.join(', ')}`);
            if (unknown.length)
                parts.push(`unknown fields: ${unknown.map(_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shownKey */ .dM).join(', ')}`);
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(parts.join('; '), this.file, this.pointer);
        }
    }
    /** The common case of `exactKeys` without building any list: nothing missing, nothing unknown. */
    onlyKnownKeys(present, required, optional) {
        for (let i = 0; i < present.length; i++) {
            if (!required.includes(present[i]) && !optional.includes(present[i]))
                return false;
        }
        for (let i = 0; i < required.length; i++)
            if (!present.includes(required[i]))
                return false;
        return true;
    }
    has(key) {
        return Object.prototype.hasOwnProperty.call(this.obj, key);
    }
    raw(key) {
        if (!this.has(key))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`missing field ${key}`, this.file, this.pointer);
        return this.obj[key];
    }
    object(key) {
        const v = this.raw(key);
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(v))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be an object', this.file, this.at(key));
        return Fields.child(v, this, key);
    }
    array(key) {
        const v = this.raw(key);
        if (!Array.isArray(v))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be an array', this.file, this.at(key));
        return v;
    }
    objects(key) {
        return this.array(key).map((item, i) => {
            if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(item))
                (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be an object', this.file, `${this.at(key)}/${i}`);
            return Fields.child(item, this, key, i);
        });
    }
    string(key, maxLength = 4096) {
        const v = this.raw(key);
        if (typeof v !== 'string')
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a string', this.file, this.at(key));
        if (longerThan(v, maxLength))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must contain at most ${maxLength} characters`, this.file, this.at(key));
        return v;
    }
    /** Non-blank text, stored trimmed (spec §0.5). */
    text(key, maxLength = 4096) {
        const v = this.string(key, maxLength);
        const t = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pyStrip */ .m0)(v);
        if (!t)
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a non-empty string', this.file, this.at(key));
        return t;
    }
    literal(key, expected) {
        const v = this.raw(key);
        if (v !== expected)
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be ${JSON.stringify(expected)}`, this.file, this.at(key));
        return expected;
    }
    digest(key) {
        const v = this.raw(key);
        if (typeof v !== 'string' || !_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_PATTERN */ .jU.test(v))
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a lowercase SHA-256 digest', this.file, this.at(key));
        return v;
    }
    boolean(key) {
        const v = this.raw(key);
        if (typeof v !== 'boolean')
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a boolean', this.file, this.at(key));
        return v;
    }
    integer(key, min, max) {
        const v = this.raw(key);
        if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max)
            return v;
        return checkInteger(v, min, max, this.file, this.at(key));
    }
    number(key, min, max, opts = {}) {
        const v = this.raw(key);
        const n = v instanceof _json_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonFloat */ .Xg ? v.value : v;
        if (typeof n === 'number' && (opts.exclusiveMin ? n > min : n >= min) && n <= max && Number.isFinite(n))
            return n;
        return checkNumber(v, min, max, this.file, this.at(key), opts);
    }
    nullableNumber(key, min, max, opts = {}) {
        return this.raw(key) === null ? null : this.number(key, min, max, opts);
    }
    integers(key, min, max) {
        return this.array(key).map((v, i) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
            ? v
            : checkInteger(v, min, max, this.file, `${this.at(key)}/${i}`));
    }
}
/**
 * Whether `text` has more than `max` characters, counted as Unicode code points: as Python's `len`
 * (the reference) and JSON Schema's `maxLength` (ajv) count them, so an emoji is one character, not
 * two UTF-16 units. A lone surrogate counts as one, as in both.
 */
function longerThan(text, max) {
    if (text.length <= max)
        return false; // never more code points than UTF-16 units
    let count = 0;
    for (const _ of text)
        if (++count > max)
            return true;
    return false;
}
function checkInteger(v, min, max, file, pointer) {
    if (typeof v === 'bigint')
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be an integer from ${min} to ${max}`, file, pointer);
    if (typeof v !== 'number' || !Number.isInteger(v))
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be an integer', file, pointer);
    if (v < min || v > max)
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be from ${min} to ${max}`, file, pointer);
    return v;
}
function checkNumber(v, min, max, file, pointer, opts = {}) {
    let n;
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonFloat */ .Xg)
        n = v.value;
    else if (typeof v === 'number')
        n = v;
    else if (typeof v === 'bigint')
        n = Number(v);
    else
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a finite number', file, pointer);
    if (!Number.isFinite(n))
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('must be a finite number', file, pointer);
    if (opts.exclusiveMin ? n <= min : n < min)
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(opts.exclusiveMin ? `must be greater than ${min}` : `must be at least ${min}`, file, pointer);
    if (n > max)
        (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`must be at most ${max}`, file, pointer);
    return n;
}
// ---------------------------------------------------------------------------------------------
// Field reader
/**
 * One JSON location with the pointer it was read from, so shape errors name the exact field
 * ("expected an integer, found a string"). For documents this tool wrote (a study, a baseline),
 * read into typed views.
 */
class Field {
    value;
    pointer;
    file;
    constructor(value, pointer, file) {
        this.value = value;
        this.pointer = pointer;
        this.file = file;
    }
    fail(expected) {
        const found = this.value === undefined
            ? 'nothing (missing)'
            : this.value === null
                ? 'null'
                : Array.isArray(this.value)
                    ? 'an array'
                    : this.value instanceof _json_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonFloat */ .Xg ||
                        typeof this.value === 'number' ||
                        typeof this.value === 'bigint'
                        ? 'a number'
                        : typeof this.value === 'object'
                            ? 'an object'
                            : `a ${typeof this.value}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`expected ${expected}, found ${found}`, this.file, this.pointer);
    }
    get(key) {
        const pointer = `${this.pointer}/${typeof key === 'number' ? key : (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(key)}`;
        if (typeof key === 'number') {
            const items = this.arrayValue();
            return new Field(items[key], pointer, this.file);
        }
        const obj = this.object();
        return new Field(Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined, pointer, this.file);
    }
    object() {
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(this.value))
            this.fail('an object');
        return this.value;
    }
    arrayValue() {
        if (!Array.isArray(this.value))
            this.fail('an array');
        return this.value;
    }
    items() {
        return this.arrayValue().map((v, i) => new Field(v, `${this.pointer}/${i}`, this.file));
    }
    str() {
        if (typeof this.value !== 'string')
            this.fail('a string');
        return this.value;
    }
    bool() {
        if (typeof this.value !== 'boolean')
            this.fail('a boolean');
        return this.value;
    }
    num() {
        const v = this.value;
        if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonFloat */ .Xg)
            return v.value;
        if (typeof v === 'number')
            return v;
        if (typeof v === 'bigint')
            return Number(v);
        return this.fail('a number');
    }
    numOrNull() {
        return this.value === null ? null : this.num();
    }
    int() {
        const v = this.value;
        if (typeof v !== 'number' || !Number.isInteger(v))
            this.fail('an integer');
        return v;
    }
    strings() {
        return this.items().map((f) => f.str());
    }
    ints() {
        return this.items().map((f) => f.int());
    }
    /** The value with its lexical number type kept (int stays int, float stays float). */
    raw() {
        if (this.value === undefined)
            this.fail('a value');
        return this.value;
    }
}


/***/ }),

/***/ 6883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ pyCapitalize),
/* harmony export */   lr: () => (/* binding */ isPyWhitespace),
/* harmony export */   m0: () => (/* binding */ pyStrip),
/* harmony export */   mS: () => (/* binding */ pyFixed)
/* harmony export */ });
// Python-compatible text helpers: fixed-point rounding (half-to-even on exact binary ties),
// str.strip(), str.capitalize(). See capacity-receipt.md §3 and capacity-study.md §8.3.
/**
 * Python `format(x, f'.{digits}f')`: rounds the exact binary value, exact ties to even.
 * `toFixed` agrees except on exact ties (it rounds those away from zero) and on −0.
 */
function pyFixed(x, digits) {
    if (!Number.isFinite(x)) {
        if (Number.isNaN(x))
            return 'nan';
        return x > 0 ? 'inf' : '-inf';
    }
    const negative = x < 0 || Object.is(x, -0);
    const abs = Math.abs(x);
    let text;
    if (abs >= 1e21) {
        text = BigInt(Math.round(abs)).toString() + (digits > 0 ? '.' + '0'.repeat(digits) : '');
    }
    else {
        text = abs.toFixed(digits);
        const exact = abs.toFixed(100);
        const dot = exact.indexOf('.');
        const dropped = exact.slice(dot + 1 + digits);
        if (/^50*$/.test(dropped)) {
            // Exact tie: toFixed rounded up; Python keeps the even neighbour.
            const truncated = exact.slice(0, digits > 0 ? dot + 1 + digits : dot);
            const lastDigit = Number(truncated[truncated.length - 1]);
            if (lastDigit % 2 === 0)
                text = truncated;
        }
    }
    return (negative ? '-' : '') + text;
}
const PY_WHITESPACE = '\t\n\u000b\u000c\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';
function isPyWhitespace(ch) {
    return ch.length === 1 && PY_WHITESPACE.includes(ch);
}
/** Python `str.strip()` with no arguments (differs from `trim()` on U+001C–U+001F, U+0085, U+FEFF). */
function pyStrip(s) {
    let start = 0;
    let end = s.length;
    while (start < end && isPyWhitespace(s[start]))
        start++;
    while (end > start && isPyWhitespace(s[end - 1]))
        end--;
    return s.slice(start, end);
}
/** Python `str.capitalize()`: first character upper-cased, the rest lower-cased. */
function pyCapitalize(s) {
    if (s.length === 0)
        return s;
    const first = String.fromCodePoint(s.codePointAt(0));
    return first.toUpperCase() + s.slice(first.length).toLowerCase();
}


/***/ }),

/***/ 8830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ contentSha256),
/* harmony export */   KY: () => (/* binding */ GIT_REVISION_PATTERN),
/* harmony export */   Mn: () => (/* binding */ promptSha256),
/* harmony export */   em: () => (/* binding */ argvSha256),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   jU: () => (/* binding */ SHA256_PATTERN),
/* harmony export */   nW: () => (/* binding */ commandDocument),
/* harmony export */   u: () => (/* binding */ commandContentSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _json_writer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(468);
// Every hash of spec §0.2, in one place.


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** `*_content_sha256`: canonical JSON of a parsed object (hashed as the bytes the writer emits). */
function contentSha256(value) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    (0,_json_writer_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCanonicalJsonTo */ .v5)(value, (bytes) => hash.update(bytes));
    return hash.digest('hex');
}
/** argv hash: compact JSON, no whitespace, non-ASCII raw. */
function argvSha256(argv) {
    return sha256Hex(JSON.stringify(argv));
}
/** Command document `{"argv": [...], "schema_version": "1.0"}`. */
function commandDocument(argv) {
    return { argv: [...argv], schema_version: '1.0' };
}
function commandContentSha256(argv) {
    return contentSha256(commandDocument(argv));
}
function promptSha256(prompt) {
    return sha256Hex(prompt);
}
const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const GIT_REVISION_PATTERN = /^[0-9a-f]{40}$/;


/***/ }),

/***/ 2612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q7: () => (/* binding */ parseJsonFast),
/* harmony export */   h0: () => (/* binding */ decodeUtf8Strict),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8050);
// Lossless JSON reader of spec §0.3: strict, keeping each number's int/float lexical type. Built for
// studies of tens of megabytes: the native parser does the work, a token scan restores number types.


/** Builds an object whose keys may include `__proto__` safely. */
function setKey(target, key, value) {
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
// A non-streaming decode starts from a fresh state, so one decoder serves every call.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Decodes UTF-8 strictly; throws on invalid byte sequences. */
function decodeUtf8Strict(bytes) {
    return strictUtf8.decode(bytes);
}
/**
 * Strict reader of spec §0.3. The native parser builds the tree; one scan of the (then known valid)
 * text records each number token's lexical type and each object's member count, and a walk in
 * document order restores floats and big integers. Anything the fast path does not handle exactly
 * — a syntax error, a duplicate key, an integer-like key (ordered first by JavaScript objects),
 * nesting deeper than the limit, an out-of-range float — is re-read by the reference reader below,
 * which then produces the result or the precise error.
 */
function parseJson(text, options = {}) {
    const value = parseJsonFast(text);
    if (value === undefined)
        return parseJsonReference(text, options);
    if (!options.anyTopLevel && !(0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonSyntaxError */ .q3('top-level value must be an object', 0);
    return value;
}
const MAX_DEPTH = 512;
const INT = 0;
const FLOAT = 1;
const LONG_INT = 2;
const FALLBACK = new Error('fall back to the reference reader');
// Scan results, reused across calls (the reader is not re-entrant): number kinds in document
// order, object member counts in pre-order, and [start, end) of integer tokens too long to be safe.
let numberKinds = new Uint8Array(4096);
let objectSizes = new Uint32Array(1024);
let longInts = [];
const openObjects = new Int32Array(MAX_DEPTH + 1);
let scanText = '';
let numberIndex = 0;
let objectIndex = 0;
let longIndex = 0;
/** The fast path alone (no top-level check): undefined when the reference reader must decide. */
function parseJsonFast(text) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const counts = scanTokens(text);
    if (counts === undefined)
        return undefined;
    scanText = text;
    numberIndex = 0;
    objectIndex = 0;
    longIndex = 0;
    try {
        if (typeof root === 'number')
            root = restoreNumber(root);
        else if (typeof root === 'object' && root !== null)
            restoreContainer(root);
    }
    catch (e) {
        if (e === FALLBACK)
            return undefined;
        throw e;
    }
    finally {
        scanText = '';
    }
    // Every token paired with a value: a mismatch would mean the scan misread the text.
    if (numberIndex !== counts.numbers || objectIndex !== counts.objects)
        return undefined;
    return root;
}
/** Tokenizes text that the native parser accepted; undefined when the fast path must not be used. */
function scanTokens(text) {
    const n = text.length;
    longInts = [];
    let numbers = 0;
    let objects = 0;
    let depth = 0;
    let keyNext = false;
    let i = 0;
    while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || c === 0x0a || c === 0x3a || c === 0x0d || c === 0x09) {
            i++; // whitespace, ':'
        }
        else if (c === 0x22) {
            // Valid text: a backslash always escapes the next character, so skipping it finds the close.
            let j = i + 1;
            for (;;) {
                const d = text.charCodeAt(j);
                if (d === 0x22)
                    break;
                j += d === 0x5c ? 2 : 1;
            }
            if (keyNext) {
                objectSizes[openObjects[depth - 1]]++;
                const first = text.charCodeAt(i + 1);
                if (((first >= 0x30 && first <= 0x39) || first === 0x5c) &&
                    /^[0-9]+$/.test(String(JSON.parse(text.slice(i, j + 1))))) {
                    return undefined;
                }
                keyNext = false;
            }
            i = j + 1;
        }
        else if (c === 0x2c) {
            keyNext = openObjects[depth - 1] >= 0;
            i++;
        }
        else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
            let j = i + 1;
            let isFloat = false;
            for (;;) {
                const d = text.charCodeAt(j);
                if (d >= 0x30 && d <= 0x39)
                    j++;
                else if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) {
                    isFloat = true;
                    j++;
                }
                else
                    break;
            }
            if (numbers === numberKinds.length)
                numberKinds = grownBytes(numberKinds);
            if (isFloat)
                numberKinds[numbers] = FLOAT;
            else if (j - i > 15) {
                // Up to 15 digits an integer is always safe; longer ones are checked against their token.
                numberKinds[numbers] = LONG_INT;
                longInts.push(i, j);
            }
            else
                numberKinds[numbers] = INT;
            numbers++;
            i = j;
        }
        else if (c === 0x7b) {
            if (depth >= MAX_DEPTH)
                return undefined;
            if (objects === objectSizes.length)
                objectSizes = grownWords(objectSizes);
            objectSizes[objects] = 0;
            openObjects[depth++] = objects++;
            keyNext = true;
            i++;
        }
        else if (c === 0x5b) {
            if (depth >= MAX_DEPTH)
                return undefined;
            openObjects[depth++] = -1;
            keyNext = false;
            i++;
        }
        else if (c === 0x7d || c === 0x5d) {
            depth--;
            keyNext = false;
            i++;
        }
        else if (c === 0x66) {
            i += 5; // false
        }
        else {
            i += 4; // true, null
        }
    }
    return { numbers, objects };
}
function grownBytes(a) {
    const next = new Uint8Array(a.length * 2);
    next.set(a);
    return next;
}
function grownWords(a) {
    const next = new Uint32Array(a.length * 2);
    next.set(a);
    return next;
}
function restoreNumber(v) {
    const kind = numberKinds[numberIndex++];
    if (kind === FLOAT) {
        if (!Number.isFinite(v))
            throw FALLBACK;
        return new _json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonFloat */ .Xg(v);
    }
    if (kind === INT)
        return v === 0 ? 0 : v;
    const start = longInts[longIndex++];
    const end = longInts[longIndex++];
    if (Number.isSafeInteger(v))
        return v === 0 ? 0 : v;
    return BigInt(scanText.slice(start, end));
}
/** Restores number types in place, visiting values in document order (as the scan saw them). */
function restoreContainer(container) {
    if (Array.isArray(container)) {
        for (let i = 0; i < container.length; i++) {
            const x = container[i];
            if (typeof x === 'number')
                container[i] = restoreNumber(x);
            else if (typeof x === 'object' && x !== null)
                restoreContainer(x);
        }
        return;
    }
    const obj = container;
    const keys = Object.keys(obj);
    // Fewer keys than members scanned: the native parser collapsed a duplicate key.
    if (keys.length !== objectSizes[objectIndex++])
        throw FALLBACK;
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const x = obj[key];
        // An own `__proto__` data property (as the native parser creates it) is assigned like any other.
        if (typeof x === 'number')
            obj[key] = restoreNumber(x);
        else if (typeof x === 'object' && x !== null)
            restoreContainer(x);
    }
}
/** The original recursive-descent reader: exact errors with line, column and JSON pointer. */
function parseJsonReference(text, options) {
    const reader = new ReferenceReader(text);
    const value = reader.parseValue('', 0);
    reader.skipWs();
    if (reader.pos !== text.length)
        reader.fail('unexpected trailing text');
    if (!options.anyTopLevel && !(0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonSyntaxError */ .q3('top-level value must be an object', 0);
    return value;
}
/** One pass of the reference reader over a text: the position, and one method per JSON production. */
class ReferenceReader {
    text;
    pos = 0;
    n;
    numberPattern = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
    constructor(text) {
        this.text = text;
        this.n = text.length;
    }
    fail(message, at = this.pos) {
        const prefix = this.text.slice(0, at);
        const line = prefix.split('\n').length;
        const column = at - prefix.lastIndexOf('\n');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonSyntaxError */ .q3(`${message} at line ${line} column ${column}`, at);
    }
    /** Steps over the comma at pos; one the closing `close` follows is reported where it stands. */
    trailingComma(close) {
        const commaAt = this.pos;
        this.pos++;
        this.skipWs();
        if (this.text[this.pos] === close)
            this.fail(`trailing comma before '${close}'`, commaAt);
    }
    skipWs() {
        while (this.pos < this.n) {
            const c = this.text.charCodeAt(this.pos);
            if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
                this.pos++;
            else
                break;
        }
    }
    parseString() {
        const text = this.text;
        // Opening quote already checked by caller.
        this.pos++;
        let out = '';
        let chunkStart = this.pos;
        for (;;) {
            if (this.pos >= this.n)
                this.fail('unterminated string');
            const c = text.charCodeAt(this.pos);
            if (c === 0x22) {
                out += text.slice(chunkStart, this.pos);
                this.pos++;
                return out;
            }
            if (c < 0x20)
                this.fail('control character in string');
            if (c === 0x5c) {
                out += text.slice(chunkStart, this.pos) + this.parseEscape();
                this.pos += 2;
                chunkStart = this.pos;
                continue;
            }
            this.pos++;
        }
    }
    /** The escape at pos (a backslash); leaves pos on the backslash, past the four digits of \u. */
    parseEscape() {
        const e = this.text[this.pos + 1];
        switch (e) {
            case '"':
                return '"';
            case '\\':
                return '\\';
            case '/':
                return '/';
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'u': {
                const hex = this.text.slice(this.pos + 2, this.pos + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    this.fail('invalid \\u escape');
                this.pos += 4;
                return String.fromCharCode(parseInt(hex, 16));
            }
            default:
                return this.fail('invalid escape');
        }
    }
    parseNumber() {
        this.numberPattern.lastIndex = this.pos;
        const m = this.numberPattern.exec(this.text);
        if (!m)
            return this.fail('invalid number');
        const token = m[0];
        this.pos += token.length;
        if (m[1] !== undefined || m[2] !== undefined) {
            const value = Number(token);
            if (!Number.isFinite(value))
                this.fail(`number ${token} is out of range`, this.pos - token.length);
            return new _json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonFloat */ .Xg(value);
        }
        const asNumber = Number(token);
        if (Number.isSafeInteger(asNumber))
            return asNumber === 0 ? 0 : asNumber;
        return BigInt(token);
    }
    parseValue(pointer, depth) {
        const text = this.text;
        if (depth > 512)
            this.fail('nesting too deep');
        this.skipWs();
        if (this.pos >= this.n)
            this.fail('unexpected end of input');
        const c = text[this.pos];
        if (c === '{')
            return this.parseObject(pointer, depth);
        if (c === '[')
            return this.parseArray(pointer, depth);
        if (c === '"')
            return this.parseString();
        if (text.startsWith('true', this.pos)) {
            this.pos += 4;
            return true;
        }
        if (text.startsWith('false', this.pos)) {
            this.pos += 5;
            return false;
        }
        if (text.startsWith('null', this.pos)) {
            this.pos += 4;
            return null;
        }
        if (text.startsWith('NaN', this.pos) ||
            text.startsWith('Infinity', this.pos) ||
            text.startsWith('-Infinity', this.pos)) {
            this.fail('NaN and Infinity are not valid JSON numbers');
        }
        if (c === '-' || (c >= '0' && c <= '9'))
            return this.parseNumber();
        return this.fail(`unexpected character ${JSON.stringify(c)}`);
    }
    parseObject(pointer, depth) {
        const text = this.text;
        this.pos++;
        const obj = {};
        const seen = new Set();
        this.skipWs();
        if (text[this.pos] === '}') {
            this.pos++;
            return obj;
        }
        for (;;) {
            this.skipWs();
            if (text[this.pos] !== '"')
                this.fail('expected a string key');
            const keyAt = this.pos;
            const key = this.parseString();
            if (seen.has(key))
                this.fail(`duplicate key ${JSON.stringify((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .shownKey */ .dM)(key))} in ${(0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .shownKey */ .dM)(pointer) || '/'}`, keyAt);
            seen.add(key);
            this.skipWs();
            if (text[this.pos] !== ':')
                this.fail("expected ':'");
            this.pos++;
            setKey(obj, key, this.parseValue(`${pointer}/${(0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(key)}`, depth + 1));
            this.skipWs();
            if (text[this.pos] === ',') {
                this.trailingComma('}');
                continue;
            }
            if (text[this.pos] === '}') {
                this.pos++;
                return obj;
            }
            this.fail("expected ',' or '}'");
        }
    }
    parseArray(pointer, depth) {
        const text = this.text;
        this.pos++;
        const arr = [];
        this.skipWs();
        if (text[this.pos] === ']') {
            this.pos++;
            return arr;
        }
        for (;;) {
            arr.push(this.parseValue(`${pointer}/${arr.length}`, depth + 1));
            this.skipWs();
            if (text[this.pos] === ',') {
                this.trailingComma(']');
                continue;
            }
            if (text[this.pos] === ']') {
                this.pos++;
                return arr;
            }
            this.fail("expected ',' or ']'");
        }
    }
}


/***/ }),

/***/ 468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ compactSortedJson),
/* harmony export */   GF: () => (/* binding */ writeJson),
/* harmony export */   Mf: () => (/* binding */ sortedKeys),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   qJ: () => (/* binding */ canonicalJsonBytes),
/* harmony export */   v5: () => (/* binding */ writeCanonicalJsonTo)
/* harmony export */ });
/* unused harmony exports formatPythonFloat, writeJsonBytes */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8050);
// Canonical JSON writer of spec §0.4: sorted keys (code points), indent 2, Python float repr, one
// trailing newline. It emits UTF-8 bytes, so content hashes never encode a string.

/** Python `repr(float)` layout with JavaScript's shortest round-trip digits (spec §0.4). */
function formatPythonFloat(x) {
    if (!Number.isFinite(x))
        throw new RangeError(`cannot serialize non-finite number ${x}`);
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const ax = Math.abs(x);
    // Fast path: in [1e-4, 1e16) both languages print positional shortest digits.
    if (ax >= 1e-4 && ax < 1e16) {
        const t = String(x);
        return t.includes('.') ? t : `${t}.0`;
    }
    const sign = x < 0 ? '-' : '';
    const [mantissa, expText] = Math.abs(x).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exp = Number(expText);
    if (exp >= -4 && exp < 16) {
        if (exp >= digits.length - 1)
            return `${sign}${digits}${'0'.repeat(exp - digits.length + 1)}.0`;
        if (exp >= 0)
            return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
        return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    }
    const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const absExp = Math.abs(exp);
    return `${sign}${head}e${exp < 0 ? '-' : '+'}${absExp < 10 ? '0' : ''}${absExp}`;
}
function formatNumber(value) {
    if (!Number.isFinite(value))
        throw new RangeError(`cannot serialize non-finite number ${value}`);
    // An integral plain number is a JSON int; fractional plain numbers can only be floats.
    if (Number.isInteger(value) && !Object.is(value, -0)) {
        return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
    }
    return formatPythonFloat(value);
}
function compareCodePoints(a, b) {
    if (a === b)
        return 0;
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx < cy ? -1 : 1;
    }
}
/** An object's keys in the canonical writer's order (code points). */
function sortedKeys(obj) {
    return sortKeyList(Object.keys(obj));
}
function sortKeyList(keys) {
    // UTF-16 order equals code point order unless a key has characters above U+D7FF.
    return keys.some((k) => /[\ud800-\uffff]/.test(k)) ? keys.sort(compareCodePoints) : keys.sort();
}
// ---------------------------------------------------------------------------------------------
// Writer: emits UTF-8 bytes into one reused buffer and hands each full buffer to a sink (no token
// is split across hand-offs, so each piece decodes on its own). Hashes consume the bytes directly;
// strings are decoded piece by piece. Output is byte-identical to the JSON.stringify-based
// layout of §0.4.
const BUFFER_BYTES = 1 << 18;
const buffer = new Uint8Array(BUFFER_BYTES);
let out = buffer;
let len = 0;
let sink = () => undefined;
let writing = false;
let optAsciiOnly = false;
let optIndent = 2;
let optSort = true;
const HEX = '0123456789abcdef';
/** Makes room for `n` contiguous bytes, handing the filled buffer to the sink when it is full. */
function reserve(n) {
    if (len + n <= out.length)
        return;
    flush();
    // A token larger than the buffer (a very long string) gets a buffer of its own.
    if (n > out.length)
        out = new Uint8Array(n);
}
function flush() {
    if (len > 0)
        sink(out.subarray(0, len));
    len = 0;
    out = buffer;
}
/** Appends text known to be ASCII without characters that need escaping (numbers, literals). */
function putAscii(s) {
    const n = s.length;
    reserve(n);
    for (let i = 0; i < n; i++)
        out[len + i] = s.charCodeAt(i);
    len += n;
}
function putHexEscape(p, c) {
    out[p] = 0x5c;
    out[p + 1] = 0x75;
    out[p + 2] = HEX.charCodeAt((c >> 12) & 15);
    out[p + 3] = HEX.charCodeAt((c >> 8) & 15);
    out[p + 4] = HEX.charCodeAt((c >> 4) & 15);
    out[p + 5] = HEX.charCodeAt(c & 15);
    return p + 6;
}
/** A quoted string escaped exactly like JSON.stringify (lone surrogates as lowercase \u escapes). */
function putString(s) {
    const n = s.length;
    reserve(n * 6 + 2);
    let p = len;
    out[p++] = 0x22;
    for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 && c < 0x80) {
            if (c === 0x22 || c === 0x5c)
                out[p++] = 0x5c;
            out[p++] = c;
        }
        else if (c < 0x20) {
            out[p++] = 0x5c;
            if (c === 0x08)
                out[p++] = 0x62;
            else if (c === 0x09)
                out[p++] = 0x74;
            else if (c === 0x0a)
                out[p++] = 0x6e;
            else if (c === 0x0c)
                out[p++] = 0x66;
            else if (c === 0x0d)
                out[p++] = 0x72;
            else
                p = putHexEscape(p - 1, c);
        }
        else if (optAsciiOnly) {
            p = putHexEscape(p, c);
        }
        else if (c < 0x800) {
            out[p++] = 0xc0 | (c >> 6);
            out[p++] = 0x80 | (c & 0x3f);
        }
        else if (c < 0xd800 || c > 0xdfff) {
            out[p++] = 0xe0 | (c >> 12);
            out[p++] = 0x80 | ((c >> 6) & 0x3f);
            out[p++] = 0x80 | (c & 0x3f);
        }
        else {
            const d = c <= 0xdbff && i + 1 < n ? s.charCodeAt(i + 1) : 0;
            if (d >= 0xdc00 && d <= 0xdfff) {
                const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
                out[p++] = 0xf0 | (cp >> 18);
                out[p++] = 0x80 | ((cp >> 12) & 0x3f);
                out[p++] = 0x80 | ((cp >> 6) & 0x3f);
                out[p++] = 0x80 | (cp & 0x3f);
                i++;
            }
            else {
                p = putHexEscape(p, c);
            }
        }
    }
    out[p++] = 0x22;
    len = p;
}
function putNewline(level) {
    const n = optIndent * level;
    reserve(n + 1);
    out[len++] = 0x0a;
    for (let i = 0; i < n; i++)
        out[len + i] = 0x20;
    len += n;
}
// Sorted key order of the last object seen at each nesting level (rows of one table share it),
// with the quoted keys' bytes once they are needed.
const shapeKeys = [];
const shapeSorted = [];
const shapeQuoted = [];
const shapeQuotedAscii = [];
function sortedKeysAt(obj, level) {
    const keys = Object.keys(obj);
    const prev = shapeKeys[level];
    if (prev !== undefined && prev.length === keys.length) {
        let same = true;
        for (let i = 0; i < keys.length; i++) {
            if (prev[i] !== keys[i]) {
                same = false;
                break;
            }
        }
        if (same)
            return shapeSorted[level];
    }
    const sorted = sortKeyList(keys.slice());
    shapeKeys[level] = keys;
    shapeSorted[level] = sorted;
    shapeQuoted[level] = undefined;
    return sorted;
}
/** The quoted bytes of the keys `sortedKeysAt(…, level)` returned last, in the current escaping mode. */
function quotedKeysAt(level) {
    let quoted = shapeQuoted[level];
    if (quoted === undefined || shapeQuotedAscii[level] !== optAsciiOnly) {
        quoted = shapeSorted[level].map((key) => {
            reserve(key.length * 6 + 2);
            const start = len;
            putString(key);
            const bytes = out.slice(start, len);
            len = start; // encoded only to be copied later: nothing is emitted here
            return bytes;
        });
        shapeQuoted[level] = quoted;
        shapeQuotedAscii[level] = optAsciiOnly;
    }
    return quoted;
}
function emit(v, level) {
    if (v === null)
        return putAscii('null');
    if (v === true)
        return putAscii('true');
    if (v === false)
        return putAscii('false');
    if (typeof v === 'string')
        return putString(v);
    if (typeof v === 'number')
        return putAscii(formatNumber(v));
    if (typeof v === 'bigint')
        return putAscii(v.toString());
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonFloat */ .Xg)
        return putAscii((v.repr ??= formatPythonFloat(v.value)));
    if (Array.isArray(v)) {
        if (v.length === 0)
            return putAscii('[]');
        reserve(1);
        out[len++] = 0x5b;
        for (let i = 0; i < v.length; i++) {
            if (i > 0) {
                reserve(1);
                out[len++] = 0x2c;
            }
            if (optIndent !== null)
                putNewline(level + 1);
            emit(v[i], level + 1);
        }
        if (optIndent !== null)
            putNewline(level);
        reserve(1);
        out[len++] = 0x5d;
        return;
    }
    if (typeof v === 'object') {
        const keys = optSort ? sortedKeysAt(v, level) : Object.keys(v);
        if (keys.length === 0)
            return putAscii('{}');
        const quoted = optSort ? quotedKeysAt(level) : undefined;
        reserve(1);
        out[len++] = 0x7b;
        for (let i = 0; i < keys.length; i++) {
            if (i > 0) {
                reserve(1);
                out[len++] = 0x2c;
            }
            if (optIndent !== null)
                putNewline(level + 1);
            if (quoted === undefined)
                putString(keys[i]);
            else {
                const bytes = quoted[i];
                reserve(bytes.length);
                for (let j = 0; j < bytes.length; j++)
                    out[len + j] = bytes[j];
                len += bytes.length;
            }
            reserve(2);
            out[len++] = 0x3a;
            if (optIndent !== null)
                out[len++] = 0x20;
            emit(v[keys[i]], level + 1);
        }
        if (optIndent !== null)
            putNewline(level);
        reserve(1);
        out[len++] = 0x7d;
        return;
    }
    throw new TypeError(`cannot serialize value of type ${typeof v}`);
}
/** Runs the writer, streaming the bytes to `to`; each view is valid only during its call. */
function writeTo(value, options, to) {
    // One shared buffer: a sink (or anything else) writing JSON while a write is running would corrupt it.
    if (writing)
        throw new Error('JSON writer re-entered from its own output sink');
    writing = true;
    optAsciiOnly = options.asciiOnly ?? false;
    optIndent = options.indent === undefined ? 2 : options.indent;
    optSort = options.sortKeys ?? true;
    out = buffer;
    len = 0;
    sink = to;
    try {
        emit(value, 0);
        if (optIndent !== null) {
            reserve(1);
            out[len++] = 0x0a;
        }
        flush();
    }
    finally {
        out = buffer;
        len = 0;
        sink = () => undefined;
        writing = false;
    }
}
const utf8 = new TextDecoder();
function writeJson(value, options = {}) {
    const parts = [];
    writeTo(value, options, (bytes) => parts.push(utf8.decode(bytes)));
    return parts.length === 1 ? parts[0] : parts.join('');
}
/** UTF-8 bytes of `writeJson(value, options)`, without building the string. */
function writeJsonBytes(value, options = {}) {
    const parts = [];
    let total = 0;
    writeTo(value, options, (bytes) => {
        parts.push(bytes.slice());
        total += bytes.length;
    });
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
    }
    return bytes;
}
/**
 * Streams the UTF-8 bytes of `canonicalJson(value)` to `sink`, in order; each view is valid only
 * during its call (the buffer is reused).
 */
function writeCanonicalJsonTo(value, to) {
    writeTo(value, {}, to);
}
/** Canonical form of spec §0.4: the bytes every content hash is computed over. */
function canonicalJson(value) {
    return writeJson(value);
}
/** UTF-8 bytes of `canonicalJson(value)`. */
function canonicalJsonBytes(value) {
    return writeJsonBytes(value);
}
/** Compact JSON with sorted keys (json-exact canonical text, §8.3). */
function compactSortedJson(value) {
    return writeJson(value, { indent: null });
}


/***/ }),

/***/ 8050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   Xg: () => (/* binding */ JsonFloat),
/* harmony export */   cj: () => (/* binding */ resolvePointer),
/* harmony export */   dM: () => (/* binding */ shownKey),
/* harmony export */   fV: () => (/* binding */ float),
/* harmony export */   uC: () => (/* binding */ escapePointerToken)
/* harmony export */ });
// The JSON value model: values as the lossless reader returns them (ints, Python floats, big
// integers), their plain view, and RFC 6901 pointers into them.
/** A JSON number written with a fraction or exponent (Python `float`). */
class JsonFloat {
    value;
    /** Cached Python repr; documents are serialized several times (file, content hashes). */
    repr;
    constructor(value) {
        this.value = value;
    }
}
function float(value) {
    return new JsonFloat(value);
}
function isJsonObject(value) {
    return (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonFloat));
}
function toPlain(value) {
    if (typeof value !== 'object' || value === null)
        return typeof value === 'bigint' ? Number(value) : value;
    if (value instanceof JsonFloat)
        return value.value;
    if (Array.isArray(value)) {
        const out = [];
        for (let i = 0; i < value.length; i++)
            out.push(toPlain(value[i]));
        return out;
    }
    const out = {};
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === '__proto__')
            Object.defineProperty(out, key, {
                value: toPlain(value[key]),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            out[key] = toPlain(value[key]);
    }
    return out;
}
/**
 * A key as a message shows it: a key over a few hundred characters is cut to its first 64 and its
 * length, so a problem report never echoes (or spends time on) a megabyte-long key.
 */
function shownKey(key) {
    return key.length <= 256 ? key : `${key.slice(0, 64)}… (a key of ${key.length} characters)`;
}
function escapePointerToken(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Resolves an RFC 6901 pointer; returns undefined when it does not resolve. */
function resolvePointer(doc, pointer) {
    if (pointer === '')
        return doc;
    if (!pointer.startsWith('/'))
        return undefined;
    let cur = doc;
    for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(cur)) {
            if (!/^(0|[1-9][0-9]*)$/.test(token))
                return undefined;
            cur = cur[Number(token)];
        }
        else if (isJsonObject(cur)) {
            cur = Object.prototype.hasOwnProperty.call(cur, token) ? cur[token] : undefined;
        }
        else
            return undefined;
        if (cur === undefined)
            return undefined;
    }
    return cur;
}


/***/ }),

/***/ 74:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ CLIENT_TIMING_FIGURES),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE)
/* harmony export */ });
/* unused harmony exports CLIENT_TIMING_ERRORS, CLIENT_TIMING_OFFSETS */
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8050);
/* harmony import */ var _core_fields_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2645);
// Provenance manifest (§9.8), generalized for local and x86 runs and an optional tool identity.




/** The manifest's file name at a bundle's root. */
const MANIFEST_FILE = 'manifest.json';
function parseManifest(value, plan, file = MANIFEST_FILE) {
    const f = _core_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .Fields */ .C8.root(value, file);
    f.exactKeys([
        'schema_version',
        'classification',
        'synthetic',
        'source',
        'runner',
        'runtime',
        'optimization_library',
        'toolchain',
        'candidates',
        'canonical_commands',
        'canonical_evidence',
    ], ['tool', 'host_evidence']);
    f.literal('schema_version', '1.1');
    f.literal('classification', 'supplementary-capacity');
    if (f.boolean('synthetic') !== false)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('synthetic manifests are not accepted as capacity evidence', file, '/synthetic');
    const { runId, runAttempt } = parseProvenance(f, file);
    const ids = plan.candidates.map((c) => c.id);
    const candidates = f.object('candidates');
    keyedByCandidates(candidates, 'candidates', ids, file);
    const candidateFacts = parseCandidateFacts(candidates, plan, file);
    const commands = f.object('canonical_commands');
    keyedByCandidates(commands, 'canonical_commands', ids, file);
    const { canonicalArgv, canonicalSha256 } = parseCanonicalCommands(commands, plan, file);
    checkCanonicalEvidence(f, plan, file);
    const tool = parseTool(f);
    checkHostEvidence(f, file);
    return { runId, runAttempt, canonicalArgv, canonicalSha256, candidateFacts, tool };
}
function readRevision(file, o, key) {
    const v = o.text(key, 40);
    if (!_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .GIT_REVISION_PATTERN */ .KY.test(v))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('must be a 40-character lowercase git revision', file, o.at(key));
    return v;
}
/** Source, runner, runtime, optimization library and toolchain: checked; the run's id and attempt kept. */
function parseProvenance(f, file) {
    const source = f.object('source');
    source.exactKeys(['repository', 'revision', 'workflow', 'run_id', 'run_attempt', 'generated_at_utc']);
    source.text('repository');
    readRevision(file, source, 'revision');
    source.text('workflow');
    const runId = source.text('run_id', 128);
    const runAttempt = source.integer('run_attempt', 1, 1_000_000);
    source.text('generated_at_utc');
    const runner = f.object('runner');
    runner.exactKeys(['os', 'architecture', 'cpu', 'cpu_count']);
    runner.text('os');
    runner.text('architecture', 64);
    runner.text('cpu');
    runner.integer('cpu_count', 1, 4096);
    const runtime = f.object('runtime');
    runtime.exactKeys(['name', 'repository', 'revision']);
    runtime.literal('name', 'llama.cpp');
    runtime.text('repository');
    readRevision(file, runtime, 'revision');
    const lib = f.object('optimization_library');
    lib.exactKeys(['name', 'repository', 'version', 'source_archive_sha256', 'size_bytes']);
    lib.literal('name', 'KleidiAI');
    lib.text('repository');
    lib.text('version', 128);
    lib.digest('source_archive_sha256');
    lib.integer('size_bytes', 1, 1e10);
    const tc = f.object('toolchain');
    tc.exactKeys(['gcc_version_sha256', 'gxx_version_sha256', 'cmake_version_sha256', 'ninja_version_sha256']);
    for (const k of Object.keys(tc.obj))
        tc.digest(k);
    return { runId, runAttempt };
}
function keyedByCandidates(o, what, ids, file) {
    const keys = Object.keys(o.obj);
    const missing = ids.filter((id) => !keys.includes(id)).sort();
    const unknown = keys.filter((k) => !ids.includes(k)).sort();
    if (missing.length || unknown.length) {
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`${what} must be keyed by the plan candidate ids (missing: ${missing.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'})`, file, o.pointer);
    }
}
/** `/candidates`: each candidate's model and build, its KleidiAI flag as the plan expects. */
function parseCandidateFacts(candidates, plan, file) {
    const candidateFacts = new Map();
    for (const c of plan.candidates) {
        const entry = candidates.object(c.id);
        entry.exactKeys(['model', 'build']);
        const model = entry.object('model');
        model.exactKeys(['family', 'repository', 'revision', 'filename', 'sha256', 'size_bytes']);
        const family = model.text('family');
        model.text('repository');
        const modelRevision = readRevision(file, model, 'revision');
        const filename = model.text('filename');
        const modelSha = model.digest('sha256');
        model.integer('size_bytes', 1, 1e12);
        const build = entry.object('build');
        build.exactKeys([
            'label',
            'server_binary_sha256',
            'kleidiai_enabled',
            'cmake_cache_sha256',
            'configure_log_sha256',
            'compile_log_sha256',
        ]);
        const label = build.text('label', 128);
        for (const k of [
            'server_binary_sha256',
            'cmake_cache_sha256',
            'configure_log_sha256',
            'compile_log_sha256',
        ])
            build.digest(k);
        if (build.boolean('kleidiai_enabled') !== c.kleidiai_expected) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`kleidiai_enabled must equal the plan's kleidiai_expected (${c.kleidiai_expected}) for ${c.id}`, file, build.at('kleidiai_enabled'));
        }
        candidateFacts.set(c.id, {
            build: { label, kleidiai: c.kleidiai_expected, binarySha256: build.digest('server_binary_sha256') },
            model: { family, revision: modelRevision, filename, sha256: modelSha },
        });
    }
    return candidateFacts;
}
/** `/canonical_commands`: each argv and its hashes, as the plan pins them. */
function parseCanonicalCommands(commands, plan, file) {
    const canonicalArgv = new Map();
    const canonicalSha256 = new Map();
    for (const c of plan.candidates) {
        const entry = commands.object(c.id);
        entry.exactKeys(['argv', 'sha256']);
        const argv = entry.array('argv');
        if (!argv.every((a) => typeof a === 'string'))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('argv must contain strings', file, entry.at('argv'));
        const sha = entry.digest('sha256');
        if (sha !== c.canonical_server_command_sha256)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`sha256 must equal the plan's canonical_server_command_sha256 for ${c.id}`, file, entry.at('sha256'));
        if ((0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .commandContentSha256 */ .u)(argv) !== sha)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('sha256 must equal the command content hash of argv', file, entry.at('sha256'));
        if ((0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .argvSha256 */ .em)(argv) !== c.canonical_server_argv_sha256)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`argv hash must equal the plan's canonical_server_argv_sha256 for ${c.id}`, file, entry.at('argv'));
        canonicalArgv.set(c.id, argv);
        canonicalSha256.set(c.id, sha);
    }
    return { canonicalArgv, canonicalSha256 };
}
/** `/canonical_evidence`: its digests equal the plan's pins. */
function checkCanonicalEvidence(f, plan, file) {
    const ev = f.object('canonical_evidence');
    ev.exactKeys(['lock_sha256', 'release_sha256', 'run_id', 'release_tag']);
    if (ev.digest('lock_sha256') !== plan.pins.canonical_evidence_lock_sha256)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('lock_sha256 must equal the plan pin canonical_evidence_lock_sha256', file, '/canonical_evidence/lock_sha256');
    if (ev.digest('release_sha256') !== plan.pins.canonical_release_sha256)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('release_sha256 must equal the plan pin canonical_release_sha256', file, '/canonical_evidence/release_sha256');
    ev.text('run_id', 128);
    ev.text('release_tag', 128);
}
function parseTool(f) {
    let tool = null;
    if (f.has('tool')) {
        const t = f.object('tool');
        t.exactKeys(['name', 'version', 'repository']);
        tool = { name: t.text('name'), version: t.text('version'), repository: t.text('repository') };
    }
    return tool;
}
/** `/host_evidence`, when present: the launcher and the client's timing self-check. */
function checkHostEvidence(f, file) {
    if (f.has('host_evidence') && !(0,_core_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonObject */ .OW)(f.raw('host_evidence')))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('host_evidence must be an object', file, '/host_evidence');
    if (f.has('host_evidence')) {
        const host = f.object('host_evidence');
        // The receipt's emulation notice reads the launcher: when present it must say what ran the servers.
        if (host.has('launcher')) {
            const launcher = host.object('launcher');
            for (const key of ['emulator', 'version', 'emulated_cpu', 'host_architecture', 'guest_architecture'])
                launcher.text(key, 512);
            const argv = launcher.array('argv');
            if (argv.length === 0 || !argv.every((a) => typeof a === 'string' && a !== ''))
                (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('argv must be a non-empty array of strings', file, launcher.at('argv'));
        }
        // The receipt states the load client's self-check: when present it must be what prepare writes.
        if (host.has('client_timing'))
            checkClientTiming(host.object('client_timing'));
    }
}
/** The error figures of one self-check level, in milliseconds (errors ≥ 0; start→arrival signed). */
const CLIENT_TIMING_ERRORS = [
    'ttft_error_ms_p50',
    'ttft_error_ms_p99',
    'e2e_error_ms_p50',
    'e2e_error_ms_p99',
];
const CLIENT_TIMING_OFFSETS = ['start_to_arrival_ms_p50', 'start_to_arrival_ms_p99'];
const CLIENT_TIMING_FIGURES = [...CLIENT_TIMING_ERRORS, ...CLIENT_TIMING_OFFSETS];
/** host_evidence.client_timing: the prepare stage's self-check of the load client, or its failure. */
function checkClientTiming(t) {
    if (t.has('error')) {
        t.exactKeys(['error']);
        t.text('error', 512);
        return;
    }
    t.exactKeys(['method', 'clock', 'schedule', 'levels']);
    t.literal('method', 'scripted-stream');
    t.literal('clock', 'CLOCK_MONOTONIC');
    const s = t.object('schedule');
    s.exactKeys(['first_token_ms', 'gap_ms', 'tokens']);
    s.number('first_token_ms', 0, 1e6);
    s.number('gap_ms', 0, 1e6);
    s.integer('tokens', 1, 1e6);
    const levels = t.objects('levels');
    if (levels.length === 0)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)('must list at least one level', t.file, t.at('levels'));
    for (const l of levels) {
        l.exactKeys(['concurrency', 'requests', ...CLIENT_TIMING_FIGURES]);
        l.integer('concurrency', 1, 1e6);
        l.integer('requests', 1, 1e9);
        for (const key of CLIENT_TIMING_ERRORS)
            l.number(key, 0, 1e9);
        for (const key of CLIENT_TIMING_OFFSETS)
            l.number(key, -1e9, 1e9);
    }
}


/***/ }),

/***/ 6225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ ASSUMED_SECONDS_PER_REQUEST),
/* harmony export */   GW: () => (/* binding */ problemsOf),
/* harmony export */   Gx: () => (/* binding */ minutes),
/* harmony export */   Sg: () => (/* binding */ estimateStudy),
/* harmony export */   WV: () => (/* binding */ checkProblem),
/* harmony export */   Zf: () => (/* binding */ wrongDocument),
/* harmony export */   bS: () => (/* binding */ problemCount),
/* harmony export */   g2: () => (/* binding */ recognizeDocument),
/* harmony export */   gP: () => (/* binding */ misplacedDocument),
/* harmony export */   pb: () => (/* binding */ problemLines)
/* harmony export */ });
/* unused harmony export fixFor */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8050);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3857);
// What `check` reports about a run spec before anything is built or downloaded: every problem with its
// file, JSON pointer and a fix, which document a misplaced file is, and the study's size and time.



/** The problems an InputError stands for (a schema error lists several), each with its fix. */
function problemsOf(error, fallbackFile) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar)
        return error.errors.map((e) => checkProblem(error.file, e.pointer, e.message));
    const file = error.file ?? fallbackFile;
    const pointer = error.pointer ?? '';
    const prefix = error.file
        ? `${error.file}${error.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `
        : '';
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return [checkProblem(file, pointer, message)];
}
/** A problem as `check` prints it and `run` refuses with it: where, what, and the fix. */
function problemLines(p) {
    return [`problem: ${p.file}: ${p.pointer || '/'}: ${p.message}`, `  fix: ${p.fix}`];
}
/** `<spec>: 2 problems`, the line that ends the list. */
function problemCount(spec, count) {
    return `${spec}: ${count} problem${count === 1 ? '' : 's'}`;
}
function checkProblem(file, pointer, message, fix) {
    return { file, pointer, message, fix: fix ?? fixFor(message, pointer) };
}
/** A fix for a problem the readers of the plan files report, chosen from what the message says. */
function fixFor(message, pointer) {
    const key = pointer.split('/').pop() ?? '';
    if (/must not hold credentials/.test(message))
        return 'remove user:password@ from the URL; a token goes in HF_TOKEN (or --token-env), and --token-origin names a server other than the Hub';
    if (/SHA-256 digest|sha256 must be/.test(message))
        return 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`';
    if (/missing fields?:? .*size_bytes/.test(message) || (key === 'size_bytes' && /missing/.test(message)))
        return 'add size_bytes: the file size in bytes (`stat -c %s <file>`)';
    if (/unknown fields/.test(message))
        return 'check the spelling of the key: keys outside the format are refused, never ignored';
    if (/missing fields?/.test(message))
        return 'add the missing field (examples/neoverse-qwen shows every field of the four-file format in use)';
    if (/file not found/.test(message))
        return 'check the path: --plan is relative to the current directory, the files a run spec names to its folder';
    if (/strictly (ascending|increasing)/.test(message))
        return 'list the levels in strictly ascending order, each once (e.g. [1, 2, 4])';
    if (/must name the same candidates/.test(message))
        return 'rename the candidate in both files: the run spec’s /candidates keys and the capacity plan’s /candidates ids must match';
    if (/is not declared under \/builds/.test(message))
        return 'name one of the builds declared under /builds, or declare this one there';
    if (/is not declared under \/models/.test(message))
        return 'name one of the models declared under /models, or declare this one there';
    if (/is not declared under \/candidates/.test(message))
        return 'name one of the candidate ids under /candidates';
    if (key === 'sha256' && /pattern/.test(message))
        return 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`';
    if (key === 'size_bytes' && /is required/.test(message))
        return 'add size_bytes: the file size in bytes (`stat -c %s <file>`)';
    if (key === 'candidate_order')
        return 'list every candidate id once, in the order the forward pass runs them';
    if (/paretopilot-capacity pins|pins\.|plan pins/.test(message) || pointer.startsWith('/pins'))
        return 'run `paretopilot-capacity pins --plan <capacity-run.json> --write` to pin what the run spec produces';
    const meant = /is not an allowed key \(did you mean "([^"]+)"\?\)/.exec(message);
    if (meant)
        return `rename the key to ${meant[1]}, or remove it`;
    if (/is not an allowed key/.test(message))
        return 'remove the key or fix its spelling';
    if (/is required/.test(message))
        return 'add the field';
    return 'correct the value at this pointer (docs/plan-files.md describes every file)';
}
const MARKER_KEYS = {
    authored: ['format', 'grid', 'models'],
    'run-spec': ['capacity_plan', 'llama_cpp', 'builds'],
    'capacity-plan': ['server_parallel_levels', 'client_concurrency_levels', 'pins'],
    'load-plan': ['concurrency_levels', 'measured_requests_per_level', 'prompts'],
    'evaluation-suite': ['quality_cases', 'performance'],
    study: ['cells', 'selections', 'server_configurations'],
    fleet: ['runners', 'runner_count', 'complete_runner_count'],
    'evidence-export': ['metrics', 'evidence_sources', 'historical'],
};
const FILE_NAMES = {
    authored: 'an authored plan (capacity.json)',
    'run-spec': 'the run spec (capacity-run.json)',
    'capacity-plan': 'a capacity plan (capacity-plan.json)',
    'load-plan': 'a load plan (load-plan.json)',
    'evaluation-suite': 'an evaluation suite (evaluation-suite.json)',
    study: 'a study (capacity-study.json)',
    fleet: 'a fleet comparison (capacity-fleet.json)',
    'evidence-export': 'an evidence export (evidence-metrics.json)',
};
/** Which document `value` looks like, by the keys only that document has. */
function recognizeDocument(value) {
    if (!(0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        return undefined;
    const kinds = Object.keys(MARKER_KEYS);
    return kinds.find((k) => MARKER_KEYS[k].filter((key) => key in value).length >= 2);
}
/**
 * "this is a capacity plan (capacity-plan.json); <command> wants a study (capacity-study.json)" when
 * `value` is recognizably another document than every one of `wanted`; undefined otherwise (a
 * document nobody recognizes is left to the reader, whose errors then name its fields).
 */
function wrongDocument(value, wanted, file, command = 'this command') {
    const kind = recognizeDocument(value);
    if (kind === undefined || wanted.includes(kind))
        return undefined;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`this is ${FILE_NAMES[kind]}; ${command} wants ${wanted.map((w) => FILE_NAMES[w]).join(' or ')}`, file);
}
/** A problem when `value` is another plan document than the one `expected` there, else undefined. */
function misplacedDocument(value, expected, file) {
    const kind = recognizeDocument(value);
    if (kind === undefined || kind === expected)
        return undefined;
    // Where a plan is expected, a run spec and an authored plan are both right.
    if (expected === 'run-spec' && kind === 'authored')
        return undefined;
    if (expected === 'run-spec')
        return checkProblem(file, '', `this is ${FILE_NAMES[kind]}, not the run spec (capacity-run.json) or an authored plan (capacity.json)`, 'pass the run spec (capacity-run.json) that names it, or an authored plan (capacity.json): `--plan <capacity-run.json | capacity.json>`');
    return checkProblem(file, '', `this is ${FILE_NAMES[kind]}, not ${FILE_NAMES[expected]}`, `name ${FILE_NAMES[expected]} here`);
}
/** What one request is assumed to take when nothing is measured yet (stated with every estimate). */
const ASSUMED_SECONDS_PER_REQUEST = 2;
/** Servers, requests and time a study takes, from its grid, request counts and timeouts. */
function estimateStudy(spec, plan, loadPlan, suite) {
    const runs = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .performanceRuns */ .HO)(plan, spec.basePort);
    const quality = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .qualityRuns */ .OE)(plan, spec.basePort);
    const perLevel = loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level;
    const levels = loadPlan.concurrency_levels;
    const cases = suite.quality_cases.length;
    const requests = runs.length * levels.length * perLevel + quality.length * cases;
    const timeout = spec.timeouts.requestDeadlineSeconds === null
        ? loadPlan.timeout_seconds
        : Math.min(loadPlan.timeout_seconds, spec.timeouts.requestDeadlineSeconds);
    // Requests of a level run C at a time, so a level takes ceil(requests / C) request times.
    const waves = levels.reduce((sum, c) => sum + Math.ceil(perLevel / c), 0);
    const servers = runs.length + quality.length;
    const startAndPause = servers * (spec.timeouts.healthSeconds + spec.timeouts.pauseBetweenRunsSeconds);
    const upperBoundSeconds = startAndPause + runs.length * waves * timeout + quality.length * cases * timeout;
    const assumedSeconds = servers * spec.timeouts.pauseBetweenRunsSeconds +
        (runs.length * waves + quality.length * cases) * ASSUMED_SECONDS_PER_REQUEST;
    // A rate search spends at most its budget in probes, plus one probe's overrun up to the timeout.
    const o = plan.open_loop;
    const searchUpper = o === undefined ? 0 : runs.length * (o.budget_seconds + timeout);
    const searchAssumed = o === undefined ? 0 : runs.length * o.budget_seconds;
    return {
        serverConfigurations: servers,
        performanceServers: runs.length,
        qualityServers: quality.length,
        requests,
        upperBoundSeconds: upperBoundSeconds + searchUpper,
        assumedSeconds: assumedSeconds + searchAssumed,
        inputs: [
            `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels = ${runs.length} servers, + ${quality.length} quality servers`,
            `${levels.length} client levels [${levels.join(', ')}] × (${loadPlan.warmup_requests_per_level} warm-up + ${loadPlan.measured_requests_per_level} measured) requests per server, + ${cases} quality cases per quality server`,
            `request timeout ${timeout} s, server start up to ${spec.timeouts.healthSeconds} s, pause ${spec.timeouts.pauseBetweenRunsSeconds} s between servers`,
            ...(o === undefined
                ? []
                : [`a rate search per server of at most ${o.budget_seconds} s of probes (open_loop.budget_seconds)`]),
        ],
    };
}
/** Minutes, rounded up, as the estimate prints them. */
function minutes(seconds) {
    return Math.ceil(seconds / 60);
}


/***/ }),

/***/ 3857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ runLabel),
/* harmony export */   HO: () => (/* binding */ performanceRuns),
/* harmony export */   Jo: () => (/* binding */ cellKeys),
/* harmony export */   OE: () => (/* binding */ qualityRuns),
/* harmony export */   TV: () => (/* binding */ planOrderedRuns)
/* harmony export */ });
/* unused harmony exports qualityLabel, portFor */
function runLabel(passId, candidateId, serverParallel) {
    return `${passId}/${candidateId}/p${serverParallel}`;
}
function qualityLabel(candidateId, serverParallel) {
    return `${candidateId}/p${serverParallel}`;
}
/** Port rule of the reference workflow: basePort + 100 × group + P (groups: runs, then quality). */
function portFor(basePort, group, serverParallel) {
    return basePort + 100 * group + serverParallel;
}
/** Performance runs in execution order: pass → that pass's candidate order → its P order. */
function performanceRuns(plan, basePort = 19000) {
    const runs = [];
    let group = 0;
    plan.passes.forEach((pass, passIndex) => {
        for (const candidateId of pass.candidate_order) {
            for (const p of pass.server_parallel_order) {
                runs.push({
                    ordinal: runs.length + 1,
                    passId: pass.id,
                    passIndex,
                    candidateId,
                    serverParallel: p,
                    clientOrder: [...pass.client_concurrency_order],
                    label: runLabel(pass.id, candidateId, p),
                    port: portFor(basePort, group, p),
                });
            }
            group++;
        }
    });
    return runs;
}
/** Quality runs after both passes: plan candidate order × P ascending. */
function qualityRuns(plan, basePort = 19000) {
    const firstGroup = plan.passes.length * plan.candidates.length;
    return plan.candidates.flatMap((c, k) => plan.server_parallel_levels.map((p) => ({
        candidateId: c.id,
        serverParallel: p,
        label: qualityLabel(c.id, p),
        port: portFor(basePort, firstGroup + k, p),
    })));
}
/** Order of `server_configurations` (§9.2): plan pass index, plan candidate index, P ascending. */
function planOrderedRuns(plan) {
    return plan.passes.flatMap((pass) => plan.candidates.flatMap((c) => plan.server_parallel_levels.map((p) => ({
        passId: pass.id,
        candidateId: c.id,
        serverParallel: p,
        label: runLabel(pass.id, c.id, p),
    }))));
}
/** Cells in study order: plan candidate order × P ascending × C ascending. */
function cellKeys(plan) {
    return plan.candidates.flatMap((c) => plan.server_parallel_levels.flatMap((p) => plan.client_concurrency_levels.map((cc) => ({
        candidateId: c.id,
        serverParallel: p,
        clientConcurrency: cc,
    }))));
}


/***/ }),

/***/ 982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zu: () => (/* binding */ StageError),
/* harmony export */   mb: () => (/* binding */ PlanProblems),
/* harmony export */   sj: () => (/* binding */ StudyInterrupted)
/* harmony export */ });
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6225);


class StageError extends Error {
    stage;
    cell;
    constructor(stage, message, cell) {
        super(message);
        this.stage = stage;
        this.cell = cell;
        this.name = 'StageError';
    }
}
/** The abort reason a signal handler gives the study's controller: the stage unwinds and says why. */
class StudyInterrupted extends Error {
    signalName;
    constructor(signalName) {
        super(`interrupted by ${signalName}`);
        this.signalName = signalName;
        this.name = 'StudyInterrupted';
    }
}
/** A plan `check` finds problems in, refused before anything is built, downloaded or written (exit 2). */
class PlanProblems extends _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    spec;
    problems;
    constructor(spec, problems) {
        super(`${(0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_1__/* .problemCount */ .bS)(spec, problems.length)}; nothing was started (the same problems \`paretopilot-capacity check\` lists):\n${problems.flatMap(_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_1__/* .problemLines */ .pb).join('\n')}`);
        this.spec = spec;
        this.problems = problems;
        this.name = 'PlanProblems';
    }
}


/***/ })

};
