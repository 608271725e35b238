// The action's commands (models, prepare, measure, quality, assemble, fleet, verify) over the orchestrators.
// Every outside effect goes through ActionPorts (ports.ts), so tests can run every command against
// real local servers and in-memory or loopback fakes.
import { bundleExtras } from '../orchestrators/bundle-extras.js';
import { assembleJob } from '../orchestrators/assemble-job.js';
import { recordFailedStage } from '../orchestrators/failed-stage.js';
import { loadStudyContext } from '../orchestrators/study-context.js';
import { verifyBundle } from '../orchestrators/verify-bundle.js';
import { measurePass } from '../orchestrators/measure.js';
import { prepareStudy, readPrepared } from '../orchestrators/prepare.js';
import { measureQuality } from '../orchestrators/quality.js';
import { workPaths } from '../orchestrators/stages.js';
import { StageError } from '../orchestrators/errors.js';
import { resolvePassSelector, type ActionInputs } from './inputs.js';
import { resolveWorkDir } from './work-dir.js';
import { fleetCommand } from './fleet-action.js';
import { commandFailure, unreadableBundle } from './outcome.js';
import { cacheDirFor, restoreCaches, saveCaches } from './caches.js';
import { recordCancelled, reportAssembly } from './publish.js';
import { attemptNumber } from './workflow-run.js';
import { studyEvents } from './study-events.js';
import { uploadPrepareArtifact } from '../orchestrators/study-uploads.js';
import type { ActionPorts } from './ports.js';
import { fetchStudyModels } from '../orchestrators/study-models.js';

export interface ActionResult {
  status: 'complete' | 'incomplete' | 'cancelled' | 'ok' | 'failed';
  failures: string[];
}

/** What models and prepare share: the plan, the download options, the cache restored (models only, or all). */
async function downloadingStage(inputs: ActionInputs, ports: ActionPorts, modelsOnly: boolean) {
  const ctx = await loadStudyContext(inputs.plan, ports.cwd);
  const cacheDir = cacheDirFor(inputs, ports.env, ports.cwd);
  const options = {
    workDir: await resolveWorkDir(ports.cwd, inputs.workDir),
    cacheDir,
    env: ports.env,
    modelToken: inputs.modelToken,
    downloadTimeoutMs: inputs.downloadTimeoutMs,
    dispatcher: ports.modelDispatcher,
  };
  const restored = inputs.cache
    ? await restoreCaches(ctx, ports, cacheDir, inputs.cacheKeySuffix, modelsOnly)
    : { builds: new Map(), models: new Map() };
  const save = async () => {
    if (inputs.cache) await saveCaches(ctx, ports, cacheDir, restored, inputs.cacheKeySuffix);
  };
  return { ctx, options, save };
}

/**
 * `models`: the plan's model URLs fetched into the model cache (restored from and saved to the
 * Actions cache), before any of the plan's code runs. The workflows give the model token to this
 * step alone; `prepare`, which builds the plan's llama.cpp source, then finds the models cached.
 */
async function modelsCommand(inputs: ActionInputs, ports: ActionPorts, failures: string[]): Promise<void> {
  const { ctx, options, save } = await downloadingStage(inputs, ports, true);
  await fetchStudyModels(
    ctx,
    options,
    studyEvents(ports, inputs, workPaths(options.workDir).bundle, failures),
  );
  await save();
}

async function prepareCommand(inputs: ActionInputs, ports: ActionPorts, failures: string[]): Promise<void> {
  if (inputs.modelToken)
    ports.log.warning(
      "HF_TOKEN is set on the prepare step, which also builds the plan's llama.cpp source: a build can read this process's environment. Give the token to a `command: models` step before prepare instead (docs/workflows.md).",
    );
  // Models the `models` step fetched are in the cache already; others are fetched here.
  const { ctx, options, save } = await downloadingStage(inputs, ports, false);
  await prepareStudy(ctx, options, studyEvents(ports, inputs, workPaths(options.workDir).bundle, failures));
  await save();
  const { name, files } = await uploadPrepareArtifact(workPaths(options.workDir).bundle, {
    store: ports.artifacts,
    prefix: inputs.artifactPrefix,
    runAttempt: attemptNumber(ports.env),
    retentionDays: inputs.artifactRetentionDays,
  });
  ports.log.info(`uploaded ${name} (${files.length} files)`);
}

