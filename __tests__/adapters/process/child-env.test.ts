// No token reaches a child: every spawn site passes its environment through childEnv, an
// allow-list. Checked on the children themselves (their `env` output and /proc/<pid>/environ).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  childEnv,
  isAllowedChildVariable,
  withholdCredentials,
} from '../../../src/adapters/process/child-env.js';
import { runProcess } from '../../../src/adapters/process/run-process.js';
import { findFreePort } from '../../kits/free-port.js';
import { startServer, type ServerHandle } from '../../../src/adapters/server/llama-server.js';
import { ProcessRegistry } from '../../../src/adapters/server/process-registry.js';
import { fakeArgv, killIfAlive, makeTempDir } from '../../kits/fake-server-support.js';

/** Recognisable fake values for every credential the runner or a workflow puts in the environment. */
const FAKE_SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'ghs_FAKEinputTOKEN1111',
  GITHUB_TOKEN: 'ghs_FAKEgithubTOKEN2222',
  GH_TOKEN: 'ghp_FAKEghTOKEN3333',
  ACTIONS_RUNTIME_TOKEN: 'FAKEruntimeTOKEN4444',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'FAKEidTOKEN5555',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://FAKEidURL6666.invalid',
  ACTIONS_RESULTS_URL: 'https://FAKEresults7777.invalid/',
  'npm_config_//registry.npmjs.org/:_authToken': 'npm_FAKEauth8888',
  NPM_TOKEN: 'npm_FAKEtoken9999',
  CMAKE_SECRET_TOKEN: 'FAKEcmake0000',
  LLAMA_ARG_API_KEY: 'FAKEllamaKEYabcd',
  HF_TOKEN: 'hf_FAKEmodelTOKENefgh',
  MY_HUB_KEY: 'hf_FAKEnamedTOKENijkl',
};

let saved: NodeJS.ProcessEnv;
beforeEach(() => {
  saved = { ...process.env };
  Object.assign(process.env, FAKE_SECRETS);
});
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

const leaked = (text: string): string[] => Object.values(FAKE_SECRETS).filter((v) => text.includes(v));

