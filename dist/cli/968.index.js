export const id = 968;
export const ids = [968];
export const modules = {

/***/ 9689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OO: () => (/* binding */ publishBuild),
/* harmony export */   SS: () => (/* binding */ buildEntryDir),
/* harmony export */   XR: () => (/* binding */ lookupBuild)
/* harmony export */ });
/* unused harmony export BUILD_RECORD_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_file_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7328);
/* harmony import */ var _cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6229);
// Content-addressed cache of built servers: `<cacheDir>/builds/<key>/` holds the binary, the build
// evidence and `build.json` (written last: an entry without it is incomplete). Every listed file's
// SHA-256 is re-checked on reuse.




const BUILD_RECORD_FILE = 'build.json';
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v) => typeof v === 'string';
const strings = (v, keys) => keys.every((k) => isString(v[k]));
const stringOrNull = (v) => v === null || isString(v);
const listed = (v, keys) => Array.isArray(v) && v.every((item) => isObject(item) && strings(item, keys));
function isBuildEvidence(v) {
    return (isObject(v) &&
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
    return (isObject(v) &&
        strings(v, ['gcc_version_sha256', 'gxx_version_sha256', 'cmake_version_sha256']) &&
        stringOrNull(v.ninja_version_sha256) &&
        stringOrNull(v.make_version_sha256) &&
        listed(v.files, ['tool', 'path', 'sha256']));
}
function isPinnedArchive(v) {
    if (!isObject(v) || !isString(v.sha256) || typeof v.size_bytes !== 'number' || !stringOrNull(v.md5))
        return false;
    if (v.origin === 'mirror')
        return isString(v.mirror_file);
    if (v.origin === 'download')
        return isString(v.url);
    return v.origin === 'cache';
}
/** build.json as this module writes it, for the key it is stored under; anything else is corrupt. */
function isBuildRecord(v, key) {
    return (isObject(v) &&
        v.schema === 1 &&
        v.cache_key === key &&
        isObject(v.key_document) &&
        isString(v.source_revision) &&
        isBuildEvidence(v.evidence) &&
        isToolchainVersions(v.toolchain) &&
        (v.inputs === undefined ||
            (isObject(v.inputs) &&
                (v.inputs.kleidiai_archive === undefined || isPinnedArchive(v.inputs.kleidiai_archive)))) &&
        isObject(v.timings) &&
        typeof v.timings.configure_seconds === 'number' &&
        typeof v.timings.compile_seconds === 'number' &&
        isString(v.built_at));
}
function buildEntryDir(cacheDir, key) {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(key))
        throw new Error(`build cache key ${JSON.stringify(key)} is not path-safe`);
    return (0,_cache_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .cachePath */ .Ae)(cacheDir, 'builds', key);
}
/** Reads and verifies a cached build (every file's digest, the key it was stored under). */
async function lookupBuild(cacheDir, key) {
    const dir = buildEntryDir(cacheDir, key);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, BUILD_RECORD_FILE), 'utf8');
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
            actual = await (0,_cache_file_digest_js__WEBPACK_IMPORTED_MODULE_2__/* .fileSha256 */ .s)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file.path));
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
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stagingDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
    const dir = buildEntryDir(cacheDir, record.cache_key);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
    catch {
        // not present
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(stagingDir, dir);
    return dir;
}


/***/ }),

/***/ 7774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lD: () => (/* binding */ BUILD_FILES),
  xN: () => (/* binding */ buildLlamaServer),
  wb: () => (/* binding */ manifestBuild)
});

// UNUSED EXPORTS: listFiles, readElfIdentity

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/build/build-target.ts
var build_target = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/domain/build/cmake-args.ts
var cmake_args = __webpack_require__(1112);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/domain/build/elf.ts
// The architecture of an executable, read from its ELF header (e_machine), so a build can prove it
// produced a binary for the intended machine without depending on `file`.

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
        throw new errors/* ElfHeaderError */.LG(`an ELF header needs 20 bytes, got ${header.length}`);
    if (header[0] !== 0x7f || header[1] !== 0x45 || header[2] !== 0x4c || header[3] !== 0x46)
        throw new errors/* ElfHeaderError */.LG('not an ELF file (missing \\x7fELF magic)');
    const bits = header[4] === 1 ? 32 : header[4] === 2 ? 64 : undefined;
    const endianness = header[5] === 1 ? 'little' : header[5] === 2 ? 'big' : undefined;
    if (!bits || !endianness)
        throw new errors/* ElfHeaderError */.LG(`unknown ELF class ${header[4]} or data encoding ${header[5]}`);
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

