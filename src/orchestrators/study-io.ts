// Shared by the CLI and the action: the one way to read a study, and its receipt rendering.
// Every command that renders or exports a study (receipt, report, export-evidence) reads it through
// readVerifiedStudy, so each re-derives every cell, gate and selection before rendering anything.
import { resolve } from 'node:path';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import type { JsonValue } from '../domain/core/json.js';
import { renderReceipt } from '../domain/report/receipt.js';
import { readValidatedStudy, type ValidatedStudy } from '../domain/study/study-model.js';
import { TOOL_NAME, TOOL_REPOSITORY, TOOL_VERSION } from '../version.js';
import { STUDY_FILE } from '../domain/bundle/bundle-layout.js';
import { wrongDocument } from '../domain/plan/check-report.js';

export interface VerifiedStudy {
  /** The study file's bytes and their SHA-256. */
  bytes: Uint8Array;
  sha256: string;
  /** The validated study's typed views. */
  validated: ValidatedStudy;
}

/**
 * Reads a study file (a regular file, strict UTF-8 JSON) and validates it by full re-derivation:
 * InputError (exit 2) when it cannot be re-derived, VerificationMismatch (exit 1) when a stored
 * value differs from the recomputation.
 */
export async function readVerifiedStudy(path: string, cwd: string): Promise<VerifiedStudy> {
  const bytes = await readInputFile(resolve(cwd, path), path);
  const { sha256, value } = parseJsonInput({ path, bytes });
  // A plan given for a study is named as what it is, not as a study missing every field.
  const wrong = wrongDocument(value, ['study'], path);
  if (wrong) throw wrong;
  return { bytes, sha256, validated: readValidatedStudy(value, path) };
}

/** Renders the receipt of a validated study. */
export function renderStudyReceipt(study: ValidatedStudy): string {
  return renderReceipt(study.plain, {
    toolName: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    toolRepository: TOOL_REPOSITORY,
  });
}

/** Validates a study by full re-derivation and renders its receipt. */
export function receiptFor(study: JsonValue, file: string = STUDY_FILE): string {
  return renderStudyReceipt(readValidatedStudy(study, file));
}
