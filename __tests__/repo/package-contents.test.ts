// What `npm install` of the packed package gets: the bundled CLI and action, the schemas and
// examples, the docs at the top — and nothing it does not run: no Node binary, no tests, no
// dependency to fetch (dist/ inlines every import; the Node 24 of `npm run test:node24` is installed
// on demand into a cache by scripts/test-node24.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import { REPO_ROOT } from '../kits/fixture-paths.js';

interface Packed {
  files: { path: string; size: number }[];
  unpackedSize: number;
}

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, any>;
let packed: Packed;
beforeAll(() => {
  // --dry-run: the file list npm would pack, read from the working tree; nothing is written.
  const json = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  packed = (JSON.parse(json) as Packed[])[0];
}, 120_000);

test('the package runs what it carries: the bin, the action entry, the schemas', () => {
  const paths = packed.files.map((f) => f.path);
  expect(paths).toContain(pkg.bin['paretopilot-capacity']);
  expect(readFileSync(join(REPO_ROOT, pkg.bin['paretopilot-capacity']), 'utf8')).toMatch(
    /^#!\/usr\/bin\/env node\n/,
  );
  for (const needed of [
    'dist/index.js',
    'action.yml',
    'schemas/capacity.schema.json',
    'examples/tiny/capacity.json',
    'README.md',
    'LICENSE',
  ])
    expect([needed, paths.includes(needed)]).toEqual([needed, true]);
});

test('no Node binary, no executable of another platform, no tests', () => {
  const binaries = packed.files.filter((f) => {
    const head = readFileSync(join(REPO_ROOT, f.path)).subarray(0, 4);
    return head.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) || /(^|\/)node(\.exe)?$/.test(f.path);
  });
  expect(binaries.map((f) => f.path)).toEqual([]);
  expect(
    packed.files.map((f) => f.path).filter((p) => /__tests__|\.test\.|\.spec\.|(^|\/)node_modules\//.test(p)),
  ).toEqual([]);
});

test('an install fetches nothing: no dependencies of any kind', () => {
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
    expect([field, pkg[field]]).toEqual([field, undefined]);
});

test('the unpacked package stays small (the bundle, schemas and examples)', () => {
  expect(packed.unpackedSize).toBeLessThan(40 * 2 ** 20);
});
