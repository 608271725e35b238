// The fast reader (native parse + token scan) and the byte writer must agree with the original
// recursive-descent reader and string writer (json-oracle.ts) on every input: values, lexical
// number types, key order, output bytes and error messages.
import { readFileSync } from 'node:fs';
import { JsonFloat, toPlain, type JsonValue, type PlainJson } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson, parseJsonFast } from '../../../src/domain/core/json-reader.js';
import {
  canonicalJson,
  canonicalJsonBytes,
  writeCanonicalJsonTo,
  writeJson,
  writeJsonBytes,
  type WriteOptions,
} from '../../../src/domain/core/json-writer.js';
import { oracleParseJson, oracleWriteJson } from '../../kits/json-oracle.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** Exact structural identity: number kinds, -0, big ints, key order, prototype-free `__proto__`. */
function describeDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a instanceof JsonFloat || b instanceof JsonFloat) {
    if (!(a instanceof JsonFloat && b instanceof JsonFloat)) return `${path}: float vs non-float`;
    return Object.is(a.value, b.value) ? null : `${path}: ${a.value} vs ${b.value}`;
  }
  if (typeof a !== typeof b) return `${path}: ${typeof a} vs ${typeof b}`;
  if (typeof a === 'number') return Object.is(a, b) ? null : `${path}: ${a} vs ${String(b)}`;
  if (typeof a !== 'object' || a === null || b === null)
    return a === b ? null : `${path}: ${String(a)} vs ${String(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${path}: prototypes differ`;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  if (ka.join('\u0000') !== kb.join('\u0000'))
    return `${path}: keys ${JSON.stringify(ka)} vs ${JSON.stringify(kb)}`;
  for (const k of ka) {
    const d = describeDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}/${k}`,
    );
    if (d) return d;
  }
  return null;
}

type Outcome = { ok: true; value: JsonValue } | { ok: false; error: string };
const outcome = (f: () => JsonValue): Outcome => {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, error: `${(e as Error).name}: ${(e as Error).message}` };
  }
};

function expectSameParse(text: string, anyTopLevel = false): Outcome {
  const fast = outcome(() => parseJson(text, { anyTopLevel }));
  const oracle = outcome(() => oracleParseJson(text, { anyTopLevel }));
  if (!fast.ok || !oracle.ok) {
    expect({ text, result: fast }).toEqual({ text, result: oracle });
    return fast;
  }
  const diff = describeDifference(fast.value, oracle.value);
  if (diff) throw new Error(`parse differs for ${JSON.stringify(text.slice(0, 300))}: ${diff}`);
  return fast;
}

const OPTIONS: WriteOptions[] = [
  {},
  { indent: null },
  { asciiOnly: true },
  { sortKeys: false, indent: 4 },
  { asciiOnly: true, indent: null, sortKeys: false },
];

function expectSameWrite(value: JsonValue | PlainJson): void {
  for (const options of OPTIONS) {
    const expected = outcome(() => oracleWriteJson(value, options) as unknown as JsonValue);
    const actual = outcome(() => writeJson(value, options) as unknown as JsonValue);
    expect(actual).toEqual(expected);
    if (actual.ok) expect(Buffer.from(writeJsonBytes(value, options)).toString('utf8')).toBe(actual.value);
  }
}

// ---------------------------------------------------------------------------------------------
// Random JSON text with every lexical form the reader distinguishes.

const NUMBER_TOKENS = [
  '0',
  '-0',
  '8',
  '-8',
  '8.0',
  '-0.0',
  '0.0',
  '1e2',
  '1E2',
  '1e+2',
  '1e-2',
  '8e0',
  '1.5e300',
  '-2.5E-310',
  '5e-324',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '12345678901234567890',
  '123456789012345',
  '1234567890123456',
  '-123456789012345',
  '100000000000000000000000',
  '1e21',
  '1e16',
  '1e-5',
  '0.1',
  '0.30000000000000004',
  '4096.0',
  '1.7976931348623157e308',
  '2.2250738585072014e-308',
  '0.000123456789012345678901234567890',
  '123456789.123456789123456789',
  '1e400',
  '-1e400',
  '1e-400',
];

function randomNumber(r: () => number): string {
  const pick = r();
  if (pick < 0.35) return NUMBER_TOKENS[Math.floor(r() * NUMBER_TOKENS.length)];
  const sign = r() < 0.3 ? '-' : '';
  const int = r() < 0.2 ? '0' : String(1 + Math.floor(r() * 10 ** Math.floor(r() * 22)));
  if (pick < 0.55) return sign + int;
  const frac =
    r() < 0.7 ? '.' + String(Math.floor(r() * 10 ** (1 + Math.floor(r() * 18)))).padStart(1, '0') : '';
  const exp =
    r() < 0.4 || !frac
      ? `${r() < 0.5 ? 'e' : 'E'}${['', '+', '-'][Math.floor(r() * 3)]}${Math.floor(r() * 330)}`
      : '';
  return sign + int + frac + exp;
}

const STRING_PIECES = [
  'a',
  'key',
  ' ',
  '~',
  '/',
  '~1',
  '\\"',
  '\\\\',
  '\\/',
  '\\b',
  '\\f',
  '\\n',
  '\\r',
  '\\t',
  '\\u0000',
  '\\u001f',
  '\\u007f',
  '\\u00e9',
  '\\u2028',
  '\\ud83d\\ude00',
  '\\ud800',
  '\\udfff',
  '\\uDBFF\\uDFFF',
  '\\u0041',
  'é',
  'Ω',
  '\u2029',
  '😀',
  '\u007f',
  '\ud800', // a raw lone surrogate (JavaScript strings may hold one; the reader keeps it)
  '\udc00x',
  'x"y'.replace('"', '\\"'),
  '0',
  '12',
];

function randomString(r: () => number): string {
  const n = Math.floor(r() * 6);
  let s = '';
  for (let i = 0; i < n; i++) s += STRING_PIECES[Math.floor(r() * STRING_PIECES.length)];
  return `"${s}"`;
}

const KEYS = [
  '"a"',
  '"b"',
  '"__proto__"',
  '"constructor"',
  '"toString"',
  '"a/b"',
  '"c~d"',
  '""',
  '"é"',
  '"\\u00e9"',
  '"😀"',
  '"\\ud800"',
  '"0"',
  '"12"',
  '"\\u0031"',
  '"1x"',
  '"-1"',
  '"1.5"',
  '"4294967295"',
  '"z"',
  '"Z"',
  '"\uffff"',
  '"\ud7ff"',
];

function ws(r: () => number): string {
  const n = r() < 0.7 ? 0 : Math.floor(r() * 3);
  let s = '';
  for (let i = 0; i < n; i++) s += [' ', '\t', '\n', '\r', '  '][Math.floor(r() * 5)];
  return s;
}

function randomValue(r: () => number, depth: number, allowDuplicates: boolean): string {
  const pick = r();
  if (depth > 5 || pick < 0.45) {
    const leaf = r();
    if (leaf < 0.45) return randomNumber(r);
    if (leaf < 0.8) return randomString(r);
    return ['true', 'false', 'null'][Math.floor(r() * 3)];
  }
  if (pick < 0.7) {
    const n = Math.floor(r() * 5);
    const items = Array.from({ length: n }, () => ws(r) + randomValue(r, depth + 1, allowDuplicates) + ws(r));
    return `[${items.join(',')}${n === 0 ? ws(r) : ''}]`;
  }
  const n = Math.floor(r() * 6);
  const used = new Set<string>();
  const members: string[] = [];
  for (let i = 0; i < n; i++) {
    let key = KEYS[Math.floor(r() * KEYS.length)];
    if (!allowDuplicates && used.has(key)) key = `"k${i}_${members.length}"`;
    used.add(key);
    members.push(`${ws(r)}${key}${ws(r)}:${ws(r)}${randomValue(r, depth + 1, allowDuplicates)}${ws(r)}`);
  }
  return `{${members.join(',')}${n === 0 ? ws(r) : ''}}`;
}

function randomDocument(r: () => number, allowDuplicates: boolean): string {
  return `${ws(r)}{${ws(r)}"root"${ws(r)}:${ws(r)}${randomValue(r, 0, allowDuplicates)},"n":${randomNumber(r)},"s":${randomString(r)}${ws(r)}}${ws(r)}`;
}

describe('fast reader agrees with the reference reader', () => {
  test('random documents: same values, number kinds, key order and errors', () => {
    const r = prng(20260101);
    let parsedOk = 0;
    let fastPath = 0;
    for (let i = 0; i < 3000; i++) {
      const text = randomDocument(r, i % 4 === 0);
      const result = expectSameParse(text);
      if (result.ok) {
        parsedOk++;
        expectSameWrite(result.value);
      }
      if (parseJsonFast(text) !== undefined) fastPath++;
    }
    expect(parsedOk).toBeGreaterThan(1000); // most generated documents are valid
    // Only integer-like keys, out-of-range floats and invalid text leave the fast path.
    expect(fastPath).toBeGreaterThan(parsedOk / 3);
  });

  test('random top-level values with anyTopLevel', () => {
    const r = prng(99);
    for (let i = 0; i < 1000; i++) {
      const text = ws(r) + randomValue(r, 2, false) + ws(r);
      expectSameParse(text, true);
      expectSameParse(text, false);
    }
  });

  test('random corruptions of valid documents: same error (or same value)', () => {
    const r = prng(4242);
    const noise = [
      '',
      ',',
      ':',
      '"',
      '\\',
      '{',
      '}',
      '[',
      ']',
      '-',
      '.',
      'e',
      '0',
      'NaN',
      'Infinity',
      '-Infinity',
      'tru',
      'nul',
      '\u0001',
      '\\x',
      '\\u12',
      ' 1',
    ];
    for (let i = 0; i < 3000; i++) {
      const text = randomDocument(r, false);
      const at = Math.floor(r() * (text.length + 1));
      const cut = r() < 0.5 ? Math.floor(r() * 3) : 0;
      const corrupted = text.slice(0, at) + noise[Math.floor(r() * noise.length)] + text.slice(at + cut);
      expectSameParse(corrupted);
    }
  });

  test.each([
    ['duplicate key at depth', '{"a": {"b": [{"c": 1, "c": 2.0}]}}'],
    ['duplicate key whose first value is dropped by the native parser', '{"a": {"x": 1.5}, "a": 2}'],
    ['duplicate __proto__', '{"__proto__": 1, "__proto__": 2}'],
    ['duplicate key spelled with an escape', '{"a": 1, "\\u0061": 1.0}'],
    ['NaN', '{"a": NaN}'],
    ['Infinity', '{"a": [Infinity]}'],
    ['-Infinity', '{"a": -Infinity}'],
    ['float out of range', '{"a": 1.0, "b": 1e999}'],
    ['negative float out of range', '{"a": -1e999}'],
    ['big integer is exact, not a float', '{"a": 123456789012345678901234567890}'],
    ['trailing text', '{"a": 1} {}'],
    ['trailing comma', '{"a": [1, 2,]}'],
    ['lone surrogate escapes', '{"a": "\\ud800", "b": "x\\udc00y", "\\udbff": 1}'],
    ['invalid escape', '{"a": "\\x41"}'],
    ['short unicode escape', '{"a": "\\u12"}'],
    ['raw control character', '{"a": "x\u0001y"}'],
    ['leading zero', '{"a": 01}'],
    ['bare minus', '{"a": -}'],
    ['fraction without digits', '{"a": 1.}'],
    ['exponent without digits', '{"a": 1e}'],
    ['byte order mark', '\ufeff{"a": 1}'],
    ['integer-like keys are kept in document order', '{"b": 1, "10": 2.0, "2": 3, "a": 4.5}'],
    ['escaped integer-like key', '{"b": 1.5, "\\u0031": 2}'],
    ['keys that look numeric but are not indices', '{"b": 1.5, "-1": 2, "1.5": 3.0, "01": 4}'],
    ['negative zero int and float', '{"a": -0, "b": -0.0, "c": [-0, 0, -0e0]}'],
    ['empty containers with whitespace', '{ "a" : [ ] , "b" : { } , "c" : [ { } , [ ] ] }'],
    ['backslash runs before quotes', '{"a\\\\": "\\\\", "b": "\\\\\\"", "c": 1.0}'],
    ['empty text', ''],
    ['whitespace only', ' \n\t'],
  ])('%s', (_name, text) => {
    expectSameParse(text);
  });

  test.each([512, 513, 514, 600])('nesting %i levels deep (arrays and objects)', (levels) => {
    const arrays = '['.repeat(levels) + ']'.repeat(levels);
    const arraysWithLeaf = '['.repeat(levels) + '1.5' + ']'.repeat(levels);
    const objects = '{"a":'.repeat(levels) + '{}' + '}'.repeat(levels);
    expectSameParse(`{"x":${arrays}}`);
    expectSameParse(`{"x":${arraysWithLeaf}}`);
    expectSameParse(objects);
  });

  test('the __proto__ key stays an own data property and the prototype is untouched', () => {
    const v = parseJson('{"__proto__": 1.5, "a": {"__proto__": {"x": 2.0}}}') as Record<string, JsonValue>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(v, '__proto__')?.value).toEqual(new JsonFloat(1.5));
    expect(canonicalJson(v)).toBe(
      oracleWriteJson(oracleParseJson('{"__proto__": 1.5, "a": {"__proto__": {"x": 2.0}}}')),
    );
  });

  test('seed bundle documents parse identically and re-serialize byte for byte', () => {
    const seed = SEED_BUNDLE_DIR;
    for (const rel of [
      'capacity-study.json',
      'capacity-plan.json',
      'manifest.json',
      'runs/forward/q4-kleidiai-tuned/p1/load-evaluation.json',
    ]) {
      const text = readFileSync(`${seed}/${rel}`, 'utf8');
      const { value } = expectSameParse(text) as { value: JsonValue };
      expect(canonicalJson(value)).toBe(oracleWriteJson(oracleParseJson(text)));
      expect(Buffer.from(canonicalJsonBytes(value)).equals(Buffer.from(oracleWriteJson(value), 'utf8'))).toBe(
        true,
      );
    }
  });
});

describe('byte writer agrees with the string writer', () => {
  function randomPlain(r: () => number, depth: number): PlainJson | JsonValue {
    const pick = r();
    if (depth > 4 || pick < 0.5) {
      const leaf = Math.floor(r() * 12);
      switch (leaf) {
        case 0:
          return [0, -0, 1, -1, 4096, 1e21, -1e21, 2 ** 70, 1e300, 123456789012345680000][
            Math.floor(r() * 10)
          ];
        case 1:
          return (r() - 0.5) * 10 ** Math.floor(r() * 40 - 20);
        case 2:
          return new JsonFloat(
            [0, -0, 1, 8, 1e16, 1e-5, 1.5e-7, 5e-324, 1e22, 0.1, -2.5e-10, 9999999999999998][
              Math.floor(r() * 12)
            ],
          );
        case 3:
          return new JsonFloat((r() - 0.5) * 10 ** Math.floor(r() * 60 - 30));
        case 4:
          return (
            BigInt(Math.floor(r() * 1e15)) * 10n ** BigInt(Math.floor(r() * 10)) * (r() < 0.5 ? -1n : 1n)
          );
        case 5:
        case 6: {
          let s = '';
          const n = Math.floor(r() * 8);
          for (let i = 0; i < n; i++)
            s += String.fromCharCode(
              [
                0, 8, 9, 10, 12, 13, 31, 34, 47, 92, 127, 128, 233, 0x7ff, 0x800, 0x2028, 0xd7ff, 0xd800,
                0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xffff, 65, 97, 32,
              ][Math.floor(r() * 27)],
            );
          return r() < 0.3 ? s + '😀' : s;
        }
        case 7:
          return ['', 'plain', 'a b/c.d:e_f-g', 'sha256'.repeat(10)][Math.floor(r() * 4)];
        case 8:
          return r() < 0.5;
        case 9:
          return null;
        case 10:
          return [Number.NaN, Infinity, -Infinity][Math.floor(r() * 3)]; // both writers must refuse these alike
        default:
          return Math.floor(r() * 1e6);
      }
    }
    if (pick < 0.75)
      return Array.from({ length: Math.floor(r() * 5) }, () => randomPlain(r, depth + 1)) as PlainJson[];
    const obj: Record<string, PlainJson | JsonValue> = {};
    const keys = [
      'b',
      'a',
      'B',
      '_',
      'é',
      '😀',
      '\uffff',
      '\ud7ff',
      'a/b',
      'ab',
      'a\u0000',
      '10',
      '9',
      '__proto__',
    ];
    for (let i = Math.floor(r() * 6); i > 0; i--) {
      const k = keys[Math.floor(r() * keys.length)];
      const v = randomPlain(r, depth + 1);
      if (k === '__proto__')
        Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
      else obj[k] = v;
    }
    return obj as PlainJson;
  }

  test('random values with every option combination', () => {
    const r = prng(777);
    for (let i = 0; i < 3000; i++) expectSameWrite(randomPlain(r, 0) as JsonValue);
  });

  test('rows of one shape followed by a different shape at the same level sort correctly', () => {
    const rows: PlainJson[] = [
      { b: 1, a: 2 },
      { b: 3, a: 4 },
      { a: 5, b: 6 },
      { b: 7, c: 8 },
      { c: 9, b: 10, a: 11 },
      { b: 1, a: 2 },
    ];
    expectSameWrite({ rows, nested: [rows, { x: rows }] });
  });

  test('a sink that writes JSON itself is refused, and the writer stays usable', () => {
    expect(() => writeCanonicalJsonTo({ a: 1 }, () => canonicalJson({ b: 2 }))).toThrow(/re-entered/);
    expect(canonicalJson({ b: 2 })).toBe('{\n  "b": 2\n}\n');
  });

  test('a value written after a failed write is unaffected', () => {
    expect(() => canonicalJson({ a: [1, { b: Number.NaN }] })).toThrow(RangeError);
    expect(canonicalJson({ z: 1, a: [new JsonFloat(2)] })).toBe('{\n  "a": [\n    2.0\n  ],\n  "z": 1\n}\n');
  });

  test('a large document (grown buffer) writes identically and the next small one is correct', () => {
    const big = {
      samples: Array.from({ length: 20000 }, (_, i) => ({
        index: i,
        t: new JsonFloat(i / 7),
        s: 'é'.repeat(i % 5),
      })),
    };
    expect(canonicalJson(big)).toBe(oracleWriteJson(big));
    expect(canonicalJson({ a: 1 })).toBe('{\n  "a": 1\n}\n');
  });

  test('strings longer than the write buffer (own buffer) and output spanning many buffers', () => {
    const long = 'é"\n\u0001😀x'.repeat(30000);
    const doc = { a: 'x'.repeat(300000), b: [long, new JsonFloat(1.5), long], c: { d: long } };
    for (const options of OPTIONS) expect(writeJson(doc, options)).toBe(oracleWriteJson(doc, options));
    expect(Buffer.from(canonicalJsonBytes(doc)).toString('utf8')).toBe(oracleWriteJson(doc));
  });

  test('toPlain unwraps floats and big integers and keeps __proto__ as data', () => {
    const v = parseJson('{"__proto__": [1.5, 12345678901234567890], "b": {"c": 2.0}, "d": -0.0}');
    const plain = toPlain(v) as Record<string, PlainJson>;
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(plain, '__proto__')?.value).toEqual([1.5, 12345678901234567000]);
    expect(plain.b).toEqual({ c: 2 });
    expect(Object.is(plain.d, -0)).toBe(true);
  });
});

test('strict UTF-8 decoding is independent from call to call (also after a rejected input)', () => {
  expect(() => decodeUtf8Strict(new Uint8Array([0x7b, 0xe2, 0x82]))).toThrow();
  expect(decodeUtf8Strict(new Uint8Array([0xe2, 0x82, 0xac, 0x7d]))).toBe('€}');
  expect(() => decodeUtf8Strict(new Uint8Array([0xff]))).toThrow();
  expect(decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\ufeffA');
});

describe('fast path coverage', () => {
  test.each([
    [
      'valid document',
      '{"a": [1, 2.0, -0, 12345678901234567890, "x\\"y"], "b": {"c": null, "d": true}}',
      true,
    ],
    ['duplicate key', '{"a": 1, "a": 2}', false],
    ['integer-like key', '{"1": 1}', false],
    ['escaped integer-like key', '{"\\u0031": 1}', false],
    ['out-of-range float', '{"a": 1e999}', false],
    ['syntax error', '{"a": 1,}', false],
    ['deep nesting', `{"a": ${'['.repeat(600)}${']'.repeat(600)}}`, false],
  ])('%s', (_name, text, fast) => {
    expect(parseJsonFast(text) !== undefined).toBe(fast);
  });
});
