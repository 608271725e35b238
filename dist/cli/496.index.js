export const id = 496;
export const ids = [496];
export const modules = {

/***/ 6229:
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

/***/ 2480:
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

/***/ 7328:
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
/* unused harmony exports SummaryBudgetError, TruncationLimitError, GitHubClientError, ArtifactUploadError, ArtifactDownloadError, ArtifactIntegrityError, ArtifactTooLargeError, ArtifactNotFoundError, UnsafeArtifactPathError, ARTIFACT_SERVICE_HINT, ArtifactServiceError, ZipFormatError, ZipLimitError */
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
    retryable = false, options) {
        super(message, options);
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

/***/ 3255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ modelCachePath),
/* harmony export */   a: () => (/* binding */ fetchModel)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2480);
/* harmony import */ var _cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6229);
/* harmony import */ var _mirror_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4532);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8830);
/* harmony import */ var _domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2495);
/* harmony import */ var _verified_download_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6040);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5729);
// Models for a study: a local file verified in place, or a pinned download (mirror first) cached
// under its digest.









/** Content-addressed location of a model in the cache. */
function modelCachePath(cacheDir, sha256) {
    if (!_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_PATTERN */ .jU.test(sha256))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`model sha256 must be a lowercase SHA-256 digest, got ${sha256}`);
    return (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .cachePath */ .Ae)(cacheDir, 'models', `${sha256}.gguf`);
}
/** Returns a verified model file: a local path as given, or a cached download named by its digest. */
async function fetchModel(options) {
    const what = `model ${options.name ?? (options.url !== undefined ? (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_6__/* .urlForDisplay */ .Bo)(options.url) : undefined) ?? options.path ?? '(unnamed)'}`;
    if ((options.url === undefined) === (options.path === undefined)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ModelFetchError */ .am(`${what}: give exactly one of url or path`);
    }
    (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_7__/* .validateDigestAndSize */ .DB)(options.sha256, options.sizeBytes, what);
    if (options.path !== undefined) {
        await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyFile */ .AI)(options.path, options.sha256, options.sizeBytes, what);
        return { path: options.path, fromCache: false, origin: { origin: 'path' } };
    }
    (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_7__/* .validateUrl */ .wv)(options.url, what);
    const dest = modelCachePath(options.cacheDir, options.sha256);
    const cached = async () => {
        if ((await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_7__/* .sizeOf */ .$d)(dest)) === undefined)
            return false;
        try {
            await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyFile */ .AI)(dest, options.sha256, options.sizeBytes, what);
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
    return (0,_cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .withDirLock */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dest), `${options.sha256}.lock`), async () => {
        if (await cached())
            return { path: dest, fromCache: true, origin: { origin: 'cache' } };
        options.log?.(`fetching ${what} from ${(0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_6__/* .urlForDisplay */ .Bo)(options.url)} (${options.sizeBytes} bytes)`);
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
            credential: options.credential,
            timeoutMs: options.timeoutMs,
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
/* harmony import */ var _domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5729);
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
    const what = options.what ?? (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .urlForDisplay */ .Bo)(options.url);
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
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ModelFetchError */ .am)
                throw error;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ModelFetchError */ .am(`${what}: could not copy mirror file ${found}: ${error.message}`);
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
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ModelFetchError */ .am && dirs.length > 0) {
            error.message += ` (no mirror holds it: looked for ${mirrorNames(options.url, options.sha256).join(', ')} in ${dirs.join(', ')})`;
        }
        throw error;
    }
    return { origin: 'download', url: (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_4__/* .urlForDisplay */ .Bo)(options.url) };
}


/***/ }),

/***/ 5162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ DEFAULT_TOKEN_ENV),
/* harmony export */   FX: () => (/* binding */ credentialFor),
/* harmony export */   Vn: () => (/* binding */ requestModel),
/* harmony export */   ZM: () => (/* binding */ hubEndpoint),
/* harmony export */   Zv: () => (/* binding */ createModelDispatcher),
/* harmony export */   _R: () => (/* binding */ declaredSize),
/* harmony export */   a0: () => (/* binding */ networkErrorCode),
/* harmony export */   mB: () => (/* binding */ modelTokenFor)
/* harmony export */ });
/* unused harmony exports DEFAULT_HUB_ENDPOINT, IDLE_TIMEOUT_MS, parseTokenOrigin, tokenOrigins */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
// One request for a model file (or the Hub's API) with its redirects followed here, not by undici,
// so the optional token goes only where it belongs: `Authorization: Bearer …` over https to an origin
// the token is meant for (the Hub's, or one the user named), and never again once a redirect leaves
// it (Hugging Face sends files to a CDN with a signed URL). The token is never put in a message:
// errors name the URL the caller gave, without any user:password it held. A refused connection or an
// unknown host is a definite answer (not retried), and a silent connection ends after an idle bound.



