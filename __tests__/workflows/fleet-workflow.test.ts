// Wiring of .github/workflows/capacity-fleet.yml: one study per runner as a matrix, per-runner
// artifact prefixes the fleet job can find, always-run assembly and fleet jobs, outputs that
// reach the caller, and no input expanded inside a shell script. (actionlint and GitHub's workflow
// parser check it with the other workflows in __tests__/workflows.)
import { runnerArtifactPrefix } from '../../src/orchestrators/fleet-job.js';
import { artifactName, parseArtifactName } from '../../src/domain/bundle/artifact-names.js';
import {
  FLEET_WORKFLOW,
  jobsOf,
  mapping,
  readYaml,
  stepsOf,
  usesThisAction,
  type Yaml,
} from '../kits/workflow-files.js';

const workflow = readYaml(FLEET_WORKFLOW);
const jobs = mapping(workflow['jobs'], 'jobs');
const job = (id: string) => mapping(jobs[id], id);
const withOf = (step: Yaml): Yaml => (step['with'] === undefined ? {} : mapping(step['with'], 'with'));
const actionSteps = (id: string) =>
  (job(id)['steps'] as Yaml[]).filter((s) => typeof s['uses'] === 'string' && usesThisAction(s['uses']));
const callOn = mapping(mapping(workflow['on'], 'on')['workflow_call'], 'workflow_call');
const PREFIX_EXPR = '${{ inputs.artifact-prefix }}-r${{ strategy.job-index }}';

/** Evaluates the prefix expression the way Actions does for matrix entry `index`. */
const prefixFor = (prefix: string, index: number) =>
  PREFIX_EXPR.replace('${{ inputs.artifact-prefix }}', prefix).replace(
    '${{ strategy.job-index }}',
    String(index),
  );

