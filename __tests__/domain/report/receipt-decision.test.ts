// The receipt's Decision section: where it goes, what it says on a real study's decision, hostile text
// kept as text, the confidence level in its headers, and the "what would settle" lines when due.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlain } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import { deriveDecision } from '../../../src/domain/decision/derive-decision.js';
import type { DecisionDocument } from '../../../src/domain/decision/decision-document.js';
import { planMapping } from '../../../src/domain/plan/plan.js';
import { renderReceipt, type ReceiptOptions } from '../../../src/domain/report/receipt.js';
import { decisionSection } from '../../../src/domain/report/receipt-decision.js';
import type { StudyDocument } from '../../../src/domain/study/study-model.js';
import { canonicalArgv, decisionInputs, manifestOf, type Synthetic } from '../../kits/decision-kit.js';
import { REPO_ROOT } from '../../kits/fixture-paths.js';
import { seedStudy, type Loose } from '../../kits/seed-study.js';

const TINY = toPlain(
  parseJson(
    decodeUtf8Strict(
      readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', 'decision', 'tiny-decision.json')),
    ),
  ),
) as Loose;

const OPTIONS: ReceiptOptions = {
  toolName: 'paretopilot-capacity',
  toolVersion: '1.2.3',
  toolRepository: 'paretopilot/capacity',
};

/** The tiny study's plan and decision (fresh copy): all the section reads. */
const tiny = (): StudyDocument => structuredClone(TINY) as StudyDocument;

/** A study of the synthetic plan with its derived decision; `edit` may change the inputs first. */
function synthetic(
  s: Synthetic = {},
  edit?: (inputs: ReturnType<typeof decisionInputs>) => void,
): StudyDocument {
  const inputs = decisionInputs(s);
  edit?.(inputs);
  return {
    plan: toPlain(planMapping(inputs.plan)),
    decision: toPlain(deriveDecision(inputs)),
  } as unknown as StudyDocument;
}

const text = (study: StudyDocument) => decisionSection(study).join('\n');
const decisionOf = (study: StudyDocument) => study.decision as DecisionDocument;

describe('decisionSection: placement', () => {
  it('is empty for a study without a decision (the seed study)', () => {
    const seed = toPlain(seedStudy()) as unknown as StudyDocument;
    expect(seed.decision).toBeUndefined();
    expect(decisionSection(seed)).toEqual([]);
    expect(renderReceipt(seed, OPTIONS).split('\n')).not.toContain('## Decision');
  });

  it('comes right after the banner when the study has a decision', () => {
    const study = toPlain(seedStudy()) as Loose;
    study.plan.decision = TINY.plan.decision;
    study.decision = JSON.parse(
      JSON.stringify(TINY.decision)
        .replaceAll('"tiny-f16"', `"${study.plan.candidates[0].id}"`)
        .replaceAll('"tiny-q8"', `"${study.plan.candidates[1].id}"`),
    );
    const lines = renderReceipt(study as StudyDocument, OPTIONS).split('\n');
    const banner = lines.findIndex((l) => l.startsWith('> **'));
    expect(banner).toBeGreaterThan(0);
    expect(lines.slice(banner + 1, banner + 4)).toEqual(['', '## Decision', '']);
    expect(lines.filter((l) => l === '## Decision')).toHaveLength(1);
    // The section ends before the question paragraph with one blank line.
    const section = decisionSection(study as StudyDocument);
    expect(lines.slice(banner + 2, banner + 2 + section.length)).toEqual(section);
  });
});

