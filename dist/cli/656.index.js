export const id = 656;
export const ids = [656];
export const modules = {

/***/ 458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/llama/cache-dir.ts
var cache_dir = __webpack_require__(3926);
// EXTERNAL MODULE: ./src/domain/plan/check-report.ts
var check_report = __webpack_require__(6225);
// EXTERNAL MODULE: ./src/adapters/llama/ensure-llama-server.ts + 2 modules
var ensure_llama_server = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/adapters/llama/build-cache.ts
var build_cache = __webpack_require__(9689);
// EXTERNAL MODULE: ./src/adapters/llama/file-digest.ts
var file_digest = __webpack_require__(5299);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/adapters/models/model-request.ts
var model_request = __webpack_require__(5162);
;// CONCATENATED MODULE: ./src/adapters/models/model-head.ts



/** HEAD `url` (redirects followed); never throws for a network that is absent or refuses. */
async function probeModelUrl(url, options = {}) {
    const parsed = (0,verified_download/* validateUrl */.wv)(url, url);
    const owned = options.dispatcher ? undefined : (0,model_request/* createModelDispatcher */.Zv)();
    const dispatcher = options.dispatcher ?? owned;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    const ask = async (method) => (await (0,model_request/* requestModel */.Vn)(dispatcher, parsed, {
        method,
        // A GET asks for a range: its Content-Range names the size, and the body is dropped unread.
        headers: method === 'GET' ? { range: 'bytes=0-' } : {},
        credential: options.credential,
        signal: AbortSignal.any(signals),
        headersTimeout: timeoutMs,
    })).response;
    try {
        let response = await ask('HEAD');
        await response.body.dump();
        // Some servers refuse HEAD: a range request tells the same.
        if (response.statusCode === 405 || response.statusCode === 501) {
            response = await ask('GET');
            await response.body.dump({ limit: 64 * 1024 }); // reads at most this much, then closes quietly
        }
        if (response.statusCode >= 200 && response.statusCode < 300)
            return { kind: 'ok', status: response.statusCode, sizeBytes: (0,model_request/* declaredSize */._R)(response.headers) };
        return { kind: 'http-error', status: response.statusCode };
    }
    catch (thrown) {
        // requestModel wraps the network's error; its code (ECONNREFUSED, …) is what a person reads.
        const error = thrown instanceof errors/* ModelFetchError */.am && thrown.cause !== undefined ? thrown.cause : thrown;
        const code = error.code;
        const cause = error.cause?.code;
        return { kind: 'unreachable', reason: cause ?? code ?? error.message };
    }
    finally {
        await owned?.close();
    }
}

// EXTERNAL MODULE: ./src/domain/build/build-variant.ts
var build_variant = __webpack_require__(8580);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var build_kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var core_errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/decision/plan-comparisons.ts
var plan_comparisons = __webpack_require__(4955);
// EXTERNAL MODULE: ./src/domain/plan/evaluation-suite.ts
var evaluation_suite = __webpack_require__(8847);
// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(8070);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/spec-against-plan.ts
var spec_against_plan = __webpack_require__(5609);
// EXTERNAL MODULE: ./src/domain/plan/authored-plan.ts + 1 modules
var authored_plan = __webpack_require__(7969);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
// EXTERNAL MODULE: ./src/orchestrators/plan-documents.ts
var plan_documents = __webpack_require__(8653);
;// CONCATENATED MODULE: ./src/orchestrators/check.ts
// `check`: every input of a study validated without building or downloading — each independent check
// on its own, so one run reports every problem; models probed where the network allows; the cache
// looked up, never written; the study's size and time estimated.
























/** Runs one independent check; its bad-input problems are recorded and it yields undefined. */
async function attempt(sink, file, body) {
    try {
        return await body();
    }
    catch (e) {
        if (!(e instanceof core_errors/* InputError */.dz))
            throw e;
        sink.push(...(0,check_report/* problemsOf */.GW)(e, file));
        return undefined;
    }
}
/** A plan document named by the run spec: read, recognized, schema-checked and parsed on its own. */
async function checkDocument(report, abs, display, kind, parse) {
    const file = await attempt(report.problems, display, () => (0,study_context/* loadJsonFile */.Fk)(abs, display));
    if (!file)
        return undefined;
    const misplaced = (0,check_report/* misplacedDocument */.gP)(file.value, kind, display);
    if (misplaced) {
        report.problems.push(misplaced);
        return undefined;
    }
    const value = await attempt(report.problems, display, () => {
        (0,schema_validation/* validateDocument */.m)(kind, file.value, display);
        return parse(file.value, display);
    });
    return value === undefined ? undefined : { file, value };
}
/** A path the run spec names, read from its raw value when the run spec as a whole has problems. */
function namedPath(spec, value, key) {
    if (spec) {
        const paths = {
            capacity_plan: spec.capacityPlanPath,
            load_plan: spec.loadPlanPath,
            evaluation_suite: spec.evaluationSuitePath,
        };
        return paths[key];
    }
    const raw = (0,json/* isJsonObject */.OW)(value) ? value[key] : undefined;
    if (typeof raw !== 'string' || !raw || raw.startsWith('/') || raw.split(/[\\/]/).includes('..'))
        return undefined;
    return raw;
}
/** Checks the run spec at `specPath` and everything it names; writes nothing. */
async function checkStudy(specPath, cwd, options) {
    const report = {
        spec: specPath,
        problems: [],
        warnings: [],
        skipped: [],
        verified: [],
        cache: { builds: [], models: [] },
    };
    const absSpec = (0,external_node_path_.resolve)(cwd, specPath);
    const specFile = await attempt(report.problems, specPath, () => (0,study_context/* loadJsonFile */.Fk)(absSpec, specPath));
    if (!specFile)
        return report;
    if ((0,authored_plan/* isAuthoredPlan */.sn)(specFile.value))
        return checkAuthoredStudy(report, specFile, options);
    const misplaced = (0,check_report/* misplacedDocument */.gP)(specFile.value, 'run-spec', specPath);
    if (misplaced) {
        report.problems.push(misplaced);
        return report;
    }
    const reading = (0,run_spec/* collectRunSpecProblems */.Lf)(specFile.value, specPath, { kleidiai: build_kleidiai/* KLEIDIAI_V1_24_0_SOURCE */.ng });
    for (const e of reading.problems)
        report.problems.push(...(0,check_report/* problemsOf */.GW)(e, specPath));
    const spec = reading.spec;
    const named = async (key, kind, parse) => {
        const p = namedPath(spec, specFile.value, key);
        if (p === undefined) {
            report.skipped.push(`${key.replace('_', ' ')}: not checked, the run spec names no usable ${key} path`);
            return undefined;
        }
        return checkDocument(report, (0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), p), (0,external_node_path_.join)((0,external_node_path_.dirname)(specPath), p), kind, parse);
    };
    const plan = await named('capacity_plan', 'capacity-plan', plan_plan/* parseCapacityPlan */.bO);
    const loadPlan = await named('load_plan', 'load-plan', load_plan/* parseLoadPlan */.l9);
    const suite = await named('evaluation_suite', 'evaluation-suite', evaluation_suite/* parseEvaluationSuite */.WX);
    if (plan && (0,json/* isJsonObject */.OW)(specFile.value) && (0,json/* isJsonObject */.OW)(specFile.value.candidates)) {
        // Candidate ids are compared even when other parts of the run spec are wrong.
        const ids = Object.keys(specFile.value.candidates).map((id) => ({ id }));
        await attempt(report.problems, specPath, () => (0,spec_against_plan/* checkSameCandidates */.l)({ candidates: ids }, plan.value, specPath, plan.file.display));
    }
    if (spec && plan && loadPlan && suite && !report.problems.length) {
        const cross = (0,study_context/* crossCheckProblems */.HD)({
            specPath,
            spec,
            plan: plan.value,
            planFile: plan.file,
            loadPlan: loadPlan.value,
            // A pin matches the file's bytes or its content (docs/spec-extensions.md).
            loadPlanFile: (0,plan_documents/* pinnedForm */.n7)(loadPlan.file, plan.value.pins.load_plan_sha256),
            suite: suite.value,
            suiteFile: (0,plan_documents/* pinnedForm */.n7)(suite.file, plan.value.pins.evaluation_suite_sha256),
        });
        // A pin's fix names the command to run with this run spec.
        for (const e of cross)
            for (const p of (0,check_report/* problemsOf */.GW)(e, specPath))
                report.problems.push({ ...p, fix: p.fix.replace('<capacity-run.json>', specPath) });
    }
    else
        report.skipped.push('pins, run bounds and the run spec against the plan: not checked until the problems above are fixed');
    if (spec) {
        for (const w of (0,plan_comparisons/* confoundedWarnings */.H)(spec))
            report.warnings.push(w);
        report.estimate =
            plan && loadPlan && suite ? (0,check_report/* estimateStudy */.Sg)(spec, plan.value, loadPlan.value, suite.value) : undefined;
    }
    else
        report.skipped.push('confounded comparisons: not checked while the run spec has problems');
    const used = reading.builds.filter((b) => reading.candidates.some((c) => c.build === b.label));
    const arch = options.arch ?? process.arch;
    for (const p of (0,build_variant/* variantProblems */.up)(used, arch))
        report.warnings.push(`on this machine (${arch}): ${p}`);
    // The KleidiAI archive a run spec pins itself is checked like a model (the built-in pin is the tool's).
    const declaresKleidiai = (0,json/* isJsonObject */.OW)(specFile.value) &&
        (0,json/* isJsonObject */.OW)(specFile.value.llama_cpp) &&
        'kleidiai' in specFile.value.llama_cpp;
    const kleidiai = spec && declaresKleidiai && used.some((b) => b.kleidiai) ? spec.kleidiai : undefined;
    await checkModels(report, reading.candidates, specPath, (0,external_node_path_.dirname)(absSpec), options, kleidiai);
    if (spec)
        await checkBuildCache(report, spec, options);
    else
        report.skipped.push('build cache: not looked up while the run spec has problems');
    return report;
}
/**
 * `check` of an authored plan: its own problems and those of the documents it derives, all against
 * the authored file and pointer; then the same warnings, models, cache and estimate as a run spec's.
 */
