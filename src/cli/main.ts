// The CLI dispatcher: one entry per command; the commands share the action's orchestrators.
import { assembleCommand } from './commands/assemble.js';
import { receiptCommand } from './commands/receipt.js';
import { verifyCommand } from './commands/verify.js';
import { runCommandMain } from './commands/run.js';
import { pinsCommand } from './commands/pins.js';
import { demoCommand } from './commands/demo.js';
import { finalizeCommand, measureCommand, prepareCommand, qualityCommand } from './commands/stages.js';
import { EXIT_OK, EXIT_USAGE, type Command, type CommandIo } from './io.js';
import { exportEvidenceCommand } from './commands/export-evidence.js';
import { verifyEvidenceCommand } from './commands/verify-evidence.js';
import { reportCommand } from './commands/report.js';
import { fleetCommand, verifyFleetCommand } from './commands/fleet.js';
import { TOOL_VERSION } from '../version.js';

export const COMMANDS: Record<string, { run: Command; summary: string }> = {
  assemble: {
    run: assembleCommand,
    summary: 'assemble capacity-study.json from a bundle or labelled inputs',
  },
  receipt: { run: receiptCommand, summary: 'validate a study and render its Markdown receipt' },
  verify: { run: verifyCommand, summary: 'check SHA256SUMS, re-assemble and byte-compare a bundle' },
  run: {
    run: runCommandMain,
    summary: 'run a whole capacity study on this machine (build, measure, quality, receipt)',
  },
  demo: { run: demoCommand, summary: 'run the tiny example study in examples/tiny on this machine' },
  prepare: {
    run: prepareCommand,
    summary: 'stage 1: validate, build or restore llama-server, prepare models and manifest',
  },
  measure: { run: measureCommand, summary: 'stage 2: run one pass (or all) of the counterbalanced matrix' },
  quality: { run: qualityCommand, summary: 'stage 3: run the quality guard' },
  finalize: { run: finalizeCommand, summary: 'stage 4: assemble, gate, render and checksum a bundle' },
  'export-evidence': {
    run: (a, io) => exportEvidenceCommand(a, { ...io, toolVersion: TOOL_VERSION }),
    summary: 'export the metrics of a study with JSON-pointer sources',
  },
  'verify-evidence': {
    run: (a, io) => verifyEvidenceCommand(a, { ...io, toolVersion: TOOL_VERSION }),
    summary: 'check an evidence export against its source files',
  },
  report: {
    run: (a, io) => reportCommand(a, { ...io, toolVersion: TOOL_VERSION }),
    summary: 'render the self-contained HTML report (or Mermaid charts) of a study',
  },
  fleet: {
    run: fleetCommand,
    summary: 'compare one plan studied on several runners (tok/s, optional $ per million tokens)',
  },
  'verify-fleet': {
    run: verifyFleetCommand,
    summary: 'check a fleet bundle and re-derive it byte for byte',
  },
  pins: {
    run: pinsCommand,
    summary: 'print (or --write) the hashes a capacity plan must pin for a run spec',
  },
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
