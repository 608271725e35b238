// The envelopes of a study whose plan has a decision block (docs/decision.md, "One receipt, one
// answer"): each grid cell shows the decision's gate verdict, with the published rule's verdict
// beside it, and why, wherever the two differ; the published selection's gate table gains the
// decision's verdict of each gate. Studies without a decision keep the published envelope bytes.
import type { DecisionDocCell } from '../decision/decision-document.js';
import type { DocumentCell, StudyDocument } from '../study/study-model.js';

/** The published failure codes that are no gate of the decision (it carries the spread in its intervals). */
const SPREAD_CODES = new Set([
  'throughput_relative_spread_above_maximum',
  'e2e_relative_spread_above_maximum',
]);

export function decisionCellOf(study: StudyDocument, cell: DocumentCell): DecisionDocCell | undefined {
  return study.decision?.cells.find(
    (c) =>
      c.candidate_id === cell.candidate_id &&
      c.server_parallel === cell.server_parallel &&
      c.client_concurrency === cell.client_concurrency,
  );
}

const upper = (v: string) => v.toUpperCase();

/**
 * The headline verdict of a grid cell and, where the published rule says otherwise, the published
 * verdict with its reasons in words (`human` turns a failure code into words).
 */
export function decisionGridVerdict(
  decided: DecisionDocCell,
  cell: DocumentCell,
  human: (code: string) => string,
): { verdict: string; note: string } {
  const verdict = upper(decided.verdict);
  const published = cell.summary.capacity_gate_met ? 'PASS' : 'FAIL';
  if (published === verdict) return { verdict, note: '' };
  const reasons = cell.summary.failure_reasons.map((code) =>
    SPREAD_CODES.has(code)
      ? `${human(code)} (a two-pass spread check; the decision's intervals carry it)`
      : human(code),
  );
  const why =
    published === 'PASS'
      ? 'every pass met the SLO point estimates; the decision needs bounds'
      : reasons.join('; ');
  return { verdict, note: `<br>published rule: ${published} — ${why}` };
}

/** The decision's column of the published selection's gate table, row by row. */
export function decisionGateColumn(decided: DecisionDocCell | undefined): string[] {
  if (decided === undefined) return new Array<string>(6).fill('not in the decision');
  const g = decided.gates;
  const latency = [g.ttft === null ? null : `TTFT ${upper(g.ttft)}`, `E2E ${upper(g.e2e)}`].filter(
    (x) => x !== null,
  );
  const spread = 'not a gate (the intervals carry the spread)';
  return [
    `${latency.join(' · ')} (p95 bounds over both passes)`,
    upper(g.quality),
    upper(g.memory),
    upper(g.completion),
    spread,
    spread,
  ];
}

/** " (published rule)" where a decision block gives the study a second, interval-based answer. */
export function ruleWords(study: StudyDocument): string {
  return study.decision === undefined ? '' : ' (published rule)';
}

/** Where the decision's answer for this candidate is, in one line under its envelope. */
export function decisionEnvelopeNote(study: StudyDocument, candidateId: string): string {
  const standing = study.decision?.candidates.find((c) => c.candidate_id === candidateId);
  const best =
    standing?.cell == null
      ? 'has no eligible point'
      : `has its best point at P${standing.cell.server_parallel} / C${standing.cell.client_concurrency}`;
  return (
    `**Decision:** in the decision (its section above), this candidate ${best}. Grid verdicts above are the decision's ` +
    `(bounds over every pass); where the published rule — every pass's point estimate within the SLO and a pass-to-pass ` +
    `spread cap — says otherwise, its verdict and reason stand beside the decision's.`
  );
}
