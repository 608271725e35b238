export const id = 268;
export const ids = [268];
export const modules = {

/***/ 5729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ ServerStateFileError),
/* harmony export */   Bf: () => (/* binding */ LoadEvaluationError),
/* harmony export */   Eg: () => (/* binding */ LoadClientConfigurationError),
/* harmony export */   IV: () => (/* binding */ QualitySuiteError),
/* harmony export */   JH: () => (/* binding */ ServerHealthTimeoutError),
/* harmony export */   M$: () => (/* binding */ ServerLifecycleError),
/* harmony export */   Vd: () => (/* binding */ ExchangeAbortedError),
/* harmony export */   WB: () => (/* binding */ PortInUseError),
/* harmony export */   XB: () => (/* binding */ LockTimeoutError),
/* harmony export */   am: () => (/* binding */ ModelFetchError),
/* harmony export */   d0: () => (/* binding */ LauncherUnavailableError),
/* harmony export */   eU: () => (/* binding */ LlamaBuildError),
/* harmony export */   f2: () => (/* binding */ LlamaSourceError),
/* harmony export */   m: () => (/* binding */ SseProtocolError),
/* harmony export */   ql: () => (/* binding */ HttpExchangeError),
/* harmony export */   rL: () => (/* binding */ ServerExitedBeforeHealthyError),
/* harmony export */   s6: () => (/* binding */ ServerOptionsError),
/* harmony export */   se: () => (/* binding */ GnuTimeUnavailableError),
/* harmony export */   yI: () => (/* binding */ ProcessError)
/* harmony export */ });
/* unused harmony exports SummaryBudgetError, TruncationLimitError, GitHubClientError, GitHubContextError, ArtifactUploadError, ArtifactDownloadError, ArtifactIntegrityError, ArtifactTooLargeError, ArtifactNotFoundError, UnsafeArtifactPathError, ARTIFACT_SERVICE_HINT, ArtifactServiceError, ZipFormatError, ZipLimitError */
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
// Every error an adapter throws: typed failures of the processes, builds, downloads, load and quality
// clients, servers, artifacts and GitHub; each message names the request, file or run it concerns.

/** Fatal for one load evaluation: no artifact may be written from it. */
class LoadEvaluationError extends Error {
    failure;
    concurrency;
    phase;
    requestIndex;
    name = 'LoadEvaluationError';
    constructor(message, failure, concurrency, phase, requestIndex, options) {
        super(message, options);
        this.failure = failure;
        this.concurrency = concurrency;
        this.phase = phase;
        this.requestIndex = requestIndex;
    }
}
/** Invalid options passed to a client; names the option and what was expected. */
class LoadClientConfigurationError extends _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    field;
    name = 'LoadClientConfigurationError';
    constructor(field, expected) {
        super(`${field}: ${expected}`);
        this.field = field;
    }
}
/** Fatal for one quality run (§8.2: any HTTP or network error is fatal). */
class QualitySuiteError extends Error {
    phase;
    caseId;
    requestIndex;
    name = 'QualitySuiteError';
    constructor(message, phase, 
    /** Case id for `case`, else null. */
    caseId, 
    /** 1-based request index within the phase. */
    requestIndex, options) {
        super(message, options);
        this.phase = phase;
        this.caseId = caseId;
        this.requestIndex = requestIndex;
    }
}
class ServerLifecycleError extends Error {
    constructor(message) {
        super(message);
        this.name = new.target.name;
    }
}
/** `/usr/bin/time` is missing or is not GNU time (its `-v` report is the RSS evidence). */
class GnuTimeUnavailableError extends ServerLifecycleError {
}
/** Bad start options (argv, port, directories) detected before anything was spawned. */
class ServerOptionsError extends ServerLifecycleError {
}
/** The server process ended before `/health` answered 200. */
class ServerExitedBeforeHealthyError extends ServerLifecycleError {
    exit;
    logTail;
    constructor(message, exit, logTail) {
        super(message);
        this.exit = exit;
        this.logTail = logTail;
    }
}
/** The port was already taken (checked before spawning, or the server's log says bind failed). */
class PortInUseError extends ServerExitedBeforeHealthyError {
    port;
    constructor(message, port, exit, logTail) {
        super(message, exit, logTail);
        this.port = port;
    }
}
/** `/health` never answered 200 before the deadline; the server has been stopped. */
class ServerHealthTimeoutError extends ServerLifecycleError {
    deadlineMs;
    logTail;
    constructor(message, deadlineMs, logTail) {
        super(message);
        this.deadlineMs = deadlineMs;
        this.logTail = logTail;
    }
}
class LlamaSourceError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LlamaSourceError';
    }
}
class LockTimeoutError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LockTimeoutError';
    }
}
class LlamaBuildError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LlamaBuildError';
    }
}
class LauncherUnavailableError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LauncherUnavailableError';
    }
}
class ServerStateFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ServerStateFileError';
    }
}
class ProcessError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ProcessError';
    }
}
class SummaryBudgetError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SummaryBudgetError';
    }
}
class TruncationLimitError extends _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    constructor(message) {
        super(message);
        this.name = 'TruncationLimitError';
    }
}
class ModelFetchError extends Error {
    retryable;
    constructor(message, 
    /** false when retrying cannot help (404, wrong size or digest). */
    retryable = false) {
        super(message);
        this.retryable = retryable;
        this.name = 'ModelFetchError';
    }
}
/** A stream that violates §5.2: fatal for the whole evaluation. */
class SseProtocolError extends Error {
    lineNumber;
    name = 'SseProtocolError';
    constructor(message, lineNumber) {
        super(lineNumber === null ? message : `SSE line ${lineNumber}: ${message}`);
        this.lineNumber = lineNumber;
    }
}
/** Thrown when the caller's signal aborted the exchange. */
class ExchangeAbortedError extends Error {
    name = 'ExchangeAbortedError';
}
/**
 * A transport or protocol failure of the exchange; `name` types it in the sample's error text
 * (`network error: <name>: <message>`), with the same names and messages undici uses.
 */
class HttpExchangeError extends Error {
    name;
    constructor(name, message) {
        super(message);
        this.name = name;
    }
}
/** A request the client refused to send (bad API URL, foreign origin). The message never holds the token. */
class GitHubClientError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubClientError';
    }
}
class GitHubContextError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubContextError';
    }
}
class ArtifactUploadError extends Error {
    artifactName;
    attempts;
    constructor(message, artifactName, attempts, options) {
        super(message, options);
        this.artifactName = artifactName;
        this.attempts = attempts;
        this.name = 'ArtifactUploadError';
    }
}
class ArtifactDownloadError extends Error {
    artifactRef;
    constructor(message, artifactRef, options) {
        super(message, options);
        this.artifactRef = artifactRef;
        this.name = 'ArtifactDownloadError';
    }
}
/** The downloaded bytes are not the ones that were uploaded (size or SHA-256 differ). */
class ArtifactIntegrityError extends ArtifactDownloadError {
    constructor(message, artifactRef) {
        super(message, artifactRef);
        this.name = 'ArtifactIntegrityError';
    }
}
/** The artifact is larger than the caller allows; refused before it is fetched or extracted. */
class ArtifactTooLargeError extends ArtifactDownloadError {
    constructor(message, artifactRef) {
        super(message, artifactRef);
        this.name = 'ArtifactTooLargeError';
    }
}
class ArtifactNotFoundError extends ArtifactDownloadError {
    constructor(message, artifactRef) {
        super(message, artifactRef);
        this.name = 'ArtifactNotFoundError';
    }
}
/** An archive entry or an upload path that could escape its directory or is not a plain file. */
class UnsafeArtifactPathError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UnsafeArtifactPathError';
    }
}
/** Where to look when the artifact service cannot be used at all. */
const ARTIFACT_SERVICE_HINT = '(check ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL; they are set by the Actions runner)';
/**
 * The artifact service could not be used: its URL or token is missing or malformed, it refused the
 * token, or it could not be reached. One line, never carrying the token.
 */
class ArtifactServiceError extends Error {
    constructor(what, options) {
        super(`artifact service: ${what} ${ARTIFACT_SERVICE_HINT}`, options);
        this.name = 'ArtifactServiceError';
    }
}
class ZipFormatError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ZipFormatError';
    }
}
/** Declared entry sizes above the limits: refused before anything is inflated or written. */
class ZipLimitError extends ZipFormatError {
    constructor(message) {
        super(message);
        this.name = 'ZipLimitError';
    }
}


/***/ }),

/***/ 3926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ defaultCacheDir),
/* harmony export */   Ae: () => (/* binding */ cachePath)
/* harmony export */ });
/* unused harmony export CACHE_LAYOUT */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Where pinned sources, builds, models and fixtures are cached between runs.


function defaultCacheDir(env = process.env, home = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)()) {
    const explicit = env.PARETOPILOT_CACHE_DIR;
    if (explicit !== undefined && explicit !== '')
        return explicit;
    const xdg = env.XDG_CACHE_HOME;
    if (xdg !== undefined && xdg !== '')
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(xdg, 'paretopilot-capacity');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.cache', 'paretopilot-capacity');
}
/** Layout of the cache directory (one place, so tests and the action agree). */
const CACHE_LAYOUT = {
    npmTarballs: 'sources/npm',
    checkouts: 'sources/llama.cpp',
    kleidiai: 'sources/kleidiai',
    builds: 'builds',
    models: 'models',
    fixtures: 'fixtures',
    tmp: 'tmp',
};
function cachePath(cacheDir, area, ...parts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cacheDir, CACHE_LAYOUT[area], ...parts);
}


/***/ }),

/***/ 3957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ withDirLock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5729);
// A cross-process lock on a cache entry: `mkdir` is atomic, the owner's pid + host are written
// inside so a lock left by a dead process on this host is taken over instead of waited on forever.






function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function isOwner(value) {
    return (typeof value === 'object' &&
        value !== null &&
        'pid' in value &&
        typeof value.pid === 'number' &&
        'host' in value &&
        typeof value.host === 'string' &&
        'started_at' in value &&
        typeof value.started_at === 'string');
}
/** The lock's owner; undefined while owner.json is not (fully) written or does not describe one. */
async function readOwner(lockDir) {
    let value;
    try {
        value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(lockDir, 'owner.json'), 'utf8'));
    }
    catch {
        return undefined;
    }
    return isOwner(value) ? value : undefined;
}
async function isStale(lockDir) {
    const owner = await readOwner(lockDir);
    if (owner)
        return owner.host === (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)() && !processAlive(owner.pid);
    // Owner file not written yet: only stale if the directory is old.
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lockDir);
        return Date.now() - info.mtimeMs > 60_000;
    }
    catch {
        return false;
    }
}
// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms, signal) => {
    try {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LockTimeoutError */ .XB('aborted while waiting for a cache lock');
    }
};
async function withDirLock(lockDir, fn, options) {
    const pollMs = options.pollMs ?? 1000;
    const maxWaitMs = options.maxWaitMs ?? 2 * 60 * 60 * 1000;
    const started = Date.now();
    let announced = false;
    for (;;) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(lockDir);
            break;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        if (await isStale(lockDir)) {
            const tomb = `${lockDir}.stale-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(4).toString('hex')}`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(lockDir, tomb);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tomb, { recursive: true, force: true });
                options.log?.(`took over the abandoned lock for ${options.what}`);
            }
            catch {
                // another waiter took it over first
            }
            continue;
        }
        if (Date.now() - started > maxWaitMs) {
            const owner = await readOwner(lockDir);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LockTimeoutError */ .XB(`gave up waiting for ${options.what}: ${lockDir} is held by pid ${owner?.pid ?? '?'} on ${owner?.host ?? '?'}; remove it if that process is gone`);
        }
        if (!announced) {
            const owner = await readOwner(lockDir);
            options.log?.(`waiting for ${options.what} held by pid ${owner?.pid ?? '?'} (${lockDir})`);
            announced = true;
        }
        await sleep(pollMs, options.signal);
    }
    try {
        const owner = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), started_at: new Date().toISOString() };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(lockDir, 'owner.json'), JSON.stringify(owner));
        return await fn();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockDir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 5299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ fileDigest),
/* harmony export */   s: () => (/* binding */ fileSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
// Streaming file digests (models and binaries are too large to read whole).


async function fileDigest(path, algorithm, encoding = 'hex') {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm);
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest(encoding);
}
function fileSha256(path) {
    return fileDigest(path, 'sha256');
}


/***/ }),

/***/ 3255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xk: () => (/* binding */ modelCachePath),
/* harmony export */   aO: () => (/* binding */ fetchModel)
/* harmony export */ });
/* unused harmony export huggingFaceResolveUrl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _llama_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3957);
/* harmony import */ var _llama_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3926);
/* harmony import */ var _mirror_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4532);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8830);
/* harmony import */ var _verified_download_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6040);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5729);
// Models for a study: a local file verified in place, or a pinned download (mirror first) cached
// under its digest; Hugging Face resolve URLs.








/** `https://huggingface.co/<owner>/<repo>/resolve/<revision>/<file>` for a pinned file. */
function huggingFaceResolveUrl(repository, revision, file) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(repository)) {
        throw new ModelFetchError(`Hugging Face repository must look like owner/name, got ${JSON.stringify(repository)}`);
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(revision)) {
        throw new ModelFetchError(`Hugging Face revision must be a commit or branch name, got ${JSON.stringify(revision)}`);
    }
    const parts = file.split('/');
    if (file === '' ||
        file.includes('\\') ||
        file.includes('\0') ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new ModelFetchError(`Hugging Face file name must be a relative path without '..', got ${JSON.stringify(file)}`);
    }
    return `https://huggingface.co/${repository}/resolve/${revision}/${parts.map(encodeURIComponent).join('/')}`;
}
/** Content-addressed location of a model in the cache. */
function modelCachePath(cacheDir, sha256) {
    if (!_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_PATTERN */ .jU.test(sha256))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ModelFetchError */ .am(`model sha256 must be a lowercase SHA-256 digest, got ${sha256}`);
    return (0,_llama_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .cachePath */ .Ae)(cacheDir, 'models', `${sha256}.gguf`);
}
/** Returns a verified model file: a local path as given, or a cached download named by its digest. */
async function fetchModel(options) {
    const what = `model ${options.name ?? options.url ?? options.path ?? '(unnamed)'}`;
    if ((options.url === undefined) === (options.path === undefined)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ModelFetchError */ .am(`${what}: give exactly one of url or path`);
    }
    (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_6__/* .validateDigestAndSize */ .DB)(options.sha256, options.sizeBytes, what);
    if (options.path !== undefined) {
        await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_6__/* .verifyFile */ .AI)(options.path, options.sha256, options.sizeBytes, what);
        return { path: options.path, fromCache: false, origin: { origin: 'path' } };
    }
    (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_6__/* .validateUrl */ .wv)(options.url, what);
    const dest = modelCachePath(options.cacheDir, options.sha256);
    const cached = async () => {
        if ((await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_6__/* .sizeOf */ .$d)(dest)) === undefined)
            return false;
        try {
            await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_6__/* .verifyFile */ .AI)(dest, options.sha256, options.sizeBytes, what);
            return true;
        }
        catch (error) {
            options.log?.(`${error.message}; fetching it again`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dest, { force: true });
            return false;
        }
    };
    if (await cached())
        return { path: dest, fromCache: true, origin: { origin: 'cache' } };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dest), { recursive: true });
    return (0,_llama_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .withDirLock */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dest), `${options.sha256}.lock`), async () => {
        if (await cached())
            return { path: dest, fromCache: true, origin: { origin: 'cache' } };
        options.log?.(`fetching ${what} from ${options.url} (${options.sizeBytes} bytes)`);
        const origin = await (0,_mirror_js__WEBPACK_IMPORTED_MODULE_4__/* .fetchPinned */ .Pv)({
            url: options.url,
            sha256: options.sha256,
            sizeBytes: options.sizeBytes,
            dest,
            what,
            retries: options.retries,
            backoffMs: options.backoffMs,
            log: options.log,
            signal: options.signal,
            dispatcher: options.dispatcher,
            mirrorDirs: options.mirrorDirs,
        });
        return { path: dest, fromCache: false, origin };
    }, { what: `the download of ${what}`, log: options.log, signal: options.signal });
}


