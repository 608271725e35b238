// The space reserve: written, given back on a full disk so the last status fits, and retried once.
// On a real full filesystem (a tmpfs, where mounting is permitted) and with a write that fails.
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isNoSpace,
  releaseSpace,
  reserveSpace,
  SPACE_RESERVE_FILE,
  withSpaceReserve,
  withSpaceReserveSync,
} from '../../../src/adapters/bundle/space-reserve.js';
import { writeFileAtomic } from '../../../src/adapters/bundle/bundle-files.js';
import { fillDisk, mountTmpfs, type SmallDisk } from '../../kits/small-disk.js';

const dirs: string[] = [];
const mounts: SmallDisk[] = [];
afterEach(() => {
  for (const m of mounts.splice(0)) m.dispose();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('the space reserve', () => {
  it('is a file of the asked size, given back once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-reserve-'));
    dirs.push(dir);
    expect(await reserveSpace(dir, 4096)).toBe('reserved');
    expect(statSync(join(dir, SPACE_RESERVE_FILE)).size).toBe(4096);
    expect(releaseSpace(dir)).toBe(true);
    expect(releaseSpace(dir)).toBe(false);
    expect(await reserveSpace(join(dir, 'missing', 'deeper'))).toBe('unwritable');
  });

  it('a write that fails for want of space is retried once after the reserve goes, other errors are not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-reserve-'));
    dirs.push(dir);
    await reserveSpace(dir, 1024);
    let calls = 0;
    const result = await withSpaceReserve(dir, async () => {
      if (calls++ === 0) throw new Error('wrapped', { cause: noSpace() });
      return existsSync(join(dir, SPACE_RESERVE_FILE));
    });
    expect([calls, result]).toEqual([2, false]);
    // No reserve left: the second failure is the caller's.
    await expect(withSpaceReserve(dir, () => Promise.reject(noSpace()))).rejects.toThrow(/ENOSPC/);
    await reserveSpace(dir, 1024);
    expect(() =>
      withSpaceReserveSync(dir, () => {
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      }),
    ).toThrow(/EACCES/);
    expect(existsSync(join(dir, SPACE_RESERVE_FILE))).toBe(true);
    expect(isNoSpace({ code: 'EDQUOT' })).toBe(true);
    expect(isNoSpace(new Error('x'))).toBe(false);
  });

  it('on a full filesystem, what did not fit before fits once the reserve is given back', async () => {
    const disk = mountTmpfs('2m');
    if (disk === undefined) {
      console.warn(
        'skipped: mounting a tmpfs is not permitted here (needs root); the test above covers the logic',
      );
      return;
    }
    mounts.push(disk);
    expect(await reserveSpace(disk.dir, 256 * 1024)).toBe('reserved');
    fillDisk(disk.dir);
    const status = join(disk.dir, 'status.json');
    const text = 'x'.repeat(64 * 1024);
    await expect(writeFileAtomic(status, text, 'status.json')).rejects.toMatchObject({ code: 'ENOSPC' });
    await withSpaceReserve(disk.dir, () => writeFileAtomic(status, text, 'status.json'));
    expect(statSync(status).size).toBe(text.length);
  });
});
