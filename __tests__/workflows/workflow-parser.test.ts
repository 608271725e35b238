import { describe, expect, it } from '@jest/globals';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import { FLEET_WORKFLOW, readText, REUSABLE_WORKFLOW, TEMPLATES, WORKFLOWS } from '../kits/workflow-files.js';

async function parseAndConvert(name: string, content: string) {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const parseErrors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return { parseErrors, template: undefined };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return { parseErrors, template };
}

describe('@actions/workflow-parser', () => {
  it.each(WORKFLOWS)('%s parses and converts without errors', async (file) => {
    const { parseErrors, template } = await parseAndConvert(file, readText(file));
    expect(parseErrors).toEqual([]);
    expect(template?.errors ?? []).toEqual([]);
    expect(template!.jobs.length).toBeGreaterThan(0);
  });

  it('sees the reusable workflow as callable and dispatchable, with a study and an assemble job', async () => {
    const { template } = await parseAndConvert(REUSABLE_WORKFLOW, readText(REUSABLE_WORKFLOW));
    expect(Object.keys(template!.events).sort()).toEqual(['workflow_call', 'workflow_dispatch']);
    expect(template!.jobs.map((j) => [j.id.value, j.type])).toEqual([
      ['study', 'job'],
      ['assemble', 'job'],
    ]);
    const assemble = template!.jobs[1]!;
    expect(assemble.needs?.map((n) => n.value)).toEqual(['study']);
  });

  /** The value GitHub's expression evaluator gives `${{ expression }}` with these string inputs. */
  function evaluate(expression: string, inputs: Record<string, string>): unknown {
    const text = /^\$\{\{(.*)\}\}$/s.exec(expression)![1];
    const parsed = new Parser(new Lexer(text).lex().tokens, ['inputs'], []).parse();
    const context = new data.Dictionary({
      key: 'inputs',
      value: new data.Dictionary(
        ...Object.entries(inputs).map(([key, v]) => ({ key, value: new data.StringData(v) })),
      ),
    });
    const result = new Evaluator(parsed, context).evaluate();
    if (result instanceof data.Array) return result.values().map((v) => v.coerceString());
    return result.coerceString();
  }

  it.each([
    [REUSABLE_WORKFLOW, 'study', 'runner'],
    [REUSABLE_WORKFLOW, 'assemble', 'assemble-runner'],
    [FLEET_WORKFLOW, 'fleet', 'assemble-runner'],
  ])('%s job %s runs on a plain label or a JSON list of labels from %s', async (file, jobId, input) => {
    const { template } = await parseAndConvert(file, readText(file));
    const job = template!.jobs.find((j) => j.id.value === jobId) as unknown as {
      'runs-on': { toString(): string };
    };
    const runsOn = String(job['runs-on']);
    expect(runsOn).toContain(`fromJSON(inputs.${input})`);
    expect(evaluate(runsOn, { [input]: 'ubuntu-24.04-arm' })).toBe('ubuntu-24.04-arm');
    expect(evaluate(runsOn, { [input]: '["self-hosted","ARM64"]' })).toEqual(['self-hosted', 'ARM64']);
  });

  it.each(TEMPLATES)('%s calls the reusable workflow', async (file) => {
    const { template } = await parseAndConvert(file, readText(file));
    expect(template!.jobs.map((j) => j.type)).toEqual(['reusableWorkflowJob']);
  });

  it('reports schema errors in a broken workflow (the parser is really checking)', async () => {
    const broken = readText(REUSABLE_WORKFLOW).replace(
      /^(\s+)timeout-minutes: 30$/m,
      '$1timeout-minutess: 30',
    );
    expect(broken).not.toBe(readText(REUSABLE_WORKFLOW));
    const { parseErrors } = await parseAndConvert(REUSABLE_WORKFLOW, broken);
    expect(parseErrors.join('\n')).toMatch(/timeout-minutess/);
  });

  it('parses action.yml as a node24 action with main, post and post-if', () => {
    const parsed = parseAction(
      { name: 'action.yml', content: readText('action.yml') },
      new NoOperationTraceWriter(),
    );
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    const action = convertActionTemplate(parsed.context, parsed.value!);
    expect(action.runs).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/index.js',
      postIf: 'always()',
    });
  });
});
