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

  it('applies a list of edits as if one after another: later edits see the keys and values earlier ones set', () => {
    const edits = [
      { path: ['pins', 'c', 'd'], value: 'v1' },
      { path: ['pins', 'a'], value: 'new-a' },
      { path: ['pins', 'c', 'e'], value: 'v2' },
      { path: ['pins', 'c', 'd'], value: 'v3' },
      { path: ['candidates', 1, 'hash'], value: 'h' },
      { path: ['candidates', 1, 'more', 'x'], value: 'y' },
      { path: ['candidates', 0, 'hash'], value: 'h1' },
      { path: ['pins', 'b'], value: 'new-b' },
      { path: ['pins', 'f'], value: 'v4' },
    ];
    const oneByOne = edits.reduce((t, e) => setJsonStrings(t, [e]), FOUR);
    expect(setJsonStrings(FOUR, edits)).toBe(oneByOne);
    expect(oneByOne).toContain(
      '        "a": "new-a",\n        "c": {\n            "d": "v3",\n            "e": "v2"\n        },\n        "f": "v4"\n    },',
    );
    expect(oneByOne).toContain('{"id":"y",\n    "hash": "h",\n    "more": {\n      "x": "y"\n    }} ],');
    // A value set to a string is no longer an object; an added object has no array items.
    const later = (e: { path: (string | number)[]; value: string }) => () =>
      setJsonStrings(FOUR, [{ path: ['pins', 'b'], value: 's' }, e], 'plan.json');
    expect(later({ path: ['pins', 'b', 'k'], value: 'v' })).toThrow(
      /plan\.json: \/pins\/b: cannot edit in place: not an object/,
    );
    const added = (e: { path: (string | number)[]; value: string }) => () =>
      setJsonStrings(FOUR, [{ path: ['pins', 'c', 'd'], value: 's' }, e], 'plan.json');
    expect(added({ path: ['pins', 'c', 0], value: 'v' })).toThrow(
      /plan\.json: \/pins\/c\/0: cannot edit in place: no array item there/,
    );
    expect(added({ path: ['pins', 'c', 'd', 'k'], value: 'v' })).toThrow(
      /plan\.json: \/pins\/c\/d: cannot edit in place: not an object/,
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
