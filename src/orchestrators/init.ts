// `init`: model references → a written authored plan. Every reference is parsed first (a malformed
// one fails before any request); each model is hashed in place or downloaded once into the model
// cache `prepare` reads; a Hub revision is pinned to its commit; the plan itself is pure domain.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Dispatcher } from 'undici';
import {
  hubResolveUrl,
  hubRevisionApiUrl,
  modelRefFileName,
  parseModelRef,
  type ModelRef,
} from '../domain/plan/model-ref.js';
import { buildInitPlan, type InitModel, type InitOptions } from '../domain/plan/init-plan.js';
import { GgufFormatError, InputError, ModelRefError, type UserError } from '../domain/core/errors.js';
import type { PlainJson } from '../domain/core/json.js';
import {
  resolveHubCommit,
  takeLocalModel,
  takeRemoteModel,
  type TakenModel,
} from '../adapters/models/model-intake.js';
import { credentialFor, type ModelToken } from '../adapters/models/model-request.js';
import { fileErrorLine } from '../adapters/file-errors.js';
import { checkOutputPath, writeOutputCreatingFolders } from '../adapters/bundle/bundle-files.js';
import { ModelFetchError } from '../adapters/errors.js';

export interface InitRequest extends InitOptions {
  refs: readonly string[];
  /** The plan file to write (absolute). */
  output: string;
  cwd: string;
  force: boolean;
  cacheDir: string;
  hubEndpoint: string;
  /** Bearer token and the https origins it may go to (never logged or written). */
  token?: ModelToken;
  /** The environment variable the token came from, named in a hint on 401 / 403. */
  tokenEnv: string;
  dispatcher?: Dispatcher;
  /** Each model's overall deadline (revision lookup, HEAD and download). */
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface InitResult {
  path: string;
  document: PlainJson;
  notes: string[];
}

function describeFailure(ref: ModelRef, error: unknown, request: InitRequest): UserError {
  if (error instanceof ModelRefError) return error;
  if (error instanceof GgufFormatError)
    return new ModelRefError(ref.ref, `is not a GGUF model file: ${error.message}`);
  if (error instanceof ModelFetchError) {
    const denied = /HTTP (401|403)\b/.test(error.message);
    const asked = ref.kind === 'url' ? ref.url : ref.kind === 'hf' ? request.hubEndpoint : undefined;
    const sent = asked !== undefined && credentialFor(asked, request.token) !== undefined;
    const hint = !denied
      ? ''
      : sent
        ? ` (the token in $${request.tokenEnv} was sent and refused: check it can read this repository)`
        : request.token
          ? ` (the token in $${request.tokenEnv} goes only over https to the Hub and to origins named with --token-origin; this URL is neither)`
          : ` (a gated or private model needs a token: set $${request.tokenEnv}, or name another variable with --token-env)`;
    return new ModelRefError(ref.ref, `${error.message}${hint}`);
  }
  const fileError = fileErrorLine(error);
  if (fileError !== undefined) return new ModelRefError(ref.ref, fileError);
  throw error;
}

async function takeModel(
  ref: ModelRef,
  request: InitRequest,
): Promise<{ taken: TakenModel; source: InitModel['source'] }> {
  const remote = {
    cacheDir: request.cacheDir,
    dispatcher: request.dispatcher,
    retries: request.retries,
    backoffMs: request.backoffMs,
    log: request.log,
    signal: request.signal,
    timeoutMs: request.timeoutMs,
  };
  if (ref.kind === 'path') {
    const abs = resolve(request.cwd, ref.path);
    const taken = await takeLocalModel(abs);
    const fromPlan = relative(dirname(request.output), abs);
    const path = isAbsolute(fromPlan) ? fromPlan : fromPlan.split(sep).join('/');
    return { taken, source: { kind: 'path', path } };
  }
  if (ref.kind === 'url') {
    const taken = await takeRemoteModel({
      ...remote,
      url: ref.url,
      credential: credentialFor(ref.url, request.token),
    });
    return { taken, source: { kind: 'url', url: ref.url } };
  }
  const apiUrl = hubRevisionApiUrl(request.hubEndpoint, ref.repository, ref.revision);
  const commit = await resolveHubCommit(apiUrl, {
    credential: credentialFor(apiUrl, request.token),
    dispatcher: request.dispatcher,
    signal: request.signal,
    timeoutMs: request.timeoutMs,
  });
  if (commit !== ref.revision) request.log?.(`${ref.ref}: revision ${ref.revision} is commit ${commit}`);
  const url = hubResolveUrl(request.hubEndpoint, ref.repository, commit, ref.file);
  const taken = await takeRemoteModel({ ...remote, url, credential: credentialFor(url, request.token) });
  return { taken, source: { kind: 'url', url, repository: ref.repository, revision: commit } };
}

/** Writes the plan for `request.refs`; refuses an existing file unless `force`. */
export async function initPlanFile(request: InitRequest): Promise<InitResult> {
  if (request.refs.length === 0)
    throw new InputError('give at least one model: a GGUF path, an https URL or hf:owner/repo/file.gguf');
  const refs = request.refs.map(parseModelRef);
  // Before any download: the output is no link (nor behind one), and replaces only a regular file.
  await checkOutputPath(request.cwd, request.output, request.force);
  const models: InitModel[] = [];
  for (const ref of refs) {
    try {
      const { taken, source } = await takeModel(ref, request);
      request.log?.(
        `${ref.ref}: ${taken.facts.architecture} ${taken.facts.quantization}, ${taken.sizeBytes} bytes, sha256 ${taken.sha256}`,
      );
      models.push({
        ref: ref.ref,
        source,
        fileName: modelRefFileName(ref),
        sha256: taken.sha256,
        sizeBytes: taken.sizeBytes,
        facts: taken.facts,
      });
    } catch (error) {
      throw describeFailure(ref, error, request);
    }
  }
  const plan = buildInitPlan(models, request);
  const text = `${JSON.stringify(plan.document, null, 2)}\n`;
  await writeOutputCreatingFolders(request.cwd, request.output, text, request.force);
  return { path: request.output, document: plan.document, notes: plan.notes };
}
