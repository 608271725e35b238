// Configures and compiles the `llama-server` target of a checkout with the offline flag set, then
// collects the evidence the manifest hashes: logs, CMakeCache, binary, ldd, KleidiAI symbols.
import { chmod, copyFile, mkdir, open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ELF_MACHINES, normalizeArch } from '../../domain/build/build-target.js';
import type { BuildMode, BuildVariant } from '../../domain/build/build-variant.js';
import { cmakeBuildArgs, cmakeCacheValue, cmakeConfigureArgs } from '../../domain/build/cmake-args.js';
import { countKleidiaiSymbols } from '../../domain/build/kleidiai.js';
import { describeElf, parseElfIdentity, type ElfIdentity } from '../../domain/build/elf.js';
import { emulatorArgv } from '../../domain/build/launcher.js';
import { fileSha256 } from '../cache/file-digest.js';
import { runChecked, runProcess } from '../process/run-process.js';
import { saveToolchainOutputs, type ToolchainProbe } from './toolchain.js';
import { LlamaBuildError } from '../errors.js';

export interface BuildEvidence {
  label: string;
  server_binary_sha256: string;
  kleidiai_enabled: boolean;
  cmake_cache_sha256: string;
  configure_log_sha256: string;
  compile_log_sha256: string;
  /** Symbols named like KleidiAI (`kleidiai`, `kai_*`) found by `nm` in the binary. */
  kleidiai_symbol_count: number;
  /** The `--version` line of the binary, e.g. `version: 0.4.0-dev (build 1, commit 80fb11a)`. */
  server_version: string;
  /** From the binary's ELF header, e.g. `ELF 64-bit LSB, AArch64 (e_machine 183)` (absent in older records). */
  binary_architecture?: string;
  /** Normalised architecture the binary runs on (`x64`, `arm64`; absent in older records). */
  binary_arch?: string;
  /** Every cached file (relative to the build entry directory) with its SHA-256. */
  files: { path: string; sha256: string }[];
}

export interface BuildInputs {
  sourceDir: string;
  revision: string;
  variant: BuildVariant;
  toolchain: ToolchainProbe;
  /** Scratch build tree (deleted by the caller afterwards). */
  buildDir: string;
  /** Where `bin/llama-server` and `evidence/` are written. */
  outDir: string;
  kleidiaiSourceDir?: string;
  kleidiaiFetchContentName?: string;
  /** Host, native-target or cross build (default host). */
  mode?: BuildMode;
  /** Host architecture (default process.arch). */
  hostArch?: string;
  jobs: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface BuildTimings {
  configure_seconds: number;
  compile_seconds: number;
}

/** Relative paths inside a build entry. */
export const BUILD_FILES = {
  binary: 'bin/llama-server',
  configureLog: 'evidence/configure.log',
  compileLog: 'evidence/compile.log',
  cmakeCache: 'evidence/CMakeCache.txt',
  ldd: 'evidence/ldd.txt',
  kleidiaiSymbols: 'evidence/kleidiai-symbols.txt',
  serverVersion: 'evidence/server-version.txt',
  toolchainDir: 'evidence/toolchain',
} as const;

/** Every regular file under `dir`, as sorted relative POSIX paths. */
export async function listFiles(dir: string, skip: ReadonlySet<string> = new Set()): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const rel = relative(dir, full).split('\\').join('/');
        if (!skip.has(rel)) out.push(rel);
      }
    }
  };
  await walk(dir);
  return out.sort();
}

