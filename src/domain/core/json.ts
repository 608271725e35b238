// Lossless JSON: a strict reader that keeps each number's int/float lexical type, and the
// canonical writer of spec §0.4 (sorted keys, indent 2, Python float repr, one trailing newline).
// Both are built for studies of tens of megabytes: the reader lets the native parser do the work
// and the writer emits bytes, so content hashes never encode a string.
// cohesive: the lossless reader and the canonical writer share one number model.
import { JsonSyntaxError } from './errors.js';

/** A JSON number written with a fraction or exponent (Python `float`). */
export class JsonFloat {
  /** Cached Python repr; documents are serialized several times (file, content hashes). */
  repr?: string;
  constructor(readonly value: number) {}
}

export type JsonValue = null | boolean | string | number | bigint | JsonFloat | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Plain view used by schema validation and math: floats unwrapped, big ints as numbers. */
export type PlainJson = null | boolean | string | number | PlainJson[] | { [key: string]: PlainJson };

export function float(value: number): JsonFloat {
  return new JsonFloat(value);
}

/** Builds an object whose keys may include `__proto__` safely. */
function setKey(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export interface ParseOptions {
  /** Allow any JSON value at top level (default: object only). */
  anyTopLevel?: boolean;
}

// A non-streaming decode starts from a fresh state, so one decoder serves every call.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 strictly; throws on invalid byte sequences. */
export function decodeUtf8Strict(bytes: Uint8Array): string {
  return strictUtf8.decode(bytes);
}

/**
 * Strict reader of spec §0.3. The native parser builds the tree; one scan of the (then known valid)
 * text records each number token's lexical type and each object's member count, and a walk in
 * document order restores floats and big integers. Anything the fast path does not handle exactly
 * — a syntax error, a duplicate key, an integer-like key (ordered first by JavaScript objects),
 * nesting deeper than the limit, an out-of-range float — is re-read by the reference reader below,
 * which then produces the result or the precise error.
 */
export function parseJson(text: string, options: ParseOptions = {}): JsonValue {
  const value = parseJsonFast(text);
  if (value === undefined) return parseJsonReference(text, options);
  if (!options.anyTopLevel && !isJsonObject(value))
    throw new JsonSyntaxError('top-level value must be an object', 0);
  return value;
}

const MAX_DEPTH = 512;
const INT = 0;
const FLOAT = 1;
const LONG_INT = 2;
const FALLBACK = new Error('fall back to the reference reader');

// Scan results, reused across calls (the reader is not re-entrant): number kinds in document
// order, object member counts in pre-order, and [start, end) of integer tokens too long to be safe.
let numberKinds: Uint8Array = new Uint8Array(4096);
let objectSizes: Uint32Array = new Uint32Array(1024);
let longInts: number[] = [];
const openObjects = new Int32Array(MAX_DEPTH + 1);
let scanText = '';
let numberIndex = 0;
let objectIndex = 0;
let longIndex = 0;

/** The fast path alone (no top-level check): undefined when the reference reader must decide. */
export function parseJsonFast(text: string): JsonValue | undefined {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return undefined;
  }
  const counts = scanTokens(text);
  if (counts === undefined) return undefined;
  scanText = text;
  numberIndex = 0;
  objectIndex = 0;
  longIndex = 0;
  try {
    if (typeof root === 'number') root = restoreNumber(root);
    else if (typeof root === 'object' && root !== null) restoreContainer(root);
  } catch (e) {
    if (e === FALLBACK) return undefined;
    throw e;
  } finally {
    scanText = '';
  }
  // Every token paired with a value: a mismatch would mean the scan misread the text.
  if (numberIndex !== counts.numbers || objectIndex !== counts.objects) return undefined;
  return root as JsonValue;
}

