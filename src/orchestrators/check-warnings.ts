// What `check` warns about beyond a plan's problems: SLO limits no request can meet and a run longer
// than the workflow allows (domain/plan/plan-warnings.ts), a model file whose GGUF header llama.cpp
// would not take, and a llama.cpp source this machine cannot reach.
import { checkoutIsCached, gitSourceUnreachable } from '../adapters/llama/source.js';
import { readModelFacts } from '../adapters/models/model-intake.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE, type SourceSpec } from '../domain/build/build-source.js';
import { GgufFormatError } from '../domain/core/errors.js';
import { unknownFileTypeWarning } from '../domain/gguf/gguf-header.js';
import type { StudyEstimate } from '../domain/plan/check-report.js';
import type { LoadPlan } from '../domain/plan/load-plan.js';
import { sloWarnings, workflowTimeoutWarning } from '../domain/plan/plan-warnings.js';
import type { RunSpec } from '../domain/plan/run-spec.js';

/** Warnings about a valid plan: SLO limits no request can meet, a run longer than the workflow allows. */
export function planWarnings(
  spec: RunSpec,
  loadPlan: LoadPlan,
  estimate: StudyEstimate | undefined,
): string[] {
  const timeout = estimate && workflowTimeoutWarning(estimate);
  return [...sloWarnings(spec, loadPlan), ...(timeout ? [timeout] : [])];
}

/** A model file's GGUF header (its first bytes only): an unknown file type, or no GGUF at all. */
export async function ggufWarnings(
  id: string,
  shown: string,
  path: string,
  sizeBytes: number,
): Promise<string[]> {
  try {
    const unknown = unknownFileTypeWarning(await readModelFacts(path, sizeBytes));
    return unknown ? [`${id}: ${shown}: ${unknown}`] : [];
  } catch (e) {
    if (!(e instanceof GgufFormatError)) throw e;
    return [`${id}: ${shown} is not a GGUF model llama-server can load: ${e.message}`];
  }
}

/** How a study can build without reaching GitHub, named in every source warning. */
const OTHER_SOURCES = `init --llama-cpp-source npm-bundle writes a plan built from the llama.cpp source node-llama-cpp ${NODE_LLAMA_CPP_BUNDLE_SOURCE.version} ships on the npm registry, and --llama-cpp-source <dir> one built from a local checkout`;

/**
 * A git source prepare would have to fetch (its checkout is not cached): probed, or named as not
 * probed under --offline, so `check` does not say "no problems" of a study that cannot fetch it.
 */
export async function sourceWarnings(
  source: SourceSpec,
  cacheDir: string,
  offline: boolean,
): Promise<string[]> {
  if (source.kind !== 'git' || (await checkoutIsCached(cacheDir, source.commit))) return [];
  const local = source.repository.startsWith('file://');
  if (offline && !local)
    return [
      `llama.cpp source ${source.repository}: not probed (--offline), and not cached: prepare fetches commit ${source.commit} from it, so run needs that host; ${OTHER_SOURCES}`,
    ];
  const why = await gitSourceUnreachable(source.repository, source.commit);
  return why === undefined
    ? []
    : [
        `llama.cpp source ${source.repository} cannot be fetched from this machine (${why}): run will fail to fetch commit ${source.commit}; ${local ? 'point the plan at an existing checkout' : `run where the host answers, or ${OTHER_SOURCES}`}`,
      ];
}
