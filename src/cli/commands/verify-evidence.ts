// `verify-evidence`: checks an evidence-metrics export against the source files it points into.
import { resolve } from 'node:path';
import { readInputFile } from '../../adapters/bundle/bundle-files.js';
import { InputError } from '../../domain/core/errors.js';
import { verifyEvidence, type VerifySourceFile } from '../../domain/report/evidence-verify.js';
import type { JsonValue } from '../../domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../domain/core/json-reader.js';
import { EXIT_MISMATCH, EXIT_OK, EXIT_USAGE } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';

export const VERIFY_EVIDENCE_USAGE = `Usage: paretopilot-capacity verify-evidence <evidence.json> --source <file>... [options]

Checks every metric of an evidence-metrics export: its source file's SHA-256, that its JSON pointer
resolves, that value equals the pointed value under the unit's declared rounding, that raw_values
reproduce the value under the declared estimator, and that samples equals the raw_values count.

Options:
  --source <file>...  Source documents the metrics point into (repeatable; several may follow one flag).
  -h, --help          Show this help.

Exit codes: 0 every metric verified, 1 at least one mismatch (each printed with its metric id),
2 bad usage or unreadable input.
`;

/** `--source a b --source c` → [a, b, c]: values may follow one flag until the next option. */
function expandSourceLists(argv: string[]): string[] {
  const out: string[] = [];
  let inSources = false;
  for (const arg of argv) {
    if (arg === '--source') {
      inSources = true;
      continue;
    }
    if (arg.startsWith('-')) inSources = false;
    if (inSources) out.push('--source', arg);
    else out.push(arg);
  }
  return out;
}

export async function verifyEvidenceCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('verify-evidence', io, () => verifyEvidenceBody(argv, io));
}

async function verifyEvidenceBody(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(expandSourceLists(argv), {
    source: { type: 'string', multiple: true },
  });
  if (values.help) {
    io.stdout(VERIFY_EVIDENCE_USAGE);
    return EXIT_OK;
  }
  const sources = values.source ?? [];
  if (positionals.length !== 1 || sources.length === 0)
    throw new UsageError('expected one evidence file and at least one --source <file>');
  const read = async (path: string, what: string): Promise<Uint8Array | null> => {
    try {
      return await readInputFile(resolve(io.cwd, path), path);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      io.stderr(`verify-evidence: cannot read ${what} ${e.message}\n`);
      return null;
    }
  };
  const evidenceBytes = await read(positionals[0], 'evidence');
  if (evidenceBytes === null) return EXIT_USAGE;
  let evidence: JsonValue;
  try {
    evidence = parseJson(decodeUtf8Strict(evidenceBytes));
  } catch (e) {
    io.stderr(`verify-evidence: ${positionals[0]}: not a valid JSON document: ${(e as Error).message}\n`);
    return EXIT_USAGE;
  }
  const files: VerifySourceFile[] = [];
  for (const path of sources) {
    const bytes = await read(path, 'source');
    if (bytes === null) return EXIT_USAGE;
    files.push({ name: path, bytes });
  }
  const result = verifyEvidence(evidence, files);
  if (!result.ok) {
    io.stderr(
      `verify-evidence: ${result.problems.length} problem(s) in ${positionals[0]}:\n${result.problems.join('\n')}\n`,
    );
    return EXIT_MISMATCH;
  }
  io.stdout(
    `verified ${result.metricsChecked} metrics in ${positionals[0]} against ${files.length} source file(s)\n`,
  );
  return EXIT_OK;
}
