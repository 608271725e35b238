export const id = 686;
export const ids = [686];
export const modules = {

/***/ 2686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finalizeCommand: () => (/* binding */ finalizeCommand),
/* harmony export */   measureCommand: () => (/* binding */ measureCommand),
/* harmony export */   prepareCommand: () => (/* binding */ prepareCommand),
/* harmony export */   qualityCommand: () => (/* binding */ qualityCommand),
/* harmony export */   resolvePasses: () => (/* binding */ resolvePasses)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1427);
/* harmony import */ var _adapters_llama_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3926);
/* harmony import */ var _adapters_process_work_dir_lock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7183);
/* harmony import */ var _orchestrators_finalize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2051);
/* harmony import */ var _orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2006);
/* harmony import */ var _orchestrators_measure_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1569);
/* harmony import */ var _orchestrators_prepare_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7692);
/* harmony import */ var _orchestrators_quality_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(184);
/* harmony import */ var _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7038);
/* harmony import */ var _orchestrators_bundle_extras_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6385);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1604);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2610);
// The study's stages as separate commands — the same split the GitHub Action runs as steps.














const COMMON = `  --plan <capacity-run.json>  the run spec (required)
  --work-dir <dir>            work directory shared by the stages (default .capacity-work)
  --cache-dir <dir>           build/source/model cache (default ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>          look here for pinned archives and models (by file name or sha256)
                              before downloading; repeatable; also $PARETOPILOT_MIRROR_DIR`;
