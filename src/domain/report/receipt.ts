// Markdown receipt of one validated capacity study (capacity-receipt.md). Pure: the study in, text out.
// cohesive: the published receipt section by section (spec capacity-receipt.md), one renderer each.
import { clientTimingNotice } from './receipt-client-timing.js';
import { emulationNotice } from './receipt-emulation.js';
import { decisionSection } from './receipt-decision.js';
import {
  decisionCellOf,
  decisionEnvelopeNote,
  decisionGateColumn,
  decisionGridVerdict,
  ruleWords,
} from './receipt-envelope-decision.js';
import { extensionSections, skippedGridCell, SKIPPED_SENTENCE } from './receipt-extensions.js';
import { isPyWhitespace, pyCapitalize, pyFixed } from '../core/format.js';
import { esc, markdownCode, markdownText } from './markdown-escape.js';
import { roleName, studyWording, wordingFacts, type StudyWording } from '../study/wording.js';
import type {
  DocumentCandidate,
  DocumentCell,
  DocumentPass,
  StudyDocument,
  ToolIdentity,
} from '../study/study-model.js';

export interface ReceiptOptions {
  toolName: string;
  toolVersion: string;
  toolRepository: string;
}

/** The command-line program the reproduce block invokes. */
export const CLI_COMMAND = 'paretopilot-capacity';

// ---------------------------------------------------------------------------------------------
// Formatting helpers (receipt §2)

const f1 = (x: number): string => pyFixed(x, 1);
const f2 = (x: number): string => pyFixed(x, 2);

/** Sign always shown; −0.0 counts as negative, as in Python. */
export function sf1(x: number): string {
  const negative = x < 0 || Object.is(x, -0);
  return (negative ? '-' : '+') + f1(Math.abs(x));
}

/** Multiplies in binary floating point first, then formats. */
export function pct1(x: number): string {
  return f1(x * 100) + '%';
}

function ms(x: number | null | undefined): string {
  return x === null || x === undefined ? 'not measured' : `${f1(x)} ms`;
}

const status = (b: boolean): string => (b ? 'PASS' : 'FAIL');
const yesno = (b: boolean): string => (b ? 'Yes' : 'No');
const point = (p: number, c: number): string => `P${p} / C${c}`;

const UNQUALIFIED_SENTENCES: Record<string, string> = {
  one_or_more_passes_failed_load_slo: 'At least one pass missed the load SLO',
  server_peak_rss_above_maximum: 'Peak memory exceeded the service budget',
  quality_gate_failed: 'The task-specific quality guard failed',
  throughput_relative_spread_above_maximum: 'Generation rate varied too much between passes',
  e2e_relative_spread_above_maximum: 'Observed-p95 end-to-end latency varied too much between passes',
  skipped_by_early_stop: SKIPPED_SENTENCE,
};

const PASS_PHRASES: Record<string, string> = {
  completion_rate_below_minimum: 'completion rate was below the minimum',
  no_completed_request_ttft: 'no completed request produced TTFT evidence',
  ttft_ms_p95_above_maximum: 'observed-p95 TTFT exceeded the limit',
  no_completed_request_e2e: 'no completed request produced E2E evidence',
  e2e_latency_ms_p95_above_maximum: 'observed-p95 E2E exceeded the limit',
};

