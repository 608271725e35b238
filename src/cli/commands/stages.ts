// The study's stages as separate commands — the same split the GitHub Action runs as steps.
import { parsePassSelector, resolvePassSelector } from '../../domain/plan/pass-selection.js';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { assertBundleDirectory } from '../../adapters/bundle/bundle-files.js';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { withWorkDirLock } from '../../adapters/process/work-dir-lock.js';
import { finalizeBundle } from '../../orchestrators/finalize.js';
import { recordFailedStage } from '../../orchestrators/failed-stage.js';
import { loadStudyContext, type StudyContext } from '../../orchestrators/study-context.js';
import { openStudy, type CellCounts } from '../../orchestrators/study-record.js';
import { withWorkSession } from '../../orchestrators/work-session.js';
import { openStudySession, type StudySession } from '../study-session.js';
import { measurePass } from '../../orchestrators/measure.js';
import { prepareStudy, readPrepared } from '../../orchestrators/prepare.js';
import { fetchStudyModels } from '../../orchestrators/study-models.js';
import { measureQuality } from '../../orchestrators/quality.js';
import {
  BUNDLE_DIR,
  DEFAULT_PLAN_FILE,
  DEFAULT_WORK_DIR,
  stageFailure,
  PREPARED_FILE,
  workPaths,
  type StudyEvents,
  type StudyOptions,
  type StudyPosition,
} from '../../orchestrators/stages.js';
import { StageError } from '../../orchestrators/errors.js';
import { UsageError } from '../errors.js';
import { bundleExtras } from '../../orchestrators/bundle-extras.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import { describeOutcome } from './run.js';
import { planArgument } from '../plan-path.js';
import { validateStudy } from '../../orchestrators/validate-study.js';

const COMMON = `  --plan <file>               the authored plan (capacity.json) or run spec (capacity-run.json;
                              default ${DEFAULT_PLAN_FILE})
  --work-dir <dir>            work directory shared by the stages (default ${DEFAULT_WORK_DIR})
  --cache-dir <dir>           build/source/model cache (default ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>          look here for pinned archives and models (by file name or sha256)
                              before downloading; repeatable; also $PARETOPILOT_MIRROR_DIR`;
const STUDY = `  --share-machine             run although another study measures on this machine (recorded)
Finished cells are kept (checked against their artifact.sha256); a study of another plan is refused.`;

const HELP: Record<string, string> = {
  models: `Usage: paretopilot-capacity models [--plan <file>] [--cache-dir <dir>]\n\nFetches every model URL the plan names into the model cache, verified by size and sha256, and builds or runs nothing of the plan: give a token to this command, then run prepare or run without it (docs/cli.md).\n\n${COMMON}\n${TOKEN_ENV_HELP}\n`,
  prepare: `Usage: paretopilot-capacity prepare [--plan <file>] [--work-dir <dir>] [--cache-dir <dir>]\n\nValidates everything (as check does: every problem at once, before any work), builds (or restores) llama-server variants, prepares the models and writes the bundle inputs and manifest.\n\n${COMMON}\n  --fresh                     start a new study: a bundle already in the work dir is moved aside\n${STUDY}\n${TOKEN_ENV_HELP}\n`,
  measure: `Usage: paretopilot-capacity measure [--plan <file>] --pass <id|N|all|remaining> [--work-dir <dir>]\n\nRuns one pass of the counterbalanced matrix (or all), a fresh llama-server per configuration.\n\n${COMMON}\n  --pass <id|N|all|remaining>         the plan's pass id, its 1-based position, all, or remaining (passes after the first pair)\n${STUDY}\n`,
  quality: `Usage: paretopilot-capacity quality [--plan <file>] [--work-dir <dir>]\n\nRuns the quality guard: one fresh server per candidate and server level.\n\n${COMMON}\n${STUDY}\n`,
  finalize: `Usage: paretopilot-capacity finalize <bundle-dir>\n\nAssembles, gates, renders and checksums a bundle; a bundle with missing cells gets an incomplete status naming them.\n`,
};

