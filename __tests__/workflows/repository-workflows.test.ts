// The repository's own CI and release workflows and Dependabot: the shape their guarantees rest on.
// (Linting and the generic rules cover them through WORKFLOWS, which lists the folders on disk.)
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CI_WORKFLOW,
  FLEET_WORKFLOW,
  jobsOf,
  listWorkflowFiles,
  mapping,
  readText,
  readYaml,
  RELEASE_WORKFLOW,
  REUSABLE_WORKFLOW,
  ROOT,
  stepsOf,
  TEMPLATES,
  WORKFLOWS,
  type Yaml,
} from '../kits/workflow-files.js';

const runsOf = (file: string, job: string): string[] =>
  stepsOf(file, readYaml(file))
    .filter((s) => s.job === job && typeof s.step['run'] === 'string')
    .map((s) => (s.step['run'] as string).trim());
const withOf = (node: Yaml): Yaml => (node['with'] === undefined ? {} : mapping(node['with'], 'with'));

/** The local test command (.ci/run), line by line. */
const LOCAL_COMMANDS = readText('.ci/run')
  .split('\n')
  .filter((line) => /^npm /.test(line));

describe('workflow discovery', () => {
  it('lints every workflow file on disk, the new ones included', () => {
    expect(WORKFLOWS).toEqual(listWorkflowFiles());
    expect(WORKFLOWS).toEqual(
      expect.arrayContaining([
        REUSABLE_WORKFLOW,
        FLEET_WORKFLOW,
        CI_WORKFLOW,
        RELEASE_WORKFLOW,
        ...TEMPLATES,
      ]),
    );
  });

  it('finds a workflow added to a folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'wf-list-'));
    try {
      for (const dir of ['.github/workflows', 'workflows']) {
        execFileSync('mkdir', ['-p', join(root, dir)]);
      }
      writeFileSync(join(root, '.github/workflows/new.yaml'), 'on: push\n');
      writeFileSync(join(root, '.github/workflows/notes.md'), '');
      expect(listWorkflowFiles(root)).toEqual(['.github/workflows/new.yaml']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe(CI_WORKFLOW, () => {
  const ci = readYaml(CI_WORKFLOW);
  const test = mapping(mapping(ci['jobs'], 'jobs')['test'], 'test');

  it('runs on pushes to main and on pull requests, never pull_request_target', () => {
    expect(Object.keys(mapping(ci['on'], 'on')).sort()).toEqual([
      'pull_request',
      'push',
      'workflow_dispatch',
    ]);
  });

  it('tests on x64 and natively on Arm64, Node 20 and 24', () => {
    const include = mapping(test['strategy'], 'strategy')['matrix'] as Yaml;
    const rows = (include['include'] as Yaml[]).map((r) => `${r['runner']}/${r['node']}`);
    expect(rows.sort()).toEqual(['ubuntu-24.04-arm/20', 'ubuntu-latest/20', 'ubuntu-latest/24']);
    expect(test['runs-on']).toBe('${{ matrix.runner }}');
  });

  it('runs exactly the local test command (.ci/run), after the system tools', () => {
    expect(LOCAL_COMMANDS).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
    const runs = runsOf(CI_WORKFLOW, 'test');
    expect(runs).toEqual(['scripts/ci-system-tools.sh', ...LOCAL_COMMANDS]);
    expect(existsSync(join(ROOT, 'scripts/ci-system-tools.sh'))).toBe(true);
  });

  it('calls the reusable workflow of this commit on the tiny example plan', () => {
    const selfTest = jobsOf(CI_WORKFLOW, ci).find((j) => j.id === 'self-test')!.job;
    expect(selfTest['uses']).toBe(`./${REUSABLE_WORKFLOW}`);
    const given = withOf(selfTest);
    expect(given['plan']).toBe('examples/tiny/capacity.json');
    expect(existsSync(join(ROOT, given['plan'] as string))).toBe(true);
    expect(given['action-ref']).toBe('${{ github.sha }}');
    expect(given['comment']).toBe('never');
    // A called workflow cannot get more than its caller grants: assemble needs pull-requests: write.
    expect(selfTest['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });
});

describe(RELEASE_WORKFLOW, () => {
  const release = readYaml(RELEASE_WORKFLOW);
  const on = mapping(release['on'], 'on');
  const jobs = mapping(release['jobs'], 'jobs');
  const versionCheck = runsOf(RELEASE_WORKFLOW, 'verify')[0]!;
  const pattern = /grep -Eqx '([^']+)'/.exec(versionCheck)![1]!;

  it('runs on vX.Y.Z tags and on dispatch with a required version input', () => {
    expect(mapping(on['push'], 'push')['tags']).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    const input = mapping(
      mapping(mapping(on['workflow_dispatch'], 'dispatch')['inputs'], 'inputs')['version'],
      'v',
    );
    expect(input['required']).toBe(true);
    expect(Object.keys(on).sort()).toEqual(['push', 'workflow_dispatch']);
  });

  it('validates the version first, from env (never interpolated into the script)', () => {
    const first = stepsOf(RELEASE_WORKFLOW, release)[0]!.step;
    expect(mapping(first['env'], 'env')['INPUT_VERSION']).toBe('${{ inputs.version }}');
    expect(first['run']).not.toMatch(/\$\{\{/);
    // The pattern as grep -E applies it to a whole line: the same as an anchored JS regex here.
    const accepts = (v: string) => new RegExp(`^(?:${pattern})$`).test(v);
    for (const good of ['0.1.0', '1.0.0', '12.34.56']) expect([good, accepts(good)]).toEqual([good, true]);
    for (const bad of [
      'v1.0.0',
      '1.0',
      '1.0.0-rc.1',
      '01.0.0',
      '1.0.0; rm -rf /',
      '1.0.0\n::set-output',
      '',
    ]) {
      expect([bad, accepts(bad)]).toEqual([bad, false]);
    }
  });

  it('checks dist/ against a fresh bundle, then runs the local test command', () => {
    const runs = runsOf(RELEASE_WORKFLOW, 'verify');
    const bundle = runs.findIndex(
      (r) => r.includes('node scripts/bundle.mjs --out') && r.includes('diff -r dist'),
    );
    expect(bundle).toBeGreaterThan(0);
    expect(runs.slice(bundle - 1, bundle)).toEqual([LOCAL_COMMANDS[0]]);
    expect(runs.slice(bundle + 1)).toEqual([LOCAL_COMMANDS[1]]);
    expect(runs.join('\n')).toContain('node scripts/release-notes.mjs "$VERSION"');
  });

  it('grants contents: write only to the job that creates the release and moves the major tag', () => {
    expect(mapping(jobs['verify'], 'verify')['permissions']).toEqual({ contents: 'read' });
    const job = mapping(jobs['release'], 'release');
    expect(job['permissions']).toEqual({ contents: 'write' });
    expect(job['needs']).toBe('verify');
    const runs = runsOf(RELEASE_WORKFLOW, 'release').join('\n');
    expect(runs).toContain('node scripts/release-notes.mjs "$VERSION" > "$RUNNER_TEMP/release-notes.md"');
    expect(runs).toContain('gh release create "v$VERSION"');
    expect(runs).toContain('major="v${VERSION%%.*}"');
    expect(runs).toMatch(/git\/refs\/tags\/\$major" -f sha="\$COMMIT" -F force=true/);
  });
});

describe(`${RELEASE_WORKFLOW}: only a reviewed release of a commit of the default branch`, () => {
  const release = readYaml(RELEASE_WORKFLOW);
  const jobs = mapping(release['jobs'], 'jobs');
  const verifySteps = stepsOf(RELEASE_WORKFLOW, release)
    .filter((s) => s.job === 'verify')
    .map((s) => s.step);
  const guardAt = verifySteps.findIndex(
    (s) => typeof s['run'] === 'string' && s['run'].includes('scripts/release-guard.mjs'),
  );

  it('creates the release and moves the major tag only in the release environment (required reviewers)', () => {
    expect(mapping(jobs['release'], 'release')['environment']).toBe('release');
    // The checks and the tests run first, so reviewers approve a verified commit.
    expect(mapping(jobs['verify'], 'verify')['environment']).toBeUndefined();
    expect(mapping(jobs['release'], 'release')['needs']).toBe('verify');
  });

  it('runs the guard on a full clone, with every value from env:, before installing or testing', () => {
    expect(guardAt).toBeGreaterThan(0);
    const guard = verifySteps[guardAt]!;
    expect((guard['run'] as string).trim()).toBe(
      'node scripts/release-guard.mjs "$VERSION" "$COMMIT" "$DEFAULT_BRANCH"',
    );
    expect(guard['env']).toEqual({
      VERSION: '${{ steps.version.outputs.version }}',
      COMMIT: '${{ github.sha }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
    });
    const checkoutAt = verifySteps.findIndex((s) => String(s['uses']).startsWith('actions/checkout@'));
    expect(checkoutAt).toBeLessThan(guardAt);
    // The guard needs origin/<default branch> and every tag: a shallow clone would hide both.
    expect(withOf(verifySteps[checkoutAt]!)['fetch-depth']).toBe(0);
    const installAt = verifySteps.findIndex((s) => s['run'] === 'npm ci --no-audit --no-fund');
    expect(guardAt).toBeLessThan(installAt);
    // The release commit is the one the guard checked.
    const runs = runsOf(RELEASE_WORKFLOW, 'release').join('\n');
    expect(runs).toContain('--target "$COMMIT"');
    for (const step of stepsOf(RELEASE_WORKFLOW, release).filter((s) => s.job === 'release'))
      if (step.step['env'] !== undefined && 'COMMIT' in mapping(step.step['env'], 'env'))
        expect(mapping(step.step['env'], 'env')['COMMIT']).toBe('${{ github.sha }}');
  });

  it('CONTRIBUTING.md names the environment and the tag ruleset the workflow relies on', () => {
    const section = readText('CONTRIBUTING.md').split('\n## Release\n')[1]!.split('\n## ')[0]!;
    expect(section).toContain('environment `release`');
    expect(section).toMatch(/required reviewers/i);
    expect(section).toMatch(/ruleset/i);
    expect(section).toContain('scripts/release-guard.mjs');
  });
});

describe('.github/dependabot.yml', () => {
  const dependabot = readYaml('.github/dependabot.yml');
  it('updates npm packages and the SHA-pinned GitHub Actions weekly', () => {
    expect(dependabot['version']).toBe(2);
    const updates = dependabot['updates'] as Yaml[];
    expect(
      updates.map((u) => [u['package-ecosystem'], u['directory'], mapping(u['schedule'], 's')['interval']]),
    ).toEqual([
      ['npm', '/', 'weekly'],
      ['github-actions', '/', 'weekly'],
    ]);
  });
});
