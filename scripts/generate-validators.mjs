// Generates src/domain/core/generated/schema-validators.ts: every schema in schemas/ compiled ahead of
// time to ajv standalone code, so no command compiles a schema at run time (that was most of the
// CLI's start-up). The generated module is committed: tests, tsc and ncc see it on a fresh clone,
// and __tests__/schemas/generated-validators.test.ts fails when it is out of date.
//
//   node scripts/generate-validators.mjs                 rewrite the committed module
//   node scripts/generate-validators.mjs --check         exit 1 when it is out of date
//   node scripts/generate-validators.mjs --schemas <dir> --out <file>   (tests)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _, Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = join(root, 'src/domain/core/generated/schema-validators.ts');

/** Document kind → schema file; the order is the order of the exports. */
export const SCHEMA_FILES = {
  'capacity-plan': 'capacity-plan.schema.json',
  'load-plan': 'load-plan.schema.json',
  'evaluation-suite': 'evaluation-suite.schema.json',
  'server-command': 'server-command.schema.json',
  'load-evaluation': 'load-evaluation.schema.json',
  'quality-evidence': 'quality-evidence.schema.json',
  manifest: 'manifest.schema.json',
  'capacity-study': 'capacity-study.schema.json',
  'capacity-fleet': 'capacity-fleet.schema.json',
  status: 'status.schema.json',
  capacity: 'capacity.schema.json',
  'capacity-run': 'capacity-run.schema.json',
};

// Integer strictness: the plain view ajv validates cannot tell `8` from `8.0`, so every
// `type: integer` is compiled as `type: number` plus a keyword that also rejects float tokens, which
// the caller records by JSON pointer and passes as the validator's `this` (`validate.call(ctx, data)`
// with `ctx.integralFloats` a Set of pointers, or null when the document has none).
export const INTEGER_KEYWORD = 'x-integer-token';

function integerAsNumber(schema) {
  if (Array.isArray(schema)) return schema.map(integerAsNumber);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = {};
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

function registry(schemas) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    passContext: true,
    code: { source: true, esm: true, lines: true },
  });
  ajv.addKeyword({
    keyword: INTEGER_KEYWORD,
    schemaType: 'boolean',
    // Inline code: other types are judged by `type`; a number fails when it is not integral or was
    // written as a float token. The pointer is built only for documents with integral float tokens.
    code(cxt) {
      const { data, it } = cxt;
      cxt.fail(
        _`typeof ${data} == "number" && (!Number.isInteger(${data}) || (this.integralFloats !== null && this.integralFloats.has(instancePath + ${it.errorPath})))`,
      );
    },
    error: {
      message: ({ data }) =>
        _`Number.isInteger(${data}) ? "must be an integer written without a fraction or exponent" : "must be integer"`,
    },
  });
  for (const schema of Object.values(schemas)) ajv.addSchema(integerAsNumber(schema));
  return ajv;
}

/** The generated module's text for the schemas in `schemaDir`. */
export function generateValidatorsSource(schemaDir = join(root, 'schemas')) {
  const schemas = Object.fromEntries(
    Object.entries(SCHEMA_FILES).map(([kind, file]) => [
      kind,
      JSON.parse(readFileSync(join(schemaDir, file), 'utf8')),
    ]),
  );
  const ajv = registry(schemas);
  const refs = {};
  for (const [kind, schema] of Object.entries(schemas)) refs[exportName(kind)] = schema.$id;
  const quality = schemas['quality-evidence'].$id;
  refs[exportName('quality-evaluation')] = `${quality}#/$defs/rawEvaluation`;
  let code = standaloneCode(ajv, refs);
  // ajv's ESM output still `require`s its runtime helpers; turn them into imports.
  const imports = new Map();
  // Node hands a CommonJS module's `exports` over as `default`, a bundler its `exports.default`: the
  // helper takes whichever is the function.
  code = code.replace(/require\("ajv\/dist\/runtime\/([a-z0-9_]+)"\)\.default/g, (_match, name) => {
    const local = `runtime_${name}`;
    imports.set(local, `ajv/dist/runtime/${name}.js`);
    return local;
  });
  if (/\brequire\(/.test(code)) throw new Error('generated validators still call require()');
  const header = [
    '// GENERATED by scripts/generate-validators.mjs from schemas/*.schema.json — do not edit.',
    '// Regenerate with `node scripts/generate-validators.mjs` after changing a schema.',
    '/* eslint-disable */',
    '// @ts-nocheck',
    ...[...imports].map(([local, path]) => `import * as ${local}_module from '${path}';`),
    'function runtimeFunction(m) {',
    '  let f = m;',
    "  while (f !== null && typeof f === 'object' && 'default' in f) f = f.default;",
    "  if (typeof f !== 'function') throw new Error('ajv runtime helper is not a function');",
    '  return f;',
    '}',
    ...[...imports].map(([local]) => `const ${local} = runtimeFunction(${local}_module);`),
  ].join('\n');
  return `${header}\n${code.replace(/^"use strict";\n?/, '')}\n`;
}

/** `capacity-plan` → `validateCapacityPlan`. */
export function exportName(kind) {
  return `validate${kind.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase())}`;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const out = option('--out') ?? DEFAULT_OUT;
  const text = generateValidatorsSource(option('--schemas'));
  if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // missing counts as out of date
    }
    if (current !== text) {
      console.error(`${out} is out of date with schemas/: run node scripts/generate-validators.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(out, text);
  }
}