/***/ }),

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pv: () => (/* binding */ fetchPinned),
/* harmony export */   yc: () => (/* binding */ resolveMirrorDirs)
/* harmony export */ });
/* unused harmony exports MIRROR_DIR_ENV, mirrorNames, findInMirror */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _verified_download_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6040);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
// A local mirror for pinned downloads: before fetching a pinned archive or model over the network,
// look in mirror directories for a file with the pinned name or digest, and verify it exactly as a
// download would be verified (size and SHA-256; callers add their own pins such as llama.cpp's MD5).





/** Environment variable naming mirror directories (separated like PATH). */
const MIRROR_DIR_ENV = 'PARETOPILOT_MIRROR_DIR';
/**
 * Mirror directories in precedence order: explicit ones (CLI, run spec) first, then the
 * environment variable. Relative paths resolve against `cwd`; duplicates are dropped.
 */
function resolveMirrorDirs(explicit, env = process.env, cwd = process.cwd()) {
    const fromEnv = (env[MIRROR_DIR_ENV] ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter).filter((d) => d.trim() !== '');
    const out = [];
    for (const dir of [...explicit, ...fromEnv]) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(dir) ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, dir);
        if (!out.includes(abs))
            out.push(abs);
    }
    return out;
}
/** File names a pinned file may have in a mirror: the URL's last segment, the digest, digest + extension. */
function mirrorNames(url, sha256) {
    const names = [];
    if (url) {
        let last = '';
        try {
            last = decodeURIComponent((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(new URL(url).pathname));
        }
        catch {
            last = '';
        }
        if (/^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(last))
            names.push(last);
        const ext = /(\.tar\.gz|\.tgz|\.gguf|\.zip|\.tar\.xz)$/i.exec(last)?.[1];
        if (ext)
            names.push(`${sha256}${ext}`);
    }
    names.push(sha256);
    return [...new Set(names)];
}
async function isFile(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).isFile();
    }
    catch {
        return false;
    }
}
/** The first mirror file with a pinned name, or undefined. Missing mirror directories are skipped. */
async function findInMirror(dirs, url, sha256) {
    for (const dir of dirs) {
        for (const name of mirrorNames(url, sha256)) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
            if (await isFile(path))
                return path;
        }
    }
    return undefined;
}
/**
 * Places the pinned file at `dest`: copied from a mirror when one holds it, else downloaded. Either
 * way it is verified (size, SHA-256) before it is moved into place. A mirror file with the pinned
 * name but other bytes is an error, not a reason to fall back silently.
 */
async function fetchPinned(options) {
    const what = options.what ?? options.url;
    const found = await findInMirror(options.mirrorDirs ?? [], options.url, options.sha256);
    if (found) {
        options.log?.(`${what}: using mirror file ${found}`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(options.dest), { recursive: true });
        const staging = `${options.dest}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.mirror`;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(found, staging);
            await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyFile */ .AI)(staging, options.sha256, options.sizeBytes, `${what} (mirror file ${found})`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(staging, options.dest);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ModelFetchError */ .am)
                throw error;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ModelFetchError */ .am(`${what}: could not copy mirror file ${found}: ${error.message}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(staging, { force: true });
        }
        return { origin: 'mirror', mirror_file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(found) };
    }
    try {
        await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadVerified */ .nz)(options);
    }
    catch (error) {
        const dirs = options.mirrorDirs ?? [];
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ModelFetchError */ .am && dirs.length > 0) {
            error.message += ` (no mirror holds it: looked for ${mirrorNames(options.url, options.sha256).join(', ')} in ${dirs.join(', ')})`;
        }
        throw error;
    }
    return { origin: 'download', url: options.url };
}


/***/ }),

/***/ 6040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sizeOf),
/* harmony export */   AI: () => (/* binding */ verifyFile),
/* harmony export */   DB: () => (/* binding */ validateDigestAndSize),
/* harmony export */   Ez: () => (/* binding */ createDownloadDispatcher),
/* harmony export */   nz: () => (/* binding */ downloadVerified),
/* harmony export */   wv: () => (/* binding */ validateUrl)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6752);
/* harmony import */ var _llama_file_digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5299);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8830);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5729);
// Verified downloads: a pinned file (model or archive) fetched with retries and Range resume, and
// checked against its pinned size and SHA-256 before it takes its final name.









async function sizeOf(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path)).size;
    }
    catch {
        return undefined;
    }
}
/** Checks a file's size and digest; throws a ModelFetchError naming what was expected. */
async function verifyFile(path, sha256, sizeBytes, what) {
    const size = await sizeOf(path);
    if (size === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${path} does not exist`);
    if (size !== sizeBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${path} has ${size} bytes, expected ${sizeBytes} bytes`);
    }
    const actual = await (0,_llama_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileSha256 */ .s)(path);
    if (actual !== sha256) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${path} has SHA-256 ${actual}, expected ${sha256}`);
    }
}
function validateDigestAndSize(sha256, sizeBytes, what) {
    if (typeof sha256 !== 'string' || !_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_7__/* .SHA256_PATTERN */ .jU.test(sha256)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: sha256 must be a lowercase SHA-256 digest, got ${JSON.stringify(sha256)}`);
    }
    if (!Number.isSafeInteger(sizeBytes) || sizeBytes <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: sizeBytes must be a positive integer, got ${JSON.stringify(sizeBytes)}`);
    }
}
function validateUrl(url, what) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${JSON.stringify(url)} is not a valid URL`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: only http(s) URLs can be fetched, got ${parsed.protocol}`);
    }
    return parsed;
}
// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms, signal) => {
    try {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am('download aborted');
    }
};
/** One GET that appends to `partial` from its current size; throws ModelFetchError. */
async function fetchOnce(dispatcher, url, partial, sizeBytes, what, signal) {
    let offset = (await sizeOf(partial)) ?? 0;
    if (offset > sizeBytes) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
        offset = 0;
    }
    if (offset === sizeBytes)
        return;
    const headers = {
        'accept-encoding': 'identity',
        'user-agent': 'paretopilot-capacity',
    };
    if (offset > 0)
        headers.range = `bytes=${offset}-`;
    let response;
    try {
        response = await dispatcher.request({
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            headers,
            signal,
        });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: request to ${url.href} failed: ${error.message}`, true);
    }
    const status = response.statusCode;
    if (status === 416 && offset > 0) {
        // Our partial file is not a prefix the server recognises: start over.
        await response.body.dump();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} refused the resume range at byte ${offset}`, true);
    }
    if (status !== 200 && status !== 206) {
        await response.body.dump();
        const retryable = status === 408 || status === 429 || status >= 500;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: GET ${url.href} returned HTTP ${status}`, retryable);
    }
    let append = offset > 0;
    if (status === 206) {
        const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(response.headers['content-range'] ?? ''));
        if (!range || Number(range[1]) !== offset) {
            await response.body.dump();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} answered a resume with an unexpected Content-Range`, true);
        }
        if (range[3] !== '*' && Number(range[3]) !== sizeBytes) {
            await response.body.dump();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} serves ${range[3]} bytes, expected ${sizeBytes} bytes`);
        }
    }
    else {
        append = false;
        const length = response.headers['content-length'];
        if (length !== undefined && Number(length) !== sizeBytes) {
            await response.body.dump();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} serves ${length} bytes, expected ${sizeBytes} bytes`);
        }
    }
    if (!append)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.truncate)(partial, 0).catch(() => undefined);
    let received = append ? offset : 0;
    const sink = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(partial, { flags: append ? 'a' : 'w' });
    try {
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(response.body, async function* (source) {
            for await (const chunk of source) {
                received += chunk.length;
                if (received > sizeBytes) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} sent more than the expected ${sizeBytes} bytes`);
                }
                yield chunk;
            }
        }, sink);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            throw error;
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: download from ${url.href} was interrupted at byte ${received}: ${error.message}`, true);
    }
    if (received < sizeBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: ${url.href} ended after ${received} of ${sizeBytes} bytes`, true);
    }
}
/**
 * The dispatcher every pinned download uses: HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) from
 * the environment, as the GitHub REST client does, since self-hosted runners often sit behind a
 * proxy; redirects followed (release assets and Hugging Face files redirect to a CDN).
 */
function createDownloadDispatcher() {
    return new undici__WEBPACK_IMPORTED_MODULE_5__/* .EnvHttpProxyAgent */ .J2().compose(undici__WEBPACK_IMPORTED_MODULE_5__/* .interceptors */ .dY.redirect({ maxRedirections: 5 }));
}
/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
async function downloadVerified(options) {
    const what = options.what ?? options.url;
    validateDigestAndSize(options.sha256, options.sizeBytes, what);
    const url = validateUrl(options.url, what);
    const retries = options.retries ?? 4;
    const backoffMs = options.backoffMs ?? 1000;
    const partial = `${options.dest}.partial`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(options.dest), { recursive: true });
    const owned = options.dispatcher ? undefined : createDownloadDispatcher();
    const dispatcher = options.dispatcher ?? owned;
    try {
        for (let attempt = 0;; attempt++) {
            try {
                await fetchOnce(dispatcher, url, partial, options.sizeBytes, what, options.signal);
                break;
            }
            catch (error) {
                const retryable = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am && error.retryable && !options.signal?.aborted;
                if (!retryable || attempt >= retries) {
                    if (retryable) {
                        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${error.message} (gave up after ${attempt + 1} attempts)`);
                    }
                    throw error;
                }
                const delay = Math.min(backoffMs * 2 ** attempt, 30_000);
                options.log?.(`${error.message}; retrying in ${delay} ms (attempt ${attempt + 2} of ${retries + 1})`);
                await sleep(delay, options.signal);
            }
        }
        try {
            await verifyFile(partial, options.sha256, options.sizeBytes, `${what} (downloaded from ${url.href})`);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            throw error;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, options.dest);
    }
    finally {
        await owned?.close();
    }
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gf: () => (/* binding */ childEnv)
/* harmony export */ });
/* unused harmony exports isAllowedChildVariable, withholdCredentials */
// The environment every child process gets: an allow-list, so no token reaches cmake, compilers,
// git, npm, tar, llama-server or GNU time. The runner's environment holds INPUT_GITHUB-TOKEN,
// ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN and often GITHUB_TOKEN / GH_TOKEN; build and
// server logs are uploaded as artifacts where log masking does not apply, and any child can read
// its own environment. Variables that steer llama-server (LLAMA_ARG_*) are dropped too: the argv the
// plan derives is the only configuration a measured server gets.
/** Exact names children may see. */
const ALLOWED_NAMES = new Set([
    // Finding programs, the user, a shell and temporary space.
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'TMPDIR',
    'TMP',
    'TEMP',
    'TZ',
    'TERM',
    'CI',
    // Locale (LC_* below).
    'LANG',
    'LANGUAGE',
    // Proxies and TLS trust, for git and npm downloads behind a corporate proxy.
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'all_proxy',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'NODE_EXTRA_CA_CERTS',
    'GIT_SSL_CAINFO',
    'GIT_SSL_CAPATH',
    // Toolchain selection and flags for cmake / ninja / compilers / linkers.
    'CC',
    'CXX',
    'CPP',
    'AR',
    'AS',
    'LD',
    'NM',
    'RANLIB',
    'STRIP',
    'OBJCOPY',
    'CFLAGS',
    'CXXFLAGS',
    'CPPFLAGS',
    'LDFLAGS',
    'ASMFLAGS',
    'MAKEFLAGS',
    'NINJA_STATUS',
    'PKG_CONFIG',
    'PKG_CONFIG_PATH',
    'PKG_CONFIG_LIBDIR',
    'CPATH',
    'C_INCLUDE_PATH',
    'CPLUS_INCLUDE_PATH',
    'LIBRARY_PATH',
    'LD_LIBRARY_PATH',
    'SOURCE_DATE_EPOCH',
    'SDKROOT',
    'DEVELOPER_DIR',
    'MACOSX_DEPLOYMENT_TARGET',
    'CCACHE_DIR',
    'CCACHE_BASEDIR',
    // git: never prompt.
    'GIT_TERMINAL_PROMPT',
]);
/** Prefixes children may see (locale, cmake's own settings, npm's config). */
const ALLOWED_PREFIXES = ['LC_', 'CMAKE_', 'npm_config_', 'NPM_CONFIG_'];
/**
 * Never passed, even when allowed above: anything that looks like a credential (npm keeps
 * `npm_config_//registry/:_authToken`, cmake users may set CMAKE_*_TOKEN).
 */
const CREDENTIAL_PATTERN = /token|secret|passw|auth|credential|_key|apikey|cookie|session/i;
/** True when a child may see the variable `name`. */
function isAllowedChildVariable(name) {
    if (CREDENTIAL_PATTERN.test(name))
        return false;
    return ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix));
}
/**
 * The environment for a child process: the allow-listed variables of `base` (the caller's
 * environment, which may add settings such as `LC_ALL=C`), and nothing else.
 */
function childEnv(base = process.env) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && isAllowedChildVariable(name))
            env[name] = value;
    }
    return env;
}
/**
 * Credentials this process itself never reads from its environment once the action's inputs are
 * read: the token input (kept in the typed inputs), GitHub tokens a workflow may export, and the
 * OIDC request token. Libraries that start children of their own (tar and zstd under @actions/cache)
 * pass them the whole environment, so these names are removed from it. ACTIONS_RUNTIME_TOKEN stays:
 * @actions/artifact and @actions/cache read it from the environment on every call.
 */
const WITHHELD_NAMES = (/* unused pure expression or super */ null && ([
    'INPUT_GITHUB-TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
]));
/** Removes the withheld credentials from `env` (process.env by default); returns the names removed. */
function withholdCredentials(env = process.env) {
    const removed = WITHHELD_NAMES.filter((name) => env[name] !== undefined);
    for (const name of removed)
        delete env[name];
    return removed;
}


/***/ }),

/***/ 7470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ DEFAULT_TIME_BINARY),
/* harmony export */   k: () => (/* binding */ assertGnuTime)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_child_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
// GNU time is required: only its `-v -o <file>` report carries the peak RSS the study records.



