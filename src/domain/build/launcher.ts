// How a server binary is started on this host: directly, or through a user-mode emulator when it
// was built for another architecture. Emulated numbers are not the target CPU's numbers: the
// manifest records the launcher and the receipt says so.
import { BUILD_TARGETS, normalizeArch, type BuildTarget } from './build-target.js';
import { LauncherError } from '../core/errors.js';

/** Emulation slows model load and generation by roughly 10-20x; deadlines grow by this factor. */
export const EMULATION_TIMEOUT_FACTOR = 10;

export interface Launcher {
  /** Prepended to the server argv (after GNU time), e.g. `qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu`. */
  argv: string[];
  emulator: string;
  emulatedCpu: string;
  sysroot: string;
  /** Architecture of the binary (normalised). */
  guestArch: string;
  /** Architecture of this machine (normalised). */
  hostArch: string;
}

export function emulatorArgv(target: BuildTarget): string[] {
  return [target.emulator, '-cpu', target.emulatedCpu, '-L', target.sysroot];
}

/** null when the binary runs natively; else the emulator that runs it, or a LauncherError. */
export function launcherFor(binaryArch: string, hostArch: string): Launcher | null {
  const guest = normalizeArch(binaryArch);
  const host = normalizeArch(hostArch);
  if (guest === host) return null;
  const target = Object.values(BUILD_TARGETS).find((t) => t.arch === guest);
  if (!target) {
    throw new LauncherError(
      `a ${guest} llama-server cannot run on this ${host} machine and no emulator is known for ${guest}`,
    );
  }
  return {
    argv: emulatorArgv(target),
    emulator: target.emulator,
    emulatedCpu: target.emulatedCpu,
    sysroot: target.sysroot,
    guestArch: guest,
    hostArch: host,
  };
}

/**
 * A deadline in seconds under a launcher (unchanged without one): infrastructure deadlines (health,
 * total request time) grow under emulation; plan values do not. The launcher may be given as the
 * resolved Launcher or as its argv (empty = none).
 */
export function scaledSeconds(
  seconds: number,
  launcher: Launcher | readonly string[] | null | undefined,
): number {
  const present = Array.isArray(launcher) ? launcher.length > 0 : Boolean(launcher);
  return present ? seconds * EMULATION_TIMEOUT_FACTOR : seconds;
}
