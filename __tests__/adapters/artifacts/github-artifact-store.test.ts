// The real @actions/artifact client against the loopback results service: protocol, faults, integrity.
import { createHash } from 'node:crypto';
import { access, readFile, readdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import {
  ArtifactIntegrityError,
  ArtifactTooLargeError,
  ArtifactUploadError,
  UnsafeArtifactPathError,
} from '../../../src/adapters/errors.js';
import type {
  GitHubArtifactStoreOptions,
  UploadRetryEvent,
} from '../../../src/adapters/artifacts/github-artifact-store.js';
import { extractZip } from '../../../src/adapters/artifacts/zip-extract.js';
import { artifactName } from '../../../src/domain/bundle/artifact-names.js';
import { TWIRP_PREFIX } from '../../kits/fake-results-service.js';
import { githubHarness, writeCell } from '../../kits/store-fixture.js';
import { makeZip } from '../../kits/zip-fixture.js';

const NAME = artifactName({
  prefix: 'capacity',
  kind: 'run',
  pass: 'forward',
  candidate: 'q8-generic',
  serverParallel: 2,
});
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

/** `mib` MiB of zeros as a raw deflate stream (about 1 KiB per MiB), built without holding them. */
async function deflatedZeros(mib: number): Promise<{ compressed: Buffer; crc: number; size: number }> {
  const zeros = Buffer.alloc(1024 ** 2);
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let i = 0; i < mib; i++) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { compressed: Buffer.concat(chunks), crc: crc >>> 0, size: mib * 1024 ** 2 };
}

let h: Awaited<ReturnType<typeof githubHarness>>;
async function start(options: GitHubArtifactStoreOptions = {}) {
  h = await githubHarness(options);
  return h;
}
afterEach(async () => {
  await h?.close();
});

