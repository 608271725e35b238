// Room kept for a study's last words: a file of zeros in the work dir, given back when the disk
// fills, so status.json and SHA256SUMS can still be written whole and say what happened.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './bundle-files.js';

export const SPACE_RESERVE_FILE = '.space-reserve';
/** Enough for status.json and the SHA256SUMS of a bundle of several thousand files. */
export const SPACE_RESERVE_BYTES = 1024 * 1024;

/** True for an error (or its cause) that says the disk or the quota is full. */
export function isNoSpace(e: unknown): boolean {
  for (let err = e as { code?: unknown; cause?: unknown } | undefined, i = 0; err && i < 5; i++) {
    if (err.code === 'ENOSPC' || err.code === 'EDQUOT') return true;
    err = err.cause as typeof err;
  }
  return false;
}

/**
 * Writes the reserve into `workDir`: 'reserved', 'full' when the disk cannot hold it, or
 * 'unwritable' when the folder cannot be written at all (the command's own checks then say why).
 */
export async function reserveSpace(
  workDir: string,
  bytes: number = SPACE_RESERVE_BYTES,
): Promise<'reserved' | 'full' | 'unwritable'> {
  try {
    await writeFileAtomic(join(workDir, SPACE_RESERVE_FILE), new Uint8Array(bytes));
    return 'reserved';
  } catch (e) {
    return isNoSpace(e) ? 'full' : 'unwritable';
  }
}

/** Gives the reserve of `workDir` back (if there is one); true when space was freed. */
export function releaseSpace(workDir: string): boolean {
  try {
    rmSync(join(workDir, SPACE_RESERVE_FILE));
    return true;
  } catch {
    return false;
  }
}

/** Runs `write`; when it fails for want of space, frees the reserve next to the bundle and tries once more. */
export async function withSpaceReserve<T>(workDir: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isNoSpace(e) || !releaseSpace(workDir)) throw e;
    return write();
  }
}

/** withSpaceReserve for a process that must exit now. */
export function withSpaceReserveSync<T>(workDir: string, write: () => T): T {
  try {
    return write();
  } catch (e) {
    if (!isNoSpace(e) || !releaseSpace(workDir)) throw e;
    return write();
  }
}
