#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8846:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Zy: () => (/* binding */ fileErrorLine),
/* harmony export */   iQ: () => (/* binding */ errnoText),
/* harmony export */   np: () => (/* binding */ unwritableDirectory)
/* harmony export */ });
/* unused harmony export fileSystemFailure */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// What a Node file-system error (an errno code with a path) says to a user, in one line: the short
// form a command prints, and the long form that fails an action step (path, operation, meaning).



/** `<path>: file not found` (or Node's own message), or undefined for an error that names no path. */
function fileErrorLine(e) {
    const err = e;
    if (err && typeof err.code === 'string' && err.path)
        return `${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}`;
    return undefined;
}
/** What an errno code means, for the codes a step can meet on a runner's disk. */
const ERRNO_MEANINGS = {
    ENOENT: 'no such file or directory',
    EEXIST: 'something already exists at that path',
    ENOTDIR: 'a component of the path is not a directory',
    EISDIR: 'it is a directory',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EMFILE: 'too many open files',
    ENAMETOOLONG: 'file name too long',
    ELOOP: 'too many levels of symbolic links',
    ENOTEMPTY: 'directory not empty',
    EBUSY: 'resource busy',
    EXDEV: 'cross-device link',
};
/** `EROFS (read-only file system)`: an errno code with what it means, when known. */
function errnoText(code) {
    const meaning = ERRNO_MEANINGS[code];
    return meaning ? `${code} (${meaning})` : code;
}
/**
 * Why `dir` cannot be created or written, or undefined when it can: the nearest folder that exists
 * on its path is asked for write access, so a read-only mount says EROFS (Node's recursive mkdir
 * would say ENOENT).
 */
async function unwritableDirectory(dir) {
    let at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
    for (;;) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(at).catch(() => null);
        if (st !== null) {
            if (!st.isDirectory())
                return `${at} is not a directory`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(at, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
                return undefined;
            }
            catch (e) {
                const code = e.code;
                return `${at === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir) ? at : `${at} (where ${dir} would be created)`} cannot be written: ${errnoText(code ?? 'EACCES')}`;
            }
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) === at)
            return undefined;
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at);
    }
}
/** Directories the runner sets, named when a failing path lies under one of them. */
const RUNNER_DIR_VARIABLES = (/* unused pure expression or super */ null && (['RUNNER_TEMP', 'RUNNER_TOOL_CACHE']));
/** A Node errno error that carries a path, as one line naming the path, the code and the operation. */
function fileSystemFailure(e, env) {
    // Duck-typed: errors of Node's own modules may come from another realm than this module's Error.
    if (typeof e !== 'object' || e === null)
        return undefined;
    const err = e;
    if (typeof err.code !== 'string' || typeof err.path !== 'string')
        return undefined;
    const op = typeof err.syscall === 'string' ? err.syscall : 'access';
    const dest = typeof err.dest === 'string' ? ` -> ${err.dest}` : '';
    const meaning = ERRNO_MEANINGS[err.code];
    const under = RUNNER_DIR_VARIABLES.filter((name) => {
        const dir = env[name];
        return (dir !== undefined &&
            dir !== '' &&
            (err.path === dir || err.path?.startsWith(`${dir.replace(/\/+$/, '')}/`)));
    })
        .map((name) => `${name} is ${JSON.stringify(env[name])}`)
        .join(', ');
    return (`file system: ${op} ${err.path}${dest} failed: ${err.code}${meaning ? ` (${meaning})` : ''}` +
        (under ? `; ${under}` : ''));
}


/***/ }),

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   O1: () => (/* binding */ EXIT_MISMATCH),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   cU: () => (/* binding */ EXIT_CODES_HELP),
/* harmony export */   vE: () => (/* binding */ EXIT_INTERNAL)
/* harmony export */ });
// How every CLI run ends: the one exit map (docs/ARCHITECTURE.md, "Errors", and `--help` list it).
/** Done: the study, check or document is what was asked for. */
const EXIT_OK = 0;
/** A check failed: a recomputation or checksum does not match, or a stage of a study failed. */
const EXIT_MISMATCH = 1;
/** Bad input: a flag, plan, artifact or file the command cannot use, or an output it cannot write. */
const EXIT_USAGE = 2;
/** An error nobody classified, i.e. a bug (EX_SOFTWARE of BSD's sysexits.h). */
const EXIT_INTERNAL = 70;
// A run ended by SIGINT, SIGTERM or SIGHUP exits 130, 143 or 129: 128 + the signal's number,
// computed once by signalExitCode (adapters/server/process-registry.ts), where the signal handlers live.
/** The map as `--help` prints it. */
const EXIT_CODES_HELP = `Exit codes:
  0    ok
  1    a check failed: a verification mismatch or a failed stage
  2    bad input: a flag, plan, artifact or file the command cannot use (or an output it cannot write)
  70   internal error (a bug; PARETOPILOT_DEBUG=1 prints its stack)
  130  interrupted by SIGINT (143: SIGTERM, 129: SIGHUP)
`;


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2957);
/* harmony import */ var _process_streams_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6519);
// The CLI's executable entry: runs main with the process's streams, directory and environment.


