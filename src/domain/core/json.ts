// The JSON value model: values as the lossless reader returns them (ints, Python floats, big
// integers), their plain view, and RFC 6901 pointers into them.

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

/**
 * A key as a message shows it: a key over a few hundred characters is cut to its first 64 and its
 * length, so a problem report never echoes (or spends time on) a megabyte-long key.
 */
export function shownKey(key: string): string {
  return key.length <= 256 ? key : `${key.slice(0, 64)}… (a key of ${key.length} characters)`;
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
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
