// `assemble`: builds capacity-study.json from a bundle's raw artifacts or from files named one by one.
import { resolve } from 'node:path';
import { assertBundleDirectory, readInputFile } from '../../adapters/bundle/bundle-files.js';
import { discoverBundle } from '../../adapters/bundle/discover-bundle.js';
import { assembleStudy, type AssemblyInputs } from '../../domain/study/assemble.js';
import type { InputFile } from '../../domain/core/json-input.js';
import { canonicalJson } from '../../domain/core/json-writer.js';
import { parseJsonFast } from '../../domain/core/json-reader.js';
import { recognizeDocument } from '../../domain/plan/check-report.js';
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import {
  checkCommandOutput,
  inputBundle,
  emitCommandOutput,
  inputFile,
  type CommandInput,
} from '../output.js';

const HELP = `Usage:
  paretopilot-capacity assemble <bundle-dir> -o|--output <study.json | -> [--force]
  paretopilot-capacity assemble --capacity-plan <capacity-plan.json> --load-plan <file>
      --manifest <file> --load LABEL=PATH... --rss LABEL=PATH... --server-log LABEL=PATH...
      --quality LABEL=PATH... -o|--output <study.json | -> [--force]

Assembles capacity-study.json from a bundle laid out as runs/<pass>/<candidate>/p<P>/… and
quality/<candidate>/p<P>/…, or from explicitly labelled inputs. Every row, cell, gate and
selection is recomputed. Exit 0 on success, 2 on bad usage or bad input.
The output is written atomically and never replaces an existing file without --force; it may
not be one of the inputs, replace a file of the input bundle, or lie in its runs/ or quality/
folders (even with --force). Its directory must exist. \`--output -\` prints the study on stdout.
\`--plan\` names the run spec in every other command, so the capacity plan is \`--capacity-plan\` here;
the old \`--plan <capacity-plan.json>\` still works (receipts print it), and a run spec given to
it is refused with this explanation.
`;

async function labelled(
  values: string[] | undefined,
  flag: string,
  cwd: string,
): Promise<Map<string, InputFile>> {
  const out = new Map<string, InputFile>();
  for (const v of values ?? []) {
    const eq = v.indexOf('=');
    if (eq <= 0 || eq === v.length - 1)
      throw new UsageError(`--${flag} expects LABEL=PATH, got ${JSON.stringify(v)}`);
    const label = v.slice(0, eq);
    const path = v.slice(eq + 1);
    if (out.has(label)) throw new UsageError(`--${flag} label ${label} is given twice`);
    out.set(label, { path, bytes: await readInputFile(resolve(cwd, path), path) });
  }
  return out;
}

/** `--plan` given a run spec: the option was renamed because --plan means the run spec elsewhere. */
function refuseRunSpec(file: InputFile, display: string): void {
  const value = parseJsonFast(new TextDecoder().decode(file.bytes));
  if (value === undefined || recognizeDocument(value) !== 'run-spec') return;
  throw new UsageError(
    `--plan ${display} is a run spec (capacity-run.json), but assemble takes the capacity plan: its option was renamed --capacity-plan, since --plan names the run spec in every other command and in the action. Pass --capacity-plan <the capacity_plan file this run spec names>`,
  );
}

export async function assembleCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('assemble', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      'capacity-plan': { type: 'string' },
      // The old name of --capacity-plan, kept for the reproduce commands receipts print.
      plan: { type: 'string' },
      'load-plan': { type: 'string' },
      manifest: { type: 'string' },
      load: { type: 'string', multiple: true },
      rss: { type: 'string', multiple: true },
      'server-log': { type: 'string', multiple: true },
      quality: { type: 'string', multiple: true },
    });
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (values.plan !== undefined && values['capacity-plan'] !== undefined)
      throw new UsageError('give the capacity plan once: --capacity-plan (--plan is its old name)');
    const capacityPlan = values['capacity-plan'] ?? values.plan;
    if (!values.output) throw new UsageError('--output is required');
    const explicit =
      capacityPlan ||
      values['load-plan'] ||
      values.manifest ||
      values.load ||
      values.rss ||
      values['server-log'] ||
      values.quality;
    let inputs: AssemblyInputs;
    const read: CommandInput[] = [];
    if (positionals.length === 1 && !explicit) {
      await assertBundleDirectory(resolve(io.cwd, positionals[0]), positionals[0]);
      read.push(inputBundle(io.cwd, positionals[0]));
      await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs: read });
      inputs = (await discoverBundle(resolve(io.cwd, positionals[0]))).inputs;
    } else if (positionals.length === 0 && explicit) {
      if (!capacityPlan) throw new UsageError('--capacity-plan is required with labelled inputs');
      for (const flag of ['load-plan', 'manifest'] as const)
        if (!values[flag]) throw new UsageError(`--${flag} is required with labelled inputs`);
      const given = [capacityPlan, values['load-plan']!, values.manifest!];
      for (const list of [values.load, values.rss, values['server-log'], values.quality])
        for (const v of list ?? []) if (v.indexOf('=') > 0) given.push(v.slice(v.indexOf('=') + 1));
      read.push(...given.map((p) => inputFile(io.cwd, p)));
      await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs: read });
      const one = async (p: string): Promise<InputFile> => ({
        path: p,
        bytes: await readInputFile(resolve(io.cwd, p), p),
      });
      const plan = await one(capacityPlan);
      if (values.plan !== undefined) refuseRunSpec(plan, values.plan);
      inputs = {
        plan,
        loadPlan: await one(values['load-plan']!),
        manifest: await one(values.manifest!),
        loads: await labelled(values.load, 'load', io.cwd),
        rss: await labelled(values.rss, 'rss', io.cwd),
        serverLogs: await labelled(values['server-log'], 'server-log', io.cwd),
        quality: await labelled(values.quality, 'quality', io.cwd),
      };
    } else {
      throw new UsageError('give either one bundle directory or the labelled input flags');
    }
    const { study } = assembleStudy(inputs);
    await emitCommandOutput(io, values.output, canonicalJson(study), {
      force: values.force,
      inputs: read,
    });
    return EXIT_OK;
  });
}
