export const id = 574;
export const ids = [574];
export const modules = {

/***/ 5753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ readCheckoutFile),
/* harmony export */   T6: () => (/* binding */ gitCommitOf),
/* harmony export */   _w: () => (/* binding */ gitSourceUnreachable),
/* harmony export */   oB: () => (/* binding */ gitTopLevel),
/* harmony export */   tA: () => (/* binding */ ensureLlamaSourceCheckout),
/* harmony export */   vi: () => (/* binding */ checkoutIsCached)
/* harmony export */ });
/* unused harmony exports fileSri512, ensureNpmTarball */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9425);
/* harmony import */ var _cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6229);
/* harmony import */ var _cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2480);
/* harmony import */ var _cache_file_digest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7328);
/* harmony import */ var _process_run_process_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2187);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5729);
// Pinned llama.cpp sources: a shallow git fetch of one commit, or the git bundle shipped inside the
// node-llama-cpp npm tarball (for machines that reach only the npm registry). Every checkout is
// verified to be exactly the pinned commit before it is used.










const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
async function git(args, what, signal) {
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runChecked */ .X4)('git', args, what, { env: GIT_ENV, signal });
    return result.stdout.toString('utf8').trim();
}
async function exists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** The commit `revision` names in the repository at `dir` (HEAD by default), or undefined. */
async function gitCommitOf(dir, revision = 'HEAD') {
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runProcess */ .R3)('git', ['-C', dir, 'rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
        env: GIT_ENV,
    });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
const headOf = (dir) => gitCommitOf(dir);
/** The top of the git working tree `dir` lies in, or undefined when it lies in none. */
async function gitTopLevel(dir) {
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runProcess */ .R3)('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { env: GIT_ENV });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
async function verifyHead(dir, expected, origin) {
    const head = await headOf(dir);
    if (head !== expected) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`llama.cpp checkout from ${origin} is at commit ${head ?? '(none)'} but the pinned commit is ${expected}`);
    }
}
async function fileSri512(path) {
    return `sha512-${await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_7__/* .fileDigest */ .h)(path, 'sha512', 'base64')}`;
}
/** Fetches the package tarball with `npm pack` into the cache and checks it against the pinned integrity. */
async function ensureNpmTarball(cacheDir, spec, log, signal) {
    const dir = (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_5__/* .cachePath */ .Ae)(cacheDir, 'npmTarballs');
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${spec.package}-${spec.version}.tgz`);
    const what = `${spec.package}@${spec.version}`;
    if (await exists(target)) {
        const actual = await fileSri512(target);
        if (actual === spec.integrity)
            return target;
        log?.(`cached ${target} does not match the pinned integrity (${actual}); fetching it again`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(target, { force: true });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const staging = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.pack-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(staging);
    try {
        log?.(`npm pack ${what}`);
        const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runChecked */ .X4)('npm', [
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`npm pack ${what} reports registry integrity ${String(registryIntegrity)}, expected the pinned ${spec.integrity}`);
        }
        const packed = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(staging)).filter((name) => name.endsWith('.tgz'));
        if (packed.length !== 1) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`npm pack ${what} produced ${packed.length} tarballs in ${staging}, expected 1`);
        }
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, packed[0]);
        const actual = await fileSri512(file);
        if (actual !== spec.integrity) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`npm tarball ${what} has integrity ${actual}, expected the pinned ${spec.integrity}`);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(file, target);
        return target;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(staging, { recursive: true, force: true });
    }
}
async function checkoutFromBundle(cacheDir, spec, staging, log, signal) {
    const tarball = await ensureNpmTarball(cacheDir, spec, log, signal);
    const unpack = `${staging}.unpack`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(unpack, { recursive: true });
    try {
        const member = 'package/llama/gitRelease.bundle';
        await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runChecked */ .X4)('tar', ['-xzf', tarball, '-C', unpack, member], `extracting ${member} from ${tarball}`, {
            signal,
        });
        const bundle = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(unpack, member);
        // No `git bundle verify`: before git 2.41 it needs a repository as its working directory, so a
        // study started outside one failed here. The tarball's integrity is pinned, and the clone
        // checks the bundle itself (header, prerequisites, every object of its pack) as it reads it.
        log?.(`cloning the llama.cpp bundle of ${spec.package}@${spec.version}`);
        await git(['clone', '--quiet', '--no-checkout', '--', bundle, staging], `git clone of ${bundle}`, signal);
        const hasCommit = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runProcess */ .R3)('git', ['-C', staging, 'cat-file', '-e', `${spec.expectedCommit}^{commit}`], {
            env: GIT_ENV,
        });
        if (hasCommit.code !== 0) {
            const heads = await git(['bundle', 'list-heads', bundle], 'git bundle list-heads', signal);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`the llama.cpp bundle in ${spec.package}@${spec.version} does not contain the pinned commit ${spec.expectedCommit}; it has: ${heads.replace(/\n/g, ', ')}`);
        }
        await git(['-C', staging, 'checkout', '--quiet', '--detach', spec.expectedCommit], 'git checkout', signal);
        await git(['-C', staging, 'remote', 'remove', 'origin'], 'git remote remove', signal);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(unpack, { recursive: true, force: true });
    }
}
async function checkoutFromGit(repository, commit, staging, log, signal) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(staging, { recursive: true });
    await git(['init', '--quiet', staging], 'git init', signal);
    log?.(`fetching ${repository} at ${commit} (shallow)`);
    try {
        await git(['-C', staging, 'fetch', '--quiet', '--depth', '1', '--no-tags', '--', repository, commit], `git fetch of commit ${commit} from ${repository}`, signal);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`could not fetch the pinned commit ${commit} from ${repository} (is the commit in that repository?): ${error.message}`);
    }
    await git(['-C', staging, 'checkout', '--quiet', '--detach', 'FETCH_HEAD'], 'git checkout FETCH_HEAD', signal);
}
/**
 * Returns a verified checkout of the pinned llama.cpp commit, cached under
 * `<cacheDir>/sources/llama.cpp/<commit>/`. Both source kinds share the directory of a commit.
 */
async function ensureLlamaSourceCheckout(options) {
    const { cacheDir, source, log, signal } = options;
    (0,_domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_4__/* .validateSourceSpec */ .de)(source);
    const revision = (0,_domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_4__/* .sourceRevision */ .b5)(source);
    const root = (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_5__/* .cachePath */ .Ae)(cacheDir, 'checkouts');
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, revision);
    const marker = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${revision}.verified.json`);
    const origin = source.kind === 'git' ? source.repository : `${source.package}@${source.version}`;
    const reuse = async () => {
        if (!(await exists(marker)) || !(await exists(dir)))
            return false;
        if ((await headOf(dir)) === revision)
            return true;
        log?.(`cached checkout ${dir} is not at ${revision}; fetching it again`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(marker, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        return false;
    };
    if (await reuse())
        return { dir, revision, fromCache: true };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    return (0,_cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .withDirLock */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${revision}.lock`), async () => {
        if (await reuse())
            return { dir, revision, fromCache: true };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        const staging = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `.staging-${revision.slice(0, 12)}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`);
        try {
            if (source.kind === 'git')
                await checkoutFromGit(source.repository, source.commit, staging, log, signal);
            else
                await checkoutFromBundle(cacheDir, source, staging, log, signal);
            await verifyHead(staging, revision, origin);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(staging, dir);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(staging, { recursive: true, force: true });
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(marker, `${JSON.stringify({ revision, kind: source.kind, origin, verified_at: new Date().toISOString() }, null, 2)}\n`);
        log?.(`llama.cpp ${revision} checked out at ${dir}`);
        return { dir, revision, fromCache: false };
    }, { what: `the llama.cpp checkout ${revision}`, log, signal });
}
/** Whether a verified checkout of `revision` is in the cache (prepare then fetches nothing). */
async function checkoutIsCached(cacheDir, revision) {
    const root = (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_5__/* .cachePath */ .Ae)(cacheDir, 'checkouts');
    return (await exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${revision}.verified.json`))) && (await exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, revision)));
}
/**
 * Whether a git source can be fetched from here, asked cheaply: a file:// checkout must hold the
 * commit; any other repository must answer `git ls-remote` within `timeoutMs`. Undefined when it
 * can, else why not (one line).
 */
