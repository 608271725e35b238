export const id = 362;
export const ids = [362];
export const modules = {

/***/ 20362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStep: () => (/* binding */ runStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 91 modules
var cache = __webpack_require__(18091);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 83 modules
var artifact = __webpack_require__(56518);
// EXTERNAL MODULE: ./src/domain/bundle/artifact-names.ts
var artifact_names = __webpack_require__(44498);
// EXTERNAL MODULE: ./src/adapters/artifacts/artifact-store.ts
var artifact_store = __webpack_require__(99572);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(20663);
;// CONCATENATED MODULE: ./src/adapters/artifacts/zip-extract.ts
// Extracts a downloaded artifact archive from disk with yauzl, a maintained reader that works from
// the central directory with random access: every entry is checked and every declared size summed
// before the first byte is inflated, and each entry streams to disk (constant memory) with its
// size (yauzl's validateEntrySizes) and CRC-32 checked as it goes.








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
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/**
 * Extracts `archivePath` into `destDir`. Names must be safe relative paths (no `..`, absolute,
 * backslash, NUL or other forbidden characters), entries regular files or directories (no links,
 * devices), unencrypted, stored or deflated. Existing files are never overwritten and links in the
 * destination never followed. On any failure the files this call wrote are removed again.
 */
async function extractZip(archivePath, destDir, limits) {
    let zip;
    try {
        zip = await yauzl.openPromise(archivePath, {
            lazyEntries: true,
            autoClose: false,
            // Names are decoded and checked here (UTF-8 only, our path rules), not rewritten by the reader.
            decodeStrings: false,
            validateEntrySizes: true,
        });
    }
    catch (error) {
        throw new ZipFormatError(`not a readable zip archive: ${error.message}`);
    }
    try {
        if (zip.entryCount > limits.maxEntries) {
            throw new ZipLimitError(`archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`);
        }
        const entries = await readCentralDirectory(zip, limits);
        return await writeEntries(zip, entries, destDir);
    }
    finally {
        zip.close();
    }
}
async function readCentralDirectory(zip, limits) {
    const checked = [];
    const names = new Set();
    let declared = 0;
    try {
        for await (const entry of zip.eachEntry()) {
            const name = decodeName(entry);
            if ((entry.generalPurposeBitFlag & 0x0001) !== 0)
                throw new ZipFormatError(`entry ${JSON.stringify(name)} is encrypted`);
            if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
                throw new ZipFormatError(`entry ${JSON.stringify(name)} uses unsupported compression method ${entry.compressionMethod}`);
            }
            const directory = name.endsWith('/');
            const relPath = directory ? name.slice(0, -1) : name;
            const problem = (0,artifact_store/* relativePathProblem */.BE)(relPath);
            if (problem !== undefined)
                throw new artifact_store/* UnsafeArtifactPathError */.wz(`Archive entry ${JSON.stringify(name)} ${problem}.`);
            if (entry.versionMadeBy >> 8 === 3) {
                const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
                if (type === S_IFLNK)
                    throw new artifact_store/* UnsafeArtifactPathError */.wz(`Archive entry ${JSON.stringify(name)} is a symbolic link.`);
                if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
                    throw new artifact_store/* UnsafeArtifactPathError */.wz(`Archive entry ${JSON.stringify(name)} is not a regular file or directory.`);
                }
            }
            if (names.has(relPath))
                throw new artifact_store/* UnsafeArtifactPathError */.wz(`Archive entry ${JSON.stringify(name)} appears twice.`);
            names.add(relPath);
            if (directory && entry.uncompressedSize !== 0)
                throw new ZipFormatError(`directory entry ${JSON.stringify(name)} has content`);
            declared += entry.uncompressedSize;
            if (declared > limits.maxExtractedBytes) {
                throw new ZipLimitError(`archive declares more than ${limits.maxExtractedBytes} bytes of content ` +
                    `(${declared} bytes up to entry ${JSON.stringify(name)}); nothing was extracted`);
            }
            checked.push({ entry, relPath, directory });
        }
    }
    catch (error) {
        if (error instanceof ZipFormatError || error instanceof artifact_store/* UnsafeArtifactPathError */.wz)
            throw error;
        throw new ZipFormatError(error.message);
    }
    // A second path hidden in a local header is never used, but its presence means a crafted archive.
    for (const { entry, relPath, directory } of checked) {
        const local = await zip.readLocalFileHeaderPromise(entry).catch((error) => {
            throw new ZipFormatError(`local header of ${JSON.stringify(relPath)}: ${error.message}`);
        });
        if (!local.fileName.equals(entry.fileNameRaw)) {
            throw new artifact_store/* UnsafeArtifactPathError */.wz(`Archive entry ${JSON.stringify(relPath + (directory ? '/' : ''))} has a different local file name.`);
        }
    }
    return checked;
}
async function writeEntries(zip, entries, destDir) {
    await (0,promises_.mkdir)(destDir, { recursive: true });
    const dest = external_node_path_.resolve(destDir);
    for (const { relPath, directory } of entries) {
        if (directory)
            continue;
        const segments = relPath.split('/');
        await (0,artifact_store/* assertNoLinkedParents */.sO)(dest, segments.slice(0, -1));
        await (0,artifact_store/* assertNothingAt */.Ju)(external_node_path_.join(dest, ...segments), relPath);
    }
    const written = [];
    const createdDirs = [];
    const directories = [];
    const files = [];
    let bytes = 0;
    const makeDir = async (segments) => {
        await (0,artifact_store/* assertNoLinkedParents */.sO)(dest, segments);
        const first = await (0,promises_.mkdir)(external_node_path_.join(dest, ...segments), { recursive: true });
        if (first !== undefined)
            createdDirs.push(first);
    };
    try {
        for (const { entry, relPath, directory } of entries) {
            const segments = relPath.split('/');
            if (directory) {
                await makeDir(segments);
                directories.push(relPath);
                continue;
            }
            await makeDir(segments.slice(0, -1));
            const target = external_node_path_.join(dest, ...segments);
            const source = await zip.openReadStreamPromise(entry);
            let crc = 0;
            let size = 0;
            const check = new external_node_stream_.Transform({
                transform(chunk, _encoding, done) {
                    crc = (0,external_node_zlib_.crc32)(chunk, crc);
                    size += chunk.length;
                    done(null, chunk);
                },
            });
            // 'wx' fails on an existing name, link or not, so nothing outside dest is ever written.
            const sink = (0,external_node_fs_.createWriteStream)(target, { flags: 'wx', mode: 0o644 });
            sink.once('open', () => written.push(target));
            try {
                await (0,external_node_stream_promises_.pipeline)(source, check, sink);
            }
            catch (error) {
                // The file may still be opening when the source fails: wait until the sink has closed, so
                // a file it created is in `written` (and removed below) rather than appearing afterwards.
                if (!sink.closed)
                    await new Promise((resolve) => sink.once('close', () => resolve()));
                throw new ZipFormatError(`entry ${JSON.stringify(relPath)}: ${error.message}`);
            }
            if (size !== entry.uncompressedSize)
                throw new ZipFormatError(`entry ${JSON.stringify(relPath)} is ${size} bytes, expected ${entry.uncompressedSize}`);
            if (crc >>> 0 !== entry.crc32 >>> 0)
                throw new ZipFormatError(`entry ${JSON.stringify(relPath)} fails its CRC-32 check`);
            files.push(relPath);
            bytes += size;
        }
    }
    catch (error) {
        for (const file of written)
            await (0,promises_.rm)(file, { force: true });
        for (const dir of createdDirs.reverse())
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw error;
    }
    return { files, directories, bytes };
}
function decodeName(entry) {
    const raw = entry.fileNameRaw;
    const utf8 = (entry.generalPurposeBitFlag & 0x0800) !== 0;
    if (!utf8 && !raw.every((b) => b < 0x80))
        throw new ZipFormatError('entry name is neither ASCII nor flagged UTF-8');
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(raw);
    }
    catch {
        throw new ZipFormatError('entry name is not valid UTF-8');
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/adapters/llama/file-digest.ts
// Streaming file digests (models and binaries are too large to read whole).


async function fileDigest(path, algorithm, encoding = 'hex') {
    const hash = (0,external_node_crypto_.createHash)(algorithm);
    for await (const chunk of (0,external_node_fs_.createReadStream)(path))
        hash.update(chunk);
    return hash.digest(encoding);
}
function fileSha256(path) {
    return fileDigest(path, 'sha256');
}

;// CONCATENATED MODULE: ./src/adapters/artifacts/github-artifact-store.ts
// ArtifactStore on the Actions artifact service through @actions/artifact; a service that cannot be
// used is reported naming the runner variables to check, and no error carries the runtime token.








class GitHubArtifactStore {
    options;
    client;
    attempts;
    retryDelayMs;
    sleep;
    constructor(options = {}) {
        this.options = options;
        this.client = options.client ?? new artifact/* DefaultArtifactClient */.t9();
        this.attempts = options.uploadAttempts ?? 3;
        this.retryDelayMs = options.retryDelayMs ?? 10_000;
        if (!Number.isInteger(this.attempts) || this.attempts < 1) {
            throw new RangeError(`uploadAttempts must be a positive integer, got ${String(options.uploadAttempts)}`);
        }
        if (!Number.isFinite(this.retryDelayMs) || this.retryDelayMs < 0) {
            throw new RangeError(`retryDelayMs must be a non-negative number, got ${String(options.retryDelayMs)}`);
        }
        this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    }
    async uploadDirectory(name, rootDir, files, options = {}) {
        const upload = await (0,artifact_store/* resolveUpload */.km)(name, rootDir, files, options);
        let lastError;
        for (let attempt = 1; attempt <= this.attempts; attempt++) {
            try {
                const response = await this.client.uploadArtifact(name, [...upload.absoluteFiles], upload.rootDir, {
                    retentionDays: options.retentionDays,
                    compressionLevel: this.options.compressionLevel,
                });
                if (response.id === undefined || response.size === undefined) {
                    throw new Error('the service returned no artifact id or size');
                }
                return {
                    id: response.id,
                    name,
                    size: response.size,
                    digest: (0,artifact_store/* normalizeDigest */.Gc)(response.digest),
                    attempts: attempt,
                };
            }
            catch (error) {
                lastError = redacted(error);
                if (!isRetryable(lastError) || attempt === this.attempts)
                    break;
                const delayMs = this.retryDelayMs * 2 ** (attempt - 1);
                this.options.onRetry?.({ name, attempt, attempts: this.attempts, delayMs, error: lastError });
                await this.sleep(delayMs);
            }
        }
        const error = lastError;
        const tried = isRetryable(error) ? `after ${this.attempts} attempt(s)` : '(not retryable)';
        if (isServiceAccessProblem(error))
            throw new artifact_store/* ArtifactServiceError */._Y(`uploading artifact ${JSON.stringify(name)} failed ${tried}: ${firstLine(error.message)}`, { cause: error });
        throw new artifact_store/* ArtifactUploadError */.E7(`Uploading artifact ${JSON.stringify(name)} (${files.length} file(s) from ${upload.rootDir}) failed ${tried}: ${error.message}`, name, isRetryable(error) ? this.attempts : 1, { cause: error });
    }
    async list() {
        const { artifacts } = await this.listArtifacts({ latest: true });
        return artifacts.map(toStored).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    }
    /** Every failure to list is the service's: nothing of the caller's is involved yet. */
    async listArtifacts(options) {
        try {
            return await this.client.listArtifacts(options);
        }
        catch (error) {
            const e = redacted(error);
            throw new artifact_store/* ArtifactServiceError */._Y(`listing this run's artifacts failed: ${firstLine(e.message)}`, {
                cause: e,
            });
        }
    }
    // Verify before write: @actions/artifact's own extraction (downloadArtifact without skipDecompress)
    // streams the blob through unzip-stream into the destination and only reports `digestMismatch`
    // after every file is written; it follows local headers, caps no size and overwrites existing
    // files. So the archive is fetched unextracted (streamed to a temp file by the client), its size
    // and SHA-256 are checked, and only then is it extracted by yauzl under the caller's limits.
    async download(ref, destDir, options = {}) {
        const limits = options.limits ?? artifact_store/* DEFAULT_DOWNLOAD_LIMITS */.Ib;
        const artifact = await this.find(ref);
        const label = `artifact ${JSON.stringify(artifact.name)} (id ${artifact.id})`;
        const digest = (0,artifact_store/* normalizeDigest */.Gc)(artifact.digest);
        if (digest === undefined) {
            throw new artifact_store/* ArtifactIntegrityError */.CO(`The service reports no SHA-256 digest for ${label}; refusing an unverifiable download.`, ref);
        }
        (0,artifact_store/* assertArchiveWithinLimit */.VR)(label, ref, artifact.size, limits);
        const staging = await (0,promises_.mkdtemp)(external_node_path_.join(this.options.tempDir ?? process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'artifact-'));
        try {
            let mismatch;
            // The client streams the blob to disk (constant memory) but takes no byte cap: a blob larger
            // than its listed size costs scratch disk until the size check below rejects it.
            try {
                ({ digestMismatch: mismatch } = await this.client.downloadArtifact(artifact.id, {
                    path: staging,
                    skipDecompress: true,
                    expectedHash: `sha256:${digest}`,
                }));
            }
            catch (error) {
                const e = redacted(error);
                if (isServiceAccessProblem(e))
                    throw new artifact_store/* ArtifactServiceError */._Y(`downloading ${label} failed: ${firstLine(e.message)}`, {
                        cause: e,
                    });
                throw new artifact_store/* ArtifactDownloadError */.dB(`Downloading ${label} failed: ${e.message}`, ref, { cause: e });
            }
            const entries = await (0,promises_.readdir)(staging);
            if (entries.length !== 1) {
                throw new artifact_store/* ArtifactDownloadError */.dB(`Downloading ${label} produced ${entries.length} files instead of one archive.`, ref);
            }
            const archivePath = external_node_path_.join(staging, entries[0]);
            const { size } = await (0,promises_.stat)(archivePath);
            if (size !== artifact.size) {
                throw new artifact_store/* ArtifactIntegrityError */.CO(`Size mismatch for ${label}: the service reports ${artifact.size} bytes, downloaded ${size}.`, ref);
            }
            const actual = await fileSha256(archivePath);
            if (mismatch === true || actual !== digest) {
                throw new artifact_store/* ArtifactIntegrityError */.CO(`Digest mismatch for ${label}: expected sha256:${digest}, got sha256:${actual}.`, ref);
            }
            let contents;
            try {
                contents = await extractZip(archivePath, destDir, limits);
            }
            catch (error) {
                const message = `Archive of ${label} is rejected: ${redacted(error).message}`;
                if (error instanceof artifact_store/* UnsafeArtifactPathError */.wz)
                    throw new artifact_store/* UnsafeArtifactPathError */.wz(message);
                if (error instanceof ZipLimitError)
                    throw new artifact_store/* ArtifactTooLargeError */.G0(message, ref);
                throw new artifact_store/* ArtifactDownloadError */.dB(message, ref, { cause: error });
            }
            return {
                id: artifact.id,
                name: artifact.name,
                path: external_node_path_.resolve(destDir),
                files: [...contents.files].sort(),
            };
        }
        finally {
            await (0,promises_.rm)(staging, { recursive: true, force: true });
        }
    }
    async find(ref) {
        if (typeof ref === 'string') {
            (0,artifact_names/* assertValidArtifactName */.kI)(ref);
            try {
                return toStored((await this.client.getArtifact(ref)).artifact);
            }
            catch (error) {
                const e = redacted(error);
                if (e.name === 'ArtifactNotFoundError') {
                    throw new artifact_store/* ArtifactNotFoundError */.CL(`No artifact named ${JSON.stringify(ref)} in this workflow run.`, ref);
                }
                if (isServiceAccessProblem(e))
                    throw new artifact_store/* ArtifactServiceError */._Y(`looking up artifact ${JSON.stringify(ref)} failed: ${firstLine(e.message)}`, { cause: e });
                throw new artifact_store/* ArtifactDownloadError */.dB(`Looking up artifact ${JSON.stringify(ref)} failed: ${e.message}`, ref, { cause: e });
            }
        }
        if (!Number.isSafeInteger(ref) || ref < 1) {
            throw new artifact_store/* ArtifactNotFoundError */.CL(`Artifact id must be a positive integer, got ${String(ref)}.`, ref);
        }
        // Every artifact of the run, not only the latest per name: an older id is still addressable.
        const { artifacts } = await this.listArtifacts();
        const found = artifacts.map(toStored).find((a) => a.id === ref);
        if (found === undefined)
            throw new artifact_store/* ArtifactNotFoundError */.CL(`No artifact with id ${ref} in this workflow run.`, ref);
        return found;
    }
}
function toStored(artifact) {
    const digest = (0,artifact_store/* normalizeDigest */.Gc)(artifact.digest);
    return {
        id: artifact.id,
        name: artifact.name,
        size: artifact.size,
        ...(digest === undefined ? {} : { digest }),
    };
}
// Missing files, GHES, an exhausted quota and answers the client itself calls final (a 4xx such as
// 409 "already exists") do not heal on retry; network errors, 5xx and storage failures may.
function isRetryable(error) {
    return !(isServiceMisconfigured(error) ||
        error instanceof artifact/* FilesNotFoundError */.B9 ||
        error instanceof artifact/* GHESNotSupportedError */.jK ||
        error instanceof artifact/* UsageError */.eb ||
        /Received non-retryable error|artifact name is not valid|path for one of the files in artifact is not valid/i.test(error.message));
}
// The client reads ACTIONS_RUNTIME_TOKEN (a JWT whose claims name the run) and ACTIONS_RESULTS_URL on
// every call: a missing or malformed one fails the same way on every attempt.
function isServiceMisconfigured(error) {
    return (error.name === 'InvalidTokenError' ||
        error.code === 'ERR_INVALID_URL' ||
        /ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL|JWT token is invalid|^Invalid URL$/.test(error.message));
}
/** The service could not be used at all: misconfigured, unreachable, or it refused the token. */
function isServiceAccessProblem(error) {
    return (isServiceMisconfigured(error) ||
        /Unable to make request: E[A-Z]+|Failed request: \((401|403)\)/.test(error.message));
}
/** The first line of a message (the client appends a paragraph about self-hosted runners). */
function firstLine(message) {
    return message.split(/\r?\n/, 1)[0].trim();
}
const REDACTED = '***';
/**
 * `error` as an Error whose message holds no trace of the current ACTIONS_RUNTIME_TOKEN (a service
 * or proxy may echo the Authorization header back in a status line or body). Library errors are
 * copied, never mutated; the copy keeps the class, name and code the retry rules read.
 */
function redacted(error) {
    // Duck-typed: errors of Node's own modules (a bad URL) may come from another realm's Error.
    const errorLike = typeof error === 'object' && error !== null && typeof error.message === 'string';
    const e = errorLike ? error : new Error(String(error));
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    if (!token || !(e.message.includes(token) || e.stack?.includes(token)))
        return e;
    const clean = (text) => text.split(token).join(REDACTED);
    const copy = Object.create(Object.getPrototypeOf(e));
    Object.defineProperties(copy, {
        message: { value: clean(e.message), writable: true, configurable: true },
        name: { value: e.name, writable: true, configurable: true },
        stack: { value: clean(e.stack ?? ''), writable: true, configurable: true },
    });
    const code = e.code;
    if (typeof code === 'string')
        copy.code = clean(code);
    return copy;
}

// EXTERNAL MODULE: ./src/adapters/github/inert-log.ts
var inert_log = __webpack_require__(1357);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/adapters/github/github-client.ts
// The GitHub API client: the Octokit that @actions/github builds (REST methods, pagination) with
// @octokit/plugin-retry, the same pair @actions/artifact uses. Two additions of ours: every request
// goes through a fetch that only talks to the GITHUB_API_URL origin (a pagination `Link` elsewhere
// never receives the token) and gives up after a timeout; and errors are classified so a rate limit
// is never reported as a missing permission.



const API_VERSION = '2022-11-28';
const USER_AGENT = 'paretopilot-capacity';
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_ERROR_DETAIL_CHARS = 300;
/** A request the client refused to send (bad API URL, foreign origin). The message never holds the token. */
class GitHubClientError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubClientError';
    }
}
function createGitHubClient(options) {
    const token = options.token;
    const redact = (text) => (token === '' ? text : text.split(token).join('***'));
    let base;
    try {
        base = new URL(options.apiUrl.replace(/\/+$/, '') + '/');
    }
    catch {
        throw new GitHubClientError(redact(`GITHUB_API_URL ${JSON.stringify(options.apiUrl)} is not a URL`));
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
        throw new GitHubClientError(`GITHUB_API_URL must be an http(s) URL, got ${base.protocol}`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const ownDispatcher = options.dispatcher === undefined ? new undici/* EnvHttpProxyAgent */.J2({ connect: { timeout: timeoutMs } }) : undefined;
    const dispatcher = options.dispatcher ?? ownDispatcher;
    const guardedFetch = async (input, init = {}) => {
        const url = new URL(String(input));
        // Octokit adds the token to every request, including `Link` targets and GHES GraphQL URLs.
        if (url.origin !== base.origin) {
            throw new GitHubClientError(`refusing to send the token to ${url.origin}, which is not the GITHUB_API_URL origin ${base.origin}`);
        }
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        return (await (0,undici/* fetch */.hd)(url, {
            ...init,
            dispatcher,
            signal,
        }));
    };
    const octokit = (0,github/* getOctokit */.Q)(token, {
        baseUrl: base.href.replace(/\/$/, ''),
        userAgent: USER_AGENT,
        request: { fetch: guardedFetch },
        retry: options.retry ?? {},
        // Octokit logs deprecations and retries to the console; our callers report instead.
        log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }, dist_bundle/* retry */.L);
    octokit.hook.before('request', (request) => {
        request.headers['x-github-api-version'] = API_VERSION;
    });
    return {
        octokit,
        async close() {
            await ownDispatcher?.close();
        },
    };
}
/**
 * Sorts a thrown value into what the user can act on. A 403 or 429 with `x-ratelimit-remaining: 0`,
 * a `retry-after` header or GitHub's "secondary rate limit" / "rate limit exceeded" text is a rate
 * limit (wait and re-run), not a missing permission.
 */
function classifyGitHubError(error, redact) {
    if (error instanceof GitHubClientError) {
        return { kind: 'unreachable', status: undefined, message: redact(error.message) };
    }
    const e = (typeof error === 'object' && error !== null ? error : {});
    if (e.request === undefined && e.response === undefined && e.status === undefined) {
        return { kind: 'other', status: undefined, message: redact(describe(error)) };
    }
    const method = typeof e.request?.method === 'string' ? e.request.method : undefined;
    const path = typeof e.request?.url === 'string' ? pathOf(e.request.url) : undefined;
    const where = method && path ? `${method} ${path}` : 'GitHub API request';
    const response = e.response;
    const cause = error.cause;
    const graphqlErrors = error.errors;
    if (Array.isArray(graphqlErrors) && e.status === undefined) {
        // GraphQL answers HTTP 200 with `errors` (a rate limit too): no status, headers on the error,
        // and `response` holds the GraphQL body rather than an HTTP response.
        return classifyGraphqlErrors(graphqlErrors, error.headers, redact);
    }
    if (response === undefined) {
        // No HTTP answer: a network failure, a timeout, or our own origin guard (as the fetch error cause).
        const text = cause instanceof GitHubClientError ? cause.message : describe(error);
        return { kind: 'unreachable', status: undefined, message: redact(`${where} failed: ${text}`) };
    }
    const status = typeof e.status === 'number' ? e.status : undefined;
    const headers = response.headers ?? {};
    const detail = errorDetail(response.data) ?? (typeof e.message === 'string' ? e.message : undefined);
    const text = redact(`${where} returned HTTP ${status ?? '?'}${detail ? `: ${clip(detail)}` : ''}`);
    const rateLimited = status === 429 ||
        (status === 403 &&
            (String(headers['x-ratelimit-remaining'] ?? '') === '0' ||
                headers['retry-after'] !== undefined ||
                /secondary rate limit|rate limit exceeded|abuse detection/i.test(detail ?? '')));
    if (rateLimited)
        return { kind: 'rate-limited', status, message: `${text} (rate limited${whenText(headers)})` };
    if (status === 403 || status === 401)
        return { kind: 'forbidden', status, message: text };
    return { kind: 'rejected', status, message: text };
}
/** When GitHub says the limit lifts, from `retry-after` or `x-ratelimit-reset`. */
function whenText(headers) {
    const reset = Number(headers['x-ratelimit-reset']);
    const retryAfter = headers['retry-after'];
    if (retryAfter !== undefined)
        return `; GitHub asks to retry after ${String(retryAfter)} s`;
    if (Number.isFinite(reset) && reset > 0)
        return `; the limit resets at ${new Date(reset * 1000).toISOString()}`;
    return '';
}
/** A GraphQL answer's `errors`: `RATE_LIMITED`/`RATE_LIMIT` (or such text) is a rate limit. */
function classifyGraphqlErrors(errors, headers = {}, redact) {
    const items = errors.map((x) => typeof x === 'object' && x !== null ? x : {});
    const types = items.map((x) => (typeof x.type === 'string' ? x.type : ''));
    const detail = items
        .map((x) => (typeof x.message === 'string' ? x.message : ''))
        .filter((m) => m !== '')
        .join('; ');
    const text = redact(`GraphQL request returned errors${detail ? `: ${clip(detail)}` : ''}`);
    if (types.some((t) => t === 'RATE_LIMITED' || t === 'RATE_LIMIT') || /rate limit/i.test(detail))
        return { kind: 'rate-limited', status: undefined, message: `${text} (rate limited${whenText(headers)})` };
    if (types.includes('FORBIDDEN'))
        return { kind: 'forbidden', status: undefined, message: text };
    return { kind: 'rejected', status: undefined, message: text };
}
function pathOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/** GitHub's `message` plus any validation `errors[].message`. */
function errorDetail(data) {
    if (typeof data === 'string')
        return data.trim() === '' ? undefined : data.trim();
    if (typeof data !== 'object' || data === null)
        return undefined;
    const record = data;
    const parts = [];
    if (typeof record.message === 'string')
        parts.push(record.message);
    if (Array.isArray(record.errors)) {
        for (const item of record.errors) {
            const message = item?.message;
            if (typeof message === 'string')
                parts.push(message);
        }
    }
    return parts.length > 0 ? parts.join('; ') : undefined;
}
function clip(text) {
    return text.length > MAX_ERROR_DETAIL_CHARS ? `${text.slice(0, MAX_ERROR_DETAIL_CHARS)}…` : text;
}
function describe(error) {
    if (error instanceof Error) {
        const code = error.code;
        return typeof code === 'string' ? `${error.message} (${code})` : error.message;
    }
    return String(error);
}

;// CONCATENATED MODULE: ./src/adapters/github/sticky-comment-body.ts
// The sticky comment's body: its hidden marker line, the run order line after it, GitHub's size limit.
/** GitHub rejects issue comment bodies longer than this many characters. */
const GITHUB_COMMENT_MAX_CHARS = 65_536;
const MARKER_PREFIX = 'paretopilot-capacity';
const MAX_KEY_CHARS = 128;
/**
 * Reduce a key (plan path or study id) to characters that are safe inside an HTML comment:
 * no `--`, no `>`, no whitespace. Distinct keys that differ only in removed characters collide.
 */
function sanitizeMarkerKey(key) {
    const cleaned = key
        .trim()
        .replace(/[^A-Za-z0-9._/-]+/g, '_')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, MAX_KEY_CHARS);
    return cleaned === '' ? 'default' : cleaned;
}
/** Hidden first line that identifies this study's sticky comment. */
function stickyMarker(key) {
    return `<!-- ${MARKER_PREFIX}:${sanitizeMarkerKey(key)} -->`;
}
/**
 * The hidden second line of a comment written by workflow run `runNumber` (GITHUB_RUN_NUMBER, which
 * grows with every run of a workflow and stays the same across its re-run attempts).
 */
function runOrderLine(runNumber) {
    return `<!-- ${MARKER_PREFIX}-run:${runNumber} -->`;
}
/** The run number a comment's second line records, or null for a comment without one. */
function recordedRunNumber(body) {
    const second = (body.split('\n', 2)[1] ?? '').replace(/\r$/, '');
    const m = new RegExp(`^<!-- ${MARKER_PREFIX}-run:([0-9]{1,15}) -->$`).exec(second);
    return m ? Number(m[1]) : null;
}
/**
 * Whether a comment written by run `runNumber` may replace `existingBody`: never one a newer run
 * wrote, so an older run that reports late (its study was slower) cannot overwrite a newer receipt.
 * A writer that knows no run number may only replace a comment that records none either.
 */
function mayReplaceComment(existingBody, runNumber) {
    const recorded = recordedRunNumber(existingBody);
    if (recorded === null)
        return true;
    return runNumber !== undefined && runNumber >= recorded;
}
/**
 * Defence in depth behind the renderers' escaping: any line of the content that could read as a
 * sticky marker (`<!-- paretopilot-capacity:… -->`, however spaced or cased) has its `<` turned
 * into an entity, so only the first line of a comment this tool writes is ever a marker.
 */
function neutralizeMarkers(content) {
    return content.replace(new RegExp(`<(!--\\s*${MARKER_PREFIX})`, 'gi'), '&lt;$1');
}
/**
 * Marker line + content, within `maxChars`. When too long, the content is truncated and a visible
 * note pointing at the full receipt (bundle link when known) is appended.
 */
function fitCommentBody(marker, content, maxChars, truncate, bundleUrl) {
    content = neutralizeMarkers(content);
    const full = `${marker}\n${content}`;
    if (full.length <= maxChars)
        return { body: full, truncated: false };
    const note = truncationNote(bundleUrl);
    const budget = Math.max(0, maxChars - marker.length - 1 - note.length - 2);
    let cut = truncate(content, budget);
    if (cut.length > budget)
        cut = hardCut(cut, budget);
    // Exactly one blank line before the note, whether or not the cut ended at a line break.
    cut = cut.replace(/\n+$/, '');
    return { body: `${marker}\n${cut}\n\n${note}`, truncated: true };
}
function truncationNote(bundleUrl) {
    const where = bundleUrl === undefined
        ? "in this workflow run's study bundle artifact"
        : `in the [study bundle](${bundleUrl})`;
    return `> [!NOTE]\n> This comment was truncated to fit GitHub's comment size limit. The full receipt is ${where}.`;
}
/**
 * Fallback truncation: cut at the last line break that fits and close an open code fence, so the
 * rest of the comment is not rendered as code.
 */
function truncateAtLine(markdown, maxChars) {
    if (markdown.length <= maxChars)
        return markdown;
    const fenceClose = '\n```';
    const room = Math.max(0, maxChars - fenceClose.length);
    const lastBreak = markdown.lastIndexOf('\n', room);
    let cut = lastBreak > 0 ? markdown.slice(0, lastBreak) : hardCut(markdown, room);
    const fences = cut.split('\n').filter((line) => line.trimStart().startsWith('```')).length;
    if (fences % 2 === 1)
        cut += fenceClose;
    return cut.length <= maxChars ? cut : hardCut(cut, maxChars);
}
/** Cut to `maxChars` code units without leaving half of a surrogate pair. */
function hardCut(text, maxChars) {
    let end = Math.min(text.length, maxChars);
    const last = text.charCodeAt(end - 1);
    if (end > 0 && last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end);
}

;// CONCATENATED MODULE: ./src/adapters/github/pr-comment.ts
// The sticky pull-request comment: find ours by marker line and author, then create or update it.




const DEFAULT_MAX_PAGES = 100;
const PER_PAGE = 100;
const coreLogger = {
    info: (m) => core/* info */.pq((0,inert_log/* inertLogText */.I)(m)),
    notice: (m) => core/* notice */.lm(m),
    warning: (m) => core/* warning */.$e(m),
    debug: (m) => core/* debug */.Yz(m),
};
/**
 * Create or update this study's single pull-request comment. Never throws: every failure becomes
 * an outcome with a message, logged as a warning, because reporting must not fail a measured run.
 */
const upsertStickyComment = async (options, deps = {}) => {
    const logger = deps.logger ?? coreLogger;
    const token = options.token;
    let client;
    const redact = (text) => token === undefined || token === '' ? text : text.split(token).join('***');
    const finish = (outcome, message, extra = {}) => {
        const safe = redact(message);
        if (outcome === 'forbidden' || outcome === 'rate-limited' || outcome === 'failed')
            logger.warning(safe);
        else if (outcome === 'skipped-fork' || outcome === 'skipped-newer')
            logger.notice(safe);
        else if (outcome === 'skipped-mode')
            logger.debug(safe);
        else
            logger.info(safe);
        return { truncated: false, ...extra, outcome, message: safe };
    };
    try {
        if (token !== undefined && token !== '')
            (deps.maskSecret ?? core/* setSecret */.Pq)(token);
        if (options.mode === 'never')
            return finish('skipped-mode', 'Pull request comment skipped: comment mode is never.');
        const pr = options.pullRequest;
        if (pr === undefined) {
            return finish('skipped-not-pr', 'Pull request comment skipped: this run is not for a pull request.');
        }
        if (pr.isFork && options.mode === 'auto') {
            return finish('skipped-fork', `Pull request comment skipped: #${pr.number} comes from ${pr.headRepository ?? 'a deleted fork'}, ` +
                `and fork runs get a read-only token. The receipt is in the job summary and the study bundle.`);
        }
        if (token === undefined || token === '') {
            return finish('failed', 'Pull request comment not written: the github-token input is empty.');
        }
        const maxChars = deps.maxBodyChars ?? GITHUB_COMMENT_MAX_CHARS;
        const truncate = deps.truncate ?? truncateAtLine;
        const marker = stickyMarker(options.key);
        const header = options.runNumber === undefined ? marker : `${marker}\n${runOrderLine(options.runNumber)}`;
        const fitted = fitCommentBody(header, options.body, maxChars, truncate, options.bundleUrl);
        client = createGitHubClient({
            apiUrl: options.apiUrl,
            token,
            dispatcher: deps.dispatcher,
            timeoutMs: deps.timeoutMs,
            retry: deps.retry,
        });
        const octokit = client.octokit;
        const login = await tokenLogin(octokit, redact);
        const repo = { owner: pr.owner, repo: pr.repo };
        const existing = await findStickyComment(octokit, { ...repo, issue_number: pr.number }, marker, login, deps.maxPages ?? DEFAULT_MAX_PAGES);
        const write = async (body) => {
            const response = existing === undefined
                ? await octokit.rest.issues.createComment({ ...repo, issue_number: pr.number, body })
                : await octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
            return commentRef(response.data);
        };
        const done = (ref, truncated) => existing === undefined
            ? finish('created', `Created the pull request comment on #${pr.number}${where(ref.url)}.`, {
                commentId: ref.id,
                commentUrl: ref.url,
                truncated,
            })
            : finish('updated', `Updated the pull request comment on #${pr.number}${where(ref.url ?? existing.url)}.`, {
                commentId: ref.id ?? existing.id,
                commentUrl: ref.url ?? existing.url,
                truncated,
            });
        if (existing !== undefined && !mayReplaceComment(existing.body, options.runNumber)) {
            return finish('skipped-newer', `The pull request comment on #${pr.number} was written by run ${String(recordedRunNumber(existing.body))}, ` +
                `newer than this run (${options.runNumber === undefined ? 'no run number' : options.runNumber}); it is left as it is.`, { commentId: existing.id, commentUrl: existing.url });
        }
        if (existing !== undefined && existing.body === fitted.body) {
            return finish('unchanged', `The pull request comment on #${pr.number} is already up to date.`, {
                commentId: existing.id,
                commentUrl: existing.url,
                truncated: fitted.truncated,
            });
        }
        try {
            return done(await write(fitted.body), fitted.truncated);
        }
        catch (error) {
            if (error.status !== 422)
                throw error;
            // GitHub may count the limit differently from us (or reject for another reason): retry once, shorter.
            const harderLimit = Math.floor(Math.min(maxChars, fitted.body.length) / 2);
            const harder = fitCommentBody(header, options.body, harderLimit, truncate, options.bundleUrl);
            if (harder.body === fitted.body)
                throw error;
            logger.debug(redact(`GitHub rejected the comment (${classifyGitHubError(error, redact).message}); retrying with a shorter body.`));
            if (existing !== undefined && existing.body === harder.body) {
                return finish('unchanged', `The pull request comment on #${pr.number} is already up to date.`, {
                    commentId: existing.id,
                    commentUrl: existing.url,
                    truncated: true,
                });
            }
            return done(await write(harder.body), true);
        }
    }
    catch (error) {
        const failure = classifyGitHubError(error, redact);
        if (failure.kind === 'rate-limited') {
            return finish('rate-limited', `Pull request comment not written: GitHub's API rate limit was hit (${failure.message}). ` +
                `Re-run the job later; the receipt is in the job summary and the study bundle.`);
        }
        if (failure.kind === 'forbidden') {
            return finish('forbidden', `Pull request comment not written: the token may not write comments here (${failure.message}). ` +
                `Grant 'pull-requests: write' to the job, or set comment: never.`);
        }
        return finish('failed', `Pull request comment not written: ${failure.message}`);
    }
    finally {
        try {
            await client?.close();
        }
        catch (error) {
            logger.debug(redact(`Closing the GitHub API connection failed: ${pr_comment_describe(error)}`));
        }
    }
};
/**
 * The login the token writes comments as. GraphQL `viewer` answers for every token kind — a PAT
 * (its user), an app installation token and GITHUB_TOKEN (the app's bot, e.g. `github-actions[bot]`)
 * — where REST `GET /user` refuses installation tokens.
 */
async function tokenLogin(octokit, redact) {
    let login;
    try {
        const answer = await octokit.graphql('query { viewer { login } }');
        login = answer?.viewer?.login;
    }
    catch (error) {
        const failure = classifyGitHubError(error, redact);
        // A rate limit stays a rate limit; anything else is named for what it blocks.
        if (failure.kind === 'rate-limited')
            throw error;
        throw new Error(`${NO_IDENTITY} (${failure.message})`);
    }
    if (typeof login !== 'string' || login === '')
        throw new Error(`${NO_IDENTITY} (GraphQL viewer returned no login)`);
    return login;
}
const NO_IDENTITY = "the token's own login could not be learned, so its comment cannot be told apart from anyone " +
    "else's and nothing was written";
/**
 * True when REST `user` is the token's identity. GraphQL names a bot `app[bot]` in `viewer` but some
 * API versions drop the suffix; `[` is not allowed in user logins, so `x[bot]` can only be app x's bot.
 */
function isTokenAuthor(viewerLogin, user) {
    if (typeof user?.login !== 'string')
        return false;
    const author = user.login.toLowerCase();
    const viewer = viewerLogin.toLowerCase();
    if (author === viewer)
        return true;
    return user.type === 'Bot' && author === `${viewer.replace(/\[bot\]$/, '')}[bot]`;
}
/** True when the comment's first line is exactly the marker (GitHub may store `\r\n` line ends). */
function startsWithMarkerLine(body, marker) {
    const firstLine = body.split('\n', 1)[0] ?? '';
    return firstLine.replace(/\r$/, '') === marker;
}
/** First comment (oldest first) by the token's own identity whose first line is the marker. */
async function findStickyComment(octokit, issue, marker, login, maxPages) {
    let pages = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...issue,
        per_page: PER_PAGE,
    })) {
        pages += 1;
        if (pages > maxPages) {
            throw new Error(`more than ${maxPages} pages of comments; gave up looking for the sticky comment`);
        }
        if (!Array.isArray(page.data))
            throw new Error(`GET comments returned a non-array body (page ${pages})`);
        for (const comment of page.data) {
            if (typeof comment.id === 'number' &&
                typeof comment.body === 'string' &&
                isTokenAuthor(login, comment.user) &&
                startsWithMarkerLine(comment.body, marker)) {
                return {
                    id: comment.id,
                    body: comment.body,
                    url: typeof comment.html_url === 'string' ? comment.html_url : undefined,
                };
            }
        }
    }
    return undefined;
}
function commentRef(json) {
    const record = (typeof json === 'object' && json !== null ? json : {});
    return {
        id: typeof record.id === 'number' ? record.id : undefined,
        url: typeof record.html_url === 'string' ? record.html_url : undefined,
    };
}
function where(url) {
    return url === undefined ? '' : ` (${url})`;
}
function pr_comment_describe(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./src/adapters/server/process-registry.ts
var process_registry = __webpack_require__(7447);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(65847);
;// CONCATENATED MODULE: ./src/adapters/summary/truncate-markdown.ts
// Fits Markdown into a size budget (job summary bytes, PR comment characters) without breaking it.

class TruncationLimitError extends errors/* InputError */.dz {
    constructor(message) {
        super(message);
        this.name = 'TruncationLimitError';
    }
}
const encoder = new TextEncoder();
function truncate_markdown_measureText(text, unit) {
    return unit === 'bytes' ? encoder.encode(text).length : text.length;
}
/** `> Receipt truncated at N of M bytes; the full receipt is in the bundle artifact <link>.` */
function truncate_markdown_receiptTruncationNote(input, bundle) {
    const unitWord = input.unit === 'bytes' ? 'bytes' : 'characters';
    let where = 'the bundle artifact';
    if (bundle !== undefined) {
        const url = bundle.url === undefined ? undefined : safeLinkTarget(bundle.url);
        where += url === undefined ? ` ${codeSpan(bundle.name)}` : ` [${escapeLinkText(bundle.name)}](${url})`;
    }
    return `> Receipt truncated at ${input.keptUnits} of ${input.totalUnits} ${unitWord}; the full receipt is in ${where}.`;
}
/**
 * Returns `markdown` unchanged when it fits; otherwise the longest prefix that ends at a line
 * boundary outside any HTML tag, comment or table row, with open code fences and HTML blocks
 * closed, followed by a blank line and the note. Cutting at line boundaries never splits a
 * multi-byte character or a surrogate pair.
 */
function truncate_markdown_truncateMarkdown(markdown, options) {
    const unit = options.unit ?? 'bytes';
    const limit = options.limit;
    if (!Number.isSafeInteger(limit) || limit < 1) {
        throw new TruncationLimitError(`Truncation limit must be a positive integer, got ${String(limit)}.`);
    }
    const note = options.note ?? ((input) => truncate_markdown_receiptTruncationNote(input));
    const totalUnits = truncate_markdown_measureText(markdown, unit);
    if (totalUnits <= limit) {
        return { text: markdown, truncated: false, keptUnits: totalUnits, totalUnits, units: totalUnits };
    }
    const boundaries = cutPoints(markdown, unit);
    for (let i = boundaries.length - 1; i >= 0; i--) {
        const cut = boundaries[i];
        const noteLine = note({ keptUnits: cut.units, totalUnits, unit });
        if (noteLine.includes('\n')) {
            throw new TruncationLimitError('The truncation note must be a single line of Markdown.');
        }
        const tail = `${cut.closers}\n${noteLine}\n`;
        const units = cut.units + truncate_markdown_measureText(tail, unit);
        if (units <= limit) {
            const text = markdown.slice(0, cut.offset) + tail;
            return { text, truncated: true, keptUnits: cut.units, totalUnits, units };
        }
    }
    const smallest = truncate_markdown_measureText(`\n${note({ keptUnits: 0, totalUnits, unit })}\n`, unit);
    throw new TruncationLimitError(`Truncation limit ${limit} ${unit} is smaller than the truncation note (${smallest} ${unit}).`);
}
/**
 * Cuts `markdown` to at most `limit` units at a safe line boundary (closing open fences and HTML
 * blocks), with no note; callers add their own. Matches `(markdown, maxChars) => string`.
 */
function cutMarkdown(markdown, limit, unit = 'chars') {
    if (truncate_markdown_measureText(markdown, unit) <= limit)
        return markdown;
    const boundaries = cutPoints(markdown, unit);
    for (let i = boundaries.length - 1; i >= 0; i--) {
        const cut = boundaries[i];
        if (cut.units + truncate_markdown_measureText(cut.closers, unit) <= limit)
            return markdown.slice(0, cut.offset) + cut.closers;
    }
    return '';
}
// Void elements never need a closing tag.
const VOID_ELEMENTS = new Set([
    'area',
    'base',
    'br',
    'col',
    'embed',
    'hr',
    'img',
    'input',
    'link',
    'meta',
    'param',
    'source',
    'track',
    'wbr',
]);
// Cutting inside these and closing them keeps whole rows/items; inside anything else (a row, a
// cell, a summary, a link) the cut would be visible mid-element, so no cut is offered there.
const SPLITTABLE_ELEMENTS = new Set([
    'details',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'blockquote',
    'ul',
    'ol',
    'dl',
    'section',
    'article',
    'pre',
]);
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/;
/** Every line boundary, ascending, at which the text may be cut. */
function cutPoints(markdown, unit) {
    const points = [{ offset: 0, units: 0, closers: '' }];
    const stack = [];
    let fence;
    let inComment = false;
    let openTag;
    let offset = 0;
    let units = 0;
    while (offset < markdown.length) {
        const newline = markdown.indexOf('\n', offset);
        if (newline < 0)
            break; // the last line has no boundary after it but the end itself
        const line = markdown.slice(offset, newline);
        offset = newline + 1;
        units += truncate_markdown_measureText(line, unit) + 1;
        if (fence !== undefined) {
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close && close[1][0] === fence.char && close[1].length >= fence.length)
                fence = undefined;
        }
        else if (!inComment && openTag === undefined && FENCE_OPEN.test(line)) {
            const match = FENCE_OPEN.exec(line);
            const marker = match[1];
            if (!(marker[0] === '`' && match[2].includes('`')))
                fence = { char: marker[0], length: marker.length };
        }
        else {
            ({ inComment, openTag } = scanHtml(line, stack, inComment, openTag));
        }
        const safe = !inComment && openTag === undefined && stack.every((t) => SPLITTABLE_ELEMENTS.has(t));
        if (safe) {
            let closers = fence === undefined ? '' : `${fence.char.repeat(fence.length)}\n`;
            for (let i = stack.length - 1; i >= 0; i--)
                closers += `</${stack[i]}>\n`;
            points.push({ offset, units, closers });
        }
    }
    return points;
}
/** Updates the open-element stack with the tags of one line outside code. */
function scanHtml(rawLine, stack, inComment, openTag) {
    let line = rawLine;
    let i = 0;
    const finishTag = (tag, selfClosing) => {
        if (tag.closing) {
            const at = stack.lastIndexOf(tag.name);
            if (at >= 0)
                stack.length = at;
        }
        else if (!selfClosing && !VOID_ELEMENTS.has(tag.name)) {
            stack.push(tag.name);
        }
    };
    if (inComment) {
        const end = line.indexOf('-->');
        if (end < 0)
            return { inComment: true, openTag };
        i = end + 3;
        inComment = false;
    }
    else if (openTag !== undefined) {
        const end = line.indexOf('>');
        if (end < 0)
            return { inComment, openTag };
        finishTag(openTag, line[end - 1] === '/');
        openTag = undefined;
        i = end + 1;
    }
    // Tags inside inline code are text, not markup.
    line = line.slice(0, i) + line.slice(i).replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    while (i < line.length) {
        const lt = line.indexOf('<', i);
        if (lt < 0)
            break;
        if (line.startsWith('<!--', lt)) {
            const end = line.indexOf('-->', lt + 4);
            if (end < 0)
                return { inComment: true, openTag };
            i = end + 3;
            continue;
        }
        const match = TAG.exec(line.slice(lt));
        if (!match) {
            i = lt + 1;
            continue;
        }
        const tag = { name: match[2].toLowerCase(), closing: match[1] === '/' };
        const end = line.indexOf('>', lt + match[0].length);
        if (end < 0)
            return { inComment, openTag: tag };
        finishTag(tag, line[end - 1] === '/');
        i = end + 1;
    }
    return { inComment, openTag };
}
function codeSpan(text) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const ticks = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${text}${pad}${ticks}`;
}
function escapeLinkText(text) {
    return text.replace(/[\\`*_[\]<>()#!|~&]/g, (c) => `\\${c}`);
}
/** An http(s) URL usable as a Markdown link target, or undefined. */
function safeLinkTarget(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    return parsed.href.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

;// CONCATENATED MODULE: ./src/adapters/summary/summary-writer.ts
// Writes the receipt to the job summary ($GITHUB_STEP_SUMMARY), within GitHub's per-step size limit.



/** GitHub refuses a step summary larger than 1 MiB. */
const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;
class SummaryBudgetError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SummaryBudgetError';
    }
}
/**
 * Appends `markdown` to the step summary; when it would take the file past `limitBytes`, it is cut
 * at a line boundary and a visible note says where the full receipt is.
 */
async function writeSummary(markdown, options = {}) {
    const limit = options.limitBytes ?? STEP_SUMMARY_LIMIT_BYTES;
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        throw new SummaryBudgetError('GITHUB_STEP_SUMMARY is not set; this runtime has no job summary to write to.');
    }
    const existing = (await (0,promises_.stat)(file).catch(() => undefined))?.size ?? 0;
    // Anything another caller left in the shared buffer goes out with this write, so it counts too.
    const pending = truncate_markdown_measureText(core/* summary */.z.stringify(), 'bytes');
    const budget = limit - existing - pending;
    const receiptBytes = truncate_markdown_measureText(markdown, 'bytes');
    let fitted;
    try {
        fitted = truncate_markdown_truncateMarkdown(markdown, {
            limit: Math.max(budget, 1),
            unit: 'bytes',
            note: (input) => truncate_markdown_receiptTruncationNote(input, options.bundleLink),
        });
    }
    catch (error) {
        throw new SummaryBudgetError(`The job summary has ${Math.max(budget, 0)} of ${limit} bytes left (${existing} already written), ` +
            `too few for the receipt or its truncation note: ${error.message}`);
    }
    if (budget < 1 || fitted.units > budget) {
        throw new SummaryBudgetError(`The job summary has no room left: ${existing} of ${limit} bytes already written.`);
    }
    await core/* summary */.z.addRaw(fitted.text).write();
    return {
        truncated: fitted.truncated,
        writtenBytes: fitted.units + pending,
        keptBytes: fitted.keptUnits,
        receiptBytes,
    };
}
class ActionsSummaryWriter {
    write(markdown, options) {
        return writeSummary(markdown, options);
    }
}
/** Keeps what would have been written, applying the same budget. For tests. */
class MemorySummaryWriter {
    writes = [];
    async write(markdown, options = {}) {
        const limit = options.limitBytes ?? STEP_SUMMARY_LIMIT_BYTES;
        const existing = measureText(this.writes.join(''), 'bytes');
        const fitted = truncateMarkdown(markdown, {
            limit: limit - existing,
            unit: 'bytes',
            note: (input) => receiptTruncationNote(input, options.bundleLink),
        });
        this.writes.push(fitted.text);
        return {
            truncated: fitted.truncated,
            writtenBytes: fitted.units,
            keptBytes: fitted.keptUnits,
            receiptBytes: fitted.totalUnits,
        };
    }
}

// EXTERNAL MODULE: ./src/action/inputs.ts + 1 modules
var action_inputs = __webpack_require__(24350);
;// CONCATENATED MODULE: ./src/adapters/process/child-env.ts
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
const WITHHELD_NAMES = [
    'INPUT_GITHUB-TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
];
/** Removes the withheld credentials from `env` (process.env by default); returns the names removed. */
function withholdCredentials(env = process.env) {
    const removed = WITHHELD_NAMES.filter((name) => env[name] !== undefined);
    for (const name of removed)
        delete env[name];
    return removed;
}

// EXTERNAL MODULE: ./src/domain/core/json.ts
var core_json = __webpack_require__(18050);
// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(84256);
;// CONCATENATED MODULE: ./src/domain/bundle/sha256-sums.ts
// SHA-256 lists (SHA256SUMS, a cell's artifact.sha256, prepare.sha256): the one text format, its
// parser, the bundle-relative path rule every listed name obeys, and the problems a check reports.


/** A bundle-relative path that is safe to write, list and extract. */
function assertSafeRelativePath(rel, what = 'path') {
    // eslint-disable-next-line no-control-regex
    if (!rel || rel.startsWith('/') || rel.includes('\\') || /[\u0000-\u001f\u007f]/.test(rel))
        (0,errors/* fail */.fJ)(`unsafe ${what} ${JSON.stringify(rel)}`);
    const parts = rel.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
        (0,errors/* fail */.fJ)(`unsafe ${what} ${JSON.stringify(rel)}`);
    return rel;
}
function renderSha256Sums(entries) {
    const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return sorted.map((e) => `${e.sha256}  ./${assertSafeRelativePath(e.path)}\n`).join('');
}
function parseSha256Sums(text, file = bundle_layout/* SUMS_FILE */.A$) {
    const out = new Map();
    text.split('\n').forEach((line, i) => {
        if (line === '')
            return;
        const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
        if (!m)
            (0,errors/* fail */.fJ)(`line ${i + 1} is not "<sha256>  <path>"`, file);
        const rel = assertSafeRelativePath(m[2].replace(/^\.\//, ''), `path on line ${i + 1}`);
        if (out.has(rel))
            (0,errors/* fail */.fJ)(`line ${i + 1} lists ${rel} twice`, file);
        out.set(rel, m[1]);
    });
    return out;
}
/**
 * What is wrong between a list and the files present: unlisted files, listed files that are
 * missing, and digests that differ. `digest` is asked only for files both listed and present.
 */
async function sha256ListProblems(listFile, listed, present, digest) {
    const files = present.filter((f) => f !== listFile);
    const bad = [];
    for (const f of files)
        if (!listed.has(f))
            bad.push(`${f}: present but not listed in ${listFile}`);
    for (const [f, sha] of listed) {
        if (!files.includes(f))
            bad.push(`${f}: listed in ${listFile} but missing`);
        else {
            const got = await digest(f);
            if (got !== sha)
                bad.push(`${f}: sha256 ${got} does not match ${listFile} (${sha})`);
        }
    }
    return bad;
}

;// CONCATENATED MODULE: ./src/adapters/bundle/bundle-files.ts
// Reading and writing bundle files safely: no symlinks, no paths outside the bundle, atomic writes.






const MAX_INPUT_BYTES = 256 * 1024 * 1024;
/** Reads a regular file (not a symlink), naming it in every error. */
async function bundle_files_readInputFile(path, display = path) {
    let st;
    try {
        st = await (0,promises_.lstat)(path);
    }
    catch {
        throw new errors/* InputError */.dz('file not found', display);
    }
    if (st.isSymbolicLink())
        throw new errors/* InputError */.dz('must be a regular file, not a symbolic link', display);
    if (!st.isFile())
        throw new errors/* InputError */.dz('must be a regular file', display);
    if (st.size > MAX_INPUT_BYTES)
        throw new errors/* InputError */.dz(`is larger than ${MAX_INPUT_BYTES} bytes`, display);
    try {
        return new Uint8Array(await (0,promises_.readFile)(path));
    }
    catch (e) {
        throw new errors/* InputError */.dz(`cannot read: ${e.code ?? e.message}`, display);
    }
}
/** Reads a regular file as strict UTF-8 text, naming it when it is not. */
async function readTextFile(path, display = path) {
    const bytes = await bundle_files_readInputFile(path, display);
    try {
        return (0,core_json/* decodeUtf8Strict */.h0)(bytes);
    }
    catch {
        throw new errors/* InputError */.dz('is not valid UTF-8', display);
    }
}
async function exists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Resolves a bundle-relative path, refusing anything that escapes the bundle root. */
function bundlePath(root, rel) {
    assertSafeRelativePath(rel, 'bundle path');
    const abs = (0,external_node_path_.resolve)(root, rel);
    const r = (0,external_node_path_.relative)((0,external_node_path_.resolve)(root), abs);
    if (r.startsWith('..') || r.includes(`..${external_node_path_.sep}`))
        throw new errors/* InputError */.dz(`path ${rel} escapes the bundle`);
    return abs;
}
/** Every regular file under root as sorted bundle-relative paths; symlinks are errors. */
async function listBundleFiles(root) {
    const out = [];
    const walk = async (dir, prefix) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        for (const e of entries) {
            const rel = prefix ? `${prefix}/${e.name}` : e.name;
            if (e.isSymbolicLink())
                throw new errors/* InputError */.dz('bundles must not contain symbolic links', rel);
            if (e.isDirectory())
                await walk((0,external_node_path_.join)(dir, e.name), rel);
            else if (e.isFile())
                out.push(assertSafeRelativePath(rel, 'bundle file name'));
            else
                throw new errors/* InputError */.dz('bundles may contain only regular files and directories', rel);
        }
    };
    await walk(root, '');
    return out.sort();
}
/** Checks that a directory given as a bundle exists and is a directory, naming it as given. */
async function assertBundleDirectory(path, display = path, what = 'bundle directory') {
    let st;
    try {
        st = await (0,promises_.stat)(path);
    }
    catch {
        throw new errors/* InputError */.dz(`${what} not found`, display);
    }
    if (!st.isDirectory())
        throw new errors/* InputError */.dz(`is not a directory (expected a ${what})`, display);
}
/**
 * Every file of a bundle directory (listBundleFiles), with a file system refusal (not a directory,
 * no permission) turned into bad input naming the directory as given, or the entry below it.
 */
async function listBundleDirectory(dir, display, expected) {
    try {
        return await listBundleFiles(dir);
    }
    catch (e) {
        const err = e;
        if (typeof err.code !== 'string')
            throw e;
        const rel = typeof err.path === 'string' ? (0,external_node_path_.relative)(dir, err.path).split(external_node_path_.sep).join('/') : '';
        const where = rel && !rel.startsWith('..') ? `${display}/${rel}` : display;
        if (err.code === 'ENOTDIR')
            throw new errors/* InputError */.dz(`is not a directory (expected ${expected})`, where);
        throw new errors/* InputError */.dz(`cannot read: ${err.code}${err.code === 'EACCES' ? ' (permission denied)' : ''}`, where);
    }
}
/**
 * The one writer of every output file: writes a temporary sibling (created exclusively), syncs it
 * and renames it over the target, so a failure never leaves a partial file looking complete.
 * Refuses to overwrite unless `overwrite`, refuses a directory target, and never creates missing
 * parent directories (a typo in a path should not grow a directory tree): the error names the
 * missing directory. `display` is the path as the user gave it.
 */
async function checkOutputTarget(path, overwrite, display = path) {
    // resolve() drops a trailing slash, which would turn `out/new/` into a file named `out/new`.
    if ([path, display].some((p) => ['/', sep, '/.', `${sep}.`].some((end) => p.endsWith(end))))
        throw new InputError('names a directory (it ends with a slash); give a file path for the output', display);
    const abs = resolve(path);
    const parentShown = dirname(display) === '' ? '.' : dirname(display);
    let parentStat;
    try {
        parentStat = await stat(dirname(abs));
    }
    catch {
        throw new InputError(`directory ${parentShown} does not exist (create it first)`, display);
    }
    if (!parentStat.isDirectory())
        throw new InputError(`${parentShown} is not a directory`, display);
    let target;
    try {
        target = await lstat(abs);
    }
    catch {
        target = null;
    }
    if (target?.isDirectory())
        throw new InputError('is a directory; give a file path for the output', display);
    if (target && !target.isFile() && !target.isSymbolicLink())
        throw new InputError('exists and is not a regular file', display);
    if (target && !overwrite)
        throw new InputError('output already exists (pass --force to overwrite)', display);
}
async function writeOutputAtomic(path, content, overwrite = false, display = path) {
    await checkOutputTarget(path, overwrite, display);
    const abs = resolve(path);
    const parent = dirname(abs);
    const tmp = join(parent, `.${basename(abs)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
        const fh = await open(tmp, 'wx');
        try {
            await fh.writeFile(content);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await rename(tmp, abs);
    }
    catch (e) {
        await rm(tmp, { force: true });
        const err = e;
        if (typeof err.code === 'string')
            throw new InputError(`cannot write: ${err.code}${err.code === 'EACCES' ? ' (permission denied)' : ''}`, display);
        throw e;
    }
}
/**
 * Writes `path` through a temporary file in the same folder and a rename, so an exit or a full disk
 * at any moment leaves either the whole new file or none (never a 0-byte or partial one). A failure
 * names the file (`display`) and keeps the system error as its cause and code.
 */
async function writeFileAtomic(path, content, display = path) {
    const abs = (0,external_node_path_.resolve)(path);
    const tmp = (0,external_node_path_.join)((0,external_node_path_.dirname)(abs), `.${(0,external_node_path_.basename)(abs)}.partial-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    try {
        await (0,promises_.writeFile)(tmp, content, { flag: 'wx' });
        await (0,promises_.rename)(tmp, abs);
    }
    catch (e) {
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
        const err = e;
        throw Object.assign(new Error(`could not write ${display}: ${err.message}`, { cause: e }), {
            code: err.code,
        });
    }
}
async function writeFileEnsuringDir(path, content) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, content);
}

// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(78830);
;// CONCATENATED MODULE: ./src/adapters/bundle/checksums.ts
// Writing and checking a directory's SHA-256 list on disk: every writer and checker of SHA256SUMS,
// artifact.sha256 and prepare.sha256 goes through here, so the format and the problem texts agree.





/** Hashes `files` (relative to `dir`) and writes their list to `dir/listFile`; returns `files`. */
async function writeSha256List(dir, files, listFile) {
    const entries = await Promise.all(files.map(async (path) => ({ path, sha256: (0,hashing/* sha256Hex */.fg)(await (0,promises_.readFile)((0,external_node_path_.join)(dir, path))) })));
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, listFile), renderSha256Sums(entries));
    return [...files];
}
/**
 * Checks `dir/listFile` against every file of `dir` (read safely: no symlinks, bounded size).
 * Throws InputError when the list itself is unreadable or malformed; otherwise returns how many
 * files it lists and the problems found (empty = every file listed, present and matching).
 */
async function checkSha256List(dir, listFile) {
    const listed = parseSha256Sums(await readTextFile(bundlePath(dir, listFile), listFile), listFile);
    const problems = await sha256ListProblems(listFile, listed, await listBundleFiles(dir), async (f) => (0,hashing/* sha256Hex */.fg)(await bundle_files_readInputFile(bundlePath(dir, f), f)));
    return { listed: listed.size, problems };
}

// EXTERNAL MODULE: ./src/domain/measurement/manifest.ts
var manifest = __webpack_require__(70074);
;// CONCATENATED MODULE: ./src/domain/report/markdown-escape.ts
// Escaping of plan- and artifact-derived text for the Markdown the tool publishes (receipt, job
// summary, PR comment, chart tables). Such text is data: it must never become markup, a mention, a
// link, a table cell boundary or the sticky-comment marker. One implementation, used everywhere.
/**
 * The receipt's own Markdown escape (capacity-receipt.md §2): backslash, then bar, then backtick.
 * It keeps tables and code spans intact but nothing else; `markdownText` builds on it.
 */
function esc(s) {
    return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, '\\`');
}
/** Control characters, line/paragraph separators and bidirectional overrides: shown as one space. */
const BREAKING = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;
const ZWSP = '\u200b';
/**
 * Inline text for a table cell, heading, list item or paragraph. On top of `esc`:
 * - line breaks and other control characters become a space (a newline would end a table row or
 *   start a new block);
 * - `&`, `<`, `>` become entities, so no HTML tag, entity or `<!-- … -->` comment (the sticky
 *   comment marker) can appear, and `<…>` autolinks cannot form;
 * - `[` and `]` are backslash-escaped, so neither `[text](url)` links nor `![alt](src)` images form;
 * - `@` before a name and `#` before a number get a zero-width space, so `@user`, `@org/team`,
 *   `#123` and `owner/repo#123` notify nobody, and bare `https://` / `www.` addresses are broken the same way;
 * - a block marker at the very start (`#`, `-`, `+`, `*`, `=`, `1.`) is backslash-escaped.
 * Plain text (letters, digits, spaces, `.,:;()/_-*`) is returned unchanged.
 */
function markdownText(s) {
    let t = esc(s.replace(BREAKING, ' '))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[[\]]/g, (m) => `\\${m}`)
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`)
        // `#12`, `owner/repo#12`; not the `&amp;#64;` of an escaped entity, which is text already.
        .replace(/(?<!&amp;)#(?=\p{N})/gu, `#${ZWSP}`)
        .replace(/:\/\//g, `:/${ZWSP}/`)
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 1)}${ZWSP}${m.slice(1)}`);
    if (/^(?:[#+=*-]|\d+[.)])/.test(t))
        t = /^\d/.test(t) ? t.replace(/^(\d+)/, '$1\\') : `\\${t}`;
    return t;
}
/** Characters a backtick code span cannot carry safely: its own delimiter, a table pipe, a line break, `<`. */
const CODE_UNSAFE = /[`|\\<\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/**
 * Data shown as code. Plain values keep the familiar backtick code span (where GitHub renders them
 * literally: no mention, link or HTML); a value that could close the span, split a table cell or
 * spell the comment marker is rendered as `<code>` with `markdownText` inside instead.
 */
function markdownCode(s) {
    return CODE_UNSAFE.test(s) ? `<code>${markdownText(s)}</code>` : `\`${s}\``;
}

;// CONCATENATED MODULE: ./src/domain/report/receipt-client-timing.ts
// The receipt's statement of the load client's own timing error: when the manifest records the
// prepare stage's self-check (host_evidence.client_timing), the receipt says how far the client's
// TTFT/E2E readings were from a scripted server's ground truth on that machine; otherwise it adds
// nothing, so receipts of studies without the check (the published seed receipt included) are unchanged.


const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
/** The self-check a study's manifest records, or null (absent or not the shape prepare writes). */
function recordedClientTiming(provenance) {
    if (!isObject(provenance) || !isObject(provenance.host_evidence))
        return null;
    const c = provenance.host_evidence.client_timing;
    if (!isObject(c))
        return null;
    if (typeof c.error === 'string' && c.error.trim() !== '')
        return { kind: 'failed', error: c.error.trim() };
    const s = c.schedule;
    if (!isObject(s) || !finite(s.first_token_ms) || !finite(s.gap_ms) || !finite(s.tokens))
        return null;
    if (!Array.isArray(c.levels) || c.levels.length === 0)
        return null;
    const levels = [];
    for (const l of c.levels) {
        if (!isObject(l) || !finite(l.concurrency))
            return null;
        const level = { concurrency: l.concurrency };
        for (const key of manifest/* CLIENT_TIMING_FIGURES */.F$) {
            const v = l[key];
            if (!finite(v))
                return null;
            level[key] = v;
        }
        levels.push(level);
    }
    return { kind: 'measured', firstTokenMs: s.first_token_ms, gapMs: s.gap_ms, tokens: s.tokens, levels };
}
const ms = (v) => `${v.toFixed(2)} ms`;
/**
 * The statement as plain text (a bold lead and a sentence), for the receipt and the HTML report to
 * escape in their own way; null without a self-check.
 */
function clientTimingStatement(provenance) {
    const t = recordedClientTiming(provenance);
    if (!t)
        return null;
    if (t.kind === 'failed')
        return {
            lead: 'Load client timing:',
            text: `the self-check before measuring failed (${t.error}), so the load client's own timing error on this runner is unknown.`,
        };
    const worst = (key) => Math.max(...t.levels.map((l) => l[key]));
    const levels = t.levels.map((l) => l.concurrency).join(', ');
    return {
        lead: 'Load client timing on this runner:',
        text: `before measuring, the load client timed a scripted server (first token after ${t.firstTokenMs} ms, then one token every ${t.gapMs} ms, ${t.tokens} tokens; ground truth on the same monotonic clock) at C = ${levels}. Its TTFT readings were off by at most ${ms(worst('ttft_error_ms_p50'))} at p50 and ${ms(worst('ttft_error_ms_p99'))} at p99, its E2E readings by at most ${ms(worst('e2e_error_ms_p50'))} and ${ms(worst('e2e_error_ms_p99'))}, and its clock started at most ${ms(worst('start_to_arrival_ms_p50'))} (p50) before a request reached the server. Latency differences below these are within the client's own error.`,
    };
}
/** Lines inserted after the receipt header (and the emulation notice); empty without a self-check. */
function clientTimingNotice(study) {
    const s = clientTimingStatement(study.provenance);
    return s ? ['', `> **${s.lead}** ${markdownText(s.text)}`] : [];
}

;// CONCATENATED MODULE: ./src/domain/report/receipt-emulation.ts
// The receipt's emulation notice: when the manifest records that the servers ran under a user-mode
// emulator (host_evidence.launcher), the receipt says so plainly; otherwise it adds nothing, so
// receipts of native runs (the published seed receipt included) are unchanged.

const receipt_emulation_text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
/** The launcher a study's manifest records, or null (absent or not the shape the prepare stage writes). */
function recordedLauncher(provenance) {
    if (provenance === null || typeof provenance !== 'object')
        return null;
    const host = provenance.host_evidence;
    if (host === null || typeof host !== 'object')
        return null;
    const l = host.launcher;
    if (l === null || typeof l !== 'object')
        return null;
    const r = l;
    const emulator = receipt_emulation_text(r.emulator);
    if (!emulator)
        return null;
    return {
        emulator,
        version: receipt_emulation_text(r.version) ?? 'version not recorded',
        emulatedCpu: receipt_emulation_text(r.emulated_cpu) ?? 'not recorded',
        host: receipt_emulation_text(r.host_architecture) ?? 'another architecture',
        guest: receipt_emulation_text(r.guest_architecture) ?? 'a foreign architecture',
    };
}
/** Lines inserted after the receipt header; empty for native runs. */
function emulationNotice(study) {
    const l = recordedLauncher(study.provenance);
    if (!l)
        return [];
    return [
        '',
        `> **Emulated run:** every llama-server in this study was built for ${markdownText(l.guest)} and ran under the user-mode emulator ${markdownCode(l.emulator)} (${markdownText(l.version)}; emulated CPU ${markdownCode(l.emulatedCpu)}) on a host of architecture ${markdownText(l.host)}. Every throughput, latency and memory figure below comes from emulation and says nothing about the speed of an Arm64 CPU; only the build, symbol and KleidiAI marker evidence is the real thing.`,
    ];
}

// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(66883);
// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(84975);
;// CONCATENATED MODULE: ./src/domain/report/receipt-decision.ts
// The receipt's "Decision" section (docs/decision.md) for studies whose plan asks for one: the
// headline, each candidate's best point with intervals and three-valued gates, the comparisons with
// their factor and verdict, the runner's noise floor, and what would settle what is still open.



const VERDICT_WORDS = {
    better: 'better',
    worse: 'worse',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
const STATUS_WORDS = {
    decided: 'decided',
    not_distinguishable: 'not distinguishable — chosen by the tie rule',
    indeterminate: 'INDETERMINATE',
    no_eligible_cell: 'no eligible point',
};
const FACTOR_WORDS = {
    build: 'build',
    model: 'model',
    server_args: 'server options',
    confounded: 'CONFOUNDED',
    identical: 'identical (A/A)',
};
const gate = (g) => (g === null ? 'not gated' : g.toUpperCase());
const pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
/** A confidence level as a percentage without a trailing `.0` (0.95 → `95`). */
const level = (c) => (0,format/* pyFixed */.mS)(c * 100, 1).replace(/\.0$/, '');
function boundText(b) {
    if (b.estimate === null)
        return 'no completed request';
    const upper = b.upper === null
        ? `no upper bound (needs ${b.requests_needed ?? '?'} requests, has ${b.requests})`
        : `≤ ${(0,format/* pyFixed */.mS)(b.upper, 1)}`;
    return `${(0,format/* pyFixed */.mS)(b.estimate, 1)} ms (${upper})`;
}
function label(study, id) {
    return markdownText(study.plan.candidates.find((c) => c.id === id)?.label ?? id);
}
function cellOf(d, id, p, c) {
    return d.cells.find((x) => x.candidate_id === id && x.server_parallel === p && x.client_concurrency === c);
}
function bestPoints(study, d) {
    const lines = [
        `| Candidate | Best eligible point | Generation rate [${level(d.confidence)} % CI] | TTFT p95 | E2E p95 | Gates (completion · TTFT · E2E · memory · quality) |`,
        '| --- | --- | ---: | ---: | ---: | --- |',
    ];
    for (const candidate of study.plan.candidates) {
        const sel = d.comparisons.find((c) => c.at === 'selected' && (c.a === candidate.id || c.b === candidate.id));
        const ref = sel ? (sel.a === candidate.id ? sel.a_cell : sel.b_cell) : chosenOrBest(d, candidate.id);
        const cell = ref ? cellOf(d, candidate.id, ref.server_parallel, ref.client_concurrency) : undefined;
        if (cell === undefined) {
            lines.push(`| ${label(study, candidate.id)} | No eligible point | — | — | — | — |`);
            continue;
        }
        const g = cell.gates;
        lines.push(`| ${label(study, candidate.id)} | P${cell.server_parallel} / C${cell.client_concurrency} | ` +
            `${(0,headline/* rateText */.cf)(cell.generated_tokens_per_second.estimate, cell.generated_tokens_per_second.ci)} | ` +
            `${boundText(cell.ttft_ms_p95)} | ${boundText(cell.e2e_latency_ms_p95)} | ` +
            `${[g.completion, g.ttft, g.e2e, g.memory, g.quality].map(gate).join(' · ')} |`);
    }
    return lines;
}
/**
 * A candidate in no comparison (the only one with an eligible point): the chosen cell, else its best
 * eligible cell by the decision's own rule — highest rate, then lower E2E p95, fewer slots, fewer clients.
 */
function chosenOrBest(d, id) {
    if (d.choice?.candidate_id === id)
        return d.choice.cell;
    let best = null;
    const rate = (c) => c.generated_tokens_per_second.estimate;
    const e2e = (c) => c.e2e_latency_ms_p95.estimate ?? Infinity;
    const key = (c) => [-rate(c), e2e(c), c.server_parallel, c.client_concurrency];
    for (const c of d.cells) {
        if (c.candidate_id !== id || c.verdict === 'fail' || c.generated_tokens_per_second.estimate === null)
            continue;
        if (best === null)
            best = c;
        else {
            const [k, b] = [key(c), key(best)];
            const i = k.findIndex((x, j) => x !== b[j]);
            if (i >= 0 && k[i] < b[i])
                best = c;
        }
    }
    return best;
}
function comparisons(study, d) {
    if (d.comparisons.length === 0)
        return [];
    const lines = [
        '',
        `| A vs B | Factor | At | A / B − 1 [${level(d.confidence)} % CI] | Verdict | Pairs to resolve |`,
        '| --- | --- | --- | ---: | --- | ---: |',
    ];
    for (const c of d.comparisons) {
        const at = c.at === 'selected'
            ? `each at its best (P${c.a_cell.server_parallel} / C${c.a_cell.client_concurrency} vs P${c.b_cell.server_parallel} / C${c.b_cell.client_concurrency})`
            : c.at.replace('/', ' / ');
        const factor = FACTOR_WORDS[c.factor] + (c.factor_detail ? ` (${markdownText(c.factor_detail)})` : '');
        lines.push(`| ${label(study, c.a)} vs ${label(study, c.b)} | ${factor} | ${at} | ${(0,headline/* changeText */.k0)(c.ratio, c.ci)} | ` +
            `${VERDICT_WORDS[c.verdict]} | ${c.pairs_needed === null ? '—' : String(c.pairs_needed)} |`);
    }
    if (d.comparisons.some((c) => c.factor === 'confounded'))
        lines.push('', 'A CONFOUNDED pair differs in more than one factor (build, model, server options): its difference is measured, but it cannot be credited to any one of them.');
    return lines;
}
function noise(d) {
    if (d.noise_floor === null)
        return [
            '',
            `**Noise of this runner:** not measurable (${markdownText(d.noise.reason ?? 'no residual degrees of freedom')}).`,
        ];
    const mde = d.minimum_detectable_effect === null ? 'not available' : pct(d.minimum_detectable_effect);
    return [
        '',
        `**Noise of this runner:** one measurement of one configuration varies by ${pct(d.noise_floor)} (relative SD) between counterbalanced passes, from ${d.noise.cells} cells in ${d.noise.server_runs} server runs × ${d.passes} passes (${(0,format/* pyFixed */.mS)(d.noise.df, 1)} degrees of freedom); ` +
            `pass-wide shifts ${d.noise.pass_shift.map((s) => (0,headline/* changeText */.k0)(1 + s, null).replace(' [no interval]', '')).join(', ')}. ` +
            `Smallest difference a comparison detects (80 % power): ${mde}; no winner is called below it or below the ${pct(d.indifference_zone)} indifference zone.`,
    ];
}
function openItems(study, d) {
    const lines = [];
    const needs = d.cells
        .map((c) => c.e2e_latency_ms_p95.requests_needed ?? c.ttft_ms_p95.requests_needed)
        .filter((n) => n !== null);
    if (needs.length > 0) {
        const most = Math.max(...needs);
        lines.push(`- ${needs.length} of ${d.cells.length} cells have too few requests for a distribution-free bound on their p95 (${most} are needed per cell, over all passes): their latency gates are INDETERMINATE.`);
    }
    const unresolved = d.comparisons.filter((c) => c.pairs_needed !== null);
    if (unresolved.length > 0) {
        const most = Math.max(...unresolved.map((c) => c.pairs_needed));
        lines.push(`- ${unresolved.length} comparison(s) are not resolved at this noise; up to ${most} counterbalanced pair(s) in all (decision.pairs; this study ran ${d.pairs}) would detect the observed differences with 80 % power.`);
    }
    for (const e of d.grid_edge) {
        const next = [
            e.next_levels.server_parallel === null ? null : `P ${e.next_levels.server_parallel}`,
            e.next_levels.client_concurrency === null ? null : `C ${e.next_levels.client_concurrency}`,
        ].filter((x) => x !== null);
        lines.push(`- The best point of ${label(study, e.candidate_id)} (P${e.cell.server_parallel} / C${e.cell.client_concurrency}) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add ${next.join(' and ')}.`);
    }
    return lines.length === 0 ? [] : ['', '**What would settle what is open:**', '', ...lines];
}
/** The section, or nothing for a study without a decision. */
function decisionSection(study) {
    const d = study.decision;
    if (d === undefined)
        return [];
    const choice = d.choice;
    const lines = ['## Decision', ''];
    if (choice !== null) {
        lines.push(`**${markdownText(choice.headline)}**`, '');
        const runner = choice.runner_up === null ? 'none' : label(study, choice.runner_up.candidate_id);
        lines.push(`Status: **${STATUS_WORDS[choice.status]}** · runner-up: ${runner}` +
            (choice.probability_best === null
                ? ''
                : ` · best in ${(0,format/* pyFixed */.mS)(choice.probability_best * 100, 0)} % of ${d.resamples} resamples`) +
            '.', '');
    }
    lines.push(...bestPoints(study, d), ...comparisons(study, d), ...noise(d), ...openItems(study, d));
    lines.push('', `Intervals are ${level(d.confidence)} % confidence intervals for this runner (${markdownText(d.method)}); gate bounds are one-sided at the same level. "No detectable difference" means the interval of the ratio includes no difference; INDETERMINATE means the evidence cannot settle it — add the pairs or requests named above, or accept the tie rule (docs/decision.md).`, '');
    return lines;
}

// EXTERNAL MODULE: ./src/domain/study/wording.ts
var study_wording = __webpack_require__(37462);
;// CONCATENATED MODULE: ./src/domain/report/receipt.ts
// Markdown receipt of one validated capacity study (capacity-receipt.md). Pure: the study in, text out.







/** The command-line program the reproduce block invokes. */
const CLI_COMMAND = 'paretopilot-capacity';
// ---------------------------------------------------------------------------------------------
// Formatting helpers (receipt §2)
const f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
/** Sign always shown; −0.0 counts as negative, as in Python. */
function sf1(x) {
    const negative = x < 0 || Object.is(x, -0);
    return (negative ? '-' : '+') + f1(Math.abs(x));
}
/** Multiplies in binary floating point first, then formats. */
function pct1(x) {
    return f1(x * 100) + '%';
}
function receipt_ms(x) {
    return x === null || x === undefined ? 'not measured' : `${f1(x)} ms`;
}
const receipt_status = (b) => (b ? 'PASS' : 'FAIL');
const yesno = (b) => (b ? 'Yes' : 'No');
const point = (p, c) => `P${p} / C${c}`;
const UNQUALIFIED_SENTENCES = {
    one_or_more_passes_failed_load_slo: 'At least one pass missed the load SLO',
    server_peak_rss_above_maximum: 'Peak memory exceeded the service budget',
    quality_gate_failed: 'The task-specific quality guard failed',
    throughput_relative_spread_above_maximum: 'Generation rate varied too much between passes',
    e2e_relative_spread_above_maximum: 'Observed-p95 end-to-end latency varied too much between passes',
};
const PASS_PHRASES = {
    completion_rate_below_minimum: 'completion rate was below the minimum',
    no_completed_request_ttft: 'no completed request produced TTFT evidence',
    ttft_ms_p95_above_maximum: 'observed-p95 TTFT exceeded the limit',
    no_completed_request_e2e: 'no completed request produced E2E evidence',
    e2e_latency_ms_p95_above_maximum: 'observed-p95 E2E exceeded the limit',
};
const own = (table, key) => Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
/** Failure code → sentence (receipt §4.3), with Python `capitalize()` semantics. */
function human(code) {
    const sentence = own(UNQUALIFIED_SENTENCES, code);
    if (sentence !== undefined)
        return sentence;
    const colon = code.indexOf(':');
    if (colon >= 0) {
        const phrase = own(PASS_PHRASES, code.slice(colon + 1));
        if (phrase !== undefined)
            return `${(0,format/* pyCapitalize */.Os)(code.slice(0, colon))} pass: ${phrase}`;
    }
    return (0,format/* pyCapitalize */.Os)(code.replace(/_/g, ' '));
}
const NUMBER_WORDS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
];
/** `one`..`twenty` as words, anything else as digits. */
function numberWord(n) {
    return Number.isInteger(n) && n >= 1 && n <= 20 ? NUMBER_WORDS[n] : String(n);
}
function counted(n, singular, plural) {
    return `${numberWord(n)} ${n === 1 ? singular : plural}`;
}
/** Integral → `1`; otherwise the shortest decimal that round-trips, never exponent notation. */
function shortDecimal(x) {
    if (Number.isInteger(x))
        return String(x);
    const s = String(x);
    return s.includes('e') ? x.toFixed(20).replace(/0+$/, '') : s;
}
// Values reach the command block from the study, so anything outside a conservative set is quoted.
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;
function shellArg(s) {
    return SHELL_SAFE.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function shellQuotedWord(s) {
    return SHELL_SAFE.test(s.replace(/#/g, '')) ? `"${s}"` : `'${s.replace(/'/g, `'\\''`)}'`;
}
// ---------------------------------------------------------------------------------------------
// Sections
function findCell(study, candidateId, p, c) {
    return study.cells.find((cell) => cell.candidate_id === candidateId && cell.server_parallel === p && cell.client_concurrency === c);
}
const ascending = (levels) => [...levels].sort((a, b) => a - b);
/** The context sentences of this study (plan wording, else derived from the study's facts). */
function receiptWording(study) {
    return (0,study_wording/* studyWording */.Eo)((0,study_wording/* wordingFacts */.qT)(study.plan, study.provenance));
}
function header(study, wording) {
    const lines = [
        `# ${markdownText(wording.title)}`,
        '',
        `> **${markdownText(wording.banner)}**`,
        '',
        ...decisionSection(study),
        markdownText(wording.question),
        '',
        `**Scope:** ${markdownText(study.plan.scope)}`,
        '',
        '`P` = llama-server slots · `C` = simultaneous clients · `TTFT` = time to first token · `E2E` = end-to-end latency · `RSS` = peak resident memory · `SLO` = the predeclared service-level limit.',
        '',
        `**Decision boundary:** ${markdownText(wording.decisionBoundary)}`,
        '',
        '## Selected operating points',
        '',
        '| Candidate | Role | Selected point | Median generation rate | Generation rate vs P1/C1 |',
        '| --- | --- | --- | ---: | ---: |',
    ];
    for (const selection of study.selections) {
        const candidate = study.plan.candidates.find((c) => c.id === selection.candidate_id);
        const label = markdownText(candidate ? candidate.label : selection.candidate_id);
        const roleText = candidate ? markdownText((0,study_wording/* roleName */.S3)(candidate.role)) : 'Not applicable';
        const selected = selection.selected_cell;
        if (selected === null || selected === undefined) {
            lines.push(`| ${label} | ${roleText} | No eligible point | Not applicable | Not applicable |`);
            continue;
        }
        const comparison = selection.comparison_to_reference_percent;
        const change = comparison ? `${sf1(comparison.generated_tokens_per_second_median)}%` : 'Not applicable';
        lines.push(`| ${label} | ${roleText} | ${point(selected.server_parallel, selected.client_concurrency)} | ` +
            `${f2(selected.generated_tokens_per_second_median)} tok/s | ${change} |`);
    }
    const tolerance = shortDecimal(study.plan.selection.objective_tolerance_percent);
    lines.push('', `Selection maximizes the median generated-token rate only among cells where both counterbalanced passes meet the load SLO and stability limits, the quality gate passes, and peak server RSS stays within the predeclared limit. Points within the ${tolerance}% objective tolerance use lower observed-p95 E2E, lower observed-p95 TTFT, lower RSS, fewer server slots, then fewer clients.`);
    return lines;
}
function gridCell(cell) {
    if (cell === undefined)
        return 'Not measured';
    const s = cell.summary;
    return (`**${receipt_status(s.capacity_gate_met)} · ${f2(s.generated_tokens_per_second_median)} tok/s**` +
        `<br>E2E p95 ${receipt_ms(s.e2e_latency_ms_p95_median)}<br>TTFT p95 ${receipt_ms(s.ttft_ms_p95_median)}`);
}
function envelope(study, candidate) {
    const { plan } = study;
    const clientLevels = ascending(plan.client_concurrency_levels);
    const lines = [
        '',
        `## Capacity envelope — ${markdownText(candidate.label)}`,
        '',
        `| Server slots |${clientLevels.map((c) => ` C${c} |`).join('')}`,
        `| ---: |${clientLevels.map(() => ' --- |').join('')}`,
    ];
    for (const p of ascending(plan.server_parallel_levels)) {
        const cells = clientLevels.map((c) => gridCell(findCell(study, candidate.id, p, c)));
        lines.push(`| P${p} | ${cells.join(' | ')} |`);
    }
    const selected = study.selections.find((s) => s.candidate_id === candidate.id)?.selected_cell ?? null;
    const selectedCell = selected === null
        ? undefined
        : findCell(study, candidate.id, selected.server_parallel, selected.client_concurrency);
    if (selected === null || selectedCell === undefined) {
        lines.push('', '**Envelope result:** no observed point cleared every predeclared gate.');
    }
    else {
        const s = selectedCell.summary;
        const gate = plan.capacity_gate;
        const minCompletion = study.load_contract.slo.min_completion_rate;
        const e2eSpread = s.e2e_relative_spread_percent;
        const e2eSpreadText = e2eSpread === null ? 'not measured' : `${f1(e2eSpread)}%`;
        lines.push('', `**Envelope result:** ${point(selected.server_parallel, selected.client_concurrency)} is the best observed passing point under the fixed objective.`, '', '| Gate | Observed | Result |', '| --- | ---: | --- |', `| Both counterbalanced passes meet load SLO | ${yesno(s.every_pass_slo_met)} | ${receipt_status(s.every_pass_slo_met)} |`, `| Quality floor and retention | ${yesno(s.quality_gate_met)} | ${receipt_status(s.quality_gate_met)} |`, `| Peak server RSS | ${f1(s.server_peak_rss_mib_max)} MiB / ${f1(gate.max_server_peak_rss_mib)} MiB | ` +
            `${receipt_status(s.server_peak_rss_mib_max <= gate.max_server_peak_rss_mib)} |`, `| Completion rate, worst pass | ${pct1(s.completion_rate_min)} | ${receipt_status(s.completion_rate_min >= minCompletion)} |`, `| Generation-rate spread | ${f1(s.throughput_relative_spread_percent)}% / ` +
            `${f1(gate.max_throughput_relative_spread_percent)}% | ` +
            `${receipt_status(s.throughput_relative_spread_percent <= gate.max_throughput_relative_spread_percent)} |`, `| Observed-p95 E2E spread | ${e2eSpreadText} / ${f1(gate.max_e2e_relative_spread_percent)}% | ` +
            `${receipt_status(e2eSpread !== null && e2eSpread <= gate.max_e2e_relative_spread_percent)} |`);
    }
    lines.push('', '### Rejected points', '');
    const failing = study.cells.filter((cell) => cell.candidate_id === candidate.id && !cell.summary.capacity_gate_met);
    if (failing.length === 0) {
        lines.push('No point was rejected.');
    }
    else {
        lines.push('| Point | Exact gate failures |', '| --- | --- |');
        for (const cell of failing) {
            const reasons = cell.summary.failure_reasons.map((code) => `${human(code)} (\`${esc(code)}\`)`);
            lines.push(`| ${point(cell.server_parallel, cell.client_concurrency)} | ${reasons.join('<br>')} |`);
        }
    }
    return lines;
}
function qualityGuard(study) {
    const lines = [
        '',
        '## Quality guard',
        '',
        '| Candidate | Server slots | Score | Reference retention | Outcome stability | Result |',
        '| --- | ---: | ---: | ---: | --- | --- |',
    ];
    for (const check of study.quality_checks) {
        const candidate = study.plan.candidates.find((c) => c.id === check.candidate_id);
        const label = markdownText(candidate ? candidate.label : check.candidate_id);
        const retention = check.retention_vs_reference === null ? 'Not applicable' : pct1(check.retention_vs_reference);
        const stability = check.outcomes_match_candidate_reference ? 'Matched' : 'Changed';
        lines.push(`| ${label} | ${check.server_parallel} | ${check.passed}/${check.total} | ${retention} | ${stability} | ${receipt_status(check.gate_met)} |`);
    }
    return lines;
}
function passDescription(pass) {
    return (`\`${pass.id}\` (${pass.candidate_order.join(' → ')}; ` +
        `${pass.server_parallel_order.map((p) => `P${p}`).join(' → ')}; ` +
        `${pass.client_concurrency_order.map((c) => `C${c}`).join(' → ')})`);
}
function methodology(study, wording) {
    const { plan } = study;
    const contract = study.load_contract.methodology;
    const qualityServers = study.quality_checks.length;
    const qualityTotal = qualityServers > 0 ? study.quality_checks[0].total : 0;
    const servers = (0,format/* pyCapitalize */.Os)(counted(qualityServers, 'additional fresh server runs', 'additional fresh servers run'));
    const outputTokens = `${contract.output_tokens} ${contract.output_tokens === 1 ? 'output token' : 'output tokens'}`;
    return [
        '',
        '## Methodology',
        '',
        `- Server slots: \`${plan.server_parallel_levels.join(', ')}\`.`,
        `- Simultaneous clients: \`${plan.client_concurrency_levels.join(', ')}\`.`,
        `- Context is held at \`${plan.per_slot_context_tokens}\` tokens per server slot; total context therefore scales with \`--parallel\`.`,
        `- Two mirrored forward/reverse passes: ${plan.passes.map(passDescription).join('; ')}.`,
        `- Every load artifact uses the checksummed fixed prompt plan, ${outputTokens}, prompt caching disabled, ` +
            `${counted(contract.warmup_requests_per_level, 'warmup', 'warmups')}, and ` +
            `${counted(contract.measured_requests_per_level, 'measured request', 'measured requests')} at each client level.`,
        `- Performance servers are restarted between configurations. GNU \`time -v\` captures peak RSS for each load-only ${plan.client_concurrency_levels.join('/')}-client sweep.`,
        `- ${servers} the sequential ${qualityTotal}-case deployment guard after the performance matrix, one per candidate and slot level.`,
        `- Capacity commands are compared with the frozen ${markdownText(wording.canonicalRelease)} deployment commands. Only \`--parallel\`, formula-bound \`--ctx-size\`, and the local port may differ.`,
        '- KleidiAI-enabled runs require the observed `CPU_KLEIDIAI model buffer` marker; generic runs must not contain it. This is not a microkernel trace.',
    ];
}
function provenance(study) {
    const { source, runner, runtime, canonical_evidence: canonical } = study.provenance;
    const fp = study.input_fingerprints;
    const artifactCount = [fp.load_artifacts, fp.rss_artifacts, fp.server_logs, fp.quality_artifacts].reduce((sum, map) => sum + Object.keys(map ?? {}).length, 0);
    return [
        '',
        '## Provenance and fingerprints',
        '',
        '| Field | Value |',
        '| --- | --- |',
        `| Classification | ${markdownCode(study.classification)} |`,
        `| Source repository | ${markdownCode(source.repository)} |`,
        `| Source revision | ${markdownCode(source.revision)} |`,
        `| Workflow run | ${markdownCode(source.run_id)} attempt \`${source.run_attempt}\` |`,
        `| Runner | ${markdownCode(runner.os)} · ${markdownCode(runner.architecture)} · ${markdownCode(runner.cpu)} · \`${runner.cpu_count}\` CPUs |`,
        `| Runtime | ${markdownCode(runtime.name)} at ${markdownCode(runtime.revision)} |`,
        `| Frozen canonical run | ${markdownCode(canonical.run_id)} · ${markdownCode(canonical.release_tag)} |`,
        `| Capacity plan SHA-256 | \`${fp.capacity_plan_sha256}\` |`,
        `| Load plan SHA-256 | \`${fp.load_plan_sha256}\` |`,
        `| Capacity manifest SHA-256 | \`${fp.manifest_sha256}\` |`,
        `| Capacity source artifacts | \`${artifactCount}\` files |`,
        '| Canonical outputs modified | **No** |',
    ];
}
/** Every labelled assembly input in run order, then quality order (capacity-study.md §4.1). */
function explicitAssemble(study) {
    const { plan } = study;
    const lines = [
        `${CLI_COMMAND} assemble \\`,
        '  --plan capacity-plan.json \\',
        '  --load-plan load-plan.json \\',
        '  --manifest manifest.json \\',
    ];
    for (const pass of plan.passes) {
        for (const candidateId of pass.candidate_order) {
            for (const p of pass.server_parallel_order) {
                const label = `${pass.id}/${candidateId}/p${p}`;
                const dir = `runs/${label}`;
                lines.push(`  --load ${shellArg(`${label}=${dir}/load-evaluation.json`)} \\`, `  --rss ${shellArg(`${label}=${dir}/server-time.txt`)} \\`, `  --server-log ${shellArg(`${label}=${dir}/server.stderr.log`)} \\`);
            }
        }
    }
    for (const candidate of plan.candidates) {
        for (const p of ascending(plan.server_parallel_levels)) {
            const label = `${candidate.id}/p${p}`;
            lines.push(`  --quality ${shellArg(`${label}=quality/${label}/quality-evidence.json`)} \\`);
        }
    }
    lines.push('  --output capacity-study.reproduced.json');
    return lines;
}
function reproduce(study, options) {
    const recorded = study.provenance.tool;
    const tool = recorded
        ? recorded
        : { name: options.toolName, version: options.toolVersion, repository: options.toolRepository };
    return [
        '',
        '## Reproduce and compare',
        '',
        `Run from the extracted supplementary capacity bundle. This first verifies every archived file, installs the exact ${markdownText(tool.name)} release that produced the bundle, and then requires byte-for-byte matches for both derived outputs.`,
        '',
        '<details>',
        '<summary>Show exact commands</summary>',
        '',
        '```bash',
        'sha256sum --check SHA256SUMS',
        `npm install --global ${shellQuotedWord(`github:${tool.repository}#v${tool.version}`)}`,
        `${CLI_COMMAND} assemble . --output capacity-study.reproduced.json`,
        `${CLI_COMMAND} receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md`,
        'cmp --silent capacity-study.json capacity-study.reproduced.json',
        'cmp --silent capacity-receipt.md capacity-receipt.reproduced.md',
        '```',
        '',
        // A second block so that pasting everything never runs `assemble` twice into the same output.
        '```bash',
        '# or, naming every input explicitly:',
        ...explicitAssemble(study),
        '```',
        '',
        '</details>',
    ];
}
function boundary(study) {
    return [
        '',
        '## Boundary',
        '',
        markdownText(study.boundary_caveat),
        '',
        '**Canonical outputs modified: No**',
    ];
}
/** Renders `capacity-receipt.md` for a study that has already passed validation. */
function renderReceipt(study, options) {
    const wording = receiptWording(study);
    const lines = [
        ...header(study, wording),
        ...emulationNotice(study),
        ...clientTimingNotice(study),
        ...study.plan.candidates.flatMap((candidate) => envelope(study, candidate)),
        ...qualityGuard(study),
        ...methodology(study, wording),
        ...provenance(study),
        ...reproduce(study, options),
        ...boundary(study),
    ];
    let text = lines.join('\n');
    let end = text.length;
    while (end > 0 && (0,format/* isPyWhitespace */.lr)(text[end - 1]))
        end--;
    text = text.slice(0, end);
    return text + '\n';
}

;// CONCATENATED MODULE: ./src/domain/report/evidence-verify.ts
// Re-verifies an evidence-metrics export (evidence-export.md §1.7) against the source documents it
// points into: hashes, pointers, declared rounding per unit, and estimators over raw_values.




// ---------------------------------------------------------------------------------------------
// Rounding rules by unit: seed convention (s 3 dp, tok/s 2 dp, counts integral), receipt
// convention for the units the seed lacks (ms, MiB, % 1 dp); Python half-even on exact ties.
const UNIT_DECIMALS = new Map([
    ['s', 3],
    ['tok/s', 2],
    ['ms', 1],
    ['MiB', 1],
    ['%', 1],
]);
const COUNT_UNIT = /^passed \/ ([1-9][0-9]*)$/;
/** Decimals a unit is rounded to, or undefined for a unit without a declared rule. */
function decimalsForUnit(unit) {
    if (COUNT_UNIT.test(unit))
        return 0;
    return UNIT_DECIMALS.get(unit);
}
/** Python `round(x, d)` for the unit's declared decimals (the double nearest the formatted text). */
function roundForUnit(unit, x) {
    const d = decimalsForUnit(unit);
    if (d === undefined)
        throw new RangeError(`unit ${JSON.stringify(unit)} has no declared rounding`);
    return Number((0,format/* pyFixed */.mS)(x, d));
}
const mean = (raw) => raw.reduce((a, b) => a + b, 0) / raw.length;
/** Matches the estimator text's leading words; null when the text names no reproducible rule. */
function estimatorRule(estimator, rawCount) {
    const e = estimator.trim().toLowerCase();
    if (/^median\b/.test(e))
        return { name: 'median', apply: (raw) => median(raw) };
    if (/^maximum\b/.test(e))
        return { name: 'max', apply: (raw) => Math.max(...raw) };
    if (/^minimum\b/.test(e))
        return { name: 'min', apply: (raw) => Math.min(...raw) };
    if (/^range\b/.test(e))
        return { name: 'range', apply: (raw) => [Math.min(...raw), Math.max(...raw)] };
    if (/^(arithmetic )?mean\b/.test(e))
        return { name: 'mean', apply: mean };
    if (/^relative change\b/.test(e)) {
        return { name: 'relative change', apply: (raw) => ((raw[0] - raw[1]) / raw[1]) * 100 };
    }
    if (/^count\b/.test(e))
        return { name: 'count', apply: (raw) => raw.reduce((a, b) => a + b, 0) };
    // A single observation is its own estimate whatever formula produced it.
    if (rawCount === 1)
        return { name: 'single observation', apply: (raw) => raw[0] };
    return null;
}
const METRIC_KEYS = (/* unused pure expression or super */ null && ([
    'id',
    'label',
    'value',
    'unit',
    'estimator',
    'samples',
    'cohort',
    'cache_state',
    'timing_boundary',
    'concurrency',
    'active_cap',
    'conditions',
    'source_sha256',
    'source_pointer',
    'raw_values',
    'caveats',
]));
const TOP_KEYS = (/* unused pure expression or super */ null && (['schema_version', 'version', 'historical', 'evidence_sources', 'metrics', 'limitations']));
const POINTER = /^(\/([^~/]|~[01])*)*$/;
/** Shortest round-trip text, the way both Python and the export print doubles. */
function num(x) {
    return String(x);
}
function show(v) {
    if (v === undefined)
        return 'nothing';
    if (typeof v === 'number')
        return num(v);
    if (Array.isArray(v))
        return `[${v.map((x) => show(x)).join(', ')}]`;
    return JSON.stringify(v);
}
function isNumber(v) {
    return typeof v === 'number' && Number.isFinite(v);
}
function sameNumber(a, b) {
    // Raw-value estimators repeat the source's own arithmetic; allow only representation noise.
    return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
}
function parseSource(file) {
    const sha256 = sha256Hex(file.bytes);
    try {
        return {
            name: file.name,
            sha256,
            document: parseJson(decodeUtf8Strict(file.bytes), { anyTopLevel: true }),
            parseError: null,
        };
    }
    catch (e) {
        return { name: file.name, sha256, document: null, parseError: e.message };
    }
}
/** Checks an export document (already parsed) against the supplied source files. Pure. */
function verifyEvidence(evidence, sourceFiles, options = {}) {
    const requireSources = options.requireSources ?? true;
    const problems = [];
    let metricsChecked = 0;
    let metricsWithSource = 0;
    if (!isJsonObject(evidence)) {
        return {
            ok: false,
            problems: ['evidence: top-level value must be an object'],
            metricsChecked,
            metricsWithSource,
        };
    }
    const doc = toPlain(evidence);
    for (const key of TOP_KEYS)
        if (!(key in doc))
            problems.push(`evidence: missing top-level key ${key}`);
    for (const key of Object.keys(doc))
        if (!TOP_KEYS.includes(key))
            problems.push(`evidence: unknown top-level key ${key}`);
    if (!(evidence.schema_version === 1))
        problems.push(`evidence: schema_version must be the integer 1, found ${show(doc.schema_version)}`);
    if (typeof doc.version !== 'string' || doc.version === '')
        problems.push('evidence: version must be a non-empty string');
    if (typeof doc.historical !== 'boolean')
        problems.push('evidence: historical must be a boolean');
    if (!Array.isArray(doc.limitations) || !doc.limitations.every((l) => typeof l === 'string')) {
        problems.push('evidence: limitations must be an array of strings');
    }
    const declared = new Map();
    if (!Array.isArray(doc.evidence_sources))
        problems.push('evidence: evidence_sources must be an array');
    else {
        doc.evidence_sources.forEach((s, i) => {
            const where = `evidence source ${i}`;
            if (!s || typeof s !== 'object' || Array.isArray(s))
                return problems.push(`${where}: must be an object`);
            const id = s.id;
            const sha = s.sha256;
            if (typeof id !== 'string' || id === '')
                problems.push(`${where}: id must be a non-empty string`);
            if (typeof sha !== 'string' || !SHA256_PATTERN.test(sha))
                problems.push(`${where}: sha256 must be 64 lowercase hex digits`);
            else
                declared.set(sha, typeof id === 'string' ? id : `#${i}`);
            for (const k of Object.keys(s))
                if (!['id', 'sha256', 'description'].includes(k))
                    problems.push(`${where}: unknown key ${k}`);
            if ('description' in s && typeof s.description !== 'string')
                problems.push(`${where}: description must be a string`);
        });
    }
    const sources = sourceFiles.map(parseSource);
    for (const s of sources) {
        if (!declared.has(s.sha256))
            problems.push(`source ${s.name}: sha256 ${s.sha256} matches no evidence_sources entry`);
    }
    const bySha = new Map(sources.map((s) => [s.sha256, s]));
    if (!Array.isArray(doc.metrics)) {
        problems.push('evidence: metrics must be an array');
        return { ok: false, problems, metricsChecked, metricsWithSource };
    }
    const rawMetrics = evidence.metrics;
    const seen = new Set();
    doc.metrics.forEach((m, i) => {
        metricsChecked++;
        const id = m && typeof m === 'object' && !Array.isArray(m) && typeof m.id === 'string' ? m.id : `#${i}`;
        const fail = (message) => {
            problems.push(`metric ${id}: ${message}`);
        };
        if (!m || typeof m !== 'object' || Array.isArray(m))
            return fail('must be an object');
        if (seen.has(id))
            fail('duplicate id');
        seen.add(id);
        for (const key of METRIC_KEYS)
            if (!(key in m))
                fail(`missing key ${key}`);
        for (const key of Object.keys(m))
            if (!METRIC_KEYS.includes(key))
                fail(`unknown key ${key}`);
        for (const key of [
            'label',
            'unit',
            'estimator',
            'cohort',
            'cache_state',
            'timing_boundary',
            'conditions',
        ]) {
            if (key in m && typeof m[key] !== 'string')
                fail(`${key} must be a string`);
        }
        const rawMetric = rawMetrics[i];
        for (const key of ['samples', 'concurrency', 'active_cap']) {
            const v = rawMetric[key];
            if (key in m && !(typeof v === 'number' && Number.isInteger(v) && v >= 0))
                fail(`${key} must be a non-negative integer`);
        }
        if (!Array.isArray(m.caveats) || !m.caveats.every((c) => typeof c === 'string'))
            fail('caveats must be an array of strings');
        const unit = typeof m.unit === 'string' ? m.unit : '';
        const estimator = typeof m.estimator === 'string' ? m.estimator : '';
        const decimals = decimalsForUnit(unit);
        if (decimals === undefined)
            fail(`unit ${JSON.stringify(unit)} has no declared rounding`);
        const value = m.value;
        const isRange = /^range\b/i.test(estimator.trim());
        if (isRange) {
            if (!(Array.isArray(value) && value.length === 2 && value.every(isNumber))) {
                return fail(`value must be a [low, high] pair for a range estimator, found ${show(value)}`);
            }
        }
        else if (!isNumber(value))
            return fail(`value must be a number, found ${show(value)}`);
        if (decimals === 0 && !(isNumber(value) && Number.isInteger(value)))
            fail(`value ${show(value)} must be an integer count`);
        const roundText = (x) => (decimals === undefined ? num(x) : pyFixed(x, decimals));
        const roundNum = (x) => Number(roundText(x));
        const valueMatches = (estimate) => Array.isArray(estimate)
            ? Array.isArray(value) && value[0] === roundNum(estimate[0]) && value[1] === roundNum(estimate[1])
            : value === roundNum(estimate);
        const showRounded = (estimate) => Array.isArray(estimate)
            ? `[${roundText(estimate[0])}, ${roundText(estimate[1])}]`
            : roundText(estimate);
        const showEstimate = (estimate) => Array.isArray(estimate) ? `[${num(estimate[0])}, ${num(estimate[1])}]` : num(estimate);
        // Internal consistency: raw_values reproduce value under the declared estimator and rounding.
        let estimate = null;
        let rule = null;
        const raw = m.raw_values;
        if (raw !== null) {
            if (!Array.isArray(raw) || !raw.every(isNumber))
                fail('raw_values must be null or an array of numbers');
            else if (raw.length === 0)
                fail('raw_values must not be empty (use null)');
            else {
                if (m.samples !== raw.length)
                    fail(`samples ${show(m.samples)} != raw_values length ${raw.length}`);
                rule = estimatorRule(estimator, raw.length);
                if (rule === null)
                    fail(`estimator ${JSON.stringify(estimator)} has no rule to reproduce value from raw_values`);
                else if (rule.name === 'relative change' && raw.length !== 2)
                    fail('relative change needs exactly 2 raw_values [value, reference]');
                else if (rule.name === 'count' && !raw.every((r) => r === 0 || r === 1))
                    fail('count raw_values must be 0/1 outcomes');
                else {
                    estimate = rule.apply(raw);
                    if (Array.isArray(estimate) !== isRange)
                        fail(`estimator ${rule.name} does not give the value's shape`);
                    else if (decimals !== undefined && !valueMatches(estimate)) {
                        fail(`value ${show(value)} != round(${rule.name}(raw_values) = ${showEstimate(estimate)}, ${decimals}) = ${showRounded(estimate)}`);
                    }
                }
            }
        }
        if (decimals === 0 && COUNT_UNIT.test(unit) && isNumber(value)) {
            const total = Number(COUNT_UNIT.exec(unit)[1]);
            if (value > total)
                fail(`count ${value} exceeds the unit's total ${total}`);
        }
        // Source: hash, pointer, pointed value.
        const sha = m.source_sha256;
        const pointer = m.source_pointer;
        if (typeof sha !== 'string' || !SHA256_PATTERN.test(sha))
            return fail('source_sha256 must be 64 lowercase hex digits');
        if (!declared.has(sha))
            fail(`source_sha256 ${sha} is not listed in evidence_sources`);
        if (typeof pointer !== 'string' || !POINTER.test(pointer))
            return fail(`source_pointer ${show(pointer)} is not an RFC 6901 JSON pointer`);
        const source = bySha.get(sha);
        if (source === undefined) {
            if (requireSources) {
                const given = sources.length === 0
                    ? 'no source files given'
                    : `given: ${sources.map((s) => `${s.name} sha256 ${s.sha256}`).join(', ')}`;
                fail(`no source file matches source_sha256 ${sha} (source ${declared.get(sha) ?? 'unlisted'}; ${given})`);
            }
            return;
        }
        metricsWithSource++;
        if (source.document === null)
            return fail(`source ${source.name} is not valid JSON: ${source.parseError}`);
        const pointedRaw = resolvePointer(source.document, pointer);
        if (pointedRaw === undefined)
            return fail(`source_pointer ${pointer} does not resolve in ${source.name}`);
        const pointed = toPlain(pointedRaw);
        if (isRange) {
            if (!(Array.isArray(pointed) && pointed.length === 2 && pointed.every(isNumber))) {
                return fail(`source_pointer ${pointer} resolves to ${evidence_verify_describe(pointedRaw)}, expected a [low, high] pair of numbers`);
            }
            const pair = [pointed[0], pointed[1]];
            if (!valueMatches(pair))
                fail(`value ${show(value)} != round(${showEstimate(pair)}, ${decimals}) = ${showRounded(pair)}`);
            if (Array.isArray(estimate) &&
                !(sameNumber(estimate[0], pair[0]) && sameNumber(estimate[1], pair[1]))) {
                fail(`raw_values give ${rule?.name} ${showEstimate(estimate)} but ${pointer} holds ${showEstimate(pair)}`);
            }
            return;
        }
        if (!isNumber(pointed))
            return fail(`source_pointer ${pointer} resolves to ${evidence_verify_describe(pointedRaw)}, expected a number`);
        if (decimals !== undefined && !valueMatches(pointed)) {
            fail(`value ${show(value)} != round(${num(pointed)}, ${decimals}) = ${roundText(pointed)}`);
        }
        if (typeof estimate === 'number' && !sameNumber(estimate, pointed)) {
            fail(`raw_values give ${rule?.name} ${num(estimate)} but ${pointer} holds ${num(pointed)}`);
        }
    });
    return { ok: problems.length === 0, problems, metricsChecked, metricsWithSource };
}
function evidence_verify_describe(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'an array';
    if (v instanceof JsonFloat || typeof v === 'number' || typeof v === 'bigint')
        return 'a number';
    if (typeof v === 'object')
        return 'an object';
    return `a ${typeof v}`;
}

// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(62645);
// EXTERNAL MODULE: ./src/domain/study/validate.ts
var validate = __webpack_require__(90630);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts
var plan_plan = __webpack_require__(93447);
;// CONCATENATED MODULE: ./src/domain/study/study-model.ts





function readPassMetric(f) {
    return {
        pointer: f.pointer,
        passId: f.get('pass_id').str(),
        sourceLoadLabel: f.get('source_load_label').str(),
        completionRate: f.get('completion_rate').num(),
        generatedTokensPerSecond: checkedNumber(f.get('generated_tokens_per_second')),
        ttftMsP95: checkedNumberOrNull(f.get('ttft_ms_p95')),
        e2eLatencyMsP95: checkedNumberOrNull(f.get('e2e_latency_ms_p95')),
        serverPeakRssMib: checkedNumber(f.get('server_peak_rss_mib')),
        sloMet: f.get('slo_met').bool(),
        sloFailures: f.get('slo_failures').strings(),
    };
}
function checkedNumber(f) {
    f.num();
    return f.raw();
}
function checkedNumberOrNull(f) {
    f.numOrNull();
    return f.raw();
}
function readCell(f, index) {
    const s = f.get('summary');
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        serverParallel: f.get('server_parallel').int(),
        clientConcurrency: f.get('client_concurrency').int(),
        passMetrics: f.get('pass_metrics').items().map(readPassMetric),
        summary: {
            capacityGateMet: s.get('capacity_gate_met').bool(),
            everyPassSloMet: s.get('every_pass_slo_met').bool(),
            qualityGateMet: s.get('quality_gate_met').bool(),
            completionRateMin: s.get('completion_rate_min').num(),
            generatedTokensPerSecondMedian: s.get('generated_tokens_per_second_median').num(),
            ttftMsP95Median: s.get('ttft_ms_p95_median').numOrNull(),
            e2eLatencyMsP95Median: s.get('e2e_latency_ms_p95_median').numOrNull(),
            serverPeakRssMibMax: s.get('server_peak_rss_mib_max').num(),
            throughputRelativeSpreadPercent: s.get('throughput_relative_spread_percent').num(),
            e2eRelativeSpreadPercent: s.get('e2e_relative_spread_percent').numOrNull(),
            ttftRelativeSpreadPercent: s.get('ttft_relative_spread_percent').numOrNull(),
            failureReasons: s.get('failure_reasons').strings(),
        },
    };
}
function readSelectedCell(selected) {
    return selected.value === null
        ? null
        : {
            serverParallel: selected.get('server_parallel').int(),
            clientConcurrency: selected.get('client_concurrency').int(),
            generatedTokensPerSecondMedian: selected.get('generated_tokens_per_second_median').num(),
        };
}
function readSelection(f, index) {
    const comparison = f.get('comparison_to_reference_percent');
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        referenceCell: {
            serverParallel: f.get('reference_cell').get('server_parallel').int(),
            clientConcurrency: f.get('reference_cell').get('client_concurrency').int(),
        },
        selectedCell: readSelectedCell(f.get('selected_cell')),
        generationGainPercent: comparison.value === null ? null : comparison.get('generated_tokens_per_second_median').num(),
        eligibleCellCount: f.get('eligible_cell_count').int(),
    };
}
function readQualityCheck(f, index) {
    return {
        index,
        pointer: f.pointer,
        candidateId: f.get('candidate_id').str(),
        serverParallel: f.get('server_parallel').int(),
        suiteId: f.get('suite_id').str(),
        passed: f.get('passed').int(),
        total: f.get('total').int(),
        score: f.get('score').num(),
        retentionVsReference: f.get('retention_vs_reference').numOrNull(),
        outcomesMatch: f.get('outcomes_match_candidate_reference').bool(),
        gateMet: f.get('gate_met').bool(),
        failureReasons: f.get('failure_reasons').strings(),
        sourceLabel: f.get('source_label').str(),
    };
}
function readWording(f) {
    if (f.value === undefined)
        return undefined;
    f.object();
    const wording = {};
    for (const key of plan_plan/* WORDING_FIELDS */.po) {
        const text = f.get(key);
        if (text.value !== undefined)
            wording[key] = text.str();
    }
    return wording;
}
/**
 * A fingerprint map as [label, sha256] pairs in the written study's key order (code-point sorted),
 * so a study in memory (keys in run order) and its file give the same list.
 */
function labelledHashes(f) {
    return (0,core_json/* sortedKeys */.Mf)(f.object()).map((label) => [label, f.get(label).str()]);
}
/** Reads the parts of a capacity study the export and the reports use; throws InputError naming the field. */
function readStudyView(document, file = 'capacity-study.json') {
    const root = new fields/* Field */.D0(document, '', file);
    const doc = root.object();
    const plan = root.get('plan');
    const gate = plan.get('capacity_gate');
    const contract = root.get('load_contract');
    const methodology = contract.get('methodology');
    const slo = contract.get('slo');
    const prov = root.get('provenance');
    const fp = root.get('input_fingerprints');
    const view = {
        document: doc,
        file,
        classification: root.get('classification').str(),
        scope: plan.get('scope').str(),
        boundaryCaveat: root.get('boundary_caveat').str(),
        wording: readWording(plan.get('receipt')),
        canonicalOutputsModified: root.get('canonical_outputs_modified').bool(),
        candidates: plan
            .get('candidates')
            .items()
            .map((c, index) => ({
            index,
            id: c.get('id').str(),
            label: c.get('label').str(),
            role: c.get('role').str(),
        })),
        serverParallelLevels: plan.get('server_parallel_levels').ints(),
        clientConcurrencyLevels: plan.get('client_concurrency_levels').ints(),
        perSlotContextTokens: plan.get('per_slot_context_tokens').int(),
        passes: plan
            .get('passes')
            .items()
            .map((p) => ({
            id: p.get('id').str(),
            candidateOrder: p.get('candidate_order').strings(),
            serverParallelOrder: p.get('server_parallel_order').ints(),
            clientConcurrencyOrder: p.get('client_concurrency_order').ints(),
        })),
        capacityGate: {
            maxServerPeakRssMib: gate.get('max_server_peak_rss_mib').num(),
            maxThroughputRelativeSpreadPercent: gate.get('max_throughput_relative_spread_percent').num(),
            maxE2eRelativeSpreadPercent: gate.get('max_e2e_relative_spread_percent').num(),
        },
        loadContract: {
            outputTokens: methodology.get('output_tokens').int(),
            warmupRequestsPerLevel: methodology.get('warmup_requests_per_level').int(),
            measuredRequestsPerLevel: methodology.get('measured_requests_per_level').int(),
            concurrencyLevels: methodology.get('concurrency_levels').ints(),
            promptSchedule: methodology.get('prompt_schedule').str(),
            promptCount: methodology.get('prompts').items().length,
            slo: {
                minCompletionRate: slo.get('min_completion_rate').num(),
                maxTtftMsP95: slo.get('max_ttft_ms_p95').numOrNull(),
                maxE2eLatencyMsP95: slo.get('max_e2e_latency_ms_p95').num(),
            },
        },
        cells: root.get('cells').items().map(readCell),
        selections: root.get('selections').items().map(readSelection),
        qualityChecks: root.get('quality_checks').items().map(readQualityCheck),
        provenance: {
            repository: prov.get('source').get('repository').str(),
            revision: prov.get('source').get('revision').str(),
            workflow: prov.get('source').get('workflow').str(),
            runId: prov.get('source').get('run_id').str(),
            runAttempt: prov.get('source').get('run_attempt').int(),
            generatedAtUtc: prov.get('source').get('generated_at_utc').str(),
            runnerOs: prov.get('runner').get('os').str(),
            runnerArchitecture: prov.get('runner').get('architecture').str(),
            runnerCpu: prov.get('runner').get('cpu').str(),
            runnerCpuCount: prov.get('runner').get('cpu_count').int(),
            runtimeName: prov.get('runtime').get('name').str(),
            runtimeRepository: prov.get('runtime').get('repository').str(),
            runtimeRevision: prov.get('runtime').get('revision').str(),
            canonicalRunId: prov.get('canonical_evidence').get('run_id').str(),
            canonicalReleaseTag: prov.get('canonical_evidence').get('release_tag').str(),
        },
        fingerprints: {
            capacityPlanSha256: fp.get('capacity_plan_sha256').str(),
            capacityPlanContentSha256: fp.get('capacity_plan_content_sha256').str(),
            loadPlanSha256: fp.get('load_plan_sha256').str(),
            manifestSha256: fp.get('manifest_sha256').str(),
            loadArtifacts: labelledHashes(fp.get('load_artifacts')),
            rssArtifacts: labelledHashes(fp.get('rss_artifacts')),
            serverLogs: labelledHashes(fp.get('server_logs')),
            qualityArtifacts: labelledHashes(fp.get('quality_artifacts')),
        },
    };
    return view;
}
/** The cell of (candidate, P, C), found by searching `study.cells` (plans may have any number of levels). */
function study_model_findCell(view, candidateId, serverParallel, clientConcurrency) {
    const matches = view.cells.filter((c) => c.candidateId === candidateId &&
        c.serverParallel === serverParallel &&
        c.clientConcurrency === clientConcurrency);
    if (matches.length !== 1) {
        throw new errors/* InputError */.dz(`expected exactly one cell for ${candidateId} P${serverParallel} / C${clientConcurrency}, found ${matches.length}`, view.file, '/cells');
    }
    return matches[0];
}
function findQualityCheck(view, candidateId, serverParallel) {
    const matches = view.qualityChecks.filter((q) => q.candidateId === candidateId && q.serverParallel === serverParallel);
    if (matches.length !== 1) {
        throw new errors/* InputError */.dz(`expected exactly one quality check for ${candidateId} P${serverParallel}, found ${matches.length}`, view.file, '/quality_checks');
    }
    return matches[0];
}
function selectionFor(view, candidateId) {
    const matches = view.selections.filter((s) => s.candidateId === candidateId);
    if (matches.length !== 1) {
        throw new errors/* InputError */.dz(`expected exactly one selection for ${candidateId}, found ${matches.length}`, view.file, '/selections');
    }
    return matches[0];
}
/** Measured samples of one client level of one embedded load evaluation (spec §9.5). */
function loadRowSamples(view, runLabel, concurrency) {
    const evaluations = new fields/* Field */.D0(view.document, '', view.file).get('source_artifacts').get('load_evaluations');
    const run = evaluations.get(runLabel);
    const rows = run.get('evaluation').get('rows').items();
    const row = rows.find((r) => r.get('concurrency').int() === concurrency);
    if (row === undefined) {
        throw new errors/* InputError */.dz(`no row for client concurrency ${concurrency}`, view.file, `${run.pointer}/evaluation/rows`);
    }
    return row
        .get('samples')
        .items()
        .map((s) => ({
        index: s.get('index').int(),
        completed: s.get('completed').bool(),
        ttftMs: s.get('ttft_ms').numOrNull(),
        e2eLatencyMs: s.get('e2e_latency_ms').num(),
    }));
}
/** Per-case outcomes (1 matched, 0 not) of the embedded quality evaluation, in suite order. */
function qualityOutcomes(view, qualityLabel) {
    const wrapper = new fields/* Field */.D0(view.document, '', view.file)
        .get('source_artifacts')
        .get('quality_wrappers')
        .get(qualityLabel)
        .get('wrapper');
    return wrapper
        .get('evaluation')
        .get('quality')
        .get('cases')
        .items()
        .map((c) => (c.get('matched').bool() ? 1 : 0));
}
/**
 * Validates a study by schema and full re-derivation (InputError when it cannot be re-derived,
 * VerificationMismatch when a stored value differs) and returns its typed views. The views are built
 * lazily, so a caller that only renders the receipt never pays for the camelCase view.
 */
function study_model_readValidatedStudy(value, file = 'capacity-study.json') {
    (0,validate/* validateStudy */.c3)(value, file);
    const document = new fields/* Field */.D0(value, '', file).object();
    let view;
    let plain;
    return {
        file,
        document,
        get view() {
            return (view ??= readStudyView(document, file));
        },
        get plain() {
            if (plain === undefined) {
                // The receipt never reads the embedded sources; skip copying them.
                const { source_artifacts: _sources, ...shown } = document;
                // The one cast of a parsed document in src: validateStudy has just checked this document
                // against capacity-study.schema.json and re-derived every value it records.
                plain = (0,core_json/* toPlain */.Ul)(shown);
            }
            return plain;
        },
    };
}
/**
 * The selections of a study this job did not produce (a baseline), checked field by field. Only
 * `/selections` is read and nothing is re-derived, so a baseline written by an older version still
 * compares; a malformed one throws InputError naming the field.
 */
function readStudySelections(value, file) {
    return new fields/* Field */.D0(value, '', file)
        .get('selections')
        .items()
        .map((f) => ({
        candidateId: f.get('candidate_id').str(),
        selectedCell: readSelectedCell(f.get('selected_cell')),
    }));
}

;// CONCATENATED MODULE: ./src/domain/report/evidence-export.ts
// Evidence-metrics export (evidence-export.md §2): the selected operating points of a capacity study
// as pointer-addressed, re-verifiable metrics, built from the study read model.







function capitalized(s) {
    return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}
function evidence_export_point(p, c) {
    return `P${p} / C${c}`;
}
/** A measured value rounded per its unit, kept a float so `4096.0` does not print as an int. */
function rounded(unit, x) {
    return new core_json/* JsonFloat */.Xg(roundForUnit(unit, x));
}
/** Nearest-rank p95 of n values is the maximum exactly when ceil(0.95 n) == n. */
function p95IsMaximum(n) {
    return Math.max(1, Math.ceil(0.95 * n)) === n;
}
/** Sentences of the boundary caveat (split after a full stop followed by a capital letter). */
function sentences(text) {
    return text
        .split(/(?<=[.!?])\s+(?=[A-Z])/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
function metric(m) {
    // Literal construction keeps the §1.4 key order regardless of how the caller built `m`.
    return {
        id: m.id,
        label: m.label,
        value: m.value,
        unit: m.unit,
        estimator: m.estimator,
        samples: m.samples,
        cohort: m.cohort,
        cache_state: m.cache_state,
        timing_boundary: m.timing_boundary,
        concurrency: m.concurrency,
        active_cap: m.active_cap,
        conditions: m.conditions,
        source_sha256: m.source_sha256,
        source_pointer: m.source_pointer,
        raw_values: m.raw_values,
        caveats: m.caveats,
    };
}
function requireNumber(value, what, view, pointer) {
    if (value instanceof core_json/* JsonFloat */.Xg)
        return value.value;
    if (typeof value === 'number')
        return value;
    throw new errors/* InputError */.dz(`${what} must be a number for the selected point, found ${value === null ? 'null' : typeof value}`, view.file, pointer);
}
/** Builds the export document for a study (pure; the caller hashes the file bytes). */
function buildEvidenceExport(study, options) {
    if (!hashing/* SHA256_PATTERN */.jU.test(options.studySha256))
        throw new errors/* InputError */.dz('studySha256 must be 64 lowercase hex digits');
    if (options.version.trim() === '')
        throw new errors/* InputError */.dz('version must be a non-empty release label');
    const view = readStudyView(study, options.studyFile);
    const lc = view.loadContract;
    const sha = options.studySha256;
    const passCount = view.passes.length;
    const n = lc.measuredRequestsPerLevel;
    const clientLevels = lc.concurrencyLevels.join('/');
    const cacheState = `prompt caching disabled (cache_prompt=false); ${lc.warmupRequestsPerLevel} warmups per client level`;
    const conditions = `${capitalized(numberWord(passCount))} mirrored pass${passCount === 1 ? '' : 'es'}; ` +
        `${n} measured requests of ${lc.outputTokens} output tokens per client level and pass; ` +
        `fixed ${lc.promptSchedule} prompts; fresh server per configuration.`;
    const p95Caveat = p95IsMaximum(n)
        ? `Observed p95 of ${n} requests equals the per-pass maximum.`
        : `Nearest-rank p95 over ${n} requests per pass (no interpolation).`;
    const rateBoundary = 'generated tokens of all measured requests / (last measured response end - first measured request start), per pass';
    const metrics = [];
    const unselected = [];
    const outcomeSentences = [];
    for (const candidate of view.candidates) {
        const selection = selectionFor(view, candidate.id);
        const own = view.cells.filter((c) => c.candidateId === candidate.id);
        const passing = own.filter((c) => c.summary.capacityGateMet);
        const rejected = own
            .filter((c) => !c.summary.capacityGateMet)
            .map((c) => evidence_export_point(c.serverParallel, c.clientConcurrency));
        const sel = selection.selectedCell;
        outcomeSentences.push(`${candidate.label}: ${passing.length} of ${own.length} observed points passed every predeclared gate` +
            (sel ? `; ${evidence_export_point(sel.serverParallel, sel.clientConcurrency)} selected` : '; no point selected') +
            (rejected.length > 0 ? `; rejected ${rejected.join(', ')}.` : '; none rejected.'));
        if (sel === null) {
            unselected.push(candidate.label);
            continue;
        }
        const cell = study_model_findCell(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
        const P = cell.serverParallel;
        const C = cell.clientConcurrency;
        const common = {
            cohort: `capacity-${candidate.id}-p${P}-c${C}`,
            cache_state: cacheState,
            concurrency: C,
            active_cap: P,
            conditions,
            source_sha256: sha,
        };
        const where = `${candidate.label}, ${evidence_export_point(P, C)}`;
        const summaryPointer = (key) => `${cell.pointer}/summary/${key}`;
        const perPass = (pick, field) => cell.passMetrics.map((m) => {
            const v = pick(m);
            requireNumber(v, field, view, `${m.pointer}/${field}`);
            return v;
        });
        const rate = cell.summary.generatedTokensPerSecondMedian;
        metrics.push(metric({
            id: `${candidate.id}_generation_rate`,
            label: `${where}: median generation rate`,
            value: rounded('tok/s', rate),
            unit: 'tok/s',
            estimator: `median of ${passCount} mirrored pass rates`,
            samples: passCount,
            ...common,
            timing_boundary: rateBoundary,
            source_pointer: summaryPointer('generated_tokens_per_second_median'),
            raw_values: perPass((m) => m.generatedTokensPerSecond, 'generated_tokens_per_second'),
            caveats: [],
        }));
        const ttft = cell.summary.ttftMsP95Median;
        const e2e = cell.summary.e2eLatencyMsP95Median;
        const p95Estimator = `median of ${passCount} per-pass nearest-rank p95 values (n=${n})`;
        metrics.push(metric({
            id: `${candidate.id}_ttft_p95`,
            label: `${where}: observed-p95 TTFT`,
            value: rounded('ms', requireNumber(ttft, 'ttft_ms_p95_median', view, summaryPointer('ttft_ms_p95_median'))),
            unit: 'ms',
            estimator: p95Estimator,
            samples: passCount,
            ...common,
            timing_boundary: 'client request start to first SSE event with nonempty content',
            source_pointer: summaryPointer('ttft_ms_p95_median'),
            raw_values: perPass((m) => m.ttftMsP95, 'ttft_ms_p95'),
            caveats: [p95Caveat],
        }));
        metrics.push(metric({
            id: `${candidate.id}_e2e_p95`,
            label: `${where}: observed-p95 end-to-end latency`,
            value: rounded('ms', requireNumber(e2e, 'e2e_latency_ms_p95_median', view, summaryPointer('e2e_latency_ms_p95_median'))),
            unit: 'ms',
            estimator: p95Estimator,
            samples: passCount,
            ...common,
            timing_boundary: 'client request start to end of the streamed response body',
            source_pointer: summaryPointer('e2e_latency_ms_p95_median'),
            raw_values: perPass((m) => m.e2eLatencyMsP95, 'e2e_latency_ms_p95'),
            caveats: [p95Caveat],
        }));
        metrics.push(metric({
            id: `${candidate.id}_peak_rss`,
            label: `${where}: peak server RSS`,
            value: rounded('MiB', cell.summary.serverPeakRssMibMax),
            unit: 'MiB',
            estimator: `maximum of ${passCount} server-process peaks (GNU time -v)`,
            samples: passCount,
            ...common,
            timing_boundary: `whole server process lifetime: model load, warmups and the ${clientLevels}-client sweep`,
            source_pointer: summaryPointer('server_peak_rss_mib_max'),
            raw_values: perPass((m) => m.serverPeakRssMib, 'server_peak_rss_mib'),
            caveats: [
                `Process-wide peak shared by the ${numberWord(lc.concurrencyLevels.length)} client levels of that server process.`,
            ],
        }));
        const ref = selection.referenceCell;
        const refCell = study_model_findCell(view, candidate.id, ref.serverParallel, ref.clientConcurrency);
        const gain = selection.generationGainPercent;
        const gainPointer = `${selection.pointer}/comparison_to_reference_percent/generated_tokens_per_second_median`;
        const refName = `P${ref.serverParallel}/C${ref.clientConcurrency}`;
        metrics.push(metric({
            id: `${candidate.id}_generation_gain_vs_${refName.replace('/', '').toLowerCase()}`,
            label: `${where}: generation rate vs ${refName}`,
            value: rounded('%', requireNumber(gain, 'comparison_to_reference_percent', view, gainPointer)),
            unit: '%',
            estimator: `relative change of medians vs own ${refName} cell`,
            samples: 2,
            ...common,
            timing_boundary: rateBoundary,
            source_pointer: gainPointer,
            raw_values: [
                cell.summary.generatedTokensPerSecondMedian,
                refCell.summary.generatedTokensPerSecondMedian,
            ].map((x) => new core_json/* JsonFloat */.Xg(x)),
            caveats: [`Relative to the candidate's own ${refName} cell, which need not pass the gates itself.`],
        }));
        const quality = findQualityCheck(view, candidate.id, P);
        const outcomes = qualityOutcomes(view, quality.sourceLabel);
        if (outcomes.length !== quality.total) {
            throw new errors/* InputError */.dz(`quality check total ${quality.total} does not match the ${outcomes.length} embedded cases of ${quality.sourceLabel}`, view.file, quality.pointer);
        }
        metrics.push(metric({
            id: `${candidate.id}_quality_passed`,
            label: `${candidate.label}, P${P}: quality cases passed`,
            value: quality.passed,
            unit: `passed / ${quality.total}`,
            estimator: 'count of matched cases',
            samples: quality.total,
            cohort: `capacity-${candidate.id}-quality-p${P}`,
            cache_state: 'fresh quality server; one sequential pass over the suite',
            timing_boundary: 'sequential chat completions, exact-answer checks',
            concurrency: 1,
            active_cap: P,
            conditions: `${quality.total} fixed cases of suite ${quality.suiteId}; one client; fresh server per candidate and slot level.`,
            source_sha256: sha,
            source_pointer: `${quality.pointer}/passed`,
            raw_values: outcomes,
            caveats: ['Exact-answer smoke suite; not a broad quality ranking.'],
        }));
    }
    const limitations = [...sentences(view.boundaryCaveat)];
    limitations.push(p95IsMaximum(n)
        ? `${capitalized(numberWord(n))} measured requests per level make p95 an observed maximum, not a stable tail estimate.`
        : `${capitalized(numberWord(n))} measured requests per level give a nearest-rank p95, not a stable tail estimate.`);
    limitations.push(`Fixed closed-loop client concurrency (${(0,study_wording/* joinAnd */.MO)(lc.concurrencyLevels.map(String))} clients); not an open-loop arrival-rate test.`);
    const p = view.provenance;
    limitations.push(`One ${p.runnerArchitecture} runner (${p.runnerOs}, ${p.runnerCpu}, ${p.runnerCpuCount} CPUs).`);
    limitations.push(...outcomeSentences);
    if (unselected.length > 0) {
        limitations.push(`No observed point cleared every predeclared gate for ${(0,study_wording/* joinAnd */.MO)(unselected)}, so no selected-point metrics are exported for ${unselected.length === 1 ? 'it' : 'them'}.`);
    }
    const sources = [
        {
            id: 'capacity-study',
            sha256: sha,
            description: `capacity-study.json from run ${p.runId} attempt ${p.runAttempt}`,
        },
    ];
    if (options.receiptSha256 !== undefined) {
        if (!hashing/* SHA256_PATTERN */.jU.test(options.receiptSha256))
            throw new errors/* InputError */.dz('receiptSha256 must be 64 lowercase hex digits');
        sources.push({
            id: 'capacity-receipt',
            sha256: options.receiptSha256,
            description: 'capacity-receipt.md rendered from that study',
        });
    }
    return {
        schema_version: 1,
        version: options.version,
        historical: options.historical,
        evidence_sources: sources,
        metrics,
        limitations,
    };
}
/** §1.4 key order (insertion order, not sorted), two-space indent, trailing newline, non-ASCII raw. */
function serializeEvidenceExport(doc) {
    return (0,core_json/* writeJson */.GF)(doc, { indent: 2, sortKeys: false });
}

;// CONCATENATED MODULE: ./src/domain/report/html-kit.ts
// Building blocks shared by the HTML report's sections: escaping, SVG coordinates, axis ticks, tables.
/** Escapes text for element content and double-quoted attribute values. */
function escapeHtml(s) {
    return s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/** SVG coordinates with one decimal: deterministic and compact. */
const xy = (x) => (Math.round(x * 10) / 10).toString();
/** Smallest 1/2/2.5/5 × 10^k step giving at most eight intervals up to max. */
function tickStep(max) {
    const magnitude = 10 ** Math.floor(Math.log10(max / 8));
    for (const step of [1, 2, 2.5, 5, 10])
        if (Math.ceil(max / (step * magnitude)) <= 8)
            return step * magnitude;
    return 10 * magnitude;
}
/** A table of already-escaped cells; numeric columns are right-aligned. */
function table(headers, rows, className = '', numericColumns = []) {
    const th = headers
        .map((x, i) => `<th${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</th>`)
        .join('');
    const body = rows
        .map((r) => `<tr>${r.map((x, i) => `<td${numericColumns.includes(i) ? ' class="num"' : ''}>${x}</td>`).join('')}</tr>`)
        .join('\n');
    return `<table${className ? ` class="${className}"` : ''}>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

;// CONCATENATED MODULE: ./src/domain/report/decision-chart.ts
// The decision's trade-off chart: generation rate against p95 E2E latency per cell, with intervals, SLO line and Pareto frontier.


/**
 * Indexes of the points no other point dominates (≥ rate and ≤ latency, strictly better in one),
 * ordered by latency then rate: the frontier's steps from left to right.
 */
function paretoFrontier(points) {
    const dominated = (p, q) => q.rate >= p.rate && q.latency <= p.latency && (q.rate > p.rate || q.latency < p.latency);
    return points
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => !points.some((q) => dominated(p, q)))
        .sort((a, b) => a.p.latency - b.p.latency || a.p.rate - b.p.rate || a.i - b.i)
        .map(({ i }) => i);
}
const CANDIDATE_COLOURS = ['#1f77b4', '#d9480f', '#2b8a3e', '#7048e8', '#c2255c', '#0c8599'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond'];
const decision_chart_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
/** Marker shape centred on (x, y), about 12 px across. */
function marker(shape, x, y, attrs) {
    switch (shape) {
        case 'circle':
            return `<circle cx="${xy(x)}" cy="${xy(y)}" r="6" ${attrs}/>`;
        case 'square':
            return `<rect x="${xy(x - 5.5)}" y="${xy(y - 5.5)}" width="11" height="11" ${attrs}/>`;
        case 'triangle':
            return `<path d="M${xy(x)} ${xy(y - 7)}L${xy(x + 6.5)} ${xy(y + 5)}L${xy(x - 6.5)} ${xy(y + 5)}Z" ${attrs}/>`;
        case 'diamond':
            return `<path d="M${xy(x)} ${xy(y - 7)}L${xy(x + 7)} ${xy(y)}L${xy(x)} ${xy(y + 7)}L${xy(x - 7)} ${xy(y)}Z" ${attrs}/>`;
    }
}
/** Cells with both a rate and an E2E p95 estimate (the others have no place on the chart). */
function plottedCells(input) {
    const out = [];
    for (const cell of input.cells) {
        const rate = cell.generated_tokens_per_second.estimate;
        const latency = cell.e2e_latency_ms_p95.estimate;
        if (rate === null || latency === null)
            continue;
        const k = input.candidates.findIndex((c) => c.id === cell.candidate_id);
        out.push({ cell, rate, latency, candidateIndex: k < 0 ? input.candidates.length : k });
    }
    return out;
}
/** The hover text of one cell: "label P/C: rate [lo, hi] tok/s, p95 E2E x ms". */
function pointTooltip(label, cell) {
    const g = cell.generated_tokens_per_second;
    const e = cell.e2e_latency_ms_p95;
    const rate = g.estimate === null ? 'no rate' : decision_chart_f1(g.estimate);
    const ci = g.ci === null ? ' [no interval]' : ` [${decision_chart_f1(g.ci[0])}, ${decision_chart_f1(g.ci[1])}]`;
    const bounds = `${e.lower === null ? 'no bound' : decision_chart_f1(e.lower)} – ${e.upper === null ? `no bound, needs ${e.requests_needed ?? '?'} requests` : decision_chart_f1(e.upper)}`;
    return (`${label} P${cell.server_parallel}/C${cell.client_concurrency}: ${rate}${ci} tok/s, ` +
        `p95 E2E ${e.estimate === null ? 'not measured' : `${decision_chart_f1(e.estimate)} ms`} (bounds ${bounds}); verdict ${cell.verdict}`);
}
const W = 800;
const LEFT = 72;
const RIGHT = 24;
const TOP = 28;
const PLOT_H = 340;
const PLOT_W = W - LEFT - RIGHT;
const LEGEND_TOP = TOP + PLOT_H + 62;
const LEGEND_ROW = 22;
function axes(points, slo) {
    const xs = points.flatMap((p) => [p.latency, p.cell.e2e_latency_ms_p95.upper ?? 0]);
    const ys = points.flatMap((p) => [p.rate, p.cell.generated_tokens_per_second.ci?.[1] ?? 0]);
    const xRaw = Math.max(slo, ...xs, 1) * 1.06;
    const yRaw = Math.max(...ys, 1) * 1.06;
    const xStep = tickStep(xRaw);
    const yStep = tickStep(yRaw);
    const xMax = Math.ceil(xRaw / xStep) * xStep;
    const yMax = Math.ceil(yRaw / yStep) * yStep;
    return {
        sx: (v) => LEFT + (Math.min(v, xMax) / xMax) * PLOT_W,
        sy: (v) => TOP + PLOT_H - (Math.min(v, yMax) / yMax) * PLOT_H,
        xMax,
        yMax,
        xStep,
        yStep,
    };
}
/** Decimals that print every multiple of `step` exactly (steps are 1, 2, 2.5 or 5 × 10^k). */
function decimals(step) {
    let d = 0;
    while (d < 6 && Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) > 1e-9)
        d++;
    return d;
}
function axisMarkup(a) {
    const out = [];
    const bottom = TOP + PLOT_H;
    const { xStep, yStep } = a;
    for (let i = 0; i * xStep <= a.xMax + 1e-9; i++) {
        const x = xy(a.sx(i * xStep));
        out.push(`<line class="grid" x1="${x}" y1="${TOP}" x2="${x}" y2="${bottom}" stroke="#e4e8ec" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${x}" y="${bottom + 16}" text-anchor="middle">${(0,format/* pyFixed */.mS)(i * xStep, decimals(xStep))}</text>`);
    }
    for (let i = 0; i * yStep <= a.yMax + 1e-9; i++) {
        const y = a.sy(i * yStep);
        out.push(`<line class="grid" x1="${LEFT}" y1="${xy(y)}" x2="${LEFT + PLOT_W}" y2="${xy(y)}" stroke="#e4e8ec" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${LEFT - 8}" y="${xy(y + 4)}" text-anchor="end">${(0,format/* pyFixed */.mS)(i * yStep, decimals(yStep))}</text>`);
    }
    out.push(`<rect class="frame" x="${LEFT}" y="${TOP}" width="${PLOT_W}" height="${PLOT_H}" fill="none" stroke="#8c959f" stroke-width="1"/>`);
    out.push(`<text class="axis-title" x="${xy(LEFT + PLOT_W / 2)}" y="${bottom + 36}" text-anchor="middle">p95 E2E latency, ms (bar: one-sided lower and upper bounds)</text>`);
    const mid = xy(TOP + PLOT_H / 2);
    out.push(`<text class="axis-title" x="16" y="${mid}" text-anchor="middle" transform="rotate(-90 16 ${mid})">generated tok/s (bar: interval)</text>`);
    return out;
}
/** Horizontal bar lower..upper; a missing bound is a dashed open end to the plot edge with a "no bound" mark. */
function latencyBar(p, a, colour) {
    const e = p.cell.e2e_latency_ms_p95;
    const y = a.sy(p.rate);
    const from = e.lower ?? p.latency;
    const to = e.upper ?? p.latency;
    const out = [
        `<line class="bar e2e-bar" x1="${xy(a.sx(from))}" y1="${xy(y)}" x2="${xy(a.sx(to))}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5"/>`,
    ];
    if (e.upper === null) {
        const edge = LEFT + PLOT_W;
        out.push(`<line class="bar open no-bound upper" x1="${xy(a.sx(p.latency))}" y1="${xy(y)}" x2="${edge}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`);
        out.push(`<path class="no-bound-mark" d="M${xy(edge - 7)} ${xy(y - 4)}L${edge} ${xy(y)}L${xy(edge - 7)} ${xy(y + 4)}" fill="none" stroke="${colour}" stroke-width="1.5"/>`);
    }
    if (e.lower === null) {
        out.push(`<line class="bar open no-bound lower" x1="${LEFT}" y1="${xy(y)}" x2="${xy(a.sx(p.latency))}" y2="${xy(y)}" stroke="${colour}" stroke-width="1.5" stroke-opacity=".55" stroke-dasharray="4 3"/>`);
    }
    return out;
}
function rateBar(p, a, colour) {
    const ci = p.cell.generated_tokens_per_second.ci;
    if (ci === null)
        return [];
    const x = xy(a.sx(p.latency));
    return [
        `<line class="bar rate-bar" x1="${x}" y1="${xy(a.sy(ci[0]))}" x2="${x}" y2="${xy(a.sy(ci[1]))}" stroke="${colour}" stroke-width="1.5"/>`,
    ];
}
function sameCell(p, chosen) {
    return (chosen !== null &&
        p.cell.candidate_id === chosen.candidateId &&
        p.cell.server_parallel === chosen.cell.server_parallel &&
        p.cell.client_concurrency === chosen.cell.client_concurrency);
}
function pointMarkup(p, a, input, label) {
    const failed = p.cell.verdict === 'fail';
    const colour = failed ? '#8c959f' : CANDIDATE_COLOURS[p.candidateIndex % CANDIDATE_COLOURS.length];
    const shape = MARKERS[p.candidateIndex % MARKERS.length];
    const chosen = sameCell(p, input.chosen);
    const x = a.sx(p.latency);
    const y = a.sy(p.rate);
    const out = [
        `<g class="decision-point verdict-${escapeHtml(p.cell.verdict)}${chosen ? ' chosen' : ''}" data-candidate="${escapeHtml(p.cell.candidate_id)}" data-p="${p.cell.server_parallel}" data-c="${p.cell.client_concurrency}" data-verdict="${escapeHtml(p.cell.verdict)}">`,
        `<title>${escapeHtml(pointTooltip(label, p.cell))}</title>`,
        ...rateBar(p, a, colour),
        ...latencyBar(p, a, colour),
        marker(shape, x, y, failed
            ? `class="marker hollow" fill="#ffffff" stroke="${colour}" stroke-width="1.8"`
            : `class="marker" fill="${colour}" stroke="#ffffff" stroke-width="1"`),
    ];
    if (chosen)
        out.push(`<circle class="chosen-ring" cx="${xy(x)}" cy="${xy(y)}" r="12" fill="none" stroke="#111111" stroke-width="2.5"/>`);
    out.push('</g>');
    return out;
}
/** The staircase of the best rate reachable within a latency, through the frontier's points. */
function frontierPath(points, a) {
    const order = paretoFrontier(points.map((p) => ({ latency: p.latency, rate: p.rate })));
    if (order.length === 0)
        return '';
    const steps = order.map((i) => points[i]);
    let d = `M${xy(a.sx(steps[0].latency))} ${xy(a.sy(steps[0].rate))}`;
    for (const s of steps.slice(1))
        d += `H${xy(a.sx(s.latency))}V${xy(a.sy(s.rate))}`;
    const cells = steps.map((s) => `${s.cell.candidate_id}:P${s.cell.server_parallel}/C${s.cell.client_concurrency}`);
    return `<path class="frontier" d="${d}" fill="none" stroke="#343a40" stroke-width="1.6" stroke-opacity=".7" data-cells="${escapeHtml(cells.join(' '))}"/>`;
}
/** One legend entry per candidate drawn, wrapped into rows below the x axis. */
function legendMarkup(input, shown) {
    const out = [];
    const present = new Set(shown.map((p) => p.candidateIndex));
    let x = LEFT;
    let row = 0;
    input.candidates.forEach((c, k) => {
        if (!present.has(k))
            return;
        const width = 34 + c.label.length * 6.8;
        if (x > LEFT && x + width > W - RIGHT) {
            row++;
            x = LEFT;
        }
        const y = LEGEND_TOP + row * LEGEND_ROW;
        const colour = CANDIDATE_COLOURS[k % CANDIDATE_COLOURS.length];
        out.push(`<g class="legend-entry" data-candidate="${escapeHtml(c.id)}">`);
        out.push(marker(MARKERS[k % MARKERS.length], x + 6, y, `fill="${colour}" stroke="#ffffff" stroke-width="1"`));
        out.push(`<text class="legend-label" x="${xy(x + 18)}" y="${y + 4}">${escapeHtml(c.label)}</text>`);
        out.push('</g>');
        x += width;
    });
    return { markup: out, rows: out.length === 0 ? 0 : row + 1 };
}
/** The chart as inline SVG (800 units wide), accessible as one image with a text alternative. */
function decisionChart(input) {
    const points = plottedCells(input);
    const a = axes(points, input.sloE2eMs);
    const labelOf = (id) => input.candidates.find((c) => c.id === id)?.label ?? id;
    const aria = `Generation rate vs p95 E2E latency: ${points.length} cells of ${input.candidates.length} candidates, ` +
        `SLO p95 E2E ≤ ${decision_chart_f1(input.sloE2eMs)} ms`;
    const legend = legendMarkup(input, points);
    const height = LEGEND_TOP - 12 + legend.rows * LEGEND_ROW;
    const out = [
        `<svg class="decision-chart" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-label="${escapeHtml(aria)}">`,
        `<title>Generation rate vs p95 E2E latency</title>`,
        ...axisMarkup(a),
    ];
    const slo = xy(a.sx(input.sloE2eMs));
    out.push(`<line class="slo-limit" x1="${slo}" y1="${TOP}" x2="${slo}" y2="${TOP + PLOT_H}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="6 4" data-ms="${escapeHtml(decision_chart_f1(input.sloE2eMs))}"/>`);
    out.push(`<text class="slo-label" x="${slo}" y="${TOP - 8}" text-anchor="middle">SLO ≤ ${escapeHtml(decision_chart_f1(input.sloE2eMs))} ms</text>`);
    const frontier = frontierPath(points.filter((p) => p.cell.verdict !== 'fail'), a);
    if (frontier)
        out.push(frontier);
    // Failed cells first, so the eligible ones are drawn on top of them.
    const order = [...points].sort((p, q) => Number(q.cell.verdict === 'fail') - Number(p.cell.verdict === 'fail'));
    for (const p of order)
        out.push(...pointMarkup(p, a, input, labelOf(p.cell.candidate_id)));
    out.push(...legend.markup);
    out.push('</svg>');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/domain/report/html-decision.ts
// The HTML report's decision section (docs/decision.md): headline and status, the trade-off chart, grid-edge notes, comparisons, noise and per-cell evidence.




const html_decision_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const html_decision_pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
const at = (c) => `P${c.server_parallel} / C${c.client_concurrency}`;
const html_decision_STATUS_WORDS = {
    decided: 'decided',
    not_distinguishable: 'not distinguishable',
    indeterminate: 'INDETERMINATE',
    no_eligible_cell: 'no eligible cell',
};
const COMPARISON_WORDS = {
    better: 'better',
    worse: 'worse',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
const verdictClass = (v) => `verdict verdict-${v.replace(/[^a-z_]/g, '_')}`;
function verdict3(v) {
    if (v === null)
        return '<span class="verdict verdict-none">—</span>';
    return `<span class="${verdictClass(v)}">${escapeHtml(v.toUpperCase())}</span>`;
}
function labelFor(input) {
    const labels = new Map(input.candidates.map((c) => [c.id, c.label]));
    return (id) => labels.get(id) ?? id;
}
function choiceBlock(choice, label) {
    if (choice === null)
        return '<p class="decision-headline">The plan asks for no choice across candidates (<code>decision.choose</code> is false): the evidence below compares them.</p>';
    const facts = [];
    if (choice.candidate_id !== null && choice.cell !== null)
        facts.push(`<li><strong>Chosen:</strong> ${escapeHtml(label(choice.candidate_id))} at ${at(choice.cell)}</li>`);
    if (choice.probability_best !== null) {
        const cell = choice.probability_best_cell === null ? '' : `; this very cell ${html_decision_pct(choice.probability_best_cell)}`;
        facts.push(`<li><strong>Probability of being best:</strong> ${html_decision_pct(choice.probability_best)}${cell}</li>`);
    }
    facts.push(`<li><strong>Runner-up:</strong> ${choice.runner_up === null ? 'none' : `${escapeHtml(label(choice.runner_up.candidate_id))} at ${at(choice.runner_up.cell)}`}</li>`);
    if (choice.tied.length > 1)
        facts.push(`<li><strong>Tied:</strong> ${choice.tied.map((id) => escapeHtml(label(id))).join(', ')} — tie rule <code>${escapeHtml(choice.tie_rule)}</code></li>`);
    return (`<p class="decision-headline"><span class="badge status-${escapeHtml(choice.status)}">${escapeHtml(html_decision_STATUS_WORDS[choice.status] ?? choice.status)}</span> ${escapeHtml(choice.headline)}</p>\n` +
        `<ul class="decision-facts">\n${facts.join('\n')}\n</ul>`);
}
function gridEdgeNotes(decision, label) {
    if (decision.grid_edge.length === 0)
        return '';
    const items = decision.grid_edge.map((g) => {
        const add = [
            g.next_levels.server_parallel === null ? null : `P=${g.next_levels.server_parallel}`,
            g.next_levels.client_concurrency === null ? null : `C=${g.next_levels.client_concurrency}`,
        ].filter((x) => x !== null);
        const edges = g.edges.map((e) => (e === 'server_parallel' ? 'highest P' : 'highest C')).join(' and ');
        return `<li>${escapeHtml(label(g.candidate_id))}: best point ${at(g.cell)} sits at the ${edges} of the grid — the optimum may lie outside the grid: add ${escapeHtml(add.join(' / '))}.</li>`;
    });
    return `<div class="grid-edge"><strong>Grid edge.</strong>\n<ul>\n${items.join('\n')}\n</ul></div>`;
}
function comparisonsTable(decision, label) {
    if (decision.comparisons.length === 0)
        return '<p>The study records no comparison.</p>';
    const rows = decision.comparisons.map((c) => [
        `${escapeHtml(label(c.a))} <span class="meta">${at(c.a_cell)}</span><br>vs ${escapeHtml(label(c.b))} <span class="meta">${at(c.b_cell)}</span>`,
        `${escapeHtml(c.factor)}${c.factor_detail === null ? '' : ` <span class="meta">(${escapeHtml(c.factor_detail)})</span>`}`,
        escapeHtml(c.at),
        escapeHtml((0,headline/* changeText */.k0)(c.ratio, c.ci)),
        `<span class="${verdictClass(c.verdict)}">${escapeHtml(COMPARISON_WORDS[c.verdict] ?? c.verdict)}</span>`,
        c.pairs_needed === null ? '—' : String(c.pairs_needed),
    ]);
    return table(['Comparison (a vs b)', 'Factor', 'At', 'Rate a / b', 'Verdict', 'Pairs needed'], rows, 'decision-comparisons', [3, 5]);
}
function noiseTable(decision, passIds) {
    const n = decision.noise;
    const shifts = n.pass_shift
        .map((s, i) => `${escapeHtml(passIds[i] ?? `pass ${i + 1}`)} ${(0,headline/* percentChange */.u5)(1 + s)}`)
        .join(', ');
    const rows = [
        [
            'Noise floor (relative run-to-run SD, pass shifts removed)',
            decision.noise_floor === null ? '—' : html_decision_pct(decision.noise_floor),
        ],
        [
            'Minimum detectable effect (80 % power)',
            decision.minimum_detectable_effect === null ? '—' : html_decision_pct(decision.minimum_detectable_effect),
        ],
        ['Indifference zone', html_decision_pct(decision.indifference_zone)],
        [
            'Degrees of freedom (between server runs)',
            `${(0,format/* pyFixed */.mS)(n.df, 1)} (${n.cells} cells in ${n.server_runs} server runs × ${decision.passes} passes)`,
        ],
        ['Pass shifts', shifts === '' ? '—' : shifts],
    ];
    if (n.reason !== null)
        rows.push(['Why no interval', escapeHtml(n.reason)]);
    const method = `<p class="meta decision-method"><strong>Method:</strong> ${escapeHtml(decision.method)}; confidence ${html_decision_pct(decision.confidence)}, ` +
        `${decision.pairs} counterbalanced pair(s), ${decision.resamples} resamples, seed <code>${escapeHtml(decision.seed)}</code>.</p>`;
    return `${table(['Noise', 'Value'], rows, 'decision-noise')}\n${method}`;
}
/** "812.3 [790.1, 901.0]" (unit in the header); a missing bound is "—" with what sample would give one. */
function html_decision_boundText(b) {
    if (b.estimate === null)
        return 'not measured';
    const text = `${html_decision_f1(b.estimate)} [${b.lower === null ? '—' : html_decision_f1(b.lower)}, ${b.upper === null ? '—' : html_decision_f1(b.upper)}]`;
    if (b.lower !== null && b.upper !== null)
        return text;
    return `${text}<br><span class="no-bound">needs ${b.requests_needed ?? '?'} requests</span>`;
}
function rateCell(g) {
    if (g.estimate === null)
        return 'no rate';
    return `${html_decision_f1(g.estimate)} ${g.ci === null ? '[no interval]' : `[${html_decision_f1(g.ci[0])}, ${html_decision_f1(g.ci[1])}]`}`;
}
function attainmentText(name, a) {
    if (a === null)
        return '';
    return `${name} ${a.within}/${a.requests} (≥ ${html_decision_pct(a.lower)})`;
}
function cellRow(c, label, chosen, chosenId) {
    const g = c.gates;
    const isChosen = chosen !== null &&
        c.candidate_id === chosenId &&
        c.server_parallel === chosen.server_parallel &&
        c.client_concurrency === chosen.client_concurrency;
    // Under the verdict, the gates that did not pass (a null TTFT gate: no TTFT limit).
    const named = [
        ['completion', g.completion],
        ['TTFT', g.ttft],
        ['E2E', g.e2e],
        ['memory', g.memory],
        ['quality', g.quality],
    ];
    const open = named.filter(([, v]) => v !== null && v !== 'pass');
    const gates = open.map(([name, v]) => `<br><span class="gate">${name} ${verdict3(v)}</span>`).join('');
    const within = [attainmentText('E2E', c.attainment.e2e), attainmentText('TTFT', c.attainment.ttft)]
        .filter((x) => x !== '')
        .map((x) => `<span class="gate">${x}</span>`)
        .join('<br>');
    return [
        escapeHtml(label(c.candidate_id)),
        `${at(c)}${isChosen ? ' <span class="star">★</span>' : ''}`,
        rateCell(c.generated_tokens_per_second),
        html_decision_boundText(c.ttft_ms_p95),
        html_decision_boundText(c.e2e_latency_ms_p95),
        within === '' ? '—' : within,
        `${verdict3(c.verdict)}${gates}`,
    ];
}
function cellsTable(decision, label) {
    const choice = decision.choice;
    const rows = decision.cells.map((c) => cellRow(c, label, choice?.cell ?? null, choice?.candidate_id ?? null));
    const cells = table([
        'Candidate',
        'Point',
        'Generation rate, tok/s [interval]',
        'TTFT p95, ms [bounds]',
        'E2E p95, ms [bounds]',
        'Within SLO (lower bound)',
        'Verdict (gates not passed)',
    ], rows, 'decision-cells', [2, 3, 4]);
    // Wide on a narrow screen: it scrolls by itself instead of widening the page.
    return `<div class="table-scroll">\n${cells}\n</div>`;
}
/** The section, placed right after the report's header. */
function html_decision_decisionSection(input) {
    const d = input.decision;
    const label = labelFor(input);
    const c = d.choice;
    const chart = decisionChart({
        cells: d.cells,
        candidates: input.candidates,
        sloE2eMs: input.sloE2eMs,
        chosen: c !== null && c.candidate_id !== null && c.cell !== null
            ? { candidateId: c.candidate_id, cell: c.cell }
            : null,
    });
    const out = [
        '<section id="decision">',
        '<h2>Decision</h2>',
        choiceBlock(d.choice, label),
        '<h3>Generation rate vs p95 E2E latency</h3>',
        chart,
        '<p class="legend decision-legend"><span>bars: vertical = rate interval, horizontal = p95 bounds</span><span>dashed arrow = no upper bound (too few requests)</span>' +
            '<span>hollow grey = fails a gate</span><span>black ring = chosen cell</span><span>step line = Pareto frontier of the cells that fail no gate</span><span>dashed red = SLO</span></p>',
        gridEdgeNotes(d, label),
        '<h3>Comparisons</h3>',
        comparisonsTable(d, label),
        '<h3>Noise</h3>',
        noiseTable(d, input.passIds),
        '<h3>Every cell</h3>',
        cellsTable(d, label),
        '</section>',
    ];
    return out.filter((x) => x !== '').join('\n');
}
/** Styles of the section, added to the page only when the study has a decision. */
const DECISION_STYLE = `
.decision-headline { font-size: 18px; font-weight: 600; margin: 10px 0; }
.badge { display: inline-block; font-size: 13px; font-weight: 700; letter-spacing: .03em; padding: 2px 9px; border-radius: 12px; margin-right: 6px; vertical-align: 2px; border: 1px solid; }
.badge.status-decided { background: #dafbe1; color: #1a5e2a; border-color: #2b8a3e; }
.badge.status-not_distinguishable { background: #ddf4ff; color: #0a3069; border-color: #218bff; }
.badge.status-indeterminate { background: #fff8c5; color: #7d4e00; border-color: #d4a72c; }
.badge.status-no_eligible_cell { background: #ffebe9; color: #a11d1d; border-color: #cf222e; }
ul.decision-facts { margin: 4px 0 10px; padding-left: 20px; }
.verdict { font-weight: 600; }
.verdict-pass, .verdict-better { color: #1a7f37; }
.verdict-fail, .verdict-worse { color: #cf222e; }
.verdict-indeterminate { color: #9a6700; }
.no-bound { color: #9a6700; }
.grid-edge { margin: 10px 0; padding: 8px 14px; border-left: 4px solid #d4a72c; background: #fff8c5; }
.grid-edge ul { margin: 4px 0; padding-left: 20px; }
table.decision-cells td:nth-child(n+2) { white-space: nowrap; }
table.decision-cells { font-size: 13px; }
.table-scroll { overflow-x: auto; max-width: 100%; }
.decision-legend { row-gap: 2px; margin-top: 0; }
.gate { white-space: nowrap; }
svg.decision-chart .legend-label { font-size: 12.5px; }
`;

;// CONCATENATED MODULE: ./src/domain/report/html-report.ts
// Self-contained HTML report of one capacity study: inline CSS and SVG only, no script, no external
// asset (a CSP forbids any fetch). Numbers use the receipt's formatting so both can be cross-checked.
// cohesive: one self-contained HTML page — its markup, inline CSS and SVG charts.









const h = escapeHtml;
const html_report_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const html_report_f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
const html_report_ms = (x) => (x === null ? 'not measured' : `${html_report_f1(x)} ms`);
const html_report_status = (b) => (b ? 'PASS' : 'FAIL');
const html_report_point = (p, c) => `P${p} / C${c}`;
/** Identifier safe for an HTML id attribute (the candidate id is already restricted, but stay defensive). */
function html_report_anchor(s) {
    return s.replace(/[^A-Za-z0-9_-]/g, '_');
}
function isSelected(view, cell) {
    const sel = selectionFor(view, cell.candidateId).selectedCell;
    return (sel !== null &&
        sel.serverParallel === cell.serverParallel &&
        sel.clientConcurrency === cell.clientConcurrency);
}
function candidateGrid(view, candidateId) {
    return view.serverParallelLevels.map((p) => view.clientConcurrencyLevels.map((c) => study_model_findCell(view, candidateId, p, c)));
}
// ---------------------------------------------------------------------------------------------
// Heat-map of the envelope: P rows × C columns, colour = gate result, lightness = tok/s.
function heatMap(view, candidate) {
    const grid = candidateGrid(view, candidate.id);
    const colW = 190;
    const rowH = 100;
    const left = 70;
    const top = 44;
    const gap = 8;
    const width = left + view.clientConcurrencyLevels.length * colW + 10;
    const height = top + view.serverParallelLevels.length * rowH + 10;
    const rates = grid.flat().map((c) => c.summary.generatedTokensPerSecondMedian);
    const maxRate = Math.max(...rates);
    const minRate = Math.min(...rates);
    const titleId = `heatmap-title-${html_report_anchor(candidate.id)}`;
    const out = [];
    out.push(`<svg class="heatmap" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}">`);
    out.push(`<title id="${titleId}">${h(`Capacity envelope of ${candidate.label}: server slots by simultaneous clients`)}</title>`);
    out.push(`<text class="axis-title" x="${left}" y="16">simultaneous clients →</text>`);
    out.push(`<text class="axis-title" x="8" y="${top - 8}">slots ↓</text>`);
    view.clientConcurrencyLevels.forEach((c, j) => {
        out.push(`<text class="axis-label" x="${xy(left + j * colW + (colW - gap) / 2)}" y="${top - 8}" text-anchor="middle">C${c}</text>`);
    });
    grid.forEach((row, i) => {
        const y = top + i * rowH;
        out.push(`<text class="axis-label" x="${left - 14}" y="${xy(y + (rowH - gap) / 2 + 5)}" text-anchor="end">P${view.serverParallelLevels[i]}</text>`);
        row.forEach((cell, j) => {
            const x = left + j * colW;
            const s = cell.summary;
            const pass = s.capacityGateMet;
            const share = maxRate > minRate ? (s.generatedTokensPerSecondMedian - minRate) / (maxRate - minRate) : 1;
            // Darker = faster, within the pass (green) or fail (red) hue; text stays dark on every shade.
            const fill = pass ? `hsl(140, 50%, ${xy(90 - 22 * share)}%)` : `hsl(8, 80%, ${xy(94 - 12 * share)}%)`;
            const selected = isSelected(view, cell);
            const reasons = s.failureReasons.map(human);
            const tooltip = `${html_report_point(cell.serverParallel, cell.clientConcurrency)}: ${html_report_status(pass)}` +
                (reasons.length ? ` (${reasons.join('; ')})` : '');
            out.push(`<g class="cell ${pass ? 'pass' : 'fail'}${selected ? ' selected' : ''}" data-candidate="${h(cell.candidateId)}" data-p="${cell.serverParallel}" data-c="${cell.clientConcurrency}" data-status="${html_report_status(pass)}">`);
            out.push(`<title>${h(tooltip)}</title>`);
            out.push(`<rect class="cell-bg" x="${x}" y="${y}" width="${colW - gap}" height="${rowH - gap}" rx="6" fill="${fill}" stroke="${pass ? '#2b8a3e' : '#c92a2a'}" stroke-width="1.5"/>`);
            if (selected) {
                out.push(`<rect class="selected-outline" x="${x - 3}" y="${y - 3}" width="${colW - gap + 6}" height="${rowH - gap + 6}" rx="8" fill="none" stroke="#111111" stroke-width="4"/>`);
                out.push(`<text class="cell-flag" x="${x + colW - gap - 8}" y="${y + 20}" text-anchor="end">★ selected</text>`);
            }
            out.push(`<text class="cell-status" x="${x + 10}" y="${y + 20}">${html_report_status(pass)}</text>`);
            out.push(`<text class="cell-rate" x="${x + 10}" y="${y + 44}">${html_report_f2(s.generatedTokensPerSecondMedian)} tok/s</text>`);
            out.push(`<text class="cell-e2e" x="${x + 10}" y="${y + 64}">E2E p95 ${html_report_ms(s.e2eLatencyMsP95Median)}</text>`);
            out.push(`<text class="cell-ttft" x="${x + 10}" y="${y + 82}">TTFT p95 ${html_report_ms(s.ttftMsP95Median)}</text>`);
            out.push('</g>');
        });
    });
    out.push('</svg>');
    return out.join('\n');
}
function stripPlot(view, candidate, kind) {
    const grid = candidateGrid(view, candidate.id);
    const limit = kind === 'ttft' ? view.loadContract.slo.maxTtftMsP95 : view.loadContract.slo.maxE2eLatencyMsP95;
    const rows = [];
    for (const cell of grid.flat()) {
        cell.passMetrics.forEach((pm, passIndex) => {
            const samples = loadRowSamples(view, pm.sourceLoadLabel, cell.clientConcurrency);
            const values = samples
                .map((s) => ({
                v: kind === 'ttft' ? s.ttftMs : s.e2eLatencyMs,
                completed: s.completed,
                index: s.index,
            }))
                .filter((s) => s.v !== null);
            const stored = kind === 'ttft' ? pm.ttftMsP95 : pm.e2eLatencyMsP95;
            rows.push({ cell, passIndex, values, p95: stored === null ? null : toNumber(stored) });
        });
    }
    const maxValue = Math.max(limit ?? 0, ...rows.flatMap((r) => r.values.map((v) => v.v)), 1);
    const step = tickStep(maxValue * 1.04);
    const axisMax = Math.ceil((maxValue * 1.04) / step) * step;
    const labelW = 190;
    const plotW = 620;
    const rightW = 130;
    const rowH = 18;
    const top = 40;
    const width = labelW + plotW + rightW;
    const height = top + rows.length * rowH + 30;
    const sx = (v) => labelW + (v / axisMax) * plotW;
    const name = kind === 'ttft' ? 'TTFT' : 'E2E latency';
    const titleId = `strip-${kind}-${html_report_anchor(candidate.id)}`;
    const out = [];
    out.push(`<svg class="strip ${kind}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}" data-candidate="${h(candidate.id)}" data-metric="${kind}">`);
    out.push(`<title id="${titleId}">${h(`${name} of every measured request, ${candidate.label}`)}</title>`);
    // Alternate bands group the passes of one cell.
    let band = 0;
    for (let i = 0; i < rows.length; i++) {
        if (i > 0 && rows[i].cell !== rows[i - 1].cell)
            band++;
        if (band % 2 === 0) {
            out.push(`<rect class="band" x="0" y="${top + i * rowH}" width="${width}" height="${rowH}" fill="#f3f5f7"/>`);
        }
    }
    for (let t = 0; t <= axisMax + 1e-9; t += step) {
        const x = xy(sx(t));
        out.push(`<line class="grid" x1="${x}" y1="${top}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#d0d7de" stroke-width="1"/>`);
        out.push(`<text class="tick" x="${x}" y="${top + rows.length * rowH + 16}" text-anchor="middle">${Math.round(t)}</text>`);
    }
    out.push(`<text class="axis-title" x="${labelW}" y="14">${h(name)} per request, ms</text>`);
    if (limit !== null) {
        const x = xy(sx(limit));
        out.push(`<line class="slo-limit" x1="${x}" y1="${top - 4}" x2="${x}" y2="${top + rows.length * rowH}" stroke="#c92a2a" stroke-width="1.5" stroke-dasharray="5 3"/>`);
        out.push(`<text class="slo-label" x="${x}" y="${top - 8}" text-anchor="middle">SLO p95 ≤ ${h(html_report_f1(limit))}</text>`);
    }
    rows.forEach((r, i) => {
        const cy = top + i * rowH + rowH / 2;
        const pm = r.cell.passMetrics[r.passIndex];
        const over = r.p95 !== null && limit !== null && r.p95 > limit;
        out.push(`<g class="strip-row" data-p="${r.cell.serverParallel}" data-c="${r.cell.clientConcurrency}" data-pass="${h(pm.passId)}" data-n="${r.values.length}">`);
        out.push(`<text class="row-label" x="${labelW - 10}" y="${xy(cy + 4)}" text-anchor="end">${h(`${html_report_point(r.cell.serverParallel, r.cell.clientConcurrency)} · ${pm.passId}`)}</text>`);
        for (const v of r.values) {
            out.push(`<circle class="sample pass-${r.passIndex % PASS_COLOURS.length}${v.completed ? '' : ' failed'}" cx="${xy(sx(v.v))}" cy="${xy(cy)}" r="3.5"><title>${h(`request ${v.index}: ${html_report_f1(v.v)} ms${v.completed ? '' : ' (failed)'}`)}</title></circle>`);
        }
        if (r.p95 !== null) {
            const x = xy(sx(r.p95));
            out.push(`<line class="p95-mark" x1="${x}" y1="${xy(cy - 7)}" x2="${x}" y2="${xy(cy + 7)}" stroke="#111111" stroke-width="2"/>`);
        }
        out.push(`<text class="p95-label${over ? ' over' : ''}" x="${labelW + plotW + 10}" y="${xy(cy + 4)}">p95 ${h(html_report_ms(r.p95))}</text>`);
        out.push('</g>');
    });
    out.push('</svg>');
    return out.join('\n');
}
function toNumber(v) {
    if (v instanceof core_json/* JsonFloat */.Xg)
        return v.value;
    if (typeof v === 'number')
        return v;
    throw new TypeError('expected a number');
}
// ---------------------------------------------------------------------------------------------
// Tables
function selectedPointsTable(view) {
    const rows = view.candidates.map((c) => {
        const sel = selectionFor(view, c.id);
        if (sel.selectedCell === null) {
            return [h(c.label), h((0,study_wording/* roleName */.S3)(c.role)), 'No eligible point', 'Not applicable', 'Not applicable'];
        }
        const cell = study_model_findCell(view, c.id, sel.selectedCell.serverParallel, sel.selectedCell.clientConcurrency);
        return [
            h(c.label),
            h((0,study_wording/* roleName */.S3)(c.role)),
            html_report_point(cell.serverParallel, cell.clientConcurrency),
            `${html_report_f2(cell.summary.generatedTokensPerSecondMedian)} tok/s`,
            sel.generationGainPercent === null ? 'Not applicable' : `${sf1(sel.generationGainPercent)}%`,
        ];
    });
    const ref = view.selections[0]?.referenceCell;
    const refName = ref ? `P${ref.serverParallel}/C${ref.clientConcurrency}` : 'reference';
    return table(['Candidate', 'Role', 'Selected point', 'Median generation rate', `Generation rate vs ${h(refName)}`], rows, 'selected-points', [3, 4]);
}
function selectedGateTable(view, candidate) {
    const sel = selectionFor(view, candidate.id).selectedCell;
    if (sel === null)
        return '<p class="envelope-result"><strong>Envelope result:</strong> no observed point cleared every predeclared gate.</p>';
    const cell = study_model_findCell(view, candidate.id, sel.serverParallel, sel.clientConcurrency);
    const s = cell.summary;
    const g = view.capacityGate;
    const minCompletion = view.loadContract.slo.minCompletionRate;
    const yes = (b) => (b ? 'Yes' : 'No');
    const result = (b) => `<span class="${b ? 'ok' : 'bad'}">${html_report_status(b)}</span>`;
    const rows = [
        ['Both counterbalanced passes meet load SLO', yes(s.everyPassSloMet), result(s.everyPassSloMet)],
        ['Quality floor and retention', yes(s.qualityGateMet), result(s.qualityGateMet)],
        [
            'Peak server RSS',
            `${html_report_f1(s.serverPeakRssMibMax)} MiB / ${html_report_f1(g.maxServerPeakRssMib)} MiB`,
            result(s.serverPeakRssMibMax <= g.maxServerPeakRssMib),
        ],
        ['Completion rate, worst pass', pct1(s.completionRateMin), result(s.completionRateMin >= minCompletion)],
        [
            'Generation-rate spread',
            `${html_report_f1(s.throughputRelativeSpreadPercent)}% / ${html_report_f1(g.maxThroughputRelativeSpreadPercent)}%`,
            result(s.throughputRelativeSpreadPercent <= g.maxThroughputRelativeSpreadPercent),
        ],
        [
            'Observed-p95 E2E spread',
            s.e2eRelativeSpreadPercent === null
                ? 'not measured'
                : `${html_report_f1(s.e2eRelativeSpreadPercent)}% / ${html_report_f1(g.maxE2eRelativeSpreadPercent)}%`,
            result(s.e2eRelativeSpreadPercent !== null && s.e2eRelativeSpreadPercent <= g.maxE2eRelativeSpreadPercent),
        ],
    ];
    return (`<p class="envelope-result"><strong>Envelope result:</strong> ${html_report_point(sel.serverParallel, sel.clientConcurrency)} is the best observed passing point under the fixed objective.</p>\n` +
        table(['Gate', 'Observed', 'Result'], rows, 'gate-summary', [1]));
}
function gateTable(view, candidate) {
    const rows = candidateGrid(view, candidate.id)
        .flat()
        .map((cell) => {
        const s = cell.summary;
        const reasons = s.failureReasons.length === 0
            ? '—'
            : `<ul class="reasons">${s.failureReasons.map((code) => `<li>${h(human(code))} <code>${h(code)}</code></li>`).join('')}</ul>`;
        return [
            html_report_point(cell.serverParallel, cell.clientConcurrency) +
                (isSelected(view, cell) ? ' <span class="star">★</span>' : ''),
            `<span class="${s.capacityGateMet ? 'ok' : 'bad'}">${html_report_status(s.capacityGateMet)}</span>`,
            `${html_report_f2(s.generatedTokensPerSecondMedian)} tok/s`,
            html_report_ms(s.e2eLatencyMsP95Median),
            html_report_ms(s.ttftMsP95Median),
            `${html_report_f1(s.serverPeakRssMibMax)} MiB`,
            `${html_report_f1(s.throughputRelativeSpreadPercent)}%`,
            s.e2eRelativeSpreadPercent === null ? 'not measured' : `${html_report_f1(s.e2eRelativeSpreadPercent)}%`,
            reasons,
        ];
    });
    return table([
        'Point',
        'Result',
        'Generation rate',
        'E2E p95',
        'TTFT p95',
        'Peak RSS',
        'Rate spread',
        'E2E spread',
        'Gate failures',
    ], rows, 'gates', [2, 3, 4, 5, 6, 7]);
}
function qualityTable(view) {
    const labels = new Map(view.candidates.map((c) => [c.id, c.label]));
    const rows = view.qualityChecks.map((q) => [
        h(labels.get(q.candidateId) ?? q.candidateId),
        String(q.serverParallel),
        `${q.passed}/${q.total}`,
        q.retentionVsReference === null ? 'Not applicable' : pct1(q.retentionVsReference),
        q.outcomesMatch ? 'Matched' : 'Changed',
        `<span class="${q.gateMet ? 'ok' : 'bad'}">${html_report_status(q.gateMet)}</span>`,
        q.failureReasons.length === 0 ? '—' : q.failureReasons.map((c) => `<code>${h(c)}</code>`).join(' '),
    ]);
    return table([
        'Candidate',
        'Server slots',
        'Score',
        'Reference retention',
        'Outcome stability',
        'Result',
        'Failure codes',
    ], rows, 'quality', [1, 2, 3]);
}
function html_report_methodology(view) {
    const lc = view.loadContract;
    const passes = view.passes
        .map((p) => `<code>${h(p.id)}</code> (${h(p.candidateOrder.join(' → '))}; ${p.serverParallelOrder.map((x) => `P${x}`).join(' → ')}; ${p.clientConcurrencyOrder.map((x) => `C${x}`).join(' → ')})`)
        .join('; ');
    const slo = lc.slo;
    const items = [
        `Server slots: <code>${view.serverParallelLevels.join(', ')}</code>; simultaneous clients: <code>${view.clientConcurrencyLevels.join(', ')}</code>.`,
        `Context is held at <code>${view.perSlotContextTokens}</code> tokens per server slot.`,
        `Mirrored passes: ${passes}.`,
        `Each client level: ${lc.warmupRequestsPerLevel} warmups, then ${lc.measuredRequestsPerLevel} measured requests of ${lc.outputTokens} output tokens, ${h(lc.promptSchedule)} over ${lc.promptCount} fixed prompts, prompt caching disabled.`,
        `Load SLO per pass: completion rate ≥ ${pct1(slo.minCompletionRate)}, observed-p95 TTFT ≤ ${slo.maxTtftMsP95 === null ? 'no limit' : `${html_report_f1(slo.maxTtftMsP95)} ms`}, observed-p95 E2E ≤ ${html_report_f1(slo.maxE2eLatencyMsP95)} ms.`,
        `Capacity gate: peak RSS ≤ ${html_report_f1(view.capacityGate.maxServerPeakRssMib)} MiB, generation-rate spread ≤ ${html_report_f1(view.capacityGate.maxThroughputRelativeSpreadPercent)}%, observed-p95 E2E spread ≤ ${html_report_f1(view.capacityGate.maxE2eRelativeSpreadPercent)}%, quality gate met.`,
    ];
    return `<ul class="methodology">\n${items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`;
}
function html_report_provenance(view, toolVersion) {
    const p = view.provenance;
    const fp = view.fingerprints;
    const code = (s) => `<code>${h(String(s))}</code>`;
    const artifactCount = fp.loadArtifacts.length + fp.rssArtifacts.length + fp.serverLogs.length + fp.qualityArtifacts.length;
    const rows = [
        ['Classification', code(view.classification)],
        ['Source repository', code(p.repository)],
        ['Source revision', code(p.revision)],
        ['Workflow', code(p.workflow)],
        ['Workflow run', `${code(p.runId)} attempt ${code(p.runAttempt)}`],
        ['Generated at (UTC)', code(p.generatedAtUtc)],
        [
            'Runner',
            `${code(p.runnerOs)} · ${code(p.runnerArchitecture)} · ${code(p.runnerCpu)} · ${code(p.runnerCpuCount)} CPUs`,
        ],
        ['Runtime', `${code(p.runtimeName)} at ${code(p.runtimeRevision)}`],
        ['Runtime repository', code(p.runtimeRepository)],
        ['Frozen canonical run', `${code(p.canonicalRunId)} · ${code(p.canonicalReleaseTag)}`],
        ['Capacity plan SHA-256', code(fp.capacityPlanSha256)],
        ['Capacity plan content SHA-256', code(fp.capacityPlanContentSha256)],
        ['Load plan SHA-256', code(fp.loadPlanSha256)],
        ['Capacity manifest SHA-256', code(fp.manifestSha256)],
        ['Capacity source artifacts', `${code(artifactCount)} files`],
        ['Report rendered by', `paretopilot-capacity ${code(toolVersion)}`],
    ];
    const groups = [
        ['load evaluation', fp.loadArtifacts],
        ['peak RSS report', fp.rssArtifacts],
        ['server log', fp.serverLogs],
        ['quality evidence', fp.qualityArtifacts],
    ];
    const fingerprintRows = groups.flatMap(([kind, entries]) => entries.map(([label, sha]) => [h(kind), code(label), code(sha)]));
    return (table(['Field', 'Value'], rows, 'provenance') +
        `\n<details class="fingerprints">\n<summary>Input fingerprints (${artifactCount} files)</summary>\n` +
        table(['Kind', 'Label', 'SHA-256'], fingerprintRows, 'fingerprints') +
        '\n</details>');
}
/** Dot colours of the passes, in plan pass order. */
const PASS_COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd'];
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2328; background: #ffffff; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 28px; margin: 0 0 6px; }
h2 { font-size: 21px; margin: 36px 0 10px; padding-bottom: 6px; border-bottom: 1px solid #d0d7de; }
h3 { font-size: 16px; margin: 22px 0 8px; }
p { margin: 8px 0; }
code { font: 12.5px/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f3f5f7; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
.banner { display: inline-block; font-weight: 600; background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 4px 10px; }
.meta { color: #57606a; }
table { border-collapse: collapse; margin: 8px 0 14px; font-size: 14px; }
th, td { border: 1px solid #d0d7de; padding: 5px 9px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
td.num, th.num { text-align: right; }
td.num { white-space: nowrap; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.star { color: #111111; }
ul.reasons { margin: 0; padding-left: 18px; }
.legend { display: flex; gap: 18px; flex-wrap: wrap; font-size: 13.5px; color: #424a53; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: -2px; margin-right: 5px; border: 1px solid #8c959f; }
svg { max-width: 100%; height: auto; display: block; margin: 6px 0 10px; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: #1f2328; }
svg .axis-title { font-size: 12px; fill: #57606a; }
svg .axis-label { font-size: 15px; font-weight: 600; }
svg .cell-status { font-size: 13px; font-weight: 700; letter-spacing: .04em; }
svg .cell.pass .cell-status { fill: #1a5e2a; }
svg .cell.fail .cell-status { fill: #a11d1d; }
svg .cell-rate { font-size: 18px; font-weight: 700; }
svg .cell-e2e, svg .cell-ttft { font-size: 12.5px; }
svg .cell-flag { font-size: 12px; font-weight: 700; }
svg .tick { font-size: 11px; fill: #57606a; }
svg .row-label { font-size: 11.5px; }
svg .p95-label { font-size: 11.5px; }
svg .p95-label.over { fill: #cf222e; font-weight: 700; }
svg .slo-label { font-size: 11px; fill: #c92a2a; }
${PASS_COLOURS.map((c, i) => `svg .sample.pass-${i} { fill: ${c}; fill-opacity: .75; }`).join('\n')}
svg .sample.failed { fill: #ffffff; stroke: #cf222e; stroke-width: 1.5; }
.envelope { display: flex; flex-wrap: wrap; gap: 8px 28px; align-items: flex-start; }
.envelope-gates { flex: 1 1 420px; }
.envelope-gates td:first-child { min-width: 190px; }
.envelope-gates table { font-size: 13.5px; }
table.gates { width: 100%; }
table.gates td { white-space: nowrap; }
table.gates td:last-child { white-space: normal; width: 48%; }
ul.reasons code { font-size: 11.5px; }
.boundary { margin-top: 36px; padding: 12px 16px; border-left: 4px solid #8c959f; background: #f6f8fa; }
`;
/** Renders the report; deterministic (no clock, no randomness), all study text HTML-escaped. */
function renderHtmlReport(study, options) {
    const view = readStudyView(study, options.studyFile);
    const p = view.provenance;
    // The same context sentences as the receipt (plan wording, else derived from the study's facts).
    const wording = (0,study_wording/* studyWording */.Eo)({
        architecture: p.runnerArchitecture,
        releaseTag: p.canonicalReleaseTag,
        candidateLabels: view.candidates.map((c) => c.label),
        wording: view.wording,
    });
    const out = [];
    out.push('<!DOCTYPE html>');
    out.push('<html lang="en">');
    out.push('<head>');
    out.push('<meta charset="utf-8">');
    // Defence in depth: even a stray reference could not leave the page.
    out.push(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    out.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
    out.push('<link rel="icon" href="data:,">');
    out.push(`<title>${h(`Capacity report · run ${p.runId} attempt ${p.runAttempt}`)}</title>`);
    out.push(`<style>${STYLE}${options.decision ? DECISION_STYLE : ''}</style>`);
    out.push('</head>');
    out.push('<body>');
    out.push('<main>');
    out.push('<header>');
    out.push(`<h1>${h(view.wording?.title ?? `ParetoPilot ${wording.architecture} capacity report`)}</h1>`);
    out.push(`<p class="banner">${h(wording.banner)}</p>`);
    out.push(`<p class="meta">${h(view.classification)} · canonical outputs modified: ${view.canonicalOutputsModified ? 'yes' : 'no'}</p>`);
    out.push(`<p class="question">${h(wording.question)}</p>`);
    out.push(`<p><strong>Scope:</strong> ${h(view.scope)}</p>`);
    out.push(`<p class="decision-boundary"><strong>Decision boundary:</strong> ${h(wording.decisionBoundary)}</p>`);
    const timing = clientTimingStatement((0,core_json/* toPlain */.Ul)(view.document.provenance ?? null));
    if (timing)
        out.push(`<p class="client-timing"><strong>${h(timing.lead)}</strong> ${h(timing.text)}</p>`);
    out.push(`<p class="meta">${h(p.repository)} at <code>${h(p.revision.slice(0, 12))}</code> · run <code>${h(p.runId)}</code> attempt ${p.runAttempt} · ${h(p.runnerOs)} ${h(p.runnerArchitecture)} (${h(p.runnerCpu)}, ${p.runnerCpuCount} CPUs)</p>`);
    out.push('<p class="legend"><span><span class="swatch" style="background:hsl(140, 50%, 75%)"></span>passed every gate</span>' +
        '<span><span class="swatch" style="background:hsl(8, 80%, 86%)"></span>rejected</span>' +
        '<span>darker = higher generated tok/s</span><span>★ black outline = selected point</span>' +
        '<span>P = llama-server slots · C = simultaneous clients</span></p>');
    out.push('</header>');
    if (options.decision) {
        out.push(html_decision_decisionSection({
            decision: options.decision,
            candidates: view.candidates,
            passIds: view.passes.map((pass) => pass.id),
            sloE2eMs: view.loadContract.slo.maxE2eLatencyMsP95,
        }));
    }
    out.push('<section id="selected-points">');
    out.push('<h2>Selected operating points</h2>');
    out.push(selectedPointsTable(view));
    out.push('</section>');
    for (const candidate of view.candidates) {
        out.push(`<section class="candidate" id="candidate-${html_report_anchor(candidate.id)}" data-candidate="${h(candidate.id)}">`);
        out.push(`<h2>Capacity envelope — ${h(candidate.label)}</h2>`);
        out.push('<div class="envelope">');
        out.push(heatMap(view, candidate));
        out.push(`<div class="envelope-gates">${selectedGateTable(view, candidate)}</div>`);
        out.push('</div>');
        out.push('<h3>Gate results per point</h3>');
        out.push(gateTable(view, candidate));
        out.push('<h3>Latency of every measured request</h3>');
        out.push('<p class="legend">' +
            view.passes
                .map((pass, i) => `<span><span class="swatch" style="background:${PASS_COLOURS[i % PASS_COLOURS.length]}"></span>${h(pass.id)} pass</span>`)
                .join('') +
            '<span>hollow red = failed request</span><span>black tick = the pass’s observed p95</span><span>dashed red = SLO limit</span></p>');
        out.push(stripPlot(view, candidate, 'ttft'));
        out.push(stripPlot(view, candidate, 'e2e'));
        out.push('</section>');
    }
    out.push('<section id="quality">');
    out.push('<h2>Quality guard</h2>');
    out.push(qualityTable(view));
    out.push('</section>');
    out.push('<section id="methodology">');
    out.push('<h2>Methodology</h2>');
    out.push(html_report_methodology(view));
    out.push('</section>');
    out.push('<section id="provenance">');
    out.push('<h2>Provenance and fingerprints</h2>');
    out.push(html_report_provenance(view, options.toolVersion));
    out.push('</section>');
    out.push(`<section class="boundary" id="boundary"><strong>Boundary.</strong> ${h(view.boundaryCaveat)}</section>`);
    out.push('</main>');
    out.push('</body>');
    out.push('</html>');
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/version.ts
// Tool identity recorded in manifests and printed in the receipt's reproduce block.
const TOOL_NAME = 'paretopilot-capacity';
const TOOL_VERSION = '0.1.0';
const TOOL_REPOSITORY = 'paretopilot/capacity';
/** `source.workflow` our manifests record (the reference hard-coded its own path). */
const TOOL_WORKFLOW = '.github/workflows/capacity-study.yml';

;// CONCATENATED MODULE: ./src/orchestrators/bundle-extras.ts
// Renderings added to every complete bundle besides the study, receipt and status: the metrics
// export (every number with its JSON pointer into the study and the study's hash) and the
// self-contained HTML report.




const EVIDENCE_FILE = 'evidence-metrics.json';
const REPORT_FILE = 'capacity-report.html';
function bundleExtras() {
    return [
        (study, studyText, validated) => [
            {
                file: EVIDENCE_FILE,
                content: serializeEvidenceExport(buildEvidenceExport(study, {
                    studySha256: (0,hashing/* sha256Hex */.fg)(studyText),
                    version: TOOL_VERSION,
                    historical: false,
                })),
            },
            {
                file: REPORT_FILE,
                content: renderHtmlReport(study, { toolVersion: TOOL_VERSION, decision: validated.plain.decision }),
            },
        ],
    ];
}

// EXTERNAL MODULE: ./src/domain/study/assemble.ts
var assemble = __webpack_require__(70676);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var plan_schedule = __webpack_require__(53857);
;// CONCATENATED MODULE: ./src/adapters/bundle/discover-bundle.ts
// Discovers a bundle's assembly inputs from its plan (the layout itself: domain/bundle/bundle-layout.ts).






async function input(root, rel) {
    return { path: rel, bytes: await bundle_files_readInputFile(bundlePath(root, rel), rel) };
}
async function readPlanInput(root) {
    const file = await input(root, bundle_layout/* PLAN_FILE */.VI);
    return { file, plan: (0,plan_plan/* parseCapacityPlan */.bO)((0,assemble/* readJsonFile */.JE)(file).value, file.path) };
}
async function readBundlePlan(root) {
    return (await readPlanInput(root)).plan;
}
/** Discovers the assembly inputs of a bundle; unknown run/quality folders are errors. */
async function discoverBundle(root) {
    const { file: planFile, plan } = await readPlanInput(root);
    const runs = (0,plan_schedule/* performanceRuns */.HO)(plan);
    const quality = (0,plan_schedule/* qualityRuns */.OE)(plan);
    const files = await listBundleFiles(root);
    const knownRuns = new Set(runs.map((r) => r.label));
    const knownQuality = new Set(quality.map((q) => q.label));
    const unknown = new Set();
    for (const f of files) {
        const m = /^runs\/([^/]+\/[^/]+\/[^/]+)\//.exec(f) ?? /^runs\/(.*)$/.exec(f);
        if (f.startsWith('runs/') && (!m || !knownRuns.has(m[1])))
            unknown.add(f.split('/').slice(0, 4).join('/'));
        const q = /^quality\/([^/]+\/[^/]+)\//.exec(f) ?? /^quality\/(.*)$/.exec(f);
        if (f.startsWith('quality/') && (!q || !knownQuality.has(q[1])))
            unknown.add(f.split('/').slice(0, 3).join('/'));
    }
    if (unknown.size) {
        throw new errors/* InputError */.dz(`bundle contains folders for labels the plan does not declare: ${[...unknown].sort().join(', ')}`);
    }
    const map = async (labels, path) => new Map(await Promise.all(labels.map(async (l) => [l, await input(root, path(l))])));
    const runLabels = runs.map((r) => r.label);
    return {
        plan,
        inputs: {
            plan: planFile,
            loadPlan: await input(root, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan),
            manifest: await input(root, bundle_layout/* BUNDLE_FILES */.HJ.manifest),
            loads: await map(runLabels, (l) => (0,bundle_layout/* runFile */.y6)(l, bundle_layout/* LOAD_FILE */.uS)),
            rss: await map(runLabels, (l) => (0,bundle_layout/* runFile */.y6)(l, bundle_layout/* SERVER_FILES */.Sv.time)),
            serverLogs: await map(runLabels, (l) => (0,bundle_layout/* runFile */.y6)(l, bundle_layout/* SERVER_FILES */.Sv.stderr)),
            quality: await map(quality.map((q) => q.label), (l) => (0,bundle_layout/* qualityFile */.c1)(l, bundle_layout/* QUALITY_FILES */.mN.evidence)),
        },
    };
}

;// CONCATENATED MODULE: ./src/domain/bundle/artifact-layout.ts

/** Every file a configuration may leave in its cell directory, in upload order. */
const CELL_FILES = [
    bundle_layout/* SERVER_FILES */.Sv.command,
    bundle_layout/* SERVER_FILES */.Sv.stdout,
    bundle_layout/* SERVER_FILES */.Sv.stderr,
    bundle_layout/* SERVER_FILES */.Sv.time,
    bundle_layout/* SERVER_FILES */.Sv.evidence,
    bundle_layout/* LOAD_FILE */.uS,
    bundle_layout/* QUALITY_FILES */.mN.raw,
    bundle_layout/* QUALITY_FILES */.mN.evidence,
];
/** Files of each cell kind (a run cell never carries quality files and the reverse). */
const CELL_KIND_FILES = {
    run: CELL_FILES.filter((f) => !f.startsWith('quality-')),
    quality: CELL_FILES.filter((f) => f !== bundle_layout/* LOAD_FILE */.uS),
};
/** Files assembly reads from each cell: a cell without all of them is missing. */
const REQUIRED_CELL_FILES = {
    run: [bundle_layout/* LOAD_FILE */.uS, bundle_layout/* SERVER_FILES */.Sv.time, bundle_layout/* SERVER_FILES */.Sv.stderr],
    quality: [bundle_layout/* QUALITY_FILES */.mN.evidence],
};
/** The bundle directory of a cell, e.g. `runs/forward/q8-generic/p2`. */
function cellDirectory(kind, label) {
    return `${bundle_layout/* CELL_ROOTS */.t9[kind]}/${label}`;
}
/** Top-level files the prepare step writes; the plan is what every later check is derived from. */
const PREPARE_ROOT_FILES = [
    bundle_layout/* BUNDLE_FILES */.HJ.plan,
    bundle_layout/* BUNDLE_FILES */.HJ.runSpec,
    bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite,
    bundle_layout/* BUNDLE_FILES */.HJ.loadPlan,
    bundle_layout/* BUNDLE_FILES */.HJ.manifest,
];
/** Top-level files assembly reads from the prepare artifact (the run spec is not one of them). */
const REQUIRED_PREPARE_FILES = PREPARE_ROOT_FILES.filter((f) => f !== bundle_layout/* BUNDLE_FILES */.HJ.runSpec);
/**
 * Why `rel` (a safe relative path) may not come from the prepare artifact, or undefined when it
 * may: a top-level input, `canonical/<file>` or `build/<variant>/<file>` — never a cell directory
 * or a file the assemble job itself writes.
 */
function prepareEntryProblem(rel) {
    const segments = rel.split('/');
    if (segments.length === 1 && PREPARE_ROOT_FILES.includes(rel))
        return undefined;
    if (segments.length === 2 && segments[0] === 'canonical')
        return undefined;
    if (segments.length === 3 && segments[0] === 'build')
        return undefined;
    return `is not a file the prepare step writes (${PREPARE_ROOT_FILES.join(', ')}, canonical/<file>, build/<variant>/<file>)`;
}
/** Why `name` (relative to the cell directory) may not come from a `kind` cell artifact. */
function cellEntryProblem(kind, name) {
    if (CELL_KIND_FILES[kind].includes(name))
        return undefined;
    return `is not a file a ${kind} configuration writes (${CELL_KIND_FILES[kind].join(', ')})`;
}
const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * Bytes one generated token may cost across a cell's files. Measured with the tiny example study
 * on the real llama-server at `-lv 4`: a run cell of 20 requests × 64 tokens is about 100 KB in
 * all, its server log about 80 KB (≈ 60 B per token). 2 KiB per token leaves a thirtyfold margin.
 */
const BYTES_PER_TOKEN = 2 * KiB;
/** Per request: one load-evaluation sample (≈ 350 B) and the request's log lines, with margin. */
const BYTES_PER_REQUEST = 16 * KiB;
/** Per cell, whatever the load: server start-up log, `time -v` report, command and evidence JSON. */
const FIXED_CELL_BYTES = 16 * MiB;
/** Prepare artifact: plan files, pins and build logs (a clean llama-server build logs < 1 MiB). */
const PREPARE_BOUND_BYTES = 64 * MiB;
/** No single cell is accepted above this, whatever its plan says. */
const MAX_CELL_BYTES = 256 * MiB;
/**
 * All artifacts of a study together. Assembly holds every input in memory once (plus parsed JSON),
 * so 1 GiB of input stays well inside the 7 GB of a standard GitHub runner.
 */
const STUDY_BOUND_BYTES = 1024 * MiB;
/** Token budget of one quality answer (the quality client asks for at most 32 tokens), with margin. */
const QUALITY_ANSWER_TOKENS = 256;
/** Zip framing per entry (local + central header, name twice) and deflate's worst-case growth. */
function archiveBound(extracted, entries) {
    return extracted + Math.ceil(extracted / 64) + entries * 1024 + 64 * KiB;
}
function bound(extracted, entries) {
    const capped = Math.min(extracted, MAX_CELL_BYTES);
    return { maxExtractedBytes: capped, maxArchiveBytes: archiveBound(capped, entries), maxEntries: entries };
}
const PREPARE_BOUND = bound(PREPARE_BOUND_BYTES, 1000);
/**
 * The largest legitimate artifact of a cell under this plan: requests × output tokens × a
 * generous bytes-per-token, plus per-request and fixed log allowances (capped at MAX_CELL_BYTES).
 */
function cellBound(kind, loadPlan, suite) {
    const entries = CELL_KIND_FILES[kind].length + 1;
    if (kind === 'run') {
        const requests = loadPlan.concurrency_levels.length *
            (loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level);
        const promptBytes = Math.max(0, ...loadPlan.prompts.map((p) => p.length * 4));
        const perRequest = BYTES_PER_REQUEST + promptBytes + loadPlan.output_tokens * BYTES_PER_TOKEN;
        return bound(FIXED_CELL_BYTES + requests * perRequest, entries);
    }
    const perf = suite.performance;
    const caseBytes = suite.quality_cases.reduce((sum, c) => sum + BYTES_PER_REQUEST + c.prompt.length * 4 + QUALITY_ANSWER_TOKENS * BYTES_PER_TOKEN, 0);
    const perfBytes = (perf.warmups + perf.repetitions) *
        (BYTES_PER_REQUEST + perf.prompt.length * 4 + perf.generation_tokens * BYTES_PER_TOKEN);
    return bound(FIXED_CELL_BYTES + caseBytes + perfBytes, entries);
}

// EXTERNAL MODULE: ./src/domain/plan/load-plan.ts
var load_plan = __webpack_require__(8410);
// EXTERNAL MODULE: ./src/domain/plan/evaluation-suite.ts
var evaluation_suite = __webpack_require__(8847);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(47038);
;// CONCATENATED MODULE: ./src/orchestrators/collect-artifacts.ts
// The assemble job's download stage: builds a bundle from one run attempt's artifacts, treating
// every artifact as hostile input. Only the prepare artifact of the chosen attempt names the study
// (its plan gives the expected cells and their size bounds); each cell artifact may only fill its
// own cell directory, with exactly the files its sha256 list names, verified, never overwriting.

















class Budget {
    total;
    left;
    constructor(total) {
        this.total = total;
        this.left = total;
    }
    /** Limits for the next download: its own bound, never more than the study has left. */
    limits(bound) {
        const framing = bound.maxArchiveBytes - bound.maxExtractedBytes;
        return {
            maxEntries: bound.maxEntries,
            maxExtractedBytes: Math.min(bound.maxExtractedBytes, this.left),
            maxArchiveBytes: Math.min(bound.maxArchiveBytes, this.left + framing),
        };
    }
    spend(bytes) {
        this.left = Math.max(0, this.left - bytes);
    }
}
/**
 * Downloads the study of one run attempt into `bundleDir`. Throws a StageError('download') when no
 * usable prepare artifact exists; every cell problem is returned instead (the cell is then missing).
 */
async function collectStudyArtifacts(options) {
    const { store, bundleDir, log } = options;
    const selection = (0,artifact_names/* selectStudyAttempt */.TA)(await store.list(), {
        prefix: options.prefix,
        currentAttempt: options.currentAttempt,
    });
    for (const i of selection.ignored) {
        const later = /later than the running attempt/.test(i.reason);
        (later ? log.warning : log.info)(`artifact ${i.name} ignored: ${i.reason}`);
    }
    if (selection.attempt === undefined || selection.prepare === undefined) {
        throw new stages/* StageError */.Zu('download', `no ${options.prefix}-prepare artifact of attempt ${options.currentAttempt} or earlier in this run: the prepare step did not finish`);
    }
    const attempt = selection.attempt;
    log.info(`assembling the artifacts of run attempt ${attempt}`);
    const budget = new Budget(options.studyBoundBytes ?? STUDY_BOUND_BYTES);
    const problems = [];
    await (0,promises_.rm)(options.stagingDir, { recursive: true, force: true });
    try {
        const prepareLane = {
            what: 'prepare',
            dir: '',
            sumsFile: bundle_layout/* PREPARE_SUMS_FILE */._U,
            bound: PREPARE_BOUND,
            entryProblem: prepareEntryProblem,
            required: REQUIRED_PREPARE_FILES,
        };
        const prepareProblems = await collectOne(options, selection.prepare, prepareLane, budget);
        if (prepareProblems.length) {
            throw new stages/* StageError */.Zu('download', `the prepare artifact ${selection.prepare.name} is rejected: ${prepareProblems.join('; ')}`);
        }
        // The plan of this attempt's prepare artifact names every expected cell and its size bound.
        const plan = await readBundlePlan(bundleDir);
        const loadPlan = (0,load_plan/* parseLoadPlan */.l9)(await readJson(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan), bundle_layout/* BUNDLE_FILES */.HJ.loadPlan);
        const suite = (0,evaluation_suite/* parseEvaluationSuite */.WX)(await readJson(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite), bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite);
        const expected = new Map([
            ...(0,plan_schedule/* performanceRuns */.HO)(plan).map((r) => [`run ${r.label}`, 'run']),
            ...(0,plan_schedule/* qualityRuns */.OE)(plan).map((q) => [`quality ${q.label}`, 'quality']),
        ]);
        const bounds = { run: cellBound('run', loadPlan, suite), quality: cellBound('quality', loadPlan, suite) };
        for (const cell of selection.cells) {
            const what = `${cell.kind} ${cell.label}`;
            if (expected.get(what) !== cell.kind) {
                log.warning(`artifact ${cell.artifact.name} ignored: the plan has no ${what}`);
                continue;
            }
            const dir = cellDirectory(cell.kind, cell.label);
            const lane = {
                what,
                dir,
                sumsFile: `${dir}/${bundle_layout/* CELL_SUMS_FILE */.hu}`,
                bound: bounds[cell.kind],
                entryProblem: (name) => cellEntryProblem(cell.kind, name),
                required: REQUIRED_CELL_FILES[cell.kind],
            };
            problems.push(...(await collectOne(options, cell.artifact, lane, budget)));
        }
    }
    finally {
        await (0,promises_.rm)(options.stagingDir, { recursive: true, force: true });
    }
    return { attempt, problems };
}
async function readJson(bundleDir, rel) {
    return (0,assemble/* readJsonFile */.JE)({ path: rel, bytes: await bundle_files_readInputFile((0,external_node_path_.join)(bundleDir, rel), rel) }).value;
}
/**
 * Downloads one artifact to scratch space, checks it against its lane and its own sha256 list, and
 * copies the listed files into the bundle. Returns the problems; nothing is copied when the
 * artifact is unsafe or does not match its list. A verified list that lacks required files still
 * has its files kept (the logs of a failed configuration), but the cell is reported.
 */
async function collectOne(options, artifact, lane, budget) {
    const staging = (0,external_node_path_.join)(options.stagingDir, String(artifact.id));
    try {
        return await collectInto(options, artifact, lane, budget, staging);
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
    }
}
async function collectInto(options, artifact, lane, budget, staging) {
    const label = `artifact ${artifact.name} (${lane.what})`;
    let files;
    try {
        ({ files } = await options.store.download(artifact.id, staging, { limits: budget.limits(lane.bound) }));
    }
    catch (e) {
        return [`${label}: ${e.message}`];
    }
    const problems = [];
    const prefix = lane.dir ? `${lane.dir}/` : '';
    const outside = files.filter((f) => !f.startsWith(prefix));
    if (outside.length)
        problems.push(`${label}: carries files outside ${lane.dir}/, which it may not write: ${outside.join(', ')}`);
    if (!files.includes(lane.sumsFile)) {
        problems.push(`${label}: has no sha256 list ${lane.sumsFile}`);
        return problems;
    }
    let listed;
    try {
        listed = parseSha256Sums((0,core_json/* decodeUtf8Strict */.h0)(await (0,promises_.readFile)((0,external_node_path_.join)(staging, lane.sumsFile))), lane.sumsFile);
    }
    catch (e) {
        return [...problems, `${label}: ${e.message}`];
    }
    if (listed.size === 0)
        problems.push(`${label}: its sha256 list ${lane.sumsFile} is empty`);
    for (const name of listed.keys()) {
        const problem = (0,artifact_store/* relativePathProblem */.BE)(name) ?? lane.entryProblem(name);
        if (problem !== undefined)
            problems.push(`${label}: ${lane.sumsFile} lists ${JSON.stringify(name)}, which ${problem}`);
    }
    const listedPaths = new Set([...listed.keys()].map((n) => prefix + n));
    const unlisted = files.filter((f) => f.startsWith(prefix) && f !== lane.sumsFile && !listedPaths.has(f));
    if (unlisted.length)
        problems.push(`${label}: files not in its sha256 list: ${unlisted.join(', ')}`);
    if (problems.length)
        return problems;
    let bytes = 0;
    for (const [name, sha] of listed) {
        const rel = prefix + name;
        const path = (0,external_node_path_.join)(staging, rel);
        const st = await (0,promises_.lstat)(path).catch(() => undefined);
        if (!st?.isFile()) {
            problems.push(`${label}: ${rel} is listed but missing`);
            continue;
        }
        bytes += st.size;
        const got = await fileSha256(path);
        if (got !== sha)
            problems.push(`${label}: ${rel} sha256 ${got} != recorded ${sha}`);
    }
    budget.spend(bytes);
    if (problems.length)
        return problems;
    const missing = lane.required.filter((f) => !listed.has(f));
    if (missing.length)
        problems.push(`${label}: incomplete, its sha256 list lacks ${missing.join(', ')}`);
    for (const name of listed.keys()) {
        const rel = prefix + name;
        const target = (0,external_node_path_.join)(options.bundleDir, rel);
        await (0,promises_.mkdir)((0,external_node_path_.join)(target, '..'), { recursive: true });
        try {
            // COPYFILE_EXCL is the 'wx' of copies: an existing file (or link) is never replaced.
            await (0,promises_.copyFile)((0,external_node_path_.join)(staging, rel), target, external_node_fs_.constants.COPYFILE_EXCL);
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            problems.push(`${label}: refusing to overwrite ${rel}, which is already in the bundle`);
        }
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/domain/bundle/status.ts
// status.json (§9.11): what a bundle says about itself (complete or which stage failed); the JSON
// style workflow-written files use. SHA-256 lists live in sha256-sums.ts.

/** status.json of a complete bundle; the reason names Arm64 when the study's runner is one. */
function completeStatus(study) {
    const selections = study.selections;
    const runner = study.provenance.runner;
    const architecture = runner.architecture;
    const arm = architecture === undefined || /^(arm64|aarch64)$/i.test(architecture);
    return {
        canonical_outputs_modified: false,
        classification: 'supplementary-capacity',
        eligible_cell_counts: Object.fromEntries(selections.map((s) => [s.candidate_id, s.eligible_cell_count])),
        measurement_valid: true,
        reason: `counterbalanced ${arm ? 'Arm64 ' : ''}capacity evidence assembled and recomputed; eligibility and performance-gate outcomes are reported per cell`,
        schema_version: '1.0',
        selected_operating_points: Object.fromEntries(selections.map((s) => {
            const cell = s.selected_cell;
            return [
                s.candidate_id,
                cell
                    ? { client_concurrency: cell.client_concurrency, server_parallel: cell.server_parallel }
                    : null,
            ];
        })),
        status: 'complete',
    };
}
function incompleteStatus(args) {
    const out = {
        canonical_outputs_modified: false,
        classification: 'incomplete',
        failed_stage: args.failedStage,
        measurement_valid: false,
        reason: args.reason,
        schema_version: '1.0',
        status: 'incomplete',
    };
    if (args.failedCells?.length)
        out.failed_cells = [...args.failedCells];
    if (args.missingCells?.length)
        out.missing_cells = [...args.missingCells];
    return out;
}
/** Workflow-written JSON uses ASCII escaping (§0.4 exceptions). */
function writeWorkflowJson(value) {
    return (0,core_json/* writeJson */.GF)(value, { asciiOnly: true });
}

;// CONCATENATED MODULE: ./src/orchestrators/study-io.ts
// Shared by the CLI and the action: the one way to read a study, and its receipt rendering.
// Every command that renders or exports a study (receipt, report, export-evidence) reads it through
// readVerifiedStudy, so each re-derives every cell, gate and selection before rendering anything.







/**
 * Reads a study file (a regular file, strict UTF-8 JSON) and validates it by full re-derivation:
 * InputError (exit 2) when it cannot be re-derived, VerificationMismatch (exit 1) when a stored
 * value differs from the recomputation.
 */
async function readVerifiedStudy(path, cwd) {
    const bytes = await readInputFile(resolve(cwd, path), path);
    const { sha256, value } = readJsonFile({ path, bytes });
    return { bytes, sha256, validated: readValidatedStudy(value, path) };
}
/** Renders the receipt of a validated study. */
function renderStudyReceipt(study) {
    return renderReceipt(study.plain, {
        toolName: TOOL_NAME,
        toolVersion: TOOL_VERSION,
        toolRepository: TOOL_REPOSITORY,
    });
}
/** Validates a study by full re-derivation and renders its receipt. */
function receiptFor(study, file = bundle_layout/* STUDY_FILE */.Dx) {
    return renderStudyReceipt(study_model_readValidatedStudy(study, file));
}

;// CONCATENATED MODULE: ./src/orchestrators/finalize.ts
// Final stage: assemble, gate, render, and checksum a bundle — or, when measurement was incomplete,
// write an incomplete status naming the failed stage and the missing cells, still checksummed.














/** Labels whose measurement artifacts are absent (cells that never finished). */
async function missingCells(bundleDir) {
    let plan;
    try {
        plan = await readBundlePlan(bundleDir);
    }
    catch {
        return [];
    }
    const missing = [];
    for (const r of (0,plan_schedule/* performanceRuns */.HO)(plan)) {
        for (const f of REQUIRED_CELL_FILES.run) {
            if (!(await exists((0,external_node_path_.join)(bundleDir, (0,bundle_layout/* runFile */.y6)(r.label, f))))) {
                missing.push(`run ${r.label}`);
                break;
            }
        }
    }
    for (const q of (0,plan_schedule/* qualityRuns */.OE)(plan)) {
        for (const f of REQUIRED_CELL_FILES.quality) {
            if (!(await exists((0,external_node_path_.join)(bundleDir, (0,bundle_layout/* qualityFile */.c1)(q.label, f))))) {
                missing.push(`quality ${q.label}`);
                break;
            }
        }
    }
    return missing;
}
async function writeSha256Sums(bundleDir) {
    await (0,promises_.rm)((0,external_node_path_.join)(bundleDir, bundle_layout/* SUMS_FILE */.A$), { force: true });
    const files = (await listBundleFiles(bundleDir)).filter((f) => f !== bundle_layout/* SUMS_FILE */.A$);
    return writeSha256List(bundleDir, files, bundle_layout/* SUMS_FILE */.A$);
}
async function writeIncomplete(bundleDir, stage, reason, failedCells = []) {
    const missing = await missingCells(bundleDir);
    const status = incompleteStatus({ failedStage: stage, reason, failedCells, missingCells: missing });
    await (0,promises_.rm)((0,external_node_path_.join)(bundleDir, bundle_layout/* STUDY_FILE */.Dx), { force: true });
    await (0,promises_.rm)((0,external_node_path_.join)(bundleDir, bundle_layout/* RECEIPT_FILE */.aH), { force: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* STATUS_FILE */.C5), writeWorkflowJson(status));
    const files = await writeSha256Sums(bundleDir);
    return { status, complete: false, missingCells: missing, files };
}
/** The files finalize removes and rewrites. */
const FINALIZE_OUTPUTS = [bundle_layout/* STUDY_FILE */.Dx, bundle_layout/* RECEIPT_FILE */.aH, bundle_layout/* STATUS_FILE */.C5, bundle_layout/* SUMS_FILE */.A$];
/**
 * Everything that would stop finalize, checked before it removes a file: the folder holds only
 * regular files and directories, it is a capacity bundle (it has the plan), and what finalize
 * replaces is a regular file where present. A folder that fails is left exactly as it was.
 */
async function assertFinalizable(bundleDir, shownAs) {
    await listBundleFiles(bundleDir);
    const plan = await (0,promises_.lstat)((0,external_node_path_.join)(bundleDir, bundle_layout/* PLAN_FILE */.VI)).catch(() => null);
    if (plan === null)
        throw new errors/* InputError */.dz(`not a capacity bundle: it has no ${bundle_layout/* PLAN_FILE */.VI}`, shownAs);
    for (const f of FINALIZE_OUTPUTS) {
        const st = await (0,promises_.lstat)((0,external_node_path_.join)(bundleDir, f)).catch(() => null);
        if (st !== null && !st.isFile())
            throw new errors/* InputError */.dz(`${f} is not a regular file, so finalize cannot replace it`, shownAs);
    }
}
/**
 * Assembles and renders a bundle; any assembly problem becomes an incomplete, checksummed bundle.
 * A folder that is no bundle, or holds links or special files, is refused before anything changes.
 */
async function finalizeBundle(bundleDir, extras = [], shownAs = bundleDir) {
    await assertFinalizable(bundleDir, shownAs);
    for (const f of FINALIZE_OUTPUTS)
        await (0,promises_.rm)((0,external_node_path_.join)(bundleDir, f), { force: true });
    const missing = await missingCells(bundleDir);
    if (missing.length) {
        return writeIncomplete(bundleDir, 'assemble', `measurement did not finish: ${missing.length} configuration(s) have no complete artifacts`, []);
    }
    let study;
    try {
        const { inputs } = await discoverBundle(bundleDir);
        study = (0,assemble/* assembleStudy */.mZ)(inputs).study;
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            return writeIncomplete(bundleDir, 'assemble', `assembly rejected the artifacts: ${e.message}`);
        throw e;
    }
    const studyText = (0,core_json/* canonicalJson */.dj)(study);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* STUDY_FILE */.Dx), studyText);
    // Validated once: the receipt and the extras read the same checked views.
    const validated = study_model_readValidatedStudy(study, bundle_layout/* STUDY_FILE */.Dx);
    const receipt = renderStudyReceipt(validated);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* RECEIPT_FILE */.aH), receipt);
    const status = completeStatus(study);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* STATUS_FILE */.C5), writeWorkflowJson(status));
    for (const extra of extras)
        for (const out of extra(study, studyText, validated))
            await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, out.file), out.content);
    const files = await writeSha256Sums(bundleDir);
    return { status, complete: true, study, receipt, missingCells: [], files };
}

;// CONCATENATED MODULE: ./src/orchestrators/assemble-artifacts.ts
// One study assembled from one run attempt's artifacts: collect (hostile input, checked), finalize,
// and downgrade to incomplete for rejected artifacts or a study job that did not succeed. The
// assemble job runs it for its study and the fleet job for each runner, so both derive the same.





async function assembleFromArtifacts(options) {
    const { bundleDir } = options;
    await (0,promises_.rm)(bundleDir, { recursive: true, force: true });
    await (0,promises_.mkdir)(bundleDir, { recursive: true });
    const problems = [];
    let result;
    try {
        const collected = await collectStudyArtifacts({
            store: options.store,
            prefix: options.prefix,
            currentAttempt: options.currentAttempt,
            bundleDir,
            stagingDir: options.stagingDir,
            log: options.log,
        });
        problems.push(...collected.problems);
        result = await finalizeBundle(bundleDir, options.extras ?? []);
        // A rejected artifact never leaves a bundle that calls itself complete.
        if (result.complete && problems.length)
            result = await writeIncomplete(bundleDir, 'download', `${problems.length} artifact(s) rejected: ${problems[0]}`);
    }
    catch (e) {
        if (!(e instanceof stages/* StageError */.Zu) && !(e instanceof errors/* InputError */.dz))
            throw e;
        result = await writeIncomplete(bundleDir, e instanceof stages/* StageError */.Zu ? e.stage : 'download', e.message);
    }
    const job = options.studyResult;
    if (result.complete && job !== undefined && job !== 'success')
        result = await writeIncomplete(bundleDir, 'measure', `the study job's result is ${job}, not success: every cell arrived, but a study whose job did ` +
            'not finish cleanly (a failed step after the last upload, a timeout) is not reported as complete');
    return { result, problems };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/adapters/server/server-errors.ts
// Failures of the server lifecycle; each message names the run's files and what was expected.
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

;// CONCATENATED MODULE: ./src/adapters/server/gnu-time.ts
// GNU time is required: only its `-v -o <file>` report carries the peak RSS the study records.



const DEFAULT_TIME_BINARY = '/usr/bin/time';
const verified = new Set();
/** Throws GnuTimeUnavailableError unless `<timeBinary> --version` identifies GNU time. */
async function assertGnuTime(timeBinary = DEFAULT_TIME_BINARY) {
    if (verified.has(timeBinary)) {
        return;
    }
    const output = await new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)(timeBinary, ['--version'], { timeout: 10_000, encoding: 'utf8', env: childEnv() }, (error, stdout, stderr) => {
            const code = error?.code;
            if (code === 'ENOENT' || code === 'EACCES') {
                reject(new GnuTimeUnavailableError(`GNU time not found at ${timeBinary} (${code}); install it (Debian/Ubuntu package "time") ` +
                    'because its -v report is the source of the server peak RSS'));
                return;
            }
            // A non-zero exit is judged by the output below (BSD time rejects --version).
            resolve(`${stdout}\n${stderr}`);
        });
    });
    if (!/\bGNU\b/.test(output)) {
        const firstLine = output.trim().split('\n')[0] ?? '';
        throw new GnuTimeUnavailableError(`${timeBinary} is not GNU time: "--version" printed ${JSON.stringify(firstLine.slice(0, 200))}, ` +
            'expected it to mention GNU (the -v report format is GNU-specific)');
    }
    verified.add(timeBinary);
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/adapters/llama/dir-lock.ts
// A cross-process lock on a cache entry: `mkdir` is atomic, the owner's pid + host are written
// inside so a lock left by a dead process on this host is taken over instead of waited on forever.





class LockTimeoutError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LockTimeoutError';
    }
}
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
        value = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(lockDir, 'owner.json'), 'utf8'));
    }
    catch {
        return undefined;
    }
    return isOwner(value) ? value : undefined;
}
async function isStale(lockDir) {
    const owner = await readOwner(lockDir);
    if (owner)
        return owner.host === (0,external_node_os_.hostname)() && !processAlive(owner.pid);
    // Owner file not written yet: only stale if the directory is old.
    try {
        const info = await (0,promises_.stat)(lockDir);
        return Date.now() - info.mtimeMs > 60_000;
    }
    catch {
        return false;
    }
}
// Abortable wait from the standard library; an abort becomes this module's own error.
const sleep = async (ms, signal) => {
    try {
        await (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal });
    }
    catch {
        throw new LockTimeoutError('aborted while waiting for a cache lock');
    }
};
async function withDirLock(lockDir, fn, options) {
    const pollMs = options.pollMs ?? 1000;
    const maxWaitMs = options.maxWaitMs ?? 2 * 60 * 60 * 1000;
    const started = Date.now();
    let announced = false;
    for (;;) {
        try {
            await (0,promises_.mkdir)(lockDir);
            break;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        if (await isStale(lockDir)) {
            const tomb = `${lockDir}.stale-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
            try {
                await (0,promises_.rename)(lockDir, tomb);
                await (0,promises_.rm)(tomb, { recursive: true, force: true });
                options.log?.(`took over the abandoned lock for ${options.what}`);
            }
            catch {
                // another waiter took it over first
            }
            continue;
        }
        if (Date.now() - started > maxWaitMs) {
            const owner = await readOwner(lockDir);
            throw new LockTimeoutError(`gave up waiting for ${options.what}: ${lockDir} is held by pid ${owner?.pid ?? '?'} on ${owner?.host ?? '?'}; remove it if that process is gone`);
        }
        if (!announced) {
            const owner = await readOwner(lockDir);
            options.log?.(`waiting for ${options.what} held by pid ${owner?.pid ?? '?'} (${lockDir})`);
            announced = true;
        }
        await sleep(pollMs, options.signal);
    }
    try {
        const owner = { pid: process.pid, host: (0,external_node_os_.hostname)(), started_at: new Date().toISOString() };
        await (0,promises_.writeFile)((0,external_node_path_.join)(lockDir, 'owner.json'), JSON.stringify(owner));
        return await fn();
    }
    finally {
        await (0,promises_.rm)(lockDir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/adapters/llama/cache-dir.ts
// Where pinned sources, builds, models and fixtures are cached between runs.


function defaultCacheDir(env = process.env, home = homedir()) {
    const explicit = env.PARETOPILOT_CACHE_DIR;
    if (explicit !== undefined && explicit !== '')
        return explicit;
    const xdg = env.XDG_CACHE_HOME;
    if (xdg !== undefined && xdg !== '')
        return join(xdg, 'paretopilot-capacity');
    return join(home, '.cache', 'paretopilot-capacity');
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
    return (0,external_node_path_.join)(cacheDir, CACHE_LAYOUT[area], ...parts);
}

;// CONCATENATED MODULE: ./src/adapters/models/mirror.ts
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
    const fromEnv = (env[MIRROR_DIR_ENV] ?? '').split(external_node_path_.delimiter).filter((d) => d.trim() !== '');
    const out = [];
    for (const dir of [...explicit, ...fromEnv]) {
        const abs = (0,external_node_path_.isAbsolute)(dir) ? dir : (0,external_node_path_.resolve)(cwd, dir);
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
            last = decodeURIComponent((0,external_node_path_.basename)(new URL(url).pathname));
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
        return (await (0,promises_.stat)(path)).isFile();
    }
    catch {
        return false;
    }
}
/** The first mirror file with a pinned name, or undefined. Missing mirror directories are skipped. */
async function findInMirror(dirs, url, sha256) {
    for (const dir of dirs) {
        for (const name of mirrorNames(url, sha256)) {
            const path = (0,external_node_path_.join)(dir, name);
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
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(options.dest), { recursive: true });
        const staging = `${options.dest}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.mirror`;
        try {
            await (0,promises_.copyFile)(found, staging);
            await verifyFile(staging, options.sha256, options.sizeBytes, `${what} (mirror file ${found})`);
            await (0,promises_.rename)(staging, options.dest);
        }
        catch (error) {
            if (error instanceof ModelFetchError)
                throw error;
            throw new ModelFetchError(`${what}: could not copy mirror file ${found}: ${error.message}`);
        }
        finally {
            await (0,promises_.rm)(staging, { force: true });
        }
        return { origin: 'mirror', mirror_file: (0,external_node_path_.basename)(found) };
    }
    try {
        await downloadVerified(options);
    }
    catch (error) {
        const dirs = options.mirrorDirs ?? [];
        if (error instanceof ModelFetchError && dirs.length > 0) {
            error.message += ` (no mirror holds it: looked for ${mirrorNames(options.url, options.sha256).join(', ')} in ${dirs.join(', ')})`;
        }
        throw error;
    }
    return { origin: 'download', url: options.url };
}

;// CONCATENATED MODULE: ./src/adapters/models/fetch-model.ts
// Verified downloads: models (and pinned archives) are fetched with retries and Range resume,
// checked against their pinned size and SHA-256 before use, and cached under their digest.











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
async function sizeOf(path) {
    try {
        return (await (0,promises_.stat)(path)).size;
    }
    catch {
        return undefined;
    }
}
/** Checks a file's size and digest; throws a ModelFetchError naming what was expected. */
async function verifyFile(path, sha256, sizeBytes, what) {
    const size = await sizeOf(path);
    if (size === undefined)
        throw new ModelFetchError(`${what}: ${path} does not exist`);
    if (size !== sizeBytes) {
        throw new ModelFetchError(`${what}: ${path} has ${size} bytes, expected ${sizeBytes} bytes`);
    }
    const actual = await fileSha256(path);
    if (actual !== sha256) {
        throw new ModelFetchError(`${what}: ${path} has SHA-256 ${actual}, expected ${sha256}`);
    }
}
function validateDigestAndSize(sha256, sizeBytes, what) {
    if (typeof sha256 !== 'string' || !hashing/* SHA256_PATTERN */.jU.test(sha256)) {
        throw new ModelFetchError(`${what}: sha256 must be a lowercase SHA-256 digest, got ${JSON.stringify(sha256)}`);
    }
    if (!Number.isSafeInteger(sizeBytes) || sizeBytes <= 0) {
        throw new ModelFetchError(`${what}: sizeBytes must be a positive integer, got ${JSON.stringify(sizeBytes)}`);
    }
}
function validateUrl(url, what) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new ModelFetchError(`${what}: ${JSON.stringify(url)} is not a valid URL`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new ModelFetchError(`${what}: only http(s) URLs can be fetched, got ${parsed.protocol}`);
    }
    return parsed;
}
// Abortable wait from the standard library; an abort becomes this module's own error.
const fetch_model_sleep = async (ms, signal) => {
    try {
        await (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal });
    }
    catch {
        throw new ModelFetchError('download aborted');
    }
};
/** One GET that appends to `partial` from its current size; throws ModelFetchError. */
async function fetchOnce(dispatcher, url, partial, sizeBytes, what, signal) {
    let offset = (await sizeOf(partial)) ?? 0;
    if (offset > sizeBytes) {
        await (0,promises_.rm)(partial, { force: true });
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
        throw new ModelFetchError(`${what}: request to ${url.href} failed: ${error.message}`, true);
    }
    const status = response.statusCode;
    if (status === 416 && offset > 0) {
        // Our partial file is not a prefix the server recognises: start over.
        await response.body.dump();
        await (0,promises_.rm)(partial, { force: true });
        throw new ModelFetchError(`${what}: ${url.href} refused the resume range at byte ${offset}`, true);
    }
    if (status !== 200 && status !== 206) {
        await response.body.dump();
        const retryable = status === 408 || status === 429 || status >= 500;
        throw new ModelFetchError(`${what}: GET ${url.href} returned HTTP ${status}`, retryable);
    }
    let append = offset > 0;
    if (status === 206) {
        const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(response.headers['content-range'] ?? ''));
        if (!range || Number(range[1]) !== offset) {
            await response.body.dump();
            await (0,promises_.rm)(partial, { force: true });
            throw new ModelFetchError(`${what}: ${url.href} answered a resume with an unexpected Content-Range`, true);
        }
        if (range[3] !== '*' && Number(range[3]) !== sizeBytes) {
            await response.body.dump();
            throw new ModelFetchError(`${what}: ${url.href} serves ${range[3]} bytes, expected ${sizeBytes} bytes`);
        }
    }
    else {
        append = false;
        const length = response.headers['content-length'];
        if (length !== undefined && Number(length) !== sizeBytes) {
            await response.body.dump();
            throw new ModelFetchError(`${what}: ${url.href} serves ${length} bytes, expected ${sizeBytes} bytes`);
        }
    }
    if (!append)
        await (0,promises_.truncate)(partial, 0).catch(() => undefined);
    let received = append ? offset : 0;
    const sink = (0,external_node_fs_.createWriteStream)(partial, { flags: append ? 'a' : 'w' });
    try {
        await (0,external_node_stream_promises_.pipeline)(response.body, async function* (source) {
            for await (const chunk of source) {
                received += chunk.length;
                if (received > sizeBytes) {
                    throw new ModelFetchError(`${what}: ${url.href} sent more than the expected ${sizeBytes} bytes`);
                }
                yield chunk;
            }
        }, sink);
    }
    catch (error) {
        if (error instanceof ModelFetchError) {
            await (0,promises_.rm)(partial, { force: true });
            throw error;
        }
        throw new ModelFetchError(`${what}: download from ${url.href} was interrupted at byte ${received}: ${error.message}`, true);
    }
    if (received < sizeBytes) {
        throw new ModelFetchError(`${what}: ${url.href} ended after ${received} of ${sizeBytes} bytes`, true);
    }
}
/**
 * The dispatcher every pinned download uses: HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) from
 * the environment, as the GitHub REST client does, since self-hosted runners often sit behind a
 * proxy; redirects followed (release assets and Hugging Face files redirect to a CDN).
 */
function createDownloadDispatcher() {
    return new undici/* EnvHttpProxyAgent */.J2().compose(undici/* interceptors */.dY.redirect({ maxRedirections: 5 }));
}
/** Downloads `url` to `dest` (resuming a previous partial file), verified by size and SHA-256. */
async function downloadVerified(options) {
    const what = options.what ?? options.url;
    validateDigestAndSize(options.sha256, options.sizeBytes, what);
    const url = validateUrl(options.url, what);
    const retries = options.retries ?? 4;
    const backoffMs = options.backoffMs ?? 1000;
    const partial = `${options.dest}.partial`;
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(options.dest), { recursive: true });
    const owned = options.dispatcher ? undefined : createDownloadDispatcher();
    const dispatcher = options.dispatcher ?? owned;
    try {
        for (let attempt = 0;; attempt++) {
            try {
                await fetchOnce(dispatcher, url, partial, options.sizeBytes, what, options.signal);
                break;
            }
            catch (error) {
                const retryable = error instanceof ModelFetchError && error.retryable && !options.signal?.aborted;
                if (!retryable || attempt >= retries) {
                    if (retryable) {
                        throw new ModelFetchError(`${error.message} (gave up after ${attempt + 1} attempts)`);
                    }
                    throw error;
                }
                const delay = Math.min(backoffMs * 2 ** attempt, 30_000);
                options.log?.(`${error.message}; retrying in ${delay} ms (attempt ${attempt + 2} of ${retries + 1})`);
                await fetch_model_sleep(delay, options.signal);
            }
        }
        try {
            await verifyFile(partial, options.sha256, options.sizeBytes, `${what} (downloaded from ${url.href})`);
        }
        catch (error) {
            await (0,promises_.rm)(partial, { force: true });
            throw error;
        }
        await (0,promises_.rename)(partial, options.dest);
    }
    finally {
        await owned?.close();
    }
}
/** Content-addressed location of a model in the cache. */
function modelCachePath(cacheDir, sha256) {
    if (!hashing/* SHA256_PATTERN */.jU.test(sha256))
        throw new ModelFetchError(`model sha256 must be a lowercase SHA-256 digest, got ${sha256}`);
    return cachePath(cacheDir, 'models', `${sha256}.gguf`);
}
/** Returns a verified model file: a local path as given, or a cached download named by its digest. */
async function fetchModel(options) {
    const what = `model ${options.name ?? options.url ?? options.path ?? '(unnamed)'}`;
    if ((options.url === undefined) === (options.path === undefined)) {
        throw new ModelFetchError(`${what}: give exactly one of url or path`);
    }
    validateDigestAndSize(options.sha256, options.sizeBytes, what);
    if (options.path !== undefined) {
        await verifyFile(options.path, options.sha256, options.sizeBytes, what);
        return { path: options.path, fromCache: false, origin: { origin: 'path' } };
    }
    validateUrl(options.url, what);
    const dest = modelCachePath(options.cacheDir, options.sha256);
    const cached = async () => {
        if ((await sizeOf(dest)) === undefined)
            return false;
        try {
            await verifyFile(dest, options.sha256, options.sizeBytes, what);
            return true;
        }
        catch (error) {
            options.log?.(`${error.message}; fetching it again`);
            await (0,promises_.rm)(dest, { force: true });
            return false;
        }
    };
    if (await cached())
        return { path: dest, fromCache: true, origin: { origin: 'cache' } };
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
    return withDirLock((0,external_node_path_.join)((0,external_node_path_.dirname)(dest), `${options.sha256}.lock`), async () => {
        if (await cached())
            return { path: dest, fromCache: true, origin: { origin: 'cache' } };
        options.log?.(`fetching ${what} from ${options.url} (${options.sizeBytes} bytes)`);
        const origin = await fetchPinned({
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

;// CONCATENATED MODULE: ./src/domain/build/build-key.ts
// What determines a llama-server build: pinned source, variant, offline cmake flags, toolchain and
// platform. The cache key is derived from exactly these inputs so the CLI and the GitHub action
// (through @actions/cache) agree on it.
// cohesive: a build's identity — sources, variants, targets and the key derived from them.



const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;
const LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/;
/** A CMake option name a variant may pass as `-D<name>=…`. */
const CMAKE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A build spec that cannot be built (run-spec input): exit 2 like any bad input. */
class BuildConfigurationError extends errors/* InputError */.dz {
    constructor(message) {
        super(message);
        this.name = 'BuildConfigurationError';
    }
}
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
        throw new BuildConfigurationError(`build variant '${variant.label}'.target must be one of ${Object.keys(BUILD_TARGETS).join(', ')}, got ${JSON.stringify(variant.target)}`);
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
        throw new BuildConfigurationError(`${context} must be an object`);
    if (source.kind === 'git') {
        if (typeof source.repository !== 'string' || !/^(https?|ssh|file):\/\/[^\s]+$/.test(source.repository)) {
            throw new BuildConfigurationError(`${context}.repository must be an https://, http://, ssh:// or file:// URL, got ${JSON.stringify(source.repository)}`);
        }
        if (typeof source.commit !== 'string' || !hashing/* GIT_REVISION_PATTERN */.KY.test(source.commit)) {
            throw new BuildConfigurationError(`${context}.commit must be a 40-hex lowercase commit, got ${JSON.stringify(source.commit)}`);
        }
        return;
    }
    if (source.kind === 'npm-bundle') {
        if (source.package !== 'node-llama-cpp') {
            throw new BuildConfigurationError(`${context}.package must be 'node-llama-cpp', got ${JSON.stringify(source.package)}`);
        }
        if (typeof source.version !== 'string' || !/^\d+\.\d+\.\d+$/.test(source.version)) {
            throw new BuildConfigurationError(`${context}.version must be an exact version like 3.21.1, got ${JSON.stringify(source.version)}`);
        }
        if (typeof source.integrity !== 'string' || !SRI_SHA512_PATTERN.test(source.integrity)) {
            throw new BuildConfigurationError(`${context}.integrity must be a sha512 SRI string (npm view <pkg>@<version> dist.integrity), got ${JSON.stringify(source.integrity)}`);
        }
        if (typeof source.expectedCommit !== 'string' || !hashing/* GIT_REVISION_PATTERN */.KY.test(source.expectedCommit)) {
            throw new BuildConfigurationError(`${context}.expectedCommit must be a 40-hex lowercase commit, got ${JSON.stringify(source.expectedCommit)}`);
        }
        return;
    }
    throw new BuildConfigurationError(`${context}.kind must be 'git' or 'npm-bundle', got ${JSON.stringify(source.kind)}`);
}
/** The commit a source spec pins: the build's source identity. */
function sourceRevision(source) {
    return source.kind === 'git' ? source.commit : source.expectedCommit;
}
function validateKleidiaiSource(spec, context) {
    if (typeof spec.version !== 'string' || spec.version.trim() === '') {
        throw new BuildConfigurationError(`${context}.version must be a non-empty string`);
    }
    if (typeof spec.url !== 'string' || !/^https?:\/\/[^\s]+$/.test(spec.url)) {
        throw new BuildConfigurationError(`${context}.url must be an http(s) URL, got ${JSON.stringify(spec.url)}`);
    }
    if (typeof spec.sha256 !== 'string' || !hashing/* SHA256_PATTERN */.jU.test(spec.sha256)) {
        throw new BuildConfigurationError(`${context}.sha256 must be a lowercase SHA-256 digest`);
    }
    if (!Number.isSafeInteger(spec.sizeBytes) || spec.sizeBytes <= 0) {
        throw new BuildConfigurationError(`${context}.sizeBytes must be a positive integer`);
    }
    if (spec.md5 !== undefined && (typeof spec.md5 !== 'string' || !MD5_HEX_PATTERN.test(spec.md5))) {
        throw new BuildConfigurationError(`${context}.md5 must be a lowercase MD5 digest`);
    }
}
function validateVariant(variant, context = `build variant`) {
    if (variant === null || typeof variant !== 'object')
        throw new BuildConfigurationError(`${context} must be an object`);
    if (typeof variant.label !== 'string' || !LABEL_PATTERN.test(variant.label)) {
        throw new BuildConfigurationError(`${context}.label must match ${LABEL_PATTERN.source} (lowercase, path-safe), got ${JSON.stringify(variant.label)}`);
    }
    const where = `${context} '${variant.label}'`;
    if (typeof variant.kleidiai !== 'boolean')
        throw new BuildConfigurationError(`${where}.kleidiai must be a boolean`);
    for (const [name, value] of Object.entries(variant.cmakeOptions ?? {})) {
        if (!CMAKE_NAME_PATTERN.test(name)) {
            throw new BuildConfigurationError(`${where}.cmakeOptions has an invalid option name ${JSON.stringify(name)}`);
        }
        if (RESERVED_OPTIONS.has(name) || name.startsWith('FETCHCONTENT_')) {
            throw new BuildConfigurationError(`${where}.cmakeOptions may not set ${name}: it is fixed by the offline build (use 'kleidiai' for GGML_CPU_KLEIDIAI)`);
        }
        if (typeof value !== 'string' || /[\0\r\n]/.test(value)) {
            throw new BuildConfigurationError(`${where}.cmakeOptions.${name} must be a single-line string`);
        }
    }
    if (variant.target !== undefined) {
        if (typeof variant.target !== 'string')
            throw new BuildConfigurationError(`${where}.target must be a string`);
        const target = variantTarget(variant);
        if (target.arch === 'arm64' && !variant.cmakeOptions?.GGML_CPU_ARM_ARCH?.trim()) {
            throw new BuildConfigurationError(`${where} targets ${target.triple} but sets no cmakeOptions.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm); with GGML_NATIVE=OFF the target's instruction set must be explicit`);
        }
    }
    if (variant.kleidiai) {
        if (!variant.kleidiaiSource) {
            throw new BuildConfigurationError(`${where} enables KleidiAI but declares no kleidiaiSource {version, url, sha256, sizeBytes}; the archive must be pinned so configure stays offline`);
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
        throw new BuildConfigurationError(problems.join('; '));
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
            throw new BuildConfigurationError(`build variant '${input.variant.label}' needs the extracted KleidiAI source`);
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
    if (!hashing/* GIT_REVISION_PATTERN */.KY.test(input.sourceRevision)) {
        throw new BuildConfigurationError(`source revision must be a 40-hex commit, got ${JSON.stringify(input.sourceRevision)}`);
    }
    validateVariant(input.variant);
    const t = input.toolchain;
    for (const [name, digest] of Object.entries({
        gcc_version_sha256: t.gcc_version_sha256,
        gxx_version_sha256: t.gxx_version_sha256,
        cmake_version_sha256: t.cmake_version_sha256,
        generator_version_sha256: t.generator_version_sha256,
    })) {
        if (!hashing/* SHA256_PATTERN */.jU.test(digest))
            throw new BuildConfigurationError(`toolchain.${name} must be a SHA-256 digest`);
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
    const digest = (0,external_node_crypto_.createHash)('sha256').update(sortedJson(doc)).digest('hex');
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

// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(29412);
;// CONCATENATED MODULE: ./src/domain/gguf/gguf.ts
// A small GGUF (v2/v3) reader and writer, pure over byte arrays. The reader keeps each metadata
// value's encoded bytes so a key/value can be copied verbatim into another file.
// cohesive: the GGUF container format, read and written symmetrically.
class GgufFormatError extends Error {
    offset;
    constructor(message, offset) {
        super(`GGUF: ${message} (at byte ${offset})`);
        this.offset = offset;
        this.name = 'GgufFormatError';
    }
}
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
        throw new GgufFormatError(`tensor type ${type} is not supported`, 0);
    const count = dims.reduce((a, b) => a * b, 1);
    const [perBlock, blockBytes] = layout;
    if (dims.length === 0 || dims[0] % perBlock !== 0) {
        throw new GgufFormatError(`tensor of type ${GgmlType[type] ?? type} needs its first dimension divisible by ${perBlock}`, 0);
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
            throw new GgufFormatError(`file ends inside ${what} (needs ${n} bytes, ${this.bytes.length - this.pos} left)`, this.pos);
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
            throw new GgufFormatError(`${what} ${v} is larger than the file allows`, at);
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
                    throw new GgufFormatError(`bool value ${b} is not 0 or 1`, at);
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
                    throw new GgufFormatError('nested arrays are not supported', at);
                const itemType = this.u32();
                const n = this.count('array length', this.bytes.length - this.pos);
                const items = [];
                for (let i = 0; i < n; i++)
                    items.push(this.value(itemType, depth + 1));
                return { itemType, items };
            }
            default:
                throw new GgufFormatError(`unknown value type ${type}`, at);
        }
    }
}
function parseGguf(bytes) {
    const r = new Reader(bytes);
    if (bytes.length < 4 || r.u32() !== MAGIC)
        throw new GgufFormatError('missing the GGUF magic', 0);
    const versionAt = r.pos;
    const version = r.u32();
    if (version !== 2 && version !== 3)
        throw new GgufFormatError(`version ${version} is not supported (2 or 3)`, versionAt);
    // Every tensor info and key/value takes at least 8 bytes: bounds the counts by the file size.
    const tensorCount = r.count('tensor count', bytes.length / 8);
    const kvCount = r.count('metadata count', bytes.length / 8);
    const kvs = [];
    const seen = new Set();
    for (let i = 0; i < kvCount; i++) {
        const keyAt = r.pos;
        const key = r.string('a metadata key');
        if (seen.has(key))
            throw new GgufFormatError(`duplicate metadata key ${JSON.stringify(key)}`, keyAt);
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
            throw new GgufFormatError('general.alignment must be a u32 multiple of 8', 0);
        }
        alignment = alignmentKv.value;
    }
    const tensors = [];
    const names = new Set();
    for (let i = 0; i < tensorCount; i++) {
        const at = r.pos;
        const name = r.string('a tensor name');
        if (names.has(name))
            throw new GgufFormatError(`duplicate tensor ${JSON.stringify(name)}`, at);
        names.add(name);
        const nDims = r.u32();
        if (nDims < 1 || nDims > 4)
            throw new GgufFormatError(`tensor ${name} has ${nDims} dimensions (1..4)`, at);
        const dims = [];
        for (let d = 0; d < nDims; d++)
            dims.push(r.count(`tensor ${name} dimension`, 2 ** 40));
        const type = r.u32();
        const offset = r.count(`tensor ${name} offset`, 2 ** 50);
        if (offset % alignment !== 0)
            throw new GgufFormatError(`tensor ${name} offset ${offset} is not aligned to ${alignment}`, at);
        const byteSize = BLOCK_LAYOUT[type] ? tensorByteSize(type, dims) : 0;
        tensors.push({ name, dims, type, offset, byteSize });
    }
    const dataOffset = Math.ceil(r.pos / alignment) * alignment;
    for (const t of tensors) {
        if (dataOffset + t.offset + t.byteSize > bytes.length) {
            throw new GgufFormatError(`tensor ${t.name} data runs past the end of the file`, dataOffset + t.offset);
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
            throw new GgufFormatError(`metadata ${key}: value ${String(value)} does not fit type ${GgufValueType[type] ?? type}`, this.length);
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
                    throw new GgufFormatError(`metadata ${key}: nested arrays are not supported`, this.length);
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
            throw new GgufFormatError(`duplicate metadata key ${JSON.stringify(kv.key)}`, 0);
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
            throw new GgufFormatError(`tensor ${t.name} has ${t.data.length} data bytes, expected ${size} for dims [${t.dims.join(', ')}]`, 0);
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
class FixtureModelError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FixtureModelError';
    }
}
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
        throw new FixtureModelError(`Q8_0 needs a multiple of 32 values, got ${values.length}`);
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
        throw new FixtureModelError(`Q4_0 needs a multiple of 32 values, got ${values.length}`);
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
        if (error instanceof GgufFormatError)
            throw new FixtureModelError(`vocab GGUF is unreadable: ${error.message}`);
        throw error;
    }
    const kvs = parsed.kvs.filter((kv) => kv.key.startsWith('tokenizer.'));
    const model = kvs.find((kv) => kv.key === 'tokenizer.ggml.model');
    const tokens = kvs.find((kv) => kv.key === 'tokenizer.ggml.tokens');
    if (!model || !tokens || typeof tokens.value !== 'object' || !('items' in tokens.value)) {
        throw new FixtureModelError('vocab GGUF has no tokenizer.ggml.model / tokenizer.ggml.tokens');
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
            throw new FixtureModelError(`fixture ${name} must be a positive integer, got ${v}`);
    }
    if (shape.embd % 32 !== 0 || shape.ff % 32 !== 0) {
        throw new FixtureModelError(`fixture embeddingLength and feedForwardLength must be multiples of 32 (Q8_0 / Q4_0 blocks)`);
    }
    if (shape.embd % shape.heads !== 0 || (shape.embd / shape.heads) % 2 !== 0) {
        throw new FixtureModelError(`fixture embeddingLength ${shape.embd} must split into ${shape.heads} heads of even size`);
    }
    if (shape.blocks > 64 || shape.embd > 4096 || shape.ff > 16384) {
        throw new FixtureModelError('fixture is limited to 64 blocks, embedding 4096 and feed-forward 16384');
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
        throw new FixtureModelError(`fixture seed must be a non-negative integer, got ${params.seed}`);
    }
    if (!Object.prototype.hasOwnProperty.call(MATRIX_TYPE, params.variant)) {
        throw new FixtureModelError(`fixture variant must be 'f16', 'q8_0' or 'q4_0', got ${JSON.stringify(params.variant)}`);
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

;// CONCATENATED MODULE: ./src/domain/plan/run-spec.ts
// The run spec: how to realize a capacity plan on a machine — where llama.cpp comes from, which
// build variants exist, each candidate's model and server flags. It derives the canonical
// commands the capacity plan pins, so a plan can be checked before anything is built.







const RUN_SPEC_SCHEMA_VERSION = '1.0';
const FORBIDDEN_SERVER_ARGS = ['--model', '-m', '-c', '-np', '--host', '--port'];
/** May appear once in server_args to fix their position in the canonical argv (values checked against the plan). */
const PLACED_SERVER_ARGS = ['--ctx-size', '--parallel'];
function relativePath(f, key) {
    const p = f.text(key, 1024);
    if (p.startsWith('/') || p.split(/[\\/]/).includes('..') || p.includes('\0'))
        (0,errors/* fail */.fJ)('must be a relative path inside the plan folder', f.file, f.at(key));
    return p;
}
function stringArray(f, key) {
    return f.array(key).map((v, i) => {
        if (typeof v !== 'string' || !v.trim() || v !== v.trim())
            (0,errors/* fail */.fJ)('must be a non-blank string without surrounding whitespace', f.file, `${f.at(key)}/${i}`);
        return v;
    });
}
function parseRunSpec(value, file, defaults) {
    const f = fields/* Fields */.C8.root(value, file);
    f.exactKeys(['schema_version', 'capacity_plan', 'load_plan', 'evaluation_suite', 'llama_cpp', 'builds', 'candidates'], ['canonical_evidence', 'base_port', 'host', 'timeouts', 'mirror_dirs']);
    f.literal('schema_version', RUN_SPEC_SCHEMA_VERSION);
    const src = f.object('llama_cpp');
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
            if (!MD5_HEX_PATTERN.test(md5))
                (0,errors/* fail */.fJ)('must be a lowercase MD5 digest (32 hex)', file, k.at('md5'));
            kleidiai.md5 = md5;
        }
    }
    const buildsF = f.object('builds');
    const builds = Object.keys(buildsF.obj).map((label) => {
        if (!plan_plan/* SAFE_ID */.CE.test(label))
            (0,errors/* fail */.fJ)('build labels must be path-safe ids', file, buildsF.at(label));
        const b = buildsF.object(label);
        b.exactKeys(['kleidiai'], ['cmake_options', 'target']);
        const cmakeOptions = {};
        if (b.has('cmake_options')) {
            const o = b.object('cmake_options');
            for (const k of Object.keys(o.obj)) {
                if (!CMAKE_NAME_PATTERN.test(k))
                    (0,errors/* fail */.fJ)('cmake option names must be identifiers', file, o.at(k));
                cmakeOptions[k] = o.string(k, 1024);
            }
        }
        let target;
        if (b.has('target')) {
            target = b.text('target', 64);
            if (!buildTarget(target))
                (0,errors/* fail */.fJ)(`must be one of ${Object.keys(BUILD_TARGETS).join(', ')}`, file, b.at('target'));
            if (!cmakeOptions.GGML_CPU_ARM_ARCH?.trim())
                (0,errors/* fail */.fJ)(`a ${target} build must set cmake_options.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm): GGML_NATIVE is OFF, so the instruction set must be explicit`, file, b.at('cmake_options'));
        }
        for (const reserved of TOOLCHAIN_OPTIONS)
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
    });
    if (builds.length === 0)
        (0,errors/* fail */.fJ)('must declare at least one build', file, '/builds');
    // A fair comparison: every build differs only in GGML_CPU_KLEIDIAI (same target, same flags).
    const flagsOf = (b) => (0,core_json/* compactSortedJson */.Dt)({ target: b.target ?? null, options: b.cmakeOptions ?? {} });
    const firstFlags = flagsOf(builds[0]);
    for (const b of builds.slice(1)) {
        if (flagsOf(b) !== firstFlags) {
            (0,errors/* fail */.fJ)(`build ${b.label} must use the same target and cmake_options as build ${builds[0].label}: builds of one study may differ only in kleidiai, so the comparison measures KleidiAI and nothing else`, file, buildsF.at(b.label));
        }
    }
    const candF = f.object('candidates');
    const candidates = Object.keys(candF.obj).map((id) => {
        const c = candF.object(id);
        c.exactKeys(['build', 'model', 'server_args'], ['canonical_port']);
        const build = c.text('build', 128);
        if (!builds.some((b) => b.label === build))
            (0,errors/* fail */.fJ)(`build ${JSON.stringify(build)} is not declared under /builds`, file, c.at('build'));
        const m = c.object('model');
        let model;
        let identity;
        if (m.has('fixture')) {
            m.exactKeys(['fixture']);
            const fixture = m.text('fixture', 128);
            if (!plan_plan/* SAFE_ID */.CE.test(fixture))
                (0,errors/* fail */.fJ)('must be a fixture id', file, m.at('fixture'));
            // Fixtures are generated during prepare; an unknown name must be refused before any work.
            if (!STANDARD_FIXTURES.some((f) => f.id === fixture))
                (0,errors/* fail */.fJ)(`unknown fixture ${JSON.stringify(fixture)} (known: ${STANDARD_FIXTURES.map((f) => f.id).join(', ')})`, file, m.at('fixture'));
            model = { kind: 'fixture', fixture };
            identity = {
                family: 'paretopilot tiny llama fixture',
                repository: `generated:${fixture}`,
                revision: null,
                filename: `${fixture}.gguf`,
            };
        }
        else {
            m.exactKeys(['sha256', 'size_bytes', 'family', 'filename'], ['url', 'path', 'repository', 'revision']);
            const sha256 = m.digest('sha256');
            const sizeBytes = m.integer('size_bytes', 1, 1e12);
            const filename = m.text('filename', 255);
            if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.gguf$/.test(filename))
                (0,errors/* fail */.fJ)('must be a plain .gguf file name', file, m.at('filename'));
            if (m.has('url') === m.has('path'))
                (0,errors/* fail */.fJ)('give exactly one of url or path', file, m.pointer);
            model = m.has('url')
                ? { kind: 'url', url: m.text('url'), sha256, sizeBytes }
                : { kind: 'path', path: m.text('path', 4096), sha256, sizeBytes };
            const revision = m.has('revision') ? m.text('revision', 40) : null;
            if (revision !== null && !hashing/* GIT_REVISION_PATTERN */.KY.test(revision))
                (0,errors/* fail */.fJ)('must be a 40-character lowercase revision', file, m.at('revision'));
            identity = {
                family: m.text('family'),
                repository: m.has('repository') ? m.text('repository') : model.kind === 'url' ? model.url : 'local',
                revision,
                filename,
            };
        }
        const serverArgs = stringArray(c, 'server_args');
        for (const a of serverArgs) {
            if (FORBIDDEN_SERVER_ARGS.includes(a))
                (0,errors/* fail */.fJ)(`${a} is set by the study itself; remove it from server_args`, file, c.at('server_args'));
        }
        for (const option of PLACED_SERVER_ARGS) {
            const at = serverArgs.flatMap((a, i) => (a === option ? [i] : []));
            if (at.length > 1)
                (0,errors/* fail */.fJ)(`${option} may appear at most once`, file, c.at('server_args'));
            if (at.length === 1 && !/^[0-9]+$/.test(serverArgs[at[0] + 1] ?? ''))
                (0,errors/* fail */.fJ)(`${option} must be followed by a decimal value`, file, c.at('server_args'));
        }
        const canonicalPort = c.has('canonical_port') ? c.integer('canonical_port', 1024, 65535) : undefined;
        return {
            id,
            build,
            model,
            ...identity,
            serverArgs,
            ...(canonicalPort !== undefined ? { canonicalPort } : {}),
        };
    });
    let canonicalEvidence = { runId: 'local', releaseTag: 'unreleased' };
    if (f.has('canonical_evidence')) {
        const ce = f.object('canonical_evidence');
        ce.exactKeys(['run_id', 'release_tag']);
        canonicalEvidence = { runId: ce.text('run_id', 128), releaseTag: ce.text('release_tag', 128) };
    }
    let timeouts = {
        healthSeconds: 120,
        requestDeadlineSeconds: null,
        pauseBetweenRunsSeconds: 0,
    };
    if (f.has('timeouts')) {
        const t = f.object('timeouts');
        t.exactKeys([], ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']);
        timeouts = {
            healthSeconds: t.has('health_seconds') ? t.number('health_seconds', 1, 3600) : 120,
            requestDeadlineSeconds: t.has('request_deadline_seconds')
                ? t.number('request_deadline_seconds', 1, 3600)
                : null,
            pauseBetweenRunsSeconds: t.has('pause_between_runs_seconds')
                ? t.number('pause_between_runs_seconds', 0, 600)
                : 0,
        };
    }
    return {
        capacityPlanPath: relativePath(f, 'capacity_plan'),
        loadPlanPath: relativePath(f, 'load_plan'),
        evaluationSuitePath: relativePath(f, 'evaluation_suite'),
        source,
        kleidiai,
        builds,
        candidates,
        canonicalEvidence,
        basePort: f.has('base_port') ? f.integer('base_port', 1024, 60000) : 19000,
        host: f.has('host') ? f.text('host', 64) : '127.0.0.1',
        timeouts,
        mirrorDirs: f.has('mirror_dirs') ? stringArray(f, 'mirror_dirs') : [],
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

;// CONCATENATED MODULE: ./src/domain/plan/spec-against-plan.ts
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
            (0,errors/* fail */.fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the run spec ${file} [${specIds.join(', ')}]: ${same}`, planFile, `/candidates/${i}/id`);
    for (const id of specIds)
        if (!planIds.includes(id))
            (0,errors/* fail */.fJ)(`candidate ${JSON.stringify(id)} is not among the candidates of the capacity plan ${planFile} [${planIds.join(', ')}]: ${same}`, file, `/candidates/${id}`);
}
/** Checks that spec and plan describe the same candidates and that the plan pins match. */
function checkSpecAgainstPlan(spec, plan, file, planFile) {
    checkSameCandidates(spec, plan, file, planFile);
    for (const c of plan.candidates) {
        const build = spec.builds.find((b) => b.label === spec.candidates.find((x) => x.id === c.id).build);
        if (build.kleidiai !== c.kleidiai_expected) {
            (0,errors/* fail */.fJ)(`candidate ${c.id} expects kleidiai ${c.kleidiai_expected} but its build ${build.label} has kleidiai ${build.kleidiai}`, file, `/candidates/${c.id}/build`);
        }
        const run = spec.candidates.find((x) => x.id === c.id);
        const valueOf = (option) => run.serverArgs[run.serverArgs.indexOf(option) + 1];
        if (run.serverArgs.includes('--ctx-size') &&
            valueOf('--ctx-size') !== String(plan.per_slot_context_tokens))
            (0,errors/* fail */.fJ)(`server_args --ctx-size ${valueOf('--ctx-size')} must equal the plan's per_slot_context_tokens ${plan.per_slot_context_tokens} (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        if (run.serverArgs.includes('--parallel') && valueOf('--parallel') !== '1')
            (0,errors/* fail */.fJ)(`server_args --parallel ${valueOf('--parallel')} must be 1 (the canonical command is the P1 command)`, file, `/candidates/${c.id}/server_args`);
        const argv = canonicalArgv(spec, plan, c.id);
        const cmd = (0,hashing/* commandContentSha256 */.u)(argv);
        const av = (0,hashing/* argvSha256 */.em)(argv);
        if (cmd !== c.canonical_server_command_sha256 || av !== c.canonical_server_argv_sha256) {
            (0,errors/* fail */.fJ)(`candidate ${c.id}: the plan pins do not match the command this run spec produces (${JSON.stringify(argv.join(' '))}); expected canonical_server_command_sha256 ${cmd} and canonical_server_argv_sha256 ${av} (run 'paretopilot-capacity pins' to print them)`, planFile, `/candidates/${plan.candidates.indexOf(c)}`);
        }
    }
}

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
    const runs = (0,plan_schedule/* performanceRuns */.HO)(plan, spec.basePort);
    const quality = (0,plan_schedule/* qualityRuns */.OE)(plan, spec.basePort);
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
    const bytes = await bundle_files_readInputFile(path, display);
    return { ...(0,assemble/* readJsonFile */.JE)({ path: display, bytes }), path, display, bytes };
}
/** Reads and cross-checks the run spec, capacity plan, load plan and suite. */
async function loadStudyContext(specPath, cwd) {
    const absSpec = (0,external_node_path_.resolve)(cwd, specPath);
    const specFile = await loadJsonFile(absSpec, specPath);
    const spec = parseRunSpec(specFile.value, specPath, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
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
    // Before any pin or cross-check: a plan this machine cannot run is refused first.
    checkRunBounds(spec, plan, loadPlan, suite, {
        spec: specPath,
        plan: planFile.display,
        loadPlan: loadPlanFile.display,
    });
    if (loadPlanFile.sha256 !== plan.pins.load_plan_sha256) {
        throw new errors/* InputError */.dz(`pins.load_plan_sha256 is ${plan.pins.load_plan_sha256} but ${loadPlanFile.display} hashes to ${loadPlanFile.sha256}`, planFile.display, '/pins/load_plan_sha256');
    }
    if (suiteFile.sha256 !== plan.pins.evaluation_suite_sha256) {
        throw new errors/* InputError */.dz(`pins.evaluation_suite_sha256 is ${plan.pins.evaluation_suite_sha256} but ${suiteFile.display} hashes to ${suiteFile.sha256}`, planFile.display, '/pins/evaluation_suite_sha256');
    }
    if (!(0,plan_plan/* sloEquals */.QY)(loadPlan.slo, plan.load_slo))
        throw new errors/* InputError */.dz('load plan SLO does not match the predeclared capacity SLO (/load_slo)', loadPlanFile.display, '/slo');
    if (loadPlan.concurrency_levels.join(',') !== plan.client_concurrency_levels.join(',')) {
        throw new errors/* InputError */.dz(`concurrency_levels must equal the capacity plan client_concurrency_levels [${plan.client_concurrency_levels.join(', ')}]`, loadPlanFile.display, '/concurrency_levels');
    }
    checkSpecAgainstPlan(spec, plan, specPath, planFile.display);
    const pins = canonicalPins(spec, plan);
    if (pins.lockSha256 !== plan.pins.canonical_evidence_lock_sha256) {
        throw new errors/* InputError */.dz(`must be ${pins.lockSha256} (the canonical command lock this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_evidence_lock_sha256');
    }
    if (pins.releaseSha256 !== plan.pins.canonical_release_sha256) {
        throw new errors/* InputError */.dz(`must be ${pins.releaseSha256} (the release identity this run spec produces; run 'paretopilot-capacity pins')`, planFile.display, '/pins/canonical_release_sha256');
    }
    return { specPath: absSpec, spec, specFile, plan, planFile, loadPlan, loadPlanFile, suite, suiteFile };
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
        await assertGnuTime(path); // runs `<path> --version`: only GNU time writes the -v report the RSS comes from
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
        const mode = buildMode(variant, arch);
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
    const problems = variantProblems(ctx.spec.candidates.map((c) => ({
        ...ctx.spec.builds.find((b) => b.label === c.build),
        candidateId: c.id,
    })), arch);
    const timeProblem = await gnuTimeProblem(options.timeBinary ?? DEFAULT_TIME_BINARY);
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
        const cached = await (0,promises_.stat)(modelCachePath(cacheDir, c.model.sha256)).catch(() => null);
        if (cached?.size !== c.model.sizeBytes)
            modelBytes += c.model.sizeBytes;
    }
    const configurations = (0,plan_schedule/* performanceRuns */.HO)(ctx.plan, ctx.spec.basePort).length + (0,plan_schedule/* qualityRuns */.OE)(ctx.plan, ctx.spec.basePort).length;
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

;// CONCATENATED MODULE: ./src/orchestrators/verify-bundle.ts
// Verifies a capacity bundle: SHA256SUMS, re-assembly from the raw artifacts, byte-compare of the
// study, receipt and status, and the side files the study binds by hash. Returns a report.











const FINGERPRINT_FILES = {
    load_artifacts: 'load-evaluation.json',
    rss_artifacts: 'server-time.txt',
    server_logs: 'server.stderr.log',
};
/** Maps a study diff pointer to the bundle file whose fingerprint it records, if any. */
function fingerprintFile(pointer, study) {
    let m = /^\/input_fingerprints\/(load_artifacts|rss_artifacts|server_logs|quality_artifacts)\/([^:]+):/.exec(pointer);
    if (m) {
        const label = m[2].replace(/~1/g, '/').replace(/~0/g, '~');
        return m[1] === 'quality_artifacts'
            ? (0,bundle_layout/* qualityFile */.c1)(label, 'quality-evidence.json')
            : (0,bundle_layout/* runFile */.y6)(label, FINGERPRINT_FILES[m[1]]);
    }
    m = /^\/server_configurations\/([0-9]+)\/(rss_sha256|server_log_sha256):/.exec(pointer);
    if (m) {
        const label = study.server_configurations[Number(m[1])]?.source_load_label ?? '?';
        return (0,bundle_layout/* runFile */.y6)(label, m[2] === 'rss_sha256' ? 'server-time.txt' : 'server.stderr.log');
    }
    return null;
}
function withoutReproduce(text) {
    return text.replace(/^## Reproduce and compare$[\s\S]*?(?=^## Boundary$)/m, '');
}
/** Compares the bundle's capacity-study.json with the re-assembly, field by field when it differs. */
async function compareStoredStudy(root, study, reassembled, say, problems) {
    const storedText = textOrNull(await bundle_files_readInputFile(bundlePath(root, bundle_layout/* STUDY_FILE */.Dx), bundle_layout/* STUDY_FILE */.Dx));
    if (storedText === reassembled)
        return say(`${bundle_layout/* STUDY_FILE */.Dx}: byte-identical to the re-assembly`);
    const stored = storedText === null ? null : jsonOrNull(storedText);
    if (stored === null) {
        const what = storedText === null ? 'valid UTF-8' : 'valid JSON';
        say(`${bundle_layout/* STUDY_FILE */.Dx}: is not ${what}, so it cannot be the re-assembly`);
        problems.push(`${bundle_layout/* STUDY_FILE */.Dx}: not ${what}`);
        return;
    }
    const diffs = (0,validate/* diffJson */.gH)((0,core_json/* parseJson */.qF)(reassembled), stored, '', [], 10_000);
    const byFile = new Map();
    const other = [];
    for (const d of diffs) {
        const f = fingerprintFile(d, study);
        if (f)
            byFile.set(f, (byFile.get(f) ?? 0) + 1);
        else
            other.push(d);
    }
    say(`${bundle_layout/* STUDY_FILE */.Dx}: differs from the re-assembly in ${diffs.length} field(s)`);
    if (byFile.size) {
        say(`  fingerprints of ${byFile.size} file(s) differ from the hashes recorded in the study:`);
        for (const [f, n] of [...byFile].sort()) {
            const actual = (0,hashing/* sha256Hex */.fg)(await bundle_files_readInputFile(bundlePath(root, f), f));
            say(`    ${f}  (now ${actual}; ${n} recorded field(s) differ)`);
            problems.push(`${f}: fingerprint differs from the study`);
        }
    }
    if (other.length) {
        say(`  ${other.length} other field(s) differ:`);
        for (const d of other.slice(0, 200))
            say(`    ${d}`);
        if (other.length > 200)
            say(`    … and ${other.length - 200} more`);
        problems.push(...other);
    }
    else {
        say('  every derived value (cells, selections, quality checks, server configurations, plan, provenance) matches');
    }
    if (!byFile.size && !other.length)
        problems.push(`${bundle_layout/* STUDY_FILE */.Dx}: differs only in formatting`);
}
/** The bytes as text, or null when they are not valid UTF-8 (a stored file that cannot match). */
function textOrNull(bytes) {
    try {
        return (0,core_json/* decodeUtf8Strict */.h0)(bytes);
    }
    catch {
        return null;
    }
}
function jsonOrNull(text) {
    try {
        return (0,core_json/* parseJson */.qF)(text);
    }
    catch (e) {
        if (e instanceof core_json/* JsonSyntaxError */.q3)
            return null;
        throw e;
    }
}
/**
 * Verifies the bundle at `root` (`shownAs` names it in the header and in errors). A mismatch is a
 * report with ok=false; a bundle that cannot be read at all throws InputError (exit 2 in the CLI).
 */
async function verifyBundle(root, say = () => { }, shownAs = root) {
    await assertBundleDirectory(root, shownAs);
    const problems = [];
    say(`verify: ${shownAs}`);
    const files = await listBundleFiles(root);
    // Neither a checksum list nor a plan: this is no bundle at all (unreadable input, exit 2).
    if (!(await exists(bundlePath(root, bundle_layout/* SUMS_FILE */.A$))) && !(await exists(bundlePath(root, bundle_layout/* PLAN_FILE */.VI))))
        throw new errors/* InputError */.dz(`not a capacity bundle: it has neither ${bundle_layout/* SUMS_FILE */.A$} nor ${bundle_layout/* PLAN_FILE */.VI}`, shownAs);
    // Present but not a regular file (a directory, say) is unreadable input, never "missing".
    if (await exists(bundlePath(root, bundle_layout/* SUMS_FILE */.A$))) {
        const { listed, problems: bad } = await checkSha256List(root, bundle_layout/* SUMS_FILE */.A$);
        say(bad.length
            ? `checksums: ${bad.length} problem(s)`
            : `checksums: ${listed} files listed in ${bundle_layout/* SUMS_FILE */.A$}, all present and matching, none unlisted`);
        for (const b of bad)
            say(`  ${b}`);
        problems.push(...bad);
    }
    else {
        say(`checksums: ${bundle_layout/* SUMS_FILE */.A$} is missing, so file integrity is NOT verified`);
        problems.push(`${bundle_layout/* SUMS_FILE */.A$} missing`);
    }
    let study;
    let inputCount;
    try {
        const { inputs } = await discoverBundle(root);
        inputCount = 3 + inputs.loads.size + inputs.rss.size + inputs.serverLogs.size + inputs.quality.size;
        study = (0,assemble/* assembleStudy */.mZ)(inputs).study;
    }
    catch (e) {
        // The bundle was readable (its listing and checksums were checked above): inputs that do not
        // assemble are a mismatch like any other, whether or not SHA256SUMS was forged to match them.
        if (e instanceof errors/* InputError */.dz) {
            say(`assembly: FAILED: ${e.message}`);
            say(`result: MISMATCH (${problems.length + 1} problem(s))`);
            return { problems: [...problems, `assembly: ${e.message}`], ok: false };
        }
        throw e;
    }
    say(`assembly: re-assembled from ${inputCount} input files`);
    const reassembled = (0,core_json/* canonicalJson */.dj)(study);
    if (await exists(bundlePath(root, bundle_layout/* STUDY_FILE */.Dx)))
        await compareStoredStudy(root, study, reassembled, say, problems);
    else
        say(`${bundle_layout/* STUDY_FILE */.Dx}: not in the bundle (nothing to compare)`);
    if (await exists(bundlePath(root, bundle_layout/* RECEIPT_FILE */.aH))) {
        const stored = textOrNull(await bundle_files_readInputFile(bundlePath(root, bundle_layout/* RECEIPT_FILE */.aH), bundle_layout/* RECEIPT_FILE */.aH));
        const rendered = receiptFor(study, 're-assembled study');
        if (stored === rendered)
            say(`${bundle_layout/* RECEIPT_FILE */.aH}: byte-identical to the re-rendered receipt`);
        else if (stored === null) {
            say(`${bundle_layout/* RECEIPT_FILE */.aH}: is not valid UTF-8, so it cannot be the re-rendered receipt`);
            problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: not valid UTF-8`);
        }
        else if (withoutReproduce(stored) === withoutReproduce(rendered)) {
            say(`${bundle_layout/* RECEIPT_FILE */.aH}: differs only inside "## Reproduce and compare" (rendered by another tool or version)`);
            problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: reproduce section differs`);
        }
        else {
            const a = stored.split('\n');
            const b = rendered.split('\n');
            const i = a.findIndex((line, k) => line !== b[k]);
            say(`${bundle_layout/* RECEIPT_FILE */.aH}: differs from the re-rendered receipt (first at line ${i + 1})`);
            say(`    stored:   ${a[i] ?? '<end of file>'}`);
            say(`    rendered: ${b[i] ?? '<end of file>'}`);
            problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: differs`);
        }
    }
    if (await exists(bundlePath(root, bundle_layout/* STATUS_FILE */.C5))) {
        const stored = textOrNull(await bundle_files_readInputFile(bundlePath(root, bundle_layout/* STATUS_FILE */.C5), bundle_layout/* STATUS_FILE */.C5));
        const expected = writeWorkflowJson(completeStatus(study));
        if (stored === expected)
            say(`${bundle_layout/* STATUS_FILE */.C5}: matches the re-assembled selections`);
        else {
            const value = stored === null ? null : jsonOrNull(stored);
            say(value === null
                ? `${bundle_layout/* STATUS_FILE */.C5}: is not valid ${stored === null ? 'UTF-8' : 'JSON'}, so it cannot be the status implied by the re-assembly`
                : `${bundle_layout/* STATUS_FILE */.C5}: differs from the status implied by the re-assembly`);
            if (value !== null)
                for (const d of (0,validate/* diffJson */.gH)((0,core_json/* parseJson */.qF)(expected), value))
                    say(`    ${d}`);
            problems.push(`${bundle_layout/* STATUS_FILE */.C5}: differs`);
        }
    }
    // Side files the study binds by hash but assembly does not read.
    const sideChecks = [];
    for (const c of study.server_configurations) {
        sideChecks.push({
            file: (0,bundle_layout/* runFile */.y6)(c.source_load_label, 'server-command.json'),
            expected: c.load_command_sha256,
            what: 'load_command_sha256',
        });
    }
    const wrappers = study.source_artifacts.quality_wrappers;
    for (const [label, entry] of Object.entries(wrappers)) {
        const w = entry.wrapper;
        sideChecks.push({
            file: (0,bundle_layout/* qualityFile */.c1)(label, 'server-command.json'),
            expected: w.server_command_sha256,
            what: 'server_command_sha256',
        });
        sideChecks.push({
            file: (0,bundle_layout/* qualityFile */.c1)(label, 'quality-evaluation.raw.json'),
            expected: w.evaluation_sha256,
            what: 'evaluation_sha256',
        });
    }
    sideChecks.push({
        file: 'evaluation-suite.json',
        expected: study.plan.pins.evaluation_suite_sha256,
        what: 'pins.evaluation_suite_sha256',
    });
    let sideOk = 0;
    for (const s of sideChecks) {
        if (!files.includes(s.file))
            continue;
        const got = (0,hashing/* sha256Hex */.fg)(await bundle_files_readInputFile(bundlePath(root, s.file), s.file));
        if (got === s.expected)
            sideOk++;
        else {
            say(`  ${s.file}: sha256 ${got} does not match the recorded ${s.what} ${s.expected}`);
            problems.push(`${s.file}: differs from ${s.what}`);
        }
    }
    say(`bound side files: ${sideOk} present and matching their recorded hashes`);
    say(problems.length
        ? `result: MISMATCH (${problems.length} problem(s))`
        : 'result: OK — every file and every derived value matches');
    return { problems, ok: problems.length === 0 };
}

// EXTERNAL MODULE: ./src/domain/core/stats.ts
var stats = __webpack_require__(78741);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/adapters/load-client/sse.ts
// Server-sent events reader for llama-server's streamed completions (pure; no IO).
/**
 * Incremental reader for llama-server Server-Sent-Event bodies (capacity-study spec §5.2).
 *
 * Framing follows the reference evaluator, not the full SSE specification:
 * - the body is split into lines on `\n` only (a `\r\n` ending loses its `\r` to trimming; a lone `\r`
 *   is not a line break);
 * - each line is decoded as strict UTF-8 and trimmed with Python `str.strip()` semantics;
 * - empty lines, `:` comments, `event:`/`id:`/`retry:` and every other non-`data:` line are skipped;
 * - the payload after `data:` is trimmed; `[DONE]` is skipped; anything else must be a JSON object.
 *
 * Two documented extensions, both invisible for streams the reference accepts:
 * - multi-line `data:` events: a payload that is not valid JSON on its own is joined with the following
 *   `data:` lines of the same event (with `\n`, as the SSE specification joins them) until the joined
 *   text parses; it is malformed only if the event ends (blank line) before that happens;
 * - truncation: an unterminated last line (no `\n` before the body ended) that does not decode or
 *   parse is reported by `finish()` as `'truncated'` instead of as a malformed stream.
 */
const SSE_MAX_BODY_BYTES = 4 * 1024 * 1024;
const LF = 0x0a;
// Bounds the multi-line fallback so a malformed stream without blank lines cannot go quadratic.
const MAX_JOINED_DATA_LINES = 64;
/** A stream that violates §5.2: fatal for the whole evaluation. */
class SseProtocolError extends Error {
    lineNumber;
    name = 'SseProtocolError';
    constructor(message, lineNumber) {
        super(lineNumber === null ? message : `SSE line ${lineNumber}: ${message}`);
        this.lineNumber = lineNumber;
    }
}
/** Python `str.isspace()` code points; JavaScript `trim()` differs on U+001C–U+001F, U+0085 and U+FEFF. */
function isPythonSpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
    if (code < 0x85)
        return false;
    return (code === 0x85 ||
        code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000);
}
/** `str.strip()` as the reference applies it to lines and payloads. */
function pythonStrip(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text.charCodeAt(start)))
        start++;
    while (end > start && isPythonSpace(text.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function tryParseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** Splits raw body bytes into parsed `data:` JSON objects; survives any chunk boundary. */
class SseDataReader {
    #maxBytes;
    #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    #carry = [];
    #carryLength = 0;
    #bytes = 0;
    #line = 0;
    #pending = null;
    #stopped = false;
    constructor(maxBytes = SSE_MAX_BODY_BYTES) {
        this.#maxBytes = maxBytes;
    }
    get stopped() {
        return this.#stopped;
    }
    get bytesRead() {
        return this.#bytes;
    }
    /** Feeds one body chunk; throws `SseProtocolError` on a malformed stream or a body over the cap. */
    push(chunk, sink) {
        if (this.#stopped)
            return;
        this.#bytes += chunk.length;
        if (this.#bytes > this.#maxBytes) {
            throw new SseProtocolError(`response body exceeds ${this.#maxBytes} bytes`, null);
        }
        let start = 0;
        for (;;) {
            const newline = chunk.indexOf(LF, start);
            if (newline < 0)
                break;
            let lineBytes;
            if (this.#carryLength > 0) {
                this.#carry.push(chunk.subarray(start, newline));
                this.#carryLength += newline - start;
                lineBytes = this.#takeCarry();
            }
            else {
                lineBytes = chunk.subarray(start, newline);
            }
            start = newline + 1;
            this.#line++;
            this.#acceptLine(this.#decodeLine(lineBytes), sink);
            if (this.#stopped)
                return;
        }
        if (start < chunk.length) {
            // Copy: the caller may reuse the chunk's memory after push returns.
            this.#carry.push(chunk.slice(start));
            this.#carryLength += chunk.length - start;
        }
    }
    /** Signals the end of the body; flushes an unterminated last line. */
    finish(sink) {
        if (this.#stopped)
            return 'complete';
        if (this.#carryLength > 0) {
            const tail = this.#takeCarry();
            this.#line++;
            let text;
            try {
                text = this.#decoder.decode(tail);
            }
            catch {
                return 'truncated';
            }
            const outcome = this.#acceptLine(text, sink, true);
            if (outcome === 'unparsed')
                return 'truncated';
        }
        if (this.#pending !== null) {
            throw new SseProtocolError('data payload is not a valid JSON object', this.#pending.line);
        }
        return 'complete';
    }
    #takeCarry() {
        const parts = this.#carry;
        const joined = new Uint8Array(this.#carryLength);
        let offset = 0;
        for (const part of parts) {
            joined.set(part, offset);
            offset += part.length;
        }
        this.#carry = [];
        this.#carryLength = 0;
        return joined;
    }
    #decodeLine(bytes) {
        try {
            return this.#decoder.decode(bytes);
        }
        catch {
            throw new SseProtocolError('line is not valid UTF-8', this.#line);
        }
    }
    /** Returns 'unparsed' only for an unterminated tail whose payload did not parse. */
    #acceptLine(raw, sink, unterminated = false) {
        const line = pythonStrip(raw);
        if (line.length === 0) {
            // A blank line ends an SSE event: a half-joined multi-line payload can no longer complete.
            if (this.#pending !== null) {
                throw new SseProtocolError('data payload is not a valid JSON object', this.#pending.line);
            }
            return 'ok';
        }
        if (!line.startsWith('data:'))
            return 'ok';
        const payload = pythonStrip(line.slice(5));
        if (this.#pending === null && payload === '[DONE]')
            return 'ok';
        const text = this.#pending === null ? payload : `${this.#pending.text}\n${payload}`;
        const firstLine = this.#pending === null ? this.#line : this.#pending.line;
        const parsed = tryParseJson(text);
        if (!parsed.ok) {
            if (unterminated)
                return 'unparsed';
            const lines = this.#pending === null ? 1 : this.#pending.lines + 1;
            if (lines > MAX_JOINED_DATA_LINES) {
                throw new SseProtocolError('data payload is not a valid JSON object', firstLine);
            }
            this.#pending = { text, line: firstLine, lines };
            return 'ok';
        }
        this.#pending = null;
        if (!isPlainObject(parsed.value)) {
            throw new SseProtocolError('data payload must be a JSON object', firstLine);
        }
        if (sink(parsed.value, firstLine) === false)
            this.#stopped = true;
        return 'ok';
    }
}
function describeInBandError(error) {
    if (typeof error === 'string')
        return `server error event: ${error}`;
    if (isPlainObject(error)) {
        const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
        const details = [];
        if (typeof error.code === 'number' || typeof error.code === 'string')
            details.push(`code ${error.code}`);
        if (typeof error.type === 'string')
            details.push(`type ${error.type}`);
        return `server error event: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
    }
    return `server error event: ${JSON.stringify(error)}`;
}
function chatDeltaContent(event, lineNumber) {
    const choices = event.choices;
    if (!Array.isArray(choices) || choices.length === 0)
        return '';
    const first = choices[0];
    if (!isPlainObject(first) || !isPlainObject(first.delta))
        return '';
    const content = first.delta.content;
    if (content === undefined || content === null)
        return '';
    if (typeof content !== 'string') {
        throw new SseProtocolError('"choices[0].delta.content" must be a string or null', lineNumber);
    }
    return content;
}
/** Validates one event's fields; throws `SseProtocolError` for the §5.2 fatal cases. */
function readStreamEvent(event, lineNumber, mode = 'completion') {
    if (event.error !== undefined && event.error !== null) {
        return { content: '', tokenCount: 0, stop: true, error: describeInBandError(event.error) };
    }
    let content;
    if (mode === 'chat') {
        content = chatDeltaContent(event, lineNumber);
    }
    else {
        const value = event.content === undefined ? '' : event.content;
        if (typeof value !== 'string')
            throw new SseProtocolError('"content" must be a string', lineNumber);
        content = value;
    }
    let tokenCount = 0;
    const tokens = event.tokens;
    if (tokens !== undefined && tokens !== null) {
        if (!Array.isArray(tokens) ||
            !tokens.every((token) => typeof token === 'number' && Number.isInteger(token))) {
            throw new SseProtocolError('"tokens" must be an array of integers', lineNumber);
        }
        tokenCount = tokens.length;
    }
    return { content, tokenCount, stop: event.stop === true, error: null };
}
/** Feeds body bytes through `SseDataReader` and records timing and counts per §5.2. */
class StreamTracker {
    #reader;
    #now;
    #mode;
    #keepContent;
    #observation = {
        eventCount: 0,
        contentEventCount: 0,
        firstContentAt: null,
        contentTimes: [],
        observedTokens: 0,
        finalEvent: null,
        finalEventLine: null,
        sawStop: false,
        inBandError: null,
        content: '',
    };
    #sink = (event, lineNumber) => this.#onEvent(event, lineNumber);
    /** Arrival time of the chunk being parsed, or null to read the clock per event. */
    #at = null;
    constructor(options) {
        this.#reader = new SseDataReader(options.maxBytes);
        this.#now = options.now;
        this.#mode = options.mode ?? 'completion';
        this.#keepContent = options.keepContent ?? false;
    }
    get observation() {
        return this.#observation;
    }
    /**
     * Feeds one body chunk; returns false once an in-band error event ended the stream. `at` is the
     * clock reading taken when the chunk came off the socket: every event the chunk completes is
     * stamped with it (without it, the clock is read as each content event is parsed).
     */
    push(chunk, at) {
        this.#at = at ?? null;
        try {
            this.#reader.push(chunk, this.#sink);
        }
        finally {
            this.#at = null;
        }
        return !this.#reader.stopped;
    }
    /** Ends the body; `at` stamps an unterminated last event, like `push`. */
    finish(at) {
        this.#at = at ?? null;
        try {
            return this.#reader.finish(this.#sink);
        }
        finally {
            this.#at = null;
        }
    }
    #onEvent(event, lineNumber) {
        const fields = readStreamEvent(event, lineNumber, this.#mode);
        const observation = this.#observation;
        if (fields.error !== null) {
            observation.inBandError = fields.error;
            return false;
        }
        observation.eventCount++;
        observation.finalEvent = event;
        observation.finalEventLine = lineNumber;
        observation.observedTokens += fields.tokenCount;
        if (fields.stop)
            observation.sawStop = true;
        if (fields.content.length > 0) {
            const at = this.#at ?? this.#now();
            if (observation.firstContentAt === null)
                observation.firstContentAt = at;
            observation.contentTimes.push(at);
            observation.contentEventCount++;
            if (this.#keepContent)
                observation.content += fields.content;
        }
        return true;
    }
}
/**
 * Applies the §5.2 end-of-stream rules; throws `SseProtocolError` for every fatal case.
 * A stream that ended (cleanly or mid-line) after content but before any `stop: true` event and
 * without final timings is a truncation: a failed request, like a dropped connection.
 */
function concludeCompletionStream(observation, finish, expectedTokens) {
    if (observation.inBandError !== null)
        return { kind: 'failed', error: observation.inBandError };
    const truncated = `stream ended before final timings event (${observation.contentEventCount} content events received)`;
    if (finish === 'truncated')
        return { kind: 'failed', error: truncated };
    if (observation.eventCount === 0)
        throw new SseProtocolError('stream contained no data events', null);
    if (observation.contentEventCount === 0) {
        throw new SseProtocolError('stream contained no event with non-empty content', null);
    }
    const final = observation.finalEvent;
    const timings = final.timings;
    if (!isPlainObject(timings)) {
        if (!observation.sawStop)
            return { kind: 'failed', error: truncated };
        throw new SseProtocolError('final event has no "timings" object', observation.finalEventLine);
    }
    const predicted = timings.predicted_n;
    if (typeof predicted !== 'number' || !Number.isInteger(predicted) || predicted < 0) {
        throw new SseProtocolError('final event "timings.predicted_n" must be an integer >= 0', observation.finalEventLine);
    }
    if (observation.observedTokens > 0 && observation.observedTokens !== predicted) {
        throw new SseProtocolError(`"tokens" arrays hold ${observation.observedTokens} tokens but timings.predicted_n is ${predicted}`, observation.finalEventLine);
    }
    if (predicted > expectedTokens) {
        throw new SseProtocolError(`server generated ${predicted} tokens, more than the requested ${expectedTokens}`, observation.finalEventLine);
    }
    const completed = predicted === expectedTokens;
    return {
        kind: 'finished',
        predictedTokens: predicted,
        completed,
        error: completed ? null : `server generated ${predicted} tokens; expected exactly ${expectedTokens}`,
    };
}

;// CONCATENATED MODULE: ./src/adapters/load-client/errors.ts
// Typed failures of the load and quality clients; each message names the request it concerns.

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
class LoadClientConfigurationError extends errors/* InputError */.dz {
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

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
;// CONCATENATED MODULE: ./src/adapters/load-client/http.ts
// One streamed HTTP/1.1 exchange with llama-server on its own connection, timed at the socket.
// cohesive: one HTTP/1.1 exchange — connect, send, decode chunked/SSE bytes, stamp, close.


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
/** Keeps every closing socket so callers can wait for all of them to be released. */
class ConnectionCloser {
    #pending = new Set();
    track(closing) {
        const settled = closing.then(() => undefined, () => undefined);
        this.#pending.add(settled);
        void settled.then(() => this.#pending.delete(settled));
    }
    async drain() {
        while (this.#pending.size > 0)
            await Promise.all([...this.#pending]);
    }
}
function errorCode(error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
}
function asError(value) {
    return value instanceof Error ? value : new Error(String(value));
}
/** `network error: <type>: <message>` (§5.2); Node system errors are typed by their code. */
function describeNetworkError(error) {
    const code = errorCode(error);
    const type = error.name === 'Error' && code !== undefined ? code : error.name;
    const message = error.message.length > 0 ? error.message : (code ?? 'no message');
    return `network error: ${type}: ${message}`;
}
// ---------------------------------------------------------------------------------------------
// One shared deferred-parse queue: the socket callbacks only stamp and enqueue.
let parseQueue = [];
let parseScheduled = false;
// Parsing yields back to the event loop after this much work, so bytes that arrive meanwhile are
// stamped within a fraction of a millisecond even when many streams have data in the same turn.
const PARSE_SLICE_MS = 0.25;
function runParseQueue() {
    parseScheduled = false;
    const tasks = parseQueue;
    parseQueue = [];
    const until = performance.now() + PARSE_SLICE_MS;
    let done = 0;
    while (done < tasks.length) {
        tasks[done++]();
        if (done < tasks.length && performance.now() > until)
            break;
    }
    if (done < tasks.length) {
        // The rest go first in the next slice, ahead of connections that became ready since.
        parseQueue = done === 0 ? tasks : tasks.slice(done).concat(parseQueue);
        if (!parseScheduled) {
            parseScheduled = true;
            setImmediate(runParseQueue);
        }
    }
}
function deferParse(task) {
    parseQueue.push(task);
    if (!parseScheduled) {
        parseScheduled = true;
        setImmediate(runParseQueue);
    }
}
// ---------------------------------------------------------------------------------------------
// HTTP/1.1 response decoding.
const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE_BYTES = 4096;
const CR = 0x0d;
const http_LF = 0x0a;
const HEAD_END = Buffer.from('\r\n\r\n');
function parserError(message) {
    return new HttpExchangeError('HTTPParserError', message);
}
function parseHead(text) {
    const lines = text.split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0]);
    if (!match)
        throw parserError(`invalid status line ${JSON.stringify(lines[0].slice(0, 80))}`);
    const status = Number(match[1]);
    let chunked = false;
    let contentLength = null;
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i];
        const colon = line.indexOf(':');
        if (colon <= 0)
            throw parserError(`invalid header line ${JSON.stringify(line.slice(0, 80))}`);
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'transfer-encoding') {
            const codings = value.toLowerCase().split(',');
            chunked = codings[codings.length - 1].trim() === 'chunked';
        }
        else if (name === 'content-length') {
            if (!/^\d{1,15}$/.test(value) || (contentLength !== null && contentLength !== Number(value))) {
                throw parserError(`invalid content-length ${JSON.stringify(value)}`);
            }
            contentLength = Number(value);
        }
    }
    let framing;
    if (status === 204 || status === 304)
        framing = 'none';
    else if (chunked)
        framing = 'chunked';
    else if (contentLength !== null)
        framing = contentLength === 0 ? 'none' : 'length';
    else
        framing = 'close';
    return { status, framing, contentLength: contentLength ?? 0 };
}
/** Serialises the request head and body into one buffer (one socket write). */
function requestBytes(request) {
    const body = Buffer.from(request.body, 'utf8');
    let head = `POST ${request.path} HTTP/1.1\r\nhost: ${request.target.hostHeader}\r\n`;
    for (const [name, value] of Object.entries(request.headers))
        head += `${name}: ${value}\r\n`;
    head += `content-length: ${body.length}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}
/**
 * Sends one request and resolves when the body has been fully consumed, the sink stopped reading,
 * the network failed or the deadline passed. Rejects when the signal aborts, when the sink throws
 * (its error is passed through unchanged) or on a client-side fault.
 *
 * `startedAt` is read when the request leaves: on the connected socket, immediately before the request
 * bytes are written in the same synchronous step. A server that is slow to accept, read or answer
 * counts (the kernel completes the TCP handshake on its own, so an application's accept backlog shows
 * up after the send); work that kept this client's event loop busy before the send does not. A
 * connection that fails before the send keeps the reading taken right before connecting. The total
 * deadline restarts from the same reading, so a `deadline` outcome always spans at least the deadline.
 */
function exchange(request, sink, closer) {
    const { signal, now, target } = request;
    if (signal?.aborted)
        return Promise.reject(new ExchangeAbortedError('request aborted before it started'));
    let payload;
    try {
        payload = requestBytes(request);
    }
    catch (error) {
        return Promise.reject(asError(error));
    }
    return new Promise((resolve, reject) => {
        let settled = false;
        let deadline;
        let phase = 'connecting';
        // Arrivals waiting for the deferred parse: chunks with their clock readings, then the ending.
        let queue = [];
        let queued = false;
        let ending = null;
        // Decoder state.
        let head = null;
        let framing = 'close';
        let remaining = 0;
        let chunkState = 'size';
        let lineCarry = '';
        const onAbort = () => finish(() => reject(new ExchangeAbortedError('request aborted')));
        const finish = (settle) => {
            if (settled)
                return;
            settled = true;
            phase = 'done';
            if (deadline !== undefined)
                clearTimeout(deadline);
            signal?.removeEventListener('abort', onAbort);
            socket.destroy();
            settle();
        };
        /** (Re)starts the total deadline from now: first at the connection attempt, again at the send. */
        const armDeadline = () => {
            const limitMs = request.deadlineMs;
            if (limitMs === null || settled)
                return;
            if (deadline !== undefined)
                clearTimeout(deadline);
            deadline = setTimeout(() => {
                const at = now();
                finish(() => resolve({ kind: 'deadline', startedAt, at }));
            }, limitMs);
        };
        const fail = (error, at) => finish(() => resolve({ kind: 'network-error', startedAt, at, error }));
        /** Hands one decoded piece to the sink; false once the exchange is over. */
        const deliver = (piece, at) => {
            if (piece.length === 0)
                return true;
            let keepReading;
            try {
                keepReading = sink.onResponseData(piece, at);
            }
            catch (error) {
                finish(() => reject(asError(error)));
                return false;
            }
            if (!keepReading) {
                finish(() => resolve({ kind: 'stopped', startedAt, at }));
                return false;
            }
            return true;
        };
        const complete = (at) => finish(() => resolve({ kind: 'ended', startedAt, at }));
        const decodeChunked = (data, start, at) => {
            let pos = start;
            while (pos < data.length && !settled) {
                if (chunkState === 'data') {
                    const take = Math.min(remaining, data.length - pos);
                    if (!deliver(data.subarray(pos, pos + take), at))
                        return;
                    pos += take;
                    remaining -= take;
                    if (remaining === 0)
                        chunkState = 'data-end';
                    continue;
                }
                const newline = data.indexOf(http_LF, pos);
                const end = newline < 0 ? data.length : newline;
                lineCarry += data.toString('latin1', pos, end);
                if (lineCarry.length > MAX_CHUNK_LINE_BYTES)
                    throw parserError('chunk line too long');
                if (newline < 0)
                    return;
                pos = newline + 1;
                const line = lineCarry.charCodeAt(lineCarry.length - 1) === CR ? lineCarry.slice(0, -1) : lineCarry;
                lineCarry = '';
                if (chunkState === 'data-end') {
                    if (line.length !== 0)
                        throw parserError('missing CRLF after chunk data');
                    chunkState = 'size';
                }
                else if (chunkState === 'size') {
                    const sizeText = line.split(';', 1)[0].trim();
                    if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) {
                        throw parserError(`invalid chunk size ${JSON.stringify(sizeText.slice(0, 20))}`);
                    }
                    remaining = Number.parseInt(sizeText, 16);
                    chunkState = remaining === 0 ? 'trailer' : 'data';
                }
                else if (line.length === 0) {
                    complete(at);
                    return;
                }
            }
        };
        const decodeBody = (data, start, at) => {
            if (framing === 'chunked') {
                decodeChunked(data, start, at);
            }
            else if (framing === 'length') {
                const take = Math.min(remaining, data.length - start);
                if (!deliver(data.subarray(start, start + take), at))
                    return;
                remaining -= take;
                if (remaining === 0)
                    complete(at);
            }
            else if (framing === 'close') {
                deliver(start === 0 ? data : data.subarray(start), at);
            }
        };
        /** Buffers head bytes until the head is complete, then hands the rest of the chunk to the body. */
        const decodeHead = (data, at) => {
            head = head === null ? data : Buffer.concat([head, data]);
            for (;;) {
                const endIndex = head.indexOf(HEAD_END);
                if (endIndex < 0) {
                    if (head.length > MAX_HEAD_BYTES)
                        throw parserError('response head exceeds 65536 bytes');
                    return;
                }
                const parsed = parseHead(head.toString('latin1', 0, endIndex));
                const rest = head.subarray(endIndex + HEAD_END.length);
                if (parsed.status >= 100 && parsed.status < 200) {
                    // An interim response (100 Continue, 103 Early Hints): the real head follows.
                    head = rest;
                    continue;
                }
                head = null;
                phase = 'body';
                framing = parsed.framing;
                remaining = parsed.contentLength;
                try {
                    sink.onResponseStart(parsed.status);
                }
                catch (error) {
                    finish(() => reject(asError(error)));
                    return;
                }
                if (framing === 'none') {
                    complete(at);
                    return;
                }
                if (rest.length > 0)
                    decodeBody(rest, 0, at);
                return;
            }
        };
        const parseArrivals = () => {
            queued = false;
            const arrivals = queue;
            queue = [];
            try {
                for (let i = 0; i < arrivals.length && !settled; i++) {
                    const { chunk, at } = arrivals[i];
                    if (phase === 'head')
                        decodeHead(chunk, at);
                    else
                        decodeBody(chunk, 0, at);
                }
            }
            catch (error) {
                if (error instanceof HttpExchangeError)
                    fail(error, arrivals[arrivals.length - 1].at);
                else
                    finish(() => reject(asError(error)));
                return;
            }
            if (settled || ending === null)
                return;
            const { at, error } = ending;
            if (error !== null)
                fail(error, at);
            else if (phase === 'body' && framing === 'close')
                complete(at);
            else
                fail(new HttpExchangeError('SocketError', 'other side closed'), at);
        };
        const enqueue = () => {
            if (queued)
                return;
            queued = true;
            deferParse(parseArrivals);
        };
        // Until the request is sent (a refused or timed-out connection), the start is the connection attempt.
        let startedAt = now();
        const options = { host: target.address, port: target.port, noDelay: true };
        const socket = target.secure
            ? external_node_tls_default().connect({ ...options, servername: target.servername ?? undefined })
            : external_node_net_default().connect(options);
        socket.setTimeout(request.timeoutMs);
        closer.track(new Promise((done) => socket.once('close', () => done())));
        socket.once(target.secure ? 'secureConnect' : 'connect', () => {
            if (settled)
                return;
            // The clock starts when the request leaves: read right before its bytes are written, in the
            // same synchronous step. Whatever kept this event loop busy until now is not the server's time.
            startedAt = now();
            // The deadline counts from the same reading as the latency it bounds, so a request that
            // exceeded it never reports an E2E below it (a slow connect is bounded by the socket timeout).
            armDeadline();
            phase = 'head';
            socket.write(payload);
        });
        socket.on('data', (chunk) => {
            const at = now();
            if (settled || ending !== null)
                return;
            queue.push({ chunk, at });
            enqueue();
        });
        socket.on('timeout', () => {
            const at = now();
            if (settled || ending !== null)
                return;
            // Bytes that already arrived are parsed first; the timeout ends the exchange after them.
            ending = {
                at,
                error: phase === 'connecting'
                    ? new HttpExchangeError('ConnectTimeoutError', 'Connect Timeout Error')
                    : phase === 'head'
                        ? new HttpExchangeError('HeadersTimeoutError', 'Headers Timeout Error')
                        : new HttpExchangeError('BodyTimeoutError', 'Body Timeout Error'),
            };
            enqueue();
        });
        socket.on('error', (error) => {
            const at = now();
            if (settled || ending !== null)
                return;
            ending = { at, error };
            enqueue();
        });
        socket.on('end', () => {
            const at = now();
            if (settled || ending !== null)
                return;
            ending = { at, error: null };
            enqueue();
        });
        socket.on('close', () => {
            const at = now();
            if (settled || ending !== null)
                return;
            ending = { at, error: new HttpExchangeError('SocketError', 'other side closed') };
            enqueue();
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        armDeadline();
    });
}

// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(71553);
;// CONCATENATED MODULE: ./src/adapters/load-client/request.ts
// Where the clients' requests go (base URL, host resolved once) and their exact JSON bodies.




/**
 * Resolves the target's host name once (an IP literal is used as is). A failed lookup leaves the name
 * in place, so each request fails with the resolver's error as a network-error sample.
 */
async function resolveTarget(target) {
    const literal = external_node_net_default().isIP(target.hostname) !== 0;
    let address = target.hostname;
    if (!literal) {
        try {
            address = (await (0,external_node_dns_promises_.lookup)(target.hostname)).address;
        }
        catch {
            // Reported per request by the connection attempt.
        }
    }
    return { ...target, address, servername: literal ? null : target.hostname };
}
/** Accepts `http(s)://host[:port][/prefix]` without credentials, query or fragment. */
function parseBaseUrl(baseUrl, field = 'baseUrl') {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new LoadClientConfigurationError(field, `expected an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new LoadClientConfigurationError(field, `expected scheme http or https, got ${url.protocol}`);
    }
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
        throw new LoadClientConfigurationError(field, 'must not contain credentials, a query or a fragment');
    }
    const secure = url.protocol === 'https:';
    return {
        pathPrefix: url.pathname.replace(/\/+$/, ''),
        secure,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
        hostHeader: url.host,
    };
}
/** §5.1 body: compact JSON with the keys in exactly this order. */
function completionRequestBody(prompt, nPredict) {
    return JSON.stringify({
        prompt,
        n_predict: nPredict,
        ignore_eos: true,
        seed: evaluation_suite/* REQUEST_SEED */.Uq,
        temperature: 0,
        cache_prompt: false,
        stream: true,
        timings_per_token: false,
    });
}
/** §8.2 body: compact JSON with the keys in exactly this order. */
function chatRequestBody(prompt) {
    return JSON.stringify({
        messages: [
            { role: 'system', content: evaluation_suite/* QUALITY_SYSTEM_PROMPT */.$J },
            { role: 'user', content: prompt },
        ],
        max_tokens: evaluation_suite/* QUALITY_MAX_TOKENS */.m5,
        seed: evaluation_suite/* REQUEST_SEED */.Uq,
        temperature: 0,
        stream: false,
    });
}
// `Connection: close` mirrors the reference client; the client closes the socket after the response.
const STREAM_REQUEST_HEADERS = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    connection: 'close',
};
const JSON_REQUEST_HEADERS = {
    'content-type': 'application/json',
    accept: 'application/json',
    connection: 'close',
};
function requireInteger(field, value, min, max = Number.MAX_SAFE_INTEGER) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `in ${min}..${max}`;
        throw new LoadClientConfigurationError(field, `expected an integer ${range}, got ${String(value)}`);
    }
    return value;
}
/** Seconds → milliseconds for a positive, finite timeout. */
function requireSeconds(field, value) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new LoadClientConfigurationError(field, `expected a finite number of seconds > 0, got ${String(value)}`);
    }
    return value * 1000;
}
/** Python-style code point truncation for error texts (§5.4: at most 512 characters). */
function truncateText(text, maxCodePoints) {
    if (text.length <= maxCodePoints)
        return text;
    return Array.from(text).slice(0, maxCodePoints).join('');
}

;// CONCATENATED MODULE: ./src/adapters/load-client/streamed-request.ts
// One streamed completion request: its server-sent events become TTFT, E2E, tokens and content.



/** §5.2: at most this many bytes of an HTTP error body go into the error text. */
const HTTP_ERROR_BODY_BYTES = 4096;
function httpErrorText(status, parts) {
    const bytes = Buffer.concat(parts);
    const text = pythonStrip(new TextDecoder('utf-8').decode(bytes));
    return text.length > 0 ? `HTTP ${status}: ${text}` : `HTTP ${status}`;
}
function deadlineText(deadlineMs) {
    return `network error: RequestDeadlineExceeded: request exceeded the total deadline of ${deadlineMs / 1000} s`;
}
/**
 * Sends one §5.1 request and reads its stream. Resolves with a finished or failed request; rejects
 * with `SseProtocolError` for a fatal stream, `ExchangeAbortedError` on abort, or a client fault.
 */
async function streamCompletion(prompt, nPredict, settings) {
    const tracker = new StreamTracker({ now: settings.now, keepContent: settings.keepContent ?? false });
    let status = null;
    const errorBody = [];
    let errorBodyBytes = 0;
    const sink = {
        onResponseStart(statusCode) {
            status = statusCode;
        },
        onResponseData(chunk, at) {
            if (status !== null && status >= 200 && status < 300)
                return tracker.push(chunk, at);
            const take = Math.min(chunk.length, HTTP_ERROR_BODY_BYTES - errorBodyBytes);
            errorBody.push(chunk.subarray(0, take));
            errorBodyBytes += take;
            return errorBodyBytes < HTTP_ERROR_BODY_BYTES;
        },
    };
    const outcome = await exchange({
        target: settings.target,
        path: `${settings.target.pathPrefix}/completion`,
        headers: STREAM_REQUEST_HEADERS,
        body: completionRequestBody(prompt, nPredict),
        timeoutMs: settings.timeoutMs,
        deadlineMs: settings.deadlineMs,
        now: settings.now,
        signal: settings.signal,
    }, sink, settings.closer);
    const { startedAt, at: finishedAt } = outcome;
    const httpStatus = status;
    if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
        return {
            kind: 'failed',
            startedAt,
            finishedAt,
            observation: null,
            httpStatus,
            error: httpErrorText(httpStatus, errorBody),
        };
    }
    const observation = tracker.observation;
    if (outcome.kind === 'network-error' || outcome.kind === 'deadline') {
        const error = outcome.kind === 'deadline'
            ? deadlineText(settings.deadlineMs ?? 0)
            : describeNetworkError(outcome.error);
        return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error };
    }
    const conclusion = concludeCompletionStream(observation, outcome.kind === 'ended' ? tracker.finish(finishedAt) : 'complete', nPredict);
    if (conclusion.kind === 'failed') {
        return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error: conclusion.error };
    }
    return {
        kind: 'finished',
        startedAt,
        finishedAt,
        observation,
        predictedTokens: conclusion.predictedTokens,
        completed: conclusion.completed,
        error: conclusion.error,
    };
}

;// CONCATENATED MODULE: ./src/adapters/load-client/load-client.ts
// Runs a load evaluation: C concurrent streaming clients per level, samples kept in request order.








const MAX_ERROR_CHARS = 512;
function defaultNow() {
    return performance.now() / 1000;
}
function interTokenGaps(contentTimes) {
    const gaps = new Float64Array(Math.max(0, contentTimes.length - 1));
    for (let i = 1; i < contentTimes.length; i++)
        gaps[i - 1] = (contentTimes[i] - contentTimes[i - 1]) * 1000;
    // Typed-array sort is numeric and avoids a comparator call per comparison.
    return gaps.sort();
}
function buildSample(request, result) {
    const { startedAt, finishedAt, observation } = result;
    const e2e = (finishedAt - startedAt) * 1000;
    const firstContentAt = observation?.firstContentAt ?? null;
    const ttft = firstContentAt === null ? null : (firstContentAt - startedAt) * 1000;
    const gaps = interTokenGaps(observation?.contentTimes ?? []);
    const completed = result.kind === 'finished' && result.completed;
    const generated = result.kind === 'finished' ? result.predictedTokens : (observation?.observedTokens ?? 0);
    const error = result.error === null ? null : truncateText(result.error, MAX_ERROR_CHARS);
    return {
        index: request.index,
        prompt_index: request.promptIndex,
        prompt_sha256: request.promptSha256,
        completed,
        ttft_ms: ttft,
        e2e_latency_ms: e2e,
        generated_tokens: generated,
        error,
        started_at_seconds: startedAt,
        finished_at_seconds: finishedAt,
        tpot_ms: completed && ttft !== null && generated >= 2 ? (e2e - ttft) / (generated - 1) : null,
        itl_ms_p50: (0,stats/* median */.JZ)(Array.from(gaps)),
        itl_ms_p95: (0,stats/* p95 */.f3)(Array.from(gaps)),
        content_event_count: observation?.contentEventCount ?? 0,
    };
}
function validateOptions(options) {
    parseBaseUrl(options.baseUrl);
    if (!Array.isArray(options.prompts) || options.prompts.length === 0) {
        throw new LoadClientConfigurationError('prompts', 'expected at least one prompt');
    }
    options.prompts.forEach((prompt, i) => {
        if (typeof prompt !== 'string' || prompt.trim().length === 0) {
            throw new LoadClientConfigurationError(`prompts[${i}]`, 'expected a non-blank string');
        }
    });
    requireInteger('outputTokens', options.outputTokens, 1);
    requireInteger('warmupRequests', options.warmupRequests, 0);
    requireInteger('measuredRequests', options.measuredRequests, 1);
    if (!Array.isArray(options.executionOrder) || options.executionOrder.length === 0) {
        throw new LoadClientConfigurationError('executionOrder', 'expected at least one concurrency level');
    }
    options.executionOrder.forEach((level, i) => requireInteger(`executionOrder[${i}]`, level, 1));
    if (new Set(options.executionOrder).size !== options.executionOrder.length) {
        throw new LoadClientConfigurationError('executionOrder', 'concurrency levels must be distinct');
    }
    requireSeconds('timeoutSeconds', options.timeoutSeconds);
    if (options.requestDeadlineSeconds !== undefined) {
        requireSeconds('requestDeadlineSeconds', options.requestDeadlineSeconds);
    }
}
/**
 * Closed-loop bounded pool: at most `concurrency` requests in flight, dispatched in index order, the
 * next one starting as soon as any finishes. The first failure aborts the requests still in flight.
 */
async function runClosedLoop(count, concurrency, outer, run) {
    const results = new Array(count);
    const controller = new AbortController();
    // Every in-flight request listens on this signal; more than 10 is expected, not a leak.
    (0,external_node_events_.setMaxListeners)(concurrency + 1, controller.signal);
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let next = 1;
    let failed = false;
    let failure;
    const worker = async () => {
        while (!failed && next <= count) {
            // The next request opens as soon as a slot is free. Streams complete in the client's deferred
            // parse, so this runs after the parse of the whole loop turn, never between the socket reads
            // that stamp other streams; the request's own clock starts only when its bytes are sent.
            const index = next++;
            try {
                results[index - 1] = await run(index, controller.signal);
            }
            catch (error) {
                if (!failed) {
                    failed = true;
                    failure = error;
                    controller.abort();
                }
                return;
            }
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    }
    finally {
        outer?.removeEventListener('abort', onOuterAbort);
    }
    if (failed)
        throw failure;
    return results;
}
function requestLabel(concurrency, phase, index) {
    return `concurrency ${concurrency} ${phase} request ${index}`;
}
/**
 * Runs one load evaluation (capacity-study spec §5): for each level in `executionOrder`, the warmups
 * (each must complete) and then the measured requests through a fresh closed-loop pool of C clients.
 * Failed requests become samples; anything else throws `LoadEvaluationError`.
 */
async function runLoadEvaluation(options) {
    validateOptions(options);
    const target = await resolveTarget(parseBaseUrl(options.baseUrl));
    const now = options.now ?? defaultNow;
    const closer = new ConnectionCloser();
    const promptHashes = options.prompts.map((prompt) => (0,external_node_crypto_.createHash)('sha256').update(prompt, 'utf8').digest('hex'));
    const schedule = (index) => {
        const promptIndex = ((index - 1) % options.prompts.length) + 1;
        return {
            index,
            promptIndex,
            prompt: options.prompts[promptIndex - 1],
            promptSha256: promptHashes[promptIndex - 1],
        };
    };
    const baseSettings = {
        target,
        timeoutMs: options.timeoutSeconds * 1000,
        deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
        now,
        closer,
    };
    const send = async (concurrency, phase, request, signal) => {
        const label = requestLabel(concurrency, phase, request.index);
        let result;
        try {
            result = await streamCompletion(request.prompt, options.outputTokens, { ...baseSettings, signal });
        }
        catch (error) {
            if (error instanceof ExchangeAbortedError) {
                throw new LoadEvaluationError(`load evaluation aborted during ${label}`, 'aborted', concurrency, phase, request.index, {
                    cause: error,
                });
            }
            const kind = error instanceof SseProtocolError ? 'stream' : 'client';
            const message = error instanceof Error ? error.message : String(error);
            throw new LoadEvaluationError(`${label}: ${message}`, kind, concurrency, phase, request.index, {
                cause: error,
            });
        }
        const { startedAt, finishedAt } = result;
        if (!Number.isFinite(startedAt) ||
            startedAt < 0 ||
            !Number.isFinite(finishedAt) ||
            !(finishedAt > startedAt)) {
            throw new LoadEvaluationError(`${label}: the clock must be finite, non-negative and advancing (started ${startedAt}, finished ${finishedAt})`, 'client', concurrency, phase, request.index);
        }
        return result;
    };
    const report = (event) => {
        try {
            options.onProgress?.(event);
        }
        catch (error) {
            const label = requestLabel(event.concurrency, event.phase, event.requestIndex);
            throw new LoadEvaluationError(`${label}: progress callback failed`, 'client', event.concurrency, event.phase, event.requestIndex, {
                cause: error,
            });
        }
    };
    const levels = [];
    try {
        for (const concurrency of options.executionOrder) {
            if (options.signal?.aborted) {
                throw new LoadEvaluationError(`load evaluation aborted before concurrency ${concurrency}`, 'aborted', concurrency, null, null);
            }
            let warmupsDone = 0;
            await runClosedLoop(options.warmupRequests, concurrency, options.signal, async (index, signal) => {
                const result = await send(concurrency, 'warmup', schedule(index), signal);
                if (result.kind !== 'finished' || !result.completed) {
                    const reason = result.error ?? 'not completed';
                    throw new LoadEvaluationError(`concurrency ${concurrency} warmup request ${index} did not complete: ${truncateText(reason, MAX_ERROR_CHARS)}`, 'warmup-incomplete', concurrency, 'warmup', index);
                }
                warmupsDone++;
                report({
                    concurrency,
                    phase: 'warmup',
                    requestIndex: index,
                    finishedRequests: warmupsDone,
                    totalRequests: options.warmupRequests,
                    sample: null,
                });
            });
            let measuredDone = 0;
            const samples = await runClosedLoop(options.measuredRequests, concurrency, options.signal, async (index, signal) => {
                const request = schedule(index);
                const sample = buildSample(request, await send(concurrency, 'measured', request, signal));
                measuredDone++;
                report({
                    concurrency,
                    phase: 'measured',
                    requestIndex: index,
                    finishedRequests: measuredDone,
                    totalRequests: options.measuredRequests,
                    sample,
                });
                return sample;
            });
            levels.push({ concurrency, samples });
            // Release this level's sockets before the next level starts.
            await closer.drain();
        }
    }
    finally {
        await closer.drain();
    }
    return { levels };
}

;// CONCATENATED MODULE: ./src/adapters/load-client/quality-client.ts





const MAX_MESSAGE_CHARS = 512;
function quality_client_defaultNow() {
    return performance.now() / 1000;
}
function quality_client_validateOptions(options) {
    parseBaseUrl(options.baseUrl);
    if (!Array.isArray(options.cases) || options.cases.length === 0) {
        throw new LoadClientConfigurationError('cases', 'expected at least one quality case');
    }
    options.cases.forEach((item, i) => {
        if (typeof item.id !== 'string' || item.id.length === 0) {
            throw new LoadClientConfigurationError(`cases[${i}].id`, 'expected a non-empty string');
        }
        if (typeof item.prompt !== 'string') {
            throw new LoadClientConfigurationError(`cases[${i}].prompt`, 'expected a string');
        }
    });
    const performanceBlock = options.performance;
    if (typeof performanceBlock?.prompt !== 'string' || performanceBlock.prompt.length === 0) {
        throw new LoadClientConfigurationError('performance.prompt', 'expected a non-empty string');
    }
    requireInteger('performance.generationTokens', performanceBlock.generationTokens, 1);
    requireInteger('performance.repetitions', performanceBlock.repetitions, 1);
    requireInteger('performance.warmups', performanceBlock.warmups, 0);
    requireSeconds('timeoutSeconds', options.timeoutSeconds);
    if (options.requestDeadlineSeconds !== undefined) {
        requireSeconds('requestDeadlineSeconds', options.requestDeadlineSeconds);
    }
}
function quality_client_isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** §8.2: a JSON object whose `choices` holds exactly one element with a string `message.content`. */
function readChatResponse(bodyText) {
    let parsed;
    try {
        parsed = JSON.parse(bodyText);
    }
    catch {
        throw new Error('response body is not valid JSON');
    }
    if (!quality_client_isPlainObject(parsed))
        throw new Error('response body must be a JSON object');
    const choices = parsed.choices;
    if (!Array.isArray(choices) || choices.length !== 1) {
        throw new Error('response "choices" must be an array with exactly one element');
    }
    const choice = choices[0];
    if (!quality_client_isPlainObject(choice) ||
        !quality_client_isPlainObject(choice.message) ||
        typeof choice.message.content !== 'string') {
        throw new Error('response "choices[0].message.content" must be a string');
    }
    return choice.message.content;
}
/** Sends one chat request; returns the response text or throws a plain Error describing the failure. */
async function askCase(prompt, context) {
    let status = null;
    const parts = [];
    let bytes = 0;
    const sink = {
        onResponseStart(statusCode) {
            status = statusCode;
        },
        onResponseData(chunk) {
            bytes += chunk.length;
            if (bytes > SSE_MAX_BODY_BYTES)
                throw new Error(`response body exceeds ${SSE_MAX_BODY_BYTES} bytes`);
            parts.push(chunk);
            return true;
        },
    };
    const outcome = await exchange({
        target: context.target,
        path: `${context.target.pathPrefix}/v1/chat/completions`,
        headers: JSON_REQUEST_HEADERS,
        body: chatRequestBody(prompt),
        timeoutMs: context.timeoutMs,
        deadlineMs: context.deadlineMs,
        now: context.now,
        signal: context.signal,
    }, sink, context.closer);
    const httpStatus = status;
    if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
        const text = pythonStrip(new TextDecoder('utf-8').decode(Buffer.concat(parts).subarray(0, 4096)));
        throw new Error(text.length > 0 ? `HTTP ${httpStatus}: ${text}` : `HTTP ${httpStatus}`);
    }
    if (outcome.kind === 'network-error')
        throw new Error(describeNetworkError(outcome.error));
    if (outcome.kind === 'deadline') {
        throw new Error(`network error: RequestDeadlineExceeded: request exceeded the total deadline of ${(context.deadlineMs ?? 0) / 1000} s`);
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
    }
    catch {
        throw new Error('response body is not valid UTF-8');
    }
    return readChatResponse(text);
}
/**
 * Runs the quality requests of one quality run (capacity-study spec §8.2), sequentially: every case's
 * chat request, then the performance warmups and repetitions as streamed `/completion` requests.
 * Any failure throws `QualitySuiteError` naming the case or repetition.
 */
async function runQualitySuite(options) {
    quality_client_validateOptions(options);
    const context = {
        target: await resolveTarget(parseBaseUrl(options.baseUrl)),
        timeoutMs: options.timeoutSeconds * 1000,
        deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
        now: options.now ?? quality_client_defaultNow,
        closer: new ConnectionCloser(),
        signal: options.signal,
    };
    const fail = (phase, caseId, index, error) => {
        const subject = phase === 'case'
            ? `quality case ${caseId}`
            : `quality performance ${phase === 'performance-warmup' ? 'warmup' : 'repetition'} ${index}`;
        const reason = error instanceof ExchangeAbortedError
            ? 'aborted'
            : error instanceof Error
                ? error.message
                : String(error);
        return new QualitySuiteError(`${subject}: ${truncateText(reason, MAX_MESSAGE_CHARS)}`, phase, caseId, index, {
            cause: error,
        });
    };
    try {
        const responses = [];
        for (const [i, item] of options.cases.entries()) {
            try {
                responses.push({ id: item.id, response: await askCase(item.prompt, context) });
            }
            catch (error) {
                throw fail('case', item.id, i + 1, error);
            }
            options.onProgress?.({
                phase: 'case',
                requestIndex: i + 1,
                totalRequests: options.cases.length,
                caseId: item.id,
            });
        }
        const { prompt, generationTokens, warmups, repetitions } = options.performance;
        const settings = { ...context, keepContent: true };
        const latencySamples = [];
        const phases = [
            ['performance-warmup', warmups],
            ['performance-repetition', repetitions],
        ];
        for (const [phase, total] of phases) {
            for (let index = 1; index <= total; index++) {
                let sample;
                try {
                    const result = await streamCompletion(prompt, generationTokens, settings);
                    if (result.kind === 'failed')
                        throw new Error(result.error);
                    if (!result.completed)
                        throw new Error(result.error ?? 'not completed');
                    const { startedAt, finishedAt, observation } = result;
                    sample = {
                        index,
                        // A finished stream always has content (concludeCompletionStream guarantees it).
                        ttft_ms: (observation.firstContentAt - startedAt) * 1000,
                        e2e_latency_ms: (finishedAt - startedAt) * 1000,
                        event_count: observation.eventCount,
                        predicted_tokens: result.predictedTokens,
                        content: observation.content,
                    };
                }
                catch (error) {
                    throw fail(phase, null, index, error);
                }
                if (phase === 'performance-repetition')
                    latencySamples.push(sample);
                options.onProgress?.({ phase, requestIndex: index, totalRequests: total, caseId: null });
            }
        }
        return { responses, latencySamples };
    }
    finally {
        await context.closer.drain();
    }
}

;// CONCATENATED MODULE: ./src/adapters/load-client/index.ts
// The load client's public surface: load evaluation, quality suite and their errors.




// EXTERNAL MODULE: ./src/domain/plan/server-argv.ts
var server_argv = __webpack_require__(92566);
// EXTERNAL MODULE: ./src/domain/measurement/load-evaluation.ts
var load_evaluation = __webpack_require__(88198);
// EXTERNAL MODULE: ./src/domain/decision/factors.ts
var factors = __webpack_require__(55395);
;// CONCATENATED MODULE: ./src/domain/decision/plan-comparisons.ts

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
            out.push({ a: ids[i], b: ids[j], ...(0,factors/* classifyPair */.v8)(factorsOf(spec, ids[i]), factorsOf(spec, ids[j])) });
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

;// CONCATENATED MODULE: ./src/domain/build/elf.ts
// The architecture of an executable, read from its ELF header (e_machine), so a build can prove it
// produced a binary for the intended machine without depending on `file`.
class ElfHeaderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ElfHeaderError';
    }
}
const MACHINE_NAMES = {
    3: 'x86',
    40: 'ARM',
    62: 'x86-64',
    183: 'AArch64',
    243: 'RISC-V',
};
/** Parses the first 20 bytes of an ELF file; throws ElfHeaderError when they are not an ELF header. */
function parseElfIdentity(header) {
    if (header.length < 20)
        throw new ElfHeaderError(`an ELF header needs 20 bytes, got ${header.length}`);
    if (header[0] !== 0x7f || header[1] !== 0x45 || header[2] !== 0x4c || header[3] !== 0x46)
        throw new ElfHeaderError('not an ELF file (missing \\x7fELF magic)');
    const bits = header[4] === 1 ? 32 : header[4] === 2 ? 64 : undefined;
    const endianness = header[5] === 1 ? 'little' : header[5] === 2 ? 'big' : undefined;
    if (!bits || !endianness)
        throw new ElfHeaderError(`unknown ELF class ${header[4]} or data encoding ${header[5]}`);
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const little = endianness === 'little';
    const type = view.getUint16(16, little);
    const machine = view.getUint16(18, little);
    return {
        bits,
        endianness,
        type,
        machine,
        machineName: MACHINE_NAMES[machine] ?? `e_machine ${machine}`,
    };
}
/** One line like `ELF 64-bit LSB, AArch64 (e_machine 183)`, the evidence a `file` check would give. */
function describeElf(id) {
    return `ELF ${id.bits}-bit ${id.endianness === 'little' ? 'LSB' : 'MSB'}, ${id.machineName} (e_machine ${id.machine})`;
}

;// CONCATENATED MODULE: ./src/domain/build/launcher.ts
// How a server binary is started on this host: directly, or through a user-mode emulator when it
// was built for another architecture. Emulated numbers are not the target CPU's numbers: the
// manifest records the launcher and the receipt says so.

/** Emulation slows model load and generation by roughly 10-20x; deadlines grow by this factor. */
const EMULATION_TIMEOUT_FACTOR = 10;
class LauncherError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LauncherError';
    }
}
function emulatorArgv(target) {
    return [target.emulator, '-cpu', target.emulatedCpu, '-L', target.sysroot];
}
/** null when the binary runs natively; else the emulator that runs it, or a LauncherError. */
function launcherFor(binaryArch, hostArch) {
    const guest = normalizeArch(binaryArch);
    const host = normalizeArch(hostArch);
    if (guest === host)
        return null;
    const target = Object.values(BUILD_TARGETS).find((t) => t.arch === guest);
    if (!target) {
        throw new LauncherError(`a ${guest} llama-server cannot run on this ${host} machine and no emulator is known for ${guest}`);
    }
    return {
        argv: emulatorArgv(target),
        emulator: target.emulator,
        emulatedCpu: target.emulatedCpu,
        sysroot: target.sysroot,
        guestArch: guest,
        hostArch: host,
    };
}
/**
 * A deadline in seconds under a launcher (unchanged without one): infrastructure deadlines (health,
 * total request time) grow under emulation; plan values do not. The launcher may be given as the
 * resolved Launcher or as its argv (empty = none).
 */
function scaledSeconds(seconds, launcher) {
    const present = Array.isArray(launcher) ? launcher.length > 0 : Boolean(launcher);
    return present ? seconds * EMULATION_TIMEOUT_FACTOR : seconds;
}

// EXTERNAL MODULE: ./src/adapters/server/process-tree.ts
var process_tree = __webpack_require__(83212);
;// CONCATENATED MODULE: ./src/adapters/process/run-process.ts
// Runs a child process with an argv array (never a shell), optionally teeing its combined output
// to a log file in arrival order. The child gets its own process group so an abort stops the
// whole tree (cmake → ninja → compilers).




class ProcessError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ProcessError';
    }
}
const KILL_GRACE_MS = 5000;
// Process groups of running children: a signal handler ends them all before the CLI exits, and an
// exit hook kills whatever is left, so no cmake, ninja or compiler outlives the command.
const liveGroups = new Map();
let exitHookInstalled = false;
function signalGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is already gone
    }
}
function readProc(pid) {
    const stat = (0,process_tree/* readProcessStat */.K6)(pid);
    return stat && { pid, ...stat };
}
/**
 * Descendants of `root` that left its process group (ninja starts each compiler in a group of its
 * own), read from /proc where it exists. Signalling the group misses them; they are signalled one by
 * one, each identified by pid and start time so a reused pid is never hit.
 */
function foreignDescendants(root) {
    let pids;
    try {
        pids = (0,external_node_fs_.readdirSync)('/proc')
            .filter((n) => /^\d+$/.test(n))
            .map(Number);
    }
    catch {
        return [];
    }
    const entries = pids.map(readProc).filter((e) => e !== null);
    const found = [];
    const parents = new Set([root]);
    for (let grew = true; grew;) {
        grew = false;
        for (const e of entries)
            if (parents.has(e.ppid) && !parents.has(e.pid)) {
                parents.add(e.pid);
                found.push(e);
                grew = true;
            }
    }
    return found.filter((e) => e.pgrp !== root);
}
function signalEntries(entries, signal) {
    for (const e of entries) {
        if ((0,process_tree/* readProcessStat */.K6)(e.pid)?.startTicks !== e.startTicks)
            continue;
        try {
            process.kill(e.pid, signal);
        }
        catch {
            // already gone
        }
    }
}
function installExitHook() {
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.on('exit', () => {
        for (const pid of liveGroups.keys())
            signalGroup(pid, 'SIGKILL');
    });
}
/**
 * Ends every running child's process group: SIGTERM (ninja forwards it to the compilers it runs in
 * their own groups), then SIGKILL after `graceMs` for whatever ignored it. Resolves once every
 * group leader has exited.
 */
async function stopLiveProcessGroups(graceMs = KILL_GRACE_MS) {
    const groups = [...liveGroups.values()];
    for (const g of groups)
        g.terminate(graceMs);
    await Promise.all(groups.map((g) => g.closed));
}
/** Process-group ids of the children running now (for tests and diagnostics). */
function liveProcessGroupIds() {
    return [...liveGroups.keys()];
}
function lineSplitter(onLine) {
    let pending = '';
    return (chunk) => {
        if (!onLine)
            return;
        if (chunk === null) {
            if (pending !== '')
                onLine(pending);
            pending = '';
            return;
        }
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines)
            onLine(line.replace(/\r$/, ''));
    };
}
async function runProcess(command, args, options = {}) {
    if (options.signal?.aborted)
        throw new ProcessError(`${command} was not started: the operation was aborted`);
    let log;
    if (options.logFile) {
        log = (0,external_node_fs_.createWriteStream)(options.logFile, { flags: 'a' });
        await new Promise((resolve, reject) => {
            log.once('open', () => resolve());
            log.once('error', reject);
        });
    }
    try {
        return await new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(command, [...args], {
                cwd: options.cwd,
                env: childEnv(options.env ?? process.env),
                stdio: ['ignore', 'pipe', 'pipe'],
                detached: true,
            });
            const out = [];
            const err = [];
            const splitOut = lineSplitter(options.onLine);
            const splitErr = lineSplitter(options.onLine);
            let killTimer;
            let terminating = false;
            let markClosed = () => undefined;
            const pid = child.pid;
            let strays = [];
            const terminate = (graceMs) => {
                if (pid === undefined || terminating)
                    return;
                terminating = true;
                strays = foreignDescendants(pid);
                signalGroup(pid, 'SIGTERM');
                signalEntries(strays, 'SIGTERM');
                killTimer = setTimeout(() => {
                    signalGroup(pid, 'SIGKILL');
                    signalEntries(strays, 'SIGKILL');
                }, graceMs);
            };
            if (pid !== undefined) {
                installExitHook();
                liveGroups.set(pid, { terminate, closed: new Promise((r) => (markClosed = r)) });
            }
            const onAbort = () => terminate(options.killGraceMs ?? KILL_GRACE_MS);
            options.signal?.addEventListener('abort', onAbort, { once: true });
            child.stdout.on('data', (chunk) => {
                out.push(chunk);
                log?.write(chunk);
                splitOut(chunk);
            });
            child.stderr.on('data', (chunk) => {
                err.push(chunk);
                log?.write(chunk);
                splitErr(chunk);
            });
            const settle = () => {
                options.signal?.removeEventListener('abort', onAbort);
                clearTimeout(killTimer);
                if (pid !== undefined) {
                    // A leader that exited on SIGTERM may leave members that ignored it; none may survive.
                    if (terminating) {
                        signalGroup(pid, 'SIGKILL');
                        signalEntries(strays, 'SIGKILL');
                    }
                    liveGroups.delete(pid);
                }
                markClosed();
            };
            child.once('error', (error) => {
                settle();
                reject(new ProcessError(error.code === 'ENOENT'
                    ? `${command} was not found on PATH`
                    : `${command} could not start: ${error.message}`));
            });
            child.once('close', (code, signal) => {
                settle();
                splitOut(null);
                splitErr(null);
                if (options.signal?.aborted || terminating) {
                    reject(new ProcessError(`${command} was aborted`));
                    return;
                }
                resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
            });
        });
    }
    finally {
        if (log)
            await new Promise((resolve) => log.end(() => resolve()));
    }
}
/** Runs and throws a ProcessError (with the output tail) unless the exit code is 0. */
async function runChecked(command, args, what, options = {}) {
    const result = await runProcess(command, args, options);
    if (result.code !== 0) {
        const tail = Buffer.concat([result.stdout, result.stderr])
            .toString('utf8')
            .trim()
            .split('\n')
            .slice(-25)
            .join('\n');
        const status = result.code === null ? `signal ${result.signal}` : `exit code ${result.code}`;
        const logHint = options.logFile ? ` (full log: ${options.logFile})` : '';
        throw new ProcessError(`${what} failed with ${status}${logHint}:\n${tail}`);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/adapters/llama/toolchain.ts
// The toolchain identity of a build: each tool's `--version` output, saved verbatim and hashed
// (manifest `toolchain.{gcc,gxx,cmake,ninja}_version_sha256`).




const sha256 = (data) => (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
async function versionOutput(command, required) {
    try {
        const result = await runProcess(command, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
        if (result.code === 0)
            return result.stdout;
        if (!required)
            return null;
        throw new ProcessError(`${command} --version failed with exit code ${result.code}: ${result.stderr.toString().trim()}`);
    }
    catch (error) {
        if (!required)
            return null;
        throw new ProcessError(`the build needs ${command} (${error.message}); install it (Debian/Ubuntu: ${/^aarch64-linux-gnu-/.test(command) ? 'g++-aarch64-linux-gnu binutils-aarch64-linux-gnu' : 'build-essential cmake ninja-build'})`);
    }
}
/** Compilers from CC / CXX when set (a single executable name or path), else gcc / g++. */
function compilersFromEnv(env = process.env) {
    const pick = (value, fallback) => value !== undefined && value.trim() !== '' && !/\s/.test(value.trim()) ? value.trim() : fallback;
    return { cc: pick(env.CC, 'gcc'), cxx: pick(env.CXX, 'g++') };
}
/**
 * Runs every tool's `--version` (no files written). `compilers` overrides CC/CXX (a cross build's
 * target compilers).
 */
async function probeToolchain(env = process.env, compilers) {
    const { cc, cxx } = compilers ?? compilersFromEnv(env);
    const [gcc, gxx, cmake, ninja, make] = await Promise.all([
        versionOutput(cc, true),
        versionOutput(cxx, true),
        versionOutput('cmake', true),
        versionOutput('ninja', false),
        versionOutput('make', false),
    ]);
    if (!ninja && !make)
        throw new ProcessError('the build needs ninja or make on PATH (Debian/Ubuntu: ninja-build)');
    const outputs = {
        'gcc-version.txt': gcc,
        'gxx-version.txt': gxx,
        'cmake-version.txt': cmake,
    };
    if (ninja)
        outputs['ninja-version.txt'] = ninja;
    if (make)
        outputs['make-version.txt'] = make;
    const generator = ninja ? 'Ninja' : 'Unix Makefiles';
    const versions = {
        gcc_version_sha256: sha256(gcc),
        gxx_version_sha256: sha256(gxx),
        cmake_version_sha256: sha256(cmake),
        ninja_version_sha256: ninja ? sha256(ninja) : null,
        make_version_sha256: make ? sha256(make) : null,
        files: Object.entries(outputs).map(([path, data]) => ({
            tool: path.replace(/-version\.txt$/, ''),
            path,
            sha256: sha256(data),
        })),
    };
    return {
        identity: {
            cCompiler: cc,
            cxxCompiler: cxx,
            gcc_version_sha256: versions.gcc_version_sha256,
            gxx_version_sha256: versions.gxx_version_sha256,
            cmake_version_sha256: versions.cmake_version_sha256,
            generator,
            generator_version_sha256: (ninja ? versions.ninja_version_sha256 : versions.make_version_sha256),
        },
        versions,
        outputs,
    };
}
async function saveToolchainOutputs(dir, probe) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    for (const [name, data] of Object.entries(probe.outputs))
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, name), data);
}
/** Saves gcc/g++/cmake/ninja (and make) `--version` outputs into `dir` and returns their hashes. */
async function collectToolchainVersions(dir, env = process.env) {
    const probe = await probeToolchain(env);
    await saveToolchainOutputs(dir, probe);
    return probe.versions;
}
/** Manifest `toolchain` (capacity-study.md §9.8); the study requires ninja's version. */
function manifestToolchain(versions) {
    if (versions.ninja_version_sha256 === null) {
        throw new ProcessError('the manifest records ninja --version, but ninja is not installed (Debian/Ubuntu: ninja-build)');
    }
    return {
        gcc_version_sha256: versions.gcc_version_sha256,
        gxx_version_sha256: versions.gxx_version_sha256,
        cmake_version_sha256: versions.cmake_version_sha256,
        ninja_version_sha256: versions.ninja_version_sha256,
    };
}

;// CONCATENATED MODULE: ./src/adapters/llama/build.ts
// Configures and compiles the `llama-server` target of a checkout with the offline flag set, then
// collects the evidence the manifest hashes: logs, CMakeCache, binary, ldd, KleidiAI symbols.








class LlamaBuildError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LlamaBuildError';
    }
}
/** Relative paths inside a build entry. */
const BUILD_FILES = {
    binary: 'bin/llama-server',
    configureLog: 'evidence/configure.log',
    compileLog: 'evidence/compile.log',
    cmakeCache: 'evidence/CMakeCache.txt',
    ldd: 'evidence/ldd.txt',
    kleidiaiSymbols: 'evidence/kleidiai-symbols.txt',
    serverVersion: 'evidence/server-version.txt',
    toolchainDir: 'evidence/toolchain',
};
/** Every regular file under `dir`, as sorted relative POSIX paths. */
async function listFiles(dir, skip = new Set()) {
    const out = [];
    const walk = async (current) => {
        for (const entry of await (0,promises_.readdir)(current, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(current, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (entry.isFile()) {
                const rel = (0,external_node_path_.relative)(dir, full).split('\\').join('/');
                if (!skip.has(rel))
                    out.push(rel);
            }
        }
    };
    await walk(dir);
    return out.sort();
}
/** Reads the ELF header of `path`. */
async function readElfIdentity(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const header = Buffer.alloc(20);
        const { bytesRead } = await handle.read(header, 0, 20, 0);
        return parseElfIdentity(header.subarray(0, bytesRead));
    }
    finally {
        await handle.close();
    }
}
async function symbolEvidence(binary, toolPrefix) {
    const nmTool = `${toolPrefix}nm`;
    const nm = await runProcess(nmTool, ['--defined-only', binary]);
    let source = '';
    let method = `${nmTool} --defined-only`;
    if (nm.code === 0 && nm.stdout.length > 0)
        source = nm.stdout.toString('utf8');
    else {
        // Stripped binary: fall back to printable strings.
        const strings = await runProcess('strings', ['-a', binary]);
        if (strings.code !== 0)
            throw new LlamaBuildError(`neither nm nor strings could read ${binary}`);
        source = strings.stdout.toString('utf8');
        method = 'strings -a';
    }
    const { total, names } = countKleidiaiSymbols(source);
    const text = `# ${method} ${BUILD_FILES.binary}: symbols matching /kleidiai/i or /(^|_)kai_/\ncount: ${total}\n${names.join('\n')}${names.length ? '\n' : ''}`;
    return { text, count: total, method };
}
async function buildLlamaServer(inputs) {
    const { variant, outDir, buildDir, log, signal } = inputs;
    const mode = inputs.mode ?? { kind: 'host' };
    const hostArch = normalizeArch(inputs.hostArch ?? process.arch);
    const binaryArch = mode.kind === 'host' ? hostArch : mode.target.arch;
    // A cross build inspects its binary with the target's binutils and runs it under the emulator.
    const toolPrefix = mode.kind === 'cross' ? mode.target.toolPrefix : '';
    const launcher = mode.kind === 'cross' ? emulatorArgv(mode.target) : [];
    const evidenceDir = (0,external_node_path_.join)(outDir, 'evidence');
    await (0,promises_.mkdir)((0,external_node_path_.join)(outDir, 'bin'), { recursive: true });
    await (0,promises_.mkdir)(evidenceDir, { recursive: true });
    await (0,promises_.mkdir)(buildDir, { recursive: true });
    await saveToolchainOutputs((0,external_node_path_.join)(outDir, BUILD_FILES.toolchainDir), inputs.toolchain);
    const env = { ...process.env, LC_ALL: 'C' };
    const configureArgs = cmakeConfigureArgs({
        sourceDir: inputs.sourceDir,
        buildDir,
        generator: inputs.toolchain.identity.generator,
        cCompiler: inputs.toolchain.identity.cCompiler,
        cxxCompiler: inputs.toolchain.identity.cxxCompiler,
        variant,
        kleidiaiSourceDir: inputs.kleidiaiSourceDir,
        kleidiaiFetchContentName: inputs.kleidiaiFetchContentName,
        crossTarget: mode.kind === 'cross' ? mode.target : undefined,
    });
    const configureLog = (0,external_node_path_.join)(outDir, BUILD_FILES.configureLog);
    await (0,promises_.writeFile)(configureLog, `$ cmake ${configureArgs.join(' ')}\n`);
    log?.(`[${variant.label}] cmake configure`);
    const t0 = Date.now();
    try {
        await runChecked('cmake', configureArgs, `cmake configure of llama-server variant '${variant.label}'`, {
            env,
            signal,
            logFile: configureLog,
        });
    }
    catch (error) {
        throw new LlamaBuildError(error.message);
    }
    const t1 = Date.now();
    const cacheText = await (0,promises_.readFile)((0,external_node_path_.join)(buildDir, 'CMakeCache.txt'), 'utf8');
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.cmakeCache), cacheText);
    const expected = variant.kleidiai ? 'ON' : 'OFF';
    const actual = cmakeCacheValue(cacheText, 'GGML_CPU_KLEIDIAI');
    if (actual !== expected) {
        throw new LlamaBuildError(`CMakeCache.txt of variant '${variant.label}' has GGML_CPU_KLEIDIAI:BOOL=${actual ?? '(missing)'}, expected ${expected}`);
    }
    const prebuiltUi = cmakeCacheValue(cacheText, 'LLAMA_USE_PREBUILT_UI');
    if (prebuiltUi !== undefined && prebuiltUi !== 'OFF') {
        throw new LlamaBuildError(`CMakeCache.txt has LLAMA_USE_PREBUILT_UI=${prebuiltUi}; the build would download web assets`);
    }
    const buildArgs = cmakeBuildArgs(buildDir, inputs.jobs);
    const compileLog = (0,external_node_path_.join)(outDir, BUILD_FILES.compileLog);
    await (0,promises_.writeFile)(compileLog, `$ cmake ${buildArgs.join(' ')}\n`);
    log?.(`[${variant.label}] compiling llama-server with ${inputs.jobs} jobs`);
    let lastProgress = 0;
    try {
        await runChecked('cmake', buildArgs, `compile of llama-server variant '${variant.label}'`, {
            env,
            signal,
            logFile: compileLog,
            onLine: (line) => {
                // Ninja progress lines look like `[12/330] Building …`; report about every 10 %.
                const m = /^\[(\d+)\/(\d+)\]/.exec(line);
                if (m && log) {
                    const pct = Math.floor((100 * Number(m[1])) / Number(m[2]));
                    if (pct >= lastProgress + 10 || Number(m[1]) === Number(m[2])) {
                        lastProgress = pct;
                        log(`[${variant.label}] ${m[0]} ${pct}%`);
                    }
                }
            },
        });
    }
    catch (error) {
        throw new LlamaBuildError(error.message);
    }
    const t2 = Date.now();
    const builtBinary = (0,external_node_path_.join)(buildDir, 'bin', 'llama-server');
    try {
        await (0,promises_.stat)(builtBinary);
    }
    catch {
        throw new LlamaBuildError(`the build of variant '${variant.label}' finished but ${builtBinary} does not exist`);
    }
    const binary = (0,external_node_path_.join)(outDir, BUILD_FILES.binary);
    await (0,promises_.copyFile)(builtBinary, binary);
    await (0,promises_.chmod)(binary, 0o755);
    // `file`-style architecture check from the ELF header: a cross build must not yield a host binary.
    let elf;
    try {
        elf = await readElfIdentity(binary);
    }
    catch (error) {
        throw new LlamaBuildError(`${binary} of variant '${variant.label}': ${error.message}`);
    }
    const architecture = describeElf(elf);
    if (ELF_MACHINES[binaryArch] !== undefined && elf.machine !== ELF_MACHINES[binaryArch]) {
        throw new LlamaBuildError(`variant '${variant.label}' should produce a ${binaryArch} binary (e_machine ${ELF_MACHINES[binaryArch]}) but ${binary} is ${architecture}`);
    }
    let lddText;
    if (mode.kind === 'cross') {
        // ldd cannot load a foreign binary; its NEEDED entries name the same libraries.
        const readelf = await runProcess(`${toolPrefix}readelf`, ['-d', binary], { env });
        const needed = readelf.stdout
            .toString('utf8')
            .split('\n')
            .filter((l) => l.includes('(NEEDED)'))
            .map((l) => `${/\[(.*)\]/.exec(l)?.[1] ?? l.trim()}\n`)
            .join('');
        lddText = `# ${toolPrefix}readelf -d ${BUILD_FILES.binary} (NEEDED)\n${needed}`;
    }
    else {
        const ldd = await runProcess('ldd', [binary], { env });
        // Load addresses change on every run (ASLR); drop them so the capture is reproducible.
        lddText = Buffer.concat([ldd.stdout, ldd.stderr])
            .toString('utf8')
            .replace(/ \(0x[0-9a-f]+\)/g, '');
    }
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.ldd), lddText);
    const symbols = await symbolEvidence(binary, toolPrefix);
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.kleidiaiSymbols), symbols.text);
    if (variant.kleidiai && symbols.count === 0) {
        throw new LlamaBuildError(`variant '${variant.label}' enables KleidiAI but ${symbols.method} finds no KleidiAI symbol in the binary`);
    }
    if (!variant.kleidiai && symbols.count !== 0) {
        throw new LlamaBuildError(`variant '${variant.label}' disables KleidiAI but ${symbols.method} finds ${symbols.count} KleidiAI symbols in the binary`);
    }
    const version = launcher.length > 0
        ? await runProcess(launcher[0], [...launcher.slice(1), binary, '--version'], { env, signal })
        : await runProcess(binary, ['--version'], { env, signal });
    const versionText = Buffer.concat([version.stdout, version.stderr]).toString('utf8');
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.serverVersion), versionText);
    const versionLine = /^version: .*$/m.exec(versionText)?.[0];
    const reported = /commit ([0-9a-f]{7,40})/.exec(versionLine ?? '')?.[1];
    if (version.code !== 0 || !reported || !inputs.revision.startsWith(reported)) {
        throw new LlamaBuildError(`built llama-server reports ${JSON.stringify(versionLine ?? versionText.trim().slice(0, 200))}, expected commit ${inputs.revision.slice(0, 7)}`);
    }
    const files = [];
    for (const path of await listFiles(outDir, new Set(['build.json']))) {
        files.push({ path, sha256: await fileSha256((0,external_node_path_.join)(outDir, path)) });
    }
    const hashOf = (path) => files.find((f) => f.path === path).sha256;
    return {
        evidence: {
            label: variant.label,
            server_binary_sha256: hashOf(BUILD_FILES.binary),
            kleidiai_enabled: actual === 'ON',
            cmake_cache_sha256: hashOf(BUILD_FILES.cmakeCache),
            configure_log_sha256: hashOf(BUILD_FILES.configureLog),
            compile_log_sha256: hashOf(BUILD_FILES.compileLog),
            kleidiai_symbol_count: symbols.count,
            server_version: versionLine,
            binary_architecture: architecture,
            binary_arch: binaryArch,
            files,
        },
        timings: { configure_seconds: (t1 - t0) / 1000, compile_seconds: (t2 - t1) / 1000 },
    };
}
function manifestBuild(evidence) {
    return {
        label: evidence.label,
        server_binary_sha256: evidence.server_binary_sha256,
        kleidiai_enabled: evidence.kleidiai_enabled,
        cmake_cache_sha256: evidence.cmake_cache_sha256,
        configure_log_sha256: evidence.configure_log_sha256,
        compile_log_sha256: evidence.compile_log_sha256,
    };
}

;// CONCATENATED MODULE: ./src/adapters/llama/build-cache.ts
// Content-addressed cache of built servers: `<cacheDir>/builds/<key>/` holds the binary, the build
// evidence and `build.json` (written last: an entry without it is incomplete). Every listed file's
// SHA-256 is re-checked on reuse.




const BUILD_RECORD_FILE = 'build.json';
const build_cache_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v) => typeof v === 'string';
const strings = (v, keys) => keys.every((k) => isString(v[k]));
const stringOrNull = (v) => v === null || isString(v);
const listed = (v, keys) => Array.isArray(v) && v.every((item) => build_cache_isObject(item) && strings(item, keys));
function isBuildEvidence(v) {
    return (build_cache_isObject(v) &&
        strings(v, [
            'label',
            'server_binary_sha256',
            'cmake_cache_sha256',
            'configure_log_sha256',
            'compile_log_sha256',
            'server_version',
        ]) &&
        typeof v.kleidiai_enabled === 'boolean' &&
        typeof v.kleidiai_symbol_count === 'number' &&
        (v.binary_architecture === undefined || isString(v.binary_architecture)) &&
        (v.binary_arch === undefined || isString(v.binary_arch)) &&
        listed(v.files, ['path', 'sha256']));
}
function isToolchainVersions(v) {
    return (build_cache_isObject(v) &&
        strings(v, ['gcc_version_sha256', 'gxx_version_sha256', 'cmake_version_sha256']) &&
        stringOrNull(v.ninja_version_sha256) &&
        stringOrNull(v.make_version_sha256) &&
        listed(v.files, ['tool', 'path', 'sha256']));
}
function isPinnedArchive(v) {
    if (!build_cache_isObject(v) || !isString(v.sha256) || typeof v.size_bytes !== 'number' || !stringOrNull(v.md5))
        return false;
    if (v.origin === 'mirror')
        return isString(v.mirror_file);
    if (v.origin === 'download')
        return isString(v.url);
    return v.origin === 'cache';
}
/** build.json as this module writes it, for the key it is stored under; anything else is corrupt. */
function isBuildRecord(v, key) {
    return (build_cache_isObject(v) &&
        v.schema === 1 &&
        v.cache_key === key &&
        build_cache_isObject(v.key_document) &&
        isString(v.source_revision) &&
        isBuildEvidence(v.evidence) &&
        isToolchainVersions(v.toolchain) &&
        (v.inputs === undefined ||
            (build_cache_isObject(v.inputs) &&
                (v.inputs.kleidiai_archive === undefined || isPinnedArchive(v.inputs.kleidiai_archive)))) &&
        build_cache_isObject(v.timings) &&
        typeof v.timings.configure_seconds === 'number' &&
        typeof v.timings.compile_seconds === 'number' &&
        isString(v.built_at));
}
function buildEntryDir(cacheDir, key) {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(key))
        throw new Error(`build cache key ${JSON.stringify(key)} is not path-safe`);
    return cachePath(cacheDir, 'builds', key);
}
/** Reads and verifies a cached build (every file's digest, the key it was stored under). */
async function lookupBuild(cacheDir, key) {
    const dir = buildEntryDir(cacheDir, key);
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, BUILD_RECORD_FILE), 'utf8');
    }
    catch {
        return { state: 'miss' };
    }
    let record;
    try {
        record = JSON.parse(text);
    }
    catch {
        return { state: 'corrupt', reason: `${BUILD_RECORD_FILE} is not valid JSON` };
    }
    if (!isBuildRecord(record, key)) {
        return { state: 'corrupt', reason: `${BUILD_RECORD_FILE} does not describe ${key}` };
    }
    for (const file of record.evidence.files) {
        let actual;
        try {
            actual = await fileSha256((0,external_node_path_.join)(dir, file.path));
        }
        catch {
            return { state: 'corrupt', reason: `${file.path} is missing` };
        }
        if (actual !== file.sha256)
            return { state: 'corrupt', reason: `${file.path} has SHA-256 ${actual}, expected ${file.sha256}` };
    }
    return { state: 'hit', record };
}
/** Writes build.json into the staged entry and moves it into place atomically. */
async function publishBuild(stagingDir, cacheDir, record) {
    await (0,promises_.writeFile)((0,external_node_path_.join)(stagingDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
    const dir = buildEntryDir(cacheDir, record.cache_key);
    try {
        await (0,promises_.stat)(dir);
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
    catch {
        // not present
    }
    await (0,promises_.rename)(stagingDir, dir);
    return dir;
}

;// CONCATENATED MODULE: ./src/adapters/llama/kleidiai-source.ts
// The KleidiAI source archive, fetched once and verified, so configuring a KleidiAI build never
// downloads anything (FETCHCONTENT_SOURCE_DIR_KLEIDIAI_DOWNLOAD + FETCHCONTENT_FULLY_DISCONNECTED).










async function kleidiai_source_exists(path) {
    try {
        await (0,promises_.stat)(path);
        return true;
    }
    catch {
        return false;
    }
}
const originFile = (root, sha256) => (0,external_node_path_.join)(root, `${sha256}.origin.json`);
/** A recorded origin file that says where the archive came from (anything else counts as unrecorded). */
function isRecordedOrigin(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const v = value;
    return ((v.origin === 'mirror' && typeof v.mirror_file === 'string') ||
        (v.origin === 'download' && typeof v.url === 'string'));
}
/** Where the cached archive of `sha256` came from (mirror or download), when recorded. */
async function kleidiaiArchiveOrigin(cacheDir, sha256) {
    try {
        const value = JSON.parse(await (0,promises_.readFile)(originFile(cachePath(cacheDir, 'kleidiai'), sha256), 'utf8'));
        if (isRecordedOrigin(value))
            return value;
    }
    catch {
        // not recorded (archive placed by an older version)
    }
    return { origin: 'cache' };
}
/** Returns the extracted source directory `<cacheDir>/sources/kleidiai/<sha256>/`. */
async function ensureKleidiaiSource(cacheDir, spec, options = {}) {
    const { log, signal } = options;
    validateKleidiaiSource(spec, 'kleidiaiSource');
    const root = cachePath(cacheDir, 'kleidiai');
    const archive = (0,external_node_path_.join)(root, `${spec.sha256}.tar.gz`);
    const dir = (0,external_node_path_.join)(root, spec.sha256);
    const what = `KleidiAI ${spec.version} source archive`;
    await (0,promises_.mkdir)(root, { recursive: true });
    return withDirLock((0,external_node_path_.join)(root, `${spec.sha256}.lock`), async () => {
        if (await kleidiai_source_exists(archive))
            await verifyFile(archive, spec.sha256, spec.sizeBytes, what);
        else {
            log?.(`fetching ${what} (${spec.url}, or a mirror file with its name or sha256)`);
            const origin = await fetchPinned({
                url: spec.url,
                sha256: spec.sha256,
                sizeBytes: spec.sizeBytes,
                dest: archive,
                what,
                mirrorDirs: options.mirrorDirs,
                log,
                signal,
            });
            await (0,promises_.writeFile)(originFile(root, spec.sha256), `${JSON.stringify(origin)}\n`);
        }
        if (options.expectedMd5) {
            const md5 = await fileDigest(archive, 'md5');
            if (md5 !== options.expectedMd5) {
                throw new Error(`${what} (${archive}) has MD5 ${md5} but the llama.cpp source pins MD5 ${options.expectedMd5}: the pinned sha256 names a different archive than llama.cpp expects`);
            }
        }
        if (await kleidiai_source_exists((0,external_node_path_.join)(dir, 'CMakeLists.txt')))
            return dir;
        const staging = (0,external_node_path_.join)(root, `.extract-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        await (0,promises_.mkdir)(staging);
        try {
            await runChecked('tar', ['-xzf', archive, '-C', staging, '--no-same-owner'], `extracting ${archive}`, { signal });
            // GitHub archives hold one top-level directory (kleidiai-<version>/).
            const top = await (0,promises_.readdir)(staging);
            const inner = top.length === 1 ? (0,external_node_path_.join)(staging, top[0]) : staging;
            if (!(await kleidiai_source_exists((0,external_node_path_.join)(inner, 'CMakeLists.txt')))) {
                throw new Error(`${what} (${archive}) has no CMakeLists.txt at its top level`);
            }
            await (0,promises_.rm)(dir, { recursive: true, force: true });
            await (0,promises_.rename)(inner, dir);
        }
        finally {
            await (0,promises_.rm)(staging, { recursive: true, force: true });
        }
        return dir;
    }, { what: `the ${what}`, log, signal });
}

;// CONCATENATED MODULE: ./src/adapters/llama/source.ts
// Pinned llama.cpp sources: a shallow git fetch of one commit, or the git bundle shipped inside the
// node-llama-cpp npm tarball (for machines that reach only the npm registry). Every checkout is
// verified to be exactly the pinned commit before it is used.








class LlamaSourceError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LlamaSourceError';
    }
}
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
async function git(args, what, signal) {
    const result = await runChecked('git', args, what, { env: GIT_ENV, signal });
    return result.stdout.toString('utf8').trim();
}
async function source_exists(path) {
    try {
        await (0,promises_.stat)(path);
        return true;
    }
    catch {
        return false;
    }
}
async function headOf(dir) {
    const result = await runProcess('git', ['-C', dir, 'rev-parse', '--verify', 'HEAD^{commit}'], {
        env: GIT_ENV,
    });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
async function verifyHead(dir, expected, origin) {
    const head = await headOf(dir);
    if (head !== expected) {
        throw new LlamaSourceError(`llama.cpp checkout from ${origin} is at commit ${head ?? '(none)'} but the pinned commit is ${expected}`);
    }
}
async function fileSri512(path) {
    return `sha512-${await fileDigest(path, 'sha512', 'base64')}`;
}
/** Fetches the package tarball with `npm pack` into the cache and checks it against the pinned integrity. */
async function ensureNpmTarball(cacheDir, spec, log, signal) {
    const dir = cachePath(cacheDir, 'npmTarballs');
    const target = (0,external_node_path_.join)(dir, `${spec.package}-${spec.version}.tgz`);
    const what = `${spec.package}@${spec.version}`;
    if (await source_exists(target)) {
        const actual = await fileSri512(target);
        if (actual === spec.integrity)
            return target;
        log?.(`cached ${target} does not match the pinned integrity (${actual}); fetching it again`);
        await (0,promises_.rm)(target, { force: true });
    }
    await (0,promises_.mkdir)(dir, { recursive: true });
    const staging = (0,external_node_path_.join)(dir, `.pack-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    await (0,promises_.mkdir)(staging);
    try {
        log?.(`npm pack ${what}`);
        const result = await runChecked('npm', [
            'pack',
            `${spec.package}@${spec.version}`,
            '--pack-destination',
            staging,
            '--ignore-scripts',
            '--json',
        ], `npm pack ${what}`, { cwd: staging, signal });
        // npm checks the download against the registry's dist.integrity and reports it here.
        let registryIntegrity;
        try {
            const packed = JSON.parse(result.stdout.toString('utf8'));
            const first = Array.isArray(packed) ? packed[0] : undefined;
            registryIntegrity =
                typeof first === 'object' && first !== null && 'integrity' in first ? first.integrity : undefined;
        }
        catch {
            registryIntegrity = undefined;
        }
        if (registryIntegrity !== spec.integrity) {
            throw new LlamaSourceError(`npm pack ${what} reports registry integrity ${String(registryIntegrity)}, expected the pinned ${spec.integrity}`);
        }
        const packed = (await (0,promises_.readdir)(staging)).filter((name) => name.endsWith('.tgz'));
        if (packed.length !== 1) {
            throw new LlamaSourceError(`npm pack ${what} produced ${packed.length} tarballs in ${staging}, expected 1`);
        }
        const file = (0,external_node_path_.join)(staging, packed[0]);
        const actual = await fileSri512(file);
        if (actual !== spec.integrity) {
            throw new LlamaSourceError(`npm tarball ${what} has integrity ${actual}, expected the pinned ${spec.integrity}`);
        }
        await (0,promises_.rename)(file, target);
        return target;
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
    }
}
async function checkoutFromBundle(cacheDir, spec, staging, log, signal) {
    const tarball = await ensureNpmTarball(cacheDir, spec, log, signal);
    const unpack = `${staging}.unpack`;
    await (0,promises_.mkdir)(unpack, { recursive: true });
    try {
        const member = 'package/llama/gitRelease.bundle';
        await runChecked('tar', ['-xzf', tarball, '-C', unpack, member], `extracting ${member} from ${tarball}`, {
            signal,
        });
        const bundle = (0,external_node_path_.join)(unpack, member);
        // No `git bundle verify`: before git 2.41 it needs a repository as its working directory, so a
        // study started outside one failed here. The tarball's integrity is pinned, and the clone
        // checks the bundle itself (header, prerequisites, every object of its pack) as it reads it.
        log?.(`cloning the llama.cpp bundle of ${spec.package}@${spec.version}`);
        await git(['clone', '--quiet', '--no-checkout', '--', bundle, staging], `git clone of ${bundle}`, signal);
        const hasCommit = await runProcess('git', ['-C', staging, 'cat-file', '-e', `${spec.expectedCommit}^{commit}`], {
            env: GIT_ENV,
        });
        if (hasCommit.code !== 0) {
            const heads = await git(['bundle', 'list-heads', bundle], 'git bundle list-heads', signal);
            throw new LlamaSourceError(`the llama.cpp bundle in ${spec.package}@${spec.version} does not contain the pinned commit ${spec.expectedCommit}; it has: ${heads.replace(/\n/g, ', ')}`);
        }
        await git(['-C', staging, 'checkout', '--quiet', '--detach', spec.expectedCommit], 'git checkout', signal);
        await git(['-C', staging, 'remote', 'remove', 'origin'], 'git remote remove', signal);
    }
    finally {
        await (0,promises_.rm)(unpack, { recursive: true, force: true });
    }
}
async function checkoutFromGit(repository, commit, staging, log, signal) {
    await (0,promises_.mkdir)(staging, { recursive: true });
    await git(['init', '--quiet', staging], 'git init', signal);
    log?.(`fetching ${repository} at ${commit} (shallow)`);
    try {
        await git(['-C', staging, 'fetch', '--quiet', '--depth', '1', '--no-tags', '--', repository, commit], `git fetch of commit ${commit} from ${repository}`, signal);
    }
    catch (error) {
        throw new LlamaSourceError(`could not fetch the pinned commit ${commit} from ${repository} (is the commit in that repository?): ${error.message}`);
    }
    await git(['-C', staging, 'checkout', '--quiet', '--detach', 'FETCH_HEAD'], 'git checkout FETCH_HEAD', signal);
}
/**
 * Returns a verified checkout of the pinned llama.cpp commit, cached under
 * `<cacheDir>/sources/llama.cpp/<commit>/`. Both source kinds share the directory of a commit.
 */
async function ensureLlamaSourceCheckout(options) {
    const { cacheDir, source, log, signal } = options;
    validateSourceSpec(source);
    const revision = sourceRevision(source);
    const root = cachePath(cacheDir, 'checkouts');
    const dir = (0,external_node_path_.join)(root, revision);
    const marker = (0,external_node_path_.join)(root, `${revision}.verified.json`);
    const origin = source.kind === 'git' ? source.repository : `${source.package}@${source.version}`;
    const reuse = async () => {
        if (!(await source_exists(marker)) || !(await source_exists(dir)))
            return false;
        if ((await headOf(dir)) === revision)
            return true;
        log?.(`cached checkout ${dir} is not at ${revision}; fetching it again`);
        await (0,promises_.rm)(marker, { force: true });
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        return false;
    };
    if (await reuse())
        return { dir, revision, fromCache: true };
    await (0,promises_.mkdir)(root, { recursive: true });
    return withDirLock((0,external_node_path_.join)(root, `${revision}.lock`), async () => {
        if (await reuse())
            return { dir, revision, fromCache: true };
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        const staging = (0,external_node_path_.join)(root, `.staging-${revision.slice(0, 12)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        try {
            if (source.kind === 'git')
                await checkoutFromGit(source.repository, source.commit, staging, log, signal);
            else
                await checkoutFromBundle(cacheDir, source, staging, log, signal);
            await verifyHead(staging, revision, origin);
            await (0,promises_.rename)(staging, dir);
        }
        finally {
            await (0,promises_.rm)(staging, { recursive: true, force: true });
        }
        await (0,promises_.writeFile)(marker, `${JSON.stringify({ revision, kind: source.kind, origin, verified_at: new Date().toISOString() }, null, 2)}\n`);
        log?.(`llama.cpp ${revision} checked out at ${dir}`);
        return { dir, revision, fromCache: false };
    }, { what: `the llama.cpp checkout ${revision}`, log, signal });
}
/** Reads a file of the checkout (e.g. `models/ggml-vocab-llama-spm.gguf`), refusing unsafe paths. */
async function readCheckoutFile(checkoutDir, relativePath) {
    if (relativePath === '' ||
        relativePath.includes('\0') ||
        relativePath.includes('\\') ||
        relativePath.startsWith('/') ||
        relativePath.split('/').includes('..')) {
        throw new LlamaSourceError(`unsafe path inside the llama.cpp checkout: ${JSON.stringify(relativePath)}`);
    }
    return (0,promises_.readFile)((0,external_node_path_.join)(checkoutDir, relativePath));
}

;// CONCATENATED MODULE: ./src/adapters/llama/ensure-llama-server.ts
// Returns a llama-server binary for (pinned source, variant): from the content-addressed build
// cache when present, else checkout → configure → compile → evidence → publish, after which the
// build tree is deleted (runner disks are small).












/** The cache key of a build on this machine (probes the toolchain; no files written). */
async function resolveBuildCacheKey(options) {
    validateSourceSpec(options.source);
    const arch = options.arch ?? process.arch;
    const mode = buildMode(options.variant, arch);
    // A cross build is compiled by the target's compilers; host and native builds honour CC/CXX.
    const toolchain = await probeToolchain(options.env, mode.kind === 'cross' ? crossCompilers(mode.target) : undefined);
    const keyInput = {
        sourceRevision: sourceRevision(options.source),
        variant: options.variant,
        toolchain: toolchain.identity,
        os: options.os ?? process.platform,
        arch,
    };
    return { key: buildCacheKey(keyInput), keyInput, toolchain, mode };
}
function toBuiltServer(cacheDir, record, fromCache) {
    const entryDir = buildEntryDir(cacheDir, record.cache_key);
    return {
        binaryPath: (0,external_node_path_.join)(entryDir, BUILD_FILES.binary),
        cacheKey: record.cache_key,
        entryDir,
        fromCache,
        sourceRevision: record.source_revision,
        evidence: record.evidence,
        toolchain: record.toolchain,
        inputs: record.inputs,
    };
}
/** The KleidiAI pin of the checkout, checked against the variant's pinned archive version. */
async function kleidiaiPinOf(checkoutDir, revision, variant) {
    const cmakeLists = (await readCheckoutFile(checkoutDir, 'ggml/src/ggml-cpu/CMakeLists.txt')).toString('utf8');
    const pin = kleidiaiPinFromCmakeLists(cmakeLists);
    if (!pin) {
        throw new BuildConfigurationError(`build variant '${variant.label}' enables KleidiAI, but llama.cpp ${revision} declares no KleidiAI FetchContent in ggml/src/ggml-cpu/CMakeLists.txt`);
    }
    const wanted = variant.kleidiaiSource.version;
    const wantedMd5 = variant.kleidiaiSource.md5;
    if (wantedMd5 !== undefined && pin.md5 !== undefined && pin.md5 !== wantedMd5) {
        throw new BuildConfigurationError(`build variant '${variant.label}' pins KleidiAI MD5 ${wantedMd5}, but llama.cpp ${revision} pins MD5 ${pin.md5} for ${pin.url ?? 'its KleidiAI archive'}`);
    }
    if (pin.version !== undefined && pin.version !== wanted) {
        throw new BuildConfigurationError(`build variant '${variant.label}' pins KleidiAI ${wanted}, but llama.cpp ${revision} expects ${pin.version} (${pin.url ?? 'see ggml/src/ggml-cpu/CMakeLists.txt'}); pin that archive instead`);
    }
    return pin;
}
async function ensureLlamaServer(options) {
    const { cacheDir, source, variant, log, signal } = options;
    const arch = options.arch ?? process.arch;
    // Impossible variants fail before any download or compile.
    assertVariantsPossible([variant], arch);
    const { key, keyInput, toolchain, mode } = await resolveBuildCacheKey({
        source,
        variant,
        arch,
        os: options.os,
    });
    const lookup = async () => {
        const found = await lookupBuild(cacheDir, key);
        if (found.state === 'hit')
            return toBuiltServer(cacheDir, found.record, true);
        if (found.state === 'corrupt') {
            log?.(`cached build ${key} is unusable (${found.reason}); rebuilding`);
            await (0,promises_.rm)(buildEntryDir(cacheDir, key), { recursive: true, force: true });
        }
        return undefined;
    };
    const hit = await lookup();
    if (hit) {
        log?.(`llama-server '${variant.label}' from cache ${key}`);
        return hit;
    }
    const buildsRoot = cachePath(cacheDir, 'builds');
    await (0,promises_.mkdir)(buildsRoot, { recursive: true });
    return withDirLock((0,external_node_path_.join)(buildsRoot, `${key}.lock`), async () => {
        const again = await lookup();
        if (again)
            return again;
        // Leftovers of an interrupted build of this key (we hold its lock, so none is live).
        for (const name of await (0,promises_.readdir)(buildsRoot)) {
            if (name.startsWith(`.staging-${key}-`))
                await (0,promises_.rm)((0,external_node_path_.join)(buildsRoot, name), { recursive: true, force: true });
        }
        const checkout = await ensureLlamaSourceCheckout({ cacheDir, source, log, signal });
        let kleidiaiSourceDir;
        let kleidiaiFetchContentName;
        let inputs;
        if (variant.kleidiai && variant.kleidiaiSource) {
            const pin = await kleidiaiPinOf(checkout.dir, checkout.revision, variant);
            kleidiaiFetchContentName = pin.fetchContentName;
            kleidiaiSourceDir = await ensureKleidiaiSource(cacheDir, variant.kleidiaiSource, {
                expectedMd5: pin.md5 ?? variant.kleidiaiSource.md5,
                mirrorDirs: options.mirrorDirs,
                log,
                signal,
            });
            const origin = await kleidiaiArchiveOrigin(cacheDir, variant.kleidiaiSource.sha256);
            inputs = {
                kleidiai_archive: {
                    sha256: variant.kleidiaiSource.sha256,
                    size_bytes: variant.kleidiaiSource.sizeBytes,
                    md5: pin.md5 ?? variant.kleidiaiSource.md5 ?? null,
                    ...origin,
                },
            };
        }
        const nonce = (0,external_node_crypto_.randomBytes)(4).toString('hex');
        const stagingDir = (0,external_node_path_.join)(buildsRoot, `.staging-${key}-${nonce}`);
        // A fixed build path (we hold the lock) keeps the configure log identical between runs.
        const buildDir = cachePath(cacheDir, 'tmp', `build-${key}`);
        await (0,promises_.rm)(buildDir, { recursive: true, force: true });
        try {
            const { evidence, timings } = await buildLlamaServer({
                sourceDir: checkout.dir,
                revision: checkout.revision,
                variant,
                toolchain,
                buildDir,
                outDir: stagingDir,
                kleidiaiSourceDir,
                kleidiaiFetchContentName,
                mode,
                hostArch: arch,
                jobs: options.jobs ?? (0,external_node_os_.availableParallelism)(),
                log,
                signal,
            });
            const record = {
                schema: 1,
                cache_key: key,
                key_document: buildKeyDocument(keyInput),
                source_revision: checkout.revision,
                evidence,
                toolchain: toolchain.versions,
                ...(inputs ? { inputs } : {}),
                timings,
                built_at: new Date().toISOString(),
            };
            await publishBuild(stagingDir, cacheDir, record);
            log?.(`llama-server '${variant.label}' built in ${(timings.configure_seconds + timings.compile_seconds).toFixed(1)} s, cached as ${key}`);
            return toBuiltServer(cacheDir, record, false);
        }
        catch (error) {
            // Keep the logs of a failed build for diagnosis; the build tree itself goes.
            const failedDir = (0,external_node_path_.join)(buildsRoot, `.failed-${key}`);
            await (0,promises_.rm)(failedDir, { recursive: true, force: true });
            await (0,promises_.rename)(stagingDir, failedDir).catch(() => undefined);
            error.message += `\n(build logs kept in ${failedDir})`;
            throw error;
        }
        finally {
            await (0,promises_.rm)(buildDir, { recursive: true, force: true });
            await (0,promises_.rm)(stagingDir, { recursive: true, force: true });
        }
    }, { what: `the build ${key}`, log, signal });
}

;// CONCATENATED MODULE: ./src/adapters/process/ipc-script.ts
// A Node script run as a child process that talks over IPC (`node -e <source>`): started with an
// allow-listed environment, waited on for typed messages, and stopped TERM → KILL. The load client's
// self-check server and the benchmarks' scripted servers use it.


/** The next message of `type` from `child`; rejects if the child exits first. */
function nextMessage(child, type, what) {
    return new Promise((resolve, reject) => {
        const onMessage = (message) => {
            if (message.type !== type)
                return;
            cleanup();
            resolve(message);
        };
        const onExit = (code) => {
            cleanup();
            reject(new Error(`${what} exited early (code ${code})`));
        };
        const cleanup = () => {
            child.off('message', onMessage);
            child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
    });
}
/**
 * Starts `source` with `node -e` and waits for its `{type: 'listening', port}` message. The child's
 * stdout and stderr are discarded unless `inheritOutput` is set.
 */
async function startIpcServer(source, what, inheritOutput = false) {
    const output = inheritOutput ? 'inherit' : 'ignore';
    const child = (0,external_node_child_process_.spawn)(process.execPath, ['-e', source], {
        stdio: ['ignore', output, output, 'ipc'],
        env: childEnv(),
    });
    try {
        const message = await nextMessage(child, 'listening', what);
        if (!Number.isInteger(message.port))
            throw new Error(`${what} did not report its port`);
        return { child, port: message.port };
    }
    catch (error) {
        child.kill('SIGKILL');
        throw error;
    }
}
/** Sends `message` and waits for the reply of type `reply`. */
async function request(child, message, reply, what) {
    const answer = nextMessage(child, reply, what);
    child.send(message);
    return answer;
}
/** SIGTERM, then SIGKILL after 2 s; resolves when the child has exited. */
async function stopChild(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return;
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
}

;// CONCATENATED MODULE: ./src/adapters/load-client/self-check.ts



/**
 * The scripted server (CommonJS, run with `node -e`): llama-server's `/completion` stream format on
 * a raw socket (chunked `data: {json}` events, `Connection: close`), on a fixed schedule per request
 * — the first token `firstMs` after the request's first bytes arrived, then one token every `gapMs`,
 * then the final event. It reads CLOCK_MONOTONIC on arrival and right before the first-token and
 * final writes, and reports those readings over IPC.
 */
const SERVER_SOURCE = String.raw `
const net = require('node:net');
const hr = () => Number(process.hrtime.bigint()) / 1e6;
let profile = { firstMs: 20, gapMs: 2 };
let records = [];
const token = (i) => 'data: {"index":0,"content":" tok","tokens":[' + (1000 + i) + '],"stop":false,"id_slot":0,"tokens_predicted":' + i + ',"tokens_evaluated":4}\n\n';
const final = (n) => 'data: {"index":0,"content":"","tokens":[],"id_slot":0,"stop":true,"model":"self-check","tokens_predicted":' + n +
  ',"tokens_evaluated":4,"stop_type":"limit","stopping_word":"","tokens_cached":' + (n + 3) +
  ',"timings":{"prompt_n":4,"prompt_ms":1.0,"prompt_per_token_ms":0.25,"prompt_per_second":4000.0,"predicted_n":' + n +
  ',"predicted_ms":1.0,"predicted_per_token_ms":0.1,"predicted_per_second":1.0}}\n\n';
const chunk = (text) => Buffer.byteLength(text).toString(16) + '\r\n' + text + '\r\n';
const HEAD = 'HTTP/1.1 200 OK\r\nKeep-Alive: timeout=5, max=100\r\nContent-Type: text/event-stream\r\n' +
  'Server: llama.cpp\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
const server = net.createServer({ noDelay: true }, (socket) => {
  socket.setNoDelay(true);
  socket.on('error', () => {});
  let buffered = Buffer.alloc(0);
  let arrived = null;
  let started = false;
  socket.on('data', (data) => {
    if (arrived === null) arrived = hr();
    if (started) return;
    buffered = Buffer.concat([buffered, data]);
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const length = Number((/content-length: *(\d+)/i.exec(buffered.toString('latin1', 0, headEnd)) || [])[1] || 0);
    if (buffered.length < headEnd + 4 + length) return;
    started = true;
    const body = JSON.parse(buffered.toString('utf8', headEnd + 4, headEnd + 4 + length));
    const n = body.n_predict;
    const record = { prompt: body.prompt, arrivedMs: arrived, firstMs: null, endMs: null };
    records.push(record);
    socket.write(HEAD);
    const { firstMs, gapMs } = profile;
    let i = 1;
    const step = () => {
      if (socket.destroyed) return;
      if (i === n) {
        const text = chunk(token(i)) + chunk(final(n)) + '0\r\n\r\n';
        if (i === 1) record.firstMs = hr();
        record.endMs = hr();
        socket.end(text);
        return;
      }
      if (i === 1) record.firstMs = hr();
      socket.write(chunk(token(i)));
      i++;
      setTimeout(step, Math.max(0, arrived + firstMs + (i - 1) * gapMs - hr()));
    };
    setTimeout(step, Math.max(0, arrived + firstMs - hr()));
  });
});
process.on('message', (m) => {
  if (m.type === 'profile') { profile = m.profile; records = []; process.send({ type: 'ok' }); }
  else if (m.type === 'records') { process.send({ type: 'records', records }); records = []; }
});
process.on('disconnect', () => process.exit(0));
server.listen({ port: 0, host: '127.0.0.1', backlog: 511 }, () => process.send({ type: 'listening', port: server.address().port }));
`;
/** The scripted server in its own process. */
class ScheduleServer {
    child;
    port;
    constructor(child, port) {
        this.child = child;
        this.port = port;
    }
    static async start() {
        const { child, port } = await startIpcServer(SERVER_SOURCE, 'the scripted server');
        return new ScheduleServer(child, port);
    }
    async setProfile(profile) {
        await request(this.child, { type: 'profile', profile: { firstMs: profile.firstMs, gapMs: profile.gapMs } }, 'ok', 'the scripted server');
    }
    /** The records since the last call, keyed by prompt. */
    async records() {
        const message = await request(this.child, { type: 'records' }, 'records', 'the scripted server');
        return new Map(message.records.map((record) => [record.prompt, record]));
    }
    stop() {
        return stopChild(this.child);
    }
}
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
/** The production `runLoadEvaluation` against the scripted server, given the shared monotonic clock. */
async function timeProductionClient(port, profile, concurrency, prompts, signal) {
    const result = await runLoadEvaluation({
        baseUrl: `http://127.0.0.1:${port}`,
        prompts,
        outputTokens: profile.tokens,
        warmupRequests: 0,
        measuredRequests: prompts.length,
        executionOrder: [concurrency],
        timeoutSeconds: 30,
        now: () => monotonicMs() / 1000,
        signal,
    });
    return result.levels[0].samples.map((sample) => {
        if (!sample.completed || sample.ttft_ms === null) {
            throw new Error(`self-check request ${sample.index} failed: ${sample.error}`);
        }
        const startMs = sample.started_at_seconds * 1000;
        return {
            prompt: prompts[sample.prompt_index - 1],
            startMs,
            firstMs: startMs + sample.ttft_ms,
            endMs: sample.finished_at_seconds * 1000,
        };
    });
}
function collectErrors(into, timings, records) {
    for (const timing of timings) {
        const record = records.get(timing.prompt);
        if (record?.firstMs == null || record.endMs == null)
            throw new Error(`the scripted server has no record of ${timing.prompt}`);
        into.ttft.push(Math.abs(timing.firstMs - record.firstMs));
        into.e2e.push(Math.abs(timing.endMs - record.endMs));
        into.startToArrival.push(record.arrivedMs - timing.startMs);
    }
}
/** The self-check's schedule: llama-server-like pacing, fast enough to finish in seconds. */
const SELF_CHECK_PROFILE = { firstMs: 20, gapMs: 2, tokens: 32 };
/** Requests per level: enough for a p99 to mean something, few enough to take seconds. */
function selfCheckRequests(concurrency) {
    return Math.max(16, 2 * concurrency);
}
const micro = (ms) => Math.round(ms * 1000) / 1000;
/**
 * Times the production client against the scripted server at each client concurrency of the plan
 * (after one discarded warm-up level) and returns the errors per level, rounded to the microsecond.
 */
async function checkClientTiming(concurrencies, options = {}) {
    const profile = options.profile ?? SELF_CHECK_PROFILE;
    const levels = [...new Set(concurrencies)].sort((a, b) => a - b);
    const server = await ScheduleServer.start();
    try {
        await server.setProfile(profile);
        // Discarded warm-up: module loading and JIT would otherwise be charged to the first level.
        const warm = Array.from({ length: 8 }, (_, i) => `warm-up ${i + 1}`);
        await timeProductionClient(server.port, profile, 4, warm, options.signal);
        await server.records();
        const out = [];
        for (const concurrency of levels) {
            const prompts = Array.from({ length: selfCheckRequests(concurrency) }, (_, i) => `self-check C${concurrency} #${i + 1}`);
            const errors = { ttft: [], e2e: [], startToArrival: [] };
            const timings = await timeProductionClient(server.port, profile, concurrency, prompts, options.signal);
            collectErrors(errors, timings, await server.records());
            out.push({
                concurrency,
                requests: prompts.length,
                ttft_error_ms_p50: micro((0,stats/* median */.JZ)(errors.ttft)),
                ttft_error_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.ttft, 0.99)),
                e2e_error_ms_p50: micro((0,stats/* median */.JZ)(errors.e2e)),
                e2e_error_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.e2e, 0.99)),
                start_to_arrival_ms_p50: micro((0,stats/* median */.JZ)(errors.startToArrival)),
                start_to_arrival_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.startToArrival, 0.99)),
            });
        }
        return {
            method: 'scripted-stream',
            clock: 'CLOCK_MONOTONIC',
            schedule: { first_token_ms: profile.firstMs, gap_ms: profile.gapMs, tokens: profile.tokens },
            levels: out,
        };
    }
    finally {
        await server.stop();
    }
}

;// CONCATENATED MODULE: ./src/adapters/models/fixture-models.ts
// Writes the standard fixture models into the content-addressed model store
// (`<cacheDir>/models/<sha256>.gguf`), remembering each recipe's digest in `<cacheDir>/fixtures/`.







const VOCAB_GGUF_PATH = 'models/ggml-vocab-llama-spm.gguf';
/** Bumped whenever generateFixtureModel's output for the same params changes. */
const FIXTURE_GENERATOR_VERSION = 1;
const fixture_models_sha256 = (data) => (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
async function writeAtomic(path, data) {
    const tmp = `${path}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    await (0,promises_.writeFile)(tmp, data);
    await (0,promises_.rename)(tmp, path);
}
async function ensureFixtureModels(cacheDir, checkoutDir, fixtures = STANDARD_FIXTURES) {
    const vocab = await readCheckoutFile(checkoutDir, VOCAB_GGUF_PATH);
    const vocabSha = fixture_models_sha256(vocab);
    const recipes = cachePath(cacheDir, 'fixtures');
    await (0,promises_.mkdir)(recipes, { recursive: true });
    await (0,promises_.mkdir)(cachePath(cacheDir, 'models'), { recursive: true });
    const out = [];
    for (const fixture of fixtures) {
        const recipeKey = fixture_models_sha256(JSON.stringify({
            generator: FIXTURE_GENERATOR_VERSION,
            vocab_sha256: vocabSha,
            params: fixture.params,
        }));
        const recipeFile = (0,external_node_path_.join)(recipes, `${fixture.id}-${recipeKey.slice(0, 16)}.json`);
        let known;
        try {
            const recipe = JSON.parse(await (0,promises_.readFile)(recipeFile, 'utf8'));
            if (typeof recipe !== 'object' ||
                recipe === null ||
                !('sha256' in recipe) ||
                typeof recipe.sha256 !== 'string' ||
                !('size_bytes' in recipe) ||
                typeof recipe.size_bytes !== 'number')
                throw new Error(`${recipeFile} does not describe a fixture model`);
            known = { sha256: recipe.sha256, size_bytes: recipe.size_bytes };
            await verifyFile(modelCachePath(cacheDir, known.sha256), known.sha256, known.size_bytes, `fixture ${fixture.id}`);
        }
        catch {
            known = undefined;
        }
        if (!known) {
            const bytes = generateFixtureModel({ ...fixture.params, vocabGguf: vocab });
            known = { sha256: fixture_models_sha256(bytes), size_bytes: bytes.length };
            await writeAtomic(modelCachePath(cacheDir, known.sha256), bytes);
            await writeAtomic(recipeFile, `${JSON.stringify({ id: fixture.id, params: fixture.params, vocab_sha256: vocabSha, generator: FIXTURE_GENERATOR_VERSION, ...known }, null, 2)}\n`);
        }
        out.push({
            id: fixture.id,
            purpose: fixture.purpose,
            path: modelCachePath(cacheDir, known.sha256),
            sha256: known.sha256,
            sizeBytes: known.size_bytes,
            params: fixture.params,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/adapters/server/launcher-probe.ts
// Identifies the emulator a study's servers run under (`<emulator> --version`), for the manifest.

class LauncherUnavailableError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LauncherUnavailableError';
    }
}
/** The first line of `<emulator> --version`, e.g. `qemu-aarch64 version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)`. */
async function launcherVersion(launcher) {
    let result;
    try {
        result = await runProcess(launcher.emulator, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
    }
    catch (error) {
        throw new LauncherUnavailableError(`${launcher.guestArch} servers run under ${launcher.emulator} on this ${launcher.hostArch} machine, but it cannot be started (${error.message}); install it (Debian/Ubuntu: qemu-user)`);
    }
    const line = result.stdout.toString('utf8').split('\n')[0]?.trim() ?? '';
    if (result.code !== 0 || line === '')
        throw new LauncherUnavailableError(`${launcher.emulator} --version failed with exit code ${result.code}`);
    return line;
}

;// CONCATENATED MODULE: ./src/orchestrators/host-facts.ts
// Facts about this host and checkout that the manifest records: the runner's OS and CPU, the git
// revision of the plan's repository, the llama.cpp source repository.




function sourceRepository(ctx) {
    return ctx.spec.source.kind === 'git'
        ? ctx.spec.source.repository
        : 'https://github.com/ggml-org/llama.cpp';
}
function gitRevision(dir) {
    try {
        const out = (0,external_node_child_process_.execFileSync)('git', ['-C', dir, 'rev-parse', 'HEAD'], {
            stdio: ['ignore', 'pipe', 'ignore'],
            env: childEnv(),
        })
            .toString()
            .trim();
        return /^[0-9a-f]{40}$/.test(out) ? out : null;
    }
    catch {
        return null;
    }
}
async function runnerFacts() {
    let os = `${process.platform}`;
    try {
        const rel = await (0,promises_.readFile)('/etc/os-release', 'utf8');
        os = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(rel)?.[1] ?? os;
    }
    catch {
        // not Linux; keep the platform name
    }
    let cpu = (0,external_node_os_.cpus)()[0]?.model?.trim() || '';
    try {
        const lscpu = (0,external_node_child_process_.execFileSync)('lscpu', [], {
            stdio: ['ignore', 'pipe', 'ignore'],
            env: childEnv({ ...process.env, LC_ALL: 'C' }),
        }).toString();
        cpu = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1].trim() || cpu;
    }
    catch {
        // lscpu missing: keep the os.cpus() model
    }
    const architecture = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'arm64' : process.arch;
    return { os, architecture, cpu: cpu || `${architecture} CPU`, cpu_count: (0,external_node_os_.cpus)().length };
}

;// CONCATENATED MODULE: ./src/orchestrators/manifest.ts
// The bundle's manifest.json (capacity-study.md §9.8): where the run came from, the runner, the
// pinned runtime and library, each candidate's model and build, canonical commands, host evidence.







/** The manifest, with the run id and attempt it records (prepare persists both for later stages). */
async function buildManifest({ ctx, env, builds, candidates, pins, launcherEvidence, clientTiming, }) {
    const runId = env.GITHUB_RUN_ID ?? `local-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
    const runAttempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    const anyBuild = Object.values(builds)[0];
    const tc = anyBuild.toolchain;
    if (!tc.ninja_version_sha256)
        throw new stages/* StageError */.Zu('validate', 'ninja is required (install ninja-build)');
    const manifest = {
        schema_version: '1.1',
        classification: 'supplementary-capacity',
        synthetic: false,
        source: {
            repository: env.GITHUB_REPOSITORY ?? `local:${(0,external_node_os_.hostname)()}`,
            revision: env.GITHUB_SHA ?? gitRevision((0,external_node_path_.resolve)(ctx.specPath, '..')) ?? '0'.repeat(40),
            workflow: env.GITHUB_ACTIONS === 'true'
                ? (env.GITHUB_WORKFLOW_REF?.replace(/^[^/]+\/[^/]+\//, '').replace(/@.*$/, '') ?? TOOL_WORKFLOW)
                : 'local CLI run',
            run_id: runId,
            run_attempt: Number.isInteger(runAttempt) && runAttempt >= 1 ? runAttempt : 1,
            generated_at_utc: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        },
        runner: await runnerFacts(),
        runtime: { name: 'llama.cpp', repository: sourceRepository(ctx), revision: anyBuild.sourceRevision },
        optimization_library: {
            name: 'KleidiAI',
            repository: 'https://github.com/ARM-software/kleidiai',
            version: ctx.spec.kleidiai.version,
            source_archive_sha256: ctx.spec.kleidiai.sha256,
            size_bytes: ctx.spec.kleidiai.sizeBytes,
        },
        toolchain: manifestToolchain(tc),
        candidates: Object.fromEntries(ctx.plan.candidates.map((pc) => {
            const c = ctx.spec.candidates.find((x) => x.id === pc.id);
            const b = builds[c.build];
            return [
                c.id,
                {
                    model: {
                        family: c.family,
                        repository: c.repository,
                        revision: c.revision ?? b.sourceRevision,
                        filename: c.filename,
                        sha256: candidates[c.id].modelSha256,
                        size_bytes: candidates[c.id].modelSizeBytes,
                    },
                    build: { ...manifestBuild(b.evidence) },
                },
            ];
        })),
        canonical_commands: Object.fromEntries(pins.candidates.map((c) => [c.id, { argv: c.argv, sha256: c.canonical_server_command_sha256 }])),
        canonical_evidence: {
            lock_sha256: pins.lockSha256,
            release_sha256: pins.releaseSha256,
            run_id: ctx.spec.canonicalEvidence.runId,
            release_tag: ctx.spec.canonicalEvidence.releaseTag,
        },
        tool: { name: TOOL_NAME, version: TOOL_VERSION, repository: TOOL_REPOSITORY },
        host_evidence: {
            // Fleet comparisons read these: CPUs this process may use (affinity-aware), RAM, runner image.
            available_parallelism: (0,external_node_os_.availableParallelism)(),
            memory_total_bytes: (0,external_node_os_.totalmem)(),
            runner_image: env.ImageOS && env.ImageVersion ? `${env.ImageOS} ${env.ImageVersion}` : null,
            builds: Object.fromEntries(Object.entries(builds).map(([label, b]) => [
                label,
                {
                    cache_key: b.cacheKey,
                    server_version: b.evidence.server_version,
                    kleidiai_symbol_count: b.evidence.kleidiai_symbol_count,
                    ...(b.evidence.binary_architecture
                        ? { binary_architecture: b.evidence.binary_architecture }
                        : {}),
                    ...(b.inputs?.kleidiai_archive ? { kleidiai_archive: { ...b.inputs.kleidiai_archive } } : {}),
                },
            ])),
            models: Object.fromEntries(ctx.spec.candidates.map((c) => [c.id, candidates[c.id].modelOrigin ?? { origin: 'unknown' }])),
            ...(launcherEvidence ? { launcher: launcherEvidence } : {}),
            ...(clientTiming ? { client_timing: clientTiming } : {}),
        },
    };
    return { manifest, runId, runAttempt: manifest.source.run_attempt };
}

;// CONCATENATED MODULE: ./src/orchestrators/prepared-inputs.ts
// Measure and quality run against the plan, load plan and suite prepare copied into the bundle: a
// file edited since (even with its pins rewritten) is refused before any server starts.





/** Throws a StageError naming the first input whose bytes differ from prepare's copy in the bundle. */
async function checkPreparedInputs(ctx, bundleDir) {
    const inputs = [
        [ctx.planFile, bundle_layout/* BUNDLE_FILES */.HJ.plan],
        [ctx.loadPlanFile, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan],
        [ctx.suiteFile, bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite],
    ];
    for (const [file, name] of inputs) {
        const copy = (0,external_node_path_.join)(bundleDir, name);
        let copySha;
        try {
            copySha = (0,hashing/* sha256Hex */.fg)(await (0,promises_.readFile)(copy));
        }
        catch {
            throw new stages/* StageError */.Zu('prepare', `${copy} is missing: prepare again`);
        }
        if (copySha !== file.sha256)
            throw new stages/* StageError */.Zu('prepare', `${file.display} changed since prepare (sha256 ${file.sha256}, prepared ${copySha} in ${copy}); ` +
                'measurements must use the plan that was prepared: prepare again');
    }
}

;// CONCATENATED MODULE: ./src/orchestrators/prepare.ts
// Stage 1, prepare: builds, models, the work-directory layout, bundle inputs and the manifest; it
// persists what measure and quality need (prepared.json) so each stage can run as its own step.






















/** Reads prepared.json field by field: the later stages trust nothing they did not check. */
function parsePreparedStudy(value, file) {
    const f = fields/* Fields */.C8.root(value, file);
    f.exactKeys(['schema_version', 'spec_sha256', 'run_id', 'run_attempt', 'candidates', 'builds']);
    const candidates = {};
    const cs = f.object('candidates');
    for (const key of Object.keys(cs.obj)) {
        const c = cs.object(key);
        c.exactKeys(['modelCachePath', 'modelSha256', 'modelSizeBytes', 'build'], ['modelOrigin']);
        candidates[key] = {
            modelCachePath: c.string('modelCachePath'),
            modelSha256: c.digest('modelSha256'),
            modelSizeBytes: c.integer('modelSizeBytes', 0, Number.MAX_SAFE_INTEGER),
            build: c.string('build'),
            ...(c.has('modelOrigin') ? { modelOrigin: c.object('modelOrigin').obj } : {}),
        };
    }
    const builds = {};
    const bs = f.object('builds');
    for (const key of Object.keys(bs.obj)) {
        const b = bs.object(key);
        b.exactKeys(['binaryCachePath', 'cacheKey', 'fromCache'], ['launcher']);
        builds[key] = {
            binaryCachePath: b.string('binaryCachePath'),
            cacheKey: b.string('cacheKey'),
            fromCache: b.boolean('fromCache'),
            ...(b.has('launcher')
                ? {
                    launcher: b.array('launcher').map((arg, i) => {
                        if (typeof arg !== 'string')
                            (0,errors/* fail */.fJ)('must be a string', file, `${b.at('launcher')}/${i}`);
                        return arg;
                    }),
                }
                : {}),
        };
    }
    return {
        schema_version: f.literal('schema_version', '1.0'),
        spec_sha256: f.digest('spec_sha256'),
        run_id: f.string('run_id'),
        run_attempt: f.integer('run_attempt', 1, Number.MAX_SAFE_INTEGER),
        candidates,
        builds,
    };
}
/** Stage 1: builds, models, the work-directory layout, bundle inputs and the manifest. */
async function prepareStudy(ctx, options, events) {
    const env = options.env ?? process.env;
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    const problems = [
        ...workDirProblems(ctx, paths),
        ...(await directoryProblems({ 'work directory': paths.root, 'cache directory': options.cacheDir })),
        ...(await preflight(ctx, { env })),
        ...(await diskProblems(ctx, options.cacheDir, options.workDir)),
    ];
    if (problems.length)
        throw new stages/* StageError */.Zu('validate', `cannot start: ${problems.join('; ')}`);
    await (0,promises_.mkdir)(options.cacheDir, { recursive: true });
    await (0,promises_.rm)(paths.bundle, { recursive: true, force: true });
    await (0,promises_.mkdir)(paths.bundle, { recursive: true });
    const specDir = (0,external_node_path_.resolve)(ctx.specPath, '..');
    const mirrorDirs = [
        ...resolveMirrorDirs(options.mirrorDirs ?? [], {}, process.cwd()),
        ...resolveMirrorDirs(ctx.spec.mirrorDirs, env, specDir),
    ].filter((d, i, all) => all.indexOf(d) === i);
    if (mirrorDirs.length)
        events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
    for (const warning of confoundedWarnings(ctx.spec))
        events.log(`warning: ${warning}`);
    const builds = await buildServers(ctx, options, mirrorDirs, events);
    const { launchers, launcherEvidence } = await resolveLaunchers(builds, events);
    const candidates = await prepareModels(ctx, options, mirrorDirs, events);
    await placeCandidateFiles(ctx, paths, builds, candidates);
    const pins = await writeBundleInputs(ctx, paths.bundle);
    const clientTiming = await selfCheckClient(ctx, options, events);
    const { manifest, runId, runAttempt } = await buildManifest({
        ctx,
        env,
        builds,
        candidates,
        pins,
        launcherEvidence,
        clientTiming,
    });
    await (0,promises_.writeFile)((0,external_node_path_.join)(paths.bundle, bundle_layout/* BUNDLE_FILES */.HJ.manifest), writeWorkflowJson(manifest));
    const prepared = {
        schema_version: '1.0',
        spec_sha256: ctx.specFile.sha256,
        run_id: runId,
        run_attempt: runAttempt,
        candidates,
        builds: Object.fromEntries(Object.entries(builds).map(([l, b]) => [
            l,
            {
                binaryCachePath: b.binaryPath,
                cacheKey: b.cacheKey,
                fromCache: b.fromCache,
                ...(launchers[l] ? { launcher: launchers[l].argv } : {}),
            },
        ])),
    };
    await (0,promises_.writeFile)(paths.prepared, JSON.stringify(prepared, null, 2) + '\n');
    return prepared;
}
/** Builds (or restores from the cache) llama-server for every build variant a candidate uses. */
async function buildServers(ctx, options, mirrorDirs, events) {
    const builds = {};
    for (const variant of ctx.spec.builds) {
        if (!ctx.spec.candidates.some((c) => c.build === variant.label))
            continue;
        events.progress(`build ${variant.label}: llama-server from ${ctx.spec.source.kind} source (cached builds take no time)`);
        try {
            builds[variant.label] = await ensureLlamaServer({
                cacheDir: options.cacheDir,
                source: ctx.spec.source,
                variant,
                mirrorDirs,
                log: events.log,
                signal: options.signal,
            });
        }
        catch (e) {
            throw new stages/* StageError */.Zu('build', `build ${variant.label} failed: ${e.message}`);
        }
        events.log(`build ${variant.label}: ${builds[variant.label].fromCache ? 'from cache' : 'built'} ${builds[variant.label].cacheKey}`);
    }
    return builds;
}
/** Foreign-architecture builds run under an emulator; its identity goes into the manifest. */
async function resolveLaunchers(builds, events) {
    const launchers = {};
    let launcherEvidence;
    for (const [label, built] of Object.entries(builds)) {
        const arch = built.evidence.binary_arch ?? process.arch;
        try {
            launchers[label] = launcherFor(arch, process.arch);
        }
        catch (e) {
            throw new stages/* StageError */.Zu('validate', `build ${label}: ${e.message}`);
        }
        const launcher = launchers[label];
        if (launcher && !launcherEvidence) {
            let version;
            try {
                version = await launcherVersion(launcher);
            }
            catch (e) {
                throw new stages/* StageError */.Zu('validate', e.message);
            }
            launcherEvidence = {
                kind: 'user-mode emulator',
                emulator: launcher.emulator,
                version,
                argv: launcher.argv,
                emulated_cpu: launcher.emulatedCpu,
                sysroot: launcher.sysroot,
                host_architecture: launcher.hostArch,
                guest_architecture: launcher.guestArch,
                timeout_factor: EMULATION_TIMEOUT_FACTOR,
                note: 'Every server ran under this emulator: latency, throughput and RSS are emulation figures, not measurements of an Arm64 CPU.',
            };
            events.log(`servers of build ${label} (${arch}) run under ${launcher.argv.join(' ')} (${version})`);
        }
    }
    return { launchers, launcherEvidence };
}
/** Every candidate's model: a generated fixture, or a sha256-verified file (cache, mirror, download). */
async function prepareModels(ctx, options, mirrorDirs, events) {
    const candidates = {};
    const needsFixtures = ctx.spec.candidates.some((c) => c.model.kind === 'fixture');
    let fixtures = [];
    if (needsFixtures) {
        const checkout = await ensureLlamaSourceCheckout({
            cacheDir: options.cacheDir,
            source: ctx.spec.source,
            log: events.log,
            signal: options.signal,
        });
        fixtures = await ensureFixtureModels(options.cacheDir, checkout.dir, STANDARD_FIXTURES);
    }
    for (const c of ctx.spec.candidates) {
        try {
            if (c.model.kind === 'fixture') {
                const id = c.model.fixture;
                // The run spec admits only STANDARD_FIXTURES (checked before any work), all generated above.
                const fx = fixtures.find((f) => f.id === id);
                if (!fx)
                    throw new Error(`fixture ${id} was not generated`);
                candidates[c.id] = {
                    modelCachePath: fx.path,
                    modelSha256: fx.sha256,
                    modelSizeBytes: fx.sizeBytes,
                    build: c.build,
                    modelOrigin: { origin: 'fixture' },
                };
            }
            else {
                const m = c.model;
                const got = await fetchModel({
                    ...(m.kind === 'url' ? { url: m.url } : { path: (0,external_node_path_.resolve)((0,external_node_path_.resolve)(ctx.specPath, '..'), m.path) }),
                    sha256: m.sha256,
                    sizeBytes: m.sizeBytes,
                    cacheDir: options.cacheDir,
                    mirrorDirs,
                    log: events.log,
                    signal: options.signal,
                });
                candidates[c.id] = {
                    modelCachePath: got.path,
                    modelSha256: m.sha256,
                    modelSizeBytes: m.sizeBytes,
                    build: c.build,
                    modelOrigin: { ...got.origin },
                };
            }
        }
        catch (e) {
            if (e instanceof errors/* InputError */.dz)
                throw e;
            throw new stages/* StageError */.Zu('models', `model for ${c.id}: ${e.message}`);
        }
        events.log(`model ${c.id}: ${candidates[c.id].modelSha256}`);
    }
    return candidates;
}
/** The relative paths the canonical commands name, inside the work directory; build evidence in the bundle. */
async function placeCandidateFiles(ctx, paths, builds, candidates) {
    for (const [label, built] of Object.entries(builds)) {
        const dir = (0,external_node_path_.join)(paths.root, '.candidate-build', label, 'bin');
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.copyFile)(built.binaryPath, (0,external_node_path_.join)(dir, 'llama-server'));
        await (0,promises_.chmod)((0,external_node_path_.join)(dir, 'llama-server'), 0o755);
        const evidenceDir = (0,external_node_path_.join)(paths.bundle, 'build', label);
        await (0,promises_.mkdir)(evidenceDir, { recursive: true });
        for (const f of built.evidence.files) {
            if (f.path.startsWith('evidence/'))
                await (0,promises_.copyFile)((0,external_node_path_.join)(built.entryDir, f.path), (0,external_node_path_.join)(evidenceDir, f.path.slice('evidence/'.length).replace(/\//g, '-')));
        }
    }
    await (0,promises_.mkdir)((0,external_node_path_.join)(paths.root, '.candidate-models'), { recursive: true });
    for (const c of ctx.spec.candidates) {
        const link = (0,external_node_path_.join)(paths.root, '.candidate-models', c.filename);
        await (0,promises_.rm)(link, { force: true });
        await (0,promises_.symlink)(candidates[c.id].modelCachePath, link);
    }
}
/** The plan, load plan, suite and run spec as given, and the canonical pins they resolve to. */
async function writeBundleInputs(ctx, bundleDir) {
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.plan), ctx.planFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan), ctx.loadPlanFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite), ctx.suiteFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.runSpec), ctx.specFile.bytes);
    const pins = canonicalPins(ctx.spec, ctx.plan);
    await (0,promises_.mkdir)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N, bundle_layout/* CANONICAL_FILES */.R0.lock), (0,core_json/* canonicalJson */.dj)(pins.docs.lock));
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N, bundle_layout/* CANONICAL_FILES */.R0.release), (0,core_json/* canonicalJson */.dj)(pins.docs.release));
    return pins;
}
/**
 * The load client's own timing error on this machine, measured before any server runs (see
 * adapters/load-client/self-check.ts) at the plan's client concurrencies. The receipt states it next
 * to the latencies. A failed check is recorded as such, never silently left out.
 */
async function selfCheckClient(ctx, options, events) {
    const levels = ctx.plan.client_concurrency_levels;
    try {
        const check = await checkClientTiming(levels, { signal: options.signal });
        const worst = (key) => Math.max(...check.levels.map((l) => l[key]));
        events.log(`load client self-check (C ${levels.join(', ')}): |TTFT error| p50 ≤ ${worst('ttft_error_ms_p50')} ms, p99 ≤ ${worst('ttft_error_ms_p99')} ms; |E2E error| p50 ≤ ${worst('e2e_error_ms_p50')} ms, p99 ≤ ${worst('e2e_error_ms_p99')} ms`);
        return check;
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        const message = error instanceof Error ? error.message : String(error);
        events.log(`load client self-check failed: ${message}`);
        return { error: message.slice(0, 512) };
    }
}
async function readPrepared(ctx, workDir) {
    const paths = (0,stages/* workPaths */.yY)(workDir);
    let value;
    try {
        value = JSON.parse(await (0,promises_.readFile)(paths.prepared, 'utf8'));
    }
    catch {
        throw new stages/* StageError */.Zu('prepare', `${paths.prepared} is missing or unreadable: run the prepare stage first`);
    }
    let prepared;
    try {
        prepared = parsePreparedStudy(value, paths.prepared);
    }
    catch (e) {
        throw new stages/* StageError */.Zu('prepare', `${e instanceof Error ? e.message : String(e)} (prepare again to rewrite it)`);
    }
    if (prepared.spec_sha256 !== ctx.specFile.sha256)
        throw new stages/* StageError */.Zu('prepare', `${paths.prepared} was prepared for a different run spec; prepare again`);
    await checkPreparedInputs(ctx, paths.bundle);
    return prepared;
}
/** The emulator argv a candidate's server starts under, or undefined when it runs natively. */
function launcherOf(prepared, candidateId) {
    const build = prepared.candidates[candidateId]?.build;
    return build === undefined ? undefined : prepared.builds[build]?.launcher;
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/domain/measurement/time-report.ts
var time_report = __webpack_require__(9345);
;// CONCATENATED MODULE: ./src/adapters/server/free-port.ts
// Loopback port helpers: servers only ever listen on 127.0.0.1.

const LOOPBACK_HOST = '127.0.0.1';
/** A port the OS considers free right now (bind 127.0.0.1:0, read, close); it may be taken later. */
async function findFreePort() {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.unref();
        server.once('error', reject);
        server.listen({ host: LOOPBACK_HOST, port: 0, exclusive: true }, () => {
            const address = server.address();
            const port = typeof address === 'object' && address !== null ? address.port : 0;
            server.close((closeError) => {
                if (closeError) {
                    reject(closeError);
                }
                else if (port > 0) {
                    resolve(port);
                }
                else {
                    reject(new Error(`could not read the port bound on ${LOOPBACK_HOST}`));
                }
            });
        });
    });
}
/** True when 127.0.0.1:<port> can be bound now (false on EADDRINUSE / EACCES). */
async function isPortFree(port) {
    return new Promise((resolve, reject) => {
        const server = (0,external_node_net_.createServer)();
        server.unref();
        server.once('error', (error) => {
            if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
                resolve(false);
            }
            else {
                reject(error);
            }
        });
        server.listen({ host: LOOPBACK_HOST, port, exclusive: true }, () => {
            server.close(() => resolve(true));
        });
    });
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/adapters/server/health.ts
// One GET of the server's health endpoint on loopback, never reusing a socket.

/** HTTP status of `GET <url>`, or a short reason when no response arrived in time. */
async function probeHealth(url, timeoutMs) {
    return new Promise((resolve) => {
        let settled = false;
        const finish = (value) => {
            if (!settled) {
                settled = true;
                resolve(value);
            }
        };
        const req = (0,external_node_http_.request)(url, { method: 'GET', agent: false, headers: { connection: 'close' } }, (res) => {
            res.resume();
            finish({ status: res.statusCode ?? 0 });
        });
        req.setTimeout(timeoutMs, () => {
            finish({ error: `no response within ${timeoutMs} ms` });
            req.destroy();
        });
        req.on('error', (error) => finish({ error: error.code ?? error.message }));
        req.end();
    });
}

// EXTERNAL MODULE: ./src/domain/measurement/server-log.ts
var server_log = __webpack_require__(30051);
;// CONCATENATED MODULE: ./src/adapters/server/server-logs.ts
// Reads the run's files after the server ended: log tails for errors, evidence for the stop result.



const TAIL_BYTES = 64 * 1024;
/** The last `lines` non-empty lines of a log file ([] when missing or empty). */
function readLogTail(path, lines = 20) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return [];
    }
    try {
        const size = (0,external_node_fs_.statSync)(path).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        (0,external_node_fs_.readSync)(fd, buffer, 0, length, size - length);
        const all = buffer.toString('utf8').split(/\r?\n/);
        // A partial first line (cut by the byte window) is dropped unless it is the whole file.
        if (size > length) {
            all.shift();
        }
        return all.filter((line) => line.trim().length > 0).slice(-lines);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function readTextOrNull(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return null;
    }
}
function readServerEvidence(paths) {
    let peakRssKib = null;
    let peakRssError = null;
    const report = readTextOrNull(paths.timeReport);
    if (report === null) {
        peakRssError = `${paths.timeReport}: GNU time report missing`;
    }
    else {
        try {
            peakRssKib = (0,time_report/* parsePeakRssKib */.xQ)(report, paths.timeReport);
        }
        catch (error) {
            peakRssError = error.message;
        }
    }
    let stderrBytes;
    try {
        stderrBytes = (0,external_node_fs_.readFileSync)(paths.stderr);
    }
    catch {
        stderrBytes = Buffer.alloc(0);
    }
    const systemInfo = (0,server_log/* extractSystemInfo */.R)(stderrBytes.toString('utf8')) ?? (0,server_log/* extractSystemInfo */.R)(readTextOrNull(paths.stdout) ?? '');
    return { peakRssKib, peakRssError, kleidiaiMarkerCount: (0,server_log/* countKleidiaiMarkers */.$)(stderrBytes), systemInfo };
}
// llama-server (cpp-httplib) and common runtimes phrase a failed bind in these ways.
const BIND_FAILURE = /couldn't bind|could not bind|address already in use|EADDRINUSE|failed to bind/i;
function logSaysBindFailed(lines) {
    return lines.some((line) => BIND_FAILURE.test(line));
}

;// CONCATENATED MODULE: ./src/adapters/server/llama-server.ts
// Starts one llama-server under GNU `time -v`, waits for /health, and stops it INT → TERM → KILL.
// GNU time leads its own process group (detached) so a terminal's Ctrl-C never reaches the server
// behind our back; only the server is sent TERM/KILL, because time dies on those and would then
// never write the RSS report.
// cohesive: the lifecycle of one server process, from spawn to its RSS report.
















const DEFAULT_STOP_TIMEOUTS = { sigintMs: 30_000, sigtermMs: 10_000, sigkillMs: 10_000 };
const PID_DISCOVERY_MS = 5_000;
function signalName(signalNumber) {
    const entry = Object.entries(external_node_os_.constants.signals).find(([, n]) => n === signalNumber);
    return entry ? entry[0] : null;
}
function describeExit(exit) {
    if (exit.signal !== null) {
        return `signal ${exit.signal}`;
    }
    return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}
function llama_server_validateOptions(options) {
    const { argv, port } = options;
    if (!Array.isArray(argv) || argv.length === 0 || typeof argv[0] !== 'string' || argv[0].length === 0) {
        throw new ServerOptionsError('server argv must be a non-empty array whose first element is the binary path');
    }
    argv.forEach((arg, i) => {
        if (typeof arg !== 'string' || arg.includes('\0')) {
            throw new ServerOptionsError(`server argv[${i}] must be a string without NUL bytes`);
        }
    });
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
        throw new ServerOptionsError(`server port must be an integer in 1..65535, got ${String(port)}`);
    }
    const portIndex = argv.indexOf('--port');
    if (portIndex >= 0 && argv[portIndex + 1] !== String(port)) {
        throw new ServerOptionsError(`server argv has --port ${String(argv[portIndex + 1])} but the start options say port ${port}`);
    }
    const hostIndex = argv.indexOf('--host');
    if (hostIndex >= 0 && argv[hostIndex + 1] !== LOOPBACK_HOST) {
        throw new ServerOptionsError(`server argv has --host ${String(argv[hostIndex + 1])}; only ${LOOPBACK_HOST} is supported`);
    }
    // A bare name is resolved by GNU time through PATH; a path must exist and be executable.
    if (argv[0].includes('/')) {
        const binary = (0,external_node_path_.isAbsolute)(argv[0]) ? argv[0] : (0,external_node_path_.resolve)(options.cwd ?? process.cwd(), argv[0]);
        try {
            (0,external_node_fs_.accessSync)(binary, external_node_fs_.constants.X_OK);
        }
        catch {
            throw new ServerOptionsError(`server binary ${argv[0]} (resolved ${binary}) is missing or not executable`);
        }
    }
}
/** One spawned `time -v <server…>` process group and its stop ladder. */
class ServerProcess {
    child;
    timePid;
    logs;
    timeouts;
    registry;
    serverPid = null;
    serverStartTicks = null;
    timeExit = null;
    stopRequestedBeforeExit = false;
    stopPromise = null;
    timeExited;
    constructor(child, timePid, logs, timeouts, registry) {
        this.child = child;
        this.timePid = timePid;
        this.logs = logs;
        this.timeouts = timeouts;
        this.registry = registry;
        this.timeExited = new Promise((resolveExit) => {
            const done = (code, signal) => {
                if (this.timeExit === null) {
                    this.timeExit = { code, signal };
                }
                resolveExit();
            };
            child.once('exit', done);
            child.once('error', () => done(null, null));
        });
    }
    get hasExited() {
        return this.timeExit !== null;
    }
    /** The server's own end, read from GNU time's report (time's exit code folds signals into 128+N). */
    serverExit() {
        const report = readTextOrNull(this.logs.timeReport);
        const status = report === null ? null : (0,time_report/* parseTimedCommandStatus */.sA)(report);
        if (status !== null) {
            return status.signalNumber !== null
                ? { exitCode: null, signal: signalName(status.signalNumber) }
                : { exitCode: status.exitCode, signal: null };
        }
        return { exitCode: this.timeExit?.code ?? null, signal: this.timeExit?.signal ?? null };
    }
    async discoverServerPid() {
        const deadline = Date.now() + PID_DISCOVERY_MS;
        while (!this.hasExited && Date.now() < deadline) {
            const child = (0,process_tree/* listChildPids */.nK)(this.timePid)[0];
            if (child !== undefined) {
                this.serverPid = child;
                this.serverStartTicks = (0,process_tree/* readProcessStat */.K6)(child)?.startTicks ?? null;
                this.registry.update(this.timePid, { serverPid: child, serverStartTicks: this.serverStartTicks });
                return;
            }
            await (0,external_node_timers_promises_.setTimeout)(5);
        }
    }
    async waitForExit(ms) {
        if (this.hasExited) {
            return true;
        }
        const controller = new AbortController();
        const timer = (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal: controller.signal }).then(() => false, () => false);
        const result = await Promise.race([this.timeExited.then(() => true), timer]);
        controller.abort();
        return result;
    }
    /** TERM/KILL go to the server only (time must survive to write the report); INT may go to the group. */
    signalServer(signal) {
        if (this.serverPid !== null && (0,process_tree/* isProcessAlive */.jW)(this.serverPid, this.serverStartTicks)) {
            (0,process_tree/* sendSignal */.vG)(this.serverPid, signal);
        }
        else if (this.serverPid === null && !this.hasExited) {
            // The server's pid is unknown: GNU time ignores SIGINT while waiting, so the group reaches the server.
            (0,process_tree/* sendSignal */.vG)(-this.timePid, signal);
        }
    }
    /**
     * The server itself is gone although GNU time may not have reported yet (it still has to write its
     * report and exit): a stop asked for now did not end the server.
     */
    serverGone() {
        return this.serverPid !== null && !(0,process_tree/* isProcessAlive */.jW)(this.serverPid, this.serverStartTicks);
    }
    stop() {
        if (this.stopPromise === null) {
            this.stopRequestedBeforeExit = !this.hasExited && !this.serverGone();
            this.stopPromise = this.runStop();
        }
        return this.stopPromise;
    }
    async runStop() {
        let stoppedWith = 'exited';
        if (!this.stopRequestedBeforeExit) {
            // The server already ended on its own: give GNU time the usual grace to report, signal nothing.
            await this.waitForExit(this.timeouts.sigtermMs);
        }
        const ladder = [
            ['SIGINT', this.timeouts.sigintMs],
            ['SIGTERM', this.timeouts.sigtermMs],
            ['SIGKILL', this.timeouts.sigkillMs],
        ];
        for (const [signal, wait] of ladder) {
            if (this.hasExited) {
                break;
            }
            stoppedWith = signal;
            this.signalServer(signal);
            if (await this.waitForExit(wait)) {
                break;
            }
        }
        if (!this.hasExited) {
            // GNU time itself is stuck: kill the whole group; its report is lost.
            (0,process_tree/* sendSignal */.vG)(-this.timePid, 'SIGKILL');
            if (!(await this.waitForExit(this.timeouts.sigkillMs))) {
                throw new ServerLifecycleError(`server process group ${this.timePid} did not exit after SIGKILL (waited ${this.timeouts.sigkillMs} ms)`);
            }
        }
        this.registry.unregister(this.timePid);
        const exit = this.serverExit();
        return {
            exitCode: exit.exitCode,
            signal: exit.signal,
            stoppedWith,
            unexpectedExit: !this.stopRequestedBeforeExit,
            timeReportPath: this.logs.timeReport,
            ...readServerEvidence(this.logs),
            logs: this.logs,
        };
    }
}
/**
 * Spawns `<timeBinary> -v -o <timeReport> <argv…>` with stdout/stderr in logDir, polls /health until
 * it answers 200, and returns a handle. On any start failure the process is stopped before throwing.
 */
async function startServer(options) {
    llama_server_validateOptions(options);
    const timeBinary = options.timeBinary ?? DEFAULT_TIME_BINARY;
    await assertGnuTime(timeBinary);
    const registry = options.registry ?? process_registry/* defaultServerRegistry */.g8;
    const timeouts = { ...DEFAULT_STOP_TIMEOUTS, ...options.stopTimeouts };
    const pollMs = options.healthPollIntervalMs ?? 50;
    const deadlineMs = options.healthDeadlineMs ?? 120_000;
    const requestTimeoutMs = options.healthRequestTimeoutMs ?? 2_000;
    const tailLines = options.logTailLines ?? 20;
    const { port } = options;
    const baseUrl = `http://${LOOPBACK_HOST}:${port}`;
    const healthUrl = `${baseUrl}${options.healthPath ?? '/health'}`;
    const executable = options.argv[0];
    (0,external_node_fs_.mkdirSync)(options.logDir, { recursive: true });
    const logs = {
        stdout: (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.stdout),
        stderr: (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.stderr),
        timeReport: options.timeReportPath ?? (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.time),
    };
    if ((options.checkPortFree ?? true) && !(await isPortFree(port))) {
        throw new PortInUseError(`port ${LOOPBACK_HOST}:${port} is already in use; ${executable} was not started (choose another port)`, port, { exitCode: null, signal: null }, []);
    }
    const stdoutFd = (0,external_node_fs_.openSync)(logs.stdout, 'w');
    const stderrFd = (0,external_node_fs_.openSync)(logs.stderr, 'w');
    const startedAt = new Date();
    const t0 = external_node_perf_hooks_.performance.now();
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(timeBinary, ['-v', '-o', logs.timeReport, ...(options.launcher ?? []), ...options.argv], {
            cwd: options.cwd,
            env: childEnv(options.env ?? process.env),
            stdio: ['ignore', stdoutFd, stderrFd],
            detached: true,
            shell: false,
        });
    }
    finally {
        (0,external_node_fs_.closeSync)(stdoutFd);
        (0,external_node_fs_.closeSync)(stderrFd);
    }
    const timePid = child.pid;
    if (timePid === undefined) {
        const reason = await new Promise((r) => child.once('error', (e) => r(e.message)));
        throw new ServerLifecycleError(`could not spawn ${timeBinary} for ${executable}: ${reason}`);
    }
    const proc = new ServerProcess(child, timePid, logs, timeouts, registry);
    registry.register({
        serverPid: null,
        serverStartTicks: null,
        timePid,
        timeStartTicks: (0,process_tree/* readProcessStat */.K6)(timePid)?.startTicks ?? null,
        port,
        executable,
        startedAt: startedAt.toISOString(),
    }, () => proc.stop());
    const tailText = () => {
        const tail = readLogTail(logs.stderr, tailLines);
        const outTail = readLogTail(logs.stdout, tailLines);
        const parts = [`last ${tail.length} lines of ${logs.stderr}:`, ...tail.map((l) => `  ${l}`)];
        if (outTail.length > 0) {
            parts.push(`last ${outTail.length} lines of ${logs.stdout}:`, ...outTail.map((l) => `  ${l}`));
        }
        return parts.join('\n');
    };
    const failBeforeHealthy = async () => {
        if (proc.stopRequestedBeforeExit) {
            // Someone (signal cleanup) stopped the server while we were still waiting for it.
            await proc.stop();
            throw new ServerLifecycleError(`start of ${executable} on port ${port} was aborted: the server was stopped`);
        }
        await proc.stop();
        const exit = proc.serverExit();
        const tail = [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)];
        const elapsed = Math.round(external_node_perf_hooks_.performance.now() - t0);
        if (logSaysBindFailed(tail)) {
            throw new PortInUseError(`${executable} could not bind ${LOOPBACK_HOST}:${port} and exited (${describeExit(exit)}) after ` +
                `${elapsed} ms; choose another port\n${tailText()}`, port, exit, tail);
        }
        throw new ServerExitedBeforeHealthyError(`${executable} exited before ${healthUrl} answered 200 (${describeExit(exit)}) after ${elapsed} ms\n${tailText()}`, exit, tail);
    };
    await proc.discoverServerPid();
    let lastProbe = 'no probe yet';
    for (;;) {
        if (proc.hasExited) {
            return failBeforeHealthy();
        }
        const elapsed = external_node_perf_hooks_.performance.now() - t0;
        if (elapsed >= deadlineMs) {
            const result = await proc.stop();
            if (result.unexpectedExit) {
                return failBeforeHealthy();
            }
            throw new ServerHealthTimeoutError(`${healthUrl} did not answer 200 within ${deadlineMs} ms (last probe: ${lastProbe}); ` +
                `${executable} was stopped with ${result.stoppedWith}\n${tailText()}`, deadlineMs, [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)]);
        }
        const probeTimeout = Math.max(1, Math.ceil(Math.min(requestTimeoutMs, deadlineMs - elapsed)));
        const probe = await probeHealth(healthUrl, probeTimeout);
        // A 200 only counts while our process is still running (the port pre-check makes a stranger unlikely).
        if ('status' in probe && probe.status === 200 && !proc.hasExited) {
            break;
        }
        // A probe cut short by the deadline says less than the answer before it; a full-length timeout
        // is the real outcome (a server that accepts connections but never answers).
        const cutShort = probeTimeout < requestTimeoutMs && !('status' in probe);
        if (!cutShort || !probe.error.startsWith('no response') || lastProbe === 'no probe yet') {
            lastProbe = 'status' in probe ? `HTTP ${probe.status}` : probe.error;
        }
        await (0,external_node_timers_promises_.setTimeout)(pollMs);
    }
    const healthyAfterMs = external_node_perf_hooks_.performance.now() - t0;
    const exited = proc.timeExited.then(() => proc.serverExit());
    return {
        pid: proc.serverPid ?? timePid,
        timePid,
        port,
        baseUrl,
        logs,
        startedAt,
        healthyAfterMs,
        exited,
        crashed: () => proc.hasExited && !proc.stopRequestedBeforeExit,
        stop: () => proc.stop(),
    };
}
/**
 * Runs `fn` with a started server and always stops it, also when `fn` throws; `fn`'s error wins
 * over a stop error.
 */
async function withServer(options, fn) {
    const server = await startServer(options);
    let value;
    try {
        value = await fn(server);
    }
    catch (error) {
        await server.stop().catch(() => undefined);
        throw error;
    }
    return { value, stop: await server.stop() };
}

;// CONCATENATED MODULE: ./src/orchestrators/server-configuration.ts
// One measured configuration: a fresh llama-server under time -v, its command and evidence files,
// the loopback port it listens on, and the hook that uploads its artifacts as soon as it ends.













function portAllocator() {
    const used = new Set();
    return {
        async portFor(nominal) {
            // Ports only isolate processes; a busy nominal port moves up by 1000 until one is free.
            for (let p = nominal; p < 65535; p += 1000) {
                if (!used.has(p) && (await isPortFree(p))) {
                    used.add(p);
                    return p;
                }
            }
            throw new stages/* StageError */.Zu('measure', `no free loopback port near ${nominal}`);
        },
    };
}
/** How a server's own exit reads in a failure reason: `exit code 139`, `signal SIGSEGV`. */
function describeServerExit(exit) {
    if (exit.signal !== null)
        return `signal ${exit.signal}`;
    return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}
async function writeRunEvidence(dir, result, handle, startExit, extra) {
    // A server that ended before it was healthy exited on its own: its status is evidence too.
    const exit = result ?? startExit;
    const evidence = {
        ...extra,
        healthy_after_ms: handle ? handle.healthyAfterMs : null,
        stopped_with: result?.stoppedWith ?? (startExit ? 'exited' : null),
        exit_code: exit?.exitCode ?? null,
        exit_signal: exit?.signal ?? null,
        unexpected_exit: result?.unexpectedExit ?? (startExit ? true : null),
        peak_rss_kib: result?.peakRssKib ?? null,
        kleidiai_model_buffer_marker_count: result?.kleidiaiMarkerCount ?? null,
        system_info: result?.systemInfo ?? null,
    };
    await writeFileAtomic((0,external_node_path_.join)(dir, bundle_layout/* SERVER_FILES */.Sv.evidence), (0,core_json/* canonicalJson */.dj)(evidence), `${String(extra.label)}/${bundle_layout/* SERVER_FILES */.Sv.evidence}`);
}
async function runConfiguration(args) {
    const { dir, argv, events } = args;
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { recursive: true });
    const commandBytes = writeWorkflowJson((0,hashing/* commandDocument */.nW)(argv));
    await writeFileAtomic((0,external_node_path_.join)(dir, bundle_layout/* SERVER_FILES */.Sv.command), commandBytes, `${args.label}/${bundle_layout/* SERVER_FILES */.Sv.command}`);
    let handle = null;
    let stop = null;
    let startExit = null;
    let ok = false;
    let failure = null;
    const stage = args.kind === 'run' ? 'measure' : 'quality';
    try {
        try {
            handle = await startServer({
                argv,
                port: args.port,
                logDir: dir,
                cwd: (0,stages/* workPaths */.yY)(args.options.workDir).root,
                launcher: args.launcher,
                healthDeadlineMs: scaledSeconds(args.ctx.spec.timeouts.healthSeconds, args.launcher) * 1000,
            });
        }
        catch (e) {
            // Spawned and exited on its own (not refused before spawning, which has no status).
            if (e instanceof ServerExitedBeforeHealthyError && (e.exit.exitCode !== null || e.exit.signal !== null))
                startExit = e.exit;
            throw new stages/* StageError */.Zu(stage, `server for ${args.label} did not start: ${e.message}`, args.label);
        }
        let result;
        const crashed = (s) => `server for ${args.label} exited during measurement (${describeServerExit(s)})`;
        try {
            const requestDeadline = args.ctx.spec.timeouts.requestDeadlineSeconds;
            result = await args.body(handle, (0,hashing/* sha256Hex */.fg)(commandBytes), requestDeadline === null ? undefined : scaledSeconds(requestDeadline, args.launcher));
        }
        catch (e) {
            stop = await handle.stop();
            // What the client saw (a cut stream) is the consequence; the crash is the cause.
            if (stop.unexpectedExit)
                throw new stages/* StageError */.Zu(stage, `${crashed(stop)}: ${e.message}`, args.label);
            throw e;
        }
        stop = await handle.stop();
        if (stop.unexpectedExit)
            throw new stages/* StageError */.Zu(stage, crashed(stop), args.label);
        ok = true;
        return result;
    }
    catch (e) {
        failure =
            e instanceof stages/* StageError */.Zu
                ? e
                : new stages/* StageError */.Zu(stage, `${args.label}: ${e.message}`, args.label);
        throw failure;
    }
    finally {
        const evidenceError = await writeRunEvidence(dir, stop, handle, startExit, {
            label: args.label,
            status: ok ? 'complete' : 'failed',
        }).then(() => null, (e) => e);
        // The first failure stays the reason; one while writing the evidence is added to it, not put
        // in its place (a full disk fails both the cell and its evidence).
        if (evidenceError && failure)
            failure.message += `; also ${evidenceError.message}`;
        if (evidenceError)
            ok = false;
        const present = await cellFiles(dir, args.kind, ok);
        await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
        if (evidenceError && !failure)
            // eslint-disable-next-line no-unsafe-finally -- a cell without its evidence is not measured
            throw new stages/* StageError */.Zu(stage, `${args.label}: ${evidenceError.message}`, args.label);
    }
}
/**
 * The cell's files that exist; after a failure, empty ones (a log or time report cut off by a full
 * disk or a kill) are removed first, so no 0-byte artifact stands for a measurement.
 */
async function cellFiles(dir, kind, ok) {
    const present = [];
    for (const f of CELL_KIND_FILES[kind]) {
        const info = await (0,promises_.stat)((0,external_node_path_.join)(dir, f)).catch(() => null);
        if (info === null)
            continue; // not produced by this configuration
        if (!ok && info.isFile() && info.size === 0) {
            await (0,promises_.rm)((0,external_node_path_.join)(dir, f), { force: true });
            continue;
        }
        present.push(f);
    }
    return present;
}

;// CONCATENATED MODULE: ./src/orchestrators/measure.ts
// Stage 2, measure: one pass of the counterbalanced matrix in schedule order, a fresh server per
// run, each run's load evaluation written next to its server evidence.













const fmtDuration = (s) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);
/** Stage 2: one pass of the counterbalanced matrix, in schedule order, a fresh server per run. */
async function measurePass(ctx, prepared, passId, options, events) {
    const schedule = (0,plan_schedule/* performanceRuns */.HO)(ctx.plan, ctx.spec.basePort);
    const runs = schedule.filter((r) => r.passId === passId);
    if (runs.length === 0)
        throw new stages/* StageError */.Zu('measure', `pass ${passId} is not in the plan (passes: ${ctx.plan.passes.map((p) => p.id).join(', ')})`);
    const all = schedule.map((r) => r.label);
    const levels = ctx.plan.client_concurrency_levels.length;
    const totalCells = all.length * levels;
    const now = options.now ?? (() => performance.now() / 1000);
    const started = now();
    const ports = portAllocator();
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    const canonical = canonicalPins(ctx.spec, ctx.plan);
    let doneHere = 0;
    const cellsHere = runs.length * levels;
    for (const run of runs) {
        const cellBase = all.indexOf(run.label) * levels;
        const argv = canonical.candidates.find((c) => c.id === run.candidateId).argv;
        await measureRun(ctx, run, argv, await ports.portFor(run.port), paths.bundle, options, events, launcherOf(prepared, run.candidateId), (levelIndex, level) => {
            const elapsed = now() - started;
            const eta = doneHere > 0 ? ` · ETA ${fmtDuration((elapsed / doneHere) * (cellsHere - doneHere))}` : '';
            events.progress(`cell ${cellBase + levelIndex + 1}/${totalCells} ${run.passId} ${run.candidateId} P${run.serverParallel} C${level} · ${fmtDuration(elapsed)} elapsed${eta}`);
            doneHere++;
        });
        if (ctx.spec.timeouts.pauseBetweenRunsSeconds > 0)
            await new Promise((r) => setTimeout(r, ctx.spec.timeouts.pauseBetweenRunsSeconds * 1000));
    }
}
async function measureRun(ctx, run, canonicalArgv, port, bundleDir, options, events, launcher, onLevel) {
    const argv = (0,server_argv/* buildServerArgv */.g2)(canonicalArgv, run.serverParallel, ctx.plan.per_slot_context_tokens, port);
    const dir = (0,external_node_path_.join)(bundleDir, cellDirectory('run', run.label));
    await runConfiguration({
        ctx,
        options,
        launcher,
        kind: 'run',
        label: run.label,
        dir,
        argv,
        port,
        events,
        body: async (handle, commandSha, requestDeadlineSeconds) => {
            const levelsSeen = new Set();
            const result = await runLoadEvaluation({
                baseUrl: handle.baseUrl,
                prompts: ctx.loadPlan.prompts,
                outputTokens: ctx.loadPlan.output_tokens,
                warmupRequests: ctx.loadPlan.warmup_requests_per_level,
                measuredRequests: ctx.loadPlan.measured_requests_per_level,
                executionOrder: run.clientOrder,
                timeoutSeconds: ctx.loadPlan.timeout_seconds,
                requestDeadlineSeconds,
                signal: options.signal,
                onProgress: (e) => {
                    if (!levelsSeen.has(e.concurrency)) {
                        levelsSeen.add(e.concurrency);
                        onLevel(run.clientOrder.indexOf(e.concurrency), e.concurrency);
                    }
                },
            });
            const ctxPtr = { file: `${run.label}/${bundle_layout/* SERVER_FILES */.Sv.command}`, pointer: '/argv' };
            const doc = (0,load_evaluation/* buildLoadEvaluation */.Fk)({
                candidateId: run.candidateId,
                plan: ctx.loadPlan,
                executionOrder: run.clientOrder,
                levels: result.levels,
                binding: {
                    plan_sha256: ctx.loadPlanFile.sha256,
                    request_base_url: `http://127.0.0.1:${port}`,
                    server_configuration: (0,server_argv/* deriveBinding */.T_)(argv, commandSha, argv, commandSha, ctxPtr),
                },
            });
            await writeFileAtomic((0,external_node_path_.join)(dir, bundle_layout/* LOAD_FILE */.uS), (0,core_json/* canonicalJson */.dj)(doc), `${run.label}/${bundle_layout/* LOAD_FILE */.uS}`);
        },
    });
}

// EXTERNAL MODULE: ./src/domain/measurement/quality.ts
var quality = __webpack_require__(77702);
;// CONCATENATED MODULE: ./src/orchestrators/quality.ts
// Stage 3, quality: the quality guard after both passes, one fresh server per candidate and server
// level; writes the raw evaluation and the wrapper that binds it to the server command.














/** Stage 3: the quality guard, one fresh server per candidate and server level, after both passes. */
async function measureQuality(ctx, prepared, options, events) {
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    const canonical = canonicalPins(ctx.spec, ctx.plan);
    const ports = portAllocator();
    const qs = (0,plan_schedule/* qualityRuns */.OE)(ctx.plan, ctx.spec.basePort);
    for (const [i, q] of qs.entries()) {
        events.progress(`quality ${i + 1}/${qs.length} ${q.candidateId} P${q.serverParallel} · ${ctx.suite.quality_cases.length} cases`);
        const port = await ports.portFor(q.port);
        const argv = (0,server_argv/* buildServerArgv */.g2)(canonical.candidates.find((c) => c.id === q.candidateId).argv, q.serverParallel, ctx.plan.per_slot_context_tokens, port);
        const dir = (0,external_node_path_.join)(paths.bundle, cellDirectory('quality', q.label));
        const launcher = launcherOf(prepared, q.candidateId);
        await runConfiguration({
            ctx,
            options,
            launcher,
            kind: 'quality',
            label: q.label,
            dir,
            argv,
            port,
            events,
            body: async (handle, commandSha, requestDeadlineSeconds) => {
                const result = await runQualitySuite({
                    baseUrl: handle.baseUrl,
                    cases: ctx.suite.quality_cases.map((c) => ({ id: c.id, prompt: c.prompt })),
                    performance: {
                        prompt: ctx.suite.performance.prompt,
                        generationTokens: ctx.suite.performance.generation_tokens,
                        repetitions: ctx.suite.performance.repetitions,
                        warmups: ctx.suite.performance.warmups,
                    },
                    timeoutSeconds: ctx.loadPlan.timeout_seconds,
                    requestDeadlineSeconds,
                    signal: options.signal,
                });
                const raw = (0,quality/* buildRawEvaluation */.PB)({
                    candidateId: q.candidateId,
                    suite: ctx.suite,
                    suiteSha256: ctx.suiteFile.sha256,
                    responses: result.responses,
                    latency: result.latencySamples,
                });
                const rawText = (0,core_json/* canonicalJson */.dj)(raw);
                await writeFileAtomic((0,external_node_path_.join)(dir, bundle_layout/* QUALITY_FILES */.mN.raw), rawText, `${q.label}/${bundle_layout/* QUALITY_FILES */.mN.raw}`);
                const wrapper = (0,quality/* buildQualityWrapper */.Nd)({
                    candidateId: q.candidateId,
                    serverParallel: q.serverParallel,
                    runId: prepared.run_id,
                    runAttempt: prepared.run_attempt,
                    requestBaseUrl: `http://127.0.0.1:${port}`,
                    evaluation: raw,
                    evaluationFileSha256: (0,hashing/* sha256Hex */.fg)(rawText),
                    serverCommandFileSha256: commandSha,
                    serverArgv: argv,
                });
                await writeFileAtomic((0,external_node_path_.join)(dir, bundle_layout/* QUALITY_FILES */.mN.evidence), (0,core_json/* canonicalJson */.dj)(wrapper), `${q.label}/${bundle_layout/* QUALITY_FILES */.mN.evidence}`);
            },
        });
    }
}

;// CONCATENATED MODULE: ./src/action/work-dir.ts
// The work dir is wiped and rewritten by assemble; a symlink in its path (committed by a pull
// request, or left in the workspace) would aim those writes at another directory. Every existing
// component is checked with lstat, so neither the dir itself nor any parent may be a link; a file
// where a directory must be is refused the same way, naming the input, before anything is written.



/**
 * Absolute path of `path` (relative to `cwd`, or absolute), refused with a ConfigurationError naming
 * `input` when it is, or passes through, a symbolic link, or passes through something that is not
 * a directory (then nothing could be created below it). With `kind: 'directory'` the path itself,
 * when it exists, must be a directory too. Components inside `cwd` are checked from `cwd` down (the
 * workspace itself is the runner's); paths outside it are checked from the root. Components that do
 * not exist yet are fine: they will be created as real directories.
 */
async function resolveWithoutSymlinks(cwd, path, input, kind = 'any') {
    const target = (0,external_node_path_.resolve)(cwd, path);
    const base = (0,external_node_path_.resolve)(cwd);
    const rel = (0,external_node_path_.relative)(base, target);
    const inside = rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
    const start = inside ? base : target.slice(0, target.indexOf(external_node_path_.sep) + 1) || external_node_path_.sep;
    const parts = (inside ? rel : (0,external_node_path_.relative)(start, target)).split(external_node_path_.sep).filter((p) => p !== '');
    const refuse = (why, allowed) => {
        throw new action_inputs/* ConfigurationError */.j1(input, `Input '${input}' is ${JSON.stringify(path)}, but ${why}; allowed values: ${allowed}.`);
    };
    const realDirs = 'a path whose every existing component is a real directory or file';
    let current = start;
    for (const [i, part] of parts.entries()) {
        current = (0,external_node_path_.join)(current, part);
        const last = i === parts.length - 1;
        let st;
        try {
            st = await (0,promises_.lstat)(current);
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return target;
            throw e;
        }
        if (st.isSymbolicLink())
            refuse(`${current} is a symbolic link`, realDirs);
        if (!last && !st.isDirectory())
            refuse(`${current} is not a directory`, realDirs);
        if (last && kind === 'directory' && !st.isDirectory())
            refuse(`${current} exists and is not a directory`, 'a directory, or a path where one can be created');
    }
    return target;
}
/** The action's work dir, confined as above; when it exists it must be a directory. */
function resolveWorkDir(cwd, workDir) {
    return resolveWithoutSymlinks(cwd, workDir, action_inputs/* INPUT_NAMES */.Qh.workDir, 'directory');
}

// EXTERNAL MODULE: ./src/domain/fleet/fleet.ts + 1 modules
var fleet_fleet = __webpack_require__(44506);
// EXTERNAL MODULE: ./src/domain/fleet/fleet-decision-document.ts + 1 modules
var fleet_decision_document = __webpack_require__(62921);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet-decision-render.ts
// The fleet decision with intervals in the fleet receipt (Markdown) and the fleet HTML section: the
// headline, each runner's best points with rate and cost intervals, runner-against-runner
// comparisons, each runner's noise, and what the words mean. Every string is escaped.





const fleet_decision_render_STATUS_WORDS = {
    decided: 'decided',
    not_distinguishable: 'not distinguishable — chosen by the tie rule',
    no_eligible_point: 'no eligible point',
};
const fleet_decision_render_VERDICT_WORDS = {
    better: 'better',
    worse: 'worse',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
const fleet_decision_render_pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
const interval = (ci) => Array.isArray(ci) && ci.length === 2 ? [ci[0], ci[1]] : null;
const cell = (c) => `P${c.server_parallel} / C${c.client_concurrency}`;
function fleet_decision_render_rateCell(r) {
    const ci = interval(r.ci);
    const est = (0,format/* pyFixed */.mS)(r.estimate, 1);
    return ci === null ? `${est} [no interval]` : `${est} [${(0,format/* pyFixed */.mS)(ci[0], 1)}, ${(0,format/* pyFixed */.mS)(ci[1], 1)}]`;
}
function costCell(c) {
    if (c === null)
        return '—';
    const ci = interval(c.ci);
    const est = (0,fleet_decision_document/* usdText */.Yn)(c.estimate);
    return ci === null ? `${est} [no interval]` : `${est} [${(0,fleet_decision_document/* usdText */.Yn)(ci[0])}, ${(0,fleet_decision_document/* usdText */.Yn)(ci[1])}]`;
}
/** The rows both renderers show; `esc` escapes what comes from the studies (labels, ids). */
function tables(s, priced, esc) {
    const choice = s.choice;
    const level = (0,format/* pyFixed */.mS)(s.confidence * 100, 0);
    const pointHead = ['Runner', 'Candidate', 'Best eligible point', 'Gates', `tok/s [${level} % CI]`];
    if (priced)
        pointHead.push(`$/M tokens [${level} % CI]`);
    const points = s.points.map((p) => {
        const row = [
            esc(p.runner),
            esc(p.candidate_id),
            cell(p.cell),
            p.verdict === 'pass' ? 'PASS' : 'INDETERMINATE',
            fleet_decision_render_rateCell(p.generated_tokens_per_second) +
                (p.meets_min_tokens_per_second === false ? ' (below floor)' : ''),
        ];
        if (priced)
            row.push(costCell(p.usd_per_million_tokens));
        return row;
    });
    const chosen = s.points.map((p) => p.runner === choice.runner &&
        p.candidate_id === choice.candidate_id &&
        choice.cell !== null &&
        cell(p.cell) === cell(choice.cell));
    const comparisons = s.comparisons.map((c) => [
        esc(c.candidate_id),
        `${esc(c.runner_a)} (${cell(c.a_cell)}) vs ${esc(c.runner_b)} (${cell(c.b_cell)})`,
        (0,headline/* changeText */.k0)(c.ratio, interval(c.ci)),
        c.minimum_detectable_effect === null ? '—' : fleet_decision_render_pct(c.minimum_detectable_effect),
        fleet_decision_render_VERDICT_WORDS[c.verdict] ?? String(c.verdict),
    ]);
    const noise = s.runners.map((r) => r.noise_floor === null
        ? `${esc(r.runner)}: no run-to-run noise estimate (one cell with a rate in every pass)`
        : `${esc(r.runner)}: one measurement varies by ${fleet_decision_render_pct(r.noise_floor)} between passes ` +
            `(${r.cells} cells, ${(0,format/* pyFixed */.mS)(r.df, 1)} df between server runs); one cell's rate, pass-wide shifts included, ` +
            `has a log-scale SD of ${(0,format/* pyFixed */.mS)(Math.sqrt(r.cell_variance_log), 3)}`);
    const meaning = `Intervals are ${level} % confidence intervals. Runners are independent studies, so a point on one ` +
        `runner against a point on another has the variance of both (each study's single-cell variance, ` +
        `pass-wide shifts included); two points of one runner are paired by pass. A winner is called only ` +
        `when the interval excludes no difference and the difference is at least the larger of the ` +
        `${fleet_decision_render_pct(s.indifference_zone)} indifference zone and what that comparison can detect; ` +
        `otherwise the points cannot be told apart and the plan's tie rule chooses (${s.tie_rule_applied}). ` +
        (priced
            ? 'The choice compares generated tokens per dollar (rate / price; prices are exact, so the interval is the rate interval scaled).'
            : 'The choice compares generated tokens per second.');
    return {
        points: { head: pointHead, rows: points, chosen },
        comparisons: {
            head: ['Candidate', 'Runner A vs runner B (best points)', 'A / B − 1 [CI]', 'Detectable', 'Verdict'],
            rows: comparisons,
        },
        noise,
        meaning,
    };
}
function statusLine(s, esc) {
    const choice = s.choice;
    const up = choice.runner_up;
    const status = fleet_decision_render_STATUS_WORDS[choice.status] ?? String(choice.status);
    return (`Status: ${status}` +
        (up === null ? '' : ` · runner-up: ${esc(up.runner)} · ${esc(up.candidate_id)}`) +
        (choice.runner === null
            ? ''
            : ` · ${choice.tied.length} point(s) cannot be told apart from the leader`));
}
/** The Markdown block under "## Decision" (the headline first). */
function renderDecisionMarkdown(s, priced) {
    const t = tables(s, priced, markdownText);
    const row = (cells) => `| ${cells.join(' | ')} |`;
    const out = [
        `**${markdownText(s.choice.headline)}**`,
        '',
        statusLine(s, markdownText),
        '',
    ];
    out.push(row(t.points.head));
    out.push(row(t.points.head.map((_, i) => (i >= 4 ? '---:' : '---'))));
    t.points.rows.forEach((r, i) => out.push(row(r.map((c, j) => (j === 0 && t.points.chosen[i] ? `⭐ ${c}` : c)))));
    out.push('');
    if (t.comparisons.rows.length) {
        out.push(row(t.comparisons.head));
        out.push(row(t.comparisons.head.map((_, i) => (i >= 2 && i <= 3 ? '---:' : '---'))));
        for (const r of t.comparisons.rows)
            out.push(row(r));
        out.push('');
    }
    out.push(`**Noise of each runner:** ${t.noise.join('; ')}.`, '');
    out.push(t.meaning, '');
    out.push('The runner × candidate table below keeps the per-candidate selection of the published format for comparison.', '');
    return out;
}
/** The HTML block inside the fleet section's decision box (the headline first). */
function renderDecisionHtml(s, priced) {
    const t = tables(s, priced, escapeHtml);
    const out = [
        `<p><strong>${escapeHtml(s.choice.headline)}</strong></p>`,
        `<p>${statusLine(s, escapeHtml)}</p>`,
    ];
    const num = (i, from) => (i >= from ? ' class="num"' : '');
    out.push('<table class="fleet-intervals">');
    out.push(`<thead><tr>${t.points.head.map((x) => `<th>${escapeHtml(x)}</th>`).join('')}</tr></thead><tbody>`);
    t.points.rows.forEach((r, i) => out.push(`<tr${t.points.chosen[i] ? ' class="decided"' : ''}>${r.map((c, j) => `<td${num(j, 4)}>${j === 0 && t.points.chosen[i] ? '★ ' : ''}${c}</td>`).join('')}</tr>`));
    out.push('</tbody></table>');
    if (t.comparisons.rows.length) {
        out.push('<table class="fleet-comparisons">');
        out.push(`<thead><tr>${t.comparisons.head.map((x) => `<th>${escapeHtml(x)}</th>`).join('')}</tr></thead><tbody>`);
        for (const r of t.comparisons.rows)
            out.push(`<tr>${r.map((c, j) => `<td${j === 2 || j === 3 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`);
        out.push('</tbody></table>');
    }
    out.push(`<p class="meta">Noise of each runner: ${t.noise.join('; ')}.</p>`);
    out.push(`<p class="meta">${escapeHtml(t.meaning)}</p>`);
    return out;
}

;// CONCATENATED MODULE: ./src/domain/report/mermaid.ts
// Mermaid `xychart-beta` charts for the job summary and PR comment: per candidate, generated tok/s vs
// client concurrency with one line per server-slot level, plus a compact pass/fail table (xychart
// cannot colour single points, and it draws no legend, so the table doubles as the legend).



/** Line colours and the matching emoji the table uses as a legend (red left out: it reads as "fail"). */
const PALETTE = [
    { hex: '#1f77b4', swatch: '🔵', name: 'blue' },
    { hex: '#ff7f0e', swatch: '🟠', name: 'orange' },
    { hex: '#2ca02c', swatch: '🟢', name: 'green' },
    { hex: '#9467bd', swatch: '🟣', name: 'purple' },
    { hex: '#8c564b', swatch: '🟤', name: 'brown' },
    { hex: '#222222', swatch: '⚫', name: 'black' },
    { hex: '#bcbd22', swatch: '🟡', name: 'yellow' },
];
/**
 * Text inside a quoted Mermaid string (a chart title, shown only inside the chart; the table below
 * it carries the exact label): no quotes, backticks (they would close the fence) or line breaks. GitHub does not link mentions inside a code fence, but the source is also shown when a
 * chart fails to render, so `@name` gets the same zero-width space as in Markdown text.
 */
function mermaidText(s) {
    return (s
        .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
        .replace(/["`]/g, "'")
        .replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b')
        // Angle quotes stand in for < and >: no tag reaches the chart renderer and no
        // `<!-- … -->` (the sticky comment marker) appears in the comment source.
        .replace(/</g, '\u2039')
        .replace(/>/g, '\u203a')
        .trim());
}
/** Smallest 1/2/5 × 10^k step at or above x: keeps the y-axis top a round number. */
function niceCeil(x) {
    if (!(x > 0))
        return 1;
    const magnitude = 10 ** Math.floor(Math.log10(x));
    for (const step of [1, 2, 2.5, 5, 10]) {
        if (step * magnitude >= x)
            return step * magnitude;
    }
    return 10 * magnitude;
}
function candidateChart(view, candidateId, label) {
    const selected = selectionFor(view, candidateId).selectedCell;
    const grid = view.serverParallelLevels.map((p) => view.clientConcurrencyLevels.map((c) => study_model_findCell(view, candidateId, p, c)));
    const maxRate = Math.max(...grid.flat().map((cell) => cell.summary.generatedTokensPerSecondMedian));
    const palette = view.serverParallelLevels.map((_, i) => PALETTE[i % PALETTE.length]);
    const lines = [];
    lines.push(`#### ${markdownText(label)}: generated tok/s by simultaneous clients`, '');
    lines.push('```mermaid');
    lines.push(`%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette.map((p) => p.hex).join(', ')}"}}}}%%`);
    lines.push('xychart-beta');
    lines.push(`    title "${mermaidText(label)}"`);
    lines.push(`    x-axis "Simultaneous clients" [${view.clientConcurrencyLevels.map((c) => `"C${c}"`).join(', ')}]`);
    lines.push(`    y-axis "Generated tok/s (median of passes)" 0 --> ${niceCeil(maxRate * 1.1)}`);
    view.serverParallelLevels.forEach((p, i) => {
        const values = grid[i].map((cell) => (0,format/* pyFixed */.mS)(cell.summary.generatedTokensPerSecondMedian, 2));
        lines.push(`    line "P${p}" [${values.join(', ')}]`);
    });
    lines.push('```', '');
    lines.push(`| Line | Server slots | ${view.clientConcurrencyLevels.map((c) => `C${c}`).join(' | ')} |`);
    lines.push(`| --- | ---: | ${view.clientConcurrencyLevels.map(() => '---').join(' | ')} |`);
    view.serverParallelLevels.forEach((p, i) => {
        const cells = grid[i].map((cell) => {
            const mark = cell.summary.capacityGateMet ? '✅' : '❌';
            const text = `${mark} ${(0,format/* pyFixed */.mS)(cell.summary.generatedTokensPerSecondMedian, 2)}`;
            const isSelected = selected !== null &&
                selected.serverParallel === cell.serverParallel &&
                selected.clientConcurrency === cell.clientConcurrency;
            return isSelected ? `**${text}** ⭐` : text;
        });
        lines.push(`| ${palette[i].swatch} ${palette[i].name} | P${p} | ${cells.join(' | ')} |`);
    });
    lines.push('');
    lines.push(selected === null
        ? '✅ passed every gate · ❌ rejected · no observed point cleared every gate'
        : `✅ passed every gate · ❌ rejected · ⭐ selected P${selected.serverParallel} / C${selected.clientConcurrency}`);
    return lines.join('\n');
}
/** One chart + pass/fail table per plan candidate, in plan order; Markdown ready for a summary or comment. */
function renderMermaidCharts(study) {
    const view = readStudyView(study);
    return view.candidates.map((c) => candidateChart(view, c.id, c.label)).join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/domain/fleet/fleet-receipt.ts
// The fleet receipt (Markdown for the job summary and the sticky PR comment): runner x candidate
// table, the decision with its reason, Mermaid charts of tok/s and $/Mtok, links to each runner's
// own receipt. Every study- or plan-derived string goes through the receipt's escaping helper.







const fleet_receipt_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const fleet_receipt_f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
/** Dollar amounts: 4 significant decimals below one cent per Mtok would hide the difference. */
const usd = fleet_decision_document/* usdText */.Yn;
function plainFleet(fleet) {
    const plain = (0,core_json/* toPlain */.Ul)(fleet);
    if (plain === null || typeof plain !== 'object' || Array.isArray(plain))
        throw new errors/* InputError */.dz('capacity-fleet.json: expected a JSON object');
    return plain;
}
/** Selected points in runner, then plan-candidate order (what both charts show). */
function fleetBars(fleet) {
    const choice = fleet.decision.choice;
    const bars = [];
    for (const r of fleet.runners) {
        for (const c of r.candidates) {
            const s = c.selected;
            if (!s)
                continue;
            bars.push({
                runner: r.label,
                candidate: c.candidate_id,
                tps: s.generated_tokens_per_second_median,
                cost: s.usd_per_million_tokens,
                decided: choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id,
            });
        }
    }
    return bars;
}
function chart(title, axis, bars, value, digits) {
    const max = Math.max(...bars.map(value));
    return [
        '```mermaid',
        'xychart-beta',
        `    title "${mermaidText(title)}"`,
        `    x-axis [${bars.map((b) => `"${mermaidText(`${b.runner} · ${b.candidate}`)}"`).join(', ')}]`,
        `    y-axis "${mermaidText(axis)}" 0 --> ${niceCeil(max * 1.1)}`,
        `    bar [${bars.map((b) => (0,format/* pyFixed */.mS)(value(b), digits)).join(', ')}]`,
        '```',
    ];
}
function machineLine(m) {
    if (!m)
        return 'not recorded';
    const cores = m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
        ? `${m.available_parallelism} of ${m.cpu_count} CPUs usable`
        : `${m.cpu_count} CPUs`;
    const mem = m.memory_total_mib === null ? 'memory not recorded' : `${fleet_receipt_f1(m.memory_total_mib / 1024)} GiB`;
    const image = m.runner_image === null ? '' : ` · image ${m.runner_image}`;
    return markdownText(`${m.cpu} · ${cores} · ${mem} · ${m.architecture} · ${m.os}${image}`);
}
/** Renders the fleet receipt. Deterministic: the same capacity-fleet.json gives the same bytes. */
function renderFleetReceipt(fleetValue) {
    const fleet = plainFleet(fleetValue);
    const runners = fleet.runners;
    const decision = fleet.decision;
    const choice = decision.choice;
    const priced = fleet.prices !== null;
    const plan = fleet.plan;
    const out = [];
    out.push('# Capacity fleet receipt', '');
    out.push(`**${fleet.complete_runner_count} of ${fleet.runner_count} runner(s) complete** · ` +
        (fleet.status === 'complete'
            ? 'every runner finished its study'
            : '**fleet incomplete**: see the runners marked INCOMPLETE') +
        (plan ? ` · plan \`${plan.capacity_plan_content_sha256.slice(0, 12)}\`` : ''), '');
    if (plan && typeof plan.scope === 'string')
        out.push(`**Scope:** ${markdownText(plan.scope)}`, '');
    out.push('## Decision', '');
    const statistics = decision.statistics;
    if (statistics)
        out.push(...renderDecisionMarkdown(statistics, priced));
    else if (choice) {
        const cost = choice.usd_per_million_tokens;
        out.push(`**${markdownText(choice.runner)} · ${markdownText(choice.candidate_id)} · P${choice.server_parallel} / C${choice.client_concurrency}** — ` +
            `${fleet_receipt_f2(choice.generated_tokens_per_second_median)} tok/s` +
            (cost === null ? '' : ` · ${usd(cost)} per million generated tokens`), '');
    }
    else
        out.push('**No recommendation.**', '');
    if (!statistics)
        out.push(markdownText(decision.reason), '');
    const table = priced
        ? `the user's price table (sha256 \`${fleet.prices.sha256.slice(0, 12)}\`)`
        : '';
    if (statistics)
        out.push(priced
            ? `Basis: generated tokens per dollar; USD per million tokens = usd_per_minute / (rate × 60) × 1e6 at each point's rate estimate and interval bounds, from ${table}.`
            : 'Basis: generated tokens/s (no price table was given).');
    else
        out.push(priced
            ? `Basis: lowest cost per million generated tokens = \`${fleet.cost_formula}\`, from ${table}.`
            : 'Basis: highest median generated tokens/s (no price table was given).');
    if (fleet.min_tokens_per_second !== null)
        out.push('', `Throughput floor: at least ${shortNumber(fleet.min_tokens_per_second)} generated tokens/s.`);
    out.push('');
    out.push('## Runner × candidate', '');
    const head = [
        'Runner',
        'Candidate',
        'Gate status',
        'Selected point',
        'tok/s (median)',
        'TTFT p95',
        'E2E p95',
        'Peak RSS',
    ];
    if (priced)
        head.push('$/M tokens');
    out.push(`| ${head.join(' | ')} |`);
    out.push(`| ${head.map((_, i) => (i >= 4 ? '---:' : '---')).join(' | ')} |`);
    for (const r of runners) {
        const label = markdownText(r.label);
        if (r.status !== 'complete') {
            const cells = [
                label,
                '—',
                `**INCOMPLETE**${r.failed_stage ? ` (${markdownText(r.failed_stage)})` : ''}`,
                markdownText(r.incomplete_reason),
            ];
            while (cells.length < head.length)
                cells.push('—');
            out.push(`| ${cells.join(' | ')} |`);
            continue;
        }
        for (const c of r.candidates) {
            const s = c.selected;
            const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
            if (!s) {
                const reasons = Object.keys(c.rejected_cell_reasons);
                const cells = [
                    label,
                    markdownText(c.candidate_id),
                    `FAIL · 0 of ${c.cell_count} cells eligible`,
                    reasons.length ? `rejected: ${reasons.map(markdownText).join(', ')}` : '—',
                ];
                while (cells.length < head.length)
                    cells.push('—');
                out.push(`| ${cells.join(' | ')} |`);
                continue;
            }
            const below = s.meets_min_tokens_per_second === false ? ' (below floor)' : '';
            const cells = [
                label,
                markdownText(c.candidate_id),
                `PASS · ${c.eligible_cell_count} of ${c.cell_count} cells eligible`,
                `${decided ? '⭐ ' : ''}P${s.server_parallel} / C${s.client_concurrency}`,
                `${fleet_receipt_f2(s.generated_tokens_per_second_median)}${below}`,
                s.ttft_ms_p95_median === null ? 'not measured' : `${fleet_receipt_f1(s.ttft_ms_p95_median)} ms`,
                s.e2e_latency_ms_p95_median === null
                    ? 'not measured'
                    : `${fleet_receipt_f1(s.e2e_latency_ms_p95_median)} ms`,
                s.server_peak_rss_mib_max === null
                    ? 'not measured'
                    : `${fleet_receipt_f1(s.server_peak_rss_mib_max)} MiB`,
            ];
            if (priced)
                cells.push(usd(s.usd_per_million_tokens));
            out.push(`| ${cells.join(' | ')} |`);
        }
    }
    out.push('');
    const bars = fleetBars(fleet);
    if (bars.length) {
        out.push('## Charts', '');
        out.push(...chart('Generated tok/s at each selected point', 'tok/s (median of passes)', bars, (b) => b.tps, 2), '');
        if (priced)
            out.push(...chart('USD per million generated tokens at each selected point', 'USD / M tokens', bars, (b) => b.cost, 4), '');
    }
    out.push('## Runners', '');
    out.push('| Runner | Hardware (from its manifest) | Price | Study | Own receipt |');
    out.push('| --- | --- | ---: | --- | --- |');
    for (const r of runners) {
        const art = r.artifact_name === null ? 'no artifact' : markdownCode(r.artifact_name);
        const sha = r.study_sha256 === null ? '' : ` sha256 \`${r.study_sha256.slice(0, 12)}\``;
        const receipt = r.receipt_file === null ? '—' : `[capacity-receipt.md](${encodeURI(r.receipt_file)})`;
        const price = r.usd_per_minute === null ? '—' : `$${shortNumber(r.usd_per_minute)}/min`;
        out.push(`| ${markdownText(r.label)} | ${machineLine(r.machine)} | ${price} | ${art}${sha} | ${receipt} |`);
    }
    out.push('');
    out.push('## Boundary', '');
    out.push('Each runner ran the complete counterbalanced study on its own machine; passes are never split across ' +
        'machines. Runners are compared only through their selected points, each of which cleared every gate of the ' +
        "same plan on its own runner. Prices are the user's inputs, not measurements, and cover runner minutes only. " +
        `Re-derive with \`paretopilot-capacity verify-fleet <fleet bundle>\`.`);
    return out.join('\n') + '\n';
}
function shortNumber(x) {
    const s = String(x);
    return s.includes('e') ? x.toFixed(12).replace(/0+$/, '') : s;
}

;// CONCATENATED MODULE: ./src/domain/fleet/fleet-html.ts
// The fleet section of the HTML report: a runner x candidate table with inline CSS bars for tok/s
// and $/Mtok, the decision and the runner facts. Self-contained (no script, no external asset);
// every string goes through the report's escapeHtml.




const fleet_html_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const fleet_html_f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
const fleet_html_pct = (x, max) => (max > 0 ? (0,format/* pyFixed */.mS)((x / max) * 100, 1) : '0.0');
const FLEET_STYLE = `
section.fleet table { border-collapse: collapse; margin: 8px 0 14px; font-size: 14px; }
section.fleet th, section.fleet td { border: 1px solid #d0d7de; padding: 5px 9px; text-align: left; vertical-align: middle; }
section.fleet th { background: #f6f8fa; }
section.fleet td.num { text-align: right; white-space: nowrap; }
section.fleet tr.decided td { background: #fff8c5; }
section.fleet .ok { color: #1a7f37; font-weight: 600; }
section.fleet .bad { color: #cf222e; font-weight: 600; }
section.fleet .decision { border-left: 4px solid #1a7f37; background: #f0fff4; padding: 10px 14px; margin: 10px 0 16px; }
section.fleet .bar { position: relative; min-width: 180px; }
section.fleet table.fleet-grid td:nth-child(-n+4) { white-space: nowrap; }
section.fleet .bar span.fill { display: block; height: 16px; border-radius: 3px; }
section.fleet .bar span.tps { background: #1f77b4; }
section.fleet .bar span.cost { background: #ff7f0e; }
section.fleet .bar span.value { font-size: 12.5px; color: #1f2328; }
section.fleet .meta { color: #57606a; }
section.fleet .decision table td { background: #fff; }
section.fleet .decision table tr.decided td { background: #fff8c5; }
`;
/** The `<section id="fleet">` element; deterministic for a given capacity-fleet.json. */
function renderFleetHtmlSection(fleetValue) {
    const fleet = plainFleet(fleetValue);
    const decision = fleet.decision;
    const choice = decision.choice;
    const priced = fleet.prices !== null;
    const bars = fleetBars(fleet);
    const maxTps = Math.max(0, ...bars.map((b) => b.tps));
    const maxCost = Math.max(0, ...bars.map((b) => b.cost ?? 0));
    const basis = decision.statistics
        ? `generated ${priced ? 'tokens per dollar' : 'tok/s'}, with intervals`
        : priced
            ? 'lowest USD per million generated tokens'
            : 'highest median generated tok/s';
    const out = [];
    out.push('<section class="fleet" id="fleet">');
    out.push('<h2>Fleet: the same plan on every runner</h2>');
    out.push(`<p class="meta">${fleet.complete_runner_count} of ${fleet.runner_count} runner(s) complete` +
        (fleet.status === 'complete' ? '' : ' · <span class="bad">fleet incomplete</span>') +
        ` · decision basis: ${basis}</p>`);
    out.push('<div class="decision">');
    const statistics = decision.statistics;
    if (statistics)
        out.push(...renderDecisionHtml(statistics, priced));
    else if (choice) {
        const cost = choice.usd_per_million_tokens;
        out.push(`<p><strong>Decision: ${escapeHtml(choice.runner)} · ${escapeHtml(choice.candidate_id)} · P${choice.server_parallel} / C${choice.client_concurrency}</strong> — ` +
            `${fleet_html_f2(choice.generated_tokens_per_second_median)} tok/s${cost === null ? '' : ` · ${escapeHtml(usd(cost))} per million tokens`}</p>`);
    }
    else
        out.push('<p><strong>No recommendation.</strong></p>');
    if (!statistics)
        out.push(`<p>${escapeHtml(decision.reason)}</p>`);
    out.push('</div>');
    const head = [
        'Runner',
        'Candidate',
        'Gates',
        'Point',
        'Generated tok/s',
        'TTFT p95',
        'E2E p95',
        'Peak RSS',
    ];
    if (priced)
        head.push('USD / M tokens');
    out.push('<table class="fleet-grid">');
    out.push(`<thead><tr>${head.map((x) => `<th>${x}</th>`).join('')}</tr></thead>`);
    out.push('<tbody>');
    for (const r of fleet.runners) {
        const label = escapeHtml(r.label);
        if (r.status !== 'complete') {
            out.push(`<tr data-runner="${label}"><td>${label}</td><td>—</td><td class="bad">INCOMPLETE</td>` +
                `<td colspan="${head.length - 3}">${escapeHtml(`${r.failed_stage ? `stage ${r.failed_stage}: ` : ''}${r.incomplete_reason}`)}</td></tr>`);
            continue;
        }
        for (const c of r.candidates) {
            const s = c.selected;
            const id = escapeHtml(c.candidate_id);
            if (!s) {
                out.push(`<tr data-runner="${label}"><td>${label}</td><td>${id}</td><td class="bad">FAIL · 0 of ${c.cell_count} eligible</td>` +
                    `<td colspan="${head.length - 3}">rejected: ${Object.keys(c.rejected_cell_reasons)
                        .map(escapeHtml)
                        .join(', ') || '—'}</td></tr>`);
                continue;
            }
            const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
            const tps = s.generated_tokens_per_second_median;
            const cells = [
                `<td>${decided ? '★ ' : ''}${label}</td>`,
                `<td>${id}</td>`,
                `<td class="ok">PASS · ${c.eligible_cell_count} of ${c.cell_count} eligible</td>`,
                `<td>P${s.server_parallel} / C${s.client_concurrency}</td>`,
                `<td class="bar"><span class="fill tps" style="width:${fleet_html_pct(tps, maxTps)}%"></span><span class="value">${fleet_html_f2(tps)}${s.meets_min_tokens_per_second === false ? ' (below floor)' : ''}</span></td>`,
                `<td class="num">${s.ttft_ms_p95_median === null ? 'not measured' : `${fleet_html_f1(s.ttft_ms_p95_median)} ms`}</td>`,
                `<td class="num">${s.e2e_latency_ms_p95_median === null ? 'not measured' : `${fleet_html_f1(s.e2e_latency_ms_p95_median)} ms`}</td>`,
                `<td class="num">${s.server_peak_rss_mib_max === null ? 'not measured' : `${fleet_html_f1(s.server_peak_rss_mib_max)} MiB`}</td>`,
            ];
            if (priced) {
                const cost = s.usd_per_million_tokens;
                cells.push(`<td class="bar"><span class="fill cost" style="width:${fleet_html_pct(cost, maxCost)}%"></span><span class="value">${escapeHtml(usd(cost))}</span></td>`);
            }
            out.push(`<tr data-runner="${label}"${decided ? ' class="decided"' : ''}>${cells.join('')}</tr>`);
        }
    }
    out.push('</tbody></table>');
    out.push('<h3>Runners</h3>');
    out.push('<table class="fleet-runners"><thead><tr><th>Runner</th><th>CPU</th><th>CPUs</th><th>Memory</th><th>Arch · OS</th><th>Price</th><th>Study artifact</th><th>Own receipt</th></tr></thead><tbody>');
    for (const r of fleet.runners) {
        const m = r.machine;
        const cpus = !m
            ? '—'
            : m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
                ? `${m.available_parallelism} of ${m.cpu_count}`
                : String(m.cpu_count);
        out.push(`<tr><td>${escapeHtml(r.label)}</td><td>${m ? escapeHtml(String(m.cpu)) : '—'}</td><td class="num">${cpus}</td>` +
            `<td class="num">${m && m.memory_total_mib !== null ? `${fleet_html_f1(m.memory_total_mib / 1024)} GiB` : '—'}</td>` +
            `<td>${m ? escapeHtml(`${String(m.architecture)} · ${String(m.os)}${m.runner_image ? ` · ${String(m.runner_image)}` : ''}`) : '—'}</td>` +
            `<td class="num">${r.usd_per_minute === null ? '—' : escapeHtml(`$${String(r.usd_per_minute)}/min`)}</td>` +
            `<td>${r.artifact_name === null ? 'none' : `<code>${escapeHtml(r.artifact_name)}</code>`}${r.study_sha256 ? `<br><code>${escapeHtml(r.study_sha256.slice(0, 16))}…</code>` : ''}</td>` +
            `<td>${r.receipt_file === null ? '—' : `<a href="${escapeHtml(encodeURI(r.receipt_file))}">capacity-receipt.md</a>`}</td></tr>`);
    }
    out.push('</tbody></table>');
    out.push('</section>');
    return out.join('\n') + '\n';
}
/** A standalone page holding only the fleet section (the fleet bundle's capacity-fleet-report.html). */
function renderFleetHtmlPage(fleetValue) {
    return ([
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<link rel="icon" href="data:,">',
        '<title>Capacity fleet report</title>',
        `<style>body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; } main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; } h2 { font-size: 21px; border-bottom: 1px solid #d0d7de; padding-bottom: 6px; } code { font: 12.5px ui-monospace, monospace; background: #f3f5f7; padding: 1px 4px; border-radius: 4px; }${FLEET_STYLE}</style>`,
        '</head>',
        '<body>',
        '<main>',
        '<h1>ParetoPilot capacity fleet report</h1>',
        renderFleetHtmlSection(fleetValue).trimEnd(),
        '</main>',
        '</body>',
        '</html>',
    ].join('\n') + '\n');
}

// EXTERNAL MODULE: ./src/domain/fleet/prices.ts
var prices = __webpack_require__(43421);
;// CONCATENATED MODULE: ./src/domain/fleet/runner-evidence.ts
// A runner's raw memory and log evidence in a fleet: each server configuration's GNU time report
// and server log, checked against the sha256 its study records and read again (peak RSS, KleidiAI
// markers), so the fleet re-derives the numbers the memory gate and the KleidiAI check rest on
// instead of taking them from the study.







function slots(study) {
    const configs = (0,core_json/* isJsonObject */.OW)(study) ? study.server_configurations : undefined;
    if (!Array.isArray(configs))
        return [];
    return configs.filter(core_json/* isJsonObject */.OW).map((config) => {
        const label = String(config.source_load_label);
        return {
            label,
            time: (0,bundle_layout/* runFile */.y6)(label, bundle_layout/* SERVER_FILES */.Sv.time),
            log: (0,bundle_layout/* runFile */.y6)(label, bundle_layout/* SERVER_FILES */.Sv.stderr),
            config,
        };
    });
}
/** Every evidence file a runner's study rests on, bundle-relative, in study order. */
function runnerEvidenceFiles(study) {
    return slots(study).flatMap((s) => [s.time, s.log]);
}
/** True for a path that can be a run cell's time report or server log (what a fleet keeps). */
function isRunnerEvidencePath(rel) {
    return /^runs\/[^/]+\/[^/]+\/p[0-9]+\/(server-time\.txt|server\.stderr\.log)$/.test(rel);
}
/**
 * Checks the evidence of every server configuration: the files' sha256 must be the ones the study
 * records, and the peak RSS and KleidiAI marker count read from them must be the study's. Returns
 * the first problem, or null when every number re-derives.
 */
function checkRunnerEvidence(study, files) {
    for (const s of slots(study)) {
        const time = files.get(s.time);
        const log = files.get(s.log);
        if (!time || !log)
            return `${time ? s.log : s.time} is missing, but its study rests on it`;
        if ((0,hashing/* sha256Hex */.fg)(time) !== s.config.rss_sha256)
            return `${s.time} has sha256 ${(0,hashing/* sha256Hex */.fg)(time)}, but the study records rss_sha256 ${String(s.config.rss_sha256)}`;
        if ((0,hashing/* sha256Hex */.fg)(log) !== s.config.server_log_sha256)
            return `${s.log} has sha256 ${(0,hashing/* sha256Hex */.fg)(log)}, but the study records server_log_sha256 ${String(s.config.server_log_sha256)}`;
        let mib;
        try {
            mib = (0,time_report/* peakRssMib */.qt)((0,time_report/* parsePeakRssKib */.xQ)((0,core_json/* decodeUtf8Strict */.h0)(time), s.time));
        }
        catch (e) {
            return e.message;
        }
        const recorded = (0,prices/* numberOf */.rl)(s.config.server_peak_rss_mib);
        if (recorded !== mib)
            return `${s.time} gives a peak RSS of ${mib} MiB, but the study records server_peak_rss_mib ${String(recorded)}`;
        const markers = (0,server_log/* countKleidiaiMarkers */.$)(log);
        const recordedMarkers = (0,prices/* numberOf */.rl)(s.config.kleidiai_model_buffer_marker_count);
        if (recordedMarkers !== markers)
            return `${s.log} has ${markers} KleidiAI marker(s), but the study records ${String(recordedMarkers)}`;
    }
    return null;
}
/**
 * The receipt's plain statement of which numbers the fleet re-derived from raw evidence and which
 * it took from a runner's study. Empty when no runner finished.
 */
function renderEvidenceNote(runners) {
    if (!runners.length)
        return '';
    const out = ['', '## What the fleet re-derives', ''];
    out.push("Every value above is re-derived from each runner's study, and each study from the load evaluations and quality wrappers it embeds.", '');
    for (const r of runners)
        out.push(r.evidence === 'verified'
            ? `- ${markdownCode(r.label)}: peak RSS and KleidiAI marker counts re-read from the GNU time reports and server logs in ${markdownCode(`${r.dir}/runs/`)}, each matching the sha256 its study records.`
            : `- ${markdownCode(r.label)}: **peak RSS and KleidiAI marker counts are taken from its study, not re-derived**: its time reports and server logs are not in this fleet bundle.`);
    out.push('');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/orchestrators/fleet-bundle.ts
// Fleet bundles: read each runner's study bundle (checksums first), derive capacity-fleet.json,
// write the fleet bundle, and verify one by re-deriving it byte for byte. Shared by the CLI
// (`fleet`, `verify-fleet`) and the action's `fleet` command; verifying is verify-fleet-bundle.ts.















const FLEET_FILE = 'capacity-fleet.json';
const FLEET_RECEIPT_FILE = 'capacity-fleet-receipt.md';
const FLEET_REPORT_FILE = 'capacity-fleet-report.html';
const FLEET_PRICES_FILE = 'prices.json';
/** Each runner's evidence inside the fleet bundle: runners/r<index>/ in input order. */
const runnerDir = (index) => `runners/r${index}`;
/** Written into a refused runner's directory: why the fleet did not use its bundle. */
const REFUSED_FILE = 'refused.txt';
/** Files of a runner bundle the fleet keeps (the study binds everything else by hash). */
const KEPT_FILES = [bundle_layout/* STUDY_FILE */.Dx, bundle_layout/* STATUS_FILE */.C5, bundle_layout/* RECEIPT_FILE */.aH];
/**
 * True for every file of a runner bundle the fleet reads (the study, status, receipt, sums, and each
 * run cell's time report and server log); the rest of a runner bundle may be dropped.
 */
const isRunnerFileRead = (rel) => KEPT_FILES.includes(rel) || rel === bundle_layout/* SUMS_FILE */.A$ || isRunnerEvidencePath(rel);
/** `dir/` as `dir`, so files below it are shown as `dir/file`. */
const withoutTrailingSlash = (path) => path.replace(/(?<=.)\/+$/, '');
async function readPrices(path, display) {
    const bytes = await bundle_files_readInputFile(path, display);
    const parsed = (0,assemble/* readJsonFile */.JE)({ path: display, bytes });
    return { table: (0,prices/* parsePriceTable */.Xm)(parsed.value, display, parsed.sha256), bytes };
}
/**
 * Reads one runner's bundle. When the bundle carries SHA256SUMS, every kept file must match its
 * recorded sha256 (a tampered study is refused before anything is derived from it).
 */
/** A runner that left no bundle, or whose bundle was refused: only the reason is kept. */
function absentRunner(label, artifactName, refused) {
    const files = new Map();
    if (refused)
        files.set(REFUSED_FILE, new TextEncoder().encode(`${refused}\n`));
    return {
        evidence: null,
        input: refused
            ? (0,fleet_fleet/* refusedRunner */.Vs)({ label, artifactName }, refused)
            : {
                label,
                artifactName,
                study: null,
                studyValue: null,
                status: null,
                receiptFile: null,
                refused: null,
            },
        files,
    };
}
/**
 * Parsing JSON takes 10-20 times its size in memory and the fleet holds every runner's parsed study
 * at once, so study bytes are bounded before parsing: one study holds its assembly's JSON inputs (at
 * most JSON_INPUT_BOUNDS.total) plus what is derived from them, and all studies of a fleet together
 * stay within twice that. A runner over either bound is refused; the others are kept.
 */
const FLEET_STUDY_BOUNDS = {
    runner: assemble/* JSON_INPUT_BOUNDS */.eg.total + assemble/* JSON_INPUT_BOUNDS */.eg.total / 4,
    total: 2 * (assemble/* JSON_INPUT_BOUNDS */.eg.total + assemble/* JSON_INPUT_BOUNDS */.eg.total / 4),
};
async function loadRunner(source, receiptInFleet, budget) {
    const files = new Map();
    const what = `runner ${JSON.stringify(source.label)}`;
    if (source.path === null || source.refused)
        return absentRunner(source.label, source.artifactName ?? null, source.refused ?? null);
    const shown = withoutTrailingSlash(source.display ?? source.path);
    let st;
    try {
        st = await (0,promises_.lstat)(source.path);
    }
    catch {
        throw new errors/* InputError */.dz(`${what}: ${shown} does not exist (declare a runner without a bundle with --missing)`);
    }
    let dir;
    let names;
    let listed = [];
    let sums = null;
    if (st.isDirectory()) {
        dir = source.path;
        listed = await listBundleDirectory(dir, shown, 'a runner bundle directory');
        names = KEPT_FILES.filter((f) => listed.includes(f));
        if (listed.includes(bundle_layout/* SUMS_FILE */.A$)) {
            const sumsShown = `${shown}/${bundle_layout/* SUMS_FILE */.A$}`;
            sums = parseSha256Sums(await readTextFile(bundlePath(dir, bundle_layout/* SUMS_FILE */.A$), sumsShown), sumsShown);
            for (const name of names) {
                const bytes = await bundle_files_readInputFile(bundlePath(dir, name), `${shown}/${name}`);
                const recorded = sums.get(name);
                if (recorded === undefined)
                    throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, `${name} is not listed in its bundle's ${bundle_layout/* SUMS_FILE */.A$}`);
                const actual = (0,hashing/* sha256Hex */.fg)(bytes);
                if (actual !== recorded)
                    throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, `${name} has sha256 ${actual}, but its bundle's ${bundle_layout/* SUMS_FILE */.A$} records ${recorded}: the file was changed after the study was assembled`, [`${source.path}/${name}`]);
                files.set(name, bytes);
            }
        }
        else {
            for (const name of names)
                files.set(name, await bundle_files_readInputFile(bundlePath(dir, name), `${shown}/${name}`));
        }
    }
    else if (st.isFile()) {
        dir = (0,external_node_path_.dirname)(source.path);
        files.set(bundle_layout/* STUDY_FILE */.Dx, await bundle_files_readInputFile(source.path, shown));
    }
    else
        throw new errors/* InputError */.dz(`${what}: ${shown} must be a bundle directory or a capacity-study.json`);
    const studyBytes = files.get(bundle_layout/* STUDY_FILE */.Dx) ?? null;
    const studyPath = st.isFile() ? source.path : `${source.path}/${bundle_layout/* STUDY_FILE */.Dx}`;
    const statusBytes = files.get(bundle_layout/* STATUS_FILE */.C5) ?? null;
    // Unreadable JSON from a runner is that runner's failure, not the fleet's.
    const parse = (path, bytes) => {
        try {
            return (0,assemble/* readJsonFile */.JE)({ path, bytes }).value;
        }
        catch (e) {
            if (e instanceof errors/* InputError */.dz)
                throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, e.message);
            throw e;
        }
    };
    if (studyBytes !== null) {
        const size = studyBytes.length;
        if (size > budget.bounds.runner)
            throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, `${studyPath}: is ${size} bytes; a runner study is at most ${budget.bounds.runner} bytes`);
        if (budget.used + size > budget.bounds.total)
            throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, `${studyPath}: its ${size} bytes would take the fleet's studies above ${budget.bounds.total} bytes together`);
        budget.used += size;
    }
    const status = statusBytes ? parse(`${source.path}/${bundle_layout/* STATUS_FILE */.C5}`, statusBytes) : null;
    const studyValue = studyBytes ? parse(studyPath, studyBytes) : null;
    let evidence = null;
    if (studyValue !== null) {
        const wanted = runnerEvidenceFiles(studyValue);
        const present = wanted.filter((rel) => listed.includes(rel));
        evidence = present.length ? 'verified' : 'not-carried';
        if (present.length) {
            const read = new Map();
            for (const rel of present) {
                const bytes = await bundle_files_readInputFile(bundlePath(dir, rel), `${shown}/${rel}`);
                const recorded = sums?.get(rel);
                if (sums && recorded !== (0,hashing/* sha256Hex */.fg)(bytes))
                    throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, recorded === undefined
                        ? `${rel} is not listed in its bundle's ${bundle_layout/* SUMS_FILE */.A$}`
                        : `${rel} does not match its bundle's ${bundle_layout/* SUMS_FILE */.A$}: the file was changed after the study was assembled`);
                read.set(rel, bytes);
                files.set(rel, bytes);
            }
            // Carried evidence must be whole and must give the study's numbers; otherwise it is refused.
            const problem = checkRunnerEvidence(studyValue, read);
            if (problem)
                throw new fleet_fleet/* RunnerRefusedError */.JQ(source.label, `its raw evidence does not re-derive its study: ${problem}`);
        }
    }
    return {
        evidence,
        input: {
            label: source.label,
            artifactName: source.artifactName === undefined ? (0,external_node_path_.basename)((0,external_node_path_.resolve)(dir)) : source.artifactName,
            study: studyBytes ? { path: studyPath, bytes: studyBytes } : null,
            studyValue,
            status,
            receiptFile: files.has(bundle_layout/* RECEIPT_FILE */.aH) ? receiptInFleet : null,
        },
        files,
    };
}
/** Reads every runner, derives the fleet and renders its outputs (nothing is written). */
async function buildFleet(options, cwd) {
    const refusals = [];
    const loaded = [];
    const budget = { used: 0, bounds: options.studyBounds ?? FLEET_STUDY_BOUNDS };
    for (const [i, r] of options.runners.entries()) {
        try {
            loaded.push(await loadRunner({
                ...r,
                path: r.path === null ? null : (0,external_node_path_.resolve)(cwd, r.path),
                display: r.display ?? r.path ?? undefined,
            }, `${runnerDir(i)}/${bundle_layout/* RECEIPT_FILE */.aH}`, budget));
        }
        catch (e) {
            // Unreadable bundle content (bad text, a malformed SHA256SUMS) is that runner's failure too.
            const refusal = e instanceof errors/* InputError */.dz && options.refuseBadRunners ? new fleet_fleet/* RunnerRefusedError */.JQ(r.label, e.message) : e;
            if (!(options.refuseBadRunners && refusal instanceof fleet_fleet/* RunnerRefusedError */.JQ))
                throw e;
            refusals.push(refusal);
            loaded.push(absentRunner(r.label, r.artifactName ?? null, refusal.reason));
        }
    }
    const prices = options.pricesPath
        ? await readPrices((0,external_node_path_.resolve)(cwd, options.pricesPath), options.pricesPath)
        : null;
    const fleet = (0,fleet_fleet/* deriveFleet */.gG)({
        runners: loaded.map((l) => l.input),
        prices: prices?.table ?? null,
        minTokensPerSecond: options.minTokensPerSecond ?? null,
        onRefused: options.refuseBadRunners
            ? (refusal) => {
                refusals.push(refusal);
                const i = loaded.findIndex((l) => l.input.label === refusal.label);
                loaded[i] = absentRunner(refusal.label, loaded[i].input.artifactName, refusal.reason);
            }
            : undefined,
    });
    const json = (0,core_json/* canonicalJson */.dj)(fleet);
    const complete = fleet.runners.map((r) => r.status === 'complete');
    const receipt = renderFleetReceipt(fleet) +
        renderEvidenceNote(loaded.flatMap((l, i) => complete[i] && l.evidence ? [{ label: l.input.label, dir: runnerDir(i), evidence: l.evidence }] : []));
    const html = renderFleetHtmlPage(fleet);
    const files = new Map();
    files.set(FLEET_FILE, json);
    files.set(FLEET_RECEIPT_FILE, receipt);
    files.set(FLEET_REPORT_FILE, html);
    if (prices)
        files.set(FLEET_PRICES_FILE, prices.bytes);
    loaded.forEach((l, i) => {
        for (const [name, bytes] of l.files)
            files.set(`${runnerDir(i)}/${name}`, bytes);
    });
    return { fleet, json, receipt, html, files, refusals };
}
/**
 * Writes a fleet bundle (its files plus SHA256SUMS) into a new or empty directory, or replaces a
 * non-empty one with `overwrite`. Its parent must exist (it is never created), and an existing
 * `dir` must be a real directory, never a symbolic link or a file. Callers that take the directory
 * from a user check it against their inputs first (the CLI's checkBundleOutput).
 */
async function writeFleetBundle(dir, result, overwrite = false, display = dir) {
    const present = await (0,promises_.lstat)(dir).catch(() => null);
    if (present?.isSymbolicLink())
        throw new errors/* InputError */.dz('is a symbolic link; give a real directory for the bundle', display);
    if (present && !present.isDirectory())
        throw new errors/* InputError */.dz('exists and is not a directory; give a directory path for the bundle', display);
    if (present) {
        const listed = await listBundleDirectory(dir, display, 'a bundle directory');
        if (listed.length && !overwrite)
            throw new errors/* InputError */.dz('bundle directory is not empty (pass --force to replace it)', display);
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
    try {
        await (0,promises_.mkdir)(dir);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            throw new errors/* InputError */.dz(`directory ${(0,external_node_path_.dirname)(display) || '.'} does not exist (create it first)`, display);
        if (typeof code === 'string')
            throw new errors/* InputError */.dz(`cannot create: ${code}`, display);
        throw e;
    }
    const written = [];
    for (const [rel, content] of [...result.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
        await writeFileEnsuringDir(bundlePath(dir, rel), bytes);
        written.push(rel);
    }
    await writeSha256List(dir, written, bundle_layout/* SUMS_FILE */.A$);
}

;// CONCATENATED MODULE: ./src/adapters/github/github-context.ts
// The workflow run's GitHub context from the runner environment: repository, event payload, pull request.

const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_SERVER_URL = 'https://github.com';
/** Events whose payload carries `pull_request` with head and base repositories. */
const PULL_REQUEST_EVENTS = [
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
];
class GitHubContextError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitHubContextError';
    }
}
const REPOSITORY_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
/**
 * Read the workflow run context from the runner's environment. A missing event file is not an
 * error (local runs); an unreadable or malformed one is, naming GITHUB_EVENT_PATH.
 */
function readGitHubContext(env = process.env, readText = (path) => readFileSync(path, 'utf8')) {
    const value = (name) => {
        const v = env[name];
        return v === undefined || v === '' ? undefined : v;
    };
    const eventName = value('GITHUB_EVENT_NAME');
    const eventPath = value('GITHUB_EVENT_PATH');
    let payload = undefined;
    if (eventPath !== undefined) {
        let text;
        try {
            text = readText(eventPath);
        }
        catch (error) {
            throw new GitHubContextError(`GITHUB_EVENT_PATH ${JSON.stringify(eventPath)} could not be read: ${errorMessage(error)}`);
        }
        try {
            payload = JSON.parse(text);
        }
        catch (error) {
            throw new GitHubContextError(`GITHUB_EVENT_PATH ${JSON.stringify(eventPath)} is not valid JSON: ${errorMessage(error)}`);
        }
    }
    return {
        apiUrl: trimTrailingSlash(value('GITHUB_API_URL') ?? DEFAULT_API_URL),
        serverUrl: trimTrailingSlash(value('GITHUB_SERVER_URL') ?? DEFAULT_SERVER_URL),
        repository: value('GITHUB_REPOSITORY'),
        eventName,
        runId: value('GITHUB_RUN_ID'),
        runAttempt: value('GITHUB_RUN_ATTEMPT'),
        sha: value('GITHUB_SHA'),
        ref: value('GITHUB_REF'),
        pullRequest: eventName === undefined ? undefined : pullRequestFromEvent(eventName, payload),
    };
}
/**
 * The pull request an event is about, or undefined when the event is not a pull-request event or
 * its payload lacks the fields needed to comment safely.
 */
function pullRequestFromEvent(eventName, payload) {
    if (!PULL_REQUEST_EVENTS.includes(eventName))
        return undefined;
    const pr = field(payload, 'pull_request');
    const number = field(pr, 'number');
    const baseRepository = field(field(field(pr, 'base'), 'repo'), 'full_name');
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1)
        return undefined;
    if (typeof baseRepository !== 'string' || !REPOSITORY_PATTERN.test(baseRepository))
        return undefined;
    const headFullName = field(field(field(pr, 'head'), 'repo'), 'full_name');
    const headRepository = typeof headFullName === 'string' ? headFullName : undefined;
    const [owner, repo] = baseRepository.split('/');
    return {
        owner,
        repo,
        number,
        baseRepository,
        headRepository,
        // GitHub compares repositories case-insensitively; a deleted head repo can only have been a fork.
        isFork: headRepository === undefined || headRepository.toLowerCase() !== baseRepository.toLowerCase(),
    };
}
/** Link to the workflow run page, or undefined outside GitHub Actions. */
function workflowRunUrl(context) {
    if (context.repository === undefined || context.runId === undefined)
        return undefined;
    return `${context.serverUrl}/${context.repository}/actions/runs/${encodeURIComponent(context.runId)}`;
}
/** Link that downloads one artifact of this run from the run page. */
function artifactUrl(context, artifactId) {
    const run = workflowRunUrl(context);
    return run === undefined ? undefined : `${run}/artifacts/${encodeURIComponent(String(artifactId))}`;
}
function field(value, name) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    return value[name];
}
function trimTrailingSlash(url) {
    return url.replace(/\/+$/, '');
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/adapters/summary/summary-body.ts
// The Markdown posted as job summary and sticky PR comment. Everything that comes from the plan,
// the artifacts or their error messages is escaped as data (markdown-escape.ts): a hostile label or
// file name can neither format the comment, mention anyone, link anywhere nor forge its marker.

/** A complete study: the receipt (already escaped by its renderer), the baseline comparison, the charts. */
function studySummaryBody(receipt, baselineDelta, charts) {
    return `${receipt}${baselineDelta ? `\n${baselineDelta}` : ''}\n## Capacity charts\n\n${charts}\n`;
}
/** An incomplete study: which stage failed, why, what is missing, and where the diagnostics are. */
function incompleteSummaryBody(s) {
    return [
        '# Capacity study incomplete',
        '',
        `**Failed stage:** ${markdownCode(s.failedStage)}`,
        '',
        `**Reason:** ${markdownText(s.reason)}`,
        '',
        ...(s.missingCells.length
            ? ['**Missing configurations:**', '', ...s.missingCells.map((c) => `- ${markdownText(c)}`), '']
            : []),
        ...(s.problems.length
            ? ['**Artifact problems:**', '', ...s.problems.map((p) => `- ${markdownText(p)}`), '']
            : []),
        s.artifactName
            ? `The diagnostics bundle ${markdownCode(s.artifactName)} keeps every log and measurement that finished.`
            : 'No diagnostics bundle was uploaded (the upload failed; see the log).',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/domain/report/baseline-delta.ts
// Change of the selected operating points against a baseline study (e.g. the base branch's).


// The baseline is a file the job did not produce: even its numbers are shown as data.
const baseline_delta_point = (s) => s?.selectedCell
    ? markdownText(`P${s.selectedCell.serverParallel} / C${s.selectedCell.clientConcurrency}`)
    : 'No eligible point';
const rate = (s) => s?.selectedCell ? `${(0,format/* pyFixed */.mS)(s.selectedCell.generatedTokensPerSecondMedian, 2)} tok/s` : '—';
/** Compares this run's selections with a baseline's (see `readStudySelections` for reading one). */
function baselineDelta(current, baseline) {
    const ids = [...new Set([...current.map((s) => s.candidateId), ...baseline.map((s) => s.candidateId)])];
    let changed = false;
    const rows = ids.map((id) => {
        const now = current.find((s) => s.candidateId === id);
        const base = baseline.find((s) => s.candidateId === id);
        const samePoint = baseline_delta_point(now) === baseline_delta_point(base);
        if (!samePoint)
            changed = true;
        let delta = '—';
        if (now?.selectedCell && base?.selectedCell && base.selectedCell.generatedTokensPerSecondMedian !== 0) {
            const pct = ((now.selectedCell.generatedTokensPerSecondMedian -
                base.selectedCell.generatedTokensPerSecondMedian) /
                base.selectedCell.generatedTokensPerSecondMedian) *
                100;
            delta = `${pct >= 0 ? '+' : '-'}${(0,format/* pyFixed */.mS)(Math.abs(pct), 1)}%`;
        }
        return `| ${markdownText(id)} | ${baseline_delta_point(base)} · ${rate(base)} | ${baseline_delta_point(now)} · ${rate(now)} | ${delta} | ${samePoint ? 'unchanged' : '**changed**'} |`;
    });
    const markdown = [
        '## Change vs baseline',
        '',
        '| Candidate | Baseline point | This run | Rate change | Selection |',
        '| --- | --- | --- | ---: | --- |',
        ...rows,
        '',
    ].join('\n');
    return { selectionChanged: changed, markdown };
}

;// CONCATENATED MODULE: ./src/action/run-env.ts
// Facts of the workflow run the action reads from its environment: attempt, run number, run URL, event payload.

/**
 * The run attempt (GITHUB_RUN_ATTEMPT; 1 when unset). A value that is not a plain positive integer
 * is a ConfigurationError naming the variable; readInputs checks it first, so a step stops before
 * any work, and every later caller sees the same rule.
 */

function runUrl(env) {
    if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID)
        return undefined;
    return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}
async function readEvent(env) {
    if (!env.GITHUB_EVENT_PATH)
        return undefined;
    try {
        return JSON.parse(await (0,promises_.readFile)(env.GITHUB_EVENT_PATH, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** GITHUB_RUN_NUMBER as a positive integer; undefined when unset or not a plain number. */
function runNumber(env) {
    const v = env.GITHUB_RUN_NUMBER;
    return v !== undefined && /^[1-9][0-9]{0,14}$/.test(v) ? Number(v) : undefined;
}

;// CONCATENATED MODULE: ./src/action/report.ts
// The assemble step's report: job summary, sticky PR comment, outputs, fail-on; or a cancelled study's.












/** What a cancelled study or fleet says in the log and the job summary. */
const CANCELLED = {
    study: { whose: 'The study job', title: 'Capacity study cancelled', none: 'no study was assembled' },
    fleet: {
        whose: "A runner's study job",
        title: 'Capacity fleet study cancelled',
        none: 'no fleet was compared',
    },
};
/**
 * The study job (or, for a fleet, a runner's study job) was cancelled — usually superseded by a newer run of the same plan and ref while it
 * waited for the concurrency group. That is not a failed study: nothing is assembled, the sticky
 * comment (which may hold a good receipt) is left alone, and no fail-on condition applies.
 */
async function recordCancelled(ports, kind = 'study') {
    const what = CANCELLED[kind];
    const why = `${what.whose} of this run was cancelled (superseded by a newer run, or cancelled by hand), ` +
        `so ${what.none}. The pull request comment is left as it was; the newer run reports its own ${kind}.`;
    ports.log.notice(why);
    try {
        await ports.writeSummary(`# ${what.title}\n\n${why}\n`, { name: '', url: runUrl(ports.env) });
    }
    catch (e) {
        ports.log.warning(`job summary not written: ${e.message}`);
    }
    ports.setOutput('status', 'cancelled');
    ports.setOutput('bundle-artifact-name', '');
    ports.setOutput('bundle-artifact-id', '');
    return 'cancelled';
}
/** Writes the job summary and the sticky comment, sets the outputs, and adds the fail-on failures. */
async function reportAssembly(inputs, ports, { result, problems, name, artifactId, bundleDir }, failures) {
    const complete = result.complete;
    const url = runUrl(ports.env);
    let body;
    let selectionChanged = false;
    if (complete && result.study) {
        const charts = renderMermaidCharts(result.study);
        let delta = '';
        if (inputs.baselineStudy) {
            try {
                const base = readStudySelections((0,core_json/* parseJson */.qF)((0,core_json/* decodeUtf8Strict */.h0)(await (0,promises_.readFile)(await resolveWithoutSymlinks(ports.cwd, inputs.baselineStudy, action_inputs/* INPUT_NAMES */.Qh.baselineStudy)))), inputs.baselineStudy);
                const d = baselineDelta(readStudyView(result.study).selections, base);
                selectionChanged = d.selectionChanged;
                delta = d.markdown;
            }
            catch (e) {
                ports.log.warning(`baseline study ${inputs.baselineStudy} could not be read (${e.message}); no comparison shown`);
            }
        }
        body = studySummaryBody(result.receipt ?? '', delta, charts);
    }
    else {
        body = incompleteSummaryBody({
            failedStage: String(result.status.failed_stage),
            reason: String(result.status.reason),
            missingCells: result.missingCells,
            problems,
            artifactName: name,
        });
    }
    try {
        const s = await ports.writeSummary(body, { name, url });
        if (s.truncated)
            ports.log.notice('the receipt was truncated in the job summary; the full receipt is in the bundle artifact');
    }
    catch (e) {
        ports.log.warning(`job summary not written: ${e.message}`);
    }
    await postStickyComment(inputs, ports, inputs.plan, body, url);
    ports.setOutput('status', complete ? 'complete' : 'incomplete');
    ports.setOutput('bundle-artifact-name', name);
    ports.setOutput('bundle-artifact-id', artifactId);
    if (complete) {
        ports.setOutput('study-path', (0,external_node_path_.join)(bundleDir, bundle_layout/* STUDY_FILE */.Dx));
        ports.setOutput('receipt-path', (0,external_node_path_.join)(bundleDir, bundle_layout/* RECEIPT_FILE */.aH));
        ports.setOutput('selected-points', JSON.stringify(result.status.selected_operating_points));
    }
    if (inputs.failOn.includes('incomplete') && !complete)
        failures.push(`study incomplete (stage ${String(result.status.failed_stage)}): ${String(result.status.reason)}`);
    if (complete && inputs.failOn.includes('no-eligible-point')) {
        const none = Object.entries(result.status.selected_operating_points)
            .filter(([, v]) => v === null)
            .map(([k]) => k);
        if (none.length)
            failures.push(`no eligible operating point for ${none.join(', ')}`);
    }
    if (selectionChanged && inputs.failOn.includes('selection-changed'))
        failures.push('the selected operating point changed against the baseline study');
}
/** Creates or updates the sticky PR comment for `key` and logs the outcome (problems as warnings). */
async function postStickyComment(inputs, ports, key, body, bundleUrl) {
    const event = await readEvent(ports.env);
    const comment = await ports.upsertComment({
        key,
        body,
        mode: inputs.comment,
        pullRequest: ports.env.GITHUB_EVENT_NAME
            ? pullRequestFromEvent(ports.env.GITHUB_EVENT_NAME, event)
            : undefined,
        apiUrl: ports.env.GITHUB_API_URL ?? DEFAULT_API_URL,
        token: inputs.githubToken,
        bundleUrl,
        runNumber: runNumber(ports.env),
    });
    if (comment.outcome === 'forbidden' || comment.outcome === 'rate-limited' || comment.outcome === 'failed')
        ports.log.warning(`PR comment: ${comment.message}`);
    else
        ports.log.info(`PR comment: ${comment.outcome}`);
}

;// CONCATENATED MODULE: ./src/action/fleet-action.ts
// The action's `fleet` command: assemble every runner's study from its own cell artifacts (runner i
// used the artifact prefix `<prefix>-r<i>`), derive capacity-fleet.json, upload the fleet bundle,
// and report it (job summary, sticky PR comment, outputs). A runner whose artifacts do not make a
// complete study is recorded as incomplete; the others stay intact. A fleet whose runner studies
// were cancelled (superseded by a newer run) is recorded as cancelled, like the assemble command.











/** Artifact prefix of runner `index` in a fleet with prefix `prefix` (the workflow uses the same rule). */
const runnerArtifactPrefix = (prefix, index) => `${prefix}-r${index}`;
/**
 * Assembles each runner's study here, from that runner's cell artifacts of the chosen attempt, with
 * the code the assemble job runs (assembleFromArtifacts). No bundle a job uploaded is read: any job
 * of the run can upload an artifact under any name, so a bundle artifact proves nothing about who
 * made it. A runner that left no usable artifacts is recorded with the incomplete status its
 * assembly wrote. Of each assembled bundle only what the fleet reads is kept, so the disk holds one
 * full study at a time.
 */
async function assembleRunners(inputs, ports, labels, dir) {
    const sources = [];
    for (const [i, label] of labels.entries()) {
        const prefix = runnerArtifactPrefix(inputs.artifactPrefix, i);
        const bundleDir = (0,external_node_path_.join)(dir, `r${i}`);
        const staging = (0,external_node_path_.join)(dir, `r${i}-download`);
        ports.log.info(`runner ${label}: assembling its study from the ${prefix}-* cell artifacts`);
        const { result, problems } = await assembleFromArtifacts({
            store: ports.artifacts,
            prefix,
            currentAttempt: (0,action_inputs/* readRunAttempt */.LO)(ports.env),
            bundleDir,
            stagingDir: staging,
            log: {
                info: (m) => ports.log.info(`runner ${label}: ${m}`),
                warning: (m) => ports.log.warning(`runner ${label}: ${m}`),
            },
        });
        await (0,promises_.rm)(staging, { recursive: true, force: true });
        for (const p of problems)
            ports.log.error(`runner ${label}: ${p}`);
        if (!result.complete)
            ports.log.warning(`runner ${label}: incomplete (stage ${String(result.status.failed_stage)}): ${String(result.status.reason)}`);
        await keepOnlyRead(bundleDir);
        sources.push({ label, path: bundleDir, artifactName: prefix, display: `${prefix} (assembled here)` });
    }
    return sources;
}
/** Removes every file of an assembled runner bundle the fleet does not read. */
async function keepOnlyRead(dir) {
    for (const rel of await listBundleFiles(dir))
        if (!isRunnerFileRead(rel))
            await (0,promises_.rm)((0,external_node_path_.join)(dir, rel));
}
async function commandFleet(inputs, ports, failures) {
    if (!inputs.runners)
        throw new action_inputs/* ConfigurationError */.j1(action_inputs/* INPUT_NAMES */.Qh.runners, `Input '${action_inputs/* INPUT_NAMES */.Qh.runners}' is required for the fleet command.`);
    // A runner's study superseded by a newer run: that run reports its own fleet; nothing is
    // downloaded or uploaded, the comment is left alone and fail-on does not apply.
    if (inputs.studyResult === 'cancelled') {
        ports.setOutput('decision', 'null');
        return recordCancelled(ports, 'fleet');
    }
    // The fleet dir is wiped and rewritten: no symlink may redirect it (same rule as assemble).
    const work = (0,external_node_path_.join)(await resolveWorkDir(ports.cwd, inputs.workDir), 'fleet');
    await (0,promises_.rm)(work, { recursive: true, force: true });
    const incoming = (0,external_node_path_.join)(work, 'incoming');
    await (0,promises_.mkdir)(incoming, { recursive: true });
    let pricesPath;
    if (inputs.prices !== undefined) {
        pricesPath = (0,external_node_path_.join)(work, 'prices.json');
        await (0,promises_.writeFile)(pricesPath, inputs.prices);
    }
    const sources = await assembleRunners(inputs, ports, inputs.runners, incoming);
    // A runner whose bundle fails its checks is refused and recorded; the others are kept.
    let result;
    try {
        result = await buildFleet({
            runners: sources,
            pricesPath,
            minTokensPerSecond: inputs.minTokensPerSecond ?? null,
            refuseBadRunners: true,
        }, ports.cwd);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz && pricesPath && e.message.startsWith(pricesPath))
            throw new action_inputs/* ConfigurationError */.j1(action_inputs/* INPUT_NAMES */.Qh.prices, `Input '${action_inputs/* INPUT_NAMES */.Qh.prices}': ${e.message.slice(pricesPath.length + 2)}`);
        throw e;
    }
    for (const refusal of result.refusals) {
        ports.log.error(refusal.message);
        failures.push(refusal.message);
    }
    const bundleDir = (0,external_node_path_.join)(work, 'bundle');
    await writeFleetBundle(bundleDir, result, true);
    const name = (0,artifact_names/* artifactName */.Cs)({
        prefix: `${inputs.artifactPrefix}-fleet`,
        kind: 'bundle',
        runAttempt: (0,action_inputs/* readRunAttempt */.LO)(ports.env),
    });
    let artifactId = '';
    let uploaded = '';
    try {
        const up = await ports.artifacts.uploadDirectory(name, bundleDir, await listBundleFiles(bundleDir), {
            retentionDays: inputs.artifactRetentionDays,
        });
        artifactId = String(up.id);
        uploaded = name;
    }
    catch (e) {
        // An artifact of that name may exist, but this job did not write it: it is never reported.
        const why = `fleet bundle upload failed, so no fleet bundle artifact is reported: ${e.message}`;
        failures.push(why);
        ports.log.error(why);
    }
    // GitHub gives one result for the whole study matrix, so a failed or skipped runner job cannot be
    // pinned on a runner here: the fleet as a whole is then at most incomplete.
    const jobProblem = inputs.studyResult !== undefined && inputs.studyResult !== 'success'
        ? `the study matrix's result is ${inputs.studyResult}, not success: at least one runner's study job did not finish cleanly, and GitHub does not say which`
        : null;
    if (jobProblem)
        ports.log.warning(jobProblem);
    const url = runUrl(ports.env);
    // The receipt links runner receipts inside the fleet bundle; the run page lists every artifact.
    const body = result.receipt +
        (jobProblem ? `\n**Not complete:** ${jobProblem}.\n` : '') +
        (url
            ? `\nEvery runner's cell artifacts and the fleet bundle${uploaded ? ` \`${uploaded}\`` : ''} are artifacts of [this run](${url}#artifacts).\n`
            : '');
    try {
        await ports.writeSummary(body, { name: uploaded, url });
    }
    catch (e) {
        ports.log.warning(`job summary not written: ${e.message}`);
    }
    await postStickyComment(inputs, ports, `fleet:${inputs.plan}`, body, url);
    const fleet = result.fleet;
    const complete = fleet.status === 'complete' && jobProblem === null;
    ports.setOutput('status', complete ? 'complete' : 'incomplete');
    ports.setOutput('bundle-artifact-name', uploaded);
    ports.setOutput('bundle-artifact-id', artifactId);
    ports.setOutput('study-path', (0,external_node_path_.join)(bundleDir, FLEET_FILE));
    ports.setOutput('receipt-path', (0,external_node_path_.join)(bundleDir, FLEET_RECEIPT_FILE));
    ports.setOutput('decision', JSON.stringify(result.fleet.decision.choice ?? null));
    if (!complete && inputs.failOn.includes('incomplete')) {
        const missing = fleet.runners
            .filter((r) => r.status !== 'complete')
            .map((r) => r.label);
        if (missing.length)
            failures.push(`fleet incomplete: ${missing.join(', ')} did not produce a verified study`);
        if (jobProblem)
            failures.push(`fleet incomplete: ${jobProblem}`);
    }
    return complete ? 'complete' : 'incomplete';
}

// EXTERNAL MODULE: ./src/action/outcome.ts
var outcome = __webpack_require__(85458);
;// CONCATENATED MODULE: ./src/action/caches.ts
// The action's build, model and npm-tarball caches: where they live, their restore and their save.
// The default directory belongs to one job (under RUNNER_TEMP, emptied by the runner), and only
// entries this job put there are saved: an entry found already present may have been planted by
// code an earlier job ran as the same user (a pull request's build on a non-ephemeral runner).








const pathSafe = (v, fallback) => v !== undefined && v !== '' ? v.replace(/[^A-Za-z0-9._-]/g, '_') : fallback;
/**
 * The `cache-dir` input when set; otherwise a directory of this job under RUNNER_TEMP, never a
 * directory that outlives the job (RUNNER_TOOL_CACHE survives between jobs on a persistent runner).
 */
function cacheDirFor(inputs, env, cwd) {
    if (inputs.cacheDir)
        return (0,external_node_path_.resolve)(cwd, inputs.cacheDir);
    const temp = env.RUNNER_TEMP;
    if (temp === undefined || temp === '')
        throw new errors/* InputError */.dz('RUNNER_TEMP is not set: set the cache-dir input to choose a cache directory');
    const job = [env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT, env.GITHUB_JOB].map((v) => pathSafe(v, 'x'));
    return (0,external_node_path_.join)(temp, `paretopilot-capacity-cache-${job.join('-')}`);
}
/** The model files and npm tarballs a plan caches (its builds' keys are resolved by restoreCaches). */
function fileEntries(ctx, cacheDir) {
    const models = ctx.spec.candidates.flatMap((c) => c.model.kind === 'fixture'
        ? []
        : [
            {
                key: `paretopilot-capacity-model-${c.model.sha256}`,
                sha256: c.model.sha256,
                path: modelCachePath(cacheDir, c.model.sha256),
            },
        ]);
    const npm = ctx.spec.source.kind === 'npm-bundle'
        ? {
            path: cachePath(cacheDir, 'npmTarballs'),
            key: `paretopilot-capacity-npm-${(0,hashing/* sha256Hex */.fg)(ctx.spec.source.integrity).slice(0, 32)}`,
        }
        : undefined;
    return { models, npm };
}
async function restoreCaches(ctx, ports, cacheDir) {
    const builds = new Map();
    const models = new Map();
    if (!ports.cache)
        return { builds, models };
    const cache = ports.cache;
    const buildEntries = [];
    for (const variant of ctx.spec.builds) {
        const { key } = await resolveBuildCacheKey({ source: ctx.spec.source, variant, env: ports.env });
        buildEntries.push({ label: variant.label, key, path: buildEntryDir(cacheDir, key) });
    }
    const entries = fileEntries(ctx, cacheDir);
    const preexisting = new Set([...buildEntries, ...entries.models, ...(entries.npm ? [entries.npm] : [])]
        .map((e) => e.path)
        .filter((p) => (0,external_node_fs_.existsSync)(p)));
    for (const { label, key, path } of buildEntries) {
        const restored = await cache.restore([path], `paretopilot-capacity-build-${key}`).catch((e) => {
            ports.log.warning(`build cache restore failed (${e.message}); building instead`);
            return false;
        });
        ports.log.info(`build ${label}: cache ${restored ? 'hit' : 'miss'} (${key})`);
        builds.set(label, { key, restored });
    }
    for (const { key, sha256, path } of entries.models) {
        const restored = await cache.restore([path], key).catch(() => false);
        models.set(sha256, restored);
    }
    const npmRestored = entries.npm
        ? await cache.restore([entries.npm.path], entries.npm.key).catch(() => false)
        : false;
    return { builds, models, preexisting, npmRestored };
}
async function saveCaches(ctx, ports, cacheDir, restored) {
    if (!ports.cache)
        return;
    const cache = ports.cache;
    const save = async (path, key, restoredHere) => {
        if (restoredHere)
            return;
        // Not built by this job: saving it would publish whatever wrote it into the branch's cache scope.
        if (restored.preexisting?.has(path)) {
            ports.log.info(`cache ${key} not saved: ${path} was in the cache directory before this job`);
            return;
        }
        try {
            await cache.save([path], key);
            ports.log.info(`saved cache ${key}`);
        }
        catch (e) {
            ports.log.info(`cache ${key} not saved: ${e.message}`);
        }
    };
    for (const [, b] of restored.builds)
        await save(buildEntryDir(cacheDir, b.key), `paretopilot-capacity-build-${b.key}`, b.restored);
    const entries = fileEntries(ctx, cacheDir);
    for (const { key, sha256, path } of entries.models)
        await save(path, key, restored.models.get(sha256) === true);
    if (entries.npm)
        await save(entries.npm.path, entries.npm.key, restored.npmRestored === true);
}

;// CONCATENATED MODULE: ./src/action/study-events.ts
// The measuring steps' study events: a log group per cell; each finished cell uploaded with its sha256s.





function studyEvents(ports, inputs, bundleDir, failures) {
    let open = null;
    const runAttempt = (0,action_inputs/* readRunAttempt */.LO)(ports.env);
    return {
        log: (line) => ports.log.info(line),
        progress: (line) => {
            const m = /^(?:cell \S+ (\S+) (\S+) P(\d+)|quality \S+ (\S+) P(\d+))/.exec(line);
            const group = m ? (m[1] ? `${m[1]}/${m[2]}/p${m[3]}` : `quality ${m[4]}/p${m[5]}`) : null;
            if (group && group !== open) {
                if (open)
                    ports.log.endGroup();
                ports.log.startGroup(group);
                open = group;
            }
            ports.log.info(line);
        },
        runFinished: async (info) => {
            if (open) {
                ports.log.endGroup();
                open = null;
            }
            const [passOrCandidate, ...rest] = info.label.split('/');
            const parts = info.kind === 'run'
                ? {
                    prefix: inputs.artifactPrefix,
                    kind: 'run',
                    pass: passOrCandidate,
                    candidate: rest[0],
                    serverParallel: Number(rest[1].slice(1)),
                    runAttempt,
                }
                : {
                    prefix: inputs.artifactPrefix,
                    kind: 'quality',
                    candidate: passOrCandidate,
                    serverParallel: Number(rest[0].slice(1)),
                    runAttempt,
                };
            const name = (0,artifact_names/* artifactName */.Cs)(parts);
            try {
                const files = [...(await writeSha256List(info.dir, info.files, bundle_layout/* CELL_SUMS_FILE */.hu)), bundle_layout/* CELL_SUMS_FILE */.hu];
                const relDir = (0,external_node_path_.relative)(bundleDir, info.dir).split('\\').join('/');
                const uploaded = await ports.artifacts.uploadDirectory(name, bundleDir, files.map((f) => `${relDir}/${f}`), { retentionDays: inputs.artifactRetentionDays });
                ports.log.info(`uploaded ${name} (${uploaded.size} bytes${uploaded.attempts > 1 ? `, ${uploaded.attempts} attempts` : ''})${info.ok ? '' : ' — configuration failed; logs kept'}`);
            }
            catch (e) {
                const msg = `upload of ${name} failed after retries: ${e.message}`;
                failures.push(msg);
                ports.log.error(msg);
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/action/run-action.ts
// The action's ports and commands (prepare, measure, quality, assemble, verify) over the orchestrators.
// Every outside effect goes through ActionPorts, so tests can run every command against real local
// servers and in-memory or loopback fakes.






















async function commandPrepare(inputs, ports, failures) {
    const ctx = await loadStudyContext(inputs.plan, ports.cwd);
    const cacheDir = cacheDirFor(inputs, ports.env, ports.cwd);
    const options = { workDir: await resolveWorkDir(ports.cwd, inputs.workDir), cacheDir, env: ports.env };
    const restored = inputs.cache
        ? await restoreCaches(ctx, ports, cacheDir)
        : { builds: new Map(), models: new Map() };
    await prepareStudy(ctx, options, studyEvents(ports, inputs, (0,stages/* workPaths */.yY)(options.workDir).bundle, failures));
    if (inputs.cache)
        await saveCaches(ctx, ports, cacheDir, restored);
    const bundle = (0,stages/* workPaths */.yY)(options.workDir).bundle;
    const files = (await listBundleFiles(bundle)).filter((f) => !f.startsWith('runs/') && !f.startsWith('quality/'));
    const name = (0,artifact_names/* artifactName */.Cs)({
        prefix: inputs.artifactPrefix,
        kind: 'prepare',
        runAttempt: (0,action_inputs/* readRunAttempt */.LO)(ports.env),
    });
    await writeSha256List(bundle, files, bundle_layout/* PREPARE_SUMS_FILE */._U);
    await ports.artifacts.uploadDirectory(name, bundle, [...files, bundle_layout/* PREPARE_SUMS_FILE */._U], {
        retentionDays: inputs.artifactRetentionDays,
    });
    ports.log.info(`uploaded ${name} (${files.length} files)`);
}
async function commandMeasure(inputs, ports, failures, quality) {
    const ctx = await loadStudyContext(inputs.plan, ports.cwd);
    const options = {
        workDir: await resolveWorkDir(ports.cwd, inputs.workDir),
        cacheDir: cacheDirFor(inputs, ports.env, ports.cwd),
        env: ports.env,
    };
    const prepared = await readPrepared(ctx, options.workDir);
    const events = studyEvents(ports, inputs, (0,stages/* workPaths */.yY)(options.workDir).bundle, failures);
    if (quality) {
        await measureQuality(ctx, prepared, options, events);
        return;
    }
    const passes = (0,action_inputs/* resolvePassSelector */.nQ)(inputs.pass, ctx.plan.passes.map((p) => p.id));
    if (passes.length === 0)
        ports.log.info('no passes after the first mirrored pair: nothing to measure');
    for (const pass of passes) {
        ports.log.info(`pass ${pass}`);
        await measurePass(ctx, prepared, pass, options, events);
    }
}
async function commandAssemble(inputs, ports, failures) {
    if (inputs.studyResult === 'cancelled')
        return recordCancelled(ports);
    const workDir = await resolveWorkDir(ports.cwd, inputs.workDir);
    const bundleDir = (0,stages/* workPaths */.yY)(workDir).bundle;
    const { result, problems } = await assembleFromArtifacts({
        store: ports.artifacts,
        prefix: inputs.artifactPrefix,
        currentAttempt: (0,action_inputs/* readRunAttempt */.LO)(ports.env),
        bundleDir,
        stagingDir: (0,external_node_path_.join)(workDir, 'download'),
        log: { info: (m) => ports.log.info(m), warning: (m) => ports.log.warning(m) },
        extras: bundleExtras(),
        studyResult: inputs.studyResult,
    });
    for (const p of problems)
        ports.log.error(p);
    // Rejected artifacts already turned the result incomplete above.
    const complete = result.complete;
    const name = (0,artifact_names/* artifactName */.Cs)({
        prefix: inputs.artifactPrefix,
        kind: complete ? 'bundle' : 'diagnostics',
        runAttempt: (0,action_inputs/* readRunAttempt */.LO)(ports.env),
    });
    let artifactId = '';
    let uploaded = '';
    try {
        const files = await listBundleFiles(bundleDir);
        const up = await ports.artifacts.uploadDirectory(name, bundleDir, files, {
            retentionDays: inputs.artifactRetentionDays,
        });
        artifactId = String(up.id);
        uploaded = name;
    }
    catch (e) {
        // An artifact of that name may exist, but this job did not write it (any job of the run can
        // upload one first): it is never reported as the bundle.
        failures.push(`bundle upload failed, so no bundle artifact is reported: ${e.message}`);
        ports.log.error(`bundle upload failed, so no bundle artifact is reported: ${e.message}`);
    }
    await reportAssembly(inputs, ports, { result, problems, name: uploaded, artifactId, bundleDir }, failures);
    return complete ? 'complete' : 'incomplete';
}
/** Runs one command; never throws for measured-run reporting problems, returns failures instead. */
async function runAction(inputs, ports) {
    const failures = [];
    // A run attempt that is not a plain number is refused before any command touches the work dir.
    (0,action_inputs/* readRunAttempt */.LO)(ports.env);
    try {
        switch (inputs.command) {
            case 'prepare':
                await commandPrepare(inputs, ports, failures);
                break;
            case 'measure':
                await commandMeasure(inputs, ports, failures, false);
                break;
            case 'quality':
                await commandMeasure(inputs, ports, failures, true);
                break;
            case 'assemble': {
                const status = await commandAssemble(inputs, ports, failures);
                return { status, failures };
            }
            case 'fleet': {
                const status = await commandFleet(inputs, ports, failures);
                return { status, failures };
            }
            case 'verify': {
                const bundle = (0,stages/* workPaths */.yY)(await resolveWorkDir(ports.cwd, inputs.workDir)).bundle;
                let ok;
                try {
                    ok = (await verifyBundle(bundle, (line) => ports.log.info(line))).ok;
                }
                catch (e) {
                    ports.log.info(`verify: ${(0,outcome/* unreadableBundle */.WZ)(e)}`);
                    ok = false;
                }
                if (!ok)
                    failures.push('bundle verification failed (see the log for every mismatch)');
                break;
            }
        }
    }
    catch (e) {
        const failure = (0,outcome/* commandFailure */._I)(e, ports.log);
        if (failure === undefined)
            throw e;
        // The bundle records which stage failed (best effort).
        if (e instanceof stages/* StageError */.Zu)
            await resolveWorkDir(ports.cwd, inputs.workDir)
                .then((dir) => writeIncomplete((0,stages/* workPaths */.yY)(dir).bundle, e.stage, e.message, e.cell ? [e.cell] : []))
                .catch(() => undefined);
        failures.push(failure);
    }
    return { status: failures.length ? 'failed' : 'ok', failures };
}

// EXTERNAL MODULE: ./src/action/step-state.ts
var step_state = __webpack_require__(64634);
;// CONCATENATED MODULE: ./src/action/step.ts
// The action's main step: read inputs once, wire the real ports (artifacts, cache, summary, sticky
// comment) and run one command. Loaded only after the runner's environment was checked.












/** The step's main run: read inputs once, wire the real ports, run one command. */
async function runStep() {
    const stateFile = (0,step_state/* serverStateFile */.D9)(process.env);
    core/* saveState */.LZ(step_state/* STATE_SERVERS */.xI, stateFile);
    process_registry/* defaultServerRegistry */.g8.setStateFile(stateFile);
    const inputs = (0,action_inputs/* readInputs */.Ko)();
    // The token now lives only in `inputs`: no library's child process can inherit it.
    withholdCredentials(process.env);
    const ports = {
        log: {
            // Text from artifacts and plans is logged inert: it can never act as a workflow command.
            info: (m) => core/* info */.pq((0,inert_log/* inertLogText */.I)(m)),
            notice: (m, p) => core/* notice */.lm(m, p),
            warning: (m, p) => core/* warning */.$e(m, p),
            error: (m, p) => core/* error */.z3(m, p),
            startGroup: (n) => core/* startGroup */.Oh(n),
            endGroup: () => core/* endGroup */.N4(),
        },
        setOutput: (n, v) => core/* setOutput */.uH(n, v),
        setFailed: (m) => core/* setFailed */.C1(m),
        artifacts: new GitHubArtifactStore({
            onRetry: (e) => core/* warning */.$e(`artifact upload retry: ${JSON.stringify(e)}`),
        }),
        cache: inputs.cache && cache/* isFeatureAvailable */.w3()
            ? {
                restore: async (paths, key) => (await cache/* restoreCache */.P3(paths, key)) !== undefined,
                save: async (paths, key) => {
                    await cache/* saveCache */.Io(paths, key);
                },
            }
            : null,
        writeSummary: (markdown, bundle) => writeSummary(markdown, { bundleLink: bundle }),
        upsertComment: (options) => upsertStickyComment(options, { truncate: (md, max) => cutMarkdown(md, max) }),
        env: process.env,
        cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    };
    const result = await runAction(inputs, ports);
    if (result.failures.length)
        core/* setFailed */.C1(result.failures.join('\n'));
}


/***/ }),

/***/ 1357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inertLogText)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Log text that came from artifacts, plans or the GitHub API is data, never a workflow command: text
// holding `::` or `##[` (which a runner could act on: `::add-mask::…`, a legacy `##[…]`) is written
// between `::stop-commands::` and its unguessable resume token.

/**
 * The runner reads a line as a command when, after leading whitespace, it starts with `::`, or
 * when it holds `##[` anywhere (the legacy form). Its whitespace is .NET's (`Char.IsWhiteSpace`,
 * which includes U+0085 NEXT LINE that JavaScript's `\s` lacks). Rather than a copy of that list
 * that could drift from the runner's, any `::` fences the text, whatever precedes it.
 */
const COMMAND_LIKE = /::|##\[/;
/**
 * `text` unchanged when it holds neither `::` nor `##[`; otherwise fenced by stop-commands. A
 * trailing newline stays after the fence, so the resume token always stands on a line of its own.
 */
function inertLogText(text, token = () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')) {
    if (!COMMAND_LIKE.test(text))
        return text;
    const resume = token();
    const end = text.endsWith('\n') ? '\n' : '';
    return `::stop-commands::${resume}\n${end ? text.slice(0, -1) : text}\n::${resume}::${end}`;
}


/***/ }),

/***/ 7447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _D: () => (/* binding */ killLeftoverServers),
/* harmony export */   g8: () => (/* binding */ defaultServerRegistry)
/* harmony export */ });
/* unused harmony exports SERVER_STATE_SCHEMA_VERSION, ServerStateFileError, ProcessRegistry, installSignalCleanup */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _process_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83212);
// Every server we start is recorded here (and optionally in a JSON state file) so none outlives us:
// Ctrl-C stops them all, and a later process (an action's `post` step) can kill leftovers.
// Several processes share one state file (each action step is its own process): each keeps the
// others' entries, and the post step signals only processes it can prove are the ones recorded.





const SERVER_STATE_SCHEMA_VERSION = '1.0';
class ServerStateFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ServerStateFileError';
    }
}
class ProcessRegistry {
    entries = new Map();
    /** timePids this registry unregistered: their lines are removed from the shared file, not kept. */
    removed = new Set();
    stateFile;
    constructor(options = {}) {
        this.stateFile = options.stateFile;
    }
    /**
     * Where the registry mirrors its records (undefined: memory only). Writes the file at once,
     * keeping every entry other processes (earlier steps) left in it.
     */
    setStateFile(stateFile) {
        this.stateFile = stateFile;
        this.persist();
    }
    getStateFile() {
        return this.stateFile;
    }
    register(record, stop) {
        this.removed.delete(record.timePid);
        this.entries.set(record.timePid, { record: { ...record }, stop });
        this.persist();
    }
    update(timePid, patch) {
        const entry = this.entries.get(timePid);
        if (entry) {
            entry.record = { ...entry.record, ...patch };
            this.persist();
        }
    }
    unregister(timePid) {
        if (this.entries.delete(timePid)) {
            this.removed.add(timePid);
            this.persist();
        }
    }
    list() {
        return [...this.entries.values()].map((e) => ({ ...e.record }));
    }
    get size() {
        return this.entries.size;
    }
    /** Stops every registered server with its own INT → TERM → KILL sequence; never rejects. */
    async stopAll() {
        await Promise.allSettled([...this.entries.values()].map((e) => e.stop()));
    }
    /** Last resort when we cannot wait (second Ctrl-C, process exit): SIGKILL at once, synchronously. */
    killAllNow() {
        for (const { record } of this.entries.values()) {
            if (record.serverPid !== null && (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.serverPid, record.serverStartTicks)) {
                (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(record.serverPid, 'SIGKILL');
            }
            if ((0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.timePid, record.timeStartTicks)) {
                (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(-record.timePid, 'SIGKILL');
            }
        }
    }
    persist() {
        if (this.stateFile === undefined) {
            return;
        }
        // Read-merge-write: entries of other processes stay; ours replace any stale line with our pid.
        const ours = this.list();
        const drop = new Set([...ours.map((r) => r.timePid), ...this.removed]);
        const others = readStateRecords(this.stateFile).filter((r) => !drop.has(r.timePid));
        writeStateFile(this.stateFile, [...others, ...ours]);
    }
}
/** Records already in a shared state file; none when it is missing or unreadable (it is rewritten). */
function readStateRecords(stateFile) {
    try {
        return parseStateFile(stateFile, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(stateFile, 'utf8'));
    }
    catch {
        return [];
    }
}
function writeStateFile(stateFile, servers) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(stateFile), { recursive: true });
    const tmp = `${stateFile}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ schema_version: SERVER_STATE_SCHEMA_VERSION, servers }, null, 2)}\n`);
    // Rename is atomic, so a concurrent reader never sees half a file.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, stateFile);
}
/** The registry startServer uses unless told otherwise. */
const defaultServerRegistry = new ProcessRegistry();
/**
 * Installs SIGINT/SIGTERM handlers that stop every registered server and then exit with 128 + signal
 * number (130 / 143); a second signal kills at once. Also SIGKILLs anything still registered on
 * process exit. Returns a function that removes the handlers.
 */
function installSignalCleanup(options = {}) {
    const registry = options.registry ?? defaultServerRegistry;
    const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
    const exit = options.exit ?? ((code) => process.exit(code));
    let cleaning = false;
    const exitCodeFor = (signal) => 128 + (osConstants.signals[signal] ?? 0);
    const onSignal = (signal) => {
        options.onSignal?.(signal);
        if (cleaning) {
            registry.killAllNow();
            exit(exitCodeFor(signal));
            return;
        }
        cleaning = true;
        void registry.stopAll().finally(() => {
            registry.killAllNow();
            exit(exitCodeFor(signal));
        });
    };
    const onExit = () => registry.killAllNow();
    for (const signal of signals) {
        process.on(signal, onSignal);
    }
    process.on('exit', onExit);
    return () => {
        for (const signal of signals) {
            process.off(signal, onSignal);
        }
        process.off('exit', onExit);
    };
}
const LEFTOVER_DEFAULTS = { sigintMs: 5_000, sigtermMs: 5_000, sigkillMs: 5_000 };
function parseStateFile(stateFile, text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        throw new ServerStateFileError(`${stateFile}: not valid JSON (${error.message})`);
    }
    const servers = doc?.servers;
    if (!Array.isArray(servers)) {
        throw new ServerStateFileError(`${stateFile}: expected an object with a "servers" array`);
    }
    return servers.map((raw, i) => {
        const r = raw;
        const isPid = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 1;
        const isTicks = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
        if (r === null ||
            typeof r !== 'object' ||
            !isPid(r.timePid) ||
            !(r.serverPid === null || isPid(r.serverPid)) ||
            !isTicks(r.serverStartTicks) ||
            !isTicks(r.timeStartTicks)) {
            throw new ServerStateFileError(`${stateFile}: servers[${i}] must have timePid (integer > 1), serverPid (integer > 1 or null), ` +
                'serverStartTicks and timeStartTicks (number or null)');
        }
        return {
            serverPid: r.serverPid,
            serverStartTicks: r.serverStartTicks,
            timePid: r.timePid,
            timeStartTicks: r.timeStartTicks,
            port: typeof r.port === 'number' ? r.port : 0,
            executable: typeof r.executable === 'string' ? r.executable : '',
            startedAt: typeof r.startedAt === 'string' ? r.startedAt : '',
        };
    });
}
/** argv of a running process from /proc/<pid>/cmdline, or null when unreadable. */
function readCmdline(pid) {
    try {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/cmdline`, 'utf8');
        return text.split('\0').filter((arg, i, all) => arg !== '' || i < all.length - 1);
    }
    catch {
        return null;
    }
}
/** Same program: equal paths, or equal names when one side was given as a bare name. */
function sameProgram(a, b) {
    return a === b || ((!a.includes('/') || !b.includes('/')) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(a) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(b));
}
/**
 * True only when `pid` is running, started at `startTicks` (known, from /proc/<pid>/stat) and its
 * command line matches: never signal a process we cannot prove is the recorded one.
 */
function isVerified(pid, startTicks, commandMatches) {
    if (startTicks === null)
        return false;
    const stat = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(pid);
    if (stat === null || stat.state === 'Z' || stat.state === 'X' || stat.startTicks !== startTicks)
        return false;
    const argv = readCmdline(pid);
    return argv !== null && commandMatches(argv);
}
async function stopLeftover(record, t) {
    const exe = record.executable;
    // GNU time: `time -v -o <report> <server argv…>`; the server keeps the argv[0] it was given.
    const isTime = (argv) => argv.length > 1 && exe !== '' && argv.slice(1).some((a) => sameProgram(a, exe));
    // The server: argv[0] is the binary, or, under a launcher (qemu-user keeps its own command line),
    // the binary is among the emulator's arguments. Pid and start time already pin the process.
    const isServer = (argv) => exe !== '' && argv.some((a) => sameProgram(a, exe));
    const timeVerified = isVerified(record.timePid, record.timeStartTicks, isTime);
    const timeAlive = () => timeVerified && (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.timePid, record.timeStartTicks);
    let serverPid = record.serverPid;
    let serverTicks = record.serverStartTicks;
    if (serverPid === null && timeVerified) {
        // Discovered as the child of the verified time process, then checked like a recorded one.
        const child = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .listChildPids */ .nK)(record.timePid)[0];
        if (child !== undefined) {
            serverPid = child;
            serverTicks = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(child)?.startTicks ?? null;
        }
    }
    const serverVerified = serverPid !== null && isVerified(serverPid, serverTicks, isServer);
    // A live pid with an unknown start time, or the recorded start time but another command, is
    // reported; a pid that started at another time is simply a different process (ours is gone).
    const doubtful = (pid, ticks, verified) => !verified && (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(pid) && (ticks === null || (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(pid, ticks));
    const unverified = doubtful(record.timePid, record.timeStartTicks, timeVerified) ||
        (serverPid !== null && doubtful(serverPid, serverTicks, serverVerified));
    let outcome = 'gone';
    if (serverVerified && serverPid !== null) {
        // Same ladder as a normal stop; only the server is signalled so GNU time can still write its report.
        for (const [signal, wait] of [
            ['SIGINT', t.sigintMs],
            ['SIGTERM', t.sigtermMs],
            ['SIGKILL', t.sigkillMs],
        ]) {
            outcome = signal;
            (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(serverPid, signal);
            if (await (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(serverPid, wait, serverTicks)) {
                break;
            }
            outcome = 'survived';
        }
    }
    if (timeAlive() && !(await (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(record.timePid, 2_000, record.timeStartTicks))) {
        (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(-record.timePid, 'SIGKILL');
        if (outcome === 'gone') {
            outcome = 'SIGKILL';
        }
        if (!(await (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(record.timePid, t.sigkillMs, record.timeStartTicks))) {
            outcome = 'survived';
        }
    }
    return outcome === 'gone' && unverified ? 'unverified' : outcome;
}
/**
 * Stops every server listed in a state file written by (possibly dead) earlier processes. A pid is
 * signalled only when its start time (/proc/<pid>/stat) equals the recorded one and its command line
 * is the recorded server's (or GNU time running it); a reused or unknown pid is never signalled.
 * Then rewrites the file with the survivors.
 */
async function killLeftoverServers(stateFile, timeouts = {}) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(stateFile, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return { stateFile, stateFileFound: false, results: [] };
        }
        throw error;
    }
    const records = parseStateFile(stateFile, text);
    const t = { ...LEFTOVER_DEFAULTS, ...timeouts };
    const results = await Promise.all(records.map(async (record) => ({ record, outcome: await stopLeftover(record, t) })));
    writeStateFile(stateFile, results.filter((r) => r.outcome === 'survived').map((r) => r.record));
    return { stateFile, stateFileFound: true, results };
}


/***/ }),

/***/ 83212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ waitForProcessGone),
/* harmony export */   K6: () => (/* binding */ readProcessStat),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   nK: () => (/* binding */ listChildPids),
/* harmony export */   vG: () => (/* binding */ sendSignal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
// Linux /proc readers used to find, identify and wait for server processes that are not our children.


/** Fields of /proc/<pid>/stat, or null when the process does not exist (or /proc is unavailable). */
function readProcessStat(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return null;
    }
    // The command name is in parentheses and may itself contain spaces or parentheses.
    const close = text.lastIndexOf(')');
    if (close < 0) {
        return null;
    }
    const fields = text
        .slice(close + 2)
        .trim()
        .split(/\s+/);
    // fields[0] is field 3 (state); starttime is field 22.
    const startTicks = Number(fields[19]);
    return {
        state: fields[0] ?? '?',
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        startTicks: Number.isFinite(startTicks) ? startTicks : -1,
    };
}
function procAvailable() {
    return readProcessStat(process.pid) !== null;
}
/**
 * True while the process runs (zombies count as gone: they hold no memory or port).
 * With `startTicks`, a different process that reused the pid counts as gone.
 */
function isProcessAlive(pid, startTicks) {
    if (!Number.isSafeInteger(pid) || pid <= 0) {
        return false;
    }
    const stat = readProcessStat(pid);
    if (stat === null) {
        if (procAvailable()) {
            return false;
        }
        try {
            process.kill(pid, 0);
            return true;
        }
        catch (error) {
            return error.code === 'EPERM';
        }
    }
    if (stat.state === 'Z' || stat.state === 'X') {
        return false;
    }
    return startTicks === undefined || startTicks === null || stat.startTicks === startTicks;
}
/** Direct children of `parentPid` (via the kernel's children list, else a /proc scan). */
function listChildPids(parentPid) {
    try {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${parentPid}/task/${parentPid}/children`, 'utf8');
        return text
            .trim()
            .split(/\s+/)
            .filter((s) => s.length > 0)
            .map(Number);
    }
    catch {
        // Kernels without CONFIG_PROC_CHILDREN: scan every process's parent.
    }
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const children = [];
    for (const entry of entries) {
        if (/^[0-9]+$/.test(entry)) {
            const stat = readProcessStat(Number(entry));
            if (stat !== null && stat.ppid === parentPid) {
                children.push(Number(entry));
            }
        }
    }
    return children;
}
/** Sends a signal; false when the process is already gone. */
function sendSignal(pid, signal) {
    try {
        process.kill(pid, signal);
        return true;
    }
    catch (error) {
        if (error.code === 'ESRCH') {
            return false;
        }
        throw error;
    }
}
/** Polls until the process is gone or the timeout passes; true when gone. */
async function waitForProcessGone(pid, timeoutMs, startTicks, pollMs = 20) {
    const deadline = Date.now() + timeoutMs;
    while (isProcessAlive(pid, startTicks)) {
        if (Date.now() >= deadline) {
            return false;
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(Math.min(pollMs, Math.max(1, deadline - Date.now())));
    }
    return true;
}


/***/ })

};
