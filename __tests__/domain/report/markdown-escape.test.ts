// Plan- and artifact-derived text in published Markdown stays data: no markup, mention, link,
// table cell boundary or comment marker.
import { esc, markdownCode, markdownText } from '../../../src/domain/report/markdown-escape.js';

const Z = '\u200b';

test.each([
  ['a|b', 'a\\|b'],
  ['`x`', '\\`x\\`'],
  ['\\|', '\\\\\\|'],
  ['plain <b> [x] @y', 'plain <b> [x] @y'],
])('esc(%j) escapes only backslash, bar and backtick', (input, expected) => {
  expect(esc(input)).toBe(expected);
});

test.each([
  ['Plain text (1.5 tok/s), done: ok; a_b-c*d', 'Plain text (1.5 tok/s), done: ok; a_b-c*d'],
  ['line\nbreak\r\nand\ttab', 'line break and tab'],
  ['bidi\u202eevil\u2028x', 'bidi evil x'],
  ['<!-- marker -->', '&lt;!-- marker --&gt;'],
  ['a & b', 'a &amp; b'],
  ['&#64;', '&amp;#64;'],
  ['[link](https://x.test)', `\\[link\\](https:/${Z}/x.test)`],
  ['![img](src)', '!\\[img\\](src)'],
  ['@user and @org/team', `@${Z}user and @${Z}org/team`],
  ['mail a@ b', 'mail a@ b'],
  ['fixes #12 and owner/repo#3', `fixes #${Z}12 and owner/repo#${Z}3`],
  ['tag #x', 'tag #x'],
  ['www.example.org', `w${Z}ww.example.org`],
  ['WWW.Example.org', `W${Z}WW.Example.org`],
  ['a|b`c', 'a\\|b\\`c'],
])('markdownText(%j)', (input, expected) => {
  expect(markdownText(input)).toBe(expected);
});

test.each([
  ['# heading', '\\# heading'],
  ['- item', '\\- item'],
  ['+ item', '\\+ item'],
  ['* item', '\\* item'],
  ['=== rule', '\\=== rule'],
  ['1. first', '1\\. first'],
  ['12) twelfth', '12\\) twelfth'],
  ['1.5 tok/s', '1\\.5 tok/s'],
  ['a - b', 'a - b'],
])('a block marker at the start is escaped: %j', (input, expected) => {
  expect(markdownText(input)).toBe(expected);
});

test.each([
  ['q8-generic', '`q8-generic`'],
  ['--ctx-size 512', '`--ctx-size 512`'],
  ['@user', '`@user`'],
])('a plain value is a backtick code span: %j', (input, expected) => {
  expect(markdownCode(input)).toBe(expected);
});

test.each([
  ['a`b', '<code>a\\`b</code>'],
  ['a|b', '<code>a\\|b</code>'],
  ['C:\\x', '<code>C:\\\\x</code>'],
  ['<!-- m -->', '<code>&lt;!-- m --&gt;</code>'],
  ['two\nlines', '<code>two lines</code>'],
])('a value that could break the span is <code> with escaped text: %j', (input, expected) => {
  expect(markdownCode(input)).toBe(expected);
});