// EXTERNAL MODULE: ./src/domain/build/launcher.ts
var build_launcher = __webpack_require__(1735);
// EXTERNAL MODULE: ./src/adapters/cache/file-digest.ts
var file_digest = __webpack_require__(7328);
// EXTERNAL MODULE: ./src/adapters/process/run-process.ts
var run_process = __webpack_require__(2187);
// EXTERNAL MODULE: ./src/adapters/llama/toolchain.ts
var toolchain = __webpack_require__(3917);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var adapters_errors = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/adapters/llama/build.ts
// Configures and compiles the `llama-server` target of a checkout with the offline flag set, then
// collects the evidence the manifest hashes: logs, CMakeCache, binary, ldd, KleidiAI symbols.











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
    const nm = await (0,run_process/* runProcess */.R3)(nmTool, ['--defined-only', binary]);
    let source = '';
    let method = `${nmTool} --defined-only`;
    if (nm.code === 0 && nm.stdout.length > 0)
        source = nm.stdout.toString('utf8');
    else {
        // Stripped binary: fall back to printable strings.
        const strings = await (0,run_process/* runProcess */.R3)('strings', ['-a', binary]);
        if (strings.code !== 0)
            throw new adapters_errors/* LlamaBuildError */.eU(`neither nm nor strings could read ${binary}`);
        source = strings.stdout.toString('utf8');
        method = 'strings -a';
    }
    const { total, names } = (0,kleidiai/* countKleidiaiSymbols */.DB)(source);
    const text = `# ${method} ${BUILD_FILES.binary}: symbols matching /kleidiai/i or /(^|_)kai_/\ncount: ${total}\n${names.join('\n')}${names.length ? '\n' : ''}`;
    return { text, count: total, method };
}
/** Runs `cmake` configure; returns when the configure command itself started (`Date.now()`). */
async function configureBuild(ctx) {
    const { inputs, variant, outDir, buildDir, mode, env } = ctx;
    const configureArgs = (0,cmake_args/* cmakeConfigureArgs */.p_)({
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
    inputs.log?.(`[${variant.label}] cmake configure`);
    const startedAt = Date.now();
    try {
        await (0,run_process/* runChecked */.X4)('cmake', configureArgs, `cmake configure of llama-server variant '${variant.label}'`, {
            env,
            signal: inputs.signal,
            logFile: configureLog,
        });
    }
    catch (error) {
        throw new adapters_errors/* LlamaBuildError */.eU(error.message);
    }
    return startedAt;
}
/** Copies `CMakeCache.txt` into the evidence, checks it holds the variant's KleidiAI flag and no web
 *  download, and returns its GGML_CPU_KLEIDIAI value. */
async function checkCmakeCache(ctx) {
    const { variant, outDir, buildDir } = ctx;
    const cacheText = await (0,promises_.readFile)((0,external_node_path_.join)(buildDir, 'CMakeCache.txt'), 'utf8');
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.cmakeCache), cacheText);
    const expected = variant.kleidiai ? 'ON' : 'OFF';
    const actual = (0,cmake_args/* cmakeCacheValue */.$Y)(cacheText, 'GGML_CPU_KLEIDIAI');
    if (actual !== expected) {
        throw new adapters_errors/* LlamaBuildError */.eU(`CMakeCache.txt of variant '${variant.label}' has GGML_CPU_KLEIDIAI:BOOL=${actual ?? '(missing)'}, expected ${expected}`);
    }
    const prebuiltUi = (0,cmake_args/* cmakeCacheValue */.$Y)(cacheText, 'LLAMA_USE_PREBUILT_UI');
    if (prebuiltUi !== undefined && prebuiltUi !== 'OFF') {
        throw new adapters_errors/* LlamaBuildError */.eU(`CMakeCache.txt has LLAMA_USE_PREBUILT_UI=${prebuiltUi}; the build would download web assets`);
    }
    return actual;
}
/** Compiles the target, logging Ninja's progress about every 10 %. */
async function compileBuild(ctx) {
    const { inputs, variant, outDir, buildDir, env } = ctx;
    const log = inputs.log;
    const buildArgs = (0,cmake_args/* cmakeBuildArgs */.bn)(buildDir, inputs.jobs);
    const compileLog = (0,external_node_path_.join)(outDir, BUILD_FILES.compileLog);
    await (0,promises_.writeFile)(compileLog, `$ cmake ${buildArgs.join(' ')}\n`);
    log?.(`[${variant.label}] compiling llama-server with ${inputs.jobs} jobs`);
    let lastProgress = 0;
    try {
        await (0,run_process/* runChecked */.X4)('cmake', buildArgs, `compile of llama-server variant '${variant.label}'`, {
            env,
            signal: inputs.signal,
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
        throw new adapters_errors/* LlamaBuildError */.eU(error.message);
    }
}
/** Copies the built binary into the entry and checks its ELF architecture; returns its description. */
async function installBinary(ctx, binaryArch) {
    const { variant, outDir, buildDir } = ctx;
    const builtBinary = (0,external_node_path_.join)(buildDir, 'bin', 'llama-server');
    try {
        await (0,promises_.stat)(builtBinary);
    }
    catch {
        throw new adapters_errors/* LlamaBuildError */.eU(`the build of variant '${variant.label}' finished but ${builtBinary} does not exist`);
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
        throw new adapters_errors/* LlamaBuildError */.eU(`${binary} of variant '${variant.label}': ${error.message}`);
    }
    const architecture = describeElf(elf);
    if (build_target/* ELF_MACHINES */.NA[binaryArch] !== undefined && elf.machine !== build_target/* ELF_MACHINES */.NA[binaryArch]) {
        throw new adapters_errors/* LlamaBuildError */.eU(`variant '${variant.label}' should produce a ${binaryArch} binary (e_machine ${build_target/* ELF_MACHINES */.NA[binaryArch]}) but ${binary} is ${architecture}`);
    }
    return { binary, architecture };
}
/** The shared libraries the binary needs: `ldd` natively, `readelf -d` for a cross build. */
async function linkedLibrariesText(ctx, binary, toolPrefix) {
    const { mode, env } = ctx;
    if (mode.kind === 'cross') {
        // ldd cannot load a foreign binary; its NEEDED entries name the same libraries.
        const readelf = await (0,run_process/* runProcess */.R3)(`${toolPrefix}readelf`, ['-d', binary], { env });
        const needed = readelf.stdout
            .toString('utf8')
            .split('\n')
            .filter((l) => l.includes('(NEEDED)'))
            .map((l) => `${/\[(.*)\]/.exec(l)?.[1] ?? l.trim()}\n`)
            .join('');
        return `# ${toolPrefix}readelf -d ${BUILD_FILES.binary} (NEEDED)\n${needed}`;
    }
    const ldd = await (0,run_process/* runProcess */.R3)('ldd', [binary], { env });
    // Load addresses change on every run (ASLR); drop them so the capture is reproducible.
    return Buffer.concat([ldd.stdout, ldd.stderr])
        .toString('utf8')
        .replace(/ \(0x[0-9a-f]+\)/g, '');
}
/** Writes the KleidiAI symbol evidence and checks it agrees with the variant. */
async function checkKleidiaiSymbols(ctx, binary, toolPrefix) {
    const { variant, outDir } = ctx;
    const symbols = await symbolEvidence(binary, toolPrefix);
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.kleidiaiSymbols), symbols.text);
    if (variant.kleidiai && symbols.count === 0) {
        throw new adapters_errors/* LlamaBuildError */.eU(`variant '${variant.label}' enables KleidiAI but ${symbols.method} finds no KleidiAI symbol in the binary`);
    }
    if (!variant.kleidiai && symbols.count !== 0) {
        throw new adapters_errors/* LlamaBuildError */.eU(`variant '${variant.label}' disables KleidiAI but ${symbols.method} finds ${symbols.count} KleidiAI symbols in the binary`);
    }
    return { count: symbols.count };
}
/** Runs `--version` (under the emulator for a cross build) and checks it reports the pinned commit. */
async function checkServerVersion(ctx, binary, launcher) {
    const { inputs, outDir, env } = ctx;
    const signal = inputs.signal;
    const version = launcher.length > 0
        ? await (0,run_process/* runProcess */.R3)(launcher[0], [...launcher.slice(1), binary, '--version'], { env, signal })
        : await (0,run_process/* runProcess */.R3)(binary, ['--version'], { env, signal });
    const versionText = Buffer.concat([version.stdout, version.stderr]).toString('utf8');
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.serverVersion), versionText);
    const versionLine = /^version: .*$/m.exec(versionText)?.[0];
    const reported = /commit ([0-9a-f]{7,40})/.exec(versionLine ?? '')?.[1];
    if (version.code !== 0 || !reported || !inputs.revision.startsWith(reported)) {
        throw new adapters_errors/* LlamaBuildError */.eU(`built llama-server reports ${JSON.stringify(versionLine ?? versionText.trim().slice(0, 200))}, expected commit ${inputs.revision.slice(0, 7)}`);
    }
    return versionLine;
}
async function buildLlamaServer(inputs) {
    const { variant, outDir, buildDir } = inputs;
    const mode = inputs.mode ?? { kind: 'host' };
    const hostArch = (0,build_target/* normalizeArch */.qA)(inputs.hostArch ?? process.arch);
    const binaryArch = mode.kind === 'host' ? hostArch : mode.target.arch;
    // A cross build inspects its binary with the target's binutils and runs it under the emulator.
    const toolPrefix = mode.kind === 'cross' ? mode.target.toolPrefix : '';
    const launcher = mode.kind === 'cross' ? (0,build_launcher/* emulatorArgv */.ak)(mode.target) : [];
    const evidenceDir = (0,external_node_path_.join)(outDir, 'evidence');
    await (0,promises_.mkdir)((0,external_node_path_.join)(outDir, 'bin'), { recursive: true });
    await (0,promises_.mkdir)(evidenceDir, { recursive: true });
    await (0,promises_.mkdir)(buildDir, { recursive: true });
    await (0,toolchain/* saveToolchainOutputs */.B1)((0,external_node_path_.join)(outDir, BUILD_FILES.toolchainDir), inputs.toolchain);
    const ctx = { inputs, variant, outDir, buildDir, mode, env: { ...process.env, LC_ALL: 'C' } };
    const t0 = await configureBuild(ctx);
    const t1 = Date.now();
    const kleidiaiValue = await checkCmakeCache(ctx);
    await compileBuild(ctx);
    const t2 = Date.now();
    const { binary, architecture } = await installBinary(ctx, binaryArch);
    await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, BUILD_FILES.ldd), await linkedLibrariesText(ctx, binary, toolPrefix));
    const symbols = await checkKleidiaiSymbols(ctx, binary, toolPrefix);
    const versionLine = await checkServerVersion(ctx, binary, launcher);
    const files = [];
    for (const path of await listFiles(outDir, new Set(['build.json']))) {
        files.push({ path, sha256: await (0,file_digest/* fileSha256 */.s)((0,external_node_path_.join)(outDir, path)) });
    }
    const hashOf = (path) => files.find((f) => f.path === path).sha256;
    return {
        evidence: {
            label: variant.label,
            server_binary_sha256: hashOf(BUILD_FILES.binary),
            kleidiai_enabled: kleidiaiValue === 'ON',
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


/***/ }),

