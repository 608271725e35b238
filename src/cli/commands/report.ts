// `report`: renders the self-contained HTML report (or the Mermaid charts) of a capacity study.
import { renderHtmlReport } from '../../domain/report/html-report.js';
import { renderMermaidCharts } from '../../domain/report/mermaid.js';
import { openLoopOf } from '../../domain/study/study-model.js';
import { EXIT_OK } from '../exit-codes.js';
import { parseCommandArgs, runCommand, type CommandIo } from '../io.js';
import { UsageError } from '../errors.js';
import { checkCommandOutput, emitCommandOutput, studyArgument } from '../output.js';
import { readVerifiedStudy } from '../../orchestrators/study-io.js';

export const REPORT_USAGE = `Usage: paretopilot-capacity report <capacity-study.json | bundle-dir> -o|--output <file | -> [options]

Validates the study (a file, or the capacity-study.json of a bundle folder) by re-deriving every cell, gate and selection from its embedded sources (as
receipt does), then renders capacity-report.html: one self-contained file (inline CSS and SVG, no
network) with the envelope heat-map per candidate, selected points, gate results, every request's
TTFT/E2E, the quality guard and provenance.

Options:
  -o, --output <file>      Where to write the report (required; its directory must exist; - for stdout).
  --force                  Replace an existing output file.
  --format html|mermaid    html (default) or the Markdown/Mermaid charts used in job summaries.
  --tool-version <label>   Version shown in the provenance table (default: this tool's version).
  -h, --help               Show this help.

Exit codes: 0 written, 1 the study does not re-derive to its stored values, 2 bad usage or input.
`;

export async function reportCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand('report', io, async () => {
    const { values, positionals } = parseCommandArgs(argv, {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      format: { type: 'string' },
      'tool-version': { type: 'string' },
    });
    if (values.help) {
      io.stdout(REPORT_USAGE);
      return EXIT_OK;
    }
    const format = values.format ?? 'html';
    if (format !== 'html' && format !== 'mermaid')
      throw new UsageError(`--format must be html or mermaid, got ${JSON.stringify(format)}`);
    if (positionals.length !== 1 || values.output === undefined || values.output === '')
      throw new UsageError('expected one study file and --output <file>');
    const toolVersion = values['tool-version'] ?? io.toolVersion ?? 'unknown';
    const { file, input } = await studyArgument(io.cwd, positionals[0]);
    const inputs = [input];
    await checkCommandOutput(io.cwd, values.output, { force: values.force, inputs });
    const study = await readVerifiedStudy(file, io.cwd);
    const text =
      format === 'html'
        ? renderHtmlReport(study.validated.document, {
            toolVersion,
            studyFile: file,
            decision: study.validated.plain.decision,
            openLoop: openLoopOf(study.validated.plain),
          })
        : renderMermaidCharts(study.validated.document);
    await emitCommandOutput(io, values.output, text, {
      force: values.force,
      inputs,
      wrote: `wrote ${format === 'html' ? 'HTML report' : 'Mermaid charts'} to ${values.output}`,
    });
    return EXIT_OK;
  });
}
