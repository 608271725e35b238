// Finds code that reads a path outside the repository: the workspace's sibling `shared` folder,
// absolute paths of the workspace the repository sits in, and path expressions anchored at the
// repository (working directory, a file's own folder) that climb above its root. A fresh clone has
// nothing beside it, so such a read passes here and fails everywhere else.
//
// Paths under the system's temporary directory, system tools (/usr/bin/time) and paths taken from
// the environment are not repository reads and are not judged. Expressions the scanner cannot
// evaluate statically are left alone; the textual rules catch the spellings that matter.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface Finding {
  /** Repository-relative path with `/` separators. */
  readonly file: string;
  readonly line: number;
  readonly rule: 'sibling-shared' | 'workspace-path' | 'climbs-out';
  readonly detail: string;
}

/** An explicitly optional read outside the repository, allowed only in the files it names. */
export interface AllowedOutsideRead {
  /** Repository-relative path prefixes of the files that may read it. */
  readonly files: readonly string[];
  /** Repository-relative target (it starts with `../`); reads at or below it are allowed. */
  readonly target: string;
  readonly why: string;
}

export interface GuardContext {
  readonly root: string;
  /** Absolute path prefixes that name the workspace around the repository (never inside it). */
  readonly workspacePrefixes: readonly string[];
  readonly allowed: readonly AllowedOutsideRead[];
}

const CODE_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);
/** Shell scripts anywhere; extension-less files only in .ci/ (its entry point is `.ci/run`). */
const SHELL_EXTENSIONS = new Set(['.sh', '.bash']);

/** Functions whose first argument is a path read (or written) relative to the working directory. */
const PATH_FUNCTIONS = new Set([
  'readFileSync',
  'readFile',
  'readdirSync',
  'readdir',
  'statSync',
  'stat',
  'lstatSync',
  'lstat',
  'existsSync',
  'accessSync',
  'access',
  'createReadStream',
  'openSync',
  'open',
  'cpSync',
  'cp',
  'copyFileSync',
  'copyFile',
  'opendirSync',
  'opendir',
  'realpathSync',
  'realpath',
  'seedCopy',
]);