const streams = (0,_process_streams_js__WEBPACK_IMPORTED_MODULE_1__/* .processStreams */ .b8)(process.env, (code) => (process.exitCode = code));
process.exitCode = streams.exitCode(await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .iW)(process.argv.slice(2), {
    stdout: streams.stdout,
    stderr: streams.stderr,
    cwd: process.cwd(),
    env: process.env,
}));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iW: () => (/* binding */ main)
/* harmony export */ });
/* unused harmony exports COMMANDS, HELP_ORDER, commandsInHelpOrder */
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8551);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(311);
/* harmony import */ var _domain_core_closest_name_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9249);
// The CLI dispatcher: one entry per command; the commands share the action's orchestrators.
// Each command's module is imported only when that command runs: `--help` and a light command do
// not load (or, bundled, parse) the code of the heavy ones.



const COMMANDS = {
    init: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(496), __nccwpck_require__.e(574), __nccwpck_require__.e(192)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6192))).initCommand(a, io),
        summary: 'write a plan (capacity.json) for your GGUF models: hashes, candidates, grid, gates',
    },
    assemble: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(932)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8881))).assembleCommand(a, io),
        summary: 'assemble capacity-study.json from a bundle or labelled inputs',
    },
    receipt: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(438)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9749))).receiptCommand(a, io),
        summary: 'validate a study and render its Markdown receipt',
    },
    verify: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(729), __nccwpck_require__.e(344), __nccwpck_require__.e(48), __nccwpck_require__.e(805)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8250))).verifyCommand(a, io),
        summary: 'check SHA256SUMS, re-assemble and byte-compare a bundle',
    },
    check: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(496), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(288)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2345))).checkCommand(a, io),
        summary: 'validate a run spec and everything it names, listing every problem (nothing built or downloaded)',
    },
    run: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2610))).runCommandMain(a, io),
        summary: 'run a whole capacity study on this machine (build, measure, quality, receipt)',
    },
    demo: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(206)]).then(__nccwpck_require__.bind(__nccwpck_require__, 206))).demoCommand(a, io),
        summary: 'run an example study on this machine (examples/tiny; --example arm64-emulated)',
    },
    models: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(369)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2369))).modelsCommand(a, io),
        summary: "fetch the plan's model URLs into the cache, building nothing (the one command to give a token)",
    },
    prepare: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(369)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2369))).prepareCommand(a, io),
        summary: 'stage 1: validate, prepare models, build or restore llama-server, write the manifest',
    },
    measure: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(369)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2369))).measureCommand(a, io),
        summary: 'stage 2: run one pass (or all) of the counterbalanced matrix',
    },
    quality: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(369)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2369))).qualityCommand(a, io),
        summary: 'stage 3: run the quality guard',
    },
    finalize: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(496), __nccwpck_require__.e(729), __nccwpck_require__.e(6), __nccwpck_require__.e(574), __nccwpck_require__.e(968), __nccwpck_require__.e(445), __nccwpck_require__.e(344), __nccwpck_require__.e(610), __nccwpck_require__.e(369)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2369))).finalizeCommand(a, io),
        summary: 'stage 4: assemble, gate, render and checksum a bundle',
    },
    'export-evidence': {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(445), __nccwpck_require__.e(614)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5409))).exportEvidenceCommand(a, {
            ...io,
            toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .wr,
        }),
        summary: 'export the metrics of a study with JSON-pointer sources',
    },
    'verify-evidence': {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(172)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6172))).verifyEvidenceCommand(a, {
            ...io,
            toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .wr,
        }),
        summary: 'check an evidence export against its source files',
    },
    report: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(729), __nccwpck_require__.e(14)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4595))).reportCommand(a, { ...io, toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .wr }),
        summary: 'render the self-contained HTML report (or Mermaid charts) of a study',
    },
    fleet: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(729), __nccwpck_require__.e(48), __nccwpck_require__.e(878)]).then(__nccwpck_require__.bind(__nccwpck_require__, 881))).fleetCommand(a, io),
        summary: 'compare one plan studied on several runners (tok/s, optional $ per million tokens)',
    },
    'verify-fleet': {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(597), __nccwpck_require__.e(397), __nccwpck_require__.e(729), __nccwpck_require__.e(48), __nccwpck_require__.e(878)]).then(__nccwpck_require__.bind(__nccwpck_require__, 881))).verifyFleetCommand(a, io),
        summary: 'check a fleet bundle and re-derive it byte for byte',
    },
    pins: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(496), __nccwpck_require__.e(6), __nccwpck_require__.e(507)]).then(__nccwpck_require__.bind(__nccwpck_require__, 528))).pinsCommand(a, io),
        summary: 'print (or --write) the hashes a capacity plan must pin for a run spec',
    },
    convert: {
        run: async (a, io) => (await Promise.all(/* import() */[__nccwpck_require__.e(201), __nccwpck_require__.e(534), __nccwpck_require__.e(969), __nccwpck_require__.e(496), __nccwpck_require__.e(6), __nccwpck_require__.e(819)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4216))).convertCommand(a, io),
        summary: 'write the authored plan (one capacity.json) of a four-file plan',
    },
};
/**
 * The order `--help` lists commands in: the order a user meets them (write a plan, check it, run
 * it; the stages; then what reads a bundle; then the tools). A name not registered is skipped, and
 * a registered command missing here is listed after these, so neither side can break the help.
 */