function events(io: CommandIo): StudyEvents {
  return { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) };
}

export function resolvePasses(selector: string, passIds: string[]): string[] {
  const parsed = parsePassSelector(selector);
  if (!parsed.ok) throw new UsageError(`--pass ${selector}: ${parsed.reason}`);
  const resolved = resolvePassSelector(parsed.value, passIds);
  if (!resolved.ok) throw new UsageError(`--pass ${selector}: ${resolved.reason}`);
  return resolved.value;
}

function stageCommand(name: 'models' | 'prepare' | 'measure' | 'quality') {
  return (argv: string[], io: CommandIo) =>
    runCommand(name, io, async () => {
      const { values, positionals } = parseCommandArgs(
        argv,
        {
          plan: { type: 'string' },
          'work-dir': { type: 'string' },
          'cache-dir': { type: 'string' },
          'mirror-dir': { type: 'string', multiple: true },
          pass: { type: 'string' },
          ...MODEL_FLAG_OPTIONS,
          fresh: { type: 'boolean' },
          'share-machine': { type: 'boolean' },
        },
        false,
      );
      if (values.help) {
        io.stdout(HELP[name]);
        return EXIT_OK;
      }
      if (positionals.length) throw new UsageError('unexpected arguments');
      const plan = await planArgument(values.plan, io.cwd);
      const downloads = name === 'models' || name === 'prepare';
      for (const flag of Object.keys(MODEL_FLAG_OPTIONS) as (keyof typeof MODEL_FLAG_OPTIONS)[])
        if (!downloads && values[flag] !== undefined)
          throw new UsageError(`--${flag}: only models, prepare and run download models`);
      if (name === 'measure' && !values.pass) throw new UsageError('--pass is required');
      if (name !== 'prepare' && values.fresh)
        throw new UsageError('--fresh: only prepare (and run) start a new study');
      const { token } = downloads
        ? readModelToken(values['token-env'], io.env ?? process.env, values['token-origin'])
        : { token: undefined };
      const options = {
        workDir: resolve(io.cwd, values['work-dir'] ?? DEFAULT_WORK_DIR),
        cacheDir: resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env)),
        mirrorDirs: (values['mirror-dir'] ?? []).map((d) => resolve(io.cwd, d)),
        modelToken: token,
        downloadTimeoutMs: readDownloadTimeout(values['download-timeout']),
        dispatcher: io.dispatcher,
        env: io.env,
      };
      // prepare, the first stage, validates as check (and run) do: every problem before any work.
      if (name === 'prepare')
        for (const w of (await validateStudy(plan, io.cwd, { ...options, offline: false })).warnings)
          events(io).log(`warning: ${w}`);
      const ctx = await loadStudyContext(plan, io.cwd);
      // Checked before anything runs: a bad --pass or a missing or stale prepared.json starts no
      // stage, so the bundle already in the work dir (complete or not) is left exactly as it is.
      const passes =
        name === 'measure'
          ? resolvePasses(
              values.pass!,
              ctx.plan.passes.map((p) => p.id),
            )
          : [];
      // Fetching models measures nothing: it neither waits for nor counts as a study on the machine.
      const session = openStudySession(
        io,
        name,
        options.workDir,
        values['share-machine'] ?? false,
        name !== 'models',
      );
      try {
        const code = await withWorkDirLock(
          options.workDir,
          () =>
            withWorkSession(options.workDir, events(io), () =>
              runStage(
                name,
                ctx,
                passes,
                { ...options, fresh: values.fresh, ...session.options },
                io,
                session,
              ),
            ),
          events(io).log,
        );
        if (code !== EXIT_OK) return code;
      } finally {
        session.settle();
        session.close();
      }
      io.stdout(
        `${name}: done (${name === 'models' ? options.cacheDir : workPaths(options.workDir).bundle})\n`,
      );
      return EXIT_OK;
    });
}

