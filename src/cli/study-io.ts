// Shared by the CLI and the action: read a study file, validate it, render its receipt.
import { resolve } from 'node:path';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import { readJsonFile } from '../domain/assemble.js';
import { toPlain, type JsonObject, type JsonValue } from '../domain/json.js';
import { renderReceipt, type PlainStudy } from '../domain/receipt.js';
import { validateStudy } from '../domain/study-validate.js';
import { TOOL_NAME, TOOL_REPOSITORY, TOOL_VERSION } from '../version.js';

export async function readStudyFile(
  path: string,
  cwd: string,
): Promise<{ value: JsonValue; bytes: Uint8Array }> {
  const bytes = await readInputFile(resolve(cwd, path), path);
  return { value: readJsonFile({ path, bytes }).value, bytes };
}

export function receiptFor(study: JsonValue, file = 'capacity-study.json'): string {
  validateStudy(study, file);
  // The receipt never reads the embedded sources; skip copying them.
  const { source_artifacts: _sources, ...shown } = study as JsonObject;
  return renderReceipt(toPlain(shown) as unknown as PlainStudy, {
    toolName: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    toolRepository: TOOL_REPOSITORY,
  });
}
