export const id = 524;
export const ids = [524];
export const modules = {

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   Dt: () => (/* binding */ LauncherError),
/* harmony export */   JQ: () => (/* binding */ RunnerRefusedError),
/* harmony export */   LG: () => (/* binding */ ElfHeaderError),
/* harmony export */   O9: () => (/* binding */ VerificationMismatch),
/* harmony export */   Oe: () => (/* binding */ TimeReportError),
/* harmony export */   T6: () => (/* binding */ BuildConfigurationError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   lj: () => (/* binding */ ModelRefError),
/* harmony export */   q3: () => (/* binding */ JsonSyntaxError),
/* harmony export */   vS: () => (/* binding */ FixtureModelError),
/* harmony export */   yo: () => (/* binding */ UserError),
/* harmony export */   zg: () => (/* binding */ GgufFormatError)
/* harmony export */ });
/* unused harmony export ArtifactNameError */
// Every error the domain throws. Those a user can act on extend UserError and carry their exit code
// (bad input → 2, a mismatch → 1); any other error that reaches the CLI is internal (exit 70).
/** An error a user can act on; `exitCode` is what the CLI exits with. */
class UserError extends Error {
}
/** Bad input: names the file, the JSON pointer or field, and what was expected. */
class InputError extends UserError {
    file;
    pointer;
    exitCode = 2;
    constructor(message, file, pointer) {
        super(file ? `${file}${pointer !== undefined ? `: ${pointer || '/'}` : ''}: ${message}` : message);
        this.file = file;
        this.pointer = pointer;
        this.name = 'InputError';
    }
}
/** A recomputation or checksum did not match what was recorded. */
class VerificationMismatch extends UserError {
    mismatches;
    exitCode = 1;
    constructor(message, mismatches = []) {
        super(message);
        this.mismatches = mismatches;
        this.name = 'VerificationMismatch';
    }
}
function fail(message, file, pointer) {
    throw new InputError(message, file, pointer);
}
class FixtureModelError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FixtureModelError';
    }
}
class GgufFormatError extends Error {
    offset;
    constructor(message, offset) {
        super(`GGUF: ${message} (at byte ${offset})`);
        this.offset = offset;
        this.name = 'GgufFormatError';
    }
}
class ArtifactNameError extends InputError {
    constructor(message) {
        super(message);
        this.name = 'ArtifactNameError';
    }
}
class LauncherError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LauncherError';
    }
}
class ElfHeaderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ElfHeaderError';
    }
}
/** A build spec that cannot be built (run-spec input): exit 2 like any bad input. */
class BuildConfigurationError extends InputError {
    constructor(message) {
        super(message);
        this.name = 'BuildConfigurationError';
    }
}
/** A runner's bundle or study failed verification; names the runner so callers can isolate it. */
class RunnerRefusedError extends VerificationMismatch {
    label;
    reason;
    constructor(label, 
    /** Why, without the runner's name: what a refused runner's `incomplete_reason` says. */
    reason, mismatches = []) {
        super(`runner ${JSON.stringify(label)}: ${reason}`, mismatches);
        this.label = label;
        this.reason = reason;
        this.name = 'RunnerRefusedError';
    }
}
/** How many schema errors one message lists. */
const MAX_LISTED_ERRORS = 10;
/** A document does not match its schema; `messages` holds every `pointer: message`, in ajv order. */
class SchemaError extends InputError {
    errors;
    file;
    pointer;
    constructor(file, errors) {
        if (errors.length === 0)
            errors = [{ pointer: '', message: 'does not match the schema' }];
        const listed = errors.slice(0, MAX_LISTED_ERRORS);
        const more = errors.length > listed.length ? ` (and ${errors.length - listed.length} more)` : '';
        const [first, ...rest] = listed;
        const tail = rest.map((e) => `; ${e.pointer || '/'}: ${e.message}`).join('');
        super(`${first.message}${tail}${more}`, file, first.pointer);
        this.errors = errors;
        this.name = 'SchemaError';
        this.file = file;
        this.pointer = first.pointer;
    }
    get messages() {
        return this.errors.map((e) => `${e.pointer || '/'}: ${e.message}`);
    }
}
class JsonSyntaxError extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
        this.name = 'JsonSyntaxError';
    }
}
/** A malformed GNU time report; the message starts with the file label. */
class TimeReportError extends InputError {
    constructor(message, fileLabel) {
        super(message, fileLabel);
        this.name = 'TimeReportError';
    }
}
/** A model reference `init` cannot use: malformed, unreachable, not a GGUF file; names the reference. */
class ModelRefError extends InputError {
    ref;
    constructor(ref, message) {
        super(`model ${ref}: ${message}`);
        this.ref = ref;
        this.name = 'ModelRefError';
    }
}