describe('decisionSection: a real study', () => {
  const lines = decisionSection(tiny());

  it('leads with the escaped headline and the status', () => {
    expect(lines.slice(0, 5)).toEqual([
      '## Decision',
      '',
      '**Tiny Q8_0 at P2 / C2: 2950.2 tok/s \\[2576.9, 3370.6\\]; the best of 2 candidates (against the best of the others: \\[+0.6 %, +120.7 %\\], 95 % simultaneous).**',
      '',
      'Status: **best** · runner-up: Tiny F16 · chosen rate: selected as the highest of 8 cells: hybrid interval conditional on the selection (Andrews, Kitagawa &amp; McCloskey 2024).',
    ]);
  });

  it('lists each best point with its gates and standing, and the comparison with its factor and power', () => {
    expect(lines).toContain(
      '| Tiny Q8_0 | P2 / C2 | 2950.3 tok/s [2595.6, 3353.5] | 2.9 ms (≤ 8.7) | 44.9 ms (≤ 54.9) | PASS · PASS · PASS · PASS · PASS | the best: [+0.6 %, +120.7 %] |',
    );
    expect(lines).toContain(
      '| Tiny F16 vs Tiny Q8_0 | model (quantization) | each at its best (P2 / C2 vs P2 / C2) | −32.9 % [−54.7 %, −0.6 %] | worse | 65.9 % | — |',
    );
    expect(lines.join('\n')).not.toContain('CONFOUNDED');
  });

  it('states the noise of every level and what would settle the open questions', () => {
    const all = lines.join('\n');
    expect(all).toContain(
      'varies between counterbalanced passes by C 1: 6.0 % (4 cells, 3.0 df; detects 55.8 %); C 2: 6.9 % (4 cells, 3.0 df; detects 65.9 %). Pass-wide shifts +0.1 %, −0.1 %.',
    );
    expect(all).toContain(
      'simultaneous over all 16 pairs of cells of different candidates (critical value 5.88',
    );
    const open = lines.slice(lines.indexOf('**What would settle what is open:**'));
    expect(open.slice(2, 4)).toEqual([
      '- The best point of Tiny F16 (P2 / C2) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add P 4 and C 4.',
      '- The best point of Tiny Q8_0 (P2 / C2) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add P 4 and C 4.',
    ]);
    // Every cell has enough requests for its p95 bounds.
    expect(all).not.toContain('too few requests');
  });

  it('ends with the level of its intervals and a blank line', () => {
    expect(lines[lines.length - 2]).toMatch(/^Intervals are 95 % confidence intervals for this runner \(/);
    expect(lines[lines.length - 1]).toBe('');
  });
});

describe('decisionSection: the confidence level', () => {
  it('names the plan confidence in every header, not a fixed 95 %', () => {
    const study = synthetic({ shape: { decision: { confidence: 0.9 } } });
    const all = text(study);
    expect(all).toContain('Generation rate [90 % CI]');
    expect(all).toContain('A / B − 1 [90 % simultaneous]');
    expect(all).toContain('Against the best of the others [90 % simultaneous]');
    expect(all).toContain('Intervals are 90 % confidence intervals');
    expect(all).not.toContain('95 %');
  });
});

describe('decisionSection: hostile text stays text', () => {
  const hostile = 'Evil | `tick` <script>alert(1)</script> [x](http://e.example)';
  const study = synthetic({ truth: (k) => (k.candidateId === 'b' ? 200 : 100), noise: 0.01 }, (inputs) => {
    inputs.plan.candidates[1].label = hostile;
    inputs.manifest = manifestOf(inputs.plan, undefined, (id) =>
      canonicalArgv(id, id === 'b' ? ['--x|y', '--t`z`', '--s<script>'] : []),
    );
  });
  const all = text(study);

  it('escapes labels in the headline, the tables and the open items', () => {
    expect(decisionOf(study).choice!.headline).toContain(hostile);
    expect(all).not.toContain('<script>');
    expect(all).not.toContain('`tick`');
    expect(all).toContain('Evil \\| \\`tick\\` &lt;script&gt;alert(1)&lt;/script&gt; \\[x\\](http:/');
    // Every table row keeps its seven columns: no unescaped bar inside a cell.
    const rows = all.split('\n').filter((l) => l.startsWith('| '));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const line of rows) expect(line.split(/(?<!\\)\|/).length - 2).toBe(7);
  });

  it('escapes the factor detail', () => {
    const comparison = decisionOf(study).comparisons[0];
    expect(comparison.factor).toBe('server_args');
    expect(comparison.factor_detail).toContain('--x|y');
    expect(all).toContain('| server options (\\--s&lt;script&gt; --t\\`z\\` --x\\|y) |');
  });
});

