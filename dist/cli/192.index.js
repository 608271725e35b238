export const id = 192;
export const ids = [192];
export const modules = {

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/cache/cache-dir.ts
var cache_dir = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/adapters/models/model-request.ts
var model_request = __webpack_require__(5162);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/domain/plan/model-ref.ts
var model_ref = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/domain/gguf/gguf-header.ts
var gguf_header = __webpack_require__(3173);
// EXTERNAL MODULE: ./src/domain/build/build-source.ts
var build_source = __webpack_require__(9425);
// EXTERNAL MODULE: ./src/domain/plan/authored-plan.ts + 1 modules
var authored_plan = __webpack_require__(7969);
;// CONCATENATED MODULE: ./src/domain/plan/init-plan.ts



const AUTHORED_PLAN_FORMAT = 'paretopilot-capacity/plan-2';
const AUTHORED_PLAN_SCHEMA_URL = 'https://raw.githubusercontent.com/paretopilot/capacity/main/schemas/capacity.schema.json';
const LLAMA_CPP_REPOSITORY = 'https://github.com/ggml-org/llama.cpp';
/** The llama.cpp commit the project's git-built examples pin (examples/neoverse-qwen*). */
const DEFAULT_LLAMA_CPP_COMMIT = '67b9b0e7f6ce45d929a4411907d3c48ec719e81c';
/**
 * Weight types llama.cpp's KleidiAI path (ggml-cpu/kleidiai) has kernels for: Q4_0 and Q8_0
 * matrices and F16 matrix products. Other types run the generic CPU kernels in either build, so a
 * KleidiAI candidate would measure the same code twice.
 */
const KLEIDIAI_QUANTIZATIONS = ['Q4_0', 'Q8_0', 'F16'];
/** KleidiAI's kernels are Arm-only (aarch64); on any other machine the build has nothing to add. */
function kleidiaiApplies(quantization, arch) {
    return arch === 'arm64' && KLEIDIAI_QUANTIZATIONS.includes(quantization);
}
function powersOfTwoUpTo(limit) {
    const levels = [];
    for (let level = 1; level <= limit; level *= 2)
        levels.push(level);
    return levels;
}
/**
 * The largest client concurrency init writes. A plan's default measured requests per level is the
 * largest of its power-of-two client levels, and a plan allows at most MAX_MEASURED_REQUESTS: past
 * it (256 cores and up) init would write a plan its own `check` refuses.
 */
const MAX_INIT_CLIENT_CONCURRENCY = authored_plan/* MAX_MEASURED_REQUESTS */.v7;
/**
 * Server slots 1, 2, 4, … up to the cores; client concurrency 1, 2, 4, … up to twice the largest
 * slot count, so the grid also shows the queueing past the point where every slot is busy. Both stop
 * at a plan's limits (MAX_INIT_CLIENT_CONCURRENCY clients, half as many slots), whatever the cores.
 */
function gridForCores(cores) {
    const slots = Math.min(Math.max(1, Math.floor(cores)), MAX_INIT_CLIENT_CONCURRENCY / 2);
    const serverParallel = powersOfTwoUpTo(slots);
    return {
        server_parallel: serverParallel,
        client_concurrency: powersOfTwoUpTo(2 * serverParallel[serverParallel.length - 1]),
    };
}
/**
 * `--threads` and `--threads-batch` for every candidate: all the cores, whatever the slot count.
 * llama-server decodes its P slots together in one batch on one thread pool, so the threads are not
 * divided among slots; more threads than cores would only contend with the load client.
 */
function threadsForCores(cores) {
    return Math.max(1, Math.floor(cores));
}
function serverArgsForCores(cores) {
    const threads = String(threadsForCores(cores));
    return ['--threads', threads, '--threads-batch', threads, '--n-gpu-layers', '0', '-lv', '4'];
}
/** SLO a person then tightens to their product's needs: loose enough for a small CPU model. */
const DEFAULT_SLO = { max_e2e_latency_ms_p95: 10000, max_ttft_ms_p95: 2000, min_completion_rate: 1 };
/** Neutral exact-answer cases: any instruction-following model answers them. */
const DEFAULT_QUALITY_CASES = [
    { id: 'ready', prompt: 'Reply with exactly one word: READY', accepted_answers: ['READY'] },
    { id: 'sum', prompt: 'What is 2 + 3? Answer with the number only.', accepted_answers: ['5'] },
    {
        id: 'capital',
        prompt: 'What is the capital of France? Answer with one word.',
        accepted_answers: ['Paris'],
    },
];
const DEFAULT_QUALITY_FLOOR = 0.5;
/** Memory ceiling: the largest model's size × 1.25 plus 1 GiB (KV cache, buffers), up to 256 MiB. */
function memoryCeilingMib(largestModelBytes) {
    const mib = (largestModelBytes / 2 ** 20) * 1.25 + 1024;
    return Math.ceil(mib / 256) * 256;
}
/** The plan's `llama_cpp` block for the source asked for. */
function llamaCppBlock(options) {
    const source = options.llamaCppSource;
    if (source?.kind === 'npm-bundle') {
        const b = build_source/* NODE_LLAMA_CPP_BUNDLE_SOURCE */.Wt;
        return {
            kind: 'npm-bundle',
            package: b.package,
            version: b.version,
            integrity: b.integrity,
            expected_commit: b.expectedCommit,
        };
    }
    if (source)
        return { kind: 'git', repository: source.repository, commit: source.commit };
    return {
        kind: 'git',
        repository: LLAMA_CPP_REPOSITORY,
        commit: options.llamaCppCommit ?? DEFAULT_LLAMA_CPP_COMMIT,
    };
}
const ID_LIMIT = 100;
/** A path-safe model name from a file name: lowercase, `.gguf` dropped, other characters → '-'. */
function modelNameOf(fileName) {
    const base = fileName.replace(/\.gguf$/i, '').toLowerCase();
    const safe = base
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[^a-z0-9]+/, '')
        .slice(0, ID_LIMIT);
    return safe.replace(/[._-]+$/, '') || 'model';
}
function uniqueName(wanted, taken) {
    let name = wanted;
    for (let n = 2; taken.has(name); n++)
        name = `${wanted}-${n}`;
    taken.add(name);
    return name;
}
const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/;
function modelEntry(m) {
    const entry = m.source.kind === 'url' ? { url: m.source.url } : { path: m.source.path };
    entry.sha256 = m.sha256;
    entry.size_bytes = m.sizeBytes;
    if (FILENAME.test(m.fileName))
        entry.filename = m.fileName;
    if (m.facts.name !== undefined && /\S/.test(m.facts.name))
        entry.family = m.facts.name.slice(0, 4096);
    if (m.source.kind === 'url' && m.source.repository)
        entry.repository = m.source.repository;
    if (m.source.kind === 'url' && m.source.revision)
        entry.revision = m.source.revision;
    return entry;
}
/** The authored plan for `models` (given in order; the same file twice is taken once). */
function buildInitPlan(models, options) {
    const notes = [];
    const warnings = [];
    const names = new Set();
    const seen = new Map();
    const modelsDoc = {};
    const candidates = {};
    const serverArgs = serverArgsForCores(options.cores);
    let anyKleidiai = false;
    let largest = 0;
    for (const m of models) {
        const twin = seen.get(m.sha256);
        if (twin !== undefined) {
            notes.push(`${m.ref}: the same file as ${twin} (sha256 ${m.sha256}); taken once`);
            continue;
        }
        seen.set(m.sha256, m.ref);
        const name = uniqueName(modelNameOf(m.fileName), names);
        const unknownType = (0,gguf_header/* unknownFileTypeWarning */.vL)(m.facts);
        if (unknownType !== undefined)
            warnings.push(`${m.ref}: ${unknownType}`);
        modelsDoc[name] = modelEntry(m);
        largest = Math.max(largest, m.sizeBytes);
        const { architecture, quantization } = m.facts;
        const describe = `${m.facts.name ?? name} ${quantization}`.slice(0, 200);
        candidates[`${name}-generic`] = {
            build: 'generic',
            model: name,
            server_args: serverArgs,
            label: `${describe} · generic build`,
        };
        const facts = `${name}: ${architecture}, ${quantization}, ${m.sizeBytes} bytes, sha256 ${m.sha256}`;
        if (kleidiaiApplies(quantization, options.arch)) {
            anyKleidiai = true;
            candidates[`${name}-kleidiai`] = {
                build: 'kleidiai',
                model: name,
                server_args: serverArgs,
                label: `${describe} · KleidiAI build`,
            };
            notes.push(`${facts}: candidates ${name}-generic and ${name}-kleidiai`);
        }
        else {
            const why = options.arch !== 'arm64'
                ? `KleidiAI's kernels run only on Arm (aarch64) and this plan is for ${options.arch} (--arch arm64 plans for an Arm machine)`
                : `llama.cpp's KleidiAI path accelerates ${KLEIDIAI_QUANTIZATIONS.join(', ')} weights, not ${quantization}`;
            notes.push(`${facts}: candidate ${name}-generic only: ${why}`);
        }
    }
    const grid = gridForCores(options.cores);
    const topSlots = grid.server_parallel[grid.server_parallel.length - 1];
    // More cores than the next power of two of slots: the cap, not the machine, ended the grid.
    if (Math.floor(options.cores) >= 2 * topSlots)
        notes.push(`the grid stops at ${topSlots} server slots and ${grid.client_concurrency[grid.client_concurrency.length - 1]} clients, below the ${options.cores} cores given: a plan measures at most ${authored_plan/* MAX_MEASURED_REQUESTS */.v7} requests per level`);
    const builds = { generic: { kleidiai: false } };
    if (anyKleidiai)
        builds.kleidiai = { kleidiai: true };
    const candidateIds = Object.keys(candidates).sort();
    const document = {
        $schema: AUTHORED_PLAN_SCHEMA_URL,
        format: AUTHORED_PLAN_FORMAT,
        ...(options.title !== undefined ? { title: options.title } : {}),
        llama_cpp: llamaCppBlock(options),
        builds,
        models: modelsDoc,
        candidates,
        grid,
        slo: { ...DEFAULT_SLO },
        gates: {
            max_server_peak_rss_mib: memoryCeilingMib(largest),
            quality_floor: DEFAULT_QUALITY_FLOOR,
            reference: candidateIds[0],
        },
        quality: {
            cases: DEFAULT_QUALITY_CASES.map((c) => ({ ...c, accepted_answers: [...c.accepted_answers] })),
        },
    };
    return { document, notes, warnings };
}

