// `demo`: a real study of an example shipped with the package, run on this machine.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { DEFAULT_WORK_DIR } from '../../orchestrators/stages.js';
import { describeOutcome, executeRun } from './run.js';

const HELP = `Usage: paretopilot-capacity demo [--example tiny|arm64-emulated] [--work-dir <dir>] [--cache-dir <dir>] [--mirror-dir <dir>] [--fresh]

Runs an example study shipped with this package on this machine, from pinned llama.cpp source
(node-llama-cpp@3.21.1's bundle; builds are cached by content), with generated ~5 MB fixture
models, P {1, 2} x C {1, 2}, forward and mirrored passes, the quality guard, then the receipt.

  --example tiny            (default) the host's own build, F16 vs Q8_0 fixtures.
                            First run ~6-10 min (compile); later runs ~1 min.
  --example arm64-emulated  generic vs KleidiAI: both llama-server variants cross-built for
                            aarch64 (g++-aarch64-linux-gnu) and run under qemu-aarch64 -cpu max
                            (qemu-user); Q8_0 generic vs Q4_0 KleidiAI. On an arm64 machine the same
                            builds are native. First run: two ~15-30 min compiles; later runs a few
                            minutes (emulation). Its numbers come from emulation; its KleidiAI
                            evidence (build, symbols, CPU_KLEIDIAI marker) is real.
  --mirror-dir <dir>        look here for the pinned KleidiAI archive (by name or sha256) before
                            downloading it; repeatable; also $PARETOPILOT_MIRROR_DIR
  --fresh                   measure again: the earlier demo bundle is moved aside (by default a
                            second demo resumes the first: its finished cells are kept)
`;

/** The examples `demo` can run (fixture models only: nothing to download but pinned sources). */
export const DEMO_EXAMPLES = ['tiny', 'arm64-emulated'] as const;

/** examples/<name>/capacity.json of this package, found from the running file. */
export function demoSpecPath(example: string = 'tiny'): string {
  if (!(DEMO_EXAMPLES as readonly string[]).includes(example))
    throw new UsageError(
      `--example must be one of ${DEMO_EXAMPLES.join(', ')}, got ${JSON.stringify(example)}`,
    );
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'examples', example, 'capacity.json');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new UsageError(`examples/${example}/capacity.json was not found next to this program`);
}

export async function demoCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('demo', io, async () => {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        example: { type: 'string' },
        'work-dir': { type: 'string' },
        'cache-dir': { type: 'string' },
        'mirror-dir': { type: 'string', multiple: true },
        fresh: { type: 'boolean' },
      },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length) throw new UsageError('unexpected arguments');
    const cacheDir = resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(io.env ?? process.env));
    const example = values.example ?? 'tiny';
    const result = await executeRun(
      demoSpecPath(example),
      values['work-dir'] ?? join(DEFAULT_WORK_DIR, example === 'tiny' ? 'demo' : `demo-${example}`),
      cacheDir,
      io,
      values['mirror-dir'] ?? [],
      undefined,
      { fresh: values.fresh },
    );
    if (typeof result === 'number') return result;
    io.stdout(
      `demo study complete in ${result.seconds.toFixed(0)} s\n  receipt: ${join(result.bundleDir, 'capacity-receipt.md')}\n  bundle:  ${result.bundleDir} (verify with: paretopilot-capacity verify ${result.bundleDir})\n${describeOutcome(result.study!)}`,
    );
    return EXIT_OK;
  });
}
