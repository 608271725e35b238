// The run attempt is part of every artifact name: a value the runner would never set is refused,
// naming GITHUB_RUN_ATTEMPT, by every reader, and by the step's first read of its inputs.
import { describe, expect, it } from '@jest/globals';
import * as core from '@actions/core';
import { readInputs } from '../../src/action/inputs.js';
import { ConfigurationError } from '../../src/action/errors.js';
import { attemptNumber } from '../../src/action/workflow-run.js';
import { withEnv } from '../kits/hermetic.js';

describe('attemptNumber', () => {
  it.each(['abc', '1e3', '0x10', '0', '007', '1.5', '+2', '', '99999999'])(
    'refuses GITHUB_RUN_ATTEMPT=%j instead of guessing an attempt (unset is 1, plain values are kept)',
    (value) => {
      expect(attemptNumber({})).toBe(1);
      expect(attemptNumber({ GITHUB_RUN_ATTEMPT: '1' })).toBe(1);
      expect(attemptNumber({ GITHUB_RUN_ATTEMPT: '17' })).toBe(17);
      let caught: unknown;
      try {
        attemptNumber({ GITHUB_RUN_ATTEMPT: value });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ConfigurationError);
      expect((caught as ConfigurationError).input).toBe('GITHUB_RUN_ATTEMPT');
      expect(
        (caught as Error).message.startsWith(
          `Environment variable GITHUB_RUN_ATTEMPT is ${JSON.stringify(value)}; expected a positive integer`,
        ),
      ).toBe(true);
    },
  );
});

describe('the step reads GITHUB_RUN_ATTEMPT with its inputs', () => {
  it('fails the first read of the inputs, from the real environment, before any command runs', () => {
    const undo = withEnv({ INPUT_COMMAND: 'assemble', GITHUB_RUN_ATTEMPT: 'abc' });
    try {
      expect(() => readInputs(core.getInput, () => undefined)).toThrow(
        'Environment variable GITHUB_RUN_ATTEMPT is "abc"',
      );
    } finally {
      undo();
    }
  });
});