async function gitSourceUnreachable(repository, commit, timeoutMs = 15_000) {
    if (repository.startsWith('file://')) {
        const dir = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(repository);
        if (!(await exists(dir)))
            return `${dir} does not exist on this machine`;
        return (await gitCommitOf(dir, commit)) === commit
            ? undefined
            : `the checkout ${dir} does not hold commit ${commit}`;
    }
    try {
        const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_8__/* .runProcess */ .R3)('git', ['ls-remote', '--exit-code', '--', repository, 'HEAD'], {
            env: GIT_ENV,
            signal: AbortSignal.timeout(timeoutMs),
            killGraceMs: 1000,
        });
        if (result.code === 0)
            return undefined;
        const said = result.stderr.toString('utf8').trim().split('\n').pop();
        return `git ls-remote exited ${result.code}${said ? `: ${said}` : ''}`;
    }
    catch (e) {
        return `git ls-remote did not answer within ${timeoutMs / 1000} s (${e.message})`;
    }
}
/** Reads a file of the checkout (e.g. `models/ggml-vocab-llama-spm.gguf`), refusing unsafe paths. */
async function readCheckoutFile(checkoutDir, relativePath) {
    if (relativePath === '' ||
        relativePath.includes('\0') ||
        relativePath.includes('\\') ||
        relativePath.startsWith('/') ||
        relativePath.split('/').includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .LlamaSourceError */ .f2(`unsafe path inside the llama.cpp checkout: ${JSON.stringify(relativePath)}`);
    }
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(checkoutDir, relativePath));
}


/***/ }),

