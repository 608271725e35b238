// The CLI compiled from the current sources into a temp dir, for tests that need the real
// executable entry (its process streams, its exit) rather than `main` in-process; dist/ may lag.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './fixture-paths.js';

export interface BuiltCli {
  /** The compiled `src/cli/index.ts`. */
  index: string;
  dispose(): void;
}

/** Compiles src/ (no type check: tsc --noEmit does that) next to a link to the repo's node_modules. */
export function buildCli(): BuiltCli {
  const dir = mkdtempSync(join(tmpdir(), 'pp-cli-build-'));
  execFileSync(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(REPO_ROOT, 'tsconfig.build.json'),
      '--outDir',
      dir,
      '--noCheck',
    ],
    { cwd: REPO_ROOT, stdio: 'pipe' },
  );
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    index: join(dir, 'src', 'cli', 'index.js'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