/***/ }),

/***/ 8830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ contentSha256),
/* harmony export */   KY: () => (/* binding */ GIT_REVISION_PATTERN),
/* harmony export */   Mn: () => (/* binding */ promptSha256),
/* harmony export */   em: () => (/* binding */ argvSha256),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   jU: () => (/* binding */ SHA256_PATTERN),
/* harmony export */   nW: () => (/* binding */ commandDocument),
/* harmony export */   u: () => (/* binding */ commandContentSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _json_writer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(468);
// Every hash of spec §0.2, in one place.


function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** `*_content_sha256`: canonical JSON of a parsed object (hashed as the bytes the writer emits). */
function contentSha256(value) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    (0,_json_writer_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCanonicalJsonTo */ .v5)(value, (bytes) => hash.update(bytes));
    return hash.digest('hex');
}
/** argv hash: compact JSON, no whitespace, non-ASCII raw. */
function argvSha256(argv) {
    return sha256Hex(JSON.stringify(argv));
}
/** Command document `{"argv": [...], "schema_version": "1.0"}`. */
function commandDocument(argv) {
    return { argv: [...argv], schema_version: '1.0' };
}
function commandContentSha256(argv) {
    return contentSha256(commandDocument(argv));
}
function promptSha256(prompt) {
    return sha256Hex(prompt);
}
const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const GIT_REVISION_PATTERN = /^[0-9a-f]{40}$/;


/***/ }),

/***/ 468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ compactSortedJson),
/* harmony export */   GF: () => (/* binding */ writeJson),
/* harmony export */   Mf: () => (/* binding */ sortedKeys),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   qJ: () => (/* binding */ canonicalJsonBytes),
/* harmony export */   v5: () => (/* binding */ writeCanonicalJsonTo)
/* harmony export */ });
/* unused harmony exports formatPythonFloat, writeJsonBytes */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8050);
// Canonical JSON writer of spec §0.4: sorted keys (code points), indent 2, Python float repr, one
// trailing newline. It emits UTF-8 bytes, so content hashes never encode a string.

