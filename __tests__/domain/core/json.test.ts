import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { JsonFloat, resolvePointer } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import {
  canonicalJson,
  compactSortedJson,
  formatPythonFloat,
  writeJson,
} from '../../../src/domain/core/json-writer.js';
import { REFERENCE_FILES, SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const SEED = SEED_BUNDLE_DIR;
const sha = (s: string | Uint8Array) => createHash('sha256').update(s).digest('hex');

describe('canonical JSON (spec §0.4)', () => {
  test.each([
    'capacity-study.json',
    'manifest.json',
    'status.json',
    'runs/reverse/q8-generic/p2/load-evaluation.json',
    'quality/q4-kleidiai-tuned/p1/quality-evidence.json',
    'quality/q8-generic/p4/quality-evaluation.raw.json',
  ])('re-serializes %s byte for byte', (rel) => {
    const text = readFileSync(`${SEED}/${rel}`, 'utf8');
    expect(canonicalJson(parseJson(text))).toBe(text);
  });

  test('the whitespace-collapsed seed study re-serializes to the published hash', () => {
    const text = readFileSync(REFERENCE_FILES.publishedStudy, 'utf8');
    expect(sha(canonicalJson(parseJson(text)))).toBe(
      '3bc4aeae1d637d1e683310e6e25e42e2debe9e320982a4cd06e9cea61dcc2af8',
    );
  });

  test('hand-formatted plan is not canonical but its mapping is', () => {
    const text = readFileSync(`${SEED}/capacity-plan.json`, 'utf8');
    expect(canonicalJson(parseJson(text))).not.toBe(text);
    expect(sha(canonicalJson(parseJson(text)))).toBe(
      '1600cb6ceef228c6e124ce09c2c58058b479dd46f8fcccde783c9072702958e9',
    );
  });

  test.each([
    [1, '1.0'],
    [0, '0.0'],
    [-0, '-0.0'],
    [4096, '4096.0'],
    [1e-5, '1e-05'],
    [1.5e-7, '1.5e-07'],
    [0.0001, '0.0001'],
    [1e16, '1e+16'],
    [1.2345678901234568e20, '1.2345678901234568e+20'],
    [1e100, '1e+100'],
    [123.456, '123.456'],
    [9999999999999998, '9999999999999998.0'],
    [0.1, '0.1'],
    [-2.5e-10, '-2.5e-10'],
    [5e-324, '5e-324'],
  ])('formats float %p as %s', (x, expected) => {
    expect(formatPythonFloat(x)).toBe(expected);
  });

  test('keeps int/float lexical types through a round trip', () => {
    const v = parseJson('{"b": 8.0, "a": 8, "c": 1e2, "d": 12345678901234567890, "e": -0.0}');
    expect(writeJson(v, { indent: null })).toBe(
      '{"a":8,"b":8.0,"c":100.0,"d":12345678901234567890,"e":-0.0}',
    );
  });

  test('escapes like JSON.stringify, raw non-ASCII by default, \\u escapes in ascii mode', () => {
    const v = { s: 'é\u2028/\u007f\n\u0001"' };
    expect(compactSortedJson(v)).toBe('{"s":"é\u2028/\u007f\\n\\u0001\\""}');
    expect(writeJson(v, { asciiOnly: true, indent: null })).toBe(
      '{"s":"\\u00e9\\u2028/\u007f\\n\\u0001\\""}',
    );
  });

  test('empty containers and nesting', () => {
    expect(canonicalJson({ z: [], a: {}, m: [1, new JsonFloat(2)] })).toBe(
      '{\n  "a": {},\n  "m": [\n    1,\n    2.0\n  ],\n  "z": []\n}\n',
    );
  });
});

describe('strict reader (spec §0.3)', () => {
  test.each([
    ['{"a": 1, "a": 2}', /duplicate key "a"/],
    ['{"a": {"b": 1, "b": 1}}', /duplicate key "b" in \/a/],
    ['{"a": NaN}', /NaN/],
    ['{"a": Infinity}', /NaN and Infinity/],
    ['{"a": -Infinity}', /NaN and Infinity/],
    ['[1]', /top-level value must be an object/],
    ['{"a": 1} x', /trailing/],
    ['{"a": 01}', /expected/],
    ['{"a": 1e999}', /out of range/],
    ['{"a": "x\ty"}', /control character/],
    ['{"a": 1,}', /string key/],
    ['', /unexpected end/],
  ])('rejects %s', (text, message) => {
    expect(() => parseJson(text)).toThrow(message);
  });

  test('rejects invalid UTF-8', () => {
    expect(() => decodeUtf8Strict(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow();
  });

  test('handles __proto__ as an ordinary key', () => {
    const v = parseJson('{"__proto__": {"x": 1}}');
    expect(Object.keys(v as object)).toEqual(['__proto__']);
    expect(compactSortedJson(v)).toBe('{"__proto__":{"x":1}}');
  });

  test('resolves JSON pointers with escapes', () => {
    const v = parseJson('{"a/b": {"c~d": [10, 20]}}');
    expect(resolvePointer(v, '/a~1b/c~0d/1')).toBe(20);
    expect(resolvePointer(v, '/a~1b/c~0d/01')).toBeUndefined();
    expect(resolvePointer(v, '/missing')).toBeUndefined();
  });
});
