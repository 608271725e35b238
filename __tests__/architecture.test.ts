// The architecture rules of docs/ARCHITECTURE.md, checked on every file of src/ — and a self-check
// that feeds each rule a file that breaks it, so none of them can pass by matching nothing.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { TEST_ONLY_EXPORTS } from './kits/test-only-exports.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Above this many lines a file must say in its header why it is one cohesive concept. */
const MAX_LINES = 450;
/** Generated code: no header, size or cast rules (its import rules still apply). */
const GENERATED = /^src\/domain\/core\/generated\//;
/** The one place a parsed document may be cast: right after schema validation and re-derivation. */
const CHECKED_CAST_FILES = new Set(['src/domain/study/study-model.ts']);
/** Domain rooms, lowest first: a room imports only rooms of a strictly lower rank. */
const ROOM_RANK: Readonly<Record<string, number>> = {
  core: 0,
  statistics: 1,
  gguf: 1,
  build: 1,
  plan: 2,
  load: 2,
  measurement: 3,
  bundle: 4,
  decision: 5,
  study: 6,
  report: 7,
  fleet: 8,
};
/** What pure code may not import. */
const IMPURE =
  /^(node:)?(fs|fs\/promises|child_process|net|http|https|os|dgram|worker_threads)$|^@actions\/|^undici$/;
/**
 * Adapters (and packages) behind a port of `ActionPorts` (src/action/ports.ts), with the port: an
 * entry file reaches them through the port, and only the wiring file imports them as values.
 * Type-only imports stay allowed, since a port's contract may name the adapter's option types.
 */
const PORT_BACKED: Readonly<Record<string, string>> = {
  'src/adapters/artifacts/github-artifact-store.ts': 'ports.artifacts',
  '@actions/artifact': 'ports.artifacts',
  '@actions/cache': 'ports.cache',
  'src/adapters/github/pr-comment.ts': 'ports.upsertComment',
  'src/adapters/github/github-client.ts': 'ports.upsertComment',
  '@actions/github': 'ports.upsertComment',
  'src/adapters/summary/summary-writer.ts': 'ports.writeSummary',
};
/** The one file that wires every port to its real service. */
const PORT_WIRING = new Set(['src/action/step.ts']);
/**
 * Steps that a job's orchestrator runs in order (collect, finalize, downgrade), with the job that
 * runs them: an action entry calls the job and never a step, so that order is written once. The
 * CLI's `finalize` command is itself one step, so the rule is the action's. Types stay allowed.
 */
const JOB_STEPS: Readonly<Record<string, string>> = {
  'src/orchestrators/finalize.ts': 'assembleJob (src/orchestrators/assemble-job.ts)',
  'src/orchestrators/collect-artifacts.ts': 'assembleJob (src/orchestrators/assemble-job.ts)',
  'src/orchestrators/assemble-artifacts.ts':
    'assembleJob (src/orchestrators/assemble-job.ts) or fleetJob (src/orchestrators/fleet-job.ts)',
};
/** The one error module of each layer: every error class is defined in one of these. */
const ERROR_MODULES: Readonly<Record<string, string>> = {
  domain: 'src/domain/core/errors.ts',
  adapters: 'src/adapters/errors.ts',
  orchestrators: 'src/orchestrators/errors.ts',
  cli: 'src/cli/errors.ts',
  action: 'src/action/errors.ts',
};
/** Calls whose result is parsed, unchecked data: casting it to a type asserts what nobody checked. */
const PARSERS = new Set(['JSON.parse', 'parseJson', 'parseJsonFast', 'toPlain']);

/**
 * Source files with logic but no test at their mirrored path (`src/a/b.ts` -> `__tests__/a/b.test.ts`),
 * each with why. The list only shrinks: a new file without its test fails, and so does an entry whose
 * mirrored test now exists or whose file is gone. Reasons: what the file holds (nothing to test on its
 * own), the tests at other paths that exercise it, or the tested file it is only reached through.
 */
const UNTESTED: Readonly<Record<string, string>> = {
  'src/action/errors.ts': 'error classes only: each is asserted by the tests of the code that throws it',
  'src/action/main.ts': 'the action entry (wiring only): run by __tests__/action/dist-entry.e2e.test.ts',
  'src/action/post.ts': 'no direct test; reached through src/action/main.ts',
  'src/action/publish.ts':
    'no direct test; reached through src/action/fleet-action.ts, src/action/run-action.ts',
  'src/action/run-action.ts':
    'exercised by __tests__/action/assemble.test.ts, __tests__/action/prepare-model-token.test.ts',
  'src/action/step-state.ts': 'no direct test; reached through src/action/main.ts, src/action/post.ts',
  'src/action/step.ts': 'no direct test; reached through src/action/main.ts',
  'src/action/sticky-comment.ts':
    'no direct test; reached through src/action/fleet-action.ts, src/action/publish.ts',
  'src/action/study-events.ts': 'no direct test; reached through src/action/run-action.ts',
  'src/adapters/errors.ts': 'error classes only: each is asserted by the tests of the code that throws it',
  'src/adapters/llama/ensure-llama-server.ts':
    'exercised by __tests__/action/caches.test.ts, __tests__/action/prepare-cache.test.ts',
  'src/adapters/load-client/index.ts': 're-exports only: the load client surface',
  'src/adapters/models/fixture-models.ts':
    'exercised by __tests__/adapters/models/fixture-serve.e2e.test.ts, __tests__/domain/gguf/fixture-model.test.ts',
  'src/cli/commands/demo.ts': 'exercised by __tests__/examples/demo-examples.test.ts',
  'src/cli/commands/export-evidence.ts': 'exercised by __tests__/cli/commands/evidence.test.ts',
  'src/cli/commands/stages.ts': 'no direct test; reached through src/cli/main.ts',
  'src/cli/commands/verify-evidence.ts': 'exercised by __tests__/cli/commands/evidence.test.ts',
  'src/cli/errors.ts': 'error classes only: each is asserted by the tests of the code that throws it',
  'src/cli/exit-codes.ts': 'constants only',
  'src/domain/core/errors.ts': 'error classes only: each is asserted by the tests of the code that throws it',
  'src/domain/core/schema-validation.ts':
    'exercised by __tests__/domain/core/validation-messages.test.ts, __tests__/domain/decision/derive-decision.test.ts',
  'src/domain/decision/decision-document.ts': 'types and constants only',
  'src/domain/fleet/fleet-decision-render.ts':
    'no direct test; reached through src/domain/fleet/fleet-html.ts, src/domain/fleet/fleet-receipt.ts',
  'src/domain/fleet/fleet-html.ts':
    'exercised by __tests__/domain/fleet/fleet-chromium.test.ts, __tests__/domain/fleet/fleet-decision-document.test.ts',
  'src/domain/fleet/fleet-receipt.ts':
    'exercised by __tests__/domain/fleet/fleet-decision-document.test.ts, __tests__/domain/fleet/fleet-render.test.ts',
  'src/domain/fleet/fleet.ts': 'exercised by __tests__/domain/fleet/fleet-decision-document.test.ts',
  'src/domain/plan/run-spec-sections.ts': 'no direct test; reached through src/domain/plan/run-spec.ts',
  'src/domain/report/html-decision.ts': 'no direct test; reached through src/domain/report/html-report.ts',
  'src/domain/statistics/verdicts.ts': 'types and constants only',
  'src/domain/study/derive.ts':
    'no direct test; reached through src/domain/study/assemble.ts, src/domain/study/validate.ts',
  'src/domain/study/rate-envelope-document.ts':
    'types only: the rate envelope as the study holds it, built by src/domain/study/rate-envelope.ts',
  'src/orchestrators/check.ts': 'no direct test; reached through src/cli/commands/check.ts',
  'src/orchestrators/errors.ts':
    'error classes only: each is asserted by the tests of the code that throws it',
  'src/orchestrators/measure.ts': 'exercised by __tests__/e2e/arm64-emulated.test.ts',
  'src/orchestrators/quality.ts': 'exercised by __tests__/e2e/arm64-emulated.test.ts',
  'src/orchestrators/run-study.ts':
    'exercised by __tests__/e2e/arm64-emulated.test.ts, __tests__/e2e/decision-aa.test.ts',
  'src/orchestrators/stages.ts': 'exercised by __tests__/e2e/arm64-emulated.test.ts',
  'src/orchestrators/study-context.ts':
    'exercised by __tests__/action/caches.test.ts, __tests__/e2e/arm64-emulated.test.ts',
  'src/version.ts': 'constants only',
};