/** The variable a model token is read from unless --token-env names another (Hugging Face's own). */
const DEFAULT_TOKEN_ENV = 'HF_TOKEN';
/** The Hub's address; HF_ENDPOINT overrides it as it does for Hugging Face's own tools. */
const DEFAULT_HUB_ENDPOINT = 'https://huggingface.co';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** How long a model request may wait for headers, or between two body chunks, before it fails. */
const IDLE_TIMEOUT_MS = 30_000;
/**
 * Network errors that answer the question for good: nothing listens there (connection refused), or
 * the name does not resolve. Retrying them only makes a person wait; a timeout or reset is retried.
 */
const DEFINITE_NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);
/** The Hub's endpoint: HF_ENDPOINT when set, else https://huggingface.co. */
function hubEndpoint(env) {
    return env.HF_ENDPOINT || DEFAULT_HUB_ENDPOINT;
}
/**
 * An origin a user names for the token (`--token-origin`, the action's `token-origins`): an https
 * URL with nothing but scheme, host and port. Returns its origin, or why it is refused.
 */
function parseTokenOrigin(text) {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (!url)
        return { problem: `${JSON.stringify(text)} is not a URL; expected https://host[:port]` };
    if (url.protocol !== 'https:')
        return { problem: `${(0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_1__/* .urlForDisplay */ .Bo)(text)} is not https: a token is never sent over plain http` };
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
        return { problem: `${(0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_1__/* .urlForDisplay */ .Bo)(text)} must be an origin only, e.g. https://models.example.com:8443` };
    return { origin: url.origin };
}
/**
 * The origins a token goes to: the Hub's (HF_ENDPOINT when set) when it is https, and every origin
 * the user named (already checked by parseTokenOrigin).
 */
function tokenOrigins(hub, named) {
    const hubUrl = URL.canParse(hub) ? new URL(hub) : undefined;
    const origins = hubUrl?.protocol === 'https:' ? [hubUrl.origin] : [];
    for (const origin of named)
        if (!origins.includes(origin))
            origins.push(origin);
    return origins;
}
/**
 * The token (undefined when unset or empty) with the origins it may go to: the Hub's (from `env`'s
 * HF_ENDPOINT) and the `named` ones, each checked by parseTokenOrigin — `refuse` turns a problem
 * into the caller's own error (a usage error, an action input error).
 */
function modelTokenFor(token, env, named, refuse) {
    const origins = named.map((text) => {
        const parsed = parseTokenOrigin(text);
        return 'problem' in parsed ? refuse(parsed.problem) : parsed.origin;
    });
    if (token === undefined || token === '')
        return undefined;
    return { token, origins: tokenOrigins(hubEndpoint(env), origins) };
}
/** A credential for `url`'s origin when the token may go there (https, an origin it names), else undefined. */
function credentialFor(url, token) {
    if (token === undefined || token.token === '' || !URL.canParse(url))
        return undefined;
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || !token.origins.includes(parsed.origin))
        return undefined;
    return { token: token.token, origin: parsed.origin };
}
/** The network error code (ECONNREFUSED, ENOTFOUND, …) of a failed request, looked up its causes. */
function networkErrorCode(error) {
    let fallback;
    for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; depth++) {
        const code = e.code;
        if (typeof code === 'string') {
            if (!code.startsWith('UND_ERR_'))
                return code;
            fallback ??= code;
        }
        e = e.cause;
    }
    return fallback;
}
/**
 * The dispatcher model requests use: HTTPS_PROXY / HTTP_PROXY / NO_PROXY from the environment, and no
 * redirect interceptor, since `requestModel` follows redirects itself.
 */
