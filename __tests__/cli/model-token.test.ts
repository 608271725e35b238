// The model token's variable: HF_TOKEN unless --token-env names another; never one children see;
// gone from the environment once read; sent only over https to the Hub and the origins named; the
// models command fetches behind it and builds nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelCachePath } from '../../src/adapters/models/fetch-model.js';
import { main } from '../../src/cli/main.js';
import { readModelToken } from '../../src/cli/model-token.js';
import { UsageError } from '../../src/cli/errors.js';
import { startFakeHub } from '../kits/fake-hub.js';
import { trustingDispatcher } from '../kits/loopback-tls.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

const HUB = ['https://huggingface.co'];
test.each([
  [undefined, { HF_TOKEN: 'a' }, { tokenEnv: 'HF_TOKEN', token: { token: 'a', origins: HUB } }],
  ['MY_KEY', { MY_KEY: 'b', HF_TOKEN: 'a' }, { tokenEnv: 'MY_KEY', token: { token: 'b', origins: HUB } }],
  [undefined, { HF_TOKEN: '' }, { tokenEnv: 'HF_TOKEN', token: undefined }],
  [undefined, {}, { tokenEnv: 'HF_TOKEN', token: undefined }],
  [
    undefined,
    { HF_TOKEN: 'a', HF_ENDPOINT: 'https://hub.example:8443/' },
    { tokenEnv: 'HF_TOKEN', token: { token: 'a', origins: ['https://hub.example:8443'] } },
  ],
  // A Hub mirror over plain http gets no token.
  [
    undefined,
    { HF_TOKEN: 'a', HF_ENDPOINT: 'http://hub.example' },
    { tokenEnv: 'HF_TOKEN', token: { token: 'a', origins: [] } },
  ],
])('--token-env %s', (name, env: NodeJS.ProcessEnv, expected) => {
  expect(readModelToken(name, env)).toEqual(expected);
  // Read once, then gone from the environment: no library's child inherits it.
  expect(env[name ?? 'HF_TOKEN']).toBeUndefined();
});

test('--token-origin adds https origins; plain http, a path or credentials are refused', () => {
  expect(readModelToken(undefined, { HF_TOKEN: 'a' }, ['https://models.example.com:8443'])).toEqual({
    tokenEnv: 'HF_TOKEN',
    token: { token: 'a', origins: ['https://huggingface.co', 'https://models.example.com:8443'] },
  });
  for (const [origin, message] of [
    ['http://models.example.com', /--token-origin http:\/\/models\.example\.com is not https/],
    ['https://models.example.com/org', /must be an origin only/],
    ['models.example.com', /is not a URL/],
  ] as const) {
    expect(() => readModelToken(undefined, { HF_TOKEN: 'a' }, [origin])).toThrow(message);
  }
});

test.each([
  ['PATH', /child processes .* see this variable/],
  ['LC_ALL', /child processes/],
  ['1BAD', /expected an environment variable name/],
  ['A-B', /expected an environment variable name/],
])('--token-env %s is refused', (name, message) => {
  expect(() => readModelToken(name, { [name]: 'secret' })).toThrow(UsageError);
  expect(() => readModelToken(name, { [name]: 'secret' })).toThrow(message);
});

test.each([
  [['prepare', '--plan', 'x.json', '--token-env', 'CC'], /--token-env CC: child processes/],
  [['run', '--plan', 'x.json', '--token-env', 'HOME'], /--token-env HOME: child processes/],
  [
    ['measure', '--plan', 'x.json', '--pass', 'all', '--token-env', 'HF'],
    /only models, prepare and run download models/,
  ],
])('%j exits 2 before reading the plan', async (args, message) => {
  let err = '';
  const code = await main(args, {
    stdout: () => undefined,
    stderr: (s) => (err += s),
    cwd: '/nonexistent',
    env: {},
  });
  expect(err).toMatch(message);
  expect(code).toBe(2);
});

test("models fetches the plan's model URLs behind the token, builds nothing, and leaves the variable unset", async () => {
  const model = tinyGguf({ name: 'gated', fileType: 7 });
  const hub = await startFakeHub({ 'org/gated': { 'm.gguf': model } }, { https: true });
  const dispatcher = trustingDispatcher();
  const dir = mkdtempSync(join(tmpdir(), 'pp-models-cli-'));
  try {
    hub.requiredToken = 'hf_cli_models_secret';
    const doc = JSON.parse(readFileSync('examples/tiny/capacity.json', 'utf8'));
    doc.models['tiny-q8_0'] = {
      url: `${hub.endpoint}/org/gated/resolve/${hub.commit}/m.gguf`,
      sha256: createHash('sha256').update(model).digest('hex'),
      size_bytes: model.length,
    };
    writeFileSync(join(dir, 'capacity.json'), JSON.stringify(doc));
    const env: NodeJS.ProcessEnv = { HF_TOKEN: 'hf_cli_models_secret', HF_ENDPOINT: hub.endpoint };
    let out = '';
    const code = await main(
      ['models', '--plan', 'capacity.json', '--cache-dir', 'cache', '--work-dir', 'w'],
      {
        stdout: (s) => (out += s),
        stderr: (s) => (out += s),
        cwd: dir,
        env,
        dispatcher,
      },
    );
    expect([code, out]).toEqual([0, expect.stringContaining('models: done')]);
    expect(env.HF_TOKEN).toBeUndefined();
    expect(hub.hubRequests.every((q) => q.authorization === 'Bearer hf_cli_models_secret')).toBe(true);
    expect(existsSync(modelCachePath(join(dir, 'cache'), doc.models['tiny-q8_0'].sha256))).toBe(true);
    expect(existsSync(join(dir, 'cache', 'builds'))).toBe(false);
    expect(out).not.toContain('hf_cli_models_secret');
  } finally {
    await hub.close();
    await dispatcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
