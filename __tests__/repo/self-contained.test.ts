// A fresh clone has nothing beside it: no code under src/, __tests__/, scripts/ or bench/ may read
// a path outside the repository, except the explicitly optional data named below.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT } from '../kits/fixture-paths.js';
import { filesToScan, scanText, type AllowedOutsideRead, type GuardContext } from '../kits/path-guard.js';

const FOLDERS = ['src', '__tests__', 'scripts', 'bench', '.ci'];
/** Data, not code: the published study's files record the paths of the runner they came from. */
const SKIP = ['__tests__/fixtures'];

/**
 * The only reads outside the repository that are allowed, and where. Tests that use them must
 * skip, with the reason, when the data is absent.
 */
export const ALLOWED_OUTSIDE_READS: readonly AllowedOutsideRead[] = [
  {
    files: ['__tests__/', 'scripts/ensure-test-env.mjs', 'scripts/demo.mjs'],
    target: '../shared/vendor',
    why: 'the KleidiAI v1.24.0 source archive for the emulated Arm64 build, optional offline data',
  },
];

// Built at run time so that this file's own text names no workspace path.
const WORKSPACE = `${dirname(REPO_ROOT)}/`;
const THIS_WORKSPACE = ['', 'work', ''].join('/');
const SHARED = ['sha', 'red'].join('');

const CONTEXT: GuardContext = {
  root: REPO_ROOT,
  workspacePrefixes: [...new Set([WORKSPACE, THIS_WORKSPACE])],
  allowed: ALLOWED_OUTSIDE_READS,
};

const scan = (file: string, text: string) =>
  scanText(
    CONTEXT,
    file,
    text.replaceAll('@SHARED', SHARED).replaceAll('@WS/', WORKSPACE).replaceAll('@REPO', basename(REPO_ROOT)),
  );

describe('the repository reads nothing outside itself', () => {
  const files = filesToScan(REPO_ROOT, FOLDERS, SKIP);

  it('scans the code of every folder (src, tests, scripts, bench)', () => {
    for (const folder of ['src/', '__tests__/', 'scripts/', 'bench/']) {
      expect([folder, files.some((f) => f.startsWith(folder))]).toEqual([folder, true]);
    }
    expect(files).toContain('__tests__/repo/self-contained.test.ts');
    expect(files).toEqual(
      expect.arrayContaining(['.ci/run', 'scripts/ci-system-tools.sh', 'scripts/bundle.mjs']),
    );
    expect(files.some((f) => f.startsWith('__tests__/fixtures/'))).toBe(false);
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file refers to ../shared, the workspace, or climbs above the repository root', () => {
    const findings = files.flatMap((file) =>
      scanText(CONTEXT, file, readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(findings.map((f) => `${f.file}:${f.line} [${f.rule}] ${f.detail}`)).toEqual([]);
  });

  it('keeps its allow-list narrow: optional data below ../shared/vendor, never for src/', () => {
    for (const entry of ALLOWED_OUTSIDE_READS) {
      expect(entry.target).toMatch(/^\.\.\/shared\/vendor$/);
      expect(entry.files.some((f) => f.startsWith('src') || f.startsWith('bench'))).toBe(false);
      expect(entry.why.length).toBeGreaterThan(20);
    }
  });
});

describe('the guard itself (each rule can fail)', () => {
  it.each([
    [
      'a ../shared string',
      '__tests__/x.test.ts',
      "readFileSync('../@SHARED/reference/plan.json');",
      'sibling-shared',
    ],
    [
      '../shared as join segments',
      'src/x.ts',
      "const p = join(ROOT, '..', '@SHARED', 'spec');",
      'sibling-shared',
    ],
    ['double quotes and backslashes', 'bench/x.ts', 'const p = "..\\\\@SHARED\\\\notes";', 'sibling-shared'],
    ['a shell script', '.ci/run', 'cp -r ../@SHARED/reference x', 'sibling-shared'],
    ['the workspace path', 'src/x.ts', "const p = '@WS/@REPO/examples/plan.json';", 'workspace-path'],
    ['the workspace in a template', 'scripts/x.mjs', 'const p = `@WS/@REPO/${name}`;', 'workspace-path'],
    [
      'a join from the file folder climbing out',
      '__tests__/a/b.test.ts',
      "const p = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data');",
      'climbs-out',
    ],
    [
      'import.meta.dirname climbing out',
      'src/x.ts',
      "const p = resolve(import.meta.dirname, '../../elsewhere');",
      'climbs-out',
    ],
    [
      'process.cwd() climbing out',
      'bench/x.ts',
      "const p = join(process.cwd(), '..', 'data');",
      'climbs-out',
    ],
    [
      'a const anchored at the repository root',
      'scripts/x.ts',
      "const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');\nconst DATA = join(ROOT, '..', 'data');",
      'climbs-out',
    ],
    [
      'a relative read above the working directory',
      'src/x.ts',
      "readFileSync('../data/plan.json', 'utf8');",
      'climbs-out',
    ],
    [
      'a URL relative to the module',
      'src/a/x.ts',
      "const u = new URL('../../../data.json', import.meta.url);",
      'climbs-out',
    ],
    [
      'an import from outside',
      '__tests__/x.test.ts',
      "import { spec } from '../../other/spec.js';",
      'climbs-out',
    ],
    ['a dynamic import from outside', 'src/x.ts', "await import('../../x.js');", 'climbs-out'],
  ])('finds %s', (_name, file, text, rule) => {
    expect(scan(file, text).map((f) => f.rule)).toContain(rule);
  });

  it.each([
    [
      'repository paths from the file folder',
      '__tests__/a/b.test.ts',
      "const p = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');",
    ],
    ['imports inside the repository', '__tests__/a/b.test.ts', "import { x } from '../../src/x.js';"],
    [
      'temporary directories',
      'src/x.ts',
      "const p = join(tmpdir(), '..', 'elsewhere'); join(dir, '..', 'download');",
    ],
    ['system tools', 'src/x.ts', "const time = '/usr/bin/time';"],
    ['hostile input strings', '__tests__/x.test.ts', "expect(() => check('../evil.txt')).toThrow();"],
    [
      'the allowed optional data, in a test',
      '__tests__/x.test.ts',
      "const v = join(REPO_ROOT, '..', '@SHARED', 'vendor');",
    ],
    [
      'the allowed optional data, as one string',
      '__tests__/x.test.ts',
      "const v = resolve('../@SHARED/vendor/kleidiai.tar.gz');",
    ],
  ])('accepts %s', (_name, file, text) => {
    expect(scan(file, text)).toEqual([]);
  });

  it('does not allow the optional data from src/ or a neighbour of vendor', () => {
    expect(scan('src/x.ts', "const v = join(ROOT, '..', '@SHARED', 'vendor');").map((f) => f.rule)).toContain(
      'sibling-shared',
    );
    expect(scan('__tests__/x.test.ts', "const v = '../@SHARED/vendorx/a';").map((f) => f.rule)).toContain(
      'sibling-shared',
    );
    expect(scan('__tests__/x.test.ts', "const v = '../@SHARED/reference';").map((f) => f.rule)).toContain(
      'sibling-shared',
    );
  });
});