/***/ 5739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ readModelFacts),
/* harmony export */   C$: () => (/* binding */ takeLocalModel),
/* harmony export */   Rm: () => (/* binding */ takeRemoteModel),
/* harmony export */   xn: () => (/* binding */ resolveHubCommit)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _domain_gguf_gguf_header_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3173);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8830);
/* harmony import */ var _cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6229);
/* harmony import */ var _cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2480);
/* harmony import */ var _cache_file_digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7328);
/* harmony import */ var _fetch_model_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3255);
/* harmony import */ var _model_request_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5162);
/* harmony import */ var _verified_download_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6040);
/* harmony import */ var _domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5729);
// A model not pinned yet, taken in for a plan: a local file hashed in place, or a URL downloaded once
// (resumable with If-Range) into the content-addressed model cache that `prepare` reads, so the study
// does not fetch it again; its GGUF header read from the first bytes; a Hub revision resolved to its
// commit. A cache record of a URL is checked against the server's answer before it is used.












/** Reads the GGUF facts from the start of `path` through one handle, a bounded chunk at a time. */
async function readModelFacts(path, sizeBytes) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const source = {
            size: sizeBytes,
            read: async (offset, length) => {
                const buffer = Buffer.alloc(length);
                const { bytesRead } = await handle.read(buffer, 0, length, offset);
                return buffer.subarray(0, bytesRead);
            },
        };
        return await (0,_domain_gguf_gguf_header_js__WEBPACK_IMPORTED_MODULE_2__/* .readGgufFacts */ .vQ)(source);
    }
    finally {
        await handle.close();
    }
}
/** A local file: size, SHA-256 and header facts; the file stays where it is. */
async function takeLocalModel(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
    if (!info.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`${path} is not a file`);
    const facts = await readModelFacts(path, info.size);
    return { path, sha256: await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileSha256 */ .s)(path), sizeBytes: info.size, facts };
}
/** What a HEAD tells about the file: its size, and its SHA-256 when the Hub names it (X-Linked-Etag). */
async function remoteFacts(dispatcher, url, options) {
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_10__/* .urlForDisplay */ .Bo)(url.href);
    const { response, redirects } = await (0,_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .requestModel */ .Vn)(dispatcher, url, {
        method: 'HEAD',
        credential: options.credential,
        signal: options.signal,
    });
    await response.body.dump();
    const status = response.statusCode;
    if (status < 200 || status >= 300) {
        const retryable = status === 408 || status === 429 || status >= 500;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`HEAD ${shown} returned HTTP ${status}`, retryable);
    }
    const size = (0,_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .declaredSize */ ._R)(response.headers) ?? redirects.map(_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .declaredSize */ ._R).find((s) => s !== undefined);
    if (size === undefined || size <= 0 || !Number.isSafeInteger(size))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`${shown} does not declare its size (no Content-Length)`);
    const etag = [...redirects, response.headers]
        .map((h) => /^"?([0-9a-f]{64})"?$/.exec(String(h['x-linked-etag'] ?? ''))?.[1])
        .find((e) => e !== undefined);
    const validator = (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .validatorOf */ .qA)(response.headers);
    return { sizeBytes: size, ...(etag ? { sha256: etag } : {}), ...(validator ? { validator } : {}) };
}
/**
 * The model a URL gave before, when its record still describes what the server says now (the same
 * size, and the same SHA-256 the Hub names or the same validator) and the cached file still has
 * those bytes. A record is a hint: it never answers without the server's word.
 */
async function takenBefore(files, cacheDir, now) {
    const text = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(files.record, 'utf8').catch(() => '')).trim();
    const previous = /^([0-9a-f]{64}) ([0-9]+)(?: (.+))?$/.exec(text);
    if (!previous)
        return undefined;
    const [, sha256, size, validator] = previous;
    if (Number(size) !== now.sizeBytes)
        return undefined;
    const same = now.sha256 !== undefined ? now.sha256 === sha256 : validator !== undefined && validator === now.validator;
    if (!same)
        return undefined;
    const path = (0,_fetch_model_js__WEBPACK_IMPORTED_MODULE_7__/* .modelCachePath */ .X)(cacheDir, sha256);
    if ((await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .sizeOf */ .$d)(path)) !== Number(size) || (await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileSha256 */ .s)(path)) !== sha256)
        return undefined;
    return { path, sha256, sizeBytes: Number(size), facts: await readModelFacts(path, Number(size)) };
}
/**
 * Downloads `url` once into the model cache (a partial file left by an interrupted run is resumed
 * with a Range request guarded by If-Range), hashes it, reads its header and stores it under its
 * SHA-256, where `prepare` finds it. The server is asked first every time: a URL taken before is
 * answered from the cache only while the server still names the same file, whose bytes are hashed
 * again.
 */
