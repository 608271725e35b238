// A run spec checked against the capacity plan it realizes: the same candidates on both sides, each
// build's KleidiAI setting as the plan expects, and the plan's pins equal to the commands the run
// spec produces.
import { fail } from '../core/errors.js';
import { argvSha256, commandContentSha256 } from '../core/hashing.js';
import type { CapacityPlan } from './plan.js';
import { canonicalArgv, type RunSpec } from './run-spec.js';

/**
 * Refuses a candidate that only one of the run spec (`file`) and the capacity plan (`planFile`)
 * names, at the place it is named (ids are SAFE_ID, so they need no pointer escaping).
 */
export function checkSameCandidates(
  spec: { candidates: readonly { id: string }[] },
  plan: CapacityPlan,
  file: string,
  planFile: string,
): void {
  const specIds = spec.candidates.map((c) => c.id);
  const planIds = plan.candidates.map((c) => c.id);
  const same = 'the run spec and the capacity plan must name the same candidates';
  for (const [i, id] of planIds.entries())
    if (!specIds.includes(id))
      fail(
        `candidate ${JSON.stringify(id)} is not among the candidates of the run spec ${file} [${specIds.join(', ')}]: ${same}`,
        planFile,
        `/candidates/${i}/id`,
      );
  for (const id of specIds)
    if (!planIds.includes(id))
      fail(
        `candidate ${JSON.stringify(id)} is not among the candidates of the capacity plan ${planFile} [${planIds.join(', ')}]: ${same}`,
        file,
        `/candidates/${id}`,
      );
}

/** Checks that spec and plan describe the same candidates and that the plan pins match. */
export function checkSpecAgainstPlan(
  spec: RunSpec,
  plan: CapacityPlan,
  file: string,
  planFile: string,
): void {
  checkSameCandidates(spec, plan, file, planFile);
  for (const c of plan.candidates) {
    const build = spec.builds.find((b) => b.label === spec.candidates.find((x) => x.id === c.id)!.build)!;
    if (build.kleidiai !== c.kleidiai_expected) {
      fail(
        `candidate ${c.id} expects kleidiai ${c.kleidiai_expected} but its build ${build.label} has kleidiai ${build.kleidiai}`,
        file,
        `/candidates/${c.id}/build`,
      );
    }
    const run = spec.candidates.find((x) => x.id === c.id)!;
    const valueOf = (option: string) => run.serverArgs[run.serverArgs.indexOf(option) + 1];
    if (
      run.serverArgs.includes('--ctx-size') &&
      valueOf('--ctx-size') !== String(plan.per_slot_context_tokens)
    )
      fail(
        `server_args --ctx-size ${valueOf('--ctx-size')} must equal the plan's per_slot_context_tokens ${plan.per_slot_context_tokens} (the canonical command is the P1 command)`,
        file,
        `/candidates/${c.id}/server_args`,
      );
    if (run.serverArgs.includes('--parallel') && valueOf('--parallel') !== '1')
      fail(
        `server_args --parallel ${valueOf('--parallel')} must be 1 (the canonical command is the P1 command)`,
        file,
        `/candidates/${c.id}/server_args`,
      );
    const argv = canonicalArgv(spec, plan, c.id);
    const cmd = commandContentSha256(argv);
    const av = argvSha256(argv);
    if (cmd !== c.canonical_server_command_sha256 || av !== c.canonical_server_argv_sha256) {
      fail(
        `candidate ${c.id}: the plan pins do not match the command this run spec produces (${JSON.stringify(argv.join(' '))}); expected canonical_server_command_sha256 ${cmd} and canonical_server_argv_sha256 ${av} (run 'paretopilot-capacity pins' to print them)`,
        planFile,
        `/candidates/${plan.candidates.indexOf(c)}`,
      );
    }
  }
}
