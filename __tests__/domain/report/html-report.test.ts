import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { escapeHtml, renderHtmlReport } from '../../../src/domain/report/html-report.js';
import { pyFixed } from '../../../src/domain/core/format.js';
import { restrictLevels, SEED_RECEIPT_PATH, seedStudy, type Loose } from '../../kits/seed-study.js';
import { parseHtmlGrid, parseReceiptGrid } from '../../kits/receipt-grid.js';
import { decisionFixture } from '../../kits/decision-fixture.js';

const OPTIONS = { toolVersion: '0.0.0-test' };
const HTML = renderHtmlReport(seedStudy(), OPTIONS);
const RECEIPT = readFileSync(SEED_RECEIPT_PATH, 'utf8');

/** Checks tags inside each inline <svg> nest properly (SVG must be well-formed XML even inside HTML). */
function svgProblems(html: string): string[] {
  const problems: string[] = [];
  for (const svg of html.matchAll(/<svg\b[\s\S]*?<\/svg>/g)) {
    const stack: string[] = [];
    for (const tag of svg[0].matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
      const [, closing, name, selfClosing] = tag;
      if (selfClosing) continue;
      if (!closing) stack.push(name);
      else if (stack.pop() !== name) problems.push(`unbalanced </${name}> in ${svg[0].slice(0, 80)}`);
    }
    if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  }
  return problems;
}