/***/ 4095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ ensureLlamaServer),
  Q: () => (/* binding */ resolveBuildCacheKey)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/build/build-variant.ts
var build_variant = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/domain/build/cmake-args.ts
var cmake_args = __webpack_require__(1112);
;// CONCATENATED MODULE: ./src/domain/build/build-key.ts
// The cache key of a llama-server build, derived from exactly what determines the build (pinned
// source revision, variant, offline CMake options, toolchain and platform), so the CLI and the
// GitHub action (through @actions/cache) agree on it.




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
        throw new errors/* BuildConfigurationError */.T6(`source revision must be a 40-hex commit, got ${JSON.stringify(input.sourceRevision)}`);
    }
    (0,build_variant/* validateVariant */.qg)(input.variant);
    const t = input.toolchain;
    for (const [name, digest] of Object.entries({
        gcc_version_sha256: t.gcc_version_sha256,
        gxx_version_sha256: t.gxx_version_sha256,
        cmake_version_sha256: t.cmake_version_sha256,
        generator_version_sha256: t.generator_version_sha256,
    })) {
        if (!hashing/* SHA256_PATTERN */.jU.test(digest))
            throw new errors/* BuildConfigurationError */.T6(`toolchain.${name} must be a SHA-256 digest`);
    }
    // A host build's document is unchanged by targets (undefined keys are dropped), so its key is too.
    const mode = (0,build_variant/* buildMode */.yQ)(input.variant, input.arch);
    const crossTarget = mode.kind === 'cross' ? mode.target : undefined;
    return {
        recipe: BUILD_RECIPE_VERSION,
        source_revision: input.sourceRevision,
        variant: {
            label: input.variant.label,
            kleidiai: input.variant.kleidiai,
            cmake_options: (0,cmake_args/* effectiveCmakeOptions */.pc)(input.variant, crossTarget),
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
        arch: (0,build_variant/* binaryArch */.UL)(input.variant, input.arch),
    };
}
/**
 * Content-addressed key of a build, usable as an @actions/cache key and as a directory name:
 * `llama-server-<os>-<arch>-<label>-<sha256 of the key document>`.
 */
function buildCacheKey(input) {
    const doc = buildKeyDocument(input);
    const digest = (0,hashing/* sha256Hex */.fg)(sortedJson(doc));
    const os = String(doc.os).replace(/[^a-z0-9]/g, '');
    const arch = String(doc.arch).replace(/[^a-z0-9]/g, '');
    return `llama-server-${os}-${arch}-${input.variant.label}-${digest}`;
}

// EXTERNAL MODULE: ./src/domain/build/build-source.ts
var build_source = __webpack_require__(9425);
// EXTERNAL MODULE: ./src/domain/build/build-target.ts
var build_target = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/adapters/llama/build.ts + 1 modules
var build = __webpack_require__(7774);
// EXTERNAL MODULE: ./src/adapters/llama/build-cache.ts
var build_cache = __webpack_require__(9689);
// EXTERNAL MODULE: ./src/adapters/cache/cache-dir.ts
var cache_dir = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/adapters/cache/dir-lock.ts
var dir_lock = __webpack_require__(2480);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
// EXTERNAL MODULE: ./src/adapters/models/mirror.ts
var mirror = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/adapters/cache/file-digest.ts
var file_digest = __webpack_require__(7328);
// EXTERNAL MODULE: ./src/adapters/process/run-process.ts
var run_process = __webpack_require__(2187);
;// CONCATENATED MODULE: ./src/adapters/llama/kleidiai-source.ts
// The KleidiAI source archive, fetched once and verified, so configuring a KleidiAI build never
// downloads anything (FETCHCONTENT_SOURCE_DIR_KLEIDIAI_DOWNLOAD + FETCHCONTENT_FULLY_DISCONNECTED).










