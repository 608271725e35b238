import { describe, expect, it } from '@jest/globals';
import { INPUT_DEFAULTS, INPUT_NAMES } from '../../src/action/inputs.js';
import { mapping, readYaml } from '../kits/workflow-files.js';

const action = readYaml('action.yml');
const inputs = mapping(action['inputs'], 'action.yml inputs');
const outputs = mapping(action['outputs'], 'action.yml outputs');

describe('action.yml', () => {
  it('runs the bundled entry as a node24 action with an always-run post step', () => {
    expect(action['runs']).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/index.js',
      'post-if': 'always()',
    });
    expect(typeof action['name']).toBe('string');
    expect(typeof action['description']).toBe('string');
    expect(mapping(action['branding'], 'branding')).toEqual({
      icon: expect.any(String),
      color: expect.any(String),
    });
  });

  it('declares exactly the inputs the action reads', () => {
    expect(Object.keys(inputs).sort()).toEqual(Object.values(INPUT_NAMES).sort());
  });

  it.each(Object.values(INPUT_NAMES))('input %s has a description', (name) => {
    const input = mapping(inputs[name], `inputs.${name}`);
    expect(typeof input['description']).toBe('string');
    expect((input['description'] as string).trim().length).toBeGreaterThan(10);
  });

  it('states the same defaults the input reader applies', () => {
    const defaultOf = (name: string): unknown => mapping(inputs[name], name)['default'];
    expect(defaultOf(INPUT_NAMES.plan)).toBe(INPUT_DEFAULTS.plan);
    expect(defaultOf(INPUT_NAMES.workDir)).toBe(INPUT_DEFAULTS.workDir);
    expect(defaultOf(INPUT_NAMES.pass)).toBe(INPUT_DEFAULTS.pass);
    expect(defaultOf(INPUT_NAMES.artifactPrefix)).toBe(INPUT_DEFAULTS.artifactPrefix);
    expect(defaultOf(INPUT_NAMES.artifactRetentionDays)).toBe(String(INPUT_DEFAULTS.artifactRetentionDays));
    expect(defaultOf(INPUT_NAMES.cache)).toBe(String(INPUT_DEFAULTS.cache));
    expect(defaultOf(INPUT_NAMES.comment)).toBe(INPUT_DEFAULTS.comment);
    expect(defaultOf(INPUT_NAMES.failOn)).toBe(INPUT_DEFAULTS.failOn.join(','));
    expect(defaultOf(INPUT_NAMES.githubToken)).toBe('${{ github.token }}');
    expect(defaultOf(INPUT_NAMES.command)).toBeUndefined();
    expect(mapping(inputs[INPUT_NAMES.command], 'command')['required']).toBe(true);
    expect(defaultOf(INPUT_NAMES.baselineStudy)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.cacheDir)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.cacheKeySuffix)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.runners)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.prices)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.minTokensPerSecond)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.tokenOrigins)).toBeUndefined();
    expect(defaultOf(INPUT_NAMES.downloadTimeout)).toBeUndefined();
  });

  it('declares the seven outputs, each described', () => {
    expect(Object.keys(outputs).sort()).toEqual(
      [
        'bundle-artifact-id',
        'bundle-artifact-name',
        'decision',
        'receipt-path',
        'selected-points',
        'status',
        'study-path',
      ].sort(),
    );
    for (const [name, output] of Object.entries(outputs)) {
      expect([name, typeof mapping(output, name)['description']]).toEqual([name, 'string']);
    }
  });
});
