// Pre-flight refuses a /usr/bin/time that is not GNU time before any build starts, naming the path.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStudyContext, preflight } from '../../src/orchestrators/study-context.js';
import { makeTempDir } from '../kits/fake-server-support.js';

let temp: { dir: string; cleanup: () => void };
beforeEach(() => (temp = makeTempDir('preflight-gnu-time')));
afterEach(() => temp.cleanup());

async function timeProblems(timeBinary: string): Promise<string[]> {
  const ctx = await loadStudyContext('examples/tiny/capacity.json', process.cwd());
  const problems = await preflight(ctx, { timeBinary, needBuildTools: false });
  return problems.filter((p) => p.includes(timeBinary));
}

function script(name: string, body: string, mode = 0o755): string {
  const path = join(temp.dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, mode);
  return path;
}

it.each([
  ['BSD time (rejects --version)', 'echo "usage: time [-al] command" >&2; exit 1'],
  ['busybox time (prints its usage)', 'echo "BusyBox v1.36.1 multi-call binary." >&2; exit 1'],
])('refuses %s naming the path and the package', async (_name, body) => {
  const path = script('time', body);
  const problems = await timeProblems(path);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(`${path} is not GNU time`);
  expect(problems[0]).toContain('Debian/Ubuntu package "time"');
});

it('says what is wrong with a path that exists but cannot run', async () => {
  const [device] = await timeProblems('/dev/null');
  expect(device).toContain('/dev/null exists but is not a regular file');
  expect(device).not.toContain('not found on PATH');
  const plain = script('time', 'exit 0', 0o644);
  const [notExecutable] = await timeProblems(plain);
  expect(notExecutable).toContain(`${plain} exists but is not executable`);
  const [missing] = await timeProblems(join(temp.dir, 'absent'));
  expect(missing).toContain('does not exist');
});
