// The study's stages as separate commands — the same split the GitHub Action runs as steps.
import { parsePassSelector, resolvePassSelector } from '../../domain/plan/pass-selection.js';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { assertBundleDirectory } from '../../adapters/bundle/bundle-files.js';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { acquireWorkDirLock, withWorkDirLock } from '../../adapters/process/work-dir-lock.js';
import { finalizeBundle } from '../../orchestrators/finalize.js';
import { recordFailedStage } from '../../orchestrators/failed-stage.js';
import { loadStudyContext } from '../../orchestrators/study-context.js';
import { measurePass } from '../../orchestrators/measure.js';
import { prepareStudy, readPrepared } from '../../orchestrators/prepare.js';
import { fetchStudyModels } from '../../orchestrators/study-models.js';
import { measureQuality } from '../../orchestrators/quality.js';
import {
  BUNDLE_DIR,
  DEFAULT_WORK_DIR,
  stageFailure,
  PREPARED_FILE,
  workPaths,
  type StudyEvents,
} from '../../orchestrators/stages.js';
import { StageError } from '../../orchestrators/errors.js';
import { UsageError } from '../errors.js';
import { bundleExtras } from '../../orchestrators/bundle-extras.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import { describeSelections, installStudySignals } from './run.js';

const COMMON = `  --plan <file>               the authored plan (capacity.json) or run spec (capacity-run.json; required)
  --work-dir <dir>            work directory shared by the stages (default ${DEFAULT_WORK_DIR})
  --cache-dir <dir>           build/source/model cache (default ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>          look here for pinned archives and models (by file name or sha256)
                              before downloading; repeatable; also $PARETOPILOT_MIRROR_DIR`;

const HELP: Record<string, string> = {
  models: `Usage: paretopilot-capacity models --plan <file> [--cache-dir <dir>]\n\nFetches every model URL the plan names into the model cache, verified by size and sha256, and builds or runs nothing of the plan: give a token to this command, then run prepare or run without it (docs/cli.md).\n\n${COMMON}\n${TOKEN_ENV_HELP}\n`,
  prepare: `Usage: paretopilot-capacity prepare --plan <file> [--work-dir <dir>] [--cache-dir <dir>]\n\nValidates everything, builds (or restores) llama-server variants, prepares the models and writes the bundle inputs and manifest.\n\n${COMMON}\n${TOKEN_ENV_HELP}\n`,
  measure: `Usage: paretopilot-capacity measure --plan <file> --pass <id|N|all|remaining> [--work-dir <dir>]\n\nRuns one pass of the counterbalanced matrix (or all), a fresh llama-server per configuration.\n\n${COMMON}\n  --pass <id|N|all|remaining>         the plan's pass id, its 1-based position, all, or remaining (passes after the first pair)\n`,
  quality: `Usage: paretopilot-capacity quality --plan <file> [--work-dir <dir>]\n\nRuns the quality guard: one fresh server per candidate and server level.\n\n${COMMON}\n`,
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
        },
        false,
      );
      if (values.help) {
        io.stdout(HELP[name]);
        return EXIT_OK;
      }
      if (positionals.length) throw new UsageError('unexpected arguments');
      if (!values.plan) throw new UsageError('--plan is required');
      const downloads = name === 'models' || name === 'prepare';
      for (const flag of Object.keys(MODEL_FLAG_OPTIONS) as (keyof typeof MODEL_FLAG_OPTIONS)[])
        if (!downloads && values[flag] !== undefined)
          throw new UsageError(`--${flag}: only models, prepare and run download models`);
      if (name === 'measure' && !values.pass) throw new UsageError('--pass is required');
      const { token } = downloads
        ? readModelToken(values['token-env'], io.env ?? process.env, values['token-origin'])
        : { token: undefined };
      const ctx = await loadStudyContext(values.plan, io.cwd);
      const options = {
        workDir: resolve(io.cwd, values['work-dir'] ?? DEFAULT_WORK_DIR),
        cacheDir: resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env)),
        mirrorDirs: (values['mirror-dir'] ?? []).map((d) => resolve(io.cwd, d)),
        modelToken: token,
        downloadTimeoutMs: readDownloadTimeout(values['download-timeout']),
        dispatcher: io.dispatcher,
        env: io.env,
      };
      // Checked before anything runs: a bad --pass or a missing or stale prepared.json starts no
      // stage, so the bundle already in the work dir (complete or not) is left exactly as it is.
      const passes =
        name === 'measure'
          ? resolvePasses(
              values.pass!,
              ctx.plan.passes.map((p) => p.id),
            )
          : [];
      const lock = await acquireWorkDirLock(options.workDir, events(io).log);
      try {
        // Read under the lock (a prepare that ran meanwhile may have replaced it) and before any
        // stage starts: a missing or stale prepared.json leaves the bundle exactly as it is.
        const prepared = downloads ? null : await readPrepared(ctx, options.workDir);
        const controller = new AbortController();
        const signals = installStudySignals(controller, undefined, undefined, io.stderr);
        try {
          // models fetches the plan's model URLs and builds nothing: the one command to give a token.
          if (name === 'models')
            await fetchStudyModels(ctx, { ...options, signal: controller.signal }, events(io));
          else if (prepared === null)
            await prepareStudy(ctx, { ...options, signal: controller.signal }, events(io));
          else if (name === 'measure') {
            for (const pass of passes)
              await measurePass(ctx, prepared, pass, { ...options, signal: controller.signal }, events(io));
          } else await measureQuality(ctx, prepared, { ...options, signal: controller.signal }, events(io));
        } catch (e) {
          const { error, interrupted } = stageFailure(e, name, controller.signal);
          const { stage, cell } = error;
          // The bundle records which stage failed (or was interrupted); runCommand reports a failure.
          const recorded =
            name !== 'models' && (interrupted || (e instanceof StageError && e.stage !== 'validate'));
          if (recorded) await recordFailedStage(workPaths(options.workDir).bundle, error);
          if (!interrupted) throw e;
          io.stderr(
            `${name}: stage ${stage} ${interrupted}${cell ? ` at ${cell}` : ''}${recorded ? '; the bundle is marked incomplete' : ''}\n`,
          );
          return signals.exitCode()!;
        } finally {
          signals();
        }
      } finally {
        lock.release();
      }
      io.stdout(
        `${name}: done (${name === 'models' ? options.cacheDir : workPaths(options.workDir).bundle})\n`,
      );
      return EXIT_OK;
    });
}

export const modelsCommand = stageCommand('models');
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
    io.stdout(
      `finalize: complete (${result.files.length + 1} files)\n${describeSelections(result.study!).join('\n')}\n`,
    );
    return EXIT_OK;
  });
}
