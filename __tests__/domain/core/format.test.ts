import { pyCapitalize, pyFixed, pyStrip } from '../../../src/domain/core/format.js';

describe('Python fixed-point rounding (receipt §3)', () => {
  test.each([
    [0.125, 2, '0.12'],
    [0.375, 2, '0.38'],
    [3448.25, 1, '3448.2'],
    [3448.75, 1, '3448.8'],
    [-0.25, 1, '-0.2'],
    [-0, 1, '-0.0'],
    [-0.04, 1, '-0.0'],
    [1.005, 2, '1.00'],
    [84.93862051367972, 2, '84.94'],
    [141.98698298030794, 1, '142.0'],
    [2.5, 0, '2'],
    [3.5, 0, '4'],
    [0, 2, '0.00'],
    [1e22, 1, '10000000000000000000000.0'],
  ])('pyFixed(%p, %p) = %s', (x, d, expected) => {
    expect(pyFixed(x, d)).toBe(expected);
  });
});

describe('Python string helpers', () => {
  test('strip uses Python whitespace', () => {
    expect(pyStrip('\u001c\u0085 a b \u3000\n')).toBe('a b');
    expect(pyStrip('\ufeffa\ufeff')).toBe('\ufeffa\ufeff');
  });
  test('capitalize lower-cases the rest', () => {
    expect(pyCapitalize('forward:UNKNOWN_reason')).toBe('Forward:unknown_reason');
    expect(pyCapitalize('')).toBe('');
  });
});