function createModelDispatcher() {
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .EnvHttpProxyAgent */ .J2();
}
async function requestModel(dispatcher, start, request) {
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_1__/* .urlForDisplay */ .Bo)(start.href);
    const what = request.what ?? shown;
    let url = start;
    // Only over https, and once a redirect leaves the credential's origin, the token is dropped for good.
    let credential = start.protocol === 'https:' && request.credential?.origin === start.origin
        ? request.credential
        : undefined;
    const redirects = [];
    for (let hop = 0;; hop++) {
        const headers = {
            'accept-encoding': 'identity',
            'user-agent': 'paretopilot-capacity',
            ...request.headers,
        };
        if (credential && url.protocol === 'https:' && url.origin === credential.origin)
            headers.authorization = `Bearer ${credential.token}`;
        let response;
        try {
            response = await dispatcher.request({
                origin: url.origin,
                path: `${url.pathname}${url.search}`,
                method: request.method,
                headers,
                signal: request.signal,
                headersTimeout: request.headersTimeout ?? IDLE_TIMEOUT_MS,
                bodyTimeout: request.bodyTimeout ?? IDLE_TIMEOUT_MS,
            });
        }
        catch (error) {
            const hopNote = hop > 0 ? ` (after ${hop} redirect${hop === 1 ? '' : 's'})` : '';
            const code = networkErrorCode(error);
            const definite = code !== undefined && DEFINITE_NETWORK_ERRORS.has(code);
            const detail = error.message || code || String(error);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ModelFetchError */ .am(`${what}: request to ${shown}${hopNote} failed: ${detail}${definite && code && !detail.includes(code) ? ` (${code})` : ''}`, !definite, { cause: error });
        }
        const location = response.headers.location;
        if (!REDIRECTS.has(response.statusCode) || location === undefined)
            return { response, url, redirects };
        await response.body.dump();
        redirects.push(response.headers);
        if (hop >= MAX_REDIRECTS)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ModelFetchError */ .am(`${what}: ${shown} redirected more than ${MAX_REDIRECTS} times`);
        let next;
        try {
            next = new URL(Array.isArray(location) ? location[0] : location, url);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ModelFetchError */ .am(`${what}: ${shown} redirected to an invalid location`);
        }
        if (next.protocol !== 'https:' && next.protocol !== 'http:')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ModelFetchError */ .am(`${what}: ${shown} redirected to a ${next.protocol} URL`);
        if (credential && next.origin !== credential.origin)
            credential = undefined;
        url = next;
    }
}
/** The size a response declares: Content-Range's total, Hugging Face's X-Linked-Size, Content-Length. */
function declaredSize(headers) {
    const one = (name) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
    };
    const range = /^bytes \d+-\d+\/(\d+)$/.exec(one('content-range') ?? '');
    if (range)
        return Number(range[1]);
    for (const name of ['x-linked-size', 'content-length']) {
        const text = one(name);
        if (typeof text === 'string' && /^[0-9]+$/.test(text))
            return Number(text);
    }
    return undefined;
}


/***/ }),

/***/ 6040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sizeOf),
/* harmony export */   AI: () => (/* binding */ verifyFile),
/* harmony export */   DB: () => (/* binding */ validateDigestAndSize),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   NE: () => (/* binding */ withDeadline),
/* harmony export */   ad: () => (/* binding */ fetchIntoPartial),
/* harmony export */   kj: () => (/* binding */ DEFAULT_DOWNLOAD_TIMEOUT_MS),
/* harmony export */   nz: () => (/* binding */ downloadVerified),
/* harmony export */   qA: () => (/* binding */ validatorOf),
/* harmony export */   tx: () => (/* binding */ parseDownloadTimeout),
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
/* harmony import */ var _cache_file_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7328);
/* harmony import */ var _model_request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5162);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8830);
/* harmony import */ var _domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5729);
// Verified downloads: a pinned file (model or archive) fetched with retries and Range resume, and
// checked against its pinned size and SHA-256 before it takes its final name; every download ends
// by an overall deadline, retries included.










