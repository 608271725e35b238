import { describe, expect, it } from '@jest/globals';
import { setJsonStrings } from '../../../src/domain/core/json-edit.js';
import { InputError } from '../../../src/domain/core/errors.js';

const FOUR = `{
    "zeta": 1.0,
    "pins": {
        "b": "old-b",
        "a": "old-a"
    },
    "candidates": [ { "id": "x", "hash": "h0" }, {"id":"y"} ],
    "alpha": [1, 2.50, "s\\"q"]
}
`;

describe('setJsonStrings', () => {
  it('replaces only the named values: indentation, key order and number spellings stay', () => {
    const out = setJsonStrings(FOUR, [
      { path: ['pins', 'a'], value: 'new-a' },
      { path: ['candidates', 0, 'hash'], value: 'h1' },
    ]);
    expect(out).toBe(FOUR.replace('"old-a"', '"new-a"').replace('"h0"', '"h1"'));
    expect(out).toContain('"zeta": 1.0,');
    expect(out).toContain('[1, 2.50, "s\\"q"]');
  });

  it('adds a missing key after the last member with the siblings indentation', () => {
    const out = setJsonStrings(FOUR, [{ path: ['pins', 'c'], value: 'new-c' }]);
    expect(out).toContain('        "a": "old-a",\n        "c": "new-c"\n    },');
  });

  it('adds a missing object with the file indentation unit', () => {
    const text = '{\n  "id": "p"\n}\n';
    expect(setJsonStrings(text, [{ path: ['pins', 'k'], value: 'v' }])).toBe(
      '{\n  "id": "p",\n  "pins": {\n    "k": "v"\n  }\n}\n',
    );
    expect(
      setJsonStrings(text, [
        { path: ['pins', 'k'], value: 'v' },
        { path: ['pins', 'l'], value: 'w' },
      ]),
    ).toBe('{\n  "id": "p",\n  "pins": {\n    "k": "v",\n    "l": "w"\n  }\n}\n');
  });

  it('fills an empty object', () => {
    expect(setJsonStrings('{"pins": {}}', [{ path: ['pins', 'k'], value: 'v' }])).toBe(
      '{"pins": {\n  "k": "v"\n}}',
    );
  });

  it('names the file and pointer when the path cannot be reached', () => {
    const edit = () => setJsonStrings(FOUR, [{ path: ['candidates', 5, 'hash'], value: 'h' }], 'plan.json');
    expect(edit).toThrow(InputError);
    expect(edit).toThrow(/plan\.json: \/candidates\/5: cannot edit in place: no array item there/);
    expect(() => setJsonStrings(FOUR, [{ path: ['zeta', 'k'], value: 'v' }], 'plan.json')).toThrow(
      /plan\.json: \/zeta: cannot edit in place: not an object/,
    );
  });
});
