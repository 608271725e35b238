// A cell that fails while its files are written (a full disk): the first failure stays the reason,
// the cell and the file that could not be written are named, and no 0-byte artifact is left.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runFakeConfiguration, type ConfigurationBody } from '../kits/fake-configuration.js';
import { makeTempDir } from '../kits/fake-server-support.js';

let temp: { dir: string; cleanup: () => void };
beforeEach(() => (temp = makeTempDir('server-configuration-failures')));
afterEach(() => temp.cleanup());

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
