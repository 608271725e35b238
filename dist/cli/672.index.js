export const id = 672;
export const ids = [672];
export const modules = {

/***/ 8846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fileErrorLine)
/* harmony export */ });
/* unused harmony export fileSystemFailure */
// What a Node file-system error (an errno code with a path) says to a user, in one line: the short
// form a command prints, and the long form that fails an action step (path, operation, meaning).
/** `<path>: file not found` (or Node's own message), or undefined for an error that names no path. */
function fileErrorLine(e) {
    const err = e;
    if (err && typeof err.code === 'string' && err.path)
        return `${err.path}: ${err.code === 'ENOENT' ? 'file not found' : err.message}`;
    return undefined;
}
/** What an errno code means, for the codes a step can meet on a runner's disk. */
const ERRNO_MEANINGS = {
    ENOENT: 'no such file or directory',
    EEXIST: 'something already exists at that path',
    ENOTDIR: 'a component of the path is not a directory',
    EISDIR: 'it is a directory',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EMFILE: 'too many open files',
    ENAMETOOLONG: 'file name too long',
    ELOOP: 'too many levels of symbolic links',
    ENOTEMPTY: 'directory not empty',
    EBUSY: 'resource busy',
    EXDEV: 'cross-device link',
};
/** Directories the runner sets, named when a failing path lies under one of them. */
const RUNNER_DIR_VARIABLES = (/* unused pure expression or super */ null && (['RUNNER_TEMP', 'RUNNER_TOOL_CACHE']));
/** A Node errno error that carries a path, as one line naming the path, the code and the operation. */
function fileSystemFailure(e, env) {
    // Duck-typed: errors of Node's own modules may come from another realm than this module's Error.
    if (typeof e !== 'object' || e === null)
        return undefined;
    const err = e;
    if (typeof err.code !== 'string' || typeof err.path !== 'string')
        return undefined;
    const op = typeof err.syscall === 'string' ? err.syscall : 'access';
    const dest = typeof err.dest === 'string' ? ` -> ${err.dest}` : '';
    const meaning = ERRNO_MEANINGS[err.code];
    const under = RUNNER_DIR_VARIABLES.filter((name) => {
        const dir = env[name];
        return (dir !== undefined &&
            dir !== '' &&
            (err.path === dir || err.path?.startsWith(`${dir.replace(/\/+$/, '')}/`)));
    })
        .map((name) => `${name} is ${JSON.stringify(env[name])}`)
        .join(', ');
    return (`file system: ${op} ${err.path}${dest} failed: ${err.code}${meaning ? ` (${meaning})` : ''}` +
        (under ? `; ${under}` : ''));
}


/***/ }),

/***/ 6675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
// The CLI's own error: a command line it cannot run (exit 2, with a pointer to --help).

/** A command line the command cannot run: answered with a pointer to `--help` (exit 2). */
class UsageError extends _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs),
/* harmony export */   d: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5847);
/* harmony import */ var _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(982);
/* harmony import */ var _adapters_file_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8846);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6675);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8551);
// What every CLI command gets and returns: text sinks, a cwd, and an exit code (exit-codes.ts).






/** node:util parseArgs with usage errors instead of TypeErrors. */
function parseCommandArgs(argv, options, allowPositionals = true) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals,
            strict: true,
        });
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(e.message);
    }
}
/**
 * The one place a command's thrown error becomes an exit code and one readable message (never a
 * stack trace): a failed stage → 1, a usage problem → 2 with a pointer to --help (only then: the
 * command line is what is wrong), a plan or machine refused at validation → 2, any other user
 * error → its exitCode, a file system error naming a path → 2,
 * anything else → internal error, 70 (the exit map is exit-codes.ts).
 */
async function runCommand(name, io, body) {
    try {
        return await body();
    }
    catch (e) {
        if (e instanceof _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Z && e.stage !== 'validate') {
            io.stderr(`${name}: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_MISMATCH */ .O1;
        }
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e) {
            io.stderr(`${name}: ${e.message}\nRun 'paretopilot-capacity ${name} --help' for usage.\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
        }
        if (e instanceof _orchestrators_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .StageError */ .Z) {
            io.stderr(`${name}: ${e.message}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
        }
        if (e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo) {
            io.stderr(`${name}: ${e.message}\n`);
            return e.exitCode;
        }
        const fileError = (0,_adapters_file_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .fileErrorLine */ .Z)(e);
        if (fileError !== undefined) {
            io.stderr(`${name}: ${fileError}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
        }
        io.stderr(`${name}: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
        if (io.env?.PARETOPILOT_DEBUG && e instanceof Error)
            io.stderr(`${e.stack}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_INTERNAL */ .vE;
    }
}


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

/***/ 982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ StageError),
/* harmony export */   s: () => (/* binding */ StudyInterrupted)
/* harmony export */ });
class StageError extends Error {
    stage;
    cell;
    constructor(stage, message, cell) {
        super(message);
        this.stage = stage;
        this.cell = cell;
        this.name = 'StageError';
    }
}
/** The abort reason a signal handler gives the study's controller: the stage unwinds and says why. */
class StudyInterrupted extends Error {
    signalName;
    constructor(signalName) {
        super(`interrupted by ${signalName}`);
        this.signalName = signalName;
        this.name = 'StudyInterrupted';
    }
}


/***/ })

};
