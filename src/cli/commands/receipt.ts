import { resolve } from 'node:path';
import { writeOutputAtomic } from '../../adapters/bundle/bundle-files.js';
import { EXIT_OK, parseCommandArgs, runCommand, UsageError, type CommandIo } from '../io.js';
import { readStudyFile, receiptFor } from '../study-io.js';

const HELP = `Usage: paretopilot-capacity receipt <study.json> --output <receipt.md> [--force]

Validates the study by re-deriving every cell, gate and selection from its embedded sources,
then renders the Markdown receipt. Exit 0 on success, 1 when the study does not re-derive
to its stored values, 2 on bad usage or unreadable input.
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
    const { value } = await readStudyFile(positionals[0], io.cwd);
    const receipt = receiptFor(value, positionals[0]);
    await writeOutputAtomic(resolve(io.cwd, values.output), receipt, values.force);
    io.stdout(`wrote ${values.output}\n`);
    return EXIT_OK;
  });
}
