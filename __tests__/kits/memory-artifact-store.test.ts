import { access } from 'node:fs/promises';
import * as path from 'node:path';
import { ArtifactIntegrityError, ArtifactUploadError } from '../../src/adapters/errors.js';
import { memoryHarness, writeCell } from './store-fixture.js';

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

describe('MemoryArtifactStore extras for orchestrator tests', () => {
  test('injected upload failures, recorded calls, stored contents and retention', async () => {
    const h = await memoryHarness();
    try {
      const cell = await writeCell(path.join(h.dir, 'out'), 'c');
      h.store.failNextUploads(1, 'quota exceeded');
      await expect(h.store.uploadDirectory('a-bundle', cell.root, ['c/empty.txt'])).rejects.toThrow(
        new ArtifactUploadError('Uploading artifact "a-bundle" failed: quota exceeded', 'a-bundle', 1),
      );
      await h.store.uploadDirectory('a-bundle', cell.root, ['c/server-time.txt'], { retentionDays: 7 });
      expect(h.store.uploadCalls.map((c) => [c.name, c.ok])).toEqual([
        ['a-bundle', false],
        ['a-bundle', true],
      ]);
      expect([...(h.store.contents('a-bundle')?.keys() ?? [])]).toEqual(['c/server-time.txt']);
      expect(h.store.contents('a-bundle')?.get('c/server-time.txt')).toEqual(
        cell.files.get('c/server-time.txt'),
      );
      expect(h.store.retentionDays('a-bundle')).toBe(7);
    } finally {
      await h.close();
    }
  });

  test('corrupted contents fail the digest check and write nothing', async () => {
    const h = await memoryHarness();
    try {
      const cell = await writeCell(path.join(h.dir, 'out'), 'c');
      await h.store.uploadDirectory('a-bundle', cell.root, [...cell.files.keys()]);
      h.store.corrupt('a-bundle');
      const dest = path.join(h.dir, 'dest');
      await expect(h.store.download('a-bundle', dest)).rejects.toThrow(ArtifactIntegrityError);
      await expect(h.store.download('a-bundle', dest)).rejects.toThrow(
        /Digest mismatch for artifact "a-bundle" \(id 1\)/,
      );
      expect(await exists(dest)).toBe(false);
    } finally {
      await h.close();
    }
  });
});
