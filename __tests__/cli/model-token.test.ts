// The model token's variable: HF_TOKEN unless --token-env names another; never one children see;
// gone from the environment once read; sent only over https to the Hub and the origins named.
import { main } from '../../src/cli/main.js';
import { readModelToken } from '../../src/cli/model-token.js';
import { UsageError } from '../../src/cli/errors.js';

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
    /only prepare \(and run\) download models/,
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
