// A validated study with a rate envelope, built without a server: the synthetic closed-loop bundle
// with an open_loop plan block, and one simulated search history per run whose true boundary the
// test chooses (every request good at or below it, none above) — assembled and re-derived as usual.
import { syntheticBundle } from '../../bench/synthetic-study.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { sha256Hex } from '../../src/domain/core/hashing.js';
import { parseJson } from '../../src/domain/core/json-reader.js';
import { toPlain, type JsonObject } from '../../src/domain/core/json.js';
import { historyDocument } from '../../src/domain/measurement/rate-search-history.js';
import type { QueueSample } from '../../src/domain/measurement/server-queue.js';
import { openLoopMapping, type OpenLoopPlan } from '../../src/domain/plan/open-loop-plan.js';
import { parseCapacityPlan } from '../../src/domain/plan/plan.js';
import { performanceRuns } from '../../src/domain/plan/schedule.js';
import { assembleStudy } from '../../src/domain/study/assemble.js';
import { readValidatedStudy, type StudyDocument } from '../../src/domain/study/study-model.js';
import { openLoopPlan, simulatedHistory } from './rate-search-kit.js';

export type Boundary = (passId: string, candidateId: string, serverParallel: number) => number;

export interface OpenLoopStudy {
  /** The study as written (lossless JSON). */
  json: JsonObject;
  plain: StudyDocument;
  open: OpenLoopPlan;
}

export function openLoopStudy(
  boundary: Boundary,
  over: Partial<OpenLoopPlan> = {},
  queue: QueueSample | null = null,
): OpenLoopStudy {
  const block = openLoopMapping(openLoopPlan(over));
  const { inputs, files } = syntheticBundle({
    candidates: 2,
    serverLevels: [1, 2],
    clientLevels: [1, 2],
    measuredRequests: 4,
    openLoop: block,
  });
  const plan = parseCapacityPlan(parseJson(files.get('capacity-plan.json')!));
  const open = plan.open_loop!;
  const rateSearches = new Map(
    performanceRuns(plan).map((r) => {
      const cell = {
        label: r.label,
        pass_id: r.passId,
        candidate_id: r.candidateId,
        server_parallel: r.serverParallel,
        // Each history belongs to the prepare run whose manifest the bundle holds.
        manifest_sha256: sha256Hex(inputs.manifest.bytes),
      };
      const history = simulatedHistory(
        open,
        boundary(r.passId, r.candidateId, r.serverParallel),
        cell,
        queue,
      );
      const text = canonicalJson(historyDocument(history, open));
      return [r.label, { path: `runs/${r.label}/rate-search.json`, bytes: new TextEncoder().encode(text) }];
    }),
  );
  const { study } = assembleStudy({ ...inputs, rateSearches });
  const json = parseJson(canonicalJson(study)) as JsonObject;
  const validated = readValidatedStudy(json);
  return { json, plain: validated.plain, open };
}

/** The plain JSON of a study value (numbers unboxed), for assertions. */
export const plainOf = (v: JsonObject): any => toPlain(v);
