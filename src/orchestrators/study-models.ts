// A study's pinned model files (a URL or a local path), each verified by size and SHA-256 into the
// model cache; and the `models` step, which fetches every model URL of a plan before any of the
// plan's code runs — so the one step given a model token builds nothing, and `prepare`, which builds
// the plan's llama.cpp source, finds the models in the cache without the token.
import { resolve } from 'node:path';
import { fetchModel, type ModelOrigin } from '../adapters/models/fetch-model.js';
import { credentialFor } from '../adapters/models/model-request.js';
import { resolveMirrorDirs } from '../adapters/models/mirror.js';
import { InputError } from '../domain/core/errors.js';
import type { CandidateRun } from '../domain/plan/run-spec.js';
import { StageError } from './errors.js';
import type { StudyEvents, StudyOptions } from './stages.js';
import type { StudyContext } from './study-context.js';

/** Mirror directories: the command line's first, then the run spec's and PARETOPILOT_MIRROR_DIR. */
export function studyMirrorDirs(ctx: StudyContext, options: StudyOptions): string[] {
  const env = options.env ?? process.env;
  return [
    ...resolveMirrorDirs(options.mirrorDirs ?? [], {}, process.cwd()),
    ...resolveMirrorDirs(ctx.spec.mirrorDirs, env, resolve(ctx.specPath, '..')),
  ].filter((d, i, all) => all.indexOf(d) === i);
}

/**
 * One candidate's pinned model (not a fixture): a local file verified in place, or the cached,
 * mirrored or downloaded file of its URL; a failure is the `models` stage's, naming the candidate.
 */
export async function fetchCandidateModel(
  ctx: StudyContext,
  candidate: CandidateRun,
  options: StudyOptions,
  mirrorDirs: readonly string[],
  events: StudyEvents,
): Promise<{ path: string; fromCache: boolean; origin: ModelOrigin }> {
  const m = candidate.model;
  if (m.kind === 'fixture')
    throw new Error(`candidate ${candidate.id}: a fixture model is generated, not fetched`);
  try {
    return await fetchModel({
      ...(m.kind === 'url' ? { url: m.url } : { path: resolve(resolve(ctx.specPath, '..'), m.path) }),
      sha256: m.sha256,
      sizeBytes: m.sizeBytes,
      cacheDir: options.cacheDir,
      mirrorDirs,
      credential: m.kind === 'url' ? credentialFor(m.url, options.modelToken) : undefined,
      timeoutMs: options.downloadTimeoutMs,
      dispatcher: options.dispatcher,
      log: events.log,
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new StageError('models', `model for ${candidate.id}: ${(e as Error).message}`);
  }
}

/**
 * The `models` step: every model URL of the study in the model cache, verified, each file once.
 * Local paths and fixtures are left to `prepare` (nothing to download); nothing is built or run.
 */
export async function fetchStudyModels(
  ctx: StudyContext,
  options: StudyOptions,
  events: StudyEvents,
): Promise<void> {
  const mirrorDirs = studyMirrorDirs(ctx, options);
  if (mirrorDirs.length) events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
  const done = new Set<string>();
  for (const c of ctx.spec.candidates) {
    if (c.model.kind !== 'url' || done.has(c.model.sha256)) continue;
    done.add(c.model.sha256);
    const got = await fetchCandidateModel(ctx, c, options, mirrorDirs, events);
    events.log(`model ${c.id}: ${got.fromCache ? 'already in the cache' : 'fetched'} (${c.model.sha256})`);
  }
  if (done.size === 0) events.log('models: the plan names no model URL; nothing to fetch');
}