/** How long one download may take in all, retries and waits included, unless the user sets it. */
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 3_600_000;
/** A download deadline as the user gives it (whole seconds, 1 to 999999) in ms; undefined when malformed. */
function parseDownloadTimeout(seconds) {
    return /^[1-9][0-9]{0,5}$/.test(seconds) ? Number(seconds) * 1000 : undefined;
}
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${path} does not exist`);
    if (size !== sizeBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${path} has ${size} bytes, expected ${sizeBytes} bytes`);
    }
    const actual = await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .fileSha256 */ .s)(path);
    if (actual !== sha256) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${path} has SHA-256 ${actual}, expected ${sha256}`);
    }
}
function validateDigestAndSize(sha256, sizeBytes, what) {
    if (typeof sha256 !== 'string' || !_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_7__/* .SHA256_PATTERN */ .jU.test(sha256)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: sha256 must be a lowercase SHA-256 digest, got ${JSON.stringify(sha256)}`);
    }
    if (!Number.isSafeInteger(sizeBytes) || sizeBytes <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: sizeBytes must be a positive integer, got ${JSON.stringify(sizeBytes)}`);
    }
}
function validateUrl(url, what) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${JSON.stringify((0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .urlForDisplay */ .Bo)(url))} is not a valid URL`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: only http(s) URLs can be fetched, got ${parsed.protocol}`);
    }
    return parsed;
}
// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms, signal) => {
    try {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am('download aborted');
    }
};
/** A response's validator for If-Range: a strong ETag, else Last-Modified (weak ETags may not be used). */
function validatorOf(headers) {
    const one = (name) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
    };
    const etag = one('etag');
    if (etag !== undefined && /^"[^"]*"$/.test(etag))
        return etag;
    const modified = one('last-modified');
    return modified !== undefined && /^[\x20-\x7e]+$/.test(modified) ? modified : undefined;
}
/** The offset a partial file resumes from, and the If-Range validator that goes with it. */
async function resumePoint(partial, fetch) {
    const offset = (await sizeOf(partial)) ?? 0;
    if (offset === 0 || fetch.validatorFile === undefined)
        return { offset };
    const validator = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(fetch.validatorFile, 'utf8').catch(() => '')).trim();
    if (validator !== '' && /^[\x20-\x7e]+$/.test(validator))
        return { offset, ifRange: validator };
    // Nothing says which version of the file these bytes came from: they are not resumed.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
    return { offset: 0 };
}
/**
 * One GET (redirects followed, the token only where it may go) that appends to `partial` from its
 * current size with a Range request, or starts it over; throws ModelFetchError.
 */
async function fetchIntoPartial(dispatcher, url, partial, fetch) {
    const { sizeBytes, what } = fetch;
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .urlForDisplay */ .Bo)(url.href);
    let { offset, ifRange } = await resumePoint(partial, fetch);
    if (offset > sizeBytes) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
        offset = 0;
        ifRange = undefined;
    }
    if (offset === sizeBytes)
        return;
    const headers = {};
    if (offset > 0)
        headers.range = `bytes=${offset}-`;
    if (offset > 0 && ifRange !== undefined)
        headers['if-range'] = ifRange;
    const { response } = await (0,_model_request_js__WEBPACK_IMPORTED_MODULE_6__/* .requestModel */ .Vn)(dispatcher, url, {
        method: 'GET',
        headers,
        credential: fetch.credential,
        signal: fetch.signal,
        what,
    });
    const status = response.statusCode;
    if (status === 416 && offset > 0) {
        // Our partial file is not a prefix the server recognises: start over.
        await response.body.dump();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} refused the resume range at byte ${offset}`, true);
    }
    if (status !== 200 && status !== 206) {
        await response.body.dump();
        const retryable = status === 408 || status === 429 || status >= 500;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: GET ${shown} returned HTTP ${status}`, retryable);
    }
    let append = offset > 0;
    if (status === 206) {
        const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(response.headers['content-range'] ?? ''));
        if (!range || Number(range[1]) !== offset) {
            await response.body.dump();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} answered a resume with an unexpected Content-Range`, true);
        }
        if (range[3] !== '*' && Number(range[3]) !== sizeBytes) {
            await response.body.dump();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} serves ${range[3]} bytes, expected ${sizeBytes} bytes`);
        }
    }
    else {
        append = false;
        const length = response.headers['content-length'];
        if (length !== undefined && Number(length) !== sizeBytes) {
            await response.body.dump();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} serves ${length} bytes, expected ${sizeBytes} bytes`);
        }
        if (fetch.validatorFile !== undefined) {
            // The whole file starts here: its validator is what a later resume must match.
            const validator = validatorOf(response.headers);
            if (validator === undefined)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(fetch.validatorFile, { force: true });
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(fetch.validatorFile, `${validator}\n`);
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
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} sent more than the expected ${sizeBytes} bytes`);
                }
                yield chunk;
            }
        }, sink);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
            throw error;
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: download from ${shown} was interrupted at byte ${received}: ${error.message}`, true);
    }
    if (received < sizeBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: ${shown} ended after ${received} of ${sizeBytes} bytes`, true);
    }
}
/**
 * Runs `body`, retrying a retryable `ModelFetchError` with exponential backoff (capped at 30 s) until
 * the retries are spent or `signal` aborts; the last error then says how many attempts were made.
 */
async function withRetries(options, body) {
    const retries = options.retries ?? 4;
    const backoffMs = options.backoffMs ?? 1000;
    for (let attempt = 0;; attempt++) {
        try {
            return await body();
        }
        catch (error) {
            const retryable = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am && error.retryable && !options.signal?.aborted;
            if (!retryable || attempt >= retries) {
                if (retryable)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${error.message} (gave up after ${attempt + 1} attempts)`);
                throw error;
            }
            const wait = Math.min(backoffMs * 2 ** attempt, 30_000);
            options.log?.(`${error.message}; retrying in ${wait} ms (attempt ${attempt + 2} of ${retries + 1})`);
            await sleep(wait, options.signal);
        }
    }
}
/**
 * Runs `body` with a signal that aborts at `timeoutMs` (or when `signal` does); a body ended by the
 * deadline fails with a message naming it, so a silent or crawling host cannot hold a step for long.
 */
