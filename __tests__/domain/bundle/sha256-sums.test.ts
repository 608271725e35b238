// SHA-256 lists: the one text format, its parser's refusals, and the problems a check reports.
import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../src/domain/core/errors.js';
import {
  assertSafeRelativePath,
  parseSha256Sums,
  renderSha256Sums,
  sha256ListProblems,
} from '../../../src/domain/bundle/sha256-sums.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('SHA-256 lists', () => {
  it('renders sorted `<sha256>  ./<path>` lines and parses them back', () => {
    const text = renderSha256Sums([
      { path: 'z/last.json', sha256: B },
      { path: 'first.json', sha256: A },
    ]);
    expect(text).toBe(`${A}  ./first.json\n${B}  ./z/last.json\n`);
    expect([...parseSha256Sums(text)]).toEqual([
      ['first.json', A],
      ['z/last.json', B],
    ]);
    // GNU sha256sum's binary marker and paths without ./ are read too.
    expect([...parseSha256Sums(`${A} *x.txt\n`, 'list')]).toEqual([['x.txt', A]]);
  });

  it.each([
    ['', 'unsafe path ""'],
    ['/abs', 'unsafe path "/abs"'],
    ['a/../b', 'unsafe path "a/../b"'],
    ['a//b', 'unsafe path "a//b"'],
    ['a\\b', 'unsafe path "a\\\\b"'],
    ['line\nbreak', 'unsafe path "line\\nbreak"'],
  ])('refuses the unsafe path %j', (rel, message) => {
    expect(() => assertSafeRelativePath(rel)).toThrow(message);
  });

  it.each([
    [`${A.slice(1)}  ./x\n`, 'line 1 is not "<sha256>  <path>"'],
    [`${A}  ./x\n${B}  ./x\n`, 'line 2 lists x twice'],
    [`${A}  ./../x\n`, 'unsafe path on line 1 "../x"'],
  ])('refuses a malformed list, naming the file and the line', (text, message) => {
    let thrown: unknown;
    try {
      parseSha256Sums(text, 'runs/x/artifact.sha256');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect(String((thrown as Error).message)).toContain(message);
    expect(String((thrown as Error).message)).toContain('runs/x/artifact.sha256');
  });

  it('reports unlisted, missing and changed files, and hashes only files both listed and present', async () => {
    const asked: string[] = [];
    const problems = await sha256ListProblems(
      'SUMS',
      new Map([
        ['same', A],
        ['changed', A],
        ['gone', A],
      ]),
      ['SUMS', 'same', 'changed', 'extra'],
      async (file) => {
        asked.push(file);
        return file === 'changed' ? B : A;
      },
    );
    expect(problems).toEqual([
      'extra: present but not listed in SUMS',
      `changed: sha256 ${B} does not match SUMS (${A})`,
      'gone: listed in SUMS but missing',
    ]);
    expect(asked.sort()).toEqual(['changed', 'same']);
  });
});
