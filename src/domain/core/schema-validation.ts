// JSON Schema checks for every document the tool reads or writes. The validators are compiled ahead
// of time (scripts/generate-validators.mjs → generated/schema-validators.ts, committed and checked
// against schemas/ by a test), so no command compiles a schema at run time.
import type { ErrorObject } from 'ajv/dist/2020.js';
import * as generated from './generated/schema-validators.js';
import { escapePointerToken, JsonFloat, shownKey, type JsonValue, type PlainJson } from './json.js';
import { SchemaError } from './errors.js';

export type SchemaKind =
  | 'capacity-plan'
  | 'load-plan'
  | 'evaluation-suite'
  | 'server-command'
  | 'load-evaluation'
  | 'quality-evidence'
  | 'quality-evaluation'
  | 'manifest'
  | 'capacity-study'
  | 'capacity-fleet'
  | 'status'
  | 'capacity'
  | 'capacity-run';

// ---------------------------------------------------------------------------------------------
// Integer strictness: the plain view cannot tell `8` from `8.0`, so every `type: integer` is
// compiled as `type: number` plus a keyword that also rejects the float tokens recorded here by
// pointer; the validators read them from their `this` (see scripts/generate-validators.mjs).

/**
 * The plain view ajv validates (as `toPlain`) and, from the same walk, the pointers of every float
 * token whose value is integral (the only floats `integer` would accept); pointers are built only
 * for those.
 */
function plainForSchema(value: JsonValue): { plain: PlainJson; integralFloats: Set<string> } {
  const integralFloats = new Set<string>();
  const path: (string | number)[] = [];
  const copy = (v: JsonValue): PlainJson => {
    if (typeof v !== 'object' || v === null) return typeof v === 'bigint' ? Number(v) : v;
    if (v instanceof JsonFloat) {
      if (Number.isInteger(v.value)) {
        integralFloats.add(path.map((t) => `/${typeof t === 'number' ? t : escapePointerToken(t)}`).join(''));
      }
      return v.value;
    }
    if (Array.isArray(v)) {
      const out: PlainJson[] = [];
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        out.push(copy(v[i]));
        path.pop();
      }
      return out;
    }
    const out: { [key: string]: PlainJson } = {};
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      path.push(key);
      const item = copy(v[key]);
      path.pop();
      if (key === '__proto__') {
        Object.defineProperty(out, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else out[key] = item;
    }
    return out;
  };
  return { plain: copy(value), integralFloats };
}

/** A generated validator: called with the document's integral float pointers as `this`. */
interface GeneratedValidator {
  (this: { integralFloats: ReadonlySet<string> | null }, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const VALIDATORS: Readonly<Record<SchemaKind, GeneratedValidator>> = {
  'capacity-plan': generated.validateCapacityPlan,
  'load-plan': generated.validateLoadPlan,
  'evaluation-suite': generated.validateEvaluationSuite,
  'server-command': generated.validateServerCommand,
  'load-evaluation': generated.validateLoadEvaluation,
  'quality-evidence': generated.validateQualityEvidence,
  'quality-evaluation': generated.validateQualityEvaluation,
  manifest: generated.validateManifest,
  'capacity-study': generated.validateCapacityStudy,
  'capacity-fleet': generated.validateCapacityFleet,
  status: generated.validateStatus,
  capacity: generated.validateCapacity,
  'capacity-run': generated.validateCapacityRun,
};

function describe(error: ErrorObject): { pointer: string; message: string } | null {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
      return null; // the failing then/else branch reports the actual problem
    case 'required':
      return {
        pointer: `${error.instancePath}/${escapePointerToken(String(params.missingProperty))}`,
        message: 'is required',
      };
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${escapePointerToken(shownKey(String(params.additionalProperty)))}`,
        message: 'is not an allowed key',
      };
    case 'false schema':
      return { pointer: error.instancePath, message: 'is not allowed here' };
    case 'const':
      return { pointer: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'enum':
      return {
        pointer: error.instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'propertyNames':
      return null; // reported again, more precisely, as the nested pattern error
    default:
      break;
  }
  if (typeof error.propertyName === 'string') {
    return {
      pointer: `${error.instancePath}/${escapePointerToken(shownKey(error.propertyName))}`,
      message: `key ${error.message ?? 'is invalid'}`,
    };
  }
  return { pointer: error.instancePath, message: error.message ?? `fails ${error.keyword}` };
}

/** Whether `error` was raised inside one alternative of the failed `anyOf` at the same place. */
function isBranchError(anyOf: ErrorObject, error: ErrorObject): boolean {
  const samePlace =
    error.instancePath === anyOf.instancePath || error.instancePath.startsWith(`${anyOf.instancePath}/`);
  return samePlace && error.schemaPath.startsWith(`${anyOf.schemaPath}/`);
}

/** One line for a failed `anyOf`: what each alternative objected to. */
function describeAnyOf(error: ErrorObject, all: ErrorObject[]): { pointer: string; message: string } {
  const reasons = all
    .filter((e) => e !== error && isBranchError(error, e) && e.keyword !== 'anyOf')
    .map(describe)
    .filter((d): d is { pointer: string; message: string } => d !== null)
    .map((d) => (d.pointer === error.instancePath ? d.message : `${d.pointer} ${d.message}`));
  return {
    pointer: error.instancePath,
    message: `must match one of the allowed forms (${[...new Set(reasons)].join(' | ')})`,
  };
}

/**
 * Validates a parsed document against the schema of `kind`; throws `SchemaError` naming
 * `fileLabel`, the JSON pointer and the expectation of every violation.
 */
export function validateDocument(kind: SchemaKind, value: JsonValue, fileLabel: string): void {
  const validate = VALIDATORS[kind];
  if (validate === undefined) throw new Error(`unknown schema kind ${kind}`);
  const view = plainForSchema(value);
  const context = { integralFloats: view.integralFloats.size > 0 ? view.integralFloats : null };
  const valid = validate.call(context, view.plain);
  if (valid) return;
  const all = validate.errors ?? [];
  const anyOfs = all.filter((e) => e.keyword === 'anyOf');
  const seen = new Set<string>();
  const errors: { pointer: string; message: string }[] = [];
  for (const error of all) {
    if (anyOfs.some((a) => a !== error && isBranchError(a, error))) continue;
    const described = error.keyword === 'anyOf' ? describeAnyOf(error, all) : describe(error);
    if (!described) continue;
    const key = `${described.pointer}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(described);
  }
  throw new SchemaError(fileLabel, errors);
}
