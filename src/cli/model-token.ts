// The flags of model downloads: the token for gated or private models — read from one environment
// variable (HF_TOKEN unless --token-env names another), removed from the environment as soon as it is
// read, never a variable a child process may see, and sent only over https to the Hub (HF_ENDPOINT
// when set) or an origin --token-origin names — and --download-timeout, each download's deadline.
import { withholdCredentials, isAllowedChildVariable } from '../adapters/process/child-env.js';
import { DEFAULT_TOKEN_ENV, modelTokenFor, type ModelToken } from '../adapters/models/model-request.js';
import { DEFAULT_DOWNLOAD_TIMEOUT_MS, parseDownloadTimeout } from '../adapters/models/verified-download.js';
import { UsageError } from './errors.js';

/** The options of parseCommandArgs for the model flags; spread into a command's own. */
export const MODEL_FLAG_OPTIONS = {
  'token-env': { type: 'string' },
  'token-origin': { type: 'string', multiple: true },
  'download-timeout': { type: 'string' },
} as const;

export const TOKEN_ENV_HELP = `  --token-env <NAME>  environment variable holding a token for gated or private models (default
                      ${DEFAULT_TOKEN_ENV}); removed from this process's environment once read, sent as a
                      bearer token only over https to the Hub (https://huggingface.co, or $HF_ENDPOINT)
                      and to origins --token-origin names, never after a redirect elsewhere, never
                      over plain http, never logged or written
  --token-origin <https://host[:port]>
                      another origin the token may be sent to (a private model server); repeatable
  --download-timeout <seconds>
                      how long one download may take in all, retries included (default ${DEFAULT_DOWNLOAD_TIMEOUT_MS / 1000})`;

/** `--download-timeout` in milliseconds (undefined when not given). */
export function readDownloadTimeout(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const ms = parseDownloadTimeout(text);
  if (ms === undefined)
    throw new UsageError(
      `--download-timeout ${JSON.stringify(text)}: expected whole seconds from 1 to 999999`,
    );
  return ms;
}

/**
 * The variable's name and its token with the origins it may go to (undefined when unset or empty).
 * The variable is deleted from `env` (the process's environment in the CLI) once read, so no library
 * that starts a child with the whole environment passes it on.
 */
export function readModelToken(
  name: string | undefined,
  env: NodeJS.ProcessEnv,
  namedOrigins: readonly string[] = [],
): { tokenEnv: string; token: ModelToken | undefined } {
  const tokenEnv = name ?? DEFAULT_TOKEN_ENV;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
    throw new UsageError(`--token-env ${JSON.stringify(tokenEnv)}: expected an environment variable name`);
  if (isAllowedChildVariable(tokenEnv))
    throw new UsageError(
      `--token-env ${tokenEnv}: child processes (builds, llama-server) see this variable; keep the token in a variable of its own, e.g. ${DEFAULT_TOKEN_ENV}`,
    );
  const token = env[tokenEnv];
  withholdCredentials(env, [tokenEnv]);
  return {
    tokenEnv,
    token: modelTokenFor(token, env, namedOrigins, (problem) => {
      throw new UsageError(`--token-origin ${problem}`);
    }),
  };
}
