// The model token's variable: HF_TOKEN unless --token-env names another; never one children see.
import { main } from '../../src/cli/main.js';
import { readModelToken } from '../../src/cli/model-token.js';
import { UsageError } from '../../src/cli/errors.js';

test.each([
  [undefined, { HF_TOKEN: 'a' }, { tokenEnv: 'HF_TOKEN', token: 'a' }],
  ['MY_KEY', { MY_KEY: 'b', HF_TOKEN: 'a' }, { tokenEnv: 'MY_KEY', token: 'b' }],
  [undefined, { HF_TOKEN: '' }, { tokenEnv: 'HF_TOKEN', token: undefined }],
  [undefined, {}, { tokenEnv: 'HF_TOKEN', token: undefined }],
])('--token-env %s', (name, env, expected) => {
  expect(readModelToken(name, env)).toEqual(expected);
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