const own = (table: Record<string, string>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** Failure code → sentence (receipt §4.3), with Python `capitalize()` semantics. */
export function human(code: string): string {
  const sentence = own(UNQUALIFIED_SENTENCES, code);
  if (sentence !== undefined) return sentence;
  const colon = code.indexOf(':');
  if (colon >= 0) {
    const phrase = own(PASS_PHRASES, code.slice(colon + 1));
    if (phrase !== undefined) return `${pyCapitalize(code.slice(0, colon))} pass: ${phrase}`;
  }
  return pyCapitalize(code.replace(/_/g, ' '));
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** `one`..`twenty` as words, anything else as digits. */
export function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 1 && n <= 20 ? NUMBER_WORDS[n] : String(n);
}

function counted(n: number, singular: string, plural: string): string {
  return `${numberWord(n)} ${n === 1 ? singular : plural}`;
}

/** Integral → `1`; otherwise the shortest decimal that round-trips, never exponent notation. */
export function shortDecimal(x: number): string {
  if (Number.isInteger(x)) return String(x);
  const s = String(x);
  return s.includes('e') ? x.toFixed(20).replace(/0+$/, '') : s;
}

// Values reach the command block from the study, so anything outside a conservative set is quoted.
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

function shellArg(s: string): string {
  return SHELL_SAFE.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

function shellQuotedWord(s: string): string {
  return SHELL_SAFE.test(s.replace(/#/g, '')) ? `"${s}"` : `'${s.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// Sections

function findCell(study: StudyDocument, candidateId: string, p: number, c: number): DocumentCell | undefined {
  return study.cells.find(
    (cell) =>
      cell.candidate_id === candidateId && cell.server_parallel === p && cell.client_concurrency === c,
  );
}

const ascending = (levels: readonly number[]): number[] => [...levels].sort((a, b) => a - b);

/** The context sentences of this study (plan wording, else derived from the study's facts). */
export function receiptWording(study: StudyDocument): StudyWording {
  return studyWording(wordingFacts(study.plan, study.provenance));
}

function header(study: StudyDocument, wording: StudyWording): string[] {
  const lines = [
    `# ${markdownText(wording.title)}`,
    '',
    `> **${markdownText(wording.banner)}**`,
    '',
    ...decisionSection(study),
    markdownText(wording.question),
    '',
    `**Scope:** ${markdownText(study.plan.scope)}`,
    '',
    '`P` = llama-server slots · `C` = simultaneous clients · `TTFT` = time to first token · `E2E` = end-to-end latency · `RSS` = peak resident memory · `SLO` = the predeclared service-level limit.',
    '',
    `**Decision boundary:** ${markdownText(wording.decisionBoundary)}`,
    '',
    '## Selected operating points',
    '',
    '| Candidate | Role | Selected point | Median generation rate | Generation rate vs P1/C1 |',
    '| --- | --- | --- | ---: | ---: |',
  ];
  for (const selection of study.selections) {
    const candidate = study.plan.candidates.find((c) => c.id === selection.candidate_id);
    const label = markdownText(candidate ? candidate.label : selection.candidate_id);
    const roleText = candidate ? markdownText(roleName(candidate.role, wording.roles)) : 'Not applicable';
    const selected = selection.selected_cell;
    if (selected === null || selected === undefined) {
      lines.push(`| ${label} | ${roleText} | No eligible point | Not applicable | Not applicable |`);
      continue;
    }
    const comparison = selection.comparison_to_reference_percent;
    const change = comparison ? `${sf1(comparison.generated_tokens_per_second_median)}%` : 'Not applicable';
    lines.push(
      `| ${label} | ${roleText} | ${point(selected.server_parallel, selected.client_concurrency)} | ` +
        `${f2(selected.generated_tokens_per_second_median)} tok/s | ${change} |`,
    );
  }
  const tolerance = shortDecimal(study.plan.selection.objective_tolerance_percent);
  lines.push(
    '',
    `Selection maximizes the median generated-token rate only among cells where both counterbalanced passes meet the load SLO and stability limits, the quality gate passes, and peak server RSS stays within the predeclared limit. Points within the ${tolerance}% objective tolerance use lower observed-p95 E2E, lower observed-p95 TTFT, lower RSS, fewer server slots, then fewer clients.`,
  );
  return lines;
}

function gridCell(study: StudyDocument, cell: DocumentCell | undefined): string {
  if (cell === undefined) return 'Not measured';
  if (cell.status === 'SKIPPED') return skippedGridCell(cell);
  const s = cell.summary;
  const decided = decisionCellOf(study, cell);
  const { verdict, note } =
    decided === undefined
      ? { verdict: status(s.capacity_gate_met), note: '' }
      : decisionGridVerdict(decided, cell, human);
  return (
    `**${verdict} · ${f2(s.generated_tokens_per_second_median)} tok/s**` +
    `<br>E2E p95 ${ms(s.e2e_latency_ms_p95_median)}<br>TTFT p95 ${ms(s.ttft_ms_p95_median)}${note}`
  );
}

function envelope(study: StudyDocument, candidate: DocumentCandidate): string[] {
  const { plan } = study;
  const clientLevels = ascending(plan.client_concurrency_levels);
  const lines = [
    '',
    `## Capacity envelope — ${markdownText(candidate.label)}`,
    '',
    `| Server slots |${clientLevels.map((c) => ` C${c} |`).join('')}`,
    `| ---: |${clientLevels.map(() => ' --- |').join('')}`,
  ];
  for (const p of ascending(plan.server_parallel_levels)) {
    const cells = clientLevels.map((c) => gridCell(study, findCell(study, candidate.id, p, c)));
    lines.push(`| P${p} | ${cells.join(' | ')} |`);
  }

  const selected = study.selections.find((s) => s.candidate_id === candidate.id)?.selected_cell ?? null;
  const selectedCell =
    selected === null
      ? undefined
      : findCell(study, candidate.id, selected.server_parallel, selected.client_concurrency);
  if (selected === null || selectedCell === undefined) {
    lines.push(
      '',
      `**Envelope result${ruleWords(study)}:** no observed point cleared every predeclared gate.`,
    );
  } else {
    const s = selectedCell.summary;
    const gate = plan.capacity_gate;
    const minCompletion = study.load_contract.slo.min_completion_rate;
    const e2eSpread = s.e2e_relative_spread_percent;
    const e2eSpreadText = e2eSpread === null ? 'not measured' : `${f1(e2eSpread)}%`;
    const rows = [
      `| Both counterbalanced passes meet load SLO | ${yesno(s.every_pass_slo_met)} | ${status(s.every_pass_slo_met)} |`,
      `| Quality floor and retention | ${yesno(s.quality_gate_met)} | ${status(s.quality_gate_met)} |`,
      `| Peak server RSS | ${f1(s.server_peak_rss_mib_max)} MiB / ${f1(gate.max_server_peak_rss_mib)} MiB | ` +
        `${status(s.server_peak_rss_mib_max <= gate.max_server_peak_rss_mib)} |`,
      `| Completion rate, worst pass | ${pct1(s.completion_rate_min)} | ${status(s.completion_rate_min >= minCompletion)} |`,
      `| Generation-rate spread | ${f1(s.throughput_relative_spread_percent)}% / ` +
        `${f1(gate.max_throughput_relative_spread_percent)}% | ` +
        `${status(s.throughput_relative_spread_percent <= gate.max_throughput_relative_spread_percent)} |`,
      `| Observed-p95 E2E spread | ${e2eSpreadText} / ${f1(gate.max_e2e_relative_spread_percent)}% | ` +
        `${status(e2eSpread !== null && e2eSpread <= gate.max_e2e_relative_spread_percent)} |`,
    ];
    const decided =
      study.decision === undefined ? null : decisionGateColumn(decisionCellOf(study, selectedCell));
    lines.push(
      '',
      `**Envelope result${ruleWords(study)}:** ${point(selected.server_parallel, selected.client_concurrency)} is the best observed passing point under the fixed objective.`,
      '',
      decided === null ? '| Gate | Observed | Result |' : '| Gate | Observed | Published rule | Decision |',
      decided === null ? '| --- | ---: | --- |' : '| --- | ---: | --- | --- |',
      ...(decided === null ? rows : rows.map((r, i) => `${r} ${decided[i]} |`)),
    );
  }
  if (study.decision !== undefined) lines.push('', decisionEnvelopeNote(study, candidate.id));

  lines.push('', '### Rejected points', '');
  const failing = study.cells.filter(
    (cell) => cell.candidate_id === candidate.id && !cell.summary.capacity_gate_met,
  );
  if (failing.length === 0) {
    lines.push('No point was rejected.');
  } else {
    lines.push('| Point | Exact gate failures |', '| --- | --- |');
    for (const cell of failing) {
      const reasons = cell.summary.failure_reasons.map((code) => `${human(code)} (\`${esc(code)}\`)`);
      lines.push(`| ${point(cell.server_parallel, cell.client_concurrency)} | ${reasons.join('<br>')} |`);
    }
  }
  return lines;
}

function qualityGuard(study: StudyDocument): string[] {
  const lines = [
    '',
    '## Quality guard',
    '',
    '| Candidate | Server slots | Score | Reference retention | Outcome stability | Result |',
    '| --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const check of study.quality_checks) {
    const candidate = study.plan.candidates.find((c) => c.id === check.candidate_id);
    const label = markdownText(candidate ? candidate.label : check.candidate_id);
    const retention =
      check.retention_vs_reference === null ? 'Not applicable' : pct1(check.retention_vs_reference);
    const stability = check.outcomes_match_candidate_reference ? 'Matched' : 'Changed';
    lines.push(
      `| ${label} | ${check.server_parallel} | ${check.passed}/${check.total} | ${retention} | ${stability} | ${status(check.gate_met)} |`,
    );
  }
  return lines;
}

function passDescription(pass: DocumentPass): string {
  return (
    `\`${pass.id}\` (${pass.candidate_order.join(' → ')}; ` +
    `${pass.server_parallel_order.map((p) => `P${p}`).join(' → ')}; ` +
    `${pass.client_concurrency_order.map((c) => `C${c}`).join(' → ')})`
  );
}

function methodology(study: StudyDocument, wording: StudyWording): string[] {
  const { plan } = study;
  const contract = study.load_contract.methodology;
  const qualityServers = study.quality_checks.length;
  const qualityTotal = qualityServers > 0 ? study.quality_checks[0].total : 0;
  const servers = pyCapitalize(
    counted(qualityServers, 'additional fresh server runs', 'additional fresh servers run'),
  );
  const outputTokens = `${contract.output_tokens} ${contract.output_tokens === 1 ? 'output token' : 'output tokens'}`;
  return [
    '',
    '## Methodology',
    '',
    `- Server slots: \`${plan.server_parallel_levels.join(', ')}\`.`,
    `- Simultaneous clients: \`${plan.client_concurrency_levels.join(', ')}\`.`,
    `- Context is held at \`${plan.per_slot_context_tokens}\` tokens per server slot; total context therefore scales with \`--parallel\`.`,
    `- Two mirrored forward/reverse passes: ${plan.passes.map(passDescription).join('; ')}.`,
    `- Every load artifact uses the checksummed fixed prompt plan, ${outputTokens}, prompt caching disabled, ` +
      `${counted(contract.warmup_requests_per_level, 'warmup', 'warmups')}, and ` +
      `${counted(contract.measured_requests_per_level, 'measured request', 'measured requests')} at each client level.`,
    `- Performance servers are restarted between configurations. GNU \`time -v\` captures peak RSS for each load-only ${plan.client_concurrency_levels.join('/')}-client sweep.`,
    `- ${servers} the sequential ${qualityTotal}-case deployment guard after the performance matrix, one per candidate and slot level.`,
    `- ${markdownText(wording.commandsSentence)} Only \`--parallel\`, formula-bound \`--ctx-size\`, and the local port may differ.`,
    '- KleidiAI-enabled runs require the observed `CPU_KLEIDIAI model buffer` marker; generic runs must not contain it. This is not a microkernel trace.',
  ];
}

function provenance(study: StudyDocument, wording: StudyWording): string[] {
  const { source, runner, runtime, canonical_evidence: canonical } = study.provenance;
  const fp = study.input_fingerprints;
  const artifactCount = [fp.load_artifacts, fp.rss_artifacts, fp.server_logs, fp.quality_artifacts].reduce(
    (sum, map) => sum + Object.keys(map ?? {}).length,
    0,
  );
  return [
    '',
    '## Provenance and fingerprints',
    '',
    '| Field | Value |',
    '| --- | --- |',
    `| Classification | ${markdownCode(study.classification)} |`,
    `| Source repository | ${markdownCode(source.repository)} |`,
    `| Source revision | ${markdownCode(source.revision)} |`,
    `| Workflow run | ${markdownCode(source.run_id)} attempt \`${source.run_attempt}\` |`,
    `| Runner | ${markdownCode(runner.os)} · ${markdownCode(runner.architecture)} · ${markdownCode(runner.cpu)} · \`${runner.cpu_count}\` CPUs |`,
    `| Runtime | ${markdownCode(runtime.name)} at ${markdownCode(runtime.revision)} |`,
    ...(wording.published
      ? [
          `| Frozen canonical run | ${markdownCode(canonical.run_id)} · ${markdownCode(canonical.release_tag)} |`,
        ]
      : []),
    `| Capacity plan SHA-256 | \`${fp.capacity_plan_sha256}\` |`,
    `| Load plan SHA-256 | \`${fp.load_plan_sha256}\` |`,
    `| Capacity manifest SHA-256 | \`${fp.manifest_sha256}\` |`,
    `| Capacity source artifacts | \`${artifactCount}\` files |`,
    ...(wording.published ? ['| Canonical outputs modified | **No** |'] : []),
  ];
}

/** Every labelled assembly input in run order, then quality order (capacity-study.md §4.1). */
function explicitAssemble(study: StudyDocument): string[] {
  const { plan } = study;
  const lines = [
    `${CLI_COMMAND} assemble \\`,
    '  --plan capacity-plan.json \\',
    '  --load-plan load-plan.json \\',
    '  --manifest manifest.json \\',
  ];
  for (const pass of plan.passes) {
    for (const candidateId of pass.candidate_order) {
      for (const p of pass.server_parallel_order) {
        const label = `${pass.id}/${candidateId}/p${p}`;
        const dir = `runs/${label}`;
        lines.push(
          `  --load ${shellArg(`${label}=${dir}/load-evaluation.json`)} \\`,
          `  --rss ${shellArg(`${label}=${dir}/server-time.txt`)} \\`,
          `  --server-log ${shellArg(`${label}=${dir}/server.stderr.log`)} \\`,
        );
      }
    }
  }
  for (const candidate of plan.candidates) {
    for (const p of ascending(plan.server_parallel_levels)) {
      const label = `${candidate.id}/p${p}`;
      lines.push(`  --quality ${shellArg(`${label}=quality/${label}/quality-evidence.json`)} \\`);
    }
  }
  lines.push('  --output capacity-study.reproduced.json');
  return lines;
}

function reproduce(study: StudyDocument, options: ReceiptOptions, wording: StudyWording): string[] {
  const recorded = study.provenance.tool;
  const tool: ToolIdentity = recorded
    ? recorded
    : { name: options.toolName, version: options.toolVersion, repository: options.toolRepository };
  return [
    '',
    '## Reproduce and compare',
    '',
    `Run from ${wording.bundleName}. This first verifies every archived file, installs the exact ${markdownText(tool.name)} release that produced the bundle, and then requires byte-for-byte matches for both derived outputs.`,
    '',
    '<details>',
    '<summary>Show exact commands</summary>',
    '',
    '```bash',
    'sha256sum --check SHA256SUMS',
    `npm install --global ${shellQuotedWord(`github:${tool.repository}#v${tool.version}`)}`,
    `${CLI_COMMAND} assemble . --output capacity-study.reproduced.json`,
    `${CLI_COMMAND} receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md`,
    'cmp --silent capacity-study.json capacity-study.reproduced.json',
    'cmp --silent capacity-receipt.md capacity-receipt.reproduced.md',
    '```',
    '',
    // A second block so that pasting everything never runs `assemble` twice into the same output.
    '```bash',
    '# or, naming every input explicitly:',
    ...explicitAssemble(study),
    '```',
    '',
    '</details>',
  ];
}

function boundary(study: StudyDocument, wording: StudyWording): string[] {
  const lines = ['', '## Boundary', '', markdownText(study.boundary_caveat)];
  return wording.published ? [...lines, '', '**Canonical outputs modified: No**'] : lines;
}

/** Renders `capacity-receipt.md` for a study that has already passed validation. */
export function renderReceipt(study: StudyDocument, options: ReceiptOptions): string {
  const wording = receiptWording(study);
  const lines = [
    ...header(study, wording),
    ...emulationNotice(study),
    ...clientTimingNotice(study),
    ...study.plan.candidates.flatMap((candidate) => envelope(study, candidate)),
    ...extensionSections(study),
    ...qualityGuard(study),
    ...methodology(study, wording),
    ...provenance(study, wording),
    ...reproduce(study, options, wording),
    ...boundary(study, wording),
  ];
  let text = lines.join('\n');
  let end = text.length;
  while (end > 0 && isPyWhitespace(text[end - 1])) end--;
  text = text.slice(0, end);
  return text + '\n';
}
