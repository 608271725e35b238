export const id = 947;
export const ids = [947];
export const modules = {

/***/ 4947:
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
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var schedule = __webpack_require__(3857);
;// CONCATENATED MODULE: ./src/domain/plan/check-report.ts
// What `check` reports about a run spec before anything is built or downloaded: every problem with its
// file, JSON pointer and a fix, which document a misplaced file is, and the study's size and time.



/** The problems an InputError stands for (a schema error lists several), each with its fix. */
function problemsOf(error, fallbackFile) {
    if (error instanceof errors/* SchemaError */.Ar)
        return error.errors.map((e) => checkProblem(error.file, e.pointer, e.message));
    const file = error.file ?? fallbackFile;
    const pointer = error.pointer ?? '';
    const prefix = error.file
        ? `${error.file}${error.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `
        : '';
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return [checkProblem(file, pointer, message)];
}
function checkProblem(file, pointer, message, fix) {
    return { file, pointer, message, fix: fix ?? fixFor(message, pointer) };
}
/** A fix for a problem the readers of the plan files report, chosen from what the message says. */
function fixFor(message, pointer) {
    const key = pointer.split('/').pop() ?? '';
    if (/SHA-256 digest|sha256 must be/.test(message))
        return 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`';
    if (/missing fields?:? .*size_bytes/.test(message) || (key === 'size_bytes' && /missing/.test(message)))
        return 'add size_bytes: the file size in bytes (`stat -c %s <file>`)';
    if (/unknown fields/.test(message))
        return 'check the spelling of the key: keys outside the format are refused, never ignored';
    if (/missing fields?/.test(message))
        return 'add the missing field (examples/tiny shows every field in use)';
    if (/file not found/.test(message))
        return 'check the path: --plan is relative to the current directory, the files a run spec names to its folder';
    if (/strictly (ascending|increasing)/.test(message))
        return 'list the levels in strictly ascending order, each once (e.g. [1, 2, 4])';
    if (/must name the same candidates/.test(message))
        return 'rename the candidate in both files: the run spec’s /candidates keys and the capacity plan’s /candidates ids must match';
    if (/is not declared under \/builds/.test(message))
        return 'name one of the builds declared under /builds, or declare this one there';
    if (/paretopilot-capacity pins|pins\.|plan pins/.test(message) || pointer.startsWith('/pins'))
        return 'run `paretopilot-capacity pins --plan <capacity-run.json> --write` to pin what the run spec produces';
    if (/is not an allowed key/.test(message))
        return 'remove the key or fix its spelling';
    if (/is required/.test(message))
        return 'add the field';
    return 'correct the value at this pointer (README "Plans" describes every field)';
}
const MARKER_KEYS = {
    'run-spec': ['capacity_plan', 'llama_cpp', 'builds'],
    'capacity-plan': ['server_parallel_levels', 'client_concurrency_levels', 'pins'],
    'load-plan': ['concurrency_levels', 'measured_requests_per_level', 'prompts'],
    'evaluation-suite': ['quality_cases', 'performance'],
};
const FILE_NAMES = {
    'run-spec': 'the run spec (capacity-run.json)',
    'capacity-plan': 'a capacity plan (capacity-plan.json)',
    'load-plan': 'a load plan (load-plan.json)',
    'evaluation-suite': 'an evaluation suite (evaluation-suite.json)',
};
/** Which plan document `value` looks like, by the keys only that document has. */
function recognizeDocument(value) {
    if (!(0,json/* isJsonObject */.OW)(value))
        return undefined;
    const kinds = Object.keys(MARKER_KEYS);
    return kinds.find((k) => MARKER_KEYS[k].filter((key) => key in value).length >= 2);
}
/** A problem when `value` is another plan document than the one `expected` there, else undefined. */
function misplacedDocument(value, expected, file) {
    const kind = recognizeDocument(value);
    if (kind === undefined || kind === expected)
        return undefined;
    const fix = expected === 'run-spec'
        ? 'pass the run spec (capacity-run.json) that names it: `--plan <capacity-run.json>`'
        : `name ${FILE_NAMES[expected]} here`;
    return checkProblem(file, '', `this is ${FILE_NAMES[kind]}, not ${FILE_NAMES[expected]}`, fix);
}
/** What one request is assumed to take when nothing is measured yet (stated with every estimate). */
const ASSUMED_SECONDS_PER_REQUEST = 2;
/** Servers, requests and time a study takes, from its grid, request counts and timeouts. */
function estimateStudy(spec, plan, loadPlan, suite) {
    const runs = (0,schedule/* performanceRuns */.HO)(plan, spec.basePort);
    const quality = (0,schedule/* qualityRuns */.OE)(plan, spec.basePort);
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
    return {
        serverConfigurations: servers,
        performanceServers: runs.length,
        qualityServers: quality.length,
        requests,
        upperBoundSeconds,
        assumedSeconds,
        inputs: [
            `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels = ${runs.length} servers, + ${quality.length} quality servers`,
            `${levels.length} client levels [${levels.join(', ')}] × (${loadPlan.warmup_requests_per_level} warm-up + ${loadPlan.measured_requests_per_level} measured) requests per server, + ${cases} quality cases per quality server`,
            `request timeout ${timeout} s, server start up to ${spec.timeouts.healthSeconds} s, pause ${spec.timeouts.pauseBetweenRunsSeconds} s between servers`,
        ],
    };
}
/** Minutes, rounded up, as the estimate prints them. */
function minutes(seconds) {
    return Math.ceil(seconds / 60);
}

// EXTERNAL MODULE: ./src/adapters/llama/ensure-llama-server.ts + 1 modules
var ensure_llama_server = __webpack_require__(8133);
// EXTERNAL MODULE: ./src/adapters/llama/build-cache.ts
var build_cache = __webpack_require__(9689);
// EXTERNAL MODULE: ./src/adapters/llama/file-digest.ts
var file_digest = __webpack_require__(5299);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
;// CONCATENATED MODULE: ./src/adapters/models/model-head.ts

/** Sizes a download may declare: Hugging Face's CDN also names the linked file's size. */
function sizeHeader(headers) {
    const header = (name) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
    };
    const range = /^bytes \d+-\d+\/(\d+)$/.exec(header('content-range') ?? '');
    if (range)
        return Number(range[1]);
    for (const name of ['x-linked-size', 'content-length']) {
        const text = header(name);
        if (typeof text === 'string' && /^[0-9]+$/.test(text))
            return Number(text);
    }
    return undefined;
}
/** HEAD `url` (redirects followed); never throws for a network that is absent or refuses. */
async function probeModelUrl(url, options = {}) {
    const parsed = (0,verified_download/* validateUrl */.wv)(url, url);
    const owned = options.dispatcher ? undefined : (0,verified_download/* createDownloadDispatcher */.Ez)();
    const dispatcher = options.dispatcher ?? owned;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    const ask = (method) => dispatcher.request({
        origin: parsed.origin,
        path: `${parsed.pathname}${parsed.search}`,
        method,
        headers: {
            'accept-encoding': 'identity',
            'user-agent': 'paretopilot-capacity',
            // A GET asks for a range: its Content-Range names the size, and the body is dropped unread.
            ...(method === 'GET' ? { range: 'bytes=0-' } : {}),
        },
        signal: AbortSignal.any(signals),
        headersTimeout: timeoutMs,
    });
    try {
        let response = await ask('HEAD');
        await response.body.dump();
        // Some servers refuse HEAD: a range request tells the same.
        if (response.statusCode === 405 || response.statusCode === 501) {
            response = await ask('GET');
            await response.body.dump({ limit: 64 * 1024 }); // reads at most this much, then closes quietly
        }
        if (response.statusCode >= 200 && response.statusCode < 300)
            return { kind: 'ok', status: response.statusCode, sizeBytes: sizeHeader(response.headers) };
        return { kind: 'http-error', status: response.statusCode };
    }
    catch (error) {
        const code = error.code;
        const cause = error.cause?.code;
        return { kind: 'unreachable', reason: cause ?? code ?? error.message };
    }
    finally {
        await owned?.close();
    }
}

// EXTERNAL MODULE: ./src/domain/build/build-key.ts
var build_key = __webpack_require__(6501);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/decision/plan-comparisons.ts
var plan_comparisons = __webpack_require__(4955);
// EXTERNAL MODULE: ./src/domain/plan/evaluation-suite.ts
var evaluation_suite = __webpack_require__(8847);
// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts
var plan_plan = __webpack_require__(3447);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/spec-against-plan.ts
var spec_against_plan = __webpack_require__(5609);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
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
        if (!(e instanceof errors/* InputError */.dz))
            throw e;
        sink.push(...problemsOf(e, file));
        return undefined;
    }
}
/** A plan document named by the run spec: read, recognized, schema-checked and parsed on its own. */
async function checkDocument(report, abs, display, kind, parse) {
    const file = await attempt(report.problems, display, () => (0,study_context/* loadJsonFile */.Fk)(abs, display));
    if (!file)
        return undefined;
    const misplaced = misplacedDocument(file.value, kind, display);
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
    const misplaced = misplacedDocument(specFile.value, 'run-spec', specPath);
    if (misplaced) {
        report.problems.push(misplaced);
        return report;
    }
    const reading = (0,run_spec/* collectRunSpecProblems */.Lf)(specFile.value, specPath, { kleidiai: build_key/* KLEIDIAI_V1_24_0_SOURCE */.ng });
    for (const e of reading.problems)
        report.problems.push(...problemsOf(e, specPath));
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
            loadPlanFile: loadPlan.file,
            suite: suite.value,
            suiteFile: suite.file,
        });
        // A pin's fix names the command to run with this run spec.
        for (const e of cross)
            for (const p of problemsOf(e, specPath))
                report.problems.push({ ...p, fix: p.fix.replace('<capacity-run.json>', specPath) });
    }
    else
        report.skipped.push('pins, run bounds and the run spec against the plan: not checked until the problems above are fixed');
    if (spec) {
        for (const w of (0,plan_comparisons/* confoundedWarnings */.H)(spec))
            report.warnings.push(w);
        report.estimate =
            plan && loadPlan && suite ? estimateStudy(spec, plan.value, loadPlan.value, suite.value) : undefined;
    }
    else
        report.skipped.push('confounded comparisons: not checked while the run spec has problems');
    const used = reading.builds.filter((b) => reading.candidates.some((c) => c.build === b.label));
    const arch = options.arch ?? process.arch;
    for (const p of (0,build_key/* variantProblems */.up)(used, arch))
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
async function checkModels(report, candidates, specPath, specDir, options, kleidiai) {
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
        const at = `/candidates/${c.id}/model`;
        if (m.kind === 'fixture') {
            report.cache.models.push(`${c.id}: fixture ${m.fixture}, generated by prepare`);
            continue;
        }
        if (m.kind === 'path') {
            const abs = (0,external_node_path_.resolve)(specDir, m.path);
            const info = await (0,promises_.stat)(abs).catch(() => undefined);
            const size = info?.isFile() ? info.size : undefined;
            if (size === undefined)
                report.problems.push(checkProblem(specPath, `${at}/path`, `${m.path} is not a file${info ? '' : ' (it does not exist)'}`, 'point path at the model file (relative to the run spec)'));
            else if (size !== m.sizeBytes)
                report.problems.push(checkProblem(specPath, `${at}/size_bytes`, `is ${m.sizeBytes} but ${m.path} has ${size} bytes`, `set size_bytes to ${size}, or point path at the pinned file`));
            else {
                const digest = await (0,file_digest/* fileSha256 */.s)(abs);
                if (digest !== m.sha256)
                    report.problems.push(checkProblem(specPath, `${at}/sha256`, `is ${m.sha256} but ${m.path} hashes to ${digest}`, `set sha256 to ${digest} (\`sha256sum ${m.path}\`), or point path at the pinned file`));
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
        });
    }
}
/** A pinned download asked for its status and size: a 404 or another size is a problem of the plan. */
async function checkPinnedUrl(report, silent, options, pinned) {
    const { url: href, sizeBytes, file, at } = pinned;
    const url = URL.canParse(href) ? new URL(href) : undefined;
    if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
        report.problems.push(checkProblem(file, `${at}/url`, `${JSON.stringify(href)} is not an http(s) URL`, 'give the https:// URL of the pinned file'));
        return;
    }
    if (options.offline || silent.has(url.host))
        return;
    const probe = await probeModelUrl(href, { timeoutMs: options.timeoutMs });
    if (probe.kind === 'unreachable') {
        silent.add(url.host);
        report.skipped.push(`URLs on ${url.host}: not checked, the host did not answer (${probe.reason}); run check where the network allows, or pass --offline`);
    }
    else if (probe.kind === 'http-error')
        report.problems.push(checkProblem(file, `${at}/url`, `${href} answered HTTP ${probe.status}`, probe.status === 404
            ? 'fix the URL: it must name the pinned file at a fixed revision or release (e.g. …/resolve/<commit>/<file>)'
            : 'check the URL and that the file is public'));
    else if (probe.sizeBytes !== undefined && probe.sizeBytes !== sizeBytes)
        report.problems.push(checkProblem(file, `${at}/size_bytes`, `is ${sizeBytes} but ${href} serves ${probe.sizeBytes} bytes (Content-Length)`, `set size_bytes to ${probe.sizeBytes} if that is the pinned file, or fix the URL`));
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
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(6698);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts
// `check`: validates a study's inputs without building or downloading and lists every problem at once.








