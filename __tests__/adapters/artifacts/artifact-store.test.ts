// Both ArtifactStore implementations must behave alike: the fake stands in for the real one.
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import {
  ArtifactNotFoundError,
  ArtifactTooLargeError,
  ArtifactUploadError,
  UnsafeArtifactPathError,
} from '../../../src/adapters/errors.js';
import { ArtifactNameError } from '../../../src/domain/core/errors.js';
import { artifactName, parseArtifactName } from '../../../src/domain/bundle/artifact-names.js';
import {
  expectSameFiles,
  githubHarness,
  memoryHarness,
  writeCell,
  type StoreHarness,
} from '../../kits/store-fixture.js';

const RUN_NAME = artifactName({
  prefix: 'capacity',
  kind: 'run',
  pass: 'forward',
  candidate: 'q8-generic',
  serverParallel: 2,
});
const QUALITY_NAME = artifactName({
  prefix: 'capacity',
  kind: 'quality',
  candidate: 'q4-kleidiai-tuned',
  serverParallel: 1,
});

describe.each([
  ['GitHubArtifactStore (real client, loopback results service)', githubHarness],
  ['MemoryArtifactStore', memoryHarness],
] as const)('%s', (_label, makeHarness) => {
  let h: StoreHarness;
  beforeEach(async () => {
    h = await makeHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  test('per-cell artifacts round-trip byte for byte and map back to their cells', async () => {
    const runCell = await writeCell(path.join(h.dir, 'out-run'), 'runs/forward/q8-generic/p2');
    const qualityCell = await writeCell(path.join(h.dir, 'out-quality'), 'quality/q4-kleidiai-tuned/p1');
    const up1 = await h.store.uploadDirectory(RUN_NAME, runCell.root, [...runCell.files.keys()], {
      retentionDays: 3,
    });
    const up2 = await h.store.uploadDirectory(QUALITY_NAME, qualityCell.root, [...qualityCell.files.keys()]);
    expect(up1).toMatchObject({ name: RUN_NAME, attempts: 1 });
    expect(up1.id).not.toBe(up2.id);
    expect(up1.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(up1.digest).not.toBe(up2.digest);

    const listed = await h.store.list();
    expect(listed).toEqual(
      [
        { id: up1.id, name: RUN_NAME, size: up1.size, digest: up1.digest },
        { id: up2.id, name: QUALITY_NAME, size: up2.size, digest: up2.digest },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(listed.map((a) => parseArtifactName(a.name, { prefix: 'capacity' }))).toEqual(
      expect.arrayContaining([
        { prefix: 'capacity', kind: 'run', pass: 'forward', candidate: 'q8-generic', serverParallel: 2 },
        { prefix: 'capacity', kind: 'quality', candidate: 'q4-kleidiai-tuned', serverParallel: 1 },
      ]),
    );

    const bundle = path.join(h.dir, 'bundle');
    const byName = await h.store.download(RUN_NAME, bundle);
    expect(byName).toMatchObject({ id: up1.id, name: RUN_NAME, path: bundle });
    await expectSameFiles(bundle, runCell, byName.files);
    // A second artifact lands beside the first in the same bundle tree.
    const byId = await h.store.download(up2.id, bundle);
    expect(byId.name).toBe(QUALITY_NAME);
    await expectSameFiles(bundle, qualityCell, byId.files);
    expect((await readdir(bundle)).sort()).toEqual(['quality', 'runs']);
  });

  test('invalid names and unsafe or missing files are refused before anything is stored', async () => {
    const cell = await writeCell(path.join(h.dir, 'out'), 'c');
    const files = [...cell.files.keys()];
    await expect(h.store.uploadDirectory('bad:name', cell.root, files)).rejects.toThrow(ArtifactNameError);
    for (const bad of ['../outside.txt', '/etc/passwd', 'c\\empty.txt', 'c/./empty.txt', 'c//empty.txt']) {
      await expect(h.store.uploadDirectory(RUN_NAME, cell.root, [bad])).rejects.toThrow(
        UnsafeArtifactPathError,
      );
    }
    await expect(
      h.store.uploadDirectory(RUN_NAME, cell.root, ['c/empty.txt', 'c/empty.txt']),
    ).rejects.toThrow(/listed twice/);
    await expect(h.store.uploadDirectory(RUN_NAME, cell.root, ['c/missing.txt'])).rejects.toThrow(
      /missing\.txt does not exist/,
    );
    await expect(h.store.uploadDirectory(RUN_NAME, cell.root, [])).rejects.toThrow(ArtifactUploadError);
    await expect(h.store.uploadDirectory(RUN_NAME, path.join(h.dir, 'nope'), files)).rejects.toThrow(
      /does not exist or is not a directory/,
    );
    await expect(h.store.uploadDirectory(RUN_NAME, cell.root, files, { retentionDays: 91 })).rejects.toThrow(
      /retentionDays must be an integer from 1 to 90, got 91/,
    );
    // A link would let the archiver read a file outside the root.
    await writeFile(path.join(h.dir, 'secret.txt'), 'secret');
    await symlink(path.join(h.dir, 'secret.txt'), path.join(cell.root, 'c/link.txt'));
    await expect(h.store.uploadDirectory(RUN_NAME, cell.root, ['c/link.txt'])).rejects.toThrow(
      /is a symbolic link/,
    );
    await symlink(h.dir, path.join(cell.root, 'linked-dir'));
    await expect(h.store.uploadDirectory(RUN_NAME, cell.root, ['linked-dir/secret.txt'])).rejects.toThrow(
      /is a symbolic link/,
    );
    expect(await h.store.list()).toEqual([]);
  });

  test('a second upload under the same name is refused', async () => {
    const cell = await writeCell(path.join(h.dir, 'out'), 'c');
    await h.store.uploadDirectory(RUN_NAME, cell.root, ['c/empty.txt']);
    const error = await h.store
      .uploadDirectory(RUN_NAME, cell.root, ['c/server-time.txt'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactUploadError);
    expect((error as ArtifactUploadError).message).toContain(JSON.stringify(RUN_NAME));
    expect((error as ArtifactUploadError).message).toMatch(/already exists/);
    expect(await h.store.list()).toHaveLength(1);
  });

  test("downloads honour the caller's limits before anything is written", async () => {
    const cell = await writeCell(path.join(h.dir, 'out'), 'runs/forward/q8-generic/p2');
    const up = await h.store.uploadDirectory(RUN_NAME, cell.root, [...cell.files.keys()]);
    const content = [...cell.files.values()].reduce((n, b) => n + b.length, 0);
    const dest = path.join(h.dir, 'dest');
    const roomy = { maxArchiveBytes: 10 * 1024 ** 2, maxExtractedBytes: 10 * 1024 ** 2, maxEntries: 100 };
    await expect(
      h.store.download(RUN_NAME, dest, { limits: { ...roomy, maxArchiveBytes: up.size - 1 } }),
    ).rejects.toThrow(ArtifactTooLargeError);
    await expect(
      h.store.download(RUN_NAME, dest, { limits: { ...roomy, maxExtractedBytes: content - 1 } }),
    ).rejects.toThrow(/declares more than \d+ bytes of content/);
    await expect(h.store.download(RUN_NAME, dest, { limits: { ...roomy, maxEntries: 5 } })).rejects.toThrow(
      /has 6 entries; at most 5 are allowed/,
    );
    await expect(readdir(dest)).rejects.toThrow(/ENOENT/);
    const ok = await h.store.download(RUN_NAME, dest, { limits: { ...roomy, maxExtractedBytes: content } });
    await expectSameFiles(dest, cell, ok.files);
  });

  test('unknown names and ids are ArtifactNotFoundError', async () => {
    await expect(h.store.download('capacity-bundle', path.join(h.dir, 'd'))).rejects.toThrow(
      ArtifactNotFoundError,
    );
    await expect(h.store.download(424242, path.join(h.dir, 'd'))).rejects.toThrow(
      /No artifact with id 424242/,
    );
  });

  test('downloads never overwrite files or write through links in the destination', async () => {
    const cell = await writeCell(path.join(h.dir, 'out'), 'runs/forward/q8-generic/p2');
    await h.store.uploadDirectory(RUN_NAME, cell.root, [...cell.files.keys()]);

    const dest = path.join(h.dir, 'dest');
    const existing = path.join(dest, 'runs/forward/q8-generic/p2/server-time.txt');
    await mkdir(path.dirname(existing), { recursive: true });
    await writeFile(existing, 'keep me');
    await expect(h.store.download(RUN_NAME, dest)).rejects.toThrow(/Refusing to overwrite existing/);
    expect(await readFile(existing, 'utf8')).toBe('keep me');
    expect(await readdir(path.dirname(existing))).toEqual(['server-time.txt']);

    const dest2 = path.join(h.dir, 'dest2');
    const outside = path.join(h.dir, 'outside');
    await mkdir(outside);
    await mkdir(dest2);
    await symlink(outside, path.join(dest2, 'runs'));
    await expect(h.store.download(RUN_NAME, dest2)).rejects.toThrow(
      /Refusing to write through .*runs: it is a symbolic link/,
    );
    expect(await readdir(outside)).toEqual([]);
  });
});
