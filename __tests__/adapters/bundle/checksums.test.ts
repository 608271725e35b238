// A directory's SHA-256 list on disk: written from the files, then checked against what is there.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSha256List, writeSha256List } from '../../../src/adapters/bundle/checksums.js';
import { InputError } from '../../../src/domain/core/errors.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-checksums-'));
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'a.txt'), 'alpha\n');
  writeFileSync(join(dir, 'sub', 'b.json'), '{}\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SHA-256 lists on disk', () => {
  it('writes the list of the given files and checks clean against the directory', async () => {
    expect(await writeSha256List(dir, ['sub/b.json', 'a.txt'], 'artifact.sha256')).toEqual([
      'sub/b.json',
      'a.txt',
    ]);
    expect(readFileSync(join(dir, 'artifact.sha256'), 'utf8')).toBe(
      `${sha('alpha\n')}  ./a.txt\n${sha('{}\n')}  ./sub/b.json\n`,
    );
    expect(await checkSha256List(dir, 'artifact.sha256')).toEqual({ listed: 2, problems: [] });
  });

  it('names a changed file and a file that is not listed', async () => {
    await writeSha256List(dir, ['a.txt', 'sub/b.json'], 'SHA256SUMS');
    writeFileSync(join(dir, 'a.txt'), 'changed\n');
    writeFileSync(join(dir, 'new.txt'), 'x');
    const { listed, problems } = await checkSha256List(dir, 'SHA256SUMS');
    expect(listed).toBe(2);
    expect(problems).toEqual([
      'new.txt: present but not listed in SHA256SUMS',
      `a.txt: sha256 ${sha('changed\n')} does not match SHA256SUMS (${sha('alpha\n')})`,
    ]);
  });

  it('refuses a missing or malformed list as bad input naming it', async () => {
    await expect(checkSha256List(dir, 'SHA256SUMS')).rejects.toThrow(InputError);
    writeFileSync(join(dir, 'SHA256SUMS'), 'not a list\n');
    await expect(checkSha256List(dir, 'SHA256SUMS')).rejects.toThrow(/SHA256SUMS.*line 1|line 1.*SHA256SUMS/);
  });
});