async function takeRemoteModel(options) {
    const url = new URL(options.url);
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_10__/* .urlForDisplay */ .Bo)(url.href);
    const key = (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(url.href);
    const incoming = (name) => (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .cachePath */ .Ae)(options.cacheDir, 'models', 'incoming', name);
    const files = {
        partial: incoming(`${key}.partial`),
        validator: incoming(`${key}.validator`),
        record: incoming(`${key}.taken`),
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(incoming(''), { recursive: true });
    // One download of a URL at a time: a second init waits, then finds the first one's record.
    return (0,_cache_dir_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .withDirLock */ .j)(incoming(`${key}.lock`), () => (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .withDeadline */ .NE)(options.timeoutMs, shown, options.signal, (signal) => intake(url, files, { ...options, signal })), { what: `the download of ${shown}`, log: options.log, signal: options.signal });
}
async function intake(url, files, options) {
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_10__/* .urlForDisplay */ .Bo)(url.href);
    const owned = options.dispatcher ? undefined : (0,_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .createModelDispatcher */ .Zv)();
    const dispatcher = options.dispatcher ?? owned;
    try {
        const declared = await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .withRetries */ .LH)(options, () => remoteFacts(dispatcher, url, options));
        const before = await takenBefore(files, options.cacheDir, declared);
        if (before) {
            options.log?.(`${shown}: already in the model cache (${before.path}), unchanged on the server`);
            return before;
        }
        const { sizeBytes } = declared;
        // A partial file is resumed only when it came from the version of the file the server has now.
        const saved = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(files.validator, 'utf8').catch(() => '')).trim();
        if (declared.validator === undefined || saved !== declared.validator)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(files.partial, { force: true });
        const resumeAt = (await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .sizeOf */ .$d)(files.partial)) ?? 0;
        options.log?.(`downloading ${shown} (${sizeBytes} bytes${resumeAt > 0 && resumeAt < sizeBytes ? `, resuming at byte ${resumeAt}` : ''})`);
        const download = () => (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .withRetries */ .LH)(options, () => (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .fetchIntoPartial */ .ad)(dispatcher, url, files.partial, {
            sizeBytes,
            what: shown,
            signal: options.signal,
            credential: options.credential,
            validatorFile: files.validator,
        }));
        await download();
        let sha256 = await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileSha256 */ .s)(files.partial);
        if (declared.sha256 !== undefined && sha256 !== declared.sha256) {
            // A resumed partial file held other bytes: start over once, from byte 0.
            options.log?.(`${shown}: SHA-256 ${sha256} differs from the ${declared.sha256} the server names; downloading it again`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(files.partial, { force: true });
            await download();
            sha256 = await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileSha256 */ .s)(files.partial);
            if (sha256 !== declared.sha256) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(files.partial, { force: true });
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`${shown} has SHA-256 ${sha256}, but the server names ${declared.sha256}`);
            }
        }
        let facts;
        try {
            facts = await readModelFacts(files.partial, sizeBytes);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(files.partial, { force: true });
            throw error;
        }
        const path = (0,_fetch_model_js__WEBPACK_IMPORTED_MODULE_7__/* .modelCachePath */ .X)(options.cacheDir, sha256);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(files.partial, path);
        const validator = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(files.validator, 'utf8').catch(() => '')).trim();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(files.record, `${sha256} ${sizeBytes}${validator ? ` ${validator}` : ''}\n`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(files.validator, { force: true });
        return { path, sha256, sizeBytes, facts };
    }
    finally {
        await owned?.close();
    }
}
/** The commit a Hub revision names: `GET /api/models/{repo}/revision/{rev}` answers `{ "sha": … }`. */
async function resolveHubCommit(apiUrl, options) {
    const shown = (0,_domain_plan_model_ref_js__WEBPACK_IMPORTED_MODULE_10__/* .urlForDisplay */ .Bo)(apiUrl);
    const owned = options.dispatcher ? undefined : (0,_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .createModelDispatcher */ .Zv)();
    const dispatcher = options.dispatcher ?? owned;
    try {
        return await (0,_verified_download_js__WEBPACK_IMPORTED_MODULE_9__/* .withDeadline */ .NE)(options.timeoutMs, shown, options.signal, async (signal) => {
            const { response } = await (0,_model_request_js__WEBPACK_IMPORTED_MODULE_8__/* .requestModel */ .Vn)(dispatcher, new URL(apiUrl), {
                method: 'GET',
                headers: { accept: 'application/json' },
                credential: options.credential,
                signal,
            });
            const text = await response.body.text();
            if (response.statusCode !== 200)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`GET ${shown} returned HTTP ${response.statusCode}`);
            let sha;
            try {
                const doc = JSON.parse(text);
                sha = typeof doc === 'object' && doc !== null && 'sha' in doc ? doc.sha : undefined;
            }
            catch {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`GET ${shown} did not answer JSON`);
            }
            if (typeof sha !== 'string' || !_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_REVISION_PATTERN */ .KY.test(sha))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ModelFetchError */ .am(`GET ${shown} named no 40-digit commit sha`);
            return sha;
        });
    }
    finally {
        await owned?.close();
    }
}


/***/ }),

