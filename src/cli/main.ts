// The CLI dispatcher: one entry per command; the commands share the action's orchestrators.
import { assembleCommand } from './commands/assemble.js';
import { receiptCommand } from './commands/receipt.js';
import { verifyCommand } from './commands/verify.js';
import { EXIT_OK, EXIT_USAGE, type Command, type CommandIo } from './io.js';
import { TOOL_VERSION } from '../version.js';

export const COMMANDS: Record<string, { run: Command; summary: string }> = {
  assemble: {
    run: assembleCommand,
    summary: 'assemble capacity-study.json from a bundle or labelled inputs',
  },
  receipt: { run: receiptCommand, summary: 'validate a study and render its Markdown receipt' },
  verify: { run: verifyCommand, summary: 'check SHA256SUMS, re-assemble and byte-compare a bundle' },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return `Usage: paretopilot-capacity <command> [options]\n\nCommands:\n${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`)
    .join('\n')}\n\nRun 'paretopilot-capacity <command> --help' for a command's options.\n`;
}

export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${TOOL_VERSION}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`paretopilot-capacity: unknown command ${JSON.stringify(name)}\n\n${usage()}`);
    return EXIT_USAGE;
  }
  return command.run(rest, io);
}
