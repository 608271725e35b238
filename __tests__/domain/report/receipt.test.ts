import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { toPlain } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  human,
  numberWord,
  pct1,
  renderReceipt,
  sf1,
  shortDecimal,
  type ReceiptOptions,
} from '../../../src/domain/report/receipt.js';
import { esc } from '../../../src/domain/report/markdown-escape.js';
import type { StudyDocument } from '../../../src/domain/study/study-model.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const SEED = SEED_BUNDLE_DIR;
const GOLDEN = readFileSync(join(SEED, 'capacity-receipt.md'), 'utf8');
const STUDY_TEXT = readFileSync(join(SEED, 'capacity-study.json'), 'utf8');
const PARSED = toPlain(parseJson(STUDY_TEXT)) as unknown as StudyDocument;

const OPTIONS: ReceiptOptions = {
  toolName: 'paretopilot-capacity',
  toolVersion: '1.2.3',
  toolRepository: 'paretopilot/capacity',
};

/** A fresh, mutable copy of the seed study. */
function seed(): StudyDocument {
  return structuredClone(PARSED);
}

function render(study: StudyDocument): string {
  return renderReceipt(study, OPTIONS);
}

/** Removes the reproduce section (ours, deliberately different from the reference's). */
function withoutReproduce(text: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf('## Reproduce and compare');
  const end = lines.indexOf('## Boundary');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n');
}

function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  expect(start).toBeGreaterThanOrEqual(0);
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end < 0) end = lines.length;
  return lines.slice(start, end).join('\n');
}

function cellsOf(study: StudyDocument, candidateId: string) {
  return study.cells.filter((cell) => cell.candidate_id === candidateId);
}

describe('seed golden', () => {
  test('the golden file is the recorded one', () => {
    expect(createHash('sha256').update(GOLDEN).digest('hex')).toBe(
      '3d668c0e9ef497c5d9b2ecf0003150ea39f9f3b30080cce932fab8b44bfaa295',
    );
  });

  test('output equals the golden receipt byte for byte outside the reproduce section', () => {
    const out = render(seed());
    expect(withoutReproduce(out)).toBe(withoutReproduce(GOLDEN));
    expect(out.endsWith('\n**Canonical outputs modified: No**\n')).toBe(true);
  });

  test('rendering does not mutate the study', () => {
    const study = seed();
    render(study);
    expect(study).toEqual(PARSED);
  });

  test('the explicit assemble flags list every input in the reference run and quality order', () => {
    const out = render(seed());
    const ours = out.split('\n');
    const reference = GOLDEN.split('\n');
    const flagLines = (lines: string[]): string[] => {
      const from = lines.indexOf('  --plan capacity-plan.json \\');
      const to = lines.indexOf('  --output capacity-study.reproduced.json');
      expect(from).toBeGreaterThan(0);
      expect(to).toBeGreaterThan(from);
      return lines.slice(from, to + 1);
    };
    expect(flagLines(ours)).toEqual(flagLines(reference));
    expect(flagLines(ours)).toHaveLength(4 + 36 + 6);
    expect(ours[ours.indexOf('  --plan capacity-plan.json \\') - 1]).toBe('paretopilot-capacity assemble \\');
  });

  test('the reproduce section gives this tool’s commands', () => {
    const block = section(render(seed()), '## Reproduce and compare');
    const expected = [
      '```bash',
      'sha256sum --check SHA256SUMS',
      'npm install --global "github:paretopilot/capacity#v1.2.3"',
      'paretopilot-capacity assemble . --output capacity-study.reproduced.json',
      'paretopilot-capacity receipt capacity-study.reproduced.json --output capacity-receipt.reproduced.md',
      'cmp --silent capacity-study.json capacity-study.reproduced.json',
      'cmp --silent capacity-receipt.md capacity-receipt.reproduced.md',
      '```',
      '',
      '```bash',
      '# or, naming every input explicitly:',
      'paretopilot-capacity assemble \\',
    ].join('\n');
    expect(block).toContain(expected);
    expect(block).toContain('<details>\n<summary>Show exact commands</summary>\n\n```bash\n');
    expect(block.trimEnd().endsWith('```\n\n</details>')).toBe(true);
    expect(block).not.toContain('pip install');
  });

  test('a tool identity recorded in the study wins over the options', () => {
    const study = seed();
    study.provenance.tool = { name: 'paretopilot-capacity', version: '0.9.0', repository: 'someone/fork' };
    const out = render(study);
    expect(out).toContain('npm install --global "github:someone/fork#v0.9.0"\n');
    expect(out).not.toContain('1.2.3');
  });

  test('unsafe tool identity text is single-quoted for the shell', () => {
    const study = seed();
    study.provenance.tool = { name: 'x', version: '1"; rm -rf ~; "', repository: 'a/b' };
    expect(render(study)).toContain(`npm install --global 'github:a/b#v1"; rm -rf ~; "'\n`);
  });
});

