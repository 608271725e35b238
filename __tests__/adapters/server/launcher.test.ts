// A launcher (the emulator of a foreign-architecture build) sits between GNU time and the server:
// time -v still measures the process that runs the server, and the stop ladder still reaches it.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../../kits/free-port.js';
import { startServer } from '../../../src/adapters/server/llama-server.js';
import { fakeArgv, makeTempDir, RecordingRegistry } from '../../kits/fake-server-support.js';

test('the server starts through the launcher under GNU time and stops cleanly with its RSS report', async () => {
  const temp = makeTempDir('launcher');
  try {
    // Stands in for `qemu-aarch64 -cpu max -L <sysroot>`: records its argv, then becomes the server.
    const launcher = join(temp.dir, 'fake-emulator.sh');
    writeFileSync(
      launcher,
      `#!/bin/sh\necho "$@" > "${join(temp.dir, 'launched.txt')}"\nshift 2\nexec "$@"\n`,
    );
    chmodSync(launcher, 0o755);
    const port = await findFreePort();
    const argv = fakeArgv(port);
    const handle = await startServer({
      argv,
      launcher: [launcher, '-cpu', 'max'],
      port,
      logDir: join(temp.dir, 'run'),
      registry: new RecordingRegistry(),
      stopTimeouts: { sigintMs: 2_000, sigtermMs: 2_000, sigkillMs: 5_000 },
      healthDeadlineMs: 20_000,
    });
    const result = await handle.stop();
    expect(readFileSync(join(temp.dir, 'launched.txt'), 'utf8').trim()).toBe(
      ['-cpu', 'max', ...argv].join(' '),
    );
    expect(result.unexpectedExit).toBe(false);
    expect(result.stoppedWith).toBe('SIGINT');
    expect(result.peakRssKib).toBeGreaterThan(0);
    expect(readFileSync(result.timeReportPath, 'utf8')).toContain(
      `Command being timed: "${launcher} -cpu max`,
    );
  } finally {
    temp.cleanup();
  }
});
