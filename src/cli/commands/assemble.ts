// `assemble`: builds capacity-study.json from a bundle's raw artifacts or from files named one by one.
import { resolve } from 'node:path';
import { assertBundleDirectory, readInputFile } from '../../adapters/bundle/bundle-files.js';
import { discoverBundle } from '../../adapters/bundle/discover-bundle.js';
import { assembleStudy, type AssemblyInputs } from '../../domain/study/assemble.js';
import type { InputFile } from '../../domain/core/json-input.js';
import { canonicalJson } from '../../domain/core/json-writer.js';
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import {
  checkCommandOutput,
  inputBundle,
  inputFile,
  writeCommandOutput,
  type CommandInput,
} from '../output.js';

const HELP = `Usage:
  paretopilot-capacity assemble <bundle-dir> --output <study.json> [--force]
  paretopilot-capacity assemble --plan <file> --load-plan <file> --manifest <file>
      --load LABEL=PATH... --rss LABEL=PATH... --server-log LABEL=PATH... --quality LABEL=PATH...
      --output <study.json> [--force]

Assembles capacity-study.json from a bundle laid out as runs/<pass>/<candidate>/p<P>/… and
quality/<candidate>/p<P>/…, or from explicitly labelled inputs. Every row, cell, gate and
selection is recomputed. Exit 0 on success, 2 on bad usage or bad input.
The output is written atomically and never replaces an existing file without --force; it may
not be one of the inputs, replace a file of the input bundle, or lie in its runs/ or quality/
folders (even with --force). Its directory must exist.
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

export async function assembleCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('assemble', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
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
    if (!values.output) throw new UsageError('--output is required');
    const explicit =
      values.plan ||
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
      for (const flag of ['plan', 'load-plan', 'manifest'] as const)
        if (!values[flag]) throw new UsageError(`--${flag} is required with labelled inputs`);
      const given = [values.plan!, values['load-plan']!, values.manifest!];
      for (const list of [values.load, values.rss, values['server-log'], values.quality])
        for (const v of list ?? []) if (v.indexOf('=') > 0) given.push(v.slice(v.indexOf('=') + 1));
      read.push(...given.map((p) => inputFile(io.cwd, p)));
      await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs: read });
      const one = async (p: string): Promise<InputFile> => ({
        path: p,
        bytes: await readInputFile(resolve(io.cwd, p), p),
      });
      inputs = {
        plan: await one(values.plan!),
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
    await writeCommandOutput(io.cwd, values.output, canonicalJson(study), {
      force: values.force,
      inputs: read,
    });
    io.stdout(`wrote ${values.output}\n`);
    return EXIT_OK;
  });
}
