// Identifies the emulator a study's servers run under (`<emulator> --version`), for the manifest.
import { runProcess } from '../process/run-process.js';
import type { Launcher } from '../../domain/build/launcher.js';
import { LauncherUnavailableError } from '../errors.js';

/** The first line of `<emulator> --version`, e.g. `qemu-aarch64 version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)`. */
export async function launcherVersion(launcher: Launcher): Promise<string> {
  let result;
  try {
    result = await runProcess(launcher.emulator, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    throw new LauncherUnavailableError(
      `${launcher.guestArch} servers run under ${launcher.emulator} on this ${launcher.hostArch} machine, but it cannot be started (${(error as Error).message}); install it (Debian/Ubuntu: qemu-user)`,
    );
  }
  const line = result.stdout.toString('utf8').split('\n')[0]?.trim() ?? '';
  if (result.code !== 0 || line === '')
    throw new LauncherUnavailableError(`${launcher.emulator} --version failed with exit code ${result.code}`);
  return line;
}
