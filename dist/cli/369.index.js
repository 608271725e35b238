export const id = 369;
export const ids = [369];
export const modules = {

/***/ 2369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finalizeCommand: () => (/* binding */ finalizeCommand),
  measureCommand: () => (/* binding */ measureCommand),
  modelsCommand: () => (/* binding */ modelsCommand),
  prepareCommand: () => (/* binding */ prepareCommand),
  qualityCommand: () => (/* binding */ qualityCommand),
  resolvePasses: () => (/* binding */ resolvePasses)
});

// EXTERNAL MODULE: ./src/domain/plan/decision-plan.ts
var decision_plan = __webpack_require__(3108);
;// CONCATENATED MODULE: ./src/domain/plan/pass-selection.ts
// Which passes a `measure` step runs — one rule for the CLI's `--pass` and the action's `pass` input:
// `all`, a 1-based ordinal, `remaining` (every pass after the first mirrored pair), or a pass id.

/** A pass id becomes a directory name under runs/, so it must be a single safe path segment. */
const PASS_ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
const MAX_PASSES = 2 * decision_plan/* MAX_PAIRS */.BL;
/** Reads a selector without the plan: the words and numbers any plan could accept. */
function parsePassSelector(value) {
    if (value === 'all')
        return { ok: true, value: { kind: 'all' } };
    if (value === 'remaining')
        return { ok: true, value: { kind: 'remaining' } };
    if (/^[0-9]+$/.test(value)) {
        const ordinal = Number(value);
        if (ordinal >= 1 && ordinal <= MAX_PASSES)
            return { ok: true, value: { kind: 'ordinal', ordinal } };
        return { ok: false, reason: `a pass ordinal runs from 1 to ${MAX_PASSES}` };
    }
    if (PASS_ID_PATTERN.test(value))
        return { ok: true, value: { kind: 'id', id: value } };
    return {
        ok: false,
        reason: `allowed values: all, remaining, an ordinal (1, 2, …), or a pass id ` +
            `(1-64 characters of A-Z a-z 0-9 _ . -, not starting with '.' or '-')`,
    };
}
/** What a plan allows, for error messages. */
function allowedPasses(planPassIds) {
    return `all, remaining, ${planPassIds.map((_, i) => i + 1).join(', ')}, ${planPassIds.join(', ')}`;
}
/** The plan pass ids a selector names, in plan order (`remaining` may name none). */
function resolvePassSelector(selector, planPassIds) {
    switch (selector.kind) {
        case 'all':
            return { ok: true, value: [...planPassIds] };
        case 'remaining':
            return { ok: true, value: planPassIds.slice(2) };
        case 'ordinal': {
            const id = planPassIds[selector.ordinal - 1];
            if (id !== undefined)
                return { ok: true, value: [id] };
            return {
                ok: false,
                reason: `the plan declares ${planPassIds.length} pass(es); allowed values: ${allowedPasses(planPassIds)}`,
            };
        }
        case 'id':
            if (planPassIds.includes(selector.id))
                return { ok: true, value: [selector.id] };
            return {
                ok: false,
                reason: `not a pass id of the plan; allowed values: ${allowedPasses(planPassIds)}`,
            };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/cache/cache-dir.ts
var cache_dir = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/adapters/process/work-dir-lock.ts
var work_dir_lock = __webpack_require__(7183);
// EXTERNAL MODULE: ./src/orchestrators/finalize.ts
var orchestrators_finalize = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/orchestrators/failed-stage.ts
var failed_stage = __webpack_require__(2287);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
// EXTERNAL MODULE: ./src/orchestrators/study-record.ts
var study_record = __webpack_require__(9468);
// EXTERNAL MODULE: ./src/orchestrators/work-session.ts
var work_session = __webpack_require__(4781);
// EXTERNAL MODULE: ./src/cli/study-session.ts + 1 modules
var study_session = __webpack_require__(9901);
// EXTERNAL MODULE: ./src/orchestrators/measure.ts + 2 modules
var measure = __webpack_require__(6055);
// EXTERNAL MODULE: ./src/orchestrators/prepare.ts + 7 modules
var prepare = __webpack_require__(8642);
// EXTERNAL MODULE: ./src/orchestrators/study-models.ts
var study_models = __webpack_require__(7715);
// EXTERNAL MODULE: ./src/orchestrators/quality.ts
var quality = __webpack_require__(184);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var errors = __webpack_require__(982);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/orchestrators/bundle-extras.ts
var bundle_extras = __webpack_require__(6385);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/model-token.ts
var model_token = __webpack_require__(2503);
// EXTERNAL MODULE: ./src/cli/commands/run.ts + 1 modules
var run = __webpack_require__(2610);
// EXTERNAL MODULE: ./src/cli/plan-path.ts
var plan_path = __webpack_require__(435);
// EXTERNAL MODULE: ./src/orchestrators/validate-study.ts
var validate_study = __webpack_require__(7139);
;// CONCATENATED MODULE: ./src/cli/commands/stages.ts
// The study's stages as separate commands — the same split the GitHub Action runs as steps.


























const COMMON = `  --plan <file>               the authored plan (capacity.json) or run spec (capacity-run.json;
                              default ${stages/* DEFAULT_PLAN_FILE */.h5})
  --work-dir <dir>            work directory shared by the stages (default ${stages/* DEFAULT_WORK_DIR */.gy})
  --cache-dir <dir>           build/source/model cache (default ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>          look here for pinned archives and models (by file name or sha256)
                              before downloading; repeatable; also $PARETOPILOT_MIRROR_DIR`;
const STUDY = `  --share-machine             run although another study measures on this machine (recorded)
Finished cells are kept (checked against their artifact.sha256); a study of another plan is refused.`;
const HELP = {
    models: `Usage: paretopilot-capacity models [--plan <file>] [--cache-dir <dir>]\n\nFetches every model URL the plan names into the model cache, verified by size and sha256, and builds or runs nothing of the plan: give a token to this command, then run prepare or run without it (docs/cli.md).\n\n${COMMON}\n${model_token/* TOKEN_ENV_HELP */.yQ}\n`,
    prepare: `Usage: paretopilot-capacity prepare [--plan <file>] [--work-dir <dir>] [--cache-dir <dir>]\n\nValidates everything (as check does: every problem at once, before any work), builds (or restores) llama-server variants, prepares the models and writes the bundle inputs and manifest.\n\n${COMMON}\n  --fresh                     start a new study: a bundle already in the work dir is moved aside\n${STUDY}\n${model_token/* TOKEN_ENV_HELP */.yQ}\n`,
    measure: `Usage: paretopilot-capacity measure [--plan <file>] --pass <id|N|all|remaining> [--work-dir <dir>]\n\nRuns one pass of the counterbalanced matrix (or all), a fresh llama-server per configuration.\n\n${COMMON}\n  --pass <id|N|all|remaining>         the plan's pass id, its 1-based position, all, or remaining (passes after the first pair)\n${STUDY}\n`,
    quality: `Usage: paretopilot-capacity quality [--plan <file>] [--work-dir <dir>]\n\nRuns the quality guard: one fresh server per candidate and server level.\n\n${COMMON}\n${STUDY}\n`,
    finalize: `Usage: paretopilot-capacity finalize <bundle-dir>\n\nAssembles, gates, renders and checksums a bundle; a bundle with missing cells gets an incomplete status naming them.\n`,
};
function events(io) {
    return { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) };
}
function resolvePasses(selector, passIds) {
    const parsed = parsePassSelector(selector);
    if (!parsed.ok)
        throw new cli_errors/* UsageError */.e(`--pass ${selector}: ${parsed.reason}`);
    const resolved = resolvePassSelector(parsed.value, passIds);
    if (!resolved.ok)
        throw new cli_errors/* UsageError */.e(`--pass ${selector}: ${resolved.reason}`);
    return resolved.value;
}
function stageCommand(name) {
    return (argv, io) => (0,cli_io/* runCommand */.d)(name, io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            plan: { type: 'string' },
            'work-dir': { type: 'string' },
            'cache-dir': { type: 'string' },
            'mirror-dir': { type: 'string', multiple: true },
            pass: { type: 'string' },
            ...model_token/* MODEL_FLAG_OPTIONS */.OM,
            fresh: { type: 'boolean' },
            'share-machine': { type: 'boolean' },
        }, false);
        if (values.help) {
            io.stdout(HELP[name]);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length)
            throw new cli_errors/* UsageError */.e('unexpected arguments');
        const plan = await (0,plan_path/* planArgument */.j)(values.plan, io.cwd);
        const downloads = name === 'models' || name === 'prepare';
        for (const flag of Object.keys(model_token/* MODEL_FLAG_OPTIONS */.OM))
            if (!downloads && values[flag] !== undefined)
                throw new cli_errors/* UsageError */.e(`--${flag}: only models, prepare and run download models`);
        if (name === 'measure' && !values.pass)
            throw new cli_errors/* UsageError */.e('--pass is required');
        if (name !== 'prepare' && values.fresh)
            throw new cli_errors/* UsageError */.e('--fresh: only prepare (and run) start a new study');
        const { token } = downloads
            ? (0,model_token/* readModelToken */.Bl)(values['token-env'], io.env ?? process.env, values['token-origin'])
            : { token: undefined };
        const options = {
            workDir: (0,external_node_path_.resolve)(io.cwd, values['work-dir'] ?? stages/* DEFAULT_WORK_DIR */.gy),
            cacheDir: (0,external_node_path_.resolve)(io.cwd, values['cache-dir'] ?? (0,cache_dir/* defaultCacheDir */.$g)(io.env ?? process.env)),
            mirrorDirs: (values['mirror-dir'] ?? []).map((d) => (0,external_node_path_.resolve)(io.cwd, d)),
            modelToken: token,
            downloadTimeoutMs: (0,model_token/* readDownloadTimeout */.KS)(values['download-timeout']),
            dispatcher: io.dispatcher,
            env: io.env,
        };
        // prepare, the first stage, validates as check (and run) do: every problem before any work.
        if (name === 'prepare')
            for (const w of (await (0,validate_study/* validateStudy */.c)(plan, io.cwd, { ...options, offline: false })).warnings)
                events(io).log(`warning: ${w}`);
        const ctx = await (0,study_context/* loadStudyContext */.bb)(plan, io.cwd);
        // Checked before anything runs: a bad --pass or a missing or stale prepared.json starts no
        // stage, so the bundle already in the work dir (complete or not) is left exactly as it is.
        const passes = name === 'measure'
            ? resolvePasses(values.pass, ctx.plan.passes.map((p) => p.id))
            : [];
        // Fetching models measures nothing: it neither waits for nor counts as a study on the machine.
        const session = (0,study_session/* openStudySession */.c4)(io, name, options.workDir, values['share-machine'] ?? false, name !== 'models');
        try {
            const code = await (0,work_dir_lock/* withWorkDirLock */.gP)(options.workDir, () => (0,work_session/* withWorkSession */.I)(options.workDir, events(io), () => runStage(name, ctx, passes, { ...options, fresh: values.fresh, ...session.options }, io, session)), events(io).log);
            if (code !== exit_codes/* EXIT_OK */.Ij)
                return code;
        }
        finally {
            session.settle();
            session.close();
        }
        io.stdout(`${name}: done (${name === 'models' ? options.cacheDir : (0,stages/* workPaths */.yY)(options.workDir).bundle})\n`);
        return exit_codes/* EXIT_OK */.Ij;
    });
}
const modelsCommand = stageCommand('models');
/**
 * One stage under the session: prepare opens the work dir's study first (kept, refused or moved
 * aside, as `run` does); measure and quality read what prepare left and skip finished cells. A
 * failure or a signal marks the bundle incomplete, naming the stage and the cell.
 */
