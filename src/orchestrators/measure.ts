// Stage 2, measure: one pass of the counterbalanced matrix in schedule order, a fresh server per
// run, each run's load evaluation written next to its server evidence (and, with an open_loop plan,
// the run's rate search on the same server after its closed-loop levels).
import { join } from 'node:path';
import { writeFileAtomic } from '../adapters/bundle/bundle-files.js';
import { runLoadEvaluation } from '../adapters/load-client/index.js';
import { buildServerArgv, deriveBinding } from '../domain/plan/server-argv.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { aggregateRow, buildLoadEvaluation } from '../domain/measurement/load-evaluation.js';
import { skipEvidence, type MeasuredTurn } from '../domain/plan/early-stop-rule.js';
import { earlierTurns } from './early-stop-evidence.js';
import type { LoadLevelResult } from '../adapters/load-client/index.js';
import { canonicalPins } from '../domain/plan/run-spec.js';
import { performanceRuns, type ScheduledRun } from '../domain/plan/schedule.js';
import { launcherOf, type PreparedStudy } from './prepare.js';
import { portAllocator, runConfiguration } from './server-configuration.js';
import { workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import { StageError } from './errors.js';
import type { StudyContext } from './study-context.js';
import { LOAD_FILE, SERVER_FILES } from '../domain/bundle/bundle-layout.js';
import { cellDirectory } from '../domain/bundle/artifact-layout.js';
import { preparedManifestSha256, priorSearch, runRateSearch } from './rate-search-run.js';
import { METRICS_SERVER_OPTION } from '../domain/measurement/server-queue.js';

const fmtDuration = (s: number) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);

/** Stage 2: one pass of the counterbalanced matrix, in schedule order, a fresh server per run. */
export async function measurePass(
  ctx: StudyContext,
  prepared: PreparedStudy,
  passId: string,
  options: StudyOptions,
  events: StudyEvents,
): Promise<void> {
  const schedule = performanceRuns(ctx.plan, ctx.spec.basePort);
  const runs = schedule.filter((r) => r.passId === passId);
  if (runs.length === 0)
    throw new StageError(
      'measure',
      `pass ${passId} is not in the plan (passes: ${ctx.plan.passes.map((p) => p.id).join(', ')})`,
    );
  const all = schedule.map((r) => r.label);
  const levels = ctx.plan.client_concurrency_levels.length;
  const totalCells = all.length * levels;
  const now = options.now ?? (() => performance.now() / 1000);
  const started = now();
  const ports = portAllocator();
  const paths = workPaths(options.workDir);
  const canonical = canonicalPins(ctx.spec, ctx.plan);
  let doneHere = 0;
  const cellsHere = runs.length * levels;
  // Early stop: what earlier passes measured, then each level of this pass as it is measured.
  const history: MeasuredTurn[] =
    ctx.plan.early_stop === undefined
      ? []
      : await earlierTurns(ctx, paths.bundle, schedule.slice(0, schedule.indexOf(runs[0])));
  for (const run of runs) {
    const cellBase = all.indexOf(run.label) * levels;
    const argv = canonical.candidates.find((c) => c.id === run.candidateId)!.argv;
    await measureRun(
      ctx,
      run,
      argv,
      await ports.portFor(run.port),
      paths.bundle,
      options,
      events,
      launcherOf(prepared, run.candidateId),
      (levelIndex, level) => {
        const elapsed = now() - started;
        const eta =
          doneHere > 0 ? ` · ETA ${fmtDuration((elapsed / doneHere) * (cellsHere - doneHere))}` : '';
        events.progress(
          `cell ${cellBase + levelIndex + 1}/${totalCells} ${run.passId} ${run.candidateId} P${run.serverParallel} C${level} · ${fmtDuration(elapsed)} elapsed${eta}`,
        );
        doneHere++;
      },
      history,
    );
    if (ctx.spec.timeouts.pauseBetweenRunsSeconds > 0)
      await new Promise((r) => setTimeout(r, ctx.spec.timeouts.pauseBetweenRunsSeconds * 1000));
  }
}