const HELP = {
    prepare: `Usage: paretopilot-capacity prepare --plan <file> [--work-dir <dir>] [--cache-dir <dir>]\n\nValidates everything, builds (or restores) llama-server variants, prepares the models and writes the bundle inputs and manifest.\n\n${COMMON}\n`,
    measure: `Usage: paretopilot-capacity measure --plan <file> --pass <id|1|2|all> [--work-dir <dir>]\n\nRuns one pass of the counterbalanced matrix (or all), a fresh llama-server per configuration.\n\n${COMMON}\n  --pass <id|1|2|all>         the plan's pass id, its 1-based position, or all\n`,
    quality: `Usage: paretopilot-capacity quality --plan <file> [--work-dir <dir>]\n\nRuns the quality guard: one fresh server per candidate and server level.\n\n${COMMON}\n`,
    finalize: `Usage: paretopilot-capacity finalize <bundle-dir>\n\nAssembles, gates, renders and checksums a bundle; a bundle with missing cells gets an incomplete status naming them.\n`,
};
function events(io) {
    return { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) };
}
function resolvePasses(selector, passIds) {
    if (selector === 'all')
        return passIds;
    if (/^[0-9]+$/.test(selector)) {
        const i = Number(selector) - 1;
        if (i < 0 || i >= passIds.length)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`--pass ${selector}: the plan has ${passIds.length} passes`);
        return [passIds[i]];
    }
    if (!passIds.includes(selector))
        throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`--pass ${selector}: not a pass of the plan (${passIds.join(', ')})`);
    return [selector];
}
function stageCommand(name) {
    return (argv, io) => (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .runCommand */ .d1)(name, io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .parseCommandArgs */ .Qx)(argv, {
            plan: { type: 'string' },
            'work-dir': { type: 'string' },
            'cache-dir': { type: 'string' },
            'mirror-dir': { type: 'string', multiple: true },
            pass: { type: 'string' },
        }, false);
        if (values.help) {
            io.stdout(HELP[name]);
            return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('unexpected arguments');
        if (!values.plan)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('--plan is required');
        if (name === 'measure' && !values.pass)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('--pass is required');
        const ctx = await (0,_orchestrators_study_context_js__WEBPACK_IMPORTED_MODULE_6__/* .loadStudyContext */ .bb)(values.plan, io.cwd);
        const options = {
            workDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['work-dir'] ?? '.capacity-work'),
            cacheDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['cache-dir'] ?? (0,_adapters_llama_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultCacheDir */ .$g)(io.env ?? process.env)),
            mirrorDirs: (values['mirror-dir'] ?? []).map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, d)),
            env: io.env,
        };
        // Checked before anything runs: a bad --pass or a missing or stale prepared.json starts no
        // stage, so the bundle already in the work dir (complete or not) is left exactly as it is.
        const passes = name === 'measure'
            ? resolvePasses(values.pass, ctx.plan.passes.map((p) => p.id))
            : [];
        const lock = await (0,_adapters_process_work_dir_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .acquireWorkDirLock */ .EK)(options.workDir, events(io).log);
        try {
            // Read under the lock (a prepare that ran meanwhile may have replaced it) and before any
            // stage starts: a missing or stale prepared.json leaves the bundle exactly as it is.
            const prepared = name === 'prepare' ? null : await (0,_orchestrators_prepare_js__WEBPACK_IMPORTED_MODULE_8__/* .readPrepared */ .S6)(ctx, options.workDir);
            const controller = new AbortController();
            const signals = (0,_run_js__WEBPACK_IMPORTED_MODULE_13__.installStudySignals)(controller, undefined, undefined, io.stderr);
            try {
                if (prepared === null)
                    await (0,_orchestrators_prepare_js__WEBPACK_IMPORTED_MODULE_8__/* .prepareStudy */ .Lj)(ctx, { ...options, signal: controller.signal }, events(io));
                else if (name === 'measure') {
                    for (const pass of passes)
                        await (0,_orchestrators_measure_js__WEBPACK_IMPORTED_MODULE_7__/* .measurePass */ .U)(ctx, prepared, pass, { ...options, signal: controller.signal }, events(io));
                }
                else
                    await (0,_orchestrators_quality_js__WEBPACK_IMPORTED_MODULE_9__/* .measureQuality */ .c)(ctx, prepared, { ...options, signal: controller.signal }, events(io));
            }
            catch (e) {
                const { error, interrupted } = (0,_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .stageFailure */ .vj)(e, name, controller.signal);
                const { stage, cell } = error;
                // The bundle records which stage failed (or was interrupted); runCommand reports a failure.
                if (interrupted || (e instanceof _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .StageError */ .Zu && e.stage !== 'validate'))
                    await (0,_orchestrators_finalize_js__WEBPACK_IMPORTED_MODULE_5__/* .writeIncomplete */ .kH)((0,_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .workPaths */ .yY)(options.workDir).bundle, stage, error.message, cell ? [cell] : []).catch(() => undefined);
                if (!interrupted)
                    throw e;
                io.stderr(`${name}: stage ${stage} ${interrupted}${cell ? ` at ${cell}` : ''}; the bundle is marked incomplete\n`);
                return signals.exitCode();
            }
            finally {
                signals();
            }
        }
        finally {
            lock.release();
        }
        io.stdout(`${name}: done (${(0,_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .workPaths */ .yY)(options.workDir).bundle})\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    });
}
const prepareCommand = stageCommand('prepare');
const measureCommand = stageCommand('measure');
const qualityCommand = stageCommand('quality');
async function finalizeCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .runCommand */ .d1)('finalize', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_12__/* .parseCommandArgs */ .Qx)(argv, {});
        if (values.help) {
            io.stdout(HELP.finalize);
            return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length !== 1)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('expected exactly one bundle directory');
        const bundleDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, positionals[0]);
        await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .assertBundleDirectory */ .m7)(bundleDir, positionals[0]);
        // A bundle inside a work dir is finalized only while no stage writes to it.
        const workDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(bundleDir);
        const inWorkDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(bundleDir) === _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .BUNDLE_DIR */ .Rw && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .PREPARED_FILE */ .be));
        const finalize = () => (0,_orchestrators_finalize_js__WEBPACK_IMPORTED_MODULE_5__/* .finalizeBundle */ .H_)(bundleDir, (0,_orchestrators_bundle_extras_js__WEBPACK_IMPORTED_MODULE_11__/* .bundleExtras */ .sS)(), positionals[0]);
        const result = inWorkDir ? await (0,_adapters_process_work_dir_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .withWorkDirLock */ .gP)(workDir, finalize, events(io).log) : await finalize();
        if (!result.complete) {
            io.stderr(`finalize: bundle is incomplete: ${String(result.status.reason)}\n${result.missingCells.map((c) => `  missing ${c}\n`).join('')}`);
            return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_MISMATCH */ .O1;
        }
        io.stdout(`finalize: complete (${result.files.length + 1} files)\n${(0,_run_js__WEBPACK_IMPORTED_MODULE_13__.describeSelections)(result.study).join('\n')}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    });
}


/***/ })

};
