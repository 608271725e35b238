// The environment every child process gets: an allow-list, so no token reaches cmake, compilers,
// git, npm, tar, llama-server or GNU time. The runner's environment holds INPUT_GITHUB-TOKEN,
// ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN and often GITHUB_TOKEN / GH_TOKEN; build and
// server logs are uploaded as artifacts where log masking does not apply, and any child can read
// its own environment. Variables that steer llama-server (LLAMA_ARG_*) are dropped too: the argv the
// plan derives is the only configuration a measured server gets.

/** Exact names children may see. */
const ALLOWED_NAMES = new Set([
  // Finding programs, the user, a shell and temporary space.
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'TZ',
  'TERM',
  'CI',
  // Locale (LC_* below).
  'LANG',
  'LANGUAGE',
  // Proxies and TLS trust, for git and npm downloads behind a corporate proxy.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'all_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_EXTRA_CA_CERTS',
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
  // Toolchain selection and flags for cmake / ninja / compilers / linkers.
  'CC',
  'CXX',
  'CPP',
  'AR',
  'AS',
  'LD',
  'NM',
  'RANLIB',
  'STRIP',
  'OBJCOPY',
  'CFLAGS',
  'CXXFLAGS',
  'CPPFLAGS',
  'LDFLAGS',
  'ASMFLAGS',
  'MAKEFLAGS',
  'NINJA_STATUS',
  'PKG_CONFIG',
  'PKG_CONFIG_PATH',
  'PKG_CONFIG_LIBDIR',
  'CPATH',
  'C_INCLUDE_PATH',
  'CPLUS_INCLUDE_PATH',
  'LIBRARY_PATH',
  'LD_LIBRARY_PATH',
  'SOURCE_DATE_EPOCH',
  'SDKROOT',
  'DEVELOPER_DIR',
  'MACOSX_DEPLOYMENT_TARGET',
  'CCACHE_DIR',
  'CCACHE_BASEDIR',
  // git: never prompt.
  'GIT_TERMINAL_PROMPT',
]);

/** Prefixes children may see (locale, cmake's own settings, npm's config). */
const ALLOWED_PREFIXES = ['LC_', 'CMAKE_', 'npm_config_', 'NPM_CONFIG_'];

/**
 * Never passed, even when allowed above: anything that looks like a credential (npm keeps
 * `npm_config_//registry/:_authToken`, cmake users may set CMAKE_*_TOKEN).
 */
const CREDENTIAL_PATTERN = /token|secret|passw|auth|credential|_key|apikey|cookie|session/i;

/** True when a child may see the variable `name`. */
export function isAllowedChildVariable(name: string): boolean {
  if (CREDENTIAL_PATTERN.test(name)) return false;
  return ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The environment for a child process: the allow-listed variables of `base` (the caller's
 * environment, which may add settings such as `LC_ALL=C`), and nothing else.
 */
export function childEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && isAllowedChildVariable(name)) env[name] = value;
  }
  return env;
}

/**
 * Credentials this process itself never reads from its environment once the action's inputs (or the
 * CLI's flags) are read: the token input (kept in the typed inputs), the model token (HF_TOKEN, kept
 * in memory), GitHub tokens a workflow may export, and the OIDC request token. Libraries that start
 * children of their own (tar and zstd under @actions/cache) pass them the whole environment, so these
 * names are removed from it. ACTIONS_RUNTIME_TOKEN stays: @actions/artifact and @actions/cache read
 * it from the environment on every call.
 */
const WITHHELD_NAMES = [
  'INPUT_GITHUB-TOKEN',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'HF_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
];

/**
 * Removes the withheld credentials, and the variables `also` names (the one --token-env names), from
 * `env` (process.env by default); returns the names removed.
 */
export function withholdCredentials(
  env: NodeJS.ProcessEnv = process.env,
  also: readonly string[] = [],
): string[] {
  const removed = [...WITHHELD_NAMES, ...also].filter(
    (name, i, all) => env[name] !== undefined && all.indexOf(name) === i,
  );
  for (const name of removed) delete env[name];
  return removed;
}
