// "Did you mean": the nearest allowed name, only when it is near enough, the same answer every time.
import { describe, expect, it } from '@jest/globals';
import { closestName, editDistance } from '../../../src/domain/core/closest-name.js';

describe('editDistance', () => {
  it.each([
    ['check', 'check', 0],
    ['chek', 'check', 1],
    ['plna', 'plan', 2],
    ['', 'run', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('closestName', () => {
  const commands = ['init', 'check', 'run', 'prepare', 'measure', 'verify', 'verify-fleet', 'report'];
  it.each([
    ['chek', 'check'],
    ['CHECK', 'check'],
    ['verfy', 'verify'],
    ['verify-flet', 'verify-fleet'],
    ['prepair', 'prepare'],
  ])('%s means %s', (given, meant) => expect(closestName(given, commands)).toBe(meant));

  it('offers nothing that is too far to have been meant', () => {
    expect(closestName('deploy', commands)).toBeUndefined();
    expect(closestName('x', [])).toBeUndefined();
  });

  it('breaks a tie by the order of the allowed names', () => {
    expect(closestName('ab', ['ac', 'ad'])).toBe('ac');
    expect(closestName('ab', ['ad', 'ac'])).toBe('ad');
  });
});