const DEFAULT_TIME_BINARY = '/usr/bin/time';
const verified = new Set();
/** Throws GnuTimeUnavailableError unless `<timeBinary> --version` identifies GNU time. */
async function assertGnuTime(timeBinary = DEFAULT_TIME_BINARY) {
    if (verified.has(timeBinary)) {
        return;
    }
    const output = await new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(timeBinary, ['--version'], { timeout: 10_000, encoding: 'utf8', env: (0,_process_child_env_js__WEBPACK_IMPORTED_MODULE_1__/* .childEnv */ .gf)() }, (error, stdout, stderr) => {
            const code = error?.code;
            if (code === 'ENOENT' || code === 'EACCES') {
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GnuTimeUnavailableError */ .se(`GNU time not found at ${timeBinary} (${code}); install it (Debian/Ubuntu package "time") ` +
                    'because its -v report is the source of the server peak RSS'));
                return;
            }
            // A non-zero exit is judged by the output below (BSD time rejects --version).
            resolve(`${stdout}\n${stderr}`);
        });
    });
    if (!/\bGNU\b/.test(output)) {
        const firstLine = output.trim().split('\n')[0] ?? '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GnuTimeUnavailableError */ .se(`${timeBinary} is not GNU time: "--version" printed ${JSON.stringify(firstLine.slice(0, 200))}, ` +
            'expected it to mention GNU (the -v report format is GNU-specific)');
    }
    verified.add(timeBinary);
}


/***/ }),

/***/ 6501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ cmakeCacheValue),
/* harmony export */   $g: () => (/* binding */ CMAKE_NAME_PATTERN),
/* harmony export */   DB: () => (/* binding */ countKleidiaiSymbols),
/* harmony export */   GA: () => (/* binding */ kleidiaiPinFromCmakeLists),
/* harmony export */   NA: () => (/* binding */ ELF_MACHINES),
/* harmony export */   S1: () => (/* binding */ buildCacheKey),
/* harmony export */   _N: () => (/* binding */ BUILD_TARGETS),
/* harmony export */   a5: () => (/* binding */ assertVariantsPossible),
/* harmony export */   b5: () => (/* binding */ sourceRevision),
/* harmony export */   bn: () => (/* binding */ cmakeBuildArgs),
/* harmony export */   de: () => (/* binding */ validateSourceSpec),
/* harmony export */   fy: () => (/* binding */ crossCompilers),
/* harmony export */   k0: () => (/* binding */ buildTarget),
/* harmony export */   mJ: () => (/* binding */ validateKleidiaiSource),
/* harmony export */   ng: () => (/* binding */ KLEIDIAI_V1_24_0_SOURCE),
/* harmony export */   o7: () => (/* binding */ MD5_HEX_PATTERN),
/* harmony export */   p_: () => (/* binding */ cmakeConfigureArgs),
/* harmony export */   qA: () => (/* binding */ normalizeArch),
/* harmony export */   ty: () => (/* binding */ TOOLCHAIN_OPTIONS),
/* harmony export */   up: () => (/* binding */ variantProblems),
/* harmony export */   vG: () => (/* binding */ buildKeyDocument),
/* harmony export */   yQ: () => (/* binding */ buildMode)
/* harmony export */ });
/* unused harmony exports NODE_LLAMA_CPP_BUNDLE_SOURCE, GENERIC_VARIANT, KLEIDIAI_VARIANT, OFFLINE_CMAKE_OPTIONS, variantTarget, binaryArch, crossCmakeOptions, validateVariant, effectiveCmakeOptions, BUILD_RECIPE_VERSION */
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
// What determines a llama-server build: pinned source, variant, offline cmake flags, toolchain and
// platform. The cache key is derived from exactly these inputs so the CLI and the GitHub action
// (through @actions/cache) agree on it.
// cohesive: a build's identity — sources, variants, targets and the key derived from them.


const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;
const LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/;
/** A CMake option name a variant may pass as `-D<name>=…`. */
const CMAKE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The llama.cpp release that node-llama-cpp@3.21.1 bundles (reachable without GitHub). */
const NODE_LLAMA_CPP_BUNDLE_SOURCE = {
    kind: 'npm-bundle',
    package: 'node-llama-cpp',
    version: '3.21.1',
    integrity: 'sha512-E3N0Ev2Va0wzydvXYFwM9Hvyo07PoWjt8T/9GMc43Cvt8YkV/NU/tYUgEMC1grTPv2o9PRjQi0G3Wb5P/awiMg==',
    expectedCommit: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
};
/** KleidiAI archive pinned by the seed study (`optimization_library` in the manifest). */
const KLEIDIAI_V1_24_0_SOURCE = {
    version: 'v1.24.0',
    url: 'https://github.com/ARM-software/kleidiai/releases/download/v1.24.0/kleidiai-v1.24.0-src.tar.gz',
    sha256: '9348b969e042d8890a54b01a463dbe71f5a4c074b5329e9c26a85ef3b68aa19b',
    sizeBytes: 2466038,
};
const GENERIC_VARIANT = { label: 'generic', kleidiai: false };
const KLEIDIAI_VARIANT = {
    label: 'kleidiai',
    kleidiai: true,
    kleidiaiSource: KLEIDIAI_V1_24_0_SOURCE,
};
/**
 * Flags under which configure + build open no network socket: the prebuilt web UI would otherwise
 * be downloaded on every build, and FetchContent may only use pre-fetched sources.
 */
const OFFLINE_CMAKE_OPTIONS = {
    CMAKE_BUILD_TYPE: 'Release',
    BUILD_SHARED_LIBS: 'OFF',
    GGML_NATIVE: 'OFF',
    GGML_CCACHE: 'OFF',
    LLAMA_BUILD_TESTS: 'OFF',
    LLAMA_BUILD_EXAMPLES: 'OFF',
    LLAMA_BUILD_TOOLS: 'ON',
    LLAMA_BUILD_SERVER: 'ON',
    LLAMA_BUILD_APP: 'OFF',
    LLAMA_OPENSSL: 'OFF',
    LLAMA_USE_PREBUILT_UI: 'OFF',
    LLAMA_BUILD_UI: 'OFF',
    FETCHCONTENT_FULLY_DISCONNECTED: 'ON',
};
const BUILD_TARGETS = {
    'aarch64-linux-gnu': {
        triple: 'aarch64-linux-gnu',
        arch: 'arm64',
        cmakeSystemName: 'Linux',
        cmakeSystemProcessor: 'aarch64',
        toolPrefix: 'aarch64-linux-gnu-',
        sysroot: '/usr/aarch64-linux-gnu',
        emulator: 'qemu-aarch64',
        emulatedCpu: 'max',
        packages: ['g++-aarch64-linux-gnu', 'binutils-aarch64-linux-gnu', 'qemu-user'],
    },
};
/** ELF e_machine values of the architectures builds run on. */
const ELF_MACHINES = { x64: 62, arm64: 183 };
/** The target of a triple, or undefined when it is not a key of BUILD_TARGETS. */
function buildTarget(triple) {
    return Object.prototype.hasOwnProperty.call(BUILD_TARGETS, triple) ? BUILD_TARGETS[triple] : undefined;
}
/** The target a variant declares, or undefined for a host build; throws on an unknown triple. */
function variantTarget(variant) {
    if (variant.target === undefined)
        return undefined;
    const target = buildTarget(variant.target);
    if (!target) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`build variant '${variant.label}'.target must be one of ${Object.keys(BUILD_TARGETS).join(', ')}, got ${JSON.stringify(variant.target)}`);
    }
    return target;
}
/** How a variant is built on `hostArch`: as a host build, natively for its target, or cross-compiled. */
function buildMode(variant, hostArch) {
    const target = variantTarget(variant);
    if (!target)
        return { kind: 'host' };
    const host = normalizeArch(hostArch);
    return host === target.arch ? { kind: 'native', target } : { kind: 'cross', target, hostArch: host };
}
/** Architecture the built binary runs on. */
function binaryArch(variant, hostArch) {
    return variantTarget(variant)?.arch ?? normalizeArch(hostArch);
}
/** The `-D` options a cross build adds (CMake's system description of the target). */
function crossCmakeOptions(target) {
    return {
        CMAKE_SYSTEM_NAME: target.cmakeSystemName,
        CMAKE_SYSTEM_PROCESSOR: target.cmakeSystemProcessor,
    };
}
/** Compilers of a cross build (the host's CC/CXX do not apply to the target). */
function crossCompilers(target) {
    return { cc: `${target.toolPrefix}gcc`, cxx: `${target.toolPrefix}g++` };
}
/** Options the build sets itself: the compilers and, for a cross build, the target system. */
const TOOLCHAIN_OPTIONS = [
    'CMAKE_SYSTEM_NAME',
    'CMAKE_SYSTEM_PROCESSOR',
    'CMAKE_C_COMPILER',
    'CMAKE_CXX_COMPILER',
];
/** Options a variant may not set: they keep the build offline or are owned by `kleidiai`. */
const RESERVED_OPTIONS = new Set([
    ...TOOLCHAIN_OPTIONS,
    'LLAMA_USE_PREBUILT_UI',
    'LLAMA_BUILD_UI',
    'LLAMA_BUILD_TOOLS',
    'LLAMA_BUILD_SERVER',
    'GGML_CPU_KLEIDIAI',
]);
function validateSourceSpec(source, context = 'llama.cpp source') {
    if (source === null || typeof source !== 'object')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context} must be an object`);
    if (source.kind === 'git') {
        if (typeof source.repository !== 'string' || !/^(https?|ssh|file):\/\/[^\s]+$/.test(source.repository)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.repository must be an https://, http://, ssh:// or file:// URL, got ${JSON.stringify(source.repository)}`);
        }
        if (typeof source.commit !== 'string' || !_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .GIT_REVISION_PATTERN */ .KY.test(source.commit)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.commit must be a 40-hex lowercase commit, got ${JSON.stringify(source.commit)}`);
        }
        return;
    }
    if (source.kind === 'npm-bundle') {
        if (source.package !== 'node-llama-cpp') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.package must be 'node-llama-cpp', got ${JSON.stringify(source.package)}`);
        }
        if (typeof source.version !== 'string' || !/^\d+\.\d+\.\d+$/.test(source.version)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.version must be an exact version like 3.21.1, got ${JSON.stringify(source.version)}`);
        }
        if (typeof source.integrity !== 'string' || !SRI_SHA512_PATTERN.test(source.integrity)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.integrity must be a sha512 SRI string (npm view <pkg>@<version> dist.integrity), got ${JSON.stringify(source.integrity)}`);
        }
        if (typeof source.expectedCommit !== 'string' || !_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .GIT_REVISION_PATTERN */ .KY.test(source.expectedCommit)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.expectedCommit must be a 40-hex lowercase commit, got ${JSON.stringify(source.expectedCommit)}`);
        }
        return;
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.kind must be 'git' or 'npm-bundle', got ${JSON.stringify(source.kind)}`);
}
/** The commit a source spec pins: the build's source identity. */
function sourceRevision(source) {
    return source.kind === 'git' ? source.commit : source.expectedCommit;
}
function validateKleidiaiSource(spec, context) {
    if (typeof spec.version !== 'string' || spec.version.trim() === '') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.version must be a non-empty string`);
    }
    if (typeof spec.url !== 'string' || !/^https?:\/\/[^\s]+$/.test(spec.url)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.url must be an http(s) URL, got ${JSON.stringify(spec.url)}`);
    }
    if (typeof spec.sha256 !== 'string' || !_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_PATTERN */ .jU.test(spec.sha256)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.sha256 must be a lowercase SHA-256 digest`);
    }
    if (!Number.isSafeInteger(spec.sizeBytes) || spec.sizeBytes <= 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.sizeBytes must be a positive integer`);
    }
    if (spec.md5 !== undefined && (typeof spec.md5 !== 'string' || !MD5_HEX_PATTERN.test(spec.md5))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.md5 must be a lowercase MD5 digest`);
    }
}
function validateVariant(variant, context = `build variant`) {
    if (variant === null || typeof variant !== 'object')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context} must be an object`);
    if (typeof variant.label !== 'string' || !LABEL_PATTERN.test(variant.label)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${context}.label must match ${LABEL_PATTERN.source} (lowercase, path-safe), got ${JSON.stringify(variant.label)}`);
    }
    const where = `${context} '${variant.label}'`;
    if (typeof variant.kleidiai !== 'boolean')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where}.kleidiai must be a boolean`);
    for (const [name, value] of Object.entries(variant.cmakeOptions ?? {})) {
        if (!CMAKE_NAME_PATTERN.test(name)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions has an invalid option name ${JSON.stringify(name)}`);
        }
        if (RESERVED_OPTIONS.has(name) || name.startsWith('FETCHCONTENT_')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions may not set ${name}: it is fixed by the offline build (use 'kleidiai' for GGML_CPU_KLEIDIAI)`);
        }
        if (typeof value !== 'string' || /[\0\r\n]/.test(value)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions.${name} must be a single-line string`);
        }
    }
    if (variant.target !== undefined) {
        if (typeof variant.target !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where}.target must be a string`);
        const target = variantTarget(variant);
        if (target.arch === 'arm64' && !variant.cmakeOptions?.GGML_CPU_ARM_ARCH?.trim()) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where} targets ${target.triple} but sets no cmakeOptions.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm); with GGML_NATIVE=OFF the target's instruction set must be explicit`);
        }
    }
    if (variant.kleidiai) {
        if (!variant.kleidiaiSource) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`${where} enables KleidiAI but declares no kleidiaiSource {version, url, sha256, sizeBytes}; the archive must be pinned so configure stays offline`);
        }
        validateKleidiaiSource(variant.kleidiaiSource, `${where}.kleidiaiSource`);
    }
}
/** Normalises `process.arch` / `uname -m` spellings. */
function normalizeArch(arch) {
    const a = arch.toLowerCase();
    if (a === 'x86_64' || a === 'amd64' || a === 'x64')
        return 'x64';
    if (a === 'aarch64' || a === 'arm64')
        return 'arm64';
    return a;
}
/** Problems that make a variant impossible on `arch`; empty when every variant can be built. */
function variantProblems(variants, arch) {
    const problems = [];
    const normalized = normalizeArch(arch);
    for (const v of variants) {
        const who = v.candidateId
            ? `candidate '${v.candidateId}' (build variant '${v.label}')`
            : `build variant '${v.label}'`;
        let targetArch;
        try {
            targetArch = variantTarget(v)?.arch;
        }
        catch {
            // reported by validateVariant below
        }
        if (v.kleidiai && normalized !== 'arm64' && targetArch !== 'arm64') {
            problems.push(`${who} enables KleidiAI (GGML_CPU_KLEIDIAI=ON), but llama.cpp supports KleidiAI only on AArch64/arm64 targets ` +
                `and this machine is ${arch}; run the study on an arm64 runner (e.g. ubuntu-24.04-arm), cross-build with target 'aarch64-linux-gnu', or set kleidiai to false for this variant`);
        }
        try {
            validateVariant(v, v.candidateId ? `candidate '${v.candidateId}' build variant` : 'build variant');
        }
        catch (error) {
            problems.push(error.message);
        }
    }
    return problems;
}
/** Fails before any download or compile when a variant cannot be built on `arch`. */
function assertVariantsPossible(variants, arch) {
    const problems = variantProblems(variants, arch);
    if (problems.length > 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(problems.join('; '));
}
/** Effective `-D` options of a variant, in the order they are passed (sorted by name). */
function effectiveCmakeOptions(variant, crossTarget) {
    const merged = {
        ...OFFLINE_CMAKE_OPTIONS,
        ...(variant.cmakeOptions ?? {}),
        ...(crossTarget ? crossCmakeOptions(crossTarget) : {}),
    };
    merged.GGML_CPU_KLEIDIAI = variant.kleidiai ? 'ON' : 'OFF';
    const sorted = {};
    for (const name of Object.keys(merged).sort())
        sorted[name] = merged[name];
    return sorted;
}
/** argv (after `cmake`) of the configure step. */
function cmakeConfigureArgs(input) {
    const args = ['-S', input.sourceDir, '-B', input.buildDir, '-G', input.generator];
    args.push(`-DCMAKE_C_COMPILER=${input.cCompiler}`, `-DCMAKE_CXX_COMPILER=${input.cxxCompiler}`);
    for (const [name, value] of Object.entries(effectiveCmakeOptions(input.variant, input.crossTarget)))
        args.push(`-D${name}=${value}`);
    if (input.variant.kleidiai) {
        if (!input.kleidiaiSourceDir) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`build variant '${input.variant.label}' needs the extracted KleidiAI source`);
        }
        const name = (input.kleidiaiFetchContentName ?? 'kleidiai').toUpperCase();
        args.push(`-DFETCHCONTENT_SOURCE_DIR_${name}=${input.kleidiaiSourceDir}`);
    }
    return args;
}
/** argv (after `cmake`) of the compile step: only the server target. */
function cmakeBuildArgs(buildDir, jobs) {
    return ['--build', buildDir, '--target', 'llama-server', '-j', String(Math.max(1, Math.floor(jobs)))];
}
/** Bumped whenever the build recipe or the cached layout changes. */
const BUILD_RECIPE_VERSION = 1;
function sortedJson(value) {
    if (Array.isArray(value))
        return `[${value.map(sortedJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.keys(value)
            .filter((k) => value[k] !== undefined)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${sortedJson(value[k])}`);
        return `{${entries.join(',')}}`;
    }
    return JSON.stringify(value);
}
/** The canonical document the key hashes (also stored next to the cached build). */
function buildKeyDocument(input) {
    if (!_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .GIT_REVISION_PATTERN */ .KY.test(input.sourceRevision)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`source revision must be a 40-hex commit, got ${JSON.stringify(input.sourceRevision)}`);
    }
    validateVariant(input.variant);
    const t = input.toolchain;
    for (const [name, digest] of Object.entries({
        gcc_version_sha256: t.gcc_version_sha256,
        gxx_version_sha256: t.gxx_version_sha256,
        cmake_version_sha256: t.cmake_version_sha256,
        generator_version_sha256: t.generator_version_sha256,
    })) {
        if (!_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_PATTERN */ .jU.test(digest))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BuildConfigurationError */ .T6(`toolchain.${name} must be a SHA-256 digest`);
    }
    // A host build's document is unchanged by targets (undefined keys are dropped), so its key is too.
    const mode = buildMode(input.variant, input.arch);
    const crossTarget = mode.kind === 'cross' ? mode.target : undefined;
    return {
        recipe: BUILD_RECIPE_VERSION,
        source_revision: input.sourceRevision,
        variant: {
            label: input.variant.label,
            kleidiai: input.variant.kleidiai,
            cmake_options: effectiveCmakeOptions(input.variant, crossTarget),
            kleidiai_source_sha256: input.variant.kleidiai ? input.variant.kleidiaiSource?.sha256 : undefined,
            target: mode.kind === 'host'
                ? undefined
                : {
                    triple: mode.target.triple,
                    mode: mode.kind,
                    host_arch: mode.kind === 'cross' ? mode.hostArch : undefined,
                },
        },
        toolchain: {
            c_compiler: t.cCompiler,
            cxx_compiler: t.cxxCompiler,
            gcc_version_sha256: t.gcc_version_sha256,
            gxx_version_sha256: t.gxx_version_sha256,
            cmake_version_sha256: t.cmake_version_sha256,
            generator: t.generator,
            generator_version_sha256: t.generator_version_sha256,
        },
        os: input.os.toLowerCase(),
        arch: binaryArch(input.variant, input.arch),
    };
}
/**
 * Content-addressed key of a build, usable as an @actions/cache key and as a directory name:
 * `llama-server-<os>-<arch>-<label>-<sha256 of the key document>`.
 */
