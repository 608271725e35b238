// Pinned sources: shallow fetch of one commit from a local repository, verified after checkout.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../kits/build-fixtures.js';
import { BuildConfigurationError } from '../../../src/domain/core/errors.js';
import { LlamaSourceError } from '../../../src/adapters/errors.js';
import { cachePath, defaultCacheDir } from '../../../src/adapters/cache/cache-dir.js';
import {
  ensureLlamaSourceCheckout,
  ensureNpmTarball,
  readCheckoutFile,
} from '../../../src/adapters/llama/source.js';
import { createLocalGitRepo, type LocalGitRepo } from '../../kits/build-git-repo.js';

let repo: LocalGitRepo;
let cacheDir: string;
const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();

beforeAll(async () => {
  repo = await createLocalGitRepo([
    { 'README.md': 'one\n' },
    { 'README.md': 'two\n', 'b.txt': 'b\n' },
    { 'c.txt': 'c\n' },
  ]);
});
afterAll(async () => {
  await repo.cleanup();
});
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'build-source-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

test('fetches exactly the pinned (non-tip) commit, shallowly, and reuses the checkout', async () => {
  const pinned = repo.commits[1];
  const first = await ensureLlamaSourceCheckout({
    cacheDir,
    source: { kind: 'git', repository: repo.url, commit: pinned },
  });
  expect(first).toEqual({
    dir: join(cacheDir, 'sources/llama.cpp', pinned),
    revision: pinned,
    fromCache: false,
  });
  expect(git(first.dir, 'rev-parse', 'HEAD')).toBe(pinned);
  expect(git(first.dir, 'rev-list', '--count', 'HEAD')).toBe('1');
  expect(await readFile(join(first.dir, 'README.md'), 'utf8')).toBe('two\n');
  await expect(stat(join(first.dir, 'c.txt'))).rejects.toThrow();
  const marker = JSON.parse(
    await readFile(join(cacheDir, 'sources/llama.cpp', `${pinned}.verified.json`), 'utf8'),
  );
  expect(marker).toMatchObject({ revision: pinned, kind: 'git', origin: repo.url });

  const second = await ensureLlamaSourceCheckout({
    cacheDir,
    source: { kind: 'git', repository: repo.url, commit: pinned },
  });
  expect(second.fromCache).toBe(true);
});

test('a cached checkout moved off the pinned commit is fetched again', async () => {
  const pinned = repo.commits[0];
  const { dir } = await ensureLlamaSourceCheckout({
    cacheDir,
    source: { kind: 'git', repository: repo.url, commit: pinned },
  });
  // Simulate a tampered checkout: point HEAD at another commit object.
  await writeFile(join(dir, '.git', 'HEAD'), `${repo.commits[2]}\n`);
  const again = await ensureLlamaSourceCheckout({
    cacheDir,
    source: { kind: 'git', repository: repo.url, commit: pinned },
  });
  expect(again.fromCache).toBe(false);
  expect(git(again.dir, 'rev-parse', 'HEAD')).toBe(pinned);
});