async function checkAuthoredStudy(report, authored, options) {
    const study = await (0,study_context/* readAuthoredStudy */.uk)(authored);
    for (const e of study.problems)
        report.problems.push(...(0,check_report/* problemsOf */.GW)(e, authored.display));
    const ctx = study.context;
    if (!ctx || !study.files) {
        report.skipped.push('the derived run spec, capacity plan, load plan and suite: not checked until the problems above are fixed');
        return report;
    }
    const { spec } = ctx;
    for (const w of (0,plan_comparisons/* confoundedWarnings */.H)(spec))
        report.warnings.push(w);
    report.estimate = (0,check_report/* estimateStudy */.Sg)(spec, ctx.plan, ctx.loadPlan, ctx.suite);
    const used = spec.builds.filter((b) => spec.candidates.some((c) => c.build === b.label));
    const arch = options.arch ?? process.arch;
    for (const p of (0,build_variant/* variantProblems */.up)(used, arch))
        report.warnings.push(`on this machine (${arch}): ${p}`);
    const source = (0,json/* isJsonObject */.OW)(authored.value) ? authored.value.llama_cpp : undefined;
    const kleidiai = (0,json/* isJsonObject */.OW)(source) && 'kleidiai' in source && used.some((b) => b.kleidiai);
    const models = study.files.mapping.candidateModels;
    await checkModels(report, spec.candidates, authored.display, (0,external_node_path_.dirname)(authored.path), options, kleidiai ? spec.kleidiai : undefined, (c) => `/models/${(0,json/* escapePointerToken */.uC)(models[c.id] ?? c.id)}`);
    await checkBuildCache(report, spec, options);
    return report;
}
async function checkModels(report, candidates, specPath, specDir, options, kleidiai, modelPointer = (c) => `/candidates/${c.id}/model`) {
    // Hosts that did not answer: an absent network is no problem of the plan, so each is asked once.
    const silent = new Set();
    if (options.offline && (kleidiai || candidates.some((c) => c.model.kind === 'url')))
        report.skipped.push('URLs: not requested (--offline)');
    if (kleidiai)
        await checkPinnedUrl(report, silent, options, {
            name: 'KleidiAI archive',
            url: kleidiai.url,
            sizeBytes: kleidiai.sizeBytes,
            file: specPath,
            at: '/llama_cpp/kleidiai',
        });
    for (const c of candidates) {
        const m = c.model;
        const at = modelPointer(c);
        if (m.kind === 'fixture') {
            report.cache.models.push(`${c.id}: fixture ${m.fixture}, generated by prepare`);
            continue;
        }
        if (m.kind === 'path') {
            const abs = (0,external_node_path_.resolve)(specDir, m.path);
            const info = await (0,promises_.stat)(abs).catch(() => undefined);
            const size = info?.isFile() ? info.size : undefined;
            if (size === undefined)
                report.problems.push((0,check_report/* checkProblem */.WV)(specPath, `${at}/path`, `${m.path} is not a file${info ? '' : ' (it does not exist)'}`, 'point path at the model file (relative to the plan)'));
            else if (size !== m.sizeBytes)
                report.problems.push((0,check_report/* checkProblem */.WV)(specPath, `${at}/size_bytes`, `is ${m.sizeBytes} but ${m.path} has ${size} bytes`, `set size_bytes to ${size}, or point path at the pinned file`));
            else {
                const digest = await (0,file_digest/* fileSha256 */.s)(abs);
                if (digest !== m.sha256)
                    report.problems.push((0,check_report/* checkProblem */.WV)(specPath, `${at}/sha256`, `is ${m.sha256} but ${m.path} hashes to ${digest}`, `set sha256 to ${digest} (\`sha256sum ${m.path}\`), or point path at the pinned file`));
                else
                    report.verified.push(`${c.id}: ${m.path} has the pinned size and sha256`);
            }
            continue;
        }
        const cached = (await (0,promises_.stat)((0,fetch_model/* modelCachePath */.Xk)(options.cacheDir, m.sha256)).catch(() => undefined))?.size === m.sizeBytes;
        report.cache.models.push(`${c.id}: sha256 ${m.sha256} ${cached ? 'in the cache (its digest is verified when prepare uses it)' : 'not cached (prepare downloads it)'}`);
        await checkPinnedUrl(report, silent, options, {
            name: c.id,
            url: m.url,
            sizeBytes: m.sizeBytes,
            file: specPath,
            at,
            // A gated model answers its HEAD only with the token prepare would send.
            credential: URL.canParse(m.url) ? (0,model_request/* credentialFor */.FX)(m.url, options.env?.[model_request/* DEFAULT_TOKEN_ENV */.AN]) : undefined,
        });
    }
}
/** A pinned download asked for its status and size: a 404 or another size is a problem of the plan. */
async function checkPinnedUrl(report, silent, options, pinned) {
    const { url: href, sizeBytes, file, at } = pinned;
    const url = URL.canParse(href) ? new URL(href) : undefined;
    if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/url`, `${JSON.stringify(href)} is not an http(s) URL`, 'give the https:// URL of the pinned file'));
        return;
    }
    if (options.offline || silent.has(url.host))
        return;
    const probe = await probeModelUrl(href, { timeoutMs: options.timeoutMs, credential: pinned.credential });
    if (probe.kind === 'unreachable') {
        silent.add(url.host);
        report.skipped.push(`URLs on ${url.host}: not checked, the host did not answer (${probe.reason}); run check where the network allows, or pass --offline`);
    }
    else if (probe.kind === 'http-error')
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/url`, `${href} answered HTTP ${probe.status}`, probe.status === 404
            ? 'fix the URL: it must name the pinned file at a fixed revision or release (e.g. …/resolve/<commit>/<file>)'
            : (probe.status === 401 || probe.status === 403) && pinned.credential === undefined
                ? `a gated or private model: set $${model_request/* DEFAULT_TOKEN_ENV */.AN} to a token that can read it (prepare and run send it too)`
                : 'check the URL and that the file is public'));
    else if (probe.sizeBytes !== undefined && probe.sizeBytes !== sizeBytes)
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/size_bytes`, `is ${sizeBytes} but ${href} serves ${probe.sizeBytes} bytes (Content-Length)`, `set size_bytes to ${probe.sizeBytes} if that is the pinned file, or fix the URL`));
    else
        report.verified.push(`${pinned.name}: ${href} answers ${probe.status}${probe.sizeBytes === undefined ? ' (no size sent)' : ` with the pinned size ${probe.sizeBytes}`}`);
}
async function checkBuildCache(report, spec, options) {
    for (const variant of spec.builds) {
        if (!spec.candidates.some((c) => c.build === variant.label))
            continue;
        try {
            const { key } = await (0,ensure_llama_server/* resolveBuildCacheKey */.Q)({
                source: spec.source,
                variant,
                env: options.env,
                arch: options.arch,
            });
            const found = await (0,build_cache/* lookupBuild */.XR)(options.cacheDir, key);
            report.cache.builds.push(`${variant.label}: ${key} ${found.state === 'hit' ? 'in the cache' : found.state === 'miss' ? 'not cached (prepare builds it)' : `in the cache but unusable (${found.reason}; prepare rebuilds it)`}`);
        }
        catch (e) {
            report.cache.builds.push(`${variant.label}: cache key unknown on this machine (${e.message})`);
        }
    }
}

// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts
// `check`: validates a study's inputs without building or downloading and lists every problem at once.








const HELP = `Usage: paretopilot-capacity check --plan <capacity.json | capacity-run.json> [--offline] [--cache-dir <dir>] [--json]
       paretopilot-capacity check <capacity.json | capacity-run.json | folder holding one>