function buildCacheKey(input) {
    const doc = buildKeyDocument(input);
    const digest = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(sortedJson(doc));
    const os = String(doc.os).replace(/[^a-z0-9]/g, '');
    const arch = String(doc.arch).replace(/[^a-z0-9]/g, '');
    return `llama-server-${os}-${arch}-${input.variant.label}-${digest}`;
}
/** Value of `NAME:TYPE=value` in a CMakeCache.txt, or undefined when the entry is absent. */
function cmakeCacheValue(cacheText, name) {
    for (const line of cacheText.split('\n')) {
        const match = /^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$/.exec(line.replace(/\r$/, ''));
        if (match && match[1] === name)
            return match[2];
    }
    return undefined;
}
/** Counts KleidiAI symbols in `nm` output (KleidiAI micro-kernels are named `kai_*`). */
function countKleidiaiSymbols(nmOutput) {
    const names = new Set();
    for (const line of nmOutput.split('\n')) {
        const name = line.trim().split(/\s+/).pop() ?? '';
        if (/kleidiai/i.test(name) || /(^|_)kai_/.test(name))
            names.add(name);
    }
    const sorted = [...names].sort();
    return { total: sorted.length, names: sorted };
}
/**
 * What llama.cpp's ggml-cpu CMakeLists.txt pins for KleidiAI; older releases call the content
 * `KleidiAI_Download`, newer ones `kleidiai`, so the override variable is derived, not assumed.
 */
function kleidiaiPinFromCmakeLists(text) {
    const declare = /FetchContent_Declare\(\s*([A-Za-z0-9_]*kleidiai[A-Za-z0-9_]*)/i.exec(text);
    if (!declare)
        return undefined;
    const version = /set\(\s*KLEIDIAI_COMMIT_TAG\s+"([^"]+)"\s*\)/.exec(text)?.[1];
    const rawUrl = /set\(\s*KLEIDIAI_DOWNLOAD_URL\s+"([^"]+)"\s*\)/.exec(text)?.[1];
    const md5 = /set\(\s*KLEIDIAI_(?:RELEASE_)?ARCHIVE_MD5\s+"([0-9a-fA-F]{32})"\s*\)/
        .exec(text)?.[1]
        ?.toLowerCase();
    const url = rawUrl && version ? rawUrl.split('${KLEIDIAI_COMMIT_TAG}').join(version) : rawUrl;
    return { fetchContentName: declare[1], version, url, md5 };
}


/***/ }),

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ confoundedWarnings)
/* harmony export */ });
/* unused harmony export plannedComparisons */
/* harmony import */ var _factors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5395);

function factorsOf(spec, id) {
    const c = spec.candidates.find((x) => x.id === id);
    const build = spec.builds.find((b) => b.label === c.build);
    const model = c.model.kind === 'fixture' ? `fixture:${c.model.fixture}` : `sha256:${c.model.sha256}`;
    return {
        build: {
            identity: c.build,
            kleidiai: build?.kleidiai ?? false,
            rest: JSON.stringify({
                target: build?.target ?? null,
                cmake: sortedEntries(build?.cmakeOptions ?? {}),
            }),
        },
        model: { identity: model, family: c.family, revision: c.revision },
        options: c.serverArgs,
    };
}
function sortedEntries(o) {
    return Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
/** Every pair of candidates (run spec order, a before b) with the factor it identifies. */
function plannedComparisons(spec) {
    const ids = spec.candidates.map((c) => c.id);
    const out = [];
    for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++)
            out.push({ a: ids[i], b: ids[j], ...(0,_factors_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyPair */ .v8)(factorsOf(spec, ids[i]), factorsOf(spec, ids[j])) });
    return out;
}
/**
 * One line per confounded pair that no factorial design explains (empty when every pair is clean). A
 * confounded pair whose two candidates are joined through a third by two single-factor pairs is a
 * diagonal of a factorial: each of its factors is identified by those pairs, so it is not reported.
 */
function confoundedWarnings(spec) {
    const pairs = plannedComparisons(spec);
    const single = (x, y) => pairs.some((p) => ((p.a === x && p.b === y) || (p.a === y && p.b === x)) &&
        p.factor !== 'confounded' &&
        p.factor !== 'identical');
    const ids = spec.candidates.map((c) => c.id);
    return pairs
        .filter((c) => c.factor === 'confounded')
        .filter((c) => !ids.some((m) => m !== c.a && m !== c.b && single(c.a, m) && single(m, c.b)))
        .map((c) => `candidates ${c.a} and ${c.b} differ in more than one factor (${c.detail}): their comparison is confounded ` +
        'and credits no single factor; make them differ in one of build, model or server_args to identify its effect');
}


/***/ }),

/***/ 6852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hm: () => (/* binding */ STANDARD_FIXTURES),
  wv: () => (/* binding */ generateFixtureModel)
});

// UNUSED EXPORTS: fromHalf, quantizeQ4_0, quantizeQ8_0, seededUniform, toHalf, tokenizerKvs

// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/domain/gguf/gguf.ts
// A small GGUF (v2/v3) reader and writer, pure over byte arrays. The reader keeps each metadata
// value's encoded bytes so a key/value can be copied verbatim into another file.
// cohesive: the GGUF container format, read and written symmetrically.

