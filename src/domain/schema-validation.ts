// JSON Schema checks for every document the tool reads or writes. Schemas are imported statically
// so the bundler inlines them; they are compiled once, on first use.
import { _, Ajv2020, Name, type ErrorObject, type KeywordCxt, type ValidateFunction } from 'ajv/dist/2020.js';
import capacityFleetSchema from '../../schemas/capacity-fleet.schema.json' with { type: 'json' };
import capacityPlanSchema from '../../schemas/capacity-plan.schema.json' with { type: 'json' };
import capacityStudySchema from '../../schemas/capacity-study.schema.json' with { type: 'json' };
import evaluationSuiteSchema from '../../schemas/evaluation-suite.schema.json' with { type: 'json' };
import loadEvaluationSchema from '../../schemas/load-evaluation.schema.json' with { type: 'json' };
import loadPlanSchema from '../../schemas/load-plan.schema.json' with { type: 'json' };
import manifestSchema from '../../schemas/manifest.schema.json' with { type: 'json' };
import qualityEvidenceSchema from '../../schemas/quality-evidence.schema.json' with { type: 'json' };
import serverCommandSchema from '../../schemas/server-command.schema.json' with { type: 'json' };
import statusSchema from '../../schemas/status.schema.json' with { type: 'json' };
import { InputError } from './errors.js';
import { escapePointerToken, JsonFloat, type JsonValue, type PlainJson } from './json.js';

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
  | 'status';

type SchemaDocument = { $id: string } & Record<string, unknown>;

/** The schema files, keyed by the document kind they describe. */
export const SCHEMAS: Readonly<Record<Exclude<SchemaKind, 'quality-evaluation'>, SchemaDocument>> = {
  'capacity-plan': capacityPlanSchema,
  'load-plan': loadPlanSchema,
  'evaluation-suite': evaluationSuiteSchema,
  'server-command': serverCommandSchema,
  'load-evaluation': loadEvaluationSchema,
  'quality-evidence': qualityEvidenceSchema,
  manifest: manifestSchema,
  'capacity-study': capacityStudySchema,
  'capacity-fleet': capacityFleetSchema,
  status: statusSchema,
};

/** Schema reference used for each kind (the raw quality evaluation is a definition of the wrapper schema). */
export const SCHEMA_REFS: Readonly<Record<SchemaKind, string>> = {
  ...(Object.fromEntries(Object.entries(SCHEMAS).map(([kind, schema]) => [kind, schema.$id])) as Record<
    Exclude<SchemaKind, 'quality-evaluation'>,
    string
  >),
  'quality-evaluation': `${qualityEvidenceSchema.$id}#/$defs/rawEvaluation`,
};

const MAX_LISTED_ERRORS = 10;

/** A document does not match its schema; `messages` holds every `pointer: message`, in ajv order. */
export class SchemaError extends InputError {
  override readonly file: string;
  override readonly pointer: string;
  constructor(
    file: string,
    readonly errors: { pointer: string; message: string }[],
  ) {
    if (errors.length === 0) errors = [{ pointer: '', message: 'does not match the schema' }];
    const listed = errors.slice(0, MAX_LISTED_ERRORS);
    const more = errors.length > listed.length ? ` (and ${errors.length - listed.length} more)` : '';
    const [first, ...rest] = listed;
    const tail = rest.map((e) => `; ${e.pointer || '/'}: ${e.message}`).join('');
    super(`${first.message}${tail}${more}`, file, first.pointer);
    this.name = 'SchemaError';
    this.file = file;
    this.pointer = first.pointer;
  }

  get messages(): string[] {
    return this.errors.map((e) => `${e.pointer || '/'}: ${e.message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Integer strictness: the plain view cannot tell `8` from `8.0`, so every `type: integer` is
// compiled as `type: number` plus a keyword that also rejects float tokens recorded by pointer.

const INTEGER_KEYWORD = 'x-integer-token';
/** Integral float tokens of the document being validated (null when it has none). */
const integralFloats: { current: ReadonlySet<string> | null } = { current: null };
const INSTANCE_PATH = new Name('instancePath');

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

function integerAsNumber(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(integerAsNumber);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  let integer = false;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type' && value === 'integer') {
      out.type = 'number';
      integer = true;
    } else if (key === 'type' && Array.isArray(value) && value.includes('integer')) {
      out.type = [...new Set(value.map((t) => (t === 'integer' ? 'number' : t)))];
      integer = true;
    } else if (key === 'const' || key === 'enum' || key === 'default' || key === 'examples') {
      out[key] = value; // data, not schema
    } else {
      out[key] = integerAsNumber(value);
    }
  }
  if (integer) out[INTEGER_KEYWORD] = true;
  return out;
}

let registry: Ajv2020 | undefined;
const validators = new Map<SchemaKind, ValidateFunction>();

function createRegistry(): Ajv2020 {
  // `optimize: false` skips ajv's code-tidying passes: a third of the compile time, same checks.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    code: { optimize: false },
  });
  ajv.addKeyword({
    keyword: INTEGER_KEYWORD,
    schemaType: 'boolean',
    // Inline code (no call per integer): other types are judged by `type`; a number fails when it
    // is not integral or was written as a float token. The pointer is built only for documents
    // that have integral float tokens at all.
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const floats = gen.scopeValue('obj', { ref: integralFloats });
      const pointer = _`${INSTANCE_PATH} + ${it.errorPath}`;
      cxt.fail(
        _`typeof ${data} == "number" && (!Number.isInteger(${data}) || (${floats}.current !== null && ${floats}.current.has(${pointer})))`,
      );
    },
    error: {
      message: ({ data }) =>
        _`Number.isInteger(${data}) ? "must be an integer written without a fraction or exponent" : "must be integer"`,
    },
  });
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(integerAsNumber(schema) as SchemaDocument);
  return ajv;
}

/** Compiles the validator of one kind on first use (compiling all of them up front takes about a second). */
function validatorFor(kind: SchemaKind): ValidateFunction {
  const cached = validators.get(kind);
  if (cached) return cached;
  const ref = SCHEMA_REFS[kind];
  if (ref === undefined) throw new Error(`unknown schema kind ${kind}`);
  registry ??= createRegistry();
  const validate = registry.getSchema(ref);
  if (!validate) throw new Error(`schema ${ref} is not registered`);
  validators.set(kind, validate);
  return validate;
}

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
        pointer: `${error.instancePath}/${escapePointerToken(String(params.additionalProperty))}`,
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
      pointer: `${error.instancePath}/${escapePointerToken(error.propertyName)}`,
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
  const validate = validatorFor(kind);
  const view = plainForSchema(value);
  integralFloats.current = view.integralFloats.size > 0 ? view.integralFloats : null;
  let valid: boolean;
  try {
    valid = validate(view.plain) as boolean;
  } finally {
    integralFloats.current = null;
  }
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