describe('HTML report of the seed study', () => {
  test('shows the receipt numbers in every envelope cell', () => {
    const study = seedStudy() as Loose;
    const labelToId = new Map<string, string>(study.plan.candidates.map((c: Loose) => [c.label, c.id]));
    const receiptCells = parseReceiptGrid(RECEIPT);
    const htmlCells = parseHtmlGrid(HTML);
    expect(receiptCells).toHaveLength(18);
    expect(htmlCells.map((c) => `${c.candidateId} P${c.serverParallel} C${c.clientConcurrency}`)).toEqual(
      receiptCells.map((c) => `${labelToId.get(c.label)} P${c.serverParallel} C${c.clientConcurrency}`),
    );
    receiptCells.forEach((r, i) => {
      const h = htmlCells[i];
      expect([
        h.status,
        h.texts['cell-status'],
        h.texts['cell-rate'],
        h.texts['cell-e2e'],
        h.texts['cell-ttft'],
      ]).toEqual([r.status, r.status, r.rate, r.e2e, r.ttft]);
    });
  });

  test('the selected points, gate summary and quality rows match the receipt', () => {
    const matched = { selected: 0, rss: 0, quality: 0 };
    for (const line of RECEIPT.split('\n')) {
      const selected = /^\| (.+) \| (.+) \| (P\d+ \/ C\d+) \| (.+ tok\/s) \| ([+-].+%) \|$/.exec(line);
      if (selected) {
        matched.selected++;
        expect(HTML).toContain(
          `<tr><td>${escapeHtml(selected[1])}</td><td>${selected[2]}</td><td>${selected[3]}</td><td class="num">${selected[4]}</td><td class="num">${selected[5]}</td></tr>`,
        );
      }
      const rss = /^\| Peak server RSS \| (.+) \| (PASS|FAIL) \|$/.exec(line);
      if (rss) matched.rss++;
      if (rss) expect(HTML).toContain(`<td>Peak server RSS</td><td class="num">${rss[1]}</td>`);
      const quality = /^\| (.+) \| (\d+) \| (\d+\/\d+) \| (.+%) \| (Matched|Changed) \| (PASS|FAIL) \|$/.exec(
        line,
      );
      if (quality) {
        matched.quality++;
        expect(HTML).toContain(
          `<tr><td>${escapeHtml(quality[1])}</td><td class="num">${quality[2]}</td><td class="num">${quality[3]}</td><td class="num">${quality[4]}</td><td>${quality[5]}</td>`,
        );
      }
    }
    expect(matched).toEqual({ selected: 2, rss: 2, quality: 6 });
    expect(HTML.match(/<p class="envelope-result">/g)).toHaveLength(2);
  });

  test('the selected cell is outlined, failing cells list every failure reason', () => {
    const study = seedStudy() as Loose;
    const outlined = [
      ...HTML.matchAll(
        /<g class="cell pass selected" data-candidate="([^"]+)" data-p="(\d+)" data-c="(\d+)"/g,
      ),
    ].map((m) => `${m[1]} P${m[2]} C${m[3]}`);
    expect(outlined).toEqual(
      study.selections.map(
        (s: Loose) =>
          `${s.candidate_id} P${s.selected_cell.server_parallel} C${s.selected_cell.client_concurrency}`,
      ),
    );
    expect(HTML.match(/class="selected-outline"/g)).toHaveLength(2);
    for (const cell of study.cells) {
      for (const code of cell.summary.failure_reasons)
        expect(HTML).toContain(`<code>${escapeHtml(code)}</code>`);
    }
    const failing = study.cells.filter((c: Loose) => !c.summary.capacity_gate_met).length;
    expect(HTML.match(/<g class="cell fail"/g)).toHaveLength(failing);
  });

  test('plots every measured request of every cell and pass, with the stored per-pass p95', () => {
    const study = seedStudy() as Loose;
    let samples = 0;
    for (const run of Object.values(study.source_artifacts.load_evaluations) as Loose[]) {
      for (const row of run.evaluation.rows) samples += row.samples.length;
    }
    expect(HTML.match(/<svg class="strip ttft"/g)).toHaveLength(2);
    expect(HTML.match(/<svg class="strip e2e"/g)).toHaveLength(2);
    expect(HTML.match(/<circle class="sample/g)).toHaveLength(2 * samples);
    expect(HTML.match(/<g class="strip-row"/g)).toHaveLength(2 * 18 * 2);
    for (const cell of study.cells) {
      for (const pm of cell.pass_metrics) {
        expect(HTML).toContain(`p95 ${pyFixed(pm.ttft_ms_p95.value, 1)} ms</text>`);
        expect(HTML).toContain(`p95 ${pyFixed(pm.e2e_latency_ms_p95.value, 1)} ms</text>`);
      }
    }
    // The first sample of the first row, labelled with its own value.
    const first =
      study.source_artifacts.load_evaluations['forward/q8-generic/p1'].evaluation.rows[0].samples[0];
    expect(HTML).toContain(`<title>request 1: ${pyFixed(first.ttft_ms.value, 1)} ms</title>`);
  });

  test('provenance names repository, revision, run, runner, runtime and input fingerprints', () => {
    const p = (seedStudy() as Loose).provenance;
    const fp = (seedStudy() as Loose).input_fingerprints;
    for (const text of [
      p.source.repository,
      p.source.revision,
      p.source.run_id,
      p.runner.cpu,
      p.runtime.revision,
      '0.0.0-test',
    ]) {
      expect(HTML).toContain(`<code>${escapeHtml(String(text))}</code>`);
    }
    for (const sha of [
      fp.capacity_plan_sha256,
      fp.load_plan_sha256,
      fp.manifest_sha256,
      ...Object.values(fp.load_artifacts),
    ]) {
      expect(HTML).toContain(`<code>${sha}</code>`);
    }
    expect(HTML).toContain('<code>42</code> files');
  });

  test('is self-contained: no script, no external reference, a CSP that forbids fetching', () => {
    expect(HTML).not.toMatch(/<script/i);
    expect(HTML).not.toMatch(
      /\s(?:src|href|xlink:href|action|poster|srcset)\s*=\s*["']?\s*(?!data:)[^"'\s>]/i,
    );
    expect(HTML).not.toMatch(/url\(/i);
    expect(HTML).not.toMatch(/@import/i);
    expect(HTML).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(HTML.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(HTML.endsWith('</html>\n')).toBe(true);
  });

  test('inline SVG is well formed', () => {
    expect(svgProblems(HTML)).toEqual([]);
    expect(svgProblems('<svg><g><text>x</g></text></svg>').length).toBeGreaterThan(0);
  });

  test('is deterministic', () => {
    expect(renderHtmlReport(seedStudy(), OPTIONS)).toBe(HTML);
  });
});

describe('HTML report of other studies', () => {
  test('escapes every study text', () => {
    const study = seedStudy() as Loose;
    study.plan.candidates[0].label = `<script>alert("x")</script> & 'Q8'`;
    study.plan.scope = '<img src=x onerror=alert(1)>';
    study.provenance.source.repository = 'a"b<c>';
    const html = renderHtmlReport(study, { toolVersion: '<b>1</b>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>1</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Q8&#39;');
    expect(html).toContain('a&quot;b&lt;c&gt;');
    expect(svgProblems(html)).toEqual([]);
  });

  test('cells are found by search and any number of levels is drawn', () => {
    const shuffled = seedStudy() as Loose;
    shuffled.cells.reverse();
    expect(renderHtmlReport(shuffled, OPTIONS)).toBe(HTML);
    const small = restrictLevels(seedStudy(), [2, 4], [1, 4]);
    const html = renderHtmlReport(small, OPTIONS);
    const cells = parseHtmlGrid(html);
    expect(cells.map((c) => `${c.candidateId} P${c.serverParallel} C${c.clientConcurrency}`)).toEqual([
      'q8-generic P2 C1',
      'q8-generic P2 C4',
      'q8-generic P4 C1',
      'q8-generic P4 C4',
      'q4-kleidiai-tuned P2 C1',
      'q4-kleidiai-tuned P2 C4',
      'q4-kleidiai-tuned P4 C1',
      'q4-kleidiai-tuned P4 C4',
    ]);
    expect(html).not.toContain('>C2</text>');
  });

  test('a candidate without an eligible point has no outline and says so', () => {
    const study = seedStudy() as Loose;
    const sel = study.selections[1];
    sel.selected_cell = null;
    sel.comparison_to_reference_percent = null;
    const html = renderHtmlReport(study, OPTIONS);
    expect(html.match(/class="selected-outline"/g)).toHaveLength(1);
    expect(html).toContain('no observed point cleared every predeclared gate.');
    expect(html).toContain(
      '<td>No eligible point</td><td class="num">Not applicable</td><td class="num">Not applicable</td>',
    );
  });

  test('a missing field is reported with its pointer', () => {
    const study = seedStudy() as Loose;
    delete study.source_artifacts.load_evaluations['reverse/q4-kleidiai-tuned/p2'];
    expect(() => renderHtmlReport(study, OPTIONS)).toThrow(
      'capacity-study.json: /source_artifacts/load_evaluations/reverse~1q4-kleidiai-tuned~1p2: expected an object, found nothing (missing)',
    );
  });
});

describe('HTML report with a decision', () => {
  const DECISION = decisionFixture();
  const WITH = renderHtmlReport(seedStudy(), { ...OPTIONS, decision: DECISION });
  const section = (html: string): string => /<section id="decision">[\s\S]*?<\/section>/.exec(html)![0];

  test('without a decision the report is byte-identical to the published rendering', () => {
    // SHA-256 of the seed report as rendered before the decision section existed.
    const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
    expect(sha(HTML)).toBe('f27fd5e414db89d422be004342af4d2f81b7d1f677934de7371c1415d2f1831e');
    expect(sha(renderHtmlReport(restrictLevels(seedStudy(), [2, 4], [1, 4]), OPTIONS))).toBe(
      '0f78c6f06e3b77fe01162e547c0daba1f05626cd38e4b8defb2b77410321e99e',
    );
    expect(renderHtmlReport(seedStudy(), { ...OPTIONS, decision: undefined })).toBe(HTML);
    expect(HTML).not.toContain('id="decision"');
  });

  test('opens the report right after the header, and leaves the rest as it was', () => {
    expect(WITH.indexOf('</header>\n<section id="decision">')).toBeGreaterThan(0);
    expect(WITH.indexOf('<section id="decision">')).toBeLessThan(
      WITH.indexOf('<section id="selected-points">'),
    );
    const after = (html: string) => html.slice(html.indexOf('<section id="selected-points">'));
    expect(after(WITH)).toBe(after(HTML));
    expect(svgProblems(WITH)).toEqual([]);
    expect(WITH).not.toMatch(/<script/i);
  });

  test('shows the headline with its status badge, the chosen rate, its bound against the best and runner-up', () => {
    const s = section(WITH);
    expect(s).toContain(
      `<p class="decision-headline"><span class="badge status-best">best</span> ${escapeHtml(DECISION.choice!.headline)}</p>`,
    );
    expect(s).toContain(
      '<li><strong>Chosen rate:</strong> 90.2 [86.1, 94.2] tok/s <span class="meta">(selection-adjusted (hybrid conditional interval))</span></li>',
    );
    expect(s).toContain(
      '<li><strong>Against the best of the others:</strong> [+2.1 %, +11.6 %] (simultaneous)</li>',
    );
    expect(s).toContain('<li><strong>Runner-up:</strong> Q8 generic reference at P4 / C4</li>');
    for (const [status, words] of [
      ['equivalent', 'equivalent'],
      ['within_delta', 'within δ of the best'],
      ['unresolved', 'UNRESOLVED'],
      ['no_eligible_cell', 'no eligible point'],
    ] as const) {
      const d = decisionFixture();
      d.choice!.status = status;
      expect(renderHtmlReport(seedStudy(), { ...OPTIONS, decision: d })).toContain(
        `<span class="badge status-${status}">${words}</span>`,
      );
    }
  });

  test('draws the chart, the grid-edge note and the comparison, noise and cell tables', () => {
    const s = section(WITH);
    expect(s.match(/<svg class="decision-chart"/g)).toHaveLength(1);
    expect(s.match(/<g class="decision-point /g)).toHaveLength(DECISION.cells.length);
    expect(s).toContain(
      'best point P4 / C4 sits at the highest P and highest C of the grid — the optimum may lie outside the grid: add P=8 / C=8.',
    );
    expect(s).toContain(
      '<td>confounded <span class="meta">(model, server_args)</span></td><td>selected</td><td class="num">−6.3 % [−10.4 %, −2.1 %]</td><td><span class="verdict verdict-worse">worse</span></td><td class="num">6.1 %</td><td class="num">—</td>',
    );
    expect(s).toContain('<td class="num">3</td></tr>');
    expect(s).toContain(
      'Intervals simultaneous at 95.0 % over all 108 cross-candidate cell pairs (critical value 4.12)',
    );
    expect(s).toContain(
      '<tr><td>Noise floor at C 4 (relative run-to-run SD, pass shifts removed)</td><td>2.1 % <span class="meta">(6 cells, 5.0 df; detects 10.0 % at 80 % power)</span></td></tr>',
    );
    expect(s).toContain('<td>Pass shifts</td><td>forward +0.6 %, reverse −0.6 %</td>');
    expect(s.match(/<table class="decision-cells">[\s\S]*?<\/table>/)![0].match(/<tr><td>/g)).toHaveLength(
      18,
    );
    // A p95 without an upper bound says what sample would give one.
    expect(s).toContain(
      '<td class="num">1883.3 [1770.3, —]<br><span class="no-bound">needs 59 requests</span></td>',
    );
    expect(s).toContain(
      '<td><span class="verdict verdict-fail">FAIL</span><br><span class="gate">TTFT <span class="verdict verdict-fail">FAIL</span></span><br><span class="gate">E2E <span class="verdict verdict-indeterminate">INDETERMINATE</span></span></td></tr>',
    );
    expect(s).toContain(
      'Q4 with KleidiAI and 512-token micro-batch</td><td>P4 / C4 <span class="star">★</span></td>',
    );
  });

  test('without grid-edge entries or a choice the section says so and omits the note', () => {
    const d = decisionFixture();
    d.grid_edge = [];
    d.choice = null;
    const s = section(renderHtmlReport(seedStudy(), { ...OPTIONS, decision: d }));
    expect(s).not.toContain('class="grid-edge"');
    expect(s).toContain('<code>decision.choose</code> is false');
    expect(s).not.toContain('class="chosen-ring"');
  });

  test('escapes every study text in the section', () => {
    const study = seedStudy() as Loose;
    study.plan.candidates[0].label = '<script>alert(1)</script>';
    const d = decisionFixture();
    d.choice!.headline = '<img src=x onerror=alert(1)> wins';
    d.comparisons[0].factor_detail = '<b>x</b>';
    d.noise.reason = '"<i>"';
    const html = renderHtmlReport(study, { ...OPTIONS, decision: d });
    const s = section(html);
    expect(s).not.toMatch(/<script|<img|<b>|<i>/);
    expect(s).toContain('&lt;img src=x onerror=alert(1)&gt; wins');
    expect(s).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svgProblems(html)).toEqual([]);
  });
});
