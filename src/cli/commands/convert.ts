// `convert`: writes the authored plan (one capacity.json) of a four-file plan.
import { convertPlan } from '../../orchestrators/convert.js';
import { EXIT_OK } from '../exit-codes.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { writeCommandOutput } from '../output.js';

const HELP = `Usage: paretopilot-capacity convert <capacity-run.json> [-o capacity.json] [--schema <ref>] [--force]

Writes the authored plan (docs/plans.md) of a four-file plan: the run spec and the capacity plan,
load plan and evaluation suite it names become one capacity.json that states each fact once. What
the tool derives (roles, pins, classification, canonical evidence) is left out, and so are values
equal to their defaults. The result derives the same study.

  -o, --output <file>  where to write it (default: print it)
  --schema <ref>       the $schema value (default: the schema's URL on GitHub)
  --force              replace an existing output file
`;

export async function convertCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('convert', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      schema: { type: 'string' },
      force: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length !== 1) throw new UsageError('give one run spec: convert <capacity-run.json>');
    const [spec] = positionals;
    const converted = await convertPlan(spec, io.cwd, { schemaRef: values.schema });
    if (values.output === undefined) io.stdout(converted.text);
    else
      // Every file the conversion read is an input: --force never replaces one of them.
      await writeCommandOutput(io.cwd, values.output, converted.text, {
        force: values.force,
        inputs: converted.inputs.map((f) => ({ ...f, kind: 'file' as const })),
      });
    return EXIT_OK;
  });
}
