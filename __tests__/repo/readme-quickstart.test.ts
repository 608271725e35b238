// The README's GitHub quickstart, taken literally: its first workflow block that calls our reusable
// workflow is parsed by GitHub's workflow parser with that call resolved to this repository's own
// copy of the workflow, every `with:` key is a declared input, every required input is given, and
// every repository file it names exists (or, for the plan, is the file the README says `init` writes).
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parse } from 'yaml';
import { mapping, readText, readYaml, REUSABLE_WORKFLOW, ROOT, type Yaml } from '../kits/workflow-files.js';
import { DEFAULT_PLAN_FILE } from '../../src/orchestrators/stages.js';
import { INPUT_DEFAULTS } from '../../src/action/inputs.js';

const README = readText('README.md');
const CALL = 'paretopilot/capacity/.github/workflows/capacity-study.yml@';

/** The first ```yaml block of the README that calls the reusable workflow. */
function quickstart(readme: string): string {
  const block = [...readme.matchAll(/^```yaml\n([\s\S]*?)^```/gm)]
    .map((m) => m[1]!)
    .find((b) => b.includes(`uses: ${CALL}`));
  if (block === undefined) throw new Error(`README.md: no yaml block calls ${CALL}…`);
  return block;
}

/** Parse and convert, fetching the called workflow from this repository (depth 1). */
async function parseWithLocalCallee(content: string) {
  const parsed = parseWorkflow(
    { name: '.github/workflows/capacity.yml', content },
    new NoOperationTraceWriter(),
  );
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return { errors, template: undefined };
  const fetched: string[] = [];
  const template = await convertWorkflowTemplate(
    parsed.context,
    parsed.value,
    {
      getFileContent: (ref) => {
        const path = 'repository' in ref ? `${ref.owner}/${ref.repository}/${ref.path}` : ref.path;
        fetched.push(path);
        if (path !== `paretopilot/capacity/${REUSABLE_WORKFLOW}`)
          throw new Error(`unexpected fetch of ${path}`);
        return Promise.resolve({ name: REUSABLE_WORKFLOW, content: readText(REUSABLE_WORKFLOW) });
      },
    },
    { fetchReusableWorkflowDepth: 1 },
  );
  return { errors: [...errors, ...(template.errors ?? []).map((e) => e.Message)], template, fetched };
}

const declared = mapping(
  mapping(mapping(readYaml(REUSABLE_WORKFLOW)['on'], 'on')['workflow_call'], 'workflow_call')['inputs'],
  'inputs',
);

function callOf(text: string): { with: Yaml; job: Yaml } {
  const jobs = mapping((parse(text) as Yaml)['jobs'], 'jobs');
  const job = Object.values(jobs)
    .map((j) => mapping(j, 'job'))
    .find((j) => String(j['uses']).startsWith(CALL))!;
  return { job, with: job['with'] === undefined ? {} : mapping(job['with'], 'with') };
}

describe("the README's GitHub quickstart", () => {
  const text = quickstart(README);

  it('parses with the called workflow resolved to this repository, without errors', async () => {
    const { errors, template, fetched } = await parseWithLocalCallee(text);
    expect(errors).toEqual([]);
    expect(fetched).toEqual([`paretopilot/capacity/${REUSABLE_WORKFLOW}`]);
    expect(template!.jobs.map((j) => j.type)).toEqual(['reusableWorkflowJob']);
  });

  it('the parser really checks the call: an undeclared input is an error', async () => {
    const broken = text.replace(/^(\s+)plan: /m, '$1plann: ');
    expect(broken).not.toBe(text);
    const { errors } = await parseWithLocalCallee(broken);
    expect(errors.join('\n')).toMatch(/plann is not defined in the referenced workflow/);
  });

  it('gives only declared inputs, every required one, and the same ref to the action', () => {
    const call = callOf(text);
    expect(Object.keys(call.with).filter((k) => !(k in declared))).toEqual([]);
    const required = Object.entries(declared)
      .filter(([, i]) => mapping(i, 'input')['required'] === true)
      .map(([name]) => name);
    expect(required.filter((k) => !(k in call.with))).toEqual([]);
    expect(call.with['action-ref']).toBe(String(call.job['uses']).split('@')[1]);
    expect(existsSync(join(ROOT, REUSABLE_WORKFLOW))).toBe(true);
  });

  it('names only repository files that exist, and a plan the README tells how to write', () => {
    for (const [, path] of text.matchAll(
      /(?<=^|[\s`'"(])((?:examples|workflows|docs|schemas|\.github)\/[\w./-]+\.(?:json|ya?ml|md))/gm,
    ))
      expect([path, existsSync(join(ROOT, path!))]).toEqual([path, true]);
    const plan = String(callOf(text).with['plan']);
    const inRepository = existsSync(join(ROOT, plan));
    const writtenByInit = new RegExp(
      `paretopilot-capacity init [^\\n]*\` writes the plan \`${plan.replace(/\./g, '\\.')}\``,
    ).test(README);
    expect([plan, inRepository || writtenByInit]).toEqual([plan, true]);
    // The same plan is the one the README's commands check before committing it.
    expect(README).toContain(`paretopilot-capacity check --plan ${plan}`);
    // …and the one path `init` writes by default and the action and workflows read by default.
    expect(plan).toBe(DEFAULT_PLAN_FILE);
    expect(INPUT_DEFAULTS.plan).toBe(DEFAULT_PLAN_FILE);
  });
});
