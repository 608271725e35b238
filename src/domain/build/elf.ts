// The architecture of an executable, read from its ELF header (e_machine), so a build can prove it
// produced a binary for the intended machine without depending on `file`.
import { ElfHeaderError } from '../core/errors.js';

const MACHINE_NAMES: Readonly<Record<number, string>> = {
  3: 'x86',
  40: 'ARM',
  62: 'x86-64',
  183: 'AArch64',
  243: 'RISC-V',
};

export interface ElfIdentity {
  /** 32 or 64. */
  bits: 32 | 64;
  endianness: 'little' | 'big';
  /** e_type: 2 executable, 3 shared object / PIE. */
  type: number;
  /** e_machine, e.g. 62 (x86-64) or 183 (AArch64). */
  machine: number;
  machineName: string;
}

/** Parses the first 20 bytes of an ELF file; throws ElfHeaderError when they are not an ELF header. */
export function parseElfIdentity(header: Uint8Array): ElfIdentity {
  if (header.length < 20) throw new ElfHeaderError(`an ELF header needs 20 bytes, got ${header.length}`);
  if (header[0] !== 0x7f || header[1] !== 0x45 || header[2] !== 0x4c || header[3] !== 0x46)
    throw new ElfHeaderError('not an ELF file (missing \\x7fELF magic)');
  const bits = header[4] === 1 ? 32 : header[4] === 2 ? 64 : undefined;
  const endianness = header[5] === 1 ? 'little' : header[5] === 2 ? 'big' : undefined;
  if (!bits || !endianness)
    throw new ElfHeaderError(`unknown ELF class ${header[4]} or data encoding ${header[5]}`);
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const little = endianness === 'little';
  const type = view.getUint16(16, little);
  const machine = view.getUint16(18, little);
  return {
    bits,
    endianness,
    type,
    machine,
    machineName: MACHINE_NAMES[machine] ?? `e_machine ${machine}`,
  };
}

/** One line like `ELF 64-bit LSB, AArch64 (e_machine 183)`, the evidence a `file` check would give. */
export function describeElf(id: ElfIdentity): string {
  return `ELF ${id.bits}-bit ${id.endianness === 'little' ? 'LSB' : 'MSB'}, ${id.machineName} (e_machine ${id.machine})`;
}