describe('selected operating points', () => {
  test('a candidate without an eligible cell', () => {
    const study = seed();
    study.selections[1].selected_cell = null;
    study.selections[1].comparison_to_reference_percent = null;
    const out = render(study);
    expect(out).toContain(
      '| Q4 with KleidiAI and 512-token micro-batch | Measured resource alternative | No eligible point | Not applicable | Not applicable |\n',
    );
    const q4 = section(out, '## Capacity envelope — Q4 with KleidiAI and 512-token micro-batch');
    expect(q4).toContain(
      '\n**Envelope result:** no observed point cleared every predeclared gate.\n\n### Rejected points\n',
    );
    expect(q4).not.toContain('| Gate | Observed | Result |');
    // The other candidate keeps its gate table.
    expect(section(out, '## Capacity envelope — Q8 generic reference')).toContain(
      '| Gate | Observed | Result |',
    );
  });

  test('negative, zero and negative-zero comparisons', () => {
    const study = seed();
    const cmp = (x: number): string => {
      study.selections[0].comparison_to_reference_percent = { generated_tokens_per_second_median: x };
      const row = render(study)
        .split('\n')
        .find((line) => line.startsWith('| Q8 generic reference | Canonical latency choice |'));
      return row!.split(' | ')[4].replace(/ \|$/, '');
    };
    expect(cmp(-3.4)).toBe('-3.4%');
    expect(cmp(0)).toBe('+0.0%');
    expect(cmp(-0)).toBe('-0.0%');
    expect(cmp(-0.04)).toBe('-0.0%');
    expect(cmp(0.25)).toBe('+0.2%');
    expect(cmp(141.98698298030794)).toBe('+142.0%');
  });

  test('selection tolerance text follows the plan', () => {
    const study = seed();
    study.plan.selection.objective_tolerance_percent = 0.5;
    expect(render(study)).toContain('Points within the 0.5% objective tolerance use');
    study.plan.selection.objective_tolerance_percent = 2;
    expect(render(study)).toContain('Points within the 2% objective tolerance use');
  });
});