// EXTERNAL MODULE: ./src/adapters/llama/source.ts
var source = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/adapters/models/model-intake.ts
var model_intake = __webpack_require__(5739);
// EXTERNAL MODULE: ./src/adapters/file-errors.ts
var file_errors = __webpack_require__(8846);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var adapters_errors = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/orchestrators/init.ts
// `init`: model references → a written authored plan. Every reference is parsed first (a malformed
// one fails before any request); each model is hashed in place or downloaded once into the model
// cache `prepare` reads; a Hub revision is pinned to its commit; the plan itself is pure domain.













/** The values `--llama-cpp-source` takes besides a directory. */
const LLAMA_CPP_SOURCE_KINDS = ['git', 'npm-bundle'];
/**
 * What `init --llama-cpp-source` names: `git` (GitHub's llama.cpp, the default), `npm-bundle` (the
 * source node-llama-cpp ships on the npm registry, for machines that reach only it), or the path of a
 * local llama.cpp checkout, pinned to its HEAD (or `commit`, which it must hold) as a file:// source.
 */
async function resolveInitSource(given, commit, cwd) {
    if (given === undefined || given === 'git')
        return undefined;
    if (given === 'npm-bundle') {
        if (commit !== undefined)
            throw new errors/* InputError */.dz(`--llama-cpp-commit does not apply to --llama-cpp-source npm-bundle: the bundle's commit is fixed (${build_source/* NODE_LLAMA_CPP_BUNDLE_SOURCE */.Wt.expectedCommit})`);
        return { kind: 'npm-bundle' };
    }
    const dir = (0,external_node_path_.resolve)(cwd, given);
    const expected = `expected ${LLAMA_CPP_SOURCE_KINDS.join(', ')} or the path of a llama.cpp git checkout`;
    if (!(await (0,promises_.stat)(dir).catch(() => undefined))?.isDirectory())
        throw new errors/* InputError */.dz(`--llama-cpp-source ${JSON.stringify(given)}: ${expected}, and ${given} is not a directory`);
    const top = await (0,source/* gitTopLevel */.oB)(dir);
    if (top === undefined || (await (0,promises_.realpath)(top)) !== (await (0,promises_.realpath)(dir)))
        throw new errors/* InputError */.dz(`--llama-cpp-source ${JSON.stringify(given)}: ${top === undefined ? 'is not a git checkout' : `is not the top of a git checkout (that is ${top})`}; ${expected}`);
    const pinned = await (0,source/* gitCommitOf */.T6)(dir, commit ?? 'HEAD');
    if (pinned === undefined)
        throw new errors/* InputError */.dz(commit === undefined
            ? `--llama-cpp-source ${given}: the checkout has no commit yet`
            : `--llama-cpp-commit ${commit} is not a commit of the checkout ${given}`);
    return { kind: 'git', repository: (0,external_node_url_.pathToFileURL)(dir).href, commit: pinned };
}
function describeFailure(ref, error, request) {
    if (error instanceof errors/* ModelRefError */.lj)
        return error;
    if (error instanceof errors/* GgufFormatError */.zg)
        return new errors/* ModelRefError */.lj(ref.ref, `is not a GGUF model file: ${error.message}`);
    if (error instanceof adapters_errors/* ModelFetchError */.am) {
        const denied = /HTTP (401|403)\b/.test(error.message);
        const asked = ref.kind === 'url' ? ref.url : ref.kind === 'hf' ? request.hubEndpoint : undefined;
        const sent = asked !== undefined && (0,model_request/* credentialFor */.FX)(asked, request.token) !== undefined;
        const hint = !denied
            ? ''
            : sent
                ? ` (the token in $${request.tokenEnv} was sent and refused: check it can read this repository)`
                : request.token
                    ? ` (the token in $${request.tokenEnv} goes only over https to the Hub and to origins named with --token-origin; this URL is neither)`
                    : ` (a gated or private model needs a token: set $${request.tokenEnv}, or name another variable with --token-env)`;
        return new errors/* ModelRefError */.lj(ref.ref, `${error.message}${hint}`);
    }
    const fileError = (0,file_errors/* fileErrorLine */.Zy)(error);
    if (fileError !== undefined)
        return new errors/* ModelRefError */.lj(ref.ref, fileError);
    throw error;
}
async function takeModel(ref, request) {
    const remote = {
        cacheDir: request.cacheDir,
        dispatcher: request.dispatcher,
        retries: request.retries,
        backoffMs: request.backoffMs,
        log: request.log,
        signal: request.signal,
        timeoutMs: request.timeoutMs,
    };
    if (ref.kind === 'path') {
        const abs = (0,external_node_path_.resolve)(request.cwd, ref.path);
        const taken = await (0,model_intake/* takeLocalModel */.C$)(abs);
        const fromPlan = (0,external_node_path_.relative)((0,external_node_path_.dirname)(request.output), abs);
        const path = (0,external_node_path_.isAbsolute)(fromPlan) ? fromPlan : fromPlan.split(external_node_path_.sep).join('/');
        return { taken, source: { kind: 'path', path } };
    }
    if (ref.kind === 'url') {
        const taken = await (0,model_intake/* takeRemoteModel */.Rm)({
            ...remote,
            url: ref.url,
            credential: (0,model_request/* credentialFor */.FX)(ref.url, request.token),
        });
        return { taken, source: { kind: 'url', url: ref.url } };
    }
    const apiUrl = (0,model_ref/* hubRevisionApiUrl */.WU)(request.hubEndpoint, ref.repository, ref.revision);
    const commit = await (0,model_intake/* resolveHubCommit */.xn)(apiUrl, {
        credential: (0,model_request/* credentialFor */.FX)(apiUrl, request.token),
        dispatcher: request.dispatcher,
        signal: request.signal,
        timeoutMs: request.timeoutMs,
    });
    if (commit !== ref.revision)
        request.log?.(`${ref.ref}: revision ${ref.revision} is commit ${commit}`);
    const url = (0,model_ref/* hubResolveUrl */.J8)(request.hubEndpoint, ref.repository, commit, ref.file);
    const taken = await (0,model_intake/* takeRemoteModel */.Rm)({ ...remote, url, credential: (0,model_request/* credentialFor */.FX)(url, request.token) });
    return { taken, source: { kind: 'url', url, repository: ref.repository, revision: commit } };
}
/** Writes the plan for `request.refs`; refuses an existing file unless `force`. */
async function initPlanFile(request) {
    if (request.refs.length === 0)
        throw new errors/* InputError */.dz('give at least one model: a GGUF path, an https URL or hf:owner/repo/file.gguf');
    const refs = request.refs.map(model_ref/* parseModelRef */.qV);
    const write = request.write !== false;
    // Before any download: the output is no link (nor behind one), and replaces only a regular file.
    if (write)
        await (0,bundle_files/* checkOutputPath */.$b)(request.cwd, request.output, request.force);
    const models = [];
    for (const ref of refs) {
        try {
            const { taken, source } = await takeModel(ref, request);
            request.log?.(`${ref.ref}: ${taken.facts.architecture} ${taken.facts.quantization}, ${taken.sizeBytes} bytes, sha256 ${taken.sha256}`);
            models.push({
                ref: ref.ref,
                source,
                fileName: (0,model_ref/* modelRefFileName */.CD)(ref),
                sha256: taken.sha256,
                sizeBytes: taken.sizeBytes,
                facts: taken.facts,
            });
        }
        catch (error) {
            throw describeFailure(ref, error, request);
        }
    }
    const plan = buildInitPlan(models, request);
    const text = `${JSON.stringify(plan.document, null, 2)}\n`;
    if (write)
        await (0,bundle_files/* writeOutputCreatingFolders */.UG)(request.cwd, request.output, text, request.force);
    return { path: request.output, document: plan.document, text, notes: plan.notes, warnings: plan.warnings };
}