describe('capacity-fleet.yml', () => {
  test('runs one complete study per runner as a matrix that never cancels the other runners', () => {
    const study = job('study');
    const strategy = mapping(study['strategy'], 'study.strategy');
    expect(strategy['fail-fast']).toBe(false);
    expect(mapping(strategy['matrix'], 'matrix')).toEqual({ runner: '${{ fromJSON(inputs.runners) }}' });
    expect(study['runs-on']).toBe('${{ matrix.runner }}');
    expect(actionSteps('study').map((s) => [withOf(s)['command'], withOf(s)['pass']])).toEqual([
      ['models', undefined],
      ['prepare', undefined],
      ['measure', '1'],
      ['measure', '2'],
      ['measure', 'remaining'],
      ['quality', undefined],
    ]);
    const concurrency = mapping(study['concurrency'], 'concurrency');
    expect(concurrency['cancel-in-progress']).toBe(false);
    expect(concurrency['group']).toContain('${{ matrix.runner }}');
    expect(mapping(callOn['inputs'], 'inputs')['runners']).toMatchObject({ type: 'string', required: true });
  });

  test('reports one fleet of a plan per pull request at a time, apart from the measured runs', () => {
    const concurrency = mapping(job('fleet')['concurrency'], 'fleet.concurrency');
    expect(concurrency['cancel-in-progress']).toBe(false);
    expect(concurrency['group']).toBe(
      'capacity-fleet-report-${{ github.repository }}-${{ inputs.plan }}-${{ github.event.pull_request.number || github.ref }}',
    );
    expect(concurrency['group']).not.toBe(mapping(job('study')['concurrency'], 'concurrency')['group']);
  });

  test('gives every runner its own artifact prefix, the one the fleet command looks for', () => {
    for (const id of ['study', 'assemble'])
      for (const step of actionSteps(id).filter((s) => withOf(s)['command'] !== 'verify'))
        expect([id, withOf(step)['command'], withOf(step)['artifact-prefix']]).toEqual([
          id,
          withOf(step)['command'],
          PREFIX_EXPR,
        ]);
    // Evaluated for a fleet of 12 runners: every prefix, bundle and cell artifact name is distinct,
    // reads back to its own runner only, and none collides with the fleet bundle.
    const names = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const prefix = prefixFor('capacity', i);
      expect(prefix).toBe(runnerArtifactPrefix('capacity', i));
      for (const name of [
        artifactName({ prefix, kind: 'bundle', runAttempt: 1 }),
        artifactName({ prefix, kind: 'diagnostics', runAttempt: 1 }),
        artifactName({
          prefix,
          kind: 'run',
          pass: 'forward',
          candidate: 'q8',
          serverParallel: 1,
          runAttempt: 1,
        }),
      ]) {
        expect(names.has(name)).toBe(false);
        names.add(name);
        for (let j = 0; j < 12; j++)
          expect(parseArtifactName(name, { prefix: runnerArtifactPrefix('capacity', j) }) !== undefined).toBe(
            i === j,
          );
      }
    }
    const fleetBundle = artifactName({ prefix: 'capacity-fleet', kind: 'bundle', runAttempt: 1 });
    expect(names.has(fleetBundle)).toBe(false);
    for (let j = 0; j < 12; j++)
      expect(parseArtifactName(fleetBundle, { prefix: runnerArtifactPrefix('capacity', j) })).toBeUndefined();
  });

  test('assembles and verifies each runner on its own, whatever its study did', () => {
    const assemble = job('assemble');
    expect(assemble['needs']).toBe('study');
    expect(assemble['if']).toBe('always()');
    expect(mapping(assemble['strategy'], 'strategy')).toEqual(mapping(job('study')['strategy'], 'strategy'));
    const steps = actionSteps('assemble');
    expect(steps.map((s) => withOf(s)['command'])).toEqual(['assemble', 'verify']);
    expect(withOf(steps[0])['comment']).toBe('never');
    expect(steps[1]['if']).toBe(`steps.${String(steps[0]['id'])}.outputs.status == 'complete'`);
  });

  test('checks out only the action in the jobs that read runner artifacts, never the pull request', () => {
    for (const id of ['assemble', 'fleet']) {
      const checkouts = (job(id)['steps'] as Yaml[]).filter(
        (s) => typeof s['uses'] === 'string' && s['uses'].startsWith('actions/checkout@'),
      );
      expect(checkouts.length).toBeGreaterThan(0);
      for (const step of checkouts)
        expect([id, step['name'], withOf(step)['repository'], withOf(step)['path']]).toEqual([
          id,
          step['name'],
          'paretopilot/capacity',
          '.paretopilot-capacity-action',
        ]);
    }
  });

  test("tells assembly and the fleet the study matrix's result, so a superseded run records cancelled", () => {
    const [assembleStep] = actionSteps('assemble');
    // Only cancelled reaches a runner's assembly: the matrix result is shared by every runner.
    expect(withOf(assembleStep)['study-result']).toBe(
      "${{ needs.study.result == 'cancelled' && 'cancelled' || '' }}",
    );
    const fleet = job('fleet');
    expect(fleet['needs']).toEqual(['study', 'assemble']);
    const [fleetStep] = actionSteps('fleet');
    expect(withOf(fleetStep)['study-result']).toBe('${{ needs.study.result }}');
    // Every needs.<job>.result read in a job names a job that job depends on.
    for (const id of Object.keys(jobs)) {
      const needs = [job(id)['needs'] ?? []].flat();
      for (const [, need] of JSON.stringify(job(id)).matchAll(/needs\.([A-Za-z0-9_-]+)\.result/g))
        expect([id, needs]).toEqual([id, expect.arrayContaining([need])]);
    }
    expect(readYaml('action.yml')['inputs']).toHaveProperty('study-result');
  });

  test('runs the fleet job after every runner, always, with the fleet inputs and outputs wired through', () => {
    const fleet = job('fleet');
    expect(fleet['needs']).toContain('assemble');
    expect(fleet['if']).toBe('always()');
    expect(fleet['strategy']).toBeUndefined();
    const [step] = actionSteps('fleet');
    expect(withOf(step)).toMatchObject({
      command: 'fleet',
      runners: '${{ inputs.runners }}',
      prices: '${{ inputs.prices }}',
      'min-tokens-per-second': '${{ inputs.min-tokens-per-second }}',
      'artifact-prefix': '${{ inputs.artifact-prefix }}',
      'github-token': '${{ github.token }}',
    });
    const actionOutputs = Object.keys(mapping(readYaml('action.yml')['outputs'], 'outputs'));
    const jobOutputs = mapping(fleet['outputs'], 'fleet.outputs');
    for (const [name, value] of Object.entries(mapping(callOn['outputs'], 'workflow_call.outputs'))) {
      expect(mapping(value, name)['value']).toBe(`\${{ jobs.fleet.outputs.${name} }}`);
      expect(jobOutputs[name]).toBe(`\${{ steps.${String(step['id'])}.outputs.${name} }}`);
      expect(actionOutputs).toContain(name);
    }
  });

  test('keeps least privilege: read-only studies, write only for the fleet comment', () => {
    expect(workflow['permissions']).toEqual({});
    expect(job('study')['permissions']).toEqual({ contents: 'read' });
    expect(job('assemble')['permissions']).toEqual({ contents: 'read' });
    expect(job('fleet')['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  test('never expands an input, matrix value or event field inside a run script', () => {
    const scripts = stepsOf(FLEET_WORKFLOW, workflow).filter(({ step }) => typeof step['run'] === 'string');
    expect(scripts.length).toBeGreaterThan(0);
    for (const { job: id, index, step } of scripts)
      expect([`${id}.steps[${index}]`, /\$\{\{/.test(String(step['run']))]).toEqual([
        `${id}.steps[${index}]`,
        false,
      ]);
    expect(jobsOf(FLEET_WORKFLOW, workflow).map((j) => j.id)).toEqual(['study', 'assemble', 'fleet']);
  });
});

test('the fleet example of docs/fleet.md passes only inputs the fleet workflow declares, and valid JSON', async () => {
  const { parse } = await import('yaml');
  const readme = (await import('node:fs')).readFileSync('docs/fleet.md', 'utf8');
  const section = readme.slice(readme.indexOf('# Fleet study'));
  const block = /```yaml\n([\s\S]*?)```/.exec(section)![1];
  const caller = parse(block) as Yaml;
  const call = mapping(mapping(caller['jobs'], 'jobs')['fleet'], 'fleet');
  expect(call['uses']).toBe('paretopilot/capacity/.github/workflows/capacity-fleet.yml@v1');
  const given = mapping(call['with'], 'with');
  const declared = Object.keys(mapping(callOn['inputs'], 'inputs'));
  expect(Object.keys(given).filter((k) => !declared.includes(k))).toEqual([]);
  const runners = JSON.parse(String(given['runners'])) as string[];
  expect(runners).toEqual(['ubuntu-24.04-arm', 'arm64-16core', 'ubuntu-latest']);
  expect(Object.keys(JSON.parse(String(given['prices'])))).toEqual(runners);
});
