// Streaming file digests agree with hashing the whole file, in every algorithm and encoding used.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileDigest, fileSha256 } from '../../../src/adapters/cache/file-digest.js';

let dir: string;
let file: string;
// Larger than one read-stream chunk (64 KiB), so the digest spans several updates.
const content = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31) % 251));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-file-digest-'));
  file = join(dir, 'blob.bin');
  writeFileSync(file, content);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file digests', () => {
  it.each(['sha256', 'sha512', 'md5'] as const)('%s of a multi-chunk file', async (algorithm) => {
    expect(await fileDigest(file, algorithm)).toBe(createHash(algorithm).update(content).digest('hex'));
  });

  it('base64 for SRI integrity strings, sha256 hex by default', async () => {
    expect(await fileDigest(file, 'sha512', 'base64')).toBe(
      createHash('sha512').update(content).digest('base64'),
    );
    expect(await fileSha256(file)).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it('rejects a missing file with its errno', async () => {
    await expect(fileSha256(join(dir, 'absent'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
