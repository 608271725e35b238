// Frozen copy of the original recursive-descent reader and string-building writer: the oracle
// the fast reader and byte writer in src/domain/core/json.ts are compared against. Do not optimize.
// Its one change since: a trailing comma is reported at the comma, not at the bracket after it.
import { JsonFloat, type JsonObject, type JsonValue, type PlainJson } from '../../src/domain/core/json.js';
import type { ParseOptions } from '../../src/domain/core/json-reader.js';
import type { WriteOptions } from '../../src/domain/core/json-writer.js';
import { JsonSyntaxError } from '../../src/domain/core/errors.js';

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function setKey(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function isJsonObject(value: unknown): value is JsonObject {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonFloat)
  );
}

export function oracleParseJson(text: string, options: ParseOptions = {}): JsonValue {
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
  const trailingComma = (close: '}' | ']'): void => {
    const commaAt = pos;
    pos++;
    skipWs();
    if (text[pos] === close) fail(`trailing comma before '${close}'`, commaAt);
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
          trailingComma('}');
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
          trailingComma(']');
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

/** Python `repr(float)` layout with JavaScript's shortest round-trip digits (spec §0.4). */
export function oracleFormatPythonFloat(x: number): string {
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
  return oracleFormatPythonFloat(value);
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

function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  // UTF-16 order equals code point order unless a key has characters above U+D7FF.
  return keys.some((k) => /[\ud800-\uffff]/.test(k)) ? keys.sort(compareCodePoints) : keys.sort();
}

function quote(s: string, asciiOnly: boolean): string {
  if (/^[A-Za-z0-9_./: -]*$/.test(s)) return `"${s}"`;
  const q = JSON.stringify(s);
  if (!asciiOnly) return q;
  return q.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const INDENTS: string[] = [];
function indentOf(n: number): string {
  return (INDENTS[n] ??= '\n' + ' '.repeat(n));
}

export function oracleWriteJson(value: JsonValue | PlainJson, options: WriteOptions = {}): string {
  const asciiOnly = options.asciiOnly ?? false;
  const indent = options.indent === undefined ? 2 : options.indent;
  const sort = options.sortKeys ?? true;
  const emit = (v: JsonValue | PlainJson, level: number): string => {
    if (v === null) return 'null';
    if (v === true) return 'true';
    if (v === false) return 'false';
    if (typeof v === 'string') return quote(v, asciiOnly);
    if (typeof v === 'number') return formatNumber(v);
    if (typeof v === 'bigint') return v.toString();
    // No repr cache: the oracle must not share state with the code under test.
    if (v instanceof JsonFloat) return oracleFormatPythonFloat(v.value);
    const inner = indent === null ? '' : indentOf(indent * (level + 1));
    const outer = indent === null ? '' : indentOf(indent * level);
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      let out = '[';
      for (let i = 0; i < v.length; i++) out += (i > 0 ? ',' : '') + inner + emit(v[i], level + 1);
      return out + outer + ']';
    }
    if (typeof v === 'object') {
      const keys = sort ? sortedKeys(v) : Object.keys(v);
      if (keys.length === 0) return '{}';
      const sep = indent === null ? ':' : ': ';
      let out = '{';
      for (let i = 0; i < keys.length; i++) {
        out +=
          (i > 0 ? ',' : '') +
          inner +
          quote(keys[i], asciiOnly) +
          sep +
          emit((v as Record<string, JsonValue>)[keys[i]], level + 1);
      }
      return out + outer + '}';
    }
    throw new TypeError(`cannot serialize value of type ${typeof v}`);
  };
  const text = emit(value, 0);
  return indent === null ? text : text + '\n';
}
