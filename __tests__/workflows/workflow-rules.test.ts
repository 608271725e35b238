import { describe, expect, it } from '@jest/globals';
import { COMMANDS, parsePassSelector } from '../../src/action/inputs.js';
import {
  ACTION_CHECKOUT_PATH,
  callsReusableWorkflow,
  FIRST_PARTY_REPOSITORY,
  FLEET_WORKFLOW,
  jobsOf,
  mapping,
  readText,
  readYaml,
  REUSABLE_WORKFLOW,
  stepsOf,
  TEMPLATES,
  usesThisAction,
  WORKFLOWS,
  type Yaml,
} from '../kits/workflow-files.js';

const actionInputs = Object.keys(mapping(readYaml('action.yml')['inputs'], 'action.yml inputs'));
const reusable = readYaml(REUSABLE_WORKFLOW);
const on = (workflow: Yaml): Yaml => mapping(workflow['on'], 'on');
const callInputs = mapping(
  mapping(on(reusable)['workflow_call'], 'workflow_call')['inputs'],
  'workflow_call.inputs',
);
const dispatchInputs = mapping(
  mapping(on(reusable)['workflow_dispatch'], 'workflow_dispatch')['inputs'],
  'workflow_dispatch.inputs',
);

const SHA_PINNED = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/;
const UNTRUSTED_IN_SCRIPT = /\$\{\{\s*(inputs\.|github\.event\.)/;

function withOf(step: Yaml): Yaml {
  return step['with'] === undefined ? {} : mapping(step['with'], 'with');
}

function isThirdParty(uses: string): boolean {
  return (
    !uses.startsWith('./') &&
    !uses.startsWith(`${FIRST_PARTY_REPOSITORY}@`) &&
    !uses.startsWith(`${FIRST_PARTY_REPOSITORY}/`)
  );
}

/** Every `uses:` in a workflow, on steps and on jobs that call reusable workflows. */
function allUses(file: string, workflow: Yaml): string[] {
  const jobUses = jobsOf(file, workflow).flatMap(({ job }) =>
    typeof job['uses'] === 'string' ? [job['uses']] : [],
  );
  const stepUses = stepsOf(file, workflow).flatMap(({ step }) =>
    typeof step['uses'] === 'string' ? [step['uses']] : [],
  );
  return [...jobUses, ...stepUses];
}

describe.each(WORKFLOWS)('%s', (file) => {
  const workflow = readYaml(file);
  const steps = stepsOf(file, workflow);
  const jobs = jobsOf(file, workflow);

  it('passes only inputs action.yml declares to steps that run this action, with valid commands', () => {
    for (const { job, index, step } of steps) {
      if (typeof step['uses'] !== 'string' || !usesThisAction(step['uses'])) continue;
      const given = withOf(step);
      const where = `${file} jobs.${job}.steps[${index}]`;
      expect([where, Object.keys(given).filter((key) => !actionInputs.includes(key))]).toEqual([where, []]);
      expect(COMMANDS).toContain(given['command']);
      if (given['pass'] !== undefined) expect(() => parsePassSelector(String(given['pass']))).not.toThrow();
    }
  });

  it('passes only declared workflow_call inputs to the reusable workflow, at one ref for workflow and action', () => {
    for (const { id, job } of jobs) {
      if (typeof job['uses'] !== 'string' || !callsReusableWorkflow(job['uses'])) continue;
      const given = withOf(job);
      expect([id, Object.keys(given).filter((key) => !(key in callInputs))]).toEqual([id, []]);
      const ref = job['uses'].split('@')[1];
      if (ref !== undefined) expect([id, given['action-ref']]).toEqual([id, ref]);
    }
  });

  it('never expands inputs.* or github.event.* inside a run script', () => {
    const offenders = steps
      .filter(({ step }) => typeof step['run'] === 'string' && UNTRUSTED_IN_SCRIPT.test(step['run']))
      .map(({ job, index }) => `${job}.steps[${index}]`);
    expect(offenders).toEqual([]);
  });

  it('pins every third-party action by a full commit SHA with a version comment', () => {
    const text = readText(file);
    const thirdParty = allUses(file, workflow).filter(isThirdParty);
    for (const uses of thirdParty) {
      expect(uses).toMatch(SHA_PINNED);
      const lines = text.split('\n').filter((line) => line.includes(`uses: ${uses}`));
      for (const line of lines) expect(line).toMatch(/ # v\d+(\.\d+)*$/);
    }
  });

  it('grants nothing at the top level and declares permissions on every job', () => {
    expect(workflow['permissions']).toEqual({});
    for (const { id, job } of jobs) {
      expect([id, typeof job['permissions']]).toEqual([id, 'object']);
      const scopes = mapping(job['permissions'], `${id}.permissions`);
      for (const [scope, level] of Object.entries(scopes)) {
        expect([id, scope, ['read', 'write', 'none']]).toEqual([id, scope, expect.arrayContaining([level])]);
      }
    }
  });

  it('never persists checkout credentials into the workspace', () => {
    for (const { job, index, step } of steps) {
      if (typeof step['uses'] !== 'string' || !step['uses'].startsWith('actions/checkout@')) continue;
      expect([`${job}.steps[${index}]`, withOf(step)['persist-credentials']]).toEqual([
        `${job}.steps[${index}]`,
        false,
      ]);
    }
  });

  it('has no pull_request_target trigger', () => {
    expect(Object.keys(on(workflow))).not.toContain('pull_request_target');
  });
});

describe('reusable workflow shape', () => {
  const jobs = mapping(reusable['jobs'], 'jobs');
  const study = mapping(jobs['study'], 'study');
  const assemble = mapping(jobs['assemble'], 'assemble');
  const commandsOf = (job: Yaml) =>
    (job['steps'] as Yaml[])
      .filter((step) => typeof step['uses'] === 'string' && usesThisAction(step['uses']))
      .map((step) => [withOf(step)['command'], withOf(step)['pass']]);

  it('runs models, prepare, both passes in plan order, any further pairs and quality as steps of one Arm64 job', () => {
    // A plain label or a JSON list of labels (a self-hosted runner's set).
    expect(study['runs-on']).toBe(
      "${{ startsWith(inputs.runner, '[') && fromJSON(inputs.runner) || inputs.runner }}",
    );
    expect(study['timeout-minutes']).toBe('${{ inputs.timeout-minutes || 240 }}');
    expect(mapping(callInputs['timeout-minutes'], 'timeout-minutes')['default']).toBe(240);
    expect(mapping(callInputs['runner'], 'runner')['default']).toBe('ubuntu-24.04-arm');
    expect(commandsOf(study)).toEqual([
      ['models', undefined],
      ['prepare', undefined],
      ['measure', '1'],
      ['measure', '2'],
      ['measure', 'remaining'],
      ['quality', undefined],
    ]);
    expect(study['strategy']).toBeUndefined();
  });

  it('never cancels a measured run, grouping by plan and ref', () => {
    const concurrency = mapping(study['concurrency'], 'study.concurrency');
    expect(concurrency['cancel-in-progress']).toBe(false);
    expect(concurrency['group']).toEqual(expect.stringContaining('${{ inputs.plan }}'));
    expect(concurrency['group']).toEqual(expect.stringContaining('${{ github.ref }}'));
  });

  it('reports one run of a plan per pull request at a time, never cancelling one that runs', () => {
    const concurrency = mapping(assemble['concurrency'], 'assemble.concurrency');
    expect(concurrency['cancel-in-progress']).toBe(false);
    expect(concurrency['group']).toBe(
      'capacity-report-${{ github.repository }}-${{ inputs.plan }}-${{ github.event.pull_request.number || github.ref }}',
    );
    // Its own group: sharing the study job's would make a report wait for the next study.
    expect(concurrency['group']).not.toBe(mapping(study['concurrency'], 'study.concurrency')['group']);
  });

  it('assembles on a hosted x64 runner after the study, whatever its result', () => {
    expect(assemble['needs']).toBe('study');
    expect(assemble['if']).toBe('always()');
    expect(assemble['runs-on']).toBe(
      "${{ startsWith(inputs.assemble-runner, '[') && fromJSON(inputs.assemble-runner) || inputs.assemble-runner || 'ubuntu-latest' }}",
    );
    expect(mapping(callInputs['assemble-runner'], 'assemble-runner')['default']).toBe('ubuntu-latest');
    expect(commandsOf(assemble)).toEqual([['assemble', undefined]]);
  });

  it('tells the assemble step the study job result, so a superseded run is recorded as cancelled', () => {
    const step = (assemble['steps'] as Yaml[]).find(
      (s) => typeof s['uses'] === 'string' && usesThisAction(s['uses']),
    )!;
    expect(withOf(step)['study-result']).toBe('${{ needs.study.result }}');
  });

  it('never checks out the pull request in the job holding the write token', () => {
    // Only the action (from paretopilot/capacity) and the base ref's committed study are checked out.
    const checkouts = (assemble['steps'] as Yaml[]).filter(
      (s) => typeof s['uses'] === 'string' && s['uses'].startsWith('actions/checkout@'),
    );
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) {
      const w = withOf(step);
      const isAction = w['repository'] === FIRST_PARTY_REPOSITORY && w['path'] === ACTION_CHECKOUT_PATH;
      const isBaseline =
        w['repository'] === undefined &&
        w['ref'] === '${{ inputs.baseline-ref }}' &&
        typeof w['sparse-checkout'] === 'string' &&
        step['if'] === "inputs.baseline-ref != ''";
      expect([step['name'], isAction || isBaseline]).toEqual([step['name'], true]);
    }
  });

  it('gives the model token only to the models step, as HF_TOKEN, before prepare builds anything, never to a script', () => {
    for (const file of [REUSABLE_WORKFLOW, FLEET_WORKFLOW]) {
      const workflow = readYaml(file);
      const call = mapping(on(workflow)['workflow_call'], 'workflow_call');
      expect(mapping(mapping(call['secrets'], 'secrets')['model-token'], 'model-token')['required']).toBe(
        false,
      );
      const steps = stepsOf(file, workflow);
      const holders = steps.filter(({ step }) => JSON.stringify(step).includes('secrets.'));
      expect(holders.map(({ job, step }) => [job, withOf(step)['command'], step['env']])).toEqual([
        ['study', 'models', { HF_TOKEN: '${{ secrets.model-token }}' }],
      ]);
      // Nothing of the plan has run yet: the models step comes before prepare (the first build),
      // and only the origins the caller names join the Hub's.
      const prepare = steps.find(({ step }) => withOf(step)['command'] === 'prepare');
      expect(holders[0]!.index).toBeLessThan(prepare!.index);
      expect(withOf(holders[0]!.step)['token-origins']).toBe('${{ inputs.model-token-origins }}');
      expect(JSON.stringify(prepare!.step)).not.toContain('HF_TOKEN');
    }
  });

  it('passes work-dir to every step of the action, and cache and its key suffix to models and prepare', () => {
    for (const file of [REUSABLE_WORKFLOW, FLEET_WORKFLOW]) {
      for (const { job, index, step } of stepsOf(file, readYaml(file))) {
        if (typeof step['uses'] !== 'string' || !usesThisAction(step['uses'])) continue;
        const given = withOf(step);
        expect([file, job, index, given['work-dir']]).toEqual([file, job, index, '${{ inputs.work-dir }}']);
        if (given['command'] === 'prepare' || given['command'] === 'models')
          expect([given['cache'], given['cache-key-suffix']]).toEqual([
            '${{ inputs.cache }}',
            '${{ inputs.cache-key-suffix }}',
          ]);
      }
    }
  });

  it('keeps the measured job read-only and gives write access only for the comment', () => {
    expect(study['permissions']).toEqual({ contents: 'read' });
    expect(assemble['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('runs the action from a checkout of paretopilot/capacity at the requested ref', () => {
    for (const job of [study, assemble]) {
      const checkout = (job['steps'] as Yaml[]).find((step) => withOf(step)['path'] === ACTION_CHECKOUT_PATH);
      expect(withOf(checkout!)['repository']).toBe(FIRST_PARTY_REPOSITORY);
      expect(withOf(checkout!)['ref']).toEqual(expect.stringContaining('inputs.action-ref'));
    }
  });

  it('offers the plan inputs to manual dispatch too', () => {
    for (const name of [
      'plan',
      'runner',
      'assemble-runner',
      'timeout-minutes',
      'cache',
      'action-ref',
      'fail-on',
      'artifact-retention-days',
    ]) {
      expect([name, mapping(dispatchInputs[name], name)['default']]).toEqual([
        name,
        mapping(callInputs[name], name)['default'],
      ]);
    }
  });
});

describe('caller templates', () => {
  it('the pull request template runs on pull_request with the base branch as baseline', () => {
    const pr = readYaml(TEMPLATES[1]);
    expect(Object.keys(on(pr))).toEqual(['pull_request']);
    const job = jobsOf(TEMPLATES[1], pr)[0]!.job;
    expect(withOf(job)['baseline-ref']).toBe('${{ github.base_ref }}');
    expect(withOf(job)['comment']).toBe('auto');
  });

  it('the pull request template starts no study for a change to the baseline study alone', () => {
    const pr = readYaml(TEMPLATES[1]);
    const paths = mapping(on(pr)['pull_request'], 'pull_request')['paths'];
    expect(paths).toEqual(['capacity/**', '!capacity/capacity-study.json']);
    expect(withOf(jobsOf(TEMPLATES[1], pr)[0]!.job)['baseline-study']).toBe('capacity/capacity-study.json');
  });

  it('the baseline template commits the study only after a complete run, with [skip ci], and ignores its own file', () => {
    const file = 'workflows/capacity-baseline.yml';
    const baseline = readYaml(file);
    const push = mapping(on(baseline)['push'], 'push');
    expect(push['paths']).toEqual(['capacity/**', '!capacity/capacity-study.json']);
    const [study, commit] = jobsOf(file, baseline);
    expect(callsReusableWorkflow(String(study!.job['uses']))).toBe(true);
    expect(commit!.job['if']).toBe("needs.capacity.outputs.status == 'complete'");
    expect(commit!.job['permissions']).toEqual({ contents: 'write', actions: 'read' });
    expect(readText(file)).toMatch(/git commit -m ".*\[skip ci\]"/);
  });

  it('the dispatch template is manual only and does not comment', () => {
    const dispatch = readYaml(TEMPLATES[0]);
    expect(Object.keys(on(dispatch))).toEqual(['workflow_dispatch']);
    expect(withOf(jobsOf(TEMPLATES[0], dispatch)[0]!.job)['comment']).toBe('never');
  });

  it.each(TEMPLATES)('%s grants the called workflow no more than it declares', (file) => {
    const job = jobsOf(file, readYaml(file))[0]!.job;
    expect(job['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });
});
