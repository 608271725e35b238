// The canonical writer of spec §0.4: the seed bundle byte for byte, Python float repr, escaping.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { JsonFloat } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
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
