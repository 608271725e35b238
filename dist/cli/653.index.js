export const id = 653;
export const ids = [653];
export const modules = {

/***/ 2305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NA: () => (/* binding */ ELF_MACHINES),
/* harmony export */   QN: () => (/* binding */ crossCmakeOptions),
/* harmony export */   _N: () => (/* binding */ BUILD_TARGETS),
/* harmony export */   fy: () => (/* binding */ crossCompilers),
/* harmony export */   k0: () => (/* binding */ buildTarget),
/* harmony export */   qA: () => (/* binding */ normalizeArch)
/* harmony export */ });
// Build targets: the architectures builds run on, the cross tools and emulator of each foreign
// target, and the CMake options and compilers of a cross build.
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
/** Normalises `process.arch` / `uname -m` spellings. */
function normalizeArch(arch) {
    const a = arch.toLowerCase();
    if (a === 'x86_64' || a === 'amd64' || a === 'x64')
        return 'x64';
    if (a === 'aarch64' || a === 'arm64')
        return 'arm64';
    return a;
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


/***/ }),

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ CMAKE_NAME_PATTERN),
/* harmony export */   UL: () => (/* binding */ binaryArch),
/* harmony export */   a5: () => (/* binding */ assertVariantsPossible),
/* harmony export */   qg: () => (/* binding */ validateVariant),
/* harmony export */   ty: () => (/* binding */ TOOLCHAIN_OPTIONS),
/* harmony export */   up: () => (/* binding */ variantProblems),
/* harmony export */   yQ: () => (/* binding */ buildMode)
/* harmony export */ });
/* unused harmony exports GENERIC_VARIANT, KLEIDIAI_VARIANT, variantTarget */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _build_target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2305);
/* harmony import */ var _kleidiai_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9227);
// A build variant (label, KleidiAI, target, extra CMake options): how it is built on a host, and
// every check that it can be built offline before any download or compile.



const LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** A CMake option name a variant may pass as `-D<name>=…`. */
const CMAKE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const GENERIC_VARIANT = { label: 'generic', kleidiai: false };
const KLEIDIAI_VARIANT = {
    label: 'kleidiai',
    kleidiai: true,
    kleidiaiSource: _kleidiai_js__WEBPACK_IMPORTED_MODULE_2__/* .KLEIDIAI_V1_24_0_SOURCE */ .ng,
};
/** The target a variant declares, or undefined for a host build; throws on an unknown triple. */
function variantTarget(variant) {
    if (variant.target === undefined)
        return undefined;
    const target = (0,_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .buildTarget */ .k0)(variant.target);
    if (!target) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`build variant '${variant.label}'.target must be one of ${Object.keys(_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .BUILD_TARGETS */ ._N).join(', ')}, got ${JSON.stringify(variant.target)}`);
    }
    return target;
}
/** How a variant is built on `hostArch`: as a host build, natively for its target, or cross-compiled. */
function buildMode(variant, hostArch) {
    const target = variantTarget(variant);
    if (!target)
        return { kind: 'host' };
    const host = (0,_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeArch */ .qA)(hostArch);
    return host === target.arch ? { kind: 'native', target } : { kind: 'cross', target, hostArch: host };
}
/** Architecture the built binary runs on. */
function binaryArch(variant, hostArch) {
    return variantTarget(variant)?.arch ?? (0,_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeArch */ .qA)(hostArch);
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
function validateVariant(variant, context = `build variant`) {
    if (variant === null || typeof variant !== 'object')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${context} must be an object`);
    if (typeof variant.label !== 'string' || !LABEL_PATTERN.test(variant.label)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${context}.label must match ${LABEL_PATTERN.source} (lowercase, path-safe), got ${JSON.stringify(variant.label)}`);
    }
    const where = `${context} '${variant.label}'`;
    if (typeof variant.kleidiai !== 'boolean')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where}.kleidiai must be a boolean`);
    for (const [name, value] of Object.entries(variant.cmakeOptions ?? {})) {
        if (!CMAKE_NAME_PATTERN.test(name)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions has an invalid option name ${JSON.stringify(name)}`);
        }
        if (RESERVED_OPTIONS.has(name) || name.startsWith('FETCHCONTENT_')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions may not set ${name}: it is fixed by the offline build (use 'kleidiai' for GGML_CPU_KLEIDIAI)`);
        }
        if (typeof value !== 'string' || /[\0\r\n]/.test(value)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where}.cmakeOptions.${name} must be a single-line string`);
        }
    }
    if (variant.target !== undefined) {
        if (typeof variant.target !== 'string')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where}.target must be a string`);
        const target = variantTarget(variant);
        if (target.arch === 'arm64' && !variant.cmakeOptions?.GGML_CPU_ARM_ARCH?.trim()) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where} targets ${target.triple} but sets no cmakeOptions.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm); with GGML_NATIVE=OFF the target's instruction set must be explicit`);
        }
    }
    if (variant.kleidiai) {
        if (!variant.kleidiaiSource) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(`${where} enables KleidiAI but declares no kleidiaiSource {version, url, sha256, sizeBytes}; the archive must be pinned so configure stays offline`);
        }
        (0,_kleidiai_js__WEBPACK_IMPORTED_MODULE_2__/* .validateKleidiaiSource */ .mJ)(variant.kleidiaiSource, `${where}.kleidiaiSource`);
    }
}
/** Problems that make a variant impossible on `arch`; empty when every variant can be built. */
function variantProblems(variants, arch) {
    const problems = [];
    const normalized = (0,_build_target_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeArch */ .qA)(arch);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BuildConfigurationError */ .T6(problems.join('; '));
}


/***/ }),

/***/ 9227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ countKleidiaiSymbols),
/* harmony export */   GA: () => (/* binding */ kleidiaiPinFromCmakeLists),
/* harmony export */   mJ: () => (/* binding */ validateKleidiaiSource),
/* harmony export */   ng: () => (/* binding */ KLEIDIAI_V1_24_0_SOURCE),
/* harmony export */   o7: () => (/* binding */ MD5_HEX_PATTERN)
/* harmony export */ });
/* harmony import */ var _core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
// KleidiAI source facts: the pinned archive a KleidiAI build fetches offline, what llama.cpp's CMake
// pins for it, and the `kai_*` symbols that show it was linked.


