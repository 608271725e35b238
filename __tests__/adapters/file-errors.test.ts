// What a file-system error says to a user: the short line a command prints, the long one a step fails with.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileErrorLine, fileSystemFailure } from '../../src/adapters/file-errors.js';

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
