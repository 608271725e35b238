// `pins`: prints (or writes into the plan) the hashes a capacity plan must pin for a run spec.
import { dirname, join, resolve } from 'node:path';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../domain/build/kleidiai.js';
import { isJsonObject, type JsonObject } from '../../domain/core/json.js';
import { decodeUtf8Strict } from '../../domain/core/json-reader.js';
import { canonicalJson } from '../../domain/core/json-writer.js';
import { setJsonStrings, type JsonStringEdit } from '../../domain/core/json-edit.js';
import { parseCapacityPlan } from '../../domain/plan/plan.js';
import { canonicalPins, parseRunSpec } from '../../domain/plan/run-spec.js';
import { checkSameCandidates } from '../../domain/plan/spec-against-plan.js';
import { loadJsonFile, loadStudyContext } from '../../orchestrators/study-context.js';
import { isAuthoredPlan } from '../../domain/plan/authored-plan.js';
import { wrongDocument } from '../../domain/plan/check-report.js';
import { confoundedWarnings } from '../../domain/decision/plan-comparisons.js';
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { inputFile, writeCommandOutput } from '../output.js';

const HELP = `Usage: paretopilot-capacity pins --plan <capacity-run.json | capacity.json> [--write]

Prints the hashes a capacity plan must pin for this run spec: the load plan and quality suite
file hashes, each candidate's canonical server command and argv hashes, and the canonical
lock/release hashes. With --write, sets them in the capacity plan in place and atomically (the
only command that replaces a file without --force: the flag asks for it): only the pin values
change; the file's indentation, key order and every other byte stay as they are.
For an authored plan (capacity.json) prints the pins the tool derives for it; there is nothing to write.
`;

export async function pinsCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('pins', io, async () => {
    const { values, positionals } = parseCommandArgs(
      argv,
      { plan: { type: 'string' }, write: { type: 'boolean' } },
      false,
    );
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length || !values.plan) throw new UsageError('--plan <capacity-run.json> is required');
    const specAbs = resolve(io.cwd, values.plan);
    const specFile = await loadJsonFile(specAbs, values.plan);
    const wrong = wrongDocument(specFile.value, ['run-spec', 'authored'], values.plan, 'pins');
    if (wrong) throw wrong;
    if (isAuthoredPlan(specFile.value)) {
      // An authored plan's pins are derived, never written: print what its derived plan pins.
      if (values.write)
        throw new UsageError(
          `${values.plan} is an authored plan: its pins are derived by the tool, so there is nothing to --write`,
        );
      const ctx = await loadStudyContext(values.plan, io.cwd);
      const derived = canonicalPins(ctx.spec, ctx.plan);
      for (const warning of confoundedWarnings(ctx.spec)) io.stderr(`warning: ${warning}\n`);
      io.stdout(
        canonicalJson({
          pins: { ...ctx.plan.pins },
          candidates: derived.candidates.map((c) => ({ ...c, argv: [...c.argv] })),
        }),
      );
      return EXIT_OK;
    }
    const spec = parseRunSpec(specFile.value, values.plan, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
    const rel = (p: string) => ({ abs: join(dirname(specAbs), p), display: join(dirname(values.plan!), p) });
    const planLoc = rel(spec.capacityPlanPath);
    const planFile = await loadJsonFile(planLoc.abs, planLoc.display);
    const loadPlan = await loadJsonFile(rel(spec.loadPlanPath).abs, rel(spec.loadPlanPath).display);
    const suite = await loadJsonFile(
      rel(spec.evaluationSuitePath).abs,
      rel(spec.evaluationSuitePath).display,
    );
    const plan = parseCapacityPlan(planFile.value, planFile.display);
    // The pins are computed per candidate of the plan from the run spec's entry of the same id.
    checkSameCandidates(spec, plan, values.plan, planFile.display);
    const pins = canonicalPins(spec, plan);
    const result = {
      pins: {
        load_plan_sha256: loadPlan.sha256,
        evaluation_suite_sha256: suite.sha256,
        canonical_evidence_lock_sha256: pins.lockSha256,
        canonical_release_sha256: pins.releaseSha256,
      },
      candidates: pins.candidates.map((c) => ({
        id: c.id,
        canonical_server_command_sha256: c.canonical_server_command_sha256,
        canonical_server_argv_sha256: c.canonical_server_argv_sha256,
        argv: c.argv,
      })),
    };
    for (const warning of confoundedWarnings(spec)) io.stderr(`warning: ${warning}\n`);
    if (values.write) {
      const edits: JsonStringEdit[] = Object.entries(result.pins).map(([key, value]) => ({
        path: ['pins', key],
        value,
      }));
      const listed = isJsonObject(planFile.value) ? planFile.value.candidates : undefined;
      for (const [i, c] of (Array.isArray(listed) ? listed : []).entries()) {
        const p = isJsonObject(c) ? result.candidates.find((x) => x.id === c.id) : undefined;
        if (!p) continue;
        edits.push(
          {
            path: ['candidates', i, 'canonical_server_command_sha256'],
            value: p.canonical_server_command_sha256,
          },
          { path: ['candidates', i, 'canonical_server_argv_sha256'], value: p.canonical_server_argv_sha256 },
        );
      }
      const before = decodeUtf8Strict(planFile.bytes);
      const after = setJsonStrings(before, edits, planLoc.display);
      if (after === before) {
        io.stdout(`${planLoc.display}: pins already up to date\n`);
        return EXIT_OK;
      }
      // --write is the explicit request to rewrite the plan in place; the other inputs stay untouched.
      await writeCommandOutput(io.cwd, planLoc.display, after, {
        force: true,
        inputs: [values.plan, rel(spec.loadPlanPath).display, rel(spec.evaluationSuitePath).display].map(
          (p) => inputFile(io.cwd, p),
        ),
      });
      io.stdout(`updated ${planLoc.display}\n`);
    } else io.stdout(canonicalJson(result as unknown as JsonObject));
    return EXIT_OK;
  });
}