/** Tokenizes text that the native parser accepted; undefined when the fast path must not be used. */
function scanTokens(text: string): { numbers: number; objects: number } | undefined {
  const n = text.length;
  longInts = [];
  let numbers = 0;
  let objects = 0;
  let depth = 0;
  let keyNext = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x3a || c === 0x0d || c === 0x09) {
      i++; // whitespace, ':'
    } else if (c === 0x22) {
      // Valid text: a backslash always escapes the next character, so skipping it finds the close.
      let j = i + 1;
      for (;;) {
        const d = text.charCodeAt(j);
        if (d === 0x22) break;
        j += d === 0x5c ? 2 : 1;
      }
      if (keyNext) {
        objectSizes[openObjects[depth - 1]]++;
        const first = text.charCodeAt(i + 1);
        if (
          ((first >= 0x30 && first <= 0x39) || first === 0x5c) &&
          /^[0-9]+$/.test(String(JSON.parse(text.slice(i, j + 1))))
        ) {
          return undefined;
        }
        keyNext = false;
      }
      i = j + 1;
    } else if (c === 0x2c) {
      keyNext = openObjects[depth - 1] >= 0;
      i++;
    } else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
      let j = i + 1;
      let isFloat = false;
      for (;;) {
        const d = text.charCodeAt(j);
        if (d >= 0x30 && d <= 0x39) j++;
        else if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) {
          isFloat = true;
          j++;
        } else break;
      }
      if (numbers === numberKinds.length) numberKinds = grownBytes(numberKinds);
      if (isFloat) numberKinds[numbers] = FLOAT;
      else if (j - i > 15) {
        // Up to 15 digits an integer is always safe; longer ones are checked against their token.
        numberKinds[numbers] = LONG_INT;
        longInts.push(i, j);
      } else numberKinds[numbers] = INT;
      numbers++;
      i = j;
    } else if (c === 0x7b) {
      if (depth >= MAX_DEPTH) return undefined;
      if (objects === objectSizes.length) objectSizes = grownWords(objectSizes);
      objectSizes[objects] = 0;
      openObjects[depth++] = objects++;
      keyNext = true;
      i++;
    } else if (c === 0x5b) {
      if (depth >= MAX_DEPTH) return undefined;
      openObjects[depth++] = -1;
      keyNext = false;
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      keyNext = false;
      i++;
    } else if (c === 0x66) {
      i += 5; // false
    } else {
      i += 4; // true, null
    }
  }
  return { numbers, objects };
}

function grownBytes(a: Uint8Array): Uint8Array {
  const next = new Uint8Array(a.length * 2);
  next.set(a);
  return next;
}

function grownWords(a: Uint32Array): Uint32Array {
  const next = new Uint32Array(a.length * 2);
  next.set(a);
  return next;
}

function restoreNumber(v: number): JsonValue {
  const kind = numberKinds[numberIndex++];
  if (kind === FLOAT) {
    if (!Number.isFinite(v)) throw FALLBACK;
    return new JsonFloat(v);
  }
  if (kind === INT) return v === 0 ? 0 : v;
  const start = longInts[longIndex++];
  const end = longInts[longIndex++];
  if (Number.isSafeInteger(v)) return v === 0 ? 0 : v;
  return BigInt(scanText.slice(start, end));
}

/** Restores number types in place, visiting values in document order (as the scan saw them). */
function restoreContainer(container: object): void {
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) {
      const x: unknown = container[i];
      if (typeof x === 'number') container[i] = restoreNumber(x);
      else if (typeof x === 'object' && x !== null) restoreContainer(x);
    }
    return;
  }
  const obj = container as Record<string, unknown>;
  const keys = Object.keys(obj);
  // Fewer keys than members scanned: the native parser collapsed a duplicate key.
  if (keys.length !== objectSizes[objectIndex++]) throw FALLBACK;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const x = obj[key];
    // An own `__proto__` data property (as the native parser creates it) is assigned like any other.
    if (typeof x === 'number') obj[key] = restoreNumber(x);
    else if (typeof x === 'object' && x !== null) restoreContainer(x);
  }
}

