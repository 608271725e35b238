// The renderings every complete bundle adds: the metrics export (pointing into the study, with its
// hash) and the self-contained HTML report.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { isJsonObject } from '../../src/domain/core/json.js';
import { bundleExtras, EVIDENCE_FILE, REPORT_FILE } from '../../src/orchestrators/bundle-extras.js';
import { readVerifiedStudy } from '../../src/orchestrators/study-io.js';
import { REFERENCE_FILES, SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';

describe('bundleExtras', () => {
  it('renders the evidence export of the study it is given and the HTML report', async () => {
    const text = readFileSync(REFERENCE_FILES.seedStudy, 'utf8');
    const study = parseJson(text);
    if (!isJsonObject(study)) throw new Error('the seed study is an object');
    const { validated } = await readVerifiedStudy('capacity-study.json', SEED_BUNDLE_DIR);
    const extras = bundleExtras();
    expect(extras).toHaveLength(1);
    const files = extras[0](study, text, validated);
    expect(files.map((f) => f.file)).toEqual([EVIDENCE_FILE, REPORT_FILE]);
    const evidence = files[0].content;
    expect(evidence).toContain(createHash('sha256').update(text).digest('hex'));
    expect(
      files[1].content.startsWith('<!DOCTYPE html>') || files[1].content.startsWith('<!doctype html>'),
    ).toBe(true);
  });
});
