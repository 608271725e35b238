export const id = 288;
export const ids = [288];
export const modules = {

/***/ 2345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommand: () => (/* binding */ checkCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6229);
/* harmony import */ var _domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6225);
/* harmony import */ var _orchestrators_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7198);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8551);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6675);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1604);
/* harmony import */ var _model_token_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2503);
/* harmony import */ var _plan_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(435);
/* harmony import */ var _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7038);
// `check`: validates a study's inputs without building or downloading and lists every problem at once.











const HELP = `Usage: paretopilot-capacity check [--plan <capacity.json | capacity-run.json>] [--offline] [--cache-dir <dir>] [--json]
       paretopilot-capacity check <capacity.json | capacity-run.json | folder holding one>

Validates an authored plan (docs/plans.md) and the documents it derives, or a run spec and the
capacity plan, load plan and evaluation suite it names, the pins and
every candidate without building or downloading anything, and lists every problem at once, each
with its file, JSON pointer and a fix. Model URLs (and a KleidiAI archive the run spec pins) are
asked for their status and size: one HEAD request each (a range request where HEAD is refused),
through HTTPS_PROXY/NO_PROXY like downloads; a host that does not answer is skipped, not a
problem. A local model's size and sha256 are verified. Says which builds and models are already cached, estimates the study's servers,
requests and run time, and warns about confounded comparisons.

  --plan <file>      the authored plan (capacity.json) or the run spec (capacity-run.json);
                     default ${_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_PLAN_FILE */ .h5}, where init writes it and the action looks
  --offline          send no network request (URLs are then not checked)
  --cache-dir <dir>  the cache to look in, never written (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --json             print the report as JSON
  --token-env <NAME> send the token this variable holds (e.g. HF_TOKEN) with the probes, so a gated model
                     you can read is not reported; without it or --token-origin, check sends no token at
                     all (a plan someone else wrote names the hosts); only over https, to the Hub
                     (https://huggingface.co or $HF_ENDPOINT) and origins --token-origin names
  --token-origin <https://host[:port]>
                     another origin the token may be sent to; repeatable; implies --token-env HF_TOKEN
  --download-timeout <seconds>
                     how long each URL's probe may take in all (default 10)

Exit 0 when there is no problem (warnings allowed), 2 when there is any.
`;
function renderReport(r) {
    const lines = [];
    for (const p of r.problems)
        lines.push(...(0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__/* .problemLines */ .pb)(p));
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
        lines.push(`estimate: ${e.serverConfigurations} server starts, ${e.requests} requests`, ...e.inputs.map((i) => `  ${i}`), `  upper bound from timeouts: ${(0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__/* .minutes */ .Gx)(e.upperBoundSeconds)} min; at an assumed ${_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__/* .ASSUMED_SECONDS_PER_REQUEST */ .FI} s a request: about ${(0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__/* .minutes */ .Gx)(e.assumedSeconds)} min of runner time, builds and downloads not included; the runner's speed decides the real time`);
    }
    lines.push(r.problems.length
        ? (0,_domain_plan_check_report_js__WEBPACK_IMPORTED_MODULE_3__/* .problemCount */ .bS)(r.spec, r.problems.length)
        : `${r.spec}: no problems${r.warnings.length ? ` (${r.warnings.length} warning${r.warnings.length === 1 ? '' : 's'})` : ''}`);
    return `${lines.join('\n')}\n`;
}
async function checkCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .runCommand */ .d)('check', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Q)(argv, {
            plan: { type: 'string' },
            offline: { type: 'boolean' },
            'cache-dir': { type: 'string' },
            json: { type: 'boolean' },
            ..._model_token_js__WEBPACK_IMPORTED_MODULE_7__/* .MODEL_FLAG_OPTIONS */ .OM,
        });
        if (values.help) {
            io.stdout(HELP);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length > 1 || (positionals.length === 1 && values.plan !== undefined))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('give the plan once: --plan <capacity.json | capacity-run.json> or one path');
        let specPath = positionals[0] ?? (await (0,_plan_path_js__WEBPACK_IMPORTED_MODULE_8__/* .planArgument */ .j)(values.plan, io.cwd));
        // A folder (an example) stands for the plan it holds: an authored capacity.json, else a run spec.
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, specPath)).catch(() => undefined))?.isDirectory()) {
            const found = async (name) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specPath, name))).catch(() => undefined))
                ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specPath, name)
                : undefined;
            const inside = (await found('capacity.json')) ?? (await found('capacity-run.json'));
            if (!inside)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${specPath} holds no capacity.json or capacity-run.json: give the path of an authored plan or a run spec`);
            specPath = inside;
        }
        const env = io.env ?? process.env;
        // Asked for explicitly or not at all: the plan under check names the hosts the probes go to.
        const asked = values['token-env'] !== undefined || values['token-origin'] !== undefined;
        const { token } = asked
            ? (0,_model_token_js__WEBPACK_IMPORTED_MODULE_7__/* .readModelToken */ .Bl)(values['token-env'], env, values['token-origin'])
            : { token: undefined };
        const report = await (0,_orchestrators_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkStudy */ .K)(specPath, io.cwd, {
            cacheDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['cache-dir'] ?? (0,_adapters_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultCacheDir */ .$g)(env)),
            offline: values.offline === true,
            env,
            modelToken: token,
            timeoutMs: (0,_model_token_js__WEBPACK_IMPORTED_MODULE_7__/* .readDownloadTimeout */ .KS)(values['download-timeout']),
            dispatcher: io.dispatcher,
        });
        io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report));
        return report.problems.length ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_USAGE */ .Ri : _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
    });
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