/** The original recursive-descent reader: exact errors with line, column and JSON pointer. */
function parseJsonReference(text: string, options: ParseOptions): JsonValue {
  let pos = 0;
  const n = text.length;

  const fail = (message: string, at = pos): never => {
    const prefix = text.slice(0, at);
    const line = prefix.split('\n').length;
    const column = at - prefix.lastIndexOf('\n');
    throw new JsonSyntaxError(`${message} at line ${line} column ${column}`, at);
  };
  const skipWs = (): void => {
    while (pos < n) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) pos++;
      else break;
    }
  };

  const parseString = (): string => {
    // Opening quote already checked by caller.
    pos++;
    let out = '';
    let chunkStart = pos;
    for (;;) {
      if (pos >= n) fail('unterminated string');
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        out += text.slice(chunkStart, pos);
        pos++;
        return out;
      }
      if (c < 0x20) fail('control character in string');
      if (c === 0x5c) {
        out += text.slice(chunkStart, pos);
        const e = text[pos + 1];
        switch (e) {
          case '"':
            out += '"';
            break;
          case '\\':
            out += '\\';
            break;
          case '/':
            out += '/';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'n':
            out += '\n';
            break;
          case 'r':
            out += '\r';
            break;
          case 't':
            out += '\t';
            break;
          case 'u': {
            const hex = text.slice(pos + 2, pos + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('invalid \\u escape');
            out += String.fromCharCode(parseInt(hex, 16));
            pos += 4;
            break;
          }
          default:
            fail('invalid escape');
        }
        pos += 2;
        chunkStart = pos;
        continue;
      }
      pos++;
    }
  };

  const numberPattern = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
  const parseNumber = (): JsonValue => {
    numberPattern.lastIndex = pos;
    const m = numberPattern.exec(text);
    if (!m) return fail('invalid number');
    const token = m[0];
    pos += token.length;
    if (m[1] !== undefined || m[2] !== undefined) {
      const value = Number(token);
      if (!Number.isFinite(value)) fail(`number ${token} is out of range`, pos - token.length);
      return new JsonFloat(value);
    }
    const asNumber = Number(token);
    if (Number.isSafeInteger(asNumber)) return asNumber === 0 ? 0 : asNumber;
    return BigInt(token);
  };

  const parseValue = (pointer: string, depth: number): JsonValue => {
    if (depth > 512) fail('nesting too deep');
    skipWs();
    if (pos >= n) fail('unexpected end of input');
    const c = text[pos];
    if (c === '{') {
      pos++;
      const obj: JsonObject = {};
      const seen = new Set<string>();
      skipWs();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      for (;;) {
        skipWs();
        if (text[pos] !== '"') fail('expected a string key');
        const keyAt = pos;
        const key = parseString();
        if (seen.has(key)) fail(`duplicate key ${JSON.stringify(key)} in ${pointer || '/'}`, keyAt);
        seen.add(key);
        skipWs();
        if (text[pos] !== ':') fail("expected ':'");
        pos++;
        setKey(obj, key, parseValue(`${pointer}/${escapePointerToken(key)}`, depth + 1));
        skipWs();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === '}') {
          pos++;
          return obj;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      pos++;
      const arr: JsonValue[] = [];
      skipWs();
      if (text[pos] === ']') {
        pos++;
        return arr;
      }
      for (;;) {
        arr.push(parseValue(`${pointer}/${arr.length}`, depth + 1));
        skipWs();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === ']') {
          pos++;
          return arr;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c === '"') return parseString();
    if (text.startsWith('true', pos)) {
      pos += 4;
      return true;
    }
    if (text.startsWith('false', pos)) {
      pos += 5;
      return false;
    }
    if (text.startsWith('null', pos)) {
      pos += 4;
      return null;
    }
    if (
      text.startsWith('NaN', pos) ||
      text.startsWith('Infinity', pos) ||
      text.startsWith('-Infinity', pos)
    ) {
      fail('NaN and Infinity are not valid JSON numbers');
    }
    if (c === '-' || (c >= '0' && c <= '9')) return parseNumber();
    return fail(`unexpected character ${JSON.stringify(c)}`);
  };

  const value = parseValue('', 0);
  skipWs();
  if (pos !== n) fail('unexpected trailing text');
  if (!options.anyTopLevel && !isJsonObject(value))
    throw new JsonSyntaxError('top-level value must be an object', 0);
  return value;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonFloat)
  );
}

/** The value with plain JavaScript numbers (floats and big integers become `number`). */
export function toPlain(value: JsonObject): { [key: string]: PlainJson };
export function toPlain(value: JsonValue): PlainJson;
export function toPlain(value: JsonValue): PlainJson {
  if (typeof value !== 'object' || value === null) return typeof value === 'bigint' ? Number(value) : value;
  if (value instanceof JsonFloat) return value.value;
  if (Array.isArray(value)) {
    const out: PlainJson[] = [];
    for (let i = 0; i < value.length; i++) out.push(toPlain(value[i]));
    return out;
  }
  const out: { [key: string]: PlainJson } = {};
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
    else out[key] = toPlain(value[key]);
  }
  return out;
}

