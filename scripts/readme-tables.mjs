// Renders the inputs and outputs tables of action.yml and of each reusable workflow into README.md,
// between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` markers, so the README never
// drifts from what the files declare. `--check` writes nothing and exits 1 when a table differs.
//
//   node scripts/readme-tables.mjs [--check] [--readme <path>]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every generated table: its marker name, the file it comes from and what it lists. */
export const TABLES = [
  { name: 'action-inputs', file: 'action.yml', kind: 'action-inputs' },
  { name: 'action-outputs', file: 'action.yml', kind: 'outputs' },
  { name: 'study-workflow-inputs', file: '.github/workflows/capacity-study.yml', kind: 'workflow-inputs' },
  { name: 'study-workflow-outputs', file: '.github/workflows/capacity-study.yml', kind: 'workflow-outputs' },
  { name: 'fleet-workflow-inputs', file: '.github/workflows/capacity-fleet.yml', kind: 'workflow-inputs' },
  { name: 'fleet-workflow-outputs', file: '.github/workflows/capacity-fleet.yml', kind: 'workflow-outputs' },
];

/** Text safe inside one Markdown table cell: one line, pipes escaped. */
function cell(text) {
  return String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** A default as the reader sees it: in a code span, `''` for an empty string, — for none. */
function defaultCell(value) {
  if (value === undefined || value === null) return '—';
  const text = String(value);
  if (text === '') return "`''`";
  return text.includes('`') ? `<code>${cell(text)}</code>` : `\`${cell(text)}\``;
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function mappingAt(doc, path, file) {
  let value = doc;
  for (const key of path) value = value?.[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file}: ${path.join('.')} is not a mapping`);
  return value;
}

/** The Markdown of one table, from the YAML text of its file. */
export function renderTable(spec, text) {
  const doc = parse(text);
  const on = doc.on ?? {};
  if (spec.kind === 'action-inputs') {
    const inputs = mappingAt(doc, ['inputs'], spec.file);
    return table(
      ['Input', 'Required', 'Default', 'Description'],
      Object.entries(inputs).map(([name, i]) => [
        `\`${name}\``,
        i.required === true ? 'yes' : 'no',
        defaultCell(i.default),
        cell(i.description ?? ''),
      ]),
    );
  }
  if (spec.kind === 'outputs') {
    const outputs = mappingAt(doc, ['outputs'], spec.file);
    return table(
      ['Output', 'Description'],
      Object.entries(outputs).map(([name, o]) => [`\`${name}\``, cell(o.description ?? '')]),
    );
  }
  const call = mappingAt(on, ['workflow_call'], spec.file);
  if (spec.kind === 'workflow-inputs') {
    const inputs = Object.entries(mappingAt(call, ['inputs'], spec.file)).map(([name, i]) => [
      `\`${name}\``,
      i.type ?? 'string',
      i.required === true ? 'yes' : 'no',
      defaultCell(i.default),
      cell(i.description ?? ''),
    ]);
    const secrets = Object.entries(mappingAt(call, ['secrets'], spec.file)).map(([name, s]) => [
      `\`${name}\``,
      'secret',
      s.required === true ? 'yes' : 'no',
      '—',
      cell(s.description ?? ''),
    ]);
    return table(['Input', 'Type', 'Required', 'Default', 'Description'], [...inputs, ...secrets]);
  }
  const outputs = mappingAt(call, ['outputs'], spec.file);
  return table(
    ['Output', 'Description'],
    Object.entries(outputs).map(([name, o]) => [`\`${name}\``, cell(o.description ?? '')]),
  );
}

const open = (name) => `<!-- generated:${name} -->`;
const close = (name) => `<!-- /generated:${name} -->`;

/**
 * The README with every table replaced; `drift` names the tables that changed. A missing or
 * doubled marker is an error naming it.
 */
export function applyTables(readme, rendered) {
  let text = readme;
  const drift = [];
  for (const [name, body] of rendered) {
    const start = text.indexOf(open(name));
    const end = text.indexOf(close(name));
    if (start < 0 || end < 0 || end < start)
      throw new Error(`README.md: expected ${open(name)} … ${close(name)} around the ${name} table`);
    if (text.indexOf(open(name), start + 1) >= 0) throw new Error(`README.md: ${open(name)} appears twice`);
    const block = `${open(name)}\n${body}\n${close(name)}`;
    if (text.slice(start, end + close(name).length) !== block) drift.push(name);
    text = text.slice(0, start) + block + text.slice(end + close(name).length);
  }
  return { text, drift };
}

/** Every table rendered from the files under `root`. */
export function renderAll(root = ROOT) {
  return new Map(TABLES.map((t) => [t.name, renderTable(t, readFileSync(join(root, t.file), 'utf8'))]));
}

function main(argv) {
  const check = argv.includes('--check');
  const at = argv.indexOf('--readme');
  const readmePath = at >= 0 ? resolve(argv[at + 1]) : join(ROOT, 'README.md');
  const { text, drift } = applyTables(readFileSync(readmePath, 'utf8'), renderAll());
  if (check) {
    if (drift.length) {
      process.stderr.write(
        `${readmePath}: generated tables out of date: ${drift.join(', ')} (run node scripts/readme-tables.mjs)\n`,
      );
      return 1;
    }
    return 0;
  }
  if (drift.length) writeFileSync(readmePath, text);
  process.stdout.write(drift.length ? `updated ${drift.join(', ')}\n` : 'tables up to date\n');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`readme-tables: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}