/** Python `repr(float)` layout with JavaScript's shortest round-trip digits (spec §0.4). */
function formatPythonFloat(x) {
    if (!Number.isFinite(x))
        throw new RangeError(`cannot serialize non-finite number ${x}`);
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const ax = Math.abs(x);
    // Fast path: in [1e-4, 1e16) both languages print positional shortest digits.
    if (ax >= 1e-4 && ax < 1e16) {
        const t = String(x);
        return t.includes('.') ? t : `${t}.0`;
    }
    const sign = x < 0 ? '-' : '';
    const [mantissa, expText] = Math.abs(x).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exp = Number(expText);
    if (exp >= -4 && exp < 16) {
        if (exp >= digits.length - 1)
            return `${sign}${digits}${'0'.repeat(exp - digits.length + 1)}.0`;
        if (exp >= 0)
            return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
        return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    }
    const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const absExp = Math.abs(exp);
    return `${sign}${head}e${exp < 0 ? '-' : '+'}${absExp < 10 ? '0' : ''}${absExp}`;
}
function formatNumber(value) {
    if (!Number.isFinite(value))
        throw new RangeError(`cannot serialize non-finite number ${value}`);
    // An integral plain number is a JSON int; fractional plain numbers can only be floats.
    if (Number.isInteger(value) && !Object.is(value, -0)) {
        return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
    }
    return formatPythonFloat(value);
}
function compareCodePoints(a, b) {
    if (a === b)
        return 0;
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx < cy ? -1 : 1;
    }
}
/** An object's keys in the canonical writer's order (code points). */
function sortedKeys(obj) {
    return sortKeyList(Object.keys(obj));
}
function sortKeyList(keys) {
    // UTF-16 order equals code point order unless a key has characters above U+D7FF.
    return keys.some((k) => /[\ud800-\uffff]/.test(k)) ? keys.sort(compareCodePoints) : keys.sort();
}
// ---------------------------------------------------------------------------------------------
// Writer: emits UTF-8 bytes into one reused buffer and hands each full buffer to a sink (no token
// is split across hand-offs, so each piece decodes on its own). Hashes consume the bytes directly;
// strings are decoded piece by piece. Output is byte-identical to the JSON.stringify-based
// layout of §0.4.
const BUFFER_BYTES = 1 << 18;
const buffer = new Uint8Array(BUFFER_BYTES);
let out = buffer;
let len = 0;
let sink = () => undefined;
let writing = false;
let optAsciiOnly = false;
let optIndent = 2;
let optSort = true;
const HEX = '0123456789abcdef';
/** Makes room for `n` contiguous bytes, handing the filled buffer to the sink when it is full. */
function reserve(n) {
    if (len + n <= out.length)
        return;
    flush();
    // A token larger than the buffer (a very long string) gets a buffer of its own.
    if (n > out.length)
        out = new Uint8Array(n);
}
function flush() {
    if (len > 0)
        sink(out.subarray(0, len));
    len = 0;
    out = buffer;
}
/** Appends text known to be ASCII without characters that need escaping (numbers, literals). */
function putAscii(s) {
    const n = s.length;
    reserve(n);
    for (let i = 0; i < n; i++)
        out[len + i] = s.charCodeAt(i);
    len += n;
}
function putHexEscape(p, c) {
    out[p] = 0x5c;
    out[p + 1] = 0x75;
    out[p + 2] = HEX.charCodeAt((c >> 12) & 15);
    out[p + 3] = HEX.charCodeAt((c >> 8) & 15);
    out[p + 4] = HEX.charCodeAt((c >> 4) & 15);
    out[p + 5] = HEX.charCodeAt(c & 15);
    return p + 6;
}
/** A quoted string escaped exactly like JSON.stringify (lone surrogates as lowercase \u escapes). */
function putString(s) {
    const n = s.length;
    reserve(n * 6 + 2);
    let p = len;
    out[p++] = 0x22;
    for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 && c < 0x80) {
            if (c === 0x22 || c === 0x5c)
                out[p++] = 0x5c;
            out[p++] = c;
        }
        else if (c < 0x20) {
            out[p++] = 0x5c;
            if (c === 0x08)
                out[p++] = 0x62;
            else if (c === 0x09)
                out[p++] = 0x74;
            else if (c === 0x0a)
                out[p++] = 0x6e;
            else if (c === 0x0c)
                out[p++] = 0x66;
            else if (c === 0x0d)
                out[p++] = 0x72;
            else
                p = putHexEscape(p - 1, c);
        }
        else if (optAsciiOnly) {
            p = putHexEscape(p, c);
        }
        else if (c < 0x800) {
            out[p++] = 0xc0 | (c >> 6);
            out[p++] = 0x80 | (c & 0x3f);
        }
        else if (c < 0xd800 || c > 0xdfff) {
            out[p++] = 0xe0 | (c >> 12);
            out[p++] = 0x80 | ((c >> 6) & 0x3f);
            out[p++] = 0x80 | (c & 0x3f);
        }
        else {
            const d = c <= 0xdbff && i + 1 < n ? s.charCodeAt(i + 1) : 0;
            if (d >= 0xdc00 && d <= 0xdfff) {
                const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
                out[p++] = 0xf0 | (cp >> 18);
                out[p++] = 0x80 | ((cp >> 12) & 0x3f);
                out[p++] = 0x80 | ((cp >> 6) & 0x3f);
                out[p++] = 0x80 | (cp & 0x3f);
                i++;
            }
            else {
                p = putHexEscape(p, c);
            }
        }
    }
    out[p++] = 0x22;
    len = p;
}
function putNewline(level) {
    const n = optIndent * level;
    reserve(n + 1);
    out[len++] = 0x0a;
    for (let i = 0; i < n; i++)
        out[len + i] = 0x20;
    len += n;
}
// Sorted key order of the last object seen at each nesting level (rows of one table share it),
// with the quoted keys' bytes once they are needed.
const shapeKeys = [];
const shapeSorted = [];
const shapeQuoted = [];
const shapeQuotedAscii = [];
function sortedKeysAt(obj, level) {
    const keys = Object.keys(obj);
    const prev = shapeKeys[level];
    if (prev !== undefined && prev.length === keys.length) {
        let same = true;
        for (let i = 0; i < keys.length; i++) {
            if (prev[i] !== keys[i]) {
                same = false;
                break;
            }
        }
        if (same)
            return shapeSorted[level];
    }
    const sorted = sortKeyList(keys.slice());
    shapeKeys[level] = keys;
    shapeSorted[level] = sorted;
    shapeQuoted[level] = undefined;
    return sorted;
}
/** The quoted bytes of the keys `sortedKeysAt(…, level)` returned last, in the current escaping mode. */
function quotedKeysAt(level) {
    let quoted = shapeQuoted[level];
    if (quoted === undefined || shapeQuotedAscii[level] !== optAsciiOnly) {
        quoted = shapeSorted[level].map((key) => {
            reserve(key.length * 6 + 2);
            const start = len;
            putString(key);
            const bytes = out.slice(start, len);
            len = start; // encoded only to be copied later: nothing is emitted here
            return bytes;
        });
        shapeQuoted[level] = quoted;
        shapeQuotedAscii[level] = optAsciiOnly;
    }
    return quoted;
}
function emit(v, level) {
    if (v === null)
        return putAscii('null');
    if (v === true)
        return putAscii('true');
    if (v === false)
        return putAscii('false');
    if (typeof v === 'string')
        return putString(v);
    if (typeof v === 'number')
        return putAscii(formatNumber(v));
    if (typeof v === 'bigint')
        return putAscii(v.toString());
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonFloat */ .Xg)
        return putAscii((v.repr ??= formatPythonFloat(v.value)));
    if (Array.isArray(v)) {
        if (v.length === 0)
            return putAscii('[]');
        reserve(1);
        out[len++] = 0x5b;
        for (let i = 0; i < v.length; i++) {
            if (i > 0) {
                reserve(1);
                out[len++] = 0x2c;
            }
            if (optIndent !== null)
                putNewline(level + 1);
            emit(v[i], level + 1);
        }
        if (optIndent !== null)
            putNewline(level);
        reserve(1);
        out[len++] = 0x5d;
        return;
    }
    if (typeof v === 'object') {
        const keys = optSort ? sortedKeysAt(v, level) : Object.keys(v);
        if (keys.length === 0)
            return putAscii('{}');
        const quoted = optSort ? quotedKeysAt(level) : undefined;
        reserve(1);
        out[len++] = 0x7b;
        for (let i = 0; i < keys.length; i++) {
            if (i > 0) {
                reserve(1);
                out[len++] = 0x2c;
            }
            if (optIndent !== null)
                putNewline(level + 1);
            if (quoted === undefined)
                putString(keys[i]);
            else {
                const bytes = quoted[i];
                reserve(bytes.length);
                for (let j = 0; j < bytes.length; j++)
                    out[len + j] = bytes[j];
                len += bytes.length;
            }
            reserve(2);
            out[len++] = 0x3a;
            if (optIndent !== null)
                out[len++] = 0x20;
            emit(v[keys[i]], level + 1);
        }
        if (optIndent !== null)
            putNewline(level);
        reserve(1);
        out[len++] = 0x7d;
        return;
    }
    throw new TypeError(`cannot serialize value of type ${typeof v}`);
}
/** Runs the writer, streaming the bytes to `to`; each view is valid only during its call. */
function writeTo(value, options, to) {
    // One shared buffer: a sink (or anything else) writing JSON while a write is running would corrupt it.
    if (writing)
        throw new Error('JSON writer re-entered from its own output sink');
    writing = true;
    optAsciiOnly = options.asciiOnly ?? false;
    optIndent = options.indent === undefined ? 2 : options.indent;
    optSort = options.sortKeys ?? true;
    out = buffer;
    len = 0;
    sink = to;
    try {
        emit(value, 0);
        if (optIndent !== null) {
            reserve(1);
            out[len++] = 0x0a;
        }
        flush();
    }
    finally {
        out = buffer;
        len = 0;
        sink = () => undefined;
        writing = false;
    }
}
const utf8 = new TextDecoder();
function writeJson(value, options = {}) {
    const parts = [];
    writeTo(value, options, (bytes) => parts.push(utf8.decode(bytes)));
    return parts.length === 1 ? parts[0] : parts.join('');
}
/** UTF-8 bytes of `writeJson(value, options)`, without building the string. */
function writeJsonBytes(value, options = {}) {
    const parts = [];
    let total = 0;
    writeTo(value, options, (bytes) => {
        parts.push(bytes.slice());
        total += bytes.length;
    });
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
    }
    return bytes;
}
/**
 * Streams the UTF-8 bytes of `canonicalJson(value)` to `sink`, in order; each view is valid only
 * during its call (the buffer is reused).
 */
