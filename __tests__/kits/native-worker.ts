// Runs an exported kit function in a worker thread, on the repository's TypeScript transpiled to a
// temporary directory: jest evaluates modules in a vm context whose every global lookup (`Math.imul`,
// `Math.sqrt`, …) goes through the context's interceptors, which makes the statistics ~7× slower
// there than in plain Node. Whole-study simulations run here instead, with the same sources.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import { REPO_ROOT } from './fixture-paths.js';

/** Relative value imports of a module (type-only imports are erased by the transpiler). */
const IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)\.js'/gms;

let outDir: string | null = null;
const transpiled = new Set<string>();

/** Transpiles `entry` (a .ts file of the repository) and every module it imports, once. */
function transpile(entry: string): string {
  if (outDir === null) {
    outDir = mkdtempSync(join(tmpdir(), 'native-worker-'));
    writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
  }
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (transpiled.has(file)) continue;
    transpiled.add(file);
    const source = readFileSync(file, 'utf8');
    const js = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const out = join(outDir, relative(REPO_ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, js);
    for (const m of source.matchAll(IMPORT)) pending.push(resolve(dirname(file), `${m[1]}.ts`));
  }
  return join(outDir, relative(REPO_ROOT, resolve(entry))).replace(/\.ts$/, '.js');
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.url)
  .then((m) => m[workerData.name](...workerData.args))
  .then((value) => parentPort.postMessage({ value }), (e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

/**
 * `module[name](...args)` in a worker thread; `module` is a path relative to the repository root.
 * Arguments and result cross by structured clone (plain data, Maps, NaN).
 */
export function callInWorker<T>(module: string, name: string, args: unknown[]): Promise<T> {
  const url = pathToFileURL(transpile(join(REPO_ROOT, module))).href;
  return new Promise<T>((resolvePromise, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { url, name, args } });
    worker.once('message', (m: { value?: T; error?: string }) => {
      void worker.terminate();
      if (m.error !== undefined) reject(new Error(`${module} ${name}: ${m.error}`));
      else resolvePromise(m.value as T);
    });
    worker.once('error', reject);
  });
}

/** Removes the transpiled modules (call in afterAll). */
export function removeTranspiled(): void {
  if (outDir !== null) rmSync(outDir, { recursive: true, force: true });
  outDir = null;
  transpiled.clear();
}