/***/ 7316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ waitForProcessGone),
/* harmony export */   K6: () => (/* binding */ readProcessStat),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   nK: () => (/* binding */ listChildPids),
/* harmony export */   vG: () => (/* binding */ sendSignal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
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


/***/ }),

/***/ 2187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   X4: () => (/* binding */ runChecked),
/* harmony export */   aI: () => (/* binding */ stopLiveProcessGroups)
/* harmony export */ });
/* unused harmony exports KILL_GRACE_MS, liveProcessGroupIds */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _child_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);
/* harmony import */ var _process_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7316);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
// Runs a child process with an argv array (never a shell), optionally teeing its combined output
// to a log file in arrival order. The child gets its own process group so an abort stops the
// whole tree (cmake → ninja → compilers).





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
    const stat = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(pid);
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
        pids = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc')
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
        if ((0,_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(e.pid)?.startTicks !== e.startTicks)
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(`${command} was not started: the operation was aborted`);
    let log;
    if (options.logFile) {
        log = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(options.logFile, { flags: 'a' });
        await new Promise((resolve, reject) => {
            log.once('open', () => resolve());
            log.once('error', reject);
        });
    }
    try {
        return await new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, [...args], {
                cwd: options.cwd,
                env: (0,_child_env_js__WEBPACK_IMPORTED_MODULE_2__/* .childEnv */ .gf)(options.env ?? process.env),
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
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(error.code === 'ENOENT'
                    ? `${command} was not found on PATH`
                    : `${command} could not start: ${error.message}`));
            });
            child.once('close', (code, signal) => {
                settle();
                splitOut(null);
                splitErr(null);
                if (options.signal?.aborted || terminating) {
                    reject(new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(`${command} was aborted`));
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(`${what} failed with ${status}${logHint}:\n${tail}`);
    }
    return result;
}


/***/ }),

/***/ 2503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ readModelToken),
/* harmony export */   KS: () => (/* binding */ readDownloadTimeout),
/* harmony export */   OM: () => (/* binding */ MODEL_FLAG_OPTIONS),
/* harmony export */   yQ: () => (/* binding */ TOKEN_ENV_HELP)
/* harmony export */ });
/* harmony import */ var _adapters_process_child_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5162);
/* harmony import */ var _adapters_models_verified_download_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6040);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6675);
// The flags of model downloads: the token for gated or private models — read from one environment
// variable (HF_TOKEN unless --token-env names another), removed from the environment as soon as it is
// read, never a variable a child process may see, and sent only over https to the Hub (HF_ENDPOINT
// when set) or an origin --token-origin names — and --download-timeout, each download's deadline.




/** The options of parseCommandArgs for the model flags; spread into a command's own. */
const MODEL_FLAG_OPTIONS = {
    'token-env': { type: 'string' },
    'token-origin': { type: 'string', multiple: true },
    'download-timeout': { type: 'string' },
};
const TOKEN_ENV_HELP = `  --token-env <NAME>  environment variable holding a token for gated or private models (default
                      ${_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN}); removed from this process's environment once read, sent as a
                      bearer token only over https to the Hub (https://huggingface.co, or $HF_ENDPOINT)
                      and to origins --token-origin names, never after a redirect elsewhere, never
                      over plain http, never logged or written
  --token-origin <https://host[:port]>
                      another origin the token may be sent to (a private model server); repeatable
  --download-timeout <seconds>
                      how long one download may take in all, retries included (default ${_adapters_models_verified_download_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DOWNLOAD_TIMEOUT_MS */ .kj / 1000})`;
/** `--download-timeout` in milliseconds (undefined when not given). */
function readDownloadTimeout(text) {
    if (text === undefined)
        return undefined;
    const ms = (0,_adapters_models_verified_download_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDownloadTimeout */ .tx)(text);
    if (ms === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--download-timeout ${JSON.stringify(text)}: expected whole seconds from 1 to 999999`);
    return ms;
}
/**
 * The variable's name and its token with the origins it may go to (undefined when unset or empty).
 * The variable is deleted from `env` (the process's environment in the CLI) once read, so no library
 * that starts a child with the whole environment passes it on.
 */
function readModelToken(name, env, namedOrigins = []) {
    const tokenEnv = name ?? _adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--token-env ${JSON.stringify(tokenEnv)}: expected an environment variable name`);
    if ((0,_adapters_process_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isAllowedChildVariable */ .vO)(tokenEnv))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--token-env ${tokenEnv}: child processes (builds, llama-server) see this variable; keep the token in a variable of its own, e.g. ${_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TOKEN_ENV */ .AN}`);
    const token = env[tokenEnv];
    (0,_adapters_process_child_env_js__WEBPACK_IMPORTED_MODULE_0__/* .withholdCredentials */ .IM)(env, [tokenEnv]);
    return {
        tokenEnv,
        token: (0,_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_1__/* .modelTokenFor */ .mB)(token, env, namedOrigins, (problem) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--token-origin ${problem}`);
        }),
    };
}


/***/ }),

