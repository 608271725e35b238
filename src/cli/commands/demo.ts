import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from '../../adapters/llama/cache-dir.js';
import { EXIT_MISMATCH, EXIT_OK, parseCommandArgs, runCommand, UsageError, type CommandIo } from '../io.js';
import { describeSelections, executeRun } from './run.js';

const HELP = `Usage: paretopilot-capacity demo [--work-dir <dir>] [--cache-dir <dir>]

Runs the example study in examples/tiny/ on this machine: llama-server built from the pinned
llama.cpp source bundled in node-llama-cpp@3.21.1 (cached after the first build), two
generated ~5 MB fixture models (F16 and Q8_0 weights), P {1, 2} x C {1, 2}, forward and mirrored
passes, the quality guard, then the receipt. First run: ~6-10 min (compile); later runs: ~1 min.
`;

/** examples/tiny/capacity-run.json of this package, found from the running file. */
export function demoSpecPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'examples', 'tiny', 'capacity-run.json');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new UsageError('examples/tiny/capacity-run.json was not found next to this program');
}

export async function demoCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('demo', io, async () => {
    const { values, positionals } = parseCommandArgs(
      argv,
      { 'work-dir': { type: 'string' }, 'cache-dir': { type: 'string' } },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length) throw new UsageError('unexpected arguments');
    const cacheDir = resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env));
    const result = await executeRun(
      demoSpecPath(),
      values['work-dir'] ?? '.capacity-work/demo',
      cacheDir,
      io,
    );
    if (!result) return EXIT_MISMATCH;
    io.stdout(
      `demo study complete in ${result.seconds.toFixed(0)} s\n  receipt: ${join(result.bundleDir, 'capacity-receipt.md')}\n  bundle:  ${result.bundleDir} (verify with: paretopilot-capacity verify ${result.bundleDir})\nselected operating points:\n${describeSelections(result.study!).join('\n')}\n`,
    );
    return EXIT_OK;
  });
}