describe('childEnv', () => {
  it.each([
    ['PATH', true],
    ['HOME', true],
    ['LANG', true],
    ['LC_ALL', true],
    ['TMPDIR', true],
    ['HTTPS_PROXY', true],
    ['no_proxy', true],
    ['CC', true],
    ['CXX', true],
    ['CMAKE_BUILD_PARALLEL_LEVEL', true],
    ['npm_config_cache', true],
    ['GIT_TERMINAL_PROMPT', true],
    ['INPUT_GITHUB-TOKEN', false],
    ['GITHUB_TOKEN', false],
    ['ACTIONS_RUNTIME_TOKEN', false],
    ['ACTIONS_ID_TOKEN_REQUEST_TOKEN', false],
    ['ACTIONS_RESULTS_URL', false],
    ['npm_config_//registry.npmjs.org/:_authToken', false],
    ['CMAKE_SECRET_TOKEN', false],
    ['LLAMA_ARG_N_PARALLEL', false],
    ['GITHUB_WORKSPACE', false],
    ['RUNNER_TEMP', false],
  ])('%s allowed: %s', (name, allowed) => {
    expect(isAllowedChildVariable(name)).toBe(allowed);
  });

  it('keeps what the caller adds when it is allowed', () => {
    const env = childEnv({ ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' });
    expect(env).toMatchObject({ LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', PATH: process.env.PATH });
    expect(leaked(JSON.stringify(env))).toEqual([]);
  });
});

describe('every spawn site gives its child the scrubbed environment', () => {
  it('runProcess (cmake, compilers, git, npm, tar, nm…)', async () => {
    // The caller's own env, as build.ts and source.ts pass it, still holds the secrets.
    const result = await runProcess('sh', ['-c', 'env'], { env: { ...process.env, LC_ALL: 'C' } });
    const out = result.stdout.toString('utf8');
    expect(out).toMatch(/^PATH=/m);
    expect(out).toMatch(/^LC_ALL=C$/m);
    expect(leaked(out)).toEqual([]);
  });

  it('startServer (GNU time and llama-server), read from /proc/<pid>/environ while it runs', async () => {
    const temp = makeTempDir('child-env');
    const port = await findFreePort();
    let handle: ServerHandle | undefined;
    try {
      handle = await startServer({
        argv: fakeArgv(port),
        port,
        logDir: temp.dir,
        registry: new ProcessRegistry(),
        healthDeadlineMs: 10_000,
        stopTimeouts: { sigintMs: 400, sigtermMs: 400, sigkillMs: 2_000 },
      });
      const server = readFileSync(`/proc/${handle.pid}/environ`, 'utf8');
      const time = readFileSync(`/proc/${handle.timePid}/environ`, 'utf8');
      expect(server).toMatch(/(^|\0)PATH=/);
      expect(leaked(server)).toEqual([]);
      expect(leaked(time)).toEqual([]);
    } finally {
      await handle?.stop().catch(() => undefined);
      killIfAlive(handle?.pid);
      temp.cleanup();
    }
  });
});

describe('withholdCredentials (the action runs it right after reading its inputs)', () => {
  it('removes the token input, the model token and the GitHub and OIDC tokens, keeps what the artifact and cache services need', () => {
    const env: NodeJS.ProcessEnv = { ...FAKE_SECRETS, PATH: '/usr/bin' };
    expect(withholdCredentials(env).sort()).toEqual([
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'GH_TOKEN',
      'GITHUB_TOKEN',
      'HF_TOKEN',
      'INPUT_GITHUB-TOKEN',
    ]);
    expect(env).not.toHaveProperty('INPUT_GITHUB-TOKEN');
    expect(env).not.toHaveProperty('HF_TOKEN');
    expect(env.ACTIONS_RUNTIME_TOKEN).toBe(FAKE_SECRETS.ACTIONS_RUNTIME_TOKEN);
    expect(env.ACTIONS_RESULTS_URL).toBe(FAKE_SECRETS.ACTIONS_RESULTS_URL);
    expect(withholdCredentials(env)).toEqual([]);
    // The variable --token-env names goes too.
    expect(withholdCredentials(env, ['MY_HUB_KEY'])).toEqual(['MY_HUB_KEY']);
    expect(env).not.toHaveProperty('MY_HUB_KEY');
  });

  it("so a library's own child no longer sees them (tar under @actions/cache gets the whole environment)", () => {
    // @actions/cache's tar.js spawns with `env: { ...process.env, MSYS: … }`; so does this (jest's
    // process.env is a copy that child_process would not see otherwise).
    const libraryChildEnv = (): string =>
      execFileSync('cat', ['/proc/self/environ'], {
        env: { ...process.env, MSYS: 'winsymlinks:nativestrict' },
        encoding: 'utf8',
      });
    expect(libraryChildEnv()).toContain(FAKE_SECRETS['INPUT_GITHUB-TOKEN']);
    expect(libraryChildEnv()).toContain(FAKE_SECRETS.HF_TOKEN);
    withholdCredentials(process.env);
    const after = libraryChildEnv();
    for (const name of [
      'INPUT_GITHUB-TOKEN',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'HF_TOKEN',
    ])
      expect(after).not.toContain(FAKE_SECRETS[name]);
  });

  it('is wired into the action entry right after the inputs are read', () => {
    const main = readFileSync('src/action/step.ts', 'utf8');
    expect(main).toContain('readInputs()');
    expect(main.indexOf('withholdCredentials(process.env)')).toBeGreaterThan(main.indexOf('readInputs()'));
    expect(main.indexOf('withholdCredentials(process.env)')).toBeLessThan(
      main.indexOf('new GitHubArtifactStore'),
    );
  });
});