Validates an authored plan (docs/plans.md) and the documents it derives, or a run spec and the
capacity plan, load plan and evaluation suite it names, the pins and
every candidate without building or downloading anything, and lists every problem at once, each
with its file, JSON pointer and a fix. Model URLs (and a KleidiAI archive the run spec pins) are
asked for their status and size: one HEAD request each (a range request where HEAD is refused),
through HTTPS_PROXY/NO_PROXY like downloads; a host that does not answer is skipped, not a
problem. A local model's size and sha256 are verified. Says which builds and models are already cached, estimates the study's servers,
requests and run time, and warns about confounded comparisons.

  --plan <file>      the authored plan (capacity.json) or the run spec (capacity-run.json)
  --offline          send no network request (URLs are then not checked)
  --cache-dir <dir>  the cache to look in, never written (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --json             print the report as JSON

Exit 0 when there is no problem (warnings allowed), 2 when there is any.
`;
const where = (p) => `${p.file}: ${p.pointer || '/'}`;
function renderReport(r) {
    const lines = [];
    for (const p of r.problems)
        lines.push(`problem: ${where(p)}: ${p.message}`, `  fix: ${p.fix}`);
    for (const w of r.warnings)
        lines.push(`warning: ${w}`);
    for (const s of r.skipped)
        lines.push(`skipped: ${s}`);
    for (const v of r.verified)
        lines.push(`ok: ${v}`);
    for (const b of r.cache.builds)
        lines.push(`cache: build ${b}`);
    for (const m of r.cache.models)
        lines.push(`cache: model ${m}`);
    const e = r.estimate;
    if (e) {
        lines.push(`estimate: ${e.serverConfigurations} server starts, ${e.requests} requests`, ...e.inputs.map((i) => `  ${i}`), `  upper bound from timeouts: ${(0,check_report/* minutes */.Gx)(e.upperBoundSeconds)} min; at an assumed ${check_report/* ASSUMED_SECONDS_PER_REQUEST */.FI} s a request: about ${(0,check_report/* minutes */.Gx)(e.assumedSeconds)} min of runner time, builds and downloads not included; the runner's speed decides the real time`);
    }
    lines.push(r.problems.length
        ? `${r.spec}: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}`
        : `${r.spec}: no problems${r.warnings.length ? ` (${r.warnings.length} warning${r.warnings.length === 1 ? '' : 's'})` : ''}`);
    return `${lines.join('\n')}\n`;
}
async function checkCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('check', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            plan: { type: 'string' },
            offline: { type: 'boolean' },
            'cache-dir': { type: 'string' },
            json: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length > 1 || (positionals.length === 1) === (values.plan !== undefined))
            throw new cli_errors/* UsageError */.e('give the plan once: --plan <capacity.json | capacity-run.json> or one path');
        let specPath = values.plan ?? positionals[0];
        // A folder (an example) stands for the plan it holds: an authored capacity.json, else a run spec.
        if ((await (0,promises_.stat)((0,external_node_path_.resolve)(io.cwd, specPath)).catch(() => undefined))?.isDirectory()) {
            const found = async (name) => (await (0,promises_.stat)((0,external_node_path_.resolve)(io.cwd, (0,external_node_path_.join)(specPath, name))).catch(() => undefined))
                ? (0,external_node_path_.join)(specPath, name)
                : undefined;
            const inside = (await found('capacity.json')) ?? (await found('capacity-run.json'));
            if (!inside)
                throw new cli_errors/* UsageError */.e(`${specPath} holds no capacity.json or capacity-run.json: give the path of an authored plan or a run spec`);
            specPath = inside;
        }
        const env = io.env ?? process.env;
        const report = await checkStudy(specPath, io.cwd, {
            cacheDir: (0,external_node_path_.resolve)(io.cwd, values['cache-dir'] ?? (0,cache_dir/* defaultCacheDir */.$g)(env)),
            offline: values.offline === true,
            env,
        });
        io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report));
        return report.problems.length ? exit_codes/* EXIT_USAGE */.Ri : exit_codes/* EXIT_OK */.Ij;
    });
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


/***/ })

};
