import { readFileSync } from 'node:fs';
import {
  cutMarkdown,
  measureText,
  receiptTruncationNote,
  truncateMarkdown,
  type LengthUnit,
} from '../../../src/adapters/summary/truncate-markdown.js';
import { TruncationLimitError } from '../../../src/adapters/errors.js';
import { REFERENCE_FILES } from '../../kits/fixture-paths.js';

const RECEIPT = readFileSync(REFERENCE_FILES.seedReceipt, 'utf8');
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Checks the invariants of a truncated result and returns the kept prefix of the original. */
function checkTruncated(
  original: string,
  text: string,
  limit: number,
  unit: LengthUnit,
  checkHtml = true,
): string {
  const measure = (s: string) => (unit === 'bytes' ? bytes(s) : s.length);
  expect(measure(text)).toBeLessThanOrEqual(limit);
  const noteAt = text.lastIndexOf('\n> Receipt truncated at ');
  expect(noteAt).toBeGreaterThanOrEqual(0);
  const note = text.slice(noteAt + 1);
  const match =
    /^> Receipt truncated at (\d+) of (\d+) (bytes|characters); the full receipt is in the bundle artifact.*\.\n$/.exec(
      note,
    );
  expect(match).not.toBeNull();
  const [kept, total] = [Number(match?.[1]), Number(match?.[2])];
  expect(total).toBe(measure(original));
  // The kept part is a prefix of the original that ends at a line boundary and measures `kept`.
  let end = 0;
  while (measure(original.slice(0, end)) < kept) end = original.indexOf('\n', end) + 1;
  const prefix = original.slice(0, end);
  expect(measure(prefix)).toBe(kept);
  expect(text.startsWith(prefix)).toBe(true);
  expect(prefix === '' || prefix.endsWith('\n')).toBe(true);
  // Whatever follows the kept prefix only closes constructs; fences and <details> end balanced.
  const closers = text.slice(prefix.length, noteAt);
  expect(closers).toMatch(/^(?:(?:`{3,}|~{3,}|<\/[a-z][a-z0-9-]*>)\n)*$/);
  const beforeNote = text.slice(0, noteAt);
  expect(beforeNote.split('\n').filter((l) => /^ {0,3}```/.test(l)).length % 2).toBe(0);
  if (checkHtml) {
    expect((beforeNote.match(/<details>/g) ?? []).length).toBe(
      (beforeNote.match(/<\/details>/g) ?? []).length,
    );
  }
  // A blank line separates the note from the text so it never joins a table or paragraph.
  expect(text.slice(noteAt - 1, noteAt + 1)).toBe('\n\n');
  return prefix;
}

describe('truncateMarkdown', () => {
  test('text within the limit is returned unchanged', () => {
    const result = truncateMarkdown(RECEIPT, { limit: bytes(RECEIPT), unit: 'bytes' });
    expect(result).toEqual({
      text: RECEIPT,
      truncated: false,
      keptUnits: bytes(RECEIPT),
      totalUnits: bytes(RECEIPT),
      units: bytes(RECEIPT),
    });
  });

  test('keeps as many whole lines as fit with the note', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `line ${String(i).padStart(3, '0')}\n`); // 9 bytes each
    const markdown = lines.join('');
    for (const keep of [0, 1, 7, 30]) {
      const note = receiptTruncationNote({ keptUnits: keep * 9, totalUnits: markdown.length, unit: 'bytes' });
      const limit = keep * 9 + 1 + note.length + 1;
      const result = truncateMarkdown(markdown, { limit, unit: 'bytes' });
      expect(result.text).toBe(`${lines.slice(0, keep).join('')}\n${note}\n`);
      expect(result.keptUnits).toBe(keep * 9);
      // One byte less and the last kept line no longer fits.
      if (keep > 0)
        expect(truncateMarkdown(markdown, { limit: limit - 1, unit: 'bytes' }).keptUnits).toBe(
          (keep - 1) * 9,
        );
    }
  });

  test('the seed receipt stays valid at every byte and character budget', () => {
    const total = bytes(RECEIPT);
    for (let limit = 200; limit < total; limit += 97) {
      for (const unit of ['bytes', 'chars'] as const) {
        const result = truncateMarkdown(RECEIPT, { limit, unit });
        expect(result.truncated).toBe(measureText(RECEIPT, unit) > limit);
        if (!result.truncated) continue;
        expect(result.units).toBe(measureText(result.text, unit));
        checkTruncated(RECEIPT, result.text, limit, unit);
      }
    }
  });

  test('cutting inside the commands block closes the fence and the details element', () => {
    const fenceLine = RECEIPT.indexOf('```bash\n');
    const limit = bytes(RECEIPT.slice(0, fenceLine)) + 400;
    const result = truncateMarkdown(RECEIPT, { limit, unit: 'bytes' });
    const prefix = checkTruncated(RECEIPT, result.text, limit, 'bytes');
    expect(prefix).toContain('```bash\n');
    expect(result.text.slice(prefix.length)).toMatch(/^```\n<\/details>\n\n> Receipt truncated/);
  });

  test('multi-byte characters are never split and the byte count is exact', () => {
    const line = 'é€😀 | ü |\n'; // 2 + 3 + 4 bytes of letters
    const markdown = line.repeat(200);
    for (let limit = 120; limit < bytes(markdown); limit += 13) {
      const result = truncateMarkdown(markdown, { limit, unit: 'bytes' });
      const prefix = checkTruncated(markdown, result.text, limit, 'bytes');
      expect(prefix.length % line.length).toBe(0);
      expect(Buffer.from(result.text, 'utf8').toString('utf8')).toBe(result.text);
    }
  });

  test('character budgets count UTF-16 code units, so surrogate pairs stay whole', () => {
    const markdown = '😀😀😀 row\n'.repeat(10_000);
    const result = truncateMarkdown(markdown, { limit: 65_536, unit: 'chars' });
    expect(result.text.length).toBeLessThanOrEqual(65_536);
    expect(result.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    checkTruncated(markdown, result.text, 65_536, 'chars');
    expect(result.text).toContain(`of ${markdown.length} characters`);
  });

  test('table rows are kept whole', () => {
    const header = '| a | b |\n| --- | --- |\n';
    const markdown =
      header + Array.from({ length: 100 }, (_, i) => `| ${i} | ${'x'.repeat(i % 17)} |\n`).join('');
    for (let limit = 150; limit < markdown.length; limit += 31) {
      const result = truncateMarkdown(markdown, { limit, unit: 'chars' });
      const prefix = checkTruncated(markdown, result.text, limit, 'chars');
      for (const row of prefix.split('\n').slice(0, -1)) expect(markdown.split('\n')).toContain(row);
    }
  });

  test('never cuts inside an HTML tag, comment or table row that spans lines', () => {
    const markdown = [
      'intro\n',
      '<img\n  src="a.png"\n  alt="x">\n',
      '<!-- a comment\nacross lines -->\n',
      '<table>\n',
      '<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n',
      '<tr>\n<td>3</td>\n<td>4</td>\n</tr>\n',
      '</table>\n',
      'outro line that is long enough to need cutting\n',
    ].join('');
    const allowedEnds = new Set<number>([0]);
    // Boundaries a reader would accept: after whole constructs, or between rows inside <table>.
    for (const marker of [
      'intro\n',
      'alt="x">\n',
      'lines -->\n',
      '<table>\n',
      '</tr>\n<tr>',
      '</tr>\n</table>',
      '</table>\n',
    ]) {
      const at = markdown.indexOf(marker);
      const cut = marker.startsWith('</tr>\n') ? at + '</tr>\n'.length : at + marker.length;
      allowedEnds.add(cut);
    }
    for (let limit = 100; limit < markdown.length; limit++) {
      const result = truncateMarkdown(markdown, { limit, unit: 'chars' });
      const prefix = checkTruncated(markdown, result.text, limit, 'chars');
      expect(allowedEnds.has(prefix.length)).toBe(true);
      if (prefix.includes('<table>') && !prefix.includes('</table>')) {
        expect(result.text.slice(prefix.length)).toMatch(/^<\/table>\n\n>/);
      }
    }
  });

  test('tags inside code spans and fences are text', () => {
    const markdown = 'use `<details>` here\n```html\n<details>\n```\nend\n'.repeat(20);
    const result = truncateMarkdown(markdown, { limit: 300, unit: 'chars' });
    const prefix = checkTruncated(markdown, result.text, 300, 'chars', false);
    expect(result.text.slice(prefix.length)).not.toContain('</details>');
  });

  test('a custom note (as for a PR comment) is used and budgeted', () => {
    const note = ({ keptUnits, totalUnits }: { keptUnits: number; totalUnits: number }) =>
      `> Comment shortened to ${keptUnits}/${totalUnits} characters.`;
    const markdown = 'abcdefghij\n'.repeat(10_000);
    const result = truncateMarkdown(markdown, { limit: 65_536, unit: 'chars', note });
    expect(result.text.length).toBeLessThanOrEqual(65_536);
    expect(result.text.endsWith(`\n\n> Comment shortened to ${result.keptUnits}/110000 characters.\n`)).toBe(
      true,
    );
    expect(result.keptUnits % 11).toBe(0);
    expect(() => truncateMarkdown(markdown, { limit: 500, note: () => 'two\nlines' })).toThrow(/single line/);
  });

  test('a limit too small for the note is an error naming both sizes', () => {
    expect(() => truncateMarkdown(RECEIPT, { limit: 40, unit: 'bytes' })).toThrow(TruncationLimitError);
    expect(() => truncateMarkdown(RECEIPT, { limit: 40, unit: 'bytes' })).toThrow(
      /limit 40 bytes is smaller than the truncation note \(\d+ bytes\)/,
    );
    expect(() => truncateMarkdown(RECEIPT, { limit: 0 })).toThrow(/positive integer, got 0/);
    expect(() => truncateMarkdown(RECEIPT, { limit: 1.5 })).toThrow(/positive integer, got 1.5/);
  });
});

describe('receiptTruncationNote', () => {
  const input = { keptUnits: 10, totalUnits: 20, unit: 'bytes' as const };
  test.each([
    [undefined, '> Receipt truncated at 10 of 20 bytes; the full receipt is in the bundle artifact.'],
    [
      { name: 'capacity-bundle' },
      '> Receipt truncated at 10 of 20 bytes; the full receipt is in the bundle artifact `capacity-bundle`.',
    ],
    [
      { name: 'capacity-bundle', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' },
      '> Receipt truncated at 10 of 20 bytes; the full receipt is in the bundle artifact [capacity-bundle](https://github.com/o/r/actions/runs/1/artifacts/2).',
    ],
    [
      { name: 'a_[b]', url: 'https://x.test/a b(c)' },
      '> Receipt truncated at 10 of 20 bytes; the full receipt is in the bundle artifact [a\\_\\[b\\]](https://x.test/a%20b%28c%29).',
    ],
    [
      { name: 'x`y', url: 'javascript:alert(1)' },
      '> Receipt truncated at 10 of 20 bytes; the full receipt is in the bundle artifact ``x`y``.',
    ],
  ])('%j', (link, expected) => {
    expect(receiptTruncationNote(input, link)).toBe(expected);
  });
  test('characters are named for the chars unit', () => {
    expect(receiptTruncationNote({ ...input, unit: 'chars' })).toContain('10 of 20 characters');
  });
});

describe('cutMarkdown', () => {
  test('fits the (markdown, maxChars) => string shape with no note', () => {
    const cut: (markdown: string, maxChars: number) => string = cutMarkdown;
    expect(cut(RECEIPT, RECEIPT.length)).toBe(RECEIPT);
    for (let limit = 0; limit < RECEIPT.length; limit += 301) {
      const text = cut(RECEIPT, limit);
      expect(text.length).toBeLessThanOrEqual(limit);
      const closersAt = text.search(/(?:(?:```|<\/details>)\n)*$/);
      expect(RECEIPT.startsWith(text.slice(0, closersAt))).toBe(true);
      expect(text === '' || text.endsWith('\n')).toBe(true);
    }
  });
});
