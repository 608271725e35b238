// Checked readers over parsed JSON that name the file and JSON pointer of every mismatch: Fields
// validates input documents field by field with bounds, Field reads values out of a study.
import { fail, InputError } from './errors.js';
import { pyStrip } from './format.js';
import { SHA256_PATTERN } from './hashing.js';
import {
  escapePointerToken,
  isJsonObject,
  JsonFloat,
  shownKey,
  type JsonObject,
  type JsonValue,
} from './json.js';

/**
 * Field reader over a lossless object that reports file + JSON pointer on every mismatch ("must be
 * an integer from 1 to 64"). For input documents (plan, run spec, load plan, evidence), whose
 * every field is validated with its bounds.
 */
export class Fields {
  // Pointers are built only when an error names them: most reads never need one.
  private cachedPointer: string | undefined;
  private parent: Fields | undefined;
  private parentKey = '';
  private parentIndex = -1;

  constructor(
    readonly obj: JsonObject,
    readonly file: string,
    pointer?: string,
  ) {
    this.cachedPointer = pointer;
  }

  /** A reader for `obj` found at `parent`'s key (and array index, when given). */
  private static child(obj: JsonObject, parent: Fields, key: string, index = -1): Fields {
    const f = new Fields(obj, parent.file);
    f.parent = parent;
    f.parentKey = key;
    f.parentIndex = index;
    return f;
  }

  get pointer(): string {
    if (this.cachedPointer === undefined) {
      if (this.parent === undefined) return '';
      const at = this.parent.at(this.parentKey);
      this.cachedPointer = this.parentIndex >= 0 ? `${at}/${this.parentIndex}` : at;
    }
    return this.cachedPointer;
  }

  static root(value: JsonValue, file: string): Fields {
    if (!isJsonObject(value)) fail('expected a JSON object', file, '');
    return new Fields(value, file, '');
  }

  at(key: string): string {
    if (key.indexOf('~') === -1 && key.indexOf('/') === -1) return `${this.pointer}/${key}`;
    return `${this.pointer}/${escapePointerToken(key)}`;
  }

  exactKeys(required: readonly string[], optional: readonly string[] = []): void {
    const present = Object.keys(this.obj);
    if (this.onlyKnownKeys(present, required, optional)) return;
    const missing = required.filter((k) => !present.includes(k)).sort();
    const unknown = present.filter((k) => !required.includes(k) && !optional.includes(k)).sort();
    if (missing.length || unknown.length) {
      const parts = [];
      if (missing.length) parts.push(`missing fields: ${missing.join(', ')}`);
      if (unknown.length) parts.push(`unknown fields: ${unknown.map(shownKey).join(', ')}`);
      fail(parts.join('; '), this.file, this.pointer);
    }
  }

  /** The common case of `exactKeys` without building any list: nothing missing, nothing unknown. */
  private onlyKnownKeys(
    present: string[],
    required: readonly string[],
    optional: readonly string[],
  ): boolean {
    for (let i = 0; i < present.length; i++) {
      if (!required.includes(present[i]) && !optional.includes(present[i])) return false;
    }
    for (let i = 0; i < required.length; i++) if (!present.includes(required[i])) return false;
    return true;
  }

  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.obj, key);
  }

  raw(key: string): JsonValue {
    if (!this.has(key)) fail(`missing field ${key}`, this.file, this.pointer);
    return this.obj[key];
  }

  object(key: string): Fields {
    const v = this.raw(key);
    if (!isJsonObject(v)) fail('must be an object', this.file, this.at(key));
    return Fields.child(v, this, key);
  }

  array(key: string): JsonValue[] {
    const v = this.raw(key);
    if (!Array.isArray(v)) fail('must be an array', this.file, this.at(key));
    return v;
  }

  objects(key: string): Fields[] {
    return this.array(key).map((item, i) => {
      if (!isJsonObject(item)) fail('must be an object', this.file, `${this.at(key)}/${i}`);
      return Fields.child(item, this, key, i);
    });
  }

  string(key: string, maxLength = 4096): string {
    const v = this.raw(key);
    if (typeof v !== 'string') fail('must be a string', this.file, this.at(key));
    if (longerThan(v, maxLength))
      fail(`must contain at most ${maxLength} characters`, this.file, this.at(key));
    return v;
  }

  /** Non-blank text, stored trimmed (spec §0.5). */
  text(key: string, maxLength = 4096): string {
    const v = this.string(key, maxLength);
    const t = pyStrip(v);
    if (!t) fail('must be a non-empty string', this.file, this.at(key));
    return t;
  }

  literal(key: string, expected: string): string {
    const v = this.raw(key);
    if (v !== expected) fail(`must be ${JSON.stringify(expected)}`, this.file, this.at(key));
    return expected;
  }

  digest(key: string): string {
    const v = this.raw(key);
    if (typeof v !== 'string' || !SHA256_PATTERN.test(v))
      fail('must be a lowercase SHA-256 digest', this.file, this.at(key));
    return v;
  }

  boolean(key: string): boolean {
    const v = this.raw(key);
    if (typeof v !== 'boolean') fail('must be a boolean', this.file, this.at(key));
    return v;
  }

  integer(key: string, min: number, max: number): number {
    const v = this.raw(key);
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    return checkInteger(v, min, max, this.file, this.at(key));
  }

  number(key: string, min: number, max: number, opts: { exclusiveMin?: boolean } = {}): number {
    const v = this.raw(key);
    const n = v instanceof JsonFloat ? v.value : v;
    if (typeof n === 'number' && (opts.exclusiveMin ? n > min : n >= min) && n <= max && Number.isFinite(n))
      return n;
    return checkNumber(v, min, max, this.file, this.at(key), opts);
  }

  nullableNumber(
    key: string,
    min: number,
    max: number,
    opts: { exclusiveMin?: boolean } = {},
  ): number | null {
    return this.raw(key) === null ? null : this.number(key, min, max, opts);
  }

  integers(key: string, min: number, max: number): number[] {
    return this.array(key).map((v, i) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
        ? v
        : checkInteger(v, min, max, this.file, `${this.at(key)}/${i}`),
    );
  }
}