/***/ 9425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wt: () => (/* binding */ NODE_LLAMA_CPP_BUNDLE_SOURCE),
/* harmony export */   b5: () => (/* binding */ sourceRevision),
/* harmony export */   de: () => (/* binding */ validateSourceSpec)
/* harmony export */ });
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
// The llama.cpp source a build checks out: a git commit or the node-llama-cpp npm bundle, and the
// commit that identifies it.


const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;
/**
 * The llama.cpp release node-llama-cpp@3.21.1 bundles (reachable without GitHub): the source the
 * examples build from, and what `init --llama-cpp-source npm-bundle` pins.
 */
const NODE_LLAMA_CPP_BUNDLE_SOURCE = {
    kind: 'npm-bundle',
    package: 'node-llama-cpp',
    version: '3.21.1',
    integrity: 'sha512-E3N0Ev2Va0wzydvXYFwM9Hvyo07PoWjt8T/9GMc43Cvt8YkV/NU/tYUgEMC1grTPv2o9PRjQi0G3Wb5P/awiMg==',
    expectedCommit: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
};
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


/***/ }),

/***/ 3173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vL: () => (/* binding */ unknownFileTypeWarning),
/* harmony export */   vQ: () => (/* binding */ readGgufFacts)
/* harmony export */ });
/* unused harmony exports GGUF_READ_CHUNK_BYTES, GGUF_MAX_HEADER_BYTES, GGUF_MAX_FACT_BYTES, fileTypeName, printableText */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _gguf_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7023);
// What a plan needs to know about a GGUF model, read from the start of the file only: the metadata
// key/values up to general.architecture, general.name and general.file_type (the llama_ftype of
// llama.cpp's llama.h), and the tensor types only when a file names no file type. The file is read
// through a byte source in bounded chunks: every count and length is checked against the bytes left
// and the format's limits before anything is read or decoded, so a hostile header costs a few reads
// and fails naming its byte offset, and text printed from it carries no control character.


/** Bytes asked of the source at a time: a header's general.* keys usually fit in the first read. */
const GGUF_READ_CHUNK_BYTES = 64 * 1024;
/**
 * How far into a file the facts are looked for. The largest real headers (a 256k-token vocabulary
 * with its merges, scores and types) are around 20 MiB; past this the file is not one init reads.
 */
const GGUF_MAX_HEADER_BYTES = 64 * 1024 * 1024;
/** general.architecture and general.name are short names; longer ones are refused, not printed. */
const GGUF_MAX_FACT_BYTES = 4096;
/** ggml's GGML_MAX_DIMS. */
const MAX_TENSOR_DIMS = 4;
/** The fewest bytes a tensor info takes: name length (8), dimension count (4), type (4), offset (8). */
const MIN_TENSOR_INFO_BYTES = 24;
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
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.F32]: 'F32',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.F16]: 'F16',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.Q4_0]: 'Q4_0',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.Q4_1]: 'Q4_1',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.Q5_0]: 'Q5_0',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.Q5_1]: 'Q5_1',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.Q8_0]: 'Q8_0',
    10: 'Q2_K',
    11: 'Q3_K',
    12: 'Q4_K',
    13: 'Q5_K',
    14: 'Q6_K',
    [_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgmlType */ .IM.BF16]: 'BF16',
};
/** The name of a llama_ftype number (unknown ones are named by number). */
function fileTypeName(fileType) {
    return FILE_TYPES[fileType] ?? `file type ${fileType}`;
}
/**
 * What to warn about a file whose general.file_type is no llama_ftype llama.h lists (a damaged or
 * hand-edited header, or a type newer than this tool): llama-server may refuse the file or treat its
 * weights as something else. Undefined for a known type, or when the type was read from the tensors.
 */