async function withDeadline(timeoutMs, what, signal, body) {
    const ms = timeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS;
    const timer = AbortSignal.timeout(ms);
    try {
        return await body(signal ? AbortSignal.any([timer, signal]) : timer);
    }
    catch (error) {
        if (!timer.aborted || signal?.aborted)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ModelFetchError */ .am(`${what}: not done within the download deadline of ${ms / 1000} s (--download-timeout, the action's download-timeout)`, false, { cause: error });
    }
}
/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
async function downloadVerified(options) {
    const what = options.what ?? (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .urlForDisplay */ .Bo)(options.url);
    validateDigestAndSize(options.sha256, options.sizeBytes, what);
    const url = validateUrl(options.url, what);
    const partial = `${options.dest}.partial`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(options.dest), { recursive: true });
    const owned = options.dispatcher ? undefined : (0,_model_request_js__WEBPACK_IMPORTED_MODULE_6__/* .createModelDispatcher */ .Zv)();
    const dispatcher = options.dispatcher ?? owned;
    try {
        await withDeadline(options.timeoutMs, what, options.signal, (signal) => withRetries({ ...options, signal }, () => fetchIntoPartial(dispatcher, url, partial, {
            sizeBytes: options.sizeBytes,
            what,
            signal,
            credential: options.credential,
        })));
        try {
            await verifyFile(partial, options.sha256, options.sizeBytes, `${what} (downloaded from ${(0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .urlForDisplay */ .Bo)(url.href)})`);
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
/* harmony export */   IM: () => (/* binding */ withholdCredentials),
/* harmony export */   gf: () => (/* binding */ childEnv),
/* harmony export */   vO: () => (/* binding */ isAllowedChildVariable)
/* harmony export */ });
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
 * Credentials this process itself never reads from its environment once the action's inputs (or the
 * CLI's flags) are read: the token input (kept in the typed inputs), the model token (HF_TOKEN, kept
 * in memory), GitHub tokens a workflow may export, and the OIDC request token. Libraries that start
 * children of their own (tar and zstd under @actions/cache) pass them the whole environment, so these
 * names are removed from it. ACTIONS_RUNTIME_TOKEN stays: @actions/artifact and @actions/cache read
 * it from the environment on every call.
 */
const WITHHELD_NAMES = [
    'INPUT_GITHUB-TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'HF_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
];
/**
 * Removes the withheld credentials, and the variables `also` names (the one --token-env names), from
 * `env` (process.env by default); returns the names removed.
 */
function withholdCredentials(env = process.env, also = []) {
    const removed = [...WITHHELD_NAMES, ...also].filter((name, i, all) => env[name] !== undefined && all.indexOf(name) === i);
    for (const name of removed)
        delete env[name];
    return removed;
}


/***/ })

};