export const modelsCommand = stageCommand('models');
/**
 * One stage under the session: prepare opens the work dir's study first (kept, refused or moved
 * aside, as `run` does); measure and quality read what prepare left and skip finished cells. A
 * failure or a signal marks the bundle incomplete, naming the stage and the cell.
 */
async function runStage(
  name: 'models' | 'prepare' | 'measure' | 'quality',
  ctx: StudyContext,
  passes: string[],
  options: StudyOptions & { position: StudyPosition; signal: AbortSignal },
  io: CommandIo,
  session: StudySession,
): Promise<number> {
  const ev = events(io);
  // Read before any stage starts: a missing or stale prepared.json, a plan the bundle was not
  // prepared for or changed cells leave the bundle exactly as it is.
  const opened = name === 'prepare' ? await openStudy(ctx, options, ev) : null;
  if (opened?.prepared) {
    io.stdout(
      `prepare: the work dir already holds this plan's study, prepared (${opened.progress.finished.length} cells measured); nothing to do (--fresh starts a new study)\n`,
    );
    return EXIT_OK;
  }
  const prepared = name === 'prepare' || name === 'models' ? null : await readPrepared(ctx, options.workDir);
  // models fetches the plan's model URLs and builds nothing: no stage of the bundle, nothing to record.
  if (name !== 'models') options.position.stage = name;
  const counts: CellCounts = { measured: 0, kept: 0 };
  try {
    if (name === 'models') await fetchStudyModels(ctx, options, ev);
    else if (prepared === null) await prepareStudy(ctx, options, ev);
    else if (name === 'measure') {
      for (const pass of passes) {
        const c = await measurePass(ctx, prepared, pass, options, ev);
        counts.measured += c.measured;
        counts.kept += c.kept;
      }
    } else Object.assign(counts, await measureQuality(ctx, prepared, options, ev));
  } catch (e) {
    const { error, interrupted } = stageFailure(e, name, options.signal);
    const { stage, cell } = error;
    // The bundle records which stage failed (or was interrupted); runCommand reports a failure.
    const recorded =
      name !== 'models' && (interrupted || (e instanceof StageError && e.stage !== 'validate'));
    if (recorded) await recordFailedStage(workPaths(options.workDir).bundle, error);
    if (!interrupted) throw e;
    io.stderr(
      `${name}: stage ${stage} ${interrupted}${cell ? ` at ${cell}` : ''}${recorded ? '; the bundle is marked incomplete' : ''}\n`,
    );
    return session.exitCode()!;
  }
  if (name === 'measure' || name === 'quality')
    io.stderr(`${name}: cells: ${counts.measured} measured now, ${counts.kept} already there\n`);
  return EXIT_OK;
}

export const prepareCommand = stageCommand('prepare');
export const measureCommand = stageCommand('measure');
export const qualityCommand = stageCommand('quality');

export async function finalizeCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('finalize', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {});
    if (values.help) {
      io.stdout(HELP.finalize);
      return EXIT_OK;
    }
    if (positionals.length !== 1) throw new UsageError('expected exactly one bundle directory');
    const bundleDir = resolve(io.cwd, positionals[0]);
    await assertBundleDirectory(bundleDir, positionals[0]);
    // A bundle inside a work dir is finalized only while no stage writes to it.
    const workDir = dirname(bundleDir);
    const inWorkDir = basename(bundleDir) === BUNDLE_DIR && existsSync(join(workDir, PREPARED_FILE));
    const finalize = () => finalizeBundle(bundleDir, bundleExtras(), positionals[0]);
    const result = inWorkDir ? await withWorkDirLock(workDir, finalize, events(io).log) : await finalize();
    if (!result.complete) {
      io.stderr(
        `finalize: bundle is incomplete: ${String(result.status.reason)}\n${result.missingCells.map((c) => `  missing ${c}\n`).join('')}`,
      );
      return EXIT_MISMATCH;
    }
    io.stdout(`finalize: complete (${result.files.length + 1} files)\n${describeOutcome(result.study!)}`);
    return EXIT_OK;
  });
}
