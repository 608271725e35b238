// `init`: writes an authored plan (capacity.json) for one or more GGUF models and says what to run next.
import { availableParallelism, arch as hostArch } from 'node:os';
import { resolve } from 'node:path';
import { defaultCacheDir } from '../../adapters/cache/cache-dir.js';
import { GIT_REVISION_PATTERN } from '../../domain/core/hashing.js';
import { hubEndpoint } from '../../adapters/models/model-request.js';
import { initPlanFile } from '../../orchestrators/init.js';
import { DEFAULT_PLAN_FILE } from '../../orchestrators/stages.js';
import { EXIT_OK } from '../exit-codes.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { MODEL_FLAG_OPTIONS, readDownloadTimeout, readModelToken, TOKEN_ENV_HELP } from '../model-token.js';
import { assertOutputSpareInputs, inputFile, type CommandInput } from '../output.js';
import { parseModelRef } from '../../domain/plan/model-ref.js';

const HELP = `Usage: paretopilot-capacity init <model>... [-o capacity/capacity.json] [--cores N] [--title <text>] [--force]

Writes an authored plan (docs/plans.md) for the models given. A model is a local GGUF file, an
http(s) URL, or a Hugging Face file hf:owner/repo/path/file.gguf[@revision] (revision default main,
pinned to its commit through the Hub API; HF_ENDPOINT overrides https://huggingface.co). Each
model's size and sha256 are computed (a URL is downloaded once, into the model cache prepare uses)
and its GGUF header read for its architecture and weight type. Candidates: a generic build for every
model and a KleidiAI build for those whose weight type KleidiAI accelerates (Q4_0, Q8_0, F16) on
Arm; the grid is sized from the cores; SLO, gates and quality cases are neutral starting values.

  -o, --output <file>        the plan to write (default ${DEFAULT_PLAN_FILE}, where the workflows look); never replaced without --force
  --cores <N>                cores of the machine the study runs on (default: this machine's, ${availableParallelism()})
  --arch <arm64|x64|…>       that machine's architecture (default: this machine's, ${hostArch()})
  --title <text>             the receipt's title (default: derived from the study)
  --llama-cpp-commit <sha>   llama.cpp commit to build (default: the commit the project pins)
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
    const arch = values.arch ?? hostArch();
    if (!/^[a-z0-9_]+$/.test(arch))
      throw new UsageError(
        `--arch ${JSON.stringify(arch)}: expected a Node architecture name such as arm64 or x64`,
      );
    const { tokenEnv, token } = readModelToken(values['token-env'], env, values['token-origin']);
    const output = resolve(io.cwd, values.output ?? DEFAULT_PLAN_FILE);
    // A local model is one of init's inputs: the plan never replaces it, --force or not.
    await assertOutputSpareInputs(
      output,
      values.output ?? DEFAULT_PLAN_FILE,
      localModels(positionals, io.cwd),
    );
    const result = await initPlanFile({
      refs: positionals,
      output,
      cwd: io.cwd,
      force: values.force === true,
      cores: positiveInteger(values.cores, '--cores', availableParallelism()),
      arch,
      title,
      llamaCppCommit: commit,
      cacheDir: resolve(io.cwd, values['cache-dir'] ?? defaultCacheDir(env)),
      hubEndpoint: hubEndpoint(env),
      token,
      tokenEnv,
      timeoutMs: readDownloadTimeout(values['download-timeout']),
      dispatcher: io.dispatcher,
      log: (line) => io.stderr(`  ${line}\n`),
    });
    const shown = values.output ?? DEFAULT_PLAN_FILE;
    io.stdout(
      `${result.notes.map((n) => `${n}\n`).join('')}wrote ${result.path}\nnext:\n  paretopilot-capacity check --plan ${shown}\n  paretopilot-capacity run --plan ${shown}\n`,
    );
    return EXIT_OK;
  });
}
