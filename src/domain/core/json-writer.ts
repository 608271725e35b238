// Canonical JSON writer of spec §0.4: sorted keys (code points), indent 2, Python float repr, one
// trailing newline. It emits UTF-8 bytes, so content hashes never encode a string.
import { JsonFloat, type JsonValue, type PlainJson } from './json.js';

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
