// `init`: writes an authored plan (capacity.json) for one or more GGUF models and says what to run next.
import { availableParallelism, arch as hostArch } from 'node:os';
import { resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { GIT_REVISION_PATTERN } from '../../domain/core/hashing.js';
import { hubEndpoint } from '../../adapters/models/model-request.js';
import { initPlanFile, resolveInitSource } from '../../orchestrators/init.js';
import { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../domain/build/build-source.js';
import { ELF_MACHINES, normalizeArch } from '../../domain/build/build-target.js';
import { DEFAULT_PLAN_FILE } from '../../orchestrators/stages.js';
import { EXIT_OK } from '../exit-codes.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import { assertOutputSpareInputs, inputFile, STDOUT_OUTPUT, type CommandInput } from '../output.js';
import { parseModelRef } from '../../domain/plan/model-ref.js';

/** The architectures a plan can be for: those llama-server is built and run on (build-target.ts). */
const INIT_ARCHES = Object.keys(ELF_MACHINES);

/** `--arch`, or this machine's: one of INIT_ARCHES (aarch64, x86_64 and amd64 as their spellings). */
function planArch(given: string | undefined): string {
  const arch = normalizeArch(given ?? hostArch());
  if (INIT_ARCHES.includes(arch)) return arch;
  throw new UsageError(
    given === undefined
      ? `this machine's architecture ${hostArch()} is not one a study runs on: pass --arch ${INIT_ARCHES.join(' or --arch ')} for the machine the study will run on`
      : `--arch ${JSON.stringify(given)}: expected one of ${INIT_ARCHES.join(', ')} (aarch64, x86_64 and amd64 are taken as their spellings)`,
  );
}

const HELP = `Usage: paretopilot-capacity init <model>... [-o <file | ->] [--cores N] [--arch <${INIT_ARCHES.join('|')}>]
           [--title <text>] [--llama-cpp-source <git|npm-bundle|dir>] [--llama-cpp-commit <sha>]
           [--cache-dir <dir>] [--token-env <NAME>] [--token-origin <url>] [--download-timeout <s>] [--force]

Writes an authored plan (docs/plans.md) for the models given. A model is a local GGUF file, an
http(s) URL, or a Hugging Face file hf:owner/repo/path/file.gguf[@revision] (revision default main,
pinned to its commit through the Hub API; HF_ENDPOINT overrides https://huggingface.co). Each
model's size and sha256 are computed (a URL is downloaded once, into the model cache prepare uses)
and its GGUF header read for its architecture and weight type. Candidates: a generic build for every
model and a KleidiAI build for those whose weight type KleidiAI accelerates (Q4_0, Q8_0, F16) on
Arm; the grid is sized from the cores; SLO, gates and quality cases are neutral starting values.

  -o, --output <file>        the plan to write (default ${DEFAULT_PLAN_FILE}, where check, run and the
                             workflows look); never replaced without --force; - prints it on stdout
                             (local model paths are then relative to the current directory)
  --cores <N>                cores of the machine the study runs on (default: this machine's, ${availableParallelism()})
  --arch <${INIT_ARCHES.join('|')}>       that machine's architecture (default: this machine's, ${hostArch()})
  --title <text>             the receipt's title (default: derived from the study)
  --llama-cpp-source <src>   where llama-server is built from: git (default: github.com/ggml-org/llama.cpp),
                             npm-bundle (the llama.cpp source node-llama-cpp ${NODE_LLAMA_CPP_BUNDLE_SOURCE.version} ships on the npm
                             registry, commit ${NODE_LLAMA_CPP_BUNDLE_SOURCE.expectedCommit.slice(0, 7)}: for machines that cannot reach GitHub), or
                             the path of a local llama.cpp git checkout (pinned to its HEAD)
  --llama-cpp-commit <sha>   llama.cpp commit to build from git or the checkout (default: the commit the
                             project pins, or the checkout's HEAD)
  --cache-dir <dir>          model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --force                    replace an existing plan file
${TOKEN_ENV_HELP}
`;

function positiveInteger(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^[1-9][0-9]{0,3}$/.test(text))
    throw new UsageError(`${flag} ${JSON.stringify(text)}: expected an integer from 1 to 9999`);
  return Number(text);
}

/** The local files among the model references (a malformed reference is init's to report). */
function localModels(refs: readonly string[], cwd: string): CommandInput[] {
  return refs.flatMap((text) => {
    try {
      const ref = parseModelRef(text);
      return ref.kind === 'path' ? [inputFile(cwd, ref.path)] : [];
    } catch {
      return [];
    }
  });
}

export async function initCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('init', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      cores: { type: 'string' },
      arch: { type: 'string' },
      title: { type: 'string' },
      'llama-cpp-commit': { type: 'string' },
      'cache-dir': { type: 'string' },
      ...MODEL_FLAG_OPTIONS,
      'llama-cpp-source': { type: 'string' },
      force: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length === 0)
      throw new UsageError('give at least one model: a GGUF path, an http(s) URL or hf:owner/repo/file.gguf');
    const env = io.env ?? process.env;
    const commit = values['llama-cpp-commit'];
    if (commit !== undefined && !GIT_REVISION_PATTERN.test(commit))
      throw new UsageError(
        `--llama-cpp-commit ${JSON.stringify(commit)}: expected a 40-digit lowercase commit sha`,
      );
    const title = values.title;
    if (title !== undefined && (!/\S/.test(title) || title.length > 200))
      throw new UsageError('--title: expected 1 to 200 characters, not only spaces');
    const arch = planArch(values.arch);
    const { tokenEnv, token } = readModelToken(values['token-env'], env, values['token-origin']);
    const toStdout = values.output === STDOUT_OUTPUT;
    if (values.output === '') throw new UsageError('--output must not be empty');
    // On stdout, local model paths are written relative to the current directory.
    const output = resolve(io.cwd, toStdout ? 'capacity.json' : (values.output ?? DEFAULT_PLAN_FILE));
    // A local model is one of init's inputs: the plan never replaces it, --force or not.
    if (!toStdout)
      await assertOutputSpareInputs(
        output,
        values.output ?? DEFAULT_PLAN_FILE,
        localModels(positionals, io.cwd),
      );
    const result = await initPlanFile({
      refs: positionals,
      output,
      write: !toStdout,
      cwd: io.cwd,
      force: values.force === true,
      cores: positiveInteger(values.cores, '--cores', availableParallelism()),
      arch,
      title,
      llamaCppSource: await resolveInitSource(values['llama-cpp-source'], commit, io.cwd),
      llamaCppCommit: commit,
      cacheDir: resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(env)),
      hubEndpoint: hubEndpoint(env),
      token,
      tokenEnv,
      timeoutMs: readDownloadTimeout(values['download-timeout']),
      dispatcher: io.dispatcher,
      log: (line) => io.stderr(`  ${line}\n`),
    });
    for (const w of result.warnings) io.stderr(`warning: ${w}\n`);
    const notes = result.notes.map((n) => `${n}\n`).join('');
    if (toStdout) {
      // stdout holds the plan alone; what init says goes to stderr.
      io.stdout(result.text);
      io.stderr(
        `${notes}next: save the plan as ${DEFAULT_PLAN_FILE} (check and run read it there), then\n  paretopilot-capacity check\n  paretopilot-capacity run\n`,
      );
      return EXIT_OK;
    }
    const shown = values.output ?? DEFAULT_PLAN_FILE;
    io.stdout(
      `${notes}wrote ${result.path}\nnext:\n  paretopilot-capacity check --plan ${shown}\n  paretopilot-capacity run --plan ${shown}\n`,
    );
    return EXIT_OK;
  });
}