const HELP = `Usage: paretopilot-capacity check --plan <capacity-run.json> [--offline] [--cache-dir <dir>] [--json]
       paretopilot-capacity check <capacity-run.json | folder holding one>

Validates the run spec, the capacity plan, load plan and evaluation suite it names, the pins and
every candidate without building or downloading anything, and lists every problem at once, each
with its file, JSON pointer and a fix. Model URLs (and a KleidiAI archive the run spec pins) are
asked for their status and size: one HEAD request each (a range request where HEAD is refused),
through HTTPS_PROXY/NO_PROXY like downloads; a host that does not answer is skipped, not a
problem. A local model's size and sha256 are verified. Says which builds and models are already cached, estimates the study's servers,
requests and run time, and warns about confounded comparisons.

  --plan <file>      the run spec (capacity-run.json)
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
        lines.push(`estimate: ${e.serverConfigurations} server starts, ${e.requests} requests`, ...e.inputs.map((i) => `  ${i}`), `  upper bound from timeouts: ${minutes(e.upperBoundSeconds)} min; at an assumed ${ASSUMED_SECONDS_PER_REQUEST} s a request: about ${minutes(e.assumedSeconds)} min of runner time, builds and downloads not included; the runner's speed decides the real time`);
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
            throw new cli_errors/* UsageError */.e('give the run spec once: --plan <capacity-run.json> or one path');
        let specPath = values.plan ?? positionals[0];
        // A folder (an example) stands for the run spec it holds.
        if ((await (0,promises_.stat)((0,external_node_path_.resolve)(io.cwd, specPath)).catch(() => undefined))?.isDirectory()) {
            const inside = (0,external_node_path_.join)(specPath, 'capacity-run.json');
            if (!(await (0,promises_.stat)((0,external_node_path_.resolve)(io.cwd, inside)).catch(() => undefined)))
                throw new cli_errors/* UsageError */.e(`${specPath} holds no capacity-run.json: give the path of a run spec`);
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


/***/ })

};