function unknownFileTypeWarning(facts) {
    const number = /^file type ([0-9]+)$/.exec(facts.quantization)?.[1];
    if (facts.quantizationSource !== 'general.file_type' || number === undefined)
        return undefined;
    const known = Object.entries(FILE_TYPES).map(([n, name]) => `${name} = ${n}`);
    return `general.file_type is ${number}, which is no llama.cpp file type (llama.h's llama_ftype: ${known[0]} … ${known[known.length - 1]}): llama-server may refuse the file or read its weights as another type; check that it is the model you meant`;
}
/** Little-endian reads over a byte source, one bounded chunk at a time; every read is bounds-checked. */
class HeaderCursor {
    source;
    chunk = new Uint8Array(0);
    view = new DataView(this.chunk.buffer);
    chunkAt = 0;
    decoder = new TextDecoder('utf-8');
    pos = 0;
    constructor(source) {
        this.source = source;
    }
    get left() {
        return this.source.size - this.pos;
    }
    /** Fails at pos when `n` more bytes run past the file or the header limit. */
    within(n, what) {
        if (n > this.left)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`file ends inside ${what} (needs ${n} bytes, ${this.left} left)`, this.pos);
        if (this.pos + n > GGUF_MAX_HEADER_BYTES)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} lies past the first ${GGUF_MAX_HEADER_BYTES} bytes, where no model's header ends`, this.pos);
    }
    /** Where bytes [pos, pos + n) start in the chunk, or -1 when it does not hold them. */
    held(n) {
        const from = this.pos - this.chunkAt;
        return from >= 0 && from + n <= this.chunk.length ? from : -1;
    }
    /**
     * Reads the chunk that starts at pos (never past the file or the header limit, so a held byte is
     * always within both) and returns 0, where bytes [pos, pos + n) now start.
     */
    async fill(n, what) {
        this.within(n, what);
        const length = Math.min(this.left, GGUF_MAX_HEADER_BYTES - this.pos, Math.max(n, GGUF_READ_CHUNK_BYTES));
        this.chunk = await this.source.read(this.pos, length);
        this.chunkAt = this.pos;
        this.view = new DataView(this.chunk.buffer, this.chunk.byteOffset, this.chunk.length);
        if (this.chunk.length < n)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`the file ended early: ${this.chunk.length} of ${n} bytes read`, this.pos);
        return 0;
    }
    async need(n, what) {
        const from = this.held(n);
        return from >= 0 ? from : this.fill(n, what);
    }
    async u32(what) {
        const from = await this.need(4, what); // before reading this.view: a fill replaces it
        const v = this.view.getUint32(from, true);
        this.pos += 4;
        return v;
    }
    /** A u64 count or length, refused (at its own offset) above `max`. */
    async count(what, max, why) {
        const at = this.pos;
        const from = await this.need(8, what);
        const v = this.view.getBigUint64(from, true);
        this.pos += 8;
        if (v > BigInt(Math.max(0, Math.floor(max))))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} ${v} ${why}`, at);
        return Number(v);
    }
    /** Moves past `n` bytes without reading them (bounded by the file and the header limit). */
    skip(n, what) {
        this.within(n, what);
        this.pos += n;
    }
    /** A string's length, checked against the bytes left and `maxBytes`. */
    async length(what, maxBytes) {
        const at = this.pos;
        const len = await this.count(`${what} length`, this.left - 8, 'runs past the end of the file');
        if (len > maxBytes)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} is ${len} bytes long, more than ${maxBytes}`, at);
        return len;
    }
    async string(what, maxBytes) {
        const len = await this.length(what, maxBytes);
        const from = await this.need(len, what);
        this.pos += len;
        return this.decoder.decode(this.chunk.subarray(from, from + len));
    }
    async skipString(what) {
        this.skip(await this.length(what, Infinity), what);
    }
    /**
     * Moves past `n` strings (a vocabulary: hundreds of thousands), reading each one's length from the
     * chunk in hand and waiting on the source only when a length lies past it.
     */
    async skipStrings(n, what) {
        for (let i = 0; i < n; i++) {
            let from = this.held(8);
            if (from < 0)
                from = await this.fill(8, what);
            const len = this.view.getUint32(from + 4, true) * 2 ** 32 + this.view.getUint32(from, true);
            if (len > this.left - 8) {
                const exact = this.view.getBigUint64(from, true);
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what}: item ${i}'s length ${exact} runs past the end of the file`, this.pos);
            }
            this.pos += 8;
            this.skip(len, what);
        }
    }
    /** Moves past one value of `type` (arrays of fixed-size items in one step). */
    async skipValue(type, what) {
        const at = this.pos;
        const fixed = _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_VALUE_BYTES */ .qV[type];
        if (fixed !== undefined)
            return this.skip(fixed, what);
        if (type === _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.STRING)
            return this.skipString(what);
        if (type !== _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.ARRAY)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} has unknown value type ${type}`, at);
        const itemType = await this.u32(`${what}'s item type`);
        const itemBytes = _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_VALUE_BYTES */ .qV[itemType];
        if (itemBytes === undefined && itemType !== _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.STRING)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} is an array of ${itemType === _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.ARRAY ? 'arrays' : `unknown value type ${itemType}`}`, at);
        const n = await this.count(`${what}'s length`, (this.left - 8) / (itemBytes ?? 8), 'runs past the end of the file');
        if (itemBytes !== undefined)
            return this.skip(n * itemBytes, what);
        return this.skipStrings(n, what);
    }
}
/* eslint-disable no-control-regex -- these patterns exist to find the escape sequences */
/** CSI (ESC [ … final byte, or the 8-bit CSI) and OSC (ESC ] … BEL or ESC \) sequences, then any other ESC + one character. */
const ESCAPE_SEQUENCES = [
    /\u001b\[[0-?]*[ -/]*[@-~]/g,
    /\u009b[0-?]*[ -/]*[@-~]/g,
    /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g,
    /\u001b[\s\S]?/g,
];
/* eslint-enable no-control-regex */
/** Text from a model file as it may be printed: escape sequences removed, other controls made spaces. */
function printableText(text) {
    return (ESCAPE_SEQUENCES.reduce((t, pattern) => t.replace(pattern, ''), text)
        // C0, DEL and C1 controls, line and paragraph separators, bidirectional overrides.
        .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ')
        .replace(/ {2,}/g, ' ')
        .trim());
}
/** The key/values, until the three facts are found (all of them when a file names no file type). */
async function readMetadata(r, kvCount) {
    const found = {};
    for (let i = 0; i < kvCount; i++) {
        const key = await r.string('a metadata key', _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_MAX_KEY_BYTES */ .L7);
        const typeAt = r.pos;
        const type = await r.u32(`the type of ${key}`);
        const want = (t, what) => {
            if (!t.includes(type))
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${key} must be ${what}`, typeAt);
        };
        if (key === 'general.architecture' || key === 'general.name') {
            want([_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.STRING], 'a string');
            const text = printableText(await r.string(key, GGUF_MAX_FACT_BYTES));
            if (key === 'general.name')
                found.name = text;
            else
                found.architecture = text;
        }
        else if (key === 'general.file_type') {
            want([_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.UINT32, _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufValueType */ .X5.INT32], 'a u32');
            found.fileType = await r.u32(key);
        }
        else
            await r.skipValue(type, `the value of ${key}`);
        if (found.architecture !== undefined && found.name !== undefined && found.fileType !== undefined)
            return found;
    }
    return found;
}
/** The most common weight-matrix type by elements, from the tensor infos that follow the metadata. */
async function readTensorTypes(r, tensorCount) {
    const bytesByType = new Map();
    for (let i = 0; i < tensorCount; i++) {
        await r.skipString('a tensor name');
        const dimsAt = r.pos;
        const nDims = await r.u32('a tensor dimension count');
        if (nDims > MAX_TENSOR_DIMS)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`a tensor has ${nDims} dimensions (at most ${MAX_TENSOR_DIMS})`, dimsAt);
        let elements = 1;
        for (let d = 0; d < nDims; d++)
            elements *= await r.count('a tensor dimension', 2 ** 40, 'is larger than any tensor');
        const type = await r.u32('a tensor type');
        r.skip(8, 'a tensor offset');
        // 1-D tensors (norms, biases) stay F32 in quantized files: the weight matrices name the type.
        if (nDims >= 2)
            bytesByType.set(type, (bytesByType.get(type) ?? 0) + elements);
    }
    return [...bytesByType.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}
/**
 * Reads the facts from the start of a GGUF file. Anything that is not a GGUF header, or that breaks
 * one of its bounds, throws GgufFormatError naming the byte offset.
 */
async function readGgufFacts(source) {
    const r = new HeaderCursor(source);
    if (source.size < 4 || (await r.u32('the magic')) !== _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_MAGIC */ .IH)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('missing the GGUF magic', 0);
    const versionAt = r.pos;
    const version = await r.u32('the version');
    if (version !== 2 && version !== 3)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`version ${version} is not supported (2 or 3)`, versionAt);
    const left = () => source.size - r.pos;
    const tensorCount = await r.count('tensor count', left() / MIN_TENSOR_INFO_BYTES, 'is more than the file holds');
    const kvAt = r.pos;
    const kvCount = await r.count('metadata count', left() / _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_MIN_KV_BYTES */ .P7, 'is more than the file holds');
    if (kvCount > _gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_MAX_METADATA_COUNT */ .NV)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`metadata count ${kvCount} is more than ${_gguf_js__WEBPACK_IMPORTED_MODULE_1__/* .GGUF_MAX_METADATA_COUNT */ .NV}`, kvAt);
    const found = await readMetadata(r, kvCount);
    if (found.architecture === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('the metadata has no general.architecture', r.pos);
    const base = {
        architecture: found.architecture,
        ...(found.name !== undefined ? { name: found.name } : {}),
    };
    if (found.fileType !== undefined)
        return { ...base, quantization: fileTypeName(found.fileType), quantizationSource: 'general.file_type' };
    // No file type: every key/value was read, so the tensor infos follow.
    const top = await readTensorTypes(r, tensorCount);
    if (top === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('the file names no general.file_type and holds no weight matrix', r.pos);
    return {
        ...base,
        quantization: TENSOR_TYPES[top] ?? `tensor type ${top}`,
        quantizationSource: 'tensor types',
    };
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
    return signal?.aborted && signal.reason instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StudyInterrupted */ .sj ? signal.reason.message : undefined;
}
/**
 * What a stage that threw ends as: its StageError (or one for `stage` wrapping any other error),
 * and when a signal aborted the study, the interruption instead of whatever the abort broke.
 */
function stageFailure(e, stage, signal) {
    const interrupted = interruptionOf(signal);
    const cause = e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Zu ? e : new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Zu(stage, e.message);
    return { interrupted, error: interrupted ? new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Zu(cause.stage, interrupted, cause.cell) : cause };
}
function workPaths(workDir) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workDir);
    return { root, bundle: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, BUNDLE_DIR), prepared: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, PREPARED_FILE) };
}


/***/ })

};
