export const id = 206;
export const ids = [206];
export const modules = {

/***/ 206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEMO_EXAMPLES: () => (/* binding */ DEMO_EXAMPLES),
/* harmony export */   demoCommand: () => (/* binding */ demoCommand),
/* harmony export */   demoSpecPath: () => (/* binding */ demoSpecPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _adapters_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6229);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8551);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6675);
/* harmony import */ var _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7038);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2610);
// `demo`: a real study of an example shipped with the package, run on this machine.









const HELP = `Usage: paretopilot-capacity demo [--example tiny|arm64-emulated] [--work-dir <dir>] [--cache-dir <dir>] [--mirror-dir <dir>] [--fresh]

Runs an example study shipped with this package on this machine, from pinned llama.cpp source
(node-llama-cpp@3.21.1's bundle; builds are cached by content), with generated ~5 MB fixture
models, P {1, 2} x C {1, 2}, forward and mirrored passes, the quality guard, then the receipt.

  --example tiny            (default) the host's own build, F16 vs Q8_0 fixtures.
                            First run ~6-10 min (compile); later runs ~1 min.
  --example arm64-emulated  generic vs KleidiAI: both llama-server variants cross-built for
                            aarch64 (g++-aarch64-linux-gnu) and run under qemu-aarch64 -cpu max
                            (qemu-user); Q8_0 generic vs Q4_0 KleidiAI. On an arm64 machine the same
                            builds are native. First run: two ~15-30 min compiles; later runs a few
                            minutes (emulation). Its numbers come from emulation; its KleidiAI
                            evidence (build, symbols, CPU_KLEIDIAI marker) is real.
  --mirror-dir <dir>        look here for the pinned KleidiAI archive (by name or sha256) before
                            downloading it; repeatable; also $PARETOPILOT_MIRROR_DIR
  --fresh                   measure again: the earlier demo bundle is moved aside (by default a
                            second demo resumes the first: its finished cells are kept)
`;
/** The examples `demo` can run (fixture models only: nothing to download but pinned sources). */
const DEMO_EXAMPLES = ['tiny', 'arm64-emulated'];
/** examples/<name>/capacity.json of this package, found from the running file. */
function demoSpecPath(example = 'tiny') {
    if (!DEMO_EXAMPLES.includes(example))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--example must be one of ${DEMO_EXAMPLES.join(', ')}, got ${JSON.stringify(example)}`);
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 6; i++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'examples', example, 'capacity.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`examples/${example}/capacity.json was not found next to this program`);
}
async function demoCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .runCommand */ .d)('demo', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(argv, {
            example: { type: 'string' },
            'work-dir': { type: 'string' },
            'cache-dir': { type: 'string' },
            'mirror-dir': { type: 'string', multiple: true },
            fresh: { type: 'boolean' },
        }, false);
        if (values.help) {
            io.stdout(HELP);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('unexpected arguments');
        const cacheDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['cache-dir'] ?? (0,_adapters_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultCacheDir */ .$g)(io.env ?? process.env));
        const example = values.example ?? 'tiny';
        const result = await (0,_run_js__WEBPACK_IMPORTED_MODULE_7__.executeRun)(demoSpecPath(example), values['work-dir'] ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_WORK_DIR */ .gy, example === 'tiny' ? 'demo' : `demo-${example}`), cacheDir, io, values['mirror-dir'] ?? [], undefined, { fresh: values.fresh });
        if (typeof result === 'number')
            return result;
        io.stdout(`demo study complete in ${result.seconds.toFixed(0)} s\n  receipt: ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(result.bundleDir, 'capacity-receipt.md')}\n  bundle:  ${result.bundleDir} (verify with: paretopilot-capacity verify ${result.bundleDir})\n${(0,_run_js__WEBPACK_IMPORTED_MODULE_7__.describeOutcome)(result.study)}`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_OK */ .Ij;
    });
}


/***/ })

};
