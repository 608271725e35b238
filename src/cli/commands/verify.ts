// `verify`: checks a bundle's checksums and re-derives everything it records (or verifies a fleet bundle).
import { resolve } from 'node:path';
import { bundlePath, exists } from '../../adapters/bundle/bundle-files.js';
import { STUDY_FILE } from '../../domain/bundle/bundle-layout.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { FLEET_FILE } from '../../orchestrators/fleet-bundle.js';
import { verifyBundle } from '../../orchestrators/verify-bundle.js';
import { verifyFleetCommand } from './fleet.js';

const HELP = `Usage: paretopilot-capacity verify <bundle-dir>

Checks SHA256SUMS (every file listed, every listed file present and matching), re-assembles
the study from the bundle's raw artifacts, byte-compares capacity-study.json, capacity-receipt.md
and status.json when present, and lists every mismatched file, cell and field.
Exit 0 only when everything matches; 1 on any mismatch; 2 when the bundle cannot be read (a
missing directory, a file, an empty directory, or SHA256SUMS that is not a regular file).
A fleet bundle (capacity-fleet.json) is verified as by verify-fleet.
`;

export async function verifyCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('verify', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {});
    if (values.help) {
      io.stdout(HELP);
      return EXIT_OK;
    }
    if (positionals.length !== 1) throw new UsageError('expected exactly one bundle directory');
    const root = resolve(io.cwd, positionals[0]);
    // A fleet bundle (capacity-fleet.json, no study of its own) is verified as a fleet.
    if ((await exists(bundlePath(root, FLEET_FILE))) && !(await exists(bundlePath(root, STUDY_FILE))))
      return verifyFleetCommand([positionals[0]], io);
    const report = await verifyBundle(root, (s) => io.stdout(`${s}\n`), positionals[0]);
    return report.ok ? EXIT_OK : EXIT_MISMATCH;
  });
}
