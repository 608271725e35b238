// Seed study access for the evidence and report tests: bytes, parsed forms, and mutated copies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonFloat, type JsonObject, type JsonValue } from '../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { REFERENCE_DIR } from './fixture-paths.js';

export const REFERENCE = REFERENCE_DIR;
export const SEED_STUDY_PATH = join(REFERENCE, 'seed-bundle', 'capacity-study.json');
export const SEED_RECEIPT_PATH = join(REFERENCE, 'seed-bundle', 'capacity-receipt.md');
export const SEED_EVIDENCE_PATH = join(REFERENCE, 'evidence-metrics.seed.json');

export const SEED_STUDY_BYTES: Uint8Array = readFileSync(SEED_STUDY_PATH);

export function seedStudy(): JsonObject {
  return parseJson(decodeUtf8Strict(SEED_STUDY_BYTES)) as JsonObject;
}

/** Canonical bytes of a (possibly mutated) study, as the assembler would write them. */
export function studyBytes(study: JsonValue): Uint8Array {
  return Buffer.from(canonicalJson(study), 'utf8');
}

/** Loose accessor for mutations in tests. */
export type Loose = any;

/** Keeps only the given server and client levels (cells, plan levels), as a smaller plan would produce. */
export function restrictLevels(
  study: JsonObject,
  serverLevels: number[],
  clientLevels: number[],
): JsonObject {
  const s = study as Loose;
  s.plan.server_parallel_levels = serverLevels;
  s.plan.client_concurrency_levels = clientLevels;
  s.cells = s.cells.filter(
    (c: Loose) => serverLevels.includes(c.server_parallel) && clientLevels.includes(c.client_concurrency),
  );
  // The reference cell is the lowest levels; its comparison is recomputed as the assembler would.
  for (const sel of s.selections) {
    sel.reference_cell = { client_concurrency: clientLevels[0], server_parallel: serverLevels[0] };
    if (sel.selected_cell === null) continue;
    const rate = (p: number, c: number): number =>
      s.cells.find(
        (x: Loose) =>
          x.candidate_id === sel.candidate_id && x.server_parallel === p && x.client_concurrency === c,
      ).summary.generated_tokens_per_second_median.value;
    const selected = rate(sel.selected_cell.server_parallel, sel.selected_cell.client_concurrency);
    const reference = rate(serverLevels[0], clientLevels[0]);
    sel.comparison_to_reference_percent.generated_tokens_per_second_median = new JsonFloat(
      ((selected - reference) / reference) * 100,
    );
  }
  return study;
}
