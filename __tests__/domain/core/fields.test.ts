// The two checked readers over parsed JSON: every mismatch names the file and the JSON pointer
// (with `~` and `/` in keys escaped), each in its own wording.
import { Field, Fields, longerThan } from '../../../src/domain/core/fields.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';

const DOC = parseJson('{"a/b": {"n~m": [1, "x", 2.5]}, "flag": true, "big": 300}');

function messageOf(read: () => unknown): string {
  try {
    read();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('Fields (input documents)', () => {
  test('reads valid fields and reports bounds with the escaped pointer', () => {
    const f = Fields.root(DOC, 'plan.json');
    expect(f.boolean('flag')).toBe(true);
    expect(f.integer('big', 0, 1000)).toBe(300);
    expect(messageOf(() => f.integer('big', 1, 64))).toContain('/big');
    expect(messageOf(() => f.integer('big', 1, 64))).toContain('must be from 1 to 64');
    const inner = f.object('a/b');
    expect(inner.pointer).toBe('/a~1b');
    const m = messageOf(() => inner.integers('n~m', 0, 10));
    expect(m).toContain('plan.json');
    expect(m).toContain('/a~1b/n~0m/1');
    expect(m).toContain('must be an integer');
  });

  test('a non-object document is rejected at the root', () => {
    expect(messageOf(() => Fields.root('text', 'plan.json'))).toContain('expected a JSON object');
  });
});

describe('Field (values read out of a study)', () => {
  test('reads values and says what it expected and what it found', () => {
    const root = new Field(DOC, '', 'study.json');
    const items = root.get('a/b').get('n~m');
    expect(items.get(0).int()).toBe(1);
    expect(items.get(2).num()).toBe(2.5);
    const m = messageOf(() => items.get(1).int());
    expect(m).toContain('study.json');
    expect(m).toContain('/a~1b/n~0m/1');
    expect(m).toContain('expected an integer, found a string');
    expect(messageOf(() => root.get('missing').str())).toContain(
      'expected a string, found nothing (missing)',
    );
  });
});

describe('length bounds count characters (Unicode code points), as Python len and ajv maxLength do', () => {
  const emoji = '\u{1F600}'; // one character, two UTF-16 units
  test.each([
    ['256 emoji in a 256-character field', emoji.repeat(256), 256, true],
    ['257 emoji', emoji.repeat(257), 256, false],
    ['a lone surrogate counts one, as in Python', '\ud800'.repeat(4), 4, true],
    ['ASCII at the bound', 'a'.repeat(8), 8, true],
    ['ASCII past the bound', 'a'.repeat(9), 8, false],
  ])('%s', (_name, text, max, accepted) => {
    expect(longerThan(text, max)).toBe(!accepted);
    const f = Fields.root(parseJson(JSON.stringify({ label: text })), 'plan.json');
    if (accepted) expect(f.text('label', max)).toBe(text);
    else
      expect(messageOf(() => f.text('label', max))).toContain(
        `/label: must contain at most ${max} characters`,
      );
  });
});