/** The sibling `shared` folder spelled as one string or as separate path segments, with either quote or separator. */
const SIBLING_SHARED = /\.\.(?:[\\/]+|['"`]\s*,\s*['"`])shared(?=[\\/'"`]|$)/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

function allowedRead(ctx: GuardContext, file: string, target: string): boolean {
  const rel = relative(ctx.root, target).split(sep).join('/');
  return ctx.allowed.some(
    (a) =>
      a.files.some((prefix) => file.startsWith(prefix)) &&
      (rel === a.target || rel.startsWith(`${a.target}/`)),
  );
}

/** The sibling folder followed by an allowed tail (`/vendor`), written with `/` or as segments. */
function allowedSiblingSpelling(ctx: GuardContext, file: string, text: string, index: number): boolean {
  const tail = text
    .slice(index, index + 80)
    .replace(/['"`]\s*,\s*['"`]/g, '/')
    .replace(/\\+/g, '/');
  return ctx.allowed.some(
    (a) =>
      a.files.some((prefix) => file.startsWith(prefix)) &&
      (tail.startsWith(`${a.target}/`) ||
        new RegExp(`^${a.target.replace(/[.]/g, '\\.')}(?![\\w-])`).test(tail)),
  );
}

function textualFindings(ctx: GuardContext, file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(SIBLING_SHARED)) {
    if (allowedSiblingSpelling(ctx, file, text, match.index)) continue;
    findings.push({
      file,
      line: lineOf(text, match.index),
      rule: 'sibling-shared',
      detail: `refers to ${JSON.stringify(text.slice(match.index, match.index + 40).split('\n')[0])}`,
    });
  }
  for (const prefix of ctx.workspacePrefixes) {
    let from = 0;
    for (;;) {
      const index = text.indexOf(prefix, from);
      if (index < 0) break;
      from = index + prefix.length;
      // Only where the prefix starts a path (a quote, `=`, space or line start before it).
      const before = index === 0 ? '\n' : text[index - 1];
      if (!/[\s'"`=(:,[]/.test(before)) continue;
      const end = text.slice(index).search(/['"`\s)]/);
      const literal = end < 0 ? text.slice(index) : text.slice(index, index + end);
      // Only paths naming something that really sits in the workspace (`/work/a` in a test of path
      // handling reads nothing). Even a path into this checkout is wrong: a clone lives elsewhere.
      const first = literal.slice(prefix.length).split('/')[0] ?? '';
      if (first === '' || !existsSync(prefix + first)) continue;
      findings.push({
        file,
        line: lineOf(text, index),
        rule: 'workspace-path',
        detail: `absolute path ${literal}`,
      });
    }
  }
  return findings;
}

type Value = { kind: 'path'; path: string } | { kind: 'unknown' };
const UNKNOWN: Value = { kind: 'unknown' };

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function isImportMetaUrl(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'url' &&
    ts.isMetaProperty(node.expression) &&
    node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** Evaluates path-valued expressions: anchors, string literals, join/resolve/dirname and local consts. */
class PathEvaluator {
  private readonly consts = new Map<string, ts.Expression>();
  private readonly evaluating = new Set<string>();

  constructor(
    private readonly ctx: GuardContext,
    private readonly absFile: string,
    source: ts.SourceFile,
    private readonly imported: ReadonlyMap<string, Value>,
  ) {
    const collect = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer !== undefined &&
        ts.isVariableDeclarationList(node.parent) &&
        (node.parent.flags & ts.NodeFlags.Const) !== 0
      ) {
        this.consts.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
  }

  evaluate(node: ts.Expression): Value {
    while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
      node = node.expression;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      return { kind: 'path', path: node.text };
    }
    if (ts.isTemplateExpression(node)) {
      // `${BASE}/rest`: evaluable when the only substitution leads and is itself a path.
      const [first, ...rest] = node.templateSpans;
      if (node.head.text === '' && first !== undefined && rest.length === 0) {
        const base = this.evaluate(first.expression);
        if (base.kind === 'path') return { kind: 'path', path: base.path + first.literal.text };
      }
      return UNKNOWN;
    }
    if (ts.isIdentifier(node)) {
      if (node.text === '__dirname') return { kind: 'path', path: dirname(this.absFile) };
      const imported = this.imported.get(node.text);
      if (imported !== undefined) return imported;
      const init = this.consts.get(node.text);
      if (init === undefined || this.evaluating.has(node.text)) return UNKNOWN;
      this.evaluating.add(node.text);
      try {
        return this.evaluate(init);
      } finally {
        this.evaluating.delete(node.text);
      }
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      (node.name.text === 'dirname' || node.name.text === 'filename')
    ) {
      return { kind: 'path', path: node.name.text === 'dirname' ? dirname(this.absFile) : this.absFile };
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      // REFERENCE_FILES.seedStudy and the like: a const object literal of paths.
      const init = this.consts.get(node.expression.text);
      if (init !== undefined && ts.isObjectLiteralExpression(unwrap(init))) {
        const property = (unwrap(init) as ts.ObjectLiteralExpression).properties.find(
          (p) => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text,
        );
        if (property !== undefined && ts.isPropertyAssignment(property))
          return this.evaluate(property.initializer);
      }
      return UNKNOWN;
    }
    if (ts.isNewExpression(node) && calleeName(node.expression) === 'URL' && node.arguments?.length === 2) {
      const [rel, base] = node.arguments;
      if (isImportMetaUrl(base!)) {
        const value = this.evaluate(rel!);
        if (value.kind === 'path') return { kind: 'path', path: resolve(dirname(this.absFile), value.path) };
      }
      return UNKNOWN;
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const args = node.arguments.map((a) => a);
      if (name === 'cwd' && args.length === 0) return { kind: 'path', path: this.ctx.root };
      if (name === 'fileURLToPath' && args.length === 1 && isImportMetaUrl(args[0]!)) {
        return { kind: 'path', path: this.absFile };
      }
      if (name === 'fileURLToPath' && args.length === 1) return this.evaluate(args[0]!);
      if (name === 'dirname' && args.length === 1) {
        const value = this.evaluate(args[0]!);
        return value.kind === 'path' ? { kind: 'path', path: dirname(value.path) } : UNKNOWN;
      }
      if ((name === 'join' || name === 'resolve') && args.length > 0) {
        const values = args.map((a) => this.evaluate(a));
        if (values.some((v) => v.kind !== 'path')) {
          // join(unknown, '..', …) may be anywhere; only a known base can climb out of the root.
          return UNKNOWN;
        }
        const parts = values.map((v) => (v as { path: string }).path);
        const joined = name === 'join' ? join(...parts) : resolve(this.ctx.root, ...parts);
        return { kind: 'path', path: joined };
      }
    }
    return UNKNOWN;
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** Relative module specifiers resolve against the importing file's folder. */
function moduleSpecifiers(source: ts.SourceFile): { text: string; node: ts.Node }[] {
  const out: { text: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) out.push({ text: node.moduleSpecifier.text, node });
    }
    if (ts.isCallExpression(node)) {
      const name =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ? 'import' : calleeName(node.expression);
      const first = node.arguments[0];
      if (
        (name === 'import' || name === 'unstable_mockModule' || name === 'require' || name === 'mock') &&
        first !== undefined &&
        ts.isStringLiteralLike(first)
      ) {
        out.push({ text: first.text, node });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Named imports of path constants from other repository modules, evaluated in their own file. */
const importedCache = new Map<string, Map<string, Value>>();

function importedPaths(
  ctx: GuardContext,
  absFile: string,
  source: ts.SourceFile,
  depth: number,
): Map<string, Value> {
  const cached = importedCache.get(absFile);
  if (cached !== undefined) return cached;
  const out = new Map<string, Value>();
  if (depth > 3) return out;
  importedCache.set(absFile, out);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!spec.startsWith('.') || bindings === undefined || !ts.isNamedImports(bindings)) continue;
    // Only modules exporting constants (helpers' path constants) are worth parsing.
    if (!bindings.elements.some((e) => /^[A-Z][A-Z0-9_]*$/.test((e.propertyName ?? e.name).text))) continue;
    const target = resolve(dirname(absFile), spec).replace(/\.js$/, '.ts');
    let text: string;
    try {
      text = readFileSync(target, 'utf8');
    } catch {
      continue;
    }
    const other = ts.createSourceFile(target, text, ts.ScriptTarget.ES2022, true);
    const evaluator = new PathEvaluator(ctx, target, other, importedPaths(ctx, target, other, depth + 1));
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      out.set(element.name.text, evaluator.evaluate(ts.factory.createIdentifier(exported)));
    }
  }
  return out;
}

function astFindings(ctx: GuardContext, file: string, absFile: string, text: string): Finding[] {
  const source = ts.createSourceFile(absFile, text, ts.ScriptTarget.ES2022, true);
  const evaluator = new PathEvaluator(ctx, absFile, source, importedPaths(ctx, absFile, source, 0));
  const findings: Finding[] = [];
  const report = (node: ts.Node, target: string, how: string): void => {
    if (isInside(ctx.root, target) || allowedRead(ctx, file, target)) return;
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      rule: 'climbs-out',
      detail: `${how} resolves to ${relative(ctx.root, target).split(sep).join('/')} (outside the repository)`,
    });
  };
  for (const { text: spec, node } of moduleSpecifiers(source)) {
    if (spec.startsWith('.')) report(node, resolve(dirname(absFile), spec), `module ${JSON.stringify(spec)}`);
  }
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && calleeName(node.expression) === 'URL') {
      const value = evaluator.evaluate(node);
      if (value.kind === 'path') report(node, value.path, node.getText(source).slice(0, 80));
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if ((name === 'join' || name === 'resolve') && node.arguments.length > 0) {
        const value = evaluator.evaluate(node);
        const first = evaluator.evaluate(node.arguments[0]!);
        // Judged only when anchored at the repository: the working directory or a file's folder.
        const anchored =
          first.kind === 'path' &&
          (isInside(ctx.root, name === 'resolve' ? resolve(ctx.root, first.path) : first.path) ||
            !isAbsolute(first.path));
        if (anchored && value.kind === 'path') {
          report(node, resolve(ctx.root, value.path), node.getText(source).slice(0, 80));
        }
      } else if (name !== undefined && PATH_FUNCTIONS.has(name) && node.arguments.length > 0) {
        const value = evaluator.evaluate(node.arguments[0]!);
        if (value.kind === 'path' && !isAbsolute(value.path)) {
          report(node, resolve(ctx.root, value.path), `${name}(${JSON.stringify(value.path)})`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Findings of one file's text (`file` is repository-relative, `/`-separated). */
export function scanText(ctx: GuardContext, file: string, text: string): Finding[] {
  const findings = textualFindings(ctx, file, text);
  if (CODE_EXTENSIONS.has(extname(file)))
    findings.push(...astFindings(ctx, file, join(ctx.root, file), text));
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.file}:${f.line}:${f.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every code and script file under the given repository folders (fixtures are data, not code). */
export function filesToScan(root: string, folders: readonly string[], skip: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    const abs = join(root, rel);
    for (const name of readdirSync(abs).sort()) {
      const childRel = `${rel}/${name}`;
      if (skip.includes(childRel) || name === 'node_modules') continue;
      const st = statSync(join(abs, name));
      if (st.isDirectory()) walk(childRel);
      else if (
        CODE_EXTENSIONS.has(extname(name)) ||
        SHELL_EXTENSIONS.has(extname(name)) ||
        (extname(name) === '' && rel === '.ci')
      ) {
        out.push(childRel);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return out;
}
