// Runs the server adapter in a separate node process (as the CLI would), so tests can signal or
// kill that process and check what it leaves behind. The adapter's TypeScript is transpiled into
// a temp dir first, because plain node cannot import .ts files.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { FAKE_SERVER } from './fake-server-support.js';

const ENTRY_POINTS = ['src/adapters/server/llama-server.ts', 'src/adapters/server/process-registry.ts'];

/** Transpiles the entry points and every relative import they reach into `outDir`, keeping the layout. */
export function transpileServerAdapter(outDir: string): void {
  const root = resolve('.');
  const pending = ENTRY_POINTS.map((p) => resolve(p));
  const done = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (done.has(file)) {
      continue;
    }
    done.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
      pending.push(resolve(dirname(file), `${match[1]}.ts`));
    }
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    }).outputText;
    const target = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
  }
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
}

const DRIVER = `
import { startServer } from './src/adapters/server/llama-server.js';
import { defaultServerRegistry, installSignalCleanup } from './src/adapters/server/process-registry.js';
const [stateFile, logDir, port, fakeServer, withCleanup, watchdog] = process.argv.slice(2);
defaultServerRegistry.setStateFile(stateFile);
if (withCleanup === 'yes') installSignalCleanup();
const handle = await startServer({
  argv: [process.execPath, fakeServer, '--host', '127.0.0.1', '--port', port, '--alloc-mib', '16'],
  port: Number(port),
  logDir,
  stopTimeouts: { sigintMs: 2000, sigtermMs: 2000, sigkillMs: 5000 },
  watchdog: watchdog !== 'no',
});
process.stdout.write(JSON.stringify({ pid: handle.pid, timePid: handle.timePid }) + '\\n');
setInterval(() => {}, 60000);
`;

export function writeDriver(outDir: string): string {
  const path = join(outDir, 'driver.mjs');
  writeFileSync(path, DRIVER);
  return path;
}

export interface DriverRun {
  child: ChildProcess;
  pids: { pid: number; timePid: number };
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

/** Starts the driver and resolves once it printed the pids of the server it started. */
export async function runDriver(
  driver: string,
  args: { stateFile: string; logDir: string; port: number; withCleanup: boolean; watchdog?: boolean },
): Promise<DriverRun> {
  const child = spawn(
    process.execPath,
    [
      driver,
      args.stateFile,
      args.logDir,
      String(args.port),
      FAKE_SERVER,
      args.withCleanup ? 'yes' : 'no',
      args.watchdog === false ? 'no' : 'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  const pids = await new Promise<{ pid: number; timePid: number }>((res, rej) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n')) {
        res(JSON.parse(line) as { pid: number; timePid: number });
      }
    });
    void exit.then(({ code, signal }) =>
      rej(new Error(`driver exited early (code ${code}, signal ${signal}); stderr:\n${stderr}`)),
    );
  });
  return { child, pids, exit, stderr: () => stderr };
}
