import { describe, expect, it } from '@jest/globals';
import {
  fitCommentBody,
  mayReplaceComment,
  neutralizeMarkers,
  recordedRunNumber,
  runOrderLine,
  sanitizeMarkerKey,
  stickyMarker,
  truncateAtLine,
} from '../../../src/adapters/github/sticky-comment-body.js';
import { cutMarkdown } from '../../../src/adapters/summary/truncate-markdown.js';

describe('sticky marker', () => {
  it.each([
    ['capacity/capacity.json', 'capacity/capacity.json'],
    ['  study-2024 ', 'study-2024'],
    ['a b\tc', 'a_b_c'],
    ['x-->y', 'x-_y'],
    ['--start--', 'start'],
    ['<script>', '_script_'],
    ['', 'default'],
    ['ünïcode', '_n_code'],
  ])('%j → %j', (key, expected) => {
    expect(sanitizeMarkerKey(key)).toBe(expected);
  });

  it('never breaks out of the HTML comment', () => {
    for (const key of ['a-->b', '--!>', '->', 'x'.repeat(500), '-- >']) {
      const marker = stickyMarker(key);
      const inner = marker.slice('<!-- '.length, -' -->'.length);
      expect(inner).not.toMatch(/--|>/);
      expect(inner.length).toBeLessThanOrEqual('paretopilot-capacity:'.length + 128);
    }
    expect(stickyMarker('capacity/capacity.json')).toBe(
      '<!-- paretopilot-capacity:capacity/capacity.json -->',
    );
  });
});

describe('fitCommentBody', () => {
  const marker = stickyMarker('k');
  it('keeps short bodies intact', () => {
    expect(fitCommentBody(marker, 'hello', 100, truncateAtLine, undefined)).toEqual({
      body: `${marker}\nhello`,
      truncated: false,
    });
  });

  it('hard-cuts a truncation function that overshoots, within the limit', () => {
    const fitted = fitCommentBody(marker, 'a'.repeat(1000), 400, (s) => s, 'https://x.test/b');
    expect(fitted.truncated).toBe(true);
    expect(fitted.body.length).toBe(400);
    expect(fitted.body).toContain('[study bundle](https://x.test/b)');
  });

  it('accepts the domain Markdown cutter as its truncate function', () => {
    const table = [
      '| a | b |',
      '|---|---|',
      ...Array.from({ length: 200 }, (_, i) => `| ${i} | ${'v'.repeat(30)} |`),
    ];
    const fitted = fitCommentBody(marker, table.join('\n'), 2_000, cutMarkdown, 'https://x.test/b');
    expect(fitted.truncated).toBe(true);
    expect(fitted.body.length).toBeLessThanOrEqual(2_000);
    expect(fitted.body.startsWith(`${marker}\n| a | b |\n|---|---|\n| 0 |`)).toBe(true);
    expect(fitted.body).toMatch(/\|\n\n> \[!NOTE\]\n/);
  });

  it('does not split a surrogate pair when hard-cutting', () => {
    const fitted = fitCommentBody(marker, '😀'.repeat(500), 300, (s) => s, undefined);
    expect(fitted.body.length).toBeLessThanOrEqual(300);
    expect(() => encodeURIComponent(fitted.body)).not.toThrow();
  });
});

describe('truncateAtLine', () => {
  it('cuts at a line break and closes an open code fence', () => {
    const text = ['intro', '```', ...Array.from({ length: 50 }, (_, i) => `code ${i}`), '```', 'tail'].join(
      '\n',
    );
    const cut = truncateAtLine(text, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.startsWith('intro\n```\ncode 0\n')).toBe(true);
    expect(cut.endsWith('\n```')).toBe(true);
    expect(cut.split('\n').filter((l) => l.startsWith('```'))).toHaveLength(2);
  });

  it('returns text that already fits unchanged', () => {
    expect(truncateAtLine('a\nb', 3)).toBe('a\nb');
  });
});

describe('run order of the sticky comment', () => {
  const marker = stickyMarker('capacity/capacity.json');
  const by = (run: number) => `${marker}\n${runOrderLine(run)}\n# receipt of run ${run}\n`;

  it('records the run number on the line after the marker, CRLF or not', () => {
    expect(recordedRunNumber(by(41))).toBe(41);
    expect(recordedRunNumber(by(41).replace(/\n/g, '\r\n'))).toBe(41);
    expect(recordedRunNumber(`${marker}\n# a comment from before run numbers\n`)).toBeNull();
    // Only the second line counts, and content cannot carry a run line of its own.
    expect(recordedRunNumber(`${marker}\ntext\n${runOrderLine(99)}\n`)).toBeNull();
    expect(neutralizeMarkers(runOrderLine(99))).not.toBe(runOrderLine(99));
  });

  it.each([
    [41, 42, true, 'a newer run replaces an older one'],
    [42, 42, true, 'a re-run attempt of the same run replaces its own'],
    [43, 42, false, 'an older run that reports late never replaces a newer one'],
    [null, 42, true, 'a comment without a run number is replaced'],
    [43, undefined, false, 'a writer without a run number never replaces a numbered comment'],
    [null, undefined, true, 'neither knows a run number'],
  ] as [number | null, number | undefined, boolean, string][])(
    'existing run %p, writer run %p → %p (%s)',
    (existing, writer, expected) => {
      const body = existing === null ? `${marker}\n# old\n` : by(existing);
      expect(mayReplaceComment(body, writer)).toBe(expected);
    },
  );
});
