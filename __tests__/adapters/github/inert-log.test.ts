// Log text is data: any line the runner would take as a workflow command is fenced by
// stop-commands with a token nobody can guess; ordinary text is logged as it is.
import { inertLogText } from '../../../src/adapters/github/inert-log.js';

test('ordinary text, and single colons, are logged unchanged', () => {
  for (const text of ['verify: ok', 'a : b', 'pointer /cells/0/x: stored 1, recomputed 2', 'ratio 3:1', ''])
    expect(inertLogText(text)).toBe(text);
});

test.each([
  ['a command at the start', '::set-output name=status::complete'],
  ['a command on a later line', 'assembly: FAILED: key "x\n::add-mask::ghs"'],
  ['a command after leading whitespace', 'line\n   ::error title=FAKE::forged'],
  ['a command after a carriage return', 'line\r::stop-commands::abc'],
  ['the legacy form anywhere in a line', 'value ##[set-output name=x;]y'],
  // The runner trims .NET whitespace, which includes U+0085 NEXT LINE (not in JavaScript's \s).
  ['a command after NEXT LINE', 'a\n\u0085::add-mask::x'],
  ['a command after NEXT LINE alone', '\u0085::add-mask::x'],
  ['two colons anywhere, whatever precedes them', 'a :: b'],
])('%s is fenced by stop-commands and the resume token', (_name, text) => {
  const out = inertLogText(text, () => 'f00d');
  expect(out).toBe(`::stop-commands::f00d\n${text}\n::f00d::`);
});

test('a trailing newline stays after the fence, so the resume token has a line of its own', () => {
  expect(inertLogText('a\n::x::y\n', () => 'f00d')).toBe('::stop-commands::f00d\na\n::x::y\n::f00d::\n');
});

test('each fence gets its own random 128-bit resume token', () => {
  const tokens = new Set(
    Array.from({ length: 20 }, () => /^::stop-commands::([0-9a-f]+)\n/.exec(inertLogText('::x::'))![1]),
  );
  expect(tokens.size).toBe(20);
  for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/);
});
