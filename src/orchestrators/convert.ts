// `convert`: a four-file plan (the run spec and the three documents it names) written as one
// authored plan (docs/plans.md), checked by deriving it again: the result must read cleanly.
import { resolve } from 'node:path';
import { InputError } from '../domain/core/errors.js';
import { writeJson } from '../domain/core/json-writer.js';
import { type JsonValue } from '../domain/core/json.js';
import { AUTHORED_SCHEMA_URL, convertToAuthored } from '../domain/plan/authored-convert.js';
import { authoredPlanProblems, isAuthoredPlan } from '../domain/plan/authored-plan.js';
import { loadJsonFile } from './plan-documents.js';
import { loadStudyContext } from './study-context.js';

/** An authored plan's text, and the four files it was converted from (an output must spare them). */
export interface ConvertedPlan {
  text: string;
  /** The run spec, capacity plan, load plan and suite read: absolute path, and as the user named it. */
  inputs: { path: string; display: string }[];
}

/** The authored plan's text for the run spec at `specPath` (keys in the documented order). */
export async function convertPlan(
  specPath: string,
  cwd: string,
  options: { schemaRef?: string } = {},
): Promise<ConvertedPlan> {
  const given = await loadJsonFile(resolve(cwd, specPath), specPath);
  if (isAuthoredPlan(given.value))
    throw new InputError(
      'is already an authored plan; convert reads a run spec (capacity-run.json)',
      specPath,
      '',
    );
  const ctx = await loadStudyContext(specPath, cwd);
  const doc = (f: { value: JsonValue; display: string }) => ({
    value: f.value,
    file: f.display,
  });
  const authored = convertToAuthored(
    {
      spec: doc(ctx.specFile),
      plan: doc(ctx.planFile),
      loadPlan: doc(ctx.loadPlanFile),
      suite: doc(ctx.suiteFile),
    },
    options.schemaRef ?? AUTHORED_SCHEMA_URL,
  );
  const [problem] = authoredPlanProblems(authored, 'the converted plan');
  if (problem) throw problem;
  return {
    text: writeJson(authored, { sortKeys: false }),
    inputs: [ctx.specFile, ctx.planFile, ctx.loadPlanFile, ctx.suiteFile].map((f) => ({
      path: f.path,
      display: f.display,
    })),
  };
}