const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/;
/** KleidiAI archive pinned by the seed study (`optimization_library` in the manifest). */
const KLEIDIAI_V1_24_0_SOURCE = {
    version: 'v1.24.0',
    url: 'https://github.com/ARM-software/kleidiai/releases/download/v1.24.0/kleidiai-v1.24.0-src.tar.gz',
    sha256: '9348b969e042d8890a54b01a463dbe71f5a4c074b5329e9c26a85ef3b68aa19b',
    sizeBytes: 2466038,
};
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

/***/ 9937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ STANDARD_FIXTURES),
/* harmony export */   wv: () => (/* binding */ generateFixtureModel)
/* harmony export */ });
/* unused harmony exports seededUniform, toHalf, fromHalf, quantizeQ8_0, quantizeQ4_0, tokenizerKvs */
/* harmony import */ var _gguf_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7023);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`Q8_0 needs a multiple of 32 values, got ${values.length}`);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`Q4_0 needs a multiple of 32 values, got ${values.length}`);
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
        parsed = (0,_gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .parseGguf */ .VI)(vocabGguf);
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GgufFormatError */ .zg)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`vocab GGUF is unreadable: ${error.message}`);
        throw error;
    }
    const kvs = parsed.kvs.filter((kv) => kv.key.startsWith('tokenizer.'));
    const model = kvs.find((kv) => kv.key === 'tokenizer.ggml.model');
    const tokens = kvs.find((kv) => kv.key === 'tokenizer.ggml.tokens');
    if (!model || !tokens || typeof tokens.value !== 'object' || !('items' in tokens.value)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS('vocab GGUF has no tokenizer.ggml.model / tokenizer.ggml.tokens');
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`fixture ${name} must be a positive integer, got ${v}`);
    }
    if (shape.embd % 32 !== 0 || shape.ff % 32 !== 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`fixture embeddingLength and feedForwardLength must be multiples of 32 (Q8_0 / Q4_0 blocks)`);
    }
    if (shape.embd % shape.heads !== 0 || (shape.embd / shape.heads) % 2 !== 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`fixture embeddingLength ${shape.embd} must split into ${shape.heads} heads of even size`);
    }
    if (shape.blocks > 64 || shape.embd > 4096 || shape.ff > 16384) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS('fixture is limited to 64 blocks, embedding 4096 and feed-forward 16384');
    }
    return shape;
}
/** File type codes of `general.file_type` (llama_ftype). */
const FILE_TYPE = { f16: 1, q8_0: 7, q4_0: 2 };
const MATRIX_TYPE = {
    f16: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.F16,
    q8_0: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.Q8_0,
    q4_0: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.Q4_0,
};
function generateFixtureModel(params) {
    if (!Number.isSafeInteger(params.seed) || params.seed < 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`fixture seed must be a non-negative integer, got ${params.seed}`);
    }
    if (!Object.prototype.hasOwnProperty.call(MATRIX_TYPE, params.variant)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FixtureModelError */ .vS(`fixture variant must be 'f16', 'q8_0' or 'q4_0', got ${JSON.stringify(params.variant)}`);
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
        const data = matrixType === _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.Q8_0
            ? quantizeQ8_0(values)
            : matrixType === _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.Q4_0
                ? quantizeQ4_0(values)
                : encodeF16(values);
        tensors.push({ name, dims, type: matrixType, data });
    };
    const norm = (name) => {
        tensors.push({
            name,
            dims: [shape.embd],
            type: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgmlType */ .IM.F32,
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
    const u32kv = (key, value) => ({ key, type: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufValueType */ .X5.UINT32, value });
    const name = params.name ?? `paretopilot-fixture-${params.variant}-e${shape.embd}-b${shape.blocks}-s${params.seed}`;
    const kvs = [
        { key: 'general.architecture', type: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufValueType */ .X5.STRING, value: 'llama' },
        { key: 'general.name', type: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufValueType */ .X5.STRING, value: name },
        u32kv('general.file_type', FILE_TYPE[params.variant]),
        u32kv('llama.context_length', shape.ctx),
        u32kv('llama.embedding_length', shape.embd),
        u32kv('llama.block_count', shape.blocks),
        u32kv('llama.feed_forward_length', shape.ff),
        u32kv('llama.attention.head_count', shape.heads),
        u32kv('llama.attention.head_count_kv', shape.heads),
        u32kv('llama.rope.dimension_count', shape.embd / shape.heads),
        { key: 'llama.attention.layer_norm_rms_epsilon', type: _gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufValueType */ .X5.FLOAT32, value: 1e-5 },
        ...tokenizer,
    ];
    return (0,_gguf_js__WEBPACK_IMPORTED_MODULE_0__/* .writeGguf */ .H$)({ kvs, tensors, alignment: 32 });
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

/***/ 7023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ writeGguf),
/* harmony export */   IM: () => (/* binding */ GgmlType),
/* harmony export */   VI: () => (/* binding */ parseGguf),
/* harmony export */   X5: () => (/* binding */ GgufValueType),
/* harmony export */   fO: () => (/* binding */ GgufReader)
/* harmony export */ });
/* unused harmony exports GGUF_DEFAULT_ALIGNMENT, tensorByteSize, getKv, tensorData */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor type ${type} is not supported`, 0);
    const count = dims.reduce((a, b) => a * b, 1);
    const [perBlock, blockBytes] = layout;
    if (dims.length === 0 || dims[0] % perBlock !== 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor of type ${GgmlType[type] ?? type} needs its first dimension divisible by ${perBlock}`, 0);
    }
    return (count / perBlock) * blockBytes;
}
/** Little-endian cursor over GGUF bytes; every read is bounds-checked (GgufFormatError). */
class GgufReader {
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`file ends inside ${what} (needs ${n} bytes, ${this.bytes.length - this.pos} left)`, this.pos);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`${what} ${v} is larger than the file allows`, at);
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
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`bool value ${b} is not 0 or 1`, at);
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
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('nested arrays are not supported', at);
                const itemType = this.u32();
                const n = this.count('array length', this.bytes.length - this.pos);
                const items = [];
                for (let i = 0; i < n; i++)
                    items.push(this.value(itemType, depth + 1));
                return { itemType, items };
            }
            default:
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`unknown value type ${type}`, at);
        }
    }
}
function parseGguf(bytes) {
    const r = new GgufReader(bytes);
    if (bytes.length < 4 || r.u32() !== MAGIC)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('missing the GGUF magic', 0);
    const versionAt = r.pos;
    const version = r.u32();
    if (version !== 2 && version !== 3)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`version ${version} is not supported (2 or 3)`, versionAt);
    // Every tensor info and key/value takes at least 8 bytes: bounds the counts by the file size.
    const tensorCount = r.count('tensor count', bytes.length / 8);
    const kvCount = r.count('metadata count', bytes.length / 8);
    const kvs = [];
    const seen = new Set();
    for (let i = 0; i < kvCount; i++) {
        const keyAt = r.pos;
        const key = r.string('a metadata key');
        if (seen.has(key))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`duplicate metadata key ${JSON.stringify(key)}`, keyAt);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg('general.alignment must be a u32 multiple of 8', 0);
        }
        alignment = alignmentKv.value;
    }
    const tensors = [];
    const names = new Set();
    for (let i = 0; i < tensorCount; i++) {
        const at = r.pos;
        const name = r.string('a tensor name');
        if (names.has(name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`duplicate tensor ${JSON.stringify(name)}`, at);
        names.add(name);
        const nDims = r.u32();
        if (nDims < 1 || nDims > 4)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor ${name} has ${nDims} dimensions (1..4)`, at);
        const dims = [];
        for (let d = 0; d < nDims; d++)
            dims.push(r.count(`tensor ${name} dimension`, 2 ** 40));
        const type = r.u32();
        const offset = r.count(`tensor ${name} offset`, 2 ** 50);
        if (offset % alignment !== 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor ${name} offset ${offset} is not aligned to ${alignment}`, at);
        const byteSize = BLOCK_LAYOUT[type] ? tensorByteSize(type, dims) : 0;
        tensors.push({ name, dims, type, offset, byteSize });
    }
    const dataOffset = Math.ceil(r.pos / alignment) * alignment;
    for (const t of tensors) {
        if (dataOffset + t.offset + t.byteSize > bytes.length) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor ${t.name} data runs past the end of the file`, dataOffset + t.offset);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`metadata ${key}: value ${String(value)} does not fit type ${GgufValueType[type] ?? type}`, this.length);
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
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`metadata ${key}: nested arrays are not supported`, this.length);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`duplicate metadata key ${JSON.stringify(kv.key)}`, 0);
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GgufFormatError */ .zg(`tensor ${t.name} has ${t.data.length} data bytes, expected ${size} for dims [${t.dims.join(', ')}]`, 0);
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


/***/ }),

/***/ 7969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w4: () => (/* binding */ AUTHORED_DEFAULTS),
  Nz: () => (/* binding */ AUTHORED_PLAN_FORMAT),
  dK: () => (/* binding */ DERIVED_CANONICAL_EVIDENCE),
  ck: () => (/* binding */ DERIVED_FILE_NAMES),
  w2: () => (/* binding */ authoredMappingOf),
  S0: () => (/* binding */ authoredPlanProblems),
  u0: () => (/* binding */ defaultMeasuredRequests),
  oU: () => (/* binding */ deriveAuthoredDocuments),
  _4: () => (/* binding */ derivedLabel),
  sn: () => (/* binding */ isAuthoredPlan)
});

// EXTERNAL MODULE: ./src/domain/core/errors.ts
var core_errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
;// CONCATENATED MODULE: ./src/domain/plan/authored-keys.ts
// The keys each object of an authored plan allows (schemas/capacity.schema.json; a test keeps the two
// equal), so a misspelt key is answered with the key it most likely meant.
const MODEL_KEYS = [
    'fixture',
    'url',
    'path',
    'sha256',
    'size_bytes',
    'filename',
    'family',
    'repository',
    'revision',
];
const SOURCE_KEYS = [
    'kind',
    'repository',
    'commit',
    'package',
    'version',
    'integrity',
    'expected_commit',
    'kleidiai',
];
/** Object pointer pattern → the keys allowed there. */
const AUTHORED_KEYS = [
    [
        /^$/,
        [
            '$schema',
            'format',
            'title',
            'scope',
            'llama_cpp',
            'builds',
            'models',
            'candidates',
            'grid',
            'per_slot_context_tokens',
            'load',
            'slo',
            'gates',
            'quality',
            'quality_suite',
            'selection',
            'decision',
            'open_loop',
            'early_stop',
            'receipt',
            'base_port',
            'host',
            'mirror_dirs',
            'timeouts',
        ],
    ],
    [/^\/llama_cpp$/, SOURCE_KEYS],
    [/^\/llama_cpp\/kleidiai$/, ['version', 'url', 'sha256', 'size_bytes', 'md5']],
    [/^\/builds\/[^/]+$/, ['kleidiai', 'cmake_options', 'target']],
    [/^\/models\/[^/]+$/, MODEL_KEYS],
    [/^\/candidates\/[^/]+$/, ['build', 'model', 'server_args', 'label']],
    [/^\/grid$/, ['server_parallel', 'client_concurrency', 'candidate_order']],
    [
        /^\/load$/,
        [
            'prompts',
            'output_tokens',
            'warmup_requests_per_level',
            'measured_requests_per_level',
            'timeout_seconds',
        ],
    ],
    [/^\/slo$/, ['max_e2e_latency_ms_p95', 'max_ttft_ms_p95', 'min_completion_rate']],
    [
        /^\/gates$/,
        [
            'max_server_peak_rss_mib',
            'max_throughput_relative_spread_percent',
            'max_e2e_relative_spread_percent',
            'quality_floor',
            'quality_retention',
            'reference',
        ],
    ],
    [/^\/quality$/, ['id', 'license', 'cases', 'performance']],
    [/^\/quality\/cases\/\d+$/, ['id', 'prompt', 'accepted_answers', 'match_mode']],
    [/^\/quality\/performance$/, ['prompt', 'generation_tokens', 'repetitions', 'warmups']],
    [/^\/selection$/, ['objective_tolerance_percent']],
    [/^\/decision$/, ['confidence', 'pairs', 'choose', 'indifference_zone_percent', 'resamples', 'tie_rule']],
    [/^\/receipt$/, ['banner', 'question', 'decision_boundary', 'canonical_release', 'boundary_caveat']],
    [/^\/timeouts$/, ['health_seconds', 'request_deadline_seconds', 'pause_between_runs_seconds']],
];
function distance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = row;
    }
    return previous[b.length];
}
/** The allowed key closest to the misspelt key at `pointer`, when one is close enough to be meant. */
function suggestedKey(pointer) {
    const cut = pointer.lastIndexOf('/');
    const parent = pointer.slice(0, cut);
    const key = pointer
        .slice(cut + 1)
        .replace(/~1/g, '/')
        .replace(/~0/g, '~');
    const allowed = AUTHORED_KEYS.find(([pattern]) => pattern.test(parent))?.[1] ?? [];
    let best;
    for (const k of allowed) {
        const d = distance(key.toLowerCase(), k.toLowerCase());
        if (!best || d < best.d)
            best = { key: k, d };
    }
    return best && best.d <= Math.max(2, Math.floor(key.length / 3)) ? best.key : undefined;
}

// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan_plan = __webpack_require__(770);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
;// CONCATENATED MODULE: ./src/domain/plan/authored-plan.ts








/** The value of the `format` key that marks an authored plan. */
const AUTHORED_PLAN_FORMAT = 'paretopilot-capacity/plan-2';
/** File names the derived run spec gives its documents (and the bundle stores them under). */
const DERIVED_FILE_NAMES = {
    runSpec: 'capacity-run.json',
    plan: 'capacity-plan.json',
    loadPlan: 'load-plan.json',
    suite: 'evaluation-suite.json',
};
/** The neutral values of what only the published study sets by hand. */
const DERIVED_CANONICAL_EVIDENCE = { run_id: 'local', release_tag: 'unreleased' };
const AUTHORED_DEFAULTS = {
    perSlotContextTokens: 2048,
    outputTokens: 64,
    warmupRequestsPerLevel: 2,
    minMeasuredRequestsPerLevel: 32,
    timeoutSeconds: 60,
    minCompletionRate: 1,
    throughputSpreadPercent: 25,
    e2eSpreadPercent: 35,
    qualityRetention: 0.95,
    objectiveTolerancePercent: 1,
    suiteId: 'quality-suite',
    suiteLicense: 'unspecified',
    performance: { generationTokens: 64, repetitions: 5, warmups: 1 },
    prompts: [
        'Explain in two concise sentences why measured latency and memory evidence should be reviewed together.',
        'Summarize this deployment note: the service must keep tail latency within its declared limit.',
        'Describe how a reproducible benchmark helps an honest deployment decision.',
    ],
};
const ZERO_SHA256 = '0'.repeat(64);
const MAX_MEASURED_REQUESTS = 256;
/** Whether `value` is an authored plan (it has the `format` marker key; its value is checked later). */
function isAuthoredPlan(value) {
    return (0,json/* isJsonObject */.OW)(value) && Object.prototype.hasOwnProperty.call(value, 'format');
}
/** The label a derived document's problems name until they are mapped back to the authored file. */
function derivedLabel(authoredFile, kind) {
    return `${authoredFile} (derived ${DERIVED_FILE_NAMES[kind]})`;
}
const at = (...tokens) => tokens.map((t) => `/${(0,json/* escapePointerToken */.uC)(t)}`).join('');
const objectAt = (value, key) => {
    const v = (0,json/* isJsonObject */.OW)(value) ? value[key] : undefined;
    return (0,json/* isJsonObject */.OW)(v) ? v : undefined;
};
function gcd(a, b) {
    return b === 0 ? a : gcd(b, a % b);
}
/** Default measured requests per level: the smallest multiple of every level that is at least 32. */
function defaultMeasuredRequests(levels) {
    const lcm = levels.reduce((m, l) => (m / gcd(m, l)) * l, 1);
    return lcm * Math.max(1, Math.ceil(AUTHORED_DEFAULTS.minMeasuredRequestsPerLevel / lcm));
}
/** The forward pass's run order: `grid.candidate_order`, else the candidate ids sorted. */
function runOrder(value) {
    const candidates = Object.keys(objectAt(value, 'candidates') ?? {});
    const order = objectAt(value, 'grid')?.candidate_order;
    if (Array.isArray(order))
        return order.filter((id) => typeof id === 'string');
    return [...candidates].sort();
}
/**
 * Every problem of an authored plan on its own, each naming `file` and a JSON pointer into it: the
 * schema (shape, types, patterns, key typos) and the references between its parts (a candidate's
 * build and model, the run order, the reference candidate, ascending levels).
 */
function authoredPlanProblems(value, file) {
    const problems = [];
    try {
        (0,schema_validation/* validateDocument */.m)('capacity', value, file);
    }
    catch (e) {
        if (!(e instanceof core_errors/* SchemaError */.Ar))
            throw e;
        // A misspelt key is answered with the key it most likely meant.
        const errors = e.errors.map((x) => {
            const meant = x.message === 'is not an allowed key' ? suggestedKey(x.pointer) : undefined;
            return meant ? { ...x, message: `${x.message} (did you mean "${meant}"?)` } : x;
        });
        problems.push(new core_errors/* SchemaError */.Ar(file, errors));
    }
    if (!(0,json/* isJsonObject */.OW)(value))
        return problems;
    const problem = (message, pointer) => problems.push(new core_errors/* InputError */.dz(message, file, pointer));
    const builds = Object.keys(objectAt(value, 'builds') ?? {});
    const models = Object.keys(objectAt(value, 'models') ?? {});
    const candidates = objectAt(value, 'candidates') ?? {};
    const ids = Object.keys(candidates);
    for (const id of ids) {
        const c = candidates[id];
        if (!(0,json/* isJsonObject */.OW)(c))
            continue;
        for (const [key, declared, under] of [
            ['build', builds, 'builds'],
            ['model', models, 'models'],
        ]) {
            const name = c[key];
            if (typeof name === 'string' && !declared.includes(name))
                problem(`${key} ${JSON.stringify(name)} is not declared under /${under} (declared: ${declared.join(', ') || 'none'})`, at('candidates', id, key));
        }
    }
    const grid = objectAt(value, 'grid');
    for (const key of ['server_parallel', 'client_concurrency']) {
        const levels = grid?.[key];
        if (!Array.isArray(levels) || !levels.every((l) => typeof l === 'number'))
            continue;
        if (levels.some((l, i) => i > 0 && l <= levels[i - 1]))
            problem(`must be strictly ascending (found [${levels.join(', ')}])`, at('grid', key));
    }
    const order = grid?.candidate_order;
    if (Array.isArray(order)) {
        const missing = ids.filter((id) => !order.includes(id));
        const unknown = order.filter((id) => typeof id === 'string' && !ids.includes(id));
        if (missing.length || unknown.length)
            problem(`must list every candidate id once${missing.length ? `; missing ${missing.join(', ')}` : ''}${unknown.length ? `; not a candidate: ${unknown.join(', ')}` : ''}`, at('grid', 'candidate_order'));
    }
    const reference = objectAt(value, 'gates')?.reference;
    if (typeof reference === 'string' && !ids.includes(reference))
        problem(`candidate ${JSON.stringify(reference)} is not declared under /candidates (declared: ${ids.join(', ')})`, at('gates', 'reference'));
    if (value.quality !== undefined && value.quality_suite !== undefined)
        problem('give either an inline quality block or a quality_suite file, not both', at('quality_suite'));
    const load = objectAt(value, 'load');
    const clientLevels = grid?.client_concurrency;
    if (load?.measured_requests_per_level === undefined &&
        Array.isArray(clientLevels) &&
        clientLevels.length > 0 &&
        clientLevels.every((l) => typeof l === 'number' && Number.isInteger(l) && l > 0) &&
        defaultMeasuredRequests(clientLevels) > MAX_MEASURED_REQUESTS)
        problem(`the default (${defaultMeasuredRequests(clientLevels)}, the smallest multiple of every client concurrency that is at least 32) exceeds ${MAX_MEASURED_REQUESTS}: set load.measured_requests_per_level, or choose client concurrencies with a smaller common multiple`, at('load', 'measured_requests_per_level'));
    return problems;
}
/** A member of an object that may itself be absent (absent members read as undefined). */
function child(f, key) {
    return f.value === undefined
        ? new fields/* Field */.D0(undefined, `${f.pointer}/${(0,json/* escapePointerToken */.uC)(key)}`, f.file)
        : f.get(key);
}
const numberOr = (f, fallback) => (0,json/* float */.fV)(f.value === undefined ? fallback : f.num());
const rawOr = (f, fallback) => (f.value === undefined ? fallback : f.raw());
/** A model as the run spec reads it, the manifest's identity filled in from the pinned file. */
function runSpecModel(m) {
    const o = m.object();
    if (o.fixture !== undefined)
        return { fixture: m.get('fixture').str() };
    const source = o.url !== undefined ? m.get('url').str() : m.get('path').str();
    const lastSegment = source.split(/[?#]/)[0].split(/[\\/]/).pop() ?? '';
    const filename = o.filename !== undefined ? m.get('filename').str() : lastSegment;
    const out = {
        ...(o.url !== undefined ? { url: source } : { path: source }),
        sha256: m.get('sha256').str(),
        size_bytes: m.get('size_bytes').raw(),
        filename,
        family: o.family !== undefined ? m.get('family').str() : filename.replace(/\.gguf$/, '') || filename,
    };
    for (const key of ['repository', 'revision'])
        if (o[key] !== undefined)
            out[key] = m.get(key).str();
    return out;
}
/**
 * The four documents of an authored plan that has no problem (`authoredPlanProblems`), as JSON
 * values with their pins computed (content hashes; the canonical command pins as `pins` computes
 * them). `suite` is the parsed `quality_suite` file when the plan names one. A problem only the
 * derived documents show is thrown naming `derivedLabel(file, kind)`.
 */
function deriveAuthoredDocuments(value, file, options) {
    const root = new fields/* Field */.D0(value, '', file);
    const order = runOrder(value);
    const candidates = child(root, 'candidates');
    const models = child(root, 'models');
    const builds = child(root, 'builds');
    const candidateModels = Object.fromEntries(order.map((id) => [id, candidates.get(id).get('model').str()]));
    const runSpec = {
        schema_version: '1.0',
        capacity_plan: DERIVED_FILE_NAMES.plan,
        load_plan: DERIVED_FILE_NAMES.loadPlan,
        evaluation_suite: DERIVED_FILE_NAMES.suite,
        llama_cpp: child(root, 'llama_cpp').raw(),
        builds: builds.raw(),
        candidates: Object.fromEntries(order.map((id) => {
            const c = candidates.get(id);
            return [
                id,
                {
                    build: c.get('build').str(),
                    model: runSpecModel(models.get(candidateModels[id])),
                    server_args: rawOr(child(c, 'server_args'), []),
                },
            ];
        })),
        canonical_evidence: { ...DERIVED_CANONICAL_EVIDENCE },
    };
    for (const key of ['base_port', 'host', 'mirror_dirs', 'timeouts'])
        if (root.get(key).value !== undefined)
            runSpec[key] = root.get(key).raw();
    const slo = child(root, 'slo');
    const ttft = child(slo, 'max_ttft_ms_p95');
    const sloDoc = {
        min_completion_rate: numberOr(child(slo, 'min_completion_rate'), AUTHORED_DEFAULTS.minCompletionRate),
        max_ttft_ms_p95: ttft.value === undefined || ttft.value === null ? null : (0,json/* float */.fV)(ttft.num()),
        max_e2e_latency_ms_p95: (0,json/* float */.fV)(slo.get('max_e2e_latency_ms_p95').num()),
    };
    const grid = child(root, 'grid');
    const clientLevels = grid.get('client_concurrency').ints();
    const load = child(root, 'load');
    const prompts = child(load, 'prompts');
    const loadPlan = {
        schema_version: '1.0',
        prompts: rawOr(prompts, [...AUTHORED_DEFAULTS.prompts]),
        output_tokens: rawOr(child(load, 'output_tokens'), AUTHORED_DEFAULTS.outputTokens),
        warmup_requests_per_level: rawOr(child(load, 'warmup_requests_per_level'), AUTHORED_DEFAULTS.warmupRequestsPerLevel),
        measured_requests_per_level: rawOr(child(load, 'measured_requests_per_level'), defaultMeasuredRequests(clientLevels)),
        concurrency_levels: [...clientLevels],
        timeout_seconds: numberOr(child(load, 'timeout_seconds'), AUTHORED_DEFAULTS.timeoutSeconds),
        slo: { ...sloDoc },
    };
    const quality = child(root, 'quality');
    const inlineSuite = quality.value !== undefined;
    let suite;
    if (inlineSuite) {
        const perf = child(quality, 'performance');
        const firstPrompt = prompts.value === undefined ? AUTHORED_DEFAULTS.prompts[0] : prompts.get(0).str();
        suite = {
            schema_version: '1.0',
            id: rawOr(child(quality, 'id'), AUTHORED_DEFAULTS.suiteId),
            license: rawOr(child(quality, 'license'), AUTHORED_DEFAULTS.suiteLicense),
            quality_cases: quality.get('cases').raw(),
            performance: {
                prompt: rawOr(child(perf, 'prompt'), firstPrompt),
                generation_tokens: rawOr(child(perf, 'generation_tokens'), AUTHORED_DEFAULTS.performance.generationTokens),
                repetitions: rawOr(child(perf, 'repetitions'), AUTHORED_DEFAULTS.performance.repetitions),
                warmups: rawOr(child(perf, 'warmups'), AUTHORED_DEFAULTS.performance.warmups),
            },
        };
    }
    else {
        const given = new fields/* Field */.D0(options.suite, '', derivedLabel(file, 'suite'));
        suite = given.object();
    }
    const gates = child(root, 'gates');
    const reference = child(gates, 'reference').value === undefined ? order[0] : child(gates, 'reference').str();
    const title = child(root, 'title');
    const wording = child(root, 'receipt');
    const receipt = {
        ...(title.value !== undefined ? { title: title.str() } : {}),
        ...(wording.value !== undefined ? wording.object() : {}),
    };
    const decision = child(root, 'decision');
    const planCandidates = order.map((id) => {
        const c = candidates.get(id);
        return {
            id,
            label: rawOr(child(c, 'label'), id),
            role: id === reference ? plan_plan/* REFERENCE_ROLE */.xV : plan_plan/* ALTERNATIVE_ROLE */.dK,
            kleidiai_expected: builds.get(c.get('build').str()).get('kleidiai').bool(),
            canonical_server_command_sha256: ZERO_SHA256,
            canonical_server_argv_sha256: ZERO_SHA256,
        };
    });
    const pinsDoc = {
        load_plan_sha256: (0,hashing/* contentSha256 */.F8)(loadPlan),
        evaluation_suite_sha256: (0,hashing/* contentSha256 */.F8)(suite),
        canonical_evidence_lock_sha256: ZERO_SHA256,
        canonical_release_sha256: ZERO_SHA256,
    };
    const plan = {
        schema_version: '1.1',
        classification: 'supplementary-capacity',
        scope: rawOr(child(root, 'scope'), `Capacity study of ${order.join(', ')} on the machine that runs it.`),
        candidates: planCandidates,
        server_parallel_levels: [...grid.get('server_parallel').ints()],
        client_concurrency_levels: [...clientLevels],
        per_slot_context_tokens: rawOr(child(root, 'per_slot_context_tokens'), AUTHORED_DEFAULTS.perSlotContextTokens),
        quality_gate: {
            minimum_score: (0,json/* float */.fV)(gates.get('quality_floor').num()),
            minimum_retention_vs_reference: numberOr(child(gates, 'quality_retention'), AUTHORED_DEFAULTS.qualityRetention),
            reference_candidate_id: reference,
            require_identical_outcomes_across_parallel: true,
        },
        capacity_gate: {
            max_server_peak_rss_mib: (0,json/* float */.fV)(gates.get('max_server_peak_rss_mib').num()),
            require_every_pass_slo: true,
            max_throughput_relative_spread_percent: numberOr(child(gates, 'max_throughput_relative_spread_percent'), AUTHORED_DEFAULTS.throughputSpreadPercent),
            max_e2e_relative_spread_percent: numberOr(child(gates, 'max_e2e_relative_spread_percent'), AUTHORED_DEFAULTS.e2eSpreadPercent),
        },
        load_slo: { ...sloDoc },
        selection: {
            objective: plan_plan/* SELECTION_OBJECTIVE */.v1,
            direction: 'max',
            objective_tolerance_percent: numberOr(child(child(root, 'selection'), 'objective_tolerance_percent'), AUTHORED_DEFAULTS.objectiveTolerancePercent),
            tie_breakers: [...plan_plan/* TIE_BREAKERS */.NN],
        },
        ...(Object.keys(receipt).length > 0 ? { receipt } : {}),
        ...(decision.value !== undefined ? { decision: decisionDocument(decision) } : {}),
        ...(child(root, 'open_loop').value !== undefined ? { open_loop: child(root, 'open_loop').raw() } : {}),
        ...(child(root, 'early_stop').value !== undefined ? { early_stop: child(root, 'early_stop').raw() } : {}),
        pins: pinsDoc,
    };
    // The command pins are what the derived run spec produces; both are read exactly as a stage reads them.
    const spec = (0,run_spec/* parseRunSpec */._x)(runSpec, derivedLabel(file, 'runSpec'), { kleidiai: options.kleidiai });
    const pins = (0,run_spec/* canonicalPins */.VG)(spec, (0,plan_plan/* parseCapacityPlan */.bO)(withoutOpenLoop(plan), derivedLabel(file, 'plan')));
    pins.candidates.forEach((p, i) => {
        planCandidates[i].canonical_server_command_sha256 = p.canonical_server_command_sha256;
        planCandidates[i].canonical_server_argv_sha256 = p.canonical_server_argv_sha256;
    });
    pinsDoc.canonical_evidence_lock_sha256 = pins.lockSha256;
    pinsDoc.canonical_release_sha256 = pins.releaseSha256;
    return { runSpec, plan, loadPlan, suite, candidateModels, order, inlineSuite };
}
/** The pins do not depend on `open_loop`, which the capacity plan's own reader judges. */
function withoutOpenLoop(plan) {
    const { open_loop: _ignored, ...rest } = plan;
    return rest;
}
/** The decision block with its fractional members written as floats (as the study embeds them). */
function decisionDocument(d) {
    const out = { ...d.object() };
    for (const key of ['confidence', 'indifference_zone_percent'])
        if (out[key] !== undefined)
            out[key] = (0,json/* float */.fV)(d.get(key).num());
    return out;
}
/** What maps a derived document's pointers back to the authored plan (see authored-pointers.ts). */
function authoredMappingOf(value) {
    const candidates = objectAt(value, 'candidates') ?? {};
    const candidateModels = {};
    for (const [id, c] of Object.entries(candidates))
        if ((0,json/* isJsonObject */.OW)(c) && typeof c.model === 'string')
            candidateModels[id] = c.model;
    return {
        candidateModels,
        order: runOrder(value),
        inlineSuite: !((0,json/* isJsonObject */.OW)(value) && typeof value.quality_suite === 'string'),
    };
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ toAuthoredError)
/* harmony export */ });
/* unused harmony export authoredPointer */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
/* harmony import */ var _authored_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7969);
// Problems of the documents derived from an authored plan, reported against the authored file: each
// JSON pointer of a derived run spec, capacity plan, load plan or suite mapped to the authored field
// it came from (docs/plans.md, "How derivation works").



const token = (t) => `/${(0,_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(t)}`;
const unescape = (t) => t.replace(/~1/g, '/').replace(/~0/g, '~');
/** Derived capacity-plan members → authored members (a prefix match; the rest of the pointer is kept). */
const PLAN_MEMBERS = [
    ['/server_parallel_levels', '/grid/server_parallel'],
    ['/client_concurrency_levels', '/grid/client_concurrency'],
    ['/passes', '/grid/candidate_order'],
    ['/quality_gate/minimum_score', '/gates/quality_floor'],
    ['/quality_gate/minimum_retention_vs_reference', '/gates/quality_retention'],
    ['/quality_gate/reference_candidate_id', '/gates/reference'],
    ['/quality_gate', '/gates'],
    ['/capacity_gate/max_server_peak_rss_mib', '/gates/max_server_peak_rss_mib'],
    ['/capacity_gate/max_throughput_relative_spread_percent', '/gates/max_throughput_relative_spread_percent'],
    ['/capacity_gate/max_e2e_relative_spread_percent', '/gates/max_e2e_relative_spread_percent'],
    ['/capacity_gate', '/gates'],
    ['/load_slo', '/slo'],
    ['/selection', '/selection'],
    ['/receipt/title', '/title'],
    ['/receipt', '/receipt'],
    ['/decision', '/decision'],
    ['/open_loop', '/open_loop'],
    ['/early_stop', '/early_stop'],
    ['/scope', '/scope'],
    ['/per_slot_context_tokens', '/per_slot_context_tokens'],
];
const LOAD_MEMBERS = [
    ['/concurrency_levels', '/grid/client_concurrency'],
    ['/slo', '/slo'],
    ['/schema_version', '/load'],
    ['', '/load'],
];
const SUITE_MEMBERS = [
    ['/quality_cases', '/quality/cases'],
    ['/schema_version', '/quality'],
    ['', '/quality'],
];
function byPrefix(pointer, members) {
    for (const [from, to] of members)
        if (pointer === from || pointer.startsWith(`${from}/`) || (from === '' && pointer !== ''))
            return to + pointer.slice(from.length);
    return undefined;
}
/** The authored pointer a derived document's pointer stands for ('' when it has no authored source). */
function authoredPointer(kind, pointer, mapping) {
    const parts = pointer.split('/').slice(1).map(unescape);
    if (kind === 'runSpec') {
        if (parts[0] === 'candidates' && parts.length >= 3 && parts[2] === 'model') {
            const model = mapping.candidateModels[parts[1]];
            if (model !== undefined)
                return token('models') + token(model) + parts.slice(3).map(token).join('');
        }
        if (['llama_cpp', 'builds', 'candidates', 'base_port', 'host', 'timeouts', 'mirror_dirs'].includes(parts[0]))
            return pointer;
        return '';
    }
    if (kind === 'plan') {
        if (parts[0] === 'candidates' && parts.length >= 2 && /^\d+$/.test(parts[1])) {
            const id = mapping.order[Number(parts[1])];
            const member = parts[2] === 'label' ? token('label') : '';
            return id === undefined ? '/candidates' : token('candidates') + token(id) + member;
        }
        if (parts[0] === 'candidates')
            return '/candidates';
        return byPrefix(pointer, PLAN_MEMBERS) ?? '';
    }
    if (kind === 'loadPlan')
        return byPrefix(pointer, LOAD_MEMBERS) ?? '/load';
    return byPrefix(pointer, SUITE_MEMBERS) ?? '/quality';
}
/**
 * `e` reported against the authored `file` when it names one of the documents derived from it
 * (any other error — a `quality_suite` file's own — is returned as it is).
 */
function toAuthoredError(e, file, mapping) {
    const kinds = Object.keys(_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .DERIVED_FILE_NAMES */ .ck);
    const kind = kinds.find((k) => e.file === (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, k));
    if (kind === undefined || (kind === 'suite' && !mapping.inlineSuite))
        return e;
    const label = (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, kind);
    const text = (m) => m.split(label).join(file);
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar)
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, e.errors.map((x) => ({ pointer: authoredPointer(kind, x.pointer, mapping), message: text(x.message) })));
    const pointer = e.pointer ?? '';
    const prefix = `${label}${e.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `;
    const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(text(message), file, authoredPointer(kind, pointer, mapping));
}


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
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/build/build-target.ts
var build_target = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/domain/build/build-variant.ts
var build_variant = __webpack_require__(8580);
// EXTERNAL MODULE: ./src/domain/build/kleidiai.ts
var build_kleidiai = __webpack_require__(9227);
// EXTERNAL MODULE: ./src/domain/gguf/fixture-model.ts
var fixture_model = __webpack_require__(9937);
// EXTERNAL MODULE: ./src/domain/plan/plan.ts + 2 modules
var plan = __webpack_require__(770);
;// CONCATENATED MODULE: ./src/domain/plan/run-spec-sections.ts







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
            if (!build_kleidiai/* MD5_HEX_PATTERN */.o7.test(md5))
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
            if (!build_variant/* CMAKE_NAME_PATTERN */.$g.test(k))
                (0,errors/* fail */.fJ)('cmake option names must be identifiers', file, o.at(k));
            cmakeOptions[k] = o.string(k, 1024);
        }
    }
    let target;
    if (b.has('target')) {
        target = b.text('target', 64);
        if (!(0,build_target/* buildTarget */.k0)(target))
            (0,errors/* fail */.fJ)(`must be one of ${Object.keys(build_target/* BUILD_TARGETS */._N).join(', ')}`, file, b.at('target'));
        if (!cmakeOptions.GGML_CPU_ARM_ARCH?.trim())
            (0,errors/* fail */.fJ)(`a ${target} build must set cmake_options.GGML_CPU_ARM_ARCH (e.g. armv8.6-a+dotprod+i8mm): GGML_NATIVE is OFF, so the instruction set must be explicit`, file, b.at('cmake_options'));
    }
    for (const reserved of build_variant/* TOOLCHAIN_OPTIONS */.ty)
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
    ], ['$schema', 'canonical_evidence', 'base_port', 'host', 'timeouts', 'mirror_dirs']));
    const read = (key, r) => sink && !f.has(key) ? undefined : attempt(sink, r);
    read('schema_version', () => f.literal('schema_version', RUN_SPEC_SCHEMA_VERSION));
    // Editors find the schema through `$schema` (schemas/capacity-run.schema.json); the tool ignores it.
    attempt(sink, () => f.has('$schema') && f.string('$schema'));
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
    const flagsOf = (b) => (0,json_writer/* compactSortedJson */.Dt)({ target: b.target ?? null, options: b.cmakeOptions ?? {} });
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

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ loadJsonFile),
/* harmony export */   Pc: () => (/* binding */ deriveAuthoredFiles),
/* harmony export */   n7: () => (/* binding */ pinnedForm)
/* harmony export */ });
/* unused harmony export canonicalFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7199);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(468);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8050);
/* harmony import */ var _domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9412);
/* harmony import */ var _domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7969);
/* harmony import */ var _domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7313);
// The plan documents a study is read from, as files: one input file read and parsed, and the four
// documents an authored plan (docs/plans.md) derives, each as the canonical JSON bytes a stage, the
// bundle and a verifier all read alike.









async function loadJsonFile(path, display) {
    const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)(path, display);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** A document held in memory as its canonical JSON bytes, parsed back as a file of them would be. */
function canonicalFile(doc, path, display) {
    const bytes = (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJsonBytes */ .qJ)(doc);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** The `quality_suite` file an authored plan names, relative to its folder (inside it). */
async function namedSuite(authored, relativePath) {
    if (relativePath.startsWith('/') ||
        relativePath.split(/[\\/]/).includes('..') ||
        relativePath.includes('\0'))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('must be a relative path inside the plan folder', authored.display, '/quality_suite');
    const suite = await loadJsonFile((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.path), relativePath), (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.display), relativePath));
    (0,_domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .validateDocument */ .m)('evaluation-suite', suite.value, suite.display);
    return suite;
}
/**
 * The four documents an authored plan derives, or every problem found on the way, each against the
 * authored file and its JSON pointer (a `quality_suite` file's own problems name that file).
 * `suiteOverride` replaces the `quality_suite` file (a bundle holds the suite as recorded).
 */
async function deriveAuthoredFiles(authored, kleidiai, suiteOverride) {
    const file = authored.display;
    const problems = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .authoredPlanProblems */ .S0)(authored.value, file);
    if (problems.length > 0)
        return { problems };
    const mapping = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .authoredMappingOf */ .w2)(authored.value);
    let suiteFile;
    try {
        const named = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .OW)(authored.value) ? authored.value.quality_suite : undefined;
        if (typeof named === 'string')
            suiteFile = suiteOverride ?? (await namedSuite(authored, named));
        const docs = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .deriveAuthoredDocuments */ .oU)(authored.value, file, { kleidiai, suite: suiteFile?.value });
        const derived = (kind, doc) => canonicalFile(doc, authored.path, (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .derivedLabel */ ._4)(file, kind));
        return {
            files: {
                spec: derived('runSpec', docs.runSpec),
                plan: derived('plan', docs.plan),
                loadPlan: derived('loadPlan', docs.loadPlan),
                // A suite file keeps its own name: its problems are that file's.
                suite: suiteFile
                    ? canonicalFile(docs.suite, suiteFile.path, suiteFile.display)
                    : derived('suite', docs.suite),
                mapping,
            },
            problems: [],
        };
    }
    catch (e) {
        if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz))
            throw e;
        return { problems: [(0,_domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_7__/* .toAuthoredError */ .S)(e, file, mapping)] };
    }
}
/**
 * The form of a pinned document a study uses: the file as read when its bytes match `pin`, its
 * canonical JSON when its content does (a reformatted file keeps its pin; the bundle then holds the
 * canonical bytes, which hash to the pin), else the file as read (the cross-check refuses it).
 */
function pinnedForm(file, pin) {
    if (file.sha256 === pin || !(0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .OW)(file.value))
        return file;
    const canonical = canonicalFile(file.value, file.path, file.display);
    return canonical.sha256 === pin ? canonical : file;
}


/***/ })

};