describe('upload through the real client', () => {
  test('speaks Twirp JSON to the results service and block-blob PUTs to the signed URL', async () => {
    const { store, service, dir } = await start();
    const cell = await writeCell(path.join(dir, 'out'), 'runs/forward/q8-generic/p2');
    const before = Date.now();
    const uploaded = await store.uploadDirectory(NAME, cell.root, [...cell.files.keys()], {
      retentionDays: 5,
    });

    const create = service.calls('CreateArtifact');
    expect(create).toHaveLength(1);
    expect(create[0].authorization).toBe(`Bearer ${service.runtimeToken}`);
    expect(create[0].json).toMatchObject({
      workflow_run_backend_id: service.workflowRunBackendId,
      workflow_job_run_backend_id: service.workflowJobRunBackendId,
      name: NAME,
      version: 7,
      mime_type: 'application/zip',
    });
    const expiresAt = Date.parse(String(create[0].json?.expires_at));
    expect(expiresAt - before).toBeGreaterThan(4.9 * 86_400_000);
    expect(expiresAt - before).toBeLessThan(5.1 * 86_400_000);

    const blobPuts = service.requests.filter((r) => r.method === 'PUT');
    expect(blobPuts.map((r) => r.query.comp)).toEqual(['block', 'blocklist']);
    expect(blobPuts.every((r) => r.query.sig === service.artifacts.get(NAME)?.uploadSig)).toBe(true);

    const stored = service.artifacts.get(NAME);
    const content = stored?.content as Buffer;
    expect(stored?.finalized).toBe(true);
    const finalize = service.calls('FinalizeArtifact');
    expect(finalize[0].json).toMatchObject({
      name: NAME,
      size: String(content.length),
      hash: `sha256:${sha256(content)}`,
    });
    expect(uploaded).toEqual({
      id: stored?.id,
      name: NAME,
      size: content.length,
      digest: sha256(content),
      attempts: 1,
    });

    // The stored blob is a zip that keeps exactly the relative paths and bytes given.
    await writeFile(path.join(dir, 'stored.zip'), content);
    const zip = await extractZip(path.join(dir, 'stored.zip'), path.join(dir, 'unzipped'), {
      maxExtractedBytes: 1024 ** 2,
      maxEntries: 10,
    });
    expect([...zip.files].sort()).toEqual([...cell.files.keys()].sort());
    for (const file of zip.files)
      expect(
        Buffer.compare(await readFile(path.join(dir, 'unzipped', file)), cell.files.get(file) as Buffer),
      ).toBe(0);
    expect(
      service.requests.every(
        (r) => r.path.startsWith(TWIRP_PREFIX) || r.path.startsWith('/devstoreaccount1/'),
      ),
    ).toBe(true);
  });

  test('a dropped CreateArtifact connection is retried with backoff and reported to onRetry', async () => {
    const sleeps: number[] = [];
    const events: UploadRetryEvent[] = [];
    const { store, service, dir } = await start({
      uploadAttempts: 3,
      retryDelayMs: 5,
      sleep: async (ms) => void sleeps.push(ms),
      onRetry: (event) => events.push(event),
    });
    const cell = await writeCell(path.join(dir, 'out'), 'c');
    service.inject({ target: 'CreateArtifact', times: 2, reset: true });
    const uploaded = await store.uploadDirectory(NAME, cell.root, [...cell.files.keys()]);
    expect(uploaded.attempts).toBe(3);
    expect(sleeps).toEqual([5, 10]);
    expect(events.map((e) => [e.name, e.attempt, e.attempts, e.delayMs])).toEqual([
      [NAME, 1, 3, 5],
      [NAME, 2, 3, 10],
    ]);
    expect(events[0].error.message).toMatch(/ECONNRESET/);
    expect(service.calls('CreateArtifact')).toHaveLength(3);
    expect((await store.list()).map((a) => a.name)).toEqual([NAME]);
  });

  test('blob storage refusing every attempt ends in an ArtifactUploadError naming the artifact', async () => {
    const { store, service, dir } = await start({ uploadAttempts: 2, sleep: async () => undefined });
    const cell = await writeCell(path.join(dir, 'out'), 'c');
    service.inject({ target: 'BlobPut', times: 100, status: 403 });
    const error = (await store
      .uploadDirectory(NAME, cell.root, [...cell.files.keys()])
      .catch((e: unknown) => e)) as ArtifactUploadError;
    expect(error).toBeInstanceOf(ArtifactUploadError);
    expect(error.artifactName).toBe(NAME);
    expect(error.attempts).toBe(2);
    expect(error.message).toContain(
      `Uploading artifact ${JSON.stringify(NAME)} (6 file(s) from ${cell.root}) failed after 2 attempt(s):`,
    );
    expect(service.calls('CreateArtifact')).toHaveLength(2);
    expect(service.calls('FinalizeArtifact')).toHaveLength(0);
    expect(await store.list()).toEqual([]);
  });

  test('one 500 from blob storage is absorbed by the storage client itself', async () => {
    const { store, service, dir } = await start({ uploadAttempts: 1 });
    const cell = await writeCell(path.join(dir, 'out'), 'c');
    service.inject({ target: 'BlobPut', times: 1, status: 500 });
    const uploaded = await store.uploadDirectory(NAME, cell.root, [...cell.files.keys()]);
    expect(uploaded.attempts).toBe(1);
    const puts = service.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.query.comp, r.status])).toEqual([
      ['block', 500],
      ['block', 201],
      ['blocklist', 201],
    ]);
    expect(puts[0].query.blockid).toBe(puts[1].query.blockid);
  });

  test('one 500 from CreateArtifact is retried by the Twirp client (after its fixed 3 s backoff)', async () => {
    const { store, service, dir } = await start({ uploadAttempts: 1 });
    const cell = await writeCell(path.join(dir, 'out'), 'c');
    service.inject({ target: 'CreateArtifact', times: 1, status: 500 });
    const uploaded = await store.uploadDirectory(NAME, cell.root, ['c/empty.txt']);
    expect(uploaded.attempts).toBe(1);
    expect(service.calls('CreateArtifact').map((r) => r.status)).toEqual([500, 200]);
  });
});

