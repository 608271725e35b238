// scripts/release-notes.mjs: the release workflow's notes come from CHANGELOG.md.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../kits/fixture-paths.js';

const SCRIPT = join(REPO_ROOT, 'scripts', 'release-notes.mjs');
const run = (args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });

function withChangelog(text: string, version: string) {
  const dir = mkdtempSync(join(tmpdir(), 'notes-'));
  try {
    writeFileSync(join(dir, 'CHANGELOG.md'), text);
    return run([version, join(dir, 'CHANGELOG.md')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SAMPLE = `# Changelog

## [Unreleased]

- next thing

## [1.2.0] - 2026-12-01

### Added

- a feature

### Fixed

- a bug

## [1.1.0] - 2026-11-01

- older

[Unreleased]: https://example.invalid/compare/v1.2.0...HEAD
[1.2.0]: https://example.invalid/compare/v1.1.0...v1.2.0
`;

describe('release notes from the changelog', () => {
  it('prints exactly one version section, without its heading, the next section or link references', () => {
    const r = withChangelog(SAMPLE, '1.2.0');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('### Added\n\n- a feature\n\n### Fixed\n\n- a bug\n');
    const last = withChangelog(SAMPLE, '1.1.0');
    expect(last.stdout).toBe('- older\n');
  });

  it.each([
    ['a missing version', '1.3.0', /no "## \[1\.3\.0\] - YYYY-MM-DD" section/],
    ['a version that is not X.Y.Z', 'v1.2.0', /must look like X\.Y\.Z/],
    ['a prefix of a real version', '1.2', /must look like X\.Y\.Z/],
  ])('fails on %s', (_what, version, message) => {
    const r = withChangelog(SAMPLE, version);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('fails on an undated or empty section', () => {
    expect(withChangelog('## [2.0.0]\n\n- x\n', '2.0.0').stderr).toMatch(/no release date/);
    const empty = withChangelog('## [2.0.0] - 2026-01-01\n\n## [1.0.0] - 2025-01-01\n- y\n', '2.0.0');
    expect([empty.status, empty.stderr]).toEqual([1, expect.stringMatching(/is empty/)]);
  });

  it("has notes for package.json's version in the repository's CHANGELOG.md (the next release can be cut)", () => {
    const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string })
      .version;
    const r = run([version]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^### Added$/m);
  });

  it('prints usage without a version', () => {
    const r = run([]);
    expect([r.status, r.stderr]).toEqual([2, expect.stringMatching(/^usage: /)]);
  });
});