async function exists(path) {
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
        const value = JSON.parse(await (0,promises_.readFile)(originFile((0,cache_dir/* cachePath */.Ae)(cacheDir, 'kleidiai'), sha256), 'utf8'));
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
    (0,kleidiai/* validateKleidiaiSource */.mJ)(spec, 'kleidiaiSource');
    const root = (0,cache_dir/* cachePath */.Ae)(cacheDir, 'kleidiai');
    const archive = (0,external_node_path_.join)(root, `${spec.sha256}.tar.gz`);
    const dir = (0,external_node_path_.join)(root, spec.sha256);
    const what = `KleidiAI ${spec.version} source archive`;
    await (0,promises_.mkdir)(root, { recursive: true });
    return (0,dir_lock/* withDirLock */.j)((0,external_node_path_.join)(root, `${spec.sha256}.lock`), async () => {
        if (await exists(archive))
            await (0,verified_download/* verifyFile */.AI)(archive, spec.sha256, spec.sizeBytes, what);
        else {
            log?.(`fetching ${what} (${spec.url}, or a mirror file with its name or sha256)`);
            const origin = await (0,mirror/* fetchPinned */.Pv)({
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
            const md5 = await (0,file_digest/* fileDigest */.h)(archive, 'md5');
            if (md5 !== options.expectedMd5) {
                throw new Error(`${what} (${archive}) has MD5 ${md5} but the llama.cpp source pins MD5 ${options.expectedMd5}: the pinned sha256 names a different archive than llama.cpp expects`);
            }
        }
        if (await exists((0,external_node_path_.join)(dir, 'CMakeLists.txt')))
            return dir;
        const staging = (0,external_node_path_.join)(root, `.extract-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        await (0,promises_.mkdir)(staging);
        try {
            await (0,run_process/* runChecked */.X4)('tar', ['-xzf', archive, '-C', staging, '--no-same-owner'], `extracting ${archive}`, { signal });
            // GitHub archives hold one top-level directory (kleidiai-<version>/).
            const top = await (0,promises_.readdir)(staging);
            const inner = top.length === 1 ? (0,external_node_path_.join)(staging, top[0]) : staging;
            if (!(await exists((0,external_node_path_.join)(inner, 'CMakeLists.txt')))) {
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

// EXTERNAL MODULE: ./src/adapters/llama/source.ts
var llama_source = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/adapters/llama/toolchain.ts
var llama_toolchain = __webpack_require__(3917);
;// CONCATENATED MODULE: ./src/adapters/llama/ensure-llama-server.ts
// Returns a llama-server binary for (pinned source, variant): from the content-addressed build
// cache when present, else checkout → configure → compile → evidence → publish, after which the
// build tree is deleted (runner disks are small).

















/** The cache key of a build on this machine (probes the toolchain; no files written). */
async function resolveBuildCacheKey(options) {
    (0,build_source/* validateSourceSpec */.de)(options.source);
    const arch = options.arch ?? process.arch;
    const mode = (0,build_variant/* buildMode */.yQ)(options.variant, arch);
    // A cross build is compiled by the target's compilers; host and native builds honour CC/CXX.
    const toolchain = await (0,llama_toolchain/* probeToolchain */.SI)(options.env, mode.kind === 'cross' ? (0,build_target/* crossCompilers */.fy)(mode.target) : undefined);
    const keyInput = {
        sourceRevision: (0,build_source/* sourceRevision */.b5)(options.source),
        variant: options.variant,
        toolchain: toolchain.identity,
        os: options.os ?? process.platform,
        arch,
    };
    return { key: buildCacheKey(keyInput), keyInput, toolchain, mode };
}
function toBuiltServer(cacheDir, record, fromCache) {
    const entryDir = (0,build_cache/* buildEntryDir */.SS)(cacheDir, record.cache_key);
    return {
        binaryPath: (0,external_node_path_.join)(entryDir, build/* BUILD_FILES */.lD.binary),
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
    const cmakeLists = (await (0,llama_source/* readCheckoutFile */.$C)(checkoutDir, 'ggml/src/ggml-cpu/CMakeLists.txt')).toString('utf8');
    const pin = (0,kleidiai/* kleidiaiPinFromCmakeLists */.GA)(cmakeLists);
    if (!pin) {
        throw new errors/* BuildConfigurationError */.T6(`build variant '${variant.label}' enables KleidiAI, but llama.cpp ${revision} declares no KleidiAI FetchContent in ggml/src/ggml-cpu/CMakeLists.txt`);
    }
    const wanted = variant.kleidiaiSource.version;
    const wantedMd5 = variant.kleidiaiSource.md5;
    if (wantedMd5 !== undefined && pin.md5 !== undefined && pin.md5 !== wantedMd5) {
        throw new errors/* BuildConfigurationError */.T6(`build variant '${variant.label}' pins KleidiAI MD5 ${wantedMd5}, but llama.cpp ${revision} pins MD5 ${pin.md5} for ${pin.url ?? 'its KleidiAI archive'}`);
    }
    if (pin.version !== undefined && pin.version !== wanted) {
        throw new errors/* BuildConfigurationError */.T6(`build variant '${variant.label}' pins KleidiAI ${wanted}, but llama.cpp ${revision} expects ${pin.version} (${pin.url ?? 'see ggml/src/ggml-cpu/CMakeLists.txt'}); pin that archive instead`);
    }
    return pin;
}
async function ensureLlamaServer(options) {
    const { cacheDir, source, variant, log, signal } = options;
    const arch = options.arch ?? process.arch;
    // Impossible variants fail before any download or compile.
    (0,build_variant/* assertVariantsPossible */.a5)([variant], arch);
    const { key, keyInput, toolchain, mode } = await resolveBuildCacheKey({
        source,
        variant,
        arch,
        os: options.os,
    });
    const lookup = async () => {
        const found = await (0,build_cache/* lookupBuild */.XR)(cacheDir, key);
        if (found.state === 'hit')
            return toBuiltServer(cacheDir, found.record, true);
        if (found.state === 'corrupt') {
            log?.(`cached build ${key} is unusable (${found.reason}); rebuilding`);
            await (0,promises_.rm)((0,build_cache/* buildEntryDir */.SS)(cacheDir, key), { recursive: true, force: true });
        }
        return undefined;
    };
    const hit = await lookup();
    if (hit) {
        log?.(`llama-server '${variant.label}' from cache ${key}`);
        return hit;
    }
    const buildsRoot = (0,cache_dir/* cachePath */.Ae)(cacheDir, 'builds');
    await (0,promises_.mkdir)(buildsRoot, { recursive: true });
    return (0,dir_lock/* withDirLock */.j)((0,external_node_path_.join)(buildsRoot, `${key}.lock`), async () => {
        const again = await lookup();
        if (again)
            return again;
        // Leftovers of an interrupted build of this key (we hold its lock, so none is live).
        for (const name of await (0,promises_.readdir)(buildsRoot)) {
            if (name.startsWith(`.staging-${key}-`))
                await (0,promises_.rm)((0,external_node_path_.join)(buildsRoot, name), { recursive: true, force: true });
        }
        const checkout = await (0,llama_source/* ensureLlamaSourceCheckout */.tA)({ cacheDir, source, log, signal });
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
        const buildDir = (0,cache_dir/* cachePath */.Ae)(cacheDir, 'tmp', `build-${key}`);
        await (0,promises_.rm)(buildDir, { recursive: true, force: true });
        try {
            const { evidence, timings } = await (0,build/* buildLlamaServer */.xN)({
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
            await (0,build_cache/* publishBuild */.OO)(stagingDir, cacheDir, record);
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


/***/ }),

/***/ 3917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ saveToolchainOutputs),
/* harmony export */   JD: () => (/* binding */ manifestToolchain),
/* harmony export */   SI: () => (/* binding */ probeToolchain)
/* harmony export */ });
/* unused harmony export compilersFromEnv */
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _process_run_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2187);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
// The toolchain identity of a build: each tool's `--version` output, saved verbatim and hashed
// (manifest `toolchain.{gcc,gxx,cmake,ninja}_version_sha256`).





async function versionOutput(command, required) {
    try {
        const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runProcess */ .R3)(command, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
        if (result.code === 0)
            return result.stdout;
        if (!required)
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(`${command} --version failed with exit code ${result.code}: ${result.stderr.toString().trim()}`);
    }
    catch (error) {
        if (!required)
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI(`the build needs ${command} (${error.message}); install it (Debian/Ubuntu: ${/^aarch64-linux-gnu-/.test(command) ? 'g++-aarch64-linux-gnu binutils-aarch64-linux-gnu' : 'build-essential cmake ninja-build'})`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI('the build needs ninja or make on PATH (Debian/Ubuntu: ninja-build)');
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
        gcc_version_sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(gcc),
        gxx_version_sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(gxx),
        cmake_version_sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(cmake),
        ninja_version_sha256: ninja ? (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(ninja) : null,
        make_version_sha256: make ? (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(make) : null,
        files: Object.entries(outputs).map(([path, data]) => ({
            tool: path.replace(/-version\.txt$/, ''),
            path,
            sha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(data),
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
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    for (const [name, data] of Object.entries(probe.outputs))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), data);
}
/** Manifest `toolchain` (capacity-study.md §9.8); the study requires ninja's version. */
function manifestToolchain(versions) {
    if (versions.ninja_version_sha256 === null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ProcessError */ .yI('the manifest records ninja --version, but ninja is not installed (Debian/Ubuntu: ninja-build)');
    }
    return {
        gcc_version_sha256: versions.gcc_version_sha256,
        gxx_version_sha256: versions.gxx_version_sha256,
        cmake_version_sha256: versions.cmake_version_sha256,
        ninja_version_sha256: versions.ninja_version_sha256,
    };
}


/***/ }),

/***/ 435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ planArgument)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7038);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6675);
// The plan a study command reads: `--plan`, else capacity/capacity.json — the file `init` writes and
// the action reads by default — when it exists; otherwise an error saying how to name one.




/** `given`, or the default plan path when it exists (relative to `cwd`). */
async function planArgument(given, cwd) {
    if (given !== undefined)
        return given;
    if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PLAN_FILE */ .h5)).catch(() => undefined))
        return _orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PLAN_FILE */ .h5;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`no --plan given, and the default plan ${_orchestrators_stages_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PLAN_FILE */ .h5} does not exist here: pass --plan <capacity.json | capacity-run.json>, or write one with paretopilot-capacity init <model>`);
}


/***/ }),

/***/ 1112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ cmakeCacheValue),
/* harmony export */   bn: () => (/* binding */ cmakeBuildArgs),
/* harmony export */   p_: () => (/* binding */ cmakeConfigureArgs),
/* harmony export */   pc: () => (/* binding */ effectiveCmakeOptions)
/* harmony export */ });
/* unused harmony export OFFLINE_CMAKE_OPTIONS */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _build_target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2305);
// CMake argv of an offline llama-server build: the fixed offline options, a variant's effective
// `-D` options, configure and build arguments, and reading CMakeCache.txt back.


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
/** Effective `-D` options of a variant, in the order they are passed (sorted by name). */
function effectiveCmakeOptions(variant, crossTarget) {
    const merged = {
        ...OFFLINE_CMAKE_OPTIONS,
        ...(variant.cmakeOptions ?? {}),
        ...(crossTarget ? (0,_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .crossCmakeOptions */ .QN)(crossTarget) : {}),
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`build variant '${input.variant.label}' needs the extracted KleidiAI source`);
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
/** Value of `NAME:TYPE=value` in a CMakeCache.txt, or undefined when the entry is absent. */
function cmakeCacheValue(cacheText, name) {
    for (const line of cacheText.split('\n')) {
        const match = /^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$/.exec(line.replace(/\r$/, ''));
        if (match && match[1] === name)
            return match[2];
    }
    return undefined;
}


/***/ }),

/***/ 1735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ak: () => (/* binding */ emulatorArgv),
/* harmony export */   oD: () => (/* binding */ launcherFor),
/* harmony export */   oP: () => (/* binding */ scaledSeconds),
/* harmony export */   xj: () => (/* binding */ EMULATION_TIMEOUT_FACTOR)
/* harmony export */ });
/* harmony import */ var _build_target_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2305);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
// How a server binary is started on this host: directly, or through a user-mode emulator when it
// was built for another architecture. Emulated numbers are not the target CPU's numbers: the
// manifest records the launcher and the receipt says so.


/** Emulation slows model load and generation by roughly 10-20x; deadlines grow by this factor. */
const EMULATION_TIMEOUT_FACTOR = 10;
function emulatorArgv(target) {
    return [target.emulator, '-cpu', target.emulatedCpu, '-L', target.sysroot];
}
/** null when the binary runs natively; else the emulator that runs it, or a LauncherError. */
function launcherFor(binaryArch, hostArch) {
    const guest = (0,_build_target_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeArch */ .qA)(binaryArch);
    const host = (0,_build_target_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeArch */ .qA)(hostArch);
    if (guest === host)
        return null;
    const target = Object.values(_build_target_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILD_TARGETS */ ._N).find((t) => t.arch === guest);
    if (!target) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .LauncherError */ .Dt(`a ${guest} llama-server cannot run on this ${host} machine and no emulator is known for ${guest}`);
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


/***/ }),

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ confoundedWarnings)
/* harmony export */ });
/* unused harmony export plannedComparisons */
/* harmony import */ var _factors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5395);

function factorsOf(spec, c) {
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
    // Candidates that run the same thing share a class, and each pair of classes is classified once:
    // the pairs grow with the square of the candidates, the work with the square of what differs.
    const classes = new Map();
    const factors = [];
    const classOf = spec.candidates.map((c) => {
        const f = factorsOf(spec, c);
        const key = JSON.stringify(f);
        if (!classes.has(key))
            classes.set(key, factors.push(f) - 1);
        return classes.get(key);
    });
    const classified = new Map();
    const classify = (x, y) => {
        const key = x * factors.length + y;
        if (!classified.has(key))
            classified.set(key, (0,_factors_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyPair */ .v8)(factors[x], factors[y]));
        return classified.get(key);
    };
    const out = [];
    for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++)
            out.push({ a: ids[i], b: ids[j], ...classify(classOf[i], classOf[j]) });
    return out;
}
/**
 * One line per confounded pair that no factorial design explains (empty when every pair is clean). A
 * confounded pair whose two candidates are joined through a third by two single-factor pairs is a
 * diagonal of a factorial: each of its factors is identified by those pairs, so it is not reported.
 */
function confoundedWarnings(spec) {
    const pairs = plannedComparisons(spec);
    // The single-factor pairs by both orders of their ids, so each look-up is one set probe.
    const key = (x, y) => JSON.stringify([x, y]);
    const singles = new Set(pairs
        .filter((p) => p.factor !== 'confounded' && p.factor !== 'identical')
        .flatMap((p) => [key(p.a, p.b), key(p.b, p.a)]));
    const single = (x, y) => singles.has(key(x, y));
    const ids = spec.candidates.map((c) => c.id);
    return pairs
        .filter((c) => c.factor === 'confounded')
        .filter((c) => !ids.some((m) => m !== c.a && m !== c.b && single(c.a, m) && single(m, c.b)))
        .map((c) => `candidates ${c.a} and ${c.b} differ in more than one factor (${c.detail}): their comparison is confounded ` +
        'and credits no single factor; make them differ in one of build, model or server_args to identify its effect');
}


/***/ }),

/***/ 7198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ checkStudy),
  I: () => (/* binding */ localModelProblem)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/llama/ensure-llama-server.ts + 2 modules
var ensure_llama_server = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/adapters/llama/build-cache.ts
var build_cache = __webpack_require__(9689);
// EXTERNAL MODULE: ./src/adapters/cache/file-digest.ts
var file_digest = __webpack_require__(7328);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/adapters/models/model-request.ts
var model_request = __webpack_require__(5162);
// EXTERNAL MODULE: ./src/domain/plan/model-ref.ts
var model_ref = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/adapters/models/model-head.ts




/** HEAD `url` (redirects followed); never throws for a network that is absent or refuses. */
async function probeModelUrl(url, options = {}) {
    const parsed = (0,verified_download/* validateUrl */.wv)(url, (0,model_ref/* urlForDisplay */.Bo)(url));
    const owned = options.dispatcher ? undefined : (0,model_request/* createModelDispatcher */.Zv)();
    const dispatcher = options.dispatcher ?? owned;
    const timeoutMs = options.timeoutMs ?? 10_000;
    // One deadline for the whole probe (HEAD, then a GET where HEAD is refused).
    const deadline = AbortSignal.timeout(timeoutMs);
    const signals = [deadline, ...(options.signal ? [options.signal] : [])];
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
        if (deadline.aborted && !options.signal?.aborted)
            return { kind: 'unreachable', reason: `no answer within ${timeoutMs / 1000} s` };
        // requestModel wraps the network's error; its code (ECONNREFUSED, …) is what a person reads.
        const error = thrown instanceof errors/* ModelFetchError */.am && thrown.cause !== undefined ? thrown.cause : thrown;
        return { kind: 'unreachable', reason: (0,model_request/* networkErrorCode */.a0)(error) ?? error.message };
    }
    finally {
        await owned?.close();
    }
}

// EXTERNAL MODULE: ./src/domain/build/build-variant.ts
var build_variant = __webpack_require__(6199);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var build_kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var core_errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/adapters/llama/source.ts
var llama_source = __webpack_require__(5753);
// EXTERNAL MODULE: ./src/adapters/models/model-intake.ts
var model_intake = __webpack_require__(5739);
// EXTERNAL MODULE: ./src/domain/build/build-source.ts
var build_source = __webpack_require__(9425);
// EXTERNAL MODULE: ./src/domain/gguf/gguf-header.ts
var gguf_header = __webpack_require__(3173);
// EXTERNAL MODULE: ./src/domain/plan/check-report.ts
var check_report = __webpack_require__(6225);
;// CONCATENATED MODULE: ./src/domain/plan/plan-warnings.ts

/**
 * The reusable workflows' default `timeout-minutes` for the measured job
 * (.github/workflows/capacity-study.yml and capacity-fleet.yml; a test keeps the three equal).
 */
const WORKFLOW_TIMEOUT_MINUTES = 240;
/** GitHub-hosted runners end any job at 6 hours, whatever `timeout-minutes` says. */
const HOSTED_JOB_LIMIT_MINUTES = 360;
/**
 * The least one request can take, each term below what a CPU serving a real language model needs
 * (the generated ~5 MB test fixtures are faster: about 1.3 ms to the first token, 0.1 ms a token):
 * the loopback request itself; each prompt token; each generated token — or, for a large model,
 * one read of every weight per forward pass (one per generated token, one per `ubatchTokens`
 * prompt tokens) at more than any CPU socket's memory bandwidth.
 */
const SLO_FLOOR = {
    requestMs: 1,
    promptTokenMs: 0.1,
    generatedTokenMs: 1,
    weightBytesPerSecond: 500e9,
    ubatchTokens: 512,
    /** Characters per token no tokenizer exceeds on ordinary text: a lower bound on prompt tokens. */
    charsPerToken: 8,
};
/** Floors (ms) of TTFT and end-to-end latency for the plan's shortest prompt on its smallest model. */
function sloFloors(modelBytes, prompts, outputTokens) {
    const f = SLO_FLOOR;
    const weightsMs = ((modelBytes.length ? Math.min(...modelBytes) : 0) / f.weightBytesPerSecond) * 1000;
    const tokenMs = Math.max(f.generatedTokenMs, weightsMs);
    const promptTokens = Math.max(1, Math.ceil(Math.min(...prompts.map((p) => p.length)) / f.charsPerToken));
    const prefillMs = Math.max(promptTokens * f.promptTokenMs, Math.ceil(promptTokens / f.ubatchTokens) * weightsMs);
    const ttftMs = f.requestMs + prefillMs + tokenMs;
    return {
        promptTokens,
        tokenMs,
        prefillMs,
        ttftMs,
        e2eMs: ttftMs + Math.max(0, outputTokens - 1) * tokenMs,
    };
}
const ms = (x) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));
/** One warning per SLO limit below its floor, with the floor's terms and the likely unit mistake. */
function sloWarnings(spec, loadPlan) {
    const bytes = spec.candidates.map((c) => (c.model.kind === 'fixture' ? 0 : c.model.sizeBytes));
    const fl = sloFloors(bytes, loadPlan.prompts, loadPlan.output_tokens);
    const first = `${SLO_FLOOR.requestMs} ms for the request, ${ms(fl.prefillMs)} ms for ${fl.promptTokens}+ prompt tokens, ${ms(fl.tokenMs)} ms for the first token`;
    const limits = [
        ['max_ttft_ms_p95', loadPlan.slo.max_ttft_ms_p95, fl.ttftMs, first],
        [
            'max_e2e_latency_ms_p95',
            loadPlan.slo.max_e2e_latency_ms_p95,
            fl.e2eMs,
            `${first}, then ${loadPlan.output_tokens - 1} more tokens at ${ms(fl.tokenMs)} ms`,
        ],
    ];
    return limits.flatMap(([key, limit, floor, terms]) => limit === null || limit >= floor
        ? []
        : [
            `slo ${key} is ${limit} ms, less than the ${ms(floor)} ms one request of this plan takes at the least (${terms}): no cell of a real model would meet it${limit * 1000 >= floor ? `; if ${limit} is in seconds, write ${limit * 1000} (SLO limits are in milliseconds)` : ''}`,
        ]);
}
/** A warning when the estimated run time exceeds what the reusable workflow gives its measured job. */
function workflowTimeoutWarning(estimate) {
    const need = (0,check_report/* minutes */.Gx)(estimate.assumedSeconds);
    if (need <= WORKFLOW_TIMEOUT_MINUTES)
        return undefined;
    const raise = Math.ceil((need * 1.25) / 30) * 30;
    return `the estimate (about ${need} min at an assumed ${check_report/* ASSUMED_SECONDS_PER_REQUEST */.FI} s a request, builds and downloads not included) exceeds the ${WORKFLOW_TIMEOUT_MINUTES} min the reusable workflow gives its measured job by default: on GitHub, pass its timeout-minutes input (e.g. timeout-minutes: ${raise})${raise > HOSTED_JOB_LIMIT_MINUTES ? `, which GitHub-hosted runners cap at ${HOSTED_JOB_LIMIT_MINUTES} min: use a self-hosted runner or split the study (fewer candidates or levels per plan)` : ''}, or shrink the grid or the requests per level`;
}

;// CONCATENATED MODULE: ./src/orchestrators/check-warnings.ts
// What `check` warns about beyond a plan's problems: SLO limits no request can meet and a run longer
// than the workflow allows (domain/plan/plan-warnings.ts), a model file whose GGUF header llama.cpp
// would not take, and a llama.cpp source this machine cannot reach.






/** Warnings about a valid plan: SLO limits no request can meet, a run longer than the workflow allows. */
function planWarnings(spec, loadPlan, estimate) {
    const timeout = estimate && workflowTimeoutWarning(estimate);
    return [...sloWarnings(spec, loadPlan), ...(timeout ? [timeout] : [])];
}
/** A model file's GGUF header (its first bytes only): an unknown file type, or no GGUF at all. */
async function ggufWarnings(id, shown, path, sizeBytes) {
    try {
        const unknown = (0,gguf_header/* unknownFileTypeWarning */.vL)(await (0,model_intake/* readModelFacts */.BO)(path, sizeBytes));
        return unknown ? [`${id}: ${shown}: ${unknown}`] : [];
    }
    catch (e) {
        if (!(e instanceof core_errors/* GgufFormatError */.zg))
            throw e;
        return [`${id}: ${shown} is not a GGUF model llama-server can load: ${e.message}`];
    }
}
/** How a study can build without reaching GitHub, named in every source warning. */
const OTHER_SOURCES = `init --llama-cpp-source npm-bundle writes a plan built from the llama.cpp source node-llama-cpp ${build_source/* NODE_LLAMA_CPP_BUNDLE_SOURCE */.Wt.version} ships on the npm registry, and --llama-cpp-source <dir> one built from a local checkout`;
/**
 * A git source prepare would have to fetch (its checkout is not cached): probed, or named as not
 * probed under --offline, so `check` does not say "no problems" of a study that cannot fetch it.
 */
async function sourceWarnings(source, cacheDir, offline) {
    if (source.kind !== 'git' || (await (0,llama_source/* checkoutIsCached */.vi)(cacheDir, source.commit)))
        return [];
    const local = source.repository.startsWith('file://');
    if (offline && !local)
        return [
            `llama.cpp source ${source.repository}: not probed (--offline), and not cached: prepare fetches commit ${source.commit} from it, so run needs that host; ${OTHER_SOURCES}`,
        ];
    const why = await (0,llama_source/* gitSourceUnreachable */._w)(source.repository, source.commit);
    return why === undefined
        ? []
        : [
            `llama.cpp source ${source.repository} cannot be fetched from this machine (${why}): run will fail to fetch commit ${source.commit}; ${local ? 'point the plan at an existing checkout' : `run where the host answers, or ${OTHER_SOURCES}`}`,
        ];
}

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
        // Pairs of candidates grow with their square: compared once the plan is within its run bounds.
        if (report.problems.length)
            report.skipped.push('confounded comparisons: not checked until the problems above are fixed');
        else
            for (const w of (0,plan_comparisons/* confoundedWarnings */.H)(spec))
                report.warnings.push(w);
        report.estimate =
            plan && loadPlan && suite ? (0,check_report/* estimateStudy */.Sg)(spec, plan.value, loadPlan.value, suite.value) : undefined;
        if (loadPlan)
            report.warnings.push(...planWarnings(spec, loadPlan.value, report.estimate));
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
    report.warnings.push(...planWarnings(spec, ctx.loadPlan, report.estimate));
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
/**
 * What is wrong with a local model file against its pin — not a file, another size, another
 * sha256 — with the fix; undefined when it is the pinned file. `check` and `prepare` both say this.
 */
async function localModelProblem(abs, m) {
    const info = await (0,promises_.stat)(abs).catch(() => undefined);
    if (!info?.isFile())
        return {
            field: 'path',
            message: `${m.path} is not a file${info ? ' (it is a directory or a special file)' : ' (it does not exist)'}`,
            fix: 'point path at the model file (relative to the plan)',
        };
    if (info.size !== m.sizeBytes)
        return {
            field: 'size_bytes',
            message: `is ${m.sizeBytes} but ${m.path} has ${info.size} bytes`,
            fix: `set size_bytes to ${info.size}, or point path at the pinned file`,
        };
    const digest = await (0,file_digest/* fileSha256 */.s)(abs);
    if (digest === m.sha256)
        return undefined;
    return {
        field: 'sha256',
        message: `is ${m.sha256} but ${m.path} hashes to ${digest}`,
        fix: `set sha256 to ${digest} (\`sha256sum ${m.path}\`), or point path at the pinned file`,
    };
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
            const problem = await localModelProblem((0,external_node_path_.resolve)(specDir, m.path), m);
            if (problem)
                report.problems.push((0,check_report/* checkProblem */.WV)(specPath, `${at}/${problem.field}`, problem.message, problem.fix));
            else {
                report.verified.push(`${c.id}: ${m.path} has the pinned size and sha256`);
                report.warnings.push(...(await ggufWarnings(c.id, m.path, (0,external_node_path_.resolve)(specDir, m.path), m.sizeBytes)));
            }
            continue;
        }
        const cached = (await (0,promises_.stat)((0,fetch_model/* modelCachePath */.X)(options.cacheDir, m.sha256)).catch(() => undefined))?.size === m.sizeBytes;
        const cachedCopy = (0,fetch_model/* modelCachePath */.X)(options.cacheDir, m.sha256);
        if (cached)
            report.warnings.push(...(await ggufWarnings(c.id, 'its cached copy', cachedCopy, m.sizeBytes)));
        report.cache.models.push(`${c.id}: sha256 ${m.sha256} ${cached ? 'in the cache (its digest is verified when prepare uses it)' : 'not cached (prepare downloads it)'}`);
        await checkPinnedUrl(report, silent, options, {
            name: c.id,
            url: m.url,
            sizeBytes: m.sizeBytes,
            file: specPath,
            at,
            // A gated model answers its HEAD only with a token; check sends one only when asked to.
            credential: (0,model_request/* credentialFor */.FX)(m.url, options.modelToken),
        });
    }
}
/** A pinned download asked for its status and size: a 404 or another size is a problem of the plan. */
async function checkPinnedUrl(report, silent, options, pinned) {
    const { sizeBytes, file, at } = pinned;
    // A URL holding user:password@ is a problem of the plan already reported; it is never requested or shown.
    if ((0,model_ref/* urlHasCredentials */.wt)(pinned.url))
        return;
    const href = (0,model_ref/* urlForDisplay */.Bo)(pinned.url);
    const url = URL.canParse(href) ? new URL(href) : undefined;
    if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/url`, `${JSON.stringify(href)} is not an http(s) URL`, 'give the https:// URL of the pinned file'));
        return;
    }
    if (options.offline || silent.has(url.host))
        return;
    const probe = await probeModelUrl(href, {
        timeoutMs: options.timeoutMs,
        credential: pinned.credential,
        dispatcher: options.dispatcher,
    });
    if (probe.kind === 'unreachable') {
        silent.add(url.host);
        report.skipped.push(`URLs on ${url.host}: not checked, the host did not answer (${probe.reason}); run check where the network allows, or pass --offline`);
    }
    else if (probe.kind === 'http-error')
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/url`, `${href} answered HTTP ${probe.status}`, probe.status === 404
            ? 'fix the URL: it must name the pinned file at a fixed revision or release (e.g. …/resolve/<commit>/<file>)'
            : (probe.status === 401 || probe.status === 403) && pinned.credential === undefined
                ? 'a gated or private model: check sends a token only when asked, so pass --token-env (and --token-origin for a server other than the Hub) with a token that can read it'
                : 'check the URL and that the file is public'));
    else if (probe.sizeBytes !== undefined && probe.sizeBytes !== sizeBytes)
        report.problems.push((0,check_report/* checkProblem */.WV)(file, `${at}/size_bytes`, `is ${sizeBytes} but ${href} serves ${probe.sizeBytes} bytes (Content-Length)`, `set size_bytes to ${probe.sizeBytes} if that is the pinned file, or fix the URL`));
    else
        report.verified.push(`${pinned.name}: ${href} answers ${probe.status}${probe.sizeBytes === undefined ? ' (no size sent)' : ` with the pinned size ${probe.sizeBytes}`}`);
}
async function checkBuildCache(report, spec, options) {
    if (spec.candidates.length)
        report.warnings.push(...(await sourceWarnings(spec.source, options.cacheDir, options.offline)));
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


/***/ })

};
