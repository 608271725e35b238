// The JSON value model: pointers into a value, the plain view, the object check.
import { float, isJsonObject, resolvePointer, toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';

describe('JSON values', () => {
  test('resolves JSON pointers with escapes', () => {
    const v = parseJson('{"a/b": {"c~d": [10, 20]}}');
    expect(resolvePointer(v, '/a~1b/c~0d/1')).toBe(20);
    expect(resolvePointer(v, '/a~1b/c~0d/01')).toBeUndefined();
    expect(resolvePointer(v, '/missing')).toBeUndefined();
  });

  test('the plain view unwraps floats and big integers; floats are not objects', () => {
    const v = parseJson('{"f": 2.0, "big": 12345678901234567890, "list": [1.5, {"n": null}]}');
    expect(toPlain(v)).toEqual({ f: 2, big: 12345678901234567000, list: [1.5, { n: null }] });
    expect(isJsonObject(v)).toBe(true);
    expect(isJsonObject(float(1))).toBe(false);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });
});
