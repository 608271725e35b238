// One cell's server configuration against a fake server: what server-evidence.json and the failure
// reason say about a server that ended on its own, and about a cell whose files cannot be written
// (a full disk: the first failure stays the reason, the file is named, no 0-byte artifact is left).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runFakeConfiguration, type ConfigurationBody } from '../kits/fake-configuration.js';
import { alive, makeTempDir, until } from '../kits/fake-server-support.js';

let temp: { dir: string; cleanup: () => void };
beforeEach(() => (temp = makeTempDir('server-configuration')));
afterEach(() => temp.cleanup());

describe('a server that ended on its own', () => {
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
});

describe('a cell whose files cannot be written', () => {
  const cellDir = () => join(temp.dir, 'bundle', 'runs', 'forward', 'tiny', 'p1');

  async function configure(body: ConfigurationBody) {
    const dir = cellDir();
    const error = await runFakeConfiguration({ workDir: temp.dir, dir, label: 'forward/tiny/p1', body });
    return { error, dir };
  }

  it('the evidence write failing after the cell failed keeps the cell failure and adds the file', async () => {
    const { error } = await configure(async (_handle) => {
      // The evidence cannot be written (something else stands where it goes), as on a full disk.
      mkdirSync(join(cellDir(), 'server-evidence.json', 'x'), {
        recursive: true,
      });
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    expect(error?.cell).toBe('forward/tiny/p1');
    expect(error?.message).toMatch(/^forward\/tiny\/p1: ENOSPC: no space left on device, write/);
    expect(error?.message).toContain('could not write forward/tiny/p1/server-evidence.json');
  });

  it('an evidence write failing after a good cell fails the cell, naming cell and file', async () => {
    const { error } = await configure(async () => {
      mkdirSync(join(cellDir(), 'server-evidence.json', 'x'), {
        recursive: true,
      });
    });
    expect(error?.cell).toBe('forward/tiny/p1');
    expect(error?.message).toContain('forward/tiny/p1');
    expect(error?.message).toContain('could not write forward/tiny/p1/server-evidence.json');
  });

  it('a failed cell leaves no 0-byte artifact', async () => {
    const { error, dir } = await configure(async () => {
      // What a write cut off by a full disk left behind before the writes became atomic.
      writeFileSync(join(cellDir(), 'load-evaluation.json'), '');
      throw new Error('ENOSPC: no space left on device, write');
    });
    expect(error?.message).toContain('ENOSPC');
    expect(existsSync(join(dir, 'load-evaluation.json'))).toBe(false);
    for (const f of readdirSync(dir)) expect([f, statSync(join(dir, f)).size > 0]).toEqual([f, true]);
    expect(existsSync(join(dir, 'server-evidence.json'))).toBe(true);
  });
});
