// The runner's environment is checked before @actions/github reads it at load time: a bad event file
// or API URL is one clear error naming the variable, never a stack trace from a library.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRunnerEnvironment } from '../../src/action/runner-environment-check.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-runner-env-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a valid event file and API URL, or none at all, pass', () => {
  writeFileSync(join(dir, 'event.json'), '{"pull_request":{"number":7}}');
  expect(() =>
    checkRunnerEnvironment({
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_API_URL: 'https://api.github.com',
    }),
  ).not.toThrow();
  expect(() => checkRunnerEnvironment({})).not.toThrow();
  // A missing event file is tolerated: the event is unknown and no pull request is commented.
  expect(() => checkRunnerEnvironment({ GITHUB_EVENT_PATH: join(dir, 'nope.json') })).not.toThrow();
});

test.each([
  ['invalid JSON', '{bad'],
  ['an empty file', ''],
])('an event file holding %s names GITHUB_EVENT_PATH', (_name, content) => {
  const path = join(dir, 'event.json');
  writeFileSync(path, content);
  expect(() => checkRunnerEnvironment({ GITHUB_EVENT_PATH: path })).toThrow(
    new RegExp(`^GITHUB_EVENT_PATH ${path} is not a JSON event payload: .*the Actions runner sets it`),
  );
});

test('an event path that is a directory names GITHUB_EVENT_PATH', () => {
  mkdirSync(join(dir, 'event.json'));
  expect(() => checkRunnerEnvironment({ GITHUB_EVENT_PATH: join(dir, 'event.json') })).toThrow(
    `GITHUB_EVENT_PATH ${join(dir, 'event.json')} is not a regular file`,
  );
});

test.each(['not a url', 'ftp://api.example', 'file:///etc/passwd'])(
  'GITHUB_API_URL %j is refused, named',
  (url) => {
    expect(() => checkRunnerEnvironment({ GITHUB_API_URL: url })).toThrow(
      `GITHUB_API_URL ${JSON.stringify(url)} is not an http(s) URL`,
    );
  },
);

test.each(['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'])(
  '%s that is missing or a directory is named before any work',
  (name) => {
    expect(() => checkRunnerEnvironment({ [name]: join(dir, 'nope') })).toThrow(
      `${name} ${join(dir, 'nope')} does not exist`,
    );
    expect(() => checkRunnerEnvironment({ [name]: dir })).toThrow(`${name} ${dir} is not a regular file`);
    writeFileSync(join(dir, 'file'), '');
    expect(() => checkRunnerEnvironment({ [name]: join(dir, 'file') })).not.toThrow();
  },
);

test('RUNNER_TEMP that is a file is named', () => {
  writeFileSync(join(dir, 'temp'), '');
  expect(() => checkRunnerEnvironment({ RUNNER_TEMP: join(dir, 'temp') })).toThrow(
    `RUNNER_TEMP ${join(dir, 'temp')} is not a directory`,
  );
  expect(() => checkRunnerEnvironment({ RUNNER_TEMP: dir })).not.toThrow();
});