/** Above this many lines (first line to last) a function is split into named parts. */
const MAX_FUNCTION_LINES = 120;
/**
 * Functions still longer than MAX_FUNCTION_LINES, keyed `file: name`, each with why. The list only
 * shrinks: a new long function fails, and so does an entry whose function is now short or gone, so
 * splitting one means deleting its line here. Anonymous functions are named after the function they
 * sit in, e.g. `(anonymous in upsertStickyComment)`.
 */
const LONG_FUNCTIONS: Readonly<Record<string, string>> = {
  // Each entry: 'src/path/file.ts: functionName': 'why it stays long',
};

interface Source {
  /** Repository-relative, forward slashes. */
  path: string;
  text: string;
}
interface Violation {
  rule: string;
  file: string;
  detail: string;
}

function walk(dir: string, keep: (rel: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const name of readdirSync(join(ROOT, rel)).sort()) {
      const child = posix.join(rel, name);
      if (statSync(join(ROOT, child)).isDirectory()) visit(child);
      else if (keep(child)) out.push(child);
    }
  };
  visit(dir);
  return out;
}

const layer = (p: string) => /^src\/(domain|adapters|orchestrators|cli|action)\//.exec(p)?.[1];
const room = (p: string) => /^src\/domain\/([^/]+)\//.exec(p)?.[1];

/** A module specifier seen from `from`, resolved to a repo path (relative) or left as a package name. */
const resolveSpecifier = (from: string, spec: string) =>
  spec.startsWith('.')
    ? posix.normalize(posix.join(posix.dirname(from), spec)).replace(/\.js$/, '.ts')
    : spec;

/** Every module a file imports (static, type-only, re-export and dynamic), resolved to a repo path or a package. */
function importsOf(file: Source): string[] {
  return ts
    .preProcessFile(file.text, true, true)
    .importedFiles.map(({ fileName: spec }) => resolveSpecifier(file.path, spec));
}

/** The modules a file imports values from: `importsOf` without the imports and re-exports that are only types. */
function valueImportsOf(file: Source): string[] {
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const typeOnly =
        c !== undefined &&
        (c.isTypeOnly ||
          (!c.name &&
            c.namedBindings !== undefined &&
            ts.isNamedImports(c.namedBindings) &&
            onlyTypes(c.namedBindings.elements)));
      if (!typeOnly) out.push(resolveSpecifier(file.path, n.moduleSpecifier.text));
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const typeOnly =
        n.isTypeOnly ||
        (n.exportClause !== undefined &&
          ts.isNamedExports(n.exportClause) &&
          onlyTypes(n.exportClause.elements));
      if (!typeOnly) out.push(resolveSpecifier(file.path, n.moduleSpecifier.text));
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] !== undefined &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      out.push(resolveSpecifier(file.path, n.arguments[0].text));
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function entryPortViolations(files: readonly Source[]): Violation[] {
  const out: Violation[] = [];
  for (const f of files) {
    const from = layer(f.path);
    if ((from !== 'action' && from !== 'cli') || PORT_WIRING.has(f.path)) continue;
    for (const target of new Set(valueImportsOf(f)))
      if (target in PORT_BACKED)
        out.push({
          rule: 'entry-port',
          file: f.path,
          detail: `imports ${target}, which is behind ${PORT_BACKED[target]} (src/action/ports.ts): use the port`,
        });
  }
  return out;
}

function entryOrchestrationViolations(files: readonly Source[]): Violation[] {
  const out: Violation[] = [];
  for (const f of files) {
    if (layer(f.path) !== 'action') continue;
    for (const target of new Set(valueImportsOf(f)))
      if (target in JOB_STEPS)
        out.push({
          rule: 'entry-orchestration',
          file: f.path,
          detail: `imports ${target}, a step of a job: call ${JOB_STEPS[target]}`,
        });
  }
  return out;
}

function importViolations(files: readonly Source[]): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string, file: string, target: string) =>
    out.push({ rule, file, detail: `imports ${target}` });
  for (const f of files) {
    const from = layer(f.path);
    if (f.path.startsWith('src/domain/') && !GENERATED.test(f.path) && !(room(f.path)! in ROOM_RANK))
      out.push({
        rule: 'domain-room',
        file: f.path,
        detail: `not in a known room (${Object.keys(ROOM_RANK).join(', ')})`,
      });
    for (const target of importsOf(f)) {
      const to = layer(target);
      if (
        (from === 'domain' || from === 'adapters' || from === 'orchestrators') &&
        (to === 'cli' || to === 'action')
      )
        add('upward', f.path, target);
      if ((from === 'action' && to === 'cli') || (from === 'cli' && to === 'action'))
        add('entry-siblings', f.path, target);
      if (from === 'adapters' && to === 'orchestrators') add('upward', f.path, target);
      if (from === 'domain' && (to === 'adapters' || to === 'orchestrators' || IMPURE.test(target)))
        add('domain-pure', f.path, target);
      const a = room(f.path);
      const b = room(target);
      if (from === 'domain' && to === 'domain' && a && b && a !== b && !(ROOM_RANK[b] < ROOM_RANK[a]))
        add('domain-rank', f.path, `${target} (${a} may import only rooms below it)`);
    }
  }
  return out;
}