function writeCanonicalJsonTo(value, to) {
    writeTo(value, {}, to);
}
/** Canonical form of spec §0.4: the bytes every content hash is computed over. */
function canonicalJson(value) {
    return writeJson(value);
}
/** UTF-8 bytes of `canonicalJson(value)`. */
function canonicalJsonBytes(value) {
    return writeJsonBytes(value);
}
/** Compact JSON with sorted keys (json-exact canonical text, §8.3). */
function compactSortedJson(value) {
    return writeJson(value, { indent: null });
}


/***/ }),

/***/ 8050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   Xg: () => (/* binding */ JsonFloat),
/* harmony export */   cj: () => (/* binding */ resolvePointer),
/* harmony export */   fV: () => (/* binding */ float),
/* harmony export */   uC: () => (/* binding */ escapePointerToken)
/* harmony export */ });
// The JSON value model: values as the lossless reader returns them (ints, Python floats, big
// integers), their plain view, and RFC 6901 pointers into them.
/** A JSON number written with a fraction or exponent (Python `float`). */
class JsonFloat {
    value;
    /** Cached Python repr; documents are serialized several times (file, content hashes). */
    repr;
    constructor(value) {
        this.value = value;
    }
}
function float(value) {
    return new JsonFloat(value);
}
function isJsonObject(value) {
    return (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonFloat));
}
function toPlain(value) {
    if (typeof value !== 'object' || value === null)
        return typeof value === 'bigint' ? Number(value) : value;
    if (value instanceof JsonFloat)
        return value.value;
    if (Array.isArray(value)) {
        const out = [];
        for (let i = 0; i < value.length; i++)
            out.push(toPlain(value[i]));
        return out;
    }
    const out = {};
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === '__proto__')
            Object.defineProperty(out, key, {
                value: toPlain(value[key]),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            out[key] = toPlain(value[key]);
    }
    return out;
}
function escapePointerToken(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Resolves an RFC 6901 pointer; returns undefined when it does not resolve. */
function resolvePointer(doc, pointer) {
    if (pointer === '')
        return doc;
    if (!pointer.startsWith('/'))
        return undefined;
    let cur = doc;
    for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(cur)) {
            if (!/^(0|[1-9][0-9]*)$/.test(token))
                return undefined;
            cur = cur[Number(token)];
        }
        else if (isJsonObject(cur)) {
            cur = Object.prototype.hasOwnProperty.call(cur, token) ? cur[token] : undefined;
        }
        else
            return undefined;
        if (cur === undefined)
            return undefined;
    }
    return cur;
}


/***/ })

};
