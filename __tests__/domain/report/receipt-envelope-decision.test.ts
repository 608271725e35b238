// One receipt, one answer: a grid cell shows the decision's verdict, and the published rule's beside it
// with its reason wherever they differ; the published selection's gate table gains the decision's
// column; on a real study no cell is PASS in one place and FAIL in another without the reason.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlain } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import type { DecisionDocCell } from '../../../src/domain/decision/decision-document.js';
import { human, renderReceipt } from '../../../src/domain/report/receipt.js';
import {
  decisionGateColumn,
  decisionGridVerdict,
} from '../../../src/domain/report/receipt-envelope-decision.js';
import type { DocumentCell, StudyDocument } from '../../../src/domain/study/study-model.js';
import { REPO_ROOT } from '../../kits/fixture-paths.js';

const decided = (verdict: DecisionDocCell['verdict'], e2e: DecisionDocCell['gates']['e2e'] = 'pass') =>
  ({
    verdict,
    gates: { completion: 'pass', ttft: null, e2e, memory: 'pass', quality: 'pass' },
  }) as unknown as DecisionDocCell;
const published = (met: boolean, reasons: string[] = []) =>
  ({ summary: { capacity_gate_met: met, failure_reasons: reasons } }) as unknown as DocumentCell;

describe('decisionGridVerdict', () => {
  it('shows the decision verdict alone when the published rule agrees', () => {
    expect(decisionGridVerdict(decided('pass'), published(true), human)).toEqual({
      verdict: 'PASS',
      note: '',
    });
    expect(decisionGridVerdict(decided('fail'), published(false, ['x']), human)).toEqual({
      verdict: 'FAIL',
      note: '',
    });
  });

  it('names the published spread failure beside a decision PASS', () => {
    const v = decisionGridVerdict(
      decided('pass'),
      published(false, ['throughput_relative_spread_above_maximum']),
      human,
    );
    expect(v.verdict).toBe('PASS');
    expect(v.note).toBe(
      `<br>published rule: FAIL — ${human('throughput_relative_spread_above_maximum')} (a two-pass spread check; the decision's intervals carry it)`,
    );
  });

  it('explains a published PASS the decision cannot confirm', () => {
    expect(decisionGridVerdict(decided('indeterminate'), published(true), human)).toEqual({
      verdict: 'INDETERMINATE',
      note: '<br>published rule: PASS — every pass met the SLO point estimates; the decision needs bounds',
    });
  });
});

describe('decisionGateColumn', () => {
  it('maps each published gate row to the decision gate that answers it', () => {
    expect(decisionGateColumn(decided('indeterminate', 'indeterminate'))).toEqual([
      'E2E INDETERMINATE (p95 bounds over both passes)',
      'PASS',
      'PASS',
      'PASS',
      'not a gate (the intervals carry the spread)',
      'not a gate (the intervals carry the spread)',
    ]);
    expect(decisionGateColumn(undefined)).toHaveLength(6);
  });
});

describe('a real study with a decision block', () => {
  const study = toPlain(
    parseJson(
      decodeUtf8Strict(
        readFileSync(
          join(REPO_ROOT, '__tests__', 'fixtures', 'fleet-decision', 'tiny-a', 'capacity-study.json'),
        ),
      ),
    ),
  ) as unknown as StudyDocument;
  const receipt = renderReceipt(study, { toolName: 't', toolVersion: '1', toolRepository: 'o/r' });

  it('never shows a cell PASS in one table and FAIL in another without the reason beside it', () => {
    const d = study.decision!;
    for (const cell of d.cells) {
      const where = `P${cell.server_parallel} / C${cell.client_concurrency}`;
      const envelope = receipt.slice(
        receipt.indexOf(
          `## Capacity envelope — ${study.plan.candidates.find((c) => c.id === cell.candidate_id)!.label}`,
        ),
      );
      const row = envelope.split('\n').find((l) => l.startsWith(`| P${cell.server_parallel} |`))!;
      const levels = [...study.plan.client_concurrency_levels].sort((a, b) => a - b);
      const gridCell = row.split(' | ')[levels.indexOf(cell.client_concurrency) + 1];
      expect(gridCell.startsWith(`**${cell.verdict.toUpperCase()} · `)).toBe(true);
      const publishedCell = study.cells.find(
        (c) =>
          c.candidate_id === cell.candidate_id &&
          c.server_parallel === cell.server_parallel &&
          c.client_concurrency === cell.client_concurrency,
      )!;
      const publishedVerdict = publishedCell.summary.capacity_gate_met ? 'PASS' : 'FAIL';
      if (publishedVerdict !== cell.verdict.toUpperCase())
        expect(gridCell).toContain(`published rule: ${publishedVerdict} — `);
      else expect(gridCell).not.toContain('published rule:');
      expect(where).toBeTruthy();
    }
    expect(receipt).toContain('**Envelope result (published rule):**');
    expect(receipt).toContain('| Gate | Observed | Published rule | Decision |');
  });
});