/**
 * Every circle of a directed graph, each as its nodes in edge order (first node repeated at the end),
 * one per strongly connected component, named from its smallest node along the shortest way back.
 */
function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; every component of two or more nodes holds a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component);
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) connect(v);
  // Name one concrete circle per component: the shortest way back to its smallest node.
  return components.map((component) => {
    // (one circle is named; breaking it shows the next one of the same component, if any)
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const previous = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const w of edges.get(queue[i])!.filter((t) => inside.has(t))) {
        if (w === start) {
          const path = [start];
          for (let at = queue[i]; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!previous.has(w)) {
          previous.set(w, queue[i]);
          queue.push(w);
        }
      }
    }
    return [...component, component[0]];
  });
}

/**
 * Every import circle among the given files, each as its files in import order (first file repeated
 * at the end), found once from its smallest path. Type-only imports count: a reader following the
 * types walks the same circle, and a type that two files need belongs in a third they both import.
 */
function importCycles(files: readonly Source[]): string[][] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, string[]>();
  for (const f of files)
    edges.set(f.path, [...new Set(importsOf(f).filter((t) => known.has(t) && t !== f.path))].sort());
  return circles(edges);
}

/**
 * The folder arrows of an import: where the two files part, the sibling folders they sit in
 * (`src/adapters/llama/x.ts` -> `src/adapters/models/y.ts` is `src/adapters/llama` -> `src/adapters/models`).
 * A file of the parent folder itself is the folder's face, not a sibling: `cli/commands/` using
 * `cli/io.ts` while `cli/main.ts` dispatches to it is one folder, not a circle.
 */
function folderArrow(from: string, to: string): [string, string] | undefined {
  const a = from.split('/');
  const b = to.split('/');
  let common = 0;
  while (common < a.length - 1 && common < b.length - 1 && a[common] === b[common]) common++;
  if (common >= a.length - 1 || common >= b.length - 1) return undefined;
  return [a.slice(0, common + 1).join('/'), b.slice(0, common + 1).join('/')];
}

/**
 * Import circles between folders that no file circle shows (`llama/` using `models/` and `models/`
 * using `llama/`, through different files): each with one import that makes each of its arrows.
 */
function folderCycleViolations(files: readonly Source[]): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map<string, Set<string>>();
  const witness = new Map<string, string>();
  for (const f of [...files].sort((x, y) => (x.path < y.path ? -1 : 1)))
    for (const target of importsOf(f)
      .filter((t) => known.has(t))
      .sort()) {
      const arrow = folderArrow(f.path, target);
      if (!arrow) continue;
      for (const folder of arrow) if (!edges.has(folder)) edges.set(folder, new Set());
      edges.get(arrow[0])!.add(arrow[1]);
      if (!witness.has(arrow.join(' -> '))) witness.set(arrow.join(' -> '), `${f.path} imports ${target}`);
    }
  const sorted = new Map([...edges].map(([k, v]) => [k, [...v].sort()]));
  return circles(sorted).map((cycle) => ({
    rule: 'folder-cycle',
    file: cycle[0],
    detail:
      `folder circle: ${cycle.join(' -> ')} (` +
      cycle
        .slice(1)
        .map((to, i) => witness.get(`${cycle[i]} -> ${to}`))
        .join('; ') +
      '): move what both use to a folder they both import',
  }));
}

function cycleViolations(files: readonly Source[]): Violation[] {
  return importCycles(files).map((cycle) => ({
    rule: 'cycle',
    file: cycle[0],
    detail: `import circle: ${cycle.join(' -> ')}`,
  }));
}

/** Leading `//` lines (after a shebang): the header. */
function headerOf(text: string): string[] {
  const lines = text.split('\n');
  const start = lines[0]?.startsWith('#!') ? 1 : 0;
  const header: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('//')) break;
    header.push(line);
  }
  return header;
}

function shapeViolations(files: readonly Source[]): Violation[] {
  const out: Violation[] = [];
  for (const f of files) {
    if (GENERATED.test(f.path)) continue;
    const header = headerOf(f.text);
    if (!header.length || !/^\/\/ \S/.test(header[0]))
      out.push({
        rule: 'header',
        file: f.path,
        detail: 'does not open with a one-line // comment saying what it owns',
      });
    const lines = f.text.endsWith('\n') ? f.text.split('\n').length - 1 : f.text.split('\n').length;
    if (lines > MAX_LINES && !header.some((l) => l.includes('cohesive:')))
      out.push({
        rule: 'size',
        file: f.path,
        detail: `${lines} lines > ${MAX_LINES} and no "cohesive:" in its header`,
      });
  }
  return out;
}