var GgufValueType;
(function (GgufValueType) {
    GgufValueType[GgufValueType["UINT8"] = 0] = "UINT8";
    GgufValueType[GgufValueType["INT8"] = 1] = "INT8";
    GgufValueType[GgufValueType["UINT16"] = 2] = "UINT16";
    GgufValueType[GgufValueType["INT16"] = 3] = "INT16";
    GgufValueType[GgufValueType["UINT32"] = 4] = "UINT32";
    GgufValueType[GgufValueType["INT32"] = 5] = "INT32";
    GgufValueType[GgufValueType["FLOAT32"] = 6] = "FLOAT32";
    GgufValueType[GgufValueType["BOOL"] = 7] = "BOOL";
    GgufValueType[GgufValueType["STRING"] = 8] = "STRING";
    GgufValueType[GgufValueType["ARRAY"] = 9] = "ARRAY";
    GgufValueType[GgufValueType["UINT64"] = 10] = "UINT64";
    GgufValueType[GgufValueType["INT64"] = 11] = "INT64";
    GgufValueType[GgufValueType["FLOAT64"] = 12] = "FLOAT64";
})(GgufValueType || (GgufValueType = {}));
/** ggml tensor types this module can size (the ones the fixtures and common models use). */
var GgmlType;
(function (GgmlType) {
    GgmlType[GgmlType["F32"] = 0] = "F32";
    GgmlType[GgmlType["F16"] = 1] = "F16";
    GgmlType[GgmlType["Q4_0"] = 2] = "Q4_0";
    GgmlType[GgmlType["Q4_1"] = 3] = "Q4_1";
    GgmlType[GgmlType["Q5_0"] = 6] = "Q5_0";
    GgmlType[GgmlType["Q5_1"] = 7] = "Q5_1";
    GgmlType[GgmlType["Q8_0"] = 8] = "Q8_0";
    GgmlType[GgmlType["BF16"] = 30] = "BF16";
})(GgmlType || (GgmlType = {}));
/** [values per block, bytes per block] */
const BLOCK_LAYOUT = {
    [GgmlType.F32]: [1, 4],
    [GgmlType.F16]: [1, 2],
    [GgmlType.Q4_0]: [32, 18],
    [GgmlType.Q4_1]: [32, 20],
    [GgmlType.Q5_0]: [32, 22],
    [GgmlType.Q5_1]: [32, 24],
    [GgmlType.Q8_0]: [32, 34],
    [GgmlType.BF16]: [1, 2],
};
const GGUF_DEFAULT_ALIGNMENT = 32;
const MAGIC = 0x46554747; // "GGUF" read as little-endian u32
function tensorByteSize(type, dims) {
    const layout = BLOCK_LAYOUT[type];
    if (!layout)
        throw new errors/* GgufFormatError */.zg(`tensor type ${type} is not supported`, 0);
    const count = dims.reduce((a, b) => a * b, 1);
    const [perBlock, blockBytes] = layout;
    if (dims.length === 0 || dims[0] % perBlock !== 0) {
        throw new errors/* GgufFormatError */.zg(`tensor of type ${GgmlType[type] ?? type} needs its first dimension divisible by ${perBlock}`, 0);
    }
    return (count / perBlock) * blockBytes;
}
class Reader {
    bytes;
    view;
    decoder = new TextDecoder('utf-8');
    pos = 0;
    constructor(bytes) {
        this.bytes = bytes;
        this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    need(n, what) {
        if (n < 0 || this.pos + n > this.bytes.length) {
            throw new errors/* GgufFormatError */.zg(`file ends inside ${what} (needs ${n} bytes, ${this.bytes.length - this.pos} left)`, this.pos);
        }
    }
    u8() {
        this.need(1, 'a u8');
        return this.view.getUint8(this.pos++);
    }
    u32() {
        this.need(4, 'a u32');
        const v = this.view.getUint32(this.pos, true);
        this.pos += 4;
        return v;
    }
    u64() {
        this.need(8, 'a u64');
        const v = this.view.getBigUint64(this.pos, true);
        this.pos += 8;
        return v;
    }
    /** A u64 that must fit comfortably in a JS number (counts, lengths, offsets). */
    count(what, max) {
        const at = this.pos;
        const v = this.u64();
        if (v > BigInt(Math.floor(max)))
            throw new errors/* GgufFormatError */.zg(`${what} ${v} is larger than the file allows`, at);
        return Number(v);
    }
    string(what) {
        const len = this.count(`${what} length`, this.bytes.length - this.pos);
        this.need(len, what);
        const s = this.decoder.decode(this.bytes.subarray(this.pos, this.pos + len));
        this.pos += len;
        return s;
    }
    value(type, depth) {
        const v = this.view;
        const at = this.pos;
        switch (type) {
            case GgufValueType.UINT8:
                return this.u8();
            case GgufValueType.INT8:
                this.need(1, 'an i8');
                return v.getInt8(this.pos++);
            case GgufValueType.UINT16:
                this.need(2, 'a u16');
                this.pos += 2;
                return v.getUint16(at, true);
            case GgufValueType.INT16:
                this.need(2, 'an i16');
                this.pos += 2;
                return v.getInt16(at, true);
            case GgufValueType.UINT32:
                return this.u32();
            case GgufValueType.INT32:
                this.need(4, 'an i32');
                this.pos += 4;
                return v.getInt32(at, true);
            case GgufValueType.FLOAT32:
                this.need(4, 'an f32');
                this.pos += 4;
                return v.getFloat32(at, true);
            case GgufValueType.BOOL: {
                const b = this.u8();
                if (b > 1)
                    throw new errors/* GgufFormatError */.zg(`bool value ${b} is not 0 or 1`, at);
                return b === 1;
            }
            case GgufValueType.STRING:
                return this.string('a string value');
            case GgufValueType.UINT64:
                return this.u64();
            case GgufValueType.INT64:
                this.need(8, 'an i64');
                this.pos += 8;
                return v.getBigInt64(at, true);
            case GgufValueType.FLOAT64:
                this.need(8, 'an f64');
                this.pos += 8;
                return v.getFloat64(at, true);
            case GgufValueType.ARRAY: {
                if (depth > 0)
                    throw new errors/* GgufFormatError */.zg('nested arrays are not supported', at);
                const itemType = this.u32();
                const n = this.count('array length', this.bytes.length - this.pos);
                const items = [];
                for (let i = 0; i < n; i++)
                    items.push(this.value(itemType, depth + 1));
                return { itemType, items };
            }
            default:
                throw new errors/* GgufFormatError */.zg(`unknown value type ${type}`, at);
        }
    }
}
function parseGguf(bytes) {
    const r = new Reader(bytes);
    if (bytes.length < 4 || r.u32() !== MAGIC)
        throw new errors/* GgufFormatError */.zg('missing the GGUF magic', 0);
    const versionAt = r.pos;
    const version = r.u32();
    if (version !== 2 && version !== 3)
        throw new errors/* GgufFormatError */.zg(`version ${version} is not supported (2 or 3)`, versionAt);
    // Every tensor info and key/value takes at least 8 bytes: bounds the counts by the file size.
    const tensorCount = r.count('tensor count', bytes.length / 8);
    const kvCount = r.count('metadata count', bytes.length / 8);
    const kvs = [];
    const seen = new Set();
    for (let i = 0; i < kvCount; i++) {
        const keyAt = r.pos;
        const key = r.string('a metadata key');
        if (seen.has(key))
            throw new errors/* GgufFormatError */.zg(`duplicate metadata key ${JSON.stringify(key)}`, keyAt);
        seen.add(key);
        const type = r.u32();
        const start = r.pos;
        const value = r.value(type, 0);
        kvs.push({ key, type, value, raw: bytes.slice(start, r.pos) });
    }
    const alignmentKv = kvs.find((kv) => kv.key === 'general.alignment');
    let alignment = GGUF_DEFAULT_ALIGNMENT;
    if (alignmentKv) {
        if (alignmentKv.type !== GgufValueType.UINT32 ||
            typeof alignmentKv.value !== 'number' ||
            alignmentKv.value <= 0 ||
            alignmentKv.value % 8 !== 0) {
            throw new errors/* GgufFormatError */.zg('general.alignment must be a u32 multiple of 8', 0);
        }
        alignment = alignmentKv.value;
    }
    const tensors = [];
    const names = new Set();
    for (let i = 0; i < tensorCount; i++) {
        const at = r.pos;
        const name = r.string('a tensor name');
        if (names.has(name))
            throw new errors/* GgufFormatError */.zg(`duplicate tensor ${JSON.stringify(name)}`, at);
        names.add(name);
        const nDims = r.u32();
        if (nDims < 1 || nDims > 4)
            throw new errors/* GgufFormatError */.zg(`tensor ${name} has ${nDims} dimensions (1..4)`, at);
        const dims = [];
        for (let d = 0; d < nDims; d++)
            dims.push(r.count(`tensor ${name} dimension`, 2 ** 40));
        const type = r.u32();
        const offset = r.count(`tensor ${name} offset`, 2 ** 50);
        if (offset % alignment !== 0)
            throw new errors/* GgufFormatError */.zg(`tensor ${name} offset ${offset} is not aligned to ${alignment}`, at);
        const byteSize = BLOCK_LAYOUT[type] ? tensorByteSize(type, dims) : 0;
        tensors.push({ name, dims, type, offset, byteSize });
    }
    const dataOffset = Math.ceil(r.pos / alignment) * alignment;
    for (const t of tensors) {
        if (dataOffset + t.offset + t.byteSize > bytes.length) {
            throw new errors/* GgufFormatError */.zg(`tensor ${t.name} data runs past the end of the file`, dataOffset + t.offset);
        }
    }
    return { version, alignment, kvs, tensors, dataOffset };
}
function getKv(file, key) {
    return file.kvs.find((kv) => kv.key === key);
}
/** The bytes of one tensor (a view into `bytes`). */
function tensorData(file, bytes, name) {
    const t = file.tensors.find((x) => x.name === name);
    if (!t)
        throw new GgufFormatError(`no tensor named ${JSON.stringify(name)}`, 0);
    const start = file.dataOffset + t.offset;
    return bytes.subarray(start, start + t.byteSize);
}
/** Growable little-endian byte buffer. */
class Writer {
    buf = new Uint8Array(1 << 16);
    view = new DataView(this.buf.buffer);
    encoder = new TextEncoder();
    length = 0;
    reserve(n) {
        if (this.length + n <= this.buf.length)
            return;
        let size = this.buf.length;
        while (size < this.length + n)
            size *= 2;
        const next = new Uint8Array(size);
        next.set(this.buf.subarray(0, this.length));
        this.buf = next;
        this.view = new DataView(next.buffer);
    }
    bytes(b) {
        this.reserve(b.length);
        this.buf.set(b, this.length);
        this.length += b.length;
    }
    u8(v) {
        this.reserve(1);
        this.view.setUint8(this.length, v);
        this.length += 1;
    }
    u32(v) {
        this.reserve(4);
        this.view.setUint32(this.length, v, true);
        this.length += 4;
    }
    u64(v) {
        this.reserve(8);
        this.view.setBigUint64(this.length, BigInt(v), true);
        this.length += 8;
    }
    string(s) {
        const b = this.encoder.encode(s);
        this.u64(b.length);
        this.bytes(b);
    }
    pad(alignment) {
        const target = Math.ceil(this.length / alignment) * alignment;
        this.reserve(target - this.length);
        this.buf.fill(0, this.length, target);
        this.length = target;
    }
    value(type, value, key) {
        const fail = () => {
            throw new errors/* GgufFormatError */.zg(`metadata ${key}: value ${String(value)} does not fit type ${GgufValueType[type] ?? type}`, this.length);
        };
        const int = (min, max) => {
            if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
                fail();
            return value;
        };
        const at = (n) => {
            this.reserve(n);
            const p = this.length;
            this.length += n;
            return p;
        };
        switch (type) {
            case GgufValueType.UINT8:
                this.view.setUint8(at(1), int(0, 0xff));
                return;
            case GgufValueType.INT8:
                this.view.setInt8(at(1), int(-0x80, 0x7f));
                return;
            case GgufValueType.UINT16:
                this.view.setUint16(at(2), int(0, 0xffff), true);
                return;
            case GgufValueType.INT16:
                this.view.setInt16(at(2), int(-0x8000, 0x7fff), true);
                return;
            case GgufValueType.UINT32:
                this.view.setUint32(at(4), int(0, 0xffffffff), true);
                return;
            case GgufValueType.INT32:
                this.view.setInt32(at(4), int(-0x80000000, 0x7fffffff), true);
                return;
            case GgufValueType.FLOAT32:
                if (typeof value !== 'number')
                    fail();
                this.view.setFloat32(at(4), value, true);
                return;
            case GgufValueType.FLOAT64:
                if (typeof value !== 'number')
                    fail();
                this.view.setFloat64(at(8), value, true);
                return;
            case GgufValueType.BOOL:
                if (typeof value !== 'boolean')
                    fail();
                this.u8(value ? 1 : 0);
                return;
            case GgufValueType.STRING:
                if (typeof value !== 'string')
                    fail();
                this.string(value);
                return;
            case GgufValueType.UINT64:
                if (typeof value !== 'bigint' && typeof value !== 'number')
                    fail();
                if (BigInt(value) < 0n)
                    fail();
                this.view.setBigUint64(at(8), BigInt(value), true);
                return;
            case GgufValueType.INT64:
                if (typeof value !== 'bigint' && typeof value !== 'number')
                    fail();
                this.view.setBigInt64(at(8), BigInt(value), true);
                return;
            case GgufValueType.ARRAY: {
                if (typeof value !== 'object' || value === null || !('items' in value))
                    fail();
                const arr = value;
                if (arr.itemType === GgufValueType.ARRAY)
                    throw new errors/* GgufFormatError */.zg(`metadata ${key}: nested arrays are not supported`, this.length);
                this.u32(arr.itemType);
                this.u64(arr.items.length);
                for (const item of arr.items)
                    this.value(arr.itemType, item, key);
                return;
            }
            default:
                fail();
        }
    }
    result() {
        return this.buf.slice(0, this.length);
    }
}
/** Serialises a GGUF v3 file: header, key/values (raw bytes copied when given), tensor infos, data. */
function writeGguf(doc) {
    const alignmentKv = doc.kvs.find((kv) => kv.key === 'general.alignment');
    const alignment = doc.alignment ?? (typeof alignmentKv?.value === 'number' ? alignmentKv.value : GGUF_DEFAULT_ALIGNMENT);
    const keys = new Set();
    for (const kv of doc.kvs) {
        if (keys.has(kv.key))
            throw new errors/* GgufFormatError */.zg(`duplicate metadata key ${JSON.stringify(kv.key)}`, 0);
        keys.add(kv.key);
    }
    const w = new Writer();
    w.u32(MAGIC);
    w.u32(3);
    w.u64(doc.tensors.length);
    w.u64(doc.kvs.length);
    for (const kv of doc.kvs) {
        w.string(kv.key);
        w.u32(kv.type);
        if (kv.raw)
            w.bytes(kv.raw);
        else
            w.value(kv.type, kv.value, kv.key);
    }
    let offset = 0;
    const offsets = [];
    for (const t of doc.tensors) {
        const size = tensorByteSize(t.type, t.dims);
        if (t.data.length !== size) {
            throw new errors/* GgufFormatError */.zg(`tensor ${t.name} has ${t.data.length} data bytes, expected ${size} for dims [${t.dims.join(', ')}]`, 0);
        }
        offsets.push(offset);
        offset += Math.ceil(size / alignment) * alignment;
    }
    doc.tensors.forEach((t, i) => {
        w.string(t.name);
        w.u32(t.dims.length);
        for (const d of t.dims)
            w.u64(d);
        w.u32(t.type);
        w.u64(offsets[i]);
    });
    w.pad(alignment);
    for (const t of doc.tensors) {
        w.bytes(t.data);
        w.pad(alignment);
    }
    return w.result();
}

;// CONCATENATED MODULE: ./src/domain/gguf/fixture-model.ts
// Tiny llama-architecture GGUF models with seeded random weights and the real SentencePiece
// tokenizer of llama.cpp's `models/ggml-vocab-llama-spm.gguf`: small enough to generate in a test,
// real enough for llama-server to load and stream exactly n_predict tokens at temperature 0.



// Module-scope copies: global lookups are slow inside vm contexts (the test runner), and the
// generator calls these millions of times.
const { imul, fround, abs, round, sign, max, min, sqrt } = Math;
/** xoshiro128** — integer-only, so the same seed gives the same bytes on every platform. */
function seededUniform(seed) {
    let s0 = 0x9e3779b9 ^ (seed >>> 0);
    let s1 = 0x243f6a88 ^ imul(seed >>> 0, 0x85ebca6b);
    let s2 = 0xb7e15162;
    let s3 = 0xdeadbeef ^ ((seed / 0x100000000) >>> 0);
    const next = () => {
        const result = imul(rotl(imul(s1, 5), 7), 9) >>> 0;
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = rotl(s3, 11);
        return result;
    };
    // Warm up so nearby seeds diverge.
    for (let i = 0; i < 16; i++)
        next();
    return () => next() / 0x100000000;
}
function rotl(x, k) {
    return (x << k) | (x >>> (32 - k));
}
/** Approximately normal(0, std): Irwin–Hall sum of four uniforms (no transcendental functions). */
function normalSampler(uniform, std) {
    const scale = std * sqrt(3);
    return () => (uniform() + uniform() + uniform() + uniform() - 2) * scale;
}
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** IEEE half from a number (round to nearest even, via float32 bits). */
function toHalf(value) {
    f32[0] = value;
    const x = u32[0];
    const sign = (x >>> 16) & 0x8000;
    const exp = (x >>> 23) & 0xff;
    let mant = x & 0x7fffff;
    if (exp === 0xff)
        return sign | 0x7c00 | (mant ? 0x200 : 0);
    let e = exp - 127 + 15;
    if (e >= 0x1f)
        return sign | 0x7c00;
    if (e <= 0) {
        if (e < -10)
            return sign;
        mant |= 0x800000;
        const shift = 14 - e;
        let half = mant >>> shift;
        const rem = mant & ((1 << shift) - 1);
        const mid = 1 << (shift - 1);
        if (rem > mid || (rem === mid && half & 1))
            half++;
        return sign | half;
    }
    let half = (e << 10) | (mant >>> 13);
    const rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem === 0x1000 && half & 1))
        half++;
    e = half >>> 10;
    return sign | (e >= 0x1f ? 0x7c00 : half);
}
/** Number from IEEE half bits. */
function fromHalf(h) {
    const sign = h & 0x8000 ? -1 : 1;
    const exp = (h >>> 10) & 0x1f;
    const mant = h & 0x3ff;
    if (exp === 0)
        return sign * mant * 2 ** -24;
    if (exp === 0x1f)
        return mant ? NaN : sign * Infinity;
    return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}
function encodeF32(values) {
    const out = new Uint8Array(values.length * 4);
    const view = new DataView(out.buffer);
    values.forEach((v, i) => view.setFloat32(i * 4, v, true));
    return out;
}
function encodeF16(values) {
    const out = new Uint8Array(values.length * 2);
    const view = new DataView(out.buffer);
    values.forEach((v, i) => view.setUint16(i * 2, toHalf(v), true));
    return out;
}
/** ggml's reference Q8_0: per 32 values, d = max|x| / 127 (stored f16), q = round(x / d). */
function quantizeQ8_0(values) {
    if (values.length % 32 !== 0)
        throw new errors/* FixtureModelError */.vS(`Q8_0 needs a multiple of 32 values, got ${values.length}`);
    const blocks = values.length / 32;
    const out = new Uint8Array(blocks * 34);
    const view = new DataView(out.buffer);
    for (let b = 0; b < blocks; b++) {
        let amax = 0;
        for (let j = 0; j < 32; j++)
            amax = max(amax, abs(values[b * 32 + j]));
        const d = fround(amax / 127);
        const id = d !== 0 ? fround(1 / d) : 0;
        view.setUint16(b * 34, toHalf(d), true);
        for (let j = 0; j < 32; j++) {
            const x = fround(values[b * 32 + j] * id);
            // roundf: halves away from zero
            const q = sign(x) * round(abs(x));
            view.setInt8(b * 34 + 2 + j, max(-128, min(127, q)));
        }
    }
    return out;
}
/**
 * ggml's reference Q4_0 (quantize_row_q4_0_ref): per 32 values, d = (the value of largest
 * magnitude) / -8 (stored f16), q = min(15, trunc(x / d + 8.5)); value j and j + 16 share byte j
 * (low and high nibble).
 */
