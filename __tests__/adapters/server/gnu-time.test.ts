// GNU time is required: a binary that identifies as GNU time passes, anything else is named and refused.
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GnuTimeUnavailableError } from '../../../src/adapters/errors.js';
import { assertGnuTime } from '../../../src/adapters/server/gnu-time.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-gnu-time-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fake `time` that prints `text` for `--version` and exits with `code`. */
function fakeTime(name: string, text: string, code = 0): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\nprintf '%s\\n' ${JSON.stringify(text)}\nexit ${code}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('assertGnuTime', () => {
  it('accepts a binary whose --version names GNU', async () => {
    await expect(assertGnuTime(fakeTime('gnu', 'time (GNU Time) 1.9'))).resolves.toBeUndefined();
  });

  it('refuses another time, quoting what it printed, even when it exits non-zero', async () => {
    const bsd = fakeTime('bsd', 'usage: time [-lp] utility', 1);
    await expect(assertGnuTime(bsd)).rejects.toThrow(GnuTimeUnavailableError);
    await expect(assertGnuTime(bsd)).rejects.toThrow(
      `${bsd} is not GNU time: "--version" printed "usage: time [-lp] utility"`,
    );
  });

  it('names a missing binary and how to install GNU time', async () => {
    const missing = join(dir, 'absent');
    await expect(assertGnuTime(missing)).rejects.toThrow(
      `GNU time not found at ${missing} (ENOENT); install it (Debian/Ubuntu package "time")`,
    );
  });
});
