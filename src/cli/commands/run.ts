// `run`: the whole study in one command, and the summary of its selected operating points.
import { resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { isJsonObject, type JsonObject } from '../../domain/core/json.js';
import { readStudyView } from '../../domain/study/study-model.js';
import { runStudy, type RunStudyResult } from '../../orchestrators/run-study.js';
import { StageError } from '../../orchestrators/errors.js';
import { openStudySession } from '../study-session.js';
import { DEFAULT_PLAN_FILE, DEFAULT_WORK_DIR } from '../../orchestrators/stages.js';
import { planArgument } from '../plan-path.js';
import { UsageError } from '../errors.js';
import { bundleExtras } from '../../orchestrators/bundle-extras.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import type { ModelToken } from '../../adapters/models/model-request.js';

const HELP = `Usage: paretopilot-capacity run [--plan <capacity.json | capacity-run.json>] [--work-dir <dir>] [--cache-dir <dir>]

Runs a whole capacity study on this machine. Before any work it validates the plan exactly as
\`check\` does (every problem listed at once, exit 2; its warnings printed), then what only a run
needs (every tool, free space, the work dir); builds llama-server from the pinned source (cached
by content); prepares the models; runs the forward pass and its mirror with a fresh llama-server
per configuration under GNU time -v; runs the quality guard; then assembles, gates and checksums
the bundle in <work-dir>/bundle and renders its receipt.
On failure the bundle is kept, marked incomplete with the failed stage, and the exit code is 1;
SIGINT / SIGTERM / SIGHUP stop the servers, mark the bundle incomplete (interrupted, naming the
stage and cell) and exit 130 / 143 / 129; a second signal kills the servers at once.
A study is an append-only record: run again with the same plan and it resumes at the first cell not
yet measured (finished cells are kept, verified by their checksums); a changed plan is refused
unless --fresh moves the old bundle aside (to a name it prints; nothing is deleted).
One command at a time may use a work dir (<work-dir>/.lock); a second one exits 2. One study at a
time may measure on a machine: another one running makes this one exit 2 unless --share-machine.

  --plan <file>       the authored plan (capacity.json, docs/plans.md) or the run spec
                      (capacity-run.json); default ${DEFAULT_PLAN_FILE}, where init writes it
                      and the action looks
  --work-dir <dir>    where the bundle and the server working tree go (default ${DEFAULT_WORK_DIR})
  --cache-dir <dir>   build/source/model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>  look here for pinned archives and models (by file name or sha256) before
                      downloading; repeatable; also $PARETOPILOT_MIRROR_DIR (':'-separated)
  --fresh             start a new study even if the work dir holds one: the old bundle is moved aside
  --share-machine     run although another study measures on this machine (recorded in status.json)
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

/**
 * What a finished study answers, for the terminal: a plan that asks the decision to choose gets its
 * choice first and the published rule's per-candidate selection after it, named as such (that rule
 * also gates the pass-to-pass spread, so its point can differ from the decision's); otherwise the
 * selection alone.
 */
export function describeOutcome(study: JsonObject): string {
  const decision = describeDecision(study);
  const selections = describeSelections(study).join('\n');
  if (decision === '') return `selected operating points:\n${selections}\n`;
  return (
    decision +
    `published-rule selection per candidate (fixed objective; also gates the pass-to-pass spread — see the receipt's envelopes):\n${selections}\n`
  );
}

/** How a run treats an existing study and other studies on the machine. */
export interface RunChoices {
  /** Move a bundle already in the work dir aside and start a new study. */
  fresh?: boolean;
  /** Run although another study measures on this machine (recorded in every cell). */
  shareMachine?: boolean;
}

/** The finished study, or the exit code of a run that did not finish (1, or 128 + N on a signal). */
export async function executeRun(
  specPath: string,
  workDir: string,
  cacheDir: string,
  io: CommandIo,
  mirrorDirs: readonly string[] = [],
  models: { modelToken?: ModelToken; downloadTimeoutMs?: number } = {},
  choices: RunChoices = {},
): Promise<RunStudyResult | number> {
  const absWorkDir = resolve(io.cwd, workDir);
  const session = openStudySession(io, 'run', absWorkDir, choices.shareMachine ?? false);
  try {
    return await runStudy(
      specPath,
      io.cwd,
      {
        workDir: absWorkDir,
        cacheDir,
        mirrorDirs: mirrorDirs.map((d) => resolve(io.cwd, d)),
        ...models,
        dispatcher: io.dispatcher,
        env: io.env,
        fresh: choices.fresh,
        ...session.options,
      },
      { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) },
      bundleExtras(),
    );
  } catch (e) {
    if (e instanceof StageError) {
      io.stderr(`run: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
      return session.exitCode() ?? EXIT_MISMATCH;
    }
    throw e;
  } finally {
    // Every way out of runStudy recorded its outcome (or refused before writing): nothing on exit.
    session.settle();
    session.close();
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
        fresh: { type: 'boolean' },
        'share-machine': { type: 'boolean' },
      },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length) throw new UsageError('unexpected arguments');
    const plan = await planArgument(values.plan, io.cwd);
    const { token } = readModelToken(values['token-env'], io.env ?? process.env, values['token-origin']);
    const downloadTimeoutMs = readDownloadTimeout(values['download-timeout']);
    const cacheDir = resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env));
    const result = await executeRun(
      plan,
      values['work-dir'] ?? DEFAULT_WORK_DIR,
      cacheDir,
      io,
      values['mirror-dir'] ?? [],
      { modelToken: token, downloadTimeoutMs },
      { fresh: values.fresh, shareMachine: values['share-machine'] },
    );
    if (typeof result === 'number') return result;
    io.stdout(
      `study complete in ${result.seconds.toFixed(0)} s\n  cells:   ${result.cells.measured} measured now, ${result.cells.kept} already there\n${result.status.shared_machine ? '  warning: measured while another study shared this machine (status.json: shared_machine)\n' : ''}  bundle:  ${result.bundleDir}\n  receipt: ${resolve(result.bundleDir, 'capacity-receipt.md')}\n${describeOutcome(result.study!)}`,
    );
    return EXIT_OK;
  });
}