function quantizeQ4_0(values) {
    if (values.length % 32 !== 0)
        throw new errors/* FixtureModelError */.vS(`Q4_0 needs a multiple of 32 values, got ${values.length}`);
    const blocks = values.length / 32;
    const out = new Uint8Array(blocks * 18);
    const view = new DataView(out.buffer);
    for (let b = 0; b < blocks; b++) {
        let amax = 0;
        let vmax = 0;
        for (let j = 0; j < 32; j++) {
            const v = values[b * 32 + j];
            if (amax < abs(v)) {
                amax = abs(v);
                vmax = v;
            }
        }
        const d = fround(vmax / -8);
        const id = d !== 0 ? fround(1 / d) : 0;
        view.setUint16(b * 18, toHalf(d), true);
        for (let j = 0; j < 16; j++) {
            const x0 = fround(values[b * 32 + j] * id);
            const x1 = fround(values[b * 32 + 16 + j] * id);
            // (int8_t) truncates toward zero; the sums are never negative here
            const q0 = min(15, Math.trunc(fround(x0 + 8.5)));
            const q1 = min(15, Math.trunc(fround(x1 + 8.5)));
            out[b * 18 + 2 + j] = q0 | (q1 << 4);
        }
    }
    return out;
}
/** Exact `tokenizer.*` key/values of the vocab file, raw bytes included. */
function tokenizerKvs(vocabGguf) {
    let parsed;
    try {
        parsed = parseGguf(vocabGguf);
    }
    catch (error) {
        if (error instanceof errors/* GgufFormatError */.zg)
            throw new errors/* FixtureModelError */.vS(`vocab GGUF is unreadable: ${error.message}`);
        throw error;
    }
    const kvs = parsed.kvs.filter((kv) => kv.key.startsWith('tokenizer.'));
    const model = kvs.find((kv) => kv.key === 'tokenizer.ggml.model');
    const tokens = kvs.find((kv) => kv.key === 'tokenizer.ggml.tokens');
    if (!model || !tokens || typeof tokens.value !== 'object' || !('items' in tokens.value)) {
        throw new errors/* FixtureModelError */.vS('vocab GGUF has no tokenizer.ggml.model / tokenizer.ggml.tokens');
    }
    return kvs;
}
function shapeOf(params) {
    const shape = {
        embd: params.embeddingLength ?? 64,
        blocks: params.blockCount ?? 2,
        ff: params.feedForwardLength ?? 128,
        heads: params.headCount ?? 4,
        ctx: params.contextLength ?? 4096,
    };
    for (const [name, v] of Object.entries(shape)) {
        if (!Number.isSafeInteger(v) || v <= 0)
            throw new errors/* FixtureModelError */.vS(`fixture ${name} must be a positive integer, got ${v}`);
    }
    if (shape.embd % 32 !== 0 || shape.ff % 32 !== 0) {
        throw new errors/* FixtureModelError */.vS(`fixture embeddingLength and feedForwardLength must be multiples of 32 (Q8_0 / Q4_0 blocks)`);
    }
    if (shape.embd % shape.heads !== 0 || (shape.embd / shape.heads) % 2 !== 0) {
        throw new errors/* FixtureModelError */.vS(`fixture embeddingLength ${shape.embd} must split into ${shape.heads} heads of even size`);
    }
    if (shape.blocks > 64 || shape.embd > 4096 || shape.ff > 16384) {
        throw new errors/* FixtureModelError */.vS('fixture is limited to 64 blocks, embedding 4096 and feed-forward 16384');
    }
    return shape;
}
/** File type codes of `general.file_type` (llama_ftype). */
const FILE_TYPE = { f16: 1, q8_0: 7, q4_0: 2 };
const MATRIX_TYPE = {
    f16: GgmlType.F16,
    q8_0: GgmlType.Q8_0,
    q4_0: GgmlType.Q4_0,
};
function generateFixtureModel(params) {
    if (!Number.isSafeInteger(params.seed) || params.seed < 0) {
        throw new errors/* FixtureModelError */.vS(`fixture seed must be a non-negative integer, got ${params.seed}`);
    }
    if (!Object.prototype.hasOwnProperty.call(MATRIX_TYPE, params.variant)) {
        throw new errors/* FixtureModelError */.vS(`fixture variant must be 'f16', 'q8_0' or 'q4_0', got ${JSON.stringify(params.variant)}`);
    }
    const shape = shapeOf(params);
    const tokenizer = tokenizerKvs(params.vocabGguf);
    const tokens = tokenizer.find((kv) => kv.key === 'tokenizer.ggml.tokens').value;
    const vocabSize = tokens.items.length;
    const uniform = seededUniform(params.seed);
    const matrixType = MATRIX_TYPE[params.variant];
    const tensors = [];
    const random = (n, std) => {
        const sample = normalSampler(uniform, std);
        const out = new Float32Array(n);
        for (let i = 0; i < n; i++)
            out[i] = sample();
        return out;
    };
    const matrix = (name, dims, std) => {
        const values = random(dims[0] * dims[1], std);
        const data = matrixType === GgmlType.Q8_0
            ? quantizeQ8_0(values)
            : matrixType === GgmlType.Q4_0
                ? quantizeQ4_0(values)
                : encodeF16(values);
        tensors.push({ name, dims, type: matrixType, data });
    };
    const norm = (name) => {
        tensors.push({
            name,
            dims: [shape.embd],
            type: GgmlType.F32,
            data: encodeF32(new Float32Array(shape.embd).fill(1)),
        });
    };
    matrix('token_embd.weight', [shape.embd, vocabSize], 1);
    for (let i = 0; i < shape.blocks; i++) {
        norm(`blk.${i}.attn_norm.weight`);
        for (const part of ['attn_q', 'attn_k', 'attn_v', 'attn_output'])
            matrix(`blk.${i}.${part}.weight`, [shape.embd, shape.embd], 0.02);
        norm(`blk.${i}.ffn_norm.weight`);
        matrix(`blk.${i}.ffn_gate.weight`, [shape.embd, shape.ff], 0.02);
        matrix(`blk.${i}.ffn_up.weight`, [shape.embd, shape.ff], 0.02);
        matrix(`blk.${i}.ffn_down.weight`, [shape.ff, shape.embd], 0.02);
    }
    norm('output_norm.weight');
    if (params.untiedOutput)
        matrix('output.weight', [shape.embd, vocabSize], 0.02);
    const u32kv = (key, value) => ({ key, type: GgufValueType.UINT32, value });
    const name = params.name ?? `paretopilot-fixture-${params.variant}-e${shape.embd}-b${shape.blocks}-s${params.seed}`;
    const kvs = [
        { key: 'general.architecture', type: GgufValueType.STRING, value: 'llama' },
        { key: 'general.name', type: GgufValueType.STRING, value: name },
        u32kv('general.file_type', FILE_TYPE[params.variant]),
        u32kv('llama.context_length', shape.ctx),
        u32kv('llama.embedding_length', shape.embd),
        u32kv('llama.block_count', shape.blocks),
        u32kv('llama.feed_forward_length', shape.ff),
        u32kv('llama.attention.head_count', shape.heads),
        u32kv('llama.attention.head_count_kv', shape.heads),
        u32kv('llama.rope.dimension_count', shape.embd / shape.heads),
        { key: 'llama.attention.layer_norm_rms_epsilon', type: GgufValueType.FLOAT32, value: 1e-5 },
        ...tokenizer,
    ];
    return writeGguf({ kvs, tensors, alignment: 32 });
}
/** The fixtures the tests and the local demo use: two real candidates plus a fault fixture. */
const STANDARD_FIXTURES = [
    { id: 'tiny-f16', params: { seed: 1, variant: 'f16' }, purpose: 'F16 candidate (embedding 64, 2 blocks)' },
    {
        id: 'tiny-q8_0',
        params: { seed: 1, variant: 'q8_0' },
        purpose: 'Q8_0 candidate (same shape, quantized matrices)',
    },
    {
        id: 'tiny-q4_0',
        params: { seed: 1, variant: 'q4_0' },
        purpose: 'Q4_0 candidate (same shape; the weight type KleidiAI repacks in the published study)',
    },
    {
        id: 'tiny-f16-untied',
        params: { seed: 2, variant: 'f16', untiedOutput: true },
        purpose: 'separate output.weight: can end a stream with an in-band server error',
    },
];


/***/ }),

/***/ 6811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TA: () => (/* binding */ canonicalArgv),
  VG: () => (/* binding */ canonicalPins),
  Lf: () => (/* binding */ collectRunSpecProblems),
  _x: () => (/* binding */ parseRunSpec)
});

// UNUSED EXPORTS: RUN_SPEC_SCHEMA_VERSION, binaryPathFor, canonicalDocuments, modelPathFor

// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/build/build-key.ts
var build_key = __webpack_require__(6501);
// EXTERNAL MODULE: ./src/domain/gguf/fixture-model.ts + 1 modules
var fixture_model = __webpack_require__(6852);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts
var plan = __webpack_require__(3447);
;// CONCATENATED MODULE: ./src/domain/plan/run-spec-sections.ts
// The sections of a run spec (its llama.cpp source, each build, each candidate), read one by one so
// `check` can report every problem of a run spec at once while every stage stops at the first.





const FORBIDDEN_SERVER_ARGS = ['--model', '-m', '-c', '-np', '--host', '--port'];
/** May appear once in server_args to fix their position in the canonical argv (values checked against the plan). */
const PLACED_SERVER_ARGS = ['--ctx-size', '--parallel'];
function stringArray(f, key) {
    return f.array(key).map((v, i) => {
        if (typeof v !== 'string' || !v.trim() || v !== v.trim())
            (0,errors/* fail */.fJ)('must be a non-blank string without surrounding whitespace', f.file, `${f.at(key)}/${i}`);
        return v;
    });
}
/** Runs one independent read; with a sink, a bad-input problem is recorded and the read yields undefined. */
function attempt(sink, read) {
    if (!sink)
        return read();
    try {
        return read();
    }
    catch (e) {
        if (!(e instanceof errors/* InputError */.dz))
            throw e;
        sink.push(e);
        return undefined;
    }
}
function parseSource(src, file, defaults) {
    let source;
    const kind = src.text('kind');
    if (kind === 'git') {
        src.exactKeys(['kind', 'repository', 'commit'], ['kleidiai']);
        const commit = src.text('commit', 40);
        if (!hashing/* GIT_REVISION_PATTERN */.KY.test(commit))
            (0,errors/* fail */.fJ)('must be a 40-character lowercase commit', file, src.at('commit'));
        source = { kind: 'git', repository: src.text('repository'), commit };
    }
    else if (kind === 'npm-bundle') {
        src.exactKeys(['kind', 'package', 'version', 'integrity', 'expected_commit'], ['kleidiai']);
        src.literal('package', 'node-llama-cpp');
        const commit = src.text('expected_commit', 40);
        if (!hashing/* GIT_REVISION_PATTERN */.KY.test(commit))
            (0,errors/* fail */.fJ)('must be a 40-character lowercase commit', file, src.at('expected_commit'));
        const integrity = src.text('integrity');
        if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(integrity))
            (0,errors/* fail */.fJ)('must be a sha512 SRI string (sha512-…)', file, src.at('integrity'));
        source = {
            kind: 'npm-bundle',
            package: 'node-llama-cpp',
            version: src.text('version', 64),
            integrity,
            expectedCommit: commit,
        };
    }
    else {
        return (0,errors/* fail */.fJ)('kind must be "git" or "npm-bundle"', file, src.at('kind'));
    }
    let kleidiai = defaults.kleidiai;
    if (src.has('kleidiai')) {
        const k = src.object('kleidiai');
        k.exactKeys(['version', 'url', 'sha256', 'size_bytes'], ['md5']);
        kleidiai = {
            version: k.text('version', 64),
            url: k.text('url'),
            sha256: k.digest('sha256'),
            sizeBytes: k.integer('size_bytes', 1, 1e10),
        };
        if (k.has('md5')) {
            const md5 = k.text('md5', 32);
            if (!build_key/* MD5_HEX_PATTERN */.o7.test(md5))
                (0,errors/* fail */.fJ)('must be a lowercase MD5 digest (32 hex)', file, k.at('md5'));
            kleidiai.md5 = md5;
        }
    }
    return { source, kleidiai };
}
function parseBuild(buildsF, label, file, kleidiai) {
    if (!plan/* SAFE_ID */.CE.test(label))
        (0,errors/* fail */.fJ)('build labels must be path-safe ids', file, buildsF.at(label));
    const b = buildsF.object(label);
    b.exactKeys(['kleidiai'], ['cmake_options', 'target']);
    const cmakeOptions = {};
    if (b.has('cmake_options')) {
        const o = b.object('cmake_options');
        for (const k of Object.keys(o.obj)) {
            if (!build_key/* CMAKE_NAME_PATTERN */.$g.test(k))
                (0,errors/* fail */.fJ)('cmake option names must be identifiers', file, o.at(k));
            cmakeOptions[k] = o.string(k, 1024);
        }
    }
    let target;
    if (b.has('target')) {
        target = b.text('target', 64);
        if (!(0,build_key/* buildTarget */.k0)(target))
            (0,errors/* fail */.fJ)(`must be one of ${Object.keys(build_key/* BUILD_TARGETS */._N).join(', ')}`, file, b.at('target'));
        if (!cmakeOptions.GGML_CPU_ARM_ARCH?.trim())
            (0,errors/* fail */.fJ)(`a ${target} build must set cmake_options.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm): GGML_NATIVE is OFF, so the instruction set must be explicit`, file, b.at('cmake_options'));
    }
    for (const reserved of build_key/* TOOLCHAIN_OPTIONS */.ty)
        if (reserved in cmakeOptions)
            (0,errors/* fail */.fJ)(`${reserved} is set by the build (use "target" to cross-compile)`, file, `${b.at('cmake_options')}/${reserved}`);
    const isK = b.boolean('kleidiai');
    return {
        label,
        kleidiai: isK,
        cmakeOptions,
        ...(target !== undefined ? { target } : {}),
        ...(isK ? { kleidiaiSource: kleidiai } : {}),
    };
}
/** One candidate; with a sink, each independent field is checked even when another one is wrong. */
function parseCandidate(candF, id, file, buildLabels, sink) {
    const before = sink?.length ?? 0;
    const c = candF.object(id);
    attempt(sink, () => c.exactKeys(['build', 'model', 'server_args'], ['canonical_port']));
    const build = attempt(sink, () => {
        const label = c.text('build', 128);
        if (buildLabels && !buildLabels.includes(label))
            (0,errors/* fail */.fJ)(`build ${JSON.stringify(label)} is not declared under /builds`, file, c.at('build'));
        return label;
    });
    // A field missing from an object is reported once, by its exactKeys; its own read is skipped.
    const read = (f, key, r) => sink && !f.has(key) ? undefined : attempt(sink, r);
    const model = read(c, 'model', () => {
        const m = c.object('model');
        if (m.has('fixture')) {
            m.exactKeys(['fixture']);
            const fixture = m.text('fixture', 128);
            if (!plan/* SAFE_ID */.CE.test(fixture))
                (0,errors/* fail */.fJ)('must be a fixture id', file, m.at('fixture'));
            // Fixtures are generated during prepare; an unknown name must be refused before any work.
            if (!fixture_model/* STANDARD_FIXTURES */.Hm.some((f) => f.id === fixture))
                (0,errors/* fail */.fJ)(`unknown fixture ${JSON.stringify(fixture)} (known: ${fixture_model/* STANDARD_FIXTURES */.Hm.map((f) => f.id).join(', ')})`, file, m.at('fixture'));
            return {
                model: { kind: 'fixture', fixture },
                family: 'paretopilot tiny llama fixture',
                repository: `generated:${fixture}`,
                revision: null,
                filename: `${fixture}.gguf`,
            };
        }
        attempt(sink, () => m.exactKeys(['sha256', 'size_bytes', 'family', 'filename'], ['url', 'path', 'repository', 'revision']));
        const sha256 = read(m, 'sha256', () => m.digest('sha256')) ?? '';
        const sizeBytes = read(m, 'size_bytes', () => m.integer('size_bytes', 1, 1e12)) ?? 0;
        const filename = read(m, 'filename', () => {
            const name = m.text('filename', 255);
            if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/.test(name))
                (0,errors/* fail */.fJ)('must be a plain .gguf file name', file, m.at('filename'));
            return name;
        }) ?? '';
        const source = attempt(sink, () => {
            if (m.has('url') === m.has('path'))
                (0,errors/* fail */.fJ)('give exactly one of url or path', file, m.pointer);
            return m.has('url')
                ? { kind: 'url', url: m.text('url'), sha256, sizeBytes }
                : { kind: 'path', path: m.text('path', 4096), sha256, sizeBytes };
        });
        const revision = attempt(sink, () => {
            const r = m.has('revision') ? m.text('revision', 40) : null;
            if (r !== null && !hashing/* GIT_REVISION_PATTERN */.KY.test(r))
                (0,errors/* fail */.fJ)('must be a 40-character lowercase revision', file, m.at('revision'));
            return r;
        }) ?? null;
        const family = read(m, 'family', () => m.text('family')) ?? '';
        const repository = attempt(sink, () => m.has('repository') ? m.text('repository') : source?.kind === 'url' ? source.url : 'local') ?? '';
        if (!source)
            return undefined;
        return { model: source, family, repository, revision, filename };
    });
    const serverArgs = read(c, 'server_args', () => {
        const args = stringArray(c, 'server_args');
        for (const a of args) {
            if (FORBIDDEN_SERVER_ARGS.includes(a))
                (0,errors/* fail */.fJ)(`${a} is set by the study itself; remove it from server_args`, file, c.at('server_args'));
        }
        for (const option of PLACED_SERVER_ARGS) {
            const at = args.flatMap((a, i) => (a === option ? [i] : []));
            if (at.length > 1)
                (0,errors/* fail */.fJ)(`${option} may appear at most once`, file, c.at('server_args'));
            if (at.length === 1 && !/^[0-9]+$/.test(args[at[0] + 1] ?? ''))
                (0,errors/* fail */.fJ)(`${option} must be followed by a decimal value`, file, c.at('server_args'));
        }
        return args;
    });
    const canonicalPort = attempt(sink, () => c.has('canonical_port') ? c.integer('canonical_port', 1024, 65535) : undefined);
    if ((sink?.length ?? 0) > before || build === undefined || !model || !serverArgs)
        return undefined;
    return {
        id,
        build,
        ...model,
        serverArgs,
        ...(canonicalPort !== undefined ? { canonicalPort } : {}),
    };
}

