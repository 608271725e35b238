// Returns a llama-server binary for (pinned source, variant): from the content-addressed build
// cache when present, else checkout → configure → compile → evidence → publish, after which the
// build tree is deleted (runner disks are small).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCacheKey, buildKeyDocument, type BuildKeyInput } from '../../domain/build/build-key.js';
import { sourceRevision, validateSourceSpec, type SourceSpec } from '../../domain/build/build-source.js';
import { crossCompilers } from '../../domain/build/build-target.js';
import {
  assertVariantsPossible,
  buildMode,
  type BuildMode,
  type BuildVariant,
} from '../../domain/build/build-variant.js';
import { kleidiaiPinFromCmakeLists, type KleidiaiPin } from '../../domain/build/kleidiai.js';
import { BuildConfigurationError } from '../../domain/core/errors.js';
import { buildLlamaServer, BUILD_FILES, type BuildEvidence } from './build.js';
import { buildEntryDir, lookupBuild, publishBuild, type BuildRecord } from './build-cache.js';
import { cachePath } from '../cache/cache-dir.js';
import { withDirLock } from '../cache/dir-lock.js';
import { ensureKleidiaiSource, kleidiaiArchiveOrigin } from './kleidiai-source.js';
import type { PinnedOrigin } from '../models/mirror.js';
import { ensureLlamaSourceCheckout, readCheckoutFile } from './source.js';
import { probeToolchain, type ToolchainProbe, type ToolchainVersions } from './toolchain.js';

export interface EnsureLlamaServerOptions {
  cacheDir: string;
  source: SourceSpec;
  variant: BuildVariant;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Parallel compile jobs (default: available CPUs). */
  jobs?: number;
  /** Defaults to process.arch / process.platform. */
  arch?: string;
  os?: string;
  /** Searched for the pinned KleidiAI archive before downloading it. */
  mirrorDirs?: readonly string[];
}

export interface BuiltServer {
  binaryPath: string;
  cacheKey: string;
  /** `<cacheDir>/builds/<cacheKey>/` (binary under bin/, logs and captures under evidence/). */
  entryDir: string;
  fromCache: boolean;
  sourceRevision: string;
  evidence: BuildEvidence;
  toolchain: ToolchainVersions;
  /** Where pinned inputs came from (absent in records written before this was recorded). */
  inputs?: BuildRecord['inputs'];
}

export interface ResolvedBuildKey {
  key: string;
  keyInput: BuildKeyInput;
  toolchain: ToolchainProbe;
  mode: BuildMode;
}

