// The CLI dispatcher: one entry per command; the commands share the action's orchestrators.
// Each command's module is imported only when that command runs: `--help` and a light command do
// not load (or, bundled, parse) the code of the heavy ones.
import { EXIT_CODES_HELP, EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { type Command, type CommandIo } from './io.js';
import { TOOL_VERSION } from '../version.js';

export const COMMANDS: Record<string, { run: Command; summary: string }> = {
  init: {
    run: async (a, io) => (await import('./commands/init.js')).initCommand(a, io),
    summary: 'write a plan (capacity.json) for your GGUF models: hashes, candidates, grid, gates',
  },
  assemble: {
    run: async (a, io) => (await import('./commands/assemble.js')).assembleCommand(a, io),
    summary: 'assemble capacity-study.json from a bundle or labelled inputs',
  },
  receipt: {
    run: async (a, io) => (await import('./commands/receipt.js')).receiptCommand(a, io),
    summary: 'validate a study and render its Markdown receipt',
  },
  verify: {
    run: async (a, io) => (await import('./commands/verify.js')).verifyCommand(a, io),
    summary: 'check SHA256SUMS, re-assemble and byte-compare a bundle',
  },
  check: {
    run: async (a, io) => (await import('./commands/check.js')).checkCommand(a, io),
    summary:
      'validate a run spec and everything it names, listing every problem (nothing built or downloaded)',
  },
  run: {
    run: async (a, io) => (await import('./commands/run.js')).runCommandMain(a, io),
    summary: 'run a whole capacity study on this machine (build, measure, quality, receipt)',
  },
  demo: {
    run: async (a, io) => (await import('./commands/demo.js')).demoCommand(a, io),
    summary: 'run an example study on this machine (examples/tiny; --example arm64-emulated)',
  },
  models: {
    run: async (a, io) => (await import('./commands/stages.js')).modelsCommand(a, io),
    summary: "fetch the plan's model URLs into the cache, building nothing (the one command to give a token)",
  },
  prepare: {
    run: async (a, io) => (await import('./commands/stages.js')).prepareCommand(a, io),
    summary: 'stage 1: validate, prepare models, build or restore llama-server, write the manifest',
  },
  measure: {
    run: async (a, io) => (await import('./commands/stages.js')).measureCommand(a, io),
    summary: 'stage 2: run one pass (or all) of the counterbalanced matrix',
  },
  quality: {
    run: async (a, io) => (await import('./commands/stages.js')).qualityCommand(a, io),
    summary: 'stage 3: run the quality guard',
  },
  finalize: {
    run: async (a, io) => (await import('./commands/stages.js')).finalizeCommand(a, io),
    summary: 'stage 4: assemble, gate, render and checksum a bundle',
  },
  'export-evidence': {
    run: async (a, io) =>
      (await import('./commands/export-evidence.js')).exportEvidenceCommand(a, {
        ...io,
        toolVersion: TOOL_VERSION,
      }),
    summary: 'export the metrics of a study with JSON-pointer sources',
  },
  'verify-evidence': {
    run: async (a, io) =>
      (await import('./commands/verify-evidence.js')).verifyEvidenceCommand(a, {
        ...io,
        toolVersion: TOOL_VERSION,
      }),
    summary: 'check an evidence export against its source files',
  },
  report: {
    run: async (a, io) =>
      (await import('./commands/report.js')).reportCommand(a, { ...io, toolVersion: TOOL_VERSION }),
    summary: 'render the self-contained HTML report (or Mermaid charts) of a study',
  },
  fleet: {
    run: async (a, io) => (await import('./commands/fleet.js')).fleetCommand(a, io),
    summary: 'compare one plan studied on several runners (tok/s, optional $ per million tokens)',
  },
  'verify-fleet': {
    run: async (a, io) => (await import('./commands/fleet.js')).verifyFleetCommand(a, io),
    summary: 'check a fleet bundle and re-derive it byte for byte',
  },
  pins: {
    run: async (a, io) => (await import('./commands/pins.js')).pinsCommand(a, io),
    summary: 'print (or --write) the hashes a capacity plan must pin for a run spec',
  },
  convert: {
    run: async (a, io) => (await import('./commands/convert.js')).convertCommand(a, io),
    summary: 'write the authored plan (one capacity.json) of a four-file plan',
  },
};

/**
 * The order `--help` lists commands in: the order a user meets them (write a plan, check it, run
 * it; the stages; then what reads a bundle; then the tools). A name not registered is skipped, and
 * a registered command missing here is listed after these, so neither side can break the help.
 */
export const HELP_ORDER: readonly string[] = [
  'init',
  'check',
  'run',
  'models',
  'prepare',
  'measure',
  'quality',
  'finalize',
  'assemble',
  'verify',
  'receipt',
  'report',
  'fleet',
  'verify-fleet',
  'demo',
  'pins',
  'convert',
  'export-evidence',
  'verify-evidence',
];

/** Every registered command once, in HELP_ORDER first, then any other in registration order. */
export function commandsInHelpOrder(registered: readonly string[] = Object.keys(COMMANDS)): string[] {
  const known = HELP_ORDER.filter((name) => registered.includes(name));
  return [...known, ...registered.filter((name) => !HELP_ORDER.includes(name))];
}

function usage(): string {
  const names = commandsInHelpOrder();
  const width = Math.max(...names.map((c) => c.length));
  return `Usage: paretopilot-capacity <command> [options]\n\nCommands:\n${names
    .map((name) => `  ${name.padEnd(width)}  ${COMMANDS[name].summary}`)
    .join(
      '\n',
    )}\n\nRun 'paretopilot-capacity <command> --help' for a command's options.\n\n${EXIT_CODES_HELP}`;
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