function castViolations(files: readonly Source[]): Violation[] {
  const out: Violation[] = [];
  for (const f of files) {
    if (GENERATED.test(f.path)) continue;
    const sf = ts.createSourceFile(f.path, f.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const unwrap = (e: ts.Expression): ts.Expression => {
      while (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e) || ts.isNonNullExpression(e))
        e = e.expression;
      return e;
    };
    const parsedCall = (e: ts.Expression): string | undefined => {
      e = unwrap(e);
      // `x as unknown as T` hides nothing: look through the `unknown` step.
      if (ts.isAsExpression(e) && e.type.kind === ts.SyntaxKind.UnknownKeyword) e = unwrap(e.expression);
      if (!ts.isCallExpression(e)) return undefined;
      const callee = e.expression.getText(sf);
      return PARSERS.has(callee) || /\.json$/.test(callee) ? callee : undefined;
    };
    const visit = (n: ts.Node) => {
      if (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) {
        const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
        const isConst = ts.isTypeReferenceNode(n.type) && n.type.typeName.getText(sf) === 'const';
        if (n.type.kind === ts.SyntaxKind.NeverKeyword)
          out.push({
            rule: 'as-never',
            file: f.path,
            detail: `line ${line}: \`as never\` silences the type checker`,
          });
        else if (
          n.type.kind !== ts.SyntaxKind.UnknownKeyword &&
          !isConst &&
          !CHECKED_CAST_FILES.has(f.path)
        ) {
          const callee = parsedCall(n.expression);
          if (callee)
            out.push({
              rule: 'unchecked-cast',
              file: f.path,
              detail: `line ${line}: ${callee}(…) cast to ${n.type.getText(sf).replace(/\s+/g, ' ').slice(0, 60)} without a check (read it with a field reader or a type guard)`,
            });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

/**
 * Error classes outside their layer's error module. A class is an error class when it extends
 * `Error` (or any `…Error`) or another error class of the given files, so `extends UserError` and
 * `extends VerificationMismatch` count too.
 */
function errorClassViolations(files: readonly Source[]): Violation[] {
  const classes: { file: string; name: string; base: string; line: number }[] = [];
  for (const f of files) {
    if (GENERATED.test(f.path)) continue;
    const sf = ts.createSourceFile(f.path, f.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const visit = (n: ts.Node) => {
      if (ts.isClassDeclaration(n) || ts.isClassExpression(n)) {
        const base = n.heritageClauses
          ?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)
          ?.types[0]?.expression.getText(sf);
        if (base)
          classes.push({
            file: f.path,
            name: n.name?.text ?? '(anonymous class)',
            base,
            line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
          });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  const errors = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const c of classes)
      if (!errors.has(c.name) && (/(^|\.)\w*Error$/.test(c.base) || errors.has(c.base))) {
        errors.add(c.name);
        grew = true;
      }
  }
  return classes
    .filter((c) => errors.has(c.name) && ERROR_MODULES[layer(c.file) ?? ''] !== c.file)
    .map((c) => ({
      rule: 'error-module',
      file: c.file,
      detail: `line ${c.line}: error class ${c.name} (extends ${c.base}) belongs in ${ERROR_MODULES[layer(c.file) ?? ''] ?? 'the error module of its layer'}`,
    }));
}

/** The test a source file has at its mirrored path. */
const mirroredTest = (p: string) => p.replace(/^src\//, '__tests__/').replace(/\.ts$/, '.test.ts');

/** Source files without a test at their mirrored path and not allowed to be, and stale allow-list entries. */
function untestedViolations(
  sources: readonly string[],
  tests: ReadonlySet<string>,
  allowed: Readonly<Record<string, string>>,
): Violation[] {
  const out: Violation[] = [];
  const listed = (p: string) => Object.prototype.hasOwnProperty.call(allowed, p);
  for (const p of sources) {
    if (GENERATED.test(p)) continue;
    const test = mirroredTest(p);
    if (!tests.has(test) && !listed(p))
      out.push({
        rule: 'untested',
        file: p,
        detail: `has no test at ${test}: write one, move the test that covers it there, or list it in UNTESTED with why`,
      });
    else if (tests.has(test) && listed(p))
      out.push({ rule: 'untested-stale', file: p, detail: `has ${test} now: remove it from UNTESTED` });
  }
  for (const [p, reason] of Object.entries(allowed)) {
    if (!sources.includes(p))
      out.push({ rule: 'untested-stale', file: p, detail: 'is listed in UNTESTED but no longer exists' });
    if (reason.trim() === '')
      out.push({ rule: 'untested', file: p, detail: 'is listed in UNTESTED without a reason' });
    // A reason that names a test or a source file names one that exists, so reasons do not go stale.
    for (const named of reason.match(/(?:__tests__|src)\/[\w./-]+\.ts/g) ?? [])
      if (!(named.startsWith('src/') ? sources.includes(named) : tests.has(named)))
        out.push({
          rule: 'untested-stale',
          file: p,
          detail: `its UNTESTED reason names ${named}, which does not exist`,
        });
  }
  return out;
}

/** What one module exports and uses: names it declares or re-exports, and the (module, name) pairs it imports. */
interface ModuleFacts {
  /** Exported name -> where it is defined: here (null) or re-exported from another module's name. */
  exports: Map<string, { from: string; name: string } | null>;
  /** Modules whose every export this one re-exports (`export * from`). */
  stars: string[];
  uses: { module: string; name: string }[];
}

/**
 * The exports and the imports by name of a file (static, type-only, dynamic, `import()` types and
 * `ns.name` through a namespace). Only relative specifiers: packages have no exports of ours.
 */
function moduleFacts(file: Source): ModuleFacts {
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const facts: ModuleFacts = { exports: new Map(), stars: [], uses: [] };
  const namespaces = new Map<string, string>();
  const target = (spec: string) => (spec.startsWith('.') ? resolveSpecifier(file.path, spec) : undefined);
  const use = (module: string | undefined, name: string) => {
    if (module !== undefined) facts.uses.push({ module, name });
  };
  for (const st of sf.statements) {
    const exported =
      ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) facts.exports.set(d.name.text, null);
    } else if (exported && 'name' in st && st.name && ts.isIdentifier(st.name as ts.Node))
      facts.exports.set((st.name as ts.Identifier).text, null);
    if (ts.isExportDeclaration(st)) {
      const from =
        st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
          ? target(st.moduleSpecifier.text)
          : undefined;
      if (!st.exportClause) {
        if (from) facts.stars.push(from);
      } else if (ts.isNamedExports(st.exportClause))
        for (const e of st.exportClause.elements)
          facts.exports.set(e.name.text, from ? { from, name: (e.propertyName ?? e.name).text } : null);
    }
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.importClause) {
      const from = target(st.moduleSpecifier.text);
      const { name, namedBindings } = st.importClause;
      if (name) use(from, 'default');
      if (namedBindings && ts.isNamespaceImport(namedBindings)) {
        if (from) namespaces.set(namedBindings.name.text, from);
      } else if (namedBindings)
        for (const e of namedBindings.elements) use(from, (e.propertyName ?? e.name).text);
    }
  }
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = n.arguments[0];
      const from = arg && ts.isStringLiteralLike(arg) ? target(arg.text) : undefined;
      let p = n.parent;
      while (ts.isAwaitExpression(p) || ts.isParenthesizedExpression(p)) p = p.parent;
      if (from && ts.isVariableDeclaration(p) && ts.isObjectBindingPattern(p.name))
        for (const e of p.name.elements) use(from, (e.propertyName ?? e.name).getText(sf));
      else if (from && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name))
        namespaces.set(p.name.text, from);
      else if (from && ts.isPropertyAccessExpression(p)) use(from, p.name.text);
      else use(from, '*');
    }
    if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal))
      if (n.qualifier)
        use(
          target(n.argument.literal.text),
          ts.isIdentifier(n.qualifier) ? n.qualifier.text : n.qualifier.left.getText(sf),
        );
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression))
      use(namespaces.get(n.expression.text), n.name.text);
    if (ts.isQualifiedName(n) && ts.isIdentifier(n.left)) use(namespaces.get(n.left.text), n.right.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return facts;
}

