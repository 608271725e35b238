// `export-evidence`: reads a capacity study, writes its evidence-metrics export, and re-verifies the
// written document against the study bytes before reporting success.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEvidenceExport, serializeEvidenceExport } from '../../domain/evidence-export.js';
import { verifyEvidence } from '../../domain/evidence-verify.js';
import { sha256Hex } from '../../domain/hashing.js';
import { decodeUtf8Strict, parseJson, type JsonValue } from '../../domain/json.js';
import { UsageError, type CommandIo } from '../io.js';

export type { CommandIo };

export const EXPORT_EVIDENCE_USAGE = `Usage: paretopilot-capacity export-evidence <capacity-study.json> --output <evidence.json> [options]

Writes the evidence-metrics export (schema_version 1) of a capacity study: per candidate, the
selected point's generation rate, observed-p95 TTFT and E2E, peak RSS, quality cases passed and
generation gain vs P1/C1, each with a JSON pointer into the study and the study's SHA-256.

Options:
  --output <file>         Where to write the export (required).
  --tool-version <label>  Release label recorded as "version" (default: this tool's version).
  --historical            Mark the export as restating an archived run, not a fresh measurement.
  --receipt <file>        Also list this receipt's SHA-256 as an evidence source.
  -h, --help              Show this help.

Exit codes: 0 written and verified, 1 the written export failed its own verification, 2 bad usage or input.
`;

async function readInput(path: string, what: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (e) {
    throw new UsageError(
      `cannot read ${what} ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}

export { UsageError };

function parseJsonFile(bytes: Uint8Array, path: string): JsonValue {
  try {
    return parseJson(decodeUtf8Strict(bytes));
  } catch (e) {
    throw new UsageError(`${path}: not a valid JSON document: ${(e as Error).message}`);
  }
}

export async function exportEvidenceCommand(argv: string[], io: CommandIo): Promise<number> {
  let values: {
    output?: string;
    'tool-version'?: string;
    historical?: boolean;
    receipt?: string;
    help?: boolean;
  };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        output: { type: 'string' },
        'tool-version': { type: 'string' },
        historical: { type: 'boolean' },
        receipt: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    io.stderr(`export-evidence: ${(e as Error).message}\n\n${EXPORT_EVIDENCE_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stdout(EXPORT_EVIDENCE_USAGE);
    return 0;
  }
  if (positionals.length !== 1 || values.output === undefined || values.output === '') {
    io.stderr(`export-evidence: expected one study file and --output <file>\n\n${EXPORT_EVIDENCE_USAGE}`);
    return 2;
  }
  const version = values['tool-version'] ?? io.toolVersion;
  if (version === undefined || version.trim() === '') {
    io.stderr('export-evidence: the tool version is unknown; pass --tool-version <label>\n');
    return 2;
  }
  const studyPath = resolve(io.cwd, positionals[0]);
  const outputPath = resolve(io.cwd, values.output);
  if (outputPath === studyPath) {
    io.stderr('export-evidence: --output must not be the study file itself\n');
    return 2;
  }
  try {
    const bytes = await readInput(studyPath, 'study');
    const study = parseJsonFile(bytes, positionals[0]);
    const receiptSha256 =
      values.receipt === undefined
        ? undefined
        : sha256Hex(await readInput(resolve(io.cwd, values.receipt), 'receipt'));
    const doc = buildEvidenceExport(study, {
      studySha256: sha256Hex(bytes),
      version,
      historical: values.historical ?? false,
      receiptSha256,
      studyFile: positionals[0],
    });
    const text = serializeEvidenceExport(doc);
    const check = verifyEvidence(parseJson(text), [{ name: positionals[0], bytes }]);
    if (!check.ok) {
      io.stderr(
        `export-evidence: the export does not verify against ${positionals[0]}:\n${check.problems.join('\n')}\n`,
      );
      return 1;
    }
    await writeFile(outputPath, text);
    io.stdout(
      `wrote ${doc.metrics.length} metrics to ${values.output} (verified against ${positionals[0]})\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof Error && (e.name === 'UsageError' || e.name === 'InputError')) {
      io.stderr(`export-evidence: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