async function measureCommand(
  inputs: ActionInputs,
  ports: ActionPorts,
  failures: string[],
  quality: boolean,
): Promise<void> {
  const ctx = await loadStudyContext(inputs.plan, ports.cwd);
  const options = {
    workDir: await resolveWorkDir(ports.cwd, inputs.workDir),
    cacheDir: cacheDirFor(inputs, ports.env, ports.cwd),
    env: ports.env,
  };
  const prepared = await readPrepared(ctx, options.workDir);
  const events = studyEvents(ports, inputs, workPaths(options.workDir).bundle, failures);
  if (quality) {
    await measureQuality(ctx, prepared, options, events);
    return;
  }
  const passes = resolvePassSelector(
    inputs.pass,
    ctx.plan.passes.map((p) => p.id),
  );
  if (passes.length === 0) ports.log.info('no passes after the first mirrored pair: nothing to measure');
  for (const pass of passes) {
    ports.log.info(`pass ${pass}`);
    await measurePass(ctx, prepared, pass, options, events);
  }
}

async function assembleCommand(
  inputs: ActionInputs,
  ports: ActionPorts,
  failures: string[],
): Promise<'complete' | 'incomplete' | 'cancelled'> {
  if (inputs.studyResult === 'cancelled') return recordCancelled(ports);
  const job = await assembleJob({
    store: ports.artifacts,
    prefix: inputs.artifactPrefix,
    currentAttempt: attemptNumber(ports.env),
    workDir: await resolveWorkDir(ports.cwd, inputs.workDir),
    log: {
      info: (m) => ports.log.info(m),
      warning: (m) => ports.log.warning(m),
      error: (m) => ports.log.error(m),
    },
    extras: bundleExtras(),
    studyResult: inputs.studyResult,
    retentionDays: inputs.artifactRetentionDays,
  });
  if (job.uploadFailure !== undefined) failures.push(job.uploadFailure);
  const { result, problems, uploaded, bundleDir } = job;
  await reportAssembly(
    inputs,
    ports,
    {
      result,
      problems,
      name: uploaded?.name ?? '',
      artifactId: uploaded ? String(uploaded.id) : '',
      bundleDir,
    },
    failures,
  );
  return result.complete ? 'complete' : 'incomplete';
}

/** Runs one command; never throws for measured-run reporting problems, returns failures instead. */
export async function runAction(inputs: ActionInputs, ports: ActionPorts): Promise<ActionResult> {
  const failures: string[] = [];
  // A run attempt that is not a plain number is refused before any command touches the work dir.
  attemptNumber(ports.env);
  try {
    switch (inputs.command) {
      case 'models':
        await modelsCommand(inputs, ports, failures);
        break;
      case 'prepare':
        await prepareCommand(inputs, ports, failures);
        break;
      case 'measure':
        await measureCommand(inputs, ports, failures, false);
        break;
      case 'quality':
        await measureCommand(inputs, ports, failures, true);
        break;
      case 'assemble': {
        const status = await assembleCommand(inputs, ports, failures);
        return { status, failures };
      }
      case 'fleet': {
        const status = await fleetCommand(inputs, ports, failures);
        return { status, failures };
      }
      case 'verify': {
        const bundle = workPaths(await resolveWorkDir(ports.cwd, inputs.workDir)).bundle;
        let ok: boolean;
        try {
          ok = (await verifyBundle(bundle, (line) => ports.log.info(line))).ok;
        } catch (e) {
          ports.log.info(`verify: ${unreadableBundle(e)}`);
          ok = false;
        }
        if (!ok) failures.push('bundle verification failed (see the log for every mismatch)');
        break;
      }
    }
  } catch (e) {
    const failure = commandFailure(e, ports.log);
    if (failure === undefined) throw e;
    // The bundle records which stage failed (best effort).
    if (e instanceof StageError)
      await resolveWorkDir(ports.cwd, inputs.workDir)
        .then((dir) => recordFailedStage(workPaths(dir).bundle, e))
        .catch(() => undefined);
    failures.push(failure);
  }
  return { status: failures.length ? 'failed' : 'ok', failures };
}
