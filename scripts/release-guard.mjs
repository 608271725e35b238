// Refuses a release that does not move forward on the default branch: usage
// `node scripts/release-guard.mjs X.Y.Z <commit> <default-branch>`, run in a full clone (all
// branches and tags fetched). The commit must be on origin/<default-branch>; the version must be
// above every release tag of its major version on that branch (so the major tag only ever moves
// forward); and the tag vX.Y.Z, if it exists (a pushed tag), must point at that commit.
import { execFileSync, spawnSync } from 'node:child_process';

const RELEASE_TAG = /^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const fail = (message) => {
  process.stderr.write(`release refused: ${message}\n`);
  process.exit(1);
};
const parse = (tag) => {
  const m = RELEASE_TAG.exec(tag);
  return m ? m.slice(1, 4).map(Number) : null;
};
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const [version, commit, defaultBranch] = process.argv.slice(2);
const wanted = parse(`v${version ?? ''}`);
if (!wanted || !/^[0-9a-f]{40}$/.test(commit ?? '') || !/^[A-Za-z0-9._/-]+$/.test(defaultBranch ?? ''))
  fail('usage: release-guard.mjs X.Y.Z <40-hex commit> <default branch>');

const mainRef = `refs/remotes/origin/${defaultBranch}`;
if (spawnSync('git', ['rev-parse', '--verify', '--quiet', mainRef], { stdio: 'ignore' }).status !== 0)
  fail(`${mainRef} is not fetched (check out with fetch-depth: 0)`);
if (spawnSync('git', ['merge-base', '--is-ancestor', commit, mainRef], { stdio: 'ignore' }).status !== 0)
  fail(`commit ${commit} is not on ${defaultBranch}: only commits of ${defaultBranch} are released`);

const tag = `v${version}`;
const tags = git('tag', '--list', 'v*').split('\n').filter(Boolean);
if (tags.includes(tag)) {
  const at = git('rev-parse', `refs/tags/${tag}^{commit}`);
  if (at !== commit) fail(`tag ${tag} exists and points at ${at}, not at ${commit}`);
}
// Only releases of the default branch count: a stray tag elsewhere was never released from here.
const released = git('tag', '--list', 'v*', '--merged', mainRef).split('\n').filter(Boolean);
const sameMajor = released
  .filter((t) => t !== tag)
  .map((t) => [t, parse(t)])
  .filter(([, v]) => v !== null && v[0] === wanted[0])
  .sort(([, a], [, b]) => compare(b, a));
if (sameMajor.length > 0 && compare(wanted, sameMajor[0][1]) <= 0)
  fail(`${tag} is not above ${sameMajor[0][0]}, the latest v${wanted[0]} release: versions only increase`);

process.stdout.write(
  `release ${tag} of ${commit}: on ${defaultBranch}, above ${sameMajor.length ? sameMajor[0][0] : `every v${wanted[0]} release (none yet)`}\n`,
);