async function runStage(name, ctx, passes, options, io, session) {
    const ev = events(io);
    // Read before any stage starts: a missing or stale prepared.json, a plan the bundle was not
    // prepared for or changed cells leave the bundle exactly as it is.
    const opened = name === 'prepare' ? await (0,study_record/* openStudy */.YU)(ctx, options, ev) : null;
    if (opened?.prepared) {
        io.stdout(`prepare: the work dir already holds this plan's study, prepared (${opened.progress.finished.length} cells measured); nothing to do (--fresh starts a new study)\n`);
        return exit_codes/* EXIT_OK */.Ij;
    }
    const prepared = name === 'prepare' || name === 'models' ? null : await (0,prepare/* readPrepared */.S6)(ctx, options.workDir);
    // models fetches the plan's model URLs and builds nothing: no stage of the bundle, nothing to record.
    if (name !== 'models')
        options.position.stage = name;
    const counts = { measured: 0, kept: 0 };
    try {
        if (name === 'models')
            await (0,study_models/* fetchStudyModels */.ME)(ctx, options, ev);
        else if (prepared === null)
            await (0,prepare/* prepareStudy */.Lj)(ctx, options, ev);
        else if (name === 'measure') {
            for (const pass of passes) {
                const c = await (0,measure/* measurePass */.U)(ctx, prepared, pass, options, ev);
                counts.measured += c.measured;
                counts.kept += c.kept;
            }
        }
        else
            Object.assign(counts, await (0,quality/* measureQuality */.c)(ctx, prepared, options, ev));
    }
    catch (e) {
        const { error, interrupted } = (0,stages/* stageFailure */.vj)(e, name, options.signal);
        const { stage, cell } = error;
        // The bundle records which stage failed (or was interrupted); runCommand reports a failure.
        const recorded = name !== 'models' && (interrupted || (e instanceof errors/* StageError */.Zu && e.stage !== 'validate'));
        if (recorded)
            await (0,failed_stage/* recordFailedStage */.$)((0,stages/* workPaths */.yY)(options.workDir).bundle, error);
        if (!interrupted)
            throw e;
        io.stderr(`${name}: stage ${stage} ${interrupted}${cell ? ` at ${cell}` : ''}${recorded ? '; the bundle is marked incomplete' : ''}\n`);
        return session.exitCode();
    }
    if (name === 'measure' || name === 'quality')
        io.stderr(`${name}: cells: ${counts.measured} measured now, ${counts.kept} already there\n`);
    return exit_codes/* EXIT_OK */.Ij;
}
const prepareCommand = stageCommand('prepare');
const measureCommand = stageCommand('measure');
const qualityCommand = stageCommand('quality');
async function finalizeCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('finalize', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {});
        if (values.help) {
            io.stdout(HELP.finalize);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length !== 1)
            throw new cli_errors/* UsageError */.e('expected exactly one bundle directory');
        const bundleDir = (0,external_node_path_.resolve)(io.cwd, positionals[0]);
        await (0,bundle_files/* assertBundleDirectory */.m7)(bundleDir, positionals[0]);
        // A bundle inside a work dir is finalized only while no stage writes to it.
        const workDir = (0,external_node_path_.dirname)(bundleDir);
        const inWorkDir = (0,external_node_path_.basename)(bundleDir) === stages/* BUNDLE_DIR */.Rw && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(workDir, stages/* PREPARED_FILE */.be));
        const finalize = () => (0,orchestrators_finalize/* finalizeBundle */.H_)(bundleDir, (0,bundle_extras/* bundleExtras */.sS)(), positionals[0]);
        const result = inWorkDir ? await (0,work_dir_lock/* withWorkDirLock */.gP)(workDir, finalize, events(io).log) : await finalize();
        if (!result.complete) {
            io.stderr(`finalize: bundle is incomplete: ${String(result.status.reason)}\n${result.missingCells.map((c) => `  missing ${c}\n`).join('')}`);
            return exit_codes/* EXIT_MISMATCH */.O1;
        }
        io.stdout(`finalize: complete (${result.files.length + 1} files)\n${(0,run.describeOutcome)(result.study)}`);
        return exit_codes/* EXIT_OK */.Ij;
    });
}


/***/ })

};
