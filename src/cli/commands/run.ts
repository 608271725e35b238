// `run`: the whole study in one command, and the summary of its selected operating points.
import { resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { stopLiveProcessGroups } from '../../adapters/process/run-process.js';
import { installSignalCleanup, signalExitCode } from '../../adapters/server/process-registry.js';
import { isJsonObject, type JsonObject } from '../../domain/core/json.js';
import { readStudyView } from '../../domain/study/study-model.js';
import { runStudy, type RunStudyResult } from '../../orchestrators/run-study.js';
import { StageError, StudyInterrupted } from '../../orchestrators/errors.js';
import { DEFAULT_WORK_DIR } from '../../orchestrators/stages.js';
import { UsageError } from '../errors.js';
import { bundleExtras } from '../../orchestrators/bundle-extras.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import type { ModelToken } from '../../adapters/models/model-request.js';

const HELP = `Usage: paretopilot-capacity run --plan <capacity.json | capacity-run.json> [--work-dir <dir>] [--cache-dir <dir>]

Runs a whole capacity study on this machine: validates the authored plan (or the run spec, capacity
plan, load plan and quality suite) (and every tool it needs) before any work; builds llama-server from the pinned
source (cached by content); prepares the models; runs the forward pass and its mirror with a fresh
llama-server per configuration under GNU time -v; runs the quality guard; then assembles,
gates and checksums the bundle in <work-dir>/bundle and renders its receipt.
On failure the bundle is kept, marked incomplete with the failed stage, and the exit code is 1;
SIGINT / SIGTERM stop the servers, mark the bundle incomplete (interrupted) and exit 130 / 143.
One command at a time may use a work dir (<work-dir>/.lock); a second one exits 2.

  --work-dir   where the bundle and the server working tree go (default ${DEFAULT_WORK_DIR})
  --cache-dir  build/source/model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --mirror-dir look here for pinned archives and models (by file name or sha256) before
               downloading; repeatable; also $PARETOPILOT_MIRROR_DIR (':'-separated)
${TOKEN_ENV_HELP}
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

/** The decision's headline line for a plan that asks to choose (empty otherwise). */
export function describeDecision(study: JsonObject): string {
  const d = study.decision;
  if (!isJsonObject(d) || !isJsonObject(d.choice)) return '';
  const headline = d.choice.headline;
  return typeof headline === 'string' ? `decision: ${headline}\n` : '';
}

/** The handlers of a running study command: call to remove them; `exitCode` once a signal came. */
export interface StudySignals {
  (): void;
  /** 130 / 143 after SIGINT / SIGTERM interrupted the command; undefined otherwise. */
  exitCode(): number | undefined;
}

/** How long an interrupted command may take to unwind and mark its bundle before it is ended. */
export const UNWIND_MS = 30_000;

/**
 * SIGINT/SIGTERM abort the study: servers stop, and every build or tool process group started
 * through runProcess is ended (SIGTERM, then SIGKILL after a grace period). The command then
 * unwinds on its own (it marks the bundle incomplete and returns `exitCode()`), so no file is cut
 * off mid-write; `exit` is called only if that takes longer than `unwindMs`, or at once on a
 * second signal.
 */
export function installStudySignals(
  controller: AbortController,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs?: number,
  say: (line: string) => void = (line) => process.stderr.write(line),
  unwindMs: number = UNWIND_MS,
): StudySignals {
  let first: NodeJS.Signals | undefined;
  let count = 0;
  let deadline: NodeJS.Timeout | undefined;
  const uninstallCleanup = installSignalCleanup({
    onSignal: (signal) => {
      count++;
      if (!controller.signal.aborted)
        say(`${signal} received: stopping servers and builds (a second signal kills them at once)\n`);
      first ??= signal;
      controller.abort(new StudyInterrupted(signal));
    },
    exit: (code) => {
      const second = count > 1;
      void stopLiveProcessGroups(graceMs).finally(() => {
        if (second) return exit(code);
        deadline ??= setTimeout(() => exit(code), unwindMs);
        deadline.unref();
      });
    },
  });
  const uninstall = (): void => {
    if (deadline) clearTimeout(deadline);
    uninstallCleanup();
  };
  return Object.assign(uninstall, {
    exitCode: () => (first ? signalExitCode(first) : undefined),
  });
}

/** The finished study, or the exit code of a run that did not finish (1, or 130 / 143 on a signal). */
export async function executeRun(
  specPath: string,
  workDir: string,
  cacheDir: string,
  io: CommandIo,
  mirrorDirs: readonly string[] = [],
  models: { modelToken?: ModelToken; downloadTimeoutMs?: number } = {},
): Promise<RunStudyResult | number> {
  const controller = new AbortController();
  const signals = installStudySignals(controller, undefined, undefined, io.stderr);
  try {
    return await runStudy(
      specPath,
      io.cwd,
      {
        workDir: resolve(io.cwd, workDir),
        cacheDir,
        mirrorDirs: mirrorDirs.map((d) => resolve(io.cwd, d)),
        ...models,
        dispatcher: io.dispatcher,
        env: io.env,
        signal: controller.signal,
      },
      { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) },
      bundleExtras(),
    );
  } catch (e) {
    if (e instanceof StageError) {
      io.stderr(`run: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
      return signals.exitCode() ?? EXIT_MISMATCH;
    }
    throw e;
  } finally {
    signals();
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
        ...MODEL_FLAG_OPTIONS,
      },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length) throw new UsageError('unexpected arguments');
    if (!values.plan) throw new UsageError('--plan is required');
    const { token } = readModelToken(values['token-env'], io.env ?? process.env, values['token-origin']);
    const downloadTimeoutMs = readDownloadTimeout(values['download-timeout']);
    const cacheDir = resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env));
    const result = await executeRun(
      values.plan,
      values['work-dir'] ?? DEFAULT_WORK_DIR,
      cacheDir,
      io,
      values['mirror-dir'] ?? [],
      { modelToken: token, downloadTimeoutMs },
    );
    if (typeof result === 'number') return result;
    io.stdout(
      `study complete in ${result.seconds.toFixed(0)} s\n  bundle:  ${result.bundleDir}\n  receipt: ${resolve(result.bundleDir, 'capacity-receipt.md')}\nselected operating points:\n${describeSelections(result.study!).join('\n')}\n${describeDecision(result.study!)}`,
    );
    return EXIT_OK;
  });
}
