// Lossless JSON reader of spec §0.3: strict, keeping each number's int/float lexical type. Built for
// studies of tens of megabytes: the native parser does the work, a token scan restores number types.
import { JsonSyntaxError } from './errors.js';
import {
  JsonFloat,
  escapePointerToken,
  isJsonObject,
  shownKey,
  type JsonObject,
  type JsonValue,
} from './json.js';

/** Builds an object whose keys may include `__proto__` safely. */
function setKey(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
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
  const reader = new ReferenceReader(text);
  const value = reader.parseValue('', 0);
  reader.skipWs();
  if (reader.pos !== text.length) reader.fail('unexpected trailing text');
  if (!options.anyTopLevel && !isJsonObject(value))
    throw new JsonSyntaxError('top-level value must be an object', 0);
  return value;
}

/** One pass of the reference reader over a text: the position, and one method per JSON production. */
class ReferenceReader {
  pos = 0;
  private readonly n: number;
  private readonly numberPattern = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

  constructor(private readonly text: string) {
    this.n = text.length;
  }

  fail(message: string, at = this.pos): never {
    const prefix = this.text.slice(0, at);
    const line = prefix.split('\n').length;
    const column = at - prefix.lastIndexOf('\n');
    throw new JsonSyntaxError(`${message} at line ${line} column ${column}`, at);
  }

  skipWs(): void {
    while (this.pos < this.n) {
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) this.pos++;
      else break;
    }
  }

  private parseString(): string {
    const text = this.text;
    // Opening quote already checked by caller.
    this.pos++;
    let out = '';
    let chunkStart = this.pos;
    for (;;) {
      if (this.pos >= this.n) this.fail('unterminated string');
      const c = text.charCodeAt(this.pos);
      if (c === 0x22) {
        out += text.slice(chunkStart, this.pos);
        this.pos++;
        return out;
      }
      if (c < 0x20) this.fail('control character in string');
      if (c === 0x5c) {
        out += text.slice(chunkStart, this.pos) + this.parseEscape();
        this.pos += 2;
        chunkStart = this.pos;
        continue;
      }
      this.pos++;
    }
  }

  /** The escape at pos (a backslash); leaves pos on the backslash, past the four digits of \u. */
  private parseEscape(): string {
    const e = this.text[this.pos + 1];
    switch (e) {
      case '"':
        return '"';
      case '\\':
        return '\\';
      case '/':
        return '/';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'u': {
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('invalid \\u escape');
        this.pos += 4;
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        return this.fail('invalid escape');
    }
  }

  private parseNumber(): JsonValue {
    this.numberPattern.lastIndex = this.pos;
    const m = this.numberPattern.exec(this.text);
    if (!m) return this.fail('invalid number');
    const token = m[0];
    this.pos += token.length;
    if (m[1] !== undefined || m[2] !== undefined) {
      const value = Number(token);
      if (!Number.isFinite(value)) this.fail(`number ${token} is out of range`, this.pos - token.length);
      return new JsonFloat(value);
    }
    const asNumber = Number(token);
    if (Number.isSafeInteger(asNumber)) return asNumber === 0 ? 0 : asNumber;
    return BigInt(token);
  }

  parseValue(pointer: string, depth: number): JsonValue {
    const text = this.text;
    if (depth > 512) this.fail('nesting too deep');
    this.skipWs();
    if (this.pos >= this.n) this.fail('unexpected end of input');
    const c = text[this.pos];
    if (c === '{') return this.parseObject(pointer, depth);
    if (c === '[') return this.parseArray(pointer, depth);
    if (c === '"') return this.parseString();
    if (text.startsWith('true', this.pos)) {
      this.pos += 4;
      return true;
    }
    if (text.startsWith('false', this.pos)) {
      this.pos += 5;
      return false;
    }
    if (text.startsWith('null', this.pos)) {
      this.pos += 4;
      return null;
    }
    if (
      text.startsWith('NaN', this.pos) ||
      text.startsWith('Infinity', this.pos) ||
      text.startsWith('-Infinity', this.pos)
    ) {
      this.fail('NaN and Infinity are not valid JSON numbers');
    }
    if (c === '-' || (c >= '0' && c <= '9')) return this.parseNumber();
    return this.fail(`unexpected character ${JSON.stringify(c)}`);
  }

  private parseObject(pointer: string, depth: number): JsonObject {
    const text = this.text;
    this.pos++;
    const obj: JsonObject = {};
    const seen = new Set<string>();
    this.skipWs();
    if (text[this.pos] === '}') {
      this.pos++;
      return obj;
    }
    for (;;) {
      this.skipWs();
      if (text[this.pos] !== '"') this.fail('expected a string key');
      const keyAt = this.pos;
      const key = this.parseString();
      if (seen.has(key))
        this.fail(`duplicate key ${JSON.stringify(shownKey(key))} in ${shownKey(pointer) || '/'}`, keyAt);
      seen.add(key);
      this.skipWs();
      if (text[this.pos] !== ':') this.fail("expected ':'");
      this.pos++;
      setKey(obj, key, this.parseValue(`${pointer}/${escapePointerToken(key)}`, depth + 1));
      this.skipWs();
      if (text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (text[this.pos] === '}') {
        this.pos++;
        return obj;
      }
      this.fail("expected ',' or '}'");
    }
  }

  private parseArray(pointer: string, depth: number): JsonValue[] {
    const text = this.text;
    this.pos++;
    const arr: JsonValue[] = [];
    this.skipWs();
    if (text[this.pos] === ']') {
      this.pos++;
      return arr;
    }
    for (;;) {
      arr.push(this.parseValue(`${pointer}/${arr.length}`, depth + 1));
      this.skipWs();
      if (text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (text[this.pos] === ']') {
        this.pos++;
        return arr;
      }
      this.fail("expected ',' or ']'");
    }
  }
}
