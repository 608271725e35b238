// schemas/capacity.schema.json compiled once, for tests that check a written authored plan.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REPO_ROOT } from './fixture-paths.js';

const schema: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'capacity.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema as object);

/** The schema's complaints about `document`, one line each (empty: valid). */
export function authoredPlanErrors(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
