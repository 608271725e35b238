// `run`: the whole study in one command, and the summary of its selected operating points.
import { resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/llama/cache-dir.js';
import { stopLiveProcessGroups } from '../../adapters/process/run-process.js';
import { installSignalCleanup } from '../../adapters/server/process-registry.js';
import type { JsonObject } from '../../domain/core/json.js';
import { readStudyView } from '../../domain/study/study-model.js';
import { runStudy, type RunStudyResult } from '../../orchestrators/run-study.js';
import { StageError } from '../../orchestrators/stages.js';
import { bundleExtras } from '../../orchestrators/bundle-extras.js';
import { EXIT_MISMATCH, EXIT_OK, parseCommandArgs, runCommand, UsageError, type CommandIo } from '../io.js';

const HELP = `Usage: paretopilot-capacity run --plan <capacity-run.json> [--work-dir <dir>] [--cache-dir <dir>]

Runs a whole capacity study on this machine: validates the run spec, capacity plan, load plan and
quality suite (and every tool it needs) before any work; builds llama-server from the pinned
source (cached by content); prepares the models; runs the forward pass and its mirror with a fresh
llama-server per configuration under GNU time -v; runs the quality guard; then assembles,
gates and checksums the bundle in <work-dir>/bundle and renders its receipt.
On failure the bundle is kept, marked incomplete with the failed stage, and the exit code is 1.

  --work-dir   where the bundle and the server working tree go (default .capacity-work)
  --cache-dir  build/source/model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --mirror-dir look here for pinned archives and models (by file name or sha256) before
               downloading; repeatable; also $PARETOPILOT_MIRROR_DIR (':'-separated)
`;

/** One line per candidate: its selected operating point, rate and gain over the reference cell. */
export function describeSelections(study: JsonObject): string[] {
  return readStudyView(study).selections.map((s) => {
    const cell = s.selectedCell;
    if (!cell) return `  ${s.candidateId}: no eligible point (every cell failed a gate)`;
    const gain = s.generationGainPercent ?? 0;
    const rate = cell.generatedTokensPerSecondMedian;
    return `  ${s.candidateId}: P${cell.serverParallel} / C${cell.clientConcurrency} · ${rate.toFixed(2)} tok/s · ${gain >= 0 ? '+' : ''}${gain.toFixed(1)}% vs P1/C1 · ${s.eligibleCellCount} eligible cell(s)`;
  });
}

/**
 * SIGINT/SIGTERM abort the study: servers stop, and every build or tool process group started
 * through runProcess is ended (SIGTERM, then SIGKILL after a grace period) before the CLI exits.
 */
export function installStudySignals(
  controller: AbortController,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs?: number,
  say: (line: string) => void = (line) => process.stderr.write(line),
): () => void {
  return installSignalCleanup({
    onSignal: (signal) => {
      if (!controller.signal.aborted)
        say(`${signal} received: stopping servers and builds (a second signal kills them at once)\n`);
      controller.abort();
    },
    exit: (code) => void stopLiveProcessGroups(graceMs).finally(() => exit(code)),
  });
}

export async function executeRun(
  specPath: string,
  workDir: string,
  cacheDir: string,
  io: CommandIo,
  mirrorDirs: readonly string[] = [],
): Promise<RunStudyResult | null> {
  const controller = new AbortController();
  const uninstall = installStudySignals(controller, undefined, undefined, io.stderr);
  try {
    return await runStudy(
      specPath,
      io.cwd,
      {
        workDir: resolve(io.cwd, workDir),
        cacheDir,
        mirrorDirs: mirrorDirs.map((d) => resolve(io.cwd, d)),
        env: io.env,
        signal: controller.signal,
      },
      { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) },
      bundleExtras(),
    );
  } catch (e) {
    if (e instanceof StageError) {
      io.stderr(`run: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
      return null;
    }
    throw e;
  } finally {
    uninstall();
  }
}

export async function runCommandMain(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('run', io, async () => {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        plan: { type: 'string' },
        'work-dir': { type: 'string' },
        'cache-dir': { type: 'string' },
        'mirror-dir': { type: 'string', multiple: true },
      },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length) throw new UsageError('unexpected arguments');
    if (!values.plan) throw new UsageError('--plan is required');
    const cacheDir = resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env));
    const result = await executeRun(
      values.plan,
      values['work-dir'] ?? '.capacity-work',
      cacheDir,
      io,
      values['mirror-dir'] ?? [],
    );
    if (!result) return EXIT_MISMATCH;
    io.stdout(
      `study complete in ${result.seconds.toFixed(0)} s\n  bundle:  ${result.bundleDir}\n  receipt: ${resolve(result.bundleDir, 'capacity-receipt.md')}\nselected operating points:\n${describeSelections(result.study!).join('\n')}\n`,
    );
    return EXIT_OK;
  });
}