async function measureRun(
  ctx: StudyContext,
  run: ScheduledRun,
  canonicalArgv: string[],
  port: number,
  bundleDir: string,
  options: StudyOptions,
  events: StudyEvents,
  launcher: string[] | undefined,
  onLevel: (levelIndex: number, level: number) => void,
  history: MeasuredTurn[],
): Promise<void> {
  const argv = buildServerArgv(canonicalArgv, run.serverParallel, ctx.plan.per_slot_context_tokens, port);
  const dir = join(bundleDir, cellDirectory('run', run.label));
  // Read before the cell is cleared for this attempt: a rerun resumes the search, not the probes —
  // only one this work dir's prepare run made (named by the manifest.json it wrote).
  const manifestSha256 = ctx.plan.open_loop ? await preparedManifestSha256(bundleDir) : '';
  const prior = ctx.plan.open_loop
    ? await priorSearch(ctx.plan.open_loop, run, dir, events, manifestSha256)
    : null;
  await runConfiguration({
    ctx,
    options,
    launcher,
    kind: 'run',
    label: run.label,
    dir,
    argv,
    port,
    events,
    body: async (handle, commandSha, requestDeadlineSeconds) => {
      const levelsSeen = new Set<number>();
      const evaluate = (executionOrder: number[]) =>
        runLoadEvaluation({
          baseUrl: handle.baseUrl,
          prompts: ctx.loadPlan.prompts,
          outputTokens: ctx.loadPlan.output_tokens,
          warmupRequests: ctx.loadPlan.warmup_requests_per_level,
          measuredRequests: ctx.loadPlan.measured_requests_per_level,
          executionOrder,
          timeoutSeconds: ctx.loadPlan.timeout_seconds,
          requestDeadlineSeconds,
          signal: options.signal,
          onProgress: (e) => {
            if (!levelsSeen.has(e.concurrency)) {
              levelsSeen.add(e.concurrency);
              onLevel(run.clientOrder.indexOf(e.concurrency), e.concurrency);
            }
          },
        });
      const skippedLevels: number[] = [];
      let result: { levels: LoadLevelResult[] };
      if (ctx.plan.early_stop === undefined) result = await evaluate(run.clientOrder);
      else {
        // One level at a time, so the rule sees each result before the next level's turn.
        result = { levels: [] };
        for (const level of run.clientOrder) {
          const evidence = skipEvidence(ctx.plan, run, level, history);
          if (evidence !== null) {
            skippedLevels.push(level);
            events.progress(
              `${run.label} C${level} skipped (early stop): ${evidence.map((e) => `${e.pass_id} failed at C${e.client_concurrency}`).join(', ')}`,
            );
            continue;
          }
          const measured = (await evaluate([level])).levels[0];
          result.levels.push(measured);
          const row = aggregateRow(run.candidateId, level, measured.samples, ctx.loadPlan.slo);
          history.push({
            passId: run.passId,
            candidateId: run.candidateId,
            serverParallel: run.serverParallel,
            clientConcurrency: level,
            row,
          });
        }
      }
      const ctxPtr = { file: `${run.label}/${SERVER_FILES.command}`, pointer: '/argv' };
      const doc = buildLoadEvaluation({
        candidateId: run.candidateId,
        plan: ctx.loadPlan,
        executionOrder: run.clientOrder,
        levels: result.levels,
        skippedLevels,
        binding: {
          plan_sha256: ctx.loadPlanFile.sha256,
          request_base_url: `http://127.0.0.1:${port}`,
          server_configuration: deriveBinding(argv, commandSha, argv, commandSha, ctxPtr),
        },
      });
      await writeFileAtomic(join(dir, LOAD_FILE), canonicalJson(doc), `${run.label}/${LOAD_FILE}`);
      if (ctx.plan.open_loop)
        await runRateSearch({
          ctx,
          run,
          baseUrl: handle.baseUrl,
          dir,
          prior,
          manifestSha256,
          serverStartSeconds: handle.healthyAfterMs / 1000,
          requestDeadlineSeconds,
          serverMetrics: argv.includes(METRICS_SERVER_OPTION),
          options,
          events,
        });
    },
  });
}
