// The receipt's open-loop section from synthetic studies with a rate envelope: the sustainable rate
// with its bracket, goodput and binding limit for a converged search, and the words (never a
// capacity figure) for budget, below-min and above-max ends; nothing for a closed-loop study.
import { describe, expect, it } from '@jest/globals';
import { renderReceipt } from '../../../src/domain/report/receipt.js';
import { openLoopChoice, rateText } from '../../../src/domain/report/receipt-open-loop.js';
import { openLoopStudy } from '../../kits/open-loop-study.js';

const OPTIONS = { toolName: 'paretopilot-capacity', toolVersion: '0.0.0', toolRepository: 'example/tool' };

/** The table row of P `p` in the candidate's open-loop section. */
function rowOf(receipt: string, label: string, p: number): string {
  const section = receipt.slice(receipt.indexOf(`## Open-loop capacity — ${label}`));
  const line = section.split('\n').find((l) => l.startsWith(`| P${p} |`));
  if (line === undefined) throw new Error(`no P${p} row for ${label}`);
  return line;
}

describe('open-loop receipt section', () => {
  it('prints the highest sustainable rate, its bracket, goodput, binding limit and passes', () => {
    const { plain } = openLoopStudy((_pass, cand, p) => (cand === 'cand-1' ? 2.5 * p : 5));
    const receipt = renderReceipt(plain, OPTIONS);
    expect(receipt).toContain('## Open-loop capacity — Candidate 1');
    expect(receipt).toContain('## Open-loop capacity — Candidate 2');
    const e = plain.rate_envelope!.find((x) => x.candidate_id === 'cand-1' && x.server_parallel === 2)!;
    expect(e.status).toBe('converged');
    const row = rowOf(receipt, 'Candidate 1', 2);
    expect(row).toContain(`**${rateText(e.max_rate_rps!)} req/s**`);
    expect(row).toContain(`${rateText(e.bracket_rps[0]!)} – ${rateText(e.bracket_rps[1]!)} req/s`);
    expect(row).toContain(`${rateText(e.goodput_rps!)} req/s`);
    expect(row).toContain('E2E ≤ 4000 ms');
    expect(row).toContain(`${e.probes} (0 invalid)`);
    expect(row).toContain(
      `forward ${rateText(e.passes[0].max_rate_rps!)}, reverse ${rateText(e.passes[1].max_rate_rps!)}`,
    );
    expect(row).toContain('Converged: the boundary lies in the bracket');
    // The P1 row holds P1's own figure, lower than P2's.
    const p1 = plain.rate_envelope!.find((x) => x.candidate_id === 'cand-1' && x.server_parallel === 1)!;
    expect(p1.max_rate_rps!).toBeLessThan(e.max_rate_rps!);
    expect(rowOf(receipt, 'Candidate 1', 1)).toContain(`**${rateText(p1.max_rate_rps!)} req/s**`);
  });

  it('names the P with the most goodput among converged searches that passed the spread gate', () => {
    const { plain } = openLoopStudy((_pass, cand, p) => (cand === 'cand-1' ? 2.5 * p : 5));
    const entries = plain.rate_envelope!.filter((x) => x.candidate_id === 'cand-1');
    const best = openLoopChoice(entries)!;
    for (const e of entries)
      if (e.status === 'converged' && e.spread_gate === 'pass')
        expect(e.goodput_tokens_per_second!).toBeLessThanOrEqual(best.goodput_tokens_per_second!);
    expect(renderReceipt(plain, OPTIONS)).toContain(
      `**Most goodput under the limits:** P${best.server_parallel} — `,
    );
    // A search that did not converge, or whose passes disagree, is never chosen.
    const unsettled = entries.map((e) => ({ ...e, spread_gate: 'fail' as const }));
    expect(openLoopChoice(unsettled)).toBeUndefined();
    expect(openLoopChoice(entries.map((e) => ({ ...e, status: 'budget' as const })))).toBeUndefined();
  });

  it.each([
    ['budget', { budget_seconds: 20 }, 3, 'Budget spent before the search converged: not a capacity'],
    ['below-min', {}, 0.1, "Below the plan's minimum rate: no offered rate met the target"],
    ['above-max', { max_rate_rps: 8 }, 100, "Above the plan's maximum rate"],
  ] as const)('a search that ended %s never reads as a capacity', (status, over, boundary, words) => {
    const { plain } = openLoopStudy(() => boundary, over);
    const e = plain.rate_envelope![0];
    expect(e.status).toBe(status);
    const row = rowOf(renderReceipt(plain, OPTIONS), 'Candidate 1', 1);
    expect(row).toContain('| not established |');
    expect(row).not.toContain('**');
    expect(row).toContain(words);
  });

  it('says when the passes disagree beyond the spread gate', () => {
    const { plain } = openLoopStudy((pass) => (pass === 'forward' ? 3 : 12));
    expect(plain.rate_envelope![0].spread_gate).toBe('fail');
    expect(rowOf(renderReceipt(plain, OPTIONS), 'Candidate 1', 1)).toContain(
      'the passes disagree beyond the spread gate',
    );
  });
});