/** The cache key of a build on this machine (probes the toolchain; no files written). */
export async function resolveBuildCacheKey(options: {
  source: SourceSpec;
  variant: BuildVariant;
  arch?: string;
  os?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ResolvedBuildKey> {
  validateSourceSpec(options.source);
  const arch = options.arch ?? process.arch;
  const mode = buildMode(options.variant, arch);
  // A cross build is compiled by the target's compilers; host and native builds honour CC/CXX.
  const toolchain = await probeToolchain(
    options.env,
    mode.kind === 'cross' ? crossCompilers(mode.target) : undefined,
  );
  const keyInput: BuildKeyInput = {
    sourceRevision: sourceRevision(options.source),
    variant: options.variant,
    toolchain: toolchain.identity,
    os: options.os ?? process.platform,
    arch,
  };
  return { key: buildCacheKey(keyInput), keyInput, toolchain, mode };
}

function toBuiltServer(cacheDir: string, record: BuildRecord, fromCache: boolean): BuiltServer {
  const entryDir = buildEntryDir(cacheDir, record.cache_key);
  return {
    binaryPath: join(entryDir, BUILD_FILES.binary),
    cacheKey: record.cache_key,
    entryDir,
    fromCache,
    sourceRevision: record.source_revision,
    evidence: record.evidence,
    toolchain: record.toolchain,
    inputs: record.inputs,
  };
}

/** The KleidiAI pin of the checkout, checked against the variant's pinned archive version. */
async function kleidiaiPinOf(
  checkoutDir: string,
  revision: string,
  variant: BuildVariant,
): Promise<KleidiaiPin> {
  const cmakeLists = (await readCheckoutFile(checkoutDir, 'ggml/src/ggml-cpu/CMakeLists.txt')).toString(
    'utf8',
  );
  const pin = kleidiaiPinFromCmakeLists(cmakeLists);
  if (!pin) {
    throw new BuildConfigurationError(
      `build variant '${variant.label}' enables KleidiAI, but llama.cpp ${revision} declares no KleidiAI FetchContent in ggml/src/ggml-cpu/CMakeLists.txt`,
    );
  }
  const wanted = variant.kleidiaiSource!.version;
  const wantedMd5 = variant.kleidiaiSource!.md5;
  if (wantedMd5 !== undefined && pin.md5 !== undefined && pin.md5 !== wantedMd5) {
    throw new BuildConfigurationError(
      `build variant '${variant.label}' pins KleidiAI MD5 ${wantedMd5}, but llama.cpp ${revision} pins MD5 ${pin.md5} for ${pin.url ?? 'its KleidiAI archive'}`,
    );
  }
  if (pin.version !== undefined && pin.version !== wanted) {
    throw new BuildConfigurationError(
      `build variant '${variant.label}' pins KleidiAI ${wanted}, but llama.cpp ${revision} expects ${pin.version} (${pin.url ?? 'see ggml/src/ggml-cpu/CMakeLists.txt'}); pin that archive instead`,
    );
  }
  return pin;
}

export async function ensureLlamaServer(options: EnsureLlamaServerOptions): Promise<BuiltServer> {
  const { cacheDir, source, variant, log, signal } = options;
  const arch = options.arch ?? process.arch;
  // Impossible variants fail before any download or compile.
  assertVariantsPossible([variant], arch);
  const { key, keyInput, toolchain, mode } = await resolveBuildCacheKey({
    source,
    variant,
    arch,
    os: options.os,
  });

  const lookup = async (): Promise<BuiltServer | undefined> => {
    const found = await lookupBuild(cacheDir, key);
    if (found.state === 'hit') return toBuiltServer(cacheDir, found.record, true);
    if (found.state === 'corrupt') {
      log?.(`cached build ${key} is unusable (${found.reason}); rebuilding`);
      await rm(buildEntryDir(cacheDir, key), { recursive: true, force: true });
    }
    return undefined;
  };
  const hit = await lookup();
  if (hit) {
    log?.(`llama-server '${variant.label}' from cache ${key}`);
    return hit;
  }

  const buildsRoot = cachePath(cacheDir, 'builds');
  await mkdir(buildsRoot, { recursive: true });
  return withDirLock(
    join(buildsRoot, `${key}.lock`),
    async () => {
      const again = await lookup();
      if (again) return again;
      // Leftovers of an interrupted build of this key (we hold its lock, so none is live).
      for (const name of await readdir(buildsRoot)) {
        if (name.startsWith(`.staging-${key}-`))
          await rm(join(buildsRoot, name), { recursive: true, force: true });
      }
      const checkout = await ensureLlamaSourceCheckout({ cacheDir, source, log, signal });
      let kleidiaiSourceDir: string | undefined;
      let kleidiaiFetchContentName: string | undefined;
      let inputs: BuildRecord['inputs'];
      if (variant.kleidiai && variant.kleidiaiSource) {
        const pin = await kleidiaiPinOf(checkout.dir, checkout.revision, variant);
        kleidiaiFetchContentName = pin.fetchContentName;
        kleidiaiSourceDir = await ensureKleidiaiSource(cacheDir, variant.kleidiaiSource, {
          expectedMd5: pin.md5 ?? variant.kleidiaiSource.md5,
          mirrorDirs: options.mirrorDirs,
          log,
          signal,
        });
        const origin: PinnedOrigin = await kleidiaiArchiveOrigin(cacheDir, variant.kleidiaiSource.sha256);
        inputs = {
          kleidiai_archive: {
            sha256: variant.kleidiaiSource.sha256,
            size_bytes: variant.kleidiaiSource.sizeBytes,
            md5: pin.md5 ?? variant.kleidiaiSource.md5 ?? null,
            ...origin,
          },
        };
      }
      const nonce = randomBytes(4).toString('hex');
      const stagingDir = join(buildsRoot, `.staging-${key}-${nonce}`);
      // A fixed build path (we hold the lock) keeps the configure log identical between runs.
      const buildDir = cachePath(cacheDir, 'tmp', `build-${key}`);
      await rm(buildDir, { recursive: true, force: true });
      try {
        const { evidence, timings } = await buildLlamaServer({
          sourceDir: checkout.dir,
          revision: checkout.revision,
          variant,
          toolchain,
          buildDir,
          outDir: stagingDir,
          kleidiaiSourceDir,
          kleidiaiFetchContentName,
          mode,
          hostArch: arch,
          jobs: options.jobs ?? availableParallelism(),
          log,
          signal,
        });
        const record: BuildRecord = {
          schema: 1,
          cache_key: key,
          key_document: buildKeyDocument(keyInput),
          source_revision: checkout.revision,
          evidence,
          toolchain: toolchain.versions,
          ...(inputs ? { inputs } : {}),
          timings,
          built_at: new Date().toISOString(),
        };
        await publishBuild(stagingDir, cacheDir, record);
        log?.(
          `llama-server '${variant.label}' built in ${(timings.configure_seconds + timings.compile_seconds).toFixed(1)} s, cached as ${key}`,
        );
        return toBuiltServer(cacheDir, record, false);
      } catch (error) {
        // Keep the logs of a failed build for diagnosis; the build tree itself goes.
        const failedDir = join(buildsRoot, `.failed-${key}`);
        await rm(failedDir, { recursive: true, force: true });
        await rename(stagingDir, failedDir).catch(() => undefined);
        (error as Error).message += `\n(build logs kept in ${failedDir})`;
        throw error;
      } finally {
        await rm(buildDir, { recursive: true, force: true });
        await rm(stagingDir, { recursive: true, force: true });
      }
    },
    { what: `the build ${key}`, log, signal },
  );
}