describe('decisionSection: what would settle what is open', () => {
  const heading = '**What would settle what is open:**';
  // Best at P1/C1 (no grid edge), a large difference (no pairs needed), 80 requests per cell.
  const settled: Synthetic = {
    truth: (k) => (k.candidateId === 'b' ? 2000 : 1000) / (k.serverParallel * k.clientConcurrency),
    noise: 0.01,
  };

  it('is left out when nothing is open', () => {
    const study = synthetic(settled);
    expect(decisionOf(study).choice!.status).toBe('best');
    expect(decisionOf(study).grid_edge).toEqual([]);
    expect(text(study)).not.toContain(heading);
  });

  it('names the requests a p95 bound needs when cells have too few', () => {
    const study = synthetic(settled, (inputs) => {
      for (const run of inputs.runs.values()) for (const r of run.rows) r.samples = r.samples.slice(0, 10);
    });
    expect(text(study)).toContain(
      `${heading}\n\n- 8 of 8 cells have too few requests for a distribution-free bound on their p95 (59 are needed per cell, over all passes): their latency gates are INDETERMINATE.`,
    );
    expect(decisionOf(study).choice!.cell_verdict).toBe('indeterminate');
    expect(text(study)).toMatch(/; gates not settled: /);
  });

  it('names the pairs that would resolve the comparisons, the most of them', () => {
    const study = synthetic(settled);
    const d = decisionOf(study);
    d.comparisons[0].pairs_needed = 7;
    expect(text(study)).toContain(
      `${heading}\n\n- 1 comparison(s) show no detectable difference; up to 7 counterbalanced pair(s) in all would settle each one (better, worse, or equivalent within ±1.0 %) with 80 % probability at this noise.`,
    );
  });

  it('names the pairs an unresolved choice needs, and says when the plan format cannot ask for them', () => {
    const study = synthetic({ noise: 0.03, noiseSeed: 11 });
    const d = decisionOf(study);
    expect(d.choice!.status).toBe('unresolved');
    expect(d.choice!.beyond_plan_maximum).toBe(true);
    expect(text(study)).toContain(
      `- The choice is unresolved: about ${d.choice!.pairs_needed} counterbalanced pairs in all (decision.pairs; this study ran 1) would show the chosen point within 1.0 % of the best with 80 % probability at this noise — beyond this plan format's maximum of 10 pairs.`,
    );
  });

  it('names the next levels of a grid edge', () => {
    const study = synthetic({
      truth: (k) => ((k.candidateId === 'b' ? 200 : 100) * k.serverParallel) / k.clientConcurrency,
      noise: 0.01,
    });
    expect(decisionOf(study).grid_edge.map((e) => [e.candidate_id, e.edges])).toEqual([
      ['a', ['server_parallel']],
      ['b', ['server_parallel']],
    ]);
    expect(text(study)).toContain(
      '- The best point of Label b (P2 / C1) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add P 4.',
    );
  });
});

describe('decisionSection: degenerate decisions', () => {
  it('says the noise is not measurable with one cell', () => {
    const study = synthetic({ shape: { candidates: ['a'], serverLevels: [1], clientLevels: [1] } });
    expect(text(study)).toContain(
      '**Noise of this runner:** not measurable (one cell with a rate in every pass: the run-to-run noise cannot be separated from the cells).',
    );
  });

  it('shows no eligible point and no runner-up when every cell fails', () => {
    const all = text(synthetic({ quality: () => false }));
    expect(all).toContain('Status: **no eligible point** · runner-up: none.');
    expect(all).toContain('| Label a | No eligible point | — | — | — | — | — |');
    expect(all).toContain('| Label b | No eligible point | — | — | — | — | — |');
    expect(all).not.toContain('| A vs B |');
  });

  it('shows the best point of a single candidate that does not choose', () => {
    const study = synthetic({ shape: { candidates: ['a'], decision: { choose: false } } });
    expect(decisionOf(study).choice).toBeNull();
    expect(text(study)).toMatch(/^\| Label a \| P2 \/ C2 \| \d+\.\d tok\/s /m);
  });

  it('shows the best point of a candidate whose rival has none, when the plan does not choose', () => {
    const study = synthetic({ shape: { decision: { choose: false } }, quality: (id) => id === 'a' });
    const all = text(study);
    expect(all).toMatch(/^\| Label a \| P2 \/ C2 \| \d+\.\d tok\/s /m);
    expect(all).toContain('| Label b | No eligible point | — | — | — | — | — |');
  });
});