test('a commit the repository does not have fails naming the commit and the repository', async () => {
  const missing = 'f'.repeat(40);
  const error = await ensureLlamaSourceCheckout({
    cacheDir,
    source: { kind: 'git', repository: repo.url, commit: missing },
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LlamaSourceError);
  expect((error as Error).message).toContain(missing);
  expect((error as Error).message).toContain(repo.url);
  await expect(stat(join(cacheDir, 'sources/llama.cpp', missing))).rejects.toThrow();
});

test('invalid source specs are refused before any git call', async () => {
  await expect(
    ensureLlamaSourceCheckout({ cacheDir, source: { kind: 'git', repository: repo.url, commit: 'abc123' } }),
  ).rejects.toThrow(BuildConfigurationError);
  await expect(
    ensureLlamaSourceCheckout({
      cacheDir,
      source: { kind: 'git', repository: '--upload-pack=x', commit: repo.commits[0] },
    }),
  ).rejects.toThrow('repository must be');
  await expect(
    ensureLlamaSourceCheckout({
      cacheDir,
      source: { ...NODE_LLAMA_CPP_BUNDLE_SOURCE, integrity: 'sha1-abc' },
    }),
  ).rejects.toThrow('sha512 SRI');
});

test('readCheckoutFile refuses paths outside the checkout', async () => {
  await expect(readCheckoutFile(cacheDir, '../etc/passwd')).rejects.toThrow('unsafe path');
  await expect(readCheckoutFile(cacheDir, '/etc/passwd')).rejects.toThrow('unsafe path');
  await expect(readCheckoutFile(cacheDir, 'a\\b')).rejects.toThrow('unsafe path');
});

describe('npm bundle source', () => {
  const sharedTarball = join(
    cachePath(defaultCacheDir(), 'npmTarballs'),
    `node-llama-cpp-${NODE_LLAMA_CPP_BUNDLE_SOURCE.version}.tgz`,
  );
  let savedPath: string | undefined;
  beforeAll(
    async () => {
      // Fetch through npm once into the shared cache (a no-op when it is already there).
      await ensureNpmTarball(defaultCacheDir(), NODE_LLAMA_CPP_BUNDLE_SOURCE);
    },
    10 * 60 * 1000,
  );
  beforeEach(() => {
    savedPath = process.env.PATH;
  });
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  async function seedTarball(): Promise<void> {
    await mkdir(cachePath(cacheDir, 'npmTarballs'), { recursive: true });
    await copyFile(sharedTarball, join(cachePath(cacheDir, 'npmTarballs'), 'node-llama-cpp-3.21.1.tgz'));
  }

  test(
    'npm pack fetches the tarball into the cache and checks it against the registry integrity',
    async () => {
      const lines: string[] = [];
      const path = await ensureNpmTarball(cacheDir, NODE_LLAMA_CPP_BUNDLE_SOURCE, (l) => lines.push(l));
      expect(path).toBe(join(cacheDir, 'sources/npm/node-llama-cpp-3.21.1.tgz'));
      expect((await stat(path)).size).toBe(35_413_592);
      expect(lines).toEqual(['npm pack node-llama-cpp@3.21.1']);
      expect((await readdir(join(cacheDir, 'sources/npm'))).sort()).toEqual(['node-llama-cpp-3.21.1.tgz']);
    },
    5 * 60 * 1000,
  );

  test('a cached tarball matching the registry integrity is used without npm', async () => {
    await seedTarball();
    process.env.PATH = '/nonexistent';
    const path = await ensureNpmTarball(cacheDir, NODE_LLAMA_CPP_BUNDLE_SOURCE);
    expect(path).toBe(join(cacheDir, 'sources/npm/node-llama-cpp-3.21.1.tgz'));
  });

  test('a cached tarball that does not match the pinned integrity is discarded and fetched again', async () => {
    await seedTarball();
    process.env.PATH = '/nonexistent';
    const wrong = { ...NODE_LLAMA_CPP_BUNDLE_SOURCE, integrity: `sha512-${'A'.repeat(86)}==` };
    const lines: string[] = [];
    await expect(ensureNpmTarball(cacheDir, wrong, (l) => lines.push(l))).rejects.toThrow(
      'npm was not found on PATH',
    );
    expect(lines.join('\n')).toContain('does not match the pinned integrity');
    await expect(stat(join(cacheDir, 'sources/npm/node-llama-cpp-3.21.1.tgz'))).rejects.toThrow();
  });

  test(
    'checks out the pinned commit from a working directory outside any git repository',
    async () => {
      await seedTarball();
      const outside = await mkdtemp(join(tmpdir(), 'pp-no-repo-'));
      const previous = process.cwd();
      process.chdir(outside);
      try {
        const checkout = await ensureLlamaSourceCheckout({ cacheDir, source: NODE_LLAMA_CPP_BUNDLE_SOURCE });
        expect(checkout.revision).toBe(NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit);
        expect(checkout.fromCache).toBe(false);
      } finally {
        process.chdir(previous);
        await rm(outside, { recursive: true, force: true });
      }
    },
    5 * 60 * 1000,
  );

  test(
    'a bundle without the pinned commit fails naming the commit and the heads it has',
    async () => {
      await seedTarball();
      const wrong = {
        ...NODE_LLAMA_CPP_BUNDLE_SOURCE,
        expectedCommit: '0123456789abcdef0123456789abcdef01234567',
      };
      const error = await ensureLlamaSourceCheckout({ cacheDir, source: wrong }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlamaSourceError);
      expect((error as Error).message).toContain(
        'does not contain the pinned commit 0123456789abcdef0123456789abcdef01234567',
      );
      expect((error as Error).message).toContain(NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit);
    },
    5 * 60 * 1000,
  );
});
