// What a file-system error says to a user: the short line a command prints, the long one a step fails with.
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileErrorLine, fileSystemFailure, unwritableDirectory } from '../../src/adapters/file-errors.js';
import { cli } from '../kits/seed-bundle.js';
import { mountTmpfs } from '../kits/small-disk.js';

/** The error Node itself throws for `read` of a missing file. */
function enoent(path: string): unknown {
  try {
    readFileSync(path);
  } catch (error) {
    return error;
  }
  throw new Error(`${path} exists`);
}

describe('file-system error text', () => {
  const missing = join(tmpdir(), 'pp-file-errors-missing', 'plan.json');

  it('prints a missing file as "<path>: file not found", other codes with Node’s message', () => {
    expect(fileErrorLine(enoent(missing))).toBe(`${missing}: file not found`);
    const denied = Object.assign(new Error("EACCES: permission denied, open '/x'"), {
      code: 'EACCES',
      path: '/x',
    });
    expect(fileErrorLine(denied)).toBe("/x: EACCES: permission denied, open '/x'");
    expect(fileErrorLine(new Error('no path'))).toBeUndefined();
    expect(fileErrorLine(undefined)).toBeUndefined();
  });

  it('names the operation, path, code and meaning, and the runner directory it lies under', () => {
    expect(fileSystemFailure(enoent(missing), {})).toBe(
      `file system: open ${missing} failed: ENOENT (no such file or directory)`,
    );
    const full = { code: 'ENOSPC', path: '/runner/temp/work/x.json', syscall: 'write' };
    expect(fileSystemFailure(full, { RUNNER_TEMP: '/runner/temp/', RUNNER_TOOL_CACHE: '/opt/tools' })).toBe(
      'file system: write /runner/temp/work/x.json failed: ENOSPC (no space left on the device); RUNNER_TEMP is "/runner/temp/"',
    );
    const link = { code: 'EXDEV', path: '/a', dest: '/b', syscall: 'rename' };
    expect(fileSystemFailure(link, {})).toBe(
      'file system: rename /a -> /b failed: EXDEV (cross-device link)',
    );
    expect(fileSystemFailure({ code: 'EWHATEVER', path: '/p' }, {})).toBe(
      'file system: access /p failed: EWHATEVER',
    );
  });

  it('leaves errors without a code and a path to the caller', () => {
    expect(fileSystemFailure(new Error('plain'), {})).toBeUndefined();
    expect(fileSystemFailure({ code: 'ENOENT' }, {})).toBeUndefined();
    expect(fileSystemFailure('text', {})).toBeUndefined();
  });
});

describe('unwritableDirectory', () => {
  it('names the errno of the nearest existing folder: EROFS on a read-only mount, not ENOENT', async () => {
    const here = mkdtempSync(join(tmpdir(), 'pp-writable-'));
    try {
      expect(await unwritableDirectory(join(here, 'work', 'deeper'))).toBeUndefined();
      writeFileSync(join(here, 'file'), '');
      expect(await unwritableDirectory(join(here, 'file', 'work'))).toBe(
        `${join(here, 'file')} is not a directory`,
      );
    } finally {
      rmSync(here, { recursive: true, force: true });
    }
    const disk = mountTmpfs('1m', 'ro');
    if (disk === undefined) {
      console.warn(
        'skipped the read-only mount: mounting a tmpfs is not permitted here (needs root on Linux)',
      );
      return;
    }
    try {
      expect(await unwritableDirectory(join(disk.dir, 'work'))).toBe(
        `${disk.dir} (where ${join(disk.dir, 'work')} would be created) cannot be written: EROFS (read-only file system)`,
      );
      const r = await cli([
        'prepare',
        '--plan',
        'examples/tiny/capacity.json',
        '--work-dir',
        join(disk.dir, 'work'),
      ]);
      expect(r.code).toBe(2);
      expect(r.err).toContain('the work directory: ');
      expect(r.err).toContain('EROFS (read-only file system)');
      expect(r.err).not.toMatch(/ENOENT|file not found/);
    } finally {
      disk.dispose();
    }
  });
});
