// The action: a thin layer of inputs, caches, artifacts and GitHub reporting over the same
// orchestrators the CLI runs. Every outside effect goes through ActionPorts, so tests can run
// every command against real local servers and in-memory or loopback fakes.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { ArtifactStore } from '../adapters/artifacts/artifact-store.js';
import { listBundleFiles } from '../adapters/bundle/bundle-files.js';
import { RECEIPT_FILE, STUDY_FILE } from '../adapters/bundle/bundle-layout.js';
import { pullRequestFromEvent } from '../adapters/github/github-context.js';
import type { StickyCommentOptions, StickyCommentResult } from '../adapters/github/pr-comment.js';
import { resolveBuildCacheKey } from '../adapters/llama/ensure-llama-server.js';
import { buildEntryDir } from '../adapters/llama/build-cache.js';
import { cachePath } from '../adapters/llama/cache-dir.js';
import { modelCachePath } from '../adapters/models/fetch-model.js';
import { bundleExtras } from '../orchestrators/bundle-extras.js';
import { verifyCommand } from '../cli/commands/verify.js';
import { CELL_SUMS_FILE, PREPARE_SUMS_FILE } from '../domain/bundle/artifact-layout.js';
import { artifactName } from '../domain/bundle/artifact-names.js';
import { baselineDelta } from '../domain/report/baseline-delta.js';
import { readStudySelections, readStudyView } from '../domain/study/study-model.js';
import { InputError } from '../domain/core/errors.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { decodeUtf8Strict, parseJson, type JsonObject } from '../domain/core/json.js';
import { renderMermaidCharts } from '../domain/report/mermaid.js';
import { incompleteSummaryBody, studySummaryBody } from '../adapters/summary/summary-body.js';
import { renderSha256Sums } from '../domain/bundle/status.js';
import { collectStudyArtifacts } from '../orchestrators/collect-artifacts.js';
import { finalizeBundle, writeIncomplete, type FinalizeResult } from '../orchestrators/finalize.js';
import { loadStudyContext, type StudyContext } from '../orchestrators/study-context.js';
import {
  measurePass,
  measureQuality,
  prepareStudy,
  readPrepared,
  StageError,
  workPaths,
  type StudyEvents,
} from '../orchestrators/stages.js';
import { INPUT_NAMES, resolvePassSelector, type ActionInputs } from './inputs.js';
import { resolveWithoutSymlinks, resolveWorkDir } from './work-dir.js';
import { commandFleet } from './fleet-action.js';

export interface ActionLog {
  info(m: string): void;
  notice(m: string, props?: { file?: string }): void;
  warning(m: string, props?: { file?: string }): void;
  error(m: string, props?: { file?: string }): void;
  startGroup(name: string): void;
  endGroup(): void;
}

export interface CachePort {
  restore(paths: string[], key: string): Promise<boolean>;
  save(paths: string[], key: string): Promise<void>;
}

