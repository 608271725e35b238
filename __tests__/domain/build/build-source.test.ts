// The llama.cpp source a build checks out: what a source spec must pin, and the commit it names.
import { describe, expect, it } from '@jest/globals';
import {
  sourceRevision,
  validateSourceSpec,
  type SourceSpec,
} from '../../../src/domain/build/build-source.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { BuildConfigurationError } from '../../../src/domain/core/errors.js';

const COMMIT = '80fb11ac73e66d89eae2c6a91d8a77428fa733ed';
const GIT: SourceSpec = { kind: 'git', repository: 'https://github.com/ggml-org/llama.cpp', commit: COMMIT };

describe('llama.cpp source specs', () => {
  it('accepts a pinned git commit and the pinned npm bundle, and names the commit of each', () => {
    expect(() => validateSourceSpec(GIT)).not.toThrow();
    expect(() => validateSourceSpec(NODE_LLAMA_CPP_BUNDLE_SOURCE)).not.toThrow();
    expect(sourceRevision(GIT)).toBe(COMMIT);
    expect(sourceRevision(NODE_LLAMA_CPP_BUNDLE_SOURCE)).toBe(NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit);
  });

  it.each<[string, unknown, string]>([
    [
      'a branch name',
      { ...GIT, commit: 'main' },
      'pins.source.commit must be a 40-hex lowercase commit, got "main"',
    ],
    [
      'a scp-style remote',
      { ...GIT, repository: 'git@github.com:x/y' },
      'pins.source.repository must be an https://',
    ],
    [
      'a version range',
      { ...NODE_LLAMA_CPP_BUNDLE_SOURCE, version: '^3.21.1' },
      'pins.source.version must be an exact version',
    ],
    [
      'another package',
      { ...NODE_LLAMA_CPP_BUNDLE_SOURCE, package: 'left-pad' },
      "pins.source.package must be 'node-llama-cpp'",
    ],
    [
      'a sha256 integrity',
      { ...NODE_LLAMA_CPP_BUNDLE_SOURCE, integrity: 'sha256-abc' },
      'pins.source.integrity must be a sha512 SRI',
    ],
    ['an unknown kind', { kind: 'tarball' }, `pins.source.kind must be 'git' or 'npm-bundle', got "tarball"`],
    ['no object', null, 'pins.source must be an object'],
  ])('refuses %s, naming the field', (_what, source, message) => {
    const call = () => validateSourceSpec(source as SourceSpec, 'pins.source');
    expect(call).toThrow(BuildConfigurationError);
    expect(call).toThrow(message);
  });
});
