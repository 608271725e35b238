import { describe, expect, it } from '@jest/globals';
import * as core from '@actions/core';
import { INPUT_NAMES, readInputs, resolvePassSelector, type ActionInputs } from '../../src/action/inputs.js';
import { ConfigurationError } from '../../src/action/errors.js';

function from(values: Record<string, string>) {
  return (name: string): string => values[name] ?? '';
}

function expectConfigError(values: Record<string, string>, input: string, pattern: RegExp): void {
  let caught: unknown;
  try {
    readInputs(from({ command: 'measure', ...values }), () => undefined);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigurationError);
  expect((caught as ConfigurationError).input).toBe(input);
  expect((caught as ConfigurationError).message).toMatch(pattern);
}

describe('readInputs', () => {
  it('applies every default when only command is given', () => {
    const inputs = readInputs(from({ command: 'prepare' }), () => undefined);
    const expected: ActionInputs = {
      command: 'prepare',
      plan: 'capacity/capacity.json',
      workDir: 'capacity-work',
      pass: { kind: 'all' },
      artifactPrefix: 'capacity',
      artifactRetentionDays: 14,
      cache: true,
      githubToken: undefined,
      comment: 'auto',
      failOn: ['incomplete'],
      baselineStudy: undefined,
      cacheDir: undefined,
    };
    expect(inputs).toEqual(expected);
  });

  it('reads every input by its kebab-case name and masks the token', () => {
    const masked: string[] = [];
    const inputs = readInputs(
      from({
        command: 'assemble',
        plan: 'studies/arm.json',
        'work-dir': '/tmp/cap',
        pass: 'reverse',
        'artifact-prefix': 'cap_study.v2',
        'artifact-retention-days': '90',
        cache: 'FALSE',
        'cache-key-suffix': 'arm.v2_b-1',
        'github-token': 'ghs_x',
        comment: 'always',
        'fail-on': 'selection-changed, no-eligible-point,selection-changed',
        'baseline-study': 'base/capacity/capacity-study.json',
        'cache-dir': '/var/cache/cap',
      }),
      (s) => void masked.push(s),
    );
    expect(inputs).toMatchObject({
      command: 'assemble',
      plan: 'studies/arm.json',
      workDir: '/tmp/cap',
      pass: { kind: 'id', id: 'reverse' },
      artifactPrefix: 'cap_study.v2',
      artifactRetentionDays: 90,
      cache: false,
      cacheKeySuffix: 'arm.v2_b-1',
      githubToken: 'ghs_x',
      comment: 'always',
      failOn: ['selection-changed', 'no-eligible-point'],
      baselineStudy: 'base/capacity/capacity-study.json',
      cacheDir: '/var/cache/cap',
    });
    expect(masked).toEqual(['ghs_x']);
  });

  it.each([
    ['1', { kind: 'ordinal', ordinal: 1 }],
    ['2', { kind: 'ordinal', ordinal: 2 }],
    ['all', { kind: 'all' }],
    ['forward', { kind: 'id', id: 'forward' }],
  ])('pass %j → %j', (pass, expected) => {
    expect(readInputs(from({ command: 'measure', pass }), () => undefined).pass).toEqual(expected);
  });

  it('accepts fail-on none as "no conditions"', () => {
    expect(readInputs(from({ command: 'verify', 'fail-on': 'none' }), () => undefined).failOn).toEqual([]);
  });

  it('requires command and lists the allowed values', () => {
    let caught: unknown;
    try {
      readInputs(from({}), () => undefined);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as Error).message).toBe(
      "Input 'command' is required; allowed values: models, prepare, measure, quality, assemble, verify, fleet.",
    );
  });

  it.each([
    [
      { command: 'build' },
      'command',
      /"build"; allowed values: models, prepare, measure, quality, assemble, verify/,
    ],
    [{ comment: 'sometimes' }, 'comment', /allowed values: auto, always, never/],
    [{ cache: 'yes' }, 'cache', /allowed values: true, false/],
    [{ 'cache-key-suffix': 'a/b' }, 'cache-key-suffix', /"a\/b"; allowed values: 1 to 64 letters, digits/],
    [{ 'cache-key-suffix': 'x'.repeat(65) }, 'cache-key-suffix', /1 to 64 letters/],
    [{ 'artifact-retention-days': '0' }, 'artifact-retention-days', /integer from 1 to 90/],
    [{ 'artifact-retention-days': '91' }, 'artifact-retention-days', /integer from 1 to 90/],
    [{ 'artifact-retention-days': '1.5' }, 'artifact-retention-days', /integer from 1 to 90/],
    [{ 'artifact-retention-days': '+7' }, 'artifact-retention-days', /integer from 1 to 90/],
    [{ 'fail-on': 'incomplete,slow' }, 'fail-on', /unknown entry "slow"/],
    [{ 'fail-on': 'incomplete,' }, 'fail-on', /unknown entry ""/],
    [{ pass: '21' }, 'pass', /a pass ordinal runs from 1 to 20/],
    [{ pass: '0' }, 'pass', /a pass ordinal runs from 1 to 20/],
    [{ pass: '../x' }, 'pass', /allowed values: all, remaining, an ordinal/],
    [{ plan: '/etc/plan.json' }, 'plan', /is absolute/],
    [{ plan: 'capacity/../../x.json' }, 'plan', /\.\. segment/],
    [{ plan: 'a\\b.json' }, 'plan', /backslash/],
    [{ 'work-dir': 'w\u0000' }, 'work-dir', /control character/],
    [{ 'baseline-study': '../base.json' }, 'baseline-study', /\.\. segment/],
    [{ 'artifact-prefix': 'a/b' }, 'artifact-prefix', /1-64 characters/],
    [{ 'artifact-prefix': 'a:b' }, 'artifact-prefix', /1-64 characters/],
  ])('%j fails naming %s', (values, input, pattern) => {
    expectConfigError(values as Record<string, string>, input, pattern);
  });

  it('reads INPUT_<NAME> environment variables through core.getInput by default', () => {
    const saved = { ...process.env };
    try {
      process.env['INPUT_COMMAND'] = ' quality ';
      process.env['INPUT_WORK-DIR'] = 'custom-work';
      process.env['INPUT_ARTIFACT-RETENTION-DAYS'] = '3';
      const inputs = readInputs(core.getInput, () => undefined);
      expect(inputs.command).toBe('quality');
      expect(inputs.workDir).toBe('custom-work');
      expect(inputs.artifactRetentionDays).toBe(3);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });

  it('names every input in one constant of unique kebab-case names', () => {
    const names = Object.values(INPUT_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('resolvePassSelector', () => {
  const ids = ['forward', 'reverse'];

  it.each([
    [{ kind: 'all' } as const, ['forward', 'reverse']],
    [{ kind: 'ordinal', ordinal: 1 } as const, ['forward']],
    [{ kind: 'ordinal', ordinal: 2 } as const, ['reverse']],
    [{ kind: 'id', id: 'reverse' } as const, ['reverse']],
    [{ kind: 'remaining' } as const, []],
  ])('%j → %j', (selector, expected) => {
    expect(resolvePassSelector(selector, ids)).toEqual(expected);
  });

  it('rejects ids and ordinals the plan does not have, listing what it does have', () => {
    expect(() => resolvePassSelector({ kind: 'id', id: 'sideways' }, ids)).toThrow(
      /"sideways": not a pass id of the plan; allowed values: all, remaining, 1, 2, forward, reverse/,
    );
    expect(() => resolvePassSelector({ kind: 'ordinal', ordinal: 2 }, ['only'])).toThrow(ConfigurationError);
    expect(() => resolvePassSelector({ kind: 'ordinal', ordinal: 5 }, ids)).toThrow(
      /is 5: the plan declares 2 pass\(es\)/,
    );
  });

  it('selects the passes after the first mirrored pair for plans with more pairs', () => {
    const four = ['forward', 'reverse', 'forward-2', 'reverse-2'];
    expect(resolvePassSelector({ kind: 'remaining' }, four)).toEqual(['forward-2', 'reverse-2']);
    expect(resolvePassSelector({ kind: 'ordinal', ordinal: 3 }, four)).toEqual(['forward-2']);
  });
});

describe('fleet inputs', () => {
  const base = { command: 'fleet' };
  const read = (extra: Record<string, string>) =>
    readInputs(
      (name) => ({ ...base, ...extra })[name as keyof typeof base] ?? '',
      () => undefined,
    );

  it('reads runners as a JSON list of labels, prices as text and the tok/s floor as a number', () => {
    const inputs = read({
      runners: '["ubuntu-24.04-arm", "ubuntu-latest"]',
      prices: '{"ubuntu-latest": {"usd_per_minute": 0.008}}',
      'min-tokens-per-second': '12.5',
    });
    expect(inputs.runners).toEqual(['ubuntu-24.04-arm', 'ubuntu-latest']);
    expect(inputs.prices).toBe('{"ubuntu-latest": {"usd_per_minute": 0.008}}');
    expect(inputs.minTokensPerSecond).toBe(12.5);
  });

  it.each([
    ['not json', "Input 'runners' is not valid JSON"],
    ['[]', "Input 'runners' must be a JSON list of 1-64 distinct runner labels"],
    ['"ubuntu-latest"', "Input 'runners' must be a JSON list"],
    ['["a", "a"]', "Input 'runners' lists a runner twice"],
    ['["ok", "bad label"]', 'Input \'runners\' has an invalid runner label: "bad label" must be'],
    ['[1]', "Input 'runners' has an invalid runner label: must be a string, got number"],
  ])('refuses runners %s', (runners, message) => {
    expect(() => read({ runners })).toThrow(message);
  });

  it.each(['0', '-1', 'fast', '1e3'])('refuses min-tokens-per-second %s', (value) => {
    expect(() => read({ 'min-tokens-per-second': value })).toThrow("Input 'min-tokens-per-second' is");
  });
});

describe('inputs are checked completely before any work', () => {
  const read = (values: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    readInputs(from(values), () => undefined, env);
  const refusal = (values: Record<string, string>, env: NodeJS.ProcessEnv = {}): ConfigurationError => {
    let caught: unknown;
    try {
      read(values, env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    return caught as ConfigurationError;
  };

  it.each(['abc', '1e3', '0', '01', '-1', '2.0', ' 2', '', '1234567'])(
    'GITHUB_RUN_ATTEMPT %j is refused naming the variable (unset is the first attempt)',
    (value) => {
      for (const env of [{}, { GITHUB_RUN_ATTEMPT: '1' }, { GITHUB_RUN_ATTEMPT: '999999' }])
        expect(read({ command: 'assemble' }, env).command).toBe('assemble');
      const error = refusal({ command: 'assemble' }, { GITHUB_RUN_ATTEMPT: value });
      expect(error.input).toBe('GITHUB_RUN_ATTEMPT');
      expect(error.message).toBe(
        `Environment variable GITHUB_RUN_ATTEMPT is ${JSON.stringify(value)}; expected a positive integer ` +
          `of at most 6 digits without sign, exponent or leading zero (the Actions runner sets it; 1 for a run's first attempt).`,
      );
    },
  );

  it.each([
    ['my-run-x', 'run'],
    ['Bundle-x', 'Bundle'],
    ['x-prepare', 'prepare'],
    ['a-QUALITY-b', 'QUALITY'],
    ['diagnostics', 'diagnostics'],
  ])('artifact-prefix %j is refused for the reserved word %j the artifact names need', (prefix, word) => {
    // A reserved word inside a longer hyphen-separated token is fine.
    expect(read({ command: 'assemble', 'artifact-prefix': 'rerun-bundles_x' }).artifactPrefix).toBe(
      'rerun-bundles_x',
    );
    const error = refusal({ command: 'assemble', 'artifact-prefix': prefix });
    expect(error.input).toBe('artifact-prefix');
    expect(error.message).toContain(`Input 'artifact-prefix' is ${JSON.stringify(prefix)}: `);
    expect(error.message).toContain(`contains the word ${JSON.stringify(word)} between hyphens`);
    expect(error.message).toMatch(
      /Allowed values: .*without the words run, quality, bundle, diagnostics, prepare/,
    );
  });

  it.each([
    ['400 nines (Infinity)', '9'.repeat(400)],
    ['a 1 after 400 zeros (0)', `0.${'0'.repeat(400)}1`],
  ])('min-tokens-per-second of %s is refused: not a finite rate above 0', (_what, value) => {
    const error = refusal({ command: 'fleet', 'min-tokens-per-second': value });
    expect(error.input).toBe('min-tokens-per-second');
    expect(error.message).toContain(
      'allowed values: a finite number of generated tokens per second greater than 0.',
    );
  });

  it.each([
    [
      '{bad',
      /^Input 'prices': invalid JSON: .*; allowed values: a JSON object keyed by runner label, e\.g\. /,
    ],
    ['[1]', /^Input 'prices': invalid JSON: top-level value must be an object; allowed values: /],
    ['"x"', /^Input 'prices': invalid JSON: top-level value must be an object; allowed values: /],
    [
      '{"a": {"usd_per_minute": 1}, "a": {"usd_per_minute": 2}}',
      /^Input 'prices': invalid JSON: .*duplicate/i,
    ],
    [
      '{"ubuntu-latest": 0.008}',
      /^Input 'prices': \/ubuntu-latest: the price of runner "ubuntu-latest" must be an object/,
    ],
    [
      '{"ubuntu-latest": {"usd_per_minute": 0.008, "per": "minute"}}',
      /^Input 'prices': \/ubuntu-latest: .*unknown fields: per/,
    ],
    [
      '{"ubuntu-latest": {"usd_per_minute": "0.008"}}',
      /^Input 'prices': \/ubuntu-latest\/usd_per_minute: .*must be a finite number, got "0\.008"\.$/,
    ],
    [
      '{"ubuntu-latest": {"usd_per_minute": 0}}',
      /^Input 'prices': \/ubuntu-latest\/usd_per_minute: .*must be greater than 0, got 0\.$/,
    ],
    [
      '{"ubuntu-latest": {"usd_per_minute": 5e6}}',
      /^Input 'prices': \/ubuntu-latest\/usd_per_minute: .*must be between 1e-9 and 1000000 USD per minute/,
    ],
  ])('prices %s is refused naming the input and the entry', (prices, pattern) => {
    // A valid table is kept as the text given, byte for byte.
    const valid = '{ "ubuntu-latest": {"usd_per_minute": 0.0080} }';
    expect(read({ command: 'fleet', prices: valid }).prices).toBe(valid);
    const error = refusal({ command: 'fleet', runners: '["ubuntu-latest"]', prices });
    expect(error.input).toBe('prices');
    expect(error.message).toMatch(pattern);
  });
});

describe('the model token and downloads', () => {
  it("reads HF_TOKEN from the step's environment, masks it, and sends it only to the Hub and named https origins", () => {
    const masked: string[] = [];
    const read = (values: Record<string, string>, env: NodeJS.ProcessEnv) =>
      readInputs(from({ command: 'models', ...values }), (s) => void masked.push(s), env);
    expect(read({}, {}).modelToken).toBeUndefined();
    expect(read({}, { HF_TOKEN: 'hf_x' }).modelToken).toEqual({
      token: 'hf_x',
      origins: ['https://huggingface.co'],
    });
    expect(masked).toEqual(['hf_x']);
    expect(
      read(
        { 'token-origins': 'https://a.example.com,\nhttps://b.example.com:8443' },
        { HF_TOKEN: 'hf_y', HF_ENDPOINT: 'https://hub.example.com' },
      ).modelToken,
    ).toEqual({
      token: 'hf_y',
      origins: ['https://hub.example.com', 'https://a.example.com', 'https://b.example.com:8443'],
    });
    // A Hub behind plain http gets none.
    expect(read({}, { HF_TOKEN: 'hf_z', HF_ENDPOINT: 'http://hub.example.com' }).modelToken?.origins).toEqual(
      [],
    );
  });

  it('refuses a token origin over plain http or with a path, naming the input', () => {
    expectConfigError({ 'token-origins': 'http://models.example.com' }, 'token-origins', /is not https/);
    expectConfigError({ 'token-origins': 'https://models.example.com/x' }, 'token-origins', /origin only/);
  });

  it('reads download-timeout as whole seconds', () => {
    expect(
      readInputs(from({ command: 'models', 'download-timeout': '90' }), () => undefined, {})
        .downloadTimeoutMs,
    ).toBe(90_000);
    expectConfigError({ 'download-timeout': '1.5' }, 'download-timeout', /whole seconds from 1 to 999999/);
    expectConfigError({ 'download-timeout': '0' }, 'download-timeout', /whole seconds/);
  });
});
