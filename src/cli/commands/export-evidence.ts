// `export-evidence`: reads a capacity study, writes its evidence-metrics export, and re-verifies the
// written document against the study bytes before reporting success.
import { resolve } from 'node:path';
import { readInputFile } from '../../adapters/bundle/bundle-files.js';
import { buildEvidenceExport, serializeEvidenceExport } from '../../domain/report/evidence-export.js';
import { verifyEvidence } from '../../domain/report/evidence-verify.js';
import { sha256Hex } from '../../domain/core/hashing.js';
import { parseJson } from '../../domain/core/json-reader.js';
import { EXIT_MISMATCH, EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { checkCommandOutput, emitCommandOutput, inputFile, studyArgument } from '../output.js';
import { readVerifiedStudy } from '../../orchestrators/study-io.js';

export const EXPORT_EVIDENCE_USAGE = `Usage: paretopilot-capacity export-evidence <capacity-study.json | bundle-dir> -o|--output <evidence.json | -> [options]

Validates the study by re-deriving every cell, gate and selection from its embedded sources (as
receipt does), then writes its evidence-metrics export (schema_version 1): per candidate, the
selected point's generation rate, observed-p95 TTFT and E2E, peak RSS, quality cases passed and
generation gain vs P1/C1, each with a JSON pointer into the study and the study's SHA-256.

Options:
  -o, --output <file>     Where to write the export (required; its directory must exist; - for stdout).
  --force                 Replace an existing output file.
  --tool-version <label>  Release label recorded as "version" (default: this tool's version).
  --historical            Mark the export as restating an archived run, not a fresh measurement.
  --receipt <file>        Also list this receipt's SHA-256 as an evidence source.
  -h, --help              Show this help.

Exit codes: 0 written and verified, 1 the study does not re-derive or the written export failed
its own verification, 2 bad usage or input.
`;

export async function exportEvidenceCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('export-evidence', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      'tool-version': { type: 'string' },
      historical: { type: 'boolean' },
      receipt: { type: 'string' },
    });
    if (values.help) {
      io.stdout(EXPORT_EVIDENCE_USAGE);
      return EXIT_OK;
    }
    if (positionals.length !== 1 || values.output === undefined || values.output === '')
      throw new UsageError('expected one study file and --output <file>');
    const version = values['tool-version'] ?? io.toolVersion;
    if (version === undefined || version.trim() === '')
      throw new UsageError('the tool version is unknown; pass --tool-version <label>');
    const { file, input } = await studyArgument(io.cwd, positionals[0]);
    const inputs = [input, ...(values.receipt === undefined ? [] : [inputFile(io.cwd, values.receipt)])];
    await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs });
    const study = await readVerifiedStudy(file, io.cwd);
    const receiptSha256 =
      values.receipt === undefined
        ? undefined
        : sha256Hex(await readInputFile(resolve(io.cwd, values.receipt), values.receipt));
    const doc = buildEvidenceExport(study.validated.document, {
      studySha256: study.sha256,
      version,
      historical: values.historical ?? false,
      receiptSha256,
      studyFile: file,
    });
    const text = serializeEvidenceExport(doc);
    const check = verifyEvidence(parseJson(text), [{ name: file, bytes: study.bytes }]);
    if (!check.ok) {
      io.stderr(
        `export-evidence: the export does not verify against ${file}:\n${check.problems.join('\n')}\n`,
      );
      return EXIT_MISMATCH;
    }
    await emitCommandOutput(io, values.output, text, {
      force: values.force,
      inputs,
      wrote: `wrote ${doc.metrics.length} metrics to ${values.output} (verified against ${file})`,
    });
    return EXIT_OK;
  });
}