/**
 * Every export of src/ with the files that import it by name, through re-exports (a barrel's user
 * uses what the barrel re-exports; the barrel itself is no user), keyed `src/path.ts: name`.
 */
function exportImporters(files: readonly Source[]): Map<string, Set<string>> {
  const facts = new Map(files.map((f) => [f.path, moduleFacts(f)]));
  const importers = new Map<string, Set<string>>();
  for (const [path, f] of facts)
    if (path.startsWith('src/'))
      for (const name of f.exports.keys()) importers.set(`${path}: ${name}`, new Set());
  // The exports a (module, name) names on its way to its definition.
  const chain = (module: string, name: string, seen = new Set<string>()): string[] => {
    const key = `${module}: ${name}`;
    const f = facts.get(module);
    if (!f || seen.has(key)) return [];
    seen.add(key);
    const e = f.exports.get(name);
    if (e === null) return [key];
    if (e) return [key, ...chain(e.from, e.name, seen)];
    for (const star of f.stars) {
      const found = chain(star, name, seen);
      if (found.length) return found;
    }
    return [];
  };
  for (const [user, f] of facts)
    for (const u of f.uses) {
      const names = u.name === '*' ? [...(facts.get(u.module)?.exports.keys() ?? [])] : [u.name];
      for (const name of names)
        for (const key of chain(u.module, name))
          if (!key.startsWith(`${user}: `)) importers.get(key)?.add(user);
    }
  return importers;
}

/**
 * Exports of src/ that only tests or bench import (test code living in src/), apart from an allow-list
 * with reasons, and stale entries of that list (imported by src/ now, by nothing, or gone).
 */
function testOnlyExportViolations(
  files: readonly Source[],
  allowed: Readonly<Record<string, string>>,
): Violation[] {
  const out: Violation[] = [];
  const importers = exportImporters(files);
  const testOnly = new Set<string>();
  for (const [key, users] of importers) {
    if (GENERATED.test(key) || users.size === 0 || [...users].some((u) => u.startsWith('src/'))) continue;
    testOnly.add(key);
    if (!Object.prototype.hasOwnProperty.call(allowed, key))
      out.push({
        rule: 'test-only-export',
        file: key.slice(0, key.indexOf(': ')),
        detail: `${key.slice(key.indexOf(': ') + 2)} is imported only by ${[...users].sort()[0]}${users.size > 1 ? ` and ${users.size - 1} more` : ''}: move it to __tests__/kits/, or list it in TEST_ONLY_EXPORTS with why`,
      });
  }
  const stale = (key: string) =>
    testOnly.has(key)
      ? undefined
      : !importers.has(key)
        ? 'is no export any more'
        : importers.get(key)!.size
          ? 'src/ imports it now'
          : 'nothing imports it';
  return [...out, ...allowListViolations('TEST_ONLY_EXPORTS', 'test-only-export', allowed, stale)];
}

/**
 * The entries (`file: name`) of an allow-list that no longer apply (`stale` says why, or undefined
 * while the entry is needed) or carry no reason: the lists only shrink, and each line says why.
 */
function allowListViolations(
  list: string,
  rule: string,
  allowed: Readonly<Record<string, string>>,
  stale: (key: string) => string | undefined,
): Violation[] {
  const out: Violation[] = [];
  for (const [key, reason] of Object.entries(allowed)) {
    const file = key.slice(0, key.indexOf(': '));
    const name = key.slice(file.length + 2);
    const why = stale(key);
    if (why !== undefined)
      out.push({
        rule: `${rule}-stale`,
        file,
        detail: `${name} is listed in ${list} but ${why}: remove its line`,
      });
    if (reason.trim() === '')
      out.push({ rule, file, detail: `${name} is listed in ${list} without a reason` });
  }
  return out;
}

/** What a function is called in LONG_FUNCTIONS: its own name, its variable's, or the function it sits in. */
function functionName(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(sf);
  for (let up: ts.Node | undefined = parent; up; up = up.parent)
    if (
      (ts.isFunctionDeclaration(up) ||
        ts.isMethodDeclaration(up) ||
        ts.isFunctionExpression(up) ||
        ts.isVariableDeclaration(up)) &&
      up.name
    )
      return `(anonymous in ${up.name.getText(sf)})`;
  return '(anonymous)';
}

