// `receipt`: validates a study by re-derivation and renders its Markdown receipt.
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { checkCommandOutput, emitCommandOutput, studyArgument } from '../output.js';
import { readVerifiedStudy, renderStudyReceipt } from '../../orchestrators/study-io.js';

const HELP = `Usage: paretopilot-capacity receipt <study.json | bundle-dir> -o|--output <receipt.md | -> [--force]

Validates the study by re-deriving every cell, gate and selection from its embedded sources,
then renders the Markdown receipt. Exit 0 on success, 1 when the study does not re-derive
to its stored values, 2 on bad usage or unreadable input. The output is written atomically, never
replaces an existing file without --force, and never replaces the study; its directory must exist. --output - prints the receipt on stdout.
`;

export async function receiptCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('receipt', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length !== 1) throw new UsageError('expected exactly one study file');
    if (!values.output) throw new UsageError('--output is required');
    const { file, input } = await studyArgument(io.cwd, positionals[0]);
    const inputs = [input];
    await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs });
    const study = await readVerifiedStudy(file, io.cwd);
    await emitCommandOutput(io, values.output, renderStudyReceipt(study.validated), {
      force: values.force,
      inputs,
    });
    return EXIT_OK;
  });
}
