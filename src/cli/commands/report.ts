// `report`: renders the self-contained HTML report (or the Mermaid charts) of a capacity study.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderHtmlReport } from '../../domain/html-report.js';
import { decodeUtf8Strict, parseJson, type JsonValue } from '../../domain/json.js';
import { renderMermaidCharts } from '../../domain/mermaid.js';
import type { CommandIo } from './export-evidence.js';

export const REPORT_USAGE = `Usage: paretopilot-capacity report <capacity-study.json> --output <file> [options]

Renders capacity-report.html: one self-contained file (inline CSS and SVG, no network) with the
envelope heat-map per candidate, selected points, gate results, every request's TTFT/E2E, the
quality guard and provenance.

Options:
  --output <file>          Where to write the report (required).
  --format html|mermaid    html (default) or the Markdown/Mermaid charts used in job summaries.
  --tool-version <label>   Version shown in the provenance table (default: this tool's version).
  -h, --help               Show this help.

Exit codes: 0 written, 2 bad usage or input.
`;

export async function reportCommand(argv: string[], io: CommandIo): Promise<number> {
  let values: { output?: string; format?: string; 'tool-version'?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        output: { type: 'string' },
        format: { type: 'string' },
        'tool-version': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    io.stderr(`report: ${(e as Error).message}\n\n${REPORT_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stdout(REPORT_USAGE);
    return 0;
  }
  const format = values.format ?? 'html';
  if (format !== 'html' && format !== 'mermaid') {
    io.stderr(`report: --format must be html or mermaid, got ${JSON.stringify(format)}\n`);
    return 2;
  }
  if (positionals.length !== 1 || values.output === undefined || values.output === '') {
    io.stderr(`report: expected one study file and --output <file>\n\n${REPORT_USAGE}`);
    return 2;
  }
  const toolVersion = values['tool-version'] ?? io.toolVersion ?? 'unknown';
  if (resolve(io.cwd, values.output) === resolve(io.cwd, positionals[0])) {
    io.stderr('report: --output must not be the study file itself\n');
    return 2;
  }
  let study: JsonValue;
  try {
    study = parseJson(decodeUtf8Strict(await readFile(resolve(io.cwd, positionals[0]))));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.stderr(`report: cannot read study ${positionals[0]}: ${code ?? (e as Error).message}\n`);
    return 2;
  }
  let text: string;
  try {
    text =
      format === 'html'
        ? renderHtmlReport(study, { toolVersion, studyFile: positionals[0] })
        : renderMermaidCharts(study);
  } catch (e) {
    if (e instanceof Error && e.name === 'InputError') {
      io.stderr(`report: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  await writeFile(resolve(io.cwd, values.output), text);
  io.stdout(`wrote ${format === 'html' ? 'HTML report' : 'Mermaid charts'} to ${values.output}\n`);
  return 0;
}