;// CONCATENATED MODULE: ./src/domain/plan/run-spec.ts





const RUN_SPEC_SCHEMA_VERSION = '1.0';
function relativePath(f, key) {
    const p = f.text(key, 1024);
    if (p.startsWith('/') || p.split(/[\\/]/).includes('..') || p.includes('\0'))
        (0,errors/* fail */.fJ)('must be a relative path inside the plan folder', f.file, f.at(key));
    return p;
}
/** The run spec as every stage reads it: the first problem is thrown, naming its file and pointer. */
function parseRunSpec(value, file, defaults) {
    return readRunSpec(value, file, defaults, undefined).spec;
}
/** Reads a run spec and reports every independent problem instead of stopping at the first (`check`). */
function collectRunSpecProblems(value, file, defaults) {
    const problems = [];
    const reading = attempt(problems, () => readRunSpec(value, file, defaults, problems));
    return { ...(reading ?? { builds: [], candidates: [] }), problems };
}
function readRunSpec(value, file, defaults, sink) {
    const before = sink?.length ?? 0;
    const f = fields/* Fields */.C8.root(value, file);
    attempt(sink, () => f.exactKeys([
        'schema_version',
        'capacity_plan',
        'load_plan',
        'evaluation_suite',
        'llama_cpp',
        'builds',
        'candidates',
    ], ['canonical_evidence', 'base_port', 'host', 'timeouts', 'mirror_dirs']));
    const read = (key, r) => sink && !f.has(key) ? undefined : attempt(sink, r);
    read('schema_version', () => f.literal('schema_version', RUN_SPEC_SCHEMA_VERSION));
    const src = read('llama_cpp', () => parseSource(f.object('llama_cpp'), file, defaults));
    const kleidiai = src?.kleidiai ?? defaults.kleidiai;
    const buildsF = read('builds', () => f.object('builds'));
    const builds = [];
    for (const label of Object.keys(buildsF?.obj ?? {})) {
        const b = attempt(sink, () => parseBuild(buildsF, label, file, kleidiai));
        if (b)
            builds.push(b);
    }
    if (buildsF)
        attempt(sink, () => builds.length === 0 && (0,errors/* fail */.fJ)('must declare at least one build', file, '/builds'));
    // A fair comparison: every build differs only in GGML_CPU_KLEIDIAI (same target, same flags).
    const flagsOf = (b) => (0,json/* compactSortedJson */.Dt)({ target: b.target ?? null, options: b.cmakeOptions ?? {} });
    for (const b of builds.slice(1)) {
        attempt(sink, () => {
            if (flagsOf(b) !== flagsOf(builds[0]))
                (0,errors/* fail */.fJ)(`build ${b.label} must use the same target and cmake_options as build ${builds[0].label}: builds of one study may differ only in kleidiai, so the comparison measures KleidiAI and nothing else`, file, buildsF.at(b.label));
        });
    }
    const candF = read('candidates', () => f.object('candidates'));
    const candidates = [];
    const buildLabels = buildsF ? Object.keys(buildsF.obj) : undefined;
    for (const id of Object.keys(candF?.obj ?? {})) {
        const c = attempt(sink, () => parseCandidate(candF, id, file, buildLabels, sink));
        if (c)
            candidates.push(c);
    }
    const canonicalEvidence = attempt(sink, () => {
        if (!f.has('canonical_evidence'))
            return { runId: 'local', releaseTag: 'unreleased' };
        const ce = f.object('canonical_evidence');
        ce.exactKeys(['run_id', 'release_tag']);
        return { runId: ce.text('run_id', 128), releaseTag: ce.text('release_tag', 128) };
    });
    const timeouts = attempt(sink, () => {
        if (!f.has('timeouts'))
            return {
                healthSeconds: 120,
                requestDeadlineSeconds: null,
                pauseBetweenRunsSeconds: 0,
            };
        const t = f.object('timeouts');
        t.exactKeys([], ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']);
        return {
            healthSeconds: t.has('health_seconds') ? t.number('health_seconds', 1, 3600) : 120,
            requestDeadlineSeconds: t.has('request_deadline_seconds')
                ? t.number('request_deadline_seconds', 1, 3600)
                : null,
            pauseBetweenRunsSeconds: t.has('pause_between_runs_seconds')
                ? t.number('pause_between_runs_seconds', 0, 600)
                : 0,
        };
    });
    const capacityPlanPath = read('capacity_plan', () => relativePath(f, 'capacity_plan'));
    const loadPlanPath = read('load_plan', () => relativePath(f, 'load_plan'));
    const evaluationSuitePath = read('evaluation_suite', () => relativePath(f, 'evaluation_suite'));
    const basePort = attempt(sink, () => (f.has('base_port') ? f.integer('base_port', 1024, 60000) : 19000));
    const host = attempt(sink, () => (f.has('host') ? f.text('host', 64) : '127.0.0.1'));
    const mirrorDirs = attempt(sink, () => (f.has('mirror_dirs') ? stringArray(f, 'mirror_dirs') : []));
    if ((sink?.length ?? 0) > before)
        return { builds, candidates };
    return {
        spec: {
            capacityPlanPath: capacityPlanPath,
            loadPlanPath: loadPlanPath,
            evaluationSuitePath: evaluationSuitePath,
            source: src.source,
            kleidiai,
            builds,
            candidates,
            canonicalEvidence: canonicalEvidence,
            basePort: basePort,
            host: host,
            timeouts: timeouts,
            mirrorDirs: mirrorDirs,
        },
        builds,
        candidates,
    };
}
const binaryPathFor = (build) => `./.candidate-build/${build}/bin/llama-server`;
const modelPathFor = (filename) => `./.candidate-models/${filename}`;
/**
 * Canonical (P1) argv of candidate k; the port is a fixed documentation value, like the reference's
 * 18081. `--ctx-size` and `--parallel` go where server_args place them, else after server_args.
 */
function canonicalArgv(spec, plan, candidateId) {
    const k = plan.candidates.findIndex((c) => c.id === candidateId);
    const c = spec.candidates.find((x) => x.id === candidateId);
    const placed = (option) => c.serverArgs.includes(option);
    return [
        binaryPathFor(c.build),
        '--model',
        modelPathFor(c.filename),
        ...c.serverArgs,
        ...(placed('--ctx-size') ? [] : ['--ctx-size', String(plan.per_slot_context_tokens)]),
        ...(placed('--parallel') ? [] : ['--parallel', '1']),
        '--host',
        spec.host,
        '--port',
        String(c.canonicalPort ?? 18081 + k),
    ];
}
/** The frozen-command lock and release documents whose hashes the plan pins (written to canonical/). */
function canonicalDocuments(spec, plan) {
    const lock = {
        schema_version: '1.0',
        canonical_commands: Object.fromEntries(plan.candidates.map((c) => [c.id, { argv: canonicalArgv(spec, plan, c.id) }])),
    };
    const release = {
        schema_version: '1.0',
        llama_cpp: spec.source.kind === 'git'
            ? { kind: 'git', repository: spec.source.repository, commit: spec.source.commit }
            : {
                kind: 'npm-bundle',
                version: spec.source.version,
                integrity: spec.source.integrity,
                expected_commit: spec.source.expectedCommit,
            },
        builds: Object.fromEntries(spec.builds.map((b) => [
            b.label,
            {
                kleidiai: b.kleidiai,
                cmake_options: { ...(b.cmakeOptions ?? {}) },
                ...(b.target !== undefined ? { target: b.target } : {}),
            },
        ])),
        models: Object.fromEntries(spec.candidates.map((c) => [
            c.id,
            c.model.kind === 'fixture'
                ? { fixture: c.model.fixture }
                : { sha256: c.model.sha256, size_bytes: c.model.sizeBytes },
        ])),
    };
    return { lock, release };
}
function canonicalPins(spec, plan) {
    const docs = canonicalDocuments(spec, plan);
    return {
        lockSha256: (0,hashing/* contentSha256 */.F8)(docs.lock),
        releaseSha256: (0,hashing/* contentSha256 */.F8)(docs.release),
        candidates: plan.candidates.map((c) => {
            const argv = canonicalArgv(spec, plan, c.id);
            return {
                id: c.id,
                canonical_server_command_sha256: (0,hashing/* commandContentSha256 */.u)(argv),
                canonical_server_argv_sha256: (0,hashing/* argvSha256 */.em)(argv),
                argv,
            };
        }),
        docs,
    };
}


/***/ }),

/***/ 5609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkSpecAgainstPlan),
/* harmony export */   l: () => (/* binding */ checkSameCandidates)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _run_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6811);
// A run spec checked against the capacity plan it realizes: the same candidates on both sides, each
// build's KleidiAI setting as the plan expects, and the plan's pins equal to the commands the run
// spec produces.



/**
 * Refuses a candidate that only one of the run spec (`file`) and the capacity plan (`planFile`)
 * names, at the place it is named (ids are SAFE_ID, so they need no pointer escaping).
 */
