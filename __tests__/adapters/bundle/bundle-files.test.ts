// Atomic writes: a write that fails leaves neither a 0-byte file nor a temporary one, and says which.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../../../src/adapters/bundle/bundle-files.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-atomic-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('replaces the whole file and leaves nothing else', async () => {
  writeFileSync(join(dir, 'a.json'), 'old');
  await writeFileAtomic(join(dir, 'a.json'), '{"new":true}\n');
  expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"new":true}\n');
  expect(readdirSync(dir)).toEqual(['a.json']);
});

test('a failed write names the file, keeps the system error code and leaves no partial file', async () => {
  mkdirSync(join(dir, 'cell', 'server-evidence.json', 'in-the-way'), { recursive: true });
  const error = await writeFileAtomic(
    join(dir, 'cell', 'server-evidence.json'),
    '{}',
    'cell/server-evidence.json',
  ).then(
    () => null,
    (e: NodeJS.ErrnoException) => e,
  );
  expect(error?.message).toMatch(/^could not write cell\/server-evidence\.json: /);
  expect(typeof error?.code).toBe('string');
  expect(readdirSync(join(dir, 'cell'))).toEqual(['server-evidence.json']);
});
