// scripts/release-guard.mjs: the release workflow releases only commits of the default branch, and
// only versions above every release of their major version (so the major tag only moves forward).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../kits/fixture-paths.js';

const SCRIPT = join(REPO_ROOT, 'scripts', 'release-guard.mjs');
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

let root: string;
let clone: string;
const commits: Record<string, string> = {};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'release-guard-'));
  const origin = join(root, 'origin');
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
  git(root, 'init', '--quiet', '--initial-branch=main', origin);
  const commit = (name: string) => {
    writeFileSync(join(origin, 'file'), name);
    git(origin, 'add', 'file');
    git(origin, 'commit', '--quiet', '-m', name);
    commits[name] = git(origin, 'rev-parse', 'HEAD');
  };
  commit('first');
  git(origin, 'tag', '-a', 'v1.0.0', '-m', 'v1.0.0');
  git(origin, 'tag', 'v1');
  commit('second');
  git(origin, 'tag', 'v1.1.0');
  git(origin, 'tag', 'v2.0.0');
  commit('third');
  git(origin, 'tag', '-a', 'v1.2.0', '-m', 'v1.2.0 pushed');
  // A branch that never reached main, with a tag pushed on it.
  git(origin, 'checkout', '--quiet', '-b', 'feature', commits['first']!);
  commit('feature');
  git(origin, 'tag', 'v1.3.0');
  git(origin, 'checkout', '--quiet', 'main');
  commit('fourth');
  // As actions/checkout with fetch-depth: 0 leaves it: every branch under origin/, every tag.
  clone = join(root, 'clone');
  git(root, 'clone', '--quiet', '--no-checkout', origin, clone);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const guard = (version: string, commit: string, branch = 'main') =>
  spawnSync(process.execPath, [SCRIPT, version, commit, branch], { cwd: clone, env, encoding: 'utf8' });

describe('release-guard', () => {
  it('accepts a new version above every release of its major on a commit of main', () => {
    const r = guard('1.4.0', commits['fourth']!);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(`release v1.4.0 of ${commits['fourth']}: on main, above v1.2.0\n`);
    // A maintenance release of an older major, and the first release of a new major.
    expect(guard('2.0.1', commits['fourth']!).status).toBe(0);
    expect(guard('3.0.0', commits['fourth']!).stdout).toContain('above every v3 release (none yet)');
  });

  it('accepts a pushed tag (annotated or not) that points at the commit being released', () => {
    expect(guard('1.2.0', commits['third']!).status).toBe(0);
  });

  it('refuses a commit that is not on the default branch, tagged or not', () => {
    for (const version of ['1.3.0', '1.5.0']) {
      const r = guard(version, commits['feature']!);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(
        `release refused: commit ${commits['feature']} is not on main: only commits of main are released\n`,
      );
    }
    // Measured against the branch the repository names as its default, not any branch.
    expect(guard('1.5.0', commits['feature']!, 'feature').status).toBe(0);
  });

  it('refuses a version that does not increase within its major version', () => {
    const r = guard('1.1.1', commits['fourth']!);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'release refused: v1.1.1 is not above v1.2.0, the latest v1 release: versions only increase\n',
    );
    // An old tag run again (a re-pushed v1.1.0) would move v1 back: refused too.
    expect(guard('1.1.0', commits['second']!).stderr).toContain('v1.1.0 is not above v1.2.0');
    // A version whose tag exists on another commit is named as such.
    expect(guard('2.0.0', commits['fourth']!).stderr).toBe(
      `release refused: tag v2.0.0 exists and points at ${commits['second']}, not at ${commits['fourth']}\n`,
    );
  });

  it('refuses bad arguments and a clone without the default branch', () => {
    for (const args of [
      ['1.0', commits['fourth']!, 'main'],
      ['1.4.0', 'HEAD', 'main'],
      ['1.4.0', commits['fourth']!, 'main; true'],
    ])
      expect(spawnSync(process.execPath, [SCRIPT, ...args], { cwd: clone, env }).status).toBe(1);
    const r = guard('1.4.0', commits['fourth']!, 'trunk');
    expect(r.stderr).toBe(
      'release refused: refs/remotes/origin/trunk is not fetched (check out with fetch-depth: 0)\n',
    );
  });
});