/** Reads the ELF header of `path`. */
export async function readElfIdentity(path: string): Promise<ElfIdentity> {
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(20);
    const { bytesRead } = await handle.read(header, 0, 20, 0);
    return parseElfIdentity(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

async function symbolEvidence(
  binary: string,
  toolPrefix: string,
): Promise<{ text: string; count: number; method: string }> {
  const nmTool = `${toolPrefix}nm`;
  const nm = await runProcess(nmTool, ['--defined-only', binary]);
  let source = '';
  let method = `${nmTool} --defined-only`;
  if (nm.code === 0 && nm.stdout.length > 0) source = nm.stdout.toString('utf8');
  else {
    // Stripped binary: fall back to printable strings.
    const strings = await runProcess('strings', ['-a', binary]);
    if (strings.code !== 0) throw new LlamaBuildError(`neither nm nor strings could read ${binary}`);
    source = strings.stdout.toString('utf8');
    method = 'strings -a';
  }
  const { total, names } = countKleidiaiSymbols(source);
  const text = `# ${method} ${BUILD_FILES.binary}: symbols matching /kleidiai/i or /(^|_)kai_/\ncount: ${total}\n${names.join('\n')}${names.length ? '\n' : ''}`;
  return { text, count: total, method };
}

/** What every phase of one build shares. */
interface BuildContext {
  inputs: BuildInputs;
  variant: BuildVariant;
  outDir: string;
  buildDir: string;
  mode: BuildMode;
  env: NodeJS.ProcessEnv;
}

/** Runs `cmake` configure; returns when the configure command itself started (`Date.now()`). */
async function configureBuild(ctx: BuildContext): Promise<number> {
  const { inputs, variant, outDir, buildDir, mode, env } = ctx;
  const configureArgs = cmakeConfigureArgs({
    sourceDir: inputs.sourceDir,
    buildDir,
    generator: inputs.toolchain.identity.generator,
    cCompiler: inputs.toolchain.identity.cCompiler,
    cxxCompiler: inputs.toolchain.identity.cxxCompiler,
    variant,
    kleidiaiSourceDir: inputs.kleidiaiSourceDir,
    kleidiaiFetchContentName: inputs.kleidiaiFetchContentName,
    crossTarget: mode.kind === 'cross' ? mode.target : undefined,
  });
  const configureLog = join(outDir, BUILD_FILES.configureLog);
  await writeFile(configureLog, `$ cmake ${configureArgs.join(' ')}\n`);
  inputs.log?.(`[${variant.label}] cmake configure`);
  const startedAt = Date.now();
  try {
    await runChecked('cmake', configureArgs, `cmake configure of llama-server variant '${variant.label}'`, {
      env,
      signal: inputs.signal,
      logFile: configureLog,
    });
  } catch (error) {
    throw new LlamaBuildError((error as Error).message);
  }
  return startedAt;
}

/** Copies `CMakeCache.txt` into the evidence, checks it holds the variant's KleidiAI flag and no web
 *  download, and returns its GGML_CPU_KLEIDIAI value. */
async function checkCmakeCache(ctx: BuildContext): Promise<string | undefined> {
  const { variant, outDir, buildDir } = ctx;
  const cacheText = await readFile(join(buildDir, 'CMakeCache.txt'), 'utf8');
  await writeFile(join(outDir, BUILD_FILES.cmakeCache), cacheText);
  const expected = variant.kleidiai ? 'ON' : 'OFF';
  const actual = cmakeCacheValue(cacheText, 'GGML_CPU_KLEIDIAI');
  if (actual !== expected) {
    throw new LlamaBuildError(
      `CMakeCache.txt of variant '${variant.label}' has GGML_CPU_KLEIDIAI:BOOL=${actual ?? '(missing)'}, expected ${expected}`,
    );
  }
  const prebuiltUi = cmakeCacheValue(cacheText, 'LLAMA_USE_PREBUILT_UI');
  if (prebuiltUi !== undefined && prebuiltUi !== 'OFF') {
    throw new LlamaBuildError(
      `CMakeCache.txt has LLAMA_USE_PREBUILT_UI=${prebuiltUi}; the build would download web assets`,
    );
  }
  return actual;
}

/** Compiles the target, logging Ninja's progress about every 10 %. */
async function compileBuild(ctx: BuildContext): Promise<void> {
  const { inputs, variant, outDir, buildDir, env } = ctx;
  const log = inputs.log;
  const buildArgs = cmakeBuildArgs(buildDir, inputs.jobs);
  const compileLog = join(outDir, BUILD_FILES.compileLog);
  await writeFile(compileLog, `$ cmake ${buildArgs.join(' ')}\n`);
  log?.(`[${variant.label}] compiling llama-server with ${inputs.jobs} jobs`);
  let lastProgress = 0;
  try {
    await runChecked('cmake', buildArgs, `compile of llama-server variant '${variant.label}'`, {
      env,
      signal: inputs.signal,
      logFile: compileLog,
      onLine: (line) => {
        // Ninja progress lines look like `[12/330] Building …`; report about every 10 %.
        const m = /^\[(\d+)\/(\d+)\]/.exec(line);
        if (m && log) {
          const pct = Math.floor((100 * Number(m[1])) / Number(m[2]));
          if (pct >= lastProgress + 10 || Number(m[1]) === Number(m[2])) {
            lastProgress = pct;
            log(`[${variant.label}] ${m[0]} ${pct}%`);
          }
        }
      },
    });
  } catch (error) {
    throw new LlamaBuildError((error as Error).message);
  }
}

/** Copies the built binary into the entry and checks its ELF architecture; returns its description. */
async function installBinary(
  ctx: BuildContext,
  binaryArch: string,
): Promise<{ binary: string; architecture: string }> {
  const { variant, outDir, buildDir } = ctx;
  const builtBinary = join(buildDir, 'bin', 'llama-server');
  try {
    await stat(builtBinary);
  } catch {
    throw new LlamaBuildError(
      `the build of variant '${variant.label}' finished but ${builtBinary} does not exist`,
    );
  }
  const binary = join(outDir, BUILD_FILES.binary);
  await copyFile(builtBinary, binary);
  await chmod(binary, 0o755);

  // `file`-style architecture check from the ELF header: a cross build must not yield a host binary.
  let elf: ElfIdentity;
  try {
    elf = await readElfIdentity(binary);
  } catch (error) {
    throw new LlamaBuildError(`${binary} of variant '${variant.label}': ${(error as Error).message}`);
  }
  const architecture = describeElf(elf);
  if (ELF_MACHINES[binaryArch] !== undefined && elf.machine !== ELF_MACHINES[binaryArch]) {
    throw new LlamaBuildError(
      `variant '${variant.label}' should produce a ${binaryArch} binary (e_machine ${ELF_MACHINES[binaryArch]}) but ${binary} is ${architecture}`,
    );
  }
  return { binary, architecture };
}

/** The shared libraries the binary needs: `ldd` natively, `readelf -d` for a cross build. */
async function linkedLibrariesText(ctx: BuildContext, binary: string, toolPrefix: string): Promise<string> {
  const { mode, env } = ctx;
  if (mode.kind === 'cross') {
    // ldd cannot load a foreign binary; its NEEDED entries name the same libraries.
    const readelf = await runProcess(`${toolPrefix}readelf`, ['-d', binary], { env });
    const needed = readelf.stdout
      .toString('utf8')
      .split('\n')
      .filter((l) => l.includes('(NEEDED)'))
      .map((l) => `${/\[(.*)\]/.exec(l)?.[1] ?? l.trim()}\n`)
      .join('');
    return `# ${toolPrefix}readelf -d ${BUILD_FILES.binary} (NEEDED)\n${needed}`;
  }
  const ldd = await runProcess('ldd', [binary], { env });
  // Load addresses change on every run (ASLR); drop them so the capture is reproducible.
  return Buffer.concat([ldd.stdout, ldd.stderr])
    .toString('utf8')
    .replace(/ \(0x[0-9a-f]+\)/g, '');
}

/** Writes the KleidiAI symbol evidence and checks it agrees with the variant. */
async function checkKleidiaiSymbols(
  ctx: BuildContext,
  binary: string,
  toolPrefix: string,
): Promise<{ count: number }> {
  const { variant, outDir } = ctx;
  const symbols = await symbolEvidence(binary, toolPrefix);
  await writeFile(join(outDir, BUILD_FILES.kleidiaiSymbols), symbols.text);
  if (variant.kleidiai && symbols.count === 0) {
    throw new LlamaBuildError(
      `variant '${variant.label}' enables KleidiAI but ${symbols.method} finds no KleidiAI symbol in the binary`,
    );
  }
  if (!variant.kleidiai && symbols.count !== 0) {
    throw new LlamaBuildError(
      `variant '${variant.label}' disables KleidiAI but ${symbols.method} finds ${symbols.count} KleidiAI symbols in the binary`,
    );
  }
  return { count: symbols.count };
}

/** Runs `--version` (under the emulator for a cross build) and checks it reports the pinned commit. */
async function checkServerVersion(ctx: BuildContext, binary: string, launcher: string[]): Promise<string> {
  const { inputs, outDir, env } = ctx;
  const signal = inputs.signal;
  const version =
    launcher.length > 0
      ? await runProcess(launcher[0], [...launcher.slice(1), binary, '--version'], { env, signal })
      : await runProcess(binary, ['--version'], { env, signal });
  const versionText = Buffer.concat([version.stdout, version.stderr]).toString('utf8');
  await writeFile(join(outDir, BUILD_FILES.serverVersion), versionText);
  const versionLine = /^version: .*$/m.exec(versionText)?.[0];
  const reported = /commit ([0-9a-f]{7,40})/.exec(versionLine ?? '')?.[1];
  if (version.code !== 0 || !reported || !inputs.revision.startsWith(reported)) {
    throw new LlamaBuildError(
      `built llama-server reports ${JSON.stringify(versionLine ?? versionText.trim().slice(0, 200))}, expected commit ${inputs.revision.slice(0, 7)}`,
    );
  }
  return versionLine!;
}

export async function buildLlamaServer(
  inputs: BuildInputs,
): Promise<{ evidence: BuildEvidence; timings: BuildTimings }> {
  const { variant, outDir, buildDir } = inputs;
  const mode: BuildMode = inputs.mode ?? { kind: 'host' };
  const hostArch = normalizeArch(inputs.hostArch ?? process.arch);
  const binaryArch = mode.kind === 'host' ? hostArch : mode.target.arch;
  // A cross build inspects its binary with the target's binutils and runs it under the emulator.
  const toolPrefix = mode.kind === 'cross' ? mode.target.toolPrefix : '';
  const launcher = mode.kind === 'cross' ? emulatorArgv(mode.target) : [];
  const evidenceDir = join(outDir, 'evidence');
  await mkdir(join(outDir, 'bin'), { recursive: true });
  await mkdir(evidenceDir, { recursive: true });
  await mkdir(buildDir, { recursive: true });
  await saveToolchainOutputs(join(outDir, BUILD_FILES.toolchainDir), inputs.toolchain);

  const ctx: BuildContext = { inputs, variant, outDir, buildDir, mode, env: { ...process.env, LC_ALL: 'C' } };
  const t0 = await configureBuild(ctx);
  const t1 = Date.now();
  const kleidiaiValue = await checkCmakeCache(ctx);
  await compileBuild(ctx);
  const t2 = Date.now();

  const { binary, architecture } = await installBinary(ctx, binaryArch);
  await writeFile(join(outDir, BUILD_FILES.ldd), await linkedLibrariesText(ctx, binary, toolPrefix));
  const symbols = await checkKleidiaiSymbols(ctx, binary, toolPrefix);
  const versionLine = await checkServerVersion(ctx, binary, launcher);

  const files: { path: string; sha256: string }[] = [];
  for (const path of await listFiles(outDir, new Set(['build.json']))) {
    files.push({ path, sha256: await fileSha256(join(outDir, path)) });
  }
  const hashOf = (path: string): string => files.find((f) => f.path === path)!.sha256;
  return {
    evidence: {
      label: variant.label,
      server_binary_sha256: hashOf(BUILD_FILES.binary),
      kleidiai_enabled: kleidiaiValue === 'ON',
      cmake_cache_sha256: hashOf(BUILD_FILES.cmakeCache),
      configure_log_sha256: hashOf(BUILD_FILES.configureLog),
      compile_log_sha256: hashOf(BUILD_FILES.compileLog),
      kleidiai_symbol_count: symbols.count,
      server_version: versionLine,
      binary_architecture: architecture,
      binary_arch: binaryArch,
      files,
    },
    timings: { configure_seconds: (t1 - t0) / 1000, compile_seconds: (t2 - t1) / 1000 },
  };
}

/** The six fields of manifest `candidates[id].build` (capacity-study.md §9.8). */
export interface ManifestBuild {
  label: string;
  server_binary_sha256: string;
  kleidiai_enabled: boolean;
  cmake_cache_sha256: string;
  configure_log_sha256: string;
  compile_log_sha256: string;
}

export function manifestBuild(evidence: BuildEvidence): ManifestBuild {
  return {
    label: evidence.label,
    server_binary_sha256: evidence.server_binary_sha256,
    kleidiai_enabled: evidence.kleidiai_enabled,
    cmake_cache_sha256: evidence.cmake_cache_sha256,
    configure_log_sha256: evidence.configure_log_sha256,
    compile_log_sha256: evidence.compile_log_sha256,
  };
}
