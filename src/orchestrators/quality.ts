// Stage 3, quality: the quality guard after both passes, one fresh server per candidate and server
// level; writes the raw evaluation and the wrapper that binds it to the server command.
import { join } from 'node:path';
import { writeFileAtomic } from '../adapters/bundle/bundle-files.js';
import { runQualitySuite } from '../adapters/load-client/index.js';
import { buildServerArgv } from '../domain/plan/server-argv.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { canonicalJson } from '../domain/core/json-writer.js';
import { buildQualityWrapper, buildRawEvaluation } from '../domain/measurement/quality.js';
import { canonicalPins } from '../domain/plan/run-spec.js';
import { qualityRuns } from '../domain/plan/schedule.js';
import { launcherOf, type PreparedStudy } from './prepare.js';
import { portAllocator, runConfiguration } from './server-configuration.js';
import { workPaths, type StudyEvents, type StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';
import { assertNoAlteredCells, readStudyProgress, type CellCounts } from './study-record.js';
import { QUALITY_FILES } from '../domain/bundle/bundle-layout.js';
import { cellDirectory } from '../domain/bundle/artifact-layout.js';

/** Stage 3: the quality guard, one fresh server per candidate and server level, after both passes. */
export async function measureQuality(
  ctx: StudyContext,
  prepared: PreparedStudy,
  options: StudyOptions,
  events: StudyEvents,
): Promise<CellCounts> {
  const paths = workPaths(options.workDir);
  const canonical = canonicalPins(ctx.spec, ctx.plan);
  const ports = portAllocator();
  const qs = qualityRuns(ctx.plan, ctx.spec.basePort);
  const progress = await readStudyProgress(paths.bundle, ctx.plan);
  assertNoAlteredCells(progress, paths.bundle);
  const finished = new Set(progress.finished.filter((c) => c.kind === 'quality').map((c) => c.label));
  const counts: CellCounts = { measured: 0, kept: 0 };
  for (const [i, q] of qs.entries()) {
    if (finished.has(q.label)) {
      events.progress(
        `quality ${i + 1}/${qs.length} ${q.label}: already measured (checksums verified), kept`,
      );
      counts.kept++;
      continue;
    }
    events.progress(
      `quality ${i + 1}/${qs.length} ${q.candidateId} P${q.serverParallel} · ${ctx.suite.quality_cases.length} cases`,
    );
    const port = await ports.portFor(q.port);
    const argv = buildServerArgv(
      canonical.candidates.find((c) => c.id === q.candidateId)!.argv,
      q.serverParallel,
      ctx.plan.per_slot_context_tokens,
      port,
    );
    const dir = join(paths.bundle, cellDirectory('quality', q.label));
    const launcher = launcherOf(prepared, q.candidateId);
    await runConfiguration({
      ctx,
      options,
      launcher,
      kind: 'quality',
      label: q.label,
      dir,
      argv,
      port,
      events,
      body: async (handle, commandSha, requestDeadlineSeconds) => {
        const result = await runQualitySuite({
          baseUrl: handle.baseUrl,
          cases: ctx.suite.quality_cases.map((c) => ({ id: c.id, prompt: c.prompt })),
          performance: {
            prompt: ctx.suite.performance.prompt,
            generationTokens: ctx.suite.performance.generation_tokens,
            repetitions: ctx.suite.performance.repetitions,
            warmups: ctx.suite.performance.warmups,
          },
          timeoutSeconds: ctx.loadPlan.timeout_seconds,
          requestDeadlineSeconds,
          signal: options.signal,
        });
        const raw = buildRawEvaluation({
          candidateId: q.candidateId,
          suite: ctx.suite,
          suiteSha256: ctx.suiteFile.sha256,
          responses: result.responses,
          latency: result.latencySamples,
        });
        const rawText = canonicalJson(raw);
        await writeFileAtomic(join(dir, QUALITY_FILES.raw), rawText, `${q.label}/${QUALITY_FILES.raw}`);
        const wrapper = buildQualityWrapper({
          candidateId: q.candidateId,
          serverParallel: q.serverParallel,
          runId: prepared.run_id,
          runAttempt: prepared.run_attempt,
          requestBaseUrl: `http://127.0.0.1:${port}`,
          evaluation: raw,
          evaluationFileSha256: sha256Hex(rawText),
          serverCommandFileSha256: commandSha,
          serverArgv: argv,
        });
        await writeFileAtomic(
          join(dir, QUALITY_FILES.evidence),
          canonicalJson(wrapper),
          `${q.label}/${QUALITY_FILES.evidence}`,
        );
      },
    });
    counts.measured++;
  }
  return counts;
}