describe('capacity envelope', () => {
  test('all cells passing gives no rejected points', () => {
    const study = seed();
    for (const cell of cellsOf(study, 'q8-generic')) {
      cell.summary.capacity_gate_met = true;
      cell.summary.failure_reasons = [];
    }
    const q8 = section(render(study), '## Capacity envelope — Q8 generic reference');
    expect(q8).toContain('### Rejected points\n\nNo point was rejected.\n');
    expect(q8).not.toContain('| Point | Exact gate failures |');
    expect(q8).not.toContain('FAIL');
  });

  test('failure reasons: qualified, unqualified and unknown codes', () => {
    const study = seed();
    const cell = cellsOf(study, 'q8-generic').find(
      (c) => c.server_parallel === 2 && c.client_concurrency === 1,
    )!;
    cell.summary.capacity_gate_met = false;
    cell.summary.failure_reasons = [
      'server_peak_rss_above_maximum',
      'quality_gate_failed',
      'reverse:completion_rate_below_minimum',
      'forward:no_completed_request_e2e',
      'some_NEW_code',
      'forward:unknown_reason',
      'odd|code`x\\',
    ];
    const q8 = section(render(study), '## Capacity envelope — Q8 generic reference');
    expect(q8).toContain(
      '| P2 / C1 | Peak memory exceeded the service budget (`server_peak_rss_above_maximum`)' +
        '<br>The task-specific quality guard failed (`quality_gate_failed`)' +
        '<br>Reverse pass: completion rate was below the minimum (`reverse:completion_rate_below_minimum`)' +
        '<br>Forward pass: no completed request produced E2E evidence (`forward:no_completed_request_e2e`)' +
        '<br>Some new code (`some_NEW_code`)' +
        '<br>Forward:unknown reason (`forward:unknown_reason`)' +
        '<br>Odd|code`x\\ (`odd\\|code\\`x\\\\`) |',
    );
    // Failing rows keep study.cells order: P1/C2, P1/C4, then the new P2/C1, then P2/C4.
    const points = q8
      .split('\n')
      .filter((line) => /^\| P\d \/ C\d \| /.test(line))
      .map((line) => line.slice(2, 9));
    expect(points).toEqual(['P1 / C2', 'P1 / C4', 'P2 / C1', 'P2 / C4']);
  });

  test('the grid shows failing cells and unmeasured latencies', () => {
    const study = seed();
    const cell = cellsOf(study, 'q8-generic').find(
      (c) => c.server_parallel === 4 && c.client_concurrency === 2,
    )!;
    cell.summary.capacity_gate_met = false;
    cell.summary.ttft_ms_p95_median = null;
    cell.summary.e2e_latency_ms_p95_median = null;
    cell.summary.failure_reasons = [
      'one_or_more_passes_failed_load_slo',
      'forward:no_completed_request_ttft',
    ];
    const out = render(study);
    expect(out).toContain(
      '| **FAIL · 37.09 tok/s**<br>E2E p95 not measured<br>TTFT p95 not measured | **PASS · 84.94 tok/s**',
    );
    expect(out).toContain('Forward pass: no completed request produced TTFT evidence');
  });

  test('exact binary ties round half to even (Python), not away from zero', () => {
    const study = seed();
    const selected = cellsOf(study, 'q8-generic').find(
      (c) => c.server_parallel === 4 && c.client_concurrency === 4,
    )!;
    selected.summary.server_peak_rss_mib_max = 3448.25;
    selected.summary.completion_rate_min = 1;
    selected.summary.throughput_relative_spread_percent = 0.75;
    selected.summary.generated_tokens_per_second_median = 84.125;
    const q8 = section(render(study), '## Capacity envelope — Q8 generic reference');
    expect(q8).toContain('| Peak server RSS | 3448.2 MiB / 4096.0 MiB | PASS |');
    expect(q8).toContain('| Generation-rate spread | 0.8% / 15.0% | PASS |');
    expect(q8).toContain('**PASS · 84.12 tok/s**');
  });

  test('gate comparisons are computed, not assumed', () => {
    const study = seed();
    const selected = cellsOf(study, 'q8-generic').find(
      (c) => c.server_parallel === 4 && c.client_concurrency === 4,
    )!;
    selected.summary.server_peak_rss_mib_max = 5000;
    selected.summary.completion_rate_min = 0.875;
    selected.summary.e2e_relative_spread_percent = null;
    const q8 = section(render(study), '## Capacity envelope — Q8 generic reference');
    expect(q8).toContain('| Peak server RSS | 5000.0 MiB / 4096.0 MiB | FAIL |');
    expect(q8).toContain('| Completion rate, worst pass | 87.5% | FAIL |');
    expect(q8).toContain('| Observed-p95 E2E spread | not measured / 20.0% | FAIL |');
  });

  test('two client levels change the grid header and the methodology', () => {
    const study = seed();
    study.plan.client_concurrency_levels = [1, 2];
    for (const pass of study.plan.passes) {
      pass.client_concurrency_order = pass.client_concurrency_order.filter((c) => c !== 4);
    }
    study.cells = study.cells.filter((cell) => cell.client_concurrency !== 4);
    const out = render(study);
    expect(out).toContain(
      '\n| Server slots | C1 | C2 |\n| ---: | --- | --- |\n| P1 | **PASS · 35.10 tok/s**<br>E2E p95 1883.3 ms<br>TTFT p95 224.8 ms | **FAIL · 35.26 tok/s**<br>E2E p95 3678.4 ms<br>TTFT p95 2048.6 ms |\n',
    );
    expect(out).not.toContain('| C4 |');
    expect(out).toContain('- Simultaneous clients: `1, 2`.\n');
    expect(out).toContain('peak RSS for each load-only 1/2-client sweep.');
    expect(out).toContain('`forward` (q8-generic → q4-kleidiai-tuned; P1 → P2 → P4; C1 → C2)');
  });

  test('labels are Markdown-escaped in every table and heading', () => {
    const study = seed();
    study.plan.candidates[0].label = 'Q8 | `fast` \\ path';
    study.plan.scope = 'a|b';
    const out = render(study);
    const escaped = 'Q8 \\| \\`fast\\` \\\\ path';
    expect(out).toContain(`| ${escaped} | Canonical latency choice | P4 / C4 |`);
    expect(out).toContain(`## Capacity envelope — ${escaped}\n`);
    expect(out).toContain(`| ${escaped} | 1 | 21/24 | 100.0% | Matched | PASS |`);
    expect(out).toContain('**Scope:** a\\|b\n');
  });
});