// EXTERNAL MODULE: ./src/domain/build/build-target.ts
var build_target = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/model-token.ts
var model_token = __webpack_require__(2503);
// EXTERNAL MODULE: ./src/cli/output.ts
var cli_output = __webpack_require__(6657);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `init`: writes an authored plan (capacity.json) for one or more GGUF models and says what to run next.















/** The architectures a plan can be for: those llama-server is built and run on (build-target.ts). */
const INIT_ARCHES = Object.keys(build_target/* ELF_MACHINES */.NA);
/** `--arch`, or this machine's: one of INIT_ARCHES (aarch64, x86_64 and amd64 as their spellings). */
function planArch(given) {
    const arch = (0,build_target/* normalizeArch */.qA)(given ?? (0,external_node_os_.arch)());
    if (INIT_ARCHES.includes(arch))
        return arch;
    throw new cli_errors/* UsageError */.e(given === undefined
        ? `this machine's architecture ${(0,external_node_os_.arch)()} is not one a study runs on: pass --arch ${INIT_ARCHES.join(' or --arch ')} for the machine the study will run on`
        : `--arch ${JSON.stringify(given)}: expected one of ${INIT_ARCHES.join(', ')} (aarch64, x86_64 and amd64 are taken as their spellings)`);
}
const HELP = `Usage: paretopilot-capacity init <model>... [-o <file | ->] [--cores N] [--arch <${INIT_ARCHES.join('|')}>]
           [--title <text>] [--llama-cpp-source <git|npm-bundle|dir>] [--llama-cpp-commit <sha>]
           [--cache-dir <dir>] [--token-env <NAME>] [--token-origin <url>] [--download-timeout <s>] [--force]

Writes an authored plan (docs/plans.md) for the models given. A model is a local GGUF file, an
http(s) URL, or a Hugging Face file hf:owner/repo/path/file.gguf[@revision] (revision default main,
pinned to its commit through the Hub API; HF_ENDPOINT overrides https://huggingface.co). Each
model's size and sha256 are computed (a URL is downloaded once, into the model cache prepare uses)
and its GGUF header read for its architecture and weight type. Candidates: a generic build for every
model and a KleidiAI build for those whose weight type KleidiAI accelerates (Q4_0, Q8_0, F16) on
Arm; the grid is sized from the cores; SLO, gates and quality cases are neutral starting values.

  -o, --output <file>        the plan to write (default ${stages/* DEFAULT_PLAN_FILE */.h5}, where check, run and the
                             workflows look); never replaced without --force; - prints it on stdout
                             (local model paths are then relative to the current directory)
  --cores <N>                cores of the machine the study runs on (default: this machine's, ${(0,external_node_os_.availableParallelism)()})
  --arch <${INIT_ARCHES.join('|')}>       that machine's architecture (default: this machine's, ${(0,external_node_os_.arch)()})
  --title <text>             the receipt's title (default: derived from the study)
  --llama-cpp-source <src>   where llama-server is built from: git (default: github.com/ggml-org/llama.cpp),
                             npm-bundle (the llama.cpp source node-llama-cpp ${build_source/* NODE_LLAMA_CPP_BUNDLE_SOURCE */.Wt.version} ships on the npm
                             registry, commit ${build_source/* NODE_LLAMA_CPP_BUNDLE_SOURCE */.Wt.expectedCommit.slice(0, 7)}: for machines that cannot reach GitHub), or
                             the path of a local llama.cpp git checkout (pinned to its HEAD)
  --llama-cpp-commit <sha>   llama.cpp commit to build from git or the checkout (default: the commit the
                             project pins, or the checkout's HEAD)
  --cache-dir <dir>          model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --force                    replace an existing plan file
${model_token/* TOKEN_ENV_HELP */.yQ}
`;
function positiveInteger(text, flag, fallback) {
    if (text === undefined)
        return fallback;
    if (!/^[1-9][0-9]{0,3}$/.test(text))
        throw new cli_errors/* UsageError */.e(`${flag} ${JSON.stringify(text)}: expected an integer from 1 to 9999`);
    return Number(text);
}
/** The local files among the model references (a malformed reference is init's to report). */
function localModels(refs, cwd) {
    return refs.flatMap((text) => {
        try {
            const ref = (0,model_ref/* parseModelRef */.qV)(text);
            return ref.kind === 'path' ? [(0,cli_output/* inputFile */.xm)(cwd, ref.path)] : [];
        }
        catch {
            return [];
        }
    });
}
async function initCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('init', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            output: { type: 'string', short: 'o' },
            cores: { type: 'string' },
            arch: { type: 'string' },
            title: { type: 'string' },
            'llama-cpp-commit': { type: 'string' },
            'cache-dir': { type: 'string' },
            ...model_token/* MODEL_FLAG_OPTIONS */.OM,
            'llama-cpp-source': { type: 'string' },
            force: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length === 0)
            throw new cli_errors/* UsageError */.e('give at least one model: a GGUF path, an http(s) URL or hf:owner/repo/file.gguf');
        const env = io.env ?? process.env;
        const commit = values['llama-cpp-commit'];
        if (commit !== undefined && !hashing/* GIT_REVISION_PATTERN */.KY.test(commit))
            throw new cli_errors/* UsageError */.e(`--llama-cpp-commit ${JSON.stringify(commit)}: expected a 40-digit lowercase commit sha`);
        const title = values.title;
        if (title !== undefined && (!/\S/.test(title) || title.length > 200))
            throw new cli_errors/* UsageError */.e('--title: expected 1 to 200 characters, not only spaces');
        const arch = planArch(values.arch);
        const { tokenEnv, token } = (0,model_token/* readModelToken */.Bl)(values['token-env'], env, values['token-origin']);
        const toStdout = values.output === cli_output/* STDOUT_OUTPUT */.wY;
        if (values.output === '')
            throw new cli_errors/* UsageError */.e('--output must not be empty');
        // On stdout, local model paths are written relative to the current directory.
        const output = (0,external_node_path_.resolve)(io.cwd, toStdout ? 'capacity.json' : (values.output ?? stages/* DEFAULT_PLAN_FILE */.h5));
        // A local model is one of init's inputs: the plan never replaces it, --force or not.
        if (!toStdout)
            await (0,cli_output/* assertOutputSpareInputs */.cr)(output, values.output ?? stages/* DEFAULT_PLAN_FILE */.h5, localModels(positionals, io.cwd));
        const result = await initPlanFile({
            refs: positionals,
            output,
            write: !toStdout,
            cwd: io.cwd,
            force: values.force === true,
            cores: positiveInteger(values.cores, '--cores', (0,external_node_os_.availableParallelism)()),
            arch,
            title,
            llamaCppSource: await resolveInitSource(values['llama-cpp-source'], commit, io.cwd),
            llamaCppCommit: commit,
            cacheDir: (0,external_node_path_.resolve)(io.cwd, values['cache-dir'] ?? (0,cache_dir/* defaultCacheDir */.$g)(env)),
            hubEndpoint: (0,model_request/* hubEndpoint */.ZM)(env),
            token,
            tokenEnv,
            timeoutMs: (0,model_token/* readDownloadTimeout */.KS)(values['download-timeout']),
            dispatcher: io.dispatcher,
            log: (line) => io.stderr(`  ${line}\n`),
        });
        for (const w of result.warnings)
            io.stderr(`warning: ${w}\n`);
        const notes = result.notes.map((n) => `${n}\n`).join('');
        if (toStdout) {
            // stdout holds the plan alone; what init says goes to stderr.
            io.stdout(result.text);
            io.stderr(`${notes}next: save the plan as ${stages/* DEFAULT_PLAN_FILE */.h5} (check and run read it there), then\n  paretopilot-capacity check\n  paretopilot-capacity run\n`);
            return exit_codes/* EXIT_OK */.Ij;
        }
        const shown = values.output ?? stages/* DEFAULT_PLAN_FILE */.h5;
        io.stdout(`${notes}wrote ${result.path}\nnext:\n  paretopilot-capacity check --plan ${shown}\n  paretopilot-capacity run --plan ${shown}\n`);
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


/***/ })

};