describe('download through the real client', () => {
  async function uploadOne() {
    const cell = await writeCell(path.join(h.dir, 'out'), 'runs/forward/q8-generic/p2');
    await h.store.uploadDirectory(NAME, cell.root, [...cell.files.keys()]);
    return h.service.artifacts.get(NAME)?.content as Buffer;
  }

  test('a changed byte in transit is rejected as a digest mismatch and nothing is written', async () => {
    await start();
    const content = await uploadOne();
    const damaged = Buffer.from(content);
    damaged[Math.floor(damaged.length / 2)] ^= 0x01;
    h.service.tamperDownload(NAME, damaged);
    const dest = path.join(h.dir, 'dest');
    const error = await h.store.download(NAME, dest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactIntegrityError);
    expect((error as Error).message).toBe(
      `Digest mismatch for artifact ${JSON.stringify(NAME)} (id ${h.service.artifacts.get(NAME)?.id}): ` +
        `expected sha256:${sha256(content)}, got sha256:${sha256(damaged)}.`,
    );
    expect(await exists(dest)).toBe(false);
    expect((await readdir(h.dir)).filter((f) => f.startsWith('artifact-'))).toEqual([]);
  });

  test('a recorded digest that does not match the archive is rejected', async () => {
    await start();
    await uploadOne();
    h.service.overrideDigest(NAME, `sha256:${'0'.repeat(64)}`);
    await expect(h.store.download(NAME, path.join(h.dir, 'dest'))).rejects.toThrow(
      new RegExp(`expected sha256:${'0'.repeat(64)}, got sha256:[0-9a-f]{64}`),
    );
  });

  test('a size that differs from the recorded one is rejected even when the digest matches', async () => {
    await start();
    const content = await uploadOne();
    const longer = Buffer.concat([content, Buffer.from('trailing')]);
    h.service.tamperDownload(NAME, longer);
    h.service.overrideDigest(NAME, `sha256:${sha256(longer)}`);
    await expect(h.store.download(NAME, path.join(h.dir, 'dest'))).rejects.toThrow(
      `Size mismatch for artifact ${JSON.stringify(NAME)} (id ${h.service.artifacts.get(NAME)?.id}): the service reports ${content.length} bytes, downloaded ${longer.length}.`,
    );
  });

  test('an artifact without a recorded digest is not downloaded', async () => {
    await start();
    h.service.seed('legacy', makeZip([{ name: 'a.txt', data: 'a' }]), { digest: '' });
    await expect(h.store.download('legacy', path.join(h.dir, 'dest'))).rejects.toThrow(
      /reports no SHA-256 digest/,
    );
  });

  test.each([
    ['../evil.txt', /has a "\.\." path segment/],
    ['/tmp/evil.txt', /is absolute/],
    ['sub\\..\\..\\evil.txt', /forbidden character/],
  ])('an archive entry %j (zip slip) is rejected before anything is written', async (entry, message) => {
    await start();
    h.service.seed(
      'hostile',
      makeZip([
        { name: 'ok.txt', data: 'fine' },
        { name: entry, data: 'pwned' },
      ]),
    );
    const dest = path.join(h.dir, 'nested', 'dest');
    const error = await h.store.download('hostile', dest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeArtifactPathError);
    expect((error as Error).message).toMatch(/^Archive of artifact "hostile" \(id \d+\) is rejected: /);
    expect((error as Error).message).toMatch(message);
    expect(await exists(dest)).toBe(false);
    expect(await exists(path.join(h.dir, 'nested', 'evil.txt'))).toBe(false);
  });

  test('a symbolic-link entry is rejected', async () => {
    await start();
    h.service.seed('linky', makeZip([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]));
    await expect(h.store.download('linky', path.join(h.dir, 'dest'))).rejects.toThrow(
      /"link" is a symbolic link/,
    );
  });

  test('an artifact listed above the size limit is refused before anything is fetched', async () => {
    await start();
    const content = await uploadOne();
    const error = await h.store
      .download(NAME, path.join(h.dir, 'dest'), {
        limits: { maxArchiveBytes: content.length - 1, maxExtractedBytes: 1024 ** 3, maxEntries: 100 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactTooLargeError);
    expect((error as Error).message).toBe(
      `artifact ${JSON.stringify(NAME)} (id ${h.service.artifacts.get(NAME)?.id}) is ${content.length} bytes; ` +
        `at most ${content.length - 1} are accepted, so it was not downloaded.`,
    );
    expect(h.service.calls('GetSignedArtifactURL')).toHaveLength(0);
    expect(h.service.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    expect(await exists(path.join(h.dir, 'dest'))).toBe(false);
  });

  test('a 1 MiB artifact declaring four 256 MiB entries is refused before inflating anything', async () => {
    await start();
    const { compressed, crc, size } = await deflatedZeros(256);
    const zip = makeZip(['a', 'b', 'c', 'd'].map((name) => ({ name, compressed, crc, declaredSize: size })));
    expect(zip.length).toBeLessThan(1.5 * 1024 ** 2);
    h.service.seed('bomb', zip);
    const dest = path.join(h.dir, 'dest');
    const before = process.memoryUsage().arrayBuffers;
    const error = await h.store
      .download('bomb', dest, {
        limits: { maxArchiveBytes: 2 * 1024 ** 2, maxExtractedBytes: 64 * 1024 ** 2, maxEntries: 100 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactTooLargeError);
    expect((error as Error).message).toMatch(
      /^Archive of artifact "bomb" \(id \d+\) is rejected: archive declares more than 67108864 bytes of content/,
    );
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 ** 2);
    expect(await exists(dest)).toBe(false);
  });

  test('list shows only this workflow run', async () => {
    await start();
    await uploadOne();
    h.service.seed('other-run-artifact', makeZip([{ name: 'a', data: 'a' }]), { otherRun: true });
    expect((await h.store.list()).map((a) => a.name)).toEqual([NAME]);
    await expect(h.store.download('other-run-artifact', path.join(h.dir, 'd'))).rejects.toThrow(
      /No artifact named/,
    );
  });
});
