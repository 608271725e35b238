// Shared reading of the repository's workflow files and action.yml for the lint tests.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REUSABLE_WORKFLOW = '.github/workflows/capacity-study.yml';
export const TEMPLATES = ['workflows/capacity-dispatch.yml', 'workflows/capacity-pr.yml'] as const;
export const FLEET_WORKFLOW = '.github/workflows/capacity-fleet.yml';
/** The repository's own CI and release workflows. */
export const CI_WORKFLOW = '.github/workflows/ci.yml';
export const RELEASE_WORKFLOW = '.github/workflows/release.yml';

/** Every workflow file in the two workflow folders, found on disk so a new file is linted too. */
export function listWorkflowFiles(root = ROOT): string[] {
  return ['.github/workflows', 'workflows'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => `${dir}/${name}`),
  );
}

export const WORKFLOWS: readonly string[] = listWorkflowFiles();

/** Where the reusable workflow checks the action out, and how its steps call it. */
export const ACTION_CHECKOUT_PATH = '.paretopilot-capacity-action';
export const FIRST_PARTY_REPOSITORY = 'paretopilot/capacity';

export type Yaml = Record<string, unknown>;

export function readText(relativePath: string): string {
  return readFileSync(join(ROOT, relativePath), 'utf8');
}

export function readYaml(relativePath: string): Yaml {
  const value: unknown = parse(readText(relativePath));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${relativePath}: expected a YAML mapping at the top level`);
  }
  return value as Yaml;
}

export function mapping(value: unknown, where: string): Yaml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where}: expected a mapping, got ${JSON.stringify(value)}`);
  }
  return value as Yaml;
}

export interface StepRef {
  readonly file: string;
  readonly job: string;
  readonly index: number;
  readonly step: Yaml;
}

export interface JobRef {
  readonly file: string;
  readonly id: string;
  readonly job: Yaml;
}

export function jobsOf(file: string, workflow: Yaml): JobRef[] {
  return Object.entries(mapping(workflow['jobs'], `${file} jobs`)).map(([id, job]) => ({
    file,
    id,
    job: mapping(job, `${file} jobs.${id}`),
  }));
}

export function stepsOf(file: string, workflow: Yaml): StepRef[] {
  return jobsOf(file, workflow).flatMap(({ id, job }) =>
    ((job['steps'] as unknown[] | undefined) ?? []).map((step, index) => ({
      file,
      job: id,
      index,
      step: mapping(step, `${file} jobs.${id}.steps[${index}]`),
    })),
  );
}

/** A step that runs this repository's action (checked out locally or referenced by owner/name). */
export function usesThisAction(uses: string): boolean {
  return (
    uses === `./${ACTION_CHECKOUT_PATH}` || uses === './' || uses.startsWith(`${FIRST_PARTY_REPOSITORY}@`)
  );
}

/** A job that calls this repository's reusable workflow. */
export function callsReusableWorkflow(uses: string): boolean {
  return (
    uses === `./${REUSABLE_WORKFLOW}` || uses.startsWith(`${FIRST_PARTY_REPOSITORY}/${REUSABLE_WORKFLOW}@`)
  );
}
