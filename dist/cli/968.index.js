export const id = 968;
export const ids = [968];
export const modules = {

/***/ 8968:
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
// EXTERNAL MODULE: ./src/adapters/llama/cache-dir.ts
var cache_dir = __webpack_require__(3926);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/domain/plan/model-ref.ts
// The model references `init` accepts: a local GGUF path, an http(s) URL, or a Hugging Face file
// `hf:owner/repo/path/file.gguf[@revision]` (revision defaults to main and is resolved to a commit).

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A git branch, tag or commit as the Hub accepts it in a URL path (no '..', no spaces). */
const REVISION = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
function parseHf(ref) {
    const body = ref.slice('hf:'.length);
    const at = body.lastIndexOf('@');
    const path = at >= 0 ? body.slice(0, at) : body;
    const revision = at >= 0 ? body.slice(at + 1) : 'main';
    const parts = path.split('/');
    const expected = 'expected hf:owner/repo/path/file.gguf or hf:owner/repo/file.gguf@revision';
    if (parts.length < 3)
        throw new errors/* ModelRefError */.lj(ref, `names no file inside a repository (${expected})`);
    const [owner, repo, ...fileParts] = parts;
    for (const [what, value] of [
        ['owner', owner],
        ['repository', repo],
    ]) {
        if (!NAME.test(value))
            throw new errors/* ModelRefError */.lj(ref, `the ${what} ${JSON.stringify(value)} is not a Hub name (${expected})`);
    }
    if (fileParts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\')))
        throw new errors/* ModelRefError */.lj(ref, `the file path must be relative, without empty or '..' parts (${expected})`);
    if (!REVISION.test(revision) || revision.includes('..'))
        throw new errors/* ModelRefError */.lj(ref, `the revision ${JSON.stringify(revision)} is not a branch, tag or commit`);
    return { kind: 'hf', ref, repository: `${owner}/${repo}`, file: fileParts.join('/'), revision };
}
/** Parses one reference; a malformed one throws ModelRefError naming it and the accepted forms. */
function parseModelRef(ref) {
    if (ref.trim() === '')
        throw new errors/* ModelRefError */.lj(JSON.stringify(ref), 'is empty');
    if (ref.startsWith('hf:'))
        return parseHf(ref);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
        let url;
        try {
            url = new URL(ref);
        }
        catch {
            throw new errors/* ModelRefError */.lj(ref, 'is not a valid URL');
        }
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
            throw new errors/* ModelRefError */.lj(ref, `only http(s) URLs can be downloaded, got ${url.protocol}`);
        if (url.username || url.password)
            throw new errors/* ModelRefError */.lj(ref, 'a URL must not hold credentials: put a token in the environment (--token-env)');
        return { kind: 'url', ref, url: url.href };
    }
    return { kind: 'path', ref, path: ref };
}
/** `{endpoint}/api/models/{repo}/revision/{revision}`: the Hub answers with the commit's `sha`. */
function hubRevisionApiUrl(endpoint, repository, revision) {
    return `${endpoint.replace(/\/+$/, '')}/api/models/${repository}/revision/${encodeURIComponent(revision)}`;
}
/** `{endpoint}/{repo}/resolve/{commit}/{file}`: the immutable URL a plan pins. */
function hubResolveUrl(endpoint, repository, commit, file) {
    return `${endpoint.replace(/\/+$/, '')}/${repository}/resolve/${commit}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
/** The file name a reference ends in (the plan's model name is built from it). */
function modelRefFileName(ref) {
    const path = ref.kind === 'path' ? ref.path : ref.kind === 'hf' ? ref.file : new URL(ref.url).pathname;
    const last = path
        .split(/[\\/]/)
        .filter((p) => p !== '')
        .pop() ?? 'model';
    try {
        return decodeURIComponent(last);
    }
    catch {
        return last;
    }
}

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
 * Server slots 1, 2, 4, … up to the cores; client concurrency 1, 2, 4, … up to twice the largest
 * slot count, so the grid also shows the queueing past the point where every slot is busy.
 */
function gridForCores(cores) {
    const serverParallel = powersOfTwoUpTo(Math.max(1, Math.floor(cores)));
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
    const builds = { generic: { kleidiai: false } };
    if (anyKleidiai)
        builds.kleidiai = { kleidiai: true };
    const candidateIds = Object.keys(candidates).sort();
    const document = {
        $schema: AUTHORED_PLAN_SCHEMA_URL,
        format: AUTHORED_PLAN_FORMAT,
        ...(options.title !== undefined ? { title: options.title } : {}),
        llama_cpp: {
            kind: 'git',
            repository: LLAMA_CPP_REPOSITORY,
            commit: options.llamaCppCommit ?? DEFAULT_LLAMA_CPP_COMMIT,
        },
        builds,
        models: modelsDoc,
        candidates,
        grid: gridForCores(options.cores),
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
    return { document, notes };
}

// EXTERNAL MODULE: ./src/domain/gguf/gguf.ts
var gguf = __webpack_require__(7023);
;// CONCATENATED MODULE: ./src/domain/gguf/gguf-header.ts
// What a plan needs to know about a GGUF model, read from the start of the file only: the metadata
// key/values up to general.architecture, general.name and general.file_type (the llama_ftype of
// llama.cpp's llama.h), and the tensor types only when a file names no file type.


/** llama_ftype (llama.h) → name; numbers llama.cpp has retired are absent. */
const FILE_TYPES = {
    0: 'F32',
    1: 'F16',
    2: 'Q4_0',
    3: 'Q4_1',
    7: 'Q8_0',
    8: 'Q5_0',
    9: 'Q5_1',
    10: 'Q2_K',
    11: 'Q3_K_S',
    12: 'Q3_K_M',
    13: 'Q3_K_L',
    14: 'Q4_K_S',
    15: 'Q4_K_M',
    16: 'Q5_K_S',
    17: 'Q5_K_M',
    18: 'Q6_K',
    19: 'IQ2_XXS',
    20: 'IQ2_XS',
    21: 'Q2_K_S',
    22: 'IQ3_XS',
    23: 'IQ3_XXS',
    24: 'IQ1_S',
    25: 'IQ4_NL',
    26: 'IQ3_S',
    27: 'IQ3_M',
    28: 'IQ2_S',
    29: 'IQ2_M',
    30: 'IQ4_XS',
    31: 'IQ1_M',
    32: 'BF16',
    36: 'TQ1_0',
    37: 'TQ2_0',
    38: 'MXFP4_MOE',
};
/** ggml_type (ggml.h) → name, for files without general.file_type. */
const TENSOR_TYPES = {
    [gguf/* GgmlType */.IM.F32]: 'F32',
    [gguf/* GgmlType */.IM.F16]: 'F16',
    [gguf/* GgmlType */.IM.Q4_0]: 'Q4_0',
    [gguf/* GgmlType */.IM.Q4_1]: 'Q4_1',
    [gguf/* GgmlType */.IM.Q5_0]: 'Q5_0',
    [gguf/* GgmlType */.IM.Q5_1]: 'Q5_1',
    [gguf/* GgmlType */.IM.Q8_0]: 'Q8_0',
    10: 'Q2_K',
    11: 'Q3_K',
    12: 'Q4_K',
    13: 'Q5_K',
    14: 'Q6_K',
    [gguf/* GgmlType */.IM.BF16]: 'BF16',
};
/** The name of a llama_ftype number (unknown ones are named by number). */
function fileTypeName(fileType) {
    return FILE_TYPES[fileType] ?? `file type ${fileType}`;
}
function readFacts(bytes) {
    const r = new gguf/* GgufReader */.fO(bytes);
    if (bytes.length < 4 || r.u32() !== 0x46554747)
        throw new errors/* GgufFormatError */.zg('missing the GGUF magic', 0);
    const versionAt = r.pos;
    const version = r.u32();
    if (version !== 2 && version !== 3)
        throw new errors/* GgufFormatError */.zg(`version ${version} is not supported (2 or 3)`, versionAt);
    const tensorCount = r.count('tensor count', 2 ** 32);
    const kvCount = r.count('metadata count', 2 ** 32);
    const found = {};
    for (let i = 0; i < kvCount; i++) {
        const key = r.string('a metadata key');
        const typeAt = r.pos;
        const type = r.u32();
        const value = r.value(type, 0);
        const want = (t, what) => {
            if (!t.includes(type))
                throw new errors/* GgufFormatError */.zg(`${key} must be ${what}`, typeAt);
        };
        if (key === 'general.architecture') {
            want([gguf/* GgufValueType */.X5.STRING], 'a string');
            found.architecture = value;
        }
        else if (key === 'general.name') {
            want([gguf/* GgufValueType */.X5.STRING], 'a string');
            found.name = value;
        }
        else if (key === 'general.file_type') {
            want([gguf/* GgufValueType */.X5.UINT32, gguf/* GgufValueType */.X5.INT32], 'a u32');
            found.fileType = value;
        }
        if (found.architecture !== undefined && found.name !== undefined && found.fileType !== undefined)
            break;
    }
    if (found.architecture === undefined)
        throw new errors/* GgufFormatError */.zg('the metadata has no general.architecture', r.pos);
    const base = {
        architecture: found.architecture,
        ...(found.name !== undefined ? { name: found.name } : {}),
    };
    if (found.fileType !== undefined)
        return { ...base, quantization: fileTypeName(found.fileType), quantizationSource: 'general.file_type' };
    // No file type: every key/value was read, so the tensor infos follow.
    const bytesByType = new Map();
    for (let i = 0; i < tensorCount; i++) {
        r.string('a tensor name');
        const nDims = r.u32();
        let elements = 1;
        for (let d = 0; d < nDims; d++)
            elements *= r.count('a tensor dimension', 2 ** 40);
        const type = r.u32();
        r.u64();
        // 1-D tensors (norms, biases) stay F32 in quantized files: the weight matrices name the type.
        if (nDims >= 2)
            bytesByType.set(type, (bytesByType.get(type) ?? 0) + elements);
    }
    const top = [...bytesByType.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (!top)
        throw new errors/* GgufFormatError */.zg('the file names no general.file_type and holds no weight matrix', r.pos);
    return {
        ...base,
        quantization: TENSOR_TYPES[top[0]] ?? `tensor type ${top[0]}`,
        quantizationSource: 'tensor types',
    };
}
/**
 * Reads the facts from `prefix`, the first bytes of a file of `totalBytes`. A prefix that ends inside
 * the header asks for twice as many bytes; a whole file that is not a GGUF throws GgufFormatError.
 */
function readGgufHeader(prefix, totalBytes) {
    try {
        return { kind: 'facts', facts: readFacts(prefix) };
    }
    catch (error) {
        // Only the magic can be judged on a short prefix; anything else may be the cut.
        const magicChecked = prefix.length >= 4;
        const isMagic = error instanceof errors/* GgufFormatError */.zg && /GGUF magic|version/.test(error.message);
        if (prefix.length < totalBytes && !(magicChecked && isMagic))
            return { kind: 'need-more', bytes: Math.min(totalBytes, Math.max(4096, prefix.length * 2)) };
        throw error;
    }
}

// EXTERNAL MODULE: ./src/adapters/llama/dir-lock.ts
var dir_lock = __webpack_require__(3957);
// EXTERNAL MODULE: ./src/adapters/llama/file-digest.ts
var file_digest = __webpack_require__(5299);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/adapters/models/model-request.ts
var model_request = __webpack_require__(5162);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var adapters_errors = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/adapters/models/model-intake.ts
// A model not pinned yet, taken in for a plan: a local file hashed in place, or a URL downloaded once
// (resumable) into the content-addressed model cache that `prepare` reads, so the study does not
// fetch it again; its GGUF header read from the first bytes; a Hub revision resolved to its commit.












/** Reads the GGUF facts from the start of `path`, reading more only while the header needs it. */
async function readModelFacts(path, sizeBytes) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        let want = Math.min(sizeBytes, 1 << 20);
        for (;;) {
            const buffer = Buffer.alloc(want);
            const { bytesRead } = await handle.read(buffer, 0, want, 0);
            const read = readGgufHeader(buffer.subarray(0, bytesRead), sizeBytes);
            if (read.kind === 'facts')
                return read.facts;
            if (read.bytes <= bytesRead)
                throw new errors/* GgufFormatError */.zg('the header runs past the end of the file', bytesRead);
            want = read.bytes;
        }
    }
    finally {
        await handle.close();
    }
}
/** A local file: size, SHA-256 and header facts; the file stays where it is. */
async function takeLocalModel(path) {
    const info = await (0,promises_.stat)(path);
    if (!info.isFile())
        throw new adapters_errors/* ModelFetchError */.am(`${path} is not a file`);
    const facts = await readModelFacts(path, info.size);
    return { path, sha256: await (0,file_digest/* fileSha256 */.s)(path), sizeBytes: info.size, facts };
}
/** What a HEAD tells about the file: its size, and its SHA-256 when the Hub names it (X-Linked-Etag). */
async function remoteFacts(dispatcher, url, options) {
    const { response, redirects } = await (0,model_request/* requestModel */.Vn)(dispatcher, url, {
        method: 'HEAD',
        credential: options.credential,
        signal: options.signal,
    });
    await response.body.dump();
    const status = response.statusCode;
    if (status < 200 || status >= 300) {
        const retryable = status === 408 || status === 429 || status >= 500;
        throw new adapters_errors/* ModelFetchError */.am(`HEAD ${url.href} returned HTTP ${status}`, retryable);
    }
    const size = (0,model_request/* declaredSize */._R)(response.headers) ?? redirects.map(model_request/* declaredSize */._R).find((s) => s !== undefined);
    if (size === undefined || size <= 0 || !Number.isSafeInteger(size))
        throw new adapters_errors/* ModelFetchError */.am(`${url.href} does not declare its size (no Content-Length)`);
    const etag = [...redirects, response.headers]
        .map((h) => /^"?([0-9a-f]{64})"?$/.exec(String(h['x-linked-etag'] ?? ''))?.[1])
        .find((e) => e !== undefined);
    return { sizeBytes: size, ...(etag ? { sha256: etag } : {}) };
}
/**
 * Downloads `url` once into the model cache (a partial file left by an interrupted run is resumed
 * with a Range request), hashes it, reads its header and stores it under its SHA-256, where `prepare`
 * finds it. A URL taken before is answered from the cache after its bytes are hashed again.
 */
/** The model a URL gave before (its record in the cache), when the cached file still has its bytes. */
async function takenBefore(record, cacheDir) {
    const previous = /^([0-9a-f]{64}) ([0-9]+)$/.exec((await (0,promises_.readFile)(record, 'utf8').catch(() => '')).trim());
    if (!previous)
        return undefined;
    const [, sha256, size] = previous;
    const path = (0,fetch_model/* modelCachePath */.Xk)(cacheDir, sha256);
    if ((await (0,verified_download/* sizeOf */.$d)(path)) !== Number(size) || (await (0,file_digest/* fileSha256 */.s)(path)) !== sha256)
        return undefined;
    return { path, sha256, sizeBytes: Number(size), facts: await readModelFacts(path, Number(size)) };
}
async function takeRemoteModel(options) {
    const url = new URL(options.url);
    const key = (0,hashing/* sha256Hex */.fg)(url.href);
    const incoming = (name) => (0,cache_dir/* cachePath */.Ae)(options.cacheDir, 'models', 'incoming', name);
    const record = incoming(`${key}.taken`);
    const before = await takenBefore(record, options.cacheDir);
    if (before) {
        options.log?.(`${url.href}: already in the model cache (${before.path})`);
        return before;
    }
    await (0,promises_.mkdir)(incoming(''), { recursive: true });
    // One download of a URL at a time: a second init waits, then finds the first one's record.
    return (0,dir_lock/* withDirLock */.j)(incoming(`${key}.lock`), async () => (await takenBefore(record, options.cacheDir)) ??
        download(url, incoming(`${key}.partial`), record, options), { what: `the download of ${url.href}`, log: options.log, signal: options.signal });
}
async function download(url, partial, record, options) {
    const owned = options.dispatcher ? undefined : (0,model_request/* createModelDispatcher */.Zv)();
    const dispatcher = options.dispatcher ?? owned;
    try {
        const declared = await (0,verified_download/* withRetries */.LH)(options, () => remoteFacts(dispatcher, url, options));
        const { sizeBytes } = declared;
        const resumeAt = (await (0,verified_download/* sizeOf */.$d)(partial)) ?? 0;
        options.log?.(`downloading ${url.href} (${sizeBytes} bytes${resumeAt > 0 && resumeAt < sizeBytes ? `, resuming at byte ${resumeAt}` : ''})`);
        const download = () => (0,verified_download/* withRetries */.LH)(options, () => (0,verified_download/* fetchIntoPartial */.ad)(dispatcher, url, partial, sizeBytes, url.href, options.signal, options.credential));
        await download();
        let sha256 = await (0,file_digest/* fileSha256 */.s)(partial);
        if (declared.sha256 !== undefined && sha256 !== declared.sha256) {
            // A resumed partial file held other bytes: start over once, from byte 0.
            options.log?.(`${url.href}: SHA-256 ${sha256} differs from the ${declared.sha256} the server names; downloading it again`);
            await (0,promises_.rm)(partial, { force: true });
            await download();
            sha256 = await (0,file_digest/* fileSha256 */.s)(partial);
            if (sha256 !== declared.sha256) {
                await (0,promises_.rm)(partial, { force: true });
                throw new adapters_errors/* ModelFetchError */.am(`${url.href} has SHA-256 ${sha256}, but the server names ${declared.sha256}`);
            }
        }
        let facts;
        try {
            facts = await readModelFacts(partial, sizeBytes);
        }
        catch (error) {
            await (0,promises_.rm)(partial, { force: true });
            throw error;
        }
        const path = (0,fetch_model/* modelCachePath */.Xk)(options.cacheDir, sha256);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.rename)(partial, path);
        await (0,promises_.writeFile)(record, `${sha256} ${sizeBytes}\n`);
        return { path, sha256, sizeBytes, facts };
    }
    finally {
        await owned?.close();
    }
}
/** The commit a Hub revision names: `GET /api/models/{repo}/revision/{rev}` answers `{ "sha": … }`. */
async function resolveHubCommit(apiUrl, options) {
    const owned = options.dispatcher ? undefined : (0,model_request/* createModelDispatcher */.Zv)();
    const dispatcher = options.dispatcher ?? owned;
    try {
        const { response } = await (0,model_request/* requestModel */.Vn)(dispatcher, new URL(apiUrl), {
            method: 'GET',
            headers: { accept: 'application/json' },
            credential: options.credential,
            signal: options.signal,
        });
        const text = await response.body.text();
        if (response.statusCode !== 200)
            throw new adapters_errors/* ModelFetchError */.am(`GET ${apiUrl} returned HTTP ${response.statusCode}`);
        let sha;
        try {
            const doc = JSON.parse(text);
            sha = typeof doc === 'object' && doc !== null && 'sha' in doc ? doc.sha : undefined;
        }
        catch {
            throw new adapters_errors/* ModelFetchError */.am(`GET ${apiUrl} did not answer JSON`);
        }
        if (typeof sha !== 'string' || !hashing/* GIT_REVISION_PATTERN */.KY.test(sha))
            throw new adapters_errors/* ModelFetchError */.am(`GET ${apiUrl} named no 40-digit commit sha`);
        return sha;
    }
    finally {
        await owned?.close();
    }
}

// EXTERNAL MODULE: ./src/adapters/file-errors.ts
var file_errors = __webpack_require__(8846);
;// CONCATENATED MODULE: ./src/orchestrators/init.ts
// `init`: model references → a written authored plan. Every reference is parsed first (a malformed
// one fails before any request); each model is hashed in place or downloaded once into the model
// cache `prepare` reads; a Hub revision is pinned to its commit; the plan itself is pure domain.









/** The Hub's address; HF_ENDPOINT overrides it as it does for Hugging Face's own tools. */
const DEFAULT_HUB_ENDPOINT = 'https://huggingface.co';
function describeFailure(ref, error, request) {
    if (error instanceof errors/* ModelRefError */.lj)
        return error;
    if (error instanceof errors/* GgufFormatError */.zg)
        return new errors/* ModelRefError */.lj(ref.ref, `is not a GGUF model file: ${error.message}`);
    if (error instanceof adapters_errors/* ModelFetchError */.am) {
        const denied = /HTTP (401|403)\b/.test(error.message);
        const hint = denied
            ? request.token
                ? ` (the token in $${request.tokenEnv} was sent and refused: check it can read this repository)`
                : ` (a gated or private model needs a token: set $${request.tokenEnv}, or name another variable with --token-env)`
            : '';
        return new errors/* ModelRefError */.lj(ref.ref, `${error.message}${hint}`);
    }
    const fileError = (0,file_errors/* fileErrorLine */.Z)(error);
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
    };
    if (ref.kind === 'path') {
        const abs = (0,external_node_path_.resolve)(request.cwd, ref.path);
        const taken = await takeLocalModel(abs);
        const fromPlan = (0,external_node_path_.relative)((0,external_node_path_.dirname)(request.output), abs);
        const path = (0,external_node_path_.isAbsolute)(fromPlan) ? fromPlan : fromPlan.split(external_node_path_.sep).join('/');
        return { taken, source: { kind: 'path', path } };
    }
    if (ref.kind === 'url') {
        const taken = await takeRemoteModel({
            ...remote,
            url: ref.url,
            credential: (0,model_request/* credentialFor */.FX)(ref.url, request.token),
        });
        return { taken, source: { kind: 'url', url: ref.url } };
    }
    const apiUrl = hubRevisionApiUrl(request.hubEndpoint, ref.repository, ref.revision);
    const commit = await resolveHubCommit(apiUrl, {
        credential: (0,model_request/* credentialFor */.FX)(apiUrl, request.token),
        dispatcher: request.dispatcher,
        signal: request.signal,
    });
    if (commit !== ref.revision)
        request.log?.(`${ref.ref}: revision ${ref.revision} is commit ${commit}`);
    const url = hubResolveUrl(request.hubEndpoint, ref.repository, commit, ref.file);
    const taken = await takeRemoteModel({ ...remote, url, credential: (0,model_request/* credentialFor */.FX)(url, request.token) });
    return { taken, source: { kind: 'url', url, repository: ref.repository, revision: commit } };
}
/** Writes the plan for `request.refs`; refuses an existing file unless `force`. */
async function initPlanFile(request) {
    if (request.refs.length === 0)
        throw new errors/* InputError */.dz('give at least one model: a GGUF path, an https URL or hf:owner/repo/file.gguf');
    const refs = request.refs.map(parseModelRef);
    if (!request.force && (await (0,promises_.stat)(request.output).catch(() => undefined)))
        throw new errors/* InputError */.dz(`${request.output} already exists: pass --force to replace it, or -o to write another file`);
    const models = [];
    for (const ref of refs) {
        try {
            const { taken, source } = await takeModel(ref, request);
            request.log?.(`${ref.ref}: ${taken.facts.architecture} ${taken.facts.quantization}, ${taken.sizeBytes} bytes, sha256 ${taken.sha256}`);
            models.push({
                ref: ref.ref,
                source,
                fileName: modelRefFileName(ref),
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
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(request.output), { recursive: true });
    await (0,promises_.writeFile)(request.output, `${JSON.stringify(plan.document, null, 2)}\n`, {
        flag: request.force ? 'w' : 'wx',
    });
    return { path: request.output, document: plan.document, notes: plan.notes };
}

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
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `init`: writes an authored plan (capacity.json) for one or more GGUF models and says what to run next.










const HELP = `Usage: paretopilot-capacity init <model>... [-o capacity/capacity.json] [--cores N] [--title <text>] [--force]

Writes an authored plan (docs/plans.md) for the models given. A model is a local GGUF file, an
http(s) URL, or a Hugging Face file hf:owner/repo/path/file.gguf[@revision] (revision default main,
pinned to its commit through the Hub API; HF_ENDPOINT overrides https://huggingface.co). Each
model's size and sha256 are computed (a URL is downloaded once, into the model cache prepare uses)
and its GGUF header read for its architecture and weight type. Candidates: a generic build for every
model and a KleidiAI build for those whose weight type KleidiAI accelerates (Q4_0, Q8_0, F16) on
Arm; the grid is sized from the cores; SLO, gates and quality cases are neutral starting values.

  -o, --output <file>        the plan to write (default ${stages/* DEFAULT_PLAN_FILE */.h5}, where the workflows look); never replaced without --force
  --cores <N>                cores of the machine the study runs on (default: this machine's, ${(0,external_node_os_.availableParallelism)()})
  --arch <arm64|x64|…>       that machine's architecture (default: this machine's, ${(0,external_node_os_.arch)()})
  --title <text>             the receipt's title (default: derived from the study)
  --llama-cpp-commit <sha>   llama.cpp commit to build (default: the commit the project pins)
  --cache-dir <dir>          model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --force                    replace an existing plan file
${model_token/* TOKEN_ENV_HELP */.y}
`;
function positiveInteger(text, flag, fallback) {
    if (text === undefined)
        return fallback;
    if (!/^[1-9][0-9]{0,3}$/.test(text))
        throw new cli_errors/* UsageError */.e(`${flag} ${JSON.stringify(text)}: expected an integer from 1 to 9999`);
    return Number(text);
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
            'token-env': { type: 'string' },
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
        const arch = values.arch ?? (0,external_node_os_.arch)();
        if (!/^[a-z0-9_]+$/.test(arch))
            throw new cli_errors/* UsageError */.e(`--arch ${JSON.stringify(arch)}: expected a Node architecture name such as arm64 or x64`);
        const { tokenEnv, token } = (0,model_token/* readModelToken */.B)(values['token-env'], env);
        const output = (0,external_node_path_.resolve)(io.cwd, values.output ?? stages/* DEFAULT_PLAN_FILE */.h5);
        const result = await initPlanFile({
            refs: positionals,
            output,
            cwd: io.cwd,
            force: values.force === true,
            cores: positiveInteger(values.cores, '--cores', (0,external_node_os_.availableParallelism)()),
            arch,
            title,
            llamaCppCommit: commit,
            cacheDir: (0,external_node_path_.resolve)(io.cwd, values['cache-dir'] ?? (0,cache_dir/* defaultCacheDir */.$g)(env)),
            hubEndpoint: env.HF_ENDPOINT || DEFAULT_HUB_ENDPOINT,
            token,
            tokenEnv,
            log: (line) => io.stderr(`  ${line}\n`),
        });
        const shown = values.output ?? stages/* DEFAULT_PLAN_FILE */.h5;
        io.stdout(`${result.notes.map((n) => `${n}\n`).join('')}wrote ${result.path}\nnext:\n  paretopilot-capacity check --plan ${shown}\n  paretopilot-capacity run --plan ${shown}\n`);
        return exit_codes/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 2503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readModelToken),
/* harmony export */   y: () => (/* binding */ TOKEN_ENV_HELP)
/* harmony export */ });
/* harmony import */ var _adapters_process_child_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5162);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
// The token for gated or private models: read from one environment variable (HF_TOKEN unless
// --token-env names another), kept in memory only, and never a variable a child process may see.



const TOKEN_ENV_HELP = `  --token-env <NAME>  environment variable holding a token for gated or private models (default
                      ${_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN}); sent as a bearer token only to the model URL's own host, never
                      after a redirect to another host, never logged or written`;
/** The variable's name and its token (undefined when unset or empty). */
function readModelToken(name, env) {
    const tokenEnv = name ?? _adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--token-env ${JSON.stringify(tokenEnv)}: expected an environment variable name`);
    if ((0,_adapters_process_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isAllowedChildVariable */ .vO)(tokenEnv))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--token-env ${tokenEnv}: child processes (builds, llama-server) see this variable; keep the token in a variable of its own, e.g. ${_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN}`);
    const token = env[tokenEnv];
    return { tokenEnv, token: token === undefined || token === '' ? undefined : token };
}


/***/ }),

/***/ 7038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ BUNDLE_DIR),
/* harmony export */   be: () => (/* binding */ PREPARED_FILE),
/* harmony export */   gy: () => (/* binding */ DEFAULT_WORK_DIR),
/* harmony export */   h5: () => (/* binding */ DEFAULT_PLAN_FILE),
/* harmony export */   vj: () => (/* binding */ stageFailure),
/* harmony export */   yY: () => (/* binding */ workPaths)
/* harmony export */ });
/* unused harmony export interruptionOf */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(982);
// What every stage of the live study shares: the failure type, the events and options it runs with,
// and the work-directory layout (prepare persists there what measure and quality read back).


const PREPARED_FILE = 'prepared.json';
const BUNDLE_DIR = 'bundle';
/** The work directory when none is given: one default for the CLI's commands and the action's input. */
const DEFAULT_WORK_DIR = 'capacity-work';
/** Where `init` writes a plan and where the action and workflows look for one: the same path. */
const DEFAULT_PLAN_FILE = 'capacity/capacity.json';
/** `interrupted by SIGINT` when the study was aborted by a signal; undefined otherwise. */
function interruptionOf(signal) {
    return signal?.aborted && signal.reason instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StudyInterrupted */ .s ? signal.reason.message : undefined;
}
/**
 * What a stage that threw ends as: its StageError (or one for `stage` wrapping any other error),
 * and when a signal aborted the study, the interruption instead of whatever the abort broke.
 */
function stageFailure(e, stage, signal) {
    const interrupted = interruptionOf(signal);
    const cause = e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Z ? e : new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Z(stage, e.message);
    return { interrupted, error: interrupted ? new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Z(cause.stage, interrupted, cause.cell) : cause };
}
function workPaths(workDir) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workDir);
    return { root, bundle: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, BUNDLE_DIR), prepared: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, PREPARED_FILE) };
}


/***/ })

};
