// How a server binary is started here: natively, or under the emulator of its target, with the
// infrastructure deadlines grown under emulation.
import { describe, expect, it } from '@jest/globals';
import { EMULATION_TIMEOUT_FACTOR, launcherFor, scaledSeconds } from '../../../src/domain/build/launcher.js';
import { LauncherError } from '../../../src/domain/core/errors.js';

describe('launcherFor', () => {
  it('runs a binary of this machine natively, whatever the spelling of its architecture', () => {
    expect(launcherFor('x86_64', 'x64')).toBeNull();
    expect(launcherFor('aarch64', 'arm64')).toBeNull();
  });

  it('runs an arm64 binary on x64 under qemu with the target’s CPU and sysroot', () => {
    expect(launcherFor('arm64', 'x86_64')).toEqual({
      argv: ['qemu-aarch64', '-cpu', 'max', '-L', '/usr/aarch64-linux-gnu'],
      emulator: 'qemu-aarch64',
      emulatedCpu: 'max',
      sysroot: '/usr/aarch64-linux-gnu',
      guestArch: 'arm64',
      hostArch: 'x64',
    });
  });

  it('names an architecture no emulator is known for', () => {
    expect(() => launcherFor('riscv64', 'x64')).toThrow(LauncherError);
    expect(() => launcherFor('riscv64', 'x64')).toThrow(
      'a riscv64 llama-server cannot run on this x64 machine and no emulator is known for riscv64',
    );
  });
});

describe('scaledSeconds', () => {
  it('grows a deadline only when a launcher is present', () => {
    const launcher = launcherFor('arm64', 'x64');
    expect(scaledSeconds(30, launcher)).toBe(30 * EMULATION_TIMEOUT_FACTOR);
    expect(scaledSeconds(30, launcher!.argv)).toBe(30 * EMULATION_TIMEOUT_FACTOR);
    expect(scaledSeconds(30, [])).toBe(30);
    expect(scaledSeconds(30, null)).toBe(30);
    expect(scaledSeconds(30, undefined)).toBe(30);
  });
});