describe('quality guard, methodology, provenance', () => {
  test('null retention, changed outcomes and a failing check', () => {
    const study = seed();
    study.quality_checks[3].retention_vs_reference = null;
    study.quality_checks[4].outcomes_match_candidate_reference = false;
    study.quality_checks[4].gate_met = false;
    study.quality_checks[5].retention_vs_reference = 0.9523809523809524;
    const guard = section(render(study), '## Quality guard').split('\n');
    expect(guard).toContain(
      '| Q4 with KleidiAI and 512-token micro-batch | 1 | 20/24 | Not applicable | Matched | PASS |',
    );
    expect(guard).toContain(
      '| Q4 with KleidiAI and 512-token micro-batch | 2 | 20/24 | 95.2% | Changed | FAIL |',
    );
  });

  test('methodology numbers come from the study', () => {
    const study = seed();
    study.load_contract.methodology.output_tokens = 128;
    study.load_contract.methodology.warmup_requests_per_level = 1;
    study.load_contract.methodology.measured_requests_per_level = 24;
    study.quality_checks = study.quality_checks.slice(0, 1);
    study.quality_checks[0].total = 10;
    const out = render(study);
    expect(out).toContain(
      '- Every load artifact uses the checksummed fixed prompt plan, 128 output tokens, prompt caching disabled, one warmup, and 24 measured requests at each client level.\n',
    );
    expect(out).toContain(
      '- One additional fresh server runs the sequential 10-case deployment guard after the performance matrix',
    );
  });

  test('one candidate only', () => {
    const study = seed();
    study.plan.candidates = study.plan.candidates.slice(0, 1);
    study.plan.passes = [
      {
        id: 'up',
        candidate_order: ['q8-generic'],
        server_parallel_order: [1, 2, 4],
        client_concurrency_order: [1, 2, 4],
      },
      {
        id: 'down',
        candidate_order: ['q8-generic'],
        server_parallel_order: [4, 2, 1],
        client_concurrency_order: [4, 2, 1],
      },
    ];
    study.cells = cellsOf(study, 'q8-generic');
    study.selections = study.selections.slice(0, 1);
    study.quality_checks = study.quality_checks.slice(0, 3);
    for (const key of ['load_artifacts', 'rss_artifacts', 'server_logs', 'quality_artifacts'] as const) {
      const map = study.input_fingerprints[key];
      for (const label of Object.keys(map)) if (label.includes('q4-')) delete map[label];
    }
    const out = render(study);
    expect(out.match(/^## Capacity envelope/gm)).toHaveLength(1);
    expect(out).not.toContain('Q4 with KleidiAI');
    expect(out).toContain('- Three additional fresh servers run the sequential 24-case deployment guard');
    expect(out).toContain('| Capacity source artifacts | `21` files |');
    expect(out).toContain(
      '- Two mirrored forward/reverse passes: `up` (q8-generic; P1 → P2 → P4; C1 → C2 → C4); `down` (q8-generic; P4 → P2 → P1; C4 → C2 → C1).\n',
    );
    const flags = out.split('\n').filter((line) => /^ {2}--(load|quality) /.test(line));
    expect(flags.map((line) => line.split(' ')[3].split('=')[0])).toEqual([
      'up/q8-generic/p1',
      'up/q8-generic/p2',
      'up/q8-generic/p4',
      'down/q8-generic/p4',
      'down/q8-generic/p2',
      'down/q8-generic/p1',
      'q8-generic/p1',
      'q8-generic/p2',
      'q8-generic/p4',
    ]);
  });
});

describe('formatting helpers', () => {
  test.each([
    ['one_or_more_passes_failed_load_slo', 'At least one pass missed the load SLO'],
    ['e2e_relative_spread_above_maximum', 'Observed-p95 end-to-end latency varied too much between passes'],
    ['forward:ttft_ms_p95_above_maximum', 'Forward pass: observed-p95 TTFT exceeded the limit'],
    ['REVERSE:e2e_latency_ms_p95_above_maximum', 'Reverse pass: observed-p95 E2E exceeded the limit'],
    ['warm:up:no_completed_request_ttft', 'Warm:up:no completed request ttft'],
    ['forward:quality_gate_failed', 'Forward:quality gate failed'],
    ['some_new_code', 'Some new code'],
    ['toString', 'Tostring'],
    ['', ''],
  ])('human(%p) = %p', (code, sentence) => {
    expect(human(code)).toBe(sentence);
  });

  test('esc escapes backslash first, then bar and backtick', () => {
    expect(esc('a\\|b`')).toBe('a\\\\\\|b\\`');
    expect(esc('*_<b>')).toBe('*_<b>');
  });

  test('sf1 and pct1', () => {
    expect(sf1(176.27396303819415)).toBe('+176.3');
    expect(sf1(-0)).toBe('-0.0');
    expect(sf1(-0.25)).toBe('-0.2');
    expect(pct1(0.9523809523809524)).toBe('95.2%');
    expect(pct1(0.00125)).toBe('0.1%');
  });

  test('number words and decimals', () => {
    expect([1, 4, 8, 20, 21, 0].map(numberWord)).toEqual(['one', 'four', 'eight', 'twenty', '21', '0']);
    expect([1, 0.5, 12.25, 1e-7].map(shortDecimal)).toEqual(['1', '0.5', '12.25', '0.0000001']);
  });
});