function checkSameCandidates(spec, plan, file, planFile) {
    const specIds = spec.candidates.map((c) => c.id);
    const planIds = plan.candidates.map((c) => c.id);
    const same = 'the run spec and the capacity plan must name the same candidates';
    for (const [i, id] of planIds.entries())
        if (!specIds.includes(id))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the run spec ${file} [${specIds.join(', ')}]: ${same}`, planFile, `/candidates/${i}/id`);
    for (const id of specIds)
        if (!planIds.includes(id))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the capacity plan ${planFile} [${planIds.join(', ')}]: ${same}`, file, `/candidates/${id}`);
}
/** Checks that spec and plan describe the same candidates and that the plan pins match. */
function checkSpecAgainstPlan(spec, plan, file, planFile) {
    checkSameCandidates(spec, plan, file, planFile);
    for (const c of plan.candidates) {
        const build = spec.builds.find((b) => b.label === spec.candidates.find((x) => x.id === c.id).build);
        if (build.kleidiai !== c.kleidiai_expected) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${c.id} expects kleidiai ${c.kleidiai_expected} but its build ${build.label} has kleidiai ${build.kleidiai}`, file, `/candidates/${c.id}/build`);
        }
        const run = spec.candidates.find((x) => x.id === c.id);
        const valueOf = (option) => run.serverArgs[run.serverArgs.indexOf(option) + 1];
        if (run.serverArgs.includes('--ctx-size') &&
            valueOf('--ctx-size') !== String(plan.per_slot_context_tokens))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`server_args --ctx-size ${valueOf('--ctx-size')} must equal the plan's per_slot_context_tokens ${plan.per_slot_context_tokens} (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        if (run.serverArgs.includes('--parallel') && valueOf('--parallel') !== '1')
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`server_args --parallel ${valueOf('--parallel')} must be 1 (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        const argv = (0,_run_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalArgv */ .TA)(spec, plan, c.id);
        const cmd = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .commandContentSha256 */ .u)(argv);
        const av = (0,_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .argvSha256 */ .em)(argv);
        if (cmd !== c.canonical_server_command_sha256 || av !== c.canonical_server_argv_sha256) {
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`candidate ${c.id}: the plan pins do not match the command this run spec produces (${JSON.stringify(argv.join(' '))}); expected canonical_server_command_sha256 ${cmd} and canonical_server_argv_sha256 ${av} (run 'paretopilot-capacity pins' to print them)`, planFile, `/candidates/${plan.candidates.indexOf(c)}`);
        }
    }
}


/***/ }),

/***/ 2006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HD: () => (/* binding */ crossCheckProblems),
  YF: () => (/* binding */ directoryProblems),
  U7: () => (/* binding */ diskProblems),
  Fk: () => (/* binding */ loadJsonFile),
  bb: () => (/* binding */ loadStudyContext),
  Mz: () => (/* binding */ preflight),
  xv: () => (/* binding */ workDirProblems)
});

// UNUSED EXPORTS: DISK_ESTIMATE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/server/gnu-time.ts
var gnu_time = __webpack_require__(7470);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/domain/build/build-key.ts
var build_key = __webpack_require__(6501);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/json-input.ts
var json_input = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts
var plan_plan = __webpack_require__(3447);
// EXTERNAL MODULE: ./src/domain/plan/evaluation-suite.ts
var evaluation_suite = __webpack_require__(8847);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/spec-against-plan.ts
var spec_against_plan = __webpack_require__(5609);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var schedule = __webpack_require__(3857);
;// CONCATENATED MODULE: ./src/domain/plan/run-bounds.ts
// Limits a study must fit before any build, download or measurement starts (README "Plans"): every
// port of the layout exists, the matrix and the request count stay within what one runner can
// measure, and the timeouts cannot cut off a request that would still meet the SLO.


const RUN_BOUNDS = {
    /** Highest TCP port. */
    maxPort: 65535,
    /** Fresh llama-server starts (performance configurations plus quality servers). */
    maxServerConfigurations: 256,
    /** Warm-up, measured and quality requests over the whole study. */
    maxRequests: 100_000,
};
/** Throws an InputError naming the file and field of the first limit the study exceeds. */
function checkRunBounds(spec, plan, loadPlan, suite, files) {
    const runs = (0,schedule/* performanceRuns */.HO)(plan, spec.basePort);
    const quality = (0,schedule/* qualityRuns */.OE)(plan, spec.basePort);
    const configurations = runs.length + quality.length;
    const shape = `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels + ${quality.length} quality servers`;
    if (configurations > RUN_BOUNDS.maxServerConfigurations)
        (0,errors/* fail */.fJ)(`the plan needs ${configurations} server configurations (${shape}); at most ${RUN_BOUNDS.maxServerConfigurations} fit one study`, files.plan, '/candidates');
    const maxPort = Math.max(...runs.map((r) => r.port), ...quality.map((q) => q.port));
    if (maxPort > RUN_BOUNDS.maxPort)
        (0,errors/* fail */.fJ)(`the port layout (base_port ${spec.basePort} + 100 × server group + P, ${runs.length / plan.server_parallel_levels.length + plan.candidates.length} groups) reaches port ${maxPort}; every port must stay at most ${RUN_BOUNDS.maxPort}: lower base_port or measure fewer candidates`, files.spec, '/base_port');
    const perLevel = loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level;
    const requests = runs.length * loadPlan.concurrency_levels.length * perLevel + quality.length * suite.quality_cases.length;
    if (requests > RUN_BOUNDS.maxRequests)
        (0,errors/* fail */.fJ)(`the study would send ${requests} requests (${runs.length} configurations × ${loadPlan.concurrency_levels.length} client levels × ${perLevel} requests + ${quality.length} × ${suite.quality_cases.length} quality cases); at most ${RUN_BOUNDS.maxRequests} fit one study`, files.loadPlan, '/measured_requests_per_level');
    const ttft = plan.load_slo.max_ttft_ms_p95;
    if (ttft !== null && loadPlan.timeout_seconds * 1000 < ttft)
        (0,errors/* fail */.fJ)(`timeout_seconds ${loadPlan.timeout_seconds} would abandon a request still waiting for its first token inside the TTFT SLO (${ttft} ms)`, files.loadPlan, '/timeout_seconds');
    const deadline = spec.timeouts.requestDeadlineSeconds;
    if (deadline !== null && deadline * 1000 < plan.load_slo.max_e2e_latency_ms_p95)
        (0,errors/* fail */.fJ)(`request_deadline_seconds ${deadline} would cut off requests that still meet the E2E SLO (${plan.load_slo.max_e2e_latency_ms_p95} ms)`, files.spec, '/timeouts/request_deadline_seconds');
}

;// CONCATENATED MODULE: ./src/orchestrators/study-context.ts
// Everything a study needs before it starts: the run spec, the plans it names, and the checks that
// must pass before any build, download or measurement (fail early, name the file and field).

















async function loadJsonFile(path, display) {
    const bytes = await (0,bundle_files/* readInputFile */.jH)(path, display);
    return { ...(0,json_input/* parseJsonInput */.o)({ path: display, bytes }), path, display, bytes };
}
/** Reads and cross-checks the run spec, capacity plan, load plan and suite. */
async function loadStudyContext(specPath, cwd) {
    const absSpec = (0,external_node_path_.resolve)(cwd, specPath);
    const specFile = await loadJsonFile(absSpec, specPath);
    const spec = (0,run_spec/* parseRunSpec */._x)(specFile.value, specPath, { kleidiai: build_key/* KLEIDIAI_V1_24_0_SOURCE */.ng });
    const rel = (p) => (0,external_node_path_.join)((0,external_node_path_.dirname)(specPath), p);
    const planFile = await loadJsonFile((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.capacityPlanPath), rel(spec.capacityPlanPath));
    (0,schema_validation/* validateDocument */.m)('capacity-plan', planFile.value, planFile.display);
    const plan = (0,plan_plan/* parseCapacityPlan */.bO)(planFile.value, planFile.display);
    const loadPlanFile = await loadJsonFile((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.loadPlanPath), rel(spec.loadPlanPath));
    (0,schema_validation/* validateDocument */.m)('load-plan', loadPlanFile.value, loadPlanFile.display);
    const loadPlan = (0,load_plan/* parseLoadPlan */.l9)(loadPlanFile.value, loadPlanFile.display);
    const suiteFile = await loadJsonFile((0,external_node_path_.join)((0,external_node_path_.dirname)(absSpec), spec.evaluationSuitePath), rel(spec.evaluationSuitePath));
    (0,schema_validation/* validateDocument */.m)('evaluation-suite', suiteFile.value, suiteFile.display);
    const suite = (0,evaluation_suite/* parseEvaluationSuite */.WX)(suiteFile.value, suiteFile.display);
    const [problem] = crossCheckProblems({
        specPath,
        spec,
        plan,
        planFile,
        loadPlan,
        loadPlanFile,
        suite,
        suiteFile,
    });
    if (problem)
        throw problem;
    return { specPath: absSpec, spec, specFile, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile };
}
/**
 * The checks across the documents — run bounds, pinned hashes, SLO and levels, candidates and
 * commands — each on its own; every stage throws the first, `check` reports them all.
 */
function crossCheckProblems(parts) {
    const { spec, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile } = parts;
    const problems = [];
    const check = (body) => {
        try {
            body();
            return true;
        }
        catch (e) {
            if (!(e instanceof errors/* InputError */.dz))
                throw e;
            problems.push(e);
            return false;
        }
    };
    const refuse = (message, file, pointer) => {
        problems.push(new errors/* InputError */.dz(message, file, pointer));
    };
    // Before any pin or cross-check: a plan this machine cannot run is refused first.
    check(() => checkRunBounds(spec, plan, loadPlan, suite, {
        spec: parts.specPath,
        plan: planFile.display,
        loadPlan: loadPlanFile.display,
    }));
    if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256)
        refuse(`pins.load_plan_sha256 is ${plan.pins.load_plan_sha256} but ${loadPlanFile.display} hashes to ${loadPlanFile.sha256}`, planFile.display, '/pins/load_plan_sha256');
    if (suiteFile.sha256 !== plan.pins.evaluation_suite_sha256)
        refuse(`pins.evaluation_suite_sha256 is ${plan.pins.evaluation_suite_sha256} but ${suiteFile.display} hashes to ${suiteFile.sha256}`, planFile.display, '/pins/evaluation_suite_sha256');
    if (!(0,plan_plan/* sloEquals */.QY)(loadPlan.slo, plan.load_slo))
        refuse('load plan SLO does not match the predeclared capacity SLO (/load_slo)', loadPlanFile.display, '/slo');
    if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(','))
        refuse(`concurrency_levels must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`, loadPlanFile.display, '/concurrency_levels');
    // The canonical pins exist only for a run spec that names the plan's candidates.
    if (!check(() => (0,spec_against_plan/* checkSpecAgainstPlan */.W)(spec, plan, parts.specPath, planFile.display)))
        return problems;
    const pins = (0,run_spec/* canonicalPins */.VG)(spec, plan);
    if (pins.lockSha256 !== plan.pins.canonical_evidence_lock_sha256)
        refuse(`must be ${pins.lockSha256} (the canonical command lock this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_evidence_lock_sha256');
    if (pins.releaseSha256 !== plan.pins.canonical_release_sha256)
        refuse(`must be ${pins.releaseSha256} (the release identity this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_release_sha256');
    return problems;
}
const GNU_TIME_PACKAGE = 'GNU time (Debian/Ubuntu package "time")';
/** What keeps `path` from being the GNU time a cell runs under, or undefined when it is. */
async function gnuTimeProblem(path) {
    const install = `install ${GNU_TIME_PACKAGE}`;
    let info;
    try {
        info = await (0,promises_.stat)(path);
    }
    catch {
        return `${path} is required but does not exist (${install})`;
    }
    if (!info.isFile())
        return `${path} exists but is not a regular file (${info.isDirectory() ? 'a directory' : 'a device, socket or pipe'}); it must be GNU time (${install})`;
    try {
        await (0,promises_.access)(path, external_node_fs_.constants.X_OK);
    }
    catch {
        return `${path} exists but is not executable; it must be GNU time (${install})`;
    }
    try {
        await (0,gnu_time/* assertGnuTime */.k)(path); // runs `<path> --version`: only GNU time writes the -v report the RSS comes from
    }
    catch (e) {
        return `${e.message} (${install})`;
    }
    return undefined;
}
/** A readable regular file (the same answer reading it would give, without reading megabytes). */
async function readableFile(path) {
    try {
        if (!(await (0,promises_.stat)(path)).isFile())
            return false;
        await (0,promises_.access)(path, external_node_fs_.constants.R_OK);
        return true;
    }
    catch {
        return false;
    }
}
async function onPath(command, env) {
    if (command.startsWith('/'))
        return readableFile(command);
    for (const dir of (env.PATH ?? '').split(':').filter(Boolean))
        if (await readableFile((0,external_node_path_.join)(dir, command)))
            return true;
    return false;
}
function crossTargetOf(variant, arch) {
    try {
        const mode = (0,build_key/* buildMode */.yQ)(variant, arch);
        return mode.kind === 'cross' ? mode.target : undefined;
    }
    catch {
        return undefined; // an unknown target is reported by variantProblems
    }
}
/** Everything that can be checked before work starts: impossible variants, tools, disk. */
async function preflight(ctx, options = {}) {
    const env = options.env ?? process.env;
    const arch = options.arch ?? process.arch;
    const problems = (0,build_key/* variantProblems */.up)(ctx.spec.candidates.map((c) => ({
        ...ctx.spec.builds.find((b) => b.label === c.build),
        candidateId: c.id,
    })), arch);
    const timeProblem = await gnuTimeProblem(options.timeBinary ?? gnu_time/* DEFAULT_TIME_BINARY */.C);
    if (timeProblem)
        problems.push(timeProblem);
    const tools = [];
    if (options.needBuildTools !== false) {
        tools.push(['cmake', 'cmake'], ['git', 'git'], ['ninja', 'ninja-build'], [env.CXX ?? 'c++', 'a C++ compiler (g++)']);
        if (ctx.spec.source.kind === 'npm-bundle')
            tools.push(['npm', 'npm']);
    }
    // Foreign-target builds need the target's cross tools to build and its emulator to run.
    const crossTargets = new Map();
    for (const b of ctx.spec.builds) {
        const target = crossTargetOf(b, arch);
        if (target && ctx.spec.candidates.some((c) => c.build === b.label))
            crossTargets.set(target.triple, target);
    }
    for (const target of crossTargets.values()) {
        const pkgs = target.packages.join(' ');
        if (options.needBuildTools !== false)
            for (const tool of ['gcc', 'g++', 'nm', 'readelf'])
                tools.push([`${target.toolPrefix}${tool}`, `${target.triple} cross tools: ${pkgs}`]);
        tools.push([target.emulator, `the ${target.triple} emulator: ${pkgs}`]);
        tools.push([`${target.sysroot}/lib/libc.so.6`, `the ${target.triple} libraries: ${pkgs}`]);
    }
    for (const [tool, pkg] of tools)
        if (!(await onPath(tool, env)))
            problems.push(`${tool} is required but was not found on PATH (install ${pkg})`);
    return problems;
}
/** Free space a study needs (README "Plans"): conservative, checked before any build or download. */
const DISK_ESTIMATE = {
    /** One llama.cpp build tree plus the source checkout, in the cache directory. */
    buildBytes: 1.5 * 2 ** 30,
    /** Logs, load evaluations and evidence of one server configuration, in the work directory. */
    perConfigurationBytes: 16 * 2 ** 20,
};
async function existingAncestor(path) {
    let dir = (0,external_node_path_.resolve)(path);
    for (;;) {
        try {
            if ((await (0,promises_.stat)(dir)).isDirectory())
                return dir;
        }
        catch {
            // keep walking up
        }
        const up = (0,external_node_path_.dirname)(dir);
        if (up === dir)
            return dir;
        dir = up;
    }
}
/** Compares statfs free space of the cache and work directories with DISK_ESTIMATE. */
async function diskProblems(ctx, cacheDir, workDir) {
    // Only downloads take cache space: a local path is used in place, a cached model is already there.
    let modelBytes = 0;
    const counted = new Set();
    for (const c of ctx.spec.candidates) {
        if (c.model.kind !== 'url' || counted.has(c.model.sha256))
            continue;
        counted.add(c.model.sha256);
        const cached = await (0,promises_.stat)((0,fetch_model/* modelCachePath */.Xk)(cacheDir, c.model.sha256)).catch(() => null);
        if (cached?.size !== c.model.sizeBytes)
            modelBytes += c.model.sizeBytes;
    }
    const configurations = (0,schedule/* performanceRuns */.HO)(ctx.plan, ctx.spec.basePort).length + (0,schedule/* qualityRuns */.OE)(ctx.plan, ctx.spec.basePort).length;
    const needs = [
        {
            what: `the cache directory ${cacheDir}`,
            dir: await existingAncestor(cacheDir),
            bytes: DISK_ESTIMATE.buildBytes + modelBytes,
            why: `a build (${(DISK_ESTIMATE.buildBytes / 2 ** 30).toFixed(1)} GiB) and the models to download (${(modelBytes / 2 ** 30).toFixed(1)} GiB)`,
        },
        {
            what: `the work directory ${workDir}`,
            dir: await existingAncestor(workDir),
            bytes: configurations * DISK_ESTIMATE.perConfigurationBytes,
            why: `${configurations} server configurations × ${DISK_ESTIMATE.perConfigurationBytes / 2 ** 20} MiB of evidence`,
        },
    ];
    const problems = [];
    const devices = await Promise.all(needs.map(async (n) => (await (0,promises_.stat)(n.dir)).dev));
    for (const [i, n] of needs.entries()) {
        const fs = await (0,promises_.statfs)(n.dir);
        const free = fs.bavail * fs.bsize;
        // Both on one file system: each must fit next to the other.
        const shared = needs.reduce((sum, m, j) => sum + (devices[j] === devices[i] ? m.bytes : 0), 0);
        if (free < shared)
            problems.push(`only ${(free / 2 ** 30).toFixed(2)} GiB free for ${n.what}; the study needs about ${(shared / 2 ** 30).toFixed(2)} GiB there (${n.why}${shared > n.bytes ? ', sharing its file system with the other directory' : ''})`);
    }
    return problems;
}
function within(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || !(rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel));
}
/** The work and cache directories are created when missing, but an existing non-directory is an error. */
async function directoryProblems(dirs) {
    const problems = [];
    for (const [what, path] of Object.entries(dirs)) {
        const st = await (0,promises_.stat)(path).catch(() => null);
        if (st && !st.isDirectory())
            problems.push(`the ${what} ${path} exists and is not a directory`);
    }
    return problems;
}
/** prepare wipes <work-dir>/bundle and rewrites prepared.json: neither may hold an input. */
function workDirProblems(ctx, paths) {
    const inputs = [ctx.specFile, ctx.planFile, ctx.loadPlanFile, ctx.suiteFile];
    const problems = [];
    for (const f of inputs) {
        if (within(paths.bundle, (0,external_node_path_.resolve)(f.path)) || (0,external_node_path_.resolve)(f.path) === paths.prepared)
            problems.push(`${f.display} lies inside the work directory's ${within(paths.bundle, (0,external_node_path_.resolve)(f.path)) ? 'bundle folder' : 'prepared.json'}, which prepare replaces; copy the plan files elsewhere or choose another --work-dir`);
    }
    return problems;
}


/***/ })

};
