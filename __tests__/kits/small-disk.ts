// A small filesystem to fill: a tmpfs mounted on a temp folder (Linux, as root). Where mounting is
// not permitted, `mountTmpfs` returns undefined and the caller skips with that reason.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  dir: string;
  dispose(): void;
}

/** Mounts a tmpfs of `size` (e.g. '2m', '256m'); undefined when this machine does not permit it. */
export function mountTmpfs(size: string, options = ''): SmallDisk | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'pp-small-disk-'));
  try {
    execFileSync(
      'mount',
      ['-t', 'tmpfs', '-o', `size=${size}${options ? `,${options}` : ''}`, 'tmpfs', dir],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    dispose: () => {
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Writes a filler file into `dir` until the filesystem refuses (ENOSPC); returns its bytes. */
export function fillDisk(dir: string, name = 'filler.bin'): number {
  const fd = openSync(join(dir, name), 'w');
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  let written = 0;
  try {
    for (;;) {
      try {
        written += writeSync(fd, chunk, 0, chunk.length);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw e;
      }
    }
    // The last pages a partial chunk may still fit.
    for (const size of [4096, 512, 1]) {
      for (;;) {
        try {
          written += writeSync(fd, chunk, 0, size);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}
