export const id = 109;
export const ids = [109];
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
/* harmony import */ var _file_digest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5299);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3926);
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
    return (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .cachePath */ .Ae)(cacheDir, 'builds', key);
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
            actual = await (0,_file_digest_js__WEBPACK_IMPORTED_MODULE_2__/* .fileSha256 */ .s)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file.path));
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
// EXTERNAL MODULE: ./src/adapters/llama/file-digest.ts
var file_digest = __webpack_require__(5299);
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
var build_variant = __webpack_require__(8580);
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
// EXTERNAL MODULE: ./src/adapters/llama/cache-dir.ts
var cache_dir = __webpack_require__(3926);
// EXTERNAL MODULE: ./src/adapters/llama/dir-lock.ts
var dir_lock = __webpack_require__(3957);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
// EXTERNAL MODULE: ./src/adapters/models/mirror.ts
var mirror = __webpack_require__(4532);
// EXTERNAL MODULE: ./src/adapters/llama/file-digest.ts
var file_digest = __webpack_require__(5299);
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

/***/ 5753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ readCheckoutFile),
/* harmony export */   tA: () => (/* binding */ ensureLlamaSourceCheckout)
/* harmony export */ });
/* unused harmony exports fileSri512, ensureNpmTarball */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9425);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3926);
/* harmony import */ var _dir_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3957);
/* harmony import */ var _file_digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5299);
/* harmony import */ var _process_run_process_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2187);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5729);
// Pinned llama.cpp sources: a shallow git fetch of one commit, or the git bundle shipped inside the
// node-llama-cpp npm tarball (for machines that reach only the npm registry). Every checkout is
// verified to be exactly the pinned commit before it is used.









const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
async function git(args, what, signal) {
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runChecked */ .X4)('git', args, what, { env: GIT_ENV, signal });
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
async function headOf(dir) {
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runProcess */ .R3)('git', ['-C', dir, 'rev-parse', '--verify', 'HEAD^{commit}'], {
        env: GIT_ENV,
    });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}
async function verifyHead(dir, expected, origin) {
    const head = await headOf(dir);
    if (head !== expected) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`llama.cpp checkout from ${origin} is at commit ${head ?? '(none)'} but the pinned commit is ${expected}`);
    }
}
async function fileSri512(path) {
    return `sha512-${await (0,_file_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .fileDigest */ .h)(path, 'sha512', 'base64')}`;
}
/** Fetches the package tarball with `npm pack` into the cache and checks it against the pinned integrity. */
async function ensureNpmTarball(cacheDir, spec, log, signal) {
    const dir = (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .cachePath */ .Ae)(cacheDir, 'npmTarballs');
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
        const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runChecked */ .X4)('npm', [
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`npm pack ${what} reports registry integrity ${String(registryIntegrity)}, expected the pinned ${spec.integrity}`);
        }
        const packed = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(staging)).filter((name) => name.endsWith('.tgz'));
        if (packed.length !== 1) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`npm pack ${what} produced ${packed.length} tarballs in ${staging}, expected 1`);
        }
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, packed[0]);
        const actual = await fileSri512(file);
        if (actual !== spec.integrity) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`npm tarball ${what} has integrity ${actual}, expected the pinned ${spec.integrity}`);
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
        await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runChecked */ .X4)('tar', ['-xzf', tarball, '-C', unpack, member], `extracting ${member} from ${tarball}`, {
            signal,
        });
        const bundle = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(unpack, member);
        // No `git bundle verify`: before git 2.41 it needs a repository as its working directory, so a
        // study started outside one failed here. The tarball's integrity is pinned, and the clone
        // checks the bundle itself (header, prerequisites, every object of its pack) as it reads it.
        log?.(`cloning the llama.cpp bundle of ${spec.package}@${spec.version}`);
        await git(['clone', '--quiet', '--no-checkout', '--', bundle, staging], `git clone of ${bundle}`, signal);
        const hasCommit = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runProcess */ .R3)('git', ['-C', staging, 'cat-file', '-e', `${spec.expectedCommit}^{commit}`], {
            env: GIT_ENV,
        });
        if (hasCommit.code !== 0) {
            const heads = await git(['bundle', 'list-heads', bundle], 'git bundle list-heads', signal);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`the llama.cpp bundle in ${spec.package}@${spec.version} does not contain the pinned commit ${spec.expectedCommit}; it has: ${heads.replace(/\n/g, ', ')}`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`could not fetch the pinned commit ${commit} from ${repository} (is the commit in that repository?): ${error.message}`);
    }
    await git(['-C', staging, 'checkout', '--quiet', '--detach', 'FETCH_HEAD'], 'git checkout FETCH_HEAD', signal);
}
/**
 * Returns a verified checkout of the pinned llama.cpp commit, cached under
 * `<cacheDir>/sources/llama.cpp/<commit>/`. Both source kinds share the directory of a commit.
 */
async function ensureLlamaSourceCheckout(options) {
    const { cacheDir, source, log, signal } = options;
    (0,_domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_3__/* .validateSourceSpec */ .de)(source);
    const revision = (0,_domain_build_build_source_js__WEBPACK_IMPORTED_MODULE_3__/* .sourceRevision */ .b5)(source);
    const root = (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_4__/* .cachePath */ .Ae)(cacheDir, 'checkouts');
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
    return (0,_dir_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .withDirLock */ .j)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${revision}.lock`), async () => {
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
/** Reads a file of the checkout (e.g. `models/ggml-vocab-llama-spm.gguf`), refusing unsafe paths. */
async function readCheckoutFile(checkoutDir, relativePath) {
    if (relativePath === '' ||
        relativePath.includes('\0') ||
        relativePath.includes('\\') ||
        relativePath.startsWith('/') ||
        relativePath.split('/').includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .LlamaSourceError */ .f2(`unsafe path inside the llama.cpp checkout: ${JSON.stringify(relativePath)}`);
    }
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(checkoutDir, relativePath));
}


/***/ }),

/***/ 3917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ saveToolchainOutputs),
/* harmony export */   JD: () => (/* binding */ manifestToolchain),
/* harmony export */   SI: () => (/* binding */ probeToolchain)
/* harmony export */ });
/* unused harmony exports compilersFromEnv, collectToolchainVersions */
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
/** Saves gcc/g++/cmake/ninja (and make) `--version` outputs into `dir` and returns their hashes. */
async function collectToolchainVersions(dir, env = process.env) {
    const probe = await probeToolchain(env);
    await saveToolchainOutputs(dir, probe);
    return probe.versions;
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
/* harmony import */ var _server_process_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3212);
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
    const stat = (0,_server_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(pid);
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
        if ((0,_server_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(e.pid)?.startTicks !== e.startTicks)
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

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K6: () => (/* binding */ readProcessStat),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   nK: () => (/* binding */ listChildPids),
/* harmony export */   vG: () => (/* binding */ sendSignal)
/* harmony export */ });
/* unused harmony export waitForProcessGone */
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
        await sleep(Math.min(pollMs, Math.max(1, deadline - Date.now())));
    }
    return true;
}


/***/ }),

/***/ 9425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b5: () => (/* binding */ sourceRevision),
/* harmony export */   de: () => (/* binding */ validateSourceSpec)
/* harmony export */ });
/* unused harmony export NODE_LLAMA_CPP_BUNDLE_SOURCE */
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
// The llama.cpp source a build checks out: a git commit or the node-llama-cpp npm bundle, and the
// commit that identifies it.


const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;
/** The llama.cpp release that node-llama-cpp@3.21.1 bundles (reachable without GitHub). */
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


/***/ })

};
