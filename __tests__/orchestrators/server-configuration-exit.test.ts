// server-evidence.json and the failure reason tell the truth about a server that ended on its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runFakeConfiguration, type ConfigurationBody } from '../kits/fake-configuration.js';
import { alive, makeTempDir, until } from '../kits/fake-server-support.js';

let temp: { dir: string; cleanup: () => void };
beforeEach(() => (temp = makeTempDir('server-configuration-exit')));
afterEach(() => temp.cleanup());

async function configure(fakeArgs: string[], body: ConfigurationBody) {
  const dir = join(temp.dir, 'bundle', 'cell');
  const error = await runFakeConfiguration({ workDir: temp.dir, dir, label: 'cell', fakeArgs, body });
  return { error, evidence: JSON.parse(readFileSync(join(dir, 'server-evidence.json'), 'utf8')) };
}

it('a crash mid-stream is the failure reason and an unexpected exit with the real exit code', async () => {
  const { error, evidence } = await configure(
    ['--crash-after-health-ms', '100', '--exit-code', '139'],
    async (handle) => {
      await until(() => !alive(handle.pid), 5_000);
      throw new Error('stream ended before final timings event');
    },
  );
  expect(error?.message).toContain('server for cell exited during measurement (exit code 139)');
  expect(error?.message).toContain('stream ended before final timings event');
  expect(evidence).toMatchObject({ unexpected_exit: true, exit_code: 139, stopped_with: 'exited' });
});

it.each([
  [['--exit-code', '1'], { exit_code: 1, exit_signal: null }],
  [['--crash-signal', 'SIGSEGV'], { exit_code: null, exit_signal: 'SIGSEGV' }],
])('a server that dies before health (%j) records its status', async (how, expected) => {
  const { error, evidence } = await configure(
    ['--crash-before-health-ms', '50', '--no-listen', ...how],
    async () => undefined,
  );
  expect(error?.message).toContain('server for cell did not start');
  expect(evidence).toMatchObject({ ...expected, unexpected_exit: true, stopped_with: 'exited' });
});