/** Python `repr(float)` layout with JavaScript's shortest round-trip digits (spec §0.4). */
export function formatPythonFloat(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`cannot serialize non-finite number ${x}`);
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
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
    if (exp >= digits.length - 1) return `${sign}${digits}${'0'.repeat(exp - digits.length + 1)}.0`;
    if (exp >= 0) return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
    return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  }
  const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const absExp = Math.abs(exp);
  return `${sign}${head}e${exp < 0 ? '-' : '+'}${absExp < 10 ? '0' : ''}${absExp}`;
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot serialize non-finite number ${value}`);
  // An integral plain number is a JSON int; fractional plain numbers can only be floats.
  if (Number.isInteger(value) && !Object.is(value, -0)) {
    return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
  }
  return formatPythonFloat(value);
}

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/** An object's keys in the canonical writer's order (code points). */
export function sortedKeys(obj: object): string[] {
  return sortKeyList(Object.keys(obj));
}

function sortKeyList(keys: string[]): string[] {
  // UTF-16 order equals code point order unless a key has characters above U+D7FF.
  return keys.some((k) => /[\ud800-\uffff]/.test(k)) ? keys.sort(compareCodePoints) : keys.sort();
}

export interface WriteOptions {
  /** Escape non-ASCII as \uXXXX (Python ensure_ascii=True), for workflow-written files. */
  asciiOnly?: boolean;
  /** null = compact with ',' and ':' separators and no trailing newline. */
  indent?: number | null;
  /** Sort object keys (default true). */
  sortKeys?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Writer: emits UTF-8 bytes into one reused buffer and hands each full buffer to a sink (no token
// is split across hand-offs, so each piece decodes on its own). Hashes consume the bytes directly;
// strings are decoded piece by piece. Output is byte-identical to the JSON.stringify-based
// layout of §0.4.

const BUFFER_BYTES = 1 << 18;
const buffer = new Uint8Array(BUFFER_BYTES);
let out: Uint8Array = buffer;
let len = 0;
let sink: (bytes: Uint8Array) => void = () => undefined;
let writing = false;
let optAsciiOnly = false;
let optIndent: number | null = 2;
let optSort = true;
const HEX = '0123456789abcdef';

/** Makes room for `n` contiguous bytes, handing the filled buffer to the sink when it is full. */
function reserve(n: number): void {
  if (len + n <= out.length) return;
  flush();
  // A token larger than the buffer (a very long string) gets a buffer of its own.
  if (n > out.length) out = new Uint8Array(n);
}

function flush(): void {
  if (len > 0) sink(out.subarray(0, len));
  len = 0;
  out = buffer;
}

/** Appends text known to be ASCII without characters that need escaping (numbers, literals). */
function putAscii(s: string): void {
  const n = s.length;
  reserve(n);
  for (let i = 0; i < n; i++) out[len + i] = s.charCodeAt(i);
  len += n;
}

function putHexEscape(p: number, c: number): number {
  out[p] = 0x5c;
  out[p + 1] = 0x75;
  out[p + 2] = HEX.charCodeAt((c >> 12) & 15);
  out[p + 3] = HEX.charCodeAt((c >> 8) & 15);
  out[p + 4] = HEX.charCodeAt((c >> 4) & 15);
  out[p + 5] = HEX.charCodeAt(c & 15);
  return p + 6;
}

/** A quoted string escaped exactly like JSON.stringify (lone surrogates as lowercase \u escapes). */
function putString(s: string): void {
  const n = s.length;
  reserve(n * 6 + 2);
  let p = len;
  out[p++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x80) {
      if (c === 0x22 || c === 0x5c) out[p++] = 0x5c;
      out[p++] = c;
    } else if (c < 0x20) {
      out[p++] = 0x5c;
      if (c === 0x08) out[p++] = 0x62;
      else if (c === 0x09) out[p++] = 0x74;
      else if (c === 0x0a) out[p++] = 0x6e;
      else if (c === 0x0c) out[p++] = 0x66;
      else if (c === 0x0d) out[p++] = 0x72;
      else p = putHexEscape(p - 1, c);
    } else if (optAsciiOnly) {
      p = putHexEscape(p, c);
    } else if (c < 0x800) {
      out[p++] = 0xc0 | (c >> 6);
      out[p++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      out[p++] = 0xe0 | (c >> 12);
      out[p++] = 0x80 | ((c >> 6) & 0x3f);
      out[p++] = 0x80 | (c & 0x3f);
    } else {
      const d = c <= 0xdbff && i + 1 < n ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        out[p++] = 0xf0 | (cp >> 18);
        out[p++] = 0x80 | ((cp >> 12) & 0x3f);
        out[p++] = 0x80 | ((cp >> 6) & 0x3f);
        out[p++] = 0x80 | (cp & 0x3f);
        i++;
      } else {
        p = putHexEscape(p, c);
      }
    }
  }
  out[p++] = 0x22;
  len = p;
}

function putNewline(level: number): void {
  const n = (optIndent as number) * level;
  reserve(n + 1);
  out[len++] = 0x0a;
  for (let i = 0; i < n; i++) out[len + i] = 0x20;
  len += n;
}

// Sorted key order of the last object seen at each nesting level (rows of one table share it),
// with the quoted keys' bytes once they are needed.
const shapeKeys: string[][] = [];
const shapeSorted: string[][] = [];
const shapeQuoted: (Uint8Array[] | undefined)[] = [];
const shapeQuotedAscii: boolean[] = [];

function sortedKeysAt(obj: object, level: number): string[] {
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
    if (same) return shapeSorted[level];
  }
  const sorted = sortKeyList(keys.slice());
  shapeKeys[level] = keys;
  shapeSorted[level] = sorted;
  shapeQuoted[level] = undefined;
  return sorted;
}

/** The quoted bytes of the keys `sortedKeysAt(…, level)` returned last, in the current escaping mode. */
function quotedKeysAt(level: number): Uint8Array[] {
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

function emit(v: JsonValue | PlainJson, level: number): void {
  if (v === null) return putAscii('null');
  if (v === true) return putAscii('true');
  if (v === false) return putAscii('false');
  if (typeof v === 'string') return putString(v);
  if (typeof v === 'number') return putAscii(formatNumber(v));
  if (typeof v === 'bigint') return putAscii(v.toString());
  if (v instanceof JsonFloat) return putAscii((v.repr ??= formatPythonFloat(v.value)));
  if (Array.isArray(v)) {
    if (v.length === 0) return putAscii('[]');
    reserve(1);
    out[len++] = 0x5b;
    for (let i = 0; i < v.length; i++) {
      if (i > 0) {
        reserve(1);
        out[len++] = 0x2c;
      }
      if (optIndent !== null) putNewline(level + 1);
      emit(v[i], level + 1);
    }
    if (optIndent !== null) putNewline(level);
    reserve(1);
    out[len++] = 0x5d;
    return;
  }
  if (typeof v === 'object') {
    const keys = optSort ? sortedKeysAt(v, level) : Object.keys(v);
    if (keys.length === 0) return putAscii('{}');
    const quoted = optSort ? quotedKeysAt(level) : undefined;
    reserve(1);
    out[len++] = 0x7b;
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) {
        reserve(1);
        out[len++] = 0x2c;
      }
      if (optIndent !== null) putNewline(level + 1);
      if (quoted === undefined) putString(keys[i]);
      else {
        const bytes = quoted[i];
        reserve(bytes.length);
        for (let j = 0; j < bytes.length; j++) out[len + j] = bytes[j];
        len += bytes.length;
      }
      reserve(2);
      out[len++] = 0x3a;
      if (optIndent !== null) out[len++] = 0x20;
      emit((v as Record<string, JsonValue>)[keys[i]], level + 1);
    }
    if (optIndent !== null) putNewline(level);
    reserve(1);
    out[len++] = 0x7d;
    return;
  }
  throw new TypeError(`cannot serialize value of type ${typeof v}`);
}

/** Runs the writer, streaming the bytes to `to`; each view is valid only during its call. */
function writeTo(value: JsonValue | PlainJson, options: WriteOptions, to: (bytes: Uint8Array) => void): void {
  // One shared buffer: a sink (or anything else) writing JSON while a write is running would corrupt it.
  if (writing) throw new Error('JSON writer re-entered from its own output sink');
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
  } finally {
    out = buffer;
    len = 0;
    sink = () => undefined;
    writing = false;
  }
}

const utf8 = new TextDecoder();

export function writeJson(value: JsonValue | PlainJson, options: WriteOptions = {}): string {
  const parts: string[] = [];
  writeTo(value, options, (bytes) => parts.push(utf8.decode(bytes)));
  return parts.length === 1 ? parts[0] : parts.join('');
}

/** UTF-8 bytes of `writeJson(value, options)`, without building the string. */
export function writeJsonBytes(value: JsonValue | PlainJson, options: WriteOptions = {}): Uint8Array {
  const parts: Uint8Array[] = [];
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
export function writeCanonicalJsonTo(value: JsonValue | PlainJson, to: (bytes: Uint8Array) => void): void {
  writeTo(value, {}, to);
}

/** Canonical form of spec §0.4: the bytes every content hash is computed over. */
export function canonicalJson(value: JsonValue | PlainJson): string {
  return writeJson(value);
}

/** UTF-8 bytes of `canonicalJson(value)`. */
export function canonicalJsonBytes(value: JsonValue | PlainJson): Uint8Array {
  return writeJsonBytes(value);
}

/** Compact JSON with sorted keys (json-exact canonical text, §8.3). */
export function compactSortedJson(value: JsonValue | PlainJson): string {
  return writeJson(value, { indent: null });
}

/** Resolves an RFC 6901 pointer; returns undefined when it does not resolve. */
export function resolvePointer(doc: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let cur: JsonValue | undefined = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      cur = cur[Number(token)];
    } else if (isJsonObject(cur)) {
      cur = Object.prototype.hasOwnProperty.call(cur, token) ? cur[token] : undefined;
    } else return undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}
