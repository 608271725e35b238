// The one way a command reads a study: a regular UTF-8 JSON file, re-derived before anything renders it.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError, VerificationMismatch } from '../../src/domain/core/errors.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { isJsonObject } from '../../src/domain/core/json.js';
import { readVerifiedStudy, receiptFor, renderStudyReceipt } from '../../src/orchestrators/study-io.js';
import { REFERENCE_FILES, SEED_BUNDLE_DIR } from '../kits/fixture-paths.js';

describe('reading a study', () => {
  it('reads the seed study with its hash and renders its receipt (this tool names itself in Reproduce)', async () => {
    const study = await readVerifiedStudy('capacity-study.json', SEED_BUNDLE_DIR);
    const bytes = readFileSync(REFERENCE_FILES.seedStudy);
    expect(Buffer.from(study.bytes).equals(bytes)).toBe(true);
    expect(study.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const published = readFileSync(REFERENCE_FILES.seedReceipt, 'utf8');
    const receipt = renderStudyReceipt(study.validated);
    const beforeReproduce = (text: string) => text.slice(0, text.indexOf('## Reproduce and compare'));
    expect(beforeReproduce(receipt)).toBe(beforeReproduce(published));
    expect(beforeReproduce(receipt).length).toBeGreaterThan(1000);
    expect(receipt).toContain('paretopilot-capacity assemble . --output capacity-study.reproduced.json');
    expect(receiptFor(parseJson(bytes.toString('utf8')))).toBe(receipt);
  });

  it('refuses a missing file and a tampered study, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-study-io-'));
    try {
      await expect(readVerifiedStudy('absent.json', dir)).rejects.toThrow(InputError);
      const study = parseJson(readFileSync(REFERENCE_FILES.seedStudy, 'utf8'));
      if (!isJsonObject(study)) throw new Error('the seed study is an object');
      writeFileSync(
        join(dir, 'tampered.json'),
        canonicalJson({ ...study, boundary_caveat: 'edited after the fact' }),
      );
      const error: unknown = await readVerifiedStudy('tampered.json', dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VerificationMismatch);
      expect(String(error)).toContain('tampered.json: 1 stored value(s) differ from the recomputation');
      expect(String(error)).toContain('/boundary_caveat: stored "edited after the fact"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
