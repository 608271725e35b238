// The bundle layout, named once: the names agree with the published seed bundle, and cell paths are
// built the one way every reader and writer uses.
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUNDLE_FILES,
  LOAD_FILE,
  QUALITY_FILES,
  SERVER_FILES,
  qualityFile,
  runFile,
} from '../../../src/domain/bundle/bundle-layout.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

describe('bundle layout', () => {
  it('builds run and quality cell paths', () => {
    expect(runFile('forward/q8-generic/p1', LOAD_FILE)).toBe(
      'runs/forward/q8-generic/p1/load-evaluation.json',
    );
    expect(qualityFile('q8-generic/p4', QUALITY_FILES.evidence)).toBe(
      'quality/q8-generic/p4/quality-evidence.json',
    );
  });

  it('names the files the published seed bundle holds', () => {
    for (const name of [
      BUNDLE_FILES.study,
      BUNDLE_FILES.receipt,
      BUNDLE_FILES.status,
      BUNDLE_FILES.plan,
      BUNDLE_FILES.loadPlan,
      BUNDLE_FILES.evaluationSuite,
      BUNDLE_FILES.manifest,
      runFile('forward/q8-generic/p1', LOAD_FILE),
      runFile('forward/q8-generic/p1', SERVER_FILES.command),
      runFile('forward/q8-generic/p1', SERVER_FILES.time),
      runFile('forward/q8-generic/p1', SERVER_FILES.stderr),
      qualityFile('q8-generic/p4', QUALITY_FILES.raw),
      qualityFile('q8-generic/p4', QUALITY_FILES.evidence),
    ])
      expect([name, existsSync(join(SEED_BUNDLE_DIR, name))]).toEqual([name, true]);
  });

  it('gives every root and cell file its own name', () => {
    const names = [
      ...Object.values(BUNDLE_FILES),
      ...Object.values(SERVER_FILES),
      LOAD_FILE,
      ...Object.values(QUALITY_FILES),
    ];
    expect(new Set(names).size).toBe(names.length);
  });
});
