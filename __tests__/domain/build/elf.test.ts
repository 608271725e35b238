// The build's architecture check reads e_machine from the ELF header (no dependency on `file`).
import { readFile } from 'node:fs/promises';
import { describeElf, parseElfIdentity } from '../../../src/domain/build/elf.js';
import { ElfHeaderError } from '../../../src/domain/core/errors.js';
import {
  emulatorArgv,
  launcherFor,
  scaledSeconds,
  EMULATION_TIMEOUT_FACTOR,
} from '../../../src/domain/build/launcher.js';
import { BUILD_TARGETS } from '../../../src/domain/build/build-target.js';

function header(machine: number, bits = 2, data = 1): Uint8Array {
  const h = new Uint8Array(20);
  h.set([0x7f, 0x45, 0x4c, 0x46, bits, data, 1]);
  const view = new DataView(h.buffer);
  view.setUint16(16, 3, data === 1);
  view.setUint16(18, machine, data === 1);
  return h;
}

test('reads class, byte order and machine of ELF headers', () => {
  expect(describeElf(parseElfIdentity(header(183)))).toBe('ELF 64-bit LSB, AArch64 (e_machine 183)');
  expect(describeElf(parseElfIdentity(header(62)))).toBe('ELF 64-bit LSB, x86-64 (e_machine 62)');
  expect(parseElfIdentity(header(40, 1, 2))).toMatchObject({ bits: 32, endianness: 'big', machine: 40 });
  expect(parseElfIdentity(header(999)).machineName).toBe('e_machine 999');
});

test('the running node binary is an ELF of this machine', async () => {
  const id = parseElfIdentity((await readFile(process.execPath)).subarray(0, 20));
  expect(id.machine).toBe(process.arch === 'arm64' ? 183 : process.arch === 'x64' ? 62 : id.machine);
});

test('refuses what is not an ELF header', () => {
  expect(() => parseElfIdentity(new TextEncoder().encode('#!/bin/sh\necho not elf\n'))).toThrow(
    ElfHeaderError,
  );
  expect(() => parseElfIdentity(header(183).subarray(0, 10))).toThrow('needs 20 bytes');
  const bad = header(183);
  bad[4] = 7;
  expect(() => parseElfIdentity(bad)).toThrow('unknown ELF class 7');
});

test('a foreign-architecture server starts under the emulator; a native one directly', () => {
  expect(launcherFor('arm64', 'x64')).toEqual({
    argv: ['qemu-aarch64', '-cpu', 'max', '-L', '/usr/aarch64-linux-gnu'],
    emulator: 'qemu-aarch64',
    emulatedCpu: 'max',
    sysroot: '/usr/aarch64-linux-gnu',
    guestArch: 'arm64',
    hostArch: 'x64',
  });
  expect(launcherFor('aarch64', 'arm64')).toBeNull();
  expect(launcherFor('x64', 'x86_64')).toBeNull();
  expect(() => launcherFor('x64', 'arm64')).toThrow('no emulator is known for x64');
  expect(emulatorArgv(BUILD_TARGETS['aarch64-linux-gnu'])[0]).toBe('qemu-aarch64');
  const l = launcherFor('arm64', 'x64');
  expect(scaledSeconds(60, l)).toBe(60 * EMULATION_TIMEOUT_FACTOR);
  expect(scaledSeconds(60, null)).toBe(60);
});
