// The strict reader of spec §0.3: what it refuses and how it names it.
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import { compactSortedJson } from '../../../src/domain/core/json-writer.js';

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

  test('a duplicate key of a megabyte is named by its first 64 characters and its length', () => {
    const key = 'k'.repeat(2 ** 20);
    const text = `{"${key}": 1, "${key}": 2}`;
    expect(() => parseJson(text)).toThrow(
      `duplicate key "${'k'.repeat(64)}… (a key of ${2 ** 20} characters)"`,
    );
    let message = '';
    try {
      parseJson(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.length).toBeLessThan(300);
  });

  test('rejects invalid UTF-8', () => {
    expect(() => decodeUtf8Strict(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow();
  });

  test('handles __proto__ as an ordinary key', () => {
    const v = parseJson('{"__proto__": {"x": 1}}');
    expect(Object.keys(v as object)).toEqual(['__proto__']);
    expect(compactSortedJson(v)).toBe('{"__proto__":{"x":1}}');
  });
});