export interface ActionPorts {
  log: ActionLog;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  artifacts: ArtifactStore;
  cache: CachePort | null;
  writeSummary(markdown: string, bundle: { name: string; url?: string }): Promise<{ truncated: boolean }>;
  upsertComment(options: StickyCommentOptions): Promise<StickyCommentResult>;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface ActionResult {
  status: 'complete' | 'incomplete' | 'cancelled' | 'ok' | 'failed';
  failures: string[];
}

function cacheDirFor(inputs: ActionInputs, env: NodeJS.ProcessEnv, cwd: string): string {
  if (inputs.cacheDir) return resolve(cwd, inputs.cacheDir);
  return join(env.RUNNER_TOOL_CACHE ?? join(env.HOME ?? homedir(), '.cache'), 'paretopilot-capacity');
}

function attempt(env: NodeJS.ProcessEnv): number {
  const n = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Files of one configuration plus a sha256 list of them, written next to them before upload. */
async function writeCellSums(dir: string, files: string[]): Promise<string[]> {
  const entries = await Promise.all(
    files.map(async (f) => ({ path: f, sha256: sha256Hex(await readFile(join(dir, f))) })),
  );
  await writeFile(join(dir, CELL_SUMS_FILE), renderSha256Sums(entries));
  return [...files, CELL_SUMS_FILE];
}

function studyEvents(
  ports: ActionPorts,
  inputs: ActionInputs,
  bundleDir: string,
  failures: string[],
): StudyEvents {
  let open: string | null = null;
  const runAttempt = attempt(ports.env);
  return {
    log: (line) => ports.log.info(line),
    progress: (line) => {
      const m = /^(?:cell \S+ (\S+) (\S+) P(\d+)|quality \S+ (\S+) P(\d+))/.exec(line);
      const group = m ? (m[1] ? `${m[1]}/${m[2]}/p${m[3]}` : `quality ${m[4]}/p${m[5]}`) : null;
      if (group && group !== open) {
        if (open) ports.log.endGroup();
        ports.log.startGroup(group);
        open = group;
      }
      ports.log.info(line);
    },
    runFinished: async (info) => {
      if (open) {
        ports.log.endGroup();
        open = null;
      }
      const [passOrCandidate, ...rest] = info.label.split('/');
      const parts =
        info.kind === 'run'
          ? {
              prefix: inputs.artifactPrefix,
              kind: 'run' as const,
              pass: passOrCandidate,
              candidate: rest[0],
              serverParallel: Number(rest[1].slice(1)),
              runAttempt,
            }
          : {
              prefix: inputs.artifactPrefix,
              kind: 'quality' as const,
              candidate: passOrCandidate,
              serverParallel: Number(rest[0].slice(1)),
              runAttempt,
            };
      const name = artifactName(parts);
      try {
        const files = await writeCellSums(info.dir, info.files);
        const relDir = relative(bundleDir, info.dir).split('\\').join('/');
        const uploaded = await ports.artifacts.uploadDirectory(
          name,
          bundleDir,
          files.map((f) => `${relDir}/${f}`),
          { retentionDays: inputs.artifactRetentionDays },
        );
        ports.log.info(
          `uploaded ${name} (${uploaded.size} bytes${uploaded.attempts > 1 ? `, ${uploaded.attempts} attempts` : ''})${info.ok ? '' : ' — configuration failed; logs kept'}`,
        );
      } catch (e) {
        const msg = `upload of ${name} failed after retries: ${(e as Error).message}`;
        failures.push(msg);
        ports.log.error(msg);
      }
    },
  };
}

async function restoreCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
): Promise<{ builds: Map<string, { key: string; restored: boolean }>; models: Map<string, boolean> }> {
  const builds = new Map<string, { key: string; restored: boolean }>();
  const models = new Map<string, boolean>();
  if (!ports.cache) return { builds, models };
  for (const variant of ctx.spec.builds) {
    const { key } = await resolveBuildCacheKey({ source: ctx.spec.source, variant, env: ports.env });
    const restored = await ports.cache
      .restore([buildEntryDir(cacheDir, key)], `paretopilot-capacity-build-${key}`)
      .catch((e) => {
        ports.log.warning(`build cache restore failed (${(e as Error).message}); building instead`);
        return false;
      });
    ports.log.info(`build ${variant.label}: cache ${restored ? 'hit' : 'miss'} (${key})`);
    builds.set(variant.label, { key, restored });
  }
  for (const c of ctx.spec.candidates) {
    if (c.model.kind === 'fixture') continue;
    const restored = await ports.cache
      .restore([modelCachePath(cacheDir, c.model.sha256)], `paretopilot-capacity-model-${c.model.sha256}`)
      .catch(() => false);
    models.set(c.model.sha256, restored);
  }
  if (ctx.spec.source.kind === 'npm-bundle') {
    await ports.cache
      .restore(
        [cachePath(cacheDir, 'npmTarballs')],
        `paretopilot-capacity-npm-${sha256Hex(ctx.spec.source.integrity).slice(0, 32)}`,
      )
      .catch(() => false);
  }
  return { builds, models };
}

async function saveCaches(
  ctx: StudyContext,
  ports: ActionPorts,
  cacheDir: string,
  restored: Awaited<ReturnType<typeof restoreCaches>>,
): Promise<void> {
  if (!ports.cache) return;
  const save = async (paths: string[], key: string) => {
    try {
      await ports.cache!.save(paths, key);
      ports.log.info(`saved cache ${key}`);
    } catch (e) {
      ports.log.info(`cache ${key} not saved: ${(e as Error).message}`);
    }
  };
  for (const [, b] of restored.builds)
    if (!b.restored) await save([buildEntryDir(cacheDir, b.key)], `paretopilot-capacity-build-${b.key}`);
  for (const c of ctx.spec.candidates) {
    if (c.model.kind !== 'fixture' && !restored.models.get(c.model.sha256))
      await save([modelCachePath(cacheDir, c.model.sha256)], `paretopilot-capacity-model-${c.model.sha256}`);
  }
  if (ctx.spec.source.kind === 'npm-bundle')
    await save(
      [cachePath(cacheDir, 'npmTarballs')],
      `paretopilot-capacity-npm-${sha256Hex(ctx.spec.source.integrity).slice(0, 32)}`,
    );
}

async function commandPrepare(inputs: ActionInputs, ports: ActionPorts, failures: string[]): Promise<void> {
  const ctx = await loadStudyContext(inputs.plan, ports.cwd);
  const cacheDir = cacheDirFor(inputs, ports.env, ports.cwd);
  const options = { workDir: await resolveWorkDir(ports.cwd, inputs.workDir), cacheDir, env: ports.env };
  const restored = inputs.cache
    ? await restoreCaches(ctx, ports, cacheDir)
    : { builds: new Map(), models: new Map() };
  await prepareStudy(ctx, options, studyEvents(ports, inputs, workPaths(options.workDir).bundle, failures));
  if (inputs.cache) await saveCaches(ctx, ports, cacheDir, restored);
  const bundle = workPaths(options.workDir).bundle;
  const files = (await listBundleFiles(bundle)).filter(
    (f) => !f.startsWith('runs/') && !f.startsWith('quality/'),
  );
  const name = artifactName({
    prefix: inputs.artifactPrefix,
    kind: 'prepare',
    runAttempt: attempt(ports.env),
  });
  const sums = renderSha256Sums(
    await Promise.all(
      files.map(async (f) => ({ path: f, sha256: sha256Hex(await readFile(join(bundle, f))) })),
    ),
  );
  await writeFile(join(bundle, PREPARE_SUMS_FILE), sums);
  await ports.artifacts.uploadDirectory(name, bundle, [...files, PREPARE_SUMS_FILE], {
    retentionDays: inputs.artifactRetentionDays,
  });
  ports.log.info(`uploaded ${name} (${files.length} files)`);
}

async function commandMeasure(
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
  for (const pass of passes) {
    ports.log.info(`pass ${pass}`);
    await measurePass(ctx, prepared, pass, options, events);
  }
}

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}

