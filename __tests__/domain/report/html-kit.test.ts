// The HTML report's building blocks: escaping, SVG coordinates, axis ticks and tables.
import { escapeHtml, table, tickStep, xy } from '../../../src/domain/report/html-kit.js';

test('escapeHtml escapes the five markup characters, ampersands first', () => {
  expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
  );
  expect(escapeHtml('plain text 42')).toBe('plain text 42');
});

test.each([
  [0, '0'],
  [12, '12'],
  [12.34, '12.3'],
  [12.35, '12.4'],
  [-0.04, '0'],
  [99.96, '100'],
])('xy(%p) is %p', (x, expected) => {
  expect(xy(x)).toBe(expected);
});

test.each([
  [8, 1],
  [9, 2],
  [30, 5],
  [100, 20],
  [1000, 200],
  [0.5, 0.1],
])('tickStep(%p) is %p', (max, step) => {
  expect(tickStep(max)).toBeCloseTo(step, 12);
});

test('every tick step is 1, 2, 2.5 or 5 times a power of ten and gives at most eight intervals', () => {
  for (const max of [0.003, 0.7, 1, 3.3, 17, 64, 250, 999, 4096, 123456]) {
    const step = tickStep(max);
    expect(Math.ceil(max / step - 1e-9)).toBeLessThanOrEqual(8);
    const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
    expect([1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-9)).toBe(true);
    // The next smaller step of the series would need more than eight intervals.
    expect(Math.ceil(max / (step / 2.5))).toBeGreaterThan(8);
  }
});

test('table right-aligns the numeric columns and keeps cells as given', () => {
  expect(
    table(
      ['name', 'n'],
      [
        ['<b>a</b>', '1'],
        ['b', '22'],
      ],
      'cells',
      [1],
    ),
  ).toBe(
    [
      '<table class="cells">',
      '<thead><tr><th>name</th><th class="num">n</th></tr></thead>',
      '<tbody>',
      '<tr><td><b>a</b></td><td class="num">1</td></tr>',
      '<tr><td>b</td><td class="num">22</td></tr>',
      '</tbody>',
      '</table>',
    ].join('\n'),
  );
  expect(table(['h'], [])).toBe('<table>\n<thead><tr><th>h</th></tr></thead>\n<tbody>\n\n</tbody>\n</table>');
});
