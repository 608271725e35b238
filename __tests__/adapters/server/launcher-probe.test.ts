// The emulator a study's servers run under, identified by `--version`: its first line, or an error
// that names the emulator and how to install it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LauncherUnavailableError } from '../../../src/adapters/errors.js';
import { launcherVersion } from '../../../src/adapters/server/launcher-probe.js';
import type { Launcher } from '../../../src/domain/build/launcher.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-launcher-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function launcher(emulator: string): Launcher {
  return {
    argv: [emulator],
    emulator,
    emulatedCpu: 'max',
    sysroot: '/usr/aarch64-linux-gnu',
    guestArch: 'arm64',
    hostArch: 'x64',
  };
}

function fakeEmulator(name: string, script: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${script}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('launcherVersion', () => {
  it('returns the first line of --version', async () => {
    const qemu = fakeEmulator('qemu', 'echo "qemu-aarch64 version 7.2.22"; echo "Copyright (c) 2003-2022"');
    expect(await launcherVersion(launcher(qemu))).toBe('qemu-aarch64 version 7.2.22');
  });

  it('names an emulator that cannot start, or that fails, and how to install it', async () => {
    const missing = join(dir, 'qemu-absent');
    await expect(launcherVersion(launcher(missing))).rejects.toThrow(LauncherUnavailableError);
    await expect(launcherVersion(launcher(missing))).rejects.toThrow(
      new RegExp(
        `^arm64 servers run under ${missing} on this x64 machine, but it cannot be started .*; install it \\(Debian/Ubuntu: qemu-user\\)$`,
      ),
    );
    const failing = fakeEmulator('qemu-failing', 'exit 4');
    await expect(launcherVersion(launcher(failing))).rejects.toThrow(
      `${failing} --version failed with exit code 4`,
    );
  });
});