/**
 * Whether `text` has more than `max` characters, counted as Unicode code points: as Python's `len`
 * (the reference) and JSON Schema's `maxLength` (ajv) count them, so an emoji is one character, not
 * two UTF-16 units. A lone surrogate counts as one, as in both.
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false; // never more code points than UTF-16 units
  let count = 0;
  for (const _ of text) if (++count > max) return true;
  return false;
}

export function checkInteger(v: JsonValue, min: number, max: number, file: string, pointer: string): number {
  if (typeof v === 'bigint') fail(`must be an integer from ${min} to ${max}`, file, pointer);
  if (typeof v !== 'number' || !Number.isInteger(v)) fail('must be an integer', file, pointer);
  if (v < min || v > max) fail(`must be from ${min} to ${max}`, file, pointer);
  return v;
}

export function checkNumber(
  v: JsonValue,
  min: number,
  max: number,
  file: string,
  pointer: string,
  opts: { exclusiveMin?: boolean } = {},
): number {
  let n: number;
  if (v instanceof JsonFloat) n = v.value;
  else if (typeof v === 'number') n = v;
  else if (typeof v === 'bigint') n = Number(v);
  else fail('must be a finite number', file, pointer);
  if (!Number.isFinite(n)) fail('must be a finite number', file, pointer);
  if (opts.exclusiveMin ? n <= min : n < min)
    fail(opts.exclusiveMin ? `must be greater than ${min}` : `must be at least ${min}`, file, pointer);
  if (n > max) fail(`must be at most ${max}`, file, pointer);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Field reader
/**
 * One JSON location with the pointer it was read from, so shape errors name the exact field
 * ("expected an integer, found a string"). For documents this tool wrote (a study, a baseline),
 * read into typed views.
 */
export class Field {
  constructor(
    readonly value: JsonValue | undefined,
    readonly pointer: string,
    readonly file: string,
  ) {}

  private fail(expected: string): never {
    const found =
      this.value === undefined
        ? 'nothing (missing)'
        : this.value === null
          ? 'null'
          : Array.isArray(this.value)
            ? 'an array'
            : this.value instanceof JsonFloat ||
                typeof this.value === 'number' ||
                typeof this.value === 'bigint'
              ? 'a number'
              : typeof this.value === 'object'
                ? 'an object'
                : `a ${typeof this.value}`;
    throw new InputError(`expected ${expected}, found ${found}`, this.file, this.pointer);
  }

  get(key: string | number): Field {
    const pointer = `${this.pointer}/${typeof key === 'number' ? key : escapePointerToken(key)}`;
    if (typeof key === 'number') {
      const items = this.arrayValue();
      return new Field(items[key], pointer, this.file);
    }
    const obj = this.object();
    return new Field(
      Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined,
      pointer,
      this.file,
    );
  }

  object(): JsonObject {
    if (!isJsonObject(this.value)) this.fail('an object');
    return this.value;
  }

  private arrayValue(): JsonValue[] {
    if (!Array.isArray(this.value)) this.fail('an array');
    return this.value;
  }

  items(): Field[] {
    return this.arrayValue().map((v, i) => new Field(v, `${this.pointer}/${i}`, this.file));
  }

  str(): string {
    if (typeof this.value !== 'string') this.fail('a string');
    return this.value;
  }

  bool(): boolean {
    if (typeof this.value !== 'boolean') this.fail('a boolean');
    return this.value;
  }

  num(): number {
    const v = this.value;
    if (v instanceof JsonFloat) return v.value;
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') return Number(v);
    return this.fail('a number');
  }

  numOrNull(): number | null {
    return this.value === null ? null : this.num();
  }

  int(): number {
    const v = this.value;
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail('an integer');
    return v as number;
  }

  strings(): string[] {
    return this.items().map((f) => f.str());
  }

  ints(): number[] {
    return this.items().map((f) => f.int());
  }

  /** The value with its lexical number type kept (int stays int, float stays float). */
  raw(): JsonValue {
    if (this.value === undefined) this.fail('a value');
    return this.value as JsonValue;
  }
}