const HELP_ORDER = [
    'init',
    'check',
    'run',
    'models',
    'prepare',
    'measure',
    'quality',
    'finalize',
    'assemble',
    'verify',
    'receipt',
    'report',
    'fleet',
    'verify-fleet',
    'demo',
    'pins',
    'convert',
    'export-evidence',
    'verify-evidence',
];
/** Every registered command once, in HELP_ORDER first, then any other in registration order. */
function commandsInHelpOrder(registered = Object.keys(COMMANDS)) {
    const known = HELP_ORDER.filter((name) => registered.includes(name));
    return [...known, ...registered.filter((name) => !HELP_ORDER.includes(name))];
}
function usage() {
    const names = commandsInHelpOrder();
    const width = Math.max(...names.map((c) => c.length));
    return `Usage: paretopilot-capacity <command> [options]\n\nCommands:\n${names
        .map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name].summary}`)
        .join('\n')}\n\nRun 'paretopilot-capacity <command> --help' (or 'paretopilot-capacity help <command>') for a command's\noptions; 'paretopilot-capacity --version' prints the version.\n\n${_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES_HELP */ .cU}`;
}
/** "unknown command" with the command it most likely meant and where the list is. */
function unknownCommand(name, io) {
    const close = (0,_domain_core_closest_name_js__WEBPACK_IMPORTED_MODULE_2__/* .closestName */ .N)(name, Object.keys(COMMANDS));
    io.stderr(`paretopilot-capacity: unknown command ${JSON.stringify(name)}${close ? ` (did you mean ${JSON.stringify(close)}?)` : ''}\nRun 'paretopilot-capacity --help' for the list of commands.\n`);
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
}
async function main(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
        io.stdout(usage());
        return name === undefined ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    // `help <command>` is `<command> --help`.
    if (name === 'help') {
        if (rest.length > 1)
            return unknownCommand(rest.join(' '), io);
        return COMMANDS[rest[0]] ? COMMANDS[rest[0]].run(['--help'], io) : unknownCommand(rest[0], io);
    }
    if (name === '--version' || name === '-V' || name === '-v') {
        io.stdout(`${_version_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .wr}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    const command = COMMANDS[name];
    if (!command) {
        if (name.startsWith('-')) {
            const close = (0,_domain_core_closest_name_js__WEBPACK_IMPORTED_MODULE_2__/* .closestName */ .N)(name.replace(/^-+/, ''), ['help', 'version']);
            io.stderr(`paretopilot-capacity: unknown option ${name}${close ? ` (did you mean --${close}?)` : ''}: options come after the command (paretopilot-capacity <command> [options])\nRun 'paretopilot-capacity --help' for the list of commands.\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
        }
        return unknownCommand(name, io);
    }
    return command.run(rest, io);
}


/***/ }),

/***/ 6519:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  b8: () => (/* binding */ processStreams)
});

// UNUSED EXPORTS: pipeSafeWriter, shownFor

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/adapters/github/inert-log.ts
// Log text that came from artifacts, plans or the GitHub API is data, never a workflow command: text
// holding `::` or `##[` (which a runner could act on: `::add-mask::…`, a legacy `##[…]`) is written
// between `::stop-commands::` and its unguessable resume token.

