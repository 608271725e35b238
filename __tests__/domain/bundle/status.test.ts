// status.json: the complete status derived from a study (the seed bundle's, byte for byte), the
// incomplete one naming the failed stage and cells, and the ASCII-escaped workflow JSON style.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { completeStatus, incompleteStatus, writeWorkflowJson } from '../../../src/domain/bundle/status.js';
import { isJsonObject } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { REFERENCE_FILES, SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

describe('status.json', () => {
  it('derives the seed bundle’s status from its study, byte for byte', () => {
    const study = parseJson(readFileSync(REFERENCE_FILES.seedStudy, 'utf8'));
    if (!isJsonObject(study)) throw new Error('the seed study is an object');
    expect(writeWorkflowJson(completeStatus(study))).toBe(
      readFileSync(join(SEED_BUNDLE_DIR, 'status.json'), 'utf8'),
    );
  });

  it('names the failed stage and lists failed and missing cells only when there are some', () => {
    expect(incompleteStatus({ failedStage: 'measure', reason: 'r' })).toEqual({
      canonical_outputs_modified: false,
      classification: 'incomplete',
      failed_stage: 'measure',
      measurement_valid: false,
      reason: 'r',
      schema_version: '1.0',
      status: 'incomplete',
    });
    const withCells = incompleteStatus({
      failedStage: 'assemble',
      reason: 'r',
      failedCells: ['run forward/a/p1'],
      missingCells: [],
    });
    expect(withCells.failed_cells).toEqual(['run forward/a/p1']);
    expect('missing_cells' in withCells).toBe(false);
  });

  it('writes workflow JSON with sorted keys and non-ASCII escaped', () => {
    expect(writeWorkflowJson({ b: 'é', a: 1 })).toBe('{\n  "a": 1,\n  "b": "\\u00e9"\n}\n');
  });
});
