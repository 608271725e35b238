// The token for gated or private models: read from one environment variable (HF_TOKEN unless
// --token-env names another), kept in memory only, and never a variable a child process may see.
import { isAllowedChildVariable } from '../adapters/process/child-env.js';
import { DEFAULT_TOKEN_ENV } from '../adapters/models/model-request.js';
import { UsageError } from './errors.js';

export const TOKEN_ENV_HELP = `  --token-env <NAME>  environment variable holding a token for gated or private models (default
                      ${DEFAULT_TOKEN_ENV}); sent as a bearer token only to the model URL's own host, never
                      after a redirect to another host, never logged or written`;

/** The variable's name and its token (undefined when unset or empty). */
export function readModelToken(
  name: string | undefined,
  env: NodeJS.ProcessEnv,
): { tokenEnv: string; token: string | undefined } {
  const tokenEnv = name ?? DEFAULT_TOKEN_ENV;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
    throw new UsageError(`--token-env ${JSON.stringify(tokenEnv)}: expected an environment variable name`);
  if (isAllowedChildVariable(tokenEnv))
    throw new UsageError(
      `--token-env ${tokenEnv}: child processes (builds, llama-server) see this variable; keep the token in a variable of its own, e.g. ${DEFAULT_TOKEN_ENV}`,
    );
  const token = env[tokenEnv];
  return { tokenEnv, token: token === undefined || token === '' ? undefined : token };
}
