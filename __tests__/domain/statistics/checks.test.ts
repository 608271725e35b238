// The statistics room's argument checks: each refusal is a RangeError naming the argument and value.
import { describe, expect, it } from '@jest/globals';
import { checkConfidence, checkFinite, checkIndex } from '../../../src/domain/statistics/checks.js';

describe('argument checks', () => {
  it('accepts a confidence strictly between 0 and 1', () => {
    expect(() => checkConfidence(0.95)).not.toThrow();
    for (const bad of [0, 1, -0.1, Number.NaN])
      expect(() => checkConfidence(bad, 'level')).toThrow(
        new RangeError(`level must be in (0, 1) (got ${bad})`),
      );
  });

  it('accepts an integer index inside the table', () => {
    expect(() => checkIndex('best', 2, 3)).not.toThrow();
    expect(() => checkIndex('best', 3, 3)).toThrow('best must be an integer cell index in [0, 3) (got 3)');
    expect(() => checkIndex('best', 1.5, 3)).toThrow('(got 1.5)');
  });

  it('names the first value that is not finite', () => {
    expect(() => checkFinite('means', [1, 2])).not.toThrow();
    expect(() => checkFinite('means', [1, Number.POSITIVE_INFINITY])).toThrow(
      'means[1] must be a finite number (got Infinity)',
    );
  });
});