/** Declarations, methods, arrow functions and function expressions, first line to last line. */
function functionLengthViolations(
  files: readonly Source[],
  allowed: Readonly<Record<string, string>>,
): Violation[] {
  const out: Violation[] = [];
  const long = new Set<string>();
  for (const f of files) {
    if (GENERATED.test(f.path)) continue;
    const sf = ts.createSourceFile(f.path, f.text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node)
      ) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const lines = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 2 - first;
        const key = `${f.path}: ${functionName(node, sf)}`;
        if (lines > MAX_FUNCTION_LINES) {
          long.add(key);
          if (!Object.prototype.hasOwnProperty.call(allowed, key))
            out.push({
              rule: 'function-length',
              file: f.path,
              detail: `line ${first}: ${functionName(node, sf)} is ${lines} lines > ${MAX_FUNCTION_LINES}: split it into named parts`,
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const stale = (key: string) =>
    long.has(key) ? undefined : `is not longer than ${MAX_FUNCTION_LINES} lines (or is gone)`;
  return [...out, ...allowListViolations('LONG_FUNCTIONS', 'function-length', allowed, stale)];
}

const all = (files: readonly Source[]) => [
  ...importViolations(files),
  ...cycleViolations(files),
  ...folderCycleViolations(files),
  ...entryPortViolations(files),
  ...entryOrchestrationViolations(files),
  ...errorClassViolations(files),
  ...shapeViolations(files),
  ...castViolations(files),
];
const show = (vs: Violation[]) => vs.map((v) => `${v.rule}: ${v.file}: ${v.detail}`);
const only = (rules: string[], vs: Violation[]) => show(vs.filter((v) => rules.includes(v.rule)));

describe('architecture (docs/ARCHITECTURE.md)', () => {
  const files: Source[] = walk('src', (p) => p.endsWith('.ts') && !p.endsWith('.d.ts')).map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));
  const violations = all(files);

  it('reads every file of src/ and resolves its imports', () => {
    expect(files.length).toBeGreaterThan(80);
    const edges = new Set(files.flatMap((f) => importsOf(f).map((t) => `${f.path} -> ${t}`)));
    expect(edges).toContain('src/action/step.ts -> src/action/run-action.ts');
    expect(edges).toContain('src/cli/main.ts -> src/cli/io.ts');
    expect([...edges].some((e) => /^src\/domain\/report\/\S+ -> src\/domain\/core\//.test(e))).toBe(true);
  });

  it('has no arrow up to cli/ or action/, and cli/ and action/ never import each other', () => {
    expect(only(['upward', 'entry-siblings'], violations)).toEqual([]);
  });

  it('has entry files reach port-backed adapters through the port (only the wiring file imports them)', () => {
    expect(only(['entry-port'], violations)).toEqual([]);
  });

  it('has action entries call a job orchestrator, never its collect / finalize steps', () => {
    expect(only(['entry-orchestration'], violations)).toEqual([]);
  });

  it('defines every error class in the one error module of its layer', () => {
    expect(Object.values(ERROR_MODULES).every((m) => files.some((f) => f.path === m))).toBe(true);
    expect(new Set(Object.values(ERROR_MODULES).map(layer)).size).toBe(Object.keys(ERROR_MODULES).length);
    expect(only(['error-module'], violations)).toEqual([]);
  });

  it('keeps domain/ pure, in known rooms, importing only rooms below its own', () => {
    expect(only(['domain-pure', 'domain-room', 'domain-rank'], violations)).toEqual([]);
  });

  it('has no import circle anywhere in src/ (type-only imports count)', () => {
    expect(only(['cycle'], violations)).toEqual([]);
  });

  it('has no import circle between folders either (sibling folders import one way)', () => {
    expect(only(['folder-cycle'], violations)).toEqual([]);
  });

  it('opens every file with a one-line // header and keeps files within 450 lines unless cohesive', () => {
    expect(only(['header', 'size'], violations)).toEqual([]);
  });

  it('has no `as never` and no cast of parsed JSON outside the study read model', () => {
    expect(only(['as-never', 'unchecked-cast'], violations)).toEqual([]);
  });

  it('keeps test kits in __tests__/kits/ and mirrors src/ in the test folders', () => {
    const tests = walk(
      '__tests__',
      (p) => /\.(ts|mts|mjs|js)$/.test(p) && !p.startsWith('__tests__/fixtures/'),
    );
    const strayKits = tests.filter((p) => !p.endsWith('.test.ts') && !p.startsWith('__tests__/kits/'));
    expect(strayKits).toEqual([]);
    const srcDirs = new Set(walk('src', () => true).map((p) => posix.dirname(p)));
    const unmirrored = tests
      .filter((p) => /^__tests__\/(domain|adapters|orchestrators|cli|action)\//.test(p))
      .map((p) => posix.dirname(p).replace(/^__tests__\//, 'src/'))
      .filter((d) => !srcDirs.has(d));
    expect([...new Set(unmirrored)]).toEqual([]);
  });

  it('keeps every function within 120 lines, apart from a shrinking allow-list with reasons', () => {
    expect(show(functionLengthViolations(files, LONG_FUNCTIONS))).toEqual([]);
  });

  it('keeps test-only code out of src/: an export only tests or bench import is allowed only with a reason', () => {
    const others = [
      ...walk('__tests__', (p) => p.endsWith('.ts') && !p.startsWith('__tests__/fixtures/')),
      ...walk('bench', (p) => p.endsWith('.ts')),
    ].map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
    expect(others.length).toBeGreaterThan(100);
    expect(show(testOnlyExportViolations([...files, ...others], TEST_ONLY_EXPORTS))).toEqual([]);
  });

  it('has a test at the mirrored path of every source file, apart from a shrinking allow-list with reasons', () => {
    const tests = new Set(walk('__tests__', (p) => p.endsWith('.test.ts')));
    expect(Object.keys(UNTESTED).length).toBeGreaterThan(0);
    expect(
      show(
        untestedViolations(
          files.map((f) => f.path),
          tests,
          UNTESTED,
        ),
      ),
    ).toEqual([]);
  });
});

describe('architecture rules can fail (self-check)', () => {
  const file = (path: string, ...body: string[]): Source => ({
    path,
    text: [`// ${path} for the self-check.`, ...body, ''].join('\n'),
  });
  const broken: Source[] = [
    file('src/orchestrators/x.ts', "import { a } from '../cli/io.js';"),
    file('src/action/x.ts', "import { a } from '../cli/io.js';"),
    file('src/cli/x.ts', "export { a } from '../action/inputs.js';"),
    file('src/adapters/y/x.ts', "import type { A } from '../../orchestrators/stages.js';"),
    file(
      'src/domain/core/x.ts',
      "import { readFileSync } from 'node:fs';",
      "const m = await import('undici');",
    ),
    file('src/domain/plan/x.ts', "import type { S } from '../study/study-model.js';"),
    file('src/domain/x.ts', 'export const flat = 1;'),
    { path: 'src/cli/no-header.ts', text: "import { a } from './io.js';\n" },
    file('src/cli/long.ts', ...Array.from({ length: MAX_LINES }, (_, i) => `export const v${i} = ${i};`)),
    file('src/cli/never.ts', 'export const n = f(x as never);'),
    file(
      'src/action/uses-store.ts',
      "import { GitHubArtifactStore } from '../adapters/artifacts/github-artifact-store.js';",
    ),
    file(
      'src/action/assembles.ts',
      "import { finalizeBundle, type FinalizeResult } from '../orchestrators/finalize.js';",
      "const collect = await import('../orchestrators/collect-artifacts.js');",
    ),
    file(
      'src/cli/commands/uses-cache.ts',
      "const cache = await import('@actions/cache');",
      "export { writeSummary, type SummaryWriteOptions } from '../../adapters/summary/summary-writer.js';",
    ),
    file(
      'src/cli/x-errors.ts',
      'export class PlainError extends Error {}',
      'export class Refused extends VerificationMismatch {}',
      'export class Deeper extends Refused {}',
    ),
    file('src/domain/plan/x-errors.ts', 'export const E = class extends errors.InputError {};'),
    file('src/domain/core/errors.ts', 'export class VerificationMismatch extends UserError {}'),
    file('src/orchestrators/two-a.ts', "import { b } from './two-b.js';"),
    file('src/orchestrators/two-b.ts', "import type { A } from './two-a.js';"),
    file('src/adapters/p/a.ts', "import { b } from '../q/b.js';"),
    file('src/adapters/q/b.ts', 'export const b = 1;'),
    file('src/adapters/q/c.ts', "import type { D } from '../p/d.js';"),
    file('src/adapters/p/d.ts', 'export type D = 1;'),
    file('src/domain/plan/three-a.ts', "import { b } from './three-b.js';"),
    file('src/domain/plan/three-b.ts', "export { c } from './three-c.js';"),
    file('src/domain/plan/three-c.ts', "const a = await import('./three-a.js');"),
    file(
      'src/cli/casts.ts',
      'const a = JSON.parse(text) as Owner;',
      'const b = toPlain(study) as unknown as PlainStudy;',
      'const c = (await response.body.json()) as Reply;',
      'const d = parseJson(text) as JsonObject;',
    ),
  ];
  const found = all(broken);

  it('reports every rule on files that break it', () => {
    expect(new Set(found.map((v) => v.rule))).toEqual(
      new Set([
        'upward',
        'entry-siblings',
        'domain-pure',
        'domain-rank',
        'domain-room',
        'header',
        'size',
        'as-never',
        'unchecked-cast',
        'cycle',
        'folder-cycle',
        'entry-port',
        'entry-orchestration',
        'error-module',
      ]),
    );
    expect(only(['entry-orchestration'], found)).toEqual([
      'entry-orchestration: src/action/assembles.ts: imports src/orchestrators/finalize.ts, a step of a job: call assembleJob (src/orchestrators/assemble-job.ts)',
      'entry-orchestration: src/action/assembles.ts: imports src/orchestrators/collect-artifacts.ts, a step of a job: call assembleJob (src/orchestrators/assemble-job.ts)',
    ]);
    expect(only(['error-module'], found)).toEqual([
      'error-module: src/cli/x-errors.ts: line 2: error class PlainError (extends Error) belongs in src/cli/errors.ts',
      'error-module: src/cli/x-errors.ts: line 3: error class Refused (extends VerificationMismatch) belongs in src/cli/errors.ts',
      'error-module: src/cli/x-errors.ts: line 4: error class Deeper (extends Refused) belongs in src/cli/errors.ts',
      'error-module: src/domain/plan/x-errors.ts: line 2: error class (anonymous class) (extends errors.InputError) belongs in src/domain/core/errors.ts',
    ]);
    expect(only(['entry-port'], found)).toEqual([
      'entry-port: src/action/uses-store.ts: imports src/adapters/artifacts/github-artifact-store.ts, which is behind ports.artifacts (src/action/ports.ts): use the port',
      'entry-port: src/cli/commands/uses-cache.ts: imports @actions/cache, which is behind ports.cache (src/action/ports.ts): use the port',
      'entry-port: src/cli/commands/uses-cache.ts: imports src/adapters/summary/summary-writer.ts, which is behind ports.writeSummary (src/action/ports.ts): use the port',
    ]);
    expect(found.filter((v) => v.rule === 'unchecked-cast')).toHaveLength(4);
    expect(only(['cycle'], found)).toEqual([
      'cycle: src/domain/plan/three-a.ts: import circle: src/domain/plan/three-a.ts -> src/domain/plan/three-b.ts -> src/domain/plan/three-c.ts -> src/domain/plan/three-a.ts',
      'cycle: src/orchestrators/two-a.ts: import circle: src/orchestrators/two-a.ts -> src/orchestrators/two-b.ts -> src/orchestrators/two-a.ts',
    ]);
    expect(only(['folder-cycle'], found)).toEqual([
      'folder-cycle: src/adapters/p: folder circle: src/adapters/p -> src/adapters/q -> src/adapters/p (src/adapters/p/a.ts imports src/adapters/q/b.ts; src/adapters/q/c.ts imports src/adapters/p/d.ts): move what both use to a folder they both import',
    ]);
    expect(found.filter((v) => v.rule === 'domain-pure').map((v) => v.detail)).toEqual([
      'imports node:fs',
      'imports undici',
    ]);
  });

  it('reports a 121-line function and stale LONG_FUNCTIONS entries, and accepts 120 lines or a listed one', () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`);
    const long = file(
      'src/cli/long-function.ts',
      'export function tooLong(): void {',
      ...body(121),
      '}',
      'export const fits = (): void => {',
      ...body(120),
      '};',
      'items.forEach(function (item) {',
      ...body(121),
      '});',
    );
    expect(show(functionLengthViolations([long], {}))).toEqual([
      'function-length: src/cli/long-function.ts: line 2: tooLong is 121 lines > 120: split it into named parts',
      'function-length: src/cli/long-function.ts: line 243: (anonymous) is 121 lines > 120: split it into named parts',
    ]);
    expect(
      show(
        functionLengthViolations([long], {
          'src/cli/long-function.ts: tooLong': 'kept whole for the self-check',
          'src/cli/long-function.ts: (anonymous)': 'kept whole for the self-check',
          'src/cli/long-function.ts: fits': 'short now',
          'src/cli/gone.ts: f': ' ',
        }),
      ),
    ).toEqual([
      'function-length-stale: src/cli/long-function.ts: fits is listed in LONG_FUNCTIONS but is not longer than 120 lines (or is gone): remove its line',
      'function-length-stale: src/cli/gone.ts: f is listed in LONG_FUNCTIONS but is not longer than 120 lines (or is gone): remove its line',
      'function-length: src/cli/gone.ts: f is listed in LONG_FUNCTIONS without a reason',
    ]);
    const nested = file(
      'src/cli/nested.ts',
      'export const outer = (xs: number[]) =>',
      '  xs.map((x) => {',
      ...body(121),
      '  });',
    );
    expect(only(['function-length'], functionLengthViolations([nested], {}))).toEqual([
      'function-length: src/cli/nested.ts: line 2: outer is 122 lines > 120: split it into named parts',
      'function-length: src/cli/nested.ts: line 3: (anonymous in outer) is 121 lines > 120: split it into named parts',
    ]);
  });

  it('reports a new untested file and stale allow-list entries, and accepts tested or listed ones', () => {
    const sources = ['src/cli/new.ts', 'src/cli/listed.ts', 'src/cli/tested.ts', 'src/cli/now-tested.ts'];
    const tests = new Set(['__tests__/cli/tested.test.ts', '__tests__/cli/now-tested.test.ts']);
    const allowed = {
      'src/cli/listed.ts': 'types only',
      'src/cli/now-tested.ts': 'x',
      'src/cli/gone.ts': 'y',
    };
    expect(show(untestedViolations(sources, tests, allowed))).toEqual([
      'untested: src/cli/new.ts: has no test at __tests__/cli/new.test.ts: write one, move the test that covers it there, or list it in UNTESTED with why',
      'untested-stale: src/cli/now-tested.ts: has __tests__/cli/now-tested.test.ts now: remove it from UNTESTED',
      'untested-stale: src/cli/gone.ts: is listed in UNTESTED but no longer exists',
    ]);
    expect(untestedViolations(['src/cli/listed.ts'], tests, { 'src/cli/listed.ts': ' ' })).toHaveLength(1);
    expect(
      show(
        untestedViolations(['src/cli/listed.ts'], tests, {
          'src/cli/listed.ts':
            'exercised by __tests__/cli/renamed.test.ts; reached through src/cli/tested.ts',
        }),
      ),
    ).toEqual([
      'untested-stale: src/cli/listed.ts: its UNTESTED reason names __tests__/cli/renamed.test.ts, which does not exist',
      'untested-stale: src/cli/listed.ts: its UNTESTED reason names src/cli/tested.ts, which does not exist',
    ]);
    expect(
      untestedViolations(['src/cli/listed.ts', 'src/cli/tested.ts'], tests, {
        'src/cli/listed.ts': 'exercised by __tests__/cli/tested.test.ts; reached through src/cli/tested.ts',
      }),
    ).toEqual([]);
    expect(untestedViolations(sources.slice(1, 3), tests, { 'src/cli/listed.ts': 'types only' })).toEqual([]);
  });

  it('reports an export only tests import and stale TEST_ONLY_EXPORTS entries, and accepts listed ones', () => {
    const sources: Source[] = [
      file(
        'src/cli/parts.ts',
        'export const used = 1;',
        'export function forTests(): void {}',
        'export type Listed = number;',
        'export const nowUsed = 2;',
        'export const unused = 3;',
        "export { viaBarrel } from './deep.js';",
      ),
      file('src/cli/deep.ts', 'export const viaBarrel = 4;', 'export const dynamic = 5;'),
      file('src/cli/user.ts', "import { used, nowUsed } from './parts.js';"),
      file(
        '__tests__/cli/parts.test.ts',
        "import { used, forTests, type Listed, nowUsed, viaBarrel } from '../../src/cli/parts.js';",
        "const { dynamic } = await import('../../src/cli/deep.js');",
      ),
      file('bench/b.ts', "import * as parts from '../src/cli/parts.js';", 'parts.forTests();'),
    ];
    expect(
      show(
        testOnlyExportViolations(sources, {
          'src/cli/parts.ts: Listed': 'a type of forTests, which its tests build',
          'src/cli/parts.ts: nowUsed': 'was test-only',
          'src/cli/parts.ts: unused': 'was test-only',
          'src/cli/parts.ts: gone': 'was test-only',
          'src/cli/deep.ts: dynamic': ' ',
        }),
      ),
    ).toEqual([
      'test-only-export: src/cli/parts.ts: forTests is imported only by __tests__/cli/parts.test.ts and 1 more: move it to __tests__/kits/, or list it in TEST_ONLY_EXPORTS with why',
      'test-only-export: src/cli/parts.ts: viaBarrel is imported only by __tests__/cli/parts.test.ts: move it to __tests__/kits/, or list it in TEST_ONLY_EXPORTS with why',
      'test-only-export: src/cli/deep.ts: viaBarrel is imported only by __tests__/cli/parts.test.ts: move it to __tests__/kits/, or list it in TEST_ONLY_EXPORTS with why',
      'test-only-export-stale: src/cli/parts.ts: nowUsed is listed in TEST_ONLY_EXPORTS but src/ imports it now: remove its line',
      'test-only-export-stale: src/cli/parts.ts: unused is listed in TEST_ONLY_EXPORTS but nothing imports it: remove its line',
      'test-only-export-stale: src/cli/parts.ts: gone is listed in TEST_ONLY_EXPORTS but is no export any more: remove its line',
      'test-only-export: src/cli/deep.ts: dynamic is listed in TEST_ONLY_EXPORTS without a reason',
    ]);
  });

  it('accepts what the rules allow', () => {
    const fine: Source[] = [
      {
        path: 'src/cli/index.ts',
        text: '#!/usr/bin/env node\n// The CLI entry.\nimport { main } from "./main.js";\n',
      },
      file(
        'src/domain/report/x.ts',
        "import { a } from '../core/json.js';",
        "import { b } from '../study/study-model.js';",
      ),
      file(
        'src/orchestrators/x.ts',
        "import { a } from '../adapters/bundle/bundle-files.js';",
        "import { b } from '../domain/core/json.js';",
      ),
      file('src/domain/core/y.ts', "import { createHash } from 'node:crypto';"),
      file(
        'src/action/uses-types.ts',
        "import type { StickyCommentOptions } from '../adapters/github/pr-comment.js';",
        "import { type StickyCommentResult } from '../adapters/github/pr-comment.js';",
        "export type { SummaryWriteOptions } from '../adapters/summary/summary-writer.js';",
        "import type { FinalizeResult } from '../orchestrators/finalize.js';",
        "import { assembleJob } from '../orchestrators/assemble-job.js';",
      ),
      file(
        'src/cli/commands/finalizes.ts',
        "import { finalizeBundle } from '../../orchestrators/finalize.js';",
      ),
      file(
        'src/action/step.ts',
        "import * as cache from '@actions/cache';",
        "import { upsertStickyComment } from '../adapters/github/pr-comment.js';",
      ),
      file(
        'src/orchestrators/uses-store.ts',
        "import { a } from '../adapters/artifacts/github-artifact-store.js';",
      ),
      file('src/domain/plan/top.ts', "import { l } from './left.js';", "import { r } from './right.js';"),
      file('src/domain/plan/left.ts', "import { b } from './bottom.js';"),
      file('src/domain/plan/right.ts', "import type { B } from './bottom.js';"),
      file('src/domain/plan/bottom.ts', 'export const b = 1;'),
      // A folder's own files are its face: cli/commands/ using cli/io.ts is no folder circle.
      file('src/cli/dispatch.ts', "import { run } from './commands/run.js';"),
      file('src/cli/commands/run.ts', "import { io } from '../io.js';"),
      file('src/cli/io.ts', 'export const io = 1;'),
      file('src/adapters/w/v.ts', "import { u } from '../u/u.js';"),
      file('src/adapters/w/t.ts', "import type { U } from '../u/u.js';"),
      file('src/adapters/u/u.ts', 'export const u = 1;'),
      file(
        'src/cli/long.ts',
        ...Array.from({ length: MAX_LINES - 1 }, (_, i) => `export const v${i} = ${i};`),
      ),
      file(
        'src/adapters/z/x.ts',
        'const a = JSON.parse(text) as unknown;',
        'const b = parse(text) as Owner;',
        "const c = ['x'] as const;",
        'const d = value as JsonObject;',
      ),
      file('src/domain/study/study-model.ts', 'const plain = toPlain(shown) as unknown as PlainStudy;'),
      { path: 'src/domain/core/generated/v.ts', text: 'export const v = JSON.parse(s) as never;\n' },
    ];
    expect(show(all(fine))).toEqual([]);
  });
});