/**
 * The runner reads a line as a command when, after leading whitespace, it starts with `::`, or
 * when it holds `##[` anywhere (the legacy form). Its whitespace is .NET's (`Char.IsWhiteSpace`,
 * which includes U+0085 NEXT LINE that JavaScript's `\s` lacks). Rather than a copy of that list
 * that could drift from the runner's, any `::` fences the text, whatever precedes it.
 */
const COMMAND_LIKE = /::|##\[/;
/**
 * `text` unchanged when it holds neither `::` nor `##[`; otherwise fenced by stop-commands. A
 * trailing newline stays after the fence, so the resume token always stands on a line of its own.
 */
function inertLogText(text, token = () => (0,external_node_crypto_.randomBytes)(16).toString('hex')) {
    if (!COMMAND_LIKE.test(text))
        return text;
    const resume = token();
    const end = text.endsWith('\n') ? '\n' : '';
    return `::stop-commands::${resume}\n${end ? text.slice(0, -1) : text}\n::${resume}::${end}`;
}

// EXTERNAL MODULE: ./src/adapters/file-errors.ts
var file_errors = __nccwpck_require__(8846);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __nccwpck_require__(8551);
;// CONCATENATED MODULE: ./src/cli/process-streams.ts
// The CLI's stdout and stderr writers: a reader that goes away (`verify … | head -2`) ends the
// output quietly, and the command still ends with its own exit code; an output that cannot be
// written (`--help > /dev/full`) ends it with one line and exit 2, never a stack trace.



/** Errors that mean the reading end of the stream has closed: nothing more can be shown. */
const READER_GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);
/**
 * A writer for `stream` that stops writing once its reader has gone or a write failed. The listener
 * also covers writes made straight to the stream (a command's progress lines). Any failure other
 * than a reader gone is passed to `failed` once (without one, it is thrown as before).
 */
function pipeSafeWriter(stream, shown = (s) => s, failed) {
    let gone = false;
    stream.on('error', (e) => {
        const wasGone = gone;
        gone = true;
        if (typeof e.code === 'string' && READER_GONE.has(e.code))
            return;
        if (!failed)
            throw e;
        if (!wasGone)
            failed(e);
    });
    return (s) => {
        if (!gone)
            stream.write(shown(s));
    };
}
/** In a workflow step the runner reads this output for workflow commands: text from bundles and plans must stay data there. */
const shownFor = (env) => env.GITHUB_ACTIONS === 'true' ? inertLogText : (s) => s;
/**
 * The process's two streams as the CLI writes them. Standard output that fails (a full disk, a
 * closed device) is said once on stderr and makes the exit code 2, even when the failure is
 * reported after the command returned; a failing stderr has nobody left to tell and is dropped.
 */
function processStreams(env, setExitCode, out = process.stdout, err = process.stderr) {
    const shown = shownFor(env);
    let failure;
    const stderr = pipeSafeWriter(err, shown, () => undefined);
    const stdout = pipeSafeWriter(out, shown, (e) => {
        failure = exit_codes/* EXIT_USAGE */.Ri;
        stderr(`paretopilot-capacity: cannot write to standard output: ${(0,file_errors/* errnoText */.iQ)(e.code ?? e.message)}\n`);
        setExitCode(failure);
    });
    return { stdout, stderr, exitCode: (code) => failure ?? code };
}


/***/ }),

/***/ 9249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ closestName)
/* harmony export */ });
/* unused harmony export editDistance */
// "Did you mean": the allowed name closest to a misspelt one (a plan key, a CLI flag or command), by
// Levenshtein distance, offered only when it is close enough to have been meant.
/** Levenshtein distance: insertions, deletions and substitutions, one each. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = row;
    }
    return previous[b.length];
}
/**
 * The name of `allowed` closest to `given` (case-insensitive), when at most max(2, a third of its
 * length) edits away; the first of equally close names wins, so the answer does not depend on luck.
 */
function closestName(given, allowed) {
    let best;
    for (const name of allowed) {
        const d = editDistance(given.toLowerCase(), name.toLowerCase());
        if (!best || d < best.d)
            best = { name, d };
    }
    return best && best.d <= Math.max(2, Math.floor(given.length / 3)) ? best.name : undefined;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kq: () => (/* binding */ TOOL_REPOSITORY),
/* harmony export */   Pj: () => (/* binding */ TOOL_WORKFLOW),
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
// Tool identity recorded in manifests and printed in the receipt's reproduce block.
const TOOL_NAME = 'paretopilot-capacity';
const TOOL_VERSION = '0.1.0';
const TOOL_REPOSITORY = 'paretopilot/capacity';
/** `source.workflow` our manifests record (the reference hard-coded its own path). */
const TOOL_WORKFLOW = '.github/workflows/capacity-study.yml';


/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