async function readEvent(env: NodeJS.ProcessEnv): Promise<unknown> {
  if (!env.GITHUB_EVENT_PATH) return undefined;
  try {
    return JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The study job was cancelled — usually superseded by a newer run of the same plan and ref while it
 * waited for the concurrency group. That is not a failed study: nothing is assembled, the sticky
 * comment (which may hold a good receipt) is left alone, and no fail-on condition applies.
 */
async function recordCancelled(ports: ActionPorts): Promise<'cancelled'> {
  const why =
    'The study job of this run was cancelled (superseded by a newer run, or cancelled by hand), ' +
    'so no study was assembled. The pull request comment is left as it was; the newer run reports its own study.';
  ports.log.notice(why);
  try {
    await ports.writeSummary(`# Capacity study cancelled\n\n${why}\n`, { name: '', url: runUrl(ports.env) });
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  ports.setOutput('status', 'cancelled');
  ports.setOutput('bundle-artifact-name', '');
  ports.setOutput('bundle-artifact-id', '');
  return 'cancelled';
}

async function commandAssemble(
  inputs: ActionInputs,
  ports: ActionPorts,
  failures: string[],
): Promise<'complete' | 'incomplete' | 'cancelled'> {
  if (inputs.studyResult === 'cancelled') return recordCancelled(ports);
  const workDir = await resolveWorkDir(ports.cwd, inputs.workDir);
  const bundleDir = workPaths(workDir).bundle;
  await rm(bundleDir, { recursive: true, force: true });
  await mkdir(bundleDir, { recursive: true });
  const problems: string[] = [];
  let result: FinalizeResult;
  try {
    const collected = await collectStudyArtifacts({
      store: ports.artifacts,
      prefix: inputs.artifactPrefix,
      currentAttempt: attempt(ports.env),
      bundleDir,
      stagingDir: join(workDir, 'download'),
      log: { info: (m) => ports.log.info(m), warning: (m) => ports.log.warning(m) },
    });
    problems.push(...collected.problems);
    result = await finalizeBundle(bundleDir, bundleExtras());
    // A rejected artifact never leaves a bundle that calls itself complete.
    if (result.complete && problems.length)
      result = await writeIncomplete(
        bundleDir,
        'download',
        `${problems.length} artifact(s) rejected: ${problems[0]}`,
      );
  } catch (e) {
    if (!(e instanceof StageError) && !(e instanceof InputError)) throw e;
    result = await writeIncomplete(
      bundleDir,
      e instanceof StageError ? e.stage : 'download',
      (e as Error).message,
    );
  }
  for (const p of problems) ports.log.error(p);
  const complete = result.complete && problems.length === 0;
  const name = artifactName({
    prefix: inputs.artifactPrefix,
    kind: complete ? 'bundle' : 'diagnostics',
    runAttempt: attempt(ports.env),
  });
  let artifactId = '';
  try {
    const files = await listBundleFiles(bundleDir);
    const up = await ports.artifacts.uploadDirectory(name, bundleDir, files, {
      retentionDays: inputs.artifactRetentionDays,
    });
    artifactId = String(up.id);
  } catch (e) {
    failures.push(`bundle upload failed: ${(e as Error).message}`);
    ports.log.error(`bundle upload failed: ${(e as Error).message}`);
  }
  const url = runUrl(ports.env);
  let body: string;
  let selectionChanged = false;
  if (complete && result.study) {
    const charts = renderMermaidCharts(result.study);
    let delta = '';
    if (inputs.baselineStudy) {
      try {
        const base = readStudySelections(
          parseJson(
            decodeUtf8Strict(
              await readFile(
                await resolveWithoutSymlinks(ports.cwd, inputs.baselineStudy, INPUT_NAMES.baselineStudy),
              ),
            ),
          ),
          inputs.baselineStudy,
        );
        const d = baselineDelta(readStudyView(result.study).selections, base);
        selectionChanged = d.selectionChanged;
        delta = d.markdown;
      } catch (e) {
        ports.log.warning(
          `baseline study ${inputs.baselineStudy} could not be read (${(e as Error).message}); no comparison shown`,
        );
      }
    }
    body = studySummaryBody(result.receipt ?? '', delta, charts);
  } else {
    body = incompleteSummaryBody({
      failedStage: String(result.status.failed_stage),
      reason: String(result.status.reason),
      missingCells: result.missingCells,
      problems,
      artifactName: name,
    });
  }
  try {
    const s = await ports.writeSummary(body, { name, url });
    if (s.truncated)
      ports.log.notice(
        'the receipt was truncated in the job summary; the full receipt is in the bundle artifact',
      );
  } catch (e) {
    ports.log.warning(`job summary not written: ${(e as Error).message}`);
  }
  const event = await readEvent(ports.env);
  const pullRequest = ports.env.GITHUB_EVENT_NAME
    ? pullRequestFromEvent(ports.env.GITHUB_EVENT_NAME, event)
    : undefined;
  const comment = await ports.upsertComment({
    key: inputs.plan,
    body,
    mode: inputs.comment,
    pullRequest,
    apiUrl: ports.env.GITHUB_API_URL ?? 'https://api.github.com',
    token: inputs.githubToken,
    bundleUrl: url,
  });
  if (comment.outcome === 'forbidden' || comment.outcome === 'rate-limited' || comment.outcome === 'failed')
    ports.log.warning(`PR comment: ${comment.message}`);
  else ports.log.info(`PR comment: ${comment.outcome}`);

  ports.setOutput('status', complete ? 'complete' : 'incomplete');
  ports.setOutput('bundle-artifact-name', name);
  ports.setOutput('bundle-artifact-id', artifactId);
  if (complete) {
    ports.setOutput('study-path', join(bundleDir, STUDY_FILE));
    ports.setOutput('receipt-path', join(bundleDir, RECEIPT_FILE));
    ports.setOutput(
      'selected-points',
      JSON.stringify((result.status as JsonObject).selected_operating_points),
    );
  }
  if (inputs.failOn.includes('incomplete') && !complete)
    failures.push(
      `study incomplete (stage ${String(result.status.failed_stage)}): ${String(result.status.reason)}`,
    );
  if (complete && inputs.failOn.includes('no-eligible-point')) {
    const none = Object.entries((result.status as JsonObject).selected_operating_points as JsonObject)
      .filter(([, v]) => v === null)
      .map(([k]) => k);
    if (none.length) failures.push(`no eligible operating point for ${none.join(', ')}`);
  }
  if (selectionChanged && inputs.failOn.includes('selection-changed'))
    failures.push('the selected operating point changed against the baseline study');
  return complete ? 'complete' : 'incomplete';
}

/** Runs one command; never throws for measured-run reporting problems, returns failures instead. */
export async function runAction(inputs: ActionInputs, ports: ActionPorts): Promise<ActionResult> {
  const failures: string[] = [];
  try {
    switch (inputs.command) {
      case 'prepare':
        await commandPrepare(inputs, ports, failures);
        break;
      case 'measure':
        await commandMeasure(inputs, ports, failures, false);
        break;
      case 'quality':
        await commandMeasure(inputs, ports, failures, true);
        break;
      case 'assemble': {
        const status = await commandAssemble(inputs, ports, failures);
        return { status, failures };
      }
      case 'fleet': {
        const status = await commandFleet(inputs, ports, failures);
        return { status, failures };
      }
      case 'verify': {
        let out = '';
        const code = await verifyCommand(
          [workPaths(await resolveWorkDir(ports.cwd, inputs.workDir)).bundle],
          {
            stdout: (s) => (out += s),
            stderr: (s) => (out += s),
            cwd: ports.cwd,
          },
        );
        for (const line of out.trimEnd().split('\n')) ports.log.info(line);
        if (code !== 0) failures.push('bundle verification failed (see the log for every mismatch)');
        break;
      }
    }
  } catch (e) {
    if (e instanceof InputError) {
      const file = e.file;
      ports.log.error(e.message, file ? { file } : undefined);
      failures.push(e.message);
    } else if (e instanceof StageError) {
      await resolveWorkDir(ports.cwd, inputs.workDir)
        .then((dir) => writeIncomplete(workPaths(dir).bundle, e.stage, e.message, e.cell ? [e.cell] : []))
        .catch(() => undefined);
      failures.push(`stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}`);
    } else throw e;
  }
  return { status: failures.length ? 'failed' : 'ok', failures };
}
